#pragma once
// The tokenizer a Hugging Face model folder ships, turning a user's text into
// the ids the model was trained on. Two families (one class each):
//
//   ByteLevelBpeTokenizer  GPT-2: vocab.json + merges.txt, or tokenizer.json
//                          with a "BPE" model
//   WordPieceTokenizer     BERT: vocab.txt, or tokenizer.json with a
//                          "WordPiece" model
//
// loadModelTokenizer() picks the one the folder holds. Like every reader of
// outside data, each file is refused from its size before it is read
// (ModelLimits::maxTokenizerFileBytes), and every refusal names the file and
// what is wrong in it. Unicode classes (letters, numbers, punctuation, marks)
// and normalisation come from QtCore, so this lives in ae_io, not ae_core.

#include "core/io/read_error.h"
#include "core/transformer_model.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace ae {

struct ModelLimits;

struct TokenizedText
{
    std::vector<int> ids;
    std::vector<int> types; // BERT's segment per token (0 until the first [SEP]); 0s for GPT-2
    QStringList pieces;     // the vocabulary's strings: "Ġcat", "##ing", "[CLS]"
    QStringList labels;     // the same, readable: "␣cat", "##ing", "[CLS]"
};

class ModelTokenizer
{
public:
    virtual ~ModelTokenizer() = default;

    // The text's tokens. nullopt with `error` only for what the vocabulary
    // cannot express (a byte-level vocabulary missing a byte symbol); words a
    // WordPiece vocabulary lacks become [UNK] as in the original.
    virtual std::optional<TokenizedText> encode(const QString& text, ReadError* error) const = 0;

    // The vocabulary's string for `id`, and its readable label (as in
    // TokenizedText); empty for an id outside the vocabulary.
    virtual QString piece(int id) const = 0;
    virtual QString label(int id) const = 0;
    virtual int vocabularySize() const = 0;

    // The text `ids` stand for (GPT-2: their bytes as UTF-8; BERT: the
    // pieces joined, "##" continuations glued to the word before).
    virtual QString decode(const std::vector<int>& ids) const = 0;

    // What was read, e.g. "byte-level BPE: vocab.json + merges.txt, 50257
    // tokens, 50000 merges" (translated).
    virtual QString description() const = 0;
};

// The folder's tokenizer for a model of `family`: for GPT-2 vocab.json +
// merges.txt, else tokenizer.json; for BERT vocab.txt (with
// tokenizer_config.json's do_lower_case / strip_accents when present), else
// tokenizer.json. nullptr with `error` when none is there or one is
// malformed; `error` is then "vocab.json: …" etc. Ids are checked against
// `vocabularySize` (the model's embedding rows): a tokenizer naming a row the
// model lacks is refused here rather than when run.
std::unique_ptr<ModelTokenizer> loadModelTokenizer(const QString& folder, TransformerFamily family,
                                                   int vocabularySize, ReadError* error,
                                                   const ModelLimits& limits);

// True if the folder has any tokenizer file, so a caller can tell "no
// tokenizer, run ids only" from "a tokenizer that is broken".
bool hasTokenizerFiles(const QString& folder);

} // namespace ae
