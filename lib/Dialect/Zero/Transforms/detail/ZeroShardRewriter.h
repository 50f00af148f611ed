//===- ZeroShardRewriter.h - a step as its per-rank program ---*- C++ -*-===//
//
// The rewrite behind `zero-shard` (docs/design.md §4): for one ZeRO stage and N
// ranks, turns the annotated single-device step into the SPMD program each
// rank runs. The pass (ZeroShard.cpp) chooses the stage and the group and
// calls it; `stage=auto` shards what-if copies with it only where its
// model of the rewrite (Plan/ShardedStepModel.h) declines a step.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITER_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITER_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Plan/OptimizerUpdate.h"
#include "zero/Dialect/Zero/Plan/ShardPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::zero {

// ShardGroup, the ranks a step is sharded over, is part of the plan
// (zero/Dialect/Zero/Plan/ShardPlan.h).

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
/// With `casts` (stage 3 only; `getWeightCasts`), every parameter it selects
/// whose update writes the weight as the cast of a wider optimizer state
/// (the master copy) loses its weight argument and result: each gather of
/// the weight gathers the cast of the master's shard instead, and the
/// master's argument records the weight (`zero.weight_cast`). A marked
/// weight that cannot be cast is an error.
LogicalResult rewriteToStage(const StateTable &table, int stage,
                             ShardGroup group, shard::GridOp grid,
                             ReshardPolicy reshardPolicy,
                             ShardStatistics &statistics,
                             ArrayRef<ShardGroup> paramGroups = {},
                             WeightCasts casts = WeightCasts::None);

} // namespace mlir::zero

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITER_H
