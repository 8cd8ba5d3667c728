// The complexity page driven through its real controls.
#include "core/complexity.h"
#include "ui/complexity/complexity_page.h"
#include "ui/complexity/path_diagram_widget.h"

#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <qcustomplot.h>

#include <cmath>
#include <limits>

Q_DECLARE_METATYPE(ae::LayerKind)

using ae::test::child;
using ae::test::typeInto;

namespace {

double cellNumber(QTableWidget* table, int row, int column)
{
    bool ok = false;
    const double value = QLocale().toDouble(table->item(row, column)->text(), &ok);
    if (!ok)
        qFatal("cell (%d, %d) is not a number: %s", row, column,
               qPrintable(table->item(row, column)->text()));
    return value;
}

void setTableParameters(ae::ComplexityPage& page, int n, int d, int k, int r)
{
    typeInto(child<QSpinBox>(&page, "complexityLengthSpin"), QString::number(n));
    child<QSlider>(&page, "complexityWidthSlider")->setValue(d);
    child<QSlider>(&page, "complexityKernelSlider")->setValue(k);
    child<QSlider>(&page, "complexityNeighbourhoodSlider")->setValue(r);
}

} // namespace

class TestComplexityPage : public QObject
{
    Q_OBJECT
private slots:
    void tableShowsSymbolsAndNumbers()
    {
        ae::ComplexityPage page;
        setTableParameters(page, 100, 64, 3, 17);
        auto* table = child<QTableWidget>(&page, "complexityTable");
        QCOMPARE(table->rowCount(), 4);
        // Rows: self-attention, recurrent, convolutional, restricted.
        // n²d = 640 000, nd² = 409 600, knd² = 1 228 800, rnd = 108 800.
        QCOMPARE(cellNumber(table, 0, 2), 640000.0);
        QCOMPARE(cellNumber(table, 1, 2), 409600.0);
        QCOMPARE(cellNumber(table, 2, 2), 1228800.0);
        QCOMPARE(cellNumber(table, 3, 2), 108800.0);
        QCOMPARE(table->item(0, 1)->text(), QString::fromUtf8("O(n²·d)"));
        QCOMPARE(table->item(2, 1)->text(), QString::fromUtf8("O(k·n·d²)"));
        // Sequential operations: 1, n, 1, 1.
        QCOMPARE(cellNumber(table, 0, 4), 1.0);
        QCOMPARE(cellNumber(table, 1, 4), 100.0);
        QCOMPARE(cellNumber(table, 2, 4), 1.0);
        QCOMPARE(table->item(1, 3)->text(), QStringLiteral("O(n)"));
        // Path: 1, n−1 = 99, ⌈99/2⌉ = 50, ⌈99/16⌉ = 7.
        QCOMPARE(cellNumber(table, 0, 6), 1.0);
        QCOMPARE(cellNumber(table, 1, 6), 99.0);
        QCOMPARE(cellNumber(table, 2, 6), 50.0);
        QCOMPARE(cellNumber(table, 3, 6), 7.0);
        QCOMPARE(table->item(2, 5)->text(), QStringLiteral("O(n/k)"));
        QVERIFY(table->horizontalHeaderItem(2)->text().contains(QStringLiteral("100")));
    }

    // r counts positions centred on the query, so it is odd: an even value
    // moves to the next odd one, and with r ≥ n restricted attention costs
    // what full attention costs (a query cannot see more than n positions).
    void neighbourhoodIsOddAndNeverCostsMoreThanFullAttention()
    {
        ae::ComplexityPage page;
        setTableParameters(page, 10, 64, 3, 16);
        auto* slider = child<QSlider>(&page, "complexityNeighbourhoodSlider");
        QCOMPARE(slider->value(), 17);
        QCOMPARE(page.parameters().r, 17.0);
        auto* table = child<QTableWidget>(&page, "complexityTable");
        QCOMPARE(cellNumber(table, 3, 2), 6400.0); // min(17, 10)·10·64 = n²·d
        QCOMPARE(cellNumber(table, 3, 2), cellNumber(table, 0, 2));
        QVERIFY(child<QLabel>(&page, "crossoverLabel")
                    ->text()
                    .contains(QStringLiteral("Restricted self-attention is full self-attention "
                                             "while n ≤ r = 17")));
        QTest::keyClick(slider, Qt::Key_Left);
        QCOMPARE(slider->value(), 15);
        QTest::keyClick(slider, Qt::Key_Right);
        QCOMPARE(slider->value(), 17);
    }

    void dilatedSwitchChangesThePath()
    {
        ae::ComplexityPage page;
        setTableParameters(page, 100, 64, 3, 17);
        child<QComboBox>(&page, "convolutionPathCombo")->setCurrentIndex(1);
        auto* table = child<QTableWidget>(&page, "complexityTable");
        QCOMPARE(table->item(2, 5)->text(), QStringLiteral("O(log_k n)"));
        QCOMPARE(cellNumber(table, 2, 6), 5.0); // 3⁴ = 81 < 100 ≤ 3⁵
        QCOMPARE(page.parameters().convolutionPath, ae::ConvolutionPath::Dilated);
    }

    void crossoversAreMarked()
    {
        ae::ComplexityPage page;
        setTableParameters(page, 100, 64, 3, 17);
        auto* plot = child<QCustomPlot>(&page, "operationsPlot");
        // The last graph holds the crossover markers: n = r, n = d, n = k·d.
        QCPGraph* markers = plot->graph(plot->graphCount() - 1);
        QList<double> ns;
        for (int i = 0; i < markers->dataCount(); ++i)
            ns << markers->data()->at(i)->key;
        QCOMPARE(ns, (QList<double>{17.0, 64.0, 192.0}));
        QVERIFY(child<QLabel>(&page, "crossoverLabel")->text().contains(QStringLiteral("64")));
        // A range that excludes n = k·d = 192 drops that marker.
        child<QSlider>(&page, "complexityMaxLengthSlider")->setValue(7); // 128
        markers = plot->graph(plot->graphCount() - 1);
        QCOMPARE(markers->dataCount(), 2);
        QCOMPARE(page.maximumLength(), 128);
    }

    // Markers a few pixels apart (n = r = 15 and n = d = 16) have labels
    // that would cover each other: each stays clear of the others and
    // inside the plot, below its marker where there is room, else above.
    void crossoverLabelsDoNotCoverEachOther()
    {
        ae::ComplexityPage page;
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        setTableParameters(page, 100, 16, 3, 15);
        auto* plot = child<QCustomPlot>(&page, "operationsPlot");
        for (const QSize size : {QSize(900, 700), QSize(600, 500), QSize(600, 380)}) {
            page.resize(size);
            QTest::qWait(50);
            plot->replot();
            QList<QCPItemText*> labels;
            for (int i = 0; i < plot->itemCount(); ++i)
                if (auto* label = qobject_cast<QCPItemText*>(plot->item(i)))
                    labels << label;
            QCOMPARE(labels.size(), 3); // n = r, n = d, n = k·d
            const QRectF area = plot->axisRect()->rect();
            for (QCPItemText* label : labels) {
                const QRectF rect(label->topLeft->pixelPosition(),
                                  label->bottomRight->pixelPosition());
                QVERIFY2(area.contains(rect), qPrintable(label->text()));
                for (QCPItemText* other : labels)
                    if (other != label)
                        QVERIFY2(
                            !rect.intersects(QRectF(other->topLeft->pixelPosition(),
                                                    other->bottomRight->pixelPosition())),
                            qPrintable(label->text() + QStringLiteral(" covers ") + other->text()));
            }
        }
    }

    // At the default window's width the table fills its row: every column
    // at least as wide as its contents, the spare width shared out (not a
    // blank strip after the last column, nor one column stretched), and no
    // scroll bar; in a narrow page it scrolls and its height makes room.
    void tableFillsItsWidth()
    {
        ae::ComplexityPage page;
        auto* table = child<QTableWidget>(&page, "complexityTable");
        QHeaderView* header = table->horizontalHeader();
        page.resize(1080, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // The contents' widths: the columns as they are with no room to spare
        // (a font three times larger makes them scroll, and the table's
        // height makes room for the scroll bar below the rows).
        const QFont normal = table->font();
        QFont large = normal;
        large.setPointSizeF(normal.pointSizeF() * 3);
        table->setFont(large);
        QTRY_VERIFY(table->horizontalScrollBar()->isVisible());
        QVERIFY(header->length() > table->viewport()->width());
        QCOMPARE(table->height(), header->height() + 4 * table->rowHeight(0) +
                                      2 * table->frameWidth() +
                                      table->horizontalScrollBar()->sizeHint().height());
        table->setFont(normal);
        QTRY_VERIFY(!table->horizontalScrollBar()->isVisible());
        const int fourRows = header->height() + 4 * table->rowHeight(0) + 2 * table->frameWidth();
        QCOMPARE(table->height(), fourRows);
        table->resizeColumnsToContents();
        QList<int> contents;
        for (int column = 0; column < table->columnCount(); ++column)
            contents << header->sectionSize(column);

        // At the default window's width and at a wider one, every column is
        // wider than its contents by the same spare width (to 1 px), and the
        // columns end at the table's edge.
        for (const int width : {1100, 1400}) {
            page.resize(width, 760);
            QTRY_COMPARE(header->length(), table->viewport()->width());
            QCOMPARE(table->height(), fourRows);
            int smallestSpare = std::numeric_limits<int>::max();
            int largestSpare = 0;
            for (int column = 0; column < table->columnCount(); ++column) {
                const int spare = header->sectionSize(column) - contents[column];
                smallestSpare = std::min(smallestSpare, spare);
                largestSpare = std::max(largestSpare, spare);
            }
            QVERIFY2(smallestSpare > 0 && largestSpare - smallestSpare <= 1,
                     qPrintable(QStringLiteral("%1 … %2").arg(smallestSpare).arg(largestSpare)));
        }
    }

    // In presentation mode on a small screen the page is too short for the
    // crossover text and the path diagram: the text scrolls, and the diagram
    // keeps a line of its font per layer (its row names do not run together).
    // With room, the text shows whole and the diagram takes the rest.
    void pathDiagramKeepsItsLayersApart()
    {
        ae::ComplexityPage page;
        page.resize(1100, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* area = child<QScrollArea>(&page, "crossoverArea");
        auto* label = child<QLabel>(&page, "crossoverLabel");
        auto* diagram = child<ae::PathDiagramWidget>(&page, "pathDiagram");
        QTRY_COMPARE(area->height(), label->heightForWidth(area->viewport()->width()));
        QVERIFY(!area->verticalScrollBar()->isVisible());
        QVERIFY(diagram->height() > diagram->minimumSizeHint().height());

        const QFont normal = page.font();
        QFont large = normal;
        large.setPointSizeF(normal.pointSizeF() * 2);
        page.setFont(large);
        page.resize(1100, 820);
        QTRY_VERIFY(area->verticalScrollBar()->isVisible());
        QTRY_VERIFY(diagram->height() >= diagram->minimumSizeHint().height());
        QCOMPARE(diagram->graph().layers, 4);
        QFont rowNames = large;
        rowNames.setPointSizeF(large.pointSizeF() * 0.85);
        const double line = QFontMetricsF(rowNames).height() - 1e-6;
        for (int layer = 0; layer < diagram->graph().layers; ++layer)
            QVERIFY(diagram->nodeCenter(layer, 0).y() - diagram->nodeCenter(layer + 1, 0).y() >=
                    line);
        QVERIFY(area->height() >= 4 * label->fontMetrics().lineSpacing());

        // The diagram alone at its minimum size: 8 layers (n = 16, k = 3),
        // each a line of the row names' font (0.85 of the widget's) apart.
        ae::PathDiagramWidget alone;
        alone.setFont(large);
        alone.setGraph(ae::LayerKind::Convolutional, 16, 3);
        QCOMPARE(alone.graph().layers, 8);
        alone.resize(alone.minimumSizeHint());
        for (int layer = 0; layer < alone.graph().layers; ++layer)
            QVERIFY(alone.nodeCenter(layer, 0).y() - alone.nodeCenter(layer + 1, 0).y() >= line);
    }

    void rangeSlidersStayOrdered()
    {
        ae::ComplexityPage page;
        child<QSlider>(&page, "complexityMaxLengthSlider")->setValue(5);
        child<QSlider>(&page, "complexityMinLengthSlider")->setValue(9);
        QVERIFY(page.minimumLength() < page.maximumLength());
        QCOMPARE(page.minimumLength(), 512);
    }

    void pathDiagramClicks_data()
    {
        QTest::addColumn<int>("kindIndex"); // order of pathKindCombo
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("i");
        QTest::addColumn<int>("j");
        QTest::addColumn<int>("length");
        QTest::addColumn<QString>("text");
        QTest::newRow("notes: kernel 3, x1 and x5") << 0 << 5 << 3 << 0 << 4 << 2 << "2 layers";
        QTest::newRow("kernel 3, x2 and x3") << 0 << 8 << 3 << 1 << 2 << 1 << "1 layer";
        QTest::newRow("kernel 5, x1 and x8") << 0 << 8 << 5 << 0 << 7 << 2 << "2 layers";
        QTest::newRow("chain x1 to x8") << 1 << 8 << 3 << 0 << 7 << 7 << "7 recurrent steps";
        QTest::newRow("chain x6 to x2") << 1 << 8 << 3 << 5 << 1 << 4 << "4 recurrent steps";
        QTest::newRow("attention x1 and x8") << 2 << 8 << 3 << 0 << 7 << 1 << "1 layer";
    }
    void pathDiagramClicks()
    {
        QFETCH(int, kindIndex);
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(int, i);
        QFETCH(int, j);
        QFETCH(int, length);
        QFETCH(QString, text);
        ae::ComplexityPage page;
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        child<QComboBox>(&page, "pathKindCombo")->setCurrentIndex(kindIndex);
        typeInto(child<QSpinBox>(&page, "pathLengthSpin"), QString::number(n));
        child<QSlider>(&page, "complexityKernelSlider")->setValue(k);
        auto* diagram = child<ae::PathDiagramWidget>(&page, "pathDiagram");
        QCOMPARE(diagram->length(), n);
        QSignalSpy changed(diagram, &ae::PathDiagramWidget::pathChanged);
        QTest::mouseClick(diagram, Qt::LeftButton, Qt::NoModifier,
                          diagram->nodeCenter(0, i).toPoint());
        QCOMPARE(diagram->pathLength(), -1); // one position picked
        QTest::mouseClick(diagram, Qt::LeftButton, Qt::NoModifier,
                          diagram->nodeCenter(0, j).toPoint());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(diagram->pathLength(), length);
        const QString label = child<QLabel>(&page, "pathLengthLabel")->text();
        QVERIFY2(label.contains(text), qPrintable(label));
        QVERIFY(label.contains(QStringLiteral("x%1 → x%2").arg(i + 1).arg(j + 1)));
    }

    void dilatedSwitchRedrawsTheDiagram()
    {
        ae::ComplexityPage page;
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        child<QComboBox>(&page, "pathKindCombo")->setCurrentIndex(0); // convolution
        typeInto(child<QSpinBox>(&page, "pathLengthSpin"), QStringLiteral("9"));
        child<QSlider>(&page, "complexityKernelSlider")->setValue(3);
        auto* diagram = child<ae::PathDiagramWidget>(&page, "pathDiagram");
        QCOMPARE(diagram->graph().layers, 4); // contiguous: ⌈8/2⌉
        child<QComboBox>(&page, "convolutionPathCombo")->setCurrentIndex(1);
        QVERIFY(diagram->graph().dilated);
        QCOMPARE(diagram->graph().layers, 2); // ⌈log_3 9⌉
        QTest::mouseClick(diagram, Qt::LeftButton, Qt::NoModifier,
                          diagram->nodeCenter(0, 0).toPoint());
        QTest::mouseClick(diagram, Qt::LeftButton, Qt::NoModifier,
                          diagram->nodeCenter(0, 8).toPoint());
        QCOMPARE(diagram->pathLength(), 2);
        QVERIFY(child<QLabel>(&page, "pathLengthLabel")->text().contains(QStringLiteral("log_k")));
    }

    void measurementOverlaysFittedCurves()
    {
        ae::ComplexityPage page;
        child<QSlider>(&page, "complexityWidthSlider")->setValue(16);
        child<QSlider>(&page, "complexityMinLengthSlider")->setValue(3); // 8
        child<QSlider>(&page, "complexityMaxLengthSlider")->setValue(6); // 64
        // Until then the empty plot says how to fill it.
        auto* hint = child<QCustomPlot>(&page, "measuredPlot")
                         ->findChild<QCPItemText*>(QStringLiteral("measuredPlotHint"));
        QVERIFY(hint);
        QVERIFY(hint->visible());
        QVERIFY(hint->text().contains(QStringLiteral("Measure")));
        QSignalSpy finished(&page, &ae::ComplexityPage::measurementFinished);
        QTest::mouseClick(child<QPushButton>(&page, "measureButton"), Qt::LeftButton);
        QVERIFY(page.isMeasuring() || finished.count() == 1);
        QVERIFY(finished.count() == 1 || finished.wait(60000));
        QVERIFY(!hint->visible());
        const ae::LayerTimings& t = page.lastTimings();
        QVERIFY(!t.cancelled);
        QCOMPARE(t.lengths.front(), 8);
        QCOMPARE(t.lengths.back(), 64);
        for (const std::vector<double>& row : t.seconds)
            for (double s : row)
                QVERIFY(std::isfinite(s) && s > 0.0);
        auto* progress = child<QProgressBar>(&page, "measureProgress");
        QTRY_COMPARE(progress->value(), progress->maximum());
        // Points and a fitted line per layer; the line is c·operations.
        auto* plot = child<QCustomPlot>(&page, "measuredPlot");
        QCOMPARE(plot->graphCount(), 8);
        const double c = page.fittedConstant(ae::LayerKind::Recurrent);
        QVERIFY(std::isfinite(c) && c > 0.0);
        QCPGraph* line = plot->graph(3); // recurrent: points (2), line (3)
        ae::ComplexityParameters p;
        p.d = 16;
        p.n = line->data()->at(0)->key;
        QVERIFY(std::abs(line->data()->at(0)->value /
                             (c * ae::operationsPerLayer(ae::LayerKind::Recurrent, p)) -
                         1.0) < 1e-9);
        QVERIFY(child<QPushButton>(&page, "measureButton")->isEnabled());
    }

    void measurementCanBeCancelled()
    {
        ae::ComplexityPage page;
        child<QSlider>(&page, "complexityWidthSlider")->setValue(1024);
        child<QSlider>(&page, "complexityMaxLengthSlider")->setValue(11); // 2048
        child<QSlider>(&page, "complexityMinLengthSlider")->setValue(10); // 1024
        QSignalSpy finished(&page, &ae::ComplexityPage::measurementFinished);
        QTest::mouseClick(child<QPushButton>(&page, "measureButton"), Qt::LeftButton);
        QVERIFY(child<QPushButton>(&page, "cancelMeasureButton")->isEnabled());
        QTest::mouseClick(child<QPushButton>(&page, "cancelMeasureButton"), Qt::LeftButton);
        QVERIFY(finished.count() == 1 || finished.wait(60000));
        QVERIFY(page.lastTimings().cancelled);
        QVERIFY(child<QLabel>(&page, "measureStatus")->text().contains(QStringLiteral("cancel")));
        QVERIFY(child<QPushButton>(&page, "measureButton")->isEnabled());
        QVERIFY(!child<QPushButton>(&page, "cancelMeasureButton")->isEnabled());
    }

    void destroyingThePageWhileMeasuringIsSafe()
    {
        auto* page = new ae::ComplexityPage;
        child<QSlider>(page, "complexityMaxLengthSlider")->setValue(11);
        page->startMeasurement();
        QVERIFY(page->isMeasuring());
        delete page; // cancels and waits
    }
};

AE_TEST_MAIN_GUI(TestComplexityPage)
#include "test_complexity_page.moc"
