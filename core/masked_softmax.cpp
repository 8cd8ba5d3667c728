#include "core/masked_softmax.h"

#include "core/matrix_product.h"
#include "core/softmax_kernels.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <limits>
#include <string>
#include <string_view>
#include <thread>
#include <type_traits>

namespace ae {

namespace {

template <typename Scalar>
void checkMaskShape(const MatrixRefT<Scalar>& scores, const KeepMask& mask)
{
    if (mask.size() == 0)
        return;
    if (mask.rows() != scores.rows() || mask.cols() != scores.cols())
        throw EngineError("mask", ErrorCode::MaskLikeScores,
                          {std::to_string(scores.rows()), std::to_string(scores.cols()),
                           std::to_string(mask.rows()), std::to_string(mask.cols())});
}

// What maskedSoftmaxRows needs of its arguments: a mask like the scores (or
// none), weights sized like them, rows inside them.
template <typename Scalar>
void checkRowSlice(const MatrixRefT<Scalar>& scores, const KeepMask& mask,
                   const MatrixT<Scalar>& weights, Eigen::Index first, Eigen::Index count)
{
    checkMaskShape<Scalar>(scores, mask);
    if (weights.rows() != scores.rows() || weights.cols() != scores.cols())
        throw EngineError("weights", ErrorCode::WeightsLikeScores,
                          {std::to_string(scores.rows()), std::to_string(scores.cols()),
                           std::to_string(weights.rows()), std::to_string(weights.cols())});
    if (first < 0 || count < 0 || first + count > scores.rows())
        throw EngineError(
            "rows", ErrorCode::RowsOutsideScores,
            {std::to_string(first), std::to_string(first + count), std::to_string(scores.rows())});
}

// One column of the softmax numerator: out[i] = exp(s[i] − max[i]) (times
// keep[i] when a mask is given) and sum[i] += out[i]. The exponent is clamped
// to [lowest, 0]: kept entries are ≤ 0 anyway (the max is over kept keys), and
// a masked score far above the max cannot overflow into inf·0 = NaN. lowest
// keeps exp(lowest) a normal number: −87 in float, −708 in double.
template <typename Scalar>
using ExpColumnKernel = void (*)(const Scalar* scores, const Scalar* rowMax,
                                 const std::uint8_t* keep, Scalar* out, Scalar* rowSum,
                                 Eigen::Index count);

template <typename Scalar> constexpr Scalar lowestExponent()
{
    return std::is_same_v<Scalar, float> ? Scalar(-87) : Scalar(-708);
}

// Eight rows of the column with Eigen's vectorised exp (fixed size: every
// lane takes the same packet code, never a scalar tail).
template <typename Scalar>
void expEightPortable(const Scalar* scores, const Scalar* rowMax, const std::uint8_t* keep,
                      Scalar* out, Scalar* rowSum)
{
    using Eight = Eigen::Array<Scalar, 8, 1>;
    const Eight difference = Eigen::Map<const Eight>(scores) - Eigen::Map<const Eight>(rowMax);
    // A NaN (∞ − ∞ from overflowed scores) stays NaN, as in the AVX2 kernel.
    const Eight clamped = difference.isNaN().select(
        difference, difference.max(lowestExponent<Scalar>()).min(Scalar(0)));
    Eight result = clamped.exp();
    if (keep)
        result *= Eigen::Map<const Eigen::Array<std::uint8_t, 8, 1>>(keep).cast<Scalar>();
    Eigen::Map<Eight> outMap(out);
    Eigen::Map<Eight> sumMap(rowSum);
    outMap = result;
    sumMap += result;
}

// The last count % 8 rows through an eight-row kernel on padded copies, so a
// row's weights do not depend on where a slice of rows ends (the engine
// slices rows over threads and cache blocks).
template <typename Scalar, typename EightRows>
void expTailPadded(EightRows eightRows, const Scalar* scores, const Scalar* rowMax,
                   const std::uint8_t* keep, Scalar* out, Scalar* rowSum, Eigen::Index tail)
{
    alignas(32) Scalar paddedScores[8] = {}, paddedMax[8] = {}, paddedOut[8], paddedSum[8] = {};
    std::uint8_t paddedKeep[8] = {};
    std::copy(scores, scores + tail, paddedScores);
    std::copy(rowMax, rowMax + tail, paddedMax);
    std::copy(rowSum, rowSum + tail, paddedSum);
    if (keep)
        std::copy(keep, keep + tail, paddedKeep);
    eightRows(paddedScores, paddedMax, keep ? paddedKeep : nullptr, paddedOut, paddedSum);
    std::copy(paddedOut, paddedOut + tail, out);
    std::copy(paddedSum, paddedSum + tail, rowSum);
}

template <typename Scalar>
void expColumnPortable(const Scalar* scores, const Scalar* rowMax, const std::uint8_t* keep,
                       Scalar* out, Scalar* rowSum, Eigen::Index count)
{
    Eigen::Index i = 0;
    for (; i + 8 <= count; i += 8)
        expEightPortable<Scalar>(scores + i, rowMax + i, keep ? keep + i : nullptr, out + i,
                                 rowSum + i);
    if (i < count)
        expTailPadded<Scalar>(expEightPortable<Scalar>, scores + i, rowMax + i,
                              keep ? keep + i : nullptr, out + i, rowSum + i, count - i);
}

// The portable double column (CPUs without AVX2, AE_SOFTMAX_PORTABLE=1),
// one entry at a time through the C library's exp: glibc's
// is accurate to under an ulp and, measured at 512×512, takes 40% of the time
// of Eigen's 2-wide packet exp on baseline x86-64 (SSE2). Same clamp and NaN
// rule as the float kernels.
void expColumnDouble(const double* scores, const double* rowMax, const std::uint8_t* keep,
                     double* out, double* rowSum, Eigen::Index count)
{
    for (Eigen::Index i = 0; i < count; ++i) {
        double x = scores[i] - rowMax[i];
        if (!std::isnan(x))
            x = std::min(0.0, std::max(lowestExponent<double>(), x));
        double y = std::exp(x);
        if (keep)
            y *= double(keep[i]);
        out[i] = y;
        rowSum[i] += y;
    }
}

bool portableKernelForced()
{
    static const bool forced = [] {
        const char* value = std::getenv("AE_SOFTMAX_PORTABLE");
        return value && *value && std::string_view(value) != "0";
    }();
    return forced;
}

// Which kernels run: AVX-512 where the products take their AVX-512 path (so
// AE_ISA and setProductIsa choose the softmax's width too, and a test can
// run both wide paths in one process), AVX2 where the CPU has AVX2 + FMA,
// else the portable ones. AE_SOFTMAX_PORTABLE=1 forces the portable ones.
enum class SoftmaxKernels
{
    Portable,
    Avx2,
    Avx512
};

SoftmaxKernels softmaxKernels()
{
#ifdef AE_SOFTMAX_X86
    if (portableKernelForced())
        return SoftmaxKernels::Portable;
    if (productIsa() == ProductIsa::Avx512)
        return SoftmaxKernels::Avx512;
    static const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    return avx2 ? SoftmaxKernels::Avx2 : SoftmaxKernels::Portable;
#else
    return SoftmaxKernels::Portable;
#endif
}

// The portable exp of a column: Eigen's packet exp for float, the C
// library's for double.
template <typename Scalar> ExpColumnKernel<Scalar> portableExpColumn()
{
    if constexpr (std::is_same_v<Scalar, float>)
        return expColumnPortable<float>;
    else
        return expColumnDouble;
}

// What the packing overloads need of `packed`: count rows of m keys, made
// for a wide product path.
template <typename Scalar>
void checkPacked(const PackedLeftOperand<Scalar>& packed, Eigen::Index count, Eigen::Index m)
{
    if (packed.rows() != count || packed.depth() != m || packed.isa() == ProductIsa::Baseline)
        throw EngineError("weights", ErrorCode::WeightsLikeScores,
                          {std::to_string(count), std::to_string(m), std::to_string(packed.rows()),
                           std::to_string(packed.depth())});
}

// Softmax of rows [first, first + count): every pass walks whole columns of
// the block (contiguous in column-major storage), so the row-wise max, sum and
// normalisation vectorise over the queries of a column.
// With `packed`, the normalised rows are also written there, as rows
// packedRow… of a product's left operand.
template <typename Scalar>
void softmaxRows(const MatrixRefT<Scalar>& scores, const KeepMask& mask, MatrixT<Scalar>& weights,
                 Eigen::Index first, Eigen::Index count, std::vector<int>& fullyMaskedRows,
                 const gemm::PanelLayout<Scalar>* packed, Eigen::Index packedRow)
{
    using Vector = VectorT<Scalar>;
    const Eigen::Index m = scores.cols();
    const bool masked = mask.size() != 0;
    constexpr Scalar minusInfinity = -std::numeric_limits<Scalar>::infinity();

    Vector rowMax = Vector::Constant(count, minusInfinity);
#ifdef AE_SOFTMAX_X86
    const SoftmaxKernels kernels = softmaxKernels();
    if (kernels != SoftmaxKernels::Portable) {
        const softmax::RowBlock<Scalar> block{&scores.coeffRef(first, 0),
                                              scores.outerStride(),
                                              masked ? &mask.coeffRef(first, 0) : nullptr,
                                              mask.outerStride(),
                                              &weights.coeffRef(first, 0),
                                              weights.outerStride(),
                                              count,
                                              m};
        if (kernels == SoftmaxKernels::Avx512)
            softmax::avx512RowMax(block, rowMax.data());
        else
            softmax::avx2RowMax(block, rowMax.data());
        for (Eigen::Index i = 0; i < count; ++i) {
            if (rowMax(i) == minusInfinity) { // no key kept: an all-zero row, not 0/0
                fullyMaskedRows.push_back(static_cast<int>(first + i));
                rowMax(i) = Scalar(0);
            }
        }
        if (kernels == SoftmaxKernels::Avx512)
            softmax::avx512ExpNormalise(block, rowMax.data(), packed, packedRow, nullptr);
        else
            softmax::avx2ExpNormalise(block, rowMax.data(), packed, packedRow, nullptr);
        return;
    }
#endif
    Eigen::Array<Scalar, Eigen::Dynamic, 1> keep;
    for (Eigen::Index j = 0; j < m; ++j) {
        if (masked) {
            keep = mask.col(j).segment(first, count).template cast<Scalar>().array();
            rowMax.array() = rowMax.array().max(
                (keep > Scalar(0))
                    .select(scores.col(j).segment(first, count).array(), minusInfinity));
        } else {
            rowMax.array() = rowMax.array().max(scores.col(j).segment(first, count).array());
        }
    }
    for (Eigen::Index i = 0; i < count; ++i) {
        if (rowMax(i) == minusInfinity) {
            // No key kept: the row stays all zero instead of 0/0 = NaN.
            fullyMaskedRows.push_back(static_cast<int>(first + i));
            rowMax(i) = Scalar(0);
        }
    }

    // Masked keys are multiplied by 0, so they are exactly zero (an exp of
    // −∞ would only be tiny in Eigen's vectorised exp).
    const ExpColumnKernel<Scalar> expColumn = portableExpColumn<Scalar>();
    Vector rowSum = Vector::Zero(count);
    for (Eigen::Index j = 0; j < m; ++j)
        expColumn(&scores.coeffRef(first, j), rowMax.data(),
                  masked ? &mask.coeffRef(first, j) : nullptr, &weights.coeffRef(first, j),
                  rowSum.data(), count);
    const Vector inverseSum = (rowSum.array() > Scalar(0)).select(rowSum.cwiseInverse(), Scalar(0));
    for (Eigen::Index j = 0; j < m; ++j)
        weights.col(j).segment(first, count).array() *= inverseSum.array();
    if (packed) {
        // packedRow is a multiple of 32, so runs of MR rows are whole panels'
        // columns, contiguous on both sides.
        const Eigen::Index mr = packed->panelRows;
        for (Eigen::Index j = 0; j < m; ++j)
            for (Eigen::Index i = 0; i < count; i += mr) {
                const Scalar* source = &weights.coeffRef(first + i, j);
                std::copy(source, source + std::min(mr, count - i), packed->at(packedRow + i, j));
            }
    }
}

// Rows [first, first + count) in slices of a few dozen rows, so that a
// slice's scores and weights (rows × m) stay in cache across the three passes
// (measured: ~30% less time than whole-column passes at m = 2048). Slices
// start at multiples of 32 rows from `first`, so a packed destination's
// panels are written whole vectors at a time.
template <typename Scalar>
void softmaxRowBlock(const MatrixRefT<Scalar>& scores, const KeepMask& mask,
                     MatrixT<Scalar>& weights, Eigen::Index first, Eigen::Index count,
                     std::vector<int>& fullyMaskedRows,
                     const gemm::PanelLayout<Scalar>* packed = nullptr)
{
    const Eigen::Index m = std::max<Eigen::Index>(1, scores.cols());
    const Eigen::Index slice =
        std::clamp<Eigen::Index>((Eigen::Index(1) << 18) / m, 32, 128) / 32 * 32;
    for (Eigen::Index start = first; start < first + count; start += slice)
        softmaxRows<Scalar>(scores, mask, weights, start, std::min(slice, first + count - start),
                            fullyMaskedRows, packed, start - first);
}

} // namespace

template <typename Scalar>
void maskedSoftmaxInto(const MatrixRefT<Scalar>& scores, const KeepMask& mask,
                       MatrixT<Scalar>& weights, std::vector<int>& fullyMaskedRows, int maxThreads)
{
    checkMaskShape<Scalar>(scores, mask);
    const Eigen::Index n = scores.rows();
    const Eigen::Index m = scores.cols();
    weights.resize(n, m); // no reallocation when the caller sized it already

    // Large matrices are split into row blocks on a few threads: the exp and
    // the first touch of fresh weight pages dominate after the products, and
    // rows are independent. Small ones stay on this thread.
    constexpr Eigen::Index minimumEntriesPerThread = Eigen::Index(1) << 18;
    constexpr Eigen::Index minimumRowsPerThread = 64;
    const Eigen::Index threads = std::max<Eigen::Index>(
        1, std::min({Eigen::Index(std::max(1, maxThreads)), n * m / minimumEntriesPerThread,
                     n / minimumRowsPerThread}));
    if (threads == 1) {
        softmaxRowBlock<Scalar>(scores, mask, weights, 0, n, fullyMaskedRows);
        return;
    }
    std::vector<std::vector<int>> fully(static_cast<std::size_t>(threads));
    std::vector<std::exception_ptr> failures(static_cast<std::size_t>(threads));
    std::vector<std::thread> workers;
    const Eigen::Index rowsPerBlock = (n + threads - 1) / threads;
    for (Eigen::Index t = 1; t < threads; ++t) {
        const Eigen::Index first = t * rowsPerBlock;
        const Eigen::Index count = std::min(rowsPerBlock, n - first);
        if (count <= 0)
            break;
        workers.emplace_back([&, t, first, count] {
            try {
                softmaxRowBlock<Scalar>(scores, mask, weights, first, count,
                                        fully[static_cast<std::size_t>(t)]);
            } catch (...) {
                failures[static_cast<std::size_t>(t)] = std::current_exception();
            }
        });
    }
    try {
        softmaxRowBlock<Scalar>(scores, mask, weights, 0, std::min(rowsPerBlock, n), fully[0]);
    } catch (...) {
        failures[0] = std::current_exception();
    }
    for (std::thread& worker : workers)
        worker.join();
    for (const std::exception_ptr& failure : failures)
        if (failure)
            std::rethrow_exception(failure);
    for (const std::vector<int>& rows : fully)
        fullyMaskedRows.insert(fullyMaskedRows.end(), rows.begin(), rows.end());
}

template <typename Scalar>
void maskedSoftmaxRows(const MatrixRefT<Scalar>& scores, const KeepMask& mask,
                       MatrixT<Scalar>& weights, Eigen::Index first, Eigen::Index count,
                       std::vector<int>& fullyMaskedRows)
{
    checkRowSlice<Scalar>(scores, mask, weights, first, count);
    softmaxRowBlock<Scalar>(scores, mask, weights, first, count, fullyMaskedRows);
}

template <typename Scalar>
void maskedSoftmaxRows(const MatrixRefT<Scalar>& scores, const KeepMask& mask,
                       MatrixT<Scalar>& weights, Eigen::Index first, Eigen::Index count,
                       std::vector<int>& fullyMaskedRows, PackedLeftOperand<Scalar>& packed)
{
    checkPacked<Scalar>(packed, count, scores.cols());
    checkRowSlice<Scalar>(scores, mask, weights, first, count);
    softmaxRowBlock<Scalar>(scores, mask, weights, first, count, fullyMaskedRows, &packed.layout());
}

template <typename Scalar>
void softmaxExpRows(const MatrixRefT<Scalar>& slice, const KeepMask& mask, Eigen::Index first,
                    VectorT<Scalar>& rowMax, std::vector<int>& fullyMaskedRows,
                    PackedLeftOperand<Scalar>& packed, VectorT<Scalar>& inverseSums)
{
    const Eigen::Index count = slice.rows();
    const Eigen::Index m = slice.cols();
    const bool masked = mask.size() != 0;
    if (masked && mask.cols() != m)
        throw EngineError("mask", ErrorCode::MaskLikeScores,
                          {std::to_string(mask.rows()), std::to_string(m),
                           std::to_string(mask.rows()), std::to_string(mask.cols())});
    if (masked && (first < 0 || first + count > mask.rows()))
        throw EngineError(
            "rows", ErrorCode::RowsOutsideScores,
            {std::to_string(first), std::to_string(first + count), std::to_string(mask.rows())});
    if (rowMax.size() != count)
        throw EngineError("rowMax", ErrorCode::ValuesExpected,
                          {std::to_string(rowMax.size()), std::to_string(count)});
    checkPacked<Scalar>(packed, count, m);
    inverseSums.resize(count);
    if (count == 0)
        return;
    constexpr Scalar minusInfinity = -std::numeric_limits<Scalar>::infinity();
    const gemm::PanelLayout<Scalar>& layout = packed.layout();
#ifdef AE_SOFTMAX_X86
    const SoftmaxKernels kernels = softmaxKernels();
    if (kernels != SoftmaxKernels::Portable) {
        const softmax::RowBlock<Scalar> block{slice.data(),
                                              slice.outerStride(),
                                              masked ? &mask.coeffRef(first, 0) : nullptr,
                                              mask.outerStride(),
                                              nullptr,
                                              0,
                                              count,
                                              m};
        if (masked && kernels == SoftmaxKernels::Avx512)
            softmax::avx512RowMax(block, rowMax.data());
        else if (masked)
            softmax::avx2RowMax(block, rowMax.data());
        for (Eigen::Index i = 0; i < count; ++i)
            if (rowMax(i) == minusInfinity) { // no key kept: an all-zero row, not 0/0
                fullyMaskedRows.push_back(static_cast<int>(first + i));
                rowMax(i) = Scalar(0);
            }
        if (kernels == SoftmaxKernels::Avx512)
            softmax::avx512ExpNormalise(block, rowMax.data(), &layout, 0, inverseSums.data());
        else
            softmax::avx2ExpNormalise(block, rowMax.data(), &layout, 0, inverseSums.data());
        return;
    }
#endif
    // Portable: the same steps as softmaxRows, the exp written to `packed`.
    if (masked) {
        rowMax.setConstant(minusInfinity);
        for (Eigen::Index j = 0; j < m; ++j)
            for (Eigen::Index i = 0; i < count; ++i)
                if (mask(first + i, j) != 0 && slice(i, j) > rowMax(i))
                    rowMax(i) = slice(i, j);
    }
    for (Eigen::Index i = 0; i < count; ++i)
        if (rowMax(i) == minusInfinity) {
            fullyMaskedRows.push_back(static_cast<int>(first + i));
            rowMax(i) = Scalar(0);
        }
    const ExpColumnKernel<Scalar> expColumn = portableExpColumn<Scalar>();
    VectorT<Scalar> rowSum = VectorT<Scalar>::Zero(count);
    VectorT<Scalar> column(count);
    const Eigen::Index mr = layout.panelRows;
    for (Eigen::Index j = 0; j < m; ++j) {
        expColumn(slice.data() + j * slice.outerStride(), rowMax.data(),
                  masked ? &mask.coeffRef(first, j) : nullptr, column.data(), rowSum.data(), count);
        for (Eigen::Index i = 0; i < count; i += mr)
            std::copy(column.data() + i, column.data() + std::min(count, i + mr), layout.at(i, j));
    }
    inverseSums = (rowSum.array() > Scalar(0)).select(rowSum.cwiseInverse(), Scalar(0));
}

template <typename Scalar>
MaskedSoftmaxResultT<Scalar> maskedSoftmax(const MatrixRefT<Scalar>& scores, const KeepMask& mask)
{
    MaskedSoftmaxResultT<Scalar> result;
    const int hardware = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    maskedSoftmaxInto<Scalar>(scores, mask, result.weights, result.fullyMaskedRows,
                              std::min(hardware, 8));
    return result;
}

template <typename Scalar>
MatrixT<Scalar> applyMask(const MatrixRefT<Scalar>& scores, const KeepMask& mask)
{
    checkMaskShape<Scalar>(scores, mask);
    MatrixT<Scalar> result = scores;
    if (mask.size() == 0)
        return result;
    constexpr Scalar minusInfinity = -std::numeric_limits<Scalar>::infinity();
    for (Eigen::Index j = 0; j < result.cols(); ++j)
        for (Eigen::Index i = 0; i < result.rows(); ++i)
            if (mask(i, j) == 0)
                result(i, j) = minusInfinity;
    return result;
}

float rowEntropy(const Eigen::Ref<const RowVector>& weights)
{
    double entropy = 0.0;
    for (Eigen::Index j = 0; j < weights.size(); ++j) {
        const double w = weights(j);
        if (w > 0.0)
            entropy -= w * std::log(w);
    }
    return static_cast<float>(entropy);
}

const char* softmaxKernelName()
{
    switch (softmaxKernels()) {
    case SoftmaxKernels::Avx512:
        return "avx512";
    case SoftmaxKernels::Avx2:
        return "avx2";
    case SoftmaxKernels::Portable:
        break;
    }
    return "portable";
}

#define AE_INSTANTIATE_SOFTMAX(Scalar)                                                             \
    template MaskedSoftmaxResultT<Scalar> maskedSoftmax<Scalar>(const MatrixRefT<Scalar>&,         \
                                                                const KeepMask&);                  \
    template void maskedSoftmaxInto<Scalar>(const MatrixRefT<Scalar>&, const KeepMask&,            \
                                            MatrixT<Scalar>&, std::vector<int>&, int);             \
    template void maskedSoftmaxRows<Scalar>(const MatrixRefT<Scalar>&, const KeepMask&,            \
                                            MatrixT<Scalar>&, Eigen::Index, Eigen::Index,          \
                                            std::vector<int>&);                                    \
    template void maskedSoftmaxRows<Scalar>(const MatrixRefT<Scalar>&, const KeepMask&,            \
                                            MatrixT<Scalar>&, Eigen::Index, Eigen::Index,          \
                                            std::vector<int>&, PackedLeftOperand<Scalar>&);        \
    template void softmaxExpRows<Scalar>(const MatrixRefT<Scalar>&, const KeepMask&, Eigen::Index, \
                                         VectorT<Scalar>&, std::vector<int>&,                      \
                                         PackedLeftOperand<Scalar>&, VectorT<Scalar>&);            \
    template MatrixT<Scalar> applyMask<Scalar>(const MatrixRefT<Scalar>&, const KeepMask&);
AE_INSTANTIATE_SOFTMAX(float)
AE_INSTANTIATE_SOFTMAX(double)
#undef AE_INSTANTIATE_SOFTMAX

} // namespace ae
