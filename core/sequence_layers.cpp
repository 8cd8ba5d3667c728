#include "core/sequence_layers.h"

#include "core/random.h"

#include <queue>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

namespace ae {

namespace {

std::string str(long long value)
{
    return std::to_string(value);
}

// Row-wise numerically stable softmax in place.
void softmaxRows(Matrix& scores)
{
    for (Eigen::Index row = 0; row < scores.rows(); ++row) {
        const float top = scores.row(row).maxCoeff();
        scores.row(row) = (scores.row(row).array() - top).exp().matrix();
        scores.row(row) /= scores.row(row).sum();
    }
}

void requireWidth(LayerKind kind, int width)
{
    if ((kind == LayerKind::Convolutional || kind == LayerKind::RestrictedSelfAttention) &&
        width < 2) {
        throw EngineError(kind == LayerKind::Convolutional ? "k" : "r", ErrorCode::MustBeAtLeast,
                          {"2", str(width)});
    }
}

int ceilDivideInt(int a, int b)
{
    return (a + b - 1) / b;
}

} // namespace

// ---- layers ---------------------------------------------------------------

Conv1dWeights conv1dWeightsFromTorch(const std::vector<float>& flatWeight, int outChannels,
                                     int inChannels, int kernelSize, const Vector& bias)
{
    if (outChannels < 1 || inChannels < 1 || kernelSize < 1) {
        throw EngineError("conv.weight", ErrorCode::ConvSizesPositive);
    }
    const std::size_t expected = static_cast<std::size_t>(outChannels) * inChannels * kernelSize;
    if (flatWeight.size() != expected) {
        throw EngineError("conv.weight", ErrorCode::ConvWeightCount,
                          {str(static_cast<long long>(expected)),
                           str(static_cast<long long>(flatWeight.size()))});
    }
    if (bias.size() != 0 && bias.size() != outChannels) {
        throw EngineError("conv.bias", ErrorCode::ValueCount, {str(outChannels), str(bias.size())});
    }
    Conv1dWeights weights;
    weights.taps.assign(kernelSize, Matrix(outChannels, inChannels));
    for (int o = 0; o < outChannels; ++o)
        for (int i = 0; i < inChannels; ++i)
            for (int s = 0; s < kernelSize; ++s)
                weights.taps[s](o, i) =
                    flatWeight[(static_cast<std::size_t>(o) * inChannels + i) * kernelSize + s];
    weights.bias = bias.size() == 0 ? Vector(Vector::Zero(outChannels)) : bias;
    return weights;
}

Conv1dWeights randomConv1dWeights(int outChannels, int inChannels, int kernelSize,
                                  std::uint64_t seed)
{
    SeededRandom random(seed);
    const float bound =
        static_cast<float>(std::sqrt(6.0 / ((inChannels + outChannels) * double(kernelSize))));
    std::vector<float> flat(static_cast<std::size_t>(outChannels) * inChannels * kernelSize);
    for (float& value : flat)
        value = random.uniform(-bound, bound);
    return conv1dWeightsFromTorch(flat, outChannels, inChannels, kernelSize,
                                  Vector::Zero(outChannels));
}

Matrix conv1dSame(const MatrixRef& x, const Conv1dWeights& weights)
{
    const int k = weights.kernelSize();
    if (k < 1) {
        throw EngineError("conv.weight", ErrorCode::KernelNoTaps);
    }
    const int out = static_cast<int>(weights.taps[0].rows());
    if (weights.taps[0].cols() != x.cols()) {
        throw EngineError("conv.weight", ErrorCode::ConvInputChannels,
                          {str(weights.taps[0].cols()), str(x.cols())});
    }
    const int n = static_cast<int>(x.rows());
    const int left = (k - 1) / 2;
    Matrix y(n, out);
    y.rowwise() = weights.bias.transpose();
    for (int s = 0; s < k; ++s) {
        // Output t reads input t + offset; keep the rows where that exists.
        const int offset = s - left;
        const int first = std::max(0, -offset);
        const int last = std::min(n - 1, n - 1 - offset);
        if (last < first)
            continue;
        const int rows = last - first + 1;
        y.middleRows(first, rows).noalias() +=
            x.middleRows(first + offset, rows) * weights.taps[s].transpose();
    }
    return y;
}

RecurrentWeights randomRecurrentWeights(int hidden, int input, std::uint64_t seed)
{
    SeededRandom random(seed);
    RecurrentWeights weights;
    weights.inputToHidden = xavierUniform(hidden, input, random);
    weights.hiddenToHidden = xavierUniform(hidden, hidden, random);
    weights.bias = Vector::Zero(hidden);
    return weights;
}

Matrix recurrentLayer(const MatrixRef& x, const RecurrentWeights& weights)
{
    const Eigen::Index hidden = weights.hiddenToHidden.rows();
    if (weights.hiddenToHidden.cols() != hidden) {
        throw EngineError("rnn.W_hh", ErrorCode::RnnSquare);
    }
    if (weights.inputToHidden.rows() != hidden || weights.inputToHidden.cols() != x.cols()) {
        throw EngineError("rnn.W_xh", ErrorCode::RnnInputShape, {str(hidden), str(x.cols())});
    }
    if (weights.bias.size() != hidden) {
        throw EngineError("rnn.b", ErrorCode::EntryCount, {str(hidden)});
    }
    // The input half does not depend on h: one product for all steps.
    Matrix states = x * weights.inputToHidden.transpose();
    states.rowwise() += weights.bias.transpose();
    Vector previous = Vector::Zero(hidden);
    Vector current(hidden);
    for (Eigen::Index t = 0; t < x.rows(); ++t) {
        current.noalias() = states.row(t).transpose();
        current.noalias() += weights.hiddenToHidden * previous;
        current = current.array().tanh().matrix();
        states.row(t) = current.transpose();
        previous.swap(current);
    }
    return states;
}

Matrix selfAttentionLayer(const MatrixRef& x)
{
    const float scale = x.cols() > 0 ? 1.0f / std::sqrt(static_cast<float>(x.cols())) : 1.0f;
    Matrix scores = (x * x.transpose()) * scale;
    softmaxRows(scores);
    return scores * x;
}

Matrix restrictedSelfAttentionLayer(const MatrixRef& x, int r)
{
    if (r < 1) {
        throw EngineError("r", ErrorCode::MustBeAtLeast, {"1", str(r)});
    }
    const int n = static_cast<int>(x.rows());
    const int left = (r - 1) / 2;
    const float scale = x.cols() > 0 ? 1.0f / std::sqrt(static_cast<float>(x.cols())) : 1.0f;
    Matrix y(n, x.cols());
    RowVector scores;
    for (int t = 0; t < n; ++t) {
        const int first = std::max(0, t - left);
        const int last = std::min(n - 1, t - left + r - 1);
        const int count = last - first + 1;
        scores.noalias() = (x.row(t) * x.middleRows(first, count).transpose()) * scale;
        const float top = scores.maxCoeff();
        scores = (scores.array() - top).exp().matrix();
        scores /= scores.sum();
        y.row(t).noalias() = scores * x.middleRows(first, count);
    }
    return y;
}

// ---- path graphs ----------------------------------------------------------

PathGraph buildPathGraph(LayerKind kind, int n, int width)
{
    if (n < 1) {
        throw EngineError("n", ErrorCode::MustBeAtLeast, {"1", str(n)});
    }
    requireWidth(kind, width);
    PathGraph graph;
    graph.kind = kind;
    graph.n = n;
    switch (kind) {
    case LayerKind::SelfAttention:
        graph.layers = 1;
        for (int t = 0; t < n; ++t)
            for (int s = 0; s < n; ++s)
                graph.edges.push_back({{0, s}, {1, t}, 1});
        break;
    case LayerKind::Recurrent:
        graph.layers = 1;
        for (int t = 0; t < n; ++t) {
            graph.edges.push_back({{0, t}, {1, t}, 0});
            if (t + 1 < n)
                graph.edges.push_back({{1, t}, {1, t + 1}, 1});
        }
        break;
    case LayerKind::Convolutional:
    case LayerKind::RestrictedSelfAttention: {
        graph.width = width;
        graph.layers = std::max(1, ceilDivideInt(n - 1, width - 1));
        const int left = (width - 1) / 2;
        for (int layer = 1; layer <= graph.layers; ++layer)
            for (int t = 0; t < n; ++t)
                for (int s = 0; s < width; ++s) {
                    const int source = t + s - left;
                    if (source >= 0 && source < n)
                        graph.edges.push_back({{layer - 1, source}, {layer, t}, 1});
                }
        break;
    }
    }
    return graph;
}

namespace {

PathGraph dilatedGraphWithLayers(int n, int k, int layers)
{
    PathGraph graph;
    graph.kind = LayerKind::Convolutional;
    graph.n = n;
    graph.width = k;
    graph.dilated = true;
    graph.layers = layers;
    const int left = (k - 1) / 2;
    long long dilation = 1;
    for (int layer = 1; layer <= layers; ++layer, dilation *= k)
        for (int t = 0; t < n; ++t)
            for (int s = 0; s < k; ++s) {
                const long long source = t + (s - left) * dilation;
                if (source >= 0 && source < n)
                    graph.edges.push_back({{layer - 1, static_cast<int>(source)}, {layer, t}, 1});
            }
    return graph;
}

// True when every pair of inputs lies in the receptive field of some node.
bool connectsEveryPair(const PathGraph& graph)
{
    const int n = graph.n;
    // fields[node] = the inputs it depends on, as a bitmask over the inputs.
    std::vector<std::vector<bool>> fields((graph.layers + 1) * n, std::vector<bool>(n, false));
    for (int t = 0; t < n; ++t)
        fields[t][t] = true;
    for (const PathEdge& edge : graph.edges) { // edges are ordered by layer
        std::vector<bool>& target = fields[edge.to.layer * n + edge.to.position];
        const std::vector<bool>& source = fields[edge.from.layer * n + edge.from.position];
        for (int u = 0; u < n; ++u)
            target[u] = target[u] || source[u];
    }
    std::vector<std::vector<bool>> together(n, std::vector<bool>(n, false));
    for (const std::vector<bool>& field : fields)
        for (int a = 0; a < n; ++a)
            if (field[a])
                for (int b = 0; b < n; ++b)
                    together[a][b] = together[a][b] || field[b];
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b)
            if (!together[a][b])
                return false;
    return true;
}

} // namespace

PathGraph buildDilatedPathGraph(int n, int k)
{
    if (n < 1)
        throw EngineError("n", ErrorCode::MustBeAtLeast, {"1", str(n)});
    if (k < 2)
        throw EngineError("k", ErrorCode::MustBeAtLeast, {"2", str(k)});
    int layers = std::max(1, ceilLogBase(n, k));
    PathGraph graph = dilatedGraphWithLayers(n, k, layers);
    while (!connectsEveryPair(graph) && layers < n)
        graph = dilatedGraphWithLayers(n, k, ++layers);
    return graph;
}

PathSearchResult shortestPath(const PathGraph& graph, int i, int j)
{
    if (i < 0 || i >= graph.n || j < 0 || j >= graph.n) {
        throw EngineError("position", ErrorCode::PositionsRange, {str(graph.n)});
    }
    const int nodeCount = (graph.layers + 1) * graph.n;
    const auto index = [&graph](const PathNode& node) {
        return node.layer * graph.n + node.position;
    };
    std::vector<std::vector<int>> outgoing(nodeCount); // edge indices
    for (std::size_t e = 0; e < graph.edges.size(); ++e)
        outgoing[index(graph.edges[e].from)].push_back(static_cast<int>(e));

    constexpr int unreachable = std::numeric_limits<int>::max();
    // Dijkstra from one input; remembers the edge that reached each node.
    const auto search = [&](int start, std::vector<int>& distance, std::vector<int>& via) {
        distance.assign(nodeCount, unreachable);
        via.assign(nodeCount, -1);
        using Item = std::pair<int, int>; // distance, node
        std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
        distance[start] = 0;
        queue.push({0, start});
        while (!queue.empty()) {
            const auto [dist, node] = queue.top();
            queue.pop();
            if (dist > distance[node])
                continue;
            for (int e : outgoing[node]) {
                const int target = index(graph.edges[e].to);
                const int candidate = dist + graph.edges[e].cost;
                if (candidate < distance[target]) {
                    distance[target] = candidate;
                    via[target] = e;
                    queue.push({candidate, target});
                }
            }
        }
    };
    std::vector<int> distanceI, viaI, distanceJ, viaJ;
    search(index({0, i}), distanceI, viaI);
    search(index({0, j}), distanceJ, viaJ);

    PathSearchResult result;
    int best = unreachable;
    int bestNode = -1;
    for (int node = 0; node < nodeCount; ++node) {
        if (distanceI[node] == unreachable || distanceJ[node] == unreachable)
            continue;
        const int length = std::max(distanceI[node], distanceJ[node]);
        if (length < best) {
            best = length;
            bestNode = node;
        }
    }
    if (bestNode < 0)
        return result;
    result.length = best;
    result.meeting = {bestNode / graph.n, bestNode % graph.n};
    for (const std::vector<int>* via : {&viaI, &viaJ}) {
        for (int node = bestNode; (*via)[node] >= 0;) {
            const PathEdge& edge = graph.edges[(*via)[node]];
            result.edges.push_back(edge);
            node = index(edge.from);
        }
    }
    return result;
}

int shortestPathLayers(LayerKind kind, int n, int width, int i, int j)
{
    if (i < 0 || i >= n || j < 0 || j >= n) {
        throw EngineError("position", ErrorCode::PositionsRange, {str(n)});
    }
    requireWidth(kind, width);
    const int gap = std::abs(i - j);
    if (gap == 0)
        return 0;
    switch (kind) {
    case LayerKind::SelfAttention:
        return 1;
    case LayerKind::Recurrent:
        return gap;
    case LayerKind::Convolutional:
    case LayerKind::RestrictedSelfAttention:
        return ceilDivideInt(gap, width - 1);
    }
    return -1;
}

// ---- timing ---------------------------------------------------------------

LayerTimings measureLayers(const LayerTimingSettings& settings, const std::atomic<bool>* cancel,
                           const MeasurementProgress& progress)
{
    if (settings.d < 1)
        throw EngineError("d", ErrorCode::MustBeAtLeast, {"1", str(settings.d)});
    if (settings.k < 2)
        throw EngineError("k", ErrorCode::MustBeAtLeast, {"2", str(settings.k)});
    if (settings.r < 2)
        throw EngineError("r", ErrorCode::MustBeAtLeast, {"2", str(settings.r)});
    for (int n : settings.lengths)
        if (n < 1)
            throw EngineError("n", ErrorCode::EveryLengthAtLeastOne, {str(n)});

    LayerTimings timings;
    timings.lengths = settings.lengths;
    timings.kinds = settings.kinds;
    timings.seconds.assign(
        settings.kinds.size(),
        std::vector<double>(settings.lengths.size(), std::numeric_limits<double>::quiet_NaN()));
    const auto cancelled = [cancel] { return cancel && cancel->load(); };

    const int d = settings.d;
    const Conv1dWeights convolution = randomConv1dWeights(d, d, settings.k, settings.seed);
    const RecurrentWeights recurrent = randomRecurrentWeights(d, d, settings.seed + 1);
    const int total = static_cast<int>(settings.kinds.size() * settings.lengths.size());
    int done = 0;
    volatile float sink = 0.0f; // keeps the optimiser from dropping the passes
    using Clock = std::chrono::steady_clock;

    for (std::size_t li = 0; li < settings.lengths.size(); ++li) {
        const int n = settings.lengths[li];
        SeededRandom random(settings.seed + 7 + static_cast<std::uint64_t>(n));
        Matrix x(n, d);
        for (Eigen::Index c = 0; c < x.cols(); ++c)
            for (Eigen::Index r = 0; r < x.rows(); ++r)
                x(r, c) = random.normal();

        for (std::size_t ki = 0; ki < settings.kinds.size(); ++ki) {
            const auto pass = [&]() -> Matrix {
                switch (settings.kinds[ki]) {
                case LayerKind::SelfAttention:
                    return selfAttentionLayer(x);
                case LayerKind::Recurrent:
                    return recurrentLayer(x, recurrent);
                case LayerKind::Convolutional:
                    return conv1dSame(x, convolution);
                case LayerKind::RestrictedSelfAttention:
                    return restrictedSelfAttentionLayer(x, settings.r);
                }
                return Matrix();
            };
            std::vector<double> samples;
            for (int sample = 0; sample < std::max(1, settings.repeats); ++sample) {
                int runs = 0;
                const Clock::time_point start = Clock::now();
                double elapsed = 0.0;
                do {
                    if (cancelled()) {
                        timings.cancelled = true;
                        return timings;
                    }
                    const Matrix y = pass();
                    sink = sink + (y.size() > 0 ? y(0, 0) : 0.0f);
                    ++runs;
                    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
                } while (elapsed < settings.minSecondsPerSample);
                samples.push_back(elapsed / runs);
            }
            std::nth_element(samples.begin(), samples.begin() + samples.size() / 2, samples.end());
            timings.seconds[ki][li] = samples[samples.size() / 2];
            ++done;
            if (progress)
                progress(done, total);
        }
    }
    if (cancelled())
        timings.cancelled = true;
    return timings;
}

std::string formatTimingsCsv(const LayerTimings& timings)
{
    std::string csv = "n";
    for (LayerKind kind : timings.kinds)
        csv += std::string(",") + layerKindName(kind);
    csv += '\n';
    char number[32];
    for (std::size_t li = 0; li < timings.lengths.size(); ++li) {
        csv += std::to_string(timings.lengths[li]);
        for (std::size_t ki = 0; ki < timings.kinds.size(); ++ki) {
            csv += ',';
            const double seconds = timings.seconds[ki][li];
            if (std::isfinite(seconds)) {
                std::snprintf(number, sizeof number, "%.6g", seconds);
                csv += number;
            }
        }
        csv += '\n';
    }
    return csv;
}

double fitOperationsConstant(const std::vector<double>& operations,
                             const std::vector<double>& seconds)
{
    double sum = 0.0;
    int count = 0;
    for (std::size_t i = 0; i < std::min(operations.size(), seconds.size()); ++i) {
        const double ops = operations[i];
        const double t = seconds[i];
        if (!std::isfinite(ops) || !std::isfinite(t) || ops <= 0.0 || t <= 0.0)
            continue;
        sum += std::log(t) - std::log(ops);
        ++count;
    }
    return count > 0 ? std::exp(sum / count) : std::numeric_limits<double>::quiet_NaN();
}

} // namespace ae
