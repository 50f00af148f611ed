//===- ZeroShard.cpp - the per-rank program of a ZeRO stage ---------------===//
//
// `zero-shard` rewrites the annotated single-device training step into the
// program one of N data-parallel ranks runs under ZeRO stage 0–3. This file
// is the pass: its options, the data-parallel group, and `stage=auto`, which
// compares the programs of every stage through a model of the rewrite
// (detail/ZeroShardModel.h) and writes only the one it chooses. The
// rewrite itself is detail/ZeroShardRewriter.cpp.
//
//===----------------------------------------------------------------------===//

#include "detail/ZeroShardModel.h"
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
  /// that holds the step (the module, or a module nested in it): its
  /// `shard.grid`, null when there is none yet, and its size N.
  FailureOr<std::pair<shard::GridOp, int64_t>> resolveGroup(Operation *scope,
                                                            int64_t ranks);
  /// `resolveGroup`, creating the grid when there is none.
  FailureOr<shard::GridOp> resolveGrid(Operation *scope, int64_t ranks);
  /// What sharding `module` at any stage starts from: its training step,
  /// not sharded yet, in a symbol table, its group size and state table.
  /// Reports what is missing as sharding would.
  FailureOr<std::pair<FunctionOpInterface, Operation *>>
  findUnshardedStep(ModuleOp module);
  /// Shards the training step of `module` at `stage` and, with `measure`,
  /// computes the scheduled footprint of the result (stage=auto compares
  /// them; otherwise it is left empty). `ranks`, when not 0, replaces the
  /// group size (for what-if copies of the module).
  FailureOr<ScheduledFootprint> shardModule(ModuleOp module, int stage,
                                            bool measure, int64_t ranks = 0);
  /// stage=auto: the stage with the least traffic whose scheduled peak fits
  /// in `device-memory`, found from the model of each stage's program.
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
/// otherwise a 1-d grid of `world-size` ranks, to be created.
FailureOr<std::pair<shard::GridOp, int64_t>>
ZeroShardPass::resolveGroup(Operation *scope, int64_t ranks) {
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
  if (!symbol)
    return std::make_pair(shard::GridOp(), requested);
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
  return std::make_pair(grid, *size);
}

FailureOr<shard::GridOp> ZeroShardPass::resolveGrid(Operation *scope,
                                                    int64_t ranks) {
  FailureOr<std::pair<shard::GridOp, int64_t>> group =
      resolveGroup(scope, ranks);
  if (failed(group))
    return failure();
  groupSize = group->second;
  if (group->first)
    return group->first;
  OpBuilder builder = OpBuilder::atBlockBegin(&scope->getRegion(0).front());
  return shard::GridOp::create(builder, scope->getLoc(), gridName,
                               ArrayRef<int64_t>{groupSize});
}

FailureOr<std::pair<FunctionOpInterface, Operation *>>
ZeroShardPass::findUnshardedStep(ModuleOp module) {
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
  return std::make_pair(*step, scope);
}

FailureOr<ScheduledFootprint> ZeroShardPass::shardModule(ModuleOp module,
                                                         int chosenStage,
                                                         bool measure,
                                                         int64_t ranks) {
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  auto [step, scope] = *found;
  FailureOr<shard::GridOp> grid = resolveGrid(scope, ranks);
  if (failed(grid))
    return failure();
  // The module the pass runs on shares the step's table with the passes
  // before it; a what-if copy has its own.
  std::optional<StateTable> ownTable;
  const StateTable *table;
  if (module == getOperation()) {
    auto &states = getChildAnalysis<StateTableAnalysis>(step);
    if (states.failed())
      return failure();
    table = &states.getTable();
  } else {
    FailureOr<StateTable> built = StateTable::build(step);
    if (failed(built))
      return failure();
    ownTable = std::move(*built);
    table = &*ownTable;
  }

  // One rank: every stage is the single-device program; nothing to insert.
  if (groupSize > 1) {
    ShardStatistics statistics;
    if (failed(rewriteToStage(*table, chosenStage, groupSize, *grid,
                              reshardAfterForward, statistics)))
      return failure();
    numCollectives = statistics.collectives;
    numReleases = statistics.releases;
  }
  step->setAttr(ZeroDialect::kPlanAttrName,
                PlanAttr::get(module.getContext(), chosenStage,
                              FlatSymbolRefAttr::get(grid->getSymNameAttr()),
                              reshardAfterForward));
  if (!measure)
    return ScheduledFootprint();
  // The table of the rewritten step sees its shards.
  FailureOr<StateTable> sharded = StateTable::build(step);
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

  // Every stage starts from the same step, group and state table: checked
  // once here, with the diagnostics sharding would give.
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  FailureOr<std::pair<shard::GridOp, int64_t>> group =
      resolveGroup(found->second, /*ranks=*/0);
  if (failed(group))
    return failure();
  groupSize = group->second;
  auto &memoryModel = getChildAnalysis<MemoryModelAnalysis>(found->first);
  if (memoryModel.failed())
    return failure();
  const StateTable &table = memoryModel.getTable();

  // What the program sharding writes at `stage` for `ranks` ranks (0: the
  // group's) would need, from the model of that program (ZeroShardModel.h);
  // where the model declines, from sharding a copy, which also reports why
  // a stage cannot be sharded.
  ShardedStepModel model(table, reshardAfterForward);
  auto footprintOf = [&](int stage,
                         int64_t ranks) -> FailureOr<ScheduledFootprint> {
    if (std::optional<ScheduledFootprint> modelled =
            model.evaluate(stage, ranks ? ranks : groupSize))
      return std::move(*modelled);
    OwningOpRef<ModuleOp> copy = module.clone();
    return shardModule(*copy, stage, /*measure=*/true, ranks);
  };
  std::array<ScheduledFootprint, 4> footprints;
  for (int candidate = 0; candidate < 4; ++candidate) {
    FailureOr<ScheduledFootprint> footprint = footprintOf(candidate, 0);
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
  auto estimatedFit = [&](int64_t ranks) {
    FailureOr<const StageFootprint *> states =
        memoryModel.getFootprint(ranks, 3);
    uint64_t peak;
    return succeeded(states) &&
           !__builtin_add_overflow((*states)->memoryPerRank.total, transient,
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
    FailureOr<ScheduledFootprint> footprint = footprintOf(3, ranks);
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
  // On one rank the step keeps its states (only the plan and the group are
  // added), so its table and memory model still hold; otherwise the rewrite
  // changed them and nothing is preserved.
  if (groupSize == 1)
    markAnalysesPreserved<StateTableAnalysis, MemoryModelAnalysis>();
}
