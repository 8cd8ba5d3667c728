#pragma once
// What the interface says about each scoring function (core/scoring.h has
// the table of names and rules): its translated names and its formula, and
// the step-through's words for its scores. The one place a new scoring
// function gets its words.

#include "core/scoring.h"

#include <QString>

class QTranslator;

namespace ae {

// "Additive (Bahdanau)": the model panel's menu.
QString scoringDisplayName(ScoringType type);
// "Additive": the Compare bar and figure captions.
QString scoringShortName(ScoringType type);
// "a(q, k) = w_vᵀ tanh(W_q q + W_k k)".
QString scoringFormula(ScoringType type);

// The step-through's words. They follow the step-through's own language
// toggle, not the interface language: `toggle` is the toggle's translator
// (StepTranslator::translator, never installed on the application), null for
// the English source texts. Context "ae::ScoringText", like the names above.

// The scores stage's formula, rich text with <sub>/<sup>: "s<sub>ij</sub> = …".
QString scoringStepFormulaHtml(ScoringType type);
// The scores stage's explanation: how this function compares a query with a key.
QString scoringStepExplanation(ScoringType type, const QTranslator* toggle);

// One score a(q_i, k_j) written as a dot product left·right, for the
// step-through's provenance panel: the dot product itself, the unit vectors
// for cosine, q · (W k) for general, w_v · tanh(W_q q + W_k k) for additive.
struct ScoreAsProduct
{
    QString what;     // "dot product q·k"
    QString leftName; // "q₁"
    Vector left;
    QString rightName; // "k₃"
    Vector right;
};
// `keys` are all the head's keys (additive needs them), `key` the index of
// k_j among them; the subscripts are already written ("₁").
ScoreAsProduct scoreAsProduct(const ScoringConfig& scoring, const Vector& query,
                              const MatrixRef& keys, Eigen::Index key,
                              const QString& querySubscript, const QString& keySubscript,
                              const QTranslator* toggle);

} // namespace ae
