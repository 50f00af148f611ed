//===- Remat.h - activation recomputation as a function ---------*- C++ -*-===//
//
// The rewrite of `zero-remat` (ZeroRemat.cpp; its definitions are the pass's
// description in Passes.td), callable on one step: the `zero-remat` pass
// runs it, and so does `zero-shard` with `remat=selective|op|layer|auto`, on
// the module it shards or on the copies it compares.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_REMAT_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_REMAT_H

#include "zero/Dialect/Zero/Transforms/PassOptions.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>

namespace mlir::zero {

/// What one `applyRemat` did (zero-remat's statistics).
struct RematStatistics {
  /// Layers whose activations are recomputed.
  uint64_t layers = 0;
  /// Operations cloned into the backward, each marked `zero.recompute`.
  uint64_t clonedOps = 0;
  /// Forward values the backward now reads from a clone.
  uint64_t recomputedValues = 0;
};

/// Recomputes the activations of `step`, the unsharded single-device
/// training step, under `policy`, in place. `None` changes nothing. Fails
/// after reporting every error, with the step unchanged: a step that
/// zero-shard already rewrote, one without a layer unit, an op with memory
/// effects in a layer's forward, interleaved layers, no loss. Layers whose
/// recomputation would cost a stage-3 gather of their own are left as they
/// are, with a warning. `noneOption` is how the caller's options say "no
/// recomputation" (zero-remat's `policy=none`, zero-shard's `remat=none`):
/// the fix the errors name.
LogicalResult applyRemat(FunctionOpInterface step, RematPolicyOption policy,
                         RematStatistics *statistics = nullptr,
                         StringRef noneOption = "policy=none");

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_REMAT_H
