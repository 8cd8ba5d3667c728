// The lesson editor (File ▸ New Lesson… / Edit Lesson…) driven through its
// widgets on the real main window: a 3-scene lesson built from session files
// and the current session, reordered with the buttons and the keyboard,
// renamed in place, saved, reloaded with Lesson::load and played (Page Down
// loads scene 2's spec). Refusals: an empty lesson, a missing scene file and
// a file that is not a session, each named; nothing is written then.

#include "ui/actions/appearance_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/lesson_actions.h"
#include "ui/classroom/lesson.h"
#include "ui/classroom/lesson_editor_dialog.h"
#include "ui/classroom/lesson_player.h"
#include "ui/document/attention_document.h"
#include "ui/document/command_id.h"
#include "ui/main/main_window.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>
#include <memory>

using namespace ae;

using ae::test::child;
using ae::test::copyExample;
using ae::test::shownWindow;
using ae::test::specText;

namespace {

QStringList columnTexts(const QTableWidget* table, int column)
{
    QStringList texts;
    for (int row = 0; row < table->rowCount(); ++row)
        texts << table->item(row, column)->text();
    return texts;
}

} // namespace

class TestLessonEditor : public QObject
{
    Q_OBJECT
private slots:
    void buildReorderRenameSaveAndPlay();
    void addCurrentSessionSavesAChangedSessionFirst();
    void addCurrentSessionTakesAnUnchangedExampleAsItIs();
    void emptyLessonIsRefused();
    void missingSceneFileIsRefusedByName();
    void fileThatIsNotASessionIsRefusedWithItsField();
    void editLessonOpensThePlayedLesson();
    void sceneViewIsChosenAndAnUnknownOneKept();
};

void TestLessonEditor::buildReorderRenameSaveAndPlay()
{
    QTemporaryDir dir;
    const QString english = copyExample(dir, QStringLiteral("self_attention_en.json"));
    const QString causal = copyExample(dir, QStringLiteral("causal_mask_en.json"));
    const QString chinese = copyExample(dir, QStringLiteral("chinese_sentence.json"));
    const QString lessonPath = dir.filePath(QStringLiteral("my_lesson.json"));

    auto window = shownWindow();
    QVERIFY(window->openFile(chinese)); // the current session, saved and unchanged

    // File ▸ New Lesson… runs the dialog modally; drive it from inside.
    bool driven = false;
    QString failure;
    QTimer::singleShot(0, window.get(), [&] {
        auto* dialog = qobject_cast<LessonEditorDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            failure = QStringLiteral("no modal lesson editor");
            return;
        }
        auto check = [&](bool ok, const char* what) {
            if (!ok && failure.isEmpty())
                failure = QString::fromLatin1(what);
            return ok;
        };
        dialog->setFilesChooser([&] { return QStringList{english, causal}; });
        dialog->setPathChooser([&](const QString&) { return lessonPath; });
        auto* table = child<QTableWidget>(dialog, "lessonScenesTable");
        auto* title = child<QLineEdit>(dialog, "lessonTitleEdit");
        QTest::keyClicks(title, QStringLiteral("Masks"));
        QTest::mouseClick(child<QPushButton>(dialog, "addSessionFilesButton"), Qt::LeftButton);
        QTest::mouseClick(child<QPushButton>(dialog, "addCurrentSessionButton"), Qt::LeftButton);
        check(table->rowCount() == 3, "three rows after adding");
        check(columnTexts(table, 0) ==
                  QStringList({"self_attention_en", "causal_mask_en", "chinese_sentence"}),
              "titles from the file names, in the order added");
        // The added scene (the last) is selected: Move Up puts it second.
        QTest::mouseClick(child<QPushButton>(dialog, "moveSceneUpButton"), Qt::LeftButton);
        check(columnTexts(table, 1) ==
                  QStringList(
                      {"self_attention_en.json", "chinese_sentence.json", "causal_mask_en.json"}),
              "Move Up");
        // The keyboard: first row, Ctrl+Down moves it below the second.
        table->setFocus();
        table->setCurrentCell(0, 0);
        table->selectRow(0);
        QTest::keyClick(table, Qt::Key_Down, Qt::ControlModifier);
        check(columnTexts(table, 1) ==
                  QStringList(
                      {"chinese_sentence.json", "self_attention_en.json", "causal_mask_en.json"}),
              "Ctrl+Down");
        check(table->currentRow() == 1, "the moved scene stays selected");
        // Rename the second scene in place: F2, type, Enter.
        table->setCurrentCell(1, 0);
        QTest::keyClick(table, Qt::Key_F2);
        auto* editor = table->viewport()->findChild<QLineEdit*>();
        check(editor && editor->isVisible(), "F2 opens an editor");
        if (editor) {
            editor->selectAll();
            QTest::keyClicks(editor, QStringLiteral("The English sentence"));
            QTest::keyClick(editor, Qt::Key_Return);
            QApplication::processEvents(); // the delegate commits through a queued call
        }
        check(table->item(1, 0)->text() == QStringLiteral("The English sentence"), "renamed");
        check(dialog->lesson().scenes.at(1).title == QStringLiteral("The English sentence"),
              "the rename reaches the lesson");
        QTest::mouseClick(child<QPushButton>(dialog, "saveLessonButton"), Qt::LeftButton);
        check(dialog->errorText().isEmpty(), "no refusal");
        driven = true;
        if (dialog->isVisible())
            dialog->reject();
    });
    window->findChild<QAction*>(QStringLiteral("newLessonAction"))->trigger();
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QVERIFY(driven);

    // What was saved reads back with Lesson::load, in the edited order.
    QString error;
    const std::optional<Lesson> lesson = Lesson::load(lessonPath, &error);
    QVERIFY2(lesson, qPrintable(error));
    QCOMPARE(lesson->title, QStringLiteral("Masks"));
    QCOMPARE(lesson->scenes.size(), 3);
    QCOMPARE(lesson->scenes[0].title, QStringLiteral("chinese_sentence"));
    QCOMPARE(lesson->scenes[0].sessionPath, chinese);
    QCOMPARE(lesson->scenes[1].title, QStringLiteral("The English sentence"));
    QCOMPARE(lesson->scenes[1].sessionPath, english);
    QCOMPARE(lesson->scenes[2].title, QStringLiteral("causal_mask_en"));
    QCOMPARE(lesson->scenes[2].sessionPath, causal);
    // Paths are stored relative to the lesson's folder.
    QFile file(lessonPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("\"session\": \"causal_mask_en.json\""));

    // Saving played it: scene 1 is on screen; Page Down loads scene 2's spec.
    LessonPlayer* player = window->lessonActions()->lessonPlayer();
    QVERIFY(player->isActive());
    QCOMPARE(player->currentScene(), 0);
    QCOMPARE(window->lessonActions()->lessonPath(), lessonPath);
    QCOMPARE(window->document()->filePath(), chinese);
    QApplication::setActiveWindow(window.get()); // the dialog has closed
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(window->viewTabs(), Qt::Key_PageDown);
    QCOMPARE(player->currentScene(), 1);
    QCOMPARE(window->document()->filePath(), english);
    QCOMPARE(QString::fromStdString(*window->document()->spec().text), specText(english));
    QCOMPARE(window->findChild<QLabel*>(QStringLiteral("lessonSceneLabel"))->text(),
             QStringLiteral("Scene 2 of 3: The English sentence"));
}

void TestLessonEditor::addCurrentSessionSavesAChangedSessionFirst()
{
    QTemporaryDir dir;
    const QString english = copyExample(dir, QStringLiteral("self_attention_en.json"));
    auto window = shownWindow();
    QVERIFY(window->openFile(english));
    window->document()->edit(CommandId::Text, QStringLiteral("edit"),
                             [](Spec& spec) { spec.text = std::string("the lesson sentence"); });
    QVERIFY(window->isModified());

    LessonEditorDialog dialog(Lesson(), QString(), window.get());
    dialog.setCurrentSession(
        [&](QString* reason) { return window->lessonActions()->currentSessionForLesson(reason); });
    dialog.show();
    QTest::mouseClick(child<QPushButton>(&dialog, "addCurrentSessionButton"), Qt::LeftButton);
    QCOMPARE(dialog.lesson().scenes.size(), 1);
    QCOMPARE(dialog.lesson().scenes[0].sessionPath, english);
    // The change was saved into the file the scene names.
    QVERIFY(!window->isModified());
    QCOMPARE(specText(english), QStringLiteral("the lesson sentence"));
}

void TestLessonEditor::addCurrentSessionTakesAnUnchangedExampleAsItIs()
{
    auto window = shownWindow();
    QVERIFY(window->openExample(QStringLiteral(":/examples/causal_mask_en.json")));
    QVERIFY(window->document()->filePath().isEmpty());
    QString reason;
    QCOMPARE(window->lessonActions()->currentSessionForLesson(&reason),
             QStringLiteral(":/examples/causal_mask_en.json"));
    LessonEditorDialog dialog(Lesson(), QString(), window.get());
    dialog.setCurrentSession(
        [&](QString* why) { return window->lessonActions()->currentSessionForLesson(why); });
    QVERIFY(dialog.addCurrentSession());
    QCOMPARE(dialog.lesson().scenes.at(0).sessionPath,
             QStringLiteral(":/examples/causal_mask_en.json"));
    // Named after the example's menu title.
    QCOMPARE(dialog.lesson().scenes.at(0).title,
             QStringLiteral("The same sentence with a causal mask"));
}

void TestLessonEditor::emptyLessonIsRefused()
{
    QTemporaryDir dir;
    const QString lessonPath = dir.filePath(QStringLiteral("empty.json"));
    LessonEditorDialog dialog(Lesson(), lessonPath);
    dialog.show();
    QTest::mouseClick(child<QPushButton>(&dialog, "saveLessonButton"), Qt::LeftButton);
    QVERIFY(dialog.isVisible());
    QVERIFY2(dialog.errorText().contains(QStringLiteral("at least one scene")),
             qPrintable(dialog.errorText()));
    QVERIFY(child<QLabel>(&dialog, "lessonEditorError")->isVisible());
    QVERIFY(!QFile::exists(lessonPath));
}

void TestLessonEditor::missingSceneFileIsRefusedByName()
{
    QTemporaryDir dir;
    const QString english = copyExample(dir, QStringLiteral("self_attention_en.json"));
    const QString doomed = copyExample(dir, QStringLiteral("padded_batch.json"));
    const QString lessonPath = dir.filePath(QStringLiteral("lesson.json"));
    LessonEditorDialog dialog{Lesson(), QString()};
    dialog.setFilesChooser([&] { return QStringList{english, doomed}; });
    bool asked = false;
    dialog.setPathChooser([&](const QString&) {
        asked = true;
        return lessonPath;
    });
    dialog.show();
    QTest::mouseClick(child<QPushButton>(&dialog, "addSessionFilesButton"), Qt::LeftButton);
    QCOMPARE(dialog.lesson().scenes.size(), 2);
    QVERIFY(QFile::remove(doomed)); // deleted while the lesson is edited

    QTest::mouseClick(child<QPushButton>(&dialog, "saveLessonButton"), Qt::LeftButton);
    QVERIFY(dialog.isVisible());
    QVERIFY(!asked); // refused before the teacher is asked where to save
    const QString message = dialog.errorText();
    QVERIFY2(message.contains(doomed) && message.contains(QStringLiteral("does not exist")) &&
                 message.contains(QStringLiteral("Scene 2")),
             qPrintable(message));
    QVERIFY(!QFile::exists(lessonPath));

    // Adding a file that does not exist is refused by name, and adds nothing.
    const QString ghost = dir.filePath(QStringLiteral("ghost.json"));
    QVERIFY(!dialog.addSessionFiles({ghost}));
    QVERIFY2(dialog.errorText().contains(ghost), qPrintable(dialog.errorText()));
    QCOMPARE(dialog.lesson().scenes.size(), 2);

    // Removing the missing scene (Delete on the table) lets it save.
    auto* table = child<QTableWidget>(&dialog, "lessonScenesTable");
    table->setFocus();
    table->setCurrentCell(1, 0);
    table->selectRow(1);
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(dialog.lesson().scenes.size(), 1);
    QTest::mouseClick(child<QPushButton>(&dialog, "saveLessonButton"), Qt::LeftButton);
    QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
    QVERIFY(asked);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QString error;
    const std::optional<Lesson> saved = Lesson::load(lessonPath, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->scenes.size(), 1);
    QCOMPARE(saved->scenes[0].sessionPath, english);
}

void TestLessonEditor::fileThatIsNotASessionIsRefusedWithItsField()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("not_a_session.json"));
    {
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            R"({"format": "attention-explorer/spec@1", "text": "a b c", "num_heads": "two"})");
    }
    LessonEditorDialog dialog{Lesson(), QString()};
    dialog.setFilesChooser([&] { return QStringList{bad}; });
    dialog.show();
    QTest::mouseClick(child<QPushButton>(&dialog, "addSessionFilesButton"), Qt::LeftButton);
    QCOMPARE(dialog.lesson().scenes.size(), 0);
    const QString message = dialog.errorText();
    QVERIFY2(message.contains(QStringLiteral("not_a_session.json")) &&
                 message.contains(QStringLiteral("num_heads")),
             qPrintable(message));

    // A scene that became invalid after it was added is refused at Save.
    const QString english = dir.filePath(QStringLiteral("english.json"));
    QVERIFY(QFile::copy(QStringLiteral(":/examples/self_attention_en.json"), english));
    QFile::setPermissions(english, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(dialog.addSessionFiles({english}));
    {
        QFile file(english);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{ broken");
    }
    const QString problem = LessonEditorDialog::validate(dialog.lesson());
    QVERIFY2(problem.contains(QStringLiteral("Scene 1")) &&
                 problem.contains(QStringLiteral("english.json")),
             qPrintable(problem));
}

void TestLessonEditor::editLessonOpensThePlayedLesson()
{
    QTemporaryDir dir;
    copyExample(dir, QStringLiteral("self_attention_en.json"));
    copyExample(dir, QStringLiteral("causal_mask_en.json"));
    const QString lessonPath = dir.filePath(QStringLiteral("lesson.json"));
    {
        QFile file(lessonPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "attention-explorer/lesson@1", "title": "Two",
            "scenes": [{"title": "One", "session": "self_attention_en.json"},
                       {"title": "Two", "session": "causal_mask_en.json"}]})");
    }
    auto window = shownWindow();
    QVERIFY(window->lessonActions()->openLesson(lessonPath));
    QStringList titles;
    QString title;
    QTimer::singleShot(0, window.get(), [&] {
        auto* dialog = qobject_cast<LessonEditorDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        titles = columnTexts(child<QTableWidget>(dialog, "lessonScenesTable"), 0);
        title = child<QLineEdit>(dialog, "lessonTitleEdit")->text();
        dialog->reject();
    });
    window->findChild<QAction*>(QStringLiteral("editLessonAction"))->trigger();
    QCOMPARE(title, QStringLiteral("Two"));
    QCOMPARE(titles, QStringList({"One", "Two"}));
    // Cancelled: the lesson plays on where it was.
    QCOMPARE(window->lessonActions()->lessonPlayer()->currentScene(), 0);
}

// The View column: the session's own by default, a chosen tab saved with the
// scene, and a view the file names that this app does not know kept as it is.
void TestLessonEditor::sceneViewIsChosenAndAnUnknownOneKept()
{
    QTemporaryDir dir;
    const QString english = copyExample(dir, QStringLiteral("self_attention_en.json"));
    Lesson lesson;
    lesson.title = QStringLiteral("Views");
    lesson.scenes.append(LessonScene(QStringLiteral("one"), english));
    lesson.scenes.append(LessonScene(QStringLiteral("two"), english, QStringLiteral("hologram")));
    LessonEditorDialog dialog{lesson, QString()};
    dialog.setViewChoices(
        {{QStringLiteral("heads"), QStringLiteral("Heads")},
         {QStringLiteral("complexity"), QStringLiteral("CNN · RNN · attention")}});
    dialog.show();
    auto* table = child<QTableWidget>(&dialog, "lessonScenesTable");
    // The View column (2): a chooser per scene (replaced ones are deleted later).
    auto chooser = [table](int row) { return qobject_cast<QComboBox*>(table->cellWidget(row, 2)); };
    QComboBox* first = chooser(0);
    QComboBox* second = chooser(1);
    QVERIFY(first && second);
    QCOMPARE(first->objectName(), QStringLiteral("sceneViewCombo0"));
    QCOMPARE(first->count(), 3);
    QCOMPARE(first->currentText(), QStringLiteral("The session's own"));
    QCOMPARE(second->currentText(), QStringLiteral("hologram (unknown)"));
    // The keyboard chooses a tab: Down twice from the session's own.
    first->setFocus();
    QTest::keyClick(first, Qt::Key_Down);
    QTest::keyClick(first, Qt::Key_Down);
    QCOMPARE(first->currentData().toString(), QStringLiteral("complexity"));
    QCOMPARE(dialog.lesson().scenes[0].view, QStringLiteral("complexity"));
    QCOMPARE(dialog.lesson().scenes[1].view, QStringLiteral("hologram"));
    // Moving a scene moves its view with it.
    dialog.setSceneView(1, QStringLiteral("heads"));
    table->setCurrentCell(1, 0);
    table->selectRow(1);
    dialog.moveSelectedScene(-1);
    QCOMPARE(dialog.lesson().scenes[0].view, QStringLiteral("heads"));
    QCOMPARE(chooser(0)->currentText(), QStringLiteral("Heads"));
    QCOMPARE(dialog.lesson().scenes[1].view, QStringLiteral("complexity"));
    // Saved and read back.
    const QString path = dir.filePath(QStringLiteral("views.json"));
    dialog.setPathChooser([&](const QString&) { return path; });
    QVERIFY(dialog.saveAs());
    QString error;
    const std::optional<Lesson> saved = Lesson::load(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->scenes[0].view, QStringLiteral("heads"));
    QCOMPARE(saved->scenes[1].view, QStringLiteral("complexity"));
}

AE_TEST_MAIN_GUI(TestLessonEditor)
#include "test_lesson_editor.moc"
