// Head behaviour scores and labels on hand-built attention patterns, and
// attention rollout against values worked out by hand.

#include "core/attention_rollout.h"
#include "core/head_behaviour.h"
#include "core/types.h"

#include "tests/test_main.h"

#include <cmath>

using namespace ae;
using Eigen::MatrixXd;

namespace {

// Causal and uniform: row i spreads 1/(i+1) over keys 0…i.
MatrixXd causalUniform(int n)
{
    MatrixXd a = MatrixXd::Zero(n, n);
    for (int i = 0; i < n; ++i)
        a.row(i).head(i + 1).setConstant(1.0 / (i + 1));
    return a;
}

// Row i (≥ 1) entirely on key `target(i)`; row 0 on itself.
template <typename Target> MatrixXd oneHot(int n, Target target)
{
    MatrixXd a = MatrixXd::Zero(n, n);
    a(0, 0) = 1;
    for (int i = 1; i < n; ++i)
        a(i, target(i)) = 1;
    return a;
}

} // namespace

class TestHeadBehaviour : public QObject
{
    Q_OBJECT

private slots:
    void patternsScoreOne()
    {
        const HeadScores previous = scoreHead(oneHot(6, [](int i) { return i - 1; }), true);
        QCOMPARE(previous.previousToken, 1.0);
        QCOMPARE(previous.firstToken, 0.2); // only row 1's previous token is the first
        QCOMPARE(previous.self, 0.0);
        QCOMPARE(previous.broad, 0.0);
        QCOMPARE(previous.focused, 1.0); // every row on one key
        QCOMPARE(labelHead(previous).behaviour, HeadBehaviour::PreviousToken);
        QCOMPARE(labelHead(previous).score, 1.0);

        const HeadScores first = scoreHead(oneHot(5, [](int) { return 0; }), true);
        QCOMPARE(first.firstToken, 1.0);
        QCOMPARE(labelHead(first).behaviour, HeadBehaviour::FirstToken);

        const HeadScores self = scoreHead(MatrixXd::Identity(4, 4), false);
        QCOMPARE(self.self, 1.0);
        QCOMPARE(labelHead(self).behaviour, HeadBehaviour::Self);
    }

    // Uniform over what each row may see: entropy at its most.
    void uniformIsBroad()
    {
        const HeadScores causal = scoreHead(causalUniform(5), true);
        QVERIFY(std::abs(causal.broad - 1.0) < 1e-12);
        // Rows 1…4 give 1/2, 1/3, 1/4, 1/5 to the previous token.
        QVERIFY(std::abs(causal.previousToken - (1.0 / 2 + 1.0 / 3 + 1.0 / 4 + 1.0 / 5) / 4) <
                1e-12);
        // Each row's strongest key holds 1/(i + 1).
        QVERIFY(std::abs(causal.focused - (1.0 / 2 + 1.0 / 3 + 1.0 / 4 + 1.0 / 5) / 4) < 1e-12);
        QCOMPARE(labelHead(causal).behaviour, HeadBehaviour::Broad);
        const HeadScores full = scoreHead(MatrixXd::Constant(4, 4, 0.25), false);
        QVERIFY(std::abs(full.broad - 1.0) < 1e-12);
        QVERIFY(std::abs(full.self - 0.25) < 1e-12);
    }

    // Rows split between the first token, the previous one and itself: the
    // largest share names the head once it reaches ½; below, "mixed".
    void mixedHeads()
    {
        MatrixXd a = MatrixXd::Zero(5, 5);
        a(0, 0) = 1;
        a(1, 0) = 1; // row 1: previous and first are the same key
        for (int i = 2; i < 5; ++i) {
            a(i, 0) = 0.4;
            a(i, i - 1) = 0.3;
            a(i, i) = 0.3;
        }
        const HeadScores s = scoreHead(a, true);
        QVERIFY(std::abs(s.firstToken - (1 + 3 * 0.4) / 4) < 1e-12);    // 0.55
        QVERIFY(std::abs(s.previousToken - (1 + 3 * 0.3) / 4) < 1e-12); // 0.475
        QCOMPARE(labelHead(s).behaviour, HeadBehaviour::FirstToken);
        HeadScores weak = s;
        weak.firstToken = 0.3;
        weak.previousToken = 0.3;
        weak.self = 0.2;
        weak.broad = 0.5;
        weak.focused = 0.4;
        QCOMPARE(labelHead(weak).behaviour, HeadBehaviour::Mixed);
        QCOMPARE(labelHead(weak).score, 0.3);
        // Most of each row on one key, at no fixed place: "focused".
        weak.focused = 0.55;
        QCOMPARE(labelHead(weak).behaviour, HeadBehaviour::Focused);
        QCOMPARE(labelHead(weak).score, 0.55);
        // Near-uniform rows are "broad" before their strongest key counts.
        weak.broad = 0.95;
        QCOMPARE(labelHead(weak).behaviour, HeadBehaviour::Broad);
    }

    // Copying "abc|abc" looks back a fixed distance: rows 3–7 put all of
    // their weight 3 back, rows 1 and 2 are uniform. k = 3 scores 5/5 = 1;
    // k = 2 only row 2's 1/3 over its 6 rows; k = 4 (n/2) 0. Nothing else
    // comes near, so the head is "3 back".
    void aCopyLooksAFixedDistanceBack()
    {
        MatrixXd a = causalUniform(8);
        for (int i = 3; i < 8; ++i) {
            a.row(i).setZero();
            a(i, i - 3) = 1;
        }
        const HeadScores s = scoreHead(a, true);
        QCOMPARE(s.fixedOffset, 1.0);
        QCOMPARE(s.offsetDistance, 3);
        QVERIFY(std::abs(s.previousToken - (1.0 / 2 + 1.0 / 3) / 7) < 1e-12);
        const HeadLabel label = labelHead(s);
        QCOMPARE(label.behaviour, HeadBehaviour::FixedOffset);
        QCOMPARE(label.score, 1.0);
        QCOMPARE(label.distance, 3);
        // Row 2's uniform 1/3 two back is then the best offset, far too low.
        for (int i = 3; i < 8; ++i) { // rows 3–7 look at themselves instead
            a.row(i).setZero();
            a(i, i) = 1;
        }
        const HeadScores t = scoreHead(a, true);
        QVERIFY(std::abs(t.fixedOffset - (1.0 / 3) / 6) < 1e-12);
        QCOMPARE(t.offsetDistance, 2);
        QCOMPARE(labelHead(t).behaviour, HeadBehaviour::Self);
        QCOMPARE(labelHead(t).distance, 0);
        // Too short to vote: n < 4 has no offset.
        const HeadScores shortHead = scoreHead(oneHot(3, [](int) { return 0; }), true);
        QCOMPARE(shortHead.fixedOffset, 0.0);
        QCOMPARE(shortHead.offsetDistance, 0);
    }

    // Reversing "abc|cba": the answer rows 4, 5, 6 look at 2, 1, 0 (the
    // mirror image of what they write next), rows 1–3 are uniform. No fixed
    // place (previous, first, self) holds half of the rows, but the
    // strongest keys hold (1/2 + 1/3 + 1/4 + 1 + 1 + 1) / 6 = 49/72.
    void aMirrorIsFocused()
    {
        MatrixXd a = causalUniform(7);
        for (int i = 4; i < 7; ++i) {
            a.row(i).setZero();
            a(i, 6 - i) = 1;
        }
        const HeadScores s = scoreHead(a, true);
        QVERIFY(std::abs(s.focused - 49.0 / 72) < 1e-12);
        QVERIFY(std::abs(s.firstToken - (1.0 / 2 + 1.0 / 3 + 1.0 / 4 + 1) / 6) < 1e-12);
        QVERIFY(std::abs(s.previousToken - (1.0 / 2 + 1.0 / 3 + 1.0 / 4) / 6) < 1e-12);
        QVERIFY(std::abs(s.broad - 0.5) < 1e-12); // rows 1–3 at 1, rows 4–6 at 0
        QCOMPARE(labelHead(s).behaviour, HeadBehaviour::Focused);
        QVERIFY(std::abs(labelHead(s).score - 49.0 / 72) < 1e-12);
    }

    // Tokens at [1, 4) repeat at [4, 7): an induction head at position i
    // looks at i − 3 + 1, the token after the earlier copy.
    void inductionLooksAfterTheEarlierCopy()
    {
        const int start = 1, period = 3, n = 7;
        MatrixXd a = causalUniform(n);
        for (int i = start + period; i < n; ++i) {
            a.row(i).setZero();
            a(i, i - period + 1) = 1;
        }
        QCOMPARE(inductionScore(a, start, period), 1.0);
        // A previous-token head scores 0 on it.
        QCOMPARE(inductionScore(oneHot(n, [](int i) { return i - 1; }), start, period), 0.0);
        HeadScores s = scoreHead(causalUniform(n), true);
        s.induction = 0.8;
        QCOMPARE(labelHead(s).behaviour, HeadBehaviour::Induction);
        QVERIFY_THROWS_EXCEPTION(EngineError, inductionScore(a, 2, 3));
    }

    // BERT's heads may look ahead: at the next token, or at the last ([SEP]).
    void bidirectionalHeadsLookAhead()
    {
        // 5 tokens, rows 0…3 on the next token, row 4 on itself: rows 1…3
        // vote, all on the next token.
        const HeadScores next =
            scoreHead(oneHot(5, [](int i) { return std::min(i + 1, 4); }), false);
        QCOMPARE(next.nextToken, 1.0);
        QCOMPARE(next.lastToken, 1.0 / 3); // row 3's next token is the last
        QCOMPARE(next.previousToken, 0.0);
        const HeadLabel nextLabel = labelHead(next);
        QCOMPARE(nextLabel.behaviour, HeadBehaviour::NextToken);
        QCOMPARE(nextLabel.score, 1.0);

        // Every row on the last token ([SEP]); row 4's is itself and does not
        // vote for "last".
        const HeadScores last = scoreHead(oneHot(5, [](int) { return 4; }), false);
        QCOMPARE(last.lastToken, 1.0);
        QCOMPARE(last.nextToken, 1.0 / 3); // row 3 again
        QCOMPARE(last.self, 0.25);         // row 4 of rows 1…4
        QCOMPARE(labelHead(last).behaviour, HeadBehaviour::LastToken);

        // Half next, half last, over 6 tokens: rows 1…4 vote; row 4's next
        // is the last token, so it gives both its halves to each: next =
        // (3·½ + 1)/4 = 0.625, last = (3·½ + 1)/4 = 0.625; a tie goes to the
        // first in the order (next).
        MatrixXd half = MatrixXd::Zero(6, 6);
        for (int i = 0; i < 5; ++i) {
            half(i, i + 1) += 0.5;
            half(i, 5) += 0.5;
        }
        half(5, 5) = 1;
        const HeadScores h = scoreHead(half, false);
        QVERIFY(std::abs(h.nextToken - 0.625) < 1e-12);
        QVERIFY(std::abs(h.lastToken - 0.625) < 1e-12);
        QCOMPARE(labelHead(h).behaviour, HeadBehaviour::NextToken);

        // A causal head never looks ahead; nor do texts under 3 tokens.
        const HeadScores causal = scoreHead(causalUniform(6), true);
        QCOMPARE(causal.nextToken, 0.0);
        QCOMPARE(causal.lastToken, 0.0);
        const HeadScores two = scoreHead(MatrixXd::Constant(2, 2, 0.5), false);
        QCOMPARE(two.nextToken, 0.0);
        QCOMPARE(two.lastToken, 0.0);

        // Both enter the profile distance: √(0.3² + 0.4²).
        HeadScores a, b;
        a.nextToken = 0.3;
        b.lastToken = 0.4;
        QVERIFY(std::abs(headProfileDistance(a, b) - 0.5) < 1e-12);
    }

    void profileDistanceByHand()
    {
        HeadScores a, b;
        a.previousToken = 0.9;
        b.previousToken = 0.6;
        a.broad = 0.1;
        b.broad = 0.5;
        QVERIFY(std::abs(headProfileDistance(a, b) - 0.5) < 1e-12); // √(0.3² + 0.4²)
        a.induction = 1.0;
        QVERIFY(std::abs(headProfileDistance(a, b) - 0.5) < 1e-12); // only one has it
        b.induction = 1.0 - 1.2;
        QVERIFY(std::abs(headProfileDistance(a, b) - 1.3) < 1e-12); // √(0.25 + 1.44)
        QCOMPARE(headProfileDistance(a, a), 0.0);
        a.focused = 0.9;
        b.focused = 0.06;
        QVERIFY(std::abs(headProfileDistance(a, b) - std::sqrt(1.69 + 0.84 * 0.84)) < 1e-12);
    }

    // One layer: ½·mean + ½·I. Two layers chain. Rows sum to 1 throughout.
    void rolloutByHand()
    {
        MatrixXd h1(2, 2), h2(2, 2);
        h1 << 1, 0, 1, 0;
        h2 << 1, 0, 0, 1;
        // mean = [[1, 0], [0.5, 0.5]] → Ā = [[1, 0], [0.25, 0.75]]
        const std::vector<MatrixXd> one = attentionRollout({{h1, h2}});
        QCOMPARE(one.size(), std::size_t(1));
        MatrixXd expected(2, 2);
        expected << 1, 0, 0.25, 0.75;
        QCOMPARE(one[0], expected);
        // Second layer: one head all on key 0 → Ā₂ = [[1, 0], [0.5, 0.5]];
        // R₂ = Ā₂·Ā₁ = [[1, 0], [0.5 + 0.125, 0.375]].
        MatrixXd sink(2, 2);
        sink << 1, 0, 1, 0;
        const std::vector<MatrixXd> two = attentionRollout({{h1, h2}, {sink}});
        expected << 1, 0, 0.625, 0.375;
        QCOMPARE(two[1], expected);
        QVERIFY((two[1].rowwise().sum().array() - 1).abs().maxCoeff() < 1e-15);
        QVERIFY_THROWS_EXCEPTION(EngineError, attentionRollout({}));
        QVERIFY_THROWS_EXCEPTION(EngineError, attentionRollout({{h1}, {MatrixXd::Identity(3, 3)}}));
    }
};

AE_TEST_MAIN_CORE(TestHeadBehaviour)
#include "test_head_behaviour.moc"
