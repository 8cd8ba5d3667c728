#pragma once
// Remembers what prepareSpec draws that does not depend on the attention
// settings: the random projection weights and the hashed token embeddings.
// A run that changes only the temperature, the mask, the scoring function or
// the head count (a slider being dragged) then reuses them instead of
// drawing several hundred thousand random numbers again. Results are
// identical to drawing anew: both are pure functions of their keys.
//
// Thread-safe (one mutex): the GUI's runner may prepare an older and a newer
// request at once. Callers get copies, never references into the memo.

#include "core/attention_config.h"
#include "core/embedding.h"

#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>

namespace ae {

class PreparationMemo
{
public:
    // randomProjectionWeights(modelDim, queryWidth, keyWidth, valueWidth, seed),
    // remembered for the most recent arguments when they hold at most
    // kMaxRememberedFloats numbers.
    ProjectionWeights projectionWeights(int modelDim, int queryWidth, int keyWidth, int valueWidth,
                                        std::uint64_t seed);
    // embedding.embed(tokens) for a hashed embedding, one remembered vector
    // per distinct token of the current embedding settings (forgotten when
    // they change or when the memo would hold more than kMaxRememberedFloats
    // numbers). One-hot embeddings depend on the vocabulary and are cheap:
    // they are computed directly.
    Matrix embed(const Embedding& embedding, const EmbeddingConfig& config, const Tokens& tokens);

    // 16 Mi floats (64 MiB) for each of the two memos.
    static constexpr std::uint64_t kMaxRememberedFloats = 16ull << 20;

private:
    std::mutex m_mutex;

    struct WeightsKey
    {
        int modelDim = 0, queryWidth = 0, keyWidth = 0, valueWidth = 0;
        std::uint64_t seed = 0;
        bool operator==(const WeightsKey& other) const;
    };
    bool m_hasWeights = false;
    WeightsKey m_weightsKey;
    ProjectionWeights m_weights;

    int m_embeddingDim = -1;
    std::uint64_t m_embeddingSeed = 0;
    std::unordered_map<std::string, Vector> m_tokenVectors;
};

} // namespace ae
