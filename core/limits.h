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

    // Bytes a reader takes from one file, pipe or stream before it stops and
    // refuses (core/io/bounded_read.h). Nothing past the limit is read, so
    // /dev/zero, a FIFO or an endless stdin cannot fill the memory.
    // A spec or session: 128 MiB holds four 1024×1024 weight matrices written
    // as JSON text (about 12 bytes a number) with room to spare; larger
    // weights belong in a model file, not in a spec.
    std::uint64_t maxSpecFileBytes = 128ull << 20;
    // A lesson lists scene files and titles: 1 MiB is thousands of scenes.
    std::uint64_t maxLessonFileBytes = 1ull << 20;
    // An imported attention array (.npy or attention JSON): at most twice the
    // trace budget, the most the importer can hold as float32 (a float64 .npy
    // is twice its float32 size).
    std::uint64_t maxImportFileBytes = 4ull << 30;
    // A token list beside an imported array (.json or one token per line):
    // maxSequenceLength tokens of any sensible length fit in 16 MiB.
    std::uint64_t maxTokenListBytes = 16ull << 20;

    static const EngineLimits& defaults();
};

// Bytes a traced forward pass of this shape keeps (every stored matrix), at
// `scalarBytes` a number: 4 for a float trace, 8 for a double one, 12 for a
// double trace kept beside its float rounding (a float64 spec run).
std::uint64_t estimatedTraceBytes(const AttentionShape& shape, int scalarBytes = sizeof(float));

// Throws EngineError naming the field when the shape exceeds the limits.
void enforceLimits(const AttentionShape& shape, const EngineLimits& limits,
                   int scalarBytes = sizeof(float));

// "1.5 GiB", "640 MiB" — for messages.
std::string formatBytes(std::uint64_t bytes);

} // namespace ae
