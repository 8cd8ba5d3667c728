#pragma once
// Attention masks, any combination, applied before the softmax. A mask is a
// KeepMask (1 keeps the key for that query, 0 masks it).

#include "core/types.h"

#include <optional>

namespace ae {

struct MaskConfig
{
    // valid_lens: either one length per batch item (perQuery == false,
    // lengths[b] has one entry) or one per query (perQuery == true,
    // lengths[b] has n entries). Empty: no length mask.
    std::vector<std::vector<int>> validLens;
    bool validLensPerQuery = false;
    bool causal = false; // query i sees keys 0..i
    int window = -1;     // r ≥ 0: query i sees keys with |i − j| ≤ r; < 0: off
    // Explicit n×m 0/1 matrices: one for every batch item, or a single one
    // applied to all. Empty: none.
    std::vector<KeepMask> matrices;

    bool isEmpty() const;
};

// The combined keep-mask of batch item `batchIndex` for n queries and m keys.
// Throws EngineError("mask.…") for shapes that do not fit (a length < 0 or
// > m, wrong number of lengths, a matrix that is not n×m).
KeepMask buildMask(const MaskConfig& config, int batchIndex, int batchSize, int n, int m);

// The n×n causal mask alone (query i keeps keys 0..i): what a decoder such
// as GPT-2 applies in its forward pass, and what the views draw as masked.
KeepMask causalMask(int n);

// Validates the mask against a batch shape without building it.
void validateMask(const MaskConfig& config, int batchSize, int n, int m);

} // namespace ae
