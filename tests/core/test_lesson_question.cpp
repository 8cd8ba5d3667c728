// Lesson questions made from a run: every kind's truth against hand-made
// traces whose answers are read off by hand (comments), and the template
// errors naming their field.
#include "core/lesson_question.h"

#include "tests/test_main.h"

#include <cmath>

using ae::AttentionTrace;
using ae::BatchItemTrace;
using ae::EngineError;
using ae::ErrorCode;
using ae::HeadPattern;
using ae::HeadTrace;
using ae::KeepMask;
using ae::LessonQuestion;
using ae::MaskConfig;
using ae::Matrix;
using ae::QuestionKind;
using ae::QuestionRun;
using ae::QuestionSubject;
using ae::QuestionTemplate;
using ae::Tokens;

namespace {

Matrix mat(int rows, int cols, std::initializer_list<float> values)
{
    Matrix m(rows, cols);
    auto it = values.begin();
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            m(i, j) = *it++;
    return m;
}

// One batch item of three tokens "a b c" and the given heads' weights
// (scores = 10·weights, enough for the evidence) and mask.
struct Fixture
{
    AttentionTrace trace;
    MaskConfig mask;
    std::vector<Tokens> tokens{{"a", "b", "c"}};

    void addHead(const Matrix& weights)
    {
        if (trace.batch.empty()) {
            trace.batch.emplace_back();
            trace.batch.back().mask = KeepMask::Ones(weights.rows(), weights.cols());
        }
        HeadTrace head;
        head.weights = weights;
        head.scores = 10.0f * weights;
        trace.batch.back().heads.push_back(head);
    }
    QuestionRun run() const { return QuestionRun{trace, mask, tokens, tokens}; }
};

QuestionTemplate ask(QuestionKind kind, QuestionSubject about)
{
    QuestionTemplate t;
    t.kind = kind;
    t.about = about;
    return t;
}

} // namespace

class TestLessonQuestion : public QObject
{
    Q_OBJECT
private slots:
    void winningKeyIsTheRowsArgmax()
    {
        Fixture f;
        f.addHead(mat(3, 3, {0.2f, 0.5f, 0.3f, 0.1f, 0.1f, 0.8f, 0.6f, 0.2f, 0.2f}));
        QuestionTemplate t = ask(QuestionKind::WinningKey, QuestionSubject::Row);
        t.query = 1; // row 0.1 0.1 0.8: "c" wins, runner-up "a" (first of the 0.1s)
        const LessonQuestion q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.kind, QuestionKind::WinningKey);
        QCOMPARE(q.question.correctChoice, 2);
        QCOMPARE(q.question.choices, (Tokens{"a", "b", "c"}));
        QCOMPARE(q.queryToken, std::string("b"));
        QCOMPARE(q.keyToken, std::string("c"));
        QCOMPARE(q.runnerUpToken, std::string("a"));
        QCOMPARE(q.evidence.size(), std::size_t(4));
        QCOMPARE(float(q.evidence[0]), 0.8f);
        QCOMPARE(float(q.evidence[1]), 8.0f);
        QCOMPARE(float(q.evidence[2]), 0.1f);
        t.query = 2; // 0.6 0.2 0.2: "a"
        QCOMPARE(ae::makeLessonQuestion(t, f.run()).question.correctChoice, 0);
    }

    void sketchRowTruthIsTheRow()
    {
        Fixture f;
        f.addHead(mat(3, 3, {0.2f, 0.5f, 0.3f, 0.1f, 0.1f, 0.8f, 0.6f, 0.2f, 0.2f}));
        QuestionTemplate t = ask(QuestionKind::SketchRow, QuestionSubject::Row);
        const LessonQuestion q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.kind, QuestionKind::SketchRow);
        QCOMPARE(q.question.trueRow.size(), Eigen::Index(3));
        QCOMPARE(q.question.trueRow[0], 0.2f);
        QCOMPARE(q.question.trueRow[1], 0.5f);
        QCOMPARE(q.question.trueRow[2], 0.3f);
        QCOMPARE(q.keyToken, std::string("b"));
    }

    void keyWeightIsTheCell()
    {
        Fixture f;
        f.addHead(mat(3, 3, {0.2f, 0.5f, 0.3f, 0.1f, 0.1f, 0.8f, 0.6f, 0.2f, 0.2f}));
        QuestionTemplate t = ask(QuestionKind::Number, QuestionSubject::KeyWeight);
        t.query = 2;
        t.key = 1;
        t.tolerance = 0.05;
        const LessonQuestion q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.kind, QuestionKind::Number);
        QCOMPARE(float(q.question.trueNumber), 0.2f);
        QCOMPARE(q.question.tolerance, 0.05);
        // The best other key is "a" (0.6).
        QCOMPARE(q.runnerUpToken, std::string("a"));
        ae::ClassAnswer near;
        near.number = 0.24;
        QVERIFY(ae::isCorrect(q.question, near));
        near.number = 0.26;
        QVERIFY(!ae::isCorrect(q.question, near));
    }

    void pickHeadFindsThePattern()
    {
        // Causal, 3 tokens. Head 1 looks at itself, head 2 at the previous
        // token (row 0 can only see itself).
        Fixture f;
        f.addHead(mat(3, 3, {1, 0, 0, 0, 1, 0, 0, 0, 1}));
        f.addHead(mat(3, 3, {1, 0, 0, 1, 0, 0, 0, 0.9f, 0.1f}));
        f.trace.batch[0].mask = mat(3, 3, {1, 0, 0, 1, 1, 0, 1, 1, 1}).cast<std::uint8_t>();
        QuestionTemplate t = ask(QuestionKind::PickHead, QuestionSubject::HeadPattern);
        t.pattern = HeadPattern::PreviousToken;
        LessonQuestion q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.choices, (Tokens{"head 1", "head 2"}));
        QCOMPARE(q.question.correctChoice, 1);
        // Previous-token scores: head 1 (0 + 0)/2 = 0; head 2 (1 + 0.9)/2 = 0.95.
        QCOMPARE(q.evidence.size(), std::size_t(2));
        QCOMPARE(q.evidence[0], 0.0);
        QVERIFY(std::abs(q.evidence[1] - 0.95) < 1e-6);
        t.pattern = HeadPattern::Self; // head 1: 1; head 2: (0 + 0.1)/2
        q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.correctChoice, 0);
        QCOMPARE(q.evidence[0], 1.0);
        t.pattern = HeadPattern::FirstToken; // head 1: 0; head 2: (1 + 0)/2
        QCOMPARE(ae::makeLessonQuestion(t, f.run()).question.correctChoice, 1);
    }

    void crossoverIsTheLengthOfEqualCost()
    {
        Fixture f;
        QuestionTemplate t = ask(QuestionKind::Number, QuestionSubject::Crossover);
        t.layer = ae::LayerKind::Recurrent;
        t.d = 512;
        t.tolerance = 0;
        // n²·d = n·d² at n = d.
        LessonQuestion q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.trueNumber, 512.0);
        QCOMPARE(q.evidence[0], 512.0 * 512.0 * 512.0);
        QCOMPARE(q.evidence[1], 512.0 * 512.0 * 512.0);
        // n²·d = k·n·d² at n = k·d = 3·64.
        t.layer = ae::LayerKind::Convolutional;
        t.d = 64;
        t.k = 3;
        q = ae::makeLessonQuestion(t, f.run());
        QVERIFY(std::abs(q.question.trueNumber - 192.0) < 1e-9);
        t.layer = ae::LayerKind::RestrictedSelfAttention;
        try {
            ae::makeLessonQuestion(t, f.run());
            QFAIL("restricted self-attention has no crossover question");
        } catch (const EngineError& e) {
            QCOMPARE(e.field(), std::string("question.layer"));
            QCOMPARE(e.code(), ErrorCode::NotAChoice);
        }
    }

    void maskCauseNamesTheMask()
    {
        // Causal and a valid length of 2: key 2 is hidden from query 0 by
        // both, key 1 from query 0 by the causal mask only, key 2 from query 2
        // by the length only; query 1 keeps key 0 (weight 0.5).
        Fixture f;
        f.mask.causal = true;
        f.mask.validLens = {{2}};
        f.addHead(mat(3, 3, {1, 0, 0, 0.5f, 0.5f, 0, 0.4f, 0.6f, 0}));
        QuestionTemplate t = ask(QuestionKind::MultipleChoice, QuestionSubject::MaskCause);
        const auto cause = [&](int query, int key) {
            t.query = query;
            t.key = key;
            return ae::makeLessonQuestion(t, f.run());
        };
        QCOMPARE(cause(0, 2).question.correctChoice, 2);
        QCOMPARE(cause(0, 1).question.correctChoice, 0);
        QCOMPARE(cause(2, 2).question.correctChoice, 1);
        const LessonQuestion kept = cause(1, 0);
        QCOMPARE(kept.question.correctChoice, 4);
        QCOMPARE(kept.question.choices.size(), std::size_t(5));
        QCOMPARE(float(kept.evidence[0]), 0.5f);
        QCOMPARE(kept.evidence[1], 2.0); // the valid length
        QCOMPARE(cause(2, 2).evidence[3], 1.0);
        QCOMPARE(cause(2, 2).evidence[2], 0.0);

        // A zero weight that a window made (|0 − 2| > 0): another mask.
        Fixture w;
        w.mask.window = 0;
        w.addHead(mat(3, 3, {1, 0, 0, 0, 1, 0, 0, 0, 1}));
        QuestionTemplate tw = ask(QuestionKind::MultipleChoice, QuestionSubject::MaskCause);
        tw.query = 0;
        tw.key = 2;
        QCOMPARE(ae::makeLessonQuestion(tw, w.run()).question.correctChoice, 3);
    }

    void scoreSpreadDoublesUnscaledAndStaysScaled()
    {
        // Var(q·k) = d: the standard deviation grows by √4 = 2 from d to 4d;
        // divided by √d it stays 1.
        Fixture f;
        QuestionTemplate t = ask(QuestionKind::MultipleChoice, QuestionSubject::ScoreSpread);
        t.d = 16;
        t.scaled = false;
        LessonQuestion q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.choices.size(), std::size_t(4));
        QCOMPARE(q.question.correctChoice, 2); // "it doubles"
        QVERIFY2(std::abs(q.evidence[2] - 2.0) < 0.15, qPrintable(QString::number(q.evidence[2])));
        QVERIFY(std::abs(q.evidence[0] - 4.0) < 0.3); // √16
        t.scaled = true;
        q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.correctChoice, 1); // "it stays about the same"
        QVERIFY(std::abs(q.evidence[2] - 1.0) < 0.1);
        t.d = 0;
        try {
            ae::makeLessonQuestion(t, f.run());
            QFAIL("d = 0 is refused");
        } catch (const EngineError& e) {
            QCOMPARE(e.field(), std::string("question.d"));
        }
    }

    void closestPositionIsTheLargestDotProduct()
    {
        Fixture f;
        f.addHead(mat(3, 3, {1, 0, 0, 0, 1, 0, 0, 0, 1}));
        // Encodings a = (1, 0), b = (0.9, 0.1), c = (0, 1).
        f.trace.positionalEncoding = mat(3, 2, {1, 0, 0.9f, 0.1f, 0, 1});
        QuestionTemplate t = ask(QuestionKind::MultipleChoice, QuestionSubject::ClosestPosition);
        t.query = 0; // a·b = 0.9, a·c = 0 → b, the first choice (a itself is left out)
        LessonQuestion q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.choices, (Tokens{"1: b", "2: c"}));
        QCOMPARE(q.question.correctChoice, 0);
        QCOMPARE(q.keyToken, std::string("b"));
        t.query = 2; // c·a = 0, c·b = 0.1 → b, now the second choice
        q = ae::makeLessonQuestion(t, f.run());
        QCOMPARE(q.question.choices, (Tokens{"0: a", "1: b"}));
        QCOMPARE(q.question.correctChoice, 1);
        QCOMPARE(float(q.evidence[1]), 0.1f);

        f.trace.positionalEncoding = Matrix();
        try {
            ae::makeLessonQuestion(t, f.run());
            QFAIL("a run without an encoding has no closest position");
        } catch (const EngineError& e) {
            QCOMPARE(std::string(e.what()), std::string("positional_encoding: is empty"));
        }
    }

    void templateErrorsNameTheField()
    {
        Fixture f;
        f.addHead(mat(3, 3, {1, 0, 0, 0, 1, 0, 0, 0, 1}));
        QuestionTemplate t = ask(QuestionKind::WinningKey, QuestionSubject::Row);
        t.head = 1;
        try {
            ae::makeLessonQuestion(t, f.run());
            QFAIL("head 1 of a one-head run");
        } catch (const EngineError& e) {
            QCOMPARE(std::string(e.what()), std::string("question.head: 1; must be from 0 to 0"));
        }
        t.head = 0;
        t.query = 3;
        try {
            ae::makeLessonQuestion(t, f.run());
            QFAIL("query 3 of three queries");
        } catch (const EngineError& e) {
            QCOMPARE(e.field(), std::string("question.query"));
        }
        t = ask(QuestionKind::WinningKey, QuestionSubject::Crossover);
        try {
            ae::makeLessonQuestion(t, f.run());
            QFAIL("a winning key is not a crossover");
        } catch (const EngineError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("question.about: crossover is not one of the 1 choices"));
        }
        // A single head cannot be picked among.
        t = ask(QuestionKind::PickHead, QuestionSubject::HeadPattern);
        try {
            ae::makeLessonQuestion(t, f.run());
            QFAIL("one head is not a choice");
        } catch (const EngineError& e) {
            QCOMPARE(e.field(), std::string("question.choices"));
        }
    }

    void namesRoundTrip()
    {
        for (QuestionSubject s :
             {QuestionSubject::Row, QuestionSubject::KeyWeight, QuestionSubject::HeadPattern,
              QuestionSubject::Crossover, QuestionSubject::MaskCause, QuestionSubject::ScoreSpread,
              QuestionSubject::ClosestPosition}) {
            QuestionSubject back = QuestionSubject::Row;
            QVERIFY(ae::questionSubjectFromName(ae::questionSubjectName(s), &back));
            QCOMPARE(back, s);
        }
        QuestionSubject unused;
        QVERIFY(!ae::questionSubjectFromName("rows", &unused));
        // Every kind's default subject fits it.
        for (QuestionKind k :
             {QuestionKind::SketchRow, QuestionKind::WinningKey, QuestionKind::PickHead,
              QuestionKind::Number, QuestionKind::MultipleChoice})
            QVERIFY(ae::subjectFitsKind(k, ae::defaultSubject(k)));
    }
};

AE_TEST_MAIN_CORE(TestLessonQuestion)
#include "test_lesson_question.moc"
