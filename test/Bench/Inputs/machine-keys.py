# Prints what gpu-calibrate-fake.test checks of the machine file it wrote.
import json
import sys

machine = json.load(open(sys.argv[1]))
device = json.load(open(sys.argv[2]))
keys = ["schema", "name", "source", "matmul_flops", "vector_flops", "memory_bandwidth",
        "intra_node_bandwidth", "inter_node_bandwidth", "collective_latency_s",
        "devices_per_node", "device_memory", "pcie_bandwidth"]
missing = [k for k in keys if k not in machine]
extra = [k for k in machine if k not in keys]
if missing or extra:
    sys.exit(f"keys missing: {missing}, unknown: {extra}")
print("schema", machine["schema"])
print("matmul_flops from the helper:", machine["matmul_flops"] == device["matmul_flops"]
      and all(v > 0 for v in device["matmul_flops"].values()))
print("memory_bandwidth from the helper:",
      machine["memory_bandwidth"] == device["memory_bandwidth"] > 0)
print("vector_flops f32", machine["vector_flops"]["f32"])
print("inter_node_bandwidth", machine["inter_node_bandwidth"])
print("source:", machine["source"])
