//===- FootprintBuilder.h - one stage's footprint per tensor --*- C++ -*-===//
//
// The sum behind MemoryModel.cpp's formula (docs/design.md §4–5): the
// memory each rank holds and the bytes it sends for one stage's decisions
// (Plan/StagePreset.h), added one tensor at a time with checked arithmetic.
// Private to the analysis library.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_ANALYSIS_DETAIL_FOOTPRINTBUILDER_H
#define ZERO_LIB_ANALYSIS_DETAIL_FOOTPRINTBUILDER_H

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace mlir::zero::detail {

/// The fix for a sum of byte counts that overflows.
inline constexpr StringLiteral kCheckShapes =
    "the model states are too large to count in bytes, check the tensor "
    "shapes";

/// The units whose collectives a footprint of one stage counts
/// (GatherSchedule.h).
struct UnitCounts {
  /// Every unit.
  uint64_t units = 0;
  /// The parts of the units each reduction of the rewrite spans: a unit
  /// whose parameters' gradients are reduced differently (one capped at a
  /// lower stage, `zero.max_stage`) is split by reduction, each part
  /// reducing its gradients once per step. Those all-reduced (stage 0, and
  /// parameters capped at it) and those reduce-scattered.
  uint64_t allReduced = 0;
  uint64_t reduceScattered = 0;
  /// The units stage 3 gathers for their weights' uses
  /// (`getUnitsGatheredForUse`), and of them those kept gathered from the
  /// forward to the backward.
  uint64_t gatheredForUse = 0;
  uint64_t kept = 0;
  /// The parts that gather their updated weights back once after the
  /// update: every part at stages 1-2; at stage 3 those holding a weight
  /// that stays whole (persistent, or capped at stage 1 or 2).
  uint64_t gatheredAfterUpdate = 0;
};

/// Adds the tensors of a state table to one stage's footprint, one at a time,
/// and reports the first sum that overflows.
class FootprintBuilder {
public:
  /// `shardRanks` is G, a divisor of `worldSize`; G = N is one group.
  FootprintBuilder(int64_t worldSize, int stage, int64_t shardRanks)
      : worldSize(worldSize), shardRanks(shardRanks),
        replicas(worldSize / shardRanks), decisions(getStagePreset(stage)) {
    footprint.stage = stage;
    // The axes zero-shard's collectives name (ShardGroup in
    // ZeroShardRewriter.h): the whole grid, or within a shard group and
    // across replicas.
    if (replicas == 1) {
      if (worldSize > 1)
        footprint.sentBytesByAxes.push_back(AxisTraffic{{}, worldSize, 0});
    } else {
      if (shardRanks > 1)
        footprint.sentBytesByAxes.push_back(AxisTraffic{{1}, shardRanks, 0});
      footprint.sentBytesByAxes.push_back(AxisTraffic{{0}, replicas, 0});
    }
  }

  /// `keptGathered`: the parameter's unit stays gathered from its forward
  /// to its backward at stage 3.
  LogicalResult addParam(const ParamStates &param, bool keptGathered);
  /// The collective counts of `units`.
  StageFootprint finish(const UnitCounts &units);

private:
  LogicalResult addState(const ParamStates &param, const StateValue &state,
                         bool keptGathered);
  /// Adds `timesPerStep` collectives of `kind` over `groupRanks` ranks
  /// whose per-rank shard has `shardBytes` bytes; `acrossReplicas` says
  /// which axis of a hybrid grid they span.
  LogicalResult addTraffic(const ParamStates &param, const StateValue &state,
                           uint64_t shardBytes, CollectiveKind kind,
                           unsigned timesPerStep, int64_t groupRanks,
                           bool acrossReplicas = false);
  /// The gradient's collectives under `ofParam`, what the plan does to
  /// `param`: see `addState`.
  LogicalResult addGradientTraffic(const ParamStates &param,
                                   const StateValue &state,
                                   const ShardLayout &layout,
                                   StageDecisions ofParam);
  LogicalResult overflow(const ParamStates &param, const StateValue &state,
                         StringRef sumName, StringRef fix);

  int64_t worldSize;
  int64_t shardRanks;
  int64_t replicas;
  /// What the stage does to each kind of state: the builder asks these,
  /// never the stage number.
  StageDecisions decisions;
  StageFootprint footprint;
};

} // namespace mlir::zero::detail

#endif // ZERO_LIB_ANALYSIS_DETAIL_FOOTPRINTBUILDER_H
