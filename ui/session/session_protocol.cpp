#include "ui/session/session_protocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSet>
#include <QStringList>

#include <cmath>

namespace ae {

namespace {

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// The object has exactly `names` as members.
bool hasExactMembers(const QJsonObject& object, const QStringList& names, QString* error)
{
    for (const QString& name : names)
        if (!object.contains(name))
            return fail(error, QStringLiteral("%1: missing").arg(name));
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!names.contains(it.key()))
            return fail(error, QStringLiteral("%1: not a member of this message").arg(it.key()));
    return true;
}

bool readString(const QJsonObject& object, const QString& name, QString* out, QString* error)
{
    const QJsonValue v = object.value(name);
    if (!v.isString())
        return fail(error, QStringLiteral("%1: must be a string").arg(name));
    *out = v.toString();
    return true;
}

// An integer in [lo, hi] (JSON numbers are doubles: 2.0 is 2, 2.5 is refused).
bool readInteger(const QJsonObject& object, const QString& name, int lo, int hi, int* out,
                 QString* error)
{
    const QJsonValue v = object.value(name);
    if (!v.isDouble())
        return fail(error, QStringLiteral("%1: must be a number").arg(name));
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < lo || d > hi)
        return fail(
            error,
            QStringLiteral("%1: must be an integer from %2 to %3").arg(name).arg(lo).arg(hi));
    *out = static_cast<int>(d);
    return true;
}

bool isHexSeat(const QString& seat)
{
    if (seat.size() != SessionProtocolLimits::seatLength)
        return false;
    for (QChar c : seat)
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
              (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    return true;
}

bool parseJoin(const QJsonObject& object, ClientMessage* message, QString* error)
{
    if (!hasExactMembers(object,
                         {QStringLiteral("type"), QStringLiteral("code"),
                          QStringLiteral("nickname"), QStringLiteral("seat")},
                         error))
        return false;
    message->type = ClientMessage::Type::Join;
    QString code, nickname, seat;
    if (!readString(object, QStringLiteral("code"), &code, error) ||
        !readString(object, QStringLiteral("nickname"), &nickname, error) ||
        !readString(object, QStringLiteral("seat"), &seat, error))
        return false;
    const QString alphabet = joinCodeAlphabet();
    if (code.size() != SessionProtocolLimits::joinCodeLength)
        return fail(error, QStringLiteral("code: %1 characters; a join code has %2")
                               .arg(code.size())
                               .arg(SessionProtocolLimits::joinCodeLength));
    for (QChar c : code)
        if (!alphabet.contains(c))
            return fail(error, QStringLiteral("code: '%1' is not a join code character").arg(c));
    nickname = nickname.trimmed();
    const qsizetype codePoints = nickname.toUcs4().size();
    if (codePoints < 1 || codePoints > SessionProtocolLimits::maxNicknameLength)
        return fail(error, QStringLiteral("nickname: %1 characters; 1 to %2")
                               .arg(codePoints)
                               .arg(SessionProtocolLimits::maxNicknameLength));
    for (char32_t c : nickname.toUcs4())
        if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029 ||
            QChar::category(c) == QChar::Other_Format)
            return fail(error, QStringLiteral("nickname: contains a control character"));
    if (!seat.isEmpty() && !isHexSeat(seat))
        return fail(error, QStringLiteral("seat: must be empty or %1 lowercase hex digits")
                               .arg(SessionProtocolLimits::seatLength));
    message->code = code;
    message->nickname = nickname;
    message->seat = seat;
    return true;
}

bool parseAnswer(const QJsonObject& object, ClientMessage* message, QString* error)
{
    message->type = ClientMessage::Type::Answer;
    QString field;
    for (const char* name : {"choice", "number", "sketch"})
        if (object.contains(QLatin1String(name))) {
            if (!field.isEmpty())
                return fail(error, QStringLiteral("answer: exactly one of choice, number, sketch"));
            field = QLatin1String(name);
        }
    if (field.isEmpty())
        return fail(error, QStringLiteral("answer: exactly one of choice, number, sketch"));
    if (!hasExactMembers(object, {QStringLiteral("type"), QStringLiteral("question"), field},
                         error))
        return false;
    if (!readInteger(object, QStringLiteral("question"), 1, 1 << 30, &message->questionId, error))
        return false;
    if (field == QLatin1String("choice")) {
        message->field = ClientMessage::AnswerField::Choice;
        return readInteger(object, field, 0, ClassQuestionLimits::maxChoices - 1,
                           &message->answer.choice, error);
    }
    if (field == QLatin1String("number")) {
        message->field = ClientMessage::AnswerField::Number;
        const QJsonValue v = object.value(field);
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return fail(error, QStringLiteral("number: must be a finite number"));
        message->answer.number = v.toDouble();
        return true;
    }
    message->field = ClientMessage::AnswerField::Sketch;
    const QJsonValue v = object.value(field);
    if (!v.isArray())
        return fail(error, QStringLiteral("sketch: must be an array of numbers"));
    const QJsonArray bars = v.toArray();
    if (bars.isEmpty() || bars.size() > ClassQuestionLimits::maxChoices)
        return fail(error, QStringLiteral("sketch: %1 bars; 1 to %2")
                               .arg(bars.size())
                               .arg(ClassQuestionLimits::maxChoices));
    Vector raw(bars.size());
    for (int i = 0; i < bars.size(); ++i) {
        const QJsonValue bar = bars.at(i);
        const double d = bar.toDouble(-1.0);
        if (!bar.isDouble() || !std::isfinite(d) || d < 0.0 ||
            d > SessionProtocolLimits::maxSketchBar)
            return fail(error, QStringLiteral("sketch: bar %1 must be a number from 0 to %2")
                                   .arg(i)
                                   .arg(SessionProtocolLimits::maxSketchBar));
        raw[i] = static_cast<float>(d);
    }
    try {
        message->answer.sketch = normaliseSketch(raw);
    } catch (const EngineError& e) {
        return fail(error, QStringLiteral("sketch: %1").arg(QString::fromStdString(e.message())));
    }
    return true;
}

QJsonArray toJsonArray(const VectorRef& v)
{
    QJsonArray array;
    for (Eigen::Index i = 0; i < v.size(); ++i)
        array.append(static_cast<double>(v[i]));
    return array;
}

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

QString closeReasonWord(CloseReason reason)
{
    switch (reason) {
    case CloseReason::WrongCode:
        return QStringLiteral("wrong_code");
    case CloseReason::Malformed:
        return QStringLiteral("malformed");
    case CloseReason::TooLarge:
        return QStringLiteral("too_large");
    case CloseReason::TooFast:
        return QStringLiteral("too_fast");
    case CloseReason::Full:
        return QStringLiteral("full");
    case CloseReason::Replaced:
        return QStringLiteral("replaced");
    case CloseReason::Ended:
        return QStringLiteral("ended");
    case CloseReason::JoinTimeout:
        return QStringLiteral("join_timeout");
    }
    return QString();
}

QString joinCodeAlphabet()
{
    return QStringLiteral("ABCDEFGHJKMNPQRSTUVWXYZ23456789");
}

std::optional<ClientMessage> parseClientMessage(const QByteArray& utf8, QString* error)
{
    if (utf8.size() > SessionProtocolLimits::maxMessageBytes) {
        fail(error, QStringLiteral("message: %1 bytes; at most %2")
                        .arg(utf8.size())
                        .arg(SessionProtocolLimits::maxMessageBytes));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(utf8, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(error, QStringLiteral("message: not JSON (%1)").arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        fail(error, QStringLiteral("message: must be a JSON object"));
        return std::nullopt;
    }
    const QJsonObject object = document.object();
    const QJsonValue type = object.value(QStringLiteral("type"));
    ClientMessage message;
    bool ok = false;
    if (type == QJsonValue(QStringLiteral("join")))
        ok = parseJoin(object, &message, error);
    else if (type == QJsonValue(QStringLiteral("answer")))
        ok = parseAnswer(object, &message, error);
    else
        fail(error, QStringLiteral("type: must be \"join\" or \"answer\""));
    if (!ok)
        return std::nullopt;
    return message;
}

QByteArray welcomeMessage(const QString& seat, const QString& nickname)
{
    return compact({{QStringLiteral("type"), QStringLiteral("welcome")},
                    {QStringLiteral("seat"), seat},
                    {QStringLiteral("nickname"), nickname}});
}

QByteArray questionMessage(int id, const ClassQuestion& question, bool answered)
{
    QJsonArray choices;
    for (const std::string& c : question.choices)
        choices.append(QString::fromStdString(c));
    return compact({{QStringLiteral("type"), QStringLiteral("question")},
                    {QStringLiteral("id"), id},
                    {QStringLiteral("kind"), QLatin1String(questionKindName(question.kind))},
                    {QStringLiteral("prompt"), QString::fromStdString(question.prompt)},
                    {QStringLiteral("choices"), choices},
                    {QStringLiteral("answered"), answered}});
}

QByteArray idleMessage()
{
    return compact({{QStringLiteral("type"), QStringLiteral("idle")}});
}

QByteArray receivedMessage(int id)
{
    return compact(
        {{QStringLiteral("type"), QStringLiteral("received")}, {QStringLiteral("id"), id}});
}

QByteArray revealMessage(int id, const ClassQuestion& question, const ClassAnswer* own)
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("reveal")},
                       {QStringLiteral("id"), id},
                       {QStringLiteral("kind"), QLatin1String(questionKindName(question.kind))},
                       {QStringLiteral("answered"), own != nullptr}};
    switch (question.kind) {
    case QuestionKind::SketchRow:
        object.insert(QStringLiteral("true_row"), toJsonArray(question.trueRow));
        break;
    case QuestionKind::Number:
        object.insert(QStringLiteral("true_number"), question.trueNumber);
        break;
    default:
        object.insert(QStringLiteral("correct_choice"), question.correctChoice);
        break;
    }
    if (own) {
        object.insert(QStringLiteral("correct"), isCorrect(question, *own));
        if (question.kind == QuestionKind::SketchRow)
            object.insert(QStringLiteral("distance"),
                          totalVariationDistance(own->sketch, question.trueRow));
    }
    return compact(object);
}

} // namespace ae
