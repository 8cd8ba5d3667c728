// The teacher's panel: join code, QR code of the join URL, counts, the live
// answers (mean sketch; truth only after Reveal), names hidden by default;
// and View ▸ Class Session… asking the main window's Distribution row.
#include "ui/document/attention_runner.h"
#include "ui/main/main_window.h"
#include "ui/session/class_session.h"
#include "ui/session_panel/class_session_panel.h"
#include "ui/session_panel/qr_code_widget.h"
#include "ui/views/query_distribution_view.h"

#include "tests/session/session_test_client.h"
#include "tests/test_main.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <qcustomplot.h>

#include <memory>

using namespace ae;

namespace {

QueryRowQuestion threeKeys()
{
    QueryRowQuestion q;
    q.queryToken = QStringLiteral("cat");
    q.queryIndex = 1;
    q.keys = {"the", "cat", "sat"};
    q.row.resize(3);
    q.row << 0.7f, 0.2f, 0.1f;
    return q;
}

double barValue(QCPBars* bars, int index)
{
    return (bars->data()->constBegin() + index)->value;
}

} // namespace

class TestSessionPanel : public QObject
{
    Q_OBJECT
private slots:
    void showsTheJoinCodeAndQrCode()
    {
        ClassSessionPanel panel;
        QVERIFY(!panel.session()->isRunning());
        QVERIFY(panel.joinCodeLabel()->text().isEmpty());
        QCOMPARE(panel.qrCode()->moduleCount(), 0);
        QVERIFY(panel.startSession(QHostAddress::LocalHost, 0));
        QCOMPARE(panel.joinCodeLabel()->text(), panel.session()->joinCode());
        QCOMPARE(panel.findChild<QComboBox*>(QStringLiteral("sessionAddress"))->currentText(),
                 QStringLiteral("127.0.0.1"));
        QCOMPARE(panel.findChild<QSpinBox*>(QStringLiteral("sessionPort"))->value(),
                 int(panel.session()->port()));
        QVERIFY(panel.joinCodeLabel()->font().pointSize() >= 36); // readable from the back row
        QCOMPARE(panel.qrCode()->text(), panel.session()->joinUrl().toString());
        QVERIFY(panel.addressLabel()->text().contains(panel.session()->joinUrl().toString()));
        // A QR code of version v has 17 + 4v modules a side and a finder pattern
        // in the top-left corner: dark ring, light ring, dark 3×3 centre.
        const int n = panel.qrCode()->moduleCount();
        QVERIFY(n >= 21 && (n - 17) % 4 == 0);
        QVERIFY(panel.qrCode()->isDark(0, 0) && panel.qrCode()->isDark(6, 6));
        QVERIFY(!panel.qrCode()->isDark(1, 1) && !panel.qrCode()->isDark(5, 5));
        QVERIFY(panel.qrCode()->isDark(3, 3));

        // A port in use: the status line says why, nothing runs.
        ClassSessionPanel second;
        QVERIFY(!second.startSession(QHostAddress::LocalHost, panel.session()->port()));
        QVERIFY(second.statusLabel()->text().contains(QString::number(panel.session()->port())));
        QVERIFY(!second.session()->isRunning());

        panel.stopSession();
        QVERIFY(panel.joinCodeLabel()->text().isEmpty());
        QCOMPARE(panel.qrCode()->moduleCount(), 0);
    }

    void liveAnswersThenReveal()
    {
        ClassSessionPanel panel;
        QVERIFY(panel.startSession(QHostAddress::LocalHost, 0));
        QVERIFY(!panel.askSketchRow()); // no source yet
        QVERIFY(!panel.statusLabel()->text().isEmpty());
        panel.setQueryRowSource([] { return std::optional<QueryRowQuestion>(threeKeys()); });

        const QUrl url(QStringLiteral("ws://127.0.0.1:%1/session").arg(panel.session()->port()));
        TestStudent ann(url), bob(url);
        QTRY_VERIFY(ann.socket.state() == QAbstractSocket::ConnectedState &&
                    bob.socket.state() == QAbstractSocket::ConnectedState);
        ann.join(panel.session()->joinCode(), "Ann");
        bob.join(panel.session()->joinCode(), "Bob");
        QTRY_COMPARE(panel.session()->seatCount(), 2);

        QVERIFY(panel.askSketchRow());
        QTRY_COMPARE(ann.count("question"), 1);
        const int id = ann.last("question").value("id").toInt();
        ann.send({{"type", "answer"}, {"question", id}, {"sketch", QJsonArray{2, 0, 0}}});
        bob.send({{"type", "answer"}, {"question", id}, {"sketch", QJsonArray{1, 1, 3}}});
        QTRY_COMPARE(panel.session()->answerCount(), 2);
        // Coalesced: the panel catches up within its refresh interval.
        QTRY_VERIFY(panel.countsLabel()->text().contains(QStringLiteral("2 · ")) ||
                    panel.countsLabel()->text().endsWith(QStringLiteral("2")));
        panel.refreshNow();
        QCOMPARE(panel.countsLabel()->text(), QStringLiteral("Joined: 2 · Answered: 2"));
        // Mean of (1,0,0) and (0.2,0.2,0.6) is (0.6,0.1,0.3); the truth is not drawn yet.
        QCOMPARE(panel.answerBars()->data()->size(), 3);
        QVERIFY(qAbs(barValue(panel.answerBars(), 0) - 0.6) < 1e-6);
        QVERIFY(qAbs(barValue(panel.answerBars(), 1) - 0.1) < 1e-6);
        QVERIFY(qAbs(barValue(panel.answerBars(), 2) - 0.3) < 1e-6);
        QVERIFY(!panel.truthBars()->visible());
        QVERIFY(!panel.summaryLabel()->text().contains(QStringLiteral("Right")));

        // Names: hidden, and not even listed, until the teacher ticks the box.
        QVERIFY(!panel.showNamesBox()->isChecked());
        QCOMPARE(panel.namesList()->count(), 0);
        panel.showNamesBox()->setChecked(true);
        QCOMPARE(panel.namesList()->count(), 2);
        QCOMPARE(panel.namesList()->item(0)->text(), QStringLiteral("Ann ✓"));
        panel.showNamesBox()->setChecked(false);
        QCOMPARE(panel.namesList()->count(), 0);

        QVERIFY(panel.revealButton()->isEnabled());
        panel.revealButton()->click();
        panel.refreshNow();
        QVERIFY(!panel.revealButton()->isEnabled());
        QVERIFY(panel.truthBars()->visible());
        QVERIFY(qAbs(barValue(panel.truthBars(), 0) - 0.7) < 1e-6);
        // Ann's top key is the true one, Bob's is not; TV((0.6,0.1,0.3), truth) = 0.2,
        // the sketches' distances 0.3 and 0.5 average 0.4.
        const QString summary = panel.summaryLabel()->text();
        QVERIFY2(summary.contains(QStringLiteral("Right: 1 of 2 (50 %)")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("0.20")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("0.40")), qPrintable(summary));
        QTRY_COMPARE(bob.count("reveal"), 1);
        // $AE_SESSION_SCREENSHOTS: a folder to save the panel into, for looking at it.
        const QString dir = qEnvironmentVariable("AE_SESSION_SCREENSHOTS");
        if (!dir.isEmpty()) {
            panel.showNamesBox()->setChecked(true);
            panel.resize(640, 900);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            panel.plot()->replot();
            panel.grab().save(QDir(dir).filePath(QStringLiteral("teacher-panel.png")));
        }
    }

    void winningKeyHistogram()
    {
        ClassSessionPanel panel;
        QVERIFY(panel.startSession(QHostAddress::LocalHost, 0));
        panel.setQueryRowSource([] { return std::optional<QueryRowQuestion>(threeKeys()); });
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1/session").arg(panel.session()->port()));
        TestStudent a(url), b(url), c(url);
        for (TestStudent* s : {&a, &b, &c}) {
            QTRY_VERIFY(s->socket.state() == QAbstractSocket::ConnectedState);
            s->join(panel.session()->joinCode(), "x");
        }
        QTRY_COMPARE(panel.session()->seatCount(), 3);
        QVERIFY(panel.askWinningKey());
        QCOMPARE(panel.session()->question()->correctChoice, 0); // argmax of (0.7, 0.2, 0.1)
        QTRY_COMPARE(c.count("question"), 1);
        const int id = c.last("question").value("id").toInt();
        a.send({{"type", "answer"}, {"question", id}, {"choice", 0}});
        b.send({{"type", "answer"}, {"question", id}, {"choice", 2}});
        c.send({{"type", "answer"}, {"question", id}, {"choice", 2}});
        QTRY_COMPARE(panel.session()->answerCount(), 3);
        panel.refreshNow();
        QCOMPARE(barValue(panel.answerBars(), 0), 1.0);
        QCOMPARE(barValue(panel.answerBars(), 1), 0.0);
        QCOMPARE(barValue(panel.answerBars(), 2), 2.0);
        panel.reveal();
        panel.refreshNow();
        QVERIFY(panel.summaryLabel()->text().contains(QStringLiteral("Right: 1 of 3 (33 %)")));
    }

    void menuActionAsksTheDistributionRow()
    {
        MainWindow window;
        window.show();
        QCoreApplication::processEvents();
        window.runner()->waitForIdle();
        QCoreApplication::processEvents();
        const RunPtr run = window.runner()->lastRun();
        QVERIFY(run);
        window.distributionView()->setHead(1);
        window.distributionView()->setQuery(2);

        auto* action = window.findChild<QAction*>(QStringLiteral("classSessionAction"));
        QVERIFY(action);
        action->trigger();
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("classSessionDock"));
        QVERIFY(dock && dock->isVisible());
        action->trigger(); // a second time shows the same dock
        QCOMPARE(window.findChildren<QDockWidget*>(QStringLiteral("classSessionDock")).size(), 1);
        auto* panel = dock->findChild<ClassSessionPanel*>();
        QVERIFY(panel);
        QVERIFY(panel->startSession(QHostAddress::LocalHost, 0));
        QVERIFY(panel->askSketchRow());
        // The question's truth is head 2's row of query 2, its choices the keys.
        const ClassQuestion* q = panel->session()->question();
        const BatchItemTrace& item = run->trace.batch.front();
        QCOMPARE(q->trueRow.size(), item.heads[1].weights.cols());
        QCOMPARE(
            (q->trueRow - Vector(item.heads[1].weights.row(2).transpose())).cwiseAbs().maxCoeff(),
            0.0f);
        QCOMPARE(q->choices, run->prepared.keyTokens.front());

        const QString dir = qEnvironmentVariable("AE_SESSION_SCREENSHOTS");
        if (!dir.isEmpty()) {
            window.resize(1600, 1000);
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            panel->refreshNow();
            panel->plot()->replot();
            dock->grab().save(QDir(dir).filePath(QStringLiteral("main-window-session-dock.png")));
        }
    }
};

AE_TEST_MAIN_GUI(TestSessionPanel)
#include "test_session_panel.moc"
