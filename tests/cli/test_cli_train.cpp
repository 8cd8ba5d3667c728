// attention-explorer-cli train: a model trained on reverse, its progress
// lines and curves.csv, the folder opened by `model` (which continues a
// question with the reversed letters), the same bytes from the same options,
// and bad options refused with the usage exit code (a bad task file with its
// line named).
#include "app/cli/cli_application.h"

#include "tests/cli/cli_test_support.h"
#include "tests/test_main.h"

#include <QTemporaryDir>

using namespace ae::cli;
using namespace ae::cli::test;

namespace {

CliRun runCli(const QStringList& arguments)
{
    return runCliWith<>(arguments);
}

QStringList reverseOptions(const QString& folder)
{
    return {"train", "--task",  "reverse", "--layers",     "2",      "--heads", "4",
            "--dim", "32",      "--steps", "150",          "--seed", "1",       "--lr",
            "3e-3",  "--batch", "64",      "--eval-every", "50",     "-o",      folder};
}

} // namespace

class TestCliTrain : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void trainsAndWritesTheModelAndCurves();
    void trainsWithAnotherScoringFunction();
    void sameOptionsWriteTheSameBytes();
    void badOptionsAreRefused_data();
    void badOptionsAreRefused();
    void badTaskFileNamesTheLine();
};

void TestCliTrain::trainsAndWritesTheModelAndCurves()
{
    const QString folder = m_dir.filePath(QStringLiteral("reverse"));
    const CliRun run = runCli(reverseOptions(folder));
    QVERIFY2(run.code == ExitSuccess, run.err.constData());
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(QStringLiteral("step 0/150  train loss")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("step 150/150  train loss")), qPrintable(out));

    const QList<QByteArray> lines = readAll(folder + "/curves.csv").trimmed().split('\n');
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0], QByteArray("step,train_loss,train_accuracy,heldout_loss,heldout_accuracy,"
                                  "scoring"));
    QVERIFY(lines[1].startsWith("0,"));
    QVERIFY(lines[4].startsWith("150,"));
    const QList<QByteArray> last = lines[4].split(',');
    QCOMPARE(last.size(), 6);
    QCOMPARE(last[5], QByteArray("scaled_dot_product"));
    QVERIFY2(out.contains(QStringLiteral("scoring scaled_dot_product (temperature 1)")),
             qPrintable(out));
    QVERIFY2(last[4].toDouble() >= 0.99, lines[4].constData());      // held-out accuracy
    QVERIFY(last[3].toDouble() < lines[1].split(',')[3].toDouble()); // held-out loss fell

    // The folder opens as a model (`model` reads it like any download), and it
    // answers a question of the task with the letters reversed.
    const CliRun model = runCli({"model", folder, "--text", "hgfedc|", "--generate", "6"});
    QVERIFY2(model.code == ExitSuccess, model.err.constData());
    QVERIFY2(model.out.contains("continuation: cdefgh"), model.out.constData());
}

void TestCliTrain::trainsWithAnotherScoringFunction()
{
    // Cosine scoring trains reverse too; the folder records it and `model` reads it back.
    const QString folder = m_dir.filePath(QStringLiteral("cosine"));
    QStringList options = reverseOptions(folder);
    options << "--scoring"
            << "cosine"
            << "--example"
            << "hgfedc|";
    const CliRun run = runCli(options);
    QVERIFY2(run.code == ExitSuccess, run.err.constData());
    QVERIFY2(run.out.contains("scoring cosine (temperature 0.1)"), run.out.constData());
    const QList<QByteArray> lines = readAll(folder + "/curves.csv").trimmed().split('\n');
    QVERIFY(lines.last().endsWith(",cosine"));
    QVERIFY(readAll(folder + "/config.json").contains("\"attention_scoring\": \"cosine\""));
    // --example: the question the Model tab opens on, continued to the last of
    // the 12 positions.
    QVERIFY(readAll(folder + "/config.json").contains("\"example\": \"hgfedc|\""));
    QVERIFY(readAll(folder + "/config.json").contains("\"continuation\": 5"));
    const CliRun summary = runCli({"model", folder});
    QVERIFY2(summary.out.contains("\nscoring cosine (temperature 0.1)\n"), summary.out.constData());
    const CliRun model = runCli({"model", folder, "--text", "hgfedc|", "--generate", "6"});
    QVERIFY2(model.code == ExitSuccess, model.err.constData());
    QVERIFY2(model.out.contains("continuation: cdefgh"), model.out.constData());
}

void TestCliTrain::sameOptionsWriteTheSameBytes()
{
    const QString a = m_dir.filePath(QStringLiteral("a")), b = m_dir.filePath(QStringLiteral("b"));
    QStringList options = reverseOptions(a);
    options[options.indexOf(QStringLiteral("150"))] = QStringLiteral("20");
    QCOMPARE(runCli(options).code, int(ExitSuccess));
    options.last() = b;
    options << "--threads"
            << "1";
    QCOMPARE(runCli(options).code, int(ExitSuccess));
    QCOMPARE(readAll(a + "/model.safetensors"), readAll(b + "/model.safetensors"));
    QCOMPARE(readAll(a + "/curves.csv"), readAll(b + "/curves.csv"));
}

void TestCliTrain::badOptionsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString o = QStringLiteral("-o");
    const QString dir = QStringLiteral("unused");
    QTest::newRow("unknown task") << QStringList{"train", "--task", "shuffle", o, dir}
                                  << QStringLiteral("error: --task: unknown task 'shuffle'");
    QTest::newRow("heads do not divide") << QStringList{"train", "--heads", "3", o, dir}
                                         << QStringLiteral("error: heads: 3 heads do not divide");
    QTest::newRow("learning rate") << QStringList{"train", "--lr", "fast", o, dir}
                                   << QStringLiteral("error: --lr: expected a number");
    QTest::newRow("zero steps") << QStringList{"train", "--steps", "0", o, dir}
                                << QStringLiteral("error: --steps: expected a whole number");
    QTest::newRow("no output") << QStringList{"train", "--steps", "5"}
                               << QStringLiteral("error: -o: the model folder to write");
    QTest::newRow("own without file") << QStringList{"train", "--task", "own", o, dir}
                                      << QStringLiteral("error: --task-file: the own task needs");
    QTest::newRow("odd brackets") << QStringList{"train", "--task", "brackets", "--length",
                                                 "5",     o,        dir}
                                  << QStringLiteral("error: length: balanced brackets need");
    QTest::newRow("positions") << QStringList{"train", "--positions", "rotary", o, dir}
                               << QStringLiteral("error: --positions: unknown positions");
    QTest::newRow("example too long")
        << QStringList{"train", "--example", "abcdef|abcdefg", o, dir}
        << QStringLiteral("error: --example: 14 symbols; the model reads at most 12");
    QTest::newRow("example not the task's")
        << QStringList{"train", "--alphabet", "4", "--example", "abce|", o, dir}
        << QStringLiteral("error: --example: 'e' is not one of the task's symbols (abcd|?)");
    QTest::newRow("scoring") << QStringList{"train", "--scoring", "luong", o, dir}
                             << QStringLiteral("error: --scoring: unknown scoring function "
                                               "'luong' (\"scaled_dot_product\"");
}

void TestCliTrain::badOptionsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.code, int(ExitUsageError));
    QVERIFY2(QString::fromUtf8(run.err).startsWith(message), run.err.constData());
    QVERIFY(run.out.isEmpty()); // nothing trained
}

void TestCliTrain::badTaskFileNamesTheLine()
{
    const QString file = m_dir.filePath(QStringLiteral("task.txt"));
    writeFile(file, "ab|ba\nabc|cba\n");
    const CliRun run = runCli({"train", "--task-file", file, "-o", m_dir.filePath("own")});
    QCOMPARE(run.code, int(ExitSpecError));
    QVERIFY2(run.err.contains(":line 2: 7 symbols, but line 1 has 5"), run.err.constData());
    const CliRun missing =
        runCli({"train", "--task-file", m_dir.filePath("none.txt"), "-o", m_dir.filePath("own")});
    QCOMPARE(missing.code, int(ExitIoError));
}

AE_TEST_MAIN_CORE(TestCliTrain)
#include "test_cli_train.moc"
