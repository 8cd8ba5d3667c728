// The lessons' math (issue 8): kernel regression, the √d scaling statistics,
// dense layer vs attention under reordering, and dropout on the weights.

#include "core/dense_vs_attention.h"
#include "core/dropout_lesson.h"
#include "core/kernel_regression.h"
#include "core/scaling_statistics.h"

#include "tests/test_main.h"

#include <cmath>

using namespace ae;

Q_DECLARE_METATYPE(ae::RegressionKernel)

namespace {

Vector vec(std::initializer_list<float> values)
{
    Vector v(static_cast<Eigen::Index>(values.size()));
    Eigen::Index i = 0;
    for (float value : values)
        v(i++) = value;
    return v;
}

} // namespace

class TestLessonsMath : public QObject
{
    Q_OBJECT
private slots:
    void gaussianWeightsEqualTheFormula_data();
    void gaussianWeightsEqualTheFormula();
    void compactKernelsByHand();
    void emptySupportFallsBackToTheNearestKey();
    void rowsSumToOne_data();
    void rowsSumToOne();
    void gaussianSharpensAsWidthGrows();
    void constantKernelIsAveragePooling();
    void predictionIsWeightsTimesValues();
    void dataIsSeededSortedAndOnTheCurve();
    void leaveOneOutLossByHand();
    void fittedWidthIsALocalMinimumAndBeatsTheScan();
    void badKernelArgumentsAreRefused();

    void dotProductVarianceIsD_data();
    void dotProductVarianceIsD();
    void histogramAndVarianceByHand();
    void softmaxSaturatesWithoutScaling();

    void denseVsAttention_data();
    void denseVsAttention();
    void denseVsAttentionByHand();
    void badOrderIsRefused();

    void dropoutRescalesKeptWeights_data();
    void dropoutRescalesKeptWeights();
    void evaluationModeIsUnchanged();
    void dropoutKeepsAboutOneMinusP();
};

void TestLessonsMath::gaussianWeightsEqualTheFormula_data()
{
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("expectedFirst");
    // x = 0, keys 0 and 1: scores 0 and −w²/2, α_0 = 1 / (1 + e^(−w²/2)).
    QTest::newRow("w=1") << 1.0 << 1.0 / (1.0 + std::exp(-0.5));
    QTest::newRow("w=2") << 2.0 << 1.0 / (1.0 + std::exp(-2.0));
    QTest::newRow("w=0.5") << 0.5 << 1.0 / (1.0 + std::exp(-0.125));
}

void TestLessonsMath::gaussianWeightsEqualTheFormula()
{
    QFETCH(double, width);
    QFETCH(double, expectedFirst);
    const Matrix weights =
        kernelRegressionWeights(vec({0.0f}), vec({0.0f, 1.0f}), RegressionKernel::Gaussian, width);
    QCOMPARE(weights.rows(), 1);
    QCOMPARE(weights.cols(), 2);
    QVERIFY(std::abs(weights(0, 0) - expectedFirst) < 1e-6);
    QVERIFY(std::abs(weights(0, 1) - (1.0 - expectedFirst)) < 1e-6);
}

void TestLessonsMath::compactKernelsByHand()
{
    const Vector keys = vec({0.0f, 0.5f, 2.0f});
    // Boxcar, w = 1: keys within distance 1 of x = 0 share the weight.
    const Matrix boxcar = kernelRegressionWeights(vec({0.0f}), keys, RegressionKernel::Boxcar, 1.0);
    QVERIFY(std::abs(boxcar(0, 0) - 0.5f) < 1e-7f);
    QVERIFY(std::abs(boxcar(0, 1) - 0.5f) < 1e-7f);
    QCOMPARE(boxcar(0, 2), 0.0f);
    // Epanechnikov: K = 1 − u² → 1, 0.75, 0.
    const Matrix epan =
        kernelRegressionWeights(vec({0.0f}), keys, RegressionKernel::Epanechnikov, 1.0);
    QVERIFY(std::abs(epan(0, 0) - 1.0f / 1.75f) < 1e-6f);
    QVERIFY(std::abs(epan(0, 1) - 0.75f / 1.75f) < 1e-6f);
    QCOMPARE(epan(0, 2), 0.0f);
    // w = 4 narrows the boxcar to |x − x_i| ≤ 0.25: only key 0 is left.
    const Matrix narrow = kernelRegressionWeights(vec({0.0f}), keys, RegressionKernel::Boxcar, 4.0);
    QCOMPARE(narrow(0, 0), 1.0f);
    QCOMPARE(narrow(0, 1), 0.0f);
}

void TestLessonsMath::emptySupportFallsBackToTheNearestKey()
{
    const Matrix weights = kernelRegressionWeights(vec({0.0f, 5.0f}), vec({2.0f, 3.0f}),
                                                   RegressionKernel::Boxcar, 1.0);
    QCOMPARE(weights(0, 0), 1.0f);
    QCOMPARE(weights(0, 1), 0.0f);
    QCOMPARE(weights(1, 0), 0.0f);
    QCOMPARE(weights(1, 1), 1.0f);
}

void TestLessonsMath::rowsSumToOne_data()
{
    QTest::addColumn<RegressionKernel>("kernel");
    QTest::addColumn<double>("width");
    for (double w : {0.1, 1.0, 8.0, 40.0}) {
        const QByteArray suffix = " w=" + QByteArray::number(w);
        QTest::newRow(("gaussian" + suffix).constData()) << RegressionKernel::Gaussian << w;
        QTest::newRow(("boxcar" + suffix).constData()) << RegressionKernel::Boxcar << w;
        QTest::newRow(("epanechnikov" + suffix).constData()) << RegressionKernel::Epanechnikov << w;
        QTest::newRow(("constant" + suffix).constData()) << RegressionKernel::Constant << w;
    }
}

void TestLessonsMath::rowsSumToOne()
{
    QFETCH(RegressionKernel, kernel);
    QFETCH(double, width);
    const KernelRegressionData data = makeKernelRegressionData(50, 0.5, 7);
    const Matrix weights = kernelRegressionWeights(data.testX, data.trainX, kernel, width);
    QCOMPARE(weights.rows(), 50);
    QCOMPARE(weights.cols(), 50);
    QVERIFY(weights.minCoeff() >= 0.0f);
    for (int i = 0; i < weights.rows(); ++i)
        QVERIFY2(std::abs(weights.row(i).sum() - 1.0f) < 1e-5f, qPrintable(QString::number(i)));
}

void TestLessonsMath::gaussianSharpensAsWidthGrows()
{
    const KernelRegressionData data = makeKernelRegressionData(50, 0.5, 3);
    double previous = 0.0;
    for (double w : {0.2, 1.0, 5.0, 25.0}) {
        const Matrix weights =
            kernelRegressionWeights(data.testX, data.trainX, RegressionKernel::Gaussian, w);
        const double meanMax = weights.rowwise().maxCoeff().mean();
        QVERIFY2(meanMax > previous, qPrintable(QString::number(w)));
        previous = meanMax;
    }
    QVERIFY(previous > 0.6); // w = 25: nearly nearest-neighbour
}

void TestLessonsMath::constantKernelIsAveragePooling()
{
    const KernelRegressionData data = makeKernelRegressionData(20, 0.5, 11);
    const Vector prediction = kernelRegressionPredict(data.testX, data.trainX, data.trainY,
                                                      RegressionKernel::Constant, 3.0);
    const float mean = data.trainY.mean();
    for (int i = 0; i < prediction.size(); ++i)
        QVERIFY(std::abs(prediction(i) - mean) < 1e-5f);
}

void TestLessonsMath::predictionIsWeightsTimesValues()
{
    // x = 0 with keys 0, 1 and values 2, 4: f = 2·α_0 + 4·(1 − α_0).
    const double a = 1.0 / (1.0 + std::exp(-0.5));
    const Vector f = kernelRegressionPredict(vec({0.0f}), vec({0.0f, 1.0f}), vec({2.0f, 4.0f}),
                                             RegressionKernel::Gaussian, 1.0);
    QVERIFY(std::abs(f(0) - (2.0 * a + 4.0 * (1.0 - a))) < 1e-5);
}

void TestLessonsMath::dataIsSeededSortedAndOnTheCurve()
{
    const KernelRegressionData a = makeKernelRegressionData(50, 0.5, 42);
    const KernelRegressionData b = makeKernelRegressionData(50, 0.5, 42);
    const KernelRegressionData c = makeKernelRegressionData(50, 0.5, 43);
    QVERIFY(a.trainX == b.trainX && a.trainY == b.trainY);
    QVERIFY(a.trainX != c.trainX);
    QCOMPARE(a.testX.size(), 50);
    QVERIFY(std::abs(a.testX(49) - 4.9f) < 1e-6f);
    for (int i = 0; i < 50; ++i) {
        QVERIFY(a.trainX(i) >= 0.0f && a.trainX(i) < 5.0f);
        if (i > 0)
            QVERIFY(a.trainX(i) >= a.trainX(i - 1));
    }
    // 2 sin(x) + x^0.8 at x = 1: 2·0.841471 + 1.
    QVERIFY(std::abs(kernelRegressionTruth(1.0) - 2.682942) < 1e-6);
    QVERIFY(std::abs(a.testTruth(10) - 2.682942f) < 1e-5f);
    // No noise: the targets lie on the curve.
    const KernelRegressionData clean = makeKernelRegressionData(10, 0.0, 5);
    for (int i = 0; i < 10; ++i)
        QVERIFY(std::abs(clean.trainY(i) - kernelRegressionTruth(clean.trainX(i))) < 1e-5);
    // The noise has roughly the asked spread.
    const KernelRegressionData many = makeKernelRegressionData(4000, 0.5, 9);
    double sum = 0.0;
    for (int i = 0; i < 4000; ++i) {
        const double r = many.trainY(i) - kernelRegressionTruth(many.trainX(i));
        sum += r * r;
    }
    QVERIFY(std::abs(std::sqrt(sum / 4000) - 0.5) < 0.03);
}

void TestLessonsMath::leaveOneOutLossByHand()
{
    // Constant kernel: each point is predicted by the mean of the others.
    // y = 0, 3, 9 → predictions 6, 4.5, 1.5 → errors 6, 1.5, 7.5 → MSE 31.5.
    const double loss = leaveOneOutLoss(vec({0.0f, 1.0f, 2.0f}), vec({0.0f, 3.0f, 9.0f}),
                                        RegressionKernel::Constant, 1.0);
    QVERIFY(std::abs(loss - 31.5) < 1e-4);
    // Gaussian with a huge w: each point predicted by its nearest neighbour.
    // x = 0, 1, 3; y = 0, 3, 9: predictions 3, 0, 3 → errors 3, 3, 6 → 18.
    const double nearest = leaveOneOutLoss(vec({0.0f, 1.0f, 3.0f}), vec({0.0f, 3.0f, 9.0f}),
                                           RegressionKernel::Gaussian, 100.0);
    QVERIFY(std::abs(nearest - 18.0) < 1e-4);
}

void TestLessonsMath::fittedWidthIsALocalMinimumAndBeatsTheScan()
{
    const KernelRegressionData data = makeKernelRegressionData(50, 0.5, 1);
    const KernelWidthFit fit = fitKernelWidth(data.trainX, data.trainY, RegressionKernel::Gaussian);
    QVERIFY(fit.width > 0.05 && fit.width < 50.0);
    QVERIFY(std::abs(fit.loss - leaveOneOutLoss(data.trainX, data.trainY,
                                                RegressionKernel::Gaussian, fit.width)) < 1e-9);
    for (double factor : {0.98, 1.02})
        QVERIFY(leaveOneOutLoss(data.trainX, data.trainY, RegressionKernel::Gaussian,
                                fit.width * factor) >= fit.loss - 1e-9);
    for (int i = 0; i < 48; ++i) {
        const double w = 0.05 * std::pow(1000.0, i / 47.0);
        QVERIFY(leaveOneOutLoss(data.trainX, data.trainY, RegressionKernel::Gaussian, w) >=
                fit.loss - 1e-9);
    }
    // The learned width predicts the true curve better than average pooling.
    const Vector fitted = kernelRegressionPredict(data.testX, data.trainX, data.trainY,
                                                  RegressionKernel::Gaussian, fit.width);
    const Vector average = kernelRegressionPredict(data.testX, data.trainX, data.trainY,
                                                   RegressionKernel::Constant, 1.0);
    QVERIFY((fitted - data.testTruth).squaredNorm() <
            0.25 * (average - data.testTruth).squaredNorm());
}

void TestLessonsMath::badKernelArgumentsAreRefused()
{
    QVERIFY_THROWS_EXCEPTION(EngineError, kernelRegressionWeights(vec({0.0f}), vec({1.0f}),
                                                                  RegressionKernel::Gaussian, 0.0));
    QVERIFY_THROWS_EXCEPTION(EngineError, kernelRegressionWeights(vec({0.0f}), Vector(),
                                                                  RegressionKernel::Gaussian, 1.0));
    QVERIFY_THROWS_EXCEPTION(EngineError, makeKernelRegressionData(0, 0.5, 1));
    QVERIFY_THROWS_EXCEPTION(
        EngineError, leaveOneOutLoss(vec({0.0f}), vec({1.0f}), RegressionKernel::Gaussian, 1.0));
}

void TestLessonsMath::dotProductVarianceIsD_data()
{
    QTest::addColumn<int>("d");
    QTest::newRow("d=16") << 16;
    QTest::newRow("d=64") << 64;
    QTest::newRow("d=256") << 256;
}

void TestLessonsMath::dotProductVarianceIsD()
{
    QFETCH(int, d);
    const DotProductSamples samples = sampleDotProducts(d, 50000, 2024);
    QCOMPARE(samples.raw.size(), std::size_t(50000));
    const double raw = sampleVariance(samples.raw);
    const double scaled = sampleVariance(samples.scaled);
    QVERIFY2(std::abs(raw / d - 1.0) < 0.03, qPrintable(QString::number(raw)));
    QVERIFY2(std::abs(scaled - 1.0) < 0.03, qPrintable(QString::number(scaled)));
    QVERIFY(std::abs(samples.scaled[5] * std::sqrt(double(d)) - samples.raw[5]) < 1e-9);
}

void TestLessonsMath::histogramAndVarianceByHand()
{
    const Histogram h = makeHistogram({-1.0, -0.5, 0.0, 0.5, 1.0, 2.0}, 4, -1.0, 1.0);
    QCOMPARE(h.counts, (std::vector<int>{1, 1, 1, 2}));
    QCOMPARE(h.binWidth(), 0.5);
    QCOMPARE(h.binCenter(0), -0.75);
    QVERIFY(std::abs(sampleVariance({1.0, 2.0, 3.0, 4.0}) - 5.0 / 3.0) < 1e-12);
    const Vector uniform = softmaxOf(vec({2.0f, 2.0f, 2.0f, 2.0f}));
    QVERIFY(std::abs(entropyOf(uniform) - std::log(4.0)) < 1e-6);
    QVERIFY_THROWS_EXCEPTION(EngineError, makeHistogram({}, 0, 0.0, 1.0));
    QVERIFY_THROWS_EXCEPTION(EngineError, sampleDotProducts(0, 10, 1));
}

void TestLessonsMath::softmaxSaturatesWithoutScaling()
{
    const std::vector<SoftmaxSaturationPoint> points = softmaxSaturation({1, 16, 256}, 10, 1000, 5);
    QCOMPARE(points.size(), std::size_t(3));
    // Unscaled: the entropy falls and one weight takes nearly everything.
    QVERIFY(points[0].entropyRaw > points[1].entropyRaw);
    QVERIFY(points[1].entropyRaw > points[2].entropyRaw);
    QVERIFY(points[2].maxWeightRaw > 0.9);
    QVERIFY(points[2].entropyRaw < 0.3);
    // Scaled: about the same at d = 16 and d = 256, far from saturated.
    QVERIFY(std::abs(points[1].entropyScaled - points[2].entropyScaled) < 0.1);
    QVERIFY(points[2].entropyScaled > 1.5);
    QVERIFY(points[2].maxWeightScaled < 0.5);
    QVERIFY(points[2].entropyScaled < std::log(10.0));
}

void TestLessonsMath::denseVsAttention_data()
{
    QTest::addColumn<std::vector<int>>("order");
    QTest::newRow("A B C") << std::vector<int>{0, 1, 2};
    QTest::newRow("B A C") << std::vector<int>{1, 0, 2};
    QTest::newRow("C B A") << std::vector<int>{2, 1, 0};
    QTest::newRow("A C B") << std::vector<int>{0, 2, 1};
    QTest::newRow("B C A") << std::vector<int>{1, 2, 0};
    QTest::newRow("C A B") << std::vector<int>{2, 0, 1};
}

void TestLessonsMath::denseVsAttention()
{
    QFETCH(std::vector<int>, order);
    const DenseVsAttentionSetup setup = defaultDenseVsAttentionSetup();
    const DenseVsAttentionResult base = compareDenseAndAttention(setup, {0, 1, 2});
    const DenseVsAttentionResult moved = compareDenseAndAttention(setup, order);
    // Attention: the weights follow the inputs (equivariance), the favourite
    // is always B and the output does not change.
    for (int s = 0; s < 3; ++s)
        QVERIFY(std::abs(moved.attentionWeights(s) - base.attentionWeights(order[s])) < 1e-6f);
    QCOMPARE(moved.attentionFavourite, 1);
    QVERIFY((moved.attentionOutput - base.attentionOutput).cwiseAbs().maxCoeff() < 1e-5f);
    // Dense: the weights stay with the slots, the favourite is whatever sits
    // in slot 2, and the output is Σ w_s x_slot.
    QVERIFY(moved.denseWeights == setup.denseWeights);
    QCOMPARE(moved.denseFavourite, order[1]);
    Vector expected = Vector::Zero(2);
    for (int s = 0; s < 3; ++s)
        expected += setup.denseWeights(s) * setup.items.row(order[s]).transpose();
    QVERIFY((moved.denseOutput - expected).cwiseAbs().maxCoeff() < 1e-6f);
}

void TestLessonsMath::denseVsAttentionByHand()
{
    const DenseVsAttentionSetup setup = defaultDenseVsAttentionSetup();
    const DenseVsAttentionResult abc = compareDenseAndAttention(setup, {0, 1, 2});
    // q = (0, 1.5); A = (1, 0), B = (0, 2), C = (1, 1): q·x/√2 = 0, 3/√2, 1.5/√2.
    const double e0 = 1.0, e1 = std::exp(3.0 / std::sqrt(2.0)), e2 = std::exp(1.5 / std::sqrt(2.0));
    const double sum = e0 + e1 + e2;
    QVERIFY(std::abs(abc.attentionWeights(0) - e0 / sum) < 1e-6);
    QVERIFY(std::abs(abc.attentionWeights(1) - e1 / sum) < 1e-6);
    QVERIFY(std::abs(abc.attentionWeights(2) - e2 / sum) < 1e-6);
    // Dense, order A B C: 0.1·A + 0.7·B + 0.2·C = (0.3, 1.6); B A C: (0.9, 0.4).
    QVERIFY(std::abs(abc.denseOutput(0) - 0.3f) < 1e-6f &&
            std::abs(abc.denseOutput(1) - 1.6f) < 1e-6f);
    const DenseVsAttentionResult bac = compareDenseAndAttention(setup, {1, 0, 2});
    QVERIFY(std::abs(bac.denseOutput(0) - 0.9f) < 1e-6f &&
            std::abs(bac.denseOutput(1) - 0.4f) < 1e-6f);
    QCOMPARE(abc.denseFavourite, 1);
    QCOMPARE(bac.denseFavourite, 0);
}

void TestLessonsMath::badOrderIsRefused()
{
    const DenseVsAttentionSetup setup = defaultDenseVsAttentionSetup();
    QVERIFY_THROWS_EXCEPTION(EngineError, compareDenseAndAttention(setup, {0, 0, 1}));
    QVERIFY_THROWS_EXCEPTION(EngineError, compareDenseAndAttention(setup, {0, 1}));
    QVERIFY_THROWS_EXCEPTION(EngineError, compareDenseAndAttention(setup, {0, 1, 3}));
}

void TestLessonsMath::dropoutRescalesKeptWeights_data()
{
    QTest::addColumn<float>("p");
    QTest::newRow("p=0.5") << 0.5f;
    QTest::newRow("p=0.2") << 0.2f;
    QTest::newRow("p=0.8") << 0.8f;
}

void TestLessonsMath::dropoutRescalesKeptWeights()
{
    QFETCH(float, p);
    const DropoutLesson lesson = runDropoutLesson(8, 16, p, true, 3, 17);
    QVERIFY(lesson.training);
    int kept = 0, dropped = 0;
    for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j) {
            if (lesson.kept(i, j)) {
                ++kept;
                const float expected = lesson.weights(i, j) / (1.0f - p);
                QVERIFY(std::abs(lesson.applied(i, j) - expected) <= 1e-6f * expected);
            } else {
                ++dropped;
                QCOMPARE(lesson.applied(i, j), 0.0f);
            }
        }
    QVERIFY(kept > 0 && dropped > 0);
    if (p == 0.5f) // ×2 is exact in floating point
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j)
                if (lesson.kept(i, j))
                    QCOMPARE(lesson.applied(i, j), 2.0f * lesson.weights(i, j));
}

void TestLessonsMath::evaluationModeIsUnchanged()
{
    const DropoutLesson training = runDropoutLesson(8, 16, 0.5f, true, 3, 17);
    const DropoutLesson eval = runDropoutLesson(8, 16, 0.5f, false, 3, 17);
    const DropoutLesson evalOtherSeed = runDropoutLesson(8, 16, 0.5f, false, 3, 99);
    QVERIFY(eval.applied == eval.weights);
    QVERIFY(eval.weights == training.weights);
    QVERIFY(evalOtherSeed.applied == eval.applied);
    QVERIFY((eval.kept.array() == 1).all());
    const DropoutLesson trainingOtherSeed = runDropoutLesson(8, 16, 0.5f, true, 3, 18);
    QVERIFY(trainingOtherSeed.applied != training.applied);
    QVERIFY_THROWS_EXCEPTION(EngineError, runDropoutLesson(8, 16, 1.0f, true, 3, 17));
    QVERIFY_THROWS_EXCEPTION(EngineError, runDropoutLesson(0, 16, 0.5f, true, 3, 17));
}

void TestLessonsMath::dropoutKeepsAboutOneMinusP()
{
    const DropoutLesson lesson = runDropoutLesson(64, 8, 0.3f, true, 1, 2);
    const double keptFraction = lesson.kept.cast<double>().mean();
    QVERIFY2(std::abs(keptFraction - 0.7) < 0.03, qPrintable(QString::number(keptFraction)));
}

AE_TEST_MAIN_CORE(TestLessonsMath)
#include "test_lessons_math.moc"
