//===- bench_nccl.cpp - the NCCL backend against raw NCCL calls -----------===//
//
// For all_gather, reduce_scatter and all_reduce (sum) at total sizes from
// 1 KiB to 1 GiB (steps of 4x), times two variants on the same device
// buffers in the same run:
//   raw   ncclAllGather / ncclReduceScatter / ncclAllReduce on a
//         communicator of the benchmark's own (same device, same buffers),
//         on a stream of its own, followed by cudaStreamSynchronize
//   zero  the runtime's zero_rt_* call (ZERO_RT_BACKEND=nccl): argument
//         checks, agreement header over MPI, compute-stream event,
//         ncclGroupStart/End, completion event, polling
// in two modes:
//   blocking   one call, then wait for it: raw syncs the stream, zero is the
//              blocking zero_rt_* call. Time per call = latency.
//   pipelined  K calls back to back, then one wait: raw enqueues K and syncs
//              once, zero starts K _async calls and waits for them all. The
//              difference is the host cost per call without the GPU's
//              latency in it.
// Reported per size: microseconds per call, overhead = zero - raw,
// ratio = raw / zero (= zero busbw / raw busbw), and bus bandwidth by the
// nccl-tests definitions: size B is the largest buffer (the gathered
// output, the scattered input, the reduced buffer), algbw = B / time,
// busbw = algbw * (N-1)/N for all_gather and reduce_scatter and
// algbw * 2(N-1)/N for all_reduce. With N = 1 every collective is still a
// valid NCCL call (a device-local copy), busbw is 0 by definition, and the
// table shows algbw instead.
//
// Each variant runs in blocks of K calls, alternating which goes first,
// over five passes; a block's time is the slowest rank's; the table shows
// the median block. The last line is one summary the GPU check parses:
//   zero-rt-nccl-bench: ... max overhead X us (target <= 5) ... min ratio Y
//   (target >= 0.98) ...: PASS|MISS
// The overhead target is judged below 1 MiB (where a call is latency) and
// the ratio target at 1 MiB and above (where it is bandwidth).
//
//   mpirun -np <GPUs> zero-rt-nccl-bench [--min-bytes N] [--max-bytes N]
//                                        [--dtype f32|bf16]
//
//===----------------------------------------------------------------------===//

#include "../BenchUtil.h"
#include "zero_rt/zero_rt.h"

#include <cuda_runtime.h>
#include <nccl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <mpi.h>

namespace {

using zero_bench::formatBytes;
using zero_bench::Kind;
using zero_bench::kindName;
using zero_bench::median;

enum Variant { kRaw, kZero, kVariants };

[[noreturn]] void die(const std::string &message) {
  std::fprintf(stderr, "zero-rt-nccl-bench: %s\n", message.c_str());
  MPI_Abort(MPI_COMM_WORLD, 1);
  std::exit(1);
}

void requireZero(int status, const char *what) {
  if (status != ZERO_RT_SUCCESS)
    die(std::string(what) + ": " + zero_rt_last_error());
}

void requireCuda(cudaError_t rc, const char *what) {
  if (rc != cudaSuccess)
    die(std::string(what) + " returned " + cudaGetErrorString(rc));
}

void requireNccl(ncclResult_t rc, const char *what) {
  if (rc != ncclSuccess)
    die(std::string(what) + " returned " + ncclGetErrorString(rc));
}

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// One collective of one size on the shared buffers, in both variants.
struct Collective {
  Kind kind;
  size_t shardCount; // Elements per rank (all_gather, reduce_scatter).
  size_t totalCount; // shardCount * N.
  zero_rt_dtype dtype;
  ncclDataType_t ncclType;
  void *send;
  void *recv;
  ncclComm_t comm;
  cudaStream_t stream;

  void enqueueRaw() const {
    switch (kind) {
    case Kind::AllGather:
      requireNccl(ncclAllGather(send, recv, shardCount, ncclType, comm, stream),
                  "ncclAllGather");
      return;
    case Kind::ReduceScatter:
      requireNccl(ncclReduceScatter(send, recv, shardCount, ncclType, ncclSum,
                                    comm, stream),
                  "ncclReduceScatter");
      return;
    case Kind::AllReduce:
      requireNccl(ncclAllReduce(send, recv, totalCount, ncclType, ncclSum, comm,
                                stream),
                  "ncclAllReduce");
      return;
    }
  }

  /// A zero_rt call; blocking when `request` is null.
  void callZero(zero_rt_request *request) const {
    switch (kind) {
    case Kind::AllGather:
      requireZero(request ? zero_rt_all_gather_async(send, recv, shardCount,
                                                     dtype, request)
                          : zero_rt_all_gather(send, recv, shardCount, dtype),
                  "zero_rt_all_gather");
      return;
    case Kind::ReduceScatter:
      requireZero(request
                      ? zero_rt_reduce_scatter_async(
                            send, recv, shardCount, dtype, ZERO_RT_SUM, request)
                      : zero_rt_reduce_scatter(send, recv, shardCount, dtype,
                                               ZERO_RT_SUM),
                  "zero_rt_reduce_scatter");
      return;
    case Kind::AllReduce:
      requireZero(
          request
              ? zero_rt_all_reduce_async(send, recv, totalCount, dtype,
                                         ZERO_RT_SUM, request)
              : zero_rt_all_reduce(send, recv, totalCount, dtype, ZERO_RT_SUM),
          "zero_rt_all_reduce");
      return;
    }
  }

  /// `calls` calls of `variant`; pipelined: all started, then one wait.
  void run(Variant variant, bool pipelined, int calls,
           std::vector<zero_rt_request> &requests) const {
    if (variant == kRaw) {
      for (int i = 0; i < calls; ++i) {
        enqueueRaw();
        if (!pipelined)
          requireCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
      }
      if (pipelined)
        requireCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
      return;
    }
    if (!pipelined) {
      for (int i = 0; i < calls; ++i)
        callZero(nullptr);
      return;
    }
    requests.assign(static_cast<size_t>(calls), nullptr);
    for (int i = 0; i < calls; ++i)
      callZero(&requests[static_cast<size_t>(i)]);
    for (zero_rt_request request : requests)
      requireZero(zero_rt_wait(request), "zero_rt_wait");
  }
};

} // namespace

int main(int argc, char **argv) {
  size_t minBytes = 1024, maxBytes = size_t(1) << 30;
  zero_rt_dtype dtype = ZERO_RT_F32;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--max-bytes") == 0)
      maxBytes = std::strtoull(argv[i + 1], nullptr, 0);
    else if (std::strcmp(argv[i], "--min-bytes") == 0)
      minBytes = std::strtoull(argv[i + 1], nullptr, 0);
    else if (std::strcmp(argv[i], "--dtype") == 0)
      dtype =
          std::strcmp(argv[i + 1], "bf16") == 0 ? ZERO_RT_BF16 : ZERO_RT_F32;
  }
  const ncclDataType_t ncclType =
      dtype == ZERO_RT_BF16 ? ncclBfloat16 : ncclFloat32;
  const size_t elementBytes = zero_rt_dtype_size(dtype);

  zero_rt_config config;
  requireZero(zero_rt_config_from_env(&config), "zero_rt_config_from_env");
  config.backend = ZERO_RT_BACKEND_NCCL;
  requireZero(zero_rt_init_with_config(&config), "zero_rt_init");
  const int rank = zero_rt_rank();
  const int ranks = zero_rt_size();
  const double n = ranks;
  int device = -1;
  requireCuda(cudaGetDevice(&device), "cudaGetDevice");

  // The raw variant's own communicator and stream, on the runtime's device.
  ncclUniqueId id;
  std::memset(&id, 0, sizeof(id));
  if (rank == 0)
    requireNccl(ncclGetUniqueId(&id), "ncclGetUniqueId");
  MPI_Bcast(&id, sizeof(id), MPI_BYTE, 0, MPI_COMM_WORLD);
  ncclComm_t comm = nullptr;
  requireNccl(ncclCommInitRank(&comm, ranks, id, rank), "ncclCommInitRank");
  cudaStream_t stream = nullptr;
  requireCuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
              "cudaStreamCreateWithFlags");

  void *send = zero_rt_alloc(maxBytes);
  void *recv = zero_rt_alloc(maxBytes);
  if (!send || !recv)
    die(std::string("zero_rt_alloc: ") + zero_rt_last_error());
  requireCuda(cudaMemset(send, 0, maxBytes), "cudaMemset");
  requireCuda(cudaMemset(recv, 0, maxBytes), "cudaMemset");

  if (rank == 0) {
    cudaDeviceProp properties;
    requireCuda(cudaGetDeviceProperties(&properties, device),
                "cudaGetDeviceProperties");
    std::printf("zero_rt NCCL backend vs raw NCCL, %d rank(s) (%s), %s sum; "
                "us per call (median of 5 blocks, slowest rank); ratio = raw "
                "/ zero; %s in GB/s (nccl-tests definitions, GB = 1e9 B)%s\n\n",
                ranks, properties.name, zero_rt_dtype_name(dtype),
                ranks > 1 ? "busbw" : "algbw",
                ranks > 1 ? ""
                          : "; N = 1: each collective is a device-local copy "
                            "through NCCL (valid), busbw = 0 by definition");
    std::printf("%-15s %8s | %9s %9s %8s %6s | %9s %9s %8s | %8s %8s\n", "", "",
                "blocking", "", "", "", "pipelined", "", "", "", "");
    std::printf("%-15s %8s | %9s %9s %8s %6s | %9s %9s %8s | %8s %8s\n",
                "collective", "size", "raw us", "zero us", "overhd", "ratio",
                "raw us", "zero us", "overhd",
                ranks > 1 ? "bus raw" : "alg raw",
                ranks > 1 ? "bus zero" : "alg zero");
  }

  double maxSmallOverhead = 0, minLargeRatio = 1e9;
  std::vector<zero_rt_request> requests;
  for (Kind kind : {Kind::AllGather, Kind::ReduceScatter, Kind::AllReduce}) {
    const double busFactor = ranks == 1                ? 1
                             : kind == Kind::AllReduce ? 2 * (n - 1) / n
                                                       : (n - 1) / n;
    for (size_t bytes = minBytes; bytes <= maxBytes; bytes *= 4) {
      Collective collective{kind, 0,    0,    dtype, ncclType,
                            send, recv, comm, stream};
      collective.shardCount = bytes / elementBytes / static_cast<size_t>(ranks);
      collective.totalCount =
          collective.shardCount * static_cast<size_t>(ranks);
      const size_t sizeBytes = collective.totalCount * elementBytes;
      if (sizeBytes == 0)
        continue;

      // Warm up both (connections, pools), then size the blocks to about
      // 20 ms of raw calls.
      collective.run(kRaw, false, 2, requests);
      collective.run(kZero, false, 2, requests);
      MPI_Barrier(MPI_COMM_WORLD);
      double start = now();
      collective.run(kRaw, false, 3, requests);
      double estimate = (now() - start) / 3, slowest = 0;
      MPI_Allreduce(&estimate, &slowest, 1, MPI_DOUBLE, MPI_MAX,
                    MPI_COMM_WORLD);
      const int calls = static_cast<int>(
          std::clamp(0.02 / std::max(slowest, 1e-7), 3.0, 2000.0));

      double perCall[2][kVariants]; // [pipelined][variant]
      for (int pipelined = 0; pipelined < 2; ++pipelined) {
        std::vector<double> blocks[kVariants];
        constexpr int kPasses = 5;
        for (int pass = 0; pass < kPasses; ++pass) {
          for (int slot = 0; slot < kVariants; ++slot) {
            auto variant = static_cast<Variant>((slot + pass) % kVariants);
            MPI_Barrier(MPI_COMM_WORLD);
            double blockStart = now();
            collective.run(variant, pipelined, calls, requests);
            double elapsed = now() - blockStart, slowestBlock = 0;
            MPI_Allreduce(&elapsed, &slowestBlock, 1, MPI_DOUBLE, MPI_MAX,
                          MPI_COMM_WORLD);
            blocks[variant].push_back(slowestBlock);
          }
        }
        for (int v = 0; v < kVariants; ++v)
          perCall[pipelined][v] = median(blocks[v]) / calls;
      }
      if (rank != 0)
        continue;
      const double raw = perCall[0][kRaw] * 1e6, zero = perCall[0][kZero] * 1e6;
      const double rawPipe = perCall[1][kRaw] * 1e6,
                   zeroPipe = perCall[1][kZero] * 1e6;
      const double ratio = raw / zero;
      if (sizeBytes < (size_t(1) << 20))
        maxSmallOverhead = std::max(maxSmallOverhead, zero - raw);
      else
        minLargeRatio = std::min(minLargeRatio, ratio);
      std::printf(
          "%-15s %8s | %9.2f %9.2f %8.2f %6.3f | %9.2f %9.2f %8.2f | %8.2f "
          "%8.2f\n",
          kindName(kind), formatBytes(sizeBytes).c_str(), raw, zero, zero - raw,
          ratio, rawPipe, zeroPipe, zeroPipe - rawPipe,
          sizeBytes / perCall[0][kRaw] / 1e9 * busFactor,
          sizeBytes / perCall[0][kZero] / 1e9 * busFactor);
      std::fflush(stdout);
    }
  }

  if (rank == 0) {
    const bool overheadOk = maxSmallOverhead <= 5.0;
    const bool ratioOk = minLargeRatio >= 0.98 || minLargeRatio == 1e9;
    std::printf("\nzero-rt-nccl-bench: N=%d GPU(s), %s: max overhead %.2f us "
                "per blocking call below 1 MiB (target <= 5), min ratio ",
                ranks, zero_rt_dtype_name(dtype), maxSmallOverhead);
    if (minLargeRatio == 1e9)
      std::printf("n/a (no size >= 1 MiB)");
    else
      std::printf("%.3f", minLargeRatio);
    std::printf(" at >= 1 MiB (target >= 0.98): %s\n",
                overheadOk && ratioOk ? "PASS" : "MISS");
  }

  requireZero(zero_rt_free(send), "zero_rt_free");
  requireZero(zero_rt_free(recv), "zero_rt_free");
  requireCuda(cudaStreamDestroy(stream), "cudaStreamDestroy");
  requireNccl(ncclCommDestroy(comm), "ncclCommDestroy");
  zero_rt_finalize();
  return 0;
}
