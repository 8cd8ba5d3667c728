#include "core/attention_trace.h"

#include "core/masked_softmax.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace ae {

namespace {

std::uint64_t bytesOf(const Matrix& matrix)
{
    return static_cast<std::uint64_t>(matrix.size()) * sizeof(float);
}

} // namespace

const Matrix& HeadTrace::effectiveWeights() const
{
    return droppedWeights.size() != 0 ? droppedWeights : weights;
}

Matrix BatchItemTrace::maskedScores(int head) const
{
    const HeadTrace& trace = heads.at(static_cast<std::size_t>(head));
    return applyMask(trace.scores, mask);
}

Matrix BatchItemTrace::meanWeights() const
{
    if (heads.empty())
        return Matrix();
    Matrix mean = heads.front().weights;
    for (std::size_t h = 1; h < heads.size(); ++h)
        mean += heads[h].weights;
    mean /= static_cast<float>(heads.size());
    return mean;
}

std::uint64_t AttentionTrace::byteSize() const
{
    std::uint64_t total = bytesOf(positionalEncoding) + bytesOf(keyPositionalEncoding);
    for (const BatchItemTrace& item : batch) {
        total += bytesOf(item.inputs) + bytesOf(item.encodedInputs) + bytesOf(item.keyInputs) +
                 bytesOf(item.valueInputs) + bytesOf(item.queries) + bytesOf(item.keys) +
                 bytesOf(item.values) + static_cast<std::uint64_t>(item.mask.size()) +
                 bytesOf(item.concat) + bytesOf(item.output);
        for (const HeadTrace& head : item.heads)
            total += bytesOf(head.queries) + bytesOf(head.keys) + bytesOf(head.values) +
                     bytesOf(head.scores) + bytesOf(head.weights) + bytesOf(head.droppedWeights) +
                     bytesOf(head.output);
    }
    return total;
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

} // namespace ae
