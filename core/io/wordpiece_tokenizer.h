#pragma once
// BERT's tokenizer: a basic split, then WordPiece.
//
//  1. Special tokens typed in the text ([CLS], [SEP], [MASK], [PAD], [UNK])
//     are split out whole.
//  2. Basic split of the rest: NUL, U+FFFD and control characters dropped;
//     white space becomes a space; every CJK ideograph gets spaces around it
//     (so Chinese is one token per character); split on spaces; lower-cased
//     and accents stripped (NFD, non-spacing marks dropped) when the model is
//     uncased; punctuation (ASCII symbols, Unicode P*) split off as words.
//  3. WordPiece: each word is cut greedily into the longest vocabulary
//     entries, continuations written "##…"; a word that cannot be cut, or of
//     more than maxCharactersPerWord characters, is [UNK].
//  4. [CLS] first and [SEP] last; token types are 0 up to and including the
//     first [SEP], then 1 (so "question [SEP] answer" is a sentence pair).

#include "core/io/model_tokenizer.h"

#include <QHash>

namespace ae {

struct WordPieceOptions
{
    bool lowerCase = true;
    bool stripAccents = true; // BERT strips accents when it lower-cases
    QString unknown = QStringLiteral("[UNK]");
    QString continuation = QStringLiteral("##");
    int maxCharactersPerWord = 100;
};

class WordPieceTokenizer final : public ModelTokenizer
{
public:
    // `vocabulary` lists the tokens by id. nullptr with `error` ("vocab.txt:
    // …", named by `vocabularyFile`) if it is larger than the model's
    // `vocabularySize` or lacks [CLS], [SEP] or the unknown token.
    static std::unique_ptr<WordPieceTokenizer>
    create(const QStringList& vocabulary, const WordPieceOptions& options, int vocabularySize,
           const QString& vocabularyFile, const QString& description, ReadError* error);

    std::optional<TokenizedText> encode(const QString& text, ReadError* error) const override;
    QString piece(int id) const override;
    QString label(int id) const override { return piece(id); }
    int vocabularySize() const override { return int(pieces_.size()); }
    QString decode(const std::vector<int>& ids) const override;
    QString description() const override { return description_; }

    // Step 2 on text without special tokens: the words WordPiece then cuts.
    QStringList basicSplit(const QString& text) const;

    // True for the code points BERT surrounds with spaces (CJK ideographs).
    static bool isCjkIdeograph(char32_t cp);

private:
    WordPieceTokenizer() = default;
    void appendWord(const QString& word, TokenizedText* out) const;
    void append(int id, TokenizedText* out) const;

    QStringList pieces_;
    QHash<QString, int> ids_;
    QStringList specials_; // in the vocabulary, longest first
    WordPieceOptions options_;
    int unknownId_ = 0, clsId_ = 0, sepId_ = 0;
    QString description_;
};

} // namespace ae
