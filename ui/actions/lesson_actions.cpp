#include "ui/actions/lesson_actions.h"

#include "core/io/spec_writer.h"
#include "ui/actions/window_context.h"
#include "ui/classroom/lesson.h"
#include "ui/classroom/lesson_editor_dialog.h"
#include "ui/classroom/lesson_player.h"
#include "ui/classroom/lesson_question_panel.h"
#include "ui/classroom/presentation_mode.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/example_catalog.h"
#include "ui/figures/view_registry.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>

namespace ae {

namespace {

const QString kExampleLesson = QStringLiteral(":/lessons/first_lesson.json");

} // namespace

LessonActions::LessonActions(WindowContext& context, QObject* parent)
    : QObject(parent), m_context(context)
{
    m_player = new LessonPlayer(this);
    m_player->setSceneLoader([&context](const QString& path) {
        // Like Open: unsaved changes are asked about first.
        if (!context.maybeSave())
            return false;
        return path.startsWith(QLatin1String(":/")) ? context.openExample(path)
                                                    : context.openFile(path);
    });
    QMainWindow* window = context.mainWindow();
    m_indicator = new QLabel(window);
    m_indicator->setObjectName(QStringLiteral("lessonSceneLabel"));
    m_indicator->hide();
    window->statusBar()->addPermanentWidget(m_indicator);
    connect(m_player, &LessonPlayer::sceneChanged, this, &LessonActions::updateIndicator);

    // The scene's question: a dock on the right, shown while the scene has one.
    m_questionPanel = new LessonQuestionPanel;
    m_questionDock = new QDockWidget(window);
    m_questionDock->setObjectName(QStringLiteral("lessonQuestionDock"));
    auto* scroll = new QScrollArea(m_questionDock);
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_questionPanel);
    m_questionDock->setWidget(scroll);
    m_questionDock->setMinimumWidth(420);
    // The class reads the question on the projector: F5 keeps this dock.
    m_questionDock->setProperty(PresentationMode::kKeepWhilePresenting, true);
    window->addDockWidget(Qt::RightDockWidgetArea, m_questionDock);
    m_questionDock->hide();
    m_texts.text(m_questionDock, QT_TR_NOOP("Lesson question"),
                 [this](const QString& title) { m_questionDock->setWindowTitle(title); });
    connect(m_player, &LessonPlayer::sceneChanged, this, &LessonActions::showScene);
    // A question about a row hides that row in the views until its reveal.
    // A new question shows the batch item it asks about.
    connect(m_questionPanel, &LessonQuestionPanel::stageChanged, this,
            [this](LessonQuestionPanel::Stage stage) {
                m_context.setLessonHiddenQuery(m_questionPanel->hiddenQuery());
                if (stage == LessonQuestionPanel::Stage::Asking && m_questionPanel->question())
                    m_context.showBatchItem(m_questionPanel->question()->from.batch);
            });
}

void LessonActions::showScene(int index)
{
    if (index < 0 || index >= m_player->sceneCount()) {
        m_questionPanel->setQuestion(std::nullopt);
        m_questionDock->hide();
        return;
    }
    const LessonScene& scene = m_player->lesson().scenes.at(index);
    if (!scene.view.isEmpty() && !showView(scene.view))
        m_context.showStatus(tr("This scene names a view “%1” that this version does not "
                                "have; the tab stays as it is.")
                                 .arg(scene.view),
                             8000);
    // The question waits for the scene's run (the load above requested it).
    m_questionPanel->setQuestion(scene.question);
    m_questionDock->setVisible(scene.question.has_value());
}

bool LessonActions::showView(const QString& view)
{
    // "id" or "id/page": a tab of the view registry, then the page (its
    // object name) of a tab widget inside it, e.g. "lessons/scalingPage".
    const QString id = view.section(QLatin1Char('/'), 0, 0);
    const QString page = view.section(QLatin1Char('/'), 1);
    for (const ViewEntry& entry : ViewRegistry::all()) {
        if (id != QLatin1String(entry.id))
            continue;
        QTabWidget* tabs = m_context.viewTabs();
        tabs->setCurrentIndex(int(entry.tab));
        if (page.isEmpty())
            return true;
        for (QTabWidget* inner : tabs->widget(int(entry.tab))->findChildren<QTabWidget*>())
            for (int i = 0; i < inner->count(); ++i)
                if (inner->widget(i)->objectName() == page) {
                    inner->setCurrentIndex(i);
                    return true;
                }
        return false;
    }
    return false;
}

void LessonActions::setRun(const RunPtr& run)
{
    m_questionPanel->setRun(run);
}

std::optional<ClassQuestion> LessonActions::classQuestion() const
{
    return m_player->isActive() ? m_questionPanel->classQuestion() : std::nullopt;
}

void LessonActions::addFileActions(QMenu* file)
{
    QAction* openLessonAction =
        m_texts.action(file->addAction(QString(), this,
                                       [this] {
                                           const QString path = QFileDialog::getOpenFileName(
                                               m_context.mainWindow(), tr("Open Lesson"),
                                               settings::lastDirectory.get(),
                                               tr("Lessons (*.json);;All files (*)"));
                                           if (!path.isEmpty())
                                               openLesson(path);
                                       }),
                       QT_TR_NOOP("Open &Lesson…"));
    openLessonAction->setObjectName(QStringLiteral("openLessonAction"));
    QAction* example =
        m_texts.action(file->addAction(QString(), this, [this] { openLesson(kExampleLesson); }),
                       QT_TR_NOOP("Example Lesson: Attention in Seven Scenes"));
    example->setObjectName(QStringLiteral("exampleLessonAction"));
    QAction* newLessonAction = m_texts.action(
        file->addAction(QString(), this, [this] { newLesson(); }), QT_TR_NOOP("Ne&w Lesson…"));
    newLessonAction->setObjectName(QStringLiteral("newLessonAction"));
    QAction* editLessonAction = m_texts.action(
        file->addAction(QString(), this, [this] { editLesson(); }), QT_TR_NOOP("E&dit Lesson…"));
    editLessonAction->setObjectName(QStringLiteral("editLessonAction"));
}

void LessonActions::newLesson()
{
    runLessonEditor(Lesson(), QString());
}

void LessonActions::editLesson()
{
    QString path = m_player->isActive() ? m_lessonPath : QString();
    if (path.isEmpty()) {
        path = QFileDialog::getOpenFileName(m_context.mainWindow(), tr("Edit Lesson"),
                                            settings::lastDirectory.get(),
                                            tr("Lessons (*.json);;All files (*)"));
        if (path.isEmpty())
            return;
    }
    QString error;
    const std::optional<Lesson> lesson = Lesson::load(path, &error);
    if (!lesson) {
        m_context.reportError(tr("Could not open the lesson: %1").arg(error));
        return;
    }
    // A built-in lesson is edited as a new one (Save asks where).
    runLessonEditor(*lesson, path.startsWith(QLatin1String(":/")) ? QString() : path);
}

void LessonActions::runLessonEditor(const Lesson& lesson, const QString& path)
{
    LessonEditorDialog dialog(lesson, path, m_context.mainWindow());
    QList<LessonEditorDialog::ViewChoice> views;
    for (const ViewEntry& entry : ViewRegistry::all())
        views.append({QString::fromLatin1(entry.id), ViewRegistry::title(entry)});
    dialog.setViewChoices(views);
    dialog.setCurrentSession([this](QString* reason) { return currentSessionForLesson(reason); });
    if (dialog.exec() == QDialog::Accepted && !dialog.path().isEmpty())
        openLesson(dialog.path());
}

QString LessonActions::currentSessionForLesson(QString* reason)
{
    AttentionDocument* document = m_context.document();
    const QString path = document->filePath();
    if (!path.isEmpty() && !document->isModified())
        return path;
    // An unchanged built-in example is added as its resource (":/examples/…"),
    // which every copy of the app has: nothing needs saving.
    if (path.isEmpty() && !document->isModified()) {
        const QJsonObject current = specToJson(document->spec());
        for (const ExampleEntry& example : ExampleCatalog::all()) {
            Spec spec;
            if (AttentionDocument::readSpecFromFile(example.resourcePath, &spec, nullptr) &&
                specToJson(spec) == current)
                return example.resourcePath;
        }
    }
    // A scene names a file, so what is on screen is saved first (Save, or
    // Save As for an untitled session); cancelling adds nothing.
    m_context.save();
    const QString saved = document->filePath();
    if (saved.isEmpty() || document->isModified()) {
        if (reason)
            *reason = tr("The current session was not added: save it first (File ▸ Save).");
        return QString();
    }
    return saved;
}

void LessonActions::addLessonMenu(QMenu* lesson)
{
    m_previousScene =
        m_texts.action(lesson->addAction(QString(), m_player, &LessonPlayer::previous),
                       QT_TR_NOOP("&Previous Scene"));
    m_previousScene->setShortcut(QKeySequence(Qt::Key_PageUp));
    m_previousScene->setObjectName(QStringLiteral("previousSceneAction"));
    m_nextScene = m_texts.action(lesson->addAction(QString(), m_player, &LessonPlayer::next),
                                 QT_TR_NOOP("&Next Scene"));
    m_nextScene->setShortcut(QKeySequence(Qt::Key_PageDown));
    m_nextScene->setObjectName(QStringLiteral("nextSceneAction"));
    QAction* close = m_texts.action(lesson->addAction(QString(), m_player, &LessonPlayer::stop),
                                    QT_TR_NOOP("&Close Lesson"));
    close->setObjectName(QStringLiteral("closeLessonAction"));
    updateIndicator();
}

bool LessonActions::openLesson(const QString& path)
{
    QString error;
    const std::optional<Lesson> lesson = Lesson::load(path, &error);
    if (!lesson) {
        m_context.reportError(tr("Could not open the lesson: %1").arg(error));
        return false;
    }
    // The first scene's own errors were reported by the window.
    if (!m_player->start(*lesson))
        return false;
    m_lessonPath = path;
    if (!path.startsWith(QLatin1String(":/")))
        settings::lastDirectory.set(QFileInfo(path).absolutePath());
    return true;
}

void LessonActions::retranslate()
{
    m_texts.retranslate();
    updateIndicator();
}

void LessonActions::updateIndicator()
{
    const QString text = m_player->indicatorText();
    m_indicator->setText(text);
    m_indicator->setVisible(!text.isEmpty());
    if (m_nextScene) {
        m_nextScene->setEnabled(m_player->isActive());
        m_previousScene->setEnabled(m_player->isActive());
    }
}

} // namespace ae
