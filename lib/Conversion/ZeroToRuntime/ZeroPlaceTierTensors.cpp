//===- ZeroPlaceTierTensors.cpp - host and NVMe tensors placed by the runtime //
//
// `zero-place-tier-tensors` runs in `zero-lower-to-llvm` once buffer
// deallocation has placed its frees. Until then, a buffer the step makes
// in a memory tier other than the device's is an allocation marked with
// its tier: `zero_rt.host_tensor` (the host copy a transfer to the host
// writes, under offload=cpu|nvme) or `zero_rt.nvme_tensor` (a gradient
// shard parked in the rank's file until its update). This pass has the
// runtime place it in that tier instead:
//
//   %t = memref.alloc() {zero_rt.nvme_tensor} : memref<126xf32>
//
// becomes
//
//   %n = call @zero_rt_alloc_nvme_f32(%c126) : (i64) -> memref<?xf32>
//   %t = memref.cast %n : memref<?xf32> to memref<126xf32>
//
// (`zero_rt_alloc_host_f32` for the host; a buffer of more dimensions is
// the flat range reshaped), and the runtime counts it in that tier's
// bytes.
//
// Why not the call from the start: ownership-based deallocation cannot
// tell where a call's result comes from, so it assumes it may alias every
// other buffer of the function, and then frees nothing before the step
// ends (one `bufferization.dealloc` of every buffer, checked against the
// returned loss at run time). An allocation aliases no other buffer, so
// each tier's tensor, and everything beside it, is freed at its last use.
// The runtime frees an NVMe tensor's range only once the file transfers
// still queued on it are done (runtime/lib/NvmeTier.h), so freeing it right
// after the read that was its last use is safe, and the read still
// overlaps what comes next.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"
#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROPLACETIERTENSORS
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

/// The tier mark of `allocation` and its runtime's entry point for
/// `elementType` ("" when the runtime has none), or none when unmarked.
std::optional<std::pair<StringRef, std::string>>
getTierMark(memref::AllocOp allocation, Type elementType) {
  if (allocation->hasAttr(abi::kNvmeTensorAttrName))
    return std::make_pair(abi::kNvmeTensorAttrName,
                          abi::getNvmeAllocEntryName(elementType));
  if (allocation->hasAttr(abi::kHostTensorAttrName))
    return std::make_pair(abi::kHostTensorAttrName,
                          abi::getHostAllocEntryName(elementType));
  return std::nullopt;
}

/// Why the runtime cannot place `allocation` in its tier, or "".
std::string getUnplaceableReason(memref::AllocOp allocation, StringRef entry) {
  MemRefType type = allocation.getType();
  if (allocation->hasAttr(abi::kNvmeTensorAttrName) &&
      allocation->hasAttr(abi::kHostTensorAttrName))
    return "is marked for two tiers";
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getMemorySpace())
    return "must be a statically shaped memref with the identity layout in "
           "the default memory space (the runtime places a contiguous "
           "range)";
  if (entry.empty())
    return "holds elements the runtime has no tier allocation for (f32, "
           "f64, bf16, f16, i32, i64)";
  if (!allocation.getDynamicSizes().empty() ||
      !allocation.getSymbolOperands().empty() || allocation.getAlignment())
    return "must take no sizes, symbols or alignment";
  return "";
}

struct ZeroPlaceTierTensorsPass
    : public zero::impl::ZeroPlaceTierTensorsBase<ZeroPlaceTierTensorsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A new buffer an op on the host writes (its destination's allocation)
    // is of the host tier; the ops lose their mark.
    module.walk([&](Operation *op) {
      if (!op->hasAttr(abi::kOnHostAttrName))
        return;
      op->removeAttr(abi::kOnHostAttrName);
      if (auto writer = dyn_cast<DestinationStyleOpInterface>(op))
        for (Value destination : writer.getDpsInits())
          if (auto allocation = destination.getDefiningOp<memref::AllocOp>();
              allocation && !allocation->hasAttr(abi::kNvmeTensorAttrName))
            allocation->setAttr(abi::kHostTensorAttrName,
                                UnitAttr::get(&getContext()));
    });
    SmallVector<memref::AllocOp> allocations;
    module.walk([&](memref::AllocOp allocation) {
      if (getTierMark(allocation, allocation.getType().getElementType()))
        allocations.push_back(allocation);
    });
    bool ok = true;
    for (memref::AllocOp allocation : allocations) {
      MemRefType type = allocation.getType();
      Type elementType = type.getElementType();
      auto [mark, entry] = *getTierMark(allocation, elementType);
      std::string reason = getUnplaceableReason(allocation, entry);
      if (!reason.empty()) {
        allocation.emitOpError()
            << "is marked '" << mark << "', a tensor of the "
            << (mark == abi::kNvmeTensorAttrName ? "NVMe" : "host")
            << " tier, but " << reason << "; got " << type;
        ok = false;
        continue;
      }
      FunctionType entryType = abi::getTierAllocEntryType(elementType);
      // Declared where the call resolves: the module nearest to it.
      auto scope = allocation->getParentOfType<ModuleOp>();
      if (failed(abi::declareRuntimeFunction(scope, entry, entryType,
                                             /*cInterface=*/true,
                                             allocation.getLoc()))) {
        ok = false;
        continue;
      }
      OpBuilder builder(allocation);
      Location loc = allocation.getLoc();
      Value size =
          arith::ConstantIntOp::create(builder, loc, type.getNumElements(), 64);
      auto call = func::CallOp::create(
          builder, loc, entry, entryType.getResults(), ValueRange{size});
      Value placed = memref::CastOp::create(
          builder, loc, MemRefType::get({type.getNumElements()}, elementType),
          call.getResult(0));
      placed = abi::unflattenBuffer(builder, loc, placed, type.getShape());
      allocation.replaceAllUsesWith(placed);
      allocation.erase();
      ++numPlacedTensors;
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
