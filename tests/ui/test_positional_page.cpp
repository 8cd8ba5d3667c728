// The positional-encoding page driven through its real controls.
#include "core/positional_analysis.h"
#include "core/positional_encoding.h"
#include "core/shuffle_demo.h"
#include "ui/document/model_document.h"
#include "ui/positional/binary_analogy_panel.h"
#include "ui/positional/learned_positions_panel.h"
#include "ui/positional/positional_encoding_page.h"
#include "ui/positional/rotation_panel.h"
#include "ui/positional/shuffle_panel.h"
#include "ui/views/figure_marks.h"

#include "tests/model_fixture_support.h"
#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"
#include "tests/ui/widget_test_support.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <qcustomplot.h>

#include <cmath>

using ae::test::child;
using ae::test::typeInto;

namespace {

// Every cell of the heatmap plot equals the engine's encoding.
void compareHeatmap(QCustomPlot* plot, int n, int d, double base)
{
    auto* map = qobject_cast<QCPColorMap*>(plot->plottable(0));
    QVERIFY(map);
    QVERIFY(!map->interpolate());
    QCOMPARE(map->data()->keySize(), d);
    QCOMPARE(map->data()->valueSize(), n);
    const ae::Matrix expected = ae::sinusoidalEncoding(n, d, base);
    for (int i = 0; i < n; ++i)
        for (int c = 0; c < d; ++c)
            QCOMPARE(map->data()->cell(c, i), double(expected(i, c)));
}

// Every cell of a heatmap plot equals `expected` (rows down, columns across).
void compareCells(QCustomPlot* plot, const ae::Matrix& expected)
{
    auto* map = qobject_cast<QCPColorMap*>(plot->plottable(0));
    QVERIFY(map);
    QVERIFY(map->colorScale());
    QCOMPARE(map->data()->keySize(), int(expected.cols()));
    QCOMPARE(map->data()->valueSize(), int(expected.rows()));
    for (int i = 0; i < int(expected.rows()); ++i)
        for (int c = 0; c < int(expected.cols()); ++c)
            QCOMPARE(map->data()->cell(c, i), double(expected(i, c)));
}

} // namespace

class TestPositionalPage : public QObject
{
    Q_OBJECT
private slots:
    void defaultsShowTheD2lFigure()
    {
        ae::PositionalEncodingPage page;
        QCOMPARE(page.sequenceLength(), 60);
        QCOMPARE(page.modelWidth(), 32);
        compareHeatmap(child<QCustomPlot>(&page, "encodingHeatmap"), 60, 32, 10000.0);
        // Curves of columns 6–9 by default.
        auto* curves = child<QCustomPlot>(&page, "encodingCurves");
        QCOMPARE(curves->graphCount(), 4);
        const ae::Matrix p = ae::sinusoidalEncoding(60, 32);
        for (int g = 0; g < 4; ++g) {
            QCOMPARE(curves->graph(g)->dataCount(), 60);
            QCOMPARE(curves->graph(g)->data()->at(17)->value, double(p(17, 6 + g)));
        }
    }

    void shuffleUsesTheClassSentence()
    {
        ae::PositionalEncodingPage page;
        page.tabs()->setCurrentWidget(page.shufflePanel());
        page.show();
        const ae::RunPtr run = ae::test::runFromJson(
            ae::test::sentenceSpec(QStringLiteral("the cat sat on the mat"), 2));
        QVERIFY(run);
        page.setRun(run);
        auto* panel = page.shufflePanel();
        const int seed = child<QSpinBox>(panel, "shuffleSeedSpin")->value();
        // The demo ran on the sentence's own vectors X: the same numbers as
        // the engine's demo on them.
        const ae::ShuffleDemoResult expected =
            ae::runShuffleDemo(run->trace.batch.front().inputs, std::uint64_t(seed), 10000.0);
        QCOMPARE(panel->lastResult().permutation, expected.permutation);
        QCOMPARE(panel->lastResult().deviationSinusoidal, expected.deviationSinusoidal);
        QVERIFY(panel->lastResult().deviationWithoutEncoding < 1e-4);
        // Its words, each with its position, and the shuffled order in words.
        const QString text = child<QLabel>(panel, "shufflePermutationLabel")->text();
        QVERIFY2(text.contains(QStringLiteral("the<sub>0</sub> cat<sub>1</sub> sat<sub>2</sub>")),
                 qPrintable(text));
        const int first = expected.permutation.front();
        const QStringList words = {"the", "cat", "sat", "on", "the", "mat"};
        QVERIFY2(text.contains(
                     QStringLiteral("Shuffled by Π: %1<sub>%2</sub>").arg(words[first]).arg(first)),
                 qPrintable(text));
        // The page's own n goes back to random tokens.
        page.setSequenceLength(9);
        QTRY_VERIFY(child<QLabel>(panel, "shufflePermutationLabel")
                        ->text()
                        .startsWith(QStringLiteral("New order of the 9 random tokens")));
    }

    void everyHeatmapHasItsColourScale()
    {
        ae::PositionalEncodingPage page;
        QTest::mouseClick(child<QPushButton>(&page, "shuffleButton"), Qt::LeftButton);
        // P, the binary digits (0 and 1 only), P beside them, the rotary scores.
        for (const char* name :
             {"encodingHeatmap", "binaryHeatmap", "binaryEncodingHeatmap", "rotaryScoresHeatmap"}) {
            auto* map = qobject_cast<QCPColorMap*>(child<QCustomPlot>(&page, name)->plottable(0));
            QVERIFY2(map && map->colorScale(), name);
            QCOMPARE(map->colorScale()->dataRange(), map->dataRange());
            QCOMPARE(map->colorScale()->gradient(), map->gradient());
        }
        auto* digits =
            qobject_cast<QCPColorMap*>(child<QCustomPlot>(&page, "binaryHeatmap")->plottable(0));
        QCOMPARE(digits->dataRange(), QCPRange(0, 1));
    }

    void spinBoxesDriveTheHeatmap_data()
    {
        QTest::addColumn<QString>("n");
        QTest::addColumn<QString>("d");
        QTest::addColumn<QString>("base");
        QTest::newRow("n=17 d=7 (odd width)") << "17"
                                              << "7"
                                              << "10000";
        QTest::newRow("n=100 d=64") << "100"
                                    << "64"
                                    << "10000";
        QTest::newRow("n=9 d=12 base=100") << "9"
                                           << "12"
                                           << "100";
    }
    void spinBoxesDriveTheHeatmap()
    {
        QFETCH(QString, n);
        QFETCH(QString, d);
        QFETCH(QString, base);
        ae::PositionalEncodingPage page;
        page.show();
        typeInto(child<QSpinBox>(&page, "positionalLengthSpin"), n);
        typeInto(child<QSpinBox>(&page, "positionalWidthSpin"), d);
        typeInto(child<QDoubleSpinBox>(&page, "positionalBaseSpin"), base);
        QCOMPARE(page.sequenceLength(), n.toInt());
        QCOMPARE(page.modelWidth(), d.toInt());
        QCOMPARE(page.base(), base.toDouble());
        compareHeatmap(child<QCustomPlot>(&page, "encodingHeatmap"), n.toInt(), d.toInt(),
                       base.toDouble());
        compareHeatmap(child<QCustomPlot>(&page, "binaryEncodingHeatmap"), n.toInt(), d.toInt(),
                       base.toDouble());
        // The binary digits beside it: bit b of i.
        auto* binary =
            qobject_cast<QCPColorMap*>(child<QCustomPlot>(&page, "binaryHeatmap")->plottable(0));
        QCOMPARE(binary->data()->keySize(), ae::bitsForLength(n.toInt()));
        for (int i = 0; i < n.toInt(); ++i)
            for (int b = 0; b < binary->data()->keySize(); ++b)
                QCOMPARE(binary->data()->cell(b, i), double((i >> b) & 1));
    }

    void mainWindowSlotsFollowTheSequence()
    {
        ae::PositionalEncodingPage page;
        QSignalSpy changed(&page, &ae::PositionalEncodingPage::encodingChanged);
        page.setSequenceLength(12);
        page.setModelWidth(10);
        QCOMPARE(child<QSpinBox>(&page, "positionalLengthSpin")->value(), 12);
        QCOMPARE(child<QSpinBox>(&page, "positionalWidthSpin")->value(), 10);
        QCOMPARE(changed.count(), 2);
        compareHeatmap(child<QCustomPlot>(&page, "encodingHeatmap"), 12, 10, 10000.0);
        QCOMPARE(page.encoding(), ae::sinusoidalEncoding(12, 10));
        // Longer sequences than the page draws are clamped, not refused.
        page.setSequenceLength(4096);
        QCOMPARE(page.sequenceLength(), 1024);
        QCOMPARE(page.encoding().rows(), 1024);
    }

    void pickingABitHighlightsTheClosestPeriod_data()
    {
        QTest::addColumn<int>("d");
        QTest::addColumn<double>("base");
        QTest::addColumn<int>("bit");
        QTest::addColumn<int>("column"); // hand-checked: see the comment below
        // d = 32, base 10⁴: period of pair j is 2π·10^{j/4}: 6.28, 11.2, 19.9, 35.3, 62.8…
        // bit periods 2, 4, 8, 16, 32, 64 → pairs 0, 0, 0 (8 vs 6.28/11.2), 2, 3, 4.
        QTest::newRow("bit 0") << 32 << 10000.0 << 0 << 0;
        QTest::newRow("bit 2") << 32 << 10000.0 << 2 << 0;
        QTest::newRow("bit 3") << 32 << 10000.0 << 3 << 4;
        QTest::newRow("bit 4") << 32 << 10000.0 << 4 << 6;
        QTest::newRow("bit 5") << 32 << 10000.0 << 5 << 8;
        // d = 8, base 10⁴: pair periods 6.28, 62.8, 628, 6283: bit 5 (64) → pair 1.
        QTest::newRow("d=8 bit 5") << 8 << 10000.0 << 5 << 2;
    }
    void pickingABitHighlightsTheClosestPeriod()
    {
        QFETCH(int, d);
        QFETCH(double, base);
        QFETCH(int, bit);
        QFETCH(int, column);
        // Independent check of the expectation: log-periods are linear in j,
        // so the closest pair is the rounded solution of the linear equation.
        const double x =
            (std::log(std::ldexp(1.0, bit + 1)) - std::log(2 * M_PI)) / (2.0 * std::log(base) / d);
        const int rounded = std::clamp(static_cast<int>(std::lround(x)), 0, (d + 1) / 2 - 1);
        QCOMPARE(2 * rounded, column);

        ae::PositionalEncodingPage page;
        page.setSequenceLength(64);
        page.setModelWidth(d);
        page.setBase(base);
        auto* panel = page.binaryPanel();
        typeInto(child<QSpinBox>(panel, "bitSpin"), QString::number(bit));
        QCOMPARE(panel->selectedBit(), bit);
        QCOMPARE(panel->highlightedColumn(), column);
        // The overlay shows that sine column and the bit's square wave.
        auto* overlay = child<QCustomPlot>(panel, "bitOverlayPlot");
        const ae::Matrix p = page.encoding();
        for (int i = 0; i < 64; i += 7) {
            QCOMPARE(overlay->graph(0)->data()->at(i)->value, double(p(i, column)));
            QCOMPARE(overlay->graph(1)->data()->at(i)->value, ((i >> bit) & 1) ? -1.0 : 1.0);
        }
    }

    // The sine column is drawn as the smooth curve it samples, its entries
    // marked on it; the caption words bit 0's flip as every number.
    void theSineIsSmoothThroughItsSamples()
    {
        ae::PositionalEncodingPage page;
        page.setSequenceLength(20);
        page.setModelWidth(16);
        auto* panel = page.binaryPanel();
        typeInto(child<QSpinBox>(panel, "bitSpin"), QStringLiteral("0"));
        auto* overlay = child<QCustomPlot>(panel, "bitOverlayPlot");
        QCOMPARE(overlay->graph(0)->lineStyle(), QCPGraph::lsNone); // dots at whole i
        // The legend sits below the axis rect, not over the curves.
        QCOMPARE(overlay->legend->layout(), static_cast<QCPLayout*>(overlay->plotLayout()));
        QCPGraph* curve = overlay->graph(2);
        QCOMPARE(curve->dataCount(), 16 * 19 + 1);
        const ae::Matrix p = page.encoding();
        const int column = panel->highlightedColumn();
        for (int i = 0; i < 20; ++i) // every 16th sample is position i
            QVERIFY(std::abs(curve->data()->at(16 * i)->value - double(p(i, column))) < 1e-6);
        // Between two samples the curve is the sine, not the chord: column 0 is
        // sin(t), so at t = 1.5 it is sin(1.5) = 0.997…, above both neighbours.
        QVERIFY(std::abs(curve->data()->at(24)->value - std::sin(1.5)) < 1e-12);
        auto* text = child<QLabel>(panel, "bitExplanation");
        QVERIFY2(text->text().contains(QStringLiteral("Bit 0 flips with every number,")),
                 qPrintable(text->text()));
        typeInto(child<QSpinBox>(panel, "bitSpin"), QStringLiteral("2"));
        QVERIFY2(text->text().contains(QStringLiteral("Bit 2 flips every 4 numbers,")),
                 qPrintable(text->text()));
    }

    void clickingTheBinaryHeatmapPicksABit()
    {
        ae::PositionalEncodingPage page;
        page.resize(1200, 800);
        page.tabs()->setCurrentWidget(page.binaryPanel());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* plot = child<QCustomPlot>(page.binaryPanel(), "binaryHeatmap");
        plot->replot();
        QSignalSpy picked(page.binaryPanel(), &ae::BinaryAnalogyPanel::selectedBitChanged);
        const QPoint at(int(plot->xAxis->coordToPixel(4)), int(plot->yAxis->coordToPixel(10)));
        QTest::mouseClick(plot, Qt::LeftButton, Qt::NoModifier, at);
        QCOMPARE(page.binaryPanel()->selectedBit(), 4);
        QCOMPARE(picked.count(), 1);
    }

    void rotationResidualIsRounding_data()
    {
        QTest::addColumn<int>("j");
        QTest::addColumn<int>("i");
        QTest::addColumn<int>("delta");
        QTest::newRow("j=0 i=0 δ=1") << 0 << 0 << 1;
        QTest::newRow("j=3 i=5 δ=3") << 3 << 5 << 3;
        QTest::newRow("j=7 i=40 δ=17") << 7 << 40 << 17;
        QTest::newRow("j=15 i=59 δ=-30") << 15 << 59 << -30;
        QTest::newRow("j=1 i=12 δ=200") << 1 << 12 << 200;
    }
    void rotationResidualIsRounding()
    {
        QFETCH(int, j);
        QFETCH(int, i);
        QFETCH(int, delta);
        ae::PositionalEncodingPage page; // n = 60, d = 32
        auto* panel = page.rotationPanel();
        typeInto(child<QSpinBox>(panel, "rotationPairSpin"), QString::number(j));
        typeInto(child<QSpinBox>(panel, "rotationPositionSpin"), QString::number(i));
        typeInto(child<QSpinBox>(panel, "rotationOffsetSpin"), QString::number(delta));
        QVERIFY2(panel->residual() < 1e-6, qPrintable(QString::number(panel->residual())));
        QVERIFY(panel->residual() >= 0.0);
        // The printed matrix carries cos δω_j.
        const double omega = std::pow(10000.0, -2.0 * j / 32);
        const QString cosine = QString::number(std::cos(delta * omega), 'f', 4);
        QVERIFY2(child<QLabel>(panel, "rotationMatrixLabel")->text().contains(cosine),
                 qPrintable(cosine));
        QVERIFY(child<QLabel>(panel, "rotationResidualLabel")
                    ->text()
                    .contains(QString::number(panel->residual(), 'e', 2)));
        // The derivation beside it: the matrix it prints, and the three
        // properties a positional encoding needs.
        const QString derivation = child<QLabel>(panel, "rotationDerivationLabel")->text();
        QVERIFY(derivation.contains(QStringLiteral("M = [cos φ, sin φ; −sin φ, cos φ]")));
        QVERIFY(derivation.contains(QStringLiteral("(1)")) &&
                derivation.contains(QStringLiteral("(3)")));
    }

    void similarityDependsOnOffsetOnly()
    {
        ae::PositionalEncodingPage page;
        auto* panel = page.rotationPanel();
        typeInto(child<QSpinBox>(panel, "rotationPositionSpin"), QStringLiteral("23"));
        auto* plot = child<QCustomPlot>(panel, "similarityPlot");
        QCOMPARE(plot->graphCount(), 2);
        const int count = plot->graph(0)->dataCount();
        QCOMPARE(count, 60);
        for (int k = 0; k < count; ++k)
            QVERIFY(std::abs(plot->graph(0)->data()->at(k)->value -
                             plot->graph(1)->data()->at(k)->value) < 1e-4);
        // δ = 0 is ‖p‖² = d/2 = 16 for even d.
        QVERIFY(std::abs(plot->graph(0)->data()->at(0)->value - 16.0) < 1e-4);
        // The plot says what it shows.
        auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
        QVERIFY(title);
        QVERIFY(title->text().contains(QStringLiteral("Σ_j cos(δ·ω_j)")));
    }

    void animateStepsThePosition()
    {
        ae::PositionalEncodingPage page;
        auto* panel = page.rotationPanel();
        auto* position = child<QSpinBox>(panel, "rotationPositionSpin");
        auto* button = child<QPushButton>(panel, "rotationAnimateButton");
        const int start = position->value();
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(panel->isAnimating());
        QTRY_VERIFY_WITH_TIMEOUT(position->value() != start, 3000);
        QVERIFY(panel->residual() < 1e-6);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!panel->isAnimating());
    }

    void shuffleShowsDeviations()
    {
        ae::PositionalEncodingPage page;
        page.setSequenceLength(10);
        page.setModelWidth(8);
        auto* panel = page.shufflePanel();
        auto* seed = child<QSpinBox>(panel, "shuffleSeedSpin");
        const int before = seed->value();
        QTest::mouseClick(child<QPushButton>(panel, "shuffleButton"), Qt::LeftButton);
        QCOMPARE(seed->value(), before + 1);
        bool ok = false;
        const double none = child<QLabel>(panel, "shuffleDeviationNone")->text().toDouble(&ok);
        QVERIFY(ok);
        QVERIFY2(none < 1e-5, qPrintable(QString::number(none)));
        const double sinusoidal =
            child<QLabel>(panel, "shuffleDeviationSinusoidal")->text().toDouble(&ok);
        QVERIFY(ok);
        QVERIFY(sinusoidal > 1e-2);
        const double rotary = child<QLabel>(panel, "shuffleDeviationRotary")->text().toDouble(&ok);
        QVERIFY(ok);
        QVERIFY(rotary > 1e-2);
        QCOMPARE(int(panel->lastResult().permutation.size()), 10);
        // The order is listed from 0, like the heatmap's axes: exactly the
        // positions 0…9, in the permutation's order.
        const QString order = child<QLabel>(panel, "shufflePermutationLabel")->text();
        QStringList expected;
        for (int index : panel->lastResult().permutation)
            expected << QString::number(index);
        QVERIFY2(order.endsWith(QStringLiteral("(positions from 0): ") + expected.join(' ')),
                 qPrintable(order));
        QVERIFY(expected.contains(QStringLiteral("0")) && !expected.contains(QStringLiteral("10")));
    }

    void rotaryScoresAreConstantAlongDiagonals()
    {
        ae::PositionalEncodingPage page;
        page.setSequenceLength(12);
        page.setModelWidth(8);
        // The demo runs when its tab is shown.
        page.tabs()->setCurrentWidget(page.shufflePanel());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* map = qobject_cast<QCPColorMap*>(
            child<QCustomPlot>(page.shufflePanel(), "rotaryScoresHeatmap")->plottable(0));
        QVERIFY(map);
        for (int i = 1; i < 12; ++i)
            for (int j = 1; j < 12; ++j)
                QVERIFY(std::abs(map->data()->cell(j, i) - map->data()->cell(j - 1, i - 1)) < 1e-4);
        // …and not constant overall (the position matters).
        QVERIFY(std::abs(map->data()->cell(0, 0) - map->data()->cell(5, 0)) > 1e-3);
    }

    // Without an open model the learned view reads a built-in model's wpe:
    // its first n rows beside P of the same width, both similarities from
    // core, every heatmap with its colour scale; n is clamped to the table.
    void learnedViewShowsABuiltinModel()
    {
        ae::PositionalEncodingPage page;
        page.setSequenceLength(8);
        ae::LearnedPositionsPanel* panel = page.learnedPanel();
        QCOMPARE(page.tabs()->tabText(page.tabs()->indexOf(panel)),
                 QStringLiteral("Learned beside sinusoidal"));
        panel->ensureUpdated();
        QVERIFY(panel->source());
        const ae::LearnedPositions& source = *panel->source();
        QVERIFY(source.builtin);
        QCOMPARE(source.modelName, QStringLiteral("copy")); // the first task's
        QCOMPARE(source.task, ae::TaskKind::Copy);
        QCOMPARE(source.tensorName, QStringLiteral("wpe"));
        QCOMPARE(source.table.rows(), Eigen::Index(12)); // n_positions of the copy model
        QCOMPARE(source.table.cols(), Eigen::Index(32));
        QCOMPARE(panel->learnedRows(), ae::Matrix(source.table.topRows(8)));
        QCOMPARE(panel->sinusoidalRows(), ae::sinusoidalEncoding(8, 32, page.base()));
        QCOMPARE(panel->learnedSimilarity(), ae::positionSimilarity(panel->learnedRows()));
        QCOMPARE(panel->sinusoidalSimilarity(), ae::positionSimilarity(panel->sinusoidalRows()));
        compareCells(panel->learnedPlot(), panel->learnedRows());
        compareCells(panel->sinusoidalPlot(), panel->sinusoidalRows());
        compareCells(panel->learnedSimilarityPlot(), panel->learnedSimilarity());
        compareCells(panel->sinusoidalSimilarityPlot(), panel->sinusoidalSimilarity());
        QVERIFY(panel->caption()->text().contains(QStringLiteral("Built-in model “Copy”")));
        QVERIFY(panel->explanation()->text().contains(QStringLiteral("(12 here)")));
        // The source menu is the screen's; the caption names the model in the figure.
        QVERIFY(ae::figure_marks::isScreenOnly(panel->sourceBox()));
        QVERIFY(!ae::figure_marks::isScreenOnly(panel->caption()));
        // Longer than the table: its 12 rows.
        page.setSequenceLength(40);
        panel->ensureUpdated();
        QCOMPARE(panel->learnedRows().rows(), Eigen::Index(12));
        QCOMPARE(panel->sinusoidalRows(), ae::sinusoidalEncoding(12, 32, page.base()));
        // Another built-in model from the menu.
        panel->sourceBox()->setCurrentIndex(1);
        panel->ensureUpdated();
        QVERIFY(panel->source() && panel->source()->modelName != QStringLiteral("copy"));
    }

    // An opened model's table is shown at once (DistilBERT's
    // position_embeddings here), named; closing it goes back to a built-in one.
    void learnedViewFollowsTheOpenModel()
    {
        ae::ModelDocument document;
        ae::PositionalEncodingPage page;
        page.setModelDocument(&document);
        page.setSequenceLength(30);
        const int builtins = page.learnedPanel()->sourceBox()->count();
        document.open(ae::test::modelFixture("tiny-distilbert"));
        document.waitForIdle();
        ae::LearnedPositionsPanel* panel = page.learnedPanel();
        panel->ensureUpdated();
        QVERIFY(panel->source());
        QVERIFY(!panel->source()->builtin);
        QCOMPARE(panel->source()->architecture, QStringLiteral("DistilBERT"));
        QCOMPARE(panel->source()->tensorName, QStringLiteral("position_embeddings"));
        QCOMPARE(panel->sourceBox()->count(), builtins + 1);
        QCOMPARE(panel->learnedRows(),
                 ae::Matrix(document.loadedModel()->weights.positionEmbedding.topRows(30)));
        QCOMPARE(panel->sinusoidalRows(), ae::sinusoidalEncoding(30, 16, page.base()));
        QVERIFY2(panel->caption()->text().startsWith(
                     QStringLiteral("DistilBERT model “tiny-distilbert”")),
                 qPrintable(panel->caption()->text()));
        document.close();
        panel->ensureUpdated();
        QCOMPARE(panel->sourceBox()->count(), builtins);
        QVERIFY(panel->source() && panel->source()->builtin);
    }
};

AE_TEST_MAIN_GUI(TestPositionalPage)
#include "test_positional_page.moc"
