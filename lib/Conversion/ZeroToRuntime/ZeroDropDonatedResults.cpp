//===- ZeroDropDonatedResults.cpp - states stay in their arguments --------===//
//
// `zero-drop-donated-results` runs between one-shot bufferization and
// buffer deallocation in `zero-lower-to-llvm`. `zero-to-runtime` made every
// state result of the step its argument's buffer; this pass removes those
// results from the entry point so that the host finds the updated states in
// the buffers it passed, and so that ownership-based deallocation has no
// argument buffer to copy on the way out.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/BitVector.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZERODROPDONATEDRESULTS
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

/// The argument `value` is, looking through casts, or null.
BlockArgument getArgumentBuffer(func::FuncOp function, Value value) {
  while (auto cast = value.getDefiningOp<memref::CastOp>())
    value = cast.getSource();
  auto argument = dyn_cast<BlockArgument>(value);
  if (argument && argument.getOwner() == &function.getBody().front())
    return argument;
  return nullptr;
}

struct ZeroDropDonatedResultsPass
    : public zero::impl::ZeroDropDonatedResultsBase<
          ZeroDropDonatedResultsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTableCollection symbols;
    SymbolUserMap users(symbols, module);
    for (auto function : module.getOps<func::FuncOp>()) {
      if (function.isExternal() || !function.isPublic() ||
          !users.getUsers(function).empty() ||
          !function.getBody().hasOneBlock())
        continue;
      auto returnOp =
          cast<func::ReturnOp>(function.getBody().front().getTerminator());
      llvm::BitVector dropped(function.getNumResults());
      SmallVector<Value> kept;
      for (OpOperand &operand : returnOp->getOpOperands()) {
        if (getArgumentBuffer(function, operand.get()))
          dropped.set(operand.getOperandNumber());
        else
          kept.push_back(operand.get());
      }
      if (dropped.none())
        continue;
      if (failed(function.eraseResults(dropped)))
        return signalPassFailure();
      returnOp.getOperandsMutable().assign(kept);
      numDroppedResults += dropped.count();
    }
  }
};

} // namespace
