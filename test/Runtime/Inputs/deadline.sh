#!/usr/bin/env bash
# deadline.sh SECONDS COMMAND...
#
# Runs COMMAND (stdout and stderr merged into stdout), kills it if it runs
# longer than SECONDS, then prints one line the test checks:
#   deadline: exit STATUS after ELAPSED s
#   deadline: killed after SECONDS s
# and exits 0, so that the checks, not the pipeline, decide.
limit=$1
shift
start=$SECONDS
timeout --kill-after=5 "$limit" "$@" 2>&1
status=$?
if [[ $status -eq 124 || $status -eq 137 && $((SECONDS - start)) -ge $limit ]]; then
  echo "deadline: killed after $limit s"
else
  echo "deadline: exit $status after $((SECONDS - start)) s"
fi
exit 0
