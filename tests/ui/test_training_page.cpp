// The Training tab and its runner, driven as a class would: each rule of
// TrainingRunner's contract (step-0 snapshot, chunks, pause and resume to the
// same weights bit for bit, a refused setting keeps the model, the timeline
// thinned), then the page: Train redraws every head from the snapshot, the
// timeline scrubs back, the typed question gets the model's answer, Save
// writes a folder the Model tab's reader opens with the same attention.

#include "core/head_behaviour.h"
#include "core/io/model_folder.h"
#include "ui/actions/appearance_actions.h"
#include "ui/classroom/presentation_mode.h"
#include "ui/document/training_runner.h"
#include "ui/i18n/language_manager.h"
#include "ui/main/main_window.h"
#include "ui/training/training_heads_view.h"
#include "ui/training/training_page.h"
#include "ui/views/attention_heatmap.h"

#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QComboBox>
#include <QFontMetrics>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>

#include <cmath>

using namespace ae;

namespace {

TrainerSettings reverseSettings()
{
    TrainerSettings s;
    s.task.kind = TaskKind::Reverse;
    s.task.length = 6;
    s.task.alphabetSize = 8;
    s.layers = 2;
    s.heads = 4;
    s.width = 32;
    s.batchSize = 32;
    s.seed = 3;
    return s;
}

bool sameWeights(const TransformerWeights<float>& a, const TransformerWeights<float>& b)
{
    if (a.tokenEmbedding != b.tokenEmbedding || a.positionEmbedding != b.positionEmbedding)
        return false;
    for (std::size_t l = 0; l < a.blocks.size(); ++l)
        if (a.blocks[l].query.weight != b.blocks[l].query.weight ||
            a.blocks[l].mlpOut.weight != b.blocks[l].mlpOut.weight ||
            a.blocks[l].ln2.gamma != b.blocks[l].ln2.gamma)
            return false;
    return true;
}

} // namespace

class TestTrainingPage : public QObject
{
    Q_OBJECT

private slots:
    void runnerStartsWithStepZeroAndTrainsInChunks()
    {
        TrainingRunner runner;
        QSignalSpy added(&runner, &TrainingRunner::snapshotAdded);
        QVERIFY(runner.configure(reverseSettings()));
        QCOMPARE(added.count(), 1);
        QCOMPARE(runner.snapshots().size(), std::size_t(1));
        QCOMPARE(runner.latest()->step, 0);
        QCOMPARE(int(runner.latest()->probe.layers.size()), 2);
        runner.setChunkMilliseconds(0); // one step a chunk
        runner.train(5);
        QVERIFY(runner.isTraining());
        runner.waitForIdle();
        QVERIFY(!runner.isTraining());
        QCOMPARE(runner.latest()->step, 5);
        QCOMPARE(int(runner.snapshots().size()), 6); // step 0, then one a chunk
        for (std::size_t i = 0; i < runner.snapshots().size(); ++i)
            QCOMPARE(runner.snapshots()[i]->step, int(i));
        // The snapshot's probe trace is its weights' (a copy, not the trainer's).
        const TrainingSnapshotPtr last = runner.latest();
        const TransformerTrace<float> again = probeTrace(last->weights, *runner.task());
        QCOMPARE(again.layers[1].heads[2].weights, last->probe.layers[1].heads[2].weights);
        QCOMPARE(int(last->curve.size()), 5);
    }

    // Pause drops the step in progress whole; training on gives the same
    // weights as an uninterrupted run.
    void pauseAndResumeGiveTheSameWeights()
    {
        TrainingRunner straight;
        QVERIFY(straight.configure(reverseSettings()));
        straight.train(24);
        straight.waitForIdle();
        QCOMPARE(straight.latest()->step, 24);

        TrainingRunner paused;
        QVERIFY(paused.configure(reverseSettings()));
        paused.setChunkMilliseconds(0);
        QSignalSpy added(&paused, &TrainingRunner::snapshotAdded);
        QSignalSpy changed(&paused, &TrainingRunner::trainingChanged);
        paused.train(24);
        QTRY_VERIFY(added.count() >= 3); // a few chunks delivered
        paused.pause();
        paused.waitForIdle();
        QVERIFY(!paused.isTraining());
        QCOMPARE(changed.last().at(0).toBool(), false);
        const int stopped = paused.latest()->step;
        QVERIFY2(stopped < 24, qPrintable(QString::number(stopped)));
        paused.train(24 - stopped);
        paused.waitForIdle();
        QCOMPARE(paused.latest()->step, 24);
        QVERIFY(sameWeights(paused.latest()->weights, straight.latest()->weights));
    }

    void aRefusedSettingKeepsTheModel()
    {
        TrainingRunner runner;
        QVERIFY(runner.configure(reverseSettings()));
        runner.train(3);
        runner.waitForIdle();
        QSignalSpy failed(&runner, &TrainingRunner::failed);
        TrainerSettings bad = reverseSettings();
        bad.heads = 3; // does not divide 32
        QVERIFY(!runner.configure(bad));
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.first().at(0).toString().contains(QLatin1String("heads")),
                 qPrintable(failed.first().at(0).toString()));
        QCOMPARE(runner.latest()->step, 3);
        QCOMPARE(runner.settings()->heads, 4);
    }

    void theTimelineIsThinnedKeepingTheEnds()
    {
        TrainingRunner runner;
        QVERIFY(runner.configure(reverseSettings()));
        runner.setChunkMilliseconds(0);
        runner.setMaxSnapshots(4);
        runner.train(9);
        runner.waitForIdle();
        QVERIFY(int(runner.snapshots().size()) <= 4);
        QCOMPARE(runner.snapshots().front()->step, 0);
        QCOMPARE(runner.snapshots().back()->step, 9);
        for (std::size_t i = 1; i < runner.snapshots().size(); ++i)
            QVERIFY(runner.snapshots()[i - 1]->step < runner.snapshots()[i]->step);
    }

    // Presentation mode's larger font makes the curves' title and axis
    // labels taller: the plots grow with it, so the curves keep room to be
    // read (they were a sliver under the labels at 1920×1080).
    void presentationKeepsTheCurvesReadable()
    {
        const auto window = ae::test::shownWindow(ae::test::Activation::Wait, QSize(1920, 1080));
        window->viewTabs()->setCurrentIndex(TrainingTab);
        auto* loss = window->findChild<QCustomPlot*>(QStringLiteral("trainingLossPlot"));
        QVERIFY(loss);
        window->appearanceActions()->presentationMode()->enter();
        QCoreApplication::processEvents();
        loss->replot();
        // However the page's splitter shares the height out, the plot's
        // minimum leaves the curves five lines of the tick font below its
        // title and above its axis labels (measured from the last layout).
        const int line = QFontMetrics(loss->yAxis->tickLabelFont()).height();
        const int labels = loss->height() - loss->axisRect()->rect().height();
        QVERIFY2(loss->minimumHeight() - labels >= 5 * line,
                 qPrintable(QStringLiteral("minimum %1 px, labels %2 px, line %3 px")
                                .arg(loss->minimumHeight())
                                .arg(labels)
                                .arg(line)));
        // The task box shows its longest name whole ("Repeat the pattern"),
        // in presentation mode's font as in the default one.
        QComboBox* task = window->trainingPage()->taskBox();
        const auto fitsItsNames = [task] {
            const QFontMetrics metrics(task->font());
            for (int i = 0; i < task->count(); ++i)
                if (task->width() <
                    metrics.horizontalAdvance(task->itemText(i)) + 2 * metrics.averageCharWidth())
                    return false;
            return true;
        };
        QTRY_VERIFY(fitsItsNames());
        window->appearanceActions()->presentationMode()->leave();
        QTRY_VERIFY(fitsItsNames());
    }

    // On a wide page (a projector's, or the default window's now that the
    // session's docks hide on this tab) the curves stand beside the heads,
    // where the maps get larger cells; on a narrower one they keep to the
    // strip above. The estimate the choice rests on matches the cells the
    // maps are then given.
    void theCurvesGoBesideTheHeadsWhereThatGivesLargerCells()
    {
        const auto window = ae::test::shownWindow(ae::test::Activation::Wait, QSize(1100, 950));
        window->viewTabs()->setCurrentIndex(TrainingTab);
        TrainingPage* page = window->trainingPage();
        TrainingHeadsView* heads = page->headsView();
        auto* curves = page->findChild<QWidget*>(QStringLiteral("trainingCurves"));
        auto* split = page->findChild<QSplitter*>(QStringLiteral("trainingCurvesAndHeads"));
        QVERIFY(curves && split);
        QTRY_COMPARE(heads->layerCount(), 2); // the step-0 snapshot
        // The page has the window's width: the session's docks hide here.
        QTRY_VERIFY(page->width() > window->width() * 9 / 10);
        const auto headsRect = [&] {
            return QRect(heads->mapTo(split, QPoint(0, 0)), heads->size());
        };
        // The side of map (0, 0)'s square cells as laid out.
        const auto cellSide = [&] {
            for (int l = 0; l < 2; ++l)
                for (int h = 0; h < 4; ++h)
                    heads->heatmap(l, h)->replot();
            const QRect cells = heads->heatmap(0, 0)->axisRect()->rect();
            const double n = heads->labels().size();
            return std::min(cells.width() / n, cells.height() / n);
        };
        QVERIFY(!page->curvesBesideHeads());
        QVERIFY(curves->geometry().bottom() < headsRect().top());
        const double aboveSide = cellSide();

        // Wide and short: the strip would leave the maps short and wide.
        window->resize(2400, 900);
        QTRY_VERIFY(page->curvesBesideHeads());
        QTRY_VERIFY(curves->geometry().left() > headsRect().right());
        QVERIFY(page->lossPlot()->geometry().bottom() < page->accuracyPlot()->geometry().top());
        QTest::qWait(50);
        const double side = cellSide();
        QVERIFY2(std::abs(heads->cellSideIn(heads->size()) - side) <= 1.0,
                 qPrintable(QStringLiteral("estimated %1 px, laid out %2 px")
                                .arg(heads->cellSideIn(heads->size()))
                                .arg(side)));
        // More than 10% larger than the strip above would have left them.
        const int strip =
            std::max(page->lossPlot()->minimumHeight(), std::min(280, split->height() / 3));
        const QSize above(split->width(), heads->height() - strip);
        QVERIFY2(side > 1.1 * heads->cellSideIn(above),
                 qPrintable(QStringLiteral("%1 px beside, %2 px above")
                                .arg(side)
                                .arg(heads->cellSideIn(above))));
        QVERIFY(side > aboveSide);

        window->resize(1100, 950);
        QTRY_VERIFY(!page->curvesBesideHeads());
        QTRY_VERIFY(curves->geometry().bottom() < headsRect().top());
        QTRY_VERIFY(std::abs(cellSide() - aboveSide) <= 1.0);
    }

    // The heads' maps keep square cells whatever the page's shape (they
    // had stretched to their grid's places: cells 1.6 times taller than
    // wide at 1920×1080), the room left goes around the maps and their
    // shared bar, and the bar stays beside the last column of maps.
    void theHeadsCellsStaySquare()
    {
        const auto window = ae::test::shownWindow(ae::test::Activation::Wait, QSize(1920, 1080));
        window->viewTabs()->setCurrentIndex(TrainingTab);
        TrainingHeadsView* heads = window->trainingPage()->headsView();
        QTRY_COMPARE(heads->layerCount(), 2); // the step-0 snapshot
        auto* bar = heads->findChild<QCustomPlot*>(QStringLiteral("trainingHeadsScale"));
        QVERIFY(bar);
        const auto squareCells = [&](QString* why) {
            const int n = int(heads->labels().size());
            const QRect first = heads->heatmap(0, 0)->axisRect()->rect();
            for (int l = 0; l < heads->layerCount(); ++l)
                for (int h = 0; h < heads->headCount(); ++h) {
                    AttentionHeatmap* map = heads->heatmap(l, h);
                    map->replot();
                    const QRect cells = map->axisRect()->rect();
                    // Whole-pixel cells: n·side across and down, every map alike.
                    if (std::abs(cells.width() - cells.height()) > 1 ||
                        std::abs(cells.width() - first.width()) > 1 || cells.width() < n) {
                        *why = QStringLiteral("map (%1, %2): cells %3×%4 px, map (0, 0) %5×%6")
                                   .arg(l)
                                   .arg(h)
                                   .arg(cells.width())
                                   .arg(cells.height())
                                   .arg(first.width())
                                   .arg(first.height());
                        return false;
                    }
                }
            AttentionHeatmap* last = heads->heatmap(0, heads->headCount() - 1);
            const int gap = bar->geometry().left() - last->geometry().right();
            if (gap < 0 || gap > 12) {
                *why = QStringLiteral("the bar %1 px from the last map").arg(gap);
                return false;
            }
            return true;
        };
        for (const QSize size : {QSize(1920, 1080), QSize(2400, 900), QSize(1100, 950)}) {
            window->resize(size);
            QString why;
            QTRY_VERIFY2(
                squareCells(&why),
                qPrintable(
                    QStringLiteral("%1×%2: %3").arg(size.width()).arg(size.height()).arg(why)));
        }
    }

    // A head without a label (Mixed) has a blank second title line; its
    // cells start level with its row's, in Chinese (whose caption line is
    // taller) and in presentation mode (whose font comes after the titles).
    void theHeadsCellsStartLevelWhateverTheirLabels()
    {
        const auto window = ae::test::shownWindow(ae::test::Activation::Wait, QSize(1920, 1080));
        window->viewTabs()->setCurrentIndex(TrainingTab);
        TrainingHeadsView* heads = window->trainingPage()->headsView();
        QTRY_COMPARE(heads->layerCount(), 2); // the step-0 snapshot
        auto snapshot =
            std::make_shared<TrainingSnapshot>(*window->trainingPage()->shownSnapshot());
        for (std::vector<HeadAnalysis>& layer : snapshot->heads)
            for (std::size_t h = 0; h < layer.size(); ++h)
                layer[h].label = h == 2 ? HeadLabel{HeadBehaviour::Mixed, 0.3}
                                        : HeadLabel{HeadBehaviour::Broad, 0.99};
        // Set after the language and the mode, which show the page's own
        // snapshot again.
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QString::fromLatin1(LanguageManager::kChinese)));
        window->appearanceActions()->presentationMode()->enter();
        QCoreApplication::processEvents();
        heads->setSnapshot(snapshot, heads->labels());
        const auto cellsTop = [&](int l, int h) {
            AttentionHeatmap* map = heads->heatmap(l, h);
            map->replot();
            return map->mapTo(heads, map->axisRect()->rect().topLeft()).y();
        };
        const auto level = [&](QString* why) {
            for (int l = 0; l < heads->layerCount(); ++l)
                for (int h = 1; h < heads->headCount(); ++h)
                    if (cellsTop(l, h) != cellsTop(l, 0)) {
                        *why = QStringLiteral("layer %1: head %2's cells at y = %3, head 0's at %4")
                                   .arg(l)
                                   .arg(h)
                                   .arg(cellsTop(l, h))
                                   .arg(cellsTop(l, 0));
                        return false;
                    }
            return true;
        };
        QString why;
        QTRY_VERIFY2(level(&why), qPrintable(why));
        window->appearanceActions()->presentationMode()->leave();
        QVERIFY(manager.setLanguage(QString::fromLatin1(LanguageManager::kEnglish)));
        QCoreApplication::processEvents();
        heads->setSnapshot(snapshot, heads->labels());
        QTRY_VERIFY2(level(&why), qPrintable(why));
    }

    // The question box's hint is the chosen task's own example, one the
    // model can read (the repeat task has no bar; brackets no letters).
    void theQuestionHintIsTheTasksOwnExample()
    {
        const auto window = ae::test::shownWindow(ae::test::Activation::DontWait, QSize(1500, 950));
        TrainingPage* page = window->trainingPage();
        TrainingRunner* runner = window->trainingRunner();
        auto* question = page->findChild<QLineEdit*>(QStringLiteral("trainingQuestion"));
        QVERIFY(question);
        QStringList hints;
        for (TaskKind kind : {TaskKind::Reverse, TaskKind::Repeat, TaskKind::Brackets}) {
            page->taskBox()->setCurrentIndex(page->taskBox()->findData(int(kind)));
            QVERIFY(runner->task());
            QCOMPARE(runner->task()->settings().kind, kind);
            const QString example = QString::fromLatin1(runner->task()->exampleQuestion().c_str());
            QVERIFY(runner->task()->fitsAsQuestion(example.toStdString()));
            QCOMPARE(question->placeholderText(),
                     QStringLiteral("a question in the task's symbols, e.g. ") + example);
            hints << example;
        }
        QVERIFY(hints[0].endsWith(QLatin1Char('|')));
        QCOMPARE(hints[1].size(), 6); // the probe's pattern of 5 and its first letter again
        QCOMPARE(hints[1].back(), hints[1].front());
        QVERIFY(hints[2].startsWith(QLatin1Char('(')) || hints[2].startsWith(QLatin1Char(')')));
    }

    // Each map's title says what the head does on the probe once a label
    // is earned (core/head_behaviour.h), with its score, no wider than the
    // head's name; a mixed head keeps its name alone. Hand-made maps of 3 tokens, scores over rows
    // 1 and 2.
    void headTitlesSayWhatEachHeadDoes()
    {
        TrainingHeadsView view;
        auto snapshot = std::make_shared<TrainingSnapshot>();
        snapshot->probe.tokenIds = {0, 1, 2};
        snapshot->probe.layers.resize(1);
        Eigen::MatrixXf previous(3, 3), uniform(3, 3), self(3, 3), focused(3, 3), mixed(3, 3);
        previous << 1, 0, 0, 1, 0, 0, 0, 1, 0;
        uniform << 1, 0, 0, 0.5f, 0.5f, 0, 1 / 3.0f, 1 / 3.0f, 1 / 3.0f;
        // self (0.6 + 0.5) / 2 = 0.55; previous (0.4 + 0.4) / 2 = 0.4
        self << 1, 0, 0, 0.4f, 0.6f, 0, 0.1f, 0.4f, 0.5f;
        // first and previous (0.92 + 0.05) / 2, self (0.08 + 0.9) / 2 = 0.49,
        // broad (0.40 + 0.36) / 2: no place reaches its threshold, but each
        // row's strongest key does: (0.92 + 0.9) / 2 = 0.91
        focused << 1, 0, 0, 0.92f, 0.08f, 0, 0.05f, 0.05f, 0.9f;
        // first and previous (0.5 + 0.49) / 2, self (0.5 + 0.02) / 2, broad
        // (1 + 0.71) / 2, the strongest keys (0.5 + 0.49) / 2: nothing does
        mixed << 1, 0, 0, 0.5f, 0.5f, 0, 0.49f, 0.49f, 0.02f;
        const Eigen::MatrixXf maps[] = {previous, uniform, self, focused, mixed};
        snapshot->heads.resize(1);
        for (const Eigen::MatrixXf& map : maps) {
            snapshot->probe.layers[0].heads.emplace_back();
            snapshot->probe.layers[0].heads.back().weights = map;
            const HeadScores scores = scoreHead(map.cast<double>(), true);
            snapshot->heads[0].push_back({scores, labelHead(scores)});
        }
        const QStringList labels = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        view.setSnapshot(snapshot, labels);
        // "previous token 1.00" is wider than "layer 1 · head 1", so every
        // map takes the short names (one form in a row of maps: "focused
        // 0.91", which fits, becomes "focus 0.91" too), each score as 0.xx.
        QCOMPARE(view.heatmap(0, 0)->title(), QStringLiteral("layer 1 · head 1\nprev 1.00"));
        QCOMPARE(view.heatmap(0, 1)->title(), QStringLiteral("layer 1 · head 2\nbroad 1.00"));
        QCOMPARE(view.heatmap(0, 2)->title(), QStringLiteral("layer 1 · head 3\nself 0.55"));
        QCOMPARE(view.heatmap(0, 3)->title(), QStringLiteral("layer 1 · head 4\nfocus 0.91"));
        // The mixed head's title keeps a second line (a space), so every
        // map is the same size.
        QCOMPARE(view.heatmap(0, 4)->title(), QStringLiteral("layer 1 · head 5\n "));
        view.resize(900, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto sameSize = [&view](int h) {
            const QRect a = view.heatmap(0, h)->axisRect()->rect();
            const QRect b = view.heatmap(0, 0)->axisRect()->rect();
            return a.top() == b.top() && std::abs(a.height() - b.height()) <= 1 &&
                   std::abs(a.width() - b.width()) <= 1;
        };
        for (int h = 1; h < 5; ++h)
            QTRY_VERIFY2(sameSize(h), qPrintable(QStringLiteral("head %1").arg(h + 1)));
        QCOMPARE(view.heatmap(0, 0)->shownTitle(), view.heatmap(0, 0)->title());
        // Maps too narrow for the names (they were cut at both ends) show
        // the short names; the full title stays the map's title.
        view.resize(420, 300);
        QTRY_VERIFY2(view.heatmap(0, 0)->shownTitle().startsWith(QStringLiteral("L1 · H1\n")),
                     qPrintable(view.heatmap(0, 0)->shownTitle()));
        QCOMPARE(view.heatmap(0, 0)->title(), QStringLiteral("layer 1 · head 1\nprev 1.00"));
        view.resize(900, 300);
        QTRY_COMPARE(view.heatmap(0, 0)->shownTitle(), view.heatmap(0, 0)->title());
        // A snapshot without scores: names only.
        auto bare = std::make_shared<TrainingSnapshot>(*snapshot);
        bare->heads.clear();
        view.setSnapshot(bare, labels);
        QCOMPARE(view.heatmap(0, 0)->title(), QStringLiteral("layer 1 · head 1"));
    }

    void thePageTrainsScrubsAnswersAndSaves()
    {
        const auto window = ae::test::shownWindow(ae::test::Activation::DontWait, QSize(1500, 950));
        TrainingPage* page = window->trainingPage();
        window->viewTabs()->setCurrentIndex(TrainingTab);
        TrainingRunner* runner = window->trainingRunner();
        QCOMPARE(page->taskBox()->currentText(), QStringLiteral("Reverse"));
        QVERIFY(page->explanationLabel()->text().contains(QLatin1String("anti-diagonal")));
        page->seedBox()->setValue(1);
        page->stepsBox()->setValue(120);
        QTest::mouseClick(page->trainButton(), Qt::LeftButton);
        QVERIFY(runner->isTraining());
        QCOMPARE(page->trainButton()->text(), QStringLiteral("Pause"));
        runner->waitForIdle();
        QCOMPARE(runner->latest()->step, 120);
        QCOMPARE(page->trainButton()->text(), QStringLiteral("Train"));

        // Every head is drawn from the newest snapshot's probe trace.
        TrainingHeadsView* heads = page->headsView();
        QCOMPARE(heads->layerCount(), 2);
        QCOMPARE(heads->headCount(), 4);
        const TrainingSnapshotPtr newest = runner->latest();
        QCOMPARE(heads->heatmap(1, 3)->matrix(), Matrix(newest->probe.layers[1].heads[3].weights));
        // The model is causal: the keys after each query are drawn masked.
        const Eigen::Index probeLength = newest->probe.layers[1].heads[3].weights.rows();
        const KeepMask causal =
            KeepMask::Ones(probeLength, probeLength).triangularView<Eigen::Lower>();
        QCOMPARE(heads->heatmap(1, 3)->mask().rows(),
                 causal.rows()); // before ==, which needs equal shapes
        QVERIFY(heads->heatmap(1, 3)->mask() == causal);
        // One colour bar for every map (all share 0 … 1), level with the
        // cells from the first layer's top to the last layer's bottom, so
        // every map is the same size (the last column was narrower when it
        // carried a bar of its own).
        QCPColorScale* bar = heads->colorScale();
        QVERIFY(bar->parentPlot()->isVisible());
        QCOMPARE(bar->dataRange(), QCPRange(0.0, 1.0));
        for (int l = 0; l < 2; ++l)
            for (int h = 0; h < 4; ++h) {
                QVERIFY(!heads->heatmap(l, h)->colorScale()->visible());
                QTRY_VERIFY2(std::abs(heads->heatmap(l, h)->axisRect()->width() -
                                      heads->heatmap(0, 0)->axisRect()->width()) <= 1,
                             qPrintable(QStringLiteral("layer %1 head %2: %3 against %4")
                                            .arg(l)
                                            .arg(h)
                                            .arg(heads->heatmap(l, h)->axisRect()->width())
                                            .arg(heads->heatmap(0, 0)->axisRect()->width())));
            }
        const auto yIn = [heads](const QWidget* widget, int y) {
            return widget->mapTo(heads, QPoint(0, y)).y();
        };
        AttentionHeatmap* first = heads->heatmap(0, 0);
        AttentionHeatmap* last = heads->heatmap(1, 0);
        QTRY_VERIFY(std::abs(yIn(bar->parentPlot(), bar->axis()->axisRect()->top()) -
                             yIn(first, first->axisRect()->top())) <= 2);
        QTRY_VERIFY(std::abs(yIn(bar->parentPlot(), bar->axis()->axisRect()->bottom()) -
                             yIn(last, last->axisRect()->bottom())) <= 2);
        QVERIFY(page->statusLabel()->text().contains(QLatin1String("Step 120 of 120")));

        // The timeline back to step 0: the untrained heads, and a marker.
        page->timeline()->setValue(0);
        QCOMPARE(page->shownSnapshot()->step, 0);
        QCOMPARE(heads->heatmap(0, 0)->matrix(),
                 Matrix(runner->snapshots().front()->probe.layers[0].heads[0].weights));
        page->timeline()->setValue(page->timeline()->maximum());
        QCOMPARE(page->shownSnapshot(), newest);

        // The model's answer to a typed question is the engine's greedy answer.
        QTest::keyClicks(page->questionEdit(), QStringLiteral("abcdef|"));
        const std::string expected = taskAnswer(newest->weights, *runner->task(), "abcdef|");
        QCOMPARE(page->answerLabel()->text(),
                 QStringLiteral("→ ") + QString::fromStdString(expected));
        page->questionEdit()->setText(QStringLiteral("abcdefghijklmnop"));
        QVERIFY(page->answerLabel()->text().contains(QLatin1String("no room")));
        // For a person to look at (not an assertion): AE_SCREENSHOTS=DIR.
        if (const QString shots = qEnvironmentVariable("AE_SCREENSHOTS"); !shots.isEmpty()) {
            page->questionEdit()->setText(QStringLiteral("hbdgca|"));
            QCoreApplication::processEvents();
            window->grab().save(shots + QStringLiteral("/training.png"));
        }

        // Export Figure on this tab saves the heads on the probe.
        QTemporaryDir dir;
        const QString figurePath = dir.filePath(QStringLiteral("training.png"));
        QVERIFY(window->exportFigure(figurePath));
        const QImage figure(figurePath);
        QVERIFY(!figure.isNull());
        QCOMPARE(window->currentFigure(), page->figure());
        if (const QString shots = qEnvironmentVariable("AE_SCREENSHOTS"); !shots.isEmpty())
            figure.save(shots + QStringLiteral("/training-figure.png"));

        // Save: the Model tab's reader opens it and computes the same probe
        // attention. The question asked does not fit the model, so the
        // folder's notes offer the probe's question instead.
        page->questionEdit()->setText(QStringLiteral("abcdefghijklmnop"));
        QString error;
        QVERIFY2(page->saveModel(dir.path(), &error), qPrintable(error));
        ReadError readError;
        const std::optional<LoadedModel> loaded = loadModelFolder(dir.path(), &readError);
        QVERIFY2(loaded, qPrintable(readError.english()));
        const TaskExample& probe = runner->task()->probe();
        QString probeQuestion;
        for (int i = 0; i < probe.answerStart; ++i)
            probeQuestion +=
                QLatin1Char(runner->task()->vocabulary().symbol(probe.sequence[std::size_t(i)]));
        QCOMPARE(loaded->notes.example, probeQuestion);
        QVERIFY(probeQuestion.endsWith(QLatin1Char('|')));
        // A question that fits is the one the notes keep.
        page->questionEdit()->setText(QStringLiteral("fed|"));
        QTemporaryDir asked;
        QVERIFY2(page->saveModel(asked.path(), &error), qPrintable(error));
        const std::optional<LoadedModel> withQuestion = loadModelFolder(asked.path(), &readError);
        QVERIFY2(withQuestion, qPrintable(readError.english()));
        QCOMPARE(withQuestion->notes.example, QStringLiteral("fed|"));
        QCOMPARE(withQuestion->notes.continuation, runner->task()->sequenceLength() - 4);
        const TransformerTrace<float> reopened = runTransformer(
            loaded->weights, std::vector<int>(probe.sequence.begin(), probe.sequence.end() - 1));
        QCOMPARE(reopened.layers[1].heads[3].weights, newest->probe.layers[1].heads[3].weights);
        QVERIFY(page->findChild<QPushButton*>("trainOpenInModelButton")->isEnabled());

        // A setting that cannot work is said on the page; the model stays.
        page->headsBox()->setValue(3);
        QVERIFY(page->statusLabel()->text().contains(QLatin1String("do not divide")));
        QCOMPARE(runner->settings()->heads, 4);
        // Reset: a new, untrained model.
        page->headsBox()->setValue(2);
        QCOMPARE(runner->latest()->step, 0);
        QCOMPARE(runner->settings()->heads, 2);
        QCOMPARE(heads->headCount(), 2);
    }

    void theScoringChoiceTrainsAndSaves()
    {
        const auto window = ae::test::shownWindow(ae::test::Activation::DontWait, QSize(1500, 950));
        TrainingPage* page = window->trainingPage();
        window->viewTabs()->setCurrentIndex(TrainingTab);
        TrainingRunner* runner = window->trainingRunner();
        QComboBox* scoring = page->scoringBox();
        // Every function of core/scoring's table, by its translated name.
        QCOMPARE(scoring->count(), int(scoringTypes().size()));
        QCOMPARE(scoring->currentText(), QStringLiteral("Scaled dot product"));
        const int general = scoring->findData(int(ScoringType::General));
        QCOMPARE(scoring->itemText(general), QStringLiteral("General (Luong)"));
        scoring->setCurrentIndex(general);
        // A new model with the layers' W, started at I/√p (p = 32/4 = 8).
        QCOMPARE(runner->settings()->scoring, ScoringType::General);
        QCOMPARE(runner->latest()->step, 0);
        const Eigen::MatrixXf& w = runner->latest()->weights.blocks[1].scoring.general;
        QCOMPARE(w.rows(), 8);
        QVERIFY(w.isApprox(Eigen::MatrixXf::Identity(8, 8) / std::sqrt(8.0f)));
        page->stepsBox()->setValue(15);
        QTest::mouseClick(page->trainButton(), Qt::LeftButton);
        runner->waitForIdle();
        QCOMPARE(runner->latest()->step, 15);
        // The heads' title (part of the exported figure) names the scoring.
        auto* title = page->findChild<QLabel*>(QStringLiteral("trainingHeadsTitle"));
        QVERIFY(title);
        QVERIFY2(title->text().contains(QStringLiteral("at step 15, scoring: General (Luong)")),
                 qPrintable(title->text()));
        // Saved, the folder says general and reopens with the trained W.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(page->saveModel(dir.path(), &error), qPrintable(error));
        ReadError loadError;
        const std::optional<LoadedModel> loaded = loadModelFolder(dir.path(), &loadError);
        QVERIFY2(loaded, qPrintable(loadError.english()));
        QCOMPARE(loaded->weights.config.scoring, ScoringType::General);
        QCOMPARE(loaded->weights.blocks[1].scoring.general,
                 runner->latest()->weights.blocks[1].scoring.general);
        QVERIFY(!loaded->weights.blocks[1].scoring.general.isApprox(
            Eigen::MatrixXf::Identity(8, 8) / std::sqrt(8.0f)));

        // For a person to look at (not an assertion): AE_SCREENSHOTS=DIR, the
        // tab trained with cosine scoring, its exported heads, then in Chinese.
        if (const QString shots = qEnvironmentVariable("AE_SCREENSHOTS"); !shots.isEmpty()) {
            scoring->setCurrentIndex(scoring->findData(int(ScoringType::Cosine)));
            page->stepsBox()->setValue(300);
            QTest::mouseClick(page->trainButton(), Qt::LeftButton);
            runner->waitForIdle();
            page->questionEdit()->setText(QStringLiteral("hbdgca|"));
            QCoreApplication::processEvents();
            window->grab().save(shots + QStringLiteral("/training-cosine.png"));
            QVERIFY(window->exportFigure(shots + QStringLiteral("/training-cosine-figure.png")));
            LanguageManager manager;
            QVERIFY(manager.setLanguage(QString::fromLatin1(LanguageManager::kChinese)));
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
            QCoreApplication::processEvents();
            window->grab().save(shots + QStringLiteral("/training-cosine-zh.png"));
            QVERIFY(manager.setLanguage(QString::fromLatin1(LanguageManager::kEnglish)));
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        }
    }
};

AE_TEST_MAIN_GUI(TestTrainingPage)
#include "test_training_page.moc"
