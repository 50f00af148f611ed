//===- ZeroPrefetch.cpp - overlap a sharded step's collectives ------------===//
//
// `zero-prefetch` turns every collective of a sharded step into a start and
// a `zero.wait` and moves the two apart (Passes.td states the schedule):
// gathers start K gathers ahead of their use, reductions start when their
// gradients are complete and wait before the first use of their result,
// at most K of them in flight. The scheduled peak decides how deep it may
// go under a memory budget: each candidate schedule is built on a copy of
// the step and measured by the report's own footprint, which counts the
// buffers of a collective in flight from its start to its wait.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
#include "zero/Dialect/Zero/Transforms/Prefetch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROPREFETCH
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

//===----------------------------------------------------------------------===//
// Start and wait
//===----------------------------------------------------------------------===//

/// One collective of the step as a start and its wait.
struct AsyncCollective {
  Operation *start;
  WaitOp wait;
  CollectiveKind kind;
};

/// The asynchronous form of `op`, with its operands, attributes and result
/// types, created before `op`.
Operation *createStart(OpBuilder &builder, Operation *op) {
  Location loc = op->getLoc();
  Type token = TokenType::get(op->getContext());
  if (auto gather = dyn_cast<AllGatherOp>(op))
    return AllGatherStartOp::create(
        builder, loc, gather.getResultTypes(), token, gather.getGridAttr(),
        gather.getGridAxesAttr(), gather.getInputs());
  if (auto scatter = dyn_cast<ReduceScatterOp>(op))
    return ReduceScatterStartOp::create(
        builder, loc, scatter.getResultTypes(), token, scatter.getGridAttr(),
        scatter.getGridAxesAttr(), scatter.getReductionAttr(),
        scatter.getInputs());
  auto reduce = cast<AllReduceOp>(op);
  return AllReduceStartOp::create(
      builder, loc, reduce.getResultTypes(), token, reduce.getGridAttr(),
      reduce.getGridAxesAttr(), reduce.getReductionAttr(), reduce.getInputs());
}

/// Replaces each collective at the top level of `body` by its start
/// immediately followed by its wait, in program order.
SmallVector<AsyncCollective> splitCollectives(Block &body) {
  SmallVector<AsyncCollective> collectives;
  for (Operation &op : llvm::make_early_inc_range(body)) {
    if (!isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(op))
      continue;
    OpBuilder builder(&op);
    Operation *start = createStart(builder, &op);
    for (auto [old, replacement] :
         llvm::zip_equal(op.getResults(), start->getResults().drop_back()))
      old.replaceAllUsesWith(replacement);
    auto wait =
        WaitOp::create(builder, op.getLoc(), start->getResults().back());
    collectives.push_back({start, wait, *getCollectiveKind(start)});
    op.erase();
  }
  return collectives;
}

//===----------------------------------------------------------------------===//
// The schedule
//===----------------------------------------------------------------------===//

/// The order of the body's top-level ops, kept up to date by the moves of
/// the schedule. MLIR's own order index leaves little room between ops:
/// once moves fill a gap, the next `isBeforeInBlock` renumbers the whole
/// block, which made scheduling a large step quadratic in its ops (13 % of
/// the 405B search). Keys here start 2^32 apart and a moved or new op takes
/// the midpoint of its neighbours'; the body is renumbered only when a gap
/// is used up.
class BodyOrder {
public:
  explicit BodyOrder(Block &body) { renumber(body); }

  bool isBefore(Operation *a, Operation *b) const {
    return keys.at(a) < keys.at(b);
  }
  /// Moves `op` right before `target`, an op of the same block.
  void moveBefore(Operation *op, Operation *target) {
    op->moveBefore(target);
    place(op);
  }
  /// Gives `op`, just inserted into the body, its key.
  void place(Operation *op) {
    Operation *previous = op->getPrevNode(), *next = op->getNextNode();
    uint64_t low = previous ? keys.at(previous) : 0;
    uint64_t high = next ? keys.at(next) : low + 2 * kStride;
    if (high - low < 2)
      return renumber(*op->getBlock());
    keys[op] = low + (high - low) / 2;
  }
  /// Forgets `op`, about to be erased.
  void forget(Operation *op) { keys.erase(op); }

private:
  static constexpr uint64_t kStride = uint64_t(1) << 32;
  void renumber(Block &body) {
    uint64_t key = kStride;
    for (Operation &op : body) {
      keys[&op] = key;
      key += kStride;
    }
  }
  llvm::DenseMap<Operation *, uint64_t> keys;
};

/// The cast that zero-shard's cast-on-gather puts just before a gather of a
/// weight it derives from the master copy, when `operand` is one and the
/// gather alone reads it: the cast moves with the gather's start, so that
/// a prefetched gather casts where it starts.
arith::TruncFOp getCastOnGather(Value operand) {
  auto cast = operand.getDefiningOp<arith::TruncFOp>();
  if (!cast || !cast->hasOneUse())
    return {};
  return cast;
}

/// What a gather's `operand` gathers: the weight shard, or the master copy
/// a cast-on-gather casts.
Value getGatheredState(Value operand) {
  if (arith::TruncFOp cast = getCastOnGather(operand))
    return cast.getIn();
  return operand;
}

/// The op after which `op` may start at the earliest: the last top-level op
/// that defines one of its operands (nullptr: the start of the body), or of
/// the input of a cast that moves with it (`getCastOnGather`). An
/// operand an earlier start delivers (the all-reduce across replicas of a
/// shard a reduce-scatter produced) holds its value only after that
/// start's wait, so the wait is what defines it.
Operation *getLatestOperandDef(Operation *op, Block &body,
                               const BodyOrder &order) {
  Operation *latest = nullptr;
  for (Value operand : op->getOperands()) {
    Operation *def = getGatheredState(operand).getDefiningOp();
    if (!def)
      continue;
    if (isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(def))
      for (Operation *user : def->getResults().back().getUsers())
        if (isa<WaitOp>(user))
          def = user;
    def = body.findAncestorOpInBlock(*def);
    if (def && (!latest || order.isBefore(latest, def)))
      latest = def;
  }
  return latest;
}

/// Moves `op` up to right after `after` (the start of the body when null)
/// if that is above it; returns whether it moved.
bool hoistTo(Operation *op, Operation *after, Block &body, BodyOrder &order) {
  Operation *target = after ? after->getNextNode() : &body.front();
  if (target == op || (after && !order.isBefore(after, op)))
    return false;
  if (after == nullptr && op == &body.front())
    return false;
  order.moveBefore(op, target);
  return true;
}

/// `hoistTo` for a gather's start, whose casts (`getCastOnGather`) move
/// with it, just before it.
bool hoistGatherTo(Operation *start, Operation *after, Block &body,
                   BodyOrder &order) {
  bool moved = hoistTo(start, after, body, order);
  for (Value operand : start->getOperands())
    if (arith::TruncFOp cast = getCastOnGather(operand))
      order.moveBefore(cast, start);
  return moved;
}

/// The first top-level op after `start` that reads one of its results.
Operation *getFirstUser(Operation *start, Block &body, const BodyOrder &order) {
  Operation *first = nullptr;
  for (Value result : start->getResults().drop_back())
    for (Operation *user : result.getUsers()) {
      Operation *top = body.findAncestorOpInBlock(*user);
      if (top && (!first || order.isBefore(top, first)))
        first = top;
    }
  return first;
}

/// The last top-level `zero.release` of a result of `start` (nullptr if
/// none).
Operation *getLastRelease(Operation *start, Block &body,
                          const BodyOrder &order) {
  Operation *last = nullptr;
  for (Value result : start->getResults().drop_back())
    for (Operation *user : result.getUsers())
      if (isa<ReleaseOp>(user) && user->getBlock() == &body &&
          (!last || order.isBefore(last, user)))
        last = user;
  return last;
}

/// The values whose buffer a collective in flight reads: its inputs and
/// what they are views of.
llvm::SmallPtrSet<Value, 8> getInFlightBuffers(Operation *start) {
  llvm::SmallPtrSet<Value, 8> buffers;
  for (Value input : start->getOperands())
    for (Value value = input; value;) {
      if (!buffers.insert(value).second)
        break;
      Operation *def = value.getDefiningOp();
      value = def && isViewOp(def) && def->getNumOperands() > 0
                  ? def->getOperand(0)
                  : Value();
    }
  return buffers;
}

/// Moves the wait of `collective` down to just before `before`. A release
/// on the way that frees a buffer the collective reads frees it just after
/// the wait instead; the other tensors it names (a gradient a pad copied
/// into the collective's input, say) stay released where they were, so
/// that prefetching keeps alive only what the collective reads.
void sinkWait(AsyncCollective &collective, Operation *before,
              BodyOrder &order) {
  WaitOp wait = collective.wait;
  if (before == wait.getOperation() || order.isBefore(before, wait))
    return;
  llvm::SmallPtrSet<Value, 8> buffers = getInFlightBuffers(collective.start);
  SmallVector<ReleaseOp> releases;
  for (Operation *op = wait->getNextNode(); op && op != before;
       op = op->getNextNode())
    if (auto release = dyn_cast<ReleaseOp>(op))
      if (llvm::any_of(release.getTensors(),
                       [&](Value tensor) { return buffers.contains(tensor); }))
        releases.push_back(release);
  order.moveBefore(wait, before);
  OpBuilder builder(wait->getContext());
  builder.setInsertionPointAfter(wait);
  for (ReleaseOp release : releases) {
    SmallVector<Value> inFlight, notInFlight;
    for (Value tensor : release.getTensors())
      (buffers.contains(tensor) ? inFlight : notInFlight).push_back(tensor);
    order.place(ReleaseOp::create(builder, release.getLoc(), inFlight));
    if (notInFlight.empty()) {
      order.forget(release);
      release->erase();
    } else {
      release.getTensorsMutable().assign(notInFlight);
    }
  }
}

} // namespace

PrefetchStatistics zero::schedulePrefetch(Block &body, int64_t depth) {
  SmallVector<AsyncCollective> collectives = splitCollectives(body);
  unsigned hoisted = 0;
  if (depth == 0)
    return {static_cast<unsigned>(collectives.size()), hoisted};
  BodyOrder order(body);

  SmallVector<AsyncCollective *> gathers, reductions;
  for (AsyncCollective &collective : collectives)
    (collective.kind == CollectiveKind::AllGather ? gathers : reductions)
        .push_back(&collective);

  // Gathers: unit j starts after the wait of unit j-K, never above the
  // ops that define its inputs, and never while the same weights' previous
  // gather is still held (a backward gather waits for the release of the
  // forward's: two full copies of one layer would buy no overlap). Earlier
  // gathers are placed first, so the wait of j-K is where it stays.
  for (auto [index, gather] : llvm::enumerate(gathers)) {
    Operation *after = index >= static_cast<size_t>(depth)
                           ? gathers[index - depth]->wait.getOperation()
                           : nullptr;
    auto laterOf = [&](Operation *op) {
      if (op && (!after || order.isBefore(after, op)))
        after = op;
    };
    laterOf(getLatestOperandDef(gather->start, body, order));
    // Starts keep the order of their waits: on one communication stream
    // (NCCL's) a collective started earlier completes earlier.
    if (index > 0)
      laterOf(gathers[index - 1]->start);
    for (AsyncCollective *earlier : ArrayRef(gathers).take_front(index))
      if (llvm::equal(
              llvm::map_range(earlier->start->getOperands(), getGatheredState),
              llvm::map_range(gather->start->getOperands(), getGatheredState)))
        laterOf(getLastRelease(earlier->start, body, order));
    hoisted += hoistGatherTo(gather->start, after, body, order);
  }

  // Reductions: each starts after the ops that define its inputs ...
  for (AsyncCollective *reduction : reductions)
    hoisted += hoistTo(reduction->start,
                       getLatestOperandDef(reduction->start, body, order), body,
                       order);
  llvm::stable_sort(reductions, [&](AsyncCollective *a, AsyncCollective *b) {
    return order.isBefore(a->start, b->start);
  });
  // ... and waits before its first use, or before the start of the K-th
  // next reduction, or at the end of the body.
  for (auto [index, reduction] : llvm::enumerate(reductions)) {
    Operation *before = body.getTerminator();
    if (Operation *user = getFirstUser(reduction->start, body, order))
      before = user;
    if (index + depth < reductions.size()) {
      Operation *next = reductions[index + depth]->start;
      if (order.isBefore(next, before))
        before = next;
    }
    sinkWait(*reduction, before, order);
  }
  return {static_cast<unsigned>(collectives.size()), hoisted};
}

namespace {

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct ZeroPrefetchPass
    : public zero::impl::ZeroPrefetchBase<ZeroPrefetchPass> {
  using Base::Base;
  void runOnOperation() override;

private:
  /// The scheduled peak of `step` as the program of its plan.
  FailureOr<uint64_t> measurePeak(FunctionOpInterface step, int stage,
                                  int64_t worldSize);
};

FailureOr<uint64_t> ZeroPrefetchPass::measurePeak(FunctionOpInterface step,
                                                  int stage,
                                                  int64_t worldSize) {
  FailureOr<StateTable> table = StateTable::build(step);
  if (failed(table))
    return failure();
  FailureOr<ScheduledFootprint> footprint =
      computeScheduledFootprint(*table, stage, worldSize);
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
  int stage = plan.getStage();

  Block &body = (*step).getFunctionBody().front();
  if (memoryBudget == 0) {
    PrefetchStatistics done = schedulePrefetch(body, depth);
    numAsyncCollectives = done.asyncCollectives;
    numHoistedStarts = done.hoistedStarts;
    chosenDepth = depth;
    return;
  }

  FailureOr<uint64_t> unprefetched = measurePeak(*step, stage, *worldSize);
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

  // The deepest schedule that fits, measured on a copy of the step.
  std::optional<uint64_t> tooDeepPeak, shallowestOverPeak;
  for (int64_t trial = depth; trial >= 0; --trial) {
    Operation *copy = (*step)->clone();
    module.getBody()->push_back(copy);
    auto copyStep = cast<FunctionOpInterface>(copy);
    copyStep.setName((copyStep.getName() + "__zero_prefetch_trial").str());
    schedulePrefetch(copyStep.getFunctionBody().front(), trial);
    FailureOr<uint64_t> peak = measurePeak(copyStep, stage, *worldSize);
    copy->erase();
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
    PrefetchStatistics done = schedulePrefetch(body, trial);
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
