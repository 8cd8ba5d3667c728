// The allocator tuning for repeated traces: large blocks come from the heap
// (and stay there, on any thread), and huge pages are asked for where a
// whole one fits.
#include "core/allocator_tuning.h"

#include "tests/test_main.h"

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <thread>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/resource.h>
#endif

#include <cstdint>

// AddressSanitizer replaces glibc's allocator (and delays reuse on purpose).
#if defined(__SANITIZE_ADDRESS__)
#define AE_TEST_SANITIZED_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define AE_TEST_SANITIZED_ALLOCATOR 1
#endif
#endif

class TestAllocatorTuning : public QObject
{
    Q_OBJECT

private slots:
    void largeBlocksComeFromTheHeap()
    {
#if defined(AE_TEST_SANITIZED_ALLOCATOR)
        QSKIP("the sanitizer's allocator replaces glibc's");
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
        ae::tuneAllocatorForRepeatedTraces();
        // 40 MiB: past the largest mmap threshold glibc accepts (32 MiB), so
        // without the tuning it would be a fresh mapping on every pass.
        const std::size_t bytes = std::size_t(40) << 20;
        const std::size_t mappedBefore = mallinfo2().hblkhd;
        void* block = std::malloc(bytes);
        QVERIFY(block != nullptr);
        QCOMPARE(mallinfo2().hblkhd, mappedBefore); // nothing newly mapped
        const std::uintptr_t address = reinterpret_cast<std::uintptr_t>(block);
        std::free(block);
        // Freed, it stays in the process for the next pass (trim threshold).
        void* again = std::malloc(bytes);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(again), address);
        std::free(again);
#else
        QSKIP("the tuning is glibc's (mallinfo2 needs glibc 2.33)");
#endif
    }

    // A pass on a thread of its own (the GUI's runner) finds the memory the
    // last one freed: no page is faulted in again. Without one shared arena
    // the thread's arena gave an emptied 64 MiB heap back to the kernel and
    // every round faulted 2 049 pages in again.
    void freedMemoryStaysForAPassOnAnotherThread()
    {
#if defined(AE_TEST_SANITIZED_ALLOCATOR)
        QSKIP("the sanitizer's allocator replaces glibc's");
#elif defined(__GLIBC__) && defined(RUSAGE_THREAD)
        ae::tuneAllocatorForRepeatedTraces();
        constexpr std::size_t blockBytes = std::size_t(4) << 20, blocks = 16; // a 64 MiB trace
        std::vector<long> faults;
        std::thread([&] {
            for (int round = 0; round < 3; ++round) {
                rusage before{}, after{};
                getrusage(RUSAGE_THREAD, &before);
                std::vector<void*> trace;
                for (std::size_t b = 0; b < blocks; ++b) {
                    trace.push_back(std::malloc(blockBytes));
                    std::memset(trace.back(), round + 1, blockBytes);
                }
                for (void* block : trace)
                    std::free(block);
                getrusage(RUSAGE_THREAD, &after);
                faults.push_back(after.ru_minflt - before.ru_minflt);
            }
        }).join();
        const long pages = long(blocks * blockBytes / 4096);
        QVERIFY2(faults.front() > pages / 2, "the first round touches fresh memory");
        QVERIFY2(
            faults.back() < pages / 64,
            qPrintable(
                QStringLiteral("%1 of %2 pages faulted in again").arg(faults.back()).arg(pages)));
#else
        QSKIP("the tuning is glibc's (and RUSAGE_THREAD Linux's)");
#endif
    }

    void hugePagesAreAdvisedWhereAWholeOneFits()
    {
        std::ifstream enabled("/sys/kernel/mm/transparent_hugepage/enabled");
        if (!enabled)
            QSKIP("no transparent huge pages on this kernel");
        const std::size_t huge = std::size_t(2) << 20;
        const std::unique_ptr<char[]> large(new char[4 * huge]); // holds at least one
        QVERIFY(ae::adviseHugePages(large.get(), 4 * huge));
        const std::unique_ptr<char[]> small(new char[huge]); // holds none whole
        QVERIFY(!ae::adviseHugePages(small.get(), huge));
        QVERIFY(!ae::adviseHugePages(large.get(), 0));
    }
};

AE_TEST_MAIN_CORE(TestAllocatorTuning)
#include "test_allocator_tuning.moc"
