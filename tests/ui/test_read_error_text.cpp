// The interface's words for the readers' errors (ui/document/read_error_text):
// in English they are the readers' text byte for byte (the tr() sources are
// core/io's templates), nested arguments are translated with their message,
// and with the Chinese translator installed a bad spec, a bad import and a
// bad model folder are refused in Chinese where the window shows them.

#include "core/io/read_error.h"
#include "core/io/spec_reader.h"
#include "ui/document/app_settings.h"
#include "ui/document/engine_error_text.h"
#include "ui/document/imported_attention_document.h"
#include "ui/document/read_error_text.h"
#include "ui/i18n/language_manager.h"

#include "tests/test_main.h"

#include <QFile>
#include <QTemporaryDir>

using namespace ae;

namespace {

SpecError specError(const QByteArray& json)
{
    const std::variant<Spec, SpecError> read = readSpec(json);
    return std::holds_alternative<SpecError>(read) ? std::get<SpecError>(read) : SpecError();
}

// The Chinese templates reach the .qm once the lead has merged
// resources/translations/pending/errcodes.tsv into the .ts.
bool chineseMerged()
{
    return readErrorTemplateText(ReadCode::NoSuchFile) != QLatin1String("no such file");
}

} // namespace

class TestReadErrorText : public QObject
{
    Q_OBJECT
private slots:
    void init() { settings::language.reset(); }

    void englishIsTheReadersText()
    {
        // No translator: every tr() template is core/io's English template.
        for (int c = 0; c < kReadCodeCount; ++c) {
            const auto code = static_cast<ReadCode>(c);
            QCOMPARE(readErrorTemplateText(code), QString::fromUtf8(readErrorTemplate(code)));
        }
        const ReadError nested(ReadCode::Located, {QStringLiteral("a.json"),
                                                   ReadError(ReadCode::SpecExpectedInteger,
                                                             {ReadError(ReadCode::JsonObject)})});
        QCOMPARE(translatedReadError(nested), nested.english());
        QCOMPARE(translatedReadError(nested),
                 QStringLiteral("a.json: expected an integer, found an object"));
        // The spec reader's errors carry their ReadError; the field stays.
        const SpecError error = specError(R"({"num_heads": "two", "text": "a b"})");
        QCOMPARE(error.field, std::string("num_heads"));
        QVERIFY(!error.reading.isEmpty());
        QCOMPARE(translatedSpecError(error), QString::fromStdString(error.toString()));
        QCOMPARE(translatedSpecError(error),
                 QStringLiteral("num_heads: expected an integer, found the string \"two\""));
    }

    void chineseTranslatesTheWholeMessage()
    {
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
        if (!chineseMerged()) {
            QVERIFY(manager.setLanguage(QStringLiteral("en")));
            QSKIP("resources/translations/pending/errcodes.tsv is not merged into the .ts yet");
        }
        // Hand-written from the Chinese templates: the described value is
        // translated inside the message, the field and the name stay.
        QCOMPARE(translatedSpecError(specError(R"({"num_heads": "two", "text": "a b"})")),
                 QStringLiteral("num_heads: 应为整数，实际为 字符串 \"two\""));

        // File ▸ Import of a file that is not a .npy: the window's message.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("bad.npy"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not numpy at all");
        file.close();
        ImportedAttentionDocument document;
        QString error;
        QVERIFY(!document.importFile(path, QString(), &error));
        QCOMPARE(error, QStringLiteral("bad.npy：不是可读取的 .npy 文件：不是 NumPy .npy 文件"
                                       "（缺少魔数字符串 \\x93NUMPY）"));

        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        error.clear();
        QVERIFY(!document.importFile(path, QString(), &error));
        QCOMPARE(error, QStringLiteral("bad.npy: not a readable .npy file: not a NumPy .npy file "
                                       "(the magic string \\x93NUMPY is missing)"));
    }
};

AE_TEST_MAIN_GUI(TestReadErrorText)
#include "test_read_error_text.moc"
