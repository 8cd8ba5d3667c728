#pragma once
// Splits UTF-8 text into tokens: Latin words (letters, digits, apostrophes
// inside words) and single punctuation marks; every CJK ideograph, kana or
// hangul syllable is a token of its own; whitespace separates and is dropped.
// Mixed text works ("我爱 deep learning!" → 我, 爱, deep, learning, !).
// Invalid UTF-8 bytes become U+FFFD tokens; the tokenizer never throws.

#include "core/types.h"

#include <string_view>

namespace ae {

Tokens tokenize(std::string_view utf8);

// True for code points tokenized one per character (CJK ideographs incl.
// extensions and compatibility blocks, kana, hangul, CJK punctuation,
// full-width forms).
bool isCjkCodePoint(char32_t cp);

} // namespace ae
