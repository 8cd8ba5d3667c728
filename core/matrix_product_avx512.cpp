// AVX-512F micro-kernels (core/matrix_product_kernels.h): the AVX2 kernels'
// tile (two vectors × 6 columns) with 512-bit vectors. Only intrinsics in
// functions compiled for AVX-512F; no Eigen header is included.

#include "core/matrix_product_kernels.h"

#ifdef AE_GEMM_X86
// GCC 12's AVX-512 intrinsics (max) fill unused lanes from
// _mm512_undefined_*(), a self-initialised variable that
// -Wmaybe-uninitialized reports once the intrinsic is inlined; the lanes are
// never read (as in core/softmax_avx512.cpp).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include "core/matrix_product_pack.inc"
#include "core/matrix_product_tile.inc"

#include <cstring>
#include <immintrin.h>

namespace ae::gemm {

AE_GEMM_TILE_KERNELS(avx512, Float, "avx512f", float, __m512, 16, mm512, ps)
AE_GEMM_TILE_KERNELS(avx512, Double, "avx512f", double, __m512d, 8, mm512, pd)

AE_GEMM_PACK_KERNELS(avx512PackAFloat, avx512PackBFloat, "avx512f", float, 32)
AE_GEMM_PACK_KERNELS(avx512PackADouble, avx512PackBDouble, "avx512f", double, 16)

} // namespace ae::gemm

#endif
