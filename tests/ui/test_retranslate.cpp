// A language switch retranslates the widgets in place: every widget that
// shows translated text handles QEvent::LanguageChange with its own
// retranslateUi(), so View ▸ Language need not rebuild the window.
//
// One row per widget class: the widget is built as its own tests build it and
// put in a state (a spin box's value, a combo's index, a checked box, a
// selection). Then the Chinese translator is installed through
// LanguageManager: one representative text must now read as the .ts
// translates it (QCoreApplication::translate of the same context and source,
// which must differ from the English), and the state must have survived. Back
// in English the text is the English source again, and the state is still
// there.

#include "core/io/npy.h"
#include "core/positional_encoding.h"
#include "ui/complexity/complexity_page.h"
#include "ui/complexity/path_diagram_widget.h"
#include "ui/document/attention_document.h"
#include "ui/document/imported_attention_document.h"
#include "ui/document/training_runner.h"
#include "ui/i18n/language_manager.h"
#include "ui/imported/imported_attention_page.h"
#include "ui/lessons/dense_vs_attention_page.h"
#include "ui/lessons/dropout_page.h"
#include "ui/lessons/kernel_regression_page.h"
#include "ui/lessons/lessons_page.h"
#include "ui/lessons/scaling_page.h"
#include "ui/panels/compare_bar.h"
#include "ui/panels/mask_panel.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/sequence_panel.h"
#include "ui/panels/token_chips.h"
#include "ui/positional/binary_analogy_panel.h"
#include "ui/positional/encoding_matrix_panel.h"
#include "ui/positional/positional_encoding_page.h"
#include "ui/positional/rotation_panel.h"
#include "ui/positional/shuffle_panel.h"
#include "ui/session_panel/class_session_panel.h"
#include "ui/session_panel/qr_code_widget.h"
#include "ui/training/training_heads_view.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/attention_line_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/query_distribution_view.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <qcustomplot.h>

#include <functional>
#include <memory>
#include <vector>

using namespace ae;
using namespace ae::test;

namespace {

// The widget under test and whatever it needs alive (documents, files).
struct Fixture
{
    std::vector<std::shared_ptr<void>> keepAlive;
    std::unique_ptr<QWidget> widget;
};

struct Case
{
    const char* name;
    std::function<Fixture()> make;
    // Puts the widget in a state the language change must keep.
    std::function<void(QWidget*)> setState;
    // The representative text as the widget shows it.
    std::function<QString(QWidget*)> shown;
    // The same text looked up in the current language (translate(context, source)).
    std::function<QString()> expected;
    // QCOMPAREs the state set by setState.
    std::function<void(QWidget*)> checkState;
};

QString translate(const char* context, const char* source, int n = -1)
{
    return QCoreApplication::translate(context, source, nullptr, n);
}

// The child of `parent` named `name`; aborts naming it when there is none.
template <typename T> T* child(const QObject* parent, const char* name)
{
    T* widget = parent->findChild<T*>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no child named %s", name);
    return widget;
}

template <typename T> T* typed(QWidget* widget)
{
    auto* t = qobject_cast<T*>(widget);
    if (!t)
        qFatal("the widget is not a %s", T::staticMetaObject.className());
    return t;
}

template <typename W, typename... Args> Fixture plain(Args&&... args)
{
    Fixture f;
    f.widget = std::make_unique<W>(std::forward<Args>(args)...);
    return f;
}

// A widget built on a fresh AttentionDocument (kept alive with it).
template <typename W> Fixture onDocument()
{
    auto document = std::make_shared<AttentionDocument>();
    Fixture f;
    f.widget = std::make_unique<W>(document.get());
    f.keepAlive.push_back(document);
    return f;
}

QString plotTitle(QCustomPlot* plot)
{
    auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
    return title ? title->text() : QString();
}

RunPtr twoHeadRun()
{
    return runFromJson(sentenceSpec(QStringLiteral("the cat sat on the mat"), 2));
}

std::vector<Case> cases()
{
    std::vector<Case> all;

    all.push_back({"SequencePanel", onDocument<SequencePanel>,
                   [](QWidget* w) { child<QSpinBox>(w, "embeddingDimSpin")->setValue(24); },
                   [](QWidget* w) {
                       return child<QComboBox>(w, "embeddingTypeCombo")->itemText(1) +
                              QLatin1Char('|') + child<QCheckBox>(w, "crossAttentionCheck")->text();
                   },
                   [] {
                       return translate("ae::SequencePanel", "One-hot (vocabulary of the text)") +
                              QLatin1Char('|') +
                              translate("ae::SequencePanel",
                                        "&Cross-attention: keys and values from a source");
                   },
                   [](QWidget* w) {
                       QCOMPARE(child<QSpinBox>(w, "embeddingDimSpin")->value(), 24);
                       QCOMPARE(child<QComboBox>(w, "embeddingTypeCombo")->currentIndex(), 0);
                   }});

    all.push_back({"MaskPanel", onDocument<MaskPanel>,
                   [](QWidget* w) {
                       // Through the combo as a user picks it: "Window".
                       auto* mode = child<QComboBox>(w, "maskModeCombo");
                       const int window = mode->findData(int(MaskPanel::Mode::Window));
                       mode->setCurrentIndex(window);
                       emit mode->activated(window);
                       child<QSpinBox>(w, "maskWindowSpin")->setValue(2);
                   },
                   // The description follows the mode: written again from the spec.
                   [](QWidget* w) { return child<QLabel>(w, "maskDescriptionLabel")->text(); },
                   [] {
                       return translate("ae::MaskPanel",
                                        "Query i sees keys j with |i − j| ≤ r (local attention).");
                   },
                   [](QWidget* w) {
                       auto* mode = child<QComboBox>(w, "maskModeCombo");
                       QCOMPARE(mode->currentData().toInt(), int(MaskPanel::Mode::Window));
                       QCOMPARE(child<QSpinBox>(w, "maskWindowSpin")->value(), 2);
                   }});

    all.push_back(
        {"ModelPanel", onDocument<ModelPanel>,
         [](QWidget* w) { child<QSpinBox>(w, "headsSpin")->setValue(2); },
         [](QWidget* w) { return child<QCheckBox>(w, "identityProjectionsCheck")->text(); },
         [] { return translate("ae::ModelPanel", "&No projections (plain attention pooling)"); },
         [](QWidget* w) {
             QCOMPARE(child<QSpinBox>(w, "headsSpin")->value(), 2);
             QCOMPARE(child<QComboBox>(w, "positionalCombo")->count(), 3);
         }});

    all.push_back({"CompareBar", plain<CompareBar>,
                   [](QWidget* w) {
                       auto* bar = typed<CompareBar>(w);
                       bar->setHeadCount(3);
                       bar->headCombo()->setCurrentIndex(1);
                       bar->maskCombo()->setCurrentIndex(2);
                   },
                   [](QWidget* w) {
                       auto* bar = typed<CompareBar>(w);
                       return bar->maskCombo()->currentText() + QLatin1Char('|') +
                              bar->headCombo()->currentText();
                   },
                   [] {
                       return translate("ae::CompareBar", "Causal mask") + QLatin1Char('|') +
                              translate("ae::CompareBar", "Head %1").arg(2);
                   },
                   [](QWidget* w) {
                       auto* bar = typed<CompareBar>(w);
                       QCOMPARE(bar->head(), 1);
                       QCOMPARE(bar->maskCombo()->currentData().toInt(),
                                int(ComparisonMask::Causal));
                       QCOMPARE(bar->headCombo()->count(), 4);
                   }});

    // More tokens than chips: the "+N more" label.
    constexpr int kTokens = TokenChips::kMaxChips + 5;
    all.push_back({"TokenChips", plain<TokenChips>,
                   [](QWidget* w) {
                       Tokens line;
                       for (int i = 0; i < kTokens; ++i)
                           line.push_back("t" + std::to_string(i));
                       typed<TokenChips>(w)->setLines({line}, false);
                   },
                   [](QWidget* w) { return child<QLabel>(w, "moreChipsLabel")->text(); },
                   [] { return translate("ae::TokenChips", "+%n more", 5); },
                   [](QWidget* w) {
                       QCOMPARE(typed<TokenChips>(w)->chipTexts().size(), TokenChips::kMaxChips);
                   }});

    all.push_back({"AttentionHeatmap", plain<AttentionHeatmap>,
                   [](QWidget* w) {
                       typed<AttentionHeatmap>(w)->setMatrix(Matrix::Identity(3, 3), {}, {});
                       typed<AttentionHeatmap>(w)->setSelectedCell(1, 2);
                   },
                   [](QWidget* w) { return typed<AttentionHeatmap>(w)->xAxis2->label(); },
                   [] { return translate("ae::AttentionHeatmap", "keys"); },
                   [](QWidget* w) {
                       QCOMPARE(typed<AttentionHeatmap>(w)->matrix().rows(), Eigen::Index(3));
                       // The hover text's default value name is retranslated too.
                       QVERIFY(typed<AttentionHeatmap>(w)->cellDescription(0, 0).contains(
                           translate("ae::AttentionHeatmap", "weight")));
                   }});

    all.push_back({"HeadGridView", plain<HeadGridView>,
                   [](QWidget* w) {
                       auto* grid = typed<HeadGridView>(w);
                       grid->setRun(twoHeadRun());
                       grid->setEnlargedHead(1);
                   },
                   [](QWidget* w) {
                       auto* grid = typed<HeadGridView>(w);
                       return grid->heatmap(1)->title() + QLatin1Char('|') +
                              grid->heatmap(-1)->title();
                   },
                   [] {
                       return translate("ae::HeadGridView", "head %1").arg(2) + QLatin1Char('|') +
                              translate("ae::HeadGridView", "mean over heads");
                   },
                   [](QWidget* w) {
                       QCOMPARE(typed<HeadGridView>(w)->enlargedHead(), 1);
                       QCOMPARE(typed<HeadGridView>(w)->headCount(), 2);
                   }});

    all.push_back({"QueryDistributionView", plain<QueryDistributionView>,
                   [](QWidget* w) {
                       auto* view = typed<QueryDistributionView>(w);
                       view->setRun(twoHeadRun());
                       view->setHead(1);
                       view->setQuery(2);
                   },
                   [](QWidget* w) {
                       return child<QLabel>(w, "distributionTitleLabel")->text() +
                              QLatin1Char('|') +
                              typed<QueryDistributionView>(w)->weightsPlot()->yAxis->label();
                   },
                   [] {
                       return translate("ae::QueryDistributionView", "Query %1 '%2', head %3")
                                  .arg(2)
                                  .arg(QStringLiteral("sat"))
                                  .arg(2) +
                              QLatin1Char('|') + translate("ae::QueryDistributionView", "weight");
                   },
                   [](QWidget* w) {
                       QCOMPARE(typed<QueryDistributionView>(w)->query(), 2);
                       QCOMPARE(typed<QueryDistributionView>(w)->head(), 1);
                   }});

    all.push_back(
        {"CompareView", plain<CompareView>, [](QWidget* w) { typed<CompareView>(w)->setHead(-1); },
         [](QWidget* w) { return child<QLabel>(w, "compareMessageLabel")->text(); },
         [] { return translate("ae::CompareView", "Choose two configurations to compare."); },
         [](QWidget* w) {
             QCOMPARE(child<AttentionHeatmap>(w, "compareHeatmapA")->title(),
                      translate("ae::CompareView", "A: %1 (%2)")
                          .arg(QString(), translate("ae::CompareView", "mean over heads")));
         }});

    all.push_back({"AttentionLineView", plain<AttentionLineView>,
                   [](QWidget* w) { typed<AttentionLineView>(w)->setRun(twoHeadRun()); },
                   [](QWidget* w) { return w->accessibleName(); },
                   [] { return translate("ae::AttentionLineView", "Attention lines"); },
                   [](QWidget* w) {
                       QCOMPARE(typed<AttentionLineView>(w)->shownHeads(), QVector<int>({0, 1}));
                   }});

    all.push_back(
        {"ImportedAttentionPage",
         [] {
             auto dir = std::make_shared<QTemporaryDir>();
             NpyArray array;
             array.shape = {2, 1, 2, 2};
             array.data = {1, 0, 0.5f, 0.5f, 0.25f, 0.75f, 0, 1};
             const QString path = dir->filePath(QStringLiteral("two_layers.npy"));
             QString error;
             if (!writeNpyFile(path, array, &error))
                 qFatal("%s", qPrintable(error));
             auto document = std::make_shared<ImportedAttentionDocument>();
             if (!document->importFile(path, QString(), &error))
                 qFatal("%s", qPrintable(error));
             Fixture f;
             f.widget = std::make_unique<ImportedAttentionPage>(document.get());
             f.keepAlive = {dir, document};
             return f;
         },
         [](QWidget* w) { typed<ImportedAttentionPage>(w)->layerSelector()->setCurrentIndex(1); },
         [](QWidget* w) { return typed<ImportedAttentionPage>(w)->layerSelector()->currentText(); },
         [] { return translate("ae::ImportedAttentionPage", "layer %1 of %2").arg(2).arg(2); },
         [](QWidget* w) {
             QCOMPARE(typed<ImportedAttentionPage>(w)->layerSelector()->currentIndex(), 1);
         }});

    all.push_back({"LessonsPage", plain<LessonsPage>,
                   [](QWidget* w) { typed<LessonsPage>(w)->tabs()->setCurrentIndex(3); },
                   [](QWidget* w) { return typed<LessonsPage>(w)->tabs()->tabText(3); },
                   [] { return translate("ae::LessonsPage", "Dropout"); },
                   [](QWidget* w) { QCOMPARE(typed<LessonsPage>(w)->tabs()->currentIndex(), 3); }});

    all.push_back({"DropoutPage", plain<DropoutPage>,
                   [](QWidget* w) {
                       typed<DropoutPage>(w)->setTraining(false);
                       typed<DropoutPage>(w)->setDropProbability(0.3);
                   },
                   [](QWidget* w) {
                       return child<QCheckBox>(w, "dropoutTrainingCheck")->text() +
                              QLatin1Char('|') + child<QLabel>(w, "dropoutSummaryLabel")->text();
                   },
                   [] {
                       return translate("ae::DropoutPage", "Training mode") + QLatin1Char('|') +
                              translate("ae::DropoutPage",
                                        "Evaluation mode: no dropout. The weights are "
                                        "used as they are, the same on every run.");
                   },
                   [](QWidget* w) {
                       QVERIFY(!typed<DropoutPage>(w)->isTraining());
                       QCOMPARE(typed<DropoutPage>(w)->dropProbability(), 0.3);
                   }});

    all.push_back({"KernelRegressionPage", plain<KernelRegressionPage>,
                   [](QWidget* w) {
                       typed<KernelRegressionPage>(w)->setKernel(RegressionKernel::Boxcar);
                       child<QSpinBox>(w, "trainingCountSpin")->setValue(30);
                   },
                   [](QWidget* w) {
                       return child<QComboBox>(w, "kernelCombo")->currentText() + QLatin1Char('|') +
                              child<QPushButton>(w, "learnWidthButton")->text();
                   },
                   [] {
                       return translate("ae::KernelRegressionPage", "Boxcar") + QLatin1Char('|') +
                              translate("ae::KernelRegressionPage", "Learn w");
                   },
                   [](QWidget* w) {
                       QCOMPARE(typed<KernelRegressionPage>(w)->kernel(), RegressionKernel::Boxcar);
                       QCOMPARE(child<QSpinBox>(w, "trainingCountSpin")->value(), 30);
                   }});

    all.push_back(
        {"ScalingPage", plain<ScalingPage>,
         [](QWidget* w) { typed<ScalingPage>(w)->setDimension(32); },
         [](QWidget* w) {
             return child<QCustomPlot>(w, "softmaxExamplePlot")->yAxis->label() + QLatin1Char('|') +
                    plotTitle(child<QCustomPlot>(w, "softmaxSaturationPlot"));
         },
         [] {
             return translate("ae::ScalingPage", "weight") + QLatin1Char('|') +
                    translate("ae::ScalingPage", "Softmax of %1 scores against d (mean of %2 rows)")
                        .arg(ScalingPage::kExampleKeys)
                        .arg(300);
         },
         [](QWidget* w) { QCOMPARE(typed<ScalingPage>(w)->dimension(), 32); }});

    all.push_back(
        {"DenseVsAttentionPage", plain<DenseVsAttentionPage>,
         [](QWidget* w) {
             typed<DenseVsAttentionPage>(w)->setOrder({2, 0, 1});
         },
         [](QWidget* w) { return child<QPushButton>(w, "moveInputUpButton")->text(); },
         [] { return translate("ae::DenseVsAttentionPage", "Move up"); },
         [](QWidget* w) {
             QVERIFY(typed<DenseVsAttentionPage>(w)->order() == std::vector<int>({2, 0, 1}));
         }});

    all.push_back({"PositionalEncodingPage", plain<PositionalEncodingPage>,
                   [](QWidget* w) {
                       typed<PositionalEncodingPage>(w)->setSequenceLength(20);
                       typed<PositionalEncodingPage>(w)->tabs()->setCurrentIndex(1);
                   },
                   [](QWidget* w) { return typed<PositionalEncodingPage>(w)->tabs()->tabText(1); },
                   [] { return translate("ae::PositionalEncodingPage", "Binary analogy"); },
                   [](QWidget* w) {
                       QCOMPARE(typed<PositionalEncodingPage>(w)->sequenceLength(), 20);
                       QCOMPARE(typed<PositionalEncodingPage>(w)->tabs()->currentIndex(), 1);
                   }});

    all.push_back(
        {"EncodingMatrixPanel", plain<EncodingMatrixPanel>,
         [](QWidget* w) {
             typed<EncodingMatrixPanel>(w)->setEncoding(sinusoidalEncoding(12, 8), 10000.0);
             child<QSpinBox>(w, "curveFirstColumnSpin")->setValue(2);
         },
         [](QWidget* w) {
             return plotTitle(typed<EncodingMatrixPanel>(w)->heatmapPlot()) + QLatin1Char('|') +
                    typed<EncodingMatrixPanel>(w)->curvesPlot()->graph(0)->name();
         },
         [] {
             return translate("ae::EncodingMatrixPanel", "Positional encoding P (n × d)") +
                    QLatin1Char('|') +
                    translate("ae::EncodingMatrixPanel", "column %1 (sin)").arg(2);
         },
         [](QWidget* w) {
             QCOMPARE(child<QSpinBox>(w, "curveFirstColumnSpin")->value(), 2);
             QCOMPARE(typed<EncodingMatrixPanel>(w)->curvesPlot()->graphCount(), 4);
         }});

    all.push_back(
        {"BinaryAnalogyPanel", plain<BinaryAnalogyPanel>,
         [](QWidget* w) {
             typed<BinaryAnalogyPanel>(w)->setEncoding(sinusoidalEncoding(16, 8), 10000.0);
             typed<BinaryAnalogyPanel>(w)->setSelectedBit(2);
         },
         [](QWidget* w) {
             return child<QCustomPlot>(w, "binaryHeatmap")->xAxis->label() + QLatin1Char('|') +
                    child<QCustomPlot>(w, "bitOverlayPlot")->graph(1)->name();
         },
         [] {
             return translate("ae::BinaryAnalogyPanel", "bit b (lowest first)") + QLatin1Char('|') +
                    translate("ae::BinaryAnalogyPanel", "bit %1 as 1 − 2·bit").arg(2);
         },
         [](QWidget* w) { QCOMPARE(typed<BinaryAnalogyPanel>(w)->selectedBit(), 2); }});

    all.push_back(
        {"RotationPanel", plain<RotationPanel>,
         [](QWidget* w) { typed<RotationPanel>(w)->setOffset(5); },
         [](QWidget* w) {
             return child<QPushButton>(w, "rotationAnimateButton")->text() + QLatin1Char('|') +
                    child<QCustomPlot>(w, "rotationPlane")->plottable(0)->name();
         },
         [] {
             return translate("ae::RotationPanel", "Animate i") + QLatin1Char('|') +
                    translate("ae::RotationPanel", "unit circle");
         },
         [](QWidget* w) { QCOMPARE(child<QSpinBox>(w, "rotationOffsetSpin")->value(), 5); }});

    all.push_back(
        {"ShufflePanel", plain<ShufflePanel>,
         [](QWidget* w) { child<QSpinBox>(w, "shuffleSeedSpin")->setValue(7); },
         [](QWidget* w) { return child<QPushButton>(w, "shuffleButton")->text(); },
         [] { return translate("ae::ShufflePanel", "Shuffle tokens"); },
         [](QWidget* w) { QCOMPARE(child<QSpinBox>(w, "shuffleSeedSpin")->value(), 7); }});

    all.push_back(
        {"ComplexityPage", plain<ComplexityPage>,
         [](QWidget* w) { child<QComboBox>(w, "convolutionPathCombo")->setCurrentIndex(1); },
         [](QWidget* w) {
             return child<QComboBox>(w, "convolutionPathCombo")->currentText() + QLatin1Char('|') +
                    child<QLabel>(w, "measureStatus")->text();
         },
         [] {
             return translate("ae::ComplexityPage",
                              "Dilated kernels: path O(log_k n) (Vaswani et al.)") +
                    QLatin1Char('|') + translate("ae::ComplexityPage", "Not measured yet.");
         },
         [](QWidget* w) {
             QCOMPARE(typed<ComplexityPage>(w)->parameters().convolutionPath,
                      ConvolutionPath::Dilated);
         }});

    all.push_back(
        {"PathDiagramWidget", plain<PathDiagramWidget>,
         [](QWidget* w) { typed<PathDiagramWidget>(w)->selectPair(0, 5); },
         [](QWidget* w) { return w->toolTip(); },
         [] {
             return translate("ae::PathDiagramWidget",
                              "Click two inputs x_i to see the shortest path between "
                              "them");
         },
         [](QWidget* w) { QVERIFY(!typed<PathDiagramWidget>(w)->pathText().isEmpty()); }});

    all.push_back(
        {"ClassSessionPanel", plain<ClassSessionPanel>,
         [](QWidget* w) { typed<ClassSessionPanel>(w)->showNamesBox()->setChecked(true); },
         [](QWidget* w) {
             return typed<ClassSessionPanel>(w)->startButton()->text() + QLatin1Char('|') +
                    typed<ClassSessionPanel>(w)->addressLabel()->text();
         },
         [] {
             return translate("ae::ClassSessionPanel", "Start session") + QLatin1Char('|') +
                    translate("ae::ClassSessionPanel",
                              "Not started: nothing listens until you start the session.");
         },
         [](QWidget* w) { QVERIFY(typed<ClassSessionPanel>(w)->showNamesBox()->isChecked()); }});

    all.push_back({"QrCodeWidget", plain<QrCodeWidget>,
                   [](QWidget* w) {
                       typed<QrCodeWidget>(w)->setText(QStringLiteral("http://127.0.0.1:8765/"));
                   },
                   [](QWidget* w) { return w->accessibleDescription(); },
                   [] {
                       return translate("ae::QrCodeWidget", "QR code of %1")
                           .arg(QStringLiteral("http://127.0.0.1:8765/"));
                   },
                   [](QWidget* w) { QVERIFY(typed<QrCodeWidget>(w)->moduleCount() > 0); }});

    all.push_back(
        {"TrainingHeadsView", plain<TrainingHeadsView>,
         [](QWidget* w) {
             auto snapshot = std::make_shared<TrainingSnapshot>();
             snapshot->probe.layers.resize(1);
             snapshot->probe.layers[0].heads.resize(2);
             for (auto& head : snapshot->probe.layers[0].heads)
                 head.weights = Matrix::Identity(2, 2);
             typed<TrainingHeadsView>(w)->setSnapshot(snapshot, {"a", "b"});
         },
         [](QWidget* w) { return typed<TrainingHeadsView>(w)->heatmap(0, 1)->title(); },
         [] { return translate("ae::TrainingHeadsView", "layer %1 · head %2").arg(1).arg(2); },
         [](QWidget* w) { QCOMPARE(typed<TrainingHeadsView>(w)->headCount(), 2); }});

    return all;
}

// Installs `code` and delivers the LanguageChange events it sends.
bool switchLanguage(LanguageManager& manager, const char* code)
{
    const bool ok = manager.setLanguage(QString::fromLatin1(code));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
    return ok;
}

} // namespace

class TestRetranslate : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_cases = cases(); }

    void cleanup()
    {
        // Whatever a failed row left installed, the next one starts in English.
        switchLanguage(m_manager, LanguageManager::kEnglish);
    }

    void retranslatesInPlaceAndKeepsTheState_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(m_cases.size()); ++i)
            QTest::newRow(m_cases[std::size_t(i)].name) << i;
    }

    void retranslatesInPlaceAndKeepsTheState()
    {
        QFETCH(int, index);
        const Case& c = m_cases[std::size_t(index)];
        Fixture fixture = c.make();
        QWidget* widget = fixture.widget.get();
        widget->resize(900, 700);
        widget->show();
        QVERIFY(QTest::qWaitForWindowExposed(widget));
        c.setState(widget);
        QCoreApplication::processEvents();

        const QString english = c.expected();
        QCOMPARE(c.shown(widget), english);

        QVERIFY(switchLanguage(m_manager, LanguageManager::kChinese));
        const QString chinese = c.expected();
        QVERIFY2(chinese != english, qPrintable(QStringLiteral("not translated: ") + english));
        QCOMPARE(c.shown(widget), chinese);
        c.checkState(widget);
        if (QTest::currentTestFailed())
            return;

        QVERIFY(switchLanguage(m_manager, LanguageManager::kEnglish));
        QCOMPARE(c.expected(), english);
        QCOMPARE(c.shown(widget), english);
        c.checkState(widget);
    }

private:
    LanguageManager m_manager;
    std::vector<Case> m_cases;
};

AE_TEST_MAIN_GUI(TestRetranslate)
#include "test_retranslate.moc"
