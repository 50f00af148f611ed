#!/usr/bin/env bash
# rank-wrapper.sh DIR COMMAND...
#
# Runs one rank's COMMAND as a child of this shell (a wrapper between the
# launcher and the rank, as a profiler or a site's script would be) with its
# stdout and stderr in DIR/rank<R>.out and DIR/rank<R>.err, writes its pid
# to DIR/rank<R>.pid and, once it has ended, its exit status to
# DIR/rank<R>.status. kill-launcher.sh reads these files.
dir=$1
shift
rank=${OMPI_COMM_WORLD_RANK:?rank-wrapper.sh runs under the mpirun of OpenMPI}
"$@" > "$dir/rank$rank.out" 2> "$dir/rank$rank.err" &
child=$!
echo "$child" > "$dir/rank$rank.pid"
wait "$child"
echo $? > "$dir/rank$rank.status"
