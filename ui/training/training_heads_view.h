#pragma once
// Every head of a model in training on the task's fixed probe sequence:
// layers down, heads across, one heatmap each ("layer 1 · head 2"), the
// probe's symbols as labels. Redrawn with every snapshot, so the class sees
// the heads form (a reverse model's anti-diagonal, a copy model's shifted
// diagonal). It draws the snapshot's trace; it computes nothing.
//
// The maps' cells stay square (square_panels.h): each map is sized to its
// chrome plus the probe's length in cells of the largest whole-pixel side
// the view allows, and the room left goes around the block of maps and its
// bar, so a reverse model's anti-diagonal reads as one however wide the page.
//
// Every map shares the colour range 0 … 1, so one colour bar right of the
// grid, beside the maps' cells from the first layer's top to the last
// layer's bottom, says what the colours mean, and every map is the same
// size (a bar on the last map of each row made that column narrower).
//
// Predict, then reveal: setHiddenQuery covers that query row in every head
// until the reveal (hover and accessible text say it is hidden);
// snapshotShown tells the prediction which snapshot is on show, and a click
// (or Enter) on a cell is reported with its head (cellClicked).

#include "ui/views/color_map_id.h"

#include <QStringList>
#include <QVector>
#include <QWidget>

#include <memory>

class QCPColorScale;
class QCustomPlot;
class QGridLayout;

namespace ae {

struct HeadAnalysis;

class AttentionHeatmap;
struct TrainingSnapshot;

class TrainingHeadsView : public QWidget
{
    Q_OBJECT
public:
    explicit TrainingHeadsView(QWidget* parent = nullptr);

    // `labels`: the probe's symbols as the model reads them (one per position).
    void setSnapshot(std::shared_ptr<const TrainingSnapshot> snapshot, const QStringList& labels);
    void setColorMap(ColorMapId id);
    std::shared_ptr<const TrainingSnapshot> snapshot() const { return m_snapshot; }
    QStringList labels() const { return m_labels; }
    void setHiddenQuery(int query);
    int hiddenQuery() const { return m_hiddenQuery; }

    int layerCount() const { return m_layers; }
    int headCount() const { return m_heads; }
    AttentionHeatmap* heatmap(int layer, int head) const;
    // The colour bar shared by every map (hidden without a snapshot).
    QCPColorScale* colorScale() const { return m_scale; }
    // The side of the square cells the maps could have if this view were
    // `area`: per map, min(width, height) less its title and labels, over
    // the probe's length. The title and labels are measured on a laid-out
    // map, else estimated from the font; the shared bar keeps its width.
    // 0 without a snapshot. For the page to choose where the curves go.
    double cellSideIn(QSize area) const;

signals:
    // Another snapshot (or none) is on show.
    void snapshotShown(std::shared_ptr<const ae::TrainingSnapshot> snapshot,
                       const QStringList& labels);
    void cellClicked(int layer, int head, int row, int col);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The maps' titles ("layer 1 · head 2").
    void retranslateUi();
    // What the shown snapshot says head (layer, head) does; null without one.
    const HeadAnalysis* analysisOf(int layer, int head) const;
    void rebuild(int layers, int heads);
    // The bar's ends level with the maps' cells: the first layer's top, the
    // last layer's bottom (after the maps' layout).
    void alignColorScale();
    // Each map's size for square cells in this view less the bar, and the
    // grid's margins for the room left (on resize, new labels, a new chrome).
    void fitMapsToSquareCells();
    // What a map spends around its cells (the title and the key labels
    // above, the query labels and the axis titles beside): measured on a
    // laid-out map, else estimated from the font and the labels. One
    // measure for the page's estimate (cellSideIn) and the maps' fit.
    // Needs a map.
    QSize mapChrome() const;

    QGridLayout* m_grid = nullptr;
    QVector<AttentionHeatmap*> m_maps;
    QCustomPlot* m_scalePlot = nullptr;
    QCPColorScale* m_scale = nullptr;
    int m_layers = 0;
    int m_heads = 0;
    int m_hiddenQuery = -1;
    std::shared_ptr<const TrainingSnapshot> m_snapshot;
    QStringList m_labels;
    ColorMapId m_colorMap = ColorMapId::Viridis;
};

} // namespace ae
