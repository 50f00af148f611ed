//===- TierPlacement.h - where each value of a step lives -------*- C++ -*-===//
//
// An offloaded program (TierLowering.h writes one) keeps some states off the
// device: `zero.tier` on an argument says where it lives, and a
// `zero.transfer` copies a tensor between tiers. Where everything else lives
// follows from one rule, written here once:
//
// - an argument is where its `zero.tier` says (the device without one);
// - a transfer's result is in its target tier, and its input must be in its
//   source tier;
// - any other op computes where the tensors it reads live (its operands,
//   and the top-level values the ops of its regions read): on the host if
//   one of them is off the device, else on the device; its results live
//   there too. Only a transfer reads NVMe; only ranked tensors have a tier
//   (a scalar is passed to a kernel wherever it runs).
//
// Three consumers apply it: the measurement of a program places its values
// (ScheduledFootprint.cpp), the time model prices the ops on the host at the
// host's rate (`findOpsOnHost`, MachineModel.h), and the search's model of
// the rewrite measures its recorded program the same way
// (Plan/ShardedStepModelTiers.cpp). The program is a `Program` with handles
// for top-level ops (`OpRef`) and values (`ValueRef`) that provides:
//
//   range getOps()               the top-level ops in program order,
//                                without the return
//   std::optional<TransferTiers> getTransfer(OpRef)
//                                none: not a `zero.transfer`
//   ValueRef getTransferInput(OpRef)
//   void forEachRead(OpRef, function_ref<void(ValueRef)>)
//                                its operands, then the top-level values
//                                the ops of its regions read
//   bool isRankedTensor(ValueRef)
//   range getResults(OpRef)
//   MemoryTier getTier(ValueRef) the tier given so far (the arguments'
//                                before the sweep)
//   void setTier(ValueRef, MemoryTier)
//
// and a `Visitor` that is told what the sweep finds, each call returning
// whether to go on:
//
//   bool onTransfer(OpRef, TransferTiers, MemoryTier inputTier)
//   bool onNvmeRead(OpRef)       an op other than a transfer reads NVMe
//                                (it is placed on the host all the same)
//   bool onHostOp(OpRef)         an op placed on the host
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_TIERPLACEMENT_H
#define ZERO_DIALECT_ZERO_ANALYSIS_TIERPLACEMENT_H

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <algorithm>
#include <optional>

namespace mlir::zero {

/// The tiers a `zero.transfer` copies between.
struct TransferTiers {
  MemoryTier source;
  MemoryTier target;
};

/// Adds `bytes` that a transfer from `source` to `target` copies to the
/// counter of `moved` it goes to (over PCIe each way, to or from NVMe);
/// false when the sum passes 2^64.
[[nodiscard]] bool addTransferBytes(TierTraffic &moved, MemoryTier target,
                                    MemoryTier source, uint64_t bytes);

/// Places each value `program` computes in its tier by the rule above,
/// telling `visitor` about each transfer, each op on the host and each op
/// that reads NVMe; false as soon as the visitor says to stop.
template <typename Program, typename Visitor>
[[nodiscard]] bool placeValuesInTiers(Program &program, Visitor &visitor) {
  using ValueRef = typename Program::ValueRef;
  for (auto op : program.getOps()) {
    MemoryTier tier = MemoryTier::Device;
    if (std::optional<TransferTiers> transfer = program.getTransfer(op)) {
      tier = transfer->target;
      if (!visitor.onTransfer(op, *transfer,
                              program.getTier(program.getTransferInput(op))))
        return false;
    } else {
      bool readsNvme = false;
      program.forEachRead(op, [&](ValueRef value) {
        if (!program.isRankedTensor(value))
          return;
        MemoryTier read = program.getTier(value);
        readsNvme |= read == MemoryTier::Nvme;
        tier = std::max(tier, std::min(read, MemoryTier::Host));
      });
      if (readsNvme && !visitor.onNvmeRead(op))
        return false;
      if (tier == MemoryTier::Host && !visitor.onHostOp(op))
        return false;
    }
    for (ValueRef result : program.getResults(op))
      program.setTier(result, tier);
  }
  return true;
}

/// A step in the IR as `placeValuesInTiers` reads it: its top-level ops and
/// values, each value's tier kept here (the arguments' from `zero.tier`).
class StepTierProgram {
public:
  using OpRef = Operation *;
  using ValueRef = Value;

  explicit StepTierProgram(FunctionOpInterface step);

  /// Whether an argument lives off the device: without one, every value
  /// of the step is on the device and there is nothing to place.
  bool hasTiers() const { return !offDevice.empty(); }
  /// The values placed off the device, with their tiers.
  const llvm::DenseMap<Value, MemoryTier> &getValuesOffDevice() const {
    return offDevice;
  }

  auto getOps() const {
    return llvm::map_range(body.without_terminator(),
                           [](Operation &op) { return &op; });
  }
  std::optional<TransferTiers> getTransfer(Operation *op) const;
  Value getTransferInput(Operation *op) const;
  void forEachRead(Operation *op, function_ref<void(Value)> read) const;
  bool isRankedTensor(Value value) const {
    return isa<RankedTensorType>(value.getType());
  }
  auto getResults(Operation *op) const { return op->getResults(); }
  MemoryTier getTier(Value value) const {
    return offDevice.lookup_or(value, MemoryTier::Device);
  }
  void setTier(Value value, MemoryTier tier) {
    if (tier != MemoryTier::Device)
      offDevice[value] = tier;
  }

private:
  Block &body;
  llvm::DenseMap<Value, MemoryTier> offDevice;
};

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_TIERPLACEMENT_H
