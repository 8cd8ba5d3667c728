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

bool fail(ProtocolError* error, const char* code, const QString& member = QString(),
          const QJsonObject& values = {})
{
    if (error)
        *error = ProtocolError{QLatin1String(code), member, values};
    return false;
}

// The object has exactly `names` as members.
bool hasExactMembers(const QJsonObject& object, const QStringList& names, ProtocolError* error)
{
    for (const QString& name : names)
        if (!object.contains(name))
            return fail(error, "missing_member", name);
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!names.contains(it.key()))
            // The member's name is the sender's text: quoted only up to a
            // length, so an error message stays small.
            return fail(error, "unknown_member", it.key().left(32));
    return true;
}

bool readString(const QJsonObject& object, const QString& name, QString* out, ProtocolError* error)
{
    const QJsonValue v = object.value(name);
    if (!v.isString())
        return fail(error, "not_string", name);
    *out = v.toString();
    return true;
}

// An integer in [lo, hi] (JSON numbers are doubles: 2.0 is 2, 2.5 is refused).
bool readInteger(const QJsonObject& object, const QString& name, int lo, int hi, int* out,
                 ProtocolError* error)
{
    const QJsonValue v = object.value(name);
    if (!v.isDouble())
        return fail(error, "not_number", name);
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < lo || d > hi)
        return fail(error, "integer_range", name,
                    {{QStringLiteral("min"), lo}, {QStringLiteral("max"), hi}});
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

bool parseJoin(const QJsonObject& object, ClientMessage* message, ProtocolError* error)
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
    const QString codeMember = QStringLiteral("code");
    if (code.size() != SessionProtocolLimits::joinCodeLength)
        return fail(error, "code_length", codeMember,
                    {{QStringLiteral("got"), int(code.size())},
                     {QStringLiteral("max"), SessionProtocolLimits::joinCodeLength}});
    for (QChar c : code)
        if (!alphabet.contains(c))
            return fail(error, "code_character", codeMember);
    nickname = nickname.trimmed();
    const QString nicknameMember = QStringLiteral("nickname");
    const qsizetype codePoints = nickname.toUcs4().size();
    if (codePoints < 1 || codePoints > SessionProtocolLimits::maxNicknameLength)
        return fail(error, "nickname_length", nicknameMember,
                    {{QStringLiteral("got"), double(codePoints)},
                     {QStringLiteral("max"), SessionProtocolLimits::maxNicknameLength}});
    for (char32_t c : nickname.toUcs4())
        if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029 ||
            QChar::category(c) == QChar::Other_Format)
            return fail(error, "nickname_control", nicknameMember);
    if (!seat.isEmpty() && !isHexSeat(seat))
        return fail(error, "seat_format", QStringLiteral("seat"),
                    {{QStringLiteral("max"), SessionProtocolLimits::seatLength}});
    message->code = code;
    message->nickname = nickname;
    message->seat = seat;
    return true;
}

bool parseAnswer(const QJsonObject& object, ClientMessage* message, ProtocolError* error)
{
    message->type = ClientMessage::Type::Answer;
    QString field;
    for (const char* name : {"choice", "number", "sketch"})
        if (object.contains(QLatin1String(name))) {
            if (!field.isEmpty())
                return fail(error, "answer_members", QStringLiteral("answer"));
            field = QLatin1String(name);
        }
    if (field.isEmpty())
        return fail(error, "answer_members", QStringLiteral("answer"));
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
            return fail(error, "number_not_finite", field);
        message->answer.number = v.toDouble();
        return true;
    }
    message->field = ClientMessage::AnswerField::Sketch;
    const QJsonValue v = object.value(field);
    if (!v.isArray())
        return fail(error, "sketch_not_array", field);
    const QJsonArray bars = v.toArray();
    if (bars.isEmpty() || bars.size() > ClassQuestionLimits::maxChoices)
        return fail(error, "sketch_length", field,
                    {{QStringLiteral("got"), int(bars.size())},
                     {QStringLiteral("max"), ClassQuestionLimits::maxChoices}});
    Vector raw(bars.size());
    for (int i = 0; i < bars.size(); ++i) {
        const QJsonValue bar = bars.at(i);
        const double d = bar.toDouble(-1.0);
        if (!bar.isDouble() || !std::isfinite(d) || d < 0.0 ||
            d > SessionProtocolLimits::maxSketchBar)
            return fail(error, "sketch_bar", field,
                        {{QStringLiteral("index"), i},
                         {QStringLiteral("max"), SessionProtocolLimits::maxSketchBar}});
        raw[i] = static_cast<float>(d);
    }
    try {
        message->answer.sketch = normaliseSketch(raw);
    } catch (const EngineError&) {
        return fail(error, "sketch_sum", field); // the only way left to fail: all bars 0
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
    case CloseReason::ForbiddenOrigin:
        return QStringLiteral("forbidden_origin");
    }
    return QString();
}

QString joinCodeAlphabet()
{
    return QStringLiteral("ABCDEFGHJKMNPQRSTUVWXYZ23456789");
}

std::optional<ClientMessage> parseClientMessage(const QByteArray& utf8, ProtocolError* error)
{
    if (utf8.size() > SessionProtocolLimits::maxMessageBytes) {
        fail(error, "message_too_large", QString(),
             {{QStringLiteral("got"), double(utf8.size())},
              {QStringLiteral("max"), SessionProtocolLimits::maxMessageBytes}});
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(utf8, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(error, "not_json");
        return std::nullopt;
    }
    if (!document.isObject()) {
        fail(error, "not_object");
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
        fail(error, "unknown_type", QStringLiteral("type"));
    if (!ok)
        return std::nullopt;
    return message;
}

std::optional<ClientMessage> parseClientMessage(const QByteArray& utf8, QString* error)
{
    ProtocolError problem;
    std::optional<ClientMessage> message = parseClientMessage(utf8, &problem);
    if (!message && error)
        *error = protocolErrorText(problem);
    return message;
}

QStringList protocolErrorCodes()
{
    return {QStringLiteral("message_too_large"),   QStringLiteral("not_json"),
            QStringLiteral("not_object"),          QStringLiteral("unknown_type"),
            QStringLiteral("missing_member"),      QStringLiteral("unknown_member"),
            QStringLiteral("not_string"),          QStringLiteral("not_number"),
            QStringLiteral("integer_range"),       QStringLiteral("code_length"),
            QStringLiteral("code_character"),      QStringLiteral("nickname_length"),
            QStringLiteral("nickname_control"),    QStringLiteral("seat_format"),
            QStringLiteral("answer_members"),      QStringLiteral("number_not_finite"),
            QStringLiteral("sketch_not_array"),    QStringLiteral("sketch_length"),
            QStringLiteral("sketch_bar"),          QStringLiteral("sketch_sum"),
            QStringLiteral("binary_message"),      QStringLiteral("joined_twice"),
            QStringLiteral("answer_before_join"),  QStringLiteral("answer_wrong_member"),
            QStringLiteral("answer_does_not_fit"), QStringLiteral("wrong_path")};
}

QString protocolErrorText(const ProtocolError& error)
{
    // English, for the teacher's panel and the logs; the page has its own
    // words for each code (resources/session/session.js).
    const QString& m = error.member;
    const auto number = [&error](const char* name) {
        return QString::number(error.values.value(QLatin1String(name)).toDouble(), 'g', 10);
    };
    const QString& c = error.code;
    if (c == QLatin1String("message_too_large"))
        return QStringLiteral("message: %1 bytes; at most %2").arg(number("got"), number("max"));
    if (c == QLatin1String("not_json"))
        return QStringLiteral("message: not JSON");
    if (c == QLatin1String("not_object"))
        return QStringLiteral("message: must be a JSON object");
    if (c == QLatin1String("unknown_type"))
        return QStringLiteral("type: must be \"join\" or \"answer\"");
    if (c == QLatin1String("missing_member"))
        return QStringLiteral("%1: missing").arg(m);
    if (c == QLatin1String("unknown_member"))
        return QStringLiteral("%1: not a member of this message").arg(m);
    if (c == QLatin1String("not_string"))
        return QStringLiteral("%1: must be a string").arg(m);
    if (c == QLatin1String("not_number"))
        return QStringLiteral("%1: must be a number").arg(m);
    if (c == QLatin1String("integer_range"))
        return QStringLiteral("%1: must be an integer from %2 to %3")
            .arg(m, number("min"), number("max"));
    if (c == QLatin1String("code_length"))
        return QStringLiteral("code: %1 characters; a join code has %2")
            .arg(number("got"), number("max"));
    if (c == QLatin1String("code_character"))
        return QStringLiteral("code: not a join code character");
    if (c == QLatin1String("nickname_length"))
        return QStringLiteral("nickname: %1 characters; 1 to %2").arg(number("got"), number("max"));
    if (c == QLatin1String("nickname_control"))
        return QStringLiteral("nickname: contains a control character");
    if (c == QLatin1String("seat_format"))
        return QStringLiteral("seat: must be empty or %1 lowercase hex digits").arg(number("max"));
    if (c == QLatin1String("answer_members"))
        return QStringLiteral("answer: exactly one of choice, number, sketch");
    if (c == QLatin1String("number_not_finite"))
        return QStringLiteral("number: must be a finite number");
    if (c == QLatin1String("sketch_not_array"))
        return QStringLiteral("sketch: must be an array of numbers");
    if (c == QLatin1String("sketch_length"))
        return QStringLiteral("sketch: %1 bars; 1 to %2").arg(number("got"), number("max"));
    if (c == QLatin1String("sketch_bar"))
        return QStringLiteral("sketch: bar %1 must be a number from 0 to %2")
            .arg(number("index"), number("max"));
    if (c == QLatin1String("sketch_sum"))
        return QStringLiteral("sketch: the bars add up to 0");
    if (c == QLatin1String("binary_message"))
        return QStringLiteral("binary message");
    if (c == QLatin1String("joined_twice"))
        return QStringLiteral("joined twice");
    if (c == QLatin1String("answer_before_join"))
        return QStringLiteral("answer before join");
    if (c == QLatin1String("answer_wrong_member"))
        return QStringLiteral("answer: the wrong member for a %1 question")
            .arg(error.values.value(QLatin1String("kind")).toString());
    if (c == QLatin1String("answer_does_not_fit"))
        return QStringLiteral("%1: does not fit the question").arg(m);
    if (c == QLatin1String("wrong_path"))
        return QStringLiteral("not the session path");
    return c;
}

QByteArray errorMessage(const ProtocolError& error)
{
    QJsonObject object = error.values;
    object.insert(QStringLiteral("type"), QStringLiteral("error"));
    object.insert(QStringLiteral("code"), error.code);
    if (!error.member.isEmpty())
        object.insert(QStringLiteral("member"), error.member);
    return compact(object);
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
