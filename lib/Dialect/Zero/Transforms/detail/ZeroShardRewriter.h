//===- ZeroShardRewriter.h - a step as its per-rank program ---*- C++ -*-===//
//
// The rewrite behind `zero-shard` (docs/design.md §4): for one ZeRO stage and N
// ranks, turns the annotated single-device step into the SPMD program each
// rank runs. The pass (ZeroShard.cpp) chooses the stage and the group and
// calls it; `stage=auto` shards what-if copies with it only where its
// model of the rewrite (ZeroShardModel.h) declines a step.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITER_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITER_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"

namespace mlir::zero {

/// The ranks a step is sharded over. One copy of the model states is
/// sharded over `shardRanks` (G) ranks; `replicas` (R) such groups hold one
/// copy each (hybrid sharding, HSDP). With one replica the grid is 1-d and
/// every collective spans it; with more it is `R x G`, rank r = replica * G
/// + s, and each collective names its axis: 1 within a shard group, 0
/// across the replicas.
///
/// On a mesh that other parallelism already partitions (`dp-axis`), the
/// group is some of its axes, `meshAxes` (rank order row-major over them,
/// as the runtime's sub-communicators number it), and every collective
/// names them. A parameter may have a group of its own on the same mesh
/// (`zero.dp_axes`: a routed expert's replicas under expert parallelism).
struct ShardGroup {
  int64_t shardRanks = 1;
  int64_t replicas = 1;
  /// The grid axes of the group on a mesh, in increasing order; empty: the
  /// whole grid.
  SmallVector<int16_t, 2> meshAxes;

  int64_t getWorldSize() const { return shardRanks * replicas; }
  bool isHybrid() const { return replicas > 1; }
  bool isOnMesh() const { return !meshAxes.empty(); }
  /// The `grid_axes` of a collective within a shard group, and across the
  /// replicas.
  SmallVector<int16_t> getShardAxes() const {
    if (isOnMesh())
      return SmallVector<int16_t>(meshAxes.begin(), meshAxes.end());
    return isHybrid() ? SmallVector<int16_t>{1} : SmallVector<int16_t>{};
  }
  SmallVector<int16_t> getReplicaAxes() const { return {0}; }
};

/// What a rewrite inserted.
struct ShardStatistics {
  unsigned collectives = 0;
  unsigned releases = 0;
  /// cast-on-gather: the parameters whose weight shard the program no
  /// longer holds (each gather casts the master's shard), with the bytes of
  /// those shards; and those that keep it, each with the reason.
  SmallVector<std::string> castWeights;
  uint64_t castWeightShardBytes = 0;
  SmallVector<std::pair<std::string, std::string>> keptWeightShards;
};

/// Rewrites `table`'s function, in place, into the stage-`stage` program of
/// one of the `group.getWorldSize()` > 1 ranks of `grid` (of shape N, or
/// R x G when hybrid). `paramGroups`, when not empty, gives every
/// parameter's group on a mesh (one per entry of the table; `group` is the
/// largest of them). Reports every reason it cannot (a non-elementwise
/// update, a sharded state escaping, ...) and fails.
///
/// With `castOnGather` (stage 3 only), every parameter whose update writes
/// the weight as the cast of a wider optimizer state (the master copy)
/// loses its weight argument and result: each gather of the weight gathers
/// the cast of the master's shard instead, and the master's argument
/// records the weight (`zero.weight_cast`).
LogicalResult rewriteToStage(const StateTable &table, int stage,
                             ShardGroup group, shard::GridOp grid,
                             ReshardPolicy reshardPolicy,
                             ShardStatistics &statistics,
                             ArrayRef<ShardGroup> paramGroups = {},
                             bool castOnGather = false);

/// Reports every reason the stage-`stage` rewrite with shards of 1/`worldSize`
/// (the shard group's ranks) cannot shard `table`'s step before it starts: 0-d
/// parameters, returned gradients, element types without a zero or a reduction,
/// padded sizes past 2^63, computed weights at stage 3, and sharded states that
/// leave through an unmarked result. Fails if there was any.
LogicalResult checkShardable(const StateTable &table, int stage,
                             int64_t worldSize);

} // namespace mlir::zero

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITER_H
