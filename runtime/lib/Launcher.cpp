//===- Launcher.cpp - the MPI launcher above a rank -----------------------===//

#include "Launcher.h"

#include "Fatal.h"

#include "zero_rt/zero_rt.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <thread>

#include <poll.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace zero_rt {

namespace {
/// The parent of `pid`, its command name and its start time (in clock
/// ticks since boot: with the pid, it names one process for good), from
/// /proc; false when they cannot be read (another OS, a process that is
/// gone).
bool readProcess(pid_t pid, pid_t &parent, std::string &command,
                 unsigned long long &startTime) {
  std::ifstream comm("/proc/" + std::to_string(pid) + "/comm");
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  if (!std::getline(comm, command) || !stat)
    return false;
  // stat is "pid (command) state ppid ... starttime ...": the command may
  // hold spaces and parentheses, so read after the last ')'. starttime is
  // field 22, the 20th after the command.
  std::string line;
  std::getline(stat, line);
  size_t close = line.rfind(')');
  if (close == std::string::npos)
    return false;
  char state = 0;
  long ppid = 0;
  if (std::sscanf(line.c_str() + close + 1,
                  " %c %ld %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s %*s "
                  "%*s %*s %*s %*s %*s %llu",
                  &state, &ppid, &startTime) != 3)
    return false;
  parent = static_cast<pid_t>(ppid);
  return true;
}

bool isLauncher(const std::string &command) {
  // OpenMPI 4 (mpirun on its node, orted on the others), OpenMPI 5's PRRTE
  // (prterun, prted, prte), MPICH's and Intel MPI's Hydra (mpiexec.hydra,
  // and on every node the hydra_pmi_proxy that forks the ranks) and
  // Slurm's srun (on every node the slurmstepd that forks the tasks).
  for (const char *name :
       {"mpirun", "mpiexec", "orterun", "orted", "prterun", "prted", "prte",
        "mpiexec.hydra", "hydra_pmi_proxy", "slurmstepd"})
    if (command == name)
      return true;
  return false;
}

/// The launcher's pid and start time; false once it is gone (or another
/// process took its pid).
bool stillRunning(pid_t pid, unsigned long long startTime) {
  pid_t parent = 0;
  std::string command;
  unsigned long long now = 0;
  return readProcess(pid, parent, command, now) && now == startTime;
}

/// The line a rank writes when its launcher has ended.
std::string describeEnd(pid_t pid, const std::string &command) {
  return fatalPrefix() + "the launcher " + command + " (pid " +
         std::to_string(pid) +
         ") ended: ending this rank, as its job is gone\n";
}

/// Writes `line` and ends the process. Nothing here allocates or takes a
/// lock: the rank's other threads may be stuck anywhere, in a crash handler
/// or inside malloc with its lock held, and the rank must still end.
[[noreturn]] void endRank(const std::string &line) {
  // One write(2), as `fatal` does. SIGPIPE is blocked in this thread, so a
  // stderr pipe the launcher no longer reads fails with EPIPE instead of
  // killing the process before its status is set.
  ssize_t ignored = ::write(STDERR_FILENO, line.data(), line.size());
  (void)ignored;
  // No exit handlers, no MPI_Abort: they would talk to the launcher that is
  // gone, or wait for locks held by a thread that is stuck.
  ::_exit(ZERO_RT_ABORT_LAUNCHER_GONE);
}

void waitForLauncher(pid_t pid, std::string command,
                     unsigned long long startTime, int pidfd) {
  // Written now, while the process is sound, so that ending it later needs
  // no allocation.
  const std::string line = describeEnd(pid, command);
  sigset_t pipe;
  sigemptyset(&pipe);
  sigaddset(&pipe, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe, nullptr);
  if (pidfd >= 0) {
    // A pidfd becomes readable when the process has ended, whatever its
    // threads did before: no polling and no pid reuse to fear.
    struct pollfd entry = {pidfd, POLLIN, 0};
    while (::poll(&entry, 1, -1) < 0 && errno == EINTR) {
    }
    endRank(line);
  }
  // Kernels before Linux 5.3 have no pidfd: look every 100 ms. (Reading
  // /proc allocates; with no pidfd there is no way around it.)
  while (stillRunning(pid, startTime))
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  endRank(line);
}
} // namespace

bool findLauncher(pid_t &pid, std::string &command) {
  unsigned long long startTime = 0;
  pid = getppid();
  for (int depth = 0; depth < 16 && pid > 1; ++depth) {
    pid_t parent = 0;
    if (!readProcess(pid, parent, command, startTime))
      return false;
    if (isLauncher(command))
      return true;
    pid = parent;
  }
  return false;
}

void watchLauncher() {
  static std::once_flag started;
  std::call_once(started, [] {
    pid_t pid = 0;
    std::string command;
    if (!findLauncher(pid, command))
      return;
#ifdef SYS_pidfd_open
    int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
#else
    int pidfd = -1;
#endif
    // Read the launcher again after opening it: the pidfd is then known
    // to name the launcher (its pid cannot be reused while it is our
    // ancestor, but it may have ended in between).
    pid_t parent = 0;
    std::string again;
    unsigned long long startTime = 0;
    if (!readProcess(pid, parent, again, startTime) || again != command) {
      if (pidfd >= 0)
        ::close(pidfd);
      endRank(describeEnd(pid, command));
    }
    std::thread(waitForLauncher, pid, command, startTime, pidfd).detach();
  });
}

} // namespace zero_rt
