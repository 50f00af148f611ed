"""Stands in for a running job that holds a directory's lock.

    hold-lock.py LOCKFILE COMMAND...

Takes an exclusive flock on LOCKFILE (created if missing), writes its pid
into it as zero-run and the runtime do, prints "holder pid N", then runs
COMMAND while it holds the lock and exits with its status.
"""
import fcntl
import os
import subprocess
import sys


def main():
    path, command = sys.argv[1], sys.argv[2:]
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)
    os.ftruncate(fd, 0)
    os.write(fd, b"%d\n" % os.getpid())
    print("holder pid %d" % os.getpid(), flush=True)
    sys.exit(subprocess.call(command))


if __name__ == "__main__":
    main()
