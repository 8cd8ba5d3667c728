#include "ui/lessons/kernel_regression_page.h"

#include "ui/lessons/lesson_plot_helpers.h"
#include "ui/views/color_maps.h"
#include "ui/views/figure_marks.h"
#include "ui/views/plot_keys.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {
constexpr double kMinWidth = 0.05;
constexpr double kMaxWidth = 50.0;
constexpr int kSliderSteps = 200;

QVector<double> toQVector(const Vector& v)
{
    QVector<double> out(static_cast<int>(v.size()));
    for (int i = 0; i < out.size(); ++i)
        out[i] = v(i);
    return out;
}
} // namespace

double KernelRegressionPage::widthForSliderPosition(int position)
{
    return kMinWidth *
           std::pow(kMaxWidth / kMinWidth, static_cast<double>(position) / kSliderSteps);
}

int KernelRegressionPage::sliderPositionForWidth(double width)
{
    const double t = std::log(width / kMinWidth) / std::log(kMaxWidth / kMinWidth);
    return std::clamp(static_cast<int>(std::lround(t * kSliderSteps)), 0, kSliderSteps);
}

KernelRegressionPage::KernelRegressionPage(QWidget* parent) : QWidget(parent)
{
    m_kernelCombo = new QComboBox(this);
    m_kernelCombo->setObjectName(QStringLiteral("kernelCombo"));
    for (RegressionKernel kernel : {RegressionKernel::Gaussian, RegressionKernel::Boxcar,
                                    RegressionKernel::Epanechnikov, RegressionKernel::Constant})
        m_kernelCombo->addItem(QString(), int(kernel));

    m_widthSlider = new QSlider(Qt::Horizontal, this);
    m_widthSlider->setObjectName(QStringLiteral("kernelWidthSlider"));
    m_widthSlider->setRange(0, kSliderSteps);
    m_widthSlider->setValue(sliderPositionForWidth(m_width));
    m_widthSlider->setMinimumWidth(160);
    m_widthValue = new QLabel(this);
    m_widthValue->setObjectName(QStringLiteral("kernelWidthValue"));
    m_widthValue->setMinimumWidth(70);
    m_learnButton = new QPushButton(this);
    m_learnButton->setObjectName(QStringLiteral("learnWidthButton"));
    m_lossLabel = new QLabel(this);
    m_lossLabel->setObjectName(QStringLiteral("kernelLossLabel"));
    m_lossLabel->setWordWrap(true);

    m_countSpin = new QSpinBox(this);
    m_countSpin->setObjectName(QStringLiteral("trainingCountSpin"));
    m_countSpin->setRange(5, 200);
    m_countSpin->setValue(50);
    m_noiseSpin = new QDoubleSpinBox(this);
    m_noiseSpin->setObjectName(QStringLiteral("noiseSpin"));
    m_noiseSpin->setRange(0.0, 2.0);
    m_noiseSpin->setSingleStep(0.1);
    m_noiseSpin->setValue(0.5);
    m_seedSpin = new QSpinBox(this);
    m_seedSpin->setObjectName(QStringLiteral("kernelSeedSpin"));
    m_seedSpin->setRange(0, 1000000);
    m_seedSpin->setValue(1);

    m_explanation = makeExplanationLabel(this, QString());

    auto* controls = new QGridLayout;
    m_kernelLabel = new QLabel(this);
    m_kernelLabel->setBuddy(m_kernelCombo);
    controls->addWidget(m_kernelLabel, 0, 0);
    controls->addWidget(m_kernelCombo, 0, 1);
    m_widthLabel = new QLabel(this);
    m_widthLabel->setBuddy(m_widthSlider);
    controls->addWidget(m_widthLabel, 0, 2);
    controls->addWidget(m_widthSlider, 0, 3);
    controls->addWidget(m_widthValue, 0, 4);
    controls->addWidget(m_learnButton, 0, 5);
    figure_marks::setScreenOnly(m_learnButton); // a button is no part of a figure
    m_countLabel = new QLabel(this);
    m_countLabel->setBuddy(m_countSpin);
    controls->addWidget(m_countLabel, 1, 0);
    controls->addWidget(m_countSpin, 1, 1);
    m_noiseLabel = new QLabel(this);
    m_noiseLabel->setBuddy(m_noiseSpin);
    controls->addWidget(m_noiseLabel, 1, 2);
    controls->addWidget(m_noiseSpin, 1, 3);
    m_seedLabel = new QLabel(this);
    m_seedLabel->setBuddy(m_seedSpin);
    controls->addWidget(m_seedLabel, 1, 4);
    controls->addWidget(m_seedSpin, 1, 5);
    controls->setColumnStretch(6, 1);

    m_curvePlot = makeLessonPlot(this, QStringLiteral("kernelRegressionPlot"));
    placeLegendBelow(m_curvePlot, 2);
    auto* points = m_curvePlot->addGraph();
    points->setLineStyle(QCPGraph::lsNone);
    points->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(120, 120, 120), 5));
    auto* truth = m_curvePlot->addGraph();
    truth->setPen(QPen(QColor(27, 120, 55), 2));
    auto* prediction = m_curvePlot->addGraph();
    prediction->setPen(QPen(QColor(178, 24, 43), 2));
    auto* average = m_curvePlot->addGraph();
    average->setPen(QPen(QColor(33, 102, 172), 1.5, Qt::DashLine));

    m_weightsPlot = makeLessonPlot(this, QStringLiteral("kernelWeightsHeatmap"));
    auto* map = new QCPColorMap(m_weightsPlot->xAxis, m_weightsPlot->yAxis);
    map->setInterpolate(false);
    auto* scale = new QCPColorScale(m_weightsPlot);
    m_weightsPlot->plotLayout()->addElement(1, 1, scale);
    map->setColorScale(scale);
    // After setColorScale: the map takes the scale's (default) gradient.
    map->setGradient(colorMap(ColorMapId::Viridis));

    auto* plots = new QHBoxLayout;
    plots->addWidget(m_curvePlot, 3);
    plots->addWidget(m_weightsPlot, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_explanation);
    // d2l 10.1: where the names query, key and value come from.
    m_cues = makeExplanationLabel(this, QString());
    m_cues->setObjectName(QStringLiteral("cuesExplanationLabel"));
    layout->addWidget(m_cues);
    layout->addLayout(controls);
    layout->addWidget(m_lossLabel);
    layout->addLayout(plots, 1);

    connect(m_kernelCombo, &QComboBox::currentIndexChanged, this, &KernelRegressionPage::recompute);
    connect(m_widthSlider, &QSlider::valueChanged, this,
            [this](int position) { setWidth(widthForSliderPosition(position)); });
    connect(m_learnButton, &QPushButton::clicked, this, &KernelRegressionPage::learnWidth);
    connect(m_countSpin, &QSpinBox::valueChanged, this, &KernelRegressionPage::regenerate);
    connect(m_noiseSpin, &QDoubleSpinBox::valueChanged, this, &KernelRegressionPage::regenerate);
    connect(m_seedSpin, &QSpinBox::valueChanged, this, &KernelRegressionPage::regenerate);
    retranslateUi();
    regenerate();
}

void KernelRegressionPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        writeLoss();
    }
    QWidget::changeEvent(event);
}

void KernelRegressionPage::retranslateUi()
{
    m_kernelCombo->setItemText(m_kernelCombo->findData(int(RegressionKernel::Gaussian)),
                               tr("Gaussian"));
    m_kernelCombo->setItemText(m_kernelCombo->findData(int(RegressionKernel::Boxcar)),
                               tr("Boxcar"));
    m_kernelCombo->setItemText(m_kernelCombo->findData(int(RegressionKernel::Epanechnikov)),
                               tr("Epanechnikov"));
    m_kernelCombo->setItemText(m_kernelCombo->findData(int(RegressionKernel::Constant)),
                               tr("Constant (average pooling)"));
    m_learnButton->setText(tr("Learn w"));
    m_learnButton->setToolTip(
        tr("Fit w by least squares: the smallest leave-one-out error on the training points"));
    m_explanation->setText(
        tr("<b>Attention pooling as kernel regression.</b> The query is a test input x, the keys "
           "are the training inputs x<sub>i</sub> and the values their targets y<sub>i</sub>. "
           "Nadaraya–Watson regression predicts f(x) = Σ α(x, x<sub>i</sub>)·y<sub>i</sub> with "
           "α(x, x<sub>i</sub>) = softmax<sub>i</sub>(−((x − x<sub>i</sub>)·w)²/2) for the "
           "Gaussian kernel: training points close to x get large weights. A larger w narrows "
           "the kernel: the weights sharpen (the bright diagonal of the heatmap) and the "
           "prediction starts to follow the noise; a small w averages widely and flattens the "
           "curve. The constant kernel gives every point the weight 1/n — plain average "
           "pooling, which ignores the query. “Learn w” picks the w with the smallest "
           "leave-one-out squared error on the training points."));
    m_kernelLabel->setText(tr("Kernel:"));
    m_widthLabel->setText(tr("Width w:"));
    m_countLabel->setText(tr("Training points:"));
    m_noiseLabel->setText(tr("Noise σ:"));
    m_seedLabel->setText(tr("Seed:"));
    setLessonPlotTitle(m_curvePlot, tr("Training points, true curve and prediction"));
    m_curvePlot->xAxis->setLabel(tr("x"));
    m_curvePlot->yAxis->setLabel(tr("y"));
    m_curvePlot->graph(0)->setName(tr("training points (x_i, y_i)"));
    m_curvePlot->graph(1)->setName(tr("true curve 2·sin(x) + x^0.8"));
    m_curvePlot->graph(2)->setName(tr("prediction f(x)"));
    m_curvePlot->graph(3)->setName(tr("average pooling"));
    setLessonPlotTitle(m_weightsPlot, tr("Attention weights α(x, x_i)"));
    m_weightsPlot->xAxis->setLabel(tr("training point i (sorted by x_i)"));
    m_weightsPlot->yAxis->setLabel(tr("test input x = 0.1 × row"));
    m_cues->setText(
        tr("<b>Why “query”, “key” and “value”.</b> In the psychology behind attention a "
           "<i>non-volitional</i> cue stands out by itself (a red cup among grey ones) and a "
           "<i>volitional</i> cue is what you are looking for (wanting to read a book). Attention "
           "pooling makes the volitional cue explicit: it is the query. The keys are the "
           "non-volitional cues, each paired with a sensory input, its value. Average pooling "
           "(the constant kernel) has no query: only the non-volitional cues count."));
    m_curvePlot->replot(QCustomPlot::rpQueuedReplot);
    m_weightsPlot->replot(QCustomPlot::rpQueuedReplot);
}

RegressionKernel KernelRegressionPage::kernel() const
{
    return static_cast<RegressionKernel>(m_kernelCombo->currentData().toInt());
}

void KernelRegressionPage::setKernel(RegressionKernel kernel)
{
    m_kernelCombo->setCurrentIndex(m_kernelCombo->findData(int(kernel)));
}

void KernelRegressionPage::setWidth(double width)
{
    if (!std::isfinite(width))
        return;
    m_width = std::clamp(width, kMinWidth, kMaxWidth);
    {
        const QSignalBlocker blocker(m_widthSlider);
        m_widthSlider->setValue(sliderPositionForWidth(m_width));
    }
    recompute();
}

void KernelRegressionPage::learnWidth()
{
    m_fit = fitKernelWidth(m_data.trainX, m_data.trainY, kernel(), kMinWidth, kMaxWidth);
    setWidth(m_fit.width);
}

void KernelRegressionPage::regenerate()
{
    m_data = makeKernelRegressionData(m_countSpin->value(), m_noiseSpin->value(),
                                      static_cast<std::uint64_t>(m_seedSpin->value()));
    m_fit = KernelWidthFit{0.0, 0.0};
    recompute();
}

void KernelRegressionPage::recompute()
{
    m_weights = kernelRegressionWeights(m_data.testX, m_data.trainX, kernel(), m_width);
    m_prediction = m_weights * m_data.trainY;
    m_widthValue->setText(QStringLiteral("w = %1").arg(m_width, 0, 'g', 3));
    writeLoss();
    updateCurvePlot();
    updateWeightsPlot();
}

void KernelRegressionPage::writeLoss()
{
    const double loss = leaveOneOutLoss(m_data.trainX, m_data.trainY, kernel(), m_width);
    QString text = tr("Leave-one-out squared error at this w: %1.").arg(loss, 0, 'f', 3);
    if (m_fit.width > 0.0)
        text +=
            QLatin1Char(' ') +
            tr("Learned w = %1 (error %2).").arg(m_fit.width, 0, 'g', 4).arg(m_fit.loss, 0, 'f', 3);
    m_lossLabel->setText(text);
}

void KernelRegressionPage::updateCurvePlot()
{
    m_curvePlot->graph(0)->setData(toQVector(m_data.trainX), toQVector(m_data.trainY), true);
    // The true curve on a fine grid, not just the 50 test inputs.
    QVector<double> fineX, fineY;
    for (int i = 0; i <= 250; ++i) {
        fineX << 0.02 * i;
        fineY << kernelRegressionTruth(0.02 * i);
    }
    m_curvePlot->graph(1)->setData(fineX, fineY, true);
    m_curvePlot->graph(2)->setData(toQVector(m_data.testX), toQVector(m_prediction), true);
    const double mean = m_data.trainY.mean();
    m_curvePlot->graph(3)->setData({0.0, 5.0}, {mean, mean}, true);
    m_curvePlot->xAxis->setRange(0.0, 5.0);
    const double lo = std::min<double>(m_data.trainY.minCoeff(), -0.5);
    const double hi = std::max<double>(m_data.trainY.maxCoeff(), 4.5);
    m_curvePlot->yAxis->setRange(lo - 0.3, hi + 0.3);
    m_curvePlot->replot();
}

void KernelRegressionPage::updateWeightsPlot()
{
    auto* map = qobject_cast<QCPColorMap*>(m_weightsPlot->plottable(0));
    const int rows = static_cast<int>(m_weights.rows());
    const int cols = static_cast<int>(m_weights.cols());
    map->data()->setSize(cols, rows);
    // Cells at the actual inputs' ranks; the axes say which x they are.
    map->data()->setRange(QCPRange(0, std::max(1, cols - 1)), QCPRange(0, std::max(1, rows - 1)));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            map->data()->setCell(c, r, m_weights(r, c));
    map->setDataRange(QCPRange(0.0, std::max(1e-6f, m_weights.maxCoeff())));
    m_weightsPlot->xAxis->setRange(-0.5, cols - 0.5);
    m_weightsPlot->yAxis->setRange(-0.5, rows - 0.5);
    m_weightsPlot->yAxis->setRangeReversed(true);
    m_weightsPlot->replot();
}

} // namespace ae
