#!/usr/bin/env python3
"""Prints one line comparing the two views of a zero-report JSON on stdin.

  MODEL N STAGE memory equal|DIFFERENT traffic equal|below:UNITS|DIFFERENT

`memory` compares the model states measured on the sharded program with the
formula for its stage; `traffic` the bytes sent. Traffic below the formula is
only accepted when the report names units gathered once.
"""
import json
import sys

model = sys.argv[1]
report = json.load(sys.stdin)
scheduled = report["scheduled"]
formula = next(s for s in report["stages"] if s["stage"] == scheduled["stage"])
memory = "equal" if scheduled["memory_bytes"] == formula["memory_bytes"] else "DIFFERENT"
if scheduled["sent_bytes"] == formula["sent_bytes"]:
    traffic = "equal"
elif scheduled["sent_bytes"] < formula["sent_bytes"] and (
        scheduled["units_gathered_once"] or scheduled["units_never_gathered"]):
    traffic = "below:" + ",".join(scheduled["units_gathered_once"] + scheduled["units_never_gathered"])
else:
    traffic = "DIFFERENT"
print(model, report["world_size"], scheduled["stage"], "memory", memory, "traffic", traffic)
