#pragma once
// The trace of one forward pass: every stage kept, so views (heatmaps, the
// step-through) read numbers and never compute attention themselves.

#include "core/types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ae {

struct AttentionShape
{
    int batch = 1;
    int n = 0;  // queries
    int m = 0;  // keys / values
    int d = 0;  // query input width
    int dk = 0; // key input width
    int dv = 0; // value input width
    int heads = 1;
    int p = 0;         // per-head query width
    int pk = 0;        // per-head key width (differs from p only for additive/general)
    int pv = 0;        // per-head value width
    int modelDim = 0;  // width of concat (heads·pv)
    int outputDim = 0; // width of the output (W_o rows, or modelDim)
    bool dropout = false;
    bool sinusoidal = false;     // a sinusoidal encoding is added (and kept in the trace)
    bool rotary = false;         // rotary positions rotate each head's queries and keys
    bool explicitKeys = false;   // key inputs were given (cross-attention)
    bool explicitValues = false; // value inputs were given (else the keys' inputs)
};

// The trace's matrices hold the pass's scalar: float, or double for a
// "precision": "float64" spec. HeadTrace, BatchItemTrace and AttentionTrace
// are the float ones every view reads; the D names the double ones.
template <typename Scalar> struct HeadTraceT
{
    using MatrixS = MatrixT<Scalar>;
    // The head's queries (n×p) and keys (m×pk) as scored, where rotary
    // positions rotate them; empty otherwise: the head scores its columns of
    // the item's Q and K as they are. Read them through
    // BatchItemTraceT::headQueries() and headKeys(), which choose.
    MatrixS rotatedQueries, rotatedKeys;
    MatrixS scores;         // n×m, a(q,k)/temperature before the mask
    MatrixS weights;        // n×m, rows sum to 1 (or all zero when fully masked)
    MatrixS droppedWeights; // n×m after dropout; empty without dropout

    // Weights that produced the output (dropped when dropout is on).
    const MatrixS& effectiveWeights() const;
};

template <typename Scalar> struct BatchItemTraceT
{
    using MatrixS = MatrixT<Scalar>;
    MatrixS inputs; // X, n×d (before positional encoding)
    // X + P (n×d, what W_q sees), the keys' inputs after their encoding
    // (m×dk, what W_k sees) and the values' inputs (m×dv, what W_v sees).
    // Each is the matrix before it when it holds the same numbers: X + P is
    // X without a sinusoidal encoding, the keys' inputs are X + P without
    // key inputs of their own (self-attention), the values' are the keys'
    // without value inputs of their own. The trace keeps those numbers once:
    // a plain self-attention pass no longer writes X four times.
    const MatrixS& encodedInputs() const
    {
        return distinctEncodedInputs.size() != 0 ? distinctEncodedInputs : inputs;
    }
    const MatrixS& keyInputs() const
    {
        return distinctKeyInputs.size() != 0 ? distinctKeyInputs : encodedInputs();
    }
    const MatrixS& valueInputs() const
    {
        return distinctValueInputs.size() != 0 ? distinctValueInputs : keyInputs();
    }
    // What the three return where it differs from the matrix before; empty
    // where it does not.
    MatrixS distinctEncodedInputs, distinctKeyInputs, distinctValueInputs;
    MatrixS queries; // n×(h·p): X·W_qᵀ (or X), before the head split
    MatrixS keys;    // m×(h·pk)
    MatrixS values;  // m×(h·pv)
    KeepMask mask;   // n×m, combined mask (all ones without a mask)
    std::vector<HeadTraceT<Scalar>> heads;
    MatrixS concat; // n×(h·pv): the heads' outputs side by side
    MatrixS output; // n×outputDim = concat·W_oᵀ (or concat)
    std::vector<int> fullyMaskedRows;

    // Head `head`'s part of the item, read in place: its queries (n×p) and
    // keys (m×pk) as scored (its columns of Q and K, or its rotated ones),
    // its values (m×pv, its columns of V) and its output (n×pv = (dropped)
    // weights · values, its columns of concat). The trace holds each number
    // once: a pass no longer writes every head's Q, K, V and output twice
    // (docs/performance.md, session 40). Views, valid while the item lives
    // unresized. Throws std::out_of_range for a head it does not have.
    MatrixRefT<Scalar> headQueries(int head) const;
    MatrixRefT<Scalar> headKeys(int head) const;
    MatrixRefT<Scalar> headValues(int head) const;
    MatrixRefT<Scalar> headOutput(int head) const;

    // Scores of head h with masked entries set to −∞ (what the softmax saw).
    MatrixS maskedScores(int head) const;
    // Mean of the heads' weights (n×m).
    MatrixS meanWeights() const;
};

using HeadTrace = HeadTraceT<float>;
using BatchItemTrace = BatchItemTraceT<float>;

// Largest finite value of `values` over the cells `mask` keeps (|value| when
// `absolute`), 0 when there is none; no mask, or one of another shape, keeps
// every cell. NaN and ±∞ are skipped.
float largestKeptValue(const Matrix& values, const KeepMask* mask, bool absolute);

// What a colour scale shared by the heads needs, for one head: the largest
// weight, and the largest |score| over the cells the mask keeps.
struct HeadExtents
{
    float largestWeight = 0.0f;
    float largestScoreMagnitude = 0.0f;
};

// One entry per head of `item`. A full pass over every weight and score, so
// it belongs on the thread that computed the trace, not on the GUI's.
std::vector<HeadExtents> headExtents(const BatchItemTrace& item);

template <typename Scalar> struct AttentionTraceT
{
    using MatrixS = MatrixT<Scalar>;
    AttentionShape shape;
    MatrixS positionalEncoding;    // n×d added to the inputs (empty if none)
    MatrixS keyPositionalEncoding; // m×dk added to explicit key inputs (empty if none)
    std::vector<BatchItemTraceT<Scalar>> batch;
    std::vector<std::string> warnings;

    // Bytes held by all matrices of the trace.
    std::uint64_t byteSize() const;
};

using AttentionTrace = AttentionTraceT<float>;
using AttentionTraceD = AttentionTraceT<double>;

// Every matrix of `trace` rounded to the nearest float (shape, masks and
// warnings copied): what the views draw of a double pass.
AttentionTrace roundedToFloat(const AttentionTraceD& trace);

} // namespace ae
