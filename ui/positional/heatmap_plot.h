#pragma once
// Small helpers shared by the positional-encoding views: a crisp matrix
// heatmap (rows down, columns across) and the diverging gradient for values
// in [−1, 1].

#include "core/types.h"

#include <qcustomplot.h>

namespace ae {

// Blue (−1) – white (0) – red (+1). The encoding P is signed, so View ▸
// Colour Map does not apply to it: the rule, stated in AppearanceMenu, is
// that signed values stay diverging around 0. (The binary analogy's 0/1
// digits are drawn as ink on paper, two levels, not as a quantity.)
QCPColorGradient divergingGradient();

// Clears `plot` and shows `values` as one QCPColorMap: cell (column, row),
// row 0 at the top, no interpolation, with its colour scale on the right;
// rows and columns numbered as densely as their labels fit (IndexTicker).
// Returns the colour map.
QCPColorMap* showMatrixHeatmap(QCustomPlot* plot, const Matrix& values,
                               const QCPColorGradient& gradient, const QCPRange& dataRange);

} // namespace ae
