//===- ZeroShardRewriter.h - a step as its per-rank program ---*- C++ -*-===//
//
// The rewrite behind `zero-shard` (DESIGN.md §4): for one ZeRO stage and N
// ranks, turns the annotated single-device step into the SPMD program each
// rank runs. The pass (ZeroShard.cpp) chooses the stage and the group and
// calls it; `stage=auto` shards what-if copies with it only where its
// model of the rewrite (ZeroShardModel.h) declines a step.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITER_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITER_H

#include "zero/Dialect/Zero/Analysis/StateTable.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"

namespace mlir::zero {

/// What a rewrite inserted.
struct ShardStatistics {
  unsigned collectives = 0;
  unsigned releases = 0;
};

/// Rewrites `table`'s function, in place, into the stage-`stage` program of
/// one of `worldSize` > 1 ranks of `grid`. Reports every reason it cannot
/// (a non-elementwise update, a sharded state escaping, ...) and fails.
LogicalResult rewriteToStage(const StateTable &table, int stage,
                             int64_t worldSize, shard::GridOp grid,
                             bool reshardAfterForward,
                             ShardStatistics &statistics);

/// Reports every reason the stage-`stage` rewrite on `worldSize` > 1 ranks
/// cannot shard `table`'s step before it starts: 0-d parameters, returned
/// gradients, element types without a zero or a reduction, padded sizes
/// past 2^63, computed weights at stage 3, and sharded states that leave
/// through an unmarked result. Fails if there was any.
LogicalResult checkShardable(const StateTable &table, int stage,
                             int64_t worldSize);

} // namespace mlir::zero

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITER_H
