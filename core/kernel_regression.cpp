#include "core/kernel_regression.h"

#include "core/random.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace ae {

namespace {

// K(u) up to a constant factor (it cancels in the normalisation).
double kernelValue(RegressionKernel kernel, double u)
{
    switch (kernel) {
    case RegressionKernel::Gaussian:
        return std::exp(-0.5 * u * u);
    case RegressionKernel::Boxcar:
        return std::abs(u) <= 1.0 ? 1.0 : 0.0;
    case RegressionKernel::Epanechnikov:
        return std::max(0.0, 1.0 - u * u);
    case RegressionKernel::Constant:
        return 1.0;
    }
    return 0.0;
}

void checkWidth(double width)
{
    if (!(width > 0.0) || !std::isfinite(width))
        throw EngineError("width", ErrorCode::MustBePositiveFinite, {std::to_string(width)});
}

// Weights of one query over `keys`, skipping index `skip` (−1: none), into
// `row` (keys.size(); the skipped entry is 0).
void weightRow(double query, const VectorRef& keys, RegressionKernel kernel, double width,
               Eigen::Index skip, Eigen::Ref<RowVector, 0, Eigen::InnerStride<>> row)
{
    const Eigen::Index m = keys.size();
    row.setZero();
    if (kernel == RegressionKernel::Gaussian) {
        // Softmax of −u²/2, max-subtracted: stable for any w.
        double best = -std::numeric_limits<double>::infinity();
        for (Eigen::Index j = 0; j < m; ++j)
            if (j != skip) {
                const double u = (query - keys(j)) * width;
                best = std::max(best, -0.5 * u * u);
            }
        double sum = 0.0;
        std::vector<double> e(static_cast<std::size_t>(m), 0.0);
        for (Eigen::Index j = 0; j < m; ++j)
            if (j != skip) {
                const double u = (query - keys(j)) * width;
                e[static_cast<std::size_t>(j)] = std::exp(-0.5 * u * u - best);
                sum += e[static_cast<std::size_t>(j)];
            }
        for (Eigen::Index j = 0; j < m; ++j)
            row(j) = static_cast<float>(e[static_cast<std::size_t>(j)] / sum);
        return;
    }
    double sum = 0.0;
    for (Eigen::Index j = 0; j < m; ++j)
        if (j != skip)
            sum += kernelValue(kernel, (query - keys(j)) * width);
    if (sum > 0.0) {
        for (Eigen::Index j = 0; j < m; ++j)
            if (j != skip)
                row(j) = static_cast<float>(kernelValue(kernel, (query - keys(j)) * width) / sum);
        return;
    }
    // No key inside the support: the nearest key takes all the weight.
    Eigen::Index nearest = -1;
    for (Eigen::Index j = 0; j < m; ++j)
        if (j != skip &&
            (nearest < 0 || std::abs(query - keys(j)) < std::abs(query - keys(nearest))))
            nearest = j;
    row(nearest) = 1.0f;
}

} // namespace

double kernelRegressionTruth(double x)
{
    return 2.0 * std::sin(x) + std::pow(x, 0.8);
}

KernelRegressionData makeKernelRegressionData(int trainCount, double noise, std::uint64_t seed)
{
    if (trainCount < 1)
        throw EngineError("train_count", ErrorCode::TrainCount, {std::to_string(trainCount)});
    if (!(noise >= 0.0) || !std::isfinite(noise))
        throw EngineError("noise", ErrorCode::MustBeNonNegativeFinite, {std::to_string(noise)});
    SeededRandom random(seed);
    std::vector<double> xs(static_cast<std::size_t>(trainCount));
    for (double& x : xs)
        x = 5.0 * random.uniform();
    std::sort(xs.begin(), xs.end());
    KernelRegressionData data;
    data.trainX.resize(trainCount);
    data.trainY.resize(trainCount);
    for (int i = 0; i < trainCount; ++i) {
        const double x = xs[static_cast<std::size_t>(i)];
        data.trainX(i) = static_cast<float>(x);
        data.trainY(i) = static_cast<float>(kernelRegressionTruth(x) + noise * random.normal());
    }
    constexpr int testCount = 50;
    data.testX.resize(testCount);
    data.testTruth.resize(testCount);
    for (int i = 0; i < testCount; ++i) {
        const double x = 0.1 * i;
        data.testX(i) = static_cast<float>(x);
        data.testTruth(i) = static_cast<float>(kernelRegressionTruth(x));
    }
    return data;
}

Matrix kernelRegressionWeights(const VectorRef& queries, const VectorRef& keys,
                               RegressionKernel kernel, double width)
{
    checkWidth(width);
    if (keys.size() == 0)
        throw EngineError("keys", ErrorCode::KernelRegressionNeedsPoint);
    Matrix weights(queries.size(), keys.size());
    for (Eigen::Index i = 0; i < queries.size(); ++i)
        weightRow(queries(i), keys, kernel, width, -1, weights.row(i));
    return weights;
}

Vector kernelRegressionPredict(const VectorRef& queries, const VectorRef& keys,
                               const VectorRef& values, RegressionKernel kernel, double width)
{
    if (values.size() != keys.size())
        throw EngineError("values", ErrorCode::ValuePerKey,
                          {std::to_string(keys.size()), std::to_string(values.size())});
    const Matrix weights = kernelRegressionWeights(queries, keys, kernel, width);
    return weights * values;
}

double leaveOneOutLoss(const VectorRef& x, const VectorRef& y, RegressionKernel kernel,
                       double width)
{
    checkWidth(width);
    if (x.size() < 2 || y.size() != x.size())
        throw EngineError("train", ErrorCode::LeaveOneOutNeedsPoints);
    RowVector row(x.size());
    double sum = 0.0;
    for (Eigen::Index i = 0; i < x.size(); ++i) {
        weightRow(x(i), x, kernel, width, i, row);
        const double error = static_cast<double>(row.dot(y.transpose())) - y(i);
        sum += error * error;
    }
    return sum / static_cast<double>(x.size());
}

KernelWidthFit fitKernelWidth(const VectorRef& x, const VectorRef& y, RegressionKernel kernel,
                              double minWidth, double maxWidth)
{
    checkWidth(minWidth);
    checkWidth(maxWidth);
    if (!(maxWidth > minWidth))
        throw EngineError("width", ErrorCode::SearchRangeEmpty);
    const double lo = std::log(minWidth), hi = std::log(maxWidth);
    const auto loss = [&](double logWidth) {
        return leaveOneOutLoss(x, y, kernel, std::exp(logWidth));
    };
    constexpr int scanCount = 48;
    const double step = (hi - lo) / (scanCount - 1);
    int best = 0;
    double bestLoss = std::numeric_limits<double>::infinity();
    for (int i = 0; i < scanCount; ++i) {
        const double value = loss(lo + step * i);
        if (value < bestLoss) {
            bestLoss = value;
            best = i;
        }
    }
    // Golden section on the bracket around the best scanned width.
    double a = lo + step * std::max(0, best - 1);
    double b = lo + step * std::min(scanCount - 1, best + 1);
    const double ratio = (std::sqrt(5.0) - 1.0) / 2.0;
    double c = b - ratio * (b - a), d = a + ratio * (b - a);
    double fc = loss(c), fd = loss(d);
    while (b - a > 1e-4) {
        if (fc <= fd) {
            b = d;
            d = c;
            fd = fc;
            c = b - ratio * (b - a);
            fc = loss(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + ratio * (b - a);
            fd = loss(d);
        }
    }
    KernelWidthFit fit;
    const double middle = 0.5 * (a + b);
    const double middleLoss = loss(middle);
    // Keep the scanned point if the refinement landed on a worse plateau
    // (boxcar's loss is piecewise constant).
    if (middleLoss <= bestLoss) {
        fit.width = std::exp(middle);
        fit.loss = middleLoss;
    } else {
        fit.width = std::exp(lo + step * best);
        fit.loss = bestLoss;
    }
    return fit;
}

} // namespace ae
