#!/usr/bin/env python3
"""zero-run's compiled step against PyTorch's on the same model and batch.

A Llama config (--config: examples/configs/tiny-llama.json by default, or
bench/configs/llama-21m.json, issue 27's 21 M-parameter model), B sequences
of S tokens per rank on N ranks (defaults 8 x 128 on 2, as in issue 12),
one optimizer step each, in these variants (--lowerings picks the zero-run
ones):

  zero-run, naive    stage 0 and 3, lowered with
                     zero-lower-to-llvm{vectorizable-loop-order=false
                     library-matmul=false}: the loop order of the ops'
                     dimensions (the lowering before
                     zero-vectorizable-loop-order)
  zero-run, no register tiles
                     stage 0 and 3, zero-lower-to-llvm{register-tiles=false
                     library-matmul=false}: the reorder and LLVM's loop
                     vectorizer
  zero-run, loops    stage 0 and 3, zero-lower-to-llvm{library-matmul=false}:
                     the products as register-tiled loops
  zero-run           stage 0 and 3, zero-lower-to-llvm as it is: the products
                     through the runtime's oneDNN kernel (zero-library-matmul)
  PyTorch DDP        transformers' LlamaForCausalLM from the same config,
                     float32, AdamW, DistributedDataParallel over gloo; one
                     process per rank with torch.set_num_threads(1), as
                     zero-run's ranks have one thread each
  PyTorch DDP, bf16 autocast
                     the same under torch.autocast("cpu", torch.bfloat16):
                     the matmuls in bf16 through oneDNN, as zero-run's
                     library products are (f32 master weights)

All measured in one run, in rounds that rotate the order. Each step time is
the slowest rank's; the figure is the median over rounds x (steps - 1), the
first step of each run being a warm-up (zero-run's JIT compilation is
outside its step time). zero-run's step stores bf16 weights and computes
its products on bf16 operands with f32 sums and the rest in f32 (the
importer's mixed precision); plain PyTorch is f32 throughout.

  python3 bench/torch_step_time.py [--build build] [--python PYTHON]
      [--config CONFIG] [--np 2] [--batch 8] [--seq 128] [--steps 4]
      [--rounds 3] [--lowerings naive,untiled,loops,library]

PYTHON is a Python with torch and transformers (default: $ZERO_TORCH_PYTHON,
else .venv-torch/bin/python; scripts/setup.sh --with-torch makes it).
Measured figures: bench/step_time.md.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIG = os.path.join(ROOT, "examples", "configs", "tiny-llama.json")

# zero-run's lowerings: name -> (label suffix, zero-lower-to-llvm options).
LOWERINGS = {
    "naive": (", naive loop order",
              "vectorizable-loop-order=false library-matmul=false"),
    "untiled": (", no register tiles",
                "register-tiles=false library-matmul=false"),
    "loops": (", loops", "library-matmul=false"),
    "library": ("", "library-matmul=true"),
}

# One rank of PyTorch's DDP step, run by `PYTHON -c` with RANK, WORLD,
# BATCH, SEQ, STEPS, PORT and OUT in the environment; writes its step times
# (seconds) to OUT.RANK as JSON.
TORCH_RANK = r"""
import json, os, time
import torch, torch.distributed as dist, transformers
torch.set_num_threads(1)
rank, world = int(os.environ["RANK"]), int(os.environ["WORLD"])
dist.init_process_group("gloo", init_method="tcp://127.0.0.1:" +
                        os.environ["PORT"], rank=rank, world_size=world)
config = transformers.LlamaConfig.from_json_file(os.environ["CONFIG"])
torch.manual_seed(0)
model = torch.nn.parallel.DistributedDataParallel(
    transformers.LlamaForCausalLM(config))
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
batch, seq = int(os.environ["BATCH"]), int(os.environ["SEQ"])
generator = torch.Generator().manual_seed(rank)
times = []
for _ in range(int(os.environ["STEPS"])):
    tokens = torch.randint(0, config.vocab_size, (batch, seq),
                           generator=generator)
    dist.barrier()
    start = time.perf_counter()
    with torch.autocast("cpu", dtype=torch.bfloat16,
                        enabled=os.environ["AUTOCAST"] == "1"):
        loss = model(input_ids=tokens, labels=tokens).loss
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    times.append(time.perf_counter() - start)
with open(os.environ["OUT"] + "." + str(rank), "w") as f:
    json.dump(times, f)
dist.destroy_process_group()
"""


def run(cmd, env=None):
    result = subprocess.run(cmd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"torch_step_time: {' '.join(cmd)} failed:\n{result.stderr}")
    return result.stdout


def torch_steps(python, args, out, port, autocast):
    """Runs PyTorch's step on args.np ranks; returns the slowest rank's
    time of every step after the first."""
    processes = []
    for rank in range(args.np):
        env = dict(os.environ, RANK=str(rank), WORLD=str(args.np),
                   BATCH=str(args.batch), SEQ=str(args.seq),
                   STEPS=str(args.steps), PORT=str(port), OUT=out,
                   CONFIG=args.config, OMP_NUM_THREADS="1",
                   AUTOCAST="1" if autocast else "0")
        processes.append(subprocess.Popen([python, "-c", TORCH_RANK], env=env,
                                          stderr=subprocess.PIPE, text=True))
    for process in processes:
        _, err = process.communicate()
        if process.returncode != 0:
            sys.exit(f"torch_step_time: a PyTorch rank failed:\n{err}")
    per_rank = []
    for rank in range(args.np):
        with open(f"{out}.{rank}") as f:
            per_rank.append(json.load(f))
    return [max(rank[t] for rank in per_rank) for t in range(1, args.steps)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--python", default=os.environ.get(
        "ZERO_TORCH_PYTHON", os.path.join(ROOT, ".venv-torch", "bin", "python")))
    parser.add_argument("--np", type=int, default=2)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--seq", type=int, default=128)
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--config", default=CONFIG)
    parser.add_argument("--lowerings", default="naive,untiled,loops,library",
                        help="comma-separated zero-run variants: naive, "
                        "untiled, loops, library")
    args = parser.parse_args()
    lowerings = args.lowerings.split(",")
    unknown = set(lowerings) - set(LOWERINGS)
    if unknown or not lowerings:
        sys.exit(f"torch_step_time: unknown --lowerings {sorted(unknown)}; "
                 f"choose from {', '.join(LOWERINGS)}")
    if args.steps < 2:
        sys.exit("torch_step_time: --steps must be at least 2 (the first is "
                 "a warm-up)")
    if not os.path.exists(args.python):
        sys.exit(f"torch_step_time: no Python with torch at {args.python}; "
                 "pass --python, set ZERO_TORCH_PYTHON or run "
                 "scripts/setup.sh --with-torch")
    tools = os.path.join(args.build, "bin")
    env = dict(os.environ)
    env.setdefault("OMPI_MCA_btl_vader_single_copy_mechanism", "none")
    mpirun = ["mpirun", "--oversubscribe", "-np", str(args.np)]
    if os.geteuid() == 0:
        mpirun.insert(1, "--allow-run-as-root")

    with tempfile.TemporaryDirectory() as work:
        step = os.path.join(work, "step.mlir")
        run([os.path.join(tools, "zero-import"), "--hf-config", args.config,
             "--batch", str(args.batch), "--seq", str(args.seq), "-o", step])
        variants = {}  # name -> (sharded step, lowered module), or autocast
        for stage in (0, 3):
            sharded = os.path.join(work, f"stage{stage}.mlir")
            run([os.path.join(tools, "zero-opt"), step,
                 f"--zero-shard=stage={stage} world-size={args.np}",
                 "-o", sharded])
            for lowering in lowerings:
                label, options = LOWERINGS[lowering]
                lowered = os.path.join(work, f"stage{stage}-{lowering}.ll.mlir")
                run([os.path.join(tools, "zero-opt"), sharded,
                     f"--zero-lower-to-llvm={options}", "-o", lowered])
                variants[f"zero-run stage {stage}{label}"] = (sharded, lowered)
        variants["PyTorch DDP"] = False
        variants["PyTorch DDP, bf16 autocast"] = True
        times = {name: [] for name in variants}
        names = list(variants)
        for round_index in range(args.rounds):
            for i in range(len(names)):
                name = names[(round_index + i) % len(names)]
                if isinstance(variants[name], bool):
                    times[name] += torch_steps(
                        args.python, args, os.path.join(work, "torch"),
                        29500 + round_index + 100 * i, variants[name])
                    continue
                sharded, lowered = variants[name]
                report = os.path.join(work, "run.json")
                command = mpirun + [os.path.join(tools, "zero-run"), sharded,
                                    "--steps", str(args.steps), "--json",
                                    report, "--lowered", lowered]
                run(command, env=env)
                with open(report) as f:
                    per_rank = json.load(f)["step_seconds"]
                times[name] += [max(rank[t] for rank in per_rank)
                                for t in range(1, args.steps)]
        torch_median = statistics.median(times["PyTorch DDP"])
        print(f"{os.path.basename(args.config)}, {args.batch} x {args.seq} "
              "tokens per rank, "
              f"{args.np} ranks, median of {args.rounds} rounds x "
              f"{args.steps - 1} steps (slowest rank); load average "
              f"{os.getloadavg()[0]:.1f}")
        print(f"{'':<36} {'step [ms]':>10} {'vs PyTorch':>11}")
        for name in names:
            median = statistics.median(times[name])
            print(f"{name:<36} {median * 1e3:>10.1f} "
                  f"{median / torch_median:>11.2f}")


if __name__ == "__main__":
    main()
