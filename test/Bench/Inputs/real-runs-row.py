# Prints what real-runs.test checks of bench/real_runs.py's JSON row.
import json
import sys

row = json.load(open(sys.argv[1]))["rows"][0]
measured = row["measured"]["step_s"]
predicted = row["zero_opt"]["step_s"]
print(f"measured step {measured:.3f}")
# The table prints round(predicted / measured, 2); the JSON keeps both.
print("ratio consistent:", predicted > 0 and abs(predicted / measured - predicted / (8192 / 2973)) < 1e-12)
print("time from:", row["zero_opt"]["time_key"])
print("memory from:", row["zero_opt"]["memory_key"])
