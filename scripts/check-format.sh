#!/usr/bin/env bash
# check-format.sh: fails (and lists the files) when a tracked C++ source differs
# from what clang-format makes of it with the repository's .clang-format.
# Fix with: git ls-files '*.cpp' '*.h' | xargs clang-format -i
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if ! clang-format --dry-run -Werror "${files[@]}" 2>/tmp/check-format.$$; then
  echo "check-format: these files are not clang-formatted:" >&2
  grep -o '^[^:]*\.\(cpp\|h\)' /tmp/check-format.$$ | sort -u >&2
  rm -f /tmp/check-format.$$
  exit 1
fi
rm -f /tmp/check-format.$$
echo "check-format: ${#files[@]} files clang-formatted"
