//===- NcclAsyncTest.cpp - requests, buckets, streams ---------------------===//
//
// Proves, under the nccl backend:
//   - two async collectives in flight complete when waited for in reverse
//     order; zero_rt_test polls without blocking; a blocking collective runs
//     while an async one is in flight;
//   - a bucket (one ncclGroupStart/End) of mixed dtypes and sizes, with an
//     empty tensor, gives the results of the separate calls (avg; bit for
//     bit where N is a power of two) and sends the sum of their bytes,
//     blocking and async;
//   - overlap: an async collective completes while the compute stream is
//     still busy with work enqueued after it (the communication stream does
//     not wait for later compute);
//   - order: a collective waits for the compute-stream work enqueued before
//     it (it sees data a memset on the compute stream writes after a delay).
//
//===----------------------------------------------------------------------===//

#include "NcclTestUtil.h"

#include <atomic>
#include <chrono>
#include <thread>

namespace zero_rt::test::nccl {
namespace {

using Clock = std::chrono::steady_clock;

/// Host function for cudaLaunchHostFunc: holds its stream for `milliseconds`.
void CUDART_CB holdStream(void *milliseconds) {
  std::this_thread::sleep_for(
      std::chrono::milliseconds(*static_cast<int *>(milliseconds)));
}

/// Host function that holds its stream until `*release` is set (or 60 s).
void CUDART_CB holdStreamUntilReleased(void *release) {
  const auto giveUp = Clock::now() + std::chrono::seconds(60);
  while (!static_cast<std::atomic<bool> *>(release)->load() &&
         Clock::now() < giveUp)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

/// A sum all_reduce of `count` elements: device input and host reference.
struct ReduceCase {
  ReduceCase(int rank, int ranks, size_t count, zero_rt_dtype dtype)
      : host(dtype, count), expected(dtype, count), send(dtype, count),
        recv(dtype, count) {
    for (size_t i = 0; i < count; ++i) {
      host.set(i, exactValue(rank, i, dtype));
      double sum = 0;
      for (int q = 0; q < ranks; ++q)
        sum += exactValue(q, i, dtype);
      expected.set(i, sum);
    }
  }
  /// Uploads the input, clears the output.
  cudaError_t prepare() {
    cudaError_t rc = send.upload(host);
    return rc != cudaSuccess ? rc : recv.fillBytes(0);
  }
  /// Index of the first wrong element of the result, -1 if none.
  long check() {
    TypedBuffer result(expected.dtype(), expected.count());
    if (recv.download(result) != cudaSuccess)
      return 0;
    return result.firstDifference(expected);
  }
  TypedBuffer host, expected;
  DeviceBuffer send, recv;
};

class NcclAsync : public NcclTest {};

TEST_F(NcclAsync, TwoRequestsWaitedInReverseOrder) {
  ReduceCase a(rank(), ranks(), 50001, ZERO_RT_F32);
  ReduceCase b(rank(), ranks(), 70001, ZERO_RT_BF16);
  ASSERT_CUDA(a.prepare());
  ASSERT_CUDA(b.prepare());
  zero_rt_request first = nullptr, second = nullptr;
  ASSERT_EQ(zero_rt_all_reduce_async(a.send.data(), a.recv.data(), 50001,
                                     ZERO_RT_F32, ZERO_RT_SUM, &first),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  ASSERT_EQ(zero_rt_all_reduce_async(b.send.data(), b.recv.data(), 70001,
                                     ZERO_RT_BF16, ZERO_RT_SUM, &second),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  ASSERT_EQ(zero_rt_wait(second), ZERO_RT_SUCCESS);
  ASSERT_EQ(zero_rt_wait(first), ZERO_RT_SUCCESS);
  EXPECT_EQ(a.check(), -1);
  EXPECT_EQ(b.check(), -1);
  EXPECT_EQ(zero_rt_wait(first), ZERO_RT_ERR_INVALID_ARGUMENT);
}

TEST_F(NcclAsync, TestPollsAndBlockingCallWhileInFlight) {
  ReduceCase async(rank(), ranks(), 1 << 20, ZERO_RT_F32);
  ReduceCase blocking(rank(), ranks(), 4097, ZERO_RT_I64);
  ASSERT_CUDA(async.prepare());
  ASSERT_CUDA(blocking.prepare());
  zero_rt_request request = nullptr;
  ASSERT_EQ(zero_rt_all_reduce_async(async.send.data(), async.recv.data(),
                                     1 << 20, ZERO_RT_F32, ZERO_RT_SUM,
                                     &request),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  ASSERT_EQ(zero_rt_all_reduce(blocking.send.data(), blocking.recv.data(), 4097,
                               ZERO_RT_I64, ZERO_RT_SUM),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  EXPECT_EQ(blocking.check(), -1);
  int done = 0;
  const auto giveUp = Clock::now() + std::chrono::seconds(20);
  while (!done && Clock::now() < giveUp)
    ASSERT_EQ(zero_rt_test(request, &done), ZERO_RT_SUCCESS);
  EXPECT_EQ(done, 1);
  ASSERT_EQ(zero_rt_wait(request), ZERO_RT_SUCCESS);
  EXPECT_EQ(async.check(), -1);
}

/// Bucket vs separate calls, for each collective, blocking and async.
class NcclBucket : public NcclParamTest<bool> {};

TEST_P(NcclBucket, EqualsSeparateCallsAndTheirBytes) {
  const bool async = GetParam();
  const int ranks = this->ranks(), rank = this->rank();
  const size_t n = static_cast<size_t>(ranks);
  // Mixed dtypes and sizes, and an empty tensor with null pointers.
  const zero_rt_dtype dtypes[] = {ZERO_RT_F32, ZERO_RT_BF16, ZERO_RT_I64,
                                  ZERO_RT_F16, ZERO_RT_U8};
  const size_t counts[] = {1000, 7, 1, 0, 333};
  constexpr size_t kTensors = 5;

  for (int kind = 0; kind < 3; ++kind) {
    SCOPED_TRACE(kind == 0   ? "all_gather"
                 : kind == 1 ? "reduce_scatter"
                             : "all_reduce");
    std::vector<std::unique_ptr<DeviceBuffer>> sends, bucketRecvs, soloRecvs;
    std::vector<const void *> sendPtrs;
    std::vector<void *> recvPtrs;
    uint64_t soloBytes = 0;
    for (size_t t = 0; t < kTensors; ++t) {
      const size_t sendCount = kind == 1 ? n * counts[t] : counts[t];
      const size_t recvCount = kind == 0 ? n * counts[t] : counts[t];
      TypedBuffer host(dtypes[t], sendCount);
      for (size_t i = 0; i < sendCount; ++i)
        host.set(i, exactValue(rank, i + t, dtypes[t]));
      sends.push_back(std::make_unique<DeviceBuffer>(dtypes[t], sendCount));
      bucketRecvs.push_back(
          std::make_unique<DeviceBuffer>(dtypes[t], recvCount));
      soloRecvs.push_back(std::make_unique<DeviceBuffer>(dtypes[t], recvCount));
      ASSERT_CUDA(sends.back()->upload(host));
      sendPtrs.push_back(sends.back()->data());
      recvPtrs.push_back(bucketRecvs.back()->data());

      uint64_t before = zero_rt_bytes_sent();
      int status =
          kind == 0
              ? zero_rt_all_gather(sendPtrs.back(), soloRecvs.back()->data(),
                                   counts[t], dtypes[t])
          : kind == 1
              ? zero_rt_reduce_scatter(sendPtrs.back(),
                                       soloRecvs.back()->data(), counts[t],
                                       dtypes[t], ZERO_RT_AVG)
              : zero_rt_all_reduce(sendPtrs.back(), soloRecvs.back()->data(),
                                   counts[t], dtypes[t], ZERO_RT_AVG);
      ASSERT_EQ(status, ZERO_RT_SUCCESS) << zero_rt_last_error();
      soloBytes += zero_rt_bytes_sent() - before;
    }

    uint64_t before = zero_rt_bytes_sent();
    zero_rt_request request = nullptr;
    zero_rt_request *handle = async ? &request : nullptr;
    int status = 0;
    if (kind == 0)
      status = async
                   ? zero_rt_all_gather_bucket_async(kTensors, sendPtrs.data(),
                                                     recvPtrs.data(), counts,
                                                     dtypes, handle)
                   : zero_rt_all_gather_bucket(kTensors, sendPtrs.data(),
                                               recvPtrs.data(), counts, dtypes);
    else if (kind == 1)
      status = async ? zero_rt_reduce_scatter_bucket_async(
                           kTensors, sendPtrs.data(), recvPtrs.data(), counts,
                           dtypes, ZERO_RT_AVG, handle)
                     : zero_rt_reduce_scatter_bucket(kTensors, sendPtrs.data(),
                                                     recvPtrs.data(), counts,
                                                     dtypes, ZERO_RT_AVG);
    else
      status = async ? zero_rt_all_reduce_bucket_async(
                           kTensors, sendPtrs.data(), recvPtrs.data(), counts,
                           dtypes, ZERO_RT_AVG, handle)
                     : zero_rt_all_reduce_bucket(kTensors, sendPtrs.data(),
                                                 recvPtrs.data(), counts,
                                                 dtypes, ZERO_RT_AVG);
    ASSERT_EQ(status, ZERO_RT_SUCCESS) << zero_rt_last_error();
    if (async) {
      ASSERT_EQ(zero_rt_wait(request), ZERO_RT_SUCCESS);
    }
    EXPECT_EQ(zero_rt_bytes_sent() - before, soloBytes);

    for (size_t t = 0; t < kTensors; ++t) {
      SCOPED_TRACE("tensor " + std::to_string(t));
      TypedBuffer bucket(dtypes[t], bucketRecvs[t]->count()),
          solo(dtypes[t], soloRecvs[t]->count());
      ASSERT_CUDA(bucketRecvs[t]->download(bucket));
      ASSERT_CUDA(soloRecvs[t]->download(solo));
      // NCCL may pick another algorithm for a group than for a single
      // call: with 1/N inexact the averages may then round differently.
      EXPECT_EQ(firstMismatch(bucket, solo, averageTolerance(dtypes[t], ranks)),
                -1);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BlockingAndAsync, NcclBucket,
                         ::testing::Values(false, true),
                         [](const ::testing::TestParamInfo<bool> &info) {
                           return info.param ? "async" : "blocking";
                         });

TEST_F(NcclAsync, OverlapsLaterComputeOnTheComputeStream) {
  constexpr size_t kCount = 1 << 22; // 16 MiB of f32.
  ReduceCase work(rank(), ranks(), kCount, ZERO_RT_F32);
  ASSERT_CUDA(work.prepare());
  // Warm up: the first use connects the peers.
  ASSERT_EQ(zero_rt_all_reduce(work.send.data(), work.recv.data(), kCount,
                               ZERO_RT_F32, ZERO_RT_SUM),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  ASSERT_CUDA(work.recv.fillBytes(0));

  zero_rt_request request = nullptr;
  ASSERT_EQ(zero_rt_all_reduce_async(work.send.data(), work.recv.data(), kCount,
                                     ZERO_RT_F32, ZERO_RT_SUM, &request),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  // "Compute" enqueued after the call holds the (legacy default) compute
  // stream until the collective has completed; the collective must not
  // wait for it. Were it to, the hold ends after 60 s and the test fails.
  static std::atomic<bool> release;
  release = false;
  const auto started = Clock::now();
  ASSERT_CUDA(cudaLaunchHostFunc(nullptr, holdStreamUntilReleased, &release));
  int done = 0;
  while (!done && Clock::now() - started < std::chrono::seconds(30))
    ASSERT_EQ(zero_rt_test(request, &done), ZERO_RT_SUCCESS);
  const double seconds =
      std::chrono::duration<double>(Clock::now() - started).count();
  const cudaError_t computeState = cudaStreamQuery(nullptr);
  release = true;
  EXPECT_EQ(done, 1) << "the collective did not complete while the compute "
                        "stream was busy (waited "
                     << seconds << " s)";
  EXPECT_EQ(computeState, cudaErrorNotReady)
      << "the compute stream finished first: nothing was overlapped";
  ASSERT_EQ(zero_rt_wait(request), ZERO_RT_SUCCESS);
  ASSERT_CUDA(cudaStreamSynchronize(nullptr));
  EXPECT_EQ(work.check(), -1);
}

TEST_F(NcclAsync, WaitsForEarlierComputeOnTheComputeStream) {
  const int ranks = this->ranks();
  constexpr size_t kCount = 100003;
  DeviceBuffer send(ZERO_RT_I32, kCount), recv(ZERO_RT_I32, kCount);
  ASSERT_CUDA(send.fillBytes(0));
  ASSERT_CUDA(recv.fillBytes(0));
  // Compute stream: wait 300 ms, then write 0x01010101 into every element.
  static int holdMilliseconds = 300;
  ASSERT_CUDA(cudaLaunchHostFunc(nullptr, holdStream, &holdMilliseconds));
  ASSERT_CUDA(cudaMemsetAsync(send.data(), 1, send.byteSize(), nullptr));
  // Started before the memset has run; must still see its data.
  ASSERT_EQ(zero_rt_all_reduce(send.data(), recv.data(), kCount, ZERO_RT_I32,
                               ZERO_RT_SUM),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  TypedBuffer result(ZERO_RT_I32, kCount), expected(ZERO_RT_I32, kCount);
  for (size_t i = 0; i < kCount; ++i)
    expected.set(i, static_cast<double>(ranks) * 0x01010101);
  ASSERT_CUDA(recv.download(result));
  EXPECT_EQ(result.firstDifference(expected), -1);
}

} // namespace
} // namespace zero_rt::test::nccl
