#pragma once
// The "lines" picture of attention: query tokens in one column, key tokens in
// another, one line per (query, key) pair whose opacity is the weight; heads in
// distinct colours with a legend. Hovering a token isolates its lines.
// Custom-painted; pairs whose weight is too faint to see are skipped.
//
// Keyboard: the view takes focus (Tab) and draws a frame in the palette's
// Highlight colour while it has it; ↑/↓ (or ←/→ when vertical), Home, End
// select a query and isolate its lines, Esc clears; a click on a query token
// does the same. The selected query's strongest key per head and its weight
// are the accessible name (announced to screen readers) and the tool tip.
// presentationScale (presentation mode) multiplies line and frame widths,
// dots and margins; fonts follow the application font.

#include "ui/document/attention_run.h"
#include "ui/views/run_view.h"

#include <QVector>
#include <QWidget>

class QPainter;

namespace ae {

class AttentionLineView : public QWidget, public RunView
{
    Q_OBJECT
    Q_PROPERTY(double presentationScale READ presentationScale WRITE setPresentationScale)
public:
    explicit AttentionLineView(QWidget* parent = nullptr);

    void setRun(ae::RunPtr run) override; // null keeps the previous picture
    // Drops the run (and every matrix shared with it) without drawing
    // another: the window is about to show a newer one. Memory, not looks.
    void releaseRun() override;
    QWidget* figure() override { return this; }
    void setBatchIndex(int b) override;
    void setVisibleHeads(const QVector<int>& heads); // empty = all
    // Horizontal: queries on the left, keys on the right.
    // Vertical: queries along the top, keys along the bottom.
    void setOrientation(Qt::Orientation orientation);
    Qt::Orientation orientation() const { return m_orientation; }
    void setHighlightedToken(bool isQuery, int index); // index −1 clears

    // Colour of head h (also the legend's); stable across runs.
    static QColor headColor(int head);
    // Widget position of a token's anchor (for tests); invalid when out of range.
    QPointF tokenAnchor(bool isQuery, int index) const;
    QVector<int> shownHeads() const;

    // The query picked by keyboard or click (−1 = none); isolates its lines
    // while the mouse is not over a token.
    int selectedQuery() const { return m_selectedQuery; }
    void setSelectedQuery(int query);
    // "query 1 'cat': head 1 strongest key 2 'sat', weight 0.412; …", empty
    // when no query is selected.
    QString selectedQueryDescription() const;
    // Predict, then reveal: the query's lines are not drawn (−1 draws all).
    void setHiddenQuery(int query);
    int hiddenQuery() const { return m_hiddenQuery; }

    // 1 normally; presentation mode sets a larger value (restored to 1 on leave).
    double presentationScale() const { return m_scale; }
    void setPresentationScale(double scale);
    // Pen width of the attention lines (isolated lines are drawn wider).
    double lineWidth(bool isolated) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void tokenHovered(bool isQuery, int index); // index −1 when leaving tokens
    void querySelected(int query);              // −1 when cleared

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The accessible texts and tool tip (from the selection); repaints.
    void retranslateUi();
    struct Hit
    {
        bool isQuery = true;
        int index = -1;
    };
    Hit tokenAt(const QPointF& pos) const;
    QRectF tokenRect(bool isQuery, int index) const;
    QRectF plotArea() const;
    // Every token's anchor dot of one side, computed once per paint.
    QVector<QPointF> anchors(bool isQuery, const QStringList& list) const;
    QStringList labels(bool isQuery) const;
    double margin() const;
    double widestLabel(const QStringList& list) const;
    void announceSelection();
    void drawFocusFrame(QPainter& painter) const;

    ae::RunPtr m_run;
    int m_batch = 0;
    QVector<int> m_visibleHeads;
    Qt::Orientation m_orientation = Qt::Horizontal;
    bool m_highlightIsQuery = true;
    int m_highlight = -1;
    int m_selectedQuery = -1;
    int m_hiddenQuery = -1;
    double m_scale = 1.0;
};

} // namespace ae
