// The backward passes of core/training/transformer_backward.h against central
// finite differences of the same code in double: random shapes, seeds and
// activations, masked rows (positions without a target) in every batch. The
// loss itself is checked against runTransformer's logits, an independent
// forward pass.
#include "core/random.h"
#include "core/training/transformer_backward.h"
#include "core/transformer_forward.h"
#include "core/types.h"

#include "tests/test_main.h"

#include <cmath>

using namespace ae;

namespace {

using Weights = TransformerWeights<double>;

int drawBelow(SeededRandom& random, int count)
{
    return std::min(count - 1, int(random.uniform() * count));
}

Eigen::MatrixXd randomMatrix(Eigen::Index rows, Eigen::Index cols, double deviation,
                             SeededRandom& random)
{
    Eigen::MatrixXd m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = deviation * double(random.normal());
    return m;
}

// Weights large enough that softmax, LayerNorm and the activation are far
// from linear, so a wrong term shows.
Weights randomModel(std::uint64_t seed, Activation activation, int layers, int heads, int headWidth,
                    int vocabulary, int positions,
                    ScoringType scoring = ScoringType::ScaledDotProduct, double temperature = 1.0)
{
    SeededRandom random(seed);
    Weights w;
    TransformerConfig& c = w.config;
    c.vocabularySize = vocabulary;
    c.maxPositions = positions;
    c.width = heads * headWidth;
    c.layers = layers;
    c.heads = heads;
    c.mlpWidth = 2 * c.width + 1;
    c.activation = activation;
    c.scoring = scoring;
    c.scoringTemperature = temperature;
    const int d = c.width;
    const auto norm = [&] {
        return LayerNormWeights<double>{
            (Eigen::RowVectorXd::Ones(d) + randomMatrix(1, d, 0.3, random)).eval(),
            randomMatrix(1, d, 0.3, random)};
    };
    const auto linear = [&](int out, int in) {
        return LinearWeights<double>{randomMatrix(out, in, 0.8 / std::sqrt(in), random),
                                     randomMatrix(1, out, 0.3, random)};
    };
    w.tokenEmbedding = randomMatrix(vocabulary, d, 1.0, random);
    w.positionEmbedding = randomMatrix(positions, d, 0.5, random);
    for (int l = 0; l < layers; ++l) {
        w.blocks.push_back({norm(),
                            norm(),
                            linear(d, d),
                            linear(d, d),
                            linear(d, d),
                            linear(d, d),
                            linear(c.mlpWidth, d),
                            linear(d, c.mlpWidth),
                            {}});
        ScoringWeights<double>& sw = w.blocks.back().scoring;
        if (scoring == ScoringType::General) {
            sw.general = randomMatrix(headWidth, headWidth, 1.0, random);
        } else if (scoring == ScoringType::Additive) {
            sw.additiveQuery = randomMatrix(headWidth, headWidth, 1.0, random);
            sw.additiveKey = randomMatrix(headWidth, headWidth, 1.0, random);
            sw.additiveValue = randomMatrix(1, headWidth, 1.0, random);
        }
    }
    w.finalNorm = norm();
    return w;
}

// Random ids; about a third of the positions without a target, at least one with.
TrainingBatch randomBatch(SeededRandom& random, int sequences, int n, int vocabulary)
{
    TrainingBatch b;
    b.sequenceLength = n;
    for (int r = 0; r < sequences * n; ++r) {
        b.tokens.push_back(drawBelow(random, vocabulary));
        b.targets.push_back(random.uniform() < 0.35 ? -1 : drawBelow(random, vocabulary));
    }
    b.targets[0] = drawBelow(random, vocabulary);
    b.targets[1] = -1;
    return b;
}

double scaledLoss(const Weights& w, const TrainingBatch& batch, double scale)
{
    return scale * accumulateGradients<double>(w, batch, nullptr).lossSum;
}

struct Case
{
    std::uint64_t seed;
    Activation activation;
};

} // namespace

class TestTransformerBackward : public QObject
{
    Q_OBJECT

private slots:
    void lossMatchesTheForwardPass();
    void gradientsMatchFiniteDifferences_data();
    void gradientsMatchFiniteDifferences();
    void fixedPositionsGetNoGradient();
    void gradientsAccumulateAcrossShards();
    void badBatchesNameTheField();
};

void TestTransformerBackward::lossMatchesTheForwardPass()
{
    // Every scoring function: the training pass's loss is the one of
    // runTransformer's logits (the views' forward pass).
    for (const ScoringTypeInfo& info : scoringTypes()) {
        SeededRandom random(5);
        const Weights w = randomModel(11, Activation::GeluTanh, 2, 2, 3, 7, 6, info.type, 0.7);
        const TrainingBatch batch = randomBatch(random, 3, 5, 7);
        double expected = 0;
        int targets = 0, correct = 0;
        for (int s = 0; s < 3; ++s) {
            const std::vector<int> ids(batch.tokens.begin() + s * 5,
                                       batch.tokens.begin() + s * 5 + 5);
            const TransformerTrace<double> trace = runTransformer(w, ids);
            for (int i = 0; i < 5; ++i) {
                const int t = batch.targets[std::size_t(s * 5 + i)];
                if (t < 0)
                    continue;
                const Eigen::RowVectorXd row = trace.logits.row(i);
                Eigen::Index best = 0;
                const double top = row.maxCoeff(&best);
                expected += top + std::log((row.array() - top).exp().sum()) - row(t);
                ++targets;
                correct += best == t ? 1 : 0;
            }
        }
        const BatchLoss<double> loss = accumulateGradients<double>(w, batch, nullptr);
        QCOMPARE(loss.targets, targets);
        QCOMPARE(loss.correct, correct);
        QVERIFY2(std::abs(loss.lossSum - expected) <= 1e-12 * std::abs(expected), info.name);
    }
}

void TestTransformerBackward::gradientsMatchFiniteDifferences_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("activation");
    QTest::addColumn<int>("scoring");
    QTest::addColumn<double>("temperature");
    const int activations[] = {int(Activation::GeluTanh), int(Activation::Relu),
                               int(Activation::GeluErf)};
    for (quint64 seed = 1; seed <= 6; ++seed)
        QTest::addRow("seed %llu", seed)
            << seed << activations[(seed - 1) % 3] << int(ScoringType::ScaledDotProduct) << 1.0;
    // Every other scoring function, three seeds each, at temperatures ≠ 1 (so
    // a forgotten 1/τ shows); cosine's small τ makes its softmax sharp.
    quint64 seed = 7;
    for (const ScoringTypeInfo& info : scoringTypes()) {
        if (info.type == ScoringType::ScaledDotProduct)
            continue;
        const double temperature = info.type == ScoringType::Cosine ? 0.3 : 1.7;
        for (int i = 0; i < 3; ++i, ++seed)
            QTest::addRow("%s seed %llu", info.name, seed)
                << seed << activations[(seed - 1) % 3] << int(info.type)
                << (i == 2 ? 1.0 / temperature : temperature);
    }
}

void TestTransformerBackward::gradientsMatchFiniteDifferences()
{
    QFETCH(quint64, seed);
    QFETCH(int, activation);
    QFETCH(int, scoring);
    QFETCH(double, temperature);
    SeededRandom random(seed * 7919);
    const int layers = 1 + drawBelow(random, 2);
    const int heads = 1 + drawBelow(random, 3);
    const int headWidth = 2 + drawBelow(random, 2);
    const int vocabulary = 4 + drawBelow(random, 4);
    const int n = 2 + drawBelow(random, 4);
    const int sequences = 1 + drawBelow(random, 3);
    Weights w = randomModel(seed, Activation(activation), layers, heads, headWidth, vocabulary,
                            n + 1, ScoringType(scoring), temperature);
    const TrainingBatch batch = randomBatch(random, sequences, n, vocabulary);
    const double scale = 1.0 / batch.targetCount();

    Weights analytic = zeroGradients(w);
    GradientOptions options;
    options.lossScale = scale;
    accumulateGradients<double>(w, batch, &analytic, options);

    // Every parameter, perturbed by ±h and ±2h (the five-point stencil, error
    // O(h⁴), so a sharp softmax does not pass for a wrong gradient); relative
    // error of each tensor in the 2-norm.
    const double h = 1e-4;
    std::vector<ParameterView<double>> parameters = parameterViews(w);
    std::vector<ParameterView<double>> gradients = parameterViews(analytic);
    int checked = 0;
    for (std::size_t t = 0; t < parameters.size(); ++t) {
        Eigen::VectorXd numeric(parameters[t].size);
        for (Eigen::Index i = 0; i < parameters[t].size; ++i) {
            double& value = parameters[t].values[i];
            const double saved = value;
            const auto at = [&](double offset) {
                value = saved + offset;
                return scaledLoss(w, batch, scale);
            };
            numeric(i) = (8 * (at(h) - at(-h)) - (at(2 * h) - at(-2 * h))) / (12 * h);
            value = saved;
        }
        const Eigen::Map<Eigen::VectorXd> exact(gradients[t].values, gradients[t].size);
        const double size = std::max(exact.norm(), numeric.norm());
        if (size < 1e-9) {
            // Position rows past n and the rows of ids never seen: exactly zero.
            QCOMPARE(exact.norm(), 0.0);
            continue;
        }
        // A tensor whose gradient is tiny (below 1e-4) is held to an absolute
        // 1e-10 instead: the differences' rounding (1e-16 / h) is about 1e-12.
        const double error = (exact - numeric).norm() / std::max(size, 1e-4);
        if (error > 1e-6)
            QFAIL(qPrintable(QStringLiteral("tensor %1 (%2): relative error %3")
                                 .arg(t)
                                 .arg(QLatin1String(parameters[t].kind))
                                 .arg(error)));
        ++checked;
    }
    const int scoringTensors = ScoringType(scoring) == ScoringType::General    ? 1
                               : ScoringType(scoring) == ScoringType::Additive ? 3
                                                                               : 0;
    QCOMPARE(int(parameters.size()), 2 + layers * (16 + scoringTensors) + 2);
    // Each scoring tensor was checked above with a nonzero gradient, unless
    // the scores do not matter at all (one sequence of 2 whose only target is
    // at position 0, which attends to itself alone: no query gradient either).
    for (const TransformerBlockWeights<double>& b : analytic.blocks) {
        if (b.query.weight.norm() == 0.0)
            continue;
        const ScoringWeights<double>& sw = b.scoring;
        for (const auto* m : {&sw.general, &sw.additiveQuery, &sw.additiveKey})
            QCOMPARE(m->size() > 0, m->norm() > 0);
        QCOMPARE(sw.additiveValue.size() > 0, sw.additiveValue.norm() > 0);
    }
    QVERIFY(checked >= 10 * layers);
    // The position the model never reads (row n) has no gradient.
    QCOMPARE(analytic.positionEmbedding.row(n).norm(), 0.0);
}

void TestTransformerBackward::fixedPositionsGetNoGradient()
{
    SeededRandom random(3);
    const Weights w = randomModel(3, Activation::GeluTanh, 1, 2, 2, 5, 4);
    const TrainingBatch batch = randomBatch(random, 2, 4, 5);
    Weights learned = zeroGradients(w), fixed = zeroGradients(w);
    accumulateGradients<double>(w, batch, &learned);
    GradientOptions options;
    options.positionGradient = false;
    accumulateGradients<double>(w, batch, &fixed, options);
    QVERIFY(learned.positionEmbedding.norm() > 0);
    QCOMPARE(fixed.positionEmbedding.norm(), 0.0);
    QCOMPARE(fixed.tokenEmbedding, learned.tokenEmbedding);
}

void TestTransformerBackward::gradientsAccumulateAcrossShards()
{
    // The gradient of a batch is the sum of its halves' gradients.
    SeededRandom random(9);
    const Weights w = randomModel(4, Activation::GeluTanh, 2, 2, 2, 6, 4);
    const TrainingBatch batch = randomBatch(random, 4, 4, 6);
    TrainingBatch first = batch, second = batch;
    first.tokens.resize(8);
    first.targets.resize(8);
    second.tokens.erase(second.tokens.begin(), second.tokens.begin() + 8);
    second.targets.erase(second.targets.begin(), second.targets.begin() + 8);
    Weights whole = zeroGradients(w), halves = zeroGradients(w);
    const BatchLoss<double> all = accumulateGradients<double>(w, batch, &whole);
    const BatchLoss<double> a = accumulateGradients<double>(w, first, &halves);
    const BatchLoss<double> b = accumulateGradients<double>(w, second, &halves);
    QCOMPARE(a.targets + b.targets, all.targets);
    QVERIFY(std::abs(a.lossSum + b.lossSum - all.lossSum) < 1e-12 * all.lossSum);
    std::vector<ParameterView<double>> x = parameterViews(whole), y = parameterViews(halves);
    for (std::size_t t = 0; t < x.size(); ++t)
        for (Eigen::Index i = 0; i < x[t].size; ++i)
            QVERIFY(std::abs(x[t].values[i] - y[t].values[i]) <= 1e-12);
}

void TestTransformerBackward::badBatchesNameTheField()
{
    const Weights w = randomModel(1, Activation::Relu, 1, 1, 2, 4, 3);
    TrainingBatch batch;
    batch.sequenceLength = 3;
    batch.tokens = {0, 1, 2};
    batch.targets = {-1, 1, 9};
    try {
        accumulateGradients<double>(w, batch, nullptr);
        QFAIL("a target outside the vocabulary was accepted");
    } catch (const EngineError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("batch.targets[2]"));
    }
    batch.targets = {-1, 1};
    try {
        accumulateGradients<double>(w, batch, nullptr);
        QFAIL("targets of the wrong count were accepted");
    } catch (const EngineError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("batch.targets"));
    }
    batch.sequenceLength = 4;
    batch.tokens = {0, 1, 2, 3};
    batch.targets = {0, 1, 2, 3};
    try {
        accumulateGradients<double>(w, batch, nullptr);
        QFAIL("a sequence longer than the positions was accepted");
    } catch (const EngineError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("batch.sequenceLength"));
    }
}

AE_TEST_MAIN_CORE(TestTransformerBackward)
#include "test_transformer_backward.moc"
