#include "core/limits.h"

#include "core/attention_trace.h"
#include "core/types.h"

#include <cstdio>

namespace ae {

const EngineLimits& EngineLimits::defaults()
{
    static const EngineLimits limits;
    return limits;
}

namespace {

} // namespace

std::uint64_t estimatedTraceBytes(const AttentionShape& s, int scalarBytes)
{
    const auto floats = [scalarBytes](std::uint64_t rows, std::uint64_t cols) {
        return rows * cols * static_cast<std::uint64_t>(scalarBytes);
    };
    // Mirrors exactly what computeAttention stores (AttentionTrace::byteSize
    // counts the same matrices), so the limit check happens before allocating.
    const std::uint64_t n = static_cast<std::uint64_t>(s.n);
    const std::uint64_t m = static_cast<std::uint64_t>(s.m);
    const std::uint64_t h = static_cast<std::uint64_t>(s.heads);
    std::uint64_t perHead = floats(n, s.p) + floats(m, s.pk) + floats(m, s.pv) // q, k, v
                            + 2 * floats(n, m)                                 // scores, weights
                            + floats(n, s.pv);                                 // output
    if (s.dropout)
        perHead += floats(n, m);
    std::uint64_t perItem = 2 * floats(n, s.d)       // inputs, encoded inputs
                            + floats(m, s.dk)        // key inputs
                            + floats(m, s.dv)        // value inputs
                            + floats(n, h * s.p)     // queries
                            + floats(m, h * s.pk)    // keys
                            + floats(m, h * s.pv)    // values
                            + n * m                  // mask (one byte per entry)
                            + floats(n, s.modelDim)  // concat
                            + floats(n, s.outputDim) // output
                            + h * perHead;
    std::uint64_t total = static_cast<std::uint64_t>(s.batch) * perItem;
    if (s.sinusoidal) {
        total += floats(n, s.d);
        if (s.explicitKeys)
            total += floats(m, s.dk);
    }
    return total;
}

void enforceLimits(const AttentionShape& s, const EngineLimits& limits, int scalarBytes)
{
    const auto check = [](const char* field, const char* what, int value, int limit) {
        if (value > limit)
            throw EngineError(field, std::string(what) + " is " + std::to_string(value) +
                                         "; the largest accepted is " + std::to_string(limit));
    };
    check("inputs", "the batch size", s.batch, limits.maxBatch);
    check("inputs", "the number of queries n", s.n, limits.maxSequenceLength);
    check("key_inputs", "the number of keys m", s.m, limits.maxSequenceLength);
    check("inputs", "the input width d", s.d, limits.maxModelWidth);
    check("key_inputs", "the key input width", s.dk, limits.maxModelWidth);
    check("value_inputs", "the value input width", s.dv, limits.maxModelWidth);
    check("num_heads", "the number of heads", s.heads, limits.maxHeads);
    check("weights", "the projected query width", s.heads * s.p, limits.maxModelWidth);
    check("weights", "the projected key width", s.heads * s.pk, limits.maxModelWidth);
    check("weights", "the model width", s.modelDim, limits.maxModelWidth);
    check("weights.W_o", "the output width", s.outputDim, limits.maxModelWidth);
    const std::uint64_t bytes = estimatedTraceBytes(s, scalarBytes);
    if (bytes > limits.maxTraceBytes)
        throw EngineError("inputs", "the trace of this pass would hold " + formatBytes(bytes) +
                                        ", above the limit of " +
                                        formatBytes(limits.maxTraceBytes) +
                                        "; use shorter sequences, fewer heads or a smaller batch");
}

std::string formatBytes(std::uint64_t bytes)
{
    static const char* const units[] = {"KiB", "MiB", "GiB", "TiB"};
    if (bytes < 1024)
        return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
    double value = static_cast<double>(bytes) / 1024.0;
    int unit = 0;
    while (value >= 1024.0 && unit < 3) {
        value /= 1024.0;
        ++unit;
    }
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.1f", value);
    std::string text(buffer);
    if (text.size() > 2 && text.compare(text.size() - 2, 2, ".0") == 0)
        text.erase(text.size() - 2);
    return text + " " + units[unit];
}

} // namespace ae
