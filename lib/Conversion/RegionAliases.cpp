//===- RegionAliases.cpp - values that carry a buffer across regions ------===//

#include "zero/Conversion/RegionAliases.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

void zero::appendRegionAliases(OpOperand &operand,
                               SmallVectorImpl<Value> &shared) {
  Operation *user = operand.getOwner();
  unsigned index = operand.getOperandNumber();
  bool terminator = isa<RegionBranchTerminatorOpInterface>(user);
  if (terminator && isa<FunctionOpInterface>(user->getParentOp()))
    return;
  if (!terminator && !isa<RegionBranchOpInterface>(user))
    return;
  if (isa<scf::YieldOp>(user)) {
    Operation *parent = user->getParentOp();
    if (isa<scf::IfOp, scf::ExecuteRegionOp, scf::IndexSwitchOp>(parent)) {
      shared.push_back(parent->getResult(index));
      return;
    }
    if (auto loop = dyn_cast<scf::ForOp>(parent)) {
      shared.push_back(loop.getResult(index));
      shared.push_back(loop.getRegionIterArgs()[index]);
      return;
    }
  }
  if (auto loop = dyn_cast<scf::ForOp>(user)) {
    if (BlockArgument iterArg = loop.getTiedLoopRegionIterArg(&operand)) {
      shared.push_back(iterArg);
      shared.push_back(loop.getTiedLoopResult(&operand));
    }
    return;
  }
  Operation *holder = terminator ? user->getParentOp() : user;
  shared.append(holder->result_begin(), holder->result_end());
  for (Region &region : holder->getRegions())
    for (Block &block : region)
      shared.append(block.args_begin(), block.args_end());
}

void zero::walkBufferSharers(Value value, bool throughInits,
                             function_ref<void(Value)> onValue,
                             function_ref<void(OpOperand &, Value)> onUse) {
  SmallVector<Value> pending = {value};
  llvm::SmallPtrSet<Value, 8> seen = {value};
  onValue(value);
  while (!pending.empty()) {
    Value sharer = pending.pop_back_val();
    for (OpOperand &operand : sharer.getUses()) {
      Operation *user = operand.getOwner();
      if (onUse)
        onUse(operand, sharer);
      SmallVector<Value> shared;
      if (isBufferView(user)) {
        shared.append(user->result_begin(), user->result_end());
      } else if (auto dps = dyn_cast<DestinationStyleOpInterface>(user);
                 dps && dps.isDpsInit(&operand)) {
        if (throughInits)
          shared.push_back(dps.getTiedOpResult(&operand));
        // A destination that also enters regions (`scf.forall`'s shared
        // outputs) is shared with what it becomes inside them.
        if (isa<RegionBranchOpInterface>(user))
          appendRegionAliases(operand, shared);
      } else {
        appendRegionAliases(operand, shared);
      }
      for (Value next : shared)
        if (seen.insert(next).second) {
          onValue(next);
          pending.push_back(next);
        }
    }
  }
}
