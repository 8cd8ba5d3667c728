#pragma once
// Mask controls: none, valid lengths (one per batch line), causal, a window of
// radius r, or a custom matrix edited by clicking the cells of a heatmap
// (stored as mask.matrix, one matrix for every batch line).

#include "ui/document/attention_run.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace ae {

class AttentionDocument;
class AttentionHeatmap;

class MaskPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Mode
    {
        None,
        ValidLengths,
        Causal,
        Window,
        Custom
    };

    explicit MaskPanel(AttentionDocument* document, QWidget* parent = nullptr);

    // The last good run: its shape sizes a new custom mask, its tokens label it.
    void setRun(ae::RunPtr run);
    // Drops the run (and every matrix shared with it) without drawing
    // another: the window is about to show a newer one. Memory, not looks.
    void releaseRun();
    AttentionHeatmap* customMaskHeatmap() const { return m_heatmap; }
    static Mode modeOf(const MaskConfig& mask);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Writes every text; the description and an error shown are written from
    // the state, so a language change keeps them.
    void retranslateUi();
    void showInvalidLength();
    void refreshFromSpec();
    void refreshHeatmap();
    void setMode(Mode mode);
    void applyValidLengths();
    void toggleCell(int row, int col);
    void resetCustomMask();

    AttentionDocument* m_document;
    RunPtr m_run;
    QComboBox* m_mode = nullptr;
    QLabel* m_modeLabel = nullptr;
    QLabel* m_description = nullptr;
    QLabel* m_windowLabel = nullptr;
    QSpinBox* m_window = nullptr;
    QLabel* m_validLensLabel = nullptr;
    QLineEdit* m_validLens = nullptr;
    QLabel* m_validLensError = nullptr;
    // The part of the lengths box that is not a length (empty: no error shown).
    QString m_invalidLength;
    AttentionHeatmap* m_heatmap = nullptr;
    QPushButton* m_resetCustom = nullptr;
};

} // namespace ae
