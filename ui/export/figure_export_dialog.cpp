#include "ui/export/figure_export_dialog.h"

#include "ui/document/app_settings.h"
#include "ui/export/file_choice_row.h"

#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSpinBox>

namespace ae {

namespace {

const QVector<FigureExporter::Format> kFormats = {
    FigureExporter::Format::Png, FigureExporter::Format::Svg, FigureExporter::Format::Pdf};

} // namespace

FigureExportDialog::FigureExportDialog(const QString& suggestedName, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("figureExportDialog"));
    setWindowTitle(tr("Export Figure"));
    auto* form = new QFormLayout(this);

    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("formatCombo"));
    m_format->addItem(tr("PNG image"));
    m_format->addItem(tr("SVG drawing (vector, text outlined)"));
    m_format->addItem(tr("PDF document (vector)"));
    // Why the SVG's text is paths: it must look the same where no CJK font is
    // installed. Wrapped in <p> so the tooltip is rich text, which Qt wraps.
    const QString paragraph = QStringLiteral("<p>%1</p>");
    m_format->setItemData(
        1,
        paragraph.arg(tr("Every letter is saved as a shape, so the drawing needs no font: "
                         "Chinese labels look right in PowerPoint, Inkscape or a browser "
                         "anywhere. The text cannot be edited as text.")),
        Qt::ToolTipRole);
    m_format->setItemData(
        2, paragraph.arg(tr("The fonts are embedded: the text stays selectable and searchable.")),
        Qt::ToolTipRole);
    form->addRow(tr("Format:"), m_format);

    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("presetCombo"));
    for (FigureSizePreset preset : allFigureSizePresets()) {
        const FigureSize size = figureSize(preset);
        m_preset->addItem(tr("%1 — %2 × %3 in, %4 dpi")
                              .arg(figureSizePresetName(preset))
                              .arg(size.widthInches, 0, 'g', 4)
                              .arg(size.heightInches, 0, 'g', 4)
                              .arg(size.dpi));
    }
    m_preset->addItem(tr("Custom size"));
    form->addRow(tr("Size:"), m_preset);

    auto* sizeRow = new QHBoxLayout;
    m_width = new QSpinBox(this);
    m_width->setObjectName(QStringLiteral("widthSpin"));
    m_height = new QSpinBox(this);
    m_height->setObjectName(QStringLiteral("heightSpin"));
    for (QSpinBox* spin : {m_width, m_height}) {
        spin->setRange(16, 20000);
        spin->setSuffix(tr(" px"));
    }
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    m_dpi = new QSpinBox(this);
    m_dpi->setObjectName(QStringLiteral("dpiSpin"));
    m_dpi->setRange(36, 1200);
    m_dpi->setSuffix(tr(" dpi"));
    sizeRow->addWidget(m_dpi);
    form->addRow(tr("Pixels:"), sizeRow);
    m_sizeLabel = new QLabel(this);
    m_sizeLabel->setObjectName(QStringLiteral("physicalSizeLabel"));
    form->addRow(QString(), m_sizeLabel);

    m_path = new FileChoiceRow(
        QStringLiteral("pathEdit"), tr("Export Figure"), [this] { return fileFilter(); }, this);
    m_path->addWithExportButtons(form, this);

    // The saved choices.
    const std::optional<FigureExporter::Format> savedFormat =
        FigureExporter::formatFromSuffix(QStringLiteral("x.") + settings::exportFormat.get());
    m_format->setCurrentIndex(int(kFormats.indexOf(savedFormat.value_or(kFormats.front()))));
    m_width->setValue(settings::exportWidth.get());
    m_height->setValue(settings::exportHeight.get());
    m_dpi->setValue(settings::exportDpi.get());
    m_path->setPathInLastDirectory(suggestedName + QLatin1Char('.') +
                                   FigureExporter::suffix(options().format));
    setPresetIndex(std::clamp(settings::exportPreset.get(), 0, customPresetIndex()));

    connect(m_preset, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &FigureExportDialog::onPresetChanged);
    connect(m_format, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &FigureExportDialog::onFormatChanged);
    for (QSpinBox* spin : {m_width, m_height, m_dpi})
        connect(spin, qOverload<int>(&QSpinBox::valueChanged), this,
                &FigureExportDialog::updateSizeLabel);
    updateSizeLabel();
}

FigureExportOptions FigureExportDialog::options() const
{
    FigureExportOptions options;
    options.path = m_path->path();
    options.format = kFormats.value(m_format->currentIndex(), FigureExporter::Format::Png);
    options.size = QSize(m_width->value(), m_height->value());
    options.dpi = m_dpi->value();
    return options;
}

void FigureExportDialog::setPresetIndex(int index)
{
    m_preset->setCurrentIndex(index);
    onPresetChanged();
}

void FigureExportDialog::setFormat(FigureExporter::Format format)
{
    m_format->setCurrentIndex(int(kFormats.indexOf(format)));
}

void FigureExportDialog::setCustomSize(QSize pixels, int dpi)
{
    setPresetIndex(customPresetIndex());
    m_width->setValue(pixels.width());
    m_height->setValue(pixels.height());
    m_dpi->setValue(dpi);
}

void FigureExportDialog::setPath(const QString& path)
{
    m_path->setPath(path);
}

void FigureExportDialog::onPresetChanged()
{
    const int index = m_preset->currentIndex();
    const bool custom = index == customPresetIndex();
    if (!custom) {
        const FigureSize size = figureSize(allFigureSizePresets().at(index));
        m_width->setValue(size.pixels().width());
        m_height->setValue(size.pixels().height());
        m_dpi->setValue(size.dpi);
    }
    for (QSpinBox* spin : {m_width, m_height, m_dpi})
        spin->setEnabled(custom);
    updateSizeLabel();
}

void FigureExportDialog::onFormatChanged()
{
    // The file name follows the format.
    m_path->setSuffix(FigureExporter::suffix(options().format));
}

void FigureExportDialog::updateSizeLabel()
{
    const double dpi = m_dpi->value();
    m_sizeLabel->setText(tr("%1 × %2 in (%3 × %4 cm)")
                             .arg(m_width->value() / dpi, 0, 'f', 2)
                             .arg(m_height->value() / dpi, 0, 'f', 2)
                             .arg(m_width->value() / dpi * 2.54, 0, 'f', 1)
                             .arg(m_height->value() / dpi * 2.54, 0, 'f', 1));
}

QString FigureExportDialog::fileFilter() const
{
    const FigureExporter::Format format = options().format;
    return format == FigureExporter::Format::Png   ? tr("PNG image (*.png)")
           : format == FigureExporter::Format::Svg ? tr("SVG drawing (*.svg)")
                                                   : tr("PDF document (*.pdf)");
}

void FigureExportDialog::accept()
{
    FigureExportOptions current = options();
    if (current.path.isEmpty()) {
        QMessageBox::warning(this, tr("Export Figure"), tr("Choose a file to export to."));
        return;
    }
    m_path->addSuffixIfMissing(FigureExporter::suffix(current.format));
    settings::exportFormat.set(FigureExporter::suffix(current.format));
    settings::exportPreset.set(m_preset->currentIndex());
    settings::exportWidth.set(current.size.width());
    settings::exportHeight.set(current.size.height());
    settings::exportDpi.set(current.dpi);
    QDialog::accept();
}

bool FigureExportDialog::exportFigure(QWidget* figure, const FigureExportOptions& options,
                                      QString* error)
{
    return FigureExporter::exportWidgetLaidOut(figure, options.path, options.format, options.size,
                                               options.dpi, error);
}

bool FigureExportDialog::run(QWidget* figure, const QString& suggestedName, QWidget* parent)
{
    FigureExportDialog dialog(suggestedName, parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const FigureExportOptions options = dialog.options();
    QString error;
    if (!exportFigure(figure, options, &error)) {
        QMessageBox::warning(parent, tr("Export Figure"),
                             tr("Could not export the figure: %1").arg(error));
        return false;
    }
    settings::lastDirectory.set(QFileInfo(options.path).absolutePath());
    return true;
}

} // namespace ae
