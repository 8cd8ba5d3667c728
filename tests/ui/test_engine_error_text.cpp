// The interface's words for the engine's errors (ui/document/engine_error_text):
// in English they are the engine's text byte for byte (the tr() sources are
// core's templates), and with the Chinese translator installed the engine's
// coded errors reach the window's runner failure in Chinese, naming the field.

#include "core/error_text.h"
#include "core/io/spec_runner.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/engine_error_text.h"
#include "ui/i18n/language_manager.h"
#include "ui/main/main_window.h"

#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QApplication>

using namespace ae;

namespace {

// Shows `spec` in `window` and waits for its run to end (finished or failed).
void showSpec(MainWindow& window, const Spec& spec)
{
    window.document()->reset(spec);
    QCoreApplication::processEvents();
    window.runner()->waitForIdle();
    QCoreApplication::processEvents();
}

} // namespace

class TestEngineErrorText : public QObject
{
    Q_OBJECT
private slots:
    void init() { settings::language.reset(); }

    void englishIsTheEnginesText()
    {
        // No translator: every tr() template is core's English template.
        for (int c = 0; c < kErrorCodeCount; ++c) {
            const auto code = static_cast<ErrorCode>(c);
            QCOMPARE(engineErrorTemplate(code), QString::fromUtf8(errorTemplate(code)));
        }
        const EngineError error("mask.valid_lens", ErrorCode::ItemQueryLengthOutside,
                                {"1", "2", "9", "4"});
        QCOMPARE(translatedEngineError(error), QString::fromUtf8(error.what()));
        // The reader's own (uncoded) messages pass through as they are.
        const SpecError reader("num_heads", "expected an integer");
        QCOMPARE(translatedSpecError(reader), QStringLiteral("num_heads: expected an integer"));
        const SpecError coded("", ErrorCode::NotEnoughMemoryForPass);
        QCOMPARE(translatedSpecError(coded), QString::fromStdString(coded.message));
    }

    void chineseFormatsTheArguments()
    {
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
        // Hand-written expectations from the Chinese templates.
        QCOMPARE(translatedEngineError("num_heads", ErrorCode::MustBeAtLeast, {"1", "0"}),
                 QStringLiteral("num_heads: 必须至少为 1，实际为 0"));
        QCOMPARE(translatedEngineMessage(ErrorCode::TooManyLines, {"64"}),
                 QStringLiteral("非空行（批量项）多于 64 行；上限是 64（最大批量）"));
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QCOMPARE(translatedEngineMessage(ErrorCode::TooManyLines, {"64"}),
                 QString::fromStdString(errorMessage(ErrorCode::TooManyLines, {"64"})));
    }

    void chineseWindowShowsTheEnginesErrorsInChinese()
    {
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
        MainWindow window;
        window.setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Discard; });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        EngineLimits limits = window.runner()->limits();
        limits.maxSequenceLength = 5;
        window.runner()->setLimits(limits);
        QSignalSpy failed(window.runner(), &AttentionRunner::runFailed);

        // Six words on line 2 against a limit of 5: refused before embedding.
        showSpec(window, test::randomTextSpec("a b\none two three four five six", 2, 16, 32, 11));
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("text"));
        QCOMPARE(failed.at(0).at(1).toString(),
                 QStringLiteral("第 2 行有 6 个词元；上限是 5（最大序列长度）"));
        QVERIFY2(window.lastError() ==
                     QStringLiteral("text: 第 2 行有 6 个词元；上限是 5（最大序列长度）"),
                 qPrintable(window.lastError()));

        // Three heads over a projected width of 16.
        showSpec(window, test::randomTextSpec("a b c", 3, 16, 32, 11));
        QTRY_COMPARE(failed.count(), 2);
        QCOMPARE(failed.at(1).at(0).toString(), QStringLiteral("num_heads"));
        QCOMPARE(failed.at(1).at(1).toString(), QStringLiteral("3 不能整除投影后的查询宽度 16"));
        QVERIFY2(window.lastError() == QStringLiteral("num_heads: 3 不能整除投影后的查询宽度 16"),
                 qPrintable(window.lastError()));
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
    }
};

AE_TEST_MAIN_GUI(TestEngineErrorText)
#include "test_engine_error_text.moc"
