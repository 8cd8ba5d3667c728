#pragma once
// One attention layer of a real model's forward pass (core/transformer_forward.h)
// in the engine's own terms, so the views made for the engine's multi-head
// attention (the step-through, the query distribution) show a GPT-2 or BERT
// layer: its inputs, the projections with their biases, each head's stages,
// the mask and the output, every number copied from the forward's trace.
//
//   X   = LN₁(x) (GPT-2, pre-LN) or x (BERT, post-LN): what the projections see
//   Q   = X·W_qᵀ + b_q,  K = X·W_kᵀ + b_k,  V = X·W_vᵀ + b_v   (n×d)
//   head h: Q_h, K_h, V_h = columns h·p … (h+1)·p;  S_h = a(Q_h, K_h)/τ;
//           A_h = softmax over the keys the mask keeps (GPT-2: j ≤ i; BERT: all,
//           the text has no padding);  O_h = A_h·V_h
//   C = [O_1 … O_H],  Y = C·W_oᵀ + b_o (the layer's attention, before the residual)
//
// Only X is computed here (layerNorm of the trace's block input, the same
// function and weights the forward used, so the same bits); everything else is
// the forward's own numbers rearranged. With `tokens` < the trace's length the
// first `tokens` positions are kept: GPT-2 is causal, so that is exactly the
// trace of those tokens alone (a step of the generation timeline); BERT keeps
// them all (a shorter BERT text is another pass).

#include "core/attention_config.h"
#include "core/attention_trace.h"
#include "core/transformer_forward.h"

namespace ae {

struct TransformerLayerAttention
{
    // numHeads, W_q … W_o (out×in, as the model stores them), the scoring
    // function with its parameters and temperature, the mask (causal for GPT-2).
    AttentionConfig config;
    ProjectionBiases biases;
    // One batch item: inputs = encodedInputs() = keyInputs() = valueInputs() = X,
    // queries/keys/values before the split, the heads, concat, output and mask.
    AttentionTrace trace;
};

// Layer `layer` (0-based) of `trace`, a forward pass of `weights`, over its
// first `tokens` positions (−1: all). Throws EngineError naming the field for
// a layer or a token count outside the trace, or a trace that is not of
// these weights (widths, heads).
TransformerLayerAttention transformerLayerAttention(const TransformerWeights<float>& weights,
                                                    const TransformerTrace<float>& trace, int layer,
                                                    int tokens = -1);

} // namespace ae
