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

// Calls f(piece) for each piece step 2 cuts `text` into, in order.
template <typename F> void forEachPiece(QStringView text, F&& f)
{
    QRegularExpressionMatchIterator it = piecePattern().globalMatch(text);
    while (it.hasNext())
        f(it.next().capturedView());
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

// A token's readable text (label()): its bytes as UTF-8 with spaces and line
// breaks made visible, part of a character as its bytes in hex, a special
// token as it is.
QString labelOf(const QString& piece)
{
    const std::optional<QByteArray> bytes = bytesOf(piece);
    if (!bytes)
        return piece; // a special token
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

} // namespace

struct ByteLevelBpeTokenizer::MergeScratch
{
    // A doubly linked list of symbols (−1: merged into the one before).
    std::vector<int> symbol, prev, next;
    struct Candidate
    {
        int rank;
        int left;
        int leftSymbol, rightSymbol; // the pair when pushed, to tell stale entries
        bool operator>(const Candidate& o) const
        {
            return rank != o.rank ? rank > o.rank : left > o.left;
        }
    };
    std::vector<Candidate> heap; // a min-heap by (rank, left)
};

QChar ByteLevelBpeTokenizer::byteSymbol(unsigned char byte)
{
    return QChar(byteTable().symbol[byte]);
}

QStringList ByteLevelBpeTokenizer::pretokenize(const QString& text)
{
    QStringList pieces;
    forEachPiece(text, [&](QStringView piece) { pieces.append(piece.toString()); });
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
    t->labels_.reserve(t->pieces_.size());
    for (const QString& piece : t->pieces_)
        t->labels_.push_back(piece.isEmpty() ? QString() : labelOf(piece));
    for (int b = 0; b < 256; ++b)
        t->symbolNumber(QString(byteSymbol(static_cast<unsigned char>(b))));
    for (std::size_t rank = 0; rank < merges.size(); ++rank) {
        const quint64 left = quint64(t->symbolNumber(merges[rank].first));
        const quint64 right = quint64(t->symbolNumber(merges[rank].second));
        const int made = t->symbolNumber(merges[rank].first + merges[rank].second);
        if (!t->rules_.contains(left << 32 | right)) // a repeated pair keeps its first rank
            t->rules_.insert(left << 32 | right, MergeRule{int(rank), made});
    }
    for (const QString& special : specialTokens)
        if (!special.isEmpty() && vocabulary.contains(special))
            t->specials_.append(special);
    std::sort(t->specials_.begin(), t->specials_.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    t->description_ = description;
    return t;
}

int ByteLevelBpeTokenizer::symbolNumber(const QString& text)
{
    const auto found = symbolNumbers_.constFind(text);
    if (found != symbolNumbers_.cend())
        return *found;
    const int number = int(symbolTexts_.size());
    symbolNumbers_.insert(text, number);
    symbolTexts_.push_back(text);
    symbolTokens_.push_back(vocabulary_.value(text, -1));
    return number;
}

void ByteLevelBpeTokenizer::merge(const QByteArray& bytes, MergeScratch& s) const
{
    // The heap holds (rank, left position) of adjacent pairs that a merge
    // names, stale entries skipped when popped.
    const int n = int(bytes.size());
    s.symbol.resize(std::size_t(n));
    s.prev.resize(std::size_t(n));
    s.next.resize(std::size_t(n));
    s.heap.clear();
    for (int i = 0; i < n; ++i) {
        s.symbol[std::size_t(i)] = static_cast<unsigned char>(bytes[i]); // byte b is symbol b
        s.prev[std::size_t(i)] = i - 1;
        s.next[std::size_t(i)] = i + 1 < n ? i + 1 : -1;
    }
    const auto push = [&](int left) {
        const int right = left >= 0 ? s.next[std::size_t(left)] : -1;
        if (left < 0 || right < 0)
            return;
        const int l = s.symbol[std::size_t(left)], r = s.symbol[std::size_t(right)];
        const auto rule = rules_.constFind(quint64(l) << 32 | quint64(r));
        if (rule == rules_.cend())
            return;
        s.heap.push_back({rule->rank, left, l, r});
        std::push_heap(s.heap.begin(), s.heap.end(), std::greater<>());
    };
    for (int i = 0; i + 1 < n; ++i)
        push(i);
    while (!s.heap.empty()) {
        std::pop_heap(s.heap.begin(), s.heap.end(), std::greater<>());
        const MergeScratch::Candidate c = s.heap.back();
        s.heap.pop_back();
        const int right = s.next[std::size_t(c.left)];
        if (s.symbol[std::size_t(c.left)] != c.leftSymbol || right < 0 ||
            s.symbol[std::size_t(right)] != c.rightSymbol)
            continue; // merged away since it was pushed
        s.symbol[std::size_t(c.left)] =
            rules_.value(quint64(c.leftSymbol) << 32 | quint64(c.rightSymbol)).made;
        s.symbol[std::size_t(right)] = -1;
        s.next[std::size_t(c.left)] = s.next[std::size_t(right)];
        if (s.next[std::size_t(right)] >= 0)
            s.prev[std::size_t(s.next[std::size_t(right)])] = c.left;
        push(s.prev[std::size_t(c.left)]);
        push(c.left);
    }
}

void ByteLevelBpeTokenizer::appendToken(int id, TokenizedText* out) const
{
    out->ids.push_back(id);
    out->types.push_back(0);
    out->pieces.append(pieces_[std::size_t(id)]);
    out->labels.append(labels_[std::size_t(id)]);
}

std::optional<TokenizedText> ByteLevelBpeTokenizer::encode(const QString& text,
                                                           ReadError* error) const
{
    TokenizedText out;
    MergeScratch scratch;
    qsizetype start = 0;
    const auto encodePlain = [&](QStringView plain) {
        bool known = true;
        forEachPiece(plain, [&](QStringView piece) {
            if (!known)
                return;
            const QByteArray bytes = piece.toUtf8();
            merge(bytes, scratch);
            for (int i = bytes.isEmpty() ? -1 : 0; known && i >= 0;
                 i = scratch.next[std::size_t(i)]) {
                const int symbol = scratch.symbol[std::size_t(i)];
                const int id = symbolTokens_[std::size_t(symbol)];
                if (id < 0) {
                    *error =
                        ReadError(ReadCode::BpeMergeMissing, {symbolTexts_[std::size_t(symbol)]});
                    known = false;
                } else {
                    appendToken(id, &out);
                }
            }
        });
        return known;
    };
    for (qsizetype i = 0; i < text.size();) {
        const auto special =
            std::find_if(specials_.cbegin(), specials_.cend(),
                         [&](const QString& s) { return QStringView(text).mid(i).startsWith(s); });
        if (special == specials_.cend()) {
            ++i;
            continue;
        }
        if (!encodePlain(QStringView(text).mid(start, i - start)))
            return std::nullopt;
        appendToken(vocabulary_.value(*special), &out);
        i += special->size();
        start = i;
    }
    if (!encodePlain(QStringView(text).mid(start)))
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
    return id >= 0 && id < int(labels_.size()) ? labels_[std::size_t(id)] : QString();
}

} // namespace ae
