#include "core/positional_analysis.h"

#include "core/positional_encoding.h"

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

} // namespace ae
