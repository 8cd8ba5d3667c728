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
class QGroupBox;
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

protected:
    void changeEvent(QEvent* event) override;

private:
    // Writes every text; those that follow the spec through refreshFromSpec().
    void retranslateUi();
    void refreshFromSpec();
    void rebuildWidthChoices(const SpecWidths& widths, bool choosable);
    void onNewRandomWeights();

    AttentionDocument* m_document;
    QGroupBox* m_shapeBox = nullptr;
    QGroupBox* m_scoringBox = nullptr;
    QGroupBox* m_positionBox = nullptr;
    QGroupBox* m_weightsBox = nullptr;
    QGroupBox* m_precisionBox = nullptr;
    QLabel* m_headsLabel = nullptr;
    QLabel* m_widthLabel = nullptr;
    QLabel* m_headWidthLabel = nullptr;
    QLabel* m_scoringLabel = nullptr;
    QLabel* m_positionalLabel = nullptr;
    QLabel* m_positionalBaseLabel = nullptr;
    QLabel* m_seedLabel = nullptr;
    QLabel* m_precisionLabel = nullptr;
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
