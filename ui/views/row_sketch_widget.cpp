#include "ui/views/row_sketch_widget.h"

#include <QAccessible>
#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

constexpr double kStep = 0.05;
constexpr double kPageStep = 0.25;
// The true row's outline: an orange that reads on light and dark themes and
// against the guess's highlight colour.
const QColor kTruthColor(230, 110, 0);
// Space around the plot, in pixels before presentation mode's scale.
constexpr double kMargin = 6.0;

QString weightText(double w)
{
    return QString::number(w, 'f', 2);
}

// A bar's value read upwards, for a bar narrower than its value laid flat:
// above the bar where the widget has the room, inside it from its top in
// `inside` where it has not.
void drawUprightValue(QPainter& painter, const QFontMetricsF& metrics, const QRectF& bar,
                      const QString& text, const QColor& outside, const QColor& inside)
{
    const double length = metrics.horizontalAdvance(text);
    // Digits rise no higher than the ascent and have no descent; the gap
    // between slots takes the rest.
    if (bar.width() + 4 < metrics.ascent())
        return; // not even one line of digits across
    const double top = bar.top();
    const bool above = top - 4 >= length;
    painter.save();
    painter.setPen(above ? outside : inside);
    painter.translate(bar.center().x(), above ? top - 2 : top + 2 + length);
    painter.rotate(-90);
    painter.drawText(QRectF(0, -metrics.height() / 2, length + 1, metrics.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, text);
    painter.restore();
}

} // namespace

RowSketchWidget::RowSketchWidget(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAccessibleDescription(
        tr("Sketch the row: ←/→ choose a key, ↑/↓ change its weight, Space puts all the weight "
           "on it, Enter reveals"));
    updateAccessibleName();
}

void RowSketchWidget::setKeys(const QStringList& keys)
{
    m_keys = keys;
    m_current = std::clamp(m_current, 0, std::max(0, int(keys.size()) - 1));
    updateGeometry();
    updateAccessibleName();
    update();
}

void RowSketchWidget::setSketch(const RowVector& sketch)
{
    m_sketch = sketch;
    updateAccessibleName();
    update();
}

void RowSketchWidget::setTruth(const RowVector& truth)
{
    m_truth = truth;
    updateAccessibleName();
    update();
}

void RowSketchWidget::setEditable(bool editable)
{
    m_editable = editable;
    m_dragging = -1;
    update();
}

void RowSketchWidget::setCurrentKey(int key)
{
    if (m_keys.isEmpty())
        return;
    m_current = std::clamp(key, 0, int(m_keys.size()) - 1);
    updateAccessibleName();
    if (hasFocus() && QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
    update();
}

void RowSketchWidget::setPresentationScale(double scale)
{
    m_scale = scale > 0 ? scale : 1.0;
    updateGeometry();
    update();
}

QSize RowSketchWidget::sizeHint() const
{
    return QSize(std::max(240, int(m_keys.size()) * 44), int(200 * m_scale));
}

QSize RowSketchWidget::minimumSizeHint() const
{
    return QSize(160, int(120 * m_scale));
}

double RowSketchWidget::widestLabel() const
{
    const QFontMetricsF metrics(font());
    double widest = 0.0;
    for (const QString& key : m_keys)
        widest = std::max(widest, metrics.horizontalAdvance(key));
    return widest;
}

bool RowSketchWidget::labelsRotated() const
{
    const int m = int(m_keys.size());
    const double margin = kMargin * m_scale;
    return m > 0 && widestLabel() + 4 > (width() - 2 * margin) / m;
}

QRectF RowSketchWidget::plotRect() const
{
    const QFontMetricsF metrics(font());
    const double margin = kMargin * m_scale;
    // A line for the legend, then one for the values above full bars: the
    // legend sat inside the plot and hid the tops of the last keys' bars.
    const double top = 2 * metrics.height() + 2 * margin;
    // Token labels: one line, or read upwards when a slot is narrower than a label.
    const double labels =
        labelsRotated() ? std::min(widestLabel(), 110.0 * m_scale) + 6 : metrics.height() + 4;
    return QRectF(margin, top, std::max(1.0, width() - 2 * margin),
                  std::max(1.0, height() - top - labels - margin));
}

QRectF RowSketchWidget::barSlot(int key) const
{
    const int m = int(m_keys.size());
    if (key < 0 || key >= m)
        return QRectF();
    const QRectF plot = plotRect();
    const double slot = plot.width() / m;
    const double gap = std::min(8.0 * m_scale, slot * 0.2);
    return QRectF(plot.left() + key * slot + gap / 2, plot.top(), slot - gap, plot.height());
}

QRectF RowSketchWidget::labelRect(int key) const
{
    const QRectF slot = barSlot(key);
    if (slot.isNull())
        return QRectF();
    const QRectF plot = plotRect();
    return QRectF(slot.left(), plot.bottom() + 2, slot.width(), height() - plot.bottom() - 2);
}

double RowSketchWidget::weightAtY(double y) const
{
    const QRectF plot = plotRect();
    return std::clamp((plot.bottom() - y) / plot.height(), 0.0, 1.0);
}

int RowSketchWidget::keyAtX(double x) const
{
    const int m = int(m_keys.size());
    if (m == 0)
        return -1;
    const QRectF plot = plotRect();
    if (x < plot.left() || x >= plot.right())
        return -1;
    return std::clamp(int((x - plot.left()) / (plot.width() / m)), 0, m - 1);
}

void RowSketchWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QPalette& pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const QRectF plot = plotRect();
    const int m = int(m_keys.size());

    // Grid at quarters.
    QPen grid(pal.color(QPalette::Mid));
    grid.setWidthF(1.0);
    grid.setStyle(Qt::DotLine);
    painter.setPen(grid);
    for (int q = 1; q <= 4; ++q) {
        const double y = plot.bottom() - plot.height() * q / 4.0;
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }
    QPen axis(pal.color(QPalette::Text));
    axis.setWidthF(1.2 * m_scale);
    painter.setPen(axis);
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());

    const QFontMetricsF metrics(font());
    const bool showTruth = m_truth.size() == m;
    const bool rotated = labelsRotated();
    for (int k = 0; k < m; ++k) {
        const QRectF slot = barSlot(k);
        const double guess = k < m_sketch.size() ? double(m_sketch(k)) : 0.0;
        const double truth = showTruth ? double(m_truth(k)) : 0.0;
        // The guess: a filled bar (the left part of the slot once the truth is shown).
        QRectF bar = slot;
        if (showTruth)
            bar.setWidth(slot.width() / 2);
        bar.setTop(slot.bottom() - slot.height() * guess);
        QColor fill = pal.color(QPalette::Highlight);
        if (!m_editable && !showTruth)
            fill.setAlpha(120);
        painter.fillRect(bar, fill);
        // The truth: an outlined bar beside the guess, its value above it.
        QRectF truthBar = slot;
        truthBar.setLeft(bar.right());
        truthBar.setTop(slot.bottom() - slot.height() * truth);
        if (showTruth) {
            QPen pen(kTruthColor);
            pen.setWidthF(2.0 * m_scale);
            painter.setPen(pen);
            painter.setBrush(
                QColor(kTruthColor.red(), kTruthColor.green(), kTruthColor.blue(), 70));
            painter.drawRect(truthBar.adjusted(pen.widthF() / 2, 0, -pen.widthF() / 2, 0));
        }
        // Values above the bars: laid flat while they fit the slot, read
        // upwards otherwise (many keys, or presentation mode's font), the
        // guess's over its bar and the truth's over its own.
        painter.setPen(pal.color(QPalette::Text));
        const QString text = showTruth
                                 ? weightText(guess) + QStringLiteral(" / ") + weightText(truth)
                                 : weightText(guess);
        if (metrics.horizontalAdvance(text) <= slot.width() + 4) {
            painter.drawText(QRectF(slot.left() - 2, bar.top() - metrics.height() - 1,
                                    slot.width() + 4, metrics.height()),
                             Qt::AlignCenter, text);
        } else {
            drawUprightValue(painter, metrics, bar, weightText(guess), pal.color(QPalette::Text),
                             pal.color(QPalette::HighlightedText));
            if (showTruth)
                drawUprightValue(painter, metrics, truthBar, weightText(truth),
                                 pal.color(QPalette::Text), pal.color(QPalette::Text));
        }
        // The token under its bar, upwards when the slot is too narrow for it.
        const QRectF label = labelRect(k);
        painter.setPen(pal.color(QPalette::Text));
        if (rotated) {
            painter.save();
            painter.translate(label.center().x(), label.top() + 2);
            painter.rotate(-90);
            const QRectF along(-label.height(), -label.width() / 2, label.height() - 2,
                               label.width());
            painter.drawText(along, Qt::AlignRight | Qt::AlignVCenter,
                             metrics.elidedText(m_keys[k], Qt::ElideRight, along.width()));
            painter.restore();
        } else {
            painter.drawText(label, Qt::AlignHCenter | Qt::AlignTop,
                             metrics.elidedText(m_keys[k], Qt::ElideRight, label.width() + 4));
        }
        // The keyboard's bar.
        if (hasFocus() && k == m_current) {
            QPen focus(pal.color(QPalette::Highlight));
            focus.setWidthF(2.0 * m_scale);
            focus.setStyle(Qt::DashLine);
            painter.setPen(focus);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(slot.adjusted(-2, -2, 2, 2));
        }
    }
    // The legend, one line above the plot, right-aligned: the guess, and the
    // model's row once it is shown.
    const QString guessText = tr("your guess");
    const QString truthText = tr("the model");
    const double swatch = metrics.ascent() * 0.9;
    const double gap = metrics.height();
    double x = width() - kMargin * m_scale;
    const double baseline = kMargin * m_scale + metrics.ascent();
    const auto entry = [&](const QString& text, bool truth) {
        x -= metrics.horizontalAdvance(text);
        painter.setPen(pal.color(QPalette::Text));
        painter.drawText(QPointF(x, baseline), text);
        x -= swatch + 4;
        const QRectF box(x, baseline - swatch, swatch, swatch);
        if (truth) {
            QPen pen(kTruthColor);
            pen.setWidthF(2.0 * m_scale);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(box.adjusted(1, 1, -1, -1));
        } else {
            painter.fillRect(box, pal.color(QPalette::Highlight));
        }
        x -= gap;
    };
    if (showTruth)
        entry(truthText, true);
    entry(guessText, false);
}

void RowSketchWidget::mousePressEvent(QMouseEvent* event)
{
    if (!m_editable || event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const QPointF at = event->position();
    const int key = keyAtX(at.x());
    if (key < 0)
        return;
    setCurrentKey(key);
    if (labelRect(key).contains(at)) {
        emit keyPicked(key); // a click on the token: "this key wins"
        return;
    }
    m_dragging = key;
    emit barDragged(key, weightAtY(at.y()));
}

void RowSketchWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragging >= 0 && m_editable)
        emit barDragged(m_dragging, weightAtY(event->position().y()));
}

void RowSketchWidget::mouseReleaseEvent(QMouseEvent* event)
{
    m_dragging = -1;
    QWidget::mouseReleaseEvent(event);
}

void RowSketchWidget::keyPressEvent(QKeyEvent* event)
{
    const int m = int(m_keys.size());
    if (m == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    const double current = m_current < m_sketch.size() ? double(m_sketch(m_current)) : 0.0;
    switch (event->key()) {
    case Qt::Key_Left:
        setCurrentKey(m_current - 1);
        return;
    case Qt::Key_Right:
        setCurrentKey(m_current + 1);
        return;
    case Qt::Key_Home:
        setCurrentKey(0);
        return;
    case Qt::Key_End:
        setCurrentKey(m - 1);
        return;
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown: {
        if (!m_editable)
            break;
        const double step =
            event->key() == Qt::Key_PageUp || event->key() == Qt::Key_PageDown ? kPageStep : kStep;
        const double sign =
            event->key() == Qt::Key_Up || event->key() == Qt::Key_PageUp ? 1.0 : -1.0;
        emit barDragged(m_current, std::clamp(current + sign * step, 0.0, 1.0));
        return;
    }
    case Qt::Key_Space:
        if (m_editable) {
            emit keyPicked(m_current);
            return;
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_editable) {
            emit revealRequested();
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void RowSketchWidget::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    update();
}

void RowSketchWidget::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

void RowSketchWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleName();
    QWidget::changeEvent(event);
}

void RowSketchWidget::updateAccessibleName()
{
    const auto describe = [this](const RowVector& row) {
        QStringList parts;
        for (int k = 0; k < int(m_keys.size()) && k < row.size(); ++k)
            parts << QStringLiteral("'%1' %2").arg(m_keys[k], weightText(double(row(k))));
        return parts.join(QStringLiteral(", "));
    };
    QString name = tr("your guess: %1").arg(describe(m_sketch));
    if (m_truth.size() == m_keys.size() && !m_keys.isEmpty())
        name += tr("; the model: %1").arg(describe(m_truth));
    if (!m_keys.isEmpty() && m_current < int(m_keys.size()))
        name += tr("; selected key %1 '%2'").arg(m_current).arg(m_keys[m_current]);
    setAccessibleName(name);
}

} // namespace ae
