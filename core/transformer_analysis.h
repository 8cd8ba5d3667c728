#pragma once
// Everything the model views show about one text, computed in one pass off
// the GUI thread: the model's trace on the text (for GPT-2 with greedily
// generated tokens appended), each head's behaviour scores and label, and
// the attention rollout.
//
// Generation: GPT-2's attention is causal, so the trace of the prompt plus
// its continuation holds, in its top-left m×m blocks, exactly the trace of
// the first m tokens. One run of the whole sequence therefore gives every
// step of the generation timeline (step t = the first promptLength + t rows).
//
// Induction: the model is run a second time on a random sequence of
// `period` tokens repeated twice (after the caller's prefix, e.g. BERT's
// [CLS]); each head's induction score comes from that run
// (core/head_behaviour.h).

#include "core/head_behaviour.h"
#include "core/transformer_forward.h"

#include <cstdint>

namespace ae {

struct TransformerAnalysisOptions
{
    int generate = 0;            // GPT-2: tokens to append greedily (as many as fit the positions)
    int inductionPeriod = 16;    // 0: no induction run (capped to fit the positions)
    int inductionLowestId = 0;   // random ids drawn from [lowest, highest)
    int inductionHighestId = -1; // −1: the vocabulary size
    std::vector<int> inductionPrefix; // e.g. [CLS]
    std::vector<int> inductionSuffix; // e.g. [SEP]
    std::uint64_t seed = 2017;
};

struct HeadAnalysis
{
    HeadScores scores;
    HeadLabel label;
};

struct TransformerAnalysis
{
    TransformerTrace<float> trace; // prompt + generated
    int promptLength = 0;
    std::vector<int> generated; // the appended ids
    // Fewer than options.generate were appended: the text and its
    // continuation filled every position the model has (config.maxPositions).
    bool generationStoppedAtPositions = false;
    std::vector<std::vector<HeadAnalysis>> heads; // [layer][head]
    std::vector<Eigen::MatrixXd> rollout;         // R_1 … R_L (core/attention_rollout.h)
    int inductionPeriod = 0;                      // as run (0: none)
    std::vector<int> inductionIds;                // the repeated sequence run
};

struct SimilarHead
{
    int layer = 0;
    int head = 0;
    double distance = 0; // headProfileDistance to the head asked about
};

// The `count` heads whose score profiles are nearest to (layer, head)'s,
// nearest first, the head itself left out; ties in layer, head order.
std::vector<SimilarHead> similarHeads(const TransformerAnalysis& analysis, int layer, int head,
                                      int count);

// Progress of an analysis, on the thread running it after each block: the
// blocks done (1, 2, … in order) of `total`, every block the analysis runs
// (layers × (the generated tokens' passes + the text's + the induction
// run's)); the last call has done == total.
using AnalysisProgress = std::function<void(int done, int total)>;

// Throws like runTransformer (EngineError naming the field, OperationCancelled).
TransformerAnalysis analyseTransformer(const TransformerWeights<float>& weights,
                                       const std::vector<int>& ids, const std::vector<int>& types,
                                       const TransformerAnalysisOptions& options,
                                       const EngineLimits& limits = EngineLimits::defaults(),
                                       const std::atomic<bool>* cancel = nullptr,
                                       const AnalysisProgress& progress = {});

} // namespace ae
