// Predict, then reveal on the views beyond Heads, Lines and Distribution:
// the step-through's softmax stage, a loaded model's heads (Model tab) and
// the heads of a model in training (Training tab). Each is driven as a class
// would: F6, the row hidden in the view (hover and screen-reader text say
// so), the row chosen with the keyboard in the view, a one-hot guess made
// with the keys in the Predict dock, Enter to reveal; the distance is
// checked against the engine's row (a one-hot guess on key k is 1 − p_k
// away in total variation). Then the state's rules per source: each source
// keeps its own question while another is asked, a new snapshot of a model
// in training is a new question, the same snapshot again is not.

#include "core/io/spec_runner.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/imported_attention_document.h"
#include "ui/document/model_document.h"
#include "ui/document/prediction_state.h"
#include "ui/document/training_runner.h"
#include "ui/figures/view_registry.h"
#include "ui/imported/imported_attention_page.h"
#include "ui/main/main_window.h"
#include "ui/model/model_overview_widget.h"
#include "ui/model/model_page.h"
#include "ui/panels/prediction_panel.h"
#include "ui/stepthrough/stage_page_widget.h"
#include "ui/stepthrough/stage_text.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/training/training_heads_view.h"
#include "ui/training/training_page.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/query_distribution_view.h"
#include "ui/views/row_sketch_widget.h"

#include "tests/model_fixture_support.h"
#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBrowser>

#include <cmath>

using namespace ae;
using ae::test::shownWindow;

namespace {

void settle(MainWindow& window)
{
    QCoreApplication::processEvents();
    window.runner()->waitForIdle();
    window.modelDocument()->waitForIdle();
    window.trainingRunner()->waitForIdle();
    QCoreApplication::processEvents();
}

// The whole guess on the last key, then the reveal, with the keys only:
// End, Space, Enter in the dock's sketch.
void guessLastKeyAndReveal(MainWindow& window)
{
    RowSketchWidget* sketch = window.predictionPanel()->sketch();
    sketch->setFocus();
    QTest::keyClick(sketch, Qt::Key_End);
    QTest::keyClick(sketch, Qt::Key_Space);
    QVERIFY(window.prediction()->hasGuess());
    QTest::keyClick(sketch, Qt::Key_Return);
}

// A one-hot guess on key k is 1 − p_k away from the true row p; the top
// key is p's first maximum; both rows reach screen readers.
void checkOneHotOutcome(MainWindow& window, const RowVector& truth)
{
    PredictionState* state = window.prediction();
    QVERIFY(state->isRevealed());
    const int k = int(truth.size()) - 1;
    QCOMPARE(state->revealedRow(), truth);
    const std::optional<PredictionOutcome> outcome = state->outcome();
    QVERIFY(outcome);
    QVERIFY2(std::abs(outcome->totalVariation - (1.0 - double(truth(k)))) < 1e-6,
             qPrintable(QStringLiteral("%1 vs 1 − %2").arg(outcome->totalVariation).arg(truth(k))));
    Eigen::Index top = 0;
    truth.maxCoeff(&top);
    QCOMPARE(outcome->trueTopKey, int(top));
    QCOMPARE(outcome->guessedTopKey, k);
    QCOMPARE(outcome->topKeyRight, top == k);
    const QString text = window.predictionPanel()->outcomeLabel()->text();
    QVERIFY2(text.contains(QString::number(outcome->totalVariation, 'f', 2)), qPrintable(text));
    QVERIFY(
        window.predictionPanel()->sketch()->accessibleName().contains(QLatin1String("the model:")));
}

void screenshot(MainWindow& window, const char* name)
{
    if (const QString dir = qEnvironmentVariable("AE_SCREENSHOTS"); !dir.isEmpty()) {
        QCoreApplication::processEvents();
        window.grab().save(dir + QLatin1Char('/') + QLatin1String(name));
    }
}

} // namespace

class TestPredictionSources : public QObject
{
    Q_OBJECT

private slots:
    void stepThroughSoftmaxStage()
    {
        const auto window = shownWindow(ae::test::Activation::Wait, QSize(1600, 950));
        settle(*window);
        window->viewTabs()->setCurrentIndex(StepThroughTab);
        StepThroughView* steps = window->stepThroughView();
        steps->setStage(int(StepStage::Softmax));
        window->predictAction()->trigger(); // F6
        PredictionState* state = window->prediction();
        QCOMPARE(state->source(), PredictionSource::Session);
        state->setTarget(0, 0, 1);

        // The weights A hide the row; the masked scores they come from stay.
        StagePageWidget* page = steps->stagePage();
        AttentionHeatmap* weights = page->outputHeatmaps().value(0);
        QVERIFY(weights);
        QCOMPARE(weights->hiddenRow(), 1);
        QCOMPARE(page->inputHeatmaps().value(0)->hiddenRow(), -1);
        QVERIFY(weights->cellDescription(1, 0).contains(QLatin1String("hidden until you reveal")));
        QVERIFY(!weights->cellDescription(2, 0).contains(QLatin1String("hidden")));

        // Keyboard in the view: the arrows to row 3 of A, Enter chooses it
        // as the row to predict (it becomes the hidden one).
        weights->setFocus();
        weights->setFocusedCell(3, 0);
        QTest::keyClick(weights, Qt::Key_Return);
        QCOMPARE(state->query(), 3);
        weights = page->outputHeatmaps().value(0);
        QCOMPARE(weights->hiddenRow(), 3);
        // Its provenance waits for the reveal too.
        weights->setFocusedCell(3, 1);
        QTest::keyClick(weights, Qt::Key_Return);
        const QString provenance = steps->findChild<QTextBrowser*>("stepProvenance")->toPlainText();
        QVERIFY2(provenance.contains(QLatin1String("hidden")), qPrintable(provenance));
        // The weighted sum's A hides it as well (the next stage shows it).
        steps->setStage(int(StepStage::WeightedSum));
        QCOMPARE(steps->stagePage()->inputHeatmaps().value(0)->hiddenRow(), 3);
        steps->setStage(int(StepStage::Softmax));
        screenshot(*window, "predict-stepthrough-hidden.png");

        guessLastKeyAndReveal(*window);
        const std::variant<SpecRun, SpecError> result = runSpec(window->document()->spec());
        QVERIFY(std::holds_alternative<SpecRun>(result));
        const SpecRun& run = std::get<SpecRun>(result);
        checkOneHotOutcome(*window, run.trace.batch[0].heads[0].weights.row(3));
        QCOMPARE(steps->stagePage()->outputHeatmaps().value(0)->hiddenRow(), -1);
        // The reveal ends with the softmax stage's own words.
        const QString words =
            StageText::explanation(int(StepStage::Softmax), run, steps->language());
        QVERIFY(!words.isEmpty());
        QVERIFY(window->predictionPanel()->outcomeLabel()->text().contains(words));
        screenshot(*window, "predict-stepthrough-revealed.png");
        // On the Heads tab the reveal has no step-through words.
        window->viewTabs()->setCurrentIndex(HeadsTab);
        QVERIFY(!window->predictionPanel()->outcomeLabel()->text().contains(words));
    }

    void modelTabHeads()
    {
        const auto window = shownWindow(ae::test::Activation::Wait, QSize(1600, 950));
        settle(*window);
        window->openModel(ae::test::modelFixture("tiny-gpt2"));
        settle(*window);
        const ModelRunPtr run = window->modelDocument()->lastRun();
        QVERIFY(run);
        QCOMPARE(window->viewTabs()->currentIndex(), int(ModelTab));
        window->predictAction()->trigger();
        PredictionState* state = window->prediction();
        QCOMPARE(state->source(), PredictionSource::Model);
        QCOMPARE(state->keyCount(), int(run->labels.size()));
        QCOMPARE(state->keyLabels(), run->labels);
        QVERIFY(window->predictionPanel()->layerBox()->isVisible());

        // Keyboard in the view: the arrows pick the head in the overview,
        // Enter on a cell of the detail picks the query.
        ModelPage* page = window->modelPage();
        ModelOverviewWidget* overview = page->overview();
        overview->setFocus();
        QTest::keyClick(overview, Qt::Key_Down);
        QTest::keyClick(overview, Qt::Key_Right);
        QCOMPARE(state->group(), 1);
        QCOMPARE(state->head(), 1);
        AttentionHeatmap* detail = page->detail();
        detail->setFocus();
        detail->setFocusedCell(4, 0);
        QTest::keyClick(detail, Qt::Key_Return);
        QCOMPARE(state->query(), 4);
        QCOMPARE(state->hiddenQuery(), 4);
        QCOMPARE(detail->hiddenRow(), 4);
        QCOMPARE(overview->hiddenRow(), 4);
        QVERIFY(detail->cellDescription(4, 0).contains(QLatin1String("hidden until you reveal")));
        QVERIFY(overview->accessibleName().contains(QLatin1String("hidden until you reveal")));
        // The hidden row is painted over in every head's thumbnail: the
        // window's colour, not the weights' colours.
        const QImage thumbnail = overview->grab().toImage();
        const QRect cell = overview->cellRect(0, 0);
        const int n = int(run->labels.size());
        const int y = cell.top() + int((4.5 / n) * cell.height());
        QCOMPARE(thumbnail.pixelColor(cell.center().x(), y),
                 overview->palette().color(QPalette::Window));
        // The Predict dock asks about this head.
        QVERIFY(window->predictionPanel()->questionLabel()->text().contains(
            QLatin1String("layer 2, head 2")));
        screenshot(*window, "predict-model-hidden.png");

        guessLastKeyAndReveal(*window);
        const RowVector truth = run->analysis.trace.layers[1].heads[1].weights.row(4);
        checkOneHotOutcome(*window, truth);
        // GPT-2 is causal: the last key (after query 4) weighs 0, so the
        // guess is as far as can be, and the runner-up is a key it may see.
        QVERIFY(std::abs(state->outcome()->totalVariation - 1.0) < 1e-6);
        QCOMPARE(truth(truth.size() - 1), 0.0f);
        QVERIFY(state->outcome()->runnerUpKey >= 0 && state->outcome()->runnerUpKey <= 4);
        QCOMPARE(detail->hiddenRow(), -1);
        QCOMPARE(overview->hiddenRow(), -1);
        screenshot(*window, "predict-model-revealed.png");

        // Another text is a new question on the same target.
        window->modelPage()->textEdit()->setText(QStringLiteral("The dog ran to the park today"));
        window->modelPage()->runText();
        settle(*window);
        QVERIFY(!state->isRevealed());
        QCOMPARE(state->group(), 1);
        QCOMPARE(state->query(), 4);
        QCOMPARE(page->detail()->hiddenRow(), 4);
    }

    void trainingTabHeads()
    {
        const auto window = shownWindow(ae::test::Activation::Wait, QSize(1600, 950));
        settle(*window);
        window->viewTabs()->setCurrentIndex(TrainingTab);
        TrainingRunner* runner = window->trainingRunner();
        QVERIFY(runner->latest());
        window->predictAction()->trigger();
        PredictionState* state = window->prediction();
        QCOMPARE(state->source(), PredictionSource::Training);
        TrainingHeadsView* heads = window->trainingPage()->headsView();
        QCOMPARE(state->trainingSnapshot(), window->trainingPage()->shownSnapshot());
        QCOMPARE(state->groupCount(), heads->layerCount());
        QCOMPARE(state->headCount(), heads->headCount());

        // Keyboard in the view: Enter on a cell of layer 1's head 2 picks
        // that head and query.
        AttentionHeatmap* map = heads->heatmap(1, 2);
        QVERIFY(map);
        map->setFocus();
        map->setFocusedCell(3, 0);
        QTest::keyClick(map, Qt::Key_Return);
        QCOMPARE(state->group(), 1);
        QCOMPARE(state->head(), 2);
        QCOMPARE(state->query(), 3);
        for (int l = 0; l < heads->layerCount(); ++l)
            for (int h = 0; h < heads->headCount(); ++h)
                QCOMPARE(heads->heatmap(l, h)->hiddenRow(), 3);
        QVERIFY(map->cellDescription(3, 1).contains(QLatin1String("hidden until you reveal")));
        screenshot(*window, "predict-training-hidden.png");

        guessLastKeyAndReveal(*window);
        const TrainingSnapshotPtr shown = window->trainingPage()->shownSnapshot();
        checkOneHotOutcome(*window, shown->probe.layers[1].heads[2].weights.row(3));
        QCOMPARE(heads->heatmap(0, 0)->hiddenRow(), -1);
        screenshot(*window, "predict-training-revealed.png");

        // The same snapshot again changes nothing.
        QSignalSpy changes(state, &PredictionState::changed);
        state->setTrainingSnapshot(shown, heads->labels());
        QCOMPARE(changes.count(), 0);
        QVERIFY(state->isRevealed());

        // A new snapshot (a step of training) is a new question: the same
        // target, hidden again, no guess; its truth is the new snapshot's.
        runner->step();
        settle(*window);
        const TrainingSnapshotPtr next = window->trainingPage()->shownSnapshot();
        QVERIFY(next != shown);
        QCOMPARE(state->trainingSnapshot(), next);
        QVERIFY(!state->isRevealed());
        QVERIFY(!state->hasGuess());
        QCOMPARE(state->query(), 3);
        QCOMPARE(heads->heatmap(1, 2)->hiddenRow(), 3);
        state->reveal();
        QCOMPARE(state->revealedRow(), RowVector(next->probe.layers[1].heads[2].weights.row(3)));
        // Scrubbing the timeline back shows another snapshot: a new question too.
        window->trainingPage()->timeline()->setValue(0);
        QVERIFY(!state->isRevealed());
        QCOMPARE(state->trainingSnapshot(), runner->snapshots().front());
    }

    // A causal model's question starts at its last query (query 0 sees only
    // itself: one key, one answer), the Training tab's too; a layer of the
    // model shown in the Imported tab keeps the hidden row hidden there, in
    // all four views, until the reveal.
    void causalQuestionsStartLateAndTheImportedLayerHidesTheRow()
    {
        const auto window = shownWindow(ae::test::Activation::Wait, QSize(1600, 950));
        settle(*window);
        window->openModel(ae::test::modelFixture("tiny-gpt2"));
        settle(*window);
        window->predictAction()->trigger();
        PredictionState* state = window->prediction();
        const int n = int(window->modelDocument()->lastRun()->labels.size());
        QVERIFY(n > 2);
        QCOMPARE(state->source(), PredictionSource::Model);
        QCOMPARE(state->query(), n - 1);
        QCOMPARE(state->hiddenQuery(), n - 1);
        // Next after the last query goes on at query 1, not at query 0 (one
        // key, one answer), and hides that row again.
        state->reveal();
        QVERIFY(state->isRevealed());
        state->nextQuery();
        QCOMPARE(state->query(), 1);
        QVERIFY(!state->isRevealed());
        QCOMPARE(state->hiddenQuery(), 1);
        state->setTarget(state->group(), state->head(), n - 1);
        window->viewTabs()->setCurrentIndex(TrainingTab);
        QCOMPARE(state->source(), PredictionSource::Training);
        QCOMPARE(state->query(), state->queryCount() - 1);
        QVERIFY(state->queryCount() > 1);
        window->viewTabs()->setCurrentIndex(HeadsTab); // the session: not causal, query 0
        QCOMPARE(state->query(), 0);
        state->setTarget(state->group(), state->head(), state->queryCount() - 1);
        state->nextQuery(); // and past its last query, query 0 again
        QCOMPARE(state->query(), 0);

        window->viewTabs()->setCurrentIndex(ModelTab);
        state->setTarget(1, 0, 3);
        ModelPage* page = window->modelPage();
        QVERIFY(!page->saveMatrixButton()->isEnabled());
        page->stepThroughButton()->click();
        QCOMPARE(window->viewTabs()->currentIndex(), int(ImportedTab));
        ImportedAttentionPage* imported = window->importedAttentionPage();
        QVERIFY(window->importedAttention()->hasFullTrace());
        QCOMPARE(imported->viewTabs()->currentWidget(), imported->stepThroughView());
        QCOMPARE(imported->hiddenQuery(), 3);
        QCOMPARE(imported->stepThroughView()->hiddenQuery(), 3);
        QCOMPARE(imported->distributionView()->hiddenQuery(), 3);
        imported->stepThroughView()->setStage(int(StepStage::Softmax));
        QCOMPARE(imported->stepThroughView()->stagePage()->outputHeatmaps().value(0)->hiddenRow(),
                 3);
        QCOMPARE(imported->headGrid()->heatmap(0)->hiddenRow(), 3);
        // The Imported tab asks the session's question, yet the model's row
        // stays hidden in the model's layer.
        QCOMPARE(state->source(), PredictionSource::Session);
        window->viewTabs()->setCurrentIndex(ModelTab);
        state->reveal();
        QCOMPARE(imported->hiddenQuery(), -1);
        QVERIFY(page->saveMatrixButton()->isEnabled());
        // Weights from a file are not the model's: nothing of it is hidden there.
        state->nextQuery();
        QCOMPARE(imported->hiddenQuery(), 4);
        ImportedAttention plain;
        plain.layers = {{Matrix::Constant(2, 2, 0.5f)}};
        plain.queryTokens = plain.keyTokens = {QStringLiteral("a"), QStringLiteral("b")};
        window->importedAttention()->setImported(plain);
        QCOMPARE(imported->hiddenQuery(), -1);
    }

    // Presenting (F5) keeps the Predict dock and the hidden row: the class
    // predicts on the projector. Leaving gives the other docks back, the
    // session's on the session's tabs (the Model tab has settings of its own).
    void presentingKeepsThePrediction()
    {
        const auto window = shownWindow(ae::test::Activation::Wait, QSize(1400, 900));
        settle(*window);
        window->openModel(ae::test::modelFixture("tiny-gpt2"));
        settle(*window);
        window->predictAction()->trigger();
        window->prediction()->setTarget(0, 1, 3);
        auto* presentation = window->findChild<QAction*>("presentationAction");
        QVERIFY(presentation);
        auto* predictDock = window->findChild<QDockWidget*>("predictionDock");
        auto* sequenceDock = window->findChild<QDockWidget*>("sequenceDock");
        presentation->trigger();
        QVERIFY(!sequenceDock->isVisible());
        QVERIFY(predictDock->isVisible());
        QVERIFY(window->predictAction()->isChecked());
        QCOMPARE(window->modelPage()->detail()->hiddenRow(), 3);
        presentation->trigger();
        QVERIFY(!sequenceDock->isVisible());
        QVERIFY(predictDock->isVisible());
        QCOMPARE(window->modelPage()->detail()->hiddenRow(), 3);
        window->viewTabs()->setCurrentIndex(ae::HeadsTab);
        QVERIFY(sequenceDock->isVisible());
        QVERIFY(predictDock->isVisible());
    }

    // Each source keeps its own question while another tab asks its own; the
    // mode's switch starts them all again.
    void eachSourceKeepsItsQuestion()
    {
        const auto window = shownWindow(ae::test::Activation::Wait, QSize(1400, 900));
        settle(*window);
        window->openModel(ae::test::modelFixture("tiny-gpt2"));
        settle(*window);
        window->predictAction()->trigger();
        PredictionState* state = window->prediction();

        window->viewTabs()->setCurrentIndex(HeadsTab);
        state->setTarget(0, 1, 2);
        state->pickKey(0);
        window->viewTabs()->setCurrentIndex(ModelTab);
        QCOMPARE(state->source(), PredictionSource::Model);
        state->setTarget(0, 0, 3);
        state->reveal();
        // The session's row stays hidden while the model's is revealed.
        QCOMPARE(state->hiddenQuery(PredictionSource::Session), 2);
        QCOMPARE(state->hiddenQuery(PredictionSource::Model), -1);
        QCOMPARE(window->headGrid()->heatmap(0)->hiddenRow(), 2);
        QCOMPARE(window->modelPage()->detail()->hiddenRow(), -1);

        window->viewTabs()->setCurrentIndex(StepThroughTab);
        QCOMPARE(state->source(), PredictionSource::Session);
        QCOMPARE(state->head(), 1);
        QCOMPARE(state->query(), 2);
        QVERIFY(state->hasGuess());
        QCOMPARE(state->guessTopKey(), 0);
        QCOMPARE(window->stepThroughView()->hiddenQuery(), 2);
        QVERIFY(!window->predictionPanel()->layerBox()->isVisible());

        // The batch combo moves the session's question only.
        window->viewTabs()->setCurrentIndex(ModelTab);
        state->setBatch(0);
        QVERIFY(state->isRevealed());
        QCOMPARE(state->query(), 3);

        window->predictAction()->trigger(); // off
        QCOMPARE(window->stepThroughView()->hiddenQuery(), -1);
        window->predictAction()->trigger(); // on again: new questions
        QVERIFY(!state->isRevealed());
        QCOMPARE(state->hiddenQuery(PredictionSource::Model), 3);
        window->viewTabs()->setCurrentIndex(HeadsTab);
        QVERIFY(!state->hasGuess());
    }
};

AE_TEST_MAIN_GUI(TestPredictionSources)
#include "test_prediction_sources.moc"
