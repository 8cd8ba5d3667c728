// The Model tab driven as a user would under offscreen: open a tiny model,
// the text runs, the overview shows every head with its label, clicking and
// the arrow keys select, the detail shows the head (or the rollout) the run
// holds, GPT-2's timeline shows the causal mask growing, and a model trained
// in the app opens on its own question.

#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/trained_model_writer.h"
#include "core/training/trainer.h"
#include "ui/model/model_overview_widget.h"
#include "ui/model/model_page.h"
#include "ui/views/attention_heatmap.h"

#include "tests/model_fixture_support.h"
#include "tests/test_main.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace ae;

namespace {

// An untrained model of `task`, saved in `folder` as the Training tab saves
// one, with `question` as the text it opens on.
bool saveUntrainedModel(const QString& folder, TaskKind task, int length, int letters, int layers,
                        int heads, const QString& question, ReadError* error)
{
    TrainerSettings settings;
    settings.task.kind = task;
    settings.task.length = length;
    settings.task.alphabetSize = letters;
    settings.layers = layers;
    settings.heads = heads;
    settings.width = 8;
    settings.batchSize = 8;
    Trainer trainer(settings);
    return saveTrainedModel(
        folder, trainer.weights(), trainer.task().vocabulary(),
        trainedModelNotes(trainer.task(), 0, 1, PositionKind::Learned, question), error);
}

// A Model tab at 1200 × 800, shown, with the fixture `name` open and its
// first run done (opening runs the text at once).
struct OpenedPage
{
    explicit OpenedPage(const char* name)
    {
        page.resize(1200, 800);
        page.show();
        document.open(ae::test::modelFixture(name));
        document.waitForIdle();
    }
    ModelDocument document;
    ModelPage page{&document};
};

} // namespace

class TestModelPage : public QObject
{
    Q_OBJECT

private slots:
    void opensRunsAndSelects()
    {
        ModelDocument document;
        ModelPage page(&document);
        page.resize(1200, 800);
        page.show();
        QVERIFY(!page.textEdit()->isEnabled());
        QVERIFY(page.findChild<QLabel*>("modelSummary")->text().startsWith("No model is open."));
        // The empty overview says what to do first: Run is off until a
        // model is open.
        QVERIFY(!page.findChild<QPushButton*>("runModelButton")->isEnabled());
        QVERIFY2(page.overview()->placeholderText().startsWith(QStringLiteral("Open a model")),
                 qPrintable(page.overview()->placeholderText()));
        document.open(ae::test::modelFixture("tiny-bert"));
        document.waitForIdle(); // opening runs the text at once
        const ModelRunPtr run = document.lastRun();
        QVERIFY(run);
        QCOMPARE(run->labels.constFirst(), QStringLiteral("[CLS]"));
        QVERIFY(!page.generateBox()->isEnabled()); // BERT does not generate
        QVERIFY(page.overview()->placeholderText().startsWith(QStringLiteral("Run a text")));
        QVERIFY(page.timeline()->isHidden());

        // Head (0, 0) first; the detail is its weights.
        ModelOverviewWidget* overview = page.overview();
        QCOMPARE(page.detail()->matrix(), Matrix(run->analysis.trace.layers[0].heads[0].weights));
        // BERT is bidirectional: no key is drawn masked.
        QVERIFY(!run->causal);
        QCOMPARE(page.detail()->mask().size(), Eigen::Index(0));
        // The labels are in the widget's font (presentation mode enlarges
        // it): the margins and captions leave them its full height.
        const QFont before = overview->font();
        QFont large = before;
        large.setPointSizeF(before.pointSizeF() * 2.0);
        overview->setFont(large);
        const QFontMetrics metrics(large);
        QVERIFY2(overview->cellRect(0, 0).top() >= metrics.height(),
                 qPrintable(QStringLiteral("cells start at %1 px, a line is %2 px")
                                .arg(overview->cellRect(0, 0).top())
                                .arg(metrics.height())));
        QVERIFY(overview->cellRect(0, 0).left() >= metrics.horizontalAdvance(QStringLiteral("L2")));
        QVERIFY(overview->cellRect(1, 0).top() - overview->cellRect(0, 0).bottom() >
                metrics.height());
        overview->setFont(before);
        // Rows that leave the cells small (a short pane) do not squeeze the
        // captions: the columns share the pane's width, each cell centred in
        // its column, the caption under it as wide as the column.
        ModelOverviewWidget wide;
        wide.setRun(run);
        wide.resize(900, 260);
        const QRect first = wide.captionRect(1, 0), second = wide.captionRect(1, 1);
        QCOMPARE(second.left() - first.left(), first.width());
        QVERIFY2(first.width() >= 420, // (900 − the "L2" margin) / 2
                 qPrintable(QString::number(first.width())));
        QVERIFY2(wide.cellRect(1, 0).width() < first.width() / 2,
                 qPrintable(QString::number(wide.cellRect(1, 0).width())));
        QVERIFY(std::abs(wide.cellRect(1, 1).center().x() - second.center().x()) <= 1);
        QCOMPARE(first.top(), wide.cellRect(1, 0).bottom() + 1);
        // A click on (1, 1) selects it.
        QTest::mouseClick(overview, Qt::LeftButton, {}, overview->cellRect(1, 1).center());
        QCOMPARE(overview->selectedLayer(), 1);
        QCOMPARE(overview->selectedHead(), 1);
        QCOMPARE(page.detail()->matrix(), Matrix(run->analysis.trace.layers[1].heads[1].weights));
        const HeadAnalysis& head = run->analysis.heads[1][1];
        QVERIFY2(page.scoresLabel()->text().contains(
                     QStringLiteral("previous token %1").arg(head.scores.previousToken, 0, 'f', 2)),
                 qPrintable(page.scoresLabel()->text()));
        QVERIFY(page.detail()->title().contains(headBehaviourName(head.label)));
        // The scores line ends with the best fixed offset, named by its
        // distance.
        const QString offset = QStringLiteral(" · %1 back %2.")
                                   .arg(head.scores.offsetDistance)
                                   .arg(head.scores.fixedOffset, 0, 'f', 2);
        QVERIFY2(head.scores.offsetDistance >= 2 && page.scoresLabel()->text().endsWith(offset),
                 qPrintable(page.scoresLabel()->text() + QStringLiteral(" / ") + offset));
        // BERT is bidirectional: its heads may look ahead, so the line also
        // gives the next and the last token's scores (before the offset).
        const QString ahead = QStringLiteral(" · next token %1 · last token %2 · ")
                                  .arg(head.scores.nextToken, 0, 'f', 2)
                                  .arg(head.scores.lastToken, 0, 'f', 2);
        QVERIFY2(page.scoresLabel()->text().contains(ahead),
                 qPrintable(page.scoresLabel()->text() + QStringLiteral(" / ") + ahead));
        // The three other heads are listed as alike, nearest first.
        const std::vector<SimilarHead> similar = similarHeads(run->analysis, 1, 1, 4);
        QVERIFY(page.similarLabel()->text().contains(
            QStringLiteral("L%1 H%2").arg(similar[0].layer + 1).arg(similar[0].head + 1)));
        // Arrow keys move the selection.
        overview->setFocus();
        QTest::keyClick(overview, Qt::Key_Up);
        QTest::keyClick(overview, Qt::Key_Left);
        QCOMPARE(overview->selectedLayer(), 0);
        QCOMPARE(overview->selectedHead(), 0);

        // Rollout through layer 1, with its caveat.
        QTest::keyClick(overview, Qt::Key_Down);
        page.setDetailMode(ModelPage::DetailMode::Rollout);
        QCOMPARE(page.detail()->matrix(), Matrix(run->analysis.rollout[1].cast<float>()));
        QVERIFY(page.findChild<QLabel*>("rolloutCaveat")->isVisible());
        page.setDetailMode(ModelPage::DetailMode::SelectedHead);
        QVERIFY(!page.findChild<QLabel*>("rolloutCaveat")->isVisible());

        // The layer as an import for the Heads and Lines views.
        const std::optional<ImportedAttention> imported = page.selectedLayerAsImport();
        QVERIFY(imported);
        QCOMPARE(imported->headCount(), 2);
        QCOMPARE(imported->queryTokens, run->labels);
        QCOMPARE(imported->layers[0][1], Matrix(run->analysis.trace.layers[1].heads[1].weights));
    }

    // A DistilBERT opens like a BERT: named in the summary, run on the
    // class's text with [CLS] … [SEP], every layer × head labelled, no
    // continuation (it is not a causal model).
    // Under a head's cell: its label and score when they fit, the label
    // alone when not, elided when even that does not.
    void cellCaptionsFitTheirCells()
    {
        const QFontMetrics metrics(QApplication::font());
        const QString full = QStringLiteral("prev .82");
        QCOMPARE(ModelOverviewWidget::cellCaption(HeadLabel{HeadBehaviour::PreviousToken, 0.8249},
                                                  metrics.horizontalAdvance(full), metrics),
                 full);
        QCOMPARE(ModelOverviewWidget::cellCaption(HeadLabel{HeadBehaviour::PreviousToken, 0.8249},
                                                  metrics.horizontalAdvance(full) - 1, metrics),
                 QStringLiteral("prev"));
        QCOMPARE(
            ModelOverviewWidget::cellCaption(HeadLabel{HeadBehaviour::Broad, 1.0}, 400, metrics),
            QStringLiteral("broad 1.00"));
        QCOMPARE(
            ModelOverviewWidget::cellCaption(HeadLabel{HeadBehaviour::Mixed, 0.3}, 400, metrics),
            QStringLiteral("mixed")); // "mixed" earned no score
        // A fixed offset says how far back the head looks.
        QCOMPARE(ModelOverviewWidget::cellCaption(HeadLabel{HeadBehaviour::FixedOffset, 0.86, 6},
                                                  400, metrics),
                 QStringLiteral("6 back .86"));
        QCOMPARE(headBehaviourName(HeadLabel{HeadBehaviour::FixedOffset, 0.86, 6}),
                 QStringLiteral("6 back"));
        const int narrow = metrics.horizontalAdvance(QStringLiteral("induct")) - 1;
        const QString elided = ModelOverviewWidget::cellCaption(
            HeadLabel{HeadBehaviour::Induction, 0.5}, narrow, metrics);
        QVERIFY2(elided != QStringLiteral("induct") && metrics.horizontalAdvance(elided) <= narrow,
                 qPrintable(elided));
    }

    void opensADistilBert()
    {
        OpenedPage opened("tiny-distilbert");
        ModelDocument& document = opened.document;
        ModelPage& page = opened.page;
        QVERIFY2(
            page.findChild<QLabel*>("modelSummary")
                ->text()
                .startsWith(QStringLiteral("tiny-distilbert · DistilBERT · 2 layers × 2 heads")),
            qPrintable(page.findChild<QLabel*>("modelSummary")->text()));
        const ModelRunPtr run = document.lastRun();
        QVERIFY(run);
        QCOMPARE(run->labels.constFirst(), QStringLiteral("[CLS]"));
        QCOMPARE(run->labels.constLast(), QStringLiteral("[SEP]"));
        QVERIFY(!page.generateBox()->isEnabled());
        QCOMPARE(run->analysis.heads.size(), std::size_t(2));
        for (const auto& layer : run->analysis.heads)
            QCOMPARE(layer.size(), std::size_t(2));
        // Bidirectional: the first query attends past itself.
        QVERIFY(run->analysis.trace.layers[0].heads[0].weights(0, 1) > 0.0f);
        QCOMPARE(page.detail()->matrix(), Matrix(run->analysis.trace.layers[0].heads[0].weights));
        QVERIFY(
            page.detail()->title().contains(headBehaviourName(run->analysis.heads[0][0].label)));
        QVERIFY(!page.overview()->cellRect(1, 1).isEmpty());
    }

    void gpt2TimelineGrowsTheMask()
    {
        OpenedPage opened("tiny-gpt2");
        ModelDocument& document = opened.document;
        ModelPage& page = opened.page;
        QVERIFY(page.generateBox()->isEnabled());
        page.textEdit()->setText(QStringLiteral("the cat"));
        page.generateBox()->setValue(3);
        QTest::keyClick(page.textEdit(), Qt::Key_Return);
        document.waitForIdle();
        const ModelRunPtr run = document.lastRun();
        QCOMPARE(run->analysis.promptLength, 3); // t, he, ␣cat
        QCOMPARE(run->labels.size(), 6);
        QVERIFY(page.timeline()->isVisible());
        QCOMPARE(page.timeline()->maximum(), 3);
        QCOMPARE(page.detail()->matrix().rows(), 6);
        page.timeline()->setValue(1);
        QCOMPARE(page.detail()->matrix(),
                 Matrix(run->analysis.trace.layers[0].heads[0].weights.topLeftCorner(4, 4)));
        // The keys after each query are drawn masked (grey, hatched), as the
        // Heads tab draws a causal mask, in the head's weights and in the
        // rollout, at the step's size.
        const KeepMask causal = KeepMask::Ones(4, 4).triangularView<Eigen::Lower>();
        QVERIFY(run->causal);
        // A causal head cannot look ahead: its scores line does not offer to.
        QVERIFY2(!page.scoresLabel()->text().contains(QStringLiteral("next token")),
                 qPrintable(page.scoresLabel()->text()));
        QCOMPARE(page.detail()->mask().rows(),
                 causal.rows()); // before ==, which needs equal shapes
        QVERIFY(page.detail()->mask() == causal);
        page.setDetailMode(ModelPage::DetailMode::Rollout);
        QCOMPARE(page.detail()->mask().rows(), causal.rows());
        QVERIFY(page.detail()->mask() == causal);
        page.setDetailMode(ModelPage::DetailMode::SelectedHead);
        QVERIFY(page.findChild<QLabel*>("timelineLabel")
                    ->text()
                    .startsWith(QStringLiteral("Generation step 1 of 3:")));
        QCOMPARE(page.selectedLayerAsImport()->queryTokens.size(), 4);
    }

    // A model trained in the app opens on its own question (its notes),
    // continued as far as its positions allow, with what its task asks under
    // the summary; a model without notes keeps the class's text.
    void aTrainedModelOpensOnItsQuestion()
    {
        QTemporaryDir dir;
        ReadError error;
        QVERIFY2(saveUntrainedModel(dir.path(), TaskKind::Reverse, 4, 5, 1, 2,
                                    QStringLiteral("dbca|"), &error),
                 qPrintable(error.english()));

        OpenedPage opened("tiny-gpt2");
        ModelDocument& document = opened.document;
        ModelPage& page = opened.page;
        page.textEdit()->setText(QStringLiteral("the cat"));
        page.generateBox()->setValue(2);
        document.open(dir.path());
        document.waitForIdle();
        QCOMPARE(page.textEdit()->text(), QStringLiteral("dbca|"));
        QCOMPARE(page.generateBox()->value(), 3); // 8 positions: 5 read, 3 generated
        const ModelRunPtr run = document.lastRun();
        QVERIFY(run);
        QCOMPARE(run->text, QStringLiteral("dbca|"));
        QCOMPARE(run->labels.size(), 8);
        QCOMPARE(run->labels.mid(0, 5).join(QString()), QStringLiteral("dbca|"));
        const QString summary = page.findChild<QLabel*>("modelSummary")->text();
        QVERIFY2(summary.contains(QStringLiteral("\nReverse: ")), qPrintable(summary));

        // Back to a model without notes: the text stays as it is.
        page.textEdit()->setText(QStringLiteral("the dog"));
        document.open(ae::test::modelFixture("tiny-gpt2"));
        document.waitForIdle();
        QCOMPARE(page.textEdit()->text(), QStringLiteral("the dog"));
        QCOMPARE(document.lastRun()->text, QStringLiteral("the dog"));
        QVERIFY(!page.findChild<QLabel*>("modelSummary")->text().contains(QLatin1Char('\n')));
    }

    // The overview is no taller than its grid: the selected head's words
    // follow its last row, and the thumbnails are as large as in a column of
    // unlimited height. A deep model fills the column and scrolls, with the
    // words still below it.
    void overviewIsNoTallerThanItsGrid()
    {
        OpenedPage opened("tiny-gpt2");
        ModelDocument& document = opened.document;
        ModelPage& page = opened.page;
        QCoreApplication::processEvents(); // the deferred fitting
        ModelOverviewWidget* overview = page.overview();
        auto* scroll = qobject_cast<QScrollArea*>(overview->parentWidget()->parentWidget());
        QVERIFY(scroll);
        auto* scores = page.findChild<QLabel*>("modelHeadScores");
        const int layers = int(document.lastRun()->analysis.trace.layers.size());
        const int heads = int(document.lastRun()->analysis.trace.layers.front().heads.size());
        QCOMPARE(layers, 2);

        const auto checkFitted = [&] {
            QCoreApplication::processEvents();
            const int viewportWidth = scroll->viewport()->width();
            QCOMPARE(overview->height(), overview->fittedHeight(viewportWidth));
            QCOMPARE(scroll->height(), overview->height() + 2 * scroll->frameWidth());
            QCOMPARE(scroll->verticalScrollBar()->maximum(), 0); // nothing to scroll
            // The last row's captions end within the gap + the 2 px margin of the
            // bottom: no blank band under the grid.
            const int lastCaption = overview->captionRect(layers - 1, heads - 1).bottom();
            QVERIFY2(
                lastCaption < overview->height() && overview->height() - lastCaption <= 9,
                qPrintable(QStringLiteral("%1 of %2").arg(lastCaption).arg(overview->height())));
            // The words come right under the grid.
            const int below = scores->mapTo(&page, QPoint(0, 0)).y() -
                              scroll->mapTo(&page, QPoint(0, scroll->height())).y();
            QVERIFY2(below >= 0 && below <= 12, qPrintable(QString::number(below)));
            // The same thumbnails as in an overview with all the height it
            // could want: capping took nothing from them.
            ModelOverviewWidget tall;
            tall.setFont(overview->font());
            tall.setRun(document.lastRun());
            tall.resize(viewportWidth, 3000);
            QCOMPARE(overview->cellRect(layers - 1, heads - 1).size(),
                     tall.cellRect(layers - 1, heads - 1).size());
            QVERIFY(overview->cellRect(0, 0).width() >= 40);
        };
        checkFitted();
        if (QTest::currentTestFailed())
            return;
        // Presentation mode's larger font: the margins and captions grow.
        QFont large = page.font();
        large.setPointSizeF(large.pointSizeF() * 1.8);
        page.setFont(large);
        page.resize(1400, 1200);
        checkFitted();
        if (QTest::currentTestFailed())
            return;
        page.setFont(QFont());
        page.resize(900, 800);
        checkFitted();
        if (QTest::currentTestFailed())
            return;

        // Eight layers in a short page: the overview takes what the column
        // has and scrolls; the words stay in view under it.
        QTemporaryDir dir;
        ReadError error;
        QVERIFY2(saveUntrainedModel(dir.path(), TaskKind::Copy, 3, 4, 8, 2, QStringLiteral("abc|"),
                                    &error),
                 qPrintable(error.english()));
        page.resize(900, 500);
        document.open(dir.path());
        document.waitForIdle();
        QCoreApplication::processEvents();
        QCOMPARE(int(document.lastRun()->analysis.trace.layers.size()), 8);
        QVERIFY(scroll->height() < overview->fittedHeight(scroll->viewport()->width()));
        QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
        QVERIFY(!scores->text().isEmpty());
        const QRect shown =
            scores->geometry().translated(scores->parentWidget()->mapTo(&page, QPoint(0, 0)));
        QVERIFY2(page.rect().contains(shown), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                             .arg(shown.x())
                                                             .arg(shown.y())
                                                             .arg(shown.width())
                                                             .arg(shown.height())));
    }

    // The detail's cells are square, as on the Heads tab, at every step of
    // the timeline and in a wide or a tall page; the room left goes round it.
    void detailKeepsCellsSquare()
    {
        OpenedPage opened("tiny-gpt2");
        ModelDocument& document = opened.document;
        ModelPage& page = opened.page;
        page.textEdit()->setText(QStringLiteral("the cat"));
        page.generateBox()->setValue(3);
        QTest::keyClick(page.textEdit(), Qt::Key_Return);
        document.waitForIdle();
        AttentionHeatmap* detail = page.detail();
        QWidget* frame = detail->parentWidget();
        const auto square = [&](int n) {
            if (detail->matrix().rows() != n)
                return false;
            const QRect cells = detail->axisRect()->rect();
            const QRect place = frame->rect();
            const QRect shown = detail->geometry();
            // Square to a pixel (the plot's layout rounds the rectangle),
            // at least 10 px, centred in the frame, which one side fills
            // but for the rounding to whole-pixel cells (< n px).
            return std::abs(cells.width() - cells.height()) <= 1 && cells.width() >= 10 * n &&
                   std::abs(shown.left() - (place.width() - 1 - shown.right())) <= 1 &&
                   std::abs(shown.top() - (place.height() - 1 - shown.bottom())) <= 1 &&
                   std::min(shown.left(), shown.top()) < n;
        };
        QTRY_VERIFY(square(6));
        page.timeline()->setValue(1);
        QTRY_VERIFY(square(4));
        page.resize(1900, 600); // wide: the height sets the side
        QTRY_VERIFY(square(4));
        QVERIFY(detail->x() > 20);
        page.timeline()->setValue(3);
        page.resize(1000, 1200); // tall: the width sets it
        QTRY_VERIFY(square(6));
        QVERIFY(detail->y() > 20);
    }

    // Save Matrix writes the detail's matrix: CSV with the tokens, or .npy.
    void savesTheShownMatrix()
    {
        ModelDocument document;
        ModelPage page(&document);
        QString error;
        QVERIFY(!page.saveMatrix(QStringLiteral("/nonexistent/x.csv"), &error));
        QVERIFY(error.contains(QLatin1String("nothing to save")));
        document.open(ae::test::modelFixture("tiny-gpt2"));
        document.waitForIdle();
        QVERIFY(page.saveMatrixButton()->isEnabled());
        page.overview()->setSelectedHead(1, 0);
        QTemporaryDir dir;
        const QString csvPath = dir.filePath(QStringLiteral("head.csv"));
        QVERIFY2(page.saveMatrix(csvPath, &error), qPrintable(error));
        QFile csvFile(csvPath);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        ReadError readError;
        const std::optional<CsvMatrix> csv = readCsv(csvFile.readAll(), true, true, &readError);
        QVERIFY2(csv, qPrintable(readError.english()));
        const Matrix expected = document.lastRun()->analysis.trace.layers[1].heads[0].weights;
        QCOMPARE(csv->values.rows(), expected.rows());
        QVERIFY((csv->values - expected).cwiseAbs().maxCoeff() < 1e-6f);
        QCOMPARE(csv->columnLabels, document.lastRun()->labels);
        const QString npyPath = dir.filePath(QStringLiteral("head.npy"));
        QVERIFY2(page.saveMatrix(npyPath, &error), qPrintable(error));
        const std::optional<NpyArray> npy = readNpyFile(npyPath, &readError);
        QVERIFY2(npy, qPrintable(readError.english()));
        QCOMPARE(npy->shape, (std::vector<std::int64_t>{expected.rows(), expected.cols()}));
        QCOMPARE(npy->data[std::size_t(expected.cols() + 1)], expected(1, 1));
    }

    void errorsShowInTheStatus()
    {
        ModelDocument document;
        ModelPage page(&document);
        document.open(ae::test::modelFixture("tiny-gpt2-f16")); // no tokenizer: ids
        document.waitForIdle();
        QVERIFY(
            page.statusLabel()->text().startsWith(QStringLiteral("this folder has no tokenizer")));
        page.textEdit()->setText(QStringLiteral("3 17 5"));
        page.runText();
        document.waitForIdle();
        QCOMPARE(page.statusLabel()->text(), QStringLiteral("3 token(s): 3 17 5"));
        // Continued past the model's 16 positions: 13 tokens are added, and
        // the status says why it stopped there.
        page.generateBox()->setValue(20);
        page.runText();
        document.waitForIdle();
        QCOMPARE(document.lastRun()->analysis.generated.size(), std::size_t(13));
        QVERIFY2(page.statusLabel()->text().startsWith(QStringLiteral("16 token(s): 3 17 5 ")) &&
                     page.statusLabel()->text().endsWith(
                         QStringLiteral(" (continued by 13 token(s) only: the model reads at most "
                                        "16 positions)")),
                 qPrintable(page.statusLabel()->text()));
        // A text longer than the positions is refused before any pass, in
        // the user's terms.
        page.generateBox()->setValue(0);
        page.textEdit()->setText(QStringLiteral("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17"));
        page.runText();
        document.waitForIdle();
        QCOMPARE(page.statusLabel()->text(),
                 QStringLiteral("the text is 17 tokens long; this model reads at most 16: "
                                "shorten it"));
    }
};

AE_TEST_MAIN_GUI(TestModelPage)
#include "test_model_page.moc"
