#!/usr/bin/env bash
# kill-launcher.sh DIR LIMIT READY LAUNCHER...
#
# Starts LAUNCHER (an mpirun command whose ranks run under rank-wrapper.sh
# DIR) in the background, waits until every rank has written its pid and
# rank 0's output holds the text READY (which the test chooses so that every
# rank is then inside its work), then kills the
# launcher with SIGKILL and waits at most LIMIT seconds for every rank
# process to end. Prints, for the test to check:
#   kill-launcher: every rank ended within LIMIT s
#   kill-launcher: rank R (pid P) still running after LIMIT s
#   kill-launcher: rank R exited with status S
# followed by each rank's stderr. A rank still running at the end is killed
# (SIGKILL), so that a failing test leaves nothing behind. Exits 0: the
# checks, not the script, decide.
dir=$1 limit=$2 ready=$3
shift 3
mkdir -p "$dir"
rm -f "$dir"/rank*.pid "$dir"/rank*.out "$dir"/rank*.err "$dir"/rank*.status
"$@" > "$dir/launcher.log" 2>&1 &
launcher=$!

# At most 120 s: a JIT compile on a loaded machine. The number of ranks is
# the launcher's -np.
np=$(printf '%s\n' "$@" | grep -A1 -x -- '-np' | tail -n 1)
for ((i = 0; i < 1200; ++i)); do
  pids=$(ls "$dir"/rank*.pid 2> /dev/null | wc -l)
  if [[ $pids -eq $np ]] && grep -qF -- "$ready" "$dir/rank0.out" 2> /dev/null; then
    break
  fi
  kill -0 "$launcher" 2> /dev/null || break
  sleep 0.1
done
if ! grep -qF -- "$ready" "$dir/rank0.out" 2> /dev/null; then
  echo "kill-launcher: rank 0 did not print '$ready'"
fi

kill -9 "$launcher" 2> /dev/null
wait "$launcher" 2> /dev/null

# A process that is gone, or a zombie its parent has not reaped yet, has
# ended.
running() {
  local state
  state=$(awk '{ print $3 }' "/proc/$1/stat" 2> /dev/null) || return 1
  [[ -n $state && $state != Z ]]
}
start=$(date +%s%N)
deadline=$((start + limit * 1000000000))
while :; do
  alive=0
  for ((r = 0; r < np; ++r)); do
    pid=$(cat "$dir/rank$r.pid" 2> /dev/null) || continue
    running "$pid" && alive=1
  done
  [[ $alive -eq 0 || $(date +%s%N) -ge $deadline ]] && break
  sleep 0.05
done
if [[ $alive -eq 0 ]]; then
  echo "kill-launcher: every rank ended within $limit s"
fi
for ((r = 0; r < np; ++r)); do
  pid=$(cat "$dir/rank$r.pid" 2> /dev/null) || continue
  if running "$pid"; then
    echo "kill-launcher: rank $r (pid $pid) still running after $limit s"
    kill -9 "$pid"
  fi
done
# The wrappers write the statuses once they have reaped their rank.
for ((i = 0; i < 50; ++i)); do
  count=$(ls "$dir"/rank*.status 2> /dev/null | wc -l)
  [[ $count -ge $np ]] && break
  sleep 0.1
done
for ((r = 0; r < np; ++r)); do
  if [[ -f $dir/rank$r.status ]]; then
    echo "kill-launcher: rank $r exited with status $(cat "$dir/rank$r.status")"
  fi
  cat "$dir/rank$r.err" 2> /dev/null
done
exit 0
