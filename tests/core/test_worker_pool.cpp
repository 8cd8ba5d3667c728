// runOnThreads' rules (core/worker_pool.h), one test each: every part runs
// once and its writes are seen when the call returns, however long the parts
// take or the pool slept; an exception reaches the caller after every part
// finished, and the pool runs the next stage; a second caller while the pool
// is busy gets threads of its own.
#include "core/worker_pool.h"

#include "tests/test_main.h"

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

namespace {

// Waits until `flag` is set, up to 10 s; false when it never was.
bool waitFor(const std::atomic<bool>& flag)
{
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!flag.load())
        if (std::chrono::steady_clock::now() > until)
            return false;
        else
            std::this_thread::yield();
    return true;
}

} // namespace

class WorkerPoolTest : public QObject
{
    Q_OBJECT

private slots:
    void everyPartRunsOnceAndItsWritesAreSeen_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("one") << 1;
        QTest::newRow("two") << 2;
        QTest::newRow("the pool's") << ae::workerPoolSize() + 1;
        QTest::newRow("more than the pool has") << ae::workerPoolSize() + 3;
    }
    void everyPartRunsOnceAndItsWritesAreSeen()
    {
        // Stage after stage, as a pass runs them, each part writing plain
        // (not atomic) memory that the caller reads when the call returns.
        QFETCH(int, threads);
        std::vector<int> value(std::size_t(threads), -1), calls(std::size_t(threads), 0);
        for (int stage = 0; stage < 2000; ++stage) {
            ae::runOnThreads(threads, [&](int part) {
                value[std::size_t(part)] = stage * 100 + part;
                ++calls[std::size_t(part)];
            });
            for (int part = 0; part < threads; ++part) {
                QCOMPARE(value[std::size_t(part)], stage * 100 + part);
                QCOMPARE(calls[std::size_t(part)], stage + 1);
            }
        }
    }

    void theCallerWaitsForPartsLongerThanItsSpin()
    {
        // The other parts take 30 ms, far past the caller's spin (at most
        // 500 µs), so the caller sleeps and must be woken; and the reverse,
        // the caller's part the long one.
        for (const bool callerSlow : {false, true}) {
            std::vector<int> value(2, 0);
            ae::runOnThreads(2, [&](int part) {
                if ((part == 0) == callerSlow)
                    std::this_thread::sleep_for(std::chrono::milliseconds(30));
                value[std::size_t(part)] = part + 1;
            });
            QCOMPARE(value[0], 1);
            QCOMPARE(value[1], 2);
        }
    }

    void aStageAfterThePoolSleptRuns()
    {
        // Past the workers' 100 µs spin they sleep; the next stage wakes them.
        int done = 0;
        for (int stage = 0; stage < 5; ++stage) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            std::vector<int> value(2, 0);
            ae::runOnThreads(2, [&](int part) { value[std::size_t(part)] = 1; });
            done += value[0] + value[1];
        }
        QCOMPARE(done, 10);
    }

    void anExceptionReachesTheCallerAfterEveryPartFinished()
    {
        for (const int failing : {0, 1}) {
            std::vector<int> value(2, 0);
            bool caught = false;
            try {
                ae::runOnThreads(2, [&](int part) {
                    if (part == failing)
                        throw std::runtime_error("part " + std::to_string(part));
                    std::this_thread::sleep_for(std::chrono::milliseconds(10));
                    value[std::size_t(part)] = 1;
                });
            } catch (const std::runtime_error& error) {
                caught = true;
                QCOMPARE(QString::fromStdString(error.what()), QString("part %1").arg(failing));
            }
            QVERIFY(caught);
            QCOMPARE(value[std::size_t(1 - failing)], 1); // the other part had finished
            // The pool runs the next stage.
            std::vector<int> next(2, 0);
            ae::runOnThreads(2, [&](int part) { next[std::size_t(part)] = 1; });
            QCOMPARE(next[0] + next[1], 2);
        }
    }

    void aSecondCallerWhileThePoolIsBusyGetsThreadsOfItsOwn()
    {
        // The first stage's parts wait for the second caller's stage to
        // finish: had it waited for the pool, neither would (the wait gives
        // up after 10 s and the test fails).
        std::atomic<bool> started{false}, secondDone{false};
        std::atomic<int> firstWaited{0};
        std::thread second([&] {
            if (!waitFor(started))
                return;
            std::vector<int> value(2, 0);
            ae::runOnThreads(2, [&](int part) { value[std::size_t(part)] = 1; });
            if (value[0] + value[1] == 2)
                secondDone = true;
        });
        ae::runOnThreads(2, [&](int) {
            started = true;
            if (waitFor(secondDone))
                ++firstWaited;
        });
        second.join();
        QVERIFY(secondDone);
        QCOMPARE(firstWaited.load(), 2);
    }
};

AE_TEST_MAIN_CORE(WorkerPoolTest)
#include "test_worker_pool.moc"
