#include "core/class_question.h"

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

struct KindName
{
    QuestionKind kind;
    const char* name;
};

constexpr KindName kKindNames[] = {
    {QuestionKind::SketchRow, "sketch_row"},
    {QuestionKind::WinningKey, "winning_key"},
    {QuestionKind::PickHead, "pick_head"},
    {QuestionKind::Number, "number"},
    {QuestionKind::MultipleChoice, "multiple_choice"},
};

constexpr double kDistributionTolerance = 1e-3;

void checkDistribution(const VectorRef& row, const char* field)
{
    double sum = 0.0;
    for (Eigen::Index i = 0; i < row.size(); ++i) {
        const double v = row[i];
        if (!std::isfinite(v) || v < 0.0)
            throw EngineError(field, ErrorCode::DistributionEntry,
                              {std::to_string(i), std::to_string(v)});
        sum += v;
    }
    if (std::abs(sum - 1.0) > kDistributionTolerance)
        throw EngineError(field, ErrorCode::DistributionSum, {std::to_string(sum)});
}

} // namespace

const char* questionKindName(QuestionKind kind)
{
    for (const KindName& k : kKindNames)
        if (k.kind == kind)
            return k.name;
    return "";
}

bool questionKindFromName(const std::string& name, QuestionKind* out)
{
    for (const KindName& k : kKindNames)
        if (name == k.name) {
            *out = k.kind;
            return true;
        }
    return false;
}

bool isChoiceKind(QuestionKind kind)
{
    return kind == QuestionKind::WinningKey || kind == QuestionKind::PickHead ||
           kind == QuestionKind::MultipleChoice;
}

void validateQuestion(const ClassQuestion& question)
{
    if (question.prompt.size() > static_cast<std::size_t>(ClassQuestionLimits::maxPromptBytes))
        throw EngineError("question.prompt", ErrorCode::BytesAtMost,
                          {std::to_string(question.prompt.size()),
                           std::to_string(ClassQuestionLimits::maxPromptBytes)});
    const int n = static_cast<int>(question.choices.size());
    if (question.kind == QuestionKind::Number) {
        if (n != 0)
            throw EngineError("question.choices", ErrorCode::NumberQuestionChoices);
        if (!std::isfinite(question.trueNumber))
            throw EngineError("question.true_number", ErrorCode::MustBeFinite);
        if (!std::isfinite(question.tolerance) || question.tolerance < 0.0)
            throw EngineError("question.tolerance", ErrorCode::MustBeFiniteAndNonNegative);
        return;
    }
    if (n < 2 || n > ClassQuestionLimits::maxChoices)
        throw EngineError("question.choices", ErrorCode::ChoiceCount,
                          {std::to_string(n), std::to_string(ClassQuestionLimits::maxChoices)});
    for (int i = 0; i < n; ++i)
        if (question.choices[i].size() >
            static_cast<std::size_t>(ClassQuestionLimits::maxChoiceBytes))
            throw EngineError("question.choices", ErrorCode::ChoiceBytes,
                              {std::to_string(i), std::to_string(question.choices[i].size()),
                               std::to_string(ClassQuestionLimits::maxChoiceBytes)});
    if (question.kind == QuestionKind::SketchRow) {
        if (question.trueRow.size() != n)
            throw EngineError("question.true_row", ErrorCode::TrueRowEntries,
                              {std::to_string(question.trueRow.size()), std::to_string(n)});
        checkDistribution(question.trueRow, "question.true_row");
        return;
    }
    if (question.correctChoice < 0 || question.correctChoice >= n)
        throw EngineError("question.correct_choice", ErrorCode::NotAChoice,
                          {std::to_string(question.correctChoice), std::to_string(n)});
}

ClassQuestion sketchRowQuestion(std::string prompt, const Tokens& keys, const VectorRef& row)
{
    ClassQuestion q;
    q.kind = QuestionKind::SketchRow;
    q.prompt = std::move(prompt);
    q.choices = keys;
    q.trueRow = row;
    validateQuestion(q);
    return q;
}

ClassQuestion winningKeyQuestion(std::string prompt, const Tokens& keys, const VectorRef& row)
{
    if (static_cast<Eigen::Index>(keys.size()) != row.size())
        throw EngineError("question.choices", ErrorCode::KeysForRow,
                          {std::to_string(keys.size()), std::to_string(row.size())});
    ClassQuestion q;
    q.kind = QuestionKind::WinningKey;
    q.prompt = std::move(prompt);
    q.choices = keys;
    q.correctChoice = argmaxIndex(row);
    validateQuestion(q);
    return q;
}

Vector normaliseSketch(const VectorRef& bars)
{
    double sum = 0.0;
    for (Eigen::Index i = 0; i < bars.size(); ++i) {
        const double v = bars[i];
        if (!std::isfinite(v) || v < 0.0)
            throw EngineError("answer.sketch", ErrorCode::BarInvalid,
                              {std::to_string(i), std::to_string(v)});
        sum += v;
    }
    if (!(sum > 0.0) || !std::isfinite(sum))
        throw EngineError("answer.sketch", ErrorCode::SketchEmpty);
    Vector out(bars.size());
    for (Eigen::Index i = 0; i < bars.size(); ++i)
        out[i] = static_cast<float>(bars[i] / sum);
    return out;
}

double totalVariationDistance(const VectorRef& p, const VectorRef& q)
{
    if (p.size() != q.size())
        throw EngineError("answer.sketch", ErrorCode::EntriesAgainst,
                          {std::to_string(p.size()), std::to_string(q.size())});
    double sum = 0.0;
    for (Eigen::Index i = 0; i < p.size(); ++i)
        sum += std::abs(static_cast<double>(p[i]) - static_cast<double>(q[i]));
    return 0.5 * sum;
}

int argmaxIndex(const VectorRef& values)
{
    int best = -1;
    for (Eigen::Index i = 0; i < values.size(); ++i)
        if (best < 0 || values[i] > values[best])
            best = static_cast<int>(i);
    return best;
}

void validateAnswer(const ClassQuestion& question, const ClassAnswer& answer)
{
    const int n = static_cast<int>(question.choices.size());
    switch (question.kind) {
    case QuestionKind::Number:
        if (!std::isfinite(answer.number))
            throw EngineError("answer.number", ErrorCode::MustBeFinite);
        return;
    case QuestionKind::SketchRow:
        if (answer.sketch.size() != n)
            throw EngineError("answer.sketch", ErrorCode::BarsForKeys,
                              {std::to_string(answer.sketch.size()), std::to_string(n)});
        checkDistribution(answer.sketch, "answer.sketch");
        return;
    case QuestionKind::WinningKey:
    case QuestionKind::PickHead:
    case QuestionKind::MultipleChoice:
        if (answer.choice < 0 || answer.choice >= n)
            throw EngineError("answer.choice", ErrorCode::NotAChoice,
                              {std::to_string(answer.choice), std::to_string(n)});
        return;
    }
}

bool isCorrect(const ClassQuestion& question, const ClassAnswer& answer)
{
    switch (question.kind) {
    case QuestionKind::Number:
        return std::abs(answer.number - question.trueNumber) <= question.tolerance;
    case QuestionKind::SketchRow:
        return argmaxIndex(answer.sketch) == argmaxIndex(question.trueRow);
    case QuestionKind::WinningKey:
    case QuestionKind::PickHead:
    case QuestionKind::MultipleChoice:
        return answer.choice == question.correctChoice;
    }
    return false;
}

ClassAggregate aggregateAnswers(const ClassQuestion& question,
                                const std::vector<ClassAnswer>& answers)
{
    ClassAggregate result;
    const int n = static_cast<int>(question.choices.size());
    result.answered = static_cast<int>(answers.size());
    if (question.kind != QuestionKind::Number)
        result.counts.assign(static_cast<std::size_t>(n), 0);
    std::vector<double> sketchSum(question.kind == QuestionKind::SketchRow ? n : 0, 0.0);
    std::vector<double> numbers;
    for (const ClassAnswer& answer : answers) {
        validateAnswer(question, answer);
        if (isCorrect(question, answer))
            ++result.correct;
        switch (question.kind) {
        case QuestionKind::Number:
            numbers.push_back(answer.number);
            break;
        case QuestionKind::SketchRow: {
            ++result.counts[static_cast<std::size_t>(argmaxIndex(answer.sketch))];
            for (int i = 0; i < n; ++i)
                sketchSum[static_cast<std::size_t>(i)] += answer.sketch[i];
            const double d = totalVariationDistance(answer.sketch, question.trueRow);
            result.sketchDistances.push_back(d);
            result.meanOfDistances += d;
            break;
        }
        default:
            ++result.counts[static_cast<std::size_t>(answer.choice)];
            break;
        }
    }
    if (result.answered == 0)
        return result;
    result.shareCorrect = static_cast<double>(result.correct) / result.answered;
    if (question.kind == QuestionKind::SketchRow) {
        result.meanSketch.resize(n);
        for (int i = 0; i < n; ++i)
            result.meanSketch[i] =
                static_cast<float>(sketchSum[static_cast<std::size_t>(i)] / result.answered);
        result.meanSketchDistanceToTruth =
            totalVariationDistance(result.meanSketch, question.trueRow);
        result.meanOfDistances /= result.answered;
    }
    if (question.kind == QuestionKind::Number) {
        double sum = 0.0;
        for (double v : numbers)
            sum += v;
        result.meanNumber = sum / static_cast<double>(numbers.size());
        std::sort(numbers.begin(), numbers.end());
        const std::size_t mid = numbers.size() / 2;
        result.medianNumber =
            numbers.size() % 2 == 1 ? numbers[mid] : 0.5 * (numbers[mid - 1] + numbers[mid]);
    }
    return result;
}

} // namespace ae
