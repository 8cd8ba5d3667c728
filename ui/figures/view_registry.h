#pragma once
// The window's tabs, declared once: id, title, object name, what the window
// does around the tab (flags) and how its view is made. The main window builds
// its tabs from this table in this order and treats them alike through
// RunView; the keyboard tests walk the same rows. Adding a tab = its view's
// files + one row here (+ its ViewTab value) + a test.

#include <QCoreApplication>
#include <QString>

#include <vector>

class QWidget;

namespace ae {

class ImportedAttentionDocument;
class ModelDocument;
class RunView;
class TrainingRunner;

// The tabs, in the window's order (the index of a tab is its value). Other
// code names a tab only to show it (a clicked cell opens the Distribution).
enum ViewTab
{
    HeadsTab,
    LinesTab,
    DistributionTab,
    CompareTab,
    StepThroughTab,
    PositionalEncodingTab,
    ComplexityTab,
    ImportedTab, // a trained model's attention (File ▸ Import Attention…)
    LessonsTab,  // the notes' other lessons (kernel regression, √d, …)
    ModelTab,    // a real GPT-2 or BERT model (File ▸ Open Model…)
    TrainingTab, // a tiny transformer trained in the app
    TabCount
};

// The documents a tab's view may show besides the session's run.
struct ViewContext
{
    ImportedAttentionDocument* imported = nullptr;
    ModelDocument* model = nullptr;
    TrainingRunner* training = nullptr;
};

// A view made by a registry row: the widget (a tab's page) and its contract.
struct CreatedView
{
    QWidget* widget = nullptr;
    RunView* view = nullptr;
};

struct ViewEntry
{
    // What the window shows or does while the tab is current.
    enum Flag
    {
        NoFlags = 0,
        HeadOptions = 1,     // the bar's Show / shared scale / mean controls
        LineOptions = 2,     // the bar's orientation choice
        NeedsCompareRun = 4, // configuration B is computed while it shows
        OwnDocument = 8,     // shows its own document (an import, a model, a
                             // training run, a lesson page), not the session's
                             // text: the session's batch and description hide
    };

    ViewTab tab;
    const char* id;         // stable, for settings and scripts: "heads"
    const char* title;      // source text of the tab's title (ViewRegistry::title)
    const char* objectName; // the view's object name ("headGrid"), for tests
    int flags;
    CreatedView (*create)(const ViewContext& context, QWidget* parent);
};

class ViewRegistry
{
    Q_DECLARE_TR_FUNCTIONS(ae::ViewRegistry)
public:
    // Every tab, in ViewTab order.
    static const std::vector<ViewEntry>& all();
    static const ViewEntry& entry(ViewTab tab);
    // The tab's title in the interface language.
    static QString title(const ViewEntry& entry);
};

} // namespace ae
