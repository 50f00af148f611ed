//===- Passes.h - lowering a sharded step to the runtime ------*- C++ -*-===//
//
// `zero-to-runtime` and `zero-drop-donated-results`, and the named pipeline
// `zero-lower-to-llvm` that takes a sharded step to the LLVM dialect with
// them (lib/Conversion/Pipelines/ZeroLowerToLLVM.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_PASSES_H
#define ZERO_CONVERSION_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::zero {

#define GEN_PASS_DECL
#include "zero/Conversion/Passes.h.inc"

/// The options of `zero-lower-to-llvm`.
struct ZeroLowerToLLVMOptions
    : public PassPipelineOptions<ZeroLowerToLLVMOptions> {
  Option<bool> vectorizableLoopOrder{
      *this, "vectorizable-loop-order",
      llvm::cl::desc("Run zero-vectorizable-loop-order before the loops are "
                     "emitted (the results are bit-identical either way; "
                     "false gives the loop order of the op's dimensions)"),
      llvm::cl::init(true)};
  Option<bool> registerTiles{
      *this, "register-tiles",
      llvm::cl::desc("Run zero-register-tiles after "
                     "zero-vectorizable-loop-order (bit-identical either way; "
                     "false leaves the reordered loops to LLVM's loop "
                     "vectorizer)"),
      llvm::cl::init(true)};
  Option<bool> libraryMatmul{
      *this, "library-matmul",
      llvm::cl::desc("Run zero-library-matmul after bufferization: batches "
                     "of matrix products become calls to the runtime's "
                     "oneDNN kernel (false keeps them as loops, whose sums "
                     "add in the order of the reduction loops)"),
      llvm::cl::init(true)};
  Option<bool> profileOps{
      *this, "profile-ops",
      llvm::cl::desc("Run zero-profile-ops first: time every op the "
                     "step-time model prices through the runtime's "
                     "zero_rt_profile calls (zero-run --profile-ops)"),
      llvm::cl::init(false)};
};

/// Appends `zero-lower-to-llvm` to `pm`: a step `zero-shard` produced, on
/// tensors, becomes an LLVM-dialect module whose step updates its state
/// arguments in place, returns its other results, allocates through the
/// runtime and calls it for every collective.
void buildZeroLowerToLLVMPipeline(
    OpPassManager &pm,
    const ZeroLowerToLLVMOptions &options = ZeroLowerToLLVMOptions());

/// Registers `zero-lower-to-llvm` with the global pipeline registry.
void registerZeroLowerToLLVMPipeline();

#define GEN_PASS_REGISTRATION
#include "zero/Conversion/Passes.h.inc"

} // namespace mlir::zero

#endif // ZERO_CONVERSION_PASSES_H
