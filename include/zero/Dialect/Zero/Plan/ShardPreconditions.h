//===- ShardPreconditions.h - can a step be sharded? ------------*- C++ -*-===//
//
// Every reason the lowering (ShardLowering.h) cannot shard a step at a
// stage, found before anything is rewritten. The rewriter asks it first and
// reports; the search's model of the rewrite (ShardedStepModel.h) asks it
// quietly and declines the plan.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_SHARDPRECONDITIONS_H
#define ZERO_DIALECT_ZERO_PLAN_SHARDPRECONDITIONS_H

#include "zero/Dialect/Zero/Analysis/StateTable.h"

namespace mlir::zero {

/// Reports every reason the stage-`stage` rewrite with shards of 1/`worldSize`
/// (the shard group's ranks) cannot shard `table`'s step before it starts: 0-d
/// parameters, returned gradients, element types without a zero or a reduction,
/// padded sizes past 2^63, computed weights at stage 3, and sharded states that
/// leave through an unmarked result. Fails if there was any.
LogicalResult checkShardable(const StateTable &table, int stage,
                             int64_t worldSize);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_PLAN_SHARDPRECONDITIONS_H
