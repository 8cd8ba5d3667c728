#pragma once
// A lesson question made from a spec's run (core/lesson_question.h): the run's
// trace, the mask settings it was prepared with (valid lengths of a padded
// batch included) and its tokens.

#include "core/io/spec_runner.h"
#include "core/lesson_question.h"

namespace ae {

// Throws EngineError naming the template field (see makeLessonQuestion).
LessonQuestion makeLessonQuestion(const QuestionTemplate& question, const SpecRun& run);

} // namespace ae
