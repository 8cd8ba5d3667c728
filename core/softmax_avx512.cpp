// AVX-512F kernels of the masked softmax (core/softmax_kernels.h): the AVX2
// kernels' exp (Cephes, same constants, same order of operations) 16 floats
// or 8 doubles wide, the row maximum and the normalisation vectorised too,
// and a block's last rows through masked loads and stores instead of padded
// copies. Only intrinsics in functions compiled for AVX-512F.

#include "core/softmax_kernels.h"

#ifdef AE_SOFTMAX_X86
// GCC 12's AVX-512 intrinsics fill unused lanes from _mm512_undefined_*(),
// a self-initialised variable that -Wmaybe-uninitialized reports once the
// intrinsic is inlined here; the lanes are never read.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
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

__attribute__((target("avx512f"))) inline __mmask16 keptFloat(const std::uint8_t* keep,
                                                              __mmask16 lanes)
{
    if (lanes == 0xFFFF) {
        const __m512i bytes =
            _mm512_cvtepu8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(keep)));
        return _mm512_test_epi32_mask(bytes, bytes);
    }
    return __mmask16(keptLanes(keep, __builtin_popcount(lanes)));
}

__attribute__((target("avx512f"))) inline __mmask8 keptDouble(const std::uint8_t* keep,
                                                              __mmask8 lanes)
{
    if (lanes == 0xFF) {
        const __m512i bytes =
            _mm512_cvtepu8_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(keep)));
        return _mm512_test_epi64_mask(bytes, bytes);
    }
    return __mmask8(keptLanes(keep, __builtin_popcount(lanes)));
}

__attribute__((target("avx512f"))) inline __m512 expFloat(__m512 x)
{
    const __m512 log2e = _mm512_set1_ps(1.44269504088896341f);
    const __m512 ln2High = _mm512_set1_ps(0.693359375f);
    const __m512 ln2Low = _mm512_set1_ps(-2.12194440e-4f);
    const __m512 p0 = _mm512_set1_ps(1.9875691500e-4f);
    const __m512 p1 = _mm512_set1_ps(1.3981999507e-3f);
    const __m512 p2 = _mm512_set1_ps(8.3334519073e-3f);
    const __m512 p3 = _mm512_set1_ps(4.1665795894e-2f);
    const __m512 p4 = _mm512_set1_ps(1.6666665459e-1f);
    const __m512 p5 = _mm512_set1_ps(5.0000001201e-1f);
    const __m512 r = _mm512_roundscale_ps(_mm512_mul_ps(x, log2e),
                                          _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512 g = _mm512_fnmadd_ps(r, ln2High, x);
    g = _mm512_fnmadd_ps(r, ln2Low, g);
    __m512 p = _mm512_fmadd_ps(p0, g, p1);
    p = _mm512_fmadd_ps(p, g, p2);
    p = _mm512_fmadd_ps(p, g, p3);
    p = _mm512_fmadd_ps(p, g, p4);
    p = _mm512_fmadd_ps(p, g, p5);
    const __m512 y =
        _mm512_add_ps(_mm512_fmadd_ps(p, _mm512_mul_ps(g, g), g), _mm512_set1_ps(1.0f));
    const __m512i exponent =
        _mm512_slli_epi32(_mm512_add_epi32(_mm512_cvtps_epi32(r), _mm512_set1_epi32(127)), 23);
    return _mm512_mul_ps(y, _mm512_castsi512_ps(exponent));
}

__attribute__((target("avx512f"))) inline __m512d expDouble(__m512d x)
{
    const __m512d log2e = _mm512_set1_pd(1.4426950408889634073599);
    const __m512d ln2High = _mm512_set1_pd(6.93145751953125e-1);
    const __m512d ln2Low = _mm512_set1_pd(1.42860682030941723212e-6);
    const __m512d p0 = _mm512_set1_pd(1.26177193074810590878e-4);
    const __m512d p1 = _mm512_set1_pd(3.02994407707441961300e-2);
    const __m512d p2 = _mm512_set1_pd(9.99999999999999999910e-1);
    const __m512d q0 = _mm512_set1_pd(3.00198505138664455042e-6);
    const __m512d q1 = _mm512_set1_pd(2.52448340349684104192e-3);
    const __m512d q2 = _mm512_set1_pd(2.27265548208155028766e-1);
    const __m512d q3 = _mm512_set1_pd(2.00000000000000000009e0);
    const __m512d shifter = _mm512_set1_pd(6755399441055744.0); // 1.5·2^52
    const __m512d r = _mm512_roundscale_pd(_mm512_mul_pd(x, log2e),
                                           _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512d g = _mm512_fnmadd_pd(r, ln2High, x);
    g = _mm512_fnmadd_pd(r, ln2Low, g);
    const __m512d gg = _mm512_mul_pd(g, g);
    __m512d p = _mm512_fmadd_pd(p0, gg, p1);
    p = _mm512_mul_pd(_mm512_fmadd_pd(p, gg, p2), g);
    __m512d q = _mm512_fmadd_pd(q0, gg, q1);
    q = _mm512_fmadd_pd(q, gg, q2);
    q = _mm512_fmadd_pd(q, gg, q3);
    const __m512d y = _mm512_fmadd_pd(_mm512_set1_pd(2.0), _mm512_div_pd(p, _mm512_sub_pd(q, p)),
                                      _mm512_set1_pd(1.0));
    const __m512i integer = _mm512_sub_epi64(_mm512_castpd_si512(_mm512_add_pd(r, shifter)),
                                             _mm512_castpd_si512(shifter));
    const __m512i exponent =
        _mm512_slli_epi64(_mm512_add_epi64(integer, _mm512_set1_epi64(1023)), 52);
    return _mm512_mul_pd(y, _mm512_castsi512_pd(exponent));
}

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

__attribute__((target("avx512f"))) void avx512RowMax(const RowBlock<float>& block, float* rowMax)
{
    constexpr int width = 16;
    const __m512 minusInfinity = _mm512_set1_ps(-std::numeric_limits<float>::infinity());
    for (std::ptrdiff_t i = 0; i < block.rows; i += groupVectors * width) {
        __mmask16 lanes[groupVectors];
        const int active = groupLanes(i, block.rows, width, lanes);
        __m512 largest[groupVectors];
        AE_UNROLL_GROUP
        for (int v = 0; v < groupVectors; ++v)
            largest[v] = minusInfinity;
        for (std::ptrdiff_t j = 0; j < block.cols; ++j) {
            const float* column = block.scores + i + j * block.ldScores;
            const std::uint8_t* keep = block.keep ? block.keep + i + j * block.ldKeep : nullptr;
            AE_UNROLL_GROUP
            for (int v = 0; v < groupVectors; ++v) {
                if (v >= active)
                    break;
                __m512 s = _mm512_maskz_loadu_ps(lanes[v], column + v * width);
                if (keep)
                    s = _mm512_mask_blend_ps(keptFloat(keep + v * width, lanes[v]), minusInfinity,
                                             s);
                // NaN: MAXPS returns its second operand, so NaN scores are skipped.
                largest[v] = _mm512_max_ps(s, largest[v]);
            }
        }
        AE_UNROLL_GROUP
        for (int v = 0; v < groupVectors; ++v)
            if (v < active)
                _mm512_mask_storeu_ps(rowMax + i + v * width, lanes[v], largest[v]);
    }
}

__attribute__((target("avx512f"))) void avx512RowMax(const RowBlock<double>& block, double* rowMax)
{
    constexpr int width = 8;
    const __m512d minusInfinity = _mm512_set1_pd(-std::numeric_limits<double>::infinity());
    for (std::ptrdiff_t i = 0; i < block.rows; i += groupVectors * width) {
        __mmask8 lanes[groupVectors];
        const int active = groupLanes(i, block.rows, width, lanes);
        __m512d largest[groupVectors];
        AE_UNROLL_GROUP
        for (int v = 0; v < groupVectors; ++v)
            largest[v] = minusInfinity;
        for (std::ptrdiff_t j = 0; j < block.cols; ++j) {
            const double* column = block.scores + i + j * block.ldScores;
            const std::uint8_t* keep = block.keep ? block.keep + i + j * block.ldKeep : nullptr;
            AE_UNROLL_GROUP
            for (int v = 0; v < groupVectors; ++v) {
                if (v >= active)
                    break;
                __m512d s = _mm512_maskz_loadu_pd(lanes[v], column + v * width);
                if (keep)
                    s = _mm512_mask_blend_pd(keptDouble(keep + v * width, lanes[v]), minusInfinity,
                                             s);
                largest[v] = _mm512_max_pd(s, largest[v]);
            }
        }
        AE_UNROLL_GROUP
        for (int v = 0; v < groupVectors; ++v)
            if (v < active)
                _mm512_mask_storeu_pd(rowMax + i + v * width, lanes[v], largest[v]);
    }
}

__attribute__((target("avx512f"))) void avx512ExpNormalise(const RowBlock<float>& block,
                                                           const float* rowMax,
                                                           const gemm::PanelLayout<float>* packed,
                                                           std::ptrdiff_t packedRow)
{
    constexpr int width = 16;
    const __m512 lowest = _mm512_set1_ps(-87.0f);
    const __m512 zero = _mm512_setzero_ps();
    const __m512 one = _mm512_set1_ps(1.0f);
    for (std::ptrdiff_t i = 0; i < block.rows; i += groupVectors * width) {
        __mmask16 lanes[groupVectors];
        const int active = groupLanes(i, block.rows, width, lanes);
        __m512 largest[groupVectors], sum[groupVectors];
        AE_UNROLL_GROUP
        for (int v = 0; v < groupVectors; ++v) {
            largest[v] = _mm512_maskz_loadu_ps(lanes[v], rowMax + i + v * width);
            sum[v] = zero;
        }
        for (std::ptrdiff_t j = 0; j < block.cols; ++j) {
            const float* scores = block.scores + i + j * block.ldScores;
            float* weights = block.weights + i + j * block.ldWeights;
            const std::uint8_t* keep = block.keep ? block.keep + i + j * block.ldKeep : nullptr;
            AE_UNROLL_GROUP
            for (int v = 0; v < groupVectors; ++v) {
                if (v >= active)
                    break;
                __m512 x =
                    _mm512_sub_ps(_mm512_maskz_loadu_ps(lanes[v], scores + v * width), largest[v]);
                x = _mm512_min_ps(zero, _mm512_max_ps(lowest, x)); // NaN kept (second operand)
                __m512 y = expFloat(x);
                if (keep) // times 1 or 0, as the AVX2 kernel (NaN · 0 stays NaN)
                    y = _mm512_mul_ps(
                        y, _mm512_maskz_mov_ps(keptFloat(keep + v * width, lanes[v]), one));
                _mm512_mask_storeu_ps(weights + v * width, lanes[v], y);
                sum[v] = _mm512_add_ps(sum[v], y);
            }
        }
        // 1/sum, or 0 where sum > 0 fails (all masked, or NaN).
        AE_UNROLL_GROUP
        for (int v = 0; v < groupVectors; ++v)
            sum[v] = _mm512_maskz_div_ps(_mm512_cmp_ps_mask(sum[v], zero, _CMP_GT_OQ), one, sum[v]);
        for (std::ptrdiff_t j = 0; j < block.cols; ++j) {
            float* weights = block.weights + i + j * block.ldWeights;
            AE_UNROLL_GROUP
            for (int v = 0; v < groupVectors; ++v) {
                if (v >= active)
                    break;
                float* w = weights + v * width;
                const __m512 normalised = _mm512_mul_ps(_mm512_maskz_loadu_ps(lanes[v], w), sum[v]);
                _mm512_mask_storeu_ps(w, lanes[v], normalised);
                if (packed)
                    _mm512_mask_storeu_ps(packed->at(packedRow + i + v * width, j), lanes[v],
                                          normalised);
            }
        }
    }
}

__attribute__((target("avx512f"))) void avx512ExpNormalise(const RowBlock<double>& block,
                                                           const double* rowMax,
                                                           const gemm::PanelLayout<double>* packed,
                                                           std::ptrdiff_t packedRow)
{
    constexpr int width = 8;
    const __m512d lowest = _mm512_set1_pd(-708.0);
    const __m512d zero = _mm512_setzero_pd();
    const __m512d one = _mm512_set1_pd(1.0);
    for (std::ptrdiff_t i = 0; i < block.rows; i += groupVectors * width) {
        __mmask8 lanes[groupVectors];
        const int active = groupLanes(i, block.rows, width, lanes);
        __m512d largest[groupVectors], sum[groupVectors];
        AE_UNROLL_GROUP
        for (int v = 0; v < groupVectors; ++v) {
            largest[v] = _mm512_maskz_loadu_pd(lanes[v], rowMax + i + v * width);
            sum[v] = zero;
        }
        for (std::ptrdiff_t j = 0; j < block.cols; ++j) {
            const double* scores = block.scores + i + j * block.ldScores;
            double* weights = block.weights + i + j * block.ldWeights;
            const std::uint8_t* keep = block.keep ? block.keep + i + j * block.ldKeep : nullptr;
            AE_UNROLL_GROUP
            for (int v = 0; v < groupVectors; ++v) {
                if (v >= active)
                    break;
                __m512d x =
                    _mm512_sub_pd(_mm512_maskz_loadu_pd(lanes[v], scores + v * width), largest[v]);
                x = _mm512_min_pd(zero, _mm512_max_pd(lowest, x));
                __m512d y = expDouble(x);
                if (keep)
                    y = _mm512_mul_pd(
                        y, _mm512_maskz_mov_pd(keptDouble(keep + v * width, lanes[v]), one));
                _mm512_mask_storeu_pd(weights + v * width, lanes[v], y);
                sum[v] = _mm512_add_pd(sum[v], y);
            }
        }
        AE_UNROLL_GROUP
        for (int v = 0; v < groupVectors; ++v)
            sum[v] = _mm512_maskz_div_pd(_mm512_cmp_pd_mask(sum[v], zero, _CMP_GT_OQ), one, sum[v]);
        for (std::ptrdiff_t j = 0; j < block.cols; ++j) {
            double* weights = block.weights + i + j * block.ldWeights;
            AE_UNROLL_GROUP
            for (int v = 0; v < groupVectors; ++v) {
                if (v >= active)
                    break;
                double* w = weights + v * width;
                const __m512d normalised =
                    _mm512_mul_pd(_mm512_maskz_loadu_pd(lanes[v], w), sum[v]);
                _mm512_mask_storeu_pd(w, lanes[v], normalised);
                if (packed)
                    _mm512_mask_storeu_pd(packed->at(packedRow + i + v * width, j), lanes[v],
                                          normalised);
            }
        }
    }
}

} // namespace ae::softmax

#endif
