#include "ui/export/matrix_export_dialog.h"

#include "ui/document/app_settings.h"
#include "ui/export/file_choice_row.h"

#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QMessageBox>
#include <QSpinBox>

namespace ae {

MatrixExportDialog::MatrixExportDialog(RunPtr run, int batch, int head, QWidget* parent)
    : QDialog(parent), m_run(std::move(run))
{
    setObjectName(QStringLiteral("matrixExportDialog"));
    setWindowTitle(tr("Export Matrix"));
    auto* form = new QFormLayout(this);
    m_stage = new QComboBox(this);
    m_stage->setObjectName(QStringLiteral("stageCombo"));
    for (MatrixExport::Stage stage : MatrixExport::allStages())
        m_stage->addItem(MatrixExport::stageName(stage), int(stage));
    form->addRow(tr("Matrix:"), m_stage);
    m_batch = new QSpinBox(this);
    m_batch->setObjectName(QStringLiteral("batchSpin"));
    m_batch->setRange(1, m_run ? int(m_run->trace.batch.size()) : 1);
    m_batch->setValue(batch + 1);
    form->addRow(tr("Batch item:"), m_batch);
    m_head = new QSpinBox(this);
    m_head->setObjectName(QStringLiteral("headSpin"));
    m_head->setRange(1, m_run ? m_run->trace.shape.heads : 1);
    m_head->setValue(head + 1);
    form->addRow(tr("Head:"), m_head);
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("matrixFormatCombo"));
    m_format->addItem(tr("CSV with token labels"));
    // A float64 run's matrices are written in double ('<f8').
    m_format->addItem(m_run && m_run->isFloat64() ? tr("NumPy .npy (float64)")
                                                  : tr("NumPy .npy (float32)"));
    form->addRow(tr("Format:"), m_format);
    m_path = new FileChoiceRow(
        QStringLiteral("matrixPathEdit"), tr("Export Matrix"),
        [this] {
            return format() == MatrixExport::Format::Csv ? tr("CSV table (*.csv)")
                                                         : tr("NumPy array (*.npy)");
        },
        this);
    m_path->addWithExportButtons(form, this);
    m_path->setPathInLastDirectory(QStringLiteral("weights.csv"));
    for (QComboBox* combo : {m_stage, m_format})
        connect(combo, qOverload<int>(&QComboBox::currentIndexChanged), this,
                &MatrixExportDialog::updateControls);
    for (QSpinBox* spin : {m_batch, m_head})
        connect(spin, qOverload<int>(&QSpinBox::valueChanged), this,
                &MatrixExportDialog::updateControls);
    updateControls();
}

MatrixExport::Stage MatrixExportDialog::stage() const
{
    return MatrixExport::Stage(m_stage->currentData().toInt());
}

int MatrixExportDialog::batch() const
{
    return m_batch->value() - 1;
}

int MatrixExportDialog::head() const
{
    return m_head->value() - 1;
}

MatrixExport::Format MatrixExportDialog::format() const
{
    return m_format->currentIndex() == 1 ? MatrixExport::Format::Npy : MatrixExport::Format::Csv;
}

QString MatrixExportDialog::path() const
{
    return m_path->path();
}

void MatrixExportDialog::updateControls()
{
    m_head->setEnabled(MatrixExport::isPerHead(stage()));
    m_batch->setEnabled(stage() != MatrixExport::Stage::PositionalEncoding);
    // The file name follows the choice: weights-head2.npy.
    QString stem = MatrixExport::stageKey(stage());
    if (MatrixExport::isPerHead(stage()))
        stem += QStringLiteral("-head%1").arg(m_head->value());
    m_path->setFileName(stem + (format() == MatrixExport::Format::Npy ? QStringLiteral(".npy")
                                                                      : QStringLiteral(".csv")));
}

void MatrixExportDialog::accept()
{
    QString error;
    if (!m_run) {
        QMessageBox::warning(this, tr("Export Matrix"),
                             tr("Nothing to export: no computation yet."));
        return;
    }
    if (!MatrixExport::write(*m_run, stage(), batch(), head(), format(), path(), &error)) {
        QMessageBox::warning(this, tr("Export Matrix"),
                             tr("Could not export the matrix: %1").arg(error));
        return;
    }
    settings::lastDirectory.set(QFileInfo(path()).absolutePath());
    QDialog::accept();
}

} // namespace ae
