#pragma once
// Small helpers shared by the positional-encoding views: a crisp matrix
// heatmap (rows down, columns across) and the diverging gradient for values
// in [−1, 1].

#include "core/types.h"

#include <qcustomplot.h>

namespace ae {

// Blue (−1) – white (0) – red (+1). Everything this tab draws (P, M(δ),
// p_i·p_j) is signed, so View ▸ Colour Map does not apply here: the rule,
// stated in AppearanceMenu, is that signed values stay diverging around 0.
QCPColorGradient divergingGradient();

// Clears `plot` and shows `values` as one QCPColorMap: cell (column, row),
// row 0 at the top, no interpolation. Returns the colour map.
QCPColorMap* showMatrixHeatmap(QCustomPlot* plot, const Matrix& values,
                               const QCPColorGradient& gradient, const QCPRange& dataRange);

} // namespace ae
