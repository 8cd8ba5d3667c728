#include "ui/views/compare_view.h"

#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"
#include "ui/views/square_panels.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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
    m_row = new QHBoxLayout;
    m_row->setSpacing(4);
    m_a = new AttentionHeatmap(this);
    m_a->setObjectName(QStringLiteral("compareHeatmapA"));
    m_b = new AttentionHeatmap(this);
    m_b->setObjectName(QStringLiteral("compareHeatmapB"));
    m_diff = new AttentionHeatmap(this);
    m_diff->setObjectName(QStringLiteral("compareDifferenceHeatmap"));
    m_diff->setGradient(colorMap(ColorMapId::Diverging));
    for (AttentionHeatmap* heatmap : {m_a, m_b, m_diff}) {
        m_row->addWidget(heatmap, 1);
        // Queued: the chrome is measured inside a replot, where a new size
        // would resize the panel in the middle of drawing it.
        connect(heatmap, &AttentionHeatmap::chromeChanged, this,
                &CompareView::fitPanelsToSquareCells, Qt::QueuedConnection);
    }
    layout->addLayout(m_row, 1);
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

void CompareView::fitPanelsToSquareCells()
{
    QList<AttentionHeatmap*> shown{m_a, m_b};
    if (!m_diff->isHidden())
        shown << m_diff;
    const Matrix& a = m_a->matrix();
    const Matrix& b = m_b->matrix();
    // One title height for the row: "A: 缩放点积" is taller than "A − B" (the
    // CJK font's line), and the cells below would start a few pixels apart.
    int titleHeight = 0;
    for (AttentionHeatmap* heatmap : shown)
        titleHeight = std::max(titleHeight, heatmap->naturalTitleHeight());
    for (AttentionHeatmap* heatmap : shown)
        heatmap->setMinimumTitleHeight(titleHeight);
    // Without square cells the panels share the row equally (stretch 1); with
    // them each is its own size (stretch 0: a box layout gives equal
    // stretches equal widths, whatever their size hints).
    const auto fillPlaces = [this, &shown] {
        m_row->setContentsMargins(0, 0, 0, 0);
        for (AttentionHeatmap* heatmap : shown) {
            heatmap->setFittedSize(QSize());
            m_row->setStretchFactor(heatmap, 1);
            m_row->setAlignment(heatmap, {});
        }
    };
    if (a.size() == 0 || a.rows() != b.rows() || a.cols() != b.cols()) {
        fillPlaces();
        return;
    }
    // Each panel's chrome (the colour bars' labels differ: "0.4" beside
    // "−0.2"). The cells' side is the one the widest and tallest chrome
    // allows; each panel is then its own chrome plus the cells, so all three
    // have the same square cells.
    QList<QSize> chromes;
    QSize largest;
    for (AttentionHeatmap* heatmap : shown) {
        chromes << heatmap->chromeSize();
        largest = largest.expandedTo(chromes.last());
    }
    QSize area = size();
    if (!m_message->isHidden())
        area.rheight() -= m_message->sizeHint().height() + layout()->spacing();
    const int rows = int(a.rows());
    const int cols = int(a.cols());
    const QSize panel =
        squarePanelSize(area, int(shown.size()), 1, m_row->spacing(), rows, cols, largest);
    if (!panel.isValid()) {
        fillPlaces();
        return;
    }
    const int side = (panel.width() - largest.width()) / cols;
    int width = m_row->spacing() * (int(shown.size()) - 1);
    for (int i = 0; i < shown.size(); ++i) {
        const QSize fitted = chromes[i] + QSize(cols * side, rows * side);
        shown[i]->setFittedSize(fitted);
        m_row->setStretchFactor(shown[i], 0);
        // Its own height, not the row's: the chromes differ at the bottom
        // (a colour bar's end label hangs below it or not).
        m_row->setAlignment(shown[i], Qt::AlignTop);
        width += fitted.width();
    }
    const int spareWidth = std::max(0, area.width() - width);
    const int spareHeight = std::max(0, area.height() - panel.height());
    m_row->setContentsMargins(spareWidth / 2, spareHeight / 2, spareWidth - spareWidth / 2,
                              spareHeight - spareHeight / 2);
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

void CompareView::setRuns(RunPtr a, const QString& labelA, RunPtr b, const QString& labelB)
{
    m_runA = std::move(a);
    m_runB = std::move(b);
    m_labelA = labelA;
    m_labelB = labelB;
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

    // The head is also in the Show box: a narrow map drops it first.
    m_a->setTitles({tr("A: %1 (%2)").arg(m_labelA, headName), tr("A: %1").arg(m_labelA)});
    m_b->setTitles({tr("B: %1 (%2)").arg(m_labelB, headName), tr("B: %1").arg(m_labelB)});
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
