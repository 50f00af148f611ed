//===- StepTimeline.cpp - when a step's compute waits for its collectives -===//

#include "zero/Dialect/Zero/Analysis/StepTimeline.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "llvm/ADT/DenseMap.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::zero;

void StepTimeline::compute(double seconds) {
  computeClock += seconds;
  computeSeconds += seconds;
}

void StepTimeline::collective(double seconds) { computeClock = start(seconds); }

double StepTimeline::start(double seconds) {
  // The inputs are ready once the compute stream has reached the start.
  commClock = std::max(commClock, computeClock) + seconds;
  commSeconds += seconds;
  return commClock;
}

void StepTimeline::wait(double finish) {
  computeClock = std::max(computeClock, finish);
}

double StepTimeline::getExposedCommSeconds() const {
  return std::clamp(getStepSeconds() - computeSeconds, 0.0, commSeconds);
}

FailureOr<StepTimeline> zero::computeStepTimeline(FunctionOpInterface step,
                                                  const MachineModel &machine,
                                                  std::string &error) {
  StepTimeline timeline;
  // When each asynchronous start's collective finishes.
  llvm::DenseMap<Operation *, double> finishOf;
  for (Operation &op : step.getFunctionBody().front()) {
    if (auto wait = dyn_cast<WaitOp>(op)) {
      // The verifier pairs every wait with a start before it.
      timeline.wait(finishOf.lookup(wait.getStart()));
      continue;
    }
    if (std::optional<CollectiveKind> kind = getCollectiveKind(&op)) {
      int64_t groupRanks = getCollectiveGroupSize(&op);
      std::optional<uint64_t> sent = getCollectiveSentBytes(&op, groupRanks);
      if (!sent) {
        error = "the bytes a collective sends pass 2^64";
        return failure();
      }
      double seconds = getCollectiveSeconds(machine, *kind, groupRanks,
                                            /*calls=*/1, *sent);
      if (isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(op))
        finishOf[&op] = timeline.start(seconds);
      else
        timeline.collective(seconds);
      continue;
    }
    StepTimeModel model(machine, /*worldSize=*/1);
    if (failed(model.addCompute(getOpCost(&op), error)))
      return failure();
    timeline.compute(model.getEstimate().compute);
  }
  return timeline;
}
