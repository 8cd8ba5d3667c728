// Nothing lost: the session autosaves after changes, the autosave is offered
// back after an unclean exit (accepting restores the edited session, declining
// deletes it), a clean close or save removes it, and a session written by a
// newer version keeps its unknown fields (top level and nested) through
// open → edit → save in the GUI document.

#include "core/io/spec_reader.h"
#include "ui/document/attention_document.h"
#include "ui/document/autosave_slot.h"
#include "ui/document/session_autosaver.h"
#include "ui/main/main_window.h"

#include "tests/file_test_support.h"
#include "tests/test_main.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>

#include <memory>

using namespace ae;

using ae::test::writeFile;

namespace {

// A window as the app makes it, with an autosave delay short enough for a test.
std::unique_ptr<MainWindow> makeWindow()
{
    auto window = std::make_unique<MainWindow>();
    window->autosaver()->setDelay(20);
    window->setErrorHandler([](const QString& message) { qWarning("%s", qPrintable(message)); });
    return window;
}

// Changes the head count through the real spin box, as a user does.
void setHeads(MainWindow& window, int heads)
{
    auto* spin = window.findChild<QSpinBox*>(QStringLiteral("headsSpin"));
    QVERIFY(spin);
    spin->setValue(heads);
    QCOMPARE(window.document()->spec().config.numHeads, heads);
}

const QByteArray kNewerSession = R"({
  "format": "attention-explorer/spec@1",
  "text": "the cat sat",
  "embedding": {"type": "hashed", "dim": 8, "seed": 0, "future_norm": "l2"},
  "weights": "random",
  "model_dim": 8,
  "mask": {"causal": true, "future_mask_kind": {"band": 3}},
  "future_top_level": [1, "two", {"three": 3}]
})";

} // namespace

class SessionAutosaveTest : public QObject
{
    Q_OBJECT
private slots:
    void init() { SessionAutosaver::remove(); }
    void cleanup() { SessionAutosaver::remove(); }

    void autosavesAfterAnEdit();
    void offeredBackAfterUncleanExit();
    void declinedAutosaveIsDeleted();
    void cleanCloseRemovesTheAutosave();
    void savingRemovesTheAutosave();
    void restoredSessionKeepsItsFileAndUnknownFields();
    void unknownFieldsSurviveOpenEditSave();
    void damagedAutosaveIsReportedAndRemoved();
    void runningCopiesHaveTheirOwnSlots();
    void anAutosaveLeftByACrashIsClaimedFirst();
    void aDeadCopysClaimIsFreeAgain();
};

void SessionAutosaveTest::autosavesAfterAnEdit()
{
    auto window = makeWindow();
    QVERIFY(!SessionAutosaver::exists());
    QSignalSpy saved(window->autosaver(), &SessionAutosaver::autosaved);
    setHeads(*window, 4);
    QVERIFY(window->autosaver()->isPending()); // debounced, not yet written
    QVERIFY(saved.wait(5000));
    QCOMPARE(saved.first().first().toString(), QString());
    QVERIFY(SessionAutosaver::exists());
    std::variant<Spec, SpecError> onDisk = readSpecFile(SessionAutosaver::sessionPath());
    QVERIFY(std::holds_alternative<Spec>(onDisk));
    QCOMPARE(std::get<Spec>(onDisk).config.numHeads, 4);
    QVERIFY(sameSpec(std::get<Spec>(onDisk), window->document()->spec()));
}

void SessionAutosaveTest::offeredBackAfterUncleanExit()
{
    Spec edited;
    {
        auto window = makeWindow();
        setHeads(*window, 4);
        QString error;
        QVERIFY2(window->autosaver()->saveNow(&error), qPrintable(error));
        edited = window->document()->spec();
        // Destroyed without a close: what a crash leaves behind.
    }
    QVERIFY(SessionAutosaver::exists());

    auto window = makeWindow();
    QStringList asked;
    window->setAutosaveRestoreHandler([&asked](const QString& name) {
        asked << name;
        return true;
    });
    QVERIFY(window->offerAutosaveRestore());
    QCOMPARE(asked, QStringList{QStringLiteral("Untitled")});
    QCOMPARE(window->document()->spec().config.numHeads, 4);
    QVERIFY(sameSpec(window->document()->spec(), edited));
    QVERIFY(window->document()->isModified()); // restored, not saved
    QVERIFY(window->windowTitle().contains(QLatin1Char('*')) || window->isWindowModified());
}

void SessionAutosaveTest::declinedAutosaveIsDeleted()
{
    {
        auto window = makeWindow();
        setHeads(*window, 3);
        QVERIFY(window->autosaver()->saveNow());
    }
    auto window = makeWindow();
    const int headsBefore = window->document()->spec().config.numHeads;
    int asked = 0;
    window->setAutosaveRestoreHandler([&asked](const QString&) {
        ++asked;
        return false;
    });
    QVERIFY(!window->offerAutosaveRestore());
    QCOMPARE(asked, 1);
    QVERIFY(!SessionAutosaver::exists());
    QCOMPARE(window->document()->spec().config.numHeads, headsBefore);
    QVERIFY(!window->document()->isModified());
    // Nothing left to offer at the next start.
    auto next = makeWindow();
    next->setAutosaveRestoreHandler([&asked](const QString&) {
        ++asked;
        return true;
    });
    QVERIFY(!next->offerAutosaveRestore());
    QCOMPARE(asked, 1);
}

void SessionAutosaveTest::cleanCloseRemovesTheAutosave()
{
    auto window = makeWindow();
    window->show();
    setHeads(*window, 4);
    QVERIFY(window->autosaver()->saveNow());
    QVERIFY(SessionAutosaver::exists());
    window->setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Discard; });
    QVERIFY(window->close());
    QVERIFY(!SessionAutosaver::exists());
}

void SessionAutosaveTest::savingRemovesTheAutosave()
{
    QTemporaryDir dir;
    auto window = makeWindow();
    setHeads(*window, 4);
    QVERIFY(window->autosaver()->saveNow());
    QVERIFY(SessionAutosaver::exists());
    QVERIFY(window->saveFile(dir.filePath(QStringLiteral("s.json"))));
    QVERIFY(!SessionAutosaver::exists());
    // Undoing back to the saved state after a new edit removes it too.
    setHeads(*window, 2);
    QVERIFY(window->autosaver()->saveNow());
    QVERIFY(SessionAutosaver::exists());
    window->document()->undoStack()->undo();
    QVERIFY(!window->document()->isModified());
    QVERIFY(!SessionAutosaver::exists());
}

void SessionAutosaveTest::restoredSessionKeepsItsFileAndUnknownFields()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("newer.json"));
    QVERIFY(writeFile(path, kNewerSession));
    {
        auto window = makeWindow();
        QVERIFY(window->openFile(path));
        setHeads(*window, 2);
        QVERIFY(window->autosaver()->saveNow());
    }
    auto window = makeWindow();
    QString askedName;
    window->setAutosaveRestoreHandler([&askedName](const QString& name) {
        askedName = name;
        return true;
    });
    QVERIFY(window->offerAutosaveRestore());
    QCOMPARE(askedName, QStringLiteral("newer.json"));
    QCOMPARE(window->document()->filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(window->document()->spec().config.numHeads, 2);
    // Saving the restored session writes the original file, fields kept.
    QVERIFY(window->saveFile(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value("num_heads").toInt(), 2);
    QCOMPARE(root.value("future_top_level").toArray().size(), 3);
    QCOMPARE(
        root.value("mask").toObject().value("future_mask_kind").toObject().value("band").toInt(),
        3);
}

void SessionAutosaveTest::unknownFieldsSurviveOpenEditSave()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.json"));
    const QString out = dir.filePath(QStringLiteral("out.json"));
    QVERIFY(writeFile(in, kNewerSession));
    auto window = makeWindow();
    QVERIFY(window->openFile(in));
    setHeads(*window, 2);
    QVERIFY(window->saveFile(out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray future = root.value("future_top_level").toArray();
    QCOMPARE(future.size(), 3);
    QCOMPARE(future.at(1).toString(), QStringLiteral("two"));
    QCOMPARE(future.at(2).toObject().value("three").toInt(), 3);
    QCOMPARE(root.value("embedding").toObject().value("future_norm").toString(),
             QStringLiteral("l2"));
    QCOMPARE(
        root.value("mask").toObject().value("future_mask_kind").toObject().value("band").toInt(),
        3);
    QCOMPARE(root.value("mask").toObject().value("causal").toBool(), true);
    QCOMPARE(root.value("num_heads").toInt(), 2);
}

void SessionAutosaveTest::damagedAutosaveIsReportedAndRemoved()
{
    QVERIFY(QDir().mkpath(SessionAutosaver::directory()));
    QVERIFY(writeFile(SessionAutosaver::sessionPath(),
                      "{\"format\": \"attention-explorer/spec@1\", \"num_heads\": "));
    auto window = makeWindow();
    QStringList errors;
    window->setErrorHandler([&errors](const QString& message) { errors << message; });
    bool asked = false;
    window->setAutosaveRestoreHandler([&asked](const QString&) {
        asked = true;
        return true;
    });
    QVERIFY(!window->offerAutosaveRestore());
    QVERIFY(!asked);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(QStringLiteral("autosaved")), qPrintable(errors.first()));
    QVERIFY(!SessionAutosaver::exists());
}

// Two copies of the app running at once: each has its own folder, and
// neither's autosave touches the other's.
void SessionAutosaveTest::runningCopiesHaveTheirOwnSlots()
{
    QTemporaryDir base;
    AutosaveSlot first(base.path());
    AutosaveSlot second(base.path());
    QVERIFY(first.isClaimed());
    QVERIFY(second.isClaimed());
    QCOMPARE(first.directory(), base.filePath(QStringLiteral("slot-0")));
    QCOMPARE(second.directory(), base.filePath(QStringLiteral("slot-1")));
    // The app's own slot is one of these folders' kind, under app data.
    QVERIFY2(SessionAutosaver::directory().contains(QStringLiteral("/autosave/slot-")),
             qPrintable(SessionAutosaver::directory()));
}

// A crash leaves an autosave in a slot nobody claims any more: the next copy
// takes that slot (and so offers the autosave back) before any empty one.
void SessionAutosaveTest::anAutosaveLeftByACrashIsClaimedFirst()
{
    QTemporaryDir base;
    AutosaveSlot running(base.path()); // slot-0
    QVERIFY(QDir().mkpath(base.filePath(QStringLiteral("slot-3"))));
    QVERIFY(writeFile(base.filePath(QStringLiteral("slot-3/session.json")), kNewerSession));
    AutosaveSlot next(base.path());
    QCOMPARE(next.directory(), base.filePath(QStringLiteral("slot-3")));
    AutosaveSlot another(base.path());
    QCOMPARE(another.directory(), base.filePath(QStringLiteral("slot-1")));
}

// A claim whose process has died (killed, crashed) is stale: the slot is free.
void SessionAutosaveTest::aDeadCopysClaimIsFreeAgain()
{
    QTemporaryDir base;
    // A lock file exactly as QLockFile writes it, but naming a process that
    // has exited.
    QByteArray contents;
    {
        QLockFile live(base.filePath(QStringLiteral("probe.lock")));
        QVERIFY(live.tryLock(0));
        QFile file(base.filePath(QStringLiteral("probe.lock")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        contents = file.readAll();
    }
    // Above the largest PID Linux hands out (pid_max ≤ 2^22): never running.
    const QByteArray deadPid = "999999999";
    QList<QByteArray> lines = contents.split('\n');
    QVERIFY(lines.size() >= 2);
    QCOMPARE(lines[0], QByteArray::number(QCoreApplication::applicationPid()));
    lines[0] = deadPid;
    QVERIFY(writeFile(base.filePath(QStringLiteral("slot-0.lock")), lines.join('\n')));
    AutosaveSlot slot(base.path());
    QVERIFY(slot.isClaimed());
    QCOMPARE(slot.directory(), base.filePath(QStringLiteral("slot-0")));

    // A live claim (this process, another object) is respected, however old.
    AutosaveSlot other(base.path());
    QCOMPARE(other.directory(), base.filePath(QStringLiteral("slot-1")));
}

AE_TEST_MAIN_GUI(SessionAutosaveTest)
#include "test_session_autosave.moc"
