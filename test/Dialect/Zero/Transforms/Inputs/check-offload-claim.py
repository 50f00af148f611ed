"""Checks a zero-report JSON of an offloaded program against a paper's claim.

Usage: check-offload-claim.py REPORT.json DEVICE_BYTES HOST_BYTES_PER_NODE
       RANKS_PER_NODE [NVME_BYTES_PER_RANK_AT_LEAST]

Fails unless the program's device peak fits in DEVICE_BYTES, the host
memory of the RANKS_PER_NODE ranks sharing a node fits in HOST_BYTES_PER_NODE,
and (when given) at least that many bytes live in each rank's NVMe file.
Prints the figures it checked.
"""
import json
import sys

report = json.load(open(sys.argv[1]))
device_capacity = float(sys.argv[2])
host_capacity = float(sys.argv[3])
ranks_per_node = int(sys.argv[4])
scheduled = report["scheduled"]
tiers = scheduled["memory_bytes_by_tier"]
device, host, nvme = tiers["device"], tiers["host"], tiers["nvme"]
print(f"params {report['params']:,}")
print(f"device peak {device:,} B per rank (capacity {device_capacity:,.0f})")
print(f"host {host:,} B per rank, {host * ranks_per_node:,} B per node "
      f"(capacity {host_capacity:,.0f})")
print(f"nvme {nvme:,} B per rank")
assert device <= device_capacity, "the device peak does not fit"
assert host * ranks_per_node <= host_capacity, "host memory does not fit"
if len(sys.argv) > 5:
    assert nvme >= float(sys.argv[5]), "less on NVMe than expected"
# Every model-state byte is somewhere: on NVMe, or counted in a peak.
states = scheduled["memory_bytes"]["total"]
assert states <= device + host + nvme, (states, device, host, nvme)
print("ok")
