#include "ui/classroom/shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ae {

namespace {

QString cleanText(QString text)
{
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QStringLiteral("…")))
        text.chop(1);
    return text.trimmed();
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget* window, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto* layout = new QVBoxLayout(this);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    const QVector<ShortcutEntry> entries = actionShortcuts(window) + viewKeys();
    m_table->setRowCount(int(entries.size()));
    for (int row = 0; row < entries.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(entries[row].action));
        m_table->setItem(row, 1, new QTableWidgetItem(entries[row].keys));
    }
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, 560);
}

QVector<ShortcutEntry> ShortcutsDialog::actionShortcuts(const QWidget* window)
{
    QVector<ShortcutEntry> entries;
    QSet<QString> seen;
    for (const QAction* action : window->findChildren<QAction*>()) {
        const QList<QKeySequence> shortcuts = action->shortcuts();
        if (shortcuts.isEmpty() || action->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence& sequence : shortcuts)
            keys << sequence.toString(QKeySequence::NativeText);
        ShortcutEntry entry{cleanText(action->text()), keys.join(QStringLiteral(", "))};
        const QString id = entry.action + QLatin1Char('\n') + entry.keys;
        if (seen.contains(id))
            continue;
        seen.insert(id);
        entries.append(entry);
    }
    std::sort(entries.begin(), entries.end(), [](const ShortcutEntry& a, const ShortcutEntry& b) {
        return a.action.localeAwareCompare(b.action) < 0;
    });
    return entries;
}

QVector<ShortcutEntry> ShortcutsDialog::viewKeys()
{
    return {
        {tr("Step through: previous stage"), tr("Left")},
        {tr("Step through: next stage"), tr("Right, Space")},
        {tr("Step through: first / last stage"), tr("Home, End")},
        {tr("Presentation mode: next stage or tab"), tr("Right, Space")},
        {tr("Presentation mode: previous stage or tab"), tr("Left")},
        {tr("Presentation mode: leave"), tr("Esc")},
        {tr("Heads: enlarge a head / back to the grid"), tr("Double-click")},
        {tr("Lines: select a query (only its lines)"), tr("Up, Down, Home, End")},
        {tr("Lines: all lines again"), tr("Esc")},
        {tr("Path diagram: move between the inputs"), tr("Left, Right, Home, End")},
        {tr("Path diagram: pick the input / clear the pair"), tr("Space / Esc")},
    };
}

} // namespace ae
