#include "core/transformer_scoring.h"

#include "core/matrix_product.h"

#include <cmath>
#include <string>

namespace ae {
namespace {

std::string shapeText(Eigen::Index rows, Eigen::Index cols)
{
    return std::to_string(rows) + "×" + std::to_string(cols);
}

template <typename M>
void requireShape(const M& m, Eigen::Index rows, Eigen::Index cols, const std::string& field)
{
    if (m.rows() != rows || m.cols() != cols)
        throw EngineError(field, ErrorCode::MatrixShapeExpected,
                          {shapeText(m.rows(), m.cols()), shapeText(rows, cols)});
}

} // namespace

template <typename Scalar>
void validateScoringWeights(const TransformerConfig& c, const ScoringWeights<Scalar>& w,
                            const std::string& field)
{
    if (!(c.scoringTemperature > 0) || !std::isfinite(c.scoringTemperature))
        throw EngineError("config.scoringTemperature", ErrorCode::MustBePositiveFinite,
                          {std::to_string(c.scoringTemperature)});
    const Eigen::Index p = c.headWidth();
    const bool general = c.scoring == ScoringType::General;
    const bool additive = c.scoring == ScoringType::Additive;
    requireShape(w.general, general ? p : 0, general ? p : 0, field + ".W");
    requireShape(w.additiveQuery, additive ? p : 0, additive ? p : 0, field + ".W_q");
    requireShape(w.additiveKey, additive ? p : 0, additive ? p : 0, field + ".W_k");
    requireShape(w.additiveValue, 1, additive ? p : 0, field + ".w_v");
}

template <typename Scalar>
void transformerHeadScores(const MatrixRefT<Scalar>& queries, const MatrixRefT<Scalar>& keys,
                           const TransformerConfig& c, const ScoringWeights<Scalar>& w,
                           MatrixT<Scalar>& scores)
{
    using Matrix = MatrixT<Scalar>;
    using Vector = VectorT<Scalar>;
    const Eigen::Index n = queries.rows();
    const Eigen::Index m = keys.rows();
    const Eigen::Index p = queries.cols();
    const Scalar inverseTemperature = Scalar(1) / Scalar(float(c.scoringTemperature));
    scores.resize(n, m);
    switch (c.scoring) {
    case ScoringType::ScaledDotProduct:
    case ScoringType::DotProduct: {
        Scalar scale = inverseTemperature;
        if (c.scoring == ScoringType::ScaledDotProduct && p > 0)
            scale /= std::sqrt(static_cast<Scalar>(p));
        // The scale is the product's alpha (core/matrix_product.h).
        multiplyInto<Scalar>(scores, queries, Operand::AsIs, keys, Operand::Transposed, scale);
        return;
    }
    case ScoringType::General: {
        Matrix transformedKeys;
        transformedKeys.noalias() = keys * (w.general.transpose() * inverseTemperature);
        multiplyInto<Scalar>(scores, queries, Operand::AsIs, transformedKeys, Operand::Transposed);
        return;
    }
    case ScoringType::Cosine: {
        const auto normalized = [](const MatrixRefT<Scalar>& rows) {
            Vector norms = rows.rowwise().norm();
            Vector inverse = (norms.array() > Scalar(0)).select(norms.cwiseInverse(), Scalar(0));
            Matrix result = inverse.asDiagonal() * rows;
            return result;
        };
        const Matrix unitQueries = normalized(queries) * inverseTemperature;
        const Matrix unitKeys = normalized(keys);
        multiplyInto<Scalar>(scores, unitQueries, Operand::AsIs, unitKeys, Operand::Transposed);
        return;
    }
    case ScoringType::Additive: {
        const Eigen::Index hidden = w.additiveQuery.rows();
        const Vector additiveWv = w.additiveValue.transpose();
        Matrix projectedQueries(hidden, n);
        projectedQueries.noalias() = w.additiveQuery * queries.transpose();
        Matrix projectedKeys(hidden, m);
        projectedKeys.noalias() = w.additiveKey * keys.transpose();
        Matrix block(hidden, m);
        RowVectorT<Scalar> row(m);
        for (Eigen::Index i = 0; i < n; ++i) {
            block.array() = (projectedKeys.colwise() + projectedQueries.col(i)).array().tanh();
            row.noalias() = additiveWv.transpose() * block;
            scores.row(i) = row * inverseTemperature;
        }
        return;
    }
    }
}

ScoringConfig scoringConfigOf(const TransformerConfig& c, const ScoringWeights<float>& w)
{
    ScoringConfig config;
    config.type = c.scoring;
    config.temperature = float(c.scoringTemperature);
    config.generalW = w.general;
    config.additiveWq = w.additiveQuery;
    config.additiveWk = w.additiveKey;
    config.additiveWv = w.additiveValue.transpose();
    return config;
}

#define AE_INSTANTIATE_TRANSFORMER_SCORING(Scalar)                                                 \
    template void validateScoringWeights<Scalar>(                                                  \
        const TransformerConfig&, const ScoringWeights<Scalar>&, const std::string&);              \
    template void transformerHeadScores<Scalar>(                                                   \
        const MatrixRefT<Scalar>&, const MatrixRefT<Scalar>&, const TransformerConfig&,            \
        const ScoringWeights<Scalar>&, MatrixT<Scalar>&);
AE_INSTANTIATE_TRANSFORMER_SCORING(float)
AE_INSTANTIATE_TRANSFORMER_SCORING(double)
#undef AE_INSTANTIATE_TRANSFORMER_SCORING

} // namespace ae
