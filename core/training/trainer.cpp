#include "core/training/trainer.h"

#include "core/blas_threads.h"
#include "core/limits.h"
#include "core/multi_head_attention.h"
#include "core/positional_encoding.h"
#include "core/types.h"
#include "core/worker_pool.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace ae {
namespace {

void fillNormal(Eigen::MatrixXf& m, float deviation, SeededRandom& random)
{
    // Column by column, so the values do not depend on Eigen's storage order.
    for (Eigen::Index j = 0; j < m.cols(); ++j)
        for (Eigen::Index i = 0; i < m.rows(); ++i)
            m(i, j) = deviation * random.normal();
}

LinearWeights<float> linearLayer(int out, int in, float deviation, SeededRandom& random)
{
    LinearWeights<float> l;
    l.weight.resize(out, in);
    fillNormal(l.weight, deviation, random);
    l.bias = Eigen::RowVectorXf::Zero(out);
    return l;
}

LayerNormWeights<float> unitNorm(int width)
{
    return {Eigen::RowVectorXf::Ones(width), Eigen::RowVectorXf::Zero(width)};
}

} // namespace

void TrainerSettings::validate() const
{
    if (layers < 1 || layers > 8)
        throw EngineError("layers", ErrorCode::MustBeFromTo, {std::to_string(layers), "1", "8"});
    if (heads < 1 || heads > 16)
        throw EngineError("heads", ErrorCode::MustBeFromTo, {std::to_string(heads), "1", "16"});
    if (width < 2 || width > 512)
        throw EngineError("width", ErrorCode::MustBeFromTo, {std::to_string(width), "2", "512"});
    if (width % heads != 0)
        throw EngineError("heads", ErrorCode::HeadsDivideWidth,
                          {std::to_string(heads), std::to_string(width)});
    if (mlpWidth < 0 || mlpWidth > 4096)
        throw EngineError("mlpWidth", ErrorCode::MustBeFromTo,
                          {std::to_string(mlpWidth), "0", "4096"});
    if (batchSize < 1 || batchSize > 4096)
        throw EngineError("batchSize", ErrorCode::MustBeFromTo,
                          {std::to_string(batchSize), "1", "4096"});
    if (shards < 1 || shards > 64)
        throw EngineError("shards", ErrorCode::MustBeFromTo, {std::to_string(shards), "1", "64"});
    if (threads < 0 || threads > 64)
        throw EngineError("threads", ErrorCode::MustBeFromTo, {std::to_string(threads), "0", "64"});
    optimizer.validate();
}

double trainingTemperature(ScoringType scoring)
{
    return scoring == ScoringType::Cosine ? 0.1 : 1.0;
}

TransformerWeights<float> initialTransformer(const TrainerSettings& s, int vocabularySize,
                                             int positions)
{
    TransformerWeights<float> w;
    TransformerConfig& c = w.config;
    c.family = TransformerFamily::Gpt2;
    c.vocabularySize = vocabularySize;
    c.maxPositions = positions;
    c.width = s.width;
    c.layers = s.layers;
    c.heads = s.heads;
    c.mlpWidth = s.mlpWidth > 0 ? s.mlpWidth : 4 * s.width;
    c.activation = s.activation;
    c.scoring = s.scoring;
    c.scoringTemperature = trainingTemperature(s.scoring);
    SeededRandom random(s.seed);
    w.tokenEmbedding.resize(vocabularySize, s.width);
    fillNormal(w.tokenEmbedding, 0.02f, random);
    if (s.positions == PositionKind::Sinusoidal) {
        w.positionEmbedding = sinusoidalEncoding(positions, s.width);
    } else {
        w.positionEmbedding.resize(positions, s.width);
        fillNormal(w.positionEmbedding, 0.01f, random);
    }
    const float output = 0.02f / std::sqrt(2.0f * float(s.layers));
    for (int l = 0; l < s.layers; ++l) {
        TransformerBlockWeights<float> b;
        b.ln1 = unitNorm(s.width);
        b.ln2 = unitNorm(s.width);
        b.query = linearLayer(s.width, s.width, 0.02f, random);
        b.key = linearLayer(s.width, s.width, 0.02f, random);
        b.value = linearLayer(s.width, s.width, 0.02f, random);
        b.attentionOutput = linearLayer(s.width, s.width, output, random);
        b.mlpIn = linearLayer(c.mlpWidth, s.width, 0.02f, random);
        b.mlpOut = linearLayer(s.width, c.mlpWidth, output, random);
        const int p = c.headWidth();
        const float unit = 1.0f / std::sqrt(float(p));
        if (s.scoring == ScoringType::General) {
            b.scoring.general = Eigen::MatrixXf::Identity(p, p) * unit;
        } else if (s.scoring == ScoringType::Additive) {
            b.scoring.additiveQuery.resize(p, p);
            b.scoring.additiveKey.resize(p, p);
            Eigen::MatrixXf value(1, p);
            fillNormal(b.scoring.additiveQuery, unit, random);
            fillNormal(b.scoring.additiveKey, unit, random);
            fillNormal(value, unit, random);
            b.scoring.additiveValue = value;
        }
        w.blocks.push_back(std::move(b));
    }
    w.finalNorm = unitNorm(s.width);
    validateWeights(w);
    return w;
}

std::uint64_t estimatedStepBytes(const TrainerSettings& s, int sequenceLength)
{
    const std::uint64_t rows = std::uint64_t(s.batchSize) * std::uint64_t(sequenceLength);
    const std::uint64_t d = std::uint64_t(s.width);
    const std::uint64_t m = std::uint64_t(s.mlpWidth > 0 ? s.mlpWidth : 4 * s.width);
    const std::uint64_t n = std::uint64_t(sequenceLength);
    // Per layer: x̂ twice, LN outputs twice, q, k, v, concat (8·d a row), the
    // MLP's input, activation and slope (3·m), the attention weights (h·n a
    // row); the backward pass's buffers about as many again as one layer.
    const std::uint64_t perLayer = rows * (8 * d + 3 * m + std::uint64_t(s.heads) * n);
    const std::uint64_t values = std::uint64_t(s.layers + 1) * perLayer + 4 * rows * d;
    return values * sizeof(float);
}

namespace {

// Refuses a step too large to hold before any weight is allocated.
int checkedSequenceLength(const TrainerSettings& settings, const TrainingTask& task)
{
    const std::uint64_t bytes = estimatedStepBytes(settings, task.sequenceLength());
    const std::uint64_t limit = EngineLimits::defaults().maxTraceBytes;
    if (bytes > limit)
        throw EngineError(
            "batchSize", ErrorCode::ActivationsTooLarge,
            {std::to_string(settings.batchSize), formatBytes(bytes), formatBytes(limit)});
    return task.sequenceLength();
}

} // namespace

Trainer::Trainer(const TrainerSettings& settings)
    : m_settings((settings.validate(), settings)), m_task(settings.task),
      m_weights(initialTransformer(settings, m_task.vocabulary().size(),
                                   checkedSequenceLength(settings, m_task))),
      m_optimizer(settings.optimizer, m_weights),
      m_batchRandom(stableHash("training batches", settings.seed))
{
    const int shards = std::min(m_settings.shards, m_settings.batchSize);
    m_settings.shards = shards;
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    m_threads = std::min(shards, m_settings.threads > 0 ? m_settings.threads : cores);
    m_shardGradients.assign(std::size_t(shards), zeroGradients(m_weights));
    m_gradient = zeroGradients(m_weights);
}

BatchLoss<double> Trainer::runShards(const TrainingBatch& batch, bool withGradients,
                                     const std::atomic<bool>* cancel, PassTiming* timing) const
{
    const int sequences = batch.sequenceCount();
    const int shards = std::min(m_settings.shards, sequences);
    const int n = batch.sequenceLength;
    const double scale = 1.0 / std::max(1, batch.targetCount());
    std::vector<BatchLoss<float>> losses(static_cast<std::size_t>(shards));
    std::vector<PassTiming> timings(static_cast<std::size_t>(shards));
    // Each shard's products on its own thread: no BLAS threads competing for
    // the cores, and a product's sums in one order whatever the machine.
    const SingleThreadedProducts singleThreaded;
    runOnThreads(m_threads, [&](int thread) {
        for (int shard = thread; shard < shards; shard += m_threads) {
            // Sequences [first, last) of the batch: the same split on every machine.
            const int first = int(std::int64_t(sequences) * shard / shards);
            const int last = int(std::int64_t(sequences) * (shard + 1) / shards);
            TrainingBatch part;
            part.sequenceLength = n;
            part.tokens.assign(batch.tokens.begin() + first * n, batch.tokens.begin() + last * n);
            part.targets.assign(batch.targets.begin() + first * n,
                                batch.targets.begin() + last * n);
            TransformerWeights<float>* gradient = nullptr;
            if (withGradients) {
                // Zeroed even when the shard has nothing to score: step() sums every shard.
                gradient = &m_shardGradients[std::size_t(shard)];
                for (ParameterView<float>& view : parameterViews(*gradient))
                    std::fill(view.values, view.values + view.size, 0.0f);
            }
            if (part.targetCount() == 0)
                continue;
            GradientOptions options;
            options.lossScale = scale;
            options.positionGradient = m_settings.positions == PositionKind::Learned;
            options.timing = timing ? &timings[std::size_t(shard)] : nullptr;
            options.cancel = cancel;
            losses[std::size_t(shard)] = accumulateGradients(m_weights, part, gradient, options);
        }
    });
    BatchLoss<double> total;
    for (int shard = 0; shard < shards; ++shard) {
        total.lossSum += double(losses[std::size_t(shard)].lossSum);
        total.targets += losses[std::size_t(shard)].targets;
        total.correct += losses[std::size_t(shard)].correct;
        if (timing)
            timing->add(timings[std::size_t(shard)]);
    }
    return total;
}

StepMetrics Trainer::step(const std::atomic<bool>* cancel)
{
    SeededRandom random = m_batchRandom; // kept only if the step completes
    std::vector<TaskExample> examples;
    examples.reserve(std::size_t(m_settings.batchSize));
    for (int i = 0; i < m_settings.batchSize; ++i)
        examples.push_back(m_task.sample(random));
    const TrainingBatch batch = m_task.batch(examples);
    PassTiming timing;
    const BatchLoss<double> loss =
        runShards(batch, true, cancel, m_timingEnabled ? &timing : nullptr);

    // Sum the shards in order; from here on nothing is cancelled.
    const int shards = std::min(m_settings.shards, batch.sequenceCount());
    std::vector<ParameterView<float>> total = parameterViews(m_gradient);
    for (std::size_t t = 0; t < total.size(); ++t)
        std::fill(total[t].values, total[t].values + total[t].size, 0.0f);
    for (int shard = 0; shard < shards; ++shard) {
        std::vector<ParameterView<float>> part =
            parameterViews(m_shardGradients[std::size_t(shard)]);
        for (std::size_t t = 0; t < total.size(); ++t)
            for (Eigen::Index i = 0; i < total[t].size; ++i)
                total[t].values[i] += part[t].values[i];
    }
    StepMetrics metrics;
    metrics.gradientNorm =
        m_optimizer.step(m_weights, m_gradient, m_settings.positions == PositionKind::Sinusoidal);
    m_batchRandom = random;
    m_timing.add(timing);
    metrics.step = m_optimizer.stepsTaken();
    metrics.loss = loss.targets > 0 ? loss.lossSum / loss.targets : 0.0;
    metrics.accuracy = loss.targets > 0 ? double(loss.correct) / loss.targets : 0.0;
    m_lossSinceCurve += metrics.loss;
    m_accuracySinceCurve += metrics.accuracy;
    ++m_stepsSinceCurve;
    return metrics;
}

int Trainer::train(int steps, const std::atomic<bool>* cancel,
                   const std::function<void(const StepMetrics&)>& afterStep)
{
    int taken = 0;
    for (; taken < steps; ++taken) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            break;
        StepMetrics metrics;
        try {
            metrics = step(cancel);
        } catch (const OperationCancelled&) {
            break;
        }
        if (afterStep)
            afterStep(metrics);
    }
    return taken;
}

Evaluation Trainer::evaluate() const
{
    const BatchLoss<double> loss =
        runShards(m_task.batch(m_task.heldOut()), false, nullptr, nullptr);
    Evaluation e;
    e.loss = loss.targets > 0 ? loss.lossSum / loss.targets : 0.0;
    e.accuracy = loss.targets > 0 ? double(loss.correct) / loss.targets : 0.0;
    return e;
}

const CurvePoint& Trainer::recordCurvePoint()
{
    const Evaluation heldOut = evaluate();
    CurvePoint point;
    point.step = stepsTaken();
    if (m_stepsSinceCurve > 0) {
        point.trainLoss = m_lossSinceCurve / m_stepsSinceCurve;
        point.trainAccuracy = m_accuracySinceCurve / m_stepsSinceCurve;
    } else if (!m_curve.empty()) {
        point.trainLoss = m_curve.back().trainLoss;
        point.trainAccuracy = m_curve.back().trainAccuracy;
    } else {
        // Before any step: the training loss is measured on a batch, not trained on.
        SeededRandom random = m_batchRandom;
        std::vector<TaskExample> examples;
        for (int i = 0; i < m_settings.batchSize; ++i)
            examples.push_back(m_task.sample(random));
        const BatchLoss<double> loss = runShards(m_task.batch(examples), false, nullptr, nullptr);
        point.trainLoss = loss.targets > 0 ? loss.lossSum / loss.targets : 0.0;
        point.trainAccuracy = loss.targets > 0 ? double(loss.correct) / loss.targets : 0.0;
    }
    point.heldOutLoss = heldOut.loss;
    point.heldOutAccuracy = heldOut.accuracy;
    m_lossSinceCurve = m_accuracySinceCurve = 0;
    m_stepsSinceCurve = 0;
    m_curve.push_back(point);
    return m_curve.back();
}

TransformerTrace<float> Trainer::probeTrace() const
{
    return ae::probeTrace(m_weights, m_task);
}

std::string Trainer::answer(const std::string& question) const
{
    return taskAnswer(m_weights, m_task, question);
}

TransformerTrace<float> probeTrace(const TransformerWeights<float>& weights,
                                   const TrainingTask& task)
{
    const TaskExample& probe = task.probe();
    return runTransformer(weights,
                          std::vector<int>(probe.sequence.begin(), probe.sequence.end() - 1));
}

std::vector<std::vector<HeadAnalysis>> probeHeadAnalyses(const TransformerTrace<float>& probe,
                                                         const TrainingTask& task)
{
    const int period = task.probe().answerStart - 1;
    const bool repeat =
        task.settings().kind == TaskKind::Repeat && 2 * period <= int(probe.tokenIds.size());
    std::vector<std::vector<HeadAnalysis>> heads;
    for (const TransformerLayerTrace<float>& layer : probe.layers) {
        heads.emplace_back();
        for (const TransformerHeadTrace<float>& head : layer.heads) {
            const Eigen::MatrixXd weights = head.weights.cast<double>();
            HeadScores s = scoreHead(weights, true);
            if (repeat)
                s.induction = inductionScore(weights, 0, period);
            heads.back().push_back({s, labelHead(s)});
        }
    }
    return heads;
}

std::string taskAnswer(const TransformerWeights<float>& weights, const TrainingTask& task,
                       const std::string& question)
{
    const std::vector<int> ids = task.vocabulary().encode(question);
    if (ids.empty())
        throw EngineError("question", ErrorCode::IsEmpty);
    const int full = task.sequenceLength() + 1;
    if (int(ids.size()) >= full)
        throw EngineError("question", ErrorCode::NoRoomForAnswer,
                          {std::to_string(ids.size()), std::to_string(full)});
    // The last generated symbol needs no position of its own.
    return task.vocabulary().decode(greedyGenerate(weights, ids, full - int(ids.size())));
}

} // namespace ae
