// One layer of a real model in the engine's terms (core/transformer_layer_attention.h),
// what the step-through and the distribution view show of a loaded model:
// each head's weights against the numpy references of
// scripts/make_tiny_models.py, the layer's input X recomputed here by hand
// from the reference hidden states, Q = X·W_qᵀ + b_q (and K, V, Y) with the
// model's own biases, the causal mask of GPT-2 and the full one of BERT.

#include "core/io/model_folder.h"
#include "core/io/npy.h"
#include "core/transformer_layer_attention.h"

#include "tests/model_fixture_support.h"
#include "tests/test_main.h"

#include <cmath>

using namespace ae;

namespace {

NpyArray reference(const char* model, const char* name)
{
    ReadError error;
    std::optional<NpyArray> array =
        readNpyFile(ae::test::modelFixture(model) + "/reference/" + QLatin1String(name), &error);
    if (!array)
        qFatal("%s", qPrintable(error.english()));
    return std::move(*array);
}

std::vector<int> referenceInts(const char* model, const char* name)
{
    const NpyArray array = reference(model, name);
    return std::vector<int>(array.data.begin(), array.data.end());
}

// Rows × cols of `array` starting at value `offset`, in double.
Eigen::MatrixXd block(const NpyArray& array, std::size_t offset, int rows, int cols)
{
    Eigen::MatrixXd m(rows, cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            m(i, j) = array.data[offset + std::size_t(i * cols + j)];
    return m;
}

double largest(const Eigen::MatrixXd& a, const Matrix& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return INFINITY;
    return (a - b.cast<double>()).cwiseAbs().maxCoeff();
}

// y = x·Wᵀ + b in double, from the test's own arithmetic.
Eigen::MatrixXd affine(const Eigen::MatrixXd& x, const Matrix& w, const RowVector& b)
{
    Eigen::MatrixXd y = x * w.cast<double>().transpose();
    y.rowwise() += b.cast<double>();
    return y;
}

// γ ⊙ (x − mean)/√(var + ε) + β per row, biased variance, in double.
Eigen::MatrixXd layerNormByHand(const Eigen::MatrixXd& x, const LayerNormWeights<float>& norm,
                                double epsilon)
{
    Eigen::MatrixXd y(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const double mean = x.row(i).mean();
        const Eigen::RowVectorXd centred = x.row(i).array() - mean;
        const double variance = centred.squaredNorm() / double(x.cols());
        y.row(i) =
            (centred / std::sqrt(variance + epsilon)).cwiseProduct(norm.gamma.cast<double>()) +
            norm.beta.cast<double>();
    }
    return y;
}

void checkAgainstReferences(const char* name)
{
    const LoadedModel model = ae::test::loadModelFixture(name);
    const TransformerConfig& c = model.weights.config;
    const bool gpt2 = c.family == TransformerFamily::Gpt2;
    const std::vector<int> ids = referenceInts(name, "ids.npy");
    const std::vector<int> types = gpt2 ? std::vector<int>{} : referenceInts(name, "types.npy");
    const TransformerTrace<float> trace = runTransformer(model.weights, ids, types);
    const NpyArray attentions = reference(name, "attentions.npy");
    const NpyArray hidden = reference(name, "hidden.npy");
    const int n = int(ids.size());
    const int d = c.width;
    const int p = c.headWidth();
    for (int l = 0; l < c.layers; ++l) {
        const TransformerLayerAttention layer = transformerLayerAttention(model.weights, trace, l);
        const AttentionShape& shape = layer.trace.shape;
        QCOMPARE(shape.n, n);
        QCOMPARE(shape.m, n);
        QCOMPARE(shape.heads, c.heads);
        QCOMPARE(shape.p, p);
        QCOMPARE(shape.outputDim, d);
        QCOMPARE(layer.config.mask.causal, gpt2);
        QCOMPARE(layer.config.numHeads, c.heads);
        QCOMPARE(layer.trace.batch.size(), std::size_t(1));
        const BatchItemTrace& item = layer.trace.batch.front();

        // X: the reference's hidden state entering block l, LayerNorm'd by
        // hand for GPT-2 (pre-LN), as is for BERT (post-LN).
        const Eigen::MatrixXd entering = block(hidden, std::size_t(l) * n * d, n, d);
        const TransformerBlockWeights<float>& b = model.weights.blocks[std::size_t(l)];
        const Eigen::MatrixXd x =
            gpt2 ? layerNormByHand(entering, b.ln1, c.layerNormEpsilon) : entering;
        QVERIFY2(largest(x, item.inputs) < 2e-5, qPrintable(QString::number(l)));
        QCOMPARE(item.encodedInputs(), item.inputs);

        // The biases are the model's (the fixture's are random, not zero),
        // and each projection is x·Wᵀ + b.
        QCOMPARE(layer.biases.bq, b.query.bias);
        QCOMPARE(layer.biases.bo, b.attentionOutput.bias);
        QVERIFY(b.query.bias.cwiseAbs().maxCoeff() > 1e-3f);
        QCOMPARE(layer.config.weights.Wq, b.query.weight);
        QVERIFY(largest(affine(x, b.query.weight, b.query.bias), item.queries) < 1e-4);
        QVERIFY(largest(affine(x, b.key.weight, b.key.bias), item.keys) < 1e-4);
        QVERIFY(largest(affine(x, b.value.weight, b.value.bias), item.values) < 1e-4);
        // Without the bias the queries would be off by it.
        QVERIFY(largest(affine(x, b.query.weight, RowVector::Zero(d)), item.queries) > 1e-3);
        QVERIFY(largest(affine(item.concat.cast<double>(), b.attentionOutput.weight,
                               b.attentionOutput.bias),
                        item.output) < 1e-4);

        for (int h = 0; h < c.heads; ++h) {
            const HeadTrace& head = item.heads[std::size_t(h)];
            const Eigen::MatrixXd expected =
                block(attentions, (std::size_t(l) * c.heads + std::size_t(h)) * n * n, n, n);
            QVERIFY2(largest(expected, head.weights) < 2e-5,
                     qPrintable(QStringLiteral("layer %1 head %2").arg(l).arg(h)));
            // The head's columns of the projections, and S = Q_h·K_hᵀ/√p.
            const Matrix queries = item.headQueries(h), keys = item.headKeys(h),
                         values = item.headValues(h);
            QCOMPARE(queries, Matrix(item.queries.middleCols(h * p, p)));
            QCOMPARE(values, Matrix(item.values.middleCols(h * p, p)));
            const Eigen::MatrixXd scores =
                queries.cast<double>() * keys.cast<double>().transpose() / std::sqrt(double(p));
            QVERIFY(largest(scores, head.scores) < 1e-5);
            QVERIFY(largest(head.weights.cast<double>() * values.cast<double>(),
                            Matrix(item.headOutput(h))) < 1e-5);
        }
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                QCOMPARE(int(item.mask(i, j)), gpt2 ? int(j <= i) : 1);
    }
}

} // namespace

class TestTransformerLayerAttention : public QObject
{
    Q_OBJECT

private slots:
    void gpt2LayersMatchTheReferences() { checkAgainstReferences("tiny-gpt2"); }
    void bertLayersMatchTheReferences() { checkAgainstReferences("tiny-bert"); }

    // GPT-2 is causal: the first k positions of a layer are the pass over
    // the first k tokens alone (a generation step).
    void gpt2PrefixIsTheShorterPass()
    {
        const LoadedModel model = ae::test::loadModelFixture("tiny-gpt2");
        const std::vector<int> ids = {51, 257, 274, 277, 12, 80};
        const TransformerTrace<float> whole = runTransformer(model.weights, ids);
        const TransformerTrace<float> first =
            runTransformer(model.weights, std::vector<int>(ids.begin(), ids.begin() + 4));
        const TransformerLayerAttention cut = transformerLayerAttention(model.weights, whole, 1, 4);
        const TransformerLayerAttention alone = transformerLayerAttention(model.weights, first, 1);
        QCOMPARE(cut.trace.shape.n, 4);
        const BatchItemTrace& a = cut.trace.batch.front();
        const BatchItemTrace& b = alone.trace.batch.front();
        QVERIFY((a.inputs - b.inputs).cwiseAbs().maxCoeff() < 1e-6f);
        QVERIFY((a.output - b.output).cwiseAbs().maxCoeff() < 1e-5f);
        for (std::size_t h = 0; h < a.heads.size(); ++h)
            QVERIFY((a.heads[h].weights - b.heads[h].weights).cwiseAbs().maxCoeff() < 1e-6f);
        QCOMPARE(a.mask, b.mask);
    }

    void outOfRangeIsRefusedByName()
    {
        const LoadedModel gpt2 = ae::test::loadModelFixture("tiny-gpt2");
        const TransformerTrace<float> trace = runTransformer(gpt2.weights, {1, 2, 3});
        const auto field = [&](const TransformerWeights<float>& w, const TransformerTrace<float>& t,
                               int layer, int tokens) {
            try {
                transformerLayerAttention(w, t, layer, tokens);
            } catch (const EngineError& error) {
                return QString::fromStdString(error.field());
            }
            return QStringLiteral("(accepted)");
        };
        QCOMPARE(field(gpt2.weights, trace, 2, -1), QStringLiteral("layer"));
        QCOMPARE(field(gpt2.weights, trace, -1, -1), QStringLiteral("layer"));
        QCOMPARE(field(gpt2.weights, trace, 0, 4), QStringLiteral("tokens"));
        QCOMPARE(field(gpt2.weights, trace, 0, 0), QStringLiteral("tokens"));
        QCOMPARE(field(gpt2.weights, trace, 0, 2), QStringLiteral("(accepted)"));
        // BERT attends both ways: a prefix is not a block of the pass.
        const LoadedModel bert = ae::test::loadModelFixture("tiny-bert");
        const TransformerTrace<float> bertTrace = runTransformer(bert.weights, {1, 2, 3});
        QCOMPARE(field(bert.weights, bertTrace, 0, 2), QStringLiteral("tokens"));
        QCOMPARE(field(bert.weights, bertTrace, 0, 3), QStringLiteral("(accepted)"));
    }
};

AE_TEST_MAIN_CORE(TestTransformerLayerAttention)
#include "test_transformer_layer_attention.moc"
