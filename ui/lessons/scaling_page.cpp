#include "ui/lessons/scaling_page.h"

#include "core/multi_head_attention.h"
#include "ui/lessons/lesson_plot_helpers.h"
#include "ui/views/plot_keys.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <qcustomplot.h>

#include <cmath>
#include <utility>

namespace ae {

namespace {
constexpr int kHistogramBins = 61;
constexpr int kSaturationRows = 300;
constexpr double kPi = 3.14159265358979323846;

void showHistogram(QCustomPlot* plot, const Histogram& histogram, int sampleCount, double variance)
{
    auto* bars = qobject_cast<QCPBars*>(plot->plottable(0));
    QVector<double> centers, density;
    const double width = histogram.binWidth();
    for (int i = 0; i < static_cast<int>(histogram.counts.size()); ++i) {
        centers << histogram.binCenter(i);
        density << histogram.counts[static_cast<std::size_t>(i)] / (sampleCount * width);
    }
    bars->setWidth(width);
    bars->setData(centers, density, true);
    // The normal density with the same variance, for reference.
    QVector<double> x, y;
    for (int i = 0; i <= 200; ++i) {
        const double t = histogram.lo + (histogram.hi - histogram.lo) * i / 200.0;
        x << t;
        y << std::exp(-0.5 * t * t / variance) / std::sqrt(2.0 * kPi * variance);
    }
    plot->graph(0)->setData(x, y, true);
    plot->xAxis->setRange(histogram.lo, histogram.hi);
    plot->yAxis->rescale();
    plot->yAxis->setRangeLower(0.0);
    plot->yAxis->setRangeUpper(plot->yAxis->range().upper * 1.1);
    plot->replot();
}

// The texts are written by retranslateHistogramPlot.
void setupHistogramPlot(QCustomPlot* plot)
{
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setPen(Qt::NoPen);
    bars->setBrush(QColor(33, 102, 172, 150));
    auto* curve = plot->addGraph();
    curve->setPen(QPen(QColor(178, 24, 43), 1.5));
    placeLegendBelow(plot);
}

void retranslateHistogramPlot(QCustomPlot* plot, const QString& title, const QString& xLabel,
                              const QString& curveName)
{
    setLessonPlotTitle(plot, title);
    plot->plottable(0)->setName(ScalingPage::tr("measured"));
    plot->graph(0)->setName(curveName);
    plot->xAxis->setLabel(xLabel);
    plot->yAxis->setLabel(ScalingPage::tr("density"));
}

} // namespace

ScalingPage::ScalingPage(QWidget* parent) : QWidget(parent)
{
    m_dimensionSpin = new QSpinBox(this);
    m_dimensionSpin->setObjectName(QStringLiteral("scalingDimensionSpin"));
    m_dimensionSpin->setRange(1, 1024);
    m_dimensionSpin->setValue(64);
    m_seedSpin = new QSpinBox(this);
    m_seedSpin->setObjectName(QStringLiteral("scalingSeedSpin"));
    m_seedSpin->setRange(0, 1000000);
    m_seedSpin->setValue(1);
    m_rawLabel = new QLabel(this);
    m_rawLabel->setObjectName(QStringLiteral("rawVarianceLabel"));
    m_scaledLabel = new QLabel(this);
    m_scaledLabel->setObjectName(QStringLiteral("scaledVarianceLabel"));
    // Bold only: the size follows the application font (a style sheet's
    // font would not grow in presentation mode).
    QFont bold;
    bold.setBold(true);
    for (QLabel* label : {m_rawLabel, m_scaledLabel})
        label->setFont(bold);
    m_exampleLabel = new QLabel(this);
    m_exampleLabel->setObjectName(QStringLiteral("softmaxExampleLabel"));
    m_exampleLabel->setWordWrap(true);
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("scalingStatusLabel"));

    m_explanation = makeExplanationLabel(this, QString());

    auto* controls = new QHBoxLayout;
    m_dimensionLabel = new QLabel(this);
    m_dimensionLabel->setBuddy(m_dimensionSpin);
    controls->addWidget(m_dimensionLabel);
    controls->addWidget(m_dimensionSpin);
    m_seedLabel = new QLabel(this);
    m_seedLabel->setBuddy(m_seedSpin);
    controls->addWidget(m_seedLabel);
    controls->addWidget(m_seedSpin);
    controls->addSpacing(16);
    controls->addWidget(m_rawLabel);
    controls->addSpacing(16);
    controls->addWidget(m_scaledLabel);
    controls->addStretch();
    controls->addWidget(m_statusLabel);

    m_rawPlot = makeLessonPlot(this, QStringLiteral("rawDotProductHistogram"));
    setupHistogramPlot(m_rawPlot);
    m_scaledPlot = makeLessonPlot(this, QStringLiteral("scaledDotProductHistogram"));
    setupHistogramPlot(m_scaledPlot);

    // softmax(q·k), then softmax(q·k / √d) (retranslateUi names them).
    m_examplePlot = makeLessonPlot(this, QStringLiteral("softmaxExamplePlot"));
    for (const QColor& color : {QColor(178, 24, 43), QColor(33, 102, 172)}) {
        auto* bars = new QCPBars(m_examplePlot->xAxis, m_examplePlot->yAxis);
        bars->setWidth(0.4);
        bars->setPen(Qt::NoPen);
        bars->setBrush(color);
    }
    m_examplePlot->yAxis->setRange(0.0, 1.05);
    m_examplePlot->xAxis->setRange(0.3, kExampleKeys + 0.7);
    placeLegendBelow(m_examplePlot);

    m_saturationPlot = makeLessonPlot(this, QStringLiteral("softmaxSaturationPlot"));
    m_saturationPlot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerLog> logTicker(new QCPAxisTickerLog);
    logTicker->setLogBase(2);
    m_saturationPlot->xAxis->setTicker(logTicker);
    m_saturationPlot->yAxis2->setVisible(true);
    m_saturationPlot->yAxis->setRange(0.0, std::log(double(kExampleKeys)) * 1.05);
    m_saturationPlot->yAxis2->setRange(0.0, 1.05);
    m_saturationPlot->xAxis->setRange(0.8, 1300);
    // Entropy unscaled, scaled; largest weight unscaled, scaled (retranslateUi
    // names them).
    const struct
    {
        QColor color;
        Qt::PenStyle style;
        bool right;
    } curves[] = {{QColor(178, 24, 43), Qt::SolidLine, false},
                  {QColor(33, 102, 172), Qt::SolidLine, false},
                  {QColor(178, 24, 43), Qt::DashLine, true},
                  {QColor(33, 102, 172), Qt::DashLine, true}};
    for (const auto& curve : curves) {
        QCPGraph* graph = m_saturationPlot->addGraph(m_saturationPlot->xAxis,
                                                     curve.right ? m_saturationPlot->yAxis2
                                                                 : m_saturationPlot->yAxis);
        graph->setPen(QPen(curve.color, 2, curve.style));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    }
    auto* marker = new QCPItemStraightLine(m_saturationPlot);
    marker->setPen(QPen(QColor(120, 120, 120), 1, Qt::DotLine));
    placeLegendBelow(m_saturationPlot);

    auto* plots = new QGridLayout;
    plots->addWidget(m_rawPlot, 0, 0);
    plots->addWidget(m_scaledPlot, 0, 1);
    plots->addWidget(m_examplePlot, 1, 0);
    plots->addWidget(m_saturationPlot, 1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_explanation);
    layout->addLayout(controls);
    layout->addWidget(m_exampleLabel);
    layout->addLayout(plots, 1);

    connect(m_dimensionSpin, &QSpinBox::valueChanged, this, &ScalingPage::start);
    connect(m_seedSpin, &QSpinBox::valueChanged, this, &ScalingPage::start);
    connect(&m_watcher, &QFutureWatcher<ScalingLessonResult>::finished, this,
            &ScalingPage::finished);
    retranslateUi();
    start();
}

void ScalingPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        writeResultTexts();
    }
    QWidget::changeEvent(event);
}

void ScalingPage::retranslateUi()
{
    m_explanation->setText(
        tr("<b>Why divide by √d.</b> Take q and k with d independent entries of mean 0 and "
           "variance 1. Each product q<sub>i</sub>k<sub>i</sub> has variance 1, so the dot "
           "product q·k, a sum of d of them, has mean 0 and variance d: its typical size "
           "grows like √d. Dividing by √d brings the variance back to 1 for every d. "
           "Without it, a row of scores spreads further apart as d grows, the softmax puts "
           "almost all the weight on one key (entropy near 0, largest weight near 1) and "
           "its gradients vanish: the softmax saturates. %1 random pairs are drawn for the "
           "histograms.")
            .arg(kSampleCount));
    m_dimensionLabel->setText(tr("Width d:"));
    m_seedLabel->setText(tr("Seed:"));
    if (m_watcher.isRunning())
        m_statusLabel->setText(tr("Sampling…"));
    retranslateHistogramPlot(m_rawPlot, tr("q·k (unscaled)"), tr("q·k"), tr("normal, variance d"));
    retranslateHistogramPlot(m_scaledPlot, tr("q·k / √d (scaled)"), tr("q·k / √d"),
                             tr("normal, variance 1"));
    setLessonPlotTitle(m_examplePlot, tr("Softmax of one row of %1 scores").arg(kExampleKeys));
    m_examplePlot->plottable(0)->setName(tr("softmax(q·k)"));
    m_examplePlot->plottable(1)->setName(tr("softmax(q·k / √d)"));
    m_examplePlot->xAxis->setLabel(tr("key j"));
    m_examplePlot->yAxis->setLabel(tr("weight"));
    setLessonPlotTitle(m_saturationPlot, tr("Softmax of %1 scores against d (mean of %2 rows)")
                                             .arg(kExampleKeys)
                                             .arg(kSaturationRows));
    m_saturationPlot->xAxis->setLabel(tr("width d"));
    m_saturationPlot->yAxis->setLabel(tr("entropy (nats)"));
    m_saturationPlot->yAxis2->setLabel(tr("largest weight"));
    m_saturationPlot->graph(0)->setName(tr("entropy, unscaled"));
    m_saturationPlot->graph(1)->setName(tr("entropy, scaled"));
    m_saturationPlot->graph(2)->setName(tr("largest weight, unscaled"));
    m_saturationPlot->graph(3)->setName(tr("largest weight, scaled"));
    for (QCustomPlot* plot : {m_rawPlot, m_scaledPlot, m_examplePlot, m_saturationPlot})
        plot->replot(QCustomPlot::rpQueuedReplot);
}

ScalingPage::~ScalingPage()
{
    // The worker only reads its own arguments; stop it and wait so it never
    // outlives us.
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

int ScalingPage::dimension() const
{
    return m_dimensionSpin->value();
}

void ScalingPage::setDimension(int d)
{
    m_dimensionSpin->setValue(d);
}

ScalingLessonResult ScalingPage::compute(int d, int seed, const std::atomic<bool>* cancel)
{
    ScalingLessonResult result;
    result.d = d;
    result.seed = seed;
    try {
        computeInto(result, cancel);
    } catch (const OperationCancelled&) {
        result.cancelled = true;
    }
    return result;
}

void ScalingPage::computeInto(ScalingLessonResult& result, const std::atomic<bool>* cancel)
{
    const int d = result.d;
    const auto s = static_cast<std::uint64_t>(result.seed);
    const DotProductSamples samples = sampleDotProducts(d, kSampleCount, s, cancel);
    result.rawVariance = sampleVariance(samples.raw);
    result.scaledVariance = sampleVariance(samples.scaled);
    const double spread = 4.0 * std::sqrt(static_cast<double>(d));
    result.rawHistogram = makeHistogram(samples.raw, kHistogramBins, -spread, spread);
    result.scaledHistogram = makeHistogram(samples.scaled, kHistogramBins, -4.0, 4.0);
    result.exampleScores = exampleScoreRow(d, kExampleKeys, s + 1000003u);
    std::vector<int> dims;
    for (int dim = 1; dim <= 1024; dim *= 2)
        dims.push_back(dim);
    result.saturation = softmaxSaturation(dims, kExampleKeys, kSaturationRows, s, cancel);
}

void ScalingPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        start();
}

void ScalingPage::start()
{
    // Sampling waits until the page is shown: a hidden lesson must not take
    // a worker (and a core) from the attention runs at start-up.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    if (m_watcher.isRunning()) {
        m_cancel->store(true); // stops within milliseconds
        m_pending = true;      // started again when it has
        return;
    }
    m_pending = false;
    m_statusLabel->setText(tr("Sampling…"));
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancel;
    m_watcher.setFuture(
        QtConcurrent::run([d = m_dimensionSpin->value(), seed = m_seedSpin->value(), cancel] {
            return ScalingPage::compute(d, seed, cancel.get());
        }));
}

void ScalingPage::finished()
{
    ScalingLessonResult result = m_watcher.result();
    if (m_pending) {
        start();
        return;
    }
    if (result.cancelled)
        return; // closing
    m_result = std::move(result);
    m_statusLabel->clear();
    showResult();
    emit resultsReady();
}

void ScalingPage::showResult()
{
    const ScalingLessonResult& r = m_result;
    m_hasResult = true;
    writeResultTexts();
    showHistogram(m_rawPlot, r.rawHistogram, kSampleCount, r.d);
    showHistogram(m_scaledPlot, r.scaledHistogram, kSampleCount, 1.0);

    const Vector raw = softmaxOf(r.exampleScores);
    const Vector scaled = softmaxOf(r.exampleScores / std::sqrt(static_cast<float>(r.d)));
    for (int b = 0; b < 2; ++b) {
        const Vector& weights = b == 0 ? raw : scaled;
        QVector<double> keys, values;
        for (int j = 0; j < weights.size(); ++j) {
            keys << j + 1 + (b == 0 ? -0.2 : 0.2);
            values << weights(j);
        }
        qobject_cast<QCPBars*>(m_examplePlot->plottable(b))->setData(keys, values, true);
    }
    m_examplePlot->replot();

    QVector<double> dims, values[4];
    for (const SoftmaxSaturationPoint& point : r.saturation) {
        dims << point.d;
        values[0] << point.entropyRaw;
        values[1] << point.entropyScaled;
        values[2] << point.maxWeightRaw;
        values[3] << point.maxWeightScaled;
    }
    for (int i = 0; i < 4; ++i)
        m_saturationPlot->graph(i)->setData(dims, values[i], true);
    auto* marker = qobject_cast<QCPItemStraightLine*>(m_saturationPlot->item(0));
    marker->point1->setCoords(r.d, 0.0);
    marker->point2->setCoords(r.d, 1.0);
    m_saturationPlot->replot();
}

void ScalingPage::writeResultTexts()
{
    if (!m_hasResult)
        return;
    const ScalingLessonResult& r = m_result;
    m_rawLabel->setText(tr("Var(q·k) = %1 (d = %2)").arg(r.rawVariance, 0, 'f', 2).arg(r.d));
    m_scaledLabel->setText(tr("Var(q·k / √d) = %1").arg(r.scaledVariance, 0, 'f', 3));
    const Vector raw = softmaxOf(r.exampleScores);
    const Vector scaled = softmaxOf(r.exampleScores / std::sqrt(static_cast<float>(r.d)));
    m_exampleLabel->setText(
        tr("One row at d = %1. Unscaled: largest weight %2, entropy %3 nats. Scaled by 1/√d: "
           "largest weight %4, entropy %5 nats (a uniform row has %6).")
            .arg(r.d)
            .arg(raw.maxCoeff(), 0, 'f', 3)
            .arg(entropyOf(raw), 0, 'f', 2)
            .arg(scaled.maxCoeff(), 0, 'f', 3)
            .arg(entropyOf(scaled), 0, 'f', 2)
            .arg(std::log(double(kExampleKeys)), 0, 'f', 2));
}

} // namespace ae
