// AttentionHeatmap: the colour map holds exactly the trace's numbers, labels are
// the tokens, masked cells are flagged, and a click reports the cell under it.

#include "core/masked_softmax.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"

#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QSignalSpy>

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

} // namespace

class TestViewsHeatmap : public QObject
{
    Q_OBJECT
private slots:
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
};

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
    heatmap.setMatrix(run->trace.batch[0].heads[0].weights, labels(run->prepared.tokens[0]),
                      labels(run->prepared.keyTokens[0]));
    showAndLayout(heatmap);
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

AE_TEST_MAIN_GUI(TestViewsHeatmap)
#include "test_views_heatmap.moc"
