#include "ui/views/attention_heatmap.h"

#include "ui/views/color_maps.h"

#include <QFontMetrics>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ae {

namespace {

// Values are printed in the cells up to this size (auto mode), and only when a
// cell is wide enough to hold "0.42" legibly.
constexpr int kMaxCellsForValues = 12;
constexpr double kMinCellPixelsForValues = 22.0;
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

QString cellText(double v)
{
    if (!std::isfinite(v))
        return formatValue(v);
    if (std::abs(v) >= 100.0)
        return QString::number(v, 'g', 3);
    return QString::number(v, 'f', std::abs(v) >= 10.0 ? 1 : 2);
}

QString elided(const QString& label)
{
    if (label.size() <= kMaxTickLabelChars)
        return label;
    return label.left(kMaxTickLabelChars - 1) + QChar(0x2026);
}

// Grey hatching over masked cells: one clipped run of diagonal lines per
// horizontal run of masked cells, so the cost is bounded by the visible
// cells and it stays vector in SVG/PDF exports.
class MaskHatchItem : public QCPAbstractItem
{
public:
    MaskHatchItem(QCustomPlot* plot, QCPAxis* keyAxis, QCPAxis* valueAxis)
        : QCPAbstractItem(plot), m_keyAxis(keyAxis), m_valueAxis(valueAxis)
    {
        setSelectable(false);
    }

    void setMask(const KeepMask* mask) { m_mask = mask; }

    double selectTest(const QPointF&, bool, QVariant*) const override { return -1.0; }

protected:
    void draw(QCPPainter* painter) override
    {
        if (!m_mask || m_mask->size() == 0)
            return;
        const int n = int(m_mask->rows());
        const int m = int(m_mask->cols());
        const double cw = std::abs(m_keyAxis->coordToPixel(1) - m_keyAxis->coordToPixel(0));
        const double ch = std::abs(m_valueAxis->coordToPixel(1) - m_valueAxis->coordToPixel(0));
        if (cw < kMinCellPixelsForHatching || ch < kMinCellPixelsForHatching)
            return;
        const double spacing = std::clamp(std::min(cw, ch) / 3.0, 4.0, 9.0);
        QPen pen(kHatchPen);
        pen.setWidthF(1.0);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->setRenderHint(QPainter::Antialiasing, true);
        for (int r = 0; r < n; ++r) {
            int c = 0;
            while (c < m) {
                if ((*m_mask)(r, c) != 0) {
                    ++c;
                    continue;
                }
                const int start = c;
                while (c < m && (*m_mask)(r, c) == 0)
                    ++c;
                const QPointF a(m_keyAxis->coordToPixel(start - 0.5),
                                m_valueAxis->coordToPixel(r - 0.5));
                const QPointF b(m_keyAxis->coordToPixel(c - 0.5),
                                m_valueAxis->coordToPixel(r + 0.5));
                const QRectF rect = QRectF(a, b).normalized();
                painter->save();
                painter->setClipRect(rect, Qt::IntersectClip);
                // Lines at 45°: x − y = const, covering the whole rect.
                for (double t = -rect.height(); t < rect.width(); t += spacing)
                    painter->drawLine(QPointF(rect.left() + t, rect.bottom()),
                                      QPointF(rect.left() + t + rect.height(), rect.top()));
                painter->restore();
            }
        }
    }

private:
    QCPAxis* m_keyAxis;
    QCPAxis* m_valueAxis;
    const KeepMask* m_mask = nullptr;
};

} // namespace

AttentionHeatmap::AttentionHeatmap(QWidget* parent) : QCustomPlot(parent)
{
    m_valueName = tr("weight");
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
    xAxis2->setLabel(tr("keys"));
    yAxis->setLabel(tr("queries"));
    yAxis->setRangeReversed(true);
    xAxis2->setRange(-0.5, 0.5);
    yAxis->setRange(-0.5, 0.5);

    m_map = new QCPColorMap(xAxis2, yAxis);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);
    m_map->setGradient(colorMap(ColorMapId::Viridis));

    m_maskMap = new QCPColorMap(xAxis2, yAxis);
    m_maskMap->setInterpolate(false);
    {
        QCPColorGradient grey;
        grey.setColorStops({{0.0, kMaskedFill}, {1.0, kMaskedFill}});
        grey.setNanHandling(QCPColorGradient::nhTransparent);
        m_maskMap->setGradient(grey);
    }
    m_maskMap->setDataRange(QCPRange(0.0, 1.0));
    m_maskMap->setVisible(false);

    auto* hatch = new MaskHatchItem(this, xAxis2, yAxis);
    hatch->setMask(&m_mask);

    m_selectionFrame = new QCPItemRect(this);
    m_selectionFrame->topLeft->setAxes(xAxis2, yAxis);
    m_selectionFrame->bottomRight->setAxes(xAxis2, yAxis);
    QPen framePen(QColor(255, 64, 0));
    framePen.setWidthF(2.5);
    m_selectionFrame->setPen(framePen);
    m_selectionFrame->setBrush(Qt::NoBrush);
    m_selectionFrame->setSelectable(false);
    m_selectionFrame->setVisible(false);

    m_title = new QCPTextElement(this, QString(), QFont(font().family(), -1, QFont::Bold));
    m_title->setVisible(false);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, m_title);
    plotLayout()->setRowStretchFactor(0, 0.001);

    m_scale = new QCPColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(10);
    m_scale->axis()->setTickLabelFont(xAxis2->tickLabelFont());
    m_scale->axis()->setTicker(QSharedPointer<QCPAxisTicker>::create());
    m_scale->axis()->ticker()->setTickCount(4);
    plotLayout()->addElement(1, 1, m_scale);
    plotLayout()->setColumnStretchFactor(1, 0.001);
    m_map->setColorScale(m_scale);
    m_marginGroup = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, m_marginGroup);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, m_marginGroup);

    // Tick thinning and the cell labels' font depend on the final cell size in
    // pixels, which is known only after the layout pass.
    connect(this, &QCustomPlot::afterLayout, this, [this] {
        rebuildAxes();
        rebuildCellLabels();
    });
}

void AttentionHeatmap::setMatrix(const Matrix& values, const QStringList& rowLabels,
                                 const QStringList& columnLabels, const KeepMask& mask)
{
    m_values = values;
    const int n = int(values.rows());
    const int m = int(values.cols());
    m_mask = (mask.rows() == n && mask.cols() == m) ? mask : KeepMask();
    if (m_secondary.rows() != n || m_secondary.cols() != m)
        m_secondary.resize(0, 0);
    m_rowLabels = rowLabels;
    m_columnLabels = columnLabels;
    for (int r = m_rowLabels.size(); r < n; ++r)
        m_rowLabels << QString::number(r);
    for (int c = m_columnLabels.size(); c < m; ++c)
        m_columnLabels << QString::number(c);
    m_rowLabels = m_rowLabels.mid(0, n);
    m_columnLabels = m_columnLabels.mid(0, m);

    if (n == 0 || m == 0) {
        m_map->setVisible(false);
        m_maskMap->setVisible(false);
        m_selectionFrame->setVisible(false);
        xAxis2->setRange(-0.5, 0.5);
        yAxis->setRange(-0.5, 0.5);
    } else {
        QCPColorMapData* data = m_map->data();
        if (data->keySize() != m || data->valueSize() != n)
            data->setSize(m, n);
        data->setRange(QCPRange(0, m - 1), QCPRange(0, n - 1));
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < m; ++c)
                data->setCell(c, r, double(values(r, c)));
        m_map->setVisible(true);

        const bool anyMasked = m_mask.size() > 0 && (m_mask.array() == 0).any();
        if (anyMasked) {
            QCPColorMapData* maskData = m_maskMap->data();
            if (maskData->keySize() != m || maskData->valueSize() != n)
                maskData->setSize(m, n);
            maskData->setRange(QCPRange(0, m - 1), QCPRange(0, n - 1));
            const double nan = std::numeric_limits<double>::quiet_NaN();
            for (int r = 0; r < n; ++r)
                for (int c = 0; c < m; ++c)
                    maskData->setCell(c, r, m_mask(r, c) == 0 ? 1.0 : nan);
            m_maskMap->setDataRange(QCPRange(0.0, 1.0));
        }
        m_maskMap->setVisible(anyMasked);
        if (!anyMasked)
            m_mask.resize(0, 0);
        xAxis2->setRange(-0.5, m - 0.5);
        yAxis->setRange(-0.5, n - 0.5);
    }
    updateRange();
    rebuildAxes();
    rebuildCellLabels();
    updateSelectionFrame();
    requestReplot();
}

void AttentionHeatmap::setSecondaryMatrix(const Matrix& raw, const QString& name)
{
    m_secondary = raw;
    m_secondaryName = name;
}

void AttentionHeatmap::setValueName(const QString& name)
{
    m_valueName = name;
}

void AttentionHeatmap::setTitle(const QString& title)
{
    m_title->setText(title);
    m_title->setVisible(!title.isEmpty());
    requestReplot();
}

QString AttentionHeatmap::title() const
{
    return m_title->text();
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
    rebuildCellLabels();
    requestReplot();
}

void AttentionHeatmap::setAutoRange()
{
    m_autoRange = true;
    updateRange();
    rebuildCellLabels();
    requestReplot();
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
    const bool hasMask = m_mask.size() > 0;
    for (Eigen::Index c = 0; c < m_values.cols(); ++c)
        for (Eigen::Index r = 0; r < m_values.rows(); ++r) {
            const double v = m_values(r, c);
            if (!std::isfinite(v) || (hasMask && m_mask(r, c) == 0))
                continue;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
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
    rebuildCellLabels();
    requestReplot();
}

void AttentionHeatmap::setCellValuesVisible(bool visible)
{
    m_cellValuesMode = visible ? 1 : 0;
    rebuildCellLabels();
    requestReplot();
}

void AttentionHeatmap::setCellValuesAuto()
{
    m_cellValuesMode = -1;
    rebuildCellLabels();
    requestReplot();
}

bool AttentionHeatmap::cellValuesShown() const
{
    for (const QCPItemText* label : m_cellLabels)
        if (label->visible())
            return true;
    return false;
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
                       m_selectedRow < m_values.rows() && m_selectedCol < m_values.cols();
    m_selectionFrame->setVisible(valid);
    if (valid) {
        m_selectionFrame->topLeft->setCoords(m_selectedCol - 0.5, m_selectedRow - 0.5);
        m_selectionFrame->bottomRight->setCoords(m_selectedCol + 0.5, m_selectedRow + 0.5);
    }
}

QString AttentionHeatmap::cellDescription(int row, int col) const
{
    if (row < 0 || col < 0 || row >= m_values.rows() || col >= m_values.cols())
        return {};
    QString text = tr("query %1 '%2' → key %3 '%4': ")
                       .arg(row)
                       .arg(m_rowLabels.value(row))
                       .arg(col)
                       .arg(m_columnLabels.value(col));
    if (isMasked(row, col))
        text += tr("masked");
    else
        text += tr("%1 %2").arg(m_valueName, formatValue(m_values(row, col)));
    if (m_secondary.rows() == m_values.rows() && m_secondary.cols() == m_values.cols() &&
        !m_secondaryName.isEmpty())
        text += tr(", %1 %2").arg(m_secondaryName, formatValue(m_secondary(row, col)));
    return text;
}

const Matrix& AttentionHeatmap::matrix() const
{
    return m_values;
}

const KeepMask& AttentionHeatmap::mask() const
{
    return m_mask;
}

bool AttentionHeatmap::isMasked(int row, int col) const
{
    return m_mask.size() > 0 && row >= 0 && col >= 0 && row < m_mask.rows() &&
           col < m_mask.cols() && m_mask(row, col) == 0;
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
    if (m_values.size() == 0 || !axisRect()->rect().contains(pixel))
        return {-1, -1};
    const int col = int(std::lround(xAxis2->pixelToCoord(pixel.x())));
    const int row = int(std::lround(yAxis->pixelToCoord(pixel.y())));
    if (row < 0 || col < 0 || row >= m_values.rows() || col >= m_values.cols())
        return {-1, -1};
    return {row, col};
}

QPoint AttentionHeatmap::cellCenter(int row, int col) const
{
    return QPoint(int(std::lround(xAxis2->coordToPixel(col))),
                  int(std::lround(yAxis->coordToPixel(row))));
}

void AttentionHeatmap::rebuildAxes()
{
    const int n = int(m_values.rows());
    const int m = int(m_values.cols());
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
    double widest = 0.0;
    for (const QString& label : m_columnLabels) {
        widest = std::max(widest, metrics.horizontalAdvance(elided(label)));
        if (widest > width)
            break;
    }
    const double cellWidth = m > 0 ? width / m : width;
    const bool rotate = widest + 6.0 > cellWidth;
    const int colStep = (m > 0 && rotate) ? std::max(1, int(std::ceil(lineHeight / cellWidth))) : 1;

    QMap<double, QString> rowTicks;
    for (int r = 0; r < n; r += rowStep)
        rowTicks.insert(r, elided(m_rowLabels.value(r)));
    QMap<double, QString> colTicks;
    for (int c = 0; c < m; c += colStep)
        colTicks.insert(c, elided(m_columnLabels.value(c)));

    const double rotation = rotate ? -90.0 : 0.0;
    const bool changed = rowTicker->ticks() != rowTicks || colTicker->ticks() != colTicks ||
                         xAxis2->tickLabelRotation() != rotation;
    if (!changed)
        return;
    rowTicker->setTicks(rowTicks);
    colTicker->setTicks(colTicks);
    xAxis2->setTickLabelRotation(rotation);
    // The margins depend on the labels: lay out again with the new ones.
    if (rect.width() > 10)
        requestReplot();
}

void AttentionHeatmap::rebuildCellLabels()
{
    const int n = int(m_values.rows());
    const int m = int(m_values.cols());
    const bool wanted =
        m_cellValuesMode == 1 ||
        (m_cellValuesMode == -1 && n <= kMaxCellsForValues && m <= kMaxCellsForValues);
    const QRect rect = axisRect()->rect();
    const double cellWidth = (m > 0 && rect.width() > 10) ? double(rect.width()) / m : 0.0;
    const double cellHeight = (n > 0 && rect.height() > 10) ? double(rect.height()) / n : 0.0;
    // Explicitly requested values are still capped: n² text items must never
    // be created for a large matrix.
    const bool fits =
        n * m <= 64 * 64 && (cellWidth == 0.0 || (cellWidth >= kMinCellPixelsForValues &&
                                                  cellHeight >= kMinCellPixelsForValues * 0.6));
    const int count = (wanted && fits) ? n * m : 0;

    while (m_cellLabels.size() > count) {
        removeItem(m_cellLabels.takeLast());
    }
    while (m_cellLabels.size() < count) {
        auto* label = new QCPItemText(this);
        label->position->setAxes(xAxis2, yAxis);
        label->setSelectable(false);
        label->setPositionAlignment(Qt::AlignCenter);
        label->setClipToAxisRect(true);
        m_cellLabels.append(label);
    }
    if (count == 0)
        return;

    QFont labelFont = font();
    if (cellWidth > 0.0)
        labelFont.setPixelSize(
            int(std::clamp(std::min(cellWidth / 3.2, cellHeight / 2.0), 8.0, 14.0)));
    QCPColorGradient gradient = m_map->gradient();
    const QCPRange range = m_map->dataRange();
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < m; ++c) {
            QCPItemText* label = m_cellLabels[r * m + c];
            label->position->setCoords(c, r);
            label->setFont(labelFont);
            if (isMasked(r, c)) {
                label->setText(QString());
                continue;
            }
            const double v = m_values(r, c);
            label->setText(cellText(v));
            // White on dark cells, black on light ones (relative luminance).
            const QColor cell = QColor::fromRgb(gradient.color(v, range));
            const double luminance =
                0.2126 * cell.redF() + 0.7152 * cell.greenF() + 0.0722 * cell.blueF();
            label->setColor(luminance < 0.5 ? Qt::white : Qt::black);
        }
}

void AttentionHeatmap::requestReplot()
{
    replot(QCustomPlot::rpQueuedReplot);
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
    if (cell.first >= 0)
        emit cellClicked(cell.first, cell.second);
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
