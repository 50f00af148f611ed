#!/usr/bin/env bash
# bench/gpu-calibrate.sh [-o OUT.json] [--base PRESET|FILE.json] [--no-build] [BUILD_DIR]
#   - a zero-machine/1 description (docs/machines.md) of this GPU machine,
#   measured.
#
# Builds only the runtime (ZERO_RUNTIME_ONLY: no LLVM/MLIR needed) with the
# NCCL backend, the NCCL sweep (bench/nccl) and zero-gpu-calibrate
# (bench/gpu-calibrate), then measures:
#   matmul_flops      cuBLAS GEMMs at the shapes of one Llama layer's
#                     projections (q, k, v, o, gate, up, down) for T tokens,
#                     forward and both backward layouts, for bf16, f16, f32
#                     (TF32) and f64 (zero-gpu-calibrate, GPU 0);
#   memory_bandwidth  device-to-device copies of 1 GiB, read + write bytes;
#   device_memory     cudaGetDeviceProperties' totalGlobalMem;
#   intra_node_bandwidth, collective_latency_s
#                     with 2+ GPUs: bf16 all_gather and reduce_scatter through
#                     the runtime's NCCL backend (zero-rt-nccl-bench, one rank
#                     per GPU): the mean of their bus bandwidths at 256 MiB
#                     (nccl-tests' busbw is what one rank sends to the next
#                     in a ring per second, the model's link bandwidth), and
#                     the time of a 1 KiB call over its N-1 ring steps;
#   devices_per_node  the GPUs nvidia-smi lists.
# What one machine cannot measure comes from a base preset (--base, or the
# preset of the device's name: H100 -> h100-sxm, H200 -> h200, B200 -> b200,
# A100 -> a100-80gb) with its docs/machines.md value: vector_flops (it would
# need kernels of our own), inter_node_bandwidth (one node), pcie_bandwidth,
# and with one GPU the link and latency. The file's "source" says which keys
# were measured, on what device and when, and which came from the base.
#
# Writes OUT.json (default BUILD_DIR/gpu-calibrate/machine.json); logs in
# BUILD_DIR/gpu-calibrate/. The last line is ONE summary:
#   gpu-calibrate: PASS|FAIL: <N> GPU(s) (<name>); bf16 <X> TFLOP/s; HBM <Y>
#     GB/s; links <Z> GB/s|from <base>; wrote OUT.json; <T> s
# Exit status 0 on PASS. Designed to finish in well under 8 minutes (a
# budget of 450 s over all steps).
#
# Needs: a CUDA toolkit with cuBLAS and NCCL >= 2.18, an MPI with mpirun,
# CMake >= 3.20, a C++17 compiler, python3 (to write the JSON).
#
# Options and environment:
#   --no-build           use BUILD_DIR as it is (it must have bin/zero-gpu-calibrate
#                        and bin/zero-rt-nccl-bench, and with GPU_CALIBRATE_FAKE=1
#                        fake-cuda/); no configure, no build
#   GPU_CALIBRATE_SHAPE  "T,H,KV,F": tokens, hidden, k/v width, MLP width of the
#                        GEMMs (default 8192,4096,1024,14336: Llama 3 8B's
#                        layer at 8192 tokens)
#   GPU_CALIBRATE_FAKE=1 self-test of this script without a GPU, on the
#                        test-only fake libcudart/libnccl (runtime/test/fake) and
#                        libcublas (bench/gpu-calibrate/fake) with small shapes;
#                        ZERO_RT_FAKE_CUDA_DEVICES GPUs (default 2). Says FAKE in
#                        the summary and the file's name; its figures mean nothing
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build=""
out=""
base=""
no_build=0
while (($#)); do
  case "$1" in
  -o) out="${2:?-o needs a file}"; shift 2 ;;
  --base) base="${2:?--base needs a preset or a file}"; shift 2 ;;
  --no-build) no_build=1; shift ;;
  -h | --help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  -*) echo "gpu-calibrate: unknown option $1 (see --help)" >&2; exit 2 ;;
  *) build="$1"; shift ;;
  esac
done
build="${build:-$root/build-gpu}"
case "$base" in
"" | h100-sxm | h200 | b200 | a100-80gb) ;;
*) [[ -r "$base" ]] || {
  echo "gpu-calibrate: --base $base is neither a preset (h100-sxm, h200, b200, a100-80gb) nor a readable zero-machine/1 file" >&2
  exit 2
} ;;
esac
logs="${GPU_CALIBRATE_LOGS:-$build/gpu-calibrate}"
mkdir -p "$logs" || exit 1
out="${out:-$logs/machine.json}"
start=$SECONDS
budget=450
fake="${GPU_CALIBRATE_FAKE:-0}"

script=gpu-calibrate
fake_note="FAKE CUDA: not a GPU measurement"
# shellcheck source=bench/gpu-script-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/gpu-script-lib.sh"

# --- Tools -------------------------------------------------------------------
tools=(mpirun python3)
((no_build)) || tools+=(cmake)
for tool in "${tools[@]}"; do
  command -v "$tool" >/dev/null || finish FAIL "$tool not found on PATH"
done
mpirun_flags=()
is_ompi=0
if mpirun --version 2>&1 | grep -q "Open MPI"; then
  is_ompi=1
  # As bench/gpu-check.sh: one node, shared memory, no single-copy transport,
  # GPUs by local rank.
  mpirun_flags+=(--mca btl self,vader --mca btl_vader_single_copy_mechanism none --bind-to none)
  [[ $(id -u) == 0 ]] && mpirun_flags+=(--allow-run-as-root)
fi

# --- Build (runtime only) ----------------------------------------------------
if ((!no_build)); then
  generator=()
  command -v ninja >/dev/null && generator=(-G Ninja)
  echo "gpu-calibrate: configuring $build (runtime only, NCCL required)"
  if ! cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
      -DZERO_RUNTIME_ONLY=ON -DZERO_RT_ENABLE_NCCL=ON >"$logs/configure.log" 2>&1; then
    tail -n 20 "$logs/configure.log"
    finish FAIL "configure failed (CUDA, cuBLAS, NCCL or MPI missing? see $logs/configure.log)"
  fi
  targets=(zero-rt-nccl-bench zero-gpu-calibrate)
  [[ "$fake" == 1 ]] && targets+=(zero-rt-fake-cudart zero-rt-fake-nccl zero-gpu-calibrate-fake-cublas)
  echo "gpu-calibrate: building ${targets[*]}"
  if ! timeout "$(remaining)" cmake --build "$build" --parallel "$(nproc)" \
      --target "${targets[@]}" >"$logs/build.log" 2>&1; then
    tail -n 20 "$logs/build.log"
    finish FAIL "build failed (see $logs/build.log)"
  fi
fi
helper="$build/bin/zero-gpu-calibrate"
sweep="$build/bin/zero-rt-nccl-bench"
for b in "$helper" "$sweep"; do
  [[ -x "$b" ]] || finish FAIL "$b was not built (is cuBLAS in the CUDA toolkit? see $logs/)"
done

shape="${GPU_CALIBRATE_SHAPE:-8192,4096,1024,14336}"
copy_bytes=1073741824
seconds=0.05
max_bytes=268435456
if [[ "$fake" == 1 ]]; then
  [[ -f "$build/fake-cuda/libcublas.so" ]] || finish FAIL "no fake libraries in $build/fake-cuda"
  export LD_LIBRARY_PATH="$build/fake-cuda${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  export ZERO_RT_FAKE_CUDA_DEVICES="${ZERO_RT_FAKE_CUDA_DEVICES:-2}"
  ((is_ompi)) && mpirun_flags+=(-x LD_LIBRARY_PATH -x ZERO_RT_FAKE_CUDA_DEVICES --oversubscribe)
  shape="${GPU_CALIBRATE_SHAPE:-64,64,16,128}"
  copy_bytes=4194304
  seconds=0.01
  max_bytes=1024
fi
IFS=, read -r tokens hidden kv ffn <<<"$shape"
[[ "$tokens,$hidden,$kv,$ffn" =~ ^[0-9]+,[0-9]+,[0-9]+,[0-9]+$ ]] ||
  finish FAIL "GPU_CALIBRATE_SHAPE must be T,H,KV,F (four positive integers), not '$shape'"

# --- GPUs --------------------------------------------------------------------
if [[ "$fake" == 1 ]]; then
  gpus=$ZERO_RT_FAKE_CUDA_DEVICES
  node_gpus=""
elif command -v nvidia-smi >/dev/null; then
  node_gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
  gpus=$node_gpus
  if [[ -n "${CUDA_VISIBLE_DEVICES:-}" ]]; then
    gpus=$(tr ',' '\n' <<<"$CUDA_VISIBLE_DEVICES" | grep -c .)
  fi
else
  finish FAIL "nvidia-smi not found: no NVIDIA driver?"
fi
((gpus >= 1)) || finish FAIL "no CUDA device visible"

# --- 1. GEMMs and HBM (GPU 0) ------------------------------------------------
echo "gpu-calibrate: zero-gpu-calibrate, T=$tokens H=$hidden KV=$kv F=$ffn"
if ! timeout "$(remaining)" "$helper" --tokens "$tokens" --hidden "$hidden" \
    --kv-dim "$kv" --ffn "$ffn" --copy-bytes "$copy_bytes" --seconds "$seconds" \
    >"$logs/device.json" 2>"$logs/device.log"; then
  tail -n 5 "$logs/device.log"
  finish FAIL "zero-gpu-calibrate failed (see $logs/device.log)"
fi

# --- 2. Collectives through the runtime (all GPUs) ---------------------------
sweep_ok=0
if ((gpus >= 2)); then
  echo "gpu-calibrate: zero-rt-nccl-bench on $gpus rank(s), bf16, 1 KiB - $max_bytes B"
  if timeout "$(remaining)" mpirun "${mpirun_flags[@]}" -np "$gpus" "$sweep" \
      --dtype bf16 --min-bytes 1024 --max-bytes "$max_bytes" >"$logs/sweep.txt" 2>&1; then
    sweep_ok=1
  else
    tail -n 10 "$logs/sweep.txt"
    finish FAIL "zero-rt-nccl-bench failed (see $logs/sweep.txt)"
  fi
fi

# --- 3. The machine file -----------------------------------------------------
python3 - "$logs/device.json" "$logs/sweep.txt" "$out" "$gpus" "${node_gpus:-}" \
  "$sweep_ok" "$fake" "$base" "$(date -u +%Y-%m-%d)" >"$logs/write.log" 2>&1 <<'PY'
import json, re, sys

device_path, sweep_path, out, gpus, node_gpus, sweep_ok, fake, base, date = sys.argv[1:]
gpus, sweep_ok = int(gpus), sweep_ok == "1"
device = json.load(open(device_path))

# The presets' figures that a measurement on one machine cannot give, as
# docs/machines.md lists them (NVIDIA's datasheets; the latency is the order
# NCCL's tuning model assumes per ring step).
PRESETS = {
    "h100-sxm": dict(vector=(6.7e13, 6.7e13, 6.7e13, 3.4e13), intra=4.5e11, inter=5e10,
                     latency=5e-6, per_node=8, memory=8e10, pcie=6.4e10),
    "h200": dict(vector=(6.7e13, 6.7e13, 6.7e13, 3.4e13), intra=4.5e11, inter=5e10,
                 latency=5e-6, per_node=8, memory=1.41e11, pcie=6.4e10),
    "b200": dict(vector=(8e13, 8e13, 8e13, 4e13), intra=9e11, inter=5e10,
                 latency=5e-6, per_node=8, memory=1.8e11, pcie=None),
    "a100-80gb": dict(vector=(1.95e13, 1.95e13, 1.95e13, 9.7e12), intra=3e11, inter=2.5e10,
                      latency=5e-6, per_node=8, memory=8e10, pcie=3.2e10),
}
name = device["device"]
if not base:
    for key, preset in (("H200", "h200"), ("B200", "b200"), ("A100", "a100-80gb"),
                        ("H100", "h100-sxm"), ("fake", "h100-sxm")):
        if key in name:
            base = preset
            break
    else:
        sys.exit(f"no preset for '{name}': give --base PRESET|FILE.json for the keys "
                 "this script cannot measure")
if base in PRESETS:
    p = PRESETS[base]
    b = {"vector_flops": dict(zip(("bf16", "f16", "f32", "f64"), p["vector"])),
         "intra_node_bandwidth": p["intra"], "inter_node_bandwidth": p["inter"],
         "collective_latency_s": p["latency"], "devices_per_node": p["per_node"],
         "device_memory": p["memory"]}
    if p["pcie"]:
        b["pcie_bandwidth"] = p["pcie"]
    base_name = f"preset {base} (docs/machines.md)"
else:
    b = json.load(open(base))
    base_name = f"{base} ({b.get('name', 'a zero-machine/1 file')})"

measured, from_base = ["matmul_flops", "memory_bandwidth"], []
m = {"schema": "zero-machine/1",
     "name": (f"{name} (measured)" + (" FAKE" if fake == "1" else "")),
     "source": "",
     "matmul_flops": device["matmul_flops"],
     "vector_flops": b["vector_flops"],
     "memory_bandwidth": device["memory_bandwidth"]}
from_base.append("vector_flops")

# Bus bandwidth (the "bus zero" column, the runtime's blocking calls) at the
# largest size, and the time of the smallest call, per collective.
intra = latency = None
if sweep_ok:
    rows = {}
    for line in open(sweep_path):
        r = re.match(r"^(all_gather|reduce_scatter)\s+(\d+) (B|KiB|MiB|GiB)\s*\|(.*)\|(.*)\|(.*)$", line)
        if r:
            size = int(r.group(2)) * {"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30}[r.group(3)]
            blocking = r.group(4).split()
            bus = r.group(6).split()
            rows.setdefault(r.group(1), []).append((size, float(blocking[1]), float(bus[1])))
    if set(rows) != {"all_gather", "reduce_scatter"}:
        sys.exit(f"no all_gather/reduce_scatter rows in {sweep_path}")
    largest = [max(v)[2] for v in rows.values()]
    smallest = [min(v)[1] for v in rows.values()]
    intra = sum(largest) / len(largest) * 1e9
    # A 1 KiB call is latency: (N-1) ring steps (docs/machines.md's model).
    latency = sum(smallest) / len(smallest) * 1e-6 / (gpus - 1)
    print(f"busbw at {max(max(v)[0] for v in rows.values())} B: "
          + ", ".join(f"{k} {max(v)[2]:.1f} GB/s" for k, v in rows.items()))
if intra and intra > 0:
    m["intra_node_bandwidth"] = intra
    measured.append(f"intra_node_bandwidth (bf16 all_gather/reduce_scatter busbw through the "
                    f"runtime's NCCL backend on {gpus} GPUs)")
else:
    m["intra_node_bandwidth"] = b["intra_node_bandwidth"]
    from_base.append("intra_node_bandwidth")
m["inter_node_bandwidth"] = b["inter_node_bandwidth"]
from_base.append("inter_node_bandwidth")
if latency and latency > 0:
    m["collective_latency_s"] = latency
    measured.append("collective_latency_s (a 1 KiB all_gather/reduce_scatter over N-1 steps)")
else:
    m["collective_latency_s"] = b["collective_latency_s"]
    from_base.append("collective_latency_s")
if node_gpus:
    m["devices_per_node"] = int(node_gpus)
    measured.append("devices_per_node (nvidia-smi -L)")
else:
    m["devices_per_node"] = b["devices_per_node"]
    from_base.append("devices_per_node")
if device.get("device_memory", 0) > 0:
    m["device_memory"] = device["device_memory"]
    measured.append("device_memory (totalGlobalMem)")
elif "device_memory" in b:
    m["device_memory"] = b["device_memory"]
    from_base.append("device_memory")
if "pcie_bandwidth" in b:
    m["pcie_bandwidth"] = b["pcie_bandwidth"]
    from_base.append("pcie_bandwidth")
m["source"] = (f"measured by bench/gpu-calibrate.sh on {name} {date}"
               + (" (FAKE CUDA self-test: the figures mean nothing)" if fake == "1" else "")
               + f": matmul_flops (cuBLAS GEMMs of a Llama layer's projections, "
               f"T={device['tokens']} H={device['hidden']} KV={device['kv_dim']} "
               f"F={device['ffn']}, forward and backward layouts), memory_bandwidth "
               f"(device-to-device copies of {device['copy_bytes']} B, read + write), "
               + ", ".join(measured[2:]) + f"; from {base_name}: " + ", ".join(from_base))
with open(out, "w") as f:
    json.dump(m, f, indent=2)
    f.write("\n")
print(f"bf16 {m['matmul_flops']['bf16'] / 1e12:.4g} TFLOP/s; HBM {m['memory_bandwidth'] / 1e9:.4g} GB/s; "
      + (f"links {intra / 1e9:.4g} GB/s" if intra else f"links from {base}"))
PY
rc=$?
cat "$logs/write.log"
((rc == 0)) || finish FAIL "writing $out failed (see above)"
name=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["device"])' "$logs/device.json")
finish PASS "$gpus GPU(s) ($name); $(tail -n 1 "$logs/write.log"); wrote $out"
