//===- Launcher.h - the MPI launcher above a rank ---------------*- C++ -*-===//
//
// A rank belongs to its launcher's job (mpirun, or a node's orted): when the
// launcher is gone, so is the job, and a rank that kept running would hold
// its devices, memory and files for nobody. OpenMPI ends a rank whose
// launcher died only while the rank is between MPI_Init and MPI_Finalize,
// and without a word; the runtime watches the launcher itself, from
// zero_rt_init until the process ends (runtime/README.md, "When the
// launcher dies").
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_LAUNCHER_H
#define ZERO_RT_LIB_LAUNCHER_H

#include <string>

#include <sys/types.h>

namespace zero_rt {

/// The nearest ancestor of this process that is an MPI launcher (a process
/// named mpirun, mpiexec, orterun, orted, prterun, prted or prte: OpenMPI 4
/// and 5; mpiexec.hydra or hydra_pmi_proxy: MPICH's and Intel MPI's Hydra;
/// slurmstepd: Slurm's srun), skipping wrappers in between (a shell, a
/// profiler); false when there is none within 16 generations or /proc
/// cannot be read.
bool findLauncher(pid_t &pid, std::string &command);

/// Starts, once per process, a thread that waits for the launcher found by
/// findLauncher to end; then it writes "zero_rt: rank r/N: the launcher
/// <command> (pid P) ended: ending this rank, as its job is gone" and ends
/// the process at once with ZERO_RT_ABORT_LAUNCHER_GONE, running no exit
/// handlers (they may wait for peers or locks that will never come). Does
/// nothing without a launcher (a program started by hand is its own job).
void watchLauncher();

} // namespace zero_rt

#endif // ZERO_RT_LIB_LAUNCHER_H
