#pragma once
// The wide kernels of the masked softmax (core/masked_softmax.cpp): one
// body (core/softmax_group.inc) compiled for AVX2 + FMA alone
// (core/softmax_avx2.cpp) and for AVX-512F alone (core/softmax_avx512.cpp),
// intrinsics only, no Eigen inside, chosen at run time. Internal to the
// engine: callers use core/masked_softmax.h.
//
// A block is `rows` consecutive rows of a column-major scores matrix (entry
// (i, j) at scores[i + j·ldScores]), its keep mask (keep[i + j·ldKeep], 0 =
// masked; null for no mask) and the weights it writes. Every lane computes
// the same operations in the same order at either width, so the two give
// the same bits (tested).

#include "core/matrix_product_kernels.h"

#include <cstddef>
#include <cstdint>

namespace ae::softmax {

template <typename Scalar> struct RowBlock
{
    const Scalar* scores;
    std::ptrdiff_t ldScores;
    const std::uint8_t* keep;
    std::ptrdiff_t ldKeep;
    Scalar* weights;
    std::ptrdiff_t ldWeights;
    std::ptrdiff_t rows, cols;
};

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define AE_SOFTMAX_X86 1
// rowMax[i] = the largest kept score of row i (−∞ when none is kept); NaN
// scores are skipped, as std::max(rowMax, score) skips them.
void avx2RowMax(const RowBlock<float>& block, float* rowMax);
void avx2RowMax(const RowBlock<double>& block, double* rowMax);
void avx512RowMax(const RowBlock<float>& block, float* rowMax);
void avx512RowMax(const RowBlock<double>& block, double* rowMax);

// weights = exp(clamp(score − rowMax, lowest, 0)) · keep, then each row
// divided by its sum (an all-zero or NaN-sum row is multiplied by 0):
// lowest is −87 in float and −708 in double. With `packed`, the normalised
// rows are also written there as rows packedRow… of a product's left
// operand (packedRow a multiple of 32, so every vector lies in one panel);
// the exp is then kept there until the sums are known, and each normalised
// vector is written to the weights once, streamed past the cache when the
// weights' columns start on a vector's width in bytes. With `packed` and
// `inverseSums`, only the exp is written (to `packed`, not the weights) and
// each row's multiplier (1 / its sum, or 0) to inverseSums[i]: the product
// that reads the packed rows normalises them (core/matrix_product.h's
// multiplyScalingInto).
void avx2ExpNormalise(const RowBlock<float>& block, const float* rowMax,
                      const gemm::PanelLayout<float>* packed, std::ptrdiff_t packedRow,
                      float* inverseSums);
void avx2ExpNormalise(const RowBlock<double>& block, const double* rowMax,
                      const gemm::PanelLayout<double>* packed, std::ptrdiff_t packedRow,
                      double* inverseSums);
void avx512ExpNormalise(const RowBlock<float>& block, const float* rowMax,
                        const gemm::PanelLayout<float>* packed, std::ptrdiff_t packedRow,
                        float* inverseSums);
void avx512ExpNormalise(const RowBlock<double>& block, const double* rowMax,
                        const gemm::PanelLayout<double>* packed, std::ptrdiff_t packedRow,
                        double* inverseSums);
#endif

} // namespace ae::softmax
