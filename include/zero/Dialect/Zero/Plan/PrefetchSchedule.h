//===- PrefetchSchedule.h - zero-prefetch's schedule, decided and applied -*-=//
//
// zero-prefetch's schedule (its description in Passes.td) in two halves:
// `planPrefetch` decides where each collective of a sharded step starts and
// waits, and how the releases on the way split, as a `ProgramOrder` over
// the step's body, without touching it; `applyPrefetch` writes that order
// into the body. The footprint and the timeline price a planned order as
// they price the program it writes, so zero-shard's search, zero-report's
// estimates and zero-prefetch's memory budget price each depth on the
// synchronous program, with no copy (docs/design.md §10, "The prefetch
// schedule as data").
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_PREFETCHSCHEDULE_H
#define ZERO_DIALECT_ZERO_PLAN_PREFETCHSCHEDULE_H

#include "zero/Dialect/Zero/Analysis/ProgramOrder.h"

#include "mlir/IR/Block.h"

#include <cstdint>

namespace mlir::zero {

/// What a schedule does (zero-prefetch's statistics).
struct PrefetchStatistics {
  /// Collectives turned into a start and a wait.
  unsigned asyncCollectives = 0;
  /// Starts moved above other ops.
  unsigned hoistedStarts = 0;
};

/// The schedule of `body`, the body of a step zero-shard wrote with no
/// asynchronous collective yet, with `depth` >= 0 collectives of each
/// direction in flight (0: each wait right after its start): every
/// top-level collective as a start and a wait.
struct PrefetchSchedule {
  ProgramOrder order;
  PrefetchStatistics statistics;
};

/// Decides the schedule of `body` at `depth`; leaves `body` unchanged.
PrefetchSchedule planPrefetch(Block &body, int64_t depth);

/// Writes `schedule`, planned on `body` as it is, into `body`.
void applyPrefetch(Block &body, const PrefetchSchedule &schedule);

/// `applyPrefetch(body, planPrefetch(body, depth))`.
PrefetchStatistics schedulePrefetch(Block &body, int64_t depth);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_PLAN_PREFETCHSCHEDULE_H
