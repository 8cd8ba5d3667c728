#include "core/allocator_tuning.h"

// Any C library header defines __GLIBC__ (through <features.h>); without one
// the check below was always false and the tuning silently did nothing.
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace ae {

void tuneAllocatorForRepeatedTraces()
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20); // matrices up to 32 MiB come from the heap
    mallopt(M_TRIM_THRESHOLD, 1 << 30);  // and stay there between passes
#endif
}

} // namespace ae
