//===- ZeroShardModel.h - zero-shard's program, without writing it -*- C++ -*-//
//
// `stage=auto` compares the scheduled footprint (ScheduledFootprint.h) of
// the program zero-shard would write at each stage, and, when none fits,
// at stage 3 for other world sizes. Writing each of those programs means a
// copy of the module per stage and per N tried. This model instead replays
// the rewrite's decisions (ZeroShardRewriter.cpp) on a description of the
// unsharded step: which ops it inserts where, which ops it changes to shard
// types or erases, which values share a buffer. The result is the same
// `BufferSchedule` that `computeScheduledFootprint` builds from the written
// program's IR, so the two share the sweep and can differ only in what the
// model replays; test-zero-shard-model compares them on every stage.
//
// Where the model cannot vouch for the program, or the rewrite would fail,
// it says so (nullopt) and the pass writes a copy instead, which reports
// the same diagnostics as before.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDMODEL_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDMODEL_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"

#include <memory>
#include <optional>

namespace mlir::zero {

class ShardedStepModel {
public:
  /// Describes `table`'s step, which must be unsharded.
  ShardedStepModel(const StateTable &table, ReshardPolicy reshardPolicy);
  ~ShardedStepModel();
  ShardedStepModel(ShardedStepModel &&);

  /// The scheduled footprint of the program zero-shard writes for `stage` on
  /// `worldSize` ranks: model states, traffic and the peak with its
  /// breakdown (not the peak op, gathers by name or units gathered once,
  /// which only the report prints). Nullopt when the model does not cover
  /// the step or the rewrite would fail; emits no diagnostic.
  /// With `castOnGather` (stage 3), the program cast-on-gather writes.
  std::optional<ScheduledFootprint> evaluate(int stage, int64_t worldSize,
                                             bool castOnGather = false);

  /// The unsharded step as the model reads it (ZeroShardModel.cpp).
  struct Description;

private:
  std::unique_ptr<Description> description;
};

} // namespace mlir::zero

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDMODEL_H
