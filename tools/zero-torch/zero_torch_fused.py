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

# The kept-for-backward ops: registered with torch, and written back
# after the import from templates (zero_torch_kept.TEMPLATES).
from zero_torch_kept import TEMPLATES


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
    written in the generic form zero-opt reads), the embedding's gradient
    as a loop and the kept-for-backward ops as the linalg ops of their
    templates (zero_torch_kept.TEMPLATES), each after the last of
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
