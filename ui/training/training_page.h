#pragma once
// The "Training" tab: a tiny transformer trained in the app while the class
// watches its heads form. Choose a task (copy, reverse, sort, repeat the
// pattern, balanced brackets, or your own lines), the model (layers, heads,
// width, positions) and the optimiser (learning rate, batch, steps, seed);
// Train / Pause / Step / Reset. Live: loss and accuracy (training and
// held-out), every head's attention on a fixed probe sequence, a timeline to
// scrub back through the snapshots, and the model's answer to a question
// the student types. Save Model writes a folder the Model tab opens.
//
// It reads a TrainingRunner (which trains off the GUI thread) and computes
// nothing but the settings it hands over.

#include "ui/views/run_view.h"

#include <QWidget>

#include <memory>

class QBoxLayout;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSlider;
class QSpinBox;
class QSplitter;
class QCPItemStraightLine;

namespace ae {

class TrainingHeadsView;
class TrainingRunner;
struct TrainerSettings;
struct TrainingSnapshot;

class TrainingPage : public QWidget, public RunView
{
    Q_OBJECT
public:
    explicit TrainingPage(TrainingRunner* runner, QWidget* parent = nullptr);

    QWidget* figure() override;

    // The settings the controls describe (the own task's text included).
    TrainerSettings settingsFromControls() const;

    QComboBox* taskBox() const { return m_task; }
    QSpinBox* lengthBox() const { return m_length; }
    QSpinBox* alphabetBox() const { return m_alphabet; }
    QSpinBox* layersBox() const { return m_layers; }
    QSpinBox* headsBox() const { return m_heads; }
    QComboBox* widthBox() const { return m_width; }
    QComboBox* positionsBox() const { return m_positions; }
    QComboBox* scoringBox() const { return m_scoring; }
    QDoubleSpinBox* learningRateBox() const { return m_learningRate; }
    QSpinBox* batchBox() const { return m_batch; }
    QSpinBox* stepsBox() const { return m_steps; }
    QSpinBox* seedBox() const { return m_seed; }
    QPushButton* trainButton() const { return m_train; }
    QPushButton* stepButton() const { return m_step; }
    QPushButton* resetButton() const { return m_reset; }
    QPushButton* saveButton() const { return m_save; }
    QSlider* timeline() const { return m_timeline; }
    QLineEdit* questionEdit() const { return m_question; }
    QLabel* answerLabel() const { return m_answer; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* explanationLabel() const { return m_explanation; }
    TrainingHeadsView* headsView() const { return m_headsView; }
    void setColorMap(ColorMapId id) override;
    QCustomPlot* lossPlot() const { return m_lossPlot; }
    QCustomPlot* accuracyPlot() const { return m_accuracyPlot; }
    // Whether the curves stand in a column beside the heads (a wide page,
    // where that gives the heads' maps larger cells) or in a strip above
    // them.
    bool curvesBesideHeads() const;
    // The snapshot the views show (the timeline's; the newest while it follows).
    std::shared_ptr<const TrainingSnapshot> shownSnapshot() const { return m_shown; }

    // Saves the shown snapshot's model to `folder` (config.json,
    // model.safetensors, the tokenizer); false and *error on failure.
    bool saveModel(const QString& folder, QString* error);
    // Reads an own task file ("question|answer" lines), bounded in size.
    bool loadTaskFile(const QString& path, QString* error);

signals:
    // "Open in Model tab" after a save: the window opens the folder there.
    void openModelRequested(const QString& folder);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void followFont();
    // Curves above the heads or beside them, whichever gives the heads'
    // maps the larger square cells in the room there is now, by a margin
    // (beside: a projector's wide page, not the default window).
    void placeCurves();
    void reconfigure();
    // The note under the settings: the model's layout with its scoring function.
    void updateScoringNote();
    // The question box's hint: the task's own example question (its probe's).
    void updateQuestionHint();
    void onTrainClicked();
    void onSaveClicked();
    void onSnapshotsChanged();
    void onTrainingChanged(bool training);
    void showSnapshot(int index);
    void updateCurves();
    void updateAnswer();
    void updateStatus();
    QStringList probeLabels() const;

    TrainingRunner* m_runner = nullptr;
    std::shared_ptr<const TrainingSnapshot> m_shown;
    QString m_ownText;
    QString m_ownFile;
    QString m_lastError;
    bool m_followNewest = true;

    QScrollArea* m_settingsScroll = nullptr;
    QLabel* m_taskLabel = nullptr;
    QComboBox* m_task = nullptr;
    QPushButton* m_chooseFile = nullptr;
    QLabel* m_lengthLabel = nullptr;
    QSpinBox* m_length = nullptr;
    QLabel* m_alphabetLabel = nullptr;
    QSpinBox* m_alphabet = nullptr;
    QLabel* m_layersLabel = nullptr;
    QSpinBox* m_layers = nullptr;
    QLabel* m_headsLabel = nullptr;
    QSpinBox* m_heads = nullptr;
    QLabel* m_widthLabel = nullptr;
    QComboBox* m_width = nullptr;
    QLabel* m_positionsLabel = nullptr;
    QComboBox* m_positions = nullptr;
    QLabel* m_scoringLabel = nullptr;
    QComboBox* m_scoring = nullptr; // every head's scoring function (core/scoring.h's table)
    QLabel* m_learningRateLabel = nullptr;
    QDoubleSpinBox* m_learningRate = nullptr;
    QLabel* m_batchLabel = nullptr;
    QSpinBox* m_batch = nullptr;
    QLabel* m_stepsLabel = nullptr;
    QSpinBox* m_steps = nullptr;
    QLabel* m_seedLabel = nullptr;
    QSpinBox* m_seed = nullptr;
    QLabel* m_scoringNote = nullptr;
    QPushButton* m_train = nullptr;
    QPushButton* m_step = nullptr;
    QPushButton* m_reset = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_openInModel = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_explanation = nullptr;
    QSplitter* m_curvesAndHeads = nullptr;
    QWidget* m_curves = nullptr;
    QBoxLayout* m_curvesLayout = nullptr;
    QCustomPlot* m_lossPlot = nullptr;
    QCustomPlot* m_accuracyPlot = nullptr;
    QCPItemStraightLine* m_lossMarker = nullptr;
    QCPItemStraightLine* m_accuracyMarker = nullptr;
    TrainingHeadsView* m_headsView = nullptr;
    QWidget* m_headsBox = nullptr;
    QLabel* m_headsTitle = nullptr;
    QLabel* m_timelineLabel = nullptr;
    QSlider* m_timeline = nullptr;
    QLabel* m_questionLabel = nullptr;
    QLineEdit* m_question = nullptr;
    QLabel* m_answer = nullptr;
    QString m_savedFolder;
};

} // namespace ae
