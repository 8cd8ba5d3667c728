// Importing attention computed elsewhere: .npy of rank 3/4/5 and the JSON
// dump read back to the exact numbers written by hand; every refusal names
// the field or the shape.
#include "core/io/attention_import.h"
#include "core/io/npy.h"

#include "tests/file_test_support.h"
#include "tests/matrix_test_support.h"
#include "tests/test_main.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstring>

using namespace ae;

using ae::test::rowMajor;
using ae::test::writeFile;

namespace {

QByteArray npyBytes(const std::vector<std::int64_t>& shape, const std::vector<float>& data)
{
    NpyArray array;
    array.shape = shape;
    array.data = data;
    return encodeNpy(array);
}

// The same array stored as little-endian float64 ('<f8'), as NumPy writes
// float64 arrays: the header differs only in the type code.
QByteArray npyBytesF8(const std::vector<std::int64_t>& shape, const std::vector<double>& data)
{
    QByteArray header = npyHeader(shape);
    const qsizetype at = header.indexOf("'<f4'");
    header.replace(at, 5, "'<f8'");
    QByteArray payload(qsizetype(data.size() * sizeof(double)), '\0');
    std::memcpy(payload.data(), data.data(), std::size_t(payload.size()));
    return header + payload;
}

// A 2-layer, 2-head, 3-token dump as Python's json.dump writes it, batch level kept.
QByteArray hfJson()
{
    return R"({"format": "attention-explorer/attentions@1", "model": "tiny-bert",
      "tokens": ["[CLS]", "猫", "[SEP]"],
      "attentions": [
        [[[[1.0, 0.0, 0.0], [0.5, 0.5, 0.0], [0.2, 0.3, 0.5]],
          [[0.1, 0.8, 0.1], [0.0, 1.0, 0.0], [0.25, 0.25, 0.5]]]],
        [[[[0.6, 0.2, 0.2], [0.3, 0.3, 0.4], [0.0, 0.0, 1.0]],
          [[0.125, 0.375, 0.5], [0.9, 0.05, 0.05], [1.0, 0.0, 0.0]]]]
      ]})";
}

} // namespace

class TestAttentionImport : public QObject
{
    Q_OBJECT

private slots:
    void npyRank3HeadsQueriesKeys()
    {
        // (heads 2, q 2, k 3), row-major.
        const std::vector<float> data = {1.0f, 0.0f, 0.0f, 0.25f, 0.25f, 0.5f,
                                         0.5f, 0.5f, 0.0f, 0.0f,  0.0f,  0.0f};
        ReadError error;
        const std::optional<ImportedAttention> imported = AttentionImport::fromNpy(
            npyBytes({2, 2, 3}, data), QStringList(), QStringLiteral("a.npy"), &error);
        QVERIFY2(imported, qPrintable(error.english()));
        QCOMPARE(imported->layerCount(), 1);
        QCOMPARE(imported->headCount(), 2);
        QCOMPARE(imported->queryCount(), 2);
        QCOMPARE(imported->keyCount(), 3);
        QCOMPARE(imported->layers[0][0], rowMajor(2, 3, {1, 0, 0, 0.25f, 0.25f, 0.5f}));
        QCOMPARE(imported->layers[0][1], rowMajor(2, 3, {0.5f, 0.5f, 0, 0, 0, 0}));
        // No token list: queries numbered; q ≠ k so keys numbered too.
        QCOMPARE(imported->queryTokens, QStringList({"0", "1"}));
        QCOMPARE(imported->keyTokens, QStringList({"0", "1", "2"}));
        // The all-zero row is a fully masked query, reported, not refused.
        QCOMPARE(imported->warnings.size(), 2);
        QVERIFY(imported->warnings.join(' ').contains("all zero"));
        QVERIFY(imported->source.contains("a.npy"));
        QVERIFY(imported->source.contains("1 layers × 2 heads"));
    }

    void npyRank4LayersFloat64WithTokens()
    {
        // (layers 2, heads 1, q 2, k 2) stored as float64.
        const std::vector<double> data = {0.75, 0.25, 0.5, 0.5, 1.0, 0.0, 0.125, 0.875};
        ReadError error;
        const std::optional<ImportedAttention> imported = AttentionImport::fromNpy(
            npyBytesF8({2, 1, 2, 2}, data), {"你好", "世界"}, QStringLiteral("b.npy"), &error);
        QVERIFY2(imported, qPrintable(error.english()));
        QCOMPARE(imported->layerCount(), 2);
        QCOMPARE(imported->headCount(), 1);
        QCOMPARE(imported->layers[0][0], rowMajor(2, 2, {0.75f, 0.25f, 0.5f, 0.5f}));
        QCOMPARE(imported->layers[1][0], rowMajor(2, 2, {1.0f, 0.0f, 0.125f, 0.875f}));
        QCOMPARE(imported->queryTokens, QStringList({"你好", "世界"}));
        QCOMPARE(imported->keyTokens, imported->queryTokens);
        QVERIFY(imported->warnings.isEmpty());
    }

    void npyRank5HuggingFaceStackWithBatchOne()
    {
        // torch.stack(outputs.attentions): (layers 1, batch 1, heads 2, q 1, k 2).
        const std::vector<float> data = {0.3f, 0.7f, 0.9f, 0.1f};
        ReadError error;
        const std::optional<ImportedAttention> imported = AttentionImport::fromNpy(
            npyBytes({1, 1, 2, 1, 2}, data), QStringList(), QStringLiteral("c.npy"), &error);
        QVERIFY2(imported, qPrintable(error.english()));
        QCOMPARE(imported->headCount(), 2);
        QCOMPARE(imported->layers[0][1], rowMajor(1, 2, {0.9f, 0.1f}));
    }

    void npyRoundTripsAnEngineMatrixExactly()
    {
        // A row-sum-1 matrix with values that are not short decimals.
        Matrix weights(3, 3);
        weights << 1.0f / 3, 1.0f / 3, 1.0f - 2.0f / 3, 0.1f, 0.2f, 0.7f, 0.0f, 0.0f, 1.0f;
        const NpyArray array = NpyArray::fromMatrix(weights);
        NpyArray stacked = array;
        stacked.shape = {1, 3, 3};
        ReadError error;
        const std::optional<ImportedAttention> imported = AttentionImport::fromNpy(
            encodeNpy(stacked), QStringList(), QStringLiteral("d.npy"), &error);
        QVERIFY2(imported, qPrintable(error.english()));
        QCOMPARE(imported->layers[0][0], weights); // bit for bit
    }

    void jsonDumpWithBatchLevelAndTokens()
    {
        ReadError error;
        const std::optional<ImportedAttention> imported =
            AttentionImport::fromJson(hfJson(), QStringLiteral("dump.json"), &error);
        QVERIFY2(imported, qPrintable(error.english()));
        QCOMPARE(imported->layerCount(), 2);
        QCOMPARE(imported->headCount(), 2);
        QCOMPARE(imported->queryTokens, QStringList({"[CLS]", "猫", "[SEP]"}));
        QCOMPARE(imported->keyTokens, imported->queryTokens);
        QCOMPARE(imported->layers[0][1],
                 rowMajor(3, 3, {0.1f, 0.8f, 0.1f, 0, 1, 0, 0.25f, 0.25f, 0.5f}));
        QCOMPARE(imported->layers[1][0],
                 rowMajor(3, 3, {0.6f, 0.2f, 0.2f, 0.3f, 0.3f, 0.4f, 0, 0, 1}));
        QCOMPARE(imported->layers[1][1],
                 rowMajor(3, 3, {0.125f, 0.375f, 0.5f, 0.9f, 0.05f, 0.05f, 1, 0, 0}));
        QVERIFY(imported->source.startsWith("tiny-bert — dump.json"));
    }

    void jsonWithoutBatchLevelAndKeyTokens()
    {
        const QByteArray json = R"({"tokens": ["a", "b"], "key_tokens": ["x", "y", "z"],
            "attentions": [[[[0.5, 0.25, 0.25], [0.0, 0.0, 1.0]]]]})";
        ReadError error;
        const std::optional<ImportedAttention> imported =
            AttentionImport::fromJson(json, QStringLiteral("cross.json"), &error);
        QVERIFY2(imported, qPrintable(error.english()));
        QCOMPARE(imported->layerCount(), 1);
        QCOMPARE(imported->headCount(), 1);
        QCOMPARE(imported->keyTokens, QStringList({"x", "y", "z"}));
        QCOMPARE(imported->layers[0][0], rowMajor(2, 3, {0.5f, 0.25f, 0.25f, 0, 0, 1}));
    }

    void refusesBadJson_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray tokens = R"("tokens": ["a", "b"], )";
        QTest::newRow("not json") << QByteArray("{\"tokens\": [NaN]}") << "not valid JSON";
        QTest::newRow("wrong format")
            << QByteArray(R"({"format": "other@2", "tokens": [], "attentions": []})")
            << "'format' is \"other@2\"";
        QTest::newRow("no tokens")
            << QByteArray(R"({"attentions": [[[[1]]]]})") << "'tokens' is missing";
        QTest::newRow("token not a string")
            << QByteArray(R"({"tokens": ["a", 3], "attentions": [[[[1]]]]})") << "tokens[1]";
        QTest::newRow("no attentions") << QByteArray(R"({"tokens": ["a"]})") << "'attentions'";
        QTest::newRow("ragged row") << (QByteArray("{") + tokens +
                                        R"("attentions": [[[[1, 0], [0, 1]]], [[[1, 0], [0.5]]]]})")
                                    << "attentions[1][0][1]: 1 numbers, expected 2";
        QTest::newRow("missing head")
            << (QByteArray("{") + tokens +
                R"("attentions": [[[[1, 0], [0, 1]], [[1, 0], [0, 1]]], [[[1, 0], [0, 1]]]]})")
            << "attentions[1]: 1 heads, expected 2";
        QTest::newRow("batch of two")
            << (QByteArray("{") + tokens +
                R"("attentions": [[[[[1, 0], [0, 1]]], [[[1, 0], [0, 1]]]]]})")
            << "a batch of 2 items";
        QTest::newRow("string cell")
            << (QByteArray("{") + tokens + R"("attentions": [[[[1, 0], ["x", 1]]]]})")
            << "attentions[0][0][1][0]: expected a number";
        QTest::newRow("row not a distribution")
            << (QByteArray("{") + tokens + R"("attentions": [[[[1, 0], [0.5, 0.4]]]]})")
            << "attentions[0][0][1]: the weights sum to 0.9, not 1";
        QTest::newRow("negative weight")
            << (QByteArray("{") + tokens + R"("attentions": [[[[1.5, -0.5], [0, 1]]]]})")
            << "attentions[0][0][0], key 1: the weight -0.5 is negative";
        QTest::newRow("token count")
            << QByteArray(R"({"tokens": ["a", "b", "c"], "attentions": [[[[1, 0], [0, 1]]]]})")
            << "the token list has 3 tokens but the attention has 2 queries";
        QTest::newRow("key token count")
            << QByteArray(
                   R"({"tokens": ["a", "b"], "key_tokens": ["x"], "attentions": [[[[1, 0], [0, 1]]]]})")
            << "the key token list has 1 tokens but the attention has 2 keys";
    }
    void refusesBadJson()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        ReadError error;
        QVERIFY(!AttentionImport::fromJson(json, QStringLiteral("bad.json"), &error));
        QVERIFY2(error.english().contains(expected), qPrintable(error.english()));
    }

    void refusesBadNpy_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("tokens");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not npy") << QByteArray("hello") << QStringList()
                                 << "not a readable .npy file";
        QTest::newRow("rank 2") << npyBytes({2, 2}, {1, 0, 0, 1}) << QStringList()
                                << "shape (2, 2) has rank 2";
        QTest::newRow("batch of two")
            << npyBytes({1, 2, 1, 1, 1}, {1, 1}) << QStringList() << "a batch of 2 (axis 1)";
        QTest::newRow("row sum") << npyBytes({1, 2, 2}, {1, 0, 0.7f, 0.2f}) << QStringList()
                                 << "array[0, 1]: the weights sum to 0.9";
        QTest::newRow("row sum rank 4")
            << npyBytes({2, 1, 1, 2}, {1, 0, 0.6f, 0.6f}) << QStringList()
            << "array[1, 0, 0]: the weights sum to 1.2";
        QTest::newRow("nan") << npyBytes({1, 1, 2}, {std::nanf(""), 1}) << QStringList()
                             << "array[0, 0], key 0: nan is not a finite number";
        QTest::newRow("tokens") << npyBytes({1, 2, 2}, {1, 0, 0, 1}) << QStringList({"a"})
                                << "the token list has 1 tokens but the attention has 2 queries";
        QTest::newRow("too many heads") << npyBytes({65, 1, 1}, std::vector<float>(65, 1.0f))
                                        << QStringList() << "65 heads per layer; at most 64";
        QTest::newRow("empty") << npyBytes({0, 2, 2}, {}) << QStringList()
                               << "the attention is empty";
    }
    void refusesBadNpy()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, tokens);
        QFETCH(QString, expected);
        ReadError error;
        QVERIFY(!AttentionImport::fromNpy(bytes, tokens, QStringLiteral("bad.npy"), &error));
        QVERIFY2(error.english().contains(expected), qPrintable(error.english()));
    }

    void refusesSizesBeyondTheLimitsBeforeReading()
    {
        EngineLimits limits;
        limits.maxSequenceLength = 4;
        ReadError error;
        QVERIFY(!AttentionImport::fromNpy(npyBytes({1, 5, 1}, {1, 1, 1, 1, 1}), QStringList(),
                                          QStringLiteral("long.npy"), &error, limits));
        QVERIFY2(error.english().contains("at most 4 tokens per side"),
                 qPrintable(error.english()));
        limits = EngineLimits();
        limits.maxTraceBytes = 32; // 2 heads × 2×2 floats = 32 bytes fits, 3 heads do not
        QVERIFY(!AttentionImport::fromNpy(npyBytes({3, 2, 2}, std::vector<float>(12, 0.5f)),
                                          QStringList(), QStringLiteral("big.npy"), &error,
                                          limits));
        QVERIFY2(error.english().contains("48 B") || error.english().contains("at most 32"),
                 qPrintable(error.english()));
    }

    void readFileFindsTheTokenSidecarAndNamesTheFile()
    {
        QTemporaryDir dir;
        const QString npy = dir.filePath("bert.npy");
        QVERIFY(writeFile(npy, npyBytes({1, 2, 2}, {0.5f, 0.5f, 0.0f, 1.0f})));
        QVERIFY(writeFile(dir.filePath("bert.tokens.txt"), "我\n们\n"));
        ReadError error;
        std::optional<ImportedAttention> imported =
            AttentionImport::readFile(npy, QString(), &error);
        QVERIFY2(imported, qPrintable(error.english()));
        QCOMPARE(imported->queryTokens, QStringList({"我", "们"}));
        QVERIFY(imported->source.contains("bert.tokens.txt"));

        // An explicit JSON token list wins over the sidecar.
        QVERIFY(writeFile(dir.filePath("t.json"), R"({"tokens": ["x", "y"]})"));
        imported = AttentionImport::readFile(npy, dir.filePath("t.json"), &error);
        QVERIFY2(imported, qPrintable(error.english()));
        QCOMPARE(imported->queryTokens, QStringList({"x", "y"}));

        // A wrong sidecar is refused with the data file's name.
        QVERIFY(writeFile(dir.filePath("bert.tokens.txt"), "a\nb\nc\n"));
        QVERIFY(!AttentionImport::readFile(npy, QString(), &error));
        QVERIFY2(error.english().startsWith("bert.npy: the token list has 3 tokens"),
                 qPrintable(error.english()));

        QVERIFY(!AttentionImport::readFile(dir.filePath("x.csv"), QString(), &error));
        QVERIFY2(error.english().contains(".npy"), qPrintable(error.english()));
        QVERIFY(!AttentionImport::readFile(dir.filePath("missing.json"), QString(), &error));
        QVERIFY2(error.english().contains("cannot read missing.json"), qPrintable(error.english()));
    }
};

AE_TEST_MAIN_CORE(TestAttentionImport)
#include "test_attention_import.moc"
