#pragma once
// The colour maps the heatmaps offer, as identifiers: light (QtCore only),
// so menus, settings, figure options and views that only pass a choice
// along do not pull in QCustomPlot. ui/views/color_maps.h turns an id into
// its gradient.

#include <QString>
#include <QVector>

#include <optional>

namespace ae {

enum class ColorMapId
{
    Viridis,
    Cividis,
    Magma,
    Diverging,
    Greys
};

// Every map, in menu order.
QVector<ColorMapId> allColorMaps();

// Stable, untranslated name for settings and session files ("viridis").
QString colorMapKey(ColorMapId id);
std::optional<ColorMapId> colorMapFromKey(const QString& key);

// Translated name for menus ("Viridis").
QString colorMapDisplayName(ColorMapId id);

} // namespace ae
