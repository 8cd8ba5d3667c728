#pragma once
// Real sequence layers for the CNN / RNN / self-attention comparison, their
// dependency graphs for the path diagram, and a timing harness.
//
// Sequences are n×d matrices (rows = positions), like everywhere in the
// engine.
//
// Path convention (stated once, tested): a convolution of kernel size k is
// "same"-padded with zeros and centred as in PyTorch (padding='same'): output
// t reads inputs t − left … t − left + k − 1 with left = ⌊(k − 1)/2⌋ (for odd k
// that is (k − 1)/2 on each side). After L stacked layers the receptive field
// of an output spans L·(k − 1) + 1 consecutive inputs, so x_i and x_j first
// lie in one receptive field after
//     L = ⌈|i − j| / (k − 1)⌉ layers
// (the notes' figure: x1 and x5 lie in the receptive field of x3 after two
// kernel-3 layers). The path length of a pair is the number of layers (or
// recurrent steps) before some representation depends on both:
//     self-attention 1 (i ≠ j), recurrent |i − j|, convolution as above,
//     restricted self-attention (window of r positions) ⌈|i − j| / (r − 1)⌉,
//     and 0 for i = j.

#include "core/complexity.h"
#include "core/types.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace ae {

// ---- layers ---------------------------------------------------------------

// Conv1d weights. taps[s](o, i) = weight[o][i][s] of a PyTorch Conv1d weight
// (out × in × k); bias has `out` entries (zeros when the layer has none).
struct Conv1dWeights
{
    std::vector<Matrix> taps; // k matrices, out×in
    Vector bias;              // out

    int kernelSize() const { return static_cast<int>(taps.size()); }
};

// From a flat PyTorch weight (weight.flatten(): index (o·in + i)·k + s).
// Throws EngineError("conv.weight") when the sizes do not match.
Conv1dWeights conv1dWeightsFromTorch(const std::vector<float>& flatWeight, int outChannels,
                                     int inChannels, int kernelSize, const Vector& bias);

// Xavier-uniform taps (bound from fan_in = in·k, fan_out = out·k), zero bias.
Conv1dWeights randomConv1dWeights(int outChannels, int inChannels, int kernelSize,
                                  std::uint64_t seed);

// y[t][o] = bias[o] + Σ_i Σ_s weight[o][i][s] · x[t + s − left][i], zeros
// outside 0…n−1 (cross-correlation, like PyTorch). x is n×in, y n×out.
Matrix conv1dSame(const MatrixRef& x, const Conv1dWeights& weights);

// Elman cell h_t = tanh(W_xh x_t + W_hh h_{t−1} + b), h_{−1} = 0.
// W_xh hidden×in, W_hh hidden×hidden (torch.nn.RNN weight_ih/weight_hh).
struct RecurrentWeights
{
    Matrix inputToHidden;  // W_xh
    Matrix hiddenToHidden; // W_hh
    Vector bias;           // b (torch's b_ih + b_hh)
};

RecurrentWeights randomRecurrentWeights(int hidden, int input, std::uint64_t seed);

// n×hidden matrix of h_0 … h_{n−1}. Throws EngineError("rnn.…") on shapes.
Matrix recurrentLayer(const MatrixRef& x, const RecurrentWeights& weights);

// softmax(X·Xᵀ/√d)·X: scaled dot-product self-attention with Q = K = V = X,
// the n²·d term of the table without projections (they cost n·d² more).
Matrix selfAttentionLayer(const MatrixRef& x);

// The same with query t restricted to the r keys t − left … t − left + r − 1
// (left = ⌊(r − 1)/2⌋) that exist: r·n·d work.
Matrix restrictedSelfAttentionLayer(const MatrixRef& x, int r);

// ---- path graphs ----------------------------------------------------------

struct PathNode
{
    int layer = 0;    // 0 = the inputs x
    int position = 0; // 0-based
    bool operator==(const PathNode& o) const { return layer == o.layer && position == o.position; }
};

// Information flows from `from` to `to`. `cost` counts toward the path
// length: 1 for a layer or a recurrent step, 0 for the RNN's x_t → h_t.
struct PathEdge
{
    PathNode from;
    PathNode to;
    int cost = 1;
};

struct PathGraph
{
    LayerKind kind = LayerKind::SelfAttention;
    int n = 0;
    int layers = 0;       // above the inputs
    int width = 0;        // k or r (0 when unused)
    bool dilated = false; // convolution with dilation k^(l−1) at layer l
    std::vector<PathEdge> edges;
};

// The dependency graph drawn by the diagram. Convolution and restricted
// attention get max(1, ⌈(n − 1)/(width − 1)⌉) layers (enough to connect x_1
// and x_n), recurrent and self-attention one. Throws EngineError for n < 1
// or width < 2 where a width is used.
PathGraph buildPathGraph(LayerKind kind, int n, int width);

// Stacked dilated convolutions (the paper's O(log_k n)): layer l reads
// t + (s − left)·k^(l−1), s = 0…k−1, inputs outside 0…n−1 being zero padding.
// As many layers as every pair of inputs needs to meet: ⌈log_k n⌉ (checked
// for n ≤ 30, k ≤ 5; the builder adds layers should padding ever cut a route).
// Throws EngineError for n < 1 or k < 2.
PathGraph buildDilatedPathGraph(int n, int k);

struct PathSearchResult
{
    int length = -1;             // −1: not connected in this graph
    PathNode meeting;            // where both inputs meet
    std::vector<PathEdge> edges; // the edges of both branches, to highlight
};

// The pair's path: a meeting node m minimising max(dist(x_i, m), dist(x_j, m))
// over the graph's edges (Dijkstra; 0-based i, j).
PathSearchResult shortestPath(const PathGraph& graph, int i, int j);

// Closed form of the convention above (0-based i, j). Throws EngineError for
// positions outside 0…n−1.
int shortestPathLayers(LayerKind kind, int n, int width, int i, int j);

// ---- timing ---------------------------------------------------------------

struct LayerTimingSettings
{
    std::vector<int> lengths{16, 32, 64, 128, 256, 512};
    int d = 64;
    int k = 3;
    int r = 9;
    std::vector<LayerKind> kinds{std::begin(kAllLayerKinds), std::end(kAllLayerKinds)};
    int repeats = 5;                    // samples per (layer, n); the median is kept
    double minSecondsPerSample = 0.002; // a sample repeats the layer until this much time
    std::uint64_t seed = 1;
};

struct LayerTimings
{
    std::vector<int> lengths;
    std::vector<LayerKind> kinds;
    // seconds[kind index][length index]: median seconds per forward pass;
    // NaN where the measurement did not run (cancelled).
    std::vector<std::vector<double>> seconds;
    bool cancelled = false;
};

// done / total (layer, n) cells; called on the measuring thread.
using MeasurementProgress = std::function<void(int done, int total)>;

// Runs every kind for every n (n outer, so a cancel leaves whole small-n
// columns). Checks `cancel` between forward passes and returns early with
// cancelled = true. Throws EngineError for n < 1, d < 1, k < 2, r < 2.
LayerTimings measureLayers(const LayerTimingSettings& settings,
                           const std::atomic<bool>* cancel = nullptr,
                           const MeasurementProgress& progress = {});

// CSV of a measurement (what `attention-explorer-cli` can write):
//   n,self-attention,recurrent,convolutional,restricted self-attention
//   16,1.2e-05,…
// one row per n, seconds per forward pass with 6 significant digits, an
// empty field where the measurement did not run. Header names are
// layerKindName(); lines end with '\n'.
std::string formatTimingsCsv(const LayerTimings& timings);

// The constant c of seconds ≈ c·operations, least squares on the logarithms
// (every n weighs the same on a log–log plot): log c = mean(log t − log ops).
// Pairs with a non-finite or non-positive entry are skipped; NaN when none is
// left.
double fitOperationsConstant(const std::vector<double>& operations,
                             const std::vector<double>& seconds);

} // namespace ae
