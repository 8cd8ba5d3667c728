// The SVG export outlines its text (TextOutliningDevice): an SVG of a heatmap
// with Chinese tokens parses, holds no <text> element and no font reference,
// and, drawn again by QSvgRenderer, looks like the PNG export of the same
// figure — labels included (their dark pixels are counted, so labels that
// vanished would fail). The outlining device also clips: a zoomed line graph
// and a zoomed colour map draw nothing outside their axis rectangle, which
// QSvgGenerator alone does not guarantee (it ignores the painter's clip);
// driven directly, the device keeps a clip set under a scale where it was set
// (through resetTransform and save/restore) and crops images to it, also
// where the clip's edge falls inside one of the image's pixels.

#include "ui/export/figure_exporter.h"
#include "ui/export/text_outlining_device.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/head_grid_view.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <qcustomplot.h>

using namespace ae;
using namespace ae::test;

namespace {

constexpr QSize kFigure(640, 420);

QImage renderSvg(const QString& path, QSize size, const QByteArray& contents = QByteArray())
{
    QSvgRenderer renderer;
    if (contents.isEmpty())
        renderer.load(path);
    else
        renderer.load(contents);
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    if (!renderer.isValid())
        return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter);
    return image;
}

// Ink in `area`: the sum of (255 − grey) over its pixels, so antialiased
// edges count by how dark they are (hinted and outlined glyphs differ there).
double ink(const QImage& image, const QRect& area)
{
    double sum = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            sum += 255 - qGray(image.pixel(x, y));
    return sum;
}

// Fraction of pixels whose colours differ by more than `tolerance` in a channel.
double differingFraction(const QImage& a, const QImage& b, int tolerance)
{
    int differing = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            if (std::abs(qRed(p) - qRed(q)) > tolerance ||
                std::abs(qGreen(p) - qGreen(q)) > tolerance ||
                std::abs(qBlue(p) - qBlue(q)) > tolerance)
                ++differing;
        }
    return double(differing) / (a.width() * a.height());
}

// Pixels that are clearly `colour` (each channel within 60), inside or outside `area`.
struct ColourCount
{
    int inside = 0;
    int outside = 0;
};
ColourCount countColour(const QImage& image, QColor colour, const QRect& area)
{
    ColourCount count;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            if (std::abs(qRed(p) - colour.red()) > 60 ||
                std::abs(qGreen(p) - colour.green()) > 60 ||
                std::abs(qBlue(p) - colour.blue()) > 60)
                continue;
            (area.contains(x, y) ? count.inside : count.outside) += 1;
        }
    return count;
}

} // namespace

class TestSvgOutlining : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void svgHasPathsAndNoText();
    void outlinedSvgLooksLikeThePng();
    void zoomedGraphStaysInsideItsAxisRect();
    void zoomedColourMapStaysInsideItsAxisRect();
    void clipFollowsThePainter_data();
    void clipFollowsThePainter();

private:
    // Exports `widget` as SVG and PNG at `size` (96 dpi) and renders the SVG.
    void exportBoth(QWidget* widget, const QString& name, QSize size, QImage* svg, QImage* png);

    QTemporaryDir m_dir;
    HeadGridView m_grid;
};

void TestSvgOutlining::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_grid.resize(kFigure);
    m_grid.setRun(runFromJson(sentenceSpec(QStringLiteral("我爱你"), 1)));
    m_grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&m_grid));
}

void TestSvgOutlining::exportBoth(QWidget* widget, const QString& name, QSize size, QImage* svg,
                                  QImage* png)
{
    QString error;
    const QString svgPath = m_dir.filePath(name + QStringLiteral(".svg"));
    const QString pngPath = m_dir.filePath(name + QStringLiteral(".png"));
    QVERIFY2(FigureExporter::exportWidget(widget, svgPath, FigureExporter::Format::Svg, size, 96,
                                          &error),
             qPrintable(error));
    QVERIFY2(FigureExporter::exportWidget(widget, pngPath, FigureExporter::Format::Png, size, 96,
                                          &error),
             qPrintable(error));
    *svg = renderSvg(svgPath, size);
    *png = QImage(pngPath).convertToFormat(QImage::Format_ARGB32);
    QCOMPARE(png->size(), size);
}

void TestSvgOutlining::svgHasPathsAndNoText()
{
    const QString path = m_dir.filePath(QStringLiteral("chinese.svg"));
    QString error;
    QVERIFY2(FigureExporter::exportWidget(&m_grid, path, FigureExporter::Format::Svg, kFigure, 96,
                                          &error),
             qPrintable(error));
    QVERIFY(QSvgRenderer(path).isValid());
    QXmlStreamReader xml(readAll(path));
    int texts = 0, paths = 0, outlines = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("text") || xml.name() == QLatin1String("tspan"))
            ++texts;
        if (xml.name() == QLatin1String("path")) {
            ++paths;
            outlines += int(xml.attributes().value(QLatin1String("d")).count(QLatin1Char('M')));
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(texts, 0);
    // One path per label; its outlines (one "M" each) count the glyphs' contours:
    // three token labels per axis, nine cell values "0.xx", titles and ticks.
    QVERIFY2(paths > 15, qPrintable(QString::number(paths)));
    QVERIFY2(outlines > 100, qPrintable(QString::number(outlines)));
}

void TestSvgOutlining::outlinedSvgLooksLikeThePng()
{
    QImage svg, png;
    exportBoth(&m_grid, QStringLiteral("grid"), kFigure, &svg, &png);
    if (QTest::currentTestFailed())
        return;
    // Same picture: antialiasing differs along edges only.
    const double differing = differingFraction(svg, png, 80);
    QVERIFY2(differing < 0.02, qPrintable(QString::number(differing)));

    // The query labels (我 爱 你, and the axis title) sit left of the first
    // heatmap's axis rectangle: they are drawn, as dark as in the PNG.
    AttentionHeatmap* first = nullptr;
    for (AttentionHeatmap* heatmap : m_grid.findChildren<AttentionHeatmap*>())
        if (heatmap->isVisible() && !first)
            first = heatmap;
    QVERIFY(first);
    const QRect axis = first->axisRect()->rect();
    const QPoint origin = first->mapTo(&m_grid, QPoint(0, 0));
    const QRect labels(origin.x(), origin.y() + axis.top(), axis.left() - 3, axis.height());
    const double pngInk = ink(png, labels);
    const double svgInk = ink(svg, labels);
    // Four glyphs and a title of ~7 letters: thousands of ink units at least.
    QVERIFY2(pngInk > 255 * 40, qPrintable(QString::number(pngInk)));
    QVERIFY2(std::abs(svgInk - pngInk) < 0.15 * pngInk,
             qPrintable(QStringLiteral("svg %1, png %2").arg(svgInk).arg(pngInk)));
}

void TestSvgOutlining::zoomedGraphStaysInsideItsAxisRect()
{
    QCustomPlot plot;
    plot.resize(kFigure);
    QCPGraph* graph = plot.addGraph();
    graph->setPen(QPen(QColor(220, 0, 0), 4));
    // A diagonal from (−10, −10) to (10, 10) seen through x, y ∈ [−1, 1]:
    // almost all of it lies outside the axis rectangle.
    graph->setData(QVector<double>{-10, 10}, QVector<double>{-10, 10});
    plot.xAxis->setRange(-1, 1);
    plot.yAxis->setRange(-1, 1);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.replot();
    QImage svg, png;
    // At 1.5 × the widget's size: the clip reaches the device through a scale.
    exportBoth(&plot, QStringLiteral("graph"), kFigure * 3 / 2, &svg, &png);
    if (QTest::currentTestFailed())
        return;
    const QRect axis =
        QTransform::fromScale(1.5, 1.5).mapRect(plot.axisRect()->rect()).adjusted(-2, -2, 2, 2);
    const ColourCount inPng = countColour(png, QColor(220, 0, 0), axis);
    const ColourCount inSvg = countColour(svg, QColor(220, 0, 0), axis);
    QVERIFY2(inPng.inside > 500, qPrintable(QString::number(inPng.inside)));
    QCOMPARE(inPng.outside, 0);
    QCOMPARE(inSvg.outside, 0);
    QVERIFY2(std::abs(inSvg.inside - inPng.inside) < 0.1 * inPng.inside,
             qPrintable(QStringLiteral("svg %1, png %2").arg(inSvg.inside).arg(inPng.inside)));
}

void TestSvgOutlining::zoomedColourMapStaysInsideItsAxisRect()
{
    QCustomPlot plot;
    plot.resize(kFigure);
    auto* map = new QCPColorMap(plot.xAxis, plot.yAxis);
    map->data()->setSize(10, 10);
    map->data()->setRange(QCPRange(0, 9), QCPRange(0, 9));
    for (int x = 0; x < 10; ++x)
        for (int y = 0; y < 10; ++y)
            map->data()->setCell(x, y, (x + y) % 2);
    QCPColorGradient green;
    green.setColorStopAt(0, QColor(0, 160, 0));
    green.setColorStopAt(1, QColor(0, 200, 60));
    map->setGradient(green);
    map->setInterpolate(false);
    map->setDataRange(QCPRange(0, 1));
    // Cells 3.5 … 5.7 of 0 … 9: the map overflows the axis rectangle on every
    // side, and its edges fall inside cells.
    plot.xAxis->setRange(3.5, 5.7);
    plot.yAxis->setRange(3.3, 5.6);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.replot();
    QImage svg, png;
    // At 1.5 × the widget's size: the clip reaches the device through a scale.
    exportBoth(&plot, QStringLiteral("colourmap"), kFigure * 3 / 2, &svg, &png);
    if (QTest::currentTestFailed())
        return;
    const QRect axis =
        QTransform::fromScale(1.5, 1.5).mapRect(plot.axisRect()->rect()).adjusted(-2, -2, 2, 2);
    const ColourCount inPng = countColour(png, QColor(0, 180, 30), axis);
    const ColourCount inSvg = countColour(svg, QColor(0, 180, 30), axis);
    const int area = axis.width() * axis.height();
    QVERIFY2(inPng.inside > 0.9 * area, qPrintable(QString::number(inPng.inside)));
    QCOMPARE(inPng.outside, 0);
    QCOMPARE(inSvg.outside, 0);
    QVERIFY2(inSvg.inside > 0.9 * area, qPrintable(QString::number(inSvg.inside)));
}

// The outlining device straight, on a 200 × 200 SVG: a clip set under a 2×
// scale is (40, 40, 80 × 60) on the device; what is drawn afterwards, under
// whatever transform, shows only there — an image that covers the page, a
// fill after the transform was reset, a fill after a narrower clip was
// restored away.
void TestSvgOutlining::clipFollowsThePainter_data()
{
    QTest::addColumn<int>("drawing");
    QTest::newRow("image covering the page") << 0;
    QTest::newRow("fill after resetTransform") << 1;
    QTest::newRow("fill after restore") << 2;
    QTest::newRow("polyline crossing the clip") << 3;
}

void TestSvgOutlining::clipFollowsThePainter()
{
    QFETCH(int, drawing);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setResolution(96);
    generator.setSize(QSize(200, 200));
    generator.setViewBox(QRect(0, 0, 200, 200));
    const QColor red(220, 0, 0);
    {
        TextOutliningDevice device(&generator);
        QPainter painter(&device);
        painter.scale(2, 2);
        painter.setClipRect(QRect(20, 20, 40, 30));
        switch (drawing) {
        case 0: {
            QImage image(5, 5, QImage::Format_ARGB32);
            image.fill(red);
            painter.drawImage(QRectF(0, 0, 100, 100), image);
            break;
        }
        case 1:
            painter.resetTransform();
            painter.fillRect(QRect(0, 0, 200, 200), red);
            break;
        case 2:
            painter.save();
            painter.setClipRect(QRect(20, 20, 5, 5), Qt::IntersectClip);
            painter.restore();
            painter.fillRect(QRect(0, 0, 100, 100), red);
            break;
        case 3:
            painter.setPen(QPen(red, 30));
            painter.drawPolyline(QPolygonF({QPointF(0, 35), QPointF(100, 35)}));
            break;
        }
    }
    const QImage rendered = renderSvg(QString(), QSize(200, 200), bytes);
    const ColourCount count = countColour(rendered, red, QRect(39, 39, 82, 62));
    QCOMPARE(count.outside, 0);
    QVERIFY2(count.inside > 0.9 * 80 * 60, qPrintable(QString::number(count.inside)));
}

AE_TEST_MAIN_GUI(TestSvgOutlining)
#include "test_svg_outlining.moc"
