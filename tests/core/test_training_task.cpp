// The training tasks (core/training/training_task.h): each task's answer
// checked by an independent rule, the held-out set fixed and disjoint from
// training, the batch's targets, and the own task's file refused with the
// line named.
#include "core/training/training_task.h"
#include "core/types.h"

#include "tests/test_main.h"

#include <algorithm>
#include <set>

using namespace ae;

namespace {

TaskSettings settingsFor(TaskKind kind, int length = 6, int alphabet = 8)
{
    TaskSettings s;
    s.kind = kind;
    s.length = length;
    s.alphabetSize = alphabet;
    return s;
}

QString fieldOf(const TaskSettings& settings)
{
    try {
        TrainingTask task(settings);
    } catch (const EngineError& e) {
        return QString::fromStdString(e.field() + ": " + e.message());
    }
    return QString();
}

} // namespace

class TestTrainingTask : public QObject
{
    Q_OBJECT

private slots:
    void vocabularyHasOneIdPerSymbol();
    void answersFollowTheirRules();
    void repeatVariesThePatternLength();
    void exampleQuestionIsTheProbesQuestion();
    void heldOutRuleHoldsForEveryTask_data();
    void heldOutRuleHoldsForEveryTask();
    void heldOutIsFixedAndDisjoint();
    void batchScoresOnlyTheAnswer();
    void ownTaskReadsLines();
    void badOwnFilesNameTheLine();
    void badSettingsNameTheSetting();
};

void TestTrainingTask::vocabularyHasOneIdPerSymbol()
{
    const TrainingTask reverse(settingsFor(TaskKind::Reverse, 6, 4));
    QCOMPARE(QString::fromStdString(reverse.vocabulary().symbols()), QStringLiteral("abcd|?"));
    QCOMPARE(*reverse.vocabulary().id('|'), 4);
    QCOMPARE(reverse.vocabulary().unknownId(), 5);
    QVERIFY(!reverse.vocabulary().id('z'));
    QCOMPARE(reverse.vocabulary().encode("ba|z"), (std::vector<int>{1, 0, 4, 5}));
    QCOMPARE(QString::fromStdString(reverse.vocabulary().decode({3, 4, 0})), QStringLiteral("d|a"));
    const TrainingTask brackets(settingsFor(TaskKind::Brackets, 8));
    QCOMPARE(QString::fromStdString(brackets.vocabulary().symbols()), QStringLiteral("()|ny?"));

    // A question the model can be shown: 1 to sequenceLength() (12 here:
    // 6 letters, the bar, 6 letters, less the last) of the task's symbols.
    QCOMPARE(reverse.sequenceLength(), 12);
    QVERIFY(reverse.fitsAsQuestion("dcba|"));
    QVERIFY(reverse.fitsAsQuestion("abcdab|abcda"));   // 12
    QVERIFY(!reverse.fitsAsQuestion("abcdab|abcdab")); // 13
    QVERIFY(!reverse.fitsAsQuestion(""));
    QVERIFY(!reverse.fitsAsQuestion("abe|"));        // e: not among 4 letters
    QVERIFY(!reverse.fitsAsQuestion("ab c|"));       // a space
    QVERIFY(!reverse.fitsAsQuestion("ab\xc3\xa9|")); // é, two bytes
    QVERIFY(brackets.fitsAsQuestion("(())|"));
    QVERIFY(!brackets.fitsAsQuestion("(a)|"));
}

void TestTrainingTask::answersFollowTheirRules()
{
    SeededRandom random(4);
    for (TaskKind kind : {TaskKind::Copy, TaskKind::Reverse, TaskKind::Sort}) {
        const TrainingTask task(settingsFor(kind));
        QCOMPARE(task.sequenceLength(), 12);
        for (int i = 0; i < 50; ++i) {
            const std::string text = task.vocabulary().decode(task.sample(random).sequence);
            QCOMPARE(int(text.size()), 13);
            QCOMPARE(text[6], '|');
            std::string question = text.substr(0, 6), answer = text.substr(7);
            if (kind == TaskKind::Reverse)
                std::reverse(question.begin(), question.end());
            if (kind == TaskKind::Sort)
                std::sort(question.begin(), question.end());
            QCOMPARE(answer, question);
        }
    }
    const TrainingTask brackets(settingsFor(TaskKind::Brackets, 8));
    int yes = 0;
    for (int i = 0; i < 200; ++i) {
        const TaskExample e = brackets.sample(random);
        const std::string text = brackets.vocabulary().decode(e.sequence);
        int depth = 0, lowest = 0;
        for (int k = 0; k < 8; ++k) {
            depth += text[std::size_t(k)] == '(' ? 1 : -1;
            lowest = std::min(lowest, depth);
        }
        const bool balanced = depth == 0 && lowest == 0;
        QCOMPARE(text.substr(8), std::string(balanced ? "|y" : "|n"));
        QCOMPARE(e.answerStart, 9);
        yes += balanced ? 1 : 0;
    }
    QVERIFY(yes > 70 && yes < 130); // half each
}

void TestTrainingTask::repeatVariesThePatternLength()
{
    // cfcacfcacfca: k letters (repeats allowed), then the same again until
    // the sequence is full; scored from the second copy's second letter,
    // except after a letter that occurs more than once in the pattern (its
    // successor is ambiguous).
    const TrainingTask task(settingsFor(TaskKind::Repeat, 6, 8));
    QCOMPARE(QString::fromStdString(task.vocabulary().symbols()), QStringLiteral("abcdefgh?"));
    QCOMPARE(task.sequenceLength(), 11);
    SeededRandom random(8);
    std::set<int> periods;
    int withRepeats = 0, scoredAfterTheLastLetter = 0;
    for (int i = 0; i < 400; ++i) {
        const TaskExample e = task.sample(random);
        QCOMPARE(int(e.sequence.size()), 12);
        // The period: the first answer position, less one.
        const int k = e.answerStart - 1;
        QVERIFY(k >= 2 && k <= 6);
        periods.insert(k);
        const std::vector<int> pattern(e.sequence.begin(), e.sequence.begin() + k);
        for (int t = 0; t < 12; ++t)
            QCOMPARE(e.sequence[std::size_t(t)], pattern[std::size_t(t % k)]);
        // k is the shortest period: a shorter one would make every letter
        // repeat, and such a pattern scores nothing.
        for (int shorter = 1; shorter < k; ++shorter) {
            bool periodic = true;
            for (int t = shorter; t < 12; ++t)
                periodic &= e.sequence[std::size_t(t)] == e.sequence[std::size_t(t - shorter)];
            QVERIFY2(!periodic, qPrintable(QStringLiteral("period %1 < %2").arg(shorter).arg(k)));
        }
        // Unscored: the letter after each letter that is not unique in the
        // pattern, counted by hand from the letter before.
        std::vector<int> expected;
        for (int t = k + 1; t < 12; ++t)
            if (std::count(pattern.begin(), pattern.end(), e.sequence[std::size_t(t - 1)]) > 1)
                expected.push_back(t);
        QCOMPARE(e.unscored, expected);
        QVERIFY(int(expected.size()) < 12 - (k + 1)); // something is scored
        withRepeats += int(std::set<int>(pattern.begin(), pattern.end()).size()) < k ? 1 : 0;
        // The third copy's first letter is scored when the pattern's last
        // letter is unique: it followed that letter the first time too.
        if (2 * k < 12 && std::count(pattern.begin(), pattern.end(), pattern.back()) == 1) {
            QVERIFY(std::find(expected.begin(), expected.end(), 2 * k) == expected.end());
            ++scoredAfterTheLastLetter;
        }
        // The batch leaves the unscored positions without a target.
        const TrainingBatch b = task.batch({e});
        for (int r = 0; r < 11; ++r) {
            const bool scored =
                r + 1 >= e.answerStart &&
                std::find(expected.begin(), expected.end(), r + 1) == expected.end();
            QCOMPARE(b.targets[std::size_t(r)], scored ? e.sequence[std::size_t(r + 1)] : -1);
        }
    }
    QCOMPARE(periods, (std::set<int>{2, 3, 4, 5, 6}));
    QVERIFY(withRepeats > 50); // letters do repeat within a pattern
    QVERIFY(scoredAfterTheLastLetter > 20);
    // The probe has the longest pattern whose two copies fit in the 11
    // symbols the model reads, its letters all different.
    const TaskExample& probe = task.probe();
    QCOMPARE(probe.answerStart, 6);
    QCOMPARE(int(std::set<int>(probe.sequence.begin(), probe.sequence.begin() + 5).size()), 5);
    QVERIFY(probe.unscored.empty());
    // With 3 letters no pattern of 5 has them all different: the longest
    // that fits, still.
    QCOMPARE(TrainingTask(settingsFor(TaskKind::Repeat, 6, 3)).probe().answerStart, 6);
}

void TestTrainingTask::exampleQuestionIsTheProbesQuestion()
{
    // The probe's symbols before its first scored one: the question and
    // its bar, or (repeat) the longest pattern and its first letter again.
    for (TaskKind kind : {TaskKind::Reverse, TaskKind::Repeat, TaskKind::Brackets}) {
        const TrainingTask task(settingsFor(kind, 6, 8));
        const std::string example = task.exampleQuestion();
        const TaskExample& probe = task.probe();
        QCOMPARE(int(example.size()), probe.answerStart);
        QCOMPARE(
            task.vocabulary().encode(example),
            std::vector<int>(probe.sequence.begin(), probe.sequence.begin() + probe.answerStart));
        QVERIFY(task.fitsAsQuestion(example));
        if (kind == TaskKind::Repeat)
            QCOMPARE(example.front(), example.back());
        else
            QCOMPARE(example.back(), '|');
    }
    QCOMPARE(int(TrainingTask(settingsFor(TaskKind::Repeat, 6, 8)).exampleQuestion().size()), 6);
}

void TestTrainingTask::heldOutRuleHoldsForEveryTask_data()
{
    // Tasks small enough that 20 000 draws meet every example, with their
    // number of distinct examples counted by hand, and the held-out size the
    // rule gives: ⌊total/4⌋ raised to min(64, ⌊total/2⌋), at most 256;
    // brackets: at most half of each answer's strings.
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("alphabet");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("heldOut");
    QTest::newRow("copy 3 of 2") << int(TaskKind::Copy) << 3 << 2 << 8 << 4;
    QTest::newRow("reverse 2 of 3") << int(TaskKind::Reverse) << 2 << 3 << 9 << 4;
    QTest::newRow("sort 4 of 3") << int(TaskKind::Sort) << 4 << 3 << 81 << 40;
    QTest::newRow("copy 4 of 4") << int(TaskKind::Copy) << 4 << 4 << 256 << 64;
    // Patterns that score something: of 2 letters the 3·2 with two different;
    // of 3 letters the 27 but the 9 whose first two are equal.
    QTest::newRow("repeat 3 of 3") << int(TaskKind::Repeat) << 3 << 3 << 6 + 18 << 12;
    // 8·7 + (8³ − 8·8) = 56 + 448.
    QTest::newRow("repeat 3 of 8") << int(TaskKind::Repeat) << 3 << 8 << 504 << 126;
    // 2⁴ strings, 2 balanced: 1 + 7 held out.
    QTest::newRow("brackets 4") << int(TaskKind::Brackets) << 4 << 2 << 16 << 8;
    // 2⁶ strings, 5 balanced: 2 + 29 held out.
    QTest::newRow("brackets 6") << int(TaskKind::Brackets) << 6 << 2 << 64 << 31;
}

void TestTrainingTask::heldOutRuleHoldsForEveryTask()
{
    QFETCH(int, kind);
    QFETCH(int, length);
    QFETCH(int, alphabet);
    QFETCH(int, total);
    QFETCH(int, heldOut);
    const TrainingTask task(settingsFor(TaskKind(kind), length, alphabet));
    std::set<std::vector<int>> held, seen;
    for (const TaskExample& e : task.heldOut())
        held.insert(e.sequence);
    QCOMPARE(int(task.heldOut().size()), heldOut);
    QCOMPARE(int(held.size()), heldOut); // no repeats
    QVERIFY(heldOut >= std::min(64, total / 2) || TaskKind(kind) == TaskKind::Brackets);
    SeededRandom random(2);
    for (int i = 0; i < 20000; ++i) {
        const TaskExample e = task.sample(random);
        QVERIFY(!held.count(e.sequence)); // disjoint
        seen.insert(e.sequence);
    }
    QCOMPARE(int(seen.size() + held.size()), total); // every example, one side or the other
    if (TaskKind(kind) == TaskKind::Brackets) {
        // Training keeps both answers, the held-out set has both too.
        const int yes = *task.vocabulary().id('y');
        const auto balanced = [yes](const std::set<std::vector<int>>& set) {
            return int(std::count_if(set.begin(), set.end(),
                                     [yes](const std::vector<int>& s) { return s.back() == yes; }));
        };
        QVERIFY(balanced(seen) >= 1 && balanced(held) >= 1);
        QVERIFY(balanced(seen) >= balanced(held));
    }
}

void TestTrainingTask::heldOutIsFixedAndDisjoint()
{
    const TrainingTask a(settingsFor(TaskKind::Reverse));
    const TrainingTask b(settingsFor(TaskKind::Reverse));
    QCOMPARE(int(a.heldOut().size()), 256);
    std::set<std::vector<int>> held;
    for (std::size_t i = 0; i < a.heldOut().size(); ++i) {
        QCOMPARE(a.heldOut()[i].sequence, b.heldOut()[i].sequence);
        held.insert(a.heldOut()[i].sequence);
    }
    QCOMPARE(int(held.size()), 256); // no repeats
    // 4⁴ = 256 questions: a quarter held out; 3000 draws meet every other one.
    const TrainingTask small(settingsFor(TaskKind::Copy, 4, 4));
    QCOMPARE(int(small.heldOut().size()), 64);
    std::set<std::vector<int>> smallHeld, seen;
    for (const TaskExample& e : small.heldOut())
        smallHeld.insert(e.sequence);
    SeededRandom random(1);
    for (int i = 0; i < 3000; ++i) {
        const TaskExample e = small.sample(random);
        QVERIFY(!smallHeld.count(e.sequence));
        seen.insert(e.sequence);
    }
    QCOMPARE(int(seen.size()), 256 - 64);
}

void TestTrainingTask::batchScoresOnlyTheAnswer()
{
    const TrainingTask task(settingsFor(TaskKind::Reverse, 3, 4));
    TaskExample e;
    e.sequence = task.vocabulary().encode("abc|cba");
    e.answerStart = 4;
    const TrainingBatch batch = task.batch({e, e});
    QCOMPARE(batch.sequenceLength, 6);
    QCOMPARE(batch.tokens, (std::vector<int>{0, 1, 2, 4, 2, 1, 0, 1, 2, 4, 2, 1}));
    // Position 3 (the bar) predicts c, 4 predicts b, 5 predicts a.
    QCOMPARE(batch.targets, (std::vector<int>{-1, -1, -1, 2, 1, 0, -1, -1, -1, 2, 1, 0}));
    QCOMPARE(batch.targetCount(), 6);
}

void TestTrainingTask::ownTaskReadsLines()
{
    TaskSettings s;
    s.kind = TaskKind::Own;
    s.ownText = "# capitals\r\nfr|P\nde|B\n\nfr|P\nit|R\nes|M\nuk|L\npt|L\n";
    const TrainingTask task(s);
    QCOMPARE(QString::fromStdString(task.vocabulary().symbols()),
             QStringLiteral("BLMPRdefikprstu|?"));
    QCOMPARE(task.sequenceLength(), 3);
    // Six distinct lines; the fifth (uk|L) is held out.
    QCOMPARE(int(task.heldOut().size()), 1);
    QCOMPARE(task.vocabulary().decode(task.heldOut().front().sequence), std::string("uk|L"));
    QCOMPARE(task.heldOut().front().answerStart, 3);
    SeededRandom random(2);
    std::set<std::string> drawn;
    for (int i = 0; i < 200; ++i)
        drawn.insert(task.vocabulary().decode(task.sample(random).sequence));
    QCOMPARE(drawn, (std::set<std::string>{"fr|P", "de|B", "it|R", "es|M", "pt|L"}));
}

void TestTrainingTask::badOwnFilesNameTheLine()
{
    TaskSettings s;
    s.kind = TaskKind::Own;
    s.ownText = "ab|c\n\n# note\nabc|d\n";
    QCOMPARE(fieldOf(s), QStringLiteral("line 4: 5 symbols, but line 1 has 4 (every line must "
                                        "have the same length)"));
    s.ownText = "ab|c\nabc\n";
    QCOMPARE(fieldOf(s),
             QStringLiteral("line 2: expected one '|' between the question and its answer"));
    s.ownText = "ab|c\na b|c\n";
    QCOMPARE(fieldOf(s), QStringLiteral("line 2: column 2: symbols are printable ASCII "
                                        "characters without spaces"));
    s.ownText = "ab|c\nab|?\n";
    QCOMPARE(fieldOf(s),
             QStringLiteral("line 2: column 4: '?' is reserved for unknown characters"));
    s.ownText = "ab|c\n|abc\n";
    QCOMPARE(fieldOf(s), QStringLiteral("line 2: the question and the answer must not be empty"));
    s.ownText = "ab|c\nab|c\n";
    QCOMPARE(fieldOf(s), QStringLiteral("lines: the file needs at least two different examples "
                                        "(one is held out)"));
}

void TestTrainingTask::badSettingsNameTheSetting()
{
    QCOMPARE(fieldOf(settingsFor(TaskKind::Reverse, 1)).section(QLatin1Char(':'), 0, 0),
             QStringLiteral("length"));
    QCOMPARE(fieldOf(settingsFor(TaskKind::Sort, 6, 30)).section(QLatin1Char(':'), 0, 0),
             QStringLiteral("alphabetSize"));
    QCOMPARE(fieldOf(settingsFor(TaskKind::Brackets, 7)),
             QStringLiteral("length: balanced brackets need an even length"));
    QCOMPARE(TrainingTask::kindFromName("repeat"), std::optional<TaskKind>(TaskKind::Repeat));
    QVERIFY(!TrainingTask::kindFromName("shuffle"));
}

AE_TEST_MAIN_CORE(TestTrainingTask)
#include "test_training_task.moc"
