// FigureExporter writes real figures: a PNG of the requested pixel size, an SVG
// that parses, a one-page PDF; and fails cleanly with a message.

#include "ui/export/figure_exporter.h"
#include "ui/views/figure_marks.h"
#include "ui/views/head_grid_view.h"

#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QFile>
#include <QHBoxLayout>
#include <QImage>
#include <QPushButton>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QXmlStreamReader>

using namespace ae;
using namespace ae::test;

class TestFigureExporter : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void formatFromSuffix_data();
    void formatFromSuffix();
    void pngHasTheRequestedSize();
    void svgParses();
    void pdfHasOnePage();
    void unwritablePathFailsWithAMessage();
    void nullWidgetFails();
    void screenOnlyControlsAreLeftOutAndComeBack();

private:
    QTemporaryDir m_dir;
    HeadGridView m_grid;
};

void TestFigureExporter::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_grid.resize(640, 480);
    m_grid.setRun(runFromJson(sentenceSpec(QStringLiteral("我爱自然语言处理"), 2)));
    m_grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&m_grid));
}

void TestFigureExporter::formatFromSuffix_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("format"); // −1: none
    QTest::newRow("png") << "a/figure.png" << int(FigureExporter::Format::Png);
    QTest::newRow("upper-case SVG") << "figure.SVG" << int(FigureExporter::Format::Svg);
    QTest::newRow("pdf") << "/tmp/x.y.pdf" << int(FigureExporter::Format::Pdf);
    QTest::newRow("jpeg is not offered") << "figure.jpg" << -1;
    QTest::newRow("no suffix") << "figure" << -1;
}

void TestFigureExporter::formatFromSuffix()
{
    QFETCH(QString, path);
    QFETCH(int, format);
    const std::optional<FigureExporter::Format> found = FigureExporter::formatFromSuffix(path);
    QCOMPARE(found.has_value(), format >= 0);
    if (found)
        QCOMPARE(int(*found), format);
}

void TestFigureExporter::pngHasTheRequestedSize()
{
    const QString path = m_dir.filePath(QStringLiteral("grid.png"));
    QString error;
    QVERIFY2(FigureExporter::exportWidget(&m_grid, path, FigureExporter::Format::Png,
                                          QSize(1280, 900), 300, &error),
             qPrintable(error));
    QImage image;
    QVERIFY(image.load(path));
    QCOMPARE(image.size(), QSize(1280, 900));
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);
    // Not blank: the heatmaps put colour into the picture.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 17)
        for (int x = 0; x < image.width(); x += 17)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);
}

void TestFigureExporter::svgParses()
{
    const QString path = m_dir.filePath(QStringLiteral("grid.svg"));
    QString error;
    QVERIFY2(FigureExporter::exportWidget(&m_grid, path, FigureExporter::Format::Svg, QSize(), 96,
                                          &error),
             qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    bool sawSvg = false;
    int texts = 0, paths = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("svg"))
            sawSvg = true;
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            ++texts;
        if (xml.isStartElement() && xml.name() == QLatin1String("path"))
            ++paths;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(sawSvg);
    // Labels are outlined: vector paths, neither text nor pixels.
    QCOMPARE(texts, 0);
    QVERIFY(paths > 10);
}

void TestFigureExporter::pdfHasOnePage()
{
    const QString path = m_dir.filePath(QStringLiteral("grid.pdf"));
    QString error;
    QVERIFY2(FigureExporter::exportWidget(&m_grid, path, FigureExporter::Format::Pdf,
                                          QSize(800, 600), 96, &error),
             qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF"));
    const int pages = pdf.count("/Type /Page") - pdf.count("/Type /Pages");
    QCOMPARE(pages, 1);
}

void TestFigureExporter::unwritablePathFailsWithAMessage()
{
    const QString path = m_dir.filePath(QStringLiteral("no-such-folder/grid.png"));
    QString error;
    QVERIFY(!FigureExporter::exportWidget(&m_grid, path, FigureExporter::Format::Png, QSize(), 96,
                                          &error));
    QVERIFY(error.contains(path));
    QVERIFY(!QFile::exists(path));
    error.clear();
    QVERIFY(!FigureExporter::exportWidget(&m_grid, m_dir.filePath(QStringLiteral("huge.png")),
                                          FigureExporter::Format::Png, QSize(50000, 100), 96,
                                          &error));
    QVERIFY(error.contains(QStringLiteral("too large")));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("huge.png"))));
}

void TestFigureExporter::nullWidgetFails()
{
    QString error;
    QVERIFY(!FigureExporter::exportWidget(nullptr, m_dir.filePath(QStringLiteral("x.png")),
                                          FigureExporter::Format::Png, QSize(), 96, &error));
    QVERIFY(!error.isEmpty());
}

AE_TEST_MAIN_GUI(TestFigureExporter)
void TestFigureExporter::screenOnlyControlsAreLeftOutAndComeBack()
{
    // A page: a row of controls (marked screen-only) above a red panel.
    QWidget page;
    page.resize(400, 300);
    auto* layout = new QVBoxLayout(&page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto* controls = new QHBoxLayout;
    auto* button = new QPushButton(QStringLiteral("Measure"), &page);
    button->setFixedHeight(100);
    controls->addWidget(button);
    layout->addLayout(controls);
    auto* figure = new QWidget(&page);
    figure->setAutoFillBackground(true);
    QPalette red = figure->palette();
    red.setColor(QPalette::Window, Qt::red);
    figure->setPalette(red);
    layout->addWidget(figure, 1);
    figure_marks::setScreenOnly(controls);
    QVERIFY(figure_marks::isScreenOnly(button));
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    button->setFocus();
    QCOMPARE(figure->y(), 100);

    const QString path = m_dir.filePath(QStringLiteral("page.png"));
    QString error;
    QVERIFY2(FigureExporter::exportWidget(&page, path, FigureExporter::Format::Png, QSize(400, 300),
                                          96, &error),
             qPrintable(error));
    QImage image;
    QVERIFY(image.load(path));
    // The panel fills the figure from the top: the button's row is gone.
    QCOMPARE(image.pixelColor(200, 5), QColor(Qt::red));
    QCOMPARE(image.pixelColor(200, 295), QColor(Qt::red));
    // The screen is as it was: the button back in its row, with the focus.
    QVERIFY(button->isVisible());
    QCOMPARE(figure->y(), 100);
    QCOMPARE(QApplication::focusWidget(), button);
}

#include "test_figure_exporter.moc"
