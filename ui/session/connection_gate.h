#pragma once
// The class session's listening socket, with limits on plain HTTP: the page
// is three small files, so a phone needs a handful of requests, and anything
// far beyond that is someone flooding the teacher's laptop.
//
// Contract (tests/session/test_class_session.cpp checks each rule on loopback):
// - At most `maxHttpConnections` plain HTTP connections are open at once; a
//   connection past it is answered "503 Service Unavailable" and closed. A
//   connection upgraded to the session's WebSocket stops counting from
//   markWebSocket() (the session has its own limit for those).
// - Each peer address has a token bucket of `perSecond` tokens a second and
//   at most `burst`: every new connection takes one, and so does every page
//   request (admitRequest). A connection without a token is answered "429
//   Too Many Requests" and closed; a request without one gets 429 from the
//   route.
// - The table of addresses is bounded (`maxTrackedAddresses`): when full,
//   addresses whose bucket has refilled are forgotten; if none has, a new
//   address is refused like a flood (fail closed).

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QSet>
#include <QTcpServer>

class QTcpSocket;

namespace ae {

struct HttpLimits
{
    int maxHttpConnections = 128;
    double perSecond = 10.0;
    int burst = 40;
    int maxTrackedAddresses = 4096;
};

class ConnectionGate : public QTcpServer
{
    Q_OBJECT
public:
    explicit ConnectionGate(const HttpLimits& limits, QObject* parent = nullptr);

    // Takes a token of `peer`'s bucket; false when it has none.
    bool admitRequest(const QHostAddress& peer);
    // The connection from `peer`:`port` became a WebSocket (it no longer
    // counts as plain HTTP).
    void markWebSocket(const QHostAddress& peer, quint16 port);

    int openHttpConnections() const { return int(m_http.size()); }
    int trackedAddresses() const { return int(m_buckets.size()); }

protected:
    void incomingConnection(qintptr handle) override;

private:
    struct Bucket
    {
        double tokens = 0.0;
        QElapsedTimer refilled;
    };
    void refuse(QTcpSocket* socket, const QByteArray& status);
    void forget(QTcpSocket* socket);

    HttpLimits m_limits;
    QSet<QTcpSocket*> m_http; // open, not upgraded
    QHash<QString, Bucket> m_buckets;
};

} // namespace ae
