#include "core/scoring.h"

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
        throw EngineError("scoring.temperature",
                          "must be a finite number > 0, got " + std::to_string(temperature));
}

void checkSameWidth(const MatrixRef& queries, const MatrixRef& keys, ScoringType type)
{
    if (queries.cols() != keys.cols())
        throw EngineError("scoring.type", std::string(scoringTypeName(type)) +
                                              " needs queries and keys of the same width; got " +
                                              std::to_string(queries.cols()) + " and " +
                                              std::to_string(keys.cols()));
}

void checkAdditive(Eigen::Index p, Eigen::Index pk, const ScoringConfig& config)
{
    const Eigen::Index hidden = config.additiveWq.rows();
    if (hidden == 0 || config.additiveWq.cols() != p)
        throw EngineError("scoring.W_q",
                          "additive scoring needs W_q of shape hidden×" + std::to_string(p) +
                              " (p = per-head query width); got " +
                              shapeText(config.additiveWq.rows(), config.additiveWq.cols()));
    if (config.additiveWk.rows() != hidden || config.additiveWk.cols() != pk)
        throw EngineError("scoring.W_k",
                          "additive scoring needs W_k of shape " + shapeText(hidden, pk) +
                              " (hidden × per-head key width); got " +
                              shapeText(config.additiveWk.rows(), config.additiveWk.cols()));
    if (config.additiveWv.size() != hidden)
        throw EngineError("scoring.w_v", "additive scoring needs w_v of length " +
                                             std::to_string(hidden) + " (hidden); got " +
                                             std::to_string(config.additiveWv.size()));
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
    throw EngineError("scoring.type", "unknown scoring function");
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
        throw EngineError("scoring.W",
                          "general scoring needs W of shape " + shapeText(p, pk) +
                              " (per-head query width × key width); got " +
                              shapeText(config.generalW.rows(), config.generalW.cols()));
    if (config.type == ScoringType::Additive)
        checkAdditive(p, pk, config);
}

Matrix computeScores(const MatrixRef& queries, const MatrixRef& keys, const ScoringConfig& config)
{
    Matrix scores(queries.rows(), keys.rows());
    computeScoresInto(queries, keys, config, scores);
    return scores;
}

void computeScoresInto(const MatrixRef& queries, const MatrixRef& keys, const ScoringConfig& config,
                       Eigen::Ref<Matrix> scores)
{
    checkScoringParameters(config, queries.cols(), keys.cols());
    const Eigen::Index n = queries.rows();
    const Eigen::Index m = keys.rows();
    const float inverseTemperature = 1.0f / config.temperature;
    if (scores.rows() != n || scores.cols() != m)
        throw EngineError("scores", "expected an " + shapeText(n, m) +
                                        " block (queries × keys) for the scores, got " +
                                        shapeText(scores.rows(), scores.cols()));

    switch (config.type) {
    case ScoringType::ScaledDotProduct:
    case ScoringType::DotProduct: {
        checkSameWidth(queries, keys, config.type);
        float scale = inverseTemperature;
        if (config.type == ScoringType::ScaledDotProduct && queries.cols() > 0)
            scale /= std::sqrt(static_cast<float>(queries.cols()));
        // Scaling the n×p queries first keeps the n×m product a plain GEMM:
        // Eigen 3.4 does not hand `(Q·Kᵀ)·s` to BLAS (measured 5–10× slower).
        if (scale == 1.0f) {
            scores.noalias() = queries * keys.transpose();
        } else {
            const Matrix scaledQueries = queries * scale;
            scores.noalias() = scaledQueries * keys.transpose();
        }
        break;
    }
    case ScoringType::General: {
        // m×p = K·Wᵀ/τ, so scores = Q·(K·Wᵀ)ᵀ/τ = Q·W·Kᵀ/τ.
        Matrix transformedKeys;
        transformedKeys.noalias() = keys * (config.generalW.transpose() * inverseTemperature);
        scores.noalias() = queries * transformedKeys.transpose();
        break;
    }
    case ScoringType::Cosine: {
        checkSameWidth(queries, keys, config.type);
        // Zero rows stay zero, so a zero vector scores 0 against everything.
        const auto normalized = [](const MatrixRef& rows) {
            Vector norms = rows.rowwise().norm();
            Vector inverse = (norms.array() > 0.0f).select(norms.cwiseInverse(), 0.0f);
            Matrix result = inverse.asDiagonal() * rows;
            return result;
        };
        const Matrix unitQueries = normalized(queries) * inverseTemperature;
        const Matrix unitKeys = normalized(keys);
        scores.noalias() = unitQueries * unitKeys.transpose();
        break;
    }
    case ScoringType::Additive: {
        const Eigen::Index hidden = config.additiveWq.rows();
        // W_q·q for every query and W_k·k for every key, once (hidden×n, hidden×m);
        // then per query one hidden×m tanh block reduced by w_v.
        Matrix projectedQueries(hidden, n);
        projectedQueries.noalias() = config.additiveWq * queries.transpose();
        Matrix projectedKeys(hidden, m);
        projectedKeys.noalias() = config.additiveWk * keys.transpose();
        Matrix block(hidden, m);
        RowVector row(m);
        for (Eigen::Index i = 0; i < n; ++i) {
            block.array() = (projectedKeys.colwise() + projectedQueries.col(i)).array().tanh();
            row.noalias() = config.additiveWv.transpose() * block;
            scores.row(i) = row * inverseTemperature;
        }
        break;
    }
    }
}

Matrix additiveHidden(const VectorRef& query, const MatrixRef& keys, const ScoringConfig& config)
{
    checkAdditive(query.size(), keys.cols(), config);
    Matrix hidden;
    hidden.noalias() = config.additiveWk * keys.transpose();
    const Vector projectedQuery = config.additiveWq * query;
    hidden.colwise() += projectedQuery;
    hidden = hidden.array().tanh().matrix();
    return hidden;
}

} // namespace ae
