#pragma once
// Dropout on the attention weights, as the engine applies it in training mode
// (AttentionConfig::dropout): every weight is kept with probability 1 − p and
// then scaled by 1/(1 − p) (inverted dropout, so the expected weight is
// unchanged), or set to 0. Evaluation mode applies nothing: the weights are
// the softmax's, the same on every run.

#include "core/types.h"

#include <cstdint>

namespace ae {

struct DropoutLesson
{
    Matrix weights; // n×n softmax weights (evaluation mode uses these)
    Matrix applied; // the weights the output used: dropped in training mode
    KeepMask kept;  // 1 where the weight survived (all ones in evaluation)
    float p = 0.0f;
    bool training = false;
};

// One-head scaled dot-product self-attention over n standard-normal tokens of
// width d (tokens and projections fixed by `inputSeed`), run through
// computeAttention with dropout p when `training` (drawn from `dropoutSeed`).
// Throws EngineError for n, d < 1 or p outside [0, 1).
DropoutLesson runDropoutLesson(int n, int d, float p, bool training, std::uint64_t inputSeed,
                               std::uint64_t dropoutSeed);

} // namespace ae
