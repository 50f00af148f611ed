"""zero-torch's kept-for-backward functions: what the exported backward
keeps is what zero-import's keeps.

PyTorch's joint graph keeps for the backward whatever its autograd formulas
read, and torch-mlir's common subexpression elimination merges a
recomputation in the backward with the forward's value. zero-import keeps
less (README, "Models from PyTorch"). The autograd functions here compute
what the modules they stand for compute, and keep only what zero-import's
step keeps: RMSNorm's normalized x and 1 / rms, the gated MLP's gate and
up, the loss's logits and log-sum-exp per token. The backward of the MLP
and the loss, and the loss itself, are custom ops that zero_torch_fused.py
cuts out for torch-mlir and puts back (TEMPLATES) as the linalg.generic ops
zero-import writes.
"""

import torch
from torch import Tensor

class RmsNorm(torch.autograd.Function):
    """weight * (x / rms(x)).to(x.dtype), the rms in f32, as Hugging Face's
    LlamaRMSNorm computes it; keeps the normalized x (x's type) and the f32
    1 / rms per row."""

    @staticmethod
    def forward(ctx, x, weight, eps):
        rstd = torch.rsqrt(x.float().pow(2).mean(-1, keepdim=True) + eps)
        normalized = (x.float() * rstd).to(x.dtype)
        ctx.save_for_backward(normalized, rstd, weight)
        return weight * normalized

    @staticmethod
    def backward(ctx, grad):
        normalized, rstd, weight = ctx.saved_tensors
        # With n = x r, r = (mean(x^2) + eps)^-1/2:
        #   dx = r (dn - n mean(dn n)), dn = dy w, dw = sum over rows dy n.
        rows = tuple(range(grad.dim() - 1))
        dweight = (grad * normalized).sum(rows).to(weight.dtype)
        dn = (grad * weight).to(normalized.dtype).float()
        n = normalized.float()
        dx = rstd * (dn - n * (dn * n).mean(-1, keepdim=True))
        return dx.to(normalized.dtype), dweight, None


@torch.library.custom_op("zero_torch::silu_mul_grad", mutates_args=())
def silu_mul_grad(grad: Tensor, gate: Tensor,
                  up: Tensor) -> tuple[Tensor, Tensor]:
    """The gradients of silu(gate) * up from the gradient of its result,
    in f32, of the inputs' type: with s = sigmoid(gate),
    dgate = grad up s (1 + gate (1 - s)) and dup = grad gate s."""
    d, g, u = grad.float(), gate.float(), up.float()
    s = torch.sigmoid(g)
    dgate = d * u * s * (1 + g * (1 - s))
    return dgate.to(gate.dtype), (d * g * s).to(up.dtype)


@silu_mul_grad.register_fake
def _(grad, gate, up):
    return gate.new_empty(gate.shape), up.new_empty(up.shape)


class SiluMul(torch.autograd.Function):
    """silu(gate) * up, the gated MLP's hidden activation; keeps gate and
    up. Its backward is one op, zero_torch::silu_mul_grad, which computes
    silu(gate) again: written as PyTorch ops, the recomputation would be
    merged with the forward's by torch-mlir's common subexpression
    elimination, which would keep sigmoid(gate) and silu(gate) too."""

    @staticmethod
    def forward(ctx, gate, up):
        ctx.save_for_backward(gate, up)
        return torch.nn.functional.silu(gate) * up

    @staticmethod
    def backward(ctx, grad):
        gate, up = ctx.saved_tensors
        return silu_mul_grad(grad, gate, up)


def silu_mul(gate, up):
    """silu(gate) * up through SiluMul where the two have one shape and
    type (a gated MLP's), else as PyTorch computes it."""
    if gate.shape != up.shape or gate.dtype != up.dtype:
        return torch.nn.functional.silu(gate) * up
    return SiluMul.apply(gate, up)


def rms_norm_forward(self, hidden_states):
    return RmsNorm.apply(hidden_states, self.weight, self.variance_epsilon)


def gated_mlp_forward(self, x):
    return self.down_proj(silu_mul(self.gate_proj(x), self.up_proj(x)))


@torch.library.custom_op("zero_torch::cross_entropy", mutates_args=())
def cross_entropy(logits: Tensor, labels: Tensor) -> tuple[Tensor, Tensor]:
    """The mean over tokens of logsumexp(logits) - logits[label], in f32,
    and the f32 log-sum-exp of each token's logits."""
    x = logits.float()
    lse = torch.logsumexp(x, -1)
    picked = x.gather(-1, labels.unsqueeze(-1)).squeeze(-1)
    return (lse - picked).mean(), lse


@cross_entropy.register_fake
def _(logits, labels):
    return (logits.new_empty((), dtype=torch.float32),
            logits.new_empty(logits.shape[:-1], dtype=torch.float32))


@torch.library.custom_op("zero_torch::cross_entropy_grad", mutates_args=())
def cross_entropy_grad(logits: Tensor, labels: Tensor, lse: Tensor,
                       grad: Tensor) -> Tensor:
    """(softmax(logits) - onehot(label)) * grad / tokens, of the logits'
    type."""
    probs = torch.exp(logits.float() - lse.unsqueeze(-1))
    onehot = torch.nn.functional.one_hot(labels, logits.shape[-1]).float()
    return ((probs - onehot) * (grad.float() / labels.numel())).to(logits.dtype)


@cross_entropy_grad.register_fake
def _(logits, labels, lse, grad):
    return logits.new_empty(logits.shape)


class CrossEntropy(torch.autograd.Function):
    """The language model's loss, fused as zero-import writes it: the
    forward reads the logits in their own type (no f32 or one-hot copy of
    the tokens x vocabulary logits), the backward keeps the logits and the
    f32 log-sum-exp per token and writes the logits' gradient in one op."""

    @staticmethod
    def forward(ctx, logits, labels):
        loss, lse = cross_entropy(logits, labels)
        ctx.save_for_backward(logits, labels, lse)
        return loss

    @staticmethod
    def backward(ctx, grad):
        logits, labels, lse = ctx.saved_tensors
        return cross_entropy_grad(logits, labels, lse, grad), None



def clone_template(text, operands, point):
    """Clones the ops of the one function in `text` (MLIR) at `point`, its
    arguments replaced by `operands`; returns an object whose `results` are
    the clones of what it returns (in the order it returns them)."""
    from torch_mlir import ir
    # The parsed module owns the template: it lives until the copies are
    # made.
    parsed = ir.Module.parse(text)
    block = parsed.body.operations[0].regions[0].blocks[0]
    clones = {}

    def mapped(value):
        if isinstance(value.owner, ir.Block):
            return operands[ir.BlockArgument(value).arg_number]
        return clones[value]

    operations = list(block.operations)
    for op in operations[:-1]:
        with point:
            copy = op.operation.clone()
        for index, operand in enumerate(op.operation.operands):
            copy.operands[index] = mapped(operand)
        for result, cloned in zip(op.operation.results, copy.results):
            clones[result] = cloned

    class Results:
        results = [mapped(v) for v in operations[-1].operation.operands]

    return Results


def _tensor(shape, element):
    return f"tensor<{''.join(f'{d}x' for d in shape)}{element}>"


def _widen(name, element):
    """A body line that widens the block argument `name` to f32 (none for
    f32) and the f32 value's name."""
    if element == "f32":
        return [], f"%{name}"
    return [f"%{name}f = arith.extf %{name} : {element} to f32"], f"%{name}f"


def silu_mul_grad_generic(operands, types, point):
    """zero_torch::silu_mul_grad as one elementwise linalg.generic (grad,
    gate, up -> dgate, dup), its math in f32, as zero-import writes the
    MLP's backward."""
    shape = types[0].shape
    element = str(types[0].element_type)
    tensor = _tensor(shape, element)
    dims = ", ".join(f"d{i}" for i in range(len(shape)))
    identity = f"affine_map<({dims}) -> ({dims})>"
    body = []
    widened = {}
    for name in ("d", "g", "u"):
        lines, widened[name] = _widen(name, element)
        body += lines
    d, g, u = widened["d"], widened["g"], widened["u"]
    body += [
        "%one = arith.constant 1.0 : f32",
        f"%ng = arith.negf {g} : f32",
        "%e = math.exp %ng : f32",
        "%den = arith.addf %one, %e : f32",
        "%s = arith.divf %one, %den : f32",
        "%oms = arith.subf %one, %s : f32",
        f"%gs = arith.mulf {g}, %oms : f32",
        "%t = arith.addf %one, %gs : f32",
        "%ds = arith.mulf %s, %t : f32",
        f"%du = arith.mulf {d}, {u} : f32",
        "%dg = arith.mulf %du, %ds : f32",
        f"%silu = arith.mulf {g}, %s : f32",
        f"%dup = arith.mulf {d}, %silu : f32",
    ]
    results = ["%dg", "%dup"]
    if element != "f32":
        body += [f"%dg2 = arith.truncf %dg : f32 to {element}",
                 f"%dup2 = arith.truncf %dup : f32 to {element}"]
        results = ["%dg2", "%dup2"]
    body.append(f"linalg.yield {', '.join(results)} : {element}, {element}")
    lines = "\n".join("    " + line for line in body)
    text = f"""
func.func @silu_mul_grad(%grad: {tensor}, %gate: {tensor}, %up: {tensor}) -> ({tensor}, {tensor}) {{
  %e0 = tensor.empty() : {tensor}
  %e1 = tensor.empty() : {tensor}
  %r:2 = linalg.generic {{indexing_maps = [{", ".join([identity] * 5)}],
      iterator_types = [{", ".join(['"parallel"'] * len(shape))}]}}
      ins(%grad, %gate, %up : {tensor}, {tensor}, {tensor})
      outs(%e0, %e1 : {tensor}, {tensor}) {{
  ^bb0(%d: {element}, %g: {element}, %u: {element}, %o0: {element}, %o1: {element}):
{lines}
  }} -> ({tensor}, {tensor})
  return %r#0, %r#1 : {tensor}, {tensor}
}}"""
    return clone_template(text, operands, point)


def _cross_entropy_types(logits, labels):
    shape = logits.type.shape
    element = str(logits.type.element_type)
    label = str(labels.type.element_type)
    tokens = 1
    for size in shape[:-1]:
        tokens *= size
    return (shape, element, label, _tensor(shape, element),
            _tensor(shape[:-1], label), _tensor(shape[:-1], "f32"), tokens)


def cross_entropy_generic(operands, types, point):
    """zero_torch::cross_entropy as zero-import writes its loss: reductions
    over the vocabulary that read the logits in their own type (the row
    maximum, the sum of exponentials, the label's logit), the log-sum-exp
    per token, and the mean over tokens of log-sum-exp - label logit."""
    logits, labels = operands
    (shape, element, label, tensor, label_tensor, rows,
     tokens) = _cross_entropy_types(logits, labels)
    n = len(shape)
    dims = [f"d{i}" for i in range(n)]
    full = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>"
    row = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims[:-1])})>"
    rowid = (f"affine_map<({', '.join(dims[:-1])}) -> "
             f"({', '.join(dims[:-1])})>")
    scalar = f"affine_map<({', '.join(dims[:-1])}) -> ()>"
    reduce = ", ".join(['"parallel"'] * (n - 1) + ['"reduction"'])
    parallel = ", ".join(['"parallel"'] * (n - 1))
    everything = ", ".join(['"reduction"'] * (n - 1))
    widen, x = _widen("x", element)
    widen = "\n".join("    " + line for line in widen)
    text = f"""
func.func @cross_entropy(%logits: {tensor}, %labels: {label_tensor}) -> (tensor<f32>, {rows}) {{
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : {rows}
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : {rows}) -> {rows}
  %max = linalg.generic {{indexing_maps = [{full}, {row}], iterator_types = [{reduce}]}}
      ins(%logits : {tensor}) outs(%m0 : {rows}) {{
  ^bb0(%x: {element}, %acc: f32):
{widen}
    %r = arith.maximumf {x}, %acc : f32
    linalg.yield %r : f32
  }} -> {rows}
  %e1 = tensor.empty() : {rows}
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : {rows}) -> {rows}
  %sum = linalg.generic {{indexing_maps = [{full}, {row}, {row}], iterator_types = [{reduce}]}}
      ins(%logits, %max : {tensor}, {rows}) outs(%z1 : {rows}) {{
  ^bb0(%x: {element}, %m: f32, %acc: f32):
{widen}
    %d = arith.subf {x}, %m : f32
    %e = math.exp %d : f32
    %r = arith.addf %acc, %e : f32
    linalg.yield %r : f32
  }} -> {rows}
  %e2 = tensor.empty() : {rows}
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : {rows}) -> {rows}
  %picked = linalg.generic {{indexing_maps = [{full}, {row}, {row}], iterator_types = [{reduce}]}}
      ins(%logits, %labels : {tensor}, {label_tensor}) outs(%z2 : {rows}) {{
  ^bb0(%x: {element}, %label: {label}, %acc: f32):
{widen}
    %v = linalg.index {n - 1} : index
    %l = arith.index_cast %label : {label} to index
    %hit = arith.cmpi eq, %v, %l : index
    %add = arith.addf %acc, {x} : f32
    %r = arith.select %hit, %add, %acc : f32
    linalg.yield %r : f32
  }} -> {rows}
  %e3 = tensor.empty() : {rows}
  %lse = linalg.generic {{indexing_maps = [{rowid}, {rowid}, {rowid}], iterator_types = [{parallel}]}}
      ins(%sum, %max : {rows}, {rows}) outs(%e3 : {rows}) {{
  ^bb0(%s: f32, %m: f32, %o: f32):
    %log = math.log %s : f32
    %r = arith.addf %log, %m : f32
    linalg.yield %r : f32
  }} -> {rows}
  %e4 = tensor.empty() : tensor<f32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {{indexing_maps = [{rowid}, {rowid}, {scalar}], iterator_types = [{everything}]}}
      ins(%lse, %picked : {rows}, {rows}) outs(%z4 : tensor<f32>) {{
  ^bb0(%a: f32, %p: f32, %acc: f32):
    %inv = arith.constant {1.0 / tokens!r} : f32
    %t = arith.subf %a, %p : f32
    %w = arith.mulf %t, %inv : f32
    %r = arith.addf %acc, %w : f32
    linalg.yield %r : f32
  }} -> tensor<f32>
  return %loss, %lse : tensor<f32>, {rows}
}}"""
    return clone_template(text, operands, point)


def cross_entropy_grad_generic(operands, types, point):
    """zero_torch::cross_entropy_grad as one elementwise linalg.generic:
    (exp(logit - lse) - onehot(label)) * grad / tokens, of the logits'
    type, as zero-import writes the loss's backward."""
    logits, labels, _, grad = operands
    (shape, element, label, tensor, label_tensor, rows,
     tokens) = _cross_entropy_types(logits, labels)
    n = len(shape)
    dims = [f"d{i}" for i in range(n)]
    full = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>"
    row = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims[:-1])})>"
    scalar = f"affine_map<({', '.join(dims)}) -> ()>"
    widen, x = _widen("x", element)
    lines = widen + [
        "%d = arith.subf " + x + ", %row_lse : f32",
        "%p = math.exp %d : f32",
        f"%v = linalg.index {n - 1} : index",
        f"%l = arith.index_cast %label : {label} to index",
        "%hit = arith.cmpi eq, %v, %l : index",
        "%one = arith.constant 1.0 : f32",
        "%zero = arith.constant 0.0 : f32",
        "%onehot = arith.select %hit, %one, %zero : f32",
        "%diff = arith.subf %p, %onehot : f32",
        f"%inv = arith.constant {1.0 / tokens!r} : f32",
        "%scale = arith.mulf %g, %inv : f32",
        "%r = arith.mulf %diff, %scale : f32",
    ]
    result = "%r"
    if element != "f32":
        lines.append(f"%r2 = arith.truncf %r : f32 to {element}")
        result = "%r2"
    lines.append(f"linalg.yield {result} : {element}")
    body = "\n".join("    " + line for line in lines)
    text = f"""
func.func @cross_entropy_grad(%logits: {tensor}, %labels: {label_tensor}, %lse: {rows}, %grad: tensor<f32>) -> {tensor} {{
  %e = tensor.empty() : {tensor}
  %r = linalg.generic {{indexing_maps = [{full}, {row}, {row}, {scalar}, {full}],
      iterator_types = [{", ".join(['"parallel"'] * n)}]}}
      ins(%logits, %labels, %lse, %grad : {tensor}, {label_tensor}, {rows}, tensor<f32>)
      outs(%e : {tensor}) {{
  ^bb0(%x: {element}, %label: {label}, %row_lse: f32, %g: f32, %o: {element}):
{body}
  }} -> {tensor}
  return %r : {tensor}
}}"""
    return clone_template(text, operands, point)


# The ops stitch_fused_ops writes from a template, by name.
TEMPLATES = {"silu_mul_grad": silu_mul_grad_generic,
             "cross_entropy": cross_entropy_generic,
             "cross_entropy_grad": cross_entropy_grad_generic}


def uncse_empty_tensors(function):
    """Gives each reader of a tensor.empty or linalg.fill (a zero-filled
    accumulator) its own copy, just before it, and erases the shared one.
    torch-mlir's common subexpression elimination merges equal ones, so
    that one stands for the results of many ops across the step; zero-opt's
    liveness model (docs/design.md §5) keeps a buffer from the op that
    makes it to its last reader, which would keep that one from the first
    matmul of the step to the last. Neither op has contents that the copies
    change: the program computes the same."""
    from torch_mlir import ir
    block = function.regions[0].blocks[0]
    for name in ("linalg.fill", "tensor.empty"):
        for op in [o for o in block.operations if o.operation.name == name]:
            uses = [(use.owner, use.operand_number)
                    for use in op.result.uses]
            for owner, number in uses:
                copy = op.operation.clone(ip=ir.InsertionPoint(owner))
                init = copy.operands[1] if name == "linalg.fill" else None
                if (init is not None and not isinstance(init.owner, ir.Block)
                        and init.owner.name == "tensor.empty"):
                    empty = init.owner.clone(ip=ir.InsertionPoint(copy))
                    copy.operands[1] = empty.result
                owner.operands[number] = copy.result
            op.operation.erase()
