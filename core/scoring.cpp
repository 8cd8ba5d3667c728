#include "core/scoring.h"

#include "core/matrix_product.h"

#include <cmath>
#include <string>

namespace ae {

namespace {

std::string shapeText(Eigen::Index rows, Eigen::Index cols)
{
    return std::to_string(rows) + "×" + std::to_string(cols);
}

void checkTemperature(float temperature)
{
    if (!(temperature > 0.0f) || !std::isfinite(temperature))
        throw EngineError("scoring.temperature", ErrorCode::MustBePositiveFinite,
                          {std::to_string(temperature)});
}

void checkSameWidth(Eigen::Index queryWidth, Eigen::Index keyWidth, ScoringType type)
{
    if (queryWidth != keyWidth)
        throw EngineError(
            "scoring.type", ErrorCode::ScoringSameWidth,
            {scoringTypeName(type), std::to_string(queryWidth), std::to_string(keyWidth)});
}

void checkAdditive(Eigen::Index p, Eigen::Index pk, const ScoringConfig& config)
{
    const Eigen::Index hidden = config.additiveWq.rows();
    if (hidden == 0 || config.additiveWq.cols() != p)
        throw EngineError(
            "scoring.W_q", ErrorCode::AdditiveWqShape,
            {std::to_string(p), shapeText(config.additiveWq.rows(), config.additiveWq.cols())});
    if (config.additiveWk.rows() != hidden || config.additiveWk.cols() != pk)
        throw EngineError(
            "scoring.W_k", ErrorCode::AdditiveWkShape,
            {shapeText(hidden, pk), shapeText(config.additiveWk.rows(), config.additiveWk.cols())});
    if (config.additiveWv.size() != hidden)
        throw EngineError("scoring.w_v", ErrorCode::AdditiveWvLength,
                          {std::to_string(hidden), std::to_string(config.additiveWv.size())});
}

} // namespace

const std::vector<ScoringTypeInfo>& scoringTypes()
{
    static const std::vector<ScoringTypeInfo> table = {
        {ScoringType::ScaledDotProduct, "scaled_dot_product", true, false},
        {ScoringType::DotProduct, "dot_product", true, false},
        {ScoringType::Additive, "additive", false, true},
        {ScoringType::General, "general", false, true},
        {ScoringType::Cosine, "cosine", true, false},
    };
    return table;
}

const ScoringTypeInfo& scoringTypeInfo(ScoringType type)
{
    for (const ScoringTypeInfo& info : scoringTypes())
        if (info.type == type)
            return info;
    throw EngineError("scoring.type", ErrorCode::UnknownScoring);
}

const char* scoringTypeName(ScoringType type)
{
    for (const ScoringTypeInfo& info : scoringTypes())
        if (info.type == type)
            return info.name;
    return "unknown";
}

bool scoringTypeFromName(std::string_view name, ScoringType* out)
{
    for (const ScoringTypeInfo& info : scoringTypes()) {
        if (name == info.name) {
            if (out)
                *out = info.type;
            return true;
        }
    }
    return false;
}

std::string scoringTypeNameList()
{
    std::string list;
    for (const ScoringTypeInfo& info : scoringTypes())
        list += (list.empty() ? "\"" : ", \"") + std::string(info.name) + "\"";
    return list;
}

void checkScoringParameters(const ScoringConfig& config, Eigen::Index p, Eigen::Index pk)
{
    checkTemperature(config.temperature);
    if (config.type == ScoringType::General &&
        (config.generalW.rows() != p || config.generalW.cols() != pk))
        throw EngineError(
            "scoring.W", ErrorCode::GeneralWShape,
            {shapeText(p, pk), shapeText(config.generalW.rows(), config.generalW.cols())});
    if (config.type == ScoringType::Additive)
        checkAdditive(p, pk, config);
}

template <typename Scalar>
MatrixT<Scalar> computeScores(const MatrixRefT<Scalar>& queries, const MatrixRefT<Scalar>& keys,
                              const ScoringConfig& config)
{
    MatrixT<Scalar> scores(queries.rows(), keys.rows());
    computeScoresInto<Scalar>(queries, keys, config, scores);
    return scores;
}

template <typename Scalar>
void computeScoresInto(const MatrixRefT<Scalar>& queries, const MatrixRefT<Scalar>& keys,
                       const ScoringConfig& config, MatrixOutT<Scalar> scores)
{
    using Matrix = MatrixT<Scalar>;
    checkScoringParameters(config, queries.cols(), keys.cols());
    const Eigen::Index n = queries.rows();
    const Eigen::Index m = keys.rows();
    // The temperature and the weights are stored in float; a double pass
    // widens them exactly (asScalar), a float pass reads them as they are.
    const Scalar inverseTemperature = Scalar(1) / Scalar(config.temperature);
    if (scores.rows() != n || scores.cols() != m)
        throw EngineError("scores", ErrorCode::ScoresBlockShape,
                          {shapeText(n, m), shapeText(scores.rows(), scores.cols())});

    if (scoringTypeInfo(config.type).sameWidths)
        checkSameWidth(queries.cols(), keys.cols(), config.type);
    Matrix widenedW, widenedWq, widenedWk;
    ScoringParametersT<Scalar> parameters;
    parameters.type = config.type;
    parameters.inverseTemperature = inverseTemperature;
    if (config.type == ScoringType::General)
        parameters.generalW = &asScalar<Scalar>(config.generalW, widenedW);
    if (config.type == ScoringType::Additive) {
        parameters.additiveWq = &asScalar<Scalar>(config.additiveWq, widenedWq);
        parameters.additiveWk = &asScalar<Scalar>(config.additiveWk, widenedWk);
        parameters.additiveWv = config.additiveWv.template cast<Scalar>();
    }
    scoreWith<Scalar>(queries, keys, parameters, scores);
}

template <typename Scalar>
void scoreWith(const MatrixRefT<Scalar>& queries, const MatrixRefT<Scalar>& keys,
               const ScoringParametersT<Scalar>& parameters, MatrixOutT<Scalar> scores)
{
    using Matrix = MatrixT<Scalar>;
    using Vector = VectorT<Scalar>;
    using RowVector = RowVectorT<Scalar>;
    const Eigen::Index n = queries.rows();
    const Eigen::Index m = keys.rows();
    const Scalar inverseTemperature = parameters.inverseTemperature;
    switch (parameters.type) {
    case ScoringType::ScaledDotProduct:
    case ScoringType::DotProduct: {
        const Scalar scale =
            dotProductScale<Scalar>(parameters.type, inverseTemperature, queries.cols());
        // The scale is applied to the accumulated dot products (the
        // product's alpha), on the dispatched kernel (core/matrix_product.h).
        multiplyInto<Scalar>(scores, queries, Operand::AsIs, keys, Operand::Transposed, scale);
        break;
    }
    case ScoringType::General: {
        // m×p = K·Wᵀ/τ, so scores = Q·(K·Wᵀ)ᵀ/τ = Q·W·Kᵀ/τ.
        Matrix transformedKeys;
        transformedKeys.noalias() = keys * (parameters.generalW->transpose() * inverseTemperature);
        multiplyInto<Scalar>(scores, queries, Operand::AsIs, transformedKeys, Operand::Transposed);
        break;
    }
    case ScoringType::Cosine: {
        // Zero rows stay zero, so a zero vector scores 0 against everything.
        const auto normalized = [](const MatrixRefT<Scalar>& rows) {
            Vector norms = rows.rowwise().norm();
            Vector inverse = (norms.array() > Scalar(0)).select(norms.cwiseInverse(), Scalar(0));
            Matrix result = inverse.asDiagonal() * rows;
            return result;
        };
        const Matrix unitQueries = normalized(queries) * inverseTemperature;
        const Matrix unitKeys = normalized(keys);
        multiplyInto<Scalar>(scores, unitQueries, Operand::AsIs, unitKeys, Operand::Transposed);
        break;
    }
    case ScoringType::Additive: {
        const Matrix& additiveWq = *parameters.additiveWq;
        const Eigen::Index hidden = additiveWq.rows();
        const Vector& additiveWv = parameters.additiveWv;
        // W_q·q for every query and W_k·k for every key, once (hidden×n, hidden×m);
        // then per query one hidden×m tanh block reduced by w_v.
        Matrix projectedQueries(hidden, n);
        projectedQueries.noalias() = additiveWq * queries.transpose();
        Matrix projectedKeys(hidden, m);
        projectedKeys.noalias() = *parameters.additiveWk * keys.transpose();
        Matrix block(hidden, m);
        RowVector row(m);
        for (Eigen::Index i = 0; i < n; ++i) {
            block.array() = (projectedKeys.colwise() + projectedQueries.col(i)).array().tanh();
            row.noalias() = additiveWv.transpose() * block;
            scores.row(i) = row * inverseTemperature;
        }
        break;
    }
    }
}

template <typename Scalar>
MatrixT<Scalar> additiveHidden(const VectorRefT<Scalar>& query, const MatrixRefT<Scalar>& keys,
                               const ScoringConfig& config)
{
    checkAdditive(query.size(), keys.cols(), config);
    MatrixT<Scalar> widenedWq, widenedWk;
    const MatrixT<Scalar>& additiveWq = asScalar<Scalar>(config.additiveWq, widenedWq);
    const MatrixT<Scalar>& additiveWk = asScalar<Scalar>(config.additiveWk, widenedWk);
    MatrixT<Scalar> hidden;
    hidden.noalias() = additiveWk * keys.transpose();
    const VectorT<Scalar> projectedQuery = additiveWq * query;
    hidden.colwise() += projectedQuery;
    hidden = hidden.array().tanh().matrix();
    return hidden;
}

#define AE_INSTANTIATE_SCORING(Scalar)                                                             \
    template MatrixT<Scalar> computeScores<Scalar>(                                                \
        const MatrixRefT<Scalar>&, const MatrixRefT<Scalar>&, const ScoringConfig&);               \
    template void computeScoresInto<Scalar>(const MatrixRefT<Scalar>&, const MatrixRefT<Scalar>&,  \
                                            const ScoringConfig&, MatrixOutT<Scalar>);             \
    template void scoreWith<Scalar>(const MatrixRefT<Scalar>&, const MatrixRefT<Scalar>&,          \
                                    const ScoringParametersT<Scalar>&, MatrixOutT<Scalar>);        \
    template MatrixT<Scalar> additiveHidden<Scalar>(                                               \
        const VectorRefT<Scalar>&, const MatrixRefT<Scalar>&, const ScoringConfig&);
AE_INSTANTIATE_SCORING(float)
AE_INSTANTIATE_SCORING(double)
#undef AE_INSTANTIATE_SCORING

} // namespace ae
