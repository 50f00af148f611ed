"""compare_reports.py HEADER_MLIR REPORT.json [OTHER.json [MAX_PEAK_RATIO]]

Checks a zero-report of a zero-torch export against what the export says of
the PyTorch module: the parameter count in the export's header line
(sum(p.numel()) over the module's parameters, tied ones once) must equal the
report's "params". With OTHER.json (the same model from zero-import), every
field of the two reports must be equal but the function name and what
depends on how the model is computed, not on its states: the FLOP counts
and, of a sharded program, the peak (also by memory tier) and the activations (the two front ends
compute the same model with other ops and keep other activations). Those
are printed. With MAX_PEAK_RATIO, the scheduled peak of REPORT.json must be
at most that times OTHER.json's.
"""
import json
import re
import sys

header = open(sys.argv[1]).readline()
match = re.search(r": (\d+) parameters in (\d+) tensors", header)
if not match:
    sys.exit(f"{sys.argv[1]}: no zero-torch header line")
report = json.load(open(sys.argv[2]))
if report["params"] != int(match.group(1)):
    sys.exit(f"the report counts {report['params']} parameters, PyTorch "
             f"{match.group(1)}")
print(f"params: {report['params']} = PyTorch's")
if len(sys.argv) > 3:
    other = json.load(open(sys.argv[3]))
    ignored = {"function", "flops"}
    for key in sorted(set(report) | set(other)):
        if key in ignored:
            continue
        mine, theirs = report.get(key), other.get(key)
        if key == "scheduled":
            mine, theirs = dict(mine), dict(theirs)
            for computed in ("peak_bytes", "device_memory_bytes",
                             "memory_bytes_by_tier", "flops"):
                print(f"scheduled {computed}: {mine.pop(computed, None)} "
                      f"against {theirs.pop(computed, None)}")
        if mine != theirs:
            sys.exit(f"the reports differ in \"{key}\": {mine} against {theirs}")
    print("same states, traffic and collectives as zero-import's")
    if len(sys.argv) > 4:
        bound = float(sys.argv[4])
        ratio = (report["scheduled"]["peak_bytes"]["total"] /
                 other["scheduled"]["peak_bytes"]["total"])
        if ratio > bound:
            sys.exit(f"the scheduled peak is {ratio:.4f} x zero-import's, "
                     f"over the bound {bound}")
        print(f"scheduled peak within {bound} x zero-import's")
