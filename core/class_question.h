#pragma once
// A question put to a class, its true answer and what the teacher sees of the
// class's answers. The true answer is the caller's, computed from a run (the
// row the engine produced, the key it weighted most), never typed in.
//
// Kinds and their answers:
//   SketchRow       the student drags n bars over the keys (choices = key
//                   tokens); the bars are normalised to a distribution. The
//                   truth is the run's row. Correct = the sketch's top key is
//                   the row's top key (the first of equal maxima).
//   WinningKey      pick the key the row weights most (choices = tokens).
//   PickHead        pick a head (choices = "head 1", …).
//   MultipleChoice  pick one of the choices.
//   Number          a number; correct within `tolerance` of the truth.
//
// Sizes are bounded (maxChoices) because questions travel to browsers and
// answers come back from them.

#include "core/types.h"

#include <string>
#include <vector>

namespace ae {

enum class QuestionKind
{
    SketchRow,
    WinningKey,
    PickHead,
    Number,
    MultipleChoice
};

// "sketch_row", "winning_key", "pick_head", "number", "multiple_choice".
const char* questionKindName(QuestionKind kind);
bool questionKindFromName(const std::string& name, QuestionKind* out);
// Kinds answered by picking one of the choices.
bool isChoiceKind(QuestionKind kind);

struct ClassQuestionLimits
{
    static constexpr int maxChoices = 64;
    static constexpr int maxChoiceBytes = 64;  // one choice label, UTF-8
    static constexpr int maxPromptBytes = 400; // UTF-8
};

struct ClassQuestion
{
    QuestionKind kind = QuestionKind::MultipleChoice;
    std::string prompt;
    std::vector<std::string> choices; // keys, heads or options (empty for Number)
    // The truth. SketchRow: trueRow (a distribution over the choices).
    // WinningKey, PickHead, MultipleChoice: correctChoice. Number: trueNumber.
    Vector trueRow;
    int correctChoice = -1;
    double trueNumber = 0.0;
    double tolerance = 0.0; // Number: |answer − truth| ≤ tolerance is correct
};

// Throws EngineError naming the field ("question.correct_choice: 4 is not one
// of the 3 choices") when the question or its truth is inconsistent: choices
// count and size, trueRow length n = choices, non-negative, summing to 1
// within 1e-3; correctChoice in range; trueNumber and tolerance finite,
// tolerance ≥ 0; prompt length.
void validateQuestion(const ClassQuestion& question);

// A SketchRow question for `row` over `keys`: the truth is the row (must be a
// distribution, see validateQuestion).
ClassQuestion sketchRowQuestion(std::string prompt, const Tokens& keys, const VectorRef& row);
// A WinningKey question for `row` over `keys`: the truth is the row's argmax.
ClassQuestion winningKeyQuestion(std::string prompt, const Tokens& keys, const VectorRef& row);

// The bars a student dragged, as a distribution: bars / sum. Throws
// EngineError("answer.sketch") unless every bar is finite and ≥ 0 and the
// sum is > 0.
Vector normaliseSketch(const VectorRef& bars);

// ½ Σ |p_i − q_i|, in [0, 1] for two distributions. Throws
// EngineError("answer.sketch") when the lengths differ.
double totalVariationDistance(const VectorRef& p, const VectorRef& q);

// The first index of the largest value (−1 for an empty vector).
int argmaxIndex(const VectorRef& values);

// One student's answer. Which member counts depends on the question's kind.
struct ClassAnswer
{
    int choice = -1; // choice kinds
    double number = 0.0;
    Vector sketch; // SketchRow: a distribution (normaliseSketch)
};

// Throws EngineError naming the answer field when `answer` does not fit
// `question` (choice out of range, sketch of the wrong length or not a
// distribution, number not finite).
void validateAnswer(const ClassQuestion& question, const ClassAnswer& answer);
bool isCorrect(const ClassQuestion& question, const ClassAnswer& answer);

// What the teacher sees. counts: per choice, how many picked it (SketchRow:
// how many sketches put their top key there); empty for Number.
struct ClassAggregate
{
    int answered = 0;
    int correct = 0;
    double shareCorrect = 0.0; // correct / answered; 0 with no answers
    std::vector<int> counts;
    // SketchRow: the mean of the sketches (a distribution), each sketch's
    // total variation distance to the truth (in answer order), their mean,
    // and the mean sketch's distance to the truth. Empty / 0 otherwise.
    Vector meanSketch;
    std::vector<double> sketchDistances;
    double meanSketchDistanceToTruth = 0.0;
    double meanOfDistances = 0.0;
    // Number: mean and median of the answers (0 with no answers).
    double meanNumber = 0.0;
    double medianNumber = 0.0;
};

// Aggregates answers already checked by validateAnswer (throws the same
// errors otherwise).
ClassAggregate aggregateAnswers(const ClassQuestion& question,
                                const std::vector<ClassAnswer>& answers);

} // namespace ae
