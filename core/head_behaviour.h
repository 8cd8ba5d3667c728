#pragma once
// What an attention head does, read off its weights A (n×n, rows sum to 1),
// as scores in [0, 1] and the label the best score earns. Every score skips
// row 0, where a causal head has only one key to look at:
//
//   previous token   mean over i ≥ 1 of A[i, i−1]
//   first token      mean over i ≥ 1 of A[i, 0]     (the "attention sink")
//   self (diagonal)  mean over i ≥ 1 of A[i, i]
//   next token       mean over 1 ≤ i ≤ n − 2 of A[i, i+1]: a bidirectional
//                    (BERT) head's "previous token" the other way; 0 for a
//                    causal head, whose future is masked, and for n < 3
//   last token       mean over 1 ≤ i ≤ n − 2 of A[i, n−1] (BERT's [SEP]; the
//                    last row, where the last token is itself, does not
//                    vote); 0 for a causal head and for n < 3
//   broad            mean over i ≥ 1 of H(A_i) / log k_i, the row's entropy
//                    over the most it can be (k_i keys: i + 1 causal, n
//                    otherwise); 1 = uniform over what the row may see
//   focused          mean over i ≥ 1 of max_j A[i, j] over the keys the row
//                    may see: the share of each row on its one strongest
//                    key, wherever that key is; 1 = every row on one key
//   fixed offset     the highest over k in [2, n/2] of the mean over i ≥ k
//                    of A[i, i − k]: a head that looks k tokens back (k = 1
//                    is "previous token"), with the k that earned it (the
//                    smallest on a tie); k stops at n/2 so that at least
//                    half of the rows vote. 0 for n < 4.
//   induction        on a sequence whose tokens [s, s + period) repeat at
//                    [s + period, s + 2·period): mean over the second copy's
//                    positions i of A[i, i − period + 1], the token that came
//                    after the earlier copy of the current one
//
// The label is the highest of previous / next / first / last / self / fixed
// offset / induction when it reaches kPatternThreshold (a fixed offset's label
// carries its k), else "broad" when broad reaches kBroadThreshold, else
// "focused" when focused reaches kPatternThreshold (most of each row on one
// key, at no fixed place: a task's own pattern, such as reversing, which
// looks at each position's mirror image), else "mixed". The thresholds are
// round numbers chosen so a head that puts most of each row on one place is
// named by it; the score shown with the label lets a reader judge it.

#include <Eigen/Core>

#include <optional>

namespace ae {

enum class HeadBehaviour
{
    PreviousToken,
    NextToken,
    FirstToken,
    LastToken,
    Self,
    Induction,
    FixedOffset,
    Broad,
    Focused,
    Mixed
};

struct HeadScores
{
    double previousToken = 0;
    double nextToken = 0;
    double firstToken = 0;
    double lastToken = 0;
    double self = 0;
    double broad = 0;
    double focused = 0;
    double fixedOffset = 0;
    int offsetDistance = 0;          // the k of fixedOffset (0 when n < 4)
    std::optional<double> induction; // only when a repeated sequence was run
};

struct HeadLabel
{
    HeadBehaviour behaviour = HeadBehaviour::Mixed;
    double score = 0; // the score that earned it (for Mixed: the highest pattern score)
    int distance = 0; // FixedOffset: how many tokens back the head looks
};

inline constexpr double kPatternThreshold = 0.5;
inline constexpr double kBroadThreshold = 0.9;

// Scores of one head's weights; `causal` says which keys each row may see.
// An n < 2 matrix scores 0 everywhere (no row past the first).
HeadScores scoreHead(const Eigen::Ref<const Eigen::MatrixXd>& weights, bool causal);

// The induction score of weights computed on a sequence with a repeat of
// `period` tokens starting at `start` (see above). Throws EngineError
// ("period") when the two copies do not fit in the matrix.
double inductionScore(const Eigen::Ref<const Eigen::MatrixXd>& weights, int start, int period);

HeadLabel labelHead(const HeadScores& scores);

// How unlike two heads behave: the Euclidean distance between their score
// profiles (previous, next, first, last, self, broad, focused, fixed
// offset, and induction when both have it).
// 0 = the same profile. Cheap (no weights), so "heads like this one" can
// rank every head of a large model at once.
double headProfileDistance(const HeadScores& a, const HeadScores& b);

} // namespace ae
