// Multi-head attention end to end: independent reference numbers, the d2l
// example, identities on seeded random inputs, positional encodings, masks,
// dropout, cancellation and every validation error with its spec field.

#include "core/masked_softmax.h"
#include "core/multi_head_attention.h"
#include "core/positional_encoding.h"
#include "core/random.h"

#include "tests/matrix_test_support.h"
#include "tests/test_main.h"

#include <QObject>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <functional>
#include <thread>
#include <tuple>

#ifdef EIGEN_USE_BLAS
extern "C" {
int openblas_get_num_threads(void);
void openblas_set_num_threads(int threads);
}
#endif

Q_DECLARE_METATYPE(ae::Matrix)

using ae::test::errorField;
using ae::test::randomMatrix;
using ae::test::rows;

namespace {

float maxDiff(const ae::Matrix& a, const ae::Matrix& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return 1e30f;
    return (a - b).cwiseAbs().maxCoeff();
}

// The fixed case of tests/core/reference/mha_reference.py: n = 3, d = 4,
// h = 2 (p = 2), self-attention, scaled dot product.
ae::AttentionConfig referenceConfig()
{
    ae::AttentionConfig config;
    config.numHeads = 2;
    config.weights.Wq = rows({{0.5f, -0.25f, 0.0f, 0.25f},
                              {0.1f, 0.2f, 0.3f, 0.4f},
                              {-0.3f, 0.0f, 0.6f, 0.1f},
                              {0.2f, -0.1f, 0.0f, 0.5f}});
    config.weights.Wk = rows({{0.3f, 0.1f, -0.2f, 0.0f},
                              {0.0f, 0.4f, 0.1f, -0.3f},
                              {0.2f, 0.2f, 0.2f, 0.2f},
                              {-0.1f, 0.5f, 0.0f, 0.3f}});
    config.weights.Wv = rows({{1.0f, 0.0f, 0.5f, 0.0f},
                              {0.0f, 1.0f, 0.0f, 0.5f},
                              {0.25f, 0.0f, 1.0f, 0.0f},
                              {0.0f, -0.5f, 0.0f, 1.0f}});
    config.weights.Wo = rows({{0.5f, 0.0f, 0.0f, 0.5f},
                              {0.0f, 0.5f, 0.5f, 0.0f},
                              {0.1f, 0.2f, 0.3f, 0.4f},
                              {-0.4f, 0.3f, -0.2f, 0.1f}});
    return config;
}

ae::Matrix referenceInputs()
{
    return rows({{1.0f, 0.5f, -0.5f, 0.0f}, {0.0f, 1.0f, 0.5f, -1.0f}, {0.5f, -0.5f, 1.0f, 0.5f}});
}

ae::AttentionInputs single(const ae::Matrix& x)
{
    ae::AttentionInputs inputs;
    inputs.inputs.push_back(x);
    return inputs;
}

bool allFinite(const ae::AttentionTrace& trace)
{
    for (const ae::BatchItemTrace& item : trace.batch) {
        if (!item.output.allFinite() || !item.concat.allFinite())
            return false;
        for (const ae::HeadTrace& head : item.heads)
            if (!head.weights.allFinite() || !head.scores.allFinite())
                return false;
    }
    return true;
}

// Independent double-precision pass for large-case checks: projections,
// per-head scaled dot products, masked softmax (fully masked rows zero),
// weighted sums, concat and W_o, written from the formulas with plain loops.
struct ReferencePass
{
    std::vector<Eigen::MatrixXd> weights; // per head, n×m
    std::vector<Eigen::MatrixXd> outputs; // per head, n×p_v
    Eigen::MatrixXd output;               // n×outputDim
};

ReferencePass referencePass(const ae::Matrix& x, const ae::Matrix& keyInputs,
                            const ae::AttentionConfig& config, const ae::KeepMask& keep)
{
    const Eigen::MatrixXd xq = x.cast<double>();
    const Eigen::MatrixXd xk = keyInputs.cast<double>();
    const Eigen::MatrixXd q = xq * config.weights.Wq.cast<double>().transpose();
    const Eigen::MatrixXd k = xk * config.weights.Wk.cast<double>().transpose();
    const Eigen::MatrixXd v = xk * config.weights.Wv.cast<double>().transpose();
    const int h = config.numHeads;
    const Eigen::Index p = q.cols() / h, pv = v.cols() / h, n = q.rows(), m = k.rows();
    ReferencePass result;
    Eigen::MatrixXd concat(n, v.cols());
    for (int head = 0; head < h; ++head) {
        Eigen::MatrixXd w = Eigen::MatrixXd::Zero(n, m);
        for (Eigen::Index i = 0; i < n; ++i) {
            double best = -INFINITY;
            std::vector<double> s(static_cast<std::size_t>(m));
            for (Eigen::Index j = 0; j < m; ++j) {
                double dot = 0;
                for (Eigen::Index c = 0; c < p; ++c)
                    dot += q(i, head * p + c) * k(j, head * p + c);
                s[static_cast<std::size_t>(j)] = dot / std::sqrt(double(p));
                if (keep(i, j))
                    best = std::max(best, s[static_cast<std::size_t>(j)]);
            }
            if (best == -INFINITY)
                continue; // fully masked: all zero
            double sum = 0;
            for (Eigen::Index j = 0; j < m; ++j)
                if (keep(i, j))
                    sum += (w(i, j) = std::exp(s[static_cast<std::size_t>(j)] - best));
            w.row(i) /= sum;
        }
        const Eigen::MatrixXd out = w * v.middleCols(head * pv, pv);
        concat.middleCols(head * pv, pv) = out;
        result.weights.push_back(w);
        result.outputs.push_back(out);
    }
    result.output = concat * config.weights.Wo.cast<double>().transpose();
    return result;
}

double maxDiffD(const ae::Matrix& a, const Eigen::MatrixXd& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return 1e30;
    return (a.cast<double>() - b).cwiseAbs().maxCoeff();
}

} // namespace

// See selfAttentionEqualsExplicitKeysBitForBit.
template <typename Scalar> void checkSelfAgainstExplicit()
{
    using Matrix = ae::MatrixT<Scalar>;
    for (const auto& [n, d, heads, rotary] : {std::tuple<int, int, int, bool>{300, 512, 8, false},
                                              {257, 64, 4, false},
                                              {130, 96, 3, true},
                                              {1, 32, 2, false}}) {
        const QString where = QStringLiteral("%1: n %2, d %3, %4 heads%5")
                                  .arg(sizeof(Scalar) == 4 ? "float" : "double")
                                  .arg(n)
                                  .arg(d)
                                  .arg(heads)
                                  .arg(rotary ? ", rotary" : "");
        ae::AttentionConfig config;
        config.numHeads = heads;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 41);
        if (rotary)
            config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Rotary;
        ae::AttentionInputsT<Scalar> self;
        self.inputs = {randomMatrix(n, d, 42).template cast<Scalar>()};
        ae::AttentionInputsT<Scalar> explicitKeys = self;
        explicitKeys.keyInputs = self.inputs;
        explicitKeys.valueInputs = self.inputs;
        const ae::AttentionTraceT<Scalar> x = ae::computeAttention<Scalar>(self, config);
        const ae::AttentionTraceT<Scalar> y = ae::computeAttention<Scalar>(explicitKeys, config);
        const auto& a = x.batch[0];
        const auto& b = y.batch[0];
        QVERIFY2(a.queries == b.queries && a.keys == b.keys && a.values == b.values,
                 qPrintable(where));
        QVERIFY2(a.output == b.output, qPrintable(where));
        for (std::size_t h = 0; h < std::size_t(heads); ++h) {
            QVERIFY2(a.headQueries(h) == b.headQueries(h), qPrintable(where));
            QVERIFY2(a.headKeys(h) == b.headKeys(h), qPrintable(where));
            QVERIFY2(a.headValues(h) == b.headValues(h), qPrintable(where));
            QVERIFY2(a.heads[h].weights == b.heads[h].weights, qPrintable(where));
        }
        const Matrix expectedValues =
            self.inputs[0] * config.weights.Wv.template cast<Scalar>().transpose();
        QVERIFY2((a.values - expectedValues).cwiseAbs().maxCoeff() <
                     (sizeof(Scalar) == 4 ? Scalar(1e-4) : Scalar(1e-12)),
                 qPrintable(where));
    }
}

class MultiHeadAttentionTest : public QObject
{
    Q_OBJECT

private slots:
    void referenceNumbers_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<ae::Matrix>("head0");
        QTest::addColumn<ae::Matrix>("head1");
        QTest::addColumn<ae::Matrix>("output");
        // Pasted from `python3 tests/core/reference/mha_reference.py`.
        QTest::newRow("plain") << QStringLiteral("plain")
                               << rows({{0.3624887f, 0.3286135f, 0.3088978f},
                                        {0.2958762f, 0.3396198f, 0.3645040f},
                                        {0.3626838f, 0.3744099f, 0.2629063f}})
                               << rows({{0.3358714f, 0.3522912f, 0.3118375f},
                                        {0.3208036f, 0.3096596f, 0.3695368f},
                                        {0.3412133f, 0.3340513f, 0.3247353f}})
                               << rows({{0.1421956f, 0.3556608f, 0.1014450f, -0.3111207f},
                                        {0.2018892f, 0.3584899f, 0.1525483f, -0.3253652f},
                                        {0.1428464f, 0.3749349f, 0.1203995f, -0.2842554f}});
        QTest::newRow("valid_lens [2]")
            << QStringLiteral("valid_len")
            << rows({{0.5245081f, 0.4754919f, 0.0f},
                     {0.4655831f, 0.5344169f, 0.0f},
                     {0.4920457f, 0.5079543f, 0.0f}})
            << rows({{0.4880698f, 0.5119302f, 0.0f},
                     {0.5088379f, 0.4911621f, 0.0f},
                     {0.5053031f, 0.4946969f, 0.0f}})
            << rows({{-0.1888293f, 0.3169738f, -0.1645554f, -0.1706824f},
                     {-0.1905805f, 0.3091858f, -0.1617904f, -0.1531862f},
                     {-0.1861741f, 0.3105113f, -0.1614394f, -0.1594508f}});
        QTest::newRow("sinusoidal encoding")
            << QStringLiteral("sinusoidal")
            << rows({{0.3691616f, 0.4189924f, 0.2118460f},
                     {0.3509500f, 0.4096336f, 0.2394164f},
                     {0.4161193f, 0.4277362f, 0.1561445f}})
            << rows({{0.3904820f, 0.3550867f, 0.2544313f},
                     {0.3349388f, 0.3337758f, 0.3312853f},
                     {0.4495280f, 0.3625957f, 0.1878763f}})
            << rows({{0.7325781f, 0.9279017f, 0.6650927f, -0.1218503f},
                     {0.8235750f, 0.9521921f, 0.7493080f, -0.1555758f},
                     {0.6408629f, 0.9358798f, 0.6034737f, -0.0540118f}});
    }
    void referenceNumbers()
    {
        QFETCH(QString, variant);
        QFETCH(ae::Matrix, head0);
        QFETCH(ae::Matrix, head1);
        QFETCH(ae::Matrix, output);
        ae::AttentionConfig config = referenceConfig();
        if (variant == QLatin1String("valid_len"))
            config.mask.validLens = {{2}};
        if (variant == QLatin1String("sinusoidal"))
            config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Sinusoidal;
        const ae::AttentionTrace trace = ae::computeAttention(single(referenceInputs()), config);
        QCOMPARE(trace.batch.size(), size_t(1));
        const ae::BatchItemTrace& item = trace.batch.front();
        QCOMPARE(item.heads.size(), size_t(2));
        QVERIFY2(maxDiff(item.heads[0].weights, head0) < 1e-6f,
                 qPrintable(QString::number(maxDiff(item.heads[0].weights, head0))));
        QVERIFY(maxDiff(item.heads[1].weights, head1) < 1e-6f);
        QVERIFY2(maxDiff(item.output, output) < 1e-6f,
                 qPrintable(QString::number(maxDiff(item.output, output))));
        QVERIFY(trace.warnings.empty());
    }

    void d2lExample()
    {
        // d2l 11.5: num_hiddens 100, 5 heads, batch 2, 4 queries, 6 key-value
        // pairs, valid_lens [3, 2], X and Y all ones → output (2, 4, 100).
        const int hidden = 100, heads = 5;
        ae::AttentionInputs inputs;
        inputs.inputs = {ae::Matrix::Ones(4, hidden), ae::Matrix::Ones(4, hidden)};
        inputs.keyInputs = {ae::Matrix::Ones(6, hidden), ae::Matrix::Ones(6, hidden)};
        ae::AttentionConfig config;
        config.numHeads = heads;
        config.weights = ae::randomProjectionWeights(hidden, hidden, hidden, hidden, 0);
        config.mask.validLens = {{3}, {2}};
        const ae::AttentionTrace trace = ae::computeAttention(inputs, config);
        QCOMPARE(trace.shape.batch, 2);
        QCOMPARE(trace.shape.n, 4);
        QCOMPARE(trace.shape.m, 6);
        QCOMPARE(trace.shape.p, 20);
        QCOMPARE(trace.batch.size(), size_t(2));
        const int validLens[2] = {3, 2};
        for (int b = 0; b < 2; ++b) {
            const ae::BatchItemTrace& item = trace.batch[size_t(b)];
            QCOMPARE(item.output.rows(), 4);
            QCOMPARE(item.output.cols(), 100);
            QCOMPARE(item.heads.size(), size_t(heads));
            for (const ae::HeadTrace& head : item.heads) {
                QCOMPARE(head.weights.rows(), 4);
                QCOMPARE(head.weights.cols(), 6);
                // Identical keys: the kept ones share the weight 1/len exactly;
                // keys beyond the valid length get exactly 0.
                for (int i = 0; i < 4; ++i)
                    for (int j = 0; j < 6; ++j) {
                        const float expected = j < validLens[b] ? 1.0f / validLens[b] : 0.0f;
                        QVERIFY(std::abs(head.weights(i, j) - expected) < 1e-6f);
                    }
            }
        }
        // With all-ones inputs every output row is the same: 1·W_vᵀ W_oᵀ.
        const ae::RowVector expectedRow = ae::RowVector::Ones(hidden) *
                                          config.weights.Wv.transpose() *
                                          config.weights.Wo.transpose();
        for (int i = 0; i < 4; ++i)
            QVERIFY(maxDiff(trace.batch[1].output.row(i), expectedRow) < 1e-4f);
    }

    void rowsSumToOneOnRandomInputs_data()
    {
        QTest::addColumn<int>("scoring");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("positional");
        QTest::newRow("scaled dot, no mask")
            << int(ae::ScoringType::ScaledDotProduct) << false << 0;
        QTest::newRow("scaled dot, causal, sinusoidal")
            << int(ae::ScoringType::ScaledDotProduct) << true << 1;
        QTest::newRow("dot, causal, rotary") << int(ae::ScoringType::DotProduct) << true << 2;
        QTest::newRow("cosine, rotary") << int(ae::ScoringType::Cosine) << false << 2;
        QTest::newRow("general, causal") << int(ae::ScoringType::General) << true << 0;
        QTest::newRow("additive, sinusoidal") << int(ae::ScoringType::Additive) << false << 1;
    }
    void rowsSumToOneOnRandomInputs()
    {
        QFETCH(int, scoring);
        QFETCH(bool, causal);
        QFETCH(int, positional);
        const int n = 17, d = 24, heads = 4, p = d / heads;
        ae::AttentionInputs inputs;
        inputs.inputs = {randomMatrix(n, d, 1), randomMatrix(n, d, 2)};
        ae::AttentionConfig config;
        config.numHeads = heads;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 5);
        config.scoring.type = static_cast<ae::ScoringType>(scoring);
        config.scoring.generalW = randomMatrix(p, p, 6);
        config.scoring.additiveWq = randomMatrix(10, p, 7);
        config.scoring.additiveWk = randomMatrix(10, p, 8);
        config.scoring.additiveWv = randomMatrix(10, 1, 9);
        config.mask.causal = causal;
        config.positionalEncoding.type =
            static_cast<ae::PositionalEncodingConfig::Type>(positional);
        const ae::AttentionTrace trace = ae::computeAttention(inputs, config);
        QVERIFY(allFinite(trace));
        for (const ae::BatchItemTrace& item : trace.batch) {
            for (int index = 0; index < heads; ++index) {
                const ae::HeadTrace& head = item.heads[std::size_t(index)];
                QVERIFY(head.weights.minCoeff() >= 0.0f);
                for (int i = 0; i < n; ++i) {
                    QVERIFY(std::abs(head.weights.row(i).sum() - 1.0f) < 1e-5f);
                    if (causal)
                        for (int j = i + 1; j < n; ++j)
                            QCOMPARE(head.weights(i, j), 0.0f);
                }
                // O_h = A_h·V_h, recomputed independently.
                QVERIFY(maxDiff(item.headOutput(index), head.weights * item.headValues(index)) <
                        1e-5f);
            }
            QVERIFY(maxDiff(item.output, item.concat * config.weights.Wo.transpose()) < 1e-4f);
        }
    }

    void permutationEquivariance()
    {
        // Without positional information, self-attention is permutation
        // equivariant: permuting the rows of X permutes the output rows.
        const int n = 9, d = 12;
        const ae::Matrix x = randomMatrix(n, d, 11);
        Eigen::PermutationMatrix<Eigen::Dynamic> perm(n);
        const int order[] = {3, 0, 8, 5, 1, 7, 2, 6, 4};
        for (int i = 0; i < n; ++i)
            perm.indices()(i) = order[i];
        const ae::Matrix permuted = perm * x;
        ae::AttentionConfig config;
        config.numHeads = 3;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 12);
        const ae::Matrix y = ae::computeAttention(single(x), config).batch[0].output;
        const ae::Matrix yPermuted = ae::computeAttention(single(permuted), config).batch[0].output;
        QVERIFY2(maxDiff(yPermuted, perm * y) < 1e-5f,
                 qPrintable(QString::number(maxDiff(yPermuted, perm * y))));

        // The sinusoidal encoding breaks it (positions now matter).
        config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Sinusoidal;
        const ae::Matrix z = ae::computeAttention(single(x), config).batch[0].output;
        const ae::Matrix zPermuted = ae::computeAttention(single(permuted), config).batch[0].output;
        QVERIFY(maxDiff(zPermuted, perm * z) > 1e-3f);
    }

    void headSplitWithoutWeights()
    {
        // No weights: Q = K = V = X; head i takes columns [2i, 2i+2). The output
        // is the concat (no W_o). Head 0 of X = [[1,0,·,·],[0,1,·,·]] with
        // p = 2: scores = I/√2, weights row 0 = (e^{1/√2}, 1)/(e^{1/√2}+1).
        ae::Matrix x(2, 4);
        x << 1, 0, 5, 6, //
            0, 1, 7, 8;
        ae::AttentionConfig config;
        config.numHeads = 2;
        const ae::AttentionTrace trace = ae::computeAttention(single(x), config);
        const ae::BatchItemTrace& item = trace.batch[0];
        QVERIFY(item.headQueries(0) == x.leftCols(2));
        QVERIFY(item.headQueries(1) == x.rightCols(2));
        QVERIFY(item.headValues(1) == x.rightCols(2));
        const float e = std::exp(1.0f / std::sqrt(2.0f));
        QVERIFY(std::abs(item.heads[0].weights(0, 0) - e / (e + 1)) < 1e-6f);
        QVERIFY(std::abs(item.heads[0].weights(1, 1) - e / (e + 1)) < 1e-6f);
        QVERIFY(maxDiff(item.concat.leftCols(2), item.headOutput(0)) == 0.0f);
        QVERIFY(maxDiff(item.concat.rightCols(2), item.headOutput(1)) == 0.0f);
        QVERIFY(item.output == item.concat);
        QCOMPARE(trace.shape.outputDim, 4);
        QCOMPARE(trace.shape.modelDim, 4);
    }

    void valuesWiderThanKeysSplitByTheirOwnWidth()
    {
        // No weights, keys 4 wide and values 6 wide over 2 heads: p = 2 and
        // p_v = 3, so head 1 reads value columns 3…5. Its output is its
        // weights times those columns, and its trace copy is those columns.
        ae::Matrix x(2, 4);
        x << 1, 0, 5, 6, //
            0, 1, 7, 8;
        ae::Matrix v(2, 6);
        v << 1, 2, 3, 4, 5, 6, //
            -1, -2, -3, -4, -5, -6;
        ae::AttentionInputs inputs = single(x);
        inputs.keyInputs = {x};
        inputs.valueInputs = {v};
        ae::AttentionConfig config;
        config.numHeads = 2;
        const ae::AttentionTrace trace = ae::computeAttention(inputs, config);
        const ae::BatchItemTrace& item = trace.batch[0];
        QCOMPARE(trace.shape.pk, 2);
        QCOMPARE(trace.shape.pv, 3);
        for (int head = 0; head < 2; ++head) {
            const ae::HeadTrace& t = item.heads[static_cast<std::size_t>(head)];
            QVERIFY(item.headValues(head) == v.middleCols(3 * head, 3));
            const ae::Matrix expected = t.weights * v.middleCols(3 * head, 3);
            QVERIFY2(maxDiff(item.headOutput(head), expected) < 1e-6f,
                     qPrintable(QString::number(head)));
        }
        // Head 1, row 0 by hand: q = (5, 6), keys (5, 6) and (7, 8), scores
        // 61/√2 and 83/√2, so w₁ = 1/(1 + e^{−22/√2}); output (0, 0) =
        // (1 − w₁)·4 + w₁·(−4).
        const float w1 = 1.0f / (1.0f + std::exp(-22.0f / std::sqrt(2.0f)));
        QVERIFY(std::abs(item.heads[1].weights(0, 1) - w1) < 1e-6f);
        QVERIFY(std::abs(item.headOutput(1)(0, 0) - (4.0f * (1 - w1) - 4.0f * w1)) < 1e-5f);
    }

    void encodingRulesForKeysAndValues()
    {
        const int n = 3, m = 5, d = 4, dk = 6, dv = 2;
        const ae::Matrix x = randomMatrix(n, d, 1);
        const ae::Matrix k = randomMatrix(m, dk, 2);
        const ae::Matrix v = randomMatrix(m, dv, 3);
        ae::AttentionConfig config;
        config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Sinusoidal;
        config.weights.Wq = randomMatrix(4, d, 4);
        config.weights.Wk = randomMatrix(4, d, 5); // self-attention: keys have width d

        // Self-attention: keys and values copy the encoded X.
        {
            const ae::AttentionTrace trace = ae::computeAttention(single(x), config);
            const ae::BatchItemTrace& item = trace.batch[0];
            QVERIFY(maxDiff(trace.positionalEncoding, ae::sinusoidalEncoding(n, d)) == 0.0f);
            QCOMPARE(trace.keyPositionalEncoding.size(), 0);
            QVERIFY(item.inputs == x);
            QVERIFY(maxDiff(item.encodedInputs(), x + ae::sinusoidalEncoding(n, d)) == 0.0f);
            QVERIFY(item.keyInputs() == item.encodedInputs());
            QVERIFY(item.valueInputs() == item.encodedInputs());
            // Kept once: the keys' and values' inputs are X + P itself.
            QCOMPARE(&item.keyInputs(), &item.encodedInputs());
            QCOMPARE(&item.valueInputs(), &item.encodedInputs());
        }
        // Without an encoding X + P is X, also kept once.
        {
            ae::AttentionConfig plain = config;
            plain.positionalEncoding.type = ae::PositionalEncodingConfig::Type::None;
            const ae::AttentionTrace trace = ae::computeAttention(single(x), plain);
            const ae::BatchItemTrace& item = trace.batch[0];
            QVERIFY(item.inputs == x);
            QCOMPARE(&item.encodedInputs(), &item.inputs);
            QCOMPARE(&item.valueInputs(), &item.inputs);
        }
        // Cross-attention: explicit keys are encoded at 0..m−1; omitted values
        // copy the encoded keys.
        ae::AttentionInputs cross = single(x);
        cross.keyInputs = {k};
        config.weights.Wk = randomMatrix(4, dk, 5);
        {
            const ae::AttentionTrace trace = ae::computeAttention(cross, config);
            const ae::BatchItemTrace& item = trace.batch[0];
            QVERIFY(maxDiff(trace.keyPositionalEncoding, ae::sinusoidalEncoding(m, dk)) == 0.0f);
            QVERIFY(maxDiff(item.keyInputs(), k + ae::sinusoidalEncoding(m, dk)) == 0.0f);
            QVERIFY(item.valueInputs() == item.keyInputs());
            QCOMPARE(&item.valueInputs(), &item.keyInputs());
            QCOMPARE(item.output.rows(), n);
            QCOMPARE(item.output.cols(), dk); // V = encoded keys, no W_v
        }
        // Explicit values are never encoded.
        cross.valueInputs = {v};
        {
            const ae::AttentionTrace trace = ae::computeAttention(cross, config);
            const ae::BatchItemTrace& item = trace.batch[0];
            QVERIFY(item.valueInputs() == v);
            QCOMPARE(item.output.cols(), dv);
            QCOMPARE(trace.shape.dv, dv);
        }
        // Without an encoding the trace keeps the given keys and values as
        // they are, beside X.
        {
            ae::AttentionConfig plain = config;
            plain.positionalEncoding.type = ae::PositionalEncodingConfig::Type::None;
            const ae::AttentionTrace trace = ae::computeAttention(cross, plain);
            const ae::BatchItemTrace& item = trace.batch[0];
            QVERIFY(item.encodedInputs() == x);
            QVERIFY(item.keyInputs() == k);
            QVERIFY(item.valueInputs() == v);
        }
    }

    // Each head's queries, keys, values and output are read in place: its
    // columns of Q, K, V and the concat (no copy: the same memory), or,
    // with rotary positions, its own rotated queries and keys; the trace
    // holds no other copy of them (its byte count), and a head it does not
    // have is refused.
    void headSlicesAreTheItemsColumnsInPlace()
    {
        const int n = 7, d = 12, heads = 3, p = d / heads;
        for (const bool rotary : {false, true}) {
            ae::AttentionConfig config;
            config.numHeads = heads;
            config.weights = ae::randomProjectionWeights(d, d, d, d, 11);
            if (rotary)
                config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Rotary;
            const ae::AttentionTrace trace =
                ae::computeAttention(single(randomMatrix(n, d, 12)), config);
            const ae::BatchItemTrace& item = trace.batch[0];
            for (int h = 0; h < heads; ++h) {
                const ae::HeadTrace& head = item.heads[std::size_t(h)];
                const ae::MatrixRef queries = item.headQueries(h), keys = item.headKeys(h);
                const ae::MatrixRef values = item.headValues(h), output = item.headOutput(h);
                QCOMPARE(queries.rows(), n);
                QCOMPARE(queries.cols(), p);
                QCOMPARE(output.cols(), p);
                QCOMPARE(values.data(), item.values.col(h * p).data());
                QCOMPARE(values.outerStride(), item.values.outerStride());
                QCOMPARE(output.data(), item.concat.col(h * p).data());
                QCOMPARE(output.outerStride(), item.concat.outerStride());
                if (rotary) {
                    QCOMPARE(queries.data(), head.rotatedQueries.data());
                    QCOMPARE(keys.data(), head.rotatedKeys.data());
                    QVERIFY(queries != item.queries.middleCols(h * p, p));
                } else {
                    QCOMPARE(head.rotatedQueries.size(), 0);
                    QCOMPARE(head.rotatedKeys.size(), 0);
                    QCOMPARE(queries.data(), item.queries.col(h * p).data());
                    QCOMPARE(keys.data(), item.keys.col(h * p).data());
                    QCOMPARE(keys.outerStride(), item.keys.outerStride());
                }
                // The output is the head's weights times its values.
                QVERIFY(maxDiff(output, head.weights * values) < 1e-5f);
            }
            // Bytes: X, Q, K, V, the concat and the output (n×d floats each),
            // the mask (n² bytes) and per head its scores and weights (n²
            // floats each), plus, with rotary positions, its rotated queries
            // and keys (n×p floats each).
            const std::uint64_t floats =
                6 * n * d + heads * 2 * n * n + (rotary ? heads * 2 * n * p : 0);
            QCOMPARE(trace.byteSize(), floats * sizeof(float) + std::uint64_t(n * n));
            for (const int missing : {-1, heads})
                for (const auto& slice :
                     {&ae::BatchItemTrace::headQueries, &ae::BatchItemTrace::headKeys,
                      &ae::BatchItemTrace::headValues, &ae::BatchItemTrace::headOutput})
                    QVERIFY_THROWS_EXCEPTION(std::out_of_range, (item.*slice)(missing));
        }
    }

    void rotaryRotatesEachHeadAtItsPositions()
    {
        const int n = 6, d = 8;
        ae::AttentionConfig config;
        config.numHeads = 2;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 3);
        config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Rotary;
        config.positionalEncoding.base = 100.0;
        const ae::AttentionTrace trace =
            ae::computeAttention(single(randomMatrix(n, d, 4)), config);
        const ae::BatchItemTrace& item = trace.batch[0];
        QCOMPARE(trace.positionalEncoding.size(), 0);
        QVERIFY(item.encodedInputs() == item.inputs);
        for (int h = 0; h < 2; ++h) {
            const ae::Matrix expectedQ = ae::applyRotary(item.queries.middleCols(4 * h, 4), 100.0);
            const ae::Matrix expectedK = ae::applyRotary(item.keys.middleCols(4 * h, 4), 100.0);
            QVERIFY(item.headQueries(h) == expectedQ); // identical to applyRotary
            QVERIFY(item.headKeys(h) == expectedK);
            // Values are not rotated.
            QVERIFY(item.headValues(h) == item.values.middleCols(4 * h, 4));
            const ae::Matrix scores = expectedQ * expectedK.transpose() / 2.0f;
            QVERIFY(maxDiff(item.heads[h].scores, scores) < 1e-5f);
        }
    }

    void rotaryScoresDependOnOffsetOnly()
    {
        // Every position carries the same token: with rotary positions the
        // score of (i, j) depends on i − j alone, in every head.
        const int n = 12, d = 16;
        const ae::RowVector token = randomMatrix(1, d, 8).row(0);
        ae::AttentionConfig config;
        config.numHeads = 2;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 9);
        config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Rotary;
        const ae::AttentionTrace trace =
            ae::computeAttention(single(token.replicate(n, 1)), config);
        for (const ae::HeadTrace& head : trace.batch[0].heads) {
            for (int i = 0; i + 1 < n; ++i)
                for (int j = 0; j + 1 < n; ++j)
                    QVERIFY(std::abs(head.scores(i, j) - head.scores(i + 1, j + 1)) < 1e-5f);
            QVERIFY(std::abs(head.scores(0, 0) - head.scores(3, 0)) > 1e-4f);
        }
    }

    void fullyMaskedRowGivesZerosAndAWarning()
    {
        const int n = 4, d = 6;
        ae::AttentionConfig config;
        config.numHeads = 2;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 1);
        config.mask.validLens = {{2, 0, 4, 1}};
        config.mask.validLensPerQuery = true;
        const ae::AttentionTrace trace =
            ae::computeAttention(single(randomMatrix(n, d, 2)), config);
        QVERIFY(allFinite(trace));
        const ae::BatchItemTrace& item = trace.batch[0];
        QCOMPARE(item.fullyMaskedRows, std::vector<int>{1});
        for (const ae::HeadTrace& head : item.heads)
            QCOMPARE(head.weights.row(1).cwiseAbs().maxCoeff(), 0.0f);
        QCOMPARE(item.concat.row(1).cwiseAbs().maxCoeff(), 0.0f); // every head's output
        for (const ae::HeadTrace& head : item.heads) {
            QVERIFY(std::abs(head.weights.row(0).sum() - 1.0f) < 1e-6f);
            QCOMPARE(head.weights(0, 2), 0.0f);
            QCOMPARE(head.weights(3, 1), 0.0f);
        }
        QCOMPARE(item.output.row(1).cwiseAbs().maxCoeff(), 0.0f);
        QCOMPARE(trace.warnings.size(), size_t(1));
        QCOMPARE(QString::fromStdString(trace.warnings[0]),
                 QStringLiteral(
                     "batch 0, query 1: every key is masked; its weights and output are zero"));
        // The masked scores the softmax saw: −∞ where masked.
        const ae::Matrix masked = item.maskedScores(1);
        QVERIFY(std::isinf(masked(1, 0)) && masked(1, 0) < 0);
        QCOMPARE(masked(0, 0), item.heads[1].scores(0, 0));
    }

    void overflowIsReported()
    {
        // Finite inputs whose products overflow float32 (1e30² ≫ 3.4e38):
        // the pass completes and says why the numbers are not finite.
        ae::AttentionConfig config;
        const ae::AttentionTrace trace =
            ae::computeAttention(single(ae::Matrix::Constant(3, 4, 1e30f)), config);
        QCOMPARE(trace.warnings.size(), size_t(1));
        QVERIFY2(QString::fromStdString(trace.warnings[0]).contains(QStringLiteral("overflowed")),
                 trace.warnings[0].c_str());
    }

    void overflowIsReportedForTheHeadItHappensIn()
    {
        // Large enough for the pass to split its rows over threads where the
        // machine has two cores or more: the overflow is in the last query
        // row (the last part's rows), in head 2's columns only (no weights,
        // so head 2 reads columns 32…47 of X). Its score with itself is
        // 16·1e30² = ∞, so that row's weights and output in head 2 are NaN;
        // every other head's numbers stay finite. With dropout the weighted
        // sums run in a later stage, which checks the same way.
        const int n = 256, d = 64, heads = 4;
        ae::Matrix x = randomMatrix(n, d, 11);
        x.block(n - 1, 32, 1, 16).setConstant(1e30f);
        for (const bool dropout : {false, true}) {
            ae::AttentionConfig config;
            config.numHeads = heads;
            if (dropout)
                config.dropout = 0.1f;
            const ae::AttentionTrace trace = ae::computeAttention(single(x), config);
            QCOMPARE(trace.warnings.size(), size_t(1));
            QVERIFY2(QString::fromStdString(trace.warnings[0])
                         .startsWith(QStringLiteral("batch 0, head 2: the scores overflowed")),
                     trace.warnings[0].c_str());
            const ae::BatchItemTrace& item = trace.batch[0];
            QVERIFY(!item.headOutput(2).row(n - 1).allFinite());
            QVERIFY(item.headOutput(2).topRows(n - 1).allFinite());
            for (int head : {0, 1, 3})
                QVERIFY(item.headOutput(head).allFinite());
        }
    }

    void causalWindowCombinationMasksThroughTheEngine()
    {
        const int n = 6, d = 4;
        ae::AttentionConfig config;
        config.mask.causal = true;
        config.mask.window = 1;
        const ae::AttentionTrace trace =
            ae::computeAttention(single(randomMatrix(n, d, 3)), config);
        const ae::BatchItemTrace& item = trace.batch[0];
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                const bool kept = j <= i && i - j <= 1;
                QCOMPARE(int(item.mask(i, j)), kept ? 1 : 0);
                if (!kept)
                    QCOMPARE(item.heads[0].weights(i, j), 0.0f);
            }
        QCOMPARE(item.heads[0].weights(0, 0), 1.0f); // query 0 sees key 0 only
    }

    void dropoutIsInvertedAndSeeded()
    {
        const int n = 20, d = 8;
        ae::AttentionInputs inputs;
        inputs.inputs = {randomMatrix(n, d, 1), randomMatrix(n, d, 2)};
        ae::AttentionConfig config;
        config.numHeads = 2;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 3);
        config.dropout = 0.25f;
        config.seed = 77;
        const ae::AttentionTrace trace = ae::computeAttention(inputs, config);
        QVERIFY(trace.shape.dropout);

        // Documented draw order: batch item, head, row, column; one uniform per
        // weight from SeededRandom(seed); u ≥ p keeps the weight, scaled 1/(1−p).
        ae::SeededRandom random(77);
        int dropped = 0, total = 0;
        for (const ae::BatchItemTrace& item : trace.batch)
            for (int index = 0; index < 2; ++index) {
                const ae::HeadTrace& head = item.heads[std::size_t(index)];
                QCOMPARE(head.droppedWeights.rows(), n);
                for (int i = 0; i < n; ++i)
                    for (int j = 0; j < n; ++j) {
                        const bool keep = random.uniform() >= 0.25;
                        const float expected = keep ? head.weights(i, j) / 0.75f : 0.0f;
                        QVERIFY(std::abs(head.droppedWeights(i, j) - expected) < 1e-6f);
                        dropped += keep ? 0 : 1;
                        ++total;
                    }
                QVERIFY(&head.effectiveWeights() == &head.droppedWeights);
                QVERIFY(maxDiff(item.headOutput(index),
                                head.droppedWeights * item.headValues(index)) < 1e-5f);
                for (int i = 0; i < n; ++i)
                    QVERIFY(std::abs(head.weights.row(i).sum() - 1.0f) < 1e-5f);
            }
        // About a quarter dropped (1600 draws: 400 ± 4σ, σ ≈ 17).
        QVERIFY2(std::abs(dropped - total / 4) < 70, qPrintable(QString::number(dropped)));

        // Same seed, same result; another seed, other drops.
        const ae::AttentionTrace again = ae::computeAttention(inputs, config);
        QVERIFY(again.batch[1].heads[1].droppedWeights == trace.batch[1].heads[1].droppedWeights);
        config.seed = 78;
        const ae::AttentionTrace other = ae::computeAttention(inputs, config);
        QVERIFY(
            !(other.batch[0].heads[0].droppedWeights == trace.batch[0].heads[0].droppedWeights));

        // p = 0: nothing dropped; evaluation mode: no dropped matrix at all.
        config.dropout = 0.0f;
        const ae::AttentionTrace none = ae::computeAttention(inputs, config);
        QVERIFY(none.batch[0].heads[0].droppedWeights == none.batch[0].heads[0].weights);
        config.dropout.reset();
        const ae::AttentionTrace eval = ae::computeAttention(inputs, config);
        QCOMPARE(eval.batch[0].heads[0].droppedWeights.size(), 0);
        QVERIFY(&eval.batch[0].heads[0].effectiveWeights() == &eval.batch[0].heads[0].weights);
    }

    void fusedPassEqualsTheStagedOne()
    {
        // Without dropout each slice's weighted sums follow its softmax (and
        // a thread goes on to its rows' output projection); with dropout the
        // sums wait for every head's draws. Dropout with p = 0 takes the
        // staged path with the same weights: both must give the same trace.
        const int n = 301, m = 3000, d = 64;
        ae::AttentionConfig config;
        config.numHeads = 4;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 41);
        config.mask.causal = true;
        ae::AttentionInputs inputs = single(randomMatrix(n, d, 42));
        inputs.keyInputs = {randomMatrix(m, d, 43)};
        const ae::AttentionTrace fused = ae::computeAttention(inputs, config);
        config.dropout = 0.0f;
        const ae::AttentionTrace staged = ae::computeAttention(inputs, config);
        QVERIFY(!fused.shape.dropout);
        QVERIFY(staged.shape.dropout);
        const ae::BatchItemTrace& x = fused.batch[0];
        const ae::BatchItemTrace& y = staged.batch[0];
        for (std::size_t h = 0; h < 4; ++h) {
            QVERIFY(x.heads[h].weights == y.heads[h].weights);
            QVERIFY(y.heads[h].droppedWeights == y.heads[h].weights);
            QVERIFY(maxDiff(x.headOutput(h), y.headOutput(h)) < 1e-6f);
            // Each output is its weights times the values (checked in double).
            const Eigen::MatrixXd expected =
                x.heads[h].weights.cast<double>() * x.headValues(h).cast<double>();
            QVERIFY(maxDiffD(x.headOutput(h), expected) < 1e-5);
        }
        QVERIFY(maxDiff(x.concat, y.concat) < 1e-6f);
        QVERIFY(maxDiff(x.output, y.output) < 1e-5f);
    }

    void meanWeightsAveragesHeads()
    {
        const int n = 5, d = 6;
        ae::AttentionConfig config;
        config.numHeads = 3;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 2);
        const ae::AttentionTrace trace =
            ae::computeAttention(single(randomMatrix(n, d, 1)), config);
        const ae::BatchItemTrace& item = trace.batch[0];
        const ae::Matrix expected =
            (item.heads[0].weights + item.heads[1].weights + item.heads[2].weights) / 3.0f;
        QVERIFY(maxDiff(item.meanWeights(), expected) < 1e-7f);
        QVERIFY(item.mask == ae::KeepMask::Ones(n, n));
    }

    void cancellationThrows()
    {
        std::atomic<bool> cancel{true};
        const ae::AttentionConfig config = referenceConfig();
        bool thrown = false;
        try {
            ae::computeAttention(single(referenceInputs()), config, ae::EngineLimits::defaults(),
                                 &cancel);
        } catch (const ae::OperationCancelled&) {
            thrown = true;
        }
        QVERIFY(thrown);
        cancel = false;
        const ae::AttentionTrace trace = ae::computeAttention(
            single(referenceInputs()), config, ae::EngineLimits::defaults(), &cancel);
        QCOMPARE(trace.batch.size(), size_t(1));
    }

    void validationErrors_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("mentions");
        const auto row = [](const char* name, int scenario, const char* field,
                            const char* mentions) {
            QTest::newRow(name) << scenario << QString::fromLatin1(field)
                                << QString::fromUtf8(mentions);
        };
        row("no inputs", 0, "inputs", "none");
        row("empty input matrix", 1, "inputs", "empty");
        row("ragged batch", 2, "inputs", "batch item 1 is 3×5");
        row("key_inputs count", 3, "key_inputs", "(2), got 1");
        row("ragged key_inputs", 4, "key_inputs", "batch item 1");
        row("value rows differ from keys", 5, "value_inputs", "expected 3");
        row("num_heads 0", 6, "num_heads", "at least 1");
        row("num_heads does not divide", 7, "num_heads",
            "3 does not divide the projected query width 4");
        row("W_q wrong width", 8, "weights.W_q", "expected 4 columns");
        row("W_k wrong width", 9, "weights.W_k", "expected 4 columns");
        row("W_v wrong width", 10, "weights.W_v", "expected 4 columns");
        row("W_o wrong width", 11, "weights.W_o", "expected 4 columns");
        row("temperature 0", 12, "scoring.temperature", "> 0");
        row("dropout 1", 13, "dropout.p", "0 ≤ p < 1");
        row("dropout negative", 14, "dropout.p", "0 ≤ p < 1");
        row("rotary odd head width", 15, "positional_encoding", "even");
        row("query/key width mismatch", 16, "weights.W_k", "p = 2 and p_k = 3");
        row("general W shape", 17, "scoring.W", "2×2");
        row("additive without weights", 18, "scoring.W_q", "hidden×2");
        row("valid_lens above m", 19, "mask.valid_lens", "0..3");
        row("mask matrix shape", 20, "mask.matrix", "3×3");
        row("positional base 0", 21, "positional_encoding.base", "> 0");
        row("value_inputs count", 22, "value_inputs", "(1), got 2");
    }
    void validationErrors()
    {
        QFETCH(int, scenario);
        QFETCH(QString, field);
        QFETCH(QString, mentions);
        ae::AttentionInputs inputs = single(ae::Matrix::Ones(3, 4));
        ae::AttentionConfig config;
        switch (scenario) {
        case 0:
            inputs.inputs.clear();
            break;
        case 1:
            inputs.inputs = {ae::Matrix(0, 4)};
            break;
        case 2:
            inputs.inputs = {ae::Matrix::Ones(3, 4), ae::Matrix::Ones(3, 5)};
            break;
        case 3:
            inputs.inputs = {ae::Matrix::Ones(3, 4), ae::Matrix::Ones(3, 4)};
            inputs.keyInputs = {ae::Matrix::Ones(5, 4)};
            break;
        case 4:
            inputs.inputs = {ae::Matrix::Ones(3, 4), ae::Matrix::Ones(3, 4)};
            inputs.keyInputs = {ae::Matrix::Ones(5, 4), ae::Matrix::Ones(6, 4)};
            break;
        case 5:
            inputs.valueInputs = {ae::Matrix::Ones(4, 4)};
            break;
        case 6:
            config.numHeads = 0;
            break;
        case 7:
            config.numHeads = 3;
            break;
        case 8:
            config.weights.Wq = ae::Matrix::Ones(4, 5);
            break;
        case 9:
            config.weights.Wk = ae::Matrix::Ones(4, 3);
            break;
        case 10:
            config.weights.Wv = ae::Matrix::Ones(4, 2);
            break;
        case 11:
            config.weights.Wo = ae::Matrix::Ones(4, 6);
            break;
        case 12:
            config.scoring.temperature = 0.0f;
            break;
        case 13:
            config.dropout = 1.0f;
            break;
        case 14:
            config.dropout = -0.1f;
            break;
        case 15:
            inputs = single(ae::Matrix::Ones(3, 6));
            config.numHeads = 2;
            config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Rotary;
            break;
        case 16:
            config.numHeads = 2;
            config.weights.Wk = ae::Matrix::Ones(6, 4);
            break;
        case 17:
            config.numHeads = 2;
            config.scoring.type = ae::ScoringType::General;
            config.scoring.generalW = ae::Matrix::Ones(2, 3);
            break;
        case 18:
            config.numHeads = 2;
            config.scoring.type = ae::ScoringType::Additive;
            break;
        case 19:
            config.mask.validLens = {{4}};
            break;
        case 20:
            config.mask.matrices = {ae::KeepMask::Ones(3, 3)};
            inputs.keyInputs = {ae::Matrix::Ones(2, 4)};
            break;
        case 21:
            config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Sinusoidal;
            config.positionalEncoding.base = 0.0;
            break;
        case 22:
            inputs.valueInputs = {ae::Matrix::Ones(3, 4), ae::Matrix::Ones(3, 4)};
            break;
        }
        std::string message;
        QCOMPARE(errorField([&] { ae::validate(inputs, config); }, &message), field);
        QVERIFY2(QString::fromStdString(message).contains(mentions), message.c_str());
        // computeAttention validates the same way before doing anything.
        QCOMPARE(errorField([&] { ae::computeAttention(inputs, config); }), field);
    }

    void largePassMatchesIndependentReference_data()
    {
        // Sizes large enough that the engine splits the rows over threads
        // (odd counts: the parts are uneven) and slices them for the cache.
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("maskKind");
        QTest::newRow("self, no mask") << 301 << 301 << 4 << 0;
        QTest::newRow("self, causal") << 301 << 301 << 4 << 1;
        QTest::newRow("self, one head, fully masked rows") << 257 << 257 << 1 << 2;
        QTest::newRow("cross, m ≠ n, fully masked rows") << 203 << 389 << 2 << 2;
        // 4096 keys: slices of 64 query rows, so each thread's rows take
        // several slices (scores, softmax and weighted sums per slice).
        QTest::newRow("cross, 4096 keys, several slices per thread") << 203 << 4096 << 2 << 2;
    }

    void largePassMatchesIndependentReference()
    {
        QFETCH(int, n);
        QFETCH(int, m);
        QFETCH(int, heads);
        QFETCH(int, maskKind);
        const int d = 64;
        ae::AttentionConfig config;
        config.numHeads = heads;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 11);
        ae::AttentionInputs inputs = single(randomMatrix(n, d, 12));
        if (m != n)
            inputs.keyInputs = {randomMatrix(m, d, 13)};
        std::vector<int> expectedFullyMasked;
        if (maskKind == 1) {
            config.mask.causal = true;
        } else if (maskKind == 2) {
            // Per-query valid lengths; rows 0, 5, the middle and the last see
            // no key (they land in different thread parts and cache slices).
            std::vector<int> lens(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                lens[static_cast<std::size_t>(i)] = 1 + (i * 7) % m;
            for (int row : {0, 5, n / 2, n - 1}) {
                lens[static_cast<std::size_t>(row)] = 0;
                expectedFullyMasked.push_back(row);
            }
            config.mask.validLens = {lens};
            config.mask.validLensPerQuery = true;
        }
        const ae::AttentionTrace trace = ae::computeAttention(inputs, config);
        const ae::BatchItemTrace& item = trace.batch[0];
        const ReferencePass reference = referencePass(
            inputs.inputs[0], m != n ? inputs.keyInputs[0] : inputs.inputs[0], config, item.mask);
        for (int head = 0; head < heads; ++head) {
            const ae::HeadTrace& t = item.heads[static_cast<std::size_t>(head)];
            QVERIFY2(maxDiffD(t.weights, reference.weights[static_cast<std::size_t>(head)]) < 1e-5,
                     qPrintable(QStringLiteral("head %1 weights").arg(head)));
            QVERIFY2(maxDiffD(item.headOutput(head),
                              reference.outputs[static_cast<std::size_t>(head)]) < 1e-4,
                     qPrintable(QStringLiteral("head %1 output").arg(head)));
        }
        QVERIFY(maxDiffD(item.output, reference.output) < 1e-4);
        QCOMPARE(item.fullyMaskedRows, expectedFullyMasked);
        QCOMPARE(trace.warnings.size(), expectedFullyMasked.size());
        for (std::size_t w = 0; w < expectedFullyMasked.size(); ++w) {
            QCOMPARE(QString::fromStdString(trace.warnings[w]),
                     QStringLiteral("batch 0, query %1: every key is masked; its weights and "
                                    "output are zero")
                         .arg(expectedFullyMasked[w]));
            const int row = expectedFullyMasked[w];
            for (const ae::HeadTrace& t : item.heads)
                QCOMPARE(t.weights.row(row).cwiseAbs().maxCoeff(), 0.0f);
            QCOMPARE(item.concat.row(row).cwiseAbs().maxCoeff(), 0.0f); // every head's output
        }
    }

    void cancellingALargePassLeavesTheEngineUsable()
    {
        // A pass split over threads, cancelled from another thread while it
        // runs: it stops with OperationCancelled (or had finished), and the
        // next passes run normally on the same worker threads.
        const int n = 384, d = 64;
        ae::AttentionConfig config;
        config.numHeads = 4;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 31);
        ae::AttentionInputs inputs;
        for (int b = 0; b < 12; ++b)
            inputs.inputs.push_back(randomMatrix(n, d, 40 + b));
        // Which stage the cancel lands in depends on timing; every outcome
        // must be a clean stop or a whole trace.
        for (int delayMicroseconds : {0, 200, 1000, 3000}) {
            std::atomic<bool> cancel{false};
            std::thread canceller([&] {
                std::this_thread::sleep_for(std::chrono::microseconds(delayMicroseconds));
                cancel = true;
            });
            try {
                const ae::AttentionTrace trace =
                    ae::computeAttention(inputs, config, ae::EngineLimits::defaults(), &cancel);
                QCOMPARE(trace.batch.size(), inputs.inputs.size());
            } catch (const ae::OperationCancelled&) {
            }
            canceller.join();
        }
        std::atomic<bool> cancelledBefore{true};
        bool thrown = false;
        try {
            ae::computeAttention(inputs, config, ae::EngineLimits::defaults(), &cancelledBefore);
        } catch (const ae::OperationCancelled&) {
            thrown = true;
        }
        QVERIFY(thrown);
        inputs.inputs.resize(1);
        const ae::AttentionTrace trace = ae::computeAttention(inputs, config);
        const ReferencePass reference =
            referencePass(inputs.inputs[0], inputs.inputs[0], config, ae::KeepMask::Ones(n, n));
        QVERIFY(maxDiffD(trace.batch[0].output, reference.output) < 1e-4);
    }

    void repeatedPassesAgreeBitForBit()
    {
        // A thread that finishes its own rows' heads takes the heads another
        // thread has not started (computeAttention's head stage), so which
        // thread runs a head changes from pass to pass. The numbers must
        // not: the same products on the same rows, the same scratch size,
        // each part's output projection only after all of its heads. Rows
        // 0, 100 and 200 see no key (head 0's list, from either thread).
        // 64 heads one column wide: each head is little work, so a few
        // percent of imbalance between the threads is several heads, and
        // heads change threads in most passes.
        const int n = 201, d = 64, heads = 64;
        ae::AttentionConfig config;
        config.numHeads = heads;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 31);
        std::vector<int> lens(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            lens[static_cast<std::size_t>(i)] = i % 100 == 0 ? 0 : 1 + (i * 13) % n;
        config.mask.validLens = {lens};
        config.mask.validLensPerQuery = true;
        const ae::AttentionInputs inputs = single(randomMatrix(n, d, 32));
        const ae::AttentionTrace first = ae::computeAttention(inputs, config);
        QCOMPARE(first.batch[0].fullyMaskedRows, (std::vector<int>{0, 100, 200}));
        for (int pass = 0; pass < 15; ++pass) {
            const ae::AttentionTrace again = ae::computeAttention(inputs, config);
            const ae::BatchItemTrace& x = first.batch[0];
            const ae::BatchItemTrace& y = again.batch[0];
            QVERIFY(x.output == y.output);
            QVERIFY(x.concat == y.concat);
            QCOMPARE(y.fullyMaskedRows, x.fullyMaskedRows);
            for (std::size_t h = 0; h < std::size_t(heads); ++h) {
                QVERIFY(x.heads[h].scores == y.heads[h].scores);
                QVERIFY(x.heads[h].weights == y.heads[h].weights);
                QVERIFY(x.headOutput(h) == y.headOutput(h));
            }
        }
    }

    // Self-attention's projections may pack X once for W_q, W_k and W_v
    // (computeAttention's sharedInputs: W packed, a thread's rows within
    // 1 MiB); the same matrix given as explicit keys and values takes the
    // projections' other split. Both must give the same bits, in float and
    // in double, with W packed (d = 512 float, every double) and read in
    // place (d = 64 float on the AVX-512 path), rotary too.
    void selfAttentionEqualsExplicitKeysBitForBit()
    {
        checkSelfAgainstExplicit<float>();
        checkSelfAgainstExplicit<double>();
    }

    // A float64 pass of one batch item packs each W on each thread, into
    // one buffer of the thread's reused by every W and every pass
    // (ProjectionWeight's PerThread); with several items the threads share
    // one packing of W for all items. Item 0 of a two-item pass must give
    // the one-item pass's bits, and each product must use its own W (a
    // buffer not packed again would give K from W_q): the projections and
    // the output against Eigen's double products, W changing from pass to
    // pass at the same shape, and the shape changing (the buffer made
    // again). Two threads (n ≥ 257 at d = 96) and one (n = 20).
    void float64PerThreadWeightsEqualSharedOnes()
    {
        const auto reference = [](const Eigen::MatrixXd& x, const ae::Matrix& w) {
            return Eigen::MatrixXd(x * w.cast<double>().transpose());
        };
        int seed = 60;
        for (const auto& [n, d, heads] : {std::tuple<int, int, int>{300, 96, 4},
                                          {300, 96, 4},
                                          {257, 512, 8},
                                          {20, 64, 2},
                                          {300, 96, 3}}) {
            const QString where =
                QStringLiteral("n %1, d %2, %3 heads, seed %4").arg(n).arg(d).arg(heads).arg(seed);
            ae::AttentionConfig config;
            config.numHeads = heads;
            config.weights = ae::randomProjectionWeights(d, d, d, d, seed++);
            ae::AttentionInputsD one;
            one.inputs = {randomMatrix(n, d, seed++).cast<double>()};
            ae::AttentionInputsD two = one;
            two.inputs.push_back(randomMatrix(n, d, seed++).cast<double>());
            const ae::AttentionTraceD perThread = ae::computeAttention<double>(one, config);
            const ae::AttentionTraceD shared = ae::computeAttention<double>(two, config);
            const ae::BatchItemTraceT<double>& a = perThread.batch[0];
            const ae::BatchItemTraceT<double>& b = shared.batch[0];
            QVERIFY2(a.queries == b.queries && a.keys == b.keys && a.values == b.values,
                     qPrintable(where));
            QVERIFY2(a.concat == b.concat && a.output == b.output, qPrintable(where));
            for (std::size_t h = 0; h < std::size_t(heads); ++h)
                QVERIFY2(a.heads[h].weights == b.heads[h].weights, qPrintable(where));
            const Eigen::MatrixXd& x = one.inputs[0];
            const double tolerance = 1e-12;
            QVERIFY2((a.queries - reference(x, config.weights.Wq)).cwiseAbs().maxCoeff() <
                         tolerance,
                     qPrintable(where));
            QVERIFY2((a.keys - reference(x, config.weights.Wk)).cwiseAbs().maxCoeff() < tolerance,
                     qPrintable(where));
            QVERIFY2((a.values - reference(x, config.weights.Wv)).cwiseAbs().maxCoeff() < tolerance,
                     qPrintable(where));
            QVERIFY2((a.output - reference(a.concat, config.weights.Wo)).cwiseAbs().maxCoeff() <
                         tolerance,
                     qPrintable(where));
        }
    }

    void threadSplitDoesNotChangeTheTrace()
    {
#ifdef EIGEN_USE_BLAS
        // The engine splits rows over as many threads as the BLAS uses; with
        // one BLAS thread the whole pass runs on this thread. Both traces
        // must agree (products may round differently by the last bit when
        // their rows are split, nothing more).
        const int n = 333, d = 96;
        ae::AttentionConfig config;
        config.numHeads = 3;
        config.weights = ae::randomProjectionWeights(d, d, d, d, 21);
        config.mask.causal = true;
        config.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Rotary;
        ae::AttentionInputs inputs;
        inputs.inputs = {randomMatrix(n, d, 22), randomMatrix(n, d, 23)};
        const int saved = openblas_get_num_threads();
        openblas_set_num_threads(1);
        const ae::AttentionTrace single = ae::computeAttention(inputs, config);
        openblas_set_num_threads(std::max(2, saved));
        const ae::AttentionTrace split = ae::computeAttention(inputs, config);
        openblas_set_num_threads(saved);
        QCOMPARE(openblas_get_num_threads(), saved); // the engine restored it
        for (std::size_t b = 0; b < 2; ++b) {
            const ae::BatchItemTrace& x = single.batch[b];
            const ae::BatchItemTrace& y = split.batch[b];
            QVERIFY(maxDiff(x.queries, y.queries) < 1e-5f);
            QVERIFY(maxDiff(x.output, y.output) < 1e-5f);
            for (std::size_t h = 0; h < 3; ++h) {
                QVERIFY(maxDiff(x.headQueries(h), y.headQueries(h)) < 1e-5f);
                QVERIFY(maxDiff(x.headKeys(h), y.headKeys(h)) < 1e-5f);
                QVERIFY(maxDiff(x.heads[h].scores, y.heads[h].scores) < 1e-5f);
                QVERIFY(maxDiff(x.heads[h].weights, y.heads[h].weights) < 1e-6f);
                QVERIFY(maxDiff(x.headOutput(h), y.headOutput(h)) < 1e-5f);
                // Causal: nothing above the diagonal, in either split.
                QCOMPARE(y.heads[h].weights.topRightCorner(1, n - 1).cwiseAbs().maxCoeff(), 0.0f);
            }
        }
#else
        QSKIP("built without BLAS: the thread count follows the hardware and cannot be set");
#endif
    }

    void validateReportsTheShape()
    {
        ae::AttentionInputs inputs;
        inputs.inputs = {ae::Matrix::Ones(3, 4), ae::Matrix::Ones(3, 4)};
        inputs.keyInputs = {ae::Matrix::Ones(5, 6), ae::Matrix::Ones(5, 6)};
        inputs.valueInputs = {ae::Matrix::Ones(5, 2), ae::Matrix::Ones(5, 2)};
        ae::AttentionConfig config;
        config.numHeads = 2;
        config.weights = ae::randomProjectionWeights(8, 4, 6, 2, 1);
        config.weights.Wo = ae::Matrix::Ones(3, 8);
        config.dropout = 0.1f;
        const ae::AttentionShape shape = ae::validate(inputs, config);
        QCOMPARE(shape.batch, 2);
        QCOMPARE(shape.n, 3);
        QCOMPARE(shape.m, 5);
        QCOMPARE(shape.d, 4);
        QCOMPARE(shape.dk, 6);
        QCOMPARE(shape.dv, 2);
        QCOMPARE(shape.heads, 2);
        QCOMPARE(shape.p, 4);
        QCOMPARE(shape.pk, 4);
        QCOMPARE(shape.pv, 4);
        QCOMPARE(shape.modelDim, 8);
        QCOMPARE(shape.outputDim, 3);
        QVERIFY(shape.dropout);
        QVERIFY(shape.explicitKeys);
        QVERIFY(!shape.sinusoidal);
    }

    // The extents a shared colour scale reads, by hand: NaN and ±∞ are
    // skipped, masked cells too, and an all-keeping or mis-shaped mask is no mask.
    void largestKeptValueByHand_data()
    {
        QTest::addColumn<bool>("absolute");
        QTest::addColumn<bool>("masked");
        QTest::addColumn<float>("expected");
        QTest::newRow("signed, no mask") << false << false << 3.0f;
        QTest::newRow("absolute, no mask") << true << false << 7.0f;
        QTest::newRow("absolute, masked") << true << true << 3.0f;
        QTest::newRow("signed, masked") << false << true << 3.0f;
    }

    void largestKeptValueByHand()
    {
        QFETCH(bool, absolute);
        QFETCH(bool, masked);
        QFETCH(float, expected);
        using namespace ae;
        const float inf = std::numeric_limits<float>::infinity();
        Matrix values(2, 3);
        values << 1.0f, -7.0f, std::nanf(""), inf, 3.0f, -2.0f;
        KeepMask mask(2, 3);
        mask << 1, 0, 1, 1, 1, 1;
        QCOMPARE(largestKeptValue(values, masked ? &mask : nullptr, absolute), expected);
        const KeepMask all = KeepMask::Ones(2, 3);
        QCOMPARE(largestKeptValue(values, &all, true), 7.0f);
        const KeepMask other = KeepMask::Zero(3, 2);
        QCOMPARE(largestKeptValue(values, &other, true), 7.0f);
        QCOMPARE(largestKeptValue(Matrix(), nullptr, true), 0.0f);
        QCOMPARE(largestKeptValue(Matrix::Constant(2, 2, -1.0f), nullptr, false), 0.0f);
    }

    void headExtentsMatchTheTrace()
    {
        using namespace ae;
        const Matrix x = randomMatrix(6, 8, 21);
        AttentionConfig config;
        config.numHeads = 2;
        config.weights = randomProjectionWeights(8, 8, 8, 8, 4);
        config.mask.causal = true;
        const AttentionTrace trace = computeAttention(AttentionInputs{{x}, {}, {}}, config);
        const BatchItemTrace& item = trace.batch.front();
        const std::vector<HeadExtents> extents = headExtents(item);
        QCOMPARE(int(extents.size()), 2);
        for (int h = 0; h < 2; ++h) {
            const HeadTrace& head = item.heads[std::size_t(h)];
            QCOMPARE(extents[std::size_t(h)].largestWeight, head.weights.maxCoeff());
            float largest = 0.0f;
            for (int i = 0; i < 6; ++i)
                for (int j = 0; j <= i; ++j) // causal: keys after the query are masked
                    largest = std::max(largest, std::abs(head.scores(i, j)));
            QCOMPARE(extents[std::size_t(h)].largestScoreMagnitude, largest);
        }
        // Row 0 sees only key 0: its weight is exactly 1, the largest there is.
        QCOMPARE(extents[0].largestWeight, 1.0f);
    }
};

AE_TEST_MAIN_CORE(MultiHeadAttentionTest)
#include "test_multi_head_attention.moc"
