#pragma once
// The relative-offset rotation: for pair j, position i and offset δ, the
// plane of (p_{i,2j}, p_{i,2j+1}) with the unit circle, p_i and p_{i+δ}, the
// matrix M(δω_j) with its numbers and the residual ‖M·p_i − p_{i+δ}‖.
// Animating i with δ fixed shows one matrix carrying every position forward.
// A second plot shows p_i · p_{i+δ} against δ for the chosen i and for i = 0:
// the curves coincide (the similarity depends on δ only).

#include <QWidget>

class QCPCurve;
class QCPTextElement;
class QCustomPlot;
class QCPItemLine;
class QCPItemStraightLine;
class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;

namespace ae {

class RotationPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RotationPanel(QWidget* parent = nullptr);

    void setEncodingShape(int n, int d, double base);
    // The precision of the run on screen: p_i as the run computes it, float
    // (the default) or double (a "precision": "float64" spec), so the
    // residual shows that precision's rounding (about 1e-8 or 1e-16).
    void setFloat64(bool float64);
    bool isFloat64() const { return m_float64; }

    // ‖M(δω_j)·p_i − p_{i+δ}‖ for the current j, i, δ, M(δω_j) in double
    // and p from the float or double encoding (setFloat64).
    double residual() const { return m_residual; }
    bool isAnimating() const;

public slots:
    void setPair(int j);
    void setPosition(int i);
    void setOffset(int delta);
    void setAnimating(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The fixed texts: labels, explanations, plot titles, axes, legend names.
    void retranslateUi();
    // "Stop" while animating, else "Animate i".
    void writeAnimateButtonText();
    void keepPlaneSquare();
    void update2d();
    void updateSimilarity();
    void stepAnimation();

    int m_n = 60;
    int m_d = 32;
    double m_base = 10000.0;
    double m_residual = 0.0;
    bool m_float64 = false;
    QSpinBox* m_pairSpin = nullptr;
    QSpinBox* m_positionSpin = nullptr;
    QSpinBox* m_offsetSpin = nullptr;
    QPushButton* m_animateButton = nullptr;
    QTimer* m_timer = nullptr;
    QCustomPlot* m_plane = nullptr;
    QCPItemLine* m_fromArrow = nullptr;
    QCPItemLine* m_toArrow = nullptr;
    QCustomPlot* m_similarity = nullptr;
    QCPItemStraightLine* m_offsetMarker = nullptr;
    QLabel* m_matrixLabel = nullptr;
    QLabel* m_residualLabel = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_derivation = nullptr;
    QLabel* m_pairLabel = nullptr;
    QLabel* m_positionLabel = nullptr;
    QLabel* m_offsetLabel = nullptr;
    QCPCurve* m_circle = nullptr;
    QCPTextElement* m_similarityTitle = nullptr;
};

} // namespace ae
