#!/usr/bin/env python3
"""Runs two zero-opt binaries on the same corpus and says where they differ.

A refactor of zero-shard, zero-prefetch or the pricing must leave the
programs, remarks and reports of pinned options byte-identical. This runs
OLD and NEW on a corpus of steps (the two-layer MLP, the cast-on-gather
step, the tiny Llama, Mixtral and DeepSeek-V3 exports; two mesh steps with
parameters grouped over their own axes, the MLP's and DeepSeek-V3's under
expert parallelism) under each pinned zero-shard plan
(stages 0-3 on 4 and 7 ranks, remat, host and NVMe offload, shard groups,
with offload too, cast-on-gather, resharding, one rank), then, on each sharded program, zero-prefetch
at depths 0-3 and under a memory budget, zero-report with machine=, and
zero-shard with prefetch=2; and a search with every option auto per step
(on the mesh steps, over their axes, at three device sizes).
Each run's exit status, stdout, stderr and output file are compared.

  python3 scripts/diff-programs.py OLD_ZERO_OPT NEW_ZERO_OPT [--build build]

Keep the old binary before rebuilding (cp build/bin/zero-opt /tmp/old).
Exits 1 and lists the runs that differ when any does.
"""

import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INPUTS = os.path.join(ROOT, "test", "Dialect", "Zero", "Transforms", "Inputs")

PLANS = [
    "stage=0 world-size=4", "stage=1 world-size=4", "stage=2 world-size=4",
    "stage=3 world-size=4", "stage=3 world-size=4 remat=layer",
    "stage=3 world-size=4 offload=cpu", "stage=2 world-size=4 offload=nvme",
    "stage=3 world-size=8 shard-group=2", "stage=0 world-size=8 shard-group=2",
    "stage=3 world-size=4 cast-on-gather=true",
    "stage=3 world-size=4 reshard-after-forward=false",
    "stage=1 world-size=7", "stage=2 world-size=7", "stage=3 world-size=7",
    "stage=3 world-size=7 cast-on-gather=true",
    "stage=2 world-size=7 offload=cpu",
    "stage=3 world-size=8 shard-group=2 offload=cpu offload-params=true",
    "stage=3 world-size=1 remat=layer",
]
SEARCH = ("stage=auto remat=auto cast-on-gather=auto reshard-after-forward=auto "
          "prefetch=auto world-size=8 node-size=2 machine=h100-sxm device-memory=80GB")

MESH_SEARCH = ("runtime=cpu stage=auto remat=auto cast-on-gather=auto "
               "reshard-after-forward=auto prefetch=2 grid=mesh "
               "dp-axis=edp,ep")


def build_corpus(zero_import, work):
    steps = {"mlp": os.path.join(INPUTS, "two-layer-mlp.mlir"),
             "cast-step": os.path.join(INPUTS, "cast-on-gather-step.mlir")}
    for name in ("tiny-llama", "tiny-mixtral", "tiny-deepseek-v3"):
        path = os.path.join(work, name + ".mlir")
        subprocess.run([zero_import, "--hf-config",
                        os.path.join(ROOT, "examples", "configs", name + ".json"),
                        "-o", path], check=True)
        steps[name] = path
    mesh = os.path.join(work, "mesh.mlir")
    with open(steps["mlp"]) as mlp, open(mesh, "w") as out:
        out.write('shard.grid @mesh(shape = 3x2x2) '
                  '{zero.axis_names = ["pp", "edp", "ep"]}\n')
        for line in mlp:
            if "%w1:" in line:
                line = line.replace('"layers.1.w", layer = 1>},',
                                    '"layers.1.w", layer = 1>, '
                                    'zero.dp_axes = ["edp"]},')
            out.write(line)
    expert_mesh = os.path.join(work, "deepseek-ep.mlir")
    subprocess.run([zero_import, "--hf-config",
                    os.path.join(ROOT, "examples", "configs",
                                 "tiny-deepseek-v3.json"),
                    "--expert-parallel", "2", "--expert-rank", "0",
                    "--mesh", "edp=2,ep=2", "-o", expert_mesh], check=True)
    # Each mesh step: its pinned plan, and the device sizes its searches
    # take (from one where nothing or little fits to one where all do).
    return steps, {"mesh": (mesh, "stage=3 grid=mesh dp-axis=edp,ep",
                            ["450B", "600B", "1GB"]),
                   "deepseek-ep": (expert_mesh,
                                   "stage=1 grid=mesh dp-axis=edp,ep",
                                   ["8MB", "10MB", "1GB"])}


def run(binary, args, out):
    if os.path.exists(out):
        os.remove(out)
    proc = subprocess.run([binary] + args + ["-o", out], capture_output=True)
    written = b""
    if os.path.exists(out):
        with open(out, "rb") as f:
            written = f.read()
    return proc.returncode, proc.stdout, proc.stderr, written


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    args = parser.parse_args()
    for binary in (args.old, args.new):
        if not os.access(binary, os.X_OK):
            sys.exit(f"diff-programs: {binary} is not an executable zero-opt")
    zero_import = os.path.join(args.build, "bin", "zero-import")
    with tempfile.TemporaryDirectory() as work:
        steps, meshes = build_corpus(zero_import, work)
        sharded = os.path.join(work, "sharded.mlir")
        out = os.path.join(work, "out.mlir")
        compared, differing = 0, []

        def compare(label, zero_args):
            nonlocal compared
            compared += 1
            if run(args.old, zero_args, out) != run(args.new, zero_args, out):
                differing.append(label)

        def on_sharded(label):
            for depth in range(4):
                compare(f"{label}, zero-prefetch depth={depth}",
                        [sharded, f"--zero-prefetch=depth={depth}"])
            compare(f"{label}, zero-prefetch memory-budget",
                    [sharded, "--zero-prefetch=depth=2 memory-budget=1000000000"])
            compare(f"{label}, zero-report machine=",
                    [sharded, "--zero-report=json=- machine=h100-sxm"])

        for name, step in steps.items():
            for plan in PLANS:
                label = f"{name} [{plan}]"
                compare(f"{label}, zero-shard", [step, f"--zero-shard={plan}"])
                code, _, _, _ = run(args.old, [step, f"--zero-shard={plan}"],
                                    sharded)
                if code != 0:
                    continue
                on_sharded(label)
                compare(f"{label}, zero-shard prefetch=2",
                        [step, f"--zero-shard={plan} prefetch=2"])
            compare(f"{name}, search", [step, f"--zero-shard={SEARCH}",
                                        "--zero-report=json=-"])
        for name, (step, plan, memories) in meshes.items():
            label = f"{name} [{plan}]"
            compare(f"{label}, zero-shard", [step, f"--zero-shard={plan}"])
            if run(args.old, [step, f"--zero-shard={plan}"], sharded)[0] == 0:
                on_sharded(label)
            for memory in memories:
                compare(f"{name}, search in {memory}",
                        [step, f"--zero-shard={MESH_SEARCH} "
                               f"device-memory={memory}",
                         "--zero-report=json=-"])
    for label in differing:
        print(f"differs: {label}")
    print(f"{compared} runs compared, {len(differing)} differ")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
