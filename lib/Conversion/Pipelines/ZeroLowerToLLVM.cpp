//===- ZeroLowerToLLVM.cpp - a sharded step to the LLVM dialect -----------===//
//
// `zero-lower-to-llvm` takes the step `zero-shard` produced to the LLVM
// dialect, ready for the ExecutionEngine (`zero-run`) or `mlir-translate`.
// After `zero-donate-states` and `zero-to-runtime` it is the upstream CPU
// pipeline of docs/design.md §8 with decisions of its own:
//
// - The step writes only the argument buffers it donates states to
//   (`zero-confine-writes`): the host's other inputs come back as they went
//   in.
// - Empty tensors are eliminated before bufferization, so that a state
//   update computed into a `tensor.empty` (a new bf16 weight, say) is
//   computed straight into its argument's buffer.
// - Function boundaries bufferize to identity-layout memrefs: the host
//   passes contiguous buffers, and `zero-drop-donated-results` can then drop
//   the state results that are argument buffers.
// - Buffers are freed by ownership-based deallocation, each right after its
//   last use (`optimize-allocation-liveness`), and allocated through
//   `_mlir_memref_to_llvm_alloc` / `_free` (`use-generic-functions`), which
//   libzero_rt defines on top of `zero_rt_alloc`: every byte the step
//   allocates is counted by the runtime. One-shot bufferization asks for no
//   alignment, so that the runtime counts exactly the bytes of each buffer;
//   `zero_rt_alloc` aligns to 64 bytes anyway.
// - Right after bufferization, every slice whose offset, size or stride is
//   dynamic gets a run-time bounds check (`zero-check-slice-bounds`), so a
//   step that computes one out of range ends with a line naming the slice
//   instead of corrupting the heap.
// - Before the loops are emitted, each contraction's reduction loops are
//   moved outside a parallel loop over its output's contiguous dimension
//   (`zero-vectorizable-loop-order`), which LLVM's loop vectorizer then
//   vectorizes without reassociating any sum. Those ops are then computed
//   in register tiles of vectors (`zero-register-tiles`): the sums stay in
//   vector registers through the reduction loops. The results are the bits
//   of the naive loop nest; the tiny Llama's step is 11x faster than the
//   naive nest and 2.2x faster than the reorder alone (bench/step_time.md).
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

void zero::buildZeroLowerToLLVMPipeline(OpPassManager &pm,
                                        const ZeroLowerToLLVMOptions &options) {
  // Op timers first, so that each bracket holds everything the lowering
  // makes of its op.
  if (options.profileOps)
    pm.addPass(createZeroProfileOps());
  // Tensors: fused attention becomes linalg ops, state results are
  // written into their arguments, the collectives become runtime calls;
  // elementwise arith on tensors becomes linalg, which bufferizes.
  pm.addNestedPass<func::FuncOp>(createZeroLowerAttention());
  pm.addPass(createZeroDonateStates());
  pm.addPass(createZeroAsyncToRuntime());
  pm.addPass(createZeroToRuntime());
  pm.addNestedPass<func::FuncOp>(createZeroBitcastAsElementwise());
  pm.addPass(createConvertElementwiseToLinalgPass());
  pm.addNestedPass<func::FuncOp>(createZeroConfineWrites());
  pm.addPass(bufferization::createEmptyTensorEliminationPass());

  // Buffers.
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  bufferize.bufferAlignment = 0;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addPass(createZeroDropDonatedResults());
  // Slices whose offsets are computed at run time get a bounds check
  // before the compiler makes subviews of its own.
  pm.addPass(createZeroCheckSliceBounds());
  pm.addPass(createZeroCheckIndexBounds());
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addNestedPass<func::FuncOp>(
      bufferization::createOptimizeAllocationLivenessPass());
  // The NVMe tensors the step makes were allocations until their frees
  // were placed; now the runtime places them.
  pm.addPass(createZeroPlaceTierTensors());
  // The clones deallocation makes (a private function returning the buffer
  // it was given) become an allocation and a copy; left as they were, the
  // JIT could not translate them.
  pm.addPass(createConvertBufferizationToMemRefPass());

  // Matrix products through the runtime's library kernel.
  if (options.libraryMatmul)
    pm.addPass(createZeroLibraryMatmul());

  // Loops and branches: reductions outside a contiguous parallel loop, and
  // those ops in register tiles of vectors. `expand-strided-metadata`
  // creates affine.apply, hence the second `lower-affine`.
  if (options.vectorizableLoopOrder) {
    pm.addNestedPass<func::FuncOp>(createZeroVectorizableLoopOrder());
    if (options.registerTiles) {
      pm.addNestedPass<func::FuncOp>(createZeroRegisterTiles());
      // The register tiles' n-d transfers become 1-d ones, one per row.
      VectorTransferToSCFOptions transfers;
      transfers.enableFullUnroll();
      pm.addNestedPass<func::FuncOp>(createConvertVectorToSCFPass(transfers));
    }
  }
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(arith::createArithExpandOpsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());

  // LLVM.
  FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
  memrefToLLVM.useGenericFunctions = true;
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void zero::registerZeroLowerToLLVMPipeline() {
  PassPipelineRegistration<ZeroLowerToLLVMOptions>(
      "zero-lower-to-llvm",
      "Lowers a sharded step (zero-shard's output) to the LLVM dialect: "
      "zero-profile-ops (with profile-ops=true), zero-lower-attention, "
      "zero-donate-states, zero-async-to-runtime, "
      "zero-to-runtime, zero-bitcast-as-elementwise, "
      "convert-elementwise-to-linalg, zero-confine-writes, "
      "eliminate-empty-tensors, "
      "one-shot-bufferize{bufferize-function-boundaries "
      "function-boundary-type-conversion=identity-layout-map "
      "buffer-alignment=0}, zero-drop-donated-results, "
      "zero-check-slice-bounds, zero-check-index-bounds, "
      "buffer-deallocation-pipeline, optimize-allocation-liveness, "
      "zero-place-tier-tensors, convert-bufferization-to-memref, "
      "zero-library-matmul (unless library-matmul=false), "
      "zero-vectorizable-loop-order (unless vectorizable-loop-order=false), "
      "zero-register-tiles and convert-vector-to-scf{full-unroll} (unless "
      "register-tiles=false or vectorizable-loop-order=false), "
      "convert-linalg-to-loops, lower-affine, convert-scf-to-cf, "
      "arith-expand, expand-strided-metadata, lower-affine, "
      "convert-vector-to-llvm, "
      "finalize-memref-to-llvm{use-generic-functions=1}, "
      "convert-to-llvm, "
      "reconcile-unrealized-casts. The step then updates its state "
      "arguments in place, returns its other results, allocates through "
      "libzero_rt (counted) and calls it for every collective; a host calls "
      "_mlir_ciface_<step> with libzero_rt loaded",
      buildZeroLowerToLLVMPipeline);
}
