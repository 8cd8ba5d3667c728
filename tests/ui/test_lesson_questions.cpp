// Lesson questions: the lesson file's "question" and "view" members (read
// strictly, old lessons unchanged, round trip), the question panel playing
// each kind (question → answer → reveal, answers computed from the run), a
// changed sentence changing the answer in the window, the class session
// asking every kind, the editor's question dialog and its preview, and the
// built-in lesson's questions.
//
// The runs are specs of one-hot tokens with no projections and plain dot
// products, so every weight is known by hand: equal tokens score 1, others 0,
// and a row's weights are e^s / Σ e^s.
#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"
#include "ui/actions/lesson_actions.h"
#include "ui/classroom/lesson.h"
#include "ui/classroom/lesson_editor_dialog.h"
#include "ui/classroom/lesson_player.h"
#include "ui/classroom/lesson_question_panel.h"
#include "ui/classroom/lesson_question_text.h"
#include "ui/classroom/scene_question_dialog.h"
#include "ui/document/attention_document.h"
#include "ui/document/command_id.h"
#include "ui/figures/view_registry.h"
#include "ui/i18n/language_manager.h"
#include "ui/main/main_window.h"
#include "ui/session/class_session.h"
#include "ui/session_panel/class_session_panel.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/row_sketch_widget.h"

#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>

#include <cmath>

using namespace ae;

namespace {

// A one-hot, projection-free, dot-product spec of `text` (optionally causal,
// `heads` heads).
QByteArray specJson(const QString& text, bool causal = false, int heads = 1)
{
    QJsonObject spec{{QStringLiteral("format"), QStringLiteral("attention-explorer/spec@1")},
                     {QStringLiteral("text"), text},
                     {QStringLiteral("embedding"),
                      QJsonObject{{QStringLiteral("type"), QStringLiteral("one_hot")}}},
                     {QStringLiteral("num_heads"), heads},
                     {QStringLiteral("scoring"),
                      QJsonObject{{QStringLiteral("type"), QStringLiteral("dot_product")}}}};
    if (causal)
        spec.insert(QStringLiteral("mask"), QJsonObject{{QStringLiteral("causal"), true}});
    return QJsonDocument(spec).toJson();
}

RunPtr runOf(const QString& text, bool causal = false, int heads = 1)
{
    std::variant<Spec, SpecError> spec = readSpec(specJson(text, causal, heads));
    if (!std::holds_alternative<Spec>(spec))
        qFatal("spec: %s", std::get<SpecError>(spec).toString().c_str());
    std::variant<SpecRun, SpecError> run = runSpec(std::get<Spec>(spec));
    if (!std::holds_alternative<SpecRun>(run))
        qFatal("run: %s", std::get<SpecError>(run).toString().c_str());
    return std::make_shared<const SpecRun>(std::move(std::get<SpecRun>(run)));
}

SceneQuestion question(QuestionKind kind, QuestionSubject about)
{
    SceneQuestion q;
    q.question.kind = kind;
    q.question.about = about;
    return q;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QString lessonWithQuestion(const QString& sessionFile, const QString& questionJson)
{
    return QStringLiteral(R"({"format": "attention-explorer/lesson@1", "title": "t",
        "scenes": [{"title": "s", "session": "%1", "view": "distribution", "question": %2}]})")
        .arg(sessionFile, questionJson);
}

} // namespace

class TestLessonQuestions : public QObject
{
    Q_OBJECT
private slots:
    void lessonReadsAndWritesQuestions()
    {
        QString error;
        const QByteArray json =
            lessonWithQuestion(
                QStringLiteral("a.json"),
                QStringLiteral(R"({"kind": "number", "about": "key_weight", "head": 1, "query": 2,
                               "key": 3, "tolerance": 0.1, "prompt": "How much?"})"))
                .toUtf8();
        const std::optional<Lesson> lesson = Lesson::fromJson(json, QStringLiteral("/x"), &error);
        QVERIFY2(lesson, qPrintable(error));
        const LessonScene& scene = lesson->scenes.at(0);
        QCOMPARE(scene.view, QStringLiteral("distribution"));
        QVERIFY(scene.question);
        const QuestionTemplate& t = scene.question->question;
        QCOMPARE(t.kind, QuestionKind::Number);
        QCOMPARE(t.about, QuestionSubject::KeyWeight);
        QCOMPARE(t.head, 1);
        QCOMPARE(t.query, 2);
        QCOMPARE(t.key, 3);
        QCOMPARE(t.tolerance, 0.1);
        QCOMPARE(scene.question->prompt, QStringLiteral("How much?"));

        // Round trip: written and read again, the same scene.
        const std::optional<Lesson> again =
            Lesson::fromJson(lesson->toJson(QStringLiteral("/x")), QStringLiteral("/x"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->scenes.at(0).view, scene.view);
        QVERIFY(again->scenes.at(0).question == scene.question);

        // A lesson without them (lesson@1 as it was) loads with none.
        const std::optional<Lesson> old = Lesson::fromJson(
            R"({"format": "attention-explorer/lesson@1", "title": "t",
                "scenes": [{"title": "s", "session": "a.json"}]})",
            QStringLiteral("/x"), &error);
        QVERIFY2(old, qPrintable(error));
        QVERIFY(!old->scenes.at(0).question);
        QVERIFY(old->scenes.at(0).view.isEmpty());
        // …and is written without them.
        QVERIFY(!old->toJson(QStringLiteral("/x")).contains("question"));
    }

    void lessonRefusesBadQuestionsNamingTheField_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown member") << R"({"kind": "winning_key", "hed": 1})"
                                        << "scenes[0].question.hed:";
        QTest::newRow("unknown kind") << R"({"kind": "essay"})"
                                      << "scenes[0].question.kind:";
        QTest::newRow("no kind") << R"({"query": 1})"
                                 << "scenes[0].question.kind:";
        QTest::newRow("subject of another kind") << R"({"kind": "pick_head", "about": "crossover"})"
                                                 << "scenes[0].question.about:";
        QTest::newRow("negative head") << R"({"kind": "winning_key", "head": -1})"
                                       << "scenes[0].question.head:";
        QTest::newRow("fractional query") << R"({"kind": "winning_key", "query": 1.5})"
                                          << "scenes[0].question.query:";
        QTest::newRow("d not positive") << R"({"kind": "number", "d": 0})"
                                        << "scenes[0].question.d:";
        QTest::newRow("k below 2") << R"({"kind": "number", "layer": "convolutional", "k": 1})"
                                   << "scenes[0].question.k:";
        QTest::newRow("unknown layer") << R"({"kind": "number", "layer": "transformer"})"
                                       << "scenes[0].question.layer:";
        QTest::newRow("scaled not a bool")
            << R"({"kind": "multiple_choice", "about": "score_spread", "scaled": 1})"
            << "scenes[0].question.scaled:";
        QTest::newRow("prompt too long")
            << QStringLiteral(R"({"kind": "winning_key", "prompt": "%1"})")
                   .arg(QString(401, QLatin1Char('x')))
            << "scenes[0].question.prompt:";
        QTest::newRow("not an object") << R"("winning_key")"
                                       << "scenes[0].question:";
    }

    void lessonRefusesBadQuestionsNamingTheField()
    {
        QFETCH(QString, question);
        QFETCH(QString, field);
        QString error;
        const std::optional<Lesson> lesson =
            Lesson::fromJson(lessonWithQuestion(QStringLiteral("a.json"), question).toUtf8(),
                             QStringLiteral("/x"), &error);
        QVERIFY(!lesson);
        QVERIFY2(error.startsWith(field), qPrintable(error));
    }

    void lessonRefusesABadView()
    {
        QString error;
        const std::optional<Lesson> lesson =
            Lesson::fromJson(R"({"format": "attention-explorer/lesson@1",
                "scenes": [{"session": "a.json", "view": 3}]})",
                             QStringLiteral("/x"), &error);
        QVERIFY(!lesson);
        QVERIFY2(error.startsWith(QStringLiteral("scenes[0].view:")), qPrintable(error));
    }

    void winningKeyIsPlayedAndRevealed()
    {
        // "cat sat cat", query 2 "cat": scores 1, 0, 1 → weights e/(2e+1),
        // 1/(2e+1), e/(2e+1); the first "cat" (key 0) wins.
        LessonQuestionPanel panel;
        SceneQuestion q = question(QuestionKind::WinningKey, QuestionSubject::Row);
        q.question.query = 2;
        panel.setQuestion(q);
        QCOMPARE(panel.stage(), LessonQuestionPanel::Stage::NoQuestion);
        panel.setRun(runOf(QStringLiteral("cat sat cat")));
        QCOMPARE(panel.stage(), LessonQuestionPanel::Stage::Asking);
        QCOMPARE(panel.question()->question.correctChoice, 0);
        QCOMPARE(panel.choiceList()->count(), 3);
        QCOMPARE(panel.choiceList()->item(1)->text(), QStringLiteral("sat"));
        QVERIFY(panel.promptLabel()->text().contains(QStringLiteral("'cat' (query 2, head 1)")));
        QVERIFY(!panel.answerButton()->isEnabled()); // nothing picked yet
        // Keyboard: the list, ↓ to "sat", Enter answers.
        panel.show();
        panel.choiceList()->setFocus();
        panel.choiceList()->setCurrentRow(0);
        QTest::keyClick(panel.choiceList(), Qt::Key_Down);
        QTest::keyClick(panel.choiceList(), Qt::Key_Return);
        QCOMPARE(panel.stage(), LessonQuestionPanel::Stage::Answered);
        QCOMPARE(panel.givenAnswer().choice, 1);
        QVERIFY(!panel.outcomeLabel()->isVisible());
        panel.reveal();
        QCOMPARE(panel.stage(), LessonQuestionPanel::Stage::Revealed);
        QCOMPARE(panel.wasRight(), std::optional<bool>(false));
        QVERIFY2(panel.outcomeLabel()->text().startsWith(QStringLiteral("The answer: cat")),
                 qPrintable(panel.outcomeLabel()->text()));
        // Why: weight e/(2e+1) ≈ 0.424; the best other key, "cat" (key 2), the same.
        const double top = std::exp(1.0) / (2.0 * std::exp(1.0) + 1.0);
        QVERIFY2(panel.explanationLabel()->text().contains(QString::number(top, 'f', 3)),
                 qPrintable(panel.explanationLabel()->text()));
        QVERIFY(panel.choiceList()->item(0)->font().bold());
    }

    void sketchRowRevealsTheRow()
    {
        LessonQuestionPanel panel;
        SceneQuestion q = question(QuestionKind::SketchRow, QuestionSubject::Row);
        q.question.query = 1; // "sat": scores 0, 1, 0 → 1/(e+2), e/(e+2), 1/(e+2)
        panel.setQuestion(q);
        panel.setRun(runOf(QStringLiteral("cat sat cat")));
        QVERIFY(panel.sketch()->isVisible() || !panel.isVisible());
        QCOMPARE(panel.sketch()->keys(), (QStringList{"cat", "sat", "cat"}));
        // All the guess on "sat" (Space on the current bar), then Enter answers.
        panel.show();
        panel.sketch()->setFocus();
        panel.sketch()->setCurrentKey(1);
        QTest::keyClick(panel.sketch(), Qt::Key_Space);
        QTest::keyClick(panel.sketch(), Qt::Key_Return);
        QCOMPARE(panel.stage(), LessonQuestionPanel::Stage::Answered);
        panel.reveal();
        QCOMPARE(panel.wasRight(), std::optional<bool>(true));
        const RowVector truth = panel.sketch()->truth();
        QCOMPARE(truth.size(), Eigen::Index(3));
        const double e = std::exp(1.0);
        QVERIFY(std::abs(truth(1) - e / (e + 2.0)) < 1e-6);
        QVERIFY(std::abs(truth(0) - 1.0 / (e + 2.0)) < 1e-6);
        // Distance of (0, 1, 0) to the row: ½(2/(e+2) + 1 − e/(e+2)) = 2/(e+2) = 0.42.
        QVERIFY2(panel.outcomeLabel()->text().contains(QStringLiteral("0.42")),
                 qPrintable(panel.outcomeLabel()->text()));
    }

    void numberAndMultipleChoiceAndPickHead()
    {
        LessonQuestionPanel panel;
        panel.show();
        // Number: the crossover of self-attention and a recurrent layer is n = d.
        SceneQuestion number = question(QuestionKind::Number, QuestionSubject::Crossover);
        number.question.d = 512;
        number.question.tolerance = 0;
        panel.setQuestion(number);
        panel.setRun(runOf(QStringLiteral("cat sat")));
        QVERIFY(panel.numberBox()->isVisible());
        test::typeInto(panel.numberBox(), QStringLiteral("512"));
        QCOMPARE(panel.stage(), LessonQuestionPanel::Stage::Answered);
        panel.reveal();
        QCOMPARE(panel.wasRight(), std::optional<bool>(true));
        QVERIFY(panel.outcomeLabel()->text().startsWith(QStringLiteral("The answer: 512")));

        // Multiple choice: causal "cat sat cat", query 0, key 2 — the causal mask.
        SceneQuestion mask = question(QuestionKind::MultipleChoice, QuestionSubject::MaskCause);
        mask.question.query = 0;
        mask.question.key = 2;
        panel.setQuestion(mask);
        panel.setRun(runOf(QStringLiteral("cat sat cat"), true));
        QCOMPARE(panel.choiceList()->count(), 5);
        QCOMPARE(panel.question()->question.correctChoice, 0);
        panel.choiceList()->setCurrentRow(0);
        QVERIFY(panel.answer());
        panel.reveal();
        QCOMPARE(panel.wasRight(), std::optional<bool>(true));
        QVERIFY(panel.explanationLabel()->text().contains(QStringLiteral("causal mask hides")));

        // Pick a head: one-hot "a b a b" (vocabulary a, b), 2 heads, no
        // projection: head 1 reads the "a" column, head 2 the "b" column. A
        // row whose token is not the head's scores 0 everywhere (1/4 each);
        // an "a" row in head 1 (a "b" row in head 2) puts e/(2e+2) on each
        // "a" ("b"). Self scores over rows 1..3 (b, a, b):
        //   head 1: (1/4 + e/(2e+2) + 1/4)/3 ≈ 0.288
        //   head 2: (e/(2e+2) + 1/4 + e/(2e+2))/3 ≈ 0.327 → head 2.
        SceneQuestion head = question(QuestionKind::PickHead, QuestionSubject::HeadPattern);
        head.question.pattern = HeadPattern::Self;
        panel.setQuestion(head);
        panel.setRun(runOf(QStringLiteral("a b a b"), false, 2));
        QCOMPARE(panel.choiceList()->count(), 2);
        QCOMPARE(panel.choiceList()->item(0)->text(), QStringLiteral("head 1"));
        QCOMPARE(panel.question()->question.correctChoice, 1);
        const double e = std::exp(1.0);
        QVERIFY(std::abs(panel.question()->evidence[0] - (0.5 + e / (2 * e + 2)) / 3) < 1e-6);
        QVERIFY(std::abs(panel.question()->evidence[1] - (0.25 + e / (e + 1)) / 3) < 1e-6);
        // Reveal without an answer: the truth, no verdict.
        panel.reveal();
        QCOMPARE(panel.stage(), LessonQuestionPanel::Stage::Revealed);
        QVERIFY(!panel.wasRight());
        QVERIFY(panel.outcomeLabel()->text().startsWith(QStringLiteral("The answer: head 2")));
    }

    void aQuestionTheRunCannotMakeSaysWhy()
    {
        LessonQuestionPanel panel;
        SceneQuestion q = question(QuestionKind::WinningKey, QuestionSubject::Row);
        q.question.head = 3;
        panel.setQuestion(q);
        panel.setRun(runOf(QStringLiteral("cat sat")));
        QCOMPARE(panel.stage(), LessonQuestionPanel::Stage::NoQuestion);
        QVERIFY2(panel.errorText().startsWith(QStringLiteral("question.head")),
                 qPrintable(panel.errorText()));
        QVERIFY(panel.promptLabel()->text().contains(QStringLiteral("question.head")));
    }

    void changingTheSentenceChangesTheAnswer()
    {
        // The window plays a lesson whose scene asks which key query 2 wins.
        QTemporaryDir dir;
        const QString session = dir.filePath(QStringLiteral("scene.json"));
        QVERIFY(writeFile(session, specJson(QStringLiteral("cat sat cat"))));
        const QString lessonPath = dir.filePath(QStringLiteral("lesson.json"));
        QVERIFY(writeFile(
            lessonPath, lessonWithQuestion(QStringLiteral("scene.json"),
                                           QStringLiteral(R"({"kind": "winning_key", "query": 2})"))
                            .toUtf8()));
        auto window = test::shownWindow(test::Activation::DontWait);
        QVERIFY(window->lessonActions()->openLesson(lessonPath));
        LessonQuestionPanel* panel = window->lessonActions()->questionPanel();
        QTRY_VERIFY(panel->question().has_value());
        QVERIFY(window->lessonActions()->questionDock()->isVisible());
        // The scene names the Distribution tab.
        QCOMPARE(window->viewTabs()->currentIndex(), int(DistributionTab));
        // "cat sat cat": key 0 ("cat") wins.
        QCOMPARE(panel->question()->question.correctChoice, 0);
        QCOMPARE(panel->question()->keyToken, std::string("cat"));
        // The row asked about is hidden from the views until the reveal.
        QCOMPARE(window->headGrid()->hiddenRow(), 2);
        panel->reveal();
        QCOMPARE(window->headGrid()->hiddenRow(), -1);

        // The teacher types another sentence: "sat cat cat", query 2 "cat"
        // scores 0, 1, 1: key 1 wins now.
        window->document()->edit(CommandId::Text, QStringLiteral("text"),
                                 [](Spec& spec) { spec.text = "sat cat cat"; });
        QTRY_COMPARE(panel->question()->question.correctChoice, 1);
        QCOMPARE(panel->question()->question.choices, (Tokens{"sat", "cat", "cat"}));
        // A new question: asked again, its row hidden again.
        QCOMPARE(panel->stage(), LessonQuestionPanel::Stage::Asking);
        QCOMPARE(window->headGrid()->hiddenRow(), 2);

        // The class is asked the same question.
        const std::optional<ClassQuestion> asked = window->lessonActions()->classQuestion();
        QVERIFY(asked);
        QCOMPARE(asked->correctChoice, 1);
        QVERIFY(QString::fromStdString(asked->prompt).contains(QStringLiteral("'cat' (query 2")));

        // Closing the lesson hides the question.
        window->lessonActions()->lessonPlayer()->stop();
        QVERIFY(!window->lessonActions()->questionDock()->isVisible());
        QVERIFY(!window->lessonActions()->classQuestion());
    }

    void aQuestionShowsItsBatchItem()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("scene.json")),
                          specJson(QStringLiteral("cat sat cat\nsat cat"))));
        const QString lessonPath = dir.filePath(QStringLiteral("lesson.json"));
        QVERIFY(writeFile(
            lessonPath,
            lessonWithQuestion(QStringLiteral("scene.json"),
                               QStringLiteral(R"({"kind": "multiple_choice", "about": "mask_cause",
                                                  "batch": 1, "query": 0, "key": 2})"))
                .toUtf8()));
        auto window = test::shownWindow(test::Activation::DontWait);
        QVERIFY(window->lessonActions()->openLesson(lessonPath));
        LessonQuestionPanel* panel = window->lessonActions()->questionPanel();
        QTRY_VERIFY(panel->question().has_value());
        // "sat cat" is padded to 3: key 2 is past its valid length 2.
        QCOMPARE(panel->question()->question.correctChoice, 1);
        QCOMPARE(window->batchIndex(), 1);
    }

    void classSessionAsksEveryKind()
    {
        ClassSessionPanel panel;
        std::optional<ClassQuestion> next;
        panel.setLessonQuestionSource([&next] { return next; });
        QVERIFY(panel.startSession(QHostAddress::LocalHost, 0));
        QVERIFY(panel.askLessonButton()->isEnabled());
        QVERIFY(!panel.askLessonQuestion()); // no lesson question
        QVERIFY(!panel.statusLabel()->text().isEmpty());

        const RunPtr run = runOf(QStringLiteral("a b a b"), true, 2);
        const struct
        {
            QuestionKind kind;
            QuestionSubject about;
        } kinds[] = {{QuestionKind::SketchRow, QuestionSubject::Row},
                     {QuestionKind::WinningKey, QuestionSubject::Row},
                     {QuestionKind::PickHead, QuestionSubject::HeadPattern},
                     {QuestionKind::Number, QuestionSubject::Crossover},
                     {QuestionKind::MultipleChoice, QuestionSubject::MaskCause}};
        for (const auto& k : kinds) {
            LessonQuestionPanel lesson;
            SceneQuestion q = question(k.kind, k.about);
            q.question.query = 1;
            q.question.key = 3;
            lesson.setQuestion(q);
            lesson.setRun(run);
            next = lesson.classQuestion();
            QVERIFY2(next, qPrintable(lesson.errorText()));
            QVERIFY(panel.askLessonQuestion());
            QVERIFY(panel.session()->question());
            QCOMPARE(panel.session()->question()->kind, k.kind);
            QCOMPARE(QString::fromStdString(panel.session()->question()->prompt),
                     lesson.promptLabel()->text());
        }
        // Number: the truth is in the summary after the reveal.
        QCOMPARE(panel.session()->question()->kind, QuestionKind::MultipleChoice);
        panel.stopSession();
    }

    void editorDialogPreviewsTheComputedAnswer()
    {
        QTemporaryDir dir;
        const QString session = dir.filePath(QStringLiteral("scene.json"));
        QVERIFY(writeFile(session, specJson(QStringLiteral("cat sat cat"))));
        SceneQuestion q = question(QuestionKind::WinningKey, QuestionSubject::Row);
        q.question.query = 1;
        SceneQuestionDialog dialog(q, session);
        QVERIFY2(dialog.previewText().contains(QStringLiteral("The answer: sat")),
                 qPrintable(dialog.previewText()));
        // Query 0 "cat": the first "cat" wins.
        dialog.queryBox()->setValue(0);
        QVERIFY2(dialog.previewText().contains(QStringLiteral("The answer: cat")),
                 qPrintable(dialog.previewText()));
        // Head 2 of a one-head run: the field is named.
        dialog.headBox()->setValue(2);
        QVERIFY2(dialog.previewText().contains(QStringLiteral("question.head")),
                 qPrintable(dialog.previewText()));
        dialog.headBox()->setValue(1);
        // Another kind: a number about the crossover, d = 64 → 64.
        dialog.kindBox()->setCurrentIndex(3);
        QCOMPARE(dialog.subjectBox()->count(), 2);
        dialog.subjectBox()->setCurrentIndex(
            dialog.subjectBox()->findData(int(QuestionSubject::Crossover)));
        dialog.dBox()->setValue(64);
        QVERIFY2(dialog.previewText().contains(QStringLiteral("The answer: 64")),
                 qPrintable(dialog.previewText()));
        const std::optional<SceneQuestion> edited = dialog.question();
        QVERIFY(edited);
        QCOMPARE(edited->question.kind, QuestionKind::Number);
        QCOMPARE(edited->question.d, 64.0);
        dialog.removeQuestion();
        QVERIFY(!dialog.question());

        // The lesson editor keeps what the dialog gave and saves it.
        Lesson lesson;
        LessonScene scene;
        scene.title = QStringLiteral("s");
        scene.sessionPath = session;
        scene.view = QStringLiteral("lines");
        lesson.scenes.append(scene);
        LessonEditorDialog editor(lesson, QString());
        editor.setSceneQuestion(0, edited);
        QVERIFY(editor.lesson().scenes.at(0).question == edited);
        const QString path = dir.filePath(QStringLiteral("lesson.json"));
        editor.setPathChooser([path](const QString&) { return path; });
        QVERIFY2(editor.saveAs(), qPrintable(editor.errorText()));
        QString error;
        const std::optional<Lesson> saved = Lesson::load(path, &error);
        QVERIFY2(saved, qPrintable(error));
        QVERIFY(saved->scenes.at(0).question == edited);
        QCOMPARE(saved->scenes.at(0).view, QStringLiteral("lines"));
        editor.setSceneQuestion(0, std::nullopt);
        QVERIFY(!editor.lesson().scenes.at(0).question);
    }

    void builtInLessonAsksOneQuestionPerPart()
    {
        QString error;
        const std::optional<Lesson> lesson =
            Lesson::load(QStringLiteral(":/lessons/first_lesson.json"), &error);
        QVERIFY2(lesson, qPrintable(error));
        QSet<QuestionSubject> subjects;
        QSet<QuestionKind> kinds;
        for (const LessonScene& scene : lesson->scenes) {
            QVERIFY2(scene.question, qPrintable(scene.title));
            bool known = false;
            for (const ViewEntry& entry : ViewRegistry::all())
                known =
                    known || scene.view.section(QLatin1Char('/'), 0, 0) == QLatin1String(entry.id);
            QVERIFY2(known, qPrintable(scene.view));
            Spec spec;
            QVERIFY(AttentionDocument::readSpecFromFile(scene.sessionPath, &spec, &error));
            std::variant<SpecRun, SpecError> run = runSpec(spec);
            QVERIFY(std::holds_alternative<SpecRun>(run));
            LessonQuestionPanel panel;
            panel.setQuestion(scene.question);
            panel.setRun(std::make_shared<const SpecRun>(std::move(std::get<SpecRun>(run))));
            QVERIFY2(panel.question(),
                     qPrintable(scene.title + QStringLiteral(": ") + panel.errorText()));
            subjects.insert(scene.question->question.about);
            kinds.insert(scene.question->question.kind);
        }
        // Scores (a row), √d (the spread), masks, multi-head (a head's
        // pattern), positional encoding and complexity (the crossover).
        for (QuestionSubject s : {QuestionSubject::Row, QuestionSubject::ScoreSpread,
                                  QuestionSubject::MaskCause, QuestionSubject::HeadPattern,
                                  QuestionSubject::ClosestPosition, QuestionSubject::Crossover})
            QVERIFY2(subjects.contains(s), questionSubjectName(s));
        QCOMPARE(kinds.size(), 5);
    }

    void builtInScenesShowTheirViews()
    {
        auto window = test::shownWindow(test::Activation::DontWait);
        QVERIFY(window->lessonActions()->openLesson(QStringLiteral(":/lessons/first_lesson.json")));
        QCOMPARE(window->viewTabs()->currentIndex(), int(HeadsTab));
        // Scene 2 (√d): the Lessons tab, its "Why divide by √d" page.
        QVERIFY(window->lessonActions()->lessonPlayer()->next());
        QCOMPARE(window->viewTabs()->currentIndex(), int(LessonsTab));
        const auto* inner = window->findChild<QTabWidget*>(QStringLiteral("lessonsTabs"));
        QVERIFY(inner);
        QCOMPARE(inner->currentWidget()->objectName(), QStringLiteral("scalingPage"));
        LessonQuestionPanel* panel = window->lessonActions()->questionPanel();
        QTRY_VERIFY(panel->question().has_value());
        QCOMPARE(panel->question()->from.about, QuestionSubject::ScoreSpread);
        // The last scene: the complexity tab, n = d = 512.
        while (window->lessonActions()->lessonPlayer()->next()) {
        }
        QCOMPARE(window->viewTabs()->currentIndex(), int(ComplexityTab));
        QTRY_VERIFY(panel->question().has_value() &&
                    panel->question()->from.about == QuestionSubject::Crossover);
        QCOMPARE(panel->question()->question.trueNumber, 512.0);
    }

    void builtInPromptsAreChineseInTheChineseInterface()
    {
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
        const QString english = QStringLiteral("Which head attends most to the previous token?");
        const QString chinese = LessonQuestionText::tr(english.toUtf8().constData());
        if (chinese == english) {
            manager.setLanguage(QStringLiteral("en"));
            QSKIP("the Chinese of the lesson questions is still in "
                  "resources/translations/pending/questions.tsv (merged by the lead)");
        }
        LessonQuestionPanel panel;
        SceneQuestion q = question(QuestionKind::PickHead, QuestionSubject::HeadPattern);
        panel.setQuestion(q);
        panel.setRun(runOf(QStringLiteral("a b a b"), false, 2));
        QCOMPARE(panel.promptLabel()->text(), chinese);
        QVERIFY(panel.choiceList()->item(0)->text() != QStringLiteral("head 1"));
        // Back to English in place.
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(panel.promptLabel()->text(), english);
        QCOMPARE(panel.choiceList()->item(0)->text(), QStringLiteral("head 1"));
    }
};

AE_TEST_MAIN_GUI(TestLessonQuestions)
#include "test_lesson_questions.moc"
