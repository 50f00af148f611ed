//===- Fatal.h - ending the whole job with one clear line -------*- C++ -*-===//
//
// A failure that concerns the job (MPI error, ranks that disagree, timeout)
// must end every rank; a surviving rank that waits forever is the worst
// outcome on a cluster. `fatal` prints one line naming this rank, lets the
// backend stop its devices (the fatal hook), then calls MPI_Abort, which the
// launcher turns into the end of all ranks.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_FATAL_H
#define ZERO_RT_LIB_FATAL_H

#include <string>

namespace zero_rt {

/// Rank and size for the "rank r/N" prefix; set once the backend knows them.
void setFatalIdentity(int rank, int size);

/// "zero_rt: rank r/N: ", the start of every line the runtime writes about
/// the job ("?" for what is not known yet).
std::string fatalPrefix();

/// Writes "zero_rt: rank r/N: <message>" to stderr with a single write (so
/// lines of different ranks do not interleave), runs the fatal hook if one
/// is set, and aborts the job with `code` (one of the ZERO_RT_ABORT_*
/// values). Callable from any thread.
[[noreturn]] void fatal(int code, const std::string &message);

/// Work that must happen before the job ends: the NCCL backend aborts its
/// communicator (ncclCommAbort) so that the GPU stops waiting for peers.
/// `fatal` runs `hook(context)` after writing its line and waits for it at
/// most a few seconds (a hook stuck behind a hung GPU must not turn the
/// abort into a hang). Pass nullptr to remove the hook.
void setFatalHook(void (*hook)(void *), void *context);

/// Ends the job for compiled code's misuse of entry point `entry`, which
/// has no error path: `fatal(ZERO_RT_ABORT_MISUSE, "<entry>: <why>")`.
[[noreturn]] void misuse(const char *entry, const std::string &why);

/// `misuse` unless zero_rt_init has run.
void requireRuntime(const char *entry);

/// Whether the launcher discards the ranks' exit statuses: OpenMPI's
/// `mpirun --enable-recovery` (its ranks see
/// OMPI_MCA_orte_enable_recovery=1) keeps the job going after a rank fails
/// and exits 0 even when every rank exits non-zero or calls MPI_Abort
/// (measured with OpenMPI 4.1).
bool launcherIgnoresExitStatus();

/// Under such a launcher, sends SIGTERM to it (mpirun, or the node's orted):
/// the one way left for a rank to make the job's status say that it failed.
/// mpirun then ends every rank and exits non-zero. It first waits (at most
/// two seconds) for the launcher to read this rank's pending output, which
/// it would otherwise drop. Does nothing under other launchers.
void endLauncherIfItIgnoresExitStatus();

} // namespace zero_rt

#endif // ZERO_RT_LIB_FATAL_H
