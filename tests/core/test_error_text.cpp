// Error codes (core/error_code.h): every code has its English template, the
// templates are distinct kinds of message, and the one formatter puts the
// arguments where the placeholders are. EngineError's message and what() are
// that text; an engine check throws its code with its arguments.

#include "core/error_text.h"
#include "core/multi_head_attention.h"
#include "core/types.h"

#include "tests/test_main.h"

#include <QObject>

#include <set>
#include <string>
#include <vector>

namespace {

// The highest placeholder %1 … %9 in `text` (0 when it has none).
int highestPlaceholder(const std::string& text)
{
    int highest = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i)
        if (text[i] == '%' && text[i + 1] >= '1' && text[i + 1] <= '9')
            highest = std::max(highest, text[i + 1] - '0');
    return highest;
}

} // namespace

class ErrorTextTest : public QObject
{
    Q_OBJECT

private slots:
    void everyCodeHasItsOwnTemplate()
    {
        std::set<std::string> seen;
        for (int c = 0; c < ae::kErrorCodeCount; ++c) {
            const std::string text = ae::errorTemplate(static_cast<ae::ErrorCode>(c));
            QVERIFY2(!text.empty(), qPrintable(QStringLiteral("code %1 has no template").arg(c)));
            QVERIFY2(seen.insert(text).second,
                     qPrintable(QStringLiteral("code %1 repeats the template \"%2\"")
                                    .arg(c)
                                    .arg(QString::fromStdString(text))));
        }
        QCOMPARE(int(seen.size()), ae::kErrorCodeCount);
    }

    void everyCodeFormatsEachOfItsArguments()
    {
        for (int c = 0; c < ae::kErrorCodeCount; ++c) {
            const auto code = static_cast<ae::ErrorCode>(c);
            const std::string text = ae::errorTemplate(code);
            const int count = highestPlaceholder(text);
            std::vector<std::string> args;
            for (int a = 1; a <= count; ++a)
                args.push_back("<" + std::to_string(a) + ">");
            const std::string message = ae::errorMessage(code, args);
            QCOMPARE(highestPlaceholder(message), 0);
            // No gap: %1 … %count each appear.
            for (int a = 1; a <= count; ++a)
                QVERIFY2(message.find(args[std::size_t(a - 1)]) != std::string::npos,
                         qPrintable(QStringLiteral("code %1 lacks %%2: %3")
                                        .arg(c)
                                        .arg(a)
                                        .arg(QString::fromStdString(text))));
        }
    }

    void handWrittenMessages()
    {
        QCOMPARE(ae::errorMessage(ae::ErrorCode::MustBeAtLeast, {"1", "0"}),
                 std::string("must be at least 1, got 0"));
        QCOMPARE(
            ae::errorMessage(ae::ErrorCode::LineTooLong, {"2", "5000", "4096"}),
            std::string("line 2 has 5000 tokens; the limit is 4096 (maximum sequence length)"));
        // %1 twice.
        QCOMPARE(ae::errorMessage(ae::ErrorCode::TooManyLines, {"64"}),
                 std::string("has more than 64 non-empty lines (batch items); the limit is 64 "
                             "(maximum batch size)"));
        QCOMPARE(
            ae::errorMessage(ae::ErrorCode::ItemQueryLengthOutside, {"1", "2", "9", "4"}),
            std::string("batch item 1, query 2: length 9 is outside 0..4 (m = number of keys)"));
        QCOMPARE(ae::errorMessage(ae::ErrorCode::SymbolReserved, {"?"}),
                 std::string("'?' is reserved for unknown characters"));
        QCOMPARE(ae::errorMessage(ae::ErrorCode::MustBeFromTo, {"9", "1", "8"}),
                 std::string("9; must be from 1 to 8"));
        QCOMPARE(ae::errorMessage(ae::ErrorCode::InputsRequired, {}),
                 std::string("required: give \"inputs\" (an n×d matrix) or \"text\""));
    }

    void argumentsAreSubstitutedOnce()
    {
        // An argument holding a placeholder stays as it is; a placeholder
        // without an argument stays, and so does a '%' before a non-digit.
        QCOMPARE(ae::formatErrorTemplate("%1 and %2", {"%2", "b"}), std::string("%2 and b"));
        QCOMPARE(ae::formatErrorTemplate("%1 of %3", {"a"}), std::string("a of %3"));
        QCOMPARE(ae::formatErrorTemplate("100% %0 %1%", {"x"}), std::string("100% %0 x%"));
    }

    void engineErrorIsTheCodesText()
    {
        const ae::EngineError error("num_heads", ae::ErrorCode::HeadsDivideQueryWidth, {"5", "64"});
        QCOMPARE(error.field(), std::string("num_heads"));
        QCOMPARE(error.code(), ae::ErrorCode::HeadsDivideQueryWidth);
        QCOMPARE(error.args(), (std::vector<std::string>{"5", "64"}));
        QCOMPARE(error.message(), std::string("5 does not divide the projected query width 64"));
        QCOMPARE(std::string(error.what()),
                 std::string("num_heads: 5 does not divide the projected query width 64"));
        const ae::EngineError unnamed("", ae::ErrorCode::NotEnoughMemoryForConfiguration);
        QCOMPARE(std::string(unnamed.what()),
                 std::string("not enough memory for this configuration"));
    }

    void theEngineThrowsItsCode()
    {
        ae::AttentionInputs inputs;
        inputs.inputs = {ae::Matrix::Ones(3, 64)};
        ae::AttentionConfig config;
        config.numHeads = 5;
        try {
            ae::validate(inputs, config);
            QFAIL("5 heads over a width of 64 were accepted");
        } catch (const ae::EngineError& error) {
            QCOMPARE(error.field(), std::string("num_heads"));
            QCOMPARE(error.code(), ae::ErrorCode::HeadsDivideQueryWidth);
            QCOMPARE(error.args(), (std::vector<std::string>{"5", "64"}));
            QCOMPARE(std::string(error.what()),
                     std::string("num_heads: 5 does not divide the projected query width 64"));
        }
        config.numHeads = 0;
        try {
            ae::validate(inputs, config);
            QFAIL("0 heads were accepted");
        } catch (const ae::EngineError& error) {
            QCOMPARE(error.code(), ae::ErrorCode::MustBeAtLeast);
            QCOMPARE(std::string(error.what()),
                     std::string("num_heads: must be at least 1, got 0"));
        }
    }
};

AE_TEST_MAIN_CORE(ErrorTextTest)
#include "test_error_text.moc"
