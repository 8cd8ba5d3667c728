#include "core/io/byte_level_bpe_tokenizer.h"

#include <QStringDecoder>
#include <queue>

#include <algorithm>

namespace ae {
namespace {

// byte → symbol and back, built once (GPT-2's table).
struct ByteTable
{
    std::array<char16_t, 256> symbol{};
    QHash<char16_t, unsigned char> byte;

    ByteTable()
    {
        auto printable = [](int b) {
            return (b >= 0x21 && b <= 0x7E) || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
        };
        int next = 0;
        for (int b = 0; b < 256; ++b) {
            symbol[std::size_t(b)] = printable(b) ? char16_t(b) : char16_t(0x100 + next++);
            byte.insert(symbol[std::size_t(b)], static_cast<unsigned char>(b));
        }
    }
};

const ByteTable& byteTable()
{
    static const ByteTable table;
    return table;
}

// GPT-2's pre-tokenizer pattern; \s, \p{L}, \p{N} by Unicode properties.
const QRegularExpression& piecePattern()
{
    static const QRegularExpression pattern(
        QStringLiteral(
            R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)"),
        QRegularExpression::UseUnicodePropertiesOption);
    return pattern;
}

// A piece's bytes, or nullopt if one of its symbols is not a byte symbol
// (a special token such as "<|endoftext|>").
std::optional<QByteArray> bytesOf(const QString& piece)
{
    QByteArray bytes;
    for (const QChar c : piece) {
        const auto found = byteTable().byte.constFind(c.unicode());
        if (found == byteTable().byte.cend())
            return std::nullopt;
        bytes.append(char(*found));
    }
    return bytes;
}

} // namespace

QChar ByteLevelBpeTokenizer::byteSymbol(unsigned char byte)
{
    return QChar(byteTable().symbol[byte]);
}

QStringList ByteLevelBpeTokenizer::pretokenize(const QString& text)
{
    QStringList pieces;
    QRegularExpressionMatchIterator it = piecePattern().globalMatch(text);
    while (it.hasNext())
        pieces.append(it.next().captured());
    return pieces;
}

std::unique_ptr<ByteLevelBpeTokenizer>
ByteLevelBpeTokenizer::create(const QHash<QString, int>& vocabulary,
                              const std::vector<Merge>& merges, const QStringList& specialTokens,
                              int vocabularySize, const QString& vocabularyFile,
                              const QString& description, ReadError* error)
{
    std::unique_ptr<ByteLevelBpeTokenizer> t(new ByteLevelBpeTokenizer);
    t->pieces_.assign(std::size_t(vocabularySize), QString());
    for (auto it = vocabulary.cbegin(); it != vocabulary.cend(); ++it) {
        if (it.value() < 0 || it.value() >= vocabularySize) {
            *error = ReadError(ReadCode::BpeIdPast,
                               {vocabularyFile, it.key(), it.value(), vocabularySize});
            return nullptr;
        }
        t->pieces_[std::size_t(it.value())] = it.key();
    }
    for (int b = 0; b < 256; ++b) {
        const QString symbol(byteSymbol(static_cast<unsigned char>(b)));
        if (!vocabulary.contains(symbol)) {
            *error = ReadError(ReadCode::BpeByteMissing, {vocabularyFile, symbol, b});
            return nullptr;
        }
    }
    t->vocabulary_ = vocabulary;
    for (std::size_t rank = 0; rank < merges.size(); ++rank) {
        const QString key = merges[rank].first + QLatin1Char(' ') + merges[rank].second;
        if (!t->ranks_.contains(key))
            t->ranks_.insert(key, int(rank));
    }
    for (const QString& special : specialTokens)
        if (!special.isEmpty() && vocabulary.contains(special))
            t->specials_.append(special);
    std::sort(t->specials_.begin(), t->specials_.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    t->description_ = description;
    return t;
}

std::vector<QString> ByteLevelBpeTokenizer::merge(const QString& symbols) const
{
    // A doubly linked list of symbols; the heap holds (rank, left position)
    // of adjacent pairs in the merge list, stale entries skipped when popped.
    const int n = int(symbols.size());
    std::vector<QString> symbol(static_cast<std::size_t>(n));
    std::vector<int> prev(static_cast<std::size_t>(n)), next(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        symbol[std::size_t(i)] = QString(symbols[i]);
        prev[std::size_t(i)] = i - 1;
        next[std::size_t(i)] = i + 1 < n ? i + 1 : -1;
    }
    struct Candidate
    {
        int rank;
        int left;
        QString pair; // the pair when pushed, to tell stale entries
        bool operator>(const Candidate& o) const
        {
            return rank != o.rank ? rank > o.rank : left > o.left;
        }
    };
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> heap;
    auto push = [&](int left) {
        const int right = left >= 0 ? next[std::size_t(left)] : -1;
        if (left < 0 || right < 0)
            return;
        QString pair = symbol[std::size_t(left)] + QLatin1Char(' ') + symbol[std::size_t(right)];
        const auto rank = ranks_.constFind(pair);
        if (rank != ranks_.cend())
            heap.push({*rank, left, std::move(pair)});
    };
    for (int i = 0; i + 1 < n; ++i)
        push(i);
    while (!heap.empty()) {
        const Candidate c = heap.top();
        heap.pop();
        const int right = next[std::size_t(c.left)];
        if (symbol[std::size_t(c.left)].isEmpty() || right < 0 ||
            c.pair != symbol[std::size_t(c.left)] + QLatin1Char(' ') + symbol[std::size_t(right)])
            continue; // merged away since it was pushed
        symbol[std::size_t(c.left)] += symbol[std::size_t(right)];
        symbol[std::size_t(right)].clear();
        next[std::size_t(c.left)] = next[std::size_t(right)];
        if (next[std::size_t(right)] >= 0)
            prev[std::size_t(next[std::size_t(right)])] = c.left;
        push(prev[std::size_t(c.left)]);
        push(c.left);
    }
    std::vector<QString> out;
    for (int i = n > 0 ? 0 : -1; i >= 0; i = next[std::size_t(i)])
        out.push_back(symbol[std::size_t(i)]);
    return out;
}

bool ByteLevelBpeTokenizer::appendPiece(const QString& piece, TokenizedText* out,
                                        ReadError* error) const
{
    const auto id = vocabulary_.constFind(piece);
    if (id == vocabulary_.cend()) {
        *error = ReadError(ReadCode::BpeMergeMissing, {piece});
        return false;
    }
    out->ids.push_back(*id);
    out->types.push_back(0);
    out->pieces.append(piece);
    out->labels.append(label(*id));
    return true;
}

std::optional<TokenizedText> ByteLevelBpeTokenizer::encode(const QString& text,
                                                           ReadError* error) const
{
    TokenizedText out;
    qsizetype start = 0;
    auto encodePlain = [&](const QString& plain) {
        for (const QString& piece : pretokenize(plain)) {
            const QByteArray bytes = piece.toUtf8();
            QString symbols;
            symbols.reserve(bytes.size());
            for (const char b : bytes)
                symbols.append(byteSymbol(static_cast<unsigned char>(b)));
            for (const QString& merged : merge(symbols))
                if (!appendPiece(merged, &out, error))
                    return false;
        }
        return true;
    };
    for (qsizetype i = 0; i < text.size();) {
        const auto special =
            std::find_if(specials_.cbegin(), specials_.cend(),
                         [&](const QString& s) { return QStringView(text).mid(i).startsWith(s); });
        if (special == specials_.cend()) {
            ++i;
            continue;
        }
        if (!encodePlain(text.mid(start, i - start)) || !appendPiece(*special, &out, error))
            return std::nullopt;
        i += special->size();
        start = i;
    }
    if (!encodePlain(text.mid(start)))
        return std::nullopt;
    return out;
}

QString ByteLevelBpeTokenizer::piece(int id) const
{
    return id >= 0 && id < int(pieces_.size()) ? pieces_[std::size_t(id)] : QString();
}

QString ByteLevelBpeTokenizer::decode(const std::vector<int>& ids) const
{
    QByteArray bytes;
    for (const int id : ids) {
        const QString p = piece(id);
        const std::optional<QByteArray> pieceBytes = bytesOf(p);
        bytes += pieceBytes ? *pieceBytes : p.toUtf8();
    }
    return QString::fromUtf8(bytes); // a character cut at the end becomes U+FFFD
}

QString ByteLevelBpeTokenizer::label(int id) const
{
    const QString p = piece(id);
    const std::optional<QByteArray> bytes = bytesOf(p);
    if (!bytes)
        return p; // a special token
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(*bytes);
    if (decoder.hasError()) {
        // Part of a character (one of the UTF-8 bytes of 我): its bytes in hex.
        QStringList hex;
        for (const char b : *bytes)
            hex.append(QStringLiteral("%1")
                           .arg(uint(static_cast<unsigned char>(b)), 2, 16, QLatin1Char('0'))
                           .toUpper());
        return QLatin1Char('<') + hex.join(QLatin1Char(' ')) + QLatin1Char('>');
    }
    // Spaces and line breaks made visible: a leading space is GPT-2's word mark.
    text.replace(QLatin1Char(' '), QChar(0x2423)).replace(QLatin1Char('\n'), QChar(0x21B5));
    return text;
}

} // namespace ae
