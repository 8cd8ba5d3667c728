#include "core/training/symbol_vocabulary.h"

#include "core/types.h"

#include <algorithm>
#include <iterator>

namespace ae {

SymbolVocabulary::SymbolVocabulary(std::string symbols) : m_symbols(std::move(symbols))
{
    std::fill(std::begin(m_ids), std::end(m_ids), -1);
    m_symbols.push_back(unknownSymbol);
    for (std::size_t i = 0; i < m_symbols.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(m_symbols[i]);
        if (c <= 0x20 || c >= 0x7F)
            throw EngineError("symbols", ErrorCode::NotPrintableAscii, {std::to_string(int(c))});
        if (m_ids[c] >= 0)
            throw EngineError(
                "symbols", c == unknownSymbol ? ErrorCode::SymbolReserved : ErrorCode::SymbolTwice,
                {std::string(1, char(c))});
        m_ids[c] = int(i);
    }
}

std::optional<int> SymbolVocabulary::id(char symbol) const
{
    const unsigned char c = static_cast<unsigned char>(symbol);
    if (c >= 128 || m_ids[c] < 0 || c == unknownSymbol)
        return std::nullopt;
    return m_ids[c];
}

std::vector<int> SymbolVocabulary::encode(const std::string& text) const
{
    std::vector<int> ids;
    ids.reserve(text.size());
    for (char c : text)
        ids.push_back(id(c).value_or(unknownId()));
    return ids;
}

std::string SymbolVocabulary::decode(const std::vector<int>& ids) const
{
    std::string text;
    for (int i : ids)
        text.push_back(i >= 0 && i < size() ? symbol(i) : unknownSymbol);
    return text;
}

} // namespace ae
