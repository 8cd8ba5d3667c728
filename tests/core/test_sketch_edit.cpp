// A sketched row stays a distribution while one bar is dragged: hand cases.
#include "core/sketch_edit.h"

#include "tests/test_main.h"

using namespace ae;

class TestSketchEdit : public QObject
{
    Q_OBJECT

private slots:
    void theOthersShareTheRestInTheirProportions()
    {
        Vector s(3);
        s << 0.5f, 0.3f, 0.2f;
        // Bar 0 to 0.8: the others had 0.5 and share 0.2 as 3 : 2.
        const Vector t = setSketchBar(s, 0, 0.8);
        QCOMPARE(t(0), 0.8f);
        QVERIFY(std::abs(t(1) - 0.12f) < 1e-7f);
        QVERIFY(std::abs(t(2) - 0.08f) < 1e-7f);
        QVERIFY(std::abs(t.sum() - 1.0f) < 1e-6f);
    }

    void othersAtZeroShareEqually()
    {
        Vector s(4);
        s << 1.0f, 0.0f, 0.0f, 0.0f;
        const Vector t = setSketchBar(s, 0, 0.4);
        QCOMPARE(t(0), 0.4f);
        for (int i = 1; i < 4; ++i)
            QVERIFY(std::abs(t(i) - 0.2f) < 1e-7f);
    }

    void valuesAreClampedAndOneKeyTakesAll()
    {
        Vector s(2);
        s << 0.5f, 0.5f;
        QCOMPARE(setSketchBar(s, 1, 1.7)(1), 1.0f);
        QCOMPARE(setSketchBar(s, 1, 1.7)(0), 0.0f);
        QCOMPARE(setSketchBar(s, 0, -0.3)(0), 0.0f);
        QCOMPARE(setSketchBar(s, 0, -0.3)(1), 1.0f);
        Vector one(1);
        one << 1.0f;
        QCOMPARE(setSketchBar(one, 0, 0.3)(0), 1.0f);
    }

    void badInputIsRefusedByName()
    {
        Vector s(2);
        s << 0.5f, 0.5f;
        QVERIFY_THROWS_EXCEPTION(EngineError, setSketchBar(s, 2, 0.5));
        QVERIFY_THROWS_EXCEPTION(EngineError, setSketchBar(s, -1, 0.5));
        s(0) = -0.1f;
        try {
            setSketchBar(s, 1, 0.5);
            QFAIL("a negative bar was accepted");
        } catch (const EngineError& error) {
            QCOMPARE(std::string(error.field()), std::string("sketch"));
        }
    }
};

AE_TEST_MAIN_CORE(TestSketchEdit)
#include "test_sketch_edit.moc"
