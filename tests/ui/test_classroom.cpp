// Classroom features on the real main window (offscreen): theme switch and
// plot styling, colour map and theme persisting across windows, presentation
// mode (full screen, scaled font, hidden docks, keyboard walk, Esc restores),
// the session's docks hidden on the tabs with settings of their own,
// lessons (Page Down / Page Up through scenes, ends stay), the About text and
// the keyboard-shortcut list.

#include "ui/actions/appearance_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/lesson_actions.h"
#include "ui/classroom/about_text.h"
#include "ui/classroom/lesson.h"
#include "ui/classroom/lesson_player.h"
#include "ui/classroom/presentation_mode.h"
#include "ui/classroom/shortcuts_dialog.h"
#include "ui/classroom/theme.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/command_id.h"
#include "ui/main/main_window.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"
#include "ui/views/head_grid_view.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <qcustomplot.h>

#include <Eigen/Core>

#include <algorithm>
#include <memory>

using namespace ae;

using ae::test::copyExample;
using ae::test::shownWindow;
using ae::test::specText;

namespace {

QAction* action(const QWidget* window, const char* name)
{
    return window->findChild<QAction*>(QLatin1String(name));
}

// Rows of the dock's title bar (above its contents) holding text: the
// height of the title's ink, read from the left half of the bar, away from
// the float and close buttons on the right.
int titleInkHeight(QDockWidget* dock)
{
    const QImage image = dock->grab().toImage();
    const int titleBottom = dock->widget()->geometry().top();
    const QRgb background = image.pixel(1, 1);
    int first = -1, last = -1;
    for (int y = 0; y < titleBottom; ++y)
        for (int x = 0; x < image.width() / 2; ++x)
            if (std::abs(qGray(image.pixel(x, y)) - qGray(background)) > 40) {
                if (first < 0)
                    first = y;
                last = y;
                break;
            }
    return first < 0 ? 0 : last - first + 1;
}

} // namespace

class TestClassroom : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void themeSwitchChangesPaletteAndPlotBackground();
    void themeAndColorMapPersistAcrossWindows();
    void presentationModeEntersAndLeaves();
    void tabsWithOwnSettingsHideTheSessionDocks();
    void presentingAndSuchTabsGiveTheDocksBackTogether();
    void docksComeBackWhenTheWindowKeepsItsSize();
    void closingWhilePresentingSavesTheLayoutAsLeft();
    void presentationKeysWalkTheTabs();
    void presentationScalesPlotTextsAsTheyAreMeasured();
    void presentationKeepsTheLessonQuestion();
    void presentationGrowsTheKeptDocksTitles();
    void lessonJsonResolvesRelativePaths();
    void lessonErrorsNameTheField();
    void lessonPageDownAndUpStepScenes();
    void exampleLessonScenesExist();
    void aboutTextHasTheVersions();
    void shortcutListHasTheActionsShortcuts();
};

void TestClassroom::init()
{
    QSettings().clear();
}

void TestClassroom::cleanup()
{
    Theme::apply(Theme::Id::System);
}

void TestClassroom::themeSwitchChangesPaletteAndPlotBackground()
{
    QCustomPlot plot;
    plot.resize(120, 80);
    plot.show();
    const QColor meaningful(200, 30, 30); // a view's own colour (a highlighted label)
    plot.yAxis->setLabelColor(meaningful);
    Theme::apply(Theme::Id::Dark);
    QCOMPARE(plot.yAxis->labelColor(), meaningful);
    const QColor darkBase = Theme::palette(Theme::Id::Dark).color(QPalette::Base);
    QCOMPARE(QApplication::palette().color(QPalette::Window),
             Theme::palette(Theme::Id::Dark).color(QPalette::Window));
    QVERIFY(darkBase.lightness() < 64);
    QCOMPARE(plot.axisRect()->backgroundBrush().color(), darkBase);
    QCOMPARE(plot.xAxis->tickLabelColor(),
             Theme::palette(Theme::Id::Dark).color(QPalette::WindowText));
    // What the plot paints: the corner pixel is the dark background.
    QCOMPARE(plot.toPixmap(120, 80).toImage().pixelColor(2, 2), darkBase);

    // A plot created after the switch is styled when it is first shown.
    QCustomPlot later;
    later.resize(60, 40);
    later.show();
    QCOMPARE(later.axisRect()->backgroundBrush().color(), darkBase);

    Theme::apply(Theme::Id::Light);
    QCOMPARE(plot.axisRect()->backgroundBrush().color(), QColor(Qt::white));
    QCOMPARE(later.toPixmap(60, 40).toImage().pixelColor(2, 2), QColor(Qt::white));
    QCOMPARE(Theme::current(), Theme::Id::Light);
}

void TestClassroom::themeAndColorMapPersistAcrossWindows()
{
    {
        auto window = shownWindow();
        QVERIFY(action(window.get(), "themeAction_dark"));
        action(window.get(), "themeAction_dark")->trigger();
        action(window.get(), "colorMapAction_magma")->trigger();
        QCOMPARE(Theme::current(), Theme::Id::Dark);
        QVERIFY(action(window.get(), "colorMapAction_magma")->isChecked());
        window->close();
    }
    Theme::apply(Theme::Id::System); // as a fresh start would be
    auto window = shownWindow();
    QCOMPARE(Theme::current(), Theme::Id::Dark);
    QVERIFY(action(window.get(), "themeAction_dark")->isChecked());
    QVERIFY(action(window.get(), "colorMapAction_magma")->isChecked());
    // The heatmaps of the weights use magma; the scores stay diverging.
    QTRY_VERIFY(window->headGrid()->heatmap(0) != nullptr);
    QVERIFY(window->headGrid()->heatmap(0)->colorMapPlottable()->gradient() ==
            colorMap(ColorMapId::Magma));
    window->headGrid()->setQuantity(HeadGridView::Quantity::Scores);
    QVERIFY(window->headGrid()->heatmap(0)->colorMapPlottable()->gradient() ==
            colorMap(ColorMapId::Diverging));
}

void TestClassroom::presentationModeEntersAndLeaves()
{
    auto window = shownWindow();
    const QFont baseFont = QApplication::font();
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("sequenceDock"));
    QVERIFY(dock && dock->isVisible());
    // The Model and Mask docks share a place as tabs; the user's choice of
    // tab (here Mask, then Model) is the one shown again after presenting.
    auto* model = window->findChild<QDockWidget*>(QStringLiteral("modelDock"));
    auto* mask = window->findChild<QDockWidget*>(QStringLiteral("maskDock"));
    QVERIFY(model && mask);
    QCOMPARE(window->tabifiedDockWidgets(model), QList<QDockWidget*>({mask}));
    const auto shownTab = [&] { return model->visibleRegion().isEmpty() ? mask : model; };
    // Each dock comes back at the size it had (the Sequence dock took a
    // share of the Model dock's height, or the docks lost width, each time),
    // and the heatmaps' margins shrink back with their fonts (the colour
    // bar's margin group kept presentation mode's taller top margin).
    const QSize sequenceSize = dock->size();
    const QSize modelSize = model->size();
    const QSize windowSize = window->size();
    auto* heatmap = window->findChild<AttentionHeatmap*>(QStringLiteral("headHeatmap0"));
    QVERIFY(heatmap);
    // Settled: the grid sizes its panels for square cells (11 × 11 here)
    // once they have measured their chrome.
    QTRY_VERIFY(heatmap->axisRect()->rect().height() > 50 &&
                heatmap->axisRect()->rect().width() == heatmap->axisRect()->rect().height());
    const QRect heatmapRect = heatmap->axisRect()->rect();
    for (QDockWidget* chosen : {mask, model}) {
        chosen->raise();
        QTRY_COMPARE(shownTab(), chosen);
        action(window.get(), "presentationAction")->trigger();
        QTRY_COMPARE(window->size(), window->screen()->size());
        action(window.get(), "presentationAction")->trigger();
        QTRY_COMPARE(window->size(), windowSize);
        QTRY_VERIFY(model->isVisible() && mask->isVisible());
        QCOMPARE(shownTab(), chosen);
        QVERIFY(!chosen->visibleRegion().isEmpty());
        QTRY_COMPARE(dock->size(), sequenceSize);
        QTRY_COMPARE(chosen->size(), modelSize);
        QTRY_COMPARE(heatmap->axisRect()->rect(), heatmapRect);
    }
    // Predict, opened while presenting, stays open after.
    auto* predict = window->findChild<QDockWidget*>(QStringLiteral("predictionDock"));
    QVERIFY(predict && !predict->isVisible());
    action(window.get(), "presentationAction")->trigger();
    action(window.get(), "predictAction")->trigger();
    QTRY_VERIFY(predict->isVisible());
    action(window.get(), "presentationAction")->trigger();
    QVERIFY(predict->isVisible());
    action(window.get(), "predictAction")->trigger();
    QTRY_VERIFY(!predict->isVisible());
    QVERIFY(!(window->windowState() & Qt::WindowFullScreen));
    action(window.get(), "presentationAction")->trigger();
    PresentationMode* mode = window->appearanceActions()->presentationMode();
    QVERIFY(mode->isActive());
    QVERIFY(window->windowState() & Qt::WindowFullScreen);
    QVERIFY(!dock->isVisible());
    QVERIFY(!window->menuBar()->isVisible());
    QCOMPARE(QApplication::font().pointSizeF(), baseFont.pointSizeF() * 1.5);
    QVERIFY(action(window.get(), "presentationAction")->isChecked());
    // A label coloured by a style sheet (the error banner) grows too: it
    // does not follow the application font by itself.
    auto* banner = window->findChild<QLabel*>(QStringLiteral("errorBanner"));
    QVERIFY(banner && !banner->styleSheet().isEmpty());
    QCOMPARE(QFontInfo(banner->font()).pixelSize(), QFontInfo(QApplication::font()).pixelSize());

    QTest::keyClick(window->viewTabs(), Qt::Key_Escape);
    QVERIFY(!mode->isActive());
    QVERIFY(!(window->windowState() & Qt::WindowFullScreen));
    QVERIFY(dock->isVisible());
    QVERIFY(window->menuBar()->isVisible());
    QCOMPARE(QApplication::font(), baseFont);
    QCOMPARE(QFontInfo(banner->font()).pixelSize(), QFontInfo(baseFont).pixelSize());
    QVERIFY(!action(window.get(), "presentationAction")->isChecked());
}

void TestClassroom::tabsWithOwnSettingsHideTheSessionDocks()
{
    // Wide enough for every tab's page beside the docks (the Training tab
    // would widen a narrower window).
    auto window = shownWindow(test::Activation::Wait, QSize(1200, 720));
    auto* sequence = window->findChild<QDockWidget*>(QStringLiteral("sequenceDock"));
    auto* model = window->findChild<QDockWidget*>(QStringLiteral("modelDock"));
    auto* mask = window->findChild<QDockWidget*>(QStringLiteral("maskDock"));
    QVERIFY(sequence && model && mask);
    QTabWidget* tabs = window->viewTabs();
    QCOMPARE(tabs->currentIndex(), int(HeadsTab));
    mask->raise(); // the user's choice of tab, shown again
    QTRY_VERIFY(!mask->visibleRegion().isEmpty());
    const QSize sequenceSize = sequence->size();
    const QSize maskSize = mask->size();
    const int tabsWidth = tabs->width();

    // The Training, Model, Imported and Lessons tabs have their own
    // settings: the session's docks would change nothing there.
    for (ViewTab own : {TrainingTab, ModelTab, ImportedTab, LessonsTab}) {
        tabs->setCurrentIndex(own);
        QVERIFY(sequence->isHidden() && model->isHidden() && mask->isHidden());
        QTRY_VERIFY(tabs->width() > tabsWidth + sequenceSize.width() / 2);
    }
    for (ViewTab session : {HeadsTab, PositionalEncodingTab, StepThroughTab}) {
        tabs->setCurrentIndex(session);
        QVERIFY(!sequence->isHidden() && !model->isHidden() && !mask->isHidden());
        QVERIFY(!mask->visibleRegion().isEmpty()); // still the raised tab
        QTRY_COMPARE(sequence->size(), sequenceSize);
        QTRY_COMPARE(mask->size(), maskSize);
        QTRY_COMPARE(tabs->width(), tabsWidth);
        tabs->setCurrentIndex(TrainingTab);
        QVERIFY(sequence->isHidden());
        tabs->setCurrentIndex(session);
    }

    // View ▸ Sequence shows it there all the same; the next visit hides it again.
    tabs->setCurrentIndex(TrainingTab);
    QVERIFY(!sequence->toggleViewAction()->isChecked());
    sequence->toggleViewAction()->trigger();
    QVERIFY(sequence->isVisible());
    tabs->setCurrentIndex(HeadsTab);
    QVERIFY(sequence->isVisible() && model->isVisible());
    tabs->setCurrentIndex(ModelTab);
    QVERIFY(sequence->isHidden());
    // A dock the user closed stays closed on the session's tabs.
    tabs->setCurrentIndex(HeadsTab);
    model->close();
    tabs->setCurrentIndex(LessonsTab);
    tabs->setCurrentIndex(HeadsTab);
    QVERIFY(model->isHidden() && !sequence->isHidden() && !mask->isHidden());

    // A session started or opened from such a tab is shown where it can be seen.
    tabs->setCurrentIndex(TrainingTab);
    QVERIFY(window->newSession());
    QCOMPARE(tabs->currentIndex(), int(HeadsTab));
    QVERIFY(sequence->isVisible());
    tabs->setCurrentIndex(ModelTab);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("session.json"));
    QVERIFY(window->saveFile(path));
    QVERIFY(window->openFile(path));
    QCOMPARE(tabs->currentIndex(), int(HeadsTab));
    // A session tab stays where it is.
    tabs->setCurrentIndex(LinesTab);
    QVERIFY(window->openFile(path));
    QCOMPARE(tabs->currentIndex(), int(LinesTab));
}

void TestClassroom::presentingAndSuchTabsGiveTheDocksBackTogether()
{
    auto window = shownWindow(test::Activation::Wait, QSize(1200, 720));
    auto* sequence = window->findChild<QDockWidget*>(QStringLiteral("sequenceDock"));
    auto* model = window->findChild<QDockWidget*>(QStringLiteral("modelDock"));
    QVERIFY(sequence && model);
    QTabWidget* tabs = window->viewTabs();
    const QSize windowSize = window->size();
    const QSize sequenceSize = sequence->size();
    const QSize modelSize = model->size();
    QAction* present = action(window.get(), "presentationAction");

    // Presenting from Heads, then on to Imported and out of presenting
    // there: the session's docks stay hidden until a session tab shows.
    present->trigger();
    QTRY_COMPARE(window->height(), window->screen()->size().height());
    tabs->setCurrentIndex(ImportedTab);
    present->trigger();
    QTRY_COMPARE(window->size(), windowSize);
    QVERIFY(window->menuBar()->isVisible());
    QVERIFY(sequence->isHidden() && model->isHidden());
    tabs->setCurrentIndex(HeadsTab);
    QVERIFY(sequence->isVisible() && model->isVisible());
    QTRY_COMPARE(sequence->size(), sequenceSize);
    QTRY_COMPARE(model->size(), modelSize);

    // Presenting from Imported, then on to Heads: the docks stay hidden
    // while presenting and come back, at their sizes, after.
    tabs->setCurrentIndex(ImportedTab);
    present->trigger();
    QTRY_COMPARE(window->height(), window->screen()->size().height());
    tabs->setCurrentIndex(HeadsTab);
    QVERIFY(sequence->isHidden() && model->isHidden());
    present->trigger();
    QVERIFY(sequence->isVisible() && model->isVisible());
    QTRY_COMPARE(window->size(), windowSize);
    QTRY_COMPARE(sequence->size(), sequenceSize);
    QTRY_COMPARE(model->size(), modelSize);
}

void TestClassroom::docksComeBackWhenTheWindowKeepsItsSize()
{
    // A window already the screen's size (or one the window system does not
    // resize) keeps its size through presenting: the docks are given their
    // sizes at once, and again once the font's and the bars' layout changes
    // are done.
    auto window = shownWindow(test::Activation::Wait, QSize(800, 800));
    QCOMPARE(window->size(), window->screen()->size());
    auto* sequence = window->findChild<QDockWidget*>(QStringLiteral("sequenceDock"));
    auto* model = window->findChild<QDockWidget*>(QStringLiteral("modelDock"));
    QVERIFY(sequence && model);
    const QSize sequenceSize = sequence->size();
    const QSize modelSize = model->size();
    QAction* present = action(window.get(), "presentationAction");
    for (int round = 0; round < 2; ++round) {
        present->trigger();
        QVERIFY(sequence->isHidden());
        present->trigger();
        QVERIFY(sequence->isVisible());
        QTest::qWait(100);
        QCOMPARE(window->size(), window->screen()->size());
        QCOMPARE(sequence->size(), sequenceSize);
        QCOMPARE(model->size(), modelSize);
    }
}

void TestClassroom::closingWhilePresentingSavesTheLayoutAsLeft()
{
    QSize windowSize;
    QSize sequenceSize;
    {
        auto window = shownWindow(test::Activation::Wait, QSize(1200, 720));
        window->viewTabs()->setCurrentIndex(ImportedTab);
        window->viewTabs()->setCurrentIndex(HeadsTab);
        windowSize = window->size();
        sequenceSize = window->findChild<QDockWidget*>(QStringLiteral("sequenceDock"))->size();
        window->viewTabs()->setCurrentIndex(ImportedTab);
        action(window.get(), "presentationAction")->trigger();
        QTRY_COMPARE(window->height(), window->screen()->size().height());
        QVERIFY(window->close());
    }
    // The next start: not full screen, on the Imported tab, with the
    // session's docks back on the session's tabs.
    auto window = shownWindow();
    QVERIFY(!(window->windowState() & Qt::WindowFullScreen));
    QCOMPARE(window->size(), windowSize);
    QCOMPARE(window->viewTabs()->currentIndex(), int(ImportedTab));
    auto* sequence = window->findChild<QDockWidget*>(QStringLiteral("sequenceDock"));
    QVERIFY(sequence->isHidden());
    QVERIFY(window->menuBar()->isVisible());
    window->viewTabs()->setCurrentIndex(HeadsTab);
    QVERIFY(sequence->isVisible());
    QTRY_COMPARE(sequence->size(), sequenceSize);
}

void TestClassroom::presentationScalesPlotTextsAsTheyAreMeasured()
{
    auto window = shownWindow();
    // The positional page's curves: a title made from the plot's font, a
    // legend, and a colour scale beside the encoding heatmap.
    auto* curves = window->findChild<QCustomPlot*>(QStringLiteral("encodingCurves"));
    auto* heatmap = window->findChild<QCustomPlot*>(QStringLiteral("encodingHeatmap"));
    QVERIFY(curves && heatmap);
    auto* title = qobject_cast<QCPTextElement*>(curves->plotLayout()->element(0, 0));
    QVERIFY(title);
    QVERIFY(curves->legend->itemCount() > 0);
    QCPColorScale* scale = nullptr;
    for (QCPLayoutElement* element : heatmap->plotLayout()->elements(true))
        if (auto* found = qobject_cast<QCPColorScale*>(element))
            scale = found;
    QVERIFY(scale);
    const QFont titleFont = title->font();
    const QFont entryFont = curves->legend->item(0)->font();
    const QFont scaleTicks = scale->axis()->tickLabelFont();
    const QSize icon = curves->legend->iconSize();
    QVERIFY(titleFont.pointSizeF() > 0);
    // A label with a size of its own (the step-through's stage title, 1.5×
    // the body) and one that is only bold (the √d lesson's variance).
    auto* stageTitle = window->findChild<QLabel*>(QStringLiteral("stageTitle"));
    auto* variance = window->findChild<QLabel*>(QStringLiteral("rawVarianceLabel"));
    QVERIFY(stageTitle && variance);
    const double stageTitleSize = stageTitle->font().pointSizeF();
    QVERIFY(stageTitleSize > QApplication::font().pointSizeF());
    QCOMPARE(variance->font().pointSizeF(), QApplication::font().pointSizeF());
    QVERIFY(variance->font().bold());
    // Data points: the kernel regression's training points (graph 0).
    auto* regression = window->findChild<QCustomPlot*>(QStringLiteral("kernelRegressionPlot"));
    QVERIFY(regression && regression->graphCount() > 0);
    const double pointSize = regression->graph(0)->scatterStyle().size();
    QVERIFY(pointSize > 0);
    QVERIFY(regression->graph(0)->scatterStyle().isPenDefined());
    const QPen pointPen = regression->graph(0)->scatterStyle().pen();

    window->viewTabs()->setCurrentWidget(
        window->findChild<QWidget*>(QStringLiteral("positionalEncodingPage")));
    action(window.get(), "presentationAction")->trigger();
    // Each text is set to 1.5× its size, so it is measured (its layout
    // rectangle) at the size it is drawn: a title is not clipped.
    QCOMPARE(title->font().pointSizeF(), titleFont.pointSizeF() * 1.5);
    QCOMPARE(curves->legend->item(0)->font().pointSizeF(), entryFont.pointSizeF() * 1.5);
    QCOMPARE(scale->axis()->tickLabelFont().pointSizeF(), scaleTicks.pointSizeF() * 1.5);
    QCOMPARE(curves->legend->iconSize(), icon * 1.5);
    QCOMPARE(regression->graph(0)->scatterStyle().size(), pointSize * 1.5);
    QCOMPARE(regression->graph(0)->scatterStyle().pen().widthF(),
             std::max(1.0, pointPen.widthF()) * PresentationMode::kLineScale);
    QCOMPARE(stageTitle->font().pointSizeF(), stageTitleSize * 1.5);
    QCOMPARE(variance->font().pointSizeF(), QApplication::font().pointSizeF());
    QTRY_VERIFY(curves->isVisible());
    curves->replot();
    QVERIFY(title->outerRect().height() >= QFontMetrics(title->font()).height());

    action(window.get(), "presentationAction")->trigger();
    QCOMPARE(title->font(), titleFont);
    QCOMPARE(curves->legend->item(0)->font(), entryFont);
    QCOMPARE(scale->axis()->tickLabelFont(), scaleTicks);
    QCOMPARE(curves->legend->iconSize(), icon);
    QCOMPARE(regression->graph(0)->scatterStyle().size(), pointSize);
    QCOMPARE(regression->graph(0)->scatterStyle().pen(), pointPen);
    QCOMPARE(stageTitle->font().pointSizeF(), stageTitleSize);
    QCOMPARE(variance->font().pointSizeF(), QApplication::font().pointSizeF());
}

void TestClassroom::presentationKeepsTheLessonQuestion()
{
    // The example lesson's first scene asks a question; the class reads it on
    // the projector, so F5 hides the other docks and keeps that one.
    auto window = shownWindow();
    auto* sequence = window->findChild<QDockWidget*>(QStringLiteral("sequenceDock"));
    auto* question = window->findChild<QDockWidget*>(QStringLiteral("lessonQuestionDock"));
    QVERIFY(sequence && question);
    action(window.get(), "exampleLessonAction")->trigger();
    QTRY_VERIFY(question->isVisible());
    action(window.get(), "presentationAction")->trigger();
    QVERIFY(window->appearanceActions()->presentationMode()->isActive());
    QVERIFY(!sequence->isVisible());
    QVERIFY(question->isVisible());
    action(window.get(), "presentationAction")->trigger();
    QVERIFY(sequence->isVisible());
    QVERIFY(question->isVisible());
}

void TestClassroom::presentationGrowsTheKeptDocksTitles()
{
    // Predict, Then Reveal stays on the projector: its dock's title ("Predict")
    // grows with the font like the panel under it, and is given back after.
    auto window = shownWindow();
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("predictionDock"));
    QVERIFY(dock);
    action(window.get(), "predictAction")->trigger();
    QTRY_VERIFY(dock->isVisible());
    const int before = titleInkHeight(dock);
    QVERIFY(before > 4);

    action(window.get(), "presentationAction")->trigger();
    QVERIFY(dock->isVisible());
    QCOMPARE(QFontInfo(dock->font()).pixelSize(), QFontInfo(QApplication::font()).pixelSize());
    const int presenting = titleInkHeight(dock);
    QVERIFY2(presenting >= before * 1.3,
             qPrintable(QStringLiteral("%1 -> %2 px").arg(before).arg(presenting)));

    action(window.get(), "presentationAction")->trigger();
    QVERIFY(!dock->testAttribute(Qt::WA_SetFont));
    QCOMPARE(titleInkHeight(dock), before);
}

void TestClassroom::presentationKeysWalkTheTabs()
{
    auto window = shownWindow();
    window->viewTabs()->setCurrentIndex(HeadsTab);
    window->appearanceActions()->presentationMode()->enter();
    QTest::keyClick(window->viewTabs(), Qt::Key_Right);
    QCOMPARE(window->viewTabs()->currentIndex(), int(LinesTab));
    QTest::keyClick(window->viewTabs(), Qt::Key_Space);
    QCOMPARE(window->viewTabs()->currentIndex(), int(DistributionTab));
    QTest::keyClick(window->viewTabs(), Qt::Key_Left);
    QTest::keyClick(window->viewTabs(), Qt::Key_Left);
    QTest::keyClick(window->viewTabs(), Qt::Key_Left); // stays on the first tab
    QCOMPARE(window->viewTabs()->currentIndex(), int(HeadsTab));
    window->appearanceActions()->presentationMode()->leave();
    // Outside presentation mode the keys are the widgets' own again.
    QTest::keyClick(window->viewTabs(), Qt::Key_Space);
    QCOMPARE(window->viewTabs()->currentIndex(), int(HeadsTab));
}

void TestClassroom::lessonJsonResolvesRelativePaths()
{
    QString error;
    const std::optional<Lesson> lesson = Lesson::fromJson(
        R"({"format": "attention-explorer/lesson@1", "title": "T",
            "scenes": [{"title": "one", "session": "a/one.json"},
                       {"session": "/abs/two.json"},
                       {"title": "three", "session": "../examples/x.json"}]})",
        QStringLiteral("/home/teacher/lessons"), &error);
    QVERIFY2(lesson, qPrintable(error));
    QCOMPARE(lesson->title, QStringLiteral("T"));
    QCOMPARE(lesson->scenes.size(), 3);
    QCOMPARE(lesson->scenes[0].sessionPath, QStringLiteral("/home/teacher/lessons/a/one.json"));
    QCOMPARE(lesson->scenes[1].sessionPath, QStringLiteral("/abs/two.json"));
    QCOMPARE(lesson->scenes[1].title, QStringLiteral("two")); // from the file name
    QCOMPARE(lesson->scenes[2].sessionPath, QStringLiteral("/home/teacher/examples/x.json"));
    const std::optional<Lesson> resource =
        Lesson::fromJson(R"({"format": "attention-explorer/lesson@1",
                             "scenes": [{"session": "../examples/x.json"}]})",
                         QStringLiteral(":/lessons"), &error);
    QCOMPARE(resource->scenes[0].sessionPath, QStringLiteral(":/examples/x.json"));

    // Saved with paths relative to the lesson file again.
    QTemporaryDir dir;
    Lesson saved;
    saved.title = QStringLiteral("Saved");
    saved.scenes.append({QStringLiteral("s"), dir.filePath(QStringLiteral("scenes/s.json"))});
    QVERIFY(saved.save(dir.filePath(QStringLiteral("lesson.json")), &error));
    QFile file(dir.filePath(QStringLiteral("lesson.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("\"scenes/s.json\""));
    const std::optional<Lesson> reloaded =
        Lesson::load(dir.filePath(QStringLiteral("lesson.json")), &error);
    QVERIFY(reloaded);
    QCOMPARE(reloaded->scenes[0].sessionPath, saved.scenes[0].sessionPath);
}

void TestClassroom::lessonErrorsNameTheField()
{
    QString error;
    QVERIFY(!Lesson::fromJson(R"({"format": "attention-explorer/spec@1", "scenes": []})", QString(),
                              &error));
    QVERIFY2(error.startsWith(QStringLiteral("format")), qPrintable(error));
    QVERIFY(!Lesson::fromJson(R"({"format": "attention-explorer/lesson@1", "scenes": []})",
                              QString(), &error));
    QVERIFY2(error.startsWith(QStringLiteral("scenes")), qPrintable(error));
    QVERIFY(!Lesson::fromJson(R"({"format": "attention-explorer/lesson@1",
                                  "scenes": [{"session": "a.json"}, {"title": "x"}]})",
                              QString(), &error));
    QVERIFY2(error.startsWith(QStringLiteral("scenes[1].session")), qPrintable(error));
    QVERIFY(!Lesson::fromJson("{ not json", QString(), &error));
    QVERIFY(!Lesson::load(QStringLiteral("/nonexistent/lesson.json"), &error));
    QVERIFY(error.contains(QStringLiteral("/nonexistent/lesson.json")));
}

void TestClassroom::lessonPageDownAndUpStepScenes()
{
    QTemporaryDir dir;
    const QString first = copyExample(dir, QStringLiteral("self_attention_en.json"));
    const QString second = copyExample(dir, QStringLiteral("chinese_sentence.json"));
    QFile lessonFile(dir.filePath(QStringLiteral("lesson.json")));
    QVERIFY(lessonFile.open(QIODevice::WriteOnly));
    lessonFile.write(R"({"format": "attention-explorer/lesson@1", "title": "Two",
        "scenes": [{"title": "English", "session": "self_attention_en.json"},
                   {"title": "Chinese", "session": "chinese_sentence.json"}]})");
    lessonFile.close();

    auto window = shownWindow();
    auto* label = window->findChild<QLabel*>(QStringLiteral("lessonSceneLabel"));
    QVERIFY(label && !label->isVisible());
    QVERIFY(window->lessonActions()->openLesson(lessonFile.fileName()));
    QCOMPARE(window->document()->filePath(), first);
    QCOMPARE(QString::fromStdString(*window->document()->spec().text), specText(first));
    QVERIFY(label->isVisible());
    QCOMPARE(label->text(), QStringLiteral("Scene 1 of 2: English"));

    QTest::keyClick(window->viewTabs(), Qt::Key_PageDown);
    QCOMPARE(window->document()->filePath(), second);
    QCOMPARE(QString::fromStdString(*window->document()->spec().text), specText(second));
    QCOMPARE(label->text(), QStringLiteral("Scene 2 of 2: Chinese"));
    QTest::keyClick(window->viewTabs(), Qt::Key_PageDown); // the end: stays
    QCOMPARE(window->document()->filePath(), second);
    QCOMPARE(window->lessonActions()->lessonPlayer()->currentScene(), 1);

    QTest::keyClick(window->viewTabs(), Qt::Key_PageUp);
    QCOMPARE(window->document()->filePath(), first);
    QCOMPARE(label->text(), QStringLiteral("Scene 1 of 2: English"));
    QTest::keyClick(window->viewTabs(), Qt::Key_PageUp); // the start: stays
    QCOMPARE(window->lessonActions()->lessonPlayer()->currentScene(), 0);

    // Unsaved changes answered "Cancel": the scene does not change.
    window->setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Cancel; });
    window->document()->edit(CommandId::Text, QStringLiteral("edit"),
                             [](Spec& spec) { spec.text = std::string("a changed sentence"); });
    QVERIFY(window->isModified());
    QTest::keyClick(window->viewTabs(), Qt::Key_PageDown);
    QCOMPARE(window->lessonActions()->lessonPlayer()->currentScene(), 0);
    QCOMPARE(window->document()->filePath(), first);

    // Also in presentation mode (menu bar hidden).
    window->setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Discard; });
    window->appearanceActions()->presentationMode()->enter();
    QTest::keyClick(window->viewTabs(), Qt::Key_PageDown);
    QCOMPARE(window->document()->filePath(), second);
    window->appearanceActions()->presentationMode()->leave();
}

void TestClassroom::exampleLessonScenesExist()
{
    QString error;
    const std::optional<Lesson> lesson =
        Lesson::load(QStringLiteral(":/lessons/first_lesson.json"), &error);
    QVERIFY2(lesson, qPrintable(error));
    QCOMPARE(lesson->scenes.size(), 7);
    for (const LessonScene& scene : lesson->scenes) {
        QVERIFY2(scene.sessionPath.startsWith(QStringLiteral(":/examples/")),
                 qPrintable(scene.sessionPath));
        QVERIFY2(QFile::exists(scene.sessionPath), qPrintable(scene.sessionPath));
    }
    auto window = shownWindow();
    action(window.get(), "exampleLessonAction")->trigger();
    QCOMPARE(window->lessonActions()->lessonPlayer()->sceneCount(), 7);
    QVERIFY(!window->document()->spec().config.mask.causal);
    QTest::keyClick(window->viewTabs(), Qt::Key_PageDown);
    QTest::keyClick(window->viewTabs(), Qt::Key_PageDown);
    QCOMPARE(window->lessonActions()->lessonPlayer()->currentScene(), 2);
    QVERIFY(window->document()->spec().config.mask.causal);
}

void TestClassroom::aboutTextHasTheVersions()
{
    const QString html = AboutText::html();
    QVERIFY(html.contains(QStringLiteral(AE_VERSION_STRING)));
    QVERIFY(QStringLiteral(AE_VERSION_STRING).count(QLatin1Char('.')) == 2);
    QVERIFY(html.contains(QString::fromLatin1(qVersion())));
    QVERIFY(html.contains(QStringLiteral("Eigen %1.%2.%3")
                              .arg(EIGEN_WORLD_VERSION)
                              .arg(EIGEN_MAJOR_VERSION)
                              .arg(EIGEN_MINOR_VERSION)));
    QVERIFY(
        html.contains(QStringLiteral("QCustomPlot ") + QStringLiteral(QCUSTOMPLOT_VERSION_STR)));
}

void TestClassroom::shortcutListHasTheActionsShortcuts()
{
    auto window = shownWindow();
    const QVector<ShortcutEntry> entries = ShortcutsDialog::actionShortcuts(window.get());
    auto keysOf = [&](const QString& text) {
        for (const ShortcutEntry& entry : entries)
            if (entry.action == text)
                return entry.keys;
        return QString();
    };
    for (const char* name : {"exportAction", "openAction", "presentationAction", "nextSceneAction",
                             "previousSceneAction", "copyFigureAction", "shortcutsAction"}) {
        QAction* a = action(window.get(), name);
        QVERIFY2(a, name);
        QString text = a->text().remove(QLatin1Char('&'));
        if (text.endsWith(QStringLiteral("…")))
            text.chop(1);
        QCOMPARE(keysOf(text), a->shortcut().toString(QKeySequence::NativeText));
    }
    QCOMPARE(keysOf(QStringLiteral("Presentation Mode")), QStringLiteral("F5"));
    // A changed shortcut shows in the list: it is read from the action.
    action(window.get(), "presentationAction")->setShortcut(QKeySequence(Qt::Key_F7));
    QCOMPARE(ShortcutsDialog(window.get()).table()->rowCount(),
             int(ShortcutsDialog::actionShortcuts(window.get()).size() +
                 ShortcutsDialog::viewKeys().size()));
    bool found = false;
    for (const ShortcutEntry& entry : ShortcutsDialog::actionShortcuts(window.get()))
        found |= entry.action == QStringLiteral("Presentation Mode") &&
                 entry.keys == QStringLiteral("F7");
    QVERIFY(found);
}

AE_TEST_MAIN_GUI(TestClassroom)
#include "test_classroom.moc"
