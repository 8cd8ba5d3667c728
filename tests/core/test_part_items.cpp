// PartItems' rules (core/part_items.h), one test each.
#include "core/part_items.h"

#include "tests/test_main.h"

#include <thread>
#include <vector>

class PartItemsTest : public QObject
{
    Q_OBJECT

private slots:
    void takeHandsOutEachItemOnceInOrder()
    {
        ae::PartItems items(2, 3);
        QCOMPARE(items.take(1), 0);
        QCOMPARE(items.take(0), 0);
        QCOMPARE(items.take(0), 1);
        QCOMPARE(items.take(0), 2);
        QCOMPARE(items.take(0), -1);
        QCOMPARE(items.take(0), -1); // stays past the end
        QCOMPARE(items.take(1), 1);  // the other part's count is its own
    }

    void concurrentTakersShareEachItemOnce()
    {
        // Four threads take from the same part at once: every item goes to
        // exactly one of them.
        const int count = 20000, threads = 4;
        ae::PartItems items(1, count);
        std::vector<std::vector<int>> taken(threads);
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t)
            workers.emplace_back([&items, &taken, t] {
                for (int item; (item = items.take(0)) >= 0;)
                    taken[std::size_t(t)].push_back(item);
            });
        for (std::thread& worker : workers)
            worker.join();
        std::vector<int> times(count, 0);
        for (const std::vector<int>& list : taken)
            for (int item : list)
                ++times[std::size_t(item)];
        for (int item = 0; item < count; ++item)
            QCOMPARE(times[std::size_t(item)], 1);
    }

    void allFinishedOnlyOnceEveryItemFinished()
    {
        ae::PartItems items(2, 3);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(items.take(0), i);
        QVERIFY(!items.allFinished(0)); // all taken, none finished
        items.finished(0);
        items.finished(0);
        QVERIFY(!items.allFinished(0));
        items.finished(0);
        QVERIFY(items.allFinished(0));
        QVERIFY(!items.allFinished(1));
        QVERIFY(ae::PartItems(1, 0).allFinished(0)); // no items: nothing to wait for
    }

    void finishedPublishesTheWork()
    {
        // Another thread does part 0's items; this one waits for
        // allFinished and must then see every item's result.
        const int count = 5000;
        ae::PartItems items(1, count);
        std::vector<int> results(count, 0);
        std::thread worker([&] {
            for (int item; (item = items.take(0)) >= 0;) {
                results[std::size_t(item)] = item * 3 + 1;
                items.finished(0);
            }
        });
        while (!items.allFinished(0))
            std::this_thread::yield();
        for (int item = 0; item < count; ++item)
            QCOMPARE(results[std::size_t(item)], item * 3 + 1);
        worker.join();
    }

    void failStopsTaking()
    {
        ae::PartItems items(2, 4);
        QCOMPARE(items.take(0), 0);
        QVERIFY(!items.failed());
        items.fail();
        QVERIFY(items.failed());
        QCOMPARE(items.take(0), -1);
        QCOMPARE(items.take(1), -1);
        QVERIFY(!items.allFinished(0)); // the failed item never finishes: callers check failed()
    }
};

AE_TEST_MAIN_CORE(PartItemsTest)
#include "test_part_items.moc"
