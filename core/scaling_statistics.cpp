#include "core/scaling_statistics.h"

#include "core/multi_head_attention.h"
#include "core/random.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace ae {

namespace {

// Standard normals from SeededRandom's uniforms, Box–Muller keeping both
// values of each pair (cos and sin): half the logarithms and uniforms of
// SeededRandom::normal(), which matters for 20 000 × 2d draws.
class NormalPairs
{
public:
    explicit NormalPairs(std::uint64_t seed) : m_random(seed) {}
    double next()
    {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        const double u1 = 1.0 - m_random.uniform(); // (0, 1]: log stays finite
        const double u2 = m_random.uniform();
        constexpr double twoPi = 6.283185307179586476925286766559;
        const double radius = std::sqrt(-2.0 * std::log(u1));
        m_spare = radius * std::sin(twoPi * u2);
        m_hasSpare = true;
        return radius * std::cos(twoPi * u2);
    }

private:
    SeededRandom m_random;
    double m_spare = 0.0;
    bool m_hasSpare = false;
};

void checkDimension(int d)
{
    if (d < 1)
        throw EngineError("d", ErrorCode::VectorWidth, {std::to_string(d)});
}

// One score row q·k_j (j < keys) with fresh standard-normal q and k_j.
Vector drawScoreRow(int d, int keys, NormalPairs& random)
{
    Vector q(d);
    for (int i = 0; i < d; ++i)
        q(i) = static_cast<float>(random.next());
    Vector row(keys);
    for (int j = 0; j < keys; ++j) {
        double dot = 0.0;
        for (int i = 0; i < d; ++i)
            dot += static_cast<double>(q(i)) * random.next();
        row(j) = static_cast<float>(dot);
    }
    return row;
}

} // namespace

DotProductSamples sampleDotProducts(int d, int count, std::uint64_t seed,
                                    const std::atomic<bool>* cancel)
{
    checkDimension(d);
    if (count < 2)
        throw EngineError("samples", ErrorCode::NeedsSamples, {std::to_string(count)});
    NormalPairs random(seed);
    DotProductSamples samples;
    samples.d = d;
    samples.raw.resize(static_cast<std::size_t>(count));
    samples.scaled.resize(static_cast<std::size_t>(count));
    const double scale = 1.0 / std::sqrt(static_cast<double>(d));
    std::vector<double> q(static_cast<std::size_t>(d));
    for (int s = 0; s < count; ++s) {
        // About every 64k products: often enough to stop within milliseconds.
        if (cancel && s % std::max(1, 65536 / d) == 0 && cancel->load(std::memory_order_relaxed))
            throw OperationCancelled();
        for (double& value : q)
            value = random.next();
        double dot = 0.0;
        for (double value : q)
            dot += value * random.next();
        samples.raw[static_cast<std::size_t>(s)] = dot;
        samples.scaled[static_cast<std::size_t>(s)] = dot * scale;
    }
    return samples;
}

double sampleVariance(const std::vector<double>& values)
{
    if (values.size() < 2)
        return 0.0;
    double mean = 0.0;
    for (double v : values)
        mean += v;
    mean /= static_cast<double>(values.size());
    double sum = 0.0;
    for (double v : values)
        sum += (v - mean) * (v - mean);
    return sum / static_cast<double>(values.size() - 1);
}

Histogram makeHistogram(const std::vector<double>& values, int bins, double lo, double hi)
{
    if (bins < 1)
        throw EngineError("bins", ErrorCode::NeedsBin, {std::to_string(bins)});
    if (!(hi > lo))
        throw EngineError("range", ErrorCode::HistogramRangeEmpty);
    Histogram histogram;
    histogram.lo = lo;
    histogram.hi = hi;
    histogram.counts.assign(static_cast<std::size_t>(bins), 0);
    const double width = (hi - lo) / bins;
    for (double v : values) {
        if (!(v >= lo && v <= hi))
            continue;
        const int bin = std::min(bins - 1, static_cast<int>((v - lo) / width));
        ++histogram.counts[static_cast<std::size_t>(bin)];
    }
    return histogram;
}

Vector softmaxOf(const VectorRef& scores)
{
    if (scores.size() == 0)
        return Vector();
    const float best = scores.maxCoeff();
    Vector e = (scores.array() - best).exp().matrix();
    return e / e.sum();
}

double entropyOf(const VectorRef& weights)
{
    double entropy = 0.0;
    for (Eigen::Index i = 0; i < weights.size(); ++i)
        if (weights(i) > 0.0f)
            entropy -= static_cast<double>(weights(i)) * std::log(static_cast<double>(weights(i)));
    return entropy;
}

std::vector<SoftmaxSaturationPoint> softmaxSaturation(const std::vector<int>& dims, int keys,
                                                      int rows, std::uint64_t seed,
                                                      const std::atomic<bool>* cancel)
{
    if (keys < 1 || rows < 1)
        throw EngineError("keys", ErrorCode::NeedsKeyAndRow);
    std::vector<SoftmaxSaturationPoint> points;
    points.reserve(dims.size());
    for (int d : dims) {
        checkDimension(d);
        NormalPairs random(seed + static_cast<std::uint64_t>(d));
        const float scale = 1.0f / std::sqrt(static_cast<float>(d));
        SoftmaxSaturationPoint point;
        point.d = d;
        for (int r = 0; r < rows; ++r) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                throw OperationCancelled();
            const Vector scores = drawScoreRow(d, keys, random);
            const Vector raw = softmaxOf(scores);
            const Vector scaled = softmaxOf(scores * scale);
            point.entropyRaw += entropyOf(raw);
            point.entropyScaled += entropyOf(scaled);
            point.maxWeightRaw += raw.maxCoeff();
            point.maxWeightScaled += scaled.maxCoeff();
        }
        point.entropyRaw /= rows;
        point.entropyScaled /= rows;
        point.maxWeightRaw /= rows;
        point.maxWeightScaled /= rows;
        points.push_back(point);
    }
    return points;
}

Vector exampleScoreRow(int d, int keys, std::uint64_t seed)
{
    checkDimension(d);
    if (keys < 1)
        throw EngineError("keys", ErrorCode::NeedsKey);
    NormalPairs random(seed);
    return drawScoreRow(d, keys, random);
}

} // namespace ae
