#pragma once
// Model controls: heads and model width (only widths the heads divide can be
// chosen; p = d/h is shown), scoring function and its parameters,
// temperature, positional encoding, weight seed, identity projections,
// training-mode dropout and the precision the pass is computed in (float32
// or float64, the spec's "precision"). Every change is an undo command on the
// document.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace ae {

class AttentionDocument;
struct SpecWidths;

class ModelPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ModelPanel(AttentionDocument* document, QWidget* parent = nullptr);

    // Candidate model widths offered in the width list.
    static QVector<int> candidateWidths();

private:
    void refreshFromSpec();
    void rebuildWidthChoices(const SpecWidths& widths, bool choosable);
    void onNewRandomWeights();

    AttentionDocument* m_document;
    QSpinBox* m_heads = nullptr;
    QComboBox* m_width = nullptr;
    QLabel* m_headWidth = nullptr;
    QLabel* m_widthHint = nullptr;
    QCheckBox* m_identity = nullptr;
    QLabel* m_weightsNote = nullptr;
    QComboBox* m_scoring = nullptr;
    QLabel* m_scoringFormula = nullptr;
    QLabel* m_additiveHiddenLabel = nullptr;
    QSpinBox* m_additiveHidden = nullptr;
    QLabel* m_temperatureLabel = nullptr;
    QDoubleSpinBox* m_temperature = nullptr;
    QSlider* m_temperatureSlider = nullptr;
    QComboBox* m_positional = nullptr;
    QDoubleSpinBox* m_positionalBase = nullptr;
    QSpinBox* m_seed = nullptr;
    QPushButton* m_newWeights = nullptr;
    QCheckBox* m_dropout = nullptr;
    QDoubleSpinBox* m_dropoutP = nullptr;
    QComboBox* m_precision = nullptr; // 0: float32, 1: float64
};

} // namespace ae
