#include "core/shuffle_demo.h"

#include "core/multi_head_attention.h"
#include "core/random.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <string>

namespace ae {

std::vector<int> seededPermutation(int n, std::uint64_t seed)
{
    std::vector<int> permutation(static_cast<std::size_t>(std::max(0, n)));
    std::iota(permutation.begin(), permutation.end(), 0);
    SeededRandom random(seed);
    for (int i = n - 1; i > 0; --i) {
        const int j = std::min(i, static_cast<int>(random.uniform() * (i + 1)));
        std::swap(permutation[i], permutation[j]);
    }
    bool identity = true;
    for (int i = 0; i < n; ++i)
        identity = identity && permutation[i] == i;
    if (identity && n >= 2)
        std::swap(permutation[0], permutation[1]);
    return permutation;
}

Matrix permuteRows(const MatrixRef& x, const std::vector<int>& permutation)
{
    if (static_cast<Eigen::Index>(permutation.size()) != x.rows()) {
        throw EngineError("permutation", ErrorCode::PermutationSize,
                          {std::to_string(permutation.size()), std::to_string(x.rows())});
    }
    Matrix result(x.rows(), x.cols());
    for (std::size_t i = 0; i < permutation.size(); ++i)
        result.row(static_cast<Eigen::Index>(i)) = x.row(permutation[i]);
    return result;
}

Matrix randomTokens(int n, int d, std::uint64_t seed)
{
    SeededRandom random(seed);
    Matrix x(n, d);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < d; ++c)
            x(r, c) = random.normal();
    return x;
}

ShuffleDemoResult runShuffleDemo(const MatrixRef& x, std::uint64_t seed, double base)
{
    if (x.rows() < 1 || x.cols() < 1) {
        throw EngineError("inputs", ErrorCode::ShuffleNeedsToken);
    }
    const int d = static_cast<int>(x.cols());
    ShuffleDemoResult result;
    result.permutation = seededPermutation(static_cast<int>(x.rows()), seed);
    const Matrix shuffled = permuteRows(x, result.permutation);

    AttentionConfig config;
    config.numHeads = 1;
    config.weights = randomProjectionWeights(d, d, d, d, seed);
    config.positionalEncoding.base = base;

    const auto deviation = [&](PositionalEncodingConfig::Type type) {
        config.positionalEncoding.type = type;
        AttentionInputs original;
        original.inputs = {Matrix(x)};
        AttentionInputs permuted;
        permuted.inputs = {shuffled};
        const Matrix y = computeAttention(original, config).batch.front().output;
        const Matrix yShuffled = computeAttention(permuted, config).batch.front().output;
        const Matrix expected = permuteRows(y, result.permutation);
        return static_cast<double>((yShuffled - expected).cwiseAbs().maxCoeff());
    };
    result.deviationWithoutEncoding = deviation(PositionalEncodingConfig::Type::None);
    result.deviationSinusoidal = deviation(PositionalEncodingConfig::Type::Sinusoidal);
    result.deviationRotary = d % 2 == 0 ? deviation(PositionalEncodingConfig::Type::Rotary)
                                        : std::numeric_limits<double>::quiet_NaN();
    return result;
}

} // namespace ae
