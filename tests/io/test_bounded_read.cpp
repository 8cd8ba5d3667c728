// Every reader of outside data stops at its limit (core/io/bounded_read.h):
// regular files are refused from their size, pipes, FIFOs, devices and
// streams after limit + 1 bytes, and the messages say which limit.

#include "core/io/attention_import.h"
#include "core/io/bounded_read.h"
#include "core/io/npy.h"
#include "core/io/spec_reader.h"
#include "core/limits.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>

#include <atomic>
#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace ae;

namespace {

const QString kWhat = QStringLiteral("a test file may have");

QString refusal(const char* limitText)
{
    return QStringLiteral("larger than the %1 a test file may have; nothing past that was read")
        .arg(QLatin1String(limitText));
}

// Writes zeros into a FIFO until the reader goes away (EPIPE) or `cap`
// bytes are written. Returns the bytes written.
class FifoWriter
{
public:
    FifoWriter(const QString& path, std::uint64_t cap)
        : m_thread([this, path, cap] {
              const int fd = ::open(path.toLocal8Bit().constData(), O_WRONLY);
              if (fd < 0)
                  return;
              const std::vector<char> zeros(64 * 1024, '\0');
              while (m_written < cap) {
                  const ssize_t n = ::write(fd, zeros.data(), zeros.size());
                  if (n <= 0)
                      break; // the reader closed its end
                  m_written += std::uint64_t(n);
              }
              ::close(fd);
          })
    {
    }
    ~FifoWriter() { join(); }
    void join()
    {
        if (m_thread.joinable())
            m_thread.join();
    }
    std::uint64_t written() const { return m_written; }

private:
    std::atomic<std::uint64_t> m_written{0};
    std::thread m_thread;
};

} // namespace

class TestBoundedRead : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A writer whose reader has gone gets EPIPE, not a signal that ends the test.
        std::signal(SIGPIPE, SIG_IGN);
    }

    void aFileWithinTheLimitIsReadWhole()
    {
        const QString path = m_dir.filePath(QStringLiteral("five.txt"));
        QVERIFY(ae::test::writeFile(path, "hello"));
        ReadError error;
        const std::optional<QByteArray> bytes = readFileAtMost(path, 5, kWhat, &error);
        QVERIFY2(bytes.has_value(), qPrintable(error.english()));
        QCOMPARE(*bytes, QByteArray("hello"));
    }

    void aFileOneByteOverIsRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("five.txt"));
        QVERIFY(ae::test::writeFile(path, "hello"));
        ReadError error;
        bool tooLarge = false;
        QVERIFY(!readFileAtMost(path, 4, kWhat, &error, &tooLarge));
        QCOMPARE(error.english(), refusal("4 bytes"));
        QVERIFY(tooLarge);
    }

    // A 300 MB file is refused from its size: reading it would take far
    // longer than this test's whole run, and the file is sparse anyway.
    void aHugeFileIsRefusedWithoutReading()
    {
        const QString path = m_dir.filePath(QStringLiteral("zeros.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(300ll * 1000 * 1000));
        file.close();
        ReadError error;
        QVERIFY(!readFileAtMost(path, 1u << 20, kWhat, &error));
        QCOMPARE(error.english(), refusal("1 MiB"));

        // The spec reader refuses it with its own limit, naming the file.
        const std::variant<Spec, SpecError> spec = readSpecFile(path);
        const SpecError* failure = std::get_if<SpecError>(&spec);
        QVERIFY(failure);
        QCOMPARE(QString::fromStdString(failure->field), path);
        QCOMPARE(QString::fromStdString(failure->message),
                 QStringLiteral("larger than the 128 MiB a spec or session may have; nothing "
                                "past that was read"));
    }

    void anEndlessDeviceStopsAtTheLimit()
    {
        ReadError error;
        bool tooLarge = false;
        QVERIFY(!readFileAtMost(QStringLiteral("/dev/zero"), 3u << 20, kWhat, &error, &tooLarge));
        QCOMPARE(error.english(), refusal("3 MiB"));
        QVERIFY(tooLarge);
    }

    void aFifoStopsAtTheLimitAndTheWriterIsLetGo()
    {
        const QString path = m_dir.filePath(QStringLiteral("endless.fifo"));
        QCOMPARE(::mkfifo(path.toLocal8Bit().constData(), 0600), 0);
        const std::uint64_t cap = 256ull << 20;
        FifoWriter writer(path, cap);
        ReadError error;
        QVERIFY(!readFileAtMost(path, 1u << 20, kWhat, &error));
        QCOMPARE(error.english(), refusal("1 MiB"));
        // The writer saw the reader leave (EPIPE) long before its cap: the
        // reader took about the limit and a pipe's buffer, not more.
        writer.join();
        QVERIFY2(writer.written() < 8ull << 20, qPrintable(QString::number(writer.written())));
    }

    void aShortFifoIsReadWhole()
    {
        const QString path = m_dir.filePath(QStringLiteral("short.fifo"));
        QCOMPARE(::mkfifo(path.toLocal8Bit().constData(), 0600), 0);
        FifoWriter writer(path, 200 * 1024); // stops once 200 KiB are written
        ReadError error;
        const std::optional<QByteArray> bytes = readFileAtMost(path, 1u << 20, kWhat, &error);
        QVERIFY2(bytes.has_value(), qPrintable(error.english()));
        QCOMPARE(bytes->size(), qsizetype(256 * 1024)); // whole 64 KiB writes: 4 of them
        QCOMPARE(bytes->count('\0'), bytes->size());
    }

    // Standard input and other streams: exactly the limit is accepted, one
    // byte more is not.
    void aStreamAtTheLimitPassesAndOneMoreDoesNot()
    {
        QByteArray data(1000, 'x');
        QBuffer buffer(&data);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        ReadError error;
        const std::optional<QByteArray> whole = readAtMost(buffer, 1000, kWhat, &error);
        QVERIFY(whole.has_value());
        QCOMPARE(*whole, data);

        buffer.seek(0);
        bool tooLarge = false;
        QVERIFY(!readAtMost(buffer, 999, kWhat, &error, &tooLarge));
        QCOMPARE(error.english(), refusal("999 bytes"));
        QVERIFY(tooLarge);
    }

    void missingAndFolderAreNotSizeRefusals()
    {
        ReadError error;
        bool tooLarge = true;
        QVERIFY(
            !readFileAtMost(m_dir.filePath(QStringLiteral("none")), 10, kWhat, &error, &tooLarge));
        QCOMPARE(error.english(), QStringLiteral("no such file"));
        QVERIFY(!tooLarge);
        QVERIFY(!readFileAtMost(m_dir.path(), 10, kWhat, &error, &tooLarge));
        QCOMPARE(error.english(), QStringLiteral("is a folder, not a file"));
        QVERIFY(!tooLarge);
    }

    void eachReaderUsesItsLimit()
    {
        // .npy: the limit given, the file named once.
        const QString npy = m_dir.filePath(QStringLiteral("big.npy"));
        QVERIFY(ae::test::writeFile(npy, QByteArray(2048, 'x')));
        ReadError error;
        QVERIFY(!readNpyFile(npy, &error, 1024));
        QCOMPARE(error.english(),
                 QStringLiteral("big.npy: larger than the 1 KiB an array file may have; "
                                "nothing past that was read"));
        QCOMPARE(error.english().count(QStringLiteral("big.npy")), 1);

        // An imported attention file and its token list.
        EngineLimits limits;
        limits.maxImportFileBytes = 1024;
        QVERIFY(!AttentionImport::readFile(npy, QString(), &error, limits));
        QCOMPARE(error.english(),
                 QStringLiteral("big.npy: larger than the 1 KiB an attention file may "
                                "have; nothing past that was read"));

        const NpyArray weights{{1, 2, 2}, {0.5f, 0.5f, 0.25f, 0.75f}};
        const QString small = m_dir.filePath(QStringLiteral("small.npy"));
        QString writeError;
        QVERIFY(writeNpyFile(small, weights, &writeError));
        const QString tokens = m_dir.filePath(QStringLiteral("small.tokens.txt"));
        QVERIFY(ae::test::writeFile(tokens, QByteArray(100, 'a')));
        limits = EngineLimits();
        limits.maxTokenListBytes = 64;
        QVERIFY(!AttentionImport::readFile(small, tokens, &error, limits));
        QCOMPARE(error.english(),
                 QStringLiteral("cannot read the token list small.tokens.txt: larger than "
                                "the 64 bytes a token list may have; nothing past that "
                                "was read"));

        // A spec, with a spec's limit.
        const QString spec = m_dir.filePath(QStringLiteral("spec.json"));
        QVERIFY(ae::test::writeFile(spec, QByteArray(300, ' ')));
        limits = EngineLimits();
        limits.maxSpecFileBytes = 200;
        const std::variant<Spec, SpecError> read = readSpecFile(spec, limits);
        QVERIFY(std::holds_alternative<SpecError>(read));
        QCOMPARE(QString::fromStdString(std::get<SpecError>(read).message),
                 QStringLiteral("larger than the 200 bytes a spec or session may have; nothing "
                                "past that was read"));
    }
};

AE_TEST_MAIN_CORE(TestBoundedRead)
#include "test_bounded_read.moc"
