//===- ZeroDonateStates.cpp - state results into their arguments ----------===//
//
// `zero-donate-states` makes true what the scheduled footprint counts: a
// result marked `#zero.state` updates the buffer of the argument it
// replaces. Each such result is written into its argument through
// `bufferization.materialize_in_destination`, which one-shot bufferization
// satisfies in place or rejects (never silently copies); after
// bufferization `zero-drop-donated-results` drops those results from the
// signature. It runs on tensors, before `zero-to-runtime` folds away the
// `zero.annotate` marks that the state table reads.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"
#include "zero/Conversion/RegionAliases.h"
#include "zero/Conversion/RuntimeABI/StepCallingConvention.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZERODONATESTATES
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Appends the ops that read `value`'s buffer: its users and those of every
/// value sharing the buffer (views, and destination-passing results whose
/// destination it is).
void collectBufferReaders(Value value, SmallVectorImpl<Operation *> &readers) {
  walkBufferSharers(
      value, /*throughInits=*/true, [](Value) {},
      [&](OpOperand &use, Value) { readers.push_back(use.getOwner()); });
}

/// The earliest point at which `value` can be written into `argument`'s
/// buffer: after `value` exists and after the last read of either buffer.
/// Writing there rather than at the return frees a buffer that only carries
/// the new state (a gathered unit at stages 1-2) as soon as it is copied;
/// the scheduled footprint counts no such buffer.
Operation *getDonationPoint(Block &body, Value value, BlockArgument argument) {
  Operation *point = nullptr;
  auto after = [&](Operation *op) {
    op = op ? body.findAncestorOpInBlock(*op) : nullptr;
    if (op && !op->hasTrait<OpTrait::IsTerminator>() &&
        (!point || point->isBeforeInBlock(op)))
      point = op;
  };
  // An asynchronous collective (zero-prefetch's start) uses its buffers
  // from its start to its zero.wait: its result holds its value only from
  // the wait on, and its input is read until the wait.
  auto afterCollective = [&](Operation *op) {
    after(op);
    if (op && op->getNumResults() > 0 &&
        isa<TokenType>(op->getResults().back().getType()))
      for (Operation *wait : op->getResults().back().getUsers())
        after(wait);
  };
  afterCollective(value.getDefiningOp());
  SmallVector<Operation *> readers;
  collectBufferReaders(argument, readers);
  collectBufferReaders(value, readers);
  for (Operation *reader : readers)
    afterCollective(reader);
  return point;
}

/// Fails, at the return, when a result other than #`donatedResult` returns
/// `argument`'s buffer (the argument itself or a view of it) while
/// #`donatedResult` is written into that buffer.
LogicalResult checkOldValueNotReturned(FunctionOpInterface function,
                                       BlockArgument argument,
                                       unsigned donatedResult) {
  Operation *terminator = function.getFunctionBody().front().getTerminator();
  std::optional<std::pair<unsigned, Value>> returned;
  walkBufferSharers(
      argument, /*throughInits=*/false, [](Value) {},
      [&](OpOperand &use, Value alias) {
        if (!returned && use.getOwner() == terminator &&
            use.getOperandNumber() != donatedResult)
          returned = {use.getOperandNumber(), alias};
      });
  if (!returned)
    return success();
  auto [index, alias] = *returned;
  return terminator->emitOpError()
         << "returns as result #" << index << " the value argument #"
         << argument.getArgNumber() << " holds when the step starts"
         << (alias == argument
                 ? std::string()
                 : " (through '" +
                       alias.getDefiningOp()->getName().getStringRef().str() +
                       "')")
         << ", but result #" << donatedResult
         << " is the state's update, written into that argument's buffer; "
            "return a copy of the old value (e.g. bufferization.alloc_tensor() "
            "copy(...)) or drop the result";
}

/// Writes each state result into the buffer of the argument it updates, as
/// the step's calling convention (RuntimeABI) donates it. Returns the number
/// of results donated.
FailureOr<unsigned> donateStateResults(FunctionOpInterface function) {
  FailureOr<StateTable> table = StateTable::build(function);
  if (failed(table))
    return failure();
  FailureOr<abi::StepCallingConvention> convention =
      abi::getStepCallingConvention(function, *table);
  if (failed(convention))
    return failure();
  Block &body = function.getFunctionBody().front();
  Operation *terminator = body.getTerminator();
  unsigned donated = 0;
  for (const abi::StepResultConvention &result : convention->results) {
    if (!result.donatedTo)
      continue;
    BlockArgument argument = function.getArgument(*result.donatedTo);
    OpOperand &returned = terminator->getOpOperand(result.resultIndex);
    // An argument returned unchanged already is its buffer.
    if (returned.get() == argument)
      continue;
    // The state's old value returned beside its update (as itself or a
    // view) would have to outlive the write into its buffer: never true of
    // a donation, which bufferization would then reject as a conflict.
    if (failed(
            checkOldValueNotReturned(function, argument, result.resultIndex)))
      return failure();
    OpBuilder builder(terminator);
    if (Operation *point = getDonationPoint(body, returned.get(), argument))
      builder.setInsertionPointAfter(point);
    else
      builder.setInsertionPointToStart(&body);
    auto materialize = bufferization::MaterializeInDestinationOp::create(
        builder, terminator->getLoc(), returned.get().getType(), returned.get(),
        argument);
    returned.set(materialize.getResult());
    ++donated;
  }
  return donated;
}

struct ZeroDonateStatesPass
    : public zero::impl::ZeroDonateStatesBase<ZeroDonateStatesPass> {
  using Base::Base;

  void runOnOperation() override {
    for (auto function : getOperation().getOps<FunctionOpInterface>()) {
      if (function.isExternal() || !carriesStateResults(function))
        continue;
      FailureOr<unsigned> donated = donateStateResults(function);
      if (failed(donated))
        return signalPassFailure();
      numDonatedResults += *donated;
    }
  }

  static bool carriesStateResults(FunctionOpInterface function) {
    for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
      if (function.getResultAttr(i, ZeroDialect::kStateAttrName))
        return true;
    return false;
  }
};

} // namespace
