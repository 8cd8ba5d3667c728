#pragma once
// The symbols a training task writes (letters, the bar that separates a
// question from its answer, brackets, the answers y/n…), one token id each.
// Every symbol is one printable ASCII character other than space, so a saved
// model's byte-level tokenizer (core/io/trained_model_writer.h) turns each
// typed character into exactly one id. The last id is always the unknown
// symbol '?', which stands for any character the task does not use.

#include <optional>
#include <string>
#include <vector>

namespace ae {

class SymbolVocabulary
{
public:
    static constexpr char unknownSymbol = '?';

    // `symbols` in id order, without '?' (appended). Throws EngineError
    // naming "symbols" for a repeated, non-printable or reserved character.
    explicit SymbolVocabulary(std::string symbols);

    int size() const { return int(m_symbols.size()); }
    char symbol(int id) const { return m_symbols[std::size_t(id)]; }
    // The id of `symbol`, or nullopt for a character the task does not use.
    std::optional<int> id(char symbol) const;
    int unknownId() const { return size() - 1; }
    // Every symbol in id order, '?' last.
    const std::string& symbols() const { return m_symbols; }

    // Ids of `text`, unknown characters as unknownId().
    std::vector<int> encode(const std::string& text) const;
    std::string decode(const std::vector<int>& ids) const;

private:
    std::string m_symbols;
    int m_ids[128];
};

} // namespace ae
