#pragma once
// Editing a sketched row (Predict, then reveal) so that it stays a
// distribution while the student drags one bar: the bar takes the value it
// is dragged to (clamped to [0, 1]) and the other bars share the rest in the
// proportions they had (equally when they were all 0).
//
//   s'_k = v,   s'_j = s_j · (1 − v) / Σ_{i≠k} s_i   (j ≠ k)
//
// Throws EngineError("sketch") for a key out of range or a sketch with a
// negative or non-finite bar.

#include "core/types.h"

namespace ae {

Vector setSketchBar(const VectorRef& sketch, int key, double value);

} // namespace ae
