#pragma once
// Process-wide allocator tuning for programs that compute traces repeatedly
// (the GUI while a slider is dragged, the benchmark).
//
// A trace holds hundreds of MiB in matrices of a few MiB each. With glibc's
// defaults each matrix is a fresh mmap that is returned on free, so every pass
// pays the kernel to zero and fault in its memory again (about a third of a
// (2048, 512, 8) pass). Taking every block from the heap (no mmap) and raising
// the trim threshold keeps freed trace memory in the process for the next
// pass. The cost: the process keeps its
// peak heap after a large trace is freed. No-op on other C libraries.

namespace ae {

void tuneAllocatorForRepeatedTraces();

} // namespace ae
