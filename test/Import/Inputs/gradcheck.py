#!/usr/bin/env python3
"""Numerical check of zero-import's training step.

1. Imports a model with `zero-import --dtype f32` (tiny Llama config, with
   `--activations f32`, or a small synthetic MLP).
2. Makes it runnable with upstream MLIR: fused attention is lowered to
   linalg (`zero-lower-attention`, as zero-run runs it), the `#zero.state`
   marks are dropped and each `zero.annotate` becomes a no-op `tensor.cast`. With `--precision
   f64` every f32 becomes f64, so that finite differences are exact to ~1e-9
   and any mismatch is a wrong formula, not rounding.
3. Appends a `@main` that fills the weights with deterministic values, calls
   `@train_step` once (step 1, zero moments) and reads each gradient back
   from the returned exp_avg (= (1 - beta1) * grad), then calls the step
   again with single weights moved by +-eps for central differences.
4. Lowers with the upstream pipeline of docs/design.md §8, runs with
   `mlir-runner`, and compares: every probed gradient element against its
   finite difference, and the loss against an independent pure-Python
   forward pass written from the Hugging Face definitions.

Exit code 0 when every comparison is within tolerance; prints a table.
"""
import argparse
import json
import math
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile

PIPELINE = ("builtin.module(convert-elementwise-to-linalg, "
            "one-shot-bufferize{bufferize-function-boundaries}, "
            "convert-linalg-to-loops, convert-scf-to-cf, arith-expand, "
            "expand-strided-metadata, lower-affine, finalize-memref-to-llvm, "
            "convert-to-llvm, reconcile-unrealized-casts)")

# The AdamW constant (1 - beta1) by which exp_avg scales the gradient.
ONE_MINUS_BETA1 = 0.1

ARG = re.compile(r"%arg(\d+): (tensor<[^>]*>)"
                 r"(?: \{zero\.state = #zero\.state<(\w+), \"([^\"]+)\""
                 r"(?:, layer = \d+)?>\})?")


def mlir_float(x):
    """A float literal MLIR parses exactly (it needs a '.' before 'e')."""
    return "%.17e" % x


def unflatten(flat, shape):
    coords = []
    for size in reversed(shape):
        coords.append(flat % size)
        flat //= size
    return list(reversed(coords))


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


# --------------------------------------------------------------------------
# The imported step
# --------------------------------------------------------------------------

class Arg:
    def __init__(self, index, type_text, role, name):
        self.index = index
        self.type_text = type_text
        self.role = role
        self.name = name
        shape, self.elem = re.match(r"tensor<((?:\d+x)*)(\w+)>",
                                    type_text).groups()
        self.shape = [int(d) for d in shape.split("x") if d]

    @property
    def numel(self):
        return math.prod(self.shape)


def parse_signature(text):
    line = next(l for l in text.splitlines() if "func.func @train_step" in l)
    params = line.split(") -> (")[0]
    args = [Arg(int(i), t, role or None, name or None)
            for i, t, role, name in ARG.findall(params)]
    results = line.split(") -> (")[1]
    # A pipeline stage returns its activations and input gradient after the
    # loss; the results' types are needed for the call.
    result_types = re.findall(r"tensor<[^>]*>", results.split(" {\n")[0])
    return args, result_types


def make_runnable(text, precision):
    text = re.sub(r" \{zero\.state = #zero\.state<[^>]*>\}", "", text)
    text = re.sub(r"zero\.annotate (%[\w#]+) as <[^>]*> : (tensor<[^>]*>)",
                  r"tensor.cast \1 : \2 to \2", text)
    if precision == "f64":
        def widen_hex(m):
            value = struct.unpack(">f", bytes.fromhex(m.group(1)))[0]
            return "0x%016X : f64" % struct.unpack(">Q",
                                                   struct.pack(">d", value))[0]
        text = re.sub(r"0x([0-9A-F]{8}) : f32", widen_hex, text)
        text = re.sub(r"f32(?![0-9A-Za-z_])", "f64", text)
    return text


# --------------------------------------------------------------------------
# Deterministic inputs, shared by the MLIR harness and the Python reference
# --------------------------------------------------------------------------

def weight_formula(param_number, arg):
    """(frequency, phase, scale, offset): w[k] = scale*sin(freq*k+phase)+offset
    over the flat index k."""
    freq = 0.61803 + 0.0137 * param_number
    phase = 0.5 * param_number
    if len(arg.shape) == 1 and "bias" not in arg.name:
        return freq, phase, 0.1, 1.0          # norm gains around 1
    if "embed_tokens" in arg.name:
        return freq, phase, 0.5, 0.0
    fan_in = arg.shape[-1]
    return freq, phase, 1.0 / math.sqrt(fan_in), 0.0


def weight_value(formula, k, ft):
    freq, phase, scale, offset = formula
    rnd = (lambda v: v) if ft == "f64" else f32
    # The harness computes rnd(rnd(rnd(k) * freq) + phase) etc. in ft.
    angle = rnd(rnd(rnd(float(k)) * rnd(freq)) + rnd(phase))
    return rnd(rnd(rnd(math.sin(angle)) * rnd(scale)) + rnd(offset))


def token_value(salt, k, vocab):
    return (k * (37 + 16 * salt) + 11 + 5 * salt) % vocab


# --------------------------------------------------------------------------
# The harness
# --------------------------------------------------------------------------

class Harness:
    def __init__(self, ft):
        self.ft = ft
        self.lines = []
        self.counter = 0

    def fresh(self, stem="v"):
        self.counter += 1
        return f"%{stem}{self.counter}"

    def emit(self, line):
        self.lines.append("    " + line)

    def const_index(self, value):
        name = self.fresh("c")
        self.emit(f"{name} = arith.constant {value} : index")
        return name

    def const_float(self, value):
        name = self.fresh("f")
        self.emit(f"{name} = arith.constant {mlir_float(value)} : {self.ft}")
        return name

    def filled_by_index(self, arg, body):
        """A tensor of `arg`'s type whose element at flat index k is
        body(k_index_value) (emitted inside a linalg.generic)."""
        rank = len(arg.shape)
        dims = ", ".join(f"d{i}" for i in range(rank))
        empty = self.fresh("e")
        self.emit(f"{empty} = tensor.empty() : {arg.type_text}")
        result = self.fresh("t")
        iterators = ", ".join(['"parallel"'] * rank)
        self.emit(f"{result} = linalg.generic {{indexing_maps = "
                  f"[affine_map<({dims}) -> ({dims})>], iterator_types = "
                  f"[{iterators}]}} outs({empty} : {arg.type_text}) {{")
        self.emit(f"^bb0(%out{self.counter}: {arg.elem}):")
        flat = None
        for i in range(rank):
            idx = self.fresh("i")
            self.emit(f"  {idx} = linalg.index {i} : index")
            if flat is None:
                flat = idx
            else:
                size = self.fresh("c")
                self.emit(f"  {size} = arith.constant {arg.shape[i]} : index")
                scaled = self.fresh("i")
                self.emit(f"  {scaled} = arith.muli {flat}, {size} : index")
                flat = self.fresh("i")
                self.emit(f"  {flat} = arith.addi {scaled}, {idx} : index")
        value = body(flat)
        self.emit(f"  linalg.yield {value} : {arg.elem}")
        self.emit(f"}} -> {arg.type_text}")
        return result

    def float_of_index(self, flat, formula):
        freq, phase, scale, offset = formula
        ft = self.ft
        i64 = self.fresh("i")
        self.emit(f"  {i64} = arith.index_cast {flat} : index to i64")
        k = self.fresh("x")
        self.emit(f"  {k} = arith.sitofp {i64} : i64 to {ft}")
        out = k
        for op, constant in (("mulf", freq), ("addf", phase)):
            c = self.fresh("x")
            self.emit(f"  {c} = arith.constant {mlir_float(constant)} : {ft}")
            nxt = self.fresh("x")
            self.emit(f"  {nxt} = arith.{op} {out}, {c} : {ft}")
            out = nxt
        s = self.fresh("x")
        self.emit(f"  {s} = math.sin {out} : {ft}")
        out = s
        for op, constant in (("mulf", scale), ("addf", offset)):
            c = self.fresh("x")
            self.emit(f"  {c} = arith.constant {mlir_float(constant)} : {ft}")
            nxt = self.fresh("x")
            self.emit(f"  {nxt} = arith.{op} {out}, {c} : {ft}")
            out = nxt
        return out

    def int_of_index(self, flat, salt, vocab):
        mul = self.fresh("c")
        self.emit(f"  {mul} = arith.constant {37 + 16 * salt} : index")
        add = self.fresh("c")
        self.emit(f"  {add} = arith.constant {11 + 5 * salt} : index")
        mod = self.fresh("c")
        self.emit(f"  {mod} = arith.constant {vocab} : index")
        a = self.fresh("i")
        self.emit(f"  {a} = arith.muli {flat}, {mul} : index")
        b = self.fresh("i")
        self.emit(f"  {b} = arith.addi {a}, {add} : index")
        r = self.fresh("i")
        self.emit(f"  {r} = arith.remui {b}, {mod} : index")
        out = self.fresh("i")
        self.emit(f"  {out} = arith.index_cast {r} : index to i32")
        return out

    def print_value(self, value):
        if self.ft != "f64":
            wide = self.fresh("p")
            self.emit(f"{wide} = arith.extf {value} : {self.ft} to f64")
            value = wide
        # Printed as the bits of the f64: `printF64` keeps only 6 digits.
        bits = self.fresh("p")
        self.emit(f"{bits} = arith.bitcast {value} : f64 to i64")
        self.emit(f"func.call @printI64({bits}) : (i64) -> ()")
        self.emit("func.call @printNewline() : () -> ()")


def build_main(args, result_types, probes, eps, ft, vocab):
    num_results = len(result_types)
    h = Harness(ft)
    values = []
    param_number = 0
    formulas = {}
    for arg in args:
        arg_ft = arg.type_text
        if arg.role == "weight":
            formula = weight_formula(param_number, arg)
            formulas[arg.index] = formula
            param_number += 1
            values.append(h.filled_by_index(
                arg, lambda k, f=formula: h.float_of_index(k, f)))
        elif arg.role == "optimizer":
            zero = h.const_float(0.0)
            empty = h.fresh("e")
            h.emit(f"{empty} = tensor.empty() : {arg_ft}")
            name = h.fresh("z")
            h.emit(f"{name} = linalg.fill ins({zero} : {ft}) outs({empty} : "
                   f"{arg_ft}) -> {arg_ft}")
            values.append(name)
        elif arg.elem == "i32":
            salt = sum(1 for a in args[:arg.index] if a.elem == "i32")
            values.append(h.filled_by_index(
                arg, lambda k, s=salt: h.int_of_index(k, s, vocab)))
        elif not arg.shape:
            name = h.fresh("step")
            h.emit(f"{name} = arith.constant dense<1.0> : {arg_ft}")
            values.append(name)
        elif len(arg.shape) == 1:
            # DeepSeek's routing correction bias: small next to the sigmoid
            # scores, so that it shifts the choice without making it.
            formula = (0.377, 0.25 * arg.index, 0.02, 0.0)
            formulas[arg.index] = formula
            values.append(h.filled_by_index(
                arg, lambda k, f=formula: h.float_of_index(k, f)))
        else:
            formula = (0.377, 0.25 * arg.index, 1.0, 0.0)
            formulas[arg.index] = formula
            values.append(h.filled_by_index(
                arg, lambda k, f=formula: h.float_of_index(k, f)))
    arg_types = ", ".join(a.type_text for a in args)
    call_results = None

    def call(operands):
        result = h.fresh("r")
        h.emit(f"{result}:{num_results} = func.call @train_step("
               f"{', '.join(operands)}) : ({arg_types}) -> ({result_types})")
        return result

    result_types = ", ".join(result_types)
    # The loss follows the updated states.
    loss_index = sum(1 for a in args if a.role)
    base = call(values)
    loss = h.fresh("loss")
    h.emit(f"{loss} = tensor.extract {base}#{loss_index}[] : "
           f"tensor<{ft}>")
    h.print_value(loss)
    # Result positions: marked args in order; exp_avg follows the weight
    # (f32 mode: weight, exp_avg, exp_avg_sq).
    marked = [a for a in args if a.role]
    # Analytic gradients: exp_avg after one step from zero moments.
    for arg, flat in probes:
        where = ", ".join(h.const_index(c) for c in unflatten(flat, arg.shape))
        m = h.fresh("m")
        h.emit(f"{m} = tensor.extract {base}#{marked.index(arg) + 1}[{where}] : "
               f"{arg.type_text}")
        h.print_value(m)

    # Central differences: one loop over (probe, +-eps), so that the step is
    # called from one site only (every call site copies all its operands).
    table_arg = [a.index for a, _ in probes for _ in (1, -1)]
    table_flat = [flat for _, flat in probes for _ in (1, -1)]
    table_delta = [sign * eps for _ in probes for sign in (1, -1)]
    count = len(table_arg)
    tables = {}
    for key, data, elem in (("arg", table_arg, "index"),
                            ("flat", table_flat, "index"),
                            ("delta", [mlir_float(x) for x in table_delta], ft)):
        name = h.fresh(key)
        h.emit(f"{name} = arith.constant dense<[{', '.join(map(str, data))}]> "
               f": tensor<{count}x{elem}>")
        tables[key] = (name, elem)
    lower, upper, one = (h.const_index(0), h.const_index(count),
                         h.const_index(1))
    it = h.fresh("it")
    h.emit(f"scf.for {it} = {lower} to {upper} step {one} {{")
    picked = {}
    for key, (name, elem) in tables.items():
        picked[key] = h.fresh(key)
        h.emit(f"  {picked[key]} = tensor.extract {name}[{it}] : "
               f"tensor<{count}x{elem}>")
    operands = list(values)
    for arg in args:
        if arg.role != "weight" or not any(a is arg for a, _ in probes):
            continue
        this = h.const_index(arg.index)
        match = h.fresh("is")
        h.emit(f"  {match} = arith.cmpi eq, {picked['arg']}, {this} : index")
        moved = h.fresh("w")
        h.emit(f"  {moved} = scf.if {match} -> ({arg.type_text}) {{")
        coords = []
        rest = picked["flat"]
        for size in reversed(arg.shape[1:]):
            c = h.const_index(size)
            coord = h.fresh("i")
            h.emit(f"    {coord} = arith.remui {rest}, {c} : index")
            quotient = h.fresh("i")
            h.emit(f"    {quotient} = arith.divui {rest}, {c} : index")
            coords.append(coord)
            rest = quotient
        coords.append(rest)
        where = ", ".join(reversed(coords))
        x = h.fresh("x")
        h.emit(f"    {x} = tensor.extract {values[arg.index]}[{where}] : "
               f"{arg.type_text}")
        y = h.fresh("x")
        h.emit(f"    {y} = arith.addf {x}, {picked['delta']} : {ft}")
        inserted = h.fresh("w")
        h.emit(f"    {inserted} = tensor.insert {y} into "
               f"{values[arg.index]}[{where}] : {arg.type_text}")
        h.emit(f"    scf.yield {inserted} : {arg.type_text}")
        h.emit("  } else {")
        h.emit(f"    scf.yield {values[arg.index]} : {arg.type_text}")
        h.emit("  }")
        operands[arg.index] = moved
    r = call(operands)
    loss = h.fresh("loss")
    h.emit(f"{loss} = tensor.extract {r}#{loss_index}[] : tensor<{ft}>")
    h.print_value(loss)
    h.emit("}")
    body = "\n".join(h.lines)
    return ("  func.func private @printI64(i64)\n"
            "  func.func private @printNewline()\n"
            "  func.func @main() {\n" + body + "\n    return\n  }\n"), formulas


# --------------------------------------------------------------------------
# Independent reference forward passes (pure Python, from the HF definitions)
# --------------------------------------------------------------------------

def matvec_t(weight, rows, cols, x):
    """weight is [rows, cols] row-major; returns weight @ x."""
    return [sum(weight[r * cols + c] * x[c] for c in range(cols))
            for r in range(rows)]


def llama_reference(cfg, weights, ids, labels, batch, seq, ft, window=None):
    """transformers' Llama, Mixtral, or with `window` Mistral's sliding
    window: query s attends to keys s - window < t <= s."""
    d = cfg["hidden_size"]
    heads = cfg["num_attention_heads"]
    kv = cfg.get("num_key_value_heads", heads)
    # The families of the one decoder layer (transformers' Llama, Mistral,
    # Mixtral, Qwen2, Qwen3, Qwen3-MoE): Qwen3's head_dim defaults to 128.
    family = cfg.get("model_type", "llama")
    hd = cfg.get("head_dim", 128 if family == "qwen3" else d // heads)
    qkv_bias = family == "qwen2"
    qk_norm = family in ("qwen3", "qwen3_moe")
    f = cfg["intermediate_size"]
    v = cfg["vocab_size"]
    eps = cfg.get("rms_norm_eps", 1e-6)
    eps = f32(eps)  # the step's constant is an f32 literal
    group = heads // kv
    inv = [1.0 / cfg.get("rope_theta", 10000.0) ** (2 * i / hd)
           for i in range(hd // 2)]
    rs = cfg.get("rope_scaling") or {}
    kind = rs.get("rope_type", rs.get("type", "default"))
    if kind == "linear":
        inv = [x / rs["factor"] for x in inv]
    elif kind == "llama3":
        factor, low, high = (rs["factor"], rs.get("low_freq_factor", 1.0),
                             rs.get("high_freq_factor", 4.0))
        old = rs.get("original_max_position_embeddings", 8192)
        new = []
        for x in inv:
            wavelen = 2 * math.pi / x
            if wavelen < old / high:
                new.append(x)
            elif wavelen > old / low:
                new.append(x / factor)
            else:
                smooth = (old / wavelen - low) / (high - low)
                new.append((1 - smooth) * x / factor + smooth * x)
        inv = new
    inv = [f32(x) for x in inv]  # the step stores them as an f32 constant
    tied = cfg.get("tie_word_embeddings", False)
    if family == "qwen3_moe":
        # Qwen3MoeSparseMoeBlock and Qwen3MoeDecoderLayer.
        experts = cfg.get("num_experts", 128)
        width = cfg.get("moe_intermediate_size", 768)
        renormalize = cfg.get("norm_topk_prob", False)
        sparse_step = cfg.get("decoder_sparse_step", 1)
        dense_layers = set(cfg.get("mlp_only_layers") or [])
        router, expert_prefix = "mlp.gate.weight", "mlp.experts."
        gate_up_down = ("gate_proj", "up_proj", "down_proj")
    else:
        # MixtralSparseMoeBlock: every layer, renormalised top k.
        experts = cfg.get("num_local_experts", 0)
        width, renormalize, sparse_step, dense_layers = f, True, 1, set()
        router, expert_prefix = ("block_sparse_moe.gate.weight",
                                 "block_sparse_moe.experts.")
        gate_up_down = ("w1", "w3", "w2")
    w = weights

    def rms(x, gain):
        r = 1.0 / math.sqrt(sum(t * t for t in x) / len(x) + eps)
        return [gain[i] * x[i] * r for i in range(len(x))]

    def linear(name, rows, cols, x):
        y = matvec_t(w[name + ".weight"], rows, cols, x)
        if name + ".bias" in w:
            y = [y[i] + w[name + ".bias"][i] for i in range(rows)]
        return y

    def head_norm(vec, name):
        # Qwen3's q_norm / k_norm: RMSNorm over one head's dimensions.
        return rms(vec, w[name]) if qk_norm else vec

    def rope(vec, s):
        out = []
        for e in range(hd):
            angle = s * inv[e % (hd // 2)]
            rot = -vec[e + hd // 2] if e < hd // 2 else vec[e - hd // 2]
            out.append(vec[e] * math.cos(angle) + rot * math.sin(angle))
        return out

    total = 0.0
    for b in range(batch):
        xs = [list(w["model.embed_tokens.weight"][ids[b][s] * d:
                                                  (ids[b][s] + 1) * d])
              for s in range(seq)]
        for layer in range(cfg["num_hidden_layers"]):
            p = f"model.layers.{layer}."
            qs, ks, vs = [], [], []
            for s in range(seq):
                n = rms(xs[s], w[p + "input_layernorm.weight"])
                a = p + "self_attn."
                q = linear(a + "q_proj", heads * hd, d, n)
                k = linear(a + "k_proj", kv * hd, d, n)
                vv = linear(a + "v_proj", kv * hd, d, n)
                assert qkv_bias == (a + "q_proj.bias" in w)
                qs.append([rope(head_norm(q[h * hd:(h + 1) * hd],
                                          a + "q_norm.weight"), s)
                           for h in range(heads)])
                ks.append([rope(head_norm(k[h * hd:(h + 1) * hd],
                                          a + "k_norm.weight"), s)
                           for h in range(kv)])
                vs.append([vv[h * hd:(h + 1) * hd] for h in range(kv)])
            for s in range(seq):
                context = []
                first = 0 if window is None else max(0, s - window + 1)
                seen = range(first, s + 1)
                for h in range(heads):
                    kh = h // group  # transformers' repeat_kv
                    scores = [sum(qs[s][h][e] * ks[t][kh][e]
                                  for e in range(hd)) / math.sqrt(hd)
                              for t in seen]
                    top = max(scores)
                    exps = [math.exp(z - top) for z in scores]
                    norm = sum(exps)
                    context += [sum(exps[i] / norm * vs[t][kh][e]
                                    for i, t in enumerate(seen))
                                for e in range(hd)]
                out = matvec_t(w[p + "self_attn.o_proj.weight"], d,
                               heads * hd, context)
                xs[s] = [xs[s][i] + out[i] for i in range(d)]
            def swiglu(n, gate, up, down, f=f):
                g = matvec_t(w[gate], f, d, n)
                u = matvec_t(w[up], f, d, n)
                a = [g[i] / (1 + math.exp(-g[i])) * u[i] for i in range(f)]
                return matvec_t(w[down], d, f, a)

            is_moe = (experts and (layer + 1) % sparse_step == 0
                      and layer not in dense_layers)
            for s in range(seq):
                n = rms(xs[s], w[p + "post_attention_layernorm.weight"])
                if is_moe:
                    # Softmax of the router logits, the top k kept and
                    # renormalised (Mixtral; Qwen3-MoE with norm_topk_prob)
                    # or not (divided by the sum over all experts).
                    z = matvec_t(w[p + router], experts, d, n)
                    top = max(z)
                    probs = [math.exp(t - top) for t in z]
                    chosen = sorted(range(experts), key=lambda e: (-z[e], e))
                    chosen = chosen[:cfg["num_experts_per_tok"]]
                    norm = sum(probs[e] for e in (chosen if renormalize
                                                  else range(experts)))
                    out = [0.0] * d
                    for e in chosen:
                        x = f"{p}{expert_prefix}{e}."
                        h = swiglu(n, *(x + name + ".weight"
                                        for name in gate_up_down), f=width)
                        out = [out[i] + probs[e] / norm * h[i]
                               for i in range(d)]
                else:
                    out = swiglu(n, p + "mlp.gate_proj.weight",
                                 p + "mlp.up_proj.weight",
                                 p + "mlp.down_proj.weight")
                xs[s] = [xs[s][i] + out[i] for i in range(d)]
        head = w["model.embed_tokens.weight" if tied else "lm_head.weight"]
        for s in range(seq):
            n = rms(xs[s], w["model.norm.weight"])
            logits = matvec_t(head, v, d, n)
            top = max(logits)
            lse = top + math.log(sum(math.exp(z - top) for z in logits))
            total += lse - logits[labels[b][s]]
    return total / (batch * seq)


def deepseek_reference(cfg, weights, biases, ids, labels, batch, seq,
                       mtp_depth=0, mtp_weight=0.3):
    """transformers' DeepseekV3ForCausalLM: latent attention with YaRN,
    DeepSeekMoE with sigmoid scores and group-limited top-k. `biases` are
    the routing correction biases of the MoE layers, in layer order (the
    multi-token-prediction layers' last). With `mtp_depth` D, the loss adds
    mtp_weight / D times each depth's. For model_type "deepseek_v2",
    DeepseekV2ForCausalLM: softmax scores over all experts, no bias (`biases`
    empty), "greedy" or "group_limited_greedy" (a group's score is its
    best), the weights never renormalized, RoPE on interleaved pairs."""
    v2 = cfg.get("model_type") == "deepseek_v2"
    w = weights
    d = cfg["hidden_size"]
    heads = cfg["num_attention_heads"]
    q_rank = cfg.get("q_lora_rank")
    kv_rank = cfg["kv_lora_rank"]
    nope, rd, vd = (cfg["qk_nope_head_dim"], cfg["qk_rope_head_dim"],
                    cfg["v_head_dim"])
    qk = nope + rd
    v = cfg["vocab_size"]
    eps = f32(cfg.get("rms_norm_eps", 1e-6))
    theta = cfg.get("rope_theta", 10000.0)
    inv = [1.0 / theta ** (2 * i / rd) for i in range(rd // 2)]
    scale = qk ** -0.5
    attention_factor = 1.0
    rs = cfg.get("rope_scaling") or {}
    if rs.get("rope_type", rs.get("type")) == "yarn":
        # transformers' _compute_yarn_parameters and DeepseekV3Attention.
        factor = rs["factor"]
        old = rs.get("original_max_position_embeddings",
                     cfg["max_position_embeddings"])

        def mscale(m):
            return 1.0 if factor <= 1 else 0.1 * m * math.log(factor) + 1.0
        m, m_all = rs.get("mscale"), rs.get("mscale_all_dim")
        attention_factor = (mscale(m) / mscale(m_all) if m and m_all
                            else mscale(1.0))
        if m_all:
            scale *= mscale(m_all) ** 2

        def correction(rotations):
            return (rd * math.log(old / (rotations * 2 * math.pi))
                    / (2 * math.log(theta)))
        low = max(math.floor(correction(rs.get("beta_fast", 32))), 0)
        high = min(math.ceil(correction(rs.get("beta_slow", 1))), rd - 1)
        if low == high:
            high += 0.001
        ramp = [min(max((i - low) / (high - low), 0.0), 1.0)
                for i in range(rd // 2)]
        inv = [x / factor * r + x * (1 - r) for x, r in zip(inv, ramp)]
    inv = [f32(x) for x in inv]
    interleave = cfg.get("rope_interleave", True)
    experts = cfg["n_routed_experts"]
    groups, kept, top_k = (cfg.get("n_group", 1), cfg.get("topk_group", 1),
                           cfg["num_experts_per_tok"])
    if v2 and cfg.get("topk_method", "greedy") == "greedy":
        groups = kept = 1
    # A group's score: the sum of its 2 best (V3) or its best (V2).
    group_best = 1 if v2 else 2
    group_size = experts // groups

    def rms(x, gain):
        r = 1.0 / math.sqrt(sum(t * t for t in x) / len(x) + eps)
        return [gain[i] * x[i] * r for i in range(len(x))]

    def rope(vec, s):
        # apply_rotary_pos_emb_interleave: (x0, x1, x2, ...) is laid out as
        # (x0, x2, ..., x1, x3, ...), then rotate_half as Llama.
        if interleave:
            vec = vec[0::2] + vec[1::2]
        half = rd // 2
        out = []
        for e in range(rd):
            angle = s * inv[e % half]
            rot = -vec[e + half] if e < half else vec[e - half]
            out.append(vec[e] * math.cos(angle) * attention_factor
                       + rot * math.sin(angle) * attention_factor)
        return out

    def swiglu(n, prefix, width):
        g = matvec_t(w[prefix + "gate_proj.weight"], width, d, n)
        u = matvec_t(w[prefix + "up_proj.weight"], width, d, n)
        a = [g[i] / (1 + math.exp(-g[i])) * u[i] for i in range(width)]
        return matvec_t(w[prefix + "down_proj.weight"], d, width, a)

    def decoder_layer(xs, layer, bias):
        """Layer `layer` on the hidden states `xs` (one per position, in
        place); `bias` is its routing correction bias (MoE layers)."""
        p = f"model.layers.{layer}."
        a = p + "self_attn."
        qs, ks, vs = [], [], []
        for s in range(len(xs)):
            n = rms(xs[s], w[p + "input_layernorm.weight"])
            if q_rank:
                c = rms(matvec_t(w[a + "q_a_proj.weight"], q_rank, d, n),
                        w[a + "q_a_layernorm.weight"])
                q = matvec_t(w[a + "q_b_proj.weight"], heads * qk, q_rank,
                             c)
            else:
                q = matvec_t(w[a + "q_proj.weight"], heads * qk, d, n)
            ckv = matvec_t(w[a + "kv_a_proj_with_mqa.weight"],
                           kv_rank + rd, d, n)
            latent = rms(ckv[:kv_rank], w[a + "kv_a_layernorm.weight"])
            k_pe = rope(ckv[kv_rank:], s)
            kv = matvec_t(w[a + "kv_b_proj.weight"], heads * (nope + vd),
                          kv_rank, latent)
            qh, kh, vh = [], [], []
            for h in range(heads):
                one = q[h * qk:(h + 1) * qk]
                qh.append(one[:nope] + rope(one[nope:], s))
                base = h * (nope + vd)
                kh.append(kv[base:base + nope] + k_pe)
                vh.append(kv[base + nope:base + nope + vd])
            qs.append(qh)
            ks.append(kh)
            vs.append(vh)
        for s in range(len(xs)):
            context = []
            for h in range(heads):
                scores = [sum(qs[s][h][e] * ks[t][h][e]
                              for e in range(qk)) * scale
                          for t in range(s + 1)]
                top = max(scores)
                exps = [math.exp(z - top) for z in scores]
                norm = sum(exps)
                context += [sum(exps[t] / norm * vs[t][h][e]
                                for t in range(s + 1)) for e in range(vd)]
            out = matvec_t(w[a + "o_proj.weight"], d, heads * vd, context)
            xs[s] = [xs[s][i] + out[i] for i in range(d)]
        is_moe = layer >= cfg.get("first_k_dense_replace", 0)
        for s in range(len(xs)):
            n = rms(xs[s], w[p + "post_attention_layernorm.weight"])
            if not is_moe:
                out = swiglu(n, p + "mlp.", cfg["intermediate_size"])
                xs[s] = [xs[s][i] + out[i] for i in range(d)]
                continue
            # DeepseekV3TopkRouter (DeepseekV2TopkRouter).
            z = matvec_t(w[p + "mlp.gate.weight"], experts, d, n)
            if v2:
                top = max(z)
                exps = [math.exp(t - top) for t in z]
                scores = [t / sum(exps) for t in exps]
                choice = scores
            else:
                scores = [1 / (1 + math.exp(-t)) for t in z]
                choice = [scores[e] + bias[e] for e in range(experts)]
            group_scores = [sum(sorted(choice[g * group_size:
                                              (g + 1) * group_size],
                                       reverse=True)[:group_best])
                            for g in range(groups)]
            best = sorted(range(groups),
                          key=lambda g: (-group_scores[g], g))[:kept]
            masked = [choice[e] if e // group_size in best else 0.0
                      for e in range(experts)]
            chosen = sorted(range(experts),
                            key=lambda e: (-masked[e], e))[:top_k]
            weight = {e: scores[e] for e in chosen}
            if cfg.get("norm_topk_prob", not v2):
                norm = sum(weight.values()) + 1e-20
                weight = {e: x / norm for e, x in weight.items()}
            rsf = cfg.get("routed_scaling_factor", 1.0)
            out = swiglu(n, p + "mlp.shared_experts.",
                         cfg["moe_intermediate_size"]
                         * cfg.get("n_shared_experts", 0)) \
                if cfg.get("n_shared_experts") else [0.0] * d
            for e in chosen:
                h = swiglu(n, f"{p}mlp.experts.{e}.",
                           cfg["moe_intermediate_size"])
                out = [out[i] + weight[e] * rsf * h[i] for i in range(d)]
            xs[s] = [xs[s][i] + out[i] for i in range(d)]

    def logits_of(n):
        head = w["model.embed_tokens.weight"
                 if cfg.get("tie_word_embeddings") else "lm_head.weight"]
        return matvec_t(head, v, d, n)

    def token_loss(logits, target):
        top = max(logits)
        return top + math.log(sum(math.exp(z - top) for z in logits)) \
            - logits[target]

    def embed(token):
        return list(w["model.embed_tokens.weight"][token * d:(token + 1) * d])

    layers = cfg["num_hidden_layers"]
    first_moe = cfg.get("first_k_dense_replace", 0)
    total = 0.0
    for b in range(batch):
        xs = [embed(ids[b][s]) for s in range(seq)]
        for layer in range(layers):
            decoder_layer(xs, layer, biases[layer - first_moe]
                          if layer >= first_moe and not v2 else None)
        hidden = [rms(x, w["model.norm.weight"]) for x in xs]
        for s in range(seq):
            total += token_loss(logits_of(hidden[s]), labels[b][s])
        # Multi-token prediction (DeepSeek-V3 report, §2.2): depth k runs
        # on the s - k positions that have the token k + 1 ahead, as a
        # sequence of its own (the step computes all s and drops the last k
        # from the loss; causal attention makes them the same).
        for k in range(1, mtp_depth + 1):
            layer = layers + k - 1
            p = f"model.layers.{layer}."
            length = seq - k
            xs = []
            for s in range(length):
                joined = (rms(embed(ids[b][s + k]), w[p + "enorm.weight"])
                          + rms(hidden[s], w[p + "hnorm.weight"]))
                xs.append(matvec_t(w[p + "eh_proj.weight"], d, 2 * d, joined))
            decoder_layer(xs, layer, biases[layer - first_moe]
                          if layer >= first_moe and not v2 else None)
            for s in range(length):
                n = rms(xs[s], w[p + "shared_head.norm.weight"])
                total += (mtp_weight / mtp_depth
                          * token_loss(logits_of(n), labels[b][s + k]))
            hidden = xs
    return total / (batch * seq)


def mlp_reference(args, weights, data):
    layers = sorted({int(a.name.split(".")[1]) for a in args
                     if a.role == "weight"})
    inputs, targets = data
    rows = inputs[0]
    total, count = 0.0, 0
    for r in range(rows):
        x = inputs[1][r]
        for i in layers:
            wt = next(a for a in args if a.name == f"layers.{i}.weight"
                      and a.role == "weight")
            out, inp = wt.shape
            y = matvec_t(weights[wt.name], out, inp, x)
            if i == layers[-1]:
                bias = weights[f"layers.{i}.bias"]
                x = [y[j] + bias[j] for j in range(out)]
            else:
                x = [math.tanh(t) for t in y]
        total += sum(0.5 * (x[j] - targets[r][j]) ** 2 for j in range(len(x)))
        count += len(x)
    return total / count


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------

def choose_probes(args, ids, d, per_param):
    probes = []
    weights = [a for a in args if a.role == "weight"]
    for q, arg in enumerate(weights):
        n = arg.numel
        if "embed_tokens" in arg.name:
            seen = sorted({t for row in ids for t in row})
            unseen = next(r for r in range(arg.shape[0]) if r not in seen)
            picks = [seen[0] * d + 3, seen[-1] * d + d - 1, unseen * d + 7]
        else:
            picks = [0, n - 1, (7919 * (q + 1)) % n, n // 2, (104729 * (q + 3)) % n]
        for flat in sorted(set(picks))[:per_param]:
            probes.append((arg, flat))
    return probes


# zero-import options that change how the step computes the model, not
# which function it computes: with only these the loss has the reference.
SAME_FUNCTION_OPTIONS = ("--attention", "--cross-entropy", "--grad-dtype",
                         "--logits-dtype")


def computes_the_model(import_args):
    """Whether `import_args` (a list) are only SAME_FUNCTION_OPTIONS, each
    followed by its value or joined to it by '='."""
    i = 0
    while i < len(import_args):
        name = import_args[i].split("=")[0]
        if name not in SAME_FUNCTION_OPTIONS:
            return False
        i += 1 if "=" in import_args[i] else 2
    return True


def run(cmd, **kw):
    result = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{result.stderr[-4000:]}")
    return result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--zero-import", required=True)
    parser.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    parser.add_argument("--llvm-lib", default="/usr/lib/llvm-22/lib")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--config")
    source.add_argument("--synthetic", nargs=2, metavar=("PARAMS", "LAYERS"))
    parser.add_argument("--batch", type=int, default=2)
    parser.add_argument("--seq", type=int, default=5)
    parser.add_argument("--precision", choices=["f64", "f32"], default="f64")
    parser.add_argument("--probes-per-param", type=int, default=3)
    parser.add_argument("--eps", type=float,
                        help="finite-difference step (default 1e-4 in f64, "
                        "1e-2 in f32)")
    parser.add_argument("--keep", help="directory to keep the generated files")
    parser.add_argument("--import-args", default="",
                        help="more zero-import options, e.g. a pipeline stage "
                        "('--pipeline-stages 3 --pipeline-stage 1'); its loss "
                        "is <y, g> for the input g = output_grad, so the "
                        "gradients are checked against it and the loss has "
                        "no reference")
    parser.add_argument("--attention-window", type=int,
                        help="import with zero-import --attention-window W "
                        "(Mistral's sliding window) and window the "
                        "reference's attention the same way")
    parser.add_argument("--mtp-depth", type=int, default=0,
                        help="import DeepSeek-V3 with zero-import --mtp-depth "
                        "D (multi-token prediction) and add its depths' "
                        "loss to the reference's")
    parser.add_argument("--mtp-loss-weight", type=float, default=0.3,
                        help="with --mtp-depth: zero-import's "
                        "--mtp-loss-weight, the reference's lambda")
    opts = parser.parse_args()
    ft = opts.precision
    eps = opts.eps or (1e-4 if ft == "f64" else 1e-2)
    # |analytic - numeric| <= tolerance * max(|analytic|, |numeric|) + floor,
    # where `floor` covers the rounding noise of a central difference
    # (f64: ~1e-15 * loss / eps; f32: ~1e-7 * loss / eps).
    tolerance, floor = (1e-5, 1e-9) if ft == "f64" else (1e-2, 5e-4)

    work = opts.keep or tempfile.mkdtemp(prefix="gradcheck-")
    os.makedirs(work, exist_ok=True)
    step = os.path.join(work, "step.mlir")
    if opts.config:
        # f32 activations: bf16 ones are too coarse for finite differences
        # (and widening to f64 applies to f32 only).
        source_args = ["--hf-config", opts.config, "--activations", "f32"]
        cfg = json.load(open(opts.config))
        vocab = cfg["vocab_size"]
    else:
        source_args = ["--synthetic-params", opts.synthetic[0],
                       "--layers", opts.synthetic[1]]
        cfg, vocab = None, 1
    extra_args = shlex.split(opts.import_args)
    window_args = ([] if opts.attention_window is None else
                   ["--attention-window", str(opts.attention_window)])
    if opts.mtp_depth:
        window_args += ["--mtp-depth", str(opts.mtp_depth),
                        "--mtp-loss-weight", repr(opts.mtp_loss_weight)]
    run([opts.zero_import, *source_args, *extra_args, *window_args,
         "--dtype", "f32",
         "--batch", str(opts.batch), "--seq", str(opts.seq), "-o", step])
    text = open(step).read()
    # Fused attention (zero-import's default) runs as the linalg ops of its
    # CPU lowering, the code zero-run executes.
    if "zero.attention" in text:
        zero_opt = os.path.join(
            os.path.dirname(shutil.which(opts.zero_import) or opts.zero_import),
            "zero-opt")
        text = run([zero_opt, step, "--pass-pipeline=builtin.module("
                    "func.func(zero-lower-attention))"])
    # An expert's data-parallel axes and the mesh they name plan sharding
    # only; the step computes the same without them.
    text = re.sub(r"zero\.dp_axes = \[[^\]]*\], ", "", text)
    text = re.sub(r"^\s*shard\.grid @mesh.*\n", "", text, flags=re.M)
    args, result_types = parse_signature(text)
    if ft == "f64":
        for arg in args:
            arg.type_text = arg.type_text.replace("f32", "f64")
            arg.elem = arg.elem.replace("f32", "f64")
        result_types = [t.replace("f32", "f64") for t in result_types]
    # Token ids index this device's vocabulary rows (tensor parallelism
    # splits them).
    for arg in args:
        if arg.name in ("model.embed_tokens.weight", "lm_head.weight"):
            vocab = arg.shape[0]

    ids_args = [a for a in args if a.elem == "i32"]
    token_grids = []
    for salt, arg in enumerate(ids_args):
        b, s = arg.shape
        token_grids.append([[token_value(salt, r * s + c, vocab)
                             for c in range(s)] for r in range(b)])
    d = cfg["hidden_size"] if cfg else 0
    probes = choose_probes(args, token_grids[0] if token_grids else [], d,
                           opts.probes_per_param)
    main_text, formulas = build_main(args, result_types, probes, eps, ft,
                                     vocab)
    runnable = make_runnable(text, ft)
    runnable = runnable.rstrip()
    assert runnable.endswith("}")
    runnable = runnable[:-1] + main_text + "}\n"
    harness = os.path.join(work, "harness.mlir")
    open(harness, "w").write(runnable)
    lowered = os.path.join(work, "harness.llvm.mlir")
    run([os.path.join(opts.llvm_bin, "mlir-opt"), harness,
         "--pass-pipeline=" + PIPELINE, "-o", lowered])
    libs = ",".join(os.path.join(opts.llvm_lib, lib) for lib in
                    ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so"))
    output = run([os.path.join(opts.llvm_bin, "mlir-runner"), lowered,
                  "-e", "main", "-entry-point-result=void",
                  "-shared-libs=" + libs])
    numbers = [struct.unpack("<d", struct.pack("<q", int(x)))[0]
               for x in output.split()]
    loss, rest = numbers[0], numbers[1:]

    # The reference forward pass with the same weights and data.
    weights = {a.name: [weight_value(formulas[a.index], k, ft)
                        for k in range(a.numel)]
               for a in args if a.role == "weight"}
    if not computes_the_model(extra_args):
        # Not the model's loss: <y, g> of a pipeline stage, or the step of
        # one tensor-parallel device.
        reference = None
    elif cfg and cfg.get("model_type") in ("deepseek_v3", "deepseek_v2"):
        # The routing biases are the step's f32 data inputs, in layer order.
        biases = [[weight_value(formulas[a.index], k, ft)
                   for k in range(a.numel)]
                  for a in args if not a.role and len(a.shape) == 1]
        reference = deepseek_reference(cfg, weights, biases, token_grids[0],
                                       token_grids[1], opts.batch, opts.seq,
                                       opts.mtp_depth, opts.mtp_loss_weight)
    elif cfg:
        reference = llama_reference(cfg, weights, token_grids[0],
                                    token_grids[1], opts.batch, opts.seq, ft,
                                    opts.attention_window)
    else:
        data = []
        for a in args:
            if not a.role and a.shape:
                values = [weight_value(formulas[a.index], k, ft)
                          for k in range(a.numel)]
                rows, cols = a.shape
                data.append([values[r * cols:(r + 1) * cols]
                             for r in range(rows)])
        reference = mlp_reference(args, weights, (
            (len(data[0]), data[0]), data[1]))
    # The step's constants are f32 literals (e.g. 0.5 / count), which bounds
    # the agreement to ~1e-7 even in f64.
    loss_tolerance = 1e-7 if ft == "f64" else 1e-4
    if reference is None:
        loss_error = 0.0
        print(f"loss: step {loss:.10g}  (no reference for "
              f"{opts.import_args})")
    else:
        loss_error = abs(loss - reference) / max(abs(reference), 1e-12)
        print(f"loss: step {loss:.10g}  reference {reference:.10g}  "
              f"relative error {loss_error:.2e}")

    worst = 0.0
    failures = 0
    print(f"{'parameter':52} {'index':>7} {'analytic':>13} {'numeric':>13} "
          f"{'rel.err':>9}")
    analytic_values = rest[:len(probes)]
    differences = rest[len(probes):]
    for i, (arg, flat) in enumerate(probes):
        m = analytic_values[i]
        plus, minus = differences[2 * i:2 * i + 2]
        analytic = m / ONE_MINUS_BETA1
        numeric = (plus - minus) / (2 * eps)
        error = abs(analytic - numeric) / max(abs(analytic), abs(numeric),
                                              1e-300)
        bad = abs(analytic - numeric) > (
            tolerance * max(abs(analytic), abs(numeric)) + floor)
        if abs(analytic - numeric) > floor:
            worst = max(worst, error)
        failures += bad
        print(f"{arg.name:52} {flat:7d} {analytic:13.6e} {numeric:13.6e} "
              f"{error:9.2e}{'  <-- MISMATCH' if bad else ''}")
    print(f"{len(probes)} gradient elements checked in {ft}: worst relative "
          f"error above the noise floor {worst:.2e} (tolerance {tolerance:g} "
          f"relative + {floor:g} absolute); {failures} mismatches")
    ok = failures == 0 and loss_error <= loss_tolerance
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
