//===- ZeroShardRewriter.cpp - zero-shard: the per-rank program --------===//
//
// The rewrite behind `zero-shard`, for one stage and world size. Read
// top-down: the layout helpers (unflatten, pad), the gradient
// collectives, the weight gathers, the signature, then `run`. The class
// is declared in ZeroShardRewriterImpl.h; its cast-on-gather step is in
// ZeroShardCastOnGather.cpp and the checks made before it starts
// (`checkShardable`) in ZeroShardPreconditions.cpp.
//
// ZeroShardModel.cpp replays this rewrite for `stage=auto` without writing
// it: a change to which ops it inserts where, changes or erases needs the
// same change there (test-zero-shard-model.test fails until it has one).
//
//===----------------------------------------------------------------------===//

#include "ZeroShardRewriter.h"
#include "ZeroShardOptimizerUpdate.h"
#include "ZeroShardRewriterImpl.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

namespace {

//===----------------------------------------------------------------------===//
// Layout: flat, padded shards (docs/design.md §4)
//===----------------------------------------------------------------------===//

/// Restores the full shape of a flat tensor of `numElements` (or more, the
/// padding, which is cut off first).
Value unflatten(OpBuilder &builder, Location loc, Value flat,
                RankedTensorType fullType) {
  auto flatType = cast<RankedTensorType>(flat.getType());
  int64_t numElements = fullType.getNumElements();
  // The builders that take the static shapes: the others infer them again,
  // which costs more than the rest of a gather.
  if (flatType.getDimSize(0) != numElements)
    flat = tensor::ExtractSliceOp::create(
        builder, loc,
        RankedTensorType::get({numElements}, flatType.getElementType()), flat,
        ValueRange(), ValueRange(), ValueRange(), ArrayRef<int64_t>{0},
        ArrayRef<int64_t>{numElements}, ArrayRef<int64_t>{1});
  if (fullType.getRank() == 1)
    return flat;
  ArrayAttr reassociation =
      getFlatteningReassociationAttr(builder, fullType.getRank());
  if (fullType.getRank() == 0)
    return tensor::CollapseShapeOp::create(builder, loc, fullType, flat,
                                           reassociation);
  return tensor::ExpandShapeOp::create(builder, loc, fullType, flat,
                                       reassociation, ValueRange(),
                                       fullType.getShape());
}

/// Pads a flat tensor with zeros up to `paddedElements`.
Value padWithZeros(OpBuilder &builder, Location loc, Value flat,
                   int64_t paddedElements) {
  auto type = cast<RankedTensorType>(flat.getType());
  int64_t missing = paddedElements - type.getDimSize(0);
  if (missing == 0)
    return flat;
  auto paddedType =
      RankedTensorType::get({paddedElements}, type.getElementType());
  Value zero = arith::ConstantOp::create(
      builder, loc, builder.getZeroAttr(type.getElementType()));
  return tensor::PadOp::create(
      builder, loc, paddedType, flat,
      ArrayRef<OpFoldResult>{builder.getIndexAttr(0)},
      ArrayRef<OpFoldResult>{builder.getIndexAttr(missing)}, zero);
}

} // namespace

//===----------------------------------------------------------------------===//
// The rewrite
//===----------------------------------------------------------------------===//

RankedTensorType ShardRewriter::shardType(unsigned param,
                                          const StateValue &state) const {
  int64_t shard = llvm::divideCeil(state.numElements, shardRanksOf(param));
  return RankedTensorType::get({shard}, state.getElementType());
}

/// A gathering unit whose parameters have different groups (a layer's
/// routed experts beside its attention) becomes one unit per group, in the
/// order the groups first appear: each collective spans one group.
void ShardRewriter::splitUnitsByGroup() {
  SmallVector<GatheringUnit> split;
  for (GatheringUnit &unit : units) {
    SmallVector<GatheringUnit, 2> parts;
    for (unsigned param : unit.params) {
      auto *part = llvm::find_if(parts, [&](const GatheringUnit &candidate) {
        return groupOf(candidate).meshAxes == groupOf(param).meshAxes;
      });
      if (part == parts.end()) {
        parts.push_back(GatheringUnit{unit.layer, unit.name, {}});
        part = std::prev(parts.end());
      }
      part->params.push_back(param);
    }
    llvm::append_range(split, parts);
  }
  units = std::move(split);
}

/// This rank's index within `group`, at the start of the step: its linear
/// index on a grid of its own, its place in its shard group on an R x G
/// grid, and on a mesh its index along the group's axes, row-major.
Value ShardRewriter::getRankIndex(const ShardGroup &group) {
  SmallVector<int16_t> axes = group.getShardAxes();
  Value &index = rankIndices[axes];
  if (index)
    return index;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(&body);
  Location loc = function.getLoc();
  if (axes.empty()) {
    index = shard::ProcessLinearIndexOp::create(builder, loc, grid);
    return index;
  }
  SmallVector<shard::GridAxis> gridAxes(axes.begin(), axes.end());
  auto multiIndex = shard::ProcessMultiIndexOp::create(
      builder, loc, grid.getSymName(), gridAxes);
  for (auto [axis, coordinate] : llvm::zip(axes, multiIndex.getResults())) {
    if (!index) {
      index = coordinate;
      continue;
    }
    Value size =
        arith::ConstantIndexOp::create(builder, loc, grid.getShape()[axis]);
    index = arith::AddIOp::create(
        builder, loc, arith::MulIOp::create(builder, loc, index, size),
        coordinate);
  }
  return index;
}

ReleaseOp ShardRewriter::release(ValueRange tensors) {
  ++releases;
  return ReleaseOp::create(builder, tensors.front().getLoc(), tensors);
}

/// Inserts the collectives that reduce one unit's gradients `inputs` (full
/// at stage 0, flat and padded otherwise) at the builder's point, fills
/// `reduced` with what the update reads in their place, and releases
/// `toRelease` plus every intermediate once it is consumed. Returns the
/// last op inserted.
///
/// - One replica: stage 0 all-reduces, stages 1-3 reduce-scatter over the
///   whole grid (today's 1-d program).
/// - Hybrid (R x G), stages 1-3: reduce-scatter within the shard group
///   (axis 1; nothing when G = 1, the flat gradient is its own shard), then
///   all-reduce the shard across the replicas (axis 0).
/// - Hybrid, stage 0: the same two steps, then an all-gather within the
///   group (axis 1) rebuilds the full gradient. Stages 0-3 thus sum every
///   element in the same order, so their updates agree bit for bit. With
///   G = 1 this is a single all-reduce over the replicas.
Operation *ShardRewriter::reduceUnitGradients(
    const ShardGroup &unitGroup, Location loc, ValueRange fullGrads,
    ValueRange inputs, ArrayRef<Type> resultTypes,
    SmallVectorImpl<Value> &toRelease, SmallVectorImpl<Value> &reduced) {
  Operation *last = nullptr;
  auto releaseConsumed = [&](ArrayRef<Value> consumed) {
    if (!consumed.empty())
      last = release(consumed);
  };
  if (!group.isHybrid()) {
    if (!decisions.reduceScattersGradients())
      last = AllReduceOp::create(builder, loc, resultTypes, gridName(),
                                 unitGroup.getShardAxes(), ReduceKind::Avg,
                                 inputs);
    else
      last = ReduceScatterOp::create(builder, loc, resultTypes, gridName(),
                                     unitGroup.getShardAxes(), ReduceKind::Avg,
                                     inputs);
    ++collectives;
    llvm::append_range(reduced, last->getResults());
    releaseConsumed(toRelease);
    return last;
  }
  SmallVector<Value> shards(inputs);
  SmallVector<Value> consumed(toRelease.begin(), toRelease.end());
  if (shardRanks > 1) {
    auto scatter =
        ReduceScatterOp::create(builder, loc, resultTypes, gridName(),
                                group.getShardAxes(), ReduceKind::Avg, inputs);
    ++collectives;
    shards.assign(scatter.getResults().begin(), scatter.getResults().end());
    releaseConsumed(consumed);
    consumed.assign(shards);
  }
  SmallVector<Type> shardTypes;
  for (Value shard : shards)
    shardTypes.push_back(shard.getType());
  auto acrossReplicas =
      AllReduceOp::create(builder, loc, shardTypes, gridName(),
                          group.getReplicaAxes(), ReduceKind::Avg, shards);
  ++collectives;
  last = acrossReplicas;
  releaseConsumed(consumed);
  if (!isHierarchicalAllReduce()) {
    llvm::append_range(reduced, acrossReplicas.getResults());
    return last;
  }
  SmallVector<Type> paddedTypes;
  for (Value input : inputs)
    paddedTypes.push_back(input.getType());
  auto gather =
      AllGatherOp::create(builder, loc, paddedTypes, gridName(),
                          group.getShardAxes(), acrossReplicas.getResults());
  ++collectives;
  last = gather;
  SmallVector<Value> averaged(acrossReplicas.getResults());
  releaseConsumed(averaged);
  for (auto [gathered, grad] : llvm::zip(gather.getResults(), fullGrads))
    reduced.push_back(unflatten(builder, loc, gathered,
                                cast<RankedTensorType>(grad.getType())));
  return last;
}

/// Inserts the gradient collectives, one per gathering unit: stage 0
/// all-reduces each unit's gradients as soon as they are all computed;
/// stages 2–3 reduce-scatter them at that point; stage 1 reduce-scatters all
/// units after the last gradient of the step (the end of the backward).
/// The full gradients are released once reduced.
LogicalResult ShardRewriter::reduceGradients(const OptimizerUpdate &update) {
  auto lastGradOp = [&](ArrayRef<unsigned> params) {
    Operation *last = nullptr;
    for (unsigned param : params) {
      Operation *op = table.getParams()[param].grad.value.getDefiningOp();
      Operation *top = op ? body.findAncestorOpInBlock(*op) : nullptr;
      if (!top) // a gradient passed in as an argument is there from the start
        continue;
      if (!last || last->isBeforeInBlock(top))
        last = top;
    }
    return last;
  };
  Operation *endOfBackward = nullptr;
  for (const GatheringUnit &unit : units)
    if (Operation *last = lastGradOp(unit.params))
      if (!endOfBackward || endOfBackward->isBeforeInBlock(last))
        endOfBackward = last;

  // Stage 1 issues its buckets one after another at the end of the backward,
  // in unit order.
  Operation *stageOneInsertionPoint = endOfBackward;
  for (const GatheringUnit &unit : units) {
    Operation *after = decisions.reducesGradientsAfterBackward()
                           ? stageOneInsertionPoint
                           : lastGradOp(unit.params);
    if (after)
      builder.setInsertionPointAfter(after);
    else
      builder.setInsertionPointToStart(&body);

    SmallVector<Value> fullGrads, inputs, toRelease;
    SmallVector<Type> resultTypes;
    for (unsigned param : unit.params) {
      const StateValue &grad = table.getParams()[param].grad;
      Location loc = grad.value.getLoc();
      fullGrads.push_back(grad.value);
      // A gradient passed in belongs to the caller; only ours are freed.
      if (!isa<BlockArgument>(grad.value))
        toRelease.push_back(grad.value);
      if (!decisions.reduceScattersGradients() && !isHierarchicalAllReduce()) {
        inputs.push_back(grad.value);
        resultTypes.push_back(grad.value.getType());
        continue;
      }
      Value padded =
          padWithZeros(builder, loc, flattenTensor(builder, loc, grad.value),
                       shardElements(param) * shardRanksOf(param));
      if (padded.getDefiningOp<tensor::PadOp>())
        toRelease.push_back(padded);
      inputs.push_back(padded);
      resultTypes.push_back(shardType(param, grad));
    }
    Location loc = fullGrads.front().getLoc();
    SmallVector<Value> reduced;
    Operation *released = reduceUnitGradients(
        groupOf(unit), loc, fullGrads, inputs, resultTypes, toRelease, reduced);
    for (auto [grad, result] : llvm::zip(fullGrads, reduced))
      updateInputs.map(grad, result);
    stageOneInsertionPoint = released;
  }

  // At stage 0 the update keeps its full shapes and reads the averaged
  // gradients in place of the local ones.
  if (!decisions.shardOptimizerStates)
    for (const ParamStates &param : table.getParams()) {
      Value grad = param.grad.value;
      grad.replaceUsesWithIf(updateInputs.lookup(grad), [&](OpOperand &use) {
        Operation *top = body.findAncestorOpInBlock(*use.getOwner());
        return top && update.contains(top);
      });
    }
  return success();
}

/// Gives every view of a stage-3 weight a single user and places it right
/// before that user, so that a view never outlives the gather interval its
/// user lies in (a transposed view shared by the forward and the backward
/// would otherwise keep the forward's gathered buffer alive). A chain of
/// views (a cast, then a reshape) becomes one private chain per user.
void ShardRewriter::sinkWeightViews() {
  // Every view that reads a weight, directly or through other views, once
  // each (`tensor.reshape %w(%w)` reads the weight twice).
  llvm::SetVector<Operation *> views;
  SmallVector<Operation *> worklist;
  for (const ParamStates &param : table.getParams())
    llvm::append_range(worklist, param.weight.value.getUsers());
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (isViewOp(op) && op->getBlock() == &body && views.insert(op))
      llvm::append_range(worklist, op->getUsers());
  }
  // Users before the views they read: a view is copied for each use only
  // once its view users are copies of their own, so each copy has one
  // reader. In one block a user comes after what it reads.
  SmallVector<Operation *> order = views.takeVector();
  llvm::sort(order,
             [](Operation *a, Operation *b) { return b->isBeforeInBlock(a); });
  for (Operation *view : order) {
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : view->getResult(0).getUses())
      uses.push_back(&use);
    for (OpOperand *use : uses) {
      Operation *top = body.findAncestorOpInBlock(*use->getOwner());
      builder.setInsertionPoint(top);
      use->set(builder.clone(*view)->getResult(0));
    }
    view->erase();
  }
}

/// Stage 3: gathers each unit before each of its use intervals and releases
/// it after, replacing the weights' uses in the interval by the gathered
/// full tensors. The optimizer update keeps using the shards.
LogicalResult
ShardRewriter::gatherWeightsForUses(const OptimizerUpdate &update) {
  sinkWeightViews();
  llvm::DenseMap<Operation *, unsigned> position;
  SmallVector<Operation *> opAt;
  for (Operation &op : body) {
    position[&op] = opAt.size();
    opAt.push_back(&op);
  }

  // Where each unit's weights are used, outside the update.
  SmallVector<SmallVector<unsigned>> usesPerUnit(units.size());
  for (auto [unitIndex, unit] : llvm::enumerate(units))
    for (unsigned param : unit.params)
      for (Operation *user : table.getParams()[param].weight.value.getUsers()) {
        Operation *top = body.findAncestorOpInBlock(*user);
        if (top && !update.contains(top) &&
            !top->hasTrait<OpTrait::IsTerminator>())
          usesPerUnit[unitIndex].push_back(position.lookup(top));
      }

  for (const GatherInterval &interval : deriveGatherIntervals(
           usesPerUnit, decideResharding(table, units, reshardPolicy),
           getUnitFamilies(units))) {
    const GatheringUnit &unit = units[interval.unit];
    Operation *first = opAt[interval.first], *last = opAt[interval.last];
    builder.setInsertionPoint(first);
    SmallVector<Value> shards;
    SmallVector<Type> gatheredTypes;
    for (unsigned param : unit.params) {
      const StateValue &weight = table.getParams()[param].weight;
      shards.push_back(weight.value);
      gatheredTypes.push_back(
          RankedTensorType::get({shardElements(param) * shardRanksOf(param)},
                                weight.getElementType()));
    }
    // Shard groups of one rank hold the whole flat weight: nothing to
    // gather, the uses read it through a reshape.
    Operation *gather = nullptr;
    ValueRange gatheredValues = shards;
    const ShardGroup &unitGroup = groupOf(unit);
    if (unitGroup.shardRanks > 1) {
      gather =
          AllGatherOp::create(builder, first->getLoc(), gatheredTypes,
                              gridName(), unitGroup.getShardAxes(), shards);
      ++collectives;
      gatheredValues = gather->getResults();
    }
    for (auto [param, gathered] : llvm::zip(unit.params, gatheredValues)) {
      const StateValue &weight = table.getParams()[param].weight;
      Value full =
          unflatten(builder, weight.value.getLoc(), gathered, weight.type);
      Value weightValue = weight.value;
      weightValue.replaceUsesWithIf(full, [&](OpOperand &use) {
        Operation *top = body.findAncestorOpInBlock(*use.getOwner());
        if (!top || top == full.getDefiningOp() || !position.count(top))
          return false;
        unsigned at = position.lookup(top);
        return at >= interval.first && at <= interval.last &&
               !update.contains(top);
      });
    }
    if (!gather)
      continue;
    builder.setInsertionPointAfter(last);
    release(gather->getResults());
  }
  return success();
}

/// Stages 1–2: the shard of the full weight this rank updates, for an
/// update that reads the weight itself (decoupled weight decay on it, say).
Value ShardRewriter::sliceLocalShard(unsigned param, Value full) {
  const ParamStates &states = table.getParams()[param];
  if (full != states.weight.value)
    return {};
  if (Value cached = updateInputs.lookupOrNull(full))
    return cached;
  Value rankIndex = getRankIndex(groupOf(param));
  Location loc = full.getLoc();
  int64_t shard = shardElements(param);
  Value padded = padWithZeros(builder, loc, flattenTensor(builder, loc, full),
                              shard * shardRanksOf(param));
  Value shardSize = arith::ConstantIndexOp::create(builder, loc, shard);
  Value offset = arith::MulIOp::create(builder, loc, rankIndex, shardSize);
  Value slice = tensor::ExtractSliceOp::create(
      builder, loc, padded, ArrayRef<OpFoldResult>{offset},
      ArrayRef<OpFoldResult>{builder.getIndexAttr(shard)},
      ArrayRef<OpFoldResult>{builder.getIndexAttr(1)});
  updateInputs.map(full, slice);
  return slice;
}

/// Stages 1–2 keep full weights: the updated shards are gathered back, one
/// collective per unit, just before the step returns. The results to gather
/// are those the sharded update returns as shards (`shardedResults`), not
/// those whose type looks like a shard: a 1-element weight and its shard
/// have the same type, yet the shard still holds only this rank's update.
void ShardRewriter::gatherUpdatedWeights() {
  Operation *terminator = body.getTerminator();
  for (const GatheringUnit &unit : units) {
    SmallVector<UpdatedWeightResult> updated =
        getShardedWeightResults(table, unit, shardedResults);
    if (updated.empty())
      continue;
    builder.setInsertionPoint(terminator);
    SmallVector<Value> shards;
    SmallVector<Type> gatheredTypes;
    for (const UpdatedWeightResult &result : updated) {
      shards.push_back(terminator->getOperand(result.resultIndex));
      auto shard = cast<RankedTensorType>(shards.back().getType());
      gatheredTypes.push_back(RankedTensorType::get(
          {shard.getDimSize(0) * groupOf(unit).shardRanks},
          result.weight->getElementType()));
    }
    ValueRange gatheredValues = shards;
    if (groupOf(unit).shardRanks > 1) {
      auto gather =
          AllGatherOp::create(builder, terminator->getLoc(), gatheredTypes,
                              gridName(), groupOf(unit).getShardAxes(), shards);
      ++collectives;
      gatheredValues = gather.getResults();
    }
    for (auto [result, gathered] : llvm::zip(updated, gatheredValues)) {
      terminator->setOperand(result.resultIndex,
                             unflatten(builder, terminator->getLoc(), gathered,
                                       result.weight->type));
      shardedResults.erase(result.resultIndex);
    }
  }
}

SmallVector<UpdatedWeightResult> zero::getShardedWeightResults(
    const StateTable &table, const GatheringUnit &unit,
    const llvm::SmallDenseSet<unsigned> &shardedResults) {
  SmallVector<UpdatedWeightResult> updated;
  for (unsigned param : unit.params)
    for (const StateResult &result : table.getParams()[param].results)
      if (result.state.getRole() == StateRole::Weight &&
          shardedResults.contains(result.resultIndex))
        updated.push_back(
            {result.resultIndex, &table.getParams()[param].weight});
  return updated;
}

/// Turns the arguments of the states this stage shards into this rank's
/// flat shards, marked with the full type.
void ShardRewriter::shardArguments() {
  // Argument attributes are rebuilt once for all arguments: setting them one
  // at a time would create a new attribute array per argument, quadratic in
  // a step with thousands of states.
  SmallVector<NamedAttrList> argumentAttrs;
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
    argumentAttrs.emplace_back(function.getArgAttrDict(i));
  for (auto [index, param] : llvm::enumerate(table.getParams())) {
    auto shardState = [&, index = index](const StateValue &state) {
      auto argument = dyn_cast<BlockArgument>(state.value);
      if (!argument || !isSharded(state.state.getRole()))
        return;
      argument.setType(shardType(index, state));
      argumentAttrs[argument.getArgNumber()].set(ZeroDialect::kShardOfAttrName,
                                                 TypeAttr::get(state.type));
      updateInputs.map(state.value, state.value);
    };
    shardState(param.weight);
    for (const StateValue &state : param.optimizer)
      shardState(state);
  }
  SmallVector<DictionaryAttr> dictionaries;
  for (NamedAttrList &attrs : argumentAttrs)
    dictionaries.push_back(attrs.getDictionary(function.getContext()));
  function.setAllArgAttrs(dictionaries);
}

/// Gives the function the types of what it now returns, and marks the
/// results that are shards: exactly those the rewrite made shards.
LogicalResult ShardRewriter::shardResults() {
  Operation *terminator = body.getTerminator();
  SmallVector<NamedAttrList> resultAttrs;
  for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
    resultAttrs.emplace_back(function.getResultAttrDict(i));
  bool hadError = false;
  for (auto [index, param] : llvm::enumerate(table.getParams()))
    for (const StateResult &result : param.results) {
      if (!isSharded(result.state.getRole()))
        continue;
      const StateValue &input = param.getUpdatedInput(result);
      RankedTensorType shard = shardType(index, input);
      Value returned = terminator->getOperand(result.resultIndex);
      if (!shardedResults.contains(result.resultIndex) ||
          returned.getType() != shard) {
        // The state's argument holds a shard; whatever is returned in its
        // place must be the shard the update computed from it.
        hadError = true;
        (terminator->emitOpError()
         << "returns, as the updated "
         << stringifyStateRole(result.state.getRole()) << " of \"" << param.name
         << "\" (result #" << result.resultIndex << "), a "
         << returned.getType()
         << " that the optimizer update does not compute from the state's "
            "shard; at stage "
         << stage << " a rank holds only its shard " << shard
         << ", so the result must be computed elementwise from the "
            "gradient and the states of \""
         << param.name << "\"")
                .attachNote(Location(input.loc))
            << "the state it updates";
        continue;
      }
      resultAttrs[result.resultIndex].set(ZeroDialect::kShardOfAttrName,
                                          TypeAttr::get(input.type));
    }
  if (hadError)
    return failure();
  SmallVector<DictionaryAttr> dictionaries;
  for (NamedAttrList &attrs : resultAttrs)
    dictionaries.push_back(attrs.getDictionary(function.getContext()));
  function.setAllResultAttrs(dictionaries);
  SmallVector<Type> argumentTypes(body.getArgumentTypes());
  function.setType(FunctionType::get(function.getContext(), argumentTypes,
                                     terminator->getOperandTypes()));
  return success();
}

LogicalResult ShardRewriter::run(ShardStatistics &statistics) {
  units = computeGatheringUnits(table);
  splitUnitsByGroup();
  FailureOr<OptimizerUpdate> update = OptimizerUpdate::find(table);
  if (failed(update) || failed(checkShardable(table, stage, shardRanks)))
    return failure();
  SmallVector<std::optional<WeightCastSource>> castSources;
  if (castOnGather)
    castSources =
        findWeightCastSources(table, *update, &statistics.keptWeightShards);

  shardArguments();
  if (failed(reduceGradients(*update)))
    return failure();
  if (decisions.shardWeights && failed(gatherWeightsForUses(*update)))
    return failure();
  if (decisions.shardOptimizerStates) {
    SmallVector<int64_t> shards;
    for (unsigned param = 0; param < table.getParams().size(); ++param)
      shards.push_back(shardElements(param));
    auto shardOfWeight = [&](OpBuilder &b, unsigned param, Value full) {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPoint(b.getInsertionBlock(), b.getInsertionPoint());
      return sliceLocalShard(param, full);
    };
    if (failed(shardOptimizerUpdate(*update, table, shards, updateInputs,
                                    shardOfWeight, shardedResults)))
      return failure();
  }
  if (decisions.gathersUpdatedWeights())
    gatherUpdatedWeights();
  if (failed(shardResults()))
    return failure();
  if (castOnGather)
    castWeightsOnGather(castSources, statistics);
  statistics.collectives = collectives;
  statistics.releases = releases;
  return success();
}

LogicalResult zero::rewriteToStage(const StateTable &table, int stage,
                                   ShardGroup group, shard::GridOp grid,
                                   ReshardPolicy reshardPolicy,
                                   ShardStatistics &statistics,
                                   ArrayRef<ShardGroup> paramGroups,
                                   bool castOnGather) {
  ShardRewriter rewriter(table, stage, group, grid, reshardPolicy, paramGroups,
                         castOnGather);
  return rewriter.run(statistics);
}
