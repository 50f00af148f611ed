"""zero-torch's fused ops: attention as one op through the export.

PyTorch's scaled_dot_product_attention, traced, becomes either a CPU kernel
that torch-mlir does not lower (_scaled_dot_product_flash_attention_for_cpu)
or its math decomposition (the S x T scores and probabilities stored, as
zero-import's `--attention=eager` plans). A GPU runs it as one fused kernel
(FlashAttention), which is what `zero.attention` and `zero.attention_grad`
describe (docs/ZeroDialect.md). So zero-torch traces attention as two
custom ops of its own, `zero_torch::attention` and its gradient
`zero_torch::attention_grad`, with zero.attention's layouts:

    query [B, S, K, G, E]   key [B, T, K, E]   value [B, T, K, Ev]
    output [B, S, K, G, Ev]  logsumexp [B, K, G, S] (f32)

torch-mlir cannot lower an op it does not know, so before the import each
custom op is cut out of the traced graph (its results become extra
arguments, its operands extra results) and after the import it is put back
as the zero op (`stitch_fused_ops`), in the same place of the program.

Their eager kernels below are the reference math (used only when the model
runs outside the trace, e.g. to check the gradients); the export itself
traces with fake tensors and reads the shapes from the fake kernels.
"""

import operator

import torch
from torch import Tensor


def _scores(query, key, scale, causal):
    """scale * q.k over [B, K, G, S, T] in f32, -inf where causal hides."""
    scores = torch.einsum("bskge,btke->bkgst", query.float(),
                          key.float()) * scale
    if causal:
        s, t = scores.shape[-2], scores.shape[-1]
        hidden = torch.ones(s, t, dtype=torch.bool,
                            device=scores.device).triu(1)
        scores = scores.masked_fill(hidden, float("-inf"))
    return scores


@torch.library.custom_op("zero_torch::attention", mutates_args=())
def attention(query: Tensor, key: Tensor, value: Tensor, scale: float,
              causal: bool) -> tuple[Tensor, Tensor]:
    scores = _scores(query, key, scale, causal)
    lse = torch.logsumexp(scores, -1)
    probs = torch.exp(scores - lse.unsqueeze(-1))
    out = torch.einsum("bkgst,btkv->bskgv", probs, value.float())
    return out.to(query.dtype).contiguous(), lse.contiguous()


@attention.register_fake
def _(query, key, value, scale, causal):
    b, s, k, g, _ = query.shape
    out = query.new_empty((b, s, k, g, value.shape[-1]))
    return out, query.new_empty((b, k, g, s), dtype=torch.float32)


@torch.library.custom_op("zero_torch::attention_grad", mutates_args=())
def attention_grad(query: Tensor, key: Tensor, value: Tensor, output: Tensor,
                   logsumexp: Tensor, output_grad: Tensor, scale: float,
                   causal: bool) -> tuple[Tensor, Tensor, Tensor]:
    probs = torch.exp(_scores(query, key, scale, causal) -
                      logsumexp.unsqueeze(-1))
    do = output_grad.float()
    dv = torch.einsum("bkgst,bskgv->btkv", probs, do)
    dp = torch.einsum("bskgv,btkv->bkgst", do, value.float())
    rows = (do * output.float()).sum(-1).permute(0, 2, 3, 1)  # [B, K, G, S]
    ds = probs * (dp - rows.unsqueeze(-1))
    dq = scale * torch.einsum("bkgst,btke->bskge", ds, key.float())
    dk = scale * torch.einsum("bkgst,bskge->btke", ds, query.float())
    return (dq.to(query.dtype).contiguous(), dk.to(key.dtype).contiguous(),
            dv.to(value.dtype).contiguous())


@attention_grad.register_fake
def _(query, key, value, output, logsumexp, output_grad, scale, causal):
    return (query.new_empty(query.shape), key.new_empty(key.shape),
            value.new_empty(value.shape))


def _setup_context(ctx, inputs, output):
    query, key, value, scale, causal = inputs
    ctx.save_for_backward(query, key, value, *output)
    ctx.scale, ctx.causal = scale, causal


def _backward(ctx, output_grad, logsumexp_grad):
    # The log-sum-exp is read by the gradient only, never by the loss, so
    # its own gradient is zero (or None).
    query, key, value, output, logsumexp = ctx.saved_tensors
    dq, dk, dv = attention_grad(query, key, value, output, logsumexp,
                                output_grad, ctx.scale, ctx.causal)
    return dq, dk, dv, None, None


attention.register_autograd(_backward, setup_context=_setup_context)


@torch.library.custom_op("zero_torch::embedding_grad", mutates_args=())
def embedding_grad(ids: Tensor, grad: Tensor, rows: int) -> Tensor:
    """The gradient of an embedding table of `rows` rows: row v is the sum
    of the rows of `grad` whose token id is v."""
    table = grad.new_zeros((rows, grad.shape[-1]))
    return table.index_add_(0, ids.reshape(-1),
                            grad.reshape(-1, grad.shape[-1]))


@embedding_grad.register_fake
def _(ids, grad, rows):
    return grad.new_empty((rows, grad.shape[-1]))


# ---------------------------------------------------------------------------
# What the backward keeps
# ---------------------------------------------------------------------------
#
# PyTorch's joint graph keeps for the backward whatever its autograd formulas
# read: a decomposed RMSNorm its f32 upcast of x besides the normalized
# value, silu(gate) * up the gate, up and silu(gate). zero-import keeps less
# (README, "Models from PyTorch"): RMSNorm's normalized x in the
# activation type and its f32 1 / rms per token, the MLP's gate and up.
# The two functions below compute the same values as the modules they stand
# for, and their backwards are written out to read only that.


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


class Unsupported(ValueError):
    """An attention call the fused op does not compute (the message says
    which argument)."""


def fused_attention(query, key, value, scale, causal):
    """Attention over SDPA's layouts (query [B, H, S, E], key [B, K, T, E],
    value [B, K, T, Ev], H a multiple of K: grouped-query attention without
    repeating the keys) through zero_torch::attention; the output is
    [B, S, H, Ev], the layout before SDPA's own transpose back."""
    if query.dim() != 4 or key.dim() != 4 or value.dim() != 4:
        raise Unsupported("query, key and value must be [batch, heads, "
                          "sequence, head dim]")
    b, h, s, e = query.shape
    k, t = key.shape[1], key.shape[2]
    if h % k != 0 or value.shape[1] != k:
        raise Unsupported(f"{h} query heads do not share {k} key/value heads "
                          "evenly")
    if causal and s != t:
        raise Unsupported(f"causal attention over {s} queries and {t} keys "
                          "(a cache); zero.attention is causal over equal "
                          "lengths")
    q5 = query.reshape(b, k, h // k, s, e).permute(0, 3, 1, 2, 4)
    out, _ = attention(q5, key.transpose(1, 2), value.transpose(1, 2),
                       float(scale if scale is not None else e ** -0.5),
                       bool(causal))
    return out.reshape(b, s, h, value.shape[-1])


def sdpa(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False,
         scale=None, enable_gqa=False):
    """torch.nn.functional.scaled_dot_product_attention while tracing: the
    same results through the fused op, or Unsupported."""
    if attn_mask is not None:
        raise Unsupported("scaled_dot_product_attention with an attn_mask: "
                          "zero.attention computes causal attention "
                          "(is_causal=True) or full attention (no mask); "
                          "give is_causal=True instead of a causal mask")
    if dropout_p != 0.0:
        raise Unsupported("scaled_dot_product_attention with dropout_p > 0")
    if not enable_gqa and key.dim() == 4 and key.shape[1] != query.shape[1]:
        raise Unsupported("query and key heads differ without enable_gqa")
    return fused_attention(query, key, value, scale, is_causal).transpose(1, 2)


# The name zero-torch traces Hugging Face models with (config
# _attn_implementation): transformers has no mask function under it, so
# create_causal_mask returns no mask without inspecting the attention mask's
# values (the data-dependent check that stops tracing of its "sdpa" path),
# and the attention layers call hugging_face_attention below.
HF_ATTENTION = "zero_torch_sdpa"


def hugging_face_attention(module, query, key, value, attention_mask,
                           dropout=0.0, scaling=None, is_causal=None,
                           **kwargs):
    """A transformers AttentionInterface function: what its "sdpa" does for
    a causal LM in training (is_causal=True, no mask, no dropout), with
    grouped-query attention kept grouped."""
    name = type(module).__name__
    if attention_mask is not None:
        raise Unsupported(f"{name} passes an attention mask")
    if dropout:
        raise Unsupported(f"{name} has attention dropout {dropout}")
    for option in ("sliding_window", "softcap", "position_bias", "s_aux"):
        if kwargs.get(option) is not None:
            raise Unsupported(f"{name} uses {option}, which zero.attention "
                              "does not compute")
    causal = is_causal if is_causal is not None else getattr(
        module, "is_causal", True)
    return fused_attention(query, key, value, scaling, causal), None


def register_hugging_face_attention():
    from transformers import AttentionInterface
    AttentionInterface.register(HF_ATTENTION, hugging_face_attention)


# ---------------------------------------------------------------------------
# Through torch-mlir
# ---------------------------------------------------------------------------

class FusedOp:
    """One custom op cut out of the graph: the zero op it becomes, the
    extra results that carry its operands, the extra arguments that stand
    for its results."""

    def __init__(self, name, scale, causal):
        self.name, self.scale, self.causal = name, scale, causal
        self.operand_results, self.result_args = [], []


def cut_fused_ops(module):
    """Replaces each zero_torch op of the fx.GraphModule `module` by
    placeholders for its results and extra outputs for its operands, so
    that torch-mlir imports the rest. Returns the cut ops, in graph order,
    for stitch_fused_ops."""
    graph = module.graph
    placeholders = [n for n in graph.nodes if n.op == "placeholder"]
    output = next(n for n in graph.nodes if n.op == "output")
    results = list(output.args[0])
    # Name, tensor operands, results (None: one, not a tuple).
    kinds = {torch.ops.zero_torch.attention.default: ("attention", 3, 2),
             torch.ops.zero_torch.attention_grad.default:
             ("attention_grad", 6, 3),
             torch.ops.zero_torch.embedding_grad.default:
             ("embedding_grad", 2, None),
             torch.ops.zero_torch.silu_mul_grad.default:
             ("silu_mul_grad", 3, 2),
             torch.ops.zero_torch.cross_entropy.default:
             ("cross_entropy", 2, 2),
             torch.ops.zero_torch.cross_entropy_grad.default:
             ("cross_entropy_grad", 4, None)}
    last, arguments, cut = placeholders[-1], len(placeholders), []
    for node in list(graph.nodes):
        kind = kinds.get(node.target) if node.op == "call_function" else None
        if kind is None:
            continue
        name, operands, outputs = kind
        # Attention's scale and causality follow its tensors.
        extra = list(node.args[operands:]) + [None, None]
        fused = FusedOp(name, extra[0], extra[1])
        for operand in node.args[:operands]:
            fused.operand_results.append(len(results))
            results.append(operand)
        if outputs is None:
            users = {0: node}
            values = [node.meta["val"]]
        else:
            users = {user.args[1]: user for user in node.users
                     if user.target is operator.getitem}
            values = node.meta["val"]
        for index, value in enumerate(values):
            with graph.inserting_after(last):
                last = graph.placeholder(f"zero_fused_{len(cut)}_{index}")
            last.meta["val"] = value
            fused.result_args.append(arguments)
            arguments += 1
            if index in users:
                users[index].replace_all_uses_with(last)
                results = [last if r is users[index] else r for r in results]
                if users[index] is not node:
                    graph.erase_node(users[index])
        graph.erase_node(node)
        cut.append(fused)
    output.args = (tuple(results),)
    graph.lint()
    module.recompile()
    return cut


def stitch_fused_ops(function, cut, arguments, results):
    """Puts the ops cut_fused_ops cut back into the imported func.func
    `function` as zero ops (unregistered in torch-mlir's context, so
    written in the generic form zero-opt reads), each after the last of
    its operands, and drops the extra arguments and results. `arguments`
    and `results` are the counts before the cut."""
    from torch_mlir import ir
    from torch_mlir.dialects import func
    block = function.regions[0].blocks[0]
    terminator = block.operations[len(block.operations) - 1]
    position = {op.operation: index
                for index, op in enumerate(block.operations)}
    returned = list(terminator.operands)
    for fused in cut:
        operands = [returned[i] for i in fused.operand_results]
        types = [block.arguments[i].type for i in fused.result_args]
        owners = [v.owner.operation for v in operands
                  if not isinstance(v.owner, ir.Block)]
        if owners:
            after = max(owners, key=lambda op: position[op])
            point = ir.InsertionPoint.after(after)
        else:
            point = ir.InsertionPoint.at_block_begin(block)
        if fused.name == "embedding_grad":
            op = embedding_grad_loop(operands[0], operands[1], types[0],
                                     point)
        elif fused.name in TEMPLATES:
            op = TEMPLATES[fused.name](operands, types, point)
        else:
            attributes = {"scale": ir.FloatAttr.get(ir.F64Type.get(),
                                                    fused.scale)}
            if fused.causal:
                attributes["causal"] = ir.UnitAttr.get()
            op = ir.Operation.create(f"zero.{fused.name}", results=types,
                                     operands=operands,
                                     attributes=attributes, ip=point)
        # Just after its last operand (an op inserted later after the same
        # one goes before it, but then reads none of its results).
        made = ([op.operation] if hasattr(op, "operation") else
                [result.owner.operation for result in op.results])
        for new in made:
            position[new] = position[after] + 0.5 if owners else -1
        for result, index in zip(op.results, fused.result_args):
            block.arguments[index].replace_all_uses_with(result)
        returned = list(terminator.operands)
    with ir.InsertionPoint(terminator):
        func.ReturnOp(returned[:results])
    terminator.erase()
    for index in range(len(block.arguments) - 1, arguments - 1, -1):
        block.erase_argument(index)


def embedding_grad_loop(ids, grad, table_type, point):
    """The embedding's gradient as zero-import writes it (README, "Models
    from PyTorch"): zeros, then a loop over the tokens that adds each
    token's gradient row into the row of its id. Its size and cost are
    O(tokens x width), where a one-hot matmul's grow with the vocabulary.
    Returns the loop (its one result is the table's gradient); the ops
    before it go at `point` too."""
    from torch_mlir import ir
    from torch_mlir.dialects import arith, linalg, scf, tensor
    rows, width = table_type.shape
    tokens = 1
    for size in ids.type.shape:
        tokens *= size
    element = table_type.element_type
    index = ir.IndexType.get()
    dynamic = ir.ShapedType.get_dynamic_stride_or_offset()
    row_type = ir.RankedTensorType.get([1, width], element)
    with point:
        flat_ids = tensor.CollapseShapeOp(
            ir.RankedTensorType.get([tokens], ids.type.element_type), ids,
            ir.ArrayAttr.get([ir.ArrayAttr.get(
                [ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d)
                 for d in range(ids.type.rank)])]))
        grad_dims = [[d] for d in range(grad.type.rank)]
        grad_dims = [sum(grad_dims[:-1], [])] + grad_dims[-1:]
        flat_grad = tensor.CollapseShapeOp(
            ir.RankedTensorType.get([tokens, width], element), grad,
            ir.ArrayAttr.get([ir.ArrayAttr.get(
                [ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d)
                 for d in group]) for group in grad_dims]))
        zero = arith.ConstantOp(element, 0.0)
        init = linalg.fill(zero, outs=[tensor.EmptyOp([rows, width], element)])
        loop = scf.ForOp(arith.ConstantOp(index, 0), arith.ConstantOp(index, tokens),
                         arith.ConstantOp(index, 1), [init])
    with ir.InsertionPoint(loop.body):
        token = loop.induction_variable
        table = loop.inner_iter_args[0]
        row = arith.IndexCastOp(index, tensor.ExtractOp(flat_ids, [token]))
        grad_row = tensor.ExtractSliceOp(row_type, flat_grad, [token], [], [],
                                         [dynamic, 0], [1, width], [1, 1])
        table_row = tensor.ExtractSliceOp(row_type, table, [row], [], [],
                                          [dynamic, 0], [1, width], [1, 1])
        total = linalg.add(table_row, grad_row,
                           outs=[tensor.EmptyOp([1, width], element)])
        updated = tensor.InsertSliceOp(total, table, [row], [], [],
                                       [dynamic, 0], [1, width], [1, 1])
        scf.YieldOp([updated])
    return loop


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
