#pragma once
// Help ▸ Keyboard shortcuts: every shortcut of the window's actions, read
// from the QActions themselves (so the list cannot go stale), followed by the
// keys the views handle themselves (step-through, presentation mode).

#include <QDialog>
#include <QString>
#include <QVector>

class QTableWidget;

namespace ae {

struct ShortcutEntry
{
    QString action; // menu text without '&' and '…'
    QString keys;   // native text, alternatives separated by ", "
};

class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget* window, QWidget* parent = nullptr);

    // The actions of `window` (and its menus) that have a shortcut, by menu text.
    static QVector<ShortcutEntry> actionShortcuts(const QWidget* window);
    // Keys handled by views rather than by actions.
    static QVector<ShortcutEntry> viewKeys();

    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table = nullptr;
};

} // namespace ae
