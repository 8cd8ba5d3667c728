// Matrix export from the GUI and Export All: CSV and .npy read back exactly
// the engine's numbers (float for float, with the token labels), missing
// stages and indices are refused with a message, and Export All writes the
// planned figures and matrices (counted, a few validated), stopping when
// cancelled.

#include "core/io/csv.h"
#include "core/io/npy.h"
#include "ui/export/matrix_export.h"
#include "ui/figures/export_all.h"
#include "ui/figures/figure_views.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>

using namespace ae;

using ae::test::readAll;

namespace {

QByteArray sentenceJson()
{
    return test::sentenceSpec(QStringLiteral("我 爱 the cat"), 2, 3,
                              QStringLiteral(R"(, "positional_encoding": {"type": "sinusoidal"})"));
}

RunPtr sentenceRun()
{
    return test::runFromJson(sentenceJson());
}

Matrix expected(const SpecRun& run, MatrixExport::Stage stage, int head)
{
    const BatchItemTrace& item = run.trace.batch[0];
    const HeadTrace& h = item.heads[std::size_t(head)];
    switch (stage) {
    case MatrixExport::Stage::Weights:
        return h.weights;
    case MatrixExport::Stage::Scores:
        return h.scores;
    case MatrixExport::Stage::Queries:
        return item.headQueries(head);
    case MatrixExport::Stage::Keys:
        return item.headKeys(head);
    case MatrixExport::Stage::Values:
        return item.headValues(head);
    case MatrixExport::Stage::HeadOutput:
        return item.headOutput(head);
    case MatrixExport::Stage::Concat:
        return item.concat;
    case MatrixExport::Stage::Output:
        return item.output;
    case MatrixExport::Stage::PositionalEncoding:
        break;
    }
    return run.trace.positionalEncoding;
}

} // namespace

class TestExportAll : public QObject
{
    Q_OBJECT
private slots:
    void matrixRoundTripsExactly_data();
    void matrixRoundTripsExactly();
    void matrixErrorsNameTheProblem();
    void exportAllWritesThePlannedFiles();
    void exportAllStopsWhenCancelled();
};

void TestExportAll::matrixRoundTripsExactly_data()
{
    QTest::addColumn<int>("stage");
    QTest::addColumn<int>("head");
    for (MatrixExport::Stage stage : MatrixExport::allStages())
        QTest::addRow("%s", qPrintable(MatrixExport::stageKey(stage)))
            << int(stage) << (MatrixExport::isPerHead(stage) ? 1 : 0);
}

void TestExportAll::matrixRoundTripsExactly()
{
    QFETCH(int, stage);
    QFETCH(int, head);
    const RunPtr run = sentenceRun();
    QVERIFY(run);
    const auto s = MatrixExport::Stage(stage);
    const Matrix& reference = expected(*run, s, head);
    QVERIFY(reference.size() > 0);
    QTemporaryDir dir;
    QString error;
    const QString csvPath = dir.filePath(QStringLiteral("m.csv"));
    QVERIFY2(MatrixExport::write(*run, s, 0, head, MatrixExport::Format::Csv, csvPath, &error),
             qPrintable(error));
    ReadError readError;
    const std::optional<CsvMatrix> csv = readCsv(readAll(csvPath), true, true, &readError);
    QVERIFY2(csv, qPrintable(readError.english()));
    QCOMPARE(csv->values.rows(), reference.rows());
    QCOMPARE(csv->values.cols(), reference.cols());
    QVERIFY(csv->values == reference); // bit for bit
    if (s == MatrixExport::Stage::Weights || s == MatrixExport::Stage::Queries) {
        const QStringList tokens = test::labels(run->prepared.tokens[0]);
        QCOMPARE(csv->rowLabels, tokens);
        QCOMPARE(csv->rowLabels.at(0), QStringLiteral("我"));
    }
    if (s == MatrixExport::Stage::Weights)
        QCOMPARE(csv->columnLabels, test::labels(run->prepared.keyTokens[0]));

    const QString npyPath = dir.filePath(QStringLiteral("m.npy"));
    QVERIFY(MatrixExport::write(*run, s, 0, head, MatrixExport::Format::Npy, npyPath, &error));
    const std::optional<NpyArray> npy = decodeNpy(readAll(npyPath), &readError);
    QVERIFY2(npy, qPrintable(readError.english()));
    QCOMPARE(npy->shape, (std::vector<std::int64_t>{reference.rows(), reference.cols()}));
    QVERIFY(*npy->toMatrix() == reference);
}

void TestExportAll::matrixErrorsNameTheProblem()
{
    const RunPtr run = sentenceRun();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.csv"));
    QString error;
    QVERIFY(!MatrixExport::write(*run, MatrixExport::Stage::Weights, 0, 2,
                                 MatrixExport::Format::Csv, path, &error));
    // Numbered as the window numbers heads and batch items: from 1.
    QVERIFY2(error.contains(QStringLiteral("head 3 does not exist; the pass has 2 (1..2)")),
             qPrintable(error));
    QVERIFY(!MatrixExport::write(*run, MatrixExport::Stage::Output, 1, 0, MatrixExport::Format::Csv,
                                 path, &error));
    QVERIFY2(error.contains(QStringLiteral("batch item 2 does not exist")), qPrintable(error));
    const RunPtr plain = test::runFromJson(test::sentenceSpec(QStringLiteral("a b"), 1));
    QVERIFY(!MatrixExport::write(*plain, MatrixExport::Stage::PositionalEncoding, 0, 0,
                                 MatrixExport::Format::Npy, path, &error));
    QVERIFY2(error.contains(QStringLiteral("positional encoding")), qPrintable(error));
    QVERIFY(!QFile::exists(path)); // nothing half-written
}

void TestExportAll::exportAllWritesThePlannedFiles()
{
    const RunPtr run = sentenceRun();
    QTemporaryDir dir;
    ExportAllOptions options;
    options.directory = dir.filePath(QStringLiteral("out/session"));
    options.figureSize = QSize(640, 360);
    options.dpi = 96;
    // Without the spec the compare figure (it needs configuration A) is left out.
    const int withoutSpec = int(ExportAll::plan(run, options).size());
    options.spec = std::get<Spec>(readSpec(sentenceJson()));
    const QVector<ExportAll::Job> jobs = ExportAll::plan(run, options);
    QCOMPARE(int(jobs.size()), withoutSpec + 1);
    // 6 head stages × 2 heads + concat, output, P = 15 matrices, each CSV and .npy.
    int matrices = 0, figures = 0;
    for (const ExportAll::Job& job : jobs)
        (job.fileName.endsWith(QStringLiteral(".png")) ? figures : matrices)++;
    QCOMPARE(matrices, 30);
    // Every registry figure, with "head" once per head (2).
    QCOMPARE(figures, int(FigureViews::all().size()) + 1);

    int calls = 0;
    const ExportAll::Summary summary =
        ExportAll::run(run, options, [&calls](int, int, const QString&) {
            ++calls;
            return true;
        });
    QVERIFY2(summary.failures.isEmpty(), qPrintable(summary.failures.join(QLatin1Char('\n'))));
    QVERIFY(!summary.cancelled);
    QCOMPARE(summary.written.size(), jobs.size());
    QCOMPARE(calls, int(jobs.size()) + 1);
    const QDir out(options.directory);
    QCOMPARE(int(out.entryList(QDir::Files).size()), int(jobs.size()));
    QCOMPARE(QImage(out.filePath(QStringLiteral("heads.png"))).size(), QSize(640, 360));
    QCOMPARE(QImage(out.filePath(QStringLiteral("head-2.png"))).size(), QSize(640, 360));
    ReadError error;
    const std::optional<NpyArray> weights =
        decodeNpy(readAll(out.filePath(QStringLiteral("weights-head2.npy"))), &error);
    QVERIFY2(weights, qPrintable(error.english()));
    QVERIFY(*weights->toMatrix() == run->trace.batch[0].heads[1].weights);
    QVERIFY(summary.text(options.directory).contains(QString::number(jobs.size())));
}

void TestExportAll::exportAllStopsWhenCancelled()
{
    const RunPtr run = sentenceRun();
    QTemporaryDir dir;
    ExportAllOptions options;
    options.directory = dir.path();
    options.figureSize = QSize(320, 200);
    const ExportAll::Summary summary =
        ExportAll::run(run, options, [](int done, int, const QString&) { return done < 3; });
    QVERIFY(summary.cancelled);
    QCOMPARE(summary.written.size(), 3);
    QCOMPARE(int(QDir(dir.path()).entryList(QDir::Files).size()), 3);
}

AE_TEST_MAIN_GUI(TestExportAll)
#include "test_export_all.moc"
