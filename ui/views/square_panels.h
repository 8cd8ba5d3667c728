#pragma once
// Panels of heatmaps whose cells stay square: a grid of panelColumns ×
// panelRows panels, `spacing` apart, each rows × cols cells plus its chrome
// (title, labels, colour bar). A view sizes each panel (its sizeHint,
// centred in its place) and put the room left over around the block, so a
// diagonal reads as a diagonal however wide or tall the window is.

#include <QMargins>
#include <QSize>

class QFontMetrics;

namespace ae {

// chrome + (cols, rows) × the whole-pixel side of the largest square cells
// `area` allows. Invalid when not even one-pixel cells fit.
QSize squarePanelSize(QSize area, int panelColumns, int panelRows, int spacing, int rows, int cols,
                      QSize chrome);

struct SquarePanels
{
    QSize panel;      // each panel's size
    QMargins margins; // around the block: the room square cells leave
};

// The panels' size and the block's margins in `area`. Where no square
// cells fit, each panel fills its place and there are no margins.
SquarePanels fitSquarePanels(QSize area, int panelColumns, int panelRows, int spacing, int rows,
                             int cols, QSize chrome);

// The side of the square cells that rows × cols heatmaps get when `area`
// holds them panelColumns across and panelRows down, each panel losing
// `chrome`: min(panel width / cols, panel height / rows), the panel's size
// less its chrome (negative where the chrome does not fit).
double squareCellSide(QSize area, int panelColumns, int panelRows, int rows, int cols,
                      QSize chrome);

// The column count that gives `panels` heatmaps of rows × cols cells the
// largest square cells in `area`, each panel losing `chrome` pixels to its
// title, labels and colour bar (squareCellSide); of equal cell sizes, the
// fewest columns. A 16:9 slide of 8 heads and their mean over 64 tokens
// gets 5 columns in 2 rows instead of 3 × 3 panels three times wider than
// high.
int columnsForSquareCells(int panels, int rows, int cols, QSize area, QSize chrome);

// A heatmap's chrome before it has measured its own (what chromeSize()
// gives until its first layout; the Heads grid's stable guess for choosing
// its columns): the title and the key labels above, the query labels on the
// left, the colour bar on the right, a few lines of text each.
QSize estimatedHeatmapChrome(const QFontMetrics& metrics);

} // namespace ae
