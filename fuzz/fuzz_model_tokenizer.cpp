// libFuzzer target: the model tokenizers on arbitrary text. Byte-level BPE
// must give back exactly the text it was given (decode ∘ encode = identity,
// whatever the merges); WordPiece must give ids inside its vocabulary,
// [CLS] first, [SEP] last, and types that switch from 0 to 1 at most once.

#include "core/io/byte_level_bpe_tokenizer.h"
#include "core/io/wordpiece_tokenizer.h"

#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "%s\n", what);
    std::abort();
}

const ae::ByteLevelBpeTokenizer& bpe()
{
    static const std::unique_ptr<ae::ByteLevelBpeTokenizer> tokenizer = [] {
        QHash<QString, int> vocabulary;
        for (int b = 0; b < 256; ++b)
            vocabulary.insert(
                QString(ae::ByteLevelBpeTokenizer::byteSymbol(static_cast<unsigned char>(b))), b);
        const std::vector<ae::ByteLevelBpeTokenizer::Merge> merges{
            {"a", "b"}, {"ab", "c"}, {"Ġ", "ab"}, {"a", "a"}, {"aa", "aa"}, {"Ġ", "Ġ"}, {"æ", "Ī"}};
        for (const auto& merge : merges)
            vocabulary.insert(merge.first + merge.second, int(vocabulary.size()));
        vocabulary.insert(QStringLiteral("<|endoftext|>"), int(vocabulary.size()));
        ae::ReadError error;
        auto made = ae::ByteLevelBpeTokenizer::create(vocabulary, merges, {"<|endoftext|>"},
                                                      int(vocabulary.size()), "v", "fuzz", &error);
        if (!made)
            fail("the fuzz tokenizer was refused");
        return made;
    }();
    return *tokenizer;
}

const ae::WordPieceTokenizer& wordPiece()
{
    static const std::unique_ptr<ae::WordPieceTokenizer> tokenizer = [] {
        ae::WordPieceOptions options;
        options.maxCharactersPerWord = 20;
        ae::ReadError error;
        auto made = ae::WordPieceTokenizer::create(
            {"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "a", "##a", "b", "##b", "ab", "我", "."},
            options, 12, "vocab.txt", "fuzz", &error);
        if (!made)
            fail("the fuzz tokenizer was refused");
        return made;
    }();
    return *tokenizer;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 4096)
        return 0;
    const QString text =
        QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    ae::ReadError error;
    const std::optional<ae::TokenizedText> bytes = bpe().encode(text, &error);
    if (!bytes)
        fail("byte-level BPE refused a text");
    if (bpe().decode(bytes->ids) != text)
        fail("byte-level BPE did not give back its text");
    const std::optional<ae::TokenizedText> words = wordPiece().encode(text, &error);
    if (!words || words->ids.size() < 2 || words->ids.front() != 2 || words->ids.back() != 3)
        fail("WordPiece lost [CLS] or [SEP]");
    int switches = 0;
    for (std::size_t k = 0; k < words->ids.size(); ++k) {
        if (words->ids[k] < 0 || words->ids[k] >= 12)
            fail("an id outside the vocabulary");
        if (k > 0 && words->types[k] != words->types[k - 1])
            ++switches;
    }
    if (switches > 1 || words->types.front() != 0)
        fail("token types switch more than once");
    return 0;
}
