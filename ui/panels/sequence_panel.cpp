#include "ui/panels/sequence_panel.h"

#include "core/io/spec_widths.h"
#include "core/limits.h"
#include "core/tokenizer.h"
#include "ui/document/attention_document.h"
#include "ui/panels/token_chips.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ae {

namespace {

std::vector<Tokens> tokenizeLines(const QString& text)
{
    std::vector<Tokens> lines;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        Tokens tokens = tokenize(line.toStdString());
        if (!tokens.empty())
            lines.push_back(std::move(tokens));
    }
    return lines;
}

QPlainTextEdit* makeTextBox(const QString& objectName, QWidget* parent)
{
    auto* box = new QPlainTextEdit(parent);
    box->setObjectName(objectName);
    box->setTabChangesFocus(true);
    box->setMinimumHeight(48);
    box->setMaximumHeight(84);
    return box;
}

} // namespace

SequencePanel::SequencePanel(AttentionDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("sequencePanel"));
    auto* layout = new QVBoxLayout(this);

    m_inputsNote = new QLabel(this);
    m_inputsNote->setObjectName(QStringLiteral("inputsNoteLabel"));
    m_inputsNote->setWordWrap(true);
    m_inputsNote->hide();
    layout->addWidget(m_inputsNote);

    m_textLabel = new QLabel(this);
    m_textLabel->setWordWrap(true);
    layout->addWidget(m_textLabel);
    m_text = makeTextBox(QStringLiteral("sequenceTextEdit"), this);
    m_textLabel->setBuddy(m_text);
    layout->addWidget(m_text);
    m_chips = new TokenChips(this);
    m_chips->setObjectName(QStringLiteral("tokenChips"));
    layout->addWidget(m_chips);

    m_crossAttention = new QCheckBox(this);
    m_crossAttention->setObjectName(QStringLiteral("crossAttentionCheck"));
    layout->addWidget(m_crossAttention);
    m_source = makeTextBox(QStringLiteral("sourceTextEdit"), this);
    layout->addWidget(m_source);
    m_sourceChips = new TokenChips(this);
    m_sourceChips->setObjectName(QStringLiteral("sourceTokenChips"));
    layout->addWidget(m_sourceChips);

    auto* form = new QFormLayout;
    m_embeddingType = new QComboBox(this);
    m_embeddingType->setObjectName(QStringLiteral("embeddingTypeCombo"));
    // Hashed = index 0, one-hot = index 1 (retranslateUi writes the texts).
    m_embeddingType->addItem(QString());
    m_embeddingType->addItem(QString());
    m_embeddingTypeLabel = new QLabel(this);
    m_embeddingTypeLabel->setBuddy(m_embeddingType);
    form->addRow(m_embeddingTypeLabel, m_embeddingType);
    m_embeddingDim = new QSpinBox(this);
    m_embeddingDim->setObjectName(QStringLiteral("embeddingDimSpin"));
    m_embeddingDim->setRange(1, EngineLimits::defaults().maxModelWidth);
    m_embeddingDimLabel = new QLabel(this);
    m_embeddingDimLabel->setBuddy(m_embeddingDim);
    form->addRow(m_embeddingDimLabel, m_embeddingDim);
    layout->addLayout(form);
    m_embeddingNote = new QLabel(this);
    m_embeddingNote->setObjectName(QStringLiteral("embeddingNoteLabel"));
    m_embeddingNote->setWordWrap(true);
    layout->addWidget(m_embeddingNote);
    layout->addStretch(1);

    connect(m_text, &QPlainTextEdit::textChanged, this, &SequencePanel::onTextEdited);
    connect(m_source, &QPlainTextEdit::textChanged, this, &SequencePanel::onSourceEdited);
    connect(m_crossAttention, &QCheckBox::toggled, this, &SequencePanel::onCrossAttentionToggled);
    connect(m_embeddingType, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int i) {
        m_document->edit(CommandId::EmbeddingType, tr("Change embedding"), [i](Spec& spec) {
            spec.embedding.type =
                i == 1 ? EmbeddingConfig::Type::OneHot : EmbeddingConfig::Type::Hashed;
        });
    });
    connect(m_embeddingDim, qOverload<int>(&QSpinBox::valueChanged), this, [this](int dim) {
        m_document->edit(CommandId::EmbeddingDim, tr("Change embedding width"),
                         [dim](Spec& spec) { spec.embedding.dim = dim; });
    });
    connect(m_document, &AttentionDocument::specChanged, this, &SequencePanel::refreshFromSpec);
    retranslateUi();
}

void SequencePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SequencePanel::retranslateUi()
{
    m_textLabel->setText(tr("&Text (one sentence per line makes a batch):"));
    m_text->setPlaceholderText(tr("Type a sentence…"));
    m_crossAttention->setText(tr("&Cross-attention: keys and values from a source"));
    m_crossAttention->setToolTip(
        tr("Queries come from the text above; keys and values from the source sentence, "
           "as in Bahdanau attention for translation."));
    m_source->setPlaceholderText(tr("Source sentence…"));
    m_embeddingType->setItemText(0, tr("Hashed (a fixed vector per word)"));
    m_embeddingType->setItemText(1, tr("One-hot (vocabulary of the text)"));
    m_embeddingTypeLabel->setText(tr("&Embedding:"));
    m_embeddingDim->setToolTip(tr("Width d of each token's vector"));
    m_embeddingDimLabel->setText(tr("Embedding &width:"));
    // The notes depend on the spec: written again from it.
    refreshFromSpec();
}

void SequencePanel::onTextEdited()
{
    const std::string text = m_text->toPlainText().toStdString();
    if (m_document->spec().text && *m_document->spec().text == text)
        return;
    m_document->edit(CommandId::Text, tr("Edit text"), [text](Spec& spec) { spec.text = text; });
}

void SequencePanel::onSourceEdited()
{
    if (!m_crossAttention->isChecked())
        return;
    const std::string text = m_source->toPlainText().toStdString();
    if (m_document->spec().keyText && *m_document->spec().keyText == text)
        return;
    m_document->edit(CommandId::KeyText, tr("Edit source text"),
                     [text](Spec& spec) { spec.keyText = text; });
}

void SequencePanel::onCrossAttentionToggled(bool on)
{
    QString source = m_source->toPlainText();
    if (on && source.trimmed().isEmpty()) {
        // Something to attend to at once: the first line of the text.
        source = m_text->toPlainText().section(QLatin1Char('\n'), 0, 0);
    }
    const std::string text = source.toStdString();
    m_document->edit(
        CommandId::KeyText, on ? tr("Turn on cross-attention") : tr("Turn off cross-attention"),
        [on, text](Spec& spec) {
            if (on)
                spec.keyText = text;
            else
                spec.keyText.reset();
        },
        false);
}

void SequencePanel::refreshFromSpec()
{
    const Spec& spec = m_document->spec();
    const bool explicitInputs = !spec.inputs.inputs.empty();
    m_inputsNote->setVisible(explicitInputs);
    if (explicitInputs) {
        const Matrix& x = spec.inputs.inputs.front();
        m_inputsNote->setText(
            tr("This session gives its inputs as numbers (a batch of %1, each %2×%3), "
               "not as text. Open an example or File > New to type a sentence.")
                .arg(spec.inputs.inputs.size())
                .arg(x.rows())
                .arg(x.cols()));
    }
    m_text->setEnabled(!explicitInputs);
    m_crossAttention->setEnabled(!explicitInputs);
    m_embeddingType->setEnabled(!explicitInputs);

    const QString text = QString::fromStdString(spec.text.value_or(std::string()));
    if (m_text->toPlainText() != text) {
        const QSignalBlocker blocker(m_text);
        m_text->setPlainText(text);
        m_text->moveCursor(QTextCursor::End);
    }
    {
        const QSignalBlocker blocker(m_crossAttention);
        m_crossAttention->setChecked(spec.keyText.has_value());
    }
    m_source->setVisible(spec.keyText.has_value());
    m_sourceChips->setVisible(spec.keyText.has_value());
    if (spec.keyText) {
        const QString source = QString::fromStdString(*spec.keyText);
        if (m_source->toPlainText() != source) {
            const QSignalBlocker blocker(m_source);
            m_source->setPlainText(source);
            m_source->moveCursor(QTextCursor::End);
        }
    }
    {
        const QSignalBlocker blocker(m_embeddingType);
        m_embeddingType->setCurrentIndex(spec.embedding.type == EmbeddingConfig::Type::OneHot ? 1
                                                                                              : 0);
    }
    {
        const QSignalBlocker blocker(m_embeddingDim);
        m_embeddingDim->setValue(spec.embedding.dim);
    }
    const bool hashed = spec.embedding.type == EmbeddingConfig::Type::Hashed;
    m_embeddingDim->setEnabled(hashed && !explicitInputs);
    if (explicitInputs) {
        m_embeddingNote->clear();
    } else if (hashed) {
        m_embeddingNote->setText(tr("The same word always gets the same vector."));
    } else {
        m_embeddingNote->setText(tr("Width = vocabulary size: %1 distinct tokens.")
                                     .arg(m_document->widths().queryWidth));
    }
    updateChips();
}

void SequencePanel::updateChips()
{
    const QString text = m_text->toPlainText();
    if (text != m_chipsText) {
        m_chipsText = text;
        const std::vector<Tokens> lines = tokenizeLines(text);
        m_chips->setLines(lines, lines.size() > 1);
    }
    m_chips->setVisible(m_text->isEnabled());
    const QString source = m_crossAttention->isChecked() ? m_source->toPlainText() : QString();
    if (source != m_sourceChipsText) {
        m_sourceChipsText = source;
        const std::vector<Tokens> sourceLines = tokenizeLines(source);
        m_sourceChips->setLines(sourceLines, sourceLines.size() > 1);
    }
}

} // namespace ae
