#pragma once
// Multi-head attention with a full trace.
//
//   Q = X·W_qᵀ, K = X_k·W_kᵀ, V = X_v·W_vᵀ (no projection where a W is empty)
//   head i takes columns [i·p, (i+1)·p) (torch.nn.MultiheadAttention order)
//   S_i = a(Q_i, K_i) / temperature;  A_i = masked_softmax(S_i)
//   (training mode: inverted dropout on A_i);  O_i = A_i·V_i
//   Y = concat(O_1..O_h)·W_oᵀ (or the concat without W_o)
//
// Self-attention: pass keyInputs/valueInputs empty. Sinusoidal encoding is
// added to X (positions 0..n−1) and to explicit key inputs (0..m−1); omitted
// key inputs copy the encoded X and omitted value inputs copy the encoded keys;
// explicit value inputs are never encoded. Rotary rotates each head's q, k.

#include "core/attention_config.h"
#include "core/attention_trace.h"
#include "core/limits.h"

#include <atomic>

namespace ae {

// The inputs' scalar is the pass's: float, or double for "precision":
// "float64" (one code path, instantiated for both).
template <typename Scalar> struct AttentionInputsT
{
    // One matrix per batch item; all items share n (and m). keyInputs and
    // valueInputs: empty vector means "same as the (encoded) previous source".
    std::vector<MatrixT<Scalar>> inputs;
    std::vector<MatrixT<Scalar>> keyInputs;
    std::vector<MatrixT<Scalar>> valueInputs;
};
using AttentionInputs = AttentionInputsT<float>;
using AttentionInputsD = AttentionInputsT<double>;

// Shape the pass will have; throws EngineError naming the field when inputs
// and config do not fit together (ragged batch, h not dividing the width,
// weight shapes, odd rotary width, temperature ≤ 0, dropout p outside [0,1)).
template <typename Scalar>
AttentionShape validate(const AttentionInputsT<Scalar>& inputs, const AttentionConfig& config);

// Runs the pass. Throws EngineError on invalid input or when the trace would
// exceed `limits` (checked before anything is allocated). When `cancel`
// becomes true the pass stops at the next head or batch item and throws
// OperationCancelled. Warnings (trace.warnings) name every fully masked query
// ("batch 0, query 3: every key is masked; its weights and output are zero")
// and any head whose products overflowed the scalar.
//
// Scalar: float, or double. A double pass widens the configuration's float
// weights exactly and computes every stage (positional encoding, rotation,
// projections, scores, softmax, dropout, weighted sums) in double; the limit
// check counts 8 bytes a number.
//
// Threads: a large pass splits its rows over as many threads as the BLAS uses
// (OPENBLAS_NUM_THREADS, else the cores; the hardware's count without BLAS),
// kept in a small pool, with every product single-threaded. While a large pass
// runs, BLAS products elsewhere in the process therefore run single-threaded
// too (the thread count is process-wide in OpenBLAS). Results do not depend
// on the thread count beyond the last bit of a product.
template <typename Scalar>
AttentionTraceT<Scalar> computeAttention(const AttentionInputsT<Scalar>& inputs,
                                         const AttentionConfig& config,
                                         const EngineLimits& limits = EngineLimits::defaults(),
                                         const std::atomic<bool>* cancel = nullptr);

// `inputs` widened exactly to double.
AttentionInputsD widenedToDouble(const AttentionInputs& inputs);

// How computeAttention splits a pass of `shape` (public so that a benchmark
// can time other work split the same way): the threads its rows go over
// (1 below 2²² multiply-adds, where a second thread costs more than it
// saves), and the query rows of each slice its heads take at a time for
// `keys` keys of `scalarBytes` each (32 to 512, a multiple of 32).
int attentionPassThreads(const AttentionShape& shape);
Eigen::Index attentionSliceRows(int keys, std::size_t scalarBytes);

class OperationCancelled : public std::exception
{
public:
    const char* what() const noexcept override { return "cancelled"; }
};

} // namespace ae
