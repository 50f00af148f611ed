"""The loss comparison the live import checks share (decoder_live.py,
deepseek_live.py): transformers' f32 loss on gradcheck.py's tokens against
the f64 loss of zero-import's step, which gradcheck.py prints."""
import os
import re
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
GRADCHECK = os.path.join(HERE, "..", "..", "Import", "Inputs", "gradcheck.py")
sys.path.insert(0, os.path.dirname(GRADCHECK))
import gradcheck  # noqa: E402


def transformers_loss(model, vocab, batch, seq):
    """Cross-entropy of `model`'s logits on gradcheck's token ids against its
    labels (already shifted), as the step computes it."""
    ids, labels = ([[gradcheck.token_value(salt, r * seq + c, vocab)
                     for c in range(seq)] for r in range(batch)]
                   for salt in (0, 1))
    logits = model(input_ids=torch.tensor(ids)).logits
    return torch.nn.functional.cross_entropy(
        logits.reshape(-1, vocab), torch.tensor(labels).reshape(-1)).item()


def compare_step_loss(reference, config, zero_import, batch, seq, counts_agree):
    """Prints the step's loss beside `reference` and PASS or FAIL; returns the
    exit status (FAIL when the counts disagree or the losses differ by more
    than transformers' f32 rounding)."""
    check = subprocess.run(
        [sys.executable, GRADCHECK, "--zero-import", zero_import,
         "--config", config, "--batch", str(batch), "--seq", str(seq),
         "--probes-per-param", "1"],
        capture_output=True, text=True)
    found = re.search(r"loss: step (\S+)", check.stdout)
    if not found:
        sys.exit(f"gradcheck.py printed no loss:\n{check.stderr[-2000:]}")
    step = float(found.group(1))
    error = abs(step - reference) / abs(reference)
    # transformers runs in f32: agreement to its rounding, ~1e-7.
    print(f"loss: step {step:.10g}  transformers {reference:.10g}  relative "
          f"error {error:.1e}")
    ok = counts_agree and error < 1e-6
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1
