#pragma once
// The gradient of a GPT-2-family model's loss (core/transformer_model.h):
// the forward pass of core/transformer_forward.h on a batch of sequences,
// kept, then every layer's backward pass, one code path for float (training)
// and double (gradient checks against finite differences).
//
// A batch is B sequences of n tokens stacked as rows (sequence s holds rows
// s·n … s·n + n − 1), so every linear map is one product over B·n rows while
// attention stays within a sequence (causal: keys j ≤ i). The loss is the
// mean softmax cross-entropy over the positions that have a target:
//
//   L = −(1/T) Σ_{(i, t) targets} log softmax(logits_i)_t,   logits_i = LN_f(x_i)·Eᵀ
//
// Backward passes, with g the incoming gradient (rows = positions):
//   linear y = x·Wᵀ + b:  dW += gᵀ·x,  db += Σ_rows g,  dx = g·W
//   LayerNorm, x̂ = (x − μ)·r, r = 1/√(σ² + ε), y = γ⊙x̂ + β:
//        dγ += Σ g⊙x̂,  dβ += Σ g,  dx = r·(ĝ − mean(ĝ) − x̂·mean(ĝ⊙x̂)), ĝ = g⊙γ
//   attention, S = a(Q, K) (config.scoring), A = causal softmax(S), O = A·V:
//        dV = Aᵀ·dO,  dA = dO·Vᵀ,  dS = A⊙(dA − rowsum(dA⊙A)) (masked keys: A = 0,
//        so dS = 0),  then dQ, dK and the scoring parameters' gradient from dS
//        (core/training/scoring_backward.h; scaled dot-product: dQ = dS·K/√p,
//        dK = dSᵀ·Q/√p)
//   GELU (tanh form) and ReLU elementwise;  cross-entropy: dlogits = (softmax − onehot)/T
//   tied unembedding: dE += dlogitsᵀ·LN_f(x);  embedding: dE[id] += g, dP[i] += g
//
// Only the GPT-2 family trains (BERT is refused by name).

#include "core/transformer_model.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace ae {

// B sequences of `sequenceLength` tokens; targets[r] is the id position r
// must predict, or −1 where no loss is taken (the question half of a task).
struct TrainingBatch
{
    int sequenceLength = 0;
    std::vector<int> tokens;  // B·n ids
    std::vector<int> targets; // B·n ids or −1

    int sequenceCount() const
    {
        return sequenceLength > 0 ? int(tokens.size()) / sequenceLength : 0;
    }
    int targetCount() const;
};

// Seconds spent in each part, summed over calls (for the benchmark's shares).
struct PassTiming
{
    enum Part
    {
        Embedding,
        LayerNorms,
        Attention, // q, k, v, scores, softmax, weighted values, output map
        Mlp,
        Unembedding, // ln_f excluded, logits and cross-entropy
        PartCount
    };
    std::array<double, PartCount> forward{};
    std::array<double, PartCount> backward{};

    static const char* partName(int part);
    void add(const PassTiming& other);
};

template <typename Scalar> struct BatchLoss
{
    Scalar lossSum = 0; // Σ −log p(target) over the batch's targets
    int targets = 0;
    int correct = 0; // targets whose logit is the row's largest (ties: the lowest id wins)
};

// The gradient's options.
struct GradientOptions
{
    // Multiplies every gradient: 1/T of the whole batch when the batch is
    // split into shards whose gradients are summed.
    double lossScale = 1.0;
    bool positionGradient = true;              // false for fixed (sinusoidal) positions
    PassTiming* timing = nullptr;              // filled when set
    const std::atomic<bool>* cancel = nullptr; // OperationCancelled between layers
};

// A zero gradient with the shapes of `weights`.
template <typename Scalar>
TransformerWeights<Scalar> zeroGradients(const TransformerWeights<Scalar>& weights);

// Adds lossScale·∂(Σ loss)/∂θ to `gradients` (zeroGradients' shapes; nullptr
// computes the loss only) and returns the loss summed over the targets.
// Throws EngineError naming the field for a BERT model, a batch whose sizes
// disagree, an id outside the vocabulary, more tokens than positions.
template <typename Scalar>
BatchLoss<Scalar>
accumulateGradients(const TransformerWeights<Scalar>& weights, const TrainingBatch& batch,
                    TransformerWeights<Scalar>* gradients, const GradientOptions& options = {});

// Every tensor of a GPT-2 model in one fixed order (token embedding,
// positions, then each block's ln1, q, k, v, attention output, ln2, MLP in
// and out, its scoring parameters if any, then ln_f), as (name, values,
// decays) with `decays` true for the matrices that weight decay applies to
// (embeddings and linear weights; not biases, LayerNorm or scoring). The optimizer and the gradient
// norm walk this list.
template <typename Scalar> struct ParameterView
{
    const char* kind; // "embedding", "positions", "weight", "bias", "norm", "scoring"
    Scalar* values;
    Eigen::Index size;
    bool decays;
};
template <typename Scalar>
std::vector<ParameterView<Scalar>> parameterViews(TransformerWeights<Scalar>& weights);

} // namespace ae
