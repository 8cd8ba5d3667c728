#include "core/training/transformer_backward.h"

#include "core/multi_head_attention.h"
#include "core/training/scoring_backward.h"
#include "core/transformer_forward.h"
#include "core/transformer_scoring.h"
#include "core/types.h"

#include <chrono>
#include <cmath>
#include <string>

namespace ae {
namespace {

// Activations are row-major: a position's values, and a sequence's rows, are
// contiguous.
template <typename Scalar>
using Rows = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <typename Scalar> using RowT = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;
template <typename Scalar> using ColumnT = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;

class PartClock
{
public:
    explicit PartClock(PassTiming* timing) : m_timing(timing) {}
    // Adds the time since the last call to `part` of the forward or backward pass.
    void lap(bool backward, int part)
    {
        if (!m_timing)
            return;
        const auto now = std::chrono::steady_clock::now();
        (backward ? m_timing->backward : m_timing->forward)[std::size_t(part)] +=
            std::chrono::duration<double>(now - m_last).count();
        m_last = now;
    }
    void restart()
    {
        if (m_timing)
            m_last = std::chrono::steady_clock::now();
    }

private:
    PassTiming* m_timing;
    std::chrono::steady_clock::time_point m_last = std::chrono::steady_clock::now();
};

void checkCancel(const std::atomic<bool>* cancel)
{
    if (cancel && cancel->load(std::memory_order_relaxed))
        throw OperationCancelled();
}

template <typename Scalar> struct NormCache
{
    Rows<Scalar> normalised;          // x̂
    ColumnT<Scalar> inverseDeviation; // r per row
};

template <typename Scalar> struct BlockCache
{
    NormCache<Scalar> ln1, ln2;
    Rows<Scalar> attentionInput; // LN₁(x)
    Rows<Scalar> q, k, v;
    std::vector<Rows<Scalar>> weights; // [s·H + h], n×n, causal softmax
    Rows<Scalar> concat;
    Rows<Scalar> mlpInput; // LN₂(x + attn)
    Rows<Scalar> preActivation, activation;
    Rows<Scalar> slope; // act′(preActivation), computed with the activation
};

template <typename Scalar>
void normForward(const Rows<Scalar>& x, const LayerNormWeights<Scalar>& norm, double epsilon,
                 NormCache<Scalar>& cache, Rows<Scalar>& y)
{
    const Eigen::Index rows = x.rows();
    const Eigen::Index width = x.cols();
    cache.normalised.resize(rows, width);
    cache.inverseDeviation.resize(rows);
    y.resize(rows, width);
    for (Eigen::Index i = 0; i < rows; ++i) {
        const Scalar mean = x.row(i).mean();
        const RowT<Scalar> centred = x.row(i).array() - mean;
        const Scalar variance = centred.squaredNorm() / Scalar(width);
        const Scalar r = Scalar(1) / std::sqrt(variance + Scalar(epsilon));
        cache.inverseDeviation(i) = r;
        cache.normalised.row(i) = centred * r;
        y.row(i) = cache.normalised.row(i).cwiseProduct(norm.gamma) + norm.beta;
    }
}

// dx += LayerNorm's backward of g; dγ, dβ accumulated when `gradient` is set.
template <typename Scalar>
void normBackward(const Rows<Scalar>& g, const NormCache<Scalar>& cache,
                  const LayerNormWeights<Scalar>& norm, LayerNormWeights<Scalar>* gradient,
                  Rows<Scalar>& dx)
{
    const Eigen::Index width = g.cols();
    if (gradient) {
        gradient->gamma += g.cwiseProduct(cache.normalised).colwise().sum();
        gradient->beta += g.colwise().sum();
    }
    RowT<Scalar> scaled(width);
    for (Eigen::Index i = 0; i < g.rows(); ++i) {
        scaled = g.row(i).cwiseProduct(norm.gamma);
        const Scalar meanScaled = scaled.mean();
        const Scalar meanProjection = scaled.dot(cache.normalised.row(i)) / Scalar(width);
        dx.row(i).array() +=
            cache.inverseDeviation(i) *
            (scaled.array() - meanScaled - cache.normalised.row(i).array() * meanProjection);
    }
}

template <typename Scalar>
void linearForward(const Rows<Scalar>& x, const LinearWeights<Scalar>& w, Rows<Scalar>& y)
{
    y.noalias() = x * w.weight.transpose();
    y.rowwise() += w.bias;
}

// dW += gᵀ·x, db += Σ g; returns nothing: the caller forms dx = g·W itself
// (some add it to a sum).
template <typename Scalar>
void linearParameterGradient(const Rows<Scalar>& g, const Rows<Scalar>& x,
                             LinearWeights<Scalar>& gradient)
{
    gradient.weight.noalias() += g.transpose() * x;
    gradient.bias += g.colwise().sum();
}

// act(x) and act′(x) elementwise, vectorised (Eigen's tanh) for the tanh GELU:
//   GELU: t = tanh(c·(x + a·x³)), act = ½x(1 + t), act′ = ½(1 + t) + ½x(1 − t²)·c·(1 + 3a·x²)
//   erf GELU: act′ = ½(1 + erf(x/√2)) + x·φ(x);  ReLU: act′ = [x > 0]
template <typename Scalar>
void activationForward(const Rows<Scalar>& x, Activation activation, Rows<Scalar>& y,
                       Rows<Scalar>& slope)
{
    y.resize(x.rows(), x.cols());
    slope.resize(x.rows(), x.cols());
    switch (activation) {
    case Activation::GeluTanh: {
        const Scalar c = Scalar(0.7978845608028654); // √(2/π)
        const Scalar a = Scalar(0.044715);
        const auto v = x.array();
        slope.array() = (c * (v + a * v * v * v)).tanh(); // t, for now
        y.array() = Scalar(0.5) * v * (Scalar(1) + slope.array());
        slope.array() = Scalar(0.5) * (Scalar(1) + slope.array()) +
                        Scalar(0.5) * v * (Scalar(1) - slope.array().square()) * c *
                            (Scalar(1) + Scalar(3) * a * v * v);
        return;
    }
    case Activation::GeluErf:
        for (Eigen::Index i = 0; i < x.size(); ++i) {
            const Scalar v = x.data()[i];
            y.data()[i] = activate(v, activation);
            slope.data()[i] = Scalar(0.5) * (Scalar(1) + std::erf(v / Scalar(1.4142135623730951))) +
                              v * std::exp(-Scalar(0.5) * v * v) / Scalar(2.5066282746310002);
        }
        return;
    case Activation::Relu:
        y.array() = x.array().max(Scalar(0));
        slope.array() = (x.array() > Scalar(0)).template cast<Scalar>();
        return;
    }
}

template <typename Scalar>
void validateBatch(const TransformerWeights<Scalar>& w, const TrainingBatch& batch)
{
    validateWeights(w);
    const TransformerConfig& c = w.config;
    if (c.family != TransformerFamily::Gpt2)
        throw EngineError("model", ErrorCode::OnlyGpt2Trains);
    const int n = batch.sequenceLength;
    if (n <= 0)
        throw EngineError("batch.sequenceLength", ErrorCode::MustBePositive);
    if (n > c.maxPositions)
        throw EngineError("batch.sequenceLength", ErrorCode::TokensAbovePositions,
                          {std::to_string(n), std::to_string(c.maxPositions)});
    if (batch.tokens.empty() || batch.tokens.size() % std::size_t(n) != 0)
        throw EngineError("batch.tokens", ErrorCode::NotWholeSequences,
                          {std::to_string(batch.tokens.size()), std::to_string(n)});
    if (batch.targets.size() != batch.tokens.size())
        throw EngineError(
            "batch.targets", ErrorCode::TargetsForTokens,
            {std::to_string(batch.targets.size()), std::to_string(batch.tokens.size())});
    for (std::size_t r = 0; r < batch.tokens.size(); ++r) {
        if (batch.tokens[r] < 0 || batch.tokens[r] >= c.vocabularySize)
            throw EngineError("batch.tokens[" + std::to_string(r) + "]",
                              ErrorCode::IdOutsideVocabulary,
                              {std::to_string(batch.tokens[r]), std::to_string(c.vocabularySize)});
        if (batch.targets[r] < -1 || batch.targets[r] >= c.vocabularySize)
            throw EngineError("batch.targets[" + std::to_string(r) + "]",
                              ErrorCode::IdOutsideVocabulary,
                              {std::to_string(batch.targets[r]), std::to_string(c.vocabularySize)});
    }
}

} // namespace

int TrainingBatch::targetCount() const
{
    int count = 0;
    for (int t : targets)
        count += t >= 0 ? 1 : 0;
    return count;
}

const char* PassTiming::partName(int part)
{
    static const char* const names[] = {"embedding", "layer norms", "attention", "MLP",
                                        "unembedding + loss"};
    return part >= 0 && part < PartCount ? names[part] : "";
}

void PassTiming::add(const PassTiming& other)
{
    for (int p = 0; p < PartCount; ++p) {
        forward[std::size_t(p)] += other.forward[std::size_t(p)];
        backward[std::size_t(p)] += other.backward[std::size_t(p)];
    }
}

template <typename Scalar>
TransformerWeights<Scalar> zeroGradients(const TransformerWeights<Scalar>& w)
{
    TransformerWeights<Scalar> g = w;
    for (ParameterView<Scalar>& view : parameterViews(g))
        std::fill(view.values, view.values + view.size, Scalar(0));
    g.tokenTypeEmbedding.setZero();
    g.embeddingNorm.gamma.setZero();
    g.embeddingNorm.beta.setZero();
    return g;
}

template <typename Scalar>
std::vector<ParameterView<Scalar>> parameterViews(TransformerWeights<Scalar>& w)
{
    std::vector<ParameterView<Scalar>> views;
    const auto add = [&views](const char* kind, auto& m, bool decays) {
        views.push_back({kind, m.data(), m.size(), decays});
    };
    const auto norm = [&add](LayerNormWeights<Scalar>& n) {
        add("norm", n.gamma, false);
        add("norm", n.beta, false);
    };
    const auto linear = [&add](LinearWeights<Scalar>& l) {
        add("weight", l.weight, true);
        add("bias", l.bias, false);
    };
    add("embedding", w.tokenEmbedding, true);
    add("positions", w.positionEmbedding, true);
    for (TransformerBlockWeights<Scalar>& b : w.blocks) {
        norm(b.ln1);
        linear(b.query);
        linear(b.key);
        linear(b.value);
        linear(b.attentionOutput);
        norm(b.ln2);
        linear(b.mlpIn);
        linear(b.mlpOut);
        // The scoring function's parameters (general, additive) do not decay:
        // pulling W towards 0 would flatten every head's attention.
        for (auto* m : {&b.scoring.general, &b.scoring.additiveQuery, &b.scoring.additiveKey})
            if (m->size() > 0)
                add("scoring", *m, false);
        if (b.scoring.additiveValue.size() > 0)
            add("scoring", b.scoring.additiveValue, false);
    }
    norm(w.finalNorm);
    return views;
}

template <typename Scalar>
BatchLoss<Scalar>
accumulateGradients(const TransformerWeights<Scalar>& w, const TrainingBatch& batch,
                    TransformerWeights<Scalar>* gradients, const GradientOptions& options)
{
    validateBatch(w, batch);
    const TransformerConfig& c = w.config;
    const int n = batch.sequenceLength;
    const int sequences = batch.sequenceCount();
    const Eigen::Index rows = Eigen::Index(batch.tokens.size());
    const int d = c.width;
    const int heads = c.heads;
    const int p = c.headWidth();
    const double epsilon = c.layerNormEpsilon;
    PartClock clock(options.timing);
    enum Pass : bool
    {
        Forward = false,
        Backward = true
    };

    // Forward, keeping what the backward pass reads.
    Rows<Scalar> x(rows, d);
    for (Eigen::Index r = 0; r < rows; ++r)
        x.row(r) =
            w.tokenEmbedding.row(batch.tokens[std::size_t(r)]) + w.positionEmbedding.row(r % n);
    clock.lap(Forward, PassTiming::Embedding);

    std::vector<BlockCache<Scalar>> caches(std::size_t(c.layers));
    Rows<Scalar> buffer;
    MatrixT<Scalar> scores;
    for (int l = 0; l < c.layers; ++l) {
        checkCancel(options.cancel);
        const TransformerBlockWeights<Scalar>& b = w.blocks[std::size_t(l)];
        BlockCache<Scalar>& cache = caches[std::size_t(l)];
        clock.restart();
        normForward(x, b.ln1, epsilon, cache.ln1, cache.attentionInput);
        clock.lap(Forward, PassTiming::LayerNorms);
        linearForward(cache.attentionInput, b.query, cache.q);
        linearForward(cache.attentionInput, b.key, cache.k);
        linearForward(cache.attentionInput, b.value, cache.v);
        cache.concat.resize(rows, d);
        cache.weights.resize(std::size_t(sequences * heads));
        for (int s = 0; s < sequences; ++s) {
            for (int h = 0; h < heads; ++h) {
                const auto q = cache.q.block(s * n, h * p, n, p);
                const auto k = cache.k.block(s * n, h * p, n, p);
                Rows<Scalar>& a = cache.weights[std::size_t(s * heads + h)];
                transformerHeadScores<Scalar>(q, k, c, b.scoring, scores);
                a = scores;
                for (int i = 0; i < n; ++i) {
                    const Scalar largest = a.row(i).head(i + 1).maxCoeff();
                    a.row(i).head(i + 1) = (a.row(i).head(i + 1).array() - largest).exp();
                    a.row(i).head(i + 1) /= a.row(i).head(i + 1).sum();
                    a.row(i).tail(n - i - 1).setZero();
                }
                cache.concat.block(s * n, h * p, n, p).noalias() =
                    a * cache.v.block(s * n, h * p, n, p);
            }
        }
        linearForward(cache.concat, b.attentionOutput, buffer);
        x += buffer;
        clock.lap(Forward, PassTiming::Attention);
        normForward(x, b.ln2, epsilon, cache.ln2, cache.mlpInput);
        clock.lap(Forward, PassTiming::LayerNorms);
        linearForward(cache.mlpInput, b.mlpIn, cache.preActivation);
        activationForward(cache.preActivation, c.activation, cache.activation, cache.slope);
        linearForward(cache.activation, b.mlpOut, buffer);
        x += buffer;
        clock.lap(Forward, PassTiming::Mlp);
    }
    checkCancel(options.cancel);
    NormCache<Scalar> finalCache;
    Rows<Scalar> finalHidden;
    clock.restart();
    normForward(x, w.finalNorm, epsilon, finalCache, finalHidden);
    clock.lap(Forward, PassTiming::LayerNorms);

    // Logits only where a target is: the loss reads no other row.
    std::vector<Eigen::Index> targetRows;
    for (Eigen::Index r = 0; r < rows; ++r)
        if (batch.targets[std::size_t(r)] >= 0)
            targetRows.push_back(r);
    const Eigen::Index targets = Eigen::Index(targetRows.size());
    Rows<Scalar> gathered(targets, d);
    for (Eigen::Index t = 0; t < targets; ++t)
        gathered.row(t) = finalHidden.row(targetRows[std::size_t(t)]);
    Rows<Scalar> logits = gathered * w.tokenEmbedding.transpose();
    BatchLoss<Scalar> result;
    result.targets = int(targets);
    for (Eigen::Index t = 0; t < targets; ++t) {
        const int target = batch.targets[std::size_t(targetRows[std::size_t(t)])];
        Eigen::Index best = 0;
        const Scalar largest = logits.row(t).maxCoeff(&best);
        logits.row(t) = (logits.row(t).array() - largest).exp();
        const Scalar sum = logits.row(t).sum();
        result.lossSum += std::log(sum) - std::log(logits(t, target));
        result.correct += best == target ? 1 : 0;
        logits.row(t) /= sum; // now the softmax
    }
    clock.lap(Forward, PassTiming::Unembedding);
    if (!gradients)
        return result;

    // Backward.
    TransformerWeights<Scalar>& g = *gradients;
    const Scalar lossScale = Scalar(options.lossScale);
    Rows<Scalar>& dLogits = logits;
    for (Eigen::Index t = 0; t < targets; ++t)
        dLogits(t, batch.targets[std::size_t(targetRows[std::size_t(t)])]) -= Scalar(1);
    dLogits *= lossScale;
    g.tokenEmbedding.noalias() += dLogits.transpose() * gathered;
    const Rows<Scalar> dGathered = dLogits * w.tokenEmbedding;
    Rows<Scalar> dFinal = Rows<Scalar>::Zero(rows, d);
    for (Eigen::Index t = 0; t < targets; ++t)
        dFinal.row(targetRows[std::size_t(t)]) = dGathered.row(t);
    clock.lap(Backward, PassTiming::Unembedding);
    Rows<Scalar> dx = Rows<Scalar>::Zero(rows, d);
    normBackward(dFinal, finalCache, w.finalNorm, &g.finalNorm, dx);
    clock.lap(Backward, PassTiming::LayerNorms);

    Rows<Scalar> dHidden, dInput, dq(rows, d), dk(rows, d), dv(rows, d), dConcat, dScores;
    MatrixT<Scalar> dHeadQueries, dHeadKeys;
    for (int l = c.layers - 1; l >= 0; --l) {
        checkCancel(options.cancel);
        const TransformerBlockWeights<Scalar>& b = w.blocks[std::size_t(l)];
        TransformerBlockWeights<Scalar>& gb = g.blocks[std::size_t(l)];
        const BlockCache<Scalar>& cache = caches[std::size_t(l)];
        clock.restart();
        // x_out = x_mid + mlp(LN₂(x_mid)): dx reaches x_mid directly and through the MLP.
        linearParameterGradient(dx, cache.activation, gb.mlpOut);
        dHidden.noalias() = dx * b.mlpOut.weight;
        dHidden.array() *= cache.slope.array();
        linearParameterGradient(dHidden, cache.mlpInput, gb.mlpIn);
        dInput.noalias() = dHidden * b.mlpIn.weight;
        clock.lap(Backward, PassTiming::Mlp);
        normBackward(dInput, cache.ln2, b.ln2, &gb.ln2, dx);
        clock.lap(Backward, PassTiming::LayerNorms);

        // x_mid = x_in + attn(LN₁(x_in)).
        linearParameterGradient(dx, cache.concat, gb.attentionOutput);
        dConcat.noalias() = dx * b.attentionOutput.weight;
        for (int s = 0; s < sequences; ++s) {
            for (int h = 0; h < heads; ++h) {
                const Rows<Scalar>& a = cache.weights[std::size_t(s * heads + h)];
                const auto dOut = dConcat.block(s * n, h * p, n, p);
                dScores.noalias() = dOut * cache.v.block(s * n, h * p, n, p).transpose();
                dv.block(s * n, h * p, n, p).noalias() = a.transpose() * dOut;
                for (int i = 0; i < n; ++i) {
                    const Scalar dot = dScores.row(i).head(i + 1).dot(a.row(i).head(i + 1));
                    dScores.row(i).head(i + 1) =
                        a.row(i).head(i + 1).array() * (dScores.row(i).head(i + 1).array() - dot);
                    dScores.row(i).tail(n - i - 1).setZero();
                }
                scoringBackward<Scalar>(cache.q.block(s * n, h * p, n, p),
                                        cache.k.block(s * n, h * p, n, p), c, b.scoring, dScores,
                                        dHeadQueries, dHeadKeys, &gb.scoring);
                dq.block(s * n, h * p, n, p) = dHeadQueries;
                dk.block(s * n, h * p, n, p) = dHeadKeys;
            }
        }
        linearParameterGradient(dq, cache.attentionInput, gb.query);
        linearParameterGradient(dk, cache.attentionInput, gb.key);
        linearParameterGradient(dv, cache.attentionInput, gb.value);
        dInput.noalias() = dq * b.query.weight;
        dInput.noalias() += dk * b.key.weight;
        dInput.noalias() += dv * b.value.weight;
        clock.lap(Backward, PassTiming::Attention);
        normBackward(dInput, cache.ln1, b.ln1, &gb.ln1, dx);
        clock.lap(Backward, PassTiming::LayerNorms);
    }

    for (Eigen::Index r = 0; r < rows; ++r) {
        g.tokenEmbedding.row(batch.tokens[std::size_t(r)]) += dx.row(r);
        if (options.positionGradient)
            g.positionEmbedding.row(r % n) += dx.row(r);
    }
    clock.lap(Backward, PassTiming::Embedding);
    return result;
}

#define AE_INSTANTIATE_BACKWARD(Scalar)                                                            \
    template TransformerWeights<Scalar> zeroGradients<Scalar>(const TransformerWeights<Scalar>&);  \
    template std::vector<ParameterView<Scalar>> parameterViews<Scalar>(                            \
        TransformerWeights<Scalar>&);                                                              \
    template BatchLoss<Scalar> accumulateGradients<Scalar>(                                        \
        const TransformerWeights<Scalar>&, const TrainingBatch&, TransformerWeights<Scalar>*,      \
        const GradientOptions&);

AE_INSTANTIATE_BACKWARD(float)
AE_INSTANTIATE_BACKWARD(double)

#undef AE_INSTANTIATE_BACKWARD

} // namespace ae
