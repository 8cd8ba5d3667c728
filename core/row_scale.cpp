#include "core/row_scale.h"

#include <cmath>

namespace ae {

namespace {

bool counts(const Eigen::Ref<const Matrix>& values, const KeepMask& mask, bool masked,
            Eigen::Index r, Eigen::Index c)
{
    return std::isfinite(values(r, c)) && (!masked || mask(r, c) != 0);
}

bool maskFits(const Eigen::Ref<const Matrix>& values, const KeepMask& mask)
{
    return mask.rows() == values.rows() && mask.cols() == values.cols();
}

} // namespace

Vector rowMaximumDivisors(const Eigen::Ref<const Matrix>& values, const KeepMask& mask)
{
    const bool masked = maskFits(values, mask);
    Vector divisors = Vector::Zero(values.rows());
    // Column by column: the matrices are column-major.
    for (Eigen::Index c = 0; c < values.cols(); ++c)
        for (Eigen::Index r = 0; r < values.rows(); ++r)
            if (counts(values, mask, masked, r, c))
                divisors(r) = std::max(divisors(r), std::abs(values(r, c)));
    for (Eigen::Index r = 0; r < divisors.size(); ++r)
        if (divisors(r) == 0.0f)
            divisors(r) = 1.0f;
    return divisors;
}

Matrix relativeToRowMaximum(const Eigen::Ref<const Matrix>& values, const KeepMask& mask)
{
    const bool masked = maskFits(values, mask);
    const Vector divisors = rowMaximumDivisors(values, mask);
    Matrix relative = values;
    for (Eigen::Index c = 0; c < values.cols(); ++c)
        for (Eigen::Index r = 0; r < values.rows(); ++r)
            if (counts(values, mask, masked, r, c))
                relative(r, c) = values(r, c) / divisors(r);
    return relative;
}

} // namespace ae
