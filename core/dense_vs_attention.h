#pragma once
// Attention is not a fully connected layer. Three inputs A, B, C are combined
// as O = w_1·x_1 + w_2·x_2 + w_3·x_3 (x_s = the input in slot s).
//
// - A dense layer's weights w_s belong to the SLOTS: trained while B sat in
//   slot 2, it favours whatever sits in slot 2. Reorder the inputs and a
//   different input becomes "the important one"; O changes.
// - Attention computes w_s = softmax_s(q·x_s / √d) from the CONTENT: reorder
//   the inputs and the weights move with them (permutation-equivariant), so B
//   stays the important one and O = Σ w_s x_s is unchanged.

#include "core/types.h"

#include <string>
#include <vector>

namespace ae {

struct DenseVsAttentionSetup
{
    std::vector<std::string> names; // "A", "B", "C"
    Matrix items;                   // one row per input (features), in name order
    Vector denseWeights;            // one weight per slot
    Vector query;                   // the attention query, items.cols() wide
};

// A, B, C in R², a dense layer fitted to the order A B C (slot 2 heaviest,
// like B) and a query that prefers B's content.
DenseVsAttentionSetup defaultDenseVsAttentionSetup();

struct DenseVsAttentionResult
{
    std::vector<int> order;  // order[slot] = index of the input in that slot
    Vector denseWeights;     // per slot (fixed)
    Vector attentionWeights; // per slot: softmax(q·x_slot / √d)
    Vector denseOutput;      // Σ_s denseWeights(s)·x_slot
    Vector attentionOutput;  // Σ_s attentionWeights(s)·x_slot
    int denseFavourite = 0;  // input index with the largest dense weight
    int attentionFavourite = 0;
};

// Throws EngineError when `order` is not a permutation of 0…n−1 or the setup's
// shapes do not fit.
DenseVsAttentionResult compareDenseAndAttention(const DenseVsAttentionSetup& setup,
                                                const std::vector<int>& order);

} // namespace ae
