//===- checksum_bench.cpp - zero-sum64's two implementations --------------===//
//
// zero-checksum-bench [--rounds R]: the rate of the checkpoint checksum
// (zero/Checkpoint/Checksum.h), portable against AVX-512, for 2-, 4- and
// 8-byte elements, on a 256 KiB piece (in the cache, as checkpoint reads and
// writes checksum it) and on a 96 MB buffer (from memory). Prints GB/s of
// each, the median over the rounds, and the ratio vector / portable, both
// measured in the same run.
//
// Then the pattern of a checkpoint load, on a 96 MB file it writes in
// $TMPDIR (default /tmp) and reads once to warm the page cache: 256 KiB
// preads into one reused 1 MiB buffer (what dd does), into a 96 MB
// destination (what a load does: every byte lands in fresh memory), and
// into the destination with each piece checksummed right after its read,
// portable and AVX-512. Rates and ratios to the first, medians over the
// rounds. Results in bench/checkpoint_bench.md.
//
//===----------------------------------------------------------------------===//

#include "zero/Checkpoint/Checksum.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <unistd.h>
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

/// Reads `bytes` of `fd` in 256 KiB pieces: into `reused` (1 MiB) when
/// `into` is null, else into `into` at the same offsets, checksumming each
/// piece with `checksum` when given. Returns GB/s.
double readFile(int fd, size_t bytes, unsigned char *reused,
                unsigned char *into, Checksum checksum, uint64_t &sink) {
  using Clock = std::chrono::steady_clock;
  const size_t piece = size_t(256) << 10;
  auto start = Clock::now();
  for (size_t offset = 0; offset < bytes; offset += piece) {
    size_t count = std::min(piece, bytes - offset);
    unsigned char *target = into ? into + offset : reused;
    if (::pread(fd, target, count, offset) != static_cast<ssize_t>(count)) {
      std::perror("zero-checksum-bench: pread");
      std::exit(1);
    }
    if (checksum)
      sink += checksum(target, offset / 4, count / 4, 4);
  }
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return bytes / seconds / 1e9;
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
  // The load pattern, on a file in the page cache.
  const char *tmp = std::getenv("TMPDIR");
  std::string path =
      std::string(tmp ? tmp : "/tmp") + "/zero-checksum-bench-XXXXXX";
  int fd = ::mkstemp(path.data());
  if (fd < 0 || ::write(fd, buffer.data(), buffer.size()) !=
                    static_cast<ssize_t>(buffer.size())) {
    std::perror("zero-checksum-bench: writing the file to read");
    return 1;
  }
  ::unlink(path.c_str());
  std::vector<unsigned char> reused(size_t(1) << 20);
  std::vector<unsigned char> destination(buffer.size(), 1);
  readFile(fd, buffer.size(), reused.data(), nullptr, nullptr, sink);
  const char *names[] = {"pread into one reused 1 MiB buffer (dd)",
                         "pread into a 96 MB destination",
                         "... and the portable checksum per piece",
                         "... and the AVX-512 checksum per piece"};
  std::vector<double> rates[4], ratios[4];
  for (int round = 0; round < rounds; ++round) {
    double rate[4] = {
        readFile(fd, buffer.size(), reused.data(), nullptr, nullptr, sink),
        readFile(fd, buffer.size(), nullptr, destination.data(), nullptr, sink),
        readFile(fd, buffer.size(), nullptr, destination.data(),
                 checksumElementsPortable, sink),
        readFile(fd, buffer.size(), nullptr, destination.data(),
                 checksumElementsVector, sink)};
    for (int i = 0; i < 4; ++i) {
      rates[i].push_back(rate[i]);
      ratios[i].push_back(rate[i] / rate[0]);
    }
  }
  ::close(fd);
  std::printf("\n| 96 MB from the page cache, 256 KiB pieces, f32 | GB/s | "
              "vs dd's pattern |\n|---|---|---|\n");
  for (int i = 0; i < 4; ++i)
    std::printf("| %s | %.2f | %.2fx |\n", names[i], median(rates[i]),
                median(ratios[i]));
  // The sums, so that no loop is optimised away.
  std::fprintf(stderr, "(sink %llx)\n", static_cast<unsigned long long>(sink));
  return 0;
}
