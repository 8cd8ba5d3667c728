#include "ui/document/attention_runner.h"

#include "core/io/spec_runner.h"
#include "core/multi_head_attention.h"
#include "ui/document/engine_error_text.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace ae {

AttentionRunner::AttentionRunner(QObject* parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &AttentionRunner::onFinished);
}

AttentionRunner::~AttentionRunner()
{
    m_pending.reset();
    if (m_runningCancel)
        m_runningCancel->store(true);
    m_watcher.waitForFinished();
    m_pool.waitForDone();
}

quint64 AttentionRunner::request(const Spec& spec)
{
    const bool wasBusy = isBusy();
    m_pendingAfterRelease = false;
    ++m_generation;
    m_pending = spec;
    m_pendingGeneration = m_generation;
    if (m_running && m_runningCancel) {
        if (!m_staleSince.isValid())
            m_staleSince.start();
        // Superseded: cancelled, unless the picture has been stale too long
        // (a drag), then it finishes and is shown before the newest runs.
        if (!m_runningKept && m_staleSince.elapsed() < m_maxStaleMs)
            m_runningCancel->store(true);
        else
            m_runningKept = true;
    } else {
        startPending();
    }
    if (!wasBusy)
        emit busyChanged(true);
    return m_generation;
}

void AttentionRunner::cancel()
{
    ++m_generation; // nothing older is delivered
    m_pending.reset();
    m_runningKept = false;
    m_staleSince.invalidate();
    if (m_runningCancel)
        m_runningCancel->store(true);
}

void AttentionRunner::waitForIdle()
{
    while (isBusy()) {
        m_watcher.waitForFinished();
        QCoreApplication::sendPostedEvents(&m_watcher);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
}

AttentionRunner::Outcome AttentionRunner::compute(Spec spec, quint64 generation,
                                                  EngineLimits limits,
                                                  std::shared_ptr<std::atomic<bool>> cancel,
                                                  std::shared_ptr<PreparationMemo> memo,
                                                  std::uint64_t heldBytes, bool afterRelease)
{
    if (afterRelease)
        waitForRunsBeingFreed(); // the released run's memory first
    Outcome outcome;
    outcome.generation = generation;
    QElapsedTimer clock;
    clock.start();
    try {
        PreparedSpec prepared = prepareSpec(spec, limits, memo.get());
        if (heldBytes > 0) {
            // A pass above the limit alone is refused by the engine below;
            // one that fits alone but not beside the shown run waits for it.
            // A float64 run keeps its double trace and the float rounding the
            // views draw: 12 bytes a number.
            const std::uint64_t bytes =
                estimatedTraceBytes(validate(prepared.inputs, prepared.config),
                                    spec.float64 ? sizeof(double) + sizeof(float) : sizeof(float));
            if (bytes <= limits.maxTraceBytes && bytes + heldBytes > limits.maxTraceBytes) {
                outcome.needsRoom = std::move(spec);
                return outcome;
            }
        }
        std::variant<SpecRun, SpecError> result =
            runPreparedSpec(std::move(prepared), spec.float64, limits, cancel.get());
        if (SpecRun* run = std::get_if<SpecRun>(&result))
            outcome.run = shareRunFreedOffThread(std::move(*run));
        else
            outcome.error = std::get<SpecError>(result);
    } catch (const EngineError& error) {
        outcome.error = SpecError(error);
    } catch (const OperationCancelled&) {
        outcome.cancelled = true;
    } catch (const std::bad_alloc&) {
        outcome.error = SpecError("", ErrorCode::NotEnoughMemoryForConfiguration);
    } catch (const std::exception& e) {
        outcome.error = SpecError{"", e.what()};
    }
    outcome.computeMs = double(clock.nsecsElapsed()) / 1e6;
    return outcome;
}

void AttentionRunner::startPending()
{
    if (!m_pending)
        return;
    Spec spec = std::move(*m_pending);
    m_pending.reset();
    m_runningCancel = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    m_runningKept = false;
    const quint64 generation = m_pendingGeneration;
    const std::uint64_t heldBytes =
        m_lastRun ? m_lastRun->trace.byteSize() + m_lastRun->preciseTrace.byteSize() : 0;
    const bool afterRelease = std::exchange(m_pendingAfterRelease, false);
    emit runStarted(generation);
    m_watcher.setFuture(QtConcurrent::run(&m_pool, &AttentionRunner::compute, std::move(spec),
                                          generation, m_limits, m_runningCancel, m_memo, heldBytes,
                                          afterRelease));
}

void AttentionRunner::onFinished()
{
    m_running = false;
    m_runningCancel.reset();
    const bool kept = m_runningKept;
    m_runningKept = false;
    Outcome outcome = m_watcher.result();
    if (outcome.needsRoom && !outcome.cancelled && outcome.generation == m_generation &&
        !m_pending) {
        // Still the newest request: make room, then run it (still busy).
        m_lastRun.reset();
        emit releaseRequested();
        m_pending = std::move(outcome.needsRoom);
        m_pendingGeneration = outcome.generation;
        m_pendingAfterRelease = true;
        startPending();
        return;
    }
    const bool newest = outcome.generation == m_generation && !m_pending;
    // A kept pass is newer than anything delivered (passes run in order), but
    // cancel() since may have dropped it.
    const bool keptAndWanted = kept && outcome.run && outcome.generation > m_deliveredGeneration &&
                               outcome.generation <= m_generation && m_pending;
    if (m_pending)
        startPending();
    if ((newest || keptAndWanted) && !outcome.cancelled) {
        m_staleSince.invalidate();
        m_deliveredGeneration = outcome.generation;
        if (outcome.run) {
            m_lastRun = outcome.run;
            m_lastComputeMs = outcome.computeMs;
            emit runFinished(outcome.run);
        } else {
            emit runFailed(QString::fromStdString(outcome.error.field),
                           translatedSpecErrorMessage(outcome.error));
        }
    }
    if (!isBusy())
        emit busyChanged(false);
}

} // namespace ae
