#include "ui/views/compare_view.h"

#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"

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
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("compareMessageLabel"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_message);
    auto* row = new QHBoxLayout;
    row->setSpacing(4);
    m_a = new AttentionHeatmap(this);
    m_a->setObjectName(QStringLiteral("compareHeatmapA"));
    m_b = new AttentionHeatmap(this);
    m_b->setObjectName(QStringLiteral("compareHeatmapB"));
    m_diff = new AttentionHeatmap(this);
    m_diff->setObjectName(QStringLiteral("compareDifferenceHeatmap"));
    m_diff->setGradient(colorMap(ColorMapId::Diverging));
    for (AttentionHeatmap* heatmap : {m_a, m_b, m_diff})
        row->addWidget(heatmap, 1);
    layout->addLayout(row, 1);
    retranslateUi();
}

void CompareView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
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
}

} // namespace ae
