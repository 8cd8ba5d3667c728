// View ▸ Colour Map on every heatmap of weights (step-through weights, the
// Imported tab, Compare's A and B, the lessons) while signed quantities
// (scores, the difference A − B) stay diverging, and the choice surviving a
// new window; the status bar's shape label on the Imported tab; the built-in
// examples' descriptions in the Chinese interface.

#include "core/io/spec_runner.h"
#include "ui/actions/appearance_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/lesson_actions.h"
#include "ui/classroom/lesson.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/example_catalog.h"
#include "ui/document/imported_attention_document.h"
#include "ui/figures/figure_views.h"
#include "ui/i18n/language_manager.h"
#include "ui/imported/imported_attention_page.h"
#include "ui/lessons/dropout_page.h"
#include "ui/lessons/kernel_regression_page.h"
#include "ui/lessons/lessons_page.h"
#include "ui/main/main_window.h"
#include "ui/stepthrough/stage_content.h"
#include "ui/stepthrough/stage_page_widget.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/stepthrough/step_walk_exporter.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"
#include "ui/views/compare_view.h"
#include "ui/views/head_grid_view.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QAction>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <qcustomplot.h>

#include <memory>

using namespace ae;

using ae::test::Activation;
using ae::test::shownWindow;
using ae::test::writeFile;

namespace {

QCPColorGradient plotGradient(QCustomPlot* plot)
{
    auto* map = qobject_cast<QCPColorMap*>(plot->plottable(0));
    return map ? map->gradient() : QCPColorGradient();
}

// The step-through page's heatmaps of one stage, with whether each panel is
// non-negative (a weights panel).
QList<QPair<AttentionHeatmap*, bool>> stageHeatmaps(MainWindow* window, StepStage stage)
{
    window->viewTabs()->setCurrentIndex(StepThroughTab);
    window->stepThroughView()->setStage(int(stage));
    auto* page = window->stepThroughView()->findChild<StagePageWidget*>();
    QList<QPair<AttentionHeatmap*, bool>> maps;
    if (!page)
        return maps;
    const StageContent& content = page->content();
    for (int i = 0; i < page->outputHeatmaps().size(); ++i)
        if (page->outputHeatmaps()[i])
            maps.append({page->outputHeatmaps()[i], content.outputs[i].nonNegative});
    return maps;
}

const char kChineseSelfAttention[] = "英文句子上的自注意力：2 个头，宽度 32 的随机投影（种子 "
                                     "0），32 维哈希词元嵌入。“it”关注哪些词？";

} // namespace

class TestLessonUiViews : public QObject
{
    Q_OBJECT
private slots:
    void colorMapReachesEveryWeightHeatmap();
    void colorMapPersistsIntoANewWindow();
    void figureExportsTakeTheColorMap();
    void stepWalkExportTakesTheColorMap();
    void exportAllTakesTheColorMap();
    void importedTabShowsTheImportedShapes();
    void builtInDescriptionsMatchTheirFiles();
    void builtInDescriptionIsChineseInTheChineseInterface();
    void builtInLessonTitlesFollowTheInterfaceLanguage();
};

void TestLessonUiViews::colorMapReachesEveryWeightHeatmap()
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("tiny.json"));
    QVERIFY(writeFile(json, R"({"format": "attention-explorer/attentions@1",
        "tokens": ["the", "cat"], "attentions": [[[[0.5, 0.5], [0.25, 0.75]]]]})"));
    auto window = shownWindow(Activation::DontWait);
    QTRY_VERIFY(window->runner()->lastRun() != nullptr);
    QVERIFY(window->importAttention(json));

    window->findChild<QAction*>(QStringLiteral("colorMapAction_cividis"))->trigger();
    QCPColorGradient cividis = colorMap(ColorMapId::Cividis);
    const QCPColorGradient diverging = colorMap(ColorMapId::Diverging);
    QVERIFY(!(cividis == colorMap(ColorMapId::Viridis))); // the test can tell them apart

    // Imported tab: its head grid.
    AttentionHeatmap* imported = window->importedAttentionPage()->headGrid()->heatmap(0);
    QVERIFY(imported);
    QVERIFY(imported->colorMapPlottable()->gradient() == cividis);
    // A drawn pixel: the cell (query "cat", key "cat") = 0.75 on the grid's range.
    const QCPRange range = imported->colorMapPlottable()->dataRange();
    QCOMPARE(imported->colorMapPlottable()->gradient().color(0.75, range),
             cividis.color(0.75, range));

    // Step through: the softmax's weights recoloured, the scores diverging.
    const QList<QPair<AttentionHeatmap*, bool>> softmax =
        stageHeatmaps(window.get(), StepStage::Softmax);
    int weightPanels = 0;
    for (const auto& [map, nonNegative] : softmax) {
        if (nonNegative) {
            ++weightPanels;
            QVERIFY(map->colorMapPlottable()->gradient() == cividis);
        }
    }
    QVERIFY(weightPanels >= 1);
    const QList<QPair<AttentionHeatmap*, bool>> scores =
        stageHeatmaps(window.get(), StepStage::Scores);
    QVERIFY(!scores.isEmpty());
    for (const auto& [map, nonNegative] : scores) {
        QVERIFY(!nonNegative);
        QVERIFY(map->colorMapPlottable()->gradient() == diverging);
    }
    // A stage drawn after the choice (a new page) takes it too.
    window->findChild<QAction*>(QStringLiteral("colorMapAction_magma"))->trigger();
    for (const auto& [map, nonNegative] : stageHeatmaps(window.get(), StepStage::Softmax))
        if (nonNegative)
            QVERIFY(map->colorMapPlottable()->gradient() == colorMap(ColorMapId::Magma));

    // Compare: A and B take the map, the difference stays diverging.
    CompareView* compare = window->compareView();
    QVERIFY(compare->heatmapA()->colorMapPlottable()->gradient() == colorMap(ColorMapId::Magma));
    QVERIFY(compare->heatmapB()->colorMapPlottable()->gradient() == colorMap(ColorMapId::Magma));
    QVERIFY(compare->differenceHeatmap()->colorMapPlottable()->gradient() == diverging);

    // Lessons: kernel regression's α(x, x_i) and dropout's weights.
    LessonsPage* lessons = window->lessonsPage();
    QVERIFY(plotGradient(lessons->kernelRegressionPage()->weightsPlot()) ==
            colorMap(ColorMapId::Magma));
    QVERIFY(plotGradient(lessons->dropoutPage()->weightsPlot()) == colorMap(ColorMapId::Magma));
    QVERIFY(plotGradient(lessons->dropoutPage()->appliedPlot()) == colorMap(ColorMapId::Magma));
}

void TestLessonUiViews::colorMapPersistsIntoANewWindow()
{
    {
        auto window = shownWindow(Activation::DontWait);
        window->findChild<QAction*>(QStringLiteral("colorMapAction_cividis"))->trigger();
        window->close();
    }
    auto window = shownWindow(Activation::DontWait);
    QTRY_VERIFY(window->runner()->lastRun() != nullptr);
    const QCPColorGradient cividis = colorMap(ColorMapId::Cividis);
    auto* page = window->stepThroughView()->findChild<StagePageWidget*>();
    QVERIFY(page);
    QCOMPARE(page->colorMap(), ColorMapId::Cividis);
    for (const auto& [map, nonNegative] : stageHeatmaps(window.get(), StepStage::Softmax))
        if (nonNegative)
            QVERIFY(map->colorMapPlottable()->gradient() == cividis);
    QVERIFY(window->compareView()->heatmapA()->colorMapPlottable()->gradient() == cividis);
    QVERIFY(plotGradient(window->lessonsPage()->kernelRegressionPage()->weightsPlot()) == cividis);
}

void TestLessonUiViews::figureExportsTakeTheColorMap()
{
    std::variant<SpecRun, SpecError> result = runSpec(AttentionDocument::builtInSpec());
    QVERIFY(std::holds_alternative<SpecRun>(result));
    const RunPtr run = std::make_shared<const SpecRun>(std::move(std::get<SpecRun>(result)));
    FigureViewOptions options;
    options.colorMap = ColorMapId::Cividis;
    QString error;
    QWidget* figure = nullptr;

    // The head grid of "heads".
    std::unique_ptr<QWidget> heads =
        FigureViews::create(QStringLiteral("heads"), run, options, &figure, &error);
    QVERIFY2(heads, qPrintable(error));
    auto* grid = qobject_cast<HeadGridView*>(heads.get());
    QVERIFY(grid && grid->heatmap(0));
    QVERIFY(grid->heatmap(0)->colorMapPlottable()->gradient() == colorMap(ColorMapId::Cividis));

    // Stage 8 (softmax, 1-based in the figure names): weights cividis;
    // stage 5 (scores): diverging.
    for (const auto& [name, stage] :
         {std::pair{"step-8", StepStage::Softmax}, std::pair{"step-5", StepStage::Scores}}) {
        std::unique_ptr<QWidget> host =
            FigureViews::create(QLatin1String(name), run, options, &figure, &error);
        QVERIFY2(host, qPrintable(error));
        auto* page = qobject_cast<StagePageWidget*>(figure);
        QVERIFY(page);
        QCOMPARE(page->content().stage, int(stage));
        int checked = 0;
        for (int i = 0; i < page->outputHeatmaps().size(); ++i) {
            AttentionHeatmap* map = page->outputHeatmaps()[i];
            if (!map)
                continue;
            const bool weights = page->content().outputs[i].nonNegative;
            QVERIFY(map->colorMapPlottable()->gradient() ==
                    colorMap(weights ? ColorMapId::Cividis : ColorMapId::Diverging));
            ++checked;
        }
        QVERIFY(checked > 0);
    }
    // The default stays viridis (scripts that do not ask get what they got).
    std::unique_ptr<QWidget> plain =
        FigureViews::create(QStringLiteral("heads"), run, FigureViewOptions(), &figure, &error);
    QVERIFY(qobject_cast<HeadGridView*>(plain.get())->heatmap(0)->colorMapPlottable()->gradient() ==
            colorMap(ColorMapId::Viridis));
}

void TestLessonUiViews::stepWalkExportTakesTheColorMap()
{
    std::variant<SpecRun, SpecError> result = runSpec(AttentionDocument::builtInSpec());
    QVERIFY(std::holds_alternative<SpecRun>(result));
    const SpecRun& run = std::get<SpecRun>(result);
    QTemporaryDir viridisDir;
    QTemporaryDir cividisDir;
    WalkSelection selection;
    QString error;
    QVERIFY2(StepWalkExporter::exportPngs(run, selection, viridisDir.path(), &error),
             qPrintable(error));
    selection.colorMap = ColorMapId::Cividis;
    QVERIFY2(StepWalkExporter::exportPngs(run, selection, cividisDir.path(), &error),
             qPrintable(error));
    auto image = [](const QTemporaryDir& dir, StepStage stage) {
        return QImage(dir.filePath(StepWalkExporter::pngFileName(int(stage))));
    };
    // The softmax's weights change colour; the scores (signed) do not.
    const QImage softmaxViridis = image(viridisDir, StepStage::Softmax);
    QVERIFY(!softmaxViridis.isNull());
    QVERIFY(softmaxViridis != image(cividisDir, StepStage::Softmax));
    const QImage scoresViridis = image(viridisDir, StepStage::Scores);
    QVERIFY(!scoresViridis.isNull());
    QVERIFY(scoresViridis == image(cividisDir, StepStage::Scores));
    // And the window's step-through passes its choice on to the walk.
    auto window = shownWindow(Activation::DontWait);
    QTRY_VERIFY(window->runner()->lastRun() != nullptr);
    window->viewTabs()->setCurrentIndex(StepThroughTab);
    window->findChild<QAction*>(QStringLiteral("colorMapAction_viridis"))->trigger();
    QTemporaryDir before;
    QVERIFY2(window->stepThroughView()->exportWalkPngs(before.path(), &error), qPrintable(error));
    window->findChild<QAction*>(QStringLiteral("colorMapAction_cividis"))->trigger();
    QTemporaryDir after;
    QVERIFY2(window->stepThroughView()->exportWalkPngs(after.path(), &error), qPrintable(error));
    QVERIFY(image(before, StepStage::Softmax) != image(after, StepStage::Softmax));
    QVERIFY(image(before, StepStage::Scores) == image(after, StepStage::Scores));
}

void TestLessonUiViews::exportAllTakesTheColorMap()
{
    settings::exportFormat.set(QStringLiteral("png"));
    settings::exportWidth.set(640);
    settings::exportHeight.set(400);
    settings::exportDpi.set(96);
    auto window = shownWindow(Activation::DontWait);
    QTRY_VERIFY(window->runner()->lastRun() != nullptr);
    QTemporaryDir viridis;
    QTemporaryDir cividis;
    window->findChild<QAction*>(QStringLiteral("colorMapAction_viridis"))->trigger();
    QVERIFY2(window->exportActions()->exportAll(viridis.path()),
             qPrintable(window->exportActions()->lastExportAllSummary()));
    window->findChild<QAction*>(QStringLiteral("colorMapAction_cividis"))->trigger();
    QVERIFY2(window->exportActions()->exportAll(cividis.path()),
             qPrintable(window->exportActions()->lastExportAllSummary()));
    auto image = [](const QTemporaryDir& dir, const char* name) {
        return QImage(dir.filePath(QLatin1String(name)));
    };
    for (const char* weights : {"heads.png", "step-8.png"}) {
        QVERIFY2(!image(viridis, weights).isNull(), weights);
        QVERIFY2(image(viridis, weights) != image(cividis, weights), weights);
    }
    QVERIFY(!image(viridis, "step-5.png").isNull());
    QVERIFY(image(viridis, "step-5.png") == image(cividis, "step-5.png")); // scores: signed
}

void TestLessonUiViews::importedTabShowsTheImportedShapes()
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("two_layers.json"));
    // 2 layers × 1 head × 3 queries × 2 keys (cross-attention shaped).
    QVERIFY(writeFile(json, R"({"format": "attention-explorer/attentions@1",
        "tokens": ["a", "b", "c"], "key_tokens": ["x", "y"],
        "attentions": [[[[0.5, 0.5], [0.25, 0.75], [1.0, 0.0]]],
                       [[[0.1, 0.9], [0.6, 0.4], [0.3, 0.7]]]]})"));
    auto window = shownWindow(Activation::DontWait);
    QTRY_VERIFY(window->runner()->lastRun() != nullptr);
    auto* shape = window->findChild<QLabel*>(QStringLiteral("shapeLabel"));
    QVERIFY(shape);
    const QString toy = shape->text();
    QVERIFY2(toy.startsWith(QStringLiteral("n = ")), qPrintable(toy));

    // Nothing imported yet: the Imported tab shows no toy shapes.
    window->viewTabs()->setCurrentIndex(ImportedTab);
    QVERIFY2(shape->text().isEmpty(), qPrintable(shape->text()));

    QVERIFY2(window->importAttention(json), qPrintable(window->lastError()));
    QCOMPARE(window->viewTabs()->currentIndex(), int(ImportedTab));
    QCOMPARE(shape->text(),
             QStringLiteral("two_layers.json   2 layers × 1 heads × 3 queries × 2 keys   layer 1"));
    window->importedAttention()->setCurrentLayer(1);
    QCOMPARE(shape->text(),
             QStringLiteral("two_layers.json   2 layers × 1 heads × 3 queries × 2 keys   layer 2"));

    // Another tab: the session's shapes again.
    window->viewTabs()->setCurrentIndex(HeadsTab);
    QCOMPARE(shape->text(), toy);
    window->viewTabs()->setCurrentIndex(ImportedTab);
    QVERIFY(shape->text().startsWith(QStringLiteral("two_layers.json")));
    // The other tabs with their own document say nothing of the session's.
    for (ViewTab own : {LessonsTab, ModelTab, TrainingTab}) {
        window->viewTabs()->setCurrentIndex(own);
        QVERIFY2(shape->text().isEmpty(), qPrintable(shape->text()));
    }
    window->viewTabs()->setCurrentIndex(StepThroughTab);
    QCOMPARE(shape->text(), toy);
}

void TestLessonUiViews::builtInDescriptionsMatchTheirFiles()
{
    // The catalog's English must be the files' text exactly, or the
    // translation would never be found.
    const QVector<ExampleEntry> examples = ExampleCatalog::all();
    QCOMPARE(examples.size(), 6);
    for (const ExampleEntry& example : examples) {
        QFile file(example.resourcePath);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(example.resourcePath));
        const QString description = QJsonDocument::fromJson(file.readAll())
                                        .object()
                                        .value(QLatin1String("description"))
                                        .toString();
        QCOMPARE(example.description, description);
        // Without a translator: the text as written.
        QCOMPARE(ExampleCatalog::displayDescription(description), description);
    }
    QCOMPARE(ExampleCatalog::displayDescription(QStringLiteral("My own words.")),
             QStringLiteral("My own words."));
}

void TestLessonUiViews::builtInDescriptionIsChineseInTheChineseInterface()
{
    QTranslator embedded;
    QVERIFY(embedded.load(LanguageManager::translationResource(QStringLiteral("zh_CN"))));
    QCoreApplication::installTranslator(&embedded);

    QTemporaryDir dir;
    {
        auto window = shownWindow(Activation::DontWait);
        auto* label = window->findChild<QLabel*>(QStringLiteral("sessionDescriptionLabel"));
        QVERIFY(label);
        QVERIFY(window->openExample(QStringLiteral(":/examples/self_attention_en.json")));
        QCOMPARE(label->text(), QString::fromUtf8(kChineseSelfAttention));
        // The Chinese example's bilingual line: the Chinese half only.
        QVERIFY(window->openExample(QStringLiteral(":/examples/chinese_sentence.json")));
        QVERIFY2(!label->text().contains(QStringLiteral("Self-attention")),
                 qPrintable(label->text()));
        QVERIFY(label->text().startsWith(QStringLiteral("自注意力：中文句子")));

        // A user's own description is shown as written, whatever the language.
        QFile example(QStringLiteral(":/examples/self_attention_en.json"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        QJsonObject spec = QJsonDocument::fromJson(example.readAll()).object();
        spec.insert(QStringLiteral("description"), QStringLiteral("Week 3: which word is 'it'?"));
        const QString own = dir.filePath(QStringLiteral("own.json"));
        QVERIFY(writeFile(own, QJsonDocument(spec).toJson()));
        QVERIFY(window->openFile(own));
        QCOMPARE(label->text(), QStringLiteral("Week 3: which word is 'it'?"));
    }
    QCoreApplication::removeTranslator(&embedded);
    // English again: the file's own text.
    auto window = shownWindow(Activation::DontWait);
    QVERIFY(window->openExample(QStringLiteral(":/examples/self_attention_en.json")));
    QVERIFY(window->findChild<QLabel*>(QStringLiteral("sessionDescriptionLabel"))
                ->text()
                .startsWith(QStringLiteral("Self-attention over an English sentence")));
}

void TestLessonUiViews::builtInLessonTitlesFollowTheInterfaceLanguage()
{
    const QString builtIn = QStringLiteral(":/lessons/first_lesson.json");
    QString error;
    const std::optional<Lesson> english = Lesson::load(builtIn, &error);
    QVERIFY2(english, qPrintable(error));
    QCOMPARE(english->scenes.at(0).title, QStringLiteral("Self-attention over a sentence"));

    QTranslator embedded;
    QVERIFY(embedded.load(LanguageManager::translationResource(QStringLiteral("zh_CN"))));
    QCoreApplication::installTranslator(&embedded);
    const std::optional<Lesson> chinese = Lesson::load(builtIn, &error);
    // A copy on disk is a teacher's own file: shown as written.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("mine.json"));
    QVERIFY(english->save(copy, &error));
    const std::optional<Lesson> own = Lesson::load(copy, &error);
    QCoreApplication::removeTranslator(&embedded);

    QVERIFY(chinese);
    QCOMPARE(chinese->title, QStringLiteral("七个场景看懂注意力"));
    QCOMPARE(chinese->scenes.at(0).title, QStringLiteral("句子上的自注意力"));
    // Every title of the built-in lesson has its Chinese (none left in English).
    QCOMPARE(chinese->scenes.size(), english->scenes.size());
    for (int i = 0; i < english->scenes.size(); ++i)
        QVERIFY2(chinese->scenes[i].title != english->scenes[i].title,
                 qPrintable(english->scenes[i].title));
    QVERIFY(own);
    QCOMPARE(own->scenes.at(0).title, QStringLiteral("Self-attention over a sentence"));
}

AE_TEST_MAIN_GUI(TestLessonUiViews)
#include "test_lessonui_views.moc"
