#pragma once
// The positional-encoding page: shared controls for n, d and base, and five
// linked views that follow them — the encoding matrix, the binary-bit
// analogy, the relative-offset rotation, the shuffle-tokens demo, and a
// model's learned positions beside the sinusoidal ones (its own width d).
// The main window follows its own sequence through setSequenceLength and
// setModelWidth.

#include "core/types.h"
#include "ui/views/run_view.h"

#include <QWidget>

class QDoubleSpinBox;
class QSpinBox;
class QLabel;
class QTabWidget;

namespace ae {

class BinaryAnalogyPanel;
class EncodingMatrixPanel;
class LearnedPositionsPanel;
class ModelDocument;
class RotationPanel;
class ShufflePanel;

class PositionalEncodingPage : public QWidget, public RunView
{
    Q_OBJECT
public:
    explicit PositionalEncodingPage(QWidget* parent = nullptr);

    // RunView: follows the sequence on screen (its length n and input width
    // d) and its precision (the rotation's residual in float or double).
    void setRun(ae::RunPtr run) override;
    QWidget* figure() override { return currentFigure(); }

    int sequenceLength() const;
    int modelWidth() const;
    double base() const;
    // The matrix every view shows (sinusoidalEncoding(n, d, base)).
    const Matrix& encoding() const { return m_encoding; }

    EncodingMatrixPanel* encodingPanel() const { return m_encodingPanel; }
    BinaryAnalogyPanel* binaryPanel() const { return m_binaryPanel; }
    RotationPanel* rotationPanel() const { return m_rotationPanel; }
    ShufflePanel* shufflePanel() const { return m_shufflePanel; }
    LearnedPositionsPanel* learnedPanel() const { return m_learnedPanel; }
    // The open model whose learned positions the learned view shows (null:
    // the built-in models only).
    void setModelDocument(ModelDocument* document);
    QTabWidget* tabs() const { return m_tabs; }
    // What an "Export Figure" of the page should save: the visible view.
    QWidget* currentFigure() const;

public slots:
    // Clamped to the page's range (at most 1024 positions, width 512).
    void setSequenceLength(int n);
    void setModelWidth(int d);
    void setBase(double base);

signals:
    void encodingChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The labels, tool tips, formula and tab titles (each panel retranslates
    // itself).
    void retranslateUi();
    void recompute();

    Matrix m_encoding;
    QSpinBox* m_lengthSpin = nullptr;
    QSpinBox* m_widthSpin = nullptr;
    QDoubleSpinBox* m_baseSpin = nullptr;
    QTabWidget* m_tabs = nullptr;
    QLabel* m_lengthLabel = nullptr;
    QLabel* m_widthLabel = nullptr;
    QLabel* m_baseLabel = nullptr;
    QLabel* m_formula = nullptr;
    EncodingMatrixPanel* m_encodingPanel = nullptr;
    BinaryAnalogyPanel* m_binaryPanel = nullptr;
    RotationPanel* m_rotationPanel = nullptr;
    ShufflePanel* m_shufflePanel = nullptr;
    LearnedPositionsPanel* m_learnedPanel = nullptr;
};

} // namespace ae
