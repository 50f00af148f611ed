#!/usr/bin/env python3
"""Numerical check of zero-import's training step.

1. Imports a model with `zero-import --dtype f32` (tiny Llama config, with
   `--activations f32`, or a small synthetic MLP).
2. Makes it runnable with upstream MLIR: fused attention is lowered to
   linalg (`zero-lower-attention`, as zero-run runs it), the `#zero.state`
   marks are dropped and each `zero.annotate` becomes a no-op `tensor.cast`. With `--precision
   f64` every f32 becomes f64, so that finite differences are exact to ~1e-9
   and any mismatch is a wrong formula, not rounding.
3. Appends a `@gradcheck_main` that fills the weights with deterministic values, calls
   `@train_step` once (step 1, zero moments) and reads each gradient back
   from the returned exp_avg (= (1 - beta1) * grad), then calls the step
   again with single weights moved by +-eps for central differences.
4. Lowers with the upstream pipeline of docs/design.md §8, compiles it
   ahead of time (mlir-translate, llc -O0, the C compiler) and runs it
   (run_harness), and compares: every probed gradient element against its
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

# The harness's entry function, called by the C main of run_harness.
ENTRY = "gradcheck_main"

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
            "  func.func @" + ENTRY + "() {\n" + body +
            "\n    return\n  }\n"), formulas


# The reference forward passes live in reference_models.py.
from reference_models import (  # noqa: E402
    deepseek_reference, llama_reference, mlp_reference)


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


def run_harness(opts, lowered, work):
    """Compiles the lowered harness (LLVM dialect) ahead of time and runs
    it; returns what it prints.

    mlir-runner would JIT the same module, but on the DeepSeek steps it
    spends 35 s where translating, `llc -O0` and linking take 3 s and the
    program runs in 6: its execution engine optimizes nothing either, yet
    runs several times slower (measured on the 2-core CI machine). The
    arithmetic is the same LLVM IR either way; -O0 keeps the f64 rounding
    exactly as written.
    """
    bin_of = lambda tool: os.path.join(opts.llvm_bin, tool)
    llvm_ir = os.path.join(work, "harness.ll")
    obj = os.path.join(work, "harness.o")
    wrapper = os.path.join(work, "harness_main.c")
    exe = os.path.join(work, "harness")
    run([bin_of("mlir-translate"), "--mlir-to-llvmir", lowered, "-o", llvm_ir])
    run([bin_of("llc"), "-O0", "-relocation-model=pic", "-filetype=obj",
         llvm_ir, "-o", obj])
    with open(wrapper, "w") as f:
        f.write(f"void {ENTRY}(void);\n"
                f"int main(void) {{ {ENTRY}(); return 0; }}\n")
    run([os.environ.get("CC", "cc"), "-o", exe, wrapper, obj,
         "-L" + opts.llvm_lib, "-lmlir_c_runner_utils", "-lmlir_runner_utils",
         "-lm", "-Wl,-rpath," + opts.llvm_lib])
    return run([exe])


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
    output = run_harness(opts, lowered, work)
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
