#!/usr/bin/env python3
"""Checkpoint save and load bandwidth per rank against dd of the same bytes.

Imports a synthetic f32 MLP of --params parameters (weights and the two
AdamW moments: 12 bytes per parameter), shards it at stage 3 for N ranks and
runs one step with `zero-run --checkpoint` (save), then one with `--resume`
from it (load), --rounds times. zero-run's JSON gives, per rank, the bytes
of its file and the seconds it took: for a save, writing every slice,
computing its checksums and fsync'ing the file; for a load, the pread of
the byte ranges of its shards and their checksums. A rank's bandwidth is
bytes / seconds; the ranks run in parallel on the same disk.

The baseline moves the same bytes on the same disk with N dd processes at
once, one per rank file: save against `dd if=rank-R.bin of=copy-R bs=B
conv=fsync` (the source in the page cache, as zero-run's states are in
memory), load against `dd if=rank-R.bin of=/dev/null bs=B` (the page cache
warm for both: the checkpoint was just written, as for zero-run's load),
at B = 256K (zero-run's piece size), 1M and 8M, one try each per round,
right after zero-run's. dd to /dev/null only reads; a load also writes
every byte into the state buffers, so the load is compared as well with dd
of the same files into memory: `dd if=rank-R.bin of=/dev/shm/... bs=B
conv=notrunc` over a file of the same size written beforehand, so that its
pages exist, as zero-run's state buffers do (they hold the initial
values when the checkpoint is read into them). And with `cp rank-R.bin
COPY` on the same disk (not synced), the issue's other baseline. Each dd's bandwidth is its bytes over its own wall
time. Prints medians over the rounds and the median of the per-round
ratios zero-run / dd (the target is >= 0.7).

  python3 bench/checkpoint_bench.py [--build build] [--np 2]
                                    [--params 16000000] [--rounds 3]
                                    [--dir DIR]

Measured figures: bench/checkpoint_bench.md.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mpirun(n):
    command = ["mpirun", "--oversubscribe", "-np", str(n)]
    if os.geteuid() == 0:
        command.insert(1, "--allow-run-as-root")
    return command


def run(command, **kwargs):
    result = subprocess.run(command, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr}")
    return result.stdout


DD_BLOCKS = ["256K", "1M", "8M"]


def parallel_rates(jobs):
    """Starts every (source, command) of `jobs` at once; returns each one's
    bytes of `source` per second of its own wall time."""
    started, processes = [], []
    for _, command in jobs:
        started.append(time.perf_counter())
        processes.append(subprocess.Popen(command, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL))
    rates = []
    for (source, command), begin, process in zip(jobs, started, processes):
        if process.wait() != 0:
            sys.exit(f"{command[0]} of {source} failed")
        rates.append(os.path.getsize(source) /
                     (time.perf_counter() - begin))
    return rates


def parallel_dd(pairs, block):
    """Runs one dd per (source, target, extra) at once with blocks of
    `block`; returns each one's bytes per second."""
    return parallel_rates(
        [(source, ["dd", f"if={source}", f"of={target}", f"bs={block}"] +
          extra) for source, target, extra in pairs])


def parallel_cp(pairs):
    """Runs one `cp SOURCE TARGET` per pair at once (each target removed
    first, on the same disk, not synced: a copy into the page cache, the
    same bytes read and written as a load); returns each one's bytes per
    second."""
    for _, target in pairs:
        if os.path.exists(target):
            os.remove(target)
    return parallel_rates([(source, ["cp", source, target])
                           for source, target in pairs])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--np", type=int, default=2)
    parser.add_argument("--params", type=int, default=16_000_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--dir", help="where to write (default: a "
                        "temporary directory under $TMPDIR)")
    args = parser.parse_args()
    os.environ.setdefault("OMPI_MCA_btl_vader_single_copy_mechanism", "none")
    tools = os.path.join(args.build, "bin")
    work = tempfile.mkdtemp(prefix="checkpoint-bench-", dir=args.dir)
    memory = tempfile.mkdtemp(prefix="checkpoint-bench-", dir="/dev/shm")
    try:
        step = os.path.join(work, "step.mlir")
        sharded = os.path.join(work, "stage3.mlir")
        run([os.path.join(tools, "zero-import"), "--synthetic-params",
             str(args.params), "--layers", "4", "--dtype", "f32", "--batch",
             "1", "--seq", "1", "-o", step])
        run([os.path.join(tools, "zero-opt"), step,
             f"--zero-shard=stage=3 world-size={args.np}", "-o", sharded])
        zero_run = mpirun(args.np) + [os.path.join(tools, "zero-run"),
                                      sharded, "--steps", "1"]
        # Per round: zero-run's median over ranks, and dd's at each block
        # size, one try each, run right after it (so that a drift of this
        # shared machine hits both alike); the ratio is taken per round.
        save, load = [], []
        dd_save = {block: [] for block in DD_BLOCKS}
        dd_load = {block: [] for block in DD_BLOCKS}
        dd_load_memory = {block: [] for block in DD_BLOCKS}
        cp_load = []
        rank_bytes = 0
        for round_ in range(args.rounds):
            ck = os.path.join(work, f"ck{round_}")
            saved = os.path.join(work, "save.json")
            run(zero_run + ["--checkpoint", ck, "--json", saved])
            record = json.load(open(saved))["checkpoints"][0]
            rank_bytes = record["rank_bytes"][0]
            save.append(statistics.median(
                b / s for b, s in zip(record["rank_bytes"],
                                      record["rank_seconds"])))
            files = [os.path.join(ck, "step-1", f"rank-{r}.bin")
                     for r in range(args.np)]
            for block in DD_BLOCKS:
                dd_save[block].append(statistics.median(parallel_dd(
                    [(f, f + ".copy", ["conv=fsync"]) for f in files],
                    block)))
            loaded = os.path.join(work, "load.json")
            run(zero_run + ["--resume", ck, "--json", loaded])
            record = json.load(open(loaded))["resumed_from"]
            load.append(statistics.median(
                b / s for b, s in zip(record["rank_bytes"],
                                      record["rank_seconds"])))
            for block in DD_BLOCKS:
                dd_load[block].append(statistics.median(parallel_dd(
                    [(f, "/dev/null", []) for f in files], block)))
            targets = [os.path.join(memory, f"rank-{r}.bin")
                       for r in range(args.np)]
            for f, target in zip(files, targets):
                shutil.copyfile(f, target)
            for block in DD_BLOCKS:
                dd_load_memory[block].append(statistics.median(parallel_dd(
                    [(f, t, ["conv=notrunc"]) for f, t in zip(files, targets)],
                    block)))
            cp_load.append(statistics.median(parallel_cp(
                [(f, f + ".cp") for f in files])))
            shutil.rmtree(ck)

        def row(name, ours, theirs):
            cells = [f"{statistics.median(ours) / 1e9:.2f} GB/s"]
            for block in DD_BLOCKS:
                ratios = [a / b for a, b in zip(ours, theirs[block])]
                cells.append(f"{statistics.median(theirs[block]) / 1e9:.2f} "
                             f"GB/s, {statistics.median(ratios):.2f}x")
            print(f"| {name} | " + " | ".join(cells) + " |")
        print(f"stage 3, {args.np} ranks, {args.params:,} f32 parameters "
              f"(weights + 2 moments): {rank_bytes:,} B per rank file; "
              f"medians over {args.rounds} rounds (each the median over the "
              f"ranks); ratio = zero-run / dd, per round; load average "
              f"{os.getloadavg()[0]:.1f}")
        print("| | zero-run per rank | " +
              " | ".join(f"dd bs={b} per rank, ratio" for b in DD_BLOCKS) +
              " |")
        print("|---|---|" + "---|" * len(DD_BLOCKS))
        row("save (write + checksum + fsync)", save, dd_save)
        row("load (pread of own shards + checksum) vs dd to /dev/null",
            load, dd_load)
        row("load vs dd into memory (/dev/shm, pages present)", load,
            dd_load_memory)
        ratios = [a / b for a, b in zip(load, cp_load)]
        print(f"load vs cp of each rank file to the same disk: cp "
              f"{statistics.median(cp_load) / 1e9:.2f} GB/s per rank, "
              f"ratio {statistics.median(ratios):.2f}x")
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(memory, ignore_errors=True)


if __name__ == "__main__":
    main()
