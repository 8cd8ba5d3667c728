#pragma once
// Live language switch. The main window and its panels set their texts once,
// when they are built, so a new language is applied by building each open
// main window again and moving its session over: the spec, its file, whether
// it has unsaved changes, the dock layout, the geometry and the current tab.
// The undo history does not move (the new window starts a fresh one, still
// marked modified when the session was).

namespace ae {

class MainWindow;

class MainWindowRebuilder
{
public:
    // Replaces every visible top-level MainWindow; returns the new windows'
    // count.
    static int rebuildAll();
    // Builds the replacement of `old`, shows it and hides `old` (deleted
    // later when it has Qt::WA_DeleteOnClose), without asking about unsaved
    // changes: they moved.
    static MainWindow* rebuild(MainWindow* old);
};

} // namespace ae
