// The main window driven through its real widgets (offscreen): typing,
// heads, scoring and mask combos, the custom mask, undo, save/open, a
// corrupted file, the empty state and the unsaved-changes question. After
// each change the heatmaps must show exactly the engine's trace.

#include "core/io/spec_runner.h"
#include "core/io/spec_writer.h"
#include "ui/complexity/complexity_page.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/command_id.h"
#include "ui/main/main_window.h"
#include "ui/panels/mask_panel.h"
#include "ui/positional/positional_encoding_page.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/compare_view.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/query_distribution_view.h"

#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTemporaryDir>

using namespace ae;

using ae::test::Activation;
using ae::test::child;
using ae::test::shownWindow;

namespace {

// Waits until the runner has delivered the current spec's run.
void settle(MainWindow& window)
{
    QCoreApplication::processEvents();
    window.runner()->waitForIdle();
    QCoreApplication::processEvents();
}

// Every head's heatmap shows the weights of an independent engine run of the
// document's spec.
void verifyHeatmapsMatchEngine(MainWindow& window)
{
    const std::variant<SpecRun, SpecError> result = runSpec(window.document()->spec());
    QVERIFY2(std::holds_alternative<SpecRun>(result),
             std::get_if<SpecError>(&result) ? std::get<SpecError>(result).toString().c_str() : "");
    const AttentionTrace& trace = std::get<SpecRun>(result).trace;
    const int heads = trace.shape.heads;
    QCOMPARE(window.headGrid()->headCount(), heads);
    for (int h = 0; h < heads; ++h) {
        AttentionHeatmap* heatmap = window.headGrid()->heatmap(h);
        QVERIFY(heatmap);
        QCOMPARE(heatmap->matrix(), trace.batch[0].heads[std::size_t(h)].weights);
    }
}

QByteArray specJson(MainWindow& window)
{
    return specToJsonBytes(window.document()->spec());
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_window;
    QStringList m_errors;

private slots:
    void init()
    {
        m_errors.clear();
        m_window = shownWindow(Activation::DontWait, QSize(),
                               [this](const QString& message) { m_errors << message; });
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        settle(*m_window);
    }
    void cleanup() { m_window.reset(); }

    void startsOnTheBuiltInExample()
    {
        QVERIFY(!m_window->isShowingEmptyState());
        QCOMPARE(m_window->document()->spec().config.numHeads, 2);
        QVERIFY(m_window->runner()->lastRun());
        verifyHeatmapsMatchEngine(*m_window);
        QVERIFY(
            child<QLabel>(m_window.get(), "shapeLabel")->text().contains(QStringLiteral("h = 2")));
    }

    void typingUpdatesTheHeatmaps()
    {
        auto* text = child<QPlainTextEdit>(m_window.get(), "sequenceTextEdit");
        const std::string original = *m_window->document()->spec().text;
        text->selectAll();
        QTest::keyClick(text, Qt::Key_Delete);
        QSignalSpy finished(m_window->runner(), &AttentionRunner::runFinished);
        QTest::keyClicks(text, QStringLiteral("a cat sees a dog"));
        QCOMPARE(*m_window->document()->spec().text, std::string("a cat sees a dog"));
        QTRY_VERIFY(finished.count() >= 1);
        settle(*m_window);
        const RunPtr run = m_window->runner()->lastRun();
        QCOMPARE(run->trace.shape.n, 5);
        QCOMPARE(m_window->headGrid()->heatmap(0)->rowLabels(),
                 QStringList({"a", "cat", "sees", "a", "dog"}));
        verifyHeatmapsMatchEngine(*m_window);
        // Deleting and typing merged into one undo step, which restores the text.
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
        m_window->document()->undoStack()->undo();
        QCOMPARE(*m_window->document()->spec().text, original);
        QCOMPARE(text->toPlainText().toStdString(), original);
        settle(*m_window);
        verifyHeatmapsMatchEngine(*m_window);
    }

    void theDescriptionLeavesWithTheExampleSentence()
    {
        auto* text = child<QPlainTextEdit>(m_window.get(), "sequenceTextEdit");
        auto* description = child<QLabel>(m_window.get(), "sessionDescriptionLabel");
        // The example's question is about its own sentence.
        QVERIFY(description->isVisible());
        QVERIFY(description->text().contains(QStringLiteral("'it'")));
        const QString original = text->toPlainText();
        text->selectAll();
        QTest::keyClick(text, Qt::Key_Delete);
        QTest::keyClicks(text, QStringLiteral("the dog bites the man"));
        QVERIFY(!description->isVisible());
        // Ctrl+Z in the text box is the box's own undo: it types the old
        // sentence back, and the question comes back with it.
        while (text->document()->isUndoAvailable())
            QTest::keyClick(text, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(text->toPlainText(), original);
        QVERIFY(description->isVisible());
        // Nor is it, or the batch choice, shown above a tab that shows its
        // own document.
        auto* batch = child<QComboBox>(m_window.get(), "batchCombo");
        const std::vector<std::pair<ViewTab, bool>> tabs = {
            {ModelTab, false},    {PositionalEncodingTab, true}, {TrainingTab, false},
            {ImportedTab, false}, {LessonsTab, false},           {HeadsTab, true}};
        for (const auto& [tab, session] : tabs) {
            m_window->viewTabs()->setCurrentIndex(tab);
            QCOMPARE(description->isVisible(), session);
            QCOMPARE(batch->isVisible(), session);
        }
    }

    void headsSpinShowsErrorForInvalidWidthAndKeepsTheLastPicture()
    {
        auto* heads = child<QSpinBox>(m_window.get(), "headsSpin");
        const AttentionShape& shape = m_window->runner()->lastRun()->trace.shape;
        const int width = shape.heads * shape.p;
        QCOMPARE(heads->value(), 2);
        int bad = 3;
        while (width % bad == 0)
            ++bad;
        int good = 1; // a one-digit divisor other than the current 2
        for (int h = 9; h >= 1; --h)
            if (h != 2 && width % h == 0) {
                good = h;
                break;
            }
        QVERIFY(bad < 10);
        heads->setFocus();
        heads->selectAll();
        QTest::keyClicks(heads, QString::number(bad));
        QCOMPARE(m_window->document()->spec().config.numHeads, bad);
        settle(*m_window);
        QVERIFY2(m_window->lastError().contains(QStringLiteral("num_heads")),
                 qPrintable(m_window->lastError()));
        QVERIFY(child<QLabel>(m_window.get(), "errorBanner")->isVisibleTo(m_window.get()));
        QCOMPARE(m_window->headGrid()->headCount(), 2); // last good picture stays
        QVERIFY(child<QLabel>(m_window.get(), "widthHintLabel")
                    ->text()
                    .contains(QStringLiteral("%1 heads cannot").arg(bad)));

        heads->selectAll();
        QTest::keyClicks(heads, QString::number(good));
        settle(*m_window);
        QCOMPARE(m_window->document()->spec().config.numHeads, good);
        QVERIFY(m_window->lastError().isEmpty());
        QVERIFY(!child<QLabel>(m_window.get(), "errorBanner")->isVisibleTo(m_window.get()));
        verifyHeatmapsMatchEngine(*m_window);
        // Stepping the spin box merged into one undo step back to 2 heads.
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
    }

    void scoringComboSwitchesToAdditive()
    {
        auto* scoring = child<QComboBox>(m_window.get(), "scoringCombo");
        scoring->setFocus();
        QTest::keyClick(scoring, Qt::Key_Down); // dot product
        QTest::keyClick(scoring, Qt::Key_Down); // additive
        QCOMPARE(m_window->document()->spec().config.scoring.type, ScoringType::Additive);
        QVERIFY(m_window->document()->spec().config.scoring.additiveWq.size() > 0);
        settle(*m_window);
        QVERIFY2(m_window->lastError().isEmpty(), qPrintable(m_window->lastError()));
        verifyHeatmapsMatchEngine(*m_window);
        QVERIFY(child<QSpinBox>(m_window.get(), "additiveHiddenSpin")->isVisibleTo(m_window.get()));
    }

    void causalMaskZeroesTheUpperTriangleAndUndoRestores()
    {
        const QByteArray before = specJson(*m_window);
        const Matrix weightsBefore = m_window->headGrid()->heatmap(0)->matrix();
        auto* mode = child<QComboBox>(m_window.get(), "maskModeCombo");
        mode->setFocus();
        QTest::keyClick(mode, Qt::Key_Down); // valid lengths
        const QByteArray validLengths = specJson(*m_window);
        QTest::keyClick(mode, Qt::Key_Down); // causal
        QVERIFY(m_window->document()->spec().config.mask.causal);
        settle(*m_window);
        verifyHeatmapsMatchEngine(*m_window);
        for (int h = 0; h < m_window->headGrid()->headCount(); ++h) {
            const Matrix& w = m_window->headGrid()->heatmap(h)->matrix();
            for (int i = 0; i < w.rows(); ++i) {
                for (int j = i + 1; j < w.cols(); ++j) {
                    QCOMPARE(w(i, j), 0.0f);
                    QVERIFY(m_window->headGrid()->heatmap(h)->isMasked(i, j));
                }
                QVERIFY(std::abs(w.row(i).sum() - 1.0f) < 1e-5f);
            }
            QCOMPARE(w(0, 0), 1.0f); // the first query sees only itself
        }

        QAction* undo = m_window->findChild<QAction*>(QStringLiteral("undoAction"));
        QVERIFY(undo && undo->isEnabled());
        undo->trigger();
        QCOMPARE(specJson(*m_window), validLengths);
        undo->trigger();
        QCOMPARE(specJson(*m_window), before);
        settle(*m_window);
        QCOMPARE(mode->currentIndex(), 0);
        QCOMPARE(m_window->headGrid()->heatmap(0)->matrix(), weightsBefore);
        verifyHeatmapsMatchEngine(*m_window);
    }

    void customMaskCellsToggleByClicking()
    {
        auto* mode = child<QComboBox>(m_window.get(), "maskModeCombo");
        m_window->findChild<QWidget*>(QStringLiteral("maskDock"))->show();
        m_window->findChild<QWidget*>(QStringLiteral("maskDock"))->raise();
        mode->setFocus();
        QTest::keyClick(mode, Qt::Key_End); // custom
        QCOMPARE(MaskPanel::modeOf(m_window->document()->spec().config.mask),
                 MaskPanel::Mode::Custom);
        settle(*m_window);
        auto* editor = child<AttentionHeatmap>(m_window.get(), "customMaskHeatmap");
        QTRY_VERIFY(editor->isVisible());
        editor->resize(400, 400);
        editor->replot();
        QCOMPARE(editor->matrix().rows(), m_window->runner()->lastRun()->trace.shape.n);
        QTest::mouseClick(editor, Qt::LeftButton, {}, editor->cellCenter(0, 1));
        const KeepMask& keep = m_window->document()->spec().config.mask.matrices.front();
        QCOMPARE(int(keep(0, 1)), 0);
        QCOMPARE(int(keep(0, 0)), 1);
        settle(*m_window);
        QCOMPARE(m_window->headGrid()->heatmap(0)->matrix()(0, 1), 0.0f);
        QVERIFY(m_window->headGrid()->heatmap(0)->matrix()(0, 0) > 0.0f);
        verifyHeatmapsMatchEngine(*m_window);
        QTest::mouseClick(editor, Qt::LeftButton, {}, editor->cellCenter(0, 1));
        QCOMPARE(int(m_window->document()->spec().config.mask.matrices.front()(0, 1)), 1);
    }

    void saveAndOpenRoundTrip()
    {
        auto* heads = child<QSpinBox>(m_window.get(), "headsSpin");
        heads->setFocus();
        QTest::keyClick(heads, Qt::Key_Down); // 1 head
        settle(*m_window);
        QVERIFY(m_window->isModified());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QVERIFY(m_window->saveFile(path));
        QVERIFY(!m_window->isModified());
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("session.json")));
        const Matrix shown = m_window->headGrid()->heatmap(0)->matrix();

        MainWindow other;
        other.setErrorHandler([this](const QString& message) { m_errors << message; });
        QVERIFY(other.openFile(path));
        settle(other);
        QCOMPARE(specJson(other), specJson(*m_window));
        QCOMPARE(other.headGrid()->headCount(), 1);
        QCOMPARE(other.headGrid()->heatmap(0)->matrix(), shown);
        QVERIFY(m_errors.isEmpty());
    }

    void corruptedFileLeavesTheWindowUnchanged()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("corrupt.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"attention-explorer/spec@1\", \"text\": \"a b\", \"num_heads\": "
                   "\"two\"}");
        file.close();
        const QByteArray before = specJson(*m_window);
        const Matrix shown = m_window->headGrid()->heatmap(0)->matrix();
        const QString title = m_window->windowTitle();
        QSignalSpy reported(m_window.get(), &MainWindow::errorReported);

        QVERIFY(!m_window->openFile(path));
        QCOMPARE(reported.count(), 1);
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.front().contains(QStringLiteral("num_heads")),
                 qPrintable(m_errors.front()));
        QVERIFY(m_window->statusMessage().contains(QStringLiteral("corrupt.json")));
        settle(*m_window);
        QCOMPARE(specJson(*m_window), before);
        QCOMPARE(m_window->windowTitle(), title);
        QCOMPARE(m_window->headGrid()->heatmap(0)->matrix(), shown);
    }

    void emptyTextShowsTheEmptyState()
    {
        auto* text = child<QPlainTextEdit>(m_window.get(), "sequenceTextEdit");
        text->selectAll();
        QTest::keyClick(text, Qt::Key_Delete);
        settle(*m_window);
        QVERIFY(m_window->isShowingEmptyState());
        QVERIFY(child<QLabel>(m_window.get(), "emptyStateLabel")
                    ->text()
                    .contains(QStringLiteral("Type a sentence")));
        QTest::keyClicks(text, QStringLiteral("   "));
        settle(*m_window);
        QVERIFY(m_window->isShowingEmptyState());
        QTest::keyClicks(text, QStringLiteral("hello world"));
        settle(*m_window);
        QVERIFY(!m_window->isShowingEmptyState());
        QCOMPARE(m_window->runner()->lastRun()->trace.shape.n, 2);
        verifyHeatmapsMatchEngine(*m_window);
    }

    void sequenceBeyondTheLimitIsRefusedWithTheLimit()
    {
        EngineLimits limits = EngineLimits::defaults();
        limits.maxSequenceLength = 4;
        m_window->runner()->setLimits(limits);
        auto* text = child<QPlainTextEdit>(m_window.get(), "sequenceTextEdit");
        text->selectAll();
        QTest::keyClicks(text, QStringLiteral("one two three four five"));
        settle(*m_window);
        QVERIFY2(m_window->lastError().contains(QStringLiteral("limit is 4")),
                 qPrintable(m_window->lastError()));
    }

    void unsavedChangesCanBeKept()
    {
        auto* heads = child<QSpinBox>(m_window.get(), "headsSpin");
        heads->setFocus();
        QTest::keyClick(heads, Qt::Key_Down);
        QVERIFY(m_window->isModified());
        int asked = 0;
        m_window->setUnsavedChangesHandler([&asked] {
            ++asked;
            return MainWindow::UnsavedChoice::Cancel;
        });
        QVERIFY(!m_window->newSession());
        QCOMPARE(asked, 1);
        QCOMPARE(m_window->document()->spec().config.numHeads, 1);
        m_window->setUnsavedChangesHandler([&asked] {
            ++asked;
            return MainWindow::UnsavedChoice::Discard;
        });
        QVERIFY(m_window->newSession());
        QCOMPARE(asked, 2);
        QVERIFY(!m_window->isModified());
        settle(*m_window);
        QVERIFY(m_window->isShowingEmptyState());
    }

    void crossAttentionTakesKeysFromTheSource()
    {
        auto* cross = child<QCheckBox>(m_window.get(), "crossAttentionCheck");
        QTest::mouseClick(cross, Qt::LeftButton, {}, QPoint(8, cross->height() / 2));
        QVERIFY(cross->isChecked());
        QVERIFY(m_window->document()->spec().keyText.has_value());
        auto* source = child<QPlainTextEdit>(m_window.get(), "sourceTextEdit");
        source->selectAll();
        // QTest::keyClicks only types ASCII; an input method inserts text like this.
        source->insertPlainText(QStringLiteral("猫 坐 在 垫子 上"));
        settle(*m_window);
        const RunPtr run = m_window->runner()->lastRun();
        QVERIFY(run->trace.shape.explicitKeys);
        QCOMPARE(run->trace.shape.m, 6); // 猫 坐 在 垫 子 上: one token per character
        QCOMPARE(m_window->headGrid()->heatmap(0)->columnLabels(),
                 QStringList({"猫", "坐", "在", "垫", "子", "上"}));
        verifyHeatmapsMatchEngine(*m_window);
        QTest::mouseClick(cross, Qt::LeftButton, {}, QPoint(8, cross->height() / 2));
        QVERIFY(!m_window->document()->spec().keyText.has_value());
        settle(*m_window);
        QVERIFY(!m_window->runner()->lastRun()->trace.shape.explicitKeys);
    }

    void validLengthsAreTypedPerLine()
    {
        auto* text = child<QPlainTextEdit>(m_window.get(), "sequenceTextEdit");
        text->selectAll();
        QTest::keyClicks(text, QStringLiteral("a b c d"));
        QTest::keyClick(text, Qt::Key_Return);
        QTest::keyClicks(text, QStringLiteral("e f"));
        settle(*m_window);
        QCOMPARE(m_window->runner()->lastRun()->trace.shape.batch, 2);
        auto* mode = child<QComboBox>(m_window.get(), "maskModeCombo");
        QTest::keyClick(mode, Qt::Key_Down); // valid lengths
        auto* lengths = child<QLineEdit>(m_window.get(), "validLensEdit");
        lengths->setFocus();
        lengths->selectAll();
        QTest::keyClicks(lengths, QStringLiteral("3, 1"));
        QTest::keyClick(lengths, Qt::Key_Return);
        const MaskConfig& mask = m_window->document()->spec().config.mask;
        QCOMPARE(mask.validLens, (std::vector<std::vector<int>>{{3}, {1}}));
        settle(*m_window);
        verifyHeatmapsMatchEngine(*m_window);
        const Matrix& first = m_window->headGrid()->heatmap(0)->matrix();
        for (int i = 0; i < first.rows(); ++i)
            QCOMPARE(first(i, 3), 0.0f); // key 3 is beyond the length 3
        auto* batch = child<QComboBox>(m_window.get(), "batchCombo");
        QCOMPARE(batch->count(), 2);
        batch->setCurrentIndex(1);
        const Matrix& second = m_window->headGrid()->heatmap(0)->matrix();
        for (int i = 0; i < second.rows(); ++i)
            QCOMPARE(second(i, 0), 1.0f); // only key 0 is visible
        lengths->selectAll();
        QTest::keyClicks(lengths, QStringLiteral("3, x"));
        QTest::keyClick(lengths, Qt::Key_Return);
        QVERIFY(child<QLabel>(m_window.get(), "validLensErrorLabel")->isVisibleTo(m_window.get()));
        QCOMPARE(m_window->document()->spec().config.mask.validLens,
                 (std::vector<std::vector<int>>{{3}, {1}}));
    }

    // Item 4 of 4 selected, then the batch shrinks to 2: every view, the
    // step-through included, shows the same item (the combo's).
    void shrinkingTheBatchKeepsEveryViewOnOneItem()
    {
        auto* text = child<QPlainTextEdit>(m_window.get(), "sequenceTextEdit");
        const auto typeLines = [text](const QStringList& lines) {
            text->selectAll();
            for (int k = 0; k < lines.size(); ++k) {
                if (k > 0)
                    QTest::keyClick(text, Qt::Key_Return);
                QTest::keyClicks(text, lines[k]);
            }
        };
        typeLines({"a b", "c d", "e f", "g h"});
        m_window->viewTabs()->setCurrentIndex(StepThroughTab);
        settle(*m_window);
        auto* batch = child<QComboBox>(m_window.get(), "batchCombo");
        QCOMPARE(batch->count(), 4);
        batch->setCurrentIndex(3);
        QCOMPARE(m_window->stepThroughView()->batchIndex(), 3);
        typeLines({"a b", "c d"});
        settle(*m_window);
        QCOMPARE(batch->count(), 2);
        QCOMPARE(m_window->headGrid()->batchIndex(), batch->currentIndex());
        QCOMPARE(m_window->stepThroughView()->batchIndex(), batch->currentIndex());
        m_window->viewTabs()->setCurrentIndex(HeadsTab);
    }

    void clickingACellOpensItsDistribution()
    {
        const RunPtr run = m_window->runner()->lastRun();
        AttentionHeatmap* heatmap = m_window->headGrid()->heatmap(1);
        QVERIFY(heatmap);
        QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCenter(2, 0));
        QCOMPARE(m_window->viewTabs()->currentIndex(), int(DistributionTab));
        QueryDistributionView* view = m_window->distributionView();
        QCOMPARE(view->head(), 1);
        QCOMPARE(view->query(), 2);
        const RowVector expected = run->trace.batch[0].heads[1].weights.row(2);
        QCOMPARE(view->shownWeights(), expected);
        double entropy = 0.0;
        for (Eigen::Index j = 0; j < expected.size(); ++j)
            if (expected(j) > 0.0f)
                entropy -= double(expected(j)) * std::log(double(expected(j)));
        QVERIFY(std::abs(view->entropy() - entropy) < 1e-4);
    }

    void lessonTabsFollowTheSessionAndTheSelection()
    {
        const RunPtr run = m_window->runner()->lastRun();
        QVERIFY(run);
        // The step-through reads the same run the heatmaps show (views update
        // when their tab is shown).
        m_window->viewTabs()->setCurrentIndex(StepThroughTab);
        QCOMPARE(m_window->stepThroughView()->run(), run);
        m_window->viewTabs()->setCurrentIndex(HeadsTab);
        AttentionHeatmap* heatmap = m_window->headGrid()->heatmap(1);
        QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCenter(3, 1));
        QCOMPARE(m_window->stepThroughView()->head(), 1);
        QCOMPARE(m_window->stepThroughView()->query(), 3);

        // The positional-encoding and complexity pages take the sequence's
        // length and width when they are shown: typing a longer sentence
        // moves them.
        auto* text = child<QPlainTextEdit>(m_window.get(), "sequenceTextEdit");
        text->selectAll();
        QTest::keyClicks(text, QStringLiteral("one two three four five six seven eight nine ten "
                                              "eleven twelve thirteen"));
        settle(*m_window);
        const int n = m_window->runner()->lastRun()->trace.shape.n;
        QCOMPARE(n, 13);
        QVERIFY(m_window->positionalEncodingPage()->sequenceLength() != n);
        m_window->viewTabs()->setCurrentIndex(PositionalEncodingTab);
        QCOMPARE(m_window->positionalEncodingPage()->sequenceLength(), n);
        m_window->viewTabs()->setCurrentIndex(ComplexityTab);
        QCOMPARE(child<QSpinBox>(m_window->complexityPage(), "complexityLengthSpin")->value(), n);
        QVERIFY(m_window->stepThroughView()->run() != m_window->runner()->lastRun());
        m_window->viewTabs()->setCurrentIndex(StepThroughTab);
        QCOMPARE(m_window->stepThroughView()->run(), m_window->runner()->lastRun());
    }

    void draggingTheTemperatureSliderIsOneUndoStep()
    {
        auto* slider = child<QSlider>(m_window.get(), "temperatureSlider");
        QSignalSpy finished(m_window->runner(), &AttentionRunner::runFinished);
        slider->setFocus();
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(slider, Qt::Key_Left); // 20 steps of 0.01 decades
        settle(*m_window);
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
        const float t = m_window->document()->spec().config.scoring.temperature;
        QVERIFY(std::abs(t - std::pow(10.0f, -0.2f)) < 1e-4f);
        QVERIFY(finished.count() >= 1);
        QVERIFY(finished.count() < 20); // superseded requests were not delivered
        verifyHeatmapsMatchEngine(*m_window);
        QCOMPARE(child<QDoubleSpinBox>(m_window.get(), "temperatureSpin")->value(), 0.63);
    }

    void exportsTheCurrentViewAsAFigure()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("heads.png"));
        QVERIFY(m_window->exportFigure(png));
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), m_window->headGrid()->size() * 2);
        const QString svg = dir.filePath(QStringLiteral("heads.svg"));
        QVERIFY(m_window->exportFigure(svg));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));
        QVERIFY(!m_window->exportFigure(dir.filePath(QStringLiteral("heads.bmp"))));
        QCOMPARE(m_errors.size(), 1);
        QVERIFY(m_errors.front().contains(QStringLiteral(".png")));
    }

    void compareTabRunsConfigurationB()
    {
        m_window->viewTabs()->setCurrentIndex(CompareTab);
        QCoreApplication::processEvents();
        m_window->compareRunner()->waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(m_window->compareRunner()->lastRun());
        QCOMPARE(m_window->compareRunner()->lastRun()->prepared.config.scoring.type,
                 ScoringType::Additive);
        QVERIFY(m_window->compareView()->maxAbsDifference() > 0.0);
    }

    // Memory: after each tab has drawn a run, a pass whose trace would not fit
    // in the budget beside the shown one first makes every view, the window,
    // the compare view and the runner let go of it (a weak reference expires
    // before the pass starts; "Computing…" shows meanwhile), then shows the
    // new run. Hidden tabs never hold an older run than the shown one.
    void largePassesLetGoOfTheShownRunFirst()
    {
        MainWindow& window = *m_window;
        for (int tab : {int(LinesTab), int(DistributionTab), int(StepThroughTab), int(CompareTab),
                        int(HeadsTab)}) {
            window.viewTabs()->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            window.compareRunner()->waitForIdle();
            QCoreApplication::processEvents();
        }
        std::weak_ptr<const SpecRun> shown = window.runner()->lastRun();
        const std::uint64_t bytes = shown.lock()->trace.byteSize();

        // A change without memory pressure: the new run replaces the old one
        // in every view, hidden ones included (they redraw when shown).
        window.document()->edit(CommandId::Temperature, QStringLiteral("temperature"),
                                [](Spec& spec) { spec.config.scoring.temperature = 1.5f; });
        settle(window);
        QVERIFY2(shown.expired(), "a view still holds the previous run");
        shown = window.runner()->lastRun();

        EngineLimits limits = window.runner()->limits();
        limits.maxTraceBytes = bytes + bytes / 2;
        window.runner()->setLimits(limits);
        bool expiredOnRelease = false;
        QString pageOnRelease;
        connect(window.runner(), &AttentionRunner::releaseRequested, this, [&] {
            expiredOnRelease = shown.expired();
            pageOnRelease =
                child<QStackedWidget>(&window, "centralStack")->currentWidget()->objectName();
        });
        window.document()->edit(CommandId::Temperature, QStringLiteral("temperature"),
                                [](Spec& spec) { spec.config.scoring.temperature = 0.5f; });
        settle(window);
        QVERIFY2(expiredOnRelease, "something still held the shown run when the pass started");
        QCOMPARE(pageOnRelease, QStringLiteral("releasedStateLabel"));
        QVERIFY(!window.isShowingEmptyState());
        QCOMPARE(child<QStackedWidget>(&window, "centralStack")->currentWidget(),
                 static_cast<QWidget*>(window.viewTabs()));
        QCOMPARE(window.headGrid()->run(), window.runner()->lastRun());
        verifyHeatmapsMatchEngine(window);
    }
};

AE_TEST_MAIN_GUI(TestMainWindow)
#include "test_main_window.moc"
