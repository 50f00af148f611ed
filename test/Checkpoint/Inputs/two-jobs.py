"""Runs two real jobs at once on one directory: the second must be refused.

    two-jobs.py --lock LOCK [--lock LOCK...] --first-out FILE --timeout S \
        FIRST-COMMAND... --then SECOND-COMMAND...

Starts the first command in the background (stdout and stderr to FILE),
waits until every LOCK holds a pid (the first job has taken its locks),
prints which process holds each, runs the second command while the first
still runs and prints its output, its exit status and each lock whose
holder's pid its refusal named, says whether the first
job was still running when the second ended, then waits for the first and
prints its exit status. Every line is for the test's checks; the script
exits 0 unless a job outlives the timeout, in which case it kills what it
started and exits 1.
"""
import argparse
import os
import subprocess
import sys
import time


def holder(path):
    """The pid a lock file holds, or None while it is missing or empty."""
    try:
        with open(path) as f:
            text = f.read()
    except FileNotFoundError:
        return None
    return int(text) if text.endswith("\n") and text.strip().isdigit() else None


def program(pid):
    """The name of the program process `pid` runs, or "gone"."""
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            return os.path.basename(f.read().split(b"\0")[0].decode())
    except OSError:
        return "gone"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lock", action="append", required=True)
    parser.add_argument("--first-out", required=True)
    parser.add_argument("--timeout", type=float, required=True)
    parser.add_argument("commands", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    split = args.commands.index("--then")
    first, second = args.commands[:split], args.commands[split + 1:]
    end = time.monotonic() + args.timeout

    with open(args.first_out, "w") as out:
        job = subprocess.Popen(first, stdout=out, stderr=subprocess.STDOUT)

    def give_up(what):
        print("two-jobs: %s within %g s; killing the first job" %
              (what, args.timeout), flush=True)
        job.kill()
        job.wait()
        sys.exit(1)

    pids = {}
    while len(pids) < len(args.lock):
        for lock in args.lock:
            pid = holder(lock)
            if pid is not None:
                pids[lock] = pid
        if job.poll() is not None:
            print("first job ended before it held every lock: exit %d" %
                  job.returncode)
            return
        if time.monotonic() > end:
            give_up("the first job did not take its locks")
        time.sleep(0.05)
    for lock in args.lock:
        print("holder of %s: pid %d (%s)" %
              (lock, pids[lock], program(pids[lock])), flush=True)

    try:
        second_job = subprocess.run(second, stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT,
                                    timeout=max(1.0, end - time.monotonic()))
    except subprocess.TimeoutExpired:
        give_up("the second job did not end")
    text = second_job.stdout.decode(errors="replace")
    sys.stdout.write(text)
    print("second job: exit %d" % second_job.returncode)
    # A refusal names a lock and a pid: say which refusals named the pid
    # that held that very lock.
    for lock in args.lock:
        if ("in use by process %d (it holds '%s'" % (pids[lock], lock) in text
                or "in use by process %d (it holds the lock '%s'" %
                (pids[lock], lock) in text):
            print("second job named the holder of %s" % lock)
    print("first job still running when the second ended: %s" %
          ("yes" if job.poll() is None else "no"), flush=True)

    try:
        job.wait(timeout=max(1.0, end - time.monotonic()))
    except subprocess.TimeoutExpired:
        give_up("the first job did not end")
    print("first job: exit %d" % job.returncode)


if __name__ == "__main__":
    main()
