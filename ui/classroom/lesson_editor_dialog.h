#pragma once
// File ▸ New Lesson… / Edit Lesson…: builds a lesson (ae::Lesson) without
// writing JSON by hand. A title; a table of scenes (title, editable in place
// with F2 or a double-click; session file; question) that Add Current Session,
// Add Session Files…, Remove (Delete), Move Up (Ctrl+Up) and Move Down
// (Ctrl+Down) change, and Question… (Ctrl+Q) adds, edits or removes the
// selected scene's question (SceneQuestionDialog, with a preview of the answer
// computed from the scene's run); a View column chooses the tab a scene shows
// (or the session's own, the default) from the choices the caller gives
// (setViewChoices: the classroom layer does not know the window's tabs); a
// view the file names but the choices do not is kept and shown as unknown.
// Save / Save As… write it atomically with Lesson::save.
//
// Nothing invalid is written: an empty lesson, a scene whose file is missing,
// or a file that is not a session (read with the spec reader) is refused with
// a line in the dialog naming the scene, the file and, for a bad session, the
// field. Files that are not sessions are refused when added too.
//
// The current session is added by path: the dialog asks its CurrentSession
// function, which the controller answers with the session's file, the
// resource of an unchanged built-in example, or else by saving the session
// first (Save / Save As of the window), so a scene always names a file that
// holds what the teacher sees.

#include "ui/classroom/lesson.h"

#include <QDialog>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace ae {

class LessonEditorDialog : public QDialog
{
    Q_OBJECT
public:
    // The path of the current session to add as a scene; empty when there is
    // none (the user cancelled saving it). Sets *reason when it has one.
    using CurrentSession = std::function<QString(QString* reason)>;
    // Session files to add (the file dialog by default).
    using FilesChooser = std::function<QStringList()>;
    // Where Save As writes (the file dialog by default); empty: cancelled.
    using PathChooser = std::function<QString(const QString& suggested)>;

    // A tab a scene may show: its registry id and its title.
    struct ViewChoice
    {
        QString id;
        QString title;
    };

    // `path` empty: a new, unsaved lesson (Save asks where).
    LessonEditorDialog(const Lesson& lesson, const QString& path, QWidget* parent = nullptr);

    void setCurrentSession(CurrentSession source) { m_currentSession = std::move(source); }
    void setFilesChooser(FilesChooser chooser) { m_filesChooser = std::move(chooser); }
    void setPathChooser(PathChooser chooser) { m_pathChooser = std::move(chooser); }
    // The tabs the View column offers, in order (rebuilds the table).
    void setViewChoices(const QList<ViewChoice>& choices);

    // The lesson as edited (title and scenes, in order).
    Lesson lesson() const;
    // Where the lesson was last saved (empty while unsaved).
    QString path() const { return m_path; }
    // The last refusal shown ("" when the last action succeeded).
    QString errorText() const;

    // The actions of the buttons, for the controller and tests.
    bool addCurrentSession();
    // Adds the files that are sessions; refuses the others (named). True when
    // every file was added.
    bool addSessionFiles(const QStringList& files);
    void removeSelectedScene();
    void moveSelectedScene(int delta);
    // Question…: the dialog for the selected scene's question.
    void editSelectedQuestion();
    // Sets the view of scene `row` (empty: the session's own).
    void setSceneView(int row, const QString& viewId);
    // Sets (nullopt: removes) the question of scene `row`.
    void setSceneQuestion(int row, const std::optional<SceneQuestion>& question);
    bool save();
    bool saveAs();
    // Empty when the lesson can be saved, else the first problem, named.
    static QString validate(const Lesson& lesson);

protected:
    // The scene table's keys: Ctrl+Up / Ctrl+Down move, Delete removes (also
    // when no shortcut is delivered, e.g. while the window is not active).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuildTable(int selectRow);
    // The View column's chooser of scene `row`.
    QWidget* viewChooser(int row);
    int selectedRow() const;
    void updateButtons();
    void showError(const QString& message);
    bool writeTo(const QString& path);

    Lesson m_lesson;
    QString m_path;
    CurrentSession m_currentSession;
    FilesChooser m_filesChooser;
    PathChooser m_pathChooser;
    bool m_rebuilding = false;
    QList<ViewChoice> m_viewChoices;

    QLineEdit* m_title = nullptr;
    QTableWidget* m_scenes = nullptr;
    QPushButton* m_addCurrent = nullptr;
    QPushButton* m_addFiles = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_up = nullptr;
    QPushButton* m_down = nullptr;
    QPushButton* m_question = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_saveAs = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace ae
