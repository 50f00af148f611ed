"""Checks zero-shard's search against the programs it stands for.

Usage: check-plan-search.py ZERO_OPT INPUT.mlir "SEARCH OPTIONS" [--expect-mismatch]

ZERO_OPT is a command: the path of zero-opt, or several words (a wrapper and
its arguments) in one argument.

Runs `zero-shard` with the SEARCH OPTIONS (some of stage=auto, remat=auto,
cast-on-gather=auto, node-size=, offload fallback) and reads its candidate
table (`plan_search` in zero-report's JSON). Then, for every candidate the
search priced, writes that plan with every option pinned (stage, remat,
offload, offload-params, shard-group, cast-on-gather, prefetch, and at
stage 3 reshard-after-forward) and measures the
program with zero-report: the search's figures must equal the
measurement's, field by field:

  peak_bytes        scheduled.peak_bytes.device_required (with runtime=cpu:
                    scheduled.peak_bytes.total)
  fits              peak_bytes <= device-memory
  sent_bytes        scheduled.sent_bytes
  inter_node_bytes  scheduled.sent_bytes_by_link.inter_node (0 without
                    node-size)
  step_s            with machine=: scheduled.time_s.step, zero-report's
                    estimate of the program on that machine (within a
                    relative 1e-9: the two sum the same seconds in another
                    order); a candidate the search did not time has none.

and the program the search applied must be the pinned program of its chosen
candidate, byte for byte (the `zero.plan_search` table aside). A candidate
the search left unpriced because a lower bound of its memory exceeds the
device (Plan/PlanBound.cpp) is written and measured too: it must not fit. The search
prices a candidate by a model of the rewrite (Plan/ShardedStepModel.cpp) or by
measuring a copy it writes; either way the price is checked here against a
program written and measured on its own.

With exact-search=true, a candidate left unpriced because its step at every
prefetch depth cannot beat a plan that fits is written with its plan pinned
and prefetch=auto (its fastest depth): that step must not be shorter than the
step of the search's choice.

Prints one line per input: the plans enumerated, priced and checked. Exits 1
naming the first candidate and field that disagree. With --expect-mismatch
it exits 1 unless some candidate disagrees (for a test that a deliberately
wrong price is caught).
"""
import json
import os
import re
import subprocess
import sys
import tempfile


def parse_options(text):
    options = {}
    for word in text.split():
        key, _, value = word.partition("=")
        options[key] = value
    return options


def format_options(options):
    return " ".join(f"{key}={value}" for key, value in options.items())


def run(zero_opt, source, shard_options, report_options, output):
    """zero-shard then zero-report; returns the report's JSON."""
    json_path = output + ".json"
    command = [*zero_opt.split(), source, f"--zero-shard={shard_options}",
               f"--zero-report=table= json={json_path} {report_options}".strip(),
               "-o", output]
    proc = subprocess.run(command, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        sys.exit(f"check-plan-search: {' '.join(command)} failed:\n{proc.stderr}")
    with open(json_path) as f:
        return json.load(f)


def program_without_table(path):
    """The program, its module's `zero.plan_search` table left out (the only
    module attribute zero-shard writes)."""
    table = re.compile(r"^module attributes \{zero\.plan_search = .*\} \{$")
    with open(path) as f:
        return [("module {\n" if table.match(line) else line) for line in f]


def parse_size(text):
    units = {"B": 1, "kB": 10**3, "MB": 10**6, "GB": 10**9, "TB": 10**12,
             "KiB": 2**10, "MiB": 2**20, "GiB": 2**30}
    for unit in sorted(units, key=len, reverse=True):
        if text.endswith(unit):
            return float(text[:-len(unit)]) * units[unit]
    return float(text)


def offload_keep_order(source, patterns):
    """The parameters an offload moves that on-device=auto keeps, in the
    order it counts them (TierLowering.h, getOffloadKeepOrder), restated
    from the step's signature: those with a weight argument and an
    optimizer-state argument, neither marked zero.on_device nor matched
    whole by one of `patterns` (on-device= given beside auto), the one
    whose gradient the step annotates last first (parameters without an
    annotated gradient last, all ties in the order of their first state
    argument)."""
    with open(source) as f:
        text = f.read()
    # The step: the function whose arguments carry the states; its
    # signature ends at the `)` before its results, attributes or body.
    for match in re.finditer(r"func\.func @[\w.$-]+\(", text):
        end = re.compile(r"\)\s*(->|attributes|\{)").search(text, match.end())
        if end and "zero.state = #zero.state<" in text[match.end():end.start()]:
            signature = text[match.end():end.start()]
            break
    else:
        sys.exit(f"check-plan-search: no function of {source} takes states")
    order, marked, roles = [], set(), {}
    for attrs in re.findall(r"\{([^{}]*zero\.state = #zero\.state<[^>]*>[^{}]*)\}",
                            signature):
        role, name = re.search(r'#zero\.state<(\w+), "([^"]+)"', attrs).groups()
        if name not in order:
            order.append(name)
        roles.setdefault(name, set()).add(role)
        if "zero.on_device" in attrs:
            marked.add(name)
    kept = [name for name in order
            if {"weight", "optimizer"} <= roles[name] and name not in marked
            and not any(re.fullmatch(p, name) for p in patterns)]
    # Where each gradient is annotated, by its line in the step's body.
    annotated = {}
    for line, text_line in enumerate(text[end.end():].splitlines()):
        grad = re.search(r'zero\.annotate .* as <grad, "([^"]+)">', text_line)
        if grad:
            annotated[grad.group(1)] = line + 1
    return sorted(kept, key=lambda name: -annotated.get(name, 0))


def main():
    args = [a for a in sys.argv[1:] if a != "--expect-mismatch"]
    expect_mismatch = "--expect-mismatch" in sys.argv[1:]
    if len(args) != 3:
        sys.exit(__doc__)
    zero_opt, source, search_text = args
    search = parse_options(search_text)
    cpu = search.get("runtime") == "cpu"
    capacity = parse_size(search["device-memory"])
    # The options a pinned plan keeps: what the search did not choose.
    searched = {"stage", "remat", "cast-on-gather", "node-size", "machine",
                "device-memory", "offload", "offload-params", "shard-group",
                "reshard-after-forward", "prefetch", "on-device"}
    common = {k: v for k, v in search.items() if k not in searched}
    # on-device= patterns stay; `auto` is the search's, pinned per row as
    # the parameters it kept.
    given_on_device = [entry for entry in search.get("on-device", "").split(",")
                       if entry and entry != "auto"]
    if given_on_device:
        common["on-device"] = ",".join(given_on_device)
    keep_order = (offload_keep_order(source, given_on_device)
                  if "auto" in search.get("on-device", "").split(",") else [])
    report_options = ""
    if "node-size" in search:
        report_options = f"node-size={search['node-size']}"
    # zero-report estimates the step of each program on the machine the
    # search ranked by.
    timed = "machine" in search
    if timed:
        report_options += f" machine={search['machine']}"

    mismatches = []
    with tempfile.TemporaryDirectory() as tmp:
        searched_program = os.path.join(tmp, "searched.mlir")
        report = run(zero_opt, source, search_text, report_options, searched_program)
        table = report["plan_search"]
        candidates = table["candidates"]
        world_size = report["world_size"]
        checked = 0
        bounded = 0
        slower = 0
        timed_checked = 0
        chosen_step = candidates[table["chosen"]]["step_s"]
        for index, candidate in enumerate(candidates):
            # A candidate left unpriced by a lower bound of its memory
            # (Plan/PlanBound.cpp) must not fit: its program is measured
            # too, and checked to exceed the device.
            left_out = (candidate["peak_bytes"] is None and
                        (candidate["reason"] or "").startswith("does not fit in ")
                        and "not priced: " in candidate["reason"])
            left_out_by_step = "its step at every prefetch depth" in (
                candidate["reason"] or "")
            if candidate["peak_bytes"] is None and not (left_out or
                                                        left_out_by_step):
                continue
            pinned = dict(common)
            pinned["stage"] = str(candidate["stage"])
            pinned["remat"] = candidate["remat"]
            pinned["offload"] = candidate["offload"]
            if candidate["offload_params"]:
                pinned["offload-params"] = "true"
            if candidate["shard_group"] != world_size:
                pinned["shard-group"] = str(candidate["shard_group"])
            if candidate["cast_on_gather"]:
                pinned["cast-on-gather"] = "true"
            if candidate["prefetch"]:
                pinned["prefetch"] = str(candidate["prefetch"])
            kept = keep_order[:candidate.get("params_on_device", 0)]
            if kept:
                pinned["on-device"] = ",".join(
                    given_on_device + [re.escape(name) for name in kept])
            # A value the search was given is written at every stage (in the
            # plan, and all-but-last on the weights); auto is decided at
            # stage 3.
            given = search.get("reshard-after-forward", "auto")
            if given != "auto":
                pinned["reshard-after-forward"] = given
            elif candidate["stage"] == 3:
                pinned["reshard-after-forward"] = candidate["reshard_after_forward"]
            output = os.path.join(tmp, f"pinned-{index}.mlir")
            if left_out_by_step:
                # Its fastest depth, priced as the search prices the depths.
                pinned["prefetch"] = "auto"
                for key in ("machine", "device-memory", "node-size"):
                    if key in search:
                        pinned[key] = search[key]
                pinned_table = run(zero_opt, source, format_options(pinned),
                                   report_options, output)["plan_search"]
                step = pinned_table["candidates"][pinned_table["chosen"]]["step_s"]
                if step < chosen_step * (1 - 1e-9):
                    mismatches.append(
                        f"candidate {index} ({format_options(pinned)}): the search "
                        f"left it unpriced ({candidate['reason']}), but at its "
                        f"fastest depth its step is {step} s, shorter than the "
                        f"chosen {chosen_step} s")
                slower += 1
                continue
            measured = run(zero_opt, source, format_options(pinned),
                           report_options, output)["scheduled"]
            peak = measured["peak_bytes"]["total" if cpu else "device_required"]
            if left_out:
                if peak <= capacity:
                    mismatches.append(
                        f"candidate {index} ({format_options(pinned)}): the search "
                        f"left it unpriced ({candidate['reason']}), but its program "
                        f"needs {peak} bytes, which fit")
                bounded += 1
                continue
            link = measured.get("sent_bytes_by_link") or {}
            expected = {
                "peak_bytes": peak,
                "fits": peak <= capacity,
                "sent_bytes": measured["sent_bytes"],
                "inter_node_bytes": link.get("inter_node", 0),
            }
            for field, value in expected.items():
                if candidate[field] != value:
                    mismatches.append(
                        f"candidate {index} ({format_options(pinned)}): the search "
                        f"priced {field} = {candidate[field]}, the program measures {value}")
            if timed and candidate["step_s"] is not None:
                step = measured["time_s"]["step"]
                if abs(candidate["step_s"] - step) > 1e-9 * step:
                    mismatches.append(
                        f"candidate {index} ({format_options(pinned)}): the search "
                        f"priced step_s = {candidate['step_s']!r}, zero-report "
                        f"estimates the program at {step!r}")
                timed_checked += 1
            if index == table["chosen"] and (program_without_table(output) !=
                                             program_without_table(searched_program)):
                mismatches.append(
                    f"the chosen candidate {index} ({format_options(pinned)}): the "
                    "program the search applied is not the pinned program")
            checked += 1
    print(f"{os.path.basename(source)} [{search_text}]: {len(candidates)} plans "
          f"enumerated, {checked} priced and checked against their programs, "
          + (f"{timed_checked} of them timed, " if timed else "")
          + f"{bounded} left out by a bound and checked not to fit, "
          + (f"{slower} left out by their step and checked not faster, "
             if slower else "")
          + f"{len(mismatches)} mismatches")
    for line in mismatches[:10]:
        print("  " + line)
    if expect_mismatch:
        return 0 if mismatches else 1
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
