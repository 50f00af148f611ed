"""torch_first_loss.py CONFIG.json ZERO_RUN_OUTPUT --batch B --seq S --ranks N [--seed K]

PyTorch's own loss on the weights and batch zero-run used for its first
step, against the loss zero-run printed.

zero-run draws its initial states and batches from a documented generator
(tools/zero-run/InitialValues.cpp: SplitMix64 over FNV-1a of each state's
name); this file reimplements it, loads the weights into the Hugging Face
model itself (not zero-torch's rewritten one: sparse experts, its own
embedding and cross entropy), rounds them to bf16 as the step stores them
(param-dtype=bf16; the step computes in f32), and computes
torch.nn.functional.cross_entropy of the model's logits over the global
batch (N ranks x B sequences: zero-run prints the mean of the ranks'
losses, each over its own B x S tokens).
"""
import argparse
import json
import re
import sys

import numpy as np
import torch
import transformers

MASK = (1 << 64) - 1


def mix(x):
    x = (x + 0x9E3779B97F4A7C15) & MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK
    return x ^ (x >> 31)


def mix_array(x):
    with np.errstate(over="ignore"):
        x = x + np.uint64(0x9E3779B97F4A7C15)
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return x ^ (x >> np.uint64(31))


def fnv1a(text):
    h = 0xCBF29CE484222325
    for byte in text.encode():
        h = ((h ^ byte) * 0x100000001B3) & MASK
    return h


def stream_of(name, seed):
    return mix(fnv1a(name) ^ mix(seed))


def uniform(stream, count):
    bits = mix_array(np.uint64(stream) ^ mix_array(np.arange(count, dtype=np.uint64)))
    return (bits >> np.uint64(40)).astype(np.float64) / float(1 << 23) - 1.0


def initial_weight(name, shape, seed):
    u = uniform(stream_of(name + "/weight.0", seed), int(np.prod(shape)))
    if len(shape) >= 2:
        values = (u / np.sqrt(float(shape[-1]))).astype(np.float32)
    else:
        values = (1.0 + 0.1 * u).astype(np.float32)
    weight = torch.from_numpy(values.reshape(shape))
    return weight.to(torch.bfloat16).to(torch.float32)


def batch(data_index, seed, step, total, token_range):
    stream = mix(stream_of(f"data.{data_index}", seed) ^ mix(step))
    ids = mix_array(np.uint64(stream) ^ mix_array(np.arange(total, dtype=np.uint64)))
    return torch.from_numpy((ids % np.uint64(token_range)).astype(np.int64))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("config")
    parser.add_argument("zero_run_output")
    parser.add_argument("--batch", type=int, required=True)
    parser.add_argument("--seq", type=int, required=True)
    parser.add_argument("--ranks", type=int, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tolerance", type=float, default=1e-4)
    args = parser.parse_args()

    fields = {k: v for k, v in json.load(open(args.config)).items()
              if not k.startswith("_")}
    config = transformers.AutoConfig.for_model(**fields)
    model = transformers.AutoModelForCausalLM.from_config(config)
    model.train(False)
    with torch.no_grad():
        for name, parameter in model.named_parameters():
            parameter.copy_(initial_weight(name, tuple(parameter.shape), args.seed))
    vocab = config.vocab_size
    total = args.ranks * args.batch * args.seq
    ids = batch(0, args.seed, 1, total, vocab).view(-1, args.seq)
    labels = batch(1, args.seed, 1, total, vocab).view(-1, args.seq)
    with torch.no_grad():
        logits = model(input_ids=ids, use_cache=False).logits.float()
        expected = torch.nn.functional.cross_entropy(
            logits.reshape(-1, vocab), labels.reshape(-1)).item()

    text = open(args.zero_run_output).read()
    match = re.search(r"step 1: loss (\S+)", text)
    if not match:
        sys.exit(f"{args.zero_run_output}: no 'step 1: loss'")
    measured = float(match.group(1))
    difference = abs(measured - expected)
    print(f"PyTorch {expected:.7f}, zero-run {measured:.7f}, "
          f"difference {difference:.2e}")
    if difference > args.tolerance:
        sys.exit(f"the first losses differ by {difference:.2e}, more than "
                 f"{args.tolerance:g}")
    print("first-step loss: zero-run's equals PyTorch's")


if __name__ == "__main__":
    main()
