//===- NcclTestMain.cpp - gtest main of the NCCL backend's suite ----------===//
//
//   zero-rt-nccl-tests [gtest options]   the suite, under mpirun, one rank
//                                        per GPU
//   zero-rt-nccl-tests --count-devices   prints the number of visible CUDA
//                                        devices (0 if none) and exits; lit
//                                        uses it to decide what can run
//   zero-rt-nccl-tests --fault=MODE      makes the job fail in one way, for
//                                        the error-path tests:
//     hang            the compute stream is held for 120 s before a blocking
//                     all_reduce, which therefore cannot finish (a hung
//                     kernel, seen from the runtime): the timeout must end
//                     the job and abort the communicator (1 GPU suffices)
//     stall           rank 1 sleeps instead of calling all_reduce
//     mismatch-count  all_gather: rank 0 sends 1000 x f32, the others 999
//     memref-strided  a memref entry point gets a strided device memref,
//                     which it cannot pack on the host: the job ends (73)
//     memref-bucket-strided
//                     the same through a bucket's enqueue (the job ends, 73)
//     memref-bucket   not a fault: 3 tensors through the single-tensor
//                     memref entry points, then as one bucket, with a line
//                     to stderr before each and a check that the results
//                     are the same bits; under the fake NCCL with
//                     ZERO_RT_FAKE_NCCL_TRACE_GROUPS=1 the groups show
//     plain           a plain blocking all_reduce; with the fake NCCL of
//                     nccl-fake.test and ZERO_RT_FAKE_NCCL_FAIL_AFTER=3 it
//                     raises an asynchronous NCCL error
//
// The suite initializes the runtime on the nccl backend (ZERO_RT_BACKEND is
// ignored). Where no CUDA device is visible, every test skips with the
// runtime's message and the last line says so; the exit status is then 0.
// Otherwise rank 0 prints gtest's report, other ranks their failures, and the
// status is non-zero on every rank if a test failed on any.
//
//===----------------------------------------------------------------------===//

#include "NcclTestUtil.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <thread>
#include <vector>

#include <mpi.h>

#if __has_include("mlir/ExecutionEngine/CRunnerUtils.h")
#include "zero_rt/zero_rt_memref.h"
#define ZERO_RT_HAVE_MEMREF 1
#endif

namespace zero_rt::test::nccl {

std::string skipReason;

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

void CUDART_CB holdStreamForever(void *) {
  std::this_thread::sleep_for(std::chrono::seconds(120));
}

int check(int status, const char *what) {
  if (status != ZERO_RT_SUCCESS) {
    std::fprintf(stderr, "zero-rt-nccl-tests: %s: %s\n", what,
                 zero_rt_last_error());
    std::exit(2);
  }
  return status;
}

#ifdef ZERO_RT_HAVE_MEMREF
/// The contiguous 1-D memref of `buffer`'s elements.
template <typename T>
StridedMemRefType<T, 1> contiguous(const DeviceBuffer &buffer) {
  StridedMemRefType<T, 1> memref;
  memref.basePtr = memref.data = static_cast<T *>(buffer.data());
  memref.offset = 0;
  memref.sizes[0] = static_cast<int64_t>(buffer.count());
  memref.strides[0] = 1;
  return memref;
}

/// --fault=memref-bucket: an all_reduce of an f32, a bf16 and an i64
/// tensor through the single-tensor memref entry points, then as one
/// bucket; true if the two give the same bits.
bool runMemRefBucket(int rank) {
  const zero_rt_dtype dtypes[] = {ZERO_RT_F32, ZERO_RT_BF16, ZERO_RT_I64};
  const size_t counts[] = {1000, 4097, 7};
  std::vector<std::unique_ptr<DeviceBuffer>> buffers; // in, single, bucket
  for (int t = 0; t < 3; ++t) {
    TypedBuffer host(dtypes[t], counts[t]);
    for (size_t i = 0; i < counts[t]; ++i)
      host.set(i, exactValue(rank, i, dtypes[t]));
    for (int copy = 0; copy < 3; ++copy)
      buffers.push_back(std::make_unique<DeviceBuffer>(dtypes[t], counts[t]));
    if (buffers[3 * t]->upload(host) != cudaSuccess)
      return false;
  }
  auto in0 = contiguous<float>(*buffers[0]),
       single0 = contiguous<float>(*buffers[1]),
       bucket0 = contiguous<float>(*buffers[2]);
  auto in1 = contiguous<uint16_t>(*buffers[3]),
       single1 = contiguous<uint16_t>(*buffers[4]),
       bucket1 = contiguous<uint16_t>(*buffers[5]);
  auto in2 = contiguous<int64_t>(*buffers[6]),
       single2 = contiguous<int64_t>(*buffers[7]),
       bucket2 = contiguous<int64_t>(*buffers[8]);

  std::fprintf(stderr,
               "zero-rt-nccl-tests: rank %d: 3 single-tensor "
               "memref calls\n",
               rank);
  _mlir_ciface_zero_rt_all_reduce_f32(&in0, &single0, ZERO_RT_SUM);
  _mlir_ciface_zero_rt_all_reduce_bf16(&in1, &single1, ZERO_RT_SUM);
  _mlir_ciface_zero_rt_all_reduce_i64(&in2, &single2, ZERO_RT_SUM);
  std::fprintf(stderr, "zero-rt-nccl-tests: rank %d: a bucket of 3 memrefs\n",
               rank);
  zero_rt_bucket_begin();
  _mlir_ciface_zero_rt_bucket_all_reduce_f32(&in0, &bucket0, ZERO_RT_SUM);
  _mlir_ciface_zero_rt_bucket_all_reduce_bf16(&in1, &bucket1, ZERO_RT_SUM);
  _mlir_ciface_zero_rt_bucket_all_reduce_i64(&in2, &bucket2, ZERO_RT_SUM);
  zero_rt_bucket_end();
  _mlir_ciface_zero_rt_bucket_wait_f32(&in0, &bucket0);
  _mlir_ciface_zero_rt_bucket_wait_bf16(&in1, &bucket1);
  _mlir_ciface_zero_rt_bucket_wait_i64(&in2, &bucket2);
  std::fprintf(stderr, "zero-rt-nccl-tests: rank %d: bucket done\n", rank);

  for (int t = 0; t < 3; ++t) {
    TypedBuffer single(dtypes[t], counts[t]), bucket(dtypes[t], counts[t]);
    if (buffers[3 * t + 1]->download(single) != cudaSuccess ||
        buffers[3 * t + 2]->download(bucket) != cudaSuccess)
      return false;
    if (long index = bucket.firstDifference(single); index != -1) {
      std::fprintf(stderr,
                   "zero-rt-nccl-tests: rank %d: tensor %d: the bucket's "
                   "element %ld differs from the single call's\n",
                   rank, t, index);
      return false;
    }
  }
  return true;
}
#endif

/// The --fault modes; returns only if the runtime let the call through.
int runFault(const std::string &mode) {
  const int rank = zero_rt_rank();
  const size_t ranks = static_cast<size_t>(zero_rt_size());
  DeviceBuffer buffer(ZERO_RT_F32, ranks * 1048576);
  for (int i = 0; i < 3; ++i) // Warm up: the ranks have talked.
    check(zero_rt_all_reduce(buffer.data(), buffer.data(), 1000, ZERO_RT_F32,
                             ZERO_RT_SUM),
          "warm-up all_reduce");
  if (mode == "hang") {
    if (cudaLaunchHostFunc(nullptr, holdStreamForever, nullptr) != cudaSuccess)
      return 2;
    check(zero_rt_all_reduce(buffer.data(), buffer.data(), 1048576,
                             ZERO_RT_BF16, ZERO_RT_SUM),
          "all_reduce");
  } else if (mode == "stall") {
    if (rank == 1)
      std::this_thread::sleep_for(std::chrono::seconds(120));
    check(zero_rt_all_reduce(buffer.data(), buffer.data(), 1048576,
                             ZERO_RT_BF16, ZERO_RT_SUM),
          "all_reduce");
#ifdef ZERO_RT_HAVE_MEMREF
  } else if (mode == "memref-strided") {
    StridedMemRefType<float, 1> in, out;
    in.basePtr = in.data = static_cast<float *>(buffer.data());
    in.offset = 0;
    in.sizes[0] = 1000;
    in.strides[0] = 2; // Every other element.
    out = in;
    out.basePtr = out.data = static_cast<float *>(buffer.at(2000));
    _mlir_ciface_zero_rt_all_reduce_f32(&in, &out, ZERO_RT_SUM);
  } else if (mode == "memref-bucket-strided") {
    StridedMemRefType<float, 1> in, out;
    in.basePtr = in.data = static_cast<float *>(buffer.data());
    in.offset = 0;
    in.sizes[0] = 1000;
    in.strides[0] = 2;
    out = in;
    out.basePtr = out.data = static_cast<float *>(buffer.at(2000));
    zero_rt_bucket_begin();
    _mlir_ciface_zero_rt_bucket_all_reduce_f32(&in, &out, ZERO_RT_SUM);
  } else if (mode == "memref-bucket") {
    if (!runMemRefBucket(rank))
      return 2;
#endif
  } else if (mode == "plain") {
    check(zero_rt_all_reduce(buffer.data(), buffer.data(), 1048576,
                             ZERO_RT_BF16, ZERO_RT_SUM),
          "all_reduce");
  } else if (mode == "mismatch-count") {
    size_t count = rank == 0 ? 1000 : 999;
    check(zero_rt_all_gather(buffer.at(ranks * count), buffer.data(), count,
                             ZERO_RT_F32),
          "all_gather");
  } else {
    std::fprintf(stderr, "zero-rt-nccl-tests: unknown fault mode %s\n",
                 mode.c_str());
    return 2;
  }
  std::printf("zero-rt-nccl-tests: rank %d finished\n", rank);
  return 0;
}

} // namespace
} // namespace zero_rt::test::nccl

using namespace zero_rt::test::nccl;

int main(int argc, char **argv) {
  // One write per line: under mpirun stdout is a pipe, fully buffered, and
  // a line split across two flushes reaches `--tag-output` as two tagged
  // halves. (This did not stop nccl-no-device.test from missing one rank's
  // summary in CI, so that test now reads each rank's output from a file.)
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  ::testing::InitGoogleTest(&argc, argv);
  std::string fault;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--count-devices") == 0) {
      int devices = 0;
      if (cudaGetDeviceCount(&devices) != cudaSuccess)
        devices = 0;
      std::printf("%d\n", devices);
      return 0;
    }
    if (std::strncmp(argv[i], "--fault=", 8) == 0)
      fault = argv[i] + 8;
  }

  zero_rt_config config;
  if (zero_rt_config_from_env(&config) != ZERO_RT_SUCCESS) {
    std::fprintf(stderr, "zero-rt-nccl-tests: %s\n", zero_rt_last_error());
    return 1;
  }
  config.backend = ZERO_RT_BACKEND_NCCL;
  if (zero_rt_init_with_config(&config) != ZERO_RT_SUCCESS) {
    std::string error = zero_rt_last_error();
    if (error.find("no CUDA device visible") == std::string::npos ||
        !fault.empty()) {
      std::fprintf(stderr, "zero-rt-nccl-tests: %s\n", error.c_str());
      return 1;
    }
    // This rank cannot run anything; the tests say so one by one.
    skipReason = error;
    std::printf("zero-rt-nccl-tests: %s\n", error.c_str());
    int status = RUN_ALL_TESTS();
    const auto *unit = ::testing::UnitTest::GetInstance();
    std::printf("zero-rt-nccl-tests: %d passed, %d skipped, %d failed: no "
                "CUDA device visible, nothing ran\n",
                unit->successful_test_count(), unit->skipped_test_count(),
                unit->failed_test_count());
    return status;
  }
  if (!fault.empty()) {
    int status = runFault(fault);
    zero_rt_finalize();
    return status;
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
  if (rank == 0) {
    const auto *unit = ::testing::UnitTest::GetInstance();
    std::printf("zero-rt-nccl-tests: %d rank(s), %d passed, %d skipped on "
                "rank 0, %s\n",
                zero_rt_size(), unit->successful_test_count(),
                unit->skipped_test_count(),
                failedAnywhere ? "FAILED" : "all tests passed on every rank");
  }
  zero_rt_finalize();
  return failedAnywhere;
}
