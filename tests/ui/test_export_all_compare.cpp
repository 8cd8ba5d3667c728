// File ▸ Export All… in the window writes the compare figure too, with the
// Compare tab's configuration B: A and B are the session's spec and the spec
// the tab's bar derives (here cosine scoring, causal mask), each really
// computed — the figure's B heatmap holds the weights of a separate run of B.

#include "core/io/spec_runner.h"
#include "ui/actions/appearance_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/lesson_actions.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/figures/figure_views.h"
#include "ui/main/main_window.h"
#include "ui/panels/compare_bar.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/compare_view.h"

#include "tests/test_main.h"

#include <QComboBox>
#include <QImage>
#include <QTemporaryDir>

using namespace ae;

namespace {

// The compare figure as the CLI and Export All build it, for `window`'s run.
std::unique_ptr<QWidget> compareFigure(MainWindow& window, const FigureViewOptions& options,
                                       CompareView** compare)
{
    QWidget* figure = nullptr;
    QString error;
    std::unique_ptr<QWidget> host = FigureViews::create(
        QStringLiteral("compare"), window.runner()->lastRun(), options, &figure, &error);
    if (!host)
        qWarning("compare figure: %s", qPrintable(error));
    *compare = qobject_cast<CompareView*>(figure);
    return host;
}

} // namespace

class TestExportAllCompare : public QObject
{
    Q_OBJECT
private slots:
    void exportAllWritesTheTabsComparison()
    {
        MainWindow window;
        window.setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Discard; });
        window.setErrorHandler([](const QString&) {});
        window.show();
        QTRY_VERIFY(window.runner()->lastRun() != nullptr);
        auto* bar = window.findChild<CompareBar*>();
        QVERIFY(bar);
        bar->scoringCombo()->setCurrentIndex(
            bar->scoringCombo()->findData(int(ScoringType::Cosine)));
        bar->maskCombo()->setCurrentIndex(
            bar->maskCombo()->findData(int(CompareBar::MaskChoice::Causal)));

        settings::exportFormat.set(QStringLiteral("png"));
        settings::exportWidth.set(480);
        settings::exportHeight.set(320);
        settings::exportDpi.set(96);
        QTemporaryDir dir;
        QVERIFY(window.exportActions()->exportAll(dir.path()));
        QCOMPARE(QImage(dir.filePath(QStringLiteral("compare.png"))).size(), QSize(480, 320));

        // The same figure, built as Export All builds it: B is the bar's spec, computed.
        const Spec specB = bar->configurationB(window.document()->spec());
        QCOMPARE(specB.config.scoring.type, ScoringType::Cosine);
        QVERIFY(specB.config.mask.causal);
        std::variant<SpecRun, SpecError> runB = runSpec(specB);
        QVERIFY(std::holds_alternative<SpecRun>(runB));
        FigureViewOptions options;
        options.spec = window.document()->spec();
        options.compareScoring = ScoringType::Cosine;
        options.compareMask = CompareBar::MaskChoice::Causal;
        CompareView* compare = nullptr;
        const std::unique_ptr<QWidget> host = compareFigure(window, options, &compare);
        QVERIFY(host);
        QVERIFY(compare);
        QCOMPARE(compare->heatmapB()->matrix(),
                 std::get<SpecRun>(runB).trace.batch[0].heads[0].weights);
        // Causal B: the first query attends only to itself.
        QCOMPARE(compare->heatmapB()->matrix()(0, 0), 1.0f);
    }

    // The window hands its Compare tab's run B to the figures only while it
    // is B of the current spec and choice; a figure given a run draws that
    // run instead of computing B again.
    void theComparisonRunIsTheTabsWhileCurrent()
    {
        MainWindow window;
        window.setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Discard; });
        window.show();
        QTRY_VERIFY(window.runner()->lastRun() != nullptr);
        QVERIFY(!window.compareRun()); // the Compare tab was never shown
        window.viewTabs()->setCurrentIndex(CompareTab);
        QTRY_VERIFY(window.compareRun() != nullptr);
        QCOMPARE(window.compareRun(), window.compareRunner()->lastRun());

        // Another choice of B: the held run is stale until B is computed again.
        auto* bar = window.findChild<CompareBar*>();
        bar->maskCombo()->setCurrentIndex(
            bar->maskCombo()->findData(int(CompareBar::MaskChoice::Causal)));
        QVERIFY(!window.compareRun());
        QTRY_VERIFY(window.compareRun() != nullptr);
        QVERIFY(window.compareRun()->prepared.config.mask.causal);

        // A new sentence while another tab shows: B is not computed, so none.
        window.viewTabs()->setCurrentIndex(HeadsTab);
        window.document()->edit(CommandId::Text, QStringLiteral("text"),
                                [](Spec& spec) { spec.text = std::string("one two three four"); });
        QTRY_COMPARE(window.runner()->lastRun()->trace.shape.n, 4);
        QVERIFY(!window.compareRun());

        // A figure given B draws it as it is: here A's own run stands in for B.
        FigureViewOptions options;
        options.spec = window.document()->spec();
        options.compareRun = window.runner()->lastRun();
        CompareView* compare = nullptr;
        const std::unique_ptr<QWidget> host = compareFigure(window, options, &compare);
        QVERIFY(host);
        QVERIFY(compare);
        QCOMPARE(compare->heatmapB()->matrix(),
                 window.runner()->lastRun()->trace.batch[0].heads[0].weights);
    }
};

AE_TEST_MAIN_GUI(TestExportAllCompare)
#include "test_export_all_compare.moc"
