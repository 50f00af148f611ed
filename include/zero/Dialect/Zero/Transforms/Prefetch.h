//===- Prefetch.h - zero-prefetch's schedule as a function ------*- C++ -*-===//
//
// The rewrite of `zero-prefetch` (ZeroPrefetch.cpp; the schedule is the
// pass's description in Passes.td), callable on one step's body: the pass
// runs it on the step or on the copies it measures, and `zero-report`
// runs it on a copy of a synchronous program to estimate what prefetching
// would save.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_PREFETCH_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_PREFETCH_H

#include "mlir/IR/Block.h"

#include <cstdint>

namespace mlir::zero {

/// What one `schedulePrefetch` did (zero-prefetch's statistics).
struct PrefetchStatistics {
  /// Collectives turned into a start and a wait.
  unsigned asyncCollectives = 0;
  /// Starts moved above other ops.
  unsigned hoistedStarts = 0;
};

/// Turns every collective at the top level of `body`, the body of a step
/// zero-shard wrote with no asynchronous collective yet, into a start and a
/// wait and moves them apart with `depth` >= 0 collectives of each direction
/// in flight (0: each wait right after its start).
PrefetchStatistics schedulePrefetch(Block &body, int64_t depth);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_PREFETCH_H
