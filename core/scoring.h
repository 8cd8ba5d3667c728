#pragma once
// Scoring functions a(q, k) of the spec (`scoring.type`), applied per head to
// the projected queries (n×p) and keys (m×p_k). Every result is divided by the
// temperature before the softmax (cosine uses it as its τ).

#include "core/types.h"

#include <cmath>
#include <string>
#include <string_view>
#include <vector>

namespace ae {

enum class ScoringType
{
    ScaledDotProduct,
    DotProduct,
    Additive,
    General,
    Cosine
};

// One row per scoring function: the table the engine, the spec reader and
// writer, the panels and the CLI read their names and rules from.
struct ScoringTypeInfo
{
    ScoringType type;
    const char* name;       // the spec's `scoring.type`: "scaled_dot_product", …
    bool sameWidths;        // needs per-head queries and keys of one width (p = p_k)
    bool learnedParameters; // carries weights in the spec (additive, general)
};

// Every scoring function, in menu order.
const std::vector<ScoringTypeInfo>& scoringTypes();
const ScoringTypeInfo& scoringTypeInfo(ScoringType type);

// Spec names from the table. fromName returns false for an unknown name.
const char* scoringTypeName(ScoringType type);
bool scoringTypeFromName(std::string_view name, ScoringType* out);
// "\"scaled_dot_product\", \"dot_product\", …": every name quoted, for messages.
std::string scoringTypeNameList();

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

// The one check of a configuration against per-head widths p and p_k:
// temperature finite and > 0; general W p×p_k; additive W_q hidden×p, W_k
// hidden×p_k, w_v hidden. Throws EngineError naming the field
// ("scoring.W_k: additive scoring needs W_k of shape 8×4 …"). The width
// rule of sameWidths functions is the caller's, who knows what set p_k.
void checkScoringParameters(const ScoringConfig& config, Eigen::Index p, Eigen::Index pk);

// n×m scores a(q_i, k_j) / temperature, in float (the default) or double.
// Throws EngineError("scoring.…") when the parameter shapes do not fit p / p_k.
template <typename Scalar = float>
MatrixT<Scalar> computeScores(const MatrixRefT<Scalar>& queries, const MatrixRefT<Scalar>& keys,
                              const ScoringConfig& config);
// The same into `scores`, which must be n×m already: a trace allocated up
// front, or a block of rows of it (each query's row depends on that query and
// all keys only, so row blocks give the same numbers as the whole matrix).
template <typename Scalar = float>
void computeScoresInto(const MatrixRefT<Scalar>& queries, const MatrixRefT<Scalar>& keys,
                       const ScoringConfig& config, MatrixOutT<Scalar> scores);

// A scoring function's parameters in the pass's scalar, the matrices not
// owned: the engine's ScoringConfig keeps them in float (widened for a
// double pass), a transformer layer in its own scalar
// (core/transformer_scoring.h). Null for the ones `type` does not use.
template <typename Scalar> struct ScoringParametersT
{
    ScoringType type = ScoringType::ScaledDotProduct;
    Scalar inverseTemperature = Scalar(1);
    const MatrixT<Scalar>* generalW = nullptr;   // p×p_k
    const MatrixT<Scalar>* additiveWq = nullptr; // hidden×p
    const MatrixT<Scalar>* additiveWk = nullptr; // hidden×p_k
    VectorT<Scalar> additiveWv;                  // hidden (a copy: it is small)
};

// The arithmetic of computeScoresInto, the one body every caller runs, on
// parameters whose shapes the caller has checked; `scores` is n×m.
template <typename Scalar>
void scoreWith(const MatrixRefT<Scalar>& queries, const MatrixRefT<Scalar>& keys,
               const ScoringParametersT<Scalar>& parameters, MatrixOutT<Scalar> scores);

// The factor the dot-product types multiply Q·Kᵀ by: 1/temperature, and
// 1/√p for scaled_dot_product (p = the queries' width). The engine multiplies
// by it inside the product, with keys packed once per head (core/matrix_product.h).
// The same from the inverse temperature in the pass's scalar (what
// ScoringParametersT holds): the one place the factor is computed.
template <typename Scalar>
Scalar dotProductScale(ScoringType type, Scalar inverseTemperature, Eigen::Index width)
{
    Scalar scale = inverseTemperature;
    if (type == ScoringType::ScaledDotProduct && width > 0)
        scale /= std::sqrt(static_cast<Scalar>(width));
    return scale;
}
template <typename Scalar> Scalar dotProductScale(const ScoringConfig& config, Eigen::Index width)
{
    return dotProductScale<Scalar>(config.type, Scalar(1) / Scalar(config.temperature), width);
}

// Additive scoring's intermediate for one query: hidden×m matrix
// tanh(W_q q + W_k k_j) (column j), for the step-through view.
template <typename Scalar = float>
MatrixT<Scalar> additiveHidden(const VectorRefT<Scalar>& query, const MatrixRefT<Scalar>& keys,
                               const ScoringConfig& config);

} // namespace ae
