// libFuzzer target: the tokenizer on arbitrary bytes (valid and invalid
// UTF-8). It never throws, never yields an empty token, and every token is
// valid UTF-8 (invalid bytes become U+FFFD).

#include "core/tokenizer.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

// Strict UTF-8 check (no overlongs, no surrogates, ≤ U+10FFFF).
bool isValidUtf8(std::string_view s)
{
    std::size_t i = 0;
    while (i < s.size()) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        int extra = 0;
        char32_t cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            extra = 1;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (i + extra >= s.size())
            return false;
        for (int k = 1; k <= extra; ++k) {
            const unsigned char cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (cc & 0x3F);
        }
        static const char32_t smallest[] = {0, 0x80, 0x800, 0x10000};
        if (cp < smallest[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += extra + 1;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ae::Tokens tokens = ae::tokenize(text);
    for (const std::string& token : tokens) {
        if (token.empty()) {
            std::fprintf(stderr, "empty token\n");
            std::abort();
        }
        if (!isValidUtf8(token)) {
            std::fprintf(stderr, "token is not valid UTF-8\n");
            std::abort();
        }
    }
    return 0;
}
