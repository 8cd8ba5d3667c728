#include "core/multi_head_attention.h"

#include "core/allocator_tuning.h"
#include "core/blas_threads.h"
#include "core/masked_softmax.h"
#include "core/matrix_product.h"
#include "core/part_items.h"
#include "core/positional_encoding.h"
#include "core/random.h"
#include "core/streamed_store.h"
#include "core/worker_pool.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <exception>
#include <functional>
#include <limits>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace ae {

namespace {

std::string shapeText(Eigen::Index rows, Eigen::Index cols)
{
    return std::to_string(rows) + "×" + std::to_string(cols);
}

// Checks that every matrix of a batch has the shape of the first; returns it.
template <typename Scalar>
void checkBatch(const std::vector<MatrixT<Scalar>>& items, const char* field,
                Eigen::Index expectedRows, bool fixedRows, Eigen::Index* rows, Eigen::Index* cols)
{
    const MatrixT<Scalar>& first = items.front();
    if (fixedRows && first.rows() != expectedRows)
        throw EngineError(field, ErrorCode::FirstItemRows,
                          {std::to_string(first.rows()), std::to_string(expectedRows)});
    if (first.rows() == 0 || first.cols() == 0)
        throw EngineError(field, ErrorCode::FirstItemEmpty,
                          {shapeText(first.rows(), first.cols())});
    for (std::size_t b = 1; b < items.size(); ++b) {
        const MatrixT<Scalar>& item = items[b];
        if (item.rows() != first.rows() || item.cols() != first.cols())
            throw EngineError(field, ErrorCode::ItemShapeDiffers,
                              {std::to_string(b), shapeText(item.rows(), item.cols()),
                               shapeText(first.rows(), first.cols())});
    }
    *rows = first.rows();
    *cols = first.cols();
}

// Projected width of one side: W's rows, or the raw width without W.
// `columnsError` says which input width W's columns must match.
int projectedWidth(const Matrix& weights, const char* field, int inputWidth, ErrorCode columnsError)
{
    if (weights.size() == 0)
        return inputWidth;
    if (weights.cols() != inputWidth)
        throw EngineError(field, columnsError,
                          {std::to_string(inputWidth), shapeText(weights.rows(), weights.cols())});
    return static_cast<int>(weights.rows());
}

// `error` names the projected side (query, key or value).
void checkDivides(int heads, int width, ErrorCode error)
{
    if (width % heads != 0)
        throw EngineError("num_heads", error, {std::to_string(heads), std::to_string(width)});
}

void validateScoring(const AttentionConfig& config, int p, int pk)
{
    const ScoringConfig& scoring = config.scoring;
    // The width rule names what set p_k (W_k, or the key inputs' width);
    // the parameters are checked where the scores are computed too.
    if (scoringTypeInfo(scoring.type).sameWidths && p != pk) {
        checkScoringParameters(scoring, p, pk); // the temperature is reported first
        throw EngineError(config.weights.Wk.size() != 0 ? "weights.W_k" : "key_inputs",
                          ErrorCode::ScoringPerHeadSameWidth,
                          {scoringTypeName(scoring.type), std::to_string(p), std::to_string(pk)});
    }
    checkScoringParameters(scoring, p, pk);
}

void checkCancelled(const std::atomic<bool>* cancel)
{
    if (cancel && cancel->load(std::memory_order_relaxed))
        throw OperationCancelled();
}

// Whether every entry is a finite number: x·0 is 0 for finite x and NaN for
// ±∞ or NaN, and a sum with a NaN term is NaN. Eigen's sum runs vectorised,
// where allFinite() tests entry by entry: that took 3% of a (256, 256, 8)
// float pass, done after the pass on one thread.
template <typename Scalar> bool allFiniteFast(const MatrixRefT<Scalar>& matrix)
{
    return !std::isnan((matrix.array() * Scalar(0)).sum());
}

// Rows [begin, end) of `count` rows that part `part` of `parts` handles.
struct RowRange
{
    Eigen::Index begin, end;
    Eigen::Index size() const { return end - begin; }
};

RowRange rowRange(Eigen::Index count, int part, int parts)
{
    return {count * part / parts, count * (part + 1) / parts};
}

// Rows `rows` of `source` (+ `encoding` when given) into `target`, sized
// already.
template <typename Scalar>
void assignEncodedRows(MatrixT<Scalar>& target, const MatrixT<Scalar>& source,
                       const MatrixT<Scalar>& encoding, RowRange rows)
{
    if (encoding.size() != 0)
        target.middleRows(rows.begin, rows.size()).noalias() =
            source.middleRows(rows.begin, rows.size()) +
            encoding.middleRows(rows.begin, rows.size());
    else
        target.middleRows(rows.begin, rows.size()) = source.middleRows(rows.begin, rows.size());
}

// One projection matrix W of the configuration (float) as the pass uses
// it: in the pass's scalar, and on a wide product path ready for every
// thread's products. A float pass on the AVX-512 path whose Wᵀ rows are at
// most 1 KiB apart reads Wᵀ in place (readsInPlace(): a (256, 256, 8) pass
// 1–5% faster, its packing gone). Where the rows are further apart (2 KiB:
// 1–2% slower, the kernel's reads of B leave L1 between tiles), on the AVX2
// path (16-row tiles: 4% slower) and in a double pass (a widened copy read
// in place was no faster than packing), Wᵀ is packed:
// - a double pass of one batch item (PerThread): widened as it is packed,
//   by each thread, whole, just before its products with W, into one
//   buffer of the thread's that every W of every pass reuses
//   (panelsOnThisThread()). Each thread packs all of W, twice the work of
//   sharing it, but into memory still in its cache from the W before: the
//   shared panels went to memory that had left every cache since the last
//   pass (a memset of a thread's 1 MiB share of them took 72–81 µs, then
//   packing it 30–46 µs; packing alone 127–142 µs). Same-process A/B, per
//   thread ÷ shared, float64: (128, 128, 8) 0.97, (256, 256, 8) 0.975–0.987,
//   (256, 512, 8) 0.98, (512, 512, 8) and n ≥ 1024 1.00. Not for float,
//   whose packing is a plain copy and whose products take half as long:
//   1.02 at (512, 512, 8), 1.04 at (256, 512, 8) (docs/performance.md,
//   session 37);
// - otherwise (Shared): once for the pass, each thread packing its share of
//   W's panels (whole panels of Wᵀ) in the first item's first stage
//   (preparePart()), which every thread then reads; with several batch
//   items, per thread would pack W again for every item. (One matrix per
//   thread had made the thread with W_k and W_o 30–50% slower than the
//   other.)
// allocate() runs on the calling thread, before the first stage.
template <typename Scalar> class ProjectionWeight
{
public:
    enum class Packing
    {
        Shared,
        PerThread
    };

    ProjectionWeight(const Matrix& configured, Packing packing)
        : m_configured(configured), m_packing(packing)
    {
    }

    bool empty() const { return m_configured.size() == 0; }

    void allocate()
    {
        if (empty())
            return;
        m_isa = productIsa();
        if (m_isa == ProductIsa::Baseline) {
            if constexpr (!std::is_same_v<Scalar, float>)
                m_widened.resize(m_configured.rows(), m_configured.cols());
        } else if (readsInPlace()) {
            if constexpr (std::is_same_v<Scalar, float>)
                m_packed.emplace(
                    PackedRightOperand<Scalar>::readInPlace(m_configured, Operand::Transposed));
        } else if (m_packing == Packing::Shared) {
            m_packed.emplace(m_configured.cols(), m_configured.rows());
        }
    }

    // On the path allocate() prepared W for (as every later question here).
    bool readsInPlace() const
    {
        constexpr Eigen::Index maximumRowBytes = 1024;
        return std::is_same_v<Scalar, float> && m_isa == ProductIsa::Avx512 &&
               m_configured.outerStride() * Eigen::Index(sizeof(float)) <= maximumRowBytes;
    }

    // Whether each thread packs W itself, just before its products
    // (panelsOnThisThread()), so no stage prepares it.
    bool packedPerThread() const
    {
        return !empty() && m_packing == Packing::PerThread && m_isa != ProductIsa::Baseline;
    }

    void preparePart(int part, int parts)
    {
        if (empty() || packedPerThread())
            return;
        // Whole panels of Wᵀ (see PackedRightOperand::panelColumns()).
        const Eigen::Index begin = parallelPartBegin(m_configured.rows(), parts, part, true);
        const Eigen::Index count =
            parallelPartBegin(m_configured.rows(), parts, part + 1, true) - begin;
        if (count == 0)
            return;
        if (m_packed && !m_packed->inPlace()) // widened as it is packed
            m_packed->template packColumns<float>(m_configured.middleRows(begin, count),
                                                  Operand::Transposed, begin);
        else if constexpr (!std::is_same_v<Scalar, float>)
            m_widened.middleRows(begin, count) =
                m_configured.middleRows(begin, count).template cast<Scalar>();
    }

    // y = x·Wᵀ into `target` (sized already: a matrix of the trace or a block
    // of its rows), or a copy of x without W.
    void project(MatrixOutT<Scalar> target, const MatrixRefT<Scalar>& source) const
    {
        if (readyForPackedInputs())
            multiplyInto<Scalar>(target, source, Operand::AsIs, panels());
        else if (empty())
            target = source;
        else
            multiplyInto<Scalar>(target, source, Operand::AsIs, plain(), Operand::Transposed);
    }

    // Whether W is ready for a packed left operand (packed, per thread or
    // shared, or read in place: a wide path).
    bool readyForPackedInputs() const { return !empty() && m_isa != ProductIsa::Baseline; }

    // project() from x packed already (readyForPackedInputs()).
    void project(MatrixOutT<Scalar> target, const PackedLeftOperand<Scalar>& source) const
    {
        multiplyInto<Scalar>(target, source, panels());
    }

private:
    const MatrixT<Scalar>& plain() const
    {
        if constexpr (std::is_same_v<Scalar, float>)
            return m_configured;
        else
            return m_widened;
    }

    // W's panels for a product on this thread: shared or read in place, or
    // (PerThread) packed now into this thread's buffer.
    const PackedRightOperand<Scalar>& panels() const
    {
        return m_packed ? *m_packed : panelsOnThisThread();
    }

    // Wᵀ packed (widened) into the calling thread's buffer, made again when
    // its shape or path differs, kept for the thread's next W: valid until
    // this thread's next call, so each product packs W just before it.
    const PackedRightOperand<Scalar>& panelsOnThisThread() const
    {
        thread_local std::optional<PackedRightOperand<Scalar>> buffer;
        const Eigen::Index depth = m_configured.cols(), cols = m_configured.rows();
        if (!buffer || buffer->rows() != depth || buffer->cols() != cols ||
            buffer->isa() != productIsa())
            buffer.emplace(depth, cols);
        buffer->template packColumns<float>(m_configured, Operand::Transposed, 0);
        return *buffer;
    }

    const Matrix& m_configured;
    const Packing m_packing;
    ProductIsa m_isa = ProductIsa::Baseline;
    MatrixT<Scalar> m_widened;                          // double passes only
    std::optional<PackedRightOperand<Scalar>> m_packed; // shared or read in place
};

// cos θ and sin θ, θ = i·ω_j with ω_j = base^(−2j/p), for rows i and pairs j:
// the same double-precision angles and rotation as applyRotary, so the result
// is identical to it (tests compare the two).
class RotaryTable
{
public:
    RotaryTable() = default;
    RotaryTable(int rows, int width, double base) : m_cos(rows, width / 2), m_sin(rows, width / 2)
    {
        for (int j = 0; j < width / 2; ++j) {
            const double omega = frequency(j, width, base);
            for (int i = 0; i < rows; ++i) {
                const double theta = static_cast<double>(i) * omega;
                m_cos(i, j) = std::cos(theta);
                m_sin(i, j) = std::sin(theta);
            }
        }
    }

    // Rows [first, first + x.rows()) of the rotated matrix into `out`
    // (sized like x), rounded once to the scalar.
    template <typename Scalar>
    void rotate(MatrixOutT<Scalar> out, const MatrixRefT<Scalar>& x, Eigen::Index first) const
    {
        for (Eigen::Index j = 0; j < m_cos.cols(); ++j) {
            for (Eigen::Index i = 0; i < x.rows(); ++i) {
                const double c = m_cos(first + i, j);
                const double s = m_sin(first + i, j);
                const double a = x(i, 2 * j);
                const double b = x(i, 2 * j + 1);
                out(i, 2 * j) = static_cast<Scalar>(a * c - b * s);
                out(i, 2 * j + 1) = static_cast<Scalar>(a * s + b * c);
            }
        }
    }

private:
    Eigen::MatrixXd m_cos;
    Eigen::MatrixXd m_sin;
};

// Sizes every matrix of a batch item up front, on the calling thread: the
// workers then only fill memory, and it comes from the main heap, which keeps
// freed trace memory for the next pass (allocator_tuning.h), not from
// per-thread arenas that return it to the kernel.
template <typename Scalar>
void allocateItem(BatchItemTraceT<Scalar>& item, const AttentionShape& shape)
{
    const int h = shape.heads;
    item.inputs.resize(shape.n, shape.d);
    if (shape.sinusoidal)
        item.distinctEncodedInputs.resize(shape.n, shape.d);
    if (shape.explicitKeys)
        item.distinctKeyInputs.resize(shape.m, shape.dk);
    if (shape.explicitValues)
        item.distinctValueInputs.resize(shape.m, shape.dv);
    item.queries.resize(shape.n, h * shape.p);
    item.keys.resize(shape.m, h * shape.pk);
    item.values.resize(shape.m, h * shape.pv);
    item.concat.resize(shape.n, shape.modelDim);
    item.output.resize(shape.n, shape.outputDim);
    item.heads.resize(static_cast<std::size_t>(h));
    for (HeadTraceT<Scalar>& t : item.heads) {
        if (shape.rotary) {
            t.rotatedQueries.resize(shape.n, shape.p);
            t.rotatedKeys.resize(shape.m, shape.pk);
        }
        t.scores.resize(shape.n, shape.m);
        t.weights.resize(shape.n, shape.m);
        if (shape.dropout)
            t.droppedWeights.resize(shape.n, shape.m);
        // The pass walks these by rows across all columns (measured with
        // huge pages: 2–5% less time at n = m = 2048).
        for (MatrixT<Scalar>* matrix : {&t.scores, &t.weights, &t.droppedWeights})
            adviseHugePages(matrix->data(), std::size_t(matrix->size()) * sizeof(Scalar));
    }
}

} // namespace

// Query rows per slice of a head: the slice's scores and weights (rows × m
// scalars each) take about `sliceBytes`, in a multiple of 32 rows (every
// micro-kernel's MR divides it), at least 32. 2 MiB is twice a core's L2
// here, yet measured faster than 0.5 or 1 MiB (18% at n = m = 2048 float):
// smaller slices stream the head's packed Kᵀ and V through the cache once
// more per slice.
constexpr std::size_t sliceBytes = std::size_t(2) << 20;

Eigen::Index attentionSliceRows(int keys, std::size_t scalarBytes)
{
    const std::size_t perRow = 2 * std::size_t(std::max(1, keys)) * scalarBytes;
    const Eigen::Index rows = Eigen::Index(sliceBytes / perRow) / 32 * 32;
    return std::clamp<Eigen::Index>(rows, 32, 512);
}

// Below this many multiply-adds in the whole pass a second thread costs more
// than it saves.
constexpr double minimumParallelWork = double(1 << 22);

// Threads the pass splits its rows over (1: the calling thread does all, each
// product using the BLAS's own threads).
int attentionPassThreads(const AttentionShape& shape)
{
    const double projections = double(shape.n) * shape.d * shape.heads * shape.p +
                               double(shape.m) * shape.dk * shape.heads * shape.pk +
                               double(shape.m) * shape.dv * shape.modelDim +
                               double(shape.n) * shape.modelDim * shape.outputDim;
    const double heads = double(shape.heads) * shape.n * shape.m * (shape.p + shape.pv);
    if (double(shape.batch) * (projections + heads) < minimumParallelWork)
        return 1;
    return std::max(1, std::min<int>(productThreads(), shape.n));
}

template <typename Scalar>
AttentionShape validate(const AttentionInputsT<Scalar>& inputs, const AttentionConfig& config)
{
    AttentionShape shape;
    if (inputs.inputs.empty())
        throw EngineError("inputs", ErrorCode::InputsNone);
    shape.batch = static_cast<int>(inputs.inputs.size());

    Eigen::Index rows = 0, cols = 0;
    checkBatch(inputs.inputs, "inputs", 0, false, &rows, &cols);
    shape.n = static_cast<int>(rows);
    shape.d = static_cast<int>(cols);

    shape.explicitKeys = !inputs.keyInputs.empty();
    if (shape.explicitKeys) {
        if (static_cast<int>(inputs.keyInputs.size()) != shape.batch)
            throw EngineError(
                "key_inputs", ErrorCode::MatrixPerBatchItem,
                {std::to_string(shape.batch), std::to_string(inputs.keyInputs.size())});
        checkBatch(inputs.keyInputs, "key_inputs", 0, false, &rows, &cols);
        shape.m = static_cast<int>(rows);
        shape.dk = static_cast<int>(cols);
    } else {
        shape.m = shape.n;
        shape.dk = shape.d;
    }
    shape.explicitValues = !inputs.valueInputs.empty();
    if (shape.explicitValues) {
        if (static_cast<int>(inputs.valueInputs.size()) != shape.batch)
            throw EngineError(
                "value_inputs", ErrorCode::MatrixPerBatchItem,
                {std::to_string(shape.batch), std::to_string(inputs.valueInputs.size())});
        checkBatch(inputs.valueInputs, "value_inputs", shape.m, true, &rows, &cols);
        shape.dv = static_cast<int>(cols);
    } else {
        shape.dv = shape.dk;
    }

    if (config.numHeads < 1)
        throw EngineError("num_heads", ErrorCode::MustBeAtLeast,
                          {"1", std::to_string(config.numHeads)});
    shape.heads = config.numHeads;

    const ProjectionWeights& w = config.weights;
    const int queryWidth =
        projectedWidth(w.Wq, "weights.W_q", shape.d, ErrorCode::QueryWeightColumns);
    const int keyWidth = projectedWidth(w.Wk, "weights.W_k", shape.dk, ErrorCode::KeyWeightColumns);
    const int valueWidth =
        projectedWidth(w.Wv, "weights.W_v", shape.dv, ErrorCode::ValueWeightColumns);
    checkDivides(shape.heads, queryWidth, ErrorCode::HeadsDivideQueryWidth);
    checkDivides(shape.heads, keyWidth, ErrorCode::HeadsDivideKeyWidth);
    checkDivides(shape.heads, valueWidth, ErrorCode::HeadsDivideValueWidth);
    shape.p = queryWidth / shape.heads;
    shape.pk = keyWidth / shape.heads;
    shape.pv = valueWidth / shape.heads;
    shape.modelDim = valueWidth;
    if (w.Wo.size() != 0) {
        if (w.Wo.cols() != shape.modelDim)
            throw EngineError(
                "weights.W_o", ErrorCode::OutputWeightColumns,
                {std::to_string(shape.modelDim), shapeText(w.Wo.rows(), w.Wo.cols())});
        shape.outputDim = static_cast<int>(w.Wo.rows());
    } else {
        shape.outputDim = shape.modelDim;
    }

    validateScoring(config, shape.p, shape.pk);

    const PositionalEncodingConfig& pe = config.positionalEncoding;
    if (pe.type != PositionalEncodingConfig::Type::None &&
        (!(pe.base > 0.0) || !std::isfinite(pe.base)))
        throw EngineError("positional_encoding.base", ErrorCode::MustBePositiveFinite,
                          {std::to_string(pe.base)});
    if (pe.type == PositionalEncodingConfig::Type::Rotary &&
        (shape.p % 2 != 0 || shape.pk % 2 != 0))
        throw shape.pk != shape.p
            ? EngineError("positional_encoding", ErrorCode::RotaryOddWidths,
                          {std::to_string(shape.p), std::to_string(shape.pk)})
            : EngineError("positional_encoding", ErrorCode::RotaryOddQueryWidth,
                          {std::to_string(shape.p)});
    shape.sinusoidal = pe.type == PositionalEncodingConfig::Type::Sinusoidal;
    shape.rotary = pe.type == PositionalEncodingConfig::Type::Rotary;

    if (config.dropout) {
        const float p = *config.dropout;
        if (!(p >= 0.0f && p < 1.0f))
            throw EngineError("dropout.p", ErrorCode::DropoutProbability, {std::to_string(p)});
        shape.dropout = true;
    }

    validateMask(config.mask, shape.batch, shape.n, shape.m);
    return shape;
}

template <typename Scalar>
AttentionTraceT<Scalar> computeAttention(const AttentionInputsT<Scalar>& inputs,
                                         const AttentionConfig& config, const EngineLimits& limits,
                                         const std::atomic<bool>* cancel)
{
    using Matrix = MatrixT<Scalar>;
    using MatrixRef = MatrixRefT<Scalar>;
    using HeadTrace = HeadTraceT<Scalar>;
    using BatchItemTrace = BatchItemTraceT<Scalar>;
    const AttentionShape shape = validate(inputs, config);
    // Before any allocation: a pass too large to keep is refused, not attempted.
    enforceLimits(shape, limits, static_cast<int>(sizeof(Scalar)));

    // W_q, W_k, W_v, W_o: prepared (widened, packed, shared) in the first
    // item's first stage, or packed by each thread just before its products
    // (ProjectionWeight's Packing).
    using Packing = typename ProjectionWeight<Scalar>::Packing;
    const Packing packing =
        std::is_same_v<Scalar, double> && shape.batch == 1 ? Packing::PerThread : Packing::Shared;
    std::array<ProjectionWeight<Scalar>, 4> weights = {
        ProjectionWeight<Scalar>(config.weights.Wq, packing),
        ProjectionWeight<Scalar>(config.weights.Wk, packing),
        ProjectionWeight<Scalar>(config.weights.Wv, packing),
        ProjectionWeight<Scalar>(config.weights.Wo, packing)};
    const ProjectionWeight<Scalar>&Wq = weights[0], &Wk = weights[1], &Wv = weights[2],
          &Wo = weights[3];

    AttentionTraceT<Scalar> trace;
    trace.shape = shape;
    const PositionalEncodingConfig& pe = config.positionalEncoding;
    const bool rotary = shape.rotary;
    if (shape.sinusoidal) {
        trace.positionalEncoding = sinusoidalEncoding<Scalar>(shape.n, shape.d, pe.base);
        if (shape.explicitKeys)
            trace.keyPositionalEncoding = sinusoidalEncoding<Scalar>(shape.m, shape.dk, pe.base);
    }

    // Every head rotates at the same positions and frequencies: the angles'
    // cos/sin are computed once per pass, not once per head.
    RotaryTable queryRotation, keyRotation;
    if (rotary) {
        queryRotation = RotaryTable(shape.n, shape.p, pe.base);
        keyRotation = RotaryTable(shape.m, shape.pk, pe.base);
    }

    const bool masked = !config.mask.isEmpty();
    const KeepMask noMask;
    const int h = shape.heads, p = shape.p, pk = shape.pk, pv = shape.pv;
    const float dropP = config.dropout.value_or(0.0f);
    const Scalar keepScale = Scalar(1) / (Scalar(1) - Scalar(dropP));
    // Dropout draws, one uniform per attention weight, in the order batch
    // item, head, row (query), column (key) — the same weights are dropped for
    // the same seed on every platform. Weight u ≥ p is kept and scaled 1/(1−p).
    SeededRandom dropoutRandom(config.seed);

    // Every stage is row-wise: a query's scores, weights and outputs need only
    // that query's row and all keys, a projection's row only its input row.
    // So each stage splits its rows over `threads` threads (in order, the
    // results do not depend on the split), with single-threaded products:
    // no small product is split over all cores, and no BLAS worker spins
    // beside the engine's own threads on the same cores.
    const int threads = attentionPassThreads(shape);
    std::optional<SingleThreadedProducts> singleThreaded;
    if (threads > 1)
        singleThreaded.emplace();

    trace.batch.resize(static_cast<std::size_t>(shape.batch));
    for (int b = 0; b < shape.batch; ++b) {
        checkCancelled(cancel);
        BatchItemTrace& item = trace.batch[static_cast<std::size_t>(b)];
        const std::size_t bi = static_cast<std::size_t>(b);
        if (masked)
            item.mask = buildMask(config.mask, b, shape.batch, shape.n, shape.m);
        else
            item.mask.resize(shape.n, shape.m);
        const KeepMask& softmaxMask = masked ? item.mask : noMask;
        allocateItem(item, shape);

        // The item's inputs as the trace keeps them (X, and X + P, the keys'
        // and the values' inputs only where they differ from the matrix
        // before them: BatchItemTrace::encodedInputs()), by rows over the
        // threads, and (first item) the shared projection weights, each
        // thread its share of every matrix: work that ran on this thread
        // alone while the others waited.
        // Each thread's key and value rows come from the sources, so no
        // thread reads what another writes. The projections read the sources
        // themselves where the trace's copy is the same numbers (no
        // encoding), so those copies, like an all-ones mask, are written
        // past the cache (streamed_store.h).
        const Matrix& querySource = inputs.inputs[bi];
        const bool keysEncoded = shape.explicitKeys && shape.sinusoidal;
        const Matrix& queryInputs = shape.sinusoidal ? item.distinctEncodedInputs : querySource;
        const Matrix& keyInputs = !shape.explicitKeys ? queryInputs
                                  : keysEncoded       ? item.distinctKeyInputs
                                                      : inputs.keyInputs[bi];
        const Matrix& valueInputs = shape.explicitValues ? inputs.valueInputs[bi] : keyInputs;
        if (b == 0)
            for (ProjectionWeight<Scalar>& weight : weights)
                weight.allocate();
        runOnThreads(threads, [&](int part) {
            if (b == 0)
                for (ProjectionWeight<Scalar>& weight : weights)
                    weight.preparePart(part, threads);
            const RowRange q = rowRange(shape.n, part, threads);
            streamRows<Scalar>(item.inputs, querySource, q.begin, q.size());
            if (shape.sinusoidal)
                assignEncodedRows<Scalar>(item.distinctEncodedInputs, querySource,
                                          trace.positionalEncoding, q);
            const RowRange k = rowRange(shape.m, part, threads);
            if (keysEncoded)
                assignEncodedRows<Scalar>(item.distinctKeyInputs, inputs.keyInputs[bi],
                                          trace.keyPositionalEncoding, k);
            else if (shape.explicitKeys)
                streamRows<Scalar>(item.distinctKeyInputs, inputs.keyInputs[bi], k.begin, k.size());
            if (shape.explicitValues)
                streamRows<Scalar>(item.distinctValueInputs, inputs.valueInputs[bi], k.begin,
                                   k.size());
            if (!masked) {
                const RowRange columns = rowRange(shape.m, part, threads);
                streamFillColumns(item.mask, columns.begin, columns.size(), 1);
            }
            fenceStreamedStores();
        });

        // Projections and the heads' slices (rotated when rotary). The rows of
        // Q, K and V, end to end, are cut into one contiguous run per thread,
        // so each thread projects at most a part of each (mostly whole
        // matrices: fewer, larger products), or, for self-attention, the
        // same rows of all three (sharedInputs).
        // Self-attention projects one matrix three times: each thread then
        // takes its rows of X, packs them once and multiplies them by W_q,
        // W_k and W_v (same bits), where its packed rows fit in a core's L2
        // (1 MiB here) and W is packed. Same-process A/B, shared ÷ runs:
        // 0.96–0.99 at (512, 512, 8), 0.98–1.00 at (1024, 512, 8) float32,
        // 0.997–1.008 at (256, 256, 8) float64; 1.007–1.013 at (256, 256, 8)
        // float32 (Wᵀ read in place) and 1.00–1.01 at n = 2048 (2–4 MiB of
        // packed rows), so those keep the runs.
        const std::size_t sharedBytes =
            std::size_t((shape.n + threads - 1) / threads) * std::size_t(shape.d) * sizeof(Scalar);
        const bool sharedInputs = !shape.explicitKeys && !shape.explicitValues &&
                                  Wq.readyForPackedInputs() && Wk.readyForPackedInputs() &&
                                  Wv.readyForPackedInputs() && !Wq.readsInPlace() &&
                                  sharedBytes <= (std::size_t(1) << 20);
        runOnThreads(threads, [&](int part) {
            const RowRange run = rowRange(shape.n + 2 * Eigen::Index(shape.m), part, threads);
            // This thread's rows of the stage that starts at `offset` and
            // has `count` rows (may be empty).
            const auto rowsOf = [&run](Eigen::Index offset, Eigen::Index count) {
                return RowRange{std::clamp(run.begin - offset, Eigen::Index(0), count),
                                std::clamp(run.end - offset, Eigen::Index(0), count)};
            };
            const RowRange shared = rowRange(shape.n, part, threads);
            const RowRange q = sharedInputs ? shared : rowsOf(0, shape.n);
            const RowRange k = sharedInputs ? shared : rowsOf(shape.n, shape.m);
            const RowRange v =
                sharedInputs ? shared : rowsOf(shape.n + Eigen::Index(shape.m), shape.m);
            // One side's projection of rows `rows` (x: those rows, plain or
            // packed) into `target`. Each head reads its columns of it in
            // place (BatchItemTraceT::headQueries() …): writing every head
            // a copy as well had cost 2–5% of a (256, 256, 8) pass
            // (docs/performance.md, session 40).
            const auto projectRows = [&](const ProjectionWeight<Scalar>& weight, Matrix& target,
                                         RowRange rows, const auto& x) {
                if (rows.size() != 0)
                    weight.project(target.middleRows(rows.begin, rows.size()), x);
            };
            if (sharedInputs && shared.size() > 0) {
                PackedLeftOperand<Scalar> x(shared.size(), shape.d);
                x.pack(queryInputs.middleRows(shared.begin, shared.size()));
                projectRows(Wq, item.queries, q, x);
                projectRows(Wk, item.keys, k, x);
                projectRows(Wv, item.values, v, x);
            } else if (!sharedInputs) {
                projectRows(Wq, item.queries, q, queryInputs.middleRows(q.begin, q.size()));
                projectRows(Wk, item.keys, k, keyInputs.middleRows(k.begin, k.size()));
                projectRows(Wv, item.values, v, valueInputs.middleRows(v.begin, v.size()));
            }
            // Rotary positions: each head scores its rotated queries and
            // keys, which the trace keeps beside the unrotated Q and K.
            for (int head = 0; rotary && head < h; ++head) {
                HeadTrace& t = item.heads[static_cast<std::size_t>(head)];
                queryRotation.rotate<Scalar>(t.rotatedQueries.middleRows(q.begin, q.size()),
                                             item.queries.block(q.begin, head * p, q.size(), p),
                                             q.begin);
                keyRotation.rotate<Scalar>(t.rotatedKeys.middleRows(k.begin, k.size()),
                                           item.keys.block(k.begin, head * pk, k.size(), pk),
                                           k.begin);
            }
            fenceStreamedStores();
        });

        // Scores, softmax and weighted sums per head and query rows, in slices
        // of rows whose scores and weights are still in cache (L2 or L3) from
        // the product that writes the scores, through the softmax, to the
        // product that reads the weights. Without dropout every stage after
        // the projections is row-wise, so a thread goes on to its rows'
        // output projection once their heads are done (by it, or a head
        // taken by another thread), without a barrier. Dropout draws
        // its random stream in order over all rows of all heads, so with
        // dropout the weighted sums wait for the draws. Every head's softmax
        // finds the same fully masked rows (the mask is shared); head 0's
        // are kept, in row order.
        const bool fused = !shape.dropout;
        const Eigen::Index slice = attentionSliceRows(shape.m, sizeof(Scalar));
        std::vector<std::vector<int>> fullyMasked(static_cast<std::size_t>(threads));
        const bool dotProduct = config.scoring.type == ScoringType::ScaledDotProduct ||
                                config.scoring.type == ScoringType::DotProduct;
        const Scalar dotScale = dotProductScale<Scalar>(config.scoring, p);
        // Each head's Kᵀ and V packed once for every thread's slices, the
        // heads shared out over the threads (each thread packing every head
        // for its own rows: measured 1–2% slower at n ≥ 512).
        std::vector<std::optional<PackedRightOperand<Scalar>>> packedKeys(
            static_cast<std::size_t>(h)),
            packedValues(static_cast<std::size_t>(h));
        if (dotProduct || fused)
            runOnThreads(std::min(threads, h), [&](int part) {
                for (int head = part; head < h; head += std::min(threads, h)) {
                    if (dotProduct)
                        packedKeys[static_cast<std::size_t>(head)].emplace(item.headKeys(head),
                                                                           Operand::Transposed);
                    if (fused)
                        packedValues[static_cast<std::size_t>(head)].emplace(item.headValues(head),
                                                                             Operand::AsIs);
                }
            });
        // Dot-product scores on a wide path go through a scratch slice per
        // thread, which stays in cache: the softmax reads them there, and
        // the products stream the trace's scores and weights past the cache
        // (matrix_product.h's multiplyCopyingInto, multiplyScalingInto).
        // Sized here, on the calling thread (see allocateItem).
        const bool viaScratch =
            dotProduct && fused && h > 0 && packedValues.front()->isa() != ProductIsa::Baseline;
        // Rows q of every head's output into the concat's columns (via the
        // scratch, the weighted sums wrote them there already, streaming the
        // head's own copy), then their output projection. Finite inputs can
        // still overflow the scalar in the products: each part notes, per
        // head, whether its rows of the head's output hold a number that is
        // not finite (checked in the concat, just written and still in
        // cache), for a warning below.
        std::vector<std::uint8_t> notFinite(std::size_t(threads) * std::size_t(h), 0);
        const auto concatenateAndProject = [&](RowRange q, int part) {
            for (int head = 0; head < h; ++head) {
                const auto block = item.concat.block(q.begin, head * pv, q.size(), pv);
                notFinite[std::size_t(part) * std::size_t(h) + std::size_t(head)] =
                    !allFiniteFast<Scalar>(block);
            }
            Wo.project(item.output.middleRows(q.begin, q.size()),
                       item.concat.middleRows(q.begin, q.size()));
        };
        // Each thread's query rows are its part, and the part's heads its
        // items (part_items.h): a thread slowed by an interrupt or a
        // neighbour gives heads away (measured with the parts fixed: one
        // thread's part often took 5–25% longer than the other's, the same
        // rows on both). A head is the same products on the same rows
        // whichever thread runs it, so the same bits.
        Eigen::Index partRows = 0;
        for (int part = 0; part < threads; ++part)
            partRows = std::max(partRows, rowRange(shape.n, part, threads).size());
        std::vector<MatrixT<Scalar>> scratchScores(static_cast<std::size_t>(threads));
        for (int thread = 0; viaScratch && thread < threads; ++thread)
            scratchScores[static_cast<std::size_t>(thread)].resize(std::min(slice, partRows),
                                                                   shape.m);
        PartItems heads(threads, h);
        // Head `head` of part `part`'s rows, on thread `thread` (its scratch).
        const auto runHead = [&](int part, int head, int thread) {
            checkCancelled(cancel);
            const RowRange q = rowRange(shape.n, part, threads);
            std::vector<int> ignored;
            VectorT<Scalar> rowMax, inverseSums; // a slice's, via the scratch
            HeadTrace& t = item.heads[static_cast<std::size_t>(head)];
            const MatrixRef queries = item.headQueries(head);
            const std::optional<PackedRightOperand<Scalar>>& keys =
                packedKeys[static_cast<std::size_t>(head)];
            const std::optional<PackedRightOperand<Scalar>>& values =
                packedValues[static_cast<std::size_t>(head)];
            // Rows [first, first + rows) of the head's output: its columns
            // of the concat.
            const auto output = [&](Eigen::Index first, Eigen::Index rows) {
                return item.concat.block(first, head * pv, rows, pv);
            };
            for (Eigen::Index first = q.begin; first < q.end; first += slice) {
                const Eigen::Index rows = std::min(slice, q.end - first);
                std::vector<int>& fully =
                    head == 0 ? fullyMasked[static_cast<std::size_t>(part)] : ignored;
                if (viaScratch) {
                    // The softmax's passes ride on the products: Q·Kᵀ
                    // copies the scores to the trace and takes the row
                    // maxima (unmasked) as its tiles finish, the exp
                    // pass leaves the weights unnormalised in the packed
                    // operand, and weights·V normalises them (and writes
                    // them to the trace) as it reads them, writing its
                    // product into the head's columns of the concat (its
                    // output, BatchItemTraceT::headOutput()).
                    const auto scratch =
                        scratchScores[static_cast<std::size_t>(thread)].topRows(rows);
                    rowMax.setConstant(rows, -std::numeric_limits<Scalar>::infinity());
                    multiplyCopyingInto<Scalar>(
                        scratch, t.scores.middleRows(first, rows), masked ? nullptr : rowMax.data(),
                        queries.middleRows(first, rows), Operand::AsIs, *keys, dotScale);
                    PackedLeftOperand<Scalar> packedWeights(rows, shape.m);
                    softmaxExpRows<Scalar>(scratch, softmaxMask, first, rowMax, fully,
                                           packedWeights, inverseSums);
                    multiplyScalingInto<Scalar>(output(first, rows),
                                                t.weights.middleRows(first, rows), inverseSums,
                                                packedWeights, *values);
                    continue;
                }
                if (keys)
                    multiplyInto<Scalar>(t.scores.middleRows(first, rows),
                                         queries.middleRows(first, rows), Operand::AsIs, *keys,
                                         dotScale);
                else
                    computeScoresInto<Scalar>(queries.middleRows(first, rows), item.headKeys(head),
                                              config.scoring, t.scores.middleRows(first, rows));
                if (fused && values->isa() != ProductIsa::Baseline) {
                    // The softmax writes the slice's weights packed for
                    // the weighted sums as it normalises them.
                    PackedLeftOperand<Scalar> packedWeights(rows, shape.m);
                    maskedSoftmaxRows<Scalar>(t.scores, softmaxMask, t.weights, first, rows, fully,
                                              packedWeights);
                    multiplyInto<Scalar>(output(first, rows), packedWeights, *values);
                    continue;
                }
                maskedSoftmaxRows<Scalar>(t.scores, softmaxMask, t.weights, first, rows, fully);
                if (fused)
                    multiplyInto<Scalar>(output(first, rows), t.weights.middleRows(first, rows),
                                         Operand::AsIs, *values);
            }
        };
        runOnThreads(threads, [&](int thread) {
            try {
                for (int k = 0; k < threads; ++k) {
                    const int part = (thread + k) % threads;
                    for (int head; (head = heads.take(part)) >= 0;) {
                        runHead(part, head, thread);
                        heads.finished(part);
                    }
                }
                const RowRange q = rowRange(shape.n, thread, threads);
                if (!fused || q.size() == 0)
                    return;
                // At most one head of this part is still running elsewhere.
                while (!heads.allFinished(thread))
                    if (heads.failed())
                        return; // the failing thread's exception is rethrown
                    else
                        std::this_thread::yield();
                concatenateAndProject(q, thread);
            } catch (...) {
                heads.fail();
                throw;
            }
        });
        item.fullyMaskedRows.clear();
        for (const std::vector<int>& rows : fullyMasked)
            item.fullyMaskedRows.insert(item.fullyMaskedRows.end(), rows.begin(), rows.end());

        if (shape.dropout) {
            // One random stream, drawn in order on this thread.
            for (HeadTrace& t : item.heads)
                for (int i = 0; i < shape.n; ++i)
                    for (int j = 0; j < shape.m; ++j)
                        t.droppedWeights(i, j) = dropoutRandom.uniform() >= dropP
                                                     ? t.weights(i, j) * keepScale
                                                     : Scalar(0);

            // Weighted sums of the dropped weights into each head's output
            // (its columns of the concat), then the output projection, by
            // query rows.
            runOnThreads(threads, [&](int part) {
                const RowRange q = rowRange(shape.n, part, threads);
                for (int head = 0; head < h; ++head) {
                    checkCancelled(cancel);
                    HeadTrace& t = item.heads[static_cast<std::size_t>(head)];
                    multiplyInto<Scalar>(item.concat.block(q.begin, head * pv, q.size(), pv),
                                         t.droppedWeights.middleRows(q.begin, q.size()),
                                         Operand::AsIs, item.headValues(head), Operand::AsIs);
                }
                concatenateAndProject(q, part);
            });
        }

        // Say where the products overflowed instead of letting NaN reach the
        // views unexplained.
        for (int head = 0; head < h; ++head) {
            bool overflowed = false;
            for (int part = 0; part < threads; ++part)
                overflowed |=
                    notFinite[std::size_t(part) * std::size_t(h) + std::size_t(head)] != 0;
            if (overflowed)
                trace.warnings.push_back(
                    "batch " + std::to_string(b) + ", head " + std::to_string(head) +
                    ": the scores overflowed " + (sizeof(Scalar) == 4 ? "32" : "64") +
                    "-bit floats (inputs, weights or 1/temperature too large); some weights and "
                    "outputs are not finite numbers");
        }
        for (int row : item.fullyMaskedRows)
            trace.warnings.push_back("batch " + std::to_string(b) + ", query " +
                                     std::to_string(row) +
                                     ": every key is masked; its weights and output are zero");
    }
    return trace;
}

AttentionInputsD widenedToDouble(const AttentionInputs& inputs)
{
    const auto widened = [](const std::vector<Matrix>& items) {
        std::vector<MatrixD> result;
        result.reserve(items.size());
        for (const Matrix& item : items)
            result.push_back(item.cast<double>());
        return result;
    };
    return {widened(inputs.inputs), widened(inputs.keyInputs), widened(inputs.valueInputs)};
}

#define AE_INSTANTIATE_ATTENTION(Scalar)                                                           \
    template AttentionShape validate<Scalar>(const AttentionInputsT<Scalar>&,                      \
                                             const AttentionConfig&);                              \
    template AttentionTraceT<Scalar> computeAttention<Scalar>(                                     \
        const AttentionInputsT<Scalar>&, const AttentionConfig&, const EngineLimits&,              \
        const std::atomic<bool>*);
AE_INSTANTIATE_ATTENTION(float)
AE_INSTANTIATE_ATTENTION(double)
#undef AE_INSTANTIATE_ATTENTION

ProjectionWeights randomProjectionWeights(int modelDim, int queryWidth, int keyWidth,
                                          int valueWidth, std::uint64_t seed)
{
    if (modelDim < 1)
        throw EngineError("model_dim", ErrorCode::MustBeAtLeast, {"1", std::to_string(modelDim)});
    SeededRandom random(seed);
    ProjectionWeights weights;
    weights.Wq = xavierUniform(modelDim, queryWidth, random);
    weights.Wk = xavierUniform(modelDim, keyWidth, random);
    weights.Wv = xavierUniform(modelDim, valueWidth, random);
    weights.Wo = xavierUniform(modelDim, modelDim, random);
    return weights;
}

} // namespace ae
