//===- RuntimeTestMain.cpp - gtest main for tests under mpirun ------------===//
//
// Initializes the runtime (and with it MPI), runs the tests on every rank and
// combines the verdicts: rank 0 prints gtest's usual report, the other ranks
// print only their failures, prefixed with their rank. The exit status is
// non-zero on every rank if a test failed on any rank.
//
//===----------------------------------------------------------------------===//

#include "zero_rt/zero_rt.h"

#include <gtest/gtest.h>

#include <cstdio>

#include <mpi.h>

namespace {

/// Failure lines of a rank other than 0.
class RankFailurePrinter : public ::testing::EmptyTestEventListener {
public:
  explicit RankFailurePrinter(int rank) : rank_(rank) {}

  void OnTestPartResult(const ::testing::TestPartResult &result) override {
    if (!result.failed())
      return;
    std::fprintf(stderr, "[rank %d] %s:%d: Failure\n%s\n", rank_,
                 result.file_name() ? result.file_name() : "?",
                 result.line_number(), result.message());
  }

  void OnTestEnd(const ::testing::TestInfo &info) override {
    if (info.result()->Failed())
      std::fprintf(stderr, "[rank %d] [  FAILED  ] %s.%s\n", rank_,
                   info.test_suite_name(), info.name());
  }

private:
  int rank_;
};

} // namespace

int main(int argc, char **argv) {
  ::testing::InitGoogleTest(&argc, argv);
  if (zero_rt_init() != ZERO_RT_SUCCESS) {
    std::fprintf(stderr, "zero_rt_init failed: %s\n", zero_rt_last_error());
    return 1;
  }
  const int rank = zero_rt_rank();
  if (rank != 0) {
    auto &listeners = ::testing::UnitTest::GetInstance()->listeners();
    delete listeners.Release(listeners.default_result_printer());
    listeners.Append(new RankFailurePrinter(rank));
  }

  int failed = RUN_ALL_TESTS() != 0 ? 1 : 0;
  int failedAnywhere = failed;
  MPI_Allreduce(&failed, &failedAnywhere, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  if (rank == 0 && failedAnywhere && !failed)
    std::printf("[  FAILED  ] on another rank: see the [rank r] lines\n");
  if (rank == 0)
    std::printf("zero-rt-tests: %d rank(s), %s\n", zero_rt_size(),
                failedAnywhere ? "FAILED" : "all tests passed on every rank");
  zero_rt_finalize();
  return failedAnywhere;
}
