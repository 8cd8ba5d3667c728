#pragma once
// Why scaled dot-product attention divides by √d: histograms of q·k and of
// q·k/√d for random q, k of the chosen width d with the measured variances
// (≈ d and ≈ 1), one example row's softmax with and without the scaling, and
// the softmax's mean entropy and largest weight against d (saturation).
// Sampling (20 000 pairs, up to d = 1024) runs on a worker thread through
// QtConcurrent, once the page is shown; resultsReady() says when the plots
// show a new result.

#include "core/scaling_statistics.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>

class QCustomPlot;
class QLabel;
class QSpinBox;

namespace ae {

struct ScalingLessonResult
{
    int d = 0;
    int seed = 0;
    double rawVariance = 0.0;
    double scaledVariance = 0.0;
    Histogram rawHistogram;
    Histogram scaledHistogram;
    Vector exampleScores; // unscaled q·k_j of one row
    std::vector<SoftmaxSaturationPoint> saturation;
    bool cancelled = false; // a newer request (or closing) stopped it: not shown
};

class ScalingPage : public QWidget
{
    Q_OBJECT
public:
    explicit ScalingPage(QWidget* parent = nullptr);
    ~ScalingPage() override;

    static constexpr int kSampleCount = 20000;
    static constexpr int kExampleKeys = 10;

    int dimension() const;
    bool isComputing() const { return m_watcher.isRunning(); }
    // The result the plots show (d = 0 before the first finishes).
    const ScalingLessonResult& result() const { return m_result; }
    // Computes synchronously (what the worker runs); stops early, marked
    // cancelled, soon after `cancel` is set.
    static ScalingLessonResult compute(int d, int seed, const std::atomic<bool>* cancel = nullptr);

    QCustomPlot* rawHistogramPlot() const { return m_rawPlot; }
    QCustomPlot* scaledHistogramPlot() const { return m_scaledPlot; }
    QCustomPlot* examplePlot() const { return m_examplePlot; }
    QCustomPlot* saturationPlot() const { return m_saturationPlot; }

public slots:
    void setDimension(int d);

signals:
    void resultsReady();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The fixed texts: labels, explanation, plot titles, axes, legend names.
    void retranslateUi();
    // The variances and the example row's line, from the last result.
    void writeResultTexts();
    static void computeInto(ScalingLessonResult& result, const std::atomic<bool>* cancel);
    void start();
    void finished();
    void showResult();

    ScalingLessonResult m_result;
    QFutureWatcher<ScalingLessonResult> m_watcher;
    // The running sampling's stop flag: a change of d or seed stops it and
    // starts again at once (sampling d = 1024 takes seconds).
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_pending = false;
    bool m_stale = true; // controls changed while hidden
    QSpinBox* m_dimensionSpin = nullptr;
    QSpinBox* m_seedSpin = nullptr;
    QLabel* m_rawLabel = nullptr;
    QLabel* m_scaledLabel = nullptr;
    QLabel* m_exampleLabel = nullptr;
    QLabel* m_statusLabel = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_dimensionLabel = nullptr;
    QLabel* m_seedLabel = nullptr;
    bool m_hasResult = false;
    QCustomPlot* m_rawPlot = nullptr;
    QCustomPlot* m_scaledPlot = nullptr;
    QCustomPlot* m_examplePlot = nullptr;
    QCustomPlot* m_saturationPlot = nullptr;
};

} // namespace ae
