// attention-explorer-cli export --model: a real model's figures (the Model
// tab's widgets) saved without a display. The head figure holds exactly the
// weights of the independent numpy reference (scripts/make_tiny_models.py);
// the overview and rollout draw; the generation step crops the causal mask;
// every bad option is refused with its exit code and no file.
#include "app/cli/cli_application.h"
#include "app/cli/export_command.h"
#include "core/io/npy.h"
#include "ui/document/model_document.h"
#include "ui/figures/figure_views.h"
#include "ui/figures/model_figures.h"
#include "ui/views/attention_heatmap.h"

#include "tests/cli/figure_test_support.h"
#include "tests/model_fixture_support.h"
#include "tests/test_main.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>

using namespace ae;
using namespace ae::cli;
using namespace ae::cli::test;

namespace {

QString referenceText(const char* model)
{
    return QString::fromUtf8(
        readAll(ae::test::modelFixture(model) + QStringLiteral("/reference/text.txt")));
}

} // namespace

class TestCliExportModel : public QObject
{
    Q_OBJECT

private slots:
    void listViewsNamesTheModelFigures()
    {
        const CliRun run = runExport({"export", "--list-views"});
        QCOMPARE(run.code, int(ExitSuccess));
        const QString text = QString::fromUtf8(run.out);
        for (const char* name : {"model-overview", "model-head", "model-rollout"})
            QVERIFY2(text.contains(QLatin1String(name) + QLatin1Char(' ')), name);
        QCOMPARE(text.count(QLatin1Char('\n')),
                 int(FigureViews::all().size() + ModelFigures::all().size()));
    }

    // The figure the CLI saves is the head's weights as the numpy reference
    // computed them (2e-5: float32 against float64).
    void headFigureHoldsTheReferenceWeights()
    {
        ModelDocument document;
        document.open(ae::test::modelFixture("tiny-gpt2"));
        document.waitForIdle();
        document.run(referenceText("tiny-gpt2"));
        document.waitForIdle();
        QVERIFY(document.lastRun());
        ReadError error;
        const std::optional<NpyArray> reference = readNpyFile(
            ae::test::modelFixture("tiny-gpt2") + QStringLiteral("/reference/attentions.npy"),
            &error);
        QVERIFY2(reference, qPrintable(error.english()));
        QString figureError;
        QCOMPARE(reference->shape.size(), std::size_t(4)); // layers × heads × n × n
        const int n = int(reference->shape[2]);
        const int heads = int(reference->shape[1]);
        for (const auto& [layer, head] : {std::pair{0, 0}, std::pair{1, 1}}) {
            ModelFigureOptions options;
            options.layer = layer;
            options.head = head;
            QWidget* figure = nullptr;
            const std::unique_ptr<QWidget> host = ModelFigures::create(
                QStringLiteral("model-head"), &document, options, &figure, &figureError);
            QVERIFY2(host, qPrintable(figureError));
            auto* heatmap = qobject_cast<AttentionHeatmap*>(figure);
            QVERIFY(heatmap);
            const Matrix& shown = heatmap->matrix();
            QCOMPARE(int(shown.rows()), n);
            double worst = 0.0;
            for (int q = 0; q < n; ++q)
                for (int k = 0; k < n; ++k) {
                    const std::size_t at =
                        ((std::size_t(layer) * heads + std::size_t(head)) * n + q) * n + k;
                    worst = std::max(worst,
                                     std::abs(double(shown(q, k)) - double(reference->data[at])));
                }
            QVERIFY2(worst < 2e-5, qPrintable(QString::number(worst)));
            // Titled as the tab titles it: counted from 1.
            QVERIFY2(heatmap->title().contains(
                         QStringLiteral("layer %1, head %2").arg(layer + 1).arg(head + 1)),
                     qPrintable(heatmap->title()));
        }
    }

    void savesEachFigureAtTheRequestedSize_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("model");
        QTest::newRow("overview, GPT-2") << "model-overview"
                                         << "tiny-gpt2";
        QTest::newRow("head, BERT") << "model-head"
                                    << "tiny-bert";
        QTest::newRow("rollout, BERT") << "model-rollout"
                                       << "tiny-bert";
        QTest::newRow("overview, DistilBERT") << "model-overview"
                                              << "tiny-distilbert";
    }

    void savesEachFigureAtTheRequestedSize()
    {
        QFETCH(QString, view);
        QFETCH(QString, model);
        const QString path = m_dir.filePath(view + model + QStringLiteral(".png"));
        const CliRun run =
            runExport({"export", "--model", ae::test::modelFixture(model.toLatin1().constData()),
                       "--text", "the cat sat on the mat", "--view", view, "--layer", "2", "--size",
                       "800x600", "-o", path});
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(800, 600));
        QVERIFY2(colourCount(image, 5) > 20, qPrintable(QString::number(colourCount(image, 5))));
    }

    // GPT-2 continues the text by 3 tokens; step 1 shows the prompt and the
    // first generated token: the causal mask has grown by one row.
    void stepCropsToTheTimeline()
    {
        ModelDocument document;
        document.open(ae::test::modelFixture("tiny-gpt2"));
        document.waitForIdle();
        document.run(QStringLiteral("the cat sat"), 3);
        document.waitForIdle();
        const ModelRunPtr run = document.lastRun();
        QVERIFY(run);
        QCOMPARE(int(run->analysis.generated.size()), 3);
        ModelFigureOptions options;
        options.step = 1;
        QWidget* figure = nullptr;
        QString error;
        const std::unique_ptr<QWidget> host =
            ModelFigures::create(QStringLiteral("model-head"), &document, options, &figure, &error);
        QVERIFY2(host, qPrintable(error));
        auto* heatmap = qobject_cast<AttentionHeatmap*>(figure);
        QVERIFY(heatmap);
        QCOMPARE(int(heatmap->matrix().rows()), run->analysis.promptLength + 1);
        options.step = 4;
        QVERIFY(ModelFigures::checkOptions(QStringLiteral("model-head"), document, options)
                    .contains(QLatin1String("--step 4 is out of range")));
    }

    // Without --text, a folder with its own question (a model trained in
    // the app writes one into config.json) exports the run the Model tab
    // opens on: that question, continued as the notes say unless --generate
    // is given. The figures are compared as saved bytes.
    void withoutTextTheFolderRunsItsOwnQuestion()
    {
        const QString folder = m_dir.filePath(QStringLiteral("gpt2-with-question"));
        QVERIFY(QDir().mkpath(folder));
        const QDir fixture(ae::test::modelFixture("tiny-gpt2"));
        for (const QString& name : fixture.entryList(QDir::Files))
            QVERIFY(QFile::copy(fixture.filePath(name), folder + QLatin1Char('/') + name));
        QFile configFile(folder + QStringLiteral("/config.json"));
        QVERIFY(configFile.open(QIODevice::ReadOnly));
        QJsonObject config = QJsonDocument::fromJson(configFile.readAll()).object();
        configFile.close();
        config.insert(QStringLiteral("attention_explorer"),
                      QJsonObject{{QStringLiteral("example"), QStringLiteral("the cat")},
                                  {QStringLiteral("continuation"), 2}});
        QVERIFY(configFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        configFile.write(QJsonDocument(config).toJson());
        configFile.close();

        const auto exported = [&](const QStringList& extra, const QString& name) {
            const QString path = m_dir.filePath(name + QStringLiteral(".png"));
            const CliRun run =
                runExport(QStringList{"export", "--model", folder, "--view", "model-head", "--size",
                                      "400x300", "-o", path} +
                          extra);
            return run.code == ExitSuccess ? readAll(path) : QByteArray("failed: ") + run.err;
        };
        const QByteArray own = exported({}, QStringLiteral("own"));
        QVERIFY2(!own.startsWith("failed"), own.constData());
        QCOMPARE(own, exported({"--text", "the cat", "--generate", "2"}, QStringLiteral("given")));
        QVERIFY(own != exported({"--text", "the cat"}, QStringLiteral("not-continued")));
        QCOMPARE(exported({"--generate", "0"}, QStringLiteral("own-not-continued")),
                 exported({"--text", "the cat"}, QStringLiteral("given-not-continued")));
    }

    void refusesWhatDoesNotFit_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString gpt2 = ae::test::modelFixture("tiny-gpt2");
        const QString bert = ae::test::modelFixture("tiny-bert");
        QTest::newRow("layer beyond the model")
            << QStringList{"--model", gpt2,         "--text",  "a cat",
                           "--view",  "model-head", "--layer", "3"}
            << int(ExitUsageError) << "--layer 3 is out of range: the model has 2 layers (1 … 2)";
        QTest::newRow("head beyond the model")
            << QStringList{"--model", gpt2,         "--text", "a cat",
                           "--view",  "model-head", "--head", "5"}
            << int(ExitUsageError) << "--head 5 is out of range: the model has 2 heads (1 … 2)";
        QTest::newRow("no such folder")
            << QStringList{"--model", gpt2 + "-missing", "--text", "a", "--view", "model-overview"}
            << int(ExitIoError) << "no such folder";
        QTest::newRow("a spec figure with --model")
            << QStringList{"--model", gpt2, "--text", "a", "--view", "heads"} << int(ExitUsageError)
            << "with --model, the view is one of model-overview";
        QTest::newRow("a model figure without --model")
            << QStringList{examplePath("self_attention_en.json"), "--view", "model-head"}
            << int(ExitUsageError) << "'model-head' draws a real model";
        QTest::newRow("--text without --model")
            << QStringList{examplePath("self_attention_en.json"), "--view", "heads", "--text", "a"}
            << int(ExitUsageError) << "--text: goes with --model DIR";
        QTest::newRow("BERT does not generate")
            << QStringList{"--model", bert,         "--text",     "a cat",
                           "--view",  "model-head", "--generate", "2"}
            << int(ExitUsageError) << "only a GPT-2 model continues a text";
        QTest::newRow("no text, no question of the folder's own")
            << QStringList{"--model", gpt2, "--view", "model-head"} << int(ExitUsageError)
            << "--text: give the text the model reads (this folder holds no question of its own)";
        QTest::newRow("a folder that is not a model")
            << QStringList{"--model", QDir::tempPath(), "--text", "a", "--view", "model-head"}
            << int(ExitSpecError) << "config.json";
    }

    void refusesWhatDoesNotFit()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, message);
        const QString path = m_dir.filePath(QStringLiteral("refused.png"));
        const CliRun run = runExport(QStringList{"export"} + arguments + QStringList{"-o", path});
        QCOMPARE(run.code, code);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
        QVERIFY(!QFile::exists(path));
    }

private:
    QTemporaryDir m_dir;
};

AE_TEST_MAIN_GUI(TestCliExportModel)
#include "test_cli_export_model.moc"
