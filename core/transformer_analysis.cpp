#include "core/transformer_analysis.h"

#include "core/attention_rollout.h"
#include "core/random.h"

#include <algorithm>

namespace ae {

TransformerAnalysis analyseTransformer(const TransformerWeights<float>& weights,
                                       const std::vector<int>& ids, const std::vector<int>& types,
                                       const TransformerAnalysisOptions& options,
                                       const EngineLimits& limits, const std::atomic<bool>* cancel,
                                       const AnalysisProgress& progress)
{
    const TransformerConfig& config = weights.config;
    const bool causal = config.family == TransformerFamily::Gpt2;
    TransformerAnalysis analysis;
    analysis.promptLength = int(ids.size());

    // The induction run's length and id range, known first so that progress
    // counts its blocks from the start.
    const int frame = int(options.inductionPrefix.size() + options.inductionSuffix.size());
    const int period =
        std::min(options.inductionPeriod, std::max(0, (config.maxPositions - frame) / 2));
    const int lo = std::max(0, options.inductionLowestId);
    const int hi = options.inductionHighestId < 0
                       ? config.vocabularySize
                       : std::min(options.inductionHighestId, config.vocabularySize);
    const bool induction = period >= 2 && hi > lo;
    // A continuation stops where the positions run out (a text too long
    // on its own is refused by the forward pass, naming its length).
    const int room = std::max(0, config.maxPositions - int(ids.size()));
    const int generate = causal ? std::min(std::max(0, options.generate), room) : 0;
    analysis.generationStoppedAtPositions = causal && options.generate > generate;
    const int blocks = std::max(0, config.layers);
    const int total = blocks * (generate + 1 + (induction ? 1 : 0));
    // Blocks done by the passes before the current one.
    int before = 0;
    const auto passProgress = [&]() -> LayerProgress {
        if (!progress)
            return {};
        return [&progress, &before, total](int done) { progress(before + done, total); };
    };

    std::vector<int> sequence = ids;
    if (options.generate > 0) {
        if (!causal)
            throw EngineError("generate", ErrorCode::OnlyGpt2Generates);
        analysis.generated = greedyGenerate(weights, ids, generate, limits, cancel, passProgress());
        sequence.insert(sequence.end(), analysis.generated.begin(), analysis.generated.end());
    }
    before = generate * blocks;
    std::vector<int> sequenceTypes = types;
    if (!sequenceTypes.empty())
        sequenceTypes.resize(sequence.size(), sequenceTypes.back());
    // The views read the attention; only the next token's logits are of use.
    analysis.trace = runTransformer(weights, sequence, sequenceTypes, limits, cancel,
                                    LogitRows::Last, passProgress());
    before += blocks;

    // The induction run: prefix, r, r, suffix, with r random ids.
    std::vector<TransformerTrace<float>> inductionTrace;
    if (period >= 2) {
        if (hi > lo) {
            SeededRandom random(options.seed);
            std::vector<int> repeated;
            for (int k = 0; k < period; ++k)
                repeated.push_back(lo + std::min(hi - lo - 1, int(random.uniform() * (hi - lo))));
            analysis.inductionIds = options.inductionPrefix;
            for (int copy = 0; copy < 2; ++copy)
                analysis.inductionIds.insert(analysis.inductionIds.end(), repeated.begin(),
                                             repeated.end());
            analysis.inductionIds.insert(analysis.inductionIds.end(),
                                         options.inductionSuffix.begin(),
                                         options.inductionSuffix.end());
            analysis.inductionPeriod = period;
            inductionTrace.push_back(runTransformer(weights, analysis.inductionIds, {}, limits,
                                                    cancel, LogitRows::Last, passProgress()));
        }
    }

    std::vector<std::vector<Eigen::MatrixXd>> layers;
    for (std::size_t l = 0; l < analysis.trace.layers.size(); ++l) {
        std::vector<Eigen::MatrixXd> heads;
        std::vector<HeadAnalysis> analysed;
        for (std::size_t h = 0; h < analysis.trace.layers[l].heads.size(); ++h) {
            heads.push_back(analysis.trace.layers[l].heads[h].weights.cast<double>());
            HeadAnalysis head;
            head.scores = scoreHead(heads.back(), causal);
            if (!inductionTrace.empty())
                head.scores.induction =
                    inductionScore(inductionTrace.front().layers[l].heads[h].weights.cast<double>(),
                                   int(options.inductionPrefix.size()), period);
            head.label = labelHead(head.scores);
            analysed.push_back(head);
        }
        layers.push_back(std::move(heads));
        analysis.heads.push_back(std::move(analysed));
    }
    analysis.rollout = attentionRollout(layers);
    return analysis;
}

std::vector<SimilarHead> similarHeads(const TransformerAnalysis& analysis, int layer, int head,
                                      int count)
{
    std::vector<SimilarHead> all;
    if (layer < 0 || layer >= int(analysis.heads.size()) || head < 0 ||
        head >= int(analysis.heads[std::size_t(layer)].size()))
        return all;
    const HeadScores& target = analysis.heads[std::size_t(layer)][std::size_t(head)].scores;
    for (std::size_t l = 0; l < analysis.heads.size(); ++l)
        for (std::size_t h = 0; h < analysis.heads[l].size(); ++h)
            if (int(l) != layer || int(h) != head)
                all.push_back(
                    {int(l), int(h), headProfileDistance(target, analysis.heads[l][h].scores)});
    std::stable_sort(all.begin(), all.end(), [](const SimilarHead& a, const SimilarHead& b) {
        return a.distance < b.distance;
    });
    all.resize(std::min(all.size(), std::size_t(std::max(0, count))));
    return all;
}

} // namespace ae
