//===- MeasuredTiers.cpp - where the values of a program live -----------===//
//
// The tiers part of the scheduled footprint (ScheduledFootprint.cpp): the
// placement rule of TierPlacement.h run on the program as written, with
// every way a program edited by hand can break it reported on the op.
//
//===----------------------------------------------------------------------===//

#include "MeasuredTiers.h"
#include "CollectiveBytes.h"
#include "ScheduledCollectives.h"

#include "zero/Dialect/Zero/Analysis/TierPlacement.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

LogicalResult mlir::zero::detail::measureTiers(
    FunctionOpInterface function, function_ref<unsigned(Value)> idOf,
    BufferSchedule &schedule, ScheduledFootprint &footprint) {
  StepTierProgram program(function);
  // What the sweep finds, reported as errors on the op (every misplaced
  // transfer, the first read of NVMe) or added to the footprint.
  struct MeasureTiers {
    const StepTierProgram &program;
    function_ref<unsigned(Value)> idOf;
    BufferSchedule &schedule;
    ScheduledFootprint &footprint;
    bool tiersValid = true;

    bool onTransfer(Operation *op, TransferTiers tiers, MemoryTier source) {
      auto copy = cast<TransferOp>(op);
      if (!cast<RankedTensorType>(copy.getInput().getType()).hasStaticShape()) {
        tiersValid = false;
        copy.emitOpError() << "copies a tensor of unknown size, "
                           << copy.getInput().getType()
                           << ", whose bytes cannot be counted; copy a tensor "
                              "of static shape";
        return true;
      }
      if (source != tiers.source) {
        tiersValid = false;
        copy.emitOpError() << "copies from "
                           << stringifyMemoryTier(tiers.source)
                           << ", but its input is in "
                           << stringifyMemoryTier(source)
                           << " memory; zero-shard the original step "
                              "instead of editing an offloaded one";
      }
      if (!addTransferBytes(footprint.tierTraffic, tiers.target, source,
                            schedule.getBytes(idOf(copy.getInput())))) {
        copy.emitOpError() << "copies more than 2^64 bytes per step; "
                           << kFootprintTooLarge;
        return false;
      }
      return true;
    }
    bool onNvmeRead(Operation *op) {
      if (tiersValid)
        op->emitOpError() << "reads a tensor that is in NVMe memory; only a "
                             "zero.transfer to the host can read it";
      tiersValid = false;
      return true;
    }
    // An op that reads host memory computes on the host: it may read
    // nothing on the device but through a transfer (a constant or an empty
    // tensor is made where its reader computes: the offload copies
    // neither), and a collective, which runs on the device, may not run
    // there.
    bool onHostOp(Operation *op) {
      if (!tiersValid)
        return true;
      bool readsDevice = false;
      program.forEachRead(op, [&](Value value) {
        Operation *producer = value.getDefiningOp();
        bool madeFromNothing =
            producer && (producer->hasTrait<OpTrait::ConstantLike>() ||
                         isa<tensor::EmptyOp>(producer));
        readsDevice |= isa<RankedTensorType>(value.getType()) &&
                       program.getTier(value) == MemoryTier::Device &&
                       !madeFromNothing;
      });
      if (getCollectiveKind(op)) {
        tiersValid = false;
        op->emitOpError() << "reads a tensor that is in host memory, and a "
                             "collective runs on the device; copy it there "
                             "first with a zero.transfer";
      } else if (readsDevice) {
        tiersValid = false;
        op->emitOpError()
            << "reads tensors in host memory and in device memory: it "
               "computes on the host, which reads the device only through a "
               "zero.transfer; copy the device tensor to the host first";
      }
      return true;
    }
  } measure{program, idOf, schedule, footprint};
  // The rule places the step's top-level values: a copy inside a region (a
  // loop, a branch) would run some other number of times than once.
  Block &body = function.getFunctionBody().front();
  WalkResult nested = body.walk([&](TransferOp copy) {
    if (copy->getBlock() == &body)
      return WalkResult::advance();
    copy.emitOpError() << "is inside the region of '"
                       << copy->getParentOp()->getName()
                       << "': a copy between memory tiers is counted once "
                          "per step, at the top level of the step; move it "
                          "out of the region";
    return WalkResult::interrupt();
  });
  if (nested.wasInterrupted())
    return failure();
  if (!placeValuesInTiers(program, measure) || !measure.tiersValid)
    return failure();
  // A result's `zero.tier` says where the next step finds it: the value
  // returned must be there (the device without one).
  Operation *terminator = body.getTerminator();
  bool resultsValid = true;
  for (OpOperand &returned : terminator->getOpOperands()) {
    unsigned index = returned.getOperandNumber();
    if (index >= function.getNumResults() ||
        !isa<RankedTensorType>(returned.get().getType()))
      continue;
    auto declared = function.getResultAttrOfType<TierAttr>(
        index, ZeroDialect::kTierAttrName);
    MemoryTier expected = declared ? declared.getValue() : MemoryTier::Device;
    MemoryTier actual = program.getTier(returned.get());
    if (actual == expected)
      continue;
    resultsValid = false;
    terminator->emitOpError()
        << "returns as result #" << index << " a tensor in "
        << stringifyMemoryTier(actual) << " memory, but the result is "
        << (declared ? "declared in " : "in ") << stringifyMemoryTier(expected)
        << " memory"
        << (declared
                ? std::string(" ('") + ZeroDialect::kTierAttrName.str() + "')"
                : std::string(" (it has no '") +
                      ZeroDialect::kTierAttrName.str() + "')")
        << "; zero-shard the original step instead of editing an offloaded "
           "one";
  }
  if (!resultsValid)
    return failure();

  for (BlockArgument argument : body.getArguments())
    if (function.getArgAttr(argument.getArgNumber(),
                            ZeroDialect::kStateAttrName) &&
        !addChecked(footprint.stateBytesByTier[static_cast<int>(
                        program.getTier(argument))],
                    schedule.getBytes(idOf(argument))))
      return emitError(argument.getLoc())
             << "the state bytes per rank pass 2^64; " << kFootprintTooLarge;
  for (auto [value, tier] : program.getValuesOffDevice())
    schedule.markTier(idOf(value), tier);

  return success();
}
