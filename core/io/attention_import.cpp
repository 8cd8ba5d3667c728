#include "core/io/attention_import.h"

#include "core/io/bounded_read.h"
#include "core/io/npy.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace ae {

namespace {

// Messages of this file, filed by lupdate under the context they are looked
// up in at run time ("ae::AttentionImport").
class ImportText
{
    Q_DECLARE_TR_FUNCTIONS(ae::AttentionImport)
};

QStringList numberedLabels(int count)
{
    QStringList labels;
    labels.reserve(count);
    for (int i = 0; i < count; ++i)
        labels.append(QString::number(i));
    return labels;
}

// Refuses sizes beyond the engine's limits, quoting the limit. Called with
// the shape alone, before the matrices are allocated.
bool checkLimits(std::int64_t layers, std::int64_t heads, std::int64_t q, std::int64_t k,
                 const EngineLimits& limits, ReadError* error)
{
    if (layers < 1 || heads < 1 || q < 1 || k < 1) {
        *error = ReadError(ReadCode::ImportEmpty, {layers, heads, q, k});
        return false;
    }
    if (heads > limits.maxHeads) {
        *error = ReadError(ReadCode::ImportTooManyHeads, {heads, limits.maxHeads});
        return false;
    }
    if (q > limits.maxSequenceLength || k > limits.maxSequenceLength) {
        *error = ReadError(ReadCode::ImportTooManyTokens, {q, k, limits.maxSequenceLength});
        return false;
    }
    const std::uint64_t bytes =
        std::uint64_t(layers) * std::uint64_t(heads) * std::uint64_t(q) * std::uint64_t(k) * 4u;
    if (bytes > limits.maxTraceBytes) {
        *error = ReadError(ReadCode::ImportTooLarge,
                           {QString::fromStdString(formatBytes(bytes)),
                            QString::fromStdString(formatBytes(limits.maxTraceBytes))});
        return false;
    }
    return true;
}

// Each query row must be finite, non-negative and sum to 1 (or be all zero:
// a fully masked query). `rowName(l, h, r)` names a row in the file's terms.
template <typename RowName>
bool checkDistributions(ImportedAttention& imported, RowName rowName, ReadError* error)
{
    int maskedRows = 0;
    for (std::size_t l = 0; l < imported.layers.size(); ++l) {
        for (std::size_t h = 0; h < imported.layers[l].size(); ++h) {
            const Matrix& weights = imported.layers[l][h];
            for (Eigen::Index r = 0; r < weights.rows(); ++r) {
                double sum = 0.0;
                bool allZero = true;
                for (Eigen::Index c = 0; c < weights.cols(); ++c) {
                    const float w = weights(r, c);
                    if (!std::isfinite(w)) {
                        *error =
                            ReadError(ReadCode::ImportNotFinite, {rowName(int(l), int(h), int(r)),
                                                                  c, ReadError::number(double(w))});
                        return false;
                    }
                    if (w < 0.0f) {
                        *error =
                            ReadError(ReadCode::ImportNegative, {rowName(int(l), int(h), int(r)), c,
                                                                 ReadError::number(double(w))});
                        return false;
                    }
                    allZero = allZero && w == 0.0f;
                    sum += double(w);
                }
                if (allZero) {
                    ++maskedRows;
                    continue;
                }
                if (std::abs(sum - 1.0) > AttentionImport::kRowSumTolerance) {
                    *error = ReadError(ReadCode::ImportSum,
                                       {rowName(int(l), int(h), int(r)), ReadError::number(sum, 6),
                                        ReadError::number(AttentionImport::kRowSumTolerance)});
                    return false;
                }
            }
        }
    }
    if (maskedRows > 0)
        imported.warnings.append(ImportText::tr(
            "%n query row(s) are all zero and shown as fully masked", nullptr, maskedRows));
    return true;
}

bool applyTokens(ImportedAttention& imported, const QStringList& tokens,
                 const QStringList& keyTokens, ReadError* error)
{
    const int q = imported.queryCount();
    const int k = imported.keyCount();
    if (tokens.isEmpty()) {
        imported.queryTokens = numberedLabels(q);
        imported.warnings.append(ImportText::tr("no token list: tokens are numbered from 0"));
    } else if (tokens.size() != q) {
        *error = ReadError(ReadCode::ImportTokenCount, {tokens.size(), q});
        return false;
    } else {
        imported.queryTokens = tokens;
    }
    if (!keyTokens.isEmpty()) {
        if (keyTokens.size() != k) {
            *error = ReadError(ReadCode::ImportKeyTokenCount, {keyTokens.size(), k});
            return false;
        }
        imported.keyTokens = keyTokens;
    } else if (q == k) {
        imported.keyTokens = imported.queryTokens;
    } else if (!tokens.isEmpty()) {
        *error = ReadError(ReadCode::ImportTokensForKeys, {tokens.size(), q, k});
        return false;
    } else {
        imported.keyTokens = numberedLabels(k);
    }
    return true;
}

QString describe(const QString& name, const ImportedAttention& imported)
{
    return ImportText::tr("%1 (%2 layers × %3 heads, %4 queries × %5 keys)")
        .arg(name)
        .arg(imported.layerCount())
        .arg(imported.headCount())
        .arg(imported.queryCount())
        .arg(imported.keyCount());
}

QString shapeText(const std::vector<std::int64_t>& shape)
{
    QStringList parts;
    for (std::int64_t s : shape)
        parts.append(QString::number(s));
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

std::optional<QStringList> stringList(const QJsonValue& value, const QString& field,
                                      ReadError* error)
{
    if (!value.isArray()) {
        *error = ReadError(ReadCode::ImportStringList, {field});
        return std::nullopt;
    }
    QStringList list;
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString()) {
            *error = ReadError(ReadCode::ImportExpectedString, {field, i});
            return std::nullopt;
        }
        list.append(array.at(i).toString());
    }
    return list;
}

} // namespace

int ImportedAttention::queryCount() const
{
    return layers.empty() || layers.front().empty() ? 0 : int(layers.front().front().rows());
}

int ImportedAttention::keyCount() const
{
    return layers.empty() || layers.front().empty() ? 0 : int(layers.front().front().cols());
}

std::optional<ImportedAttention> AttentionImport::fromNpy(const QByteArray& bytes,
                                                          const QStringList& tokens,
                                                          const QString& name, ReadError* error,
                                                          const EngineLimits& limits)
{
    ReadError npyError;
    std::optional<NpyArray> array = decodeNpy(bytes, &npyError);
    if (!array) {
        *error = ReadError(ReadCode::ImportNotNpy, {npyError});
        return std::nullopt;
    }
    const std::vector<std::int64_t>& shape = array->shape;
    std::int64_t layers = 1, heads = 0, q = 0, k = 0;
    const std::size_t rank = shape.size();
    if (rank == 3) {
        heads = shape[0];
        q = shape[1];
        k = shape[2];
    } else if (rank == 4 || rank == 5) {
        layers = shape[0];
        if (rank == 5 && shape[1] != 1) {
            *error = ReadError(ReadCode::ImportBatch, {shapeText(shape), shape[1]});
            return std::nullopt;
        }
        heads = shape[rank - 3];
        q = shape[rank - 2];
        k = shape[rank - 1];
    } else {
        *error = ReadError(ReadCode::ImportRank, {shapeText(shape), rank});
        return std::nullopt;
    }
    if (!checkLimits(layers, heads, q, k, limits, error))
        return std::nullopt;

    ImportedAttention imported;
    imported.layers.resize(std::size_t(layers));
    const std::size_t block = std::size_t(q) * std::size_t(k);
    for (std::int64_t l = 0; l < layers; ++l) {
        imported.layers[std::size_t(l)].reserve(std::size_t(heads));
        for (std::int64_t h = 0; h < heads; ++h) {
            const float* first = array->data.data() + (std::size_t(l * heads + h)) * block;
            // The array is row-major; Matrix is column-major by default.
            const Eigen::Map<
                const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>
                view(first, Eigen::Index(q), Eigen::Index(k));
            imported.layers[std::size_t(l)].push_back(Matrix(view));
        }
    }
    auto rowName = [&](int l, int h, int r) {
        return rank == 3   ? ReadError(ReadCode::ImportRow3, {h, r})
               : rank == 4 ? ReadError(ReadCode::ImportRow4, {l, h, r})
                           : ReadError(ReadCode::ImportRow5, {l, h, r});
    };
    if (!checkDistributions(imported, rowName, error))
        return std::nullopt;
    if (!applyTokens(imported, tokens, QStringList(), error))
        return std::nullopt;
    imported.source = describe(name, imported);
    return imported;
}

std::optional<ImportedAttention> AttentionImport::fromJson(const QByteArray& bytes,
                                                           const QString& name, ReadError* error,
                                                           const EngineLimits& limits)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (document.isNull()) {
        *error = ReadError(ReadCode::ImportJson, {parseError.offset, parseError.errorString()});
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = ReadError(ReadCode::ImportJsonObject);
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (!format.isUndefined() && format.toString() != QLatin1String(kJsonFormat)) {
        *error = ReadError(ReadCode::ImportFormat,
                           {format.toVariant().toString(), QLatin1String(kJsonFormat)});
        return std::nullopt;
    }
    if (!root.contains(QStringLiteral("tokens"))) {
        *error = ReadError(ReadCode::ImportTokensMissing);
        return std::nullopt;
    }
    const std::optional<QStringList> tokens =
        stringList(root.value(QStringLiteral("tokens")), QStringLiteral("tokens"), error);
    if (!tokens)
        return std::nullopt;
    QStringList keyTokens;
    if (root.contains(QStringLiteral("key_tokens"))) {
        const std::optional<QStringList> keys = stringList(root.value(QStringLiteral("key_tokens")),
                                                           QStringLiteral("key_tokens"), error);
        if (!keys)
            return std::nullopt;
        keyTokens = *keys;
    }
    const QJsonValue attentions = root.value(QStringLiteral("attentions"));
    if (!attentions.isArray() || attentions.toArray().isEmpty()) {
        *error = ReadError(ReadCode::ImportAttentions);
        return std::nullopt;
    }

    // The shape is read from the first element at each depth; every other
    // list is then checked against it and named by its path when it differs.
    const QJsonArray layerList = attentions.toArray();
    auto firstArray = [](const QJsonValue& value) {
        return value.isArray() && !value.toArray().isEmpty() ? value.toArray().at(0) : QJsonValue();
    };
    const QJsonValue d1 = firstArray(layerList.at(0));
    const QJsonValue d2 = firstArray(d1);
    const QJsonValue d3 = firstArray(d2);
    // attentions[0][0] is a batch item when three more list levels follow it.
    const bool hasBatch = d3.isArray();
    if (!hasBatch && !d2.isArray()) {
        *error = ReadError(ReadCode::ImportNesting);
        return std::nullopt;
    }
    if (hasBatch && layerList.at(0).toArray().size() != 1) {
        *error = ReadError(ReadCode::ImportJsonBatch, {layerList.at(0).toArray().size()});
        return std::nullopt;
    }
    const QJsonArray firstHeads = hasBatch ? d1.toArray() : layerList.at(0).toArray();
    const std::int64_t layers = layerList.size();
    const std::int64_t heads = firstHeads.size();
    const std::int64_t q = firstHeads.at(0).toArray().size();
    const std::int64_t k = firstHeads.at(0).toArray().at(0).toArray().size();
    if (!checkLimits(layers, heads, q, k, limits, error))
        return std::nullopt;

    auto expectList = [&](const QJsonValue& value, const QString& path, std::int64_t count,
                          const ReadError& what) -> std::optional<QJsonArray> {
        if (!value.isArray()) {
            *error = ReadError(ReadCode::ImportListOf, {path, count, what});
            return std::nullopt;
        }
        const QJsonArray list = value.toArray();
        if (list.size() != count) {
            *error = ReadError(ReadCode::ImportListCount, {path, list.size(), what, count});
            return std::nullopt;
        }
        return list;
    };

    ImportedAttention imported;
    imported.layers.resize(std::size_t(layers));
    const ReadError headsWord = ReadError(ReadCode::CountHeads);
    const ReadError rowsWord = ReadError(ReadCode::CountRows);
    const ReadError numbersWord = ReadError(ReadCode::CountNumbers);
    const ReadError itemsWord = ReadError(ReadCode::CountBatchItems);
    for (std::int64_t l = 0; l < layers; ++l) {
        QString layerPath = QStringLiteral("attentions[%1]").arg(l);
        QJsonValue headsValue = layerList.at(l);
        if (hasBatch) {
            const std::optional<QJsonArray> batch = expectList(headsValue, layerPath, 1, itemsWord);
            if (!batch)
                return std::nullopt;
            headsValue = batch->at(0);
            layerPath += QStringLiteral("[0]");
        }
        const std::optional<QJsonArray> headList =
            expectList(headsValue, layerPath, heads, headsWord);
        if (!headList)
            return std::nullopt;
        for (std::int64_t h = 0; h < heads; ++h) {
            const QString headPath = layerPath + QStringLiteral("[%1]").arg(h);
            const std::optional<QJsonArray> rows =
                expectList(headList->at(h), headPath, q, rowsWord);
            if (!rows)
                return std::nullopt;
            Matrix weights(q, k);
            for (std::int64_t r = 0; r < q; ++r) {
                const QString rowPath = headPath + QStringLiteral("[%1]").arg(r);
                const std::optional<QJsonArray> row =
                    expectList(rows->at(r), rowPath, k, numbersWord);
                if (!row)
                    return std::nullopt;
                for (std::int64_t c = 0; c < k; ++c) {
                    const QJsonValue cell = row->at(c);
                    if (!cell.isDouble()) {
                        *error = ReadError(ReadCode::ImportExpectedNumber, {rowPath, c});
                        return std::nullopt;
                    }
                    weights(r, c) = float(cell.toDouble());
                }
            }
            imported.layers[std::size_t(l)].push_back(std::move(weights));
        }
    }
    auto rowName = [&](int l, int h, int r) {
        return hasBatch ? QStringLiteral("attentions[%1][0][%2][%3]").arg(l).arg(h).arg(r)
                        : QStringLiteral("attentions[%1][%2][%3]").arg(l).arg(h).arg(r);
    };
    if (!checkDistributions(imported, rowName, error))
        return std::nullopt;
    if (!applyTokens(imported, *tokens, keyTokens, error))
        return std::nullopt;
    const QString model = root.value(QStringLiteral("model")).toString();
    imported.source =
        describe(model.isEmpty() ? name : QStringLiteral("%1 — %2").arg(model, name), imported);
    return imported;
}

std::optional<QStringList> AttentionImport::readTokens(const QByteArray& bytes, bool json,
                                                       ReadError* error)
{
    if (json) {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
        if (document.isNull()) {
            *error = ReadError(ReadCode::ImportTokenListJson,
                               {parseError.offset, parseError.errorString()});
            return std::nullopt;
        }
        if (document.isObject())
            return stringList(document.object().value(QStringLiteral("tokens")),
                              QStringLiteral("tokens"), error);
        return stringList(QJsonValue(document.array()), QStringLiteral("tokens"), error);
    }
    QString text = QString::fromUtf8(bytes);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    return lines;
}

QStringList AttentionImport::tokenSidecarCandidates(const QString& npyPath)
{
    const QFileInfo info(npyPath);
    const QString base = info.dir().filePath(info.completeBaseName());
    return {base + QStringLiteral(".tokens.txt"), base + QStringLiteral(".tokens.json"),
            base + QStringLiteral(".txt"), base + QStringLiteral(".json")};
}

std::optional<ImportedAttention> AttentionImport::readFile(const QString& path,
                                                           const QString& tokensPath,
                                                           ReadError* error,
                                                           const EngineLimits& limits)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    const QString name = info.fileName();
    if (suffix != QLatin1String("npy") && suffix != QLatin1String("json")) {
        *error = ReadError(ReadCode::ImportFileType, {name});
        return std::nullopt;
    }
    // The file's size bounds what reading it allocates: a regular file is
    // refused from its size before reading, a pipe or device as soon as it
    // has given more than the limit.
    ReadError failure;
    bool tooLarge = false;
    const std::optional<QByteArray> read = readFileAtMost(
        path, limits.maxImportFileBytes, ReadError(ReadCode::ImportFileLimit), &failure, &tooLarge);
    if (!read) {
        *error = tooLarge ? ReadError(ReadCode::Located, {name, failure})
                          : ReadError(ReadCode::ImportCannotRead, {name, failure});
        return std::nullopt;
    }
    const QByteArray& bytes = *read;
    std::optional<ImportedAttention> imported;
    ReadError detail;
    if (suffix == QLatin1String("json")) {
        imported = fromJson(bytes, name, &detail, limits);
    } else {
        QStringList tokens;
        QString tokenFile = tokensPath;
        if (tokenFile.isEmpty()) {
            for (const QString& candidate : tokenSidecarCandidates(path)) {
                if (QFileInfo::exists(candidate)) {
                    tokenFile = candidate;
                    break;
                }
            }
        }
        if (!tokenFile.isEmpty()) {
            const std::optional<QByteArray> tokenBytes =
                readFileAtMost(tokenFile, limits.maxTokenListBytes,
                               ReadError(ReadCode::ImportTokenListLimit), &failure);
            if (!tokenBytes) {
                *error = ReadError(ReadCode::ImportCannotReadTokens,
                                   {QFileInfo(tokenFile).fileName(), failure});
                return std::nullopt;
            }
            const std::optional<QStringList> tokensRead =
                readTokens(*tokenBytes,
                           QFileInfo(tokenFile).suffix().compare(QLatin1String("json"),
                                                                 Qt::CaseInsensitive) == 0,
                           &detail);
            if (!tokensRead) {
                *error = ReadError(ReadCode::Located, {QFileInfo(tokenFile).fileName(), detail});
                return std::nullopt;
            }
            tokens = *tokensRead;
        }
        imported = fromNpy(bytes, tokens, name, &detail, limits);
        if (imported && !tokenFile.isEmpty())
            imported->source +=
                ImportText::tr(", tokens from %1").arg(QFileInfo(tokenFile).fileName());
    }
    if (!imported) {
        *error = ReadError(ReadCode::Located, {name, detail});
        return std::nullopt;
    }
    return imported;
}

} // namespace ae
