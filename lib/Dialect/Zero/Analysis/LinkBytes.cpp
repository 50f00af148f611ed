//===- LinkBytes.cpp - bytes sent per rank by the link they cross ---------===//
//
// Splits the traffic of the memory model (MemoryModel.h) by link: a
// collective whose group lies in one node sends over intra-node links, one
// whose group spans nodes over the nodes' NICs (docs/report-schema.md,
// "Shard groups and links").
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::zero;

/// The highest rank of the group of rank 0 along `axes` of a row-major grid
/// of `shape` (all axes when empty).
static int64_t getLastRankOfFirstGroup(ArrayRef<int64_t> shape,
                                       ArrayRef<int16_t> axes) {
  int64_t last = 0, stride = 1;
  for (int64_t axis = static_cast<int64_t>(shape.size()) - 1; axis >= 0;
       --axis) {
    if (axes.empty() || llvm::is_contained(axes, axis))
      last += (shape[axis] - 1) * stride;
    stride *= shape[axis];
  }
  return last;
}

LinkBytes zero::splitByLink(ArrayRef<AxisTraffic> traffic,
                            ArrayRef<int64_t> gridShape, int64_t nodeSize) {
  LinkBytes bytes;
  for (const AxisTraffic &axis : traffic) {
    // Nodes are K consecutive ranks and the group of rank 0 starts a node,
    // so the group stays in one node exactly when its last rank is below K.
    bool crossesNodes =
        getLastRankOfFirstGroup(gridShape, axis.axes) >= nodeSize;
    (crossesNodes ? bytes.interNode : bytes.intraNode) += axis.sentBytes;
  }
  return bytes;
}

std::optional<std::string> zero::checkNodeAlignment(ArrayRef<int64_t> gridShape,
                                                    int64_t nodeSize) {
  int64_t ranks = 1;
  for (int64_t size : gridShape)
    ranks *= size;
  // One node holds every rank: nothing crosses, whatever the groups.
  if (nodeSize >= ranks)
    return std::nullopt;
  std::string why;
  llvm::raw_string_ostream os(why);
  if (ranks % nodeSize != 0) {
    os << "nodes of " << nodeSize << " devices do not divide the " << ranks
       << " ranks";
    return why;
  }
  if (gridShape.size() == 2) {
    int64_t shardRanks = gridShape[1];
    if (shardRanks % nodeSize != 0 && nodeSize % shardRanks != 0) {
      os << "nodes of " << nodeSize << " devices and shard groups of "
         << shardRanks
         << " ranks do not nest (one must divide the other), so the groups "
            "would not all lie alike across nodes";
      return why;
    }
    return std::nullopt;
  }
  // A mesh: the ranks that share all but the first axes are consecutive
  // blocks, and each block must nest with the nodes for every group along
  // an axis to lie alike across them.
  int64_t block = 1;
  for (int64_t axis = static_cast<int64_t>(gridShape.size()) - 1; axis > 0;
       --axis) {
    block *= gridShape[axis];
    if (block % nodeSize != 0 && nodeSize % block != 0) {
      os << "nodes of " << nodeSize << " devices and the blocks of " << block
         << " consecutive ranks that axes " << axis << " to "
         << gridShape.size() - 1 << " span do not nest "
         << "(one must divide the other), so the groups would not all lie "
            "alike across nodes";
      return why;
    }
  }
  return std::nullopt;
}

RankGroupPlacement zero::placeConsecutiveRanks(int64_t ranks,
                                               int64_t nodeSize) {
  RankGroupPlacement placement;
  placement.ranks = ranks;
  placement.ranksPerNode = std::min(ranks, nodeSize);
  placement.nodes = llvm::divideCeil(ranks, nodeSize);
  return placement;
}

std::optional<RankGroupPlacement>
zero::placeGridGroup(ArrayRef<int64_t> gridShape, ArrayRef<int16_t> axes,
                     int64_t nodeSize) {
  if (nodeSize < 1 || checkNodeAlignment(gridShape, nodeSize))
    return std::nullopt;
  // Walk the axes from the fastest. An axis of stride s (the product of the
  // axes after it) puts its indices s ranks apart: those below the node's
  // size share the node of the group's first rank. Where s and the node
  // nest (checkNodeAlignment), that count is K / s clamped to [1, size], the
  // same for every group and independent of the faster axes, whose offsets stay
  // below s. A node that holds the whole grid holds every index.
  RankGroupPlacement placement;
  int64_t stride = 1;
  for (int64_t axis = static_cast<int64_t>(gridShape.size()) - 1; axis >= 0;
       --axis) {
    int64_t size = gridShape[axis];
    if (axes.empty() || llvm::is_contained(axes, axis)) {
      placement.ranks *= size;
      placement.ranksPerNode *= std::clamp<int64_t>(nodeSize / stride, 1, size);
    }
    stride *= size;
  }
  placement.nodes = placement.ranks / placement.ranksPerNode;
  return placement;
}
