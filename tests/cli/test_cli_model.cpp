// attention-explorer-cli model: a real model folder summarised, run on token
// ids, one head written as CSV (equal to the numpy reference of
// scripts/make_tiny_models.py), GPT-2 continued greedily; bad input refused.

#include "app/cli/cli_application.h"
#include "core/io/csv.h"
#include "core/io/model_folder.h"
#include "core/io/npy.h"
#include "core/transformer_forward.h"

#include "tests/cli/cli_test_support.h"
#include "tests/test_main.h"

#include <QTemporaryDir>

#include <cmath>

using namespace ae;
using namespace ae::cli;
using namespace ae::cli::test;

namespace {

CliRun runCli(const QStringList& arguments)
{
    return runCliWith<>(arguments);
}

QString model(const char* name)
{
    return qEnvironmentVariable("AE_SOURCE_DIR", QStringLiteral(".")) +
           QStringLiteral("/tests/fixtures/models/") + QLatin1String(name);
}

const QString kReferenceIds = QStringLiteral("3,17,5,22,9,31,0,12,17,5");

} // namespace

class TestCliModel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void summarisesTheFolder()
    {
        const CliRun run = runCli({"model", model("tiny-bert")});
        QCOMPARE(run.code, int(ExitSuccess));
        QCOMPARE(QString::fromUtf8(run.out),
                 QStringLiteral("tiny-bert: BERT family: post-LayerNorm blocks, bidirectional "
                                "attention\n"
                                "layers 2, heads 2 (width 8 each), model width 16, MLP width 32\n"
                                "vocabulary 30, positions 16, token types 2\n"
                                "parameters 5248, stored as F32\n"));
        // 5248 by hand: embeddings 30·16 + 16·16 + 2·16 + LN 32 = 800; per layer
        // 4·(16·16 + 16) + (32·16 + 32) + (16·32 + 16) + 2 LN·32 = 2224; 800 + 2·2224.
    }

    // The CSV holds the head's weights, equal to the independent reference
    // (attentions.npy, layer 1, head 1) to float32 accuracy.
    void writesAHeadEqualToTheReference()
    {
        const QString path = m_dir.filePath("head.csv");
        const CliRun run = runCli({"model", model("tiny-gpt2"), "--ids", kReferenceIds, "--layer",
                                   "1", "--head", "1", "-o", path});
        QCOMPARE(run.code, int(ExitSuccess));
        QString error;
        const std::optional<CsvMatrix> csv = readCsv(readAll(path), true, true, &error);
        QVERIFY2(csv, qPrintable(error));
        QCOMPARE(csv->rowLabels.constFirst(), QStringLiteral("3"));
        QString npyError;
        const std::optional<NpyArray> reference = readNpyFile(
            model("tiny-gpt2") + "/reference/attentions.npy", &npyError); // (2, 2, 10, 10)
        QVERIFY2(reference, qPrintable(npyError));
        const std::size_t offset = (1 * 2 + 1) * 100;
        for (int i = 0; i < 10; ++i)
            for (int j = 0; j < 10; ++j)
                QVERIFY(std::abs(csv->values(i, j) -
                                 reference->data[offset + std::size_t(i * 10 + j)]) < 2e-5f);

        const QString npy = m_dir.filePath("head.npy");
        QCOMPARE(runCli({"model", model("tiny-gpt2"), "--ids", kReferenceIds, "--layer", "1",
                         "--head", "1", "-o", npy})
                     .code,
                 int(ExitSuccess));
        const std::optional<NpyArray> written = readNpyFile(npy, &npyError);
        QVERIFY(written);
        QCOMPARE(written->shape, (std::vector<std::int64_t>{10, 10}));
        QCOMPARE(written->toMatrix()->cast<float>(), csv->values);
    }

    void generatesLikeTheEngine()
    {
        const CliRun run =
            runCli({"model", model("tiny-gpt2"), "--ids", kReferenceIds, "--generate", "4"});
        QCOMPARE(run.code, int(ExitSuccess));
        QString error;
        const std::optional<LoadedModel> loaded = loadModelFolder(model("tiny-gpt2"), &error);
        QVERIFY(loaded);
        QStringList expected;
        for (int id : greedyGenerate(loaded->weights, {3, 17, 5, 22, 9, 31, 0, 12, 17, 5}, 4))
            expected << QString::number(id);
        QCOMPARE(QString::fromUtf8(run.out), expected.join(',') + '\n');
        // BERT does not generate.
        const CliRun bert =
            runCli({"model", model("tiny-bert"), "--ids", "2,7,3", "--generate", "1"});
        QCOMPARE(bert.code, int(ExitSpecError));
        QCOMPARE(QString::fromUtf8(bert.err),
                 QStringLiteral("error: model: only a GPT-2 model generates text\n"));
    }

    void badInputIsRefused()
    {
        CliRun run = runCli({"model", model("tiny-gpt2"), "--ids", "3,40"});
        QCOMPARE(run.code, int(ExitUsageError));
        QCOMPARE(QString::fromUtf8(run.err),
                 QStringLiteral("error: --ids: expected whole numbers from 0 to 39 separated by "
                                "commas, found '40'\n"));
        run = runCli({"model", model("tiny-gpt2"), "--ids", "3,4", "-o", "x.csv"});
        QCOMPARE(run.code, int(ExitUsageError));
        QVERIFY(run.err.contains("-o needs --layer from 0 to 1 and --head from 0 to 1"));
        run = runCli({"model", m_dir.filePath("absent")});
        QCOMPARE(run.code, int(ExitIoError));
        QVERIFY(run.err.endsWith("absent: no such folder\n"));
        QVERIFY(QDir(m_dir.path()).mkpath("empty"));
        run = runCli({"model", m_dir.filePath("empty")});
        QCOMPARE(run.code, int(ExitSpecError));
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("error: config.json: no such file\n"));
        run = runCli({"model", model("tiny-gpt2"), "--generate", "2"});
        QCOMPARE(run.code, int(ExitUsageError));
    }
};

AE_TEST_MAIN_CORE(TestCliModel)
#include "test_cli_model.moc"
