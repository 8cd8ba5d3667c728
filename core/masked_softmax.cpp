#include "core/masked_softmax.h"

#include <cmath>
#include <limits>
#include <string>

namespace ae {

namespace {

void checkMaskShape(const MatrixRef& scores, const KeepMask& mask)
{
    if (mask.size() == 0)
        return;
    if (mask.rows() != scores.rows() || mask.cols() != scores.cols())
        throw EngineError("mask", "expected a " + std::to_string(scores.rows()) + "×" +
                                      std::to_string(scores.cols()) +
                                      " mask like the scores, got " + std::to_string(mask.rows()) +
                                      "×" + std::to_string(mask.cols()));
}

} // namespace

MaskedSoftmaxResult maskedSoftmax(const MatrixRef& scores, const KeepMask& mask)
{
    checkMaskShape(scores, mask);
    const Eigen::Index n = scores.rows();
    const Eigen::Index m = scores.cols();
    const bool masked = mask.size() != 0;
    constexpr float minusInfinity = -std::numeric_limits<float>::infinity();

    MaskedSoftmaxResult result;
    result.weights.resize(n, m);
    Matrix& weights = result.weights;

    // Column-major storage: every pass below walks whole columns, so the
    // row-wise max/sum/normalise vectorise over the queries of a column.
    Vector rowMax = Vector::Constant(n, minusInfinity);
    Eigen::Array<float, Eigen::Dynamic, 1> keep;
    for (Eigen::Index j = 0; j < m; ++j) {
        if (masked) {
            keep = mask.col(j).cast<float>().array();
            rowMax.array() =
                rowMax.array().max((keep > 0.0f).select(scores.col(j).array(), minusInfinity));
        } else {
            rowMax.array() = rowMax.array().max(scores.col(j).array());
        }
    }
    for (Eigen::Index i = 0; i < n; ++i) {
        if (rowMax(i) == minusInfinity) {
            // No key kept: the row stays all zero instead of 0/0 = NaN.
            result.fullyMaskedRows.push_back(static_cast<int>(i));
            rowMax(i) = 0.0f;
        }
    }

    Vector rowSum = Vector::Zero(n);
    for (Eigen::Index j = 0; j < m; ++j) {
        if (masked) {
            keep = mask.col(j).cast<float>().array();
            // exp(x − max) ≤ 1; multiplying by the 0/1 keep zeroes masked keys
            // exactly (Eigen's vectorised exp(−∞) is tiny, not 0).
            weights.col(j).array() = (scores.col(j) - rowMax).array().exp() * keep;
        } else {
            weights.col(j).array() = (scores.col(j) - rowMax).array().exp();
        }
        rowSum += weights.col(j);
    }
    const Vector inverseSum = (rowSum.array() > 0.0f).select(rowSum.cwiseInverse(), 0.0f);
    for (Eigen::Index j = 0; j < m; ++j)
        weights.col(j).array() *= inverseSum.array();
    return result;
}

Matrix applyMask(const MatrixRef& scores, const KeepMask& mask)
{
    checkMaskShape(scores, mask);
    Matrix result = scores;
    if (mask.size() == 0)
        return result;
    constexpr float minusInfinity = -std::numeric_limits<float>::infinity();
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

} // namespace ae
