//===- TierPlacement.cpp - a step in the IR as the tier rule reads it -----===//
//
// The IR side of `placeValuesInTiers` (TierPlacement.h), which the
// measurement and the time model both read a written program through.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/TierPlacement.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::zero;

bool zero::addTransferBytes(TierTraffic &moved, MemoryTier target,
                            MemoryTier source, uint64_t bytes) {
  // Host <-> NVMe is the file's I/O; device <-> host crosses PCIe.
  uint64_t &sum =
      target == MemoryTier::Host
          ? (source == MemoryTier::Device ? moved.toHost : moved.nvmeRead)
          : (target == MemoryTier::Device ? moved.toDevice : moved.nvmeWritten);
  std::optional<uint64_t> total = llvm::checkedAddUnsigned(sum, bytes);
  if (!total)
    return false;
  sum = *total;
  return true;
}

StepTierProgram::StepTierProgram(FunctionOpInterface step)
    : body(step.getFunctionBody().front()) {
  for (BlockArgument argument : body.getArguments())
    if (auto tier = step.getArgAttrOfType<TierAttr>(argument.getArgNumber(),
                                                    ZeroDialect::kTierAttrName))
      setTier(argument, tier.getValue());
}

std::optional<TransferTiers> StepTierProgram::getTransfer(Operation *op) const {
  auto transfer = dyn_cast<TransferOp>(op);
  if (!transfer)
    return std::nullopt;
  return TransferTiers{transfer.getSource(), transfer.getTarget()};
}

Value StepTierProgram::getTransferInput(Operation *op) const {
  return cast<TransferOp>(op).getInput();
}

void StepTierProgram::forEachRead(Operation *op,
                                  function_ref<void(Value)> read) const {
  for (Value operand : op->getOperands())
    read(operand);
  // Inside a region, only what the step computed outside it has a tier.
  forEachValueReadInRegions(op, body, read);
}
