#include "core/io/model_tokenizer.h"

#include "core/io/bounded_read.h"
#include "core/io/byte_level_bpe_tokenizer.h"
#include "core/io/model_folder.h"
#include "core/io/wordpiece_tokenizer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ae {
namespace {

class TokenizerText
{
    Q_DECLARE_TR_FUNCTIONS(ae::ModelTokenizer)
};

const QString kVocabJson = QStringLiteral("vocab.json");
const QString kMerges = QStringLiteral("merges.txt");
const QString kVocabTxt = QStringLiteral("vocab.txt");
const QString kTokenizerJson = QStringLiteral("tokenizer.json");
const QString kTokenizerConfig = QStringLiteral("tokenizer_config.json");

std::optional<QByteArray> readTokenizerFile(const QDir& dir, const QString& name,
                                            const ModelLimits& limits, ReadError* error)
{
    ReadError readError;
    std::optional<QByteArray> bytes =
        readFileAtMost(dir.filePath(name), limits.maxTokenizerFileBytes,
                       ReadError(ReadCode::TokenizerLimit), &readError);
    if (!bytes)
        *error = ReadError(ReadCode::Located, {name, readError});
    return bytes;
}

std::optional<QJsonObject> parseObject(const QByteArray& bytes, const QString& name,
                                       ReadError* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error =
            ReadError(ReadCode::TokenizerJson, {name, parseError.offset, parseError.errorString()});
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = ReadError(ReadCode::TokenizerNotObject, {name});
        return std::nullopt;
    }
    return document.object();
}

// The JSON object in file `name` of the folder.
std::optional<QJsonObject> readTokenizerObject(const QDir& dir, const QString& name,
                                               const ModelLimits& limits, ReadError* error)
{
    const std::optional<QByteArray> bytes = readTokenizerFile(dir, name, limits, error);
    return bytes ? parseObject(*bytes, name, error) : std::nullopt;
}

// tokenizer.json's "model" when its "type" is `type`; else `wrongType`
// naming the type found.
std::optional<QJsonObject> tokenizerModel(const QJsonObject& root, QLatin1String type,
                                          ReadCode wrongType, ReadError* error)
{
    const QJsonObject model = root.value(QLatin1String("model")).toObject();
    const QString found = model.value(QLatin1String("type")).toString();
    if (found != type) {
        *error = ReadError(wrongType, {kTokenizerJson, found});
        return std::nullopt;
    }
    return model;
}

// {"token": id, …} with whole-number ids.
std::optional<QHash<QString, int>> readVocabularyObject(const QJsonObject& object,
                                                        const QString& where,
                                                        const ModelLimits& limits, ReadError* error)
{
    if (object.size() > limits.maxVocabulary) {
        *error =
            ReadError(ReadCode::TokenizerTooMany, {where, object.size(), limits.maxVocabulary});
        return std::nullopt;
    }
    QHash<QString, int> vocabulary;
    vocabulary.reserve(object.size());
    for (auto it = object.begin(); it != object.end(); ++it) {
        const double id = it.value().toDouble(-1);
        if (!it.value().isDouble() || id < 0 || id != double(int(id))) {
            *error = ReadError(ReadCode::TokenizerNoId, {where, it.key()});
            return std::nullopt;
        }
        vocabulary.insert(it.key(), int(id));
    }
    return vocabulary;
}

// "left right" per line, after an optional "#version" line.
std::optional<std::vector<ByteLevelBpeTokenizer::Merge>> readMergesText(const QByteArray& bytes,
                                                                        ReadError* error)
{
    std::vector<ByteLevelBpeTokenizer::Merge> merges;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype k = 0; k < lines.size(); ++k) {
        QByteArray line = lines[k];
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty() || (k == 0 && line.startsWith("#version")))
            continue;
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() != 2 || parts[0].isEmpty() || parts[1].isEmpty()) {
            *error = ReadError(ReadCode::TokenizerMergeLine, {kMerges, k + 1});
            return std::nullopt;
        }
        merges.emplace_back(QString::fromUtf8(parts[0]), QString::fromUtf8(parts[1]));
    }
    return merges;
}

// tokenizer.json's model.merges: "a b" strings (older files) or ["a", "b"].
std::optional<std::vector<ByteLevelBpeTokenizer::Merge>> readMergesJson(const QJsonArray& array,
                                                                        ReadError* error)
{
    std::vector<ByteLevelBpeTokenizer::Merge> merges;
    for (qsizetype k = 0; k < array.size(); ++k) {
        QStringList parts;
        if (array[k].isString())
            parts = array[k].toString().split(QLatin1Char(' '));
        else if (array[k].isArray() && array[k].toArray().size() == 2)
            parts = {array[k].toArray()[0].toString(), array[k].toArray()[1].toString()};
        if (parts.size() != 2 || parts[0].isEmpty() || parts[1].isEmpty()) {
            *error = ReadError(ReadCode::TokenizerMergeEntry, {kTokenizerJson, k});
            return std::nullopt;
        }
        merges.emplace_back(parts[0], parts[1]);
    }
    return merges;
}

QString bpeDescription(const QString& files, int tokens, std::size_t merges)
{
    return TokenizerText::tr("byte-level BPE (%1): %2 tokens, %3 merges")
        .arg(files)
        .arg(tokens)
        .arg(merges);
}

std::unique_ptr<ModelTokenizer> loadBpe(const QDir& dir, int vocabularySize, ReadError* error,
                                        const ModelLimits& limits)
{
    std::optional<QHash<QString, int>> vocabulary;
    std::optional<std::vector<ByteLevelBpeTokenizer::Merge>> merges;
    QStringList specials{QStringLiteral("<|endoftext|>")};
    QString vocabularyFile = kVocabJson, files;
    if (dir.exists(kVocabJson) && dir.exists(kMerges)) {
        const std::optional<QJsonObject> object =
            readTokenizerObject(dir, kVocabJson, limits, error);
        if (!object || !(vocabulary = readVocabularyObject(*object, kVocabJson, limits, error)))
            return nullptr;
        const std::optional<QByteArray> mergeBytes = readTokenizerFile(dir, kMerges, limits, error);
        if (!mergeBytes || !(merges = readMergesText(*mergeBytes, error)))
            return nullptr;
        files = kVocabJson + QStringLiteral(" + ") + kMerges;
    } else {
        const std::optional<QJsonObject> root =
            readTokenizerObject(dir, kTokenizerJson, limits, error);
        const std::optional<QJsonObject> model =
            root ? tokenizerModel(*root, QLatin1String("BPE"), ReadCode::TokenizerNeedsBpe, error)
                 : std::nullopt;
        if (!model)
            return nullptr;
        vocabularyFile = kTokenizerJson;
        if (!(vocabulary = readVocabularyObject(model->value(QLatin1String("vocab")).toObject(),
                                                kTokenizerJson + QStringLiteral(": model.vocab"),
                                                limits, error)) ||
            !(merges = readMergesJson(model->value(QLatin1String("merges")).toArray(), error)))
            return nullptr;
        for (const QJsonValue& added : root->value(QLatin1String("added_tokens")).toArray())
            specials.append(added.toObject().value(QLatin1String("content")).toString());
        files = kTokenizerJson;
    }
    return ByteLevelBpeTokenizer::create(
        *vocabulary, *merges, specials, vocabularySize, vocabularyFile,
        bpeDescription(files, int(vocabulary->size()), merges->size()), error);
}

QString wordPieceDescription(const QString& files, int tokens, const WordPieceOptions& options)
{
    return TokenizerText::tr("WordPiece (%1): %2 tokens, %3")
        .arg(files)
        .arg(tokens)
        .arg(options.lowerCase ? TokenizerText::tr("lower-cased") : TokenizerText::tr("cased"));
}

std::unique_ptr<ModelTokenizer> loadWordPiece(const QDir& dir, int vocabularySize, ReadError* error,
                                              const ModelLimits& limits)
{
    WordPieceOptions options;
    QStringList vocabulary;
    QString vocabularyFile = kVocabTxt, files;
    if (dir.exists(kVocabTxt)) {
        const std::optional<QByteArray> bytes = readTokenizerFile(dir, kVocabTxt, limits, error);
        if (!bytes)
            return nullptr;
        vocabulary = QString::fromUtf8(*bytes).split(QLatin1Char('\n'));
        if (!vocabulary.isEmpty() && vocabulary.constLast().isEmpty())
            vocabulary.removeLast(); // the final line break
        for (QString& token : vocabulary)
            if (token.endsWith(QLatin1Char('\r')))
                token.chop(1);
        files = kVocabTxt;
        // tokenizer_config.json says whether the model is cased
        // (bert-base-chinese and *-cased are); without it, BERT's default.
        if (dir.exists(kTokenizerConfig)) {
            const std::optional<QJsonObject> object =
                readTokenizerObject(dir, kTokenizerConfig, limits, error);
            if (!object)
                return nullptr;
            options.lowerCase = object->value(QLatin1String("do_lower_case")).toBool(true);
            const QJsonValue strip = object->value(QLatin1String("strip_accents"));
            options.stripAccents = strip.isBool() ? strip.toBool() : options.lowerCase;
            files += QStringLiteral(" + ") + kTokenizerConfig;
        }
    } else {
        const std::optional<QJsonObject> root =
            readTokenizerObject(dir, kTokenizerJson, limits, error);
        const std::optional<QJsonObject> model =
            root ? tokenizerModel(*root, QLatin1String("WordPiece"),
                                  ReadCode::TokenizerNeedsWordPiece, error)
                 : std::nullopt;
        if (!model)
            return nullptr;
        vocabularyFile = kTokenizerJson;
        const std::optional<QHash<QString, int>> ids =
            readVocabularyObject(model->value(QLatin1String("vocab")).toObject(),
                                 kTokenizerJson + QStringLiteral(": model.vocab"), limits, error);
        if (!ids)
            return nullptr;
        if (ids->size() > vocabularySize) {
            *error =
                ReadError(ReadCode::TokenizerCount, {kTokenizerJson, ids->size(), vocabularySize});
            return nullptr;
        }
        vocabulary = QStringList(ids->size());
        for (auto it = ids->cbegin(); it != ids->cend(); ++it) {
            if (it.value() >= ids->size()) {
                *error = ReadError(ReadCode::TokenizerIdPast,
                                   {kTokenizerJson, it.key(), it.value(), ids->size()});
                return nullptr;
            }
            vocabulary[it.value()] = it.key();
        }
        options.unknown =
            model->value(QLatin1String("unk_token")).toString(QStringLiteral("[UNK]"));
        options.continuation =
            model->value(QLatin1String("continuing_subword_prefix")).toString(QStringLiteral("##"));
        options.maxCharactersPerWord =
            model->value(QLatin1String("max_input_chars_per_word")).toInt(100);
        const QJsonObject normalizer = root->value(QLatin1String("normalizer")).toObject();
        options.lowerCase = normalizer.value(QLatin1String("lowercase")).toBool(false);
        const QJsonValue strip = normalizer.value(QLatin1String("strip_accents"));
        options.stripAccents = strip.isBool() ? strip.toBool() : options.lowerCase;
        files = kTokenizerJson;
    }
    return WordPieceTokenizer::create(vocabulary, options, vocabularySize, vocabularyFile,
                                      wordPieceDescription(files, int(vocabulary.size()), options),
                                      error);
}

} // namespace

bool hasTokenizerFiles(const QString& folder)
{
    const QDir dir(folder);
    return dir.exists(kVocabJson) || dir.exists(kMerges) || dir.exists(kVocabTxt) ||
           dir.exists(kTokenizerJson);
}

std::unique_ptr<ModelTokenizer> loadModelTokenizer(const QString& folder, TransformerFamily family,
                                                   int vocabularySize, ReadError* error,
                                                   const ModelLimits& limits)
{
    const QDir dir(folder);
    const bool gpt2 = family == TransformerFamily::Gpt2;
    if (!(gpt2 ? (dir.exists(kVocabJson) && dir.exists(kMerges)) : dir.exists(kVocabTxt)) &&
        !dir.exists(kTokenizerJson)) {
        *error =
            gpt2 ? ReadError(ReadCode::TokenizerNoneGpt2) : ReadError(ReadCode::TokenizerNoneBert);
        return nullptr;
    }
    return gpt2 ? loadBpe(dir, vocabularySize, error, limits)
                : loadWordPiece(dir, vocabularySize, error, limits);
}

} // namespace ae
