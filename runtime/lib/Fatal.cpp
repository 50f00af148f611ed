//===- Fatal.cpp - ending the whole job with one clear line ---------------===//

#include "Fatal.h"

#include <atomic>
#include <chrono>
#include <thread>

#include <mpi.h>
#include <unistd.h>

namespace zero_rt {

namespace {
std::atomic<int> fatalRank{-1};
std::atomic<int> fatalSize{-1};
std::atomic_flag fatalInProgress = ATOMIC_FLAG_INIT;
} // namespace

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

  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (initialized && !finalized)
    MPI_Abort(MPI_COMM_WORLD, code);
  // Without MPI there is no job to end but this process.
  ::_exit(code);
}

} // namespace zero_rt
