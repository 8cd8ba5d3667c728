#pragma once
// A right-click "Export figure…" on one plot or diagram of the positional and
// complexity pages, through the export dialog (format, slide/paper size, DPI)
// like the main window's Export Figure does for a whole tab, and "Copy figure"
// (image + SVG on the clipboard).

class QWidget;

namespace ae {

void enableFigureExportMenu(QWidget* figure);

} // namespace ae
