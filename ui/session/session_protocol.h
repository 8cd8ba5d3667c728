#pragma once
// The class session's wire format: JSON text messages over the WebSocket.
// QtCore only (the fuzzer builds this file without the GUI).
//
// A student's browser sends exactly two messages, each a JSON object with
// exactly these members and types (anything else is refused with a reason and
// the server closes that client only):
//
//   {"type":"join","code":"K7QM2P","nickname":"Ann","seat":""}
//       code: 6 characters of joinCodeAlphabet(); nickname: 1–24 characters
//       after trimming, no control characters; seat: "" (a new seat) or the
//       32-hex-digit token a welcome gave (a reconnecting phone keeps its seat).
//   {"type":"answer","question":3,"choice":1}
//   {"type":"answer","question":3,"number":12.5}
//   {"type":"answer","question":3,"sketch":[0.1,2,0.5]}
//       question: the id of the question answered (integer ≥ 1); exactly one
//       of choice (integer 0–63), number (finite) or sketch (1–64 finite bars
//       ≥ 0 and ≤ 1e6 with a positive sum; normalised here to a distribution).
//
// The server sends (built here, read by resources/session/session.js):
//   {"type":"welcome","seat":…,"nickname":…}
//   {"type":"question","id":…,"kind":"sketch_row"|…,"prompt":…,"choices":[…],"answered":bool}
//   {"type":"idle"}                      no question open
//   {"type":"received","id":…}           the answer is counted (also for a repeat, which is not)
//   {"type":"reveal","id":…,"kind":…,"true_row":[…]|"correct_choice":i|"true_number":x,
//    "answered":bool,"correct":bool,"distance":x (sketch only, when answered)}
//   {"type":"error","code":…,"member":…,…}  why the next close frame refuses
//                                        the client's message: a code of
//                                        protocolErrorCodes(), the member at
//                                        fault and the numbers the page quotes
//                                        ("got", "min", "max", "index")
// and closes a client with a close frame whose reason is one of the
// closeReason() words. The page shows both in its own language (English or
// Chinese): no English sentence of the server's reaches the browser.

#include "core/class_question.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace ae {

struct SessionProtocolLimits
{
    static constexpr int maxMessageBytes = 4096;
    static constexpr int joinCodeLength = 6;
    static constexpr int maxNicknameLength = 24; // Unicode code points
    static constexpr int seatLength = 32;        // hex digits (128 random bits)
    static constexpr double maxSketchBar = 1e6;
};

// Why a client was closed: the close frame's reason, a word the page knows.
enum class CloseReason
{
    WrongCode,      // "wrong_code"
    Malformed,      // "malformed": not a message of the protocol, or out of order
    TooLarge,       // "too_large"
    TooFast,        // "too_fast": over the message rate
    Full,           // "full": connection or seat limit reached
    Replaced,       // "replaced": the seat joined again from another connection
    Ended,          // "ended": the teacher stopped the session
    JoinTimeout,    // "join_timeout": connected but did not join in time
    ForbiddenOrigin // "forbidden_origin": a page of another site opened the socket
};
QString closeReasonWord(CloseReason reason);

// Letters and digits a student cannot confuse (no 0/O, 1/I/L).
QString joinCodeAlphabet();

struct ClientMessage
{
    enum class Type
    {
        Join,
        Answer
    };
    enum class AnswerField
    {
        Choice,
        Number,
        Sketch
    };
    Type type = Type::Join;
    // Join
    QString code;
    QString nickname; // trimmed
    QString seat;     // "" or 32 lowercase hex digits
    // Answer
    int questionId = 0;
    AnswerField field = AnswerField::Choice;
    ClassAnswer answer; // sketch already normalised
};

// What is wrong with a client's message: a code (a word the page knows), the
// member at fault (empty: the whole message) and the numbers a message about
// it quotes ("got", "min", "max", "index"; "kind" for answer_wrong_member).
struct ProtocolError
{
    QString code;
    QString member;
    QJsonObject values;
};
// Every code parseClientMessage and the session send.
QStringList protocolErrorCodes();
// The English sentence for the teacher's panel and logs, naming the member
// ("nickname: 30 characters; 1 to 24").
QString protocolErrorText(const ProtocolError& error);

// Parses one text message strictly. On failure returns nothing and sets
// `error` to what is wrong (the second form: protocolErrorText of it).
std::optional<ClientMessage> parseClientMessage(const QByteArray& utf8, ProtocolError* error);
std::optional<ClientMessage> parseClientMessage(const QByteArray& utf8, QString* error);

// Server → client messages (compact JSON, UTF-8).
QByteArray welcomeMessage(const QString& seat, const QString& nickname);
QByteArray questionMessage(int id, const ClassQuestion& question, bool answered);
QByteArray idleMessage();
QByteArray receivedMessage(int id);
// own: the student's counted answer (null when they did not answer).
QByteArray revealMessage(int id, const ClassQuestion& question, const ClassAnswer* own);
QByteArray errorMessage(const ProtocolError& error);

} // namespace ae
