// attention-explorer-cli export --colormap: the weights take the chosen map
// (a weights stage's PNG changes between viridis and cividis, and its
// heatmap pixels are cividis colours), a signed stage's PNG does not change,
// and an unknown or diverging name is refused naming --colormap, with no file.
#include "app/cli/cli_application.h"
#include "app/cli/export_command.h"
#include "ui/views/color_maps.h"

#include "tests/cli/cli_test_support.h"
#include "tests/test_main.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>

using namespace ae;
using namespace ae::cli;
using namespace ae::cli::test;

namespace {

QString examplePath()
{
    return ae::cli::test::examplePath("self_attention_en.json");
}

// How many sampled pixels are (within rounding) one of the gradient's colours.
int pixelsOnGradient(const QImage& image, const QCPColorGradient& gradient)
{
    QCPColorGradient map = gradient;
    QSet<QRgb> palette;
    for (int i = 0; i <= 255; ++i)
        palette.insert(map.color(i / 255.0, QCPRange(0, 1)) | 0xff000000u);
    int hits = 0;
    for (int y = 0; y < image.height(); y += 5)
        for (int x = 0; x < image.width(); x += 5)
            hits += palette.contains(image.pixel(x, y) | 0xff000000u) ? 1 : 0;
    return hits;
}

} // namespace

class TestCliColormap : public QObject
{
    Q_OBJECT

private slots:
    void weightsTakeTheColormapSignedStagesDoNot()
    {
        QTemporaryDir dir;
        auto exportStage = [&](const char* view, const char* map) {
            const QString path = dir.filePath(QStringLiteral("%1-%2.png").arg(view, map));
            const CliRun run =
                runCliWith<ExportCommand>({"export", examplePath(), "--view", view, "--colormap",
                                           map, "--size", "800x500", "-o", path});
            if (run.code != int(ExitSuccess))
                qWarning("%s", run.err.constData());
            return QImage(path);
        };
        // step-8: the softmax (weights); step-5: the scores (signed).
        const QImage weightsViridis = exportStage("step-8", "viridis");
        const QImage weightsCividis = exportStage("step-8", "cividis");
        QVERIFY(!weightsViridis.isNull() && !weightsCividis.isNull());
        QVERIFY(weightsViridis != weightsCividis);
        // The cividis image is drawn in cividis colours, not viridis ones.
        const int cividisHits = pixelsOnGradient(weightsCividis, colorMap(ColorMapId::Cividis));
        QVERIFY2(cividisHits > 50, qPrintable(QString::number(cividisHits)));
        QVERIFY(pixelsOnGradient(weightsCividis, colorMap(ColorMapId::Viridis)) < cividisHits / 4);
        QVERIFY(pixelsOnGradient(weightsViridis, colorMap(ColorMapId::Viridis)) > 50);

        const QImage scoresViridis = exportStage("step-5", "viridis");
        QVERIFY(!scoresViridis.isNull());
        QVERIFY(scoresViridis == exportStage("step-5", "cividis"));
        // Without --colormap: viridis, as before the option existed.
        const QString plain = dir.filePath(QStringLiteral("plain.png"));
        QCOMPARE(runCliWith<ExportCommand>({"export", examplePath(), "--view", "step-8", "--size",
                                            "800x500", "-o", plain})
                     .code,
                 int(ExitSuccess));
        QVERIFY(QImage(plain) == weightsViridis);
    }

    void unknownColormapIsRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("unknown") << QStringLiteral("rainbow");
        QTest::newRow("diverging is for signed values") << QStringLiteral("diverging");
        QTest::newRow("empty") << QString();
    }

    void unknownColormapIsRefused()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.png"));
        const CliRun run = runCliWith<ExportCommand>(
            {"export", examplePath(), "--view", "heads", "--colormap", name, "-o", path});
        QCOMPARE(run.code, int(ExitUsageError));
        QVERIFY2(run.err.contains("--colormap") && run.err.contains("cividis"),
                 run.err.constData());
        QVERIFY(!QFile::exists(path));
    }
};

AE_TEST_MAIN_GUI(TestCliColormap)
#include "test_cli_colormap.moc"
