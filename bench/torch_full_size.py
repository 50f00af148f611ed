#!/usr/bin/env python3
"""zero-torch at full size (bench/torch_full_size.md).

For each config (a Hugging Face config.json) this exports the model's
forward+backward with zero-torch, which builds its parameters on the meta
device and never allocates a weight, and prints:

- the export's wall time and the exporter's peak RSS (/usr/bin/time -v);
- the parameter count of the export against transformers' own
  sum(p.numel()) of the model built on the meta device;
- with --compare (the Llama configs zero-import reads), zero-opt's model
  states and bytes sent per device of the export against zero-import's for
  the same config, at stages 0-3 on --world-size ranks: the two must be
  equal; with --peak also the peak live bytes of the stage-3 program of
  each (printed, not compared: the two compute with other ops).

  bench/torch_full_size.py examples/configs/llama3-70b.json --seq 8192 --compare

The exporter is stopped when its RSS passes --max-rss-gib (default 8), so a
regression cannot take a shared machine's memory. Needs the environment
scripts/setup.sh --with-torch makes (--python, default .venv-torch's) and
the built tools (--build, default build/bin).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def peak_rss_watchdog(process, limit_bytes, state):
    """Kills `process`'s whole tree (its own process group) when the RSS of
    the processes in it passes `limit_bytes`."""
    while process.poll() is None:
        total = 0
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                with open(f"/proc/{pid}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[2]) != process.pid:  # process group
                    continue
                with open(f"/proc/{pid}/statm") as f:
                    total += int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
            except (OSError, IndexError, ValueError):
                continue
        if total > limit_bytes:
            state["killed"] = total
            os.killpg(process.pid, 9)
            return
        time.sleep(0.5)


def export(args, config, output):
    command = ["/usr/bin/time", "-v", args.python,
               os.path.join(ROOT, "tools", "zero-torch", "zero-torch"),
               "export", config, "--batch", str(args.batch), "--seq",
               str(args.seq), "--dtype", args.dtype, "-o", output]
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True,
                               start_new_session=True)
    state = {}
    watchdog = threading.Thread(
        target=peak_rss_watchdog,
        args=(process, args.max_rss_gib * (1 << 30), state), daemon=True)
    watchdog.start()
    _, err = process.communicate()
    seconds = time.monotonic() - start
    if "killed" in state:
        sys.exit(f"{config}: the exporter passed {args.max_rss_gib} GiB RSS "
                 f"({state['killed'] / (1 << 30):.1f} GiB) and was stopped")
    if process.returncode != 0:
        sys.exit(f"{config}: zero-torch failed:\n{err}")
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", err)
    params = re.search(r"zero-torch: (\d+) parameters", err)
    return seconds, int(rss.group(1)) * 1024, int(params.group(1))


def transformers_count(args, config):
    code = (
        "import json, sys, torch, transformers\n"
        "fields = {k: v for k, v in json.load(open(sys.argv[1])).items()"
        " if not k.startswith('_')}\n"
        "config = transformers.AutoConfig.for_model(**fields)\n"
        "with torch.device('meta'):\n"
        "    model = transformers.AutoModelForCausalLM.from_config(config)\n"
        "print(sum(p.numel() for p in model.parameters()))\n")
    out = subprocess.run([args.python, "-c", code, config], check=True,
                         capture_output=True, text=True).stdout
    return int(out.split()[-1])


def report(args, step, stage, extra):
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        subprocess.run(
            [os.path.join(args.build, "zero-opt"), step, *extra,
             f"--zero-report=world-size={args.world_size} json={out.name} "
             "table=", "-o", "/dev/null"], check=True)
        data = json.load(open(out.name))
    row = next(s for s in data["stages"] if s["stage"] == stage)
    if "scheduled" in data:
        row["peak"] = data["scheduled"]["peak_bytes"]
    return row


def compare(args, config, exported, work):
    imported = os.path.join(work, "imported.mlir")
    subprocess.run([os.path.join(args.build, "zero-import"), "--hf-config",
                    config, "--batch", str(args.batch), "--seq",
                    str(args.seq), "-o", imported], check=True)
    step = os.path.join(work, "exported-step.mlir")
    subprocess.run([os.path.join(args.build, "zero-opt"), exported,
                    "--zero-add-optimizer=param-dtype=bf16", "-o", step],
                   check=True)
    equal = True
    for stage in range(4):
        ours = report(args, step, stage, [])
        theirs = report(args, imported, stage, [])
        same = (ours["memory_bytes"] == theirs["memory_bytes"] and
                ours["sent_bytes"] == theirs["sent_bytes"])
        equal &= same
        print(f"  stage {stage}: model states {ours['memory_bytes']['total']:,}"
              f" B (zero-import {theirs['memory_bytes']['total']:,}), sent "
              f"{ours['sent_bytes']:,} B (zero-import "
              f"{theirs['sent_bytes']:,}): "
              f"{'equal' if same else 'DIFFERENT'}")
    if args.peak:
        peaks = []
        for source in (step, imported):
            sharded = os.path.join(work, "sharded.mlir")
            subprocess.run(
                [os.path.join(args.build, "zero-opt"), source,
                 f"--zero-shard=stage=3 world-size={args.world_size}",
                 "-o", sharded], check=True)
            peaks.append(report(args, sharded, 3, [])["peak"])
        print(f"  stage 3 program peak {peaks[0]['total'] / 1e9:.2f} GB "
              f"(zero-import {peaks[1]['total'] / 1e9:.2f} GB, ratio "
              f"{peaks[0]['total'] / peaks[1]['total']:.3f})")
        for part in ("model_states", "gathered_weights", "gradient_buckets",
                     "activations"):
            print(f"    {part.replace('_', ' ')} {peaks[0][part] / 1e9:.2f} GB"
                  f" (zero-import {peaks[1][part] / 1e9:.2f} GB)")
    return equal


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("configs", nargs="+")
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--seq", type=int, default=8192)
    parser.add_argument("--world-size", type=int, default=8)
    parser.add_argument("--dtype", choices=["f32", "bf16"], default="f32",
                        help="zero-torch's --dtype (bf16: the model "
                             "computes in bf16)")
    parser.add_argument("--compare", action="store_true",
                        help="compare zero-opt's states and traffic with "
                             "zero-import's (Llama configs)")
    parser.add_argument("--peak", action="store_true",
                        help="with --compare, also the stage-3 program's "
                             "peak live bytes of both (zero-shard)")
    parser.add_argument("--max-rss-gib", type=float, default=8.0)
    parser.add_argument("--python", default=os.path.join(
        ROOT, ".venv-torch", "bin", "python"))
    parser.add_argument("--build", default=os.path.join(ROOT, "build", "bin"))
    args = parser.parse_args()
    ok = True
    with tempfile.TemporaryDirectory() as work:
        for config in args.configs:
            output = os.path.join(work, "exported.mlir")
            seconds, rss, params = export(args, config, output)
            expected = transformers_count(args, config)
            print(f"{os.path.basename(config)} batch {args.batch} seq "
                  f"{args.seq} {args.dtype}: export {seconds:.1f} s, peak RSS "
                  f"{rss / (1 << 30):.2f} GiB, IR "
                  f"{os.path.getsize(output) / 1e6:.1f} MB; Psi {params:,} "
                  f"(transformers {expected:,}: "
                  f"{'equal' if params == expected else 'DIFFERENT'})")
            ok &= params == expected
            if args.compare:
                ok &= compare(args, config, output, work)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
