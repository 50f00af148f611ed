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
# The rank: OpenMPI's mpirun sets OMPI_COMM_WORLD_RANK; the stand-in
# launchers of other MPIs (stand-in-launcher) set ZERO_TEST_RANK.
rank=${OMPI_COMM_WORLD_RANK:-${ZERO_TEST_RANK:?rank-wrapper.sh runs under the mpirun of OpenMPI or a stand-in launcher}}
"$@" > "$dir/rank$rank.out" 2> "$dir/rank$rank.err" &
child=$!
echo "$child" > "$dir/rank$rank.pid"
wait "$child"
echo $? > "$dir/rank$rank.status"
