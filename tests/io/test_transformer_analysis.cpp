// analyseTransformer on the tiny fixtures: the generation timeline's
// identity (the trace of prompt + continuation holds every step's trace in
// its top-left blocks), scores and labels taken from the trace, the
// induction run's layout, and rollout rows that stay distributions.

#include "core/io/model_folder.h"
#include "core/io/npy.h"
#include "core/multi_head_attention.h"
#include "core/transformer_analysis.h"

#include "tests/model_fixture_support.h"
#include "tests/test_main.h"

using namespace ae;

namespace {

std::vector<int> referenceIds(const char* model)
{
    ReadError error;
    const std::optional<NpyArray> ids =
        readNpyFile(ae::test::modelFixture(model) + "/reference/ids.npy", &error);
    return std::vector<int>(ids->data.begin(), ids->data.end());
}

} // namespace

class TestTransformerAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void generationTimelineIsTheTracesTopLeftBlocks()
    {
        const LoadedModel model = ae::test::loadModelFixture("tiny-gpt2");
        const std::vector<int> prompt = {51, 257, 274, 277};
        TransformerAnalysisOptions options;
        options.generate = 3;
        const TransformerAnalysis a = analyseTransformer(model.weights, prompt, {}, options);
        QCOMPARE(a.promptLength, 4);
        QCOMPARE(a.generated, greedyGenerate(model.weights, prompt, 3));
        QCOMPARE(a.trace.tokenIds.size(), std::size_t(7));
        // Step t of the timeline = the run of the first 4 + t tokens.
        std::vector<int> sequence = prompt;
        for (int t = 0; t <= 3; ++t) {
            if (t > 0)
                sequence.push_back(a.generated[std::size_t(t - 1)]);
            const TransformerTrace<float> step = runTransformer(model.weights, sequence);
            const Eigen::Index m = Eigen::Index(sequence.size());
            for (std::size_t l = 0; l < step.layers.size(); ++l)
                for (std::size_t h = 0; h < step.layers[l].heads.size(); ++h) {
                    const Eigen::MatrixXf block =
                        a.trace.layers[l].heads[h].weights.topLeftCorner(m, m);
                    QVERIFY((block - step.layers[l].heads[h].weights).cwiseAbs().maxCoeff() <
                            1e-6f);
                }
        }
        // BERT does not generate.
        QVERIFY_THROWS_EXCEPTION(EngineError,
                                 analyseTransformer(ae::test::loadModelFixture("tiny-bert").weights,
                                                    {2, 5, 3}, {}, options));
    }

    // A continuation stops where the model's positions run out (48 here),
    // and says so; one that fits does not.
    void generationStopsAtTheLastPosition()
    {
        const LoadedModel model = ae::test::loadModelFixture("tiny-gpt2");
        QCOMPARE(model.weights.config.maxPositions, 48);
        std::vector<int> prompt(45, 51);
        TransformerAnalysisOptions options;
        options.inductionPeriod = 0;
        options.generate = 3; // 45 + 3 = 48: fits
        TransformerAnalysis a = analyseTransformer(model.weights, prompt, {}, options);
        QCOMPARE(a.generated.size(), std::size_t(3));
        QVERIFY(!a.generationStoppedAtPositions);
        options.generate = 10; // 45 + 10 > 48: 3 added
        a = analyseTransformer(model.weights, prompt, {}, options);
        QCOMPARE(a.generated, greedyGenerate(model.weights, prompt, 3));
        QCOMPARE(a.trace.tokenIds.size(), std::size_t(48));
        QVERIFY(a.generationStoppedAtPositions);
        // A text that fills every position gets no continuation; one too
        // long on its own is refused, naming its length.
        prompt.assign(48, 51);
        a = analyseTransformer(model.weights, prompt, {}, options);
        QVERIFY(a.generated.empty());
        QVERIFY(a.generationStoppedAtPositions);
        prompt.push_back(51);
        try {
            analyseTransformer(model.weights, prompt, {}, options);
            QFAIL("49 tokens ran on 48 positions");
        } catch (const EngineError& e) {
            QCOMPARE(e.code(), ErrorCode::TokensAbovePositions);
        }
    }

    void scoresLabelsAndRolloutComeFromTheTrace()
    {
        const LoadedModel model = ae::test::loadModelFixture("tiny-bert");
        const std::vector<int> ids = referenceIds("tiny-bert");
        TransformerAnalysisOptions options;
        options.inductionPeriod = 8;
        options.inductionPrefix = {2}; // [CLS]
        options.inductionSuffix = {3}; // [SEP]
        options.inductionLowestId = 5;
        const TransformerAnalysis a = analyseTransformer(model.weights, ids, {}, options);
        QCOMPARE(a.heads.size(), std::size_t(2));
        QCOMPARE(a.inductionPeriod, 8);
        QCOMPARE(a.inductionIds.size(), std::size_t(18));
        QCOMPARE(a.inductionIds.front(), 2);
        QCOMPARE(a.inductionIds.back(), 3);
        for (int k = 1; k <= 8; ++k) {
            QCOMPARE(a.inductionIds[std::size_t(k)], a.inductionIds[std::size_t(k + 8)]);
            QVERIFY(a.inductionIds[std::size_t(k)] >= 5 && a.inductionIds[std::size_t(k)] < 46);
        }
        const TransformerTrace<float> induction = runTransformer(model.weights, a.inductionIds);
        for (std::size_t l = 0; l < 2; ++l)
            for (std::size_t h = 0; h < 2; ++h) {
                const HeadAnalysis& head = a.heads[l][h];
                const HeadScores expected =
                    scoreHead(a.trace.layers[l].heads[h].weights.cast<double>(), false);
                QCOMPARE(head.scores.previousToken, expected.previousToken);
                QCOMPARE(head.scores.broad, expected.broad);
                QVERIFY(head.scores.induction);
                QCOMPARE(*head.scores.induction,
                         inductionScore(induction.layers[l].heads[h].weights.cast<double>(), 1, 8));
                QCOMPARE(int(head.label.behaviour), int(labelHead(head.scores).behaviour));
            }
        // Heads like (0, 0): the other three, nearest profile first.
        const std::vector<SimilarHead> similar = similarHeads(a, 0, 0, 5);
        QCOMPARE(similar.size(), std::size_t(3));
        for (std::size_t k = 0; k < similar.size(); ++k) {
            QVERIFY(similar[k].layer != 0 || similar[k].head != 0);
            QCOMPARE(
                similar[k].distance,
                headProfileDistance(
                    a.heads[0][0].scores,
                    a.heads[std::size_t(similar[k].layer)][std::size_t(similar[k].head)].scores));
            if (k > 0)
                QVERIFY(similar[k - 1].distance <= similar[k].distance);
        }
        QCOMPARE(similarHeads(a, 0, 0, 1).size(), std::size_t(1));
        QVERIFY(similarHeads(a, 5, 0, 3).empty());
        QCOMPARE(a.rollout.size(), std::size_t(2));
        // float32 weights: rows sum to 1 within float rounding.
        QVERIFY((a.rollout[1].rowwise().sum().array() - 1).abs().maxCoeff() < 1e-5);
        // The period shrinks to fit the positions (32 here: (32 − 2) / 2 = 15).
        options.inductionPeriod = 100;
        QCOMPARE(analyseTransformer(model.weights, {2, 3}, {}, options).inductionPeriod, 15);
        options.inductionPeriod = 0;
        const TransformerAnalysis none = analyseTransformer(model.weights, {2, 3}, {}, options);
        QCOMPARE(none.inductionPeriod, 0);
        QVERIFY(!none.heads[0][0].scores.induction);
    }

    // Progress: one call per block, counting 1, 2, … up to every block the
    // analysis runs (3 generated tokens' passes, the text's, the induction
    // run's: 5 passes × 2 layers), each with that total.
    void progressCountsEveryBlockInOrder()
    {
        const LoadedModel model = ae::test::loadModelFixture("tiny-gpt2");
        std::vector<int> layers;
        runTransformer(model.weights, {1, 2, 3}, {}, EngineLimits::defaults(), nullptr,
                       LogitRows::Last, [&](int done) { layers.push_back(done); });
        QCOMPARE(layers, (std::vector<int>{1, 2}));

        TransformerAnalysisOptions options;
        options.generate = 3;
        options.inductionPeriod = 4;
        std::vector<std::pair<int, int>> calls;
        analyseTransformer(model.weights, {51, 257, 274}, {}, options, EngineLimits::defaults(),
                           nullptr, [&](int done, int total) { calls.emplace_back(done, total); });
        QCOMPARE(int(calls.size()), 10);
        for (int k = 0; k < int(calls.size()); ++k)
            QCOMPARE(calls[std::size_t(k)], std::make_pair(k + 1, 10));
        // Without generation or induction: the text's pass alone.
        options.generate = 0;
        options.inductionPeriod = 0;
        calls.clear();
        analyseTransformer(model.weights, {51, 257, 274}, {}, options, EngineLimits::defaults(),
                           nullptr, [&](int done, int total) { calls.emplace_back(done, total); });
        QCOMPARE(calls, (std::vector<std::pair<int, int>>{{1, 2}, {2, 2}}));
    }

    // Cancel is checked between blocks: set after the first block, the
    // analysis stops there (no further block reported) and throws.
    void cancelStopsBetweenBlocks()
    {
        const LoadedModel model = ae::test::loadModelFixture("tiny-gpt2");
        TransformerAnalysisOptions options;
        options.generate = 3;
        std::atomic<bool> cancel{false};
        std::vector<int> done;
        QVERIFY_THROWS_EXCEPTION(OperationCancelled,
                                 analyseTransformer(model.weights, {51, 257, 274}, {}, options,
                                                    EngineLimits::defaults(), &cancel,
                                                    [&](int blocks, int) {
                                                        done.push_back(blocks);
                                                        if (blocks == 1)
                                                            cancel.store(true);
                                                    }));
        QCOMPARE(done, std::vector<int>{1});
    }
};

AE_TEST_MAIN_CORE(TestTransformerAnalysis)
#include "test_transformer_analysis.moc"
