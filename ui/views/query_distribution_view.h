#pragma once
// One query row up close: its attention weights as bars over the keys (one
// head, or the mean over heads), the row's output vector as bars beside it,
// and the row's entropy in nats and as a fraction of log m (the entropy of a
// uniform row over the m keys).

#include "ui/document/attention_run.h"
#include "ui/views/run_view.h"

#include <QWidget>

class QCustomPlot;
class QCPBars;
class QLabel;

namespace ae {

class QueryDistributionView : public QWidget, public RunView
{
    Q_OBJECT
public:
    explicit QueryDistributionView(QWidget* parent = nullptr);

    void setRun(ae::RunPtr run) override; // null keeps the previous picture
    // Drops the run (and every matrix shared with it) without drawing
    // another: the window is about to show a newer one. Memory, not looks.
    void releaseRun() override;
    QWidget* figure() override { return this; }
    void setBatchIndex(int b) override;
    void setHead(int head /* −1 = mean over heads */);
    void setQuery(int row);
    int query() const { return m_query; }
    // Predict, then reveal: while this query is shown its row stays hidden
    // (−1 hides nothing).
    void setHiddenQuery(int query);
    int hiddenQuery() const { return m_hiddenQuery; }
    int batchIndex() const { return m_batch; }
    int head() const { return m_head; }

    // Entropy (nats) of the row shown; 0 when nothing is shown.
    double entropy() const { return m_entropy; }
    // The weights shown (length m; empty when nothing is shown).
    const ae::RowVector& shownWeights() const { return m_weights; }
    // The output vector shown (the head's output row, or the final output for
    // the mean view).
    const ae::RowVector& shownOutput() const { return m_output; }

    QCustomPlot* weightsPlot() const { return m_weightsPlot; }
    QCustomPlot* outputPlot() const { return m_outputPlot; }
    QLabel* entropyLabel() const { return m_entropyLabel; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // The axis labels; the texts that follow the query through refresh().
    void retranslateUi();
    void refresh();

    ae::RunPtr m_run;
    int m_batch = 0;
    int m_head = -1;
    int m_query = 0;
    int m_hiddenQuery = -1;
    double m_entropy = 0.0;
    ae::RowVector m_weights;
    ae::RowVector m_output;
    QLabel* m_titleLabel = nullptr;
    QLabel* m_entropyLabel = nullptr;
    QCustomPlot* m_weightsPlot = nullptr;
    QCustomPlot* m_outputPlot = nullptr;
    QCPBars* m_weightBars = nullptr;
    QCPBars* m_outputBars = nullptr;
};

} // namespace ae
