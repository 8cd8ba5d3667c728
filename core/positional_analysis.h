#pragma once
// Numbers behind the binary-bit analogy of the positional-encoding page,
// in the engine (pure maths) so the page only draws them.
//
// Bit b of the position flips every 2^b numbers: a square wave of period
// 2^{b+1}. Columns 2j and 2j+1 of the sinusoidal encoding oscillate with
// ω_j = base^{−2j/d}: period 2π/ω_j = 2π·base^{2j/d}. The column pair that
// "plays the role" of bit b is the one whose period is closest to 2^{b+1}
// on a logarithmic scale (periods are compared by ratio, not difference).

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

} // namespace ae
