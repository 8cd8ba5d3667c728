#pragma once
// Steps through a lesson's scenes: Page Down loads the next scene, Page Up the
// previous one; at either end the lesson stays where it is. Loading goes
// through a function the main window provides (it asks about unsaved changes
// like Open and reports errors); when that returns false the current scene
// does not change.

#include "ui/classroom/lesson.h"

#include <QObject>

#include <functional>

namespace ae {

class LessonPlayer : public QObject
{
    Q_OBJECT
public:
    using SceneLoader = std::function<bool(const QString& sessionPath)>;

    explicit LessonPlayer(QObject* parent = nullptr);

    void setSceneLoader(SceneLoader loader);
    // Starts `lesson` at its first scene. False (and no lesson) when the
    // first scene cannot be loaded.
    bool start(const Lesson& lesson);
    void stop();
    bool isActive() const { return !m_lesson.scenes.isEmpty(); }
    const Lesson& lesson() const { return m_lesson; }

    int currentScene() const { return m_current; } // 0-based, −1 without a lesson
    int sceneCount() const { return int(m_lesson.scenes.size()); }
    bool goToScene(int index);
    bool next();
    bool previous();

    // "Scene 2 of 5: A causal mask" (empty without a lesson).
    QString indicatorText() const;

signals:
    void sceneChanged(int index); // −1 when the lesson stops

private:
    SceneLoader m_loader;
    Lesson m_lesson;
    int m_current = -1;
};

} // namespace ae
