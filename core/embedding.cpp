#include "core/embedding.h"

#include "core/random.h"

#include <cmath>
#include <unordered_set>

namespace ae {

Embedding::Embedding(EmbeddingConfig config) : m_config(config)
{
    if (m_config.type == EmbeddingConfig::Type::Hashed && m_config.dim < 1)
        throw EngineError("embedding.dim", ErrorCode::MustBeAtLeast,
                          {"1", std::to_string(m_config.dim)});
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

template <typename Scalar> VectorT<Scalar> Embedding::embedToken(const std::string& token) const
{
    const int width = dim();
    VectorT<Scalar> vector = VectorT<Scalar>::Zero(width);
    if (m_config.type == EmbeddingConfig::Type::OneHot) {
        for (int i = 0; i < width; ++i) {
            if (m_vocabulary[static_cast<std::size_t>(i)] == token) {
                vector(i) = Scalar(1);
                break;
            }
        }
        return vector;
    }
    SeededRandom random(stableHash(token, m_config.seed));
    for (int i = 0; i < width; ++i)
        vector(i) = static_cast<Scalar>(random.normalDouble());
    return vector;
}

template <typename Scalar> MatrixT<Scalar> Embedding::embed(const Tokens& tokens) const
{
    MatrixT<Scalar> rows(static_cast<Eigen::Index>(tokens.size()), dim());
    for (std::size_t i = 0; i < tokens.size(); ++i)
        rows.row(static_cast<Eigen::Index>(i)) = embedToken<Scalar>(tokens[i]).transpose();
    return rows;
}

template MatrixT<float> Embedding::embed<float>(const Tokens&) const;
template MatrixT<double> Embedding::embed<double>(const Tokens&) const;
template VectorT<float> Embedding::embedToken<float>(const std::string&) const;
template VectorT<double> Embedding::embedToken<double>(const std::string&) const;

} // namespace ae
