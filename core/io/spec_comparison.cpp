#include "core/io/spec_comparison.h"

#include "core/io/spec_widths.h"

namespace ae {

Spec deriveComparison(const Spec& a, ScoringType scoring, ComparisonMask mask)
{
    Spec b = a;
    b.config.scoring.type = scoring;
    switch (mask) {
    case ComparisonMask::SameAsA:
        break;
    case ComparisonMask::None:
        b.config.mask = MaskConfig{};
        break;
    case ComparisonMask::Causal:
        b.config.mask = MaskConfig{};
        b.config.mask.causal = true;
        break;
    case ComparisonMask::Window1:
        b.config.mask = MaskConfig{};
        b.config.mask.window = 1;
        break;
    }
    fitScoringWeights(b);
    return b;
}

} // namespace ae
