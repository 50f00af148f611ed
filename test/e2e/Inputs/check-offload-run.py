#!/usr/bin/env python3
"""Checks what the runtime counted for an offloaded run against its report.

  check-offload-run.py REPORT.json RUN.json

REPORT.json is zero-report's JSON of the offloaded program (section
"scheduled"), RUN.json zero-run's of the same program. Every rank in every
step must have copied exactly pcie_bytes.to_host over PCIe to the host and
pcie_bytes.to_device back (zero-run's pcie_bytes_to_host/_to_device, counted
by the runtime's transfer entry points), kept exactly state_bytes_by_tier
allocated in the device and host tiers between steps (zero-run's
resident_bytes_between_steps and host_resident_bytes_between_steps), and
sent exactly sent_bytes; with offload=nvme, read and written exactly
nvme_bytes.read/.written (zero-run's nvme_bytes_read/_written) and kept
state_bytes_by_tier.nvme placed in the NVMe tier between steps
(nvme_resident_bytes_between_steps). The report must say something moves
(an offloaded program). Prints the figures;
exits 1 on any mismatch.
"""
import json
import sys

scheduled = json.load(open(sys.argv[1]))["scheduled"]
run = json.load(open(sys.argv[2]))
ok = scheduled["offload"] != "none" and scheduled["pcie_bytes"]["to_host"] > 0
for key, counted in (("to_host", run["pcie_bytes_to_host"]),
                     ("to_device", run["pcie_bytes_to_device"])):
    expected = scheduled["pcie_bytes"][key]
    values = {value for rank in counted for value in rank}
    good = values == {expected}
    ok &= good
    print(f"pcie {key}: counted {sorted(values)} "
          f"{'==' if good else '!='} report {expected}")
# What stays allocated between steps, tier by tier: the state arguments.
for key, counted in (("device", run["resident_bytes_between_steps"]),
                     ("host", run["host_resident_bytes_between_steps"])):
    expected = scheduled["state_bytes_by_tier"][key]
    values = {value for rank in counted for value in rank}
    good = values == {expected}
    ok &= good
    print(f"resident {key}: counted {sorted(values)} "
          f"{'==' if good else '!='} report {expected}")
sent = {value for rank in run["sent_bytes"] for value in rank}
good = sent == {scheduled["sent_bytes"]}
ok &= good
print(f"sent: counted {sorted(sent)} {'==' if good else '!='} report "
      f"{scheduled['sent_bytes']}")
if scheduled["offload"] == "nvme":
    for what, counted, expected in (
            ("read", run["nvme_bytes_read"], scheduled["nvme_bytes"]["read"]),
            ("written", run["nvme_bytes_written"],
             scheduled["nvme_bytes"]["written"]),
            ("resident", run["nvme_resident_bytes_between_steps"],
             scheduled["state_bytes_by_tier"]["nvme"])):
        values = {value for rank in counted for value in rank}
        good = values == {expected} and expected > 0
        ok &= good
        print(f"nvme {what}: counted {sorted(values)} "
              f"{'==' if good else '!='} report {expected}")
sys.exit(0 if ok else 1)
