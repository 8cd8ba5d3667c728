#pragma once
// Scoring functions a(q, k) of the spec (`scoring.type`), applied per head to
// the projected queries (n×p) and keys (m×p_k). Every result is divided by the
// temperature before the softmax (cosine uses it as its τ).

#include "core/types.h"

namespace ae {

enum class ScoringType
{
    ScaledDotProduct,
    DotProduct,
    Additive,
    General,
    Cosine
};

// Spec names: "scaled_dot_product", "dot_product", "additive", "general",
// "cosine". fromName returns false for an unknown name.
const char* scoringTypeName(ScoringType type);
bool scoringTypeFromName(std::string_view name, ScoringType* out);

struct ScoringConfig
{
    ScoringType type = ScoringType::ScaledDotProduct;
    float temperature = 1.0f; // > 0
    // Additive (Bahdanau): a = w_vᵀ tanh(W_q q + W_k k); W_q hidden×p,
    // W_k hidden×p_k, w_v hidden. Shared by all heads.
    Matrix additiveWq;
    Matrix additiveWk;
    Vector additiveWv;
    // General (Luong): a = qᵀ W k, W p×p_k. Shared by all heads.
    Matrix generalW;
};

// n×m scores a(q_i, k_j) / temperature. Throws EngineError("scoring.…") when
// the parameter shapes do not fit p / p_k.
Matrix computeScores(const MatrixRef& queries, const MatrixRef& keys, const ScoringConfig& config);
// The same into `scores`, which must be n×m already: a trace allocated up
// front, or a block of rows of it (each query's row depends on that query and
// all keys only, so row blocks give the same numbers as the whole matrix).
void computeScoresInto(const MatrixRef& queries, const MatrixRef& keys, const ScoringConfig& config,
                       Eigen::Ref<Matrix> scores);

// Additive scoring's intermediate for one query: hidden×m matrix
// tanh(W_q q + W_k k_j) (column j), for the step-through view.
Matrix additiveHidden(const VectorRef& query, const MatrixRef& keys, const ScoringConfig& config);

} // namespace ae
