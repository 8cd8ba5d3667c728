#include "ui/views/compare_view.h"

#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"
#include "ui/views/fitted_title.h"
#include "ui/views/square_panels.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <vector>

namespace ae {

namespace {

QStringList toQStrings(const std::vector<Tokens>& perItem, int b)
{
    QStringList list;
    if (b < 0 || b >= int(perItem.size()))
        return list;
    for (const std::string& token : perItem[std::size_t(b)])
        list << QString::fromStdString(token);
    return list;
}

// The weights of one head (or the mean over heads) of batch item b; empty when
// the run has no such head or item.
Matrix headWeights(const RunPtr& run, int b, int head)
{
    if (!run || b < 0 || b >= int(run->trace.batch.size()))
        return {};
    const BatchItemTrace& item = run->trace.batch[std::size_t(b)];
    if (head == -1)
        return item.heads.empty() ? Matrix() : item.meanWeights();
    if (head < 0 || head >= int(item.heads.size()))
        return {};
    return item.heads[std::size_t(head)].weights;
}

KeepMask itemMask(const RunPtr& run, int b)
{
    if (!run || b < 0 || b >= int(run->trace.batch.size()))
        return {};
    return run->trace.batch[std::size_t(b)].mask;
}

// Whether panel i of `count` in `columns` columns is alone in the last row,
// which it then spans (A − B under A and B).
bool spansLastRow(int i, int count, int columns)
{
    return columns > 1 && i == count - 1 && count % columns == 1;
}

} // namespace

CompareView::CompareView(QWidget* parent) : QWidget(parent)
{
    // The room around square cells is the plots' own background (the theme's
    // base colour), on screen and in an exported figure.
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("compareMessageLabel"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_message);
    m_panels = new QGridLayout;
    m_panels->setSpacing(4);
    m_a = new AttentionHeatmap(this);
    m_a->setObjectName(QStringLiteral("compareHeatmapA"));
    m_b = new AttentionHeatmap(this);
    m_b->setObjectName(QStringLiteral("compareHeatmapB"));
    m_diff = new AttentionHeatmap(this);
    m_diff->setObjectName(QStringLiteral("compareDifferenceHeatmap"));
    m_diff->setGradient(colorMap(ColorMapId::Diverging));
    for (AttentionHeatmap* heatmap : {m_a, m_b, m_diff}) {
        // Queued: the chrome is measured inside a replot, where a new size
        // would resize the panel in the middle of drawing it.
        connect(heatmap, &AttentionHeatmap::chromeChanged, this,
                &CompareView::fitPanelsToSquareCells, Qt::QueuedConnection);
    }
    // Once A or B is laid out at its size, their titles drop the head
    // together (see alignTitles).
    for (AttentionHeatmap* heatmap : {m_a, m_b})
        connect(heatmap, &QCustomPlot::afterReplot, this, &CompareView::alignTitles);
    layout->addLayout(m_panels, 1);
    placePanels({m_a, m_b, m_diff}, 3, 1);
    retranslateUi();
}

void CompareView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CompareView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitPanelsToSquareCells();
}

void CompareView::placePanels(const QList<AttentionHeatmap*>& shown, int columns, int stretch)
{
    const int count = int(shown.size());
    const int panelRows = (count + columns - 1) / columns;
    if (columns != m_columns || count != m_placedPanels) {
        for (AttentionHeatmap* heatmap : {m_a, m_b, m_diff})
            m_panels->removeWidget(heatmap);
        for (int i = 0; i < count; ++i) {
            if (spansLastRow(i, count, columns))
                m_panels->addWidget(shown[i], i / columns, 0, 1, columns);
            else
                m_panels->addWidget(shown[i], i / columns, i % columns);
        }
        m_columns = columns;
        m_placedPanels = count;
    }
    for (int i = 0; i < 3; ++i) {
        m_panels->setColumnStretch(i, i < columns ? stretch : 0);
        m_panels->setRowStretch(i, i < panelRows ? stretch : 0);
    }
}

void CompareView::fitPanelsToSquareCells()
{
    QList<AttentionHeatmap*> shown{m_a, m_b};
    if (!m_diff->isHidden())
        shown << m_diff;
    const Matrix& a = m_a->matrix();
    const Matrix& b = m_b->matrix();
    // One title height for the panels: "A: 缩放点积" is taller than "A − B"
    // (the CJK font's line), and the cells beside it would start a few
    // pixels apart.
    int titleHeight = 0;
    for (AttentionHeatmap* heatmap : shown)
        titleHeight = std::max(titleHeight, heatmap->naturalTitleHeight());
    for (AttentionHeatmap* heatmap : shown)
        heatmap->setMinimumTitleHeight(titleHeight);
    // Without square cells the panels share one row equally (stretch 1) and
    // fill their places; with them each is its own size (stretch 0: a grid
    // gives equal stretches equal widths, whatever their size hints),
    // aligned to its place's top left (the chromes differ only on the
    // right, the colour bar's labels, and at the bottom), and the room left
    // goes round the block.
    const auto fillPlaces = [this, &shown] {
        placePanels(shown, int(shown.size()), 1);
        m_panels->setContentsMargins(0, 0, 0, 0);
        for (AttentionHeatmap* heatmap : shown) {
            heatmap->setFittedSize(QSize());
            m_panels->setAlignment(heatmap, {});
        }
    };
    if (a.size() == 0 || a.rows() != b.rows() || a.cols() != b.cols()) {
        fillPlaces();
        return;
    }
    QSize area = size();
    if (!m_message->isHidden())
        area.rheight() -= m_message->sizeHint().height() + layout()->spacing();
    const int rows = int(a.rows());
    const int cols = int(a.cols());
    const int count = int(shown.size());
    // One row on a wide page, A − B under A and B (or all three stacked) on
    // a taller one: whichever gives the larger cells, chosen with the
    // chrome guessed from the font (as the Heads grid does), so that the
    // arrangement does not flip as the key labels turn.
    const int columns =
        columnsForSquareCells(count, rows, cols, area, estimatedHeatmapChrome(fontMetrics()));
    const int panelRows = (count + columns - 1) / columns;
    // Each panel's chrome (the colour bars' labels differ: "0.4" beside
    // "−0.2"). The cells' side is the one the widest and tallest chrome
    // allows; each panel is then its own chrome plus the cells, so all
    // three have the same square cells.
    QList<QSize> chromes;
    QSize largest;
    for (AttentionHeatmap* heatmap : shown) {
        chromes << heatmap->chromeSize();
        largest = largest.expandedTo(chromes.last());
    }
    const int spacing = m_panels->spacing();
    const QSize panel = squarePanelSize(area, columns, panelRows, spacing, rows, cols, largest);
    if (!panel.isValid()) {
        fillPlaces();
        return;
    }
    placePanels(shown, columns, 0);
    const int side = (panel.width() - largest.width()) / cols;
    // The block's size: its columns' widest panels side by side, its rows'
    // tallest panels one above the other (a panel spanning a row counts
    // only for that row's height and the block's width).
    std::vector<int> columnWidths(std::size_t(columns), 0), rowHeights(std::size_t(panelRows), 0);
    int spanningWidth = 0;
    for (int i = 0; i < count; ++i) {
        const QSize fitted = chromes[i] + QSize(cols * side, rows * side);
        shown[i]->setFittedSize(fitted);
        const bool spans = spansLastRow(i, count, columns);
        m_panels->setAlignment(shown[i], spans ? Qt::AlignTop | Qt::AlignHCenter
                                               : Qt::AlignTop | Qt::AlignLeft);
        int& rowHeight = rowHeights[std::size_t(i / columns)];
        rowHeight = std::max(rowHeight, fitted.height());
        if (spans)
            spanningWidth = fitted.width();
        else
            columnWidths[std::size_t(i % columns)] =
                std::max(columnWidths[std::size_t(i % columns)], fitted.width());
    }
    int width = spacing * (columns - 1);
    for (int w : columnWidths)
        width += w;
    width = std::max(width, spanningWidth);
    int height = spacing * (panelRows - 1);
    for (int h : rowHeights)
        height += h;
    const int spareWidth = std::max(0, area.width() - width);
    const int spareHeight = std::max(0, area.height() - height);
    m_panels->setContentsMargins(spareWidth / 2, spareHeight / 2, spareWidth - spareWidth / 2,
                                 spareHeight - spareHeight / 2);
}

void CompareView::alignTitles()
{
    FittedTitle* a = FittedTitle::of(m_a);
    FittedTitle* b = FittedTitle::of(m_b);
    if (!a || !b || a->outerRect().width() <= 0 || b->outerRect().width() <= 0)
        return;
    // Each title's candidates are "A: … (head 1)" and "A: …": the fullest
    // that both titles' widths hold. A title laid out at an older size is
    // corrected when it replots (this runs again then).
    const int first = std::max(a->firstFittingCandidate(a->outerRect().width()),
                               b->firstFittingCandidate(b->outerRect().width()));
    a->setFirstCandidateShown(first);
    b->setFirstCandidateShown(first);
}

void CompareView::retranslateUi()
{
    m_diff->setValueName(tr("A − B"));
    // The titles and the message follow the runs and the head.
    refresh();
}

void CompareView::setColorMap(ColorMapId id)
{
    for (AttentionHeatmap* heatmap : {m_a, m_b}) {
        heatmap->setGradient(colorMap(id));
        heatmap->replot(QCustomPlot::rpQueuedReplot);
    }
}

void CompareView::setRuns(RunPtr a, const QStringList& labelsA, RunPtr b,
                          const QStringList& labelsB)
{
    m_runA = std::move(a);
    m_runB = std::move(b);
    m_labelsA = labelsA;
    m_labelsB = labelsB;
    refresh();
}

void CompareView::setBatchIndex(int b)
{
    m_batch = b;
    refresh();
}

void CompareView::setHead(int head)
{
    m_head = head;
    refresh();
}

void CompareView::refresh()
{
    m_maxAbsDifference = 0.0;
    const QString headName = m_head == -1 ? tr("mean over heads") : tr("head %1").arg(m_head + 1);
    const Matrix a = headWeights(m_runA, m_batch, m_head);
    const Matrix b = headWeights(m_runB, m_batch, m_head);
    const KeepMask maskA = itemMask(m_runA, m_batch);
    const KeepMask maskB = itemMask(m_runB, m_batch);
    const QStringList rowsA = m_runA ? toQStrings(m_runA->prepared.tokens, m_batch) : QStringList();
    const QStringList colsA =
        m_runA ? toQStrings(m_runA->prepared.keyTokens, m_batch) : QStringList();
    const QStringList rowsB = m_runB ? toQStrings(m_runB->prepared.tokens, m_batch) : QStringList();
    const QStringList colsB =
        m_runB ? toQStrings(m_runB->prepared.keyTokens, m_batch) : QStringList();

    // The head is also in the Show box: a narrow map drops it first, then
    // each fuller label. Both titles have as many candidates (alignTitles).
    // A run with fewer labels repeats its briefest.
    const int labels = int(std::max({qsizetype(1), m_labelsA.size(), m_labelsB.size()}));
    const auto titles = [&](const QString& withHead, const QString& withoutHead,
                            const QStringList& runLabels) {
        QStringList candidates{withHead.arg(runLabels.value(0), headName)};
        for (int i = 0; i < labels; ++i)
            candidates << withoutHead.arg(runLabels.value(std::min(i, int(runLabels.size()) - 1)));
        return candidates;
    };
    m_a->setTitles(titles(tr("A: %1 (%2)"), tr("A: %1"), m_labelsA));
    m_b->setTitles(titles(tr("B: %1 (%2)"), tr("B: %1"), m_labelsB));
    m_diff->setTitle(tr("A − B"));
    m_a->setMatrix(a, rowsA, colsA, maskA);
    m_b->setMatrix(b, rowsB, colsB, maskB);
    const double top = std::max(
        {1e-6, a.size() ? double(a.maxCoeff()) : 0.0, b.size() ? double(b.maxCoeff()) : 0.0});
    m_a->setDataRange(0.0, top);
    m_b->setDataRange(0.0, top);

    QString problem;
    if (!m_runA || !m_runB)
        problem = tr("Choose two configurations to compare.");
    else if (a.size() == 0 || b.size() == 0)
        problem = tr("%1 does not exist in both configurations.").arg(headName);
    else if (a.rows() != b.rows() || a.cols() != b.cols())
        problem = tr("A is %1×%2 and B is %3×%4: only matrices of the same shape can be "
                     "subtracted.")
                      .arg(a.rows())
                      .arg(a.cols())
                      .arg(b.rows())
                      .arg(b.cols());
    m_message->setText(problem);
    m_message->setVisible(!problem.isEmpty());
    m_diff->setVisible(problem.isEmpty());
    if (!problem.isEmpty()) {
        m_diff->setMatrix(Matrix(), {}, {});
        fitPanelsToSquareCells();
        return;
    }

    const Matrix difference = a - b;
    m_maxAbsDifference = difference.size() ? double(difference.cwiseAbs().maxCoeff()) : 0.0;
    // A cell is masked in the difference only when both sides masked it: a
    // cell masked on one side is a real difference (a weight against 0).
    KeepMask both;
    if (maskA.rows() == a.rows() && maskA.cols() == a.cols() && maskB.rows() == a.rows() &&
        maskB.cols() == a.cols())
        both = (maskA.array() != 0 || maskB.array() != 0).cast<std::uint8_t>();
    m_diff->setMatrix(difference, rowsA, colsA, both);
    const double extent = std::max(1e-6, m_maxAbsDifference);
    m_diff->setDataRange(-extent, extent);
    fitPanelsToSquareCells();
}

} // namespace ae
