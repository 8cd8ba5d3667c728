#pragma once
// Saves a view as a figure: PNG (given pixel size and DPI), SVG and PDF (both
// vector: a QCustomPlot is re-drawn through QCPPainter, any other widget
// through QWidget::render). Files are written atomically (QSaveFile), so a
// failed export never leaves a half-written file behind.

#include <QSize>
#include <QString>

#include <optional>

class QWidget;

namespace ae {

class FigureExporter
{
public:
    enum class Format
    {
        Png,
        Svg,
        Pdf
    };

    // size: output size in pixels (PNG) or points at `dpi` (SVG/PDF); an empty
    // size means the widget's current size. dpi ≤ 0 means 96.
    // Returns false and sets *error (when given) on failure.
    static bool exportWidget(QWidget* widget, const QString& path, Format format, QSize size,
                             int dpi, QString* error);
    // By file suffix (case-insensitive): png, svg, pdf.
    static std::optional<Format> formatFromSuffix(const QString& path);
    static QString suffix(Format format);
};

} // namespace ae
