#include "ui/session/connection_gate.h"

#include <QTcpSocket>

#include <algorithm>

namespace ae {

ConnectionGate::ConnectionGate(const HttpLimits& limits, QObject* parent)
    : QTcpServer(parent), m_limits(limits)
{
}

bool ConnectionGate::admitRequest(const QHostAddress& peer)
{
    const QString key = peer.toString();
    auto it = m_buckets.find(key);
    if (it == m_buckets.end()) {
        if (m_buckets.size() >= m_limits.maxTrackedAddresses) {
            // Forget the addresses that have been quiet long enough to be
            // full again: they lose nothing.
            for (auto old = m_buckets.begin(); old != m_buckets.end();) {
                const double refilled =
                    old->tokens + old->refilled.nsecsElapsed() / 1e9 * m_limits.perSecond;
                old = refilled >= m_limits.burst ? m_buckets.erase(old) : std::next(old);
            }
            if (m_buckets.size() >= m_limits.maxTrackedAddresses)
                return false;
        }
        Bucket fresh;
        fresh.tokens = m_limits.burst;
        fresh.refilled.start();
        it = m_buckets.insert(key, fresh);
    }
    Bucket& bucket = it.value();
    bucket.tokens = std::min<double>(
        m_limits.burst, bucket.tokens + bucket.refilled.nsecsElapsed() / 1e9 * m_limits.perSecond);
    bucket.refilled.restart();
    if (bucket.tokens < 1.0)
        return false;
    bucket.tokens -= 1.0;
    return true;
}

void ConnectionGate::markWebSocket(const QHostAddress& peer, quint16 port)
{
    for (QTcpSocket* socket : std::as_const(m_http))
        if (socket->peerPort() == port && socket->peerAddress().isEqual(peer)) {
            m_http.remove(socket);
            return;
        }
}

void ConnectionGate::incomingConnection(qintptr handle)
{
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(handle)) {
        delete socket;
        return;
    }
    if (int(m_http.size()) >= m_limits.maxHttpConnections) {
        refuse(socket, "503 Service Unavailable");
        return;
    }
    if (!admitRequest(socket->peerAddress())) {
        refuse(socket, "429 Too Many Requests");
        return;
    }
    m_http.insert(socket);
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] { forget(socket); });
    connect(socket, &QObject::destroyed, this,
            [this, socket] { m_http.remove(socket); }); // the pointer only, never read
    addPendingConnection(socket);
}

void ConnectionGate::forget(QTcpSocket* socket)
{
    m_http.remove(socket);
}

void ConnectionGate::refuse(QTcpSocket* socket, const QByteArray& status)
{
    socket->write("HTTP/1.1 " + status +
                  "\r\nContent-Length: 0\r\nConnection: close\r\nRetry-After: 1\r\n\r\n");
    socket->disconnectFromHost();
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    if (socket->state() == QAbstractSocket::UnconnectedState)
        socket->deleteLater();
}

} // namespace ae
