//===- ZeroShardOptimizerUpdate.cpp - zero-shard: the sharded update ------===//

#include "ZeroShardOptimizerUpdate.h"
#include "ZeroShardRewriterImpl.h"

#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

//===----------------------------------------------------------------------===//
// What counts as elementwise
//===----------------------------------------------------------------------===//

bool zero::isFullSize(Type type, uint64_t numElements) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() > 0 && tensor.hasStaticShape() &&
         static_cast<uint64_t>(tensor.getNumElements()) == numElements;
}

bool zero::isScalarLike(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return !shaped || (shaped.hasRank() && shaped.getRank() == 0);
}

/// Why `op` cannot run on a shard of a tensor of `numElements` elements, or
/// an empty string when it can.
static std::string whyNotElementwise(Operation *op, uint64_t numElements) {
  auto checkValues = [&](ValueRange values) -> std::string {
    for (Value value : values)
      if (!isFullSize(value.getType(), numElements) &&
          !isScalarLike(value.getType())) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "it has an operand or result of type " << value.getType()
           << ", neither the parameter's " << numElements
           << " elements nor a scalar";
        return text;
      }
    return {};
  };
  if (isFlatOrderReshape(op))
    return checkValues(op->getResults());
  if (op->hasTrait<OpTrait::Elementwise>()) {
    std::string why = checkValues(op->getOperands());
    return why.empty() ? checkValues(op->getResults()) : why;
  }
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (linalgOp.getNumLoops() != linalgOp.getNumParallelLoops())
      return "it reduces over a dimension";
    bool usesIndex = false;
    op->walk([&](linalg::IndexOp) { usesIndex = true; });
    if (usesIndex)
      return "its body reads the iteration index";
    for (OpOperand &operand : op->getOpOperands()) {
      AffineMap map = linalgOp.getMatchingIndexingMap(&operand);
      bool scalar =
          map.getNumResults() == 0 && isScalarLike(operand.get().getType());
      bool identity =
          map.isIdentity() && isFullSize(operand.get().getType(), numElements);
      if (!scalar && !identity)
        return "it does not map every operand element to the same element "
               "(a transpose or broadcast of a non-scalar)";
    }
    return {};
  }
  return "it is not an elementwise op (ElementwiseMappable, an all-parallel "
         "identity-map linalg op or a reshape)";
}

//===----------------------------------------------------------------------===//
// Finding the update
//===----------------------------------------------------------------------===//

/// Finds, for each value of the step, a per-rank input it depends on other
/// than through a gradient: a function argument that is neither a model
/// state nor scalar-like (a micro-batch). Each rank has its own micro-batch;
/// only the gradients computed from it are averaged across the ranks, so a
/// state update that reads such an input by another path makes the
/// replicas diverge silently.
class PerRankInputs {
public:
  explicit PerRankInputs(const StateTable &table) {
    for (const ParamStates &param : table.getParams()) {
      if (param.grad.value)
        cuts.insert(param.grad.value);
      cuts.insert(param.weight.value);
      for (const StateValue &state : param.optimizer)
        cuts.insert(state.value);
    }
  }

  /// The per-rank argument `value` depends on other than through a
  /// gradient, or null. Iterative, with every value visited once over all
  /// calls: a step's dataflow can be hundreds of thousands of ops deep.
  BlockArgument find(Value root) {
    SmallVector<std::pair<Value, bool>> stack = {{root, false}};
    while (!stack.empty()) {
      auto [value, inputsDone] = stack.pop_back_val();
      if (!inputsDone) {
        if (memo.count(value))
          continue;
        if (cuts.contains(value)) {
          memo[value] = BlockArgument();
          continue;
        }
        if (auto argument = dyn_cast<BlockArgument>(value)) {
          bool perRank =
              isa<FunctionOpInterface>(argument.getOwner()->getParentOp()) &&
              !isScalarLike(argument.getType());
          memo[value] = perRank ? argument : BlockArgument();
          continue;
        }
        // Visit the inputs first, then come back to this value.
        stack.push_back({value, true});
        forEachInput(value.getDefiningOp(), [&](Value input) {
          if (!memo.count(input))
            stack.push_back({input, false});
          return false;
        });
        continue;
      }
      BlockArgument found;
      forEachInput(value.getDefiningOp(), [&](Value input) {
        found = memo.lookup(input);
        return static_cast<bool>(found);
      });
      memo[value] = found;
    }
    return memo.lookup(root);
  }

private:
  /// Calls `callback` on the operands of `op` and the values its regions
  /// read from outside, each once, until it returns true. Ops without
  /// regions, nearly all, read only their operands; the others are walked
  /// once (`find` asks twice).
  void forEachInput(Operation *op, function_ref<bool(Value)> callback) {
    if (op->getNumRegions() == 0) {
      for (Value operand : op->getOperands())
        if (callback(operand))
          return;
      return;
    }
    auto [it, inserted] = inputsOfRegionOp.try_emplace(op);
    if (inserted) {
      llvm::SetVector<Value> inputs(op->operand_begin(), op->operand_end());
      getUsedValuesDefinedAbove(op->getRegions(), inputs);
      it->second = inputs.takeVector();
    }
    for (Value input : it->second)
      if (callback(input))
        return;
  }

private:
  llvm::DenseSet<Value> cuts;
  llvm::DenseMap<Value, BlockArgument> memo;
  llvm::DenseMap<Operation *, SmallVector<Value>> inputsOfRegionOp;
};

FailureOr<OptimizerUpdate> OptimizerUpdate::find(const StateTable &table) {
  OptimizerUpdate update;
  FunctionOpInterface function = table.getFunction();
  Block &body = function.getFunctionBody().front();
  bool hadError = false;

  // Which parameters' gradients or optimizer states reach each op of the
  // body, following the dataflow forward.
  llvm::DenseMap<Operation *, llvm::SmallSetVector<unsigned, 2>> reachedBy;
  // The same for each result of the step (operand of the terminator).
  llvm::DenseMap<unsigned, llvm::SmallSetVector<unsigned, 2>> returnedFrom;
  SmallVector<std::pair<Value, unsigned>> worklist;
  for (auto [index, param] : llvm::enumerate(table.getParams())) {
    if (param.grad.value)
      worklist.push_back({param.grad.value, index});
    for (const StateValue &state : param.optimizer)
      worklist.push_back({state.value, index});
  }
  llvm::DenseSet<std::pair<Value, unsigned>> visited;
  while (!worklist.empty()) {
    auto item = worklist.pop_back_val();
    if (!visited.insert(item).second)
      continue;
    auto [value, paramIndex] = item;
    for (OpOperand &use : value.getUses()) {
      Operation *top = body.findAncestorOpInBlock(*use.getOwner());
      if (!top)
        continue;
      if (top->hasTrait<OpTrait::IsTerminator>()) {
        returnedFrom[use.getOperandNumber()].insert(paramIndex);
        continue;
      }
      if (reachedBy[top].insert(paramIndex))
        for (Value result : top->getResults())
          worklist.push_back({result, paramIndex});
    }
  }

  // Check the ops in program order; report a mix of parameters only where it
  // starts, not at every op downstream of it.
  auto isMixed = [&](Operation *op) {
    auto it = reachedBy.find(op);
    return it != reachedBy.end() && it->second.size() > 1;
  };
  for (Operation &op : body) {
    auto it = reachedBy.find(&op);
    if (it == reachedBy.end())
      continue;
    const llvm::SmallSetVector<unsigned, 2> &params = it->second;
    if (params.size() > 1) {
      bool startsHere = llvm::none_of(op.getOperands(), [&](Value operand) {
        Operation *producer = operand.getDefiningOp();
        return producer && isMixed(producer);
      });
      if (startsHere) {
        hadError = true;
        op.emitOpError() << "mixes the optimizer updates of \""
                         << table.getParams()[params[0]].name << "\" and \""
                         << table.getParams()[params[1]].name
                         << "\"; ZeRO shards each parameter's update "
                            "separately, so a step that combines parameters "
                            "(a global gradient norm, for instance) cannot be "
                            "sharded yet";
      }
      continue;
    }
    const ParamStates &param = table.getParams()[params[0]];
    std::string why = whyNotElementwise(&op, param.getNumElements());
    if (!why.empty()) {
      hadError = true;
      (op.emitOpError() << "in the optimizer update of \"" << param.name
                        << "\" is not elementwise: " << why
                        << "; ZeRO runs the update on 1/N of each tensor, so "
                           "every op must treat each element alone")
              .attachNote(Location(param.weight.loc))
          << "the weight of \"" << param.name << "\"";
      continue;
    }
    update.paramOfOp[&op] = params[0];
    update.ops.push_back({&op, params[0]});
  }

  Operation *terminator = body.getTerminator();
  // Every updated state must be the same on every rank: it may depend on a
  // micro-batch only through the gradient, which the stage averages.
  PerRankInputs perRankInputs(table);
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results) {
      BlockArgument input =
          perRankInputs.find(terminator->getOperand(result.resultIndex));
      if (!input)
        continue;
      hadError = true;
      (terminator->emitOpError()
       << "returns, as the updated "
       << stringifyStateRole(result.state.getRole()) << " of \"" << param.name
       << "\" (result #" << result.resultIndex
       << "), a value that depends on argument #" << input.getArgNumber()
       << ", an input of each rank's own, other than through the gradient; "
          "only gradients are averaged across the ranks, so the replicas "
          "would diverge; compute the update from the gradient and the "
          "states of \""
       << param.name << "\" only")
              .attachNote(input.getLoc())
          << "the per-rank input";
    }
  for (auto &[resultIndex, params] : returnedFrom) {
    if (params.size() > 1)
      continue; // reported where the parameters were mixed
    const ParamStates &param = table.getParams()[params[0]];
    bool marked = llvm::any_of(param.results, [&](const StateResult &r) {
      return r.resultIndex == resultIndex;
    });
    if (!marked) {
      hadError = true;
      terminator->emitOpError()
          << "returns, as result #" << resultIndex
          << ", a value computed from the states of \"" << param.name
          << "\" but the result is not marked as a state of \"" << param.name
          << "\"; mark it with #zero.state";
    }
  }
  if (hadError)
    return failure();
  return update;
}

//===----------------------------------------------------------------------===//
// The update on shards, written as IR (ZeroShardLowering.h)
//===----------------------------------------------------------------------===//

std::optional<SmallVector<std::pair<Operation *, unsigned>>>
ShardRewriter::getUpdateOpsOnShards(const OptimizerUpdate &update) {
  // Named elementwise linalg ops derive their maps from operand ranks in
  // ways that differ per op; as a linalg.generic they are all alike.
  IRRewriter rewriter(function.getContext());
  SmallVector<std::pair<Operation *, unsigned>> ops;
  for (auto [op, paramIndex] : update.getOps()) {
    auto named = dyn_cast<linalg::LinalgOp>(op);
    if (!named || isa<linalg::GenericOp, linalg::FillOp>(op)) {
      ops.push_back({op, paramIndex});
      continue;
    }
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> generic =
        linalg::generalizeNamedOp(rewriter, named);
    if (failed(generic)) {
      op->emitOpError()
          << "cannot be rewritten as a linalg.generic to run on shards";
      return std::nullopt;
    }
    ops.push_back({*generic, paramIndex});
  }
  return ops;
}

std::optional<Value> ShardRewriter::lookupUpdateInput(Value full) const {
  if (Value shard = updateInputs.lookupOrNull(full))
    return shard;
  return std::nullopt;
}

/// The op reads the shards in place of its full-size inputs, in place:
/// cloning it would copy its body (an AdamW update is dozens of ops) only to
/// erase the original. What computed the replaced inputs is dead once
/// nothing else reads it (`eraseReplacedByShards`).
void ShardRewriter::readUpdateInputsIn(Operation *op) {
  auto replaceByShard = [&](OpOperand *use) {
    Value shard = updateInputs.lookupOrNull(use->get());
    if (!shard || shard == use->get())
      return;
    if (Operation *producer = use->get().getDefiningOp())
      maybeDead.insert(producer);
    use->set(shard);
  };
  for (OpOperand &use : op->getOpOperands())
    replaceByShard(&use);
  for (Region &region : op->getRegions())
    visitUsedValuesDefinedAbove(region, region, replaceByShard);
}

void ShardRewriter::flattenIterationSpace(Operation *op) {
  flattenToShardIterationSpace(op);
}

void zero::flattenToShardIterationSpace(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic)
    return;
  MLIRContext *context = generic.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(1, context);
  AffineMap scalar = AffineMap::get(1, 0, context);
  SmallVector<Attribute> maps;
  for (AffineMap map : generic.getIndexingMapsArray())
    maps.push_back(AffineMapAttr::get(map.getNumResults() ? identity : scalar));
  generic.setIndexingMapsAttr(ArrayAttr::get(context, maps));
  generic.setIteratorTypesAttr(ArrayAttr::get(
      context,
      {linalg::IteratorTypeAttr::get(context, utils::IteratorType::parallel)}));
}

Value ShardRewriter::createEmpty(RankedTensorType type, Location loc) {
  return tensor::EmptyOp::create(builder, loc, type.getShape(),
                                 type.getElementType());
}

Value ShardRewriter::createFill(Value scalar, Value init, Location loc) {
  return linalg::FillOp::create(builder, loc, scalar, init).getResult(0);
}

Value ShardRewriter::createSplat(RankedTensorType type, SplatElementsAttr full,
                                 Location loc) {
  return arith::ConstantOp::create(
      builder, loc,
      SplatElementsAttr::get(type, full.getSplatValue<Attribute>()));
}

Value ShardRewriter::sliceShard(Value padded, Value rankIndex,
                                int64_t shardElements, Location loc) {
  Value shardSize = arith::ConstantIndexOp::create(builder, loc, shardElements);
  Value offset = arith::MulIOp::create(builder, loc, rankIndex, shardSize);
  return tensor::ExtractSliceOp::create(
      builder, loc, padded, ArrayRef<OpFoldResult>{offset},
      ArrayRef<OpFoldResult>{builder.getIndexAttr(shardElements)},
      ArrayRef<OpFoldResult>{builder.getIndexAttr(1)});
}

void ShardRewriter::reportUnshardableInput(Operation *op, unsigned param,
                                           Value input) {
  StringRef name = table.getParams()[param].name;
  (op->emitOpError() << "in the optimizer update of \"" << name
                     << "\" reads a full-size tensor computed outside the "
                        "update; only the gradient, the weight and the "
                        "optimizer states of \""
                     << name << "\" can be sharded")
          .attachNote(input.getLoc())
      << "the full-size tensor";
}

/// Erases the reshapes the shards made the identity, then what only the
/// full-size update read (the full-size empty tensors, fills and splat
/// constants it was given), so that none of it is left to be allocated.
void ShardRewriter::eraseReplacedByShards(ArrayRef<Operation *> reshapes) {
  for (Operation *op : llvm::reverse(reshapes)) {
    if (Operation *producer = op->getOperand(0).getDefiningOp())
      maybeDead.insert(producer);
    maybeDead.remove(op);
    op->erase();
  }
  while (!maybeDead.empty()) {
    Operation *op = maybeDead.pop_back_val();
    if (!isOpTriviallyDead(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *producer = operand.getDefiningOp())
        maybeDead.insert(producer);
    op->erase();
  }
}
