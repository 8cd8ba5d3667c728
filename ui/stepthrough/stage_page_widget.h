#pragma once
// One stage drawn as a page: title, formula, explanation, then the input
// matrices, an arrow, and the output matrices as annotated heatmaps. The view
// shows one on screen; the walk exporter renders another off screen.

#include "ui/stepthrough/stage_content.h"
#include "ui/views/color_map_id.h"

#include <QList>
#include <QWidget>

class QLabel;
class QGridLayout;
class QHBoxLayout;
class QCPItemRect;

namespace ae {

class AttentionHeatmap;

class StagePageWidget : public QWidget
{
    Q_OBJECT
public:
    explicit StagePageWidget(QWidget* parent = nullptr);

    void setContent(const StageContent& content);
    const StageContent& content() const { return m_content; }
    // Shows an empty page with a sentence (no run yet).
    void setEmptyText(const QString& text);
    void setHeadings(const QString& inputs, const QString& outputs);

    // Frames row `query` of every panel whose rows are queries (−1: none).
    void setQuery(int query);
    // Predict, then reveal: covers query row `row` of the attention-weights
    // panels (StagePanel::attentionWeights) until the reveal; −1 shows it.
    void setHiddenRow(int row);
    int hiddenRow() const { return m_hiddenRow; }
    // Frames one cell of one panel (the clicked one); −1 clears.
    void setSelectedCell(bool output, int panel, int row, int col);

    // Heatmaps of the current stage: inputs first, then outputs, in panel
    // order (placeholders have none).
    QList<AttentionHeatmap*> heatmaps() const;
    // Aligned with StageContent::inputs / ::outputs: nullptr for placeholders.
    QList<AttentionHeatmap*> inputHeatmaps() const { return m_inputMaps; }
    QList<AttentionHeatmap*> outputHeatmaps() const { return m_outputMaps; }
    // Replots every heatmap now (before a grab or a print).
    void replotNow();
    // Lays the page out and replots it, twice: the first replot measures the
    // heatmaps' label space, which sets the bias strips' heights and may
    // re-arrange the input cells (for a page drawn with no event loop).
    void layOutNow();
    // Colour map of the non-negative panels (weights, encodings); signed
    // panels (scores, Q, K, V, outputs) stay diverging, centred on 0.
    void setColorMap(ColorMapId id);
    ColorMapId colorMap() const { return m_colorMap; }

protected:
    void resizeEvent(QResizeEvent* event) override;

signals:
    // panel: index in StageContent::inputs (output false) or ::outputs.
    void cellClicked(bool output, int panel, int row, int col);

private:
    void clearPanels();
    // Single-row panels (the inputs of a one-token sequence) a strip of a
    // few text lines, from their heatmaps' current fonts (presentation mode
    // enlarges them), instead of an equal share of the page's height: once
    // estimated for new content, then measured after each of the heatmap's
    // layouts.
    void fitStripPanels();
    void fitStripPanel(AttentionHeatmap* map);
    // Places the input cells in the grid, gridColumns(cells) of them a row;
    // again after a resize, only when the choice changes.
    void arrangeInputCells();
    // The bias (StagePanel::besidePanel) drawn beside input `weight`, or -1.
    int biasBeside(int weight) const;
    // The bias column's cells span the weight's rows exactly (the same top
    // and bottom margins, its colour bar's too); its width is one cell and
    // the bar. After each of the weight's layouts.
    void fitBiasColumn(AttentionHeatmap* bias, AttentionHeatmap* weight);
    // A framed panel: its caption over its heatmap, with the bias beside a
    // weight; or the placeholder's sentence.
    QWidget* makePanel(const StagePanel& panel, bool output, int index);
    AttentionHeatmap* makeHeatmap(const StagePanel& panel, bool output, int index, QWidget* parent);
    void decorate(AttentionHeatmap* map, const StagePanel& panel);
    void updateQueryFrames();

    StageContent m_content;
    QLabel* m_title = nullptr;
    QLabel* m_formula = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_note = nullptr;
    QLabel* m_inputsHeading = nullptr;
    QLabel* m_outputsHeading = nullptr;
    QLabel* m_arrow = nullptr;
    QHBoxLayout* m_panels = nullptr; // inputs, arrow, outputs
    QGridLayout* m_inputGrid = nullptr;
    QGridLayout* m_outputGrid = nullptr;
    QList<QWidget*> m_panelWidgets;
    QList<QWidget*> m_inputCells; // a panel, or a weight with its bias
    QVector<bool> m_vectorCells;  // the cell holds strips only
    int m_inputColumns = 0;
    QList<AttentionHeatmap*> m_inputMaps;  // nullptr for placeholders
    QList<AttentionHeatmap*> m_outputMaps; // nullptr for placeholders
    QList<QPair<AttentionHeatmap*, QCPItemRect*>> m_queryFrames;
    int m_query = -1;
    int m_hiddenRow = -1;
    double m_sharedExtent = 1.0; // colour range ± of the stage's data matrices
    ColorMapId m_colorMap = ColorMapId::Viridis;
};

} // namespace ae
