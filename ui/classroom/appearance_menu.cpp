#include "ui/classroom/appearance_menu.h"

#include "ui/document/app_settings.h"

#include <QActionGroup>

namespace ae {

AppearanceMenu::AppearanceMenu(QMenu* parentMenu) : QObject(parentMenu)
{
    m_themeMenu = parentMenu->addMenu(QString());
    m_themeMenu->setObjectName(QStringLiteral("themeMenu"));
    m_themeGroup = new QActionGroup(this);
    for (Theme::Id id : {Theme::Id::System, Theme::Id::Light, Theme::Id::Dark}) {
        QAction* action = m_themeMenu->addAction(QString());
        action->setObjectName(QStringLiteral("themeAction_") + Theme::key(id));
        action->setCheckable(true);
        action->setData(Theme::key(id));
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, id] { chooseTheme(id); });
    }

    m_colorMapMenu = parentMenu->addMenu(QString());
    m_colorMapMenu->setObjectName(QStringLiteral("colorMapMenu"));
    m_colorMapGroup = new QActionGroup(this);
    for (ColorMapId id : allColorMaps()) {
        if (id == ColorMapId::Diverging)
            continue; // reserved for signed values, below
        QAction* action = m_colorMapMenu->addAction(QString());
        action->setObjectName(QStringLiteral("colorMapAction_") + colorMapKey(id));
        action->setCheckable(true);
        action->setData(colorMapKey(id));
        m_colorMapGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, id] { chooseColorMap(id); });
    }
    m_colorMapMenu->addSeparator();
    m_signedNote = m_colorMapMenu->addAction(QString());
    m_signedNote->setEnabled(false);
    m_colorMap = savedColorMap();
    retranslate();
    checkCurrent();
}

void AppearanceMenu::retranslate()
{
    m_themeMenu->setTitle(tr("&Theme"));
    for (QAction* action : m_themeGroup->actions())
        if (const std::optional<Theme::Id> id = Theme::fromKey(action->data().toString()))
            action->setText(Theme::displayName(*id));
    m_colorMapMenu->setTitle(tr("&Colour Map"));
    for (QAction* action : m_colorMapGroup->actions())
        if (const std::optional<ColorMapId> id = colorMapFromKey(action->data().toString()))
            action->setText(colorMapDisplayName(*id));
    m_signedNote->setText(tr("Signed values (scores, P, differences): %1, centred on 0")
                              .arg(colorMapDisplayName(ColorMapId::Diverging)));
}

Theme::Id AppearanceMenu::savedTheme()
{
    return Theme::fromKey(settings::theme.get()).value_or(Theme::Id::System);
}

ColorMapId AppearanceMenu::savedColorMap()
{
    const std::optional<ColorMapId> id = colorMapFromKey(settings::colorMap.get());
    return id && *id != ColorMapId::Diverging ? *id : ColorMapId::Viridis;
}

void AppearanceMenu::restoreSaved()
{
    Theme::apply(savedTheme());
    m_colorMap = savedColorMap();
    checkCurrent();
    emit colorMapChosen(m_colorMap);
}

void AppearanceMenu::chooseTheme(Theme::Id id)
{
    settings::theme.set(Theme::key(id));
    Theme::apply(id);
    checkCurrent();
}

void AppearanceMenu::chooseColorMap(ColorMapId id)
{
    if (id == ColorMapId::Diverging)
        return;
    m_colorMap = id;
    settings::colorMap.set(colorMapKey(id));
    checkCurrent();
    emit colorMapChosen(id);
}

void AppearanceMenu::checkCurrent()
{
    const QString theme = Theme::key(Theme::current());
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toString() == theme);
    const QString map = colorMapKey(m_colorMap);
    for (QAction* action : m_colorMapGroup->actions())
        action->setChecked(action->data().toString() == map);
}

} // namespace ae
