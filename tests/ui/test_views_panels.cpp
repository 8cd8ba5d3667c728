// HeadGridView, QueryDistributionView, CompareView and AttentionLineView show
// the trace's numbers: per-head and mean weights, a row's entropy, A − B.

#include "core/masked_softmax.h"
#include "ui/panels/flow_layout.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/attention_line_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/current_page_sizing.h"
#include "ui/views/fitted_title.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/plot_keys.h"
#include "ui/views/query_distribution_view.h"
#include "ui/views/square_panels.h"

#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>

#include <cmath>

using namespace ae;
using namespace ae::test;

namespace {

// A real mouse-move event through the widget's event handler (QTest::mouseMove
// does not reach widgets reliably on the offscreen platform).
void moveMouse(QWidget* widget, const QPointF& pos)
{
    QMouseEvent move(QEvent::MouseMove, pos, widget->mapToGlobal(pos), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(widget, &move);
}

// Sizes `view`, gives it `run` and shows it; whether it was exposed.
template <typename View> bool showWithRun(View& view, const RunPtr& run, QSize size)
{
    view.resize(size);
    view.setRun(run);
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}

// Two configurations of one 11-token sentence, 2 heads, seeds 1 and 2: the
// Compare tab's A and B.
std::pair<RunPtr, RunPtr> compareRuns()
{
    const QString sentence = QStringLiteral("The cat sat on the mat because it was tired .");
    return {runFromJson(sentenceSpec(sentence, 2)), runFromJson(sentenceSpec(sentence, 2, 2))};
}

} // namespace

class TestViewsPanels : public QObject
{
    Q_OBJECT
private slots:
    void gridHasOneHeatmapPerHeadAndTheMean_data();
    void gridHasOneHeatmapPerHeadAndTheMean();
    void gridReusesHeatmapsWhileTheHeadCountStays();
    void gridScoresAndBatchItems();
    void gridClicksAndEnlarging();
    void gridKeepsThePictureOnANullRun();
    void distributionEntropyEqualsRowEntropy();
    void distributionHandDerivedEntropy();
    void distributionFullyMaskedRow();
    void compareDifferenceHandDerived();
    void compareRefusesDifferentShapes();
    void compareKeepsCellsSquare();
    void compareTitlesNameTheHeadTogether();
    void lineViewHoverIsolatesAToken();
    void lineViewHeadColoursAreDistinct();
    void tabsAskForTheRoomOfTheShownPage();
    void flowLayoutWrapsAndCentresItsRows();
    void legendBelowWrapsWhereItsEntriesDoNotFit();
};

void TestViewsPanels::gridHasOneHeatmapPerHeadAndTheMean_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<QString>("text");
    QTest::newRow("2 heads, English") << 2 << QStringLiteral("the cat sat on the mat");
    QTest::newRow("4 heads, Chinese") << 4 << QStringLiteral("我爱自然语言处理");
    QTest::newRow("8 heads") << 8 << QStringLiteral("a b c d e");
}

void TestViewsPanels::gridHasOneHeatmapPerHeadAndTheMean()
{
    QFETCH(int, heads);
    QFETCH(QString, text);
    const RunPtr run = runFromJson(sentenceSpec(text, heads));
    QVERIFY(run);
    HeadGridView grid;
    QVERIFY(showWithRun(grid, run, QSize(900, 700)));
    QCOMPARE(grid.headCount(), heads);
    const BatchItemTrace& item = run->trace.batch[0];
    const QStringList tokens = labels(run->prepared.tokens[0]);
    for (int h = 0; h < heads; ++h) {
        AttentionHeatmap* heatmap = grid.heatmap(h);
        QVERIFY(heatmap);
        QVERIFY(heatmap->isVisible());
        QCOMPARE(heatmap->title(), QStringLiteral("head %1").arg(h + 1));
        QCOMPARE(heatmap->matrix(), item.heads[std::size_t(h)].weights);
        QCPColorMapData* data = heatmap->colorMapPlottable()->data();
        for (int r = 0; r < item.heads[std::size_t(h)].weights.rows(); ++r)
            for (int c = 0; c < item.heads[std::size_t(h)].weights.cols(); ++c)
                QCOMPARE(data->cell(r, c), double(item.heads[std::size_t(h)].weights(r, c)));
        QCOMPARE(heatmap->rowLabels(), tokens);
    }
    QVERIFY(!grid.heatmap(heads));
    AttentionHeatmap* mean = grid.heatmap(-1);
    QVERIFY(mean && mean->isVisible());
    QCOMPARE(mean->title(), QStringLiteral("mean over heads"));
    const Matrix expected = item.meanWeights();
    QCOMPARE(mean->matrix(), expected);
    // Shared scale: every panel has the same colour range, from 0 to the
    // largest weight of any head.
    double largest = 0.0;
    for (const HeadTrace& head : item.heads)
        largest = std::max(largest, double(head.weights.maxCoeff()));
    for (int h = -1; h < heads; ++h) {
        QCOMPARE(grid.heatmap(h)->dataRange().lower, 0.0);
        QCOMPARE(grid.heatmap(h)->dataRange().upper, largest);
    }
    // Per-head scales: each follows its own data.
    grid.setColourScale(HeadGridView::ColourScale::EachHead);
    for (int h = 0; h < heads; ++h) {
        QVERIFY(std::abs(grid.heatmap(h)->dataRange().upper -
                         double(item.heads[std::size_t(h)].weights.maxCoeff())) < 1e-6);
        QVERIFY(!grid.heatmap(h)->rowColourScale());
    }
    // Per-row scales: 0 … 1, every row's largest weight is 1 and the others
    // its fraction of it, while the values and the hover stay the weights.
    grid.setColourScale(HeadGridView::ColourScale::EachRow);
    for (int h = 0; h < heads; ++h) {
        AttentionHeatmap* heatmap = grid.heatmap(h);
        const Matrix& w = item.heads[std::size_t(h)].weights;
        QVERIFY(heatmap->rowColourScale());
        QCOMPARE(heatmap->dataRange().lower, 0.0);
        QCOMPARE(heatmap->dataRange().upper, 1.0);
        QCOMPARE(heatmap->matrix(), w);
        QCOMPARE(heatmap->colorScale()->axis()->label(), QStringLiteral("weight ÷ row maximum"));
        QCPColorMapData* data = heatmap->colorMapPlottable()->data();
        for (int r = 0; r < w.rows(); ++r) {
            Eigen::Index top = 0;
            const float largest = w.row(r).maxCoeff(&top);
            QVERIFY(std::abs(data->cell(r, int(top)) - 1.0) < 1e-6);
            for (int c = 0; c < w.cols(); ++c)
                QVERIFY(std::abs(data->cell(r, c) - double(w(r, c)) / largest) < 1e-6);
        }
    }
    // Back to one scale: the label goes, the shared range comes back.
    grid.setColourScale(HeadGridView::ColourScale::SharedByHeads);
    QVERIFY(grid.heatmap(0)->colorScale()->axis()->label().isEmpty());
    QCOMPARE(grid.heatmap(0)->dataRange().upper, largest);
    // The grid is about square.
    QSet<int> columns;
    QSet<int> rows;
    for (int h = -1; h < heads; ++h) {
        columns.insert(grid.heatmap(h)->x());
        rows.insert(grid.heatmap(h)->y());
    }
    QVERIFY(std::abs(columns.size() - rows.size()) <= 1);
}

void TestViewsPanels::gridReusesHeatmapsWhileTheHeadCountStays()
{
    HeadGridView grid;
    grid.setRun(runFromJson(sentenceSpec(QStringLiteral("one two three"), 2, 1)));
    AttentionHeatmap* first = grid.heatmap(0);
    const RunPtr other = runFromJson(sentenceSpec(QStringLiteral("four five six seven"), 2, 2));
    QVERIFY(other);
    grid.setRun(other);
    QCOMPARE(grid.heatmap(0), first);
    QCOMPARE(first->matrix(), other->trace.batch[0].heads[0].weights);
    grid.setRun(runFromJson(sentenceSpec(QStringLiteral("four five six seven"), 4, 2)));
    QCOMPARE(grid.headCount(), 4);
    // One head: nothing to average, no mean panel.
    grid.setRun(runFromJson(sentenceSpec(QStringLiteral("four five"), 1, 2)));
    QCOMPARE(grid.headCount(), 1);
    QVERIFY(!grid.heatmap(-1)->isVisibleTo(&grid));
}

void TestViewsPanels::gridScoresAndBatchItems()
{
    // Two sentences: the shorter is padded and masked by its valid length.
    const RunPtr run =
        runFromJson(sentenceSpec(QStringLiteral("the cat sat down\\nhello world"), 2));
    QVERIFY(run);
    QCOMPARE(int(run->trace.batch.size()), 2);
    HeadGridView grid;
    grid.setRun(run);
    grid.setBatchIndex(1);
    const BatchItemTrace& second = run->trace.batch[1];
    QCOMPARE(grid.heatmap(1)->matrix(), second.heads[1].weights);
    QCOMPARE(grid.heatmap(1)->rowLabels(), labels(run->prepared.tokens[1]));
    QVERIFY(grid.heatmap(1)->rowLabels().contains(QStringLiteral("<pad>")));
    // The padded keys are masked and flagged.
    QVERIFY(grid.heatmap(1)->isMasked(0, 3));
    QVERIFY(!grid.heatmap(1)->isMasked(0, 1));
    grid.setQuantity(HeadGridView::Quantity::Scores);
    QCOMPARE(grid.heatmap(0)->matrix(), second.heads[0].scores);
    // Scores are signed: the scale is symmetric around 0.
    QCOMPARE(grid.heatmap(0)->dataRange().lower, -grid.heatmap(0)->dataRange().upper);
    QVERIFY(grid.heatmap(0)->cellDescription(0, 0).contains(QStringLiteral(": score ")));
    QVERIFY(grid.heatmap(0)->cellDescription(0, 0).contains(QStringLiteral(", weight ")));
}

void TestViewsPanels::gridClicksAndEnlarging()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("one two three"), 4));
    QVERIFY(run);
    HeadGridView grid;
    QVERIFY(showWithRun(grid, run, QSize(900, 700)));
    QSignalSpy clicked(&grid, &HeadGridView::cellClicked);
    QSignalSpy activated(&grid, &HeadGridView::headActivated);
    for (int h : {2, -1}) {
        AttentionHeatmap* heatmap = grid.heatmap(h);
        heatmap->replot();
        QTest::mouseClick(heatmap, Qt::LeftButton, Qt::NoModifier, heatmap->cellCenter(1, 2));
        QCOMPARE(clicked.count(), 1);
        const QList<QVariant> args = clicked.takeFirst();
        QCOMPARE(args.at(0).toInt(), h);
        QCOMPARE(args.at(1).toInt(), 1);
        QCOMPARE(args.at(2).toInt(), 2);
    }
    AttentionHeatmap* third = grid.heatmap(2);
    QTest::mouseDClick(third, Qt::LeftButton, Qt::NoModifier, third->cellCenter(0, 0));
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.takeFirst().at(0).toInt(), 2);
    QCOMPARE(grid.enlargedHead(), 2);
    for (int h = -1; h < 4; ++h)
        QCOMPARE(grid.heatmap(h)->isVisible(), h == 2);
    grid.setEnlargedHead(-1);
    for (int h = -1; h < 4; ++h)
        QVERIFY(grid.heatmap(h)->isVisible());
    grid.setEnlargedHead(99); // out of range: back to the grid
    QCOMPARE(grid.enlargedHead(), -1);
}

void TestViewsPanels::gridKeepsThePictureOnANullRun()
{
    HeadGridView grid;
    QVERIFY(!grid.findChild<QLabel*>(QStringLiteral("headGridEmptyLabel"))->isHidden());
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("one two"), 2));
    grid.setRun(run);
    QVERIFY(grid.findChild<QLabel*>(QStringLiteral("headGridEmptyLabel"))->isHidden());
    grid.setRun(nullptr);
    QCOMPARE(grid.run(), run);
    QCOMPARE(grid.heatmap(0)->matrix(), run->trace.batch[0].heads[0].weights);
}

void TestViewsPanels::distributionEntropyEqualsRowEntropy()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("the cat sat on the mat"), 2));
    QVERIFY(run);
    const BatchItemTrace& item = run->trace.batch[0];
    QueryDistributionView view;
    view.setRun(run);
    for (int head : {0, 1, -1})
        for (int row : {0, 3, 5}) {
            view.setHead(head);
            view.setQuery(row);
            const RowVector expected =
                head >= 0 ? RowVector(item.heads[std::size_t(head)].weights.row(row))
                          : RowVector(item.meanWeights().row(row));
            QCOMPARE(view.shownWeights(), expected);
            QCOMPARE(view.entropy(), double(rowEntropy(expected)));
            const RowVector output = head >= 0 ? RowVector(item.headOutput(head).row(row))
                                               : RowVector(item.output.row(row));
            QCOMPARE(view.shownOutput(), output);
            // The bars are the weights.
            QCPBars* bars = view.weightsPlot()->findChild<QCPBars*>();
            Q_UNUSED(bars);
            QCOMPARE(view.weightsPlot()->plottable(0)->interface1D()->dataCount(),
                     int(expected.size()));
            QCOMPARE(view.weightsPlot()->plottable(0)->interface1D()->dataMainValue(2),
                     double(expected(2)));
        }
    view.setQuery(99);
    QCOMPARE(view.entropy(), 0.0);
    QVERIFY(view.shownWeights().size() == 0);
}

void TestViewsPanels::distributionHandDerivedEntropy()
{
    // Row 0 of the tiny spec is [1/2, 1/2]: H = ln 2 = 1 × log m.
    const RunPtr run = runFromJson(tinySpec(false));
    QVERIFY(run);
    QueryDistributionView view;
    view.setRun(run);
    view.setHead(0);
    view.setQuery(0);
    QVERIFY(std::abs(view.entropy() - std::log(2.0)) < 1e-6);
    QVERIFY2(view.entropyLabel()->text().contains(QStringLiteral("0.693 nats")),
             qPrintable(view.entropyLabel()->text()));
    QVERIFY(view.entropyLabel()->text().contains(QStringLiteral("1.000 × log m")));
    // Row 1 = [1/(1+e), e/(1+e)].
    view.setQuery(1);
    const double p = 1.0 / (1.0 + std::exp(1.0));
    const double expected = -(p * std::log(p) + (1 - p) * std::log(1 - p));
    QVERIFY(std::abs(view.entropy() - expected) < 1e-6);
}

void TestViewsPanels::distributionFullyMaskedRow()
{
    const RunPtr run = runFromJson(R"({"format": "attention-explorer/spec@1", "inputs": [[0], [1]],
        "mask": {"matrix": [[0, 0], [1, 1]]}})");
    QVERIFY(run);
    QueryDistributionView view;
    view.setRun(run);
    view.setHead(0);
    view.setQuery(0);
    QCOMPARE(view.entropy(), 0.0);
    QVERIFY(view.entropyLabel()->text().contains(QStringLiteral("masked")));
}

void TestViewsPanels::compareDifferenceHandDerived()
{
    // A (no mask) − B (causal) = [[1/2 − 1, 1/2 − 0], [0, 0]]: max |A − B| = 1/2.
    const RunPtr a = runFromJson(tinySpec(false));
    const RunPtr b = runFromJson(tinySpec(true));
    QVERIFY(a && b);
    CompareView view;
    view.setRuns(a, {QStringLiteral("no mask")}, b, {QStringLiteral("causal")});
    view.setHead(0);
    QVERIFY(std::abs(view.maxAbsDifference() - 0.5) < 1e-6);
    const Matrix& difference = view.differenceHeatmap()->matrix();
    QVERIFY(std::abs(difference(0, 0) + 0.5f) < 1e-6f);
    QVERIFY(std::abs(difference(0, 1) - 0.5f) < 1e-6f);
    QCOMPARE(difference(1, 0), 0.0f);
    QCOMPARE(difference(1, 1), 0.0f);
    QCOMPARE(view.heatmapA()->title(), QStringLiteral("A: no mask (head 1)"));
    QCOMPARE(view.heatmapB()->title(), QStringLiteral("B: causal (head 1)"));
    // Diverging scale centred on 0.
    QCOMPARE(view.differenceHeatmap()->dataRange().lower,
             -view.differenceHeatmap()->dataRange().upper);
    QVERIFY(view.heatmapB()->isMasked(0, 1));
    QVERIFY(
        !view.differenceHeatmap()->isMasked(0, 1)); // masked on one side only: a real difference
    QVERIFY(view.messageLabel()->isHidden());
    // Same run on both sides: no difference at all.
    view.setRuns(a, {QStringLiteral("A")}, a, {QStringLiteral("A again")});
    QCOMPARE(view.maxAbsDifference(), 0.0);
}

void TestViewsPanels::compareRefusesDifferentShapes()
{
    const RunPtr a = runFromJson(sentenceSpec(QStringLiteral("one two three"), 2));
    const RunPtr b = runFromJson(sentenceSpec(QStringLiteral("one two"), 2));
    CompareView view;
    view.setRuns(a, {QStringLiteral("three")}, b, {QStringLiteral("two")});
    view.setHead(1);
    QCOMPARE(view.maxAbsDifference(), 0.0);
    QVERIFY(!view.messageLabel()->isHidden());
    QVERIFY(view.messageLabel()->text().contains(QStringLiteral("3×3")));
    view.setRuns(a, {QStringLiteral("A")}, a, {QStringLiteral("B")});
    view.setHead(5); // no such head
    QVERIFY(!view.messageLabel()->isHidden());
    QVERIFY(view.messageLabel()->text().contains(QStringLiteral("head 6")));
}

// A, B and A − B of an 11-token sentence keep square cells in a wide window,
// about square and in a tall strip (before, their cells stretched to about
// 18 × 58 px in the default window): each panel is the size squarePanelSize
// gives for the widest chrome of the three in the arrangement the view
// chose (one row, A − B under A and B, or one column), 4 px apart, and the
// block stands centred. With shapes that differ, each panel fills its place
// again.
void TestViewsPanels::compareKeepsCellsSquare()
{
    const auto [a, b] = compareRuns();
    QVERIFY(a && b);
    CompareView view;
    view.setRuns(a, {QStringLiteral("A")}, b, {QStringLiteral("B")});
    view.setHead(0);
    view.resize(1000, 760);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QList<AttentionHeatmap*> panels{view.heatmapA(), view.heatmapB(),
                                          view.differenceHeatmap()};
    // The cells of every panel are square and the same size, the largest
    // the view's arrangement allows; the panels of a row start their grids
    // on one line, those of a column on one edge, and the block is centred.
    const auto cellsFit = [&] {
        const int columns = view.columnCount();
        const int panelRows = (3 + columns - 1) / columns;
        QSize largest;
        for (AttentionHeatmap* heatmap : panels)
            largest = largest.expandedTo(heatmap->chromeSize());
        const QSize fitted = squarePanelSize(view.size(), columns, panelRows, 4, 11, 11, largest);
        if (!fitted.isValid())
            return false;
        const int side = (fitted.width() - largest.width()) / 11;
        QRect block;
        for (AttentionHeatmap* heatmap : panels) {
            const QRect cells = heatmap->axisRect()->rect();
            // To a pixel: the plot's layout rounds the cells' rectangle.
            const QSize expected = heatmap->chromeSize() + QSize(11 * side, 11 * side);
            if (std::abs(heatmap->width() - expected.width()) > 1 ||
                std::abs(heatmap->height() - expected.height()) > 1 ||
                std::abs(cells.width() - 11 * side) > 1 ||
                std::abs(cells.height() - 11 * side) > 1 || side < 10)
                return false;
            block |= heatmap->geometry();
        }
        const auto cellsTop = [](AttentionHeatmap* heatmap) {
            return heatmap->y() + heatmap->axisRect()->rect().top();
        };
        const auto cellsLeft = [](AttentionHeatmap* heatmap) {
            return heatmap->x() + heatmap->axisRect()->rect().left();
        };
        const QRect a = panels[0]->geometry(), b = panels[1]->geometry(),
                    difference = panels[2]->geometry();
        switch (columns) {
        case 3: // one row, 4 px apart
            if (std::abs(cellsTop(panels[1]) - cellsTop(panels[0])) > 1 ||
                std::abs(cellsTop(panels[2]) - cellsTop(panels[0])) > 1 ||
                std::abs(b.left() - a.right() - 1 - 4) > 1 ||
                std::abs(difference.left() - b.right() - 1 - 4) > 1)
                return false;
            break;
        case 2: // A and B in a row, A − B centred under them
            if (std::abs(cellsTop(panels[1]) - cellsTop(panels[0])) > 1 ||
                std::abs(b.left() - a.right() - 1 - 4) > 1 ||
                difference.top() < std::max(a.bottom(), b.bottom()) ||
                std::abs(difference.center().x() - block.center().x()) > 1)
                return false;
            break;
        default: // one above the other, the grids' left edges on one line
            if (std::abs(cellsLeft(panels[1]) - cellsLeft(panels[0])) > 1 ||
                std::abs(cellsLeft(panels[2]) - cellsLeft(panels[0])) > 1 ||
                b.top() <= a.bottom() || difference.top() <= b.bottom())
                return false;
        }
        return std::abs(block.left() - (view.width() - 1 - block.right())) <= 1 &&
               std::abs(block.top() - (view.height() - 1 - block.bottom())) <= 1;
    };
    // About square: A − B under A and B, whose cells are larger than one
    // row's would be. By hand, with the chrome guessed from a 17 px line
    // (119 × 85): one row gives min((333 − 119)/11, (760 − 85)/11) = 19.5 px,
    // two columns min((500 − 119)/11, (380 − 85)/11) = 26.8 px, one column
    // min((1000 − 119)/11, (253 − 85)/11) = 15.3 px.
    QTRY_VERIFY(cellsFit());
    QCOMPARE(view.columnCount(), 2);
    {
        QSize largest;
        for (AttentionHeatmap* heatmap : panels)
            largest = largest.expandedTo(heatmap->chromeSize());
        const QSize oneRow = squarePanelSize(view.size(), 3, 1, 4, 11, 11, largest);
        QVERIFY(panels[0]->axisRect()->rect().width() >
                (oneRow.width() - largest.width()) / 11 * 11 + 11);
    }
    // A tall strip: one above the other.
    view.resize(600, 1400);
    QTRY_VERIFY(cellsFit());
    QCOMPARE(view.columnCount(), 1);
    view.resize(1900, 600); // a slide: one row, the height sets the side
    QTRY_VERIFY(cellsFit());
    QCOMPARE(view.columnCount(), 3);
    QVERIFY(panels[0]->geometry().left() > 20);
    // A larger font (presentation mode's): larger chromes, the same fit.
    QFont large = view.font();
    large.setPointSizeF(large.pointSizeF() * 1.7);
    view.setFont(large);
    view.resize(1900, 1000);
    QTRY_VERIFY(cellsFit());
    QCOMPARE(view.columnCount(), 3);
    // A Chinese title is taller than "A − B" (the CJK font's line): the
    // three titles share the tallest, and the cells still start on one line.
    view.setRuns(a, {QStringLiteral("缩放点积，无掩码")}, b, {QStringLiteral("加性")});
    QTRY_VERIFY(cellsFit());
    // Presentation mode enlarges the titles' own fonts; then the Chinese
    // titles' line is 9 px taller than "A − B"'s (the cells started that far
    // apart before the titles shared one height).
    for (AttentionHeatmap* heatmap : panels) {
        FittedTitle* title = FittedTitle::of(heatmap);
        QFont font = title->font();
        font.setPointSizeF(font.pointSizeF() * 2);
        title->setFont(font);
        heatmap->replot();
    }
    QTRY_VERIFY(cellsFit());
    QVERIFY(panels[2]->naturalTitleHeight() < panels[0]->naturalTitleHeight());
    for (AttentionHeatmap* heatmap : panels)
        QCOMPARE(FittedTitle::of(heatmap)->outerRect().height(), panels[0]->naturalTitleHeight());
    view.setFont(QFont());

    const RunPtr shorter = runFromJson(sentenceSpec(QStringLiteral("one two"), 2));
    view.setRuns(a, {QStringLiteral("A")}, shorter, {QStringLiteral("B")});
    QVERIFY(!view.messageLabel()->isHidden());
    QTRY_VERIFY(panels[0]->geometry().left() <= 1);
    QVERIFY(std::abs(panels[0]->width() - panels[1]->width()) <= 1);
    QVERIFY(panels[0]->width() + panels[1]->width() + 4 >= view.width() - 1);
}

void TestViewsPanels::compareTitlesNameTheHeadTogether()
{
    const auto [a, b] = compareRuns();
    QVERIFY(a && b);
    CompareView view;
    const QString longLabel =
        QStringLiteral("scaled dot product with a causal mask and a temperature of two");
    view.setRuns(a, {longLabel}, b, {QStringLiteral("additive")});
    view.setHead(0);
    view.resize(1000, 760);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    FittedTitle* titleA = FittedTitle::of(view.heatmapA());
    FittedTitle* titleB = FittedTitle::of(view.heatmapB());
    const QString shortB = QStringLiteral("B: additive");
    // A's title does not fit with the head (nor without: it is elided);
    // B's would, on its own width. Both drop the head.
    QTRY_COMPARE(view.heatmapB()->shownTitle(), shortB);
    QCOMPARE(titleA->firstFittingCandidate(titleA->outerRect().width()), 1);
    QCOMPARE(titleB->firstFittingCandidate(titleB->outerRect().width()), 0);
    QVERIFY(!view.heatmapA()->shownTitle().contains(QStringLiteral("head")));
    QVERIFY(view.heatmapA()->shownTitle().endsWith(QStringLiteral("…")));
    // The figure's description keeps the full title.
    QCOMPARE(view.heatmapA()->title(), QStringLiteral("A: %1 (head 1)").arg(longLabel));
    // A wide slide: both name the head again.
    view.resize(2400, 700);
    QTRY_COMPARE(view.heatmapB()->shownTitle(), QStringLiteral("B: additive (head 1)"));
    QCOMPARE(view.heatmapA()->shownTitle(), QStringLiteral("A: %1 (head 1)").arg(longLabel));
    // And narrow again.
    view.resize(1000, 760);
    QTRY_COMPARE(view.heatmapB()->shownTitle(), shortB);

    // With a brief label beside the long one (CompareBar::describe), A
    // shows the brief one whole instead of the long one elided; B, whose
    // one label fits, shows it (the same candidate index on both).
    view.setRuns(a, {longLabel, QStringLiteral("scaled dot product")}, b,
                 {QStringLiteral("additive")});
    QTRY_COMPARE(view.heatmapA()->shownTitle(), QStringLiteral("A: scaled dot product"));
    QCOMPARE(view.heatmapB()->shownTitle(), shortB);
    QCOMPARE(titleA->firstFittingCandidate(titleA->outerRect().width()), 2);
    QCOMPARE(view.heatmapA()->title(), QStringLiteral("A: %1 (head 1)").arg(longLabel));
    view.resize(2400, 700);
    QTRY_COMPARE(view.heatmapA()->shownTitle(), QStringLiteral("A: %1 (head 1)").arg(longLabel));
    QCOMPARE(view.heatmapB()->shownTitle(), QStringLiteral("B: additive (head 1)"));
}

void TestViewsPanels::lineViewHoverIsolatesAToken()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("the cat sat on the mat"), 2));
    QVERIFY(run);
    AttentionLineView view;
    QVERIFY(showWithRun(view, run, QSize(600, 400)));
    QSignalSpy hovered(&view, &AttentionLineView::tokenHovered);
    // On the label just left of query 2's dot.
    moveMouse(&view, view.tokenAnchor(true, 2) - QPointF(12, 0));
    QCOMPARE(hovered.count(), 1);
    QCOMPARE(hovered.first().at(0).toBool(), true);
    QCOMPARE(hovered.first().at(1).toInt(), 2);
    hovered.clear();
    moveMouse(&view, view.tokenAnchor(false, 4) + QPointF(12, 0));
    QCOMPARE(hovered.count(), 1);
    QCOMPARE(hovered.first().at(0).toBool(), false);
    QCOMPARE(hovered.first().at(1).toInt(), 4);
    hovered.clear();
    moveMouse(&view, QPointF(view.width() / 2.0, view.height() / 2.0)); // between the columns
    QCOMPARE(hovered.count(), 1);
    QCOMPARE(hovered.first().at(1).toInt(), -1);
    // Queries on one side, keys on the other; vertical puts them top and bottom.
    QVERIFY(view.tokenAnchor(true, 0).x() < view.tokenAnchor(false, 0).x());
    view.setOrientation(Qt::Vertical);
    QVERIFY(view.tokenAnchor(true, 0).y() < view.tokenAnchor(false, 0).y());
    QVERIFY(view.tokenAnchor(true, 0).x() < view.tokenAnchor(true, 1).x());
    view.setVisibleHeads({1, 7});
    QCOMPARE(view.shownHeads(), QVector<int>{1});
    view.setVisibleHeads({});
    QCOMPARE(view.shownHeads(), (QVector<int>{0, 1}));
    QVERIFY(!view.grab().isNull());
}

void TestViewsPanels::lineViewHeadColoursAreDistinct()
{
    for (int a = 0; a < 16; ++a)
        for (int b = a + 1; b < 16; ++b)
            QVERIFY(AttentionLineView::headColor(a) != AttentionLineView::headColor(b));
}

// A tab widget's minimum is its current page's: a page 1000 px wide at the
// least held the window's tabs that wide on every tab (the Predict dock then
// squeezed the left docks), and only while it is shown does it ask for that.
void TestViewsPanels::tabsAskForTheRoomOfTheShownPage()
{
    QTabWidget tabs;
    auto* narrow = new QWidget;
    (new QHBoxLayout(narrow))->addWidget(new QLabel(QStringLiteral("narrow")));
    auto* wide = new QWidget;
    auto* wideContent = new QWidget;
    wideContent->setMinimumSize(1000, 600);
    (new QHBoxLayout(wide))->addWidget(wideContent);
    wide->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    tabs.addTab(narrow, QStringLiteral("narrow"));
    tabs.addTab(wide, QStringLiteral("wide"));
    QVERIFY(tabs.minimumSizeHint().width() >= 1000); // Qt's own: the widest page's

    CurrentPageSizing::follow(&tabs);
    QVERIFY2(tabs.minimumSizeHint().width() < 400,
             qPrintable(QString::number(tabs.minimumSizeHint().width())));
    QVERIFY(tabs.minimumSizeHint().height() < 400);

    tabs.setCurrentIndex(1);
    QVERIFY(tabs.minimumSizeHint().width() >= 1000);
    QVERIFY(tabs.minimumSizeHint().height() >= 600);
    // The page has its own size policy back while it is shown.
    QCOMPARE(wide->sizePolicy().horizontalPolicy(), QSizePolicy::Expanding);
    QCOMPARE(wide->sizePolicy().verticalPolicy(), QSizePolicy::Minimum);
    QCOMPARE(narrow->sizePolicy().horizontalPolicy(), QSizePolicy::Ignored);

    tabs.setCurrentIndex(0);
    QVERIFY(tabs.minimumSizeHint().width() < 400);
    QCOMPARE(wide->sizePolicy().horizontalPolicy(), QSizePolicy::Ignored);
}

// The window's view options: rows wrap where the width runs out, the layout's
// minimum is its widest item, and a label sits centred beside the taller box.
void TestViewsPanels::flowLayoutWrapsAndCentresItsRows()
{
    QWidget host;
    auto* flow = new FlowLayout(&host, 10);
    auto* label = new QLabel(QStringLiteral("Show:"));
    auto* box = new QWidget;
    box->setFixedSize(200, 40);
    auto* second = new QWidget;
    second->setFixedSize(300, 20);
    flow->addWidget(label);
    flow->addWidget(box);
    flow->addWidget(second);
    QCOMPARE(flow->minimumSize().width(), 300);

    const int labelWidth = label->sizeHint().width();
    const int oneRow = labelWidth + 10 + 200 + 10 + 300;
    QCOMPARE(flow->heightForWidth(oneRow), 40);
    host.resize(oneRow, 40);
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QCOMPARE(second->geometry(), QRect(labelWidth + 10 + 200 + 10, 10, 300, 20));
    QCOMPARE(label->geometry().center().y(), box->geometry().center().y());

    // One pixel less: the third item starts a second row, 10 px below.
    QCOMPARE(flow->heightForWidth(oneRow - 1), 40 + 10 + 20);
    host.resize(oneRow - 1, 70);
    QTRY_COMPARE(second->geometry(), QRect(0, 50, 300, 20));
    QCOMPARE(box->geometry(), QRect(labelWidth + 10, 0, 200, 40));
}

AE_TEST_MAIN_GUI(TestViewsPanels)
void TestViewsPanels::legendBelowWrapsWhereItsEntriesDoNotFit()
{
    // The positional page's curves: four columns of the encoding, one legend
    // row below the plot where the window has room.
    QCustomPlot plot;
    for (const char* name :
         {"column 6 (sin)", "column 7 (cos)", "column 8 (sin)", "column 9 (cos)"})
        plot.addGraph()->setName(QString::fromLatin1(name));
    placeLegendBelow(&plot, 4);
    QCPLegend* legend = plot.legend;

    // The rule, by hand: two columns need both margins, one spacing and each
    // column's widest entry (entries 0 and 2 in the first, 1 and 3 in the
    // second); one pixel less and only one column fits.
    const auto widthOf = [legend](int i) {
        return legend->item(i)->minimumOuterSizeHint().width();
    };
    const int twoColumns = legend->margins().left() + legend->margins().right() +
                           legend->columnSpacing() + std::max(widthOf(0), widthOf(2)) +
                           std::max(widthOf(1), widthOf(3));
    QCOMPARE(legendColumnsThatFit(legend, twoColumns, 4), 2);
    QCOMPARE(legendColumnsThatFit(legend, twoColumns - 1, 4), 1);
    QCOMPARE(legendColumnsThatFit(legend, 100000, 4), 4);
    QCOMPARE(legendColumnsThatFit(legend, 1, 4), 1);
    // Where three fit, the four entries go two and two, not three and one;
    // and never more columns than asked, spread evenly too.
    const int threeColumns = legend->margins().left() + legend->margins().right() +
                             2 * legend->columnSpacing() + std::max(widthOf(0), widthOf(3)) +
                             widthOf(1) + widthOf(2);
    QCOMPARE(legendColumnsThatFit(legend, threeColumns, 4), 2);
    QCOMPARE(legendColumnsThatFit(legend, 100000, 3), 2);

    // Every entry whole, at any width: its cell at least its text's width.
    const auto entriesWhole = [legend] {
        for (int i = 0; i < legend->itemCount(); ++i) {
            QCPAbstractLegendItem* item = legend->item(i);
            if (item->outerRect().width() < item->minimumOuterSizeHint().width())
                return false;
        }
        return true;
    };
    // First laid out small (a plot before its tab is shown), then one
    // replot at its full width: the legend's cell from the last layout is
    // stale then, the plot's width is not.
    plot.resize(100, 400);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.replot();
    QCOMPARE(legend->wrap(), 1);
    plot.resize(1200, 400);
    plot.replot();
    QCOMPARE(legend->wrap(), 4);
    QVERIFY(entriesWhole());
    QCOMPARE(legend->item(3)->outerRect().top(), legend->item(0)->outerRect().top());

    // As narrow as the curves are in the default window: fewer columns, on
    // more rows, every entry whole (they were cut: "column 6 (sir").
    plot.resize(twoColumns + 20, 400);
    plot.replot();
    QCOMPARE(legend->wrap(), 2);
    QVERIFY(entriesWhole());
    QVERIFY(legend->item(2)->outerRect().top() > legend->item(0)->outerRect().top());
    QCOMPARE(legend->item(1)->outerRect().top(), legend->item(0)->outerRect().top());

    plot.resize(1200, 400);
    plot.replot();
    QCOMPARE(legend->wrap(), 4);
}

#include "test_views_panels.moc"
