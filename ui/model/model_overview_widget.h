#pragma once
// Every layer × head of a real model's run as small heatmaps in one grid
// (layers down, heads across), each with the label its behaviour earned and
// the score behind it ("prev .82"). Click or arrow keys select a head;
// Enter opens it (headActivated). It draws what the run holds and computes
// nothing but pixels: each cell's image is the head's weights sampled to the
// cell's size, so a 12 × 12 grid of 1024-token heads stays cheap.
//
// `visibleTokens` shows only the first m queries and keys (the generation
// timeline's step); −1 shows all.
//
// Predict, then reveal: setHiddenRow covers that query row in every cell
// (the window's colour) until the reveal, and the accessible name says so.

#include "ui/document/model_document.h"

#include <QFontMetrics>
#include <QImage>
#include <QWidget>

#include <vector>

namespace ae {

class ModelOverviewWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ModelOverviewWidget(QWidget* parent = nullptr);

    void setRun(ModelRunPtr run);
    void setVisibleTokens(int count);
    void setHiddenRow(int row);
    int hiddenRow() const { return m_hiddenRow; }
    void setSelectedHead(int layer, int head);
    int selectedLayer() const { return m_layer; }
    int selectedHead() const { return m_head; }
    // Marks heads (e.g. "heads like this one"); empty clears.
    void setHighlightedHeads(const std::vector<std::pair<int, int>>& heads);
    // What the widget says while it has no run (the page knows whether a
    // model is open, so it says what to do next).
    void setPlaceholderText(const QString& text);
    QString placeholderText() const { return m_placeholder; }

    // What is written under a head's cell `width` pixels wide in `metrics`:
    // "prev .82" (its label and the score that earned it; "mixed" earned
    // none), the label alone when that does not fit, elided when neither
    // does (GPT-2's twelve heads in a narrow pane).
    static QString cellCaption(const HeadLabel& label, int width, const QFontMetrics& metrics);

    // The rectangle of a head's cell, in widget coordinates (for tests and hit
    // tests): a square as large as the rows allow, centred in its column.
    QRect cellRect(int layer, int head) const;
    // Where the head's caption is written: under its cell, the column's full
    // width. The columns share the pane's width even when the rows leave the
    // cells smaller (twelve layers on a projector), so a caption gets the
    // room between cells too.
    QRect captionRect(int layer, int head) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The height at which, at this width, the thumbnails are as large as the
    // width allows and no taller than they need: a taller widget only adds
    // blank rows under the grid (a 2-layer model beside 4 heads). Never less
    // than the minimum size hint; 0 before a run (no grid to fit).
    int fittedHeight(int width) const;

signals:
    void headSelected(int layer, int head);
    void headActivated(int layer, int head);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    int layers() const;
    int heads() const;
    // The labels (H1, L1, each cell's caption) are in the widget's font, so
    // presentation mode enlarges them; the margins follow from its metrics.
    int leftMargin() const; // "L12"
    int topMargin() const;  // "H12"
    int captionHeight() const;
    QRect gridRect() const;
    int columnWidth() const;
    QImage cellImage(int layer, int head, QSize size) const;
    std::pair<int, int> headAt(QPoint point) const;
    void updateAccessibleName();

    ModelRunPtr m_run;
    int m_visible = -1;
    int m_hiddenRow = -1;
    QString m_placeholder;
    int m_layer = 0;
    int m_head = 0;
    std::vector<std::pair<int, int>> m_highlighted;
};

// "previous token", "first token", "6 back", … (translated).
QString headBehaviourName(const HeadLabel& label);
// The cell caption's name: "prev", "6 back", … (translated, short).
QString headBehaviourShortName(const HeadLabel& label);

} // namespace ae
