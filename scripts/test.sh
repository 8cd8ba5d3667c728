#!/usr/bin/env bash
# test.sh [--sanitize]: installs the dependencies, builds, runs every test
# offscreen. The README's test command and CI's both come here.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
dir=$(bash scripts/build.sh "$@" | tail -n 1)
export QT_QPA_PLATFORM=offscreen
if [[ " $* " == *" --sanitize "* ]]; then
  export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
fi
# As many tests at once as there are cores: each test program is one process
# on its own files and settings (tests/test_main.h), and their threads only
# share the cores.
ctest --test-dir "$dir" --output-on-failure --timeout 600 --parallel "$(nproc)"
