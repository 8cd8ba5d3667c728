#pragma once
// "Why the model needs positional encoding": self-attention without positions
// is permutation-equivariant. Shuffling the tokens (rows of X) with a
// permutation P only shuffles the output rows: f(P·X) = P·f(X). Adding a
// sinusoidal encoding (or rotating by rotary positions) breaks this, because
// the encoding stays with the position while the token moves.

#include "core/types.h"

#include <cstdint>
#include <vector>

namespace ae {

struct ShuffleDemoResult
{
    // permutation[i] = the original row that lands at row i of P·X.
    std::vector<int> permutation;
    // max |f(P·X) − P·f(X)| over all entries, per positional-encoding type.
    double deviationWithoutEncoding = 0.0;
    double deviationSinusoidal = 0.0;
    double deviationRotary = 0.0; // NaN when d is odd (rotary needs pairs)
};

// A seeded permutation of 0…n−1 (Fisher–Yates on SeededRandom); for n ≥ 2 it
// is never the identity, so the demo always moves something.
std::vector<int> seededPermutation(int n, std::uint64_t seed);

// Rows of x reordered: result.row(i) = x.row(permutation[i]).
Matrix permuteRows(const MatrixRef& x, const std::vector<int>& permutation);

// Runs one-head scaled dot-product self-attention with random projections
// (randomProjectionWeights(d, d, d, d, seed)) on x and on the shuffled x,
// without encoding, with sinusoidal encoding (base) and with rotary
// positions. Throws EngineError for an empty x.
ShuffleDemoResult runShuffleDemo(const MatrixRef& x, std::uint64_t seed, double base = 10000.0);

// n×d standard-normal token vectors from `seed`, for the demo's default input.
Matrix randomTokens(int n, int d, std::uint64_t seed);

} // namespace ae
