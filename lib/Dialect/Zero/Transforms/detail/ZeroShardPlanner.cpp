//===- ZeroShardPlanner.cpp - zero-shard's group and program ------------===//
//
// The options, the data-parallel group (a grid of N, R x G shard groups, or
// one axis of a mesh) and the program zero-shard writes; the choices of
// stage=auto and remat=auto are ZeroShardChoice.cpp.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Report/ReportWriters.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InterleavedRange.h"

using namespace mlir;
using namespace mlir::zero;

FailureOr<int> ShardPlanner::parseStage() {
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
ShardPlanner::resolveMeshAxisGroup(Operation *scope, int64_t ranks) {
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
  // `dp-axis=dp`, or several axes that together form the data-parallel
  // group (`dp-axis=edp,ep` when expert parallelism splits it).
  SmallVector<StringRef> names;
  StringRef(dpAxis).split(names, ',');
  for (StringRef &name : names)
    name = name.trim();
  FailureOr<SmallVector<int16_t, 2>> found =
      lookupGridAxes(grid, names, emitAtGrid);
  if (failed(found))
    return failure();
  SmallVector<int16_t, 2> axes = *found;
  if (ranks != 0) {
    // A what-if copy: the axis has `ranks` ranks, the others stay.
    // (checkChoosable allows what-ifs of one axis only.)
    SmallVector<int64_t> shape(grid.getShape());
    shape[axes.front()] = ranks;
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
  FailureOr<int64_t> size = getGroupSize(grid, axes, emitAtGrid);
  if (failed(size))
    return failure();
  if (ranks == 0 && worldSize != 0 && worldSize != *size)
    return grid.emitError()
           << "zero-shard: world-size=" << static_cast<int64_t>(worldSize)
           << (axes.size() == 1 ? " but axis '" : " but axes '") << dpAxis
           << "' of @" << gridName << (axes.size() == 1 ? " has " : " have ")
           << *size << " ranks; drop world-size (dp-axis takes N from the "
           << (axes.size() == 1 ? "axis)" : "axes)");
  meshAxes = axes;
  return std::make_pair(grid, *size);
}

FailureOr<SmallVector<ShardGroup>>
ShardPlanner::resolveParamGroups(const StateTable &table,
                                 shard::GridOp grid) const {
  auto own = llvm::find_if(table.getParams(), [](const ParamStates &param) {
    return static_cast<bool>(param.dpAxisNames);
  });
  if (own == table.getParams().end())
    return SmallVector<ShardGroup>();
  if (meshAxes.empty())
    return emitError(Location(own->weight.loc))
           << "zero-shard: \"" << own->name << "\" names its own data-parallel "
           << "axes (" << ZeroDialect::kDpAxesAttrName
           << "), which needs ZeRO's group on a mesh; pass "
              "dp-axis=NAME[,NAME] with the mesh axes that hold every "
              "parameter's replicas";
  FailureOr<SmallVector<ParamGroup>> groups =
      groupParamsOnMesh(table, grid, meshAxes);
  if (failed(groups))
    return failure();
  SmallVector<ShardGroup> groupOfParam(table.getParams().size());
  for (const ParamGroup &group : *groups)
    for (unsigned param : group.params)
      groupOfParam[param] = ShardGroup{
          group.ranks, 1,
          SmallVector<int16_t, 2>(group.axes.begin(), group.axes.end())};
  return groupOfParam;
}

LogicalResult ShardPlanner::checkChoosable(const StateTable &table) const {
  Location loc = getOperation().getLoc();
  if (meshAxes.size() > 1)
    return emitError(loc)
           << "zero-shard: stage=auto and remat=auto compare candidates on one "
              "data-parallel axis; dp-axis="
           << dpAxis << " names " << meshAxes.size()
           << " axes, so give the stage (stage=0|1|2|3) and the policy "
              "(remat=none|selective|op|layer)";
  for (const ParamStates &param : table.getParams())
    if (param.dpAxisNames)
      return emitError(Location(param.weight.loc))
             << "zero-shard: stage=auto and remat=auto model one group for "
                "every parameter, but \""
             << param.name << "\" has its own (" << ZeroDialect::kDpAxesAttrName
             << "); give the stage (stage=0|1|2|3) and the policy "
                "(remat=none|selective|op|layer)";
  return success();
}

ScheduledFootprint ShardPlanner::placeOnMesh(ScheduledFootprint footprint,
                                             Operation *scope) const {
  if (meshAxes.empty())
    return footprint;
  auto grid = cast<shard::GridOp>(SymbolTable::lookupSymbolIn(scope, gridName));
  footprint.gridShape.assign(grid.getShape().begin(), grid.getShape().end());
  footprint.gridShape[meshAxes.front()] = footprint.worldSize;
  for (AxisTraffic &axis : footprint.sentBytesByAxes)
    axis.axes = SmallVector<int16_t>(meshAxes.begin(), meshAxes.end());
  return footprint;
}

FailureOr<std::pair<shard::GridOp, int64_t>>
ShardPlanner::resolveGroup(Operation *scope, int64_t ranks) {
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

FailureOr<ShardGroup> ShardPlanner::resolveShardGroup(Operation *step) {
  // 0, the default, is one group of all N ranks (as world-size=0 takes N
  // from the grid).
  if (shardGroup == 0)
    return ShardGroup{groupSize, 1, meshAxes};
  if (!meshAxes.empty())
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
ShardPlanner::resolveGrid(Operation *scope, int64_t ranks, Operation *step) {
  FailureOr<std::pair<shard::GridOp, int64_t>> group =
      resolveGroup(scope, ranks);
  if (failed(group))
    return failure();
  groupSize = group->second;
  FailureOr<ShardGroup> groups = resolveShardGroup(step);
  if (failed(groups))
    return failure();
  shardGroups = *groups;
  // On a mesh the grid is the user's; ZeRO only names its axes.
  if (!meshAxes.empty())
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
ShardPlanner::findUnshardedStep(ModuleOp module) {
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

FailureOr<ScheduledFootprint> ShardPlanner::shardModule(ModuleOp module,
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
    auto &states = analyses.getChildAnalysis<StateTableAnalysis>(step);
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

  FailureOr<SmallVector<ShardGroup>> paramGroups =
      resolveParamGroups(*table, *grid);
  if (failed(paramGroups))
    return failure();
  // One rank: every stage is the single-device program; nothing to insert.
  if (groupSize > 1) {
    ShardStatistics statistics;
    if (failed(rewriteToStage(*table, chosenStage, shardGroups, *grid,
                              reshardPolicy, statistics, *paramGroups,
                              castOnGather)))
      return failure();
    numCollectives = statistics.collectives;
    numReleases = statistics.releases;
    if (castOnGather && module == getOperation())
      remarkCastOnGather(step, statistics);
  } else if (castOnGather && module == getOperation()) {
    emitRemark(getWholeFunctionLoc(step))
        << "zero-shard: cast-on-gather changes nothing on one rank: the "
           "step is the single-device program, which gathers no weight";
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
                    SmallVector<int64_t>(meshAxes.begin(), meshAxes.end()),
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

LogicalResult ShardPlanner::applyRematTo(ModuleOp module,
                                         RematPolicyOption policy, bool quiet) {
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
    analyses.nest(found->first).clear();
    rewroteStep = true;
  }
  return success();
}

LogicalResult ShardPlanner::parseReshardPolicy() {
  switch (reshardAfterForward) {
  case ShardReshardOption::True:
    reshardPolicy = {ReshardPolicy::Mode::Always, 0};
    return success();
  case ShardReshardOption::False:
    reshardPolicy = {ReshardPolicy::Mode::Never, 0};
    return success();
  case ShardReshardOption::AllButLast:
    // The decisions are written on the weight arguments
    // (`writeReshardDecisions`), which win over the policy.
    reshardPolicy = {ReshardPolicy::Mode::Always, 0};
    return success();
  case ShardReshardOption::Auto:
    break;
  }
  // 0 is a threshold (only the root units stay gathered), though not a
  // memory size.
  std::optional<uint64_t> threshold = StringRef(reshardThreshold).trim() == "0"
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

LogicalResult ShardPlanner::writeProgram(ModuleOp module, int stage) {
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
  (*step)->setAttr(ZeroDialect::kPlanAttrName,
                   PlanAttr::get(module.getContext(), plan.getStage(),
                                 plan.getGrid(), plan.getReshardAfterForward(),
                                 plan.getOffload(), plan.getOffloadParams(),
                                 plan.getShardGroup(), plan.getDpAxes(),
                                 plan.getReshardThreshold(), peakDelta));
  InFlightDiagnostic remark = emitRemark(module.getLoc());
  remark << "zero-shard: reshard-after-forward=auto keeps ";
  if (keptUnits.empty())
    remark << "no unit gathered longer than resharding would (the root "
              "units and those of at most "
           << formatSize(reshardPolicy.thresholdBytes)
           << " are gathered once either way)";
  else
    remark << keptUnits.size() << (keptUnits.size() == 1 ? " unit" : " units")
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

LogicalResult ShardPlanner::checkCastOnGather(int chosenStage) {
  if (!castOnGather)
    return success();
  Location loc = getOperation().getLoc();
  if (chosenStage == kAutoStage || remat == ShardRematOption::Auto)
    return emitError(loc)
           << "zero-shard: cast-on-gather=true does not combine with "
           << (chosenStage == kAutoStage ? "stage=auto" : "remat=auto")
           << " yet: the choice measures each candidate on the model of the "
              "rewrite, which does not drop the weight shards; choose "
              "without cast-on-gather, then shard at stage=3 with it (it "
              "only lowers stage 3's peak)";
  if (chosenStage != 3)
    return emitError(loc)
           << "zero-shard: cast-on-gather=true needs stage=3: at stage "
           << chosenStage
           << " every rank holds the full weights between steps, and casting "
              "them from the master copy would need the full master, which "
              "stages 1-3 shard; only stage 3 gathers each weight from a "
              "shard, which it can cast first (use stage=3, or drop "
              "cast-on-gather)";
  if (offloadLevel.target != OffloadTarget::None)
    return emitError(loc)
           << "zero-shard: cast-on-gather=true does not combine with offload="
           << stringifyOffloadTarget(offloadLevel.target)
           << ": the master copies live in the offload tier, so every gather "
              "would first bring the f32 master shard to the device, twice "
              "the bytes of the bf16 weight shard it replaces"
           << (offloadLevel.params ? " (and offload-params already keeps "
                                     "the weight shards off the device)"
                                   : "")
           << "; drop one of them";
  return success();
}

void ShardPlanner::remarkCastOnGather(FunctionOpInterface step,
                                      const ShardStatistics &statistics) {
  InFlightDiagnostic remark = emitRemark(getWholeFunctionLoc(step));
  remark << "zero-shard: cast-on-gather holds no weight shard of "
         << statistics.castWeights.size() << " of "
         << statistics.castWeights.size() + statistics.keptWeightShards.size()
         << " parameters (" << statistics.castWeightShardBytes
         << " B per rank less); each gather casts the master copy's shard";
  if (statistics.keptWeightShards.empty())
    return;
  remark << "; these keep their weight shard: ";
  llvm::interleaveComma(statistics.keptWeightShards, remark,
                        [&](const std::pair<std::string, std::string> &kept) {
                          remark << "\"" << kept.first << "\" (" << kept.second
                                 << ")";
                        });
}

LogicalResult ShardPlanner::checkOffloadOptions(int chosenStage) {
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

LogicalResult ShardPlanner::run() {
  ModuleOp module = getOperation();
  FailureOr<int> chosenStage = parseStage();
  if (failed(chosenStage))
    return failure();
  // A policy given by name: the step to shard, or to choose a stage for, is
  // the recomputed one.
  std::optional<RematPolicyOption> policy = getRematPolicy(remat);
  if (failed(checkOffloadOptions(*chosenStage)) ||
      failed(checkCastOnGather(*chosenStage)) || failed(parseReshardPolicy()) ||
      failed(nameRootUnit(module)) || failed(writeReshardDecisions(module)))
    return failure();
  if (!machine.empty() && *chosenStage != kAutoStage && policy) {
    emitError(module.getLoc())
        << "zero-shard: machine= ranks the candidates of stage=auto or "
           "remat=auto, and stage="
        << *chosenStage << " remat=" << getRematPolicyName(*policy)
        << " leaves nothing to choose; for the estimated step time of this "
           "program use --zero-report=\"machine="
        << machine << "\"";
    return failure();
  }
  if (!fusion.empty() && machine.empty()) {
    emitError(module.getLoc())
        << "zero-shard: fusion=" << fusion
        << " sets how a machine runs the step, and no machine= is given; add "
           "machine=PRESET|FILE.json or drop fusion=";
    return failure();
  }
  if (shardGroup != 0 && (*chosenStage == kAutoStage || !policy)) {
    emitError(module.getLoc())
        << "zero-shard: shard-group= names the shard group, so there is no "
           "stage or remat policy to choose with it yet; give stage=0|1|2|3 "
           "and remat=none|selective|op|layer";
    return failure();
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
      return failure();
    }
    if (policy && failed(applyRematTo(module, *policy, /*quiet=*/false)))
      return failure();
    FailureOr<std::pair<int, int64_t>> chosen =
        chooseStageAndShardGroup(module);
    if (failed(chosen))
      return failure();
    shardGroup = chosen->second == groupSize ? 0 : chosen->second;
    if (failed(writeProgram(module, chosen->first)))
      return failure();
    return success();
  }
  if (shardGroup != 0 && offloadLevel.target != OffloadTarget::None) {
    emitError(module.getLoc())
        << "zero-shard: shard-group= with offload="
        << stringifyOffloadTarget(offloadLevel.target)
        << " is not supported: the offloaded update expects the gradient "
           "shard of one reduce-scatter, and a hybrid step reduces in two "
           "steps; drop one of them";
    return failure();
  }
  if (policy && failed(applyRematTo(module, *policy, /*quiet=*/false)))
    return failure();
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
      return failure();
    // The copy the choice measured is rewritten again on the module itself:
    // the rewrite is deterministic, and its warnings are said once.
    if (!policy && failed(applyRematTo(module, plan->policy, /*quiet=*/false)))
      return failure();
    chosenStage = plan->stage;
    offloadLevel = plan->offload;
  }
  if (failed(writeProgram(module, *chosenStage)))
    return failure();
  return success();
}
