#pragma once
// A lesson scene's question as the lesson file stores it: the template of
// core/lesson_question.h (what is asked; the answer is computed from the
// scene's run when it is shown) and an optional prompt the teacher wrote
// (empty: the interface words the question in its language).
//
// JSON, the optional "question" member of a scene (lesson@1):
//   {"kind": "sketch_row" | "winning_key" | "pick_head" | "number" | "multiple_choice",
//    "about": "row" | "key_weight" | "head_pattern" | "crossover" | "mask_cause" |
//             "score_spread" | "closest_position"      (default: the kind's first),
//    "batch", "head", "query", "key": integers ≥ 0     (default 0),
//    "pattern": "previous_token" | "first_token" | "self",
//    "layer": "recurrent" | "convolutional", "d": number > 0, "k": number ≥ 2,
//    "scaled": bool, "seed": integer ≥ 0, "tolerance": number ≥ 0,
//    "prompt": string (at most ClassQuestionLimits::maxPromptBytes bytes)}
// Read strictly: an unknown member, a wrong type or value, or an "about" the
// kind does not ask is an error naming the member ("scenes[2].question.head:
// expected an integer ≥ 0"). Written with the members the subject reads.

#include "core/lesson_question.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace ae {

struct SceneQuestion
{
    QuestionTemplate question;
    QString prompt; // the teacher's own wording; empty: the interface's

    bool operator==(const SceneQuestion& other) const;
};

// `field` prefixes error messages ("scenes[2].question").
std::optional<SceneQuestion> sceneQuestionFromJson(const QJsonValue& value, const QString& field,
                                                   QString* error);
QJsonObject sceneQuestionToJson(const SceneQuestion& question);

} // namespace ae
