#include "ui/views/square_panels.h"

#include <QFontMetrics>

#include <algorithm>

namespace ae {

QSize squarePanelSize(QSize area, int panelColumns, int panelRows, int spacing, int rows, int cols,
                      QSize chrome)
{
    if (panelColumns <= 0 || panelRows <= 0 || rows <= 0 || cols <= 0 || area.isEmpty())
        return {};
    const int placeWidth = (area.width() - (panelColumns - 1) * spacing) / panelColumns;
    const int placeHeight = (area.height() - (panelRows - 1) * spacing) / panelRows;
    if (placeWidth < chrome.width() || placeHeight < chrome.height())
        return {};
    const int side =
        std::min((placeWidth - chrome.width()) / cols, (placeHeight - chrome.height()) / rows);
    if (side < 1)
        return {};
    return chrome + QSize(cols * side, rows * side);
}

SquarePanels fitSquarePanels(QSize area, int panelColumns, int panelRows, int spacing, int rows,
                             int cols, QSize chrome)
{
    SquarePanels fit;
    if (panelColumns <= 0 || panelRows <= 0)
        return fit;
    fit.panel = squarePanelSize(area, panelColumns, panelRows, spacing, rows, cols, chrome);
    if (!fit.panel.isValid()) {
        fit.panel = QSize(std::max(1, (area.width() - (panelColumns - 1) * spacing) / panelColumns),
                          std::max(1, (area.height() - (panelRows - 1) * spacing) / panelRows));
        return fit;
    }
    const int spareWidth =
        area.width() - panelColumns * fit.panel.width() - (panelColumns - 1) * spacing;
    const int spareHeight =
        area.height() - panelRows * fit.panel.height() - (panelRows - 1) * spacing;
    fit.margins = QMargins(spareWidth / 2, spareHeight / 2, spareWidth - spareWidth / 2,
                           spareHeight - spareHeight / 2);
    return fit;
}

double squareCellSide(QSize area, int panelColumns, int panelRows, int rows, int cols, QSize chrome)
{
    const double width = double(area.width()) / panelColumns - chrome.width();
    const double height = double(area.height()) / panelRows - chrome.height();
    return std::min(width / cols, height / rows);
}

int columnsForSquareCells(int panels, int rows, int cols, QSize area, QSize chrome)
{
    if (panels <= 1 || rows <= 0 || cols <= 0 || area.isEmpty())
        return 1;
    int best = 1;
    double bestCell = -1.0;
    for (int c = 1; c <= panels; ++c) {
        const double cell = squareCellSide(area, c, (panels + c - 1) / c, rows, cols, chrome);
        if (cell > bestCell + 1e-9) {
            bestCell = cell;
            best = c;
        }
    }
    return best;
}

QSize estimatedHeatmapChrome(const QFontMetrics& metrics)
{
    const int line = metrics.height();
    return {7 * line, 5 * line};
}

} // namespace ae
