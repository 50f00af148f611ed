//===- ZeroConfineWrites.cpp - writes only into donated arguments ---------===//
//
// See the pass's description in Passes.td. The arguments a step may write
// are those `zero-donate-states` donated a state to; the pass reads them off
// the `bufferization.materialize_in_destination` ops it wrote, so a step
// lowered without donation (no state results) writes none of its arguments.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROCONFINEWRITES
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

/// The arguments of `function` that a state is donated to.
llvm::SmallPtrSet<Value, 8> collectDonatedArguments(func::FuncOp function) {
  llvm::SmallPtrSet<Value, 8> donated;
  function.walk([&](bufferization::MaterializeInDestinationOp donation) {
    if (auto argument = dyn_cast<BlockArgument>(donation.getDest());
        argument && argument.getOwner() == &function.getBody().front())
      donated.insert(argument);
  });
  return donated;
}

/// Whether `value` reaches the donation of a state into `argument`, as the
/// value donated or through the destinations of the ops that compute it:
/// then `argument` is the destination meant for it, and stays.
bool reachesDonationInto(Value value, Value argument) {
  SmallVector<Value> pending = {value};
  llvm::SmallPtrSet<Value, 8> seen = {value};
  while (!pending.empty()) {
    Value next = pending.pop_back_val();
    for (OpOperand &use : next.getUses()) {
      if (auto donation = dyn_cast<bufferization::MaterializeInDestinationOp>(
              use.getOwner());
          donation && donation.getDest() == argument)
        return true;
      if (auto dps = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
          dps && dps.isDpsInit(&use)) {
        Value result = dps.getTiedOpResult(&use);
        if (result && seen.insert(result).second)
          pending.push_back(result);
      }
    }
  }
  return false;
}

struct ZeroConfineWritesPass
    : public zero::impl::ZeroConfineWritesBase<ZeroConfineWritesPass> {
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    if (function.isExternal())
      return;
    Block &entry = function.getBody().front();

    // Destinations first: an argument given as the destination of an op
    // that only writes it is replaced by a fresh tensor of its shape,
    // unless what the op computes is donated into that argument (an update
    // computed in place).
    function.walk([&](linalg::LinalgOp op) {
      if (!op.hasPureTensorSemantics())
        return;
      for (OpOperand &init : op.getDpsInitsMutable()) {
        auto argument = dyn_cast<BlockArgument>(init.get());
        if (!argument || argument.getOwner() != &entry ||
            op.payloadUsesValueFromOperand(&init) ||
            reachesDonationInto(op.getTiedOpResult(&init), argument))
          continue;
        OpBuilder builder(op);
        Location loc = op->getLoc();
        auto type = cast<RankedTensorType>(argument.getType());
        Value fresh = tensor::EmptyOp::create(
            builder, loc, tensor::getMixedSizes(builder, loc, argument),
            type.getElementType(), type.getEncoding());
        init.set(fresh);
        ++numFreshDestinations;
      }
    });

    // Then every argument no state is donated to is read-only:
    // bufferization copies it where it has to write.
    llvm::SmallPtrSet<Value, 8> donated = collectDonatedArguments(function);
    auto readOnly = BoolAttr::get(&getContext(), false);
    for (BlockArgument argument : entry.getArguments()) {
      if (!isa<TensorType>(argument.getType()) || donated.contains(argument) ||
          function.getArgAttr(
              argument.getArgNumber(),
              bufferization::BufferizationDialect::kWritableAttrName))
        continue;
      function.setArgAttr(
          argument.getArgNumber(),
          bufferization::BufferizationDialect::kWritableAttrName, readOnly);
      ++numReadOnlyArguments;
    }
  }
};

} // namespace
