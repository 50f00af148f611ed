//===- Fatal.cpp - ending the whole job with one clear line ---------------===//

#include "Fatal.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include <mpi.h>
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
} // namespace

void setFatalHook(void (*hook)(void *), void *context) {
  fatalHookContext.store(context);
  fatalHook.store(hook);
}

void setFatalIdentity(int rank, int size) {
  fatalRank.store(rank);
  fatalSize.store(size);
}

void fatal(int code, const std::string &message) {
  // The watchdog thread and the main thread may both give up at once; the
  // first one reports and aborts, the other waits to be killed with it.
  if (fatalInProgress.test_and_set()) {
    for (;;)
      std::this_thread::sleep_for(std::chrono::seconds(1));
  }

  std::string line = "zero_rt: rank ";
  int rank = fatalRank.load();
  line += rank < 0 ? std::string("?") : std::to_string(rank);
  line += "/";
  int size = fatalSize.load();
  line += size < 0 ? std::string("?") : std::to_string(size);
  line += ": " + message + "\n";
  // One write(2): stdio could split the line, and other ranks write to the
  // same stream.
  ssize_t ignored = ::write(STDERR_FILENO, line.data(), line.size());
  (void)ignored;
  runHook();

  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (initialized && !finalized)
    MPI_Abort(MPI_COMM_WORLD, code);
  // Without MPI there is no job to end but this process.
  ::_exit(code);
}

} // namespace zero_rt
