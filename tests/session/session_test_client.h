#pragma once
// A student's browser reduced to a QWebSocket: connects to the session,
// records every message and how it was closed.
#include <QJsonDocument>
#include <QJsonObject>
#include <QWebSocket>
#include <QtTest>

class TestStudent : public QObject
{
    Q_OBJECT
public:
    explicit TestStudent(const QUrl& url, QObject* parent = nullptr) : QObject(parent)
    {
        connect(&socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
            messages.append(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        connect(&socket, &QWebSocket::disconnected, this, [this] {
            closed = true;
            closeReason = socket.closeReason();
        });
        socket.open(url);
    }
    void send(const QJsonObject& object)
    {
        socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
    }
    void join(const QString& code, const QString& nickname, const QString& seat = QString())
    {
        send({{"type", "join"}, {"code", code}, {"nickname", nickname}, {"seat", seat}});
    }
    // The last message of `type` (empty when none came).
    QJsonObject last(const QString& type) const
    {
        for (auto it = messages.crbegin(); it != messages.crend(); ++it)
            if (it->value("type").toString() == type)
                return *it;
        return {};
    }
    int count(const QString& type) const
    {
        int n = 0;
        for (const QJsonObject& m : messages)
            n += m.value("type").toString() == type;
        return n;
    }

    QWebSocket socket;
    QList<QJsonObject> messages;
    bool closed = false;
    QString closeReason;
};
