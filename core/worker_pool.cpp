#include "core/worker_pool.h"

#include "core/blas_threads.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace ae {
namespace {

// Waits until ready() or `limit` has passed, pausing between checks instead
// of calling sched_yield: a yield enters the kernel on every turn (under a
// hypervisor, an interrupt round trip each time; 3% of a (256, 256, 8)
// pass's samples were in sched_yield and the kernel's interrupt enable), and
// the threads spinning here have nothing else to run for those microseconds.
// The clock is read every 64 turns. Returns ready().
template <typename Ready> bool spinFor(std::chrono::microseconds limit, Ready ready)
{
    const auto until = std::chrono::steady_clock::now() + limit;
    for (;;) {
        for (int turn = 0; turn < 64; ++turn) {
            if (ready())
                return true;
#if defined(__x86_64__) || defined(__i386__)
            _mm_pause();
#endif
        }
        if (std::chrono::steady_clock::now() >= until)
            return ready();
    }
}

// Threads kept for the engine's passes, so a stage does not pay for starting
// a thread (measured: spawning per stage made two threads slower than one at
// n = 256). After a job a worker spins briefly, because the next stage of the
// pass follows within microseconds, then sleeps. One pass uses the pool at a
// time; a second pass running meanwhile starts threads of its own.
class WorkerPool
{
public:
    explicit WorkerPool(int workers) : m_workers(workers)
    {
        for (int w = 0; w < workers; ++w)
            std::thread([this, w] { serve(w); }).detach();
    }
    // Never destroyed: the threads sleep until the process ends.
    static WorkerPool& instance()
    {
        static WorkerPool* pool = new WorkerPool(workerPoolSize());
        return *pool;
    }
    // Runs job(1) … job(threads − 1) on pool threads and job(0) here; returns
    // false without running anything when the pool is busy or too small.
    bool tryRun(int threads, const std::function<void(int)>& job,
                std::vector<std::exception_ptr>& failures)
    {
        std::unique_lock<std::mutex> busy(m_runMutex, std::try_to_lock);
        if (!busy.owns_lock() || threads - 1 > m_workers)
            return false;
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_job = &job;
            m_failures = &failures;
            m_threads = threads;
            m_pending.store(threads - 1, std::memory_order_relaxed);
            m_generation.fetch_add(1, std::memory_order_release);
        }
        m_wake.notify_all();
        const auto started = std::chrono::steady_clock::now();
        try {
            job(0);
        } catch (...) {
            failures[0] = std::current_exception();
        }
        // The workers finish close to this thread in a balanced stage: spin
        // before sleeping, as they do between stages (a sleep and a wake-up
        // cost 20–30 µs here, and a pass has three or four stages). Up to a
        // quarter of this thread's own part, from 50 to 500 µs: the parts of
        // a (256, 256, 8) float64 pass's 1.1 ms projections often ended
        // 35–90 µs apart, past a fixed 50 µs (same-process A/B: 0.4% faster
        // at n = 256). A longer spin would save the same 20–30 µs of a long
        // stage while taking a core the GUI's thread may want.
        const auto ownPart = std::chrono::duration_cast<std::chrono::microseconds>(
            std::chrono::steady_clock::now() - started);
        spinFor(
            std::clamp(ownPart / 4, std::chrono::microseconds(50), std::chrono::microseconds(500)),
            [this] { return m_pending.load(std::memory_order_acquire) == 0; });
        std::unique_lock<std::mutex> lock(m_mutex);
        m_done.wait(lock, [this] { return m_pending.load(std::memory_order_acquire) == 0; });
        m_job = nullptr;
        return true;
    }

private:
    void serve(int index)
    {
        std::uint64_t seen = 0;
        for (;;) {
            // Spin up to 100 µs for the next stage, then sleep.
            spinFor(std::chrono::microseconds(100),
                    [&] { return m_generation.load(std::memory_order_acquire) != seen; });
            std::unique_lock<std::mutex> lock(m_mutex);
            m_wake.wait(lock, [&] { return m_generation.load(std::memory_order_relaxed) != seen; });
            seen = m_generation.load(std::memory_order_relaxed);
            if (index + 1 >= m_threads)
                continue; // this job needs fewer threads
            const std::function<void(int)>* job = m_job;
            std::vector<std::exception_ptr>* failures = m_failures;
            lock.unlock();
            try {
                (*job)(index + 1);
            } catch (...) {
                (*failures)[static_cast<std::size_t>(index + 1)] = std::current_exception();
            }
            lock.lock();
            // Release: the job's writes are visible to a caller that sees 0.
            if (m_pending.fetch_sub(1, std::memory_order_acq_rel) == 1)
                m_done.notify_one();
        }
    }

    const int m_workers;
    std::mutex m_runMutex; // one job at a time
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_done;
    std::atomic<std::uint64_t> m_generation{0};
    const std::function<void(int)>* m_job = nullptr;
    std::vector<std::exception_ptr>* m_failures = nullptr;
    int m_threads = 0;
    std::atomic<int> m_pending{0}; // written under m_mutex; the caller spins on it
};

} // namespace

int workerPoolSize()
{
    return std::max(0, productThreads() - 1);
}

void runOnThreads(int threads, const std::function<void(int)>& work)
{
    if (threads == 1) {
        work(0);
        return;
    }
    std::vector<std::exception_ptr> failures(static_cast<std::size_t>(threads));
    if (!WorkerPool::instance().tryRun(threads, work, failures)) {
        std::vector<std::thread> workers;
        for (int t = 1; t < threads; ++t) {
            workers.emplace_back([&, t] {
                try {
                    work(t);
                } catch (...) {
                    failures[static_cast<std::size_t>(t)] = std::current_exception();
                }
            });
        }
        try {
            work(0);
        } catch (...) {
            failures[0] = std::current_exception();
        }
        for (std::thread& worker : workers)
            worker.join();
    }
    for (const std::exception_ptr& failure : failures)
        if (failure)
            std::rethrow_exception(failure);
}

} // namespace ae
