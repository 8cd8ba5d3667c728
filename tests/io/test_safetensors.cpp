// The safetensors reader (core/io/safetensors.h): values read exactly,
// 16-bit floats widened by hand-derived bit patterns, and every malformed
// header refused with its own message before anything is allocated.

#include "core/io/safetensors.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"

#include <QTemporaryDir>

#include <cmath>
#include <cstring>
#include <limits>

using namespace ae;

namespace {

// A safetensors file written the way the format describes it, independently
// of the reader: the header length (u64 little-endian), the header, the data.
QByteArray safetensors(const QByteArray& header, const QByteArray& data)
{
    QByteArray bytes(8, '\0');
    const std::uint64_t length = std::uint64_t(header.size());
    for (int i = 0; i < 8; ++i)
        bytes[i] = char((length >> (8 * i)) & 0xff);
    return bytes + header + data;
}

QByteArray floats(std::initializer_list<float> values)
{
    QByteArray bytes;
    for (float value : values)
        bytes.append(reinterpret_cast<const char*>(&value), sizeof value);
    return bytes;
}

QByteArray halves(std::initializer_list<std::uint16_t> bits)
{
    QByteArray bytes;
    for (std::uint16_t b : bits) {
        bytes.append(char(b & 0xff));
        bytes.append(char(b >> 8));
    }
    return bytes;
}

QString refusal(const QByteArray& file)
{
    ReadError error;
    const std::optional<SafetensorsFile> read =
        SafetensorsFile::fromBytes(file, QStringLiteral("t.safetensors"), &error);
    return read ? QStringLiteral("(accepted)") : error.english();
}

} // namespace

class TestSafetensors : public QObject
{
    Q_OBJECT

private slots:
    void readsAMatrixAndTheMetadata()
    {
        const QByteArray file = safetensors(
            R"({"__metadata__": {"format": "pt"},
                "w": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]},
                "b": {"dtype": "F32", "shape": [3], "data_offsets": [24, 36]}})",
            floats({1, 2, 3, 4, 5, 6, -0.5f, 0.25f, 8}));
        ReadError error;
        const std::optional<SafetensorsFile> read =
            SafetensorsFile::fromBytes(file, QStringLiteral("t.safetensors"), &error);
        QVERIFY2(read, qPrintable(error.english()));
        QCOMPARE(read->tensors().size(), std::size_t(2));
        QCOMPARE(read->tensors()[0].name, std::string("w")); // in data order
        QCOMPARE(read->metadata().size(), std::size_t(1));
        QCOMPARE(read->metadata()[0].second, std::string("pt"));

        const std::optional<Matrix> w = read->matrix(*read->find("w"), &error);
        QVERIFY(w);
        QCOMPARE(w->rows(), 2);
        QCOMPARE(w->cols(), 3);
        // Row-major in the file: row 1 is 4 5 6.
        QCOMPARE((*w)(0, 2), 3.0f);
        QCOMPARE((*w)(1, 0), 4.0f);
        const std::optional<Matrix> b = read->matrix(*read->find("b"), &error);
        QVERIFY(b);
        QCOMPARE(b->rows(), 1);
        QCOMPARE((*b)(0, 0), -0.5f);
        QCOMPARE((*b)(0, 2), 8.0f);
        QVERIFY(!read->find("missing"));
    }

    void theMappedFileReadsLikeTheBytes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("model.safetensors"));
        QVERIFY(ae::test::writeFile(
            path, safetensors(R"({"x": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}})",
                              floats({3.5f, -7}))));
        ReadError error;
        const std::optional<SafetensorsFile> read = SafetensorsFile::open(path, &error);
        QVERIFY2(read, qPrintable(error.english()));
        const std::optional<std::vector<float>> x = read->values(*read->find("x"), &error);
        QVERIFY(x);
        QCOMPARE(*x, (std::vector<float>{3.5f, -7}));
        QVERIFY(!SafetensorsFile::open(dir.filePath(QStringLiteral("none.safetensors")), &error));
        QVERIFY2(error.english().startsWith(QStringLiteral("none.safetensors: cannot open: ")),
                 qPrintable(error.english()));
    }

    // binary16: sign, 5 exponent bits (bias 15), 10 mantissa bits.
    void halfBitPatterns()
    {
        QCOMPARE(halfToFloat(0x3c00), 1.0f);
        QCOMPARE(halfToFloat(0xc000), -2.0f);
        QCOMPARE(halfToFloat(0x3555), 0.333251953125f);       // 1/3 rounded: 1.0101010101b × 2^-2
        QCOMPARE(halfToFloat(0x7bff), 65504.0f);              // largest finite
        QCOMPARE(halfToFloat(0x0400), std::ldexp(1.0f, -14)); // smallest normal
        QCOMPARE(halfToFloat(0x0001), std::ldexp(1.0f, -24)); // smallest subnormal
        QCOMPARE(halfToFloat(0x03ff), std::ldexp(1023.0f, -24));
        QVERIFY(std::signbit(halfToFloat(0x8000)) && halfToFloat(0x8000) == 0.0f);
        QCOMPARE(halfToFloat(0x7c00), std::numeric_limits<float>::infinity());
        QCOMPARE(halfToFloat(0xfc00), -std::numeric_limits<float>::infinity());
        QVERIFY(std::isnan(halfToFloat(0x7e00)));
        QVERIFY(std::isnan(halfToFloat(0x7c01)));
    }

    // bfloat16: the upper 16 bits of a float32.
    void bfloat16BitPatterns()
    {
        QCOMPARE(bfloat16ToFloat(0x3f80), 1.0f);
        QCOMPARE(bfloat16ToFloat(0xc0a0), -5.0f);
        QCOMPARE(bfloat16ToFloat(0x3eab), 0.333984375f);
        QCOMPARE(bfloat16ToFloat(0x0001), std::ldexp(1.0f, -133)); // subnormal
        QCOMPARE(bfloat16ToFloat(0x7f80), std::numeric_limits<float>::infinity());
        QVERIFY(std::isnan(bfloat16ToFloat(0x7fc0)));
    }

    void sixteenBitTensorsAreWidened()
    {
        const QByteArray file = safetensors(
            R"({"h": {"dtype": "F16", "shape": [3], "data_offsets": [0, 6]},
                "b": {"dtype": "BF16", "shape": [1, 2], "data_offsets": [6, 10]}})",
            halves({0x3c00, 0xc000, 0x0001}) + halves({0x3f80, 0xc0a0}));
        ReadError error;
        const std::optional<SafetensorsFile> read =
            SafetensorsFile::fromBytes(file, QStringLiteral("t.safetensors"), &error);
        QVERIFY2(read, qPrintable(error.english()));
        QCOMPARE(*read->values(*read->find("h"), &error),
                 (std::vector<float>{1.0f, -2.0f, std::ldexp(1.0f, -24)}));
        QCOMPARE(*read->values(*read->find("b"), &error), (std::vector<float>{1.0f, -5.0f}));
    }

    void otherDtypesAreRefusedByName()
    {
        const QByteArray file =
            safetensors(R"({"ids": {"dtype": "I64", "shape": [1], "data_offsets": [0, 8]}})",
                        QByteArray(8, '\0'));
        ReadError error;
        const std::optional<SafetensorsFile> read =
            SafetensorsFile::fromBytes(file, QStringLiteral("t.safetensors"), &error);
        QVERIFY(read);
        QVERIFY(!read->values(*read->find("ids"), &error));
        QCOMPARE(error.english(),
                 QStringLiteral("t.safetensors: tensor 'ids': dtype I64 is not supported "
                                "(F32, F16 and BF16 are)"));
        // Rank 3, and a scalar (rank 0: one value, yet not a matrix; the
        // loader names the empty shape rather than guessing 1 × 1).
        const QByteArray ranks =
            safetensors(R"({"c": {"dtype": "F32", "shape": [1, 1, 1], "data_offsets": [0, 4]},
                            "s": {"dtype": "F32", "shape": [], "data_offsets": [4, 8]}})",
                        floats({1, 2.5f}));
        const std::optional<SafetensorsFile> ranksFile =
            SafetensorsFile::fromBytes(ranks, QStringLiteral("t.safetensors"), &error);
        QVERIFY(ranksFile);
        const std::optional<std::vector<float>> scalar =
            ranksFile->values(*ranksFile->find("s"), &error);
        QVERIFY(scalar);
        QCOMPARE(*scalar, std::vector<float>{2.5f});
        for (const auto& [name, shape] : {std::pair{"c", "[1, 1, 1]"}, std::pair{"s", "[]"}}) {
            QVERIFY(!ranksFile->matrix(*ranksFile->find(name), &error));
            QCOMPARE(error.english(), QStringLiteral("t.safetensors: tensor '%1': shape %2 is not "
                                                     "a matrix or a vector")
                                          .arg(QLatin1String(name), QLatin1String(shape)));
        }
    }

    void malformedFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        const QString t = QStringLiteral("t.safetensors: ");
        QTest::newRow("truncated length")
            << QByteArray("\x05\0\0\0\0", 5)
            << t + "truncated: 5 bytes; a safetensors file starts with an 8-byte header length";
        QByteArray lying = safetensors("{}", QByteArray());
        lying[0] = char(0xe8); // 1000
        lying[1] = char(0x03);
        QTest::newRow("header that lies")
            << lying
            << t + "the header claims 1000 bytes but the file has only 2 after the length: "
                   "truncated or not a safetensors file";
        QByteArray huge(8, '\0');
        huge[7] = char(0x80); // 2^63
        QTest::newRow("huge header")
            << huge + "{}"
            << t + "the header claims 9223372036854775808 bytes; at most 100000000 are accepted";
        QTest::newRow("not an object")
            << safetensors("[1, 2]", QByteArray()) << t + "the header is not a JSON object";
        QTest::newRow("tensor not an object")
            << safetensors(R"({"x": 3})", QByteArray()) << t + "tensor 'x': not an object";
        QTest::newRow("no dtype") << safetensors(R"({"x": {"shape": [1], "data_offsets": [0, 4]}})",
                                                 floats({1}))
                                  << t + "tensor 'x': dtype is missing or not a string";
        QTest::newRow("unknown dtype")
            << safetensors(R"({"x": {"dtype": "F12", "shape": [1], "data_offsets": [0, 4]}})",
                           floats({1}))
            << t + "tensor 'x': unknown dtype 'F12'";
        QTest::newRow("no shape") << safetensors(
                                         R"({"x": {"dtype": "F32", "data_offsets": [0, 4]}})",
                                         floats({1}))
                                  << t + "tensor 'x': shape is missing or not an array";
        QTest::newRow("negative extent")
            << safetensors(R"({"x": {"dtype": "F32", "shape": [-1], "data_offsets": [0, 4]}})",
                           floats({1}))
            << t + "tensor 'x': shape entries must be whole numbers ≥ 0";
        QTest::newRow("fractional extent")
            << safetensors(R"({"x": {"dtype": "F32", "shape": [1.5], "data_offsets": [0, 4]}})",
                           floats({1}))
            << t + "tensor 'x': shape entries must be whole numbers ≥ 0";
        QTest::newRow("too many axes")
            << safetensors(R"({"x": {"dtype": "F32", "shape": [1,1,1,1,1,1,1,1,1],
                                 "data_offsets": [0, 4]}})",
                           floats({1}))
            << t + "tensor 'x': shape has 9 axes; at most 8 are accepted";
        QTest::newRow("overflowing shape")
            << safetensors(R"({"x": {"dtype": "F32", "shape": [4294967296, 4294967296],
                                 "data_offsets": [0, 4]}})",
                           floats({1}))
            << t + "tensor 'x': shape [4294967296, 4294967296] is too large";
        QTest::newRow("offsets not a pair")
            << safetensors(R"({"x": {"dtype": "F32", "shape": [1], "data_offsets": [0]}})",
                           floats({1}))
            << t + "tensor 'x': data_offsets must be two whole numbers [begin, end]";
        QTest::newRow("offsets reversed")
            << safetensors(R"({"x": {"dtype": "F32", "shape": [0], "data_offsets": [4, 0]}})",
                           floats({1}))
            << t + "tensor 'x': data_offsets [4, 0] end before they begin";
        QTest::newRow("past the data")
            << safetensors(R"({"x": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}})",
                           floats({1}))
            << t + "tensor 'x': data_offsets [0, 8] reach past the data, which has 4 bytes";
        QTest::newRow("size mismatch")
            << safetensors(R"({"h.0.attn.c_attn.weight": {"dtype": "F32", "shape": [4, 12],
                                 "data_offsets": [0, 96]}})",
                           QByteArray(96, '\0'))
            << t + "tensor 'h.0.attn.c_attn.weight': data_offsets [0, 96] hold 24 values but "
                   "shape [4, 12] needs 48";
        QTest::newRow("overlap")
            << safetensors(R"({"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]},
                               "b": {"dtype": "F32", "shape": [2], "data_offsets": [4, 12]}})",
                           floats({1, 2, 3}))
            << t + "tensors 'a' and 'b' overlap in the data";
        QTest::newRow("metadata not strings")
            << safetensors(R"({"__metadata__": {"n": 3}})", QByteArray())
            << t + "__metadata__ 'n' is not a string";
    }
    void malformedFilesAreRefused()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        QCOMPARE(refusal(file), message);
    }

    void notJsonSaysWhere()
    {
        const QString error = refusal(safetensors("{nope", QByteArray()));
        QVERIFY2(error.startsWith(QStringLiteral("t.safetensors: the header is not JSON (")),
                 qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("at byte ")), qPrintable(error));
    }
};

AE_TEST_MAIN_CORE(TestSafetensors)
#include "test_safetensors.moc"
