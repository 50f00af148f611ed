"""torch_first_grads.py CONFIG.json ZERO_RUN.json STATES.bin --lr LR --batch B --seq S --ranks N [--seed K]

The gradients of zero-run's first step against PyTorch's on the same
weights and batch. The step is an f32 SGD step (zero-add-optimizer
"optimizer=sgd weight-decay=0 param-dtype=f32": f32 gradients, which bf16
would round by up to 2^-9): each weight ends at weight - lr * grad, so the
gradient zero-run computed is (initial weight - final weight) / lr, read
from zero-run's --dump-states file at the offsets its --json gives. The
initial weights and the batch come from zero-run's generator
(torch_first_loss.py); PyTorch's gradients are those of the Hugging Face
model itself (its own attention, embedding and cross entropy) over the
global batch, whose mean loss is the mean of the ranks' losses.
"""
import argparse
import json
import os
import re
import sys

import numpy as np
import torch
import transformers

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from torch_first_loss import batch, stream_of, uniform  # noqa: E402


def initial_weight(name, shape, seed):
    """The f32 weight zero-run starts from (torch_first_loss.py's before
    its rounding to bf16)."""
    u = uniform(stream_of(name + "/weight.0", seed), int(np.prod(shape)))
    if len(shape) >= 2:
        values = u / np.sqrt(float(shape[-1]))
    else:
        values = 1.0 + 0.1 * u
    return torch.from_numpy(values.astype(np.float32).reshape(shape))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("config")
    parser.add_argument("zero_run_json")
    parser.add_argument("states")
    parser.add_argument("--lr", type=float, required=True)
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
    initial = {}
    with torch.no_grad():
        for name, parameter in model.named_parameters():
            initial[name] = initial_weight(name, tuple(parameter.shape),
                                           args.seed)
            parameter.copy_(initial[name])
    vocab = config.vocab_size
    total = args.ranks * args.batch * args.seq
    ids = batch(0, args.seed, 1, total, vocab).view(-1, args.seq)
    labels = batch(1, args.seed, 1, total, vocab).view(-1, args.seq)
    logits = model(input_ids=ids, use_cache=False).logits.float()
    torch.nn.functional.cross_entropy(logits.reshape(-1, vocab),
                                      labels.reshape(-1)).backward()

    report = json.load(open(args.zero_run_json))
    raw = open(args.states, "rb").read()
    worst, checked = 0.0, 0
    for state in report["states"]:
        match = re.fullmatch(r"(.*)/weight\.0", state["name"])
        if not match:
            continue
        name = match.group(1)
        parameter = dict(model.named_parameters())[name]
        final = np.frombuffer(raw, dtype=np.float32, count=state["bytes"] // 4,
                              offset=state["offset"])
        final = torch.from_numpy(final.copy()).view(parameter.shape)
        theirs = (initial[name] - final) / args.lr
        ours = parameter.grad
        # Relative to the tensor's largest gradient: an f32 weight of
        # about 0.1 loses 1e-8 in the subtraction, far below the tolerance.
        scale = ours.abs().max().item()
        error = (theirs - ours).abs().max().item() / max(scale, 1e-30)
        worst = max(worst, error)
        checked += 1
        if error > args.tolerance:
            sys.exit(f"{name}: zero-run's gradient differs from PyTorch's by "
                     f"{error:.2e} of its largest element, more than "
                     f"{args.tolerance:g}")
    if checked != len(initial):
        sys.exit(f"{checked} weights in the dump, {len(initial)} "
                 "parameters in the model")
    print(f"{checked} gradients, largest difference {worst:.2e} of the "
          "tensor's largest element")
    print("first-step gradients: zero-run's equal PyTorch's")


if __name__ == "__main__":
    main()
