// NPY and CSV files and atomic writing: exact header bytes per the NumPy
// format spec, exact round trips, clear rejections of broken input.
#include "core/io/atomic_file.h"
#include "core/io/csv.h"
#include "core/io/npy.h"

#include "tests/test_main.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <clocale>
#include <cmath>
#include <cstring>
#include <limits>

using namespace ae;

Q_DECLARE_METATYPE(std::vector<std::int64_t>)

class TestNpyCsv : public QObject
{
    Q_OBJECT

private slots:
    void npyHeaderIsExactlyNumpys()
    {
        const QByteArray header = npyHeader({2, 3});
        // \x93NUMPY, version 1.0, header length 118 (little-endian), dict.
        QCOMPARE(header.left(6), QByteArray("\x93NUMPY", 6));
        QCOMPARE(int(header[6]), 1);
        QCOMPARE(int(header[7]), 0);
        QCOMPARE(int(static_cast<unsigned char>(header[8])), 118);
        QCOMPARE(int(header[9]), 0);
        const QByteArray dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
        QCOMPARE(header.mid(10, dict.size()), dict);
        QCOMPARE(header.size(), 128);
        QCOMPARE(header.mid(10 + dict.size(), 128 - 10 - dict.size() - 1),
                 QByteArray(128 - 10 - dict.size() - 1, ' '));
        QCOMPARE(header.back(), '\n');
    }

    void npyHeaderShapesAndAlignment_data()
    {
        QTest::addColumn<std::vector<std::int64_t>>("shape");
        QTest::addColumn<QByteArray>("shapeText");
        QTest::newRow("scalar") << std::vector<std::int64_t>{} << QByteArray("()");
        QTest::newRow("vector") << std::vector<std::int64_t>{5} << QByteArray("(5,)");
        QTest::newRow("matrix") << std::vector<std::int64_t>{4, 100} << QByteArray("(4, 100)");
        QTest::newRow("rank 3") << std::vector<std::int64_t>{2, 4, 100}
                                << QByteArray("(2, 4, 100)");
        QTest::newRow("empty") << std::vector<std::int64_t>{0, 3} << QByteArray("(0, 3)");
    }
    void npyHeaderShapesAndAlignment()
    {
        QFETCH(std::vector<std::int64_t>, shape);
        QFETCH(QByteArray, shapeText);
        const QByteArray header = npyHeader(shape);
        QCOMPARE(header.size() % 64, 0);
        const int length =
            static_cast<unsigned char>(header[8]) | (static_cast<unsigned char>(header[9]) << 8);
        QCOMPARE(10 + length, header.size());
        QVERIFY(header.contains("'shape': " + shapeText + ", }"));
    }

    void npyRoundTripIsExact()
    {
        NpyArray array;
        array.shape = {2, 3, 2};
        array.data = {0.1f,    -0.0f,       1e-38f,      std::numeric_limits<float>::denorm_min(),
                      3.4e38f, -2.5f,       1.0f / 3.0f, 7.0f,
                      0.0f,    123456.789f, -1e-5f,      42.0f};
        const QByteArray bytes = encodeNpy(array);
        QCOMPARE(bytes.size(), 128 + 12 * 4);
        // Data: little-endian float32 from offset 128.
        float first = 0;
        std::memcpy(&first, bytes.constData() + 128, 4);
        QCOMPARE(first, 0.1f);
        ReadError error;
        const std::optional<NpyArray> back = decodeNpy(bytes, &error);
        QVERIFY2(back, qPrintable(error.english()));
        QCOMPARE(back->shape, array.shape);
        QCOMPARE(back->data.size(), array.data.size());
        for (std::size_t i = 0; i < array.data.size(); ++i)
            QVERIFY(std::memcmp(&back->data[i], &array.data[i], 4) == 0); // bit-exact, keeps -0
    }

    void npyMatrixIsRowMajor()
    {
        Matrix m(2, 3);
        m << 1, 2, 3, 4, 5, 6;
        const NpyArray array = NpyArray::fromMatrix(m);
        QCOMPARE(array.data, (std::vector<float>{1, 2, 3, 4, 5, 6}));
        QCOMPARE(*array.toMatrix(), m);
    }

    void npyReadsFloat64AndFortranOrder()
    {
        // Build a '<f8' Fortran-order 2×3 file by hand: columns stored first.
        QByteArray dict = "{'descr': '<f8', 'fortran_order': True, 'shape': (2, 3), }";
        dict += QByteArray(128 - 10 - dict.size() - 1, ' ') + '\n';
        QByteArray bytes("\x93NUMPY\x01\x00", 8);
        bytes.append(char(dict.size()));
        bytes.append(char(0));
        bytes += dict;
        for (double v : {1.0, 4.0, 2.0, 5.0, 3.0, 6.0})
            bytes.append(reinterpret_cast<const char*>(&v), 8);
        ReadError error;
        const std::optional<NpyArray> array = decodeNpy(bytes, &error);
        QVERIFY2(array, qPrintable(error.english()));
        QCOMPARE(array->data, (std::vector<float>{1, 2, 3, 4, 5, 6}));
    }

    void npyRejectsBrokenFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        NpyArray array;
        array.shape = {2, 2};
        array.data = {1, 2, 3, 4};
        const QByteArray good = encodeNpy(array);
        QByteArray badMagic = good;
        badMagic[1] = 'X';
        QTest::newRow("bad magic") << badMagic << "magic";
        QTest::newRow("empty file") << QByteArray() << "magic";
        QTest::newRow("truncated data") << good.left(good.size() - 1) << "needs 16 bytes";
        QTest::newRow("extra data") << good + "xxxx"
                                    << "needs 16 bytes";
        QTest::newRow("truncated header") << good.left(40) << "header";
        QByteArray version = good;
        version[6] = 9;
        QTest::newRow("version 9") << version << "version";
        QByteArray huge = good;
        huge.replace("(2, 2)", "(9999999999999, 99999)");
        QTest::newRow("huge shape") << huge << "shape";
        QByteArray negative = good;
        negative.replace("(2, 2)", "(-2, 2)");
        QTest::newRow("negative dimension") << negative << "non-negative";
        QByteArray type = good;
        type.replace("<f4", "<i4");
        QTest::newRow("int32") << type << "<i4";
        QByteArray noShape = good;
        noShape.replace("'shape'", "'shapx'");
        QTest::newRow("missing shape") << noShape << "shapx";
        QByteArray garbage = good;
        garbage.replace("{'descr'", "[[[[[[[[");
        QTest::newRow("not a dict") << garbage << "dict";
    }
    void npyRejectsBrokenFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        ReadError error;
        QVERIFY(!decodeNpy(bytes, &error));
        QVERIFY2(error.english().contains(expected), qPrintable(error.english()));
    }

    // Every truncation and many byte flips of a valid file: decoded or
    // rejected with a message, never a crash (run under ASan in CI).
    void npyDecoderSurvivesDamage()
    {
        NpyArray array;
        array.shape = {3, 2};
        array.data = {1, 2, 3, 4, 5, 6};
        const QByteArray good = encodeNpy(array);
        int rejected = 0;
        for (qsizetype length = 0; length < good.size(); ++length) {
            ReadError error;
            if (!decodeNpy(good.left(length), &error)) {
                QVERIFY(!error.isEmpty());
                ++rejected;
            }
        }
        QCOMPARE(rejected, int(good.size())); // every truncation is rejected
        std::uint32_t state = 12345;
        for (int trial = 0; trial < 3000; ++trial) {
            QByteArray damaged = good;
            for (int flips = 0; flips < 3; ++flips) {
                state = state * 1664525u + 1013904223u;
                const qsizetype at = qsizetype(state % std::uint32_t(damaged.size()));
                damaged[at] = char(state >> 24);
            }
            ReadError error;
            const std::optional<NpyArray> decoded = decodeNpy(damaged, &error);
            if (decoded)
                QCOMPARE(std::int64_t(decoded->data.size()), decoded->elementCount());
            else
                QVERIFY(!error.isEmpty());
        }
    }

    void npyFileRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.npy"));
        NpyArray array;
        array.shape = {3};
        array.data = {1.5f, -2.25f, 1e-7f};
        QString writeError;
        QVERIFY2(writeNpyFile(path, array, &writeError), qPrintable(writeError));
        ReadError error;
        const std::optional<NpyArray> back = readNpyFile(path, &error);
        QVERIFY2(back, qPrintable(error.english()));
        QCOMPARE(back->data, array.data);
        QVERIFY(!readNpyFile(dir.filePath(QStringLiteral("missing.npy")), &error));
        QVERIFY(error.english().contains(QLatin1String("missing.npy")));
    }

    void csvRoundTripIsExact()
    {
        CsvMatrix table;
        table.values.resize(2, 3);
        table.values << 0.1f, -1e-30f, 3.4028235e38f, 1.0f / 3.0f, 16777217.0f, -0.0f;
        table.rowLabels = {QStringLiteral("the"), QStringLiteral("我")};
        table.columnLabels = {QStringLiteral("a,b"), QStringLiteral("say \"hi\""),
                              QStringLiteral("two\nlines")};
        const QByteArray csv = writeCsv(table);
        QVERIFY(csv.startsWith(",\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n"));
        QVERIFY(csv.contains("the,0.1,-1e-30,3.4028235e+38\r\n"));
        ReadError error;
        const std::optional<CsvMatrix> back = readCsv(csv, true, true, &error);
        QVERIFY2(back, qPrintable(error.english()));
        QCOMPARE(back->rowLabels, table.rowLabels);
        QCOMPARE(back->columnLabels, table.columnLabels);
        QCOMPARE(back->values.rows(), 2);
        for (Eigen::Index i = 0; i < table.values.size(); ++i)
            QVERIFY(std::memcmp(&back->values(i), &table.values(i), 4) == 0);
    }

    void csvWithoutLabels()
    {
        CsvMatrix table;
        table.values = Matrix::Identity(2, 2);
        QCOMPARE(writeCsv(table), QByteArray("1,0\r\n0,1\r\n"));
        ReadError error;
        const std::optional<CsvMatrix> back = readCsv("1,0\n0,1", false, false, &error);
        QVERIFY2(back, qPrintable(error.english()));
        QCOMPARE(back->values, table.values);
    }

    void csvRejectsBrokenInput_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ragged") << QByteArray("1,2\n3\n") << "line 2 has 1 values, expected 2";
        QTest::newRow("not a number") << QByteArray("1,x\n") << "'x' is not a finite number";
        QTest::newRow("infinite") << QByteArray("1,1e99\n") << "not a finite number";
        QTest::newRow("unclosed quote") << QByteArray("\"1,2\n") << "not closed";
        QTest::newRow("text after quote") << QByteArray("\"1\"2,3\n") << "after a closing quote";
    }
    void csvRejectsBrokenInput()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, expected);
        ReadError error;
        QVERIFY(!readCsv(csv, false, false, &error));
        QVERIFY2(error.english().contains(expected), qPrintable(error.english()));
    }

    void formatFloatIsShortestRoundTrip()
    {
        QCOMPARE(formatFloat(0.1f), QByteArray("0.1"));
        QCOMPARE(formatFloat(0.70710677f), QByteArray("0.70710677"));
        QCOMPARE(formatFloat(2.0f), QByteArray("2"));
        // Locale independent even under a comma-decimal C locale.
        const char* old = std::setlocale(LC_NUMERIC, nullptr);
        const QByteArray saved = old ? QByteArray(old) : QByteArray("C");
        if (std::setlocale(LC_NUMERIC, "de_DE.UTF-8"))
            QCOMPARE(formatFloat(0.5f), QByteArray("0.5"));
        std::setlocale(LC_NUMERIC, saved.constData());
    }

    void atomicWriteReplacesOnlyOnSuccess()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.txt"));
        QString error;
        QVERIFY2(writeFileAtomically(path, QByteArray("first"), &error), qPrintable(error));
        // A writer that fails half-way leaves the old file untouched.
        const bool ok = writeFileAtomically(
            path,
            [](QIODevice& out, QString* err) {
                out.write("partial");
                *err = QStringLiteral("simulated failure");
                return false;
            },
            &error);
        QVERIFY(!ok);
        QVERIFY(error.contains(QLatin1String("simulated failure")));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("first"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("out.txt")});
        // A folder that does not exist: an error, nothing created.
        QVERIFY(!writeFileAtomically(dir.filePath(QStringLiteral("no/such/x.txt")), "x", &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!writeFileAtomically(dir.path(), "x", &error)); // a folder
    }
};

AE_TEST_MAIN_CORE(TestNpyCsv)
#include "test_npy_csv.moc"
