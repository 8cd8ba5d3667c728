#pragma once
// Configuration B of a comparison, derived from A: the same spec with
// another scoring function and/or mask, its scoring weights fitted to the
// widths (fitScoringWeights). One pure function, used by the Compare tab's
// bar and by the CLI's `export --view compare` alike.

#include "core/io/spec.h"

namespace ae {

enum class ComparisonMask
{
    SameAsA, // B keeps A's mask
    None,
    Causal,
    Window1 // restricted to the neighbours i−1, i, i+1
};

Spec deriveComparison(const Spec& a, ScoringType scoring, ComparisonMask mask);

} // namespace ae
