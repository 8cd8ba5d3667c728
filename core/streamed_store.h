#pragma once
// Stores that bypass the cache (non-temporal), for the parts of a trace that
// a pass writes and never reads back: a plain store to a line that is not in
// cache first reads the line from memory, which for a trace far larger than
// the cache is a read for nothing. Baseline x86-64 (SSE2) streamed stores;
// elsewhere plain ones. The results are the same either way; a thread that
// streamed calls fenceStreamedStores() before another thread may read what it
// wrote (a lock's release does not order streamed stores).

#include "core/types.h"

namespace ae {

// Rows [first, first + count) of every column of `source` into the same rows
// of `target` (both the same shape).
template <typename Scalar>
void streamRows(MatrixT<Scalar>& target, const MatrixT<Scalar>& source, Eigen::Index first,
                Eigen::Index count);

// Columns [first, first + count) of `mask` set to `value`.
void streamFillColumns(KeepMask& mask, Eigen::Index first, Eigen::Index count, std::uint8_t value);

void fenceStreamedStores();

} // namespace ae
