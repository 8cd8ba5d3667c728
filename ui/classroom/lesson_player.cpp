#include "ui/classroom/lesson_player.h"

namespace ae {

LessonPlayer::LessonPlayer(QObject* parent) : QObject(parent) {}

void LessonPlayer::setSceneLoader(SceneLoader loader)
{
    m_loader = std::move(loader);
}

bool LessonPlayer::start(const Lesson& lesson)
{
    if (lesson.scenes.isEmpty() || !m_loader || !m_loader(lesson.scenes.front().sessionPath))
        return false;
    m_lesson = lesson;
    m_current = 0;
    emit sceneChanged(m_current);
    return true;
}

void LessonPlayer::stop()
{
    m_lesson = Lesson();
    m_current = -1;
    emit sceneChanged(-1);
}

bool LessonPlayer::goToScene(int index)
{
    if (!isActive() || index < 0 || index >= sceneCount() || index == m_current)
        return false;
    if (!m_loader || !m_loader(m_lesson.scenes.at(index).sessionPath))
        return false;
    m_current = index;
    emit sceneChanged(m_current);
    return true;
}

bool LessonPlayer::next()
{
    return goToScene(m_current + 1);
}

bool LessonPlayer::previous()
{
    return goToScene(m_current - 1);
}

QString LessonPlayer::indicatorText() const
{
    if (!isActive())
        return QString();
    return tr("Scene %1 of %2: %3")
        .arg(m_current + 1)
        .arg(sceneCount())
        .arg(m_lesson.scenes.at(m_current).title);
}

} // namespace ae
