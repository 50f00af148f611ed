#!/usr/bin/env python3
"""Benchmark of zero-opt's static report against parse+print of the same file.

For each model (Llama 3 8B, 70B, 3.1 405B from examples/configs, and
synthetic models of 2,000 and 10,000 layers) this imports the training step
once, then times, in the same run and interleaved:

  floor:   zero-opt STEP.mlir -o /dev/null                   (parse + verify + print)
  report:  zero-opt STEP.mlir --zero-report=... -o /dev/null  (the same + the report)
           or, with --shard-stage S, zero-shard at stage S followed by the
           report of the sharded program
  out:     zero-opt OUT.mlir -o /dev/null, the floor of the program the
           passes produce (the sharded step is larger than its input: 5% on
           Llama, 35% in bytes on the synthetic steps)

and prints the median of each, their ratio (target <= 1.3), the ratio to the
larger of the two floors ("io ratio": what the passes cost beyond reading
and writing the bigger of their input and output; MLIR verifies the output
once after the pass and once more before printing it, so a larger output
costs more whatever the passes do) and the time per operation, whose
flatness across sizes shows linear growth. It also times the passes with
`-verify-each=0` ("own"): MLIR verifies the whole module again after every
pass that changes it; "own" is what zero-opt's passes cost by themselves.
The peak resident memory of zero-opt itself (maximum RSS of the process,
from wait4) is printed for the floor and the passes.

Growth of the time per operation, largest over smallest across the models
(1.0 = linear; the target is <= 1.15 from 8B to 10,000 layers), is printed
for these times, each divided by the step's operation count (the output
floor by the output's):

  passes:  the whole run with the passes (parse, passes, verify, print);
  floor:   parse + print alone, which zero-opt's passes do not control;
  added:   passes - floor, what the passes add to a run;

and within each family of models (Llama 8B to 405B; synthetic 2,000 to
10,000 layers), where the op mix is the same and only the size changes.

With --search-all, the passes are zero-shard with every searched option
`auto` (stage, remat, cast-on-gather, reshard-after-forward, prefetch;
offload, which stage=auto falls back to; the shard group, with node-size=)
on nodes of --node-size devices,
ranked by --machine's estimated step time, then zero-report's JSON (which
holds the candidate table, `plan_search`); each model's row is followed by
the plan chosen and how many candidates were priced.

  python3 bench/report_bench.py [--build build] [--repeat 5] [--world-size 512]
                                [--shard-stage 0|1|2|3|auto [--remat none|layer|selective|auto]
                                 [--device-memory 80GB]]
                                [--search-all [--node-size 8] [--machine h100-sxm]
                                 [--reshard auto] [--prefetch auto] [--exact-search]
                                 [--on-device auto]]
                                [--model NAME ...]

The issue-24 row (Llama 3.1 405B, 512 devices of 80 GB, nodes of 8):
  python3 bench/report_bench.py --search-all --model llama3-8b --model llama3.1-405b

The same with the instructions of one run of each (valgrind; about 10 min):
  python3 bench/report_bench.py --search-all --instructions --repeat 1 --model llama3-8b --model llama3.1-405b

The same with exact-search=true (every plan that some prefetch depth could
make the fastest priced):
  python3 bench/report_bench.py --search-all --exact-search --model llama3-8b --model llama3.1-405b

DeepSeek-V3 671B on one device of a 2 x 64 mesh under 64-way expert
parallelism, ZeRO over both axes (its routed experts over edp only), every
option auto but prefetch (machine= is refused on the strided axes):
  python3 bench/report_bench.py --search-all --model deepseek-v3-ep64 --repeat 3

The shard-group search (every G from 1 to N priced, without machine=):
  python3 bench/report_bench.py --shard-stage auto --remat auto --shard-groups --model llama3-8b
"""

import json

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def timed(cmd):
    """Wall seconds and peak resident bytes of one run of `cmd`."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    stderr = proc.stderr.read()
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(cmd)} failed: {stderr.decode(errors='replace')[:2000]}")
    return seconds, usage.ru_maxrss * 1024


def instructions(cmd):
    """Instructions one run of `cmd` executes, counted by valgrind's
    callgrind: unlike wall time, the same on a busy or a quiet machine."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *cmd],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if proc.returncode != 0:
            raise SystemExit(f"valgrind {' '.join(cmd)} failed: {proc.stderr[-2000:]}")
        for line in proc.stderr.splitlines():
            if "Collected :" in line:
                return int(line.split("Collected :")[1].split()[0])
    raise SystemExit(f"valgrind printed no instruction count for {' '.join(cmd)}")


def count_ops(path):
    # One operation per line that defines a value or is a known terminator/op;
    # good enough as a size measure for growth (it is the same for floor and
    # report).
    ops = 0
    with open(path) as f:
        for line in f:
            s = line.strip()
            if s.startswith("%") or s.startswith("zero.") or s.startswith("return") or s.startswith("linalg.yield"):
                ops += 1
    return ops


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--world-size", type=int, default=512)
    parser.add_argument("--shard-stage", default=None, choices=["0", "1", "2", "3", "auto"],
                        help="also shard the step at this stage (zero-shard) before the report, "
                             "which then measures the sharded program")
    parser.add_argument("--remat", default=None, choices=["none", "layer", "selective", "auto"],
                        help="with --shard-stage: zero-shard's remat= option (recompute "
                             "activations before sharding)")
    parser.add_argument("--device-memory", default="80GB",
                        help="with --shard-stage auto or --remat auto: zero-shard's device-memory=")
    parser.add_argument("--search-all", action="store_true",
                        help="zero-shard with every searched option auto (see above)")
    parser.add_argument("--node-size", type=int, default=8,
                        help="with --search-all or --shard-groups: zero-shard's node-size=")
    parser.add_argument("--shard-groups", action="store_true",
                        help="with --shard-stage auto: search the shard group too "
                             "(node-size=, without machine=: every group size is priced)")
    parser.add_argument("--machine", default="h100-sxm",
                        help="with --search-all: zero-shard's machine=")
    parser.add_argument("--reshard", default="auto",
                        help="with --search-all: zero-shard's reshard-after-forward= "
                             "(auto: searched, the default)")
    parser.add_argument("--prefetch", default="auto",
                        help="with --search-all: zero-shard's prefetch= "
                             "(auto: searched, the default; 0: not prefetched)")
    parser.add_argument("--on-device", default=None,
                        help="with --search-all: zero-shard's on-device= (auto: the "
                             "search keeps on the device as many of the parameters "
                             "an offload moves as fit)")
    parser.add_argument("--exact-search", action="store_true",
                        help="with --search-all: zero-shard's exact-search=true (a plan "
                             "left out only when no prefetch depth makes it the fastest)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count the instructions of one run of the floor, the "
                             "output's floor and the passes under valgrind (callgrind), and "
                             "print their growth per op, which machine load does not move")
    parser.add_argument("--model", action="append", default=None,
                        help="only this model (repeatable): llama3-8b, llama3-70b, llama3.1-405b, "
                             "synthetic-2000-layers, synthetic-10000-layers; with "
                             "--search-all also deepseek-v3-ep64 (a mesh step)")
    args = parser.parse_args()

    zero_opt = os.path.join(args.build, "bin", "zero-opt")
    zero_import = os.path.join(args.build, "bin", "zero-import")
    configs = os.path.join(ROOT, "examples", "configs")
    models = [
        ("llama3-8b", ["--hf-config", os.path.join(configs, "llama3-8b.json")]),
        ("llama3-70b", ["--hf-config", os.path.join(configs, "llama3-70b.json")]),
        ("llama3.1-405b", ["--hf-config", os.path.join(configs, "llama3.1-405b.json")]),
        ("synthetic-2000-layers", ["--synthetic-params", "2000000000", "--layers", "2000"]),
        ("synthetic-10000-layers", ["--synthetic-params", "10000000000", "--layers", "10000"]),
    ]
    # Steps of one device of a mesh, searched over their data-parallel axes
    # (--search-all only; named with --model, not run by default).
    mesh_models = [
        ("deepseek-v3-ep64", ["--hf-config", os.path.join(configs, "deepseek-v3.json"),
                              "--batch", "1", "--seq", "16", "--expert-parallel", "64",
                              "--expert-rank", "0", "--mesh", "edp=2,ep=64"],
         "grid=mesh dp-axis=edp,ep"),
    ]
    if args.exact_search and not args.search_all:
        parser.error("--exact-search goes with --search-all")
    if args.search_all:
        if args.shard_stage is not None or args.remat is not None:
            parser.error("--search-all searches the stage and remat itself")
        passes = [f"--zero-shard=stage=auto remat=auto cast-on-gather=auto "
                  f"reshard-after-forward={args.reshard} prefetch={args.prefetch} "
                  f"world-size={args.world_size} device-memory={args.device_memory} "
                  f"machine={args.machine} node-size={args.node_size}"
                  + (" exact-search=true" if args.exact_search else "")
                  + (f" on-device={args.on_device}" if args.on_device else ""),
                  "--zero-report=table=- json={json}"]
        # On a mesh whose ZeRO axes are strided machine= is refused (the
        # step time is not estimated there), and with it prefetch=auto: the
        # candidates are ranked by traffic, unprefetched.
        mesh_passes = [f"--zero-shard=stage=auto remat=auto cast-on-gather=auto "
                       f"reshard-after-forward={args.reshard} "
                       f"device-memory={args.device_memory} {{mesh}}",
                       "--zero-report=table=- json={json}"]
    elif args.shard_stage is None:
        passes = [f"--zero-report=world-size={args.world_size} table=-"]
    else:
        shard = f"stage={args.shard_stage} world-size={args.world_size}"
        if args.remat:
            shard += f" remat={args.remat}"
        if args.shard_stage == "auto" or args.remat == "auto":
            shard += f" device-memory={args.device_memory}"
        if args.shard_groups:
            if args.shard_stage != "auto":
                parser.error("--shard-groups searches the shard group with --shard-stage auto")
            shard += f" node-size={args.node_size}"
        passes = [f"--zero-shard={shard}",
                  "--zero-report=table=-"]

    models = [(name, import_args, None) for name, import_args in models]
    if args.model:
        unknown = set(args.model) - {m[0] for m in models + mesh_models}
        if unknown:
            parser.error(f"unknown model(s): {', '.join(sorted(unknown))}")
        if not args.search_all and set(args.model) & {m[0] for m in mesh_models}:
            parser.error("the mesh models run with --search-all only")
        models = [m for m in models + mesh_models if m[0] in args.model]
    print(f"zero-opt benchmark: {' '.join(passes)} against parse+print, "
          f"median of {args.repeat} runs")
    if any(mesh for _, _, mesh in models):
        print(f"  on the mesh steps: {' '.join(mesh_passes)}")
    print(f"{'model':<24}{'ops':>9}{'out ops':>9}{'MB':>7}{'floor s':>9}{'out s':>9}"
          f"{'passes s':>10}{'ratio':>7}{'io ratio':>9}"
          f"{'own s':>8}{'own ratio':>10}{'us/op':>8}{'floor RSS MB':>14}{'passes RSS MB':>15}")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, import_args, mesh in models:
            step = os.path.join(tmp, name + ".mlir")
            run([zero_import, *import_args, "-o", step])
            ops = count_ops(step)
            size_mb = os.path.getsize(step) / 1e6
            output = os.path.join(tmp, name + ".out.mlir")
            floor_cmd = [zero_opt, step, "-o", os.devnull]
            json_path = os.path.join(tmp, name + ".json")
            model_passes = [p.replace("{json}", json_path).replace("{mesh}", mesh or "")
                            for p in (mesh_passes if mesh else passes)]
            passes_cmd = [zero_opt, step, *model_passes, "-o", os.devnull]
            own_cmd = [*passes_cmd, "-verify-each=0"]
            out_floor_cmd = [zero_opt, output, "-o", os.devnull]
            # Writes the program the passes produce (and warms the page
            # cache, checking that the run succeeds).
            run([zero_opt, step, *model_passes, "-o", output])
            search_line = ""
            if args.search_all:
                with open(json_path) as f:
                    report = json.load(f)
                table = report["plan_search"]
                chosen = table["candidates"][table["chosen"]]
                priced = sum(c["peak_bytes"] is not None for c in table["candidates"])
                # No step time where machine= is not given (the mesh rows).
                step = ("" if chosen["step_s"] is None
                        else f", step {chosen['step_s']:.2f} s")
                search_line = (
                    f"  chosen: stage {chosen['stage']}, remat={chosen['remat']}, "
                    f"offload={chosen['offload']}"
                    f"{' offload-params' if chosen['offload_params'] else ''}"
                    f"{' with %d parameters kept on the device' % chosen['params_on_device'] if chosen.get('params_on_device') else ''}, "
                    f"shard-group={chosen['shard_group']}, "
                    f"reshard-after-forward={chosen['reshard_after_forward']}, "
                    f"cast-on-gather={'true' if chosen['cast_on_gather'] else 'false'}, "
                    f"prefetch={chosen['prefetch']}, "
                    f"{chosen['peak_bytes'] / 1e9:.1f} GB required{step}; "
                    f"{priced} of {len(table['candidates'])} candidates priced")
            out_ops = count_ops(output)
            samples = {"floor": [], "passes": [], "own": [], "out": []}
            for _ in range(args.repeat):
                for key, cmd in (("floor", floor_cmd), ("passes", passes_cmd), ("own", own_cmd),
                                 ("out", out_floor_cmd)):
                    samples[key].append(timed(cmd))
            floor = statistics.median(t for t, _ in samples["floor"])
            full = statistics.median(t for t, _ in samples["passes"])
            own = statistics.median(t for t, _ in samples["own"])
            out_floor = statistics.median(t for t, _ in samples["out"])
            floor_rss = max(m for _, m in samples["floor"]) / 1e6
            passes_rss = max(m for _, m in samples["passes"]) / 1e6
            io_floor = max(floor, out_floor)
            rows.append(dict(name=name, ops=ops, out_ops=out_ops, floor=floor, full=full,
                             own=own, out_floor=out_floor, io_floor=io_floor))
            if args.instructions:
                rows[-1].update(floor_ins=instructions(floor_cmd),
                                out_ins=instructions(out_floor_cmd),
                                passes_ins=instructions(passes_cmd))
            print(f"{name:<24}{ops:>9}{out_ops:>9}{size_mb:>7.1f}{floor:>9.3f}{out_floor:>9.3f}"
                  f"{full:>10.3f}{full / floor:>7.2f}{full / io_floor:>9.2f}"
                  f"{own:>8.3f}{own / floor:>10.2f}{full / max(ops, out_ops) * 1e6:>8.2f}"
                  f"{floor_rss:>14.0f}{passes_rss:>15.0f}")
            if search_line:
                print(search_line)
    worst = max(r["full"] / r["floor"] for r in rows)
    worst_io = max(r["full"] / r["io_floor"] for r in rows)
    worst_own = max(r["own"] / r["floor"] for r in rows)
    def growth(times, ops_key="ops", subset=None):
        chosen = [(t, r) for t, r in zip(times, rows) if subset is None or r["name"] in subset]
        per_op = [t / r[ops_key] for t, r in chosen]
        return max(per_op) / min(per_op)

    print(f"worst ratio passes/floor: {worst:.2f} (target <= 1.3); "
          f"without the verifier after each pass: {worst_own:.2f}")
    print(f"worst ratio passes/max(floor, out floor): {worst_io:.2f} (the passes against reading "
          "and writing the larger of their input and their output)")
    print("time per op, largest/smallest across models (1.0 = perfectly linear; "
          "target <= 1.15):")
    print(f"  passes {growth([r['full'] for r in rows]):.2f}, "
          f"floor {growth([r['floor'] for r in rows]):.2f}, "
          f"out floor per output op {growth([r['out_floor'] for r in rows], 'out_ops'):.2f}, "
          f"added (passes - floor) {growth([r['full'] - r['floor'] for r in rows]):.2f}, "
          f"added without the verifier (own - floor) "
          f"{growth([r['own'] - r['floor'] for r in rows]):.2f}")
    if args.instructions:
        # Per op of the larger of input and output, as the us/op column: a
        # plan that recomputes layers writes more ops than it reads, and the
        # run verifies and prints all of them.
        print("instructions (callgrind, one run each), per op of the larger of input and output:")
        for r in rows:
            larger = max(r["ops"], r["out_ops"])
            print(f"  {r['name']:<24} passes {r['passes_ins'] / 1e9:.3f} G = "
                  f"{r['passes_ins'] / larger / 1e3:.1f} k/op ({r['passes_ins'] / r['ops'] / 1e3:.1f} k "
                  f"per input op); floor {r['floor_ins'] / r['ops'] / 1e3:.1f} k/op; "
                  f"out floor {r['out_ins'] / r['out_ops'] / 1e3:.1f} k/op")
        def ins_growth(key, ops_of):
            per_op = [r[key] / ops_of(r) for r in rows]
            return max(per_op) / min(per_op)
        print(f"  growth, largest/smallest: passes per larger op "
              f"{ins_growth('passes_ins', lambda r: max(r['ops'], r['out_ops'])):.3f}, "
              f"per input op {ins_growth('passes_ins', lambda r: r['ops']):.3f}; "
              f"floor {ins_growth('floor_ins', lambda r: r['ops']):.3f}; "
              f"out floor {ins_growth('out_ins', lambda r: r['out_ops']):.3f}")
    families = {"llama": {"llama3-8b", "llama3-70b", "llama3.1-405b"},
                "synthetic": {"synthetic-2000-layers", "synthetic-10000-layers"}}
    for family, names in families.items():
        if sum(r["name"] in names for r in rows) < 2:
            continue
        print(f"  within the {family} family: passes {growth([r['full'] for r in rows], subset=names):.2f}, "
              f"floor {growth([r['floor'] for r in rows], subset=names):.2f}, "
              f"own - floor {growth([r['own'] - r['floor'] for r in rows], subset=names):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
