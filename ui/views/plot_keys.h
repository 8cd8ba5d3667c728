#pragma once
// The keys of a plot, placed where they never cover data:
// - a legend moved out of the axis rect into a row of its own below it
//   (after the axis labels), its entries filled row by row, up to `columns`
//   to a row, fewer (spread evenly over the rows) where the plot is too
//   narrow for that many whole entries: chosen again before every replot,
//   so a narrower window or presentation mode's larger text wraps the
//   entries instead of cutting them. Curves that fill the whole axis rect
//   (encoding columns, kernel regression) stay visible, and a legend scaled
//   for a projector pushes the axis rect up instead of hiding it;
// - a colour scale beside a colour map's axis rect, so every heatmap says
//   what its colours mean.

class QCPColorMap;
class QCPColorScale;
class QCPLegend;
class QCustomPlot;

namespace ae {

// Call once, after the plot's own rows (a title row above) are in place.
void placeLegendBelow(QCustomPlot* plot, int columns = 3);

// Columns, up to `most`, for `legend`'s entries filled row by row: the
// fewest rows in which they fit `width` pixels whole (each column as wide as
// its widest entry), the entries spread evenly over those rows (four that
// fit three to a row go two and two); at least 1.
int legendColumnsThatFit(const QCPLegend* legend, int width, int most);

// The colour scale right of `map`'s axis rect, made on the first call (the
// one already there afterwards), aligned with the rect's top and bottom and
// attached to `map`: it shows the map's gradient and data range.
QCPColorScale* attachColorScale(QCustomPlot* plot, QCPColorMap* map);

} // namespace ae
