#pragma once
// Sinusoidal positional encoding (d2l form) and rotary positions.
//   p_{i,2j} = sin(i / base^{2j/d}),  p_{i,2j+1} = cos(i / base^{2j/d});
//   for odd d the last column is a sine.
// The pair (2j, 2j+1) of row i is (sin iω_j, cos iω_j) with ω_j = base^{-2j/d},
// so the fixed 2×2 matrix M(δω_j) = [[cos δω_j, sin δω_j], [−sin δω_j, cos δω_j]]
// maps it to the pair of row i+δ, whatever i is.

#include "core/types.h"

#include <Eigen/Core>

namespace ae {

// n×d encoding for positions offset..offset+n−1, as float (the default) or
// double: sinusoidalEncoding<double>(n, d). Angles are evaluated in double
// precision and rounded once to the scalar.
template <typename Scalar = float>
MatrixT<Scalar> sinusoidalEncoding(int n, int d, double base = 10000.0, int offset = 0);

// ω_j = base^{-2j/d}.
double frequency(int j, int d, double base = 10000.0);

// Column `column` of the encoding as the continuous function of the position
// it samples (2j: sin(t·ω_j), 2j+1: cos(t·ω_j)), at `samples` ≥ 2 evenly
// spaced t from 0 to `last`. For drawing the smooth curve through the
// integer rows; sinusoidalEncoding's entries lie on it.
struct SampledCurve
{
    std::vector<double> t;
    std::vector<double> value;
};
SampledCurve sinusoidalColumnCurve(int column, int d, double base, double last, int samples);

// M(δ·ω) = [[cos δω, sin δω], [−sin δω, cos δω]] acting on (sin, cos) pairs.
Eigen::Matrix2d relativeRotation(double delta, double omega);

// Rotary positions: rotates each pair (2j, 2j+1) of row i (position
// offset+i) by θ = i·ω_j, ω_j = base^{-2j/p}, p = cols:
//   (a, b) → (a cos θ − b sin θ, a sin θ + b cos θ).
// Computed in double, rounded once to the scalar (float by default).
// Throws EngineError("positional_encoding", …) for odd p.
template <typename Scalar = float>
MatrixT<Scalar> applyRotary(const MatrixRefT<Scalar>& x, double base = 10000.0, int offset = 0);

// One entry of applyRotary's result taken apart, to explain it: column
// `column` of a row at `position` of a `width`-wide matrix belongs to pair
// j = ⌊column/2⌋, whose entries (a, b) = (first, second) turn by θ =
// position·ω_j, ω_j = base^{−2j/width}; the entry is a cos θ − b sin θ
// (even column) or a sin θ + b cos θ (odd), in double, the number
// applyRotary rounds once to its scalar. Throws EngineError for an odd or
// non-positive width or a base that is not positive, std::out_of_range
// for a column outside the width.
struct RotaryEntry
{
    int pair = 0;
    double omega = 0.0;
    double theta = 0.0;
    double cosTheta = 1.0;
    double sinTheta = 0.0;
    double value = 0.0;
};
RotaryEntry rotaryEntry(double first, double second, int position, int column, int width,
                        double base = 10000.0);

// max over rows i, pairs j and offsets δ with i + δ < n of
// ‖M(δω_j)·(p_{i,2j}, p_{i,2j+1}) − (p_{i+δ,2j}, p_{i+δ,2j+1})‖, the rotation
// computed in double and applied to `encoding` (an n×d sinusoidal encoding
// with ω_j = base^{−2j/d}; an odd d's lone last column is skipped). The
// rounding the encoding's scalar leaves in the identity M(δ)·p_i = p_{i+δ}:
// about 1e-7 for float, 1e-15 for double.
template <typename Scalar>
double largestRotationResidual(const MatrixT<Scalar>& encoding, double base = 10000.0);

// Binary digits of 0..n−1: n×bits 0/1, column b = bit b (lowest first).
Matrix binaryPositions(int n, int bits);

} // namespace ae
