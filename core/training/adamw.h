#pragma once
// Adam with decoupled weight decay (AdamW, Loshchilov & Hutter 2019), a
// linear warm-up of the learning rate and clipping of the gradient's global
// norm, over the parameters of core/training/transformer_backward.h's
// parameterViews (one fixed order, so a step is the same bit for bit every
// time it is given the same gradient).
//
// Step t (from 1), for each parameter θ with gradient g (after clipping):
//   η_t = lr · min(1, t / warmupSteps)            (warmupSteps 0: η_t = lr)
//   θ  ← θ − η_t·λ·θ                               (only where decays: matrices)
//   m  ← β₁·m + (1 − β₁)·g;   v ← β₂·v + (1 − β₂)·g²
//   θ  ← θ − η_t · (m / (1 − β₁ᵗ)) / (√(v / (1 − β₂ᵗ)) + ε)
// Clipping (torch.nn.utils.clip_grad_norm_): with N = ‖all gradients‖₂,
// every g is multiplied by c / (N + 1e-6) when N > c.

#include "core/training/transformer_backward.h"

namespace ae {

struct AdamWSettings
{
    double learningRate = 3e-3;
    double beta1 = 0.9;
    double beta2 = 0.999;
    double epsilon = 1e-8;
    double weightDecay = 0.01;
    int warmupSteps = 0;
    double clipNorm = 1.0; // ≤ 0: no clipping

    // Throws EngineError naming the setting ("learningRate: must be positive").
    void validate() const;
};

template <typename Scalar> class AdamW
{
public:
    // Moments start at zero with the shapes of `weights`.
    AdamW(const AdamWSettings& settings, const TransformerWeights<Scalar>& weights);

    // One update of `weights` by `gradients` (clipped in place). Returns the
    // gradient's global norm before clipping. `frozenPositions` leaves the
    // position table untouched (fixed sinusoidal positions).
    double step(TransformerWeights<Scalar>& weights, TransformerWeights<Scalar>& gradients,
                bool frozenPositions = false);

    int stepsTaken() const { return m_step; }
    // η_t of the step about to be taken.
    double learningRateAt(int step) const;
    const AdamWSettings& settings() const { return m_settings; }

private:
    AdamWSettings m_settings;
    TransformerWeights<Scalar> m_first, m_second;
    int m_step = 0;
};

// ‖g‖₂ over every parameter, summed in parameterViews' order.
template <typename Scalar> double gradientNorm(TransformerWeights<Scalar>& gradients);

} // namespace ae
