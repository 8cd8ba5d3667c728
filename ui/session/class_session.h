#pragma once
// The live class session: the teacher's app hosts, students join from a
// browser on the local network. No widgets; everything runs on the thread
// that owns the object (the GUI thread), driven by its event loop.
//
// Contract (each rule is tested in tests/session/test_class_session.cpp):
//
// Listening. Nothing listens until start(address, port); then one port serves
//   HTTP GET of exactly "/", "/session.js" and "/session.css" (the page,
//   embedded as :/session/…) and the WebSocket upgrade at "/session". Every
//   other path answers 404; a WebSocket at another path is closed. stop()
//   closes the listening socket, every client and every HTTP connection.
// Join code. start() draws a new random code of 6 characters from
//   joinCodeAlphabet() (QRandomGenerator::system()), so a code from an
//   earlier session never admits anyone. A join with another code closes that
//   client ("wrong_code") and creates no seat.
// Seats. A join with seat "" creates a seat with a new random 128-bit token
//   (sent in the welcome). A join with a token of this session reattaches that
//   seat (its nickname and its answer stay); the seat's previous connection,
//   if still open, is closed ("replaced"). An unknown token gets a new seat.
// Answers. One answer per seat per question: the FIRST counts. A repeat (also
//   after a reconnect) is acknowledged with "received" but changes nothing.
//   Answers to another question id, or after reveal(), are ignored. An answer
//   whose member does not fit the question (a sketch to a choice question, a
//   choice out of range, a sketch of the wrong length) closes that client.
//   ask() opens a new question (new id) and forgets the previous answers.
// Limits (SessionLimits). A text message over maxMessageBytes, a binary
//   message, or anything parseClientMessage refuses closes only that client,
//   with a reason word (session_protocol.h); a refused message is first
//   answered {"type":"error","code":…} (a code, never an English sentence:
//   the page words it in its language). Each client may send
//   maxMessagesPerSecond on average, bursts of maxBurst; over it, closed
//   ("too_fast"). At most maxConnections open WebSockets and maxSeats seats;
//   a client past either is closed ("full"). A connection that has not joined
//   within joinTimeoutMs is closed ("join_timeout"). After
//   maxWrongCodesPerAddress wrong codes from one address, every connection
//   from that address is closed at once ("wrong_code") until the next start().
// Origin. A browser's WebSocket carries its page's Origin: only the page
//   this server serves may join, http://ADDRESS:PORT with PORT this server's
//   and ADDRESS the address it listens on (any of this machine's addresses
//   when it listens on all; "localhost" too when loopback is served), or
//   this machine's own host name (isOwnHostName) when it serves more than
//   loopback: a class may type "teacher-pc.local". Any other name is refused,
//   even one that resolves to this machine (DNS rebinding). Another
//   origin is refused at the handshake (403) and, should a socket get
//   through, closed ("forbidden_origin") before it is read. No Origin (a
//   program, not a browser page) is let in, like the tests' QWebSocket clients.
// Plain HTTP (ConnectionGate). At most maxHttpConnections plain HTTP
//   connections at once (503 past it); per peer address maxHttpBurst
//   connections and requests at once, refilled at maxHttpRequestsPerSecond
//   (429 past it); the table of addresses is bounded (maxTrackedAddresses).
// Stop. stop() drops every seat, answer and the question, closes every client
//   ("ended") and the server; the next start() is a new session.

#include "core/class_question.h"
#include "ui/session/session_protocol.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <map>
#include <memory>
#include <optional>
#include <vector>

class QHttpServer;
class QTimer;
class QWebSocket;

namespace ae {

class ConnectionGate;

struct SessionLimits
{
    int maxMessageBytes = SessionProtocolLimits::maxMessageBytes;
    double maxMessagesPerSecond = 5.0;
    int maxBurst = 10;
    int maxConnections = 400;
    int maxSeats = 400;
    int joinTimeoutMs = 30000;
    // Wrong join codes one network address may try before every further
    // connection from it is refused (guessing the code is 31^6 ≈ 8.9e8 tries).
    int maxWrongCodesPerAddress = 10;
    // Plain HTTP (the page): connections open at once, and per peer address
    // new connections + requests a second (a phone needs about 8 to load).
    int maxHttpConnections = 128;
    double maxHttpRequestsPerSecond = 10.0;
    int maxHttpBurst = 40;
    int maxTrackedAddresses = 4096;
};

class ClassSession : public QObject
{
    Q_OBJECT
public:
    struct Student
    {
        QString nickname;
        bool connected = false;
        bool answered = false; // the open question
    };

    explicit ClassSession(QObject* parent = nullptr);
    ~ClassSession() override;

    void setLimits(const SessionLimits& limits) { m_limits = limits; }
    const SessionLimits& limits() const { return m_limits; }

    // Listens on `address`:`port` (0 picks a free port). False, with the
    // reason in `error`, when the port cannot be bound; nothing listens then.
    // A running session is stopped first.
    bool start(const QHostAddress& address, quint16 port, QString* error = nullptr);
    void stop();
    bool isRunning() const { return m_tcp != nullptr; }

    QString joinCode() const { return m_joinCode; }
    QHostAddress address() const { return m_address; }
    quint16 port() const { return m_port; }
    // http://address:port/?code=CODE (what the QR code holds); empty when stopped.
    QUrl joinUrl() const;
    // True for this machine's own host name, alone or with ".local" or its
    // domain (case-insensitive).
    static bool isOwnHostName(const QString& host);

    // Opens `question` (validated: throws EngineError naming the field) and
    // sends it to every joined student. Returns its id (1, 2, …).
    int ask(const ClassQuestion& question);
    // Closes the open question to answers and sends each student the truth
    // and whether they were right.
    void reveal();
    bool hasQuestion() const { return m_question.has_value(); }
    bool isRevealed() const { return m_revealed; }
    int questionId() const { return m_questionId; }
    const ClassQuestion* question() const { return m_question ? &*m_question : nullptr; }

    int connectionCount() const { return static_cast<int>(m_clients.size()); }
    int seatCount() const { return static_cast<int>(m_seats.size()); }
    int answerCount() const { return static_cast<int>(m_answerOrder.size()); }
    // Seats in the order they joined.
    std::vector<Student> students() const;
    // The answers to the open question, in arrival order (nickname, answer).
    std::vector<std::pair<QString, ClassAnswer>> answers() const;
    ClassAggregate aggregate() const;

signals:
    void runningChanged(bool running);
    void studentsChanged();
    void answersChanged();
    // A client was closed by the server (limits, protocol, wrong code).
    void clientRefused(const QString& reason, const QString& detail);

private:
    struct Client
    {
        QWebSocket* socket = nullptr;
        QString seat; // empty until joined
        double tokens = 0.0;
        QElapsedTimer lastRefill;
        QElapsedTimer connectedFor;
    };
    struct Seat
    {
        QString nickname;
        QWebSocket* socket = nullptr; // null while disconnected
        int order = 0;
    };

    void onNewWebSocket();
    void onTextMessage(QWebSocket* socket, const QString& text);
    void onJoin(Client& client, const ClientMessage& message);
    void onAnswer(Client& client, const ClientMessage& message);
    void onDisconnected(QWebSocket* socket);
    void closeClient(QWebSocket* socket, CloseReason reason, const QString& detail = QString());
    // Sends the error's code, then closes ("malformed") with its English text as the detail.
    void refuseMessage(QWebSocket* socket, const ProtocolError& error);
    bool isAllowedOrigin(const QString& origin) const;
    void sendCurrentState(QWebSocket* socket, const QString& seat);
    void expireUnjoined();
    bool takeToken(Client& client);
    static QString randomToken(int hexDigits);
    static QString randomJoinCode();

    SessionLimits m_limits;
    QHttpServer* m_http = nullptr;
    ConnectionGate* m_tcp = nullptr; // the listening socket, with its HTTP limits
    QTimer* m_joinTimer = nullptr;
    QHostAddress m_address;
    quint16 m_port = 0;
    QString m_joinCode;

    std::map<QWebSocket*, Client> m_clients;
    QHash<QString, Seat> m_seats;     // by token
    QHash<QString, int> m_wrongCodes; // by peer address
    int m_nextSeatOrder = 0;

    std::optional<ClassQuestion> m_question;
    int m_questionId = 0;
    bool m_revealed = false;
    QHash<QString, ClassAnswer> m_answers; // by seat token
    std::vector<QString> m_answerOrder;    // seat tokens, arrival order
};

} // namespace ae
