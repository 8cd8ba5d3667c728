// attention-explorer-cli import: a trained model's attention (.npy + tokens,
// or the JSON "attentions@1") is checked and summarised; drawn headless as
// the Imported tab draws it, at the preset's size; one head's weights written
// as CSV equal the file's numbers exactly. Out-of-range layers and heads and
// bad files are refused with a message naming the place and a non-zero exit.
// Also the registry's "compare" figure (export --view compare): listed, the
// requested size, and its numbers those of two real runs.
#include "app/cli/cli_application.h"
#include "app/cli/export_command.h"
#include "app/cli/import_command.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"
#include "core/io/spec_widths.h"
#include "ui/figures/figure_views.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/compare_view.h"

#include "tests/cli/cli_test_support.h"
#include "tests/test_main.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace ae;
using namespace ae::cli;
using namespace ae::cli::test;

namespace {

CliRun runCli(const QStringList& arguments)
{
    return runCliWith<ExportCommand, ImportCommand>(arguments);
}

// (layers 2, heads 3, q 4, k 4): every row a distribution, values that are
// not short decimals (1/3, 1/7 …) so the CSV must write them exactly.
std::vector<float> layerValues()
{
    std::vector<float> values;
    for (int layer = 0; layer < 2; ++layer)
        for (int head = 0; head < 3; ++head)
            for (int q = 0; q < 4; ++q) {
                const float a = 1.0f / float(3 + layer + head + q);
                const float b = 1.0f / 7.0f;
                const float c = 0.25f;
                values.push_back(a);
                values.push_back(b);
                values.push_back(c);
                values.push_back(1.0f - a - b - c);
            }
    return values;
}

RunPtr runOf(const Spec& spec)
{
    std::variant<SpecRun, SpecError> run = runSpec(spec);
    if (!std::holds_alternative<SpecRun>(run))
        return nullptr;
    return std::make_shared<const SpecRun>(std::move(std::get<SpecRun>(run)));
}

} // namespace

class TestCliImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        NpyArray array;
        array.shape = {2, 3, 4, 4};
        array.data = layerValues();
        m_npy = m_dir.filePath("model.npy");
        QVERIFY(writeNpyFile(m_npy, array, nullptr));
        m_tokens = m_dir.filePath("words.txt");
        QVERIFY(writeFile(m_tokens, "我\n爱\n你\n。\n"));
        m_json = m_dir.filePath("dump.json");
        QVERIFY(writeFile(m_json, R"({"format": "attention-explorer/attentions@1",
            "model": "tiny", "tokens": ["the", "cat", "sat"],
            "attentions": [[[[1, 0, 0], [0.5, 0.5, 0], [0.25, 0.25, 0.5]],
                            [[0.2, 0.3, 0.5], [0, 1, 0], [0.125, 0.375, 0.5]]]]})"));
    }

    void summaryNamesTheShapeAndTheTokens()
    {
        const CliRun run = runCli({"import", m_npy, "--tokens", m_tokens});
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        const QString text = QString::fromUtf8(run.out);
        QVERIFY2(text.contains("layers: 2\n"), qPrintable(text));
        QVERIFY(text.contains("heads: 3\n"));
        QVERIFY(text.contains("queries × keys: 4 × 4\n"));
        QVERIFY(text.contains("tokens: \"我\" \"爱\" \"你\" \"。\"\n"));
        // 2 · 3 · 4 rows, all distributions.
        QVERIFY(text.contains("row sums: 24 rows sum to 1 within 0.001"));
    }

    void pngOfThePresetsSize_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QSize>("size");
        QTest::newRow("npy + tokens, heads, column")
            << QStringList{"--tokens", m_tokens, "--view", "heads", "--preset", "column"}
            << QSize(1050, 750);
        QTest::newRow("npy, layer 2, head 3, slide 4:3, Chinese")
            << QStringList{"--tokens", m_tokens, "--layer",  "2",         "--head", "3",
                           "--view",   "head",   "--preset", "slide-4:3", "--lang", "zh_CN"}
            << QSize(1440, 1080);
        QTest::newRow("json, lines, column")
            << QStringList{"--view", "lines", "--preset", "column"} << QSize(1050, 750);
    }
    void pngOfThePresetsSize()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QSize, size);
        const QString input =
            QTest::currentDataTag() == QByteArray("json, lines, column") ? m_json : m_npy;
        const QString path = m_dir.filePath("imported.png");
        QFile::remove(path);
        const CliRun run = runCli(QStringList{"import", input, "-o", path} + arguments);
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        const QImage image(path);
        QCOMPARE(image.size(), size);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 5)
            for (int x = 0; x < image.width(); x += 5)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 10);
    }

    void csvOfOneHeadIsTheFilesNumbers()
    {
        const QString path = m_dir.filePath("layer1-head2.csv");
        const CliRun run = runCli({"import", m_npy, "--tokens", m_tokens, "--layer", "2", "--head",
                                   "3", "--matrix", "-o", path});
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        ReadError error;
        const std::optional<CsvMatrix> table = readCsv(readAll(path), true, true, &error);
        QVERIFY2(table, qPrintable(error.english()));
        QCOMPARE(table->rowLabels, QStringList({"我", "爱", "你", "。"}));
        QCOMPARE(table->columnLabels, QStringList({"我", "爱", "你", "。"}));
        const std::vector<float> values = layerValues();
        const std::size_t first = std::size_t(1 * 3 + 2) * 16;
        QCOMPARE(table->values.rows(), 4);
        QCOMPARE(table->values.cols(), 4);
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 4; ++c)
                QCOMPARE(table->values(r, c), values[first + std::size_t(r * 4 + c)]); // exact
    }

    void npyOfOneHeadIsTheFilesNumbers()
    {
        const QString path = m_dir.filePath("layer0-head1.npy");
        const CliRun run = runCli({"import", m_npy, "--head", "2", "--matrix", "-o", path});
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        ReadError error;
        const std::optional<NpyArray> array = decodeNpy(readAll(path), &error);
        QVERIFY2(array, qPrintable(error.english()));
        QCOMPARE(array->shape, std::vector<std::int64_t>({4, 4}));
        const std::vector<float> values = layerValues();
        QCOMPARE(array->data,
                 std::vector<float>(values.begin() + 16, values.begin() + 32)); // layer 0, head 1
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("layer out of range")
            << QStringList{"--layer", "3"} << int(ExitUsageError)
            << "--layer: 3 is out of range: the file has 2 layers (1 … 2)";
        QTest::newRow("head out of range")
            << QStringList{"--head", "4", "--matrix", "-o", "w.csv"} << int(ExitUsageError)
            << "--head: 4 is out of range: the file has 3 heads (1 … 3)";
        QTest::newRow("negative layer") << QStringList{"--layer", "-1"} << int(ExitUsageError)
                                        << "--layer: expected a whole number ≥ 1, found '-1'";
        QTest::newRow("unknown view") << QStringList{"--view", "step-5"} << int(ExitUsageError)
                                      << "--view: expected one of heads, head, lines";
        QTest::newRow("figure without -o")
            << QStringList{"--view", "heads"} << int(ExitUsageError) << "--output";
        QTest::newRow("matrix as png")
            << QStringList{"--matrix", "-o", "w.png"} << int(ExitUsageError) << "csv or npy";
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, message);
        const CliRun run = runCli(QStringList{"import", m_npy} + arguments);
        QCOMPARE(run.code, code);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void badFilesPrintTheImportersMessage_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("row not a distribution")
            << QByteArray(R"({"format": "attention-explorer/attentions@1", "tokens": ["a", "b"],
                "attentions": [[[[0.5, 0.5], [0.9, 0.3]]]]})")
            << "attentions[0][0][1]";
        QTest::newRow("token count")
            << QByteArray(R"({"format": "attention-explorer/attentions@1", "tokens": ["a"],
                "attentions": [[[[0.5, 0.5], [0.5, 0.5]]]]})")
            << "tokens";
        QTest::newRow("not JSON") << QByteArray("{ nope") << "dump";
    }
    void badFilesPrintTheImportersMessage()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const QString path = m_dir.filePath("bad-dump.json");
        QVERIFY(writeFile(path, json));
        const QString figure = m_dir.filePath("bad.png");
        const CliRun run = runCli({"import", path, "--view", "heads", "-o", figure});
        QCOMPARE(run.code, int(ExitSpecError));
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.startsWith("error: ") && err.contains(message), qPrintable(err));
        QVERIFY(!QFile::exists(figure));

        const CliRun missing = runCli({"import", m_dir.filePath("missing.npy")});
        QCOMPARE(missing.code, int(ExitIoError));
        QVERIFY(missing.err.contains("missing.npy: no such file"));
    }

    void compareIsListedAndHasTheRequestedSize()
    {
        const CliRun list = runCli({"export", "--list-views"});
        QVERIFY(QString::fromUtf8(list.out).contains(QRegularExpression("(^|\\n)compare ")));
        const QString path = m_dir.filePath("compare.png");
        const CliRun run = runCli({"export", examplePath("self_attention_en.json"), "--view",
                                   "compare", "--compare-scoring", "cosine", "--compare-mask",
                                   "causal", "--size", "900x400", "-o", path});
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        QCOMPARE(QImage(path).size(), QSize(900, 400));

        const CliRun bad = runCli({"export", examplePath("self_attention_en.json"), "--view",
                                   "compare", "--compare-scoring", "fancy", "-o", path});
        QCOMPARE(bad.code, int(ExitUsageError));
        QVERIFY(bad.err.contains("--compare-scoring: expected one of scaled_dot_product"));
    }

    void compareShowsTwoRealRuns()
    {
        std::variant<Spec, SpecError> read =
            readSpec(readAll(examplePath("self_attention_en.json")));
        QVERIFY(std::holds_alternative<Spec>(read));
        const Spec specA = std::get<Spec>(read);
        // B by hand: the Compare tab's default (additive scoring, A's mask) with
        // the additive weights the app fits to the widths — computed separately.
        Spec specB = specA;
        specB.config.scoring.type = ScoringType::Additive;
        const RunPtr runA = runOf(specA);
        QVERIFY(runA);
        FigureViewOptions options;
        options.spec = specA;
        options.head = 1;
        QWidget* figure = nullptr;
        QString error;
        const std::unique_ptr<QWidget> host =
            FigureViews::create("compare", runA, options, &figure, &error);
        QVERIFY2(host, qPrintable(error));
        auto* compare = qobject_cast<CompareView*>(figure);
        QVERIFY(compare);
        const Matrix& a = compare->heatmapA()->matrix();
        const Matrix& b = compare->heatmapB()->matrix();
        QCOMPARE(a, runA->trace.batch[0].heads[1].weights);
        fitScoringWeights(specB);
        const RunPtr runB = runOf(specB);
        QVERIFY(runB);
        QCOMPARE(b, runB->trace.batch[0].heads[1].weights);
        // Another scoring function: B really differs from A.
        QVERIFY(compare->maxAbsDifference() > 1e-3);
        QCOMPARE(compare->differenceHeatmap()->matrix(), Matrix(a - b));
        QCOMPARE(compare->maxAbsDifference(), double((a - b).cwiseAbs().maxCoeff()));
    }

private:
    QTemporaryDir m_dir;
    QString m_npy;
    QString m_tokens;
    QString m_json;

    // The importer's message names the file once ("lie.npy: not a readable
    // .npy file: …"), not "lie.npy: lie.npy: …".
    void aBadNpyIsNamedOnce()
    {
        const QString path = m_dir.filePath("lie.npy");
        QVERIFY(writeFile(path, "\x93NUMPY lies"));
        const CliRun run = runCli({"import", path});
        QCOMPARE(run.code, int(ExitSpecError));
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.startsWith("error: lie.npy: not a readable .npy file: "), qPrintable(err));
        QCOMPARE(err.count("lie.npy"), 1);
    }

    // The help lists the figure names; no placeholder is left and Qt warns
    // about no missing argument.
    void helpHasNoPlaceholderLeft()
    {
        static QStringList warnings;
        warnings.clear();
        const QtMessageHandler previous = qInstallMessageHandler(
            [](QtMsgType, const QMessageLogContext&, const QString& text) { warnings << text; });
        const CliRun run = runCli({"import", "--help"});
        qInstallMessageHandler(previous);
        QCOMPARE(run.code, int(ExitSuccess));
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(!out.contains("%1") && !out.contains("%2"), qPrintable(out));
        QVERIFY(out.contains("save the Imported tab's figure: heads, head, lines\n"));
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
    }
};

AE_TEST_MAIN_GUI(TestCliImport)
#include "test_cli_import.moc"
