// AttentionHeatmap: the colour map holds exactly the trace's numbers (one
// sample per pixel when cells are smaller than pixels), labels are the tokens,
// masked cells are flagged, a click reports the cell under it, single rows and
// columns are drawn over their whole cell, and the keyboard walks the cells
// with the focused cell announced to screen readers.

#include "core/masked_softmax.h"
#include "core/random.h"
#include "ui/export/figure_exporter.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"
#include "ui/views/fitted_title.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/index_ticker.h"
#include "ui/views/square_panels.h"

#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QAccessible>
#include <QApplication>
#include <QLineEdit>
#include <QPicture>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

using namespace ae;
using namespace ae::test;

namespace {

QStringList tickerTexts(QCPAxis* axis)
{
    auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(axis->ticker());
    return ticker ? ticker->ticks().values() : QStringList();
}

void showAndLayout(AttentionHeatmap& heatmap, QSize size = QSize(420, 380))
{
    heatmap.resize(size);
    heatmap.show();
    QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
    heatmap.replot(); // lays out now (axis pixels are known afterwards)
    heatmap.replot(); // again with the tick labels chosen for that layout
}

// Shows the first head's weights of batch item 0, labelled with the tokens.
void showFirstHeadWeights(AttentionHeatmap& heatmap, const SpecRun& run)
{
    heatmap.setMatrix(run.trace.batch[0].heads[0].weights, labels(run.prepared.tokens[0]),
                      labels(run.prepared.keyTokens[0]));
    showAndLayout(heatmap);
}

} // namespace

class TestViewsHeatmap : public QObject
{
    Q_OBJECT
private slots:
    void indexTickerNumbersEveryRowThatFits();
    void colorMapDataEqualsTraceForEveryHead();
    void labelsAreTheTokens();
    void chineseLabels();
    void handDerivedWeightsAndDescription();
    void maskedCellsAreFlagged();
    void clickingACellEmitsItsRowAndColumn();
    void clickOutsideTheCellsEmitsNothing();
    void cellValuesOnlyForSmallMatrices();
    void largeMatrixThinsTheLabels();
    void dataRangeFixedAndAuto();
    void colorMapsHaveStableKeys();
    void singleRowOrColumnSpansItsCells_data();
    void singleRowOrColumnSpansItsCells();
    void largeMatrixIsSampledPerPixel();
    void arrowKeysWalkTheCells();
    void maskedFocusedCellSaysMasked();
    void focusOutlineIsLeftOutOfFigures();
    void enterActsLikeAClick();
    void tabMovesBetweenHeads();
    void gridPicksColumnsForSquareCells();
    void gridKeepsCellsSquare();
    void sharedScoreScaleSkipsMaskedCells();
    void largerTickFontThinsOrStandsTheLabelsUp();
    void cellValuesFitTheirCellsOrAreLeftOut();
    void signedValuesDropTheirLeadingZeroRatherThanVanish();
    void colourBarTicksKeepALineApart();
    void marginsShrinkWhenTheLabelsDo();
    void titleShowsTheFirstCandidateThatFits();
    void fittedTitleStaysInsideItsPlot();
};

// Row numbers on a matrix's axis: every one of 11 on a tall axis; on a short
// one the smallest step of 1, 2, 5, 10… whose labels stay a line apart; a
// larger font (presentation mode) thins them further.
void TestViewsHeatmap::indexTickerNumbersEveryRowThatFits()
{
    QCustomPlot plot;
    IndexTicker::install(plot.yAxis);
    plot.yAxis->setRange(-0.5, 10.5);
    // The ticks drawn after one replot, as a resize or a font change asks
    // for, and the replot the ticker queues when the new length needs
    // another step (QCustomPlot makes the ticks before the layout).
    const auto ticks = [&plot] {
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QTest::qWait(50);
        return plot.yAxis->tickVector();
    };
    // A hidden plot takes its size from its viewport (set on a resize event
    // when shown).
    plot.setViewport(QRect(0, 0, 300, 400));
    QVector<double> expected;
    for (int i = 0; i <= 10; ++i)
        expected << i;
    QCOMPARE(ticks(), expected);

    plot.setViewport(QRect(0, 0, 300, 120));
    const QVector<double> shortAxis = ticks();
    const double line = QFontMetricsF(plot.yAxis->tickLabelFont()).height() * 1.1;
    const int height = plot.axisRect()->rect().height();
    QVERIFY(shortAxis.size() >= 2);
    const double step = shortAxis[1] - shortAxis[0];
    QVERIFY(step == 2.0 || step == 5.0 || step == 10.0);
    QVERIFY(11.0 / step <= std::floor(height / line)); // they fit
    QVERIFY(11.0 / (step == 2.0 ? 1.0 : step == 5.0 ? 2.0 : 5.0) > std::floor(height / line));

    QFont larger = plot.yAxis->tickLabelFont();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    plot.yAxis->setTickLabelFont(larger);
    const QVector<double> presentation = ticks();
    QVERIFY(!presentation.isEmpty());
    QVERIFY2(
        presentation.size() < shortAxis.size(),
        qPrintable(
            QStringLiteral("%1 ticks, then %2").arg(shortAxis.size()).arg(presentation.size())));
}

void TestViewsHeatmap::colorMapDataEqualsTraceForEveryHead()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("the cat sat on the mat"), 4));
    QVERIFY(run);
    const BatchItemTrace& item = run->trace.batch.at(0);
    QCOMPARE(int(item.heads.size()), 4);
    AttentionHeatmap heatmap;
    for (int h = 0; h < 4; ++h) {
        const Matrix& weights = item.heads[std::size_t(h)].weights;
        heatmap.setMatrix(weights, labels(run->prepared.tokens[0]),
                          labels(run->prepared.keyTokens[0]), item.mask);
        QCPColorMapData* data = heatmap.colorMapPlottable()->data();
        // The map's key axis is the vertical query axis: cell(row, col).
        QCOMPARE(heatmap.colorMapPlottable()->keyAxis(), heatmap.yAxis);
        QCOMPARE(data->keySize(), int(weights.rows()));
        QCOMPARE(data->valueSize(), int(weights.cols()));
        for (int r = 0; r < weights.rows(); ++r)
            for (int c = 0; c < weights.cols(); ++c)
                QCOMPARE(data->cell(r, c), double(weights(r, c)));
        QCOMPARE(heatmap.matrix(), weights);
    }
}

void TestViewsHeatmap::labelsAreTheTokens()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("the cat sat"), 1, 1,
                                                QStringLiteral(R"(, "key_text": "le chat")")));
    QVERIFY(run);
    AttentionHeatmap heatmap;
    const QStringList rows = labels(run->prepared.tokens[0]);
    const QStringList cols = labels(run->prepared.keyTokens[0]);
    QCOMPARE(rows, (QStringList{"the", "cat", "sat"}));
    QCOMPARE(cols, (QStringList{"le", "chat"}));
    heatmap.setMatrix(run->trace.batch[0].heads[0].weights, rows, cols);
    showAndLayout(heatmap);
    QCOMPARE(tickerTexts(heatmap.yAxis), rows);  // queries down the left
    QCOMPARE(tickerTexts(heatmap.xAxis2), cols); // keys along the top
    QVERIFY(heatmap.xAxis2->visible());
    QVERIFY(!heatmap.xAxis->visible());
    // Row 0 at the top: its pixel is above row 2's.
    QVERIFY(heatmap.yAxis->coordToPixel(0) < heatmap.yAxis->coordToPixel(2));
}

void TestViewsHeatmap::chineseLabels()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("我爱自然语言处理"), 2));
    QVERIFY(run);
    const QStringList rows = labels(run->prepared.tokens[0]);
    QCOMPARE(rows, (QStringList{"我", "爱", "自", "然", "语", "言", "处", "理"}));
    AttentionHeatmap heatmap;
    heatmap.setMatrix(run->trace.batch[0].heads[1].weights, rows, rows);
    showAndLayout(heatmap, QSize(600, 500));
    QCOMPARE(tickerTexts(heatmap.yAxis), rows);
    QCOMPARE(tickerTexts(heatmap.xAxis2), rows);
    // One character fits a cell: no rotation needed.
    QCOMPARE(heatmap.xAxis2->tickLabelRotation(), 0.0);
    QVERIFY(heatmap.cellDescription(0, 1).contains(QStringLiteral("'我' → key 1 '爱'")));
}

void TestViewsHeatmap::handDerivedWeightsAndDescription()
{
    const RunPtr run = runFromJson(tinySpec(false));
    QVERIFY(run);
    const HeadTrace& head = run->trace.batch[0].heads[0];
    AttentionHeatmap heatmap;
    heatmap.setMatrix(head.weights, {"a", "b"}, {"a", "b"});
    heatmap.setSecondaryMatrix(head.scores, QStringLiteral("score"));
    QCPColorMapData* data = heatmap.colorMapPlottable()->data();
    const double e = std::exp(1.0);
    QVERIFY(std::abs(data->cell(0, 0) - 0.5) < 1e-6);
    QVERIFY(std::abs(data->cell(0, 1) - 0.5) < 1e-6);
    QVERIFY(std::abs(data->cell(1, 0) - 1.0 / (1.0 + e)) < 1e-6);
    QVERIFY(std::abs(data->cell(1, 1) - e / (1.0 + e)) < 1e-6);
    QCOMPARE(heatmap.cellDescription(1, 1),
             QStringLiteral("query 1 'b' → key 1 'b': weight 0.731, score 1"));
    QCOMPARE(heatmap.cellDescription(0, 1),
             QStringLiteral("query 0 'a' → key 1 'b': weight 0.5, score 0"));
    QVERIFY(heatmap.cellDescription(2, 0).isEmpty());
    QVERIFY(heatmap.cellDescription(-1, 0).isEmpty());
}

void TestViewsHeatmap::maskedCellsAreFlagged()
{
    const RunPtr run = runFromJson(tinySpec(true));
    QVERIFY(run);
    const BatchItemTrace& item = run->trace.batch[0];
    AttentionHeatmap heatmap;
    heatmap.setMatrix(item.heads[0].weights, {"a", "b"}, {"a", "b"}, item.mask);
    QVERIFY(heatmap.isMasked(0, 1));
    QVERIFY(!heatmap.isMasked(0, 0));
    QVERIFY(!heatmap.isMasked(1, 0));
    QVERIFY(!heatmap.isMasked(1, 1));
    // The grey layer covers exactly the masked cell; elsewhere it is transparent (NaN).
    QCPColorMap* layer = heatmap.maskLayerPlottable();
    QVERIFY(layer->visible());
    QCOMPARE(layer->data()->cell(0, 1), 1.0);
    QVERIFY(std::isnan(layer->data()->cell(0, 0)));
    QVERIFY(std::isnan(layer->data()->cell(1, 0)));
    QCOMPARE(heatmap.cellDescription(0, 1), QStringLiteral("query 0 'a' → key 1 'b': masked"));
    QCOMPARE(heatmap.colorMapPlottable()->data()->cell(0, 0), 1.0); // causal row 0 = [1, 0]

    // Without masked cells there is no grey layer.
    const RunPtr open = runFromJson(tinySpec(false));
    QVERIFY(open);
    heatmap.setMatrix(open->trace.batch[0].heads[0].weights, {}, {}, open->trace.batch[0].mask);
    QVERIFY(!heatmap.maskLayerPlottable()->visible());
    QVERIFY(!heatmap.isMasked(0, 1));
    // Missing labels fall back to positions.
    QCOMPARE(heatmap.rowLabels(), (QStringList{"0", "1"}));
}

void TestViewsHeatmap::clickingACellEmitsItsRowAndColumn()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("one two three four"), 1));
    QVERIFY(run);
    AttentionHeatmap heatmap;
    showFirstHeadWeights(heatmap, *run);
    QSignalSpy clicked(&heatmap, &AttentionHeatmap::cellClicked);
    const struct
    {
        int row, col;
    } cells[] = {{0, 0}, {2, 1}, {3, 3}, {1, 3}};
    for (const auto& cell : cells) {
        const QPoint pixel(int(std::lround(heatmap.xAxis2->coordToPixel(cell.col))),
                           int(std::lround(heatmap.yAxis->coordToPixel(cell.row))));
        QCOMPARE(heatmap.cellCenter(cell.row, cell.col), pixel);
        QTest::mouseClick(&heatmap, Qt::LeftButton, Qt::NoModifier, pixel);
        QCOMPARE(clicked.count(), 1);
        const QList<QVariant> args = clicked.takeFirst();
        QCOMPARE(args.at(0).toInt(), cell.row);
        QCOMPARE(args.at(1).toInt(), cell.col);
    }
    // Near a cell's corner still hits that cell.
    const QSizeF size = heatmap.cellPixelSize();
    QVERIFY(size.width() > 10 && size.height() > 10);
    const QPoint corner =
        heatmap.cellCenter(2, 1) + QPoint(int(size.width() * 0.4), int(size.height() * 0.4));
    QTest::mouseClick(&heatmap, Qt::LeftButton, Qt::NoModifier, corner);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.first().at(0).toInt(), 2);
    QCOMPARE(clicked.first().at(1).toInt(), 1);
}

void TestViewsHeatmap::clickOutsideTheCellsEmitsNothing()
{
    const RunPtr run = runFromJson(tinySpec(false));
    QVERIFY(run);
    AttentionHeatmap heatmap;
    heatmap.setMatrix(run->trace.batch[0].heads[0].weights, {"a", "b"}, {"a", "b"});
    showAndLayout(heatmap);
    QSignalSpy clicked(&heatmap, &AttentionHeatmap::cellClicked);
    QTest::mouseClick(&heatmap, Qt::LeftButton, Qt::NoModifier, QPoint(2, 2));
    QTest::mouseClick(&heatmap, Qt::RightButton, Qt::NoModifier, heatmap.cellCenter(0, 0));
    QCOMPARE(clicked.count(), 0);
    QCOMPARE(heatmap.cellAt(QPoint(2, 2)), qMakePair(-1, -1));
}

void TestViewsHeatmap::cellValuesOnlyForSmallMatrices()
{
    AttentionHeatmap heatmap;
    heatmap.setMatrix(Matrix::Constant(4, 4, 0.25f), {}, {});
    showAndLayout(heatmap, QSize(500, 450));
    QVERIFY(heatmap.cellValuesShown());
    heatmap.setCellValuesVisible(false);
    QVERIFY(!heatmap.cellValuesShown());
    heatmap.setCellValuesAuto();
    heatmap.setMatrix(Matrix::Constant(13, 13, 1.0f / 13), {}, {});
    heatmap.replot();
    QVERIFY(!heatmap.cellValuesShown()); // auto: off beyond 12
    // Requested but cells far too small to hold a number: still not drawn.
    heatmap.setCellValuesVisible(true);
    heatmap.setMatrix(Matrix::Constant(200, 200, 1.0f / 200), {}, {});
    heatmap.replot();
    QVERIFY(!heatmap.cellValuesShown());
}

void TestViewsHeatmap::largeMatrixThinsTheLabels()
{
    const int n = 300;
    QStringList tokens;
    for (int i = 0; i < n; ++i)
        tokens << QStringLiteral("token%1").arg(i);
    AttentionHeatmap heatmap;
    heatmap.setMatrix(Matrix::Constant(n, n, 1.0f / n), tokens, tokens);
    showAndLayout(heatmap, QSize(600, 500));
    const QStringList rows = tickerTexts(heatmap.yAxis);
    const QStringList cols = tickerTexts(heatmap.xAxis2);
    QVERIFY2(rows.size() < 60, qPrintable(QString::number(rows.size())));
    QVERIFY(rows.size() >= 5);
    QVERIFY(cols.size() < 60);
    QCOMPARE(rows.first(), QStringLiteral("token0"));
    // Many long key labels stand upright instead of overlapping.
    QCOMPARE(std::abs(heatmap.xAxis2->tickLabelRotation()), 90.0);
    // Labels never overlap: neighbouring ticks are at least a text line apart.
    const double lineHeight = QFontMetricsF(heatmap.yAxis->tickLabelFont()).height();
    auto ticks = qSharedPointerDynamicCast<QCPAxisTickerText>(heatmap.yAxis->ticker())->ticks();
    const QList<double> positions = ticks.keys();
    for (int i = 1; i < positions.size(); ++i)
        QVERIFY(heatmap.yAxis->coordToPixel(positions[i]) -
                    heatmap.yAxis->coordToPixel(positions[i - 1]) >=
                lineHeight);
    QVERIFY(!heatmap.cellValuesShown());
}

void TestViewsHeatmap::dataRangeFixedAndAuto()
{
    Matrix values(2, 2);
    values << 0.1f, 0.2f, 0.3f, 0.4f;
    AttentionHeatmap heatmap;
    heatmap.setMatrix(values, {}, {});
    // Non-negative data start at 0.
    QCOMPARE(heatmap.dataRange().lower, 0.0);
    QVERIFY(std::abs(heatmap.dataRange().upper - 0.4) < 1e-6);
    heatmap.setDataRange(-1.0, 2.0);
    QCOMPARE(heatmap.dataRange(), QCPRange(-1.0, 2.0));
    heatmap.setMatrix(values * 2.0f, {}, {});
    QCOMPARE(heatmap.dataRange(), QCPRange(-1.0, 2.0)); // stays fixed for new data
    heatmap.setAutoRange();
    QVERIFY(std::abs(heatmap.dataRange().upper - 0.8) < 1e-6);
    Matrix signedValues(1, 2);
    signedValues << -2.0f, 3.0f;
    heatmap.setMatrix(signedValues, {}, {});
    QCOMPARE(heatmap.dataRange(), QCPRange(-2.0, 3.0));
}

void TestViewsHeatmap::colorMapsHaveStableKeys()
{
    for (ColorMapId id : allColorMaps()) {
        QCOMPARE(colorMapFromKey(colorMapKey(id)), std::optional<ColorMapId>(id));
        QVERIFY(!colorMapDisplayName(id).isEmpty());
    }
    QVERIFY(!colorMapFromKey(QStringLiteral("rainbow")).has_value());
    // Viridis runs from dark purple to yellow; the diverging map is white at 0.
    QCPColorGradient viridis = colorMap(ColorMapId::Viridis);
    QCOMPARE(QColor(viridis.color(0.0, QCPRange(0, 1))), QColor(0x44, 0x01, 0x54));
    QCOMPARE(QColor(viridis.color(1.0, QCPRange(0, 1))), QColor(0xfd, 0xe7, 0x25));
    QCPColorGradient diverging = colorMap(ColorMapId::Diverging);
    const QColor middle(diverging.color(0.0, QCPRange(-1, 1)));
    QVERIFY(middle.red() > 240 && middle.green() > 240 && middle.blue() > 240);
    QVERIFY(QColor(diverging.color(-1.0, QCPRange(-1, 1))).blue() >
            QColor(diverging.color(-1.0, QCPRange(-1, 1))).red());
}

// A one-token sentence or additive w_v gives a single row or column. QCustomPlot
// draws a one-cell dimension exactly over its data range, so that range must be
// the whole cell, [−0.5, 0.5] (a zero-wide range drew nothing).
void TestViewsHeatmap::singleRowOrColumnSpansItsCells_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::newRow("1x3 one query") << 1 << 3;
    QTest::newRow("3x1 one key") << 3 << 1;
    QTest::newRow("1x1 one token") << 1 << 1;
}

void TestViewsHeatmap::singleRowOrColumnSpansItsCells()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    // Distinct values per cell: 0, 0.5, 1 along the longer side (0.5 for 1×1).
    Matrix values(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            values(r, c) = (rows * cols == 1) ? 0.5f : 0.5f * float(r + c);
    AttentionHeatmap heatmap;
    heatmap.setCellValuesVisible(false); // plain colour in every cell
    heatmap.setMatrix(values, {}, {});
    heatmap.setDataRange(0.0, 1.0);
    showAndLayout(heatmap, QSize(420, 380));

    QCPColorMapData* data = heatmap.colorMapPlottable()->data();
    QCOMPARE(data->keySize(), rows);
    QCOMPARE(data->valueSize(), cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            QCOMPARE(data->cell(r, c), double(values(r, c)));
    // Cell centres 0..n−1, drawn ±0.5 around them; one cell: the range is the cell.
    const QCPRange expectedKeys = rows == 1 ? QCPRange(-0.5, 0.5) : QCPRange(0, rows - 1);
    const QCPRange expectedValues = cols == 1 ? QCPRange(-0.5, 0.5) : QCPRange(0, cols - 1);
    QCOMPARE(data->keyRange(), expectedKeys);
    QCOMPARE(data->valueRange(), expectedValues);
    QCOMPARE(heatmap.yAxis->range(), QCPRange(-0.5, rows - 0.5));
    QCOMPARE(heatmap.xAxis2->range(), QCPRange(-0.5, cols - 0.5));

    // Drawn: near every corner of every cell the pixel has the cell's colour
    // (inside the keyboard's focus outline, which sits at ±0.42 of a cell).
    const QImage image = heatmap.toPixmap().toImage();
    const QSizeF cell = heatmap.cellPixelSize();
    QVERIFY(cell.width() > 20 && cell.height() > 20);
    QCPColorGradient gradient = heatmap.colorMapPlottable()->gradient();
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const QColor expected(gradient.color(values(r, c), QCPRange(0.0, 1.0)));
            const QPoint centre = heatmap.cellCenter(r, c);
            for (const QPointF corner :
                 {QPointF(-0.3, -0.3), QPointF(0.3, -0.3), QPointF(-0.3, 0.3), QPointF(0.3, 0.3)}) {
                const QPoint pixel = centre + QPoint(int(corner.x() * cell.width()),
                                                     int(corner.y() * cell.height()));
                const QColor drawn = image.pixelColor(pixel);
                QVERIFY2(std::abs(drawn.red() - expected.red()) <= 2 &&
                             std::abs(drawn.green() - expected.green()) <= 2 &&
                             std::abs(drawn.blue() - expected.blue()) <= 2,
                         qPrintable(QStringLiteral("cell (%1, %2) at (%3, %4): drawn %5, want %6")
                                        .arg(r)
                                        .arg(c)
                                        .arg(pixel.x())
                                        .arg(pixel.y())
                                        .arg(drawn.name(), expected.name())));
            }
        }
}

// Larger than the widget: the map holds one cell per device pixel, each the
// source cell at its centre; an export at 2× holds twice as many; a vector
// target (QPicture) holds every cell.
void TestViewsHeatmap::largeMatrixIsSampledPerPixel()
{
    const int n = 900, m = 700;
    Matrix values(n, m);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < m; ++c)
            values(r, c) = float(r * m + c); // every cell distinct
    AttentionHeatmap heatmap;
    heatmap.setMatrix(values, {}, {});
    showAndLayout(heatmap, QSize(360, 300));
    const QRect rect = heatmap.axisRect()->rect();
    const double ratio = heatmap.devicePixelRatioF();
    const QSize held = heatmap.sampledCells();
    QVERIFY2(held.width() <= int(std::ceil(rect.width() * ratio)) && held.width() < m,
             qPrintable(QString::number(held.width())));
    QVERIFY(held.height() <= int(std::ceil(rect.height() * ratio)) && held.height() < n);
    QVERIFY(held.width() >= rect.width() * ratio - 1);
    QCPColorMapData* data = heatmap.colorMapPlottable()->data();
    const int k = data->keySize();
    const int l = data->valueSize();
    QCOMPARE(QSize(l, k), held);
    for (int i = 0; i < k; i += 37)
        for (int j = 0; j < l; j += 29) {
            const int row = int(std::floor((i + 0.5) * n / k));
            const int col = int(std::floor((j + 0.5) * m / l));
            QCOMPARE(data->cell(i, j), double(values(row, col)));
        }
    // The sampled cells still span the whole matrix, first to last cell edge.
    const double keyStep = double(n) / k;
    QVERIFY(std::abs(data->keyRange().lower - (0.5 * keyStep - 0.5)) < 1e-9);
    QVERIFY(std::abs(data->keyRange().upper - ((k - 0.5) * keyStep - 0.5)) < 1e-9);
    // The hover text reads the full matrix, not the samples.
    QVERIFY(heatmap.cellDescription(n - 1, m - 1)
                .endsWith(QStringLiteral("weight %1")
                              .arg(QString::number(double(values(n - 1, m - 1)), 'g', 3))));

    // Export at twice the size: finer samples.
    heatmap.toPixmap(0, 0, 2.0);
    QVERIFY2(heatmap.sampledCells().width() >= 2 * held.width() - 2,
             qPrintable(QString::number(heatmap.sampledCells().width())));
    // Vector target: every cell.
    QPicture picture;
    QCPPainter painter(&picture);
    heatmap.toPainter(&painter, heatmap.width(), heatmap.height());
    painter.end();
    QCOMPARE(heatmap.sampledCells(), QSize(m, n));
    QCOMPARE(heatmap.colorMapPlottable()->data()->cell(n - 1, m - 1), double(values(n - 1, m - 1)));
    // Back on screen: at most twice the pixels again.
    heatmap.replot();
    QVERIFY(heatmap.sampledCells().width() <= 2 * int(std::ceil(rect.width() * ratio)));
}

void TestViewsHeatmap::arrowKeysWalkTheCells()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("the cat sat on the mat"), 2));
    QVERIFY(run);
    const HeadTrace& head = run->trace.batch[0].heads[1];
    const QStringList tokens = labels(run->prepared.tokens[0]);
    AttentionHeatmap heatmap;
    heatmap.setMatrix(head.weights, tokens, tokens);
    heatmap.setSecondaryMatrix(head.scores, QStringLiteral("score"));
    showAndLayout(heatmap);
    QCOMPARE(heatmap.focusPolicy(), Qt::StrongFocus);
    heatmap.activateWindow();
    heatmap.setFocus(Qt::TabFocusReason);
    QVERIFY(QTest::qWaitForWindowActive(&heatmap));
    QTRY_VERIFY(heatmap.hasFocus());
    // Focus starts at the first cell.
    QCOMPARE(heatmap.focusedCell(), qMakePair(0, 0));
    const struct
    {
        Qt::Key key;
        Qt::KeyboardModifiers modifiers;
        int row, col;
    } steps[] = {
        {Qt::Key_Right, Qt::NoModifier, 0, 1},     {Qt::Key_Right, Qt::NoModifier, 0, 2},
        {Qt::Key_Down, Qt::NoModifier, 1, 2},      {Qt::Key_Down, Qt::NoModifier, 2, 2},
        {Qt::Key_Left, Qt::NoModifier, 2, 1},      {Qt::Key_Up, Qt::NoModifier, 1, 1},
        {Qt::Key_End, Qt::NoModifier, 1, 5},       {Qt::Key_Right, Qt::NoModifier, 1, 5},
        {Qt::Key_PageDown, Qt::NoModifier, 5, 5},  {Qt::Key_Down, Qt::NoModifier, 5, 5},
        {Qt::Key_Home, Qt::NoModifier, 5, 0},      {Qt::Key_Left, Qt::NoModifier, 5, 0},
        {Qt::Key_PageUp, Qt::NoModifier, 0, 0},    {Qt::Key_End, Qt::ControlModifier, 5, 5},
        {Qt::Key_Home, Qt::ControlModifier, 0, 0}, {Qt::Key_Up, Qt::NoModifier, 0, 0},
    };
    QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(&heatmap);
    QVERIFY(accessible);
    for (const auto& step : steps) {
        QTest::keyClick(&heatmap, step.key, step.modifiers);
        QCOMPARE(heatmap.focusedCell(), qMakePair(step.row, step.col));
        // Announced with the real token and numbers of this trace.
        const QString expected =
            QStringLiteral("query %1 '%2' → key %3 '%4': weight %5, score %6")
                .arg(step.row)
                .arg(tokens[step.row])
                .arg(step.col)
                .arg(tokens[step.col])
                .arg(QString::number(double(head.weights(step.row, step.col)), 'g', 3))
                .arg(QString::number(double(head.scores(step.row, step.col)), 'g', 3));
        QCOMPARE(accessible->text(QAccessible::Name), expected);
        QCOMPARE(heatmap.accessibleName(), expected);
        // The value is shown, not only coloured.
        QCOMPARE(QToolTip::text(), expected);
    }
    QTest::keyClick(&heatmap, Qt::Key_Down);
    QTest::keyClick(&heatmap, Qt::Key_Right);
    QTest::keyClick(&heatmap, Qt::Key_Right);
    QCOMPARE(heatmap.accessibleName(),
             QStringLiteral("query 1 'cat' → key 2 'sat': weight %1, score %2")
                 .arg(QString::number(double(head.weights(1, 2)), 'g', 3))
                 .arg(QString::number(double(head.scores(1, 2)), 'g', 3)));
    // The focused cell is outlined on screen.
    QCOMPARE(heatmap.focusedCell(), qMakePair(1, 2));
}

void TestViewsHeatmap::maskedFocusedCellSaysMasked()
{
    const RunPtr run = runFromJson(tinySpec(true));
    QVERIFY(run);
    AttentionHeatmap heatmap;
    heatmap.setMatrix(run->trace.batch[0].heads[0].weights, {"a", "b"}, {"a", "b"},
                      run->trace.batch[0].mask);
    heatmap.setFocusedCell(0, 1);
    QCOMPARE(QAccessible::queryAccessibleInterface(&heatmap)->text(QAccessible::Name),
             QStringLiteral("query 0 'a' → key 1 'b': masked"));
    QCOMPARE(QAccessible::queryAccessibleInterface(&heatmap)->text(QAccessible::Description),
             QStringLiteral("Attention heatmap: row 1 of 2, column 2 of 2. Arrow keys move between "
                            "cells, Enter shows the query's distribution"));
    QTest::keyClick(&heatmap, Qt::Key_Left);
    QCOMPARE(heatmap.accessibleName(), QStringLiteral("query 0 'a' → key 0 'a': weight 1"));
    // Out of range requests are clamped to the matrix.
    heatmap.setFocusedCell(7, -3);
    QCOMPARE(heatmap.focusedCell(), qMakePair(1, 0));
}

// The keyboard's dashed outline is the screen's: a figure of a focused
// heatmap equals the figure of the same heatmap unfocused, and the outline is
// back on screen afterwards.
void TestViewsHeatmap::focusOutlineIsLeftOutOfFigures()
{
    QWidget holder;
    auto* layout = new QVBoxLayout(&holder);
    auto* other = new QLineEdit(&holder);
    auto* heatmap = new AttentionHeatmap(&holder);
    layout->addWidget(other);
    layout->addWidget(heatmap);
    Matrix values(3, 3);
    values << 0.1f, 0.2f, 0.7f, 0.3f, 0.3f, 0.4f, 0.5f, 0.25f, 0.25f;
    heatmap->setMatrix(values, {"a", "b", "c"}, {"a", "b", "c"});
    holder.resize(360, 360);
    holder.show();
    QApplication::setActiveWindow(&holder);
    QVERIFY(QTest::qWaitForWindowActive(&holder));
    QTemporaryDir dir;
    auto figure = [&](const QString& name) {
        const QString path = dir.filePath(name);
        QString error;
        if (!FigureExporter::exportWidget(heatmap, path, FigureExporter::Format::Png, QSize(), 96,
                                          &error))
            qWarning("%s", qPrintable(error));
        return QImage(path).convertToFormat(QImage::Format_ARGB32);
    };
    other->setFocus();
    const QImage unfocusedScreen = heatmap->grab().toImage();
    const QImage unfocused = figure(QStringLiteral("unfocused.png"));
    QVERIFY(!unfocused.isNull());

    heatmap->setFocus(Qt::TabFocusReason);
    heatmap->setFocusedCell(1, 1);
    heatmap->replot();
    QVERIFY2(heatmap->grab().toImage() != unfocusedScreen, "no outline on screen");
    QCOMPARE(figure(QStringLiteral("focused.png")), unfocused);
    heatmap->replot();
    QVERIFY2(heatmap->grab().toImage() != unfocusedScreen, "the outline did not come back");
}

void TestViewsHeatmap::enterActsLikeAClick()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("one two three four"), 1));
    QVERIFY(run);
    AttentionHeatmap heatmap;
    showFirstHeadWeights(heatmap, *run);
    QSignalSpy clicked(&heatmap, &AttentionHeatmap::cellClicked);
    QTest::mouseClick(&heatmap, Qt::LeftButton, Qt::NoModifier, heatmap.cellCenter(2, 1));
    QCOMPARE(clicked.count(), 1);
    const QList<QVariant> byMouse = clicked.takeFirst();
    QCOMPARE(byMouse, (QList<QVariant>{2, 1}));
    // The keyboard carries on from the clicked cell.
    QCOMPARE(heatmap.focusedCell(), qMakePair(2, 1));
    QTest::keyClick(&heatmap, Qt::Key_Return);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.takeFirst(), byMouse);
    QTest::keyClick(&heatmap, Qt::Key_Right);
    QTest::keyClick(&heatmap, Qt::Key_Down);
    QCOMPARE(clicked.count(), 0); // moving is not activating
    QTest::keyClick(&heatmap, Qt::Key_Enter, Qt::KeypadModifier);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.takeFirst(), (QList<QVariant>{3, 2}));
    QTest::keyClick(&heatmap, Qt::Key_Space);
    QCOMPARE(clicked.takeFirst(), (QList<QVariant>{3, 2}));
}

void TestViewsHeatmap::gridPicksColumnsForSquareCells()
{
    // By hand, 8 heads + the mean over 64 tokens on a 1900×900 slide, each
    // panel losing 100×75 px: 3×3 panels give cells of min(533/64, 225/64)
    // = 3.5 px; 5 columns in 2 rows give min(280/64, 375/64) = 4.4 px, the
    // largest (4 columns: 3.5; 6: 3.4; 9: 1.7).
    QCOMPARE(columnsForSquareCells(9, 64, 64, QSize(1900, 900), QSize(100, 75)), 5);
    // Four square panels in a square: 2 × 2. In a tall strip: one column.
    QCOMPARE(columnsForSquareCells(4, 10, 10, QSize(800, 800), QSize(0, 0)), 2);
    QCOMPARE(columnsForSquareCells(4, 10, 10, QSize(400, 1600), QSize(0, 0)), 1);
    // A row of 3 queries over 30 keys: wide panels, one above the other.
    QCOMPARE(columnsForSquareCells(4, 3, 30, QSize(1200, 800), QSize(0, 0)), 1);
    QCOMPARE(columnsForSquareCells(1, 5, 5, QSize(800, 800), QSize(0, 0)), 1);

    // The view applies it to its own size, again when resized.
    QStringList words;
    for (int i = 0; i < 40; ++i)
        words << QStringLiteral("w%1").arg(i);
    const RunPtr run = runFromJson(sentenceSpec(words.join(QLatin1Char(' ')), 8));
    QVERIFY(run);
    HeadGridView grid;
    grid.setRun(run);
    grid.resize(1900, 900);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    const int line = grid.fontMetrics().height();
    const QSize chrome(7 * line, 5 * line);
    QCOMPARE(grid.columnCount(), columnsForSquareCells(9, 40, 40, grid.size(), chrome));
    QVERIFY(grid.columnCount() > 3); // wider than the square root's 3 on a slide
    grid.resize(700, 1400);
    QTRY_COMPARE(grid.columnCount(), columnsForSquareCells(9, 40, 40, grid.size(), chrome));
    QVERIFY(grid.columnCount() < 3);
}

void TestViewsHeatmap::gridKeepsCellsSquare()
{
    // By hand: two panels side by side in 1000 × 600, 4 px apart, each losing
    // 100 × 80 to its chrome, 10 × 10 cells: places of 498 × 600, a side of
    // min((498 − 100)/10, (600 − 80)/10) = min(39, 52) = 39 px.
    QCOMPARE(squarePanelSize(QSize(1000, 600), 2, 1, 4, 10, 10, QSize(100, 80)), QSize(490, 470));
    // 3 queries over 30 keys in one 800 × 800 place: min(700/30, 720/3) = 23.
    QCOMPARE(squarePanelSize(QSize(800, 800), 1, 1, 4, 3, 30, QSize(100, 80)),
             QSize(100 + 30 * 23, 80 + 3 * 23));
    // Where the chrome alone does not fit, no size: the panel fills its place.
    QVERIFY(!squarePanelSize(QSize(150, 150), 1, 1, 4, 10, 10, QSize(200, 80)).isValid());
    QVERIFY(!squarePanelSize(QSize(), 1, 1, 4, 10, 10, QSize(10, 10)).isValid());
    // The block's margins: 1000 − 2 × 490 − 4 = 16 across, 600 − 470 = 130
    // down, halved on each side. Without square cells, each panel fills its
    // place (150 − 0 spacing) and there are none.
    const SquarePanels fit = fitSquarePanels(QSize(1000, 600), 2, 1, 4, 10, 10, QSize(100, 80));
    QCOMPARE(fit.panel, QSize(490, 470));
    QCOMPARE(fit.margins, QMargins(8, 65, 8, 65));
    const SquarePanels none = fitSquarePanels(QSize(150, 150), 1, 1, 4, 10, 10, QSize(200, 80));
    QCOMPARE(none.panel, QSize(150, 150));
    QCOMPARE(none.margins, QMargins());

    // The view: two heads and their mean over 11 tokens, in a wide window
    // (the old panels stretched their cells to about 44 × 60 px there), a
    // tall one and a slide. Every panel's cells come out square and as large
    // as its place allows with the chrome it measured.
    const RunPtr run = runFromJson(
        sentenceSpec(QStringLiteral("The cat sat on the mat because it was tired ."), 2));
    QVERIFY(run);
    HeadGridView grid;
    grid.setRun(run);
    grid.resize(1400, 700);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    const auto cellsFit = [&grid] {
        const int panels = grid.headCount() + 1;
        const int columns = grid.columnCount();
        for (int head = -1; head < grid.headCount(); ++head) {
            AttentionHeatmap* heatmap = grid.heatmap(head);
            const QRect cells = heatmap->axisRect()->rect();
            const QSize fitted =
                squarePanelSize(grid.size(), columns, (panels + columns - 1) / columns, 4, 11, 11,
                                heatmap->chromeSize());
            if (!fitted.isValid() || heatmap->size() != fitted)
                return false;
            if (std::abs(cells.width() - cells.height()) > 1 || cells.width() < 11 * 10)
                return false;
        }
        return true;
    };
    QTRY_VERIFY(cellsFit());
    grid.resize(700, 1400);
    QTRY_VERIFY(cellsFit());
    // A wide slide, where the height sets the cells' side: the panels stand
    // side by side, 4 px apart, and the room left over goes around them, as
    // much on the left as on the right.
    grid.resize(1900, 600);
    QTRY_VERIFY(cellsFit());
    QCOMPARE(grid.columnCount(), 3);
    const QRect left = grid.heatmap(0)->geometry();
    const QRect middle = grid.heatmap(1)->geometry();
    const QRect right = grid.heatmap(-1)->geometry();
    QVERIFY(left.left() > 20);
    QVERIFY(std::abs(middle.left() - left.right() - 1 - 4) <= 1);
    QVERIFY(std::abs(right.left() - middle.right() - 1 - 4) <= 1);
    QVERIFY(std::abs(left.left() - (grid.width() - 1 - right.right())) <= 1);
}

void TestViewsHeatmap::tabMovesBetweenHeads()
{
    const RunPtr run = runFromJson(sentenceSpec(QStringLiteral("the cat sat"), 4));
    QVERIFY(run);
    HeadGridView grid;
    grid.setRun(run);
    grid.resize(900, 700);
    grid.show();
    grid.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&grid));
    grid.heatmap(0)->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(grid.heatmap(0)->hasFocus());
    QTest::keyClick(grid.heatmap(0), Qt::Key_Tab);
    QTRY_VERIFY(grid.heatmap(1)->hasFocus());
    QTest::keyClick(grid.heatmap(1), Qt::Key_Tab);
    QTRY_VERIFY(grid.heatmap(2)->hasFocus());
    QTest::keyClick(grid.heatmap(2), Qt::Key_Tab);
    QTRY_VERIFY(grid.heatmap(3)->hasFocus());
    QTest::keyClick(grid.heatmap(3), Qt::Key_Tab);
    QTRY_VERIFY(grid.heatmap(-1)->hasFocus()); // then the mean panel
    QTest::keyClick(grid.heatmap(-1), Qt::Key_Backtab, Qt::ShiftModifier);
    QTRY_VERIFY(grid.heatmap(3)->hasFocus());
    QTest::keyClick(grid.heatmap(3), Qt::Key_Backtab, Qt::ShiftModifier);
    QTRY_VERIFY(grid.heatmap(2)->hasFocus());
    // Each head announces its own cell: head 3's weight, not head 1's.
    QTest::keyClick(grid.heatmap(2), Qt::Key_Right);
    QCOMPARE(grid.heatmap(2)->accessibleDescription(),
             QStringLiteral("head 3: row 1 of 3, column 2 of 3. Arrow keys move between cells, "
                            "Enter shows the query's distribution"));
    QCOMPARE(grid.heatmap(2)->accessibleName(),
             QStringLiteral("query 0 'the' → key 1 'cat': weight %1, score %2")
                 .arg(QString::number(double(run->trace.batch[0].heads[2].weights(0, 1)), 'g', 3))
                 .arg(QString::number(double(run->trace.batch[0].heads[2].scores(0, 1)), 'g', 3)));
}

// The shared scale of scores is the largest |score| of the kept cells of every
// head: raw scores of masked (padding) cells do not stretch it; weights start
// at 0 and end at the largest weight.
void TestViewsHeatmap::sharedScoreScaleSkipsMaskedCells()
{
    int seedsWherePaddingIsLargest = 0;
    for (int seed = 1; seed <= 12; ++seed) {
        const RunPtr run = runFromJson(
            sentenceSpec(QStringLiteral("the cat sat down on the mat\\nhello world"), 4, seed));
        QVERIFY(run);
        const BatchItemTrace& padded = run->trace.batch.at(1);
        QVERIFY((padded.mask.array() == 0).any());
        HeadGridView grid;
        grid.setRun(run);
        grid.setBatchIndex(1);
        grid.setQuantity(HeadGridView::Quantity::Scores);
        double kept = 0.0;
        double all = 0.0;
        double largestWeight = 0.0;
        for (const HeadTrace& head : padded.heads)
            for (int r = 0; r < head.scores.rows(); ++r)
                for (int c = 0; c < head.scores.cols(); ++c) {
                    const double a = std::abs(double(head.scores(r, c)));
                    if (!std::isfinite(a))
                        continue;
                    all = std::max(all, a);
                    if (padded.mask(r, c) != 0)
                        kept = std::max(kept, a);
                    largestWeight = std::max(largestWeight, double(head.weights(r, c)));
                }
        if (kept < all)
            ++seedsWherePaddingIsLargest;
        for (int h = 0; h < 4; ++h)
            QCOMPARE(grid.heatmap(h)->dataRange(), QCPRange(-kept, kept));
        grid.setQuantity(HeadGridView::Quantity::Weights);
        QCOMPARE(grid.heatmap(2)->dataRange(), QCPRange(0.0, largestWeight));
    }
    // The check above could only fail if some padding held the largest raw score.
    QVERIFY(seedsWherePaddingIsLargest > 0);
}

// Presentation mode enlarges the tick font of a heatmap already shown: the
// column labels are measured again in it and thinned so they never run
// together. Short labels ("10", "11" …, a task's letters) stay lying down,
// every second one, where standing up would keep no more of them; long
// words stand up.
void TestViewsHeatmap::largerTickFontThinsOrStandsTheLabelsUp()
{
    const int m = 16;
    QStringList words;
    for (int c = 0; c < m; ++c)
        words << QStringLiteral("because%1").arg(c);
    for (const bool longLabels : {false, true}) {
        AttentionHeatmap heatmap;
        heatmap.setMatrix(Matrix::Constant(4, m, 0.5f), {}, longLabels ? words : QStringList());
        QFont font = heatmap.xAxis2->tickLabelFont();
        // A width where the widest number, "15", fits its cell at this font
        // but not at three times it.
        const double widest = QFontMetricsF(font).horizontalAdvance(QStringLiteral("15"));
        showAndLayout(heatmap, QSize(int(m * (widest + 14) + 140), 300));
        if (!longLabels) {
            QVERIFY2(heatmap.cellPixelSize().width() > widest + 6,
                     qPrintable(QString::number(heatmap.cellPixelSize().width())));
            QCOMPARE(heatmap.xAxis2->tickLabelRotation(), 0.0);
            QCOMPARE(tickerTexts(heatmap.xAxis2).size(), m);
        }
        font.setPointSizeF(font.pointSizeF() * 3);
        heatmap.xAxis2->setTickLabelFont(font);
        heatmap.replot();
        heatmap.replot();
        const QFontMetricsF metrics(font);
        const QStringList shown = tickerTexts(heatmap.xAxis2);
        const bool upright = std::abs(heatmap.xAxis2->tickLabelRotation()) == 90.0;
        QCOMPARE(upright, longLabels);
        // Lying down, "15" at three times the font is narrower than a line
        // is tall: every second label, where upright kept as few.
        if (!longLabels)
            QCOMPARE(shown.size(), m / 2);
        // Neighbouring labels are at least their extent apart: a line's
        // height standing up, the widest label's width lying down.
        double extent = upright ? metrics.height() : 0.0;
        if (!upright)
            for (const QString& label : shown)
                extent = std::max(extent, metrics.horizontalAdvance(label));
        const QList<double> positions =
            qSharedPointerDynamicCast<QCPAxisTickerText>(heatmap.xAxis2->ticker())->ticks().keys();
        for (int i = 1; i < positions.size(); ++i)
            QVERIFY2(heatmap.xAxis2->coordToPixel(positions[i]) -
                             heatmap.xAxis2->coordToPixel(positions[i - 1]) >=
                         extent,
                     qPrintable(QStringLiteral("labels %1 and %2 overlap")
                                    .arg(shown.value(i - 1), shown.value(i))));
    }
}

// The printed values share one font size at which the widest fits its cell;
// when that would be under 8 px none is printed (the step-through's 11×11
// scores ran together as "0.89-3.11-9.94"). A tiny negative prints as 0.00.
void TestViewsHeatmap::cellValuesFitTheirCellsOrAreLeftOut()
{
    QCOMPARE(AttentionHeatmap::cellValueText(0.4249), QStringLiteral("0.42"));
    QCOMPARE(AttentionHeatmap::cellValueText(-14.26), QStringLiteral("-14.3"));
    QCOMPARE(AttentionHeatmap::cellValueText(-0.001), QStringLiteral("0.00"));
    QCOMPARE(AttentionHeatmap::cellValueText(-0.006), QStringLiteral("-0.01"));

    AttentionHeatmap heatmap;
    Matrix scores = Matrix::Constant(11, 11, 0.42f);
    heatmap.setMatrix(scores, {}, {});
    // Cells wide enough for "0.42" at 8 px (and the 22 px minimum), too
    // narrow for "-1.23e+03".
    QFont font = heatmap.font();
    font.setPixelSize(8);
    const double shortText = QFontMetricsF(font).horizontalAdvance(QStringLiteral("0.42"));
    showAndLayout(heatmap, QSize(400, 500));
    const int chrome = heatmap.width() - heatmap.axisRect()->rect().width();
    heatmap.resize(chrome + int(11 * std::max(shortText + 4, 23.0)), 500);
    heatmap.replot();
    heatmap.replot();
    const QString longValue = AttentionHeatmap::cellValueText(-1234.0);
    QCOMPARE(longValue, QStringLiteral("-1.23e+03"));
    const double longText = QFontMetricsF(font).horizontalAdvance(longValue);
    QVERIFY2(heatmap.cellPixelSize().width() < longText + 2.0,
             qPrintable(QStringLiteral("cell %1 px, the long value %2 px at 8 px")
                            .arg(heatmap.cellPixelSize().width())
                            .arg(longText)));
    QVERIFY(heatmap.cellValuesShown());
    const int size = heatmap.cellValuePixelSize();
    QVERIFY(size >= 8);
    font.setPixelSize(size);
    QVERIFY(QFontMetricsF(font).horizontalAdvance(QStringLiteral("0.42")) <=
            heatmap.cellPixelSize().width() - 2.0);

    // Presentation mode's tick font (twice the size): digits below 0.6 of it
    // are left out, and roomy cells print them up to its size, not 14 px.
    const QFont ticks = heatmap.xAxis2->tickLabelFont();
    QFont larger = ticks;
    larger.setPixelSize(2 * QFontInfo(ticks).pixelSize());
    heatmap.xAxis2->setTickLabelFont(larger);
    QCOMPARE(heatmap.cellValuePixelSize(), 0); // the 8–9 px digits would be clutter
    heatmap.resize(chrome + 11 * 80, 11 * 60);
    heatmap.replot();
    heatmap.replot();
    QVERIFY2(heatmap.cellValuePixelSize() > 14,
             qPrintable(QString::number(heatmap.cellValuePixelSize())));
    QVERIFY(heatmap.cellValuePixelSize() <= QFontInfo(larger).pixelSize());
    heatmap.xAxis2->setTickLabelFont(ticks);
    heatmap.resize(chrome + int(11 * std::max(shortText + 4, 23.0)), 500);
    heatmap.replot();
    heatmap.replot();
    QCOMPARE(heatmap.cellValuePixelSize(), size);

    scores(3, 4) = -1234.0f; // one long value: all or nothing, so nothing
    heatmap.setMatrix(scores, {}, {});
    heatmap.replot();
    heatmap.replot();
    QCOMPARE(heatmap.cellValuePixelSize(), 0);
    QVERIFY(!heatmap.cellValuesShown());
}

// A difference map's "-0.12" is a character wider than "0.42": in cells
// that hold "0.42" at the smallest legible size but not "-0.12", the values
// print without their leading zero ("-.12") instead of vanishing (the
// Compare tab's A − B in Chinese at the default window), while unsigned
// values in the same cells keep the full form. In roomier cells a signed
// map still prints compact, as large as its neighbours' unsigned digits.
void TestViewsHeatmap::signedValuesDropTheirLeadingZeroRatherThanVanish()
{
    QCOMPARE(AttentionHeatmap::cellValueText(-0.123, true), QStringLiteral("-.12"));
    QCOMPARE(AttentionHeatmap::cellValueText(0.4249, true), QStringLiteral(".42"));
    QCOMPARE(AttentionHeatmap::cellValueText(-0.001, true), QStringLiteral(".00"));
    QCOMPARE(AttentionHeatmap::cellValueText(1.5, true), QStringLiteral("1.50"));
    QCOMPARE(AttentionHeatmap::cellValueText(-14.26, true), QStringLiteral("-14.3"));
    QCOMPARE(AttentionHeatmap::cellValueText(-0.123), QStringLiteral("-0.12"));

    AttentionHeatmap heatmap;
    Matrix values = Matrix::Constant(11, 11, 0.42f);
    heatmap.setMatrix(values, {}, {});
    // Tick labels at 20 px: values under 12 px are left out.
    QFont ticks = heatmap.xAxis2->tickLabelFont();
    ticks.setPixelSize(20);
    heatmap.xAxis2->setTickLabelFont(ticks);
    QFont font = heatmap.font();
    font.setPixelSize(12);
    const QFontMetricsF metrics(font);
    const double unsignedWidth = metrics.horizontalAdvance(QStringLiteral("0.42"));
    const double signedWidth = metrics.horizontalAdvance(QStringLiteral("-0.12"));
    const double compactWidth = metrics.horizontalAdvance(QStringLiteral("-.12"));
    QVERIFY(compactWidth < signedWidth && unsignedWidth < signedWidth);
    // Cells (less the 2 px margin) halfway between the widths of the
    // compact or unsigned form and the full signed one at 12 px, 30 px high.
    const double cellWidth =
        (std::max(unsignedWidth, compactWidth) + 2.0 + signedWidth + 2.0) / 2.0;
    showAndLayout(heatmap, QSize(400, 500));
    const QSize chrome = heatmap.size() - heatmap.axisRect()->rect().size();
    heatmap.resize(chrome + QSize(int(std::ceil(11 * cellWidth)), 11 * 30));
    heatmap.replot();
    heatmap.replot();
    const QSizeF cell = heatmap.cellPixelSize();
    QVERIFY2(cell.width() >= std::max(unsignedWidth, compactWidth) + 2.0 &&
                 cell.width() < signedWidth + 2.0 && cell.height() >= 24.0,
             qPrintable(QStringLiteral("cell %1×%2 px; at 12 px \"-.12\" %3, \"0.42\" %4, "
                                       "\"-0.12\" %5")
                            .arg(cell.width())
                            .arg(cell.height())
                            .arg(compactWidth)
                            .arg(unsignedWidth)
                            .arg(signedWidth)));
    QVERIFY(heatmap.cellValuePixelSize() >= 12);
    QVERIFY(!heatmap.cellValuesCompact()); // unsigned: the full form fits

    values(2, 5) = -0.12f;
    heatmap.setMatrix(values, {}, {});
    heatmap.replot();
    heatmap.replot();
    const int size = heatmap.cellValuePixelSize();
    QVERIFY2(size >= 12, qPrintable(QString::number(size)));
    QVERIFY(heatmap.cellValuesCompact());
    font.setPixelSize(size);
    QVERIFY(QFontMetricsF(font).horizontalAdvance(QStringLiteral("-.12")) <= cell.width() - 2.0);

    // Roomier cells, where "-0.12" fits at about 15 px: "-.12" fits at a
    // larger size (under the 20 px tick font's cap), so compact still.
    heatmap.resize(chrome + QSize(int(std::ceil(11 * (1.3 * signedWidth + 2.0))), 11 * 60));
    heatmap.replot();
    heatmap.replot();
    font.setPixelSize(12);
    QVERIFY(QFontMetricsF(font).horizontalAdvance(QStringLiteral("-0.12")) <=
            heatmap.cellPixelSize().width() - 2.0);
    QVERIFY(heatmap.cellValuesCompact());
    QVERIFY2(heatmap.cellValuePixelSize() > 12,
             qPrintable(QString::number(heatmap.cellValuePixelSize())));
    values(2, 5) = 0.12f;
    heatmap.setMatrix(values, {}, {});
    heatmap.replot();
    heatmap.replot();
    QVERIFY(!heatmap.cellValuesCompact());
}

// A short colour bar (a bias strip, presentation mode's fonts) is labelled
// at its two ends only: four or five labels in a 3.5-line strip ran
// together.
void TestViewsHeatmap::colourBarTicksKeepALineApart()
{
    AttentionHeatmap heatmap;
    SeededRandom random(3);
    const Matrix values = Matrix::NullaryExpr(1, 16, [&] { return float(random.normal()); });
    heatmap.setMatrix(values, {QStringLiteral("b")}, {});
    heatmap.setColorScaleVisible(true);
    showAndLayout(heatmap, QSize(420, 400));
    QCPAxis* bar = heatmap.colorScale()->axis();
    const double line = QFontMetricsF(bar->tickLabelFont()).height();
    const auto spacing = [&] {
        const QVector<double> ticks = bar->tickVector();
        double closest = 1e9;
        for (int i = 1; i < ticks.size(); ++i)
            closest = std::min(
                closest, std::abs(bar->coordToPixel(ticks[i]) - bar->coordToPixel(ticks[i - 1])));
        return closest;
    };
    QVERIFY(bar->tickVector().size() >= 3); // tall: the usual ticks
    const int chrome = heatmap.height() - heatmap.axisRect()->rect().height();
    heatmap.resize(420, chrome + int(3.5 * line));
    heatmap.replot();
    heatmap.replot();
    // Its two ends, within the data and a line and a half apart.
    QCOMPARE(bar->tickVector().size(), 2);
    const QCPRange range = heatmap.colorScale()->dataRange();
    QVERIFY(range.contains(bar->tickVector().first()) && range.contains(bar->tickVector().last()));
    QVERIFY(bar->tickVector().first() < 0.0 && bar->tickVector().last() > 0.0);
    QVERIFY2(spacing() >= 1.5 * line, qPrintable(QStringLiteral("%1 ticks %2 px apart, line %3 px")
                                                     .arg(bar->tickVector().size())
                                                     .arg(spacing())
                                                     .arg(line)));
}

void TestViewsHeatmap::marginsShrinkWhenTheLabelsDo()
{
    // The key labels stand upright: their longest sets the top margin. The
    // colour bar shares the cells' top and bottom (a margin group); a long
    // word, then short ones, must give the short ones' margin back (the bar
    // reported the group's margin as its own need, so it only ever grew).
    const QStringList shortWords = {"a", "b", "c", "d", "e", "f", "g", "h"};
    QStringList longWords = shortWords;
    longWords[0] = QStringLiteral("international");
    const Matrix values = Matrix::Constant(8, 8, 0.125f);
    AttentionHeatmap fresh;
    fresh.setMatrix(values, shortWords, shortWords);
    showAndLayout(fresh, QSize(300, 380));
    AttentionHeatmap reused;
    reused.setMatrix(values, shortWords, longWords);
    showAndLayout(reused, QSize(300, 380));
    QCOMPARE(std::abs(reused.xAxis2->tickLabelRotation()), 90.0);
    QVERIFY(reused.axisRect()->margins().top() > fresh.axisRect()->margins().top() + 40);
    reused.setMatrix(values, shortWords, shortWords);
    reused.replot();
    reused.replot();
    QCOMPARE(reused.axisRect()->margins(), fresh.axisRect()->margins());
    QCOMPARE(reused.axisRect()->rect(), fresh.axisRect()->rect());
}

void TestViewsHeatmap::titleShowsTheFirstCandidateThatFits()
{
    AttentionHeatmap heatmap;
    heatmap.setMatrix(Matrix::Constant(3, 3, 1.0f / 3), {"a", "b", "c"}, {"a", "b", "c"});
    const QString full = QStringLiteral("layer 12 · head 12\nprevious token 0.98");
    const QString shorter = QStringLiteral("L12 · H12\nprev .98");
    heatmap.setTitles({full, shorter});
    showAndLayout(heatmap, QSize(600, 300));
    QCOMPARE(heatmap.title(), full);
    QCOMPARE(heatmap.shownTitle(), full);
    // The title's column: the plot less the colour bar's column.
    auto* title = qobject_cast<QCPTextElement*>(heatmap.plotLayout()->element(0, 0));
    QVERIFY(title);
    const QFontMetricsF metrics(title->font());
    const auto widest = [&](const QString& text) {
        double width = 0;
        for (const QString& line : text.split(QLatin1Char('\n')))
            width = std::max(width, metrics.horizontalAdvance(line));
        return width;
    };
    const auto narrowTo = [&](double titleWidth) {
        const int others = heatmap.width() - title->rect().width();
        heatmap.resize(int(std::ceil(titleWidth)) + others + 2, 300);
        heatmap.replot();
        heatmap.replot();
    };
    narrowTo(widest(shorter));
    QCOMPARE(heatmap.shownTitle(), shorter);
    QCOMPARE(heatmap.title(), full);
    QVERIFY(title->rect().width() <= heatmap.width());
    // Narrower than every candidate: the last one, each line elided.
    narrowTo(widest(shorter) - 12);
    const QStringList lines = heatmap.shownTitle().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].endsWith(QChar(0x2026)) || lines[1].endsWith(QChar(0x2026)),
             qPrintable(heatmap.shownTitle()));
    for (const QString& line : lines)
        QVERIFY(metrics.horizontalAdvance(line) <= title->rect().width());
    // Wide again: the full title.
    heatmap.resize(600, 300);
    heatmap.replot();
    heatmap.replot();
    QCOMPARE(heatmap.shownTitle(), full);
    // One candidate, as setTitle() gives; none hides the title.
    heatmap.setTitle(QStringLiteral("head 1"));
    QCOMPARE(heatmap.title(), QStringLiteral("head 1"));
    QVERIFY(title->visible());
    heatmap.setTitle(QString());
    QVERIFY(!title->visible());
}

void TestViewsHeatmap::fittedTitleStaysInsideItsPlot()
{
    // A QCPTextElement gives the plot's minimum width its text's width: in
    // a layout narrower than the title the plot grew past its place and the
    // title was cut at both ends (the complexity page's plots, the Training
    // tab's maps in presentation mode).
    QWidget page;
    auto* layout = new QVBoxLayout(&page);
    auto* plot = new QCustomPlot(&page);
    layout->addWidget(plot);
    plot->plotLayout()->insertRow(0);
    const QString full = QStringLiteral("Sequential operations (colours as in the table)");
    const QString shorter = QStringLiteral("Sequential operations");
    auto* title = new FittedTitle(plot, full);
    plot->plotLayout()->addElement(0, 0, title);
    const QFontMetricsF metrics(title->font());
    const int shortWidth = int(std::ceil(metrics.horizontalAdvance(shorter)));
    QVERIFY(metrics.horizontalAdvance(full) > shortWidth + 100);
    page.resize(shortWidth + 60, 240);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    plot->replot();
    QVERIFY2(plot->width() <= page.width(), qPrintable(QString::number(plot->width())));
    QVERIFY(plot->viewport().contains(title->outerRect()));
    QVERIFY2(title->shownText().endsWith(QChar(0x2026)), qPrintable(title->shownText()));
    QVERIFY(metrics.horizontalAdvance(title->shownText()) <= title->rect().width());
    QCOMPARE(title->text(), full);
    // With a shorter candidate, that one; setText() makes its text the only one.
    title->setCandidates({full, shorter});
    plot->replot();
    QCOMPARE(title->shownText(), shorter);
    title->setText(QStringLiteral("n"));
    QCOMPARE(title->candidates(), QStringList{QStringLiteral("n")});
    QCOMPARE(title->shownText(), QStringLiteral("n"));
    // Wide enough: the full title, on one line.
    title->setText(full);
    page.resize(int(metrics.horizontalAdvance(full)) + 80, 240);
    QTRY_VERIFY(plot->width() > metrics.horizontalAdvance(full));
    plot->replot();
    QCOMPARE(title->shownText(), full);
    QVERIFY(title->outerRect().height() < 2 * metrics.height());
}

AE_TEST_MAIN_GUI(TestViewsHeatmap)
#include "test_views_heatmap.moc"
