//===- ZeroToRuntimePatterns.h - zero-to-runtime's rewrites -----*- C++ -*-===//
//
// What ZeroToRuntime.cpp (the checks and the pass) and
// ZeroToRuntimePatterns.cpp (the rewrites) share: the grid and groups the
// checks find, which the collectives' rewrites read, and the patterns.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CONVERSION_ZEROTORUNTIME_ZEROTORUNTIMEPATTERNS_H
#define ZERO_LIB_CONVERSION_ZEROTORUNTIME_ZEROTORUNTIMEPATTERNS_H

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::zero {

/// The groups of the step's collectives, found by `prepare`: the runtime
/// lays the ranks out as one grid (zero_rt_set_grid), and a collective on
/// part of it names its axes (zero_rt_use_axes) before it runs.
struct RuntimeGroups {
  /// The grid of several axes the collectives run on, if any; a grid of
  /// one axis is the world, in the runtime's rank order.
  shard::GridOp grid;
  /// The runtime's axis mask of every collective on `grid`.
  llvm::DenseMap<Operation *, uint32_t> axesOf;
};

/// Whether `tensor` is read by nothing but `zero.release`s: a buffer the
/// program holds only for its memory. Its release is lowered to the
/// runtime's hold call (RuntimeABI.h's kHoldFunction).
bool isOnlyReleased(Value tensor);

/// Adds zero-to-runtime's rewrites to `patterns`: the collectives (reading
/// `groups`, which must outlive the patterns), the transfers between
/// memory tiers, the releases and marks, and shard's process indices. They
/// rely on ZeroToRuntimePass::prepare having checked the ops and declared
/// the runtime functions they call.
void populateZeroToRuntimePatterns(RewritePatternSet &patterns,
                                   const RuntimeGroups &groups);

} // namespace mlir::zero

#endif // ZERO_LIB_CONVERSION_ZEROTORUNTIME_ZEROTORUNTIMEPATTERNS_H
