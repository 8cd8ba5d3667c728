// The class page in a real browser: Debian's headless chromium opens it,
// joins with the code and a nickname, answers a choice and a sketch question
// (dragging one bar keeps the sketch a distribution), and shows the reveal;
// the server counts each answer. Driven over the DevTools protocol (a
// QWebSocket to chromium's --remote-debugging-port). Skipped only when no
// chromium is installed.
#include "ui/session/class_session.h"

#include "tests/test_main.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QWebSocket>

#include <unistd.h>

using namespace ae;

namespace {

constexpr int kTimeoutMs = 30000;

// One headless chromium with one page, and a DevTools connection to it.
class Browser
{
public:
    bool open(const QString& executable, const QUrl& url, const QString& language, QString* error)
    {
        QStringList args{QStringLiteral("--headless"),
                         QStringLiteral("--disable-gpu"),
                         QStringLiteral("--no-first-run"),
                         QStringLiteral("--no-default-browser-check"),
                         QStringLiteral("--user-data-dir=") + m_profile.path(),
                         QStringLiteral("--remote-debugging-port=0"),
                         QStringLiteral("--window-size=360,740"),
                         QStringLiteral("--lang=") + language,
                         QStringLiteral("--accept-lang=") + language};
        if (geteuid() == 0)
            args << QStringLiteral("--no-sandbox"); // chromium refuses root otherwise
        args << url.toString();
        m_process.setProgram(executable);
        m_process.setArguments(args);
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        QByteArray stderrText;
        QObject::connect(&m_process, &QProcess::readyReadStandardError,
                         [&] { stderrText += m_process.readAllStandardError(); });
        m_process.start();
        if (!m_process.waitForStarted(kTimeoutMs))
            return fail(error, QStringLiteral("chromium did not start"));
        static const QRegularExpression listening(
            QStringLiteral("DevTools listening on (ws://\\S+)"));
        QElapsedTimer timer;
        timer.start();
        QRegularExpressionMatch match;
        while (!(match = listening.match(QString::fromUtf8(stderrText))).hasMatch()) {
            if (timer.elapsed() > kTimeoutMs || m_process.state() == QProcess::NotRunning)
                return fail(error, QStringLiteral("no DevTools endpoint: ") +
                                       QString::fromUtf8(stderrText.right(2000)));
            QTest::qWait(50);
        }
        QObject::disconnect(&m_process, &QProcess::readyReadStandardError, nullptr, nullptr);
        const QUrl browserUrl(match.captured(1));

        // The page target: /json/list on the same port.
        QString pageSocket;
        while (pageSocket.isEmpty()) {
            QNetworkAccessManager manager;
            QNetworkReply* reply = manager.get(QNetworkRequest(
                QUrl(QStringLiteral("http://127.0.0.1:%1/json/list").arg(browserUrl.port()))));
            QSignalSpy done(reply, &QNetworkReply::finished);
            done.wait(5000);
            for (const QJsonValue& target : QJsonDocument::fromJson(reply->readAll()).array())
                if (target[QStringLiteral("type")].toString() == QLatin1String("page"))
                    pageSocket = target[QStringLiteral("webSocketDebuggerUrl")].toString();
            reply->deleteLater();
            if (pageSocket.isEmpty()) {
                if (timer.elapsed() > kTimeoutMs)
                    return fail(error, QStringLiteral("no page target"));
                QTest::qWait(100);
            }
        }
        QObject::connect(
            &m_devtools, &QWebSocket::textMessageReceived, [this](const QString& text) {
                const QJsonObject reply = QJsonDocument::fromJson(text.toUtf8()).object();
                if (reply.contains(QStringLiteral("id")))
                    m_replies.insert(reply.value(QStringLiteral("id")).toInt(), reply);
            });
        m_devtools.open(QUrl(pageSocket));
        while (m_devtools.state() != QAbstractSocket::ConnectedState) {
            if (timer.elapsed() > kTimeoutMs)
                return fail(error, QStringLiteral("cannot connect to DevTools: ") +
                                       m_devtools.errorString());
            QTest::qWait(20);
        }
        return true;
    }

    ~Browser()
    {
        m_devtools.abort();
        // SIGTERM lets chromium take its renderers down and let go of the
        // profile folder; SIGKILL only if it does not exit.
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate();
            if (!m_process.waitForFinished(10000)) {
                m_process.kill();
                m_process.waitForFinished(5000);
            }
        }
        // Chromium's network process writes "Default/Network Persistent
        // State" as it goes down, after the browser process has exited: a
        // single removal raced it and left a profile folder in /tmp on
        // every few runs. Remove until the folder stays gone for 200 ms.
        const QString profile = m_profile.path();
        for (int attempt = 0; attempt < 15; ++attempt) {
            QDir(profile).removeRecursively();
            QTest::qWait(200);
            if (!QFileInfo::exists(profile))
                break;
        }
    }

    // One DevTools command; its reply's "result" (empty on timeout).
    QJsonObject call(const QString& method, const QJsonObject& params)
    {
        const int id = ++m_nextId;
        const QJsonObject message{{QStringLiteral("id"), id},
                                  {QStringLiteral("method"), method},
                                  {QStringLiteral("params"), params}};
        m_devtools.sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
        QElapsedTimer timer;
        timer.start();
        while (!m_replies.contains(id) && timer.elapsed() < kTimeoutMs)
            QTest::qWait(10);
        return m_replies.take(id).value(QStringLiteral("result")).toObject();
    }

    // Runtime.evaluate: the expression's value (JSON), or an invalid value on error.
    QJsonValue evaluate(const QString& expression)
    {
        return call(QStringLiteral("Runtime.evaluate"),
                    {{QStringLiteral("expression"), expression},
                     {QStringLiteral("returnByValue"),
                      true}})[QStringLiteral("result")][QStringLiteral("value")];
    }

    // Saves the page as PNG into $AE_SESSION_SCREENSHOTS/<name>.png when that
    // variable names a folder (for looking at the page; the test passes either way).
    void screenshot(const QString& name)
    {
        const QString dir = qEnvironmentVariable("AE_SESSION_SCREENSHOTS");
        if (dir.isEmpty())
            return;
        const QJsonObject shot =
            call(QStringLiteral("Page.captureScreenshot"), {{QStringLiteral("format"), "png"}});
        QFile file(QDir(dir).filePath(name + QStringLiteral(".png")));
        if (file.open(QIODevice::WriteOnly))
            file.write(
                QByteArray::fromBase64(shot.value(QStringLiteral("data")).toString().toLatin1()));
    }

    // A phone's viewport (headless windows are at least 500 px wide).
    void emulatePhone()
    {
        call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
             {{QStringLiteral("width"), 360},
              {QStringLiteral("height"), 740},
              {QStringLiteral("deviceScaleFactor"), 2},
              {QStringLiteral("mobile"), true}});
    }

    // open() on a session's join page, then waits until its Join button is there.
    bool openJoinPage(const QString& chromium, const QUrl& url, const QString& language,
                      QString* error)
    {
        if (!open(chromium, url, language, error))
            return false;
        if (waitFor(QStringLiteral("document.readyState === 'complete' && "
                                   "!!document.getElementById('join-button')")))
            return true;
        return fail(error, QStringLiteral("the join page did not load"));
    }

    // Evaluates `expression` until it is true (or the timeout).
    bool waitFor(const QString& expression)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < kTimeoutMs) {
            if (evaluate(expression).toBool())
                return true;
            QTest::qWait(50);
        }
        return false;
    }

private:
    static bool fail(QString* error, const QString& message)
    {
        *error = message;
        return false;
    }

    QTemporaryDir m_profile;
    QProcess m_process;
    QWebSocket m_devtools;
    QHash<int, QJsonObject> m_replies;
    int m_nextId = 0;
};

QString chromiumExecutable()
{
    for (const char* name : {"chromium", "chromium-browser"}) {
        const QString path = QStandardPaths::findExecutable(QLatin1String(name));
        if (!path.isEmpty())
            return path;
    }
    return QString();
}

} // namespace

class TestSessionBrowser : public QObject
{
    Q_OBJECT
private slots:
    void joinAndAnswerInChromium()
    {
        const QString chromium = chromiumExecutable();
        if (chromium.isEmpty())
            QSKIP("chromium is not installed (scripts/install-deps.sh installs it)");
        ClassSession session;
        QVERIFY(session.start(QHostAddress::LocalHost, 0));
        Browser browser;
        QString error;
        QVERIFY2(browser.openJoinPage(chromium, session.joinUrl(), QStringLiteral("en-US"), &error),
                 qPrintable(error));
        // The QR code's URL fills in the code; the page is in English.
        QCOMPARE(
            browser.evaluate(QStringLiteral("document.getElementById('code').value")).toString(),
            session.joinCode());
        QCOMPARE(
            browser.evaluate(QStringLiteral("document.getElementById('join-button').textContent"))
                .toString(),
            QStringLiteral("Join"));
        // Usable at 360 px: nothing wider than the viewport.
        browser.emulatePhone();
        const QJsonValue widths = browser.evaluate(
            QStringLiteral("[window.innerWidth, document.documentElement.scrollWidth]"));
        QVERIFY2(widths[1].toInt() <= widths[0].toInt() && widths[0].toInt() == 360,
                 QJsonDocument(widths.toArray()).toJson().constData());

        browser.screenshot(QStringLiteral("page-en-join"));
        browser.evaluate(QStringLiteral("document.getElementById('nickname').value = 'Robot';"
                                        "document.getElementById('join-button').click(); true"));
        QTRY_COMPARE_WITH_TIMEOUT(session.seatCount(), 1, kTimeoutMs);
        QCOMPARE(session.students().front().nickname, QStringLiteral("Robot"));
        QVERIFY(browser.waitFor(QStringLiteral("!document.getElementById('waiting').hidden")));

        // A choice question: tap "cat", send.
        ClassQuestion choice;
        choice.kind = QuestionKind::WinningKey;
        choice.prompt = "Which key wins?";
        choice.choices = {"the", "cat", "sat"};
        choice.correctChoice = 1;
        session.ask(choice);
        QVERIFY(browser.waitFor(
            QStringLiteral("document.querySelectorAll('button.choice').length === 3")));
        QCOMPARE(browser.evaluate(QStringLiteral("document.getElementById('prompt').textContent"))
                     .toString(),
                 QStringLiteral("Which key wins?"));
        browser.evaluate(QStringLiteral("document.getElementById('choice-1').click();"
                                        "document.getElementById('send').click(); true"));
        QTRY_COMPARE_WITH_TIMEOUT(session.answerCount(), 1, kTimeoutMs);
        QCOMPARE(session.aggregate().counts, (std::vector<int>{0, 1, 0}));
        QVERIFY(browser.waitFor(QStringLiteral("!document.getElementById('received').hidden")));

        // The phone sleeps (its socket drops without a reason): the page comes
        // back to the same seat, and its answer is still the one counted.
        const QString seat =
            browser
                .evaluate(QStringLiteral("localStorage.getItem('ae-session-seat-%1')")
                              .arg(session.joinCode()))
                .toString();
        QCOMPARE(seat.size(), 32);
        browser.evaluate(QStringLiteral("state.ws.close(); true"));
        QTRY_VERIFY_WITH_TIMEOUT(!session.students().front().connected, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(session.students().front().connected, kTimeoutMs);
        QCOMPARE(session.seatCount(), 1);
        QCOMPARE(session.answerCount(), 1);
        QVERIFY(browser.waitFor(QStringLiteral("!document.getElementById('received').hidden && "
                                               "document.getElementById('send').disabled")));

        session.reveal();
        QVERIFY(browser.waitFor(
            QStringLiteral("document.getElementById('choice-1').classList.contains('correct')")));

        // A sketch: three bars start at 1/3; dragging "the" to 70 % leaves
        // 30 % shared by the others in their ratio (15 % each).
        Vector truth(3);
        truth << 0.2f, 0.5f, 0.3f;
        session.ask(sketchRowQuestion("Sketch", {"the", "cat", "sat"}, truth));
        QVERIFY(browser.waitFor(QStringLiteral("!!document.getElementById('bar-2')")));
        browser.screenshot(QStringLiteral("page-en-sketch"));
        browser.evaluate(QStringLiteral(
            "const r = document.getElementById('bar-0'); r.value = '700';"
            "r.dispatchEvent(new Event('input')); document.getElementById('send').click(); true"));
        QTRY_COMPARE_WITH_TIMEOUT(session.answerCount(), 1, kTimeoutMs);
        const ClassAnswer sketch = session.answers().front().second;
        QVERIFY(qAbs(sketch.sketch[0] - 0.7f) < 1e-4f);
        QVERIFY(qAbs(sketch.sketch[1] - 0.15f) < 1e-4f);
        QVERIFY(qAbs(sketch.sketch[2] - 0.15f) < 1e-4f);
        // TV((0.7, 0.15, 0.15), (0.2, 0.5, 0.3)) = ½(0.5 + 0.35 + 0.15) = 0.5.
        session.reveal();
        QVERIFY(browser.waitFor(QStringLiteral("!document.getElementById('reveal').hidden")));
        const QString reveal =
            browser.evaluate(QStringLiteral("document.getElementById('reveal').textContent"))
                .toString();
        QVERIFY2(reveal.contains(QStringLiteral("0.50")), qPrintable(reveal));
        QVERIFY2(reveal.contains(QStringLiteral("not the true top key")), qPrintable(reveal));
        browser.screenshot(QStringLiteral("page-en-reveal"));

        // The teacher stops: the page says so.
        session.stop();
        QVERIFY(browser.waitFor(QStringLiteral(
            "document.getElementById('status').textContent.includes('ended the session')")));
    }

    void chineseBrowserGetsChinese()
    {
        const QString chromium = chromiumExecutable();
        if (chromium.isEmpty())
            QSKIP("chromium is not installed (scripts/install-deps.sh installs it)");
        ClassSession session;
        QVERIFY(session.start(QHostAddress::LocalHost, 0));
        Browser browser;
        QString error;
        QVERIFY2(browser.openJoinPage(chromium, session.joinUrl(), QStringLiteral("zh-CN"), &error),
                 qPrintable(error));
        QCOMPARE(
            browser.evaluate(QStringLiteral("document.getElementById('join-button').textContent"))
                .toString(),
            QStringLiteral("加入"));
        QCOMPARE(browser.evaluate(QStringLiteral("document.documentElement.lang")).toString(),
                 QStringLiteral("zh-CN"));
        // A wrong code is refused and said so in Chinese.
        browser.evaluate(QStringLiteral("document.getElementById('code').value = 'ZZZZZZ';"
                                        "document.getElementById('nickname').value = '小明';"
                                        "document.getElementById('join-button').click(); true"));
        QVERIFY(browser.waitFor(QStringLiteral(
            "document.getElementById('status').textContent.includes('加入码不对')")));
        QCOMPARE(session.seatCount(), 0);

        // The right code; a sketch question (the prompt is the teacher's).
        browser.emulatePhone();
        browser.evaluate(QStringLiteral("document.getElementById('code').value = '%1';"
                                        "document.getElementById('join-button').click(); true")
                             .arg(session.joinCode()));
        QTRY_COMPARE_WITH_TIMEOUT(session.seatCount(), 1, kTimeoutMs);
        Vector truth(4);
        truth << 0.1f, 0.6f, 0.2f, 0.1f;
        session.ask(sketchRowQuestion("画出查询 2“猫”的注意力：它给每个键多少权重？",
                                      {"小", "猫", "坐", "着"}, truth));
        QVERIFY(browser.waitFor(QStringLiteral("!!document.getElementById('bar-3')")));
        QCOMPARE(browser.evaluate(QStringLiteral("document.getElementById('send').textContent"))
                     .toString(),
                 QStringLiteral("提交答案"));
        browser.evaluate(
            QStringLiteral("const r = document.getElementById('bar-1'); r.value = '500';"
                           "r.dispatchEvent(new Event('input')); true"));
        browser.screenshot(QStringLiteral("page-zh-sketch"));
        browser.evaluate(QStringLiteral("document.getElementById('send').click(); true"));
        QTRY_COMPARE_WITH_TIMEOUT(session.answerCount(), 1, kTimeoutMs);
        QVERIFY(browser.waitFor(QStringLiteral("!document.getElementById('received').hidden")));
        session.reveal();
        QVERIFY(browser.waitFor(
            QStringLiteral("document.getElementById('reveal').textContent.includes('总变差')")));
        browser.screenshot(QStringLiteral("page-zh-reveal"));
    }

    // A message the server refuses is explained on the phone in the page's
    // language (the server sends a code and its numbers, not a sentence); a
    // page of another site (here a data: page, whose origin is "null") cannot
    // open the session's WebSocket.
    void refusalsAreWordedAndOtherSitesRefused()
    {
        const QString chromium = chromiumExecutable();
        if (chromium.isEmpty())
            QSKIP("chromium is not installed (scripts/install-deps.sh installs it)");
        ClassSession session;
        QVERIFY(session.start(QHostAddress::LocalHost, 0));
        Browser browser;
        QString error;
        QVERIFY2(browser.openJoinPage(chromium, session.joinUrl(), QStringLiteral("zh-CN"), &error),
                 qPrintable(error));
        browser.evaluate(QStringLiteral("document.getElementById('code').value = '%1';"
                                        "document.getElementById('nickname').value = '小明';"
                                        "document.getElementById('join-button').click(); true")
                             .arg(session.joinCode()));
        QTRY_COMPARE_WITH_TIMEOUT(session.seatCount(), 1, kTimeoutMs);
        ClassQuestion question;
        question.kind = QuestionKind::WinningKey;
        question.prompt = "哪个键胜出？";
        question.choices = {"小", "猫", "坐"};
        question.correctChoice = 1;
        session.ask(question);
        QVERIFY(browser.waitFor(QStringLiteral("!!document.getElementById('choice-2')")));
        // The page's own socket sends 65 bars (as a tampered page would).
        browser.evaluate(QStringLiteral("state.ws.send(JSON.stringify({type: 'answer', "
                                        "question: 1, sketch: Array(65).fill(1)})); true"));
        QVERIFY(browser.waitFor(QStringLiteral(
            "document.getElementById('status').textContent === '发送了 65 个条形，只能是 1 到 "
            "64 个。'")));
        QCOMPARE(session.answerCount(), 0);
        browser.screenshot(QStringLiteral("page-zh-refused"));

        browser.call(
            QStringLiteral("Page.navigate"),
            {{QStringLiteral("url"), QStringLiteral("data:text/html,<p>another site</p>")}});
        QVERIFY(browser.waitFor(QStringLiteral("location.protocol === 'data:' && "
                                               "document.readyState === 'complete'")));
        QCOMPARE(browser.evaluate(QStringLiteral("window.origin")).toString(),
                 QStringLiteral("null"));
        browser.evaluate(QStringLiteral("var result = 'pending';"
                                        "var probe = new WebSocket('ws://127.0.0.1:%1/session');"
                                        "probe.onopen = () => { result = 'open'; };"
                                        "probe.onerror = () => { result = 'refused'; }; true")
                             .arg(session.port()));
        QVERIFY2(browser.waitFor(QStringLiteral("result === 'refused'")),
                 qPrintable(browser.evaluate(QStringLiteral("result")).toString()));
        QCOMPARE(session.connectionCount(), 0);
        QCOMPARE(session.seatCount(), 1); // 小明's seat, from the page itself
    }
};

AE_TEST_MAIN_CORE(TestSessionBrowser)
#include "test_session_browser.moc"
