#include "ui/document/training_runner.h"

#include "core/multi_head_attention.h"
#include "ui/document/engine_error_text.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace ae {

TrainingRunner::TrainingRunner(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<ae::TrainingSnapshotPtr>();
    m_pool.setMaxThreadCount(1);
    connect(&m_watcher, &QFutureWatcher<Chunk>::finished, this, &TrainingRunner::onChunkFinished);
}

TrainingRunner::~TrainingRunner()
{
    m_remaining = 0;
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
    m_pool.waitForDone();
}

const TrainerSettings* TrainingRunner::settings() const
{
    return m_trainer ? &m_trainer->settings() : nullptr;
}

bool TrainingRunner::configure(const TrainerSettings& settings)
{
    std::shared_ptr<Trainer> trainer;
    try {
        trainer = std::make_shared<Trainer>(settings);
    } catch (const EngineError& error) {
        emit failed(translatedEngineError(error));
        return false;
    } catch (const std::bad_alloc&) {
        emit failed(tr("not enough memory for this model"));
        return false;
    }
    // The old model's chunk drops its step; its result is not delivered.
    const bool wasTraining = isTraining();
    m_remaining = 0;
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
    m_running = false;
    m_cancel.reset();
    ++m_chunkId; // a finished signal of the old chunk may still be queued
    m_trainer = std::move(trainer);
    m_task = std::make_shared<const TrainingTask>(m_trainer->task());
    m_snapshots.clear();
    m_snapshots.push_back(snapshotOf(*m_trainer, *m_task, 0.0));
    emit snapshotsChanged();
    emit snapshotAdded(m_snapshots.back());
    if (wasTraining)
        emit trainingChanged(false);
    return true;
}

void TrainingRunner::train(int steps)
{
    if (!m_trainer || steps <= 0)
        return;
    const bool was = isTraining();
    m_remaining = steps;
    if (!m_running)
        startChunk();
    if (!was)
        emit trainingChanged(true);
}

void TrainingRunner::pause()
{
    const bool was = isTraining();
    m_remaining = 0;
    if (m_cancel)
        m_cancel->store(true);
    if (was && !isTraining())
        emit trainingChanged(false);
}

void TrainingRunner::startChunk()
{
    m_running = true;
    ++m_chunkId;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(QtConcurrent::run(&m_pool, &TrainingRunner::runChunk, m_trainer, m_task,
                                          m_remaining, m_chunkMs, m_cancel, m_chunkId));
}

TrainingRunner::Chunk TrainingRunner::runChunk(std::shared_ptr<Trainer> trainer,
                                               std::shared_ptr<const TrainingTask> task,
                                               int maxSteps, int chunkMs,
                                               std::shared_ptr<std::atomic<bool>> cancel,
                                               quint64 id)
{
    Chunk chunk;
    chunk.id = id;
    QElapsedTimer timer;
    timer.start();
    try {
        while (chunk.steps < maxSteps && (chunk.steps == 0 || timer.elapsed() < chunkMs)) {
            trainer->step(cancel.get());
            ++chunk.steps;
        }
    } catch (const OperationCancelled&) {
        chunk.cancelled = true; // the step was dropped whole
    } catch (const EngineError& error) {
        chunk.error = translatedEngineError(error);
    } catch (const std::bad_alloc&) {
        chunk.error = tr("not enough memory for this training step");
    }
    if (chunk.steps > 0) {
        trainer->recordCurvePoint();
        const double seconds = std::max(1e-9, double(timer.nsecsElapsed()) * 1e-9);
        chunk.snapshot = snapshotOf(*trainer, *task, chunk.steps / seconds);
    }
    return chunk;
}

TrainingSnapshotPtr TrainingRunner::snapshotOf(const Trainer& trainer, const TrainingTask& task,
                                               double stepsPerSecond)
{
    auto snapshot = std::make_shared<TrainingSnapshot>();
    snapshot->step = trainer.stepsTaken();
    snapshot->weights = trainer.weights();
    snapshot->probe = probeTrace(snapshot->weights, task);
    snapshot->heads = probeHeadAnalyses(snapshot->probe, task);
    snapshot->curve = trainer.curve();
    snapshot->stepsPerSecond = stepsPerSecond;
    return snapshot;
}

void TrainingRunner::onChunkFinished()
{
    if (!m_watcher.isFinished())
        return; // a stale signal while a newer chunk runs
    const Chunk chunk = m_watcher.result();
    if (chunk.id != m_chunkId || chunk.id == m_handledChunkId)
        return; // the model it trained was replaced, or it was handled already
    m_handledChunkId = chunk.id;
    m_running = false;
    if (chunk.snapshot)
        addSnapshot(chunk.snapshot);
    m_remaining = std::max(0, m_remaining - chunk.steps);
    if (!chunk.error.isEmpty()) {
        m_remaining = 0;
        emit failed(chunk.error);
    }
    if (m_remaining > 0 && !chunk.cancelled) {
        startChunk();
        return;
    }
    m_remaining = 0;
    emit trainingChanged(false);
}

void TrainingRunner::addSnapshot(TrainingSnapshotPtr snapshot)
{
    m_snapshots.push_back(std::move(snapshot));
    if (int(m_snapshots.size()) > m_maxSnapshots) {
        // Every other one goes; the first (step 0) and the newest stay.
        std::vector<TrainingSnapshotPtr> kept;
        for (std::size_t i = 0; i + 1 < m_snapshots.size(); i += 2)
            kept.push_back(m_snapshots[i]);
        kept.push_back(m_snapshots.back());
        m_snapshots = std::move(kept);
        emit snapshotsChanged();
    }
    emit snapshotAdded(m_snapshots.back());
}

void TrainingRunner::waitForIdle()
{
    while (isTraining()) {
        m_watcher.waitForFinished();
        QCoreApplication::sendPostedEvents(&m_watcher);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
}

} // namespace ae
