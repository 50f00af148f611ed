//===- StepCallingConvention.cpp - how a host calls a lowered step --------===//

#include "zero/Conversion/RuntimeABI/StepCallingConvention.h"

#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::abi;

SmallVector<unsigned> StepCallingConvention::getReturnedResults() const {
  SmallVector<unsigned> returned;
  for (const StepResultConvention &result : results)
    if (!result.donatedTo)
      returned.push_back(result.resultIndex);
  return returned;
}

FailureOr<StepCallingConvention>
abi::getStepCallingConvention(FunctionOpInterface step,
                              const StateTable &table) {
  // The states that are arguments, by position.
  llvm::DenseMap<unsigned, StepArgumentConvention> states;
  auto addState = [&](unsigned paramIndex, const StateValue &state,
                      unsigned roleIndex) {
    // A weight cast from its master copy is no argument of its own.
    auto argument = dyn_cast<BlockArgument>(state.value);
    if (!argument || !state.isHeld())
      return;
    StepArgumentConvention entry;
    entry.kind = StepArgumentKind::State;
    entry.position = argument.getArgNumber();
    entry.storageType = state.getStorageType();
    entry.fullType = state.type;
    entry.paramIndex = paramIndex;
    entry.role = state.state.getRole();
    entry.roleIndex = roleIndex;
    entry.sharded = state.isShard();
    states[entry.position] = entry;
  };
  for (auto [paramIndex, param] : llvm::enumerate(table.getParams())) {
    addState(paramIndex, param.weight, 0);
    addState(paramIndex, param.grad, 0);
    for (auto [roleIndex, state] : llvm::enumerate(param.optimizer))
      addState(paramIndex, state, roleIndex);
  }

  StepCallingConvention convention;
  unsigned numArguments = step.getNumArguments();
  for (unsigned position = 0; position < numArguments; ++position) {
    if (auto it = states.find(position); it != states.end()) {
      convention.arguments.push_back(it->second);
      continue;
    }
    auto type = dyn_cast<RankedTensorType>(step.getArgumentTypes()[position]);
    if (!type || !type.hasStaticShape())
      return emitError(step.getArgument(position).getLoc())
             << "argument #" << position << " of @" << step.getName()
             << " must be a statically shaped tensor: a host passes every "
                "argument of a lowered step as a memref of its shape";
    StepArgumentConvention entry;
    entry.position = position;
    entry.storageType = entry.fullType = type;
    bool isStepCounter = position + 1 == numArguments && type.getRank() == 0 &&
                         type.getElementType().isF32();
    entry.kind =
        isStepCounter ? StepArgumentKind::StepCounter : StepArgumentKind::Data;
    convention.arguments.push_back(entry);
  }

  // Donations: each state result into the argument it updates; a result
  // that is an argument, into that argument.
  llvm::DenseMap<unsigned, unsigned> donatedTo;
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results)
      if (auto argument =
              dyn_cast<BlockArgument>(param.getUpdatedInput(result).value))
        donatedTo[result.resultIndex] = argument.getArgNumber();
  Operation *terminator = step.getFunctionBody().front().getTerminator();
  for (unsigned index = 0, e = step.getNumResults(); index < e; ++index) {
    StepResultConvention result;
    result.resultIndex = index;
    if (auto it = donatedTo.find(index); it != donatedTo.end())
      result.donatedTo = it->second;
    else if (auto argument =
                 dyn_cast<BlockArgument>(terminator->getOperand(index)))
      result.donatedTo = argument.getArgNumber();
    convention.results.push_back(result);
  }
  return convention;
}
