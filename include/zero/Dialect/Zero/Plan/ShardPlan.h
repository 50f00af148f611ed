//===- ShardPlan.h - the sharding plan as a value -------------*- C++ -*-===//
//
// What zero-shard applies to a training step, as one value: the stage (a
// preset of per-state decisions, StagePreset.h), the recomputation policy,
// the offload, the data-parallel group and its shard groups or mesh axes,
// the reshard-after-forward policy and cast-on-gather. The pass parses its
// options into a ShardPlan whose `auto` fields are left to the search; the
// search builds each candidate as a ShardPlan of its own and hands it to the
// rewrite and its model; the plan written is recorded in the IR as
// `#zero.plan` (docs/ZeroDialect.md).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_SHARDPLAN_H
#define ZERO_DIALECT_ZERO_PLAN_SHARDPLAN_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>
#include <string>

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
/// Hybrid sharding on a mesh (`dp-axis=` with `shard-group=G`) splits
/// ZeRO's axes: the last ones, whose sizes multiply to G, shard the states
/// (`meshAxes`), and the others hold the replicas (`replicaMeshAxes`), as
/// torchtitan's (dp_replicate, dp_shard) mesh lays them out.
struct ShardGroup {
  int64_t shardRanks = 1;
  int64_t replicas = 1;
  /// The grid axes of the group on a mesh, in increasing order; empty: the
  /// whole grid.
  SmallVector<int16_t, 2> meshAxes;
  /// On a mesh with replicas, the axes that hold them, in increasing
  /// order, all before `meshAxes`.
  SmallVector<int16_t, 2> replicaMeshAxes;

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
  SmallVector<int16_t> getReplicaAxes() const {
    if (isOnMesh())
      return SmallVector<int16_t>(replicaMeshAxes.begin(),
                                  replicaMeshAxes.end());
    return {0};
  }
  /// The shape of the grid of its own the group is written on (not a
  /// mesh): N, or R x G, rank r = replica * G + s (row-major, as
  /// `shard.process_linear_index` numbers it).
  SmallVector<int64_t, 2> getGridShape() const {
    if (isHybrid())
      return {replicas, shardRanks};
    return {getWorldSize()};
  }
};

/// Where the optimizer states go and whether the weight shards follow.
struct OffloadLevel {
  OffloadTarget target = OffloadTarget::None;
  bool params = false;
  /// How many more parameters keep their states and update on the device,
  /// beyond those marked `zero.on_device`: the first of
  /// `getOffloadKeepOrder` (TierLowering.h). A partial offload that
  /// `on-device=auto` searches; the program written carries the marks.
  int64_t keptOnDevice = 0;
};

/// One plan: what the options ask for (with the searched fields unset), or
/// one candidate of the search, or the plan applied.
struct ShardPlan {
  /// The ZeRO stage, 0 to 3; unset: searched (stage=auto).
  std::optional<int> stage;
  /// The recomputation policy applied before sharding; unset: searched
  /// (remat=auto).
  std::optional<RematPolicy> remat;
  /// The offload of the optimizer states (and with `params` the weight
  /// shards).
  OffloadLevel offload;
  /// Whether the search may offload when nothing fits on the device
  /// (offload=auto, or stage=auto without offload=).
  bool offloadSearched = false;
  /// G, the ranks of one shard group as asked for; 0: one group of all N.
  int64_t shardGroup = 0;
  /// Whether the search chooses G (shard-group=auto, or node-size= with no
  /// G given).
  bool shardGroupSearched = false;
  /// Which stage-3 units are freed between their forward and backward uses.
  ReshardPolicy reshard;
  /// Whether the search compares true, false and threshold at stage 3
  /// (reshard-after-forward=auto), the threshold policy with
  /// `searchedThreshold` bytes.
  bool reshardSearched = false;
  uint64_t searchedThreshold = 0;
  /// Whether stage 3 gathers each weight as the cast of its master shard.
  bool castOnGather = false;
  /// Whether the search compares stage 3 with and without it
  /// (cast-on-gather=auto).
  bool castOnGatherSearched = false;
  /// Collectives in flight ahead of their use (zero-prefetch's depth); 0:
  /// each waited for where it is issued.
  int64_t prefetch = 0;
  /// Whether the search compares depths 0, 1 and 2 (prefetch=auto).
  bool prefetchSearched = false;
  /// Whether the search keeps on the device as many of the parameters an
  /// offloaded candidate moves as still fit (on-device=auto): the largest
  /// `offload.keptOnDevice` found by bisection.
  bool keptOnDeviceSearched = false;

  // The group, once resolved on the module the plan is applied to.
  /// N, the ranks of the data-parallel group.
  int64_t groupSize = 0;
  /// How the N ranks share the states: one group of N, or R groups of G.
  ShardGroup groups;
  /// With `dp-axis`: the indices of its axes in the grid, increasing; empty
  /// otherwise.
  SmallVector<int16_t, 2> meshAxes;

  /// The ranks that shard one copy of the states: G, or all N (0 while N
  /// is not resolved).
  int64_t getShardRanks() const {
    return shardGroup != 0 ? shardGroup : groupSize;
  }

  /// Whether every field is given: nothing is left to search, and the plan
  /// is written as it is.
  bool leavesNothingToSearch() const {
    return stage && remat && !offloadSearched && !shardGroupSearched &&
           !reshardSearched && !castOnGatherSearched && !prefetchSearched &&
           !keptOnDeviceSearched;
  }

  /// What the plan's stage does to each kind of state; the stage is set.
  StageDecisions getDecisions() const {
    assert(stage && "the stage of a searched plan is not known yet");
    return getStagePreset(*stage);
  }
  /// This plan at `candidateStage`.
  ShardPlan withStage(int candidateStage) const {
    ShardPlan candidate = *this;
    candidate.stage = candidateStage;
    return candidate;
  }
  /// This plan with `level` of offload.
  ShardPlan withOffload(OffloadLevel level) const {
    ShardPlan candidate = *this;
    candidate.offload = level;
    return candidate;
  }
};

/// Why ZeRO's group `group` cannot be written on the grid `@gridName` the
/// module declares with `declaredShape`, ZeRO's group being the whole grid
/// (no dp-axis), or none when it can: a 1-d grid is arranged as the groups
/// need once it has their ranks; a grid of more axes is R x G for the one
/// G it declares (ZeroShardPlanner::resolveGroup and resolveGrid).
std::optional<std::string>
getDeclaredGridMismatch(ArrayRef<int64_t> declaredShape,
                        const ShardGroup &group, StringRef gridName);

/// Hybrid sharding on a mesh of `shape` whose axes `dpAxes` (increasing)
/// are ZeRO's group, in shard groups of `shardRanks` ranks
/// (`findShardAxesOnMesh`, MemoryModel.h); none when no tail of those
/// axes has that many ranks.
std::optional<ShardGroup> splitMeshAxes(ArrayRef<int64_t> shape,
                                        ArrayRef<int16_t> dpAxes,
                                        int64_t shardRanks);

/// The group of each parameter of `table`'s step when ZeRO's group is
/// `meshAxes` of `grid`: ZeRO's, or the axes its weight's `zero.dp_axes`
/// names (`groupParamsOnMesh`, which reports a name the grid lacks or an
/// axis outside ZeRO's, and fails). Empty when every parameter has ZeRO's.
FailureOr<SmallVector<ShardGroup>>
getParamShardGroups(const StateTable &table, shard::GridOp grid,
                    ArrayRef<int16_t> meshAxes);

/// The `#zero.plan` that records `plan` (its stage set) applied to a step
/// whose group is `grid`; `keptPeakBytes` is what
/// reshard-after-forward=threshold kept gathered raised the scheduled peak by
/// (0 otherwise).
PlanAttr buildPlanAttr(MLIRContext *context, const ShardPlan &plan,
                       FlatSymbolRefAttr grid, int64_t keptPeakBytes = 0);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_PLAN_SHARDPLAN_H
