//===- CollectivePlacementTest.cpp - where a collective's group lies ------===//
//
// placeGridGroup (MemoryModel.h) against the groups enumerated rank by rank,
// and the time of a collective on a group that does not fill nodes in rank
// order (getCollectiveSeconds, MachineModel.h; docs/machines.md, "Groups
// that do not fill nodes in rank order").
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MachineModel.h"

#include "gtest/gtest.h"

#include <map>
#include <set>

using namespace mlir;
using namespace mlir::zero;

namespace {

/// The ranks of every group along `axes` of a row-major grid, enumerated,
/// and for each group the number of its ranks on each node of `nodeSize`.
std::vector<std::map<int64_t, int64_t>>
countRanksPerNode(ArrayRef<int64_t> shape, ArrayRef<int16_t> axes,
                  int64_t nodeSize) {
  int64_t ranks = 1;
  for (int64_t size : shape)
    ranks *= size;
  // A rank's group is named by its indices along the other axes.
  std::map<std::vector<int64_t>, std::map<int64_t, int64_t>> groups;
  for (int64_t rank = 0; rank < ranks; ++rank) {
    std::vector<int64_t> key;
    int64_t rest = rank;
    for (int64_t axis = static_cast<int64_t>(shape.size()) - 1; axis >= 0;
         --axis) {
      int64_t index = rest % shape[axis];
      rest /= shape[axis];
      if (!llvm::is_contained(axes, axis))
        key.push_back(index);
    }
    ++groups[key][rank / nodeSize];
  }
  std::vector<std::map<int64_t, int64_t>> result;
  for (auto &[key, nodes] : groups)
    result.push_back(nodes);
  return result;
}

TEST(CollectivePlacementTest, MatchesTheGroupsEnumerated) {
  // Grids of one to three axes on every node size that nests with them:
  // every group has `ranksPerNode` ranks on each of `nodes` nodes.
  const std::vector<std::vector<int64_t>> shapes = {
      {16}, {4, 4}, {2, 8}, {8, 2}, {32, 1}, {2, 4, 8}, {4, 2, 2}, {3, 4}};
  int checked = 0;
  for (const std::vector<int64_t> &shape : shapes) {
    int64_t ranks = 1;
    for (int64_t size : shape)
      ranks *= size;
    std::vector<std::vector<int16_t>> axesSets;
    for (unsigned mask = 1; mask < (1u << shape.size()); ++mask) {
      std::vector<int16_t> axes;
      for (unsigned axis = 0; axis < shape.size(); ++axis)
        if (mask & (1u << axis))
          axes.push_back(static_cast<int16_t>(axis));
      axesSets.push_back(axes);
    }
    for (int64_t nodeSize = 1; nodeSize <= 2 * ranks; ++nodeSize) {
      bool nests = !checkNodeAlignment(shape, nodeSize);
      for (const std::vector<int16_t> &axes : axesSets) {
        std::optional<RankGroupPlacement> placed =
            placeGridGroup(shape, axes, nodeSize);
        if (!nests) {
          EXPECT_FALSE(placed);
          continue;
        }
        ASSERT_TRUE(placed);
        for (const std::map<int64_t, int64_t> &nodes :
             countRanksPerNode(shape, axes, nodeSize)) {
          EXPECT_EQ(static_cast<int64_t>(nodes.size()), placed->nodes);
          int64_t sum = 0;
          for (auto [node, count] : nodes) {
            EXPECT_EQ(count, placed->ranksPerNode);
            sum += count;
          }
          EXPECT_EQ(sum, placed->ranks);
        }
        ++checked;
      }
    }
  }
  // Some placements were checked, not only refusals.
  EXPECT_GT(checked, 50);
}

TEST(CollectivePlacementTest, HybridGroupsOnNodesOfEight) {
  // 512 ranks as 2 x 256 on nodes of 8: a shard group is 32 whole nodes;
  // the replicas are 2 ranks 256 apart, one per node.
  std::optional<RankGroupPlacement> group = placeGridGroup({2, 256}, {1}, 8);
  ASSERT_TRUE(group);
  EXPECT_EQ(group->ranks, 256);
  EXPECT_EQ(group->ranksPerNode, 8);
  EXPECT_EQ(group->nodes, 32);
  std::optional<RankGroupPlacement> replicas = placeGridGroup({2, 256}, {0}, 8);
  ASSERT_TRUE(replicas);
  EXPECT_EQ(replicas->ranks, 2);
  EXPECT_EQ(replicas->ranksPerNode, 1);
  EXPECT_EQ(replicas->nodes, 2);
  // 64 x 2: the replicas are 4 ranks of every node, 64 nodes.
  std::optional<RankGroupPlacement> strided = placeGridGroup({64, 2}, {0}, 8);
  ASSERT_TRUE(strided);
  EXPECT_EQ(strided->ranksPerNode, 4);
  EXPECT_EQ(strided->nodes, 16);
  // Groups of 3 on nodes of 8 do not lie alike: no placement.
  EXPECT_FALSE(placeGridGroup({8, 3}, {1}, 8));
}

TEST(CollectivePlacementTest, StridedGroupsShareTheNodesNics) {
  std::optional<MachineModel> h100 = getMachinePreset("h100-sxm");
  ASSERT_TRUE(h100);
  // 16 consecutive ranks fill 2 nodes, one group per node: the node's 8
  // NICs carry one rank's bytes (400 GB/s), 15 ring steps of 5 us.
  RankGroupPlacement consecutive = placeConsecutiveRanks(16, 8);
  EXPECT_EQ(consecutive.ranksPerNode, 8);
  EXPECT_EQ(consecutive.nodes, 2);
  EXPECT_DOUBLE_EQ(getCollectiveSeconds(*h100, CollectiveKind::AllGather,
                                        consecutive, 1, 15e9),
                   15 * 5e-6 + 15e9 / 400e9);
  // An all-reduce across 2 replicas, one rank per node: 8 such groups
  // cross each node's 8 NICs at once, so each rank's bytes go at one NIC's
  // 50 GB/s, with no NVLink stage; the ring's 2 steps equal the tree's
  // 2·(1 - 1) + 2·log2(2).
  RankGroupPlacement onePerNode{/*ranks=*/2, /*ranksPerNode=*/1,
                                /*nodes=*/2};
  EXPECT_DOUBLE_EQ(getCollectiveSeconds(*h100, CollectiveKind::AllReduce,
                                        onePerNode, 1, 1e9),
                   2 * 5e-6 + 1e9 / 50e9);
  // 4 of a group's ranks in each of 16 nodes: 2 groups per node share its
  // NICs (100 GB/s each), slower than NVLink's 450 GB/s; the tree's
  // 2·(4 - 1) + 2·log2(16) = 14 steps against the ring's 2·63.
  RankGroupPlacement fourPerNode{/*ranks=*/64, /*ranksPerNode=*/4,
                                 /*nodes=*/16};
  EXPECT_DOUBLE_EQ(getCollectiveSeconds(*h100, CollectiveKind::AllReduce,
                                        fourPerNode, 1, 1e9),
                   14 * 5e-6 + 1e9 / 200e9);
  // A strided group within one node runs over NVLink alone.
  RankGroupPlacement inNode{/*ranks=*/4, /*ranksPerNode=*/4, /*nodes=*/1};
  EXPECT_DOUBLE_EQ(
      getCollectiveSeconds(*h100, CollectiveKind::AllReduce, inNode, 1, 1e9),
      6 * 5e-6 + 1e9 / 450e9);
}

TEST(CollectivePlacementTest, KindsFollowTheProgramsAxes) {
  std::optional<MachineModel> h100 = getMachinePreset("h100-sxm");
  ASSERT_TRUE(h100);
  std::array<CollectiveTraffic, kNumCollectiveKinds> collectives;
  collectives[static_cast<int>(CollectiveKind::AllReduce)] = {2, 40};
  collectives[static_cast<int>(CollectiveKind::ReduceScatter)] = {2, 60};
  collectives[static_cast<int>(CollectiveKind::AllGather)] = {2, 60};
  std::vector<AxisTraffic> byAxes = {{{1}, 256, 120}, {{0}, 2, 40}};
  std::string error;
  std::optional<CollectivePlacements> placed =
      placeCollectiveKinds(*h100, {2, 256}, collectives, byAxes, error);
  ASSERT_TRUE(placed) << error;
  EXPECT_EQ((*placed)[static_cast<int>(CollectiveKind::AllReduce)].ranks, 2);
  EXPECT_EQ((*placed)[static_cast<int>(CollectiveKind::AllGather)].ranks, 256);
  // A program whose bytes by axes do not split as hybrid sharding's (here
  // the all-reduces' bytes sent in the group) is not placed.
  std::vector<AxisTraffic> swapped = {{{1}, 256, 40}, {{0}, 2, 120}};
  EXPECT_FALSE(
      placeCollectiveKinds(*h100, {2, 256}, collectives, swapped, error));
  EXPECT_NE(error.find("do not split as hybrid sharding's"), std::string::npos)
      << error;
  // One group of N: every kind on the N ranks.
  std::optional<CollectivePlacements> flat =
      placeCollectiveKinds(*h100, {512}, collectives, {}, error);
  ASSERT_TRUE(flat);
  EXPECT_EQ((*flat)[static_cast<int>(CollectiveKind::AllReduce)].nodes, 64);
}

} // namespace
