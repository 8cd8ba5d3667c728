#pragma once
// A transformer head's scores with any of the scoring functions of
// core/scoring.h, in the model's own scalar (float, or double for gradient
// checks), with the layer's learned parameters (ScoringWeights,
// core/transformer_model.h). For p the head width and τ the config's
// scoringTemperature:
//
//   scaled_dot_product  S = Q·Kᵀ / (√p·τ)
//   dot_product         S = Q·Kᵀ / τ
//   general             S = Q·W·Kᵀ / τ
//   additive            S_ij = w_v·tanh(W_q·q_i + W_k·k_j) / τ
//   cosine              S_ij = q̂_i·k̂_j / τ, x̂ = x/‖x‖ (a zero row scores 0)
//
// The same numbers as computeScoresInto (core/scoring.h) on
// scoringConfigOf(…): both run scoreWith, this one on the layer's parameters
// in its own scalar (computeScoresInto keeps them in float, which a double
// gradient check cannot use); tested in tests/core/test_transformer_scoring.cpp.

#include "core/scoring.h"
#include "core/transformer_model.h"
#include "core/types.h"

namespace ae {

// n×m scores of queries (n×p) against keys (m×p), before any mask.
template <typename Scalar>
void transformerHeadScores(const MatrixRefT<Scalar>& queries, const MatrixRefT<Scalar>& keys,
                           const TransformerConfig& config, const ScoringWeights<Scalar>& weights,
                           MatrixT<Scalar>& scores);

// The engine's configuration of a layer's scoring (the views' step-through and
// the equality test): config.scoring, its temperature, the layer's parameters.
ScoringConfig scoringConfigOf(const TransformerConfig& config,
                              const ScoringWeights<float>& weights);

// Throws EngineError naming the field ("blocks[0].scoring.W: …") when a
// layer's parameters do not fit config.scoring and head width p: general
// W p×p; additive W_q p×p, W_k p×p, w_v 1×p; none for the others. Also the
// temperature: finite and > 0.
template <typename Scalar>
void validateScoringWeights(const TransformerConfig& config, const ScoringWeights<Scalar>& weights,
                            const std::string& field);

} // namespace ae
