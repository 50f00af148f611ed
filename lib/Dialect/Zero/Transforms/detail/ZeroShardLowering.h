//===- ZeroShardLowering.h - the rewrite's steps, written once --*- C++ -*-===//
//
// The steps of zero-shard's rewrite that say what a plan's decisions mean
// for the program (which arguments become shards, which collectives reduce
// each unit's gradients and where, how the updated weights are gathered
// back), written once for the two consumers of the rewrite:
//
//   - ShardRewriter (ZeroShardRewriterImpl.h) writes them into the IR;
//   - Replay (ZeroShardModelImpl.h), the search's model of the rewrite,
//     records them as edits of its description of the step and measures
//     the result without writing IR.
//
// `ShardLowering<Consumer>` holds the plan's facts and the steps; the
// consumer derives from it (CRTP) and provides the program edits the steps
// make, on its own handles for values (`ValueRef`) and top-level ops
// (`OpRef`), the base's second and third template arguments:
//
//   ValueRef get(Value value)             a value of the unsharded step
//   std::optional<OpRef> getTopDefiningOp(Value value)
//                                         the top-level op that defines it
//                                         (none for an argument)
//   bool isBefore(OpRef a, OpRef b)
//   void setInsertionPointAfter(std::optional<OpRef> op)
//                                         none: the start of the body
//   void setInsertionPointBeforeTerminator()
//   Type getType(ValueRef value)          its type in the program as edited
//   ValueRef flatten(ValueRef, Location)
//   ValueRef padWithZeros(ValueRef flat, int64_t elements, Location)
//   ValueRef unflatten(ValueRef flat, RankedTensorType full, Location)
//   OpRef createCollective(const CollectiveSpec &, ArrayRef<ValueRef> inputs,
//                          ArrayRef<Type> resultTypes, Location,
//                          SmallVectorImpl<ValueRef> &results)
//   OpRef release(ArrayRef<ValueRef> tensors)
//   void shardArgument(BlockArgument, RankedTensorType shard, Type full)
//   void mapReducedGradient(Value grad, ValueRef reduced)
//                                         what the update reads in its place
//   void readReducedGradientsInUpdate(const OptimizerUpdate &)
//                                         stage 0: the update reads the
//                                         averaged full gradients
//   ValueRef getReturned(unsigned resultIndex)
//   void setReturned(unsigned resultIndex, ValueRef value)
//
// A consumer makes no decision of its own: where a step branches on the
// plan, it branches here (docs/design.md §10, "One lowering, two
// consumers").
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDLOWERING_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDLOWERING_H

#include "ZeroShardOptimizerUpdate.h"
#include "ZeroShardRewriter.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Plan/ShardPlan.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>

namespace mlir::zero::detail {

/// One collective the lowering inserts: its kind, the grid axes it spans
/// (empty: the whole grid) and, for a reduction, how it combines.
struct CollectiveSpec {
  CollectiveKind kind;
  SmallVector<int16_t> gridAxes;
  /// Gradients are averaged over the ranks that computed them.
  ReduceKind reduction = ReduceKind::Avg;
};

template <typename Consumer, typename ValueRefT, typename OpRefT>
class ShardLowering {
public:
  /// The plan's stage is `stage`, its group `group`; `paramGroups` gives a
  /// parameter a group of its own on a mesh (empty: every parameter's is
  /// `group`).
  ShardLowering(const StateTable &table, int stage, ShardGroup group,
                ArrayRef<ShardGroup> paramGroups)
      : table(table), stage(stage), decisions(getStagePreset(stage)),
        group(std::move(group)),
        paramGroups(paramGroups.begin(), paramGroups.end()) {}

protected:
  using ValueRef = ValueRefT;
  using OpRef = OpRefT;

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
  /// This rank's flat shard of `state`, a state of `param`.
  RankedTensorType shardType(unsigned param, const StateValue &state) const {
    return RankedTensorType::get(
        {llvm::divideCeil(state.numElements, shardRanksOf(param))},
        state.getElementType());
  }
  /// Stage 0 on a hybrid grid whose shard groups have more than one rank
  /// reduces in three steps, as stages 1-3 do in two
  /// (`reduceUnitGradients`).
  bool isHierarchicalAllReduce() const {
    return !decisions.reduceScattersGradients() && group.isHybrid() &&
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
  /// The gathering units, each within one group; the consumer sets them.
  ArrayRef<GatheringUnit> units;
  /// The results the return gives as this rank's shard, as the rewrite of
  /// the update put them there.
  llvm::SmallDenseSet<unsigned> shardedResults;

  // The arguments

  /// Turns the arguments of the states this stage shards into this rank's
  /// flat shards.
  void shardArguments() {
    for (auto [index, param] : llvm::enumerate(table.getParams())) {
      auto shardState = [&, index = index](const StateValue &state) {
        auto argument = dyn_cast<BlockArgument>(state.value);
        if (argument && decisions.shards(state.state.getRole()))
          consumer().shardArgument(argument, shardType(index, state),
                                   state.type);
      };
      shardState(param.weight);
      for (const StateValue &state : param.optimizer)
        shardState(state);
    }
  }

  // The gradient collectives

  /// The top-level op computing the last of `params`' gradients; none when
  /// every one is passed in (there from the start).
  std::optional<OpRef> getLastGradientOp(ArrayRef<unsigned> params) {
    std::optional<OpRef> last;
    for (unsigned param : params) {
      std::optional<OpRef> op =
          consumer().getTopDefiningOp(table.getParams()[param].grad.value);
      if (op && (!last || consumer().isBefore(*last, *op)))
        last = op;
    }
    return last;
  }

  /// Inserts the collectives that reduce `unit`'s gradients `inputs` (full
  /// at stage 0, flat and padded otherwise) at the insertion point, fills
  /// `reduced` with what the update reads in their place, and releases
  /// `toRelease` plus every intermediate once it is consumed. Returns the
  /// last collective or release inserted.
  ///
  /// - One replica: stage 0 all-reduces, stages 1-3 reduce-scatter over the
  ///   unit's group (today's 1-d program).
  /// - Hybrid (R x G), stages 1-3: reduce-scatter within the shard group
  ///   (axis 1; nothing when G = 1, the flat gradient is its own shard), then
  ///   all-reduce the shard across the replicas (axis 0).
  /// - Hybrid, stage 0: the same two steps, then an all-gather within the
  ///   group (axis 1) rebuilds the full gradient. Stages 0-3 thus sum every
  ///   element in the same order, so their updates agree bit for bit. With
  ///   G = 1 this is a single all-reduce over the replicas.
  OpRef reduceUnitGradients(const GatheringUnit &unit, Location loc,
                            ArrayRef<ValueRef> inputs,
                            ArrayRef<Type> resultTypes,
                            ArrayRef<ValueRef> toRelease,
                            SmallVectorImpl<ValueRef> &reduced) {
    Consumer &c = consumer();
    std::optional<OpRef> last;
    auto releaseConsumed = [&](ArrayRef<ValueRef> consumed) {
      if (!consumed.empty())
        last = c.release(consumed);
    };
    if (!group.isHybrid()) {
      CollectiveKind kind = decisions.reduceScattersGradients()
                                ? CollectiveKind::ReduceScatter
                                : CollectiveKind::AllReduce;
      last = c.createCollective({kind, groupOf(unit).getShardAxes()}, inputs,
                                resultTypes, loc, reduced);
      releaseConsumed(toRelease);
      return *last;
    }
    SmallVector<ValueRef> shards(inputs.begin(), inputs.end());
    SmallVector<ValueRef> consumed(toRelease.begin(), toRelease.end());
    if (group.shardRanks > 1) {
      shards.clear();
      last = c.createCollective(
          {CollectiveKind::ReduceScatter, group.getShardAxes()}, inputs,
          resultTypes, loc, shards);
      releaseConsumed(consumed);
      consumed.assign(shards);
    }
    SmallVector<Type> shardTypes;
    for (ValueRef shard : shards)
      shardTypes.push_back(c.getType(shard));
    SmallVector<ValueRef> averaged;
    last =
        c.createCollective({CollectiveKind::AllReduce, group.getReplicaAxes()},
                           shards, shardTypes, loc, averaged);
    releaseConsumed(consumed);
    if (!isHierarchicalAllReduce()) {
      llvm::append_range(reduced, averaged);
      return *last;
    }
    SmallVector<Type> paddedTypes;
    for (ValueRef input : inputs)
      paddedTypes.push_back(c.getType(input));
    SmallVector<ValueRef> gathered;
    last = c.createCollective({CollectiveKind::AllGather, group.getShardAxes()},
                              averaged, paddedTypes, loc, gathered);
    releaseConsumed(averaged);
    for (auto [full, param] : llvm::zip(gathered, unit.params))
      reduced.push_back(c.unflatten(
          full,
          cast<RankedTensorType>(table.getParams()[param].grad.value.getType()),
          loc));
    return *last;
  }

  /// Inserts the gradient collectives, one per gathering unit: stage 0
  /// all-reduces each unit's gradients as soon as they are all computed;
  /// stages 2–3 reduce-scatter them at that point; stage 1 reduce-scatters all
  /// units after the last gradient of the step (the end of the backward).
  /// The full gradients are released once reduced; a gradient passed in
  /// belongs to the caller and is not.
  void reduceGradients(const OptimizerUpdate &update) {
    Consumer &c = consumer();
    std::optional<OpRef> endOfBackward;
    for (const GatheringUnit &unit : units)
      if (std::optional<OpRef> last = getLastGradientOp(unit.params))
        if (!endOfBackward || c.isBefore(*endOfBackward, *last))
          endOfBackward = last;

    // Stage 1 issues its buckets one after another at the end of the
    // backward, in unit order.
    std::optional<OpRef> stageOnePoint = endOfBackward;
    for (const GatheringUnit &unit : units) {
      c.setInsertionPointAfter(decisions.reducesGradientsAfterBackward()
                                   ? stageOnePoint
                                   : getLastGradientOp(unit.params));
      SmallVector<ValueRef> inputs, toRelease;
      SmallVector<Type> resultTypes;
      for (unsigned param : unit.params) {
        const StateValue &grad = table.getParams()[param].grad;
        Location loc = grad.value.getLoc();
        ValueRef full = c.get(grad.value);
        if (!isa<BlockArgument>(grad.value))
          toRelease.push_back(full);
        if (!decisions.reduceScattersGradients() &&
            !isHierarchicalAllReduce()) {
          inputs.push_back(full);
          resultTypes.push_back(grad.value.getType());
          continue;
        }
        ValueRef flat = c.flatten(full, loc);
        ValueRef padded = c.padWithZeros(
            flat, shardElements(param) * shardRanksOf(param), loc);
        if (padded != flat)
          toRelease.push_back(padded);
        inputs.push_back(padded);
        resultTypes.push_back(shardType(param, grad));
      }
      Location loc = table.getParams()[unit.params.front()].grad.value.getLoc();
      SmallVector<ValueRef> reduced;
      stageOnePoint = reduceUnitGradients(unit, loc, inputs, resultTypes,
                                          toRelease, reduced);
      for (auto [param, value] : llvm::zip(unit.params, reduced))
        c.mapReducedGradient(table.getParams()[param].grad.value, value);
    }

    // At stage 0 the update keeps its full shapes and reads the averaged
    // gradients in place of the local ones.
    if (!decisions.shardOptimizerStates)
      c.readReducedGradientsInUpdate(update);
  }

  // The updated weights

  /// Stages 1–2 keep full weights: the updated shards are gathered back, one
  /// collective per unit, just before the step returns. The results to gather
  /// are those the sharded update returns as shards (`shardedResults`), not
  /// those whose type looks like a shard: a 1-element weight and its shard
  /// have the same type, yet the shard still holds only this rank's update.
  void gatherUpdatedWeights() {
    Consumer &c = consumer();
    Location loc =
        table.getFunction().getFunctionBody().front().getTerminator()->getLoc();
    c.setInsertionPointBeforeTerminator();
    for (const GatheringUnit &unit : units) {
      SmallVector<UpdatedWeightResult> updated =
          getShardedWeightResults(table, unit, shardedResults);
      if (updated.empty())
        continue;
      const ShardGroup &unitGroup = groupOf(unit);
      SmallVector<ValueRef> shards;
      SmallVector<Type> gatheredTypes;
      for (const UpdatedWeightResult &result : updated) {
        shards.push_back(c.getReturned(result.resultIndex));
        auto shard = cast<RankedTensorType>(c.getType(shards.back()));
        gatheredTypes.push_back(
            RankedTensorType::get({shard.getDimSize(0) * unitGroup.shardRanks},
                                  result.weight->getElementType()));
      }
      // A group of one rank holds the whole flat weight: nothing to gather.
      SmallVector<ValueRef> gathered(shards);
      if (unitGroup.shardRanks > 1) {
        gathered.clear();
        c.createCollective(
            {CollectiveKind::AllGather, unitGroup.getShardAxes()}, shards,
            gatheredTypes, loc, gathered);
      }
      for (auto [result, value] : llvm::zip(updated, gathered)) {
        c.setReturned(result.resultIndex,
                      c.unflatten(value, result.weight->type, loc));
        shardedResults.erase(result.resultIndex);
      }
    }
  }

private:
  Consumer &consumer() { return static_cast<Consumer &>(*this); }
};

} // namespace mlir::zero::detail

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDLOWERING_H
