// The limits (core/limits.h, EngineLimits) are one set of numbers: the same
// over-limit spec is refused by the spec reader/runner, by the command-line
// tool and by the GUI, all three messages name the same field and quote the
// same limit; the GUI's controls stop at that limit.

#include "app/cli/cli_application.h"
#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"
#include "core/limits.h"
#include "ui/document/attention_runner.h"
#include "ui/main/main_window.h"

#include "tests/test_main.h"

#include <QBuffer>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace ae;

namespace {

// Reads, then runs: the first error, as "field: message".
QString readerError(const QByteArray& json)
{
    std::variant<Spec, SpecError> read = readSpec(json);
    if (const auto* error = std::get_if<SpecError>(&read))
        return QString::fromStdString(error->toString());
    std::variant<SpecRun, SpecError> run = runSpec(std::get<Spec>(read));
    if (const auto* error = std::get_if<SpecError>(&run))
        return QString::fromStdString(error->toString());
    return QString();
}

QString cliError(const QString& specPath, int* code)
{
    QByteArray inBytes, outBytes, errBytes;
    QBuffer in(&inBytes), out(&outBytes), err(&errBytes);
    in.open(QIODevice::ReadOnly);
    out.open(QIODevice::WriteOnly);
    err.open(QIODevice::WriteOnly);
    cli::CliApplication cli;
    *code = cli.run({QStringLiteral("attention-explorer-cli"), QStringLiteral("compute"), specPath},
                    in, out, err);
    return QString::fromUtf8(errBytes).trimmed();
}

QByteArray words(int count, const char* separator = " ")
{
    QByteArrayList list;
    for (int i = 0; i < count; ++i)
        list << "w" + QByteArray::number(i % 50);
    return list.join(separator);
}

} // namespace

class LimitsAgreeTest : public QObject
{
    Q_OBJECT
private slots:
    void sameLimitQuotedEverywhere_data();
    void sameLimitQuotedEverywhere();
};

void LimitsAgreeTest::sameLimitQuotedEverywhere_data()
{
    const EngineLimits& limits = EngineLimits::defaults();
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("limitText"); // how every message quotes the limit
    QTest::addColumn<QString>("spinName");  // GUI control capped at the limit ("" = none)
    QTest::addColumn<int>("limit");

    QTest::newRow("heads") << (R"({"text": "a b", "num_heads": )" +
                               QByteArray::number(limits.maxHeads + 1) + "}")
                           << QString::number(limits.maxHeads) << QStringLiteral("headsSpin")
                           << limits.maxHeads;
    QTest::newRow("embedding width")
        << (R"({"text": "a b", "embedding": {"type": "hashed", "dim": )" +
            QByteArray::number(limits.maxModelWidth + 1) + "}}")
        << QString::number(limits.maxModelWidth) << QStringLiteral("embeddingDimSpin")
        << limits.maxModelWidth;
    QTest::newRow("model width") << (R"({"text": "a b", "weights": "random", "model_dim": )" +
                                     QByteArray::number(limits.maxModelWidth + 1) + "}")
                                 << QString::number(limits.maxModelWidth)
                                 << QStringLiteral("additiveHiddenSpin") << limits.maxModelWidth;
    QTest::newRow("sequence length")
        << (R"({"text": ")" + words(limits.maxSequenceLength + 1) +
            R"(", "embedding": {"type": "hashed", "dim": 4}})")
        << QString::number(limits.maxSequenceLength) << QStringLiteral("maskWindowSpin")
        << limits.maxSequenceLength;
    QTest::newRow("batch") << (R"({"text": ")" + words(limits.maxBatch + 1, "\\n") +
                               R"(", "embedding": {"type": "hashed", "dim": 4}})")
                           << QString::number(limits.maxBatch) << QString() << limits.maxBatch;
    // 2100 queries × 64 heads: the weights and scores alone exceed 2 GiB.
    QTest::newRow("trace size")
        << (R"({"text": ")" + words(2100) +
            R"(", "embedding": {"type": "hashed", "dim": 64}, "num_heads": 64,)"
            R"( "weights": "random", "model_dim": 64})")
        << QString::fromStdString(formatBytes(limits.maxTraceBytes)) << QString() << 0;
}

void LimitsAgreeTest::sameLimitQuotedEverywhere()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, limitText);
    QFETCH(QString, spinName);
    QFETCH(int, limit);
    const QRegularExpression quoted(
        QStringLiteral("(?<![0-9.])%1(?![0-9.])").arg(QRegularExpression::escape(limitText)));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("over.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(json);
    }

    const QString reader = readerError(json);
    QVERIFY2(!reader.isEmpty(), "the reader accepted an over-limit spec");
    QVERIFY2(reader.contains(quoted), qPrintable(reader));

    // The field named first in the reader's message ("num_heads: …").
    const QString field = reader.section(QStringLiteral(": "), 0, 0);

    int code = 0;
    const QString cli = cliError(path, &code);
    QVERIFY(code != 0);
    QVERIFY2(cli.contains(quoted), qPrintable(cli));
    QVERIFY2(cli.contains(field + QStringLiteral(": ")), qPrintable(cli));

    // The GUI refuses the file when opening it, or its run when computing it
    // (the runner's translated message), quoting the same limit.
    MainWindow window;
    QStringList errors;
    window.setErrorHandler([&errors](const QString& message) { errors << message; });
    window.openFile(path);
    window.runner()->waitForIdle();
    QCoreApplication::processEvents();
    const QString gui = errors.isEmpty() ? window.lastError() : errors.join(QLatin1Char('\n'));
    QVERIFY2(!gui.isEmpty(), "the GUI accepted an over-limit spec");
    QVERIFY2(gui.contains(quoted), qPrintable(gui));
    QVERIFY2(gui.contains(field + QStringLiteral(": ")), qPrintable(gui));
    // Not only the number: the same words (in English) from all three.
    QVERIFY2(cli.contains(reader), qPrintable(cli + QStringLiteral(" ≠ ") + reader));
    QVERIFY2(gui.contains(reader), qPrintable(gui + QStringLiteral(" ≠ ") + reader));

    if (!spinName.isEmpty()) {
        auto* spin = window.findChild<QSpinBox*>(spinName);
        QVERIFY2(spin, qPrintable(spinName));
        QCOMPARE(spin->maximum(), limit);
    }
}

AE_TEST_MAIN_GUI(LimitsAgreeTest)
#include "test_limits_agree.moc"
