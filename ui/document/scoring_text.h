#pragma once
// What the interface says about each scoring function (core/scoring.h has
// the table of names and rules): its translated names and its formula. The
// one place a new scoring function gets its words.

#include "core/scoring.h"

#include <QString>

namespace ae {

// "Additive (Bahdanau)": the model panel's menu.
QString scoringDisplayName(ScoringType type);
// "Additive": the Compare bar and figure captions.
QString scoringShortName(ScoringType type);
// "a(q, k) = w_vᵀ tanh(W_q q + W_k k)".
QString scoringFormula(ScoringType type);

} // namespace ae
