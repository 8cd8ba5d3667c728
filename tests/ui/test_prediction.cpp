// Predict, then reveal, driven as a class would: F6 hides a query row in the
// heads (the mean's too), the lines and the distribution; the student drags
// bars (which stay a distribution), clicks the key they think wins, or uses
// the keys; Reveal shows the true row over the guess with the distance and
// why the winner won. The numbers are checked against the engine's own run
// and hand identities: a one-hot guess on key k is 1 − p_k away in total
// variation, and the winner's weight ratio over the runner-up is e^(score lead).

#include "core/io/spec_runner.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/command_id.h"
#include "ui/document/prediction_state.h"
#include "ui/main/main_window.h"
#include "ui/panels/prediction_panel.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/attention_line_view.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/query_distribution_view.h"
#include "ui/views/row_sketch_widget.h"

#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>

#include <cmath>

using namespace ae;
using ae::test::Activation;
using ae::test::shownWindow;

namespace {

void settle(MainWindow& window)
{
    QCoreApplication::processEvents();
    window.runner()->waitForIdle();
    QCoreApplication::processEvents();
}

RowVector engineRow(MainWindow& window, int head, int query)
{
    const std::variant<SpecRun, SpecError> result = runSpec(window.document()->spec());
    if (!std::holds_alternative<SpecRun>(result))
        qFatal("the spec does not run");
    return std::get<SpecRun>(result).trace.batch[0].heads[std::size_t(head)].weights.row(query);
}

} // namespace

class TestPrediction : public QObject
{
    Q_OBJECT

private slots:
    // F6 in the default window (1440 × 920) gives Predict its room from the
    // heads, not from the left docks: the tabs had asked for the widest
    // page's width (about 1000 px, the CNN · RNN · attention page) and the
    // view options for one unwrapped row (890 px), so the Sequence and Model
    // docks were squeezed to 68 px, their text cut off.
    void predictKeepsTheLeftDocksInTheDefaultWindow()
    {
        const auto window = shownWindow(Activation::Wait, QSize(1440, 920));
        settle(*window);
        auto* sequenceDock = window->findChild<QDockWidget*>("sequenceDock");
        auto* modelDock = window->findChild<QDockWidget*>("modelDock");
        const int sequenceWidth = sequenceDock->width();
        const int modelWidth = modelDock->width();
        QVERIFY2(sequenceWidth >= 250, qPrintable(QString::number(sequenceWidth)));

        window->predictAction()->trigger(); // F6
        auto* predictionDock = window->findChild<QDockWidget*>("predictionDock");
        QTRY_VERIFY(predictionDock->isVisible());
        settle(*window);
        QVERIFY2(window->width() <= 1440, qPrintable(QString::number(window->width())));
        QVERIFY(predictionDock->width() >= predictionDock->minimumWidth());
        QVERIFY2(
            sequenceDock->width() >= sequenceWidth - 20,
            qPrintable(QStringLiteral("%1 → %2").arg(sequenceWidth).arg(sequenceDock->width())));
        QVERIFY2(modelDock->width() >= modelWidth - 20,
                 qPrintable(QStringLiteral("%1 → %2").arg(modelWidth).arg(modelDock->width())));
        // The heads stack to fit what is left.
        QCOMPARE(window->headGrid()->columnCount(), 1);
        // Predict follows the tab; the step-through's controls wrap too.
        window->viewTabs()->setCurrentIndex(StepThroughTab);
        settle(*window);
        QVERIFY2(
            sequenceDock->width() >= sequenceWidth - 20,
            qPrintable(QStringLiteral("%1 → %2").arg(sequenceWidth).arg(sequenceDock->width())));
        // There the provenance goes under the stage page, which would
        // otherwise share about 550 px with the stage list and it.
        QVERIFY(window->stepThroughView()->provenanceBelowPage());
        window->predictAction()->trigger();
        settle(*window);
        QTRY_VERIFY(!window->stepThroughView()->provenanceBelowPage());
    }

    void f6HidesTheRowInEveryWeightsView()
    {
        const auto window = shownWindow(Activation::Wait, QSize(1400, 900));
        settle(*window);
        PredictionState* state = window->prediction();
        QVERIFY(!state->isActive());
        QCOMPARE(window->headGrid()->hiddenRow(), -1);

        window->predictAction()->trigger(); // F6
        QVERIFY(state->isActive());
        QTRY_VERIFY(window->findChild<QDockWidget*>("predictionDock")->isVisible());
        state->setTarget(0, 1, 2);
        QCOMPARE(state->hiddenQuery(), 2);
        HeadGridView* grid = window->headGrid();
        for (int h = 0; h < grid->headCount(); ++h)
            QCOMPARE(grid->heatmap(h)->hiddenRow(), 2);
        QCOMPARE(grid->heatmap(-1)->hiddenRow(), 2); // the mean would give it away
        QCOMPARE(window->findChild<AttentionLineView*>()->hiddenQuery(), 2);
        QCOMPARE(window->distributionView()->hiddenQuery(), 2);
        // Hover and screen-reader text say nothing of the hidden weights.
        const QString hidden = grid->heatmap(1)->cellDescription(2, 0);
        QVERIFY2(hidden.contains(QLatin1String("hidden until you reveal")), qPrintable(hidden));
        QVERIFY(!grid->heatmap(1)->cellDescription(1, 0).contains(QLatin1String("hidden")));

        // A click on a heatmap row chooses the row to predict instead of
        // opening the distribution.
        const int tabBefore = window->viewTabs()->currentIndex();
        AttentionHeatmap* heatmap = grid->heatmap(0);
        QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCenter(4, 1));
        QCOMPARE(state->head(), 0);
        QCOMPARE(state->query(), 4);
        QCOMPARE(grid->heatmap(1)->hiddenRow(), 4);
        QCOMPARE(window->viewTabs()->currentIndex(), tabBefore);
        if (const QString dir = qEnvironmentVariable("AE_SCREENSHOTS"); !dir.isEmpty()) {
            state->pickKey(3);
            QCoreApplication::processEvents();
            window->grab().save(dir + QStringLiteral("/prediction-hidden.png"));
        }

        // Reveal shows every row again; leaving the mode too.
        state->reveal();
        QCOMPARE(grid->heatmap(0)->hiddenRow(), -1);
        state->nextQuery();
        QCOMPARE(grid->heatmap(0)->hiddenRow(), 5);
        window->predictAction()->trigger();
        QVERIFY(!state->isActive());
        QCOMPARE(grid->heatmap(0)->hiddenRow(), -1);
        QVERIFY(!window->findChild<QDockWidget*>("predictionDock")->isVisible());
    }

    // Bars narrower than their value laid flat (eleven keys in a narrow dock,
    // or presentation mode's font) still show it, read upwards above the bar:
    // the guess's over the guess, the truth's over the truth after the reveal.
    void sketchValuesReadUpwardsWhenNarrow()
    {
        RowSketchWidget sketch;
        QStringList keys;
        for (int k = 0; k < 11; ++k)
            keys << QStringLiteral("k%1").arg(k);
        sketch.setKeys(keys);
        sketch.setSketch(RowVector::Constant(11, 1.0f / 11.0f));
        sketch.resize(260, 320);
        const QFontMetricsF metrics(sketch.font());
        QVERIFY(metrics.horizontalAdvance(QStringLiteral("0.09")) > sketch.barSlot(5).width() + 4);
        // Dark (text) pixels in `column` from the bar's top up by the value's length.
        const auto inkAbove = [&](const QRectF& column, double weight) {
            const QImage image = sketch.grab().toImage();
            const double top = column.bottom() - column.height() * weight;
            const double length = metrics.horizontalAdvance(QStringLiteral("0.09"));
            int ink = 0;
            for (int y = int(top - length); y < int(top) - 1; ++y)
                for (int x = int(column.left()); x < int(column.right()); ++x)
                    ink += qGray(image.pixel(x, y)) < 128;
            return ink;
        };
        const QRectF slot = sketch.barSlot(5);
        QVERIFY2(inkAbove(slot, 1.0 / 11.0) > 20, "the guess's value is not drawn");

        RowVector truth = RowVector::Constant(11, 0.05f);
        truth(5) = 0.5f;
        sketch.setTruth(truth);
        QRectF guessHalf = slot, truthHalf = slot;
        guessHalf.setRight(slot.center().x());
        truthHalf.setLeft(slot.center().x());
        QVERIFY2(inkAbove(guessHalf, 1.0 / 11.0) > 10, "the guess's value is not drawn");
        QVERIFY2(inkAbove(truthHalf, 0.5) > 10, "the truth's value is not drawn");
    }

    // The legend stands above the bars: a last key the model weighs 1 shows
    // its bar's top, where the legend's box used to cover it.
    void sketchLegendLeavesTheBarsVisible()
    {
        RowSketchWidget sketch;
        sketch.setKeys({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        sketch.setSketch(RowVector::Constant(3, 1.0f / 3.0f));
        RowVector truth = RowVector::Zero(3);
        truth(2) = 1.0f;
        sketch.setTruth(truth);
        sketch.resize(420, 320);
        const QImage image = sketch.grab().toImage();
        const QRectF slot = sketch.barSlot(2);
        // Just under the top of the model's bar (its half of the slot): the
        // bar's orange, not the background.
        const QColor top =
            image.pixelColor(int(slot.left() + slot.width() * 0.75), int(slot.top()) + 6);
        QVERIFY2(top != sketch.palette().color(QPalette::Base) && top.red() > top.blue() + 30,
                 qPrintable(QStringLiteral("the top of the model's bar is %1").arg(top.name())));
    }

    // Drag, pick and keys edit the guess through the real sketch widget; the
    // reveal's numbers are the engine's.
    void sketchRevealAndOutcome()
    {
        const auto window = shownWindow(Activation::Wait, QSize(1400, 900));
        settle(*window);
        window->predictAction()->trigger();
        PredictionState* state = window->prediction();
        PredictionPanel* panel = window->predictionPanel();
        RowSketchWidget* sketch = panel->sketch();
        QTRY_VERIFY(sketch->isVisible());
        // The dock opens wide enough for the panel's controls.
        QTRY_VERIFY(window->findChild<QDockWidget*>("predictionDock")->width() >= 420);
        panel->headBox()->setValue(2); // head 2 (index 1), shown from 1
        panel->queryBox()->setCurrentIndex(3);
        QCOMPARE(state->head(), 1);
        QCOMPARE(state->query(), 3);
        const int m = state->keyCount();
        QVERIFY(m >= 4);
        QCOMPARE(sketch->keys().size(), m);
        QCOMPARE(sketch->sketch(), RowVector(RowVector::Constant(m, 1.0f / float(m))));

        // Dragging bar 2 to the top half: it weighs what the pointer says,
        // the others share the rest, the sum stays 1.
        const QRectF slot = sketch->barSlot(2);
        const QPoint at(int(slot.center().x()), int(slot.top() + slot.height() * 0.25));
        QTest::mousePress(sketch, Qt::LeftButton, {}, at);
        QTest::mouseRelease(sketch, Qt::LeftButton, {}, at);
        const double expected = sketch->weightAtY(at.y());
        QVERIFY(std::abs(double(state->sketch()(2)) - expected) < 1e-6);
        QVERIFY(std::abs(state->sketch().sum() - 1.0f) < 1e-6f);
        QVERIFY(std::abs(double(state->sketch()(0)) - (1.0 - expected) / (m - 1)) < 1e-6);
        QVERIFY(state->hasGuess());

        // Keys: → to bar 3, ↑ adds 0.05 to it.
        sketch->setFocus();
        QTest::keyClick(sketch, Qt::Key_Right);
        QCOMPARE(sketch->currentKey(), 3);
        const float before = state->sketch()(3);
        QTest::keyClick(sketch, Qt::Key_Up);
        QVERIFY(std::abs(state->sketch()(3) - (before + 0.05f)) < 1e-6f);

        // A click on key 1's token: the whole guess on it.
        QTest::mouseClick(sketch, Qt::LeftButton, {}, sketch->labelRect(1).center().toPoint());
        RowVector oneHot = RowVector::Zero(m);
        oneHot(1) = 1.0f;
        QCOMPARE(state->sketch(), oneHot);

        // Reveal (Enter in the sketch).
        QTest::keyClick(sketch, Qt::Key_Return);
        QVERIFY(state->isRevealed());
        const RowVector truth = engineRow(*window, 1, 3);
        QCOMPARE(sketch->truth(), truth);
        QVERIFY(!sketch->isEditable());
        const std::optional<PredictionOutcome> outcome = state->outcome();
        QVERIFY(outcome);
        // A one-hot guess on key 1 is 1 − p_1 away from p.
        QVERIFY(std::abs(outcome->totalVariation - (1.0 - double(truth(1)))) < 1e-6);
        Eigen::Index top = 0;
        truth.maxCoeff(&top);
        QCOMPARE(outcome->trueTopKey, int(top));
        QCOMPARE(outcome->topKeyRight, top == 1);
        // Softmax: the winner over the runner-up weighs e^(score lead).
        QVERIFY(outcome->runnerUpKey >= 0);
        const double ratio = std::exp(outcome->topScore - outcome->runnerUpScore);
        QVERIFY2(std::abs(outcome->weightRatio - ratio) < 1e-4 * ratio,
                 qPrintable(QStringLiteral("%1 vs %2").arg(outcome->weightRatio).arg(ratio)));
        const QString text = panel->outcomeLabel()->text();
        QVERIFY2(text.contains(QString::number(outcome->totalVariation, 'f', 2)), qPrintable(text));
        QVERIFY(!panel->revealButton()->isEnabled());
        // After the reveal the guess is fixed.
        state->pickKey(0);
        QCOMPARE(state->sketch(), oneHot);
        // Screen readers hear both rows.
        QVERIFY(sketch->accessibleName().contains(QLatin1String("the model:")));
        // For a person to look at (not an assertion): AE_SCREENSHOTS=DIR.
        if (const QString dir = qEnvironmentVariable("AE_SCREENSHOTS"); !dir.isEmpty()) {
            window->viewTabs()->setCurrentIndex(HeadsTab);
            QCoreApplication::processEvents();
            window->grab().save(dir + QStringLiteral("/prediction-revealed.png"));
        }

        // Next query: hidden again, no guess.
        panel->nextButton()->click();
        QCOMPARE(state->query(), 4);
        QVERIFY(!state->isRevealed());
        QVERIFY(!state->hasGuess());
        QCOMPARE(window->headGrid()->heatmap(0)->hiddenRow(), 4);
    }

    // A new run (the class changes the sentence) is a new question: the row
    // is hidden again and the truth follows the new run.
    void aNewRunIsANewQuestion()
    {
        const auto window = shownWindow(Activation::Wait, QSize(1400, 900));
        settle(*window);
        window->predictAction()->trigger();
        PredictionState* state = window->prediction();
        state->setTarget(0, 0, 1);
        state->pickKey(0);
        state->reveal();
        QVERIFY(state->isRevealed());
        window->document()->edit(CommandId::Text, QStringLiteral("text"), [](Spec& spec) {
            spec.text = std::string("dogs chase cats in the park");
        });
        settle(*window);
        QVERIFY(!state->isRevealed());
        QCOMPARE(state->query(), 1);
        QCOMPARE(state->hiddenQuery(), 1);
        QCOMPARE(window->headGrid()->heatmap(0)->hiddenRow(), 1);
        state->reveal();
        QCOMPARE(state->revealedRow(), engineRow(*window, 0, 1));
        QCOMPARE(state->keyLabels().value(0), QStringLiteral("dogs"));
    }
};

AE_TEST_MAIN_GUI(TestPrediction)
#include "test_prediction.moc"
