#pragma once
// Lessons for the window behind a WindowContext: File ▸ Open Lesson… /
// Example Lesson / New Lesson… / Edit Lesson…, the Lesson menu (previous and
// next scene on Page Up / Page Down, window-wide) and the scene indicator in
// the status bar. Scenes open through the context (unsaved changes asked
// about first).

#include "ui/i18n/retranslated_texts.h"

#include <QObject>
#include <QString>

class QAction;
class QLabel;
class QMenu;

namespace ae {

class Lesson;
class LessonPlayer;
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

    // Sets the actions' texts again in the interface language (the window
    // calls it on a language change).
    void retranslate();

private:
    void updateIndicator();

    WindowContext& m_context;
    LessonPlayer* m_player = nullptr;
    QLabel* m_indicator = nullptr;
    QString m_lessonPath;
    QAction* m_nextScene = nullptr;
    QAction* m_previousScene = nullptr;
    RetranslatedTexts m_texts{"ae::LessonActions"};
};

} // namespace ae
