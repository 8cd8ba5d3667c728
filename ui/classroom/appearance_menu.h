#pragma once
// View ▸ Theme and View ▸ Colour map: exclusive choices, saved in QSettings
// (settings::theme, settings::colorMap) and restored by restoreSaved().
// The theme applies itself (Theme::apply); the colour map is announced with
// colorMapChosen for the main window to hand to the views. Signed quantities
// (scores, P, differences) keep the diverging map centred on zero whatever
// is chosen here: the menu says so in a disabled line.

#include "ui/classroom/theme.h"
#include "ui/views/color_map_id.h"

#include <QMenu>

class QActionGroup;

namespace ae {

class AppearanceMenu : public QObject
{
    Q_OBJECT
public:
    // Creates the two sub-menus inside `parentMenu`.
    explicit AppearanceMenu(QMenu* parentMenu);

    QMenu* themeMenu() const { return m_themeMenu; }
    QMenu* colorMapMenu() const { return m_colorMapMenu; }

    // Sets the menus' texts in the interface language (on a language change).
    void retranslate();
    // Applies the saved theme and announces the saved colour map.
    void restoreSaved();
    void chooseTheme(Theme::Id id);
    void chooseColorMap(ColorMapId id);
    ColorMapId colorMap() const { return m_colorMap; }

    // The saved choices (defaults when nothing or something unknown is saved).
    static Theme::Id savedTheme();
    static ColorMapId savedColorMap();

signals:
    void colorMapChosen(ae::ColorMapId id);

private:
    void checkCurrent();

    QMenu* m_themeMenu = nullptr;
    QMenu* m_colorMapMenu = nullptr;
    QActionGroup* m_themeGroup = nullptr;
    QActionGroup* m_colorMapGroup = nullptr;
    ColorMapId m_colorMap = ColorMapId::Viridis;
    QAction* m_signedNote = nullptr;
};

} // namespace ae
