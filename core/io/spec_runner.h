#pragma once
// Spec → engine: tokenizes and embeds text, builds padded batches and their
// valid lengths, draws random weights, then runs computeAttention.

#include "core/io/spec.h"

#include <atomic>
#include <variant>

namespace ae {

class PreparationMemo;

struct PreparedSpec
{
    AttentionInputs inputs;
    // "precision": "float64" only (empty otherwise): the same inputs in double,
    // what the double pass reads. Text is embedded in double (inputs holds
    // those vectors rounded to float); explicit spec inputs, which the spec
    // holds as float, are widened exactly.
    AttentionInputsD preciseInputs;
    AttentionConfig config;
    std::vector<Tokens> tokens;    // per batch item, query labels (length n)
    std::vector<Tokens> keyTokens; // per batch item, key labels (length m)
};

// Throws EngineError naming the spec field. Text is checked against
// `limits` (lines ≤ maxBatch, tokens per line ≤ maxSequenceLength) before it
// is embedded; the pass itself is validated (ae::validate) but not run.
// With a memo, random weights and hashed embeddings already drawn for the
// same settings are reused (identical numbers, less time).
PreparedSpec prepareSpec(const Spec& spec, const EngineLimits& limits = EngineLimits::defaults(),
                         PreparationMemo* memo = nullptr);

struct SpecRun
{
    PreparedSpec prepared;
    // What the views draw: the pass itself in float, or for a float64 run
    // preciseTrace rounded to float.
    AttentionTrace trace;
    // "precision": "float64" runs: the pass computed in double, what the
    // result JSON, the CSV and the .npy exports write. Empty otherwise.
    AttentionTraceD preciseTrace;
    // Per batch item, per head (runSpec fills it; empty for runs made
    // elsewhere, e.g. imported attention): what shared colour scales need,
    // found on the thread that ran the pass.
    std::vector<std::vector<HeadExtents>> extents;
    // A real model's layer (core/transformer_layer_attention.h): the biases
    // its projections added, Q = X·W_qᵀ + b_q … Y = C·W_oᵀ + b_o, which the
    // step-through shows and its provenance adds. Empty for the engine's own
    // passes, which have none.
    ProjectionBiases biases;

    bool isFloat64() const { return !preciseTrace.batch.empty(); }
};

// Never throws EngineError: returns the error with its field. Throws
// OperationCancelled when `cancel` is set during the run. With
// "precision": "float64" the pass is computed in double (preciseTrace) and
// the limit check counts 12 bytes a number (the double trace and its float
// rounding).
std::variant<SpecRun, SpecError> runSpec(const Spec& spec,
                                         const EngineLimits& limits = EngineLimits::defaults(),
                                         const std::atomic<bool>* cancel = nullptr,
                                         PreparationMemo* memo = nullptr);

// The second half of runSpec: runs a spec prepared by prepareSpec (float64:
// the spec asked for double precision; preciseInputs, or the inputs widened
// when it is empty, are computed in double).
std::variant<SpecRun, SpecError>
runPreparedSpec(PreparedSpec prepared, bool float64,
                const EngineLimits& limits = EngineLimits::defaults(),
                const std::atomic<bool>* cancel = nullptr);

} // namespace ae
