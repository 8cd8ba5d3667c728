// AVX2 + FMA micro-kernels (core/matrix_product_kernels.h). Only intrinsics
// in functions compiled for AVX2 + FMA; no Eigen header is
// included, so nothing of Eigen is compiled for a wider instruction set than
// the rest of the library.

#include "core/matrix_product_kernels.h"

#ifdef AE_GEMM_X86
#include "core/matrix_product_pack.inc"
#include "core/matrix_product_tile.inc"

#include <cstring>
#include <immintrin.h>

namespace ae::gemm {

AE_GEMM_TILE_KERNELS(avx2, Float, "avx2,fma", float, __m256, 8, mm256, ps)
AE_GEMM_TILE_KERNELS(avx2, Double, "avx2,fma", double, __m256d, 4, mm256, pd)

AE_GEMM_PACK_KERNELS(avx2PackAFloat, avx2PackBFloat, "avx2,fma", float, 16)
AE_GEMM_PACK_KERNELS(avx2PackADouble, avx2PackBDouble, "avx2,fma", double, 8)

} // namespace ae::gemm

#endif
