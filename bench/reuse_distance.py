#!/usr/bin/env python3
"""reuse_distance.py: does an LRU reuse-distance cache model explain
zero-run's per-op CPU profile? (bench/step_time.md, "2026-12-04 (reuse
distance prototype)"). A diagnosis aid, like live_at_peak.py: a prototype
of a mechanism in Python, not a second time model to rely on.

  reuse_distance.py [--sweep FILE] [--allocator lifo|fifo|fresh]
                    [--curves update|writes|kinds] [--by-op N]
                    STEP.mlir PROFILE.json MACHINE.json [PLAIN.json]
  reuse_distance.py --runs DIR [--allocator ...] [--curves ...]

STEP.mlir is a sharded step in MLIR's generic form (`zero-opt
--zero-shard=... --mlir-print-op-generic`), PROFILE.json what
`mpirun -np R zero-run STEP.mlir --profile-ops --machine MACHINE.json
--json PROFILE.json` wrote for that very file (its op locations are lines
of STEP.mlir), PLAIN.json an unprofiled `zero-run --json` of the same step
(its step time is the measured one; without it the profiled run's).

What it does:

1. Walks the step's top-level ops in program order, twice (the second walk
   is the steady state: arguments and recycled blocks keep the last touch
   of the first). Buffers as live_at_peak.py reads them: a view (collapse,
   expand, cast, slice, reshape, bitcast, zero.annotate) shares its
   source's buffer; a destination-passing result shares its init's where
   it is the init's last reader; each other result (tensor.empty's,
   tensor.pad's, a collective's, an elementwise arith op's) is a new
   buffer, which lives to its last alias's last reader. Every tensor
   operand an op reads and every result it writes touches its buffer's
   block; views, tensor.empty, constants, zero.release and the return
   touch nothing.
2. The allocator: a new buffer takes the most recently freed block of the
   same byte size (LIFO per size, `--allocator lifo`; the oldest freed,
   `fifo`), else fresh memory (never touched: DRAM); `--allocator fresh`
   never recycles, for comparison. A buffer's block is freed after its last reader. A mixed
   product's widened copy of its bf16 input (the matrix library's input)
   is a block allocated and freed inside the product.
3. A touch's reuse distance: the bytes of the distinct blocks touched since
   the block's last touch, its own included (LRU stack distance); the host
   distance is that times the ranks, which share the last-level cache. A
   block an op touches twice (an init read, its result written in place)
   is at the distance of its first touch for both.
4. The rate for a host distance: the calibration's AdamW update kernel
   swept over the bytes it keeps resident per rank, both ranks at once
   (`ZERO_CALIBRATE_SWEEP=1 zero-run --calibrate`, a local patch of
   tools/zero-run/Calibrate.cpp that is not committed): in that kernel every
   tensor's reuse distance is the resident bytes, so the rate at per-rank
   resident R is the rate at host distance R x ranks. Interpolated in
   log(distance), clamped at both ends; a never-touched block is at the
   machine's memory rate (`memory_bandwidth`). `--curves update` (the
   default) prices every byte so; `--curves writes` prices a fresh result's
   bytes (their write-allocate reads included) at a fill's curve instead
   (DEFAULT_WRITE_SWEEP, bench/reuse_sweeps/fill_sweep.c), `--curves
   kinds` also every read at a read stream's (DEFAULT_READ_SWEEP,
   bench/reuse_sweeps/read_sweep.c); a result written over its init stays
   at the update's.
5. Re-prices each memory-bound op: the model's memory seconds (StepCost's
   bytes: inputs, inits the payload reads, results; plus write-allocate
   bytes of results whose init is not read, all at `memory_bandwidth`) are
   recomputed here and compared with the op's estimate; where they match
   (the op is memory-bound) every operand's bytes are priced at its
   distance's rate and each fresh result's write and write-allocate read
   at its block's. A product (StepCost's convert + max(memory, compute)
   + call) gets the widening of a mixed product's bf16 input re-priced
   (read at the input's rate, the wide copy written and write-allocated
   at its block's) and its memory term (its operands at their rates)
   against its compute (2 FLOPs per iteration at the machine's rate for
   its first input's type), the rest of its estimate kept; a product
   whose loops this script cannot read, or whose estimate it does not
   reproduce, is kept. Attention, collectives and ops whose bytes this script does not
   reproduce keep their estimate (elementwise ones counted as `kept`).
   Fresh memory is priced at DRAM without page faults: zero-run keeps
   freed memory in its heap (mmap and trimming off, zero-run.cpp).

--runs DIR reads DIR/machine.json and DIR/MODEL-STAGE.mlir,
-profile.json and -plain.json for the bench models and prints one row per
model and stage. Such a directory, for each model of bench/step_time.py:
zero-import, `zero-opt --zero-shard=stage=S world-size=2
--mlir-print-op-generic`, then `zero-run --steps 5 --json` and `zero-run
--steps 5 --profile-ops --machine --json` of each generic file.

Prints est/measured per class before and after, the re-priced ops as a
class of their own, and the whole step (the sum of the op estimates, which
is zero-report's sequential step, against the measured step).
"""
import argparse
import bisect
import json
import math
import os
import re
import statistics
import sys
from collections import OrderedDict, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from live_at_peak import ELEMENT_BYTES, VIEWS, read_ops, split_types, tensor_bytes  # noqa: E402

# The update kernel's rate (GB/s per rank) against the bytes it keeps
# resident per rank (MiB), both ranks at once: measured on the 2-core
# development machine on 2026-12-04 05:34 UTC with every other process
# stopped (the mean of the two ranks; bench/step_time.md).
DEFAULT_SWEEP = [(1, 57.1), (2, 55.0), (4, 50.7), (8, 47.1), (12, 44.6),
                 (16, 44.8), (24, 45.0), (32, 43.3), (40, 40.3), (48, 36.3),
                 (64, 28.5), (80, 25.5), (96, 24.2), (128, 22.3),
                 (160, 20.1), (192, 19.8), (256, 20.4)]
# A fill's rate (bytes written per second per rank, its write-allocate
# reads included) against the bytes of the buffer it fills over and over,
# both ranks at once: a plain store loop (gcc -O2, no memset) measured on
# the same machine on 2026-12-04 with every other process stopped
# (bench/step_time.md). Its knee (6-8 MiB per rank) is far below the
# update's.
DEFAULT_WRITE_SWEEP = [(1, 29.4), (2, 24.8), (3, 24.4), (4, 24.3), (6, 23.4),
                       (8, 17.9), (12, 14.5), (16, 14.3), (24, 14.2),
                       (32, 13.9), (64, 9.7)]
# A read stream's rate (bytes read per second per rank) against the bytes
# of the buffer it reads over and over (or reads right after writing it:
# the same within 5 %), both ranks at once: a sum loop with 8 accumulators
# (gcc -O2 -march=native), same machine and conditions as above. L2-sized
# buffers read at 47-66 GB/s, 4-48 MiB at 25-29 (the L3), 128 MiB at 14-15.
DEFAULT_READ_SWEEP = [(1, 66.0), (2, 48.2), (4, 28.6), (6, 28.0), (8, 26.8),
                      (12, 27.0), (16, 26.5), (24, 27.2), (32, 27.0),
                      (48, 26.2), (64, 24.2), (128, 14.7)]
NO_TOUCH = {"tensor.empty", "arith.constant", "func.return", "zero.release",
            "tensor.extract", "shard.grid"}
COLLECTIVE = re.compile(r"zero\.(all_gather|reduce_scatter|all_reduce|"
                        r"broadcast)")


def read_sweep(path):
    """(MiB resident per rank, GB/s) from `sweep rank R resident_mb M ...
    gbps G` lines, averaged over the ranks."""
    rates = defaultdict(list)
    for line in open(path):
        match = re.search(r"resident_mb (\d+) passes \d+ gbps ([\d.e+-]+)", line)
        if match:
            rates[int(match.group(1))].append(float(match.group(2)))
    if not rates:
        sys.exit(f"reuse_distance: no sweep lines in {path}")
    return sorted((mb, statistics.mean(r)) for mb, r in rates.items())


class Curve:
    def __init__(self, sweep, ranks, dram, write_sweep=None):
        # Host distance in bytes -> bytes per second.
        self.points = [(mb * 2**20 * ranks, gbps * 1e9) for mb, gbps in sweep]
        self.ranks = ranks
        self.dram = dram
        self.writes = (Curve(write_sweep, ranks, dram / 2)
                       if write_sweep else None)
        self.reads = None

    def rate(self, distance):
        """Bytes per second at a per-rank reuse distance (None: never
        touched): the curve at the host distance, the ranks' together."""
        if distance is None:
            return self.dram
        xs = [math.log(p[0]) for p in self.points]
        x = math.log(max(distance * self.ranks, 1))
        if x <= xs[0]:
            return self.points[0][1]
        if x >= xs[-1]:
            return self.points[-1][1]
        i = bisect.bisect_right(xs, x)
        t = (x - xs[i - 1]) / (xs[i] - xs[i - 1])
        return self.points[i - 1][1] * (1 - t) + self.points[i][1] * t


def parse(path):
    """Top-level ops: dicts of name, line, results, operands, operand and
    result types, inits (operand indices), and which inits the payload
    reads."""
    ops = []
    # The affine maps' aliases (#map3 = affine_map<(d0, d1) -> (d1)>):
    # name -> (dimensions, results).
    with open(path) as f:
        aliases = {name: (dims, results) for name, dims, results in
                   re.findall(r"^(#map\d*) = affine_map<\(([^)]*)\) -> "
                              r"\(([^)]*)\)>", f.read(), re.M)}
    for text, line in read_ops(path):
        first, last = text.split("\n")[0], text.split("\n")[-1]
        match = re.match(r"\s*(?:(%[\w.$-]+)(?::(\d+))? = )?\"([\w.]+)\"", first)
        if not match:
            continue
        name, count, op = match.group(1), int(match.group(2) or 1), match.group(3)
        results = [] if not name else (
            [name] if count == 1 else [f"{name}#{i}" for i in range(count)])
        operands = re.search(r"\"\((.*?)\)", first)
        operands = ([o.strip() for o in operands.group(1).split(",")]
                    if operands and operands.group(1) else [])
        signature = re.search(r": \((.*?)\) -> \(?(.*?)\)?$", last)
        in_types = split_types(signature.group(1)) if signature else []
        out_types = split_types(signature.group(2)) if signature else []
        segments = re.search(r"operandSegmentSizes = array<i32: (\d+), (\d+)>",
                             first)
        inits, read_inits = [], set()
        if op.startswith("linalg.") and segments:
            n_in, n_out = int(segments.group(1)), int(segments.group(2))
            inits = list(range(n_in, n_in + n_out))
            block = re.search(r"\^bb0\((.*?)\):", text)
            if block:
                args = re.findall(r"(%[\w.$-]+):", block.group(1))
                body = text[block.end():]
                for k, index in enumerate(inits):
                    arg = args[n_in + k] if n_in + k < len(args) else None
                    if arg and re.search(re.escape(arg) + r"\b", body):
                        read_inits.add(index)
        maps = re.search(r"indexing_maps = \[([^\]]*)\]", first)
        maps = ([aliases.get(m.strip()) for m in maps.group(1).split(",")]
                if maps else [])
        ops.append(dict(op=op, line=line, results=results, operands=operands,
                        maps=maps,
                        in_types=in_types, out_types=out_types, inits=inits,
                        read_inits=read_inits, text=text))
    return ops


def buffers(ops):
    """Union-find roots (live_at_peak.py's rule) and each root's last use."""
    last_use = {}
    defined = {}
    for index, o in enumerate(ops):
        for value in re.findall(r"(%[\w.$-]+(?:#\d+)?)", o["text"]):
            last_use[value] = index
            base = value.split("#")[0]
            last_use[base] = index
        for k, result in enumerate(o["results"]):
            defined[result] = (index, tensor_bytes(o["out_types"][k])
                               if k < len(o["out_types"]) else 0)
    for value in defined:
        if "#" in value:
            last_use[value] = max(last_use.get(value, 0),
                                  last_use.get(value.split("#")[0], 0))
    parent = {}

    def find(value):
        while parent.get(value, value) != value:
            value = parent[value]
        return value

    taken = set()
    for index, o in enumerate(ops):
        for number, result in enumerate(o["results"]):
            parent[result] = result
            if o["op"] in VIEWS and o["operands"]:
                parent[result] = find(o["operands"][0])
                continue
            init = None
            if o["op"] == "tensor.insert_slice" and len(o["operands"]) > 1:
                init = o["operands"][1]
            elif o["inits"] and number < len(o["inits"]):
                init = o["operands"][o["inits"][number]]
            if (init is not None and init not in taken and
                    last_use.get(init, 0) <= index and
                    (init in defined or init.startswith("%arg"))):
                taken.add(init)
                parent[result] = find(init)
    end = defaultdict(int)
    for value in parent:
        root = find(value)
        end[root] = max(end[root], last_use.get(value, defined[value][0]))
    return find, defined, end


class Memory:
    """Blocks, their LRU order, and the allocator's free lists."""

    def __init__(self, policy):
        self.policy = policy
        self.order = OrderedDict()  # block -> size, least recent first
        self.free = defaultdict(list)
        self.count = 0

    def new_block(self, size):
        if self.policy != "fresh" and self.free[size]:
            return self.free[size].pop(-1 if self.policy == "lifo" else 0)
        self.count += 1
        return ("block", self.count, size)

    def release(self, block):
        self.free[block[2]].append(block)

    def touch(self, block):
        """The block's LRU stack distance (per rank), None if never
        touched; then marks it most recent."""
        if block not in self.order:
            self.order[block] = block[2]
            return None
        distance = 0
        seen = False
        for other, size in self.order.items():
            if other == block:
                seen = True
            if seen:
                distance += size
        self.order.move_to_end(block)
        return distance


def walk(ops, policy):
    """For each op index of the second (steady-state) walk: a list of
    touches (kind, operand index or result index, bytes, distance)."""
    find, defined, end = buffers(ops)
    memory = Memory(policy)
    arg_blocks = {}
    frees_at = defaultdict(list)
    touches = None
    for step in range(2):
        block_of = {}
        frees_at.clear()
        touches = []

        def block(value):
            root = find(value)
            if root.startswith("%arg"):
                return arg_blocks.setdefault(root, ("arg", root, None))
            return block_of.get(root)

        for index, o in enumerate(ops):
            here = []
            # An op streams its operands together: a block it touches
            # twice (an init read and its result written in place) is at
            # the distance of its first touch for both, as in the update
            # kernel the curve was swept on.
            first = {}

            def touch(b):
                if b not in first:
                    first[b] = memory.touch(b)
                return first[b]

            # New buffers: each result that is its own root.
            for k, result in enumerate(o["results"]):
                if find(result) == result and defined[result][1] > 0:
                    size = defined[result][1]
                    block_of[result] = memory.new_block(size)
                    frees_at[end[result]].append(block_of[result])
            if o["op"] not in NO_TOUCH and o["op"] not in VIEWS:
                for k, value in enumerate(o["operands"]):
                    kind = o["in_types"][k] if k < len(o["in_types"]) else ""
                    size = tensor_bytes(kind)
                    if not size:
                        continue
                    b = block(value)
                    if b is None:
                        continue
                    if b[0] == "arg" and b[2] is None:
                        b = arg_blocks[b[1]] = ("arg", b[1], size)
                    if k in o["inits"] and k not in o["read_inits"]:
                        continue  # written through the result, not read
                    here.append(("read", k, size, touch(b)))
                # A mixed product's widened copy: a transient block.
                widened = widened_elements(o)
                if widened:
                    temp = memory.new_block(4 * widened)
                    here.append(("widen", None, 4 * widened, memory.touch(temp)))
                    memory.release(temp)
                for k, result in enumerate(o["results"]):
                    size = tensor_bytes(o["out_types"][k]) if k < len(o["out_types"]) else 0
                    if not size:
                        continue
                    b = block(result)
                    if b is None:
                        continue
                    if b[0] == "arg" and b[2] is None:
                        b = arg_blocks[b[1]] = ("arg", b[1], size)
                    here.append(("write", k, size, touch(b)))
            touches.append(here)
            for b in frees_at.pop(index, []):
                memory.release(b)
        # Blocks of buffers returned by the step are freed at its end.
        for index in sorted(frees_at):
            for b in frees_at[index]:
                memory.release(b)
    return touches


def widened_elements(o):
    """The elements of a contraction's narrower float input where its two
    inputs have different float types (StepCost's convertedElements)."""
    contraction = o["op"] in ("linalg.contract", "linalg.matmul",
                              "linalg.batch_matmul") or (
        o["op"] == "linalg.generic" and "reduction" in o["text"] and
        "arith.mulf" in o["text"])
    if not contraction or len(o["inits"]) != 1 or o["inits"][0] != 2:
        return 0
    elements = [re.match(r"tensor<(?:\d+x)*(\w+)>", t) for t in o["in_types"][:2]]
    if not all(elements) or elements[0].group(1) == elements[1].group(1):
        return 0
    widths = [ELEMENT_BYTES.get(e.group(1), 4) for e in elements]
    narrow = 0 if widths[0] < widths[1] else 1
    return tensor_bytes(o["in_types"][narrow]) // widths[narrow]


def reprice(o, touches, estimate, op_class, curve, machine):
    """(new estimate, how): the op re-priced at its touches' rates."""
    dram = machine["memory_bandwidth"]
    reads = [t for t in touches if t[0] == "read"]
    writes = [t for t in touches if t[0] == "write"]
    fresh = [t for t in writes if t[1] < len(o["inits"]) and
             o["inits"][t[1]] not in o["read_inits"]] if o["inits"] else writes
    model_bytes = sum(t[2] for t in reads) + sum(t[2] for t in writes)
    wa_bytes = sum(t[2] for t in fresh)
    if op_class == "matmul":
        return reprice_product(o, touches, estimate, curve, machine)
    if op_class != "elementwise":
        return estimate, "kept"
    memory = (model_bytes + wa_bytes) / dram
    if estimate <= 0 or abs(memory - estimate) > 0.005 * estimate:
        return estimate, "kept"
    new = sum(t[2] / (curve.reads or curve).rate(t[3]) for t in reads)
    if curve.writes:
        # A fresh result at the fill's rate, its write-allocate included;
        # a result written over its init (read-modify-write) at the
        # update's.
        new += sum(t[2] / curve.writes.rate(t[3]) for t in fresh)
        new += sum(t[2] / curve.rate(t[3]) for t in writes if t not in fresh)
        return new, "memory"
    new += sum(t[2] / curve.rate(t[3]) for t in writes)
    new += sum(t[2] / curve.rate(t[3]) for t in fresh)
    return new, "memory"


def product_flops(o):
    """2 x the iterations of a contraction whose loops all appear as plain
    dimensions of its operands' indexing maps; None otherwise."""
    if not o["maps"] or None in o["maps"]:
        return None
    trips = {}
    for (dims, results), kind in zip(o["maps"], o["in_types"]):
        shape = re.match(r"tensor<((?:\d+x)*)\w+>", kind)
        if not shape:
            return None
        sizes = [int(x) for x in shape.group(1).split("x")[:-1]]
        exprs = [e.strip() for e in results.split(",") if e.strip()]
        if len(exprs) != len(sizes):
            return None
        for expr, size in zip(exprs, sizes):
            trips[expr] = size
    loops = [d.strip() for d in o["maps"][0][0].split(",")]
    if any(d not in trips for d in loops):
        return None
    return 2 * math.prod(trips[d] for d in loops)


def reprice_product(o, touches, estimate, curve, machine):
    """A product: StepCost's convert + max(memory, compute) + call, with
    the widening and the memory term at the touches' rates; the compute
    and the call (the rest of the estimate) kept."""
    dram = machine["memory_bandwidth"]
    reads = [t for t in touches if t[0] == "read"]
    writes = [t for t in touches if t[0] == "write"]
    widened = widened_elements(o)
    flops = product_flops(o)
    element = re.match(r"tensor<(?:\d+x)*(\w+)>", o["in_types"][0])
    rate = machine["matmul_flops"].get(element.group(1)) if element else None
    if flops is None or not rate:
        return estimate, "kept"
    compute = flops / rate
    memory_old = (sum(t[2] for t in reads) + sum(t[2] for t in writes) +
                  2 * widened) / dram
    convert_old = widened * (2 + 4 + 4) / dram
    call = estimate - convert_old - max(memory_old, compute)
    if call < -1e-3 * estimate:
        return estimate, "kept"  # not the estimate this script reproduces
    narrow = next((t for t in reads if t[2] == 2 * widened), None)
    narrow_rate = (curve.reads or curve).rate(narrow[3] if narrow else None)
    memory_new = (sum(t[2] / (curve.reads or curve).rate(t[3]) for t in reads) +
                  sum(t[2] / curve.rate(t[3]) for t in writes) +
                  2 * widened / narrow_rate)
    convert_new = 0.0
    if widened:
        temp = next((t for t in touches if t[0] == "widen"), None)
        convert_new = widened * 2 / narrow_rate + (
            widened * 4 / curve.writes.rate(temp[3] if temp else None)
            if curve.writes else
            widened * 8 / curve.rate(temp[3] if temp else None))
    if not widened and memory_old <= compute:
        return estimate, "kept"
    return convert_new + max(memory_new, compute) + max(call, 0.0), "product"


def step_seconds(result):
    return max(statistics.median_high(rank[1:]) for rank in result["step_seconds"])


def analyse(program, profile_path, machine_path, plain_path, sweep, policy,
            by_op=0, quiet=False, write_curve=False):
    with open(machine_path) as f:
        machine = json.load(f)
    with open(profile_path) as f:
        profiled = json.load(f)
    ranks = profiled["world_size"]
    curve = Curve(sweep, ranks, machine["memory_bandwidth"],
                  DEFAULT_WRITE_SWEEP if write_curve else None)
    if write_curve == "kinds":
        curve.reads = Curve(DEFAULT_READ_SWEEP, ranks,
                            DEFAULT_READ_SWEEP[-1][1] * 1e9)
    ops = parse(program)
    touches = walk(ops, policy)
    by_line = {o["line"]: i for i, o in enumerate(ops)}
    measured = (step_seconds(json.load(open(plain_path))) if plain_path
                else step_seconds(profiled))
    classes = defaultdict(lambda: [0.0, 0.0, 0.0])  # measured, before, after
    groups = defaultdict(lambda: [0, 0.0, 0.0, 0.0])
    kept = 0
    for entry in profiled["op_profile"]["ops"]:
        line = int(entry["loc"].rsplit(":", 2)[1])
        index = by_line.get(line)
        if index is None:
            sys.exit(f"reuse_distance: {entry['loc']} is no op of {program}: "
                     f"profile the generic-form file itself")
        o = ops[index]
        seconds = max(entry["seconds_per_step"])
        estimate = entry["estimate_seconds"]
        new, how = reprice(o, touches[index], estimate, entry["class"], curve,
                           machine)
        kept += how == "kept" and entry["class"] == "elementwise"
        for name in (entry["class"], "repriced" if how != "kept" else None):
            if name:
                c = classes[name]
                c[0] += seconds
                c[1] += estimate
                c[2] += new
        if how != "kept":
            kinds = re.findall(r"tensor<[^>]*>", o["text"].split("\n")[-1])
            key = (o["op"], kinds[-1] if kinds else "")
            g = groups[key]
            g[0] += 1
            g[1] += seconds
            g[2] += estimate
            g[3] += new
    before = sum(c[1] for k, c in classes.items() if k != "repriced")
    after = sum(c[2] for k, c in classes.items() if k != "repriced")
    if not quiet:
        print(f"  {'class':<12} {'measured':>9} {'before':>9} {'after':>9} "
              f"{'b/m':>5} {'a/m':>5}  [ms per step, slowest rank]")
        for name, (m, b, a) in sorted(classes.items()):
            print(f"  {name:<12} {m * 1e3:>9.2f} {b * 1e3:>9.2f} {a * 1e3:>9.2f} "
                  f"{b / m:>5.2f} {a / m:>5.2f}")
        print(f"  {'step':<12} {measured * 1e3:>9.2f} {before * 1e3:>9.2f} "
              f"{after * 1e3:>9.2f} {before / measured:>5.2f} "
              f"{after / measured:>5.2f}  ({kept} elementwise ops kept)")
        ranked = sorted(groups.items(), key=lambda item: -item[1][1])
        for (name, kind), (n, m, b, a) in ranked[:by_op]:
            print(f"    {name:<20} {kind:<26} {n:>4} {m * 1e3:>8.3f} "
                  f"{b / m:>5.2f} {a / m:>5.2f}")
    return measured, before, after, classes


def summary(directory, sweep, policy, write_curve=False):
    """One row per model and stage found in `directory`: est/measured of
    the step, the elementwise class, the matmul class and the re-priced
    ops, before -> after."""
    names = sorted({f.rsplit("-", 2)[0] for f in os.listdir(directory)
                    if f.endswith("-profile.json")},
                   key=lambda n: ["mlp-4M", "tiny-llama", "mlp-16M",
                                  "llama-21m"].index(n) if n in
                   ["mlp-4M", "tiny-llama", "mlp-16M", "llama-21m"] else 9)
    print(f"{'model':<11} {'st':>2} {'step ms':>8} {'step b->a':>11} "
          f"{'elementwise':>12} {'matmul':>11} {'repriced':>11}")
    for name in names:
        for stage in range(4):
            base = os.path.join(directory, f"{name}-{stage}")
            if not os.path.exists(base + "-profile.json"):
                continue
            measured, before, after, classes = analyse(
                base + ".mlir", base + "-profile.json",
                os.path.join(directory, "machine.json"), base + "-plain.json",
                sweep, policy, quiet=True, write_curve=write_curve)

            def pair(c):
                m, b, a = classes.get(c, (0, 0, 0))
                return f"{b / m:.2f}->{a / m:.2f}" if m else "n/a"
            print(f"{name:<11} {stage:>2} {measured * 1e3:>8.1f} "
                  f"{before / measured:>5.2f}->{after / measured:.2f} "
                  f"{pair('elementwise'):>12} {pair('matmul'):>11} "
                  f"{pair('repriced'):>11}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", nargs="?")
    parser.add_argument("profile", nargs="?")
    parser.add_argument("machine", nargs="?")
    parser.add_argument("plain", nargs="?")
    parser.add_argument("--runs", metavar="DIR",
                        help="a directory of MODEL-STAGE.mlir, "
                             "MODEL-STAGE-profile.json and "
                             "MODEL-STAGE-plain.json (stages 0-3) and "
                             "machine.json: print one summary row each")
    parser.add_argument("--sweep", help="a ZERO_CALIBRATE_SWEEP log")
    parser.add_argument("--allocator", choices=["lifo", "fifo", "fresh"], default="lifo")
    parser.add_argument("--by-op", type=int, default=0)
    parser.add_argument("--curves", choices=["update", "writes", "kinds"],
                        default="update",
                        help="update: every byte at the update's curve; "
                             "writes: fresh results at the fill's curve "
                             "(DEFAULT_WRITE_SWEEP); kinds: also reads at "
                             "the read stream's (DEFAULT_READ_SWEEP)")
    args = parser.parse_args()
    sweep = read_sweep(args.sweep) if args.sweep else DEFAULT_SWEEP
    if args.runs:
        summary(args.runs, sweep, args.allocator, args.curves if args.curves != 'update' else False)
        return
    if not (args.program and args.profile and args.machine):
        parser.error("give STEP.mlir PROFILE.json MACHINE.json, or --runs DIR")
    analyse(args.program, args.profile, args.machine, args.plain, sweep,
            args.allocator, args.by_op, write_curve=args.curves if args.curves != 'update' else False)


if __name__ == "__main__":
    main()
