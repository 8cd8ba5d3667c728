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
    AttentionTrace trace;
    // Per batch item, per head (runSpec fills it; empty for runs made
    // elsewhere, e.g. imported attention): what shared colour scales need,
    // found on the thread that ran the pass.
    std::vector<std::vector<HeadExtents>> extents;
};

// Never throws EngineError: returns the error with its field. Throws
// OperationCancelled when `cancel` is set during the run. With
// "precision": "float64" the trace carries a warning that it was computed in
// float32.
std::variant<SpecRun, SpecError> runSpec(const Spec& spec,
                                         const EngineLimits& limits = EngineLimits::defaults(),
                                         const std::atomic<bool>* cancel = nullptr,
                                         PreparationMemo* memo = nullptr);

// The second half of runSpec: runs a spec prepared by prepareSpec (float64:
// the spec asked for double precision, recorded as a warning).
std::variant<SpecRun, SpecError>
runPreparedSpec(PreparedSpec prepared, bool float64,
                const EngineLimits& limits = EngineLimits::defaults(),
                const std::atomic<bool>* cancel = nullptr);

} // namespace ae
