#pragma once
// The micro-kernels of core/matrix_product.cpp's packed GEMM, one per
// instruction set and scalar, each compiled for its instruction set alone
// (core/matrix_product_avx2.cpp, core/matrix_product_avx512.cpp). Internal
// to the engine: callers use core/matrix_product.h.
//
// A kernel multiplies one packed micro-panel of A (kc × MR, stored k-major:
// a[p·MR + i]) by one of B (kc × NR: b[p·bStep + j]; bStep is NR for a
// packed panel, the row stride for rows read in place) and writes the MR×NR
// tile into column-major C (c[i + j·ldc]): C = alpha·A·B, or C += alpha·A·B when
// `accumulate` (one FMA per entry, written out, so every kernel rounds it
// the same way). MR is two vector registers of the instruction set, NR is 6:
// 12 accumulators, two loads of A and six broadcasts of B per step of k.

#include <cstddef>

namespace ae::gemm {

constexpr int tileColumns = 6; // NR of every kernel

// What a full MR×6 tile does besides writing C, for the fused softmax slices
// of core/multi_head_attention.cpp (core/matrix_product.h's
// multiplyCopyingInto and multiplyScalingInto). Every pointer is at the
// tile's first row (and column or depth); the streamed destinations'
// columns start on 64-byte boundaries (the caller checks), and the caller
// fences the streamed stores (sfence) before another thread reads them.
template <typename Scalar> struct TileExtras
{
    // With `panel` (the packed A panel, the same memory as `a`), at each
    // step p of the product: when `scale` is set, the step times
    // scale[0…MR) lane by lane, written back in place (the tile multiplies
    // the scaled panel); for p in [streamBegin, streamEnd), the step as
    // multiplied streamed to scaled[i + p·ldScaled]. One tile scales a panel
    // and the tiles after it, reading the scaled panel, share its streaming:
    // a single tile's streams would outrun memory while the rest only
    // computed.
    Scalar* panel = nullptr;
    const Scalar* scale = nullptr;
    Scalar* scaled = nullptr;
    std::ptrdiff_t ldScaled = 0;
    std::ptrdiff_t streamBegin = 0, streamEnd = 0;
    // After it, unless copyColumns[0] is null: the tile's column j as
    // written to C also streamed to copyColumns[j][0…MR) (each 64-byte
    // aligned: Q·Kᵀ's scores streamed to the trace), and, unless rowMax is
    // null, rowMax[i]
    // = max(C(i, j), rowMax[i]) for j = 0…5 in order, a NaN entry skipped
    // (as MAXPS skips its first operand's NaN).
    Scalar* copyColumns[tileColumns] = {};
    Scalar* rowMax = nullptr;
};

template <typename Scalar>
using TileKernel = void (*)(std::ptrdiff_t kc, const Scalar* a, const Scalar* b,
                            std::ptrdiff_t bStep, Scalar* c, std::ptrdiff_t ldc, Scalar alpha,
                            bool accumulate, const TileExtras<Scalar>* extras);

// An edge tile's first `columns` (2 or 4) of its 6: the MR × columns block
// of A·B from the same panels (b still bStep entries a step), written
// C = alpha·A·B, or C += alpha·A·B when `accumulate`, for a last column
// tile with that few valid columns. Each column takes the same operations
// in the same order as in the full tile, so the same bits; it skips the
// padding's work (weights·V with 32 columns computed 36: (128×256)·(256×32)
// ran at 84 GF float, now 90).
template <typename Scalar>
using NarrowTileKernel = void (*)(std::ptrdiff_t kc, const Scalar* a, const Scalar* b,
                                  std::ptrdiff_t bStep, Scalar* c, std::ptrdiff_t ldc, Scalar alpha,
                                  bool accumulate);

// Packing kernels (core/matrix_product_pack.inc): `valid` rows of an operand
// whose panels' columns (A) or rows (B) are contiguous in memory, `stride`
// apart, into one micro-panel, zero-padded to MR rows (A) or 6 columns (B).
template <typename Scalar>
using PackKernel = void (*)(const Scalar* src, std::ptrdiff_t stride, std::ptrdiff_t valid,
                            std::ptrdiff_t depth, Scalar* dst);

// Depth of the packed blocks: a kc × NR panel of B stays in L1 while the
// micro-kernel walks an mc × kc block of A.
constexpr std::ptrdiff_t depthBlock = 256;

// Where a packed left operand (rows × depth, core/matrix_product.h's
// PackedLeftOperand) keeps entry (i, p): depth block pc = p − p mod kc starts
// at pc · paddedRows; in it, the panel of MR rows holding row i starts at
// (i − i mod MR) · kcb (kcb: that block's depth), entry at (p − pc) · MR +
// i mod MR. A writer that holds rows i…i + w − 1 (w dividing MR, i a
// multiple of w) of column p writes them to at(i, p) contiguously.
template <typename Scalar> struct PanelLayout
{
    Scalar* data = nullptr;
    int panelRows = 0; // MR
    std::ptrdiff_t paddedRows = 0;
    std::ptrdiff_t depth = 0;

    // panelRows is a power of two (every MR is): i mod MR is a mask, not a
    // division in the softmax's inner loop.
    Scalar* at(std::ptrdiff_t i, std::ptrdiff_t p) const
    {
        const std::ptrdiff_t pc = p - p % depthBlock;
        return data + rowOffset(i, pc) + (p - pc) * panelRows;
    }

    // at() taken apart, for loops over the columns of one depth block: for
    // every p of the block that starts at pc (a multiple of depthBlock),
    // at(i, p) == data + rowOffset(i, pc) + (p − pc)·panelRows.
    std::ptrdiff_t rowOffset(std::ptrdiff_t i, std::ptrdiff_t pc) const
    {
        const std::ptrdiff_t kcb = depth - pc < depthBlock ? depth - pc : depthBlock;
        const std::ptrdiff_t inPanel = i & std::ptrdiff_t(panelRows - 1);
        return pc * paddedRows + (i - inPanel) * kcb + inPanel;
    }
};

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define AE_GEMM_X86 1
constexpr int avx2FloatRows = 16;
constexpr int avx2DoubleRows = 8;
constexpr int avx512FloatRows = 32;
constexpr int avx512DoubleRows = 16;

void avx2TileFloat(std::ptrdiff_t kc, const float* a, const float* b, std::ptrdiff_t bStep,
                   float* c, std::ptrdiff_t ldc, float alpha, bool accumulate,
                   const TileExtras<float>* extras);
void avx2TileDouble(std::ptrdiff_t kc, const double* a, const double* b, std::ptrdiff_t bStep,
                    double* c, std::ptrdiff_t ldc, double alpha, bool accumulate,
                    const TileExtras<double>* extras);
void avx512TileFloat(std::ptrdiff_t kc, const float* a, const float* b, std::ptrdiff_t bStep,
                     float* c, std::ptrdiff_t ldc, float alpha, bool accumulate,
                     const TileExtras<float>* extras);
void avx512TileDouble(std::ptrdiff_t kc, const double* a, const double* b, std::ptrdiff_t bStep,
                      double* c, std::ptrdiff_t ldc, double alpha, bool accumulate,
                      const TileExtras<double>* extras);

#define AE_GEMM_DECLARE_NARROW(Isa, Scalar, Suffix)                                                \
    void Isa##Tile2##Suffix(std::ptrdiff_t kc, const Scalar* a, const Scalar* b,                   \
                            std::ptrdiff_t bStep, Scalar* c, std::ptrdiff_t ldc, Scalar alpha,     \
                            bool accumulate);                                                      \
    void Isa##Tile4##Suffix(std::ptrdiff_t kc, const Scalar* a, const Scalar* b,                   \
                            std::ptrdiff_t bStep, Scalar* c, std::ptrdiff_t ldc, Scalar alpha,     \
                            bool accumulate);
AE_GEMM_DECLARE_NARROW(avx2, float, Float)
AE_GEMM_DECLARE_NARROW(avx2, double, Double)
AE_GEMM_DECLARE_NARROW(avx512, float, Float)
AE_GEMM_DECLARE_NARROW(avx512, double, Double)
#undef AE_GEMM_DECLARE_NARROW

#define AE_GEMM_DECLARE_PACK(Isa, Scalar, Suffix)                                                  \
    void Isa##PackA##Suffix(const Scalar* src, std::ptrdiff_t colStride, std::ptrdiff_t valid,     \
                            std::ptrdiff_t depth, Scalar* dst);                                    \
    void Isa##PackB##Suffix(const Scalar* src, std::ptrdiff_t rowStride, std::ptrdiff_t valid,     \
                            std::ptrdiff_t depth, Scalar* dst);
AE_GEMM_DECLARE_PACK(avx2, float, Float)
AE_GEMM_DECLARE_PACK(avx2, double, Double)
AE_GEMM_DECLARE_PACK(avx512, float, Float)
AE_GEMM_DECLARE_PACK(avx512, double, Double)
#undef AE_GEMM_DECLARE_PACK
#endif

} // namespace ae::gemm
