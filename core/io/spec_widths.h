#pragma once
// The widths a spec implies before it runs: input widths, the projected width
// the heads split and the per-head widths p = d/h. The panels use them to offer
// only valid combinations and the document to size generated scoring weights.

#include "core/io/spec.h"

namespace ae {

struct SpecWidths
{
    int queryWidth = 0;        // d: width of the query inputs (embedding width)
    int keyWidth = 0;          // d_k
    int projectedWidth = 0;    // what the heads split: model width, or d without projections
    int projectedKeyWidth = 0; // the same on the key side
    int heads = 1;

    bool divisible() const;   // h divides both projected widths
    int headWidth() const;    // p (0 when not divisible)
    int headKeyWidth() const; // p_k (0 when not divisible)

    // From the spec alone: explicit inputs' columns, the hashed embedding's
    // width, or the one-hot vocabulary counted from the tokens (one
    // tokenisation, no embedding, no weights drawn), as prepareSpec would
    // build them.
    static SpecWidths of(const Spec& spec);
};

// Kind of projection weights a spec uses.
enum class ProjectionKind
{
    Identity,
    Random,
    Explicit
};
ProjectionKind projectionKind(const Spec& spec);

// Default hidden size of generated additive scoring weights (d2l uses 8).
inline constexpr int kDefaultAdditiveHidden = 8;

// Gives additive / general scoring the parameters it needs for the current
// head widths, drawn from the spec's seed (Xavier uniform), so a saved session
// is self-contained. Existing parameters are kept when they still fit, unless
// `redraw`. `additiveHidden` ≤ 0 keeps the current hidden size. Parameters of
// other scoring types are cleared. Nothing is drawn while h does not divide
// the width (the engine then reports that error).
void fitScoringWeights(Spec& spec, int additiveHidden = 0, bool redraw = false);

} // namespace ae
