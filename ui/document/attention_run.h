#pragma once
// A finished engine run as the views receive it: immutable and shared, so the
// last good picture stays on screen while a newer run computes.

#include "core/io/spec_runner.h"

#include <memory>

namespace ae {

using RunPtr = std::shared_ptr<const SpecRun>;

} // namespace ae
