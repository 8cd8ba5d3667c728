// A loaded model's layer in the views made for the engine's attention: the
// Imported tab's Distribution and Step through show the layer's real inputs,
// projections with their biases, the causal mask of GPT-2 and the full one
// of BERT, and numbers equal to the numpy references of
// scripts/make_tiny_models.py; the step-through's provenance adds the bias.
// The model's progress while it runs; Save Matrix while a row is hidden.

#include "core/io/npy.h"
#include "ui/actions/appearance_actions.h"
#include "ui/classroom/presentation_mode.h"
#include "ui/classroom/theme.h"
#include "ui/document/imported_attention_document.h"
#include "ui/document/model_document.h"
#include "ui/i18n/language_manager.h"
#include "ui/imported/imported_attention_page.h"
#include "ui/main/main_window.h"
#include "ui/model/model_overview_widget.h"
#include "ui/model/model_page.h"
#include "ui/stepthrough/stage_content_builder.h"
#include "ui/stepthrough/stage_page_widget.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/stepthrough/step_walk_exporter.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/query_distribution_view.h"

#include "tests/model_fixture_support.h"
#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>

using namespace ae;

namespace {

NpyArray reference(const char* model, const char* name)
{
    ReadError error;
    std::optional<NpyArray> array =
        readNpyFile(ae::test::modelFixture(model) + "/reference/" + QLatin1String(name), &error);
    if (!array)
        qFatal("%s", qPrintable(error.english()));
    return std::move(*array);
}

QString referenceText(const char* model)
{
    QFile file(ae::test::modelFixture(model) + "/reference/text.txt");
    if (!file.open(QIODevice::ReadOnly))
        qFatal("no text.txt");
    return QString::fromUtf8(file.readAll());
}

// Opens `model` and runs the reference text (its ids are the reference's).
ModelRunPtr runReference(ModelDocument& document, const char* model)
{
    document.open(ae::test::modelFixture(model));
    document.waitForIdle();
    document.run(referenceText(model));
    document.waitForIdle();
    return document.lastRun();
}

double largestToReference(const Matrix& shown, const NpyArray& attentions, int layer, int head,
                          int heads)
{
    const int n = int(shown.rows());
    double largest = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            largest = std::max(
                largest,
                std::abs(
                    double(shown(i, j)) -
                    attentions.data[(std::size_t(layer) * std::size_t(heads) + std::size_t(head)) *
                                        std::size_t(n * n) +
                                    std::size_t(i * n + j)]));
    return largest;
}

const StagePanel* panelNamed(const QVector<StagePanel>& panels, const QString& prefix)
{
    for (const StagePanel& panel : panels)
        if (panel.caption.startsWith(prefix))
            return &panel;
    return nullptr;
}

void checkModel(const char* model)
{
    ModelDocument document;
    const ModelRunPtr run = runReference(document, model);
    QVERIFY(run);
    const NpyArray ids = reference(model, "ids.npy");
    QCOMPARE(run->analysis.trace.tokenIds, std::vector<int>(ids.data.begin(), ids.data.end()));
    const NpyArray attentions = reference(model, "attentions.npy");
    const TransformerConfig& c = *document.config();
    const bool gpt2 = c.family == TransformerFamily::Gpt2;
    const int n = int(ids.data.size());

    ImportedAttentionDocument imported;
    ImportedAttentionPage page(&imported);
    page.resize(1600, 900);
    page.show();
    StepThroughView* steps = page.stepThroughView();
    QTabWidget* tabs = page.viewTabs();
    for (int layer = 0; layer < c.layers; ++layer) {
        const RunPtr layerRun = document.layerRun(layer);
        QVERIFY(layerRun);
        imported.setModelLayer(ImportedAttention(), layerRun);
        QVERIFY(tabs->isTabVisible(tabs->indexOf(steps)));
        QVERIFY(tabs->isTabVisible(tabs->indexOf(page.distributionView())));
        QCOMPARE(steps->run(), layerRun);
        for (int head = 0; head < c.heads; ++head) {
            page.showHead(head, n - 1);
            // The softmax stage's A is the forward's, equal to the reference.
            steps->setStage(int(StepStage::Softmax));
            const StagePanel& a = steps->stagePage()->content().outputs.at(0);
            QVERIFY(a.attentionWeights);
            QCOMPARE(a.values, Matrix(run->analysis.trace.layers[std::size_t(layer)]
                                          .heads[std::size_t(head)]
                                          .weights));
            QVERIFY2(largestToReference(a.values, attentions, layer, head, c.heads) < 2e-5,
                     qPrintable(QStringLiteral("layer %1 head %2").arg(layer).arg(head)));
            // The distribution shows the last query's row of the same head.
            QCOMPARE(page.distributionView()->shownWeights(), RowVector(a.values.row(n - 1)));
        }
        // The mask: causal for GPT-2, nothing masked for BERT.
        steps->setStage(int(StepStage::Mask));
        const StagePanel* mask = panelNamed(steps->stagePage()->content().inputs, "M");
        QVERIFY(mask);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                QCOMPARE(mask->values(i, j), gpt2 && j > i ? 0.0f : 1.0f);
    }

    // The projections show their biases, and a cell's provenance adds them.
    page.showHead(1, 2);
    const SpecRun& layer = *steps->run();
    steps->setStage(int(StepStage::Projection));
    QVERIFY(steps->stagePage()->content().formulaHtml.contains("+ b<sub>q</sub>"));
    const StagePanel* bias = panelNamed(steps->stagePage()->content().inputs, "b_q");
    QVERIFY(bias);
    // A column over the output features, beside W_q, whose rows they are.
    QCOMPARE(bias->values, Matrix(layer.biases.bq.transpose()));
    const StagePanel* weight = panelNamed(steps->stagePage()->content().inputs, "W_q");
    QVERIFY(weight);
    QCOMPARE(bias->besidePanel, int(weight - steps->stagePage()->content().inputs.data()));
    QCOMPARE(bias->values.rows(), weight->values.rows());
    emit steps->stagePage()->cellClicked(true, 0, 2, 3); // Q[2, 3]
    const CellProvenance& q = steps->lastProvenance();
    QCOMPARE(q.kind, CellProvenance::Kind::Product);
    QCOMPARE(q.bias, double(layer.biases.bq(3)));
    QCOMPARE(q.result, double(layer.trace.batch[0].queries(2, 3)));
    QVERIFY(std::abs(q.sum + q.bias - q.result) < 1e-4);
    QVERIFY(std::abs(q.bias) > 1e-3); // the bias matters: without it the sum is off
    QVERIFY(std::abs(q.sum - q.result) > 1e-4);
    QVERIFY2(q.html.contains("b_q[3]") && q.html.contains("x·W + b"), qPrintable(q.html));
    steps->setStage(int(StepStage::Output));
    QVERIFY(panelNamed(steps->stagePage()->content().inputs, "b_o"));
    emit steps->stagePage()->cellClicked(true, 0, 1, 5); // Y[1, 5]
    const CellProvenance& y = steps->lastProvenance();
    QCOMPARE(y.bias, double(layer.biases.bo(5)));
    QVERIFY(std::abs(y.sum + y.bias - y.result) < 1e-4);
    QCOMPARE(y.result, double(run->analysis.trace.layers.back().attention(1, 5)));

    // Weights from a file have no stages: no Distribution, no Step through.
    ImportedAttention plain;
    plain.layers = {{Matrix::Constant(2, 2, 0.5f)}};
    plain.queryTokens = plain.keyTokens = {QStringLiteral("a"), QStringLiteral("b")};
    imported.setImported(plain);
    QVERIFY(!imported.hasFullTrace());
    QVERIFY(!tabs->isTabVisible(tabs->indexOf(steps)));
    QVERIFY(!tabs->isTabVisible(tabs->indexOf(page.distributionView())));
}

// AE_SCREENSHOTS=DIR saves the window there (AE_SCREENSHOT_LANG=zh_CN and
// AE_SCREENSHOT_THEME=dark change its looks first), for a person to look at.
void screenshot(QWidget& window, const char* name)
{
    if (const QString dir = qEnvironmentVariable("AE_SCREENSHOTS"); !dir.isEmpty()) {
        QCoreApplication::processEvents();
        window.grab().save(dir + QLatin1Char('/') + QLatin1String(name));
    }
}

} // namespace

class TestModelLayerViews : public QObject
{
    Q_OBJECT

private slots:
    void gpt2LayersInTheStepThrough() { checkModel("tiny-gpt2"); }
    void bertLayersInTheStepThrough() { checkModel("tiny-bert"); }

    // The timeline's step: the layer over the tokens on show, causal.
    void gpt2LayerFollowsTheTimeline()
    {
        ModelDocument document;
        ModelPage page(&document);
        document.open(ae::test::modelFixture("tiny-gpt2"));
        document.waitForIdle();
        page.generateBox()->setValue(3);
        page.runText();
        document.waitForIdle();
        const ModelRunPtr run = document.lastRun();
        QCOMPARE(run->analysis.generated.size(), std::size_t(3));
        const int all = int(run->labels.size());
        QCOMPARE(page.selectedLayerRun()->trace.shape.n, all);
        page.timeline()->setValue(1); // one generated token on show
        const RunPtr layer = page.selectedLayerRun();
        QCOMPARE(layer->trace.shape.n, run->analysis.promptLength + 1);
        QCOMPARE(layer->prepared.tokens[0].size(), std::size_t(run->analysis.promptLength + 1));
    }

    // Progress: from (0, 0) up one block at a time to (total, total) before
    // the result, total = layers × passes (3 generated tokens, the text, the
    // induction run: 5 passes of 2 blocks); the page shows it beside Cancel.
    void progressIsMonotoneAndReachesTheTotal()
    {
        ModelDocument document;
        ModelPage page(&document);
        page.show();
        document.open(ae::test::modelFixture("tiny-gpt2"));
        document.waitForIdle();
        QSignalSpy progress(&document, &ModelDocument::progressChanged);
        std::vector<std::pair<int, int>> seenAtFinish;
        connect(&document, &ModelDocument::runFinished, &page, [&] {
            seenAtFinish.emplace_back(document.progressDone(), document.progressTotal());
        });
        document.run(page.textEdit()->text(), 3);
        QVERIFY(page.progressBar()->isVisible());
        QVERIFY(page.cancelButton()->isVisible());
        document.waitForIdle();
        QVERIFY(progress.size() >= 2);
        QCOMPARE(progress.first().at(0).toInt(), 0);
        QCOMPARE(progress.first().at(1).toInt(), 0);
        int last = 0;
        for (int k = 1; k < progress.size(); ++k) {
            const int done = progress.at(k).at(0).toInt();
            QCOMPARE(progress.at(k).at(1).toInt(), 10);
            QVERIFY(done >= last);
            last = done;
        }
        QCOMPARE(last, 10);
        QCOMPARE(seenAtFinish, (std::vector<std::pair<int, int>>{{10, 10}}));
        QVERIFY(page.progressBar()->isHidden());
        QVERIFY(page.cancelButton()->isHidden());
    }

    // Loading: the page's bar counts thousandths of the weights read, as a
    // percentage, from 0 up to 1000 before the model opens (the load runs on
    // the worker; the bar stands at 0% until the first report arrives);
    // switching models shows the load, not the old model's blocks.
    void loadProgressIsMonotoneAndReachesTheEnd()
    {
        ModelDocument document;
        ModelPage page(&document);
        page.show();
        QSignalSpy progress(&document, &ModelDocument::loadProgressChanged);
        std::vector<int> seenAtOpen;
        connect(&document, &ModelDocument::modelOpened, &page,
                [&] { seenAtOpen.push_back(document.loadProgress()); });
        for (const char* model : {"tiny-gpt2", "tiny-bert"}) {
            progress.clear();
            document.open(ae::test::modelFixture(model));
            QVERIFY(document.isLoading());
            QVERIFY(page.progressBar()->isVisible());
            QCOMPARE(page.progressBar()->maximum(), 1000);
            QCOMPARE(page.progressBar()->value(), 0);
            QCOMPARE(page.progressBar()->text(), QStringLiteral("0% of the weights read"));
            document.waitForIdle();
            QVERIFY(progress.size() >= 2);
            QCOMPARE(progress.first().at(0).toInt(), 0);
            for (int k = 1; k < progress.size(); ++k)
                QVERIFY(progress.at(k).at(0).toInt() > progress.at(k - 1).at(0).toInt());
            QCOMPARE(progress.last().at(0).toInt(), 1000);
            QVERIFY(page.progressBar()->isHidden());
        }
        QCOMPARE(seenAtOpen, (std::vector<int>{1000, 1000}));
    }

    // In the window: layer 2, head 1 of the Model tab, "Step through this
    // head": the Imported tab's step-through on that head, its last query,
    // the layer's numbers; Show layer opens the Heads view of the same run.
    void theWindowStepsThroughAModelHead()
    {
        const Theme::Id theme = Theme::current();
        LanguageManager languages;
        if (const QString lang = qEnvironmentVariable("AE_SCREENSHOT_LANG"); !lang.isEmpty())
            languages.setLanguage(lang);
        const auto window = ae::test::shownWindow(ae::test::Activation::Wait, QSize(1920, 1080));
        if (qEnvironmentVariable("AE_SCREENSHOT_THEME") == QLatin1String("dark"))
            Theme::apply(Theme::Id::Dark);
        window->openModel(
            qEnvironmentVariable("AE_SCREENSHOT_MODEL", ae::test::modelFixture("tiny-gpt2")));
        window->modelDocument()->waitForIdle();
        QCoreApplication::processEvents();
        const ModelRunPtr run = window->modelDocument()->lastRun();
        QVERIFY(run);
        ModelPage* page = window->modelPage();
        page->overview()->setSelectedHead(1, 0);
        screenshot(*window, "model-page.png");
        page->stepThroughButton()->click();
        QCOMPARE(window->viewTabs()->currentIndex(), int(ImportedTab));
        ImportedAttentionPage* imported = window->importedAttentionPage();
        StepThroughView* steps = imported->stepThroughView();
        QCOMPARE(imported->viewTabs()->currentWidget(), steps);
        const int n = int(run->labels.size());
        QCOMPARE(steps->head(), 0);
        QCOMPARE(steps->query(), n - 1);
        QCOMPARE(steps->run()->trace.batch[0].heads[0].weights,
                 Matrix(run->analysis.trace.layers[1].heads[0].weights));
        QCOMPARE(steps->run()->prepared.tokens[0].front(), run->labels.front().toStdString());
        QVERIFY(imported->sourceLabel()->text().contains(run->modelName));
        // One layer: no layer choice; the shapes name the model, not a file.
        QVERIFY(imported->layerSelector()->isHidden());
        QVERIFY(imported->shapeSummary()->contains(run->modelName));
        steps->setStage(int(StepStage::Projection));
        emit steps->stagePage()->cellClicked(true, 0, n - 1, 1);
        QVERIFY(steps->lastProvenance().bias != 0.0);
        // Each bias is a column beside the weight it is added to, row c of
        // both output feature c (as a strip under it, the weights were
        // slivers): its cells span W's rows exactly, on W's colour scale,
        // whose bar, right of the bias, shows its labels whole.
        steps->stagePage()->replotNow();
        QCoreApplication::processEvents();
        steps->stagePage()->replotNow();
        const StageContent& projection = steps->stagePage()->content();
        const QList<AttentionHeatmap*> inputs = steps->stagePage()->inputHeatmaps();
        const auto heatmapNamed = [&](const char* name) -> AttentionHeatmap* {
            const StagePanel* panel = panelNamed(projection.inputs, QLatin1String(name));
            return panel ? inputs.value(int(panel - projection.inputs.data())) : nullptr;
        };
        // A map's cells in the page's coordinates.
        const auto cellsOf = [&](AttentionHeatmap* map) {
            const QRect cells = map->axisRect()->rect();
            return QRect(map->mapTo(steps->stagePage(), cells.topLeft()), cells.size());
        };
        const auto checkBiasesBesideWeights = [&](const char* when) {
            for (const auto& [w, b] : {std::pair{"W_q", "b_q"}, {"W_k", "b_k"}, {"W_v", "b_v"}}) {
                AttentionHeatmap* weightMap = heatmapNamed(w);
                AttentionHeatmap* biasMap = heatmapNamed(b);
                QVERIFY(weightMap && biasMap);
                const QRect weightCells = cellsOf(weightMap), biasCells = cellsOf(biasMap);
                QVERIFY2(
                    biasCells.top() == weightCells.top() &&
                        biasCells.bottom() == weightCells.bottom() &&
                        biasCells.left() > weightCells.right(),
                    qPrintable(QStringLiteral("%1: %2 cells %3,%4 %5×%6; %7 cells %8,%9 %10×%11")
                                   .arg(QLatin1String(when), QLatin1String(w))
                                   .arg(weightCells.x())
                                   .arg(weightCells.y())
                                   .arg(weightCells.width())
                                   .arg(weightCells.height())
                                   .arg(QLatin1String(b))
                                   .arg(biasCells.x())
                                   .arg(biasCells.y())
                                   .arg(biasCells.width())
                                   .arg(biasCells.height())));
                QCOMPARE(biasMap->parentWidget(), weightMap->parentWidget()); // one frame
                // One cell about a line and a half wide.
                const int line = QFontMetrics(biasMap->xAxis2->tickLabelFont()).height();
                QVERIFY2(biasCells.width() >= line && biasCells.width() <= 4 * line,
                         qPrintable(QStringLiteral("%1: %2 px, line %3 px")
                                        .arg(QLatin1String(b))
                                        .arg(biasCells.width())
                                        .arg(line)));
                QVERIFY(!weightMap->colorScale()->visible());
                QVERIFY(biasMap->colorScale()->visible());
                QCOMPARE(biasMap->colorScale()->dataRange(), weightMap->colorScale()->dataRange());
                // The bar with its tick labels (the colour scale's rect
                // holds them) ends inside the bias's widget.
                QVERIFY2(biasMap->colorScale()->outerRect().right() < biasMap->width(),
                         qPrintable(QStringLiteral("%1 (%2): the bar ends at %3, widget %4 px")
                                        .arg(QLatin1String(b), QLatin1String(when))
                                        .arg(biasMap->colorScale()->outerRect().right())
                                        .arg(biasMap->width())));
                // W (16×16) keeps cells no more than 3:1 either way (in the
                // window; presentation mode's fonts on this test's smaller
                // screen leave a page too small for any shape).
                QVERIFY(weightCells.height() > 0);
                if (QLatin1String(when) == QLatin1String("window"))
                    QVERIFY2(weightCells.width() <= 3 * weightCells.height() &&
                                 weightCells.height() <= 3 * weightCells.width(),
                             qPrintable(QStringLiteral("%1 (%2): cells %3×%4")
                                            .arg(QLatin1String(w), QLatin1String(when))
                                            .arg(weightCells.width())
                                            .arg(weightCells.height())));
            }
        };
        checkBiasesBesideWeights("window");
        screenshot(*window, "model-layer-stepthrough-projection.png");
        // Presentation mode's fonts: the same, in two rows of two (X + P and
        // W_q, W_k and W_v), every panel on the page.
        window->appearanceActions()->presentationMode()->enter();
        for (int settle = 0; settle < 3; ++settle) {
            QCoreApplication::processEvents();
            steps->stagePage()->replotNow();
        }
        screenshot(*window, "model-layer-stepthrough-projection-presentation.png");
        checkBiasesBesideWeights("presentation");
        QCOMPARE(cellsOf(heatmapNamed("W_k")).top(), cellsOf(heatmapNamed("W_v")).top());
        QVERIFY(cellsOf(heatmapNamed("W_k")).top() > cellsOf(heatmapNamed("W_q")).bottom());
        for (AttentionHeatmap* map : steps->stagePage()->inputHeatmaps()) {
            QVERIFY(map && map->axisRect()->rect().height() > 0);
            QWidget* frame = map->parentWidget();
            const int bottom = frame->mapTo(steps->stagePage(), QPoint(0, frame->height())).y();
            QVERIFY2(bottom <= steps->stagePage()->height(),
                     qPrintable(QStringLiteral("%1: frame bottom %2, page %3")
                                    .arg(map->accessibleName())
                                    .arg(bottom)
                                    .arg(steps->stagePage()->height())));
        }
        window->appearanceActions()->presentationMode()->leave();
        steps->setStage(int(StepStage::Softmax));
        screenshot(*window, "model-layer-stepthrough-softmax.png");
        imported->setCurrentView(ImportedAttentionPage::DistributionView);
        QCOMPARE(imported->distributionView()->shownWeights(),
                 RowVector(run->analysis.trace.layers[1].heads[0].weights.row(n - 1)));
        screenshot(*window, "model-layer-distribution.png");

        window->viewTabs()->setCurrentIndex(ModelTab);
        page->overview()->setSelectedHead(0, 1);
        page->showLayerButton()->click();
        QCOMPARE(imported->viewTabs()->currentWidget(), imported->headGrid());
        QCOMPARE(steps->run()->trace.batch[0].heads[1].weights,
                 Matrix(run->analysis.trace.layers[0].heads[1].weights));
        QCOMPARE(steps->head(), 1);
        Theme::apply(theme);
    }

    // Predict, then reveal: Save Matrix would write the hidden row.
    // The walk exporter lays a page out and draws it at once, with no event
    // loop between (ui/stepthrough/step_walk_exporter.cpp): the bias strips
    // must span their weights' rows, inside their frames, by then.
    void anExportedPageHasTheBiasColumns()
    {
        ModelDocument document;
        QVERIFY(runReference(document, "tiny-gpt2"));
        const RunPtr layerRun = document.layerRun(0);
        QVERIFY(layerRun);
        StagePageWidget page;
        page.setAttribute(Qt::WA_DontShowOnScreen, true);
        page.resize(StepWalkExporter::pageSize());
        page.show();
        page.setContent(StageContentBuilder::build(*layerRun, 0, 0, int(StepStage::Projection),
                                                   StepLanguage::English));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents();
        page.layOutNow();
        const StagePanel* bias = panelNamed(page.content().inputs, QStringLiteral("b_q"));
        QVERIFY(bias);
        AttentionHeatmap* map =
            page.inputHeatmaps().value(int(bias - page.content().inputs.data()));
        QVERIFY(map);
        const StagePanel* weight = panelNamed(page.content().inputs, QStringLiteral("W_q"));
        AttentionHeatmap* weightMap =
            page.inputHeatmaps().value(int(weight - page.content().inputs.data()));
        QVERIFY(weightMap);
        // The bias column spans W's rows, and both are inside their frame.
        const QRect biasCells = map->axisRect()->rect().translated(map->pos());
        const QRect weightCells = weightMap->axisRect()->rect().translated(weightMap->pos());
        QCOMPARE(biasCells.top(), weightCells.top());
        QCOMPARE(biasCells.bottom(), weightCells.bottom());
        QVERIFY(biasCells.height() > 10 * QFontMetrics(map->xAxis2->tickLabelFont()).height());
        QWidget* frame = map->parentWidget();
        for (AttentionHeatmap* drawn : {map, weightMap})
            QVERIFY2(drawn->geometry().bottom() <= frame->contentsRect().bottom() &&
                         drawn->geometry().right() <= frame->contentsRect().right(),
                     qPrintable(QStringLiteral("%1 %2,%3 %4×%5; frame %6×%7")
                                    .arg(drawn->accessibleName())
                                    .arg(drawn->x())
                                    .arg(drawn->y())
                                    .arg(drawn->width())
                                    .arg(drawn->height())
                                    .arg(frame->contentsRect().width())
                                    .arg(frame->contentsRect().height())));
    }

    void saveMatrixRefusesAHiddenRow()
    {
        ModelDocument document;
        ModelPage page(&document);
        document.open(ae::test::modelFixture("tiny-gpt2"));
        document.waitForIdle();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("row.csv"));
        page.setHiddenQuery(2);
        QVERIFY(!page.saveMatrixButton()->isEnabled());
        QString error;
        QVERIFY(!page.saveMatrix(path, &error));
        QVERIFY2(error.contains(QLatin1String("hidden")), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        page.setHiddenQuery(-1); // revealed
        QVERIFY(page.saveMatrixButton()->isEnabled());
        QVERIFY2(page.saveMatrix(path, &error), qPrintable(error));
        QVERIFY(QFile::exists(path));
    }
};

AE_TEST_MAIN_GUI(TestModelLayerViews)
#include "test_model_layer_views.moc"
