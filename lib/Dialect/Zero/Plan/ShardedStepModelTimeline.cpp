//===- ShardedStepModelTimeline.cpp - step time of a modelled step --------===//
//
// The timeline (StepTimeline.h) of the program zero-shard would write, from
// the replay's record of it, as `computeStepTimeline` walks the written
// program, and the compute of that program by class, as zero-report's
// estimate sums it: the search times every plan it prices, and its
// prefetch depths, without a sharded copy.
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

const ShardedStepModel::Description::StepOpTimes &
ShardedStepModel::Description::getStepOpTimes(
    const MachineModel &machine,
    function_ref<std::optional<OpSeconds>(Operation *)> known) {
  std::lock_guard<std::mutex> lock(stepOpTimesMutex);
  if (stepOpTimes.machine == &machine)
    return stepOpTimes;
  stepOpTimes.machine = &machine;
  stepOpTimes.seconds.assign(ops.size(), std::nullopt);
  stepOpTimes.whyUnpriced.clear();
  for (auto [op, seconds] : llvm::enumerate(stepOpTimes.seconds)) {
    if (known && (seconds = known(ops[op].op)))
      continue;
    std::string error;
    FailureOr<OpSeconds> priced =
        priceOpCost(machine, getOpCost(ops[op].op), error);
    if (succeeded(priced))
      seconds = *priced;
    else if (stepOpTimes.whyUnpriced.empty())
      stepOpTimes.whyUnpriced = std::move(error);
  }
  return stepOpTimes;
}

void ShardedStepModel::timeStepOps(
    const MachineModel &machine,
    function_ref<std::optional<OpSeconds>(Operation *)> known) {
  description->getStepOpTimes(machine, known);
}

std::optional<OpCost>
ShardedStepModel::Description::findCostOnShards(unsigned op,
                                                ArrayRef<Type> types) const {
  auto kept = costsOnShards.find(op);
  if (kept == costsOnShards.end())
    return std::nullopt;
  for (const auto &[pricedTypes, cost] : kept->second)
    if (ArrayRef<Type>(pricedTypes) == types)
      return cost;
  return std::nullopt;
}

void ShardedStepModel::Description::getCostsOnShards(
    MutableArrayRef<OpOnShards> queries) {
  // The costs kept, read side by side with the other threads.
  SmallVector<OpOnShards *> missing;
  {
    std::shared_lock<std::shared_mutex> reading(costsMutex);
    for (OpOnShards &query : queries) {
      if (std::optional<OpCost> cost = findCostOnShards(query.op, query.types))
        query.cost = *cost;
      else
        missing.push_back(&query);
    }
  }
  if (missing.empty())
    return;
  // The rest priced by one thread at a time: a copy of an op adds uses to
  // the values its body reads from above, shared with the other threads.
  std::unique_lock<std::shared_mutex> writing(costsMutex);
  for (OpOnShards *query : missing) {
    // Another thread may have priced it meanwhile.
    if (std::optional<OpCost> cost =
            findCostOnShards(query->op, query->types)) {
      query->cost = *cost;
      continue;
    }
    // A scratch copy of the op, outside the step: its operands are
    // placeholders of the types the update reads on shards.
    Operation *stepOp = ops[query->op].op;
    ArrayRef<Type> operandTypes =
        ArrayRef<Type>(query->types).take_front(stepOp->getNumOperands());
    ArrayRef<Type> resultTypes =
        ArrayRef<Type>(query->types).drop_front(stepOp->getNumOperands());
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
    query->cost = getOpCost(copy);
    copy->erase();
    costsOnShards[query->op].emplace_back(query->types, query->cost);
  }
}

llvm::DenseMap<unsigned, OpCost> Replay::priceOpsOnShards() {
  SmallVector<Description::OpOnShards> queries;
  for (unsigned op : opsOnShards) {
    Description::OpOnShards &query = queries.emplace_back();
    query.op = op;
    for (unsigned value : readOperands(op))
      query.types.push_back(getType(value));
    const BaseOp &base = d.ops[op];
    for (unsigned i = 0, e = base.numResults; i < e; ++i)
      query.types.push_back(getType(base.firstResult + i));
  }
  d.getCostsOnShards(queries);
  llvm::DenseMap<unsigned, OpCost> costs;
  for (const Description::OpOnShards &query : queries)
    costs.try_emplace(query.op, query.cost);
  return costs;
}

FailureOr<OpSeconds> Replay::getComputeSeconds(
    unsigned op, const Description::StepOpTimes &stepTimes,
    const llvm::DenseMap<unsigned, OpCost> &onShards, std::string &error) {
  const MachineModel &machine = *stepTimes.machine;
  // The offloaded update computes on the host, at the host's rate
  // (findOpsOnHost places the written program's ops the same way).
  if (machine.hostMemoryBandwidth > 0 && opsOnHost.contains(op)) {
    if (isNew(op))
      return priceHostOpCost(machine, getNew(op).cost);
    if (auto shards = onShards.find(op); shards != onShards.end())
      return priceHostOpCost(machine, shards->second);
    return priceHostOpCost(machine, getOpCost(d.ops[op].op));
  }
  if (isNew(op))
    return priceOpCost(machine, getNew(op).cost, error);
  if (auto shards = onShards.find(op); shards != onShards.end())
    return priceOpCost(machine, shards->second, error);
  if (const std::optional<OpSeconds> &seconds = stepTimes.seconds[op])
    return *seconds;
  error = stepTimes.whyUnpriced;
  return failure();
}

FailureOr<ProgramSeconds> Replay::computeSeconds(const MachineModel &machine,
                                                 std::string &error) {
  const Description::StepOpTimes &stepTimes = d.getStepOpTimes(machine);
  llvm::DenseMap<unsigned, OpCost> onShards = priceOpsOnShards();
  ProgramSeconds program;
  for (unsigned op = head; op != kEnd; op = next[op]) {
    // A collective's time is communication; a release takes none.
    if (isNew(op) && getNew(op).collective)
      continue;
    FailureOr<OpSeconds> seconds =
        getComputeSeconds(op, stepTimes, onShards, error);
    if (failed(seconds))
      return failure();
    program.byClass[static_cast<int>(seconds->opClass)] += seconds->seconds;
    if (opsOnHost.contains(op))
      program.onHost += seconds->seconds;
  }
  return program;
}

FailureOr<StepTimeline> Replay::time(const RecordOrder &order,
                                     const MachineModel &machine,
                                     std::string &error) {
  if (trafficOverflows) {
    error = "the bytes a collective sends pass 2^64";
    return failure();
  }
  const Description::StepOpTimes &stepTimes = d.getStepOpTimes(machine);
  llvm::DenseMap<unsigned, OpCost> onShards = priceOpsOnShards();
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
    FailureOr<OpSeconds> seconds =
        getComputeSeconds(op, stepTimes, onShards, error);
    if (failed(seconds))
      return failure();
    timeline.compute(seconds->seconds);
  }
  return timeline;
}
