#pragma once
// The one place that defines the largest problem the app accepts. The GUI's
// controls, the CLI and the readers all consult these, and their messages
// quote them.

#include <cstddef>
#include <cstdint>
#include <string>

namespace ae {

struct AttentionShape;

struct EngineLimits
{
    int maxSequenceLength = 4096; // n and m
    int maxModelWidth = 4096;     // d, d_k, d_v, model_dim, additive hidden
    int maxHeads = 64;
    int maxBatch = 64;
    // Bytes the trace may hold (all stages, all heads, all batch items).
    std::uint64_t maxTraceBytes = 2ull << 30; // 2 GiB

    static const EngineLimits& defaults();
};

// Bytes a traced forward pass of this shape keeps (every stored matrix).
std::uint64_t estimatedTraceBytes(const AttentionShape& shape);

// Throws EngineError naming the field when the shape exceeds the limits.
void enforceLimits(const AttentionShape& shape, const EngineLimits& limits);

// "1.5 GiB", "640 MiB" — for messages.
std::string formatBytes(std::uint64_t bytes);

} // namespace ae
