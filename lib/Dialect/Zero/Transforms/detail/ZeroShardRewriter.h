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

/// cast-on-gather: the optimizer state (the master copy) whose cast the
/// update writes as a parameter's new weight, and the cast it writes, which
/// every gather's cast repeats (StateTable.h's `findMasterCopy`).
using WeightCastSource = MasterCopy;

class OptimizerUpdate;

/// For each parameter of `table`'s (unsharded) step, in order, the master
/// copy its update writes the weight as the cast of: the weight's result is
/// `arith.truncf` of the value returned as an updated optimizer state, as a
/// tensor op or as one result of the `linalg.generic` that yields both.
/// Only then is `cast(master)` between steps, bit for bit, the weight the
/// step would have held. nullopt for the others, whose names and reasons go
/// to `kept` (the rewrite's statistics; the model of the rewrite passes
/// null).
SmallVector<std::optional<WeightCastSource>> findWeightCastSources(
    const StateTable &table, const OptimizerUpdate &update,
    SmallVectorImpl<std::pair<std::string, std::string>> *kept);

/// A weight result the stage 1-2 rewrite gathers after the update: its
/// index among the step's results and the weight it updates.
struct UpdatedWeightResult {
  unsigned resultIndex;
  const StateValue *weight;
};

/// The weight results of `unit`'s parameters still returned as shards
/// (`shardedResults`), in parameter order: what one gather of updated
/// weights collects. The rewrite and its model (ZeroShardModelSteps.cpp)
/// both ask it.
SmallVector<UpdatedWeightResult>
getShardedWeightResults(const StateTable &table, const GatheringUnit &unit,
                        const llvm::SmallDenseSet<unsigned> &shardedResults);

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
