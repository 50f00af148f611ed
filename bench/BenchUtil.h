//===- BenchUtil.h - shared by the collective benchmarks -------*- C++ -*-===//
//
// The collective kinds and the formatting/statistics helpers that the MPI
// (bench/collectives) and NCCL (bench/nccl) benchmarks both print with.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_BENCH_BENCHUTIL_H
#define ZERO_BENCH_BENCHUTIL_H

#include "zero_rt/zero_rt.h"

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

namespace zero_bench {

/// The C ABI's three collectives, as a scoped enum.
enum class Kind {
  AllGather = ZERO_RT_ALL_GATHER,
  ReduceScatter = ZERO_RT_REDUCE_SCATTER,
  AllReduce = ZERO_RT_ALL_REDUCE
};

inline const char *kindName(Kind kind) {
  return zero_rt_collective_name(static_cast<zero_rt_collective>(kind));
}

/// `bytes` in binary units, no decimals: "1 KiB", "256 MiB".
inline std::string formatBytes(size_t bytes) {
  const char *units[] = {"B", "KiB", "MiB", "GiB"};
  int unit = 0;
  double value = static_cast<double>(bytes);
  while (value >= 1024 && unit < 3) {
    value /= 1024;
    ++unit;
  }
  char text[32];
  std::snprintf(text, sizeof(text), "%.0f %s", value, units[unit]);
  return text;
}

/// The median of `values` (the mean of the two middle ones for an even
/// count).
inline double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  size_t middle = values.size() / 2;
  return values.size() % 2 ? values[middle]
                           : (values[middle - 1] + values[middle]) / 2;
}

} // namespace zero_bench

#endif // ZERO_BENCH_BENCHUTIL_H
