//===- Grid.cpp - the ranks of a grid's sub-groups ------------------------===//

#include "Grid.h"

namespace zero_rt {

std::string formatGrid(const std::vector<int64_t> &shape) {
  std::string text;
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? "x" : "") + std::to_string(shape[i]);
  return text;
}

std::string checkGrid(const std::vector<int64_t> &shape, int worldSize) {
  if (shape.empty() || shape.size() > ZERO_RT_MAX_GRID_AXES)
    return "a grid has 1 to " + std::to_string(ZERO_RT_MAX_GRID_AXES) +
           " axes, got " + std::to_string(shape.size());
  int64_t product = 1;
  bool overflows = false;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] < 1)
      return "axis " + std::to_string(i) + " of the grid has size " +
             std::to_string(shape[i]) + "; every axis needs at least 1 rank";
    overflows |= __builtin_mul_overflow(product, shape[i], &product);
  }
  if (overflows || product != worldSize)
    return "the grid " + formatGrid(shape) + " has " +
           (overflows ? "more than 2^63" : std::to_string(product)) +
           " ranks but the job has " + std::to_string(worldSize) +
           "; launch as many ranks as the grid's product (mpirun -np), or "
           "shard the step for " +
           std::to_string(worldSize);
  return "";
}

GridGroup gridGroupOf(const std::vector<int64_t> &shape, uint32_t axes,
                      int worldRank) {
  const size_t ndims = shape.size();
  // Row-major coordinates of worldRank.
  std::vector<int64_t> coords(ndims);
  int64_t rest = worldRank;
  for (size_t i = ndims; i-- > 0;) {
    coords[i] = rest % shape[i];
    rest /= shape[i];
  }
  GridGroup group;
  int64_t color = 0, rank = 0, size = 1;
  for (size_t i = 0; i < ndims; ++i) {
    if (axes & (1u << i)) {
      rank = rank * shape[i] + coords[i];
      size *= shape[i];
    } else {
      color = color * shape[i] + coords[i];
    }
  }
  group.color = static_cast<int>(color);
  group.rank = static_cast<int>(rank);
  group.size = static_cast<int>(size);

  // The members: every rank with this rank's coordinates off the axes, in
  // row-major order of their coordinates on them.
  std::vector<int64_t> member = coords;
  group.worldRanks.reserve(static_cast<size_t>(size));
  for (int64_t k = 0; k < size; ++k) {
    int64_t digits = k;
    for (size_t i = ndims; i-- > 0;)
      if (axes & (1u << i)) {
        member[i] = digits % shape[i];
        digits /= shape[i];
      }
    int64_t linear = 0;
    for (size_t i = 0; i < ndims; ++i)
      linear = linear * shape[i] + member[i];
    group.worldRanks.push_back(static_cast<int>(linear));
  }
  return group;
}

std::vector<uint32_t> subGroupAxes(size_t ndims) {
  std::vector<uint32_t> sets;
  for (uint32_t axes = 1; axes < allAxes(ndims); ++axes)
    sets.push_back(axes);
  return sets;
}

} // namespace zero_rt
