#pragma once
// A query row sketched by hand (Predict, then reveal): one bar per key, the
// key tokens under them. The student drags a bar to the weight they expect
// (the others make room, core/sketch_edit.h) or clicks a token to say "this
// key wins". After the reveal the true row is drawn over the guess as
// outlined bars with its values, so guess and truth are seen at once.
//
// It holds what it is given and draws it; it computes no weights. Edits are
// signalled (sketchEdited, keyPicked) for the PredictionState to accept.
//
// Keyboard: ←/→ (Home/End) choose a bar, ↑/↓ (PageUp/PageDown) move it by
// 0.05 (0.25), Space puts the whole guess on it, Enter asks for the reveal.
// The accessible name reads both rows ("your guess: 'the' 0.50, …; the
// model: 'the' 0.12, …").

#include "core/types.h"

#include <QStringList>
#include <QWidget>

namespace ae {

class RowSketchWidget : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(double presentationScale READ presentationScale WRITE setPresentationScale)
public:
    explicit RowSketchWidget(QWidget* parent = nullptr);

    void setKeys(const QStringList& keys);
    QStringList keys() const { return m_keys; }
    // The guess, a distribution over the keys.
    void setSketch(const RowVector& sketch);
    const RowVector& sketch() const { return m_sketch; }
    // The true row, drawn over the guess; empty hides it.
    void setTruth(const RowVector& truth);
    const RowVector& truth() const { return m_truth; }
    // Read only (after the reveal): no drags, no picks.
    void setEditable(bool editable);
    bool isEditable() const { return m_editable; }

    int currentKey() const { return m_current; }
    void setCurrentKey(int key);

    // The bar's rectangle at full height (weight 1) and the token's label
    // rectangle, in widget coordinates (hit tests and tests).
    QRectF barSlot(int key) const;
    QRectF labelRect(int key) const;
    // The weight a drag to widget y means (0 at the bars' base, 1 at the top).
    double weightAtY(double y) const;

    double presentationScale() const { return m_scale; }
    void setPresentationScale(double scale);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The student set bar `key` to `weight` (drag or keys).
    void barDragged(int key, double weight);
    void keyPicked(int key);
    void revealRequested();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QRectF plotRect() const;
    double widestLabel() const;
    bool labelsRotated() const;
    int keyAtX(double x) const;
    void updateAccessibleName();

    QStringList m_keys;
    RowVector m_sketch;
    RowVector m_truth;
    bool m_editable = true;
    int m_current = 0;
    int m_dragging = -1;
    double m_scale = 1.0;
};

} // namespace ae
