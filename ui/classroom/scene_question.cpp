#include "ui/classroom/scene_question.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>

namespace ae {

namespace {

class SceneQuestionText
{
    Q_DECLARE_TR_FUNCTIONS(ae::SceneQuestion)
};

const char* const kMembers[] = {"kind",   "about",   "batch",     "head",  "query",
                                "key",    "pattern", "layer",     "d",     "k",
                                "scaled", "seed",    "tolerance", "prompt"};

struct Reader
{
    const QJsonObject& object;
    const QString& field;
    QString* error;

    bool fail(const QString& member, const QString& message) const
    {
        if (error)
            *error = QStringLiteral("%1.%2: %3").arg(field, member, message);
        return false;
    }

    bool index(const char* name, int* out) const
    {
        const QJsonValue v = object.value(QLatin1String(name));
        if (v.isUndefined())
            return true;
        const double x = v.toDouble(-1.0);
        if (!v.isDouble() || x < 0.0 || x != std::floor(x) || x > 1e6)
            return fail(QLatin1String(name), SceneQuestionText::tr("expected an integer ≥ 0"));
        *out = int(x);
        return true;
    }

    bool number(const char* name, double* out, double least, bool strict) const
    {
        const QJsonValue v = object.value(QLatin1String(name));
        if (v.isUndefined())
            return true;
        const double x = v.toDouble();
        if (!v.isDouble() || !std::isfinite(x) || x < least || (strict && x == least))
            return fail(QLatin1String(name),
                        strict ? SceneQuestionText::tr("expected a number > %1").arg(least)
                               : SceneQuestionText::tr("expected a number ≥ %1").arg(least));
        *out = x;
        return true;
    }

    // A string member that must be one of `names` (via `parse`).
    template <typename T, typename Parse>
    bool name(const char* member, T* out, Parse parse, const QString& allowed) const
    {
        const QJsonValue v = object.value(QLatin1String(member));
        if (v.isUndefined())
            return true;
        if (!v.isString() || !parse(v.toString().toStdString(), out))
            return fail(QLatin1String(member),
                        SceneQuestionText::tr("expected one of %1").arg(allowed));
        return true;
    }
};

bool layerFromName(const std::string& name, LayerKind* out)
{
    if (name == "recurrent")
        *out = LayerKind::Recurrent;
    else if (name == "convolutional")
        *out = LayerKind::Convolutional;
    else
        return false;
    return true;
}

} // namespace

bool SceneQuestion::operator==(const SceneQuestion& other) const
{
    const QuestionTemplate& a = question;
    const QuestionTemplate& b = other.question;
    return prompt == other.prompt && a.kind == b.kind && a.about == b.about && a.batch == b.batch &&
           a.head == b.head && a.query == b.query && a.key == b.key && a.pattern == b.pattern &&
           a.layer == b.layer && a.d == b.d && a.k == b.k && a.scaled == b.scaled &&
           a.seed == b.seed && a.tolerance == b.tolerance;
}

std::optional<SceneQuestion> sceneQuestionFromJson(const QJsonValue& value, const QString& field,
                                                   QString* error)
{
    const auto failed = [&](const QString& message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (!value.isObject())
        return failed(
            QStringLiteral("%1: %2").arg(field, SceneQuestionText::tr("expected an object")));
    const QJsonObject object = value.toObject();
    QSet<QString> known;
    for (const char* member : kMembers)
        known.insert(QLatin1String(member));
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!known.contains(it.key()))
            return failed(
                QStringLiteral("%1.%2: %3")
                    .arg(field, it.key(), SceneQuestionText::tr("not a member of a question")));
    const Reader read{object, field, error};
    SceneQuestion out;
    QuestionTemplate& t = out.question;
    const QJsonValue kind = object.value(QLatin1String("kind"));
    if (!kind.isString() || !questionKindFromName(kind.toString().toStdString(), &t.kind)) {
        read.fail(QStringLiteral("kind"),
                  SceneQuestionText::tr("expected one of %1")
                      .arg(QStringLiteral(
                          "sketch_row, winning_key, pick_head, number, multiple_choice")));
        return std::nullopt;
    }
    t.about = defaultSubject(t.kind);
    if (!read.name("about", &t.about, questionSubjectFromName,
                   QStringLiteral("row, key_weight, head_pattern, crossover, mask_cause, "
                                  "score_spread, closest_position")))
        return std::nullopt;
    if (!subjectFitsKind(t.kind, t.about)) {
        read.fail(QStringLiteral("about"),
                  SceneQuestionText::tr("a %1 question does not ask about %2")
                      .arg(QString::fromLatin1(questionKindName(t.kind)),
                           QString::fromLatin1(questionSubjectName(t.about))));
        return std::nullopt;
    }
    t.tolerance = t.about == QuestionSubject::Crossover ? 0.0 : 0.05;
    double seed = 0;
    if (!read.index("batch", &t.batch) || !read.index("head", &t.head) ||
        !read.index("query", &t.query) || !read.index("key", &t.key) ||
        !read.name("pattern", &t.pattern, headPatternFromName,
                   QStringLiteral("previous_token, first_token, self")) ||
        !read.name("layer", &t.layer, layerFromName, QStringLiteral("recurrent, convolutional")) ||
        !read.number("d", &t.d, 0.0, true) || !read.number("k", &t.k, 2.0, false) ||
        !read.number("tolerance", &t.tolerance, 0.0, false) ||
        !read.number("seed", &seed, 0.0, false))
        return std::nullopt;
    if (seed != std::floor(seed) || seed > 9007199254740992.0) {
        read.fail(QStringLiteral("seed"), SceneQuestionText::tr("expected an integer ≥ 0"));
        return std::nullopt;
    }
    t.seed = std::uint64_t(seed);
    const QJsonValue scaled = object.value(QLatin1String("scaled"));
    if (!scaled.isUndefined() && !scaled.isBool()) {
        read.fail(QStringLiteral("scaled"), SceneQuestionText::tr("expected true or false"));
        return std::nullopt;
    }
    t.scaled = scaled.toBool(false);
    const QJsonValue prompt = object.value(QLatin1String("prompt"));
    if (!prompt.isUndefined()) {
        if (!prompt.isString()) {
            read.fail(QStringLiteral("prompt"), SceneQuestionText::tr("expected a string"));
            return std::nullopt;
        }
        out.prompt = prompt.toString().trimmed();
        const int bytes = int(out.prompt.toUtf8().size());
        if (bytes > ClassQuestionLimits::maxPromptBytes) {
            read.fail(QStringLiteral("prompt"), SceneQuestionText::tr("%1 bytes; at most %2")
                                                    .arg(bytes)
                                                    .arg(ClassQuestionLimits::maxPromptBytes));
            return std::nullopt;
        }
    }
    return out;
}

QJsonObject sceneQuestionToJson(const SceneQuestion& question)
{
    const QuestionTemplate& t = question.question;
    QJsonObject o{{QStringLiteral("kind"), QString::fromLatin1(questionKindName(t.kind))},
                  {QStringLiteral("about"), QString::fromLatin1(questionSubjectName(t.about))}};
    switch (t.about) {
    case QuestionSubject::Row:
    case QuestionSubject::KeyWeight:
        o.insert(QStringLiteral("batch"), t.batch);
        o.insert(QStringLiteral("head"), t.head);
        o.insert(QStringLiteral("query"), t.query);
        if (t.about == QuestionSubject::KeyWeight) {
            o.insert(QStringLiteral("key"), t.key);
            o.insert(QStringLiteral("tolerance"), t.tolerance);
        }
        break;
    case QuestionSubject::HeadPattern:
        o.insert(QStringLiteral("batch"), t.batch);
        o.insert(QStringLiteral("pattern"), QString::fromLatin1(headPatternName(t.pattern)));
        break;
    case QuestionSubject::Crossover:
        o.insert(QStringLiteral("layer"), t.layer == LayerKind::Convolutional
                                              ? QStringLiteral("convolutional")
                                              : QStringLiteral("recurrent"));
        o.insert(QStringLiteral("d"), t.d);
        if (t.layer == LayerKind::Convolutional)
            o.insert(QStringLiteral("k"), t.k);
        o.insert(QStringLiteral("tolerance"), t.tolerance);
        break;
    case QuestionSubject::MaskCause:
        o.insert(QStringLiteral("batch"), t.batch);
        o.insert(QStringLiteral("query"), t.query);
        o.insert(QStringLiteral("key"), t.key);
        break;
    case QuestionSubject::ScoreSpread:
        o.insert(QStringLiteral("d"), t.d);
        o.insert(QStringLiteral("scaled"), t.scaled);
        o.insert(QStringLiteral("seed"), double(t.seed));
        break;
    case QuestionSubject::ClosestPosition:
        o.insert(QStringLiteral("batch"), t.batch);
        o.insert(QStringLiteral("query"), t.query);
        break;
    }
    if (!question.prompt.isEmpty())
        o.insert(QStringLiteral("prompt"), question.prompt);
    return o;
}

} // namespace ae
