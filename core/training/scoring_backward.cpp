#include "core/training/scoring_backward.h"

#include <cmath>

namespace ae {
namespace {

// Rows of x divided by their norms (zero rows stay 0), and the norms.
template <typename Scalar>
MatrixT<Scalar> unitRows(const MatrixRefT<Scalar>& x, VectorT<Scalar>& norms)
{
    norms = x.rowwise().norm();
    const VectorT<Scalar> inverse =
        (norms.array() > Scalar(0)).select(norms.cwiseInverse(), Scalar(0));
    return inverse.asDiagonal() * x;
}

// dx from dx̂ for x̂ = x/‖x‖, row by row.
template <typename Scalar>
MatrixT<Scalar> unitRowsBackward(const MatrixT<Scalar>& unit, const VectorT<Scalar>& norms,
                                 const MatrixT<Scalar>& dUnit)
{
    MatrixT<Scalar> dx = MatrixT<Scalar>::Zero(unit.rows(), unit.cols());
    for (Eigen::Index i = 0; i < unit.rows(); ++i) {
        if (!(norms(i) > Scalar(0)))
            continue;
        const Scalar along = unit.row(i).dot(dUnit.row(i));
        dx.row(i) = (dUnit.row(i) - unit.row(i) * along) / norms(i);
    }
    return dx;
}

} // namespace

template <typename Scalar>
void scoringBackward(const MatrixRefT<Scalar>& q, const MatrixRefT<Scalar>& k,
                     const TransformerConfig& config, const ScoringWeights<Scalar>& w,
                     const MatrixRefT<Scalar>& g, MatrixT<Scalar>& dq, MatrixT<Scalar>& dk,
                     ScoringWeights<Scalar>* gradient)
{
    using Matrix = MatrixT<Scalar>;
    const Eigen::Index n = q.rows();
    const Eigen::Index m = k.rows();
    const Eigen::Index p = q.cols();
    Scalar c = Scalar(1) / Scalar(float(config.scoringTemperature));
    switch (config.scoring) {
    case ScoringType::ScaledDotProduct:
    case ScoringType::DotProduct:
        if (config.scoring == ScoringType::ScaledDotProduct && p > 0)
            c /= std::sqrt(static_cast<Scalar>(p));
        dq.noalias() = (g * k) * c;
        dk.noalias() = (g.transpose() * q) * c;
        return;
    case ScoringType::General: {
        const Matrix gk = g * k;             // n×p
        const Matrix gq = g.transpose() * q; // m×p
        dq.noalias() = (gk * w.general.transpose()) * c;
        dk.noalias() = (gq * w.general) * c;
        if (gradient)
            gradient->general.noalias() += (q.transpose() * gk) * c;
        return;
    }
    case ScoringType::Cosine: {
        VectorT<Scalar> queryNorms, keyNorms;
        const Matrix unitQ = unitRows<Scalar>(q, queryNorms);
        const Matrix unitK = unitRows<Scalar>(k, keyNorms);
        const Matrix dUnitQ = (g * unitK) * c;
        const Matrix dUnitK = (g.transpose() * unitQ) * c;
        dq = unitRowsBackward<Scalar>(unitQ, queryNorms, dUnitQ);
        dk = unitRowsBackward<Scalar>(unitK, keyNorms, dUnitK);
        return;
    }
    case ScoringType::Additive: {
        const Eigen::Index hidden = w.additiveQuery.rows();
        const Matrix projectedQueries = q * w.additiveQuery.transpose(); // n×hidden
        const Matrix projectedKeys = k * w.additiveKey.transpose();      // m×hidden
        Matrix dProjectedQueries = Matrix::Zero(n, hidden);
        Matrix dProjectedKeys = Matrix::Zero(m, hidden);
        RowVectorT<Scalar> dValue = RowVectorT<Scalar>::Zero(hidden);
        Matrix t(m, hidden), u(m, hidden);
        for (Eigen::Index i = 0; i < n; ++i) {
            if (g.row(i).isZero(0))
                continue; // a row without gradient (masked or unscored) adds nothing
            t.array() = (projectedKeys.rowwise() + projectedQueries.row(i)).array().tanh();
            const VectorT<Scalar> gi = g.row(i).transpose() * c; // m
            dValue.noalias() += gi.transpose() * t;
            u.array() = (Scalar(1) - t.array().square()).rowwise() * w.additiveValue.array();
            u = gi.asDiagonal() * u;
            dProjectedQueries.row(i) = u.colwise().sum();
            dProjectedKeys += u;
        }
        dq.noalias() = dProjectedQueries * w.additiveQuery;
        dk.noalias() = dProjectedKeys * w.additiveKey;
        if (gradient) {
            gradient->additiveValue += dValue;
            gradient->additiveQuery.noalias() += dProjectedQueries.transpose() * q;
            gradient->additiveKey.noalias() += dProjectedKeys.transpose() * k;
        }
        return;
    }
    }
}

#define AE_INSTANTIATE_SCORING_BACKWARD(Scalar)                                                    \
    template void scoringBackward<Scalar>(const MatrixRefT<Scalar>&, const MatrixRefT<Scalar>&,    \
                                          const TransformerConfig&, const ScoringWeights<Scalar>&, \
                                          const MatrixRefT<Scalar>&, MatrixT<Scalar>&,             \
                                          MatrixT<Scalar>&, ScoringWeights<Scalar>*);
AE_INSTANTIATE_SCORING_BACKWARD(float)
AE_INSTANTIATE_SCORING_BACKWARD(double)
#undef AE_INSTANTIATE_SCORING_BACKWARD

} // namespace ae
