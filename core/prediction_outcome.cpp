#include "core/prediction_outcome.h"

#include "core/class_question.h"

namespace ae {

PredictionOutcome predictionOutcome(const VectorRef& guess, const VectorRef& truth,
                                    const VectorRef& scores, const std::vector<bool>& keep)
{
    PredictionOutcome outcome;
    outcome.totalVariation = totalVariationDistance(guess, truth);
    outcome.guessedTopKey = argmaxIndex(guess);
    outcome.trueTopKey = argmaxIndex(truth);
    outcome.topKeyRight = outcome.guessedTopKey == outcome.trueTopKey;
    const int top = outcome.trueTopKey;
    if (top < 0 || scores.size() != truth.size())
        return outcome;
    const auto kept = [&keep](int k) {
        return keep.empty() || (k < int(keep.size()) && keep[std::size_t(k)]);
    };
    outcome.topScore = double(scores(top));
    for (int k = 0; k < int(scores.size()); ++k) {
        if (k == top || !kept(k))
            continue;
        if (outcome.runnerUpKey < 0 || double(scores(k)) > outcome.runnerUpScore) {
            outcome.runnerUpKey = k;
            outcome.runnerUpScore = double(scores(k));
        }
    }
    if (outcome.runnerUpKey >= 0 && truth(outcome.runnerUpKey) > 0.0f)
        outcome.weightRatio = double(truth(top)) / double(truth(outcome.runnerUpKey));
    return outcome;
}

} // namespace ae
