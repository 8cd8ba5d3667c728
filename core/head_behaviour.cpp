#include "core/head_behaviour.h"

#include "core/types.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace ae {

HeadScores scoreHead(const Eigen::Ref<const Eigen::MatrixXd>& weights, bool causal)
{
    HeadScores s;
    const Eigen::Index n = weights.rows();
    if (n < 2 || weights.cols() != n)
        return s;
    double entropyRows = 0;
    int entropyCount = 0;
    for (Eigen::Index i = 1; i < n; ++i) {
        s.previousToken += weights(i, i - 1);
        s.firstToken += weights(i, 0);
        s.self += weights(i, i);
        const Eigen::Index keys = causal ? i + 1 : n;
        double entropy = 0;
        double strongest = 0;
        for (Eigen::Index j = 0; j < keys; ++j) {
            const double a = weights(i, j);
            if (a > 0)
                entropy -= a * std::log(a);
            strongest = std::max(strongest, a);
        }
        entropyRows += entropy / std::log(double(keys));
        s.focused += strongest;
        ++entropyCount;
    }
    const double rows = double(n - 1);
    s.previousToken /= rows;
    s.firstToken /= rows;
    s.self /= rows;
    s.focused /= rows;
    for (Eigen::Index k = 2; k <= n / 2; ++k) {
        const double offset = weights.diagonal(-k).mean(); // A[i, i − k] for i ≥ k
        if (offset > s.fixedOffset) {
            s.fixedOffset = offset;
            s.offsetDistance = int(k);
        }
    }
    s.broad = entropyRows / entropyCount;
    // The rows that have a next token other than the last one's own: 1 … n − 2.
    if (n >= 3) {
        const Eigen::Index voters = n - 2;
        s.nextToken = weights.diagonal(1).segment(1, voters).mean();
        s.lastToken = weights.col(n - 1).segment(1, voters).mean();
    }
    return s;
}

double inductionScore(const Eigen::Ref<const Eigen::MatrixXd>& weights, int start, int period)
{
    if (period < 1 || start < 0 || weights.rows() < start + 2 * Eigen::Index(period) ||
        weights.cols() < start + 2 * Eigen::Index(period))
        throw EngineError(
            "period", ErrorCode::PeriodDoesNotFit,
            {std::to_string(period), std::to_string(start), std::to_string(weights.rows())});
    double sum = 0;
    for (int i = start + period; i < start + 2 * period; ++i)
        sum += weights(i, i - period + 1);
    return sum / period;
}

HeadLabel labelHead(const HeadScores& scores)
{
    const std::pair<HeadBehaviour, double> patterns[] = {
        {HeadBehaviour::PreviousToken, scores.previousToken},
        {HeadBehaviour::NextToken, scores.nextToken},
        {HeadBehaviour::FirstToken, scores.firstToken},
        {HeadBehaviour::LastToken, scores.lastToken},
        {HeadBehaviour::Self, scores.self},
        {HeadBehaviour::FixedOffset, scores.fixedOffset},
        {HeadBehaviour::Induction, scores.induction.value_or(0.0)}};
    const auto best =
        std::max_element(std::begin(patterns), std::end(patterns),
                         [](const auto& a, const auto& b) { return a.second < b.second; });
    if (best->second >= kPatternThreshold)
        return {best->first, best->second,
                best->first == HeadBehaviour::FixedOffset ? scores.offsetDistance : 0};
    if (scores.broad >= kBroadThreshold)
        return {HeadBehaviour::Broad, scores.broad};
    if (scores.focused >= kPatternThreshold)
        return {HeadBehaviour::Focused, scores.focused};
    return {HeadBehaviour::Mixed, best->second};
}

double headProfileDistance(const HeadScores& a, const HeadScores& b)
{
    double sum = (a.previousToken - b.previousToken) * (a.previousToken - b.previousToken) +
                 (a.nextToken - b.nextToken) * (a.nextToken - b.nextToken) +
                 (a.firstToken - b.firstToken) * (a.firstToken - b.firstToken) +
                 (a.lastToken - b.lastToken) * (a.lastToken - b.lastToken) +
                 (a.self - b.self) * (a.self - b.self) + (a.broad - b.broad) * (a.broad - b.broad) +
                 (a.focused - b.focused) * (a.focused - b.focused) +
                 (a.fixedOffset - b.fixedOffset) * (a.fixedOffset - b.fixedOffset);
    if (a.induction && b.induction)
        sum += (*a.induction - *b.induction) * (*a.induction - *b.induction);
    return std::sqrt(sum);
}

} // namespace ae
