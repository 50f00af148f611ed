#!/usr/bin/env bash
# bench/gpu-check.sh [BUILD_DIR] - the NCCL backend on this machine's GPUs.
#
# Builds only the runtime (ZERO_RUNTIME_ONLY: no LLVM/MLIR needed) with the
# NCCL backend required, then, with one MPI rank per visible GPU:
#   1. the gtest suite (zero-rt-nccl-tests): every collective x dtype x size
#      on device buffers against a host reference, buckets, async overlap
#      (and zero-prefetch's async entry points where MLIR's headers are
#      found), counters, allocation, misuse, and the offload tiers once (a buffer
#      device -> pinned host -> NVMe file in /tmp -> pinned host -> device
#      through zero_rt_transfer: cudaMallocHost, the copy stream and its
#      events, bytes and counters checked);
#   2. the error paths: a collective held up behind a blocked compute stream
#      times out and aborts (exit 72); with 2+ GPUs also a stalled rank (72)
#      and ranks that disagree about a size (71);
#   3. the sweep (zero-rt-nccl-bench): time per call through the runtime vs
#      raw NCCL on the same buffers, 1 KiB - 1 GiB, and bus bandwidth.
#   The suite also measures one rank's overlap of a compute-stream kernel
#   (a memset, repeated to last as long as the collective) with an
#   all_reduce in flight on the communication stream: the time of each
#   alone, of both, and how much of the shorter was hidden.
# and prints ONE summary line (the last line of its output):
#   gpu-check: PASS|FAIL: <N> GPU(s) (<name>); tests ...; overlap ...;
#     errors ...; sweep ...; <T> s
# PASS means the tests and error paths passed; the sweep's targets (<= 5 us
# overhead per call below 1 MiB, ratio >= 0.98 at 1 MiB and above) are
# reported as met or missed. Exit status 0 on PASS. With 1 GPU every
# collective runs with N = 1 - still a valid NCCL call (a device-local copy
# or reduction) - and busbw is 0 by definition (algbw is shown).
#
# Needs: a CUDA toolkit and NCCL >= 2.14 (nccl.h, libnccl; set NCCL_ROOT if
# CMake cannot find them), an MPI with mpirun, CMake >= 3.20, a C++17
# compiler, GoogleTest (installed, or a source tree in /usr/src/googletest).
# Logs and the sweep's table go to BUILD_DIR/gpu-check/ (BUILD_DIR defaults
# to build-gpu/). Designed to finish in well under 8 minutes.
#
# Environment:
#   GPU_CHECK_MAX_BYTES  largest sweep size (default 1073741824)
#   GPU_CHECK_FAKE=1     self-test of this script on a machine without a
#                        GPU, against the test-only fake libcudart/libnccl
#                        (runtime/test/fake); says FAKE in the summary and
#                        proves nothing about GPUs
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build-gpu}"
out="$build/gpu-check"
mkdir -p "$out"
start=$SECONDS
budget=470 # seconds: the whole check stays under 8 minutes
fake="${GPU_CHECK_FAKE:-0}"
max_bytes="${GPU_CHECK_MAX_BYTES:-1073741824}"

script=gpu-check
fake_note="FAKE CUDA: not a GPU check"
# shellcheck source=bench/gpu-script-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/gpu-script-lib.sh"

# --- Tools -------------------------------------------------------------------
for tool in cmake mpirun; do
  command -v "$tool" >/dev/null || finish FAIL "$tool not found on PATH"
done
generator=()
if command -v ninja >/dev/null; then generator=(-G Ninja); fi
mpirun_flags=()
is_ompi=0
if mpirun --version 2>&1 | grep -q "Open MPI"; then
  is_ompi=1
  # Single node, shared memory; no single-copy transport (containers often
  # forbid it); GPUs are assigned by local rank, not bound cores.
  mpirun_flags+=(--mca btl self,vader --mca btl_vader_single_copy_mechanism none --bind-to none)
  [[ $(id -u) == 0 ]] && mpirun_flags+=(--allow-run-as-root)
fi

# --- Build (runtime only) ----------------------------------------------------
echo "gpu-check: configuring $build (runtime only, NCCL required)"
if ! cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
    -DZERO_RUNTIME_ONLY=ON -DZERO_RT_ENABLE_NCCL=ON >"$out/configure.log" 2>&1; then
  tail -n 20 "$out/configure.log"
  finish FAIL "configure failed (CUDA, NCCL or MPI missing? see $out/configure.log)"
fi
targets=(zero_rt zero-rt-nccl-bench)
if cmake --build "$build" --target help 2>/dev/null | grep -q zero-rt-nccl-tests; then
  targets+=(zero-rt-nccl-tests)
fi
[[ "$fake" == 1 ]] && targets+=(zero-rt-fake-cudart zero-rt-fake-nccl)
echo "gpu-check: building ${targets[*]}"
if ! timeout "$(remaining)" cmake --build "$build" --parallel "$(nproc)" \
    --target "${targets[@]}" >"$out/build.log" 2>&1; then
  tail -n 20 "$out/build.log"
  finish FAIL "build failed (see $out/build.log)"
fi

tests="$build/bin/zero-rt-nccl-tests"
bench="$build/bin/zero-rt-nccl-bench"
if [[ "$fake" == 1 ]]; then
  export LD_LIBRARY_PATH="$build/fake-cuda${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  export ZERO_RT_FAKE_CUDA_DEVICES="${ZERO_RT_FAKE_CUDA_DEVICES:-1}"
  ((is_ompi)) && mpirun_flags+=(-x LD_LIBRARY_PATH -x ZERO_RT_FAKE_CUDA_DEVICES --oversubscribe)
fi
# OpenMPI passes only the variables named with -x; MPICH's Hydra passes all.
pass_timeout=()
((is_ompi)) && pass_timeout=(-x ZERO_RT_TIMEOUT)

# --- GPUs --------------------------------------------------------------------
gpus=0
if [[ -x "$tests" ]]; then
  gpus=$("$tests" --count-devices 2>/dev/null || echo 0)
elif command -v nvidia-smi >/dev/null; then
  gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
fi
((gpus >= 1)) || finish FAIL "no CUDA device visible"
name=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)
[[ -n "$name" ]] || name="unknown GPU"
[[ "$fake" == 1 ]] && name="fake"
echo "gpu-check: $gpus GPU(s): $name"

# --- 1. The suite ------------------------------------------------------------
status=PASS
if [[ -x "$tests" ]]; then
  echo "gpu-check: zero-rt-nccl-tests on $gpus rank(s)"
  timeout "$(remaining)" env ZERO_RT_TIMEOUT=60 \
    mpirun "${mpirun_flags[@]}" "${pass_timeout[@]}" -np "$gpus" "$tests" \
    --gtest_brief=1 --gtest_color=no >"$out/tests.log" 2>&1
  rc=$?
  line=$(grep -E "^zero-rt-nccl-tests: [0-9]+ rank" "$out/tests.log" | tail -n 1)
  passed=$(sed -nE 's/.* ([0-9]+) passed.*/\1/p' <<<"$line")
  skipped=$(sed -nE 's/.* ([0-9]+) skipped.*/\1/p' <<<"$line")
  overlap=$(sed -nE 's/^zero-rt-nccl-tests: overlap: //p' "$out/tests.log" | tail -n 1)
  overlap_summary="overlap: ${overlap:-not measured (see $out/tests.log)}"
  if [[ $rc -eq 0 && "$line" == *"all tests passed on every rank"* ]]; then
    tests_summary="tests: ${passed:-?} passed, ${skipped:-?} skipped"
  else
    status=FAIL
    grep -E "FAILED|Failure" "$out/tests.log" | head -n 20
    tests_summary="tests: FAILED (exit $rc, see $out/tests.log)"
  fi
else
  status=FAIL
  tests_summary="tests: not built (no GoogleTest found)"
  overlap_summary="overlap: not measured"
fi

# --- 2. Error paths ----------------------------------------------------------
# expect MODE EXIT-CODE PATTERN RANKS ZERO_RT_TIMEOUT=S: --fault=MODE must
# end the job with EXIT-CODE and a line matching PATTERN within 60 s.
errors_ok=0
errors_run=0
expect() {
  local name=$1 code=$2 pattern=$3 ranks=$4 env=$5
  local log="$out/fault-$name.log" began=$SECONDS
  errors_run=$((errors_run + 1))
  timeout 90 env "$env" mpirun "${mpirun_flags[@]}" "${pass_timeout[@]}" -np "$ranks" \
    "$tests" --fault="$name" >"$log" 2>&1
  local rc=$? took=$((SECONDS - began))
  if [[ $rc -eq $code ]] && grep -qE "$pattern" "$log" && ((took <= 60)); then
    errors_ok=$((errors_ok + 1))
  else
    echo "gpu-check: error path '$name': exit $rc after $took s (expected $code, /$pattern/); see $log"
  fi
}
if [[ -x "$tests" ]]; then
  expect hang 72 "timed out after 3 s (waiting for the NCCL kernels|inside ncclGroupEnd)" 1 ZERO_RT_TIMEOUT=3
  if ((gpus >= 2)); then
    expect stall 72 "timed out after 5 s (waiting for rank 1|inside ncclGroupEnd)" 2 ZERO_RT_TIMEOUT=5
    expect mismatch-count 71 "does not match rank" 2 ZERO_RT_TIMEOUT=30
  fi
  ((errors_ok == errors_run)) || status=FAIL
  errors_summary="error paths: $errors_ok/$errors_run"
else
  errors_summary="error paths: not run"
fi

# --- 3. The sweep ------------------------------------------------------------
echo "gpu-check: zero-rt-nccl-bench on $gpus rank(s), 1 KiB - $max_bytes B"
timeout "$(remaining)" mpirun "${mpirun_flags[@]}" -np "$gpus" "$bench" \
  --max-bytes "$max_bytes" >"$out/sweep.txt" 2>&1
rc=$?
cat "$out/sweep.txt"
line=$(grep -E "^zero-rt-nccl-bench: " "$out/sweep.txt" | tail -n 1)
if [[ $rc -eq 0 && -n "$line" ]]; then
  overhead=$(sed -nE 's/.*max overhead ([-0-9.]+) us.*/\1/p' <<<"$line")
  ratio=$(sed -nE 's/.*min ratio ([0-9.]+|n\/a[^)]*\)) at.*/\1/p' <<<"$line")
  verdict=$([[ "$line" == *": PASS" ]] && echo "targets met" || echo "targets MISSED")
  sweep_summary="sweep: max overhead ${overhead} us/call below 1 MiB (<= 5), min ratio ${ratio} at >= 1 MiB (>= 0.98): $verdict"
else
  status=FAIL
  sweep_summary="sweep: FAILED (exit $rc, see $out/sweep.txt)"
fi

finish "$status" "$gpus GPU(s) ($name); $tests_summary; $overlap_summary; $errors_summary; $sweep_summary"
