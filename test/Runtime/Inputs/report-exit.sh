#!/usr/bin/env bash
# report-exit.sh COMMAND...
#
# Runs one rank's COMMAND under mpirun and reports how that rank ended:
#   report-exit: rank R exited with status S
# mpirun itself does not say (under --enable-recovery it even returns 0 after
# MPI_Abort), so the tests check every rank's line instead.
"$@"
status=$?
echo "report-exit: rank ${OMPI_COMM_WORLD_RANK:-?} exited with status $status" >&2
exit $status
