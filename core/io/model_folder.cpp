#include "core/io/model_folder.h"

#include "core/io/bounded_read.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace ae {
namespace {

using MatrixF = Eigen::MatrixXf;
using RowF = Eigen::RowVectorXf;

// One config field: a whole number in [1, limit] (or absent with a default).
bool readCount(const QJsonObject& object, const char* key, int limit, int* out,
               std::optional<int> fallback, ReadError* error)
{
    const QJsonValue value = object.value(QString::fromLatin1(key));
    if (value.isUndefined() || value.isNull()) {
        if (fallback) {
            *out = *fallback;
            return true;
        }
        *error = ReadError(ReadCode::ModelConfigMissing, {QString::fromLatin1(key)});
        return false;
    }
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number < 1 || number > limit || std::floor(number) != number) {
        *error = ReadError(ReadCode::ModelConfigWhole, {QString::fromLatin1(key), limit});
        return false;
    }
    *out = int(number);
    return true;
}

bool readEpsilon(const QJsonObject& object, const char* key, double fallback, double* out,
                 ReadError* error)
{
    const QJsonValue value = object.value(QString::fromLatin1(key));
    if (value.isUndefined() || value.isNull()) {
        *out = fallback;
        return true;
    }
    if (!value.isDouble() || !(value.toDouble() > 0) || !(value.toDouble() < 1)) {
        *error = ReadError(ReadCode::ModelConfigFraction, {QString::fromLatin1(key)});
        return false;
    }
    *out = value.toDouble();
    return true;
}

bool readActivation(const QJsonObject& object, const char* key, const char* fallback,
                    Activation* out, ReadError* error)
{
    const QString name = object.value(QString::fromLatin1(key)).toString(QLatin1String(fallback));
    if (name == QLatin1String("gelu_new") || name == QLatin1String("gelu_pytorch_tanh"))
        *out = Activation::GeluTanh;
    else if (name == QLatin1String("gelu"))
        *out = Activation::GeluErf;
    else if (name == QLatin1String("relu"))
        *out = Activation::Relu;
    else {
        *error = ReadError(ReadCode::ModelConfigActivation, {QString::fromLatin1(key), name});
        return false;
    }
    return true;
}

// A true/false field (or absent: `fallback`).
bool readFlag(const QJsonObject& object, const char* key, bool fallback, bool* out,
              ReadError* error)
{
    const QJsonValue value = object.value(QString::fromLatin1(key));
    if (value.isUndefined() || value.isNull()) {
        *out = fallback;
        return true;
    }
    if (!value.isBool()) {
        *error = ReadError(ReadCode::ModelConfigFlag, {QString::fromLatin1(key)});
        return false;
    }
    *out = value.toBool();
    return true;
}

// GPT-2's "attention_scoring" (a name of core/scoring.h; absent: scaled
// dot-product, as in every checkpoint not trained by this app) and
// "attention_temperature" (absent: 1).
bool readScoring(const QJsonObject& object, TransformerConfig* config, ReadError* error)
{
    const QJsonValue name = object.value(QLatin1String("attention_scoring"));
    if (!name.isUndefined() && !name.isNull() &&
        !scoringTypeFromName(name.toString().toStdString(), &config->scoring)) {
        *error = ReadError(ReadCode::ModelConfigScoring,
                           {name.toString(), QString::fromStdString(scoringTypeNameList())});
        return false;
    }
    const QJsonValue temperature = object.value(QLatin1String("attention_temperature"));
    if (temperature.isUndefined() || temperature.isNull())
        return true;
    if (!temperature.isDouble() || !(temperature.toDouble() > 0) ||
        !std::isfinite(temperature.toDouble())) {
        *error = ReadError(ReadCode::ModelConfigTemperature);
        return false;
    }
    config->scoringTemperature = temperature.toDouble();
    return true;
}

// Bytes read so far of all the file's tensors, reported after each tensor.
struct ReadTally
{
    const LoadProgress& progress;
    std::uint64_t done = 0;
    std::uint64_t total = 0;

    void add(const SafetensorsTensor& tensor)
    {
        done += tensor.end - tensor.begin;
        if (progress)
            progress(done, total);
    }
};

// Reads tensors of one checkpoint, checking each shape against the config.
class TensorReader
{
public:
    TensorReader(const SafetensorsFile& file, QString prefix, ReadTally* tally)
        : m_file(file), m_prefix(std::move(prefix)), m_tally(tally)
    {
    }

    // A tensor of exactly `shape`, as rows×cols (a vector as one row).
    std::optional<MatrixF> read(const QString& name, std::vector<std::int64_t> shape,
                                ReadError* error) const
    {
        const QString full = m_prefix + name;
        const SafetensorsTensor* tensor = m_file.find(full.toStdString());
        if (!tensor) {
            *error = ReadError(ReadCode::ModelTensorMissing, {m_file.name(), full});
            return std::nullopt;
        }
        if (tensor->shape != shape) {
            *error = ReadError(ReadCode::ModelTensorShape,
                               {m_file.name(), full, shapeText(tensor->shape), shapeText(shape)});
            return std::nullopt;
        }
        std::optional<MatrixF> matrix = m_file.matrix(*tensor, error);
        if (matrix)
            m_tally->add(*tensor);
        return matrix;
    }
    std::optional<RowF> vector(const QString& name, std::int64_t size, ReadError* error) const
    {
        std::optional<MatrixF> m = read(name, {size}, error);
        if (!m)
            return std::nullopt;
        return RowF(m->row(0));
    }
    // LayerNorm as weight/bias, or gamma/beta in older BERT files.
    bool norm(const QString& name, int width, LayerNormWeights<float>* out, ReadError* error) const
    {
        const bool old =
            !m_file.find((m_prefix + name + QStringLiteral(".weight")).toStdString()) &&
            m_file.find((m_prefix + name + QStringLiteral(".gamma")).toStdString());
        std::optional<RowF> gamma = vector(
            name + (old ? QStringLiteral(".gamma") : QStringLiteral(".weight")), width, error);
        if (!gamma)
            return false;
        std::optional<RowF> beta =
            vector(name + (old ? QStringLiteral(".beta") : QStringLiteral(".bias")), width, error);
        if (!beta)
            return false;
        out->gamma = std::move(*gamma);
        out->beta = std::move(*beta);
        return true;
    }
    // nn.Linear: weight out×in, bias out.
    bool linear(const QString& name, int out, int in, LinearWeights<float>* into,
                ReadError* error) const
    {
        std::optional<MatrixF> w = read(name + QStringLiteral(".weight"), {out, in}, error);
        if (!w)
            return false;
        std::optional<RowF> b = vector(name + QStringLiteral(".bias"), out, error);
        if (!b)
            return false;
        into->weight = std::move(*w);
        into->bias = std::move(*b);
        return true;
    }
    // GPT-2's Conv1D: weight in×out (y = x·W + b), turned into out×in.
    bool conv1d(const QString& name, int in, int out, LinearWeights<float>* into,
                ReadError* error) const
    {
        std::optional<MatrixF> w = read(name + QStringLiteral(".weight"), {in, out}, error);
        if (!w)
            return false;
        std::optional<RowF> b = vector(name + QStringLiteral(".bias"), out, error);
        if (!b)
            return false;
        into->weight = w->transpose();
        into->bias = std::move(*b);
        return true;
    }

    static QString shapeText(const std::vector<std::int64_t>& shape)
    {
        QStringList parts;
        for (std::int64_t extent : shape)
            parts << QString::number(extent);
        return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
    }

private:
    const SafetensorsFile& m_file;
    QString m_prefix;
    ReadTally* m_tally;
};

QString prefixOf(const SafetensorsFile& file, const char* probe, const char* prefix)
{
    return file.find(probe) ? QString() : QString::fromLatin1(prefix);
}

bool loadGpt2(const SafetensorsFile& file, TransformerWeights<float>* w, ReadTally* tally,
              ReadError* error)
{
    const TransformerConfig& c = w->config;
    const TensorReader t(file, prefixOf(file, "wte.weight", "transformer."), tally);
    const int d = c.width;
    std::optional<MatrixF> wte = t.read(QStringLiteral("wte.weight"), {c.vocabularySize, d}, error);
    if (!wte)
        return false;
    std::optional<MatrixF> wpe = t.read(QStringLiteral("wpe.weight"), {c.maxPositions, d}, error);
    if (!wpe)
        return false;
    w->tokenEmbedding = std::move(*wte);
    w->positionEmbedding = std::move(*wpe);
    if (!t.norm(QStringLiteral("ln_f"), d, &w->finalNorm, error))
        return false;
    w->blocks.resize(std::size_t(c.layers));
    for (int l = 0; l < c.layers; ++l) {
        TransformerBlockWeights<float>& b = w->blocks[std::size_t(l)];
        const QString at = QStringLiteral("h.%1.").arg(l);
        LinearWeights<float> qkv;
        if (!t.norm(at + QStringLiteral("ln_1"), d, &b.ln1, error) ||
            !t.norm(at + QStringLiteral("ln_2"), d, &b.ln2, error) ||
            !t.conv1d(at + QStringLiteral("attn.c_attn"), d, 3 * d, &qkv, error) ||
            !t.conv1d(at + QStringLiteral("attn.c_proj"), d, d, &b.attentionOutput, error) ||
            !t.conv1d(at + QStringLiteral("mlp.c_fc"), d, c.mlpWidth, &b.mlpIn, error) ||
            !t.conv1d(at + QStringLiteral("mlp.c_proj"), c.mlpWidth, d, &b.mlpOut, error))
            return false;
        LinearWeights<float>* parts[] = {&b.query, &b.key, &b.value};
        for (int i = 0; i < 3; ++i) {
            parts[i]->weight = qkv.weight.middleRows(i * d, d);
            parts[i]->bias = qkv.bias.segment(i * d, d);
        }
        const int p = c.headWidth();
        if (c.scoring == ScoringType::General) {
            std::optional<MatrixF> general =
                t.read(at + QStringLiteral("attn.scoring.W"), {p, p}, error);
            if (!general)
                return false;
            b.scoring.general = std::move(*general);
        } else if (c.scoring == ScoringType::Additive) {
            std::optional<MatrixF> query =
                t.read(at + QStringLiteral("attn.scoring.W_q"), {p, p}, error);
            if (!query)
                return false;
            std::optional<MatrixF> key =
                t.read(at + QStringLiteral("attn.scoring.W_k"), {p, p}, error);
            if (!key)
                return false;
            std::optional<RowF> value = t.vector(at + QStringLiteral("attn.scoring.w_v"), p, error);
            if (!value)
                return false;
            b.scoring.additiveQuery = std::move(*query);
            b.scoring.additiveKey = std::move(*key);
            b.scoring.additiveValue = std::move(*value);
        }
    }
    return true;
}

// The tensor names of a post-LayerNorm BERT-family checkpoint: BERT's and
// DistilBERT's blocks are the same computation under other names.
struct BertLayout
{
    const char* prefix; // dropped when the file has it ("bert.", "distilbert.")
    const char* layers; // "encoder.layer.%1."
    const char* query;  // below: relative to one layer
    const char* key;
    const char* value;
    const char* output; // the attention's output projection
    const char* norm1;  // after attention
    const char* mlpIn;
    const char* mlpOut;
    const char* norm2; // after the MLP
    bool tokenTypes;   // DistilBERT has none: an empty table
};

const BertLayout kBertLayout{"bert.",
                             "encoder.layer.%1.",
                             "attention.self.query",
                             "attention.self.key",
                             "attention.self.value",
                             "attention.output.dense",
                             "attention.output.LayerNorm",
                             "intermediate.dense",
                             "output.dense",
                             "output.LayerNorm",
                             true};

// DistilBERT: sa_layer_norm after attention, output_layer_norm after the
// MLP, no token types, no pooler.
const BertLayout kDistilBertLayout{"distilbert.",
                                   "transformer.layer.%1.",
                                   "attention.q_lin",
                                   "attention.k_lin",
                                   "attention.v_lin",
                                   "attention.out_lin",
                                   "sa_layer_norm",
                                   "ffn.lin1",
                                   "ffn.lin2",
                                   "output_layer_norm",
                                   false};

bool loadBertFamily(const SafetensorsFile& file, const BertLayout& names,
                    TransformerWeights<float>* w, ReadTally* tally, ReadError* error)
{
    const TransformerConfig& c = w->config;
    const TensorReader t(file, prefixOf(file, "embeddings.word_embeddings.weight", names.prefix),
                         tally);
    const int d = c.width;
    std::optional<MatrixF> words =
        t.read(QStringLiteral("embeddings.word_embeddings.weight"), {c.vocabularySize, d}, error);
    if (!words)
        return false;
    std::optional<MatrixF> positions =
        t.read(QStringLiteral("embeddings.position_embeddings.weight"), {c.maxPositions, d}, error);
    if (!positions)
        return false;
    w->tokenEmbedding = std::move(*words);
    w->positionEmbedding = std::move(*positions);
    w->tokenTypeEmbedding = MatrixF(0, d);
    if (names.tokenTypes) {
        std::optional<MatrixF> types = t.read(
            QStringLiteral("embeddings.token_type_embeddings.weight"), {c.tokenTypes, d}, error);
        if (!types)
            return false;
        w->tokenTypeEmbedding = std::move(*types);
    }
    if (!t.norm(QStringLiteral("embeddings.LayerNorm"), d, &w->embeddingNorm, error))
        return false;
    w->blocks.resize(std::size_t(c.layers));
    for (int l = 0; l < c.layers; ++l) {
        TransformerBlockWeights<float>& b = w->blocks[std::size_t(l)];
        const QString at = QString::fromLatin1(names.layers).arg(l);
        auto name = [&at](const char* tensor) { return at + QLatin1String(tensor); };
        if (!t.linear(name(names.query), d, d, &b.query, error) ||
            !t.linear(name(names.key), d, d, &b.key, error) ||
            !t.linear(name(names.value), d, d, &b.value, error) ||
            !t.linear(name(names.output), d, d, &b.attentionOutput, error) ||
            !t.norm(name(names.norm1), d, &b.ln1, error) ||
            !t.linear(name(names.mlpIn), c.mlpWidth, d, &b.mlpIn, error) ||
            !t.linear(name(names.mlpOut), d, c.mlpWidth, &b.mlpOut, error) ||
            !t.norm(name(names.norm2), d, &b.ln2, error))
            return false;
    }
    return true;
}

} // namespace

std::optional<TransformerConfig> readModelConfig(const QByteArray& json, ReadError* error,
                                                 const ModelLimits& limits)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *error = ReadError(ReadCode::ModelConfigNotObject, {parseError.errorString()});
        return std::nullopt;
    }
    const QJsonObject o = document.object();
    const QString type = o.value(QLatin1String("model_type")).toString();
    TransformerConfig c;
    bool ok = true;
    if (type == QLatin1String("gpt2")) {
        c.family = TransformerFamily::Gpt2;
        ok = readCount(o, "n_embd", limits.maxWidth, &c.width, std::nullopt, error) &&
             readCount(o, "n_layer", limits.maxLayers, &c.layers, std::nullopt, error) &&
             readCount(o, "n_head", limits.maxHeads, &c.heads, std::nullopt, error) &&
             readCount(o, "vocab_size", limits.maxVocabulary, &c.vocabularySize, std::nullopt,
                       error) &&
             readCount(o, "n_positions", limits.maxPositions, &c.maxPositions,
                       o.contains(QLatin1String("n_ctx"))
                           ? std::optional<int>(o.value(QLatin1String("n_ctx")).toInt())
                           : std::nullopt,
                       error) &&
             readEpsilon(o, "layer_norm_epsilon", 1e-5, &c.layerNormEpsilon, error) &&
             readActivation(o, "activation_function", "gelu_new", &c.activation, error) &&
             readScoring(o, &c, error);
        if (ok)
            ok = readCount(o, "n_inner", 4 * limits.maxWidth, &c.mlpWidth, 4 * c.width, error);
    } else if (type == QLatin1String("bert")) {
        c.family = TransformerFamily::Bert;
        ok = readCount(o, "hidden_size", limits.maxWidth, &c.width, std::nullopt, error) &&
             readCount(o, "num_hidden_layers", limits.maxLayers, &c.layers, std::nullopt, error) &&
             readCount(o, "num_attention_heads", limits.maxHeads, &c.heads, std::nullopt, error) &&
             readCount(o, "vocab_size", limits.maxVocabulary, &c.vocabularySize, std::nullopt,
                       error) &&
             readCount(o, "max_position_embeddings", limits.maxPositions, &c.maxPositions,
                       std::nullopt, error) &&
             readCount(o, "intermediate_size", 4 * limits.maxWidth, &c.mlpWidth, std::nullopt,
                       error) &&
             readCount(o, "type_vocab_size", 64, &c.tokenTypes, 2, error) &&
             readEpsilon(o, "layer_norm_eps", 1e-12, &c.layerNormEpsilon, error) &&
             readActivation(o, "hidden_act", "gelu", &c.activation, error);
    } else if (type == QLatin1String("distilbert")) {
        // A BERT without token types; its LayerNorms all use ε = 1e-12
        // (not a config field).
        c.family = TransformerFamily::Bert;
        c.variant = TransformerVariant::DistilBert;
        c.tokenTypes = 0;
        c.layerNormEpsilon = 1e-12;
        ok = readCount(o, "dim", limits.maxWidth, &c.width, std::nullopt, error) &&
             readCount(o, "n_layers", limits.maxLayers, &c.layers, std::nullopt, error) &&
             readCount(o, "n_heads", limits.maxHeads, &c.heads, std::nullopt, error) &&
             readCount(o, "vocab_size", limits.maxVocabulary, &c.vocabularySize, std::nullopt,
                       error) &&
             readCount(o, "max_position_embeddings", limits.maxPositions, &c.maxPositions,
                       std::nullopt, error) &&
             readCount(o, "hidden_dim", 4 * limits.maxWidth, &c.mlpWidth, std::nullopt, error) &&
             readFlag(o, "sinusoidal_pos_embds", false, &c.sinusoidalPositions, error) &&
             readActivation(o, "activation", "gelu", &c.activation, error);
    } else {
        *error = ReadError(ReadCode::ModelConfigType,
                           {type.isEmpty() ? QStringLiteral("(missing)") : type});
        return std::nullopt;
    }
    if (!ok)
        return std::nullopt;
    if (c.width % c.heads != 0) {
        *error = ReadError(ReadCode::ModelConfigHeads, {c.heads, c.width});
        return std::nullopt;
    }
    return c;
}

ModelNotes readModelNotes(const QByteArray& json, int maxPositions)
{
    const QJsonObject notes = QJsonDocument::fromJson(json)
                                  .object()
                                  .value(QLatin1String("attention_explorer"))
                                  .toObject();
    ModelNotes result;
    result.task = notes.value(QLatin1String("task")).toString();
    const QString unknown = notes.value(QLatin1String("unknown_symbol")).toString();
    if (unknown.size() == 1)
        result.unknownSymbol = unknown;
    const QString example = notes.value(QLatin1String("example")).toString();
    if (example.size() > maxPositions)
        return result;
    result.example = example;
    const double continuation = notes.value(QLatin1String("continuation")).toDouble(0);
    if (continuation >= 0 && continuation <= maxPositions - example.size() &&
        continuation == std::floor(continuation))
        result.continuation = int(continuation);
    return result;
}

std::optional<LoadedModel> loadModelFolder(const QString& folder, ReadError* error,
                                           const ModelLimits& limits, const LoadProgress& progress)
{
    const QDir dir(folder);
    if (!QFileInfo(folder).isDir()) {
        *error = ReadError(ReadCode::ModelNotFolder, {folder});
        return std::nullopt;
    }
    ReadError failure;
    const std::optional<QByteArray> json =
        readFileAtMost(dir.filePath(QStringLiteral("config.json")), limits.maxConfigBytes,
                       ReadError(ReadCode::ModelConfigLimit), &failure);
    if (!json) {
        *error = ReadError(ReadCode::Located, {QStringLiteral("config.json"), failure});
        return std::nullopt;
    }
    std::optional<TransformerConfig> config = readModelConfig(*json, error, limits);
    if (!config)
        return std::nullopt;

    const QString weightsPath = dir.filePath(QStringLiteral("model.safetensors"));
    if (!QFileInfo::exists(weightsPath)) {
        *error = QFileInfo::exists(dir.filePath(QStringLiteral("pytorch_model.bin")))
                     ? ReadError(ReadCode::ModelSafetensorsMissingPickle)
                     : ReadError(ReadCode::ModelSafetensorsMissing);
        return std::nullopt;
    }
    std::optional<SafetensorsFile> file = SafetensorsFile::open(weightsPath, error);
    if (!file)
        return std::nullopt;
    LoadedModel model;
    model.folder = folder;
    model.weights.config = *config;
    model.notes = readModelNotes(*json, config->maxPositions);
    model.dtype =
        file->tensors().empty() ? QString() : QString::fromStdString(file->tensors().front().dtype);
    ReadTally tally{progress};
    for (const SafetensorsTensor& tensor : file->tensors())
        tally.total += tensor.end - tensor.begin;
    const bool loaded =
        config->variant == TransformerVariant::DistilBert
            ? loadBertFamily(*file, kDistilBertLayout, &model.weights, &tally, error)
        : config->family == TransformerFamily::Gpt2
            ? loadGpt2(*file, &model.weights, &tally, error)
            : loadBertFamily(*file, kBertLayout, &model.weights, &tally, error);
    if (!loaded)
        return std::nullopt;
    if (progress)
        progress(tally.total, tally.total);
    return model;
}

} // namespace ae
