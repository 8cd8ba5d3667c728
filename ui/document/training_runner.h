#pragma once
// Trains a tiny transformer (core/training/trainer.h) off the GUI thread for
// the Training tab, and keeps the snapshots its timeline scrubs through. No
// widgets.
//
// Concurrency contract (like AttentionRunner's and ModelDocument's):
// - One worker thread touches the Trainer, only while a chunk runs; the GUI
//   thread reads Snapshots, which are copies (weights, probe trace, curve).
// - configure() builds a new model from the settings (checked first: a bad
//   setting is reported by failed() and the old model stays). It stops what
//   runs, waits for the running chunk to drop its step, and delivers the new
//   model's step-0 snapshot.
// - train(steps) runs up to `steps` more steps in chunks of about
//   chunkMilliseconds() (at least one step each); after every chunk a
//   Snapshot arrives (snapshotAdded) and the next chunk starts unless
//   pause() came. pause() sets the cancel flag: a step cut short is dropped
//   whole (the Trainer's contract), so train() again resumes exactly where
//   it stopped. step() is train(1).
// - The timeline keeps at most maxSnapshots(); when full, every other
//   snapshot is dropped (the first and the newest stay), so it spans the
//   whole run at a coarser grain.
// - Snapshots are cheap: a tiny model's weights (a few hundred KiB at most)
//   and the probe's attention.

#include "core/training/trainer.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <vector>

namespace ae {

struct TrainingSnapshot
{
    int step = 0;
    TransformerWeights<float> weights;
    TransformerTrace<float> probe;                // every head's attention on the task's probe
    std::vector<std::vector<HeadAnalysis>> heads; // probe's, [layer][head] (probeHeadAnalyses)
    std::vector<CurvePoint> curve;                // every point up to this step
    double stepsPerSecond = 0.0;                  // over the chunk that ended here (0 at step 0)
};
using TrainingSnapshotPtr = std::shared_ptr<const TrainingSnapshot>;

class TrainingRunner : public QObject
{
    Q_OBJECT
public:
    explicit TrainingRunner(QObject* parent = nullptr);
    ~TrainingRunner() override;

    // True when the model was built (else failed() said why).
    bool configure(const TrainerSettings& settings);
    bool hasModel() const { return bool(m_trainer); }
    const TrainerSettings* settings() const;
    // The task of the current model (its vocabulary, probe, explanation).
    std::shared_ptr<const TrainingTask> task() const { return m_task; }

    void train(int steps);
    void step() { train(1); }
    void pause();
    bool isTraining() const { return m_running || m_remaining > 0; }
    // Steps still to take of the last train().
    int remainingSteps() const { return m_remaining; }

    const std::vector<TrainingSnapshotPtr>& snapshots() const { return m_snapshots; }
    TrainingSnapshotPtr latest() const
    {
        return m_snapshots.empty() ? nullptr : m_snapshots.back();
    }

    void setChunkMilliseconds(int ms) { m_chunkMs = ms; }
    int chunkMilliseconds() const { return m_chunkMs; }
    void setMaxSnapshots(int count) { m_maxSnapshots = count < 3 ? 3 : count; }
    int maxSnapshots() const { return m_maxSnapshots; }

    // Blocks until nothing runs (tests, shutdown); delivers what finished.
    void waitForIdle();

signals:
    void snapshotAdded(ae::TrainingSnapshotPtr snapshot);
    // The timeline was reset (a new model) or thinned.
    void snapshotsChanged();
    void trainingChanged(bool training);
    void failed(const QString& message);

private:
    struct Chunk
    {
        TrainingSnapshotPtr snapshot;
        int steps = 0;
        bool cancelled = false;
        QString error;
        quint64 id = 0; // which chunk (a newer model or chunk makes it stale)
    };
    static Chunk runChunk(std::shared_ptr<Trainer> trainer,
                          std::shared_ptr<const TrainingTask> task, int maxSteps, int chunkMs,
                          std::shared_ptr<std::atomic<bool>> cancel, quint64 id);
    static TrainingSnapshotPtr snapshotOf(const Trainer& trainer, const TrainingTask& task,
                                          double stepsPerSecond);
    void startChunk();
    void onChunkFinished();
    void addSnapshot(TrainingSnapshotPtr snapshot);

    QThreadPool m_pool;
    QFutureWatcher<Chunk> m_watcher;
    std::shared_ptr<Trainer> m_trainer;
    std::shared_ptr<const TrainingTask> m_task;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    // The chunk started last; a finished signal of any other (an old model's,
    // or one delivered already) is ignored.
    quint64 m_chunkId = 0;
    quint64 m_handledChunkId = 0;
    bool m_running = false;
    int m_remaining = 0;
    int m_chunkMs = 80;
    int m_maxSnapshots = 240;
    std::vector<TrainingSnapshotPtr> m_snapshots;
};

} // namespace ae

Q_DECLARE_METATYPE(ae::TrainingSnapshotPtr)
