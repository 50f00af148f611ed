#!/usr/bin/env bash
# run-all-stages.sh STEP.mlir WORKDIR ZERO_OPT ZERO_RUN MPIRUN...
#
# Shards STEP.mlir for 2 ranks at each ZeRO stage with ZERO_OPT, runs 2
# steps of each with ZERO_RUN under MPIRUN (the test's %mpirun) and prints,
# per stage,
#   stage S: checksum of the final states: 0x...
# Exits non-zero, naming the stage, when a step fails.
set -euo pipefail
step=$1 work=$2 zero_opt=$3 zero_run=$4
shift 4
for stage in 0 1 2 3; do
  "$zero_opt" "$step" --zero-shard="stage=$stage world-size=2" -o "$work/stage$stage.mlir"
  if ! out=$("$@" -np 2 "$zero_run" "$work/stage$stage.mlir" --steps 2 -O0); then
    echo "run-all-stages: stage $stage failed" >&2
    exit 1
  fi
  echo "stage $stage: $(grep 'checksum of the final states' <<<"$out")"
done
