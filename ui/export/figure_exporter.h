#pragma once
// Saves a view as a figure: PNG (given pixel size and DPI), SVG and PDF (both
// vector: a QCustomPlot is re-drawn through QCPPainter, any other widget
// through QWidget::render). The PDF embeds its fonts; the SVG has its text
// outlined (every glyph a path, see TextOutliningDevice), so it needs no font. Files are written
// atomically (QSaveFile), so a failed export never leaves a half-written file behind.

#include "ui/views/figure_marks.h"

#include <QSize>
#include <QString>
#include <QVector>

#include <optional>

class QWidget;

namespace ae {

// Figure sizes for slides and papers. Physical size and DPI chosen so the
// pixel sizes are the usual ones:
//   slide 16:9    13.333 × 7.5 in at 144 dpi = 1920 × 1080 px
//   slide 4:3     10 × 7.5 in at 144 dpi     = 1440 × 1080 px
//   one column    3.5 × 2.5 in at 300 dpi    = 1050 × 750 px  (a two-column paper's column)
//   two columns   7 × 4 in at 300 dpi        = 2100 × 1200 px (the full text width)
enum class FigureSizePreset
{
    Slide16x9,
    Slide4x3,
    OneColumn,
    TwoColumns
};

struct FigureSize
{
    double widthInches = 0;
    double heightInches = 0;
    int dpi = 96;
    // widthInches·dpi × heightInches·dpi, rounded.
    QSize pixels() const;
};

FigureSize figureSize(FigureSizePreset preset);
// Every preset, in menu order.
QVector<FigureSizePreset> allFigureSizePresets();
// Translated name for menus ("Slide 16:9").
QString figureSizePresetName(FigureSizePreset preset);

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
    // Like exportWidget, but lays the widget out at the figure's physical
    // size first (size / dpi inches, at the screen's logical DPI), so a 16:9
    // slide of a square widget is a 16:9 picture with fonts at their point
    // size instead of a stretched screen shot. The widget must be visible;
    // its geometry is restored afterwards.
    static bool exportWidgetLaidOut(QWidget* widget, const QString& path, Format format, QSize size,
                                    int dpi, QString* error);
    static QString suffix(Format format);
    // ui/views/figure_marks.h: what the views read while a figure is painted.
    static bool isExporting(const QWidget* widget) { return figure_marks::isExporting(widget); }
    static constexpr const char* kScreenOnlyProperty = figure_marks::kScreenOnlyProperty;
};

} // namespace ae
