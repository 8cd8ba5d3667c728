#pragma once
// The backward pass of a transformer head's scoring function
// (core/transformer_scoring.h). With G = ∂L/∂S (n×m; masked entries 0) and
// c = 1/τ (scaled dot-product: c = 1/(√p·τ)):
//
//   dot products   dQ = c·G·K,  dK = c·Gᵀ·Q
//   general        dQ = c·G·K·Wᵀ,  dK = c·Gᵀ·Q·W,  dW += c·Qᵀ·G·K
//   cosine         dQ̂ = c·G·K̂, dK̂ = c·Gᵀ·Q̂;  dx = (dx̂ − x̂·(x̂·dx̂)) / ‖x‖ per row
//                  (a zero row: 0)
//   additive       T_ij = tanh(W_q·q_i + W_k·k_j);  U_ij = c·G_ij·(w_v ⊙ (1 − T_ij²))
//                  dw_v += c·Σ_ij G_ij·T_ij;  dP_i = Σ_j U_ij;  dR_j = Σ_i U_ij
//                  dQ = dP·W_q,  dK = dR·W_k,  dW_q += dPᵀ·Q,  dW_k += dRᵀ·K

#include "core/transformer_model.h"
#include "core/types.h"

namespace ae {

// Writes dQueries (n×p) and dKeys (m×p); adds the layer's parameter
// gradient to `gradient` when it is set (the parameters are shared by the
// layer's heads, so every head adds to the same sums).
template <typename Scalar>
void scoringBackward(const MatrixRefT<Scalar>& queries, const MatrixRefT<Scalar>& keys,
                     const TransformerConfig& config, const ScoringWeights<Scalar>& weights,
                     const MatrixRefT<Scalar>& dScores, MatrixT<Scalar>& dQueries,
                     MatrixT<Scalar>& dKeys, ScoringWeights<Scalar>* gradient);

} // namespace ae
