// Figure export dialog, size presets and clipboard: each format of each
// preset has the requested size (PNG pixels and DPI, SVG width/height in mm,
// PDF page count and page size in points), Chinese token labels reach the
// PDF as embedded fonts, the clipboard holds an image of the right size and
// a parseable SVG.

#include "ui/export/figure_clipboard.h"
#include "ui/export/figure_export_dialog.h"
#include "ui/export/figure_exporter.h"
#include "ui/views/attention_heatmap.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"

#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QMimeData>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include <memory>

using namespace ae;

using ae::test::readAll;

namespace {

// A heatmap with Chinese token labels, shown at a non-16:9 size.
std::unique_ptr<AttentionHeatmap> chineseHeatmap()
{
    auto heatmap = std::make_unique<AttentionHeatmap>();
    Matrix values(3, 3);
    values << 0.5f, 0.25f, 0.25f, 0.1f, 0.8f, 0.1f, 0.0f, 0.0f, 1.0f;
    const QStringList labels = {QStringLiteral("我"), QStringLiteral("爱"), QStringLiteral("你")};
    heatmap->setMatrix(values, labels, labels);
    heatmap->resize(500, 500);
    heatmap->show();
    return heatmap;
}

// "/MediaBox [0 0 w h]" of the first page, in points.
QSizeF pdfPageSize(const QByteArray& pdf)
{
    const QRegularExpression box(
        QStringLiteral(R"(/MediaBox\s*\[\s*0\s+0\s+([0-9.]+)\s+([0-9.]+)\s*\])"));
    const QRegularExpressionMatch match = box.match(QString::fromLatin1(pdf));
    if (!match.hasMatch())
        return {};
    return {match.captured(1).toDouble(), match.captured(2).toDouble()};
}

int pdfPageCount(const QByteArray& pdf)
{
    return int(
        QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral(R"(/Type\s*/Page\b)"))));
}

// width="123.4mm" → 123.4
double svgLengthMm(const QByteArray& svg, const char* attribute)
{
    const QRegularExpression length(
        QStringLiteral(R"(<svg[^>]*\s%1="([0-9.]+)mm")").arg(QLatin1String(attribute)));
    const QRegularExpressionMatch match = length.match(QString::fromUtf8(svg));
    return match.hasMatch() ? match.captured(1).toDouble() : -1.0;
}

} // namespace

class TestExportDialog : public QObject
{
    Q_OBJECT
private slots:
    void presetTable_data();
    void presetTable();
    void eachFormatHasThePresetSize_data();
    void eachFormatHasThePresetSize();
    void widgetGeometryIsRestored();
    void dialogPresetFillsTheSize();
    void dialogFormatChangesTheSuffix();
    void dialogChoicesAreRemembered();
    void chineseLabelsAreEmbeddedInPdf();
    void clipboardHoldsImageAndSvg();
};

void TestExportDialog::presetTable_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<QSize>("pixels");
    QTest::addColumn<int>("dpi");
    QTest::newRow("slide 16:9") << int(FigureSizePreset::Slide16x9) << QSize(1920, 1080) << 144;
    QTest::newRow("slide 4:3") << int(FigureSizePreset::Slide4x3) << QSize(1440, 1080) << 144;
    QTest::newRow("one column") << int(FigureSizePreset::OneColumn) << QSize(1050, 750) << 300;
    QTest::newRow("two columns") << int(FigureSizePreset::TwoColumns) << QSize(2100, 1200) << 300;
}

void TestExportDialog::presetTable()
{
    QFETCH(int, preset);
    QFETCH(QSize, pixels);
    QFETCH(int, dpi);
    const FigureSize size = figureSize(FigureSizePreset(preset));
    QCOMPARE(size.pixels(), pixels);
    QCOMPARE(size.dpi, dpi);
    QVERIFY(!figureSizePresetName(FigureSizePreset(preset)).isEmpty());
}

void TestExportDialog::eachFormatHasThePresetSize_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<int>("format");
    for (FigureSizePreset preset : allFigureSizePresets())
        for (FigureExporter::Format format :
             {FigureExporter::Format::Png, FigureExporter::Format::Svg,
              FigureExporter::Format::Pdf})
            QTest::addRow("%s %s", qPrintable(figureSizePresetName(preset)),
                          qPrintable(FigureExporter::suffix(format)))
                << int(preset) << int(format);
}

void TestExportDialog::eachFormatHasThePresetSize()
{
    QFETCH(int, preset);
    QFETCH(int, format);
    const FigureSize size = figureSize(FigureSizePreset(preset));
    const auto fmt = FigureExporter::Format(format);
    QTemporaryDir dir;
    auto heatmap = chineseHeatmap();
    FigureExportOptions options;
    options.path = dir.filePath(QStringLiteral("figure.") + FigureExporter::suffix(fmt));
    options.format = fmt;
    options.size = size.pixels();
    options.dpi = size.dpi;
    QString error;
    QVERIFY2(FigureExportDialog::exportFigure(heatmap.get(), options, &error), qPrintable(error));
    const QByteArray bytes = readAll(options.path);
    switch (fmt) {
    case FigureExporter::Format::Png: {
        const QImage image = QImage::fromData(bytes, "PNG");
        QCOMPARE(image.size(), size.pixels());
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), size.dpi);
        // Not blank: the colour map drew something other than the background.
        QVERIFY(image.pixelColor(image.width() / 2, image.height() / 2) != QColor(Qt::white));
        break;
    }
    case FigureExporter::Format::Svg: {
        QSvgRenderer renderer(bytes);
        QVERIFY(renderer.isValid());
        QVERIFY(qAbs(svgLengthMm(bytes, "width") - size.widthInches * 25.4) < 0.5);
        QVERIFY(qAbs(svgLengthMm(bytes, "height") - size.heightInches * 25.4) < 0.5);
        // Laid out at the figure's proportions, not stretched from a square.
        const QRectF box = renderer.viewBoxF();
        QVERIFY(qAbs(box.width() / box.height() - size.widthInches / size.heightInches) < 0.01);
        break;
    }
    case FigureExporter::Format::Pdf: {
        QVERIFY(bytes.startsWith("%PDF-"));
        QCOMPARE(pdfPageCount(bytes), 1);
        const QSizeF points = pdfPageSize(bytes);
        QVERIFY2(qAbs(points.width() - size.widthInches * 72) < 1.0,
                 qPrintable(QString::number(points.width())));
        QVERIFY2(qAbs(points.height() - size.heightInches * 72) < 1.0,
                 qPrintable(QString::number(points.height())));
        break;
    }
    }
}

void TestExportDialog::widgetGeometryIsRestored()
{
    QTemporaryDir dir;
    auto heatmap = chineseHeatmap();
    const QRect before = heatmap->geometry();
    QString error;
    QVERIFY(FigureExporter::exportWidgetLaidOut(
        heatmap.get(), dir.filePath(QStringLiteral("a.png")), FigureExporter::Format::Png,
        QSize(1920, 1080), 144, &error));
    QCOMPARE(heatmap->geometry(), before);
}

void TestExportDialog::dialogPresetFillsTheSize()
{
    FigureExportDialog dialog(QStringLiteral("heads"));
    auto* width = dialog.findChild<QSpinBox*>(QStringLiteral("widthSpin"));
    auto* height = dialog.findChild<QSpinBox*>(QStringLiteral("heightSpin"));
    auto* dpi = dialog.findChild<QSpinBox*>(QStringLiteral("dpiSpin"));
    auto* preset = dialog.findChild<QComboBox*>(QStringLiteral("presetCombo"));
    QVERIFY(width && height && dpi && preset);
    preset->setCurrentIndex(int(FigureSizePreset::OneColumn));
    QCOMPARE(dialog.options().size, QSize(1050, 750));
    QCOMPARE(dialog.options().dpi, 300);
    QVERIFY(!width->isEnabled());
    preset->setCurrentIndex(FigureExportDialog::customPresetIndex());
    QVERIFY(width->isEnabled());
    width->setValue(800);
    height->setValue(600);
    dpi->setValue(200);
    QCOMPARE(dialog.options().size, QSize(800, 600));
    QCOMPARE(dialog.options().dpi, 200);
}

void TestExportDialog::dialogFormatChangesTheSuffix()
{
    FigureExportDialog dialog(QStringLiteral("heads"));
    auto* format = dialog.findChild<QComboBox*>(QStringLiteral("formatCombo"));
    dialog.setPath(QStringLiteral("/tmp/figures/heads.png"));
    format->setCurrentIndex(2);
    QCOMPARE(dialog.options().format, FigureExporter::Format::Pdf);
    QCOMPARE(dialog.options().path, QStringLiteral("/tmp/figures/heads.pdf"));
    format->setCurrentIndex(1);
    QCOMPARE(dialog.options().path, QStringLiteral("/tmp/figures/heads.svg"));
}

void TestExportDialog::dialogChoicesAreRemembered()
{
    {
        FigureExportDialog dialog(QStringLiteral("heads"));
        dialog.setFormat(FigureExporter::Format::Svg);
        dialog.setCustomSize(QSize(640, 480), 120);
        dialog.setPath(QStringLiteral("/tmp/x.svg"));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
    FigureExportDialog again(QStringLiteral("lines"));
    QCOMPARE(again.options().format, FigureExporter::Format::Svg);
    QCOMPARE(again.options().size, QSize(640, 480));
    QCOMPARE(again.options().dpi, 120);
    QVERIFY(again.options().path.endsWith(QStringLiteral("lines.svg")));
    QVERIFY(again.findChild<QSpinBox*>(QStringLiteral("widthSpin"))->isEnabled());
}

void TestExportDialog::chineseLabelsAreEmbeddedInPdf()
{
    QTemporaryDir dir;
    auto heatmap = chineseHeatmap();
    const QString path = dir.filePath(QStringLiteral("zh.pdf"));
    QString error;
    QVERIFY(FigureExporter::exportWidgetLaidOut(heatmap.get(), path, FigureExporter::Format::Pdf,
                                                QSize(1050, 750), 300, &error));
    const QByteArray pdf = readAll(path);
    // Qt embeds the glyphs it drew (a font subset) with a ToUnicode map, so
    // the labels print without the reader having a CJK font.
    QVERIFY(pdf.contains("/FontFile2") || pdf.contains("/FontFile3") || pdf.contains("/FontFile"));
    QVERIFY(pdf.contains("/ToUnicode"));
    // SVG has its labels outlined (paths), so it needs no CJK font either
    // (tests/ui/test_svg_outlining.cpp compares the drawing with the PNG).
    const QString svgPath = dir.filePath(QStringLiteral("zh.svg"));
    QVERIFY(FigureExporter::exportWidgetLaidOut(heatmap.get(), svgPath, FigureExporter::Format::Svg,
                                                QSize(1050, 750), 300, &error));
    const QByteArray svg = readAll(svgPath);
    QVERIFY(svg.contains("<path"));
    QVERIFY(!svg.contains("<text"));
}

void TestExportDialog::clipboardHoldsImageAndSvg()
{
    auto heatmap = chineseHeatmap();
    heatmap->resize(300, 200);
    QString error;
    std::unique_ptr<QMimeData> data(FigureClipboard::mimeData(heatmap.get(), 2.0, &error));
    QVERIFY2(data, qPrintable(error));
    QVERIFY(data->hasImage());
    QCOMPARE(qvariant_cast<QImage>(data->imageData()).size(), QSize(600, 400));
    QVERIFY(data->hasFormat(QStringLiteral("image/svg+xml")));
    QVERIFY(QSvgRenderer(data->data(QStringLiteral("image/svg+xml"))).isValid());

    QVERIFY(FigureClipboard::copy(heatmap.get(), 1.5, &error));
    QCOMPARE(QGuiApplication::clipboard()->image().size(), QSize(450, 300));

    QVERIFY(!FigureClipboard::mimeData(nullptr, 2.0, &error));
    QVERIFY(!error.isEmpty());
}

AE_TEST_MAIN_GUI(TestExportDialog)
#include "test_export_dialog.moc"
