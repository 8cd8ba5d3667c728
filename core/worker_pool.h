#pragma once
// Threads kept for the engine's passes, so a stage does not pay for starting
// a thread (measured: spawning per stage made two threads slower than one at
// n = 256). After a job a worker spins briefly (100 µs), because the next
// stage of the pass follows within microseconds, then sleeps; the caller,
// done with its part, spins for the workers to finish theirs (a quarter of
// its own part's time, 50–500 µs) before it sleeps. One pass uses
// the pool at a time; a second pass running meanwhile starts threads of its
// own (runOnThreads).

#include <exception>
#include <functional>
#include <vector>

namespace ae {

// Runs work(0) … work(threads − 1), work(0) on the calling thread and the
// others on the pool's threads (or on threads of their own when the pool is
// busy or too small), and rethrows the first exception any of them threw
// once all have finished. threads == 1 runs work(0) here and nothing else.
void runOnThreads(int threads, const std::function<void(int)>& work);

// Threads the pool keeps besides the caller's: productThreads() − 1.
int workerPoolSize();

} // namespace ae
