#pragma once
// CNN vs RNN vs self-attention (Vaswani et al. 2017, Table 1): the table with
// symbols and the numbers for the current n, d, k, r; log–log plots of
// operations, sequential operations and maximum path length against n with
// the crossovers marked; the path diagram; and measured forward-pass times of
// real layers (on a worker thread, cancellable) overlaid on the predicted
// curves with one fitted constant per layer.

#include "core/complexity.h"
#include "core/sequence_layers.h"
#include "ui/views/run_view.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>

class QComboBox;
class QCPItemText;
class QCustomPlot;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSlider;
class QSpinBox;
class QTableWidget;

namespace ae {

class PathDiagramWidget;

class ComplexityPage : public QWidget, public RunView
{
    Q_OBJECT
public:
    explicit ComplexityPage(QWidget* parent = nullptr);

    // RunView: follows the sequence on screen (its length n and input width d).
    void setRun(ae::RunPtr run) override;
    QWidget* figure() override { return this; }
    ~ComplexityPage() override;

    // n, d, k, r and the convolution path as the controls show them.
    ComplexityParameters parameters() const;
    // The n range of the plots (powers of two from the sliders).
    int minimumLength() const;
    int maximumLength() const;
    bool isMeasuring() const;
    // The last finished (possibly cancelled) measurement; empty before.
    const LayerTimings& lastTimings() const { return m_timings; }
    // Fitted constant per layer kind (seconds per operation), NaN if none.
    double fittedConstant(LayerKind kind) const;

    PathDiagramWidget* pathDiagram() const { return m_pathDiagram; }

public slots:
    void setSequenceLength(int n);
    void setModelWidth(int d);
    // Runs measureLayers on a worker over the plot's n range (n ≤ 2048).
    void startMeasurement();
    void cancelMeasurement();

signals:
    void measurementFinished();

protected:
    void changeEvent(QEvent* event) override;
    // Refits the table's columns when the table's width changes.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Where the measurement is: its status line is written from this.
    enum class MeasureState
    {
        None,
        Running,
        Cancelled,
        Done
    };

    // Every text: captions, tool tips, combo items, group box and plot
    // titles; those that follow the controls through refresh().
    void retranslateUi();
    void writeMeasureStatus();
    void refresh();
    void updateTable();
    // Each column at least its contents' width; the width left over is
    // shared out evenly (not all given to the last column), and the table is
    // exactly its four rows tall, plus a scroll bar only when the columns do
    // not fit.
    void fitTable();
    // The crossover text scrolls when the window is too short for it and
    // the path diagram together (presentation mode on a small screen): its
    // area is never taller than the text, and gives the rest to the diagram.
    void fitCrossoverText();
    void updatePlots();
    void updatePathDiagram();
    // Places the crossover labels in pixels of the laid-out plot (after
    // each layout): below their markers, further down past the labels they
    // would cover, or above where that would leave the plot.
    void separateCrossoverLabels();
    void updatePathLabel();
    void updateMeasuredPlot();
    void measurementDone();
    std::vector<int> measurementLengths() const;

    QSpinBox* m_lengthSpin = nullptr;
    QSlider* m_widthSlider = nullptr;
    QSlider* m_kernelSlider = nullptr;
    QSlider* m_neighbourhoodSlider = nullptr;
    QSlider* m_minLengthSlider = nullptr;
    QSlider* m_maxLengthSlider = nullptr;
    QLabel* m_widthValue = nullptr;
    QLabel* m_kernelValue = nullptr;
    QLabel* m_neighbourhoodValue = nullptr;
    QLabel* m_rangeValue = nullptr;
    QComboBox* m_convolutionPath = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_crossoverLabel = nullptr;
    QScrollArea* m_crossoverArea = nullptr;
    QCustomPlot* m_operationsPlot = nullptr;
    QList<QCPItemText*> m_crossoverLabels; // the operations plot's, remade with it
    QCustomPlot* m_sequentialPlot = nullptr;
    QCustomPlot* m_pathPlot = nullptr;
    QCustomPlot* m_measuredPlot = nullptr;
    QCPItemText* m_measuredHint = nullptr; // inside the plot while nothing is measured
    QComboBox* m_pathKind = nullptr;
    QSpinBox* m_pathLength = nullptr;
    QLabel* m_pathLabel = nullptr;
    PathDiagramWidget* m_pathDiagram = nullptr;
    QPushButton* m_measureButton = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_measureStatus = nullptr;
    QLabel* m_lengthCaption = nullptr;
    QLabel* m_widthCaption = nullptr;
    QLabel* m_kernelCaption = nullptr;
    QLabel* m_neighbourhoodCaption = nullptr;
    QLabel* m_minLengthCaption = nullptr;
    QLabel* m_maxLengthCaption = nullptr;
    QLabel* m_convolutionCaption = nullptr;
    QLabel* m_pathKindCaption = nullptr;
    QLabel* m_pathLengthCaption = nullptr;
    QGroupBox* m_pathBox = nullptr;
    MeasureState m_measureState = MeasureState::None;

    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFutureWatcher<LayerTimings> m_watcher;
    LayerTimings m_timings;
    LayerTimingSettings m_measuredSettings;
};

} // namespace ae
