#include "core/embedding.h"

#include "core/random.h"

#include <cmath>
#include <unordered_set>

namespace ae {

Embedding::Embedding(EmbeddingConfig config) : m_config(config)
{
    if (m_config.type == EmbeddingConfig::Type::Hashed && m_config.dim < 1)
        throw EngineError("embedding.dim",
                          "must be at least 1, got " + std::to_string(m_config.dim));
}

void Embedding::buildVocabulary(const std::vector<Tokens>& sequences)
{
    m_vocabulary.clear();
    std::unordered_set<std::string> seen;
    for (const Tokens& sequence : sequences)
        for (const std::string& token : sequence)
            if (seen.insert(token).second)
                m_vocabulary.push_back(token);
}

int Embedding::dim() const
{
    return m_config.type == EmbeddingConfig::Type::Hashed ? m_config.dim
                                                          : static_cast<int>(m_vocabulary.size());
}

Vector Embedding::embedToken(const std::string& token) const
{
    const int width = dim();
    Vector vector = Vector::Zero(width);
    if (m_config.type == EmbeddingConfig::Type::OneHot) {
        for (int i = 0; i < width; ++i) {
            if (m_vocabulary[static_cast<std::size_t>(i)] == token) {
                vector(i) = 1.0f;
                break;
            }
        }
        return vector;
    }
    SeededRandom random(stableHash(token, m_config.seed));
    for (int i = 0; i < width; ++i)
        vector(i) = random.normal();
    return vector;
}

Matrix Embedding::embed(const Tokens& tokens) const
{
    Matrix rows(static_cast<Eigen::Index>(tokens.size()), dim());
    for (std::size_t i = 0; i < tokens.size(); ++i)
        rows.row(static_cast<Eigen::Index>(i)) = embedToken(tokens[i]).transpose();
    return rows;
}

} // namespace ae
