#pragma once
// A right-click "Export figure…" on one plot or diagram of the positional and
// complexity pages, saving it through FigureExporter (PNG at 2× / SVG / PDF),
// like the main window's Export Figure does for a whole tab.

class QWidget;

namespace ae {

void enableFigureExportMenu(QWidget* figure);

} // namespace ae
