// A "precision": "float64" spec end to end: computed in double (text
// embedded in double), written to the result JSON with 17 significant
// digits that read back as the same doubles, exported as '<f8' .npy and
// full-precision CSV; float32 specs write exactly what they wrote before.
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/result_writer.h"
#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"
#include "core/io/trace_matrix.h"

#include "tests/test_main.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstring>

using namespace ae;

namespace {

constexpr const char* kTextSpec =
    R"({"text": "the cat sat on the mat", "embedding": {"dim": 8, "seed": 2},
        "weights": "random", "num_heads": 2, "seed": 3,
        "positional_encoding": {"type": "sinusoidal"}, "mask": {"causal": true}%1})";

SpecRun mustRun(const QByteArray& json, const EngineLimits& limits = EngineLimits::defaults())
{
    std::variant<Spec, SpecError> read = readSpec(json);
    if (std::holds_alternative<SpecError>(read))
        qFatal("unexpected spec error: %s", std::get<SpecError>(read).toString().c_str());
    std::variant<SpecRun, SpecError> run = runSpec(std::get<Spec>(read), limits);
    if (std::holds_alternative<SpecError>(run))
        qFatal("unexpected run error: %s", std::get<SpecError>(run).toString().c_str());
    return std::get<SpecRun>(std::move(run));
}

QByteArray textSpec(bool float64)
{
    return QString::fromLatin1(kTextSpec)
        .arg(float64 ? QStringLiteral(", \"precision\": \"float64\"") : QString())
        .toUtf8();
}

// The JSON matrix `json` holds exactly the doubles of `matrix`.
bool sameDoubles(const QJsonValue& json, const MatrixD& matrix)
{
    const QJsonArray rows = json.toArray();
    if (rows.size() != matrix.rows())
        return false;
    for (int r = 0; r < rows.size(); ++r) {
        const QJsonArray row = rows.at(r).toArray();
        if (row.size() != matrix.cols())
            return false;
        for (int c = 0; c < row.size(); ++c)
            if (row.at(c).toDouble() != matrix(r, c))
                return false;
    }
    return true;
}

} // namespace

class TestFloat64Results : public QObject
{
    Q_OBJECT

private slots:
    // Text is embedded in double; the views' float trace is the double one
    // rounded; every weight row sums to 1 within 1e-15.
    void textSpecIsComputedInDouble()
    {
        const SpecRun run = mustRun(textSpec(true));
        QVERIFY(run.isFloat64());
        QVERIFY(run.trace.warnings.empty());
        const MatrixD& x = run.prepared.preciseInputs.inputs.at(0);
        QCOMPARE(x.cast<float>().eval(), run.prepared.inputs.inputs.at(0));
        QVERIFY((x.cast<float>().cast<double>() - x).cwiseAbs().maxCoeff() > 0);
        QCOMPARE(run.preciseTrace.batch[0].inputs, x);
        for (const HeadTraceT<double>& head : run.preciseTrace.batch[0].heads)
            QVERIFY((head.weights.rowwise().sum().array() - 1.0).abs().maxCoeff() <= 1e-15);
        const BatchItemTraceT<double>& precise = run.preciseTrace.batch[0];
        QCOMPARE(run.trace.batch[0].heads[1].weights,
                 precise.heads[1].weights.cast<float>().eval());
        QCOMPARE(run.trace.batch[0].output, precise.output.cast<float>().eval());
        // Causal: query 0 sees key 0 only, so its weight is exactly 1.
        QCOMPARE(precise.heads[0].weights(0, 0), 1.0);
    }

    // The float32 and float64 runs of one spec agree to float tolerance.
    void float64MatchesFloat32()
    {
        const SpecRun single = mustRun(textSpec(false));
        const SpecRun precise = mustRun(textSpec(true));
        QVERIFY(!single.isFloat64());
        QVERIFY(single.preciseTrace.batch.empty());
        for (std::size_t h = 0; h < 2; ++h) {
            const MatrixD a = single.trace.batch[0].heads[h].weights.cast<double>();
            QVERIFY((a - precise.preciseTrace.batch[0].heads[h].weights).cwiseAbs().maxCoeff() <
                    1e-5);
        }
        const MatrixD out = single.trace.batch[0].output.cast<double>();
        const MatrixD& outPrecise = precise.preciseTrace.batch[0].output;
        QVERIFY((out - outPrecise).cwiseAbs().maxCoeff() < 1e-5 * outPrecise.cwiseAbs().maxCoeff());
    }

    // The result JSON of a float64 run: 17 significant digits, read back as
    // the very same doubles; a float32 run's text is what it always was.
    void resultJsonRoundTripsAtFullPrecision()
    {
        const SpecRun run = mustRun(textSpec(true));
        const QByteArray bytes = resultToJsonBytes(run, JsonStyle::Compact);
        const QJsonObject result = QJsonDocument::fromJson(bytes).object();
        const QJsonObject item = result.value(QLatin1String("batch")).toArray().at(0).toObject();
        const QJsonArray heads = item.value(QLatin1String("heads")).toArray();
        const BatchItemTraceT<double>& precise = run.preciseTrace.batch[0];
        for (int h = 0; h < 2; ++h) {
            const QJsonObject head = heads.at(h).toObject();
            for (const char* stage : {"queries", "keys", "values", "scores", "weights", "output"}) {
                const HeadTraceT<double>& t = precise.heads[std::size_t(h)];
                const MatrixD expected =
                    QLatin1String(stage) == QLatin1String("queries")
                        ? MatrixD(precise.headQueries(h))
                    : QLatin1String(stage) == QLatin1String("keys") ? MatrixD(precise.headKeys(h))
                    : QLatin1String(stage) == QLatin1String("values")
                        ? MatrixD(precise.headValues(h))
                    : QLatin1String(stage) == QLatin1String("scores") ? t.scores
                    : QLatin1String(stage) == QLatin1String("weights")
                        ? t.weights
                        : MatrixD(precise.headOutput(h));
                QVERIFY2(sameDoubles(head.value(QLatin1String(stage)), expected), stage);
            }
        }
        QVERIFY(sameDoubles(item.value(QLatin1String("output")), precise.output));
        QVERIFY(sameDoubles(result.value(QLatin1String("positional_encoding")),
                            run.preciseTrace.positionalEncoding));
        // P's (1, 0) entry is sin 1, written with 17 significant digits.
        QVERIFY(bytes.contains(formatDouble(std::sin(1.0))));
        // %.17g: 17 significant digits, trailing zeros dropped.
        QCOMPARE(formatDouble(std::sin(1.0)), QByteArray("0.8414709848078965"));
        QCOMPARE(formatDouble(0.1), QByteArray("0.10000000000000001"));
        QCOMPARE(formatDouble(-2.5e-300), QByteArray("-2.5e-300"));
        QCOMPARE(resultToJson(run).value(QLatin1String("positional_encoding")),
                 result.value(QLatin1String("positional_encoding")));

        const SpecRun single = mustRun(textSpec(false));
        QCOMPARE(resultToJsonBytes(single), resultToJsonBytes(single.trace, &single.prepared));
        QVERIFY(resultToJsonBytes(single).contains(formatFloat(float(std::sin(1.0)))));
    }

    // Export of a float64 run: '<f8' .npy holding the doubles row-major, CSV
    // with 17 digits; a float32 run still writes '<f4'.
    void exportsKeepDoubles()
    {
        const SpecRun run = mustRun(textSpec(true));
        SpecError error;
        const std::optional<CsvMatrix> table = selectTraceMatrix(run, "weights", 0, 1, &error);
        QVERIFY(table);
        const MatrixD& weights = run.preciseTrace.batch[0].heads[1].weights;
        QCOMPARE(table->preciseValues, weights);
        const QByteArray npy = npyBytesOf(*table);
        QVERIFY(npy.contains("'descr': '<f8'"));
        const qsizetype start = npy.indexOf('\n') + 1;
        QCOMPARE(start % 64, 0);
        QCOMPARE(npy.size() - start, qsizetype(weights.size() * 8));
        for (Eigen::Index r = 0; r < weights.rows(); ++r)
            for (Eigen::Index c = 0; c < weights.cols(); ++c) {
                double value = 0;
                std::memcpy(&value, npy.constData() + start + 8 * (r * weights.cols() + c), 8);
                QCOMPARE(value, weights(r, c));
            }
        ReadError decodeError;
        const std::optional<NpyArray> decoded = decodeNpy(npy, &decodeError);
        QVERIFY2(decoded, qPrintable(decodeError.english()));
        QCOMPARE(*decoded->toMatrix(), table->values);

        const QByteArray csv = writeCsv(*table);
        QVERIFY(csv.contains(formatDouble(weights(1, 0))));
        ReadError csvError;
        const std::optional<CsvMatrix> read = readCsv(csv, true, true, &csvError);
        QVERIFY2(read, qPrintable(csvError.english()));
        QCOMPARE(read->values, table->values);

        const SpecRun single = mustRun(textSpec(false));
        const std::optional<CsvMatrix> singleTable =
            selectTraceMatrix(single, "weights", 0, 1, &error);
        QVERIFY(singleTable && singleTable->preciseValues.size() == 0);
        QVERIFY(npyBytesOf(*singleTable).contains("'descr': '<f4'"));
        QCOMPARE(npyBytesOf(*singleTable), encodeNpy(NpyArray::fromMatrix(singleTable->values)));
    }

    // A float64 run holds the double trace and its float rounding: the
    // budget counts 12 bytes a number, so a limit between the two sizes
    // accepts the float32 spec and refuses the float64 one, naming "inputs".
    void float64CountsItsMemory()
    {
        const SpecRun single = mustRun(textSpec(false));
        const std::uint64_t floatBytes = single.trace.byteSize();
        QCOMPARE(estimatedTraceBytes(single.trace.shape), floatBytes);
        EngineLimits limits;
        limits.maxTraceBytes = 2 * floatBytes;
        mustRun(textSpec(false), limits);
        const std::variant<SpecRun, SpecError> refused =
            runSpec(std::get<Spec>(readSpec(textSpec(true))), limits);
        QVERIFY(std::holds_alternative<SpecError>(refused));
        QCOMPARE(std::get<SpecError>(refused).field, std::string("inputs"));
        limits.maxTraceBytes = estimatedTraceBytes(single.trace.shape, 12);
        const SpecRun precise = mustRun(textSpec(true), limits);
        QCOMPARE(precise.preciseTrace.byteSize(), estimatedTraceBytes(single.trace.shape, 8));
    }

    // Explicit spec numbers are float32 values widened exactly.
    void explicitInputsAreWidened()
    {
        const SpecRun run = mustRun(
            R"({"inputs": [[0.1, 0.2], [0.3, 0.4]], "key_inputs": [[1, 0], [0, 1], [1, 1]],
                "precision": "float64"})");
        QCOMPARE(run.prepared.preciseInputs.inputs.at(0),
                 run.prepared.inputs.inputs.at(0).cast<double>().eval());
        QCOMPARE(run.preciseTrace.batch[0].keyInputs().rows(), Eigen::Index(3));
        QCOMPARE(run.preciseTrace.batch[0].inputs(0, 0), double(0.1f));
    }
};

AE_TEST_MAIN_CORE(TestFloat64Results)
#include "test_float64_results.moc"
