//===- ShardLoweringFacts.h - what a plan says of one step ------*- C++ -*-===//
//
// The facts the rewrite's steps (ShardLowering.h) read off the plan applied
// to one step: each parameter's decisions (its stage's, capped at its own),
// its group and shard size, the units each collective spans, and which
// results the rewrite made shards. They depend on neither consumer of the
// lowering, so they live apart from its steps.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_SHARDLOWERINGFACTS_H
#define ZERO_DIALECT_ZERO_PLAN_SHARDLOWERINGFACTS_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Plan/ShardLoweringQueries.h"
#include "zero/Dialect/Zero/Plan/ShardPlan.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::zero::detail {

class ShardLoweringFacts {
public:
  /// The plan's stage is `stage`, its group `group`; `paramGroups` gives a
  /// parameter a group of its own on a mesh (empty: every parameter's is
  /// `group`); `reshardPolicy` which stage-3 units are freed between their
  /// forward and backward uses.
  ShardLoweringFacts(const StateTable &table, int stage, ShardGroup group,
                     ArrayRef<ShardGroup> paramGroups,
                     ReshardPolicy reshardPolicy)
      : table(table), stage(stage), decisions(getStagePreset(stage)),
        group(std::move(group)),
        paramGroups(paramGroups.begin(), paramGroups.end()),
        reshardPolicy(reshardPolicy) {}

protected:
  /// What the plan does to `param`'s states: the stage's decisions, capped
  /// at the parameter's own stage (a persistent weight kept whole, a
  /// `zero.max_stage`: StageDecisions::forParam).
  StageDecisions decisionsOf(unsigned param) const {
    return decisions.forParam(table.getParams()[param].maxStage);
  }
  /// The decisions of a unit's parameters, which agree on how their
  /// gradients are reduced (`splitUnitsByGroup`).
  StageDecisions decisionsOf(const GatheringUnit &unit) const {
    return decisionsOf(unit.params.front());
  }
  /// Whether some parameter's updated weight is gathered back after the
  /// update: every one at stages 1-2, the persistent ones and those capped
  /// at stages 1-2 at stage 3.
  bool gathersAnyUpdatedWeights() const {
    for (unsigned param = 0, e = table.getParams().size(); param < e; ++param)
      if (decisionsOf(param).gathersUpdatedWeights())
        return true;
    return false;
  }
  /// Whether `param`'s gradient is reduced and updated as stage 0 does it:
  /// all-reduced whole, its update on the full tensors.
  bool updatesWhole(unsigned param) const {
    return !decisionsOf(param).shardOptimizerStates;
  }
  /// The group `param`'s states are sharded over, and its ranks.
  const ShardGroup &groupOf(unsigned param) const {
    return paramGroups.empty() ? group : paramGroups[param];
  }
  int64_t shardRanksOf(unsigned param) const {
    return groupOf(param).shardRanks;
  }
  /// A unit's parameters share one group (the rewriter splits the units
  /// that would not).
  const ShardGroup &groupOf(const GatheringUnit &unit) const {
    return groupOf(unit.params.front());
  }
  /// The elements of this rank's shard of `param`'s states.
  int64_t shardElements(unsigned param) const {
    return llvm::divideCeil(table.getParams()[param].getNumElements(),
                            shardRanksOf(param));
  }
  /// `units` with each unit whose parameters have different groups (a
  /// layer's routed experts beside its attention), or whose gradients are
  /// reduced differently (a parameter capped at a lower stage,
  /// `zero.max_stage`), split into one unit per group and reduction, in the
  /// order they first appear: each collective spans one group, and reduces
  /// gradients of one kind at one point of the step.
  SmallVector<GatheringUnit>
  splitUnitsByGroup(ArrayRef<GatheringUnit> units) const {
    return splitUnits(units, [&](unsigned a, unsigned b) {
      return groupOf(a).meshAxes == groupOf(b).meshAxes &&
             decisionsOf(a).reducesGradientsAs(decisionsOf(b));
    });
  }
  /// This rank's flat shard of `state`, a state of `param`.
  RankedTensorType shardType(unsigned param, const StateValue &state) const {
    int64_t shard = llvm::divideCeil(state.numElements, shardRanksOf(param));
    return RankedTensorType::get({shard}, state.getElementType());
  }
  /// Stage 0 (or a unit capped at it) on a hybrid grid whose shard groups
  /// have more than one rank reduces in three steps, as stages 1-3 do in
  /// two (`reduceUnitGradients`).
  bool isHierarchicalAllReduce(const GatheringUnit &unit) const {
    return !decisionsOf(unit).reduceScattersGradients() && group.isHybrid() &&
           group.shardRanks > 1;
  }
  /// Whether the rewrite accepts `returned`, of type `returnedType`, as
  /// what the step returns for `result`, a sharded state of `param`: the
  /// shard the sharded update computed from the state's shard.
  bool isShardedResult(unsigned param, const StateResult &result,
                       Type returnedType) const {
    const StateValue &input = table.getParams()[param].getUpdatedInput(result);
    return shardedResults.contains(result.resultIndex) &&
           returnedType == shardType(param, input);
  }

  const StateTable &table;
  int stage;
  /// What the stage does to each kind of state (StagePreset.h).
  StageDecisions decisions;
  ShardGroup group;
  SmallVector<ShardGroup> paramGroups;
  ReshardPolicy reshardPolicy;
  /// The gathering units, each within one group (`splitUnitsByGroup`); the
  /// consumer sets them.
  ArrayRef<GatheringUnit> units;
  /// The results the return gives as this rank's shard, as the rewrite of
  /// the update put them there.
  llvm::SmallDenseSet<unsigned> shardedResults;
};

} // namespace mlir::zero::detail

#endif // ZERO_DIALECT_ZERO_PLAN_SHARDLOWERINGFACTS_H
