#include "core/random.h"

#include <cmath>

namespace ae {

SeededRandom::SeededRandom(std::uint64_t seed) : m_engine(seed) {}

double SeededRandom::uniform()
{
    // The top 53 bits as a fraction: exact in a double, the same everywhere.
    return static_cast<double>(m_engine() >> 11) * (1.0 / 9007199254740992.0);
}

float SeededRandom::uniform(float lo, float hi)
{
    const double value = static_cast<double>(lo) + (static_cast<double>(hi) - lo) * uniform();
    float result = static_cast<float>(value);
    // Rounding to float can land on hi; the interval is half-open.
    if (result >= hi && hi > lo)
        result = std::nextafter(hi, lo);
    return result;
}

double SeededRandom::normalDouble()
{
    const double u1 = 1.0 - uniform(); // (0, 1]: log stays finite
    const double u2 = uniform();
    constexpr double twoPi = 6.283185307179586476925286766559;
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(twoPi * u2);
}

float SeededRandom::normal()
{
    return static_cast<float>(normalDouble());
}

std::uint64_t stableHash(std::string_view text, std::uint64_t seed)
{
    std::uint64_t hash = 14695981039346656037ull;
    const auto mix = [&hash](unsigned char byte) {
        hash ^= byte;
        hash *= 1099511628211ull;
    };
    for (int i = 0; i < 8; ++i)
        mix(static_cast<unsigned char>((seed >> (8 * i)) & 0xffu));
    for (char c : text)
        mix(static_cast<unsigned char>(c));
    // splitmix64 finaliser: nearby strings give unrelated engine seeds.
    hash += 0x9e3779b97f4a7c15ull;
    hash = (hash ^ (hash >> 30)) * 0xbf58476d1ce4e5b9ull;
    hash = (hash ^ (hash >> 27)) * 0x94d049bb133111ebull;
    return hash ^ (hash >> 31);
}

Matrix xavierUniform(int outFeatures, int inFeatures, SeededRandom& random)
{
    Matrix weights(outFeatures, inFeatures);
    if (outFeatures <= 0 || inFeatures <= 0)
        return weights;
    const float bound = static_cast<float>(std::sqrt(6.0 / (inFeatures + outFeatures)));
    // Drawn row by row (the memory order of torch's out×in weight).
    for (int r = 0; r < outFeatures; ++r)
        for (int c = 0; c < inFeatures; ++c)
            weights(r, c) = random.uniform(-bound, bound);
    return weights;
}

} // namespace ae
