#pragma once
// File helpers the tests share (UI and CLI): read or write a whole file, copy a
// built-in example somewhere writable, and read a spec file's text.

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QTemporaryDir>

namespace ae::test {

// The file's bytes; empty when it cannot be opened.
inline QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Whether all of `bytes` were written to `path`.
inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Copies a built-in example into `dir` (writable) and returns the copy's path.
inline QString copyExample(const QTemporaryDir& dir, const QString& name)
{
    const QString target = dir.filePath(name);
    QFile::remove(target);
    QFile::copy(QStringLiteral(":/examples/") + name, target);
    QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
    return target;
}

// The "text" field of the spec file at `path`.
inline QString specText(const QString& path)
{
    return QJsonDocument::fromJson(readAll(path)).object().value(QLatin1String("text")).toString();
}

} // namespace ae::test
