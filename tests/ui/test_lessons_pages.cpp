// The lessons tab (issue 8) driven through its real controls: what each page
// plots must be what the core computes for the controls' values.
#include "core/dense_vs_attention.h"
#include "core/dropout_lesson.h"
#include "core/kernel_regression.h"
#include "core/scaling_statistics.h"
#include "ui/lessons/dense_vs_attention_page.h"
#include "ui/lessons/dropout_page.h"
#include "ui/lessons/kernel_regression_page.h"
#include "ui/lessons/lessons_page.h"
#include "ui/lessons/scaling_page.h"
#include "ui/main/main_window.h"

#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <qcustomplot.h>

#include <cmath>

using namespace ae;

using ae::test::child;
using ae::test::typeInto;

namespace {

// Values of a graph, in key order.
std::vector<double> graphValues(QCPGraph* graph)
{
    std::vector<double> values;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        values.push_back(it->value);
    return values;
}

double barValueAt(QCPBars* bars, double key)
{
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        if (std::abs(it->key - key) < 1e-9)
            return it->value;
    return std::nan("");
}

int crossCount(QCustomPlot* plot)
{
    int count = 0;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
            count += text->text() == QStringLiteral("×");
    return count;
}

} // namespace

class TestLessonsPages : public QObject
{
    Q_OBJECT
private slots:
    void kernelRegressionPlotsTheCorePrediction();
    void kernelWidthSliderSharpensTheWeights();
    void learnWidthUsesTheLeastSquaresFit();
    void constantKernelIsAveragePooling();
    void seedRedrawsTheTrainingPoints();
    void scalingPageShowsMeasuredVariances();
    void denseVsAttentionFollowsReordering();
    void dropoutTrainingAndEvaluationModes();
    void dropoutLabelsEveryQueryAndKeyAtBodySize();
    void lessonsTabInTheMainWindowExports();
};

void TestLessonsPages::kernelRegressionPlotsTheCorePrediction()
{
    KernelRegressionPage page;
    QCOMPARE(page.kernel(), RegressionKernel::Gaussian);
    QCOMPARE(page.width(), 1.0);
    // d2l 10.1's framing: the query is the volitional cue, the keys the others.
    const QString cues = page.findChild<QLabel*>(QStringLiteral("cuesExplanationLabel"))->text();
    QVERIFY(cues.contains(QStringLiteral("<i>volitional</i> cue")));
    QVERIFY(cues.contains(QStringLiteral("it is the query")));
    const KernelRegressionData expected = makeKernelRegressionData(50, 0.5, 1);
    QVERIFY(page.data().trainX == expected.trainX);
    const Vector prediction = kernelRegressionPredict(
        expected.testX, expected.trainX, expected.trainY, RegressionKernel::Gaussian, 1.0);
    const std::vector<double> plotted = graphValues(page.curvePlot()->graph(2));
    QCOMPARE(plotted.size(), std::size_t(50));
    for (int i = 0; i < 50; ++i)
        QVERIFY(std::abs(plotted[std::size_t(i)] - prediction(i)) < 1e-6);
    // The training points as plotted.
    const std::vector<double> points = graphValues(page.curvePlot()->graph(0));
    QCOMPARE(points.size(), std::size_t(50));
    QCOMPARE(points.front(), double(expected.trainY(0)));
    // The heatmap holds the weights, test rows × training columns.
    auto* map = qobject_cast<QCPColorMap*>(page.weightsPlot()->plottable(0));
    QCOMPARE(map->data()->keySize(), 50);
    QCOMPARE(map->data()->valueSize(), 50);
    const Matrix weights =
        kernelRegressionWeights(expected.testX, expected.trainX, RegressionKernel::Gaussian, 1.0);
    for (int r : {0, 17, 49})
        for (int c : {0, 20, 49})
            QVERIFY(std::abs(map->data()->cell(c, r) - weights(r, c)) < 1e-7);
}

void TestLessonsPages::kernelWidthSliderSharpensTheWeights()
{
    KernelRegressionPage page;
    const double before = page.weights().rowwise().maxCoeff().mean();
    auto* slider = child<QSlider>(&page, "kernelWidthSlider");
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_End);
    QCOMPARE(page.width(), 50.0);
    QVERIFY(child<QLabel>(&page, "kernelWidthValue")->text().contains(QStringLiteral("50")));
    const double after = page.weights().rowwise().maxCoeff().mean();
    QVERIFY2(after > before + 0.3, qPrintable(QStringLiteral("%1 → %2").arg(before).arg(after)));
    // Position ↔ width round trip at the ends and the middle.
    QCOMPARE(KernelRegressionPage::widthForSliderPosition(0), 0.05);
    QVERIFY(std::abs(KernelRegressionPage::widthForSliderPosition(100) - std::sqrt(0.05 * 50.0)) <
            1e-9);
    QCOMPARE(KernelRegressionPage::sliderPositionForWidth(1.0), 87);
}

void TestLessonsPages::learnWidthUsesTheLeastSquaresFit()
{
    KernelRegressionPage page;
    QTest::mouseClick(child<QPushButton>(&page, "learnWidthButton"), Qt::LeftButton);
    const KernelRegressionData data = makeKernelRegressionData(50, 0.5, 1);
    const KernelWidthFit fit = fitKernelWidth(data.trainX, data.trainY, RegressionKernel::Gaussian);
    QCOMPARE(page.learnedWidth().width, fit.width);
    QCOMPARE(page.width(), fit.width); // not rounded to a slider step
    QVERIFY(child<QLabel>(&page, "kernelLossLabel")
                ->text()
                .contains(QString::number(fit.width, 'g', 4)));
    const Vector prediction = kernelRegressionPredict(data.testX, data.trainX, data.trainY,
                                                      RegressionKernel::Gaussian, fit.width);
    const std::vector<double> plotted = graphValues(page.curvePlot()->graph(2));
    QVERIFY(std::abs(plotted[25] - prediction(25)) < 1e-6);
}

void TestLessonsPages::constantKernelIsAveragePooling()
{
    KernelRegressionPage page;
    auto* combo = child<QComboBox>(&page, "kernelCombo");
    combo->setCurrentIndex(combo->findData(int(RegressionKernel::Constant)));
    QCOMPARE(page.kernel(), RegressionKernel::Constant);
    const double mean = page.data().trainY.mean();
    for (double value : graphValues(page.curvePlot()->graph(2)))
        QVERIFY(std::abs(value - mean) < 1e-5);
    // The dashed average-pooling line sits at the same height.
    QVERIFY(std::abs(graphValues(page.curvePlot()->graph(3)).front() - mean) < 1e-5);
}

void TestLessonsPages::seedRedrawsTheTrainingPoints()
{
    KernelRegressionPage page;
    typeInto(child<QSpinBox>(&page, "kernelSeedSpin"), QStringLiteral("2"));
    typeInto(child<QSpinBox>(&page, "trainingCountSpin"), QStringLiteral("30"));
    const KernelRegressionData expected = makeKernelRegressionData(30, 0.5, 2);
    QVERIFY(page.data().trainX == expected.trainX);
    QVERIFY(page.data().trainY == expected.trainY);
    QCOMPARE(page.weights().cols(), 30);
}

void TestLessonsPages::scalingPageShowsMeasuredVariances()
{
    ScalingPage page;
    QSignalSpy ready(&page, &ScalingPage::resultsReady);
    QVERIFY(!page.isComputing()); // hidden: nothing sampled yet
    QVERIFY(!ready.wait(200));
    QCOMPARE(page.result().d, 0);
    page.show();
    QVERIFY(ready.wait(30000));
    QCOMPARE(page.result().d, 64);
    const DotProductSamples samples = sampleDotProducts(64, ScalingPage::kSampleCount, 1);
    QCOMPARE(page.result().rawVariance, sampleVariance(samples.raw));
    QVERIFY(std::abs(page.result().rawVariance / 64.0 - 1.0) < 0.05);
    QVERIFY(std::abs(page.result().scaledVariance - 1.0) < 0.05);
    QVERIFY(child<QLabel>(&page, "rawVarianceLabel")
                ->text()
                .contains(QString::number(page.result().rawVariance, 'f', 2)));

    typeInto(child<QSpinBox>(&page, "scalingDimensionSpin"), QStringLiteral("256"));
    QVERIFY(ready.wait(30000));
    while (page.isComputing()) // a keystroke may have queued d = 2, 25 first
        QVERIFY(ready.wait(30000));
    QCOMPARE(page.result().d, 256);
    QVERIFY(std::abs(page.result().rawVariance / 256.0 - 1.0) < 0.05);
    // The histogram bars are the core's counts as densities.
    const Histogram& histogram = page.result().scaledHistogram;
    auto* bars = qobject_cast<QCPBars*>(page.scaledHistogramPlot()->plottable(0));
    const int middle = static_cast<int>(histogram.counts.size()) / 2;
    QCOMPARE(barValueAt(bars, histogram.binCenter(middle)),
             histogram.counts[std::size_t(middle)] /
                 (double(ScalingPage::kSampleCount) * histogram.binWidth()));
    // Saturation: unscaled entropy falls with d, the scaled one does not.
    const std::vector<SoftmaxSaturationPoint>& curve = page.result().saturation;
    QCOMPARE(curve.size(), std::size_t(11));
    QVERIFY(curve.back().entropyRaw < 0.5 * curve.front().entropyRaw);
    QVERIFY(curve.back().entropyScaled > 1.5);
    QCOMPARE(graphValues(page.saturationPlot()->graph(0)).back(), curve.back().entropyRaw);

    // A change while sampling stops the running sampling (it would take
    // seconds at d = 1024): a set flag stops it before it finishes, an unset
    // one changes nothing.
    const std::atomic<bool> stop(true);
    const ScalingLessonResult stopped = ScalingPage::compute(1024, 1, &stop);
    QVERIFY(stopped.cancelled);
    QVERIFY(stopped.saturation.empty());
    const std::atomic<bool> go(false);
    const ScalingLessonResult full = ScalingPage::compute(256, 1, &go);
    QVERIFY(!full.cancelled);
    QCOMPARE(full.rawVariance, page.result().rawVariance);
    QCOMPARE(full.saturation.size(), curve.size());
}

void TestLessonsPages::denseVsAttentionFollowsReordering()
{
    DenseVsAttentionPage page;
    auto* list = child<QListWidget>(&page, "inputOrderList");
    QCOMPARE(page.order(), (std::vector<int>{0, 1, 2}));
    const DenseVsAttentionResult base = page.result();
    QCOMPARE(base.denseFavourite, 1);
    QCOMPARE(base.attentionFavourite, 1);

    // Buttons: A moves down, B lands in slot 1.
    list->setCurrentRow(0);
    QTest::mouseClick(child<QPushButton>(&page, "moveInputDownButton"), Qt::LeftButton);
    QCOMPARE(page.order(), (std::vector<int>{1, 0, 2}));
    QCOMPARE(page.result().denseFavourite, 0); // the dense layer now favours A
    QCOMPARE(page.result().attentionFavourite, 1);
    QVERIFY(child<QLabel>(&page, "denseResultLabel")->text().contains(QStringLiteral("<b>A</b>")));
    QVERIFY(
        child<QLabel>(&page, "attentionResultLabel")->text().contains(QStringLiteral("<b>B</b>")));
    // B's attention bar moved to slot 1 with B's weight; the dense bar in slot
    // 1 keeps slot 1's weight.
    auto* attentionB = qobject_cast<QCPBars*>(page.attentionPlot()->plottable(1));
    QVERIFY(std::abs(barValueAt(attentionB, 1.0) - base.attentionWeights(1)) < 1e-6);
    auto* denseB = qobject_cast<QCPBars*>(page.densePlot()->plottable(1));
    QVERIFY(std::abs(barValueAt(denseB, 1.0) - base.denseWeights(0)) < 1e-6);

    // A drag is a move in the list's model: C to the top.
    QVERIFY(list->model()->moveRow(QModelIndex(), 2, QModelIndex(), 0));
    QCOMPARE(page.order(), (std::vector<int>{2, 1, 0}));
    QCOMPARE(page.result().denseFavourite, 1);
    QVERIFY((page.result().attentionOutput - base.attentionOutput).cwiseAbs().maxCoeff() < 1e-5f);
    QVERIFY((page.result().denseOutput - base.denseOutput).cwiseAbs().maxCoeff() > 0.1f);

    // Keyboard: Ctrl+↑ moves the selected input up.
    list->setFocus();
    list->setCurrentRow(2);
    QTest::keyClick(list, Qt::Key_Up, Qt::ControlModifier);
    QCOMPARE(page.order(), (std::vector<int>{2, 0, 1}));
    QCOMPARE(page.result().denseFavourite, 0);

    QTest::mouseClick(child<QPushButton>(&page, "resetOrderButton"), Qt::LeftButton);
    QCOMPARE(page.order(), (std::vector<int>{0, 1, 2}));
}

void TestLessonsPages::dropoutTrainingAndEvaluationModes()
{
    DropoutPage page;
    QVERIFY(page.isTraining());
    QCOMPARE(page.dropProbability(), 0.5);
    const DropoutLesson expected = runDropoutLesson(DropoutPage::kTokens, DropoutPage::kWidth, 0.5f,
                                                    true, DropoutPage::kInputSeed, 1);
    QVERIFY(page.lesson().applied == expected.applied);
    int dropped = 0;
    for (int i = 0; i < DropoutPage::kTokens; ++i)
        for (int j = 0; j < DropoutPage::kTokens; ++j) {
            if (expected.kept(i, j))
                QCOMPARE(expected.applied(i, j), 2.0f * expected.weights(i, j));
            else
                ++dropped;
        }
    QVERIFY(dropped > 0);
    QCOMPARE(crossCount(page.appliedPlot()), dropped);
    QVERIFY(child<QLabel>(&page, "dropoutSummaryLabel")
                ->text()
                .contains(QString::number(expected.applied.row(0).sum(), 'f', 2)));
    auto* appliedMap = qobject_cast<QCPColorMap*>(page.appliedPlot()->plottable(0));
    QCOMPARE(appliedMap->data()->cell(3, 2), double(expected.applied(2, 3)));
    // A colour scale says what the colours mean; its range is the largest
    // value a kept weight can take, max w / (1 − p), in both modes.
    QVERIFY(appliedMap->colorScale());
    const double top = double(expected.weights.maxCoeff()) / 0.5;
    QCOMPARE(appliedMap->dataRange().upper, top);

    auto* draw = child<QPushButton>(&page, "dropoutDrawButton");
    QTest::mouseClick(draw, Qt::LeftButton);
    QCOMPARE(page.dropoutSeed(), 2);
    QVERIFY(page.lesson().applied != expected.applied);

    typeInto(child<QDoubleSpinBox>(&page, "dropoutProbabilitySpin"), QStringLiteral("0.2"));
    QCOMPARE(page.lesson().p, 0.2f);
    for (int i = 0; i < DropoutPage::kTokens; ++i)
        for (int j = 0; j < DropoutPage::kTokens; ++j)
            if (page.lesson().kept(i, j))
                QVERIFY(
                    std::abs(page.lesson().applied(i, j) - page.lesson().weights(i, j) / 0.8f) <=
                    1e-6f * page.lesson().applied(i, j));

    // Evaluation mode: the weights unchanged, no crosses, nothing to redraw.
    auto* training = child<QCheckBox>(&page, "dropoutTrainingCheck");
    QTest::mouseClick(training, Qt::LeftButton, {}, QPoint(8, training->height() / 2));
    QVERIFY(!page.isTraining());
    QVERIFY(page.lesson().applied == page.lesson().weights);
    QVERIFY(page.lesson().weights == expected.weights);
    // Toggling the mode keeps the colours' meaning (p is 0.2 now).
    QCOMPARE(appliedMap->dataRange().upper,
             double(expected.weights.maxCoeff()) / (1.0 - double(0.2f)));
    QCOMPARE(appliedMap->colorScale()->dataRange(), appliedMap->dataRange());
    QCOMPARE(crossCount(page.appliedPlot()), 0);
    QVERIFY(!draw->isEnabled());
    QVERIFY(child<QLabel>(&page, "dropoutSummaryLabel")
                ->text()
                .startsWith(QStringLiteral("Evaluation")));
}

// Eight queries and keys, drawn at the default window's size: each gets its
// number (the default ticker numbered every other one), and the cells' values are no smaller than
// the plot's text (the lesson's result; a "×" is larger still).
void TestLessonsPages::dropoutLabelsEveryQueryAndKeyAtBodySize()
{
    DropoutPage page;
    page.resize(1100, 750); // about the room the default 1440×920 window gives it
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    for (QCustomPlot* plot : {page.weightsPlot(), page.appliedPlot()}) {
        plot->replot(QCustomPlot::rpImmediateRefresh);
        for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
            QVector<double> ticks;
            axis->ticker()->generate(axis->range(), QLocale(), QLatin1Char('g'), 6, ticks, nullptr,
                                     nullptr);
            QVector<double> expected;
            for (int i = 0; i < DropoutPage::kTokens; ++i)
                expected << i;
            QCOMPARE(ticks, expected);
        }
        QCOMPARE(plot->itemCount(), DropoutPage::kTokens * DropoutPage::kTokens);
        for (int i = 0; i < plot->itemCount(); ++i) {
            auto* text = qobject_cast<QCPItemText*>(plot->item(i));
            QVERIFY(text);
            QVERIFY(text->font().pointSizeF() >= plot->font().pointSizeF());
        }
    }
}

void TestLessonsPages::lessonsTabInTheMainWindowExports()
{
    MainWindow window;
    QTabWidget* tabs = window.viewTabs();
    QCOMPARE(tabs->widget(LessonsTab), window.lessonsPage());
    QCOMPARE(tabs->tabText(LessonsTab), QStringLiteral("Lessons"));
    LessonsPage* lessons = window.lessonsPage();
    QCOMPARE(lessons->tabs()->count(), 4);
    tabs->setCurrentIndex(LessonsTab);
    lessons->tabs()->setCurrentIndex(2);
    QCOMPARE(lessons->currentFigure(), static_cast<QWidget*>(lessons->denseVsAttentionPage()));
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lesson.png"));
    QVERIFY(window.exportFigure(path));
    const QImage image(path);
    QVERIFY(!image.isNull());
    // PNG at twice the lesson page's size.
    QCOMPARE(image.width(), 2 * lessons->denseVsAttentionPage()->width());
}

AE_TEST_MAIN_GUI(TestLessonsPages)
#include "test_lessons_pages.moc"
