#pragma once
// The positions x1…xn drawn as a layered dependency graph: stacked
// convolutions of kernel k (as many layers as x1 and xn need), an RNN chain,
// full self-attention, or restricted self-attention. Clicking two inputs
// highlights their shortest path (core/sequence_layers.h convention) and
// prints its length.

#include "core/sequence_layers.h"

#include <QWidget>

namespace ae {

class PathDiagramWidget : public QWidget
{
    Q_OBJECT
public:
    explicit PathDiagramWidget(QWidget* parent = nullptr);

    LayerKind kind() const { return m_graph.kind; }
    int length() const { return m_graph.n; }
    const PathGraph& graph() const { return m_graph; }
    // −1 when fewer than two positions are picked.
    int pathLength() const { return m_path.length; }
    // "x1 → x5: 2 layers …", empty before two positions are picked.
    QString pathText() const;
    // Centre of a node in widget coordinates (for tests and tooltips).
    QPointF nodeCenter(int layer, int position) const;

    QSize sizeHint() const override { return {520, 300}; }
    QSize minimumSizeHint() const override { return {260, 160}; }

public slots:
    // width is k for convolutions and r for restricted attention; dilated
    // applies to convolutions only (dilation k^(l−1) at layer l).
    void setGraph(ae::LayerKind kind, int n, int width, bool dilated = false);
    // 0-based; −1 clears.
    void selectPair(int i, int j);

signals:
    void pathChanged(int i, int j, int length);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF plotArea() const;
    double nodeRadius() const;
    int inputAt(const QPointF& point) const;
    void updatePath();

    PathGraph m_graph;
    int m_first = -1;
    int m_second = -1;
    PathSearchResult m_path;
};

} // namespace ae
