#pragma once
// Process-wide allocator tuning for programs that compute traces repeatedly
// (the GUI while a slider is dragged, the benchmark).
//
// A trace holds hundreds of MiB in matrices of a few MiB each. With glibc's
// defaults each matrix is a fresh mmap that is returned on free, so every pass
// pays the kernel to zero and fault in its memory again (about a third of a
// (2048, 512, 8) pass). Taking every block from the heap (no mmap) and raising
// the trim threshold keeps freed trace memory in the process for the next
// pass, on whichever thread the pass runs (every thread shares the main
// arena). The cost: the process keeps its peak heap after a large trace is
// freed, and threads share one allocator lock. Call it first in main(),
// before other threads start. No-op on other C libraries.

#include <cstddef>

namespace ae {

void tuneAllocatorForRepeatedTraces();

// Asks the kernel for transparent huge pages under [data, data + bytes)
// (Linux: madvise MADV_HUGEPAGE on the whole 2 MiB pages inside it), for
// matrices walked a column at a time across many pages: an n×m head
// matrix's rows at n ≥ 1024 floats are a page apart. Best before the memory
// is first touched. Returns whether the advice was taken (false: too small
// to hold a huge page, or not Linux, or the kernel refused).
bool adviseHugePages(void* data, std::size_t bytes);

} // namespace ae
