#!/usr/bin/env bash
# run-prefetch.sh DIR STAGE RANKS: shards DIR/step.mlir for STAGE on RANKS
# ranks, prefetches it at depth 2, runs both programs for 3 steps and checks
# the prefetched run against the other (check-prefetch.py); the verdict goes
# to DIR/check-STAGE-RANKS.txt. A failure of any step fails the script.
set -euo pipefail
dir=$1 stage=$2 ranks=$3
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
base=$dir/s$stage-n$ranks
mpirun="mpirun --allow-run-as-root --oversubscribe"
zero-opt "$dir/step.mlir" --zero-shard="stage=$stage world-size=$ranks" -o "$base-sync.mlir"
zero-opt "$base-sync.mlir" --zero-prefetch="depth=2" \
  --zero-report="json=$base-report.json table=" -o "$base-prefetch.mlir"
for program in sync prefetch; do
  $mpirun -np "$ranks" zero-run "$base-$program.mlir" --steps 3 -O0 --seed 7 \
    --json "$base-$program.json" > "$base-$program.out"
done
python3 "$here/check-prefetch.py" "$base-sync.json" "$base-prefetch.json" \
  "$base-report.json" > "$dir/check-$stage-$ranks.txt" || {
  cat "$dir/check-$stage-$ranks.txt"; exit 1; }
