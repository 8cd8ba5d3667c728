#!/usr/bin/env bash
# run.sh [ARGS...]: installs the dependencies, builds, and launches the app on
# its built-in example (extra arguments go to the app).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
dir=$(bash scripts/build.sh | tail -n 1)
exec "$dir/app/attention-explorer" "$@"
