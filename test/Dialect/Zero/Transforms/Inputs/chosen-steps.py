"""Reads zero-shard-bandwidths.test's reports: the chosen plan's offload
and step in each search, and zero-report's estimate of one program."""
import json
import os
import sys

out = sys.argv[1]


def load(name):
    with open(os.path.join(out, name + ".json")) as f:
        return json.load(f)


def chosen(report):
    table = report["plan_search"]
    return table["candidates"][table["chosen"]]


default, host, pcie = (chosen(load(n)) for n in ("default", "host", "pcie"))
nvme, slow_nvme = chosen(load("nvme")), chosen(load("slow-nvme"))
print("offload", default["offload"], host["offload"], pcie["offload"])
print("host-bandwidth=1MB slower:", host["step_s"] > default["step_s"])
print("pcie-bandwidth=1MB slower:", pcie["step_s"] > default["step_s"])
print("nvme-bandwidth=1MB slower:", slow_nvme["step_s"] > nvme["step_s"])
report = load("host")["scheduled"]["time_s"]["step"]
print("the search's step equals zero-report's:",
      abs(report - host["step_s"]) <= 1e-9 * report)
