//===- ShardLoweringQueries.h - what the lowering asks of a step -*- C++
//-*-===//
//
// The questions the lowering (ShardLowering.h) asks of the unsharded step
// that do not depend on its consumer: which weight results a gather of
// updated weights collects, and which views of the weights stage 3 gives
// one reader each. Both consumers reach them through the lowering.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_SHARDLOWERINGQUERIES_H
#define ZERO_DIALECT_ZERO_PLAN_SHARDLOWERINGQUERIES_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::zero {

/// A weight result the stage 1-2 rewrite gathers after the update: its
/// index among the step's results and the weight it updates.
struct UpdatedWeightResult {
  unsigned resultIndex;
  const StateValue *weight;
};

/// The weight results of `unit`'s parameters still returned as shards
/// (`shardedResults`), in parameter order: what one gather of updated
/// weights collects.
SmallVector<UpdatedWeightResult>
getShardedWeightResults(const StateTable &table, const GatheringUnit &unit,
                        const llvm::SmallDenseSet<unsigned> &shardedResults);

/// The views stage 3 copies next to each of their readers
/// (`sinkWeightViews`): every view op at the top level of `table`'s body
/// that reads a gathered weight, directly or through other views, once
/// each, later ops first (a view's readers before it). `isBefore` orders
/// two ops of the body. A persistent weight is never gathered: its views
/// stay where they are.
SmallVector<Operation *>
getWeightViewsToSink(const StateTable &table,
                     function_ref<bool(Operation *, Operation *)> isBefore);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_PLAN_SHARDLOWERINGQUERIES_H
