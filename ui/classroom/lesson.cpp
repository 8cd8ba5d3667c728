#include "ui/classroom/lesson.h"

#include "core/io/atomic_file.h"
#include "core/io/bounded_read.h"
#include "core/limits.h"
#include "ui/document/read_error_text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ae {

namespace {

class LessonText
{
    Q_DECLARE_TR_FUNCTIONS(ae::Lesson)
};

// The titles of the built-in lessons (resources/lessons), for lupdate: a
// lesson read from ":/lessons/" shows them in the interface language. A
// teacher's own lesson file is shown as written.
[[maybe_unused]] const char* const kBuiltInTitles[] = {
    QT_TRANSLATE_NOOP("ae::Lesson", "Attention in seven scenes"),
    QT_TRANSLATE_NOOP("ae::Lesson", "Why scores are divided by √d"),
    QT_TRANSLATE_NOOP("ae::Lesson", "CNN, RNN or self-attention: what it costs"),
    QT_TRANSLATE_NOOP("ae::Lesson", "Self-attention over a sentence"),
    QT_TRANSLATE_NOOP("ae::Lesson", "A causal mask: no peeking ahead"),
    QT_TRANSLATE_NOOP("ae::Lesson", "A padded batch and valid lengths"),
    QT_TRANSLATE_NOOP("ae::Lesson", "Cross-attention in translation"),
    QT_TRANSLATE_NOOP("ae::Lesson", "Self-attention over a Chinese sentence"),
};

QString translatedBuiltIn(const QString& title)
{
    return QCoreApplication::translate("ae::Lesson", title.toUtf8().constData());
}

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

QString resolve(const QString& session, const QString& baseDirectory)
{
    if (session.startsWith(QLatin1String(":/")) || QDir::isAbsolutePath(session))
        return QDir::cleanPath(session);
    return QDir::cleanPath(baseDirectory + QLatin1Char('/') + session);
}

} // namespace

std::optional<Lesson> Lesson::fromJson(const QByteArray& json, const QString& baseDirectory,
                                       QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(error, LessonText::tr("not valid JSON at byte %1: %2")
                        .arg(parseError.offset)
                        .arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        fail(error, LessonText::tr("a lesson is a JSON object"));
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    const QString format = root.value(QLatin1String("format")).toString();
    if (format != formatId()) {
        fail(error,
             LessonText::tr("format: expected \"%1\", found \"%2\"").arg(formatId(), format));
        return std::nullopt;
    }
    const QJsonValue scenes = root.value(QLatin1String("scenes"));
    if (!scenes.isArray() || scenes.toArray().isEmpty()) {
        fail(error, LessonText::tr("scenes: expected a non-empty list of scenes"));
        return std::nullopt;
    }
    Lesson lesson;
    lesson.title = root.value(QLatin1String("title")).toString();
    const QJsonArray list = scenes.toArray();
    for (int i = 0; i < list.size(); ++i) {
        const QJsonObject scene = list.at(i).toObject();
        const QString session = scene.value(QLatin1String("session")).toString();
        if (session.isEmpty()) {
            fail(error,
                 LessonText::tr("scenes[%1].session: expected the path of a saved session").arg(i));
            return std::nullopt;
        }
        LessonScene entry;
        entry.title = scene.value(QLatin1String("title")).toString();
        if (entry.title.isEmpty())
            entry.title = QFileInfo(session).completeBaseName();
        entry.sessionPath = resolve(session, baseDirectory);
        const QJsonValue view = scene.value(QLatin1String("view"));
        if (!view.isUndefined()) {
            static const QRegularExpression id(
                QStringLiteral("^[a-z][a-z0-9-]{0,39}(/[A-Za-z][A-Za-z0-9]{0,39})?$"));
            if (!view.isString() || !id.match(view.toString()).hasMatch()) {
                fail(error, LessonText::tr("scenes[%1].view: expected the id of a tab, such as "
                                           "\"complexity\"")
                                .arg(i));
                return std::nullopt;
            }
            entry.view = view.toString();
        }
        const QJsonValue question = scene.value(QLatin1String("question"));
        if (!question.isUndefined()) {
            entry.question = sceneQuestionFromJson(
                question, QStringLiteral("scenes[%1].question").arg(i), error);
            if (!entry.question)
                return std::nullopt;
        }
        lesson.scenes.append(entry);
    }
    return lesson;
}

std::optional<Lesson> Lesson::load(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error, LessonText::tr("Cannot read %1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    ReadError failure;
    const std::optional<QByteArray> bytes =
        readAtMost(file, EngineLimits::defaults().maxLessonFileBytes,
                   LessonText::tr("a lesson may have"), &failure);
    if (!bytes) {
        fail(error, LessonText::tr("%1: %2").arg(QFileInfo(path).fileName(),
                                                 translatedReadError(failure)));
        return std::nullopt;
    }
    QString message;
    std::optional<Lesson> lesson = fromJson(*bytes, QFileInfo(path).absolutePath(), &message);
    if (!lesson) {
        fail(error, LessonText::tr("%1: %2").arg(QFileInfo(path).fileName(), message));
        return lesson;
    }
    if (path.startsWith(QLatin1String(":/lessons/"))) {
        lesson->title = translatedBuiltIn(lesson->title);
        for (LessonScene& scene : lesson->scenes) {
            scene.title = translatedBuiltIn(scene.title);
            if (scene.question && !scene.question->prompt.isEmpty())
                scene.question->prompt = translatedBuiltIn(scene.question->prompt);
        }
    }
    return lesson;
}

QByteArray Lesson::toJson(const QString& baseDirectory) const
{
    const QDir base(baseDirectory);
    QJsonArray list;
    for (const LessonScene& scene : scenes) {
        QString session = scene.sessionPath;
        const bool sameKind = session.startsWith(QLatin1String(":/")) ==
                              baseDirectory.startsWith(QLatin1String(":/"));
        if (sameKind)
            session = base.relativeFilePath(session);
        QJsonObject entry{{QStringLiteral("title"), scene.title},
                          {QStringLiteral("session"), session}};
        if (!scene.view.isEmpty())
            entry.insert(QStringLiteral("view"), scene.view);
        if (scene.question)
            entry.insert(QStringLiteral("question"), sceneQuestionToJson(*scene.question));
        list.append(entry);
    }
    const QJsonObject root{{QStringLiteral("format"), formatId()},
                           {QStringLiteral("title"), title},
                           {QStringLiteral("scenes"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool Lesson::save(const QString& path, QString* error) const
{
    return writeFileAtomically(path, toJson(QFileInfo(path).absolutePath()), error);
}

} // namespace ae
