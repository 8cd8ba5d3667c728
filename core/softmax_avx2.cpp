// AVX2 + FMA kernels of the masked softmax (core/softmax_kernels.h): the
// group kernels of core/softmax_group.inc 8 floats or 4 doubles wide. Lanes
// are vectors of all-ones or zero integers; a block's last rows go through
// VMASKMOV loads and stores, which neither read nor write the lanes left
// out. Only intrinsics in functions compiled for AVX2 + FMA.

#include "core/softmax_kernels.h"

#ifdef AE_SOFTMAX_X86
#include "core/softmax_exp.inc"
#include "core/softmax_group.inc"

#include <algorithm>
#include <cstring>
#include <immintrin.h>
#include <limits>

namespace ae::softmax {

namespace {

// y·2^r with 2^r built in the exponent bits (r is an integer in [−126, 0]
// or [−1022, 0]). Double: r + 1.5·2^52 holds the integer r in its low
// mantissa bits.
__attribute__((target("avx2,fma"))) inline __m256 scaledByPowerOfTwo(__m256 y, __m256 r)
{
    const __m256i exponent =
        _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(r), _mm256_set1_epi32(127)), 23);
    return _mm256_mul_ps(y, _mm256_castsi256_ps(exponent));
}
__attribute__((target("avx2,fma"))) inline __m256d scaledByPowerOfTwo(__m256d y, __m256d r)
{
    const __m256d shifter = _mm256_set1_pd(6755399441055744.0);
    const __m256i integer = _mm256_sub_epi64(_mm256_castpd_si256(_mm256_add_pd(r, shifter)),
                                             _mm256_castpd_si256(shifter));
    const __m256i exponent =
        _mm256_slli_epi64(_mm256_add_epi64(integer, _mm256_set1_epi64x(1023)), 52);
    return _mm256_mul_pd(y, _mm256_castsi256_pd(exponent));
}

AE_SOFTMAX_EXP_FLOAT("avx2,fma", __m256, mm256, _mm256_round_ps)
AE_SOFTMAX_EXP_DOUBLE("avx2,fma", __m256d, mm256, _mm256_round_pd)

// The keep bytes of `count` (≤ 8) rows, zero-padded to 8, without reading
// past them; a whole vector's (`width` bytes) in one load.
inline long long keepBytes(const std::uint8_t* keep, int count, int width)
{
    long long bytes = 0;
    if (count == width && width == 8)
        std::memcpy(&bytes, keep, 8);
    else if (count == width && width == 4)
        std::memcpy(&bytes, keep, 4);
    else
        std::memcpy(&bytes, keep, std::size_t(count));
    return bytes;
}

// The traits of core/softmax_group.inc for one scalar: `epi` is the integer
// lane (epi32 for floats, epi64 for doubles), `broadcastCount` its
// broadcast, `laneIndex` the vector 0, 1, 2, … and `widen` the keep bytes'
// zero-extension to the lanes.
#define AE_AVX2 __attribute__((target("avx2,fma"))) static
#define AE_SOFTMAX_AVX2_TRAITS(Name, ScalarType, Vector, sfx, lanesPerVector, epi, broadcastCount, \
                               laneIndex, widen, clamp)                                            \
    struct Name                                                                                    \
    {                                                                                              \
        using Scalar = ScalarType;                                                                 \
        using V = Vector;                                                                          \
        using Lanes = __m256i;                                                                     \
        static constexpr int width = lanesPerVector;                                               \
        static constexpr Scalar lowest = clamp;                                                    \
        AE_SOFTMAX_TRAITS_ARITHMETIC("avx2,fma", mm256, sfx)                                       \
        AE_AVX2 Lanes lanes(std::ptrdiff_t valid) /* lane k is on when k < valid */                \
        {                                                                                          \
            return _mm256_cmpgt_##epi(broadcastCount(std::min<std::ptrdiff_t>(valid, width)),      \
                                      laneIndex);                                                  \
        }                                                                                          \
        AE_AVX2 Lanes none() { return _mm256_setzero_si256(); }                                    \
        /* VMASKMOV only for a block's last rows: its stores are slow on AMD */                    \
        AE_AVX2 V load(Lanes l, bool full, const Scalar* p)                                        \
        {                                                                                          \
            return full ? _mm256_loadu_##sfx(p) : _mm256_maskload_##sfx(p, l);                     \
        }                                                                                          \
        AE_AVX2 void store(Lanes l, bool full, Scalar* p, V v)                                     \
        {                                                                                          \
            if (full)                                                                              \
                _mm256_storeu_##sfx(p, v);                                                         \
            else                                                                                   \
                _mm256_maskstore_##sfx(p, l, v);                                                   \
        }                                                                                          \
        AE_AVX2 void stream(Scalar* p, V v) { _mm256_stream_##sfx(p, v); }                         \
        AE_AVX2 Lanes kept(const std::uint8_t* keep, Lanes l)                                      \
        {                                                                                          \
            const int count =                                                                      \
                __builtin_popcount(unsigned(_mm256_movemask_##sfx(_mm256_castsi256_##sfx(l))));    \
            const __m256i wide = widen(_mm_cvtsi64_si128(keepBytes(keep, count, width)));          \
            return _mm256_and_si256(_mm256_cmpgt_##epi(wide, _mm256_setzero_si256()), l);          \
        }                                                                                          \
        AE_AVX2 V select(Lanes k, V a, V b)                                                        \
        {                                                                                          \
            return _mm256_blendv_##sfx(b, a, _mm256_castsi256_##sfx(k));                           \
        }                                                                                          \
        AE_AVX2 V oneWhere(Lanes k)                                                                \
        {                                                                                          \
            return _mm256_and_##sfx(_mm256_castsi256_##sfx(k), splat(1));                          \
        }                                                                                          \
        AE_AVX2 V inverseWherePositive(V s)                                                        \
        {                                                                                          \
            return _mm256_and_##sfx(_mm256_div_##sfx(splat(1), s),                                 \
                                    _mm256_cmp_##sfx(s, zero(), _CMP_GT_OQ));                      \
        }                                                                                          \
    };
AE_SOFTMAX_AVX2_TRAITS(Avx2Float, float, __m256, ps, 8, epi32, _mm256_set1_epi32,
                       _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), _mm256_cvtepu8_epi32, -87.0f)
AE_SOFTMAX_AVX2_TRAITS(Avx2Double, double, __m256d, pd, 4, epi64, _mm256_set1_epi64x,
                       _mm256_setr_epi64x(0, 1, 2, 3), _mm256_cvtepu8_epi64, -708.0)
#undef AE_SOFTMAX_AVX2_TRAITS
#undef AE_AVX2

} // namespace

// Eight vectors a group (64 floats, 32 doubles), as on AVX-512: with 16
// registers some of the exp's constants spill, which costs less than
// walking the columns twice as often (measured at m = 1024, rows from
// memory: 0.77 ns an entry against 1.05 with four vectors).
AE_SOFTMAX_GROUP_KERNELS("avx2,fma", Avx2Float, avx2RowMax, avx2ExpNormalise, 8)
AE_SOFTMAX_GROUP_KERNELS("avx2,fma", Avx2Double, avx2RowMax, avx2ExpNormalise, 8)

} // namespace ae::softmax

#endif
