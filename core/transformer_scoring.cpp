#include "core/transformer_scoring.h"

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
    // The layer's parameters are already in the pass's scalar: no widening.
    ScoringParametersT<Scalar> parameters;
    parameters.type = c.scoring;
    parameters.inverseTemperature = Scalar(1) / Scalar(float(c.scoringTemperature));
    parameters.generalW = &w.general;
    parameters.additiveWq = &w.additiveQuery;
    parameters.additiveWk = &w.additiveKey;
    parameters.additiveWv = w.additiveValue.transpose();
    scores.resize(queries.rows(), keys.rows());
    scoreWith<Scalar>(queries, keys, parameters, scores);
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
