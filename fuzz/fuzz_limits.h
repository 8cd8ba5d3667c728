#pragma once
// Limits for fuzzing the spec → engine path: the real limits checks with
// small numbers, so every input that passes them computes in microseconds.

#include "core/limits.h"

namespace ae {

inline EngineLimits fuzzLimits()
{
    EngineLimits limits;
    limits.maxSequenceLength = 48;
    limits.maxModelWidth = 64;
    limits.maxHeads = 8;
    limits.maxBatch = 4;
    limits.maxTraceBytes = 2ull << 20; // 2 MiB
    return limits;
}

} // namespace ae
