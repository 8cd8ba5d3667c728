#pragma once
// A lesson: an ordered list of saved sessions ("scenes") that a teacher steps
// through. Stored as JSON:
//   {"format": "attention-explorer/lesson@1", "title": "…",
//    "scenes": [{"title": "…", "session": "relative/path.json",
//                "view": "complexity",              (optional)
//                "question": {"kind": "winning_key", "query": 7}   (optional)
//               }, …]}
// "view" names the tab the scene shows (an id of ui/figures/view_registry:
// "heads", "positional-encoding", "complexity", "lessons", …; absent: the tab
// stays as it is), optionally with the page of a tab widget inside it after a
// slash (its object name: "lessons/scalingPage"). "question" is the scene's question
// (scene_question.h: its members, read strictly); its answer is computed from the scene's run when
// the scene is shown. Both are optional, so lessons written before them load
// unchanged; an unknown id is reported when the scene is shown, not here.
// A relative session path is resolved against the lesson file's folder (so
// ":/lessons/x.json" can name "../examples/y.json" → ":/examples/y.json");
// saving writes paths relative to the lesson's folder again.

#include "ui/classroom/scene_question.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <optional>

namespace ae {

struct LessonScene
{
    LessonScene() = default;
    // A scene of a session (a view and a question optional).
    LessonScene(QString sceneTitle, QString session, QString viewId = QString(),
                std::optional<SceneQuestion> sceneQuestion = std::nullopt)
        : title(std::move(sceneTitle)), sessionPath(std::move(session)), view(std::move(viewId)),
          question(std::move(sceneQuestion))
    {
    }

    QString title;
    QString sessionPath; // resolved: absolute, or a ":/…" resource
    QString view;        // a view registry id, or empty
    std::optional<SceneQuestion> question;
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
    // (":/lessons/…") have their titles (and any question prompt they
    // write) in the interface language.
    static std::optional<Lesson> load(const QString& path, QString* error);

    // JSON with session paths relative to `baseDirectory` where possible.
    QByteArray toJson(const QString& baseDirectory) const;
    // Writes atomically; relative paths against the file's folder.
    bool save(const QString& path, QString* error) const;
};

} // namespace ae
