//===- StepCallingConvention.h - how a host calls a lowered step -*- C++
//-*-===//
//
// The contract between `zero-lower-to-llvm` and the host that calls the step
// it compiled (zero-run, or an embedding application), read from the sharded
// step on tensors:
//
//   - Arguments. The lowered step takes every argument of the step on
//     tensors, in order, as a 1-d-or-more memref descriptor of the same
//     shape: the model states (marked `#zero.state`, this rank's shard where
//     `zero.shard_of` says so), the micro-batch data, and a trailing
//     `tensor<f32>` that is not a state, the 1-based step number (AdamW's
//     bias correction reads it).
//   - Donation. A result is donated to an argument when it is the state that
//     updates that argument (`zero-donate-states` writes it into the
//     argument's buffer) or when it returns the argument itself. Donated
//     results are gone from the lowered step (`zero-drop-donated-results`):
//     the host finds them in the buffers it passed.
//   - Results. The lowered step returns the remaining results, in order,
//     through the C interface's result descriptor.
//
// `zero-donate-states` decides its donations with this, and zero-run builds
// its arguments from it, so the two cannot disagree.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_RUNTIMEABI_STEPCALLINGCONVENTION_H
#define ZERO_CONVERSION_RUNTIMEABI_STEPCALLINGCONVENTION_H

#include "zero/Dialect/Zero/Analysis/StateTable.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <optional>
#include <string>

namespace mlir::zero::abi {

enum class StepArgumentKind {
  /// A weight, gradient or optimizer state: persistent across steps.
  State,
  /// A micro-batch input (token ids, labels, features).
  Data,
  /// The trailing `tensor<f32>` that is not a state: the step number.
  StepCounter,
};

/// One argument of the step as the host sees it.
struct StepArgumentConvention {
  StepArgumentKind kind = StepArgumentKind::Data;
  /// The argument's position in the step (and in the lowered step).
  unsigned position = 0;
  /// The type the step takes: this rank's flat shard, or the whole tensor.
  RankedTensorType storageType;
  /// The logical tensor: the full state, or the argument's own type.
  RankedTensorType fullType;

  // States only.
  /// The parameter the state belongs to (its index in the state table).
  unsigned paramIndex = 0;
  StateRole role = StateRole::Weight;
  /// Position among the parameter's states of this role (optimizer states:
  /// master, exp_avg, exp_avg_sq in mixed precision).
  unsigned roleIndex = 0;
  /// Whether the step takes this rank's shard: what the IR records
  /// (`zero.shard_of`), never a comparison of types.
  bool sharded = false;
};

/// One result of the step.
struct StepResultConvention {
  unsigned resultIndex = 0;
  /// The argument whose buffer receives the result, or nullopt when the
  /// lowered step returns it.
  std::optional<unsigned> donatedTo;
};

struct StepCallingConvention {
  /// Every argument, by position.
  SmallVector<StepArgumentConvention> arguments;
  /// Every result, by index.
  SmallVector<StepResultConvention> results;

  /// The results of the step on tensors that the lowered step returns, in
  /// order.
  SmallVector<unsigned> getReturnedResults() const;
};

/// Reads the calling convention of `step`, whose state table is `table`.
/// Fails with a located error on an argument that is not a statically
/// shaped ranked tensor (no memref descriptor the host could build).
FailureOr<StepCallingConvention>
getStepCallingConvention(FunctionOpInterface step, const StateTable &table);

} // namespace mlir::zero::abi

#endif // ZERO_CONVERSION_RUNTIMEABI_STEPCALLINGCONVENTION_H
