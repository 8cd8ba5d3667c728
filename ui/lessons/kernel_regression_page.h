#pragma once
// Attention pooling as kernel regression (Nadaraya–Watson): noisy training
// points from 2·sin(x) + x^0.8, the true curve, the prediction
// f(x) = Σ α(x, x_i)·y_i for the chosen kernel and width w, average pooling
// for contrast, and the heatmap of the weights α (test inputs × training
// inputs) that sharpens as w grows. "Learn w" fits w by leave-one-out least
// squares on the training points (fitKernelWidth).

#include "core/kernel_regression.h"

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace ae {

class KernelRegressionPage : public QWidget
{
    Q_OBJECT
public:
    explicit KernelRegressionPage(QWidget* parent = nullptr);

    RegressionKernel kernel() const;
    double width() const { return m_width; }
    const KernelRegressionData& data() const { return m_data; }
    const Matrix& weights() const { return m_weights; }
    const Vector& prediction() const { return m_prediction; }
    // The last "Learn w" result (width 0 before the first).
    const KernelWidthFit& learnedWidth() const { return m_fit; }

    QCustomPlot* curvePlot() const { return m_curvePlot; }
    QCustomPlot* weightsPlot() const { return m_weightsPlot; }

    // Slider position ↔ width: w = 0.05·1000^(position/200), 0.05 … 50.
    static double widthForSliderPosition(int position);
    static int sliderPositionForWidth(double width);

public slots:
    // Clamped to [0.05, 50]; moves the slider without rounding the width.
    void setWidth(double width);
    void setKernel(ae::RegressionKernel kernel);
    // Fits w on the training points and uses it.
    void learnWidth();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The fixed texts: labels, combo items, explanations, plot titles, axes
    // and legend names.
    void retranslateUi();
    // The loss line, from the width and the fit.
    void writeLoss();
    void regenerate();
    void recompute();
    void updateCurvePlot();
    void updateWeightsPlot();

    double m_width = 1.0;
    KernelRegressionData m_data;
    Matrix m_weights;
    Vector m_prediction;
    KernelWidthFit m_fit{0.0, 0.0};
    QComboBox* m_kernelCombo = nullptr;
    QSlider* m_widthSlider = nullptr;
    QLabel* m_widthValue = nullptr;
    QPushButton* m_learnButton = nullptr;
    QLabel* m_lossLabel = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_cues = nullptr;
    QLabel* m_kernelLabel = nullptr;
    QLabel* m_widthLabel = nullptr;
    QLabel* m_countLabel = nullptr;
    QLabel* m_noiseLabel = nullptr;
    QLabel* m_seedLabel = nullptr;
    QSpinBox* m_countSpin = nullptr;
    QDoubleSpinBox* m_noiseSpin = nullptr;
    QSpinBox* m_seedSpin = nullptr;
    QCustomPlot* m_curvePlot = nullptr;
    QCustomPlot* m_weightsPlot = nullptr;
};

} // namespace ae
