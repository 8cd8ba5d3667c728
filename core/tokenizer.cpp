#include "core/tokenizer.h"

namespace ae {

namespace {

constexpr char32_t kReplacement = 0xFFFD;

// Decodes one code point at `pos`; returns false (and consumes one byte) for
// an invalid sequence: bad lead byte, truncation, overlong form, surrogate or
// a value above U+10FFFF.
bool decode(std::string_view text, std::size_t& pos, char32_t& cp)
{
    const auto byte = [&text](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(pos);
    int extra = 0;
    char32_t value = 0;
    char32_t minimum = 0;
    if (lead < 0x80) {
        cp = lead;
        ++pos;
        return true;
    } else if ((lead & 0xE0) == 0xC0) {
        extra = 1;
        value = lead & 0x1F;
        minimum = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        extra = 2;
        value = lead & 0x0F;
        minimum = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        extra = 3;
        value = lead & 0x07;
        minimum = 0x10000;
    } else {
        ++pos;
        return false;
    }
    if (pos + static_cast<std::size_t>(extra) >= text.size()) {
        ++pos;
        return false;
    }
    for (int i = 1; i <= extra; ++i) {
        const unsigned char next = byte(pos + i);
        if ((next & 0xC0) != 0x80) {
            ++pos;
            return false;
        }
        value = (value << 6) | (next & 0x3F);
    }
    if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
        ++pos;
        return false;
    }
    cp = value;
    pos += 1 + extra;
    return true;
}

void appendUtf8(std::string& out, char32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

bool isSpace(char32_t cp)
{
    return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || cp == 0x85 || cp == 0xA0 || cp == 0x1680 ||
           (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 || cp == 0x202F ||
           cp == 0x205F || cp == 0x3000 || cp == 0xFEFF;
}

// Letters and digits of alphabetic scripts. ASCII is exact; above it, any
// code point of an alphabetic block counts (Latin-1 letters, Latin Extended,
// IPA, combining marks, Greek, Cyrillic, Armenian, Hebrew, Arabic, Indic …,
// Latin Extended Additional, Greek Extended), which keeps "café", "naïve"
// and "Straße" whole without a Unicode database.
bool isWordChar(char32_t cp)
{
    if (cp < 0x80)
        return (cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z');
    if (cp >= 0xC0 && cp <= 0x24F)
        return cp != 0xD7 && cp != 0xF7;
    if (cp == 0xAA || cp == 0xB5 || cp == 0xBA)
        return true;
    if (cp >= 0x250 && cp <= 0x1FFF)
        return cp != 0x37E && cp != 0x387 && cp != 0x589 && cp != 0x5BE && cp != 0x60C &&
               cp != 0x61B && cp != 0x61F && cp != 0x6D4 && cp != 0x964 && cp != 0x965;
    return false;
}

bool isJoiner(char32_t cp)
{
    return cp == '\'' || cp == 0x2019 || cp == '-';
}

} // namespace

bool isCjkCodePoint(char32_t cp)
{
    return (cp >= 0x1100 && cp <= 0x11FF)       // Hangul Jamo
           || (cp >= 0x2E80 && cp <= 0x2FDF)    // CJK radicals, Kangxi radicals
           || (cp >= 0x3001 && cp <= 0x303F)    // CJK symbols and punctuation (not U+3000 space)
           || (cp >= 0x3040 && cp <= 0x30FF)    // Hiragana, Katakana
           || (cp >= 0x3100 && cp <= 0x31FF)    // Bopomofo, Hangul compat. Jamo, Kanbun, ext.
           || (cp >= 0x3200 && cp <= 0x33FF)    // Enclosed CJK, CJK compatibility
           || (cp >= 0x3400 && cp <= 0x4DBF)    // Extension A
           || (cp >= 0x4E00 && cp <= 0x9FFF)    // Unified ideographs
           || (cp >= 0xA960 && cp <= 0xA97F)    // Hangul Jamo Extended-A
           || (cp >= 0xAC00 && cp <= 0xD7FF)    // Hangul syllables, Jamo Extended-B
           || (cp >= 0xF900 && cp <= 0xFAFF)    // Compatibility ideographs
           || (cp >= 0xFE30 && cp <= 0xFE4F)    // CJK compatibility forms
           || (cp >= 0xFF01 && cp <= 0xFFEF)    // Half-width and full-width forms
           || (cp >= 0x1B000 && cp <= 0x1B16F)  // Kana supplement / extended
           || (cp >= 0x20000 && cp <= 0x3134F)  // Extensions B–G
           || (cp >= 0x2F800 && cp <= 0x2FA1F); // Compatibility supplement
}

Tokens tokenize(std::string_view utf8)
{
    std::vector<char32_t> cps;
    cps.reserve(utf8.size());
    for (std::size_t pos = 0; pos < utf8.size();) {
        char32_t cp = 0;
        cps.push_back(decode(utf8, pos, cp) ? cp : kReplacement);
    }

    Tokens tokens;
    std::string word;
    const auto flush = [&]() {
        if (!word.empty()) {
            tokens.push_back(word);
            word.clear();
        }
    };
    for (std::size_t i = 0; i < cps.size(); ++i) {
        const char32_t cp = cps[i];
        if (isWordChar(cp)) {
            appendUtf8(word, cp);
        } else if (isJoiner(cp) && !word.empty() && i + 1 < cps.size() && isWordChar(cps[i + 1])) {
            // An apostrophe or hyphen between letters stays inside the word
            // ("don't", "state-of-the-art").
            appendUtf8(word, cp);
        } else {
            flush();
            if (isSpace(cp))
                continue;
            std::string single;
            appendUtf8(single, cp);
            tokens.push_back(std::move(single));
        }
    }
    flush();
    return tokens;
}

} // namespace ae
