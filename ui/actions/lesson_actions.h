#pragma once
// Lessons for the window behind a WindowContext: File ▸ Open Lesson… /
// Example Lesson / New Lesson… / Edit Lesson…, the Lesson menu (previous and
// next scene on Page Up / Page Down, window-wide) and the scene indicator in
// the status bar. Scenes open through the context (unsaved changes asked
// about first). A scene that names a view shows that tab; a scene with a
// question shows it in the "Lesson question" dock (LessonQuestionPanel),
// made from the scene's run, which the window hands over with setRun.

#include "core/class_question.h"
#include "ui/document/attention_run.h"
#include "ui/i18n/retranslated_texts.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

namespace ae {

class Lesson;
class LessonPlayer;
class LessonQuestionPanel;
class WindowContext;

class LessonActions : public QObject
{
    Q_OBJECT
public:
    LessonActions(WindowContext& context, QObject* parent);

    void addFileActions(QMenu* file);
    // The Lesson menu's entries.
    void addLessonMenu(QMenu* lesson);

    LessonPlayer* lessonPlayer() const { return m_player; }
    // File ▸ Open Lesson… without the dialog; errors are reported.
    bool openLesson(const QString& path);
    // File ▸ New Lesson… (empty) and Edit Lesson… (the lesson being played,
    // else one chosen with a file dialog): the lesson editor; what it saves
    // is then played from its first scene.
    void newLesson();
    void editLesson();
    // Edits `lesson` (saved at `path`, empty when new) in the editor dialog.
    void runLessonEditor(const Lesson& lesson, const QString& path);
    // Add Current Session of the editor: the session's file, saved first
    // (Save / Save As) when it is untitled or modified; empty if not saved.
    QString currentSessionForLesson(QString* reason);
    // The lesson file being played (empty without one).
    QString lessonPath() const { return m_lessonPath; }

    // Every run of the session (the window calls it as runs finish): the
    // current scene's question is made from it.
    void setRun(const RunPtr& run);
    LessonQuestionPanel* questionPanel() const { return m_questionPanel; }
    QDockWidget* questionDock() const { return m_questionDock; }
    // The current scene's question as a class is asked it (nullopt without
    // one, or before its run).
    std::optional<ClassQuestion> classQuestion() const;

    // Sets the actions' texts again in the interface language (the window
    // calls it on a language change).
    void retranslate();

private:
    void updateIndicator();
    void showScene(int index);
    // Shows a scene's view ("id" or "id/page"); false when there is none.
    bool showView(const QString& view);

    WindowContext& m_context;
    LessonPlayer* m_player = nullptr;
    QLabel* m_indicator = nullptr;
    LessonQuestionPanel* m_questionPanel = nullptr;
    QDockWidget* m_questionDock = nullptr;
    QString m_lessonPath;
    QAction* m_nextScene = nullptr;
    QAction* m_previousScene = nullptr;
    RetranslatedTexts m_texts{"ae::LessonActions"};
};

} // namespace ae
