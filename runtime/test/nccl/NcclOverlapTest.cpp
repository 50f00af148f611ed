//===- NcclOverlapTest.cpp - compiled code's async path on NCCL
//------------===//
//
// Proves, under the nccl backend, for the entry points compiled code calls
// for zero-prefetch's starts and waits (zero_rt_async.h; built where the
// runtime has its memref entry points, i.e. MLIR's headers were found):
//   - a bucket of two tensors in flight gives the gathered device buffers;
//   - the collective runs on the communication stream: it completes while
//     the compute stream is still busy with work enqueued after its start.
// And measures one rank's overlap through the C ABI's async call, which
// those entry points make: the time of compute-stream work alone (a device
// memset kernel, repeated; the suite compiles no kernels of its own), of
// an all_reduce alone, and of both with the collective in flight while the
// compute stream works. Rank 0 prints one line,
//   zero-rt-nccl-tests: overlap: compute C ms, all_reduce A ms, both B ms,
//     hidden H ms (P% of the shorter)
// which bench/gpu-check.sh reports (each time the best of three). The
// figure is a measurement, not a check - whether a memory-bound kernel and
// NCCL's kernels share a GPU well is the GPU's business, and under the
// fake CUDA of nccl-fake.test it means nothing; what the test checks is
// that the collective run beside the compute gives the right sum.
//
//===----------------------------------------------------------------------===//

#include "NcclTestUtil.h"

#if ZERO_RT_TEST_MEMREF
#include "zero_rt/zero_rt_async.h"
#endif

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

namespace zero_rt::test::nccl {
namespace {

using Clock = std::chrono::steady_clock;

/// Holds its stream until `*release` is set (or 60 s).
void CUDART_CB holdUntilReleased(void *release) {
  const auto giveUp = Clock::now() + std::chrono::seconds(60);
  while (!static_cast<std::atomic<bool> *>(release)->load() &&
         Clock::now() < giveUp)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

class NcclOverlap : public NcclTest {};

#if ZERO_RT_TEST_MEMREF
/// A contiguous 1-D memref over device memory.
StridedMemRefType<float, 1> deviceRef(const DeviceBuffer &buffer) {
  auto *data = static_cast<float *>(buffer.data());
  return {data, data, 0, {static_cast<int64_t>(buffer.count())}, {1}};
}

/// An all_gather input and its expected output, `count` f32 per rank.
struct GatherCase {
  GatherCase(int rank, int ranks, size_t count)
      : host(ZERO_RT_F32, count),
        expected(ZERO_RT_F32, static_cast<size_t>(ranks) * count),
        send(ZERO_RT_F32, count),
        recv(ZERO_RT_F32, static_cast<size_t>(ranks) * count) {
    for (size_t i = 0; i < count; ++i)
      host.set(i, exactValue(rank, i, ZERO_RT_F32));
    for (int q = 0; q < ranks; ++q)
      for (size_t i = 0; i < count; ++i)
        expected.set(q * count + i, exactValue(q, i, ZERO_RT_F32));
  }
  cudaError_t prepare() {
    cudaError_t rc = send.upload(host);
    return rc != cudaSuccess ? rc : recv.fillBytes(0);
  }
  long check() {
    TypedBuffer result(ZERO_RT_F32, expected.count());
    if (recv.download(result) != cudaSuccess)
      return 0;
    return result.firstDifference(expected);
  }
  TypedBuffer host, expected;
  DeviceBuffer send, recv;
};

TEST_F(NcclOverlap, AsyncEntryPointsRunOnTheCommunicationStream) {
  GatherCase a(rank(), ranks(), 1 << 20);
  GatherCase b(rank(), ranks(), 12345);
  ASSERT_CUDA(a.prepare());
  ASSERT_CUDA(b.prepare());
  auto aIn = deviceRef(a.send), aOut = deviceRef(a.recv);
  auto bIn = deviceRef(b.send), bOut = deviceRef(b.recv);
  const uint64_t started = zero_rt_async_collectives_started();
  const uint64_t completed = zero_rt_async_collectives_completed();

  zero_rt_async_begin();
  _mlir_ciface_zero_rt_all_gather_start_f32(&aIn, &aOut);
  _mlir_ciface_zero_rt_all_gather_start_f32(&bIn, &bOut);
  const int64_t handle = zero_rt_async_end();
  // Compute enqueued after the start holds the compute stream; the wait
  // must return without it (were the collective behind it, the hold ends
  // after 10 s, when a helper thread lets it go, and the test fails).
  static std::atomic<bool> release;
  release = false;
  ASSERT_CUDA(cudaLaunchHostFunc(nullptr, holdUntilReleased, &release));
  std::thread releaser([] {
    const auto until = Clock::now() + std::chrono::seconds(10);
    while (!release && Clock::now() < until)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    release = true;
  });
  const auto begin = Clock::now();
  _mlir_ciface_zero_rt_async_wait_f32(handle, &aIn, &aOut);
  _mlir_ciface_zero_rt_async_wait_f32(handle, &bIn, &bOut);
  const double waited =
      std::chrono::duration<double>(Clock::now() - begin).count();
  const cudaError_t computeState = cudaStreamQuery(nullptr);
  release = true;
  releaser.join();
  ASSERT_CUDA(cudaStreamSynchronize(nullptr));

  EXPECT_LT(waited, 5.0) << "the wait took " << waited
                         << " s: the collective waited for later compute";
  EXPECT_EQ(computeState, cudaErrorNotReady)
      << "the compute stream finished first: nothing was overlapped";
  EXPECT_EQ(zero_rt_async_collectives_started() - started, 1u);
  EXPECT_EQ(zero_rt_async_collectives_completed() - completed, 1u);
  EXPECT_EQ(a.check(), -1);
  EXPECT_EQ(b.check(), -1);
}
#endif // ZERO_RT_TEST_MEMREF

/// Seconds `work` takes from its first enqueue to the device being idle.
template <typename Work> double timeOnDevice(Work work) {
  if (cudaDeviceSynchronize() != cudaSuccess)
    return -1;
  const auto begin = Clock::now();
  work();
  if (cudaDeviceSynchronize() != cudaSuccess)
    return -1;
  return std::chrono::duration<double>(Clock::now() - begin).count();
}

TEST_F(NcclOverlap, MeasuresComputeUnderAnInFlightCollective) {
  constexpr size_t kCount = 1 << 22; // 16 MiB of f32 per collective.
  constexpr size_t kComputeBytes = 64 << 20;
  DeviceBuffer send(ZERO_RT_F32, kCount), recv(ZERO_RT_F32, kCount);
  DeviceBuffer scratch(ZERO_RT_U8, kComputeBytes);
  TypedBuffer input(ZERO_RT_F32, kCount), expected(ZERO_RT_F32, kCount);
  for (size_t i = 0; i < kCount; ++i) {
    input.set(i, exactValue(rank(), i, ZERO_RT_F32));
    double sum = 0;
    for (int q = 0; q < ranks(); ++q)
      sum += exactValue(q, i, ZERO_RT_F32);
    expected.set(i, sum);
  }
  ASSERT_CUDA(send.upload(input));
  // One async all_reduce, started, then waited for after `between`.
  auto collective = [&](auto between) {
    zero_rt_request request = nullptr;
    if (zero_rt_all_reduce_async(send.data(), recv.data(), kCount, ZERO_RT_F32,
                                 ZERO_RT_SUM, &request) != ZERO_RT_SUCCESS)
      return false;
    between();
    return zero_rt_wait(request) == ZERO_RT_SUCCESS;
  };
  // Warm up: the first collective connects the peers.
  ASSERT_TRUE(collective([] {})) << zero_rt_last_error();
  auto compute = [&](int repeats) {
    for (int r = 0; r < repeats; ++r)
      if (cudaMemsetAsync(scratch.data(), r & 0xff, kComputeBytes, nullptr) !=
          cudaSuccess)
        return;
  };
  // Each figure is the best of three (the machine may be shared).
  auto best = [](auto work) {
    double fastest = -1;
    for (int trial = 0; trial < 3; ++trial) {
      double seconds = timeOnDevice(work);
      if (seconds > 0 && (fastest < 0 || seconds < fastest))
        fastest = seconds;
    }
    return fastest;
  };
  const double comm = best([&] { collective([] {}); });
  // As much compute as the collective takes, so that either could hide the
  // other entirely.
  const double once = best([&] { compute(1); });
  ASSERT_GT(comm, 0);
  ASSERT_GT(once, 0);
  const int repeats =
      std::clamp(static_cast<int>(comm / std::max(once, 1e-6) + 0.5), 1, 200);
  const double alone = best([&] { compute(repeats); });
  ASSERT_CUDA(recv.fillBytes(0));
  const double both = best([&] { collective([&] { compute(repeats); }); });
  ASSERT_GT(alone, 0);
  ASSERT_GT(both, 0);
  // The collective that ran beside the compute gave the sum.
  TypedBuffer result(ZERO_RT_F32, kCount);
  ASSERT_CUDA(recv.download(result));
  EXPECT_EQ(result.firstDifference(expected), -1);
  const double hidden = alone + comm - both;
  if (rank() == 0)
    std::printf("zero-rt-nccl-tests: overlap: compute %.2f ms (%d memsets of "
                "%zu MiB), all_reduce %.2f ms (%zu MiB), both %.2f ms, hidden "
                "%.2f ms (%.0f%% of the shorter)\n",
                alone * 1e3, repeats, kComputeBytes >> 20, comm * 1e3,
                (kCount * 4) >> 20, both * 1e3, hidden * 1e3,
                100.0 * hidden / std::min(alone, comm));
}

} // namespace
} // namespace zero_rt::test::nccl
