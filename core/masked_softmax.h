#pragma once
// Numerically stable row-wise softmax over the kept entries of each row
// (max-subtracted). A row whose keys are all masked gets all-zero weights —
// never NaN — and is reported so the caller can warn.

#include "core/matrix_product.h"
#include "core/types.h"

namespace ae {

template <typename Scalar> struct MaskedSoftmaxResultT
{
    MatrixT<Scalar> weights; // n×m, rows sum to 1 or are all zero
    std::vector<int> fullyMaskedRows;
};
using MaskedSoftmaxResult = MaskedSoftmaxResultT<float>;

// `mask` may be empty (0×0) for no mask; otherwise it must be scores-shaped.
// Large matrices are split into row blocks over up to 8 threads. Float (the
// default) or double: maskedSoftmax<double>(scores, mask).
template <typename Scalar = float>
MaskedSoftmaxResultT<Scalar> maskedSoftmax(const MatrixRefT<Scalar>& scores, const KeepMask& mask);

// The same into `weights` (resized to the scores' shape; no reallocation when
// it has that shape already) on at most `maxThreads` threads (1: this thread
// only, for callers that run several softmaxes in parallel themselves). Rows
// whose keys are all masked are appended to `fullyMaskedRows` in ascending
// order. Every row's result is the same whatever the thread count.
template <typename Scalar>
void maskedSoftmaxInto(const MatrixRefT<Scalar>& scores, const KeepMask& mask,
                       MatrixT<Scalar>& weights, std::vector<int>& fullyMaskedRows, int maxThreads);

// Rows [first, first + count) only, on this thread, into `weights` already
// sized like the scores: callers split one matrix's rows over their own
// threads (rows are independent; each row's result is the same as above).
template <typename Scalar>
void maskedSoftmaxRows(const MatrixRefT<Scalar>& scores, const KeepMask& mask,
                       MatrixT<Scalar>& weights, Eigen::Index first, Eigen::Index count,
                       std::vector<int>& fullyMaskedRows);

// The same, also writing the normalised rows into `packed` (count × m, made
// for a wide product path) as its rows 0…count − 1, for the product of the
// weights with the values: the softmax holds each row in a register as it
// normalises it, so the product does not read and pack the weights again.
template <typename Scalar>
void maskedSoftmaxRows(const MatrixRefT<Scalar>& scores, const KeepMask& mask,
                       MatrixT<Scalar>& weights, Eigen::Index first, Eigen::Index count,
                       std::vector<int>& fullyMaskedRows, PackedLeftOperand<Scalar>& packed);

// The softmax's part of a fused slice (core/multi_head_attention.cpp),
// between core/matrix_product.h's two side-work products: `slice` holds rows
// first… of the scores (count × m, written by multiplyCopyingInto, which
// also copied them to the trace and, without a mask, folded their maxima
// into `rowMax`). With a mask (like the whole scores matrix), rowMax is
// computed here over the kept keys instead. Writes exp(score − max) · keep
// into `packed` (count × m, made for a wide path) unnormalised, and each
// row's multiplier, 1 / its sum (0 for a row whose sum is 0 or NaN), into
// `inverseSums` (resized to count); multiplyScalingInto then normalises the
// rows as the weighted sums read them, with the same operations as
// maskedSoftmaxRows, so the weights are the same bits. A row with no kept
// key (its max still −∞) is appended to fullyMaskedRows.
template <typename Scalar>
void softmaxExpRows(const MatrixRefT<Scalar>& slice, const KeepMask& mask, Eigen::Index first,
                    VectorT<Scalar>& rowMax, std::vector<int>& fullyMaskedRows,
                    PackedLeftOperand<Scalar>& packed, VectorT<Scalar>& inverseSums);

// Scores with masked entries replaced by −∞ (what the softmax sees).
template <typename Scalar = float>
MatrixT<Scalar> applyMask(const MatrixRefT<Scalar>& scores, const KeepMask& mask);

// Shannon entropy (nats) of a weight row; 0 for an all-zero row.
float rowEntropy(const Eigen::Ref<const RowVector>& weights);

// The kernels the softmax uses: "avx512" (16 floats or 8 doubles wide,
// taken while the products take their AVX-512 path, so AE_ISA and
// setProductIsa choose it), "avx2" (8 floats or 4 doubles wide, when the CPU
// has AVX2 + FMA) — the same kernel body at two widths (row maximum, exp,
// normalisation; core/softmax_group.inc), giving the same bits — or
// "portable" (Eigen's packet exp for float, the C library's exp for double).
// The environment variable AE_SOFTMAX_PORTABLE=1 forces the portable ones
// (read once, at the first softmax), so the fallback that CPUs without AVX2
// run is tested on every machine.
const char* softmaxKernelName();

} // namespace ae
