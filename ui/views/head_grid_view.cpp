#include "ui/views/head_grid_view.h"

#include "core/row_scale.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"
#include "ui/views/square_panels.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace ae {

namespace {

QStringList toQStrings(const Tokens& tokens)
{
    QStringList list;
    list.reserve(int(tokens.size()));
    for (const std::string& token : tokens)
        list << QString::fromStdString(token);
    return list;
}

} // namespace

HeadGridView::HeadGridView(QWidget* parent) : QWidget(parent)
{
    // The room around square cells is the plots' own background (the theme's
    // base colour), on screen and in an exported figure.
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_emptyLabel = new QLabel(this);
    m_emptyLabel->setObjectName(QStringLiteral("headGridEmptyLabel"));
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setWordWrap(true);
    outer->addWidget(m_emptyLabel);
    m_grid = new QGridLayout;
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(4);
    outer->addLayout(m_grid, 1);
    m_mean = makeHeatmap(-1);
    m_mean->setObjectName(QStringLiteral("meanHeatmap"));
    m_mean->setVisible(false);
    retranslateUi();
}

void HeadGridView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool HeadGridView::runIsEmpty() const
{
    return m_run && (m_run->trace.batch.empty() || m_run->trace.batch.front().heads.empty());
}

void HeadGridView::retranslateUi()
{
    m_emptyLabel->setText(runIsEmpty()
                              ? tr("Nothing to show: the sequence is empty.")
                              : tr("Nothing to show yet: type a sentence or open an example."));
    m_mean->setTitle(tr("mean over heads"));
    for (int h = 0; h < m_heads.size(); ++h)
        m_heads[h]->setTitle(tr("head %1").arg(h + 1));
    // The hover texts' value names.
    refresh();
}

AttentionHeatmap* HeadGridView::makeHeatmap(int head)
{
    auto* heatmap = new AttentionHeatmap(this);
    heatmap->setGradient(colorMap(m_colorMap));
    // Queued: the chrome is measured inside a replot, where a new size would
    // resize the panel in the middle of drawing it.
    connect(heatmap, &AttentionHeatmap::chromeChanged, this, &HeadGridView::fitPanelsToSquareCells,
            Qt::QueuedConnection);
    // The heatmap pointer identifies the head, so reusing plots across head
    // counts never sends a stale index.
    connect(heatmap, &AttentionHeatmap::cellClicked, this, [this, heatmap](int row, int col) {
        emit cellClicked(heatmap == m_mean ? -1 : int(m_heads.indexOf(heatmap)), row, col);
    });
    connect(heatmap, &AttentionHeatmap::cellDoubleClicked, this, [this, heatmap](int, int) {
        const int head = heatmap == m_mean ? -1 : int(m_heads.indexOf(heatmap));
        // A double click toggles: a head in the grid is enlarged, the enlarged
        // head (or the mean panel) goes back to the grid.
        const int target = (head >= 0 && m_enlarged != head) ? head : -1;
        setEnlargedHead(target);
        emit headActivated(target);
    });
    Q_UNUSED(head);
    return heatmap;
}

void HeadGridView::setRun(RunPtr run)
{
    if (!run)
        return;
    m_run = std::move(run);
    refresh();
}

void HeadGridView::releaseRun()
{
    m_run.reset();
    const QVector<AttentionHeatmap*> heatmaps = m_heads + QVector<AttentionHeatmap*>{m_mean};
    for (AttentionHeatmap* heatmap : heatmaps) {
        if (!heatmap)
            continue;
        heatmap->setMatrix(SharedMatrix(), {}, {}, SharedKeepMask());
        heatmap->setSecondaryMatrix(SharedMatrix(), QString());
    }
}

void HeadGridView::setBatchIndex(int b)
{
    if (b == m_batch)
        return;
    m_batch = b;
    refresh();
}

void HeadGridView::setQuantity(Quantity quantity)
{
    if (quantity == m_quantity)
        return;
    m_quantity = quantity;
    refresh();
}

void HeadGridView::setColourScale(ColourScale scale)
{
    if (scale == m_colourScale)
        return;
    m_colourScale = scale;
    refresh();
}

void HeadGridView::setShowMean(bool show)
{
    if (show == m_showMean)
        return;
    m_showMean = show;
    relayout();
    refresh();
}

void HeadGridView::setEnlargedHead(int head)
{
    if (head < -1 || head >= headCount())
        head = -1;
    if (head == m_enlarged)
        return;
    m_enlarged = head;
    relayout();
}

void HeadGridView::setColorMap(ColorMapId id)
{
    m_colorMap = id;
    refresh();
}

void HeadGridView::setSelectedCell(int row, int col)
{
    m_selectedRow = row;
    m_selectedCol = col;
    for (AttentionHeatmap* heatmap : m_heads)
        heatmap->setSelectedCell(row, col);
    m_mean->setSelectedCell(row, col);
}

void HeadGridView::setHiddenRow(int row)
{
    m_hiddenRow = row;
    for (AttentionHeatmap* heatmap : m_heads)
        heatmap->setHiddenRow(row);
    m_mean->setHiddenRow(row);
}

int HeadGridView::headCount() const
{
    return int(m_heads.size());
}

AttentionHeatmap* HeadGridView::heatmap(int head) const
{
    if (head == -1)
        return m_mean;
    return (head >= 0 && head < m_heads.size()) ? m_heads[head] : nullptr;
}

void HeadGridView::ensureHeatmaps(int heads)
{
    if (heads == m_heads.size())
        return;
    while (m_heads.size() > heads)
        delete m_heads.takeLast();
    while (m_heads.size() < heads) {
        AttentionHeatmap* heatmap = makeHeatmap(int(m_heads.size()));
        heatmap->setObjectName(QStringLiteral("headHeatmap%1").arg(m_heads.size()));
        heatmap->setTitle(tr("head %1").arg(m_heads.size() + 1)); // as in retranslateUi
        m_heads.append(heatmap);
    }
    if (m_enlarged >= heads)
        m_enlarged = -1;
    relayout();
}

void HeadGridView::relayout()
{
    while (m_grid->count() > 0)
        delete m_grid->takeAt(0);
    QVector<AttentionHeatmap*> shown;
    if (m_enlarged >= 0 && m_enlarged < m_heads.size()) {
        shown << m_heads[m_enlarged];
    } else {
        shown = m_heads;
        // One head has nothing to average: the mean would repeat it.
        if (m_showMean && m_heads.size() > 1)
            shown << m_mean;
    }
    const bool hasData = m_run && !m_heads.isEmpty();
    for (AttentionHeatmap* heatmap : m_heads)
        heatmap->setVisible(hasData && shown.contains(heatmap));
    m_mean->setVisible(hasData && shown.contains(m_mean));
    m_emptyLabel->setVisible(!hasData);
    m_shown.clear();
    if (!hasData)
        return;
    m_shown = shown;
    // Columns for square cells on this widget's aspect (a slide, a window).
    const int count = int(shown.size());
    const int columns = bestColumnCount(count);
    const int rows = (count + columns - 1) / columns;
    m_columns = columns;
    for (int i = 0; i < count; ++i)
        m_grid->addWidget(shown[i], i / columns, i % columns, Qt::AlignCenter);
    // Tab walks the heads in reading order (then the mean panel).
    for (int i = 1; i < count; ++i)
        QWidget::setTabOrder(shown[i - 1], shown[i]);
    const int stretched = std::max({m_grid->rowCount(), m_grid->columnCount(), count});
    for (int r = 0; r < stretched; ++r)
        m_grid->setRowStretch(r, r < rows ? 1 : 0);
    for (int c = 0; c < stretched; ++c)
        m_grid->setColumnStretch(c, c < columns ? 1 : 0);
    fitPanelsToSquareCells();
}

void HeadGridView::fitPanelsToSquareCells()
{
    const QSize shape = matrixShape();
    if (m_shown.isEmpty() || shape.isEmpty()) {
        m_grid->setContentsMargins(0, 0, 0, 0);
        return;
    }
    const int panelRows = (int(m_shown.size()) + m_columns - 1) / m_columns;
    const QSize chrome = m_shown.front()->chromeSize();
    // The room square cells leave goes around the block of panels (the
    // grid's margins), not between them.
    const SquarePanels fit = fitSquarePanels(size(), m_columns, panelRows, m_grid->spacing(),
                                             shape.height(), shape.width(), chrome);
    m_grid->setContentsMargins(fit.margins);
    for (AttentionHeatmap* heatmap : std::as_const(m_shown))
        heatmap->setFittedSize(fit.panel);
}

QSize HeadGridView::matrixShape() const
{
    if (!m_run || runIsEmpty())
        return {};
    const AttentionTrace& trace = m_run->trace;
    const BatchItemTrace& item =
        trace.batch[std::size_t(std::clamp(m_batch, 0, int(trace.batch.size()) - 1))];
    return {int(item.heads.front().weights.cols()), int(item.heads.front().weights.rows())};
}

int HeadGridView::bestColumnCount(int panels) const
{
    const QSize shape = matrixShape();
    const int rows = shape.height();
    const int cols = shape.width();
    if (size().isEmpty() || rows == 0) // not laid out yet: about square
        return std::max(1, int(std::ceil(std::sqrt(double(panels)))));
    // The chrome guessed from the font, not measured: a stable guess, so the
    // count does not flip as the labels turn.
    return columnsForSquareCells(panels, rows, cols, size(), estimatedHeatmapChrome(fontMetrics()));
}

void HeadGridView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // A new aspect (the window resized, presentation mode) may want another
    // number of columns.
    const int shown = m_grid->count();
    if (shown > 0 && bestColumnCount(shown) != m_columns)
        relayout();
    else
        fitPanelsToSquareCells();
}

void HeadGridView::refresh()
{
    if (!m_run)
        return;
    const AttentionTrace& trace = m_run->trace;
    if (runIsEmpty()) {
        ensureHeatmaps(0);
        m_emptyLabel->setText(tr("Nothing to show: the sequence is empty."));
        relayout();
        return;
    }
    const int b = std::clamp(m_batch, 0, int(trace.batch.size()) - 1);
    const BatchItemTrace& item = trace.batch[std::size_t(b)];
    const int heads = int(item.heads.size());
    ensureHeatmaps(heads);
    if (!m_emptyLabel->isHidden()) // first data after the empty state
        relayout();

    const QStringList rows = b < int(m_run->prepared.tokens.size())
                                 ? toQStrings(m_run->prepared.tokens[std::size_t(b)])
                                 : QStringList();
    const QStringList cols = b < int(m_run->prepared.keyTokens.size())
                                 ? toQStrings(m_run->prepared.keyTokens[std::size_t(b)])
                                 : rows;
    const bool weights = m_quantity == Quantity::Weights;
    const QString valueName = weights ? tr("weight") : tr("score");
    const QString otherName = weights ? tr("score") : tr("weight");
    // Scores are signed: a diverging map centred on 0 reads correctly.
    const QCPColorGradient gradient = colorMap(weights ? m_colorMap : ColorMapId::Diverging);

    // The heatmaps share the run's matrices (aliasing shared_ptr): no copies.
    const RunPtr run = m_run;
    auto shared = [&run](const Matrix& matrix) { return SharedMatrix(run, &matrix); };
    // A mask that keeps every cell is no mask (found once, not per heatmap).
    const bool anyMasked =
        item.mask.size() > 0 &&
        std::memchr(item.mask.data(), 0, std::size_t(item.mask.size())) != nullptr;
    const SharedKeepMask mask = anyMasked ? SharedKeepMask(run, &item.mask) : nullptr;
    const bool showMean = m_showMean && heads > 1;
    SharedMatrix mean;
    if (showMean) {
        if (weights) {
            mean = std::make_shared<const Matrix>(item.meanWeights());
        } else {
            // Display only: the average score, to compare with the mean weights.
            Matrix sum =
                Matrix::Zero(item.heads.front().scores.rows(), item.heads.front().scores.cols());
            for (const HeadTrace& head : item.heads)
                sum += head.scores;
            sum /= float(heads);
            mean = std::make_shared<const Matrix>(std::move(sum));
        }
    }

    // Shared scale: weights from 0 to the largest weight of any head; scores
    // symmetric around 0 over the kept cells. A run from runSpec carries these
    // (found on the worker: scanning every head here stalls the window at
    // large n); other runs are scanned here.
    const std::vector<HeadExtents>* known =
        b < int(run->extents.size()) && run->extents[std::size_t(b)].size() == item.heads.size()
            ? &run->extents[std::size_t(b)]
            : nullptr;
    auto extentOf = [&](const Matrix& values) {
        return double(largestKeptValue(values, weights ? nullptr : &item.mask, !weights));
    };
    auto extentOfHead = [&](int h) {
        if (known)
            return double(weights ? (*known)[std::size_t(h)].largestWeight
                                  : (*known)[std::size_t(h)].largestScoreMagnitude);
        const HeadTrace& head = item.heads[std::size_t(h)];
        return extentOf(weights ? head.weights : head.scores);
    };
    double lo = 0.0;
    double hi = 0.0;
    for (int h = 0; h < heads; ++h)
        hi = std::max(hi, extentOfHead(h));
    if (!weights)
        lo = -hi;
    if (!(hi > lo)) {
        lo = weights ? 0.0 : -1.0;
        hi = 1.0;
    }

    // own: the matrix's own largest |score| (per-head scale of scores).
    const bool sharedScale = m_colourScale == ColourScale::SharedByHeads;
    const bool byRow = m_colourScale == ColourScale::EachRow;
    const QString rowScaleLabel =
        weights ? tr("weight ÷ row maximum") : tr("score ÷ row maximum |score|");
    const KeepMask noMask;
    auto fill = [&](AttentionHeatmap* heatmap, const SharedMatrix& primary,
                    const SharedMatrix& secondary, double own) {
        heatmap->setGradient(gradient);
        heatmap->setValueName(valueName);
        heatmap->setSecondaryMatrix(secondary, otherName);
        heatmap->setRowColourScale(byRow ? std::make_shared<const Vector>(rowMaximumDivisors(
                                               *primary, weights ? noMask : item.mask))
                                         : nullptr,
                                   rowScaleLabel);
        // The fixed range first, so setMatrix does not compute an automatic one.
        if (sharedScale) {
            heatmap->setDataRange(lo, hi);
        } else if (!weights && !byRow) {
            heatmap->setDataRange(-std::max(1e-9, own), std::max(1e-9, own));
        }
        heatmap->setMatrix(primary, rows, cols, mask);
        if ((!sharedScale && weights) || byRow)
            heatmap->setAutoRange();
        heatmap->setSelectedCell(m_selectedRow, m_selectedCol);
        heatmap->setHiddenRow(m_hiddenRow);
    };
    for (int h = 0; h < heads; ++h) {
        const HeadTrace& head = item.heads[std::size_t(h)];
        fill(m_heads[h], shared(weights ? head.weights : head.scores),
             shared(weights ? head.scores : head.weights),
             !sharedScale && !weights && !byRow ? extentOfHead(h) : 0.0);
    }
    if (showMean)
        fill(m_mean, mean, nullptr, !sharedScale && !weights && !byRow ? extentOf(*mean) : 0.0);
    fitPanelsToSquareCells(); // the shape may be new
}

} // namespace ae
