"""kept_grads.py TOOLS_DIR: zero-torch's kept-for-backward functions
(tools/zero-torch/zero_torch_kept.py) against the PyTorch code they stand
for, eagerly on random inputs: each one's result and the gradients of all
its inputs, in f32 and in bf16. In f32 the two agree to rounding (bound
1e-5 of each tensor's largest element); in bf16 the functions round where
PyTorch's graph rounds, but compute the backward in f32, where autograd
rounds some of its steps to bf16 (bound 2e-2: about five bf16 rounding
steps of 2^-8 relative each)."""
import sys

import torch

sys.path.insert(0, sys.argv[1])
import zero_torch_kept as kept  # noqa: E402

torch.manual_seed(0)
failed = False


def compare(name, dtype, ours, theirs):
    global failed
    bound = 1e-5 if dtype == torch.float32 else 2e-2
    for index, (a, b) in enumerate(zip(ours, theirs)):
        scale = b.float().abs().max().item() or 1.0
        worst = (a.float() - b.float()).abs().max().item() / scale
        if worst > bound:
            print(f"{name} {dtype}: tensor {index} differs by {worst:.2e} of "
                  f"its largest element (bound {bound:g})")
            failed = True


def grads(function, inputs, weight):
    inputs = [t.detach().clone().requires_grad_(t.is_floating_point())
              for t in inputs]
    out = function(*inputs)
    (out.float() * weight).sum().backward()
    return [out] + [t.grad for t in inputs if t.is_floating_point()]


def reference_rms_norm(x, weight, eps=1e-5):
    h = x.to(torch.float32)
    h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps)
    return weight * h.to(x.dtype)


for dtype in (torch.float32, torch.bfloat16):
    x = torch.randn(2, 8, 64, dtype=dtype)
    w = (1 + 0.1 * torch.randn(64)).to(dtype)
    dy = torch.randn(2, 8, 64)
    compare("RmsNorm", dtype,
            grads(lambda a, b: kept.RmsNorm.apply(a, b, 1e-5), [x, w], dy),
            grads(reference_rms_norm, [x, w], dy))
    gate, up = torch.randn(2, 8, 160, dtype=dtype), torch.randn(2, 8, 160, dtype=dtype)
    dh = torch.randn(2, 8, 160)
    compare("SiluMul", dtype, grads(kept.silu_mul, [gate, up], dh),
            grads(lambda g, u: torch.nn.functional.silu(g) * u, [gate, up], dh))
    logits = torch.randn(2, 8, 256, dtype=dtype)
    labels = torch.randint(0, 256, (2, 8))
    compare("CrossEntropy", dtype,
            grads(kept.CrossEntropy.apply, [logits, labels], 1.0),
            grads(lambda z, l: torch.nn.functional.cross_entropy(
                z.float().reshape(-1, 256), l.reshape(-1)), [logits, labels], 1.0))
if failed:
    sys.exit(1)
print("kept functions: results and gradients equal PyTorch's")
