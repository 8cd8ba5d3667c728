#!/usr/bin/env bash
# fuzz.sh [--runs N] [--seed S] [--targets "a b"]: builds the libFuzzer
# targets with clang (ASan + UBSan) into build-fuzz/ and runs each for N
# executions on a copy of its seed corpus fuzz/corpus/<target>/. Fails on any
# crash, leak, sanitizer report, timeout (a hang) or out-of-memory. The
# default N keeps all targets together within a few minutes on 2 cores (CI).
# The default seed is fixed, so a run on the same tree explores the same
# inputs here and in CI (a red CI reproduces with this command); explore
# further by hand with other seeds and more runs, e.g.
# `bash scripts/fuzz.sh --runs 2000000 --seed 0` (0: libFuzzer picks one).
# Crash inputs are kept in build-fuzz/findings/<target>/ for a regression
# test.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=150000
seed=1
targets="fuzz_spec_json fuzz_npy fuzz_tokenizer fuzz_spec_engine fuzz_attention_import fuzz_session_protocol"
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2;;
    --seed) seed=$2; shift 2;;
    --targets) targets=$2; shift 2;;
    *) echo "fuzz.sh: unknown option $1" >&2; exit 2;;
  esac
done
# Fuzz targets not yet in this list but present in fuzz/CMakeLists.txt are
# built and run too (keeps the list honest as readers are added).
for t in $(sed -n 's/^ae_add_fuzzer(\(fuzz_[a-z_]*\).*/\1/p' fuzz/CMakeLists.txt); do
  [[ " $targets " == *" $t "* ]] || targets="$targets $t"
done

dir=build-fuzz
extra=()
if command -v ccache >/dev/null; then
  extra+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
fi
gen=()
command -v ninja >/dev/null && gen=(-G Ninja)
cmake -S . -B "$dir" "${gen[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DAE_BUILD_FUZZERS=ON -DAE_BUILD_GUI=OFF -DAE_BUILD_TESTS=OFF -DAE_BUILD_BENCH=OFF \
  -DAE_USE_BLAS=OFF "${extra[@]}" >/dev/null
# shellcheck disable=SC2086
cmake --build "$dir" --parallel "$(nproc)" --target $targets

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
for t in $targets; do
  work="$dir/corpus/$t"
  findings="$dir/findings/$t"
  rm -rf "$work"; mkdir -p "$work" "$findings"
  [ -d "fuzz/corpus/$t" ] && cp -r "fuzz/corpus/$t/." "$work/"
  echo "== $t: $runs executions (seed $seed)"
  # -timeout: one input taking over 10 s is a hang; -rss_limit_mb: 2 GiB.
  if "$dir/fuzz/$t" -runs="$runs" -seed="$seed" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
       -artifact_prefix="$findings/" -print_final_stats=1 "$work" >"$dir/$t.log" 2>&1; then
    grep -E '^stat::number_of_executed_units|^Done' "$dir/$t.log" | tail -n 2 || true
  else
    echo "fuzz.sh: $t FAILED (log $dir/$t.log, inputs in $findings/)" >&2
    tail -n 40 "$dir/$t.log" >&2
    status=1
  fi
done
exit $status
