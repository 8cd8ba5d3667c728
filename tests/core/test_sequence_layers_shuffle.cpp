// The shuffle-tokens demo: self-attention without positions is
// permutation-equivariant; with sinusoidal or rotary positions it is not.
#include "core/shuffle_demo.h"

#include "tests/test_main.h"

#include <algorithm>
#include <cmath>

class TestShuffleDemo : public QObject
{
    Q_OBJECT
private slots:
    void permutationIsAShuffle()
    {
        for (int n : {2, 3, 8, 20}) {
            std::vector<int> p = ae::seededPermutation(n, 5);
            std::vector<int> sorted = p;
            std::sort(sorted.begin(), sorted.end());
            for (int i = 0; i < n; ++i)
                QCOMPARE(sorted[i], i);
            bool identity = true;
            for (int i = 0; i < n; ++i)
                identity = identity && p[i] == i;
            QVERIFY(!identity);
            QCOMPARE(ae::seededPermutation(n, 5), p); // seeded: reproducible
        }
    }

    void permuteRowsByHand()
    {
        ae::Matrix x(3, 2);
        x << 1, 2, 3, 4, 5, 6;
        const ae::Matrix y = ae::permuteRows(x, {2, 0, 1});
        ae::Matrix expected(3, 2);
        expected << 5, 6, 1, 2, 3, 4;
        QCOMPARE(y, expected);
        QVERIFY_THROWS_EXCEPTION(ae::EngineError, ae::permuteRows(x, {0, 1}));
    }

    void deviations_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("seed");
        QTest::newRow("n=6 d=8") << 6 << 8 << 11;
        QTest::newRow("n=12 d=16") << 12 << 16 << 3;
        QTest::newRow("n=5 d=7 (odd: no rotary)") << 5 << 7 << 2;
    }
    void deviations()
    {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, seed);
        const ae::ShuffleDemoResult r = ae::runShuffleDemo(ae::randomTokens(n, d, seed), seed);
        QVERIFY2(r.deviationWithoutEncoding < 1e-5,
                 qPrintable(QString::number(r.deviationWithoutEncoding)));
        QVERIFY2(r.deviationSinusoidal > 1e-2, qPrintable(QString::number(r.deviationSinusoidal)));
        if (d % 2 == 0)
            QVERIFY2(r.deviationRotary > 1e-2, qPrintable(QString::number(r.deviationRotary)));
        else
            QVERIFY(std::isnan(r.deviationRotary));
    }

    void emptyInputIsRejected()
    {
        QVERIFY_THROWS_EXCEPTION(ae::EngineError, ae::runShuffleDemo(ae::Matrix(0, 4), 1));
    }
};

AE_TEST_MAIN_CORE(TestShuffleDemo)
#include "test_sequence_layers_shuffle.moc"
