#pragma once
// Edit ▸ Copy figure and the right-click "Copy figure": the figure goes to the
// clipboard both as an image (for slides, chat) and as SVG ("image/svg+xml",
// for vector-aware editors such as Inkscape or LibreOffice), drawn through
// FigureExporter at the widget's size × `scale`.

#include <QString>

class QMimeData;
class QWidget;

namespace ae {

class FigureClipboard
{
public:
    // Mime data with the image and the SVG; nullptr (and *error) on failure.
    static QMimeData* mimeData(QWidget* figure, double scale, QString* error);
    // Puts mimeData() on the clipboard.
    static bool copy(QWidget* figure, double scale, QString* error);
};

} // namespace ae
