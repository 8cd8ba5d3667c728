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
    // Each head's queries, keys, values and output are its columns of Q, K,
    // V and the concat (BatchItemTraceT::headQueries() …), counted there;
    // rotary positions keep its rotated queries and keys besides.
    std::uint64_t perHead = 2 * floats(n, m) // scores, weights
                            + (s.rotary ? floats(n, s.p) + floats(m, s.pk) : 0);
    if (s.dropout)
        perHead += floats(n, m);
    // The inputs, and X + P, the keys' and the values' inputs where they
    // differ from the matrix before them (BatchItemTrace::encodedInputs()).
    std::uint64_t perItem = floats(n, s.d)                             // inputs
                            + (s.sinusoidal ? floats(n, s.d) : 0)      // X + P
                            + (s.explicitKeys ? floats(m, s.dk) : 0)   // key inputs
                            + (s.explicitValues ? floats(m, s.dv) : 0) // value inputs
                            + floats(n, h * s.p)                       // queries
                            + floats(m, h * s.pk)                      // keys
                            + floats(m, h * s.pv)                      // values
                            + n * m                                    // mask (one byte per entry)
                            + floats(n, s.modelDim)                    // concat
                            + floats(n, s.outputDim)                   // output
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
    // `code` names the quantity ("the batch size is %1; the largest accepted is %2").
    const auto check = [](const char* field, ErrorCode code, int value, int limit) {
        if (value > limit)
            throw EngineError(field, code, {std::to_string(value), std::to_string(limit)});
    };
    check("inputs", ErrorCode::BatchSizeAboveLimit, s.batch, limits.maxBatch);
    check("inputs", ErrorCode::QueryCountAboveLimit, s.n, limits.maxSequenceLength);
    check("key_inputs", ErrorCode::KeyCountAboveLimit, s.m, limits.maxSequenceLength);
    check("inputs", ErrorCode::InputWidthAboveLimit, s.d, limits.maxModelWidth);
    check("key_inputs", ErrorCode::KeyInputWidthAboveLimit, s.dk, limits.maxModelWidth);
    check("value_inputs", ErrorCode::ValueInputWidthAboveLimit, s.dv, limits.maxModelWidth);
    check("num_heads", ErrorCode::HeadCountAboveLimit, s.heads, limits.maxHeads);
    check("weights", ErrorCode::ProjectedQueryWidthAboveLimit, s.heads * s.p, limits.maxModelWidth);
    check("weights", ErrorCode::ProjectedKeyWidthAboveLimit, s.heads * s.pk, limits.maxModelWidth);
    check("weights", ErrorCode::ModelWidthAboveLimit, s.modelDim, limits.maxModelWidth);
    check("weights.W_o", ErrorCode::OutputWidthAboveLimit, s.outputDim, limits.maxModelWidth);
    const std::uint64_t bytes = estimatedTraceBytes(s, scalarBytes);
    if (bytes > limits.maxTraceBytes)
        throw EngineError("inputs", ErrorCode::TraceTooLarge,
                          {formatBytes(bytes), formatBytes(limits.maxTraceBytes)});
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
