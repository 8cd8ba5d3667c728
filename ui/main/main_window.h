#pragma once
// The main window wires the document, the runners, the input panels (docks)
// and the views (central tabs). It computes nothing itself.
//
// Questions and errors go through replaceable handlers so tests can answer the
// unsaved-changes prompt and collect errors without a modal dialog.

#include "ui/actions/window_context.h"
#include "ui/document/attention_run.h"
#include "ui/figures/view_registry.h"
#include "ui/i18n/retranslated_texts.h"
#include "ui/views/color_map_id.h"

#include <QJsonObject>
#include <QMainWindow>

#include <functional>
#include <vector>

class QAction;
class QComboBox;
class QCheckBox;
class QDockWidget;
class QLabel;
class QMenu;
class QStackedWidget;
class QTabWidget;

namespace ae {

class AttentionDocument;
struct BuiltinModel;
class AttentionLineView;
class AttentionRunner;
class AppearanceActions;
class ViewNavigationActions;
class ExportActions;
class LessonActions;
class CompareBar;
class DockHider;
class CompareView;
class ComplexityPage;
class HeadGridView;
class LessonsPage;
class ImportedAttentionDocument;
class ImportedAttentionPage;
class MaskPanel;
class PositionalEncodingPage;
class SessionAutosaver;
class ModelDocument;
class RunView;
class ModelPage;
class ModelPanel;
class PredictionPanel;
class PredictionState;
class QueryDistributionView;
class TrainingPage;
class TrainingRunner;
class SequencePanel;
class StepThroughView;

class MainWindow : public QMainWindow, public WindowContext
{
    Q_OBJECT
public:
    enum class UnsavedChoice
    {
        Save,
        Discard,
        Cancel
    };

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    AttentionDocument* document() const override { return m_document; }
    AttentionRunner* runner() const { return m_runner; }
    AttentionRunner* compareRunner() const { return m_compareRunner; }
    HeadGridView* headGrid() const { return m_headGrid; }
    QueryDistributionView* distributionView() const { return m_distribution; }
    CompareView* compareView() const { return m_compare; }
    StepThroughView* stepThroughView() const override { return m_stepThrough; }
    PositionalEncodingPage* positionalEncodingPage() const { return m_positional; }
    ComplexityPage* complexityPage() const { return m_complexity; }
    LessonsPage* lessonsPage() const { return m_lessons; }
    ImportedAttentionPage* importedAttentionPage() const { return m_imported; }
    ImportedAttentionDocument* importedAttention() const { return m_importedDocument; }
    QTabWidget* viewTabs() const override { return m_tabs; }
    DockHider* dockHider() const override { return m_dockHider; }
    ModelDocument* modelDocument() const { return m_modelDocument; }
    ModelPage* modelPage() const { return m_modelPage; }
    TrainingRunner* trainingRunner() const { return m_trainingRunner; }
    TrainingPage* trainingPage() const { return m_trainingPage; }
    // Predict, then reveal (View ▸ Predict, F6).
    PredictionState* prediction() const { return m_prediction; }
    PredictionPanel* predictionPanel() const { return m_predictionPanel; }
    QAction* predictAction() const { return m_predictAction; }

    // Opens a session file; on failure the session is unchanged and the
    // error is reported (status bar, error banner and the error handler).
    bool openFile(const QString& path) override;
    bool saveFile(const QString& path);
    bool openExample(const QString& resourcePath) override;
    // Saves the current tab's view as PNG, SVG or PDF (by suffix).
    bool exportFigure(const QString& path) override;
    // The widget the current tab exports as its figure (a plot, a page).
    QWidget* currentFigure() const override;
    // The feature actions: export (figure dialog, matrix, all, clipboard),
    // lessons, appearance (presentation mode, theme, colour map).
    ExportActions* exportActions() const { return m_exportActions; }
    LessonActions* lessonActions() const { return m_lessonActions; }
    AppearanceActions* appearanceActions() const { return m_appearanceActions; }
    // Imports a trained model's attention (.npy / .json) into the Imported
    // tab and shows it; on failure the tab keeps what it showed and the error
    // is reported. `tokensPath` (optional) labels a .npy.
    bool importAttention(const QString& path, const QString& tokensPath = QString());
    // Opens a model folder (GPT-2 or BERT) in the Model tab and shows it; it
    // loads off the GUI thread, failures show in the tab.
    void openModel(const QString& folder);
    // File ▸ Example Models: a trained model that ships with the app, copied
    // out of the resources and opened on a question of its task.
    bool openBuiltinModel(const BuiltinModel& model);
    // Starts an empty, untitled session (asks about unsaved changes first).
    bool newSession();
    bool isModified() const;
    // The last error reported (empty when the current state is fine).
    QString lastError() const { return m_lastError; }
    QString statusMessage() const;
    bool isShowingEmptyState() const;

    // true: go on (saved or discarded); false: the user cancelled.
    bool maybeSave() override;
    void setUnsavedChangesHandler(std::function<UnsavedChoice()> handler);
    void setErrorHandler(std::function<void(const QString&)> handler);

    // Start-up (app/main.cpp): an autosave left by a run that did not exit
    // cleanly is offered back through the restore handler. Yes restores it
    // (modified, with the path of the file it came from); no deletes it.
    // True when a session was restored.
    bool offerAutosaveRestore();
    // Answers "restore the unsaved session <name>?"; the default asks with a
    // QMessageBox. Tests replace it.
    void setAutosaveRestoreHandler(std::function<bool(const QString& sessionName)> handler);
    SessionAutosaver* autosaver() const { return m_autosaver; }
    // View ▸ Colour Map: every tab's weights take `id` (RunView::setColorMap).
    void applyColorMap(ColorMapId id) override;

    // WindowContext (the rest of it).
    QMainWindow* mainWindow() override { return this; }
    RunPtr currentRun() const override;
    int batchIndex() const override;
    ScoringType compareScoring() const override;
    ComparisonMask compareMask() const override;
    RunPtr compareRun() const override;
    bool save() override { return onSave(); }
    void reportError(const QString& message) override { showError(message); }
    void showStatus(const QString& message, int timeoutMs) override;
    void setLessonHiddenQuery(int query) override;
    void showBatchItem(int batch) override;

signals:
    void errorReported(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createPanels();
    void createCentralArea();
    void createMenus();
    void createStatusBar();
    void restoreSettings();
    void saveSettings();

    // Texts in the interface language, on a language change (state is kept).
    void retranslateUi();
    void updateDescription();
    void onSpecChanged();
    void onRunFinished(RunPtr run);
    // "Ready", or the run's warnings, in the status bar.
    void showRunStatus(const SpecRun& run);
    void onRunFailed(const QString& field, const QString& message);
    void showRunInCurrentTab();
    // Memory: views let go of runs they no longer show (see AttentionRunner).
    void releaseRunOfTab(int tab);
    // Shows batch item `batch` in every tab (the combo is its only source).
    void applyBatchIndex(int batch);
    void releaseRunsOfHiddenTabs();
    void releaseShownRun();
    // False on a tab that shows its own document (ViewEntry::OwnDocument).
    bool currentTabShowsSession() const;
    // Shows the Heads tab when the current one has its own document.
    void showSessionTab();
    // Hides the session's docks on a tab with its own document, gives them
    // back on the others.
    void updateSessionDocks();
    bool currentTabNeedsCompareRun() const;
    // The view of `tab`, as made by the registry.
    template <typename View> View* viewOf(ViewTab tab) const
    {
        return qobject_cast<View*>(m_tabs->widget(int(tab)));
    }
    // The prediction's hidden row reaches the views that show weights.
    void applyPrediction();
    void onCompareRunFinished(RunPtr run);
    void requestCompareRun();
    void updateBatchChoices(const RunPtr& run);
    void updateShapeLabel(const RunPtr& run);
    void updateTitle();
    void rebuildRecentMenu();
    void rebuildExampleMenus();
    // Item `index` of `combo` shows `source` in the interface language.
    void comboItem(QComboBox* combo, int index, const char* source);
    void showError(const QString& message);
    void setStatusMessage(const QString& message, const QString& color);

    void onOpen();
    bool onSave();
    bool onSaveAs();
    void onImportAttention();
    void onAbout();

    AttentionDocument* m_document = nullptr;
    ExportActions* m_exportActions = nullptr;
    LessonActions* m_lessonActions = nullptr;
    AppearanceActions* m_appearanceActions = nullptr;
    ViewNavigationActions* m_viewNavigation = nullptr;
    AttentionRunner* m_runner = nullptr;
    AttentionRunner* m_compareRunner = nullptr;
    SequencePanel* m_sequencePanel = nullptr;
    ModelPanel* m_modelPanel = nullptr;
    MaskPanel* m_maskPanel = nullptr;
    // The session's docks (Sequence, Model, Mask) hide on the tabs with
    // settings of their own, where they change nothing.
    DockHider* m_dockHider = nullptr;
    QDockWidget* m_sequenceDock = nullptr;
    QDockWidget* m_modelDock = nullptr;
    QDockWidget* m_maskDock = nullptr;
    TrainingRunner* m_trainingRunner = nullptr;
    TrainingPage* m_trainingPage = nullptr;
    PredictionState* m_prediction = nullptr;
    int m_lessonHiddenQuery = -1; // a lesson question's row, until revealed
    PredictionPanel* m_predictionPanel = nullptr;
    QDockWidget* m_predictionDock = nullptr;
    QAction* m_predictAction = nullptr;

    QStackedWidget* m_stack = nullptr;
    QLabel* m_emptyState = nullptr;
    QLabel* m_releasedState = nullptr; // while a pass computes without the shown run
    QLabel* m_description = nullptr;
    QLabel* m_errorBanner = nullptr;
    QTabWidget* m_tabs = nullptr;
    HeadGridView* m_headGrid = nullptr;
    AttentionLineView* m_lines = nullptr;
    QueryDistributionView* m_distribution = nullptr;
    CompareBar* m_compareBar = nullptr;
    CompareView* m_compare = nullptr;
    StepThroughView* m_stepThrough = nullptr;
    // The newest run, and the run each tab's view last drew (views update lazily).
    RunPtr m_viewRun;
    std::vector<RunPtr> m_runShownInTab;
    std::vector<RunView*> m_runViews; // by tab (ViewTab, the registry's order)
    PositionalEncodingPage* m_positional = nullptr;
    ComplexityPage* m_complexity = nullptr;
    LessonsPage* m_lessons = nullptr;
    ImportedAttentionDocument* m_importedDocument = nullptr;
    ImportedAttentionPage* m_imported = nullptr;
    ModelDocument* m_modelDocument = nullptr;
    ModelPage* m_modelPage = nullptr;
    QComboBox* m_batch = nullptr;
    QLabel* m_batchLabel = nullptr;
    QLabel* m_quantityLabel = nullptr;
    QComboBox* m_quantity = nullptr;
    QComboBox* m_colourScale = nullptr;
    QCheckBox* m_showMean = nullptr;
    QComboBox* m_orientation = nullptr;

    QLabel* m_shapeLabel = nullptr;
    QLabel* m_messageLabel = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_examplesMenu = nullptr;
    QMenu* m_exampleModelsMenu = nullptr;
    // Texts set again on a language change (retranslateUi).
    RetranslatedTexts m_texts{"ae::MainWindow"};

    std::function<UnsavedChoice()> m_unsavedHandler;
    std::function<void(const QString&)> m_errorHandler;
    SessionAutosaver* m_autosaver = nullptr;
    std::function<bool(const QString&)> m_restoreHandler;
    QString m_lastError;
    RunPtr m_runB;
    QJsonObject m_requestedB; // configuration B of the newest compare request
};

} // namespace ae
