// Real transformer checkpoints (GPT-2 and BERT layouts): the tiny models of
// tests/fixtures/models/ opened from config.json + model.safetensors and run
// by the engine, against the independent numpy forward pass of
// scripts/make_tiny_models.py (float64 references). Malformed folders each
// give their message.

#include "core/io/model_folder.h"
#include "core/multi_head_attention.h"
#include "core/transformer_forward.h"
#include "core/types.h"

#include "tests/file_test_support.h"
#include "tests/model_fixture_support.h"
#include "tests/test_main.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

using namespace ae;

namespace {

// A float64 .npy as the reference script writes it (version 1.0, '<f8', C
// order), read here independently of the app's reader so the double engine
// can be checked to 1e-10.
struct Reference
{
    std::vector<std::int64_t> shape;
    std::vector<double> values;
};

Reference readReference(const QString& path)
{
    const QByteArray bytes = ae::test::readAll(path);
    Reference ref;
    if (bytes.size() < 10 || !bytes.startsWith("\x93NUMPY"))
        qFatal("not an npy file: %s", qPrintable(path));
    const int headerLength = int(quint8(bytes[8])) | (int(quint8(bytes[9])) << 8);
    const QByteArray header = bytes.mid(10, headerLength);
    if (!header.contains("'<f8'") || header.contains("'fortran_order': True"))
        qFatal("expected a C-order float64 array: %s", qPrintable(path));
    const int open = header.indexOf('(');
    const int close = header.indexOf(')');
    for (const QByteArray& part : header.mid(open + 1, close - open - 1).split(','))
        if (!part.trimmed().isEmpty())
            ref.shape.push_back(part.trimmed().toLongLong());
    std::int64_t count = 1;
    for (std::int64_t extent : ref.shape)
        count *= extent;
    ref.values.resize(std::size_t(count));
    std::memcpy(ref.values.data(), bytes.constData() + 10 + headerLength,
                std::size_t(count) * sizeof(double));
    return ref;
}

std::vector<int> referenceIds(const char* model, const char* name)
{
    std::vector<int> ids;
    for (double value : readReference(ae::test::modelFixture(model) + "/reference/" + name).values)
        ids.push_back(int(value));
    return ids;
}

// Largest |engine − reference| over a block of the reference starting at `offset`.
template <typename MatrixS>
double largestDifference(const MatrixS& engine, const Reference& ref, std::size_t offset)
{
    double largest = 0;
    for (Eigen::Index i = 0; i < engine.rows(); ++i)
        for (Eigen::Index j = 0; j < engine.cols(); ++j)
            largest = std::max(largest,
                               std::abs(double(engine(i, j)) -
                                        ref.values[offset + std::size_t(i * engine.cols() + j)]));
    return largest;
}

template <typename Scalar>
void compareWithReferences(const char* model, const TransformerWeights<Scalar>& weights,
                           double tolerance, double logitTolerance)
{
    const std::vector<int> ids = referenceIds(model, "ids.npy");
    const std::vector<int> types = referenceIds(model, "types.npy");
    const bool bert = weights.config.family == TransformerFamily::Bert;
    const TransformerTrace<Scalar> trace =
        runTransformer(weights, ids, bert ? types : std::vector<int>{});
    const QString dir = ae::test::modelFixture(model) + "/reference/";
    const Reference attentions = readReference(dir + "attentions.npy");
    const Reference hidden = readReference(dir + "hidden.npy");
    const std::size_t n = ids.size();
    const std::size_t d = std::size_t(weights.config.width);
    QCOMPARE(attentions.shape,
             (std::vector<std::int64_t>{weights.config.layers, weights.config.heads,
                                        std::int64_t(n), std::int64_t(n)}));
    QVERIFY(largestDifference(trace.embeddings, hidden, 0) < tolerance);
    for (std::size_t l = 0; l < trace.layers.size(); ++l) {
        for (std::size_t h = 0; h < trace.layers[l].heads.size(); ++h) {
            const double diff =
                largestDifference(trace.layers[l].heads[h].weights, attentions,
                                  (l * std::size_t(weights.config.heads) + h) * n * n);
            QVERIFY2(diff < tolerance,
                     qPrintable(QStringLiteral("layer %1 head %2: %3").arg(l).arg(h).arg(diff)));
        }
        const double diff = largestDifference(trace.layers[l].output, hidden, (l + 1) * n * d);
        QVERIFY2(diff < tolerance,
                 qPrintable(QStringLiteral("layer %1 output: %2").arg(l).arg(diff)));
    }
    QVERIFY(largestDifference(trace.finalHidden, readReference(dir + "final.npy"), 0) < tolerance);
    if (!bert) {
        const double diff = largestDifference(trace.logits, readReference(dir + "logits.npy"), 0);
        QVERIFY2(diff < logitTolerance, qPrintable(QString::number(diff)));
    }
}

LoadedModel load(const QString& folder)
{
    ReadError error;
    std::optional<LoadedModel> model = loadModelFolder(folder, &error);
    if (!model)
        qFatal("%s", qPrintable(error.english()));
    return std::move(*model);
}

QString loadError(const QString& folder)
{
    ReadError error;
    return loadModelFolder(folder, &error) ? QStringLiteral("(loaded)") : error.english();
}

void copyFolder(const QString& from, const QString& to)
{
    QDir().mkpath(to);
    for (const QString& name : {QStringLiteral("config.json"), QStringLiteral("model.safetensors")})
        QFile::copy(from + '/' + name, to + '/' + name);
}

} // namespace

class TestModelFolder : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void gpt2MatchesTheReferenceInFloatAndDouble()
    {
        const LoadedModel model = load(ae::test::modelFixture("tiny-gpt2"));
        QCOMPARE(model.weights.config.layers, 2);
        QCOMPARE(model.weights.config.mlpWidth, 64); // n_inner null → 4·d
        QCOMPARE(model.dtype, QStringLiteral("F32"));
        compareWithReferences("tiny-gpt2", model.weights, 2e-5, 1e-4);
        compareWithReferences("tiny-gpt2", castWeights<double>(model.weights), 1e-10, 1e-10);
    }

    // Loading reports the bytes of tensors read after each one, against all
    // the file's tensors: its data area, the file less the 8-byte header
    // length and the JSON header (read here from the file itself); it ends
    // with (total, total).
    void loadingReportsTheBytesRead()
    {
        for (const auto& [name, tensors] : {std::pair<const char*, int>{"tiny-gpt2", 28},
                                            std::pair<const char*, int>{"tiny-bert", 37}}) {
            const QString folder = ae::test::modelFixture(name);
            QFile file(folder + QStringLiteral("/model.safetensors"));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray length = file.read(8);
            std::uint64_t headerBytes = 0;
            for (int i = 7; i >= 0; --i)
                headerBytes = headerBytes << 8 | std::uint8_t(length[i]);
            const std::uint64_t dataBytes = std::uint64_t(file.size()) - 8 - headerBytes;

            std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
            ReadError error;
            QVERIFY(loadModelFolder(folder, &error, {},
                                    [&calls](std::uint64_t done, std::uint64_t total) {
                                        calls.emplace_back(done, total);
                                    }));
            QCOMPARE(int(calls.size()), tensors + 1); // each tensor, then the end
            for (std::size_t i = 0; i < calls.size(); ++i) {
                QCOMPARE(calls[i].second, dataBytes);
                if (i > 0 && i + 1 < calls.size())
                    QVERIFY(calls[i].first > calls[i - 1].first);
            }
            QVERIFY(calls.front().first > 0);
            QCOMPARE(calls.back(), std::make_pair(dataBytes, dataBytes));
        }
    }

    void halfPrecisionWeightsAreWidened()
    {
        const LoadedModel model = load(ae::test::modelFixture("tiny-gpt2-f16"));
        QCOMPARE(model.dtype, QStringLiteral("F16"));
        // The reference used the same float16 values, widened: only the
        // engine's float32 arithmetic differs.
        compareWithReferences("tiny-gpt2-f16", model.weights, 2e-5, 1e-4);
    }

    void bfloat16WeightsAreWidened()
    {
        const LoadedModel model = load(ae::test::modelFixture("tiny-gpt2-bf16"));
        QCOMPARE(model.dtype, QStringLiteral("BF16"));
        compareWithReferences("tiny-gpt2-bf16", model.weights, 2e-5, 1e-4);
        // Widening is exact, so in double the engine meets the reference to 1e-10.
        compareWithReferences("tiny-gpt2-bf16", castWeights<double>(model.weights), 1e-10, 1e-10);
    }

    void bertMatchesTheReferenceInFloatAndDouble()
    {
        const LoadedModel model = load(ae::test::modelFixture("tiny-bert"));
        QCOMPARE(model.weights.config.family, TransformerFamily::Bert);
        QCOMPARE(model.weights.config.tokenTypes, 2);
        compareWithReferences("tiny-bert", model.weights, 2e-5, 0);
        compareWithReferences("tiny-bert", castWeights<double>(model.weights), 1e-10, 0);
    }

    // DistilBERT read onto the BERT layout: no token types (the reference
    // ran without them, and the engine is given the tokenizer's segments,
    // 0 and 1, which it must ignore), the masked-LM head in the file unread.
    void distilBertMatchesTheReferenceInFloatAndDouble()
    {
        const LoadedModel model = load(ae::test::modelFixture("tiny-distilbert"));
        const TransformerConfig& c = model.weights.config;
        QCOMPARE(c.family, TransformerFamily::Bert);
        QCOMPARE(c.variant, TransformerVariant::DistilBert);
        QCOMPARE(QString::fromLatin1(transformerName(c)), QStringLiteral("DistilBERT"));
        QCOMPARE(c.tokenTypes, 0);
        QCOMPARE(c.width, 16);
        QCOMPARE(c.layers, 2);
        QCOMPARE(c.heads, 2);
        QCOMPARE(c.mlpWidth, 32);
        QCOMPARE(c.maxPositions, 32);
        QCOMPARE(c.vocabularySize, 46);
        QCOMPARE(c.layerNormEpsilon, 1e-12);
        QCOMPARE(c.activation, Activation::GeluErf);
        QVERIFY(!c.sinusoidalPositions);
        QCOMPARE(model.weights.tokenTypeEmbedding.rows(), Eigen::Index(0));
        // By hand: embeddings 46·16 + 32·16 + LN 2·16 = 1280; per layer
        // 4·(16·16 + 16) + (32·16 + 32) + (16·32 + 16) + 2 LN·32 = 2224.
        QCOMPARE(model.weights.parameterCount(), 1280LL + 2 * 2224LL);
        const std::vector<int> types = referenceIds("tiny-distilbert", "types.npy");
        QVERIFY(std::find(types.begin(), types.end(), 1) != types.end());
        compareWithReferences("tiny-distilbert", model.weights, 2e-5, 0);
        compareWithReferences("tiny-distilbert", castWeights<double>(model.weights), 1e-10, 0);
        // The segments change nothing: the same trace with or without them.
        const std::vector<int> ids = referenceIds("tiny-distilbert", "ids.npy");
        QCOMPARE(runTransformer(model.weights, ids, types).finalHidden,
                 runTransformer(model.weights, ids).finalHidden);
        // GPT-2 and BERT keep their names.
        QCOMPARE(QString::fromLatin1(
                     transformerName(load(ae::test::modelFixture("tiny-bert")).weights.config)),
                 QStringLiteral("BERT"));
        QCOMPARE(QString::fromLatin1(
                     transformerName(load(ae::test::modelFixture("tiny-gpt2")).weights.config)),
                 QStringLiteral("GPT-2"));
    }

    // Tensors named without the "distilbert." prefix (a bare DistilBertModel
    // saves them so) load to the same weights.
    void distilBertWithoutPrefix()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath("distilbert-bare");
        copyFolder(ae::test::modelFixture("tiny-distilbert"), path);
        // Rewrite the safetensors header without the prefix: the data
        // offsets count from the end of the header, so only it changes.
        const QByteArray bytes = ae::test::readAll(path + "/model.safetensors");
        quint64 length = 0;
        std::memcpy(&length, bytes.constData(), 8);
        QByteArray header = bytes.mid(8, int(length));
        header.replace("\"distilbert.", "\"");
        while (header.size() % 8 != 0)
            header.append(' ');
        quint64 newLength = quint64(header.size());
        QByteArray rewritten(reinterpret_cast<const char*>(&newLength), 8);
        rewritten += header + bytes.mid(8 + int(length));
        QFile::remove(path + "/model.safetensors");
        QVERIFY(ae::test::writeFile(path + "/model.safetensors", rewritten));
        const LoadedModel bare = load(path);
        const LoadedModel prefixed = load(ae::test::modelFixture("tiny-distilbert"));
        QCOMPARE(bare.weights.blocks[1].mlpOut.weight, prefixed.weights.blocks[1].mlpOut.weight);
        QCOMPARE(bare.weights.positionEmbedding, prefixed.weights.positionEmbedding);
        compareWithReferences("tiny-distilbert", bare.weights, 2e-5, 0);
    }

    void malformedDistilBertIsRefused()
    {
        QVERIFY(m_dir.isValid());
        const QByteArray config =
            ae::test::readAll(ae::test::modelFixture("tiny-distilbert") + "/config.json");
        const auto withConfig = [&](const QString& name, const QByteArray& json) {
            const QString path = m_dir.filePath(name);
            copyFolder(ae::test::modelFixture("tiny-distilbert"), path);
            QFile::remove(path + "/config.json");
            if (!ae::test::writeFile(path + "/config.json", json))
                qFatal("cannot write %s", qPrintable(path));
            return path;
        };
        QCOMPARE(loadError(withConfig(
                     "d-layers", QByteArray(config).replace("\"n_layers\": 2", "\"n_layers\": 3"))),
                 QStringLiteral("model.safetensors: tensor "
                                "'distilbert.transformer.layer.2.attention.q_lin.weight' is "
                                "missing"));
        QCOMPARE(
            loadError(withConfig("d-hidden", QByteArray(config).replace("\"hidden_dim\": 32",
                                                                        "\"hidden_dim\": 24"))),
            QStringLiteral("model.safetensors: tensor "
                           "'distilbert.transformer.layer.0.ffn.lin1.weight' has shape [32, 16]; "
                           "the config needs [24, 16]"));
        QCOMPARE(loadError(withConfig("d-activation",
                                      QByteArray(config).replace("\"gelu\"", "\"swish\""))),
                 QStringLiteral("config.json: activation 'swish' is not supported (gelu_new, "
                                "gelu, relu)"));
        QCOMPARE(loadError(withConfig(
                     "d-flag", QByteArray(config).replace("\"sinusoidal_pos_embds\": false",
                                                          "\"sinusoidal_pos_embds\": \"no\""))),
                 QStringLiteral("config.json: sinusoidal_pos_embds must be true or false"));
        QCOMPARE(loadError(withConfig("d-dim", QByteArray(config).replace("\"dim\"", "\"d\""))),
                 QStringLiteral("config.json: dim is missing"));
        QCOMPARE(loadError(withConfig(
                     "d-heads", QByteArray(config).replace("\"n_heads\": 2", "\"n_heads\": 3"))),
                 QStringLiteral("config.json: 3 heads do not divide the width 16"));
        // A BERT's tensor names are not a DistilBERT's.
        const QString bertWeights = withConfig("d-bert-file", config);
        QFile::remove(bertWeights + "/model.safetensors");
        QFile::copy(ae::test::modelFixture("tiny-bert") + "/model.safetensors",
                    bertWeights + "/model.safetensors");
        QCOMPARE(loadError(bertWeights),
                 QStringLiteral("model.safetensors: tensor "
                                "'distilbert.embeddings.word_embeddings.weight' is missing"));
        // sinusoidal_pos_embds true is read and said; the table is the file's.
        std::optional<TransformerConfig> sinusoidal;
        ReadError error;
        sinusoidal = readModelConfig(QByteArray(config).replace("\"sinusoidal_pos_embds\": false",
                                                                "\"sinusoidal_pos_embds\": true"),
                                     &error);
        QVERIFY(sinusoidal);
        QVERIFY(sinusoidal->sinusoidalPositions);
    }

    // GPT-2 attends only backwards: above the diagonal exactly 0, rows sum to 1.
    void gpt2IsCausal()
    {
        const LoadedModel model = load(ae::test::modelFixture("tiny-gpt2"));
        const TransformerTrace<float> trace = runTransformer(model.weights, {1, 2, 3, 4, 5});
        for (const auto& layer : trace.layers)
            for (const auto& head : layer.heads)
                for (int i = 0; i < 5; ++i) {
                    QVERIFY(std::abs(head.weights.row(i).sum() - 1.0f) < 1e-6f);
                    for (int j = i + 1; j < 5; ++j)
                        QCOMPARE(head.weights(i, j), 0.0f);
                }
        QCOMPARE(trace.layers[0].heads[0].weights(0, 0), 1.0f);
    }

    // Greedy generation picks the argmax of the last row's logits, then
    // continues from the longer prompt.
    void greedyGenerationFollowsTheLogits()
    {
        const LoadedModel model = load(ae::test::modelFixture("tiny-gpt2"));
        const std::vector<int> ids = referenceIds("tiny-gpt2", "ids.npy");
        const Reference logits =
            readReference(ae::test::modelFixture("tiny-gpt2") + "/reference/logits.npy");
        const std::size_t vocab = std::size_t(model.weights.config.vocabularySize);
        const std::size_t last = (ids.size() - 1) * vocab;
        const auto best = std::max_element(logits.values.begin() + std::ptrdiff_t(last),
                                           logits.values.begin() + std::ptrdiff_t(last + vocab));
        const int expected = int(best - logits.values.begin() - std::ptrdiff_t(last));
        const std::vector<int> generated = greedyGenerate(model.weights, ids, 3);
        QCOMPARE(generated.size(), std::size_t(3));
        QCOMPARE(generated[0], expected);
        std::vector<int> longer = ids;
        longer.push_back(generated[0]);
        QCOMPARE(greedyGenerate(model.weights, longer, 1)[0], generated[1]);
        QVERIFY_THROWS_EXCEPTION(
            EngineError, greedyGenerate(load(ae::test::modelFixture("tiny-bert")).weights, ids, 1));
    }

    // LogitRows::Last computes only the last position's logits: the same
    // row as the reference's last, and the rest of the trace is unchanged.
    void lastRowLogitsAreTheReferencesLastRow()
    {
        const LoadedModel model = load(ae::test::modelFixture("tiny-gpt2"));
        const std::vector<int> ids = referenceIds("tiny-gpt2", "ids.npy");
        const Reference logits =
            readReference(ae::test::modelFixture("tiny-gpt2") + "/reference/logits.npy");
        const std::size_t vocab = std::size_t(model.weights.config.vocabularySize);
        const TransformerTrace<float> all = runTransformer(model.weights, ids);
        const TransformerTrace<float> last = runTransformer(
            model.weights, ids, {}, EngineLimits::defaults(), nullptr, LogitRows::Last);
        QCOMPARE(last.logits.rows(), Eigen::Index(1));
        QCOMPARE(last.logits.cols(), Eigen::Index(vocab));
        QVERIFY(largestDifference(last.logits, logits, (ids.size() - 1) * vocab) < 2e-5);
        QCOMPARE(last.layers.back().heads.back().weights, all.layers.back().heads.back().weights);
        QCOMPARE(last.finalHidden, all.finalHidden);
        // The estimate counts one row of logits instead of n.
        const int n = int(ids.size());
        QCOMPARE(estimatedTransformerTraceBytes(model.weights.config, n, 4, LogitRows::All) -
                     estimatedTransformerTraceBytes(model.weights.config, n, 4, LogitRows::Last),
                 std::uint64_t(n - 1) * vocab * 4);
        QCOMPARE(last.byteSize(),
                 estimatedTransformerTraceBytes(model.weights.config, n, 4, LogitRows::Last));
    }

    void layerNormAndGeluByHand()
    {
        LayerNormWeights<double> unit{Eigen::RowVectorXd::Ones(3), Eigen::RowVectorXd::Zero(3)};
        Eigen::MatrixXd x(1, 3);
        x << 1, 2, 3; // mean 2, biased variance 2/3
        const Eigen::MatrixXd y = layerNorm<double>(x, unit, 0.0);
        QVERIFY(std::abs(y(0, 0) + std::sqrt(1.5)) < 1e-15);
        QCOMPARE(y(0, 1), 0.0);
        QVERIFY(std::abs(y(0, 2) - std::sqrt(1.5)) < 1e-15);
        // gelu_new(1) = 0.5·(1 + tanh(√(2/π)·1.044715)); gelu(1) = 0.5·(1 + erf(1/√2)).
        QVERIFY(std::abs(activate(1.0, Activation::GeluTanh) - 0.8411919906082768) < 1e-15);
        QVERIFY(std::abs(activate(1.0, Activation::GeluErf) - 0.8413447460685429) < 1e-15);
        QCOMPARE(activate(-2.0, Activation::Relu), 0.0);
    }

    void badInputsAreRefusedByName()
    {
        const LoadedModel model = load(ae::test::modelFixture("tiny-gpt2"));
        try {
            runTransformer(model.weights, {1, model.weights.config.vocabularySize});
            QFAIL("an id outside the vocabulary was accepted");
        } catch (const EngineError& error) {
            QCOMPARE(error.field(), std::string("tokens[1]"));
        }
        QVERIFY_THROWS_EXCEPTION(
            EngineError,
            runTransformer(
                model.weights,
                std::vector<int>(std::size_t(model.weights.config.maxPositions + 1), 1)));
        EngineLimits tight;
        tight.maxTraceBytes = 1000;
        QVERIFY_THROWS_EXCEPTION(EngineError, runTransformer(model.weights, {1, 2, 3}, {}, tight));
        std::atomic<bool> cancel{true};
        QVERIFY_THROWS_EXCEPTION(
            OperationCancelled,
            runTransformer(model.weights, {1, 2, 3}, {}, EngineLimits::defaults(), &cancel));
    }

    void malformedFoldersAreRefused()
    {
        QVERIFY(m_dir.isValid());
        const auto folder = [&](const QString& name) {
            const QString path = m_dir.filePath(name);
            copyFolder(ae::test::modelFixture("tiny-gpt2"), path);
            return path;
        };
        const auto writeConfig = [](const QString& path, const QByteArray& json) {
            QFile::remove(path + "/config.json");
            QVERIFY(ae::test::writeFile(path + "/config.json", json));
        };
        const QByteArray gpt2 =
            ae::test::readAll(ae::test::modelFixture("tiny-gpt2") + "/config.json");

        QString path = folder("unknown-type");
        writeConfig(path, QByteArray(gpt2).replace("\"gpt2\"", "\"llama\""));
        QCOMPARE(loadError(path),
                 QStringLiteral(
                     "config.json: model_type 'llama' is not supported (gpt2, bert, distilbert)"));

        path = folder("more-layers");
        writeConfig(path, QByteArray(gpt2).replace("\"n_layer\": 2", "\"n_layer\": 3"));
        QCOMPARE(loadError(path),
                 QStringLiteral("model.safetensors: tensor 'h.2.ln_1.weight' is missing"));

        path = folder("wrong-width");
        writeConfig(path, QByteArray(gpt2).replace("\"n_embd\": 16", "\"n_embd\": 8"));
        QCOMPARE(loadError(path), QStringLiteral("model.safetensors: tensor 'wte.weight' has "
                                                 "shape [297, 16]; the config needs [297, 8]"));

        path = folder("bad-heads");
        writeConfig(path, QByteArray(gpt2).replace("\"n_head\": 2", "\"n_head\": 3"));
        QCOMPARE(loadError(path),
                 QStringLiteral("config.json: 3 heads do not divide the width 16"));

        path = folder("no-field");
        writeConfig(path, QByteArray(gpt2).replace("\"n_embd\"", "\"n_embed\""));
        QCOMPARE(loadError(path), QStringLiteral("config.json: n_embd is missing"));

        path = folder("truncated");
        const QByteArray weights = ae::test::readAll(path + "/model.safetensors");
        QFile::remove(path + "/model.safetensors");
        QVERIFY(ae::test::writeFile(path + "/model.safetensors", weights.left(weights.size() / 2)));
        QVERIFY2(loadError(path).contains(QStringLiteral("reach past the data")),
                 qPrintable(loadError(path)));

        path = folder("pickle");
        QFile::rename(path + "/model.safetensors", path + "/pytorch_model.bin");
        QVERIFY2(loadError(path).startsWith(
                     QStringLiteral("model.safetensors is missing; pytorch_model.bin")),
                 qPrintable(loadError(path)));

        path = folder("no-config");
        QFile::remove(path + "/config.json");
        QCOMPARE(loadError(path), QStringLiteral("config.json: no such file"));

        QVERIFY(loadError(m_dir.filePath("absent")).contains(QStringLiteral("not a folder")));
    }
};

AE_TEST_MAIN_CORE(TestModelFolder)
#include "test_model_folder.moc"
