// The Imported tab: a .npy and a JSON dump imported through the main window
// show their exact numbers in the same head grid and line views; the layer
// selector switches layers; a bad file is refused with a message and leaves
// what was shown untouched; the toy model's tabs keep working beside it.

#include "core/io/npy.h"
#include "ui/document/attention_runner.h"
#include "ui/document/imported_attention_document.h"
#include "ui/imported/imported_attention_page.h"
#include "ui/main/main_window.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/attention_line_view.h"
#include "ui/views/head_grid_view.h"

#include "tests/file_test_support.h"
#include "tests/matrix_test_support.h"
#include "tests/test_main.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

using namespace ae;

using ae::test::writeFile;

using ae::test::rowMajor;

namespace {

// (layers 2, heads 2, q 3, k 3), every row a distribution, row-major.
const std::vector<float> kLayers = {
    // layer 0, head 0
    1.0f, 0.0f, 0.0f, 0.5f, 0.5f, 0.0f, 0.25f, 0.25f, 0.5f,
    // layer 0, head 1
    0.2f, 0.3f, 0.5f, 0.0f, 1.0f, 0.0f, 0.125f, 0.375f, 0.5f,
    // layer 1, head 0
    0.6f, 0.2f, 0.2f, 0.3f, 0.3f, 0.4f, 0.0f, 0.0f, 1.0f,
    // layer 1, head 1
    0.75f, 0.25f, 0.0f, 0.9f, 0.05f, 0.05f, 1.0f, 0.0f, 0.0f};

Matrix block(int layer, int head)
{
    Matrix m(3, 3);
    const std::size_t first = std::size_t(layer * 2 + head) * 9;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            m(r, c) = kLayers[first + std::size_t(r * 3 + c)];
    return m;
}

// Answers the file dialog that opens next with `path`, as a user would;
// `answered` says whether one opened.
void answerFileDialog(QWidget* window, const QString& path, bool* answered)
{
    QTimer::singleShot(0, window, [path, answered] {
        for (QWidget* top : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<QFileDialog*>(top); dialog && dialog->isVisible()) {
                dialog->selectFile(path);
                QMetaObject::invokeMethod(dialog, "accept");
                *answered = true;
            }
    });
}

} // namespace

class TestImportedAttention : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        NpyArray array;
        array.shape = {2, 2, 3, 3};
        array.data = kLayers;
        m_npy = m_dir.filePath("model.npy");
        QVERIFY(writeNpyFile(m_npy, array, nullptr));
        QVERIFY(writeFile(m_dir.filePath("model.tokens.txt"), "我\n爱\n猫\n"));
    }

    void npyShowsItsValuesAndTheLayerSelectorSwitches()
    {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(window.findChild<QAction*>("importAttentionAction"));
        QVERIFY2(window.importAttention(m_npy), qPrintable(window.lastError()));
        QCOMPARE(window.viewTabs()->currentIndex(), int(ImportedTab));
        ImportedAttentionPage* page = window.importedAttentionPage();
        QCOMPARE(window.viewTabs()->currentWidget(), page);

        HeadGridView* grid = page->headGrid();
        QCOMPARE(grid->headCount(), 2);
        for (int h = 0; h < 2; ++h) {
            QCOMPARE(grid->heatmap(h)->matrix(), block(0, h));
            QCOMPARE(grid->heatmap(h)->rowLabels(), QStringList({"我", "爱", "猫"}));
            QCOMPARE(grid->heatmap(h)->columnLabels(), QStringList({"我", "爱", "猫"}));
        }
        QVERIFY(page->sourceLabel()->isVisible());
        QVERIFY(page->sourceLabel()->text().contains("model.npy"));
        QVERIFY(page->sourceLabel()->text().contains("model.tokens.txt"));
        QCOMPARE(page->lineView()->shownHeads(), QVector<int>({0, 1}));

        // The layer selector, driven as a user would (keyboard on the combo).
        QComboBox* layers = window.findChild<QComboBox*>("importedLayerSelector");
        QVERIFY(layers);
        QCOMPARE(layers->count(), 2);
        QVERIFY(layers->isEnabled());
        QSignalSpy layerChanged(window.importedAttention(),
                                &ImportedAttentionDocument::layerChanged);
        layers->setFocus();
        QTest::keyClick(layers, Qt::Key_Down);
        QCOMPARE(layers->currentIndex(), 1);
        QCOMPARE(layerChanged.count(), 1);
        for (int h = 0; h < 2; ++h)
            QCOMPARE(grid->heatmap(h)->matrix(), block(1, h));
        QCOMPARE(page->lineView()->tokenAnchor(true, 2).isNull(), false);

        // The toy model's tabs still show the toy run.
        window.viewTabs()->setCurrentIndex(HeadsTab);
        QCoreApplication::processEvents();
        window.runner()->waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(window.headGrid()->heatmap(0));
        QVERIFY(window.headGrid()->heatmap(0)->matrix() != block(1, 0));
    }

    void menuActionImportsTheChosenFile()
    {
        MainWindow window;
        window.show();
        QAction* action = window.findChild<QAction*>("importAttentionAction");
        QVERIFY(action);
        bool answered = false;
        answerFileDialog(&window, m_npy, &answered);
        action->trigger();
        QVERIFY(answered);
        QCOMPARE(window.viewTabs()->currentIndex(), int(ImportedTab));
        QCOMPARE(window.importedAttentionPage()->headGrid()->heatmap(1)->matrix(), block(0, 1));
    }

    void jsonDumpShowsItsValues()
    {
        const QString json = m_dir.filePath("dump.json");
        QVERIFY(writeFile(json, R"({"format": "attention-explorer/attentions@1",
            "model": "tiny", "tokens": ["the", "cat"],
            "attentions": [[[[0.5, 0.5], [0.0, 0.0]], [[0.1, 0.9], [0.7, 0.3]]]]})"));
        MainWindow window;
        window.show();
        QVERIFY2(window.importAttention(json), qPrintable(window.lastError()));
        HeadGridView* grid = window.importedAttentionPage()->headGrid();
        QCOMPARE(grid->headCount(), 2);
        QCOMPARE(grid->heatmap(0)->matrix(), rowMajor(2, 2, {0.5f, 0.5f, 0, 0}));
        QCOMPARE(grid->heatmap(1)->matrix(), rowMajor(2, 2, {0.1f, 0.9f, 0.7f, 0.3f}));
        // Query 1 is zero in head 0 only: not fully masked, so nothing is hatched.
        QVERIFY(!grid->heatmap(0)->isMasked(1, 0));
        // A single layer: nothing to choose.
        QVERIFY(!window.findChild<QComboBox*>("importedLayerSelector")->isEnabled());
        QVERIFY(window.importedAttentionPage()->sourceLabel()->text().contains("tiny — dump.json"));
    }

    void fullyMaskedRowsAreShownMasked()
    {
        ImportedAttention imported;
        imported.layers = {{rowMajor(2, 2, {1, 0, 0, 0}), rowMajor(2, 2, {0.5f, 0.5f, 0, 0})}};
        imported.queryTokens = imported.keyTokens = QStringList({"a", "b"});
        const RunPtr run = ImportedAttentionDocument::makeRun(imported, 0);
        QVERIFY(run);
        const BatchItemTrace& item = run->trace.batch.front();
        QCOMPARE(item.fullyMaskedRows, std::vector<int>({1}));
        QCOMPARE(int(item.mask(0, 0)), 1);
        QCOMPARE(int(item.mask(1, 1)), 0);
        QCOMPARE(run->trace.shape.heads, 2);
        QVERIFY(!ImportedAttentionDocument::makeRun(imported, 1));
    }

    void badFileIsRefusedAndTheImportStays()
    {
        MainWindow window;
        window.show();
        QStringList errors;
        window.setErrorHandler([&](const QString& message) { errors.append(message); });
        QVERIFY(window.importAttention(m_npy));
        window.findChild<QComboBox*>("importedLayerSelector")->setCurrentIndex(1);
        const QString source = window.importedAttentionPage()->sourceLabel()->text();

        const QString bad = m_dir.filePath("bad.json");
        QVERIFY(
            writeFile(bad, R"({"tokens": ["a", "b"], "attentions": [[[[1, 0], [0.5, 0.4]]]]})"));
        QVERIFY(!window.importAttention(bad));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.front().contains("bad.json: attentions[0][0][1]: the weights sum to 0.9"),
                 qPrintable(errors.front()));
        QCOMPARE(window.lastError(), errors.front());
        // Nothing changed: same source, same layer, same numbers.
        ImportedAttentionPage* page = window.importedAttentionPage();
        QCOMPARE(page->sourceLabel()->text(), source);
        QCOMPARE(window.importedAttention()->currentLayer(), 1);
        QCOMPARE(page->headGrid()->heatmap(0)->matrix(), block(1, 0));

        const QString wrongTokens = m_dir.filePath("short.npy");
        QVERIFY(QFile::copy(m_npy, wrongTokens));
        QVERIFY(writeFile(m_dir.filePath("short.tokens.txt"), "one\ntwo\n"));
        QVERIFY(!window.importAttention(wrongTokens));
        QVERIFY2(errors.back().contains("the token list has 2 tokens but the attention has 3 "
                                        "queries"),
                 qPrintable(errors.back()));
        QCOMPARE(page->headGrid()->heatmap(0)->matrix(), block(1, 0));
    }

    void emptyTabExplainsHowToImport()
    {
        MainWindow window;
        window.show();
        ImportedAttentionPage* page = window.importedAttentionPage();
        QCOMPARE(window.viewTabs()->widget(ImportedTab), page);
        QVERIFY(page->currentFigure()->objectName() == QLatin1String("importedEmptyLabel"));
        QVERIFY(!window.importedAttention()->hasData());
        // One explanation, not a status line above it as well.
        window.viewTabs()->setCurrentIndex(ImportedTab);
        QVERIFY(page->currentFigure()->isVisible());
        QVERIFY(!page->sourceLabel()->isVisible());
        // …and a button that does it, as File ▸ Import Attention… does.
        auto* button = page->findChild<QPushButton*>(QStringLiteral("importedImportButton"));
        QVERIFY(button && button->isVisible());
        QCOMPARE(button->text(), QStringLiteral("Import Attention…"));
        bool answered = false;
        answerFileDialog(&window, m_npy, &answered);
        button->click();
        QVERIFY(answered);
        QVERIFY(window.importedAttention()->hasData());
        QCOMPARE(page->headGrid()->heatmap(1)->matrix(), block(0, 1));
        QVERIFY(!button->isVisible());
    }

    void exportFigureSavesTheImportedView()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(window.importAttention(m_npy));
        const QString png = m_dir.filePath("imported.png");
        QVERIFY2(window.exportFigure(png), qPrintable(window.lastError()));
        QImage image(png);
        QVERIFY(!image.isNull());
        // Twice the on-screen size of the figure (the heads grid).
        QCOMPARE(image.size(), window.importedAttentionPage()->headGrid()->size() * 2);
    }

private:
    QTemporaryDir m_dir;
    QString m_npy;
};

AE_TEST_MAIN_GUI(TestImportedAttention)
#include "test_imported_attention.moc"
