//===- ShardLowering.h - the rewrite's steps, written once ------*- C++ -*-===//
//
// The steps of zero-shard's rewrite that say what a plan's decisions mean
// for the program (which arguments become shards, which collectives reduce
// each unit's gradients and where, how the updated weights are gathered
// back), written once for the two consumers of the rewrite:
//
//   - ShardRewriter (Transforms/detail/ZeroShardRewriterImpl.h) writes
//     them into the IR;
//   - Replay (Plan/detail/ShardedStepModelImpl.h), the search's model of
//     the rewrite, records them as edits of its description of the step and
//     measures the result without writing IR.
//
// `ShardLowering<Consumer>` holds the steps, on the plan's facts about the
// step (its base, ShardLoweringFacts.h); the consumer derives from it
// (CRTP) and provides the program edits the steps make, on its own handles
// for values (`ValueRef`) and top-level ops (`OpRef`), the base's second
// and third template arguments:
//
//   ValueRef get(Value value)             a value of the unsharded step
//   std::optional<OpRef> getTopDefiningOp(Value value)
//                                         the top-level op that defines it
//                                         (none for an argument)
//   bool isBefore(OpRef a, OpRef b)
//   void setInsertionPointAfter(std::optional<OpRef> op)
//                                         none: the start of the body
//   void setInsertionPointBefore(OpRef op)
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
//   void mapReducedGradient(Value grad, ValueRef delivered,
//                           ValueRef reduced)
//                                         what the last collective delivers,
//                                         and what the update reads in its
//                                         place (a view of it, or itself)
//   void readReducedGradientsInUpdate(const OptimizerUpdate &)
//                                         stage 0: the update reads the
//                                         averaged full gradients
//   ValueRef getReturned(unsigned resultIndex)
//   void setReturned(unsigned resultIndex, ValueRef value)
//   void sinkWeightViews()                every view of a weight copied
//                                         next to each of its readers
//   SmallVector<OpRef> numberOps()        the top-level ops in program
//                                         order; getPosition(op) numbers
//                                         them so until the next call
//   unsigned getPosition(OpRef op)
//   bool isViewOp(OpRef op)               its result is a view of its
//                                         first operand (`isBufferView`)
//   Operation *getStepOp(OpRef op)        the op of the unsharded step it
//                                         is, null for an inserted one
//   Location getLoc(OpRef op)
//   SmallVector<OpRef> getWeightReaders(unsigned param)
//                                         the top-level ops reading the
//                                         weight, once per read
//   void replaceIn(OpRef op, ValueRef from, ValueRef to)
//                                         in `op` and its regions
//
// and for the sharded optimizer update:
//
//   std::optional<SmallVector<std::pair<OpRef, unsigned>>>
//   getUpdateOpsOnShards(const OptimizerUpdate &)
//                                         its ops, each with its parameter,
//                                         in a form that runs on shards
//                                         (none: it cannot, reported)
//   SmallVector<ValueRef> getOperandValues(OpRef op)
//   Value getStepValue(ValueRef value)    null for a value the rewrite made
//   std::optional<ValueRef> lookupUpdateInput(ValueRef full)
//   void mapUpdateInput(ValueRef full, ValueRef shard)
//                                         what the update reads in place of
//                                         `full` (itself: already a shard)
//   void readUpdateInputsIn(OpRef op)     `op` reads the mapped values
//   void setType(ValueRef value, Type type)
//   void flattenIterationSpace(OpRef op)
//   ValueRef createEmpty(RankedTensorType, Location)
//   ValueRef createFill(ValueRef scalar, ValueRef init, Location)
//   ValueRef createSplat(RankedTensorType, SplatElementsAttr full, Location)
//   ValueRef getRankIndex(const ShardGroup &)
//   ValueRef sliceShard(ValueRef padded, ValueRef rankIndex,
//                       int64_t shardElements, Location)
//   void reportUnshardableInput(OpRef op, unsigned param, ValueRef input)
//   unsigned getNumReturned()
//   void eraseReplacedByShards(ArrayRef<OpRef> reshapes)
//                                         the reshapes and what only the
//                                         full-size update read
//
// and for cast-on-gather:
//
//   std::optional<SmallVector<std::pair<OpRef, unsigned>>>
//   getReads(ValueRef value)              each op reading it, with the
//                                         operand (none: one the consumer
//                                         does not follow)
//   ValueRef createWeightCast(ValueRef master, RankedTensorType shard,
//                             arith::TruncFOp updateCast, Location)
//   void setOperand(OpRef op, unsigned index, ValueRef value)
//   void dropCastWeight(const ParamStates &, const WeightCastSource &)
//                                         the weight's argument and result
//
// A consumer makes no decision of its own: where a step branches on the
// plan, it branches here (docs/design.md §10, "One lowering, two
// consumers").
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_SHARDLOWERING_H
#define ZERO_DIALECT_ZERO_PLAN_SHARDLOWERING_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/OptimizerUpdate.h"
#include "zero/Dialect/Zero/Plan/ShardLoweringFacts.h"
#include "zero/Dialect/Zero/Plan/ShardLoweringQueries.h"
#include "zero/Dialect/Zero/Plan/ShardPlan.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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
class ShardLowering : public ShardLoweringFacts {
public:
  using ShardLoweringFacts::ShardLoweringFacts;

protected:
  using ValueRef = ValueRefT;
  using OpRef = OpRefT;

  // The arguments.

  /// Turns the arguments of the states this stage shards into this rank's
  /// flat shards.
  void shardArguments() {
    for (auto [index, param] : llvm::enumerate(table.getParams())) {
      auto shardState = [&, index = index](const StateValue &state) {
        auto argument = dyn_cast<BlockArgument>(state.value);
        if (argument && decisionsOf(index).shards(state.state.getRole()))
          consumer().shardArgument(argument, shardType(index, state),
                                   state.type);
      };
      shardState(param.weight);
      for (const StateValue &state : param.optimizer)
        shardState(state);
    }
  }

  // The gradient collectives.

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
  /// `delivered` with what the last collective delivers for each and
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
                            SmallVectorImpl<ValueRef> &delivered,
                            SmallVectorImpl<ValueRef> &reduced) {
    Consumer &c = consumer();
    std::optional<OpRef> last;
    auto releaseConsumed = [&](ArrayRef<ValueRef> consumed) {
      if (!consumed.empty())
        last = c.release(consumed);
    };
    if (!group.isHybrid()) {
      CollectiveKind kind = decisionsOf(unit).reduceScattersGradients()
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
    if (!isHierarchicalAllReduce(unit)) {
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
    llvm::append_range(delivered, gathered);
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
  /// Each unit follows its parameters' decisions (`decisionsOf`), so a unit
  /// capped at a lower stage is reduced as that stage reduces it. The full
  /// gradients are released once reduced; a gradient passed in belongs to
  /// the caller and is not.
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
      StageDecisions ofUnit = decisionsOf(unit);
      c.setInsertionPointAfter(ofUnit.reducesGradientsAfterBackward()
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
        if (!ofUnit.reduceScattersGradients() &&
            !isHierarchicalAllReduce(unit)) {
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
      SmallVector<ValueRef> delivered, reduced;
      OpRef last = reduceUnitGradients(unit, loc, inputs, resultTypes,
                                       toRelease, delivered, reduced);
      if (ofUnit.reducesGradientsAfterBackward())
        stageOnePoint = last;
      // Without a view after the last collective, it delivers what the
      // update reads.
      if (delivered.empty())
        delivered = reduced;
      for (auto [param, end, value] :
           llvm::zip(unit.params, delivered, reduced))
        c.mapReducedGradient(table.getParams()[param].grad.value, end, value);
    }

    // At stage 0 (and for a parameter capped at it) the update keeps its
    // full shapes and reads the averaged gradients in place of the local
    // ones.
    if (llvm::any_of(units, [&](const GatheringUnit &unit) {
          return updatesWhole(unit.params.front());
        }))
      c.readReducedGradientsInUpdate(
          update, [&](unsigned param) { return updatesWhole(param); });
  }

  // The weights' gathers.

  /// Stage 3: gathers each unit before each of its use intervals and
  /// releases it after, replacing the weights' reads in the interval by
  /// the gathered full tensors. The optimizer update keeps reading the
  /// shards, and the return the weight's own argument. A persistent weight
  /// is whole: its unit gathers the others only (`getUnitsGatheredForUse`).
  void gatherWeightsForUses(const OptimizerUpdate &update) {
    Consumer &c = consumer();
    SmallVector<GatheringUnit> gathered = getUnitsGatheredForUse(table, units);
    c.sinkWeightViews();
    SmallVector<OpRef> opAt = c.numberOps();
    auto isReturn = [&](OpRef op) {
      Operation *stepOp = c.getStepOp(op);
      return stepOp && stepOp->hasTrait<OpTrait::IsTerminator>();
    };
    auto isRewritten = [&](OpRef reader) {
      Operation *op = c.getStepOp(reader);
      return !op || (!update.contains(op) && !isReturn(reader));
    };
    // A view of a weight sits right before its one reader and reads the
    // weight as long as it: to the first op after it that is not a view,
    // and the gathered buffer is released after that op (kept, unreleased,
    // when the step returns the view; ShardPreconditions lets no view
    // reach the update).
    SmallVector<SmallVector<OpRef>> readers;
    SmallVector<SmallVector<unsigned>> readAt, usesPerUnit(gathered.size());
    for (unsigned param = 0, e = table.getParams().size(); param < e; ++param) {
      readers.push_back(c.getWeightReaders(param));
      readAt.emplace_back();
      for (OpRef reader : readers.back()) {
        unsigned at = c.getPosition(reader), end = at;
        while (c.isViewOp(opAt[end]))
          ++end;
        bool endsReading = isRewritten(opAt[end]) || isReturn(opAt[end]);
        readAt.back().push_back(endsReading ? end : at);
      }
    }
    for (auto [unitIndex, unit] : llvm::enumerate(gathered))
      for (unsigned param : unit.params)
        for (auto [reader, at] : llvm::zip(readers[param], readAt[param]))
          if (isRewritten(reader))
            usesPerUnit[unitIndex].push_back(at);

    for (const GatherInterval &interval : deriveGatherIntervals(
             usesPerUnit, decideResharding(table, gathered, reshardPolicy),
             getUnitFamilies(gathered))) {
      const GatheringUnit &unit = gathered[interval.unit];
      // Before the interval's first read, or the views that read for it.
      unsigned firstRead = interval.first;
      for (unsigned param : unit.params)
        for (auto [reader, at] : llvm::zip(readers[param], readAt[param]))
          if (isRewritten(reader) && at == interval.first)
            firstRead = std::min(firstRead, c.getPosition(reader));
      OpRef first = opAt[firstRead], last = opAt[interval.last];
      c.setInsertionPointBefore(first);
      SmallVector<ValueRef> shards;
      SmallVector<Type> gatheredTypes;
      for (unsigned param : unit.params) {
        const StateValue &weight = table.getParams()[param].weight;
        shards.push_back(c.get(weight.value));
        gatheredTypes.push_back(
            RankedTensorType::get({shardElements(param) * shardRanksOf(param)},
                                  weight.getElementType()));
      }
      // Shard groups of one rank hold the whole flat weight: nothing to
      // gather, the uses read it through a reshape.
      SmallVector<ValueRef> fullWeights(shards);
      const ShardGroup &unitGroup = groupOf(unit);
      bool gathers = unitGroup.shardRanks > 1;
      if (gathers) {
        fullWeights.clear();
        c.createCollective(
            {CollectiveKind::AllGather, unitGroup.getShardAxes()}, shards,
            gatheredTypes, c.getLoc(first), fullWeights);
      }
      for (auto [param, shard, value] :
           llvm::zip(unit.params, shards, fullWeights)) {
        const StateValue &weight = table.getParams()[param].weight;
        ValueRef full = c.unflatten(value, weight.type, weight.value.getLoc());
        for (auto [reader, at] : llvm::zip(readers[param], readAt[param]))
          if (at >= interval.first && at <= interval.last &&
              isRewritten(reader))
            c.replaceIn(reader, shard, full);
      }
      if (!gathers || isReturn(last))
        continue;
      c.setInsertionPointAfter(last);
      c.release(fullWeights);
    }
  }

  // The optimizer update.

  /// Stages 1–3 run each parameter's update on this rank's shard only
  /// (exact for an elementwise update, the input contract: docs/design.md
  /// §2): every full-size tensor of parameter p becomes its flat shard. The
  /// update reads the shards of its inputs (the states', the reduced
  /// gradient's; at stages 1–2 this rank's slice of the full weight); an
  /// input it did not compute and that is none of these is sharded if it
  /// is an empty tensor, a fill or a splat, and is an error otherwise. The
  /// return then gives the shards (`shardedResults`). False when the
  /// update cannot run on shards (the consumer reports why).
  bool shardOptimizerUpdate(const OptimizerUpdate &update) {
    Consumer &c = consumer();
    std::optional<SmallVector<std::pair<OpRef, unsigned>>> ops =
        c.getUpdateOpsOnShards(
            update, [&](unsigned param) { return !updatesWhole(param); });
    if (!ops)
      return false;
    SmallVector<OpRef> reshapes;
    for (auto [op, paramIndex] : *ops) {
      uint64_t numElements = table.getParams()[paramIndex].getNumElements();
      int64_t shard = shardElements(paramIndex);
      auto shardTypeOf = [&](Type full) {
        return RankedTensorType::get(
            {shard}, cast<RankedTensorType>(full).getElementType());
      };
      c.setInsertionPointBefore(op);
      SmallVector<ValueRef> operands = c.getOperandValues(op);
      for (ValueRef operand : operands) {
        if (c.lookupUpdateInput(operand) || isScalarLike(c.getType(operand)))
          continue;
        std::optional<ValueRef> sharded = shardOfOutsideValue(
            paramIndex, operand, shardTypeOf(c.getType(operand)));
        if (!sharded) {
          c.reportUnshardableInput(op, paramIndex, operand);
          return false;
        }
        c.mapUpdateInput(operand, *sharded);
      }
      Operation *stepOp = c.getStepOp(op);
      // A reshape is the identity on the flat shard of its operand.
      if (isFlatOrderReshape(stepOp)) {
        c.mapUpdateInput(c.get(stepOp->getResult(0)),
                         *c.lookupUpdateInput(operands.front()));
        reshapes.push_back(op);
        continue;
      }
      // The op itself becomes its shard-sized version.
      c.readUpdateInputsIn(op);
      for (Value result : stepOp->getResults()) {
        ValueRef value = c.get(result);
        if (isFullSize(result.getType(), numElements))
          c.setType(value, shardTypeOf(result.getType()));
        c.mapUpdateInput(value, value);
      }
      c.flattenIterationSpace(op);
    }

    // The return now gives the shards.
    for (unsigned index = 0, e = c.getNumReturned(); index < e; ++index)
      if (std::optional<ValueRef> shard =
              c.lookupUpdateInput(c.getReturned(index))) {
        c.setReturned(index, *shard);
        shardedResults.insert(index);
      }
    c.eraseReplacedByShards(reshapes);
    return true;
  }

  /// The shard of a full-size value of parameter `param` that the update
  /// reads but did not compute: an empty tensor, a fill or a splat
  /// (destination operands and constants) of the shard's size, or the
  /// weight's slice (`sliceLocalShard`); none for anything else.
  std::optional<ValueRef> shardOfOutsideValue(unsigned param, ValueRef full,
                                              RankedTensorType shardType) {
    Consumer &c = consumer();
    Value value = c.getStepValue(full);
    if (!value)
      return std::nullopt;
    Location loc = value.getLoc();
    if (value.getDefiningOp<tensor::EmptyOp>())
      return c.createEmpty(shardType, loc);
    if (auto fill = value.getDefiningOp<linalg::FillOp>()) {
      std::optional<ValueRef> init =
          shardOfOutsideValue(param, c.get(fill.getOutputs()[0]), shardType);
      if (!init)
        return std::nullopt;
      return c.createFill(c.get(fill.getInputs()[0]), *init, loc);
    }
    if (auto constant = value.getDefiningOp<arith::ConstantOp>())
      if (auto splat = dyn_cast<SplatElementsAttr>(constant.getValue()))
        return c.createSplat(shardType, splat, loc);
    return sliceLocalShard(param, full);
  }

  /// Stages 1–2 (and a persistent weight at stage 3): the shard of the full
  /// weight this rank updates, for an
  /// update that reads the weight itself (decoupled weight decay on it,
  /// say); none for any other value.
  std::optional<ValueRef> sliceLocalShard(unsigned param, ValueRef full) {
    Consumer &c = consumer();
    const StateValue &weight = table.getParams()[param].weight;
    if (full != c.get(weight.value))
      return std::nullopt;
    if (std::optional<ValueRef> cached = c.lookupUpdateInput(full))
      return cached;
    ValueRef rankIndex = c.getRankIndex(groupOf(param));
    Location loc = weight.value.getLoc();
    int64_t shard = shardElements(param);
    ValueRef padded =
        c.padWithZeros(c.flatten(full, loc), shard * shardRanksOf(param), loc);
    ValueRef slice = c.sliceShard(padded, rankIndex, shard, loc);
    c.mapUpdateInput(full, slice);
    return slice;
  }

  // The updated weights.

  /// Stages 1–2 keep full weights, and so does stage 3 a persistent one:
  /// the updated shards are gathered back, one collective per unit, just
  /// before the step returns. The results to gather
  /// are those the sharded update returns as shards (`shardedResults`), not
  /// those whose type looks like a shard: a 1-element weight and its shard
  /// have the same type, yet the shard still holds only this rank's update.
  void gatherUpdatedWeights() {
    Consumer &c = consumer();
    Location loc =
        table.getFunction().getFunctionBody().front().getTerminator()->getLoc();
    c.setInsertionPointBeforeTerminator();
    for (const GatheringUnit &unit : units) {
      // At stage 3 only the persistent weights come back whole.
      GatheringUnit wholeAfterUpdate{unit.layer, unit.name, {}};
      for (unsigned param : unit.params)
        if (decisionsOf(param).gathersUpdatedWeights())
          wholeAfterUpdate.params.push_back(param);
      SmallVector<UpdatedWeightResult> updated =
          getShardedWeightResults(table, wholeAfterUpdate, shardedResults);
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

  // Cast-on-gather.

  /// Stage 3 with cast-on-gather, on the sharded program: a parameter with
  /// a cast source (`findWeightCastSources`) holds no weight shard. Every
  /// read of the weight's argument (the gathers, or with shard groups of
  /// one rank the reshape the uses read) reads the master's shard cast to
  /// the weight's type just before it, so the collective still sends the
  /// weight's bytes; the weight's argument and result go (and with the
  /// result the update's cast of the new master, once nothing reads it).
  /// False when the consumer does not follow a read.
  bool castWeightsOnGather(ArrayRef<std::optional<WeightCastSource>> sources) {
    Consumer &c = consumer();
    for (auto [param, source] : llvm::zip(table.getParams(), sources)) {
      if (!source)
        continue;
      ValueRef weight = c.get(param.weight.value);
      ValueRef master = c.get(param.optimizer[source->index].value);
      auto shardType = cast<RankedTensorType>(c.getType(weight));
      std::optional<SmallVector<std::pair<OpRef, unsigned>>> reads =
          c.getReads(weight);
      if (!reads)
        return false;
      for (auto [reader, operand] : *reads) {
        c.setInsertionPointBefore(reader);
        c.setOperand(reader, operand,
                     c.createWeightCast(master, shardType, source->cast,
                                        param.weight.value.getLoc()));
      }
      c.dropCastWeight(param, *source);
    }
    return true;
  }

private:
  Consumer &consumer() { return static_cast<Consumer &>(*this); }
};

} // namespace mlir::zero::detail

#endif // ZERO_DIALECT_ZERO_PLAN_SHARDLOWERING_H
