#!/usr/bin/env bash
# Regenerates the built-in trained models (issue 16): one model folder per
# task, trained by the app's own trainer (attention-explorer-cli train) with a
# fixed seed and the step counts below, each checked to reach 99–100%
# held-out accuracy (curves.csv beside each model says what it reached).
# The same binary on the same machine writes the same bytes (the trainer is
# deterministic whatever the thread count). Each model's --example is the
# question the Model tab runs when File ▸ Example Models opens it (chosen to
# show the task plainly: distinct letters, an unsorted question), continued
# to its last position.
#
#   scripts/make_trained_models.sh [CLI] [OUT]
#     CLI  default build/app/attention-explorer-cli
#     OUT  default resources/models/trained
set -euo pipefail
cli=${1:-build/app/attention-explorer-cli}
out=${2:-resources/models/trained}
common=(--layers 2 --heads 4 --dim 32 --batch 64 --lr 3e-3 --seed 1 --eval-every 100)

train() {
    local name=$1
    shift
    echo "== $name"
    "$cli" train "${common[@]}" "$@" -o "$out/$name" | tail -n 2
}

train copy --task copy --steps 300 --example 'fbdaec|'
train reverse --task reverse --steps 300 --example 'hbdgca|'
train sort --task sort --steps 600 --example 'fbdaec|'
train repeat --task repeat --steps 2500 --example 'gacebg'
train brackets --task brackets --steps 600 --example '(()())|'
