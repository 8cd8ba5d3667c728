#include "core/dropout_lesson.h"

#include "core/multi_head_attention.h"
#include "core/random.h"
#include "core/shuffle_demo.h"

#include <string>

namespace ae {

DropoutLesson runDropoutLesson(int n, int d, float p, bool training, std::uint64_t inputSeed,
                               std::uint64_t dropoutSeed)
{
    if (n < 1 || d < 1)
        throw EngineError("shape", ErrorCode::NeedsTokenOfWidth,
                          {std::to_string(n), std::to_string(d)});
    AttentionInputs inputs;
    inputs.inputs.push_back(randomTokens(n, d, inputSeed));
    AttentionConfig config;
    config.weights = randomProjectionWeights(d, d, d, d, inputSeed);
    config.seed = dropoutSeed;
    if (training)
        config.dropout = p;
    else if (!(p >= 0.0f && p < 1.0f))
        throw EngineError("dropout.p", ErrorCode::DropoutProbability, {std::to_string(p)});
    const AttentionTrace trace = computeAttention(inputs, config);
    const HeadTrace& head = trace.batch.front().heads.front();
    DropoutLesson lesson;
    lesson.p = p;
    lesson.training = training;
    lesson.weights = head.weights;
    lesson.applied = head.effectiveWeights();
    lesson.kept = KeepMask::Ones(n, n);
    if (training) {
        // The engine's documented draw (AttentionConfig::dropout): one
        // uniform() per weight from SeededRandom(seed), row by row; u ≥ p keeps.
        SeededRandom random(dropoutSeed);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                lesson.kept(i, j) = random.uniform() >= p ? 1 : 0;
    }
    return lesson;
}

} // namespace ae
