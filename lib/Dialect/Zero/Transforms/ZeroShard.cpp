//===- ZeroShard.cpp - the per-rank program of a ZeRO stage ---------------===//
//
// `zero-shard` rewrites the annotated single-device training step into the
// program one of N data-parallel ranks runs under ZeRO stage 0–3. This file
// is the pass: its options, the data-parallel group, and `stage=auto`, which
// compares the programs of every stage through a model of the rewrite
// (detail/ZeroShardModel.h) and writes only the one it chooses, and
// `remat=`, which recomputes activations first (zero-remat's rewrite,
// Remat.h) or, with `auto`, compares every policy with every stage. The
// rewrite itself is detail/ZeroShardRewriter.cpp.
//
//===----------------------------------------------------------------------===//

#include "detail/ZeroShardModel.h"
#include "detail/ZeroShardOffload.h"
#include "detail/ZeroShardRewriter.h"

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
#include "zero/Dialect/Zero/Transforms/Remat.h"
#include "zero/Report/ReportWriters.h"
#include "zero/Support/ByteSize.h"

// Dialects the pass creates ops of (getDependentDialects).
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InterleavedRange.h"

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
  /// `resolveGroup` with `dp-axis`: the group is that axis of the mesh the
  /// module declares; sets `meshAxis`.
  FailureOr<std::pair<shard::GridOp, int64_t>>
  resolveMeshAxisGroup(Operation *scope, int64_t ranks);
  /// The footprint the model of the rewrite gives, placed on the mesh when
  /// ZeRO plans over one axis of it (the model knows only a 1-d group).
  ScheduledFootprint placeOnMesh(ScheduledFootprint footprint,
                                 Operation *scope) const;
  /// `resolveGroup`, creating the grid when there is none, of shape N, or
  /// R x G with `shard-group`; sets `groupSize` and `shardGroup`.
  FailureOr<shard::GridOp> resolveGrid(Operation *scope, int64_t ranks,
                                       Operation *step);
  /// The shard groups of N = `groupSize` ranks that `shard-group` asks for;
  /// reports a G that is not a divisor of N between 1 and N.
  FailureOr<ShardGroup> resolveShardGroup(Operation *step);
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
  /// Applies zero-remat's rewrite under `policy` to the step of `module`;
  /// `quiet` hides its warnings (for the copies the choice compares).
  LogicalResult applyRematTo(ModuleOp module, RematPolicyOption policy,
                             bool quiet);
  /// Where the optimizer states go and whether the weight shards follow.
  struct OffloadLevel {
    OffloadTarget target = OffloadTarget::None;
    bool params = false;
  };
  /// What stage=auto and remat=auto choose.
  struct Plan {
    int stage;
    RematPolicyOption policy;
    OffloadLevel offload;
  };
  /// stage=auto with `node-size`: every stage with every shard group that
  /// nests with the nodes, each measured on the program written to a copy;
  /// the fewest inter-node bytes among those that fit, then the fewest
  /// bytes, the lowest stage, the largest G. Returns the stage and G.
  FailureOr<std::pair<int, int64_t>> chooseStageAndShardGroup(ModuleOp module);
  /// Checks that `offload` and `offload-params` go with the stage; on
  /// success sets `offloadLevel` to what they name.
  LogicalResult checkOffloadOptions(int chosenStage);
  /// Sets `reshardPolicy` from its options, reporting a bad threshold.
  LogicalResult parseReshardPolicy();
  /// Shards `module` at `stage`, the program the pass writes. With
  /// reshard-after-forward=auto at stage 3 it also shards a copy with every
  /// unit resharded, says what keeping the others costs and records it in
  /// the plan.
  LogicalResult writeProgram(ModuleOp module, int stage);
  /// stage=auto and/or remat=auto: among `stages` and, with
  /// `comparePolicies`, every recomputation policy, the candidate with the
  /// least traffic whose scheduled peak fits in `device-memory`, then the
  /// least recompute, then the lowest stage, found from the model of each
  /// candidate's program. Without `comparePolicies` the step is taken as it
  /// is (`remat=none`, or the policy already applied).
  FailureOr<Plan> choosePlan(ModuleOp module, ArrayRef<int> stages,
                             bool comparePolicies);

  static constexpr int kAutoStage = -1;
  /// The offload of the program `shardModule` writes: the options', or
  /// what stage=auto chose, or a candidate's while the choice compares.
  OffloadLevel offloadLevel;
  /// N: `world-size`, or the size of the module's grid.
  int64_t groupSize = 0;
  /// How the N ranks share the states: one group of N, or R groups of G.
  ShardGroup shardGroups;
  /// With `dp-axis`: the index of that axis in the grid; -1 otherwise.
  int16_t meshAxis = -1;
  /// `reshard-after-forward` and `reshard-threshold`.
  ReshardPolicy reshardPolicy;
  /// Whether `remat` rewrote the step of the module the pass runs on.
  bool rewroteStep = false;
};

/// One recomputation policy the choice compares: the step it writes (the
/// module's own for `none`, a copy's otherwise), the model of that step's
/// sharded programs, and what each compared stage of it costs.
struct PolicyCandidate {
  RematPolicyOption policy = RematPolicyOption::None;
  /// The copy the policy was applied to; null for `none`.
  OwningOpRef<ModuleOp> copy;
  ModuleOp module;
  /// The copy's table; the module's own comes from its analysis.
  std::optional<StateTable> ownTable;
  /// With `machine=`: the estimated compute seconds of each phase of the
  /// unsharded step this policy writes.
  std::array<double, kNumStepPhases> phaseSeconds = {};
  const StateTable *table = nullptr;
  std::optional<ShardedStepModel> model;
  /// zero-report's recompute phase of the step: the FLOPs of the clones.
  uint64_t recomputeFlops = 0;
  /// Indexed by stage; set for the stages compared.
  std::array<std::optional<ScheduledFootprint>, 4> footprints;
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
ZeroShardPass::resolveMeshAxisGroup(Operation *scope, int64_t ranks) {
  auto grid = dyn_cast_or_null<shard::GridOp>(
      SymbolTable::lookupSymbolIn(scope, gridName));
  if (!grid)
    return emitError(scope->getLoc())
           << "zero-shard: dp-axis=" << dpAxis
           << " plans over one axis of the mesh the step is partitioned on, "
              "but there is no 'shard.grid @"
           << gridName << "'; declare it with its axes named ('shard.grid @"
           << gridName << "(shape = ...) {" << ZeroDialect::kAxisNamesAttrName
           << " = [...]}') or name it with grid=NAME";
  auto emitAtGrid = [&] { return grid.emitError() << "zero-shard: "; };
  FailureOr<int16_t> axis = lookupGridAxis(grid, dpAxis, emitAtGrid);
  if (failed(axis))
    return failure();
  if (ranks != 0) {
    // A what-if copy: the axis has `ranks` ranks, the others stay.
    SmallVector<int64_t> shape(grid.getShape());
    shape[*axis] = ranks;
    grid.setShape(shape);
  }
  // The whole mesh must be a valid group too: the report counts per device
  // of all of it.
  for (auto [index, size] : llvm::enumerate(grid.getShape()))
    if (ShapedType::isDynamic(size))
      return grid.emitError()
             << "zero-shard: axis " << index << " of @" << gridName
             << " has a dynamic size; zero-shard counts per device of the "
                "whole mesh, so give every axis a static size";
  if (failed(getGroupSize(grid, /*axes=*/{}, emitAtGrid)))
    return failure();
  FailureOr<int64_t> size = getGroupSize(grid, {*axis}, emitAtGrid);
  if (failed(size))
    return failure();
  if (ranks == 0 && worldSize != 0 && worldSize != *size)
    return grid.emitError()
           << "zero-shard: world-size=" << static_cast<int64_t>(worldSize)
           << " but axis '"
           << dpAxis << "' of @" << gridName << " has " << *size
           << " ranks; drop world-size (dp-axis takes N from the axis)";
  meshAxis = *axis;
  return std::make_pair(grid, *size);
}

ScheduledFootprint ZeroShardPass::placeOnMesh(ScheduledFootprint footprint,
                                              Operation *scope) const {
  if (meshAxis < 0)
    return footprint;
  auto grid = cast<shard::GridOp>(SymbolTable::lookupSymbolIn(scope, gridName));
  footprint.gridShape.assign(grid.getShape().begin(), grid.getShape().end());
  footprint.gridShape[meshAxis] = footprint.worldSize;
  for (AxisTraffic &axis : footprint.sentBytesByAxes)
    axis.axes = {meshAxis};
  return footprint;
}

FailureOr<std::pair<shard::GridOp, int64_t>>
ZeroShardPass::resolveGroup(Operation *scope, int64_t ranks) {
  if (!dpAxis.empty())
    return resolveMeshAxisGroup(scope, ranks);
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

FailureOr<ShardGroup> ZeroShardPass::resolveShardGroup(Operation *step) {
  // 0, the default, is one group of all N ranks (as world-size=0 takes N
  // from the grid).
  if (shardGroup == 0)
    return ShardGroup{groupSize, 1, meshAxis};
  if (meshAxis >= 0)
    return step->emitError()
           << "zero-shard: shard-group= with dp-axis= is not supported: "
              "hybrid groups are planned on a grid of their own; on a mesh, "
              "plan over one axis (leave out shard-group)";
  int64_t shardRanks = shardGroup;
  // The step is what the group is planned for; its location names the
  // input the option does not fit.
  if (shardRanks < 1)
    return step->emitError()
           << "zero-shard: shard-group must be >= 1 (the ranks that shard "
              "one copy of the states), got "
           << shardRanks << "; use shard-group=" << groupSize
           << " (or leave it out) for one group of all " << groupSize
           << " ranks";
  if (shardRanks > groupSize)
    return step->emitError()
           << "zero-shard: shard-group=" << shardRanks << " is more than the "
           << groupSize << " ranks of the group; use a G that divides "
           << groupSize;
  if (groupSize % shardRanks != 0)
    return step->emitError()
           << "zero-shard: shard-group=" << shardRanks
           << " does not divide world-size=" << groupSize
           << ": the ranks must split into groups of G that each hold one "
              "sharded copy of the states; use a divisor of "
           << groupSize;
  return ShardGroup{shardRanks, groupSize / shardRanks};
}

FailureOr<shard::GridOp>
ZeroShardPass::resolveGrid(Operation *scope, int64_t ranks, Operation *step) {
  FailureOr<std::pair<shard::GridOp, int64_t>> group =
      resolveGroup(scope, ranks);
  if (failed(group))
    return failure();
  groupSize = group->second;
  FailureOr<ShardGroup> groups = resolveShardGroup(step);
  if (failed(groups))
    return failure();
  shardGroups = *groups;
  // On a mesh the grid is the user's; ZeRO only names its axis.
  if (meshAxis >= 0)
    return group->first;
  // The grid's shape: N, or R x G with rank r = replica * G + s (row-major,
  // as `shard.process_linear_index` numbers it).
  SmallVector<int64_t, 2> shape = {groupSize};
  if (shardGroups.isHybrid())
    shape = {shardGroups.replicas, shardGroups.shardRanks};
  if (shard::GridOp grid = group->first) {
    ArrayRef<int64_t> declared = grid.getShape();
    if (declared == ArrayRef<int64_t>(shape))
      return grid;
    // A 1-d group of N ranks is arranged as the shard groups; ranks keep
    // their numbers.
    if (declared.size() == 1) {
      grid.setShape(shape);
      return grid;
    }
    return grid.emitError()
           << "zero-shard: @" << gridName << " has shape "
           << llvm::interleaved(declared, "x")
           << ", but shard-group=" << shardGroups.shardRanks << " of "
           << groupSize << " ranks needs shape "
           << llvm::interleaved(shape, "x")
           << " (replicas x shard group) or a 1-d grid of " << groupSize;
  }
  OpBuilder builder = OpBuilder::atBlockBegin(&scope->getRegion(0).front());
  return shard::GridOp::create(builder, scope->getLoc(), gridName, shape);
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
  FailureOr<shard::GridOp> grid = resolveGrid(scope, ranks, step);
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
    if (failed(rewriteToStage(*table, chosenStage, shardGroups, *grid,
                              reshardPolicy, statistics)))
      return failure();
    numCollectives = statistics.collectives;
    numReleases = statistics.releases;
  }
  // Offloading moves the update and its states off the device, on one rank
  // as on many.
  if (offloadLevel.target != OffloadTarget::None) {
    OffloadStatistics statistics;
    if (failed(placeInTiers(step, offloadLevel.target, offloadLevel.params,
                            statistics)))
      return failure();
    numTransfers = statistics.transfers;
  }
  step->setAttr(
      ZeroDialect::kPlanAttrName,
      PlanAttr::get(module.getContext(), chosenStage,
                    FlatSymbolRefAttr::get(grid->getSymNameAttr()),
                    reshardPolicy.mode != ReshardPolicy::Mode::Never,
                    offloadLevel.target, offloadLevel.params,
                    shardGroups.isHybrid() ? shardGroups.shardRanks : 0,
                    meshAxis,
                    chosenStage == 3 &&
                            reshardPolicy.mode == ReshardPolicy::Mode::Auto
                        ? static_cast<int64_t>(reshardPolicy.thresholdBytes)
                        : -1,
                    /*kept_peak_bytes=*/0));
  if (!measure)
    return ScheduledFootprint();
  // The table of the rewritten step sees its shards.
  FailureOr<StateTable> sharded = StateTable::build(step);
  if (failed(sharded))
    return failure();
  return computeScheduledFootprint(*sharded, chosenStage, groupSize);
}

LogicalResult ZeroShardPass::applyRematTo(ModuleOp module,
                                          RematPolicyOption policy,
                                          bool quiet) {
  if (policy == RematPolicyOption::None)
    return success();
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  // Errors always come through; warnings (a layer left as it is) are said
  // once, when the chosen policy is applied to the module itself.
  std::optional<ScopedDiagnosticHandler> silence;
  if (quiet)
    silence.emplace(module.getContext(), [](Diagnostic &diag) {
      return success(diag.getSeverity() == DiagnosticSeverity::Warning);
    });
  if (failed(applyRemat(found->first, policy, /*statistics=*/nullptr,
                        /*noneOption=*/"remat=none")))
    return failure();
  if (module == getOperation()) {
    // The step's table and memory model described it before the rewrite.
    getAnalysisManager().nest(found->first).clear();
    rewroteStep = true;
  }
  return success();
}

FailureOr<ZeroShardPass::Plan> ZeroShardPass::choosePlan(ModuleOp module,
                                                         ArrayRef<int> stages,
                                                         bool comparePolicies) {
  FailureOr<FunctionOpInterface> original =
      StateTable::findTrainingStep(module, functionName);
  if (failed(original))
    return failure();
  Location loc = getWholeFunctionLoc(*original);
  if (deviceMemory.empty()) {
    if (stage == ShardStageOption::Auto)
      return emitError(loc) << "zero-shard: stage=auto needs the memory of one "
                               "device, e.g. device-memory=80GB";
    return emitError(loc)
           << "zero-shard: remat=auto needs the memory of one device to "
              "choose a policy for stage "
           << stages.front()
           << ", e.g. device-memory=80GB; or name one: "
              "remat=none|layer|selective";
  }
  std::optional<uint64_t> capacity = parseMemorySize(deviceMemory);
  if (!capacity)
    return emitError(loc) << "zero-shard: device-memory must be a size such "
                             "as 80GB, 141GiB or 8e10, got '"
                          << deviceMemory << "'";

  // With a machine, candidates are ranked by their estimated step time.
  std::optional<MachineModel> machineModel;
  if (!machine.empty()) {
    std::string error;
    machineModel = loadMachineModel(machine, error);
    if (!machineModel)
      return emitError(loc)
             << "zero-shard: machine=" << machine << ": " << error;
  }

  // Every candidate starts from the same step, group and state table:
  // checked once here, with the diagnostics sharding would give.
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

  // The policies compared, the one that recomputes least first: `none` is
  // the module itself; each other one is applied to a copy. A step without
  // layer units has nothing to recompute.
  bool hasLayers = llvm::any_of(
      table.getParams(), [](const ParamStates &param) { return param.layer; });
  SmallVector<std::unique_ptr<PolicyCandidate>> candidates;
  candidates.push_back(std::make_unique<PolicyCandidate>());
  candidates.back()->module = module;
  candidates.back()->table = &table;
  if (comparePolicies && hasLayers)
    for (RematPolicyOption policy :
         {RematPolicyOption::Selective, RematPolicyOption::Layer}) {
      auto candidate = std::make_unique<PolicyCandidate>();
      candidate->policy = policy;
      candidate->copy = module.clone();
      candidate->module = *candidate->copy;
      if (failed(applyRematTo(candidate->module, policy, /*quiet=*/true)))
        return failure();
      FailureOr<FunctionOpInterface> step =
          StateTable::findTrainingStep(candidate->module, functionName);
      if (failed(step))
        return failure();
      FailureOr<StateTable> built = StateTable::build(*step);
      if (failed(built))
        return failure();
      candidate->ownTable = std::move(*built);
      candidate->table = &*candidate->ownTable;
      candidates.push_back(std::move(candidate));
    }
  for (std::unique_ptr<PolicyCandidate> &candidate : candidates) {
    candidate->model.emplace(*candidate->table, reshardPolicy);
    FunctionOpInterface candidateStep = candidate->table->getFunction();
    // The FLOPs zero-report counts as recompute: those of the clones.
    candidate->recomputeFlops = computeRecomputeFlops(candidateStep);
    if (machineModel) {
      std::string error;
      FailureOr<std::array<double, kNumStepPhases>> seconds =
          estimatePhaseSeconds(
              candidateStep,
              computeStepPhases(candidateStep, *candidate->table),
              *machineModel, error);
      if (failed(seconds))
        return emitError(loc)
               << "zero-shard: cannot estimate the step time: " << error;
      candidate->phaseSeconds = *seconds;
    }
  }
  // The estimate of a candidate as zero-report gives it for the formula
  // rows: the unsharded step's compute (each rank updates 1/N of the
  // optimizer states from stage 1 on) and the collectives of the program.
  auto stepSecondsOf = [&](const PolicyCandidate &candidate,
                           int candidateStage) {
    const ScheduledFootprint &footprint = *candidate.footprints[candidateStage];
    double optimizerScale =
        candidateStage == 0 ? 1.0 : 1.0 / static_cast<double>(groupSize);
    return estimateStepTime(*machineModel, groupSize, candidate.phaseSeconds,
                            optimizerScale, footprint.collectives)
        .step;
  };

  // What the program sharding writes at `stage` for `ranks` ranks (0: the
  // group's) would need, from the model of that program (ZeroShardModel.h);
  // where the model declines, from sharding a copy, which also reports why
  // a stage cannot be sharded.
  auto footprintOf = [&](PolicyCandidate &candidate, int candidateStage,
                         int64_t ranks) -> FailureOr<ScheduledFootprint> {
    // The model replays the rewrite without offload; an offloaded program
    // is measured on a sharded copy.
    if (offloadLevel.target == OffloadTarget::None)
      if (std::optional<ScheduledFootprint> modelled =
              candidate.model->evaluate(candidateStage,
                                        ranks ? ranks : groupSize))
        return placeOnMesh(std::move(*modelled),
                           SymbolTable::getNearestSymbolTable(
                               candidate.table->getFunction()->getParentOp()));
    OwningOpRef<ModuleOp> copy = candidate.module.clone();
    return shardModule(*copy, candidateStage, /*measure=*/true, ranks);
  };
  for (std::unique_ptr<PolicyCandidate> &candidate : candidates)
    for (int candidateStage : stages) {
      FailureOr<ScheduledFootprint> footprint =
          footprintOf(*candidate, candidateStage, 0);
      if (failed(footprint))
        return failure();
      candidate->footprints[candidateStage] = std::move(*footprint);
    }

  // The least traffic among those that fit, then the least recompute, then
  // the lowest stage; on a tie still, the policy listed first.
  std::string reasons;
  llvm::raw_string_ostream why(reasons);
  const PolicyCandidate *best = nullptr;
  int bestStage = -1;
  auto isBetter = [&](const PolicyCandidate &candidate, int candidateStage) {
    if (!best)
      return true;
    if (machineModel) {
      double seconds = stepSecondsOf(candidate, candidateStage);
      double bestSeconds = stepSecondsOf(*best, bestStage);
      if (seconds != bestSeconds)
        return seconds < bestSeconds;
    }
    uint64_t sent = candidate.footprints[candidateStage]->sentBytesPerRank;
    uint64_t bestSent = best->footprints[bestStage]->sentBytesPerRank;
    if (sent != bestSent)
      return sent < bestSent;
    if (candidate.recomputeFlops != best->recomputeFlops)
      return candidate.recomputeFlops < best->recomputeFlops;
    return candidateStage < bestStage;
  };
  for (const std::unique_ptr<PolicyCandidate> &candidate : candidates)
    for (int candidateStage : stages) {
      const ScheduledFootprint &footprint =
          *candidate->footprints[candidateStage];
      bool fits = footprint.getPeakBytes() <= *capacity;
      why << "\n  stage " << candidateStage;
      if (comparePolicies)
        why << ", remat=" << candidate->policy;
      why << ": peak " << formatSize(footprint.getPeakBytes()) << " per rank ("
          << (fits ? "fits" : "does not fit") << "), sends "
          << formatSize(footprint.sentBytesPerRank) << " per step";
      if (comparePolicies)
        why << ", recomputes " << formatFlops(candidate->recomputeFlops)
            << " FLOPs";
      if (machineModel)
        why << ", step "
            << formatSeconds(stepSecondsOf(*candidate, candidateStage)) << " s";
      if (fits && isBetter(*candidate, candidateStage)) {
        best = candidate.get();
        bestStage = candidateStage;
      }
    }
  if (comparePolicies && !hasLayers)
    why << "\n  (no weight belongs to a layer: nothing to recompute)";
  if (best) {
    InFlightDiagnostic remark = emitRemark(loc);
    // What the choice ranks by first.
    std::string criterion =
        machineModel
            ? "the fastest estimated step (machine: " + machineModel->name + ")"
            : std::string("the least traffic");
    if (!comparePolicies)
      remark << "zero-shard: stage=auto chose stage " << bestStage << ", "
             << criterion << " among the stages that fit in "
             << formatSize(*capacity)
             << (machineModel ? " (then the least traffic, then the lowest "
                                "stage):"
                              : " (lowest stage on a tie):");
    else if (stages.size() > 1)
      remark << "zero-shard: stage=auto remat=auto chose stage " << bestStage
             << " with remat=" << getRematPolicyName(best->policy) << ", "
             << criterion << " among the candidates that fit in "
             << formatSize(*capacity)
             << (machineModel ? " (then the least traffic, the least "
                                "recompute, the lowest stage):"
                              : " (then the least recompute, then the lowest "
                                "stage):");
    else if (machineModel)
      remark << "zero-shard: remat=auto chose remat="
             << getRematPolicyName(best->policy) << " for stage " << bestStage
             << ", " << criterion << " among the policies that fit in "
             << formatSize(*capacity) << ":";
    else
      remark << "zero-shard: remat=auto chose remat="
             << getRematPolicyName(best->policy) << " for stage " << bestStage
             << ", the least recompute that fits in " << formatSize(*capacity)
             << ":";
    remark << reasons;
    return Plan{bestStage, best->policy, offloadLevel};
  }

  // Nothing fits on the device. Unless told otherwise, stage=auto then
  // offloads, the least first, and says what that costs.
  // Within a level: the least traffic between ranks, then the fewest bytes
  // over PCIe and NVMe, then the lowest stage, then the policy listed first.
  if (stage == ShardStageOption::Auto && offload == ShardOffloadOption::Unset) {
    const OffloadLevel levels[] = {{OffloadTarget::Cpu, false},
                                   {OffloadTarget::Cpu, true},
                                   {OffloadTarget::Nvme, false},
                                   {OffloadTarget::Nvme, true}};
    for (OffloadLevel level : levels) {
      offloadLevel = level;
      SmallVector<int> levelStages = {1, 2, 3};
      if (level.params)
        levelStages = {3};
      const PolicyCandidate *chosen = nullptr;
      int chosenStage = -1;
      std::optional<ScheduledFootprint> chosenFootprint;
      for (const std::unique_ptr<PolicyCandidate> &candidate : candidates)
        for (int candidateStage : levelStages) {
          FailureOr<ScheduledFootprint> footprint =
              footprintOf(*candidate, candidateStage, 0);
          if (failed(footprint)) {
            offloadLevel = {};
            return failure();
          }
          const TierTraffic &moved = footprint->tierTraffic;
          bool fits = footprint->getPeakBytes() <= *capacity;
          why << "\n  stage " << candidateStage;
          if (comparePolicies)
            why << ", remat=" << candidate->policy;
          why << ", offload=" << stringifyOffloadTarget(level.target)
              << (level.params ? " offload-params" : "") << ": device peak "
              << formatSize(footprint->getPeakBytes()) << " per rank ("
              << (fits ? "fits" : "does not fit") << "), host peak "
              << formatSize(footprint->hostPeakBytes) << ", NVMe "
              << formatSize(footprint->nvmeBytes) << "; PCIe "
              << formatSize(moved.toHost) << " to host + "
              << formatSize(moved.toDevice) << " to device, NVMe "
              << formatSize(moved.nvmeRead) << " read + "
              << formatSize(moved.nvmeWritten) << " written per step";
          if (machineModel && machineModel->pcieBandwidth > 0)
            why << " (PCIe "
                << formatSeconds(getPcieSeconds(*machineModel, moved)) << " s)";
          if (!fits)
            continue;
          auto key = [](const ScheduledFootprint &footprint, int at) {
            const TierTraffic &t = footprint.tierTraffic;
            return std::make_tuple(
                footprint.sentBytesPerRank,
                t.toHost + t.toDevice + t.nvmeRead + t.nvmeWritten, at);
          };
          if (!chosen || key(*footprint, candidateStage) <
                             key(*chosenFootprint, chosenStage)) {
            chosen = candidate.get();
            chosenStage = candidateStage;
            chosenFootprint = std::move(*footprint);
          }
        }
      if (!chosen)
        continue;
      const TierTraffic &moved = chosenFootprint->tierTraffic;
      InFlightDiagnostic remark = emitRemark(loc);
      remark << "zero-shard: stage=auto chose stage " << chosenStage;
      if (comparePolicies)
        remark << " with remat=" << getRematPolicyName(chosen->policy);
      remark << " and offload=" << stringifyOffloadTarget(level.target)
             << (level.params ? " offload-params=true" : "")
             << ": nothing fits in " << formatSize(*capacity)
             << " on the device without it; the price per step is "
             << formatSize(moved.toHost) << " to the host and "
             << formatSize(moved.toDevice) << " to the device over PCIe";
      if (level.target == OffloadTarget::Nvme)
        remark << ", " << formatSize(moved.nvmeRead) << " read from and "
               << formatSize(moved.nvmeWritten) << " written to NVMe";
      if (machineModel && machineModel->pcieBandwidth > 0)
        remark << " (PCIe "
               << formatSeconds(getPcieSeconds(*machineModel, moved))
               << " s on " << machineModel->name << ")";
      remark << "; host memory " << formatSize(chosenFootprint->hostPeakBytes)
             << " per rank at its peak:" << reasons;
      return Plan{chosenStage, chosen->policy, level};
    }
    offloadLevel = {};
  }
  InFlightDiagnostic diag =
      emitError(loc) << "zero-shard: no "
                     << (comparePolicies ? "candidate" : "stage") << " fits in "
                     << formatSize(*capacity)
                     << " per device at N = " << groupSize << ":" << reasons;
  if (!llvm::is_contained(stages, 3)) {
    diag << "\n  stage 3 shards the most; compare every stage with "
            "stage=auto";
    return failure();
  }
  // Nothing fits: the smallest N for which stage 3 would, under the policy
  // whose stage-3 program has the smallest transient part (gathered layers,
  // gradient buckets, activations), holding that part at what it is now and
  // scaling the model states with N exactly. Recomputation changes no model
  // state, so the step's memory model serves every policy.
  auto transientOf = [](const PolicyCandidate &candidate) {
    const ScheduledFootprint &full = *candidate.footprints[3];
    return full.getPeakBytes() - full.peak.modelStates;
  };
  PolicyCandidate *saving = candidates.front().get();
  for (std::unique_ptr<PolicyCandidate> &candidate : candidates)
    if (transientOf(*candidate) < transientOf(*saving))
      saving = candidate.get();
  uint64_t transient = transientOf(*saving);
  // "with remat=layer": the policy the figures below are of, where the
  // choice compared policies or the user named one.
  std::string policyNote;
  std::optional<RematPolicyOption> given = getRematPolicy(remat);
  RematPolicyOption applied = comparePolicies ? saving->policy : *given;
  if (applied != RematPolicyOption::None)
    llvm::raw_string_ostream(policyNote) << " with remat=" << applied;
  if (transient >= *capacity) {
    diag << "\n  the transient part alone (activations, gathered layers, "
            "gradient buckets) needs "
         << formatSize(transient) << " at stage 3" << policyNote
         << ", whatever N; use a smaller batch or sequence";
    if (comparePolicies) {
      if (saving->policy == RematPolicyOption::None)
        diag << " (recomputation does not lower it)";
    } else if (applied == RematPolicyOption::None) {
      diag << ", or recompute activations (remat=auto, or --zero-remat "
              "before --zero-shard)";
    } else if (applied == RematPolicyOption::Selective) {
      diag << ", or recompute more (remat=layer or remat=auto)";
    }
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
    diag << " makes stage 3 fit" << policyNote
         << ": each rank holds at least its shard of every tensor besides "
            "the transient "
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
    FailureOr<ScheduledFootprint> footprint = footprintOf(*saving, 3, ranks);
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
  diag << "\n  stage 3 fits from N = " << high << " ranks" << policyNote
       << " (the model states shrink with N; the transient part, "
       << formatSize(transient) << " here, does not)";
  return failure();
}

FailureOr<std::pair<int, int64_t>>
ZeroShardPass::chooseStageAndShardGroup(ModuleOp module) {
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  Location loc = getWholeFunctionLoc(found->first);
  if (deviceMemory.empty())
    return emitError(loc) << "zero-shard: stage=auto needs the memory of one "
                             "device, e.g. device-memory=80GB";
  std::optional<uint64_t> capacity = parseMemorySize(deviceMemory);
  if (!capacity)
    return emitError(loc) << "zero-shard: device-memory must be a size such "
                             "as 80GB, 141GiB or 8e10, got '"
                          << deviceMemory << "'";
  FailureOr<std::pair<shard::GridOp, int64_t>> group =
      resolveGroup(found->second, /*ranks=*/0);
  if (failed(group))
    return failure();
  int64_t ranks = group->second;
  int64_t devicesPerNode = nodeSize;
  if (devicesPerNode < 1 ||
      (devicesPerNode < ranks && ranks % devicesPerNode != 0))
    return emitError(loc) << "zero-shard: node-size=" << devicesPerNode
                          << " must be >= 1 and divide the " << ranks
                          << " ranks (nodes of K consecutive ranks)";
  // The shard groups whose groups all lie alike across nodes.
  SmallVector<int64_t> groupSizes;
  for (int64_t g = 1; g <= ranks; ++g)
    if (ranks % g == 0 &&
        !checkNodeAlignment(ArrayRef<int64_t>{ranks / g, g}, devicesPerNode))
      groupSizes.push_back(g);

  struct Candidate {
    int stage;
    int64_t shardRanks;
    uint64_t peak, sent, interNode;
  };
  std::optional<Candidate> best;
  std::string reasons;
  llvm::raw_string_ostream why(reasons);
  int64_t requestedGroup = shardGroup;
  for (int candidateStage = 0; candidateStage < kNumZeroStages;
       ++candidateStage)
    for (int64_t g : groupSizes) {
      OwningOpRef<ModuleOp> copy = module.clone();
      shardGroup = g == ranks ? 0 : g;
      FailureOr<ScheduledFootprint> footprint =
          shardModule(*copy, candidateStage, /*measure=*/true);
      shardGroup = requestedGroup;
      if (failed(footprint))
        return failure();
      ArrayRef<int64_t> shape = footprint->gridShape;
      LinkBytes links =
          splitByLink(footprint->sentBytesByAxes, shape, devicesPerNode);
      Candidate candidate{candidateStage, g, footprint->getPeakBytes(),
                          footprint->sentBytesPerRank, links.interNode};
      bool fits = candidate.peak <= *capacity;
      why << "\n  stage " << candidateStage << ", shard-group=" << g
          << ": peak " << formatSize(candidate.peak) << " per rank ("
          << (fits ? "fits" : "does not fit") << "), sends "
          << formatSize(candidate.sent) << " per step, "
          << formatSize(candidate.interNode) << " of it across nodes";
      auto key = [](const Candidate &c) {
        return std::make_tuple(c.interNode, c.sent, c.stage, -c.shardRanks);
      };
      if (fits && (!best || key(candidate) < key(*best)))
        best = candidate;
    }
  groupSize = ranks;
  if (!best)
    return emitError(loc) << "zero-shard: no stage and shard group fits in "
                          << formatSize(*capacity)
                          << " per device at N = " << ranks << " on nodes of "
                          << devicesPerNode << ":" << reasons;
  emitRemark(loc) << "zero-shard: stage=auto chose stage " << best->stage
                  << " with shard-group=" << best->shardRanks << " ("
                  << (best->shardRanks == ranks
                          ? "one group of " + std::to_string(ranks)
                          : std::to_string(ranks / best->shardRanks) + " x " +
                                std::to_string(best->shardRanks))
                  << "; peak " << formatSize(best->peak) << ", "
                  << formatSize(best->interNode)
                  << " per step across nodes), the fewest bytes across "
                     "nodes of "
                  << devicesPerNode << " among the candidates that fit in "
                  << formatSize(*capacity)
                  << " (then the fewest bytes sent, the lowest stage, the "
                     "largest group):"
                  << reasons;
  return std::make_pair(best->stage, best->shardRanks);
}

LogicalResult ZeroShardPass::parseReshardPolicy() {
  switch (reshardAfterForward) {
  case ShardReshardOption::True:
    reshardPolicy = {ReshardPolicy::Mode::Always, 0};
    return success();
  case ShardReshardOption::False:
    reshardPolicy = {ReshardPolicy::Mode::Never, 0};
    return success();
  case ShardReshardOption::Auto:
    break;
  }
  // 0 is a threshold (only the root units stay gathered), though not a
  // memory size.
  std::optional<uint64_t> threshold =
      StringRef(reshardThreshold).trim() == "0"
          ? std::optional<uint64_t>(0)
          : parseMemorySize(reshardThreshold);
  if (!threshold || *threshold > static_cast<uint64_t>(INT64_MAX))
    return emitError(getOperation().getLoc())
           << "zero-shard: reshard-threshold must be a number of bytes such "
              "as 64KiB, 1MB or 0 (only the root units stay gathered), got '"
           << reshardThreshold << "'";
  reshardPolicy = {ReshardPolicy::Mode::Auto, *threshold};
  return success();
}

LogicalResult ZeroShardPass::writeProgram(ModuleOp module, int stage) {
  if (stage != 3 || reshardPolicy.mode != ReshardPolicy::Mode::Auto)
    return success(succeeded(shardModule(module, stage, /*measure=*/false)));
  // The program that reshards every unit, for comparison.
  OwningOpRef<ModuleOp> copy = module.clone();
  ReshardPolicy requested = reshardPolicy;
  reshardPolicy.mode = ReshardPolicy::Mode::Always;
  FailureOr<ScheduledFootprint> always =
      shardModule(*copy, stage, /*measure=*/true);
  reshardPolicy = requested;
  if (failed(always))
    return failure();
  FailureOr<ScheduledFootprint> kept =
      shardModule(module, stage, /*measure=*/true);
  if (failed(kept))
    return failure();
  // The units gathered once only because auto kept them.
  SmallVector<std::string> keptUnits;
  for (const std::string &unit : kept->unitsGatheredOnce)
    if (!llvm::is_contained(always->unitsGatheredOnce, unit))
      keptUnits.push_back(unit);
  auto peakDelta = static_cast<int64_t>(kept->getPeakBytes()) -
                   static_cast<int64_t>(always->getPeakBytes());
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(module, functionName);
  if (failed(step))
    return failure();
  auto plan = (*step)->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName);
  (*step)->setAttr(
      ZeroDialect::kPlanAttrName,
      PlanAttr::get(module.getContext(), plan.getStage(), plan.getGrid(),
                    plan.getReshardAfterForward(), plan.getOffload(),
                    plan.getOffloadParams(), plan.getShardGroup(),
                    plan.getDpAxis(), plan.getReshardThreshold(), peakDelta));
  InFlightDiagnostic remark = emitRemark(module.getLoc());
  remark << "zero-shard: reshard-after-forward=auto keeps ";
  if (keptUnits.empty())
    remark << "no unit gathered longer than resharding would (the root "
              "units and those of at most "
           << formatSize(reshardPolicy.thresholdBytes)
           << " are gathered once either way)";
  else
    remark << keptUnits.size()
           << (keptUnits.size() == 1 ? " unit" : " units")
           << (keptUnits.size() == 1 ? " gathered from its first use to its "
                                       "last"
                                     : " gathered from their first use to "
                                       "their last")
           << " (the root units "
              "and those of at most "
           << formatSize(reshardPolicy.thresholdBytes)
           << "): " << llvm::join(keptUnits, ", ");
  remark << "; scheduled peak " << kept->getPeakBytes()
         << " B per rank against " << always->getPeakBytes()
         << " B with every unit resharded (" << (peakDelta >= 0 ? "+" : "")
         << peakDelta << " B), and "
         << always->sentBytesPerRank - kept->sentBytesPerRank
         << " B less sent per step (" << kept->sentBytesPerRank << " B against "
         << always->sentBytesPerRank << " B)";
  return success();
}

LogicalResult ZeroShardPass::checkOffloadOptions(int chosenStage) {
  Location loc = getOperation().getLoc();
  OffloadTarget target = getOffloadTarget(offload);
  if (target != OffloadTarget::None && chosenStage == 0)
    return emitError(loc)
           << "zero-shard: offload=" << stringifyOffloadTarget(target)
           << " needs stage 1, 2 or 3: the offloaded update runs on each "
              "rank's shard of the optimizer states; use stage=1|2|3 (or "
              "auto), or offload=none";
  if (offloadParams && target == OffloadTarget::None)
    return emitError(loc)
           << "zero-shard: offload-params=true moves the weight shards to "
              "the offload tier, but offload is "
           << (offload == ShardOffloadOption::None ? "none" : "not given")
           << "; add offload=cpu or offload=nvme";
  if (offloadParams && chosenStage != 3 && chosenStage != kAutoStage)
    return emitError(loc)
           << "zero-shard: offload-params=true needs stage=3, the stage "
              "that shards the weights; at stage "
           << chosenStage
           << " every rank keeps the full weights on the device (drop "
              "offload-params, or use stage=3)";
  offloadLevel = {target, offloadParams};
  return success();
}

void ZeroShardPass::runOnOperation() {
  ModuleOp module = getOperation();
  FailureOr<int> chosenStage = parseStage();
  if (failed(chosenStage))
    return signalPassFailure();
  // A policy given by name: the step to shard, or to choose a stage for, is
  // the recomputed one.
  std::optional<RematPolicyOption> policy = getRematPolicy(remat);
  if (failed(checkOffloadOptions(*chosenStage)) ||
      failed(parseReshardPolicy()))
    return signalPassFailure();
  if (!machine.empty() && *chosenStage != kAutoStage && policy) {
    emitError(module.getLoc())
        << "zero-shard: machine= ranks the candidates of stage=auto or "
           "remat=auto, and stage="
        << *chosenStage << " remat=" << getRematPolicyName(*policy)
        << " leaves nothing to choose; for the estimated step time of this "
           "program use --zero-report=\"machine="
        << machine << "\"";
    return signalPassFailure();
  }
  if (shardGroup != 0 && (*chosenStage == kAutoStage || !policy)) {
    emitError(module.getLoc())
        << "zero-shard: shard-group= names the shard group, so there is no "
           "stage or remat policy to choose with it yet; give stage=0|1|2|3 "
           "and remat=none|layer|selective";
    return signalPassFailure();
  }
  if (nodeSize != 0) {
    std::string conflict;
    if (!dpAxis.empty())
      conflict = "dp-axis= plans over one axis of a mesh, where shard "
                 "groups are not supported";
    else if (*chosenStage != kAutoStage)
      conflict = "a fixed stage leaves nothing to choose";
    else if (shardGroup != 0)
      conflict = "shard-group= fixes the group it would choose";
    else if (!policy)
      conflict = "remat=auto is not compared with shard groups yet";
    else if (offloadLevel.target != OffloadTarget::None)
      conflict = "offloaded steps are not sharded in groups";
    else if (!machine.empty())
      conflict = "machine= ranks by step time, which is not estimated "
                 "for shard groups";
    if (!conflict.empty()) {
      emitError(module.getLoc())
          << "zero-shard: node-size= makes stage=auto compare shard groups, "
             "but "
          << conflict
          << "; use stage=auto with device-memory=, remat=none|layer|"
             "selective and no offload, machine= or shard-group=";
      return signalPassFailure();
    }
    if (policy && failed(applyRematTo(module, *policy, /*quiet=*/false)))
      return signalPassFailure();
    FailureOr<std::pair<int, int64_t>> chosen =
        chooseStageAndShardGroup(module);
    if (failed(chosen))
      return signalPassFailure();
    shardGroup = chosen->second == groupSize ? 0 : chosen->second;
    if (failed(writeProgram(module, chosen->first)))
      return signalPassFailure();
    return;
  }
  if (shardGroup != 0 && offloadLevel.target != OffloadTarget::None) {
    emitError(module.getLoc())
        << "zero-shard: shard-group= with offload="
        << stringifyOffloadTarget(offloadLevel.target)
        << " is not supported: the offloaded update expects the gradient "
           "shard of one reduce-scatter, and a hybrid step reduces in two "
           "steps; drop one of them";
    return signalPassFailure();
  }
  if (policy && failed(applyRematTo(module, *policy, /*quiet=*/false)))
    return signalPassFailure();
  if (*chosenStage == kAutoStage || !policy) {
    SmallVector<int> stages;
    if (*chosenStage == kAutoStage && offloadLevel.params)
      stages = {3};
    else if (*chosenStage == kAutoStage &&
             offloadLevel.target != OffloadTarget::None)
      stages = {1, 2, 3};
    else if (*chosenStage == kAutoStage)
      stages = {0, 1, 2, 3};
    else
      stages = {*chosenStage};
    FailureOr<Plan> plan =
        choosePlan(module, stages, /*comparePolicies=*/!policy);
    if (failed(plan))
      return signalPassFailure();
    // The copy the choice measured is rewritten again on the module itself:
    // the rewrite is deterministic, and its warnings are said once.
    if (!policy && failed(applyRematTo(module, plan->policy, /*quiet=*/false)))
      return signalPassFailure();
    chosenStage = plan->stage;
    offloadLevel = plan->offload;
  }
  if (failed(writeProgram(module, *chosenStage)))
    return signalPassFailure();
  // On one rank the step keeps its states (only the plan and the group are
  // added), so its table and memory model still hold, unless recomputation
  // rewrote it; otherwise the rewrite changed them and nothing is preserved.
  if (groupSize == 1 && !rewroteStep)
    markAnalysesPreserved<StateTableAnalysis, MemoryModelAnalysis>();
}
