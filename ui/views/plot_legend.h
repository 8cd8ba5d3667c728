#pragma once
// Legends that never cover data: the plot's legend moved out of the axis
// rect into a row of its own below it (after the axis labels), its entries
// filled row by row, `columns` to a row. Curves that fill the whole axis rect
// (encoding columns, kernel regression, training curves) stay visible, and a
// legend scaled for a projector pushes the axis rect up instead of hiding it.

class QCustomPlot;

namespace ae {

// Call once, after the plot's own rows (a title row above) are in place.
void placeLegendBelow(QCustomPlot* plot, int columns = 3);

} // namespace ae
