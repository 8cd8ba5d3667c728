#include "ui/positional/positional_encoding_page.h"

#include "core/limits.h"
#include "core/positional_encoding.h"
#include "ui/export/figure_export_menu.h"
#include "ui/positional/binary_analogy_panel.h"
#include "ui/positional/encoding_matrix_panel.h"
#include "ui/positional/learned_positions_panel.h"
#include "ui/positional/rotation_panel.h"
#include "ui/positional/shuffle_panel.h"
#include "ui/views/current_page_sizing.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace ae {

namespace {
// The d2l figure: 60 positions, width 32.
constexpr int kDefaultLength = 60;
constexpr int kDefaultWidth = 32;
constexpr double kDefaultBase = 10000.0;
// Beyond these the heatmaps have more cells than screen pixels and every
// change costs seconds; the main window's longer sequences are clamped.
constexpr int kMaxPageLength = 1024;
constexpr int kMaxPageWidth = 512;
} // namespace

PositionalEncodingPage::PositionalEncodingPage(QWidget* parent) : QWidget(parent)
{
    const EngineLimits& limits = EngineLimits::defaults();
    m_lengthSpin = new QSpinBox(this);
    m_lengthSpin->setObjectName(QStringLiteral("positionalLengthSpin"));
    m_lengthSpin->setRange(1, std::min(kMaxPageLength, limits.maxSequenceLength));
    m_lengthSpin->setValue(kDefaultLength);
    m_widthSpin = new QSpinBox(this);
    m_widthSpin->setObjectName(QStringLiteral("positionalWidthSpin"));
    m_widthSpin->setRange(1, std::min(kMaxPageWidth, limits.maxModelWidth));
    m_widthSpin->setValue(kDefaultWidth);
    m_baseSpin = new QDoubleSpinBox(this);
    m_baseSpin->setObjectName(QStringLiteral("positionalBaseSpin"));
    m_baseSpin->setDecimals(0);
    m_baseSpin->setRange(2, 1e9);
    m_baseSpin->setValue(kDefaultBase);

    // Wide shapes take a moment: recompute when a value is committed, not
    // at every digit typed.
    for (QAbstractSpinBox* spin :
         {static_cast<QAbstractSpinBox*>(m_lengthSpin), static_cast<QAbstractSpinBox*>(m_widthSpin),
          static_cast<QAbstractSpinBox*>(m_baseSpin)})
        spin->setKeyboardTracking(false);

    auto* controls = new QHBoxLayout;
    m_lengthLabel = new QLabel(this);
    m_lengthLabel->setBuddy(m_lengthSpin);
    controls->addWidget(m_lengthLabel);
    controls->addWidget(m_lengthSpin);
    m_widthLabel = new QLabel(this);
    m_widthLabel->setBuddy(m_widthSpin);
    controls->addWidget(m_widthLabel);
    controls->addWidget(m_widthSpin);
    m_baseLabel = new QLabel(this);
    m_baseLabel->setBuddy(m_baseSpin);
    controls->addWidget(m_baseLabel);
    controls->addWidget(m_baseSpin);
    m_formula = new QLabel(this);
    m_formula->setWordWrap(true); // lets the page shrink below the formula's width
    controls->addSpacing(16);
    controls->addWidget(m_formula, 1);

    m_encodingPanel = new EncodingMatrixPanel(this);
    m_binaryPanel = new BinaryAnalogyPanel(this);
    m_rotationPanel = new RotationPanel(this);
    m_shufflePanel = new ShufflePanel(this);
    m_learnedPanel = new LearnedPositionsPanel(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("positionalTabs"));
    for (QWidget* panel :
         {static_cast<QWidget*>(m_encodingPanel), static_cast<QWidget*>(m_binaryPanel),
          static_cast<QWidget*>(m_rotationPanel), static_cast<QWidget*>(m_shufflePanel),
          static_cast<QWidget*>(m_learnedPanel)})
        m_tabs->addTab(panel, QString());
    CurrentPageSizing::follow(m_tabs);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_tabs, 1);

    connect(m_lengthSpin, &QSpinBox::valueChanged, this, &PositionalEncodingPage::recompute);
    connect(m_widthSpin, &QSpinBox::valueChanged, this, &PositionalEncodingPage::recompute);
    connect(m_baseSpin, &QDoubleSpinBox::valueChanged, this, &PositionalEncodingPage::recompute);
    for (QCustomPlot* plot : findChildren<QCustomPlot*>())
        enableFigureExportMenu(plot);
    retranslateUi();
    recompute();
}

void PositionalEncodingPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PositionalEncodingPage::retranslateUi()
{
    m_lengthSpin->setToolTip(tr("Sequence length n: rows of the encoding"));
    m_widthSpin->setToolTip(tr("Model width d: columns of the encoding"));
    m_baseSpin->setToolTip(tr("Base of the frequencies ω_j = base^(−2j/d)"));
    m_lengthLabel->setText(tr("Positions n:"));
    m_widthLabel->setText(tr("Width d:"));
    m_baseLabel->setText(tr("Base:"));
    m_formula->setText(
        tr("p(i, 2j) = sin(i / base^(2j/d)),  p(i, 2j+1) = cos(i / base^(2j/d)); the encoding is "
           "added to the token vectors: X + P"));
    m_tabs->setTabText(m_tabs->indexOf(m_encodingPanel), tr("Encoding matrix"));
    m_tabs->setTabText(m_tabs->indexOf(m_binaryPanel), tr("Binary analogy"));
    m_tabs->setTabText(m_tabs->indexOf(m_rotationPanel), tr("Relative offset = rotation"));
    m_tabs->setTabText(m_tabs->indexOf(m_shufflePanel), tr("Why the model needs it"));
    m_tabs->setTabText(m_tabs->indexOf(m_learnedPanel), tr("Learned beside sinusoidal"));
}

QWidget* PositionalEncodingPage::currentFigure() const
{
    return m_tabs->currentWidget();
}

int PositionalEncodingPage::sequenceLength() const
{
    return m_lengthSpin->value();
}
int PositionalEncodingPage::modelWidth() const
{
    return m_widthSpin->value();
}
double PositionalEncodingPage::base() const
{
    return m_baseSpin->value();
}

void PositionalEncodingPage::setSequenceLength(int n)
{
    m_lengthSpin->setValue(n);
}
void PositionalEncodingPage::setModelWidth(int d)
{
    m_widthSpin->setValue(d);
}
void PositionalEncodingPage::setBase(double base)
{
    m_baseSpin->setValue(base);
}

void PositionalEncodingPage::recompute()
{
    const int n = sequenceLength();
    const int d = modelWidth();
    const double b = base();
    m_encoding = sinusoidalEncoding(n, d, b);
    m_encodingPanel->setEncoding(m_encoding, b);
    m_binaryPanel->setEncoding(m_encoding, b);
    m_rotationPanel->setEncodingShape(n, d, b);
    m_shufflePanel->setShape(n, d, b);
    m_learnedPanel->setShape(n, b); // at the model's own width
    emit encodingChanged();
}

void PositionalEncodingPage::setModelDocument(ModelDocument* document)
{
    m_learnedPanel->setModelDocument(document);
}

void PositionalEncodingPage::setRun(ae::RunPtr run)
{
    if (!run)
        return;
    // Recomputed only while shown (the window calls this for the shown tab):
    // at large n recomputing hidden lessons stalled the window.
    setSequenceLength(run->trace.shape.n);
    setModelWidth(run->trace.shape.d);
    // A float64 run's encoding is double: the rotation shows its residual.
    m_rotationPanel->setFloat64(run->isFloat64());
    // The shuffle demo shuffles the class's own sentence (the first line).
    if (!run->trace.batch.empty() && !run->prepared.tokens.empty())
        m_shufflePanel->setSentence(run->prepared.tokens.front(), run->trace.batch.front().inputs);
}

} // namespace ae
