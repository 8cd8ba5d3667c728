// Nothing lost: a process killed (SIGKILL) at random moments while it saves a
// large session leaves the target file as the previous or the new complete
// session, never a partial one (atomic writes via QSaveFile).
#include "core/io/spec_reader.h"

#include "tests/io/save_child_sessions.h"
#include "tests/test_main.h"

#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>

using namespace ae;

class SaveKillTest : public QObject
{
    Q_OBJECT
private slots:
    void killedMidSaveLeavesACompleteSession();
};

void SaveKillTest::killedMidSaveLeavesACompleteSession()
{
    const QString child = QCoreApplication::applicationDirPath() + "/ae_test_save_child";
    QVERIFY2(QFileInfo::exists(child), qPrintable(child));
    const Spec sessions[2] = {test::saveChildSession(0), test::saveChildSession(1)};
    QVERIFY(!sameSpec(sessions[0], sessions[1]));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath("session.json");
    QRandomGenerator random(20261122); // fixed: the same kill times every run
    constexpr int kKills = 30;
    int killedMidWrite = 0;
    for (int kill = 0; kill < kKills; ++kill) {
        QProcess process;
        process.start(child, {target});
        QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
        // Once the first save is complete the target exists; then kill at a
        // random moment within about two saves.
        QByteArray output;
        while (!output.contains("done")) {
            QVERIFY2(process.waitForReadyRead(30000), "the child never finished a save");
            output += process.readAllStandardOutput();
        }
        QThread::usleep(random.bounded(0, 120000));
        process.kill(); // SIGKILL: no chance to clean up
        QVERIFY(process.waitForFinished(5000));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);

        std::variant<Spec, SpecError> read = readSpecFile(target);
        if (const auto* error = std::get_if<SpecError>(&read))
            QFAIL(qPrintable(QStringLiteral("kill %1: the target does not read: %2")
                                 .arg(kill)
                                 .arg(QString::fromStdString(error->toString()))));
        const Spec& onDisk = std::get<Spec>(read);
        QVERIFY2(sameSpec(onDisk, sessions[0]) || sameSpec(onDisk, sessions[1]),
                 qPrintable(QStringLiteral("kill %1: neither session").arg(kill)));

        // The child's last line says whether the kill landed mid-write.
        output += process.readAllStandardOutput();
        const QList<QByteArray> lines = output.trimmed().split('\n');
        if (!lines.isEmpty() && lines.last().startsWith("begin"))
            ++killedMidWrite;
    }
    qInfo("%d of %d kills landed in the middle of a write", killedMidWrite, kKills);
    // Otherwise the test would not have tested anything.
    QVERIFY(killedMidWrite > 0);
}

AE_TEST_MAIN_CORE(SaveKillTest)
#include "test_save_kill.moc"
