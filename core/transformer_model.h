#pragma once
// The layout of a real transformer (GPT-2 and BERT families) in the engine's
// own terms, independent of any file format: core/io/model_folder.h fills it
// from a Hugging Face checkpoint, a trainer can fill it from scratch.
//
// Orientation: every linear map is stored as nn.Linear stores it, W out×in
// with y = x·Wᵀ + b (rows of x are positions). The model file readers
// transpose GPT-2's Conv1D weights (in×out) into this form.
//
// The scalar is a template parameter: float for models as they ship, double
// for gradient checks and float64 work; one code path for both.

#include "core/scoring.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace ae {

enum class TransformerFamily
{
    Gpt2, // pre-LayerNorm blocks, causal attention, learned positions, tied unembedding
    Bert  // post-LayerNorm blocks, bidirectional attention, token types
};

// Which checkpoint layout of its family a model was read from, for its name
// and summary; the forward pass reads only `family`. DistilBERT is a BERT
// (post-LayerNorm, bidirectional) without token types (tokenTypes 0) and
// without pooler, its tensors named differently; core/io/model_folder maps
// it onto the BERT layout when it reads it.
enum class TransformerVariant
{
    Standard,  // as the family: GPT-2 or BERT
    DistilBert // model_type "distilbert"
};

enum class Activation
{
    GeluTanh, // GPT-2's "gelu_new": 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³)))
    GeluErf,  // BERT's "gelu": 0.5·x·(1 + erf(x/√2))
    Relu
};

struct TransformerConfig
{
    TransformerFamily family = TransformerFamily::Gpt2;
    int vocabularySize = 0;
    int maxPositions = 0;
    int width = 0; // d_model
    int layers = 0;
    int heads = 0;
    int mlpWidth = 0;   // the MLP's hidden width (4·d for GPT-2 and BERT)
    int tokenTypes = 0; // BERT's type vocabulary (segments); 0 for GPT-2 and DistilBERT
    TransformerVariant variant = TransformerVariant::Standard;
    // DistilBERT's sinusoidal_pos_embds: its position table was filled with
    // the fixed sinusoid p(i, 2j) = sin(i/10000^(2j/d)), p(i, 2j+1) = cos(…)
    // and not trained. The table is read from the file either way.
    bool sinusoidalPositions = false;
    double layerNormEpsilon = 1e-5;
    Activation activation = Activation::GeluTanh;
    // How a head scores a query against a key (core/scoring.h), divided by
    // scoringTemperature like the engine's spec. GPT-2 and BERT checkpoints
    // are scaled dot-product at temperature 1; a model the app trained may
    // use any of the table's functions (config.json "attention_scoring").
    ScoringType scoring = ScoringType::ScaledDotProduct;
    double scoringTemperature = 1.0;

    int headWidth() const { return heads > 0 ? width / heads : 0; }
};

// The architecture's name as papers and model cards write it: "GPT-2",
// "BERT" or "DistilBERT" (not translated: a proper name).
inline const char* transformerName(const TransformerConfig& config)
{
    if (config.variant == TransformerVariant::DistilBert)
        return "DistilBERT";
    return config.family == TransformerFamily::Gpt2 ? "GPT-2" : "BERT";
}

template <typename Scalar> struct LayerNormWeights
{
    Eigen::Matrix<Scalar, 1, Eigen::Dynamic> gamma; // 1×width
    Eigen::Matrix<Scalar, 1, Eigen::Dynamic> beta;
};

template <typename Scalar> struct LinearWeights
{
    Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> weight; // out×in
    Eigen::Matrix<Scalar, 1, Eigen::Dynamic> bias;                // 1×out
};

// The learned parameters of a layer's scoring function, one set per layer
// shared by all of its heads (as the engine's spec shares one ScoringConfig
// by every head), with p the head width; empty for the functions without
// parameters:
//   general   W p×p:                      s = q·W·kᵀ / τ
//   additive  W_q p×p, W_k p×p, w_v 1×p:  s = w_v·tanh(W_q·q + W_k·k) / τ
//             (the hidden width is the head width)
template <typename Scalar> struct ScoringWeights
{
    Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> general;
    Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> additiveQuery; // W_q
    Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> additiveKey;   // W_k
    Eigen::Matrix<Scalar, 1, Eigen::Dynamic> additiveValue;              // w_v
};

template <typename Scalar> struct TransformerBlockWeights
{
    // GPT-2: ln1 before attention, ln2 before the MLP.
    // BERT: ln1 after attention + residual, ln2 after MLP + residual.
    LayerNormWeights<Scalar> ln1, ln2;
    LinearWeights<Scalar> query, key, value, attentionOutput;
    LinearWeights<Scalar> mlpIn, mlpOut; // mlpWidth×width, width×mlpWidth
    ScoringWeights<Scalar> scoring;
};

template <typename Scalar> struct TransformerWeights
{
    using MatrixS = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;

    TransformerConfig config;
    MatrixS tokenEmbedding;                 // vocabularySize×width (GPT-2 also unembeds with it)
    MatrixS positionEmbedding;              // maxPositions×width
    MatrixS tokenTypeEmbedding;             // tokenTypes×width (BERT; 0×width for DistilBERT)
    LayerNormWeights<Scalar> embeddingNorm; // BERT: after the embedding sum
    LayerNormWeights<Scalar> finalNorm;     // GPT-2: ln_f before the unembedding
    std::vector<TransformerBlockWeights<Scalar>> blocks;

    // Parameters counted once (the tied unembedding is the token embedding).
    long long parameterCount() const;
};

// The same model in another scalar (float → double for gradient checks and
// float64 runs; double → float after training).
template <typename To, typename From>
TransformerWeights<To> castWeights(const TransformerWeights<From>& from)
{
    const auto norm = [](const LayerNormWeights<From>& n) {
        return LayerNormWeights<To>{n.gamma.template cast<To>(), n.beta.template cast<To>()};
    };
    const auto lin = [](const LinearWeights<From>& l) {
        return LinearWeights<To>{l.weight.template cast<To>(), l.bias.template cast<To>()};
    };
    TransformerWeights<To> to;
    to.config = from.config;
    to.tokenEmbedding = from.tokenEmbedding.template cast<To>();
    to.positionEmbedding = from.positionEmbedding.template cast<To>();
    to.tokenTypeEmbedding = from.tokenTypeEmbedding.template cast<To>();
    to.embeddingNorm = norm(from.embeddingNorm);
    to.finalNorm = norm(from.finalNorm);
    for (const TransformerBlockWeights<From>& b : from.blocks)
        to.blocks.push_back({norm(b.ln1), norm(b.ln2), lin(b.query), lin(b.key), lin(b.value),
                             lin(b.attentionOutput), lin(b.mlpIn), lin(b.mlpOut),
                             ScoringWeights<To>{b.scoring.general.template cast<To>(),
                                                b.scoring.additiveQuery.template cast<To>(),
                                                b.scoring.additiveKey.template cast<To>(),
                                                b.scoring.additiveValue.template cast<To>()}});
    return to;
}

// Checks that every matrix has the shape `config` implies (the scoring
// parameters: those of config.scoring, the others empty) and that the
// scoring temperature is finite and > 0; throws EngineError naming the part
// ("blocks[1].query.weight: 12×16, expected 16×16") otherwise. The forward
// pass calls it.
template <typename Scalar> void validateWeights(const TransformerWeights<Scalar>& weights);

} // namespace ae
