#include "core/attention_trace.h"

#include "core/masked_softmax.h"

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

} // namespace ae
