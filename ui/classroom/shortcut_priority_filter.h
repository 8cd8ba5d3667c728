#pragma once
// Lets the window's own shortcuts win over a focused text box. QLineEdit and
// QPlainTextEdit accept ShortcutOverride for their emacs-style bindings on X11
// (Ctrl+E = end of line, Ctrl+K, Ctrl+N…), so File ▸ Export Figure… (Ctrl+E)
// never fired while the sequence box had focus. This application-wide filter
// declines the override for any key combination bound to an enabled action of
// `window`, unless the combination is one a text box is expected to keep:
// Copy, Cut, Paste, Undo, Redo and Select All inside an editable text widget,
// and keys without Ctrl/Alt/Meta (Page Up/Down, arrows, Escape) anywhere,
// which keep the focused widget's meaning (a spin box's page step, a list's
// navigation). Widgets of other windows (dialogs) are left alone.

#include <QObject>

class QKeyEvent;
class QWidget;

namespace ae {

class ShortcutPriorityFilter : public QObject
{
    Q_OBJECT
public:
    // Installs itself on the application; removed when `window` goes.
    explicit ShortcutPriorityFilter(QWidget* window);
    ~ShortcutPriorityFilter() override;

    // True when `event` (a ShortcutOverride to `focus`) should go to the
    // window's action instead of the widget.
    bool windowActionWins(const QWidget* focus, const QKeyEvent* event) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_window;
};

} // namespace ae
