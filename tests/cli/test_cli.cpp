// The command-line tool's commands, driven in-process: results on stdout and
// in files, one clear error line with the field, distinct exit codes, no
// output file on error and an existing one left untouched.
#include "app/cli/cli_application.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"

#include "tests/cli/cli_test_support.h"
#include "tests/test_main.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

using namespace ae;
using namespace ae::cli;
using namespace ae::cli::test;

namespace {

// The built-in commands only (ae_cli).
CliRun runCli(const QStringList& arguments, const QByteArray& input = QByteArray())
{
    return runCliWith<>(arguments, input);
}

// result["batch"][b] of a result JSON.
QJsonObject batchItem(const QJsonObject& result, int b)
{
    return result.value(QLatin1String("batch")).toArray().at(b).toObject();
}

const QByteArray kIdentitySpec = R"({"inputs": [[1, 0], [0, 1]], "tokens": ["I", "you"]})";

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(path(QStringLiteral("identity.json")), kIdentitySpec));
    }

    void computeWritesTheResultToStdout()
    {
        const CliRun run =
            runCli({QStringLiteral("compute"), path(QStringLiteral("identity.json"))});
        QCOMPARE(run.code, int(ExitSuccess));
        QVERIFY(run.err.isEmpty());
        const QJsonObject result = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(result.value(QLatin1String("format")).toString(), QLatin1String(kResultFormat));
        const QJsonArray weights = batchItem(result, 0)
                                       .value(QLatin1String("heads"))
                                       .toArray()
                                       .at(0)
                                       .toObject()
                                       .value(QLatin1String("weights"))
                                       .toArray();
        const double s = 1 / std::sqrt(2.0);
        QVERIFY(std::abs(weights.at(0).toArray().at(0).toDouble() -
                         std::exp(s) / (std::exp(s) + 1)) < 1e-6);
    }

    void computeWritesTheResultToAFile()
    {
        const QString out = path(QStringLiteral("result.json"));
        const CliRun run = runCli({QStringLiteral("compute"), path(QStringLiteral("identity.json")),
                                   QStringLiteral("-o"), out, QStringLiteral("--compact")});
        QCOMPARE(run.code, int(ExitSuccess));
        QVERIFY(run.out.isEmpty());
        const QByteArray bytes = readAll(out);
        QVERIFY(!bytes.contains('\n'));
        QCOMPARE(QJsonDocument::fromJson(bytes).object().value(QLatin1String("format")).toString(),
                 QLatin1String(kResultFormat));
    }

    void computeReadsStdin()
    {
        const CliRun run = runCli({QStringLiteral("compute"), QStringLiteral("-")}, kIdentitySpec);
        QCOMPARE(run.code, int(ExitSuccess));
        QVERIFY(QJsonDocument::fromJson(run.out).isObject());
    }

    void errorsAreOneLineWithTheField_data()
    {
        QTest::addColumn<QByteArray>("spec"); // empty: the spec file does not exist
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing file")
            << QByteArray() << QStringList() << int(ExitIoError) << "missing.json: no such file";
        QTest::newRow("malformed JSON") << QByteArray("{\"inputs\": [[1, 2]]") << QStringList()
                                        << int(ExitSpecError) << "error: (json): malformed JSON";
        QTest::newRow("ragged rows")
            << QByteArray(R"({"inputs": [[1, 2], [3]]})") << QStringList() << int(ExitSpecError)
            << "error: inputs[1]: expected 2 numbers";
        QTest::newRow("non-finite") << QByteArray(R"({"inputs": [[1e400]]})") << QStringList()
                                    << int(ExitSpecError) << "(json)";
        QTest::newRow("heads not dividing")
            << QByteArray(R"({"inputs": [[1, 2, 3]], "num_heads": 2})") << QStringList()
            << int(ExitSpecError) << "error: num_heads: ";
        QTest::newRow("length above m")
            << QByteArray(R"({"inputs": [[1], [2]], "mask": {"valid_lens": [5]}})") << QStringList()
            << int(ExitSpecError) << "error: mask.valid_lens[0]: ";
        QTest::newRow("tokens length")
            << QByteArray(R"({"inputs": [[1], [2]], "tokens": ["a"]})") << QStringList()
            << int(ExitSpecError) << "error: tokens: expected 2 labels";
        QTest::newRow("temperature")
            << QByteArray(R"({"inputs": [[1]], "scoring": {"temperature": 0}})") << QStringList()
            << int(ExitSpecError) << "error: scoring.temperature: ";
        QTest::newRow("memory limit")
            << kIdentitySpec << QStringList{QStringLiteral("--max-memory"), QStringLiteral("100")}
            << int(ExitSpecError) << "limit";
        QTest::newRow("bad memory size")
            << kIdentitySpec << QStringList{QStringLiteral("--max-memory"), QStringLiteral("lots")}
            << int(ExitUsageError) << "error: --max-memory: expected a size";
        QTest::newRow("unknown option")
            << kIdentitySpec << QStringList{QStringLiteral("--frobnicate")} << int(ExitUsageError)
            << "frobnicate";
        QTest::newRow("two specs") << kIdentitySpec << QStringList{QStringLiteral("other.json")}
                                   << int(ExitUsageError) << "one SPEC.json";
    }
    void errorsAreOneLineWithTheField()
    {
        QFETCH(QByteArray, spec);
        QFETCH(QStringList, extra);
        QFETCH(int, code);
        QFETCH(QString, expected);
        const QString specPath =
            path(spec.isEmpty() ? QStringLiteral("missing.json") : QStringLiteral("bad.json"));
        if (!spec.isEmpty())
            QVERIFY(writeFile(specPath, spec));
        const QString out = path(QStringLiteral("never.json"));
        const CliRun run = runCli(
            QStringList{QStringLiteral("compute"), specPath, QStringLiteral("-o"), out} + extra);
        QCOMPARE(run.code, code);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith("error: "), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1); // exactly one line
        QVERIFY2(QString::fromUtf8(run.err).contains(expected), run.err.constData());
        QVERIFY(!QFile::exists(out));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("never*")}, QDir::Files),
                 QStringList());
    }

    void existingOutputIsUntouchedOnError()
    {
        const QString out = path(QStringLiteral("precious.json"));
        QVERIFY(writeFile(out, "precious"));
        QVERIFY(writeFile(path(QStringLiteral("ragged.json")), R"({"inputs": [[1, 2], [3]]})"));
        CliRun run = runCli({QStringLiteral("compute"), path(QStringLiteral("ragged.json")),
                             QStringLiteral("-o"), out});
        QCOMPARE(run.code, int(ExitSpecError));
        QCOMPARE(readAll(out), QByteArray("precious"));
        run = runCli({QStringLiteral("compute"), path(QStringLiteral("identity.json")),
                      QStringLiteral("-o"), out, QStringLiteral("--max-memory"),
                      QStringLiteral("100")});
        QCOMPARE(run.code, int(ExitSpecError));
        QCOMPARE(readAll(out), QByteArray("precious"));
        // And a successful run replaces it.
        run = runCli({QStringLiteral("compute"), path(QStringLiteral("identity.json")),
                      QStringLiteral("-o"), out});
        QCOMPARE(run.code, int(ExitSuccess));
        QVERIFY(readAll(out).startsWith("{"));
    }

    void unwritableOutputIsAnIoError()
    {
        const CliRun run =
            runCli({QStringLiteral("compute"), path(QStringLiteral("identity.json")),
                    QStringLiteral("-o"), path(QStringLiteral("no/such/dir/r.json"))});
        QCOMPARE(run.code, int(ExitIoError));
        QVERIFY(run.err.startsWith("error: "));
    }

    void maxMemoryRefusesLargePasses()
    {
        const QString d2l = examplePath("d2l_multihead.json");
        CliRun run = runCli({QStringLiteral("compute"), d2l, QStringLiteral("--max-memory"),
                             QStringLiteral("16K")});
        QCOMPARE(run.code, int(ExitSpecError));
        QVERIFY2(run.err.contains("16 KiB") || run.err.contains("16384"), run.err.constData());
        run = runCli({QStringLiteral("compute"), d2l, QStringLiteral("--max-memory"),
                      QStringLiteral("2G"), QStringLiteral("--compact")});
        QCOMPARE(run.code, int(ExitSuccess));
    }

    void helpDocumentsEveryCommandAndOption()
    {
        const CliRun run = runCli({QStringLiteral("--help")});
        QCOMPARE(run.code, int(ExitSuccess));
        for (const char* word :
             {"compute", "export-matrix", "--max-memory", "--compact", "--output", "--stage",
              "--batch", "--head", "--format", "--no-labels", "--version", "Exit status"})
            QVERIFY2(run.out.contains(word), word);
        const CliRun commandHelp = runCli({QStringLiteral("compute"), QStringLiteral("--help")});
        QCOMPARE(commandHelp.code, int(ExitSuccess));
        QVERIFY(commandHelp.out.contains("--max-memory"));
        QCOMPARE(runCli({QStringLiteral("help"), QStringLiteral("export-matrix")}).code,
                 int(ExitSuccess));
        const CliRun version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.code, int(ExitSuccess));
        QVERIFY(version.out.startsWith("attention-explorer-cli "));
    }

    // The start every command shares (parseCommand, expectArgumentCount):
    // -h/--help writes the command's own help, an unknown option and a wrong
    // count of file arguments are one exact error line and status 2.
    void everyCommandStartsAlike_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("expectedErr");
        for (const char* command : {"compute", "export-matrix", "measure"}) {
            const QString name = QLatin1String(command);
            QTest::addRow("%s --help", command)
                << QStringList{name, QStringLiteral("--help")} << int(ExitSuccess) << QByteArray();
            QTest::addRow("%s -h", command)
                << QStringList{name, QStringLiteral("-h")} << int(ExitSuccess) << QByteArray();
            QTest::addRow("%s unknown option", command)
                << QStringList{name, QStringLiteral("--frobnicate")} << int(ExitUsageError)
                << "error: Unknown option 'frobnicate'.; see 'attention-explorer-cli " +
                       QByteArray(command) + " --help'\n";
        }
        QTest::newRow("compute two specs")
            << QStringList{QStringLiteral("compute"), QStringLiteral("a.json"),
                           QStringLiteral("b.json")}
            << int(ExitUsageError)
            << QByteArray("error: compute takes one SPEC.json, found 2 arguments: a.json b.json\n");
        QTest::newRow("export-matrix two specs")
            << QStringList{QStringLiteral("export-matrix"), QStringLiteral("a.json"),
                           QStringLiteral("b.json"), QStringLiteral("--stage"),
                           QStringLiteral("weights")}
            << int(ExitUsageError)
            << QByteArray("error: export-matrix takes one SPEC.json argument; see "
                          "'attention-explorer-cli export-matrix --help'\n");
        QTest::newRow("measure with a file")
            << QStringList{QStringLiteral("measure"), QStringLiteral("a.json")}
            << int(ExitUsageError)
            << QByteArray("error: measure takes no file argument; see 'attention-explorer-cli "
                          "measure --help'\n");
    }
    void everyCommandStartsAlike()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QByteArray, expectedErr);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.code, code);
        QCOMPARE(run.err, expectedErr);
        if (code == ExitSuccess) {
            const CliApplication cli;
            QCOMPARE(run.out, cli.command(arguments.front())->help().toUtf8());
        } else {
            QVERIFY(run.out.isEmpty());
        }
    }

    void usageErrors()
    {
        QCOMPARE(runCli({}).code, int(ExitUsageError));
        const CliRun unknown = runCli({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.code, int(ExitUsageError));
        QVERIFY(unknown.err.contains("unknown command 'frobnicate'"));
        QCOMPARE(runCli({QStringLiteral("compute")}).code, int(ExitUsageError));
    }

    void exportMatrixWritesCsvWithLabels()
    {
        const CliRun run =
            runCli({QStringLiteral("export-matrix"), path(QStringLiteral("identity.json")),
                    QStringLiteral("--stage"), QStringLiteral("weights")});
        QCOMPARE(run.code, int(ExitSuccess));
        ReadError error;
        const std::optional<CsvMatrix> table = readCsv(run.out, true, true, &error);
        QVERIFY2(table, qPrintable(error.english()));
        QCOMPARE(table->rowLabels, (QStringList{QStringLiteral("I"), QStringLiteral("you")}));
        QCOMPARE(table->columnLabels, table->rowLabels);
        const SpecRun expected =
            std::get<SpecRun>(runSpec(std::get<Spec>(readSpec(kIdentitySpec))));
        QVERIFY(table->values == expected.trace.batch[0].heads[0].weights); // exact
    }

    void exportMatrixWritesNpy()
    {
        const QString out = path(QStringLiteral("values.npy"));
        const CliRun run =
            runCli({QStringLiteral("export-matrix"), examplePath("d2l_multihead.json"),
                    QStringLiteral("--stage"), QStringLiteral("output"), QStringLiteral("--batch"),
                    QStringLiteral("2"), QStringLiteral("-o"), out});
        QCOMPARE(run.code, int(ExitSuccess));
        ReadError error;
        const std::optional<NpyArray> array = decodeNpy(readAll(out), &error);
        QVERIFY2(array, qPrintable(error.english()));
        QCOMPARE(array->shape, (std::vector<std::int64_t>{4, 100}));
        const SpecRun expected = std::get<SpecRun>(
            runSpec(std::get<Spec>(readSpecFile(examplePath("d2l_multihead.json")))));
        QVERIFY(*array->toMatrix() == expected.trace.batch[1].output);
    }

    // "precision": "float64": compute writes the double trace (numbers that
    // read back as its doubles, e.g. sin 1 in P), export-matrix a '<f8' .npy.
    void float64ComputeAndExportAreDouble()
    {
        const QByteArray spec =
            R"({"inputs": [[1, 0], [0, 1]], "precision": "float64",
                "positional_encoding": {"type": "sinusoidal"}})";
        QVERIFY(writeFile(path(QStringLiteral("float64.json")), spec));
        const SpecRun expected = std::get<SpecRun>(runSpec(std::get<Spec>(readSpec(spec))));
        QVERIFY(expected.isFloat64());
        const CliRun run =
            runCli({QStringLiteral("compute"), path(QStringLiteral("float64.json"))});
        QCOMPARE(run.code, int(ExitSuccess));
        const QJsonObject result = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(result.value(QLatin1String("positional_encoding"))
                     .toArray()
                     .at(1)
                     .toArray()
                     .at(0)
                     .toDouble(),
                 std::sin(1.0));
        QVERIFY(result.value(QLatin1String("warnings")).toArray().isEmpty());
        const QJsonArray weights = batchItem(result, 0)
                                       .value(QLatin1String("heads"))
                                       .toArray()
                                       .at(0)
                                       .toObject()
                                       .value(QLatin1String("weights"))
                                       .toArray();
        QCOMPARE(weights.at(1).toArray().at(0).toDouble(),
                 expected.preciseTrace.batch[0].heads[0].weights(1, 0));

        const QString out = path(QStringLiteral("weights64.npy"));
        const CliRun exported = runCli(
            {QStringLiteral("export-matrix"), path(QStringLiteral("float64.json")),
             QStringLiteral("--stage"), QStringLiteral("weights"), QStringLiteral("-o"), out});
        QCOMPARE(exported.code, int(ExitSuccess));
        const QByteArray bytes = readAll(out);
        QVERIFY(bytes.contains("'descr': '<f8'"));
        QCOMPARE(bytes, encodeNpy(expected.preciseTrace.batch[0].heads[0].weights));
    }

    void exportMatrixErrors_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown stage")
            << QStringList{QStringLiteral("--stage"), QStringLiteral("attention")}
            << "error: --stage: expected one of";
        QTest::newRow("head out of range")
            << QStringList{QStringLiteral("--stage"), QStringLiteral("scores"),
                           QStringLiteral("--head"), QStringLiteral("2")}
            << "error: --head: head 2 does not exist; the pass has 1 (1..1)";
        QTest::newRow("batch out of range")
            << QStringList{QStringLiteral("--stage"), QStringLiteral("output"),
                           QStringLiteral("--batch"), QStringLiteral("4")}
            << "error: --batch: batch item 4 does not exist";
        QTest::newRow("head 0: counted from 1")
            << QStringList{QStringLiteral("--stage"), QStringLiteral("scores"),
                           QStringLiteral("--head"), QStringLiteral("0")}
            << "error: --head: expected a whole number ≥ 1, found '0'";
        QTest::newRow("npy needs a file")
            << QStringList{QStringLiteral("--stage"), QStringLiteral("weights"),
                           QStringLiteral("--format"), QStringLiteral("npy")}
            << "error: --output:";
        QTest::newRow("dropped weights without dropout")
            << QStringList{QStringLiteral("--stage"), QStringLiteral("dropped_weights")}
            << "only with dropout";
        QTest::newRow("no encoding")
            << QStringList{QStringLiteral("--stage"), QStringLiteral("positional_encoding")}
            << "no positional encoding";
        QTest::newRow("bad format")
            << QStringList{QStringLiteral("--stage"), QStringLiteral("weights"),
                           QStringLiteral("--format"), QStringLiteral("xlsx")}
            << "error: --format: expected csv or npy";
    }
    void exportMatrixErrors()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        const CliRun run = runCli(
            QStringList{QStringLiteral("export-matrix"), path(QStringLiteral("identity.json"))} +
            options);
        QCOMPARE(run.code, int(ExitUsageError));
        QVERIFY(run.out.isEmpty());
        QVERIFY2(QString::fromUtf8(run.err).contains(expected), run.err.constData());
    }

    void examplesCompute()
    {
        // d2l: X = ones((2, 4, 100)), valid_lens [3, 2] → uniform weights over
        // the first 3 (resp. 2) keys, output (2, 4, 100).
        CliRun run = runCli({QStringLiteral("compute"), examplePath("d2l_multihead.json"),
                             QStringLiteral("--compact")});
        QCOMPARE(run.code, int(ExitSuccess));
        QJsonArray batch =
            QJsonDocument::fromJson(run.out).object().value(QLatin1String("batch")).toArray();
        QCOMPARE(batch.size(), 2);
        const QJsonArray output = batch.at(0).toObject().value(QLatin1String("output")).toArray();
        QCOMPARE(output.size(), 4);
        QCOMPARE(output.at(0).toArray().size(), 100);
        for (int b = 0; b < 2; ++b) {
            const QJsonArray heads = batch.at(b).toObject().value(QLatin1String("heads")).toArray();
            QCOMPARE(heads.size(), 5);
            const QJsonArray row =
                heads.at(4).toObject().value(QLatin1String("weights")).toArray().at(3).toArray();
            const int valid = b == 0 ? 3 : 2;
            for (int k = 0; k < 6; ++k)
                QVERIFY(std::abs(row.at(k).toDouble() - (k < valid ? 1.0 / valid : 0.0)) < 1e-6);
        }

        run = runCli({QStringLiteral("compute"), examplePath("self_attention_en.json")});
        QCOMPARE(run.code, int(ExitSuccess));
        batch = QJsonDocument::fromJson(run.out).object().value(QLatin1String("batch")).toArray();
        QCOMPARE(batch.at(0).toObject().value(QLatin1String("tokens")).toArray().size(), 11);
        QCOMPARE(batch.at(0).toObject().value(QLatin1String("heads")).toArray().size(), 2);

        run = runCli({QStringLiteral("compute"), examplePath("chinese_sentence.json")});
        QCOMPARE(run.code, int(ExitSuccess));
        const QJsonArray tokens = batchItem(QJsonDocument::fromJson(run.out).object(), 0)
                                      .value(QLatin1String("tokens"))
                                      .toArray();
        QCOMPARE(tokens.size(), 8);
        QCOMPARE(tokens.at(0).toString(), QStringLiteral("我"));
        QCOMPARE(tokens.at(7).toString(), QStringLiteral("理"));
    }
    void measureWritesOneCsvRowPerLength()
    {
        const CliRun run =
            runCli({QStringLiteral("measure"), QStringLiteral("--lengths"),
                    QStringLiteral("32,8,16"), QStringLiteral("--d"), QStringLiteral("8"),
                    QStringLiteral("--repeats"), QStringLiteral("1")});
        QCOMPARE(run.code, int(ExitSuccess));
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(0),
                 QByteArray("n,self-attention,recurrent,convolutional,restricted self-attention"));
        // Sorted lengths, and every layer measured a positive time.
        const QByteArray expectedLengths[] = {"8", "16", "32"};
        for (int row = 1; row <= 3; ++row) {
            const QList<QByteArray> fields = lines.at(row).split(',');
            QCOMPARE(fields.size(), 5);
            QCOMPARE(fields.at(0), expectedLengths[row - 1]);
            for (int c = 1; c < 5; ++c) {
                bool ok = false;
                QVERIFY(fields.at(c).toDouble(&ok) > 0.0);
                QVERIFY(ok);
            }
        }
    }

    void measureRejectsBadArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("field");
        QTest::newRow("zero width")
            << QStringList{QStringLiteral("--d"), QStringLiteral("0")} << QStringLiteral("--d");
        QTest::newRow("length not a number")
            << QStringList{QStringLiteral("--lengths"), QStringLiteral("16,abc")}
            << QStringLiteral("--lengths");
        QTest::newRow("length too large")
            << QStringList{QStringLiteral("--lengths"), QStringLiteral("100000")}
            << QStringLiteral("--lengths");
        QTest::newRow("zero repeats")
            << QStringList{QStringLiteral("--repeats"), QStringLiteral("0")}
            << QStringLiteral("--repeats");
    }

    void measureRejectsBadArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, field);
        const CliRun run = runCli(QStringList{QStringLiteral("measure")} + arguments);
        QCOMPARE(run.code, int(ExitUsageError));
        QVERIFY2(run.err.startsWith(("error: " + field + ": ").toUtf8()), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    // An endless input stops at the spec limit: no memory runs out, the run
    // ends with the spec error status and the limit named.
    void anEndlessSpecIsRefusedAtTheLimit()
    {
        const CliRun run = runCli({"compute", "/dev/zero", "-o", path("never-zero.json")});
        QCOMPARE(run.code, int(ExitSpecError));
        QCOMPARE(QString::fromUtf8(run.err),
                 QStringLiteral("error: /dev/zero: larger than the 128 MiB a spec or session may "
                                "have; nothing past that was read\n"));
        QVERIFY(!QFile::exists(path("never-zero.json")));
    }

    void standardInputStopsAtTheLimitToo()
    {
        const std::uint64_t limit = EngineLimits::defaults().maxSpecFileBytes;
        QByteArray input(qsizetype(limit) + 1, ' ');
        const CliRun over = runCli({"compute", "-", "-o", path("never-stdin.json")}, input);
        QCOMPARE(over.code, int(ExitSpecError));
        QCOMPARE(QString::fromUtf8(over.err),
                 QStringLiteral("error: standard input: larger than the 128 MiB a spec or "
                                "session may have; nothing past that was read\n"));
        // At the limit exactly the input is read and parsed (spaces then a spec).
        input.resize(qsizetype(limit) - kIdentitySpec.size());
        input += kIdentitySpec;
        QCOMPARE(std::uint64_t(input.size()), limit);
        const CliRun at = runCli({"compute", "-", "-o", path("at-limit.json")}, input);
        QCOMPARE(at.code, int(ExitSuccess));
    }
};

AE_TEST_MAIN_CORE(TestCli)
#include "test_cli.moc"
