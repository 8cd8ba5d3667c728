#pragma once
// Every head of a model in training on the task's fixed probe sequence:
// layers down, heads across, one heatmap each ("layer 1 · head 2"), the
// probe's symbols as labels. Redrawn with every snapshot, so the class sees
// the heads form (a reverse model's anti-diagonal, a copy model's shifted
// diagonal). It draws the snapshot's trace; it computes nothing.

#include "ui/views/color_map_id.h"

#include <QStringList>
#include <QVector>
#include <QWidget>

#include <memory>

class QGridLayout;

namespace ae {

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

    int layerCount() const { return m_layers; }
    int headCount() const { return m_heads; }
    AttentionHeatmap* heatmap(int layer, int head) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    // The maps' titles ("layer 1 · head 2").
    void retranslateUi();
    void rebuild(int layers, int heads);

    QGridLayout* m_grid = nullptr;
    QVector<AttentionHeatmap*> m_maps;
    int m_layers = 0;
    int m_heads = 0;
    ColorMapId m_colorMap = ColorMapId::Viridis;
};

} // namespace ae
