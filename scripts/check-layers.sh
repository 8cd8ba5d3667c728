#!/usr/bin/env bash
# check-layers.sh: fails (exit 1) on an #include that goes against the layers,
# printing file:line and the rule it breaks.
#
#   core/      the engine: Eigen and the standard library only: no Qt, no
#              core/io, no ui/, no app/
#   core/io/   ae_io (QtCore): no ui/, no app/
#   ui/<f>/    includes only ui/ folders listed before <f> in ui/CMakeLists.txt
#              (its add_subdirectory lines, from the bottom layer up, are the
#              one declaration of the order)
#   app/       anything below it (it is the top)
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t order < <(sed -n 's/^add_subdirectory(\([a-z0-9_]*\)).*/\1/p' ui/CMakeLists.txt)
declare -A rank
for i in "${!order[@]}"; do rank[${order[$i]}]=$i; done

status=0
report() { echo "$1: $2"; status=1; }

# core/ (not core/io): no Qt, no io, no ui, no app.
while IFS= read -r hit; do
  report "${hit%%:#*}" "the engine includes only Eigen and the standard library"
done < <(grep -nE '^\s*#\s*include\s*[<"](Q[A-Za-z]*|core/io/|ui/|app/)' \
           $(git ls-files 'core/*.h' 'core/*.cpp' | grep -v '^core/io/') || true)

# core/io: no ui, no app.
while IFS= read -r hit; do
  report "${hit%%:#*}" "ae_io includes no ui/ or app/"
done < <(grep -nE '^\s*#\s*include\s*"(ui|app)/' $(git ls-files 'core/io/*.h' 'core/io/*.cpp') || true)

# ui/<folder>: only folders listed before it.
for file in $(git ls-files 'ui/*.h' 'ui/*.cpp'); do
  folder=$(echo "$file" | cut -d/ -f2)
  [ -n "${rank[$folder]+x}" ] || { report "$file" "ui/$folder is not listed in ui/CMakeLists.txt"; continue; }
  while IFS= read -r hit; do
    line=${hit%%:*}
    target=$(echo "$hit" | sed -n 's/.*#\s*include\s*"ui\/\([a-z0-9_]*\)\/.*/\1/p')
    [ "$target" = "$folder" ] && continue
    if [ -z "${rank[$target]+x}" ]; then
      report "$file:$line" "includes ui/$target, which ui/CMakeLists.txt does not list"
    elif [ "${rank[$target]}" -ge "${rank[$folder]}" ]; then
      report "$file:$line" "ui/$folder includes ui/$target, which is not below it (order: ${order[*]})"
    fi
  done < <(grep -nE '^\s*#\s*include\s*"ui/' "$file" || true)
  grep -qE '^\s*#\s*include\s*"app/' "$file" && report "$file" "ui/ includes app/"
done

if [ $status -eq 0 ]; then
  echo "check-layers: core, core/io and ${#order[@]} ui folders keep their order (${order[*]})"
fi
exit $status
