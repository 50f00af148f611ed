#!/usr/bin/env python3
"""Checks zero-run's JSON output (schema zero-run/2) for the e2e tests.

  check-runs.py identical RUN.json RUN.json ...
      Every run has the same losses (bit for bit, every rank's and the mean)
      and the same final states (per-state checksums). Prints one line.

  check-runs.py close REFERENCE.json REFERENCE.bin RUN.json RUN.bin
                      --loss-rtol R --state-atol A [--state-rtol S]
                      --moment-rtol M
      The run matches the reference (a single process on the global batch)
      within tolerances: every step's loss within relative R; every element
      of every weight and master copy within A + S * |reference|; every
      element of the other optimizer states (the AdamW moments) within M
      times the tensor's largest magnitude.
      The .bin files are zero-run --dump-states outputs.

  check-runs.py plan REPORT.json RUN.json --peak-tolerance T
      What the runtime counted equals the static report of the same program
      (zero-opt --zero-report json=..., section "scheduled"): bytes sent by
      every rank in every step == sent_bytes; the model states one rank
      holds (memory_bytes: weights + grads + optimizer states as the stage
      keeps them, by role) == the report's; the persistent states (the state arguments, weights +
      optimizer states: what zero-run allocated and what stays allocated
      between steps) == the report's weights + optimizer; the peak bytes
      allocated within relative T of peak_bytes.total. Prints the figures.

  check-runs.py remat REPORT.json RUN.json REMAT_REPORT.json REMAT_RUN.json
      Recomputation (zero-remat) changed the memory and nothing else on the
      wire: the two reports (section "scheduled") send the same bytes
      through the same collectives, and the recomputed program's scheduled
      peak and the largest peak zero-run measured (any rank, any step) are
      both lower than without. Prints the figures.

  check-runs.py offload REPORT.json RUN.json OFFLOAD_REPORT.json OFFLOAD_RUN.json
      Offloading lowered the device memory: the offloaded program's
      scheduled peak and the largest peak zero-run measured of it (any rank,
      any step) are both lower than those of the same stage without
      offload. Prints the figures.

  check-runs.py first-loss RUN.json RUN.json
      The first step's loss of every rank is bit-identical in both runs: two
      programs with the same forward (fused and eager attention) from the
      same initial states.

  check-runs.py axes REPORT.json RUN.json
      Bytes sent per grid axis: for every entry of the report's
      scheduled.sent_bytes_by_axis, the runtime's count of the group of the
      same grid_axes (zero-run's sent_bytes_by_axis, counted at the sends)
      equals its sent_bytes on every rank in every step; every group the
      report does not name sent nothing; the groups add up to sent_bytes.
      Prints the figures.

Exit code 0 when every check holds.
"""
import argparse
import json
import struct
import sys


def load(path):
    with open(path) as f:
        return json.load(f)


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def identical(args):
    runs = [load(path) for path in args.runs]
    first = runs[0]
    for path, run in zip(args.runs[1:], runs[1:]):
        if run["rank_losses"] != first["rank_losses"]:
            fail(f"{path}: losses differ from {args.runs[0]}: "
                 f"{run['rank_losses']} vs {first['rank_losses']}")
        if run["losses"] != first["losses"]:
            fail(f"{path}: mean losses differ from {args.runs[0]}")
        for a, b in zip(first["states"], run["states"]):
            if a["name"] != b["name"] or a["checksum"] != b["checksum"]:
                fail(f"{path}: final {b['name']} differs from "
                     f"{args.runs[0]} ({b['checksum']} vs {a['checksum']})")
        if run["checksum"] != first["checksum"]:
            fail(f"{path}: final checksum differs")
    stages = ",".join(str(run["stage"]) for run in runs)
    print(f"identical: stages {stages}, {len(first['losses'])} steps, "
          f"{len(first['states'])} states, checksum {first['checksum']}")


def first_loss(args):
    a, b = load(args.runs[0]), load(args.runs[1])
    # rank_losses[step][rank].
    first_a, first_b = a["rank_losses"][0], b["rank_losses"][0]
    if first_a != first_b:
        fail(f"step 1 losses differ: {first_a} vs {first_b}")
    print(f"first-loss: step 1 identical on {len(first_a)} ranks "
          f"({a['losses'][0]!r})")


def decode(blob, state):
    raw = blob[state["offset"]:state["offset"] + state["bytes"]]
    element = state["type"].rsplit("x", 1)[-1].rstrip(">")
    element = element.split("<")[-1]
    if element == "f32":
        return struct.unpack("<%df" % (len(raw) // 4), raw)
    if element == "bf16":
        halves = struct.unpack("<%dH" % (len(raw) // 2), raw)
        return [struct.unpack("<f", struct.pack("<I", h << 16))[0]
                for h in halves]
    fail(f"cannot decode {state['type']}")


def is_moment(state, types):
    """An optimizer state other than a master copy: zero-run names a
    parameter's states param/weight.0, param/optimizer.0, ...; the first
    optimizer state of a weight stored in another type is its master copy."""
    param, role = state["name"].rsplit("/", 1)
    if not role.startswith("optimizer."):
        return False
    element = state["type"].rsplit("x", 1)[-1]
    weight_element = types[param + "/weight.0"].rsplit("x", 1)[-1]
    return not (role == "optimizer.0" and element != weight_element)


def close(args):
    reference, run = load(args.reference), load(args.run)
    with open(args.reference_bin, "rb") as f:
        reference_blob = f.read()
    with open(args.run_bin, "rb") as f:
        run_blob = f.read()
    worst_loss = 0.0
    for step, (a, b) in enumerate(zip(reference["losses"], run["losses"]), 1):
        error = abs(a - b) / abs(a)
        worst_loss = max(worst_loss, error)
        if error > args.loss_rtol:
            fail(f"step {step}: loss {b} vs {a} on one process "
                 f"(relative {error:.2e} > {args.loss_rtol})")
    worst_state, worst_moment = 0.0, 0.0
    types = {state["name"]: state["type"] for state in reference["states"]}
    for a, b in zip(reference["states"], run["states"]):
        if a["name"] != b["name"] or a["type"] != b["type"]:
            fail(f"states differ: {a['name']} vs {b['name']}")
        x, y = decode(reference_blob, a), decode(run_blob, b)
        difference = max(abs(p - q) for p, q in zip(x, y))
        excess = max(abs(p - q) - args.state_rtol * abs(p)
                     for p, q in zip(x, y))
        if is_moment(a, types):
            scale = max(abs(p) for p in x) or 1.0
            relative = difference / scale
            worst_moment = max(worst_moment, relative)
            if relative > args.moment_rtol:
                fail(f"{a['name']}: differs by {difference:.3e}, "
                     f"{relative:.2e} of its largest magnitude "
                     f"(> {args.moment_rtol})")
        else:
            worst_state = max(worst_state, difference)
            if excess > args.state_atol:
                fail(f"{a['name']}: differs by up to {difference:.3e}, more "
                     f"than {args.state_atol} + {args.state_rtol} x value")
    print(f"close: losses within {worst_loss:.1e} relative, weights within "
          f"{worst_state:.1e}, moments within {worst_moment:.1e} relative")


def plan(args):
    report, run = load(args.report)["scheduled"], load(args.run)
    if report["world_size"] != run["world_size"] or \
            report["stage"] != run["stage"]:
        fail("the report is of another program")
    expected_sent = report["sent_bytes"]
    for rank, steps in enumerate(run["sent_bytes"]):
        for step, sent in enumerate(steps, 1):
            if sent != expected_sent:
                fail(f"rank {rank} step {step}: the runtime counted {sent} "
                     f"bytes sent, the report says {expected_sent}")
    memory = report["memory_bytes"]
    for role in ("weights", "grads", "optimizer", "total"):
        if run["memory_bytes"][role] != memory[role]:
            fail(f"model states: zero-run says {role} "
                 f"{run['memory_bytes'][role]} bytes, the report "
                 f"{memory[role]}")
    model = memory["total"]
    # The grads of stages 0-1 live only inside the step; what persists
    # between steps is the step's state arguments.
    states = memory["weights"] + memory["optimizer"]
    if run["persistent_state_bytes"] != states:
        fail(f"persistent states: zero-run holds "
             f"{run['persistent_state_bytes']} bytes, the report {states} "
             f"(weights + optimizer)")
    for rank, steps in enumerate(run["resident_bytes_between_steps"]):
        if any(resident != states for resident in steps):
            fail(f"rank {rank}: {steps} bytes stay allocated between steps, "
                 f"not the {states} bytes of persistent states")
    scheduled = report["peak_bytes"]["total"]
    peaks = [peak for steps in run["peak_bytes_allocated"] for peak in steps]
    worst = max(peaks, key=lambda peak: abs(peak - scheduled))
    ratio = worst / scheduled
    if abs(ratio - 1) > args.peak_tolerance:
        fail(f"peak allocated {worst} bytes is {ratio:.3f} of the scheduled "
             f"peak {scheduled} (tolerance {args.peak_tolerance})")
    print(f"plan: stage {run['stage']} N={run['world_size']}: sent "
          f"{expected_sent} B/step on every rank = report; model states "
          f"{model} B = report; persistent {states} B = report; peak "
          f"{worst} B = {ratio:.4f} x scheduled {scheduled} B")


def measured_peak(run):
    return max(peak for steps in run["peak_bytes_allocated"] for peak in steps)


def lowered_peaks(report, run, other_report, other_run, what):
    """Both the scheduled and the measured peak of `other` (the program
    with `what`) are lower than without; returns the four figures."""
    scheduled = report["peak_bytes"]["total"]
    other_scheduled = other_report["peak_bytes"]["total"]
    if other_scheduled >= scheduled:
        fail(f"scheduled peak {other_scheduled} B with {what}, "
             f"{scheduled} B without: not lower")
    measured, other_measured = measured_peak(run), measured_peak(other_run)
    if other_measured >= measured:
        fail(f"measured peak {other_measured} B with {what}, "
             f"{measured} B without: not lower")
    return (f"scheduled peak {scheduled} -> {other_scheduled} B; measured "
            f"{measured} -> {other_measured} B "
            f"({other_measured / other_scheduled:.4f} x scheduled)")


def remat(args):
    report, run = load(args.report)["scheduled"], load(args.run)
    remat_report = load(args.remat_report)["scheduled"]
    remat_run = load(args.remat_run)
    if report["sent_bytes"] != remat_report["sent_bytes"] or \
            report["collectives"] != remat_report["collectives"]:
        fail(f"recomputation changed the traffic: {report['collectives']} "
             f"vs {remat_report['collectives']}")
    peaks = lowered_peaks(report, run, remat_report, remat_run,
                          "recomputation")
    print(f"remat: stage {remat_run['stage']} N={remat_run['world_size']}: "
          f"sent {report['sent_bytes']} B/step unchanged; {peaks}")


def offload(args):
    report, run = load(args.report)["scheduled"], load(args.run)
    offload_report = load(args.offload_report)["scheduled"]
    offload_run = load(args.offload_run)
    peaks = lowered_peaks(report, run, offload_report, offload_run, "offload")
    print(f"offload: stage {offload_run['stage']} "
          f"N={offload_run['world_size']}: {peaks}")


def axes(args):
    whole_report = load(args.report)
    report, run = whole_report["scheduled"], load(args.run)
    if report["world_size"] != run["world_size"] or \
            report["stage"] != run["stage"]:
        fail("the report is of another program")
    counted = {tuple(entry["grid_axes"]): entry for entry in
               run["sent_bytes_by_axis"]}
    # On a mesh of ZeRO's axes only, a group of every axis is the world,
    # which the runtime counts as no axes.
    every_axis = tuple(range(len(whole_report.get("mesh", {}).get("shape", []))))
    expected = {(() if every_axis and tuple(entry["grid_axes"]) == every_axis
                 else tuple(entry["grid_axes"])): entry
                for entry in report["sent_bytes_by_axis"]}
    for key in expected:
        if key not in counted:
            fail(f"the report's axes {list(key)} are not a group the "
                 f"runtime counted ({sorted(counted)})")
    figures = []
    for key, entry in counted.items():
        want = expected[key]["sent_bytes"] if key in expected else 0
        if key in expected and expected[key]["ranks"] != entry["ranks"]:
            fail(f"axes {list(key)}: the report's group has "
                 f"{expected[key]['ranks']} ranks, the runtime's "
                 f"{entry['ranks']}")
        for rank, steps in enumerate(entry["sent_bytes"]):
            for step, sent in enumerate(steps, 1):
                if sent != want:
                    fail(f"rank {rank} step {step}: the runtime counted "
                         f"{sent} bytes sent on axes {list(key)}, the "
                         f"report says {want}")
        if key in expected:
            figures.append(f"{expected[key]['axis']} {list(key)} "
                           f"({entry['ranks']} ranks) {want} B")
    for rank, steps in enumerate(run["sent_bytes"]):
        for step, sent in enumerate(steps):
            parts = sum(entry["sent_bytes"][rank][step]
                        for entry in counted.values())
            if parts != sent:
                fail(f"rank {rank} step {step + 1}: the groups' bytes add "
                     f"up to {parts}, not the {sent} bytes sent")
    print(f"axes: stage {run['stage']} N={run['world_size']}: "
          + ", ".join(figures) + " per step on every rank = report")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("identical")
    p.add_argument("runs", nargs="+")
    p = commands.add_parser("close")
    p.add_argument("reference")
    p.add_argument("reference_bin")
    p.add_argument("run")
    p.add_argument("run_bin")
    p.add_argument("--loss-rtol", type=float, required=True)
    p.add_argument("--state-atol", type=float, required=True)
    p.add_argument("--state-rtol", type=float, default=0.0)
    p.add_argument("--moment-rtol", type=float, required=True)
    p = commands.add_parser("plan")
    p.add_argument("report")
    p.add_argument("run")
    p.add_argument("--peak-tolerance", type=float, default=0.10)
    p = commands.add_parser("remat")
    p.add_argument("report")
    p.add_argument("run")
    p.add_argument("remat_report")
    p.add_argument("remat_run")
    p = commands.add_parser("offload")
    p.add_argument("report")
    p.add_argument("run")
    p.add_argument("offload_report")
    p.add_argument("offload_run")
    p = commands.add_parser("first-loss")
    p.add_argument("runs", nargs=2)
    p = commands.add_parser("axes")
    p.add_argument("report")
    p.add_argument("run")
    args = parser.parse_args()
    {"identical": identical, "close": close, "plan": plan,
     "remat": remat, "offload": offload, "axes": axes, "first-loss": first_loss}[args.command](args)


if __name__ == "__main__":
    main()
