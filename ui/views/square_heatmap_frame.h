#pragma once
// One heatmap whose cells stay square: the frame gives it its chrome plus
// its rows × columns at the largest whole-pixel side the frame allows
// (square_panels.h), centred, and paints the room left in the plots' own
// background. The frame refits when it is resized and when the heatmap's
// chrome changes; a new matrix of another shape needs refit().

#include <QWidget>

class QVBoxLayout;

namespace ae {

class AttentionHeatmap;

class SquareHeatmapFrame : public QWidget
{
    Q_OBJECT
public:
    // Takes `heatmap` as its child.
    explicit SquareHeatmapFrame(AttentionHeatmap* heatmap, QWidget* parent = nullptr);

    AttentionHeatmap* heatmap() const { return m_heatmap; }
    void refit();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    AttentionHeatmap* m_heatmap = nullptr;
    QVBoxLayout* m_layout = nullptr;
};

} // namespace ae
