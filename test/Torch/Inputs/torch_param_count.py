"""torch_param_count.py CONFIG.json REPORT.json

Builds the Hugging Face model of CONFIG.json and checks that the report's
"params" equals sum(p.numel()) of its parameters (tied ones counted once).
"""
import json
import sys

import transformers

fields = {k: v for k, v in json.load(open(sys.argv[1])).items()
          if not k.startswith("_")}
model = transformers.AutoModelForCausalLM.from_config(
    transformers.AutoConfig.for_model(**fields))
expected = sum(p.numel() for p in model.parameters())
counted = json.load(open(sys.argv[2]))["params"]
if counted != expected:
    sys.exit(f"the report counts {counted} parameters, PyTorch {expected}")
print("parameters: the report's equal PyTorch's")
