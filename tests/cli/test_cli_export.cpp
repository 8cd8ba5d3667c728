// attention-explorer-cli export: the GUI's figures saved without a display.
// PNG pixel size, SVG size and view box, PDF page size are the requested
// ones; every listed view draws; unknown views and options out of range are
// refused with a message, a non-zero exit and no file; the real executable
// picks the offscreen platform by itself.
#include "app/cli/cli_application.h"
#include "app/cli/export_command.h"
#include "ui/figures/figure_views.h"
#include "ui/figures/model_figures.h"

#include "tests/cli/figure_test_support.h"
#include "tests/test_main.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>

using namespace ae;
using namespace ae::cli;
using namespace ae::cli::test;

class TestCliExport : public QObject
{
    Q_OBJECT

private slots:
    void listViewsNamesEveryFigure()
    {
        const CliRun run = runExport({"export", "--list-views"});
        QCOMPARE(run.code, int(ExitSuccess));
        const QString text = QString::fromUtf8(run.out);
        for (const char* name :
             {"heads", "head", "lines", "distribution", "step-1", "step-11", "positional-matrix",
              "positional-rotation", "complexity", "lesson-kernel-regression", "lesson-dropout"})
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral("(^|\\n)%1 ").arg(name))),
                     name);
        // The spec's figures and a real model's (test_cli_export_model).
        QCOMPARE(text.count(QLatin1Char('\n')),
                 int(FigureViews::all().size() + ModelFigures::all().size()));
    }

    void pngHasTheRequestedPixelSize()
    {
        const QString path = m_dir.filePath("heads.png");
        const CliRun run = runExport({"export", examplePath("self_attention_en.json"), "--view",
                                      "heads", "--size", "640x480", "-o", path});
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(640, 480));
        QVERIFY(colourCount(image) > 20);
    }

    void svgHasTheRequestedSize()
    {
        const QString path = m_dir.filePath("lines.svg");
        const CliRun run =
            runExport({"export", examplePath("self_attention_en.json"), "--view", "lines",
                       "--format", "svg", "--size", "960x480", "--dpi", "96", "-o", path});
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        QXmlStreamReader xml(readAll(path));
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name().toString(), QStringLiteral("svg"));
        // 960 × 480 px at 96 dpi = 10 × 5 in = 254 × 127 mm.
        const QXmlStreamAttributes attributes = xml.attributes();
        QCOMPARE(attributes.value("width").toString(), QStringLiteral("254mm"));
        QCOMPARE(attributes.value("height").toString(), QStringLiteral("127mm"));
        const QStringList box = attributes.value("viewBox").toString().split(' ');
        QCOMPARE(box.size(), 4);
        QCOMPARE(box[2].toDouble() / box[3].toDouble(), 2.0);
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    }

    void pdfIsOnePageOfTheRequestedSize_data()
    {
        QTest::addColumn<QStringList>("sizeOptions");
        QTest::addColumn<double>("widthPoints");
        QTest::addColumn<double>("heightPoints");
        // Points = pixels / dpi · 72.
        QTest::newRow("size at 96 dpi") << QStringList({"--size", "800x600"}) << 600.0 << 450.0;
        QTest::newRow("slide 16:9") << QStringList({"--preset", "slide-16:9"}) << 960.0 << 540.0;
        QTest::newRow("one column") << QStringList({"--preset", "column"}) << 252.0 << 180.0;
    }
    void pdfIsOnePageOfTheRequestedSize()
    {
        QFETCH(QStringList, sizeOptions);
        QFETCH(double, widthPoints);
        QFETCH(double, heightPoints);
        const QString path = m_dir.filePath("step.pdf");
        const CliRun run =
            runExport(QStringList{"export", examplePath("self_attention_en.json"), "--view",
                                  "step-5", "--format", "pdf", "-o", path} +
                      sizeOptions);
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
        QCOMPARE(QString::fromLatin1(pdf).count(page), 1);
        static const QRegularExpression box(
            QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
        const QRegularExpressionMatch match = box.match(QString::fromLatin1(pdf));
        QVERIFY(match.hasMatch());
        QVERIFY2(std::abs(match.captured(1).toDouble() - widthPoints) < 0.5,
                 qPrintable(match.captured(0)));
        QVERIFY2(std::abs(match.captured(2).toDouble() - heightPoints) < 0.5,
                 qPrintable(match.captured(0)));
    }

    void everyListedViewDraws_data()
    {
        QTest::addColumn<QString>("view");
        for (const FigureView& view : FigureViews::all())
            QTest::newRow(qPrintable(view.name)) << view.name;
    }
    void everyListedViewDraws()
    {
        QFETCH(QString, view);
        const QString path = m_dir.filePath(view + ".png");
        const CliRun run =
            runExport({"export", examplePath("chinese_sentence.json"), "--view", view, "--lang",
                       "zh_CN", "--head", "2", "--query", "2", "--size", "500x360", "-o", path});
        QVERIFY2(run.code == ExitSuccess, run.err.constData());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(500, 360));
        QVERIFY(colourCount(image) > 3);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown view")
            << QStringList({"--view", "nope"}) << int(ExitUsageError) << "unknown view 'nope'";
        QTest::newRow("no view") << QStringList() << int(ExitUsageError) << "--view";
        QTest::newRow("head out of range")
            << QStringList({"--view", "head", "--head", "9"}) << int(ExitUsageError)
            << "--head 9 is out of range: the spec has 2 heads";
        QTest::newRow("bad size") << QStringList({"--view", "heads", "--size", "big"})
                                  << int(ExitUsageError) << "--size";
        QTest::newRow("bad preset") << QStringList({"--view", "heads", "--preset", "poster"})
                                    << int(ExitUsageError) << "slide-16:9";
        QTest::newRow("bad format") << QStringList({"--view", "heads", "--format", "gif"})
                                    << int(ExitUsageError) << "png, svg or pdf";
        QTest::newRow("bad language") << QStringList({"--view", "heads", "--lang", "klingon"})
                                      << int(ExitUsageError) << "--lang";
    }
    void refusals()
    {
        QFETCH(QStringList, options);
        QFETCH(int, code);
        QFETCH(QString, message);
        const QString path = m_dir.filePath("refused.png");
        const CliRun run = runExport(
            QStringList{"export", examplePath("self_attention_en.json"), "-o", path} + options);
        QCOMPARE(run.code, code);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
        QVERIFY(!QFile::exists(path));
    }

    void badSpecIsRefusedWithoutAFile()
    {
        const QString spec = m_dir.filePath("bad.json");
        QVERIFY(writeFile(spec, "{\"format\": \"attention-explorer/spec@1\", \"heads\": 0}"));
        const QString path = m_dir.filePath("bad.png");
        const CliRun run = runExport({"export", spec, "--view", "heads", "-o", path});
        QCOMPARE(run.code, int(ExitSpecError));
        QVERIFY(run.err.startsWith("error: "));
        QVERIFY(!QFile::exists(path));
    }

    void theExecutableRendersWithoutADisplay()
    {
        // No QT_QPA_PLATFORM and no DISPLAY: the CLI must choose offscreen itself.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
        QProcess process;
        process.setProcessEnvironment(environment);
        const QString path = m_dir.filePath("process.png");
        process.start(QStringLiteral(AE_CLI_EXECUTABLE),
                      {"export", examplePath("self_attention_en.json"), "--view", "lines", "--size",
                       "300x200", "-o", path});
        QVERIFY(process.waitForFinished(60000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        QCOMPARE(QImage(path).size(), QSize(300, 200));

        // Unknown view: message, status 2, no file.
        process.start(QStringLiteral(AE_CLI_EXECUTABLE),
                      {"export", examplePath("self_attention_en.json"), "--view", "nope", "-o",
                       m_dir.filePath("none.png")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("unknown view 'nope'"));
        QVERIFY(!QFile::exists(m_dir.filePath("none.png")));
    }

private:
    QTemporaryDir m_dir;
};

AE_TEST_MAIN_GUI(TestCliExport)
#include "test_cli_export.moc"
