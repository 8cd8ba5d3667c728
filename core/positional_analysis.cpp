#include "core/positional_analysis.h"

#include "core/positional_encoding.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>

namespace ae {

double bitPeriod(int bit)
{
    return std::ldexp(1.0, bit + 1);
}

double pairPeriod(int pair, int d, double base)
{
    constexpr double twoPi = 6.283185307179586476925286766559;
    return twoPi / frequency(pair, d, base);
}

int pairCount(int d)
{
    return (d + 1) / 2;
}

int closestPairForBit(int bit, int d, double base)
{
    const double target = std::log(bitPeriod(bit));
    int best = 0;
    double bestDistance = HUGE_VAL;
    for (int j = 0; j < pairCount(d); ++j) {
        const double distance = std::abs(std::log(pairPeriod(j, d, base)) - target);
        if (distance < bestDistance - 1e-12) {
            bestDistance = distance;
            best = j;
        }
    }
    return best;
}

int bitsForLength(int n)
{
    int bits = 1;
    while (bits < 62 && (1LL << bits) < n)
        ++bits;
    return bits;
}

double bitSquareWave(int bit, int position)
{
    return 1.0 - 2.0 * static_cast<double>((static_cast<long long>(position) >> bit) & 1LL);
}

Matrix positionSimilarity(const Matrix& positions)
{
    const Eigen::MatrixXd p = positions.cast<double>();
    Eigen::VectorXd inverseNorm = p.rowwise().norm();
    for (Eigen::Index i = 0; i < inverseNorm.size(); ++i)
        inverseNorm(i) = inverseNorm(i) > 0 ? 1.0 / inverseNorm(i) : 0.0; // a zero row: S = 0
    const Eigen::MatrixXd gram = p * p.transpose();
    return (inverseNorm.asDiagonal() * gram * inverseNorm.asDiagonal()).cast<float>();
}

std::vector<double> meanSimilarityByOffset(const Matrix& similarity)
{
    const Eigen::Index n = std::min(similarity.rows(), similarity.cols());
    std::vector<double> means(static_cast<std::size_t>(n), 0.0);
    for (Eigen::Index delta = 0; delta < n; ++delta) {
        double sum = 0;
        for (Eigen::Index i = 0; i + delta < n; ++i)
            sum += similarity(i, i + delta);
        means[static_cast<std::size_t>(delta)] = sum / static_cast<double>(n - delta);
    }
    return means;
}

} // namespace ae
