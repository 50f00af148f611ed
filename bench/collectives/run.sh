#!/usr/bin/env bash
# Runs the collectives benchmark on 2 ranks over shared memory and prints the
# table (see README.md here for what it measures).
#
#   bench/collectives/run.sh [BUILD_DIR] [zero-rt-bench options]
#
# BUILD_DIR defaults to build/; the binary is BUILD_DIR/bin/zero-rt-bench
# (target zero-rt-bench). Ranks are bound to cores so they do not migrate;
# run it on an otherwise idle machine, the numbers are only as quiet as it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:-$root/build}"
shift || true
bench="$build/bin/zero-rt-bench"
[[ -x "$bench" ]] || { echo "run.sh: $bench not built (ninja -C $build zero-rt-bench)" >&2; exit 1; }
ranks="${ZERO_RT_BENCH_RANKS:-2}"
bind=(--bind-to core)
(( ranks > $(nproc) )) && bind=(--oversubscribe --bind-to none)
exec mpirun --allow-run-as-root "${bind[@]}" --mca btl self,vader -np "$ranks" "$bench" "$@"
