#!/usr/bin/env python3
"""End-to-end step time of ZeRO stages 1-3 as a ratio to stage 0.

For each model, imports the training step once, shards it at stages 0-3 for
N ranks, and runs every stage with `mpirun -np N zero-run` in the same
invocation, in rounds that rotate the stage order (so that drift of the
machine hits every stage alike). A step's time is the slowest rank's wall time
of the compiled step (zero-run's `step_seconds`: JIT compilation excluded,
the collectives and their waits included); the first step of every run is a
warm-up and is dropped. Prints, per model and stage, the median step time, its
ratio to stage 0, and what the runtime counted: bytes sent per rank per step
and the peak bytes allocated.

  python3 bench/step_time.py [--build build] [--np 2] [--steps 5] [--rounds 3]
                             [--algo ring|native] [--model NAME ...]
                             [--predict [--machine FILE.json |
                                         --calibrate each|once]
                                        [--profile [--by-op N]]]
                             [--prefetch DEPTH]

With --predict, each stage's step time is also estimated: zero-report's
`scheduled.time_s.step` of the sharded program on a machine description;
the table adds the estimate and estimate / measured. By default
(`--calibrate each`) `zero-run --calibrate` describes the machine right
before every timed run, and each run's estimate is set against that run's
own median step: a shared virtual machine's rates move between runs (on
the 2-vCPU development machine the link and memory bandwidths switch
between two modes, bench/step_time.md), and a description measured in one
mode misprices a step run in the other. The estimate printed is the median
of the runs' estimates, est/measured the median of the runs' ratios.
`--calibrate once` calibrates once at the start; `--machine FILE` uses a
given description for every run.

With --predict --profile, each stage also runs once more with
`zero-run --profile-ops --machine` (every op the model prices timed, the
model's estimate of each beside it), after the timed rounds, and a table
per stage sets each class of op (matmul, attention, elementwise,
collective) measured against its estimate, with the untimed rest of the
step: where the estimate misses. --by-op N adds the N groups of ops (op name
and result type) that take longest, each measured against its estimate.

With --prefetch DEPTH, each stage also runs as `zero-prefetch depth=DEPTH`
made it (collectives started ahead and waited for late, through the
runtime's asynchronous path), in the same rounds; the table adds its step
time, its ratio to the same stage without prefetching, and its peak.

Measured figures and how to read them: bench/step_time.md.

As root in a container, mpirun needs --allow-run-as-root (added when running
as root) and, where single-copy transfers are forbidden,
OMPI_MCA_btl_vader_single_copy_mechanism=none (set unless already set).
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# name -> zero-import arguments. The MLP has many parameters and few rows, so
# that the optimizer update and the collectives matter next to the compute;
# the tiny Llama is compute-bound at this batch.
MODELS = {
    "mlp-4M": ["--synthetic-params", "4000000", "--layers", "8",
               "--batch", "2", "--seq", "8"],
    "tiny-llama": ["--hf-config",
                   os.path.join(ROOT, "examples/configs/tiny-llama.json"),
                   "--batch", "2", "--seq", "32"],
    "mlp-16M": ["--synthetic-params", "16000000", "--layers", "8",
                "--batch", "4", "--seq", "16"],
    # Issue 27's realistic model: 21 M parameters, 4 x 256 tokens per rank.
    "llama-21m": ["--hf-config",
                  os.path.join(ROOT, "bench/configs/llama-21m.json"),
                  "--batch", "4", "--seq", "256"],
}


def run(cmd, env=None):
    result = subprocess.run(cmd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"step_time: {' '.join(cmd)} failed:\n{result.stderr}")
    return result.stdout


def result_type(lines, loc):
    """The last tensor type on the program line `loc` (file:line:col) names,
    which is the op's result in the custom form; '' for none."""
    parts = loc.rsplit(":", 2)
    if len(parts) != 3 or not parts[1].isdigit():
        return ""
    number = int(parts[1])
    if not 1 <= number <= len(lines):
        return ""
    types = re.findall(r"tensor<[^>]*>", lines[number - 1])
    return types[-1] if types else ""


def print_profile(mpirun, tools, env, work, model, stage, steps, machine,
                  by_op):
    """One profiled run of a stage: each class's median time per step (the
    slowest rank) against the model's estimate of the same ops; with `by_op`,
    also the `by_op` groups of ops (name and result type) that take the most
    time."""
    program = os.path.join(work, f"{model}-{stage}-sync.mlir")
    report = os.path.join(work, f"{model}-{stage}-profile.json")
    run(mpirun + [os.path.join(tools, "zero-run"), program, "--steps",
                  str(steps), "--profile-ops", "--machine", machine,
                  "--json", report], env=env)
    with open(report) as f:
        result = json.load(f)
    profile = result["op_profile"]
    step = max(statistics.median_high(rank[1:])
               for rank in result["step_seconds"])
    timed = max(profile["timed_seconds_per_step"])
    print(f"  {model} stage {stage}, profiled ({len(profile['ops'])} ops): "
          f"class, measured [ms], estimate [ms], est/measured")
    for name, seconds in profile["seconds_per_step_by_class"].items():
        measured = max(seconds)
        estimate = profile["estimate_seconds_by_class"][name]
        ratio = f"{estimate / measured:.2f}" if measured > 0 else "n/a"
        print(f"    {name:<12} {measured * 1e3:>10.2f} {estimate * 1e3:>10.2f} "
              f"{ratio:>6}")
    print(f"    {'untimed':<12} {(step - timed) * 1e3:>10.2f} "
          f"{'':>10} {'':>6}  (step {step * 1e3:.2f} ms)", flush=True)
    if not by_op:
        return
    # Each op's time is its slowest rank's, so a collective's includes the
    # wait for the last rank to arrive.
    with open(program) as f:
        lines = f.read().split("\n")
    groups = {}
    for op in profile["ops"]:
        key = (op["op"], result_type(lines, op["loc"]))
        group = groups.setdefault(key, [0, 0.0, 0.0])
        group[0] += 1
        group[1] += max(op["seconds_per_step"])
        group[2] += op["estimate_seconds"]
    print(f"    by op (the {by_op} that take longest): op, result, count, "
          f"measured [ms], estimate [ms], est/measured")
    ranked = sorted(groups.items(), key=lambda item: -item[1][1])
    for (name, result, ), (count, measured, estimate) in ranked[:by_op]:
        ratio = f"{estimate / measured:.2f}" if measured > 0 else "n/a"
        print(f"      {name:<20} {result:<26} {count:>4} {measured * 1e3:>9.3f} "
              f"{estimate * 1e3:>9.3f} {ratio:>6}", flush=True)


def describe(machine):
    """One line of a machine description's rates."""
    return (f"{machine['name']}: matmul "
            f"{machine['matmul_flops']['bf16'] / 1e9:.0f} (bf16), "
            f"{machine['matmul_flops']['f32'] / 1e9:.0f} (f32) GFLOP/s, "
            f"vector {machine['vector_flops']['f32'] / 1e9:.0f} GFLOP/s, "
            f"memory {machine['memory_bandwidth'] / 1e9:.1f} GB/s, "
            f"link {machine['intra_node_bandwidth'] / 1e9:.2f} GB/s, "
            f"transcendentals "
            f"{machine.get('transcendentals_per_s', 0) / 1e9:.3f} G/s, "
            f"library call {machine.get('matmul_call_s', 0) * 1e6:.2f} us")


def describe_range(machines):
    """The smallest and largest of each rate over several calibrations."""
    def span(values, scale, digits):
        return (f"{min(values) / scale:.{digits}f}-"
                f"{max(values) / scale:.{digits}f}")
    return (f"matmul {span([m['matmul_flops']['bf16'] for m in machines], 1e9, 0)}"
            f" (bf16), "
            f"{span([m['matmul_flops']['f32'] for m in machines], 1e9, 0)} (f32)"
            f" GFLOP/s, memory "
            f"{span([m['memory_bandwidth'] for m in machines], 1e9, 1)} GB/s, "
            f"link {span([m['intra_node_bandwidth'] for m in machines], 1e9, 2)}"
            f" GB/s")


def estimate_step(tools, work, program, machine):
    """zero-report's estimate of a sharded step on a machine description."""
    estimate = os.path.join(work, "estimate.json")
    run([os.path.join(tools, "zero-opt"), program, "-o", os.devnull,
         f"--zero-report=table= json={estimate} machine={machine}"])
    with open(estimate) as f:
        return json.load(f)["scheduled"]["time_s"]["step"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--np", type=int, default=2)
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--algo", choices=["ring", "native"], default="ring")
    parser.add_argument("--model", action="append", choices=sorted(MODELS))
    parser.add_argument("--predict", action="store_true",
                        help="also print zero-report's estimate of each step")
    parser.add_argument("--machine",
                        help="with --predict: a zero-machine/2 (or /1) file (default: "
                             "calibrate this machine, see --calibrate)")
    parser.add_argument("--calibrate", choices=["each", "once"],
                        help="with --predict and no --machine: calibrate before "
                             "every timed run (each, the default) or once at "
                             "the start")
    parser.add_argument("--profile", action="store_true",
                        help="with --predict: also time each class of op "
                             "against its estimate (zero-run --profile-ops)")
    parser.add_argument("--by-op", type=int, default=0, metavar="N",
                        help="with --profile: also list the N groups of ops "
                             "(name and result type) that take longest")
    parser.add_argument("--prefetch", type=int, metavar="DEPTH",
                        help="also run each stage prefetched at this depth")
    args = parser.parse_args()
    if args.steps < 2:
        sys.exit("step_time: --steps must be at least 2 (the first is a warm-up)")
    if args.profile and not args.predict:
        sys.exit("step_time: --profile sets classes of op against the "
                 "estimate: add --predict")
    if args.calibrate and not args.predict:
        sys.exit("step_time: --calibrate describes the machine for the "
                 "estimate: add --predict")
    if args.calibrate and args.machine:
        sys.exit("step_time: --machine gives the description and --calibrate "
                 "measures one: use one of them")
    args.calibrate = args.calibrate or "each"
    if args.machine and not args.predict:
        sys.exit("step_time: --machine describes the machine for the "
                 "estimate: add --predict")
    if args.by_op < 0 or (args.by_op and not args.profile):
        sys.exit("step_time: --by-op N (N >= 1) lists ops of the profile: "
                 "add --predict --profile")
    if args.prefetch is not None and args.prefetch < 0:
        sys.exit("step_time: --prefetch takes a depth of 0 or more")
    tools = os.path.join(args.build, "bin")
    env = dict(os.environ, ZERO_RT_ALGO=args.algo)
    env.setdefault("OMPI_MCA_btl_vader_single_copy_mechanism", "none")
    mpirun = ["mpirun", "--oversubscribe", "-np", str(args.np)]
    if os.geteuid() == 0:
        mpirun.insert(1, "--allow-run-as-root")

    print(f"step time on {args.np} ranks, {args.algo} algorithm, median of "
          f"{args.rounds} rounds x {args.steps - 1} steps (slowest rank)")
    header = (f"{'model':<12} {'stage':>5} {'step [ms]':>10} {'vs stage 0':>11} "
              f"{'sent/step [MB]':>15} {'peak [MB]':>10}")
    if args.predict:
        header += f" {'estimate [ms]':>14} {'est/measured':>13}"
    variants = ["sync"]
    if args.prefetch is not None:
        variants.append("prefetch")
        header += (f" {'prefetch' + str(args.prefetch) + ' [ms]':>15} "
                   f"{'vs sync':>8} {'peak [MB]':>10}")
    with tempfile.TemporaryDirectory() as work:
        calibrations = []

        def calibrate():
            """A fresh description of this machine, as it runs now."""
            path = os.path.join(work, f"machine-{len(calibrations)}.json")
            run(mpirun + [os.path.join(tools, "zero-run"),
                          f"--calibrate={path}"], env=env)
            with open(path) as f:
                calibrations.append(json.load(f))
            return path

        fixed_machine = args.machine
        if args.predict and not fixed_machine and args.calibrate == "once":
            fixed_machine = calibrate()
        if fixed_machine:
            with open(fixed_machine) as f:
                print("machine: " + describe(json.load(f)))
        elif args.predict:
            print("machine: calibrated before every timed run (the ranges "
                  "over the runs are printed at the end)")
        print(header)
        for model in args.model or list(MODELS):
            step = os.path.join(work, f"{model}.mlir")
            run([os.path.join(tools, "zero-import"), *MODELS[model], "-o", step])
            runs = [(stage, variant) for stage in range(4)
                    for variant in variants]
            times = {key: [] for key in runs}
            counted = {}
            # Per stage: (estimate, estimate / the run's median step) of
            # every timed run, each on the machine as described for it.
            predictions = {stage: [] for stage in range(4)}
            for stage in range(4):
                sharded = os.path.join(work, f"{model}-{stage}-sync.mlir")
                run([os.path.join(tools, "zero-opt"), step,
                     f"--zero-shard=stage={stage} world-size={args.np}",
                     "-o", sharded])
                if args.prefetch is not None:
                    run([os.path.join(tools, "zero-opt"), sharded,
                         f"--zero-prefetch=depth={args.prefetch}", "-o",
                         os.path.join(work, f"{model}-{stage}-prefetch.mlir")])
            for round_index in range(args.rounds):
                order = [runs[(round_index + i) % len(runs)]
                         for i in range(len(runs))]
                for stage, variant in order:
                    program = os.path.join(work, f"{model}-{stage}-{variant}.mlir")
                    report = os.path.join(work, f"{model}-{stage}-{variant}.json")
                    machine = None
                    if args.predict and variant == "sync":
                        machine = fixed_machine or calibrate()
                    run(mpirun + [os.path.join(tools, "zero-run"), program,
                                  "--steps", str(args.steps), "--json", report],
                        env=env)
                    with open(report) as f:
                        result = json.load(f)
                    per_rank = result["step_seconds"]
                    slowest = [max(rank[t] for rank in per_rank)
                               for t in range(1, args.steps)]
                    times[stage, variant].extend(slowest)
                    if machine:
                        estimate = estimate_step(tools, work, program, machine)
                        predictions[stage].append(
                            (estimate, estimate / statistics.median(slowest)))
                    started = result["async_collectives_started"]
                    if (variant == "prefetch") != any(n for r in started for n in r):
                        sys.exit(f"step_time: the {variant} run of {model} at "
                                 f"stage {stage} started {started} async "
                                 f"collectives")
                    counted[stage, variant] = (
                        result["sent_bytes"][0][-1],
                        max(max(r) for r in result["peak_bytes_allocated"]))
            base = statistics.median(times[0, "sync"])
            for stage in range(4):
                median = statistics.median(times[stage, "sync"])
                sent, peak = counted[stage, "sync"]
                line = (f"{model:<12} {stage:>5} {median * 1e3:>10.1f} "
                        f"{median / base:>11.3f} {sent / 1e6:>15.3f} "
                        f"{peak / 1e6:>10.2f}")
                if args.predict:
                    estimates = [e for e, _ in predictions[stage]]
                    ratios = [r for _, r in predictions[stage]]
                    line += (f" {statistics.median(estimates) * 1e3:>14.1f} "
                             f"{statistics.median(ratios):>13.2f}")
                    if len(ratios) > 1:
                        line += f" ({min(ratios):.2f}-{max(ratios):.2f})"
                if args.prefetch is not None:
                    prefetched = statistics.median(times[stage, "prefetch"])
                    _, prefetched_peak = counted[stage, "prefetch"]
                    line += (f" {prefetched * 1e3:>15.1f} "
                             f"{prefetched / median:>8.3f} "
                             f"{prefetched_peak / 1e6:>10.2f}")
                print(line, flush=True)
            if args.profile:
                for stage in range(4):
                    print_profile(mpirun, tools, env, work, model, stage,
                                  args.steps, fixed_machine or calibrate(),
                                  args.by_op)
        if calibrations and not fixed_machine:
            print(f"machine, over {len(calibrations)} calibrations: "
                  + describe_range(calibrations))


if __name__ == "__main__":
    main()
