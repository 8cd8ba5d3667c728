#include "core/matrix_product.h"

#include "core/blas_threads.h"
#include "core/matrix_product_kernels.h"
#include "core/worker_pool.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <vector>

#ifdef AE_GEMM_X86
#include <xmmintrin.h>
#endif

namespace ae {

namespace {

using Index = Eigen::Index;

// -1 until the first product decides (AE_ISA or the CPU's widest).
std::atomic<int> g_isa{-1};

ProductIsa widestSupportedAtOrBelow(ProductIsa isa)
{
    while (isa != ProductIsa::Baseline && !productIsaSupported(isa))
        isa = static_cast<ProductIsa>(static_cast<int>(isa) - 1);
    return isa;
}

ProductIsa automaticIsa()
{
    ProductIsa requested = ProductIsa::Avx512;
    const char* variable = std::getenv("AE_ISA");
    if (variable && *variable)
        productIsaFromName(variable, &requested); // an unknown name: the widest
    return widestSupportedAtOrBelow(requested);
}

// Operand element (i, p) at data[i·rowStride + p·colStride].
template <typename Scalar> struct Strided
{
    const Scalar* data;
    Index rowStride, colStride;
    Scalar at(Index i, Index p) const { return data[i * rowStride + p * colStride]; }
};

// op(x) of a column-major matrix as strides.
template <typename Scalar> Strided<Scalar> strided(const MatrixRefT<Scalar>& x, Operand op)
{
    if (op == Operand::AsIs)
        return {x.data(), 1, x.outerStride()};
    return {x.data(), x.outerStride(), 1};
}

template <typename Scalar> struct MicroKernel
{
    int rows = 0; // MR
    gemm::TileKernel<Scalar> tile = nullptr;
    gemm::PackKernel<Scalar> packA = nullptr;                        // contiguous columns of op(A)
    gemm::PackKernel<Scalar> packB = nullptr;                        // contiguous rows of op(B)
    gemm::NarrowTileKernel<Scalar> tile2 = nullptr, tile4 = nullptr; // edge tiles
};

template <typename Scalar> MicroKernel<Scalar> microKernel(ProductIsa isa)
{
#ifdef AE_GEMM_X86
    if constexpr (std::is_same_v<Scalar, float>) {
        if (isa == ProductIsa::Avx512)
            return {gemm::avx512FloatRows,  gemm::avx512TileFloat,  gemm::avx512PackAFloat,
                    gemm::avx512PackBFloat, gemm::avx512Tile2Float, gemm::avx512Tile4Float};
        return {gemm::avx2FloatRows,  gemm::avx2TileFloat,  gemm::avx2PackAFloat,
                gemm::avx2PackBFloat, gemm::avx2Tile2Float, gemm::avx2Tile4Float};
    } else {
        if (isa == ProductIsa::Avx512)
            return {gemm::avx512DoubleRows,  gemm::avx512TileDouble,  gemm::avx512PackADouble,
                    gemm::avx512PackBDouble, gemm::avx512Tile2Double, gemm::avx512Tile4Double};
        return {gemm::avx2DoubleRows,  gemm::avx2TileDouble,  gemm::avx2PackADouble,
                gemm::avx2PackBDouble, gemm::avx2Tile2Double, gemm::avx2Tile4Double};
    }
#else
    (void)isa;
    return {};
#endif
}

// Cache blocking: a kc × NR panel of B stays in L1 while the micro-kernel
// walks the mc × kc block of A (≈ 192 KiB, in L2); the kc × nc block of B
// stays in L3.
using gemm::depthBlock;
template <typename Scalar> constexpr Index rowBlock()
{
    return std::is_same_v<Scalar, float> ? 192 : 96; // multiples of every MR
}
constexpr Index columnBlock = 4092; // a multiple of NR = 6

// Rows [i0, i0 + rows) × depth [p0, p0 + depth) of op(A) into micro-panels of
// the kernel's MR rows, k-major, the last one padded with zeros.
template <typename Scalar>
void packA(const MicroKernel<Scalar>& kernel, const Strided<Scalar>& a, Index i0, Index rows,
           Index p0, Index depth, Scalar* out)
{
    const int mr = kernel.rows;
    for (Index panel = 0; panel < rows; panel += mr) {
        const Index valid = std::min<Index>(mr, rows - panel);
        Scalar* dst = out + panel * depth;
        if (a.rowStride == 1) {
            kernel.packA(a.data + (i0 + panel) + p0 * a.colStride, a.colStride, valid, depth, dst);
            continue;
        }
        if (valid < mr)
            std::fill(dst, dst + mr * depth, Scalar(0));
        for (Index i = 0; i < valid; ++i) {
            const Scalar* src = a.data + (i0 + panel + i) * a.rowStride + p0 * a.colStride;
            for (Index p = 0; p < depth; ++p)
                dst[p * mr + i] = src[p * a.colStride];
        }
    }
}

// Depth [p0, p0 + depth) × columns [j0, j0 + cols) of op(B) into
// micro-panels of NR columns, k-major, the last one padded with zeros. A
// float `Source` packed for double products is widened entry by entry.
template <typename Scalar, typename Source>
void packB(const MicroKernel<Scalar>& kernel, const Strided<Source>& b, Index p0, Index depth,
           Index j0, Index cols, Scalar* out)
{
    constexpr int nr = gemm::tileColumns;
    for (Index panel = 0; panel < cols; panel += nr) {
        const Index valid = std::min<Index>(nr, cols - panel);
        Scalar* dst = out + panel * depth;
        if (b.colStride == 1) {
            const Source* src = b.data + p0 * b.rowStride + (j0 + panel);
            if constexpr (std::is_same_v<Scalar, Source>) {
                kernel.packB(src, b.rowStride, valid, depth, dst);
            } else if (valid == nr) { // a fixed count, so the conversions vectorise
                for (Index p = 0; p < depth; ++p)
                    for (int j = 0; j < nr; ++j)
                        dst[p * nr + j] = Scalar(src[p * b.rowStride + j]);
            } else {
                for (Index p = 0; p < depth; ++p)
                    for (Index j = 0; j < nr; ++j)
                        dst[p * nr + j] = j < valid ? Scalar(src[p * b.rowStride + j]) : Scalar(0);
            }
            continue;
        }
        if (valid < nr)
            std::fill(dst, dst + nr * depth, Scalar(0));
        for (Index j = 0; j < valid; ++j) {
            const Source* src = b.data + p0 * b.rowStride + (j0 + panel + j) * b.colStride;
            for (Index p = 0; p < depth; ++p)
                dst[p * nr + j] = Scalar(src[p * b.rowStride]);
        }
    }
}

// Packing buffers of this thread, kept between products (the engine's
// threads live as long as the process).
template <typename Scalar> std::vector<Scalar>& packBuffer(int which)
{
    thread_local std::vector<Scalar> buffers[2];
    return buffers[which];
}

// What a fused softmax slice's product does besides C (the tiles'
// TileExtras, for the whole product): multiplyCopyingInto's copy and row
// maxima, or multiplyScalingInto's scaled rows of a prepacked A.
template <typename Scalar> struct SideWork
{
    Scalar* const* copyColumns = nullptr; // copy of entry (i, j) at copyColumns[j][i]
    Scalar* rowMax = nullptr;             // out.rows() entries, or null
    const Scalar* scale = nullptr;        // out.rows() entries
    Scalar* scaled = nullptr;             // entry (i, p) at scaled[i + p·ldScaled]
    Index ldScaled = 0;
};

// Where each column of `copy` starts (SideWork::copyColumns), in a table of
// this thread's, valid until its next call.
template <typename Scalar> Scalar* const* columnStarts(MatrixOutT<Scalar>& copy)
{
    thread_local std::vector<Scalar*> starts;
    starts.resize(std::size_t(copy.cols()));
    for (Index j = 0; j < copy.cols(); ++j)
        starts[std::size_t(j)] = copy.data() + j * copy.outerStride();
    return starts.data();
}

// Whether streamed stores may write columns of `ld` scalars starting at p:
// every column starts on a 64-byte boundary.
template <typename Scalar> bool streamable(const Scalar* p, Index ld)
{
    return std::uintptr_t(p) % 64 == 0 && std::size_t(ld) * sizeof(Scalar) % 64 == 0;
}

// Rows row… of A's panel (an MR-row micro-panel, kc deep, of depth block
// p0) times scale[row…], in place, also written to the scaled rows. When the
// panel's rows are full, some column tiles are full and the scaled columns
// take streamed stores, the tiles do it: the first column tile scales the
// panel, and the first `fullColumnTiles` column tiles, `columnTile` among
// them, each stream an equal share of its steps (then `extras` says so and
// this returns true). Otherwise the first column tile's call does it here,
// with the tile's multiply, so the same bits.
template <typename Scalar>
bool scaleRowsOfA(const SideWork<Scalar>& side, Scalar* panel, int mr, Index kc, Index row,
                  Index p0, Index tileRows, Index columnTile, Index fullColumnTiles,
                  gemm::TileExtras<Scalar>& extras)
{
    const Scalar* scale = side.scale + row;
    Scalar* scaled = side.scaled + row + p0 * side.ldScaled;
    if (tileRows == mr && fullColumnTiles > 0 && streamable(scaled, side.ldScaled)) {
        if (columnTile >= fullColumnTiles)
            return false;
        extras.panel = panel;
        extras.scale = columnTile == 0 ? scale : nullptr;
        extras.scaled = scaled;
        extras.ldScaled = side.ldScaled;
        extras.streamBegin = kc * columnTile / fullColumnTiles;
        extras.streamEnd = kc * (columnTile + 1) / fullColumnTiles;
        return true;
    }
    if (columnTile > 0)
        return false;
    for (Index p = 0; p < kc; ++p)
        for (Index i = 0; i < tileRows; ++i) {
            Scalar& entry = panel[p * mr + i];
            entry *= scale[i];
            scaled[i + p * side.ldScaled] = entry;
        }
    return false;
}

// Whether the full tile at (row, col) copies itself and folds its maxima
// (streamed): then `extras` says so. Otherwise the caller calls
// copyTilePlainly once the tile is in C.
template <typename Scalar>
bool copyByTile(const SideWork<Scalar>& side, Index row, Index col, bool full,
                gemm::TileExtras<Scalar>& extras)
{
    if (!full)
        return false;
    for (int j = 0; j < gemm::tileColumns; ++j)
        if (std::uintptr_t(side.copyColumns[col + j] + row) % 64 != 0)
            return false;
    for (int j = 0; j < gemm::tileColumns; ++j)
        extras.copyColumns[j] = side.copyColumns[col + j] + row;
    extras.rowMax = side.rowMax ? side.rowMax + row : nullptr;
    return true;
}

// The tile's valid part of C (at row, col) copied and folded into the row
// maxima with plain stores, as the tile would.
template <typename Scalar>
void copyTilePlainly(const SideWork<Scalar>& side, const Scalar* c, Index ldc, Index row, Index col,
                     Index tileRows, Index tileCols)
{
    Scalar* rowMax = side.rowMax ? side.rowMax + row : nullptr;
    for (Index j = 0; j < tileCols; ++j)
        for (Index i = 0; i < tileRows; ++i) {
            const Scalar entry = c[i + j * ldc];
            side.copyColumns[col + j][row + i] = entry;
            if (rowMax && entry > rowMax[i]) // NaN skipped, as MAXPS skips it
                rowMax[i] = entry;
        }
}

// `prepacked`: op(B) packed already or read in place (its panels() and
// inPlace(), core/matrix_product.h), or null to pack B here; `prepackedA`:
// op(A) packed already in the PanelLayout of core/matrix_product_kernels.h with
// `prepackedRows` padded rows, or null to pack A here (`side->scale` needs
// it: the scaled rows are written back into it). Tiles that cannot stream
// their side work (edge tiles, unaligned columns) do it here with plain
// stores, with the same operations, so the results are the same bits.
template <typename Scalar>
void packedProduct(const MicroKernel<Scalar>& kernel, MatrixOutT<Scalar>& out,
                   const Strided<Scalar>& a, const Strided<Scalar>& b, Index depth, Scalar alpha,
                   bool accumulate, const PackedRightOperand<Scalar>* prepacked = nullptr,
                   Scalar* prepackedA = nullptr, Index prepackedRows = 0,
                   const SideWork<Scalar>* side = nullptr)
{
    const Index m = out.rows(), n = out.cols(), ldc = out.outerStride();
    const int mr = kernel.rows;
    constexpr int nr = gemm::tileColumns;
    if (depth == 0) {
        if (!accumulate)
            out.setZero();
        return;
    }
    std::vector<Scalar>& aBuffer = packBuffer<Scalar>(0);
    std::vector<Scalar>& bBuffer = packBuffer<Scalar>(1);
    const Index mc = std::min(rowBlock<Scalar>(), (m + mr - 1) / mr * mr);
    const Index nc = std::min(columnBlock, (n + nr - 1) / nr * nr);
    const Index kcMax = std::min(depthBlock, depth);
    if (!prepackedA)
        aBuffer.resize(std::size_t(mc * kcMax));
    if (!prepacked)
        bBuffer.resize(std::size_t(nc * kcMax));
    alignas(64) Scalar edge[32 * nr];
    // Made once: a TileExtras made per tile was zeroed per tile (`rep stos`
    // of 104 bytes, 1% of a (256, 256, 8) float64 pass), side work or not.
    // With side work, each tile clears what the kernel tests first.
    gemm::TileExtras<Scalar> extras;

    for (Index jc = 0; jc < n; jc += nc) {
        const Index cols = std::min(nc, n - jc);
        for (Index pc = 0; pc < depth; pc += depthBlock) {
            const Index kc = std::min(depthBlock, depth - pc);
            const bool add = accumulate || pc > 0;
            const Scalar* bBlock = nullptr; // this block's packed panels
            if (!prepacked) {
                packB(kernel, b, pc, kc, jc, cols, bBuffer.data());
                bBlock = bBuffer.data();
            } else if (!prepacked->inPlace()) {
                bBlock = prepacked->panels() + pc * prepacked->paddedCols() + jc * kc;
            }
            for (Index ic = 0; ic < m; ic += mc) {
                const Index rows = std::min(mc, m - ic);
                Scalar* aBlock =
                    prepackedA ? prepackedA + pc * prepackedRows + ic * kc : aBuffer.data();
                if (!prepackedA)
                    packA(kernel, a, ic, rows, pc, kc, aBuffer.data());
                for (Index jr = 0; jr < cols; jr += nr) {
                    const Index tileCols = std::min<Index>(nr, cols - jr);
                    const Scalar* bPanel = nullptr;
                    Index bStep = nr;
                    if (bBlock) {
                        bPanel = bBlock + jr * kc;
                    } else if (jc + jr + nr <= prepacked->inPlaceCols()) {
                        bPanel = prepacked->inPlace() + pc * prepacked->inPlaceStep() + jc + jr;
                        bStep = prepacked->inPlaceStep();
                    } else { // the packed last panel
                        bPanel = prepacked->panels() + pc * nr;
                    }
                    for (Index ir = 0; ir < rows; ir += mr) {
                        const Index tileRows = std::min<Index>(mr, rows - ir);
                        Scalar* aPanel = aBlock + ir * kc;
                        Scalar* c = out.data() + (ic + ir) + (jc + jr) * ldc;
                        const bool full = tileRows == mr && tileCols == nr;
                        bool withExtras = false, copyAfter = false;
                        if (side) {
                            extras.panel = nullptr;
                            extras.copyColumns[0] = nullptr;
                            extras.rowMax = nullptr;
                        }
                        if (side && side->scale && jc == 0) // column tile 0 scales A first
                            withExtras |= scaleRowsOfA(*side, aPanel, mr, kc, ic + ir, pc, tileRows,
                                                       jr / nr, cols / nr, extras);
                        if (side && side->copyColumns && pc + kc >= depth) {
                            const bool byTile = copyByTile(*side, ic + ir, jc + jr, full, extras);
                            withExtras |= byTile;
                            copyAfter = !byTile;
                        }
                        if (full) {
                            kernel.tile(kc, aPanel, bPanel, bStep, c, ldc, alpha, add,
                                        withExtras ? &extras : nullptr);
                        } else {
                            // An edge tile goes through `edge`: C's valid
                            // part in (when adding), the kernel, the valid
                            // part out. The kernel accumulates as it does
                            // for a full tile, so the columns get the same
                            // bits in either; a narrow kernel computes only
                            // the first 2 or 4 columns when no more are valid.
                            if (add)
                                for (Index j = 0; j < tileCols; ++j)
                                    std::copy(c + j * ldc, c + j * ldc + tileRows, edge + j * mr);
                            if (tileCols <= 2)
                                kernel.tile2(kc, aPanel, bPanel, bStep, edge, mr, alpha, add);
                            else if (tileCols <= 4)
                                kernel.tile4(kc, aPanel, bPanel, bStep, edge, mr, alpha, add);
                            else
                                kernel.tile(kc, aPanel, bPanel, bStep, edge, mr, alpha, add,
                                            nullptr);
                            for (Index j = 0; j < tileCols; ++j)
                                std::copy(edge + j * mr, edge + j * mr + tileRows, c + j * ldc);
                        }
                        if (copyAfter)
                            copyTilePlainly(*side, c, ldc, ic + ir, jc + jr, tileRows, tileCols);
                    }
                }
            }
        }
    }
#ifdef AE_GEMM_X86
    if (side) // the streamed stores, before another thread reads them
        _mm_sfence();
#endif
}

template <typename Scalar>
void eigenProduct(MatrixOutT<Scalar>& out, const MatrixRefT<Scalar>& a, Operand opA,
                  const MatrixRefT<Scalar>& b, Operand opB, Scalar alpha, bool accumulate)
{
    const auto assign = [&](const auto& left, const auto& right) {
        if (accumulate)
            out.noalias() += alpha * left * right;
        else
            out.noalias() = alpha * left * right;
    };
    if (opA == Operand::AsIs && opB == Operand::AsIs)
        assign(a, b);
    else if (opA == Operand::AsIs)
        assign(a, b.transpose());
    else if (opB == Operand::AsIs)
        assign(a.transpose(), b);
    else
        assign(a.transpose(), b.transpose());
}

// op(a) (aRows × aDepth) · op(b) (bDepth × bCols) into out (outRows ×
// outCols), or the error naming both shapes; `compatible` false (operands
// packed for different paths) is refused the same way.
void checkChain(Index aRows, Index aDepth, Index bDepth, Index bCols, Index outRows, Index outCols,
                bool compatible = true)
{
    if (compatible && aRows == outRows && bCols == outCols && aDepth == bDepth)
        return;
    throw EngineError("product", ErrorCode::MatrixShapeExpected,
                      {std::to_string(aRows) + "×" + std::to_string(aDepth) + " · " +
                           std::to_string(bDepth) + "×" + std::to_string(bCols),
                       std::to_string(outRows) + "×" + std::to_string(outCols)});
}

template <typename Scalar>
void checkShapes(const MatrixOutT<Scalar>& out, const MatrixRefT<Scalar>& a, Operand opA,
                 const MatrixRefT<Scalar>& b, Operand opB)
{
    checkChain(opA == Operand::AsIs ? a.rows() : a.cols(),
               opA == Operand::AsIs ? a.cols() : a.rows(),
               opB == Operand::AsIs ? b.rows() : b.cols(),
               opB == Operand::AsIs ? b.cols() : b.rows(), out.rows(), out.cols());
}

} // namespace

const char* productIsaName(ProductIsa isa)
{
    switch (isa) {
    case ProductIsa::Baseline:
        return "baseline";
    case ProductIsa::Avx2:
        return "avx2";
    case ProductIsa::Avx512:
        return "avx512";
    }
    return "baseline";
}

bool productIsaFromName(const char* name, ProductIsa* out)
{
    for (ProductIsa isa : {ProductIsa::Baseline, ProductIsa::Avx2, ProductIsa::Avx512}) {
        if (name && std::strcmp(name, productIsaName(isa)) == 0) {
            *out = isa;
            return true;
        }
    }
    return false;
}

bool productIsaSupported(ProductIsa isa)
{
    switch (isa) {
    case ProductIsa::Baseline:
        return true;
#ifdef AE_GEMM_X86
    case ProductIsa::Avx2:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    case ProductIsa::Avx512:
        return __builtin_cpu_supports("avx512f");
#else
    case ProductIsa::Avx2:
    case ProductIsa::Avx512:
        return false;
#endif
    }
    return false;
}

ProductIsa productIsa()
{
    int isa = g_isa.load(std::memory_order_acquire);
    if (isa < 0) {
        int expected = -1;
        g_isa.compare_exchange_strong(expected, static_cast<int>(automaticIsa()),
                                      std::memory_order_acq_rel);
        isa = g_isa.load(std::memory_order_acquire);
    }
    return static_cast<ProductIsa>(isa);
}

ProductIsa setProductIsa(std::optional<ProductIsa> isa)
{
    const ProductIsa chosen = isa ? widestSupportedAtOrBelow(*isa) : automaticIsa();
    g_isa.store(static_cast<int>(chosen), std::memory_order_release);
    return chosen;
}

template <typename Scalar>
ProductIsa multiplyInto(MatrixOutT<Scalar> out, const MatrixRefT<Scalar>& a, Operand opA,
                        const MatrixRefT<Scalar>& b, Operand opB, Scalar alpha, bool accumulate)
{
    checkShapes<Scalar>(out, a, opA, b, opB);
    const ProductIsa isa = productIsa();
    if (out.size() == 0)
        return isa;
    if (isa == ProductIsa::Baseline) {
        eigenProduct<Scalar>(out, a, opA, b, opB, alpha, accumulate);
        return isa;
    }
    const Index depth = opA == Operand::AsIs ? a.cols() : a.rows();
    packedProduct<Scalar>(microKernel<Scalar>(isa), out, strided<Scalar>(a, opA),
                          strided<Scalar>(b, opB), depth, alpha, accumulate);
    return isa;
}

Index parallelPartBegin(Index length, int threads, int part, bool byColumns)
{
    const Index align = byColumns ? gemm::tileColumns : 32; // 32: every MR divides it
    const Index tiles = (length + align - 1) / align;
    const Index parts = std::max(threads, 1);
    return std::min(length, align * (tiles * std::clamp<Index>(part, 0, parts) / parts));
}

template <typename Scalar>
ProductIsa multiplyIntoParallel(MatrixOutT<Scalar> out, const MatrixRefT<Scalar>& a, Operand opA,
                                const MatrixRefT<Scalar>& b, Operand opB, Scalar alpha,
                                bool accumulate)
{
    checkShapes<Scalar>(out, a, opA, b, opB);
    const Index depth = opA == Operand::AsIs ? a.cols() : a.rows();
    // Below ~2 M multiply-adds a second thread costs more than it saves.
    const double work = double(out.rows()) * double(out.cols()) * double(depth);
    const bool byColumns = out.cols() >= out.rows();
    const Index length = byColumns ? out.cols() : out.rows();
    // No thread gets much less than `grain` columns or rows.
    constexpr Index grain = 96;
    const int threads = int(std::min<Index>(productThreads(), (length + grain - 1) / grain));
    if (threads <= 1 || work < double(1 << 21))
        return multiplyInto<Scalar>(out, a, opA, b, opB, alpha, accumulate);
    // The baseline path's BLAS would split each part over every core again.
    const SingleThreadedProducts singleThreaded;
    std::vector<ProductIsa> used(std::size_t(threads), ProductIsa::Baseline);
    runOnThreads(threads, [&](int part) {
        const Index begin = parallelPartBegin(length, threads, part, byColumns);
        const Index count = parallelPartBegin(length, threads, part + 1, byColumns) - begin;
        if (count == 0)
            return;
        if (byColumns) {
            const MatrixRefT<Scalar> bPart = opB == Operand::AsIs
                                                 ? MatrixRefT<Scalar>(b.middleCols(begin, count))
                                                 : MatrixRefT<Scalar>(b.middleRows(begin, count));
            used[std::size_t(part)] = multiplyInto<Scalar>(out.middleCols(begin, count), a, opA,
                                                           bPart, opB, alpha, accumulate);
        } else {
            const MatrixRefT<Scalar> aPart = opA == Operand::AsIs
                                                 ? MatrixRefT<Scalar>(a.middleRows(begin, count))
                                                 : MatrixRefT<Scalar>(a.middleCols(begin, count));
            used[std::size_t(part)] = multiplyInto<Scalar>(out.middleRows(begin, count), aPart, opA,
                                                           b, opB, alpha, accumulate);
        }
    });
    return used[0];
}

template <typename Scalar>
PackedRightOperand<Scalar>::PackedRightOperand(const MatrixRefT<Scalar>& b, Operand opB)
    : m_isa(productIsa())
{
    allocate(opB == Operand::AsIs ? b.rows() : b.cols(),
             opB == Operand::AsIs ? b.cols() : b.rows());
    packColumns<Scalar>(b, opB, 0);
}

template <typename Scalar>
PackedRightOperand<Scalar>::PackedRightOperand(Eigen::Index depth, Eigen::Index cols)
    : m_isa(productIsa())
{
    allocate(depth, cols);
}

template <typename Scalar>
PackedRightOperand<Scalar> PackedRightOperand<Scalar>::readInPlace(const MatrixRefT<Scalar>& b,
                                                                   Operand opB)
{
    const Strided<Scalar> source = strided<Scalar>(b, opB);
    const Index depth = opB == Operand::AsIs ? b.rows() : b.cols();
    const Index cols = opB == Operand::AsIs ? b.cols() : b.rows();
    const ProductIsa isa = productIsa();
    if (isa == ProductIsa::Baseline || source.colStride != 1 || depth == 0 || cols == 0)
        return PackedRightOperand(b, opB);
    constexpr int nr = gemm::tileColumns;
    PackedRightOperand operand(isa);
    operand.m_depth = depth;
    operand.m_cols = cols;
    operand.m_inPlace = source.data;
    operand.m_inPlaceStep = source.rowStride;
    operand.m_inPlaceCols = cols / nr * nr;
    if (operand.m_inPlaceCols < cols) {
        // The last, partial panel, block pc at pc × NR (each block's panel
        // is kc ≤ depthBlock steps of NR, so the blocks do not overlap).
        operand.m_panels.reset(new Scalar[std::size_t(depth * nr)]);
        for (Index pc = 0; pc < depth; pc += depthBlock)
            packB(microKernel<Scalar>(operand.m_isa), source, pc, std::min(depthBlock, depth - pc),
                  operand.m_inPlaceCols, cols - operand.m_inPlaceCols,
                  operand.m_panels.get() + pc * nr);
    }
    return operand;
}

template <typename Scalar> void PackedRightOperand<Scalar>::allocate(Index depth, Index cols)
{
    m_depth = depth;
    m_cols = cols;
    if (m_isa == ProductIsa::Baseline) {
        m_plain.resize(depth, cols);
        return;
    }
    constexpr int nr = gemm::tileColumns;
    m_paddedCols = (m_cols + nr - 1) / nr * nr;
    m_panels.reset(new Scalar[std::size_t(m_paddedCols * m_depth)]);
}

template <typename Scalar>
template <typename Source>
void PackedRightOperand<Scalar>::packColumns(const MatrixRefT<Source>& part, Operand opB,
                                             Index firstColumn)
{
    constexpr int nr = gemm::tileColumns;
    const Index depth = opB == Operand::AsIs ? part.rows() : part.cols();
    const Index cols = opB == Operand::AsIs ? part.cols() : part.rows();
    if (m_inPlace || depth != m_depth || firstColumn < 0 || firstColumn % nr != 0 ||
        firstColumn + cols > m_cols || (cols % nr != 0 && firstColumn + cols != m_cols))
        throw EngineError("product", ErrorCode::MatrixShapeExpected,
                          {std::to_string(depth) + "×" + std::to_string(cols) + " from column " +
                               std::to_string(firstColumn),
                           "whole panels of " + std::to_string(nr) + " columns of a " +
                               std::to_string(m_depth) + "×" + std::to_string(m_cols) +
                               " operand"});
    if (m_isa == ProductIsa::Baseline) {
        auto block = m_plain.middleCols(firstColumn, cols);
        if (opB == Operand::AsIs)
            block = part.template cast<Scalar>();
        else
            block = part.transpose().template cast<Scalar>();
        return;
    }
    // Depth block pc holds every column's panel for depths [pc, pc + kc),
    // panel j at j × kc.
    const Strided<Source> source = strided<Source>(part, opB);
    for (Index pc = 0; pc < m_depth; pc += depthBlock) {
        const Index kc = std::min(depthBlock, m_depth - pc);
        packB(microKernel<Scalar>(m_isa), source, pc, kc, 0, cols,
              m_panels.get() + pc * m_paddedCols + firstColumn * kc);
    }
}

template <typename Scalar>
ProductIsa multiplyInto(MatrixOutT<Scalar> out, const MatrixRefT<Scalar>& a, Operand opA,
                        const PackedRightOperand<Scalar>& b, Scalar alpha, bool accumulate)
{
    const Index aDepth = opA == Operand::AsIs ? a.cols() : a.rows();
    checkChain(opA == Operand::AsIs ? a.rows() : a.cols(), aDepth, b.rows(), b.cols(), out.rows(),
               out.cols());
    if (out.size() == 0)
        return b.isa();
    if (b.isa() == ProductIsa::Baseline) {
        eigenProduct<Scalar>(out, a, opA, b.plain(), Operand::AsIs, alpha, accumulate);
        return b.isa();
    }
    // B's columns are not blocked by columnBlock here: the packed panels of
    // one depth block are contiguous, so column block jc starts at jc × kc.
    packedProduct<Scalar>(microKernel<Scalar>(b.isa()), out, strided<Scalar>(a, opA),
                          Strided<Scalar>{nullptr, 0, 0}, aDepth, alpha, accumulate, &b);
    return b.isa();
}

template <typename Scalar>
PackedLeftOperand<Scalar>::PackedLeftOperand(Eigen::Index rows, Eigen::Index depth)
    : m_isa(productIsa()), m_rows(rows)
{
    m_layout.depth = depth;
    if (m_isa == ProductIsa::Baseline)
        return;
    const int mr = microKernel<Scalar>(m_isa).rows;
    m_layout.panelRows = mr;
    m_layout.paddedRows = (rows + mr - 1) / mr * mr;
    const std::size_t size = std::size_t(m_layout.paddedRows * depth);
    m_panels.reset(new Scalar[size]);
    m_layout.data = m_panels.get();
    // The padding rows of the last panel of every depth block, which no
    // writer touches: zero, so the padded tile computes on numbers.
    if (m_layout.paddedRows > rows)
        for (Index p = 0; p < depth; ++p)
            std::fill(m_layout.at(rows, p), m_layout.at(rows, p) + (m_layout.paddedRows - rows),
                      Scalar(0));
}

template <typename Scalar> void PackedLeftOperand<Scalar>::pack(const MatrixRefT<Scalar>& a)
{
    if (a.rows() != m_rows || a.cols() != depth())
        throw EngineError("a", ErrorCode::MatrixShapeExpected,
                          {std::to_string(a.rows()) + "×" + std::to_string(a.cols()),
                           std::to_string(m_rows) + "×" + std::to_string(depth())});
    if (m_isa == ProductIsa::Baseline)
        return; // no panels on this path (see the class)
    const MicroKernel<Scalar>& kernel = microKernel<Scalar>(m_isa);
    for (Index pc = 0; pc < depth(); pc += depthBlock) {
        const Index kc = std::min(depthBlock, depth() - pc);
        packA(kernel, strided<Scalar>(a, Operand::AsIs), 0, m_rows, pc, kc,
              m_layout.data + pc * m_layout.paddedRows);
    }
}

template <typename Scalar>
ProductIsa multiplyInto(MatrixOutT<Scalar> out, const PackedLeftOperand<Scalar>& a,
                        const PackedRightOperand<Scalar>& b, Scalar alpha, bool accumulate)
{
    checkChain(a.rows(), a.depth(), b.rows(), b.cols(), out.rows(), out.cols(),
               a.isa() == b.isa() && a.isa() != ProductIsa::Baseline);
    if (out.size() == 0)
        return a.isa();
    packedProduct<Scalar>(microKernel<Scalar>(a.isa()), out, Strided<Scalar>{nullptr, 0, 0},
                          Strided<Scalar>{nullptr, 0, 0}, a.depth(), alpha, accumulate, &b,
                          a.layout().data, a.layout().paddedRows);
    return a.isa();
}

template <typename Scalar>
ProductIsa multiplyCopyingInto(MatrixOutT<Scalar> out, MatrixOutT<Scalar> copy, Scalar* rowMax,
                               const MatrixRefT<Scalar>& a, Operand opA,
                               const PackedRightOperand<Scalar>& b, Scalar alpha)
{
    const Index aRows = opA == Operand::AsIs ? a.rows() : a.cols();
    const Index aDepth = opA == Operand::AsIs ? a.cols() : a.rows();
    checkChain(aRows, aDepth, b.rows(), b.cols(), out.rows(), out.cols());
    if (copy.rows() != out.rows() || copy.cols() != out.cols())
        throw EngineError("copy", ErrorCode::MatrixShapeExpected,
                          {std::to_string(copy.rows()) + "×" + std::to_string(copy.cols()),
                           std::to_string(out.rows()) + "×" + std::to_string(out.cols())});
    if (out.size() == 0)
        return b.isa();
    if (b.isa() == ProductIsa::Baseline || aDepth == 0) {
        multiplyInto<Scalar>(out, a, opA, b, alpha);
        copy = out;
        for (Index j = 0; rowMax && j < out.cols(); ++j)
            for (Index i = 0; i < out.rows(); ++i)
                if (out(i, j) > rowMax[i]) // NaN skipped, as the tiles skip it
                    rowMax[i] = out(i, j);
        return b.isa();
    }
    const SideWork<Scalar> side{columnStarts<Scalar>(copy), rowMax};
    packedProduct<Scalar>(microKernel<Scalar>(b.isa()), out, strided<Scalar>(a, opA),
                          Strided<Scalar>{nullptr, 0, 0}, aDepth, alpha, false, &b, nullptr, 0,
                          &side);
    return b.isa();
}

template <typename Scalar>
ProductIsa multiplyScalingInto(MatrixOutT<Scalar> out, MatrixOutT<Scalar> scaled,
                               const VectorT<Scalar>& rowScale, PackedLeftOperand<Scalar>& a,
                               const PackedRightOperand<Scalar>& b)
{
    checkChain(a.rows(), a.depth(), b.rows(), b.cols(), out.rows(), out.cols(),
               a.isa() == b.isa() && a.isa() != ProductIsa::Baseline);
    if (scaled.rows() != a.rows() || scaled.cols() != a.depth())
        throw EngineError("scaled", ErrorCode::MatrixShapeExpected,
                          {std::to_string(scaled.rows()) + "×" + std::to_string(scaled.cols()),
                           std::to_string(a.rows()) + "×" + std::to_string(a.depth())});
    if (rowScale.size() != a.rows())
        throw EngineError("rowScale", ErrorCode::ValuesExpected,
                          {std::to_string(rowScale.size()), std::to_string(a.rows())});
    if (a.rows() == 0)
        return a.isa();
    const gemm::PanelLayout<Scalar>& layout = a.layout();
    if (out.cols() == 0 || a.depth() == 0) { // no tile to do it: scaled here
        for (Index p = 0; p < a.depth(); ++p)
            for (Index i = 0; i < a.rows(); ++i)
                scaled(i, p) = *layout.at(i, p) *= rowScale(i);
        if (out.cols() > 0)
            out.setZero();
        return a.isa();
    }
    SideWork<Scalar> side;
    side.scale = rowScale.data();
    side.scaled = scaled.data();
    side.ldScaled = scaled.outerStride();
    packedProduct<Scalar>(microKernel<Scalar>(a.isa()), out, Strided<Scalar>{nullptr, 0, 0},
                          Strided<Scalar>{nullptr, 0, 0}, a.depth(), Scalar(1), false, &b,
                          layout.data, layout.paddedRows, &side);
    return a.isa();
}

#define AE_INSTANTIATE_PRODUCT(Scalar)                                                             \
    template ProductIsa multiplyInto<Scalar>(MatrixOutT<Scalar>, const MatrixRefT<Scalar>&,        \
                                             Operand, const MatrixRefT<Scalar>&, Operand, Scalar,  \
                                             bool);                                                \
    template ProductIsa multiplyIntoParallel<Scalar>(                                              \
        MatrixOutT<Scalar>, const MatrixRefT<Scalar>&, Operand, const MatrixRefT<Scalar>&,         \
        Operand, Scalar, bool);                                                                    \
    template class PackedRightOperand<Scalar>;                                                     \
    template void PackedRightOperand<Scalar>::packColumns<Scalar>(const MatrixRefT<Scalar>&,       \
                                                                  Operand, Index);                 \
    template ProductIsa multiplyInto<Scalar>(MatrixOutT<Scalar>, const MatrixRefT<Scalar>&,        \
                                             Operand, const PackedRightOperand<Scalar>&, Scalar,   \
                                             bool);                                                \
    template class PackedLeftOperand<Scalar>;                                                      \
    template ProductIsa multiplyInto<Scalar>(MatrixOutT<Scalar>, const PackedLeftOperand<Scalar>&, \
                                             const PackedRightOperand<Scalar>&, Scalar, bool);     \
    template ProductIsa multiplyCopyingInto<Scalar>(MatrixOutT<Scalar>, MatrixOutT<Scalar>,        \
                                                    Scalar*, const MatrixRefT<Scalar>&, Operand,   \
                                                    const PackedRightOperand<Scalar>&, Scalar);    \
    template ProductIsa multiplyScalingInto<Scalar>(                                               \
        MatrixOutT<Scalar>, MatrixOutT<Scalar>, const VectorT<Scalar>&,                            \
        PackedLeftOperand<Scalar>&, const PackedRightOperand<Scalar>&);
AE_INSTANTIATE_PRODUCT(float)
AE_INSTANTIATE_PRODUCT(double)
#undef AE_INSTANTIATE_PRODUCT
template void PackedRightOperand<double>::packColumns<float>(const MatrixRefT<float>&, Operand,
                                                             Index);

} // namespace ae
