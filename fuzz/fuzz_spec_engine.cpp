// libFuzzer target: spec JSON → engine. Reads with small limits (see
// fuzz_limits.h) and runs what was accepted: the pass either computes a trace
// within the limits or reports an error naming its field, never crashes.

#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"

#include "fuzz/fuzz_limits.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const ae::EngineLimits limits = ae::fuzzLimits();
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    auto spec = ae::readSpec(bytes, limits);
    if (!std::holds_alternative<ae::Spec>(spec))
        return 0;
    auto run = ae::runSpec(std::get<ae::Spec>(spec), limits);
    if (auto* error = std::get_if<ae::SpecError>(&run)) {
        if (error->message.empty()) {
            std::fprintf(stderr, "run failed without a message\n");
            std::abort();
        }
        return 0;
    }
    const ae::AttentionTrace& trace = std::get<ae::SpecRun>(run).trace;
    if (trace.byteSize() > limits.maxTraceBytes) {
        std::fprintf(stderr, "trace of %llu bytes exceeds the limit\n",
                     static_cast<unsigned long long>(trace.byteSize()));
        std::abort();
    }
    return 0;
}
