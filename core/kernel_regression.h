#pragma once
// Attention pooling as kernel regression (Nadaraya–Watson, d2l §10.2):
//
//   f(x) = Σ_i α(x, x_i)·y_i,   α(x, x_i) = K(u_i) / Σ_j K(u_j),  u_i = (x − x_i)·w
//
// The query is a test input x, the keys are the training inputs x_i and the
// values their targets y_i. For the Gaussian kernel K(u) = exp(−u²/2), so
// α = softmax_i(−((x − x_i)·w)²/2): exactly attention with the score
// −((x − x_i)·w)²/2. A larger width parameter w makes the kernel narrower and
// the weights sharper. Boxcar: K = 1 for |u| ≤ 1; Epanechnikov: K = max(0,
// 1 − u²); constant: K = 1 (every weight 1/n, i.e. average pooling, which
// ignores the query).

#include "core/types.h"

#include <cstdint>

namespace ae {

enum class RegressionKernel
{
    Gaussian,
    Boxcar,
    Epanechnikov,
    Constant
};

// The function the training data is drawn from: 2·sin(x) + x^0.8 (x ≥ 0).
double kernelRegressionTruth(double x);

struct KernelRegressionData
{
    Vector trainX; // sorted, uniform in [0, 5)
    Vector trainY; // truth(x) + N(0, noise²)
    Vector testX;  // 0, 0.1, …, 4.9
    Vector testTruth;
};

// `trainCount` ≥ 1 points from SeededRandom(seed): first all x (uniform), then
// one normal per point for the noise (in sorted-x order). Throws EngineError
// for trainCount < 1 or a negative noise.
KernelRegressionData makeKernelRegressionData(int trainCount, double noise, std::uint64_t seed);

// Weights α, queries.size() × keys.size(), every row sums to 1. A row whose
// query has no key inside the kernel's support (boxcar / Epanechnikov with a
// large w) puts weight 1 on the nearest key — the limit of every kernel as w
// grows — so no row is ever all zero. Throws EngineError for w ≤ 0 or no keys.
Matrix kernelRegressionWeights(const VectorRef& queries, const VectorRef& keys,
                               RegressionKernel kernel, double width);

// f(x) for every query: weights · values.
Vector kernelRegressionPredict(const VectorRef& queries, const VectorRef& keys,
                               const VectorRef& values, RegressionKernel kernel, double width);

// Leave-one-out mean squared error on the training set: each training point
// is predicted from all the others (d2l trains w the same way; with itself
// among the keys the loss would fall to 0 as w → ∞). Needs ≥ 2 points.
double leaveOneOutLoss(const VectorRef& x, const VectorRef& y, RegressionKernel kernel,
                       double width);

struct KernelWidthFit
{
    double width = 1.0;
    double loss = 0.0; // leave-one-out MSE at `width`
};

// The "learned" w: minimises leaveOneOutLoss over w in [minWidth, maxWidth].
// A scan of 48 log-spaced widths finds the best bracket (the loss need not be
// unimodal), then golden-section search on log w refines it to 1e-4 relative.
KernelWidthFit fitKernelWidth(const VectorRef& x, const VectorRef& y, RegressionKernel kernel,
                              double minWidth = 0.05, double maxWidth = 50.0);

} // namespace ae
