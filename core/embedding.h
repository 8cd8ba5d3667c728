#pragma once
// Token → vector. Hashed: a deterministic vector per distinct token string
// (standard normal entries drawn from stableHash(token, seed)), so the same
// word always gets the same vector. Unit-variance entries keep the projected
// q, k at unit variance under Xavier weights, so q·k/√p has variance about 1
// and a classroom example shows visible preferences instead of a flat 1/n. One-hot: the
// vocabulary is the distinct tokens in order of first appearance across all
// given sequences; dim = vocabulary size.

#include "core/types.h"

#include <cstdint>

namespace ae {

struct EmbeddingConfig
{
    enum class Type
    {
        Hashed,
        OneHot
    };
    Type type = Type::Hashed;
    int dim = 64;           // hashed only
    std::uint64_t seed = 0; // hashed only
};

class Embedding
{
public:
    explicit Embedding(EmbeddingConfig config);

    // For one-hot, call once with every sequence that will be embedded so the
    // vocabulary covers them all (queries and keys share one vocabulary).
    void buildVocabulary(const std::vector<Tokens>& sequences);

    int dim() const;
    // n×dim, one row per token. Unknown tokens (one-hot) embed as zero rows.
    // Float by default; embed<double> keeps the hashed draws' double values
    // (embed<float> is the same draws rounded to float).
    template <typename Scalar = float> MatrixT<Scalar> embed(const Tokens& tokens) const;
    template <typename Scalar = float> VectorT<Scalar> embedToken(const std::string& token) const;
    const Tokens& vocabulary() const { return m_vocabulary; }

private:
    EmbeddingConfig m_config;
    Tokens m_vocabulary;
};

} // namespace ae
