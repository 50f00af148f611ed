//===- ShardedStepModel.h - zero-shard's program, unwritten -----*- C++ -*-===//
//
// `stage=auto` compares the scheduled footprint (ScheduledFootprint.h) of
// the program zero-shard would write at each stage, and, when none fits,
// at stage 3 for other world sizes. Writing each of those programs means a
// copy of the module per stage and per N tried. This model instead runs
// the rewrite's lowering (ShardLowering.h, the same steps the rewriter
// writes as IR) on a description of the unsharded step and records its
// edits: which ops it inserts where, which ops it changes to shard types or
// erases, which values share a buffer. The result is the same
// `BufferSchedule` that `computeScheduledFootprint` builds from the written
// program's IR, so the two share the sweep and can differ only in how an
// edit is recorded; test-zero-shard-model compares them on every stage.
// The prefetch search also times the record on a machine, as the written
// program's timeline would (ShardedStepModelTimeline.cpp).
//
// Where the model cannot vouch for the program, or the rewrite would fail,
// it says so (nullopt) and the pass writes a copy instead, which reports
// the same diagnostics as before.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_SHARDEDSTEPMODEL_H
#define ZERO_DIALECT_ZERO_PLAN_SHARDEDSTEPMODEL_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Analysis/StepTimeline.h"
#include "zero/Dialect/Zero/Plan/ShardPlan.h"

#include <memory>
#include <optional>
#include <vector>

namespace mlir::zero {

/// Where the ranks of ZeRO's group lie on a mesh that other parallelism
/// already partitions (`dp-axis`): the program's collectives name the
/// mesh's axes, and a parameter may have a group of its own there
/// (`zero.dp_axes`).
struct ModelledMesh {
  /// The mesh's shape as declared.
  SmallVector<int64_t, 4> shape;
  /// The axes of ZeRO's group, increasing; empty: the step has a grid of
  /// its own (one group of N, or R x G), not a mesh.
  SmallVector<int16_t, 2> axes;
  /// Each parameter's group (`getParamShardGroups`); empty: every
  /// parameter's is `axes`.
  SmallVector<ShardGroup> paramGroups;

  bool isMesh() const { return !axes.empty(); }

  /// ZeRO's group on `axes` of `grid`, each parameter of `table`'s step in
  /// its group; fails, saying why, where a parameter's group does not
  /// resolve.
  static FailureOr<ModelledMesh>
  resolve(const StateTable &table, shard::GridOp grid, ArrayRef<int16_t> axes);
};

class ShardedStepModel {
public:
  /// Describes `table`'s step, which must be unsharded, whose group lies on
  /// `mesh` (a grid of its own where `mesh` has no axes).
  explicit ShardedStepModel(const StateTable &table,
                            ModelledMesh mesh = ModelledMesh());
  ~ShardedStepModel();
  ShardedStepModel(ShardedStepModel &&);

  /// The scheduled footprint of the program zero-shard writes for `stage` on
  /// `worldSize` ranks: model states, traffic and the peak with its
  /// breakdown (not the peak op, gathers by name or units gathered once,
  /// which only the report prints). Nullopt when the model does not cover
  /// the step or the rewrite would fail; emits no diagnostic.
  /// With `castOnGather` (stage 3), the program cast-on-gather writes;
  /// without it, the weights marked `zero.cast_on_gather` are cast where
  /// `getWeightCasts` says (stage 3 without offload).
  /// With `shardRanks` G (1 <= G < `worldSize`, dividing it), the hybrid
  /// program: the states sharded over groups of G ranks, replicated over
  /// N/G of them (`shard-group=G`; G = 1 replicates every state and only
  /// all-reduces); 0: one group of N. On a mesh, G is 0 and N the ranks of
  /// the group's axes; with one axis and no parameter groups, another N
  /// resizes that axis (a what-if copy of the planner).
  /// `reshard` decides which stage-3 units are freed between their forward
  /// and backward uses. With an `offload` target, the program after the
  /// offload placement (TierLowering.h): its transfers, the state bytes by
  /// tier and the host and NVMe peaks.
  /// Several threads may evaluate one model at a time, with `evaluate` or
  /// `evaluatePrefetched` (each replay is its own; what they share is read
  /// only or locked).
  /// With `machine`, `compute` is also set to the seconds the program's
  /// ops compute on it, by class and on the host (what zero-report's
  /// estimate of the written program sums), or to nullopt where timing
  /// fails (a type the machine has no peak for: a written copy says why).
  std::optional<ScheduledFootprint>
  evaluate(const ReshardPolicy &reshard, int stage, int64_t worldSize,
           bool castOnGather = false, int64_t shardRanks = 0,
           OffloadLevel offload = {}, const MachineModel *machine = nullptr,
           std::optional<ProgramSeconds> *compute = nullptr);

  /// Times the step's ops on `machine` ahead of the programs `evaluate`
  /// and `evaluatePrefetched` time there, each op's seconds taken from
  /// `known` where it gives them (a caller that priced the step already)
  /// and priced otherwise. Without it, the first program timed prices them.
  void timeStepOps(const MachineModel &machine,
                   function_ref<std::optional<OpSeconds>(Operation *)> known);

  /// A program `evaluatePrefetched` prices.
  struct PricedProgram {
    ScheduledFootprint footprint;
    /// Its timeline on the machine asked for (`computeStepTimeline` on the
    /// written program); nullopt without a machine, or where timing fails
    /// (a type the machine has no peak for): a written copy says why.
    std::optional<StepTimeline> timeline;
  };

  /// The program `evaluate` prices, run at each of `depths` as
  /// zero-prefetch schedules it (`prefetch=K`): the schedule planned on the
  /// model's record of the program and the record measured in that order
  /// (ShardedStepModelPrefetch.cpp), and with `machine` timed in it
  /// (ShardedStepModelTimeline.cpp; the same machine, unchanged, at every
  /// call on one model) where `isTimed` accepts its footprint (every depth
  /// without it). Nullopt where `evaluate` gives nullopt.
  std::vector<std::optional<PricedProgram>> evaluatePrefetched(
      const ReshardPolicy &reshard, int stage, int64_t worldSize,
      bool castOnGather, int64_t shardRanks, OffloadLevel offload,
      ArrayRef<int64_t> depths, const MachineModel *machine = nullptr,
      function_ref<bool(const ScheduledFootprint &)> isTimed = nullptr);

  /// The unsharded step as the model reads it (ShardedStepModel.cpp).
  struct Description;

private:
  std::unique_ptr<Description> description;
  ModelledMesh mesh;
};

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_PLAN_SHARDEDSTEPMODEL_H
