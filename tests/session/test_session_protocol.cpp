// The strict parser of students' messages (ui/session/session_protocol.h):
// what it accepts, and that each refusal names the member that is wrong; the
// server's messages as the page reads them.
#include "ui/session/session_protocol.h"

#include "tests/test_main.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

using ae::ClientMessage;

class TestSessionProtocol : public QObject
{
    Q_OBJECT
private slots:
    void acceptsJoin()
    {
        QString error;
        const auto m = ae::parseClientMessage(
            R"({"type":"join","code":"K7QM2P","nickname":"  李雷 ","seat":""})", &error);
        QVERIFY2(m, qPrintable(error));
        QCOMPARE(m->type, ClientMessage::Type::Join);
        QCOMPARE(m->code, QStringLiteral("K7QM2P"));
        QCOMPARE(m->nickname, QStringLiteral("李雷")); // trimmed
        QVERIFY(m->seat.isEmpty());
        const auto again = ae::parseClientMessage(
            R"({"type":"join","code":"K7QM2P","nickname":"Ann","seat":"0123456789abcdef0123456789abcdef"})",
            &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->seat, QStringLiteral("0123456789abcdef0123456789abcdef"));
    }

    void acceptsAnswers()
    {
        QString error;
        auto m = ae::parseClientMessage(R"({"type":"answer","question":3,"choice":2.0})", &error);
        QVERIFY2(m, qPrintable(error));
        QCOMPARE(m->questionId, 3);
        QCOMPARE(m->field, ClientMessage::AnswerField::Choice);
        QCOMPARE(m->answer.choice, 2);
        m = ae::parseClientMessage(R"({"question":1,"number":-12.5,"type":"answer"})", &error);
        QVERIFY2(m, qPrintable(error));
        QCOMPARE(m->field, ClientMessage::AnswerField::Number);
        QCOMPARE(m->answer.number, -12.5);
        // Bars 1, 3, 0, 4 are normalised: 1/8, 3/8, 0, 1/2.
        m = ae::parseClientMessage(R"({"type":"answer","question":1,"sketch":[1,3,0,4]})", &error);
        QVERIFY2(m, qPrintable(error));
        QCOMPARE(m->field, ClientMessage::AnswerField::Sketch);
        QCOMPARE(m->answer.sketch.size(), Eigen::Index(4));
        QCOMPARE(m->answer.sketch[0], 0.125f);
        QCOMPARE(m->answer.sketch[3], 0.5f);
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("member"); // the error starts with it
        QTest::newRow("empty") << QByteArray() << "message";
        QTest::newRow("not json") << QByteArray("{type:join}") << "message";
        QTest::newRow("string") << QByteArray(R"("join")") << "message";
        QTest::newRow("array") << QByteArray("[]") << "message";
        QTest::newRow("no type") << QByteArray(R"({"code":"K7QM2P"})") << "type";
        QTest::newRow("type number") << QByteArray(R"({"type":1})") << "type";
        QTest::newRow("join missing seat")
            << QByteArray(R"({"type":"join","code":"K7QM2P","nickname":"a"})") << "seat";
        QTest::newRow("join extra")
            << QByteArray(
                   R"({"type":"join","code":"K7QM2P","nickname":"a","seat":"","admin":true})")
            << "admin";
        QTest::newRow("code short")
            << QByteArray(R"({"type":"join","code":"K7QM2","nickname":"a","seat":""})") << "code";
        QTest::newRow("code confusable 0")
            << QByteArray(R"({"type":"join","code":"K7QM20","nickname":"a","seat":""})") << "code";
        QTest::newRow("code lowercase")
            << QByteArray(R"({"type":"join","code":"k7qm2p","nickname":"a","seat":""})") << "code";
        QTest::newRow("code number")
            << QByteArray(R"({"type":"join","code":234567,"nickname":"a","seat":""})") << "code";
        QTest::newRow("nickname blank")
            << QByteArray(R"({"type":"join","code":"K7QM2P","nickname":"   ","seat":""})")
            << "nickname";
        QTest::newRow("nickname 25")
            << QByteArray(
                   R"({"type":"join","code":"K7QM2P","nickname":"abcdefghijklmnopqrstuvwxy","seat":""})")
            << "nickname";
        QTest::newRow("nickname control") << QByteArray("{\"type\":\"join\",\"code\":\"K7QM2P\","
                                                        "\"nickname\":\"a\\u0007b\",\"seat\":\"\"}")
                                          << "nickname";
        QTest::newRow("nickname bidi override")
            << QByteArray("{\"type\":\"join\",\"code\":\"K7QM2P\",\"nickname\":\"a\\u202eb\","
                          "\"seat\":\"\"}")
            << "nickname";
        QTest::newRow("seat uppercase")
            << QByteArray(
                   R"({"type":"join","code":"K7QM2P","nickname":"a","seat":"0123456789ABCDEF0123456789abcdef"})")
            << "seat";
        QTest::newRow("seat short")
            << QByteArray(R"({"type":"join","code":"K7QM2P","nickname":"a","seat":"abc"})")
            << "seat";
        QTest::newRow("answer nothing")
            << QByteArray(R"({"type":"answer","question":1})") << "answer";
        QTest::newRow("answer two")
            << QByteArray(R"({"type":"answer","question":1,"choice":1,"sketch":[1]})") << "answer";
        QTest::newRow("question 0")
            << QByteArray(R"({"type":"answer","question":0,"choice":1})") << "question";
        QTest::newRow("question string")
            << QByteArray(R"({"type":"answer","question":"1","choice":1})") << "question";
        QTest::newRow("question missing")
            << QByteArray(R"({"type":"answer","choice":1})") << "question";
        QTest::newRow("choice negative")
            << QByteArray(R"({"type":"answer","question":1,"choice":-1})") << "choice";
        QTest::newRow("choice 64")
            << QByteArray(R"({"type":"answer","question":1,"choice":64})") << "choice";
        QTest::newRow("choice fraction")
            << QByteArray(R"({"type":"answer","question":1,"choice":1.5})") << "choice";
        QTest::newRow("choice huge")
            << QByteArray(R"({"type":"answer","question":1,"choice":1e300})") << "choice";
        QTest::newRow("number string")
            << QByteArray(R"({"type":"answer","question":1,"number":"3"})") << "number";
        QTest::newRow("number null")
            << QByteArray(R"({"type":"answer","question":1,"number":null})") << "number";
        QTest::newRow("sketch empty")
            << QByteArray(R"({"type":"answer","question":1,"sketch":[]})") << "sketch";
        QTest::newRow("sketch zero")
            << QByteArray(R"({"type":"answer","question":1,"sketch":[0,0]})") << "sketch";
        QTest::newRow("sketch negative")
            << QByteArray(R"({"type":"answer","question":1,"sketch":[1,-1]})") << "sketch";
        QTest::newRow("sketch string")
            << QByteArray(R"({"type":"answer","question":1,"sketch":[1,"2"]})") << "sketch";
        QTest::newRow("sketch too big bar")
            << QByteArray(R"({"type":"answer","question":1,"sketch":[1,1e7]})") << "sketch";
        QByteArray many = R"({"type":"answer","question":1,"sketch":[)";
        for (int i = 0; i < 65; ++i)
            many += i ? ",1" : "1";
        many += "]}";
        QTest::newRow("sketch 65 bars") << many << "sketch";
        QTest::newRow("oversized")
            << (QByteArray(R"({"type":"answer","question":1,"number":1,"p":")") +
                QByteArray(4096, 'x') + "\"}")
            << "message";
    }
    void refuses()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, member);
        QString error;
        QVERIFY(!ae::parseClientMessage(message, &error));
        QVERIFY2(error.startsWith(member + QLatin1Char(':')), qPrintable(error));
    }

    void serverMessages()
    {
        ae::Vector row(2);
        row << 0.25f, 0.75f;
        const ae::ClassQuestion q = ae::sketchRowQuestion("Sketch", {"a", "b"}, row);
        QJsonObject m = QJsonDocument::fromJson(ae::questionMessage(4, q, false)).object();
        QCOMPARE(m.value("type").toString(), QStringLiteral("question"));
        QCOMPARE(m.value("id").toInt(), 4);
        QCOMPARE(m.value("kind").toString(), QStringLiteral("sketch_row"));
        QCOMPARE(m.value("choices").toArray(), (QJsonArray{"a", "b"}));
        QCOMPARE(m.value("answered").toBool(), false);
        QVERIFY(!m.contains("true_row")); // the truth stays on the teacher's side until reveal

        ae::ClassAnswer own;
        own.sketch = ae::normaliseSketch(ae::Vector::Constant(2, 1.0f)); // (0.5, 0.5)
        m = QJsonDocument::fromJson(ae::revealMessage(4, q, &own)).object();
        QCOMPARE(m.value("true_row").toArray(), (QJsonArray{0.25, 0.75}));
        QCOMPARE(m.value("distance").toDouble(), 0.25); // ½(0.25 + 0.25)
        QCOMPARE(m.value("correct").toBool(), false);   // top key 0 (first max) vs 1
        m = QJsonDocument::fromJson(ae::revealMessage(4, q, nullptr)).object();
        QCOMPARE(m.value("answered").toBool(), false);
        QVERIFY(!m.contains("correct"));
    }

    // Refusals are codes: the message sent to the browser names the code,
    // the member and the numbers; the English sentence is for the teacher.
    void refusalsAreCodes()
    {
        ae::ProtocolError error;
        QVERIFY(!ae::parseClientMessage(R"({"type":"answer","question":2,"sketch":[1,2,3e7]})",
                                        &error));
        QCOMPARE(error.code, QStringLiteral("sketch_bar"));
        QCOMPARE(error.member, QStringLiteral("sketch"));
        QCOMPARE(error.values.value("index").toInt(), 2);
        QCOMPARE(error.values.value("max").toDouble(), 1e6);
        QCOMPARE(ae::protocolErrorText(error),
                 QStringLiteral("sketch: bar 2 must be a number from 0 to 1000000"));
        const QJsonObject sent = QJsonDocument::fromJson(ae::errorMessage(error)).object();
        QCOMPARE(sent.value("type").toString(), QStringLiteral("error"));
        QCOMPARE(sent.value("code").toString(), QStringLiteral("sketch_bar"));
        QCOMPARE(sent.value("member").toString(), QStringLiteral("sketch"));
        QCOMPARE(sent.value("index").toInt(), 2);
        // All-zero bars: the one refusal normaliseSketch adds.
        QVERIFY(
            !ae::parseClientMessage(R"({"type":"answer","question":2,"sketch":[0,0]})", &error));
        QCOMPARE(error.code, QStringLiteral("sketch_sum"));
        // A member name the sender made up is quoted, but not at any length.
        const QByteArray longName =
            "{\"type\":\"answer\",\"question\":1,\"choice\":0,\"" + QByteArray(200, 'x') + "\":1}";
        QVERIFY(!ae::parseClientMessage(longName, &error));
        QCOMPARE(error.code, QStringLiteral("unknown_member"));
        QCOMPARE(error.member.size(), 32);
    }

    // Every code has its English sentence here and its words on the page,
    // in English and in Chinese.
    void everyCodeIsWorded()
    {
        QFile file(qEnvironmentVariable("AE_SOURCE_DIR", QStringLiteral(".")) +
                   QStringLiteral("/resources/session/session.js"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString script = QString::fromUtf8(file.readAll());
        const qsizetype zh = script.indexOf(QLatin1String("\n  zh: {"));
        QVERIFY(zh > 0);
        const QString english = script.left(zh);
        const QString chinese = script.mid(zh);
        const QStringList codes = ae::protocolErrorCodes();
        QCOMPARE(QSet<QString>(codes.begin(), codes.end()).size(), codes.size());
        for (const QString& code : codes) {
            const QString text = ae::protocolErrorText(ae::ProtocolError{code, "m", {}});
            QVERIFY2(!text.isEmpty() && text != code, qPrintable(code));
            const QString key = QStringLiteral("err_%1:").arg(code);
            QVERIFY2(english.contains(key), qPrintable(code + " has no English words on the page"));
            QVERIFY2(chinese.contains(key), qPrintable(code + " has no Chinese words on the page"));
        }
        // And the close reasons.
        for (const char* reason : {"wrong_code", "malformed", "too_large", "too_fast", "full",
                                   "replaced", "ended", "join_timeout", "forbidden_origin"})
            QVERIFY2(chinese.contains(QLatin1String(reason) + QLatin1Char(':')), reason);
        QCOMPARE(ae::closeReasonWord(ae::CloseReason::ForbiddenOrigin),
                 QStringLiteral("forbidden_origin"));
    }
};

AE_TEST_MAIN_CORE(TestSessionProtocol)
#include "test_session_protocol.moc"
