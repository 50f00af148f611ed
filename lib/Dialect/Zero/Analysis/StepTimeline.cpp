//===- StepTimeline.cpp - when a step's compute waits for its collectives -===//

#include "zero/Dialect/Zero/Analysis/StepTimeline.h"

#include "detail/CollectiveBytes.h"

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

StringRef zero::getTimedOpClass(Operation *op) {
  if (op->hasTrait<OpTrait::IsTerminator>())
    return "";
  if (getCollectiveKind(op) || isa<WaitOp>(op))
    return "collective";
  OpCost cost = getOpCost(op);
  if (cost.flops == 0 && cost.bytes == 0)
    return "";
  return getOpClassName(getOpClass(cost));
}

SmallVector<Operation *> zero::collectTimedOps(ModuleOp module) {
  SmallVector<Operation *> ops;
  for (auto function : module.getOps<FunctionOpInterface>()) {
    if (function.isExternal())
      continue;
    for (Operation &op : function.getFunctionBody().front())
      if (!getTimedOpClass(&op).empty())
        ops.push_back(&op);
  }
  return ops;
}

FailureOr<double> zero::estimateCollectiveSeconds(Operation *op,
                                                  const MachineModel &machine,
                                                  std::string &error) {
  std::optional<CollectiveKind> kind = getCollectiveKind(op);
  if (!kind)
    return 0.0;
  auto [axes, groupRanks] = detail::getCollectiveGroup(op);
  std::optional<uint64_t> sent = getCollectiveSentBytes(op, groupRanks);
  if (!sent) {
    error = "the bytes a collective sends pass 2^64";
    return failure();
  }
  // Where its group lies on the machine's nodes: a group of the grid's
  // ranks in order, or (hybrid shard groups) strided across them.
  std::optional<RankGroupPlacement> placed =
      placeCollective(machine, detail::getCollectiveGridShape(op), axes, error);
  if (!placed)
    return failure();
  return getCollectiveSeconds(machine, *kind, *placed, /*calls=*/1, *sent);
}

FailureOr<double> zero::estimateTimedOpSeconds(Operation *op,
                                               const MachineModel &machine,
                                               std::string &error,
                                               bool onHost) {
  if (isa<WaitOp>(op))
    return 0.0;
  if (getCollectiveKind(op))
    return estimateCollectiveSeconds(op, machine, error);
  if (onHost && machine.hostMemoryBandwidth > 0)
    return priceHostOpCost(machine, getOpCost(op)).seconds;
  return getOpSeconds(machine, getOpCost(op), error);
}

FailureOr<double> OpSecondsCache::get(Operation *op,
                                      const MachineModel &machine,
                                      std::string &error, bool onHost) {
  auto it = secondsOf.find(op);
  if (it != secondsOf.end())
    return it->second;
  FailureOr<double> seconds =
      estimateTimedOpSeconds(op, machine, error, onHost);
  if (succeeded(seconds))
    secondsOf[op] = *seconds;
  return seconds;
}

FailureOr<StepTimeline> zero::computeStepTimeline(FunctionOpInterface step,
                                                  const MachineModel &machine,
                                                  std::string &error,
                                                  const ProgramOrder *order,
                                                  OpSecondsCache *cache) {
  // The program in the order it runs: as written, or as `order` plans it.
  std::optional<ProgramOrder> written;
  if (!order)
    order = &written.emplace(
        ProgramOrder::asWritten(step.getFunctionBody().front()));
  // The offloaded update computes on the host, at the host's rate.
  llvm::DenseSet<Operation *> hostOps = findOpsOnHost(step);
  auto secondsOf = [&](Operation *op) {
    bool onHost = hostOps.contains(op);
    return cache ? cache->get(op, machine, error, onHost)
                 : estimateTimedOpSeconds(op, machine, error, onHost);
  };
  StepTimeline timeline;
  // When each asynchronous collective finishes, by its start (or, in a
  // planned order, by the collective).
  llvm::DenseMap<Operation *, double> finishOf;
  for (const ProgramEntry &entry : order->getEntries()) {
    Operation *op = entry.op;
    if (entry.kind == ProgramEntry::Kind::Wait) {
      timeline.wait(finishOf.lookup(op));
      continue;
    }
    if (auto wait = dyn_cast<WaitOp>(op)) {
      // The verifier pairs every wait with a start before it.
      timeline.wait(finishOf.lookup(wait.getStart()));
      continue;
    }
    FailureOr<double> seconds = secondsOf(op);
    if (failed(seconds))
      return failure();
    if (!getCollectiveKind(op))
      timeline.compute(*seconds);
    else if (entry.kind == ProgramEntry::Kind::Start ||
             isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(op))
      finishOf[op] = timeline.start(*seconds);
    else
      timeline.collective(*seconds);
  }
  return timeline;
}
