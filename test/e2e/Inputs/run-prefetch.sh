#!/usr/bin/env bash
# run-prefetch.sh DIR STAGE RANKS ZERO_OPT ZERO_RUN PYTHON MPIRUN...
#
# Shards DIR/step.mlir for STAGE on RANKS ranks with ZERO_OPT, prefetches
# it at depth 2 (zero-report writes the prefetched program's scheduled
# peak), runs both programs for 3 steps with ZERO_RUN under MPIRUN (the
# test's %mpirun) and checks the prefetched run against the other with
# check-prefetch.py; the verdict goes to DIR/check-STAGE-RANKS.txt. A
# failure of any step fails the script and prints why.
set -euo pipefail
dir=$1 stage=$2 ranks=$3 zero_opt=$4 zero_run=$5 python=$6
shift 6
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
base=$dir/s$stage-n$ranks
"$zero_opt" "$dir/step.mlir" --zero-shard="stage=$stage world-size=$ranks" \
  -o "$base-sync.mlir"
"$zero_opt" "$base-sync.mlir" --zero-prefetch="depth=2" \
  --zero-report="json=$base-report.json table=" -o "$base-prefetch.mlir"
for program in sync prefetch; do
  "$@" -np "$ranks" "$zero_run" "$base-$program.mlir" --steps 3 -O0 --seed 7 \
    --json "$base-$program.json" > "$base-$program.out"
done
"$python" "$here/check-prefetch.py" "$base-sync.json" "$base-prefetch.json" \
  "$base-report.json" > "$dir/check-$stage-$ranks.txt" || {
  cat "$dir/check-$stage-$ranks.txt"; exit 1; }
