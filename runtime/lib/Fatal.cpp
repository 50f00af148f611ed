//===- Fatal.cpp - ending the whole job with one clear line ---------------===//

#include "Fatal.h"

#include "Launcher.h"

#include "zero_rt/zero_rt.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <thread>

#include <mpi.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace zero_rt {

namespace {
std::atomic<int> fatalRank{-1};
std::atomic<int> fatalSize{-1};
std::atomic_flag fatalInProgress = ATOMIC_FLAG_INIT;
std::atomic<void (*)(void *)> fatalHook{nullptr};
std::atomic<void *> fatalHookContext{nullptr};

/// How long `fatal` waits for the hook before it aborts the job anyway.
constexpr auto kHookPatience = std::chrono::seconds(10);

/// Runs the hook on a thread of its own and waits for it, but not forever:
/// ncclCommAbort can block behind a kernel that never ends.
void runHook() {
  void (*hook)(void *) = fatalHook.load();
  if (!hook)
    return;
  auto finished = std::make_shared<std::atomic<bool>>(false);
  void *context = fatalHookContext.load();
  std::thread([hook, context, finished] {
    hook(context);
    finished->store(true);
  }).detach();
  auto deadline = std::chrono::steady_clock::now() + kHookPatience;
  while (!finished->load() && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
}
/// How long a rank waits for the launcher to take its last lines.
constexpr auto kOutputPatience = std::chrono::seconds(2);

/// Waits until the launcher has read what this rank wrote to its output
/// pipes (OpenMPI gives each rank a pipe for stderr), at most
/// kOutputPatience. A launcher that gets SIGTERM while the rank's last line
/// still sits in the pipe ends without forwarding it: the job then fails
/// with no word of why (seen on a loaded CI machine).
void waitForLauncherToReadOutput() {
  auto deadline = std::chrono::steady_clock::now() + kOutputPatience;
  for (int fd : {STDERR_FILENO, STDOUT_FILENO}) {
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISFIFO(info.st_mode))
      continue;
    int unread = 0;
    while (ioctl(fd, FIONREAD, &unread) == 0 && unread > 0 &&
           std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  // Read is not yet written out: leave the launcher's event loop a moment
  // to pass the text on before it is told to end.
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
}
} // namespace

bool launcherIgnoresExitStatus() {
  const char *value = std::getenv("OMPI_MCA_orte_enable_recovery");
  if (!value)
    return false;
  for (const char *yes : {"1", "true", "t", "yes", "y", "enabled"})
    if (std::strcmp(value, yes) == 0)
      return true;
  return false;
}

void endLauncherIfItIgnoresExitStatus() {
  if (!launcherIgnoresExitStatus())
    return;
  // The nearest OpenMPI launcher above this process: mpirun on its own
  // node, orted on the others (whose loss mpirun reports as a failed job).
  // Wrappers between it and the rank (a shell, a profiler) are skipped; a
  // process of any other name is never signalled.
  pid_t pid = 0;
  std::string command;
  if (!findLauncher(pid, command))
    return;
  waitForLauncherToReadOutput();
  ::kill(pid, SIGTERM);
}

void setFatalHook(void (*hook)(void *), void *context) {
  fatalHookContext.store(context);
  fatalHook.store(hook);
}

void setFatalIdentity(int rank, int size) {
  fatalRank.store(rank);
  fatalSize.store(size);
}

std::string fatalPrefix() {
  std::string prefix = "zero_rt: rank ";
  int rank = fatalRank.load();
  prefix += rank < 0 ? std::string("?") : std::to_string(rank);
  prefix += "/";
  int size = fatalSize.load();
  prefix += size < 0 ? std::string("?") : std::to_string(size);
  return prefix + ": ";
}

void fatal(int code, const std::string &message) {
  // The watchdog thread and the main thread may both give up at once; the
  // first one reports and aborts, the other waits to be killed with it.
  if (fatalInProgress.test_and_set()) {
    for (;;)
      std::this_thread::sleep_for(std::chrono::seconds(1));
  }

  std::string line = fatalPrefix() + message + "\n";
  // One write(2): stdio could split the line, and other ranks write to the
  // same stream.
  ssize_t ignored = ::write(STDERR_FILENO, line.data(), line.size());
  (void)ignored;
  runHook();
  // MPI_Abort cannot fail the job where the launcher ignores it.
  endLauncherIfItIgnoresExitStatus();

  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (initialized && !finalized)
    MPI_Abort(MPI_COMM_WORLD, code);
  // Without MPI there is no job to end but this process.
  ::_exit(code);
}

void misuse(const char *entry, const std::string &why) {
  fatal(ZERO_RT_ABORT_MISUSE, std::string(entry) + ": " + why);
}

void requireRuntime(const char *entry) {
  if (!zero_rt_initialized())
    misuse(entry, "the runtime is not initialized (call zero_rt_init)");
}

} // namespace zero_rt
