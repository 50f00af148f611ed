//===- ShardedStepModelTimeline.cpp - step time of a modelled step --------===//
//
// The timeline (StepTimeline.h) of the program zero-shard would write, from
// the replay's record of it, as `computeStepTimeline` walks the written
// program: the search times its prefetch depths without a sharded copy.
// What an op costs is what `getOpCost` counts on the op the rewriter writes:
//
//   - an op of the step the rewrite leaves as it is: its own cost, read
//     once per step and kept;
//   - an op of the update that now runs on shards: the cost of a scratch
//     copy of just that op, given the record's types and flattened as the
//     rewriter flattens it (`flattenToShardIterationSpace`), kept per set of
//     types;
//   - an op the rewrite inserts: the cost its creator recorded from the
//     types (`NewOp::cost`: a pad, a fill, a cast; views, constants and
//     releases cost nothing), and a collective its ring time on the bytes
//     the record counts for it.
//
// test-zero-shard-model compares the two timelines on every run that names
// a machine.
//
//===----------------------------------------------------------------------===//

#include "detail/ShardedStepModelImpl.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

FailureOr<double> ShardedStepModel::Description::getStepOpSeconds(
    unsigned op, const MachineModel &machine, std::string &error) {
  std::lock_guard<std::mutex> lock(timingMutex);
  if (timedMachine != &machine) {
    timedMachine = &machine;
    stepOpSeconds.assign(ops.size(), std::nullopt);
  }
  std::optional<double> &seconds = stepOpSeconds[op];
  if (!seconds) {
    FailureOr<double> estimated =
        getOpSeconds(machine, getOpCost(ops[op].op), error);
    if (failed(estimated))
      return failure();
    seconds = *estimated;
  }
  return *seconds;
}

OpCost ShardedStepModel::Description::getCostOnShards(
    unsigned op, ArrayRef<Type> operandTypes, ArrayRef<Type> resultTypes) {
  SmallVector<Type, 6> types(operandTypes);
  types.append(resultTypes.begin(), resultTypes.end());
  std::lock_guard<std::mutex> lock(timingMutex);
  auto &priced = costsOnShards[op];
  for (const auto &[pricedTypes, cost] : priced)
    if (pricedTypes == types)
      return cost;
  // A scratch copy of the op, outside the step: its operands are
  // placeholders of the types the update reads on shards.
  Operation *stepOp = ops[op].op;
  Block scratch;
  IRMapping mapping;
  for (auto [operand, type] :
       llvm::zip_equal(stepOp->getOperands(), operandTypes))
    mapping.map(operand, scratch.addArgument(type, stepOp->getLoc()));
  OpBuilder builder(stepOp->getContext());
  builder.setInsertionPointToEnd(&scratch);
  Operation *copy = builder.clone(*stepOp, mapping);
  for (auto [result, type] : llvm::zip_equal(copy->getResults(), resultTypes))
    result.setType(type);
  flattenToShardIterationSpace(copy);
  OpCost cost = getOpCost(copy);
  copy->erase();
  priced.emplace_back(std::move(types), cost);
  return cost;
}

FailureOr<StepTimeline> Replay::time(const RecordOrder &order,
                                     const MachineModel &machine,
                                     std::string &error) {
  if (trafficOverflows) {
    error = "the bytes a collective sends pass 2^64";
    return failure();
  }
  auto secondsOf = [&](unsigned op) -> FailureOr<double> {
    if (isNew(op))
      return getOpSeconds(machine, getNew(op).cost, error);
    if (!opsOnShards.contains(op))
      return d.getStepOpSeconds(op, machine, error);
    SmallVector<Type, 6> operandTypes, resultTypes;
    for (unsigned value : readOperands(op))
      operandTypes.push_back(getType(value));
    const BaseOp &base = d.ops[op];
    for (unsigned i = 0, e = base.numResults; i < e; ++i)
      resultTypes.push_back(getType(base.firstResult + i));
    return getOpSeconds(
        machine, d.getCostOnShards(op, operandTypes, resultTypes), error);
  };

  StepTimeline timeline;
  // When each collective run asynchronously finishes.
  llvm::DenseMap<unsigned, double> finishOf;
  // Where a group along each set of axes lies on the machine's nodes, as
  // StepTimeline.cpp places a collective of the program: the program names
  // a few sets (one, or the group's and the replicas') for thousands of
  // collectives.
  SmallVector<std::pair<SmallVector<int16_t, 2>, RankGroupPlacement>, 2>
      placements;
  auto placementOf =
      [&](ArrayRef<int16_t> axes) -> std::optional<RankGroupPlacement> {
    for (const auto &[placedAxes, placement] : placements)
      if (ArrayRef<int16_t>(placedAxes) == axes)
        return placement;
    std::optional<RankGroupPlacement> placed =
        placeCollective(machine, getGridShape(), axes, error);
    if (placed)
      placements.push_back({SmallVector<int16_t, 2>(axes), *placed});
    return placed;
  };
  for (const RecordOrder::Entry &entry : order.getEntries()) {
    unsigned op = entry.op;
    if (entry.kind == ProgramEntryKind::Wait) {
      timeline.wait(finishOf.lookup(op));
      continue;
    }
    // A release (or a piece of one) takes no time.
    if (entry.kind == ProgramEntryKind::Release)
      continue;
    if (isNew(op) && getNew(op).collective) {
      const NewOp &collective = getNew(op);
      std::optional<RankGroupPlacement> placed =
          placementOf(collective.gridAxes);
      if (!placed)
        return failure();
      double seconds =
          getCollectiveSeconds(machine, *collective.collective, *placed,
                               /*calls=*/1, collective.sentBytes);
      if (entry.kind == ProgramEntryKind::Start)
        finishOf[op] = timeline.start(seconds);
      else
        timeline.collective(seconds);
      continue;
    }
    FailureOr<double> seconds = secondsOf(op);
    if (failed(seconds))
      return failure();
    timeline.compute(*seconds);
  }
  return timeline;
}
