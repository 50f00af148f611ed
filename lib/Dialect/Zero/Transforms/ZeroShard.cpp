//===- ZeroShard.cpp - the per-rank program of a ZeRO stage ---------------===//
//
// `zero-shard` rewrites the annotated single-device training step into the
// program one of N data-parallel ranks runs under ZeRO stage 0–3. Read
// top-down: options and the plan, the layout helpers (flatten, pad, slice),
// the gradient collectives, the weight gathers, the signature, the pass.
//
//===----------------------------------------------------------------------===//

#include "OptimizerUpdate.h"

#include "zero/Analysis/GatherSchedule.h"
#include "zero/Analysis/MemoryModel.h"
#include "zero/Analysis/ReportWriters.h"
#include "zero/Analysis/ScheduledFootprint.h"
#include "zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROSHARD
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

//===----------------------------------------------------------------------===//
// Layout: flat, padded shards (DESIGN.md §4)
//===----------------------------------------------------------------------===//

/// The reassociation that folds every dimension of a `rank`-d tensor into
/// one (none for a 0-d tensor, which reshapes to and from 1 element).
SmallVector<ReassociationIndices> foldAllDimensions(int64_t rank) {
  if (rank == 0)
    return {};
  ReassociationIndices all;
  for (int64_t dim = 0; dim < rank; ++dim)
    all.push_back(dim);
  return {all};
}

/// Flattens a tensor to 1-d; reshapes keep the row-major element order that
/// the shard layout is defined on.
Value flatten(OpBuilder &builder, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (type.getRank() == 1)
    return tensor;
  auto flatType =
      RankedTensorType::get({type.getNumElements()}, type.getElementType());
  if (type.getRank() == 0)
    return tensor::ExpandShapeOp::create(builder, loc, flatType, tensor,
                                         foldAllDimensions(0));
  return tensor::CollapseShapeOp::create(builder, loc, flatType, tensor,
                                         foldAllDimensions(type.getRank()));
}

/// Restores the full shape of a flat tensor of `numElements` (or more, the
/// padding, which is cut off first).
Value unflatten(OpBuilder &builder, Location loc, Value flat,
                RankedTensorType fullType) {
  auto flatType = cast<RankedTensorType>(flat.getType());
  int64_t numElements = fullType.getNumElements();
  if (flatType.getDimSize(0) != numElements)
    flat = tensor::ExtractSliceOp::create(
        builder, loc, flat, ArrayRef<OpFoldResult>{builder.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{builder.getIndexAttr(numElements)},
        ArrayRef<OpFoldResult>{builder.getIndexAttr(1)});
  if (fullType.getRank() == 1)
    return flat;
  if (fullType.getRank() == 0)
    return tensor::CollapseShapeOp::create(builder, loc, fullType, flat,
                                           foldAllDimensions(0));
  return tensor::ExpandShapeOp::create(builder, loc, fullType, flat,
                                       foldAllDimensions(fullType.getRank()));
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

/// Everything one rewrite of one training step needs.
class ShardRewriter {
public:
  ShardRewriter(const StateTable &table, int stage, int64_t worldSize,
                shard::GridOp grid, bool reshardAfterForward)
      : table(table), function(table.getFunction()), stage(stage),
        worldSize(worldSize), grid(grid),
        gridRef(FlatSymbolRefAttr::get(grid.getSymNameAttr())),
        reshardAfterForward(reshardAfterForward),
        body(function.getFunctionBody().front()),
        builder(function.getContext()) {}

  LogicalResult run(unsigned &numCollectives, unsigned &numReleases);

private:
  bool isSharded(StateRole role) const { return isShardedAtStage(role, stage); }
  int64_t shardElements(unsigned param) const {
    return llvm::divideCeil(table.getParams()[param].getNumElements(),
                            worldSize);
  }
  RankedTensorType shardType(const StateValue &state) const;
  StringRef gridName() { return grid.getSymName(); }

  LogicalResult reduceGradients(const OptimizerUpdate &update);
  LogicalResult gatherWeightsForUses(const OptimizerUpdate &update);
  Value sliceLocalShard(unsigned param, Value full);
  void gatherUpdatedWeights();
  LogicalResult checkShardedStatesStayInside();
  void shardArguments();
  LogicalResult shardResults();
  ReleaseOp release(ValueRange tensors);
  void sinkWeightViews();

  const StateTable &table;
  FunctionOpInterface function;
  int stage;
  int64_t worldSize;
  shard::GridOp grid;
  FlatSymbolRefAttr gridRef;
  bool reshardAfterForward;
  Block &body;
  OpBuilder builder;
  SmallVector<GatheringUnit> units;
  /// The shard (or, at stage 0, the reduced full value) of each value the
  /// optimizer update reads.
  IRMapping updateInputs;
  /// This rank's index in the group, created on first use.
  Value rankIndex;
  unsigned collectives = 0, releases = 0;
};

RankedTensorType ShardRewriter::shardType(const StateValue &state) const {
  int64_t shard = llvm::divideCeil(state.numElements, worldSize);
  return RankedTensorType::get({shard}, state.getElementType());
}

ReleaseOp ShardRewriter::release(ValueRange tensors) {
  ++releases;
  return ReleaseOp::create(builder, tensors.front().getLoc(), tensors);
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
      toRelease.push_back(grad.value);
      if (stage == 0) {
        inputs.push_back(grad.value);
        resultTypes.push_back(grad.value.getType());
        continue;
      }
      Value padded =
          padWithZeros(builder, loc, flatten(builder, loc, grad.value),
                       shardElements(param) * worldSize);
      if (padded.getDefiningOp<tensor::PadOp>())
        toRelease.push_back(padded);
      inputs.push_back(padded);
      resultTypes.push_back(shardType(grad));
    }
    Location loc = fullGrads.front().getLoc();
    Operation *collective;
    if (stage == 0)
      collective =
          AllReduceOp::create(builder, loc, resultTypes, gridName(),
                              ArrayRef<int16_t>{}, ReduceKind::Avg, inputs);
    else
      collective =
          ReduceScatterOp::create(builder, loc, resultTypes, gridName(),
                                  ArrayRef<int16_t>{}, ReduceKind::Avg, inputs);
    ++collectives;
    ReleaseOp released = release(toRelease);
    for (auto [grad, reduced] : llvm::zip(fullGrads, collective->getResults()))
      updateInputs.map(grad, reduced);
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

/// View ops of a weight: they alias its buffer rather than read it.
static bool isView(Operation *op) {
  return isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::CastOp,
             tensor::ExtractSliceOp, tensor::ReshapeOp, tensor::BitcastOp>(op);
}

/// Gives every view of a stage-3 weight a single user and places it right
/// before that user, so that a view never outlives the gather interval its
/// user lies in (a transposed view shared by the forward and the backward
/// would otherwise keep the forward's gathered buffer alive).
void ShardRewriter::sinkWeightViews() {
  SmallVector<Operation *> views;
  for (const ParamStates &param : table.getParams())
    for (Operation *user : param.weight.value.getUsers())
      if (isView(user) && user->getBlock() == &body)
        views.push_back(user);
  while (!views.empty()) {
    Operation *view = views.pop_back_val();
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : view->getResult(0).getUses())
      uses.push_back(&use);
    for (OpOperand *use : uses) {
      Operation *top = body.findAncestorOpInBlock(*use->getOwner());
      builder.setInsertionPoint(top);
      Operation *copy = builder.clone(*view);
      use->set(copy->getResult(0));
      if (isView(use->getOwner()) && use->getOwner()->getBlock() == &body)
        views.push_back(use->getOwner());
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

  for (const GatherInterval &interval :
       deriveGatherIntervals(usesPerUnit, reshardAfterForward)) {
    const GatheringUnit &unit = units[interval.unit];
    Operation *first = opAt[interval.first], *last = opAt[interval.last];
    builder.setInsertionPoint(first);
    SmallVector<Value> shards;
    SmallVector<Type> gatheredTypes;
    for (unsigned param : unit.params) {
      const StateValue &weight = table.getParams()[param].weight;
      shards.push_back(weight.value);
      gatheredTypes.push_back(RankedTensorType::get(
          {shardElements(param) * worldSize}, weight.getElementType()));
    }
    auto gather = AllGatherOp::create(builder, first->getLoc(), gatheredTypes,
                                      gridName(), ArrayRef<int16_t>{}, shards);
    ++collectives;
    for (auto [param, gathered] : llvm::zip(unit.params, gather.getResults())) {
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
    builder.setInsertionPointAfter(last);
    release(gather.getResults());
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
  if (!rankIndex) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(&body);
    rankIndex =
        shard::ProcessLinearIndexOp::create(builder, function.getLoc(), grid);
  }
  Location loc = full.getLoc();
  int64_t shard = shardElements(param);
  Value padded = padWithZeros(builder, loc, flatten(builder, loc, full),
                              shard * worldSize);
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
/// collective per unit, just before the step returns.
void ShardRewriter::gatherUpdatedWeights() {
  Operation *terminator = body.getTerminator();
  for (const GatheringUnit &unit : units) {
    SmallVector<unsigned> resultIndices;
    SmallVector<const StateValue *> weights;
    for (unsigned param : unit.params)
      for (const StateResult &result : table.getParams()[param].results)
        if (result.state.getRole() == StateRole::Weight &&
            isa<RankedTensorType>(
                terminator->getOperand(result.resultIndex).getType()) &&
            cast<RankedTensorType>(
                terminator->getOperand(result.resultIndex).getType())
                    .getRank() == 1 &&
            terminator->getOperand(result.resultIndex).getType() !=
                table.getParams()[param].weight.type) {
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
          {shard.getDimSize(0) * worldSize}, weight->getElementType()));
    }
    auto gather =
        AllGatherOp::create(builder, terminator->getLoc(), gatheredTypes,
                            gridName(), ArrayRef<int16_t>{}, shards);
    ++collectives;
    for (auto [resultIndex, weight, gathered] :
         llvm::zip(resultIndices, weights, gather.getResults()))
      terminator->setOperand(
          resultIndex,
          unflatten(builder, terminator->getLoc(), gathered, weight->type));
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
  for (const ParamStates &param : table.getParams()) {
    auto shardState = [&](const StateValue &state) {
      auto argument = dyn_cast<BlockArgument>(state.value);
      if (!argument || !isSharded(state.state.getRole()))
        return;
      argument.setType(shardType(state));
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
/// results that are shards.
LogicalResult ShardRewriter::shardResults() {
  Operation *terminator = body.getTerminator();
  SmallVector<NamedAttrList> resultAttrs;
  for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
    resultAttrs.emplace_back(function.getResultAttrDict(i));
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results) {
      if (!isSharded(result.state.getRole()))
        continue;
      const StateValue &input = result.state.getRole() == StateRole::Weight
                                    ? param.weight
                                    : param.optimizer[result.matchedIndex];
      Type returned = terminator->getOperand(result.resultIndex).getType();
      if (returned != shardType(input))
        return terminator->emitOpError()
               << "returns " << returned << " as the updated "
               << stringifyStateRole(result.state.getRole()) << " of \""
               << param.name << "\", expected its shard " << shardType(input);
      resultAttrs[result.resultIndex].set(ZeroDialect::kShardOfAttrName,
                                          TypeAttr::get(input.type));
    }
  SmallVector<DictionaryAttr> dictionaries;
  for (NamedAttrList &attrs : resultAttrs)
    dictionaries.push_back(attrs.getDictionary(function.getContext()));
  function.setAllResultAttrs(dictionaries);
  SmallVector<Type> argumentTypes(body.getArgumentTypes());
  function.setType(FunctionType::get(function.getContext(), argumentTypes,
                                     terminator->getOperandTypes()));
  return success();
}

/// A state this stage shards can leave the step only as a marked result
/// (which then holds the shard): any other result would silently turn from
/// the full tensor into this rank's shard, and no gather can reach it there.
LogicalResult ShardRewriter::checkShardedStatesStayInside() {
  Operation *terminator = body.getTerminator();
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

LogicalResult ShardRewriter::run(unsigned &numCollectives,
                                 unsigned &numReleases) {
  units = computeGatheringUnits(table);
  FailureOr<OptimizerUpdate> update = OptimizerUpdate::find(table);
  if (failed(update) || failed(checkShardedStatesStayInside()))
    return failure();

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
                                    shardOfWeight)))
      return failure();
  }
  if (stage == 1 || stage == 2)
    gatherUpdatedWeights();
  if (failed(shardResults()))
    return failure();
  numCollectives = collectives;
  numReleases = releases;
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
struct ZeroShardPass : public zero::impl::ZeroShardBase<ZeroShardPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  /// The stage option: 0–3, or `kAutoStage`.
  FailureOr<int> parseStage();
  FailureOr<shard::GridOp> resolveGrid(ModuleOp module, int64_t ranks);
  /// Shards the training step of `module` at `stage` and measures the
  /// result. `ranks`, when not 0, replaces the group size (for what-if
  /// copies of the module).
  FailureOr<ScheduledFootprint> shardModule(ModuleOp module, int stage,
                                            int64_t ranks = 0);
  /// stage=auto: the stage with the least traffic whose scheduled peak fits
  /// in `device-memory`, found by sharding copies of the module.
  FailureOr<int> chooseStage(ModuleOp module);

  static constexpr int kAutoStage = -1;
  /// N: `world-size`, or the size of the module's grid.
  int64_t groupSize = 0;
};
} // namespace

/// Parses a memory size: a number with an optional unit, decimal (B, kB,
/// MB, GB, TB) or binary (KiB, MiB, GiB, TiB): "80GB", "141GiB", "1.5e10".
static std::optional<uint64_t> parseMemorySize(StringRef text) {
  text = text.trim();
  size_t split = text.find_first_not_of("0123456789.eE+-");
  StringRef number = text.substr(0, split);
  StringRef unit = split == StringRef::npos ? "" : text.substr(split).trim();
  double value;
  if (number.empty() || number.getAsDouble(value) || value <= 0)
    return std::nullopt;
  double scale = llvm::StringSwitch<double>(unit)
                     .Cases({"", "B"}, 1.0)
                     .Cases({"kB", "KB"}, 1e3)
                     .Case("MB", 1e6)
                     .Case("GB", 1e9)
                     .Case("TB", 1e12)
                     .Case("KiB", 1024.0)
                     .Case("MiB", 1024.0 * 1024)
                     .Case("GiB", 1024.0 * 1024 * 1024)
                     .Case("TiB", 1024.0 * 1024 * 1024 * 1024)
                     .Default(0);
  if (scale == 0 || value * scale >= 1.8e19)
    return std::nullopt;
  return static_cast<uint64_t>(value * scale);
}

/// "280.6 MB", "17.6 GB", "616 B": the report's units, GB = 1e9 bytes.
static std::string formatSize(uint64_t bytes) {
  ByteUnit unit = chooseByteUnit(bytes);
  return formatBytesIn(bytes, unit) + " " + getByteUnitName(unit).str();
}

FailureOr<int> ZeroShardPass::parseStage() {
  Location loc = getOperation().getLoc();
  if (stage.empty())
    return emitError(loc)
           << "zero-shard needs a stage: --zero-shard=\"stage=0|1|2|3|auto "
              "world-size=N\"";
  if (stage == "0" || stage == "1" || stage == "2" || stage == "3")
    return stage[0] - '0';
  if (stage == "auto")
    return kAutoStage;
  return emitError(loc) << "zero-shard: stage must be 0, 1, 2, 3 or auto, "
                           "got '"
                        << stage << "'";
}

/// The data-parallel group: the module's `shard.grid @<grid>` when there is
/// one (its size must agree with `world-size` if both are given), otherwise a
/// new 1-d grid of `world-size` ranks.
FailureOr<shard::GridOp> ZeroShardPass::resolveGrid(ModuleOp module,
                                                    int64_t ranks) {
  int64_t requested = worldSize;
  Operation *symbol = SymbolTable::lookupSymbolIn(module, gridName);
  if (ranks != 0) {
    // A what-if copy: the group has `ranks` ranks, whatever it declared.
    if (auto grid = dyn_cast_or_null<shard::GridOp>(symbol))
      grid.setShape(ArrayRef<int64_t>{ranks});
    requested = ranks;
  }
  if (requested < 0 || (requested == 0 && !symbol))
    return emitError(module.getLoc())
           << "zero-shard: world-size must be >= 1, got " << requested
           << "; pass world-size=N or declare 'shard.grid @" << gridName
           << "(shape = N)'";
  if (symbol) {
    auto grid = dyn_cast<shard::GridOp>(symbol);
    if (!grid)
      return symbol->emitError()
             << "zero-shard: @" << gridName
             << " is not a shard.grid; choose another name with grid=NAME";
    int64_t size = 1;
    for (int64_t dim : grid.getShape()) {
      if (ShapedType::isDynamic(dim))
        return grid.emitError() << "zero-shard: the data-parallel grid must "
                                   "have a static shape";
      size *= dim;
    }
    if (requested != 0 && requested != size)
      return grid.emitError()
             << "zero-shard: world-size=" << requested << " but @" << gridName
             << " has " << size << " ranks";
    groupSize = size;
    return grid;
  }
  groupSize = requested;
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  return shard::GridOp::create(builder, module.getLoc(), gridName,
                               ArrayRef<int64_t>{groupSize});
}

FailureOr<ScheduledFootprint>
ZeroShardPass::shardModule(ModuleOp module, int chosenStage, int64_t ranks) {
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(module, functionName);
  if (failed(step))
    return failure();
  if ((*step)->hasAttr(ZeroDialect::kPlanAttrName))
    return (*step)->emitError()
           << "zero-shard: '" << step->getName() << "' is already sharded ("
           << (*step)->getAttr(ZeroDialect::kPlanAttrName)
           << "); shard the original single-device step";
  if (!step->getFunctionBody().hasOneBlock())
    return (*step)->emitError()
           << "zero-shard: the training step must be one block (structured "
              "control flow only) so that gathers and releases have a "
              "program order";
  FailureOr<shard::GridOp> grid = resolveGrid(module, ranks);
  if (failed(grid))
    return failure();
  FailureOr<StateTable> table = StateTable::build(*step);
  if (failed(table))
    return failure();

  // One rank: every stage is the single-device program; nothing to insert.
  if (groupSize > 1) {
    unsigned collectives = 0, releases = 0;
    ShardRewriter rewriter(*table, chosenStage, groupSize, *grid,
                           reshardAfterForward);
    if (failed(rewriter.run(collectives, releases)))
      return failure();
    numCollectives = collectives;
    numReleases = releases;
  }
  (*step)->setAttr(ZeroDialect::kPlanAttrName,
                   PlanAttr::get(module.getContext(), chosenStage,
                                 FlatSymbolRefAttr::get(grid->getSymNameAttr()),
                                 reshardAfterForward));
  // The table of the rewritten step sees its shards.
  FailureOr<StateTable> sharded = StateTable::build(*step);
  if (failed(sharded))
    return failure();
  return computeScheduledFootprint(*sharded, chosenStage, groupSize);
}

FailureOr<int> ZeroShardPass::chooseStage(ModuleOp module) {
  FailureOr<FunctionOpInterface> original =
      StateTable::findTrainingStep(module, functionName);
  if (failed(original))
    return failure();
  Location loc = original->getLoc();
  if (deviceMemory.empty())
    return emitError(loc) << "zero-shard: stage=auto needs the memory of one "
                             "device, e.g. device-memory=80GB";
  std::optional<uint64_t> capacity = parseMemorySize(deviceMemory);
  if (!capacity)
    return emitError(loc) << "zero-shard: device-memory must be a size such "
                             "as 80GB, 141GiB or 8e10, got '"
                          << deviceMemory << "'";

  // Shard a copy at each stage and keep what it would need.
  std::array<ScheduledFootprint, 4> footprints;
  for (int candidate = 0; candidate < 4; ++candidate) {
    OwningOpRef<ModuleOp> copy = module.clone();
    FailureOr<ScheduledFootprint> footprint = shardModule(*copy, candidate);
    if (failed(footprint))
      return failure();
    footprints[candidate] = std::move(*footprint);
  }
  std::string reasons;
  llvm::raw_string_ostream why(reasons);
  int best = -1;
  for (int candidate = 0; candidate < 4; ++candidate) {
    const ScheduledFootprint &footprint = footprints[candidate];
    bool fits = footprint.getPeakBytes() <= *capacity;
    why << "\n  stage " << candidate << ": peak "
        << formatSize(footprint.getPeakBytes()) << " per rank ("
        << (fits ? "fits" : "does not fit") << "), sends "
        << formatSize(footprint.sentBytesPerRank) << " per step";
    if (fits && (best < 0 || footprint.sentBytesPerRank <
                                 footprints[best].sentBytesPerRank))
      best = candidate;
  }
  if (best >= 0) {
    emitRemark(loc) << "zero-shard: stage=auto chose stage " << best
                    << ", the least traffic among the stages that fit in "
                    << formatSize(*capacity)
                    << " (lowest stage on a tie):" << reasons;
    return best;
  }

  // Nothing fits: the smallest N for which stage 3 would, holding the
  // transient part (gathered layers, gradient buckets, activations) at what
  // it is now and scaling the model states with N exactly.
  const ScheduledFootprint &full = footprints[3];
  uint64_t transient = full.getPeakBytes() - full.peak.modelStates;
  InFlightDiagnostic diag =
      emitError(loc) << "zero-shard: no stage fits in " << formatSize(*capacity)
                     << " per device at N = " << groupSize << ":" << reasons;
  if (transient >= *capacity) {
    diag << "\n  the transient part alone (activations, gathered layers, "
            "gradient buckets) needs "
         << formatSize(transient)
         << " at stage 3, whatever N; use a smaller batch or sequence, or "
            "activation checkpointing";
    return failure();
  }
  // The formula's model states at N' plus today's transient bound the peak
  // from above; the answer is then searched among real stage-3 programs.
  FailureOr<StateTable> table = StateTable::build(*original);
  if (failed(table))
    return failure();
  auto estimatedFit = [&](int64_t ranks) {
    FailureOr<StageFootprint> states = computeFootprint(*table, ranks, 3);
    return succeeded(states) &&
           states->memoryPerRank.total + transient <= *capacity;
  };
  int64_t bound = groupSize;
  while (!estimatedFit(bound) && bound < (int64_t(1) << 40))
    bound *= 2;
  if (!estimatedFit(bound)) {
    diag << "\n  no N makes stage 3 fit: every rank holds at least one "
            "element of each tensor besides the transient "
         << formatSize(transient);
    return failure();
  }
  int64_t current = groupSize;
  auto fits = [&](int64_t ranks) {
    OwningOpRef<ModuleOp> copy = module.clone();
    FailureOr<ScheduledFootprint> footprint = shardModule(*copy, 3, ranks);
    return succeeded(footprint) && footprint->getPeakBytes() <= *capacity;
  };
  int64_t low = current + 1, high = bound;
  while (low < high) {
    int64_t middle = low + (high - low) / 2;
    if (fits(middle))
      high = middle;
    else
      low = middle + 1;
  }
  groupSize = current;
  diag << "\n  stage 3 fits from N = " << high
       << " ranks (the model states shrink with N; the transient part, "
       << formatSize(transient) << " here, does not)";
  return failure();
}

void ZeroShardPass::runOnOperation() {
  ModuleOp module = getOperation();
  FailureOr<int> chosenStage = parseStage();
  if (failed(chosenStage))
    return signalPassFailure();
  if (*chosenStage == kAutoStage) {
    chosenStage = chooseStage(module);
    if (failed(chosenStage))
      return signalPassFailure();
  }
  if (failed(shardModule(module, *chosenStage)))
    return signalPassFailure();
}
