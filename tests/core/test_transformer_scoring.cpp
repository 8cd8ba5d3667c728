// A transformer head's scores (core/transformer_scoring.h) are the engine's
// (computeScoresInto, core/scoring.h) for every scoring function, in float
// and double, alone and inside runTransformer; values derived by hand; a
// layer's parameters of the wrong shape named.
#include "core/random.h"
#include "core/scoring.h"
#include "core/transformer_forward.h"
#include "core/transformer_scoring.h"
#include "core/types.h"

#include "tests/test_main.h"

#include <cmath>

using namespace ae;

namespace {

Eigen::MatrixXf randomMatrix(Eigen::Index rows, Eigen::Index cols, float deviation,
                             SeededRandom& random)
{
    Eigen::MatrixXf m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = deviation * random.normal();
    return m;
}

ScoringWeights<float> randomScoringWeights(ScoringType type, int p, SeededRandom& random)
{
    ScoringWeights<float> w;
    if (type == ScoringType::General) {
        w.general = randomMatrix(p, p, 1.0f, random);
    } else if (type == ScoringType::Additive) {
        w.additiveQuery = randomMatrix(p, p, 1.0f, random);
        w.additiveKey = randomMatrix(p, p, 1.0f, random);
        w.additiveValue = randomMatrix(1, p, 1.0f, random);
    }
    return w;
}

ScoringWeights<double> widened(const ScoringWeights<float>& w)
{
    return {w.general.cast<double>(), w.additiveQuery.cast<double>(), w.additiveKey.cast<double>(),
            w.additiveValue.cast<double>()};
}

TransformerConfig configOf(ScoringType type, int heads, int p, double temperature)
{
    TransformerConfig c;
    c.scoring = type;
    c.scoringTemperature = temperature;
    c.heads = heads;
    c.width = heads * p;
    return c;
}

// A two-layer GPT-2 model with random weights and `type` scoring.
TransformerWeights<float> randomModel(ScoringType type, SeededRandom& random)
{
    TransformerWeights<float> w;
    TransformerConfig& c = w.config;
    c.vocabularySize = 9;
    c.maxPositions = 7;
    c.width = 6;
    c.heads = 2;
    c.layers = 2;
    c.mlpWidth = 10;
    c.scoring = type;
    c.scoringTemperature = 0.8;
    const auto linear = [&](int out, int in) {
        return LinearWeights<float>{randomMatrix(out, in, 0.5f, random),
                                    randomMatrix(1, out, 0.2f, random)};
    };
    const auto norm = [&] {
        return LayerNormWeights<float>{Eigen::RowVectorXf::Ones(6),
                                       randomMatrix(1, 6, 0.2f, random)};
    };
    w.tokenEmbedding = randomMatrix(9, 6, 1.0f, random);
    w.positionEmbedding = randomMatrix(7, 6, 0.5f, random);
    w.finalNorm = norm();
    for (int l = 0; l < 2; ++l)
        w.blocks.push_back({norm(), norm(), linear(6, 6), linear(6, 6), linear(6, 6), linear(6, 6),
                            linear(10, 6), linear(6, 10), randomScoringWeights(type, 3, random)});
    return w;
}

} // namespace

class TestTransformerScoring : public QObject
{
    Q_OBJECT

private slots:
    void headScoresAreTheEngines();
    void forwardPassScoresWithEachLayersParameters();
    void handDerivedScores();
    void wrongParametersAreNamed();
};

void TestTransformerScoring::headScoresAreTheEngines()
{
    for (const ScoringTypeInfo& info : scoringTypes()) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            SeededRandom random(seed);
            const int n = 2 + int(seed), m = 3 + int(seed % 3), p = 2 + int(seed % 2);
            const Eigen::MatrixXf q = randomMatrix(n, p, 1.0f, random);
            Eigen::MatrixXf k = randomMatrix(m, p, 1.0f, random);
            k.row(0).setZero(); // cosine's zero row scores 0
            const TransformerConfig c = configOf(info.type, 1, p, seed == 1 ? 1.0 : 0.6);
            const ScoringWeights<float> w = randomScoringWeights(info.type, p, random);
            // Float: the same operations in the same order, so the same bits.
            Eigen::MatrixXf ours;
            transformerHeadScores<float>(q, k, c, w, ours);
            const Eigen::MatrixXf engine = computeScores(q, k, scoringConfigOf(c, w));
            QVERIFY2(ours == engine, info.name);
            // Double, with the float parameters widened exactly.
            Eigen::MatrixXd oursDouble;
            transformerHeadScores<double>(q.cast<double>(), k.cast<double>(), c, widened(w),
                                          oursDouble);
            const Eigen::MatrixXd engineDouble =
                computeScores<double>(q.cast<double>(), k.cast<double>(), scoringConfigOf(c, w));
            QVERIFY2(oursDouble == engineDouble, info.name);
            // And the two precisions agree to float's rounding.
            QVERIFY2((oursDouble - ours.cast<double>()).norm() <= 1e-5 * (1 + oursDouble.norm()),
                     info.name);
        }
    }
}

void TestTransformerScoring::forwardPassScoresWithEachLayersParameters()
{
    for (const ScoringTypeInfo& info : scoringTypes()) {
        SeededRandom random(40 + std::uint64_t(info.type));
        const TransformerWeights<float> w = randomModel(info.type, random);
        const TransformerTrace<float> trace = runTransformer(w, {1, 4, 0, 8, 2});
        for (int l = 0; l < 2; ++l) {
            const ScoringConfig config =
                scoringConfigOf(w.config, w.blocks[std::size_t(l)].scoring);
            for (const TransformerHeadTrace<float>& head : trace.layers[std::size_t(l)].heads) {
                QVERIFY2(head.scores == computeScores(head.queries, head.keys, config), info.name);
                // Causal: row i's weights over keys 0…i sum to 1, the rest 0.
                for (Eigen::Index i = 0; i < 5; ++i) {
                    QVERIFY(std::abs(head.weights.row(i).head(i + 1).sum() - 1.0f) < 1e-5f);
                    QCOMPARE(head.weights.row(i).tail(4 - i).norm(), 0.0f);
                }
            }
        }
        // The two layers' parameters differ, so a layer reading another's shows.
        if (info.learnedParameters)
            QVERIFY(w.blocks[0].scoring.general != w.blocks[1].scoring.general ||
                    w.blocks[0].scoring.additiveValue != w.blocks[1].scoring.additiveValue);
    }
}

void TestTransformerScoring::handDerivedScores()
{
    const auto pair = [](float a, float b) {
        Eigen::MatrixXf m(1, 2);
        m << a, b;
        return m;
    };
    // q = (3, 4), k₀ = (1, 0), k₁ = (0, 2); p = 2, τ = 0.5.
    Eigen::MatrixXf q(1, 2), k(2, 2);
    q << 3, 4;
    k << 1, 0, 0, 2;
    Eigen::MatrixXf s;
    const auto scores = [&](ScoringType type, const ScoringWeights<float>& w) {
        transformerHeadScores<float>(q, k, configOf(type, 1, 2, 0.5), w, s);
        return s;
    };
    // dot: (3, 8)/0.5 = (6, 16); scaled: ÷√2.
    QVERIFY((scores(ScoringType::DotProduct, {}) - pair(6, 16)).norm() < 1e-6f);
    QVERIFY((scores(ScoringType::ScaledDotProduct, {}) -
             pair(6 / std::sqrt(2.0f), 16 / std::sqrt(2.0f)))
                .norm() < 1e-5f);
    // cosine: q̂ = (0.6, 0.8): (0.6, 0.8)/0.5 = (1.2, 1.6).
    QVERIFY((scores(ScoringType::Cosine, {}) - pair(1.2f, 1.6f)).norm() < 1e-6f);
    // general, W = [[0, 1], [2, 0]]: q·W = (8, 3); ·k = (8, 6); /0.5 = (16, 12).
    ScoringWeights<float> general;
    general.general.resize(2, 2);
    general.general << 0, 1, 2, 0;
    QVERIFY((scores(ScoringType::General, general) - pair(16, 12)).norm() < 1e-5f);
    // additive, W_q = I, W_k = −I, w_v = (1, 1): tanh(3 − 1) + tanh(4 − 0),
    // tanh(3) + tanh(4 − 2), each /0.5.
    ScoringWeights<float> additive;
    additive.additiveQuery = Eigen::MatrixXf::Identity(2, 2);
    additive.additiveKey = -Eigen::MatrixXf::Identity(2, 2);
    additive.additiveValue = Eigen::RowVectorXf::Ones(2);
    const Eigen::MatrixXf expected =
        pair(2 * (std::tanh(2.0f) + std::tanh(4.0f)), 2 * (std::tanh(3.0f) + std::tanh(2.0f)));
    QVERIFY((scores(ScoringType::Additive, additive) - expected).norm() < 1e-5f);
}

void TestTransformerScoring::wrongParametersAreNamed()
{
    SeededRandom random(3);
    TransformerWeights<float> w = randomModel(ScoringType::General, random);
    validateWeights(w);
    w.blocks[1].scoring.general.resize(2, 3);
    try {
        validateWeights(w);
        QFAIL("a 2×3 general W was accepted for p = 3");
    } catch (const EngineError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("blocks[1].scoring.W"));
    }
    // Parameters a function does not have are refused too (a mislabelled file).
    w = randomModel(ScoringType::Additive, random);
    w.config.scoring = ScoringType::Cosine;
    try {
        validateWeights(w);
        QFAIL("additive parameters were accepted for cosine scoring");
    } catch (const EngineError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("blocks[0].scoring.W_q"));
    }
    w.config.scoring = ScoringType::Additive;
    w.config.scoringTemperature = 0;
    try {
        validateWeights(w);
        QFAIL("a temperature of 0 was accepted");
    } catch (const EngineError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("config.scoringTemperature"));
    }
}

AE_TEST_MAIN_CORE(TestTransformerScoring)
#include "test_transformer_scoring.moc"
