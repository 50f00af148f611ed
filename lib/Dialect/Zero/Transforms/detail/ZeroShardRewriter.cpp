//===- ZeroShardRewriter.cpp - zero-shard: the per-rank program --------===//
//
// The rewrite behind `zero-shard`, for one stage and world size. Read
// top-down: the layout helpers (unflatten, pad), the gradient
// collectives, the weight gathers, the signature, then `run`.
//
// ZeroShardModel.cpp replays this rewrite for `stage=auto` without writing
// it: a change to which ops it inserts where, changes or erases needs the
// same change there (test-zero-shard-model.test fails until it has one).
//
//===----------------------------------------------------------------------===//

#include "ZeroShardRewriter.h"
#include "ZeroShardOptimizerUpdate.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"

#include <map>

using namespace mlir;
using namespace mlir::zero;

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

//===----------------------------------------------------------------------===//
// The rewrite
//===----------------------------------------------------------------------===//

/// cast-on-gather: the optimizer state (the master copy) whose cast the
/// update writes as a parameter's new weight, and the cast it writes.
struct WeightCastSource {
  /// The index of the master among the parameter's optimizer states.
  unsigned master;
  /// The update's cast, whose rounding mode and fast-math flags every
  /// gather's cast repeats, so that it yields the same bits.
  arith::TruncFOp cast;
};

/// Everything one rewrite of one training step needs.
class ShardRewriter {
public:
  ShardRewriter(const StateTable &table, int stage, ShardGroup group,
                shard::GridOp grid, ReshardPolicy reshardPolicy,
                ArrayRef<ShardGroup> groupOfParam, bool castOnGather)
      : table(table), function(table.getFunction()), stage(stage), group(group),
        shardRanks(group.shardRanks), grid(grid),
        gridRef(FlatSymbolRefAttr::get(grid.getSymNameAttr())),
        reshardPolicy(reshardPolicy), castOnGather(castOnGather),
        body(function.getFunctionBody().front()),
        builder(function.getContext()) {
    if (groupOfParam.empty())
      paramGroups.assign(table.getParams().size(), group);
    else
      paramGroups.assign(groupOfParam.begin(), groupOfParam.end());
  }

  LogicalResult run(ShardStatistics &statistics);

private:
  bool isSharded(StateRole role) const { return isShardedAtStage(role, stage); }
  /// The group `param`'s states are sharded over, and its ranks.
  const ShardGroup &groupOf(unsigned param) const { return paramGroups[param]; }
  int64_t shardRanksOf(unsigned param) const {
    return groupOf(param).shardRanks;
  }
  /// A unit's parameters share one group (`splitUnitsByGroup`).
  const ShardGroup &groupOf(const GatheringUnit &unit) const {
    return groupOf(unit.params.front());
  }
  int64_t shardElements(unsigned param) const {
    return llvm::divideCeil(table.getParams()[param].getNumElements(),
                            shardRanksOf(param));
  }
  RankedTensorType shardType(unsigned param, const StateValue &state) const;
  void splitUnitsByGroup();
  Value getRankIndex(const ShardGroup &group);
  StringRef gridName() { return grid.getSymName(); }

  /// Stage 0 on a hybrid grid whose shard groups have more than one rank
  /// reduces in three steps, as stages 1-3 do in two (see
  /// `reduceUnitGradients`).
  bool isHierarchicalAllReduce() const {
    return stage == 0 && group.isHybrid() && shardRanks > 1;
  }
  Operation *reduceUnitGradients(const ShardGroup &unitGroup, Location loc,
                                 ValueRange fullGrads, ValueRange inputs,
                                 ArrayRef<Type> resultTypes,
                                 SmallVectorImpl<Value> &toRelease,
                                 SmallVectorImpl<Value> &reduced);
  LogicalResult reduceGradients(const OptimizerUpdate &update);
  LogicalResult gatherWeightsForUses(const OptimizerUpdate &update);
  Value sliceLocalShard(unsigned param, Value full);
  void gatherUpdatedWeights();
  void shardArguments();
  LogicalResult shardResults();
  /// cast-on-gather: the master copy each parameter's weight is the cast
  /// of, found before the rewrite; then, on the rewritten program, the
  /// weights' arguments and results replaced by casts of the masters.
  SmallVector<std::optional<WeightCastSource>>
  findWeightCastSources(const OptimizerUpdate &update,
                        ShardStatistics &statistics);
  void castWeightsOnGather(ArrayRef<std::optional<WeightCastSource>> sources,
                           ShardStatistics &statistics);
  ReleaseOp release(ValueRange tensors);
  void sinkWeightViews();

  const StateTable &table;
  FunctionOpInterface function;
  int stage;
  ShardGroup group;
  /// G: the ranks one copy of the states is sharded over.
  int64_t shardRanks;
  shard::GridOp grid;
  FlatSymbolRefAttr gridRef;
  ReshardPolicy reshardPolicy;
  bool castOnGather;
  Block &body;
  OpBuilder builder;
  SmallVector<GatheringUnit> units;
  /// The shard (or, at stage 0, the reduced full value) of each value the
  /// optimizer update reads.
  IRMapping updateInputs;
  /// The results the return gives as this rank's shard, as the rewrite of
  /// the update put them there.
  llvm::SmallDenseSet<unsigned> shardedResults;
  /// Every parameter's group: `group` unless it has one of its own.
  SmallVector<ShardGroup> paramGroups;
  /// This rank's index in each group (by its axes), created on first use.
  std::map<SmallVector<int16_t>, Value> rankIndices;
  unsigned collectives = 0, releases = 0;
};

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
    if (stage == 0)
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
    Operation *after =
        stage == 1 ? stageOneInsertionPoint : lastGradOp(unit.params);
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
      if (stage == 0 && !isHierarchicalAllReduce()) {
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
  if (stage == 0)
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
    SmallVector<unsigned> resultIndices;
    SmallVector<const StateValue *> weights;
    for (unsigned param : unit.params)
      for (const StateResult &result : table.getParams()[param].results)
        if (result.state.getRole() == StateRole::Weight &&
            shardedResults.contains(result.resultIndex)) {
          resultIndices.push_back(result.resultIndex);
          weights.push_back(&table.getParams()[param].weight);
        }
    if (resultIndices.empty())
      continue;
    builder.setInsertionPoint(terminator);
    SmallVector<Value> shards;
    SmallVector<Type> gatheredTypes;
    for (auto [resultIndex, weight] : llvm::zip(resultIndices, weights)) {
      shards.push_back(terminator->getOperand(resultIndex));
      auto shard = cast<RankedTensorType>(shards.back().getType());
      gatheredTypes.push_back(RankedTensorType::get(
          {shard.getDimSize(0) * groupOf(unit).shardRanks},
          weight->getElementType()));
    }
    ValueRange gatheredValues = shards;
    if (groupOf(unit).shardRanks > 1) {
      auto gather =
          AllGatherOp::create(builder, terminator->getLoc(), gatheredTypes,
                              gridName(), groupOf(unit).getShardAxes(), shards);
      ++collectives;
      gatheredValues = gather.getResults();
    }
    for (auto [resultIndex, weight, gathered] :
         llvm::zip(resultIndices, weights, gatheredValues)) {
      terminator->setOperand(
          resultIndex,
          unflatten(builder, terminator->getLoc(), gathered, weight->type));
      shardedResults.erase(resultIndex);
    }
  }
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

//===----------------------------------------------------------------------===//
// cast-on-gather: weights derived from their master copies
//===----------------------------------------------------------------------===//

/// Finds, for each parameter, the optimizer state its update writes the
/// weight as the cast of: the weight's result is `arith.truncf` of the value
/// returned as an updated optimizer state, as a tensor op or as one result
/// of the `linalg.generic` that yields both. Only then is `cast(master)`
/// between steps, bit for bit, the weight the step would have held (and on
/// the first step, if the caller starts the weight as the cast of the
/// master, as mixed-precision training does). Records why the others keep
/// their weight shard.
SmallVector<std::optional<WeightCastSource>>
ShardRewriter::findWeightCastSources(const OptimizerUpdate &update,
                                     ShardStatistics &statistics) {
  Operation *terminator = body.getTerminator();
  SmallVector<std::optional<WeightCastSource>> sources;
  for (const ParamStates &param : table.getParams()) {
    std::optional<WeightCastSource> &source = sources.emplace_back();
    auto keep = [&](StringRef why) {
      statistics.keptWeightShards.emplace_back(param.name, why.str());
    };
    const StateResult *weightResult = nullptr;
    for (const StateResult &result : param.results)
      if (result.state.getRole() == StateRole::Weight)
        weightResult = &result;
    if (param.optimizer.empty()) {
      keep("no optimizer state");
      continue;
    }
    if (!weightResult) {
      keep("the step does not update its weight");
      continue;
    }
    bool readByUpdate =
        llvm::any_of(param.weight.value.getUsers(), [&](Operation *user) {
          Operation *top = body.findAncestorOpInBlock(*user);
          return top && update.contains(top);
        });
    if (readByUpdate) {
      keep("its update reads the weight: it is its own master copy, or "
           "the update needs it");
      continue;
    }
    // The optimizer state whose updated value the step returns as `value`.
    auto returnedOptimizerState = [&](Value value) -> std::optional<unsigned> {
      for (const StateResult &result : param.results)
        if (result.state.getRole() == StateRole::Optimizer &&
            terminator->getOperand(result.resultIndex) == value)
          return result.matchedIndex;
      return std::nullopt;
    };
    Value written = terminator->getOperand(weightResult->resultIndex);
    std::optional<unsigned> master;
    auto truncation = written.getDefiningOp<arith::TruncFOp>();
    if (truncation) {
      master = returnedOptimizerState(truncation.getIn());
    } else if (auto generic = written.getDefiningOp<linalg::GenericOp>()) {
      Operation *yield = generic.getBody()->getTerminator();
      unsigned index = cast<OpResult>(written).getResultNumber();
      truncation = yield->getOperand(index).getDefiningOp<arith::TruncFOp>();
      if (truncation)
        for (auto [yielded, result] :
             llvm::zip(yield->getOperands(), generic->getResults()))
          if (yielded == truncation.getIn())
            if ((master = returnedOptimizerState(result)))
              break;
    }
    if (!master) {
      keep("its update does not write the weight as the cast (arith.truncf) "
           "of an updated optimizer state; for a weight already in its "
           "master's precision there is nothing to cast");
      continue;
    }
    source = WeightCastSource{*master, truncation};
  }
  return sources;
}

/// Rewrites the stage-3 program so that the parameters with a cast source
/// hold no weight shard: every remaining use of the weight's argument (the
/// gathers, or with shard groups of one rank the reshape the uses read)
/// reads `arith.truncf` of the master's shard, cast just before it, so the
/// collective still sends the weight's bytes; the weight's result (the
/// update's cast of the new master, now unused) and argument go, and the
/// master's argument records the weight in `zero.weight_cast`.
///
/// ZeroShardModel.cpp does not replay this step: the choices that measure
/// the model (stage=auto, remat=auto) refuse cast-on-gather
/// (`ShardPlanner::checkCastOnGather`), so the model never stands for a
/// program written with it.
void ShardRewriter::castWeightsOnGather(
    ArrayRef<std::optional<WeightCastSource>> sources,
    ShardStatistics &statistics) {
  Operation *terminator = body.getTerminator();
  llvm::BitVector droppedArguments(function.getNumArguments());
  llvm::BitVector droppedResults(function.getNumResults());
  llvm::SetVector<Operation *> deadCasts;
  MLIRContext *context = function.getContext();
  for (auto [param, source] : llvm::zip(table.getParams(), sources)) {
    if (!source)
      continue;
    auto weight = cast<BlockArgument>(param.weight.value);
    Value master = param.optimizer[source->master].value;
    auto weightShardType = cast<RankedTensorType>(weight.getType());
    arith::TruncFOp updateCast = source->cast;
    for (OpOperand &use : llvm::make_early_inc_range(weight.getUses())) {
      builder.setInsertionPoint(use.getOwner());
      auto castOp = arith::TruncFOp::create(
          builder, weight.getLoc(), weightShardType, master,
          updateCast.getRoundingmodeAttr(), updateCast.getFastmathAttr());
      use.set(castOp);
    }
    droppedArguments.set(weight.getArgNumber());
    for (const StateResult &result : param.results)
      if (result.state.getRole() == StateRole::Weight) {
        droppedResults.set(result.resultIndex);
        // A cast of its own goes with the result; one result of the
        // update's `linalg.generic` stays, unused.
        if (auto updateResult = terminator->getOperand(result.resultIndex)
                                    .getDefiningOp<arith::TruncFOp>())
          deadCasts.insert(updateResult);
      }
    auto masterArgument = cast<BlockArgument>(master);
    NamedAttribute fields[] = {
        NamedAttribute(StringAttr::get(context, "state"), param.weight.state),
        NamedAttribute(StringAttr::get(context, "type"),
                       TypeAttr::get(param.weight.type))};
    function.setArgAttr(masterArgument.getArgNumber(),
                        ZeroDialect::kWeightCastAttrName,
                        DictionaryAttr::get(context, fields));
    // The parameter's own data-parallel group, unit and reshard decision,
    // named on the weight, move with it to the argument it is now derived
    // from.
    for (StringRef name :
         {ZeroDialect::kDpAxesAttrName, ZeroDialect::kUnitAttrName,
          ZeroDialect::kReshardAfterForwardAttrName})
      if (Attribute value = function.getArgAttr(weight.getArgNumber(), name))
        function.setArgAttr(masterArgument.getArgNumber(), name, value);
    statistics.castWeights.push_back(param.name);
    statistics.castWeightShardBytes += *getByteSize(
        weightShardType.getNumElements(), weightShardType.getElementType());
  }
  // A result of the update's `linalg.generic` stays computed, unused: the
  // bufferized program writes it into a transient buffer.
  terminator->eraseOperands(droppedResults);
  for (Operation *cast : deadCasts)
    if (cast->use_empty())
      cast->erase();
  (void)function.eraseResults(droppedResults);
  (void)function.eraseArguments(droppedArguments);
}

LogicalResult ShardRewriter::run(ShardStatistics &statistics) {
  units = computeGatheringUnits(table);
  splitUnitsByGroup();
  FailureOr<OptimizerUpdate> update = OptimizerUpdate::find(table);
  if (failed(update) || failed(checkShardable(table, stage, shardRanks)))
    return failure();
  SmallVector<std::optional<WeightCastSource>> castSources;
  if (castOnGather)
    castSources = findWeightCastSources(*update, statistics);

  shardArguments();
  if (failed(reduceGradients(*update)))
    return failure();
  if (stage == 3 && failed(gatherWeightsForUses(*update)))
    return failure();
  if (stage >= 1) {
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
  if (stage == 1 || stage == 2)
    gatherUpdatedWeights();
  if (failed(shardResults()))
    return failure();
  if (castOnGather)
    castWeightsOnGather(castSources, statistics);
  statistics.collectives = collectives;
  statistics.releases = releases;
  return success();
}

} // namespace

/// Reports every reason this stage cannot shard the step: 0-d parameters,
/// returned gradients, element types without a zero or a reduction, and
/// sharded states that leave the step through an unmarked result (which
/// would silently turn from the full tensor into this rank's shard, since no
/// gather reaches a result).
LogicalResult zero::checkShardable(const StateTable &table, int stage,
                                   int64_t worldSize) {
  Operation *terminator =
      table.getFunction().getFunctionBody().front().getTerminator();
  auto isSharded = [&](StateRole role) {
    return isShardedAtStage(role, stage);
  };
  bool hadError = false;
  // A 0-d state cannot be told apart from the scalar hyperparameters its
  // update reads, so it is not sharded silently as a 1-element tensor.
  if (stage >= 1)
    for (const ParamStates &param : table.getParams())
      if (param.weight.type.getRank() == 0) {
        hadError = true;
        emitError(Location(param.weight.loc))
            << "parameter \"" << param.name
            << "\" is a 0-d tensor, which stage " << stage
            << " cannot shard; give it shape [1] in the front end";
      }
  // A returned gradient (accumulated across calls) would have to come back
  // reduced and, from stage 2, sharded, which the rewrite does not do yet.
  if (stage >= 1)
    for (const ParamStates &param : table.getParams())
      for (const StateResult &result : param.results)
        if (result.state.getRole() == StateRole::Grad) {
          hadError = true;
          (terminator->emitOpError()
           << "returns the gradient of \"" << param.name << "\" as result #"
           << result.resultIndex << "; stage " << stage
           << " reduces gradients inside the step and cannot return one "
              "(gradient accumulation across calls); accumulate inside the "
              "step, or shard at stage 0")
                  .attachNote(Location(param.grad.loc))
              << "the gradient";
        }
  // Shards are padded with a zero constant and reduced by the runtime, both
  // of which exist for integer and floating-point elements only.
  if (stage >= 1)
    for (const ParamStates &param : table.getParams()) {
      Type elementType = param.weight.getElementType();
      if (!elementType.isIntOrFloat()) {
        hadError = true;
        emitError(Location(param.weight.loc))
            << "parameter \"" << param.name << "\" has elements of type "
            << elementType << ", which stage " << stage
            << " cannot shard: shards are padded with zeros and reduced by "
               "the runtime, for integer and floating-point elements only";
      }
    }
  // Every state a stage from 1 on touches is padded to N·S elements, which
  // must still be a tensor size.
  if (stage >= 1)
    for (const ParamStates &param : table.getParams()) {
      auto checkPadded = [&](const StateValue &state) {
        if (getPaddedElements(state.numElements, state.getElementType(),
                              worldSize))
          return true;
        hadError = true;
        emitError(Location(state.loc))
            << "the " << stringifyStateRole(state.state.getRole()) << " of \""
            << param.name << "\" (" << state.type << ") padded to a multiple "
            << "of world-size " << worldSize
            << " has more than 2^63 - 1 elements or bytes; use a smaller "
               "world-size or split the parameter";
        return false;
      };
      if (checkPadded(param.weight) && checkPadded(param.grad))
        for (const StateValue &state : param.optimizer)
          if (!checkPadded(state))
            break;
    }
  // Stage 3 shards each weight where the step receives it and gathers it
  // before use; a weight the step computes (marked with `zero.annotate`)
  // exists in full on every rank, so there is nothing to gather.
  if (stage == 3)
    for (const ParamStates &param : table.getParams())
      if (!isa<BlockArgument>(param.weight.value)) {
        hadError = true;
        emitError(Location(param.weight.loc))
            << "the weight of \"" << param.name
            << "\" is computed inside the step, but stage 3 shards each "
               "weight where the step takes it as an argument; pass the "
               "weight in as a marked argument, or shard at stage 0, 1 or 2";
      }
  for (const ParamStates &param : table.getParams()) {
    auto check = [&](const StateValue &state) {
      if (!isa<BlockArgument>(state.value) || !isSharded(state.state.getRole()))
        return;
      for (OpOperand &use : state.value.getUses()) {
        if (use.getOwner() != terminator)
          continue;
        unsigned index = use.getOperandNumber();
        bool marked = llvm::any_of(param.results, [&](const StateResult &r) {
          return r.resultIndex == index &&
                 r.state.getRole() == state.state.getRole();
        });
        if (marked)
          continue;
        hadError = true;
        (terminator->emitOpError()
         << "returns the " << stringifyStateRole(state.state.getRole())
         << " of \"" << param.name << "\" as unmarked result #" << index
         << ", but at stage " << stage
         << " a rank holds only its shard and no gather reaches a result; "
            "mark the result with #zero.state<"
         << stringifyStateRole(state.state.getRole()) << ", \"" << param.name
         << "\"> to return the shard, or return a value the step computes "
            "from it")
                .attachNote(Location(state.loc))
            << "the state";
      }
    };
    check(param.weight);
    for (const StateValue &state : param.optimizer)
      check(state);
  }
  return failure(hadError);
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
