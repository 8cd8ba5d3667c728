// The trainer (core/training/trainer.h): it learns (copy to 100% within a
// fixed step count; reverse to an anti-diagonal head, measured on the probe),
// and each rule of its contract: bit-identical weights for the same settings
// whatever the thread count, cancel between and inside steps leaves a usable
// model that resumes as if never stopped, fixed positions stay fixed.
#include "core/multi_head_attention.h"
#include "core/training/trainer.h"
#include "core/types.h"

#include "tests/test_main.h"

#include <cstring>
#include <thread>

using namespace ae;

namespace {

TrainerSettings smallSettings(TaskKind kind, std::uint64_t seed = 1)
{
    TrainerSettings s;
    s.task.kind = kind;
    s.task.length = 6;
    s.task.alphabetSize = 8;
    s.layers = 2;
    s.heads = 4;
    s.width = 32;
    s.batchSize = 64;
    s.seed = seed;
    return s;
}

bool identical(const TransformerWeights<float>& a, const TransformerWeights<float>& b)
{
    TransformerWeights<float> x = a, y = b;
    std::vector<ParameterView<float>> u = parameterViews(x), v = parameterViews(y);
    if (u.size() != v.size())
        return false;
    for (std::size_t t = 0; t < u.size(); ++t)
        if (u[t].size != v[t].size ||
            std::memcmp(u[t].values, v[t].values, std::size_t(u[t].size) * sizeof(float)) != 0)
            return false;
    return true;
}

} // namespace

class TestTrainer : public QObject
{
    Q_OBJECT

private slots:
    void copyReachesFullAccuracy();
    void reverseGrowsAnAntiDiagonalHead();
    void sameSettingsGiveIdenticalWeights();
    void cancelBetweenStepsKeepsTheModel();
    void cancelInsideAStepDropsItWhole();
    void cancelFromAnotherThread();
    void sinusoidalPositionsStayFixed();
    void oversizedStepsAreRefused();
    void probeHeadsAreScoredOnTheProbe();
};

void TestTrainer::copyReachesFullAccuracy()
{
    Trainer trainer(smallSettings(TaskKind::Copy));
    const double before = trainer.evaluate().accuracy;
    trainer.train(200);
    const CurvePoint& point = trainer.recordCurvePoint();
    QVERIFY2(before < 0.3, qPrintable(QString::number(before)));
    QCOMPARE(point.heldOutAccuracy, 1.0);
    QVERIFY(point.heldOutLoss < 0.05);
    // Its greedy answer (runTransformer, not the training pass) to a held-out question.
    const std::string probe = trainer.task().vocabulary().decode(trainer.task().probe().sequence);
    QCOMPARE(trainer.answer(probe.substr(0, 7)), probe.substr(7));
}

void TestTrainer::reverseGrowsAnAntiDiagonalHead()
{
    Trainer trainer(smallSettings(TaskKind::Reverse));
    trainer.train(300);
    QVERIFY(trainer.recordCurvePoint().heldOutAccuracy >= 0.99);
    // Output-half queries i = 6 … 11 (the bar and the answer so far) predict
    // the symbol at the mirrored question position 11 − i.
    const TransformerTrace<float> trace = trainer.probeTrace();
    int mirrored = 0;
    QString found;
    for (int i = 6; i < 12; ++i) {
        bool any = false;
        for (std::size_t l = 0; l < trace.layers.size(); ++l)
            for (std::size_t h = 0; h < trace.layers[l].heads.size(); ++h) {
                Eigen::Index largest = 0;
                trace.layers[l].heads[h].weights.row(i).maxCoeff(&largest);
                if (largest == 11 - i && !any) {
                    any = true;
                    found += QStringLiteral(" q%1:L%2H%3").arg(i).arg(l).arg(h);
                }
            }
        mirrored += any ? 1 : 0;
    }
    QVERIFY2(mirrored == 6, qPrintable(QString::number(mirrored) + found));
    const std::string probe = trainer.task().vocabulary().decode(trainer.task().probe().sequence);
    QCOMPARE(trainer.answer(probe.substr(0, 7)), probe.substr(7));
}

void TestTrainer::sameSettingsGiveIdenticalWeights()
{
    TrainerSettings one = smallSettings(TaskKind::Sort, 7);
    one.threads = 1;
    TrainerSettings two = one;
    two.threads = 2;
    Trainer a(one), b(two), c(smallSettings(TaskKind::Sort, 8));
    a.train(30);
    b.train(30);
    c.train(30);
    QVERIFY(identical(a.weights(), b.weights()));
    QVERIFY(!identical(a.weights(), c.weights()));
    QCOMPARE(a.evaluate().loss, b.evaluate().loss);
}

void TestTrainer::cancelBetweenStepsKeepsTheModel()
{
    Trainer trainer(smallSettings(TaskKind::Copy));
    std::atomic<bool> cancel{false};
    const int taken = trainer.train(100, &cancel, [&](const StepMetrics& m) {
        if (m.step == 5)
            cancel = true;
    });
    QCOMPARE(taken, 5);
    QCOMPARE(trainer.stepsTaken(), 5);
    // Paused, then resumed: the same weights as 12 steps without a pause.
    trainer.train(7);
    Trainer straight(smallSettings(TaskKind::Copy));
    straight.train(12);
    QVERIFY(identical(trainer.weights(), straight.weights()));
}

void TestTrainer::cancelInsideAStepDropsItWhole()
{
    Trainer trainer(smallSettings(TaskKind::Reverse));
    trainer.train(3);
    const TransformerWeights<float> before = trainer.weights();
    std::atomic<bool> cancel{true};
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, trainer.step(&cancel));
    QCOMPARE(trainer.stepsTaken(), 3);
    QVERIFY(identical(trainer.weights(), before));
    QVERIFY(std::isfinite(trainer.evaluate().loss));
    // The dropped step left no trace: training on matches an uninterrupted run.
    trainer.train(4);
    Trainer straight(smallSettings(TaskKind::Reverse));
    straight.train(7);
    QVERIFY(identical(trainer.weights(), straight.weights()));
}

void TestTrainer::cancelFromAnotherThread()
{
    Trainer trainer(smallSettings(TaskKind::Reverse));
    std::atomic<bool> cancel{false};
    std::atomic<int> steps{0};
    std::thread stopper([&] {
        while (steps.load() < 3)
            std::this_thread::yield();
        cancel = true;
    });
    const int taken = trainer.train(100000, &cancel, [&](const StepMetrics&) { ++steps; });
    stopper.join();
    QVERIFY(taken >= 3 && taken < 100000);
    QCOMPARE(trainer.stepsTaken(), taken);
    validateWeights(trainer.weights());
    QVERIFY(std::isfinite(trainer.evaluate().loss));
    QCOMPARE(trainer.train(2), 2);
}

void TestTrainer::sinusoidalPositionsStayFixed()
{
    TrainerSettings s = smallSettings(TaskKind::Copy);
    s.positions = PositionKind::Sinusoidal;
    Trainer trainer(s);
    const Eigen::MatrixXf positions = trainer.weights().positionEmbedding;
    QCOMPARE(positions(1, 0), std::sin(1.0f)); // sin(position · ω₀), ω₀ = 1
    trainer.train(5);
    QCOMPARE(trainer.weights().positionEmbedding, positions);
}

void TestTrainer::oversizedStepsAreRefused()
{
    TrainerSettings s = smallSettings(TaskKind::Reverse);
    s.task.length = 32; // 64 tokens a sequence
    s.batchSize = 4096;
    s.width = 512;
    s.heads = 16;
    s.layers = 8;
    // 262 144 rows × (8·512 + 3·2048 + 16·64) values × 9 layers' worth × 4 bytes ≈ 99 GiB.
    QVERIFY(estimatedStepBytes(s, 64) > (98ull << 30));
    try {
        Trainer trainer(s);
        QFAIL("a step of 99 GiB was accepted");
    } catch (const EngineError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("batchSize"));
        QVERIFY2(QString::fromStdString(e.message()).contains(QStringLiteral("above the limit")),
                 e.what());
    }
    TrainerSettings bad = smallSettings(TaskKind::Reverse);
    bad.heads = 5;
    QVERIFY_THROWS_EXCEPTION(EngineError, Trainer{bad});
}

// probeHeadAnalyses on hand-made maps of the repeat probe (11 symbols read,
// period 5): a previous-token head, an induction head (each query of the
// second copy on the letter after its first occurrence; the first copy on
// itself) and a uniform one, with the scores worked out by hand.
void TestTrainer::probeHeadsAreScoredOnTheProbe()
{
    TaskSettings settings;
    settings.kind = TaskKind::Repeat;
    const TrainingTask repeat(settings);
    QCOMPARE(repeat.probe().answerStart, 6);
    const int n = 11, period = 5;
    TransformerTrace<float> trace;
    trace.tokenIds.assign(std::size_t(n), 0);
    trace.layers.resize(1);
    trace.layers[0].heads.resize(3);
    Eigen::MatrixXf previous = Eigen::MatrixXf::Zero(n, n), induction = previous,
                    uniform = previous;
    previous(0, 0) = 1;
    for (int i = 1; i < n; ++i)
        previous(i, i - 1) = 1;
    for (int i = 0; i < n; ++i) {
        induction(i, i < period ? i : i - period + 1) = 1;
        uniform.row(i).head(i + 1).setConstant(1.0f / float(i + 1));
    }
    trace.layers[0].heads[0].weights = previous;
    trace.layers[0].heads[1].weights = induction;
    trace.layers[0].heads[2].weights = uniform;
    const std::vector<std::vector<HeadAnalysis>> heads = probeHeadAnalyses(trace, repeat);
    QCOMPARE(int(heads.size()), 1);
    QCOMPARE(int(heads[0].size()), 3);
    QCOMPARE(heads[0][0].scores.previousToken, 1.0);
    QCOMPARE(*heads[0][0].scores.induction, 0.0);
    QCOMPARE(heads[0][0].label.behaviour, HeadBehaviour::PreviousToken);
    // Rows 1…4 on themselves (self 4/10), rows 5…9 on the induction target
    // (5 of 5), row 10 too, outside the two copies.
    QCOMPARE(*heads[0][1].scores.induction, 1.0);
    QVERIFY(std::abs(heads[0][1].scores.self - 0.4) < 1e-12);
    QCOMPARE(heads[0][1].label.behaviour, HeadBehaviour::Induction);
    QVERIFY(std::abs(heads[0][2].scores.broad - 1.0) < 1e-6);
    QCOMPARE(heads[0][2].label.behaviour, HeadBehaviour::Broad);
    // Other tasks have no repeat: no induction score.
    settings.kind = TaskKind::Reverse;
    QVERIFY(!probeHeadAnalyses(trace, TrainingTask(settings))[0][0].scores.induction);
}

AE_TEST_MAIN_CORE(TestTrainer)
#include "test_trainer.moc"
