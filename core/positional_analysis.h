#pragma once
// Numbers behind the binary-bit analogy of the positional-encoding page,
// in the engine (pure maths) so the page only draws them.
//
// Bit b of the position flips every 2^b numbers: a square wave of period
// 2^{b+1}. Columns 2j and 2j+1 of the sinusoidal encoding oscillate with
// ω_j = base^{−2j/d}: period 2π/ω_j = 2π·base^{2j/d}. The column pair that
// "plays the role" of bit b is the one whose period is closest to 2^{b+1}
// on a logarithmic scale (periods are compared by ratio, not difference).
//
// And the numbers behind "learned beside sinusoidal": how alike two
// positions' vectors are in a position table (the sinusoidal P, or a model's
// learned table such as GPT-2's wpe or BERT's position_embeddings).

#include "core/types.h"

#include <vector>

namespace ae {

// 2^{b+1}.
double bitPeriod(int bit);

// 2π / ω_j.
double pairPeriod(int pair, int d, double base);

// Number of column pairs, ⌈d/2⌉ (an odd d's last pair is a lone sine).
int pairCount(int d);

// The pair j in 0…pairCount(d)−1 minimising |log(pairPeriod(j) / bitPeriod(b))|
// (the smaller j on a tie). Its sine column is 2j.
int closestPairForBit(int bit, int d, double base);

// Bits needed to write 0…n−1 (at least 1).
int bitsForLength(int n);

// The bit's square wave drawn against a sine of the same period:
// 1 − 2·bit_b(i), which is +1 where sin(2πi/2^{b+1}) ≥ 0 starts and −1 in the
// second half of each period.
double bitSquareWave(int bit, int position);

// The cosine similarity of every pair of rows of `positions` (n×d), in
// double and rounded once to float:
//   S(i, j) = p_i·p_j / (‖p_i‖·‖p_j‖),  0 where either row is all zeros.
// Symmetric, in [−1, 1], 1 on the diagonal of every non-zero row. For the
// sinusoidal P with even d, S(i, j) = (2/d)·Σ_k cos((i − j)·ω_k): a function
// of the offset i − j alone; a learned table has no such rule.
Matrix positionSimilarity(const Matrix& positions);

// The mean of S(i, i + δ) over i = 0 … n−1−δ, for δ = 0 … n−1 (n values,
// in double): how alike positions δ apart are on average.
std::vector<double> meanSimilarityByOffset(const Matrix& similarity);

} // namespace ae
