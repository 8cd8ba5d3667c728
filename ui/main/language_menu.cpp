#include "ui/main/language_menu.h"

#include "ui/i18n/language_manager.h"

#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QMessageBox>

namespace ae {

LanguageMenu::LanguageMenu(QWidget* parent) : QMenu(parent)
{
    setObjectName(QStringLiteral("languageMenu"));
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    for (const QString& code : LanguageManager::supportedLanguages()) {
        QAction* action = addAction(LanguageManager::nativeName(code));
        action->setObjectName(QStringLiteral("languageAction_") + code);
        action->setData(code);
        action->setCheckable(true);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { choose(code); });
    }
    connect(this, &QMenu::aboutToShow, this, &LanguageMenu::updateChecks);
    retranslate();
    updateChecks();
}

void LanguageMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void LanguageMenu::retranslate()
{
    setTitle(tr("&Language"));
}

void LanguageMenu::updateChecks()
{
    LanguageManager* manager = LanguageManager::instance();
    const QString current =
        manager ? manager->language() : QString::fromLatin1(LanguageManager::kEnglish);
    for (QAction* action : m_group->actions())
        action->setChecked(action->data().toString() == current);
}

void LanguageMenu::choose(const QString& code)
{
    LanguageManager* manager = LanguageManager::instance();
    if (!manager) {
        updateChecks();
        return;
    }
    if (!manager->chooseAndRemember(code)) {
        updateChecks();
        QMessageBox::warning(parentWidget(), tr("Language"),
                             tr("The %1 translation could not be loaded; the interface stays "
                                "in the current language.")
                                 .arg(LanguageManager::nativeName(code)));
        return;
    }
    // Installing the translator sends every widget a LanguageChange event:
    // each retranslates itself and keeps its state.
}

} // namespace ae
