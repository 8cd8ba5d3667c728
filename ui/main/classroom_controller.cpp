#include "ui/main/classroom_controller.h"

#include "core/io/spec_writer.h"
#include "ui/classroom/about_text.h"
#include "ui/classroom/appearance_menu.h"
#include "ui/classroom/lesson.h"
#include "ui/classroom/lesson_editor_dialog.h"
#include "ui/classroom/lesson_player.h"
#include "ui/classroom/presentation_mode.h"
#include "ui/classroom/shortcut_priority_filter.h"
#include "ui/classroom/shortcuts_dialog.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/example_catalog.h"
#include "ui/export/figure_clipboard.h"
#include "ui/export/figure_export_dialog.h"
#include "ui/export/matrix_export_dialog.h"
#include "ui/figures/export_all.h"
#include "ui/main/main_window.h"
#include "ui/panels/compare_bar.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/views/head_grid_view.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTabWidget>

namespace ae {

namespace {

const QString kExampleLesson = QStringLiteral(":/lessons/first_lesson.json");

} // namespace

ClassroomController::ClassroomController(MainWindow* window,
                                         std::function<void(const QString&)> reportError)
    : QObject(window), m_window(window), m_reportError(std::move(reportError))
{
    m_presentation = new PresentationMode(window, window->viewTabs(), window->stepThroughView());
    // The window's shortcuts (Ctrl+E…) win over a focused text box's bindings.
    new ShortcutPriorityFilter(window);
    m_lesson = new LessonPlayer(this);
    m_lesson->setSceneLoader([window](const QString& path) {
        // Like Open: unsaved changes are asked about first.
        if (!window->maybeSave())
            return false;
        return path.startsWith(QLatin1String(":/")) ? window->openExample(path)
                                                    : window->openFile(path);
    });
    m_lessonLabel = new QLabel(window);
    m_lessonLabel->setObjectName(QStringLiteral("lessonSceneLabel"));
    m_lessonLabel->hide();
    window->statusBar()->addPermanentWidget(m_lessonLabel);
    connect(m_lesson, &LessonPlayer::sceneChanged, this,
            &ClassroomController::updateLessonIndicator);
}

void ClassroomController::addFileActions(QMenu* file)
{
    QAction* openLessonAction = file->addAction(tr("Open &Lesson…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(m_window, tr("Open Lesson"), settings::lastDirectory.get(),
                                         tr("Lessons (*.json);;All files (*)"));
        if (!path.isEmpty())
            openLesson(path);
    });
    openLessonAction->setObjectName(QStringLiteral("openLessonAction"));
    QAction* example = file->addAction(tr("Example Lesson: Attention in Five Scenes"), this,
                                       [this] { openLesson(kExampleLesson); });
    example->setObjectName(QStringLiteral("exampleLessonAction"));
    QAction* newLessonAction = file->addAction(tr("Ne&w Lesson…"), this, [this] { newLesson(); });
    newLessonAction->setObjectName(QStringLiteral("newLessonAction"));
    QAction* editLessonAction =
        file->addAction(tr("E&dit Lesson…"), this, [this] { editLesson(); });
    editLessonAction->setObjectName(QStringLiteral("editLessonAction"));
}

void ClassroomController::newLesson()
{
    runLessonEditor(Lesson(), QString());
}

void ClassroomController::editLesson()
{
    QString path = m_lesson->isActive() ? m_lessonPath : QString();
    if (path.isEmpty()) {
        path =
            QFileDialog::getOpenFileName(m_window, tr("Edit Lesson"), settings::lastDirectory.get(),
                                         tr("Lessons (*.json);;All files (*)"));
        if (path.isEmpty())
            return;
    }
    QString error;
    const std::optional<Lesson> lesson = Lesson::load(path, &error);
    if (!lesson) {
        m_reportError(tr("Could not open the lesson: %1").arg(error));
        return;
    }
    // A built-in lesson is edited as a new one (Save asks where).
    runLessonEditor(*lesson, path.startsWith(QLatin1String(":/")) ? QString() : path);
}

void ClassroomController::runLessonEditor(const Lesson& lesson, const QString& path)
{
    LessonEditorDialog dialog(lesson, path, m_window);
    dialog.setCurrentSession([this](QString* reason) { return currentSessionForLesson(reason); });
    if (dialog.exec() == QDialog::Accepted && !dialog.path().isEmpty())
        openLesson(dialog.path());
}

QString ClassroomController::currentSessionForLesson(QString* reason)
{
    const QString path = m_window->document()->filePath();
    if (!path.isEmpty() && !m_window->isModified())
        return path;
    // An unchanged built-in example is added as its resource (":/examples/…"),
    // which every copy of the app has: nothing needs saving.
    if (path.isEmpty() && !m_window->isModified()) {
        const QJsonObject current = specToJson(m_window->document()->spec());
        for (const ExampleEntry& example : ExampleCatalog::all()) {
            Spec spec;
            if (AttentionDocument::readSpecFromFile(example.resourcePath, &spec, nullptr) &&
                specToJson(spec) == current)
                return example.resourcePath;
        }
    }
    // A scene names a file, so what is on screen is saved first (Save, or
    // Save As for an untitled session); cancelling adds nothing.
    if (QAction* save = m_window->findChild<QAction*>(QStringLiteral("saveAction")))
        save->trigger();
    const QString saved = m_window->document()->filePath();
    if (saved.isEmpty() || m_window->isModified()) {
        if (reason)
            *reason = tr("The current session was not added: save it first (File ▸ Save).");
        return QString();
    }
    return saved;
}

void ClassroomController::addExportActions(QMenu* file)
{
    QAction* matrix =
        file->addAction(tr("Export &Matrix…"), this, &ClassroomController::exportMatrixWithDialog);
    matrix->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    matrix->setObjectName(QStringLiteral("exportMatrixAction"));
    QAction* all = file->addAction(tr("Export A&ll…"), this, [this] {
        const QString directory = QFileDialog::getExistingDirectory(
            m_window, tr("Export All into a Folder"), settings::lastDirectory.get());
        if (!directory.isEmpty())
            exportAll(directory);
    });
    all->setObjectName(QStringLiteral("exportAllAction"));
}

void ClassroomController::exportMatrixWithDialog()
{
    const RunPtr run = m_window->runner()->lastRun();
    if (!run) {
        m_reportError(tr("Nothing to export: no computation yet."));
        return;
    }
    MatrixExportDialog dialog(run, m_window->headGrid()->batchIndex(),
                              m_window->stepThroughView()->head(), m_window);
    dialog.exec();
}

bool ClassroomController::exportAll(const QString& directory)
{
    const RunPtr run = m_window->runner()->lastRun();
    if (!run) {
        m_reportError(tr("Nothing to export: no computation yet."));
        return false;
    }
    ExportAllOptions options;
    options.directory = directory;
    options.batch = std::max(0, m_window->headGrid()->batchIndex());
    options.query = std::max(0, m_window->stepThroughView()->query());
    // The compare figure: this spec beside the Compare tab's configuration B.
    options.spec = m_window->document()->spec();
    if (const auto* bar = m_window->findChild<CompareBar*>()) {
        options.compareScoring =
            static_cast<ScoringType>(bar->scoringCombo()->currentData().toInt());
        options.compareMask =
            static_cast<CompareBar::MaskChoice>(bar->maskCombo()->currentData().toInt());
    }
    // The figure dialog's last format and size.
    const std::optional<FigureExporter::Format> format =
        FigureExporter::formatFromSuffix(QStringLiteral("x.") + settings::exportFormat.get());
    options.figureFormat = format.value_or(FigureExporter::Format::Png);
    options.figureSize = QSize(settings::exportWidth.get(), settings::exportHeight.get());
    options.dpi = settings::exportDpi.get();
    if (m_appearance)
        options.colorMap = m_appearance->colorMap(); // the figures look like the window

    QProgressDialog progress(tr("Exporting…"), tr("Cancel"), 0, 1, m_window);
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
        m_reportError(m_lastExportAllSummary);
    else
        m_window->statusBar()->showMessage(m_lastExportAllSummary, 8000);
    return summary.failures.isEmpty() && !summary.cancelled;
}

void ClassroomController::addEditActions(QMenu* edit)
{
    edit->addSeparator();
    QAction* copy = edit->addAction(tr("&Copy Figure"), this, [this] { copyCurrentFigure(); });
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copy->setObjectName(QStringLiteral("copyFigureAction"));
}

void ClassroomController::addViewActions(QMenu* view)
{
    view->addSeparator();
    QAction* presentation =
        view->addAction(tr("&Presentation Mode"), m_presentation, &PresentationMode::toggle);
    presentation->setShortcut(QKeySequence(Qt::Key_F5));
    presentation->setCheckable(true);
    presentation->setObjectName(QStringLiteral("presentationAction"));
    connect(m_presentation, &PresentationMode::activeChanged, presentation, &QAction::setChecked);
    m_appearance = new AppearanceMenu(view);
    connect(m_appearance, &AppearanceMenu::colorMapChosen, this,
            [this](ColorMapId id) { applyColorMap(id); });
}

void ClassroomController::applyColorMap(ColorMapId id)
{
    // The one place the choice reaches the window's views (the session's and
    // the imported model's head grids, step through, Compare, the lessons).
    // Each colours its non-negative quantities (weights) with it; signed ones
    // (scores, Q/K/V, P, differences) stay diverging, centred on 0.
    AppearanceMenu::applyColorMap(m_window, id);
}

void ClassroomController::addLessonMenu(QMenu* lesson)
{
    m_previousScene = lesson->addAction(tr("&Previous Scene"), m_lesson, &LessonPlayer::previous);
    m_previousScene->setShortcut(QKeySequence(Qt::Key_PageUp));
    m_previousScene->setObjectName(QStringLiteral("previousSceneAction"));
    m_nextScene = lesson->addAction(tr("&Next Scene"), m_lesson, &LessonPlayer::next);
    m_nextScene->setShortcut(QKeySequence(Qt::Key_PageDown));
    m_nextScene->setObjectName(QStringLiteral("nextSceneAction"));
    QAction* close = lesson->addAction(tr("&Close Lesson"), m_lesson, &LessonPlayer::stop);
    close->setObjectName(QStringLiteral("closeLessonAction"));
    // Window-wide, also in presentation mode when the menu bar is hidden.
    for (QAction* action : {m_previousScene, m_nextScene})
        m_window->addAction(action);
    updateLessonIndicator();
}

void ClassroomController::addHelpActions(QMenu* help)
{
    QAction* shortcuts =
        help->addAction(tr("&Keyboard Shortcuts"), this, &ClassroomController::showShortcuts);
    shortcuts->setShortcut(QKeySequence(Qt::Key_F1));
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
}

void ClassroomController::restoreSettings()
{
    if (m_appearance)
        m_appearance->restoreSaved();
}

bool ClassroomController::openLesson(const QString& path)
{
    QString error;
    const std::optional<Lesson> lesson = Lesson::load(path, &error);
    if (!lesson) {
        m_reportError(tr("Could not open the lesson: %1").arg(error));
        return false;
    }
    // The first scene's own errors were reported by the window.
    if (!m_lesson->start(*lesson))
        return false;
    m_lessonPath = path;
    if (!path.startsWith(QLatin1String(":/")))
        settings::lastDirectory.set(QFileInfo(path).absolutePath());
    return true;
}

bool ClassroomController::copyCurrentFigure()
{
    QString error;
    if (!FigureClipboard::copy(m_window->currentFigure(), 2.0, &error)) {
        m_reportError(tr("Could not copy the figure: %1").arg(error));
        return false;
    }
    m_window->statusBar()->showMessage(tr("Figure copied"), 3000);
    return true;
}

void ClassroomController::exportCurrentFigureWithDialog()
{
    FigureExportDialog::run(m_window->currentFigure(), currentFigureName(), m_window);
}

QString ClassroomController::currentFigureName() const
{
    const QWidget* figure = m_window->currentFigure();
    const QString name = figure ? figure->objectName() : QString();
    return name.isEmpty() ? QStringLiteral("figure") : name;
}

void ClassroomController::showShortcuts()
{
    ShortcutsDialog dialog(m_window, m_window);
    dialog.exec();
}

void ClassroomController::showAbout()
{
    QMessageBox::about(m_window, tr("About Attention Explorer"), AboutText::html());
}

void ClassroomController::updateLessonIndicator()
{
    const QString text = m_lesson->indicatorText();
    m_lessonLabel->setText(text);
    m_lessonLabel->setVisible(!text.isEmpty());
    if (m_nextScene) {
        m_nextScene->setEnabled(m_lesson->isActive());
        m_previousScene->setEnabled(m_lesson->isActive());
    }
}

} // namespace ae
