#pragma once
// The tasks a tiny transformer is trained on, generated on the fly from a
// seeded RNG (core/random.h). An example is one sequence of symbols whose
// tail is the answer; the model reads the sequence shifted by one and is
// scored only where the next symbol belongs to the answer:
//
//   copy      abcdef|abcdef      the question again
//   reverse   abcdef|fedcba      backwards: an anti-diagonal head
//   sort      fbdaec|abcdef      in alphabetical order
//   repeat    cfcacfcacfca       k letters (k from 2 to the length, varying;
//                                repeats allowed), then the same letters again
//                                and again until the sequence is full. Scored
//                                from the second copy's second letter, after
//                                each letter that occurs once in the pattern:
//                                the answer is the letter that followed it
//                                before, which an induction circuit finds (a
//                                head that copies each position's previous
//                                letter, then a head in the next layer that
//                                finds the positions whose previous letter is
//                                the current one). Only the letters say how
//                                long the pattern is, so no head finds the
//                                answer at a fixed distance or position; a
//                                letter that occurs twice leaves its successor
//                                ambiguous, so it is not scored. Measured at
//                                the defaults (6 letters of 8, 4 heads, width
//                                32, batch 64, AdamW 3e-3), held-out accuracy,
//                                two layers: seed 1 98.7% at step 1000, 100%
//                                at 1500; seed 2 100% at 1000; seed 3 99.9% at
//                                1000. At step 2500 a second-layer head puts
//                                0.99, 1.00 and 0.98 (seeds 1, 2, 3) of a
//                                scored letter's weight on the letters that
//                                followed the current one earlier (a head
//                                spread evenly puts about 0.4 there). One
//                                layer learns it more slowly and not fully:
//                                98.3% (seed 1) and 97.6% (seed 2) at 6000.
//   brackets  (()())()|y         y when balanced, n otherwise (half each)
//   own       lines of a text file, "question|answer", all the same length
//
// A held-out set, fixed by the task's settings alone (not the training
// seed, so runs with different seeds are scored on the same examples), is
// drawn first; training examples are redrawn until they are not in it. Its
// size: a quarter of the task's distinct examples, but at least 64 (or half
// of them when the task has fewer than 128), and at most heldOutSize
// (default 256). Brackets hold out at most half of the balanced strings and
// half of the unbalanced ones, so training keeps both answers: at length 6,
// 2 of the 5 balanced and 29 of the 59 unbalanced strings. The own task
// holds out every fifth line (the last line when there are fewer than five).

#include "core/random.h"
#include "core/training/symbol_vocabulary.h"
#include "core/training/transformer_backward.h"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace ae {

enum class TaskKind
{
    Copy,
    Reverse,
    Sort,
    Repeat,
    Brackets,
    Own
};

struct TaskSettings
{
    TaskKind kind = TaskKind::Reverse;
    int length = 6;        // the question's symbols (repeat: half the sequence)
    int alphabetSize = 8;  // letters a, b, … (copy, reverse, sort, repeat)
    int heldOutSize = 256; // at most; fewer when the task has few examples
    std::string ownText;   // the own task's file, as text
};

struct TaskLimits
{
    static constexpr int maxLength = 32;
    static constexpr int maxAlphabet = 26;
    static constexpr int maxOwnLines = 100000;
    static constexpr int maxOwnLineLength = 64;
    // The own task's file: 100 000 lines of 64 symbols fit with room to spare.
    static constexpr std::uint64_t maxOwnFileBytes = 8ull << 20;
};

struct TaskExample
{
    std::vector<int> sequence; // ids of the whole sequence
    int answerStart = 0;       // sequence[answerStart…] are scored,
    std::vector<int> unscored; // except these indices (repeat: ambiguous letters), ascending
};

class TrainingTask
{
public:
    // Throws EngineError naming the setting ("length: …") or, for the own
    // task, the line ("line 3: …").
    explicit TrainingTask(const TaskSettings& settings);

    const TaskSettings& settings() const { return m_settings; }
    const SymbolVocabulary& vocabulary() const { return m_vocabulary; }
    // Tokens the model reads: the sequence without its last symbol.
    int sequenceLength() const { return m_sequenceSymbols - 1; }

    // A training example, never one of heldOut().
    TaskExample sample(SeededRandom& random) const;
    const std::vector<TaskExample>& heldOut() const { return m_heldOut; }
    // The sequence whose attention the views redraw: the first held-out
    // example (repeat: the one chosen to show an induction head, see the
    // constructor).
    const TaskExample& probe() const { return m_heldOut.front(); }
    // Whether `text` can be shown to the model as a question: 1 to
    // sequenceLength() of the task's symbols, each one byte.
    bool fitsAsQuestion(const std::string& text) const;
    // The probe's question (its symbols before the first scored one, at
    // most sequenceLength()): what the views and a saved model offer as an
    // example of what to ask.
    std::string exampleQuestion() const;

    // Model input and targets of `examples`, stacked (transformer_backward.h).
    TrainingBatch batch(const std::vector<TaskExample>& examples) const;

    static const char* name(TaskKind kind);
    static std::optional<TaskKind> kindFromName(const std::string& name);

private:
    TaskExample generate(SeededRandom& random) const;
    std::string key(const TaskExample& example) const;

    TaskSettings m_settings;
    SymbolVocabulary m_vocabulary;
    int m_sequenceSymbols = 0;
    std::vector<TaskExample> m_ownTraining; // own task: the lines not held out
    std::vector<TaskExample> m_heldOut;
    std::unordered_set<std::string> m_heldOutKeys;
};

} // namespace ae
