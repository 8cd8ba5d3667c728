// The engine in double ("precision": "float64"): hand-derived cases and
// identities at 1e-12 or tighter, the float and double passes agreeing to
// float tolerance, and the double pass really computed in double (not a
// float pass widened afterwards).

#include "core/embedding.h"
#include "core/limits.h"
#include "core/masked_softmax.h"
#include "core/multi_head_attention.h"
#include "core/positional_encoding.h"
#include "core/scoring.h"

#include "tests/matrix_test_support.h"
#include "tests/test_main.h"

#include <QObject>

#include <cmath>

using ae::test::randomMatrix;
using ae::test::rows;

namespace {

// Largest |sum of a row − 1| over the rows of `weights`.
double largestRowSumError(const ae::MatrixD& weights)
{
    return (weights.rowwise().sum().array() - 1.0).abs().maxCoeff();
}

ae::AttentionConfig randomConfig(int modelDim, int width, int heads, std::uint64_t seed)
{
    ae::AttentionConfig config;
    config.numHeads = heads;
    config.weights = ae::randomProjectionWeights(modelDim, width, width, width, seed);
    return config;
}

} // namespace

class Float64Test : public QObject
{
    Q_OBJECT

private slots:
    // X = [[1, 2], [3, 4]], no weights, one head, p = 2 (self-attention):
    // S = X·Xᵀ/√2 = [[5, 11], [11, 25]]/√2. Row 0: a = 6/√2 apart, so
    // w_00 = 1/(1 + e^a), w_01 = e^a/(1 + e^a); row 1: b = 14/√2,
    // w_10 = 1/(1 + e^b), w_11 = e^b/(1 + e^b). Output row i = w_i0·(1, 2) +
    // w_i1·(3, 4).
    void handDerivedTwoByTwoInDouble()
    {
        ae::AttentionInputsD inputs;
        ae::MatrixD x(2, 2);
        x << 1, 2, 3, 4;
        inputs.inputs = {x};
        const ae::AttentionTraceD trace = ae::computeAttention(inputs, ae::AttentionConfig());
        const ae::HeadTraceT<double>& head = trace.batch[0].heads[0];
        const double root2 = std::sqrt(2.0);
        ae::MatrixD scores(2, 2);
        scores << 5 / root2, 11 / root2, 11 / root2, 25 / root2;
        QVERIFY((head.scores - scores).cwiseAbs().maxCoeff() < 1e-14);
        const double a = std::exp(6 / root2), b = std::exp(14 / root2);
        ae::MatrixD weights(2, 2);
        weights << 1 / (1 + a), a / (1 + a), 1 / (1 + b), b / (1 + b);
        QVERIFY2((head.weights - weights).cwiseAbs().maxCoeff() < 1e-15,
                 qPrintable(QString::number((head.weights - weights).cwiseAbs().maxCoeff())));
        const ae::MatrixD output = weights * x;
        QVERIFY((trace.batch[0].output - output).cwiseAbs().maxCoeff() < 1e-14);
        // The float pass of the same numbers agrees to float precision only.
        ae::AttentionInputs floats;
        floats.inputs = {x.cast<float>()};
        const ae::AttentionTrace single = ae::computeAttention(floats, ae::AttentionConfig());
        QVERIFY((single.batch[0].heads[0].weights.cast<double>() - weights).cwiseAbs().maxCoeff() <
                1e-6);
    }

    // Rows of the double weights sum to 1 within 1e-15, with a causal mask
    // and valid lengths (fully masked rows are all zero).
    void weightRowsSumToOne()
    {
        ae::AttentionInputsD inputs;
        inputs.inputs = {randomMatrix(8, 16, 1).cast<double>(),
                         randomMatrix(8, 16, 2).cast<double>()};
        ae::AttentionConfig config = randomConfig(16, 16, 2, 7);
        config.mask.causal = true;
        config.mask.validLens = {{8}, {5}};
        const ae::AttentionTraceD trace = ae::computeAttention(inputs, config);
        for (const ae::BatchItemTraceT<double>& item : trace.batch)
            for (const ae::HeadTraceT<double>& head : item.heads)
                QVERIFY2(largestRowSumError(head.weights) <= 1e-15,
                         qPrintable(QString::number(largestRowSumError(head.weights))));
        const ae::MaskedSoftmaxResultT<double> masked =
            ae::maskedSoftmax<double>(ae::MatrixD::Ones(2, 3), ae::KeepMask::Zero(2, 3));
        QCOMPARE(masked.fullyMaskedRows, (std::vector<int>{0, 1}));
        QCOMPARE(masked.weights, ae::MatrixD::Zero(2, 3));
    }

    // M(δω_j)·p_i = p_{i+δ} for every i, δ and pair j: within 1e-12 when P
    // is double; float rounding leaves about 1e-7, which the classroom saw.
    void rotationIdentityHoldsInDouble()
    {
        const ae::MatrixD p = ae::sinusoidalEncoding<double>(64, 16);
        const double residual = ae::largestRotationResidual(p);
        QVERIFY2(residual < 1e-12, qPrintable(QString::number(residual)));
        const double floatResidual = ae::largestRotationResidual(ae::sinusoidalEncoding(64, 16));
        QVERIFY2(floatResidual > 1e-9 && floatResidual < 1e-6,
                 qPrintable(QString::number(floatResidual)));
        // The float encoding is the double one rounded.
        QCOMPARE(ae::sinusoidalEncoding(64, 16), p.cast<float>().eval());
        // The trace of a sinusoidal double pass carries the double encoding.
        ae::AttentionInputsD inputs;
        inputs.inputs = {ae::MatrixD::Zero(64, 16)};
        ae::AttentionConfig config;
        config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Sinusoidal;
        const ae::AttentionTraceD trace = ae::computeAttention(inputs, config);
        QCOMPARE(trace.positionalEncoding, p);
    }

    // Rotary: q_i·k_j depends on i − j alone, within 1e-12 in double.
    void rotaryRelativeInDouble()
    {
        const int n = 12;
        const ae::MatrixD q = randomMatrix(1, 8, 3).cast<double>().replicate(n, 1);
        const ae::MatrixD k = randomMatrix(1, 8, 4).cast<double>().replicate(n, 1);
        const ae::MatrixD scores =
            ae::applyRotary<double>(q) * ae::applyRotary<double>(k).transpose();
        double largest = 0;
        for (int i = 0; i + 1 < n; ++i)
            for (int j = 0; j + 1 < n; ++j)
                largest = std::max(largest, std::abs(scores(i, j) - scores(i + 1, j + 1)));
        QVERIFY2(largest < 1e-12, qPrintable(QString::number(largest)));
    }

    // The same pass in float and double: equal to float tolerance, at every
    // scoring function, and the double one not a widened float pass.
    void doubleMatchesFloatToFloatTolerance()
    {
        for (const ae::ScoringTypeInfo& info : ae::scoringTypes()) {
            ae::AttentionConfig config = randomConfig(8, 8, 2, 11);
            config.scoring.type = info.type;
            config.scoring.temperature = 0.75f;
            config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Rotary;
            config.dropout = 0.25f;
            config.seed = 5;
            if (info.type == ae::ScoringType::General)
                config.scoring.generalW = randomMatrix(4, 4, 12);
            if (info.type == ae::ScoringType::Additive) {
                config.scoring.additiveWq = randomMatrix(3, 4, 13);
                config.scoring.additiveWk = randomMatrix(3, 4, 14);
                config.scoring.additiveWv = ae::Vector::LinSpaced(3, -1.0f, 0.5f);
            }
            ae::AttentionInputs floats;
            floats.inputs = {randomMatrix(6, 8, 16)};
            const ae::AttentionTrace single = ae::computeAttention(floats, config);
            const ae::AttentionTraceD precise =
                ae::computeAttention(ae::widenedToDouble(floats), config);
            const auto gap = [](const ae::Matrix& a, const ae::MatrixD& b) {
                return (a.cast<double>() - b).cwiseAbs().maxCoeff() /
                       std::max(1.0, b.cwiseAbs().maxCoeff());
            };
            const auto& f = single.batch[0];
            const auto& d = precise.batch[0];
            for (std::size_t h = 0; h < 2; ++h) {
                QVERIFY2(gap(f.heads[h].scores, d.heads[h].scores) < 1e-5, info.name);
                QVERIFY2(gap(f.heads[h].weights, d.heads[h].weights) < 1e-5, info.name);
                // Dropout draws the same uniforms: the same weights are dropped.
                QCOMPARE((f.heads[h].droppedWeights.array() == 0.0f).count(),
                         (d.heads[h].droppedWeights.array() == 0.0).count());
            }
            QVERIFY2(gap(f.output, d.output) < 1e-5, info.name);
            // Computed in double: the weights are not all float numbers.
            const ae::MatrixD w = d.heads[0].weights;
            QVERIFY2((w.cast<float>().cast<double>() - w).cwiseAbs().maxCoeff() > 0, info.name);
        }
    }

    // General scoring in double against qᵀWk/τ written out.
    void generalScoringInDouble()
    {
        ae::ScoringConfig config;
        config.type = ae::ScoringType::General;
        config.temperature = 2.0f;
        config.generalW = rows({{1, 2}, {0, -1}});
        ae::MatrixD q(1, 2), k(2, 2);
        q << 0.1, 0.3;
        k << 1, 2, -0.5, 0.25;
        // W·k_0 = (1·1 + 2·2, −2) = (5, −2): q·(5, −2) = 0.5 − 0.6 = −0.1;
        // W·k_1 = (−0.5 + 0.5, −0.25) = (0, −0.25): q·(0, −0.25) = −0.075. /τ = 2.
        const ae::MatrixD scores = ae::computeScores<double>(q, k, config);
        QVERIFY(std::abs(scores(0, 0) - (-0.05)) < 1e-16);
        QVERIFY(std::abs(scores(0, 1) - (-0.0375)) < 1e-16);
    }

    // The hashed embedding's double vectors round to exactly the float ones.
    void embeddingInDouble()
    {
        ae::EmbeddingConfig config;
        config.dim = 16;
        config.seed = 3;
        const ae::Embedding embedding(config);
        const ae::MatrixD precise = embedding.embed<double>({"the", "cat"});
        QCOMPARE(precise.cast<float>().eval(), embedding.embed({"the", "cat"}));
        QVERIFY((precise.cast<float>().cast<double>() - precise).cwiseAbs().maxCoeff() > 0);
    }

    // The limit check counts what the double trace holds.
    void doubleTraceBytes()
    {
        ae::AttentionInputsD inputs;
        inputs.inputs = {ae::MatrixD::Ones(5, 4)};
        const ae::AttentionConfig config = randomConfig(4, 4, 2, 1);
        const ae::AttentionTraceD trace = ae::computeAttention(inputs, config);
        QCOMPARE(ae::estimatedTraceBytes(trace.shape, 8), trace.byteSize());
        const ae::AttentionTrace rounded = ae::roundedToFloat(trace);
        QCOMPARE(ae::estimatedTraceBytes(trace.shape), rounded.byteSize());
        QCOMPARE(rounded.batch[0].heads[1].weights,
                 trace.batch[0].heads[1].weights.cast<float>().eval());
    }
};

AE_TEST_MAIN_CORE(Float64Test)
#include "test_float64.moc"
