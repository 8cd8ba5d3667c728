#include "core/io/spec_run_question.h"

namespace ae {

LessonQuestion makeLessonQuestion(const QuestionTemplate& question, const SpecRun& run)
{
    const QuestionRun view{run.trace, run.prepared.config.mask, run.prepared.tokens,
                           run.prepared.keyTokens};
    return makeLessonQuestion(question, view);
}

} // namespace ae
