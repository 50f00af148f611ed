//===- StepSignature.cpp - what zero-run passes to a sharded step ---------===//

#include "StepSignature.h"

#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::zero;

namespace zero_run {

std::string StepArgument::getName() const {
  if (kind == ArgumentKind::Data)
    return "data." + std::to_string(dataIndex);
  if (kind == ArgumentKind::StepCounter)
    return "step";
  return param + "/" + stringifyStateRole(role).str() + "." +
         std::to_string(roleIndex);
}

unsigned StepSignature::getNumStates() const {
  unsigned count = 0;
  for (const StepArgument &argument : arguments)
    count += argument.kind == ArgumentKind::State;
  return count;
}

size_t getElementBytes(Type type) {
  return (type.getIntOrFloatBitWidth() + 7) / 8;
}

std::optional<size_t> getBufferBytes(RankedTensorType type) {
  size_t bytes = getElementBytes(type.getElementType());
  bool overflowed = false;
  for (int64_t dim : type.getShape()) {
    if (dim < 0)
      return std::nullopt;
    // SaturatingMultiply resets its flag on every call.
    bool overflow = false;
    bytes =
        llvm::SaturatingMultiply(bytes, static_cast<size_t>(dim), &overflow);
    overflowed |= overflow;
  }
  if (overflowed)
    return std::nullopt;
  return bytes;
}

size_t getStorageBytes(const StepArgument &argument) {
  return *getBufferBytes(argument.storageType);
}

std::string formatType(Type type) {
  std::string text;
  llvm::raw_string_ostream(text) << type;
  return text;
}

static bool isFloatStorage(Type type) {
  return type.isF32() || type.isF64() || type.isBF16() || type.isF16();
}

static bool isDataStorage(Type type) {
  return isFloatStorage(type) || type.isSignlessInteger(32) ||
         type.isSignlessInteger(64);
}

FailureOr<StepSignature> readStepSignature(ModuleOp module) {
  FailureOr<FunctionOpInterface> found =
      StateTable::findTrainingStep(module, /*name=*/"");
  if (failed(found))
    return failure();
  FunctionOpInterface function = *found;
  auto plan = function->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName);
  if (!plan)
    return emitError(getWholeFunctionLoc(function))
           << "zero-run: @" << function.getName()
           << " is not sharded (it has no #zero.plan); shard it first, e.g. "
              "zero-opt step.mlir --zero-shard=\"stage=3 world-size=4\"";
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
      function, plan.getGrid());
  if (!grid)
    return emitError(getWholeFunctionLoc(function))
           << "zero-run: the plan's group " << plan.getGrid()
           << " is not a shard.grid";
  FailureOr<StateTable> table = StateTable::build(function);
  if (failed(table))
    return failure();

  StepSignature signature;
  signature.functionName = function.getName().str();
  signature.stage = plan.getStage();
  FailureOr<int64_t> worldSize = getGroupSize(
      grid, /*axes=*/{}, [&] { return grid.emitError() << "zero-run: "; });
  if (failed(worldSize))
    return failure();
  signature.worldSize = *worldSize;

  // Model states, in the order of the table; then placed by position.
  llvm::DenseMap<unsigned, StepArgument> states;
  auto addState = [&](const ParamStates &param, const StateValue &state,
                      unsigned roleIndex) -> LogicalResult {
    auto argument = dyn_cast<BlockArgument>(state.value);
    if (!argument)
      return success();
    if (!isFloatStorage(state.getElementType()))
      return emitError(state.loc)
             << "zero-run: the state of \"" << param.name
             << "\" is a tensor of " << state.getElementType()
             << "; zero-run initializes float states only";
    StepArgument entry;
    entry.kind = ArgumentKind::State;
    entry.position = argument.getArgNumber();
    entry.storageType = state.getStorageType();
    entry.fullType = state.type;
    entry.sharded = state.isShard();
    entry.param = param.name;
    entry.role = state.state.getRole();
    entry.roleIndex = roleIndex;
    entry.isMasterCopy =
        entry.role == StateRole::Optimizer && roleIndex == 0 &&
        state.getElementType() != param.weight.getElementType();
    states[entry.position] = entry;
    return success();
  };
  for (const ParamStates &param : table->getParams()) {
    if (failed(addState(param, param.weight, 0)) ||
        failed(addState(param, param.grad, 0)))
      return failure();
    for (auto [index, state] : llvm::enumerate(param.optimizer))
      if (failed(addState(param, state, index)))
        return failure();
  }

  // Everything else is data, except a last `tensor<f32>`: the step number.
  unsigned numArguments = function.getNumArguments();
  unsigned numData = 0;
  for (unsigned position = 0; position < numArguments; ++position) {
    if (auto it = states.find(position); it != states.end()) {
      signature.arguments.push_back(it->second);
      continue;
    }
    Location loc = function.getArgument(position).getLoc();
    auto type =
        dyn_cast<RankedTensorType>(function.getArgumentTypes()[position]);
    if (!type || !type.hasStaticShape())
      return emitError(loc) << "zero-run: argument #" << position
                            << " must be a statically shaped tensor";
    StepArgument entry;
    entry.position = position;
    entry.storageType = entry.fullType = type;
    if (position + 1 == numArguments && type.getRank() == 0 &&
        type.getElementType().isF32()) {
      entry.kind = ArgumentKind::StepCounter;
    } else if (type.getRank() >= 1 && isDataStorage(type.getElementType())) {
      entry.kind = ArgumentKind::Data;
      entry.dataIndex = numData++;
      if (type.getElementType().isInteger())
        entry.indexBound = findIndexBound(
            function.getArgument(position),
            [&](BlockArgument indexed) -> std::optional<std::string> {
              auto it = states.find(indexed.getArgNumber());
              if (it == states.end())
                return std::nullopt;
              return it->second.getName();
            });
    } else {
      return emitError(loc)
             << "zero-run: argument #" << position << " (" << type
             << ") is neither a model state, a micro-batch input (a tensor "
                "whose dimension 0 is the batch, of f32, f64, bf16, f16, "
                "i32 or i64) nor the step number (a last tensor<f32>)";
    }
    signature.arguments.push_back(entry);
  }

  // Results: the states come back in their arguments (zero-to-runtime
  // donates them); one loss remains.
  llvm::SmallDenseSet<unsigned> donated;
  for (const ParamStates &param : table->getParams())
    for (const StateResult &result : param.results)
      if (isa<BlockArgument>(param.getUpdatedInput(result).value))
        donated.insert(result.resultIndex);
  Operation *terminator = function.getFunctionBody().front().getTerminator();
  SmallVector<unsigned> returned;
  for (unsigned index = 0, e = function.getNumResults(); index < e; ++index)
    if (!donated.contains(index) &&
        !isa<BlockArgument>(terminator->getOperand(index)))
      returned.push_back(index);
  auto lossType = returned.size() == 1
                      ? dyn_cast<RankedTensorType>(
                            function.getResultTypes()[returned.front()])
                      : RankedTensorType();
  if (!lossType || lossType.getRank() != 0 ||
      !lossType.getElementType().isF32())
    return emitError(getWholeFunctionLoc(function))
           << "zero-run: @" << function.getName()
           << " must return its updated states (marked #zero.state) and one "
              "loss, a tensor<f32>; it returns "
           << returned.size() << " other result(s)";
  signature.lossType = lossType;
  FailureOr<StageFootprint> footprint =
      computeFootprint(*table, signature.worldSize, signature.stage);
  if (failed(footprint))
    return failure();
  signature.modelStates = footprint->memoryPerRank;
  return signature;
}

} // namespace zero_run
