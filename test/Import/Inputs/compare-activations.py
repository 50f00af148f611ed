#!/usr/bin/env python3
"""Compares the activations at the scheduled peak of two zero-report JSONs.

  compare-activations.py A.json B.json [--labels a b] [--below R]

Prints both figures (`scheduled.peak_bytes.activations`, docs/report-schema.md),
their ratio A / B and their difference B - A, then whether the two programs hold the same model
states and send the same bytes (`scheduled.memory_bytes`, `sent_bytes`), and
PASS when A / B < R (default 0.6) and the model states and traffic are equal.
"""
import argparse
import json
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--labels", nargs=2, default=["bf16", "f32"])
    parser.add_argument("--below", type=float, default=0.6)
    opts = parser.parse_args()
    a, b = (json.load(open(path))["scheduled"] for path in (opts.a, opts.b))
    bytes_a = a["peak_bytes"]["activations"]
    bytes_b = b["peak_bytes"]["activations"]
    ratio = bytes_a / bytes_b
    print(f"activations at the peak: {opts.labels[0]} {bytes_a} B, "
          f"{opts.labels[1]} {bytes_b} B, ratio {ratio:.3f}, "
          f"{opts.labels[0]} holds {bytes_b - bytes_a} B less")
    same = (a["memory_bytes"] == b["memory_bytes"]
            and a["sent_bytes"] == b["sent_bytes"])
    print("model states and traffic: " + ("equal" if same else
          f"DIFFER: {a['memory_bytes']} {a['sent_bytes']} vs "
          f"{b['memory_bytes']} {b['sent_bytes']}"))
    if ratio >= opts.below or not same:
        print(f"FAIL: ratio {ratio:.3f} is not below {opts.below}"
              if ratio >= opts.below else "FAIL")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
