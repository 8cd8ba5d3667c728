#pragma once
// The keys of a plot, placed where they never cover data:
// - a legend moved out of the axis rect into a row of its own below it
//   (after the axis labels), its entries filled row by row, `columns` to a
//   row: curves that fill the whole axis rect (encoding columns, kernel
//   regression) stay visible, and a legend scaled for a projector pushes the
//   axis rect up instead of hiding it;
// - a colour scale beside a colour map's axis rect, so every heatmap says
//   what its colours mean.

class QCPColorMap;
class QCPColorScale;
class QCustomPlot;

namespace ae {

// Call once, after the plot's own rows (a title row above) are in place.
void placeLegendBelow(QCustomPlot* plot, int columns = 3);

// The colour scale right of `map`'s axis rect, made on the first call (the
// one already there afterwards), aligned with the rect's top and bottom and
// attached to `map`: it shows the map's gradient and data range.
QCPColorScale* attachColorScale(QCustomPlot* plot, QCPColorMap* map);

} // namespace ae
