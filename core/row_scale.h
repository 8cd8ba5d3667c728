#pragma once
// Colour by row: each row of an attention matrix divided by its own largest
// kept magnitude, so the row's strongest key is 1 however long the row is.
//
// Why: over 200 keys every weight of a broad head is near 1/200 and a colour
// scale shared by the whole matrix (0 … its largest weight) paints the row
// uniformly dark; relative to the row's maximum its shape shows again. The
// picture then answers "which keys does this query prefer", not "how much
// weight does it give"; the view says so on its colour bar.

#include "core/types.h"

namespace ae {

// Each row's divisor: its largest |kept, finite| value, or 1 when it has no
// nonzero kept value (so dividing leaves it as it was). n values.
Vector rowMaximumDivisors(const Eigen::Ref<const Matrix>& values, const KeepMask& mask = {});

// values ÷ (largest |kept, finite| value of its row). mask: n×m (0 = masked)
// or empty; masked and non-finite cells neither set a row's maximum nor
// change (they are returned as they were: the view draws them grey). A row
// with no nonzero kept value is returned unchanged (all zeros stay zeros).
Matrix relativeToRowMaximum(const Eigen::Ref<const Matrix>& values, const KeepMask& mask = {});

} // namespace ae
