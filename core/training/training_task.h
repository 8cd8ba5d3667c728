#pragma once
// The tasks a tiny transformer is trained on, generated on the fly from a
// seeded RNG (core/random.h). An example is one sequence of symbols whose
// tail is the answer; the model reads the sequence shifted by one and is
// scored only where the next symbol belongs to the answer:
//
//   copy      abcdef|abcdef      the question again
//   reverse   abcdef|fedcba      backwards: an anti-diagonal head
//   sort      fbdaec|abcdef      in alphabetical order
//   repeat    ....cfbacfba       k distinct letters (k from 2 to the length,
//                                varying) after filler dots, then the same
//                                letters again; scored from the second letter
//                                of the copy. Each answer is the letter that
//                                followed the current one in the first copy:
//                                an induction circuit (a previous-letter head,
//                                then a head in the next layer that looks for
//                                the letter after the current one's earlier
//                                occurrence). No fixed offset solves it, since
//                                k varies. Measured: see REPEAT_MEASURED below
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
// 2 of the 5 balanced and 30 of the 59 unbalanced strings. The own task
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
    int answerStart = 0;       // sequence[answerStart…] are scored
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
    // The sequence whose attention the views redraw: the first held-out example.
    const TaskExample& probe() const { return m_heldOut.front(); }

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
