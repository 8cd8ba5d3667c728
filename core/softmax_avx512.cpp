// AVX-512F kernels of the masked softmax (core/softmax_kernels.h): the AVX2
// kernels' exp (core/softmax_exp.inc) 16 floats or 8 doubles wide, the row maximum and the
// normalisation vectorised too, and a block's last rows through masked loads and stores instead of
// padded copies. Only intrinsics in functions compiled for AVX-512F.

#include "core/softmax_kernels.h"

#ifdef AE_SOFTMAX_X86
// GCC 12's AVX-512 intrinsics fill unused lanes from _mm512_undefined_*(),
// a self-initialised variable that -Wmaybe-uninitialized reports once the
// intrinsic is inlined here; the lanes are never read.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include "core/softmax_exp.inc"

#include <immintrin.h>
#include <limits>

namespace ae::softmax {

namespace {

// Lanes of rows [i, i + width) that exist in a block of `rows` rows.
template <typename Mask> inline Mask laneMask(std::ptrdiff_t i, std::ptrdiff_t rows, int width)
{
    const std::ptrdiff_t valid = rows - i;
    return valid >= width ? Mask(~Mask(0)) : Mask((Mask(1) << valid) - 1);
}

// Which of `count` (≤ 16) keep bytes are non-zero, as lane bits.
inline unsigned keptLanes(const std::uint8_t* keep, std::ptrdiff_t count)
{
    unsigned lanes = 0;
    for (std::ptrdiff_t i = 0; i < count; ++i)
        lanes |= unsigned(keep[i] != 0) << i;
    return lanes;
}

// The kept lanes of `lanes` (16 for floats, 8 for doubles): a whole vector's
// keep bytes widened and tested at once (8 bytes zero-extended for doubles),
// a block's last rows byte by byte, never reading past them.
__attribute__((target("avx512f"))) inline unsigned keptBits(const std::uint8_t* keep,
                                                            unsigned lanes, int width)
{
    if (lanes == (1u << width) - 1) {
        const __m128i bytes = width == 16 ? _mm_loadu_si128(reinterpret_cast<const __m128i*>(keep))
                                          : _mm_loadl_epi64(reinterpret_cast<const __m128i*>(keep));
        const __m512i wide = _mm512_cvtepu8_epi32(bytes);
        return _mm512_test_epi32_mask(wide, wide);
    }
    return keptLanes(keep, __builtin_popcount(lanes));
}

__attribute__((target("avx512f"))) inline __mmask16 keptMask(const std::uint8_t* keep,
                                                             __mmask16 lanes)
{
    return __mmask16(keptBits(keep, lanes, 16));
}

__attribute__((target("avx512f"))) inline __mmask8 keptMask(const std::uint8_t* keep,
                                                            __mmask8 lanes)
{
    return __mmask8(keptBits(keep, lanes, 8));
}

// y·2^r in one instruction (VSCALEF), where AVX2 builds 2^r's bits.
__attribute__((target("avx512f"))) inline __m512 scaledByPowerOfTwo(__m512 y, __m512 r)
{
    return _mm512_scalef_ps(y, r);
}
__attribute__((target("avx512f"))) inline __m512d scaledByPowerOfTwo(__m512d y, __m512d r)
{
    return _mm512_scalef_pd(y, r);
}

AE_SOFTMAX_EXP_FLOAT("avx512f", __m512, mm512, _mm512_roundscale_ps)
AE_SOFTMAX_EXP_DOUBLE("avx512f", __m512d, mm512, _mm512_roundscale_pd)

} // namespace

// The block is walked in groups of up to eight vectors of rows (128 floats
// or 64 doubles), each group column by column: a column's rows of the group
// are contiguous, and the group's maxima, sums and inverse sums stay in
// registers across all columns. (Measured: one vector of rows at a time
// touches a page per column and was 20% slower at m = 2048; per-row state
// kept in memory made each column wait for the previous one's store.)
#if defined(__clang__)
#define AE_UNROLL_GROUP _Pragma("unroll")
#else
#define AE_UNROLL_GROUP _Pragma("GCC unroll 8")
#endif

namespace {

constexpr int groupVectors = 8;

// Lanes of the group's vectors that exist; returns how many vectors have any.
template <typename Mask>
int groupLanes(std::ptrdiff_t first, std::ptrdiff_t rows, int width, Mask* lanes)
{
    int active = 0;
    for (int v = 0; v < groupVectors; ++v) {
        const std::ptrdiff_t row = first + std::ptrdiff_t(v) * width;
        lanes[v] = row < rows ? laneMask<Mask>(row, rows, width) : Mask(0);
        active += row < rows;
    }
    return active;
}

} // namespace

// Both kernels for one scalar: its vector V, lane mask Mask, intrinsic
// suffix (ps, pd), lanes per vector and exp clamp.
#define AE_SOFTMAX_AVX512_KERNELS(Scalar, V, Mask, sfx, width, lowestValue)                        \
    __attribute__((target("avx512f"))) void avx512RowMax(const RowBlock<Scalar>& block,            \
                                                         Scalar* rowMax)                           \
    {                                                                                              \
        const V minusInfinity = _mm512_set1_##sfx(-std::numeric_limits<Scalar>::infinity());       \
        for (std::ptrdiff_t i = 0; i < block.rows; i += groupVectors * (width)) {                  \
            Mask lanes[groupVectors];                                                              \
            const int active = groupLanes(i, block.rows, (width), lanes);                          \
            V largest[groupVectors];                                                               \
            AE_UNROLL_GROUP                                                                        \
            for (int v = 0; v < groupVectors; ++v)                                                 \
                largest[v] = minusInfinity;                                                        \
            for (std::ptrdiff_t j = 0; j < block.cols; ++j) {                                      \
                const Scalar* column = block.scores + i + j * block.ldScores;                      \
                const std::uint8_t* keep =                                                         \
                    block.keep ? block.keep + i + j * block.ldKeep : nullptr;                      \
                AE_UNROLL_GROUP                                                                    \
                for (int v = 0; v < groupVectors; ++v) {                                           \
                    if (v >= active) /* one exit, so the loop unrolls in clang */                  \
                        continue;                                                                  \
                    V s = _mm512_maskz_loadu_##sfx(lanes[v], column + v * (width));                \
                    if (keep)                                                                      \
                        s = _mm512_mask_blend_##sfx(keptMask(keep + v * (width), lanes[v]),        \
                                                    minusInfinity, s);                             \
                    /* NaN: MAX returns its second operand, so NaN scores are skipped. */          \
                    largest[v] = _mm512_max_##sfx(s, largest[v]);                                  \
                }                                                                                  \
            }                                                                                      \
            AE_UNROLL_GROUP                                                                        \
            for (int v = 0; v < groupVectors; ++v)                                                 \
                if (v < active)                                                                    \
                    _mm512_mask_storeu_##sfx(rowMax + i + v * (width), lanes[v], largest[v]);      \
        }                                                                                          \
    }                                                                                              \
                                                                                                   \
    __attribute__((target("avx512f"))) void avx512ExpNormalise(                                    \
        const RowBlock<Scalar>& block, const Scalar* rowMax,                                       \
        const gemm::PanelLayout<Scalar>* packed, std::ptrdiff_t packedRow)                         \
    {                                                                                              \
        const V lowest = _mm512_set1_##sfx(lowestValue);                                           \
        const V zero = _mm512_setzero_##sfx();                                                     \
        const V one = _mm512_set1_##sfx(Scalar(1));                                                \
        for (std::ptrdiff_t i = 0; i < block.rows; i += groupVectors * (width)) {                  \
            Mask lanes[groupVectors];                                                              \
            const int active = groupLanes(i, block.rows, (width), lanes);                          \
            V largest[groupVectors], sum[groupVectors];                                            \
            AE_UNROLL_GROUP                                                                        \
            for (int v = 0; v < groupVectors; ++v) {                                               \
                largest[v] = _mm512_maskz_loadu_##sfx(lanes[v], rowMax + i + v * (width));         \
                sum[v] = zero;                                                                     \
            }                                                                                      \
            for (std::ptrdiff_t j = 0; j < block.cols; ++j) {                                      \
                const Scalar* scores = block.scores + i + j * block.ldScores;                      \
                Scalar* weights = block.weights + i + j * block.ldWeights;                         \
                const std::uint8_t* keep =                                                         \
                    block.keep ? block.keep + i + j * block.ldKeep : nullptr;                      \
                AE_UNROLL_GROUP                                                                    \
                for (int v = 0; v < groupVectors; ++v) {                                           \
                    if (v >= active) /* one exit, so the loop unrolls in clang */                  \
                        continue;                                                                  \
                    V x = _mm512_sub_##sfx(                                                        \
                        _mm512_maskz_loadu_##sfx(lanes[v], scores + v * (width)), largest[v]);     \
                    /* NaN kept: MAX and MIN return their second operand. */                       \
                    x = _mm512_min_##sfx(zero, _mm512_max_##sfx(lowest, x));                       \
                    V y = expVector(x);                                                            \
                    if (keep) /* times 1 or 0, as the AVX2 kernel (NaN · 0 stays NaN) */          \
                        y = _mm512_mul_##sfx(y, _mm512_maskz_mov_##sfx(                            \
                                                    keptMask(keep + v * (width), lanes[v]), one)); \
                    _mm512_mask_storeu_##sfx(weights + v * (width), lanes[v], y);                  \
                    sum[v] = _mm512_add_##sfx(sum[v], y);                                          \
                }                                                                                  \
            }                                                                                      \
            /* 1/sum, or 0 where sum > 0 fails (all masked, or NaN). */                            \
            AE_UNROLL_GROUP                                                                        \
            for (int v = 0; v < groupVectors; ++v)                                                 \
                sum[v] = _mm512_maskz_div_##sfx(_mm512_cmp_##sfx##_mask(sum[v], zero, _CMP_GT_OQ), \
                                                one, sum[v]);                                      \
            for (std::ptrdiff_t j = 0; j < block.cols; ++j) {                                      \
                Scalar* weights = block.weights + i + j * block.ldWeights;                         \
                AE_UNROLL_GROUP                                                                    \
                for (int v = 0; v < groupVectors; ++v) {                                           \
                    if (v >= active) /* one exit, so the loop unrolls in clang */                  \
                        continue;                                                                  \
                    Scalar* w = weights + v * (width);                                             \
                    const V normalised =                                                           \
                        _mm512_mul_##sfx(_mm512_maskz_loadu_##sfx(lanes[v], w), sum[v]);           \
                    _mm512_mask_storeu_##sfx(w, lanes[v], normalised);                             \
                    if (packed)                                                                    \
                        _mm512_mask_storeu_##sfx(packed->at(packedRow + i + v * (width), j),       \
                                                 lanes[v], normalised);                            \
                }                                                                                  \
            }                                                                                      \
        }                                                                                          \
    }

AE_SOFTMAX_AVX512_KERNELS(float, __m512, __mmask16, ps, 16, -87.0f)
AE_SOFTMAX_AVX512_KERNELS(double, __m512d, __mmask8, pd, 8, -708.0)

} // namespace ae::softmax

#endif
