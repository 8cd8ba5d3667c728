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
    bool sinusoidal = false;   // a sinusoidal encoding is added (and kept in the trace)
    bool explicitKeys = false; // key inputs were given (cross-attention)
};

struct HeadTrace
{
    Matrix queries;        // n×p (rotated when rotary positions are on: what is scored)
    Matrix keys;           // m×pk
    Matrix values;         // m×pv
    Matrix scores;         // n×m, a(q,k)/temperature before the mask
    Matrix weights;        // n×m, rows sum to 1 (or all zero when fully masked)
    Matrix droppedWeights; // n×m after dropout; empty without dropout
    Matrix output;         // n×pv = (dropped) weights · values

    // Weights that produced the output (dropped when dropout is on).
    const Matrix& effectiveWeights() const;
};

struct BatchItemTrace
{
    Matrix inputs;        // X, n×d (before positional encoding)
    Matrix encodedInputs; // X + P (equals inputs without sinusoidal encoding)
    Matrix keyInputs;     // m×dk, after encoding (what W_k sees)
    Matrix valueInputs;   // m×dv (what W_v sees)
    Matrix queries;       // n×(h·p): X·W_qᵀ (or X), before the head split
    Matrix keys;          // m×(h·pk)
    Matrix values;        // m×(h·pv)
    KeepMask mask;        // n×m, combined mask (all ones without a mask)
    std::vector<HeadTrace> heads;
    Matrix concat; // n×(h·pv)
    Matrix output; // n×outputDim = concat·W_oᵀ (or concat)
    std::vector<int> fullyMaskedRows;

    // Scores of head h with masked entries set to −∞ (what the softmax saw).
    Matrix maskedScores(int head) const;
    // Mean of the heads' weights (n×m).
    Matrix meanWeights() const;
};

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

struct AttentionTrace
{
    AttentionShape shape;
    Matrix positionalEncoding;    // n×d added to the inputs (empty if none)
    Matrix keyPositionalEncoding; // m×dk added to explicit key inputs (empty if none)
    std::vector<BatchItemTrace> batch;
    std::vector<std::string> warnings;

    // Bytes held by all matrices of the trace.
    std::uint64_t byteSize() const;
};

} // namespace ae
