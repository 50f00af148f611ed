"""Prints the figures zero-report-mesh-405b.test checks from two reports
(ZeRO-1 and ZeRO-3 of one device of a mesh)."""
import json
import sys

zero1, zero3 = (json.load(open(path)) for path in sys.argv[1:3])
mesh = zero1["mesh"]
print("mesh", mesh["shape"], mesh["axis_names"], "dp_axes", mesh["dp_axes"],
      "devices", mesh["devices"], "world_size", zero1["world_size"],
      "params", zero1["params"])
for row in zero1["stages"]:
    print("stage", row["stage"], "model states", row["memory_bytes"]["total"],
          "sent", row["sent_bytes"], "inter-node",
          row["sent_bytes_by_link"]["inter_node"])
for name, report in (("zero1", zero1), ("zero3", zero3)):
    program = report["scheduled"]
    (axis,) = program["sent_bytes_by_axis"]
    print(f"program {name}: model states",
          program["memory_bytes"]["total"] if "memory_bytes" in program
          else program["model_state_bytes"]["total"],
          "sent", program["sent_bytes"], "on", axis["axis"], "inter-node",
          program["sent_bytes_by_link"]["inter_node"])
