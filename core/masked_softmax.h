#pragma once
// Numerically stable row-wise softmax over the kept entries of each row
// (max-subtracted). A row whose keys are all masked gets all-zero weights —
// never NaN — and is reported so the caller can warn.

#include "core/types.h"

namespace ae {

struct MaskedSoftmaxResult
{
    Matrix weights; // n×m, rows sum to 1 or are all zero
    std::vector<int> fullyMaskedRows;
};

// `mask` may be empty (0×0) for no mask; otherwise it must be scores-shaped.
MaskedSoftmaxResult maskedSoftmax(const MatrixRef& scores, const KeepMask& mask);

// Scores with masked entries replaced by −∞ (what the softmax sees).
Matrix applyMask(const MatrixRef& scores, const KeepMask& mask);

// Shannon entropy (nats) of a weight row; 0 for an all-zero row.
float rowEntropy(const Eigen::Ref<const RowVector>& weights);

} // namespace ae
