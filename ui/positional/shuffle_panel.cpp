#include "ui/positional/shuffle_panel.h"

#include "core/positional_encoding.h"
#include "ui/document/engine_error_text.h"
#include "ui/positional/heatmap_plot.h"
#include "ui/views/figure_marks.h"
#include "ui/views/fitted_title.h"

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace ae {

namespace {
// Largest sequence the demo runs on (two full attention passes per type).
constexpr int kMaxDemoLength = 512;
} // namespace

ShufflePanel::ShufflePanel(QWidget* parent) : QWidget(parent)
{
    m_seedSpin = new QSpinBox(this);
    m_seedSpin->setObjectName(QStringLiteral("shuffleSeedSpin"));
    m_seedSpin->setRange(0, 1000000);
    m_seedSpin->setValue(1);
    m_shuffleButton = new QPushButton(this);
    m_shuffleButton->setObjectName(QStringLiteral("shuffleButton"));

    m_permutationLabel = new QLabel(this);
    m_permutationLabel->setObjectName(QStringLiteral("shufflePermutationLabel"));
    m_permutationLabel->setWordWrap(true);
    m_permutationLabel->setTextFormat(Qt::RichText); // words with their positions as subscripts
    m_noneLabel = new QLabel(this);
    m_noneLabel->setObjectName(QStringLiteral("shuffleDeviationNone"));
    m_sinusoidalLabel = new QLabel(this);
    m_sinusoidalLabel->setObjectName(QStringLiteral("shuffleDeviationSinusoidal"));
    m_rotaryLabel = new QLabel(this);
    m_rotaryLabel->setObjectName(QStringLiteral("shuffleDeviationRotary"));
    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("shuffleErrorLabel"));
    m_errorLabel->setStyleSheet(QStringLiteral("color: #b2182b"));
    m_errorLabel->setWordWrap(true);
    // The three results in bold at the body size, which presentation mode
    // scales (a style sheet's fixed 14 pt would not grow).
    QFont bold;
    bold.setBold(true);
    for (QLabel* label : {m_noneLabel, m_sinusoidalLabel, m_rotaryLabel})
        label->setFont(bold);

    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);

    auto* results = new QGridLayout;
    m_noneCaption = new QLabel(this);
    results->addWidget(m_noneCaption, 0, 0);
    results->addWidget(m_noneLabel, 0, 1);
    m_sinusoidalCaption = new QLabel(this);
    results->addWidget(m_sinusoidalCaption, 1, 0);
    results->addWidget(m_sinusoidalLabel, 1, 1);
    m_rotaryCaption = new QLabel(this);
    results->addWidget(m_rotaryCaption, 2, 0);
    results->addWidget(m_rotaryLabel, 2, 1);
    results->setColumnStretch(2, 1);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_shuffleButton);
    m_seedLabel = new QLabel(this);
    m_seedLabel->setBuddy(m_seedSpin);
    controls->addWidget(m_seedLabel);
    controls->addWidget(m_seedSpin);
    controls->addStretch();
    figure_marks::setScreenOnly(controls); // the order drawn is listed in the figure

    auto* left = new QVBoxLayout;
    left->addWidget(m_intro);
    left->addLayout(controls);
    left->addWidget(m_permutationLabel);
    left->addLayout(results);
    left->addWidget(m_errorLabel);
    m_conclusion = new QLabel(this);
    m_conclusion->setWordWrap(true);
    left->addWidget(m_conclusion);
    m_rotaryExplanation = new QLabel(this);
    m_rotaryExplanation->setWordWrap(true);
    left->addSpacing(12);
    left->addWidget(m_rotaryExplanation);
    left->addStretch();

    m_rotaryScores = new QCustomPlot(this);
    m_rotaryScores->setObjectName(QStringLiteral("rotaryScoresHeatmap"));
    m_rotaryScores->setMinimumSize(320, 300);
    m_rotaryScores->plotLayout()->insertRow(0);
    m_rotaryTitle = new FittedTitle(m_rotaryScores, QString());
    m_rotaryScores->plotLayout()->addElement(0, 0, m_rotaryTitle);

    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
    layout->addWidget(m_rotaryScores, 1);

    connect(m_shuffleButton, &QPushButton::clicked, this, &ShufflePanel::shuffle);
    connect(m_seedSpin, &QSpinBox::valueChanged, this, &ShufflePanel::run);
    retranslateUi();
}

void ShufflePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ShufflePanel::retranslateUi()
{
    m_shuffleButton->setText(tr("Shuffle tokens"));
    m_intro->setText(
        tr("Self-attention treats its input as a set: shuffle the tokens (rows of X with a "
           "permutation Π) and, without positional information, the output rows are shuffled "
           "in exactly the same way, f(Π·X) = Π·f(X). The numbers below are the largest "
           "entry of |f(Π·X) − Π·f(X)| for one head with random projections."));
    m_noneCaption->setText(tr("No positional encoding:"));
    m_sinusoidalCaption->setText(tr("Sinusoidal encoding added:"));
    m_rotaryCaption->setText(tr("Rotary positions:"));
    m_seedLabel->setText(tr("Seed:"));
    m_conclusion->setText(
        tr("Without positions the model cannot tell \"dog bites man\" from \"man bites dog\": "
           "the deviation is rounding noise. With positions the encoding stays with the slot "
           "while the token moves, so the outputs change."));
    m_rotaryExplanation->setText(
        tr("Right: rotary positions. The same query q and key k are placed at every position "
           "and rotated by their positions. The score (R_i q)·(R_j k) = qᵀ·R_(j−i)·k depends "
           "only on the offset j − i, so the heatmap is constant along every diagonal: "
           "attention sees relative positions."));
    m_rotaryScores->xAxis->setLabel(tr("key position j"));
    m_rotaryScores->yAxis->setLabel(tr("query position i"));
    m_rotaryTitle->setText(tr("Rotary: (R_i q)·(R_j k) depends only on j − i"));
    m_rotaryScores->replot(QCustomPlot::rpQueuedReplot);
    writeResultTexts();
}

void ShufflePanel::writeResultTexts()
{
    if (m_runError.isEmpty())
        m_errorLabel->clear();
    else
        m_errorLabel->setText(tr("The shuffle demo could not run: %1").arg(m_runError));
    if (!m_hasResult)
        return;
    QStringList order;
    const int count = static_cast<int>(m_result.permutation.size());
    const int shown = std::min<int>(24, count);
    const bool words = m_words.size() == count;
    for (int i = 0; i < shown; ++i) {
        const int from = m_result.permutation[i]; // 0-based, like the axes
        order
            << (words
                    ? QStringLiteral("%1<sub>%2</sub>").arg(m_words[from].toHtmlEscaped()).arg(from)
                    : QString::number(from));
    }
    if (shown < count)
        order << QStringLiteral("…");
    if (words) {
        QStringList sentence;
        for (int i = 0; i < shown; ++i)
            sentence << QStringLiteral("%1<sub>%2</sub>").arg(m_words[i].toHtmlEscaped()).arg(i);
        if (shown < count)
            sentence << QStringLiteral("…");
        m_permutationLabel->setText(
            tr("Your sentence: %1<br>Shuffled by Π: %2<br>(each word with its position, from 0)")
                .arg(sentence.join(QLatin1Char(' ')), order.join(QLatin1Char(' '))));
    } else {
        m_permutationLabel->setText(tr("New order of the %1 random tokens (positions from 0): %2")
                                        .arg(count)
                                        .arg(order.join(QLatin1Char(' '))));
    }
    const auto show = [this](QLabel* label, double value) {
        label->setText(std::isnan(value) ? tr("n/a (needs an even width)")
                                         : QString::number(value, 'e', 2));
    };
    show(m_noneLabel, m_result.deviationWithoutEncoding);
    show(m_sinusoidalLabel, m_result.deviationSinusoidal);
    show(m_rotaryLabel, m_result.deviationRotary);
}

void ShufflePanel::setShape(int n, int d, double base)
{
    m_n = std::clamp(n, 1, kMaxDemoLength);
    m_d = std::max(1, d);
    m_base = base;
    m_explicitInputs = false;
    m_words.clear();
    runWhenVisible();
}

void ShufflePanel::setSentence(const Tokens& tokens, const Matrix& inputs)
{
    const int n = std::min<int>(
        {kMaxDemoLength, static_cast<int>(tokens.size()), static_cast<int>(inputs.rows())});
    m_words.clear();
    for (int i = 0; i < n; ++i)
        m_words << QString::fromStdString(tokens[std::size_t(i)]);
    m_inputs = inputs.topRows(n);
    m_explicitInputs = n > 0 && inputs.cols() > 0;
    if (!m_explicitInputs)
        m_words.clear();
    runWhenVisible();
}

void ShufflePanel::runWhenVisible()
{
    m_stale = true;
    if (isVisible())
        run();
}

void ShufflePanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        run();
}

void ShufflePanel::setInputs(const Matrix& inputs)
{
    m_words.clear();
    m_inputs = inputs;
    m_explicitInputs = inputs.rows() > 0 && inputs.cols() > 0;
    runWhenVisible();
}

void ShufflePanel::shuffle()
{
    m_seedSpin->setValue(m_seedSpin->value() + 1);
}

void ShufflePanel::run()
{
    const auto seed = static_cast<std::uint64_t>(m_seedSpin->value());
    if (!m_explicitInputs)
        m_inputs = randomTokens(m_n, m_d, 12345);
    m_runError.clear();
    m_stale = false;
    try {
        m_result = runShuffleDemo(m_inputs, seed, m_base);
    } catch (const EngineError& error) {
        m_runError = translatedEngineError(error); // in the interface language
        writeResultTexts();
        return;
    } catch (const std::exception& error) {
        m_runError = QString::fromUtf8(error.what());
        writeResultTexts();
        return;
    }
    m_hasResult = true;
    writeResultTexts();
    updateRotaryScores();
}

void ShufflePanel::updateRotaryScores()
{
    const int n = static_cast<int>(m_inputs.rows());
    const int d = static_cast<int>(m_inputs.cols());
    const int p = d - d % 2;
    if (n == 0 || p == 0) {
        m_rotaryScores->clearPlottables();
        m_rotaryScores->replot();
        return;
    }
    // The same query and key at every position, rotated by its position:
    // any score difference comes from the positions alone.
    const Matrix query = m_inputs.row(0).leftCols(p).replicate(n, 1);
    const Matrix key = m_inputs.row(std::min(1, n - 1)).leftCols(p).replicate(n, 1);
    const Matrix scores = applyRotary(query, m_base) * applyRotary(key, m_base).transpose();
    const double limit = std::max(1e-6, static_cast<double>(scores.cwiseAbs().maxCoeff()));
    showMatrixHeatmap(m_rotaryScores, scores, divergingGradient(), QCPRange(-limit, limit));
    m_rotaryScores->replot();
}

} // namespace ae
