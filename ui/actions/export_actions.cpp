#include "ui/actions/export_actions.h"

#include "ui/actions/window_context.h"
#include "ui/classroom/appearance_menu.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/export/figure_clipboard.h"
#include "ui/export/figure_export_dialog.h"
#include "ui/export/figure_exporter.h"
#include "ui/export/matrix_export_dialog.h"
#include "ui/figures/export_all.h"
#include "ui/stepthrough/step_through_view.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QProgressDialog>
#include <QTabWidget>

namespace ae {

ExportActions::ExportActions(WindowContext& context, QObject* parent)
    : QObject(parent), m_context(context)
{
}

void ExportActions::addFileActions(QMenu* file)
{
    QAction* figure =
        m_texts.action(file->addAction(QString(), this, &ExportActions::exportFigureWithDialog),
                       QT_TR_NOOP("&Export Figure…"));
    figure->setShortcut(QKeySequence(tr("Ctrl+E")));
    figure->setObjectName(QStringLiteral("exportAction"));
    QAction* matrix =
        m_texts.action(file->addAction(QString(), this, &ExportActions::exportMatrixWithDialog),
                       QT_TR_NOOP("Export &Matrix…"));
    matrix->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    matrix->setObjectName(QStringLiteral("exportMatrixAction"));
    QAction* all = m_texts.action(
        file->addAction(QString(), this,
                        [this] {
                            const QString directory = QFileDialog::getExistingDirectory(
                                m_context.mainWindow(), tr("Export All into a Folder"),
                                settings::lastDirectory.get());
                            if (!directory.isEmpty())
                                exportAll(directory);
                        }),
        QT_TR_NOOP("Export A&ll…"));
    all->setObjectName(QStringLiteral("exportAllAction"));
}

void ExportActions::addEditActions(QMenu* edit)
{
    edit->addSeparator();
    QAction* copy = m_texts.action(edit->addAction(QString(), this, [this] { copyFigure(); }),
                                   QT_TR_NOOP("&Copy Figure"));
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copy->setObjectName(QStringLiteral("copyFigureAction"));
}

void ExportActions::exportMatrixWithDialog()
{
    const RunPtr run = m_context.currentRun();
    if (!run) {
        m_context.reportError(tr("Nothing to export: no computation yet."));
        return;
    }
    MatrixExportDialog dialog(run, m_context.batchIndex(), m_context.stepThroughView()->head(),
                              m_context.mainWindow());
    dialog.exec();
}

bool ExportActions::exportAll(const QString& directory)
{
    const RunPtr run = m_context.currentRun();
    if (!run) {
        m_context.reportError(tr("Nothing to export: no computation yet."));
        return false;
    }
    ExportAllOptions options;
    options.directory = directory;
    options.batch = std::max(0, m_context.batchIndex());
    options.query = std::max(0, m_context.stepThroughView()->query());
    // The compare figure: this spec beside the Compare tab's configuration B.
    options.spec = m_context.document()->spec();
    options.compareScoring = m_context.compareScoring();
    options.compareMask = m_context.compareMask();
    options.compareRun = m_context.compareRun(); // not computed again when current
    // The figure dialog's last format and size.
    const std::optional<FigureExporter::Format> format =
        FigureExporter::formatFromSuffix(QStringLiteral("x.") + settings::exportFormat.get());
    options.figureFormat = format.value_or(FigureExporter::Format::Png);
    options.figureSize = QSize(settings::exportWidth.get(), settings::exportHeight.get());
    options.dpi = settings::exportDpi.get();
    // The figures look like the window: View ▸ Colour Map saves its choice.
    options.colorMap = AppearanceMenu::savedColorMap();

    QProgressDialog progress(tr("Exporting…"), tr("Cancel"), 0, 1, m_context.mainWindow());
    progress.setObjectName(QStringLiteral("exportAllProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const ExportAll::Summary summary =
        ExportAll::run(run, options, [&progress](int done, int total, const QString& next) {
            progress.setMaximum(total);
            progress.setValue(done);
            progress.setLabelText(tr("Writing %1…").arg(next));
            return !progress.wasCanceled();
        });
    progress.reset();
    m_lastExportAllSummary = summary.text(directory);
    settings::lastDirectory.set(directory);
    if (!summary.failures.isEmpty())
        m_context.reportError(m_lastExportAllSummary);
    else
        m_context.showStatus(m_lastExportAllSummary, 8000);
    return summary.failures.isEmpty() && !summary.cancelled;
}

bool ExportActions::copyFigure()
{
    QString error;
    if (!FigureClipboard::copy(m_context.currentFigure(), 2.0, &error)) {
        m_context.reportError(tr("Could not copy the figure: %1").arg(error));
        return false;
    }
    m_context.showStatus(tr("Figure copied"), 3000);
    return true;
}

void ExportActions::exportFigureWithDialog()
{
    FigureExportDialog::run(m_context.currentFigure(), currentFigureName(), m_context.mainWindow());
}

void ExportActions::retranslate()
{
    m_texts.retranslate();
}

QString ExportActions::currentFigureName() const
{
    const QWidget* figure = m_context.currentFigure();
    const QString name = figure ? figure->objectName() : QString();
    return name.isEmpty() ? QStringLiteral("figure") : name;
}

} // namespace ae
