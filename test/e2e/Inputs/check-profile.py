#!/usr/bin/env python3
"""Checks zero-run --profile-ops's JSON (`op_profile`) for the e2e test.

  check-profile.py RUN.json REPORT.json

RUN.json is a run with --profile-ops --machine M of a program; REPORT.json
is zero-report's JSON of the same program with machine=M. Checks that:

- the profile covers every step but the first (a warm-up);
- every op has a class the model knows, a time >= 0 on every rank and one
  bracket per step;
- on every rank, no class's median time, and not the median of all timed
  ops, exceeds the median step time (the brackets are inside the step, and
  a median of values each below another's is below that one's median;
  zero-run's median of an even count is the upper one, as median_high);
- the op estimates sum, by class, to estimate_seconds_by_class, and to the
  report's compute and communication: the profile times the ops the report
  prices, with the report's own figures.

Prints one line with the classes and the step's coverage.
"""

import json
import math
import statistics
import sys

CLASSES = {"matmul", "attention", "elementwise", "collective"}


def fail(message):
    sys.exit("check-profile: " + message)


def close(a, b, what):
    if not math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-15):
        fail(f"{what}: {a!r} != {b!r}")


def main():
    with open(sys.argv[1]) as f:
        run = json.load(f)
    with open(sys.argv[2]) as f:
        report = json.load(f)
    profile = run["op_profile"]
    if profile is None:
        fail("op_profile is null: the run was not profiled")
    steps = run["steps"]
    if profile["steps"] != steps - 1:
        fail(f"{profile['steps']} profiled steps of {steps}: expected all "
             "but the first")
    ranks = run["world_size"]
    ops = profile["ops"]
    if not ops:
        fail("no op was timed")
    for index, op in enumerate(ops):
        if op["number"] != index:
            fail(f"op {index} is numbered {op['number']}")
        if op["class"] not in CLASSES:
            fail(f"op {index} has class {op['class']!r}")
        if len(op["seconds_per_step"]) != ranks or \
                min(op["seconds_per_step"]) < 0:
            fail(f"op {index}'s times {op['seconds_per_step']}")
        if op["calls_per_step"] != [1] * ranks:
            fail(f"op {index} ran {op['calls_per_step']} times per step")
    by_class = profile["seconds_per_step_by_class"]
    if set(by_class) != {op["class"] for op in ops}:
        fail(f"classes {sorted(by_class)} are not those of the ops")
    for rank in range(ranks):
        step = statistics.median_high(run["step_seconds"][rank][1:])
        timed = profile["timed_seconds_per_step"][rank]
        if not 0 < timed <= step:
            fail(f"rank {rank}: the timed ops took {timed} s of a "
                 f"{step} s step")
        for name, seconds in by_class.items():
            if seconds[rank] > step:
                fail(f"rank {rank}: {name} took {seconds[rank]} s of a "
                     f"{step} s step")
    estimates = profile["estimate_seconds_by_class"]
    for name in by_class:
        close(sum(op["estimate_seconds"] for op in ops if op["class"] == name),
              estimates[name], f"the {name} estimates")
    time = report["scheduled"]["time_s"]
    close(sum(v for k, v in estimates.items() if k != "collective"),
          time["compute"], "the compute estimates against the report's")
    close(estimates.get("collective", 0.0), time["comm"],
          "the collective estimates against the report's")
    timed = statistics.median(profile["timed_seconds_per_step"])
    step = statistics.median(
        statistics.median(r[1:]) for r in run["step_seconds"])
    print(f"profile: {len(ops)} ops, classes {','.join(sorted(by_class))}, "
          f"{profile['steps']} steps, timed ops {timed / step:.0%} of the "
          "step, estimates agree with the report")


if __name__ == "__main__":
    main()
