#pragma once
// A lesson scene's question: what the teacher stores (a template: the kind
// and what it asks about) and the question made from the scene's run. The
// truth is always computed from the run (or, for the notes' formulas, from
// core/complexity and core/scaling_statistics), never typed in: change the
// sentence and the answer follows.
//
// What each template asks about, and how its truth is found:
//   Row              SketchRow: the row of (batch, head, query) itself.
//                    WinningKey: the key that row weights most (first of equal
//                    maxima, argmaxIndex).
//   KeyWeight        Number: the weight of (batch, head, query) on `key`;
//                    correct within `tolerance`.
//   HeadPattern      PickHead: the head of batch item `batch` whose
//                    core/head_behaviour score for `pattern` is highest (the
//                    first of equal scores). Needs square weights (n = m);
//                    `causal` of the score is whether the run's mask is causal.
//   Crossover        Number: the length n where self-attention and `layer`
//                    (recurrent or convolutional, kernel `k`) cost the same
//                    operations per layer for width `d` (crossoverLength:
//                    n = d, n = k·d); correct within `tolerance`.
//   MaskCause        MultipleChoice: which mask made the weight of (batch,
//                    head 0, query) on `key` zero: "the causal mask", "the
//                    valid length", both, "another mask" (a window or a mask
//                    matrix: neither of the two hides it, yet the weight is 0),
//                    or "neither: the weight is not zero". The causal mask and
//                    the valid lengths are rebuilt alone from the run's mask
//                    settings (buildMask).
//   ScoreSpread      MultipleChoice: by what factor the standard deviation of
//                    q·k (scaled by 1/√d when `scaled`) changes when d becomes
//                    4d, measured on sampleDotProducts(d), (4d) with `seed`;
//                    the choice nearest the measured ratio on a log scale.
//                    (Var q·k = d: unscaled ×2, scaled ×1.)
//   ClosestPosition  MultipleChoice: which other position's sinusoidal
//                    encoding has the largest dot product with the encoding of
//                    position `query` (the run's positional encoding; refused,
//                    "positional_encoding: is empty", when it has none). The
//                    choices are every other position.
//
// The made question's prompt is left empty: the interface words it from the
// template and the names below, in its language.

#include "core/attention_trace.h"
#include "core/class_question.h"
#include "core/complexity.h"
#include "core/head_behaviour.h"
#include "core/masks.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ae {

enum class QuestionSubject
{
    Row,
    KeyWeight,
    HeadPattern,
    Crossover,
    MaskCause,
    ScoreSpread,
    ClosestPosition
};

// "row", "key_weight", "head_pattern", "crossover", "mask_cause",
// "score_spread", "closest_position".
const char* questionSubjectName(QuestionSubject subject);
bool questionSubjectFromName(const std::string& name, QuestionSubject* out);
// Whether `kind` may ask about `subject` (the pairs listed above), and how
// many subjects it may ask about.
bool subjectFitsKind(QuestionKind kind, QuestionSubject subject);
int subjectCount(QuestionKind kind);
// The subject a kind asks about when the template names none (Row for the row
// kinds, HeadPattern for PickHead, Crossover for Number, MaskCause for
// MultipleChoice).
QuestionSubject defaultSubject(QuestionKind kind);

// The head patterns a PickHead question may ask for (core/head_behaviour).
enum class HeadPattern
{
    PreviousToken,
    FirstToken,
    Self
};
// "previous_token", "first_token", "self".
const char* headPatternName(HeadPattern pattern);
bool headPatternFromName(const std::string& name, HeadPattern* out);

// The MaskCause choices, in this order (English; the interface translates).
inline constexpr const char* kMaskCauseChoices[] = {
    "the causal mask", "the valid length", "both the causal mask and the valid length",
    "another mask (a window or a mask matrix)", "neither: the weight is not zero"};
// The ScoreSpread choices, in this order, and the factor each stands for.
inline constexpr const char* kSpreadChoices[] = {"it halves", "it stays about the same",
                                                 "it doubles", "it quadruples"};
inline constexpr double kSpreadFactors[] = {0.5, 1.0, 2.0, 4.0};

struct QuestionTemplate
{
    QuestionKind kind = QuestionKind::WinningKey;
    QuestionSubject about = QuestionSubject::Row;
    // Row, KeyWeight, MaskCause (query, key), HeadPattern (batch),
    // ClosestPosition (query). 0-based.
    int batch = 0;
    int head = 0;
    int query = 0;
    int key = 0;
    HeadPattern pattern = HeadPattern::PreviousToken;
    // Crossover: the other layer (Recurrent or Convolutional), d and k.
    // ScoreSpread: d (an integer from 1 to kMaxSpreadDimension) and `scaled`.
    LayerKind layer = LayerKind::Recurrent;
    double d = 512;
    double k = 3;
    bool scaled = false;
    std::uint64_t seed = 0;
    // Number kinds: |answer − truth| ≤ tolerance is right.
    double tolerance = 0.05;
};

inline constexpr int kMaxSpreadDimension = 1024;
inline constexpr int kSpreadSamples = 4000;

// What a question reads of a run: the trace, the mask settings it was run
// with, and the tokens of every batch item (queries, keys).
struct QuestionRun
{
    const AttentionTrace& trace;
    const MaskConfig& mask;
    const std::vector<Tokens>& queryTokens;
    const std::vector<Tokens>& keyTokens;
};

struct LessonQuestion
{
    QuestionTemplate from;
    // The truth and the choices; prompt empty (the interface words it).
    // PickHead choices are "head 1", "head 2", …; ClosestPosition's are
    // "2: sat" (position: token); MaskCause's and ScoreSpread's are the
    // English texts above.
    ClassQuestion question;
    // Names the prompt and explanation use: Row, KeyWeight, MaskCause: the
    // query's and the key's token (for Row, the key that wins);
    // ClosestPosition: the query's token and the closest position's token.
    std::string queryToken;
    std::string keyToken;
    // The numbers behind the truth, per subject:
    //   Row, KeyWeight   [the winning (KeyWeight: asked) key's weight, its score,
    //                     the runner-up key's weight, its score]; the runner-up
    //                     is the best other key the mask keeps (its token in
    //                     runnerUpToken; weight and score 0 and token "" when none)
    //   HeadPattern      the pattern's score of every head
    //   Crossover        [operations of self-attention, of the other layer] at
    //                    the crossover length
    //   MaskCause        [the weight, the valid length of the item (−1 without),
    //                     1 if the causal mask hides it, 1 if the length does]
    //   ScoreSpread      [std at d, std at 4d, their ratio]
    //   ClosestPosition  the dot product of the query's encoding with every
    //                    position's (its own included)
    std::vector<double> evidence;
    std::string runnerUpToken;
};

// Throws EngineError naming the template field ("question.head: 3; must be
// from 0 to 1") when the template does not fit the run or asks for what the
// run does not have (existing codes: a subject the kind does not ask, or a
// layer without a crossover, is NotAChoice; a head pattern on non-square
// weights HeadMustBeSquare).
LessonQuestion makeLessonQuestion(const QuestionTemplate& question, const QuestionRun& run);

} // namespace ae
