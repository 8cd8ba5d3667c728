// The class session's contract (ui/session/class_session.h), rule by rule, on
// loopback with QWebSocket students and QNetworkAccessManager for HTTP.
#include "ui/session/class_session.h"

#include "tests/session/session_test_client.h"
#include "tests/test_main.h"

#include <QElapsedTimer>
#include <QHostInfo>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpServer>
#include <QTcpSocket>

#include <memory>

using ae::ClassQuestion;
using ae::ClassSession;
using ae::QuestionKind;

namespace {

ClassQuestion choiceQuestion()
{
    ClassQuestion q;
    q.kind = QuestionKind::WinningKey;
    q.prompt = "Which key wins?";
    q.choices = {"the", "cat", "sat"};
    q.correctChoice = 1;
    return q;
}

ClassQuestion sketchQuestion()
{
    ae::Vector row(3);
    row << 0.7f, 0.2f, 0.1f;
    return ae::sketchRowQuestion("Sketch the row of 'cat'", {"the", "cat", "sat"}, row);
}

QUrl sessionUrl(const ClassSession& session, const QString& path = QStringLiteral("/session"))
{
    return QUrl(QStringLiteral("ws://127.0.0.1:%1%2").arg(session.port()).arg(path));
}

// Sends `request` on a new connection (from `from` when given) and returns
// the response's status line. The server runs on this thread: the wait
// turns the event loop, never blocks it.
QByteArray statusLine(quint16 port, const QByteArray& request,
                      const QHostAddress& from = QHostAddress())
{
    QTcpSocket raw;
    if (!from.isNull() && !raw.bind(from))
        return "cannot bind";
    raw.connectToHost(QHostAddress::LocalHost, port);
    QByteArray response;
    QElapsedTimer waited;
    waited.start();
    while (!response.contains("\r\n") && waited.elapsed() < 5000) {
        QTest::qWait(5);
        if (raw.state() == QAbstractSocket::ConnectedState && !request.isEmpty() &&
            raw.property("sent").isNull()) {
            raw.write(request);
            raw.setProperty("sent", true);
        }
        response += raw.readAll();
    }
    return response.left(response.indexOf("\r\n"));
}

QByteArray pageRequest()
{
    return "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
}

QJsonObject answerChoice(int question, int choice)
{
    return {{"type", "answer"}, {"question", question}, {"choice", choice}};
}

} // namespace

class TestClassSession : public QObject
{
    Q_OBJECT

    std::unique_ptr<ClassSession> m_session;
    std::vector<std::unique_ptr<TestStudent>> m_students;

    void startSession(const ae::SessionLimits& limits = ae::SessionLimits())
    {
        m_session = std::make_unique<ClassSession>();
        m_session->setLimits(limits);
        QString error;
        QVERIFY2(m_session->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        QVERIFY(m_session->port() != 0);
    }
    TestStudent* connectStudent(const QString& path = QStringLiteral("/session"))
    {
        m_students.push_back(std::make_unique<TestStudent>(sessionUrl(*m_session, path)));
        return m_students.back().get();
    }
    // Connects and joins; waits for the welcome.
    TestStudent* joinedStudent(const QString& nickname, const QString& seat = QString())
    {
        TestStudent* s = connectStudent();
        [&] { QTRY_VERIFY(s->socket.state() == QAbstractSocket::ConnectedState); }();
        s->join(m_session->joinCode(), nickname, seat);
        [&] { QTRY_COMPARE(s->count("welcome"), 1); }();
        return s;
    }
    int httpStatus(const QString& method, const QString& path, QByteArray* body = nullptr,
                   QByteArray* contentType = nullptr)
    {
        QNetworkAccessManager manager;
        QNetworkRequest request(
            QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_session->port()).arg(path)));
        QNetworkReply* reply = manager.sendCustomRequest(request, method.toLatin1());
        QSignalSpy finished(reply, &QNetworkReply::finished);
        finished.wait(5000);
        if (body)
            *body = reply->readAll();
        if (contentType)
            *contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        reply->deleteLater();
        return status;
    }

private slots:
    void cleanup()
    {
        m_students.clear();
        m_session.reset();
    }

    void listensOnlyWhileStarted()
    {
        ClassSession session;
        QVERIFY(!session.isRunning());
        QVERIFY(session.joinUrl().isEmpty());
        QString error;
        QVERIFY(session.start(QHostAddress::LocalHost, 0, &error));
        const quint16 port = session.port();
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(probe.waitForConnected(3000));
        probe.abort();
        QCOMPARE(session.joinUrl().toString(),
                 QStringLiteral("http://127.0.0.1:%1/?code=%2").arg(port).arg(session.joinCode()));
        session.stop();
        QVERIFY(!session.isRunning());
        QTcpSocket after;
        after.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(!after.waitForConnected(1000));

        // A port in use: start fails, names the port, nothing listens.
        QTcpServer occupier;
        QVERIFY(occupier.listen(QHostAddress::LocalHost, 0));
        QVERIFY(!session.start(QHostAddress::LocalHost, occupier.serverPort(), &error));
        QVERIFY2(error.contains(QString::number(occupier.serverPort())), qPrintable(error));
        QVERIFY(!session.isRunning());
    }

    void joinCodeIsNewEachSession()
    {
        ClassSession session;
        QVERIFY(session.start(QHostAddress::LocalHost, 0));
        const QString first = session.joinCode();
        QCOMPARE(first.size(), 6);
        for (QChar c : first)
            QVERIFY(ae::joinCodeAlphabet().contains(c));
        QSet<QString> codes{first};
        for (int i = 0; i < 5; ++i) {
            QVERIFY(session.start(QHostAddress::LocalHost, 0));
            codes.insert(session.joinCode());
        }
        // 31^6 ≈ 8.9e8 codes: six equal draws out of six would be a broken generator.
        QVERIFY(codes.size() >= 5);
    }

    void servesOnlyThePageAndTheSession()
    {
        startSession();
        QByteArray body, type;
        QCOMPARE(httpStatus("GET", "/", &body, &type), 200);
        QVERIFY(body.contains("/session.js"));
        QVERIFY(type.startsWith("text/html"));
        QCOMPARE(httpStatus("GET", "/?code=ABCDEF"), 200);
        {
            // The page may load only its own script and style and talk only to its host.
            QNetworkAccessManager manager;
            QNetworkReply* reply = manager.get(QNetworkRequest(
                QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(m_session->port()))));
            QSignalSpy finished(reply, &QNetworkReply::finished);
            QVERIFY(finished.wait(5000));
            QVERIFY(reply->rawHeader("Content-Security-Policy").startsWith("default-src 'self'"));
            QCOMPARE(reply->rawHeader("Cache-Control"), QByteArray("no-store"));
            QCOMPARE(reply->rawHeader("X-Content-Type-Options"), QByteArray("nosniff"));
            reply->deleteLater();
        }
        QCOMPARE(httpStatus("GET", "/session.js", &body, &type), 200);
        QVERIFY(body.contains("\"join\""));
        QVERIFY(type.startsWith("text/javascript"));
        QCOMPARE(httpStatus("GET", "/session.css", nullptr, &type), 200);
        QVERIFY(type.startsWith("text/css"));
        for (const char* path : {"/index.html", "/session", "/session.js/x",
                                 "/examples/sentence.json", "/etc/passwd", "/favicon.ico"})
            QVERIFY2(httpStatus("GET", path) == 404, path);
        QVERIFY(httpStatus("POST", "/") != 200);
        QVERIFY(httpStatus("DELETE", "/session.js") != 200);

        // A WebSocket anywhere but /session is refused at the handshake (404).
        TestStudent* stray = connectStudent(QStringLiteral("/other"));
        QSignalSpy failed(&stray->socket,
                          qOverload<QAbstractSocket::SocketError>(&QWebSocket::error));
        QTRY_VERIFY(stray->socket.state() == QAbstractSocket::UnconnectedState);
        QVERIFY(!failed.isEmpty());
        QCOMPARE(stray->messages.size(), 0);
        QCOMPARE(m_session->connectionCount(), 0);
    }

    void wrongCodeIsRefused()
    {
        startSession();
        QSignalSpy refused(m_session.get(), &ClassSession::clientRefused);
        TestStudent* s = connectStudent();
        QTRY_VERIFY(s->socket.state() == QAbstractSocket::ConnectedState);
        QString wrong = m_session->joinCode();
        wrong[0] = wrong[0] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
        s->join(wrong, "Mallory");
        QTRY_VERIFY(s->closed);
        QCOMPARE(s->closeReason, QStringLiteral("wrong_code"));
        QCOMPARE(s->count("welcome"), 0);
        QCOMPARE(m_session->seatCount(), 0);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), QStringLiteral("wrong_code"));

        TestStudent* ok = joinedStudent("Ann");
        const QString seat = ok->last("welcome").value("seat").toString();
        QCOMPARE(seat.size(), 32);
        QCOMPARE(ok->last("welcome").value("nickname").toString(), QStringLiteral("Ann"));
        QTRY_COMPARE(ok->count("idle"), 1);
        QCOMPARE(m_session->seatCount(), 1);
    }

    void guessingTheCodeIsCutOff()
    {
        ae::SessionLimits limits;
        limits.maxWrongCodesPerAddress = 2;
        startSession(limits);
        QString wrong = m_session->joinCode();
        wrong[0] = wrong[0] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
        for (int i = 0; i < 2; ++i) {
            TestStudent* guess = connectStudent();
            QTRY_VERIFY(guess->socket.state() == QAbstractSocket::ConnectedState);
            guess->join(wrong, "Mallory");
            QTRY_VERIFY(guess->closed);
        }
        // Now even the right code from that address is refused before it is read.
        TestStudent* late = connectStudent();
        QTRY_VERIFY(late->closed);
        QCOMPARE(late->closeReason, QStringLiteral("wrong_code"));
        QCOMPARE(m_session->seatCount(), 0);
        // A new session forgets the count.
        QVERIFY(m_session->start(QHostAddress::LocalHost, 0));
        joinedStudent("Ann");
        QCOMPARE(m_session->seatCount(), 1);
    }

    void answersAreCountedExactlyOnce()
    {
        startSession();
        TestStudent* ann = joinedStudent("Ann");
        TestStudent* bob = joinedStudent("Bob");
        TestStudent* cy = joinedStudent("Cy");
        const int id = m_session->ask(choiceQuestion());
        QCOMPARE(id, 1);
        for (TestStudent* s : {ann, bob, cy}) {
            QTRY_COMPARE(s->count("question"), 1);
            QCOMPARE(s->last("question").value("id").toInt(), id);
            QCOMPARE(s->last("question").value("kind").toString(), QStringLiteral("winning_key"));
            QCOMPARE(s->last("question").value("choices").toArray().size(), 3);
        }
        // Ann answers 1, then changes her mind to 2: the first answer counts.
        ann->send(answerChoice(id, 1));
        ann->send(answerChoice(id, 2));
        QTRY_COMPARE(ann->count("received"), 2);
        bob->send(answerChoice(id, 0));
        bob->send(answerChoice(id + 7, 2)); // another question's id: ignored
        QTRY_COMPARE(bob->count("received"), 1);
        QTest::qWait(50);
        QCOMPARE(m_session->answerCount(), 2);
        ae::ClassAggregate agg = m_session->aggregate();
        QCOMPARE(agg.counts, (std::vector<int>{1, 1, 0}));
        QCOMPARE(agg.correct, 1);
        QCOMPARE(m_session->answers().at(0).first, QStringLiteral("Ann"));
        QCOMPARE(m_session->answers().at(0).second.choice, 1);

        m_session->reveal();
        for (TestStudent* s : {ann, bob, cy})
            QTRY_COMPARE(s->count("reveal"), 1);
        QCOMPARE(ann->last("reveal").value("correct_choice").toInt(), 1);
        QCOMPARE(ann->last("reveal").value("correct").toBool(), true);
        QCOMPARE(bob->last("reveal").value("correct").toBool(), false);
        QCOMPARE(cy->last("reveal").value("answered").toBool(), false);
        // After the reveal the question is closed: Cy's late answer is not counted.
        cy->send(answerChoice(id, 1));
        QTest::qWait(100);
        QCOMPARE(m_session->answerCount(), 2);
        QVERIFY(!cy->closed);

        // A new question forgets the old answers.
        const int next = m_session->ask(sketchQuestion());
        QCOMPARE(next, 2);
        QCOMPARE(m_session->answerCount(), 0);
        QTRY_COMPARE(cy->count("question"), 2);
        cy->send({{"type", "answer"}, {"question", next}, {"sketch", QJsonArray{2, 0, 0}}});
        ann->send({{"type", "answer"}, {"question", next}, {"sketch", QJsonArray{1, 1, 3}}});
        QTRY_COMPARE(m_session->answerCount(), 2);
        agg = m_session->aggregate();
        // (1,0,0) and (0.2,0.2,0.6): mean (0.6, 0.1, 0.3), TV to (0.7,0.2,0.1) = 0.2.
        QVERIFY(qAbs(agg.meanSketch[0] - 0.6f) < 1e-6f);
        QVERIFY(qAbs(agg.meanSketch[2] - 0.3f) < 1e-6f);
        QVERIFY(qAbs(agg.meanSketchDistanceToTruth - 0.2) < 1e-6);
        m_session->reveal();
        QTRY_COMPARE(cy->count("reveal"), 2);
        QVERIFY(qAbs(cy->last("reveal").value("distance").toDouble() - 0.3) < 1e-6);
        QCOMPARE(cy->last("reveal").value("true_row").toArray().size(), 3);
    }

    void reconnectKeepsTheSeat()
    {
        startSession();
        TestStudent* phone = joinedStudent("Ann");
        const QString seat = phone->last("welcome").value("seat").toString();
        const int id = m_session->ask(choiceQuestion());
        QTRY_COMPARE(phone->count("question"), 1);
        phone->send(answerChoice(id, 2));
        QTRY_COMPARE(m_session->answerCount(), 1);

        phone->socket.abort(); // the phone slept
        QTRY_VERIFY(!m_session->students().at(0).connected);
        QCOMPARE(m_session->seatCount(), 1);

        TestStudent* back = joinedStudent("Someone else", seat);
        QCOMPARE(back->last("welcome").value("seat").toString(), seat);
        QCOMPARE(back->last("welcome").value("nickname").toString(), QStringLiteral("Ann"));
        QTRY_COMPARE(back->count("question"), 1);
        QCOMPARE(back->last("question").value("answered").toBool(), true);
        back->send(answerChoice(id, 0)); // not a second answer
        QTRY_COMPARE(back->count("received"), 1);
        QCOMPARE(m_session->answerCount(), 1);
        QCOMPARE(m_session->aggregate().counts, (std::vector<int>{0, 0, 1}));
        QCOMPARE(m_session->seatCount(), 1);
        QVERIFY(m_session->students().at(0).connected);
        QVERIFY(m_session->students().at(0).answered);

        // The same seat from a second tab replaces the first connection.
        TestStudent* tab = joinedStudent("Ann", seat);
        QTRY_VERIFY(back->closed);
        QCOMPARE(back->closeReason, QStringLiteral("replaced"));
        QVERIFY(!tab->closed);
        QCOMPARE(m_session->seatCount(), 1);

        // A token this session never gave gets a new seat.
        TestStudent* stranger = joinedStudent("Eve", QString(32, QLatin1Char('a')));
        QVERIFY(stranger->last("welcome").value("seat").toString() !=
                QString(32, QLatin1Char('a')));
        QCOMPARE(m_session->seatCount(), 2);
    }

    void badMessageClosesOnlyThatClient_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("reason");
        // The error message sent before the close: its code and member.
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("member");
        QTest::newRow("not json") << QByteArray("hello") << "malformed"
                                  << "not_json"
                                  << "";
        QTest::newRow("array") << QByteArray("[1,2]") << "malformed"
                               << "not_object"
                               << "";
        QTest::newRow("unknown type")
            << QByteArray(R"({"type":"vote","question":1,"choice":0})") << "malformed"
            << "unknown_type"
            << "type";
        QTest::newRow("extra member")
            << QByteArray(R"({"type":"answer","question":1,"choice":0,"x":1})") << "malformed"
            << "unknown_member"
            << "x";
        QTest::newRow("two answers")
            << QByteArray(R"({"type":"answer","question":1,"choice":0,"number":2})") << "malformed"
            << "answer_members"
            << "answer";
        QTest::newRow("fractional choice")
            << QByteArray(R"({"type":"answer","question":1,"choice":0.5})") << "malformed"
            << "integer_range"
            << "choice";
        QTest::newRow("string choice")
            << QByteArray(R"({"type":"answer","question":1,"choice":"0"})") << "malformed"
            << "not_number"
            << "choice";
        QTest::newRow("choice out of range")
            << QByteArray(R"({"type":"answer","question":1,"choice":3})") << "malformed"
            << "answer_does_not_fit"
            << "choice";
        QTest::newRow("sketch to a choice question")
            << QByteArray(R"({"type":"answer","question":1,"sketch":[1,0,0]})") << "malformed"
            << "answer_wrong_member"
            << "answer";
        QTest::newRow("second join")
            << QByteArray(R"({"type":"join","code":"AAAAAA","nickname":"x","seat":""})")
            << "malformed"
            << "joined_twice"
            << "";
        QTest::newRow("oversized")
            << QByteArray("{\"type\":\"answer\",\"question\":1,\"choice\":0,\"pad\":\"") +
                   QByteArray(5000, 'x') + QByteArray("\"}")
            << ""
            << ""
            << "";
    }
    void badMessageClosesOnlyThatClient()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, reason);
        QFETCH(QString, code);
        QFETCH(QString, member);
        startSession();
        TestStudent* bystander = joinedStudent("Bystander");
        TestStudent* bad = joinedStudent("Bad");
        const int id = m_session->ask(choiceQuestion());
        QCOMPARE(id, 1);
        QTRY_COMPARE(bad->count("question"), 1);
        bad->socket.sendTextMessage(QString::fromUtf8(message));
        QTRY_VERIFY(bad->closed);
        if (!reason.isEmpty())
            QCOMPARE(bad->closeReason, reason);
        // The page is told why with a code it words itself: no English sentence.
        const QJsonObject error = bad->last("error");
        QCOMPARE(error.value("code").toString(), code);
        QCOMPARE(error.value("member").toString(), member);
        if (!code.isEmpty())
            QVERIFY(ae::protocolErrorCodes().contains(code));
        else // too large: QWebSocket's own limit closes it with 1009
            QCOMPARE(bad->socket.closeCode(), QWebSocketProtocol::CloseCodeTooMuchData);
        QCOMPARE(m_session->answerCount(), 0);
        // The bystander is still in and can answer.
        QVERIFY(!bystander->closed);
        bystander->send(answerChoice(id, 1));
        QTRY_COMPARE(m_session->answerCount(), 1);
        QTRY_COMPARE(m_session->connectionCount(), 1);
    }

    void binaryMessageClosesOnlyThatClient()
    {
        startSession();
        TestStudent* bystander = joinedStudent("Bystander");
        TestStudent* bad = joinedStudent("Bad");
        bad->socket.sendBinaryMessage(QByteArray("\x01\x02", 2));
        QTRY_VERIFY(bad->closed);
        QCOMPARE(bad->closeReason, QStringLiteral("malformed"));
        QCOMPARE(bad->last("error").value("code").toString(), QStringLiteral("binary_message"));
        QVERIFY(!bystander->closed);
    }

    void answerBeforeJoinIsRefused()
    {
        startSession();
        m_session->ask(choiceQuestion());
        TestStudent* s = connectStudent();
        QTRY_VERIFY(s->socket.state() == QAbstractSocket::ConnectedState);
        s->send(answerChoice(1, 0));
        QTRY_VERIFY(s->closed);
        QCOMPARE(s->closeReason, QStringLiteral("malformed"));
        QCOMPARE(m_session->answerCount(), 0);
    }

    void rateLimitHolds()
    {
        ae::SessionLimits limits;
        limits.maxBurst = 5;
        limits.maxMessagesPerSecond = 1.0;
        startSession(limits);
        TestStudent* calm = joinedStudent("Calm");   // the join took one token
        TestStudent* flood = joinedStudent("Flood"); // likewise
        const int id = m_session->ask(choiceQuestion());
        QTRY_COMPARE(flood->count("question"), 1);
        // 4 more tokens: four answers pass (one counted), the fifth closes.
        for (int i = 0; i < 5; ++i)
            flood->send(answerChoice(id, 0));
        QTRY_VERIFY(flood->closed);
        QCOMPARE(flood->closeReason, QStringLiteral("too_fast"));
        QCOMPARE(flood->count("received"), 4);
        QCOMPARE(m_session->answerCount(), 1);
        calm->send(answerChoice(id, 1));
        QTRY_COMPARE(m_session->answerCount(), 2);
        QVERIFY(!calm->closed);
    }

    void connectionAndSeatLimitsHold()
    {
        ae::SessionLimits limits;
        limits.maxConnections = 3;
        limits.maxSeats = 2;
        startSession(limits);
        joinedStudent("A");
        joinedStudent("B");
        // A third connection fits, but not a third seat.
        TestStudent* third = connectStudent();
        QTRY_VERIFY(third->socket.state() == QAbstractSocket::ConnectedState);
        // A fourth connection is over the limit.
        TestStudent* fourth = connectStudent();
        QTRY_VERIFY(fourth->closed);
        QCOMPARE(fourth->closeReason, QStringLiteral("full"));
        third->join(m_session->joinCode(), "C");
        QTRY_VERIFY(third->closed);
        QCOMPARE(third->closeReason, QStringLiteral("full"));
        QCOMPARE(m_session->seatCount(), 2);
        QTRY_COMPARE(m_session->connectionCount(), 2);
    }

    void silentConnectionIsClosed()
    {
        ae::SessionLimits limits;
        limits.joinTimeoutMs = 150;
        startSession(limits);
        TestStudent* idle = connectStudent();
        QTRY_VERIFY(idle->closed);
        QCOMPARE(idle->closeReason, QStringLiteral("join_timeout"));
    }

    // The codes carry the numbers the page quotes.
    void refusedJoinIsExplainedWithNumbers()
    {
        startSession();
        TestStudent* s = connectStudent();
        QTRY_VERIFY(s->socket.state() == QAbstractSocket::ConnectedState);
        s->join(m_session->joinCode(), QString(30, QLatin1Char('n')));
        QTRY_VERIFY(s->closed);
        QCOMPARE(s->closeReason, QStringLiteral("malformed"));
        const QJsonObject error = s->last("error");
        QCOMPARE(error.value("code").toString(), QStringLiteral("nickname_length"));
        QCOMPARE(error.value("member").toString(), QStringLiteral("nickname"));
        QCOMPARE(error.value("got").toInt(), 30);
        QCOMPARE(error.value("max").toInt(), 24);
        QCOMPARE(m_session->seatCount(), 0);
    }

    // A page opened by this machine's own name joins a session that serves
    // the network; another name (even with the port) does not, nor does the
    // name of a loopback-only session.
    void thisMachinesNameJoinsOtherNamesDoNot()
    {
        const QString own = QHostInfo::localHostName();
        if (own.isEmpty() || own == QLatin1String("localhost"))
            QSKIP("this machine has no host name of its own");
        QVERIFY(ClassSession::isOwnHostName(own));
        QVERIFY(ClassSession::isOwnHostName(own.toUpper() + QStringLiteral(".local")));
        QVERIFY(!ClassSession::isOwnHostName(own + QStringLiteral(".evil.example")));
        QVERIFY(!ClassSession::isOwnHostName(QStringLiteral("evil.example")));
        auto joins = [](ClassSession& session, const QString& origin) {
            QWebSocket socket(origin.arg(session.port()));
            bool welcomed = false;
            connect(&socket, &QWebSocket::textMessageReceived, &socket,
                    [&welcomed](const QString& t) {
                        welcomed |=
                            QJsonDocument::fromJson(t.toUtf8()).object().value("type").toString() ==
                            QLatin1String("welcome");
                    });
            connect(&socket, &QWebSocket::connected, &socket, [&] {
                socket.sendTextMessage(
                    QString::fromUtf8(QJsonDocument(QJsonObject{{"type", "join"},
                                                                {"code", session.joinCode()},
                                                                {"nickname", "Ann"},
                                                                {"seat", ""}})
                                          .toJson(QJsonDocument::Compact)));
            });
            QUrl url(QStringLiteral("ws://127.0.0.1/session"));
            url.setPort(session.port());
            socket.open(url);
            QElapsedTimer timer;
            timer.start();
            while (!welcomed && timer.elapsed() < 3000 &&
                   !(socket.state() == QAbstractSocket::UnconnectedState && timer.elapsed() > 200))
                QTest::qWait(20);
            return welcomed;
        };
        ClassSession network;
        QVERIFY(network.start(QHostAddress::Any, 0));
        QVERIFY(joins(network, QStringLiteral("http://") + own + QStringLiteral(".local:%1")));
        QVERIFY(!joins(network, QStringLiteral("http://evil.example:%1")));
        ClassSession loopback;
        QVERIFY(loopback.start(QHostAddress::LocalHost, 0));
        QVERIFY(!joins(loopback, QStringLiteral("http://") + own + QStringLiteral(":%1")));
    }

    // Origin: the page this server serves, or no Origin (a program); a page
    // of another site is refused, at the handshake and never joined.
    void onlyThePagesOwnOriginJoins_data()
    {
        QTest::addColumn<QString>("origin"); // %1: the session's port
        QTest::addColumn<bool>("allowed");
        QTest::newRow("none (a program)") << QString() << true;
        QTest::newRow("the served address") << "http://127.0.0.1:%1" << true;
        QTest::newRow("localhost") << "http://localhost:%1" << true;
        QTest::newRow("another site") << "http://evil.example" << false;
        QTest::newRow("another site, same port") << "http://evil.example:%1" << false;
        QTest::newRow("another port") << "http://127.0.0.1:1" << false;
        QTest::newRow("https") << "https://127.0.0.1:%1" << false;
        QTest::newRow("a file") << "null" << false;
        QTest::newRow("another address") << "http://10.9.8.7:%1" << false;
    }
    void onlyThePagesOwnOriginJoins()
    {
        QFETCH(QString, origin);
        QFETCH(bool, allowed);
        startSession();
        if (origin.contains(QLatin1String("%1")))
            origin = origin.arg(m_session->port());
        QWebSocket socket(origin);
        QList<QJsonObject> messages;
        connect(&socket, &QWebSocket::textMessageReceived, this, [&messages](const QString& t) {
            messages.append(QJsonDocument::fromJson(t.toUtf8()).object());
        });
        connect(&socket, &QWebSocket::connected, this, [&] {
            socket.sendTextMessage(
                QString::fromUtf8(QJsonDocument(QJsonObject{{"type", "join"},
                                                            {"code", m_session->joinCode()},
                                                            {"nickname", "Ann"},
                                                            {"seat", ""}})
                                      .toJson(QJsonDocument::Compact)));
        });
        socket.open(sessionUrl(*m_session));
        if (allowed) {
            QTRY_COMPARE(m_session->seatCount(), 1);
            QTRY_VERIFY(!messages.isEmpty());
            QCOMPARE(messages.first().value("type").toString(), QStringLiteral("welcome"));
        } else {
            // Refused before a word is read: no seat, no connection kept.
            QTRY_VERIFY(socket.state() == QAbstractSocket::UnconnectedState);
            QTest::qWait(100);
            QCOMPARE(m_session->seatCount(), 0);
            QCOMPARE(m_session->connectionCount(), 0);
            for (const QJsonObject& m : messages)
                QVERIFY(m.value("type").toString() != QLatin1String("welcome"));
        }
    }

    // The refusal comes at the handshake: 403, not an upgrade.
    void anotherSitesUpgradeGets403()
    {
        startSession();
        const auto upgrade = [this](const QByteArray& origin) {
            QByteArray request = "GET /session HTTP/1.1\r\nHost: 127.0.0.1:" +
                                 QByteArray::number(m_session->port()) +
                                 "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                 "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                                 "Sec-WebSocket-Version: 13\r\n";
            if (!origin.isEmpty())
                request += "Origin: " + origin + "\r\n";
            return statusLine(m_session->port(), request + "\r\n");
        };
        QCOMPARE(upgrade("http://evil.example"), QByteArray("HTTP/1.1 403 Forbidden"));
        QCOMPARE(upgrade("http://127.0.0.1:" + QByteArray::number(m_session->port())),
                 QByteArray("HTTP/1.1 101 Switching Protocols"));
    }

    // Plain HTTP: at most maxHttpConnections open at once (503 past it),
    // and a place again once one closes.
    void httpConnectionsAtOnceAreBounded()
    {
        ae::SessionLimits limits;
        limits.maxHttpConnections = 3;
        startSession(limits);
        // WebSockets do not count against it: two students are in first.
        joinedStudent("Ann");
        joinedStudent("Bob");
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int i = 0; i < 3; ++i) {
            idle.push_back(std::make_unique<QTcpSocket>());
            idle.back()->connectToHost(QHostAddress::LocalHost, m_session->port());
            QVERIFY(idle.back()->waitForConnected(3000));
        }
        QTcpSocket late;
        late.connectToHost(QHostAddress::LocalHost, m_session->port());
        QVERIFY(late.waitForConnected(3000));
        QByteArray answer;
        QTRY_VERIFY((answer += late.readAll()).contains("\r\n"));
        QVERIFY2(answer.startsWith("HTTP/1.1 503"), answer.constData());
        QTRY_VERIFY(late.state() == QAbstractSocket::UnconnectedState);
        // The idle ones are still open; one goes, and the page loads again.
        for (const auto& socket : idle)
            QCOMPARE(socket->state(), QAbstractSocket::ConnectedState);
        idle.front()->disconnectFromHost();
        idle.erase(idle.begin());
        QTRY_COMPARE(statusLine(m_session->port(), pageRequest()), QByteArray("HTTP/1.1 200 OK"));
        QCOMPARE(m_session->seatCount(), 2);
    }

    // Per client address: maxHttpBurst connections + requests, refilled at
    // maxHttpRequestsPerSecond (429 past it); another address has its own.
    void httpRequestsPerClientAreBounded()
    {
        ae::SessionLimits limits;
        limits.maxHttpBurst = 6;
        limits.maxHttpRequestsPerSecond = 0.05; // no refill to speak of during the test
        startSession(limits);
        // One connection per request: a connection and a request, two tokens.
        const auto get = [this](const QHostAddress& from) {
            return statusLine(m_session->port(), pageRequest(), from);
        };
        const QHostAddress one(QStringLiteral("127.0.0.1"));
        for (int i = 0; i < 3; ++i)
            QCOMPARE(get(one), QByteArray("HTTP/1.1 200 OK"));
        QCOMPARE(get(one), QByteArray("HTTP/1.1 429 Too Many Requests"));
        // Another client (127.0.0.2 on the loopback) is not held back.
        const QHostAddress two(QStringLiteral("127.0.0.2"));
        QCOMPARE(get(two), QByteArray("HTTP/1.1 200 OK"));
    }

    // The table of client addresses is bounded: a new address past it is
    // refused while every tracked one is still drained.
    void httpAddressTableIsBounded()
    {
        ae::SessionLimits limits;
        limits.maxTrackedAddresses = 2;
        limits.maxHttpBurst = 4;
        limits.maxHttpRequestsPerSecond = 0.05;
        startSession(limits);
        const auto status = [this](const char* from) {
            return statusLine(m_session->port(), pageRequest(), QHostAddress(QLatin1String(from)));
        };
        QCOMPARE(status("127.0.0.2"), QByteArray("HTTP/1.1 200 OK"));
        QCOMPARE(status("127.0.0.3"), QByteArray("HTTP/1.1 200 OK"));
        QCOMPARE(status("127.0.0.4"), QByteArray("HTTP/1.1 429 Too Many Requests"));
    }

    void stopDropsEverything()
    {
        startSession();
        TestStudent* ann = joinedStudent("Ann");
        TestStudent* bob = joinedStudent("Bob");
        const QString seat = ann->last("welcome").value("seat").toString();
        const int id = m_session->ask(choiceQuestion());
        QTRY_COMPARE(ann->count("question"), 1);
        ann->send(answerChoice(id, 1));
        QTRY_COMPARE(m_session->answerCount(), 1);
        QSignalSpy running(m_session.get(), &ClassSession::runningChanged);

        m_session->stop();
        QCOMPARE(running.count(), 1);
        QCOMPARE(m_session->seatCount(), 0);
        QCOMPARE(m_session->answerCount(), 0);
        QCOMPARE(m_session->connectionCount(), 0);
        QVERIFY(!m_session->hasQuestion());
        QVERIFY(m_session->joinCode().isEmpty());
        QTRY_VERIFY(ann->closed && bob->closed);
        QCOMPARE(ann->closeReason, QStringLiteral("ended"));
        QCOMPARE(bob->closeReason, QStringLiteral("ended"));

        // The next session knows nobody: the old seat token gets a new seat.
        QVERIFY(m_session->start(QHostAddress::LocalHost, 0));
        TestStudent* again = joinedStudent("Ann", seat);
        QVERIFY(again->last("welcome").value("seat").toString() != seat);
        QTRY_COMPARE(again->count("idle"), 1);
    }
};

AE_TEST_MAIN_CORE(TestClassSession)
#include "test_class_session.moc"
