// Tokenizer: Latin words and punctuation, one token per CJK/kana/hangul
// character, mixed text, invalid UTF-8 as U+FFFD, empty and blank input.

#include "core/tokenizer.h"

#include "tests/test_main.h"

#include <QObject>

Q_DECLARE_METATYPE(ae::Tokens)

namespace {

const std::string kReplacement = "\xEF\xBF\xBD"; // U+FFFD

QString joined(const ae::Tokens& tokens)
{
    QStringList parts;
    for (const std::string& token : tokens)
        parts << QString::fromStdString(token);
    return QLatin1Char('[') + parts.join(QStringLiteral("|")) + QLatin1Char(']');
}

} // namespace

class TokenizerTest : public QObject
{
    Q_OBJECT

private slots:
    void tokenize_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<ae::Tokens>("expected");
        const auto row = [](const char* name, const char* text, ae::Tokens expected) {
            QTest::newRow(name) << QByteArray(text) << expected;
        };
        row("english with punctuation", "Hello, world! It's state-of-the-art.",
            {"Hello", ",", "world", "!", "It's", "state-of-the-art", "."});
        row("chinese one token per character", "我爱深度学习。",
            {"我", "爱", "深", "度", "学", "习", "。"});
        row("mixed chinese and english", "我爱 deep learning!",
            {"我", "爱", "deep", "learning", "!"});
        row("latin glued to ideographs", "AI模型v2", {"AI", "模", "型", "v2"});
        row("kana", "ひらがなカタカナ", {"ひ", "ら", "が", "な", "カ", "タ", "カ", "ナ"});
        row("hangul", "안녕 하세요", {"안", "녕", "하", "세", "요"});
        row("full-width forms", "ＡＢ！", {"Ａ", "Ｂ", "！"});
        row("ideographic space separates", "我\u3000你", {"我", "你"});
        row("digits", "2024 年 3 月", {"2024", "年", "3", "月"});
        row("accented latin stays whole", "café naïve Straße", {"café", "naïve", "Straße"});
        row("trailing apostrophe is punctuation", "dogs' toys", {"dogs", "'", "toys"});
        row("leading hyphen is punctuation", "-5 x--y", {"-", "5", "x", "-", "-", "y"});
        row("curly apostrophe inside word", "don\u2019t", {"don\u2019t"});
        row("emoji is one token", "hi 😀!", {"hi", "😀", "!"});
        row("tabs and newlines", "a\tb\r\nc", {"a", "b", "c"});
        row("empty", "", {});
        row("whitespace only", "  \t\n  ", {});
    }
    void tokenize()
    {
        QFETCH(QByteArray, text);
        QFETCH(ae::Tokens, expected);
        const ae::Tokens tokens = ae::tokenize(std::string_view(text.constData(), text.size()));
        QCOMPARE(joined(tokens), joined(expected));
    }

    void invalidUtf8_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<ae::Tokens>("expected");
        const std::string r = kReplacement;
        QTest::newRow("stray byte between letters") << QByteArray("a\xFF"
                                                                  "b")
                                                    << ae::Tokens{"a", r, "b"};
        QTest::newRow("truncated sequence at end")
            << QByteArray("x\xE4\xBD") << ae::Tokens{"x", r, r};
        QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << ae::Tokens{r, r};
        QTest::newRow("utf-16 surrogate") << QByteArray("\xED\xA0\x80") << ae::Tokens{r, r, r};
        QTest::newRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << ae::Tokens{r, r, r, r};
        QTest::newRow("lone continuation then CJK")
            << QByteArray("\x80\xE4\xBD\xA0") << ae::Tokens{r, "你"};
        QTest::newRow("embedded NUL is a token")
            << QByteArray("a\0b", 3) << ae::Tokens{"a", std::string(1, '\0'), "b"};
    }
    void invalidUtf8()
    {
        QFETCH(QByteArray, text);
        QFETCH(ae::Tokens, expected);
        ae::Tokens tokens;
        try {
            tokens = ae::tokenize(std::string_view(text.constData(), text.size()));
        } catch (...) {
            QFAIL("tokenize threw on invalid UTF-8");
        }
        QCOMPARE(joined(tokens), joined(expected));
    }

    void everyByteValueIsSafe()
    {
        // All 256 single bytes and a pseudo-random byte soup: never throws,
        // and every token is valid UTF-8 (the replacement keeps output clean).
        std::string soup;
        for (int i = 0; i < 256; ++i)
            soup += static_cast<char>(i);
        unsigned state = 12345;
        for (int i = 0; i < 4096; ++i) {
            state = state * 1103515245u + 12345u;
            soup += static_cast<char>((state >> 16) & 0xFF);
        }
        const ae::Tokens tokens = ae::tokenize(soup);
        QVERIFY(!tokens.empty());
        for (const std::string& token : tokens) {
            QVERIFY(!token.empty());
            const QByteArray bytes(token.data(), static_cast<int>(token.size()));
            QVERIFY2(QString::fromUtf8(bytes).toUtf8() == bytes, bytes.toHex().constData());
        }
    }

    void cjkCodePoints_data()
    {
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<bool>("cjk");
        QTest::newRow("ideograph 一") << 0x4E00u << true;
        QTest::newRow("ideograph 龥") << 0x9FA5u << true;
        QTest::newRow("extension A") << 0x3400u << true;
        QTest::newRow("extension B") << 0x20000u << true;
        QTest::newRow("hiragana あ") << 0x3042u << true;
        QTest::newRow("katakana ア") << 0x30A2u << true;
        QTest::newRow("hangul 가") << 0xAC00u << true;
        QTest::newRow("ideographic full stop") << 0x3002u << true;
        QTest::newRow("full-width A") << 0xFF21u << true;
        QTest::newRow("compatibility ideograph") << 0xF900u << true;
        QTest::newRow("ideographic space is not") << 0x3000u << false;
        QTest::newRow("latin A is not") << 0x41u << false;
        QTest::newRow("e acute is not") << 0xE9u << false;
        QTest::newRow("emoji is not") << 0x1F600u << false;
    }
    void cjkCodePoints()
    {
        QFETCH(uint, codePoint);
        QFETCH(bool, cjk);
        QCOMPARE(ae::isCjkCodePoint(static_cast<char32_t>(codePoint)), cjk);
    }
};

AE_TEST_MAIN_CORE(TokenizerTest)
#include "test_tokenizer.moc"
