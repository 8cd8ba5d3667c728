#include "core/allocator_tuning.h"

// Any C library header defines __GLIBC__ (through <features.h>); without one
// the check below was always false and the tuning silently did nothing.
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include <cstdint>
#include <limits>

namespace ae {

void tuneAllocatorForRepeatedTraces()
{
#if defined(__GLIBC__)
    // Every matrix comes from the heap and stays there between passes. The
    // mmap threshold cannot be raised past 32 MiB (glibc's cap), and a head's
    // n×m matrices pass it at n = m = 2048 in double (32 MiB + 32 KiB): with
    // mmap allowed, those were faulted in and zeroed again on every pass
    // (measured: a (2048, 512, 8) float64 pass 392 ms, 230 ms without).
    mallopt(M_MMAP_MAX, 0);
    // The largest threshold mallopt takes (2 GiB, the trace budget): a
    // GPT-2 forward's 1.4 GiB trace at 1024 tokens, freed, went back to
    // the kernel past the old 1 GiB and was faulted in again on the next
    // run (model-bench, the GUI's tuning: 1.3–1.4 s with arenas of their
    // own, 3.9–4.0 s with one arena and 1 GiB, 0.87–0.92 s with one arena
    // and 2 GiB).
    mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
    // One arena for every thread. A pass that runs on a thread of its own
    // (the GUI's runner, a Qt pool thread) otherwise allocates its trace in
    // that thread's arena, whose 64 MiB heaps glibc gives back to the
    // kernel when a freed trace empties one, whatever the trim threshold: in
    // 4 of 10 launches of gui-latency-bench every (1024, 256, 8) pass
    // faulted its memory in again (180 000 page faults against 50 000) and
    // the engine took 65–88 ms instead of 13. The cost: threads share one
    // allocator lock (train-bench, whose steps allocate on every thread:
    // 290–322 steps/s against 305–335). Call this before the program starts
    // other threads: an arena a thread already has stays its own.
    mallopt(M_ARENA_MAX, 1);
#endif
}

bool adviseHugePages(void* data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t hugePage = std::uintptr_t(2) << 20;
    const std::uintptr_t begin =
        (reinterpret_cast<std::uintptr_t>(data) + hugePage - 1) & ~(hugePage - 1);
    const std::uintptr_t end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(hugePage - 1);
    if (end <= begin)
        return false;
    return madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE) == 0;
#else
    (void)data;
    (void)bytes;
    return false;
#endif
}

} // namespace ae
