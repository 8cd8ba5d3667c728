#pragma once
// A grid of per-head heatmaps for one batch item ("head 1" … "head h") and a
// "mean over heads" panel. Heatmaps are reused while the head count stays the
// same, so re-setting runs many times a second (a dragged slider) stays cheap.

#include "ui/document/attention_run.h"
#include "ui/views/color_map_id.h"
#include "ui/views/run_view.h"

#include <QVector>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace ae {

class AttentionHeatmap;

class HeadGridView : public QWidget, public RunView
{
    Q_OBJECT
public:
    enum class Quantity
    {
        Weights,
        Scores
    };

    explicit HeadGridView(QWidget* parent = nullptr);

    // A null run keeps the previous picture (the last good one stays).
    void setRun(ae::RunPtr run) override;
    // Drops the run (and every matrix shared with it) without drawing
    // another: the window is about to show a newer one. Memory, not looks.
    void releaseRun() override;
    QWidget* figure() override { return this; }
    ae::RunPtr run() const { return m_run; }
    void setBatchIndex(int b) override;
    int batchIndex() const { return m_batch; }
    void setQuantity(Quantity quantity);
    Quantity quantity() const { return m_quantity; }
    // How the heatmaps' colours are scaled: one scale for every head (they
    // compare), each head its own, or each row its own (a cell over its row's
    // largest magnitude: long broad rows, where every weight is near 1/n,
    // show which keys a query prefers).
    enum class ColourScale
    {
        SharedByHeads,
        EachHead,
        EachRow
    };
    void setColourScale(ColourScale scale);
    ColourScale colourScale() const { return m_colourScale; }
    void setShowMean(bool show);
    // −1: the grid; ≥ 0: that head alone, large.
    void setEnlargedHead(int head);
    int enlargedHead() const { return m_enlarged; }
    void setColorMap(ColorMapId id) override;
    // Marks one cell in every heatmap (−1 clears).
    void setSelectedCell(int row, int col);
    // Predict, then reveal: covers query row `row` in every heatmap (the
    // mean's too, which would give it away); −1 shows every row.
    void setHiddenRow(int row);
    int hiddenRow() const { return m_hiddenRow; }

    int headCount() const;
    // head = −1 → the mean panel. nullptr when out of range.
    AttentionHeatmap* heatmap(int head) const;
    // Columns the panels are laid out in now.
    int columnCount() const { return m_columns; }

signals:
    void cellClicked(int head, int row, int col); // head −1 = mean
    void headActivated(int head);                 // double click → enlarge

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The empty state's text (from the run), the panels' titles and, through
    // refresh(), their value names.
    void retranslateUi();
    // A run whose first line has no heads (an empty sequence).
    bool runIsEmpty() const;
    void ensureHeatmaps(int heads);
    void refresh();
    void relayout();
    // columnsForSquareCells for the shown panels and this widget's size.
    int bestColumnCount(int panels) const;
    // The shown matrix's rows and columns; (0, 0) without one.
    QSize matrixShape() const;
    // Sizes every shown panel by fitSquarePanels (with the chrome a heatmap
    // measured at its last layout), centred in its place: cells stay square
    // however wide or tall the window is. Called on every relayout, resize,
    // new matrix shape and change of a panel's chrome.
    void fitPanelsToSquareCells();
    AttentionHeatmap* makeHeatmap(int head);

    ae::RunPtr m_run;
    int m_batch = 0;
    Quantity m_quantity = Quantity::Weights;
    ColourScale m_colourScale = ColourScale::SharedByHeads;
    bool m_showMean = true;
    int m_enlarged = -1;
    ColorMapId m_colorMap = ColorMapId::Viridis;
    int m_selectedRow = -1;
    int m_selectedCol = -1;
    int m_hiddenRow = -1;
    int m_columns = 1;
    QVector<AttentionHeatmap*> m_shown;
    QVector<AttentionHeatmap*> m_heads;
    AttentionHeatmap* m_mean = nullptr;
    QGridLayout* m_grid = nullptr;
    QLabel* m_emptyLabel = nullptr;
};

} // namespace ae
