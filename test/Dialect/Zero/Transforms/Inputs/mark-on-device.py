"""Writes `zero.on_device` by hand on the weight arguments of a step.

Usage: mark-on-device.py STEP.mlir PATTERN

Prints STEP.mlir with `zero.on_device` added to the attributes of every
argument of its `func.func` signatures that is a weight (#zero.state<weight,
...>) whose parameter name PATTERN matches whole (Python's re.fullmatch),
as a user or another compiler would write the decision before zero-shard.
Results are left alone: the mark belongs on the argument.
"""

import re
import sys

WEIGHT_ARGUMENT = re.compile(
    r'(%[\w.]+: tensor<[^>]*> \{zero\.state = #zero\.state<weight, "([^"]*)"[^>]*>)\}')


def mark(signature, pattern):
    return WEIGHT_ARGUMENT.sub(
        lambda m: m.group(1) + (", zero.on_device}" if re.fullmatch(pattern, m.group(2)) else "}"),
        signature)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path, pattern = sys.argv[1], sys.argv[2]
    out = []
    for line in open(path):
        if line.lstrip().startswith("func.func @"):
            arguments, arrow, results = line.partition(") -> (")
            line = mark(arguments, pattern) + arrow + results
        out.append(line)
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
