#include "core/io/spec_writer.h"

#include "core/io/atomic_file.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <initializer_list>

namespace ae {

namespace {

QJsonArray rowArray(const MatrixRef& matrix, Eigen::Index r)
{
    QJsonArray row;
    for (Eigen::Index c = 0; c < matrix.cols(); ++c)
        row.append(double(matrix(r, c))); // float → double is exact
    return row;
}

QJsonArray matrixArray(const MatrixRef& matrix)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < matrix.rows(); ++r)
        rows.append(rowArray(matrix, r));
    return rows;
}

// A batch of one is written as a plain matrix (they read back the same).
QJsonArray batchArray(const std::vector<Matrix>& batch)
{
    if (batch.size() == 1)
        return matrixArray(batch.front());
    QJsonArray items;
    for (const Matrix& item : batch)
        items.append(matrixArray(item));
    return items;
}

QJsonArray keepMaskArray(const KeepMask& mask)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < mask.rows(); ++r) {
        QJsonArray row;
        for (Eigen::Index c = 0; c < mask.cols(); ++c)
            row.append(int(mask(r, c)));
        rows.append(row);
    }
    return rows;
}

QJsonArray tokenArray(const Tokens& tokens)
{
    QJsonArray array;
    for (const std::string& token : tokens)
        array.append(QString::fromStdString(token));
    return array;
}

// `known` replaces the known keys of `base`; unknown keys of `base` stay.
QJsonObject merged(QJsonObject base, std::initializer_list<const char*> knownKeys,
                   const QJsonObject& known)
{
    for (const char* key : knownKeys)
        base.remove(QLatin1String(key));
    for (auto it = known.begin(); it != known.end(); ++it)
        base.insert(it.key(), it.value());
    return base;
}

QJsonObject subObject(const QJsonObject& original, const char* key)
{
    return original.value(QLatin1String(key)).toObject();
}

QJsonObject embeddingObject(const Spec& spec)
{
    QJsonObject known;
    const bool oneHot = spec.embedding.type == EmbeddingConfig::Type::OneHot;
    known.insert(QStringLiteral("type"),
                 oneHot ? QStringLiteral("one_hot") : QStringLiteral("hashed"));
    if (!oneHot) {
        known.insert(QStringLiteral("dim"), spec.embedding.dim);
        known.insert(QStringLiteral("seed"), double(spec.embedding.seed));
    }
    return merged(subObject(spec.original, "embedding"), {"type", "dim", "seed"}, known);
}

QJsonObject positionalEncodingObject(const Spec& spec)
{
    const PositionalEncodingConfig& config = spec.config.positionalEncoding;
    QJsonObject known;
    switch (config.type) {
    case PositionalEncodingConfig::Type::None:
        known.insert(QStringLiteral("type"), QStringLiteral("none"));
        // A base set while the encoding is off is kept, so switching it back
        // on after open → save → open gives the same encoding (found by
        // fuzz_spec_json).
        if (config.base != PositionalEncodingConfig().base)
            known.insert(QStringLiteral("base"), config.base);
        break;
    case PositionalEncodingConfig::Type::Sinusoidal:
        known.insert(QStringLiteral("type"), QStringLiteral("sinusoidal"));
        known.insert(QStringLiteral("base"), config.base);
        break;
    case PositionalEncodingConfig::Type::Rotary:
        known.insert(QStringLiteral("type"), QStringLiteral("rotary"));
        known.insert(QStringLiteral("base"), config.base);
        break;
    }
    return merged(subObject(spec.original, "positional_encoding"), {"type", "base"}, known);
}

QJsonObject scoringObject(const Spec& spec)
{
    const ScoringConfig& config = spec.config.scoring;
    QJsonObject known;
    known.insert(QStringLiteral("type"), QString::fromLatin1(scoringTypeName(config.type)));
    if (config.temperature != 1.0f)
        known.insert(QStringLiteral("temperature"), double(config.temperature));
    if (config.additiveWq.size() != 0)
        known.insert(QStringLiteral("W_q"), matrixArray(config.additiveWq));
    if (config.additiveWk.size() != 0)
        known.insert(QStringLiteral("W_k"), matrixArray(config.additiveWk));
    if (config.additiveWv.size() != 0) {
        QJsonArray wv;
        for (Eigen::Index i = 0; i < config.additiveWv.size(); ++i)
            wv.append(double(config.additiveWv(i)));
        known.insert(QStringLiteral("w_v"), wv);
    }
    if (config.generalW.size() != 0)
        known.insert(QStringLiteral("W"), matrixArray(config.generalW));
    return merged(subObject(spec.original, "scoring"),
                  {"type", "temperature", "W_q", "W_k", "w_v", "W"}, known);
}

QJsonObject maskObject(const Spec& spec)
{
    const MaskConfig& config = spec.config.mask;
    QJsonObject known;
    if (!config.validLens.empty()) {
        QJsonArray lens;
        for (const std::vector<int>& item : config.validLens) {
            if (config.validLensPerQuery) {
                QJsonArray perQuery;
                for (int length : item)
                    perQuery.append(length);
                lens.append(perQuery);
            } else {
                lens.append(item.empty() ? 0 : item.front());
            }
        }
        known.insert(QStringLiteral("valid_lens"), lens);
    }
    if (config.causal)
        known.insert(QStringLiteral("causal"), true);
    if (config.window >= 0)
        known.insert(QStringLiteral("window"), config.window);
    if (config.matrices.size() == 1) {
        known.insert(QStringLiteral("matrix"), keepMaskArray(config.matrices.front()));
    } else if (!config.matrices.empty()) {
        QJsonArray batch;
        for (const KeepMask& mask : config.matrices)
            batch.append(keepMaskArray(mask));
        known.insert(QStringLiteral("matrix"), batch);
    }
    return merged(subObject(spec.original, "mask"), {"valid_lens", "causal", "window", "matrix"},
                  known);
}

QJsonValue weightsValue(const Spec& spec)
{
    if (spec.randomWeights)
        return QStringLiteral("random");
    const ProjectionWeights& weights = spec.config.weights;
    QJsonObject known;
    if (weights.Wq.size() != 0)
        known.insert(QStringLiteral("W_q"), matrixArray(weights.Wq));
    if (weights.Wk.size() != 0)
        known.insert(QStringLiteral("W_k"), matrixArray(weights.Wk));
    if (weights.Wv.size() != 0)
        known.insert(QStringLiteral("W_v"), matrixArray(weights.Wv));
    if (weights.Wo.size() != 0)
        known.insert(QStringLiteral("W_o"), matrixArray(weights.Wo));
    if (known.isEmpty())
        return QJsonValue(QJsonValue::Undefined);
    return merged(subObject(spec.original, "weights"), {"W_q", "W_k", "W_v", "W_o"}, known);
}

} // namespace

QJsonObject specToJson(const Spec& spec)
{
    QJsonObject root = spec.original;
    for (const char* key :
         {"format", "tokens", "key_tokens", "inputs", "key_inputs", "value_inputs", "text",
          "key_text", "embedding", "positional_encoding", "num_heads", "weights", "model_dim",
          "scoring", "mask", "dropout", "seed", "precision", "ui"})
        root.remove(QLatin1String(key));

    root.insert(QStringLiteral("format"), QLatin1String(kSpecFormat));
    if (spec.text)
        root.insert(QStringLiteral("text"), QString::fromStdString(*spec.text));
    else if (!spec.inputs.inputs.empty())
        root.insert(QStringLiteral("inputs"), batchArray(spec.inputs.inputs));
    if (spec.keyText)
        root.insert(QStringLiteral("key_text"), QString::fromStdString(*spec.keyText));
    else if (!spec.inputs.keyInputs.empty())
        root.insert(QStringLiteral("key_inputs"), batchArray(spec.inputs.keyInputs));
    if (!spec.inputs.valueInputs.empty())
        root.insert(QStringLiteral("value_inputs"), batchArray(spec.inputs.valueInputs));
    if (spec.text || spec.keyText || spec.original.contains(QLatin1String("embedding")))
        root.insert(QStringLiteral("embedding"), embeddingObject(spec));
    if (!spec.tokens.empty())
        root.insert(QStringLiteral("tokens"), tokenArray(spec.tokens));
    if (!spec.keyTokens.empty())
        root.insert(QStringLiteral("key_tokens"), tokenArray(spec.keyTokens));

    root.insert(QStringLiteral("num_heads"), spec.config.numHeads);
    const QJsonValue weights = weightsValue(spec);
    if (!weights.isUndefined())
        root.insert(QStringLiteral("weights"), weights);
    if (spec.modelDim > 0)
        root.insert(QStringLiteral("model_dim"), spec.modelDim);
    root.insert(QStringLiteral("scoring"), scoringObject(spec));
    const QJsonObject mask = maskObject(spec);
    if (!mask.isEmpty())
        root.insert(QStringLiteral("mask"), mask);
    root.insert(QStringLiteral("positional_encoding"), positionalEncodingObject(spec));
    if (spec.config.dropout) {
        QJsonObject known;
        known.insert(QStringLiteral("p"), double(*spec.config.dropout));
        root.insert(QStringLiteral("dropout"),
                    merged(subObject(spec.original, "dropout"), {"p"}, known));
    }
    root.insert(QStringLiteral("seed"), double(spec.config.seed));
    if (spec.float64)
        root.insert(QStringLiteral("precision"), QStringLiteral("float64"));
    if (!spec.ui.isEmpty())
        root.insert(QStringLiteral("ui"), spec.ui);
    return root;
}

QByteArray specToJsonBytes(const Spec& spec)
{
    return QJsonDocument(specToJson(spec)).toJson(QJsonDocument::Indented);
}

bool writeSpecFile(const QString& path, const Spec& spec, QString* error)
{
    return writeFileAtomically(path, specToJsonBytes(spec), error);
}

} // namespace ae
