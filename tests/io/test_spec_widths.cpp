// SpecWidths::of counts the widths from the tokens alone; prepareSpec builds
// the inputs the engine runs. The two must agree on every spec that runs:
// the panels offer head counts from the first, the engine divides the second.
#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"
#include "core/io/spec_widths.h"

#include "tests/test_main.h"

using namespace ae;

class TestSpecWidths : public QObject
{
    Q_OBJECT
private slots:
    void oneHotWidthIsThePreparedVocabulary_data();
    void oneHotWidthIsThePreparedVocabulary();
    void hashedAndProjectedWidths();
};

void TestSpecWidths::oneHotWidthIsThePreparedVocabulary_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("expected"); // counted by hand
    QTest::newRow("repeated words")
        << QByteArray(R"({"embedding": {"type": "one_hot"}, "text": "the cat saw the dog"})") << 4;
    // Ragged lines are padded; padding embeds as zeros, not as a word.
    QTest::newRow("ragged batch")
        << QByteArray(R"({"embedding": {"type": "one_hot"}, "text": "a b c\nb d"})") << 4;
    QTest::newRow("keys share the vocabulary")
        << QByteArray(R"({"embedding": {"type": "one_hot"}, "text": "a b", "key_text": "b c d"})")
        << 4;
    QTest::newRow("one character per CJK token")
        << QByteArray(R"({"embedding": {"type": "one_hot"}, "text": "我爱你 you"})") << 4;
    QTest::newRow("blank lines skipped")
        << QByteArray(R"({"embedding": {"type": "one_hot"}, "text": "x y\n\n  \ny z"})") << 3;
}

void TestSpecWidths::oneHotWidthIsThePreparedVocabulary()
{
    QFETCH(QByteArray, json);
    QFETCH(int, expected);
    std::variant<Spec, SpecError> read = readSpec(json);
    QVERIFY(std::holds_alternative<Spec>(read));
    const Spec spec = std::get<Spec>(read);
    const SpecWidths widths = SpecWidths::of(spec);
    QCOMPARE(widths.queryWidth, expected);
    QCOMPARE(widths.keyWidth, expected);
    const PreparedSpec prepared = prepareSpec(spec);
    QCOMPARE(int(prepared.inputs.inputs.front().cols()), expected);
}

void TestSpecWidths::hashedAndProjectedWidths()
{
    std::variant<Spec, SpecError> read = readSpec(QByteArray(
        R"({"embedding": {"type": "one_hot"}, "text": "a b c", "embedding": {"type": "hashed", "dim": 12}, "num_heads": 3})"));
    QVERIFY(std::holds_alternative<Spec>(read));
    Spec spec = std::get<Spec>(read);
    SpecWidths widths = SpecWidths::of(spec);
    QCOMPARE(widths.queryWidth, 12);
    QCOMPARE(widths.projectedWidth, 12); // no projections: the heads split d
    QCOMPARE(widths.headWidth(), 4);
    spec.config.numHeads = 5;
    QCOMPARE(SpecWidths::of(spec).headWidth(), 0); // 5 does not divide 12
}

AE_TEST_MAIN_CORE(TestSpecWidths)
#include "test_spec_widths.moc"
