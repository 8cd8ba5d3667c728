#include "ui/actions/appearance_actions.h"

#include "ui/actions/window_context.h"
#include "ui/classroom/appearance_menu.h"
#include "ui/classroom/presentation_mode.h"

#include <QAction>
#include <QMenu>

namespace ae {

AppearanceActions::AppearanceActions(WindowContext& context, QObject* parent)
    : QObject(parent), m_context(context)
{
    m_presentation = new PresentationMode(context.mainWindow(), context.viewTabs(),
                                          context.stepThroughView(), context.dockHider());
}

void AppearanceActions::addViewActions(QMenu* view)
{
    view->addSeparator();
    QAction* presentation =
        m_texts.action(view->addAction(QString(), m_presentation, &PresentationMode::toggle),
                       QT_TR_NOOP("&Presentation Mode"));
    presentation->setShortcut(QKeySequence(Qt::Key_F5));
    presentation->setCheckable(true);
    presentation->setObjectName(QStringLiteral("presentationAction"));
    connect(m_presentation, &PresentationMode::activeChanged, presentation, &QAction::setChecked);
    m_appearance = new AppearanceMenu(view);
    connect(m_appearance, &AppearanceMenu::colorMapChosen, this,
            [this](ColorMapId id) { m_context.applyColorMap(id); });
}

void AppearanceActions::retranslate()
{
    m_texts.retranslate();
    if (m_appearance)
        m_appearance->retranslate();
}

void AppearanceActions::restoreSettings()
{
    if (m_appearance)
        m_appearance->restoreSaved();
}

} // namespace ae
