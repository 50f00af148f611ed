#!/usr/bin/env python3
"""zero-opt's predictions against published training runs (bench/real_runs.md).

For each case (a public FSDP run: model, GPUs, batch x sequence per GPU,
activation checkpointing, and what it measured) this plans the step with the
built tools and prints, for reserved memory per GPU and step time:

  measured | zero-opt | ratio | llm-analysis | ratio

  zero-import --hf-config CONFIG --batch B --seq S [--attention=fused] -o step.mlir
  zero-opt step.mlir --zero-shard="stage=3 world-size=N remat=POLICY cast-on-gather=true
                                   root-unit=true reshard-after-forward=all-but-last"
           --zero-report="json=out.json machine=MACHINE table="

`cast-on-gather=true` is how FSDP keeps a bf16 model: the sharded
parameter is the f32 one the optimizer updates, and each all-gather first
casts the shard to `param_dtype` (FSDP2's MixedPrecisionPolicy, FSDP1's
MixedPrecision), so no bf16 shard persists beside it.

`root-unit=true reshard-after-forward=all-but-last` is how torchtitan
wraps the model: `fully_shard(block, reshard_after_forward=int(layer_id) <
len(model.layers) - 1)` on each transformer block (every block but the
last frees its gathered weights after the forward; the last keeps them, as
its backward starts right away), then `fully_shard(model)`, whose root
group holds the parameters left over (the embedding, the final norm and
the output head) and, as FSDP2's `fully_shard` documents for the root, is
not resharded after the forward. zero-shard writes these decisions on the
weight arguments (`zero.reshard_after_forward`).

The prediction of memory is the report's `scheduled.peak_bytes`
`reserved_estimate` (device memory as PyTorch's caching allocator reserves
it), or `total` while the report has no such key; the step time is the
`scheduled.time_s.prefetch` entry of depth 1 (FSDP prefetches the next
unit's all-gather: docs/report-schema.md, "FLOPs and step time").
Ratios are predicted / measured.

What today's tools lack is detected from their --help and replaced, each
replacement printed as a note: a machine preset that does not exist yet
(the case's fallback preset is used), a recomputation policy name that does
not exist yet (`op` falls back to `selective`), and import options that do
not exist yet (--attention, --grad-dtype, --logits-dtype, --cross-entropy
are then left out).

llm-analysis (PyPI, pinned to LLM_ANALYSIS_VERSION) is called through its
Python API with the same model, GPU, batch, sequence, ZeRO-3 over N GPUs,
recomputation and flash attention; it runs in the interpreter given by
--llm-python (default: bench/.venv-llm/bin/python if it exists, else this
one) and its column is skipped with a message when it cannot be imported.
Install it with:

  python3 -m venv bench/.venv-llm && bench/.venv-llm/bin/pip install llm-analysis==0.2.2

  python3 bench/real_runs.py [--build build] [--json OUT] [--case NAME ...]
                             [--llm-python PY|none] [--timeout S]

Imports are cached in $TMPDIR/zero-real-runs/ by config, batch, sequence,
import options and zero-import binary. Exit status: 0 (a benchmark, not a
test) unless a tool fails (1, with its message) or --timeout is exceeded
(77, "SKIPPED", for tests on slow machines).
"""

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLM_ANALYSIS_VERSION = "0.2.2"
GIB = 1 << 30
SKIP_EXIT = 77

# Sources (bench/real_runs.md quotes them):
#   TT_H100 = torchtitan benchmarks/llama3_h100_202412_torchtitan.md: Grand
#     Teton, 8 H100 per host, "96GB HBM2e with 2.4 TB/sec", 400 Gb/s per GPU,
#     500 W; bf16 rows "FSDP" (no torch.compile, no Float8); local batch 2;
#     "Selective activation checkpointing"; seq 8192 and per-op SAC from the
#     llama3_8b.toml of that time (seq_len = 8192, selective_ac_option = 'op').
#   TT_A100 = torchtitan docs/performance.md (2024): FSDP2 on 64 A100 80GB;
#     seq 8192 (Llama 3) / 4096 (Llama 2) and compile = false from the
#     train_configs/*.toml presets "for 64 A100 GPUs".
TT_H100 = "torchtitan benchmarks/llama3_h100_202412_torchtitan.md"
TT_A100 = "torchtitan docs/performance.md"

# Per case: `ac` is torchtitan's activation checkpointing: op (per-op
# selective AC), full (every layer), none. `mem_gib` is the measured memory
# (GiB, as torchtitan reports it), None when not published, "fits" when only
# known to have run in the device's memory (`capacity_gib`). `tps` is tokens
# per second per GPU; the step time is batch*seq / tps.
CASES = [
    dict(name="llama3.1-8b-h100x8", config="bench/configs/llama3.1-8b.json",
         gpus=8, batch=2, seq=8192, ac="op",
         machine="h100-hbm2e-96gb", fallback_machine="h100-sxm",
         llm_gpu="h100-sxm-80gb", llm_mem_gb=96, capacity_gib=96 * 1e9 / GIB,
         mem_gib=82.4, tps=5762,
         source=TT_H100 + ", Table 1, row FSDP: 5,762 TPS/GPU, 82.4 GiB"),
    dict(name="llama3.1-8b-h100x128", config="bench/configs/llama3.1-8b.json",
         gpus=128, batch=2, seq=8192, ac="op",
         machine="h100-hbm2e-96gb", fallback_machine="h100-sxm",
         llm_gpu="h100-sxm-80gb", llm_mem_gb=96, capacity_gib=96 * 1e9 / GIB,
         mem_gib=67.0, tps=5605,
         source=TT_H100 + ", Table 3, row FSDP: 5,605 TPS/GPU, 67.0 GiB"),
    dict(name="llama3-8b-a100x64", config="examples/configs/llama3-8b.json",
         gpus=64, batch=1, seq=8192, ac="op",
         machine="a100-80gb", fallback_machine="a100-80gb",
         llm_gpu="a100-sxm-80gb", llm_mem_gb=80, capacity_gib=80.0,
         mem_gib=None, tps=2973,
         source=TT_A100 + ", Llama 3 table, row 8B / 1 / selective op: 2973 WPS"),
    dict(name="llama3-70b-a100x64", config="examples/configs/llama3-70b.json",
         gpus=64, batch=1, seq=8192, ac="full",
         machine="a100-80gb", fallback_machine="a100-80gb",
         llm_gpu="a100-sxm-80gb", llm_mem_gb=80, capacity_gib=80.0,
         mem_gib=None, tps=331,
         source=TT_A100 + ", Llama 3 table, row 70B / 1 / full: 331 WPS"),
    dict(name="llama2-13b-a100x64", config="bench/configs/llama2-13b.json",
         gpus=64, batch=2, seq=4096, ac="none",
         machine="a100-80gb", fallback_machine="a100-80gb",
         llm_gpu="a100-sxm-80gb", llm_mem_gb=80, capacity_gib=80.0,
         mem_gib="fits", tps=2162,
         source=TT_A100 + ", Llama 2 table, row 13B / 2 / no: 2162 WPS"),
]

# zero-shard's remat= names for torchtitan's modes, in order of preference:
# the first one the built zero-opt knows is used.
REMAT_FOR_AC = {"op": ["op", "selective"], "full": ["layer"], "none": ["none"]}
# llm-analysis's ActivationRecomputation: 0 none, 1 selective, 2 full.
LLM_AC = {"op": 1, "full": 2, "none": 0}
# torchtitan's FSDP mixed precision reduces gradients in float32
# (mixed_precision_reduce's default) and takes the loss of logits cast to
# float32 with eager PyTorch's F.cross_entropy (these runs do not compile
# the model); passed where zero-import has the options.
IMPORT_PRECISION = {"--grad-dtype": "f32", "--logits-dtype": "f32",
                    "--cross-entropy": "eager"}

MEM_TOLERANCE = 0.10
TIME_TOLERANCE = 0.15


class ToolError(Exception):
    pass


class Deadline(Exception):
    pass


def run_tool(cmd, deadline):
    left = None if deadline is None else deadline - time.monotonic()
    if left is not None and left <= 0:
        raise Deadline(" ".join(cmd))
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, timeout=left)
    except subprocess.TimeoutExpired:
        raise Deadline(" ".join(cmd))
    except OSError as e:
        raise ToolError(f"{cmd[0]}: {e}")
    if proc.returncode != 0:
        raise ToolError(f"{' '.join(cmd)} failed (exit {proc.returncode}):\n"
                        f"{(proc.stderr or proc.stdout).strip()[:3000]}")
    return proc.stdout


def help_text(tool):
    proc = subprocess.run([tool, "--help"], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
    return proc.stdout


def option_values(text, option, after=None):
    """The `=value` lines listed under `option` in an LLVM --help text (the
    first occurrence after the line containing `after`, if given); None when
    the option is not there."""
    lines = text.splitlines()
    start = 0
    if after is not None:
        start = next((i for i, l in enumerate(lines) if after in l), None)
        if start is None:
            return None
    for i in range(start, len(lines)):
        if re.search(r"\s" + re.escape(option) + r"(=<|\s|$)", lines[i]):
            values = []
            for line in lines[i + 1:]:
                m = re.match(r"^\s+=(\S+)\s+-", line)
                if not m:
                    break
                values.append(m.group(1))
            return values
    return None


class Tools:
    """What the built zero-import and zero-opt support, from their --help."""

    def __init__(self, build):
        self.import_bin = os.path.join(build, "bin", "zero-import")
        self.opt_bin = os.path.join(build, "bin", "zero-opt")
        for b in (self.import_bin, self.opt_bin):
            if not os.access(b, os.X_OK):
                raise ToolError(f"{b} not found: build first (cmake --build {build}) "
                                "or pass --build DIR")
        imp = help_text(self.import_bin)
        opt = help_text(self.opt_bin)
        self.attention = option_values(imp, "--attention")
        self.precision = {o: option_values(imp, o) for o in IMPORT_PRECISION}
        self.remat = option_values(opt, "--remat", after="--zero-shard ") or []
        # "--machine=<string> - ... a preset (h100-sxm, h200, ...) or ...":
        # every parenthesized list of names after "preset" on one line.
        self.presets = []
        for m in re.finditer(r"preset[s]?[^(\n]*\(([^)\n]*)\)", opt):
            names = [p.strip() for p in m.group(1).split(",")]
            if all(re.fullmatch(r"[a-z0-9][a-z0-9.-]*", n) for n in names):
                self.presets += [n for n in names if n not in self.presets]
        self.notes = []

    def note(self, text):
        if text not in self.notes:
            self.notes.append(text)

    def import_flags(self):
        flags = []
        if self.attention is None:
            self.note("zero-import has no --attention yet: the step's attention "
                      "is the one it builds today (not fused)")
        elif "fused" in self.attention:
            flags.append("--attention=fused")
        for option, value in IMPORT_PRECISION.items():
            values = self.precision[option]
            if values is None:
                self.note(f"zero-import has no {option} yet: left out "
                          f"(torchtitan's would be {value})")
            elif not values or value in values:
                flags.append(f"{option}={value}")
            else:
                self.note(f"zero-import {option} does not take {value} "
                          f"(takes {', '.join(values)}): left out")
        return flags

    def remat_for(self, ac):
        for name in REMAT_FOR_AC[ac]:
            if name in self.remat:
                if name != REMAT_FOR_AC[ac][0]:
                    self.note(f"zero-shard has no remat={REMAT_FOR_AC[ac][0]} yet: "
                              f"torchtitan's AC mode '{ac}' is planned with remat={name}")
                return name
        raise ToolError(f"zero-shard knows none of remat={'|'.join(REMAT_FOR_AC[ac])} "
                        f"(its remat values: {', '.join(self.remat) or 'none found in --help'})")

    def machine_for(self, case):
        if case["machine"] in self.presets:
            return case["machine"]
        self.note(f"zero-opt has no machine preset {case['machine']} yet: "
                  f"{case['fallback_machine']} is used instead")
        return case["fallback_machine"]


def cache_dir():
    path = os.path.join(tempfile.gettempdir(), "zero-real-runs")
    os.makedirs(path, exist_ok=True)
    return path


def imported_step(tools, case, flags, deadline):
    """Path of the imported step, cached by config, shape, flags and binary."""
    config = os.path.join(ROOT, case["config"])
    h = hashlib.sha256()
    with open(config, "rb") as f:
        h.update(f.read())
    st = os.stat(tools.import_bin)
    h.update(repr((case["batch"], case["seq"], flags, tools.import_bin,
                   st.st_size, st.st_mtime_ns)).encode())
    path = os.path.join(cache_dir(), f"{case['name']}-{h.hexdigest()[:16]}.mlir")
    if not os.path.exists(path):
        tmp = path + f".{os.getpid()}.tmp"
        run_tool([tools.import_bin, "--hf-config", config, "--batch", str(case["batch"]),
                  "--seq", str(case["seq"]), *flags, "-o", tmp], deadline)
        os.replace(tmp, path)
    return path


def zero_opt_prediction(tools, case, deadline):
    flags = tools.import_flags()
    step = imported_step(tools, case, flags, deadline)
    remat = tools.remat_for(case["ac"])
    machine = tools.machine_for(case)
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "report.json")
        run_tool([tools.opt_bin, step,
                  f"--zero-shard=stage=3 world-size={case['gpus']} remat={remat} "
                  "cast-on-gather=true root-unit=true "
                  "reshard-after-forward=all-but-last",
                  f"--zero-report=json={out} machine={machine} table=",
                  "-o", os.devnull], deadline)
        with open(out) as f:
            report = json.load(f)
    sched = report.get("scheduled")
    if sched is None or "peak_bytes" not in sched or "time_s" not in sched:
        raise ToolError(f"{case['name']}: the report has no scheduled.peak_bytes/time_s "
                        "(docs/report-schema.md)")
    peak = sched["peak_bytes"]
    if "reserved_estimate" in peak:
        mem, mem_key = peak["reserved_estimate"], "reserved_estimate"
    else:
        mem, mem_key = peak["total"], "total"
        tools.note("the report has no peak_bytes.reserved_estimate yet: "
                   "memory is scheduled.peak_bytes.total (live bytes, not reserved)")
    depth1 = [p for p in sched["time_s"].get("prefetch", []) if p.get("depth") == 1]
    if depth1:
        step_s, time_key = depth1[0]["step"], "prefetch depth 1"
    else:
        step_s, time_key = sched["time_s"]["step"], "step"
        tools.note("the report has no prefetch entry of depth 1: time is time_s.step")
    return dict(memory_bytes=mem, memory_key=mem_key, step_s=step_s, time_key=time_key,
                remat=remat, machine=machine, import_flags=flags,
                device_required=peak.get("device_required"),
                peak_total=peak["total"])


# The llm-analysis call, run in the interpreter that has it. It reads one
# JSON request per case on stdin and prints one JSON result per line.
LLM_SNIPPET = r"""
import dataclasses, json, logging, sys
try:
    import importlib.metadata as md
    version = md.version("llm-analysis")
    from llm_analysis.analysis import LLMAnalysis, ActivationRecomputation, DSZeRO
    from llm_analysis.config import (ModelConfig, ParallelismConfig,
        get_gpu_config_by_name, get_dtype_config_by_name)
    from llm_analysis.logger import logger
except Exception as e:
    print(json.dumps({"error": f"llm-analysis cannot be imported: {e}"}))
    sys.exit(0)
logger.setLevel(logging.CRITICAL)
for line in sys.stdin:
    r = json.loads(line)
    hf = r["hf"]
    model = ModelConfig(
        name=r["name"], num_layers=hf["num_hidden_layers"],
        n_head=hf["num_attention_heads"], hidden_dim=hf["hidden_size"],
        vocab_size=hf["vocab_size"], max_seq_len=hf["max_position_embeddings"],
        num_key_value_heads=hf.get("num_key_value_heads"),
        ffn_embed_dim=hf["intermediate_size"],
        expansion_ratio=hf["intermediate_size"] / hf["hidden_size"],
        model_type=hf.get("model_type"))
    # Its preset, with the capacity of the case's GPU (which only bounds
    # the batch it accepts).
    gpu = dataclasses.replace(get_gpu_config_by_name(r["gpu"]), mem_per_GPU_in_GB=r["mem_gb"])
    over = False
    for attempt in range(2):
        analysis = LLMAnalysis(model, gpu, get_dtype_config_by_name("w16a16e16"),
                               ParallelismConfig(dp_size=r["gpus"]))
        try:
            s = analysis.training(
                batch_size_per_gpu=r["batch"], gradient_accumulation_steps=1,
                seq_len=r["seq"], activation_recomputation=ActivationRecomputation(r["ac"]),
                ds_zero=DSZeRO(3), flash_attn=True, mlp_gated_linear_units=True)
            break
        except AssertionError:
            # It refuses a batch it predicts does not fit; its memory figures
            # do not depend on the capacity, so ask again without the bound.
            over = True
            gpu = dataclasses.replace(gpu, mem_per_GPU_in_GB=1e6)
    print(json.dumps({"version": version,
                      "memory_bytes": s["(weight+op_state+grad+act)_memory_per_gpu"],
                      "step_s": s["latency_per_iter"], "over_capacity": over}), flush=True)
"""


def llm_python(arg):
    if arg == "none":
        return None
    if arg:
        return arg
    venv = os.path.join(ROOT, "bench", ".venv-llm", "bin", "python")
    return venv if os.access(venv, os.X_OK) else sys.executable


def llm_analysis_predictions(python, cases, deadline):
    """{case name: result} or (None, reason)."""
    if python is None:
        return None, "llm-analysis: skipped (--llm-python none)"
    requests = []
    for case in cases:
        with open(os.path.join(ROOT, case["config"])) as f:
            hf = json.load(f)
        requests.append(json.dumps(dict(name=case["name"], hf=hf, gpu=case["llm_gpu"], mem_gb=case["llm_mem_gb"],
                                         gpus=case["gpus"], batch=case["batch"],
                                         seq=case["seq"], ac=LLM_AC[case["ac"]])))
    left = None if deadline is None else max(1.0, deadline - time.monotonic())
    try:
        proc = subprocess.run([python, "-c", LLM_SNIPPET], input="\n".join(requests) + "\n",
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              timeout=left)
    except subprocess.TimeoutExpired:
        raise Deadline("llm-analysis")
    except OSError as e:
        return None, f"llm-analysis: skipped ({python}: {e})"
    lines = [json.loads(l) for l in proc.stdout.splitlines() if l.startswith("{")]
    if lines and "error" in lines[0]:
        return None, (f"llm-analysis: skipped ({lines[0]['error']}; install it with "
                      f"bench/.venv-llm/bin/pip install llm-analysis=={LLM_ANALYSIS_VERSION})")
    if proc.returncode != 0 or len(lines) != len(cases):
        raise ToolError(f"llm-analysis failed (exit {proc.returncode}):\n{proc.stderr.strip()[-3000:]}")
    if lines[0]["version"] != LLM_ANALYSIS_VERSION:
        print(f"note: llm-analysis {lines[0]['version']} is installed; the table in "
              f"bench/real_runs.md is from {LLM_ANALYSIS_VERSION}")
    return {c["name"]: r for c, r in zip(cases, lines)}, None


def fmt_ratio(pred, meas):
    return f"{pred / meas:.2f}" if pred is not None and meas else "n/a"


def memory_verdict(case, pred_bytes):
    """(measured text, ratio text, within tolerance or None)."""
    m = case["mem_gib"]
    if m is None:
        return "not published", "n/a", None
    if m == "fits":
        fits = pred_bytes <= case["capacity_gib"] * GIB
        return (f"fits {case['capacity_gib'] * GIB / 1e9:.1f}",
                "fits" if fits else "over", fits)
    meas = m * GIB
    ratio = pred_bytes / meas
    return f"{meas / 1e9:.1f}", f"{ratio:.2f}", abs(ratio - 1) <= MEM_TOLERANCE


def closer(a, b, meas):
    """True when prediction a is closer to meas than b (as a ratio, |log|)."""
    import math
    if b is None:
        return None
    return abs(math.log(a / meas)) < abs(math.log(b / meas))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--json", help="also write the rows as JSON to this file")
    ap.add_argument("--case", action="append", help="run only this case (repeatable)")
    ap.add_argument("--llm-python", help="interpreter with llm-analysis, or 'none'")
    ap.add_argument("--timeout", type=float,
                    help="seconds for the whole run; past them, exit 77 with SKIPPED")
    args = ap.parse_args()

    names = [c["name"] for c in CASES]
    cases = CASES
    if args.case:
        unknown = [n for n in args.case if n not in names]
        if unknown:
            sys.exit(f"real_runs: unknown case {', '.join(unknown)}; the cases are: "
                     f"{', '.join(names)}")
        cases = [c for c in CASES if c["name"] in args.case]
    deadline = None if args.timeout is None else time.monotonic() + args.timeout
    start = time.monotonic()
    try:
        tools = Tools(args.build)
        preds = {}
        for case in cases:
            preds[case["name"]] = zero_opt_prediction(tools, case, deadline)
        llm, llm_reason = llm_analysis_predictions(llm_python(args.llm_python), cases, deadline)
    except Deadline as e:
        print(f"real_runs: SKIPPED: more than {args.timeout:g} s (at {e})")
        return SKIP_EXIT
    except ToolError as e:
        print(f"real_runs: error: {e}", file=sys.stderr)
        return 1

    rows = []
    mem_in = mem_n = time_in = time_n = 0
    mem_closer = mem_cmp = mem_tied = time_closer = time_cmp = 0
    print("GB = 1e9 bytes; ratio = predicted / measured; zero-opt memory: "
          "scheduled.peak_bytes, time: scheduled.time_s.prefetch depth 1\n")
    for case in cases:
        p = preds[case["name"]]
        la = llm.get(case["name"]) if llm else None
        tokens = case["batch"] * case["seq"]
        meas_s = tokens / case["tps"]
        mem_meas, mem_ratio, mem_ok = memory_verdict(case, p["memory_bytes"])
        la_mem_ratio = "n/a"
        if la is not None:
            _, la_mem_ratio, la_mem_ok = memory_verdict(case, la["memory_bytes"])
        time_ratio = p["step_s"] / meas_s
        time_ok = abs(time_ratio - 1) <= TIME_TOLERANCE
        print(f"{case['name']}: {case['gpus']} GPUs, {case['batch']} x {case['seq']} per GPU, "
              f"AC {case['ac']} -> remat={p['remat']}, machine {p['machine']}"
              + (f", {' '.join(p['import_flags'])}" if p["import_flags"] else ""))
        print(f"  source: {case['source']}")
        print(f"  {'':14}{'measured':>14}{'zero-opt':>10}{'ratio':>7}{'llm-analysis':>14}{'ratio':>7}")
        la_mem = "n/a" if la is None else f"{la['memory_bytes'] / 1e9:.1f}" + ("*" if la["over_capacity"] else "")
        print(f"  {'memory [GB]':14}{mem_meas:>14}{p['memory_bytes'] / 1e9:>10.1f}{mem_ratio:>7}"
              f"{la_mem:>14}{la_mem_ratio:>7}")
        la_time = "n/a" if la is None else f"{la['step_s']:.2f}"
        print(f"  {'step [s]':14}{meas_s:>14.2f}{p['step_s']:>10.2f}{time_ratio:>7.2f}"
              f"{la_time:>14}{fmt_ratio(la and la['step_s'], meas_s):>7}")
        if mem_ok is not None:
            mem_n += 1
            mem_in += mem_ok
            if la is not None and case["mem_gib"] != "fits":
                mem_cmp += 1
                mem_closer += bool(closer(p["memory_bytes"], la["memory_bytes"],
                                          case["mem_gib"] * GIB))
            elif la is not None:
                # Only a bound is known: closer means right about fitting
                # where llm-analysis is not; both right is a tie.
                mem_cmp += 1
                mem_closer += bool(mem_ok and not la_mem_ok)
                mem_tied += bool(mem_ok and la_mem_ok)
        time_n += 1
        time_in += time_ok
        if la is not None:
            time_cmp += 1
            time_closer += bool(closer(p["step_s"], la["step_s"], meas_s))
        rows.append(dict(case=case["name"], source=case["source"], gpus=case["gpus"],
                         batch=case["batch"], seq=case["seq"], ac=case["ac"],
                         measured=dict(memory_gib=case["mem_gib"], tokens_per_s=case["tps"],
                                       step_s=meas_s),
                         zero_opt=p, llm_analysis=la))
    print()
    for n in tools.notes:
        print(f"note: {n}")
    if llm_reason:
        print(llm_reason)
    elif any(r["llm_analysis"]["over_capacity"] for r in rows):
        print("llm-analysis: * = more than the GPU's memory by its own estimate "
              "(it refuses the batch; asked again without the bound)")
    summary = (f"real_runs: memory within +-{MEM_TOLERANCE:.0%}: {mem_in}/{mem_n} rows; "
               f"time within +-{TIME_TOLERANCE:.0%}: {time_in}/{time_n} rows; "
               f"zero-opt closer than llm-analysis: ")
    if llm:
        summary += f"memory {mem_closer}/{mem_cmp}"
        if mem_tied:
            summary += f" ({mem_tied} tied: both right about fitting)"
        summary += f", time {time_closer}/{time_cmp} rows"
    else:
        summary += "n/a (no llm-analysis)"
    print(summary + f"; {time.monotonic() - start:.0f} s")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(dict(rows=rows, notes=tools.notes, summary=summary), f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
