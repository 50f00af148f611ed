//===- ZeroDropDonatedResults.cpp - states stay in their arguments --------===//
//
// `zero-drop-donated-results` runs between one-shot bufferization and
// buffer deallocation in `zero-lower-to-llvm`. `zero-to-runtime` made every
// state result of the step its argument's buffer; this pass removes those
// results from the entry point so that the host finds the updated states in
// the buffers it passed, and so that ownership-based deallocation has no
// argument buffer to copy on the way out.
//
// A state of the NVMe tier is a range of the rank's file named by an
// address with no memory behind it (runtime/lib/NvmeTier.h), so its
// donation cannot be a `memref.copy`: bufferization writes the transfer to
// NVMe into a new NVMe tensor (an allocation `zero-to-runtime` marked as
// one) and copies that into the argument,
//
//   %t = memref.alloc() {zero_rt.nvme_tensor} : memref<126xf32>
//   call @zero_rt_transfer_f32(%host, <%t>, %c1, %c2)   // host -> nvme
//   memref.copy %t, %arg2
//
// and this pass makes the transfer write the argument instead (%t becomes
// a view of %arg2, the copy and the allocation go). That is sound when
// nothing uses the argument between the allocation and the copy, which it
// checks; zero-donate-states puts the copy after the argument's last read.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"
#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

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

/// The NVMe tensor `value` views, looking through casts and reshapes: an
/// allocation marked `zero_rt.nvme_tensor`, or a `zero_rt_alloc_nvme_<dt>`
/// call (written by hand, or once `zero-place-tier-tensors` has run); null
/// if none.
Operation *getNvmeAllocation(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (auto call = dyn_cast<func::CallOp>(op))
      return abi::isNvmeAllocEntry(call.getCallee()) ? op : nullptr;
    if (isa<memref::AllocOp>(op))
      return op->hasAttr(abi::kNvmeTensorAttrName) ? op : nullptr;
    if (!isa<memref::CastOp, memref::ExpandShapeOp, memref::CollapseShapeOp>(
            op))
      return nullptr;
    value = op->getOperand(0);
  }
  return nullptr;
}

/// Makes each transfer to NVMe that is donated to a state argument write
/// the argument's range (see the top of the file). Returns the number
/// forwarded, or failure after reporting every copy of an NVMe tensor that
/// cannot be.
FailureOr<unsigned> forwardNvmeDonations(func::FuncOp function) {
  unsigned forwarded = 0;
  bool ok = true;
  Block &body = function.getBody().front();
  for (auto copy : llvm::make_early_inc_range(body.getOps<memref::CopyOp>())) {
    Operation *source = getNvmeAllocation(copy.getSource());
    Operation *target = getNvmeAllocation(copy.getTarget());
    if (!source && !target)
      continue;
    BlockArgument argument = getArgumentBuffer(function, copy.getTarget());
    auto argumentType =
        argument ? dyn_cast<MemRefType>(argument.getType()) : MemRefType();
    auto allocatedType = source
                             ? cast<MemRefType>(source->getResult(0).getType())
                             : MemRefType();
    // Nothing may read or write the argument between the allocation and
    // the copy: from the allocation on, they are one buffer.
    bool argumentUsedBetween = false;
    if (argument && source)
      for (Operation *user : argument.getUsers())
        if (user != copy && body.findAncestorOpInBlock(*user) &&
            source->isBeforeInBlock(body.findAncestorOpInBlock(*user)) &&
            body.findAncestorOpInBlock(*user)->isBeforeInBlock(copy))
          argumentUsedBetween = true;
    if (target || !argumentType || !argumentType.getLayout().isIdentity() ||
        argumentType.getElementType() != allocatedType.getElementType() ||
        argumentUsedBetween) {
      copy.emitOpError()
              .append("copies a tensor of the NVMe tier, which is a range of "
                      "the rank's file, not memory; only its donation to a "
                      "state argument that nothing else uses in between can "
                      "be lowered (the transfer then writes the argument)")
              .attachNote((source ? source : target)->getLoc())
          << "the NVMe tensor";
      ok = false;
      continue;
    }
    OpBuilder builder(source);
    Location loc = source->getLoc();
    Value view = abi::flattenBuffer(builder, loc, argument);
    view = memref::CastOp::create(builder, loc, allocatedType, view);
    source->getResult(0).replaceAllUsesWith(view);
    copy.erase();
    source->erase();
    ++forwarded;
  }
  if (!ok)
    return failure();
  return forwarded;
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
      FailureOr<unsigned> forwarded = forwardNvmeDonations(function);
      if (failed(forwarded))
        return signalPassFailure();
      numForwardedNvmeWrites += *forwarded;
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
