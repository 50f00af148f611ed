#!/usr/bin/env python3
"""Checks zero-import's decoder families against transformers itself.

For the families of the one decoder layer that zero-import added after
Llama and Mixtral (Mistral, Qwen2, Qwen3, Qwen3-MoE; docs/import.md):

  decoder_live.py psi CONFIG...
      Prints transformers' parameter count of each CONFIG's architecture
      built on the meta device (no weight is allocated).
  decoder_live.py loss CONFIG --zero-import BIN
      Imports CONFIG (f32, batch 2, seq 5), fills transformers' model with
      the weights test/Import/Inputs/gradcheck.py gives the step, and
      compares transformers' f32 loss (eager attention, cross-entropy of the
      logits against gradcheck's labels, which are already shifted) with the
      step's f64 loss, which gradcheck.py prints. Also compares the step's
      parameter count with transformers'.
"""
import argparse
import json
import os
import re
import subprocess
import sys

import torch
import transformers

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Import", "Inputs"))
sys.path.insert(0, HERE)
import gradcheck  # noqa: E402
import live_loss  # noqa: E402

BATCH, SEQ = 2, 5


def build(path, device):
    raw = json.load(open(path))
    config = transformers.AutoConfig.for_model(
        **{k: v for k, v in raw.items() if not k.startswith("_")})
    config._attn_implementation = "eager"
    model_class = getattr(transformers, raw["architectures"][0])
    with torch.device(device):
        return raw, model_class(config)


def psi(paths):
    for path in paths:
        _, model = build(path, "meta")
        count = sum(p.numel() for p in model.parameters())
        print(f"{os.path.basename(path)}: transformers {count} parameters")


def loss(path, zero_import):
    raw, model = build(path, "cpu")
    model = model.float().eval()
    step = subprocess.run(
        [zero_import, "--hf-config", path, "--dtype", "f32", "--activations",
         "f32", "--batch", str(BATCH), "--seq", str(SEQ), "-o", "-"],
        check=True, capture_output=True, text=True).stdout
    args, _ = gradcheck.parse_signature(step)
    weights, number = {}, 0
    for arg in args:
        if arg.role == "weight":
            formula = gradcheck.weight_formula(number, arg)
            number += 1
            weights[arg.name] = torch.tensor(
                [gradcheck.weight_value(formula, k, "f64")
                 for k in range(arg.numel)]).reshape(arg.shape)
    if raw.get("tie_word_embeddings"):
        weights["lm_head.weight"] = weights["model.embed_tokens.weight"]
    ours = sum(w.numel() for n, w in weights.items()
               if n != "lm_head.weight" or not raw.get("tie_word_embeddings"))
    theirs = sum(p.numel() for p in model.parameters())
    print(f"parameters: zero-import {ours}  transformers {theirs}")
    with torch.no_grad():
        for name, param in model.named_parameters():
            if name in weights:
                param.copy_(weights[name])
                continue
            # transformers 5 stacks the routed experts: gate_up_proj
            # [E, 2 I, d] (gate rows first), down_proj [E, d, I].
            match = re.fullmatch(r"(model\.layers\.\d+\.mlp\.experts)\.("
                                 r"gate_up_proj|down_proj)", name)
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
        reference = live_loss.transformers_loss(model, raw["vocab_size"],
                                                BATCH, SEQ)
    return live_loss.compare_step_loss(reference, path, zero_import, BATCH,
                                       SEQ, ours == theirs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=["psi", "loss"])
    parser.add_argument("configs", nargs="+")
    parser.add_argument("--zero-import", default="zero-import")
    opts = parser.parse_args()
    if opts.mode == "psi":
        psi(opts.configs)
        return 0
    return max(loss(path, opts.zero_import) for path in opts.configs)


if __name__ == "__main__":
    sys.exit(main())
