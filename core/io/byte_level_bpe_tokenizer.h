#pragma once
// GPT-2's tokenizer: byte-level byte-pair encoding.
//
//  1. Special tokens typed in the text ("<|endoftext|>") are split out whole.
//  2. The rest is cut by GPT-2's pattern: 's 't 're 've 'm 'll 'd, an
//     optional space and a run of letters, of numbers, or of other
//     non-space characters, and runs of white space (the last space of a run
//     is left to begin the next word).
//  3. Each piece's UTF-8 bytes become printable symbols, one per byte
//     (byteSymbol(): the printable bytes stand for themselves, the others
//     are U+0100 + k in byte order, so a space is "Ġ" and a newline "Ċ").
//  4. Adjacent symbols are merged, lowest merge rank first, until no
//     adjacent pair is in the merge list; each result is a vocabulary entry.
//
// Merging uses a heap over adjacent pairs, so a long word costs O(n log n),
// not the O(n²) of the rank-scan loop; for a merge list learnt by BPE (each
// merge's parts made by earlier merges) the result is the same. It works on
// symbol numbers, not strings: every string a merge names (its parts and
// what it makes) is numbered once, when the tokenizer is made, so a word is
// merged without allocating a string per symbol or pair. Every token's label
// is made then too, so encoding allocates nothing per token.

#include "core/io/model_tokenizer.h"

#include <QHash>
#include <QRegularExpression>

#include <array>
#include <utility>

namespace ae {

class ByteLevelBpeTokenizer final : public ModelTokenizer
{
public:
    using Merge = std::pair<QString, QString>;

    // `vocabulary` maps each token to its id (ids below `vocabularySize`),
    // `merges` are in rank order, `specialTokens` are split out before
    // anything else (those of them in the vocabulary). nullptr with `error`
    // ("vocab.json: …", named by `vocabularyFile`) when the vocabulary lacks
    // a byte symbol or names an id the model lacks.
    static std::unique_ptr<ByteLevelBpeTokenizer>
    create(const QHash<QString, int>& vocabulary, const std::vector<Merge>& merges,
           const QStringList& specialTokens, int vocabularySize, const QString& vocabularyFile,
           const QString& description, ReadError* error);

    std::optional<TokenizedText> encode(const QString& text, ReadError* error) const override;
    QString piece(int id) const override;
    QString label(int id) const override;
    int vocabularySize() const override { return int(pieces_.size()); }
    QString decode(const std::vector<int>& ids) const override;
    QString description() const override { return description_; }

    // The printable symbol standing for `byte` (step 3 above).
    static QChar byteSymbol(unsigned char byte);

    // The pieces step 2 cuts `text` into (no special tokens).
    static QStringList pretokenize(const QString& text);

private:
    struct MergeRule
    {
        int rank;
        int made; // the symbol the pair becomes
    };
    // Scratch of merge(), reused from piece to piece of one text.
    struct MergeScratch;

    ByteLevelBpeTokenizer() = default;
    int symbolNumber(const QString& text); // numbers `text` if new (create() only)
    // Step 4 on one piece's UTF-8 bytes: its symbols after merging, in order.
    void merge(const QByteArray& bytes, MergeScratch& scratch) const;
    void appendToken(int id, TokenizedText* out) const; // `id` in the vocabulary

    QHash<QString, int> vocabulary_;
    std::vector<QString> pieces_; // by id; empty where the vocabulary has no entry
    std::vector<QString> labels_; // by id, label()'s text
    // Symbols: 0 … 255 the byte symbols (by byte), then each other string a
    // merge names, in the order met.
    QHash<QString, int> symbolNumbers_;
    std::vector<QString> symbolTexts_;
    std::vector<int> symbolTokens_;   // by symbol: its id, or −1 if not in the vocabulary
    QHash<quint64, MergeRule> rules_; // (left << 32 | right) → the lowest-ranked merge
    QStringList specials_;            // longest first
    QString description_;
};

} // namespace ae
