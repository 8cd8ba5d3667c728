#pragma once
// Dropout in training mode: the softmax weights of one head on 8 random
// tokens beside the weights the output actually uses. In training mode each
// weight is dropped with probability p (shown as "×") or kept and scaled by
// 1/(1 − p); "Draw again" takes a new dropout seed. Evaluation mode uses the
// weights unchanged, the same on every draw. The numbers come from the
// engine's computeAttention (runDropoutLesson).

#include "core/dropout_lesson.h"

#include <QWidget>

class QCheckBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace ae {

class DropoutPage : public QWidget
{
    Q_OBJECT
public:
    explicit DropoutPage(QWidget* parent = nullptr);

    static constexpr int kTokens = 8;
    static constexpr int kWidth = 16;
    static constexpr int kInputSeed = 7;

    bool isTraining() const;
    double dropProbability() const;
    int dropoutSeed() const { return m_dropoutSeed; }
    const DropoutLesson& lesson() const { return m_lesson; }

    QCustomPlot* weightsPlot() const { return m_weightsPlot; }
    QCustomPlot* appliedPlot() const { return m_appliedPlot; }

public slots:
    void setTraining(bool training);
    void setDropProbability(double p);
    // A new dropout seed: other weights are dropped (training mode only).
    void drawAgain();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The fixed texts (labels, explanation, plot titles and axes).
    void retranslateUi();
    // The summary line, from the lesson computed last.
    void writeSummary();
    void recompute();
    // "1.25, 0.80, …": the sums of the applied weights' rows.
    QString rowSums() const;
    void showMatrix(QCustomPlot* plot, const Matrix& values, double maxValue, bool markDropped);

    int m_dropoutSeed = 1;
    DropoutLesson m_lesson;
    QCheckBox* m_trainingCheck = nullptr;
    QDoubleSpinBox* m_pSpin = nullptr;
    QPushButton* m_drawButton = nullptr;
    QLabel* m_summaryLabel = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_pLabel = nullptr;
    QCustomPlot* m_weightsPlot = nullptr;
    QCustomPlot* m_appliedPlot = nullptr;
};

} // namespace ae
