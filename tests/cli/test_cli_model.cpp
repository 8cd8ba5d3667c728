// attention-explorer-cli model: a real model folder summarised, run on token
// ids, one head written as CSV (equal to the numpy reference of
// scripts/make_tiny_models.py), GPT-2 continued greedily; bad input refused.

#include "app/cli/cli_application.h"
#include "core/io/csv.h"
#include "core/io/model_folder.h"
#include "core/io/npy.h"
#include "core/transformer_forward.h"

#include "tests/cli/cli_test_support.h"
#include "tests/model_fixture_support.h"
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

// tiny-gpt2's reference input (reference/ids.npy): its tokenizer's ids for
// reference/text.txt.
const QString kReferenceIds = QStringLiteral(
    "51,257,274,277,276,259,275,11,220,284,261,83,278,220,281,25,273,272,260,0,198,220,220,162,"
    "230,239,163,230,109,162,111,101,162,226,237,161,232,249,13");
const int kReferenceLength = 39;

QString referenceText(const char* name)
{
    return QString::fromUtf8(readAll(ae::test::modelFixture(name) + "/reference/text.txt"));
}

} // namespace

class TestCliModel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void summarisesTheFolder()
    {
        const CliRun run = runCli({"model", ae::test::modelFixture("tiny-bert")});
        QCOMPARE(run.code, int(ExitSuccess));
        QCOMPARE(QString::fromUtf8(run.out),
                 QStringLiteral("tiny-bert: BERT family: post-LayerNorm blocks, bidirectional "
                                "attention\n"
                                "layers 2, heads 2 (width 8 each), model width 16, MLP width 32\n"
                                "vocabulary 46, positions 32, token types 2\n"
                                "parameters 5760, stored as F32\n"
                                "tokenizer: WordPiece (vocab.txt): 46 tokens, lower-cased\n"));
        // 5760 by hand: embeddings 46·16 + 32·16 + 2·16 + LN 32 = 1312; per layer
        // 4·(16·16 + 16) + (32·16 + 32) + (16·32 + 16) + 2 LN·32 = 2224; 1312 + 2·2224.
        // DistilBERT is named, with no token types; 5728 = 5760 − the 2·16 of
        // BERT's type table.
        const CliRun distil = runCli({"model", ae::test::modelFixture("tiny-distilbert")});
        QCOMPARE(distil.code, int(ExitSuccess));
        QCOMPARE(QString::fromUtf8(distil.out),
                 QStringLiteral("tiny-distilbert: DistilBERT (BERT family): post-LayerNorm "
                                "blocks, bidirectional attention, no token types\n"
                                "layers 2, heads 2 (width 8 each), model width 16, MLP width 32\n"
                                "vocabulary 46, positions 32\n"
                                "parameters 5728, stored as F32\n"
                                "tokenizer: WordPiece (vocab.txt): 46 tokens, lower-cased\n"));
        const CliRun gpt2 = runCli({"model", ae::test::modelFixture("tiny-gpt2-f16")});
        QVERIFY(gpt2.out.endsWith("tokenizer: none (run it with --ids)\n"));
    }

    // --text: the folder's tokenizer splits it as the reference tokenizer did
    // (the same ids), the tokens are printed, and the CSV's labels are them.
    void runsTextThroughTheFoldersTokenizer()
    {
        const QString path = m_dir.filePath("text-head.csv");
        const CliRun run =
            runCli({"model", ae::test::modelFixture("tiny-bert"), "--text",
                    referenceText("tiny-bert"), "--layer", "1", "--head", "2", "-o", path});
        QCOMPARE(run.code, int(ExitSuccess));
        QCOMPARE(QString::fromUtf8(run.out),
                 QStringLiteral("tokens (30): [CLS] the cat sat on the mat . [SEP] at ##ten "
                                "##tion is un ##believ ##able , cafe re ##sume ! [UNK] 我 爱 注 "
                                "意 力 学 习 [SEP]\n"));
        ReadError error;
        const std::optional<CsvMatrix> csv = readCsv(readAll(path), true, true, &error);
        QVERIFY2(csv, qPrintable(error.english()));
        QCOMPARE(csv->rowLabels.mid(0, 3), (QStringList{"[CLS]", "the", "cat"}));
        ReadError npyError;
        const std::optional<NpyArray> reference = readNpyFile(
            ae::test::modelFixture("tiny-bert") + "/reference/attentions.npy", &npyError);
        QVERIFY2(reference, qPrintable(npyError.english())); // (2, 2, 30, 30); the types from [SEP]
        const std::size_t offset = 1 * 900;
        for (int i = 0; i < 30; ++i)
            for (int j = 0; j < 30; ++j)
                QVERIFY(std::abs(csv->values(i, j) -
                                 reference->data[offset + std::size_t(i * 30 + j)]) < 2e-5f);

        // DistilBERT: the same text, its segments not used (it has no token
        // types); layer 2, head 1 equals its reference.
        const QString distilPath = m_dir.filePath("distil-head.npy");
        const CliRun distil = runCli({"model", ae::test::modelFixture("tiny-distilbert"), "--text",
                                      referenceText("tiny-distilbert"), "--layer", "2", "--head",
                                      "1", "-o", distilPath});
        QCOMPARE(distil.code, int(ExitSuccess));
        QVERIFY(distil.out.startsWith("tokens (30): [CLS] the cat"));
        const std::optional<NpyArray> distilHead = readNpyFile(distilPath, &npyError);
        const std::optional<NpyArray> distilReference = readNpyFile(
            ae::test::modelFixture("tiny-distilbert") + "/reference/attentions.npy", &npyError);
        QVERIFY(distilHead && distilReference);
        QCOMPARE(distilHead->shape, (std::vector<std::int64_t>{30, 30}));
        for (std::size_t k = 0; k < 900; ++k)
            QVERIFY(std::abs(distilHead->data[k] - distilReference->data[2 * 900 + k]) < 2e-5);

        const CliRun gpt2 = runCli(
            {"model", ae::test::modelFixture("tiny-gpt2"), "--text", "the cat", "--generate", "3"});
        QCOMPARE(gpt2.code, int(ExitSuccess));
        QVERIFY(gpt2.out.startsWith(
            "tokens (3): t he ␣cat\ncontinuation: ")); // "the" unmerged: no "t he" merge
        QCOMPARE(runCli({"model", ae::test::modelFixture("tiny-gpt2"), "--text", "x", "--ids", "1"})
                     .code,
                 int(ExitUsageError));
        QCOMPARE(runCli({"model", ae::test::modelFixture("tiny-gpt2"), "--text", ""}).code,
                 int(ExitUsageError));
        const CliRun none =
            runCli({"model", ae::test::modelFixture("tiny-gpt2-f16"), "--text", "the cat"});
        QCOMPARE(none.code, int(ExitSpecError));
        QCOMPARE(QString::fromUtf8(none.err),
                 QStringLiteral("error: no tokenizer: a GPT-2 folder needs vocab.json and "
                                "merges.txt, or tokenizer.json\n"));
    }

    // The CSV holds the head's weights, equal to the independent reference
    // (attentions.npy, layer 1, head 1) to float32 accuracy.
    void writesAHeadEqualToTheReference()
    {
        const QString path = m_dir.filePath("head.csv");
        const CliRun run = runCli({"model", ae::test::modelFixture("tiny-gpt2"), "--ids",
                                   kReferenceIds, "--layer", "2", "--head", "2", "-o", path});
        QCOMPARE(run.code, int(ExitSuccess));
        ReadError error;
        const std::optional<CsvMatrix> csv = readCsv(readAll(path), true, true, &error);
        QVERIFY2(csv, qPrintable(error.english()));
        QCOMPARE(csv->rowLabels.constFirst(), QStringLiteral("51"));
        ReadError npyError;
        const std::optional<NpyArray> reference =
            readNpyFile(ae::test::modelFixture("tiny-gpt2") + "/reference/attentions.npy",
                        &npyError); // (2, 2, 39, 39)
        QVERIFY2(reference, qPrintable(npyError.english()));
        const int n = kReferenceLength;
        const std::size_t offset = (1 * 2 + 1) * std::size_t(n * n);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                QVERIFY(std::abs(csv->values(i, j) -
                                 reference->data[offset + std::size_t(i * n + j)]) < 2e-5f);

        const QString npy = m_dir.filePath("head.npy");
        QCOMPARE(runCli({"model", ae::test::modelFixture("tiny-gpt2"), "--ids", kReferenceIds,
                         "--layer", "2", "--head", "2", "-o", npy})
                     .code,
                 int(ExitSuccess));
        const std::optional<NpyArray> written = readNpyFile(npy, &npyError);
        QVERIFY(written);
        QCOMPARE(written->shape, (std::vector<std::int64_t>{n, n}));
        QCOMPARE(written->toMatrix()->cast<float>(), csv->values);
    }

    void generatesLikeTheEngine()
    {
        const CliRun run = runCli({"model", ae::test::modelFixture("tiny-gpt2"), "--ids",
                                   kReferenceIds, "--generate", "4"});
        QCOMPARE(run.code, int(ExitSuccess));
        ReadError error;
        const std::optional<LoadedModel> loaded =
            loadModelFolder(ae::test::modelFixture("tiny-gpt2"), &error);
        QVERIFY(loaded);
        std::vector<int> prompt;
        for (const QString& id : kReferenceIds.split(','))
            prompt.push_back(id.toInt());
        QStringList expected;
        for (int id : greedyGenerate(loaded->weights, prompt, 4))
            expected << QString::number(id);
        QCOMPARE(QString::fromUtf8(run.out), expected.join(',') + '\n');
        // BERT does not generate.
        const CliRun bert = runCli(
            {"model", ae::test::modelFixture("tiny-bert"), "--ids", "2,7,3", "--generate", "1"});
        QCOMPARE(bert.code, int(ExitSpecError));
        QCOMPARE(QString::fromUtf8(bert.err),
                 QStringLiteral("error: model: only a GPT-2 model generates text\n"));
    }

    void badInputIsRefused()
    {
        CliRun run = runCli({"model", ae::test::modelFixture("tiny-gpt2"), "--ids", "3,297"});
        QCOMPARE(run.code, int(ExitUsageError));
        QCOMPARE(QString::fromUtf8(run.err),
                 QStringLiteral("error: --ids: expected whole numbers from 0 to 296 separated by "
                                "commas, found '297'\n"));
        run = runCli({"model", ae::test::modelFixture("tiny-gpt2"), "--ids", "3,4", "-o", "x.csv"});
        QCOMPARE(run.code, int(ExitUsageError));
        QVERIFY(run.err.contains("-o needs --layer from 1 to 2 and --head from 1 to 2"));
        run = runCli({"model", m_dir.filePath("absent")});
        QCOMPARE(run.code, int(ExitIoError));
        QVERIFY(run.err.endsWith("absent: no such folder\n"));
        QVERIFY(QDir(m_dir.path()).mkpath("empty"));
        run = runCli({"model", m_dir.filePath("empty")});
        QCOMPARE(run.code, int(ExitSpecError));
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("error: config.json: no such file\n"));
        run = runCli({"model", ae::test::modelFixture("tiny-gpt2"), "--generate", "2"});
        QCOMPARE(run.code, int(ExitUsageError));
    }
};

AE_TEST_MAIN_CORE(TestCliModel)
#include "test_cli_model.moc"
