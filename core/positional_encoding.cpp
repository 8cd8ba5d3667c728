#include "core/positional_encoding.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace ae {

double frequency(int j, int d, double base)
{
    return std::pow(base, -2.0 * j / d);
}

SampledCurve sinusoidalColumnCurve(int column, int d, double base, double last, int samples)
{
    if (column < 0 || column >= d || samples < 2)
        throw EngineError("positional_encoding", ErrorCode::CurveArguments);
    const double omega = frequency(column / 2, d, base);
    const bool sine = column % 2 == 0;
    SampledCurve curve;
    curve.t.resize(std::size_t(samples));
    curve.value.resize(std::size_t(samples));
    for (int s = 0; s < samples; ++s) {
        const double t = last * s / (samples - 1);
        curve.t[std::size_t(s)] = t;
        curve.value[std::size_t(s)] = sine ? std::sin(t * omega) : std::cos(t * omega);
    }
    return curve;
}

template <typename Scalar> MatrixT<Scalar> sinusoidalEncoding(int n, int d, double base, int offset)
{
    if (n < 0 || d < 0)
        throw EngineError("positional_encoding", ErrorCode::NeedsNonNegativeSize,
                          {std::to_string(n), std::to_string(d)});
    if (!(base > 0.0) || !std::isfinite(base))
        throw EngineError("positional_encoding.base", ErrorCode::MustBePositiveFinite,
                          {std::to_string(base)});
    MatrixT<Scalar> encoding(n, d);
    for (int column = 0; column < d; ++column) {
        // Columns 2j (sine) and 2j+1 (cosine) share ω_j; an odd d's last
        // column is the sine of its pair.
        const double omega = frequency(column / 2, d, base);
        const bool sine = column % 2 == 0;
        for (int i = 0; i < n; ++i) {
            const double angle = static_cast<double>(offset + i) * omega;
            encoding(i, column) = static_cast<Scalar>(sine ? std::sin(angle) : std::cos(angle));
        }
    }
    return encoding;
}

Eigen::Matrix2d relativeRotation(double delta, double omega)
{
    const double c = std::cos(delta * omega);
    const double s = std::sin(delta * omega);
    Eigen::Matrix2d rotation;
    rotation << c, s, -s, c;
    return rotation;
}

template <typename Scalar>
MatrixT<Scalar> applyRotary(const MatrixRefT<Scalar>& x, double base, int offset)
{
    const Eigen::Index p = x.cols();
    if (p % 2 != 0)
        throw EngineError("positional_encoding", ErrorCode::RotaryOddWidth, {std::to_string(p)});
    if (!(base > 0.0) || !std::isfinite(base))
        throw EngineError("positional_encoding.base", ErrorCode::MustBePositiveFinite,
                          {std::to_string(base)});
    MatrixT<Scalar> rotated(x.rows(), p);
    for (Eigen::Index j = 0; j < p / 2; ++j) {
        const double omega = frequency(static_cast<int>(j), static_cast<int>(p), base);
        for (Eigen::Index i = 0; i < x.rows(); ++i) {
            const double theta = static_cast<double>(offset + i) * omega;
            const double c = std::cos(theta);
            const double s = std::sin(theta);
            const double a = x(i, 2 * j);
            const double b = x(i, 2 * j + 1);
            rotated(i, 2 * j) = static_cast<Scalar>(a * c - b * s);
            rotated(i, 2 * j + 1) = static_cast<Scalar>(a * s + b * c);
        }
    }
    return rotated;
}

RotaryEntry rotaryEntry(double first, double second, int position, int column, int width,
                        double base)
{
    if (width <= 0 || width % 2 != 0)
        throw EngineError("positional_encoding", ErrorCode::RotaryOddWidth,
                          {std::to_string(width)});
    if (column < 0 || column >= width)
        throw std::out_of_range("rotaryEntry: column " + std::to_string(column) +
                                " outside a width of " + std::to_string(width));
    if (!(base > 0.0) || !std::isfinite(base))
        throw EngineError("positional_encoding.base", ErrorCode::MustBePositiveFinite,
                          {std::to_string(base)});
    RotaryEntry entry;
    entry.pair = column / 2;
    // The same operations as applyRotary, so the same double.
    entry.omega = frequency(entry.pair, width, base);
    entry.theta = static_cast<double>(position) * entry.omega;
    entry.cosTheta = std::cos(entry.theta);
    entry.sinTheta = std::sin(entry.theta);
    entry.value = column % 2 == 0 ? first * entry.cosTheta - second * entry.sinTheta
                                  : first * entry.sinTheta + second * entry.cosTheta;
    return entry;
}

template <typename Scalar>
double largestRotationResidual(const MatrixT<Scalar>& encoding, double base)
{
    const Eigen::Index n = encoding.rows();
    const int d = static_cast<int>(encoding.cols());
    double largest = 0.0;
    for (int j = 0; 2 * j + 1 < d; ++j) {
        const double omega = frequency(j, d, base);
        for (Eigen::Index delta = 1; delta < n; ++delta) {
            const Eigen::Matrix2d rotation = relativeRotation(static_cast<double>(delta), omega);
            for (Eigen::Index i = 0; i + delta < n; ++i) {
                const Eigen::Vector2d from(encoding(i, 2 * j), encoding(i, 2 * j + 1));
                const Eigen::Vector2d to(encoding(i + delta, 2 * j),
                                         encoding(i + delta, 2 * j + 1));
                largest = std::max(largest, (rotation * from - to).norm());
            }
        }
    }
    return largest;
}

Matrix binaryPositions(int n, int bits)
{
    if (n < 0 || bits < 0 || bits > 62)
        throw EngineError("positional_encoding", ErrorCode::BinaryArguments);
    Matrix digits(n, bits);
    for (int b = 0; b < bits; ++b)
        for (int i = 0; i < n; ++i)
            digits(i, b) = static_cast<float>((static_cast<std::uint64_t>(i) >> b) & 1u);
    return digits;
}

#define AE_INSTANTIATE_POSITIONAL(Scalar)                                                          \
    template MatrixT<Scalar> sinusoidalEncoding<Scalar>(int, int, double, int);                    \
    template MatrixT<Scalar> applyRotary<Scalar>(const MatrixRefT<Scalar>&, double, int);          \
    template double largestRotationResidual<Scalar>(const MatrixT<Scalar>&, double);
AE_INSTANTIATE_POSITIONAL(float)
AE_INSTANTIATE_POSITIONAL(double)
#undef AE_INSTANTIATE_POSITIONAL

} // namespace ae
