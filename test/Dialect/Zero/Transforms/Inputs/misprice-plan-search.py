"""A zero-opt that misprices one candidate, for check-plan-search.py's test.

Usage: misprice-plan-search.py [--step] ZERO_OPT ARGS...

Runs ZERO_OPT with ARGS; when the run searched (a zero-shard option set to
`auto`) and wrote zero-report's JSON (`json=PATH`), it adds one byte to the
peak of the first candidate the search priced, as a search whose pricing
lost a release would: check-plan-search.py must then report the mismatch.
With --step it lengthens the step of the first candidate the search timed
by a millionth instead, as a search that priced one op of the program wrong
would.
"""
import json
import re
import subprocess
import sys

step = sys.argv[1] == "--step"
command = sys.argv[2:] if step else sys.argv[1:]
proc = subprocess.run(command)
arguments = " ".join(command[1:])
match = re.search(r"json=(\S+)", arguments)
if proc.returncode == 0 and match and "=auto" in arguments:
    path = match.group(1)
    with open(path) as f:
        report = json.load(f)
    field = "step_s" if step else "peak_bytes"
    for candidate in report["plan_search"]["candidates"]:
        if candidate[field] is None:
            continue
        if step:
            candidate[field] *= 1 + 1e-6
        else:
            candidate[field] += 1
        break
    with open(path, "w") as f:
        json.dump(report, f)
sys.exit(proc.returncode)
