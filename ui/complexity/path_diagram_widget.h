#pragma once
// The positions x1…xn drawn as a layered dependency graph: stacked
// convolutions of kernel k (as many layers as x1 and xn need), an RNN chain,
// full self-attention, or restricted self-attention. Clicking two inputs
// highlights their shortest path (core/sequence_layers.h convention) and
// prints its length.
//
// Keyboard: the widget takes focus (Tab); ←/→, Home, End move a cursor over
// the inputs (a ring in the palette's Highlight colour, with a frame round the
// widget while focused), Space or Enter picks the input under it as a click
// does, Esc clears the pair. The cursor and the path are the accessible name.
// presentationScale (presentation mode) thickens edges, outlines, nodes and
// the focus ring; text follows the application font.

#include "core/sequence_layers.h"

#include <QWidget>

namespace ae {

class PathDiagramWidget : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(double presentationScale READ presentationScale WRITE setPresentationScale)
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
    // The input under the keyboard cursor (0-based) and the picked inputs
    // (−1 when not picked).
    int cursor() const { return m_cursor; }
    int firstPicked() const { return m_first; }
    int secondPicked() const { return m_second; }

    // 1 normally; presentation mode sets a larger value (restored to 1 on leave).
    double presentationScale() const { return m_scale; }
    void setPresentationScale(double scale);
    // Pen width of the highlighted path's edges.
    double pathPenWidth() const { return 3.0 * m_scale; }

    // Tall enough for a line of the row names' font per layer, so the names
    // never run together; both grow with the font, the scale and the layers.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

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
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The tool tip and the accessible description.
    void retranslateUi();
    QRectF plotArea() const;
    // Room round the nodes: the caption on top, the x labels below, a node
    // radius at the sides.
    QMarginsF plotMargins() const;
    // The font of the x labels and the row names.
    QFont labelFont() const;
    double nodeRadius() const;
    int inputAt(const QPointF& point) const;
    void updatePath();
    // A click on (or Space at) input `position`: starts a pair or completes it.
    void pick(int position);
    void announce();

    PathGraph m_graph;
    int m_first = -1;
    int m_second = -1;
    PathSearchResult m_path;
    int m_cursor = 0;
    double m_scale = 1.0;
};

} // namespace ae
