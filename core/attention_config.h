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
