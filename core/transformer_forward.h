#pragma once
// The forward pass of a GPT-2 or BERT model with every layer's attention
// kept, so the views show a real model's heads the way they show the
// engine's own multi-head attention.
//
// With x the n×d hidden states (rows = positions) and LN(x) =
// γ ⊙ (x − mean) / √(var + ε) + β per row (biased variance):
//
//   head h:  Q_h = LN?(x)·W_qᵀ + b_q (columns h·p … (h+1)·p), likewise K, V
//            S_h = a(Q_h, K_h): config.scoring (core/transformer_scoring.h;
//            GPT-2 and BERT: Q_h·K_hᵀ/√p);  A_h = softmax(S_h) over the allowed keys
//            (GPT-2: keys j ≤ i; BERT: every key);  O_h = A_h·V_h
//   attn(y) = concat(O_1 … O_H)·W_oᵀ + b_o
//   mlp(y)  = act(y·W_1ᵀ + b_1)·W_2ᵀ + b_2
//
//   GPT-2 (pre-LN):  x₀ = E[ids] + P[0..n)
//                    x ← x + attn(LN₁(x));  x ← x + mlp(LN₂(x))
//                    logits = LN_f(x)·Eᵀ (the tied unembedding)
//   BERT (post-LN):  x₀ = LN_e(E[ids] + P[0..n) + T[types])
//                    x ← LN₁(x + attn(x));  x ← LN₂(x + mlp(x))
//                    (no logits: the checkpoint's pre-training heads are not read)
//   DistilBERT:      BERT without T (tokenTypes 0): x₀ = LN_e(E[ids] + P[0..n))
//
// scripts/make_tiny_models.py computes the same in numpy, independently.

#include "core/limits.h"
#include "core/transformer_model.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ae {

template <typename Scalar> struct TransformerHeadTrace
{
    using MatrixS = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    MatrixS queries; // n×p
    MatrixS keys;    // n×p
    MatrixS values;  // n×p
    MatrixS scores;  // n×n, a(Q, K) (Q·Kᵀ/√p for GPT-2 and BERT) before the mask
    MatrixS weights; // n×n, rows sum to 1; masked keys exactly 0
    MatrixS output;  // n×p = weights·values
};

template <typename Scalar> struct TransformerLayerTrace
{
    using MatrixS = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    MatrixS input; // n×d, the hidden states entering the block
    std::vector<TransformerHeadTrace<Scalar>> heads;
    MatrixS attention; // n×d, attn(·) before the residual
    MatrixS output;    // n×d, the hidden states leaving the block
};

template <typename Scalar> struct TransformerTrace
{
    using MatrixS = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    std::vector<int> tokenIds;
    MatrixS embeddings; // n×d, x₀
    std::vector<TransformerLayerTrace<Scalar>> layers;
    MatrixS finalHidden; // GPT-2: LN_f(x); BERT: the last block's output
    // GPT-2: n×vocabularySize, or 1×vocabularySize (the last position's) with
    // LogitRows::Last; BERT: empty.
    MatrixS logits;

    std::uint64_t byteSize() const;
};

// Which positions' next-token logits a GPT-2 run computes. The unembedding
// is a d×vocabulary product per row (for GPT-2 small at 1024 tokens, a
// quarter of the whole pass), and only the last row predicts the next token.
enum class LogitRows
{
    All, // every position's (n×vocabularySize)
    Last // the last position's only (1×vocabularySize): generation, the views
};

// Progress of a pass: called on the thread running it after each block with
// the blocks done so far (1 … layers, in order; greedyGenerate counts on over
// its passes, 1 … count·layers). Cancel is checked between blocks, so a
// cancelled pass reports no block after the flag was seen.
using LayerProgress = std::function<void(int layersDone)>;

// Bytes the trace of n tokens holds, computed before anything is allocated.
std::uint64_t estimatedTransformerTraceBytes(const TransformerConfig& config, int n,
                                             int scalarBytes, LogitRows logitRows = LogitRows::All);

// Runs the model on `tokenIds` (and BERT's `tokenTypeIds`, empty for all 0;
// a model without token types, DistilBERT, ignores them as its forward has
// no such input).
// Throws EngineError naming the field for an id outside the vocabulary, more
// tokens than maxPositions, weights of the wrong shape, or a trace above
// limits.maxTraceBytes (checked first); OperationCancelled
// (core/multi_head_attention.h) between layers once `cancel` is set.
// `progress` (may be empty) hears of every block done.
template <typename Scalar>
TransformerTrace<Scalar>
runTransformer(const TransformerWeights<Scalar>& weights, const std::vector<int>& tokenIds,
               const std::vector<int>& tokenTypeIds = {},
               const EngineLimits& limits = EngineLimits::defaults(),
               const std::atomic<bool>* cancel = nullptr, LogitRows logitRows = LogitRows::All,
               const LayerProgress& progress = {});

// GPT-2: appends `count` tokens, each the argmax of the last row's logits
// (ties to the lower id), re-running the model each step. Returns the ids
// generated (without the prompt). Throws like runTransformer; BERT refuses.
template <typename Scalar>
std::vector<int>
greedyGenerate(const TransformerWeights<Scalar>& weights, const std::vector<int>& promptIds,
               int count, const EngineLimits& limits = EngineLimits::defaults(),
               const std::atomic<bool>* cancel = nullptr, const LayerProgress& progress = {});

// The building blocks, exposed for tests against hand-derived values.
template <typename Scalar>
Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>
layerNorm(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>& x,
          const LayerNormWeights<Scalar>& norm, double epsilon);
template <typename Scalar> Scalar activate(Scalar x, Activation activation);

} // namespace ae
