#pragma once
// The two sessions the save-kill test's child process (save_child.cpp) writes
// in turn. Large (a 320×320 input matrix, about 2 MB of JSON) so that a
// SIGKILL at a random moment often lands in the middle of a write.

#include "core/io/spec.h"

namespace ae::test {

inline Spec saveChildSession(int which)
{
    constexpr int kSize = 320;
    Spec spec;
    Matrix inputs(kSize, kSize);
    for (int r = 0; r < kSize; ++r)
        for (int c = 0; c < kSize; ++c)
            inputs(r, c) = static_cast<float>((r * 31 + c * 17 + which * 7) % 101) / 7.0f;
    spec.inputs.inputs = {inputs};
    spec.config.numHeads = which == 0 ? 1 : 2;
    spec.randomWeights = true;
    spec.config.seed = static_cast<std::uint64_t>(which);
    return spec;
}

} // namespace ae::test
