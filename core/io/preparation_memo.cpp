#include "core/io/preparation_memo.h"

#include "core/multi_head_attention.h"

#include <algorithm>

namespace ae {

bool PreparationMemo::WeightsKey::operator==(const WeightsKey& other) const
{
    return modelDim == other.modelDim && queryWidth == other.queryWidth &&
           keyWidth == other.keyWidth && valueWidth == other.valueWidth && seed == other.seed;
}

ProjectionWeights PreparationMemo::projectionWeights(int modelDim, int queryWidth, int keyWidth,
                                                     int valueWidth, std::uint64_t seed)
{
    const std::uint64_t floats =
        std::uint64_t(std::max(modelDim, 0)) *
        (std::uint64_t(std::max(queryWidth, 0)) + std::uint64_t(std::max(keyWidth, 0)) +
         std::uint64_t(std::max(valueWidth, 0)) + std::uint64_t(std::max(modelDim, 0)));
    if (floats > kMaxRememberedFloats)
        return randomProjectionWeights(modelDim, queryWidth, keyWidth, valueWidth, seed);

    const WeightsKey key{modelDim, queryWidth, keyWidth, valueWidth, seed};
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_hasWeights || !(m_weightsKey == key)) {
        // Drawn before the memo changes, so a throw leaves it as it was.
        m_weights = randomProjectionWeights(modelDim, queryWidth, keyWidth, valueWidth, seed);
        m_weightsKey = key;
        m_hasWeights = true;
    }
    return m_weights;
}

Matrix PreparationMemo::embed(const Embedding& embedding, const EmbeddingConfig& config,
                              const Tokens& tokens)
{
    if (config.type != EmbeddingConfig::Type::Hashed)
        return embedding.embed(tokens);
    const int width = embedding.dim();
    Matrix rows(static_cast<Eigen::Index>(tokens.size()), width);

    std::lock_guard<std::mutex> lock(m_mutex);
    if (config.dim != m_embeddingDim || config.seed != m_embeddingSeed) {
        m_tokenVectors.clear();
        m_embeddingDim = config.dim;
        m_embeddingSeed = config.seed;
    }
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        auto found = m_tokenVectors.find(tokens[i]);
        if (found == m_tokenVectors.end()) {
            if ((m_tokenVectors.size() + 1) * std::uint64_t(width) > kMaxRememberedFloats)
                m_tokenVectors.clear();
            found = m_tokenVectors.emplace(tokens[i], embedding.embedToken(tokens[i])).first;
        }
        rows.row(static_cast<Eigen::Index>(i)) = found->second.transpose();
    }
    return rows;
}

} // namespace ae
