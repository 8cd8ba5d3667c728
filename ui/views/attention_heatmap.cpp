#include "ui/views/attention_heatmap.h"

#include "ui/views/aligned_color_scale.h"
#include "ui/views/color_maps.h"
#include "ui/views/figure_marks.h"
#include "ui/views/fitted_title.h"
#include "ui/views/square_panels.h"

#include <QAccessible>
#include <QFontInfo>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <vector>

namespace ae {

namespace {

// Ticks the colour bar asks for when it is tall enough (rebuildAxes).
constexpr int kColorScaleTicks = 4;

// Values are printed in the cells up to this size (auto mode), and only when a
// cell is wide enough to hold "0.42" legibly.
constexpr int kMaxCellsForValues = 12;
constexpr double kMinCellPixelsForValues = 22.0;
// Below this font size (pixels) the printed values are not legible: none.
// Presentation mode raises both limits with the tick font (cellValuePixelSize).
constexpr int kMinCellValuePixels = 8;
constexpr int kMaxCellValuePixels = 14;
// Hatching is drawn only when cells are big enough to show it; smaller masked
// cells are plain grey (the mask colour map), which keeps large n cheap.
constexpr double kMinCellPixelsForHatching = 6.0;
// Tick labels longer than this are elided (the tool tip has the full token).
constexpr int kMaxTickLabelChars = 14;
const QColor kMaskedFill(150, 150, 150);
const QColor kHatchPen(90, 90, 90);

QString formatValue(double v)
{
    if (!std::isfinite(v))
        return v > 0 ? QStringLiteral("∞") : (v < 0 ? QStringLiteral("−∞") : QStringLiteral("NaN"));
    return QString::number(v, 'g', 3);
}

QString elided(const QString& label)
{
    if (label.size() <= kMaxTickLabelChars)
        return label;
    return label.left(kMaxTickLabelChars - 1) + QChar(0x2026);
}

// Gives the colour maps' storage to Eigen: filling n·m cells one setCell()
// at a time is the slowest part of showing a large matrix. The maps' key axis
// is the vertical (query) axis, so QCustomPlot's storage (key index fastest)
// has the layout of a column-major n×m matrix and the fill is a straight,
// vectorised copy.
class DirectColorMapData : public QCPColorMapData
{
public:
    DirectColorMapData(int rows, int cols)
        : QCPColorMapData(rows, cols, QCPRange(0, std::max(0, rows - 1)),
                          QCPRange(0, std::max(0, cols - 1)))
    {
    }
    // cells()(row, col): key index = row (query), value index = col (key).
    Eigen::Map<Eigen::MatrixXd> cells() { return {mData, keySize(), valueSize()}; }
    void markModified(const QCPRange& bounds)
    {
        mDataModified = true;
        mDataBounds = bounds;
    }
};

DirectColorMapData* directData(QCPColorMap* map, int rows, int cols)
{
    auto* data = static_cast<DirectColorMapData*>(map->data());
    if (data->keySize() != rows || data->valueSize() != cols) {
        data = new DirectColorMapData(rows, cols);
        map->setData(data, false);
    }
    return data;
}

// Source indices of k cells sampling n: cell i covers [i·n/k, (i+1)·n/k) and
// shows the index at its centre (all of 0..n−1 when k = n).
std::vector<int> sampleIndices(int n, int k)
{
    std::vector<int> indices(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i)
        indices[std::size_t(i)] =
            std::min(n - 1, int(std::floor((double(i) + 0.5) * double(n) / double(k))));
    return indices;
}

// Cell centres of k cells spanning n matrix cells [−0.5, n − 0.5]. QCustomPlot
// pads the first and last centre by half a cell, except for a single cell,
// which it draws exactly over the range: so one cell gets the whole span (a
// 1-wide range of centre 0..0 would be drawn zero wide).
QCPRange centreRange(int n, int k)
{
    if (k <= 1)
        return QCPRange(-0.5, double(n) - 0.5);
    const double step = double(n) / double(k);
    return QCPRange(0.5 * step - 0.5, (double(k) - 0.5) * step - 0.5);
}

// A colour map holding at most as many cells as device pixels it is drawn on:
// the cost of converting and colouring cells is bounded by the widget's pixels,
// not n·m. The sampler writes the chosen source cells; drawing into a larger
// target (an export at 2×) resamples first, a vector target gets every cell.
class SampledColorMap : public QCPColorMap
{
public:
    // Writes data->cells()(i, j) = source(rows[i], cols[j]); identity index
    // lists mean every cell, in order.
    using Sampler = std::function<void(DirectColorMapData* data, const std::vector<int>& rows,
                                       const std::vector<int>& cols, bool everyCell)>;

    SampledColorMap(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPColorMap(keyAxis, valueAxis)
    {
        setData(new DirectColorMapData(1, 1), false);
    }

    void setSource(int rows, int cols, Sampler sampler)
    {
        m_rows = rows;
        m_cols = cols;
        m_sampler = std::move(sampler);
    }

    // Samples for a target of `pixels` device pixels (width: columns, height: rows).
    void sampleFor(QSize pixels)
    {
        if (!m_sampler || m_rows <= 0 || m_cols <= 0)
            return;
        const int k = std::clamp(pixels.height(), 1, m_rows);
        const int l = std::clamp(pixels.width(), 1, m_cols);
        DirectColorMapData* data = directData(this, k, l);
        data->setKeyRange(centreRange(m_rows, k));
        data->setValueRange(centreRange(m_cols, l));
        m_sampler(data, sampleIndices(m_rows, k), sampleIndices(m_cols, l),
                  k == m_rows && l == m_cols);
    }

    // True when the cells held suit a target of `pixels`: not coarser than
    // it (unless all are held) and not more than twice as fine.
    bool suits(QSize pixels) const
    {
        auto fine = [](int held, int total, int wanted) {
            const int best = std::clamp(wanted, 1, total);
            return held >= best && held <= std::max(best * 2, 1);
        };
        return fine(data()->keySize(), m_rows, pixels.height()) &&
               fine(data()->valueSize(), m_cols, pixels.width());
    }

    QSize heldCells() const { return QSize(data()->valueSize(), data()->keySize()); }

protected:
    void draw(QCPPainter* painter) override
    {
        if (m_sampler && m_rows > 0 && m_cols > 0) {
            const QSize target = targetPixels(painter);
            if (!suits(target))
                sampleFor(target);
        }
        QCPColorMap::draw(painter);
    }

private:
    QSize targetPixels(QCPPainter* painter) const
    {
        const QPaintEngine* engine = painter->paintEngine();
        const bool raster = engine && (engine->type() == QPaintEngine::Raster ||
                                       engine->type() == QPaintEngine::OpenGL2 ||
                                       engine->type() == QPaintEngine::X11);
        if (!raster) // PDF, SVG, printers: every cell
            return QSize(m_cols, m_rows);
        const QTransform t = painter->transform();
        const double ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const QRect rect = keyAxis()->axisRect()->rect();
        const double sx = std::hypot(t.m11(), t.m12()) * ratio;
        const double sy = std::hypot(t.m21(), t.m22()) * ratio;
        return QSize(int(std::ceil(rect.width() * sx)), int(std::ceil(rect.height() * sy)));
    }

    int m_rows = 0;
    int m_cols = 0;
    Sampler m_sampler;
};

// What is drawn cell by cell on top of the colour map: grey hatching over
// masked cells and the values. Only while cells are big enough to show them,
// so the cost is bounded by the widget's pixels, never by n·m; one item (not
// n·m items) keeps replots cheap, and lines and text stay vector in SVG/PDF.
class CellOverlayItem : public QCPAbstractItem
{
public:
    CellOverlayItem(AttentionHeatmap* plot, QCPAxis* keyAxis, QCPAxis* valueAxis)
        : QCPAbstractItem(plot), m_heatmap(plot), m_keyAxis(keyAxis), m_valueAxis(valueAxis)
    {
        setSelectable(false);
    }

    double selectTest(const QPointF&, bool, QVariant*) const override { return -1.0; }

protected:
    void draw(QCPPainter* painter) override
    {
        const KeepMask& mask = m_heatmap->mask();
        const Matrix& values = m_heatmap->matrix();
        const QSizeF cell = m_heatmap->cellPixelSize();
        if (values.size() == 0)
            return;
        if (mask.size() > 0 && cell.width() >= kMinCellPixelsForHatching &&
            cell.height() >= kMinCellPixelsForHatching)
            drawHatching(painter, mask, cell);
        if (const AttentionHeatmap::CellValueStyle style = m_heatmap->cellValueStyle();
            style.pixels > 0)
            drawValues(painter, values, style);
        const int hidden = m_heatmap->hiddenRow();
        if (hidden >= 0 && hidden < values.rows())
            drawHiddenRow(painter, hidden, int(values.cols()));
    }

private:
    QRectF cellRect(int row, int firstCol, int endCol) const
    {
        const QPointF a(m_keyAxis->coordToPixel(firstCol - 0.5),
                        m_valueAxis->coordToPixel(row - 0.5));
        const QPointF b(m_keyAxis->coordToPixel(endCol - 0.5),
                        m_valueAxis->coordToPixel(row + 0.5));
        return QRectF(a, b).normalized();
    }

    void drawHatching(QCPPainter* painter, const KeepMask& mask, const QSizeF& cell)
    {
        const double spacing = std::clamp(std::min(cell.width(), cell.height()) / 3.0, 4.0, 9.0);
        QPen pen(kHatchPen);
        pen.setWidthF(1.0);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->setRenderHint(QPainter::Antialiasing, true);
        const int n = int(mask.rows());
        const int m = int(mask.cols());
        for (int r = 0; r < n; ++r) {
            int c = 0;
            while (c < m) {
                if (mask(r, c) != 0) {
                    ++c;
                    continue;
                }
                const int start = c;
                while (c < m && mask(r, c) == 0)
                    ++c;
                // One run of masked cells: lines at 45° (x − y = const), clipped.
                const QRectF rect = cellRect(r, start, c);
                painter->save();
                painter->setClipRect(rect, Qt::IntersectClip);
                for (double t = -rect.height(); t < rect.width(); t += spacing)
                    painter->drawLine(QPointF(rect.left() + t, rect.bottom()),
                                      QPointF(rect.left() + t + rect.height(), rect.top()));
                painter->restore();
            }
        }
    }

    // The row to predict: covered in the window's colour, with a "?" in
    // every cell that is wide enough (one at the row's centre otherwise).
    void drawHiddenRow(QCPPainter* painter, int row, int cols)
    {
        const QRectF rect = cellRect(row, 0, cols);
        const QPalette& palette = m_heatmap->palette();
        painter->setPen(Qt::NoPen);
        painter->setBrush(palette.color(QPalette::Window));
        painter->drawRect(rect);
        QPen outline(palette.color(QPalette::Highlight));
        outline.setWidthF(2.0);
        outline.setStyle(Qt::DashLine);
        painter->setPen(outline);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(rect.adjusted(1, 1, -1, -1));
        QFont font = m_heatmap->font();
        font.setBold(true);
        font.setPixelSize(int(std::clamp(rect.height() * 0.6, 8.0, 18.0)));
        painter->setFont(font);
        painter->setPen(palette.color(QPalette::WindowText));
        const double cellWidth = rect.width() / std::max(1, cols);
        if (cellWidth >= 12.0) {
            for (int c = 0; c < cols; ++c)
                painter->drawText(cellRect(row, c, c + 1), Qt::AlignCenter, QStringLiteral("?"));
        } else {
            painter->drawText(rect, Qt::AlignCenter, QStringLiteral("?"));
        }
    }

    void drawValues(QCPPainter* painter, const Matrix& values,
                    AttentionHeatmap::CellValueStyle style)
    {
        QFont font = m_heatmap->font();
        font.setPixelSize(style.pixels);
        painter->setFont(font);
        QCPColorGradient gradient = m_heatmap->colorMapPlottable()->gradient();
        const QCPRange range = m_heatmap->colorMapPlottable()->dataRange();
        for (int r = 0; r < values.rows(); ++r)
            for (int c = 0; c < values.cols(); ++c) {
                if (m_heatmap->isMasked(r, c) || r == m_heatmap->hiddenRow())
                    continue;
                const double v = values(r, c);
                // White on dark cells, black on light ones (relative luminance).
                const QColor color =
                    QColor::fromRgb(gradient.color(m_heatmap->colourValue(r, c), range));
                const double luminance =
                    0.2126 * color.redF() + 0.7152 * color.greenF() + 0.0722 * color.blueF();
                painter->setPen(luminance < 0.5 ? Qt::white : Qt::black);
                painter->drawText(cellRect(r, c, c + 1), Qt::AlignCenter,
                                  AttentionHeatmap::cellValueText(v, style.compact));
            }
    }

    AttentionHeatmap* m_heatmap;
    QCPAxis* m_keyAxis;
    QCPAxis* m_valueAxis;
};

} // namespace

AttentionHeatmap::AttentionHeatmap(QWidget* parent) : QCustomPlot(parent)
{
    m_values = std::make_shared<const Matrix>();
    setAttribute(Qt::WA_Hover, true);
    setMouseTracking(true);
    setNoAntialiasingOnDrag(true);
    setMinimumSize(120, 100);

    // Keys along the top (xAxis2), queries down the left, row 0 at the top.
    xAxis->setVisible(false);
    yAxis2->setVisible(false);
    xAxis2->setVisible(true);
    for (QCPAxis* axis : {xAxis2, yAxis}) {
        axis->grid()->setVisible(false);
        axis->setSubTicks(false);
        axis->setTickLength(0, 3);
        axis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
        QFont labelFont = font();
        labelFont.setPointSizeF(std::max(7.0, labelFont.pointSizeF() - 1));
        axis->setTickLabelFont(labelFont);
        axis->setLabelFont(labelFont);
        axis->setLabelColor(QColor(90, 90, 90));
    }
    yAxis->setRangeReversed(true);
    xAxis2->setRange(-0.5, 0.5);
    yAxis->setRange(-0.5, 0.5);

    setFocusPolicy(Qt::StrongFocus);
    retranslateUi();

    m_map = new SampledColorMap(yAxis, xAxis2);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);

    m_maskMap = new SampledColorMap(yAxis, xAxis2);
    m_maskMap->setInterpolate(false);
    {
        QCPColorGradient grey;
        grey.setColorStops({{0.0, kMaskedFill}, {1.0, kMaskedFill}});
        grey.setNanHandling(QCPColorGradient::nhTransparent);
        m_maskMap->setGradient(grey);
    }
    m_maskMap->setDataRange(QCPRange(0.0, 1.0));
    m_maskMap->setVisible(false);

    m_overlay = new CellOverlayItem(this, xAxis2, yAxis);

    m_selectionFrame = new QCPItemRect(this);
    m_selectionFrame->topLeft->setAxes(xAxis2, yAxis);
    m_selectionFrame->bottomRight->setAxes(xAxis2, yAxis);
    QPen framePen(QColor(255, 64, 0));
    framePen.setWidthF(2.5);
    m_selectionFrame->setPen(framePen);
    m_selectionFrame->setBrush(Qt::NoBrush);
    m_selectionFrame->setSelectable(false);
    m_selectionFrame->setVisible(false);

    // The keyboard's cell: a dashed black-and-white outline, visible on every
    // colour of the map and distinct from the orange selection.
    m_focusHalo = new QCPItemRect(this);
    m_focusHalo->topLeft->setAxes(xAxis2, yAxis);
    m_focusHalo->bottomRight->setAxes(xAxis2, yAxis);
    QPen haloPen(Qt::white);
    haloPen.setWidthF(4.0);
    m_focusHalo->setPen(haloPen);
    m_focusHalo->setBrush(Qt::NoBrush);
    m_focusHalo->setSelectable(false);
    m_focusHalo->setVisible(false);
    m_focusFrame = new QCPItemRect(this);
    m_focusFrame->topLeft->setAxes(xAxis2, yAxis);
    m_focusFrame->bottomRight->setAxes(xAxis2, yAxis);
    QPen focusPen(Qt::black);
    focusPen.setWidthF(2.0);
    focusPen.setStyle(Qt::DashLine);
    m_focusFrame->setPen(focusPen);
    m_focusFrame->setBrush(Qt::NoBrush);
    m_focusFrame->setSelectable(false);
    m_focusFrame->setVisible(false);
    m_focusHalo->setProperty(figure_marks::kScreenOnlyProperty, true);
    m_focusFrame->setProperty(figure_marks::kScreenOnlyProperty, true);

    m_title = new FittedTitle(this, QString(), QFont(font().family(), -1, QFont::Bold));
    m_title->setVisible(false);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, m_title);
    plotLayout()->setRowStretchFactor(0, 0.001);

    m_scale = new AlignedColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(10);
    m_scale->axis()->setTickLabelFont(xAxis2->tickLabelFont());
    m_scaleSteps = QSharedPointer<QCPAxisTicker>::create();
    m_scaleSteps->setTickCount(kColorScaleTicks);
    m_scaleEnds = QSharedPointer<QCPAxisTickerText>::create();
    m_scale->axis()->setTicker(m_scaleSteps);
    plotLayout()->addElement(1, 1, m_scale);
    plotLayout()->setColumnStretchFactor(1, 0.001);
    // Linking adopts the scale's gradient, so the gradient is set afterwards.
    m_map->setColorScale(m_scale);
    m_map->setGradient(colorMap(ColorMapId::Viridis));
    m_marginGroup = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, m_marginGroup);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, m_marginGroup);

    // Tick thinning and the cell labels' font depend on the final cell size in
    // pixels, which is known only after the layout pass.
    connect(this, &QCustomPlot::afterLayout, this, &AttentionHeatmap::rebuildAxes);
    connect(this, &QCustomPlot::afterLayout, this, [this] {
        const QSize chrome = viewport().size() - axisRect()->rect().size();
        if (chrome == m_chrome)
            return;
        m_chrome = chrome;
        emit chromeChanged();
    });
}

QSize AttentionHeatmap::chromeSize() const
{
    return m_chrome.isValid() && !m_chrome.isEmpty() ? m_chrome
                                                     : estimatedHeatmapChrome(fontMetrics());
}

void AttentionHeatmap::setFittedSize(QSize size)
{
    if (size == m_fittedSize)
        return;
    m_fittedSize = size;
    updateGeometry();
}

QSize AttentionHeatmap::sizeHint() const
{
    return m_fittedSize.isValid() ? m_fittedSize : QCustomPlot::sizeHint();
}

void AttentionHeatmap::setMatrix(const Matrix& values, const QStringList& rowLabels,
                                 const QStringList& columnLabels, const KeepMask& mask)
{
    setMatrix(std::make_shared<const Matrix>(values), rowLabels, columnLabels,
              mask.size() > 0 ? std::make_shared<const KeepMask>(mask) : SharedKeepMask());
}

void AttentionHeatmap::setMatrix(SharedMatrix values, const QStringList& rowLabels,
                                 const QStringList& columnLabels, SharedKeepMask mask)
{
    m_values = values ? std::move(values) : std::make_shared<const Matrix>();
    const Matrix& v = *m_values;
    const int n = int(v.rows());
    const int m = int(v.cols());
    // memchr: a byte scan far quicker than Eigen's any() over n·m cells.
    const bool anyMasked = mask && mask->rows() == n && mask->cols() == m && n > 0 && m > 0 &&
                           std::memchr(mask->data(), 0, std::size_t(mask->size())) != nullptr;
    m_mask = anyMasked ? std::move(mask) : SharedKeepMask();
    if (m_secondary && (m_secondary->rows() != n || m_secondary->cols() != m))
        m_secondary.reset();
    if (m_rowDivisors && m_rowDivisors->size() != n)
        m_rowDivisors.reset();
    m_scale->axis()->setLabel(m_rowDivisors ? m_colourLabel : QString());
    m_rowLabels = rowLabels;
    m_columnLabels = columnLabels;
    for (int r = m_rowLabels.size(); r < n; ++r)
        m_rowLabels << QString::number(r);
    for (int c = m_columnLabels.size(); c < m; ++c)
        m_columnLabels << QString::number(c);
    if (m_rowLabels.size() > n)
        m_rowLabels = m_rowLabels.mid(0, n);
    if (m_columnLabels.size() > m)
        m_columnLabels = m_columnLabels.mid(0, m);
    auto* map = static_cast<SampledColorMap*>(m_map);
    auto* maskMap = static_cast<SampledColorMap*>(m_maskMap);
    if (n == 0 || m == 0) {
        map->setSource(0, 0, {});
        maskMap->setSource(0, 0, {});
        m_map->setVisible(false);
        m_maskMap->setVisible(false);
        m_selectionFrame->setVisible(false);
        xAxis2->setRange(-0.5, 0.5);
        yAxis->setRange(-0.5, 0.5);
    } else {
        const SharedMatrix shown = m_values;
        const std::shared_ptr<const Vector> divisors = m_rowDivisors;
        map->setSource(n, m,
                       [shown, divisors](DirectColorMapData* data, const std::vector<int>& rows,
                                         const std::vector<int>& cols, bool everyCell) {
                           Eigen::Map<Eigen::MatrixXd> cells = data->cells();
                           if (everyCell) {
                               cells = shown->cast<double>();
                               if (divisors)
                                   cells.array().colwise() /= divisors->cast<double>().array();
                           } else {
                               for (std::size_t j = 0; j < cols.size(); ++j)
                                   for (std::size_t i = 0; i < rows.size(); ++i)
                                       cells(Eigen::Index(i), Eigen::Index(j)) =
                                           double((*shown)(rows[i], cols[j])) /
                                           (divisors ? double((*divisors)(rows[i])) : 1.0);
                           }
                           data->markModified(QCPRange(cells.minCoeff(), cells.maxCoeff()));
                       });
        m_map->setVisible(true);
        if (m_mask) {
            const SharedKeepMask keep = m_mask;
            maskMap->setSource(n, m,
                               [keep](DirectColorMapData* data, const std::vector<int>& rows,
                                      const std::vector<int>& cols, bool everyCell) {
                                   const double nan = std::numeric_limits<double>::quiet_NaN();
                                   Eigen::Map<Eigen::MatrixXd> cells = data->cells();
                                   // NaN is transparent in the mask layer: only masked cells turn
                                   // grey.
                                   if (everyCell) {
                                       cells =
                                           (keep->array() == 0)
                                               .select(1.0, Eigen::ArrayXXd::Constant(
                                                                cells.rows(), cells.cols(), nan));
                                   } else {
                                       for (std::size_t j = 0; j < cols.size(); ++j)
                                           for (std::size_t i = 0; i < rows.size(); ++i)
                                               cells(Eigen::Index(i), Eigen::Index(j)) =
                                                   (*keep)(rows[i], cols[j]) == 0 ? 1.0 : nan;
                                   }
                                   data->markModified(QCPRange(1.0, 1.0));
                               });
            m_maskMap->setDataRange(QCPRange(0.0, 1.0));
        } else {
            maskMap->setSource(0, 0, {});
        }
        m_maskMap->setVisible(bool(m_mask));
        xAxis2->setRange(-0.5, m - 0.5);
        yAxis->setRange(-0.5, n - 0.5);
        resampleForScreen();
    }
    if (n == 0 || m == 0) {
        m_focusRow = m_focusCol = -1;
    } else if (m_focusRow >= 0) {
        m_focusRow = std::min(m_focusRow, n - 1);
        m_focusCol = std::min(m_focusCol, m - 1);
    }
    updateRange();
    rebuildAxes();
    updateSelectionFrame();
    updateFocusFrame();
    requestReplot();
}

void AttentionHeatmap::resampleForScreen()
{
    // Before the first layout the axis rect is unknown: estimate it as rebuildAxes does.
    const QRect rect = axisRect()->rect();
    const double width = rect.width() > 10 ? rect.width() : std::max(50, this->width() - 120);
    const double height = rect.height() > 10 ? rect.height() : std::max(50, this->height() - 80);
    const double ratio = devicePixelRatioF();
    const QSize pixels(int(std::ceil(width * ratio)), int(std::ceil(height * ratio)));
    for (QCPColorMap* map : {m_map, m_maskMap})
        static_cast<SampledColorMap*>(map)->sampleFor(pixels);
}

QSize AttentionHeatmap::sampledCells() const
{
    if (!m_map->visible())
        return QSize(0, 0);
    return static_cast<SampledColorMap*>(m_map)->heldCells();
}

void AttentionHeatmap::setSecondaryMatrix(const Matrix& raw, const QString& name)
{
    setSecondaryMatrix(raw.size() > 0 ? std::make_shared<const Matrix>(raw) : SharedMatrix(), name);
}

void AttentionHeatmap::setSecondaryMatrix(SharedMatrix raw, const QString& name)
{
    m_secondary = (raw && raw->size() > 0) ? std::move(raw) : SharedMatrix();
    m_secondaryName = name;
}

void AttentionHeatmap::setValueName(const QString& name)
{
    m_valueName = name;
}

void AttentionHeatmap::setTitle(const QString& title)
{
    setTitles(title.isEmpty() ? QStringList() : QStringList{title});
}

void AttentionHeatmap::setTitles(const QStringList& candidates)
{
    m_title->setCandidates(candidates);
    m_title->setVisible(!m_title->text().isEmpty());
    requestReplot();
}

QString AttentionHeatmap::title() const
{
    return m_title->text();
}

QString AttentionHeatmap::shownTitle() const
{
    return m_title->shownText();
}

int AttentionHeatmap::naturalTitleHeight() const
{
    return m_title->visible() ? m_title->naturalHeight() : 0;
}

void AttentionHeatmap::setMinimumTitleHeight(int height)
{
    m_title->setMinimumHeight(height);
}

void AttentionHeatmap::setDataRange(double lo, double hi)
{
    m_autoRange = false;
    if (!(hi > lo)) {
        const double mid = std::isfinite(lo) ? lo : 0.0;
        lo = mid - 0.5;
        hi = mid + 0.5;
    }
    m_fixedRange = QCPRange(lo, hi);
    updateRange();
    requestReplot();
}

void AttentionHeatmap::setAutoRange()
{
    m_autoRange = true;
    updateRange();
    requestReplot();
}

void AttentionHeatmap::setRowColourScale(std::shared_ptr<const Vector> divisors,
                                         const QString& scaleLabel)
{
    m_rowDivisors = std::move(divisors);
    m_colourLabel = scaleLabel;
}

double AttentionHeatmap::colourValue(int row, int col) const
{
    if (row < 0 || col < 0 || row >= m_values->rows() || col >= m_values->cols())
        return 0.0;
    const double value = (*m_values)(row, col);
    return m_rowDivisors ? value / double((*m_rowDivisors)(row)) : value;
}

QCPRange AttentionHeatmap::dataRange() const
{
    return m_map->dataRange();
}

void AttentionHeatmap::updateRange()
{
    if (!m_autoRange) {
        m_map->setDataRange(m_fixedRange);
        return;
    }
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    if (m_values->size() > 0) {
        const float inf = std::numeric_limits<float>::infinity();
        // Masked and non-finite cells do not set the scale.
        Eigen::Array<bool, Eigen::Dynamic, Eigen::Dynamic> counted = m_values->array().isFinite();
        if (m_mask)
            counted = counted && (m_mask->array() != 0);
        if (counted.any()) {
            lo = counted.select(m_values->array(), inf).minCoeff();
            hi = counted.select(m_values->array(), -inf).maxCoeff();
        }
    }
    // By row: every row's largest magnitude is 1.
    if (m_rowDivisors && std::isfinite(lo)) {
        lo = lo < 0.0 ? -1.0 : 0.0;
        hi = 1.0;
    }
    if (!std::isfinite(lo)) {
        lo = 0.0;
        hi = 1.0;
    }
    // Non-negative data (weights) are scaled from 0, so "dark" means "no
    // attention" rather than "the smallest weight of this matrix".
    if (lo >= 0.0)
        lo = 0.0;
    if (!(hi > lo))
        hi = lo + 1.0;
    m_map->setDataRange(QCPRange(lo, hi));
}

void AttentionHeatmap::setColorScaleVisible(bool visible)
{
    if (m_scale->visible() == visible)
        return;
    m_scale->setVisible(visible);
    // A hidden element still takes its column; take it out of the layout so the
    // cells use the width.
    if (visible) {
        if (!plotLayout()->hasElement(1, 1) || plotLayout()->element(1, 1) != m_scale)
            plotLayout()->addElement(1, 1, m_scale);
    } else {
        plotLayout()->take(m_scale);
        plotLayout()->simplify();
    }
    requestReplot();
}

void AttentionHeatmap::setGradient(const QCPColorGradient& gradient)
{
    m_map->setGradient(gradient);
    requestReplot();
}

void AttentionHeatmap::setCellValuesVisible(bool visible)
{
    m_cellValuesMode = visible ? 1 : 0;
    requestReplot();
}

void AttentionHeatmap::setCellValuesAuto()
{
    m_cellValuesMode = -1;
    requestReplot();
}

bool AttentionHeatmap::cellValuesShown() const
{
    return cellValuePixelSize() > 0;
}

QString AttentionHeatmap::cellValueText(double v, bool compact)
{
    if (!std::isfinite(v))
        return formatValue(v);
    if (std::abs(v) >= 100.0)
        return QString::number(v, 'g', 3);
    QString text = QString::number(v, 'f', std::abs(v) >= 10.0 ? 1 : 2);
    // A tiny negative value rounds to zero: "0.00", not "-0.00".
    if (text.startsWith(QLatin1Char('-')) && text.toDouble() == 0.0)
        text.remove(0, 1);
    const int zero = text.startsWith(QLatin1Char('-')) ? 1 : 0;
    if (compact && text.mid(zero, 2) == QLatin1String("0."))
        text.remove(zero, 1);
    return text;
}

int AttentionHeatmap::cellValuePixelSize() const
{
    return cellValueStyle().pixels;
}

bool AttentionHeatmap::cellValuesCompact() const
{
    return cellValueStyle().compact;
}

AttentionHeatmap::CellValueStyle AttentionHeatmap::cellValueStyle() const
{
    // One size for every cell: the largest (up to 14 px or the tick labels'
    // size, and half a cell's height) at which the widest printed value fits
    // its cell with a pixel either side. Widths scale with the pixel size, so
    // one measurement at 20 px gives them all. None when values are not
    // wanted (off, or auto and the matrix is larger than 12×12) or cells are
    // too small for any of at least 8 px or 0.6 of the tick labels' size (on
    // a projector, smaller digits are clutter; the colours and a click's
    // provenance remain). Where a value is negative, the compact form
    // ("-.12", ".42") when it prints larger than the full one ("-0.12"): a
    // sign then costs no width, so a difference map's digits are as large as
    // its neighbours' "0.42" (unsigned maps keep the full form).
    const int n = int(m_values->rows());
    const int m = int(m_values->cols());
    const bool wanted =
        m_cellValuesMode == 1 ||
        (m_cellValuesMode == -1 && n <= kMaxCellsForValues && m <= kMaxCellsForValues);
    const QSizeF cell = cellPixelSize();
    if (!wanted || n == 0 || m == 0 || cell.width() < kMinCellPixelsForValues ||
        cell.height() < kMinCellPixelsForValues * 0.6)
        return {};
    QFont font = this->font();
    font.setPixelSize(20);
    const QFontMetricsF metrics(font);
    const int tickPixels = QFontInfo(xAxis2->tickLabelFont()).pixelSize();
    const double largest = std::max(kMaxCellValuePixels, tickPixels);
    const int smallest = std::max(kMinCellValuePixels, int(0.6 * tickPixels));
    const Matrix& values = *m_values;
    const auto sizeFor = [&](bool compact) {
        double widest = 0.0;
        for (Eigen::Index r = 0; r < values.rows(); ++r)
            for (Eigen::Index c = 0; c < values.cols(); ++c)
                widest = std::max(widest,
                                  metrics.horizontalAdvance(cellValueText(values(r, c), compact)));
        const double fitsWidth = widest > 0 ? (cell.width() - 2.0) * 20.0 / widest : largest;
        return int(std::min({largest, cell.height() / 2.0, fitsWidth}));
    };
    CellValueStyle style{sizeFor(false), false};
    if ((values.array() < 0.0f).any())
        if (const int compactSize = sizeFor(true); compactSize > style.pixels)
            style = {compactSize, true};
    return style.pixels >= smallest ? style : CellValueStyle{};
}

QSizeF AttentionHeatmap::cellPixelSize() const
{
    return QSizeF(std::abs(xAxis2->coordToPixel(1) - xAxis2->coordToPixel(0)),
                  std::abs(yAxis->coordToPixel(1) - yAxis->coordToPixel(0)));
}

void AttentionHeatmap::setSelectedCell(int row, int col)
{
    m_selectedRow = row;
    m_selectedCol = col;
    updateSelectionFrame();
    requestReplot();
}

void AttentionHeatmap::updateSelectionFrame()
{
    const bool valid = m_selectedRow >= 0 && m_selectedCol >= 0 &&
                       m_selectedRow < m_values->rows() && m_selectedCol < m_values->cols();
    m_selectionFrame->setVisible(valid);
    if (valid) {
        m_selectionFrame->topLeft->setCoords(m_selectedCol - 0.5, m_selectedRow - 0.5);
        m_selectionFrame->bottomRight->setCoords(m_selectedCol + 0.5, m_selectedRow + 0.5);
    }
}

void AttentionHeatmap::setHiddenRow(int row)
{
    if (row == m_hiddenRow)
        return;
    m_hiddenRow = row;
    if (m_focusRow >= 0)
        setAccessibleName(cellDescription(m_focusRow, m_focusCol));
    requestReplot();
}

QString AttentionHeatmap::cellDescription(int row, int col) const
{
    if (row < 0 || col < 0 || row >= m_values->rows() || col >= m_values->cols())
        return {};
    QString text = tr("query %1 '%2' → key %3 '%4': ")
                       .arg(row)
                       .arg(m_rowLabels.value(row))
                       .arg(col)
                       .arg(m_columnLabels.value(col));
    if (row == m_hiddenRow)
        return tr("query %1 '%2': hidden until you reveal your prediction")
            .arg(row)
            .arg(m_rowLabels.value(row));
    if (isMasked(row, col))
        text += tr("masked");
    else
        text += tr("%1 %2").arg(m_valueName.isEmpty() ? tr("weight") : m_valueName,
                                formatValue((*m_values)(row, col)));
    if (m_secondary && m_secondary->rows() == m_values->rows() &&
        m_secondary->cols() == m_values->cols() && !m_secondaryName.isEmpty())
        text += tr(", %1 %2").arg(m_secondaryName, formatValue((*m_secondary)(row, col)));
    return text;
}

const Matrix& AttentionHeatmap::matrix() const
{
    return *m_values;
}

const KeepMask& AttentionHeatmap::mask() const
{
    static const KeepMask nothingMasked;
    return m_mask ? *m_mask : nothingMasked;
}

bool AttentionHeatmap::isMasked(int row, int col) const
{
    return m_mask && row >= 0 && col >= 0 && row < m_mask->rows() && col < m_mask->cols() &&
           (*m_mask)(row, col) == 0;
}

QStringList AttentionHeatmap::rowLabels() const
{
    return m_rowLabels;
}

QStringList AttentionHeatmap::columnLabels() const
{
    return m_columnLabels;
}

QPair<int, int> AttentionHeatmap::cellAt(const QPoint& pixel) const
{
    if (m_values->size() == 0 || !axisRect()->rect().contains(pixel))
        return {-1, -1};
    const int col = int(std::lround(xAxis2->pixelToCoord(pixel.x())));
    const int row = int(std::lround(yAxis->pixelToCoord(pixel.y())));
    if (row < 0 || col < 0 || row >= m_values->rows() || col >= m_values->cols())
        return {-1, -1};
    return {row, col};
}

QPoint AttentionHeatmap::cellCenter(int row, int col) const
{
    return QPoint(int(std::lround(xAxis2->coordToPixel(col))),
                  int(std::lround(yAxis->coordToPixel(row))));
}

double AttentionHeatmap::widestColumnLabel()
{
    // Measuring every label is costly at large n; a new run of the same
    // sentence has the same labels. Presentation mode changes the font.
    const QFont font = xAxis2->tickLabelFont();
    if (m_columnLabels != m_measuredLabels || m_measuredLabels.isEmpty() ||
        font != m_measuredFont) {
        const QFontMetricsF metrics(font);
        m_widestColumnLabel = 0.0;
        for (const QString& label : m_columnLabels)
            m_widestColumnLabel =
                std::max(m_widestColumnLabel, metrics.horizontalAdvance(elided(label)));
        m_measuredLabels = m_columnLabels;
        m_measuredFont = font;
    }
    return m_widestColumnLabel;
}

void AttentionHeatmap::rebuildAxes()
{
    const int n = int(m_values->rows());
    const int m = int(m_values->cols());
    const QRect rect = axisRect()->rect();
    // Before the first layout the axis rect is unknown: estimate it.
    const double width = rect.width() > 10 ? rect.width() : std::max(50, this->width() - 120);
    const double height = rect.height() > 10 ? rect.height() : std::max(50, this->height() - 80);
    const QFontMetricsF metrics(xAxis2->tickLabelFont());
    const double lineHeight = metrics.height() * 1.1;

    auto rowTicker = qSharedPointerDynamicCast<QCPAxisTickerText>(yAxis->ticker());
    auto colTicker = qSharedPointerDynamicCast<QCPAxisTickerText>(xAxis2->ticker());
    if (!rowTicker || !colTicker)
        return;

    const int rowStep = n > 0 ? std::max(1, int(std::ceil(lineHeight / (height / n)))) : 1;
    const double widest = widestColumnLabel();
    const double cellWidth = m > 0 ? width / m : width;
    // Key labels that do not all fit their cells lying down are thinned, and
    // stand upright only where that keeps more of them: short ones (letters,
    // digits: the Training tab's keys in presentation mode) stay readable
    // lying down, every second one, where upright they had been as thinned.
    const auto cellsFor = [cellWidth](double extent) {
        return std::max(1, int(std::ceil(extent / cellWidth)));
    };
    const int lyingStep = m > 0 ? cellsFor(widest + 6.0) : 1;
    const int uprightStep = m > 0 ? cellsFor(lineHeight) : 1;
    const bool rotate = uprightStep < lyingStep;
    const int colStep = rotate ? uprightStep : lyingStep;

    QMap<double, QString> rowTicks;
    for (int r = 0; r < n; r += rowStep)
        rowTicks.insert(r, elided(m_rowLabels.value(r)));
    QMap<double, QString> colTicks;
    for (int c = 0; c < m; c += colStep)
        colTicks.insert(c, elided(m_columnLabels.value(c)));

    // The colour bar: up to four nice steps while three labels fit a line
    // and a half apart; on a shorter bar (a bias strip, presentation mode's
    // fonts), where four labels ran together, its two ends only.
    const QCPRange range = m_scale->dataRange();
    const bool ends = height < 3 * 1.5 * lineHeight && range.size() > 0;
    QMap<double, QString> endTicks;
    if (ends) {
        // Rounded inwards to a hundredth of the bar's span's decade (±4.37
        // → ±4.3, 0.101…0.109 → 0.1010, 0.1090), so both ticks lie on the
        // bar and differ.
        const int decade = int(std::floor(std::log10(range.size()))) - 1;
        const double quantum = std::pow(10.0, decade);
        const double lower = std::ceil(range.lower / quantum) * quantum;
        const double upper = std::floor(range.upper / quantum) * quantum;
        const int decimals = std::max(0, -decade);
        endTicks.insert(lower, QString::number(lower, 'f', decimals));
        endTicks.insert(upper, QString::number(upper, 'f', decimals));
    }
    const QSharedPointer<QCPAxisTicker> scaleTicker =
        ends ? qSharedPointerCast<QCPAxisTicker>(m_scaleEnds) : m_scaleSteps;
    const bool scaleChanged =
        m_scale->axis()->ticker() != scaleTicker || (ends && m_scaleEnds->ticks() != endTicks);
    if (ends)
        m_scaleEnds->setTicks(endTicks);
    m_scale->axis()->setTicker(scaleTicker);

    const double rotation = rotate ? -90.0 : 0.0;
    const bool changed = rowTicker->ticks() != rowTicks || colTicker->ticks() != colTicks ||
                         xAxis2->tickLabelRotation() != rotation || scaleChanged;
    if (!changed)
        return;
    rowTicker->setTicks(rowTicks);
    colTicker->setTicks(colTicks);
    xAxis2->setTickLabelRotation(rotation);
    // The margins depend on the labels: lay out again with the new ones.
    if (rect.width() > 10)
        requestReplot();
}

void AttentionHeatmap::setPresentationScale(double scale)
{
    m_presentationScale = std::clamp(scale, 0.5, 4.0);
    // The widths the constructor gives the outlines, times the scale.
    const auto widen = [this](QCPItemRect* item, double width) {
        QPen pen = item->pen();
        pen.setWidthF(width * m_presentationScale);
        item->setPen(pen);
    };
    widen(m_selectionFrame, 2.5);
    widen(m_focusHalo, 4.0);
    widen(m_focusFrame, 2.0);
    requestReplot();
}

void AttentionHeatmap::requestReplot()
{
    // A hidden plot (another tab, the grid while one head is enlarged) draws
    // when it is shown, not for every run it receives.
    if (!isVisible()) {
        m_replotWhenShown = true;
        return;
    }
    replot(QCustomPlot::rpQueuedReplot);
}

void AttentionHeatmap::updateFocusFrame()
{
    const bool valid = m_focusRow >= 0 && m_focusCol >= 0 && m_focusRow < m_values->rows() &&
                       m_focusCol < m_values->cols();
    m_focusFrame->setVisible(valid && hasFocus());
    m_focusHalo->setVisible(valid && hasFocus());
    if (valid) {
        // A little inside the cell, so it stays visible beside the selection frame.
        for (QCPItemRect* frame : {m_focusHalo, m_focusFrame}) {
            frame->topLeft->setCoords(m_focusCol - 0.42, m_focusRow - 0.42);
            frame->bottomRight->setCoords(m_focusCol + 0.42, m_focusRow + 0.42);
        }
    }
}

void AttentionHeatmap::setFocusedCell(int row, int col)
{
    const int n = int(m_values->rows());
    const int m = int(m_values->cols());
    if (n == 0 || m == 0)
        return;
    m_focusRow = std::clamp(row, 0, n - 1);
    m_focusCol = std::clamp(col, 0, m - 1);
    updateFocusFrame();
    announceFocusedCell();
    requestReplot();
}

void AttentionHeatmap::announceFocusedCell()
{
    const QString text = cellDescription(m_focusRow, m_focusCol);
    if (text.isEmpty())
        return;
    // setAccessibleName sends QAccessible::NameChanged itself.
    setAccessibleName(text);
    // Where the cell is, counted from 1, and how to move on.
    setAccessibleDescription(
        tr("%1: row %2 of %3, column %4 of %5. Arrow keys move between cells, Enter shows the "
           "query's distribution")
            .arg(title().isEmpty() ? tr("Attention heatmap") : title())
            .arg(m_focusRow + 1)
            .arg(m_values->rows())
            .arg(m_focusCol + 1)
            .arg(m_values->cols()));
    if (!hasFocus())
        return;
    if (QAccessible::isActive()) {
        QAccessibleEvent focusEvent(this, QAccessible::Focus);
        QAccessible::updateAccessibility(&focusEvent);
    }
    // The value on focus, as on hover: nothing is told by colour alone.
    QToolTip::showText(mapToGlobal(cellCenter(m_focusRow, m_focusCol)), text, this);
}

void AttentionHeatmap::keyPressEvent(QKeyEvent* event)
{
    const int n = int(m_values->rows());
    const int m = int(m_values->cols());
    if (n == 0 || m == 0) {
        QCustomPlot::keyPressEvent(event);
        return;
    }
    int row = std::max(0, m_focusRow);
    int col = std::max(0, m_focusCol);
    const bool control = event->modifiers().testFlag(Qt::ControlModifier);
    switch (event->key()) {
    case Qt::Key_Left:
        --col;
        break;
    case Qt::Key_Right:
        ++col;
        break;
    case Qt::Key_Up:
        --row;
        break;
    case Qt::Key_Down:
        ++row;
        break;
    case Qt::Key_Home:
        col = 0;
        if (control)
            row = 0;
        break;
    case Qt::Key_End:
        col = m - 1;
        if (control)
            row = n - 1;
        break;
    case Qt::Key_PageUp:
        row = 0;
        break;
    case Qt::Key_PageDown:
        row = n - 1;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        setFocusedCell(row, col);
        emit cellClicked(m_focusRow, m_focusCol);
        event->accept();
        return;
    default:
        QCustomPlot::keyPressEvent(event);
        return;
    }
    setFocusedCell(row, col);
    event->accept();
}

void AttentionHeatmap::focusInEvent(QFocusEvent* event)
{
    QCustomPlot::focusInEvent(event);
    if (m_values->size() == 0)
        return;
    // A click gives focus before its press arrives; the press picks the cell.
    if (event->reason() == Qt::MouseFocusReason && m_focusRow < 0)
        return;
    if (m_focusRow < 0) {
        const bool selected = m_selectedRow >= 0 && m_selectedCol >= 0 &&
                              m_selectedRow < m_values->rows() && m_selectedCol < m_values->cols();
        m_focusRow = selected ? m_selectedRow : 0;
        m_focusCol = selected ? m_selectedCol : 0;
    }
    setFocusedCell(m_focusRow, m_focusCol);
}

void AttentionHeatmap::focusOutEvent(QFocusEvent* event)
{
    QCustomPlot::focusOutEvent(event);
    updateFocusFrame();
    requestReplot();
}

void AttentionHeatmap::showEvent(QShowEvent* event)
{
    QCustomPlot::showEvent(event);
    if (m_replotWhenShown) {
        m_replotWhenShown = false;
        replot(QCustomPlot::rpQueuedReplot);
    }
}

void AttentionHeatmap::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    const QPair<int, int> cell = cellAt(event->position().toPoint());
    if (cell.first != m_hoverRow || cell.second != m_hoverCol) {
        m_hoverRow = cell.first;
        m_hoverCol = cell.second;
        if (QToolTip::isVisible())
            QToolTip::showText(event->globalPosition().toPoint(),
                               cellDescription(m_hoverRow, m_hoverCol), this);
        emit cellHovered(m_hoverRow, m_hoverCol);
    }
}

void AttentionHeatmap::mousePressEvent(QMouseEvent* event)
{
    QCustomPlot::mousePressEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    const QPair<int, int> cell = cellAt(event->position().toPoint());
    if (cell.first >= 0) {
        // The keyboard carries on from the clicked cell.
        setFocusedCell(cell.first, cell.second);
        emit cellClicked(cell.first, cell.second);
    }
}

void AttentionHeatmap::mouseDoubleClickEvent(QMouseEvent* event)
{
    QCustomPlot::mouseDoubleClickEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    const QPair<int, int> cell = cellAt(event->position().toPoint());
    if (cell.first >= 0)
        emit cellDoubleClicked(cell.first, cell.second);
}

void AttentionHeatmap::leaveEvent(QEvent* event)
{
    QCustomPlot::leaveEvent(event);
    if (m_hoverRow >= 0) {
        m_hoverRow = m_hoverCol = -1;
        emit cellHovered(-1, -1);
    }
}

void AttentionHeatmap::resizeEvent(QResizeEvent* event)
{
    QCustomPlot::resizeEvent(event);
}

void AttentionHeatmap::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        requestReplot();
    }
    QCustomPlot::changeEvent(event);
}

void AttentionHeatmap::retranslateUi()
{
    // Only the default axis labels are this widget's to translate. An owner
    // that labels the axes itself (a step-through stage's "feature") has
    // already retranslated them: Qt sends LanguageChange to the parent first.
    const QString keys = tr("keys");
    const QString queries = tr("queries");
    if (xAxis2->label().isEmpty() || xAxis2->label() == m_defaultColumnLabel)
        xAxis2->setLabel(keys);
    if (yAxis->label().isEmpty() || yAxis->label() == m_defaultRowLabel)
        yAxis->setLabel(queries);
    m_defaultColumnLabel = keys;
    m_defaultRowLabel = queries;
    setAccessibleDescription(tr("Attention heatmap: arrow keys move between cells, Enter shows "
                                "the query's distribution"));
}

bool AttentionHeatmap::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPair<int, int> cell = cellAt(help->pos());
        const QString text = cellDescription(cell.first, cell.second);
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QCustomPlot::event(event);
}

} // namespace ae
