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
# CI sets AE_WERROR=1: a warning in the project's own code fails the build.
[ -n "${AE_WERROR:-}" ] && extra+=(-DAE_WERROR=ON)
gen=()
command -v ninja >/dev/null && gen=(-G Ninja)
# ccache (if a developer installed it) lets several build folders of one
# checkout share objects; CI does not need it.
if command -v ccache >/dev/null; then
  extra+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
fi
cmake -S . -B "$dir" "${gen[@]}" -DCMAKE_BUILD_TYPE="$type" "${extra[@]}" >/dev/null
cmake --build "$dir" --parallel "$(nproc)"
echo "$dir"
