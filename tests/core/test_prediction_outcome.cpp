// Predict, then reveal: the comparison of a guess with the true row, on hand
// cases. A softmax row of known scores gives the weight ratio e^lead; a
// one-hot guess on key k is 1 − p_k away; masked keys are never the
// runner-up.
#include "core/prediction_outcome.h"

#include "tests/test_main.h"

#include <cmath>

using namespace ae;

namespace {

Vector softmaxOf(const Vector& scores)
{
    Vector e = (scores.array() - scores.maxCoeff()).exp().matrix();
    return e / e.sum();
}

} // namespace

class TestPredictionOutcome : public QObject
{
    Q_OBJECT

private slots:
    void oneHotGuessIsOneMinusTheTrueWeightAway()
    {
        Vector scores(4);
        scores << 1.0f, 3.0f, 2.0f, -1.0f;
        const Vector truth = softmaxOf(scores);
        for (int k = 0; k < 4; ++k) {
            Vector guess = Vector::Zero(4);
            guess(k) = 1.0f;
            const PredictionOutcome outcome = predictionOutcome(guess, truth, scores, {});
            QVERIFY(std::abs(outcome.totalVariation - (1.0 - double(truth(k)))) < 1e-6);
            QCOMPARE(outcome.guessedTopKey, k);
            QCOMPARE(outcome.trueTopKey, 1);
            QCOMPARE(outcome.topKeyRight, k == 1);
        }
    }

    void theWinnersLeadIsAWeightRatio()
    {
        Vector scores(4);
        scores << 1.0f, 3.0f, 2.0f, -1.0f;
        const Vector truth = softmaxOf(scores);
        const Vector uniform = Vector::Constant(4, 0.25f);
        const PredictionOutcome outcome = predictionOutcome(uniform, truth, scores, {});
        QCOMPARE(outcome.topScore, 3.0);
        QCOMPARE(outcome.runnerUpKey, 2);
        QCOMPARE(outcome.runnerUpScore, 2.0);
        QVERIFY(std::abs(outcome.weightRatio - std::exp(1.0)) < 1e-5);
        // The uniform guess's top key is the first of its equal maxima.
        QCOMPARE(outcome.guessedTopKey, 0);
        // ½ Σ |0.25 − p_k|, by hand from the same row.
        double tv = 0.0;
        for (int k = 0; k < 4; ++k)
            tv += std::abs(0.25 - double(truth(k)));
        QVERIFY(std::abs(outcome.totalVariation - tv / 2.0) < 1e-6);
    }

    void maskedKeysAreNeverTheRunnerUp()
    {
        // Key 2 scores highest after the winner but is masked (a causal
        // head's future key): its weight is 0 and key 0 is the runner-up.
        Vector scores(3);
        scores << 0.5f, 2.0f, 1.9f;
        Vector truth(3);
        const float e0 = std::exp(0.5f), e1 = std::exp(2.0f);
        truth << e0 / (e0 + e1), e1 / (e0 + e1), 0.0f;
        const PredictionOutcome outcome =
            predictionOutcome(truth, truth, scores, {true, true, false});
        QCOMPARE(outcome.totalVariation, 0.0);
        QCOMPARE(outcome.trueTopKey, 1);
        QCOMPARE(outcome.runnerUpKey, 0);
        QVERIFY(std::abs(outcome.weightRatio - std::exp(1.5)) < 1e-5);
        // One kept key: no runner-up, ratio 1.
        const PredictionOutcome alone =
            predictionOutcome(truth, truth, scores, {false, true, false});
        QCOMPARE(alone.runnerUpKey, -1);
        QCOMPARE(alone.weightRatio, 1.0);
    }

    void withoutScoresThereIsNoWhy()
    {
        Vector truth(2);
        truth << 0.3f, 0.7f;
        const PredictionOutcome outcome = predictionOutcome(truth, truth, Vector(), {});
        QCOMPARE(outcome.trueTopKey, 1);
        QCOMPARE(outcome.runnerUpKey, -1);
    }

    void lengthsMustAgree()
    {
        QVERIFY_THROWS_EXCEPTION(EngineError,
                                 predictionOutcome(Vector::Constant(2, 0.5f),
                                                   Vector::Constant(3, 1.0f / 3), Vector(), {}));
    }
};

AE_TEST_MAIN_CORE(TestPredictionOutcome)
#include "test_prediction_outcome.moc"
