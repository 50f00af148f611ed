//===- OptimizerUpdate.cpp - the optimizer update of a step ---------------===//
//
// Read top-down: what counts as elementwise, finding the update, then the
// flat iteration space of the update on shards and the master copies that
// cast-on-gather casts.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/OptimizerUpdate.h"

#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::zero;

//===----------------------------------------------------------------------===//
// What counts as elementwise
//===----------------------------------------------------------------------===//

bool zero::isFullSize(Type type, uint64_t numElements) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() > 0 && tensor.hasStaticShape() &&
         static_cast<uint64_t>(tensor.getNumElements()) == numElements;
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
  if (isa<tensor::ReshapeOp>(op))
    return "a tensor.reshape takes its shape as a value; write it as "
           "tensor.collapse_shape or tensor.expand_shape";
  return "it is not an elementwise op (ElementwiseMappable, an all-parallel "
         "identity-map linalg op, tensor.collapse_shape, tensor.expand_shape "
         "or tensor.cast)";
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

// The cast of the master is the weight on the first step too when the
// caller starts the weight as that cast, as mixed-precision training does.
WeightCasts zero::getWeightCasts(bool castOnGather, bool shardsWeights,
                                 OffloadTarget offload) {
  if (castOnGather)
    return WeightCasts::Every;
  if (shardsWeights && offload == OffloadTarget::None)
    return WeightCasts::Marked;
  return WeightCasts::None;
}

FailureOr<SmallVector<std::optional<WeightCastSource>>>
zero::findWeightCastSources(
    const StateTable &table, const OptimizerUpdate &update, WeightCasts casts,
    SmallVectorImpl<std::pair<std::string, std::string>> *kept,
    std::pair<unsigned, std::string> *unmet) {
  Block &body = table.getFunction().getFunctionBody().front();
  Operation *terminator = body.getTerminator();
  SmallVector<std::optional<WeightCastSource>> sources;
  bool metEveryMark = true;
  for (const ParamStates &param : table.getParams()) {
    std::optional<WeightCastSource> &source = sources.emplace_back();
    if (casts == WeightCasts::None ||
        (casts == WeightCasts::Marked && !param.castOnGather))
      continue;
    auto keep = [&](StringRef why) {
      if (param.castOnGather) {
        if (unmet && metEveryMark)
          *unmet = {static_cast<unsigned>(sources.size() - 1), why.str()};
        metEveryMark = false;
      } else if (kept) {
        kept->emplace_back(param.name, why.str());
      }
    };
    const StateResult *weightResult = nullptr;
    for (const StateResult &result : param.results)
      if (result.state.getRole() == StateRole::Weight)
        weightResult = &result;
    // A persistent weight (or one capped below stage 3) is whole on every
    // rank, never gathered: there is no gather to cast, and no shard to keep
    // (the remark counts it apart). A mark on it asks for the impossible.
    if (param.keepsWeightWhole()) {
      if (param.castOnGather)
        keep(param.persistent ? "it is persistent (whole on every rank, "
                                "never gathered)"
                              : "its stage is capped below 3 "
                                "('zero.max_stage'), so it is never gathered");
      continue;
    }
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
    std::optional<MasterCopy> master = findMasterCopy(param, terminator);
    if (!master) {
      keep("its update does not write the weight as the cast (arith.truncf) "
           "of an updated optimizer state; for a weight already in its "
           "master's precision there is nothing to cast");
      continue;
    }
    source = *master;
  }
  if (!metEveryMark)
    return failure();
  return sources;
}
