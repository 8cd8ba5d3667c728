#include "core/attention_trace.h"

#include "core/masked_softmax.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>

namespace ae {

namespace {

template <typename Scalar> std::uint64_t bytesOf(const MatrixT<Scalar>& matrix)
{
    return static_cast<std::uint64_t>(matrix.size()) * sizeof(Scalar);
}

} // namespace

template <typename Scalar> const MatrixT<Scalar>& HeadTraceT<Scalar>::effectiveWeights() const
{
    return droppedWeights.size() != 0 ? droppedWeights : weights;
}

namespace {

// Columns [head·w, (head + 1)·w) of `whole`, w = its width over `heads`.
template <typename Scalar>
MatrixRefT<Scalar> headColumns(const MatrixT<Scalar>& whole, std::size_t heads, int head)
{
    if (head < 0 || std::size_t(head) >= heads)
        throw std::out_of_range("the trace has no head " + std::to_string(head));
    const Eigen::Index width = whole.cols() / Eigen::Index(heads);
    return whole.middleCols(head * width, width);
}

// What head `head` scores: its rotated matrix where it has one (rotary
// positions), else its columns of `whole`.
template <typename Scalar>
MatrixRefT<Scalar> scoredColumns(const MatrixT<Scalar>& whole,
                                 const std::vector<HeadTraceT<Scalar>>& heads, int head,
                                 MatrixT<Scalar> HeadTraceT<Scalar>::*rotated)
{
    const MatrixRefT<Scalar> columns = headColumns<Scalar>(whole, heads.size(), head);
    const MatrixT<Scalar>& own = heads[std::size_t(head)].*rotated;
    return own.size() != 0 ? MatrixRefT<Scalar>(own) : columns;
}

} // namespace

template <typename Scalar> MatrixRefT<Scalar> BatchItemTraceT<Scalar>::headQueries(int head) const
{
    return scoredColumns<Scalar>(queries, heads, head, &HeadTraceT<Scalar>::rotatedQueries);
}

template <typename Scalar> MatrixRefT<Scalar> BatchItemTraceT<Scalar>::headKeys(int head) const
{
    return scoredColumns<Scalar>(keys, heads, head, &HeadTraceT<Scalar>::rotatedKeys);
}

template <typename Scalar> MatrixRefT<Scalar> BatchItemTraceT<Scalar>::headValues(int head) const
{
    return headColumns<Scalar>(values, heads.size(), head);
}

template <typename Scalar> MatrixRefT<Scalar> BatchItemTraceT<Scalar>::headOutput(int head) const
{
    return headColumns<Scalar>(concat, heads.size(), head);
}

template <typename Scalar> MatrixT<Scalar> BatchItemTraceT<Scalar>::maskedScores(int head) const
{
    const HeadTraceT<Scalar>& trace = heads.at(static_cast<std::size_t>(head));
    return applyMask<Scalar>(trace.scores, mask);
}

template <typename Scalar> MatrixT<Scalar> BatchItemTraceT<Scalar>::meanWeights() const
{
    if (heads.empty())
        return MatrixS();
    MatrixS mean = heads.front().weights;
    for (std::size_t h = 1; h < heads.size(); ++h)
        mean += heads[h].weights;
    mean /= static_cast<Scalar>(heads.size());
    return mean;
}

template <typename Scalar> std::uint64_t AttentionTraceT<Scalar>::byteSize() const
{
    std::uint64_t total = bytesOf(positionalEncoding) + bytesOf(keyPositionalEncoding);
    for (const BatchItemTraceT<Scalar>& item : batch) {
        total += bytesOf(item.inputs) + bytesOf(item.distinctEncodedInputs) +
                 bytesOf(item.distinctKeyInputs) + bytesOf(item.distinctValueInputs) +
                 bytesOf(item.queries) + bytesOf(item.keys) + bytesOf(item.values) +
                 static_cast<std::uint64_t>(item.mask.size()) + bytesOf(item.concat) +
                 bytesOf(item.output);
        for (const HeadTraceT<Scalar>& head : item.heads)
            total += bytesOf(head.rotatedQueries) + bytesOf(head.rotatedKeys) +
                     bytesOf(head.scores) + bytesOf(head.weights) + bytesOf(head.droppedWeights);
    }
    return total;
}

AttentionTrace roundedToFloat(const AttentionTraceD& trace)
{
    const auto rounded = [](const MatrixD& matrix) -> Matrix { return matrix.cast<float>(); };
    AttentionTrace result;
    result.shape = trace.shape;
    result.positionalEncoding = rounded(trace.positionalEncoding);
    result.keyPositionalEncoding = rounded(trace.keyPositionalEncoding);
    result.warnings = trace.warnings;
    result.batch.reserve(trace.batch.size());
    for (const BatchItemTraceT<double>& item : trace.batch) {
        BatchItemTrace& out = result.batch.emplace_back();
        out.inputs = rounded(item.inputs);
        out.distinctEncodedInputs = rounded(item.distinctEncodedInputs);
        out.distinctKeyInputs = rounded(item.distinctKeyInputs);
        out.distinctValueInputs = rounded(item.distinctValueInputs);
        out.queries = rounded(item.queries);
        out.keys = rounded(item.keys);
        out.values = rounded(item.values);
        out.mask = item.mask;
        out.concat = rounded(item.concat);
        out.output = rounded(item.output);
        out.fullyMaskedRows = item.fullyMaskedRows;
        out.heads.reserve(item.heads.size());
        for (const HeadTraceT<double>& head : item.heads) {
            HeadTrace& h = out.heads.emplace_back();
            h.rotatedQueries = rounded(head.rotatedQueries);
            h.rotatedKeys = rounded(head.rotatedKeys);
            h.scores = rounded(head.scores);
            h.weights = rounded(head.weights);
            h.droppedWeights = rounded(head.droppedWeights);
        }
    }
    return result;
}

float largestKeptValue(const Matrix& values, const KeepMask* mask, bool absolute)
{
    if (values.size() == 0)
        return 0.0f;
    if (mask != nullptr && (mask->rows() != values.rows() || mask->cols() != values.cols()))
        mask = nullptr;
    // A mask that keeps every cell is no mask.
    if (mask != nullptr &&
        std::memchr(mask->data(), 0, static_cast<std::size_t>(mask->size())) == nullptr)
        mask = nullptr;
    // Common case first, vectorised by Eigen: nothing to skip, nothing
    // infinite or NaN in the way.
    if (mask == nullptr) {
        const float largest = absolute ? values.array().abs().maxCoeff() : values.maxCoeff();
        if (std::isfinite(largest))
            return std::max(0.0f, largest);
    }
    const float* v = values.data();
    const std::uint8_t* keep = mask ? mask->data() : nullptr;
    const Eigen::Index size = values.size();
    const float inf = std::numeric_limits<float>::infinity();
    // Eight independent maxima: no chain of dependent comparisons, and
    // branch-free lanes the compiler turns into vector blends and maxps.
    constexpr int kLanes = 8;
    float hi[kLanes] = {};
    auto counted = [&](Eigen::Index i) {
        const float a = absolute ? std::abs(v[i]) : v[i];
        const bool kept = (keep == nullptr || keep[i] != 0) && a < inf;
        return kept ? a : 0.0f;
    };
    Eigen::Index i = 0;
    for (; i + kLanes <= size; i += kLanes)
        for (int lane = 0; lane < kLanes; ++lane) {
            const float a = counted(i + lane);
            hi[lane] = a > hi[lane] ? a : hi[lane];
        }
    for (; i < size; ++i)
        hi[0] = std::max(hi[0], counted(i));
    return *std::max_element(hi, hi + kLanes);
}

std::vector<HeadExtents> headExtents(const BatchItemTrace& item)
{
    std::vector<HeadExtents> extents;
    extents.reserve(item.heads.size());
    for (const HeadTrace& head : item.heads) {
        HeadExtents e;
        // Masked weights are exactly 0: the mask matters for scores only.
        e.largestWeight = largestKeptValue(head.weights, nullptr, false);
        e.largestScoreMagnitude = largestKeptValue(head.scores, &item.mask, true);
        extents.push_back(e);
    }
    return extents;
}

template struct HeadTraceT<float>;
template struct HeadTraceT<double>;
template struct BatchItemTraceT<float>;
template struct BatchItemTraceT<double>;
template struct AttentionTraceT<float>;
template struct AttentionTraceT<double>;

} // namespace ae
