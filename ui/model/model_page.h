#pragma once
// The "Model" tab: a real GPT-2 or BERT model (File ▸ Open Model…) run on the
// class's text. An overview of every layer × head with behaviour labels; the
// selected head, or the attention rollout up to its layer, as a full
// heatmap with its scores and the heads that behave most like it; for
// GPT-2 a continuation generated greedily and a timeline that steps
// through it, the causal mask growing one row at a time. "Show layer in the
// views" hands the selected layer to the Imported tab's views (Heads, Lines,
// Distribution, Step through: the layer's whole trace); "Step through this
// head" opens its step-through. While the model loads and runs, a progress
// bar counts the blocks run, beside Cancel.
//
// It reads a ModelDocument (which loads and runs off the GUI thread) and
// computes nothing itself. Predict, then reveal: setHiddenQuery covers that
// query row in the overview's every head and in the detail (the selected
// head, or the rollout, which the row feeds) until the reveal; Save Matrix
// refuses meanwhile (the file would hold the row), and a layer shown in the
// Imported tab keeps the row hidden there (the window passes it on). Layers and heads are numbered
// from 1 on screen, like the Heads tab's "head 1" (the CLI's --layer/--head count from 0).
// While no model is open, a row of buttons offers the models that ship with
// the app (BuiltinModels, the same as File ▸ Example Models): a class
// without a downloaded checkpoint is one click from a model to run.

#include "core/io/attention_import.h"
#include "ui/document/builtin_models.h"
#include "ui/document/model_document.h"
#include "ui/views/run_view.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSlider;
class QSpinBox;
class QSplitter;

namespace ae {

class AttentionHeatmap;
class SquareHeatmapFrame;
class ModelOverviewWidget;

class ModelPage : public QWidget, public RunView
{
    Q_OBJECT
public:
    enum class DetailMode
    {
        SelectedHead,
        Rollout
    };

    explicit ModelPage(ModelDocument* document, QWidget* parent = nullptr);

    QWidget* figure() override { return currentFigure(); }

    ModelOverviewWidget* overview() const { return m_overview; }
    AttentionHeatmap* detail() const { return m_detail; }
    QLineEdit* textEdit() const { return m_text; }
    QSpinBox* generateBox() const { return m_generate; }
    QSlider* timeline() const { return m_step; }
    QLabel* scoresLabel() const { return m_scores; }
    QLabel* similarLabel() const { return m_similar; }
    QLabel* statusLabel() const { return m_status; }
    QComboBox* detailModeBox() const { return m_mode; }
    QProgressBar* progressBar() const { return m_progress; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* showLayerButton() const { return m_showLayer; }
    QPushButton* stepThroughButton() const { return m_stepThroughHead; }
    // The figure Export Figure saves: the detail heatmap.
    QWidget* currentFigure() const;
    // Writes the detail's matrix (the selected head's weights, or the
    // rollout) as CSV with token labels, or .npy (by the suffix); atomically.
    bool saveMatrix(const QString& path, QString* error) const;
    QPushButton* saveMatrixButton() const { return m_saveMatrix; }
    // The empty page's buttons, one per built-in model, in BuiltinModels::all()'s
    // order (object names "openExampleModel_<task>").
    const QVector<QPushButton*>& exampleModelButtons() const { return m_exampleButtons; }

    // Asks for a folder and opens it (File ▸ Open Model… too).
    void openModelDialog();
    // Runs the text field's text (the Run button, Enter).
    void runText();
    void setDetailMode(DetailMode mode);
    void setHiddenQuery(int query);
    int hiddenQuery() const { return m_hiddenQuery; }

    // The selected layer of the last run, as an import the Heads and Lines
    // views of the Imported tab show (labels, source "tiny-gpt2, layer 1").
    std::optional<ImportedAttention> selectedLayerAsImport() const;
    // The same layer with its whole trace (ModelDocument::layerRun) over the
    // tokens on show (the timeline's step); null without a run.
    RunPtr selectedLayerRun() const;
    int selectedLayer() const;
    int selectedHead() const;
    // The tokens on show: the prompt and the timeline's generated ones.
    int visibleTokens() const;

signals:
    void showLayerRequested();
    void stepThroughRequested();
    // One of the empty page's buttons: open that built-in model (the window
    // opens it as File ▸ Example Models does).
    void exampleModelRequested(const ae::BuiltinModel& model);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void onModelOpened();
    void onRunFinished(const ModelRunPtr& run);
    void onBusyChanged(bool busy);
    void showSelection();
    void fitOverviewHeight();
    void updateControls();
    void onProgress(int done, int total);
    void onLoadProgress(int permille);

    ModelDocument* m_document = nullptr;
    ModelRunPtr m_run;
    QLabel* m_summary = nullptr;
    QPushButton* m_open = nullptr;
    QWidget* m_examples = nullptr; // the row shown while no model is open
    QLabel* m_examplesLabel = nullptr;
    QVector<BuiltinModel> m_builtins;
    QVector<QPushButton*> m_exampleButtons;
    QLabel* m_textLabel = nullptr;
    QLineEdit* m_text = nullptr;
    QLabel* m_generateLabel = nullptr;
    QSpinBox* m_generate = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    ModelOverviewWidget* m_overview = nullptr;
    QScrollArea* m_overviewScroll = nullptr; // no taller than the grid needs
    QSplitter* m_splitter = nullptr;
    QWidget* m_detailBox = nullptr; // hidden until a run: no empty axes
    QComboBox* m_mode = nullptr;
    AttentionHeatmap* m_detail = nullptr;
    SquareHeatmapFrame* m_detailFrame = nullptr; // keeps m_detail's cells square
    QLabel* m_scores = nullptr;
    QLabel* m_similar = nullptr;
    QLabel* m_caveat = nullptr;
    QLabel* m_stepLabel = nullptr;
    QSlider* m_step = nullptr;
    QPushButton* m_showLayer = nullptr;
    QPushButton* m_stepThroughHead = nullptr;
    QPushButton* m_saveMatrix = nullptr;
    QString m_lastError;
    int m_hiddenQuery = -1;
};

} // namespace ae
