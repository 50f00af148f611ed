//===- ZeroShardRewriter.cpp - zero-shard: the per-rank program --------===//
//
// The rewrite behind `zero-shard`, for one stage and world size: the
// consumer of the lowering (Plan/ShardLowering.h, which decides every edit)
// that writes its edits as IR. Read top-down: the layout helpers, the
// edits of the arguments, the collectives and the releases, the views of a
// weight, the signature, then `run`. The class is declared in
// ZeroShardRewriterImpl.h; the edits of the sharded update are in
// ZeroShardRewriterUpdate.cpp, those of cast-on-gather in
// ZeroShardCastOnGather.cpp, and the checks made before it starts
// (`checkShardable`) in Plan/ShardPreconditions.cpp.
//
// The search's replay (Plan/ShardedStepModel.cpp) records the same edits
// without writing IR. Which views of a weight are copied, and in which
// order, is the lowering's (`getWeightViewsToSink`); the replay follows
// only the order in which this file's use lists hand it each view's uses:
// a change to that needs the same change there, and
// test-zero-shard-model.test fails until it has one.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardRewriter.h"
#include "ZeroShardRewriterImpl.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/OptimizerUpdate.h"
#include "zero/Dialect/Zero/Plan/ShardPreconditions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

//===----------------------------------------------------------------------===//
// Layout: flat, padded shards (docs/design.md §4)
//===----------------------------------------------------------------------===//

/// Restores the full shape of a flat tensor of `numElements` (or more, the
/// padding, which is cut off first).
Value ShardRewriter::unflatten(Value flat, RankedTensorType fullType,
                               Location loc) {
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
Value ShardRewriter::padWithZeros(Value flat, int64_t paddedElements,
                                  Location loc) {
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
// The lowering's program edits, written as IR (Plan/ShardLowering.h)
//===----------------------------------------------------------------------===//

std::optional<Operation *> ShardRewriter::getTopDefiningOp(Value value) const {
  Operation *op = value.getDefiningOp();
  Operation *top = op ? body.findAncestorOpInBlock(*op) : nullptr;
  if (!top)
    return std::nullopt;
  return top;
}

void ShardRewriter::setInsertionPointAfter(std::optional<Operation *> op) {
  if (op)
    builder.setInsertionPointAfter(*op);
  else
    builder.setInsertionPointToStart(&body);
}

Value ShardRewriter::flatten(Value value, Location loc) {
  return flattenTensor(builder, loc, value);
}

Operation *ShardRewriter::createCollective(const CollectiveSpec &spec,
                                           ArrayRef<Value> inputs,
                                           ArrayRef<Type> resultTypes,
                                           Location loc,
                                           SmallVectorImpl<Value> &results) {
  Operation *op = nullptr;
  switch (spec.kind) {
  case CollectiveKind::AllReduce:
    op = AllReduceOp::create(builder, loc, resultTypes, gridName(),
                             spec.gridAxes, spec.reduction, inputs);
    break;
  case CollectiveKind::ReduceScatter:
    op = ReduceScatterOp::create(builder, loc, resultTypes, gridName(),
                                 spec.gridAxes, spec.reduction, inputs);
    break;
  case CollectiveKind::AllGather:
    op = AllGatherOp::create(builder, loc, resultTypes, gridName(),
                             spec.gridAxes, inputs);
    break;
  }
  ++collectives;
  llvm::append_range(results, op->getResults());
  return op;
}

Operation *ShardRewriter::release(ArrayRef<Value> tensors) {
  ++releases;
  return ReleaseOp::create(builder, tensors.front().getLoc(), tensors);
}

void ShardRewriter::shardArgument(BlockArgument argument,
                                  RankedTensorType shard, Type full) {
  argument.setType(shard);
  argumentAttrs[argument.getArgNumber()].set(ZeroDialect::kShardOfAttrName,
                                             TypeAttr::get(full));
  updateInputs.map(argument, argument);
}

void ShardRewriter::readReducedGradientsInUpdate(
    const OptimizerUpdate &update, function_ref<bool(unsigned)> ofParam) {
  for (auto [index, param] : llvm::enumerate(table.getParams())) {
    if (!ofParam(index))
      continue;
    Value grad = param.grad.value;
    grad.replaceUsesWithIf(updateInputs.lookup(grad), [&](OpOperand &use) {
      Operation *top = body.findAncestorOpInBlock(*use.getOwner());
      return top && update.contains(top);
    });
  }
}

//===----------------------------------------------------------------------===//
// The rewrite
//===----------------------------------------------------------------------===//

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

/// Gives every view of a stage-3 weight a single user and places it right
/// before that user, so that a view never outlives the gather interval its
/// user lies in (a transposed view shared by the forward and the backward
/// would otherwise keep the forward's gathered buffer alive). A chain of
/// views (a cast, then a reshape) becomes one private chain per user.
void ShardRewriter::sinkWeightViews() {
  SmallVector<Operation *> order = getWeightViewsToSink(
      table, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
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

SmallVector<Operation *> ShardRewriter::numberOps() {
  SmallVector<Operation *> opAt;
  positions.clear();
  for (Operation &op : body) {
    positions[&op] = opAt.size();
    opAt.push_back(&op);
  }
  return opAt;
}

SmallVector<Operation *> ShardRewriter::getWeightReaders(unsigned param) const {
  SmallVector<Operation *> readers;
  for (Operation *user : table.getParams()[param].weight.value.getUsers())
    if (Operation *top = body.findAncestorOpInBlock(*user))
      readers.push_back(top);
  return readers;
}

void ShardRewriter::replaceIn(Operation *op, Value from, Value to) {
  from.replaceUsesWithIf(
      to, [&](OpOperand &use) { return op->isAncestor(use.getOwner()); });
}

/// The lowering's `shardArguments`, with the argument attributes rebuilt
/// once for all arguments: setting them one at a time would create a new
/// attribute array per argument, quadratic in a step with thousands of
/// states.
void ShardRewriter::shardArguments() {
  argumentAttrs.clear();
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
    argumentAttrs.emplace_back(function.getArgAttrDict(i));
  ShardLowering::shardArguments();
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
      if (!decisionsOf(index).shards(result.state.getRole()))
        continue;
      const StateValue &input = param.getUpdatedInput(result);
      RankedTensorType shard = shardType(index, input);
      Value returned = terminator->getOperand(result.resultIndex);
      if (!isShardedResult(index, result, returned.getType())) {
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
  groupedUnits = splitUnitsByGroup(computeGatheringUnits(table));
  units = groupedUnits;
  FailureOr<OptimizerUpdate> update = OptimizerUpdate::find(table);
  if (failed(update) || failed(checkShardable(table, stage, shardRanks)))
    return failure();
  std::pair<unsigned, std::string> unmet;
  FailureOr<SmallVector<std::optional<WeightCastSource>>> castSources =
      findWeightCastSources(table, *update, casts, &statistics.keptWeightShards,
                            &unmet);
  if (failed(castSources)) {
    const ParamStates &param = table.getParams()[unmet.first];
    return emitError(Location(param.weight.loc))
           << "the weight of \"" << param.name << "\" is marked '"
           << ZeroDialect::kCastOnGatherAttrName
           << "', but stage 3 cannot gather it as the cast of its master "
              "copy: "
           << unmet.second << "; drop the mark";
  }

  shardArguments();
  reduceGradients(*update);
  if (decisions.shardWeights)
    gatherWeightsForUses(*update);
  if (decisions.shardOptimizerStates && !shardOptimizerUpdate(*update))
    return failure();
  if (gathersAnyUpdatedWeights())
    gatherUpdatedWeights();
  if (failed(shardResults()))
    return failure();
  if (llvm::any_of(*castSources,
                   [](const auto &source) { return source.has_value(); }) ||
      casts == WeightCasts::Every)
    castWeightsOnGather(*castSources, statistics);
  statistics.collectives = collectives;
  statistics.releases = releases;
  return success();
}

LogicalResult zero::rewriteToStage(const StateTable &table, int stage,
                                   ShardGroup group, shard::GridOp grid,
                                   ReshardPolicy reshardPolicy,
                                   ShardStatistics &statistics,
                                   ArrayRef<ShardGroup> paramGroups,
                                   WeightCasts casts) {
  ShardRewriter rewriter(table, stage, group, grid, reshardPolicy, paramGroups,
                         casts);
  return rewriter.run(statistics);
}
