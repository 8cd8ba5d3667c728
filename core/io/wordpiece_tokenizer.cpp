#include "core/io/wordpiece_tokenizer.h"

#include <algorithm>

namespace ae {
namespace {

bool isControl(char32_t cp)
{
    if (cp == U'\t' || cp == U'\n' || cp == U'\r')
        return false;
    const QChar::Category c = QChar::category(cp);
    return c == QChar::Other_Control || c == QChar::Other_Format;
}

bool isWhiteSpace(char32_t cp)
{
    return cp == U' ' || cp == U'\t' || cp == U'\n' || cp == U'\r' ||
           QChar::category(cp) == QChar::Separator_Space;
}

bool isPunctuation(char32_t cp)
{
    if ((cp >= 33 && cp <= 47) || (cp >= 58 && cp <= 64) || (cp >= 91 && cp <= 96) ||
        (cp >= 123 && cp <= 126))
        return true;
    switch (QChar::category(cp)) {
    case QChar::Punctuation_Connector:
    case QChar::Punctuation_Dash:
    case QChar::Punctuation_Open:
    case QChar::Punctuation_Close:
    case QChar::Punctuation_InitialQuote:
    case QChar::Punctuation_FinalQuote:
    case QChar::Punctuation_Other:
        return true;
    default:
        return false;
    }
}

void appendCodePoint(QString* s, char32_t cp)
{
    const char32_t one[1] = {cp};
    s->append(QString::fromUcs4(one, 1));
}

} // namespace

bool WordPieceTokenizer::isCjkIdeograph(char32_t cp)
{
    return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
           (cp >= 0x20000 && cp <= 0x2A6DF) || (cp >= 0x2A700 && cp <= 0x2B73F) ||
           (cp >= 0x2B740 && cp <= 0x2B81F) || (cp >= 0x2B820 && cp <= 0x2CEAF) ||
           (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x2F800 && cp <= 0x2FA1F);
}

std::unique_ptr<WordPieceTokenizer>
WordPieceTokenizer::create(const QStringList& vocabulary, const WordPieceOptions& options,
                           int vocabularySize, const QString& vocabularyFile,
                           const QString& description, ReadError* error)
{
    if (vocabulary.size() > vocabularySize) {
        *error = ReadError(ReadCode::TokenizerCount,
                           {vocabularyFile, vocabulary.size(), vocabularySize});
        return nullptr;
    }
    std::unique_ptr<WordPieceTokenizer> t(new WordPieceTokenizer);
    t->pieces_ = vocabulary;
    for (int id = 0; id < vocabulary.size(); ++id)
        if (!t->ids_.contains(vocabulary[id]))
            t->ids_.insert(vocabulary[id], id);
    for (const QString& required :
         {options.unknown, QStringLiteral("[CLS]"), QStringLiteral("[SEP]")}) {
        if (!t->ids_.contains(required)) {
            *error = ReadError(ReadCode::WordPieceMissing, {vocabularyFile, required});
            return nullptr;
        }
    }
    t->unknownId_ = t->ids_.value(options.unknown);
    t->clsId_ = t->ids_.value(QStringLiteral("[CLS]"));
    t->sepId_ = t->ids_.value(QStringLiteral("[SEP]"));
    for (const char* special : {"[CLS]", "[SEP]", "[MASK]", "[PAD]"})
        if (t->ids_.contains(QLatin1String(special)))
            t->specials_.append(QLatin1String(special));
    t->specials_.append(options.unknown);
    std::sort(t->specials_.begin(), t->specials_.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    t->options_ = options;
    t->description_ = description;
    return t;
}

QString WordPieceTokenizer::piece(int id) const
{
    return id >= 0 && id < pieces_.size() ? pieces_[id] : QString();
}

QString WordPieceTokenizer::decode(const std::vector<int>& ids) const
{
    QString text;
    for (const int id : ids) {
        const QString p = piece(id);
        if (p.startsWith(options_.continuation) && !text.isEmpty())
            text += p.mid(options_.continuation.size());
        else
            text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + p;
    }
    return text;
}

QStringList WordPieceTokenizer::basicSplit(const QString& text) const
{
    QString cleaned;
    for (const char32_t cp : text.toUcs4()) {
        if (cp == 0 || cp == 0xFFFD || isControl(cp))
            continue;
        if (isWhiteSpace(cp)) {
            cleaned.append(QLatin1Char(' '));
        } else if (isCjkIdeograph(cp)) {
            cleaned.append(QLatin1Char(' '));
            appendCodePoint(&cleaned, cp);
            cleaned.append(QLatin1Char(' '));
        } else {
            appendCodePoint(&cleaned, cp);
        }
    }
    QStringList words;
    for (QString word : cleaned.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (options_.lowerCase)
            word = word.toLower();
        if (options_.stripAccents) {
            QString stripped;
            for (const char32_t cp : word.normalized(QString::NormalizationForm_D).toUcs4())
                if (QChar::category(cp) != QChar::Mark_NonSpacing)
                    appendCodePoint(&stripped, cp);
            word = stripped;
        }
        QString current;
        for (const char32_t cp : word.toUcs4()) {
            if (isPunctuation(cp)) {
                if (!current.isEmpty())
                    words.append(current);
                current.clear();
                appendCodePoint(&current, cp);
                words.append(current);
                current.clear();
            } else {
                appendCodePoint(&current, cp);
            }
        }
        if (!current.isEmpty())
            words.append(current);
    }
    return words;
}

void WordPieceTokenizer::append(int id, TokenizedText* out) const
{
    out->ids.push_back(id);
    out->pieces.append(pieces_[id]);
    out->labels.append(pieces_[id]);
}

void WordPieceTokenizer::appendWord(const QString& word, TokenizedText* out) const
{
    const QList<uint> chars = word.toUcs4(); // Qt 6.4: uint code points
    if (chars.size() > options_.maxCharactersPerWord) {
        append(unknownId_, out);
        return;
    }
    std::vector<int> found;
    for (qsizetype start = 0; start < chars.size();) {
        qsizetype end = chars.size();
        int id = -1;
        for (; end > start; --end) {
            QString candidate = QString::fromUcs4(
                reinterpret_cast<const char32_t*>(chars.constData()) + start, end - start);
            if (start > 0)
                candidate.prepend(options_.continuation);
            const auto it = ids_.constFind(candidate);
            if (it != ids_.cend()) {
                id = *it;
                break;
            }
        }
        if (id < 0) {
            append(unknownId_, out);
            return;
        }
        found.push_back(id);
        start = end;
    }
    for (const int id : found)
        append(id, out);
}

std::optional<TokenizedText> WordPieceTokenizer::encode(const QString& text, ReadError*) const
{
    TokenizedText out;
    append(clsId_, &out);
    qsizetype start = 0;
    auto encodePlain = [&](qsizetype from, qsizetype to) {
        for (const QString& word : basicSplit(text.mid(from, to - from)))
            appendWord(word, &out);
    };
    for (qsizetype i = 0; i < text.size();) {
        const auto special =
            std::find_if(specials_.cbegin(), specials_.cend(),
                         [&](const QString& s) { return QStringView(text).mid(i).startsWith(s); });
        if (special == specials_.cend()) {
            ++i;
            continue;
        }
        encodePlain(start, i);
        append(ids_.value(*special), &out);
        i += special->size();
        start = i;
    }
    encodePlain(start, text.size());
    append(sepId_, &out);
    int type = 0;
    for (std::size_t k = 0; k < out.ids.size(); ++k) {
        out.types.push_back(type);
        if (out.ids[k] == sepId_)
            type = 1;
    }
    return out;
}

} // namespace ae
