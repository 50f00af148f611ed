//===- ZeroConfineWrites.cpp - writes only into donated arguments ---------===//
//
// See the pass's description in Passes.td. The arguments a step may write
// are those `zero-donate-states` donated a state to; the pass reads them off
// the `bufferization.materialize_in_destination` ops it wrote, so a step
// lowered without donation (no state results) writes none of its arguments.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"
#include "zero/Conversion/RegionAliases.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"

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

/// Each value that may hold an argument's buffer, with the arguments it
/// may hold: an argument holds itself, and so do its views and what
/// carries them into or out of regions (`appendRegionAliases`).
using Carriers = llvm::DenseMap<Value, llvm::SmallPtrSet<Value, 2>>;

/// Adds to `carriers` the values that may hold `argument`'s buffer (not
/// the results of ops it is the destination of: they are what the op
/// writes, which `reachesDonationInto` follows).
void collectCarriers(BlockArgument argument, Carriers &carriers) {
  walkBufferSharers(argument, /*throughInits=*/false,
                    [&](Value sharer) { carriers[sharer].insert(argument); });
}

/// Whether a value holding `argument`'s buffer is used after `op`, other
/// than by the donation into it: then `op` must not write that buffer.
bool isReadAfter(Operation *op, Value argument, const Carriers &carriers,
                 Block &entry) {
  Operation *point = entry.findAncestorOpInBlock(*op);
  for (const auto &[value, arguments] : carriers) {
    if (!arguments.contains(argument))
      continue;
    for (OpOperand &use : value.getUses()) {
      auto donation =
          dyn_cast<bufferization::MaterializeInDestinationOp>(use.getOwner());
      if (donation && donation.getDest() == argument)
        continue;
      Operation *user = entry.findAncestorOpInBlock(*use.getOwner());
      if (user && point->isBeforeInBlock(user))
        return true;
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

    // Destinations first: a value that may hold an argument's buffer (the
    // argument, a view of it, what an scf.if or scf.for carries it as),
    // given as the destination of an op that only writes it, is replaced
    // by a fresh tensor of its shape; unless it is the argument itself,
    // what the op computes is donated into it (an update computed in
    // place), and nothing reads the argument after the op.
    Carriers carriers;
    for (BlockArgument argument : entry.getArguments())
      if (isa<TensorType>(argument.getType()))
        collectCarriers(argument, carriers);
    function.walk([&](linalg::LinalgOp op) {
      if (!op.hasPureTensorSemantics())
        return;
      for (OpOperand &init : op.getDpsInitsMutable()) {
        Value destination = init.get();
        if (!carriers.contains(destination) ||
            op.payloadUsesValueFromOperand(&init))
          continue;
        auto argument = dyn_cast<BlockArgument>(destination);
        if (argument && argument.getOwner() == &entry &&
            reachesDonationInto(op.getTiedOpResult(&init), argument) &&
            !isReadAfter(op, argument, carriers, entry))
          continue;
        OpBuilder builder(op);
        Location loc = op->getLoc();
        auto type = cast<RankedTensorType>(init.get().getType());
        Value fresh = tensor::EmptyOp::create(
            builder, loc, tensor::getMixedSizes(builder, loc, init.get()),
            type.getElementType(), type.getEncoding());
        init.set(fresh);
        ++numFreshDestinations;
      }
    });

    // Then every argument no state is donated to is read-only:
    // bufferization copies it where it has to write. One that a region may
    // yield where it also yields a donated argument (`scf.if` choosing
    // between a weight and an input) stays writable: bufferization puts
    // both in one set of aliases, which the donation writes.
    llvm::SmallPtrSet<Value, 8> donated = collectDonatedArguments(function);
    llvm::SmallPtrSet<Value, 8> sharesWithDonated;
    for (const auto &[value, arguments] : carriers)
      if (llvm::any_of(arguments,
                       [&](Value other) { return donated.contains(other); }))
        sharesWithDonated.insert(arguments.begin(), arguments.end());
    auto readOnly = BoolAttr::get(&getContext(), false);
    for (BlockArgument argument : entry.getArguments()) {
      if (!isa<TensorType>(argument.getType()) || donated.contains(argument) ||
          sharesWithDonated.contains(argument) ||
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
