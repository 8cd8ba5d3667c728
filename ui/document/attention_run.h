#pragma once
// A finished engine run as the views receive it: immutable and shared, so the
// last good picture stays on screen while a newer run computes.

#include "core/io/spec_runner.h"

#include <memory>

namespace ae {

using RunPtr = std::shared_ptr<const SpecRun>;

// Shares `run` so that whoever drops the last reference (usually the GUI
// thread, when a newer run replaces it on screen) does not free it there: the
// run is destroyed on a worker thread. Giving a trace of several hundred MiB
// back to the system takes tens of milliseconds, long enough to stall the
// event loop at the largest accepted sizes.
RunPtr shareRunFreedOffThread(SpecRun&& run);

// Blocks until every run whose last reference has gone is freed (not on the
// GUI thread): a pass that made room by releasing the shown run waits for its
// memory before allocating its own, so the two never coexist.
void waitForRunsBeingFreed();

} // namespace ae
