#include "ui/classroom/appearance_menu.h"

#include "ui/document/app_settings.h"
#include "ui/lessons/lessons_page.h"
#include "ui/stepthrough/stage_page_widget.h"
#include "ui/training/training_heads_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/head_grid_view.h"

#include <QActionGroup>

namespace ae {

AppearanceMenu::AppearanceMenu(QMenu* parentMenu) : QObject(parentMenu)
{
    m_themeMenu = parentMenu->addMenu(tr("&Theme"));
    m_themeMenu->setObjectName(QStringLiteral("themeMenu"));
    m_themeGroup = new QActionGroup(this);
    for (Theme::Id id : {Theme::Id::System, Theme::Id::Light, Theme::Id::Dark}) {
        QAction* action = m_themeMenu->addAction(Theme::displayName(id));
        action->setObjectName(QStringLiteral("themeAction_") + Theme::key(id));
        action->setCheckable(true);
        action->setData(Theme::key(id));
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, id] { chooseTheme(id); });
    }

    m_colorMapMenu = parentMenu->addMenu(tr("&Colour Map"));
    m_colorMapMenu->setObjectName(QStringLiteral("colorMapMenu"));
    m_colorMapGroup = new QActionGroup(this);
    for (ColorMapId id : allColorMaps()) {
        if (id == ColorMapId::Diverging)
            continue; // reserved for signed values, below
        QAction* action = m_colorMapMenu->addAction(colorMapDisplayName(id));
        action->setObjectName(QStringLiteral("colorMapAction_") + colorMapKey(id));
        action->setCheckable(true);
        action->setData(colorMapKey(id));
        m_colorMapGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, id] { chooseColorMap(id); });
    }
    m_colorMapMenu->addSeparator();
    m_colorMapMenu
        ->addAction(tr("Signed values (scores, P, differences): %1, centred on 0")
                        .arg(colorMapDisplayName(ColorMapId::Diverging)))
        ->setEnabled(false);
    m_colorMap = savedColorMap();
    checkCurrent();
}

namespace {

// `root` itself and its descendants of type T.
template <typename T> QList<T*> viewsUnder(QWidget* root)
{
    QList<T*> views = root->findChildren<T*>();
    if (auto* self = qobject_cast<T*>(root))
        views.prepend(self);
    return views;
}

} // namespace

void AppearanceMenu::applyColorMap(QWidget* root, ColorMapId id)
{
    if (!root || id == ColorMapId::Diverging)
        return;
    for (HeadGridView* grid : viewsUnder<HeadGridView>(root))
        grid->setColorMap(id);
    for (StagePageWidget* page : viewsUnder<StagePageWidget>(root))
        page->setColorMap(id);
    for (CompareView* compare : viewsUnder<CompareView>(root))
        compare->setColorMap(id);
    for (LessonsPage* lessons : viewsUnder<LessonsPage>(root))
        lessons->setColorMap(id);
    for (TrainingHeadsView* heads : viewsUnder<TrainingHeadsView>(root))
        heads->setColorMap(id);
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
