// Every input the fuzzers (fuzz/) found that crashed, hung or broke an
// invariant, replayed against the fixed reader. Each row names what the
// fuzzer saw; the input is the minimised finding, kept verbatim.
#include "core/io/npy.h"
#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"
#include "core/io/spec_writer.h"
#include "core/tokenizer.h"

#include "tests/test_main.h"

using namespace ae;

namespace {

Spec mustRead(const QByteArray& json)
{
    std::variant<Spec, SpecError> read = readSpec(json);
    if (std::holds_alternative<SpecError>(read))
        qFatal("unexpected spec error: %s", std::get<SpecError>(read).toString().c_str());
    return std::get<Spec>(read);
}

} // namespace

class FuzzRegressionsTest : public QObject
{
    Q_OBJECT
private slots:
    // fuzz_spec_json: a spec → JSON → spec round trip must give the same spec.
    void specRoundTrip_data();
    void specRoundTrip();
};

void FuzzRegressionsTest::specRoundTrip_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<double>("base");
    // The positional-encoding base was dropped on save while the encoding
    // was off ("typE" misspelt, so the type read as none), and came back as
    // 10000.
    QTest::newRow("base kept while the encoding is off")
        << QByteArray(R"({"format": "attention-explorer/spec@1", "text": "a b",
                         "positional_encoding": {"typE": "sinusoidal", "base": 10001}})")
        << 10001.0;
    QTest::newRow("base kept with type none")
        << QByteArray(R"({"text": "a b", "positional_encoding": {"type": "none", "base": 3}})")
        << 3.0;
}

void FuzzRegressionsTest::specRoundTrip()
{
    QFETCH(QByteArray, json);
    QFETCH(double, base);
    const Spec first = mustRead(json);
    QCOMPARE(first.config.positionalEncoding.base, base);
    const Spec second = mustRead(specToJsonBytes(first));
    QCOMPARE(second.config.positionalEncoding.base, base);
    QVERIFY(sameSpec(first, second));
    // Turning the encoding on afterwards uses the base the file gave.
    QCOMPARE(second.config.positionalEncoding.type, PositionalEncodingConfig::Type::None);
}

AE_TEST_MAIN_CORE(FuzzRegressionsTest)
#include "test_fuzz_regressions.moc"
