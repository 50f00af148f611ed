"""A zero-opt that misprices one candidate, for check-plan-search.py's test.

Usage: misprice-plan-search.py ZERO_OPT ARGS...

Runs ZERO_OPT with ARGS; when the run searched (a zero-shard option set to
`auto`) and wrote zero-report's JSON (`json=PATH`), it adds one byte to the
peak of the first candidate the search priced, as a search whose pricing
lost a release would: check-plan-search.py must then report the mismatch.
"""
import json
import re
import subprocess
import sys

proc = subprocess.run(sys.argv[1:])
arguments = " ".join(sys.argv[2:])
match = re.search(r"json=(\S+)", arguments)
if proc.returncode == 0 and match and "=auto" in arguments:
    path = match.group(1)
    with open(path) as f:
        report = json.load(f)
    for candidate in report["plan_search"]["candidates"]:
        if candidate["peak_bytes"] is not None:
            candidate["peak_bytes"] += 1
            break
    with open(path, "w") as f:
        json.dump(report, f)
sys.exit(proc.returncode)
