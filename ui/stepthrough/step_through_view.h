#pragma once
// The step-through of one multi-head forward pass for a lecture: eleven
// stages from tokens to Y, each with its input and output matrices (read from
// the engine's trace, never recomputed), formula and explanation in English or
// Chinese, and the provenance of a clicked output cell. Navigation by buttons,
// the stage list, the keyboard (← → space Home End) and Play.
//
// Two languages: the stages' texts follow the view's own toggle
// (StepTranslator), the buttons and menus follow the interface language.
//
// Predict, then reveal: setHiddenQuery covers that query row of the
// attention weights (the softmax stage's A, the weighted sum's input) in
// every head until the reveal; a click on one of its cells explains
// nothing ("hidden until you reveal").

#include "ui/document/attention_run.h"
#include "ui/stepthrough/cell_provenance.h"
#include "ui/stepthrough/stage_text.h"
#include "ui/views/run_view.h"

#include <QList>
#include <QWidget>

class QAction;
class QComboBox;
class QListWidget;
class QSplitter;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QTimer;
class QToolButton;

namespace ae {

class AttentionHeatmap;
class StagePageWidget;

class StepThroughView : public QWidget, public RunView
{
    Q_OBJECT
public:
    explicit StepThroughView(QWidget* parent = nullptr);

    // Keeps the current stage, head and query (clamped to the new run). A null
    // run keeps the last picture.
    void setRun(ae::RunPtr run) override;
    // Drops the run (and every matrix shared with it) without drawing
    // another: the window is about to show a newer one. Memory, not looks.
    void releaseRun() override;
    // The stage on screen (its page widget), else the whole view.
    QWidget* figure() override;
    // Export Figure writes the current stage (exportStage).
    bool exportsOwnFigure() const override { return true; }
    bool exportOwnFigure(const QString& path, QString* error) override
    {
        return exportStage(path, error);
    }
    ae::RunPtr run() const { return m_run; }
    void setBatchIndex(int batch) override;
    int batchIndex() const { return m_batch; }
    // 0-based head and query (query −1: none highlighted).
    void setHead(int head);
    int head() const { return m_head; }
    void setQuery(int query);
    int query() const { return m_query; }

    // 0-based stage, 0 … stageCount() − 1.
    int currentStage() const { return m_stage; }
    void setStage(int stage);
    int stageCount() const;

    void setLanguage(StepLanguage language);
    // Predict, then reveal (−1: nothing hidden).
    void setHiddenQuery(int query);
    int hiddenQuery() const { return m_hiddenQuery; }

    StepLanguage language() const { return m_language; }

    // Heatmaps of the current stage: inputs first, then outputs.
    QList<AttentionHeatmap*> stageHeatmaps() const;
    StagePageWidget* stagePage() const { return m_page; }
    void setColorMap(ColorMapId id) override;
    // What the side panel shows for the last clicked output cell.
    const CellProvenance& lastProvenance() const { return m_provenance; }
    // Whether the provenance is under the stage page (a narrow view) rather
    // than beside it.
    bool provenanceBelowPage() const;
    bool isPlaying() const;

    // The current stage as a figure: PNG, SVG or PDF by suffix.
    bool exportStage(const QString& path, QString* error);
    // The whole walk: one PDF page per stage / stage-01.png … into `dir`.
    bool exportWalkPdf(const QString& path, QString* error);
    bool exportWalkPngs(const QString& dir, QString* error);

public slots:
    void nextStage();
    void previousStage();
    void setPlaying(bool playing);

signals:
    void stageChanged(int stage);
    void headSelected(int head);
    void querySelected(int query);
    void languageChanged(ae::StepLanguage language);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool handleNavigationKey(int key);
    // The interface's words (tr()), again on a LanguageChange.
    void retranslateUi();
    void refresh();
    void refreshStageList();
    // Widens the stage list (taking from the page) until its longest title
    // shows whole: its font grows in presentation mode and titles change
    // with the language.
    void fitStageList();
    // Beside the stage page where the view has room, under it where it is
    // narrow (beside the Predict dock in the default window), so that
    // neither the page nor the provenance's sentences are squeezed into a
    // column a word wide.
    void placeProvenance();
    void syncControls();
    void onCellClicked(bool output, int panel, int row, int col);
    void showProvenance(const CellProvenance& provenance);
    void chooseStageExport();
    void chooseWalkPdf();
    void chooseWalkPngs();
    int headCount() const;
    int queryCount() const;

    ae::RunPtr m_run;
    int m_batch = 0;
    int m_head = 0;
    int m_query = 0;
    int m_stage = 0;
    int m_hiddenQuery = -1;
    StepLanguage m_language = StepLanguage::English;
    bool m_languageChosen = false; // the toggle was clicked
    bool m_syncing = false;
    CellProvenance m_provenance;
    int m_provenancePanel = -1;

    QListWidget* m_list = nullptr;
    QSplitter* m_splitter = nullptr;       // the stage list | the details
    QSplitter* m_detailSplitter = nullptr; // the stage page, the provenance
    QPushButton* m_prev = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_play = nullptr;
    QComboBox* m_speed = nullptr;
    QSpinBox* m_headSpin = nullptr;
    QSpinBox* m_querySpin = nullptr;
    QToolButton* m_chinese = nullptr;
    QToolButton* m_export = nullptr;
    QAction* m_exportStageAction = nullptr;
    QAction* m_exportPdfAction = nullptr;
    QAction* m_exportPngsAction = nullptr;
    StagePageWidget* m_page = nullptr;
    QTextBrowser* m_provenanceText = nullptr;
    QTimer* m_timer = nullptr;
};

} // namespace ae
