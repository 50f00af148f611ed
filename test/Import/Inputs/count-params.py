#!/usr/bin/env python3
"""Counts the parameters of an imported training step from its text.

An independent check of zero-import: it reads only the printed IR (the
function arguments marked `#zero.state<weight, ...>`), never the importer's
own arithmetic, and prints

    weights: <number of weight tensors>
    parameters: <sum of their elements>
    layers: <number of distinct `layer = i` units>
"""
import re
import sys

ARGUMENT = re.compile(
    r"%arg\d+: tensor<([0-9x]*)x?(bf16|f32|f16)> "
    r"\{zero\.state = #zero\.state<weight, \"([^\"]+)\"(?:, layer = (\d+))?>\}")


def main(path):
    with open(path) as f:
        for line in f:
            if "func.func @train_step" in line:
                signature = line
                break
        else:
            sys.exit(f"{path}: no func.func @train_step")
    weights, parameters, layers = 0, 0, set()
    for dims, _, _, layer in ARGUMENT.findall(signature):
        count = 1
        for dim in filter(None, dims.split("x")):
            count *= int(dim)
        weights += 1
        parameters += count
        if layer:
            layers.add(layer)
    print(f"weights: {weights}")
    print(f"parameters: {parameters}")
    print(f"layers: {len(layers)}")


if __name__ == "__main__":
    main(sys.argv[1])
