#include "ui/i18n/retranslated_texts.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>

namespace ae {

QString RetranslatedTexts::translate(const char* source) const
{
    return QCoreApplication::translate(m_context, source);
}

void RetranslatedTexts::text(QObject* owner, const char* source,
                             std::function<void(const QString&)> apply)
{
    apply(translate(source));
    m_entries.push_back(Entry{owner, source, std::move(apply)});
}

QAction* RetranslatedTexts::action(QAction* action, const char* source, const char* toolTip)
{
    text(action, source, [action](const QString& text) { action->setText(text); });
    if (toolTip)
        text(action, toolTip, [action](const QString& text) { action->setToolTip(text); });
    return action;
}

QMenu* RetranslatedTexts::menu(QMenu* menu, const char* source)
{
    text(menu, source, [menu](const QString& text) { menu->setTitle(text); });
    return menu;
}

void RetranslatedTexts::retranslate() const
{
    for (const Entry& entry : m_entries)
        if (entry.owner)
            entry.apply(translate(entry.source));
}

} // namespace ae
