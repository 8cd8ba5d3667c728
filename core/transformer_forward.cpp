#include "core/transformer_forward.h"

#include "core/blas_threads.h"
#include "core/masked_softmax.h"
#include "core/masks.h"
#include "core/matrix_product.h"
#include "core/multi_head_attention.h"
#include "core/transformer_scoring.h"
#include "core/types.h"
#include "core/worker_pool.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <string>

namespace ae {
namespace {

template <typename Scalar> using RowT = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;

std::string shapeText(Eigen::Index rows, Eigen::Index cols)
{
    return std::to_string(rows) + "×" + std::to_string(cols);
}

template <typename Scalar>
void requireShape(const MatrixT<Scalar>& m, Eigen::Index rows, Eigen::Index cols,
                  const std::string& field)
{
    if (m.rows() != rows || m.cols() != cols)
        throw EngineError(field, ErrorCode::MatrixShapeExpected,
                          {shapeText(m.rows(), m.cols()), shapeText(rows, cols)});
}

template <typename Scalar>
void requireRow(const RowT<Scalar>& v, Eigen::Index cols, const std::string& field)
{
    if (v.cols() != cols)
        throw EngineError(field, ErrorCode::ValuesExpected,
                          {std::to_string(v.cols()), std::to_string(cols)});
}

template <typename Scalar>
void requireLinear(const LinearWeights<Scalar>& linear, int out, int in, const std::string& field)
{
    requireShape<Scalar>(linear.weight, out, in, field + ".weight");
    requireRow<Scalar>(linear.bias, out, field + ".bias");
}

template <typename Scalar>
void requireNorm(const LayerNormWeights<Scalar>& norm, int width, const std::string& field)
{
    requireRow<Scalar>(norm.gamma, width, field + ".gamma");
    requireRow<Scalar>(norm.beta, width, field + ".beta");
}

// x·Wᵀ + b, the product split over the worker pool (core/matrix_product.h).
template <typename Scalar>
MatrixT<Scalar> linear(const MatrixT<Scalar>& x, const LinearWeights<Scalar>& w)
{
    MatrixT<Scalar> y(x.rows(), w.weight.rows());
    multiplyIntoParallel<Scalar>(y, x, Operand::AsIs, w.weight, Operand::Transposed);
    y.rowwise() += w.bias;
    return y;
}

void checkCancel(const std::atomic<bool>* cancel)
{
    if (cancel && cancel->load(std::memory_order_relaxed))
        throw OperationCancelled();
}

// Rows of the weights × values into `output`: with a causal mask the weights
// of rows [i0, i0 + rows) vanish beyond key i0 + rows − 1, so each block of
// rows multiplies only the keys it can see (half the work of the full
// product; the same result, the skipped terms being exact zeros).
template <typename Scalar>
void weightedValues(const MatrixT<Scalar>& weights, const MatrixT<Scalar>& values, bool causal,
                    MatrixT<Scalar>& output)
{
    output.resize(weights.rows(), values.cols());
    if (!causal) {
        multiplyInto<Scalar>(output, weights, Operand::AsIs, values, Operand::AsIs);
        return;
    }
    constexpr Eigen::Index block = 128;
    for (Eigen::Index first = 0; first < weights.rows(); first += block) {
        const Eigen::Index rows = std::min(block, weights.rows() - first);
        const Eigen::Index keys = std::min(first + rows, weights.cols());
        multiplyInto<Scalar>(output.middleRows(first, rows), weights.block(first, 0, rows, keys),
                             Operand::AsIs, values.topRows(keys), Operand::AsIs);
    }
}

// `work(first, count)` over column blocks of `columns`, on the worker pool
// when there are enough entries to share.
void overColumns(Eigen::Index rows, Eigen::Index columns,
                 const std::function<void(Eigen::Index, Eigen::Index)>& work)
{
    const int threads = rows * columns >= (Eigen::Index(1) << 16)
                            ? int(std::min<Eigen::Index>(productThreads(), columns))
                            : 1;
    runOnThreads(threads, [&](int part) {
        const Eigen::Index first = columns * part / threads;
        work(first, columns * (part + 1) / threads - first);
    });
}

} // namespace

template <typename Scalar> long long TransformerWeights<Scalar>::parameterCount() const
{
    long long count = tokenEmbedding.size() + positionEmbedding.size() + tokenTypeEmbedding.size() +
                      embeddingNorm.gamma.size() + embeddingNorm.beta.size() +
                      finalNorm.gamma.size() + finalNorm.beta.size();
    for (const TransformerBlockWeights<Scalar>& b : blocks) {
        for (const LayerNormWeights<Scalar>* norm : {&b.ln1, &b.ln2})
            count += norm->gamma.size() + norm->beta.size();
        for (const LinearWeights<Scalar>* l :
             {&b.query, &b.key, &b.value, &b.attentionOutput, &b.mlpIn, &b.mlpOut})
            count += l->weight.size() + l->bias.size();
        count += b.scoring.general.size() + b.scoring.additiveQuery.size() +
                 b.scoring.additiveKey.size() + b.scoring.additiveValue.size();
    }
    return count;
}

template <typename Scalar> void validateWeights(const TransformerWeights<Scalar>& w)
{
    const TransformerConfig& c = w.config;
    if (c.width <= 0 || c.heads <= 0 || c.layers < 0 || c.vocabularySize <= 0 ||
        c.maxPositions <= 0 || c.mlpWidth <= 0)
        throw EngineError("config", ErrorCode::ConfigNotPositive);
    if (c.width % c.heads != 0)
        throw EngineError("config.heads", ErrorCode::HeadsDivideWidth,
                          {std::to_string(c.heads), std::to_string(c.width)});
    if (int(w.blocks.size()) != c.layers)
        throw EngineError("blocks", ErrorCode::BlocksExpected,
                          {std::to_string(w.blocks.size()), std::to_string(c.layers)});
    requireShape<Scalar>(w.tokenEmbedding, c.vocabularySize, c.width, "tokenEmbedding");
    requireShape<Scalar>(w.positionEmbedding, c.maxPositions, c.width, "positionEmbedding");
    if (c.family == TransformerFamily::Bert) {
        requireShape<Scalar>(w.tokenTypeEmbedding, c.tokenTypes, c.width, "tokenTypeEmbedding");
        requireNorm(w.embeddingNorm, c.width, "embeddingNorm");
    } else {
        requireNorm(w.finalNorm, c.width, "finalNorm");
    }
    for (int l = 0; l < c.layers; ++l) {
        const TransformerBlockWeights<Scalar>& b = w.blocks[std::size_t(l)];
        const std::string at = "blocks[" + std::to_string(l) + "].";
        requireNorm(b.ln1, c.width, at + "ln1");
        requireNorm(b.ln2, c.width, at + "ln2");
        requireLinear(b.query, c.width, c.width, at + "query");
        requireLinear(b.key, c.width, c.width, at + "key");
        requireLinear(b.value, c.width, c.width, at + "value");
        requireLinear(b.attentionOutput, c.width, c.width, at + "attentionOutput");
        requireLinear(b.mlpIn, c.mlpWidth, c.width, at + "mlpIn");
        requireLinear(b.mlpOut, c.width, c.mlpWidth, at + "mlpOut");
        validateScoringWeights(c, b.scoring, at + "scoring");
    }
}

// Whole columns at a time (the matrix is column-major): the rows' means and
// variances are sums of columns, which vectorise; a row at a time strides
// through memory.
template <typename Scalar>
MatrixT<Scalar> layerNorm(const MatrixT<Scalar>& x, const LayerNormWeights<Scalar>& norm,
                          double epsilon)
{
    using Vector = VectorT<Scalar>;
    const Scalar width = Scalar(x.cols());
    const Vector mean = x.rowwise().sum() / width;
    MatrixT<Scalar> y = x.colwise() - mean;
    const Vector variance = y.array().square().rowwise().sum().matrix() / width;
    const Vector scale = (variance.array() + Scalar(epsilon)).sqrt().inverse().matrix();
    for (Eigen::Index j = 0; j < y.cols(); ++j)
        y.col(j) = (y.col(j).array() * scale.array() * norm.gamma(j) + norm.beta(j)).matrix();
    return y;
}

template <typename Scalar> Scalar activate(Scalar x, Activation activation)
{
    switch (activation) {
    case Activation::GeluTanh: {
        const Scalar c = Scalar(0.7978845608028654); // √(2/π)
        return Scalar(0.5) * x * (Scalar(1) + std::tanh(c * (x + Scalar(0.044715) * x * x * x)));
    }
    case Activation::GeluErf:
        return Scalar(0.5) * x * (Scalar(1) + std::erf(x / Scalar(1.4142135623730951)));
    case Activation::Relu:
        return x > Scalar(0) ? x : Scalar(0);
    }
    return x;
}

std::uint64_t estimatedTransformerTraceBytes(const TransformerConfig& c, int n, int scalarBytes,
                                             LogitRows logitRows)
{
    const std::uint64_t N = std::uint64_t(std::max(0, n));
    const std::uint64_t d = std::uint64_t(std::max(0, c.width));
    const std::uint64_t p = std::uint64_t(std::max(0, c.headWidth()));
    const std::uint64_t h = std::uint64_t(std::max(0, c.heads));
    const std::uint64_t perHead = 4 * N * p + 2 * N * N;    // q, k, v, output; scores, weights
    const std::uint64_t perLayer = 3 * N * d + h * perHead; // input, attention, output
    std::uint64_t values = 2 * N * d + std::uint64_t(std::max(0, c.layers)) * perLayer;
    if (c.family == TransformerFamily::Gpt2)
        values += (logitRows == LogitRows::All ? N : std::min<std::uint64_t>(N, 1)) *
                  std::uint64_t(std::max(0, c.vocabularySize));
    return values * std::uint64_t(scalarBytes);
}

template <typename Scalar> std::uint64_t TransformerTrace<Scalar>::byteSize() const
{
    std::uint64_t values = std::uint64_t(embeddings.size() + finalHidden.size() + logits.size());
    for (const TransformerLayerTrace<Scalar>& layer : layers) {
        values += std::uint64_t(layer.input.size() + layer.attention.size() + layer.output.size());
        for (const TransformerHeadTrace<Scalar>& head : layer.heads)
            values += std::uint64_t(head.queries.size() + head.keys.size() + head.values.size() +
                                    head.scores.size() + head.weights.size() + head.output.size());
    }
    return values * sizeof(Scalar);
}

template <typename Scalar>
TransformerTrace<Scalar>
runTransformer(const TransformerWeights<Scalar>& w, const std::vector<int>& tokenIds,
               const std::vector<int>& tokenTypeIds, const EngineLimits& limits,
               const std::atomic<bool>* cancel, LogitRows logitRows, const LayerProgress& progress)
{
    validateWeights(w);
    const TransformerConfig& c = w.config;
    const bool bert = c.family == TransformerFamily::Bert;
    const int n = int(tokenIds.size());
    if (n == 0)
        throw EngineError("tokens", ErrorCode::NoTokensToRun);
    if (n > c.maxPositions)
        throw EngineError("tokens", ErrorCode::TokensAbovePositions,
                          {std::to_string(n), std::to_string(c.maxPositions)});
    for (int i = 0; i < n; ++i)
        if (tokenIds[std::size_t(i)] < 0 || tokenIds[std::size_t(i)] >= c.vocabularySize)
            throw EngineError(
                "tokens[" + std::to_string(i) + "]", ErrorCode::IdOutsideVocabulary,
                {std::to_string(tokenIds[std::size_t(i)]), std::to_string(c.vocabularySize)});
    if (!tokenTypeIds.empty() && int(tokenTypeIds.size()) != n)
        throw EngineError("token_types", ErrorCode::TypesForTokens,
                          {std::to_string(tokenTypeIds.size()), std::to_string(n)});
    const std::uint64_t bytes =
        estimatedTransformerTraceBytes(c, n, int(sizeof(Scalar)), logitRows);
    if (bytes > limits.maxTraceBytes)
        throw EngineError(
            "tokens", ErrorCode::TokenTraceTooLarge,
            {std::to_string(n), formatBytes(bytes), formatBytes(limits.maxTraceBytes)});

    TransformerTrace<Scalar> trace;
    trace.tokenIds = tokenIds;
    MatrixT<Scalar> x(n, c.width);
    for (int i = 0; i < n; ++i) {
        x.row(i) = w.tokenEmbedding.row(tokenIds[std::size_t(i)]) + w.positionEmbedding.row(i);
        if (bert && c.tokenTypes > 0) { // DistilBERT has no token types
            const int type = tokenTypeIds.empty() ? 0 : tokenTypeIds[std::size_t(i)];
            if (type < 0 || type >= w.tokenTypeEmbedding.rows())
                throw EngineError(
                    "token_types[" + std::to_string(i) + "]", ErrorCode::TypeNotOfModel,
                    {std::to_string(type), std::to_string(w.tokenTypeEmbedding.rows())});
            x.row(i) += w.tokenTypeEmbedding.row(type);
        }
    }
    if (bert)
        x = layerNorm<Scalar>(x, w.embeddingNorm, c.layerNormEpsilon);
    trace.embeddings = x;

    const int p = c.headWidth();
    const KeepMask causal = bert ? KeepMask() : causalMask(n);
    const auto activateAll = [&](MatrixT<Scalar>& hidden) {
        overColumns(hidden.rows(), hidden.cols(), [&](Eigen::Index first, Eigen::Index count) {
            auto block = hidden.middleCols(first, count);
            if (c.activation == Activation::GeluTanh) {
                // activate()'s formula as one array expression, with
                // 0.5·(1 + tanh u) = 1/(1 + e^(−2u)): Eigen's packet exp
                // instead of one libm tanh per entry (within a few float
                // ulp; e^(−2u) = ∞ for very negative x gives x/∞ = −0, the
                // GELU's limit).
                const auto x = block.array();
                const auto u = Scalar(0.7978845608028654) * (x + Scalar(0.044715) * x.cube());
                block.array() = x / (Scalar(1) + (Scalar(-2) * u).exp());
            } else {
                block = block.unaryExpr([&](Scalar s) { return activate(s, c.activation); });
            }
        });
    };
    for (int l = 0; l < c.layers; ++l) {
        checkCancel(cancel);
        const TransformerBlockWeights<Scalar>& b = w.blocks[std::size_t(l)];
        TransformerLayerTrace<Scalar> layer;
        layer.input = x;
        const MatrixT<Scalar> attentionInput =
            bert ? x : layerNorm<Scalar>(x, b.ln1, c.layerNormEpsilon);
        const MatrixT<Scalar> q = linear<Scalar>(attentionInput, b.query);
        const MatrixT<Scalar> k = linear<Scalar>(attentionInput, b.key);
        const MatrixT<Scalar> v = linear<Scalar>(attentionInput, b.value);
        MatrixT<Scalar> concat(n, c.width);
        layer.heads.resize(std::size_t(c.heads));
        // Heads are independent: they are shared out over the worker pool,
        // each with single-threaded products and softmax.
        {
            const SingleThreadedProducts singleThreaded;
            const int threads = std::max(1, std::min(productThreads(), c.heads));
            runOnThreads(threads, [&](int part) {
                std::vector<int> fullyMasked; // none: every query sees itself
                for (int h = part; h < c.heads; h += threads) {
                    checkCancel(cancel);
                    TransformerHeadTrace<Scalar>& head = layer.heads[std::size_t(h)];
                    head.queries = q.middleCols(h * p, p);
                    head.keys = k.middleCols(h * p, p);
                    head.values = v.middleCols(h * p, p);
                    transformerHeadScores<Scalar>(head.queries, head.keys, c, b.scoring,
                                                  head.scores);
                    head.weights.resize(n, n);
                    maskedSoftmaxRows<Scalar>(head.scores, causal, head.weights, 0, n, fullyMasked);
                    weightedValues<Scalar>(head.weights, head.values, !bert, head.output);
                    concat.middleCols(h * p, p) = head.output;
                }
            });
        }
        layer.attention = linear<Scalar>(concat, b.attentionOutput);
        if (bert) {
            const MatrixT<Scalar> a =
                layerNorm<Scalar>(x + layer.attention, b.ln1, c.layerNormEpsilon);
            MatrixT<Scalar> hidden = linear<Scalar>(a, b.mlpIn);
            activateAll(hidden);
            x = layerNorm<Scalar>(a + linear<Scalar>(hidden, b.mlpOut), b.ln2, c.layerNormEpsilon);
        } else {
            x += layer.attention;
            MatrixT<Scalar> hidden =
                linear<Scalar>(layerNorm<Scalar>(x, b.ln2, c.layerNormEpsilon), b.mlpIn);
            activateAll(hidden);
            x += linear<Scalar>(hidden, b.mlpOut);
        }
        layer.output = x;
        trace.layers.push_back(std::move(layer));
        if (progress)
            progress(l + 1);
    }
    checkCancel(cancel);
    if (bert) {
        trace.finalHidden = x;
    } else {
        trace.finalHidden = layerNorm<Scalar>(x, w.finalNorm, c.layerNormEpsilon);
        const Eigen::Index rows = logitRows == LogitRows::All ? n : 1;
        trace.logits.resize(rows, w.tokenEmbedding.rows());
        multiplyIntoParallel<Scalar>(trace.logits, trace.finalHidden.bottomRows(rows),
                                     Operand::AsIs, w.tokenEmbedding, Operand::Transposed);
    }
    return trace;
}

template <typename Scalar>
std::vector<int> greedyGenerate(const TransformerWeights<Scalar>& w,
                                const std::vector<int>& promptIds, int count,
                                const EngineLimits& limits, const std::atomic<bool>* cancel,
                                const LayerProgress& progress)
{
    if (w.config.family != TransformerFamily::Gpt2)
        throw EngineError("model", ErrorCode::OnlyGpt2Generates);
    std::vector<int> ids = promptIds;
    std::vector<int> generated;
    for (int step = 0; step < count; ++step) {
        const int before = step * w.config.layers;
        LayerProgress stepProgress;
        if (progress)
            stepProgress = [&progress, before](int done) { progress(before + done); };
        const TransformerTrace<Scalar> trace =
            runTransformer(w, ids, {}, limits, cancel, LogitRows::Last, stepProgress);
        Eigen::Index next = 0;
        trace.logits.row(trace.logits.rows() - 1).maxCoeff(&next); // first maximum
        generated.push_back(int(next));
        ids.push_back(int(next));
    }
    return generated;
}

#define AE_INSTANTIATE_TRANSFORMER(Scalar)                                                         \
    template struct TransformerWeights<Scalar>;                                                    \
    template struct TransformerTrace<Scalar>;                                                      \
    template void validateWeights<Scalar>(const TransformerWeights<Scalar>&);                      \
    template MatrixT<Scalar> layerNorm<Scalar>(const MatrixT<Scalar>&,                             \
                                               const LayerNormWeights<Scalar>&, double);           \
    template Scalar activate<Scalar>(Scalar, Activation);                                          \
    template TransformerTrace<Scalar> runTransformer<Scalar>(                                      \
        const TransformerWeights<Scalar>&, const std::vector<int>&, const std::vector<int>&,       \
        const EngineLimits&, const std::atomic<bool>*, LogitRows, const LayerProgress&);           \
    template std::vector<int> greedyGenerate<Scalar>(                                              \
        const TransformerWeights<Scalar>&, const std::vector<int>&, int, const EngineLimits&,      \
        const std::atomic<bool>*, const LayerProgress&);

AE_INSTANTIATE_TRANSFORMER(float)
AE_INSTANTIATE_TRANSFORMER(double)

#undef AE_INSTANTIATE_TRANSFORMER

} // namespace ae
