//===- Grid.h - the ranks of a grid's sub-groups --------------*- C++ -*-===//
//
// zero_rt_set_grid lays the ranks of the job out as a row-major grid (the
// numbering of shard.process_linear_index: rank = sum of coord[i] * the
// product of the later dimensions), and a collective names the grid axes
// it runs along as a bitmask (zero_rt.h). The group of axes A holding a
// rank is every rank that has the same coordinates on the axes outside A;
// inside it, ranks are numbered row-major by their coordinates on A. Both
// backends build their sub-communicators from these numbers (MPI_Comm_split
// and ncclCommSplit take a color and a key), so the group rank is the
// index of the rank's chunk in a reduce_scatter or all_gather on A.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RT_LIB_GRID_H
#define ZERO_RT_LIB_GRID_H

#include "zero_rt/zero_rt.h"

#include <cstdint>
#include <string>
#include <vector>

namespace zero_rt {

/// Where one rank sits in the group of a set of axes.
struct GridGroup {
  /// Which group of the set: the rank's coordinates off the axes.
  int color = 0;
  /// The rank's number inside the group: its coordinates on the axes.
  int rank = 0;
  /// Ranks in the group: the product of the axes' dimensions.
  int size = 1;
  /// The job's rank of each group rank, for messages.
  std::vector<int> worldRanks;
};

/// "" if `shape` can lay out `worldSize` ranks; else why not, naming the
/// shape and the fix.
std::string checkGrid(const std::vector<int64_t> &shape, int worldSize);

/// "2x2".
std::string formatGrid(const std::vector<int64_t> &shape);

/// The mask of every axis of a grid of `ndims` axes.
inline uint32_t allAxes(size_t ndims) {
  return static_cast<uint32_t>((uint64_t(1) << ndims) - 1);
}

/// `axes` with "every axis" written as 0, the world: the index of the
/// per-axis counters and of the backends' communicators.
inline uint32_t normalizeAxes(uint32_t axes, size_t ndims) {
  return axes == allAxes(ndims) ? 0 : axes;
}

/// The group of `axes` (a mask of the grid's axes, not 0) holding
/// `worldRank`.
GridGroup gridGroupOf(const std::vector<int64_t> &shape, uint32_t axes,
                      int worldRank);

/// The axis sets that get a communicator of their own: every non-empty
/// proper subset of the axes (the empty set and the full one are the
/// world), in increasing mask order, which every rank therefore builds in
/// the same order.
std::vector<uint32_t> subGroupAxes(size_t ndims);

} // namespace zero_rt

#endif // ZERO_RT_LIB_GRID_H
