#!/usr/bin/env bash
# build.sh [--sanitize] [--debug]: configures and builds into build/ (or
# build-asan/ with --sanitize). Installs nothing; see install-deps.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build; type=Release; extra=()
for a in "$@"; do
  case $a in
    --sanitize) dir=build-asan; type=RelWithDebInfo; extra+=(-DAE_SANITIZE=ON -DAE_BUILD_BENCH=OFF);;
    --debug) dir=build-debug; type=Debug;;
    *) echo "build.sh: unknown option $a" >&2; exit 2;;
  esac
done
gen=()
command -v ninja >/dev/null && gen=(-G Ninja)
cmake -S . -B "$dir" "${gen[@]}" -DCMAKE_BUILD_TYPE="$type" "${extra[@]}" >/dev/null
cmake --build "$dir" --parallel "$(nproc)"
echo "$dir"
