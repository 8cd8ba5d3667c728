#pragma once
// Attention is not a fully connected layer: the inputs A, B, C in a list the
// user reorders (drag and drop, or the Move buttons / Ctrl+↑ ↓), and beside
// it the weights a dense layer gives each slot and the weights attention
// gives each input. Bars are coloured by input: the dense layer's heavy bar
// changes colour when the inputs move, attention's moves with its input.

#include "core/dense_vs_attention.h"

#include <QWidget>

class QCustomPlot;
class QLabel;
class QListWidget;
class QPushButton;

namespace ae {

class DenseVsAttentionPage : public QWidget
{
    Q_OBJECT
public:
    explicit DenseVsAttentionPage(QWidget* parent = nullptr);

    // order[slot] = index of the input (0 = A, 1 = B, 2 = C) in that slot, as
    // the list shows it.
    std::vector<int> order() const;
    const DenseVsAttentionResult& result() const { return m_result; }

    QListWidget* orderList() const { return m_list; }
    QCustomPlot* densePlot() const { return m_densePlot; }
    QCustomPlot* attentionPlot() const { return m_attentionPlot; }

public slots:
    // Reorders the list (and so both panels); ignored unless a permutation.
    void setOrder(const std::vector<int>& order);
    void moveCurrentUp();
    void moveCurrentDown();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Every text: the inputs' items, buttons, explanation, plot titles and
    // axes; the ticks and result lines through recompute().
    void retranslateUi();
    void moveCurrent(int step);
    void recompute();
    void showWeights(QCustomPlot* plot, const Vector& weights);

    DenseVsAttentionSetup m_setup;
    DenseVsAttentionResult m_result;
    QListWidget* m_list = nullptr;
    QPushButton* m_upButton = nullptr;
    QPushButton* m_downButton = nullptr;
    QPushButton* m_resetButton = nullptr;
    QLabel* m_denseLabel = nullptr;
    QLabel* m_attentionLabel = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_listLabel = nullptr;
    QCustomPlot* m_densePlot = nullptr;
    QCustomPlot* m_attentionPlot = nullptr;
};

} // namespace ae
