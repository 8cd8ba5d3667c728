// class-session-load: 300 simulated students (QWebSocket clients, one event
// loop with the server, on loopback) join a class session and answer one
// question the moment it arrives. Prints the time until every student has a
// seat (join time), the time from ask() until the teacher's aggregation holds
// every answer (target ≤ 1 s), and whether any answer was lost (each student
// answers choice i mod 3, so the counts must be exactly 100 / 100 / 100).
//
//   class-session-load [students]     (default 300; exits 1 if an answer is lost)
#include "ui/session/class_session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QWebSocket>

#include <cstdio>
#include <memory>
#include <vector>

using namespace ae;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int students = argc > 1 ? std::max(3, std::atoi(argv[1])) : 300;

    ClassSession session;
    SessionLimits limits;
    limits.maxConnections = students + 10;
    limits.maxSeats = students + 10;
    // Every simulated student comes from 127.0.0.1: the per-address HTTP
    // budget (a connection and an upgrade each) must hold the whole class.
    limits.maxHttpBurst = 2 * students + 10;
    session.setLimits(limits);
    QString error;
    if (!session.start(QHostAddress::LocalHost, 0, &error)) {
        std::fprintf(stderr, "class-session-load: %s\n", qPrintable(error));
        return 2;
    }
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1/session").arg(session.port()));
    const QString code = session.joinCode();

    std::vector<std::unique_ptr<QWebSocket>> sockets;
    int welcomed = 0;
    int closed = 0;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < students; ++i) {
        auto socket = std::make_unique<QWebSocket>();
        QWebSocket* s = socket.get();
        QObject::connect(s, &QWebSocket::connected, s, [s, code, i] {
            s->sendTextMessage(QString::fromUtf8(
                QJsonDocument(QJsonObject{{"type", "join"},
                                          {"code", code},
                                          {"nickname", QStringLiteral("student %1").arg(i)},
                                          {"seat", ""}})
                    .toJson(QJsonDocument::Compact)));
        });
        QObject::connect(s, &QWebSocket::textMessageReceived, s,
                         [s, i, &welcomed](const QString& text) {
                             const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
                             const QString type = m.value("type").toString();
                             if (type == QLatin1String("welcome"))
                                 ++welcomed;
                             else if (type == QLatin1String("question"))
                                 s->sendTextMessage(QString::fromUtf8(
                                     QJsonDocument(QJsonObject{{"type", "answer"},
                                                               {"question", m.value("id").toInt()},
                                                               {"choice", i % 3}})
                                         .toJson(QJsonDocument::Compact)));
                         });
        QObject::connect(s, &QWebSocket::disconnected, s, [&closed] { ++closed; });
        s->open(url);
        sockets.push_back(std::move(socket));
    }
    auto runUntil = [&](auto done, int timeoutMs) {
        QElapsedTimer t;
        t.start();
        while (!done() && t.elapsed() < timeoutMs)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        return done();
    };
    const bool allJoined =
        runUntil([&] { return session.seatCount() == students && welcomed == students; }, 30000);
    const double joinMs = clock.nsecsElapsed() / 1e6;

    ClassQuestion question;
    question.kind = QuestionKind::MultipleChoice;
    question.prompt = "load";
    question.choices = {"a", "b", "c"};
    question.correctChoice = 0;
    clock.restart();
    session.ask(question);
    const bool allAnswered =
        runUntil([&] { return session.aggregate().answered == students; }, 30000);
    const double answerMs = clock.nsecsElapsed() / 1e6;

    const ClassAggregate agg = session.aggregate();
    const bool exact =
        agg.counts == std::vector<int>{(students + 2) / 3, (students + 1) / 3, students / 3};
    std::printf("class-session-load: %d students on loopback (one process, one event loop)\n",
                students);
    std::printf("  joined:   %d of %d in %.1f ms%s\n", session.seatCount(), students, joinMs,
                allJoined ? "" : "  (TIMED OUT)");
    std::printf(
        "  answered: %d of %d; the teacher's aggregation held all of them %.1f ms after ask()%s\n",
        agg.answered, students, answerMs, allAnswered ? "" : "  (TIMED OUT)");
    std::printf("  counts:   %d / %d / %d (expected %d / %d / %d): %s\n", agg.counts[0],
                agg.counts[1], agg.counts[2], (students + 2) / 3, (students + 1) / 3, students / 3,
                exact ? "none lost, none counted twice" : "MISMATCH");
    std::printf("  target:   all answers within 1000 ms: %s\n",
                answerMs <= 1000.0 && allAnswered ? "met" : "MISSED");
    std::printf("  clients closed by the server: %d\n", closed);
    session.stop();
    return allJoined && allAnswered && exact && closed == 0 ? 0 : 1;
}
