#pragma once
// Sequence input: the text (one sentence per line = a batch), its tokens as
// chips, an optional source text that turns on cross-attention, and the
// embedding. Edits go to the document as undo commands; the panel follows the
// document (undo, open).

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;

namespace ae {

class AttentionDocument;
class TokenChips;

class SequencePanel : public QWidget
{
    Q_OBJECT
public:
    explicit SequencePanel(AttentionDocument* document, QWidget* parent = nullptr);

    QPlainTextEdit* textEdit() const { return m_text; }
    TokenChips* tokenChips() const { return m_chips; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // Writes every text (labels, tooltips, placeholders, combo items, the
    // notes from the spec); the constructor builds the widgets without texts.
    void retranslateUi();
    void refreshFromSpec();
    void updateChips();
    void onTextEdited();
    void onSourceEdited();
    void onCrossAttentionToggled(bool on);

    AttentionDocument* m_document;
    // What the chips show, so edits of other fields do not rebuild them.
    QString m_chipsText;
    QString m_sourceChipsText;
    QLabel* m_inputsNote = nullptr;
    QLabel* m_textLabel = nullptr;
    QLabel* m_embeddingTypeLabel = nullptr;
    QLabel* m_embeddingDimLabel = nullptr;
    QPlainTextEdit* m_text = nullptr;
    TokenChips* m_chips = nullptr;
    QCheckBox* m_crossAttention = nullptr;
    QPlainTextEdit* m_source = nullptr;
    TokenChips* m_sourceChips = nullptr;
    QComboBox* m_embeddingType = nullptr;
    QSpinBox* m_embeddingDim = nullptr;
    QLabel* m_embeddingNote = nullptr;
};

} // namespace ae
