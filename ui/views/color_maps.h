#pragma once
// Colour gradients of the heatmaps. QCustomPlot 2.1 has no perceptually
// uniform presets, so viridis, cividis and magma are built from colour stops
// (sampled from matplotlib's tables); the diverging map is blue–white–red and
// meant for data ranges symmetric around 0 (differences, raw scores).

#include <QString>
#include <QVector>
#include <qcustomplot.h>

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

QCPColorGradient colorMap(ColorMapId id);

// Every map, in menu order.
QVector<ColorMapId> allColorMaps();

// Stable, untranslated name for settings and session files ("viridis").
QString colorMapKey(ColorMapId id);
std::optional<ColorMapId> colorMapFromKey(const QString& key);

// Translated name for menus ("Viridis").
QString colorMapDisplayName(ColorMapId id);

} // namespace ae
