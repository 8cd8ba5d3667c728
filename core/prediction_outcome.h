#pragma once
// Predict, then reveal: how a sketched row compares with the true one, and
// why the true winner won. The row can come from any attention (the
// session's run, a real model's head, a head in training); the caller passes
// its weights, its scores before the softmax and which keys the mask keeps.
//
//   totalVariation = ½ Σ_k |guess_k − truth_k|, in [0, 1] for distributions
//   guessedTopKey, trueTopKey: the first maximum of each row
//   runnerUpKey: the kept key (other than the winner) with the largest score
//   weightRatio = truth_top / truth_runnerUp (= e^(topScore − runnerUpScore)
//                 for a softmax of the scores; 1 when the runner-up weighs 0)
//
// Throws EngineError("answer.sketch") when guess and truth differ in length.

#include "core/types.h"

#include <vector>

namespace ae {

struct PredictionOutcome
{
    double totalVariation = 0.0; // ½ Σ |guess − truth|, in [0, 1]
    int guessedTopKey = -1;      // first maximum of the guess
    int trueTopKey = -1;         // first maximum of the true row
    bool topKeyRight = false;
    // Why the top key won: its score and the next best key's (the softmax
    // turns a lead of Δ into a weight ratio of e^Δ). runnerUpKey −1 when
    // the row has one kept key.
    double topScore = 0.0;
    int runnerUpKey = -1;
    double runnerUpScore = 0.0;
    double weightRatio = 1.0; // w_top / w_runnerUp = e^(topScore − runnerUpScore)
};

// `scores`: the row's scores (empty: no "why", runnerUpKey stays −1);
// `keep`: one flag per key, false where the mask removed the key (empty:
// every key kept).
PredictionOutcome predictionOutcome(const VectorRef& guess, const VectorRef& truth,
                                    const VectorRef& scores, const std::vector<bool>& keep);

} // namespace ae
