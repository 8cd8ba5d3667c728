#include "ui/session/class_session.h"

#include "ui/session/connection_gate.h"

#include <QFile>
#include <QHostInfo>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>

namespace ae {

namespace {

// The page and its two assets, the only things served over HTTP.
QHttpServerResponse pageResponse(const QString& resource, const QByteArray& mimeType)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return QHttpServerResponse(QHttpServerResponder::StatusCode::NotFound);
    QHttpServerResponse response(mimeType, file.readAll());
    response.addHeader("Cache-Control", "no-store");
    response.addHeader("X-Content-Type-Options", "nosniff");
    response.addHeader("Referrer-Policy", "no-referrer");
    response.addHeader("Content-Security-Policy",
                       "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
                       "frame-ancestors 'none'");
    return response;
}

} // namespace

ClassSession::ClassSession(QObject* parent) : QObject(parent) {}

ClassSession::~ClassSession()
{
    // Nobody listening is left to hear about the clients closing.
    blockSignals(true);
    stop();
}

bool ClassSession::start(const QHostAddress& address, quint16 port, QString* error)
{
    stop();
    auto http = std::make_unique<QHttpServer>();
    auto* tcp = new ConnectionGate({m_limits.maxHttpConnections, m_limits.maxHttpRequestsPerSecond,
                                    m_limits.maxHttpBurst, m_limits.maxTrackedAddresses},
                                   http.get());
    if (!tcp->listen(address, port)) {
        if (error)
            *error = tr("Cannot listen on %1 port %2: %3")
                         .arg(address.toString())
                         .arg(port)
                         .arg(tcp->errorString());
        return false;
    }
    // Each page request takes a token of its address's bucket (ConnectionGate).
    const auto page = [tcp](const char* resource, const char* mimeType) {
        return [tcp, resource, mimeType](const QHttpServerRequest& request) {
            if (!tcp->admitRequest(request.remoteAddress()))
                return QHttpServerResponse(QHttpServerResponder::StatusCode::TooManyRequests);
            return pageResponse(QLatin1String(resource), mimeType);
        };
    };
    http->route(QStringLiteral("/"), QHttpServerRequest::Method::Get,
                page(":/session/index.html", "text/html; charset=utf-8"));
    http->route(QStringLiteral("/session.js"), QHttpServerRequest::Method::Get,
                page(":/session/session.js", "text/javascript; charset=utf-8"));
    http->route(QStringLiteral("/session.css"), QHttpServerRequest::Method::Get,
                page(":/session/session.css", "text/css; charset=utf-8"));
    // The WebSocket upgrade: Qt HttpServer 6.4 hands a socket over only when
    // a route handled its request, so /session has one that answers nothing
    // to an upgrade (the WebSocket handshake follows) and 404 to anything else.
    // A page of another site (the Origin a browser sends) is refused here,
    // before the handshake (403), and again by onNewWebSocket.
    http->route(QStringLiteral("/session"), QHttpServerRequest::Method::Get,
                [this, tcp](const QHttpServerRequest& request, QHttpServerResponder&& responder) {
                    if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) != 0)
                        responder.write(QHttpServerResponder::StatusCode::NotFound);
                    else if (!tcp->admitRequest(request.remoteAddress()))
                        responder.write(QHttpServerResponder::StatusCode::TooManyRequests);
                    else if (!isAllowedOrigin(QString::fromUtf8(request.value("origin"))))
                        responder.write(QHttpServerResponder::StatusCode::Forbidden);
                });
    http->bind(tcp);
    connect(http.get(), &QHttpServer::newWebSocketConnection, this, &ClassSession::onNewWebSocket);

    m_http = http.release();
    m_http->setParent(this);
    m_tcp = tcp;
    m_address = address;
    m_port = tcp->serverPort();
    m_joinCode = randomJoinCode();
    m_joinTimer = new QTimer(this);
    m_joinTimer->setInterval(std::clamp(m_limits.joinTimeoutMs / 4, 10, 1000));
    connect(m_joinTimer, &QTimer::timeout, this, &ClassSession::expireUnjoined);
    m_joinTimer->start();
    emit runningChanged(true);
    return true;
}

void ClassSession::stop()
{
    const bool wasRunning = isRunning();
    // Clients first: each gets the "ended" close frame; their sockets go once
    // closed (or aborted shortly after), with nothing left to report to.
    std::vector<QWebSocket*> sockets;
    for (const auto& [socket, client] : m_clients)
        sockets.push_back(socket);
    for (QWebSocket* socket : sockets)
        closeClient(socket, CloseReason::Ended);
    m_clients.clear();
    m_seats.clear();
    m_nextSeatOrder = 0;
    m_question.reset();
    m_questionId = 0;
    m_revealed = false;
    m_answers.clear();
    m_answerOrder.clear();
    m_wrongCodes.clear();
    if (m_joinTimer) {
        delete m_joinTimer;
        m_joinTimer = nullptr;
    }
    if (m_tcp) {
        m_tcp->close();
        m_tcp = nullptr;
    }
    if (m_http) {
        // Deleting the server deletes its listening socket and open HTTP
        // connections (its children).
        delete m_http;
        m_http = nullptr;
    }
    m_joinCode.clear();
    m_port = 0;
    if (wasRunning) {
        emit runningChanged(false);
        emit studentsChanged();
        emit answersChanged();
    }
}

bool ClassSession::isOwnHostName(const QString& host)
{
    const QString own = QHostInfo::localHostName();
    if (own.isEmpty() || own.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return false;
    QStringList names{own, own + QStringLiteral(".local")};
    if (const QString domain = QHostInfo::localDomainName(); !domain.isEmpty())
        names << own + QLatin1Char('.') + domain;
    return std::any_of(names.begin(), names.end(), [&host](const QString& name) {
        return host.compare(name, Qt::CaseInsensitive) == 0;
    });
}

bool ClassSession::isAllowedOrigin(const QString& origin) const
{
    if (origin.isEmpty())
        return true; // not a browser: a browser always sends its page's origin
    const QUrl url(origin);
    if (!url.isValid() || url.scheme() != QLatin1String("http") || url.port(80) != m_port ||
        !url.path().isEmpty() || url.hasQuery() || !url.userInfo().isEmpty())
        return false;
    const QString host = url.host();
    const bool servesLoopback = m_address.isLoopback() || m_address == QHostAddress::Any ||
                                m_address == QHostAddress::AnyIPv4 ||
                                m_address == QHostAddress::AnyIPv6;
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return servesLoopback;
    QHostAddress address;
    if (!address.setAddress(host)) {
        // A name: only this machine's own ("teacher-pc", "teacher-pc.local",
        // "teacher-pc.school.lan"), for a page the class opened by name. Any
        // other name is refused, even one that resolves here: a site that
        // rebinds its own name to this address must not join.
        return !m_address.isLoopback() && isOwnHostName(host);
    }
    if (m_address == QHostAddress::Any || m_address == QHostAddress::AnyIPv4 ||
        m_address == QHostAddress::AnyIPv6) {
        // Every address of this machine (the one the class typed or scanned).
        const QList<QHostAddress> own = QNetworkInterface::allAddresses();
        return std::any_of(own.begin(), own.end(), [&address](const QHostAddress& a) {
            return a.isEqual(address, QHostAddress::TolerantConversion);
        });
    }
    return m_address.isEqual(address, QHostAddress::TolerantConversion) ||
           (m_address.isLoopback() && address.isLoopback());
}

QUrl ClassSession::joinUrl() const
{
    if (!isRunning())
        return QUrl();
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    QHostAddress host = m_address;
    if (host == QHostAddress::Any || host == QHostAddress::AnyIPv4 || host == QHostAddress::AnyIPv6)
        host = QHostAddress::LocalHost;
    url.setHost(host.toString());
    url.setPort(m_port);
    url.setPath(QStringLiteral("/"));
    url.setQuery(QStringLiteral("code=") + m_joinCode);
    return url;
}

int ClassSession::ask(const ClassQuestion& question)
{
    validateQuestion(question);
    m_question = question;
    ++m_questionId;
    m_revealed = false;
    m_answers.clear();
    m_answerOrder.clear();
    const QByteArray message = questionMessage(m_questionId, *m_question, false);
    for (const auto& [socket, client] : m_clients)
        if (!client.seat.isEmpty())
            socket->sendTextMessage(QString::fromUtf8(message));
    emit answersChanged();
    return m_questionId;
}

void ClassSession::reveal()
{
    if (!m_question || m_revealed)
        return;
    m_revealed = true;
    for (const auto& [socket, client] : m_clients) {
        if (client.seat.isEmpty())
            continue;
        const auto own = m_answers.constFind(client.seat);
        const QByteArray message = revealMessage(
            m_questionId, *m_question, own == m_answers.constEnd() ? nullptr : &own.value());
        socket->sendTextMessage(QString::fromUtf8(message));
    }
    emit answersChanged();
}

std::vector<ClassSession::Student> ClassSession::students() const
{
    std::vector<std::pair<int, Student>> ordered;
    for (auto it = m_seats.constBegin(); it != m_seats.constEnd(); ++it)
        ordered.push_back({it->order, Student{it->nickname, it->socket != nullptr,
                                              m_answers.contains(it.key())}});
    std::sort(ordered.begin(), ordered.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Student> result;
    for (auto& [order, student] : ordered)
        result.push_back(std::move(student));
    return result;
}

std::vector<std::pair<QString, ClassAnswer>> ClassSession::answers() const
{
    std::vector<std::pair<QString, ClassAnswer>> result;
    for (const QString& seat : m_answerOrder)
        result.push_back({m_seats.value(seat).nickname, m_answers.value(seat)});
    return result;
}

ClassAggregate ClassSession::aggregate() const
{
    if (!m_question)
        return ClassAggregate();
    std::vector<ClassAnswer> list;
    list.reserve(m_answerOrder.size());
    for (const QString& seat : m_answerOrder)
        list.push_back(m_answers.value(seat));
    return aggregateAnswers(*m_question, list);
}

void ClassSession::onNewWebSocket()
{
    while (m_http && m_http->hasPendingWebSocketConnections()) {
        QWebSocket* socket = m_http->nextPendingWebSocketConnection().release();
        socket->setParent(this);
        if (m_tcp)
            m_tcp->markWebSocket(socket->peerAddress(), socket->peerPort());
        // Larger messages close the socket before they are buffered whole.
        socket->setMaxAllowedIncomingMessageSize(static_cast<quint64>(m_limits.maxMessageBytes));
        socket->setMaxAllowedIncomingFrameSize(static_cast<quint64>(m_limits.maxMessageBytes));
        connect(socket, &QWebSocket::disconnected, this,
                [this, socket] { onDisconnected(socket); });
        Client client;
        client.socket = socket;
        client.tokens = m_limits.maxBurst;
        client.lastRefill.start();
        client.connectedFor.start();
        m_clients[socket] = client;
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) { onTextMessage(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket] {
            refuseMessage(socket, ProtocolError{QStringLiteral("binary_message"), {}, {}});
        });
        if (socket->requestUrl().path() != QLatin1String("/session")) {
            refuseMessage(socket, ProtocolError{QStringLiteral("wrong_path"), {}, {}});
            continue;
        }
        if (!isAllowedOrigin(socket->origin())) {
            closeClient(socket, CloseReason::ForbiddenOrigin, socket->origin().left(200));
            continue;
        }
        if (m_wrongCodes.value(socket->peerAddress().toString()) >=
            m_limits.maxWrongCodesPerAddress) {
            closeClient(socket, CloseReason::WrongCode, QStringLiteral("too many wrong codes"));
            continue;
        }
        if (static_cast<int>(m_clients.size()) > m_limits.maxConnections)
            closeClient(socket, CloseReason::Full, QStringLiteral("connection limit"));
    }
}

bool ClassSession::takeToken(Client& client)
{
    const double seconds = client.lastRefill.nsecsElapsed() / 1e9;
    client.lastRefill.restart();
    client.tokens = std::min<double>(m_limits.maxBurst,
                                     client.tokens + seconds * m_limits.maxMessagesPerSecond);
    if (client.tokens < 1.0)
        return false;
    client.tokens -= 1.0;
    return true;
}

void ClassSession::onTextMessage(QWebSocket* socket, const QString& text)
{
    const auto it = m_clients.find(socket);
    if (it == m_clients.end())
        return; // closed by us; its last frames do not count
    Client& client = it->second;
    if (!takeToken(client)) {
        closeClient(socket, CloseReason::TooFast);
        return;
    }
    const QByteArray utf8 = text.toUtf8();
    if (utf8.size() > m_limits.maxMessageBytes) {
        closeClient(socket, CloseReason::TooLarge);
        return;
    }
    ProtocolError error;
    const std::optional<ClientMessage> message = parseClientMessage(utf8, &error);
    if (!message) {
        refuseMessage(socket, error);
        return;
    }
    if (message->type == ClientMessage::Type::Join)
        onJoin(client, *message);
    else
        onAnswer(client, *message);
}

void ClassSession::onJoin(Client& client, const ClientMessage& message)
{
    QWebSocket* socket = client.socket;
    if (!client.seat.isEmpty()) {
        refuseMessage(socket, ProtocolError{QStringLiteral("joined_twice"), {}, {}});
        return;
    }
    if (message.code != m_joinCode) {
        ++m_wrongCodes[socket->peerAddress().toString()];
        closeClient(socket, CloseReason::WrongCode);
        return;
    }
    QString token = message.seat;
    auto seat = m_seats.find(token);
    if (token.isEmpty() || seat == m_seats.end()) {
        if (m_seats.size() >= m_limits.maxSeats) {
            closeClient(socket, CloseReason::Full, QStringLiteral("seat limit"));
            return;
        }
        do {
            token = randomToken(SessionProtocolLimits::seatLength);
        } while (m_seats.contains(token));
        seat = m_seats.insert(token, Seat{message.nickname, nullptr, m_nextSeatOrder++});
    } else if (seat->socket && seat->socket != socket) {
        QWebSocket* previous = seat->socket;
        seat->socket = nullptr;
        const auto old = m_clients.find(previous);
        if (old != m_clients.end())
            old->second.seat.clear();
        closeClient(previous, CloseReason::Replaced);
    }
    seat->socket = socket;
    client.seat = token;
    socket->sendTextMessage(QString::fromUtf8(welcomeMessage(token, seat->nickname)));
    sendCurrentState(socket, token);
    emit studentsChanged();
}

void ClassSession::onAnswer(Client& client, const ClientMessage& message)
{
    if (client.seat.isEmpty()) {
        refuseMessage(client.socket, ProtocolError{QStringLiteral("answer_before_join"), {}, {}});
        return;
    }
    if (!m_question || m_revealed || message.questionId != m_questionId)
        return; // a late answer to a question no longer open: not counted
    const QuestionKind kind = m_question->kind;
    const bool fits =
        (message.field == ClientMessage::AnswerField::Choice && isChoiceKind(kind)) ||
        (message.field == ClientMessage::AnswerField::Number && kind == QuestionKind::Number) ||
        (message.field == ClientMessage::AnswerField::Sketch && kind == QuestionKind::SketchRow);
    if (!fits) {
        refuseMessage(client.socket, ProtocolError{QStringLiteral("answer_wrong_member"),
                                                   QStringLiteral("answer"),
                                                   {{QStringLiteral("kind"),
                                                     QLatin1String(questionKindName(kind))}}});
        return;
    }
    try {
        validateAnswer(*m_question, message.answer);
    } catch (const EngineError& e) {
        // "answer.choice", "answer.sketch": the member named without its prefix.
        QString member = QString::fromStdString(e.field());
        member = member.mid(member.lastIndexOf(QLatin1Char('.')) + 1);
        refuseMessage(client.socket,
                      ProtocolError{QStringLiteral("answer_does_not_fit"), member, {}});
        return;
    }
    const bool first = !m_answers.contains(client.seat);
    if (first) {
        m_answers.insert(client.seat, message.answer);
        m_answerOrder.push_back(client.seat);
    }
    client.socket->sendTextMessage(QString::fromUtf8(receivedMessage(m_questionId)));
    if (first)
        emit answersChanged();
}

void ClassSession::sendCurrentState(QWebSocket* socket, const QString& seat)
{
    if (!m_question) {
        socket->sendTextMessage(QString::fromUtf8(idleMessage()));
        return;
    }
    const auto own = m_answers.constFind(seat);
    const bool answered = own != m_answers.constEnd();
    socket->sendTextMessage(
        QString::fromUtf8(questionMessage(m_questionId, *m_question, answered)));
    if (m_revealed)
        socket->sendTextMessage(QString::fromUtf8(
            revealMessage(m_questionId, *m_question, answered ? &own.value() : nullptr)));
}

void ClassSession::onDisconnected(QWebSocket* socket)
{
    const auto it = m_clients.find(socket);
    if (it != m_clients.end()) {
        const QString seat = it->second.seat;
        m_clients.erase(it);
        auto s = m_seats.find(seat);
        if (!seat.isEmpty() && s != m_seats.end() && s->socket == socket) {
            s->socket = nullptr;
            emit studentsChanged();
        }
    }
    socket->deleteLater();
}

void ClassSession::closeClient(QWebSocket* socket, CloseReason reason, const QString& detail)
{
    const auto it = m_clients.find(socket);
    if (it != m_clients.end()) {
        const QString seat = it->second.seat;
        m_clients.erase(it);
        auto s = m_seats.find(seat);
        if (!seat.isEmpty() && s != m_seats.end() && s->socket == socket) {
            s->socket = nullptr;
            emit studentsChanged();
        }
    }
    if (reason != CloseReason::Ended && reason != CloseReason::Replaced)
        emit clientRefused(closeReasonWord(reason), detail);
    const QWebSocketProtocol::CloseCode code =
        reason == CloseReason::Ended      ? QWebSocketProtocol::CloseCodeGoingAway
        : reason == CloseReason::TooLarge ? QWebSocketProtocol::CloseCodeTooMuchData
                                          : QWebSocketProtocol::CloseCodePolicyViolated;
    socket->close(code, closeReasonWord(reason));
    // A peer that never answers the close frame is cut off; the socket is
    // deleted once disconnected (onDisconnected).
    QTimer::singleShot(2000, socket, [socket] { socket->abort(); });
}

void ClassSession::refuseMessage(QWebSocket* socket, const ProtocolError& error)
{
    // The code first (the page words it in its language), then the close.
    if (m_clients.count(socket))
        socket->sendTextMessage(QString::fromUtf8(errorMessage(error)));
    closeClient(socket, CloseReason::Malformed, protocolErrorText(error));
}

void ClassSession::expireUnjoined()
{
    std::vector<QWebSocket*> late;
    for (const auto& [socket, client] : m_clients)
        if (client.seat.isEmpty() && client.connectedFor.elapsed() > m_limits.joinTimeoutMs)
            late.push_back(socket);
    for (QWebSocket* socket : late)
        closeClient(socket, CloseReason::JoinTimeout);
}

QString ClassSession::randomToken(int hexDigits)
{
    static const char digits[] = "0123456789abcdef";
    QString token;
    token.reserve(hexDigits);
    for (int i = 0; i < hexDigits; ++i)
        token.append(QLatin1Char(digits[QRandomGenerator::system()->bounded(16)]));
    return token;
}

QString ClassSession::randomJoinCode()
{
    const QString alphabet = joinCodeAlphabet();
    QString code;
    for (int i = 0; i < SessionProtocolLimits::joinCodeLength; ++i)
        code.append(alphabet.at(
            QRandomGenerator::system()->bounded(static_cast<quint32>(alphabet.size()))));
    return code;
}

} // namespace ae
