#include "ui/lessons/dropout_page.h"

#include "ui/lessons/lesson_plot_helpers.h"
#include "ui/views/color_maps.h"
#include "ui/views/figure_marks.h"
#include "ui/views/index_ticker.h"
#include "ui/views/plot_keys.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace ae {

namespace {

void setupMatrixPlot(QCustomPlot* plot)
{
    auto* map = new QCPColorMap(plot->xAxis, plot->yAxis);
    map->setInterpolate(false);
    map->setGradient(colorMap(ColorMapId::Viridis));
    attachColorScale(plot, map);
    // Every query and key numbered while the labels fit (the default ticker
    // numbered every other one of eight).
    IndexTicker::install(plot->xAxis);
    IndexTicker::install(plot->yAxis);
    plot->setMinimumSize(300, 300);
}

} // namespace

DropoutPage::DropoutPage(QWidget* parent) : QWidget(parent)
{
    m_trainingCheck = new QCheckBox(this);
    m_trainingCheck->setObjectName(QStringLiteral("dropoutTrainingCheck"));
    m_trainingCheck->setChecked(true);
    m_pSpin = new QDoubleSpinBox(this);
    m_pSpin->setObjectName(QStringLiteral("dropoutProbabilitySpin"));
    m_pSpin->setRange(0.0, 0.9);
    m_pSpin->setSingleStep(0.05);
    m_pSpin->setDecimals(2);
    m_pSpin->setValue(0.5);
    m_drawButton = new QPushButton(this);
    m_drawButton->setObjectName(QStringLiteral("dropoutDrawButton"));
    m_summaryLabel = new QLabel(this);
    m_summaryLabel->setObjectName(QStringLiteral("dropoutSummaryLabel"));
    m_summaryLabel->setWordWrap(true);

    m_explanation = makeExplanationLabel(this, QString());

    m_weightsPlot = makeLessonPlot(this, QStringLiteral("dropoutSoftmaxHeatmap"));
    m_appliedPlot = makeLessonPlot(this, QStringLiteral("dropoutAppliedHeatmap"));
    setupMatrixPlot(m_weightsPlot);
    setupMatrixPlot(m_appliedPlot);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_trainingCheck);
    controls->addSpacing(12);
    m_pLabel = new QLabel(this);
    m_pLabel->setBuddy(m_pSpin);
    controls->addWidget(m_pLabel);
    controls->addWidget(m_pSpin);
    controls->addWidget(m_drawButton);
    figure_marks::setScreenOnly(m_drawButton); // a button is no part of a figure
    controls->addStretch();

    auto* plots = new QHBoxLayout;
    plots->addWidget(m_weightsPlot, 1);
    plots->addWidget(m_appliedPlot, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_explanation);
    layout->addLayout(controls);
    layout->addWidget(m_summaryLabel);
    layout->addLayout(plots, 1);

    connect(m_trainingCheck, &QCheckBox::toggled, this, &DropoutPage::recompute);
    connect(m_pSpin, &QDoubleSpinBox::valueChanged, this, &DropoutPage::recompute);
    connect(m_drawButton, &QPushButton::clicked, this, &DropoutPage::drawAgain);
    retranslateUi();
    recompute();
}

void DropoutPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        writeSummary();
    }
    QWidget::changeEvent(event);
}

void DropoutPage::retranslateUi()
{
    m_trainingCheck->setText(tr("Training mode"));
    m_drawButton->setText(tr("Draw again"));
    m_explanation->setText(
        tr("<b>Dropout on the attention weights.</b> In training mode every weight is dropped "
           "(set to 0) with probability p, independently, and every weight that survives is "
           "multiplied by 1/(1 − p). This is inverted dropout: each weight keeps its expected "
           "value, so nothing has to change at evaluation time. The rows no longer sum to 1 and "
           "two identical queries can get different outputs. In evaluation mode dropout does "
           "nothing: the weights are the softmax's, the same on every run. One head of "
           "scaled dot-product self-attention on %1 random tokens of width %2.")
            .arg(kTokens)
            .arg(kWidth));
    m_pLabel->setText(tr("Drop probability p:"));
    setLessonPlotTitle(m_weightsPlot, tr("Softmax weights"));
    setLessonPlotTitle(m_appliedPlot, tr("Weights the output uses"));
    for (QCustomPlot* plot : {m_weightsPlot, m_appliedPlot}) {
        plot->xAxis->setLabel(tr("key"));
        plot->yAxis->setLabel(tr("query"));
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

bool DropoutPage::isTraining() const
{
    return m_trainingCheck->isChecked();
}

double DropoutPage::dropProbability() const
{
    return m_pSpin->value();
}

void DropoutPage::setTraining(bool training)
{
    m_trainingCheck->setChecked(training);
}

void DropoutPage::setDropProbability(double p)
{
    m_pSpin->setValue(p);
}

void DropoutPage::drawAgain()
{
    ++m_dropoutSeed;
    recompute();
}

void DropoutPage::recompute()
{
    const float p = static_cast<float>(m_pSpin->value());
    m_lesson = runDropoutLesson(kTokens, kWidth, p, isTraining(), kInputSeed,
                                static_cast<std::uint64_t>(m_dropoutSeed));
    m_drawButton->setEnabled(isTraining());
    // One colour range for both plots, so the ×1/(1−p) growth is visible, and
    // for both modes and every draw: the largest value a kept weight can
    // take, max w / (1 − p). Toggling Training mode or drawing again keeps
    // the colours' meaning.
    const double maxValue = std::max(1e-6, double(m_lesson.weights.maxCoeff()) / (1.0 - p));
    showMatrix(m_weightsPlot, m_lesson.weights, maxValue, false);
    showMatrix(m_appliedPlot, m_lesson.applied, maxValue, isTraining());
    writeSummary();
}

void DropoutPage::writeSummary()
{
    const float p = static_cast<float>(m_pSpin->value());
    if (isTraining()) {
        const int kept = static_cast<int>(m_lesson.kept.cast<int>().sum());
        m_summaryLabel->setText(
            tr("Training mode, p = %1: kept %2 of %3 weights, each multiplied by 1/(1 − p) = "
               "%4; the %5 marked × are dropped. Draw %6.")
                .arg(p, 0, 'f', 2)
                .arg(kept)
                .arg(kTokens * kTokens)
                .arg(1.0 / (1.0 - p), 0, 'f', 3)
                .arg(kTokens * kTokens - kept)
                .arg(m_dropoutSeed) +
            QLatin1Char(' ') + tr("Row sums now: %1 (each is 1 on average).").arg(rowSums()));
    } else {
        m_summaryLabel->setText(tr("Evaluation mode: no dropout. The weights are used as they "
                                   "are, the same on every run."));
    }
}

QString DropoutPage::rowSums() const
{
    QStringList sums;
    for (int i = 0; i < m_lesson.applied.rows(); ++i)
        sums << QString::number(m_lesson.applied.row(i).sum(), 'f', 2);
    return sums.join(QStringLiteral(", "));
}

void DropoutPage::showMatrix(QCustomPlot* plot, const Matrix& values, double maxValue,
                             bool markDropped)
{
    auto* map = qobject_cast<QCPColorMap*>(plot->plottable(0));
    const int n = static_cast<int>(values.rows());
    map->data()->setSize(n, n);
    map->data()->setRange(QCPRange(0, n - 1), QCPRange(0, n - 1));
    plot->clearItems();
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            map->data()->setCell(c, r, values(r, c));
            auto* text = new QCPItemText(plot);
            text->position->setCoords(c, r);
            const bool dropped = markDropped && !m_lesson.kept(r, c);
            text->setText(dropped ? QStringLiteral("×") : QString::number(values(r, c), 'f', 2));
            // Light text on the dark low end of viridis, dark on the bright end.
            text->setColor(values(r, c) > 0.6 * maxValue ? Qt::black : Qt::white);
            QFont font = plot->font();
            // The values at body size at least: they are the lesson's result.
            font.setPointSizeF(font.pointSizeF() * (dropped ? 1.2 : 1.0));
            text->setFont(font);
        }
    map->setDataRange(QCPRange(0.0, maxValue));
    plot->xAxis->setRange(-0.5, n - 0.5);
    plot->yAxis->setRange(-0.5, n - 0.5);
    plot->yAxis->setRangeReversed(true);
    plot->replot();
}

} // namespace ae
