// Spec → engine → result JSON: text handling (tokens, padding, valid lengths,
// one-hot vocabulary), random weights, and the result document checked
// against hand-derived numbers and against the trace.
#include "core/io/preparation_memo.h"
#include "core/io/result_writer.h"
#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"
#include "core/tokenizer.h"

#include "tests/test_main.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <set>

using namespace ae;

namespace {

Spec mustRead(const QByteArray& json)
{
    std::variant<Spec, SpecError> read = readSpec(json);
    if (std::holds_alternative<SpecError>(read))
        qFatal("unexpected spec error: %s", std::get<SpecError>(read).toString().c_str());
    return std::get<Spec>(read);
}

SpecRun mustRun(const QByteArray& json)
{
    std::variant<SpecRun, SpecError> run = runSpec(mustRead(json));
    if (std::holds_alternative<SpecError>(run))
        qFatal("unexpected run error: %s", std::get<SpecError>(run).toString().c_str());
    return std::get<SpecRun>(std::move(run));
}

double at(const QJsonValue& matrix, int r, int c)
{
    return matrix.toArray().at(r).toArray().at(c).toDouble();
}

std::set<QString> keysOf(const QJsonObject& object)
{
    const QStringList keys = object.keys();
    return std::set<QString>(keys.begin(), keys.end());
}

// Every number of `json` equals the float of `matrix` exactly.
bool matches(const QJsonValue& json, const Matrix& matrix)
{
    const QJsonArray rows = json.toArray();
    if (rows.size() != matrix.rows())
        return false;
    for (int r = 0; r < rows.size(); ++r) {
        const QJsonArray row = rows.at(r).toArray();
        if (row.size() != matrix.cols())
            return false;
        for (int c = 0; c < row.size(); ++c) {
            if (static_cast<float>(row.at(c).toDouble()) != matrix(r, c))
                return false;
        }
    }
    return true;
}

} // namespace

class TestSpecRunner : public QObject
{
    Q_OBJECT

private slots:
    // X = I₂, no weights, one head: s = 1/√2 on the diagonal, 0 elsewhere;
    // weights a = e^s/(e^s + 1) on the diagonal, 1 − a off it; output = A.
    void identityCaseByHand()
    {
        const SpecRun run = mustRun(R"({"inputs": [[1, 0], [0, 1]], "tokens": ["I", "you"]})");
        const QJsonObject result = resultToJson(run);
        QCOMPARE(keysOf(result), (std::set<QString>{"format", "batch", "warnings"}));
        QCOMPARE(result.value(QLatin1String("format")).toString(), QLatin1String(kResultFormat));
        const QJsonArray batch = result.value(QLatin1String("batch")).toArray();
        QCOMPARE(batch.size(), 1);
        const QJsonObject item = batch.at(0).toObject();
        QCOMPARE(keysOf(item),
                 (std::set<QString>{"tokens", "key_tokens", "heads", "concat", "output"}));
        QCOMPARE(item.value(QLatin1String("tokens")).toArray(),
                 QJsonDocument::fromJson(R"(["I", "you"])").array());
        const QJsonArray heads = item.value(QLatin1String("heads")).toArray();
        QCOMPARE(heads.size(), 1);
        const QJsonObject head = heads.at(0).toObject();
        QCOMPARE(keysOf(head),
                 (std::set<QString>{"queries", "keys", "values", "scores", "weights", "output"}));
        const double s = 1.0 / std::sqrt(2.0);
        const double a = std::exp(s) / (std::exp(s) + 1.0);
        QVERIFY(std::abs(at(head.value(QLatin1String("scores")), 0, 0) - s) < 1e-7);
        QCOMPARE(at(head.value(QLatin1String("scores")), 0, 1), 0.0);
        const QJsonValue weights = head.value(QLatin1String("weights"));
        QVERIFY(std::abs(at(weights, 0, 0) - a) < 1e-6);
        QVERIFY(std::abs(at(weights, 0, 1) - (1 - a)) < 1e-6);
        QVERIFY(std::abs(at(weights, 1, 1) - a) < 1e-6);
        QVERIFY(std::abs(at(item.value(QLatin1String("output")), 1, 0) - (1 - a)) < 1e-6);
        // And the document holds the trace's floats exactly.
        const HeadTrace& traced = run.trace.batch[0].heads[0];
        QVERIFY(matches(head.value(QLatin1String("queries")), run.trace.batch[0].headQueries(0)));
        QVERIFY(matches(weights, traced.weights));
        QVERIFY(matches(item.value(QLatin1String("concat")), run.trace.batch[0].concat));
    }

    // Two heads of width 1: Q = X·W_qᵀ = 2I, K = I, V = X·W_vᵀ = [[1, 3], [2, 4]].
    // Head 0 (column 0): scores [[2, 0], [0, 0]], values [1, 2];
    // head 1 (column 1): scores [[0, 0], [0, 2]], values [3, 4].
    // W_o = [[1, 1]] sums the two heads' outputs.
    void twoHeadsByHand()
    {
        const SpecRun run = mustRun(R"({"inputs": [[1, 0], [0, 1]], "num_heads": 2,
            "weights": {"W_q": [[2, 0], [0, 2]], "W_k": [[1, 0], [0, 1]],
                        "W_v": [[1, 2], [3, 4]], "W_o": [[1, 1]]}})");
        const QJsonObject item =
            resultToJson(run).value(QLatin1String("batch")).toArray().at(0).toObject();
        const QJsonArray heads = item.value(QLatin1String("heads")).toArray();
        QCOMPARE(heads.size(), 2);
        const double e2 = std::exp(2.0);
        const double big = e2 / (e2 + 1), small = 1 / (e2 + 1);
        const QJsonObject h0 = heads.at(0).toObject(), h1 = heads.at(1).toObject();
        QCOMPARE(at(h0.value(QLatin1String("scores")), 0, 0), 2.0);
        QCOMPARE(at(h0.value(QLatin1String("scores")), 1, 1), 0.0);
        QCOMPARE(at(h1.value(QLatin1String("scores")), 1, 1), 2.0);
        QCOMPARE(at(h0.value(QLatin1String("values")), 1, 0), 2.0);
        QCOMPARE(at(h1.value(QLatin1String("values")), 0, 0), 3.0);
        QVERIFY(std::abs(at(h0.value(QLatin1String("weights")), 0, 0) - big) < 1e-6);
        QVERIFY(std::abs(at(h0.value(QLatin1String("weights")), 1, 0) - 0.5) < 1e-6);
        const double head0Row0 = big * 1 + small * 2;
        const double head1Row0 = 0.5 * 3 + 0.5 * 4;
        const double head1Row1 = small * 3 + big * 4;
        QVERIFY(std::abs(at(h0.value(QLatin1String("output")), 0, 0) - head0Row0) < 1e-5);
        QVERIFY(std::abs(at(item.value(QLatin1String("concat")), 0, 1) - head1Row0) < 1e-5);
        QVERIFY(std::abs(at(item.value(QLatin1String("concat")), 1, 1) - head1Row1) < 1e-5);
        QCOMPARE(item.value(QLatin1String("output")).toArray().at(0).toArray().size(), 1);
        QVERIFY(std::abs(at(item.value(QLatin1String("output")), 0, 0) - (head0Row0 + head1Row0)) <
                1e-5);
    }

    void optionalStagesAppearOnlyWhenPresent()
    {
        const QJsonObject plain = resultToJson(mustRun(R"({"inputs": [[1, 2], [3, 4]]})"));
        QVERIFY(!plain.contains(QLatin1String("positional_encoding")));
        const QJsonObject encoded = resultToJson(mustRun(
            R"({"inputs": [[1, 2], [3, 4]], "positional_encoding": {"type": "sinusoidal"}})"));
        QVERIFY(encoded.contains(QLatin1String("positional_encoding")));
        QVERIFY(!encoded.contains(QLatin1String("key_positional_encoding")));
        // Position 1 of width 2: (sin 1, cos 1).
        QVERIFY(std::abs(at(encoded.value(QLatin1String("positional_encoding")), 1, 0) -
                         std::sin(1.0)) < 1e-6);
        QVERIFY(std::abs(at(encoded.value(QLatin1String("positional_encoding")), 1, 1) -
                         std::cos(1.0)) < 1e-6);
        const QJsonObject cross = resultToJson(mustRun(
            R"({"inputs": [[1, 2]], "key_inputs": [[1, 0], [0, 1], [1, 1]],
                "positional_encoding": {"type": "sinusoidal"}})"));
        QCOMPARE(cross.value(QLatin1String("key_positional_encoding")).toArray().size(), 3);
        const QJsonObject head = resultToJson(mustRun(R"({"inputs": [[1, 2], [3, 4]],
                                                         "dropout": {"p": 0.5}, "seed": 3})"))
                                     .value(QLatin1String("batch"))
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(QLatin1String("heads"))
                                     .toArray()
                                     .at(0)
                                     .toObject();
        QVERIFY(head.contains(QLatin1String("dropped_weights")));
        QVERIFY(!plain.value(QLatin1String("batch"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QLatin1String("heads"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .contains(QLatin1String("dropped_weights")));
    }

    void streamedJsonEqualsTheDocument()
    {
        const SpecRun run = mustRun(R"({"inputs": [[[0.1, 0.2, 0.3, 0.4], [1, 2, 3, 4]],
                                                   [[-1, 0, 1, 2], [5e-8, 3, 10, -7]]],
            "weights": "random", "num_heads": 2, "seed": 5, "dropout": {"p": 0.2},
            "positional_encoding": {"type": "sinusoidal"}, "tokens": ["a 'quoted'", "我"],
            "mask": {"valid_lens": [1, 0]}})");
        const QJsonObject document = resultToJson(run);
        for (const JsonStyle style : {JsonStyle::Indented, JsonStyle::Compact}) {
            const QByteArray bytes = resultToJsonBytes(run.trace, &run.prepared, style);
            QJsonParseError error;
            const QJsonDocument parsed = QJsonDocument::fromJson(bytes, &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
            // Shortest float text parses to a double that rounds to the same
            // float; the document holds the exact float as a double.
            const std::function<bool(const QJsonValue&, const QJsonValue&)> same =
                [&same](const QJsonValue& a, const QJsonValue& b) {
                    if (a.isDouble() && b.isDouble()) {
                        if (float(a.toDouble()) != float(b.toDouble()))
                            qDebug() << "number" << a << b;
                        return float(a.toDouble()) == float(b.toDouble());
                    }
                    if (a.isArray() && b.isArray()) {
                        const QJsonArray x = a.toArray(), y = b.toArray();
                        if (x.size() != y.size()) {
                            qDebug() << "sizes" << x.size() << y.size();
                            return false;
                        }
                        for (int i = 0; i < x.size(); ++i) {
                            if (!same(x.at(i), y.at(i)))
                                return false;
                        }
                        return true;
                    }
                    if (a.isObject() && b.isObject()) {
                        const QJsonObject x = a.toObject(), y = b.toObject();
                        if (x.keys() != y.keys()) {
                            qDebug() << "keys" << x.keys() << y.keys();
                            return false;
                        }
                        for (const QString& key : x.keys()) {
                            if (!same(x.value(key), y.value(key)))
                                return false;
                        }
                        return true;
                    }
                    if (a != b)
                        qDebug() << "differs:" << a << b;
                    return a == b;
                };
            QVERIFY(same(parsed.object(), document));
            QVERIFY(parsed.object()
                        .value(QLatin1String("warnings"))
                        .toArray()
                        .at(0)
                        .toString()
                        .contains(QLatin1String("masked")));
        }
        const QByteArray compact = resultToJsonBytes(run.trace, &run.prepared, JsonStyle::Compact);
        QVERIFY(!compact.contains('\n'));
        QVERIFY(compact.contains("\"tokens\":[\"a 'quoted'\",\"我\"]"));
    }

    void streamedStringsAreEscaped()
    {
        QJsonObject spec;
        spec.insert(QStringLiteral("inputs"), QJsonDocument::fromJson("[[1], [2]]").array());
        const QString odd = QStringLiteral("say \"hi\"\\ \n\t\x01 é");
        spec.insert(QStringLiteral("tokens"), QJsonArray{odd, QStringLiteral("我")});
        const SpecRun run = mustRun(QJsonDocument(spec).toJson());
        const QByteArray bytes = resultToJsonBytes(run.trace, &run.prepared, JsonStyle::Compact);
        const QJsonDocument parsed = QJsonDocument::fromJson(bytes);
        QVERIFY(parsed.isObject());
        const QJsonArray tokens = parsed.object()
                                      .value(QLatin1String("batch"))
                                      .toArray()
                                      .at(0)
                                      .toObject()
                                      .value(QLatin1String("tokens"))
                                      .toArray();
        QCOMPARE(tokens.at(0).toString(), odd);
        QCOMPARE(tokens.at(1).toString(), QStringLiteral("我"));
    }

    // "precision": "float64" is computed in double (test_io_float64 checks
    // the numbers): no warning any more, and a float32 spec has no double trace.
    void float64IsComputedInDouble()
    {
        const SpecRun run = mustRun(R"({"inputs": [[1]], "precision": "float64"})");
        QVERIFY(run.trace.warnings.empty());
        QVERIFY(run.isFloat64());
        const SpecRun single = mustRun(R"({"inputs": [[1]]})");
        QVERIFY(single.trace.warnings.empty());
        QVERIFY(!single.isFloat64());
    }

    void defaultLabels()
    {
        const SpecRun self = mustRun(R"({"inputs": [[1], [2], [3]]})");
        QCOMPARE(self.prepared.tokens[0], (Tokens{"0", "1", "2"}));
        QCOMPARE(self.prepared.keyTokens[0], (Tokens{"0", "1", "2"}));
        const SpecRun cross =
            mustRun(R"({"inputs": [[1]], "tokens": ["q"], "key_inputs": [[1], [2]]})");
        QCOMPARE(cross.prepared.tokens[0], (Tokens{"q"}));
        QCOMPARE(cross.prepared.keyTokens[0], (Tokens{"0", "1"}));
    }

    void textIsTokenizedAndEmbedded()
    {
        const SpecRun run =
            mustRun(R"({"text": "The cat sat on the mat .", "embedding": {"dim": 8, "seed": 1}})");
        QCOMPARE(run.prepared.tokens[0], (Tokens{"The", "cat", "sat", "on", "the", "mat", "."}));
        const Matrix& x = run.trace.batch[0].inputs;
        QCOMPARE(x.rows(), Eigen::Index(7));
        QCOMPARE(x.cols(), Eigen::Index(8));
        EmbeddingConfig config;
        config.dim = 8;
        config.seed = 1;
        const Embedding embedding(config);
        QVERIFY(x.row(1).transpose() == embedding.embedToken("cat"));
        QVERIFY(x.row(4) != x.row(0)); // "the" ≠ "The"

        const SpecRun chinese = mustRun(R"({"text": "我爱自然语言处理", "embedding": {"dim": 4}})");
        QCOMPARE(chinese.prepared.tokens[0].size(), std::size_t(8));
        QCOMPARE(chinese.prepared.tokens[0][1], std::string("爱"));
    }

    // Lines of different length: padded with <pad>, keys masked past each
    // line's real length (self-attention).
    void multiLineTextIsAPaddedBatch()
    {
        const SpecRun run =
            mustRun(R"({"text": "the cat sat down\n\nthe dog", "embedding": {"dim": 4}})");
        QCOMPARE(run.trace.batch.size(), std::size_t(2));
        QCOMPARE(run.prepared.tokens[1], (Tokens{"the", "dog", kPadToken, kPadToken}));
        QCOMPARE(run.prepared.keyTokens[1], run.prepared.tokens[1]);
        QCOMPARE(run.prepared.config.mask.validLens, (std::vector<std::vector<int>>{{4}, {2}}));
        const Matrix& weights = run.trace.batch[1].heads[0].weights;
        for (int q = 0; q < 4; ++q) {
            QCOMPARE(weights(q, 2), 0.0f);
            QCOMPARE(weights(q, 3), 0.0f);
            QVERIFY(std::abs(weights(q, 0) + weights(q, 1) - 1.0f) < 1e-6f);
        }
        // Explicit lengths are kept.
        const SpecRun explicitLens = mustRun(
            R"({"text": "a b c\nd", "embedding": {"dim": 2}, "mask": {"valid_lens": [3, 3]}})");
        QCOMPARE(explicitLens.prepared.config.mask.validLens,
                 (std::vector<std::vector<int>>{{3}, {3}}));
    }

    void oneHotSharesTheVocabularyOfQueriesAndKeys()
    {
        const SpecRun run =
            mustRun(R"({"text": "a b a", "key_text": "b c", "embedding": {"type": "one_hot"}})");
        // Vocabulary a, b, c (first appearance over queries then keys).
        const Matrix& x = run.trace.batch[0].inputs;
        const Matrix& keys = run.trace.batch[0].keyInputs();
        QCOMPARE(x.cols(), Eigen::Index(3));
        QCOMPARE(keys.cols(), Eigen::Index(3));
        QVERIFY(x.row(0) == x.row(2));
        QVERIFY(x.row(1) == keys.row(0)); // "b" in both
        QCOMPARE(x.row(0).sum(), 1.0f);
        QCOMPARE(run.prepared.keyTokens[0], (Tokens{"b", "c"}));
    }

    void oneKeySentenceServesEveryQueryLine()
    {
        const SpecRun run =
            mustRun(R"({"text": "a b\nc", "key_text": "x y z", "embedding": {"dim": 4}})");
        QCOMPARE(run.trace.batch.size(), std::size_t(2));
        QCOMPARE(run.prepared.keyTokens[1], (Tokens{"x", "y", "z"}));
        QVERIFY(run.prepared.config.mask.validLens.empty()); // keys are not padded
    }

    void randomWeightsComeFromTheSeed()
    {
        const SpecRun run = mustRun(
            R"({"inputs": [[1, 2, 3], [4, 5, 6]], "weights": "random", "model_dim": 4,
                "num_heads": 2, "seed": 11})");
        const ProjectionWeights expected = randomProjectionWeights(4, 3, 3, 3, 11);
        QVERIFY(run.prepared.config.weights.Wq == expected.Wq);
        QVERIFY(run.prepared.config.weights.Wo == expected.Wo);
        QCOMPARE(run.trace.batch[0].output.cols(), Eigen::Index(4));
        // model_dim defaults to the input width.
        const SpecRun byWidth = mustRun(R"({"inputs": [[1, 2, 3]], "weights": "random"})");
        QCOMPARE(byWidth.prepared.config.weights.Wq.rows(), Eigen::Index(3));
    }

    // The memo must give exactly what a fresh preparation gives, whatever
    // changed between two runs: attention settings only (reused), or the
    // seed, widths, embedding seed or text (drawn anew, never stale).
    void memoGivesTheSameNumbersAsAFreshPreparation_data()
    {
        QTest::addColumn<QByteArray>("first");
        QTest::addColumn<QByteArray>("second");
        const QByteArray base = R"({"text": "the cat sat on the mat", "embedding": {"type":
            "hashed", "dim": 8, "seed": 3}, "weights": "random", "model_dim": 8, "num_heads": 2,
            "seed": 5, "temperature": 1.0})";
        QTest::newRow("temperature only")
            << base << QByteArray(base).replace(R"("temperature": 1.0)", R"("temperature": 0.5)");
        QTest::newRow("new weight seed")
            << base << QByteArray(base).replace(R"("seed": 5)", R"("seed": 6)");
        QTest::newRow("new model width")
            << base << QByteArray(base).replace(R"("model_dim": 8)", R"("model_dim": 12)");
        QTest::newRow("new embedding seed")
            << base << QByteArray(base).replace(R"("dim": 8, "seed": 3)", R"("dim": 8, "seed": 4)");
        QTest::newRow("new embedding width")
            << base << QByteArray(base).replace(R"("dim": 8, "seed": 3)", R"("dim": 6, "seed": 3)");
        QTest::newRow("new words") << base << QByteArray(base).replace("on the mat", "by a dog");
    }

    void memoGivesTheSameNumbersAsAFreshPreparation()
    {
        QFETCH(QByteArray, first);
        QFETCH(QByteArray, second);
        PreparationMemo memo;
        const PreparedSpec warm = prepareSpec(mustRead(first), EngineLimits::defaults(), &memo);
        QVERIFY(warm.config.weights.Wq == prepareSpec(mustRead(first)).config.weights.Wq);
        const PreparedSpec memoised =
            prepareSpec(mustRead(second), EngineLimits::defaults(), &memo);
        const PreparedSpec fresh = prepareSpec(mustRead(second));
        QVERIFY(memoised.inputs.inputs.size() == fresh.inputs.inputs.size());
        QVERIFY(memoised.inputs.inputs[0] == fresh.inputs.inputs[0]);
        QVERIFY(memoised.config.weights.Wq == fresh.config.weights.Wq);
        QVERIFY(memoised.config.weights.Wk == fresh.config.weights.Wk);
        QVERIFY(memoised.config.weights.Wv == fresh.config.weights.Wv);
        QVERIFY(memoised.config.weights.Wo == fresh.config.weights.Wo);
        // And the run through the memo equals the plain run.
        const auto run = runSpec(mustRead(second), EngineLimits::defaults(), nullptr, &memo);
        QVERIFY(std::holds_alternative<SpecRun>(run));
        QVERIFY(std::get<SpecRun>(run).trace.batch[0].output ==
                mustRun(second).trace.batch[0].output);
    }

    void runCarriesTheExtentsOfEveryHead()
    {
        const SpecRun run = mustRun(R"({"text": "a b c\nd e", "num_heads": 2, "weights": "random",
                                       "embedding": {"type": "hashed", "dim": 4}})");
        QCOMPARE(int(run.extents.size()), 2);
        for (std::size_t b = 0; b < 2; ++b) {
            QCOMPARE(int(run.extents[b].size()), 2);
            for (std::size_t h = 0; h < 2; ++h) {
                const HeadExtents expected = headExtents(run.trace.batch[b])[h];
                QCOMPARE(run.extents[b][h].largestWeight, expected.largestWeight);
                QCOMPARE(run.extents[b][h].largestScoreMagnitude, expected.largestScoreMagnitude);
                QVERIFY(run.extents[b][h].largestWeight > 0.0f);
            }
        }
    }

    void limitsAreEnforcedByTheRun()
    {
        EngineLimits limits;
        limits.maxTraceBytes = 64;
        std::variant<SpecRun, SpecError> run =
            runSpec(mustRead(R"({"inputs": [[1, 2], [3, 4]]})"), limits);
        QVERIFY(std::holds_alternative<SpecError>(run));
        QVERIFY(std::get<SpecError>(run).message.find("64 bytes") != std::string::npos);
    }

    void engineErrorsKeepTheirCodeAndArguments()
    {
        // A line of 5 words against a limit of 4: the engine's coded error,
        // with its English text, reaches the caller before anything is embedded.
        EngineLimits limits;
        limits.maxSequenceLength = 4;
        std::variant<SpecRun, SpecError> run =
            runSpec(mustRead(R"({"text": "one two\nthree four five six seven"})"), limits);
        QVERIFY(std::holds_alternative<SpecError>(run));
        const SpecError& error = std::get<SpecError>(run);
        QCOMPARE(error.field, std::string("text"));
        QVERIFY(error.code.has_value());
        QCOMPARE(*error.code, ErrorCode::LineTooLong);
        QCOMPARE(error.args, (std::vector<std::string>{"2", "5", "4"}));
        QCOMPARE(
            error.toString(),
            std::string("text: line 2 has 5 tokens; the limit is 4 (maximum sequence length)"));
        // The reader's own errors carry no code (they are translated where made).
        std::variant<Spec, SpecError> read = readSpec(R"({"num_heads": "two"})");
        QVERIFY(std::holds_alternative<SpecError>(read));
        QVERIFY(!std::get<SpecError>(read).code.has_value());
    }
};

AE_TEST_MAIN_CORE(TestSpecRunner)
#include "test_spec_runner.moc"
