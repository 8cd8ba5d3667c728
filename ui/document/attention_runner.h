#pragma once
// Runs specs off the GUI thread. Each request gets a generation number; a
// newer request cancels the running one (its cancel flag) and supersedes any
// request still waiting, so at most one pass runs and one waits. Normally only
// the newest request's result is delivered; until it arrives the views keep
// the last good run.
//
// A dragged slider sends requests faster than a long pass takes: cancelling
// every pass would show nothing until the drag stops. So once nothing has been
// delivered for maxStaleMilliseconds() while requests keep superseding each
// other, the running pass is left to finish and its run is delivered (it is
// newer than anything shown; never older), then the newest request runs.
// Failures of such superseded passes are not reported.
//
// Memory: the run on screen stays alive while the next one computes, so two
// traces coexist. When the new trace and the one on screen would together
// exceed EngineLimits::maxTraceBytes, the runner first asks every holder to let
// go of the shown run (releaseRequested, delivered synchronously on the GUI
// thread), forgets its lastRun, and only then computes: the largest accepted
// pass never needs twice the budget.
//
// Errors: what the engine refuses arrives as runFailed, its coded error
// translated in one place (engine_error_text.h). prepareSpec checks each line
// of the text against the sequence limit before it embeds anything, so a text
// too long for the limits fails before any heavy work.

#include "core/io/preparation_memo.h"
#include "core/io/spec.h"
#include "core/limits.h"
#include "ui/document/attention_run.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

namespace ae {

class AttentionRunner : public QObject
{
    Q_OBJECT
public:
    explicit AttentionRunner(QObject* parent = nullptr);
    ~AttentionRunner() override;

    // Queues `spec`; returns its generation number.
    quint64 request(const Spec& spec);
    // Drops the running and waiting requests; nothing more is delivered for them.
    void cancel();

    quint64 latestGeneration() const { return m_generation; }
    // The generation of the last run (or failure) delivered; equal to
    // latestGeneration() when the newest request has been answered.
    quint64 deliveredGeneration() const { return m_deliveredGeneration; }
    bool isBusy() const { return m_running || m_pending.has_value(); }
    // The last run delivered (null before the first).
    RunPtr lastRun() const { return m_lastRun; }
    // Forgets lastRun() (its memory goes once every other holder lets go).
    void releaseLastRun() { m_lastRun.reset(); }
    // Wall time of the engine pass behind the last delivered run (worker thread).
    double lastComputeMilliseconds() const { return m_lastComputeMs; }

    // How long superseding requests may keep the picture unchanged (default 150 ms).
    void setMaxStaleMilliseconds(int ms) { m_maxStaleMs = ms; }
    int maxStaleMilliseconds() const { return m_maxStaleMs; }

    void setLimits(const EngineLimits& limits) { m_limits = limits; }
    const EngineLimits& limits() const { return m_limits; }

    // Blocks until nothing is running or waiting (for tests and shutdown).
    void waitForIdle();

signals:
    void runStarted(quint64 generation);
    void runFinished(ae::RunPtr run);
    // field: the spec field that is wrong (may be empty); message: why, in the
    // interface's language (engine errors through engine_error_text.h).
    void runFailed(const QString& field, const QString& message);
    void busyChanged(bool busy);
    // The newest request needs the memory of the run on screen: whoever holds
    // lastRun() (views, the window) must drop it before returning. The run is
    // freed off the GUI thread once the last reference goes; the new pass then
    // computes and is delivered as usual.
    void releaseRequested();

private:
    struct Outcome
    {
        quint64 generation = 0;
        RunPtr run;
        SpecError error;
        bool cancelled = false;
        double computeMs = 0.0;
        // Not computed: with the run on screen it would exceed the budget.
        // The spec comes back to be run again once that run is released.
        std::optional<Spec> needsRoom;
    };
    // heldBytes: the trace on screen, which stays alive while this pass runs.
    static Outcome compute(Spec spec, quint64 generation, EngineLimits limits,
                           std::shared_ptr<std::atomic<bool>> cancel,
                           std::shared_ptr<PreparationMemo> memo, std::uint64_t heldBytes,
                           bool afterRelease);
    void startPending();
    void onFinished();

    QThreadPool m_pool;
    // Weights and embeddings of recent runs, reused while only attention
    // settings change (shared with the task that may outlive a request).
    std::shared_ptr<PreparationMemo> m_memo = std::make_shared<PreparationMemo>();
    QFutureWatcher<Outcome> m_watcher;
    std::optional<Spec> m_pending;
    quint64 m_pendingGeneration = 0;
    bool m_pendingAfterRelease = false; // the pending pass made room (see above)
    std::shared_ptr<std::atomic<bool>> m_runningCancel;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_runningKept = false; // superseded but left to finish (see above)
    QElapsedTimer m_staleSince; // valid while requests supersede undelivered passes
    int m_maxStaleMs = 150;
    quint64 m_deliveredGeneration = 0;
    RunPtr m_lastRun;
    double m_lastComputeMs = 0.0;
    EngineLimits m_limits = EngineLimits::defaults();
};

} // namespace ae
