//===- CalibrationKernels.h - the kernels zero-run --calibrate times -*- C++
//-*-===//
//
// Each rate of a calibrated machine description is the time of a small
// MLIR function, JIT-compiled the way zero-run compiles a step: matmuls in
// a training step's three operand layouts, fused attention, a chain of
// multiply-adds, a chain of transcendental functions and the AdamW update.
// This file writes those functions and counts their FLOPs and bytes;
// Calibrate.cpp times them and turns the times into rates.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RUN_CALIBRATIONKERNELS_H
#define ZERO_RUN_CALIBRATIONKERNELS_H

#include "zero/Dialect/Zero/Analysis/StepCost.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <string>

namespace zero_run {

/// A kernel: `@kernel() -> f32` runs its op `repetitions` times on tensors
/// it fills itself and returns one element, so nothing is optimized away.
struct Kernel {
  std::string source;
  /// FLOPs and bytes of one call, by the definitions of StepCost.h.
  double flops = 0;
  double bytes = 0;
};

/// The operand layouts of the matmuls of a training step, as indexing maps
/// of the loops (i, j, k) for A, B and C of C[i, j] += A . B: each linear
/// layer runs one of each, with equal FLOPs. The forward reads x . W^T (k
/// innermost in both operands), the gradient of the input dY . W (k strided
/// in B) and the gradient of the weight dY^T . X (k outermost in both).
/// Naive loops run them at different rates, so the calibrated rate is that
/// of the mix.
struct MatmulLayout {
  llvm::StringLiteral name, a, b;
  /// Whether A is k x m (else m x k) and B is k x n (else n x k).
  bool aIsKByM, bIsKByN;
};
constexpr MatmulLayout kStepMatmulLayouts[] = {
    {"x.W^T", "(i, j, k) -> (i, k)", "(i, j, k) -> (j, k)", false, false},
    {"dY.W", "(i, j, k) -> (i, k)", "(i, j, k) -> (k, j)", false, true},
    {"dY^T.X", "(i, j, k) -> (k, i)", "(i, j, k) -> (k, j)", true, true},
};

/// The shapes the matmul rate is measured at: a linear layer of
/// `kLayerRows` rows (tokens) through a `kLayerWidth` x `kLayerWidth`
/// weight. The weight (1.2 MB in bf16) does not fit in a core's L2 cache,
/// as a model's weights do not: on the development machine such matmuls ran
/// at down to a fifth of the rate of 128 x 128 x 128 ones, whose operands
/// stay in cache (bench/step_time.md).
constexpr int64_t kLayerRows = 64, kLayerWidth = 768;

/// The shape fused attention is timed at: one sequence of kAttentionSeq
/// tokens, kAttentionKVHeads key-value heads of kAttentionGroup query heads
/// each, heads of kAttentionHeadDim, causal, bf16: a small model's layer
/// (bench/configs/llama-21m.json has 256 tokens and heads of 64).
constexpr int64_t kAttentionSeq = 256, kAttentionKVHeads = 2,
                  kAttentionGroup = 2, kAttentionHeadDim = 64;
/// The second head dimension it is timed at: the two timings separate the
/// work per pair (the softmax) from the work per FLOP (the products).
/// The tiny Llama's heads are of 16.
constexpr int64_t kAttentionSmallHeadDim = 16;
/// The third shape, with the small heads: kAttentionShortBatch sequences of
/// kAttentionShortSeq tokens, four times the query rows with half the
/// pairs, which separates the work per row (the softmax's normalization,
/// the loops' set-up) from the work per pair. The tiny Llama's sequences
/// are of 32 tokens.
constexpr int64_t kAttentionShortSeq = 32, kAttentionShortBatch = 32;

/// C[m x n] += A . B in `dtype` with the operand layout `layout`,
/// `repetitions` times.
Kernel makeMatmulKernel(llvm::StringRef dtype, const MatmulLayout &layout,
                        int64_t m, int64_t n, int64_t k, int64_t repetitions);

/// `zero.attention` (forward) or `zero.attention_grad` (backward) at the
/// attention shape above with heads of `headDim`, `batch` sequences of
/// `seq` tokens; its FLOPs are StepCost's, from `getAttentionCost`.
Kernel makeAttentionKernel(bool backward, int64_t headDim,
                           int64_t seq = kAttentionSeq, int64_t batch = 1);

/// The cost StepCost counts for the attention op of `kernel`.
mlir::FailureOr<mlir::zero::OpCost> getAttentionCost(mlir::MLIRContext &context,
                                                     const Kernel &kernel,
                                                     std::string &error);

/// Four multiply-adds per element of a tensor that stays in cache.
Kernel makeVectorKernel(llvm::StringRef dtype, int64_t elements,
                        int64_t repetitions);

/// `v = tanh(exp(-v))` per element of an f32 tensor that stays in cache.
Kernel makeTranscendentalKernel(int64_t elements, int64_t repetitions);

/// The AdamW update as the imported steps write it.
Kernel makeUpdateKernel(int64_t elements, int64_t repetitions);

} // namespace zero_run

#endif // ZERO_RUN_CALIBRATIONKERNELS_H
