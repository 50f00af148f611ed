//===- NcclApiTest.cpp - allocation, counters, devices, misuse ------------===//
//
// Proves, under the nccl backend:
//   - zero_rt_alloc returns device memory (cudaMalloc, never managed) of
//     this rank's device, even when the program made another device
//     current; bytes allocated and the peak follow alloc/free;
//     freeing an unknown pointer is an error;
//   - the rank's device is ZERO_RT_DEVICE if set, else the local rank modulo
//     the device count, and it is current on the calling thread;
//   - rank and size agree with MPI;
//   - a host buffer, or one that runs past its allocation, is refused with a
//     status and message before anything moves, and does not desynchronize
//     the ranks (the next collective works);
//   - zero_rt_reset_counters clears bytes sent;
//   - the memref entry points of compiled code take contiguous device
//     memrefs (strided ones end the job: see --fault=memref-strided), also
//     as a bucket, which gathers mixed dtypes and sends the sum of their
//     bytes (one NCCL group: nccl-fake.test counts the groups and compares
//     with the single-tensor entry points through --fault=memref-bucket).
//
//===----------------------------------------------------------------------===//

#include "NcclTestUtil.h"

#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include <mpi.h>

#if __has_include("mlir/ExecutionEngine/CRunnerUtils.h")
#include "zero_rt/zero_rt_memref.h"
#define ZERO_RT_HAVE_MEMREF 1
#endif

namespace zero_rt::test::nccl {
namespace {

TEST_F(NcclTest, AllocReturnsDeviceMemoryAndCounts) {
  const uint64_t base = zero_rt_bytes_allocated();
  zero_rt_reset_counters();
  void *a = zero_rt_alloc(1 << 20);
  void *b = zero_rt_alloc(3000);
  ASSERT_NE(a, nullptr) << zero_rt_last_error();
  ASSERT_NE(b, nullptr) << zero_rt_last_error();
  int device = -1;
  ASSERT_CUDA(cudaGetDevice(&device));
  for (void *ptr : {a, b}) {
    cudaPointerAttributes attributes;
    ASSERT_CUDA(cudaPointerGetAttributes(&attributes, ptr));
    EXPECT_EQ(attributes.type, cudaMemoryTypeDevice)
        << "zero_rt_alloc must return cudaMalloc memory (not managed/host)";
    EXPECT_EQ(attributes.device, device);
  }
  EXPECT_EQ(zero_rt_bytes_allocated(), base + (1 << 20) + 3000);
  EXPECT_EQ(zero_rt_free(a), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_bytes_allocated(), base + 3000);
  EXPECT_EQ(zero_rt_peak_bytes_allocated(), base + (1 << 20) + 3000);
  EXPECT_EQ(zero_rt_free(b), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_bytes_allocated(), base);
  EXPECT_EQ(zero_rt_alloc(0), nullptr);

  // With another device current, zero_rt_alloc still allocates on the
  // rank's device, and leaves the other one current.
  int devices = 0;
  ASSERT_CUDA(cudaGetDeviceCount(&devices));
  if (devices > 1) {
    const int other = (device + 1) % devices;
    ASSERT_CUDA(cudaSetDevice(other));
    void *c = zero_rt_alloc(4096);
    int current = -1;
    ASSERT_CUDA(cudaGetDevice(&current));
    ASSERT_CUDA(cudaSetDevice(device));
    ASSERT_NE(c, nullptr) << zero_rt_last_error();
    cudaPointerAttributes attributes;
    ASSERT_CUDA(cudaPointerGetAttributes(&attributes, c));
    EXPECT_EQ(attributes.device, device);
    EXPECT_EQ(current, other);
    EXPECT_EQ(zero_rt_free(c), ZERO_RT_SUCCESS);
  }

  int onStack = 0;
  EXPECT_EQ(zero_rt_free(&onStack), ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(zero_rt_last_error()).find("not allocated"),
            std::string::npos)
      << zero_rt_last_error();
}

TEST_F(NcclTest, HostTierIsPinnedHostMemoryCountedApart) {
  const uint64_t device = zero_rt_bytes_allocated();
  void *host = zero_rt_alloc_host(4096);
  ASSERT_NE(host, nullptr) << zero_rt_last_error();
  cudaPointerAttributes attributes;
  ASSERT_CUDA(cudaPointerGetAttributes(&attributes, host));
  EXPECT_NE(attributes.type, cudaMemoryTypeDevice)
      << "zero_rt_alloc_host must return host memory (cudaMallocHost)";
  EXPECT_EQ(zero_rt_host_bytes_allocated(), 4096u);
  EXPECT_EQ(zero_rt_bytes_allocated(), device);
  EXPECT_EQ(zero_rt_free(host), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_host_bytes_allocated(), 0u);
}

// The offload path on a GPU: a buffer goes device -> pinned host -> NVMe ->
// pinned host -> device through the tiers (the copy stream, then the NVMe
// file), comes back bit for bit, and every hop is counted. The device
// buffer is written by the compute stream just before the copy, so the copy
// stream must be ordered after it.
TEST_F(NcclTest, TransfersThroughHostAndNvmeTiers) {
  const size_t count = 1 << 16, bytes = count * sizeof(float);
  std::vector<float> values(count), back(count, 0.0f);
  for (size_t i = 0; i < count; ++i)
    values[i] = static_cast<float>(i) * 0.5f - 7.0f;
  void *device = zero_rt_alloc(bytes);
  void *host = zero_rt_alloc_host(bytes);
  ASSERT_TRUE(device && host) << zero_rt_last_error();
  ASSERT_CUDA(cudaMemcpy(device, values.data(), bytes, cudaMemcpyHostToDevice));
  zero_rt_reset_counters();
  ASSERT_EQ(zero_rt_transfer(host, device, bytes, ZERO_RT_TIER_DEVICE,
                             ZERO_RT_TIER_HOST),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  // The host may read it as soon as the call returns.
  EXPECT_EQ(std::memcmp(host, values.data(), bytes), 0);

  char pattern[] = "/tmp/zero-rt-nccl-nvme-XXXXXX";
  ASSERT_NE(mkdtemp(pattern), nullptr);
  ASSERT_EQ(setenv("ZERO_RT_NVME_DIR", pattern, 1), 0);
  void *nvme = zero_rt_alloc_nvme(bytes);
  ASSERT_NE(nvme, nullptr) << zero_rt_last_error();
  ASSERT_EQ(
      zero_rt_transfer(nvme, host, bytes, ZERO_RT_TIER_HOST, ZERO_RT_TIER_NVME),
      ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  std::memset(host, 0, bytes);
  ASSERT_EQ(
      zero_rt_transfer(host, nvme, bytes, ZERO_RT_TIER_NVME, ZERO_RT_TIER_HOST),
      ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  ASSERT_CUDA(cudaMemset(device, 0, bytes));
  ASSERT_EQ(zero_rt_transfer(device, host, bytes, ZERO_RT_TIER_HOST,
                             ZERO_RT_TIER_DEVICE),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  ASSERT_CUDA(cudaMemcpy(back.data(), device, bytes, cudaMemcpyDeviceToHost));
  EXPECT_EQ(back, values);
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_DEVICE, ZERO_RT_TIER_HOST),
            bytes);
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_HOST, ZERO_RT_TIER_NVME),
            bytes);
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_NVME, ZERO_RT_TIER_HOST),
            bytes);
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_HOST, ZERO_RT_TIER_DEVICE),
            bytes);

  // Wrong kinds of buffers are refused, nothing counted: host memory as the
  // device side, device memory as the host side, tiers that are not
  // neighbours.
  std::vector<char> plain(bytes);
  EXPECT_EQ(zero_rt_transfer(host, plain.data(), bytes, ZERO_RT_TIER_DEVICE,
                             ZERO_RT_TIER_HOST),
            ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(zero_rt_last_error()).find("the device side"),
            std::string::npos)
      << zero_rt_last_error();
  EXPECT_EQ(zero_rt_transfer(device, device, bytes, ZERO_RT_TIER_HOST,
                             ZERO_RT_TIER_DEVICE),
            ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(zero_rt_last_error()).find("host side"),
            std::string::npos)
      << zero_rt_last_error();
  EXPECT_EQ(zero_rt_transfer(nvme, device, bytes, ZERO_RT_TIER_DEVICE,
                             ZERO_RT_TIER_NVME),
            ZERO_RT_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(zero_rt_bytes_transferred(ZERO_RT_TIER_DEVICE, ZERO_RT_TIER_HOST),
            bytes);
  EXPECT_EQ(zero_rt_free(nvme), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_free(host), ZERO_RT_SUCCESS);
  EXPECT_EQ(zero_rt_free(device), ZERO_RT_SUCCESS);
  std::system((std::string("rm -rf ") + pattern).c_str());
}

TEST_F(NcclTest, DeviceFollowsLocalRank) {
  int devices = 0, current = -1;
  ASSERT_CUDA(cudaGetDeviceCount(&devices));
  ASSERT_CUDA(cudaGetDevice(&current));
  if (const char *requested = std::getenv("ZERO_RT_DEVICE")) {
    EXPECT_EQ(current, std::atoi(requested));
    return;
  }
  // The launcher's variables, in the order the backend reads them.
  const char *local = nullptr;
  for (const char *name : {"OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID",
                           "MV2_COMM_WORLD_LOCAL_RANK", "SLURM_LOCALID"})
    if (!local)
      local = std::getenv(name);
  if (!local)
    GTEST_SKIP() << "launched without a local-rank variable (mpirun or srun)";
  EXPECT_EQ(current, std::atoi(local) % devices);
}

TEST_F(NcclTest, RankAndSizeAgreeWithMpi) {
  int rank = -1, size = -1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  EXPECT_EQ(zero_rt_rank(), rank);
  EXPECT_EQ(zero_rt_size(), size);
}

TEST_F(NcclTest, HostOrOverrunningBuffersAreRefused) {
  const size_t n = static_cast<size_t>(ranks());
  std::vector<float> host(64);
  DeviceBuffer send(ZERO_RT_F32, 64), recv(ZERO_RT_F32, n * 64);
  const uint64_t before = zero_rt_bytes_sent();

  EXPECT_EQ(zero_rt_all_reduce(host.data(), recv.data(), 64, ZERO_RT_F32,
                               ZERO_RT_SUM),
            ZERO_RT_ERR_UNSUPPORTED);
  EXPECT_NE(std::string(zero_rt_last_error()).find("host memory"),
            std::string::npos)
      << zero_rt_last_error();

  // The gathered output needs N * 64 elements; one element in, it runs 4
  // bytes past the end of its allocation.
  EXPECT_EQ(zero_rt_all_gather(send.data(), recv.at(1), 64, ZERO_RT_F32),
            ZERO_RT_ERR_UNSUPPORTED);
  EXPECT_NE(std::string(zero_rt_last_error()).find("4 bytes past the end"),
            std::string::npos)
      << zero_rt_last_error();

  // Nothing moved, and the ranks still agree on the numbering.
  EXPECT_EQ(zero_rt_bytes_sent(), before);
  EXPECT_EQ(zero_rt_all_gather(send.data(), recv.data(), 64, ZERO_RT_F32),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
}

TEST_F(NcclTest, ResetCountersClearsBytesSent) {
  DeviceBuffer buffer(ZERO_RT_F32, 1000);
  ASSERT_EQ(zero_rt_all_reduce(buffer.data(), buffer.data(), 1000, ZERO_RT_F32,
                               ZERO_RT_SUM),
            ZERO_RT_SUCCESS)
      << zero_rt_last_error();
  zero_rt_reset_counters();
  EXPECT_EQ(zero_rt_bytes_sent(), 0u);
  EXPECT_EQ(zero_rt_peak_bytes_allocated(), zero_rt_bytes_allocated());
}

#ifdef ZERO_RT_HAVE_MEMREF
TEST_F(NcclTest, MemRefEntryPointsTakeContiguousDeviceMemrefs) {
  const int ranks = this->ranks(), rank = this->rank();
  constexpr int64_t kCount = 1001;
  TypedBuffer host(ZERO_RT_F32, kCount), expected(ZERO_RT_F32, kCount),
      result(ZERO_RT_F32, kCount);
  for (int64_t i = 0; i < kCount; ++i) {
    host.set(i, exactValue(rank, i, ZERO_RT_F32));
    double sum = 0;
    for (int q = 0; q < ranks; ++q)
      sum += exactValue(q, i, ZERO_RT_F32);
    expected.set(i, sum);
  }
  DeviceBuffer in(ZERO_RT_F32, kCount), out(ZERO_RT_F32, kCount);
  ASSERT_CUDA(in.upload(host));
  auto view = [](const DeviceBuffer &buffer) {
    StridedMemRefType<float, 1> memref;
    memref.basePtr = memref.data = static_cast<float *>(buffer.data());
    memref.offset = 0;
    memref.sizes[0] = static_cast<int64_t>(buffer.count());
    memref.strides[0] = 1;
    return memref;
  };
  StridedMemRefType<float, 1> inRef = view(in), outRef = view(out);
  _mlir_ciface_zero_rt_all_reduce_f32(&inRef, &outRef, ZERO_RT_SUM);
  ASSERT_CUDA(out.download(result));
  EXPECT_EQ(result.firstDifference(expected), -1);
}

TEST_F(NcclTest, MemRefBucketGathersDeviceMemrefs) {
  // An all_gather bucket of an f32 and a bf16 tensor of device memory.
  const int ranks = this->ranks(), rank = this->rank();
  constexpr int64_t kCount = 513;
  const zero_rt_dtype dtypes[] = {ZERO_RT_F32, ZERO_RT_BF16};
  std::vector<std::unique_ptr<DeviceBuffer>> in, out;
  for (zero_rt_dtype dtype : dtypes) {
    TypedBuffer host(dtype, kCount);
    for (int64_t i = 0; i < kCount; ++i)
      host.set(i, exactValue(rank, i, dtype));
    in.push_back(std::make_unique<DeviceBuffer>(dtype, kCount));
    out.push_back(std::make_unique<DeviceBuffer>(dtype, ranks * kCount));
    ASSERT_CUDA(in.back()->upload(host));
  }
  auto view = [](const DeviceBuffer &buffer, auto element) {
    StridedMemRefType<decltype(element), 1> memref;
    memref.basePtr = memref.data =
        static_cast<decltype(element) *>(buffer.data());
    memref.offset = 0;
    memref.sizes[0] = static_cast<int64_t>(buffer.count());
    memref.strides[0] = 1;
    return memref;
  };
  auto in0 = view(*in[0], float{}), out0 = view(*out[0], float{});
  auto in1 = view(*in[1], uint16_t{}), out1 = view(*out[1], uint16_t{});
  const uint64_t before = zero_rt_bytes_sent();
  zero_rt_bucket_begin();
  _mlir_ciface_zero_rt_bucket_all_gather_f32(&in0, &out0);
  _mlir_ciface_zero_rt_bucket_all_gather_bf16(&in1, &out1);
  zero_rt_bucket_end();
  _mlir_ciface_zero_rt_bucket_wait_f32(&in0, &out0);
  _mlir_ciface_zero_rt_bucket_wait_bf16(&in1, &out1);
  EXPECT_EQ(zero_rt_bytes_sent() - before,
            static_cast<uint64_t>(ranks - 1) * kCount * (4 + 2));
  for (int t = 0; t < 2; ++t) {
    TypedBuffer result(dtypes[t], ranks * kCount),
        expected(dtypes[t], ranks * kCount);
    for (int q = 0; q < ranks; ++q)
      for (int64_t i = 0; i < kCount; ++i)
        expected.set(q * kCount + i, exactValue(q, i, dtypes[t]));
    ASSERT_CUDA(out[t]->download(result));
    EXPECT_EQ(result.firstDifference(expected), -1) << "tensor " << t;
  }
}
#endif

} // namespace
} // namespace zero_rt::test::nccl
