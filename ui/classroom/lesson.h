#pragma once
// A lesson: an ordered list of saved sessions ("scenes") that a teacher steps
// through. Stored as JSON:
//   {"format": "attention-explorer/lesson@1", "title": "…",
//    "scenes": [{"title": "…", "session": "relative/path.json"}, …]}
// A relative session path is resolved against the lesson file's folder (so
// ":/lessons/x.json" can name "../examples/y.json" → ":/examples/y.json");
// saving writes paths relative to the lesson's folder again.

#include <QByteArray>
#include <QString>
#include <QVector>

#include <optional>

namespace ae {

struct LessonScene
{
    QString title;
    QString sessionPath; // resolved: absolute, or a ":/…" resource
};

class Lesson
{
public:
    static QString formatId() { return QStringLiteral("attention-explorer/lesson@1"); }

    QString title;
    QVector<LessonScene> scenes;

    // Parses lesson JSON; relative session paths are resolved against
    // `baseDirectory`. On error: nullopt and a message naming the field.
    static std::optional<Lesson> fromJson(const QByteArray& json, const QString& baseDirectory,
                                          QString* error);
    // Reads a lesson file (a path or a ":/…" resource). The built-in lessons
    // (":/lessons/…") have their titles in the interface language.
    static std::optional<Lesson> load(const QString& path, QString* error);

    // JSON with session paths relative to `baseDirectory` where possible.
    QByteArray toJson(const QString& baseDirectory) const;
    // Writes atomically; relative paths against the file's folder.
    bool save(const QString& path, QString* error) const;
};

} // namespace ae
