#pragma once
// Matrix products of the engine's hot paths (projections, Q·Kᵀ, weights·V,
// a transformer's linear layers), with their inner kernel chosen at run time.
//
// The library is built for baseline x86-64 (SSE2, no FMA), where Eigen's own
// products run 4 floats wide. On a CPU with AVX2 + FMA (or AVX-512) the
// products here take a packed, cache-blocked GEMM whose register-blocked
// micro-kernel is compiled for that instruction set alone
// (`__attribute__((target(...)))` on intrinsics, no Eigen template inside,
// core/matrix_product_avx2.cpp and _avx512.cpp): no Eigen code is compiled
// for two instruction sets, so the linker cannot keep a wide copy of an
// inline Eigen function where the baseline one was meant. The baseline path
// is Eigen's product (OpenBLAS's when the build routes products to it).
//
// The path is chosen once, at the first product: the widest the CPU has,
// or the one the environment variable AE_ISA names (`baseline`, `avx2`,
// `avx512`; one the CPU lacks falls back to the widest it has below it).
// Tests and benchmarks may switch it at any time with setProductIsa().

#include "core/matrix_product_kernels.h"
#include "core/types.h"

#include <memory>
#include <optional>
#include <vector>

namespace ae {

enum class ProductIsa
{
    Baseline, // Eigen's product
    Avx2,     // AVX2 + FMA micro-kernels: 16×6 floats, 8×6 doubles
    Avx512    // AVX-512F micro-kernels: 32×6 floats, 16×6 doubles
};

// "baseline", "avx2", "avx512".
const char* productIsaName(ProductIsa isa);
// False for an unknown name.
bool productIsaFromName(const char* name, ProductIsa* out);
// Whether this CPU runs the path.
bool productIsaSupported(ProductIsa isa);
// The path products take now.
ProductIsa productIsa();
// Forces `isa` (the widest supported path at or below it) for every later
// product in the process; std::nullopt returns to the automatic choice
// (AE_ISA, or the CPU's widest). Returns the path now in force.
ProductIsa setProductIsa(std::optional<ProductIsa> isa);

enum class Operand
{
    AsIs,
    Transposed
};

// out = alpha · op(a) · op(b), or out += … when `accumulate`, on the calling
// thread. op(a) must be out.rows() × k and op(b) k × out.cols(); `out` must
// not overlap a or b. Returns the path that computed it. The float and double
// paths agree with a double reference to the scalar's rounding (tests: float
// within 1e-5 relative to Σ|a||b|, double 1e-12).
template <typename Scalar>
ProductIsa multiplyInto(MatrixOutT<Scalar> out, const MatrixRefT<Scalar>& a, Operand opA,
                        const MatrixRefT<Scalar>& b, Operand opB, Scalar alpha = Scalar(1),
                        bool accumulate = false);

// The same split into blocks of out's columns (or rows, when it has more
// rows) over the engine's worker pool (core/worker_pool.h), productThreads()
// threads, each block one single-threaded product. For callers at the top of
// a pass; a stage already running on the pool calls multiplyInto.
template <typename Scalar>
ProductIsa multiplyIntoParallel(MatrixOutT<Scalar> out, const MatrixRefT<Scalar>& a, Operand opA,
                                const MatrixRefT<Scalar>& b, Operand opB, Scalar alpha = Scalar(1),
                                bool accumulate = false);

// Where part `part` of multiplyIntoParallel's `threads` parts begins among
// out's `length` columns (byColumns) or rows; part `threads` begins at
// `length`. The parts are whole tiles, NR columns or 32 rows (every MR
// divides 32), so that only the last part can end in a partial tile, and
// their tile counts differ by at most one, so no part is empty while there
// are as many tiles as parts. (512 columns over two threads: 258 and 254;
// whole multiples of 96 had given 288 and 224, the first thread a 12%
// longer share, and 800 rows over eight threads four parts of 192, one of
// 32 and three empty ones, where now seven take 96 and one 128.)
Eigen::Index parallelPartBegin(Eigen::Index length, int threads, int part, bool byColumns);

// op(b) packed once for several products with the same right operand (a
// head's keys for every slice of its queries, its values for every slice of
// its weights), so each product packs only its left operand. Packed for the
// path in force when it is made; products with it take that path.
template <typename Scalar> class PackedRightOperand
{
public:
    PackedRightOperand(const MatrixRefT<Scalar>& b, Operand opB);
    // Sized for an op(b) of depth × cols but not packed: packColumns() fills
    // it a block of columns at a time, each block on any thread (blocks that
    // do not overlap), all before a product reads it. So several threads
    // share the packing of one operand (the pass's weights), and the memory
    // comes from the thread that makes it (see allocateItem in
    // multi_head_attention.cpp).
    PackedRightOperand(Eigen::Index depth, Eigen::Index cols);
    // op(part) packed as op(b)'s columns [firstColumn, firstColumn +
    // op(part).cols()), all of its depth: whole panels, so firstColumn is a
    // multiple of panelColumns() and the block ends at one or at the last
    // column. A float `Source` in a double operand is widened entry by entry
    // as it is packed: a float configuration's weights in a float64 pass,
    // without a widened copy first (which took 6% of a (256, 256, 8)
    // float64 pass). Throws an EngineError for another block.
    template <typename Source>
    void packColumns(const MatrixRefT<Source>& part, Operand opB, Eigen::Index firstColumn);
    // op(b) read where it is, not packed, for a b that outlives the operand
    // and does not change while products use it: when op(b)'s rows are
    // contiguous (opB Transposed, as a weight matrix W for x·Wᵀ), the
    // kernels step through them in place (only a last, partial panel, when
    // op(b).cols() is not a multiple of NR, is packed); otherwise, and on
    // the baseline path, op(b) is packed as the constructor packs it. The
    // same bits as packed either way. Faster only where the kernel's reads
    // of B stay in L1 (see ProjectionWeight in multi_head_attention.cpp).
    // Not for packColumns().
    static PackedRightOperand readInPlace(const MatrixRefT<Scalar>& b, Operand opB);
    // The panels' width, NR: parallelPartBegin's parts by columns are
    // whole panels.
    static constexpr Eigen::Index panelColumns() { return gemm::tileColumns; }
    Eigen::Index rows() const { return m_depth; }
    Eigen::Index cols() const { return m_cols; }
    ProductIsa isa() const { return m_isa; }

    // Internal to core/matrix_product.cpp: the panels of each depth block,
    // block p0 at p0 × paddedCols(); on the baseline path, op(b) itself.
    const Scalar* panels() const { return m_panels.get(); }
    Eigen::Index paddedCols() const { return m_paddedCols; }
    const MatrixT<Scalar>& plain() const { return m_plain; }
    // Read in place (readInPlace()): op(b)'s entry (p, j) at inPlace()[p ×
    // inPlaceStep() + j] for j < inPlaceCols() (its full panels), the last,
    // partial panel's depth block pc at panels() + pc × NR. Null otherwise.
    const Scalar* inPlace() const { return m_inPlace; }
    Eigen::Index inPlaceStep() const { return m_inPlaceStep; }
    Eigen::Index inPlaceCols() const { return m_inPlaceCols; }

private:
    // An operand read in place on `isa`, empty until readInPlace() fills it.
    explicit PackedRightOperand(ProductIsa isa) : m_isa(isa) {}
    void allocate(Eigen::Index depth, Eigen::Index cols);

    ProductIsa m_isa;
    Eigen::Index m_depth = 0, m_cols = 0, m_paddedCols = 0;
    // Not value-initialised: packing writes every entry, padding included
    // (a zero fill first took 2.5% of a (256, 256, 8) float64 pass).
    std::unique_ptr<Scalar[]> m_panels;
    MatrixT<Scalar> m_plain;
    const Scalar* m_inPlace = nullptr;
    Eigen::Index m_inPlaceStep = 0, m_inPlaceCols = 0;
};

// A left operand (rows × depth) packed by the stage that writes it, for a
// product whose left operand is written once anyway: the softmax writes each
// slice's weights here as it normalises them, so the weighted sums do not
// read and pack the weights again. Made for the path in force; on the
// baseline path there are no panels (callers multiply the plain matrix).
// Rows past rows() up to the panels' padding are zero.
template <typename Scalar> class PackedLeftOperand
{
public:
    PackedLeftOperand(Eigen::Index rows, Eigen::Index depth);
    // `a` (rows() × depth()) packed into the panels (none on the baseline
    // path): the pass's inputs, packed once for the three projections of
    // self-attention.
    void pack(const MatrixRefT<Scalar>& a);
    Eigen::Index rows() const { return m_rows; }
    Eigen::Index depth() const { return m_layout.depth; }
    ProductIsa isa() const { return m_isa; }
    // Where entry (i, p) goes (core/matrix_product_kernels.h); data is null
    // on the baseline path.
    const gemm::PanelLayout<Scalar>& layout() const { return m_layout; }

private:
    ProductIsa m_isa;
    Eigen::Index m_rows = 0;
    std::unique_ptr<Scalar[]> m_panels;
    gemm::PanelLayout<Scalar> m_layout;
};

// out = alpha · a · b (+ out when `accumulate`), both packed already for the
// same path (not the baseline one).
template <typename Scalar>
ProductIsa multiplyInto(MatrixOutT<Scalar> out, const PackedLeftOperand<Scalar>& a,
                        const PackedRightOperand<Scalar>& b, Scalar alpha = Scalar(1),
                        bool accumulate = false);

// out = alpha · op(a) · b (+ out when `accumulate`) with b packed already.
template <typename Scalar>
ProductIsa multiplyInto(MatrixOutT<Scalar> out, const MatrixRefT<Scalar>& a, Operand opA,
                        const PackedRightOperand<Scalar>& b, Scalar alpha = Scalar(1),
                        bool accumulate = false);

// The two products of a fused softmax slice (core/multi_head_attention.cpp),
// each doing a pass of the softmax on the side while its tiles are in
// registers, so the slice is not walked again for it. Their side results
// are streamed past the cache (the trace keeps them, the pass never reads
// them back) where the destination's columns start on 64-byte boundaries,
// written plainly elsewhere; either way the same bits.
//
// Q·Kᵀ: out = alpha · op(a) · b (b packed already), also copied into
// `copy` (out's shape) and, unless rowMax is null, each row's largest entry
// folded into rowMax (out.rows() entries): rowMax[i] = max over j of
// out(i, j) and rowMax[i], a NaN entry skipped.
template <typename Scalar>
ProductIsa multiplyCopyingInto(MatrixOutT<Scalar> out, MatrixOutT<Scalar> copy, Scalar* rowMax,
                               const MatrixRefT<Scalar>& a, Operand opA,
                               const PackedRightOperand<Scalar>& b, Scalar alpha = Scalar(1));

// weights·V: each row i of `a` (the softmax's exp, unnormalised) times
// rowScale(i) (1 / the row's sum), in place, also written to `scaled`
// (a.rows() × a.depth(): the trace's weights), then out = a · b. Both
// packed for the same wide path.
template <typename Scalar>
ProductIsa multiplyScalingInto(MatrixOutT<Scalar> out, MatrixOutT<Scalar> scaled,
                               const VectorT<Scalar>& rowScale, PackedLeftOperand<Scalar>& a,
                               const PackedRightOperand<Scalar>& b);

} // namespace ae
