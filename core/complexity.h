#pragma once
// Table 1 of Vaswani et al. 2017 ("Attention is all you need") as functions of
// the sequence length n, the width d, the kernel size k and the neighbourhood
// size r, with the crossover lengths where two layers cost the same.
//
// Conventions (the same ones the path diagram in sequence_layers.h uses):
// - k is the kernel size of a convolution (k ≥ 2); one layer widens the
//   receptive field by k − 1 positions.
// - r is the number of positions a restricted self-attention query sees,
//   centred on it like a kernel of size r: (r − 1)/2 on each side, so r is
//   odd (r ≥ 3) and one layer widens the receptive field by r − 1. (The
//   engine's `mask.window` is a half-width w: it corresponds to r = 2w + 1.)
//   A query cannot see more than the n positions there are: with r ≥ n
//   restricted attention is full self-attention and costs n²·d, never more.
// - Maximum path length counts layers (recurrent steps for the RNN) needed
//   before some representation depends on both x_1 and x_n:
//     self-attention 1, recurrent n − 1, contiguous convolution
//     ⌈(n − 1)/(k − 1)⌉ (the notes and d2l: O(n/k)), dilated convolution
//     ⌈log_k n⌉ (the paper: O(log_k n)), restricted ⌈(n − 1)/(r − 1)⌉.
//   For n = 1 every length is 0.
// - Operations per layer are the table's leading terms without constants:
//   n²·d, n·d², k·n·d², min(r, n)·n·d. Sequential operations: n for the RNN,
//   1 else.

#include <optional>
#include <string>

namespace ae {

enum class LayerKind
{
    SelfAttention,
    Recurrent,
    Convolutional,
    RestrictedSelfAttention
};

inline constexpr LayerKind kAllLayerKinds[] = {LayerKind::SelfAttention, LayerKind::Recurrent,
                                               LayerKind::Convolutional,
                                               LayerKind::RestrictedSelfAttention};

// Contiguous kernels (the class notes, d2l) or dilated kernels with dilation
// k^l at layer l (the paper's O(log_k n)).
enum class ConvolutionPath
{
    Contiguous,
    Dilated
};

struct ComplexityParameters
{
    double n = 1;
    double d = 1;
    double k = 3;
    double r = 3;
    ConvolutionPath convolutionPath = ConvolutionPath::Contiguous;
};

// English name for messages and CSV headers ("self-attention", "recurrent",
// "convolutional", "restricted self-attention").
const char* layerKindName(LayerKind kind);

double operationsPerLayer(LayerKind kind, const ComplexityParameters& p);
double sequentialOperations(LayerKind kind, const ComplexityParameters& p);
// Integer-valued (see the conventions above). Throws EngineError("k"/"r")
// when k < 2, or r is below 3 or even, for the kinds that use them.
double maximumPathLength(LayerKind kind, const ComplexityParameters& p);

// Symbols for the table, UTF-8: "O(n²·d)", "O(1)", "O(n/k)", "O(log_k n)"…
std::string operationsSymbol(LayerKind kind);
std::string sequentialOperationsSymbol(LayerKind kind);
std::string maximumPathLengthSymbol(LayerKind kind, ConvolutionPath path);

// ⌈log_k n⌉ computed exactly in integers: the smallest L with k^L ≥ n.
int ceilLogBase(long long n, long long k);

// Operations per layer are c·n^e in n (d, k, r fixed; restricted for n ≥ r).
// The length n > 0 at which a and b cost the same, when exactly one exists:
// self-attention against recurrent gives n = d, against convolution n = k·d,
// against restricted n = r (below it the two are the same layer). Layers that grow alike in n
// (recurrent, convolutional, restricted: all linear) have no crossover: nullopt.
std::optional<double> crossoverLength(LayerKind a, LayerKind b, const ComplexityParameters& p);

} // namespace ae
