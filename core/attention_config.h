#pragma once
// Everything that configures one multi-head attention forward pass, in engine
// terms (the spec reader fills it from JSON). Field meanings follow
// docs/spec-format.md.

#include "core/masks.h"
#include "core/scoring.h"

#include <cstdint>
#include <optional>

namespace ae {

struct PositionalEncodingConfig
{
    enum class Type
    {
        None,
        Sinusoidal,
        Rotary
    };
    Type type = Type::None;
    double base = 10000.0;
};

// Projection weights in torch.nn.Linear layout (out×in, y = x·Wᵀ). An empty
// matrix (0×0) means "no projection on that side".
struct ProjectionWeights
{
    Matrix Wq, Wk, Wv, Wo;
};

// The biases a real model's projections add, y = x·Wᵀ + b (each 1×out);
// empty for a projection without one. computeAttention has none: a model
// layer's trace (core/transformer_layer_attention.h) carries them so that
// the views show and add them.
struct ProjectionBiases
{
    RowVector bq, bk, bv, bo;

    bool isEmpty() const
    {
        return bq.size() == 0 && bk.size() == 0 && bv.size() == 0 && bo.size() == 0;
    }
};

struct AttentionConfig
{
    int numHeads = 1;
    ProjectionWeights weights;
    ScoringConfig scoring;
    MaskConfig mask;
    PositionalEncodingConfig positionalEncoding;
    // Inverted dropout on the attention weights (training mode); nullopt is
    // evaluation mode. 0 ≤ p < 1. Drawn from SeededRandom(seed): one
    // uniform() per weight in the order batch item, head, query row, key
    // column; u ≥ p keeps the weight (scaled by 1/(1−p)), u < p drops it.
    std::optional<float> dropout;
    std::uint64_t seed = 0;
};

// Xavier-uniform W_q, W_k, W_v (modelDim×inputWidth / keyWidth / valueWidth)
// and W_o (modelDim×modelDim) from `seed`, drawn in that order from one
// SeededRandom, like torch.nn.Linear without bias.
ProjectionWeights randomProjectionWeights(int modelDim, int queryWidth, int keyWidth,
                                          int valueWidth, std::uint64_t seed);

} // namespace ae
