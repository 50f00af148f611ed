#!/usr/bin/env python3
"""Checks of zero-run's checkpoints for the lit tests.

  check-checkpoint.py resumed REFERENCE.json REFERENCE.bin RUN.json RUN.bin
                      --loss-rtol R --state-atol A --moment-rtol M
      A resumed run (RUN, its JSON's first_step > 1) continues an
      uninterrupted one (REFERENCE, from step 1): each of its steps' loss is
      within relative R of the reference's loss at the same step, and its
      final states are within the tolerances of test/e2e's check-runs.py
      close (weights within A, moments within M of their largest magnitude).

  check-checkpoint.py reads RUN.json CHECKPOINT_DIR
      What each rank of a resumed run read (resumed_from.rank_bytes): prints
      every rank's bytes and their sum against the checkpoint's files.

  check-checkpoint.py flip CHECKPOINT_DIR STATE RANK
      Flips the lowest bit of the first byte of STATE's slice in
      rank-RANK.bin.

  check-checkpoint.py safetensors FILE RUN.json RUN.bin
      FILE is a safetensors file (8-byte little-endian header length, a JSON
      header padded to 8 bytes, contiguous data) whose tensors are the
      weights of RUN's final states (--dump-states) under their parameter
      names, with the dtype of each.

Exit code 0 when every check holds.
"""
import argparse
import importlib.util
import json
import os
import struct
import sys

# The decoding and the tolerances' rules are check-runs.py's.
_spec = importlib.util.spec_from_file_location(
    "check_runs", os.path.join(os.path.dirname(__file__), "..", "..", "e2e",
                               "Inputs", "check-runs.py"))
check_runs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check_runs)
fail, load, decode, is_moment = (check_runs.fail, check_runs.load,
                                 check_runs.decode, check_runs.is_moment)


def resumed(args):
    reference, run = load(args.reference), load(args.run)
    first = run["first_step"]
    if first <= 1 or "resumed_from" not in run:
        fail(f"{args.run} is not a resumed run (first_step {first})")
    worst_loss = 0.0
    for step, loss in enumerate(run["losses"], first):
        expected = reference["losses"][step - 1]
        error = abs(loss - expected) / abs(expected)
        worst_loss = max(worst_loss, error)
        if error > args.loss_rtol:
            fail(f"step {step}: loss {loss} vs {expected} uninterrupted "
                 f"(relative {error:.2e} > {args.loss_rtol})")
    if len(run["losses"]) + first - 1 != len(reference["losses"]):
        fail(f"the resumed run ends at step {len(run['losses']) + first - 1},"
             f" the reference at {len(reference['losses'])}")
    with open(args.reference_bin, "rb") as f:
        reference_blob = f.read()
    with open(args.run_bin, "rb") as f:
        run_blob = f.read()
    types = {state["name"]: state["type"] for state in reference["states"]}
    worst_state, worst_moment = 0.0, 0.0
    for a, b in zip(reference["states"], run["states"]):
        if a["name"] != b["name"] or a["type"] != b["type"]:
            fail(f"states differ: {a['name']} vs {b['name']}")
        x, y = decode(reference_blob, a), decode(run_blob, b)
        difference = max(abs(p - q) for p, q in zip(x, y))
        if is_moment(a, types):
            scale = max(abs(p) for p in x) or 1.0
            worst_moment = max(worst_moment, difference / scale)
            if difference / scale > args.moment_rtol:
                fail(f"{a['name']}: differs by {difference:.3e}, "
                     f"{difference / scale:.2e} of its largest magnitude")
        else:
            worst_state = max(worst_state, difference)
            if difference > args.state_atol:
                fail(f"{a['name']}: differs by up to {difference:.3e}")
    print(f"resumed: steps {first}-{len(reference['losses'])}, losses within "
          f"{worst_loss:.1e} relative (first resumed step: "
          f"{run['losses'][0]:.9g} vs {reference['losses'][first - 1]:.9g}), "
          f"weights within {worst_state:.1e}, moments within "
          f"{worst_moment:.1e} relative")


def reads(args):
    run = load(args.run)
    manifest = load(os.path.join(args.checkpoint, "manifest.json"))
    total = sum(f["bytes"] for f in manifest["files"])
    read = run["resumed_from"]["rank_bytes"]
    print(f"reads: {len(read)} ranks read " +
          " + ".join(str(b) for b in read) +
          f" = {sum(read)} B of the checkpoint's {total} B; the most one "
          f"rank read: {max(read) / total:.3f} of it")


def flip(args):
    manifest = load(os.path.join(args.checkpoint, "manifest.json"))
    for state in manifest["states"]:
        if state["name"] == args.state:
            offset = state["slices"][args.rank]["offset"]
            path = os.path.join(args.checkpoint, f"rank-{args.rank}.bin")
            with open(path, "r+b") as f:
                f.seek(offset)
                byte = f.read(1)
                f.seek(offset)
                f.write(bytes([byte[0] ^ 1]))
            print(f"flipped the byte at {offset} of {path}")
            return
    fail(f"no state {args.state}")


SAFETENSORS_TYPES = {"f32": ("F32", 4), "bf16": ("BF16", 2),
                     "f16": ("F16", 2), "f64": ("F64", 8)}


def safetensors(args):
    with open(args.file, "rb") as f:
        blob = f.read()
    (length,) = struct.unpack("<Q", blob[:8])
    if length % 8:
        fail(f"header of {length} bytes is not padded to 8")
    header = json.loads(blob[8:8 + length].decode("utf-8"))
    data = blob[8 + length:]
    metadata = header.pop("__metadata__", {})
    if not all(isinstance(v, str) for v in metadata.values()):
        fail("__metadata__ values must be strings")
    run = load(args.run)
    with open(args.run_bin, "rb") as f:
        dump = f.read()
    weights = [s for s in run["states"] if s["name"].endswith("/weight.0")]
    if sorted(header) != sorted(s["name"][:-len("/weight.0")]
                                for s in weights):
        fail(f"tensors {sorted(header)} are not the run's weights")
    end = 0
    dtypes = set()
    for state in weights:
        name = state["name"][:-len("/weight.0")]
        entry = header[name]
        element = state["type"].rsplit("x", 1)[-1].rstrip(">")
        dtype, size = SAFETENSORS_TYPES[element]
        dims = [int(d) for d in state["type"][len("tensor<"):-1]
                .split("x")[:-1]]
        if entry["dtype"] != dtype or entry["shape"] != dims:
            fail(f"{name}: {entry} is not {dtype} {dims}")
        begin, stop = entry["data_offsets"]
        if begin != end or stop - begin != state["bytes"]:
            fail(f"{name}: data_offsets {entry['data_offsets']} are not "
                 f"contiguous or not {state['bytes']} bytes")
        if data[begin:stop] != dump[state["offset"]:state["offset"] +
                                    state["bytes"]]:
            fail(f"{name}: its bytes differ from the run's final {name}")
        end = stop
        dtypes.add(dtype)
    if end != len(data):
        fail(f"{len(data) - end} bytes after the last tensor")
    print(f"safetensors: {len(weights)} tensors ({', '.join(sorted(dtypes))}),"
          f" {end} bytes, equal to the run's final weights; metadata "
          f"{json.dumps(metadata, sort_keys=True)}")


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("resumed")
    p.add_argument("reference")
    p.add_argument("reference_bin")
    p.add_argument("run")
    p.add_argument("run_bin")
    p.add_argument("--loss-rtol", type=float, required=True)
    p.add_argument("--state-atol", type=float, required=True)
    p.add_argument("--moment-rtol", type=float, required=True)
    p = sub.add_parser("reads")
    p.add_argument("run")
    p.add_argument("checkpoint")
    p = sub.add_parser("flip")
    p.add_argument("checkpoint")
    p.add_argument("state")
    p.add_argument("rank", type=int)
    p = sub.add_parser("safetensors")
    p.add_argument("file")
    p.add_argument("run")
    p.add_argument("run_bin")
    args = parser.parse_args()
    {"resumed": resumed, "reads": reads, "flip": flip,
     "safetensors": safetensors}[args.command](args)


if __name__ == "__main__":
    main()
