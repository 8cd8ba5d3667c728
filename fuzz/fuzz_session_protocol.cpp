// libFuzzer target: the class session's parser of students' messages
// (ui/session/session_protocol.h) on arbitrary bytes. A refusal must say why;
// an accepted message must obey the documented rules (code from the
// alphabet, nickname of 1–24 characters without control characters, seat
// empty or 32 hex digits, question ≥ 1, choice 0–63, number finite, sketch a
// distribution of 1–64 entries), and written back as JSON it must parse to
// the same message.

#include "ui/session/session_protocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "%s\n", what);
    std::abort();
}

QByteArray rewrite(const ae::ClientMessage& m)
{
    QJsonObject o;
    if (m.type == ae::ClientMessage::Type::Join) {
        o = {{"type", "join"}, {"code", m.code}, {"nickname", m.nickname}, {"seat", m.seat}};
    } else {
        o = {{"type", "answer"}, {"question", m.questionId}};
        switch (m.field) {
        case ae::ClientMessage::AnswerField::Choice:
            o.insert("choice", m.answer.choice);
            break;
        case ae::ClientMessage::AnswerField::Number:
            o.insert("number", m.answer.number);
            break;
        case ae::ClientMessage::AnswerField::Sketch: {
            QJsonArray bars;
            for (Eigen::Index i = 0; i < m.answer.sketch.size(); ++i)
                bars.append(double(m.answer.sketch[i]));
            o.insert("sketch", bars);
            break;
        }
        }
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

void checkRules(const ae::ClientMessage& m)
{
    if (m.type == ae::ClientMessage::Type::Join) {
        if (m.code.size() != ae::SessionProtocolLimits::joinCodeLength)
            fail("accepted a code of the wrong length");
        for (QChar c : m.code)
            if (!ae::joinCodeAlphabet().contains(c))
                fail("accepted a code outside the alphabet");
        const auto points = m.nickname.toUcs4();
        if (points.isEmpty() || points.size() > ae::SessionProtocolLimits::maxNicknameLength)
            fail("accepted a nickname of the wrong length");
        for (char32_t c : points)
            if (c < 0x20)
                fail("accepted a control character in a nickname");
        if (!m.seat.isEmpty() && m.seat.size() != ae::SessionProtocolLimits::seatLength)
            fail("accepted a seat of the wrong length");
        return;
    }
    if (m.questionId < 1)
        fail("accepted a question id below 1");
    switch (m.field) {
    case ae::ClientMessage::AnswerField::Choice:
        if (m.answer.choice < 0 || m.answer.choice >= ae::ClassQuestionLimits::maxChoices)
            fail("accepted a choice out of range");
        break;
    case ae::ClientMessage::AnswerField::Number:
        if (!std::isfinite(m.answer.number))
            fail("accepted a number that is not finite");
        break;
    case ae::ClientMessage::AnswerField::Sketch: {
        const auto& s = m.answer.sketch;
        if (s.size() < 1 || s.size() > ae::ClassQuestionLimits::maxChoices)
            fail("accepted a sketch of the wrong length");
        double sum = 0.0;
        for (Eigen::Index i = 0; i < s.size(); ++i) {
            if (!std::isfinite(s[i]) || s[i] < 0.0f)
                fail("accepted a sketch entry that is negative or not finite");
            sum += s[i];
        }
        if (std::abs(sum - 1.0) > 1e-3)
            fail("an accepted sketch is not a distribution");
        break;
    }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const std::optional<ae::ClientMessage> message = ae::parseClientMessage(bytes, &error);
    if (!message) {
        if (error.isEmpty())
            fail("refused without a reason");
        return 0;
    }
    checkRules(*message);
    QString again;
    const std::optional<ae::ClientMessage> back = ae::parseClientMessage(rewrite(*message), &again);
    if (!back)
        fail("an accepted message, written back, is refused");
    if (back->type != message->type || back->code != message->code ||
        back->nickname != message->nickname || back->seat != message->seat ||
        back->questionId != message->questionId || back->field != message->field ||
        back->answer.choice != message->answer.choice ||
        back->answer.number != message->answer.number ||
        back->answer.sketch.size() != message->answer.sketch.size())
        fail("an accepted message, written back, parses different");
    return 0;
}
