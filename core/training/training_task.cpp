#include "core/training/training_task.h"

#include "core/types.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace ae {
namespace {

constexpr char kBar = '|';

// The held-out rule (training_task.h): a quarter of the task's distinct
// examples, raised to kMinimumHeldOut (or half of them when there are fewer
// than twice that), capped by heldOutSize.
constexpr double kMinimumHeldOut = 64;

int heldOutCount(double space, int heldOutSize)
{
    const double wanted =
        std::max(std::floor(space / 4), std::min(kMinimumHeldOut, std::floor(space / 2)));
    return int(std::max(1.0, std::min(double(heldOutSize), wanted)));
}

// Whether pattern[i] occurs once in the pattern.
bool uniqueAt(const std::vector<int>& pattern, std::size_t i)
{
    return std::count(pattern.begin(), pattern.end(), pattern[i]) == 1;
}

// Whether the repeat task scores something in `pattern`: a letter before
// the last that occurs once (its successor is then known by looking back).
bool scoresSomething(const std::vector<int>& pattern)
{
    for (std::size_t i = 0; i + 1 < pattern.size(); ++i)
        if (uniqueAt(pattern, i))
            return true;
    return false;
}

// Patterns of k letters of `alphabet` that score something: counted one by
// one up to a million, else all alphabet^k (nearly all of them score).
double repeatPatterns(int alphabet, int k)
{
    const double all = std::pow(double(alphabet), k);
    if (all > 1e6)
        return all;
    double count = 0;
    std::vector<int> pattern(std::size_t(k), 0);
    for (long long n = 0; n < (long long)(all); ++n) {
        long long rest = n;
        for (int& letter : pattern) {
            letter = int(rest % alphabet);
            rest /= alphabet;
        }
        count += scoresSomething(pattern) ? 1 : 0;
    }
    return count;
}

int drawBelow(SeededRandom& random, int count)
{
    return std::min(count - 1, int(random.uniform() * count));
}

std::string letters(int count)
{
    std::string text;
    for (int i = 0; i < count; ++i)
        text.push_back(char('a' + i));
    return text;
}

bool balanced(const std::vector<int>& brackets, int open)
{
    int depth = 0;
    for (int b : brackets) {
        depth += b == open ? 1 : -1;
        if (depth < 0)
            return false;
    }
    return depth == 0;
}

double catalan(int k)
{
    double c = 1;
    for (int i = 0; i < k; ++i)
        c = c * 2 * (2 * i + 1) / (i + 2);
    return c;
}

struct OwnLines
{
    std::vector<std::string> lines; // distinct, in file order
    std::string symbols;            // sorted
};

std::string lineField(int line)
{
    return "line " + std::to_string(line);
}

OwnLines parseOwnLines(const std::string& text)
{
    OwnLines parsed;
    std::unordered_set<std::string> seen;
    bool used[128] = {};
    std::size_t firstLength = 0;
    int firstLine = 0;
    int lineNumber = 0;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(begin, end - begin);
        begin = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty() || line.front() == '#')
            continue;
        const std::string field = lineField(lineNumber);
        for (std::size_t i = 0; i < line.size(); ++i) {
            const unsigned char c = static_cast<unsigned char>(line[i]);
            if (c <= 0x20 || c >= 0x7F)
                throw EngineError(field, ErrorCode::ColumnNotSymbol, {std::to_string(i + 1)});
            if (c == SymbolVocabulary::unknownSymbol)
                throw EngineError(field, ErrorCode::ColumnReserved, {std::to_string(i + 1)});
        }
        const std::size_t bar = line.find(kBar);
        if (bar == std::string::npos || line.find(kBar, bar + 1) != std::string::npos)
            throw EngineError(field, ErrorCode::ExpectedOneBar);
        if (bar == 0 || bar + 1 == line.size())
            throw EngineError(field, ErrorCode::QuestionAnswerEmpty);
        if (int(line.size()) > TaskLimits::maxOwnLineLength)
            throw EngineError(
                field, ErrorCode::SymbolsAtMost,
                {std::to_string(line.size()), std::to_string(TaskLimits::maxOwnLineLength)});
        if (firstLength == 0) {
            firstLength = line.size();
            firstLine = lineNumber;
        } else if (line.size() != firstLength) {
            throw EngineError(field, ErrorCode::LineLengthDiffers,
                              {std::to_string(line.size()), std::to_string(firstLine),
                               std::to_string(firstLength)});
        }
        if (!seen.insert(line).second)
            continue;
        if (int(parsed.lines.size()) >= TaskLimits::maxOwnLines)
            throw EngineError(field, ErrorCode::TooManyExamples,
                              {std::to_string(TaskLimits::maxOwnLines)});
        for (char c : line)
            used[static_cast<unsigned char>(c)] = true;
        parsed.lines.push_back(std::move(line));
    }
    if (parsed.lines.size() < 2)
        throw EngineError("lines", ErrorCode::NeedsTwoExamples);
    for (int c = 0; c < 128; ++c)
        if (used[c])
            parsed.symbols.push_back(char(c));
    return parsed;
}

std::string symbolsOf(const TaskSettings& s)
{
    if (s.kind == TaskKind::Own)
        return parseOwnLines(s.ownText).symbols;
    if (s.length < 2 || s.length > TaskLimits::maxLength)
        throw EngineError("length", ErrorCode::MustBeFromTo,
                          {std::to_string(s.length), "2", std::to_string(TaskLimits::maxLength)});
    if (s.kind == TaskKind::Brackets) {
        if (s.length % 2 != 0)
            throw EngineError("length", ErrorCode::BracketsEvenLength);
        return std::string("()") + kBar + "ny";
    }
    if (s.alphabetSize < 2 || s.alphabetSize > TaskLimits::maxAlphabet)
        throw EngineError(
            "alphabetSize", ErrorCode::MustBeFromTo,
            {std::to_string(s.alphabetSize), "2", std::to_string(TaskLimits::maxAlphabet)});
    if (s.kind == TaskKind::Repeat)
        return letters(s.alphabetSize);
    return letters(s.alphabetSize) + kBar;
}

} // namespace

TrainingTask::TrainingTask(const TaskSettings& settings)
    : m_settings(settings), m_vocabulary(symbolsOf(settings))
{
    if (settings.heldOutSize < 1)
        throw EngineError("heldOutSize", ErrorCode::MustBeAtLeastOne);
    const TaskSettings& s = m_settings;
    double space = 0; // distinct examples the task has
    // Held-out examples allowed per answer class (brackets: y, n), so that
    // training keeps at least half of each class.
    double balancedCap = 0, unbalancedCap = 0;
    switch (s.kind) {
    case TaskKind::Copy:
    case TaskKind::Reverse:
    case TaskKind::Sort:
        m_sequenceSymbols = 2 * s.length + 1;
        space = std::pow(double(s.alphabetSize), s.length);
        break;
    case TaskKind::Repeat:
        m_sequenceSymbols = 2 * s.length;
        if (s.alphabetSize < 2)
            throw EngineError("alphabetSize", ErrorCode::PatternNeedsTwoLetters);
        for (int k = 2; k <= s.length; ++k)
            space += repeatPatterns(s.alphabetSize, k);
        break;
    case TaskKind::Brackets: {
        m_sequenceSymbols = s.length + 2;
        space = std::pow(2.0, s.length);
        const double balancedStrings = catalan(s.length / 2);
        balancedCap = std::floor(balancedStrings / 2);
        unbalancedCap = std::floor((space - balancedStrings) / 2);
        break;
    }
    case TaskKind::Own: {
        const OwnLines parsed = parseOwnLines(s.ownText);
        m_sequenceSymbols = int(parsed.lines.front().size());
        for (std::size_t i = 0; i < parsed.lines.size(); ++i) {
            TaskExample example;
            example.sequence = m_vocabulary.encode(parsed.lines[i]);
            example.answerStart = int(parsed.lines[i].find(kBar)) + 1;
            // Every fifth line is held out; with fewer than five, the last.
            const bool held = parsed.lines.size() < 5 ? i + 1 == parsed.lines.size() : i % 5 == 4;
            if (held && int(m_heldOut.size()) < s.heldOutSize) {
                m_heldOutKeys.insert(key(example));
                m_heldOut.push_back(std::move(example));
            } else {
                m_ownTraining.push_back(std::move(example));
            }
        }
        return;
    }
    }
    int count = heldOutCount(space, s.heldOutSize);
    const bool byClass = s.kind == TaskKind::Brackets;
    if (byClass)
        count = int(std::min(double(count), std::max(1.0, balancedCap + unbalancedCap)));
    SeededRandom random(
        stableHash(name(s.kind), std::uint64_t(s.length) * 1000 + std::uint64_t(s.alphabetSize)));
    double balancedHeld = 0, unbalancedHeld = 0;
    const int yes = byClass ? *m_vocabulary.id('y') : -1;
    while (int(m_heldOut.size()) < count) {
        TaskExample example = generate(random);
        if (byClass) {
            const bool balanced = example.sequence.back() == yes;
            double& held = balanced ? balancedHeld : unbalancedHeld;
            if (held >= (balanced ? balancedCap : unbalancedCap))
                continue;
            if (m_heldOutKeys.count(key(example)))
                continue;
            held += 1;
        }
        if (m_heldOutKeys.insert(key(example)).second)
            m_heldOut.push_back(std::move(example));
    }
    if (s.kind == TaskKind::Repeat) {
        // The views' probe, where an induction head shows best: the longest
        // pattern whose two copies fit in what the model reads (so every
        // query of the second copy has its earlier occurrence, and the
        // heads' induction score is defined), all letters distinct when
        // some such example has them (every position then scored), the
        // first drawn among those.
        const auto period = [](const TaskExample& e) { return e.answerStart - 1; };
        const auto distinct = [&period](const TaskExample& e) {
            const std::vector<int> pattern(e.sequence.begin(), e.sequence.begin() + period(e));
            return std::all_of(pattern.begin(), pattern.end(), [&pattern](int letter) {
                return std::count(pattern.begin(), pattern.end(), letter) == 1;
            });
        };
        const auto rank = [&](const TaskExample& e) {
            const bool fits = 2 * period(e) <= sequenceLength();
            return std::make_tuple(fits, fits ? period(e) : -period(e), distinct(e));
        };
        const auto best = std::max_element(
            m_heldOut.begin(), m_heldOut.end(),
            [&rank](const TaskExample& a, const TaskExample& b) { return rank(a) < rank(b); });
        std::iter_swap(m_heldOut.begin(), best);
    }
}

std::string TrainingTask::key(const TaskExample& example) const
{
    return m_vocabulary.decode(example.sequence);
}

TaskExample TrainingTask::generate(SeededRandom& random) const
{
    const TaskSettings& s = m_settings;
    TaskExample e;
    const int bar = s.kind == TaskKind::Repeat ? -1 : *m_vocabulary.id(kBar);
    switch (s.kind) {
    case TaskKind::Copy:
    case TaskKind::Reverse:
    case TaskKind::Sort: {
        std::vector<int> question(std::size_t(s.length));
        for (int& id : question)
            id = drawBelow(random, s.alphabetSize);
        std::vector<int> answer = question;
        if (s.kind == TaskKind::Reverse)
            std::reverse(answer.begin(), answer.end());
        else if (s.kind == TaskKind::Sort)
            std::sort(answer.begin(), answer.end());
        e.sequence = question;
        e.sequence.push_back(bar);
        e.sequence.insert(e.sequence.end(), answer.begin(), answer.end());
        e.answerStart = s.length + 1;
        break;
    }
    case TaskKind::Repeat: {
        // k letters (repeats allowed), then the same letters again and
        // again until the sequence is full: cfcacfcacfca. Each letter from
        // the second copy's second on is scored where the letter before it
        // occurs once in the pattern: its successor is then the one after
        // its earlier occurrence (elsewhere, as after the c's here, looking
        // back one letter does not say which). Only the letters say how long
        // the pattern is, so no head can find the answer at a fixed distance
        // or position (the design before this one put 2·length − 2k dots
        // before two copies, which gave k away: first-layer heads learned to
        // look k − 1 back instead of forming the circuit).
        const int k = 2 + drawBelow(random, s.length - 1); // 2 … length
        std::vector<int> pattern(static_cast<std::size_t>(k));
        do {
            for (int& letter : pattern)
                letter = drawBelow(random, s.alphabetSize);
        } while (!scoresSomething(pattern)); // also refuses "abab" (period 2, not 4)
        for (int i = 0; i < m_sequenceSymbols; ++i)
            e.sequence.push_back(pattern[std::size_t(i % k)]);
        // The second copy's first letter cannot be known (the pattern could go on).
        e.answerStart = k + 1;
        for (int t = k + 1; t < m_sequenceSymbols; ++t)
            if (!uniqueAt(pattern, std::size_t((t - 1) % k)))
                e.unscored.push_back(t);
        break;
    }
    case TaskKind::Brackets: {
        const int open = *m_vocabulary.id('('), close = *m_vocabulary.id(')');
        const bool wantBalanced = random.uniform() < 0.5;
        std::vector<int> brackets(std::size_t(s.length));
        do {
            for (int& b : brackets)
                b = random.uniform() < 0.5 ? open : close;
        } while (balanced(brackets, open) != wantBalanced);
        e.sequence = brackets;
        e.sequence.push_back(bar);
        e.sequence.push_back(*m_vocabulary.id(wantBalanced ? 'y' : 'n'));
        e.answerStart = s.length + 1;
        break;
    }
    case TaskKind::Own:
        e = m_ownTraining[std::size_t(drawBelow(random, int(m_ownTraining.size())))];
        break;
    }
    return e;
}

TaskExample TrainingTask::sample(SeededRandom& random) const
{
    // The held-out set is at most half of the examples (of each answer
    // class for brackets), so a redraw is rare enough; the own task's
    // training lines exclude it already.
    for (;;) {
        TaskExample example = generate(random);
        if (m_settings.kind == TaskKind::Own || !m_heldOutKeys.count(key(example)))
            return example;
    }
}

TrainingBatch TrainingTask::batch(const std::vector<TaskExample>& examples) const
{
    TrainingBatch b;
    b.sequenceLength = sequenceLength();
    b.tokens.reserve(examples.size() * std::size_t(b.sequenceLength));
    b.targets.reserve(b.tokens.capacity());
    for (const TaskExample& e : examples) {
        for (int i = 0; i < b.sequenceLength; ++i) {
            const bool scored = i + 1 >= e.answerStart &&
                                !std::binary_search(e.unscored.begin(), e.unscored.end(), i + 1);
            b.tokens.push_back(e.sequence[std::size_t(i)]);
            b.targets.push_back(scored ? e.sequence[std::size_t(i + 1)] : -1);
        }
    }
    return b;
}

const char* TrainingTask::name(TaskKind kind)
{
    switch (kind) {
    case TaskKind::Copy:
        return "copy";
    case TaskKind::Reverse:
        return "reverse";
    case TaskKind::Sort:
        return "sort";
    case TaskKind::Repeat:
        return "repeat";
    case TaskKind::Brackets:
        return "brackets";
    case TaskKind::Own:
        return "own";
    }
    return "";
}

bool TrainingTask::fitsAsQuestion(const std::string& text) const
{
    if (text.empty() || int(text.size()) > sequenceLength())
        return false;
    return std::all_of(text.begin(), text.end(),
                       [this](char c) { return m_vocabulary.id(c).has_value(); });
}

std::string TrainingTask::exampleQuestion() const
{
    const TaskExample& example = probe();
    const int symbols = std::min(example.answerStart, sequenceLength());
    return m_vocabulary.decode(
        std::vector<int>(example.sequence.begin(), example.sequence.begin() + symbols));
}

std::optional<TaskKind> TrainingTask::kindFromName(const std::string& name)
{
    for (TaskKind kind : {TaskKind::Copy, TaskKind::Reverse, TaskKind::Sort, TaskKind::Repeat,
                          TaskKind::Brackets, TaskKind::Own})
        if (name == TrainingTask::name(kind))
            return kind;
    return std::nullopt;
}

} // namespace ae
