#include "ui/document/attention_run.h"

#include <QThreadPool>

#include <condition_variable>
#include <mutex>

namespace ae {

namespace {

// Runs handed to a worker to be freed and not freed yet.
struct FreeingRuns
{
    std::mutex mutex;
    std::condition_variable done;
    int count = 0;
};

FreeingRuns& freeingRuns()
{
    static FreeingRuns runs;
    return runs;
}

} // namespace

RunPtr shareRunFreedOffThread(SpecRun&& run)
{
    return RunPtr(new SpecRun(std::move(run)), [](const SpecRun* finished) {
        FreeingRuns& freeing = freeingRuns();
        {
            const std::lock_guard<std::mutex> lock(freeing.mutex);
            ++freeing.count;
        }
        // The global pool waits for its tasks when the application ends, so
        // nothing is leaked at exit.
        QThreadPool::globalInstance()->start([finished, &freeing] {
            delete finished;
            {
                const std::lock_guard<std::mutex> lock(freeing.mutex);
                --freeing.count;
            }
            freeing.done.notify_all();
        });
    });
}

void waitForRunsBeingFreed()
{
    FreeingRuns& freeing = freeingRuns();
    std::unique_lock<std::mutex> lock(freeing.mutex);
    freeing.done.wait(lock, [&freeing] { return freeing.count == 0; });
}

} // namespace ae
