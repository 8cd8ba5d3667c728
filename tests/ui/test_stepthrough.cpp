// The step-through view: every stage shows the trace's matrices, navigation
// by keys and buttons, provenance of clicked cells, the walk export.

#include "core/io/spec_reader.h"
#include "core/scoring.h"
#include "ui/i18n/language_manager.h"
#include "ui/stepthrough/stage_content.h"
#include "ui/stepthrough/stage_content_builder.h"
#include "ui/stepthrough/stage_page_widget.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/views/attention_heatmap.h"

#include "tests/test_main.h"

#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>

#include <cmath>
#include <limits>
#include <memory>

using namespace ae;

namespace {

RunPtr runJson(const QByteArray& json)
{
    const std::variant<Spec, SpecError> spec = readSpec(json);
    if (const SpecError* error = std::get_if<SpecError>(&spec))
        qFatal("spec: %s", error->toString().c_str());
    std::variant<SpecRun, SpecError> run = runSpec(std::get<Spec>(spec));
    if (const SpecError* error = std::get_if<SpecError>(&run))
        qFatal("run: %s", error->toString().c_str());
    return std::make_shared<const SpecRun>(std::move(std::get<SpecRun>(run)));
}

// Six tokens, d = 8, two heads of p = 4, causal mask, sinusoidal encoding.
RunPtr twoHeadRun(int seed = 3)
{
    return runJson(QStringLiteral(R"({"format": "attention-explorer/spec@1",
        "text": "the cat sat on the mat",
        "embedding": {"type": "hashed", "dim": 8, "seed": 0},
        "positional_encoding": {"type": "sinusoidal", "base": 10000},
        "num_heads": 2, "weights": "random", "model_dim": 8, "seed": %1,
        "scoring": {"type": "scaled_dot_product"},
        "mask": {"causal": true}})")
                       .arg(seed)
                       .toUtf8());
}

// Three tokens, d = 4, no projection; the `scoring` object spliced in.
RunPtr scoringRun(const QString& scoring)
{
    return runJson(QStringLiteral(R"({"format": "attention-explorer/spec@1",
        "inputs": [[1, 0, 2, 1], [0, 1, -1, 0], [1, 1, 0, 3]], "tokens": ["a", "b", "c"],
        "scoring": %1})")
                       .arg(scoring)
                       .toUtf8());
}

// The `scoring` object of every function in core's table, temperature 2 (so
// the divisor is never 1); the functions with learned parameters get theirs
// here, the others need nothing.
QStringList scoringSpecs()
{
    const QMap<QString, QString> parameters = {
        {QStringLiteral("general"),
         QStringLiteral(R"("W": [[1, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 1], [1, 0, 0, 1]])")},
        {QStringLiteral("additive"), QStringLiteral(R"("W_q": [[1, 0, 0, 0], [0, 1, 0, 1]],
                           "W_k": [[0, 1, 0, 0], [1, 0, 1, 0]], "w_v": [1, -1])")},
    };
    QStringList specs;
    for (const ScoringTypeInfo& info : scoringTypes()) {
        const QString name = QString::fromLatin1(info.name);
        if (info.learnedParameters && !parameters.contains(name))
            qFatal("scoringSpecs: give the parameters of '%s'", info.name);
        specs << QStringLiteral(R"({"type": "%1", "temperature": 2%2})")
                     .arg(name, parameters.contains(name)
                                    ? QStringLiteral(", ") + parameters.value(name)
                                    : QString());
    }
    return specs;
}

QToolButton* chineseToggle(StepThroughView& view)
{
    return view.findChild<QToolButton*>(QStringLiteral("stepChinese"));
}

QString shownTitle(StepThroughView& view)
{
    return view.stagePage()->content().title;
}

// Exact equality, −∞ included (the view copies trace numbers, never recomputes).
bool sameMatrix(const Matrix& shown, const Matrix& expected)
{
    if (shown.rows() != expected.rows() || shown.cols() != expected.cols())
        return false;
    for (Eigen::Index r = 0; r < shown.rows(); ++r)
        for (Eigen::Index c = 0; c < shown.cols(); ++c) {
            const float a = shown(r, c), b = expected(r, c);
            if (!(a == b || (std::isnan(a) && std::isnan(b))))
                return false;
        }
    return true;
}

QVector<Matrix> expectedMatrices(const SpecRun& run, int stage, int h)
{
    const BatchItemTrace& item = run.trace.batch[0];
    const HeadTrace& head = item.heads[std::size_t(h)];
    const ProjectionWeights& w = run.prepared.config.weights;
    // Scaled dot product, τ = 1: the engine divided by √p.
    const float sqrtP = std::sqrt(float(run.trace.shape.p));
    switch (static_cast<StepStage>(stage)) {
    case StepStage::Tokens:
        return {item.inputs};
    case StepStage::Positional:
        return {item.inputs, run.trace.positionalEncoding, item.encodedInputs()};
    case StepStage::Projection:
        return {item.encodedInputs(), w.Wq, w.Wk, w.Wv, item.queries, item.keys, item.values};
    case StepStage::HeadSplit:
        return {item.queries,        item.keys,        item.values,
                item.headQueries(h), item.headKeys(h), item.headValues(h)};
    case StepStage::Scores:
        return {item.headQueries(h), item.headKeys(h), Matrix(head.scores * sqrtP)};
    case StepStage::Scaling:
        return {Matrix(head.scores * sqrtP), head.scores};
    case StepStage::Mask:
        return {head.scores, item.mask.cast<float>(), item.maskedScores(h)};
    case StepStage::Softmax:
        return {item.maskedScores(h), head.weights};
    case StepStage::WeightedSum:
        return {head.weights, item.headValues(h), item.headOutput(h)};
    case StepStage::Concat: {
        QVector<Matrix> all;
        for (int k = 0; k < int(item.heads.size()); ++k)
            all << item.headOutput(k);
        all << item.concat;
        return all;
    }
    case StepStage::Output:
        return {item.concat, w.Wo, item.output};
    }
    return {};
}

// A view on `run` at `stage`, shown at 1400×900 (null if it never showed).
std::unique_ptr<StepThroughView> shownView(const RunPtr& run, StepStage stage)
{
    auto view = std::make_unique<StepThroughView>();
    view->setRun(run);
    view->setStage(int(stage));
    view->resize(1400, 900);
    view->show();
    if (!QTest::qWaitForWindowExposed(view.get()))
        return nullptr;
    return view;
}

// Three 2-d inputs, no encoding and no projections: plain dot-product pooling.
RunPtr plainPoolingRun()
{
    return runJson(R"({"format": "attention-explorer/spec@1",
        "inputs": [[1, 0], [0, 1], [1, 1]], "tokens": ["a", "b", "c"]})");
}

} // namespace

class TestStepThrough : public QObject
{
    Q_OBJECT

private slots:
    void stageShowsTraceMatrices_data();
    void stageShowsTraceMatrices();
    void captionsCarryShapes();
    void keyboardNavigation();
    void buttonAndListNavigation();
    void stageListFitsItsTitlesAtAPresentationFont();
    void provenanceGoesUnderThePageWhereTheViewIsNarrow();
    void playAdvances();
    void scoreProvenanceIsTheDotProductOfShownVectors();
    void weightProvenanceIsTheRowSoftmax();
    void oneInputAndItsOutputShareTheWidth();
    void outputProvenanceIsTheWeightedSum();
    void headSplitProvenanceShowsTheRotation_data();
    void headSplitProvenanceShowsTheRotation();
    void headSplitProvenanceCopiesWhatIsNotRotated();
    void clickingHeadBlockSelectsHead();
    void newRunKeepsStage();
    void noEncodingNoProjectionAreSaid();
    void placeholderSentencesFollowTheApplicationFont();
    void chineseToggleSwitchesExplanation();
    void chineseToggleUnderEnglishInterface();
    void englishToggleUnderChineseInterface();
    void interfaceLanguageChangeKeepsStageTexts();
    void everyStageTextHasItsChinese();
    void scoreProvenanceIsTheTraceScoreForEveryScoringFunction();
    void walkPdfHasOnePagePerStage();
    void walkPngsAreNumbered();
    void stageExportsAsFigure();
};

void TestStepThrough::stageShowsTraceMatrices_data()
{
    QTest::addColumn<int>("stage");
    const char* names[] = {"01 tokens",       "02 positional", "03 projection", "04 split",
                           "05 scores",       "06 scaling",    "07 mask",       "08 softmax",
                           "09 weighted sum", "10 concat",     "11 output"};
    for (int stage = 0; stage < kStepStageCount; ++stage)
        QTest::newRow(names[stage]) << stage;
}

void TestStepThrough::stageShowsTraceMatrices()
{
    QFETCH(int, stage);
    const RunPtr run = twoHeadRun();
    StepThroughView view;
    view.setRun(run);
    view.setHead(1); // the second head: the split must follow the selection
    view.setStage(stage);
    QCOMPARE(view.currentStage(), stage);
    const QVector<Matrix> expected = expectedMatrices(*run, stage, 1);
    const QList<AttentionHeatmap*> maps = view.stageHeatmaps();
    QCOMPARE(maps.size(), expected.size());
    for (int k = 0; k < maps.size(); ++k)
        QVERIFY2(sameMatrix(maps[k]->matrix(), expected[k]),
                 qPrintable(QStringLiteral("panel %1 differs from the trace").arg(k)));
}

void TestStepThrough::captionsCarryShapes()
{
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.setHead(1);
    view.setStage(int(StepStage::HeadSplit));
    const StageContent& content = view.stagePage()->content();
    QCOMPARE(content.outputs[0].caption, QStringLiteral("Q₂  6×4"));
    QCOMPARE(content.inputs[0].caption, QStringLiteral("Q  6×8"));
    QCOMPARE(content.inputs[0].blockWidth, 4);
    QCOMPARE(content.inputs[0].highlightedBlock, 1);
    view.setStage(int(StepStage::Scores));
    QCOMPARE(view.stagePage()->content().outputs[0].caption, QStringLiteral("Q₂K₂ᵀ  6×6"));
    QVERIFY(view.stagePage()->content().formulaHtml.contains(QStringLiteral("<sup>T</sup>")));
}

void TestStepThrough::keyboardNavigation()
{
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy spy(&view, &StepThroughView::stageChanged);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.currentStage(), 2);
    QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(view.currentStage(), 1);
    QTest::keyClick(&view, Qt::Key_End);
    QCOMPARE(view.currentStage(), 10);
    QTest::keyClick(&view, Qt::Key_Right); // already at the end: nothing happens
    QCOMPARE(view.currentStage(), 10);
    QTest::keyClick(&view, Qt::Key_Home);
    QCOMPARE(view.currentStage(), 0);
    QTest::keyClick(&view, Qt::Key_Space);
    QCOMPARE(view.currentStage(), 1);
    QCOMPARE(spy.size(), 6);
    QCOMPARE(spy.last().at(0).toInt(), 1);
    // The keys work while the stage list has the focus too.
    auto* list = view.findChild<QListWidget*>(QStringLiteral("stepList"));
    QVERIFY(list);
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(view.currentStage(), 2);
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(view.currentStage(), 10);
    QCOMPARE(list->currentRow(), 10);
}

void TestStepThrough::buttonAndListNavigation()
{
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* next = view.findChild<QPushButton*>(QStringLiteral("stepNext"));
    auto* prev = view.findChild<QPushButton*>(QStringLiteral("stepPrev"));
    auto* list = view.findChild<QListWidget*>(QStringLiteral("stepList"));
    QVERIFY(next && prev && list);
    QSignalSpy spy(&view, &StepThroughView::stageChanged);
    QVERIFY(!prev->isEnabled());
    QTest::mouseClick(next, Qt::LeftButton);
    QTest::mouseClick(next, Qt::LeftButton);
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(view.currentStage(), 3);
    QTest::mouseClick(prev, Qt::LeftButton);
    QCOMPARE(view.currentStage(), 2);
    QCOMPARE(list->currentRow(), 2);
    const QRect item = list->visualItemRect(list->item(7));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, item.center());
    QCOMPARE(view.currentStage(), 7);
    QCOMPARE(spy.size(), 5);
    QCOMPARE(spy.last().at(0).toInt(), 7);
    view.setStage(10);
    QVERIFY(!next->isEnabled());
}

// Presentation mode doubles the font: the list widens (the page gives way)
// so "1. Tokens → embeddings X" is not cut.
void TestStepThrough::stageListFitsItsTitlesAtAPresentationFont()
{
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.resize(1600, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* list = view.findChild<QListWidget*>(QStringLiteral("stepList"));
    QVERIFY(list);
    auto fits = [list] { return list->viewport()->width() >= list->sizeHintForColumn(0); };
    QVERIFY2(fits(), qPrintable(QStringLiteral("%1 < %2")
                                    .arg(list->viewport()->width())
                                    .arg(list->sizeHintForColumn(0))));
    QFont font = view.font();
    font.setPointSizeF(font.pointSizeF() * 2.2);
    view.setFont(font);
    QCoreApplication::processEvents();
    QVERIFY2(fits(), qPrintable(QStringLiteral("%1 < %2")
                                    .arg(list->viewport()->width())
                                    .arg(list->sizeHintForColumn(0))));
}

void TestStepThrough::provenanceGoesUnderThePageWhereTheViewIsNarrow()
{
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* list = view.findChild<QListWidget*>(QStringLiteral("stepList"));
    auto* provenance = view.findChild<QWidget*>(QStringLiteral("stepProvenance"));
    QVERIFY(list && provenance);
    StagePageWidget* page = view.stagePage();
    const auto where = [&](const QWidget* w) { return w->mapTo(&view, QPoint(0, 0)); };
    const auto titlesFit = [list] {
        return list->viewport()->width() >= list->sizeHintForColumn(0);
    };
    // Wide: list | page | provenance, side by side.
    QVERIFY(!view.provenanceBelowPage());
    QVERIFY(where(provenance).x() >= where(page).x() + page->width());
    QCOMPARE(where(provenance).y(), where(page).y());

    // As wide as the step-through is beside the Predict dock in the default
    // window (556 px): the provenance goes under the page, which keeps the width
    // beside the list, and every stage title still shows whole.
    view.resize(560, 900);
    QTRY_VERIFY(view.provenanceBelowPage());
    QTRY_VERIFY2(titlesFit(), qPrintable(QStringLiteral("%1 < %2")
                                             .arg(list->viewport()->width())
                                             .arg(list->sizeHintForColumn(0))));
    QVERIFY(where(provenance).y() >= where(page).y() + page->height());
    QCOMPARE(provenance->width(), page->width());
    QVERIFY2(page->width() >= 200, qPrintable(QString::number(page->width())));
    QVERIFY2(page->height() > provenance->height(),
             qPrintable(QStringLiteral("%1, %2").arg(page->height()).arg(provenance->height())));

    // Wide again: beside it again.
    view.resize(1400, 900);
    QTRY_VERIFY(!view.provenanceBelowPage());
    QVERIFY(where(provenance).x() >= where(page).x() + page->width());
}

void TestStepThrough::playAdvances()
{
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.show();
    auto* play = view.findChild<QPushButton*>(QStringLiteral("stepPlay"));
    auto* speed = view.findChild<QComboBox*>(QStringLiteral("stepSpeed"));
    QVERIFY(play && speed);
    speed->setCurrentIndex(0); // 1 s per stage
    view.setStage(8);
    QTest::mouseClick(play, Qt::LeftButton);
    QVERIFY(view.isPlaying());
    QTRY_COMPARE_WITH_TIMEOUT(view.currentStage(), 10, 5000);
    // At the last stage the walk stops by itself.
    QTRY_VERIFY_WITH_TIMEOUT(!view.isPlaying(), 3000);
    QCOMPARE(play->isChecked(), false);
}

void TestStepThrough::scoreProvenanceIsTheDotProductOfShownVectors()
{
    const RunPtr run = twoHeadRun();
    StepThroughView view;
    view.setRun(run);
    view.setHead(1);
    view.setStage(int(StepStage::Scores));
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.stagePage()->replotNow();
    const QList<AttentionHeatmap*> inputs = view.stagePage()->inputHeatmaps();
    AttentionHeatmap* scores = view.stagePage()->outputHeatmaps().at(0);
    const int i = 4, j = 2;
    QSignalSpy querySpy(&view, &StepThroughView::querySelected);
    QTest::mouseClick(scores, Qt::LeftButton, {}, scores->cellCenter(i, j));
    const CellProvenance& p = view.lastProvenance();
    QCOMPARE(p.kind, CellProvenance::Kind::Product);
    QCOMPARE(p.row, i);
    QCOMPARE(p.col, j);
    // The vectors are the displayed rows q_i of Q₂ and k_j of K₂.
    const Vector q = inputs[0]->matrix().row(i).transpose();
    const Vector k = inputs[1]->matrix().row(j).transpose();
    QVERIFY(sameMatrix(p.left, q));
    QVERIFY(sameMatrix(p.right, k));
    double dot = 0.0;
    for (Eigen::Index c = 0; c < q.size(); ++c) {
        QCOMPARE(p.terms(c), q(c) * k(c));
        dot += double(q(c)) * double(k(c));
    }
    QVERIFY(std::abs(p.sum - dot) < 1e-5);
    // …and equal to the trace's scaled score times √p (p = 4).
    const float traceScore = run->trace.batch[0].heads[1].scores(i, j);
    QCOMPARE(p.divisor, 2.0);
    QVERIFY2(std::abs(p.sum - double(traceScore) * 2.0) < 1e-5,
             qPrintable(QStringLiteral("%1 vs %2").arg(p.sum).arg(traceScore * 2.0)));
    QCOMPARE(p.result, double(traceScore));
    QVERIFY(std::abs(double(scores->matrix()(i, j)) - p.sum) < 1e-5);
    // The side panel says it, and the click selected query i.
    auto* text = view.findChild<QWidget*>(QStringLiteral("stepProvenance"));
    QVERIFY(text);
    QCOMPARE(view.query(), i);
    QCOMPARE(querySpy.size(), 1);
    QCOMPARE(querySpy.last().at(0).toInt(), i);
}

void TestStepThrough::weightProvenanceIsTheRowSoftmax()
{
    const RunPtr run = twoHeadRun();
    StepThroughView view;
    view.setRun(run);
    view.setStage(int(StepStage::Softmax));
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.stagePage()->replotNow();
    AttentionHeatmap* weights = view.stagePage()->outputHeatmaps().at(0);
    const HeadTrace& head = run->trace.batch[0].heads[0];
    QTest::mouseClick(weights, Qt::LeftButton, {}, weights->cellCenter(3, 1));
    CellProvenance p = view.lastProvenance();
    QCOMPARE(p.kind, CellProvenance::Kind::Softmax);
    // Causal: keys 0..3 kept. exp(s − max) by hand from the trace's scores.
    const float maxScore = head.scores.row(3).head(4).maxCoeff();
    double sum = 0.0;
    for (int j = 0; j < 6; ++j) {
        const double expected = j <= 3 ? std::exp(double(head.scores(3, j) - maxScore)) : 0.0;
        QVERIFY(std::abs(double(p.terms(j)) - expected) < 1e-6);
        sum += expected;
    }
    QVERIFY(std::abs(p.sum - sum) < 1e-6);
    QVERIFY(std::abs(double(p.terms(1)) / p.sum - double(head.weights(3, 1))) < 1e-6);
    // A masked (future) key: −∞ before the softmax, 0 after.
    QTest::mouseClick(weights, Qt::LeftButton, {}, weights->cellCenter(1, 4));
    QCOMPARE(view.lastProvenance().kind, CellProvenance::Kind::Masked);
}

// The softmax's scores and weights (one input, one output) are drawn at the
// same width, so the weights, the stage's result, are as legible as the
// scores; weights·V (two inputs side by side) keeps 3 : 2, each input narrower
// than the output.
void TestStepThrough::oneInputAndItsOutputShareTheWidth()
{
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setStage(int(StepStage::Softmax));
    QTRY_COMPARE(view.stagePage()->inputHeatmaps().size(), 1);
    // Laid out: the page is 1400 px wide less the list and the provenance.
    QTRY_VERIFY(view.stagePage()->outputHeatmaps().at(0)->width() > 300);
    int input = view.stagePage()->inputHeatmaps().at(0)->width();
    int output = view.stagePage()->outputHeatmaps().at(0)->width();
    QVERIFY2(std::abs(input - output) <= output / 20,
             qPrintable(QStringLiteral("%1 vs %2").arg(input).arg(output)));
    view.setStage(int(StepStage::WeightedSum));
    QTRY_COMPARE(view.stagePage()->inputHeatmaps().size(), 2);
    QTRY_VERIFY(view.stagePage()->outputHeatmaps().at(0)->width() > 200);
    input = view.stagePage()->inputHeatmaps().at(0)->width();
    output = view.stagePage()->outputHeatmaps().at(0)->width();
    QVERIFY2(input < output, qPrintable(QStringLiteral("%1 vs %2").arg(input).arg(output)));
}

void TestStepThrough::outputProvenanceIsTheWeightedSum()
{
    const RunPtr run = twoHeadRun();
    StepThroughView view;
    view.setRun(run);
    view.setStage(int(StepStage::WeightedSum));
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.stagePage()->replotNow();
    AttentionHeatmap* output = view.stagePage()->outputHeatmaps().at(0);
    QTest::mouseClick(output, Qt::LeftButton, {}, output->cellCenter(5, 3));
    const CellProvenance& p = view.lastProvenance();
    QCOMPARE(p.kind, CellProvenance::Kind::Product);
    const BatchItemTrace& item = run->trace.batch[0];
    double sum = 0.0;
    for (int j = 0; j < 6; ++j)
        sum += double(item.heads[0].weights(5, j)) * double(item.headValues(0)(j, 3));
    QVERIFY(std::abs(p.sum - sum) < 1e-5);
    QVERIFY(std::abs(p.sum - double(item.headOutput(0)(5, 3))) < 1e-5);
}

// Six tokens, d = 8, two heads of p = 4, rotary positions (base 10000).
RunPtr rotaryRun()
{
    return runJson(R"({"format": "attention-explorer/spec@1",
        "text": "the cat sat on the mat", "embedding": {"type": "hashed", "dim": 8, "seed": 0},
        "positional_encoding": {"type": "rotary", "base": 10000}, "num_heads": 2,
        "weights": "random", "model_dim": 8, "seed": 3})");
}

// With rotary positions "Split into heads" shows each head's rotated q and
// k: a cell's explanation is its pair of Q's (or K's) columns turned by the
// row's angle, not a copy, and its numbers give the trace's entry. Head 2
// (columns 4–7), row 3: columns 0 and 1 are pair 0 (ω₀ = 1, θ = 3), columns
// 2 and 3 pair 1 (ω₁ = 10000^(−2/4) = 0.01, θ = 0.03); an odd column is
// a·sin θ + b·cos θ, an even one a·cos θ − b·sin θ.
void TestStepThrough::headSplitProvenanceShowsTheRotation_data()
{
    QTest::addColumn<int>("outputIndex");
    QTest::addColumn<int>("col");
    QTest::addColumn<double>("theta");
    QTest::addColumn<QString>("formula");
    QTest::addColumn<QString>("angle");
    QTest::newRow("Q₂, column 1") << 0 << 1 << 3.0 << QStringLiteral("Q[3,4]·sin θ + Q[3,5]·cos θ")
                                  << QStringLiteral("θ = 3 × 1.0000 = 3.0000");
    QTest::newRow("Q₂, column 2") << 0 << 2 << 0.03 << QStringLiteral("Q[3,6]·cos θ − Q[3,7]·sin θ")
                                  << QStringLiteral("θ = 3 × 0.0100 = 0.0300");
    QTest::newRow("K₂, column 3") << 1 << 3 << 0.03 << QStringLiteral("K[3,6]·sin θ + K[3,7]·cos θ")
                                  << QStringLiteral("θ = 3 × 0.0100 = 0.0300");
}

void TestStepThrough::headSplitProvenanceShowsTheRotation()
{
    QFETCH(int, outputIndex);
    QFETCH(int, col);
    QFETCH(double, theta);
    QFETCH(QString, formula);
    QFETCH(QString, angle);
    const RunPtr run = rotaryRun();
    const BatchItemTrace& item = run->trace.batch[0];
    const CellProvenance p = ProvenanceExplainer::explain(
        *run, 0, 1, int(StepStage::HeadSplit), outputIndex, 3, col, StepLanguage::English);
    const Matrix& source = outputIndex == 0 ? item.queries : item.keys;
    const int first = 4 + col - col % 2;
    const double a = source(3, first), b = source(3, first + 1);
    const double expected = col % 2 == 1 ? a * std::sin(theta) + b * std::cos(theta)
                                         : a * std::cos(theta) - b * std::sin(theta);
    QCOMPARE(p.result, double((outputIndex == 0 ? item.headQueries(1) : item.headKeys(1))(3, col)));
    QVERIFY(std::abs(p.result - expected) < 1e-6);
    QVERIFY2(p.html.contains(formula), qPrintable(p.html));
    QVERIFY2(p.html.contains(angle), qPrintable(p.html));
    QVERIFY2(p.html.contains(QStringLiteral("Rotary positions: the pair (")), qPrintable(p.html));
}

// What rotary positions do not turn stays a copy (V; Q without rotary
// positions), and the rotation's sentence has its Chinese.
void TestStepThrough::headSplitProvenanceCopiesWhatIsNotRotated()
{
    const RunPtr run = rotaryRun();
    const int split = int(StepStage::HeadSplit);
    const CellProvenance zh =
        ProvenanceExplainer::explain(*run, 0, 1, split, 0, 3, 1, StepLanguage::Chinese);
    QCOMPARE(zh.result, double(run->trace.batch[0].headQueries(1)(3, 1)));
    QVERIFY2(zh.html.contains(QStringLiteral("旋转位置编码：本头的这对列 (Q[3,4], Q[3,5])")),
             qPrintable(zh.html));
    const CellProvenance v =
        ProvenanceExplainer::explain(*run, 0, 1, split, 2, 3, 1, StepLanguage::English);
    QCOMPARE(v.kind, CellProvenance::Kind::Copy);
    QVERIFY2(v.html.startsWith(QStringLiteral("V₂[3,1] = V[3,5] = ")), qPrintable(v.html));
    const CellProvenance plain =
        ProvenanceExplainer::explain(*twoHeadRun(), 0, 1, split, 0, 3, 1, StepLanguage::English);
    QVERIFY2(plain.html.startsWith(QStringLiteral("Q₂[3,1] = Q[3,5] = ")), qPrintable(plain.html));
}

void TestStepThrough::clickingHeadBlockSelectsHead()
{
    const auto view = shownView(twoHeadRun(), StepStage::HeadSplit);
    QVERIFY(view);
    view->stagePage()->replotNow();
    QSignalSpy spy(view.get(), &StepThroughView::headSelected);
    AttentionHeatmap* q = view->stagePage()->inputHeatmaps().at(0);
    QTest::mouseClick(q, Qt::LeftButton, {}, q->cellCenter(0, 6)); // column 6 is in head 2
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.last().at(0).toInt(), 1);
    QCOMPARE(view->head(), 1);
    QCOMPARE(view->stagePage()->content().outputs[0].caption, QStringLiteral("Q₂  6×4"));
}

void TestStepThrough::newRunKeepsStage()
{
    StepThroughView view;
    view.setRun(twoHeadRun(3));
    view.setHead(1);
    view.setStage(6);
    QSignalSpy spy(&view, &StepThroughView::stageChanged);
    const RunPtr other = runJson(R"({"format": "attention-explorer/spec@1",
        "text": "我爱自然语言处理", "embedding": {"type": "hashed", "dim": 6, "seed": 2},
        "num_heads": 1, "weights": "random", "seed": 9})");
    view.setRun(other);
    QCOMPARE(view.currentStage(), 6);
    QCOMPARE(spy.size(), 0);
    QCOMPARE(view.head(), 0); // clamped: the new run has one head
    const BatchItemTrace& item = other->trace.batch[0];
    QVERIFY(sameMatrix(view.stageHeatmaps().last()->matrix(), item.maskedScores(0)));
    QCOMPARE(view.stageHeatmaps().last()->rowLabels().first(), QStringLiteral("我"));
}

void TestStepThrough::noEncodingNoProjectionAreSaid()
{
    StepThroughView view;
    view.setRun(plainPoolingRun());
    view.setStage(int(StepStage::Positional));
    auto* note = view.findChild<QLabel*>(QStringLiteral("stageNote"));
    QVERIFY(note);
    QVERIFY(note->text().contains(QStringLiteral("No sinusoidal encoding")));
    view.setStage(int(StepStage::Projection));
    const StageContent& content = view.stagePage()->content();
    QCOMPARE(content.inputs.size(), 4); // X + P and three placeholders
    QVERIFY(content.inputs[1].placeholder.contains(QStringLiteral("no projection")));
    // Identity: the shown Q is X itself, [[1,0],[0,1],[1,1]].
    const Matrix q = view.stageHeatmaps().at(1)->matrix();
    QCOMPARE(q(2, 0), 1.0f);
    QCOMPARE(q(0, 1), 0.0f);
    QCOMPARE(q(1, 1), 1.0f);
    // Scores of plain dot product pooling, by hand: s = X·Xᵀ/√2, row 2 = (1, 1, 2)/√2.
    view.setStage(int(StepStage::Scaling));
    const Matrix s = view.stageHeatmaps().last()->matrix();
    QVERIFY(std::abs(s(2, 2) - 2.0f / std::sqrt(2.0f)) < 1e-6f);
    QVERIFY(std::abs(s(2, 0) - 1.0f / std::sqrt(2.0f)) < 1e-6f);
}

// Presentation mode enlarges the application font: the greyed sentences of
// placeholder panels ("W_q: no projection") grow with every other caption
// (coloured by a style sheet, they kept their size).
void TestStepThrough::placeholderSentencesFollowTheApplicationFont()
{
    const auto view = shownView(plainPoolingRun(), StepStage::Projection);
    QVERIFY(view);
    const QFont saved = QApplication::font();
    QFont larger = saved;
    larger.setPointSizeF(saved.pointSizeF() * 1.5);
    QApplication::setFont(larger);
    QCoreApplication::processEvents();
    QLabel* placeholder = nullptr;
    QLabel* caption = nullptr;
    for (QLabel* label : view->stagePage()->findChildren<QLabel*>()) {
        if (label->accessibleName().startsWith(QLatin1String("W_q")))
            placeholder = label;
        if (label->accessibleName().startsWith(QLatin1String("X + P")))
            caption = label;
    }
    const int placeholderPixels = placeholder ? QFontInfo(placeholder->font()).pixelSize() : 0;
    const int captionPixels = caption ? QFontInfo(caption->font()).pixelSize() : 0;
    const int largerPixels = QFontInfo(larger).pixelSize();
    QApplication::setFont(saved);
    QVERIFY(placeholder && caption);
    QCOMPARE(captionPixels, largerPixels);
    QCOMPARE(placeholderPixels, largerPixels);
}

void TestStepThrough::chineseToggleSwitchesExplanation()
{
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.setStage(int(StepStage::Softmax));
    auto* toggle = view.findChild<QToolButton*>(QStringLiteral("stepChinese"));
    auto* explanation = view.findChild<QLabel*>(QStringLiteral("stageExplanation"));
    auto* list = view.findChild<QListWidget*>(QStringLiteral("stepList"));
    QVERIFY(toggle && explanation && list);
    QVERIFY(explanation->text().startsWith(QStringLiteral("Each row")));
    view.show();
    QTest::mouseClick(toggle, Qt::LeftButton);
    QCOMPARE(view.language(), StepLanguage::Chinese);
    QVERIFY(explanation->text().contains(QStringLiteral("每一行单独做 softmax")));
    QCOMPARE(list->item(7)->text(), QStringLiteral("8. 逐行 softmax"));
    QCOMPARE(view.currentStage(), int(StepStage::Softmax));
    QTest::mouseClick(toggle, Qt::LeftButton);
    QVERIFY(explanation->text().startsWith(QStringLiteral("Each row")));
}

// The toggle's Chinese comes from the translation file through the view's own
// translator: the interface is English (no translator installed), so tr()
// would give the English source.
void TestStepThrough::chineseToggleUnderEnglishInterface()
{
    QCOMPARE(QCoreApplication::translate("ae::StageText", "Tokens → embeddings X"),
             QStringLiteral("Tokens → embeddings X"));
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.show();
    QCOMPARE(view.language(), StepLanguage::English);
    QTest::mouseClick(chineseToggle(view), Qt::LeftButton);
    QCOMPARE(view.language(), StepLanguage::Chinese);
    // The titles as the .ts has them, on the page and in the stage list.
    QCOMPARE(shownTitle(view), QStringLiteral("1 / 11  词元 → 嵌入 X"));
    auto* list = view.findChild<QListWidget*>(QStringLiteral("stepList"));
    QCOMPARE(list->item(4)->text(), QStringLiteral("5. 注意力得分"));
    // The scoring function's words (ui/document/scoring_text) follow the toggle too.
    view.setStage(int(StepStage::Scores));
    QVERIFY(view.stagePage()->content().explanation.startsWith(
        QStringLiteral("每个查询与每个键做点积")));
    QCOMPARE(view.stagePage()->content().outputs.at(0).rowAxis, QStringLiteral("查询"));
    const CellProvenance p = ProvenanceExplainer::explain(*view.run(), 0, 0, int(StepStage::Scores),
                                                          0, 1, 0, view.language());
    QVERIFY2(p.html.contains(QStringLiteral("点积 q·k")), qPrintable(p.html));
    QVERIFY2(p.html.contains(QStringLiteral("查询 1「cat」→ 键 0「the」")), qPrintable(p.html));
    // The buttons stay in the interface's English.
    QCOMPARE(view.findChild<QPushButton*>(QStringLiteral("stepPrev"))->text(),
             QStringLiteral("◀ Previous"));
}

// Under the Chinese interface the toggle starts in Chinese; switched to
// English it shows the English source, not the interface's translation.
void TestStepThrough::englishToggleUnderChineseInterface()
{
    LanguageManager manager;
    QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
    {
        StepThroughView view;
        view.setRun(twoHeadRun());
        view.show();
        QCOMPARE(view.language(), StepLanguage::Chinese);
        QCOMPARE(shownTitle(view), QStringLiteral("1 / 11  词元 → 嵌入 X"));
        QTest::mouseClick(chineseToggle(view), Qt::LeftButton);
        QCOMPARE(view.language(), StepLanguage::English);
        QCOMPARE(shownTitle(view), QStringLiteral("1 / 11  Tokens → embeddings X"));
        QVERIFY(view.stagePage()->content().explanation.startsWith(
            QStringLiteral("The sentence is split into tokens")));
        view.setStage(int(StepStage::Scores));
        QVERIFY(view.stagePage()->content().explanation.startsWith(
            QStringLiteral("Every query is compared with every key")));
        const CellProvenance p = ProvenanceExplainer::explain(
            *view.run(), 0, 0, int(StepStage::Scores), 0, 1, 0, view.language());
        QVERIFY2(p.html.contains(QStringLiteral("dot product q·k")), qPrintable(p.html));
        // …while the buttons are in the interface's Chinese.
        QCOMPARE(view.findChild<QPushButton*>(QStringLiteral("stepPrev"))->text(),
                 QStringLiteral("◀ 上一步"));
    }
    QVERIFY(manager.setLanguage(QStringLiteral("en")));
}

// A LanguageChange retranslates the buttons and leaves the stage texts in
// the toggle's language.
void TestStepThrough::interfaceLanguageChangeKeepsStageTexts()
{
    LanguageManager manager;
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.show();
    auto* prev = view.findChild<QPushButton*>(QStringLiteral("stepPrev"));
    QCOMPARE(prev->text(), QStringLiteral("◀ Previous"));
    // The stage's own axis labels (X: tokens × features), not the heatmap's
    // default "keys"/"queries".
    const QString columnLabel = view.stageHeatmaps().constFirst()->xAxis2->label();
    QVERIFY(columnLabel != QStringLiteral("keys"));
    QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
    QTRY_COMPARE(prev->text(), QStringLiteral("◀ 上一步"));
    // Never clicked: the toggle follows the interface, as it starts in it.
    QCOMPARE(view.language(), StepLanguage::Chinese);
    QCOMPARE(shownTitle(view), QStringLiteral("1 / 11  词元 → 嵌入 X"));
    // Clicked back to English: the class's choice now stays whatever the
    // interface language becomes.
    auto* toggle = view.findChild<QToolButton*>(QStringLiteral("stepChinese"));
    QTest::mouseClick(toggle, Qt::LeftButton);
    QCOMPARE(view.language(), StepLanguage::English);
    QVERIFY(manager.setLanguage(QStringLiteral("en")));
    QTRY_COMPARE(prev->text(), QStringLiteral("◀ Previous"));
    QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
    QTRY_COMPARE(prev->text(), QStringLiteral("◀ 上一步"));
    QCOMPARE(view.language(), StepLanguage::English);
    QCOMPARE(shownTitle(view), QStringLiteral("1 / 11  Tokens → embeddings X"));
    // The heatmap's own retranslation left the stage's English label alone.
    QCOMPARE(view.stageHeatmaps().constFirst()->xAxis2->label(), columnLabel);
    QVERIFY(manager.setLanguage(QStringLiteral("en")));
    QTRY_COMPARE(prev->text(), QStringLiteral("◀ Previous"));
    QCOMPARE(shownTitle(view), QStringLiteral("1 / 11  Tokens → embeddings X"));
}

// Every text the step-through writes for a run has its Chinese in the .ts
// under the context its code names: a text whose Chinese is missing (or
// whose context differs from the one its code translates with) would come
// out as the English source.
void TestStepThrough::everyStageTextHasItsChinese()
{
    QVector<RunPtr> runs = {twoHeadRun()};
    for (const QString& scoring : scoringSpecs())
        runs << scoringRun(scoring);
    // Rotary positions and dropout; no projection at all.
    runs << runJson(R"({"format": "attention-explorer/spec@1", "text": "the cat sat on the mat",
        "embedding": {"type": "hashed", "dim": 8, "seed": 0},
        "positional_encoding": {"type": "rotary", "base": 10000}, "num_heads": 2,
        "weights": "random", "model_dim": 8, "seed": 3, "dropout": {"p": 0.3}})");
    runs << runJson(R"({"format": "attention-explorer/spec@1", "inputs": [[1, 0], [0, 1], [1, 1]],
        "tokens": ["a", "b", "c"]})");
    const auto differs = [](const QString& english, const QString& chinese, const char* what,
                            int stage) {
        if (english.isEmpty())
            return chinese.isEmpty();
        if (english != chinese)
            return true;
        qWarning("stage %d %s untranslated: %s", stage, what, qPrintable(english));
        return false;
    };
    for (const RunPtr& run : runs)
        for (int stage = 0; stage < kStepStageCount; ++stage) {
            const StageContent en =
                StageContentBuilder::build(*run, 0, 0, stage, StepLanguage::English);
            const StageContent zh =
                StageContentBuilder::build(*run, 0, 0, stage, StepLanguage::Chinese);
            QVERIFY(differs(en.title, zh.title, "title", stage));
            QVERIFY(differs(en.explanation, zh.explanation, "explanation", stage));
            QVERIFY(differs(en.note, zh.note, "note", stage));
            QCOMPARE(zh.outputs.size(), en.outputs.size());
            for (int o = 0; o < en.outputs.size(); ++o) {
                QVERIFY(differs(en.outputs[o].rowAxis, zh.outputs[o].rowAxis, "axis", stage));
                // Clicking an output cell explains it in words, except a
                // copy that is only a formula (X + P, a head's block, the
                // concatenation) and a projection's or weighted sum's table.
                const CellProvenance pe =
                    ProvenanceExplainer::explain(*run, 0, 0, stage, o, 0, 0, StepLanguage::English);
                const CellProvenance pz =
                    ProvenanceExplainer::explain(*run, 0, 0, stage, o, 0, 0, StepLanguage::Chinese);
                QCOMPARE(pz.kind, pe.kind);
                const auto step = static_cast<StepStage>(stage);
                const bool formulaOnly =
                    (pe.kind == CellProvenance::Kind::Copy &&
                     (step == StepStage::Positional || step == StepStage::HeadSplit ||
                      step == StepStage::Concat)) ||
                    (pe.kind == CellProvenance::Kind::Product && step != StepStage::Scores &&
                     step != StepStage::Scaling && step != StepStage::Mask);
                if (!formulaOnly)
                    QVERIFY(differs(pe.html, pz.html, "provenance", stage));
            }
        }
    QVERIFY(StageText::inputsHeading(StepLanguage::Chinese) != QStringLiteral("Inputs"));
    QCOMPARE(StageText::noProjection(QStringLiteral("W_q"), StepLanguage::Chinese),
             QStringLiteral("W_q：没有投影（恒等）"));
    QCOMPARE(StageText::noProjection(QStringLiteral("W_q"), StepLanguage::English),
             QStringLiteral("W_q: no projection (identity)"));
}

// The provenance panel writes every scoring function's score as a dot
// product left·right (scoreAsProduct); the sum over the divisor must be the
// score the engine computed.
void TestStepThrough::scoreProvenanceIsTheTraceScoreForEveryScoringFunction()
{
    for (const QString& scoring : scoringSpecs()) {
        const RunPtr run = scoringRun(scoring);
        const Matrix& scores = run->trace.batch[0].heads[0].scores;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) {
                const CellProvenance p = ProvenanceExplainer::explain(
                    *run, 0, 0, int(StepStage::Scores), 0, i, j, StepLanguage::English);
                QCOMPARE(p.kind, CellProvenance::Kind::Product);
                QCOMPARE(p.left.size(), p.right.size());
                double dot = 0.0;
                for (Eigen::Index c = 0; c < p.left.size(); ++c)
                    dot += double(p.left(c)) * double(p.right(c));
                QVERIFY(std::abs(p.sum - dot) < 1e-5);
                QVERIFY2(std::abs(p.sum / p.divisor - double(scores(i, j))) < 1e-5,
                         qPrintable(QStringLiteral("%1 (%2, %3): %4 / %5 vs %6")
                                        .arg(scoring)
                                        .arg(i)
                                        .arg(j)
                                        .arg(p.sum)
                                        .arg(p.divisor)
                                        .arg(scores(i, j))));
                QCOMPARE(p.result, double(scores(i, j)));
            }
    }
}

void TestStepThrough::walkPdfHasOnePagePerStage()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.setStage(4);
    const QString path = dir.filePath(QStringLiteral("walk.pdf"));
    QString error;
    QVERIFY2(view.exportWalkPdf(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    const int pages = int(bytes.count("/Type /Page")) - int(bytes.count("/Type /Pages"));
    QCOMPARE(pages, kStepStageCount);
    QCOMPARE(view.currentStage(), 4); // the on-screen view is untouched
    // An unwritable path fails with a message and leaves nothing behind.
    QVERIFY(!view.exportWalkPdf(dir.filePath(QStringLiteral("missing/walk.pdf")), &error));
    QVERIFY(!error.isEmpty());
}

void TestStepThrough::walkPngsAreNumbered()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    StepThroughView view;
    view.setRun(twoHeadRun());
    QString error;
    QVERIFY2(view.exportWalkPngs(dir.path(), &error), qPrintable(error));
    const QStringList files =
        QDir(dir.path()).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), kStepStageCount);
    QCOMPARE(files.first(), QStringLiteral("stage-01.png"));
    QCOMPARE(files.last(), QStringLiteral("stage-11.png"));
    const QImage image(QDir(dir.path()).filePath(files.at(4)));
    QCOMPARE(image.size(), QSize(1600, 1000));
}

void TestStepThrough::stageExportsAsFigure()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    StepThroughView view;
    view.setRun(twoHeadRun());
    view.setStage(int(StepStage::Softmax));
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QString error;
    const QString png = dir.filePath(QStringLiteral("stage.png"));
    QVERIFY2(view.exportStage(png, &error), qPrintable(error));
    QVERIFY(!QImage(png).isNull());
    const QString svg = dir.filePath(QStringLiteral("stage.svg"));
    QVERIFY2(view.exportStage(svg, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("<svg"));
    QVERIFY(!view.exportStage(dir.filePath(QStringLiteral("stage.bmpx")), &error));
    QVERIFY(error.contains(QStringLiteral("stage.bmpx")));
}

AE_TEST_MAIN_GUI(TestStepThrough)
#include "test_stepthrough.moc"
