"""Checks zero-report's step times with and without prefetching.

Usage: check-prefetch-times.py SYNC.json D1.json D2.json [--hides FRACTION]

SYNC.json is the report of a program zero-shard wrote, D1/D2.json the
reports of the same program after zero-prefetch depth=1 and depth=2. Checks
that depth 0 is the sum the estimate always was (compute + comm, all of it
exposed), that the exposed communication never grows with the depth, that
each prefetched program's own timeline is the row the synchronous report
predicted for its depth, and with --hides that depth 1 leaves at most
FRACTION of the communication exposed. Prints one line per depth.
"""
import json
import sys


def load(path):
    with open(path) as f:
        return json.load(f)["scheduled"]["time_s"]


def main():
    args = sys.argv[1:]
    hides = None
    if "--hides" in args:
        at = args.index("--hides")
        hides = float(args[at + 1])
        del args[at:at + 2]
    sync, d1, d2 = (load(path) for path in args)
    fail = []
    if sync["async_collectives"] or not (d1["async_collectives"] and d2["async_collectives"]):
        fail.append("async_collectives: expected false, true, true")
    rows = sync["prefetch"]
    if [row["depth"] for row in rows] != [0, 1, 2]:
        fail.append(f"depths {[row['depth'] for row in rows]}, expected [0, 1, 2]")
    zero = rows[0]
    if zero["exposed_comm"] != sync["comm"] or zero["step"] != sync["step"] \
            or sync["exposed_comm"] != sync["comm"]:
        fail.append("depth 0 is not compute + comm, all exposed")
    for before, after in zip(rows, rows[1:]):
        if after["exposed_comm"] > before["exposed_comm"]:
            fail.append(f"depth {after['depth']} exposes more than depth {before['depth']}")
    for row in rows:
        if not 0 <= row["exposed_comm"] <= sync["comm"]:
            fail.append(f"depth {row['depth']}: exposed outside [0, comm]")
    for depth, prefetched in ((1, d1), (2, d2)):
        if prefetched["exposed_comm"] != rows[depth]["exposed_comm"] \
                or prefetched["step"] != rows[depth]["step"]:
            fail.append(f"the depth-{depth} program's own timeline is not the predicted row")
        if prefetched["prefetch"] != [zero]:
            fail.append(f"the depth-{depth} program's depth 0 differs")
        if prefetched["compute"] != sync["compute"] or prefetched["comm"] != sync["comm"]:
            fail.append(f"the depth-{depth} program's compute or comm differs")
    if hides is not None and rows[1]["exposed_comm"] > hides * sync["comm"]:
        fail.append(f"depth 1 exposes {rows[1]['exposed_comm'] / sync['comm']:.3f} of comm, "
                    f"more than {hides}")
    for row in rows:
        print(f"depth {row['depth']}: exposed {row['exposed_comm'] / sync['comm']:.3f} of comm")
    if fail:
        sys.exit("check-prefetch-times: " + "; ".join(fail))
    print("ok")


if __name__ == "__main__":
    main()
