#pragma once
// File ▸ Export Figure… / Export Matrix… / Export All… and Edit ▸ Copy
// Figure for the window behind a WindowContext. Computes nothing: figures are
// the shown tab's, numbers the session's newest run.

#include "ui/i18n/retranslated_texts.h"

#include <QObject>
#include <QString>

class QMenu;

namespace ae {

class WindowContext;

class ExportActions : public QObject
{
    Q_OBJECT
public:
    ExportActions(WindowContext& context, QObject* parent);

    // Export Figure… (Ctrl+E), Export Matrix… and Export All…, in that order.
    void addFileActions(QMenu* file);
    // Copy Figure (Ctrl+Shift+C).
    void addEditActions(QMenu* edit);

    // The dialog of File ▸ Export Figure… for the shown tab's figure.
    void exportFigureWithDialog();
    // Edit ▸ Copy Figure: the shown figure at 2× as image + SVG.
    bool copyFigure();
    // File ▸ Export Matrix… (dialog) for the newest run.
    void exportMatrixWithDialog();
    // File ▸ Export All… into `directory` without the folder dialog (a
    // progress dialog shows for long exports). True when every file was written.
    bool exportAll(const QString& directory);
    QString lastExportAllSummary() const { return m_lastExportAllSummary; }
    // A file-name stem for the shown figure ("headGrid", "figure").
    QString currentFigureName() const;

    // Sets the actions' texts again in the interface language (the window
    // calls it on a language change).
    void retranslate();

private:
    WindowContext& m_context;
    QString m_lastExportAllSummary;
    RetranslatedTexts m_texts{"ae::ExportActions"};
};

} // namespace ae
