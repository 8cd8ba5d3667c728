#pragma once
// The classroom and export features of the main window, wired in one place so
// the window only adds their actions to its menus: the figure export dialog
// and clipboard copy, matrix export and export all, presentation mode,
// theme and colour map, lessons (Page Up / Page Down) and the help pages.
// It computes nothing: figures come from MainWindow::currentFigure(), numbers
// from the runner's last run.

#include "ui/views/color_map_id.h"

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QLabel;
class QMenu;

namespace ae {

class AppearanceMenu;
class Lesson;
class LessonPlayer;
class MainWindow;
class PresentationMode;

class ClassroomController : public QObject
{
    Q_OBJECT
public:
    // `reportError` shows a message the way the window reports errors.
    ClassroomController(MainWindow* window, std::function<void(const QString&)> reportError);

    // Menu entries, added where the window calls these.
    void addFileActions(QMenu* file);
    // Export Matrix… and Export All… (after Export Figure…).
    void addExportActions(QMenu* file);
    void addEditActions(QMenu* edit);
    void addViewActions(QMenu* view);
    void addHelpActions(QMenu* help);
    // The lesson menu (Open Lesson…, example lesson, next/previous scene).
    void addLessonMenu(QMenu* parentOrBar);
    // Applies the saved theme and colour map (after the views exist).
    void restoreSettings();

    PresentationMode* presentationMode() const { return m_presentation; }
    LessonPlayer* lessonPlayer() const { return m_lesson; }
    AppearanceMenu* appearanceMenu() const { return m_appearance; }

    // File ▸ Open Lesson… without the dialog; errors go to reportError.
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
    // Hands View ▸ Colour Map's choice to every heatmap of weights.
    void applyColorMap(ColorMapId id);
    // The lesson file being played (empty without one).
    QString lessonPath() const { return m_lessonPath; }
    // Edit ▸ Copy Figure: the current figure at 2× as image + SVG.
    bool copyCurrentFigure();
    // File ▸ Export Matrix… (dialog) for the current run.
    void exportMatrixWithDialog();
    // File ▸ Export All… into `directory` without the folder dialog (a
    // progress dialog shows for long exports). True when every file was written.
    bool exportAll(const QString& directory);
    QString lastExportAllSummary() const { return m_lastExportAllSummary; }
    // The dialog of File ▸ Export Figure… for the current tab's figure.
    void exportCurrentFigureWithDialog();
    // Help pages.
    void showShortcuts();
    void showAbout();
    // A file-name stem for the current tab ("heads", "step-through").
    QString currentFigureName() const;

private:
    void updateLessonIndicator();

    MainWindow* m_window;
    std::function<void(const QString&)> m_reportError;
    PresentationMode* m_presentation = nullptr;
    LessonPlayer* m_lesson = nullptr;
    AppearanceMenu* m_appearance = nullptr;
    QLabel* m_lessonLabel = nullptr;
    QString m_lastExportAllSummary;
    QString m_lessonPath;
    QAction* m_nextScene = nullptr;
    QAction* m_previousScene = nullptr;
};

} // namespace ae
