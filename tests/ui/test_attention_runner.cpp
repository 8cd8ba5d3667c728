// The background runner: results equal a direct engine run, a newer request
// supersedes an older one (only the newest is delivered, except that a
// steady stream of requests still shows a run every so often), errors name the
// field, the sequence limit is quoted, and the last good run stays.

#include "core/io/spec_runner.h"
#include "core/limits.h"
#include "ui/document/attention_runner.h"

#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QElapsedTimer>
#include <QSignalSpy>

using namespace ae;

namespace {

// Hashed 32-wide embeddings, seed 11.
Spec textSpec(const std::string& text, int heads, int modelDim)
{
    return test::randomTextSpec(text, heads, modelDim, 32, 11);
}

std::string longText(int words)
{
    std::string text;
    for (int i = 0; i < words; ++i)
        text += "w" + std::to_string(i % 97) + " ";
    return text;
}

} // namespace

class TestAttentionRunner : public QObject
{
    Q_OBJECT
private slots:
    void deliversTheEnginesTrace()
    {
        AttentionRunner runner;
        QSignalSpy finished(&runner, &AttentionRunner::runFinished);
        const Spec spec = textSpec("the cat sat on the mat", 2, 16);
        runner.request(spec);
        QTRY_COMPARE(finished.count(), 1);
        const RunPtr run = finished.at(0).at(0).value<RunPtr>();
        QVERIFY(run);
        QCOMPARE(runner.lastRun(), run);
        const SpecRun direct = std::get<SpecRun>(runSpec(spec));
        QCOMPARE(run->trace.shape.n, 6);
        QCOMPARE(run->trace.shape.heads, 2);
        for (int h = 0; h < 2; ++h)
            QCOMPARE(run->trace.batch[0].heads[h].weights, direct.trace.batch[0].heads[h].weights);
        QVERIFY(!runner.isBusy());
    }

    void newerRequestSupersedesOlder()
    {
        AttentionRunner runner;
        QSignalSpy finished(&runner, &AttentionRunner::runFinished);
        QSignalSpy failed(&runner, &AttentionRunner::runFailed);
        // A slow first request (long sequence), then a quick second one.
        const quint64 first = runner.request(textSpec(longText(600), 4, 128));
        const quint64 second = runner.request(textSpec("only this one", 2, 16));
        QVERIFY(second > first);
        QCOMPARE(runner.latestGeneration(), second);
        QTRY_COMPARE(finished.count(), 1);
        QTest::qWait(200);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(failed.count(), 0);
        const RunPtr run = finished.at(0).at(0).value<RunPtr>();
        QCOMPARE(run->trace.shape.n, 3);
        QCOMPARE(run->trace.shape.heads, 2);
    }

    void manyQuickRequestsDeliverOnlyTheLast()
    {
        AttentionRunner runner;
        QSignalSpy finished(&runner, &AttentionRunner::runFinished);
        for (int heads : {1, 2, 4, 8, 2, 4})
            runner.request(textSpec("a b c d e", heads, 16));
        runner.waitForIdle();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<RunPtr>()->trace.shape.heads, 4);
    }

    void failureNamesTheFieldAndKeepsTheLastGoodRun()
    {
        AttentionRunner runner;
        QSignalSpy finished(&runner, &AttentionRunner::runFinished);
        QSignalSpy failed(&runner, &AttentionRunner::runFailed);
        runner.request(textSpec("a b c", 2, 16));
        QTRY_COMPARE(finished.count(), 1);
        const RunPtr good = runner.lastRun();
        runner.request(textSpec("a b c", 3, 16)); // 3 does not divide 16
        QTRY_COMPARE(failed.count(), 1);
        const QString field = failed.at(0).at(0).toString();
        const QString message = failed.at(0).at(1).toString();
        QVERIFY2(field.contains(QStringLiteral("num_heads")) ||
                     message.contains(QStringLiteral("num_heads")),
                 qPrintable(field + QStringLiteral(": ") + message));
        QCOMPARE(runner.lastRun(), good);
        QCOMPARE(finished.count(), 1);
    }

    void sequenceBeyondTheLimitQuotesTheLimit()
    {
        AttentionRunner runner;
        EngineLimits limits = EngineLimits::defaults();
        limits.maxSequenceLength = 5;
        runner.setLimits(limits);
        QSignalSpy failed(&runner, &AttentionRunner::runFailed);
        runner.request(textSpec("one two three four five six", 1, 8));
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("text"));
        const QString message = failed.at(0).at(1).toString();
        QVERIFY2(message.contains(QStringLiteral("6 tokens")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("limit is 5")), qPrintable(message));
    }

    void sequenceMessageIsTheEnginesWording()
    {
        // The runner checks the length itself (translated) but in the
        // engine's words: the CLI and the GUI say the same thing.
        EngineLimits limits = EngineLimits::defaults();
        limits.maxSequenceLength = 5;
        const Spec spec = textSpec("a b\none two three four five six", 1, 8);
        const SpecError engine = std::get<SpecError>(runSpec(spec, limits));
        QCOMPARE(QString::fromStdString(engine.message),
                 QStringLiteral("line 2 has 6 tokens; the limit is 5 (maximum sequence length)"));
        AttentionRunner runner;
        runner.setLimits(limits);
        QSignalSpy failed(&runner, &AttentionRunner::runFailed);
        runner.request(spec);
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), QString::fromStdString(engine.field));
        QCOMPARE(failed.at(0).at(1).toString(), QString::fromStdString(engine.message));
    }

    // Two traces that fit the budget together: the shown run is kept while
    // the next computes (the last good picture stays on screen).
    void runsThatFitTogetherKeepTheShownRun()
    {
        const Spec first = textSpec(longText(64), 2, 16);
        const std::uint64_t bytes = std::get<SpecRun>(runSpec(first)).trace.byteSize();
        AttentionRunner runner;
        EngineLimits limits = EngineLimits::defaults();
        limits.maxTraceBytes = 2 * bytes + 1024;
        runner.setLimits(limits);
        RunPtr shown;
        connect(&runner, &AttentionRunner::runFinished, this,
                [&shown](RunPtr run) { shown = run; });
        QSignalSpy released(&runner, &AttentionRunner::releaseRequested);
        runner.request(first);
        QTRY_VERIFY(shown && !runner.isBusy());
        Spec second = first;
        second.config.scoring.temperature = 2.0f;
        const RunPtr before = shown;
        runner.request(second);
        QTRY_VERIFY(shown != before && !runner.isBusy());
        QCOMPARE(released.count(), 0);
    }

    // Two traces that do not fit together: before computing, every holder is
    // asked to let go of the shown run; it is gone (not merely hidden) before
    // the pass starts, and the new run is the engine's.
    void releasesTheShownRunWhenTwoTracesWouldExceedTheBudget()
    {
        const Spec first = textSpec(longText(64), 2, 16);
        const std::uint64_t bytes = std::get<SpecRun>(runSpec(first)).trace.byteSize();
        AttentionRunner runner;
        EngineLimits limits = EngineLimits::defaults();
        limits.maxTraceBytes = bytes + bytes / 2;
        runner.setLimits(limits);
        RunPtr shown; // the views' reference
        connect(&runner, &AttentionRunner::runFinished, this,
                [&shown](RunPtr run) { shown = run; });
        runner.request(first);
        QTRY_VERIFY(shown && !runner.isBusy());
        std::weak_ptr<const SpecRun> old = shown;
        int releases = 0;
        bool goneWhenReleased = false;
        connect(&runner, &AttentionRunner::releaseRequested, this, [&] {
            ++releases;
            QVERIFY(!runner.lastRun());
            shown.reset();
            goneWhenReleased = old.expired();
        });
        Spec second = first;
        second.config.scoring.temperature = 2.0f;
        runner.request(second);
        QTRY_VERIFY(shown && !runner.isBusy());
        QCOMPARE(releases, 1);
        QVERIFY(goneWhenReleased);
        const SpecRun direct = std::get<SpecRun>(runSpec(second));
        QCOMPARE(shown->trace.batch[0].heads[1].weights, direct.trace.batch[0].heads[1].weights);
        QCOMPARE(runner.lastRun(), shown);

        // A pass above the budget on its own is an error, not a release: the
        // shown run stays.
        Spec tooLarge = first;
        tooLarge.text = longText(256);
        QSignalSpy failed(&runner, &AttentionRunner::runFailed);
        runner.request(tooLarge);
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(releases, 1);
        QCOMPARE(runner.lastRun(), shown);
        QVERIFY2(failed.at(0).at(1).toString().contains(
                     QString::fromStdString(formatBytes(limits.maxTraceBytes))),
                 qPrintable(failed.at(0).at(1).toString()));
    }

    // A dragged slider: requests every 10 ms, each pass slower than that.
    // Cancelling every superseded pass would show nothing until the drag ends;
    // instead a pass is shown at least every so often, runs arrive in request
    // order (never an older one after a newer), and the last is the newest.
    void steadyStreamOfRequestsStillShowsRuns()
    {
        AttentionRunner runner;
        runner.setMaxStaleMilliseconds(60);
        QSignalSpy finished(&runner, &AttentionRunner::runFinished);
        QSignalSpy failed(&runner, &AttentionRunner::runFailed);
        QElapsedTimer clock;
        clock.start();
        int words = 1200;
        int duringStream = 0;
        while (clock.elapsed() < 1500) {
            runner.request(textSpec(longText(++words), 4, 128)); // request i has n = 1200 + i
            QTest::qWait(10);
            duringStream = int(finished.count());
        }
        const int last = words;
        runner.waitForIdle();
        QVERIFY2(duringStream >= 1, "nothing was shown while the requests kept coming");
        QCOMPARE(failed.count(), 0);
        int previous = 0;
        for (const QList<QVariant>& args : finished) {
            const int n = args.at(0).value<RunPtr>()->trace.shape.n;
            QVERIFY2(n > previous, qPrintable(QStringLiteral("%1 after %2").arg(n).arg(previous)));
            previous = n;
        }
        QCOMPARE(previous, last);
        QCOMPARE(runner.lastRun()->trace.shape.n, last);
        // Far fewer passes delivered than requested: superseded ones were dropped.
        QVERIFY(finished.count() < last - 1200);
    }

    void cancelDropsPendingResults()
    {
        AttentionRunner runner;
        QSignalSpy finished(&runner, &AttentionRunner::runFinished);
        runner.request(textSpec("a b c", 1, 8));
        runner.cancel();
        runner.waitForIdle();
        QTest::qWait(50);
        QCOMPARE(finished.count(), 0);
        QVERIFY(!runner.lastRun());
    }
};

AE_TEST_MAIN_GUI(TestAttentionRunner)
#include "test_attention_runner.moc"
