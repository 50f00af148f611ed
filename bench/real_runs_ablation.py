#!/usr/bin/env python3
"""What each mechanism of issue 23 is worth on bench/real_runs.py's H100 rows.

Plans Llama 3.1 8B at 2 x 8192 tokens per GPU as bench/real_runs.py does
(stage 3, torchtitan's per-op checkpointing, f32 gradients and logits, eager
cross-entropy, the root unit, machine h100-hbm2e-96gb), then again with one
mechanism undone at a time, and prints the live peak, the reserved estimate,
device_required and the step (time_s.prefetch depth 1) of each:

  --attention=eager              cause 1: attention as separate ops
  fusion=elementwise             cause 2: elementwise chains fused (the runs
                                 are eager PyTorch: fusion=none)
  efficiencies 1, no SM count    cause 2: every op at the datasheet's peak
  nics_per_node 1 (128 GPUs)     cause 3: one NIC's bandwidth per rank
  remat=selective, remat=layer   cause 5: other recomputation policies
  --grad-dtype=bf16              cause 6: bf16 gradient reduction
  --logits-dtype=bf16 --cross-entropy=fused
                                 cause 6: bf16 logits, fused loss

Cause 4 (sequence parallelism) has no row of its own here: the published
rows are FSDP without tensor parallelism (the README's TP table has it).
Cause 7 is in every row: live peak against reserved and device_required.

The last two machine variants need the preset as a file; the script writes
the preset's figures (lib/Dialect/Zero/Analysis/MachineModel.cpp) as JSON
and first checks that the file gives the preset's own step to the digit,
so that a preset changed in the code without this file fails loudly.

  python3 bench/real_runs_ablation.py [--build build]

Measured figures: bench/real_runs.md ("What each mechanism is worth").
"""

import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIG = os.path.join(ROOT, "bench", "configs", "llama3.1-8b.json")
IMPORT = ["--attention=fused", "--grad-dtype=f32", "--logits-dtype=f32",
          "--cross-entropy=eager"]
SHARD = ("stage=3 world-size={gpus} remat={remat} cast-on-gather=true "
         "root-unit=true reshard-after-forward=all-but-last")
PRESET = "h100-hbm2e-96gb"

# The preset's figures as a zero-machine/2 file (docs/machines.md).
PRESET_JSON = {
    "schema": "zero-machine/2",
    "name": "h100-hbm2e-96gb, as a file",
    "source": "the preset of lib/Dialect/Zero/Analysis/MachineModel.cpp",
    "matmul_flops": {"bf16": 989e12, "f16": 989e12, "f32": 495e12,
                     "f64": 67e12},
    "vector_flops": {"bf16": 67e12, "f16": 67e12, "f32": 67e12, "f64": 34e12},
    "memory_bandwidth": 2.4e12,
    "intra_node_bandwidth": 450e9,
    "nics_per_node": 8,
    "nic_bandwidth": 50e9,
    "collective_latency_s": 5e-6,
    "devices_per_node": 8,
    "device_memory": 96000000000,
    "pcie_bandwidth": 64e9,
    "sm_count": 132,
    "fusion": "none",
    "transcendentals_per_s": 67e12 / 2 * 16 / 128,
    "efficiency": {"matmul": 794.5 / 989, "attention_forward": 333.0 / 989,
                   "attention_backward": 318.0 / 989, "memory": 0.9},
}


def run(cmd):
    result = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    if result.returncode != 0:
        sys.exit(f"real_runs_ablation: {' '.join(cmd)} failed:\n{result.stderr}")


class Planner:
    def __init__(self, build, work):
        self.bin = os.path.join(build, "bin")
        self.work = work
        self.steps = {}

    def step(self, flags):
        key = tuple(flags)
        if key not in self.steps:
            path = os.path.join(self.work, f"step-{len(self.steps)}.mlir")
            run([os.path.join(self.bin, "zero-import"), "--hf-config", CONFIG,
                 "--batch", "2", "--seq", "8192", *flags, "-o", path])
            self.steps[key] = path
        return self.steps[key]

    def plan(self, flags=IMPORT, gpus=8, remat="op", machine=PRESET,
             report_options=""):
        """(live peak, reserved estimate, device_required, step seconds)."""
        out = os.path.join(self.work, "report.json")
        if isinstance(machine, dict):
            path = os.path.join(self.work, "machine.json")
            with open(path, "w") as f:
                json.dump(machine, f)
            machine = path
        run([os.path.join(self.bin, "zero-opt"), self.step(flags),
             "--zero-shard=" + SHARD.format(gpus=gpus, remat=remat),
             f"--zero-report=json={out} machine={machine} table= "
             f"{report_options}", "-o", os.devnull])
        with open(out) as f:
            scheduled = json.load(f)["scheduled"]
        peak = scheduled["peak_bytes"]
        depth1 = [p["step"] for p in scheduled["time_s"]["prefetch"]
                  if p["depth"] == 1]
        return (peak["total"], peak["reserved_estimate"],
                peak["device_required"], depth1[0])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        planner = Planner(args.build, work)
        for gpus in (8, 128):
            preset = planner.plan(gpus=gpus)
            from_file = planner.plan(gpus=gpus, machine=PRESET_JSON)
            if f"{preset[3]:.3f}" != f"{from_file[3]:.3f}":
                sys.exit(f"real_runs_ablation: the preset as a file gives "
                         f"{from_file[3]:.3f} s on {gpus} GPUs where "
                         f"{PRESET} gives {preset[3]:.3f} s: update "
                         f"PRESET_JSON from MachineModel.cpp")
        one_nic = copy.deepcopy(PRESET_JSON)
        one_nic["nics_per_node"] = 1
        at_peak = copy.deepcopy(PRESET_JSON)
        at_peak["efficiency"] = {"matmul": 1, "attention_forward": 1,
                                 "attention_backward": 1, "memory": 1}
        del at_peak["sm_count"]
        rows = [
            ("as bench/real_runs.py plans it", {}),
            ("1: --attention=eager",
             dict(flags=["--attention=eager"] + IMPORT[1:])),
            ("2: fusion=elementwise", dict(report_options="fusion=elementwise")),
            ("2: efficiencies 1, no SM count", dict(machine=at_peak)),
            ("5: remat=selective", dict(remat="selective")),
            ("5: remat=layer", dict(remat="layer")),
            ("6: --grad-dtype=bf16",
             dict(flags=IMPORT[:1] + ["--grad-dtype=bf16"] + IMPORT[2:])),
            ("6: --logits-dtype=bf16 --cross-entropy=fused",
             dict(flags=IMPORT[:2] + ["--logits-dtype=bf16",
                                      "--cross-entropy=fused"])),
            ("128 GPUs, as bench/real_runs.py plans it", dict(gpus=128)),
            ("128 GPUs, 3: nics_per_node 1", dict(gpus=128, machine=one_nic)),
            ("128 GPUs, 2: efficiencies 1, no SM count",
             dict(gpus=128, machine=at_peak)),
        ]
        print(f"Llama 3.1 8B, 2 x 8192 tokens per GPU, stage 3, {PRESET}; "
              f"GB = 1e9 bytes; step = time_s.prefetch depth 1")
        print(f"{'plan (8 GPUs unless named)':<46}{'live GB':>9}"
              f"{'reserved GB':>13}{'required GB':>13}{'step s':>8}")
        for name, options in rows:
            live, reserved, required, step = planner.plan(**options)
            print(f"{name:<46}{live / 1e9:>9.1f}{reserved / 1e9:>13.1f}"
                  f"{required / 1e9:>13.1f}{step:>8.2f}", flush=True)


if __name__ == "__main__":
    main()
