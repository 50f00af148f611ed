"""Prints the ops at the top level of each function of an MLIR file, one
name a line, in program order (regions are skipped: their ops are nested
deeper).

  op-sequence.py FILE [--as-async]

With --as-async, each synchronous collective (zero.all_gather,
zero.reduce_scatter, zero.all_reduce) prints as its start followed by a
zero.wait: the program zero-prefetch depth=0 must write.
"""
import re
import sys

COLLECTIVES = ("zero.all_gather", "zero.reduce_scatter", "zero.all_reduce")
# A top-level op of a function body: four spaces of indentation, optional
# results, then the op name.
OP = re.compile(r'^    (?:%[^=]*= )?"?([a-z_]+\.[a-z_.]+)')


def main():
    path, as_async = sys.argv[1], "--as-async" in sys.argv[2:]
    with open(path) as f:
        for line in f:
            match = OP.match(line)
            if not match:
                continue
            name = match.group(1)
            if as_async and name in COLLECTIVES:
                print(name + "_start")
                print("zero.wait")
            else:
                print(name)


main()
