#include "core/io/trained_model_writer.h"

#include "core/io/atomic_file.h"
#include "core/io/byte_level_bpe_tokenizer.h"
#include "core/io/training_text.h"
#include "core/types.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace ae {
namespace {

struct NamedTensor
{
    QString name;
    std::vector<qint64> shape;
    Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>
        values; // row-major, as stored
};

NamedTensor matrixTensor(const QString& name, const Eigen::MatrixXf& m)
{
    return {name, {qint64(m.rows()), qint64(m.cols())}, m};
}

NamedTensor vectorTensor(const QString& name, const Eigen::RowVectorXf& v)
{
    return {name, {qint64(v.cols())}, v};
}

// The tensors in file order.
std::vector<NamedTensor> gpt2Tensors(const TransformerWeights<float>& w)
{
    std::vector<NamedTensor> tensors;
    tensors.push_back(matrixTensor(QStringLiteral("wte.weight"), w.tokenEmbedding));
    tensors.push_back(matrixTensor(QStringLiteral("wpe.weight"), w.positionEmbedding));
    const int d = w.config.width;
    for (int l = 0; l < w.config.layers; ++l) {
        const TransformerBlockWeights<float>& b = w.blocks[std::size_t(l)];
        const QString at = QStringLiteral("h.%1.").arg(l);
        tensors.push_back(vectorTensor(at + QStringLiteral("ln_1.weight"), b.ln1.gamma));
        tensors.push_back(vectorTensor(at + QStringLiteral("ln_1.bias"), b.ln1.beta));
        Eigen::MatrixXf qkv(3 * d, d);
        qkv << b.query.weight, b.key.weight, b.value.weight;
        Eigen::RowVectorXf qkvBias(3 * d);
        qkvBias << b.query.bias, b.key.bias, b.value.bias;
        // Conv1D: weight in×out, y = x·W + b.
        tensors.push_back(matrixTensor(at + QStringLiteral("attn.c_attn.weight"), qkv.transpose()));
        tensors.push_back(vectorTensor(at + QStringLiteral("attn.c_attn.bias"), qkvBias));
        tensors.push_back(matrixTensor(at + QStringLiteral("attn.c_proj.weight"),
                                       b.attentionOutput.weight.transpose()));
        tensors.push_back(
            vectorTensor(at + QStringLiteral("attn.c_proj.bias"), b.attentionOutput.bias));
        tensors.push_back(vectorTensor(at + QStringLiteral("ln_2.weight"), b.ln2.gamma));
        tensors.push_back(vectorTensor(at + QStringLiteral("ln_2.bias"), b.ln2.beta));
        tensors.push_back(
            matrixTensor(at + QStringLiteral("mlp.c_fc.weight"), b.mlpIn.weight.transpose()));
        tensors.push_back(vectorTensor(at + QStringLiteral("mlp.c_fc.bias"), b.mlpIn.bias));
        tensors.push_back(
            matrixTensor(at + QStringLiteral("mlp.c_proj.weight"), b.mlpOut.weight.transpose()));
        tensors.push_back(vectorTensor(at + QStringLiteral("mlp.c_proj.bias"), b.mlpOut.bias));
        // The scoring function's parameters, as the spec's scoring block holds them.
        if (w.config.scoring == ScoringType::General) {
            tensors.push_back(
                matrixTensor(at + QStringLiteral("attn.scoring.W"), b.scoring.general));
        } else if (w.config.scoring == ScoringType::Additive) {
            tensors.push_back(
                matrixTensor(at + QStringLiteral("attn.scoring.W_q"), b.scoring.additiveQuery));
            tensors.push_back(
                matrixTensor(at + QStringLiteral("attn.scoring.W_k"), b.scoring.additiveKey));
            tensors.push_back(
                vectorTensor(at + QStringLiteral("attn.scoring.w_v"), b.scoring.additiveValue));
        }
    }
    tensors.push_back(vectorTensor(QStringLiteral("ln_f.weight"), w.finalNorm.gamma));
    tensors.push_back(vectorTensor(QStringLiteral("ln_f.bias"), w.finalNorm.beta));
    return tensors;
}

QString activationName(Activation activation)
{
    switch (activation) {
    case Activation::GeluTanh:
        return QStringLiteral("gelu_new");
    case Activation::GeluErf:
        return QStringLiteral("gelu");
    case Activation::Relu:
        return QStringLiteral("relu");
    }
    return QString();
}

QByteArray configJson(const TransformerConfig& c, const SymbolVocabulary& vocabulary,
                      const QJsonObject& notes)
{
    QJsonObject o;
    o.insert(QStringLiteral("model_type"), QStringLiteral("gpt2"));
    o.insert(QStringLiteral("architectures"), QJsonArray{QStringLiteral("GPT2LMHeadModel")});
    o.insert(QStringLiteral("n_embd"), c.width);
    o.insert(QStringLiteral("n_layer"), c.layers);
    o.insert(QStringLiteral("n_head"), c.heads);
    o.insert(QStringLiteral("n_inner"), c.mlpWidth);
    o.insert(QStringLiteral("vocab_size"), c.vocabularySize);
    o.insert(QStringLiteral("n_positions"), c.maxPositions);
    o.insert(QStringLiteral("n_ctx"), c.maxPositions);
    o.insert(QStringLiteral("layer_norm_epsilon"), c.layerNormEpsilon);
    o.insert(QStringLiteral("activation_function"), activationName(c.activation));
    o.insert(QStringLiteral("attention_scoring"), QString::fromLatin1(scoringTypeName(c.scoring)));
    o.insert(QStringLiteral("attention_temperature"), c.scoringTemperature);
    QJsonObject ours = notes;
    ours.insert(QStringLiteral("symbols"), QString::fromStdString(vocabulary.symbols()));
    ours.insert(QStringLiteral("unknown_symbol"),
                QString(QLatin1Char(SymbolVocabulary::unknownSymbol)));
    o.insert(QStringLiteral("attention_explorer"), ours);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray vocabularyJson(const SymbolVocabulary& vocabulary)
{
    QJsonObject o;
    for (int b = 0; b < 256; ++b) {
        const QString symbol(ByteLevelBpeTokenizer::byteSymbol(static_cast<unsigned char>(b)));
        const std::optional<int> id = b < 128 ? vocabulary.id(char(b)) : std::nullopt;
        o.insert(symbol, id.value_or(vocabulary.unknownId()));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

QJsonObject trainedModelNotes(const TrainingTask& task, int steps, std::uint64_t seed,
                              PositionKind positions, const QString& question)
{
    const TaskKind kind = task.settings().kind;
    const QString example =
        question.isEmpty() ? QString::fromLatin1(task.exampleQuestion().c_str()) : question;
    return {
        {QStringLiteral("task"), QString::fromLatin1(TrainingTask::name(kind))},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("seed"), qint64(seed)},
        {QStringLiteral("positions"), positions == PositionKind::Sinusoidal
                                          ? QStringLiteral("sinusoidal")
                                          : QStringLiteral("learned")},
        {QStringLiteral("explanation"), trainingTaskExplanation(kind)},
        {QStringLiteral("example"), example},
        {QStringLiteral("continuation"), std::max(0, task.sequenceLength() - int(example.size()))}};
}

QByteArray gpt2Safetensors(const TransformerWeights<float>& weights)
{
    const std::vector<NamedTensor> tensors = gpt2Tensors(weights);
    QJsonObject header;
    header.insert(QStringLiteral("__metadata__"),
                  QJsonObject{{QStringLiteral("format"), QStringLiteral("pt")}});
    qint64 offset = 0;
    for (const NamedTensor& t : tensors) {
        QJsonArray shape;
        for (qint64 extent : t.shape)
            shape.append(extent);
        const qint64 bytes = qint64(t.values.size()) * qint64(sizeof(float));
        header.insert(t.name, QJsonObject{{QStringLiteral("dtype"), QStringLiteral("F32")},
                                          {QStringLiteral("shape"), shape},
                                          {QStringLiteral("data_offsets"),
                                           QJsonArray{offset, offset + bytes}}});
        offset += bytes;
    }
    QByteArray json = QJsonDocument(header).toJson(QJsonDocument::Compact);
    while (json.size() % 8 != 0) // the data area starts aligned, as Hugging Face writes it
        json.append(' ');
    QByteArray file(8, '\0');
    qToLittleEndian<quint64>(quint64(json.size()), file.data());
    file.append(json);
    file.reserve(file.size() + qsizetype(offset));
    for (const NamedTensor& t : tensors) {
        for (Eigen::Index i = 0; i < t.values.size(); ++i) {
            char bytes[4];
            qToLittleEndian<float>(t.values.data()[i], bytes);
            file.append(bytes, 4);
        }
    }
    return file;
}

bool saveTrainedModel(const QString& folder, const TransformerWeights<float>& weights,
                      const SymbolVocabulary& vocabulary, const QJsonObject& notes,
                      ReadError* error)
{
    if (weights.config.family != TransformerFamily::Gpt2) {
        *error = ReadError(ReadCode::WriterOnlyGpt2);
        return false;
    }
    try {
        validateWeights(weights);
    } catch (const EngineError& e) {
        *error = ReadError(ReadCode::Located,
                           {QStringLiteral("model.safetensors"), QString::fromUtf8(e.what())});
        return false;
    }
    if (vocabulary.size() != weights.config.vocabularySize) {
        *error = ReadError(ReadCode::WriterVocabulary,
                           {vocabulary.size(), weights.config.vocabularySize});
        return false;
    }
    if (!QDir().mkpath(folder)) {
        *error = ReadError(ReadCode::WriterCannotCreate, {folder});
        return false;
    }
    const QDir dir(folder);
    const std::pair<QString, QByteArray> files[] = {
        {QStringLiteral("config.json"), configJson(weights.config, vocabulary, notes)},
        {QStringLiteral("model.safetensors"), gpt2Safetensors(weights)},
        {QStringLiteral("vocab.json"), vocabularyJson(vocabulary)},
        {QStringLiteral("merges.txt"), QByteArrayLiteral("#version: 0.2\n")},
    };
    for (const auto& [name, bytes] : files) {
        QString failure;
        if (!writeFileAtomically(dir.filePath(name), bytes, &failure)) {
            *error = ReadError(ReadCode::Located, {name, failure});
            return false;
        }
    }
    return true;
}

} // namespace ae
