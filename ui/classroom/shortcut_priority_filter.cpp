#include "ui/classroom/shortcut_priority_filter.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QWidget>

namespace ae {

namespace {

bool isEditableText(const QWidget* widget)
{
    if (const auto* line = qobject_cast<const QLineEdit*>(widget))
        return !line->isReadOnly();
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(widget))
        return !plain->isReadOnly();
    if (const auto* text = qobject_cast<const QTextEdit*>(widget))
        return !text->isReadOnly();
    if (qobject_cast<const QAbstractSpinBox*>(widget))
        return true;
    if (const auto* combo = qobject_cast<const QComboBox*>(widget))
        return combo->isEditable();
    return false;
}

// The editing keys a text box keeps even when the window binds them too:
// Edit ▸ Undo is Ctrl+Z, but inside the sequence box Ctrl+Z undoes typing.
bool isTextEditingKey(const QKeyEvent* event)
{
    for (QKeySequence::StandardKey key :
         {QKeySequence::Copy, QKeySequence::Cut, QKeySequence::Paste, QKeySequence::Undo,
          QKeySequence::Redo, QKeySequence::SelectAll})
        if (event->matches(key))
            return true;
    return false;
}

} // namespace

ShortcutPriorityFilter::ShortcutPriorityFilter(QWidget* window) : QObject(window), m_window(window)
{
    setObjectName(QStringLiteral("shortcutPriorityFilter"));
    qApp->installEventFilter(this);
}

ShortcutPriorityFilter::~ShortcutPriorityFilter()
{
    qApp->removeEventFilter(this);
}

bool ShortcutPriorityFilter::windowActionWins(const QWidget* focus, const QKeyEvent* event) const
{
    if (!focus || focus->window() != m_window)
        return false;
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (!(modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return false;
    if (isEditableText(focus) && isTextEditingKey(event))
        return false;
    const QKeySequence pressed(QKeyCombination(modifiers, Qt::Key(event->key())));
    for (const QAction* action : m_window->findChildren<QAction*>()) {
        if (!action->isEnabled())
            continue;
        for (const QKeySequence& shortcut : action->shortcuts())
            if (shortcut.matches(pressed) == QKeySequence::ExactMatch)
                return true;
    }
    return false;
}

bool ShortcutPriorityFilter::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (!windowActionWins(static_cast<QWidget*>(watched), key))
        return false;
    // Declined: the widget never sees the override, so the shortcut map
    // delivers the key to the window's action.
    key->ignore();
    return true;
}

} // namespace ae
