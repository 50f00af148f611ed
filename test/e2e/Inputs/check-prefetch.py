"""Checks a prefetched run against the unprefetched run of the same step.

  check-prefetch.py SYNC_RUN.json PREFETCH_RUN.json PREFETCH_REPORT.json

- the two runs are bit-identical: every rank's loss at every step and the
  checksum of every final state;
- the prefetched run took the asynchronous path on every rank and step
  (collectives started = completed > 0), the unprefetched one never did;
- the prefetched run's peak allocation is within 5% of the scheduled peak
  that zero-report computed for the prefetched program.
"""
import json
import sys


def load(path):
    with open(path) as f:
        return json.load(f)


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def main():
    sync, prefetch = load(sys.argv[1]), load(sys.argv[2])
    report = load(sys.argv[3])["scheduled"]
    if sync["rank_losses"] != prefetch["rank_losses"]:
        fail(f"losses differ: {prefetch['rank_losses']} vs "
             f"{sync['rank_losses']}")
    for a, b in zip(sync["states"], prefetch["states"]):
        if a["name"] != b["name"] or a["checksum"] != b["checksum"]:
            fail(f"final {a['name']} differs ({b['checksum']} vs "
                 f"{a['checksum']})")
    if sync["checksum"] != prefetch["checksum"]:
        fail("final checksum differs")
    started = prefetch["async_collectives_started"]
    completed = prefetch["async_collectives_completed"]
    if started != completed or any(n == 0 for steps in started for n in steps):
        fail(f"async collectives started {started}, completed {completed}")
    if any(n != 0 for steps in sync["async_collectives_started"]
           for n in steps):
        fail(f"the unprefetched run started async collectives: "
             f"{sync['async_collectives_started']}")
    scheduled = report["peak_bytes"]["total"]
    peaks = [p for steps in prefetch["peak_bytes_allocated"] for p in steps]
    worst = max(peaks, key=lambda p: abs(p - scheduled))
    ratio = worst / scheduled
    if abs(ratio - 1) > 0.05:
        fail(f"peak allocated {worst} B is {ratio:.3f} of the scheduled "
             f"peak {scheduled} B")
    print(f"prefetch: stage {prefetch['stage']} N={prefetch['world_size']}: "
          f"identical to the unprefetched run, checksum {prefetch['checksum']}; "
          f"{started[0][0]} async collectives per step; peak {worst} B = "
          f"{ratio:.3f} x scheduled {scheduled} B")


main()
