#!/usr/bin/env python3
"""Checks a zero-report JSON (stdin) against the ZeRO traffic formulas.

Bytes each rank sends per step, with Psi the parameter count read from the
report (itself counted from the IR) and bf16 weights and gradients:
  stages 0-2: (N-1)/N * 4 Psi     stage 3: (N-1)/N * 6 Psi
These are exact when no tensor needs padding; the script insists on that.
Prints one line per stage and exits 1 on any mismatch.
"""
import json
import sys

report = json.load(sys.stdin)
psi, n = report["params"], report["world_size"]
ok = True
for stage in report["stages"]:
    factor = 6 if stage["stage"] == 3 else 4
    expected = (n - 1) * factor * psi // n
    exact = (n - 1) * factor * psi % n == 0 and stage["padding_bytes"] == 0
    good = exact and stage["sent_bytes"] == expected
    ok &= good
    print(f"stage {stage['stage']}: sent {stage['sent_bytes']} "
          f"{'==' if good else '!='} (N-1)/N*{factor}Psi = {expected}")
sys.exit(0 if ok else 1)
