//===- ZeroPrefetch.cpp - overlap a sharded step's collectives ------------===//
//
// `zero-prefetch` turns every collective of a sharded step into a start and
// a `zero.wait` and moves the two apart (Passes.td states the schedule):
// gathers start K gathers ahead of their use, reductions start when their
// gradients are complete and wait before the first use of their result,
// at most K of them in flight. The schedule itself is
// Plan/PrefetchSchedule.h. The scheduled peak decides how deep it may go
// under a memory budget: each candidate schedule is planned on the step,
// which it leaves as it is, and measured by the report's own footprint,
// which counts the buffers of a collective in flight from its start to its
// wait.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PrefetchSchedule.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROPREFETCH
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct ZeroPrefetchPass
    : public zero::impl::ZeroPrefetchBase<ZeroPrefetchPass> {
  using Base::Base;
  void runOnOperation() override;

private:
  /// The scheduled peak of the program `table`'s step is, or of the one
  /// `order` describes over it, as the program of its plan.
  FailureOr<uint64_t> measurePeak(const StateTable &table, int64_t worldSize,
                                  const ProgramOrder *order = nullptr);
};

FailureOr<uint64_t> ZeroPrefetchPass::measurePeak(const StateTable &table,
                                                  int64_t worldSize,
                                                  const ProgramOrder *order) {
  FailureOr<ScheduledFootprint> footprint =
      computeScheduledFootprint(table, worldSize, order);
  if (failed(footprint))
    return failure();
  return footprint->getPeakBytes();
}

void ZeroPrefetchPass::runOnOperation() {
  ModuleOp module = getOperation();
  const int64_t depth = this->depth;
  const uint64_t memoryBudget = this->memoryBudget;
  if (depth < 0) {
    mlir::emitError(module.getLoc())
        << "zero-prefetch: depth=" << depth
        << " is negative; give the number of collectives "
           "in flight ahead of their use (0 starts and waits "
           "in place)";
    return signalPassFailure();
  }
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(module, /*name=*/"");
  if (failed(step))
    return signalPassFailure();
  auto plan = (*step)->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName);
  if (!plan) {
    emitError((*step)->getLoc())
        << "zero-prefetch schedules the collectives of a sharded step, and "
           "this step has no #zero.plan; run zero-shard first";
    return signalPassFailure();
  }
  bool hasAsync = false;
  (*step)->walk([&](Operation *op) {
    if (isa<WaitOp>(op))
      hasAsync = true;
  });
  if (hasAsync) {
    emitError((*step)->getLoc())
        << "the step already has asynchronous collectives; run zero-prefetch "
           "once, on the program zero-shard wrote with prefetch=0 (its "
           "default), or give the depth to zero-shard's prefetch= instead";
    return signalPassFailure();
  }
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
      *step, plan.getGrid());
  // N: the whole grid, or the mesh axes a dp-axis plan shards over.
  SmallVector<int16_t, 2> groupAxes = plan.getDpGridAxes();
  FailureOr<int64_t> worldSize =
      grid ? getGroupSize(grid, groupAxes) : FailureOr<int64_t>(failure());
  if (failed(worldSize)) {
    emitError((*step)->getLoc())
        << "the plan names " << plan.getGrid()
        << ", which is not a 'shard.grid' of static shape in the module";
    return signalPassFailure();
  }
  Block &body = (*step).getFunctionBody().front();
  if (memoryBudget == 0) {
    PrefetchStatistics done = schedulePrefetch(body, depth);
    numAsyncCollectives = done.asyncCollectives;
    numHoistedStarts = done.hoistedStarts;
    chosenDepth = depth;
    return;
  }

  FailureOr<StateTable> table = StateTable::build(*step);
  if (failed(table))
    return signalPassFailure();
  FailureOr<uint64_t> unprefetched = measurePeak(*table, *worldSize);
  if (failed(unprefetched))
    return signalPassFailure();
  if (memoryBudget < *unprefetched) {
    emitError((*step)->getLoc())
        << "zero-prefetch: memory-budget=" << memoryBudget
        << " is below the scheduled peak of the step without prefetching ("
        << *unprefetched
        << " bytes per rank), which no schedule can lower; give a budget of "
           "at least "
        << *unprefetched
        << " bytes, or reshard the step (a higher stage, "
           "activation recomputation)";
    return signalPassFailure();
  }

  // The deepest schedule that fits, measured as planned, before the step
  // is changed.
  std::optional<uint64_t> tooDeepPeak, shallowestOverPeak;
  for (int64_t trial = depth; trial >= 0; --trial) {
    PrefetchSchedule schedule = planPrefetch(body, trial);
    FailureOr<uint64_t> peak = measurePeak(*table, *worldSize, &schedule.order);
    if (failed(peak))
      return signalPassFailure();
    if (*peak > memoryBudget) {
      if (!tooDeepPeak)
        tooDeepPeak = *peak;
      shallowestOverPeak = *peak;
      continue;
    }
    // Depth 0 changes no live range, so it fits whenever the step does; it
    // is only the fallback when the user asked for it.
    if (trial == 0 && depth > 0)
      break;
    applyPrefetch(body, schedule);
    const PrefetchStatistics &done = schedule.statistics;
    numAsyncCollectives = done.asyncCollectives;
    numHoistedStarts = done.hoistedStarts;
    chosenDepth = trial;
    if (trial < depth)
      emitRemark((*step)->getLoc())
          << "zero-prefetch: depth " << depth << " would reach a scheduled "
          << "peak of " << *tooDeepPeak << " bytes per rank, above "
          << "memory-budget=" << memoryBudget << "; using depth " << trial
          << " (peak " << *peak << " bytes)";
    return;
  }
  emitRemark((*step)->getLoc())
      << "zero-prefetch: memory-budget=" << memoryBudget
      << " forbids prefetching (depth 1 would reach a scheduled peak of "
      << *shallowestOverPeak << " bytes per rank; without prefetching it is "
      << *unprefetched << "); the program is left unchanged";
  markAllAnalysesPreserved();
}

} // namespace
