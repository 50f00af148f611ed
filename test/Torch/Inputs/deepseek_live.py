#!/usr/bin/env python3
"""Checks zero-import's DeepSeek-V3 (or -V2) step against transformers itself.

  deepseek_live.py psi CONFIG
      Prints transformers' parameter count of DeepseekV3ForCausalLM (or
      DeepseekV2ForCausalLM, by the config's model_type) built on
      the meta device from CONFIG (no weight is allocated), and how many
      e_score_correction_bias buffers it has.
  deepseek_live.py loss CONFIG --zero-import BIN
      Imports CONFIG (f32, batch 2, seq 5), fills transformers' model with
      the weights and routing biases that test/Import/Inputs/gradcheck.py
      gives the step, and compares transformers' f32 loss (eager attention,
      cross-entropy of the logits against gradcheck's labels, which are
      already shifted) with the step's f64 loss, which gradcheck.py prints.
      Also compares the step's parameter count with transformers'.
"""
import argparse
import json
import os
import re
import subprocess
import sys

import torch
from transformers import (DeepseekV2Config, DeepseekV2ForCausalLM,
                          DeepseekV3Config, DeepseekV3ForCausalLM)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Import", "Inputs"))
sys.path.insert(0, HERE)
import gradcheck  # noqa: E402
import live_loss  # noqa: E402

BATCH, SEQ = 2, 5


def build(path, device):
    raw = json.load(open(path))
    config_class, model_class = (
        (DeepseekV2Config, DeepseekV2ForCausalLM)
        if raw.get("model_type") == "deepseek_v2"
        else (DeepseekV3Config, DeepseekV3ForCausalLM))
    config = config_class(**{k: v for k, v in raw.items()
                             if not k.startswith("_")})
    config._attn_implementation = "eager"
    with torch.device(device):
        return raw, model_class(config)


def psi(path):
    _, model = build(path, "meta")
    count = sum(p.numel() for p in model.parameters())
    biases = sum(1 for n, _ in model.named_buffers()
                 if n.endswith("e_score_correction_bias"))
    print(f"transformers: {count} parameters, {biases} correction-bias "
          f"buffers")
    return count


def loss(path, zero_import):
    raw, model = build(path, "cpu")
    model = model.float().eval()
    step = subprocess.run(
        [zero_import, "--hf-config", path, "--dtype", "f32", "--activations",
         "f32", "--batch", str(BATCH), "--seq", str(SEQ), "-o", "-"],
        check=True, capture_output=True, text=True).stdout
    args, _ = gradcheck.parse_signature(step)
    weights, biases, number = {}, [], 0
    for arg in args:
        if arg.role == "weight":
            formula = gradcheck.weight_formula(number, arg)
            number += 1
            weights[arg.name] = torch.tensor(
                [gradcheck.weight_value(formula, k, "f64")
                 for k in range(arg.numel)]).reshape(arg.shape)
        elif arg.role is None and len(arg.shape) == 1:
            # gradcheck.py's formula for a routing bias.
            formula = (0.377, 0.25 * arg.index, 0.02, 0.0)
            biases.append(torch.tensor(
                [gradcheck.weight_value(formula, k, "f64")
                 for k in range(arg.numel)]))
    ours = sum(w.numel() for w in weights.values())
    theirs = sum(p.numel() for p in model.parameters())
    print(f"parameters: zero-import {ours}  transformers {theirs}")
    with torch.no_grad():
        for name, param in model.named_parameters():
            if name in weights:
                param.copy_(weights[name])
                continue
            # transformers stacks the routed experts: gate_up_proj
            # [E, 2 I, d] (gate rows first), down_proj [E, d, I].
            match = re.fullmatch(r"(.*\.mlp\.experts)\.(gate_up_proj|"
                                 r"down_proj)", name)
            if not match:
                sys.exit(f"no weight for transformers' {name}")
            for e in range(param.shape[0]):
                prefix = f"{match.group(1)}.{e}."
                if match.group(2) == "gate_up_proj":
                    param[e].copy_(torch.cat(
                        [weights[prefix + "gate_proj.weight"],
                         weights[prefix + "up_proj.weight"]]))
                else:
                    param[e].copy_(weights[prefix + "down_proj.weight"])
        buffers = [b for n, b in model.named_buffers()
                   if n.endswith("e_score_correction_bias")]
        for buffer, bias in zip(buffers, biases, strict=True):
            buffer.copy_(bias)
        reference = live_loss.transformers_loss(model, raw["vocab_size"],
                                                BATCH, SEQ)
    return live_loss.compare_step_loss(reference, path, zero_import, BATCH,
                                       SEQ, ours == theirs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=["psi", "loss"])
    parser.add_argument("config")
    parser.add_argument("--zero-import", default="zero-import")
    opts = parser.parse_args()
    if opts.mode == "psi":
        psi(opts.config)
        return 0
    return loss(opts.config, opts.zero_import)


if __name__ == "__main__":
    sys.exit(main())
