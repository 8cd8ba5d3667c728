#include "ui/panels/mask_panel.h"

#include "core/limits.h"
#include "ui/document/attention_document.h"
#include "ui/views/attention_heatmap.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ae {

namespace {

QStringList toLabels(const Tokens& tokens)
{
    QStringList labels;
    labels.reserve(static_cast<int>(tokens.size()));
    for (const std::string& token : tokens)
        labels << QString::fromStdString(token);
    return labels;
}

} // namespace

MaskPanel::MaskPanel(AttentionDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("maskPanel"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("maskModeCombo"));
    for (Mode mode : {Mode::None, Mode::ValidLengths, Mode::Causal, Mode::Window, Mode::Custom})
        m_mode->addItem(QString(), int(mode));
    m_modeLabel = new QLabel(this);
    m_modeLabel->setBuddy(m_mode);
    form->addRow(m_modeLabel, m_mode);
    m_window = new QSpinBox(this);
    m_window->setObjectName(QStringLiteral("maskWindowSpin"));
    m_window->setRange(0, EngineLimits::defaults().maxSequenceLength);
    m_window->setValue(1);
    m_windowLabel = new QLabel(this);
    m_windowLabel->setBuddy(m_window);
    form->addRow(m_windowLabel, m_window);
    m_validLens = new QLineEdit(this);
    m_validLens->setObjectName(QStringLiteral("validLensEdit"));
    m_validLensLabel = new QLabel(this);
    m_validLensLabel->setBuddy(m_validLens);
    form->addRow(m_validLensLabel, m_validLens);
    layout->addLayout(form);
    m_validLensError = new QLabel(this);
    m_validLensError->setObjectName(QStringLiteral("validLensErrorLabel"));
    m_validLensError->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_validLensError->setWordWrap(true);
    m_validLensError->hide();
    layout->addWidget(m_validLensError);
    m_description = new QLabel(this);
    m_description->setObjectName(QStringLiteral("maskDescriptionLabel"));
    m_description->setWordWrap(true);
    layout->addWidget(m_description);
    m_heatmap = new AttentionHeatmap(this);
    m_heatmap->setObjectName(QStringLiteral("customMaskHeatmap"));
    m_heatmap->setColorScaleVisible(false);
    m_heatmap->setDataRange(0.0, 1.0);
    m_heatmap->setMinimumHeight(220);
    layout->addWidget(m_heatmap, 1);
    m_resetCustom = new QPushButton(this);
    m_resetCustom->setObjectName(QStringLiteral("resetMaskButton"));
    layout->addWidget(m_resetCustom);
    layout->addStretch(0);

    connect(m_mode, qOverload<int>(&QComboBox::activated), this,
            [this](int index) { setMode(static_cast<Mode>(m_mode->itemData(index).toInt())); });
    connect(m_window, qOverload<int>(&QSpinBox::valueChanged), this, [this](int r) {
        if (modeOf(m_document->spec().config.mask) != Mode::Window)
            return;
        m_document->edit(CommandId::MaskWindow, tr("Change mask window"),
                         [r](Spec& spec) { spec.config.mask.window = r; });
    });
    connect(m_validLens, &QLineEdit::editingFinished, this, &MaskPanel::applyValidLengths);
    connect(m_heatmap, &AttentionHeatmap::cellClicked, this, &MaskPanel::toggleCell);
    connect(m_resetCustom, &QPushButton::clicked, this, &MaskPanel::resetCustomMask);
    connect(m_document, &AttentionDocument::specChanged, this, &MaskPanel::refreshFromSpec);
    retranslateUi();
}

void MaskPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void MaskPanel::retranslateUi()
{
    m_mode->setItemText(m_mode->findData(int(Mode::None)), tr("None"));
    m_mode->setItemText(m_mode->findData(int(Mode::ValidLengths)), tr("Valid lengths"));
    m_mode->setItemText(m_mode->findData(int(Mode::Causal)), tr("Causal"));
    m_mode->setItemText(m_mode->findData(int(Mode::Window)), tr("Window"));
    m_mode->setItemText(m_mode->findData(int(Mode::Custom)), tr("Custom (click cells)"));
    m_modeLabel->setText(tr("&Mask:"));
    m_windowLabel->setText(tr("&Radius r:"));
    m_validLens->setPlaceholderText(tr("e.g. 2, 3 (one per line of text)"));
    m_validLensLabel->setText(tr("&Lengths:"));
    m_heatmap->setValueName(tr("keep"));
    m_resetCustom->setText(tr("&Reset to the current size"));
    showInvalidLength();
    // The description follows the mode of the spec.
    refreshFromSpec();
}

void MaskPanel::showInvalidLength()
{
    if (m_invalidLength.isEmpty())
        return;
    m_validLensError->setText(
        tr("\"%1\" is not a length: give whole numbers ≥ 0, one per line of text.")
            .arg(m_invalidLength));
}

MaskPanel::Mode MaskPanel::modeOf(const MaskConfig& mask)
{
    if (!mask.matrices.empty())
        return Mode::Custom;
    if (mask.window >= 0)
        return Mode::Window;
    if (mask.causal)
        return Mode::Causal;
    if (!mask.validLens.empty())
        return Mode::ValidLengths;
    return Mode::None;
}

void MaskPanel::setRun(RunPtr run)
{
    if (!run)
        return;
    m_run = std::move(run);
    refreshHeatmap();
}

void MaskPanel::releaseRun()
{
    m_run.reset();
}

void MaskPanel::setMode(Mode mode)
{
    const int window = m_window->value();
    int batch = 1;
    int n = 0;
    int m = 0;
    if (m_run) {
        batch = m_run->trace.shape.batch;
        n = m_run->trace.shape.n;
        m = m_run->trace.shape.m;
    }
    if (mode == Mode::Custom && (n <= 0 || m <= 0)) {
        refreshFromSpec(); // nothing to size the matrix by yet
        return;
    }
    m_document->edit(
        CommandId::Mask, tr("Change mask"),
        [=](Spec& spec) {
            MaskConfig mask;
            switch (mode) {
            case Mode::None:
                break;
            case Mode::ValidLengths:
                // Half of each line visible: the effect shows at once; the
                // lengths box edits them.
                mask.validLens.assign(batch, std::vector<int>{std::max(1, (m + 1) / 2)});
                break;
            case Mode::Causal:
                mask.causal = true;
                break;
            case Mode::Window:
                mask.window = window;
                break;
            case Mode::Custom:
                mask.matrices.push_back(KeepMask::Ones(n, m));
                break;
            }
            spec.config.mask = mask;
        },
        false);
}

void MaskPanel::applyValidLengths()
{
    const QStringList parts = m_validLens->text().split(
        QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    std::vector<std::vector<int>> lengths;
    for (const QString& part : parts) {
        bool ok = false;
        const int length = part.toInt(&ok);
        if (!ok || length < 0) {
            m_invalidLength = part;
            showInvalidLength();
            m_validLensError->show();
            return;
        }
        lengths.push_back({length});
    }
    m_invalidLength.clear();
    m_validLensError->hide();
    if (lengths.empty() || lengths == m_document->spec().config.mask.validLens)
        return;
    m_document->edit(CommandId::MaskValidLengths, tr("Change valid lengths"),
                     [lengths](Spec& spec) {
                         spec.config.mask.validLens = lengths;
                         spec.config.mask.validLensPerQuery = false;
                     });
}

void MaskPanel::toggleCell(int row, int col)
{
    const MaskConfig& mask = m_document->spec().config.mask;
    if (mask.matrices.empty())
        return;
    const KeepMask& matrix = mask.matrices.front();
    if (row < 0 || col < 0 || row >= matrix.rows() || col >= matrix.cols())
        return;
    m_document->edit(
        CommandId::MaskCell, tr("Toggle mask cell"),
        [row, col](Spec& spec) {
            for (KeepMask& matrix : spec.config.mask.matrices)
                if (row < matrix.rows() && col < matrix.cols())
                    matrix(row, col) = matrix(row, col) ? 0 : 1;
        },
        false);
}

void MaskPanel::resetCustomMask()
{
    if (!m_run)
        return;
    const int n = m_run->trace.shape.n;
    const int m = m_run->trace.shape.m;
    m_document->edit(
        CommandId::Mask, tr("Reset custom mask"),
        [n, m](Spec& spec) { spec.config.mask.matrices.assign(1, KeepMask::Ones(n, m)); }, false);
}

void MaskPanel::refreshFromSpec()
{
    const MaskConfig& mask = m_document->spec().config.mask;
    const Mode mode = modeOf(mask);
    {
        const QSignalBlocker blocker(m_mode);
        m_mode->setCurrentIndex(m_mode->findData(int(mode)));
    }
    m_window->setVisible(mode == Mode::Window);
    m_windowLabel->setVisible(mode == Mode::Window);
    if (mask.window >= 0) {
        const QSignalBlocker blocker(m_window);
        m_window->setValue(mask.window);
    }
    m_validLens->setVisible(mode == Mode::ValidLengths);
    m_validLensLabel->setVisible(mode == Mode::ValidLengths);
    if (mode != Mode::ValidLengths) {
        m_invalidLength.clear();
        m_validLensError->hide();
    }
    QStringList lengths;
    for (const std::vector<int>& item : mask.validLens) {
        QStringList perQuery;
        for (int length : item)
            perQuery << QString::number(length);
        lengths << (item.size() == 1
                        ? perQuery.front()
                        : QLatin1Char('[') + perQuery.join(QLatin1Char(' ')) + QLatin1Char(']'));
    }
    if (!m_validLens->hasFocus())
        m_validLens->setText(lengths.join(QStringLiteral(", ")));

    switch (mode) {
    case Mode::None:
        m_description->setText(tr("Every query sees every key (padding of a batch is still "
                                  "masked by the lines' lengths)."));
        break;
    case Mode::ValidLengths:
        m_description->setText(tr("Keys at positions ≥ the length of their line are masked, "
                                  "like d2l's valid_lens."));
        break;
    case Mode::Causal:
        m_description->setText(
            tr("Query i sees keys 0…i only: a decoder cannot look at future tokens."));
        break;
    case Mode::Window:
        m_description->setText(tr("Query i sees keys j with |i − j| ≤ r (local attention)."));
        break;
    case Mode::Custom:
        m_description->setText(tr("Click a cell to mask or unmask that (query, key) pair."));
        break;
    }
    m_heatmap->setVisible(mode == Mode::Custom);
    m_resetCustom->setVisible(mode == Mode::Custom);
    refreshHeatmap();
}

void MaskPanel::refreshHeatmap()
{
    const MaskConfig& mask = m_document->spec().config.mask;
    if (mask.matrices.empty())
        return;
    const KeepMask& keep = mask.matrices.front();
    QStringList rows;
    QStringList columns;
    if (m_run && !m_run->prepared.tokens.empty()) {
        rows = toLabels(m_run->prepared.tokens.front());
        columns = toLabels(m_run->prepared.keyTokens.front());
    }
    // Labels only when they match the matrix (the text may have changed size).
    if (rows.size() != keep.rows())
        rows.clear();
    if (columns.size() != keep.cols())
        columns.clear();
    const Matrix values = keep.cast<float>();
    m_heatmap->setMatrix(values, rows, columns, keep);
}

} // namespace ae
