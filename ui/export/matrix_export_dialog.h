#pragma once
// File ▸ Export Matrix…: one matrix of the current run (stage, batch item,
// head) as CSV or NumPy .npy, through MatrixExport.

#include "ui/document/attention_run.h"
#include "ui/export/matrix_export.h"

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace ae {

class FileChoiceRow;

class MatrixExportDialog : public QDialog
{
    Q_OBJECT
public:
    MatrixExportDialog(RunPtr run, int batch, int head, QWidget* parent = nullptr);

    MatrixExport::Stage stage() const;
    int batch() const;
    int head() const;
    MatrixExport::Format format() const;
    QString path() const;

    // Writes the chosen matrix; errors in a message box, the dialog stays open.
    void accept() override;

private:
    void updateControls();

    RunPtr m_run;
    QComboBox* m_stage = nullptr;
    QSpinBox* m_batch = nullptr;
    QSpinBox* m_head = nullptr;
    QComboBox* m_format = nullptr;
    FileChoiceRow* m_path = nullptr;
};

} // namespace ae
