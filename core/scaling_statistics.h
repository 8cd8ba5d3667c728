#pragma once
// Why scaled dot-product attention divides by √d. For q, k ∈ R^d with
// independent zero-mean, unit-variance entries, q·k = Σ q_i k_i has mean 0 and
// variance d; q·k/√d has variance 1 whatever d is. Unscaled, a row of scores
// spreads wider as d grows and its softmax saturates (one weight → 1, entropy
// → 0, vanishing gradients); scaled, the softmax looks the same for every d.

#include "core/types.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace ae {

struct DotProductSamples
{
    int d = 0;
    std::vector<double> raw;    // q·k
    std::vector<double> scaled; // q·k / √d
};

// `count` independent pairs (q, k) of standard-normal entries (Box–Muller on
// SeededRandom(seed)'s uniforms; q then k, entry by entry). Throws EngineError for d < 1
// or count < 2, and OperationCancelled (core/multi_head_attention.h) soon after
// `cancel` is set.
DotProductSamples sampleDotProducts(int d, int count, std::uint64_t seed,
                                    const std::atomic<bool>* cancel = nullptr);

// Unbiased sample variance (divides by n − 1); 0 for fewer than 2 values.
double sampleVariance(const std::vector<double>& values);

struct Histogram
{
    double lo = 0.0;
    double hi = 1.0;
    std::vector<int> counts; // bin i covers [lo + i·w, lo + (i+1)·w), the last includes hi
    double binWidth() const { return (hi - lo) / static_cast<double>(counts.size()); }
    double binCenter(int bin) const { return lo + (bin + 0.5) * binWidth(); }
};

// Counts of `values` in `bins` equal bins over [lo, hi]; values outside are
// not counted. Throws EngineError for bins < 1 or hi ≤ lo.
Histogram makeHistogram(const std::vector<double>& values, int bins, double lo, double hi);

struct SoftmaxSaturationPoint
{
    int d = 0;
    // Means over the sampled rows: Shannon entropy (nats) and largest weight
    // of softmax(q·k_j) and of softmax(q·k_j / √d), j = 1…keys.
    double entropyRaw = 0.0;
    double entropyScaled = 0.0;
    double maxWeightRaw = 0.0;
    double maxWeightScaled = 0.0;
};

// For every d in `dims`: `rows` random rows of `keys` scores each (q and the
// k_j standard normal, drawn from SeededRandom(seed + d)). The entropy of a
// uniform row is log(keys): the scaled curve stays well below saturation.
// Throws OperationCancelled soon after `cancel` is set.
std::vector<SoftmaxSaturationPoint> softmaxSaturation(const std::vector<int>& dims, int keys,
                                                      int rows, std::uint64_t seed,
                                                      const std::atomic<bool>* cancel = nullptr);

// One example row of `keys` scores q·k_j for this d (seeded), unscaled; divide
// by √d for the scaled one.
Vector exampleScoreRow(int d, int keys, std::uint64_t seed);

// Softmax of a vector (max-subtracted) and its entropy in nats.
Vector softmaxOf(const VectorRef& scores);
double entropyOf(const VectorRef& weights);

} // namespace ae
