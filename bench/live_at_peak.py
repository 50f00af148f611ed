#!/usr/bin/env python3
"""live_at_peak.py STEP.mlir [MIN_BYTES]: the buffers live at the peak of a
training step, largest first (bench/torch_full_size.md, "Where the gap
was").

STEP.mlir is a step in MLIR's generic form (`zero-opt --mlir-print-op-generic`),
typically the program zero-shard wrote. The liveness is the report's
(include/zero/Dialect/Zero/Analysis/ScheduledFootprint.h), read from the
text: a buffer lives from the op that makes it to its last reader; a view
(collapse, expand, cast, slice, reshape, bitcast, zero.annotate) shares its
source's buffer; a destination-passing result (linalg, tensor.insert_slice)
shares its init's where it is the init's last reader and the first to take
it. Arguments are left out, so the total is the report's peak without the
state arguments: its gathered weights, gradient buckets and activations.
A diagnosis aid, checked against the report's figures by hand, not a
second implementation to rely on.
"""
import re
import sys
from collections import defaultdict

ELEMENT_BYTES = {"bf16": 2, "f16": 2, "f32": 4, "f64": 8, "i1": 1, "i8": 1,
                 "i32": 4, "i64": 8, "index": 8}
VIEWS = {"tensor.collapse_shape", "tensor.expand_shape", "tensor.cast",
         "tensor.extract_slice", "tensor.reshape", "tensor.bitcast",
         "zero.annotate"}


def tensor_bytes(text):
    match = re.match(r"tensor<((?:\d+x)*)(\w+)>", text)
    if not match:
        return 0
    count = 1
    for size in match.group(1).split("x")[:-1]:
        count *= int(size)
    return count * ELEMENT_BYTES.get(match.group(2), 4)


def split_types(text):
    types, depth, current = [], 0, ""
    for c in text:
        depth += c in "<("
        depth -= c in ">)"
        if c == "," and depth == 0:
            types.append(current.strip())
            current = ""
        else:
            current += c
    if current.strip():
        types.append(current.strip())
    return types


def read_ops(path):
    """The top-level ops of the first function's body: (text, line)."""
    lines = open(path).read().split("\n")
    start = next(i for i, line in enumerate(lines)
                 if line.startswith("  ^bb0("))
    ops = []
    for number in range(start + 1, len(lines)):
        line = lines[number]
        if line.startswith("  })"):
            break
        if re.match(r"    [%\"]", line):
            ops.append([line, number + 1])
        elif ops:
            ops[-1][0] += "\n" + line
    return ops


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    minimum = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    ops = read_ops(sys.argv[1])
    defined = {}   # value -> (op index, bytes, type, op name, line)
    last_use = {}  # value -> index of the last op that reads it
    pending = []
    for index, (text, line) in enumerate(ops):
        first = text.split("\n")[0]
        match = re.match(r"\s*(%[\w.$-]+)(?::(\d+))? = \"([\w.]+)\"", first)
        for name, number in re.findall(r"(%[\w.$-]+)(?:#(\d+))?", text):
            last_use[name + (f"#{number}" if number else "")] = index
        if not match:
            continue
        name, count, op_name = match.group(1), int(match.group(2) or 1), match.group(3)
        types = re.search(r"\) -> \(?(.*?)\)?$", text.split("\n")[-1])
        types = split_types(types.group(1)) if types else []
        operands = re.search(r"\"\((.*?)\)", first)
        operands = ([o.strip() for o in operands.group(1).split(",")]
                    if operands and operands.group(1) else [])
        segments = re.search(r"operandSegmentSizes = array<i32: (\d+), (\d+)>",
                             first)
        results = [name] if count == 1 else [f"{name}#{i}" for i in range(count)]
        for number, result in enumerate(results):
            kind = types[number] if number < len(types) else ""
            defined[result] = (index, tensor_bytes(kind), kind, op_name, line)
            pending.append((result, op_name, operands, segments, number))
    for value in defined:
        if "#" in value and value.split("#")[0] in last_use:
            last_use[value] = max(last_use.get(value, 0),
                                  last_use[value.split("#")[0]])
    parent = {}

    def find(value):
        while parent.get(value, value) != value:
            value = parent[value]
        return value

    taken = set()
    for result, op_name, operands, segments, number in pending:
        parent[result] = result
        if op_name in VIEWS and operands:
            parent[result] = find(operands[0])
            continue
        init = None
        if op_name == "tensor.insert_slice" and len(operands) > 1:
            init = operands[1]
        elif op_name.startswith("linalg.") and segments:
            inits = operands[int(segments.group(1)):]
            init = inits[number] if number < len(inits) else None
        if (init in defined and init not in taken and
                last_use.get(init, 0) <= defined[result][0]):
            taken.add(init)
            parent[result] = find(init)
    end = defaultdict(int)
    for value in parent:
        root = find(value)
        end[root] = max(end[root], last_use.get(value, defined[value][0]))
    roots = [v for v in parent if find(v) == v]
    live = [0] * (len(ops) + 1)
    for root in roots:
        for at in range(defined[root][0], end[root] + 1):
            live[at] += defined[root][1]
    peak = max(range(len(ops)), key=lambda at: live[at])
    print(f"peak {live[peak] / 1e6:.2f} MB of buffers other than the "
          f"arguments, at line {ops[peak][1]}")
    rows = sorted(((defined[r][1], r) for r in roots
                   if defined[r][0] <= peak <= end[r]), reverse=True)
    for size, root in rows:
        if size >= max(minimum, 1):
            index, _, kind, op_name, line = defined[root]
            print(f"{size / 1e6:12.3f} MB  {kind:34} {op_name:22} line {line} "
                  f"(ops {index}-{end[root]})")


if __name__ == "__main__":
    main()
