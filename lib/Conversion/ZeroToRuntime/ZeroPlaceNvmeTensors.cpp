//===- ZeroPlaceNvmeTensors.cpp - NVMe tensors placed by the runtime ------===//
//
// `zero-place-nvme-tensors` runs in `zero-lower-to-llvm` once buffer
// deallocation has placed its frees. Until then, a tensor of the NVMe tier
// that the step makes (a gradient shard parked in the file until its
// update) is an allocation marked `zero_rt.nvme_tensor`; this pass has the
// runtime place it instead:
//
//   %t = memref.alloc() {zero_rt.nvme_tensor} : memref<126xf32>
//
// becomes
//
//   %n = call @zero_rt_alloc_nvme_f32(%c126) : (i64) -> memref<?xf32>
//   %t = memref.cast %n : memref<?xf32> to memref<126xf32>
//
// Why not the call from the start: ownership-based deallocation cannot
// tell where a call's result comes from, so it assumes it may alias every
// other buffer of the function, and then frees nothing before the step
// ends (one `bufferization.dealloc` of every buffer, checked against the
// returned loss at run time). An allocation aliases no other buffer, so
// each NVMe tensor, and everything beside it, is freed at its last use.
// The runtime's free of an NVMe tensor waits for the file transfers still
// queued on it (runtime/lib/NvmeTier.h), so freeing it right after the
// read that was its last use is safe.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"
#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROPLACENVMETENSORS
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Why the runtime cannot place `allocation` as an NVMe tensor, or "".
std::string getUnplaceableReason(memref::AllocOp allocation) {
  MemRefType type = allocation.getType();
  if (type.getRank() != 1 || !type.hasStaticShape() ||
      !type.getLayout().isIdentity() || type.getMemorySpace())
    return "must be a static 1-d memref with the identity layout in the "
           "default memory space (the runtime places a flat range)";
  if (abi::getNvmeAllocEntryName(type.getElementType()).empty())
    return "holds elements the runtime has no NVMe tier for (f32, f64, "
           "bf16, f16, i32, i64)";
  if (!allocation.getDynamicSizes().empty() ||
      !allocation.getSymbolOperands().empty() || allocation.getAlignment())
    return "must take no sizes, symbols or alignment";
  return "";
}

struct ZeroPlaceNvmeTensorsPass
    : public zero::impl::ZeroPlaceNvmeTensorsBase<ZeroPlaceNvmeTensorsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<memref::AllocOp> allocations;
    module.walk([&](memref::AllocOp allocation) {
      if (allocation->hasAttr(abi::kNvmeTensorAttrName))
        allocations.push_back(allocation);
    });
    bool ok = true;
    for (memref::AllocOp allocation : allocations) {
      std::string reason = getUnplaceableReason(allocation);
      if (!reason.empty()) {
        allocation.emitOpError() << "is marked '" << abi::kNvmeTensorAttrName
                                 << "', a tensor of the NVMe tier, but "
                                 << reason << "; got " << allocation.getType();
        ok = false;
        continue;
      }
      MemRefType type = allocation.getType();
      Type elementType = type.getElementType();
      std::string entry = abi::getNvmeAllocEntryName(elementType);
      if (failed(abi::declareRuntimeFunction(
              module, entry, abi::getNvmeAllocEntryType(elementType),
              /*cInterface=*/true, allocation.getLoc()))) {
        ok = false;
        continue;
      }
      OpBuilder builder(allocation);
      Location loc = allocation.getLoc();
      Value size =
          arith::ConstantIntOp::create(builder, loc, type.getNumElements(), 64);
      auto call = func::CallOp::create(
          builder, loc, entry,
          abi::getNvmeAllocEntryType(elementType).getResults(),
          ValueRange{size});
      Value placed =
          memref::CastOp::create(builder, loc, type, call.getResult(0));
      allocation.replaceAllUsesWith(placed);
      allocation.erase();
      ++numPlacedTensors;
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
