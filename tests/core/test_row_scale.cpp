// Colour by row: each row over its own largest kept magnitude (hand cases).
#include "core/row_scale.h"

#include "tests/test_main.h"

#include <limits>

using namespace ae;

class TestRowScale : public QObject
{
    Q_OBJECT

private slots:
    void eachRowIsDividedByItsOwnMaximum()
    {
        Matrix w(2, 4);
        w << 0.25f, 0.25f, 0.25f, 0.25f, //
            0.1f, 0.2f, 0.3f, 0.4f;
        const Matrix r = relativeToRowMaximum(w);
        // A uniform row becomes all ones; the other 0.25, 0.5, 0.75, 1.
        for (int c = 0; c < 4; ++c)
            QCOMPARE(r(0, c), 1.0f);
        QVERIFY(std::abs(r(1, 0) - 0.25f) < 1e-7f);
        QVERIFY(std::abs(r(1, 1) - 0.5f) < 1e-7f);
        QVERIFY(std::abs(r(1, 2) - 0.75f) < 1e-7f);
        QCOMPARE(r(1, 3), 1.0f);
    }

    void aLongBroadRowShowsItsShape()
    {
        // 200 keys near 1/200: the shared scale would paint them alike.
        const int n = 200;
        Matrix w = Matrix::Constant(1, n, 0.99f / n);
        w(0, 7) = 0.99f / n + 0.01f; // one key slightly preferred
        const Matrix r = relativeToRowMaximum(w);
        QCOMPARE(r(0, 7), 1.0f);
        // 0.00495 / 0.01495 = 0.3311…
        QVERIFY(std::abs(r(0, 0) - 0.00495f / 0.01495f) < 1e-6f);
    }

    void maskedAndNonFiniteCellsNeitherCountNorChange()
    {
        Matrix s(1, 3);
        s << -4.0f, 2.0f, 9.0f;
        KeepMask keep(1, 3);
        keep << 1, 1, 0;
        const Matrix r = relativeToRowMaximum(s, keep);
        // |−4| is the largest kept magnitude; 9 is masked and unchanged.
        QCOMPARE(r(0, 0), -1.0f);
        QCOMPARE(r(0, 1), 0.5f);
        QCOMPARE(r(0, 2), 9.0f);

        Matrix t(1, 2);
        t << -std::numeric_limits<float>::infinity(), 3.0f;
        const Matrix u = relativeToRowMaximum(t);
        QVERIFY(std::isinf(u(0, 0)));
        QCOMPARE(u(0, 1), 1.0f);
    }

    void divisorsAreTheRowMaximaAndOneForAZeroRow()
    {
        Matrix w(3, 2);
        w << 0.5f, -2.0f, //
            0.0f, 0.0f,   //
            0.1f, 0.3f;
        const Vector d = rowMaximumDivisors(w);
        QCOMPARE(d(0), 2.0f);
        QCOMPARE(d(1), 1.0f);
        QCOMPARE(d(2), 0.3f);
    }

    void aZeroRowStaysZeroAndAMaskOfAnotherShapeIsIgnored()
    {
        Matrix z = Matrix::Zero(2, 2);
        z(1, 0) = 0.5f;
        KeepMask wrong = KeepMask::Zero(3, 3);
        const Matrix r = relativeToRowMaximum(z, wrong);
        QCOMPARE(r(0, 0), 0.0f);
        QCOMPARE(r(0, 1), 0.0f);
        QCOMPARE(r(1, 0), 1.0f);
        QCOMPARE(r(1, 1), 0.0f);
    }
};

AE_TEST_MAIN_CORE(TestRowScale)
#include "test_row_scale.moc"
