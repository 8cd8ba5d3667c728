// Spec reading: every field, every error path (naming the field), limits,
// and the read → write → read round trip with unknown fields kept.
#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"
#include "core/io/spec_writer.h"

#include "tests/test_main.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace ae;

namespace {

// Reads, then (if reading succeeded) prepares: the first error of the two.
std::optional<SpecError> firstError(const QByteArray& json)
{
    std::variant<Spec, SpecError> read = readSpec(json);
    if (std::holds_alternative<SpecError>(read))
        return std::get<SpecError>(read);
    std::variant<SpecRun, SpecError> run = runSpec(std::get<Spec>(read));
    if (std::holds_alternative<SpecError>(run))
        return std::get<SpecError>(run);
    return std::nullopt;
}

Spec mustRead(const QByteArray& json)
{
    std::variant<Spec, SpecError> read = readSpec(json);
    if (std::holds_alternative<SpecError>(read))
        qFatal("unexpected spec error: %s", std::get<SpecError>(read).toString().c_str());
    return std::get<Spec>(read);
}

QByteArray rows(int count, int width)
{
    QByteArray row = "[" + QByteArray("0,").repeated(width - 1) + "0]";
    return "[" + (row + ",").repeated(count - 1) + row + "]";
}

const QByteArray kFullSpec = R"({
  "format": "attention-explorer/spec@1",
  "comment": "kept on save",
  "inputs": [[[1, 2], [3, 4], [5, 6]], [[0.5, -1], [2, 0], [0, 0]]],
  "key_inputs": [[[1, 0], [0, 1]], [[1, 1], [2, 2]]],
  "value_inputs": [[[1, 2, 3], [4, 5, 6]], [[0, 0, 0], [1, 1, 1]]],
  "tokens": ["a", "b", "c"],
  "key_tokens": ["x", "y"],
  "positional_encoding": {"type": "sinusoidal", "base": 100},
  "num_heads": 1,
  "weights": {"W_q": [[1, 0], [0, 1]], "W_k": [[2, 0], [0, 2]],
              "W_v": [[1, 0, 0], [0, 1, 0]], "W_o": [[1, 1]]},
  "scoring": {"type": "general", "W": [[1, 0], [0, 1]], "temperature": 0.5},
  "mask": {"valid_lens": [[1, 2, 2], [2, 1, 0]], "causal": true, "window": 1,
           "matrix": [[1, 1], [1, 0], [0, 1]], "note": "nested unknown"},
  "dropout": {"p": 0.25},
  "seed": 42,
  "precision": "float64",
  "ui": {"view": "heatmap"}
})";

} // namespace

class TestSpecReader : public QObject
{
    Q_OBJECT

private slots:
    void readsEveryField()
    {
        const Spec spec = mustRead(kFullSpec);
        QCOMPARE(spec.inputs.inputs.size(), std::size_t(2));
        QCOMPARE(spec.inputs.inputs[1](0, 1), -1.0f);
        QCOMPARE(spec.inputs.inputs[0](2, 0), 5.0f);
        QCOMPARE(spec.inputs.keyInputs[1](1, 0), 2.0f);
        QCOMPARE(spec.inputs.valueInputs[0].cols(), Eigen::Index(3));
        QCOMPARE(spec.tokens, (Tokens{"a", "b", "c"}));
        QCOMPARE(spec.keyTokens, (Tokens{"x", "y"}));
        QCOMPARE(spec.config.positionalEncoding.type, PositionalEncodingConfig::Type::Sinusoidal);
        QCOMPARE(spec.config.positionalEncoding.base, 100.0);
        QCOMPARE(spec.config.weights.Wk(1, 1), 2.0f);
        QCOMPARE(spec.config.weights.Wo.rows(), Eigen::Index(1));
        QCOMPARE(spec.config.scoring.type, ScoringType::General);
        QCOMPARE(spec.config.scoring.temperature, 0.5f);
        QCOMPARE(spec.config.scoring.generalW.rows(), Eigen::Index(2));
        QVERIFY(spec.config.mask.validLensPerQuery);
        QCOMPARE(spec.config.mask.validLens, (std::vector<std::vector<int>>{{1, 2, 2}, {2, 1, 0}}));
        QVERIFY(spec.config.mask.causal);
        QCOMPARE(spec.config.mask.window, 1);
        QCOMPARE(spec.config.mask.matrices.size(), std::size_t(1));
        QCOMPARE(int(spec.config.mask.matrices[0](1, 1)), 0);
        QCOMPARE(int(spec.config.mask.matrices[0](2, 1)), 1);
        QCOMPARE(*spec.config.dropout, 0.25f);
        QCOMPARE(spec.config.seed, std::uint64_t(42));
        QVERIFY(spec.float64);
        QCOMPARE(spec.ui.value(QLatin1String("view")).toString(), QStringLiteral("heatmap"));
        QCOMPARE(spec.original.value(QLatin1String("comment")).toString(),
                 QStringLiteral("kept on save"));
        QVERIFY(!spec.text);
        QVERIFY(!spec.randomWeights);
    }

    void defaults()
    {
        const Spec spec = mustRead(R"({"inputs": [[1, 2]]})");
        QCOMPARE(spec.config.numHeads, 1);
        QCOMPARE(spec.config.scoring.type, ScoringType::ScaledDotProduct);
        QCOMPARE(spec.config.scoring.temperature, 1.0f);
        QVERIFY(spec.config.mask.isEmpty());
        QVERIFY(!spec.config.dropout);
        QCOMPARE(spec.config.seed, std::uint64_t(0));
        QCOMPARE(spec.config.positionalEncoding.type, PositionalEncodingConfig::Type::None);
        QCOMPARE(spec.config.weights.Wq.size(), Eigen::Index(0));
        QCOMPARE(spec.embedding.type, EmbeddingConfig::Type::Hashed);
        QCOMPARE(spec.embedding.dim, 64);
        QVERIFY(!spec.float64);
    }

    void readsTextAndRandomWeights()
    {
        const Spec spec = mustRead(R"({"text": "我爱 deep learning!\nsecond line",
            "key_text": "source", "embedding": {"type": "one_hot"},
            "weights": "random", "model_dim": 8, "num_heads": 2,
            "scoring": {"type": "additive", "W_q": [[1, 0]], "W_k": [[0, 1]], "w_v": [2]},
            "mask": {"valid_lens": [2, 3]}})");
        QCOMPARE(QString::fromStdString(*spec.text),
                 QStringLiteral("我爱 deep learning!\nsecond line"));
        QCOMPARE(*spec.keyText, std::string("source"));
        QCOMPARE(spec.embedding.type, EmbeddingConfig::Type::OneHot);
        QVERIFY(spec.randomWeights);
        QCOMPARE(spec.modelDim, 8);
        QCOMPARE(spec.config.numHeads, 2);
        QCOMPARE(spec.config.scoring.type, ScoringType::Additive);
        QCOMPARE(spec.config.scoring.additiveWv(0), 2.0f);
        QVERIFY(!spec.config.mask.validLensPerQuery);
        QCOMPARE(spec.config.mask.validLens, (std::vector<std::vector<int>>{{2}, {3}}));
    }

    void errorsNameTheField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message"); // a fragment the message must hold

        const auto row = [](const char* name, const QByteArray& json, const char* field,
                            const char* message) {
            QTest::newRow(name) << json << QString::fromUtf8(field) << QString::fromUtf8(message);
        };
        // JSON itself
        row("malformed JSON: trailing comma", R"({"inputs": [[1, 2]],})", "(json)",
            "line 1, column");
        row("malformed JSON: line and column", "{\n  \"inputs\": [[1, 2]\n  \"seed\": 1}", "(json)",
            "line 3");
        row("malformed JSON: NaN", R"({"inputs": [[NaN]]})", "(json)", "finite");
        row("non-finite 1e400", R"({"inputs": [[1, 1e400]]})", "(json)", "finite");
        row("not an object", "[1, 2]", "(json)", "object");
        row("empty document", "", "(json)", "malformed JSON");
        row("wrong format", R"({"format": "other@1", "inputs": [[1]]})", "format",
            "attention-explorer/spec@1");
        row("result instead of spec", R"({"format": "attention-explorer/result@1"})", "format",
            "result file");
        // sources
        row("no inputs", R"({"seed": 1})", "inputs", "required");
        row("text and inputs", R"({"text": "a b", "inputs": [[1]]})", "text", "not both");
        row("text not a string", R"({"text": 5})", "text", "expected a string");
        row("empty text", R"({"text": "  \n "})", "text", "no tokens");
        row("float32 overflow", R"({"inputs": [[1, 1e39]]})", "inputs[0][1]", "float32");
        row("ragged rows", R"({"inputs": [[1, 2], [3]]})", "inputs[1]", "expected 2 numbers");
        row("non-number", R"({"inputs": [[1, "x"]]})", "inputs[0][1]",
            "expected a number, found the string \"x\"");
        row("null element", R"({"inputs": [[1, null]]})", "inputs[0][1]", "found null");
        row("bool element", R"({"inputs": [[true]]})", "inputs[0][0]", "found true");
        row("flat array", R"({"inputs": [1, 2]})", "inputs[0]", "expected a row");
        row("empty matrix", R"({"inputs": []})", "inputs", "empty array");
        row("empty row", R"({"inputs": [[]]})", "inputs[0]", "empty array");
        row("object instead of matrix", R"({"inputs": {"a": 1}})", "inputs", "an object");
        row("nested too deep", R"({"inputs": [[[[1]]]]})", "inputs", "nested 4 deep");
        row("batch item not a matrix", R"({"inputs": [[[1, 2]], [1, 2]]})", "inputs[1]",
            "expected a matrix");
        row("batch items differ", R"({"inputs": [[[1, 2]], [[1, 2], [3, 4]]]})", "inputs[1]",
            "expected 1×2");
        row("ragged batch row", R"({"inputs": [[[1, 2], [3, 4]], [[1, 2], [3]]]})", "inputs[1][1]",
            "expected 2 numbers");
        row("non-number in batch", R"({"inputs": [[[1, 2]], [[1, "y"]]]})", "inputs[1][0][1]",
            "expected a number");
        row("key_inputs bad element", R"({"inputs": [[1, 2]], "key_inputs": [[1, 0], [1, true]]})",
            "key_inputs[1][1]", "expected a number");
        row("key_text and key_inputs", R"({"inputs": [[1]], "key_text": "a", "key_inputs": [[1]]})",
            "key_text", "not both");
        row("value rows differ from keys",
            R"({"inputs": [[1, 0]], "key_inputs": [[1, 0], [0, 1]], "value_inputs": [[1]]})",
            "value_inputs", "");
        // labels
        row("tokens not strings", R"({"inputs": [[1], [2]], "tokens": ["a", 1]})", "tokens[1]",
            "expected a string");
        row("wrong tokens length", R"({"inputs": [[1], [2]], "tokens": ["a"]})", "tokens",
            "expected 2 labels");
        row("wrong key_tokens length",
            R"({"inputs": [[1]], "key_inputs": [[1], [2], [3]], "key_tokens": ["a", "b"]})",
            "key_tokens", "expected 3 labels");
        // heads and weights
        row("num_heads zero", R"({"inputs": [[1]], "num_heads": 0})", "num_heads", "≥ 1");
        row("num_heads fraction", R"({"inputs": [[1]], "num_heads": 1.5})", "num_heads", "integer");
        row("num_heads string", R"({"inputs": [[1]], "num_heads": "2"})", "num_heads", "integer");
        row("num_heads beyond limit", R"({"inputs": [[1]], "num_heads": 65})", "num_heads",
            "limit of 64");
        row("h not dividing width", R"({"inputs": [[1, 2, 3]], "num_heads": 2})", "num_heads",
            "divide");
        row("weights unknown string", R"({"inputs": [[1]], "weights": "banana"})", "weights",
            "\"random\"");
        row("W_q not a matrix", R"({"inputs": [[1]], "weights": {"W_q": "abc"}})", "weights.W_q",
            "expected a matrix");
        row("W_q wrong width", R"({"inputs": [[1, 2]], "weights": {"W_q": [[1, 2, 3]]}})",
            "weights.W_q", "");
        row("W_o wrong width", R"({"inputs": [[1, 2]], "weights": {"W_o": [[1, 2, 3]]}})",
            "weights.W_o", "");
        row("model_dim zero", R"({"inputs": [[1]], "weights": "random", "model_dim": 0})",
            "model_dim", "≥ 1");
        row("model_dim beyond limit",
            R"({"inputs": [[1]], "weights": "random", "model_dim": 5000})", "model_dim", "4096");
        // scoring
        row("unknown scoring type", R"({"inputs": [[1]], "scoring": {"type": "magic"}})",
            "scoring.type", "scaled_dot_product");
        row("temperature zero", R"({"inputs": [[1]], "scoring": {"temperature": 0}})",
            "scoring.temperature", "> 0");
        row("temperature negative", R"({"inputs": [[1]], "scoring": {"temperature": -1}})",
            "scoring.temperature", "> 0");
        row("additive without w_v",
            R"({"inputs": [[1]], "scoring": {"type": "additive", "W_q": [[1]], "W_k": [[1]]}})",
            "scoring.w_v", "missing");
        row("additive hidden mismatch",
            R"({"inputs": [[1]], "scoring": {"type": "additive", "W_q": [[1]], "W_k": [[1]], "w_v": [1, 2]}})",
            "scoring.w_v", "expected 1 numbers");
        row("general without W", R"({"inputs": [[1]], "scoring": {"type": "general"}})",
            "scoring.W", "missing");
        row("general W wrong shape",
            R"({"inputs": [[1, 2]], "scoring": {"type": "general", "W": [[1]]}})", "scoring.W", "");
        row("scoring not an object", R"({"inputs": [[1]], "scoring": "dot_product"})", "scoring",
            "expected an object");
        // masks
        row("negative length", R"({"inputs": [[1], [2]], "mask": {"valid_lens": [-1]}})",
            "mask.valid_lens[0]", "≥ 0");
        row("length above m", R"({"inputs": [[1], [2]], "mask": {"valid_lens": [3]}})",
            "mask.valid_lens[0]", "from 0 to 2");
        row("per-query length above m",
            R"({"inputs": [[1], [2]], "mask": {"valid_lens": [[1, 5]]}})", "mask.valid_lens[0][1]",
            "from 0 to 2");
        row("fractional length", R"({"inputs": [[1]], "mask": {"valid_lens": [0.5]}})",
            "mask.valid_lens[0]", "integer");
        row("mixed length depth", R"({"inputs": [[[1]], [[2]]], "mask": {"valid_lens": [[1], 1]}})",
            "mask.valid_lens[1]", "one depth");
        row("lengths per item count", R"({"inputs": [[1], [2]], "mask": {"valid_lens": [1, 1]}})",
            "mask.valid_lens", "expected 1 lengths");
        row("per-query count", R"({"inputs": [[1], [2]], "mask": {"valid_lens": [[1]]}})",
            "mask.valid_lens[0]", "expected 2 lengths");
        row("mask entry 2", R"({"inputs": [[1], [2]], "mask": {"matrix": [[1, 2], [1, 1]]}})",
            "mask.matrix[0][1]", "0 (masked) or 1");
        row("mask matrix shape", R"({"inputs": [[1], [2]], "mask": {"matrix": [[1, 1, 1]]}})",
            "mask.matrix", "");
        row("causal not bool", R"({"inputs": [[1]], "mask": {"causal": "yes"}})", "mask.causal",
            "true or false");
        row("negative window", R"({"inputs": [[1]], "mask": {"window": -1}})", "mask.window",
            "≥ 0");
        // positions, dropout, seed, misc
        row("rotary odd width",
            R"({"inputs": [[1, 2, 3]], "positional_encoding": {"type": "rotary"}})",
            "positional_encoding", "even");
        row("unknown encoding", R"({"inputs": [[1]], "positional_encoding": {"type": "learned"}})",
            "positional_encoding.type", "sinusoidal");
        row("encoding base zero",
            R"({"inputs": [[1]], "positional_encoding": {"type": "sinusoidal", "base": 0}})",
            "positional_encoding.base", "> 0");
        row("dropout p 1", R"({"inputs": [[1]], "dropout": {"p": 1}})", "dropout.p", "0 ≤ p < 1");
        row("dropout p negative", R"({"inputs": [[1]], "dropout": {"p": -0.1}})", "dropout.p",
            "0 ≤ p < 1");
        row("dropout without p", R"({"inputs": [[1]], "dropout": {}})", "dropout.p", "required");
        row("seed negative", R"({"inputs": [[1]], "seed": -1})", "seed", "2^53");
        row("seed fraction", R"({"inputs": [[1]], "seed": 1.5})", "seed", "integer");
        row("precision float16", R"({"inputs": [[1]], "precision": "float16"})", "precision",
            "float64");
        row("embedding type", R"({"text": "a", "embedding": {"type": "word2vec"}})",
            "embedding.type", "one_hot");
        row("embedding dim zero", R"({"text": "a", "embedding": {"dim": 0}})", "embedding.dim",
            "≥ 1");
        row("key_text line count", R"({"text": "a\nb", "key_text": "x\ny\nz"})", "key_text",
            "one per line");
        row("ui not an object", R"({"inputs": [[1]], "ui": []})", "ui", "expected an object");
        // limits (quoted in the message)
        row("too many rows", "{\"inputs\": " + rows(4097, 1) + "}", "inputs",
            "4097 rows; the limit is 4096");
        row("too wide", "{\"inputs\": " + rows(1, 4097) + "}", "inputs[0]",
            "4097 columns; the limit is 4096");
        row("too many batch items",
            "{\"inputs\": [" + QByteArray("[[1]],").repeated(64) + "[[1]]]}", "inputs",
            "65 batch items; the limit is 64");
        row("too many tokens in text", "{\"text\": \"" + QByteArray("a ").repeated(4097) + "\"}",
            "text", "4096");
    }
    void errorsNameTheField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const std::optional<SpecError> error = firstError(json);
        QVERIFY2(error, "the spec was accepted");
        QCOMPARE(QString::fromStdString(error->field), field);
        QVERIFY2(QString::fromStdString(error->message).contains(message), error->message.c_str());
    }

    // Every prefix of a full spec is malformed JSON, reported with a
    // position; damaged specs never crash the reader.
    void damagedSpecsAreRejectedCleanly()
    {
        for (qsizetype length = 0; length < kFullSpec.size() - 1; ++length) {
            std::variant<Spec, SpecError> read = readSpec(kFullSpec.left(length));
            QVERIFY(std::holds_alternative<SpecError>(read));
            QCOMPARE(std::get<SpecError>(read).field, std::string("(json)"));
        }
        std::uint32_t state = 7;
        for (int trial = 0; trial < 2000; ++trial) {
            QByteArray damaged = kFullSpec;
            state = state * 1664525u + 1013904223u;
            const qsizetype at = qsizetype(state % std::uint32_t(damaged.size()));
            damaged[at] = "0123456789[]{},:-e.\"x "[(state >> 24) % 23];
            const std::optional<SpecError> error = firstError(damaged);
            if (error)
                QVERIFY(!error->message.empty());
        }
    }

    void smallerLimitsAreEnforcedAndQuoted()
    {
        EngineLimits limits;
        limits.maxSequenceLength = 3;
        std::variant<Spec, SpecError> read =
            readSpec(R"({"inputs": [[1], [2], [3], [4]]})", limits);
        QVERIFY(std::holds_alternative<SpecError>(read));
        QCOMPARE(std::get<SpecError>(read).field, std::string("inputs"));
        QVERIFY(std::get<SpecError>(read).message.find("the limit is 3") != std::string::npos);
    }

    void readSpecFileReportsMissingFile()
    {
        std::variant<Spec, SpecError> read = readSpecFile(QStringLiteral("/no/such/spec.json"));
        QVERIFY(std::holds_alternative<SpecError>(read));
        QCOMPARE(std::get<SpecError>(read).field, std::string("/no/such/spec.json"));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("everything") << kFullSpec;
        QTest::newRow("minimal") << QByteArray(R"({"inputs": [[1, 2]]})");
        QTest::newRow("text") << QByteArray(
            R"({"text": "我爱自然语言处理\nthe cat", "embedding": {"dim": 16, "seed": 3},
                "weights": "random", "model_dim": 16, "num_heads": 2,
                "positional_encoding": {"type": "rotary", "base": 500}})");
        QTest::newRow("one-hot cross") << QByteArray(
            R"({"text": "a b", "key_text": "b c", "embedding": {"type": "one_hot"},
                "key_tokens": ["B", "C"]})");
        QTest::newRow("additive, per-item lens, batch masks") << QByteArray(
            R"({"inputs": [[[0.1, 0.2]], [[0.3, 1e-7]]],
                "scoring": {"type": "additive", "W_q": [[1, 2], [3, 4]],
                            "W_k": [[0.5, 0.25], [1, 1]], "w_v": [1, -1]},
                "mask": {"valid_lens": [1, 0], "matrix": [[[1]], [[0]]]},
                "dropout": 0.1, "seed": 9007199254740992})");
        QTest::newRow("cosine window") << QByteArray(
            R"({"inputs": [[0.33333334, 3.4028235e38], [-1.17549435e-38, 0]],
                "scoring": {"type": "cosine", "temperature": 0.1},
                "mask": {"window": 0, "causal": false}})");
    }
    void roundTrip()
    {
        QFETCH(QByteArray, json);
        const Spec spec = mustRead(json);
        const QJsonObject written = specToJson(spec);
        QCOMPARE(written.value(QLatin1String("format")).toString(), QLatin1String(kSpecFormat));
        const Spec again = mustRead(QJsonDocument(written).toJson());
        QVERIFY(sameSpec(spec, again));
        // Writing is stable: the second write equals the first.
        QCOMPARE(specToJson(again), written);
        const Spec fromBytes = mustRead(specToJsonBytes(spec));
        QVERIFY(sameSpec(spec, fromBytes));
    }

    void sameSpecSeesDifferences()
    {
        const Spec spec = mustRead(kFullSpec);
        Spec changed = spec;
        changed.inputs.inputs[1](2, 1) = 1e-9f;
        QVERIFY(!sameSpec(spec, changed));
        changed = spec;
        changed.config.mask.window = 2;
        QVERIFY(!sameSpec(spec, changed));
        changed = spec;
        changed.config.weights.Wo.resize(0, 0);
        QVERIFY(!sameSpec(spec, changed));
        changed = spec;
        changed.ui.insert(QStringLiteral("zoom"), 2);
        QVERIFY(!sameSpec(spec, changed));
    }

    void unknownFieldsAreKeptAndClearedFieldsRemoved()
    {
        Spec spec = mustRead(kFullSpec);
        spec.config.mask.causal = false;
        spec.config.mask.window = -1;
        spec.config.dropout.reset();
        spec.float64 = false;
        const QJsonObject written = specToJson(spec);
        QCOMPARE(written.value(QLatin1String("comment")).toString(),
                 QStringLiteral("kept on save"));
        const QJsonObject mask = written.value(QLatin1String("mask")).toObject();
        QCOMPARE(mask.value(QLatin1String("note")).toString(), QStringLiteral("nested unknown"));
        QVERIFY(!mask.contains(QLatin1String("causal")));
        QVERIFY(!mask.contains(QLatin1String("window")));
        QVERIFY(mask.contains(QLatin1String("valid_lens")));
        QVERIFY(!written.contains(QLatin1String("dropout")));
        QVERIFY(!written.contains(QLatin1String("precision")));
        QCOMPARE(written.value(QLatin1String("ui")).toObject().value(QLatin1String("view")),
                 QJsonValue(QStringLiteral("heatmap")));
    }

    void writerUsesTheDocumentedLayout()
    {
        const Spec spec = mustRead(R"({"inputs": [[1, 2]], "weights": {"W_q": [[1, 0], [0, 1]]},
                                       "mask": {"valid_lens": [[1]]}})");
        const QJsonObject written = specToJson(spec);
        QCOMPARE(written.value(QLatin1String("inputs")).toArray(),
                 QJsonDocument::fromJson("[[1, 2]]").array());
        QCOMPARE(written.value(QLatin1String("weights")).toObject().value(QLatin1String("W_q")),
                 QJsonValue(QJsonDocument::fromJson("[[1, 0], [0, 1]]").array()));
        QCOMPARE(written.value(QLatin1String("mask")).toObject().value(QLatin1String("valid_lens")),
                 QJsonValue(QJsonDocument::fromJson("[[1]]").array()));
        QCOMPARE(written.value(QLatin1String("scoring")).toObject().value(QLatin1String("type")),
                 QJsonValue(QStringLiteral("scaled_dot_product")));
    }
};

AE_TEST_MAIN_CORE(TestSpecReader)
#include "test_spec_reader.moc"
