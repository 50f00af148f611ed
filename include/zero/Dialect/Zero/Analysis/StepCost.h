//===- StepCost.h - FLOPs and bytes of a training step ----------*- C++ -*-===//
//
// The compute side of "how fast": the floating-point operations one rank
// performs per step, and the bytes its ops read and write, counted from the
// IR and split by phase.
//
// FLOPs. A floating-point operation is an `arith` or `math` op whose result
// is a float, other than constants, casts and `select`: a multiply-add is
// two, an exp one; the transcendental functions among them (exp, tanh, ...)
// are also counted apart, since machines compute them at another rate. An
// op on tensors counts it once per element of its result; a linalg op
// counts the ones in its body once per iteration of its loop nest, so a
// matmul is 2·m·n·k and a row sum n·(k) adds. Data movement
// (tensor, view and copy ops), the zero collectives and integer index
// arithmetic count none. Fused attention (`zero.attention` and its
// gradient) counts the matmuls of its visible query-key pairs.
//
// Bytes. An op reads its tensor operands and writes its tensor results;
// linalg reads an init only when its body uses it. Views (ZeroUtils'
// `isBufferView`) move nothing, and neither do `tensor.empty`, constants
// and the terminator.
//
// Phases. The step on tensors carries no marks for forward or backward, so
// they are derived from its data flow:
//   - recompute: ops `zero-remat` cloned into the backward (marked
//     `zero.recompute`);
//   - forward: the ops the loss (the results that are not model states)
//     depends on;
//   - backward: the other ops the gradients (`#zero.state<grad>` marks)
//     depend on;
//   - optimizer: the other ops the updated states depend on, the update of
//     the states from the gradients;
//   - an op no result depends on (a copy zero-remat stores only to hold its
//     memory until a release, the release itself) is in the phase of the
//     op before it: it runs where it stands, and it is no part of the
//     update that each rank runs on its shard.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_STEPCOST_H
#define ZERO_DIALECT_ZERO_ANALYSIS_STEPCOST_H

#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <array>
#include <cstdint>

namespace mlir::zero {

enum class StepPhase {
  Forward = 0,
  Backward = 1,
  Recompute = 2,
  Optimizer = 3
};
constexpr int kNumStepPhases = 4;

/// "forward", "backward", "recompute", "optimizer": the JSON keys.
StringRef getStepPhaseName(StepPhase phase);

/// The cost of one op.
struct OpCost {
  /// Floating-point operations.
  uint64_t flops = 0;
  /// Bytes read and written.
  uint64_t bytes = 0;
  /// Whether the op is a contraction (a linalg op with a reduction loop and
  /// a multiply in its body: matmul, batch_matmul, their generic forms),
  /// which a GPU runs on its matrix units.
  bool isContraction = false;
  /// The element type the FLOPs are done in, or null when the op does
  /// none: a contraction's first float operand's, otherwise the type of the
  /// first floating-point arithmetic op (in a linalg body, after any
  /// extension of its inputs).
  Type computeType;
  /// Whether the op is fused attention (`zero.attention` and its gradient,
  /// docs/ZeroDialect.md): its FLOPs are the matmuls of the scores and of
  /// the context (causal attention counts only the visible pairs, those in
  /// its sliding window where it has one), which a GPU runs on its matrix
  /// units inside one kernel that keeps the scores in on-chip memory.
  /// `isContraction` is false for it.
  bool isFusedAttention = false;
  /// With `isFusedAttention`: whether the op is the backward
  /// (`zero.attention_grad`), which FlashAttention runs at a lower fraction
  /// of the matmul peak than the forward (docs/machines.md).
  bool isAttentionBackward = false;
  /// A contraction's GEMM: `gemmBatch` independent products of `gemmM` x
  /// `gemmN` outputs over `gemmK` (the trip counts of its batch, M, N and K
  /// loops, as linalg's contraction inference groups them); all 0 when the
  /// loops do not form a GEMM. MachineModel prices tile and wave
  /// quantization from them.
  uint64_t gemmBatch = 0, gemmM = 0, gemmN = 0, gemmK = 0;
  /// Bytes read and written when each arithmetic op of a linalg body runs
  /// as its own kernel (eager execution, MachineModel's `fusion=none`): the
  /// kernel reads each distinct operand (a tensor operand of the linalg op,
  /// or the full iteration space of an earlier kernel's result) and writes its
  /// result (the linalg op's result where it is yielded, else a tensor of
  /// the iteration space). Widening casts of operands and the narrowing of
  /// a result are part of the kernel, not kernels of their own (PyTorch
  /// computes bf16 tensors in f32 registers). Equal to `bytes` for an op whose
  /// body has at most one such op; 0 means "as `bytes`".
  uint64_t unfusedBytes = 0;
  /// The FLOPs among `flops` that are transcendental functions (exp, log,
  /// tanh, erf, the trigonometric and hyperbolic functions, pow): a CPU
  /// computes each with a call into its math library, tens of cycles where
  /// an add takes one, and a GPU on its special-function units. Fused
  /// attention counts none: its softmax is part of the rate it is
  /// measured at.
  uint64_t transcendentals = 0;
  /// A contraction whose two inputs are floats of different widths (f32
  /// activations by a bf16 weight): the elements of the narrower input,
  /// which the product widens to the other's type before it multiplies
  /// (zero_rt_matmul.h: the runtime widens it into its workspace); 0 for any
  /// other op.
  uint64_t convertedElements = 0;
  /// Fused attention: the query-key pairs it scores (the visible ones, over
  /// the batch and the heads), the count its FLOPs are per pair of. 0 for
  /// any other op.
  uint64_t attentionPairs = 0;
  /// The bytes among `bytes` that the op writes to results it does not
  /// read first (a fill, a cast into a fresh tensor, a linalg op whose body
  /// ignores its init): on a CPU each such line is read before it is
  /// written (MachineModel::writeAllocate). 0 for fused attention, whose
  /// time is calibrated whole.
  uint64_t freshWriteBytes = 0;
  /// Fused attention: its query rows (batch x query heads x sequence), each
  /// of which the softmax normalizes once. 0 for any other op.
  uint64_t attentionRows = 0;
};

/// Counts one op (see the header). Counts saturate at 2^64 - 1.
OpCost getOpCost(Operation *op);

/// What `getOpCost` counts for a tensor op that moves data without
/// arithmetic (a cast, a pad): it reads `operands` and writes `results`
/// fresh. Shared with the search's model of a program it has not written
/// (zero-shard's replay), which knows the types of the ops it would insert.
OpCost getTensorCopyCost(TypeRange operands, TypeRange results);
/// What `getOpCost` counts for a `linalg.fill` of `result`: it writes the
/// result fresh and reads nothing.
OpCost getFillCost(Type result);

/// The FLOPs and bytes of a step, by phase.
struct StepCost {
  std::array<uint64_t, kNumStepPhases> flops = {};
  std::array<uint64_t, kNumStepPhases> bytes = {};

  uint64_t getFlops(StepPhase phase) const {
    return flops[static_cast<int>(phase)];
  }
  uint64_t getTotalFlops() const;
};

/// The phase of every op directly in the step's body (see the header).
llvm::DenseMap<Operation *, StepPhase>
computeStepPhases(FunctionOpInterface step, const StateTable &table);

/// The ops of the update (StepPhase::Optimizer in `phases`) that every rank
/// runs whole at every stage: those computing the updated states of a
/// parameter capped at stage 0 (`zero.max_stage = 0`), which no stage
/// shards. Empty when no parameter is.
llvm::DenseSet<Operation *>
findUpdateOpsRunWhole(FunctionOpInterface step, const StateTable &table,
                      const llvm::DenseMap<Operation *, StepPhase> &phases);

/// Counts the whole step by phase. Nested ops are counted through the op
/// that holds them (a linalg body belongs to its linalg op).
StepCost computeStepCost(FunctionOpInterface step, const StateTable &table);
/// The same, with the phases `computeStepPhases` gave for `step`.
StepCost computeStepCost(FunctionOpInterface step,
                         const llvm::DenseMap<Operation *, StepPhase> &phases);

/// `computeStepCost(step, table).getFlops(StepPhase::Recompute)` without
/// the other phases: the recompute phase is the ops marked
/// `zero.recompute`, so this needs no walk of the step's data flow (what
/// stage=auto remat=auto asks of every policy it compares).
uint64_t computeRecomputeFlops(FunctionOpInterface step);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_STEPCOST_H
