#pragma once
// What the window's feature actions (export, lessons, appearance) may ask of
// the window: a narrow interface the main window implements, so those actions
// depend on it and not on MainWindow (its tabs, panels and runners).

#include "core/io/spec_comparison.h"
#include "ui/document/attention_run.h"
#include "ui/views/color_map_id.h"

#include <QString>

class QMainWindow;
class QTabWidget;
class QWidget;

namespace ae {

class AttentionDocument;
class DockHider;
class StepThroughView;

class WindowContext
{
public:
    virtual ~WindowContext() = default;

    // The window: parent of dialogs, owner of window-wide actions and of the
    // status bar.
    virtual QMainWindow* mainWindow() = 0;
    virtual AttentionDocument* document() const = 0;
    // The session's newest run (nullptr before the first).
    virtual RunPtr currentRun() const = 0;
    // The widget the shown tab exports as its figure.
    virtual QWidget* currentFigure() const = 0;
    // Export Figure of the shown tab to `path` (PNG, SVG or PDF by suffix);
    // errors are reported.
    virtual bool exportFigure(const QString& path) = 0;
    // The tabs and the step-through (presentation mode enlarges them).
    virtual QTabWidget* viewTabs() const = 0;
    virtual StepThroughView* stepThroughView() const = 0;
    // Hides docks for a while and gives them back (presentation mode, tabs
    // with settings of their own).
    virtual DockHider* dockHider() const = 0;
    // The batch item shown (0-based).
    virtual int batchIndex() const = 0;
    // The Compare tab's choice of configuration B.
    virtual ScoringType compareScoring() const = 0;
    virtual ComparisonMask compareMask() const = 0;
    // Configuration B's run as the Compare tab computed it for the current
    // spec and choice; nullptr when it has none that is current.
    virtual RunPtr compareRun() const = 0;

    // true: go on (saved or discarded); false: the user cancelled.
    virtual bool maybeSave() = 0;
    virtual bool openFile(const QString& path) = 0;
    virtual bool openExample(const QString& resourcePath) = 0;
    // File ▸ Save (Save As for an untitled session); false when not saved.
    virtual bool save() = 0;
    // Errors the way the window reports them; passing notes in the status bar.
    virtual void reportError(const QString& message) = 0;
    virtual void showStatus(const QString& message, int timeoutMs) = 0;
    // View ▸ Colour Map's choice for every tab.
    virtual void applyColorMap(ColorMapId id) = 0;
    // The query row a lesson question asks about, hidden from the views that
    // show weights until it is revealed (−1: none). Predict's own hidden row
    // wins while Predict is on.
    virtual void setLessonHiddenQuery(int query) = 0;
    // Shows batch item `batch` (0-based) of the session's run, when it has it.
    virtual void showBatchItem(int batch) = 0;

protected:
    WindowContext() = default;
    WindowContext(const WindowContext&) = default;
    WindowContext& operator=(const WindowContext&) = default;
};

} // namespace ae
