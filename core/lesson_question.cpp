#include "core/lesson_question.h"

#include "core/scaling_statistics.h"

#include <cmath>
#include <iterator>

namespace ae {

namespace {

struct SubjectName
{
    QuestionSubject subject;
    const char* name;
};

constexpr SubjectName kSubjectNames[] = {
    {QuestionSubject::Row, "row"},
    {QuestionSubject::KeyWeight, "key_weight"},
    {QuestionSubject::HeadPattern, "head_pattern"},
    {QuestionSubject::Crossover, "crossover"},
    {QuestionSubject::MaskCause, "mask_cause"},
    {QuestionSubject::ScoreSpread, "score_spread"},
    {QuestionSubject::ClosestPosition, "closest_position"},
};

struct PatternName
{
    HeadPattern pattern;
    const char* name;
};

constexpr PatternName kPatternNames[] = {
    {HeadPattern::PreviousToken, "previous_token"},
    {HeadPattern::FirstToken, "first_token"},
    {HeadPattern::Self, "self"},
};

// Throws "question.<field>: <value>; must be from 0 to <count − 1>".
void checkIndex(const char* field, int value, int count)
{
    if (value < 0 || value >= count)
        throw EngineError(std::string("question.") + field, ErrorCode::MustBeFromTo,
                          {std::to_string(value), "0", std::to_string(count - 1)});
}

const BatchItemTrace& itemOf(const QuestionTemplate& t, const QuestionRun& run)
{
    checkIndex("batch", t.batch, int(run.trace.batch.size()));
    return run.trace.batch[std::size_t(t.batch)];
}

std::string tokenOf(const std::vector<Tokens>& tokens, int batch, int index)
{
    if (batch < int(tokens.size()) && index < int(tokens[std::size_t(batch)].size()))
        return tokens[std::size_t(batch)][std::size_t(index)];
    return std::to_string(index);
}

Tokens keysOf(const QuestionRun& run, int batch, int m)
{
    Tokens keys;
    for (int j = 0; j < m; ++j)
        keys.push_back(tokenOf(run.keyTokens, batch, j));
    return keys;
}

// The row's weight and score on `key`, and the best other key the mask keeps.
void rowEvidence(LessonQuestion& out, const QuestionRun& run, const BatchItemTrace& item,
                 const HeadTrace& head, int query, int key)
{
    const Eigen::Index m = head.weights.cols();
    const bool masked = item.mask.rows() == head.scores.rows() && item.mask.cols() == m;
    int runnerUp = -1;
    for (int j = 0; j < int(m); ++j) {
        if (j == key || (masked && item.mask(query, j) == 0))
            continue;
        if (runnerUp < 0 || head.weights(query, j) > head.weights(query, runnerUp))
            runnerUp = j;
    }
    out.keyToken = tokenOf(run.keyTokens, out.from.batch, key);
    out.evidence = {double(head.weights(query, key)), double(head.scores(query, key)),
                    runnerUp >= 0 ? double(head.weights(query, runnerUp)) : 0.0,
                    runnerUp >= 0 ? double(head.scores(query, runnerUp)) : 0.0};
    out.runnerUpToken = runnerUp >= 0 ? tokenOf(run.keyTokens, out.from.batch, runnerUp) : "";
}

const HeadTrace& rowHead(const QuestionTemplate& t, const QuestionRun& run)
{
    const BatchItemTrace& item = itemOf(t, run);
    checkIndex("head", t.head, int(item.heads.size()));
    const HeadTrace& head = item.heads[std::size_t(t.head)];
    checkIndex("query", t.query, int(head.weights.rows()));
    return head;
}

void makeRow(LessonQuestion& out, const QuestionRun& run)
{
    const QuestionTemplate& t = out.from;
    const HeadTrace& head = rowHead(t, run);
    const BatchItemTrace& item = run.trace.batch[std::size_t(t.batch)];
    const Vector row = head.weights.row(t.query).transpose();
    const Tokens keys = keysOf(run, t.batch, int(row.size()));
    out.question = t.kind == QuestionKind::SketchRow ? sketchRowQuestion("", keys, row)
                                                     : winningKeyQuestion("", keys, row);
    rowEvidence(out, run, item, head, t.query, argmaxIndex(row));
}

void makeKeyWeight(LessonQuestion& out, const QuestionRun& run)
{
    const QuestionTemplate& t = out.from;
    const HeadTrace& head = rowHead(t, run);
    checkIndex("key", t.key, int(head.weights.cols()));
    if (!std::isfinite(t.tolerance) || t.tolerance < 0.0)
        throw EngineError("question.tolerance", ErrorCode::MustBeFiniteAndNonNegative);
    out.question.kind = QuestionKind::Number;
    out.question.trueNumber = double(head.weights(t.query, t.key));
    out.question.tolerance = t.tolerance;
    rowEvidence(out, run, run.trace.batch[std::size_t(t.batch)], head, t.query, t.key);
}

bool isCausalMask(const KeepMask& mask)
{
    if (mask.rows() < 2 || mask.rows() != mask.cols())
        return false;
    for (Eigen::Index i = 0; i < mask.rows(); ++i)
        for (Eigen::Index j = 0; j < mask.cols(); ++j)
            if ((mask(i, j) != 0) != (j <= i))
                return false;
    return true;
}

void makeHeadPattern(LessonQuestion& out, const QuestionRun& run)
{
    const QuestionTemplate& t = out.from;
    const BatchItemTrace& item = itemOf(t, run);
    const Eigen::Index rows = item.heads.empty() ? 0 : item.heads.front().weights.rows();
    const Eigen::Index cols = item.heads.empty() ? 0 : item.heads.front().weights.cols();
    if (rows < 2)
        throw EngineError("question.pattern", ErrorCode::MustBeAtLeast,
                          {"2", std::to_string(rows)});
    if (rows != cols)
        throw EngineError("question.pattern", ErrorCode::HeadMustBeSquare, {std::to_string(rows)});
    const bool causal = isCausalMask(item.mask);
    out.question.kind = QuestionKind::PickHead;
    for (std::size_t h = 0; h < item.heads.size(); ++h) {
        const HeadScores scores = scoreHead(item.heads[h].weights.cast<double>(), causal);
        const double score = t.pattern == HeadPattern::PreviousToken ? scores.previousToken
                             : t.pattern == HeadPattern::FirstToken  ? scores.firstToken
                                                                     : scores.self;
        out.evidence.push_back(score);
        out.question.choices.push_back("head " + std::to_string(h + 1));
        if (out.question.correctChoice < 0 ||
            score > out.evidence[std::size_t(out.question.correctChoice)])
            out.question.correctChoice = int(h);
    }
    validateQuestion(out.question);
}

void makeCrossover(LessonQuestion& out)
{
    const QuestionTemplate& t = out.from;
    if (t.layer != LayerKind::Recurrent && t.layer != LayerKind::Convolutional)
        throw EngineError("question.layer", ErrorCode::NotAChoice, {layerKindName(t.layer), "2"});
    if (!std::isfinite(t.d) || t.d <= 0.0)
        throw EngineError("question.d", ErrorCode::MustBePositiveFinite, {std::to_string(t.d)});
    if (t.layer == LayerKind::Convolutional && (!std::isfinite(t.k) || t.k < 2.0))
        throw EngineError("question.k", ErrorCode::MustBeAtLeast, {"2", std::to_string(t.k)});
    if (!std::isfinite(t.tolerance) || t.tolerance < 0.0)
        throw EngineError("question.tolerance", ErrorCode::MustBeFiniteAndNonNegative);
    ComplexityParameters p;
    p.d = t.d;
    p.k = t.k;
    const std::optional<double> n = crossoverLength(LayerKind::SelfAttention, t.layer, p);
    if (!n)
        throw EngineError("question.layer", ErrorCode::NotAChoice, {layerKindName(t.layer), "2"});
    p.n = *n;
    out.question.kind = QuestionKind::Number;
    out.question.trueNumber = *n;
    out.question.tolerance = t.tolerance;
    out.evidence = {operationsPerLayer(LayerKind::SelfAttention, p),
                    operationsPerLayer(t.layer, p)};
}

void makeMaskCause(LessonQuestion& out, const QuestionRun& run)
{
    const QuestionTemplate& t = out.from;
    const BatchItemTrace& item = itemOf(t, run);
    checkIndex("head", 0, int(item.heads.size()));
    const Matrix& weights = item.heads.front().weights;
    checkIndex("query", t.query, int(weights.rows()));
    checkIndex("key", t.key, int(weights.cols()));
    const int n = int(weights.rows()), m = int(weights.cols());
    const int batchSize = int(run.trace.batch.size());
    MaskConfig causalOnly;
    causalOnly.causal = run.mask.causal;
    MaskConfig lengthOnly;
    lengthOnly.validLens = run.mask.validLens;
    lengthOnly.validLensPerQuery = run.mask.validLensPerQuery;
    const bool byCausal = buildMask(causalOnly, t.batch, batchSize, n, m)(t.query, t.key) == 0;
    const bool byLength = buildMask(lengthOnly, t.batch, batchSize, n, m)(t.query, t.key) == 0;
    const double weight = weights(t.query, t.key);
    int length = -1;
    if (!run.mask.validLens.empty()) {
        const std::vector<int>& lengths = run.mask.validLens[std::size_t(t.batch)];
        length = run.mask.validLensPerQuery ? lengths[std::size_t(t.query)] : lengths.front();
    }
    out.question.kind = QuestionKind::MultipleChoice;
    out.question.choices.assign(std::begin(kMaskCauseChoices), std::end(kMaskCauseChoices));
    out.question.correctChoice = weight != 0.0          ? 4
                                 : byCausal && byLength ? 2
                                 : byCausal             ? 0
                                 : byLength             ? 1
                                                        : 3;
    out.queryToken = tokenOf(run.queryTokens, t.batch, t.query);
    out.keyToken = tokenOf(run.keyTokens, t.batch, t.key);
    out.evidence = {weight, double(length), byCausal ? 1.0 : 0.0, byLength ? 1.0 : 0.0};
}

double standardDeviation(const std::vector<double>& values)
{
    return std::sqrt(sampleVariance(values));
}

void makeScoreSpread(LessonQuestion& out)
{
    const QuestionTemplate& t = out.from;
    if (!(t.d >= 1.0 && t.d <= kMaxSpreadDimension) || t.d != std::floor(t.d))
        throw EngineError("question.d", ErrorCode::MustBeFromTo,
                          {std::to_string(t.d), "1", std::to_string(kMaxSpreadDimension)});
    const int d = int(t.d);
    const DotProductSamples small = sampleDotProducts(d, kSpreadSamples, t.seed);
    const DotProductSamples large = sampleDotProducts(4 * d, kSpreadSamples, t.seed);
    const double before = standardDeviation(t.scaled ? small.scaled : small.raw);
    const double after = standardDeviation(t.scaled ? large.scaled : large.raw);
    const double ratio = after / before;
    out.question.kind = QuestionKind::MultipleChoice;
    out.question.choices.assign(std::begin(kSpreadChoices), std::end(kSpreadChoices));
    int best = 0;
    for (int i = 1; i < int(std::size(kSpreadFactors)); ++i)
        if (std::abs(std::log(ratio / kSpreadFactors[i])) <
            std::abs(std::log(ratio / kSpreadFactors[best])))
            best = i;
    out.question.correctChoice = best;
    out.evidence = {before, after, ratio};
}

void makeClosestPosition(LessonQuestion& out, const QuestionRun& run)
{
    const QuestionTemplate& t = out.from;
    const Matrix& encoding = run.trace.positionalEncoding;
    if (encoding.rows() < 2)
        throw EngineError("positional_encoding", ErrorCode::IsEmpty);
    checkIndex("query", t.query, int(encoding.rows()));
    const int n = int(encoding.rows());
    out.question.kind = QuestionKind::MultipleChoice;
    int closest = -1;
    for (int j = 0; j < n; ++j) {
        const double dot = double(encoding.row(t.query).dot(encoding.row(j)));
        out.evidence.push_back(dot);
        if (j == t.query)
            continue;
        out.question.choices.push_back(std::to_string(j) + ": " +
                                       tokenOf(run.queryTokens, t.batch, j));
        if (closest < 0 || dot > out.evidence[std::size_t(closest)])
            closest = j;
    }
    // The choices skip the query's own position.
    out.question.correctChoice = closest < t.query ? closest : closest - 1;
    out.queryToken = tokenOf(run.queryTokens, t.batch, t.query);
    out.keyToken = tokenOf(run.queryTokens, t.batch, closest);
    // Long sentences: keep the choices within the protocol's limit.
    if (int(out.question.choices.size()) > ClassQuestionLimits::maxChoices)
        throw EngineError("question.choices", ErrorCode::ChoiceCount,
                          {std::to_string(out.question.choices.size()),
                           std::to_string(ClassQuestionLimits::maxChoices)});
}

} // namespace

int subjectCount(QuestionKind kind)
{
    int count = 0;
    for (const SubjectName& s : kSubjectNames)
        count += subjectFitsKind(kind, s.subject) ? 1 : 0;
    return count;
}

const char* questionSubjectName(QuestionSubject subject)
{
    for (const SubjectName& s : kSubjectNames)
        if (s.subject == subject)
            return s.name;
    return "";
}

bool questionSubjectFromName(const std::string& name, QuestionSubject* out)
{
    for (const SubjectName& s : kSubjectNames)
        if (name == s.name) {
            *out = s.subject;
            return true;
        }
    return false;
}

bool subjectFitsKind(QuestionKind kind, QuestionSubject subject)
{
    switch (kind) {
    case QuestionKind::SketchRow:
    case QuestionKind::WinningKey:
        return subject == QuestionSubject::Row;
    case QuestionKind::PickHead:
        return subject == QuestionSubject::HeadPattern;
    case QuestionKind::Number:
        return subject == QuestionSubject::KeyWeight || subject == QuestionSubject::Crossover;
    case QuestionKind::MultipleChoice:
        return subject == QuestionSubject::MaskCause || subject == QuestionSubject::ScoreSpread ||
               subject == QuestionSubject::ClosestPosition;
    }
    return false;
}

QuestionSubject defaultSubject(QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::SketchRow:
    case QuestionKind::WinningKey:
        return QuestionSubject::Row;
    case QuestionKind::PickHead:
        return QuestionSubject::HeadPattern;
    case QuestionKind::Number:
        return QuestionSubject::Crossover;
    case QuestionKind::MultipleChoice:
        return QuestionSubject::MaskCause;
    }
    return QuestionSubject::Row;
}

const char* headPatternName(HeadPattern pattern)
{
    for (const PatternName& p : kPatternNames)
        if (p.pattern == pattern)
            return p.name;
    return "";
}

bool headPatternFromName(const std::string& name, HeadPattern* out)
{
    for (const PatternName& p : kPatternNames)
        if (name == p.name) {
            *out = p.pattern;
            return true;
        }
    return false;
}

LessonQuestion makeLessonQuestion(const QuestionTemplate& question, const QuestionRun& run)
{
    if (!subjectFitsKind(question.kind, question.about))
        throw EngineError(
            "question.about", ErrorCode::NotAChoice,
            {questionSubjectName(question.about), std::to_string(subjectCount(question.kind))});
    LessonQuestion out;
    out.from = question;
    switch (question.about) {
    case QuestionSubject::Row:
        makeRow(out, run);
        break;
    case QuestionSubject::KeyWeight:
        makeKeyWeight(out, run);
        break;
    case QuestionSubject::HeadPattern:
        makeHeadPattern(out, run);
        break;
    case QuestionSubject::Crossover:
        makeCrossover(out);
        break;
    case QuestionSubject::MaskCause:
        makeMaskCause(out, run);
        break;
    case QuestionSubject::ScoreSpread:
        makeScoreSpread(out);
        break;
    case QuestionSubject::ClosestPosition:
        makeClosestPosition(out, run);
        break;
    }
    if (out.queryToken.empty() && question.about != QuestionSubject::Crossover &&
        question.about != QuestionSubject::ScoreSpread &&
        question.about != QuestionSubject::HeadPattern)
        out.queryToken = tokenOf(run.queryTokens, question.batch, question.query);
    validateQuestion(out.question);
    return out;
}

} // namespace ae
