#pragma once
// Deterministic, platform-independent random numbers for weights, embeddings
// and dropout. std::uniform_real_distribution is implementation-defined, so
// values are derived from std::mt19937_64 bits directly: the same seed gives
// the same weights with every compiler and standard library.

#include "core/types.h"

#include <cstdint>
#include <random>
#include <string_view>

namespace ae {

class SeededRandom
{
public:
    explicit SeededRandom(std::uint64_t seed);
    // Uniform in [0, 1).
    double uniform();
    // Uniform in [lo, hi).
    float uniform(float lo, float hi);
    // Standard normal (Box–Muller on uniform()), in double; normal() is the
    // same draw rounded to float.
    double normalDouble();
    float normal();

private:
    std::mt19937_64 m_engine;
};

// 64-bit FNV-1a of a string mixed with a seed; stable across platforms.
std::uint64_t stableHash(std::string_view text, std::uint64_t seed);

// Xavier (Glorot) uniform, torch.nn.Linear layout: out×in, bound
// sqrt(6 / (in + out)).
Matrix xavierUniform(int outFeatures, int inFeatures, SeededRandom& random);

} // namespace ae
