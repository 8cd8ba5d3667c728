#pragma once
// The "lines" picture of attention: query tokens in one column, key tokens in
// another, one line per (query, key) pair whose opacity is the weight; heads in
// distinct colours with a legend. Hovering a token isolates its lines.
// Custom-painted; pairs whose weight is too faint to see are skipped.

#include "ui/document/attention_run.h"

#include <QVector>
#include <QWidget>

namespace ae {

class AttentionLineView : public QWidget
{
    Q_OBJECT
public:
    explicit AttentionLineView(QWidget* parent = nullptr);

    void setRun(ae::RunPtr run); // null keeps the previous picture
    void setBatchIndex(int b);
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

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void tokenHovered(bool isQuery, int index); // index −1 when leaving tokens

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
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

    ae::RunPtr m_run;
    int m_batch = 0;
    QVector<int> m_visibleHeads;
    Qt::Orientation m_orientation = Qt::Horizontal;
    bool m_highlightIsQuery = true;
    int m_highlight = -1;
};

} // namespace ae
