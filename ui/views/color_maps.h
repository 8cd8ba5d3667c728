#pragma once
// Colour gradients of the heatmaps. QCustomPlot 2.1 has no perceptually
// uniform presets, so viridis, cividis and magma are built from colour stops
// (sampled from matplotlib's tables); the diverging map is blue–white–red and
// meant for data ranges symmetric around 0 (differences, raw scores).
// The ids and names alone are in ui/views/color_map_id.h (no QCustomPlot).

#include "ui/views/color_map_id.h"

#include <qcustomplot.h>

namespace ae {

QCPColorGradient colorMap(ColorMapId id);

} // namespace ae
