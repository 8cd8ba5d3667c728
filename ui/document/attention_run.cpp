#include "ui/document/attention_run.h"

#include <QThreadPool>

namespace ae {

RunPtr shareRunFreedOffThread(SpecRun&& run)
{
    return RunPtr(new SpecRun(std::move(run)), [](const SpecRun* finished) {
        // The global pool waits for its tasks when the application ends, so
        // nothing is leaked at exit.
        QThreadPool::globalInstance()->start([finished] { delete finished; });
    });
}

} // namespace ae
