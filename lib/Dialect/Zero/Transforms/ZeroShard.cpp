//===- ZeroShard.cpp - the per-rank program of a ZeRO stage ---------------===//
//
// `zero-shard` rewrites the annotated single-device training step into the
// program one of N data-parallel ranks runs under ZeRO stage 0–3. This file
// is the pass: its options, the data-parallel group, and `stage=auto`, which
// shards copies of the module at every stage to choose one. The rewrite
// itself is ShardRewriter.cpp.
//
//===----------------------------------------------------------------------===//

#include "detail/ZeroShardRewriter.h"

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
#include "zero/Report/ReportWriters.h"
#include "zero/Support/ByteSize.h"

// Dialects the pass creates ops of (getDependentDialects).
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROSHARD
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
struct ZeroShardPass : public zero::impl::ZeroShardBase<ZeroShardPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  /// The stage option: 0–3, or `kAutoStage`.
  FailureOr<int> parseStage();
  /// The group of a step whose symbols live in `scope`, the symbol table
  /// that holds the step (the module, or a module nested in it).
  FailureOr<shard::GridOp> resolveGrid(Operation *scope, int64_t ranks);
  /// Shards the training step of `module` at `stage` and, with `measure`,
  /// computes the scheduled footprint of the result (stage=auto compares
  /// them; otherwise it is left empty). `ranks`, when not 0, replaces the
  /// group size (for what-if copies of the module).
  FailureOr<ScheduledFootprint> shardModule(ModuleOp module, int stage,
                                            bool measure, int64_t ranks = 0);
  /// stage=auto: the stage with the least traffic whose scheduled peak fits
  /// in `device-memory`, found by sharding copies of the module.
  FailureOr<int> chooseStage(ModuleOp module);

  static constexpr int kAutoStage = -1;
  /// N: `world-size`, or the size of the module's grid.
  int64_t groupSize = 0;
};
} // namespace

/// "280.6 MB", "17.6 GB", "616 B": the report's units, GB = 1e9 bytes.
static std::string formatSize(uint64_t bytes) {
  ByteUnit unit = chooseByteUnit(bytes);
  return formatBytesIn(bytes, unit) + " " + getByteUnitName(unit).str();
}

FailureOr<int> ZeroShardPass::parseStage() {
  if (stage == ShardStageOption::Unset)
    return emitError(getOperation().getLoc())
           << "zero-shard needs a stage: --zero-shard=\"stage=0|1|2|3|auto "
              "world-size=N\"";
  if (stage == ShardStageOption::Auto)
    return kAutoStage;
  return getStageNumber(stage);
}

/// The data-parallel group: the `shard.grid @<grid>` of `scope` when there
/// is one (its size must agree with `world-size` if both are given),
/// otherwise a new 1-d grid of `world-size` ranks there.
FailureOr<shard::GridOp> ZeroShardPass::resolveGrid(Operation *scope,
                                                    int64_t ranks) {
  int64_t requested = worldSize;
  Operation *symbol = SymbolTable::lookupSymbolIn(scope, gridName);
  if (ranks != 0) {
    // A what-if copy: the group has `ranks` ranks, whatever it declared.
    if (auto grid = dyn_cast_or_null<shard::GridOp>(symbol))
      grid.setShape(ArrayRef<int64_t>{ranks});
    requested = ranks;
  }
  if (requested > kMaxGroupSize)
    return emitError(scope->getLoc())
           << "zero-shard: world-size=" << requested << " is more than "
           << kMaxGroupSize
           << " ranks (2^31 - 1, the most MPI and NCCL can number)";
  if (requested < 0 || (requested == 0 && !symbol))
    return emitError(scope->getLoc())
           << "zero-shard: world-size must be >= 1, got " << requested
           << "; pass world-size=N or declare 'shard.grid @" << gridName
           << "(shape = N)'";
  if (symbol) {
    auto grid = dyn_cast<shard::GridOp>(symbol);
    if (!grid)
      return symbol->emitError()
             << "zero-shard: @" << gridName
             << " is not a shard.grid; choose another name with grid=NAME";
    FailureOr<int64_t> size = getGroupSize(
        grid, /*axes=*/{}, [&] { return grid.emitError() << "zero-shard: "; });
    if (failed(size))
      return failure();
    if (requested != 0 && requested != *size)
      return grid.emitError()
             << "zero-shard: world-size=" << requested << " but @" << gridName
             << " has " << *size << " ranks";
    groupSize = *size;
    return grid;
  }
  groupSize = requested;
  OpBuilder builder = OpBuilder::atBlockBegin(&scope->getRegion(0).front());
  return shard::GridOp::create(builder, scope->getLoc(), gridName,
                               ArrayRef<int64_t>{groupSize});
}

FailureOr<ScheduledFootprint> ZeroShardPass::shardModule(ModuleOp module,
                                                         int chosenStage,
                                                         bool measure,
                                                         int64_t ranks) {
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(module, functionName);
  if (failed(step))
    return failure();
  if ((*step)->hasAttr(ZeroDialect::kPlanAttrName))
    return emitError(getWholeFunctionLoc(*step))
           << "zero-shard: '" << step->getName() << "' is already sharded ("
           << (*step)->getAttr(ZeroDialect::kPlanAttrName)
           << "); shard the original single-device step";
  // The collectives in the step name the group through the symbol table
  // nearest to them, which is where the group must be.
  Operation *scope = SymbolTable::getNearestSymbolTable((*step)->getParentOp());
  if (!scope)
    return step->emitError()
           << "zero-shard: the training step is not in a module or other "
              "symbol table, so there is no place for its group; put it in "
              "a module";
  FailureOr<shard::GridOp> grid = resolveGrid(scope, ranks);
  if (failed(grid))
    return failure();
  FailureOr<StateTable> table = StateTable::build(*step);
  if (failed(table))
    return failure();

  // One rank: every stage is the single-device program; nothing to insert.
  if (groupSize > 1) {
    ShardStatistics statistics;
    if (failed(rewriteToStage(*table, chosenStage, groupSize, *grid,
                              reshardAfterForward, statistics)))
      return failure();
    numCollectives = statistics.collectives;
    numReleases = statistics.releases;
  }
  (*step)->setAttr(ZeroDialect::kPlanAttrName,
                   PlanAttr::get(module.getContext(), chosenStage,
                                 FlatSymbolRefAttr::get(grid->getSymNameAttr()),
                                 reshardAfterForward));
  if (!measure)
    return ScheduledFootprint();
  // The table of the rewritten step sees its shards.
  FailureOr<StateTable> sharded = StateTable::build(*step);
  if (failed(sharded))
    return failure();
  return computeScheduledFootprint(*sharded, chosenStage, groupSize);
}

FailureOr<int> ZeroShardPass::chooseStage(ModuleOp module) {
  FailureOr<FunctionOpInterface> original =
      StateTable::findTrainingStep(module, functionName);
  if (failed(original))
    return failure();
  Location loc = getWholeFunctionLoc(*original);
  if (deviceMemory.empty())
    return emitError(loc) << "zero-shard: stage=auto needs the memory of one "
                             "device, e.g. device-memory=80GB";
  std::optional<uint64_t> capacity = parseMemorySize(deviceMemory);
  if (!capacity)
    return emitError(loc) << "zero-shard: device-memory must be a size such "
                             "as 80GB, 141GiB or 8e10, got '"
                          << deviceMemory << "'";

  // Shard a copy at each stage and keep what it would need.
  std::array<ScheduledFootprint, 4> footprints;
  for (int candidate = 0; candidate < 4; ++candidate) {
    OwningOpRef<ModuleOp> copy = module.clone();
    FailureOr<ScheduledFootprint> footprint =
        shardModule(*copy, candidate, /*measure=*/true);
    if (failed(footprint))
      return failure();
    footprints[candidate] = std::move(*footprint);
  }
  std::string reasons;
  llvm::raw_string_ostream why(reasons);
  int best = -1;
  for (int candidate = 0; candidate < 4; ++candidate) {
    const ScheduledFootprint &footprint = footprints[candidate];
    bool fits = footprint.getPeakBytes() <= *capacity;
    why << "\n  stage " << candidate << ": peak "
        << formatSize(footprint.getPeakBytes()) << " per rank ("
        << (fits ? "fits" : "does not fit") << "), sends "
        << formatSize(footprint.sentBytesPerRank) << " per step";
    if (fits && (best < 0 || footprint.sentBytesPerRank <
                                 footprints[best].sentBytesPerRank))
      best = candidate;
  }
  if (best >= 0) {
    emitRemark(loc) << "zero-shard: stage=auto chose stage " << best
                    << ", the least traffic among the stages that fit in "
                    << formatSize(*capacity)
                    << " (lowest stage on a tie):" << reasons;
    return best;
  }

  // Nothing fits: the smallest N for which stage 3 would, holding the
  // transient part (gathered layers, gradient buckets, activations) at what
  // it is now and scaling the model states with N exactly.
  const ScheduledFootprint &full = footprints[3];
  uint64_t transient = full.getPeakBytes() - full.peak.modelStates;
  InFlightDiagnostic diag =
      emitError(loc) << "zero-shard: no stage fits in " << formatSize(*capacity)
                     << " per device at N = " << groupSize << ":" << reasons;
  if (transient >= *capacity) {
    diag << "\n  the transient part alone (activations, gathered layers, "
            "gradient buckets) needs "
         << formatSize(transient)
         << " at stage 3, whatever N; use a smaller batch or sequence, or "
            "recompute activations (--zero-remat before --zero-shard)";
    return failure();
  }
  // The formula's model states at N' plus today's transient bound the peak
  // from above; the answer is then searched among real stage-3 programs.
  FailureOr<StateTable> table = StateTable::build(*original);
  if (failed(table))
    return failure();
  auto estimatedFit = [&](int64_t ranks) {
    FailureOr<StageFootprint> states = computeFootprint(*table, ranks, 3);
    uint64_t peak;
    return succeeded(states) &&
           !__builtin_add_overflow(states->memoryPerRank.total, transient,
                                   &peak) &&
           peak <= *capacity;
  };
  // N stops at the most ranks a group can have: an answer past it could
  // never run, and each copy sharded past it would be an error of its own.
  auto noN = [&](int64_t upTo) {
    diag << "\n  no N up to " << upTo << " ranks";
    if (upTo == kMaxGroupSize)
      diag << " (2^31 - 1, the most MPI and NCCL can number)";
    diag << " makes stage 3 fit: each rank holds at least its shard of every "
            "tensor besides the transient "
         << formatSize(transient);
    return failure();
  };
  int64_t bound = groupSize;
  while (!estimatedFit(bound) && bound < kMaxGroupSize)
    bound = std::min(2 * bound, kMaxGroupSize);
  if (!estimatedFit(bound))
    return noN(kMaxGroupSize);
  int64_t current = groupSize;
  auto fits = [&](int64_t ranks) {
    OwningOpRef<ModuleOp> copy = module.clone();
    FailureOr<ScheduledFootprint> footprint =
        shardModule(*copy, 3, /*measure=*/true, ranks);
    return succeeded(footprint) && footprint->getPeakBytes() <= *capacity;
  };
  int64_t low = current + 1, high = bound;
  while (low < high) {
    int64_t middle = low + (high - low) / 2;
    if (fits(middle))
      high = middle;
    else
      low = middle + 1;
  }
  // The estimate bounds the peak from above, so the program at `high`
  // should fit; say so only after sharding it.
  if (!fits(high)) {
    groupSize = current;
    return noN(high);
  }
  groupSize = current;
  diag << "\n  stage 3 fits from N = " << high
       << " ranks (the model states shrink with N; the transient part, "
       << formatSize(transient) << " here, does not)";
  return failure();
}

void ZeroShardPass::runOnOperation() {
  ModuleOp module = getOperation();
  FailureOr<int> chosenStage = parseStage();
  if (failed(chosenStage))
    return signalPassFailure();
  if (*chosenStage == kAutoStage) {
    chosenStage = chooseStage(module);
    if (failed(chosenStage))
      return signalPassFailure();
  }
  if (failed(shardModule(module, *chosenStage, /*measure=*/false)))
    return signalPassFailure();
}
