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
(nvme_resident_bytes_between_steps). The host tier's peak during every
step (zero-run's host_peak_bytes_allocated: the host-tier states and the
host copies the step makes, which the lowering allocates in that tier) must
be exactly the report's memory_bytes_by_tier.host. The report must say
something moves (an offloaded program). Prints the figures;
exits 1 on any mismatch.
"""
import json
import sys

scheduled = json.load(open(sys.argv[1]))["scheduled"]
run = json.load(open(sys.argv[2]))
ok = scheduled["offload"] != "none" and scheduled["pcie_bytes"]["to_host"] > 0


def check(label, counted, expected, nonzero=False):
    """Every rank's count in every step (`counted`: per rank, per step) is
    `expected`; prints the line and returns whether it held."""
    values = {value for rank in counted for value in rank}
    good = values == {expected} and (expected > 0 or not nonzero)
    print(f"{label}: counted {sorted(values)} "
          f"{'==' if good else '!='} report {expected}")
    return good


for key, counted in (("to_host", run["pcie_bytes_to_host"]),
                     ("to_device", run["pcie_bytes_to_device"])):
    ok &= check(f"pcie {key}", counted, scheduled["pcie_bytes"][key])
# What stays allocated between steps, tier by tier: the state arguments.
for key, counted in (("device", run["resident_bytes_between_steps"]),
                     ("host", run["host_resident_bytes_between_steps"])):
    ok &= check(f"resident {key}", counted,
                scheduled["state_bytes_by_tier"][key])
ok &= check("sent", run["sent_bytes"], scheduled["sent_bytes"])
if scheduled["offload"] == "nvme":
    for what, counted, expected in (
            ("read", run["nvme_bytes_read"], scheduled["nvme_bytes"]["read"]),
            ("written", run["nvme_bytes_written"],
             scheduled["nvme_bytes"]["written"]),
            ("resident", run["nvme_resident_bytes_between_steps"],
             scheduled["state_bytes_by_tier"]["nvme"])):
        ok &= check(f"nvme {what}", counted, expected, nonzero=True)
ok &= check("host peak", run["host_peak_bytes_allocated"],
            scheduled["memory_bytes_by_tier"]["host"], nonzero=True)
sys.exit(0 if ok else 1)
