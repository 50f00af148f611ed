//===- bench_collectives.cpp - bus bandwidth of the MPI backend -----------===//
//
// For all_gather, reduce_scatter and all_reduce on f32 (sum), at total sizes
// from 1 KiB to 256 MiB, times three variants on the same buffers in the same
// run:
//   raw     the MPI collective called directly (MPI_Allgather,
//           MPI_Reduce_scatter_block, MPI_Allreduce on MPI_COMM_WORLD)
//   native  zero_rt with ZERO_RT_ALGO=native (the same MPI calls behind the
//           runtime's agreement check, watchdog and bookkeeping)
//   ring    zero_rt with the deterministic ring
// and prints bus bandwidth with the nccl-tests definitions: size B is the
// largest buffer (the gathered output, the scattered input, the reduced
// buffer), algbw = B / time, busbw = algbw * (N-1)/N for all_gather and
// reduce_scatter and algbw * 2(N-1)/N for all_reduce. Beside them: memcpy
// bandwidth of B bytes on one core, the machine's limit for moving the data.
//
// Each timed sample is the slowest rank's time; each variant runs in three
// blocks, in rotating order (see the loop for why); the table shows the
// median time as bandwidth, and ratio = variant busbw / raw busbw.
//
//   mpirun -np 2 zero-rt-bench [--max-bytes N] [--min-bytes N]
//
//===----------------------------------------------------------------------===//

#include "../BenchUtil.h"
#include "zero_rt/zero_rt.h"

#include <algorithm>
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

enum Variant { kRaw, kNative, kRing, kVariants };

void require(int status, const char *what) {
  if (status != ZERO_RT_SUCCESS) {
    std::fprintf(stderr, "zero-rt-bench: %s: %s\n", what, zero_rt_last_error());
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
}

/// Buffers for one collective of `totalBytes` (the nccl-tests size).
struct Buffers {
  Buffers(Kind collective, size_t totalBytes, int worldSize)
      : kind(collective), ranks(worldSize) {
    size_t totalCount = totalBytes / sizeof(float);
    totalCount -= totalCount % static_cast<size_t>(ranks);
    shardCount = totalCount / static_cast<size_t>(ranks);
    size_t sendCount = kind == Kind::AllGather ? shardCount : totalCount;
    size_t recvCount = kind == Kind::ReduceScatter ? shardCount : totalCount;
    send.assign(sendCount, 1.0f);
    recv.assign(recvCount, 0.0f);
  }

  void run(Variant variant) {
    const int count = static_cast<int>(shardCount);
    const size_t total = shardCount * static_cast<size_t>(ranks);
    if (variant == kRaw) {
      switch (kind) {
      case Kind::AllGather:
        MPI_Allgather(send.data(), count, MPI_FLOAT, recv.data(), count,
                      MPI_FLOAT, MPI_COMM_WORLD);
        return;
      case Kind::ReduceScatter:
        MPI_Reduce_scatter_block(send.data(), recv.data(), count, MPI_FLOAT,
                                 MPI_SUM, MPI_COMM_WORLD);
        return;
      case Kind::AllReduce:
        MPI_Allreduce(send.data(), recv.data(), static_cast<int>(total),
                      MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
        return;
      }
    }
    require(zero_rt_set_algorithm(variant == kNative ? ZERO_RT_ALGO_NATIVE
                                                     : ZERO_RT_ALGO_RING),
            "set_algorithm");
    switch (kind) {
    case Kind::AllGather:
      require(
          zero_rt_all_gather(send.data(), recv.data(), shardCount, ZERO_RT_F32),
          "all_gather");
      return;
    case Kind::ReduceScatter:
      require(zero_rt_reduce_scatter(send.data(), recv.data(), shardCount,
                                     ZERO_RT_F32, ZERO_RT_SUM),
              "reduce_scatter");
      return;
    case Kind::AllReduce:
      require(zero_rt_all_reduce(send.data(), recv.data(), total, ZERO_RT_F32,
                                 ZERO_RT_SUM),
              "all_reduce");
      return;
    }
  }

  Kind kind;
  int ranks;
  size_t shardCount = 0;
  std::vector<float> send, recv;
};

/// Seconds of one memcpy of `bytes` (median of a few, warm buffers).
double memcpySeconds(size_t bytes, int samples) {
  std::vector<char> from(bytes, 1), to(bytes, 0);
  std::vector<double> times;
  for (int i = 0; i < samples + 1; ++i) {
    double start = MPI_Wtime();
    std::memcpy(to.data(), from.data(), bytes);
    double elapsed = MPI_Wtime() - start;
    if (i > 0) // The first copy faults the pages in.
      times.push_back(elapsed);
  }
  // Keep the copy observable.
  volatile char sink = to[bytes / 2];
  (void)sink;
  return median(times);
}

} // namespace

int main(int argc, char **argv) {
  size_t minBytes = 1024, maxBytes = size_t(256) << 20;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--max-bytes") == 0)
      maxBytes = std::strtoull(argv[i + 1], nullptr, 0);
    else if (std::strcmp(argv[i], "--min-bytes") == 0)
      minBytes = std::strtoull(argv[i + 1], nullptr, 0);
  }
  require(zero_rt_init(), "init");
  const int rank = zero_rt_rank();
  const int ranks = zero_rt_size();
  const double n = ranks;

  if (rank == 0) {
    std::printf("zero_rt MPI backend, %d ranks, f32 sum. busbw in GB/s "
                "(nccl-tests definitions, GB = 1e9 B), median of samples; "
                "ratio = busbw / raw MPI busbw; memcpy = one core copying B "
                "bytes\n\n",
                ranks);
    std::printf("%-15s %9s %9s %9s %9s %9s %7s %9s %7s\n", "collective",
                "size B", "memcpy", "raw MPI", "native", "ring", "", "", "");
    std::printf("%-15s %9s %9s %9s %9s %7s %9s %7s\n", "", "", "GB/s", "busbw",
                "busbw", "ratio", "busbw", "ratio");
  }

  for (Kind kind : {Kind::AllGather, Kind::ReduceScatter, Kind::AllReduce}) {
    const double busFactor =
        kind == Kind::AllReduce ? 2 * (n - 1) / n : (n - 1) / n;
    for (size_t bytes = minBytes; bytes <= maxBytes; bytes *= 4) {
      Buffers buffers(kind, bytes, ranks);
      const size_t sizeBytes = buffers.shardCount * ranks * sizeof(float);
      // About 0.3 s of traffic per variant at a few GB/s, 5..200 samples.
      int samples = static_cast<int>(std::clamp<size_t>(
          (size_t(256) << 20) / std::max<size_t>(bytes, 1), 5, 200));
      // Blocks of one variant at a time, in rotating order over three
      // passes: interleaving single calls lets one variant's traffic
      // pattern disturb the next call (seen here with OpenMPI's shared
      // memory transport), while rotating the blocks spreads drift in the
      // machine's load over all variants alike.
      std::vector<double> times[kVariants];
      constexpr int kPasses = 3;
      const int perBlock = std::max(2, samples / kPasses);
      for (int pass = 0; pass < kPasses; ++pass) {
        for (int slot = 0; slot < kVariants; ++slot) {
          auto variant = static_cast<Variant>((slot + pass) % kVariants);
          buffers.run(variant); // Warm up: pages, caches, pools.
          for (int sample = 0; sample < perBlock; ++sample) {
            MPI_Barrier(MPI_COMM_WORLD);
            double start = MPI_Wtime();
            buffers.run(variant);
            double elapsed = MPI_Wtime() - start, slowest = 0;
            MPI_Allreduce(&elapsed, &slowest, 1, MPI_DOUBLE, MPI_MAX,
                          MPI_COMM_WORLD);
            times[variant].push_back(slowest);
          }
        }
      }
      double copy = memcpySeconds(sizeBytes, std::min(samples, 20));
      if (rank != 0)
        continue;
      double busbw[kVariants];
      for (int v = 0; v < kVariants; ++v)
        busbw[v] = sizeBytes / median(times[v]) / 1e9 * busFactor;
      std::printf("%-15s %9s %9.2f %9.2f %9.2f %7.3f %9.2f %7.3f\n",
                  kindName(kind), formatBytes(sizeBytes).c_str(),
                  sizeBytes / copy / 1e9, busbw[kRaw], busbw[kNative],
                  busbw[kNative] / busbw[kRaw], busbw[kRing],
                  busbw[kRing] / busbw[kRaw]);
      std::fflush(stdout);
    }
  }
  zero_rt_finalize();
  return 0;
}
