//===- checksum_bench.cpp - zero-sum64's two implementations --------------===//
//
// zero-checksum-bench [--rounds R]: the rate of the checkpoint checksum
// (zero/Checkpoint/Checksum.h), portable against AVX-512, for 2-, 4- and
// 8-byte elements, on a 256 KiB piece (in the cache, as checkpoint reads and
// writes checksum it) and on a 96 MB buffer (from memory). Prints GB/s of
// each, the median over the rounds, and the ratio vector / portable, both
// measured in the same run. Results in bench/checkpoint_bench.md.
//
//===----------------------------------------------------------------------===//

#include "zero/Checkpoint/Checksum.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace mlir::zero::checkpoint;

namespace {

using Checksum = uint64_t (*)(const void *, uint64_t, uint64_t, unsigned);

/// GB/s of `checksum` over `bytes` of `data`, repeated until about 0.2 s
/// have passed.
double measure(Checksum checksum, const unsigned char *data, size_t bytes,
               unsigned elementBytes, uint64_t &sink) {
  using Clock = std::chrono::steady_clock;
  size_t total = 0;
  auto start = Clock::now();
  double seconds = 0;
  do {
    sink += checksum(data, total / elementBytes, bytes / elementBytes,
                     elementBytes);
    total += bytes;
    seconds = std::chrono::duration<double>(Clock::now() - start).count();
  } while (seconds < 0.2);
  return total / seconds / 1e9;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv) {
  int rounds = 5;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc &&
        std::atoi(argv[i + 1]) > 0) {
      rounds = std::atoi(argv[++i]);
      continue;
    }
    std::fprintf(stderr, "usage: zero-checksum-bench [--rounds R]\n");
    return 1;
  }
  if (!hasVectorChecksum()) {
    std::printf("this CPU has no AVX-512 DQ: zero-run and zero-ckpt use the "
                "portable checksum only; nothing to compare\n");
    return 0;
  }
  std::vector<unsigned char> buffer(96000000);
  for (size_t i = 0; i < buffer.size(); ++i)
    buffer[i] = static_cast<unsigned char>(i * 2654435761u >> 24);
  uint64_t sink = 0;
  std::printf("| elements | buffer | portable GB/s | AVX-512 GB/s | ratio |\n"
              "|---|---|---|---|---|\n");
  for (unsigned elementBytes : {2u, 4u, 8u})
    for (size_t bytes : {size_t(256) << 10, buffer.size()}) {
      std::vector<double> portable, vector, ratios;
      for (int round = 0; round < rounds; ++round) {
        portable.push_back(measure(checksumElementsPortable, buffer.data(),
                                   bytes, elementBytes, sink));
        vector.push_back(measure(checksumElementsVector, buffer.data(), bytes,
                                 elementBytes, sink));
        ratios.push_back(vector.back() / portable.back());
      }
      std::printf("| %u B | %s | %.1f | %.1f | %.2fx |\n", elementBytes,
                  bytes == buffer.size() ? "96 MB" : "256 KiB",
                  median(portable), median(vector), median(ratios));
    }
  // The sums, so that no loop is optimised away.
  std::fprintf(stderr, "(sink %llx)\n", static_cast<unsigned long long>(sink));
  return 0;
}
