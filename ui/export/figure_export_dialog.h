#pragma once
// File ▸ Export figure… and the right-click "Export figure…": format (PNG,
// SVG, PDF), a size preset (slides 16:9 and 4:3, one or two paper columns;
// see FigureSizePreset for the inches and DPI), or a custom pixel size, and
// the DPI. The last choices are remembered (settings::export*).
// exportFigure() does the work, so scripts and tests need no dialog.

#include "ui/export/figure_exporter.h"

#include <QDialog>
#include <QSize>
#include <QString>

class QComboBox;
class QLabel;
class QSpinBox;

namespace ae {

class FileChoiceRow;

struct FigureExportOptions
{
    QString path;
    FigureExporter::Format format = FigureExporter::Format::Png;
    QSize size; // pixels (PNG) or pixels at `dpi` (SVG/PDF: size / dpi inches)
    int dpi = 96;
};

class FigureExportDialog : public QDialog
{
    Q_OBJECT
public:
    // `suggestedName`: file name without suffix, in the last export folder.
    explicit FigureExportDialog(const QString& suggestedName, QWidget* parent = nullptr);

    FigureExportOptions options() const;
    // Index in the preset combo: a FigureSizePreset, or customPresetIndex().
    void setPresetIndex(int index);
    static int customPresetIndex() { return int(allFigureSizePresets().size()); }
    void setFormat(FigureExporter::Format format);
    void setCustomSize(QSize pixels, int dpi);
    void setPath(const QString& path);

    // Saves `figure` (laid out at the figure's physical size) as `options` says.
    static bool exportFigure(QWidget* figure, const FigureExportOptions& options, QString* error);
    // Shows the dialog for `figure` and exports it; errors in a message box.
    // Returns true when a file was written.
    static bool run(QWidget* figure, const QString& suggestedName, QWidget* parent);

    void accept() override;

private:
    void onPresetChanged();
    void onFormatChanged();
    void updateSizeLabel();
    // The save dialog's file filter for the chosen format.
    QString fileFilter() const;

    QComboBox* m_format = nullptr;
    QComboBox* m_preset = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QSpinBox* m_dpi = nullptr;
    QLabel* m_sizeLabel = nullptr;
    FileChoiceRow* m_path = nullptr;
};

} // namespace ae
