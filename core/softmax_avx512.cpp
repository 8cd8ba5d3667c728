// AVX-512F kernels of the masked softmax (core/softmax_kernels.h): the
// group kernels of core/softmax_group.inc 16 floats or 8 doubles wide, with
// mask registers for a block's last rows. Only intrinsics in functions
// compiled for AVX-512F.

#include "core/softmax_kernels.h"

#ifdef AE_SOFTMAX_X86
// GCC 12's AVX-512 intrinsics fill unused lanes from _mm512_undefined_*(),
// a self-initialised variable that -Wmaybe-uninitialized reports once the
// intrinsic is inlined here; the lanes are never read.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include "core/softmax_exp.inc"
#include "core/softmax_group.inc"

#include <algorithm>
#include <immintrin.h>
#include <limits>

namespace ae::softmax {

namespace {

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

// The traits of core/softmax_group.inc for one scalar: lanes are mask
// registers, so loads and stores of a block's last rows are masked.
#define AE_AVX512 __attribute__((target("avx512f"))) static
#define AE_SOFTMAX_AVX512_TRAITS(Name, ScalarType, Vector, Mask, sfx, lanesPerVector, clamp)       \
    struct Name                                                                                    \
    {                                                                                              \
        using Scalar = ScalarType;                                                                 \
        using V = Vector;                                                                          \
        using Lanes = Mask;                                                                        \
        static constexpr int width = lanesPerVector;                                               \
        static constexpr Scalar lowest = clamp;                                                    \
        AE_SOFTMAX_TRAITS_ARITHMETIC("avx512f", mm512, sfx)                                        \
        AE_AVX512 Lanes lanes(std::ptrdiff_t valid)                                                \
        {                                                                                          \
            return valid >= width ? Lanes(~Lanes(0)) : Lanes((Lanes(1) << valid) - 1);             \
        }                                                                                          \
        AE_AVX512 Lanes none() { return Lanes(0); }                                                \
        AE_AVX512 V load(Lanes l, bool, const Scalar* p)                                           \
        {                                                                                          \
            return _mm512_maskz_loadu_##sfx(l, p);                                                 \
        }                                                                                          \
        AE_AVX512 void store(Lanes l, bool, Scalar* p, V v) { _mm512_mask_storeu_##sfx(p, l, v); } \
        AE_AVX512 void stream(Scalar* p, V v) { _mm512_stream_##sfx(p, v); }                       \
        AE_AVX512 Lanes kept(const std::uint8_t* keep, Lanes l)                                    \
        {                                                                                          \
            return Lanes(keptBits(keep, l, width));                                                \
        }                                                                                          \
        AE_AVX512 V select(Lanes k, V a, V b) { return _mm512_mask_blend_##sfx(k, b, a); }         \
        AE_AVX512 V oneWhere(Lanes k) { return _mm512_maskz_mov_##sfx(k, splat(1)); }              \
        AE_AVX512 V inverseWherePositive(V s)                                                      \
        {                                                                                          \
            return _mm512_maskz_div_##sfx(_mm512_cmp_##sfx##_mask(s, zero(), _CMP_GT_OQ),          \
                                          splat(1), s);                                            \
        }                                                                                          \
    };
AE_SOFTMAX_AVX512_TRAITS(Avx512Float, float, __m512, __mmask16, ps, 16, -87.0f)
AE_SOFTMAX_AVX512_TRAITS(Avx512Double, double, __m512d, __mmask8, pd, 8, -708.0)
#undef AE_SOFTMAX_AVX512_TRAITS
#undef AE_AVX512

} // namespace

AE_SOFTMAX_GROUP_KERNELS("avx512f", Avx512Float, avx512RowMax, avx512ExpNormalise, 8)
AE_SOFTMAX_GROUP_KERNELS("avx512f", Avx512Double, avx512RowMax, avx512ExpNormalise, 8)

} // namespace ae::softmax

#endif
