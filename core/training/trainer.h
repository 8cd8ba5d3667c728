#pragma once
// Trains a GPT-2-family model (core/transformer_model.h) from scratch on a
// task (core/training/training_task.h): what the Training tab and the CLI's
// `train` drive.
//
// Contract (the first two rules are tested in tests/core/test_trainer.cpp:
// sameSettingsGiveIdenticalWeights, cancel*):
// - Deterministic: the same settings (seed included) give the same weights
//   bit for bit after the same number of steps, whatever `threads` is, on
//   one machine (BLAS kernels differ between CPUs). The batch is split into
//   `shards` fixed parts; each part's gradient is computed on one thread
//   (BLAS products single-threaded meanwhile) and the parts are summed in
//   their order.
// - Cancel and pause between steps: train() checks `cancel` before every
//   step and between the layers of a step's passes; a step interrupted in
//   its passes is dropped whole (weights, optimizer, RNG and counters as
//   they were before it), so the model stays usable and training resumes
//   exactly where it stopped. Pausing is stopping and calling train() again.
// - Not synchronised: one thread at a time calls a Trainer (a GUI's worker
//   thread); only `cancel` is meant to be set from another thread.
//   step()/train() use the engine's worker threads (core/worker_pool.h)
//   inside a step and return with them idle.
// - Snapshots are copies: a copy of weights() taken between steps (on the
//   calling thread) may be read on any thread while training goes on; it is
//   a complete model that runTransformer and saveTrainedModel take.

#include "core/training/adamw.h"
#include "core/training/training_task.h"
#include "core/transformer_analysis.h"
#include "core/transformer_forward.h"

#include <atomic>
#include <functional>
#include <memory>

namespace ae {

enum class PositionKind
{
    Learned,   // GPT-2's table, trained
    Sinusoidal // the fixed encoding of core/positional_encoding.h, no gradient
};

struct TrainerSettings
{
    TaskSettings task;
    int layers = 2;
    int heads = 4;
    int width = 32;
    int mlpWidth = 0; // 0: 4·width
    Activation activation = Activation::GeluTanh;
    PositionKind positions = PositionKind::Learned;
    // Every head's scoring function (core/transformer_scoring.h), at
    // trainingTemperature(scoring).
    ScoringType scoring = ScoringType::ScaledDotProduct;
    AdamWSettings optimizer;
    int batchSize = 64;
    std::uint64_t seed = 1;
    int shards = 4;  // the batch's fixed split (part of the result, like the seed)
    int threads = 0; // 0: the machine's cores, at most `shards`; does not change the result

    // Throws EngineError naming the setting.
    void validate() const;
};

struct StepMetrics
{
    int step = 0;        // steps taken, this one included
    double loss = 0;     // mean cross-entropy over the batch's scored symbols (nats)
    double accuracy = 0; // share of scored symbols whose most likely token was right
    double gradientNorm = 0;
};

struct Evaluation
{
    double loss = 0;
    double accuracy = 0;
};

struct CurvePoint
{
    int step = 0;
    double trainLoss = 0, trainAccuracy = 0;     // mean over the steps since the previous point
    double heldOutLoss = 0, heldOutAccuracy = 0; // on the whole held-out set
};

class Trainer
{
public:
    // Throws EngineError naming the setting: a bad task or model setting, or
    // "batchSize" when a step would keep more activations than
    // EngineLimits::maxTraceBytes (checked before any weight is allocated).
    explicit Trainer(const TrainerSettings& settings);

    const TrainerSettings& settings() const { return m_settings; }
    const TrainingTask& task() const { return m_task; }
    const TransformerWeights<float>& weights() const { return m_weights; }
    int stepsTaken() const { return m_optimizer.stepsTaken(); }

    // One step on a fresh batch. Throws OperationCancelled (step dropped).
    StepMetrics step(const std::atomic<bool>* cancel = nullptr);
    // Up to `steps` steps; returns how many were taken (fewer once `cancel`
    // is set). `afterStep`, if given, runs after each step on this thread.
    int train(int steps, const std::atomic<bool>* cancel = nullptr,
              const std::function<void(const StepMetrics&)>& afterStep = {});

    // Loss and accuracy on the held-out set (a forward pass, nothing changes).
    Evaluation evaluate() const;
    // Evaluates and appends a point to curve(), with the training loss and
    // accuracy averaged since the previous point.
    const CurvePoint& recordCurvePoint();
    const std::vector<CurvePoint>& curve() const { return m_curve; }

    // The forward pass of the probe (task().probe()) with every head's
    // attention, for the views' redrawn maps.
    TransformerTrace<float> probeTrace() const;
    // The model's answer: `question` (the task's symbols) continued greedily
    // until the task's sequence is full; the generated symbols only.
    std::string answer(const std::string& question) const;

    // Accumulated time in each part of the passes (summed over threads).
    const PassTiming& timing() const { return m_timing; }
    void setTimingEnabled(bool enabled) { m_timingEnabled = enabled; }

private:
    BatchLoss<double> runShards(const TrainingBatch& batch, bool withGradients,
                                const std::atomic<bool>* cancel, PassTiming* timing) const;

    TrainerSettings m_settings;
    TrainingTask m_task;
    TransformerWeights<float> m_weights;
    AdamW<float> m_optimizer;
    SeededRandom m_batchRandom;
    int m_threads = 1;
    mutable std::vector<TransformerWeights<float>> m_shardGradients;
    TransformerWeights<float> m_gradient;
    std::vector<CurvePoint> m_curve;
    double m_lossSinceCurve = 0, m_accuracySinceCurve = 0;
    int m_stepsSinceCurve = 0;
    PassTiming m_timing;
    bool m_timingEnabled = false;
};

// The same for any copy of a trainer's weights (a snapshot read on another
// thread while training goes on): the probe's trace, and the model's greedy
// answer to `question` (throws EngineError("question") when it is empty or
// leaves no room for an answer).
TransformerTrace<float> probeTrace(const TransformerWeights<float>& weights,
                                   const TrainingTask& task);
// What each head does on the probe (core/head_behaviour.h), [layer][head],
// scored and labelled as the Model tab's analysis does: its causal rows, and
// for the repeat task also the induction score over the probe's two copies
// (the pattern from position 0, its period the probe's first answer
// position less one) when both fit in the trace.
std::vector<std::vector<HeadAnalysis>> probeHeadAnalyses(const TransformerTrace<float>& probe,
                                                         const TrainingTask& task);
std::string taskAnswer(const TransformerWeights<float>& weights, const TrainingTask& task,
                       const std::string& question);

// Bytes of activations one step keeps (all shards together), checked by the
// constructor against EngineLimits::maxTraceBytes ("batchSize: …" above it).
std::uint64_t estimatedStepBytes(const TrainerSettings& settings, int sequenceLength);

// The temperature a model trains with: 0.1 for cosine (its scores lie in
// [−1, 1], too flat for a softmax to pick one key at τ = 1), 1 for the others.
double trainingTemperature(ScoringType scoring);

// A model of `settings`' shape with GPT-2's initialisation, from `seed`:
// weights N(0, 0.02²) (output maps 0.02/√(2·layers)), learned positions
// N(0, 0.01²) or the sinusoidal table, LayerNorm γ = 1, β = 0, biases 0.
// Scoring parameters, per layer after its other weights: general W = I/√p
// (the model starts as scaled dot-product); additive W_q, W_k and w_v
// N(0, 1/p) (tanh away from its linear part, so the scores are not a plain
// sum of a query and a key term).
TransformerWeights<float> initialTransformer(const TrainerSettings& settings, int vocabularySize,
                                             int positions);

} // namespace ae
