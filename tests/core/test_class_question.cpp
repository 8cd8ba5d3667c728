// Questions to a class: sketches normalised to distributions, total variation
// distance, correctness per kind and the teacher's aggregation, against
// values derived by hand in the comments.
#include "core/class_question.h"

#include "tests/test_main.h"

using ae::ClassAggregate;
using ae::ClassAnswer;
using ae::ClassQuestion;
using ae::EngineError;
using ae::QuestionKind;
using ae::Vector;

namespace {

Vector vec(std::initializer_list<float> values)
{
    Vector v(static_cast<Eigen::Index>(values.size()));
    Eigen::Index i = 0;
    for (float x : values)
        v[i++] = x;
    return v;
}

ClassAnswer sketch(std::initializer_list<float> bars)
{
    ClassAnswer a;
    a.sketch = ae::normaliseSketch(vec(bars));
    return a;
}

ClassAnswer choice(int c)
{
    ClassAnswer a;
    a.choice = c;
    return a;
}

ClassAnswer number(double x)
{
    ClassAnswer a;
    a.number = x;
    return a;
}

// The field an EngineError names, or "" when `f` does not throw.
template <typename F> std::string thrownField(F f)
{
    try {
        f();
    } catch (const EngineError& e) {
        return e.field();
    }
    return {};
}

} // namespace

class TestClassQuestion : public QObject
{
    Q_OBJECT
private slots:
    void kindNamesRoundTrip()
    {
        for (QuestionKind k :
             {QuestionKind::SketchRow, QuestionKind::WinningKey, QuestionKind::PickHead,
              QuestionKind::Number, QuestionKind::MultipleChoice}) {
            QuestionKind back = QuestionKind::Number;
            QVERIFY(ae::questionKindFromName(ae::questionKindName(k), &back));
            QCOMPARE(back, k);
        }
        QuestionKind unused;
        QVERIFY(!ae::questionKindFromName("sketch", &unused));
        QCOMPARE(std::string(ae::questionKindName(QuestionKind::SketchRow)), "sketch_row");
    }

    void sketchIsNormalised()
    {
        // bars 1, 3, 0, 4 sum to 8: 1/8, 3/8, 0, 4/8.
        const Vector p = ae::normaliseSketch(vec({1, 3, 0, 4}));
        QCOMPARE(p.size(), Eigen::Index(4));
        QCOMPARE(p[0], 0.125f);
        QCOMPARE(p[1], 0.375f);
        QCOMPARE(p[2], 0.0f);
        QCOMPARE(p[3], 0.5f);
        QCOMPARE(thrownField([] {
                     ae::normaliseSketch(vec({0, 0, 0}));
                 }),
                 std::string("answer.sketch"));
        QCOMPARE(thrownField([] {
                     ae::normaliseSketch(vec({1, -0.5f}));
                 }),
                 std::string("answer.sketch"));
        QCOMPARE(thrownField([] {
                     ae::normaliseSketch(vec({1, std::nanf("")}));
                 }),
                 std::string("answer.sketch"));
    }

    void totalVariation()
    {
        // ½(|0.5−0| + |0.5−0.5| + |0−0.5|) = 0.5; identical rows 0; disjoint 1.
        QCOMPARE(ae::totalVariationDistance(vec({0.5f, 0.5f, 0}), vec({0, 0.5f, 0.5f})), 0.5);
        QCOMPARE(ae::totalVariationDistance(vec({0.2f, 0.8f}), vec({0.2f, 0.8f})), 0.0);
        QCOMPARE(ae::totalVariationDistance(vec({1, 0}), vec({0, 1})), 1.0);
        QCOMPARE(thrownField([] {
                     ae::totalVariationDistance(vec({1}), vec({0.5f, 0.5f}));
                 }),
                 std::string("answer.sketch"));
    }

    void argmaxTakesTheFirstOfEqualMaxima()
    {
        QCOMPARE(ae::argmaxIndex(vec({0.4f, 0.4f, 0.2f})), 0);
        QCOMPARE(ae::argmaxIndex(vec({0.1f, 0.2f, 0.7f})), 2);
        QCOMPARE(ae::argmaxIndex(Vector()), -1);
    }

    void questionValidationNamesTheField()
    {
        ClassQuestion q;
        q.kind = QuestionKind::MultipleChoice;
        q.choices = {"a", "b", "c"};
        q.correctChoice = 3;
        QCOMPARE(thrownField([&] { ae::validateQuestion(q); }),
                 std::string("question.correct_choice"));
        q.correctChoice = 2;
        QCOMPARE(thrownField([&] { ae::validateQuestion(q); }), std::string());
        q.choices = {"only"};
        q.correctChoice = 0;
        QCOMPARE(thrownField([&] { ae::validateQuestion(q); }), std::string("question.choices"));
        q.choices.assign(65, "x");
        QCOMPARE(thrownField([&] { ae::validateQuestion(q); }), std::string("question.choices"));

        // A row summing to 0.9 is not a distribution.
        QCOMPARE(thrownField([] {
                     ae::sketchRowQuestion("p", {"a", "b"}, vec({0.5f, 0.4f}));
                 }),
                 std::string("question.true_row"));
        QCOMPARE(thrownField([] {
                     ae::sketchRowQuestion("p", {"a", "b", "c"}, vec({0.5f, 0.5f}));
                 }),
                 std::string("question.true_row"));

        ClassQuestion n;
        n.kind = QuestionKind::Number;
        n.tolerance = -1;
        QCOMPARE(thrownField([&] { ae::validateQuestion(n); }), std::string("question.tolerance"));
        n.tolerance = 0;
        n.prompt.assign(401, 'x');
        QCOMPARE(thrownField([&] { ae::validateQuestion(n); }), std::string("question.prompt"));
    }

    void winningKeyIsTheRowsArgmax()
    {
        const ClassQuestion q =
            ae::winningKeyQuestion("which key?", {"the", "cat", "sat"}, vec({0.2f, 0.5f, 0.3f}));
        QCOMPARE(q.kind, QuestionKind::WinningKey);
        QCOMPARE(q.correctChoice, 1);
        QVERIFY(ae::isCorrect(q, choice(1)));
        QVERIFY(!ae::isCorrect(q, choice(2)));
    }

    void sketchAggregation()
    {
        // Truth T = (0.7, 0.2, 0.1). Sketches (already distributions):
        //   A = (1, 0, 0)       TV = ½(0.3 + 0.2 + 0.1) = 0.3, top key 0 (correct)
        //   B = (0.2, 0.2, 0.6) TV = ½(0.5 + 0 + 0.5)   = 0.5, top key 2
        //   C = (0.4, 0.4, 0.2) TV = ½(0.3 + 0.2 + 0.1) = 0.3, top key 0 (first max)
        // mean = (1.6, 0.6, 0.8)/3; TV(mean, T) = ½(|1.6/3 − 0.7| + 0 + |0.8/3 − 0.1|) = 1/6.
        const ClassQuestion q =
            ae::sketchRowQuestion("sketch row 2", {"a", "b", "c"}, vec({0.7f, 0.2f, 0.1f}));
        const ClassAggregate agg =
            ae::aggregateAnswers(q, {sketch({2, 0, 0}), sketch({1, 1, 3}), sketch({2, 2, 1})});
        QCOMPARE(agg.answered, 3);
        QCOMPARE(agg.correct, 2);
        QVERIFY(qAbs(agg.shareCorrect - 2.0 / 3.0) < 1e-12);
        QCOMPARE(agg.counts, (std::vector<int>{2, 0, 1}));
        QCOMPARE(agg.meanSketch.size(), Eigen::Index(3));
        QVERIFY(qAbs(agg.meanSketch[0] - 1.6f / 3) < 1e-6f);
        QVERIFY(qAbs(agg.meanSketch[1] - 0.2f) < 1e-6f);
        QVERIFY(qAbs(agg.meanSketch[2] - 0.8f / 3) < 1e-6f);
        QCOMPARE(agg.sketchDistances.size(), std::size_t(3));
        QVERIFY(qAbs(agg.sketchDistances[0] - 0.3) < 1e-6);
        QVERIFY(qAbs(agg.sketchDistances[1] - 0.5) < 1e-6);
        QVERIFY(qAbs(agg.sketchDistances[2] - 0.3) < 1e-6);
        QVERIFY(qAbs(agg.meanOfDistances - 1.1 / 3) < 1e-6);
        QVERIFY(qAbs(agg.meanSketchDistanceToTruth - 1.0 / 6) < 1e-6);
    }

    void choiceAggregation()
    {
        // Answers 1, 1, 0, 2, 1 to a question whose answer is 1: counts
        // (1, 3, 1), 3 of 5 correct.
        ClassQuestion q;
        q.kind = QuestionKind::PickHead;
        q.choices = {"head 1", "head 2", "head 3"};
        q.correctChoice = 1;
        const ClassAggregate agg =
            ae::aggregateAnswers(q, {choice(1), choice(1), choice(0), choice(2), choice(1)});
        QCOMPARE(agg.counts, (std::vector<int>{1, 3, 1}));
        QCOMPARE(agg.answered, 5);
        QCOMPARE(agg.correct, 3);
        QCOMPARE(agg.shareCorrect, 0.6);
        QCOMPARE(agg.meanSketch.size(), Eigen::Index(0));
        QCOMPARE(thrownField([&] { ae::aggregateAnswers(q, {choice(3)}); }),
                 std::string("answer.choice"));
    }

    void numberAggregation()
    {
        // Truth 10 ± 0.5: 10.4 and 10.5 are correct, 9 and 11 are not.
        // mean = 40.9 / 4 = 10.225; median = (10.4 + 10.5) / 2 = 10.45.
        ClassQuestion q;
        q.kind = QuestionKind::Number;
        q.trueNumber = 10;
        q.tolerance = 0.5;
        const ClassAggregate agg =
            ae::aggregateAnswers(q, {number(10.4), number(9), number(11), number(10.5)});
        QCOMPARE(agg.correct, 2);
        QCOMPARE(agg.shareCorrect, 0.5);
        QVERIFY(qAbs(agg.meanNumber - 10.225) < 1e-12);
        QVERIFY(qAbs(agg.medianNumber - 10.45) < 1e-12);
        QVERIFY(agg.counts.empty());
        QCOMPARE(thrownField([&] { ae::aggregateAnswers(q, {number(qInf())}); }),
                 std::string("answer.number"));
    }

    void noAnswersAggregateToZero()
    {
        const ClassQuestion q = ae::sketchRowQuestion("p", {"a", "b"}, vec({0.5f, 0.5f}));
        const ClassAggregate agg = ae::aggregateAnswers(q, {});
        QCOMPARE(agg.answered, 0);
        QCOMPARE(agg.shareCorrect, 0.0);
        QCOMPARE(agg.counts, (std::vector<int>{0, 0}));
        QCOMPARE(agg.meanSketch.size(), Eigen::Index(0));
    }

    void sketchOfWrongLengthIsRefused()
    {
        const ClassQuestion q = ae::sketchRowQuestion("p", {"a", "b"}, vec({0.5f, 0.5f}));
        QCOMPARE(thrownField([&] {
                     ae::validateAnswer(q, sketch({1, 1, 1}));
                 }),
                 std::string("answer.sketch"));
    }
};

AE_TEST_MAIN_CORE(TestClassQuestion)
#include "test_class_question.moc"
