//===- ZeroShardPlanner.cpp - zero-shard's group and program ------------===//
//
// The program zero-shard writes; the data-parallel group is resolved in
// ZeroShardGroups.cpp, the options are parsed into a plan in
// ZeroShardPlanOptions.cpp, and the choices of stage=auto and remat=auto
// are ZeroShardChoice.cpp.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"
#include "zero/Dialect/Zero/Plan/ShardedStepModel.h"

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PrefetchSchedule.h"
#include "zero/Report/ReportWriters.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InterleavedRange.h"

using namespace mlir;
using namespace mlir::zero;

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
  if (failed(checkNoShardingMarksWithoutPlan(*step, "zero-shard")))
    return failure();
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

FailureOr<ShardedProgram> ShardPlanner::shardModule(ModuleOp module,
                                                    const ShardPlan &candidate,
                                                    bool measure,
                                                    int64_t ranks) {
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  auto [step, scope] = *found;
  // The plan applied here, its group resolved on this module.
  ShardedProgram program{candidate, ScheduledFootprint()};
  ShardPlan &plan = program.plan;
  FailureOr<shard::GridOp> grid = resolveGrid(scope, ranks, step, plan);
  if (failed(grid))
    return failure();
  // The module the pass runs on shares the step's table with the passes
  // before it; a copy has its own. The pass's statistics count the program
  // applied, never a copy priced (copies may be priced side by side on
  // MLIR's threads: `priceAhead`).
  bool applied = module == getOperation();
  // A partial offload the search chose is written as the marks a user
  // would write (`zero.on_device`), which everything after reads.
  if (plan.offload.target != OffloadTarget::None)
    writeKeptOnDevice(step, plan.offload.keptOnDevice, applied);
  std::optional<StateTable> ownTable;
  const StateTable *table;
  if (applied) {
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
      resolveParamGroups(*table, *grid, plan);
  if (failed(paramGroups))
    return failure();
  // offload-params moves the weight shards off the device, and the gathers
  // bring the weights back, which needs more than one rank to a shard.
  if (plan.offload.params && plan.groups.shardRanks == 1)
    return step->emitError()
           << "zero-shard: offload-params=true moves the weight shards off "
              "the device, and the device gets the weights back through "
              "their gathers, which stage 3 does not write "
           << (plan.groupSize == 1 ? "on one rank"
                                   : "in shard groups of one rank")
           << "; drop offload-params (offload="
           << stringifyOffloadTarget(plan.offload.target)
           << " still moves the optimizer states and their update off the "
              "device)";
  int chosenStage = *plan.stage;
  WeightCasts casts = getWeightCasts(
      plan.castOnGather, plan.getDecisions().shardWeights, plan.offload.target);
  // Weights marked for cast-on-gather under a plan that gathers none as a
  // cast: said, not refused, as a search may choose such a plan.
  if (applied && casts != WeightCasts::Every &&
      (plan.groupSize == 1 || casts == WeightCasts::None))
    if (int64_t marked =
            llvm::count_if(table->getParams(), [](const ParamStates &param) {
              return param.castOnGather;
            }))
      emitWarning(getWholeFunctionLoc(step))
          << "zero-shard: " << marked << " weight" << (marked == 1 ? "" : "s")
          << " marked '" << ZeroDialect::kCastOnGatherAttrName
          << "' keep their shards: only stage 3 without offload, on more "
             "than one rank, gathers a weight as the cast of its master "
             "(this plan: stage "
          << chosenStage
          << ", offload=" << stringifyOffloadTarget(plan.offload.target) << ", "
          << plan.groupSize << (plan.groupSize == 1 ? " rank)" : " ranks)");
  // One rank: every stage is the single-device program; nothing to insert.
  if (plan.groupSize > 1) {
    ShardStatistics statistics;
    if (failed(rewriteToStage(*table, chosenStage, plan.groups, *grid,
                              plan.reshard, statistics, *paramGroups, casts)))
      return failure();
    if (applied) {
      numCollectives = statistics.collectives;
      numReleases = statistics.releases;
    }
    if (plan.castOnGather && applied)
      remarkCastOnGather(step, statistics);
  } else if (plan.castOnGather && applied) {
    emitRemark(getWholeFunctionLoc(step))
        << "zero-shard: cast-on-gather changes nothing on one rank: the "
           "step is the single-device program, which gathers no weight";
  }
  // Offloading moves the update and its states off the device, on one rank
  // as on many.
  if (plan.offload.target != OffloadTarget::None) {
    OffloadStatistics statistics;
    if (failed(placeInTiers(step, plan.offload.target, plan.offload.params,
                            statistics)))
      return failure();
    if (applied)
      numTransfers = statistics.transfers;
  }
  // A candidate of remat=auto still being compared records the policy of
  // its copy; only a plan applied reaches here with the policy unset when
  // the step was taken as it is.
  ShardPlan recorded = plan;
  if (!recorded.remat)
    recorded.remat = RematPolicy::None;
  step->setAttr(ZeroDialect::kPlanAttrName,
                buildPlanAttr(module.getContext(), recorded,
                              FlatSymbolRefAttr::get(grid->getSymNameAttr())));
  if (!measure)
    return program;
  // The table of the rewritten step sees its shards.
  FailureOr<StateTable> sharded = StateTable::build(step);
  if (failed(sharded))
    return failure();
  FailureOr<ScheduledFootprint> footprint =
      computeScheduledFootprint(*sharded, plan.groupSize);
  if (failed(footprint))
    return failure();
  program.footprint = std::move(*footprint);
  return program;
}

LogicalResult ShardPlanner::writeProgram(ModuleOp module,
                                         const ShardPlan &plan) {
  if (failed(writeSynchronousProgram(module, plan)))
    return failure();
  if (plan.prefetch == 0)
    return success();
  // zero-prefetch's schedule, the same function the pass runs.
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(module, functionName);
  if (failed(step))
    return failure();
  schedulePrefetch(step->getFunctionBody().front(), plan.prefetch);
  return success();
}

FailureOr<ScheduledFootprint>
ShardPlanner::priceAlwaysResharded(ModuleOp module, const ShardPlan &plan) {
  ShardPlan resharded = plan;
  resharded.reshard.mode = ReshardPolicy::Mode::Always;
  // From the model of the rewrite where it covers the plan (as
  // `priceProgram`); it only asks, and the copy below reports what the
  // rewrite would.
  int64_t worldSize = plan.groupSize;
  int64_t shardRanks = getModelledShardRanks(plan, worldSize);
  if (worldSize > 0) {
    ScopedDiagnosticHandler quiet(module.getContext(),
                                  [](Diagnostic &) { return success(); });
    FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
        findUnshardedStep(module);
    FailureOr<StateTable> table = succeeded(found)
                                      ? StateTable::build(found->first)
                                      : FailureOr<StateTable>(failure());
    std::optional<ModelledMesh> mesh =
        succeeded(table) ? getModelledMesh(plan, *table) : std::nullopt;
    if (mesh) {
      ShardedStepModel model(*table, std::move(*mesh));
      if (std::optional<ScheduledFootprint> modelled =
              model.evaluate(resharded.reshard, *plan.stage, worldSize,
                             plan.castOnGather, shardRanks, plan.offload))
        return std::move(*modelled);
    }
  }
  OwningOpRef<ModuleOp> copy = module.clone();
  FailureOr<ShardedProgram> written =
      shardModule(*copy, resharded, /*measure=*/true);
  if (failed(written))
    return failure();
  return std::move(written->footprint);
}

LogicalResult ShardPlanner::writeSynchronousProgram(ModuleOp module,
                                                    const ShardPlan &plan) {
  ReshardPolicy reshardPolicy = plan.reshard;
  if (!plan.getDecisions().shardWeights ||
      reshardPolicy.mode != ReshardPolicy::Mode::Threshold) {
    FailureOr<ShardedProgram> written =
        shardModule(module, plan, /*measure=*/false);
    if (failed(written))
      return failure();
    appliedGroupSize = written->plan.groupSize;
    return success();
  }
  // The program that reshards every unit, for comparison, and the one
  // written: as the search priced them, or priced here.
  std::optional<ThresholdComparison> comparison = std::move(pricedComparison);
  pricedComparison.reset();
  if (!comparison) {
    FailureOr<ScheduledFootprint> always = priceAlwaysResharded(module, plan);
    if (failed(always))
      return failure();
    comparison = ThresholdComparison{std::nullopt, std::move(*always)};
  }
  bool measure = !comparison->kept;
  FailureOr<ShardedProgram> kept = shardModule(module, plan, measure);
  if (failed(kept))
    return failure();
  if (measure)
    comparison->kept = std::move(kept->footprint);
  appliedGroupSize = kept->plan.groupSize;
  // The units gathered once only because auto kept them.
  SmallVector<std::string> keptUnits;
  const ScheduledFootprint &keptFootprint = *comparison->kept;
  const ScheduledFootprint &alwaysFootprint = comparison->alwaysResharded;
  for (const std::string &unit : keptFootprint.unitsGatheredOnce)
    if (!llvm::is_contained(alwaysFootprint.unitsGatheredOnce, unit))
      keptUnits.push_back(unit);
  auto peakDelta = static_cast<int64_t>(keptFootprint.getPeakBytes()) -
                   static_cast<int64_t>(alwaysFootprint.getPeakBytes());
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(module, functionName);
  if (failed(step))
    return failure();
  auto written = (*step)->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName);
  ShardPlan recorded = kept->plan;
  if (!recorded.remat)
    recorded.remat = RematPolicy::None;
  (*step)->setAttr(ZeroDialect::kPlanAttrName,
                   buildPlanAttr(module.getContext(), recorded,
                                 written.getGrid(), peakDelta));
  InFlightDiagnostic remark = emitRemark(module.getLoc());
  remark << "zero-shard: reshard-after-forward=threshold keeps ";
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
  remark << "; scheduled peak " << keptFootprint.getPeakBytes()
         << " B per rank against " << alwaysFootprint.getPeakBytes()
         << " B with every unit resharded (" << (peakDelta >= 0 ? "+" : "")
         << peakDelta << " B), and "
         << alwaysFootprint.sentBytesPerRank - keptFootprint.sentBytesPerRank
         << " B less sent per step (" << keptFootprint.sentBytesPerRank
         << " B against " << alwaysFootprint.sentBytesPerRank << " B)";
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
  unsigned persistent = 0, capped = 0;
  for (unsigned i = 0, e = step.getNumArguments(); i < e; ++i) {
    bool isPersistent =
        step.getArgAttr(i, ZeroDialect::kPersistentAttrName) != nullptr;
    persistent += isPersistent;
    capped += !isPersistent && getArgumentMaxStage(step, i) < 3;
  }
  if (persistent)
    remark << "; " << persistent << " persistent weight"
           << (persistent == 1 ? " stays" : "s stay")
           << " whole, never gathered ('" << ZeroDialect::kPersistentAttrName
           << "')";
  if (capped)
    remark << "; " << capped << " weight" << (capped == 1 ? "" : "s")
           << " capped below stage 3 " << (capped == 1 ? "stays" : "stay")
           << " whole, never gathered ('" << ZeroDialect::kMaxStageAttrName
           << "')";
  if (statistics.keptWeightShards.empty())
    return;
  remark << "; these keep their weight shard: ";
  llvm::interleaveComma(statistics.keptWeightShards, remark,
                        [&](const std::pair<std::string, std::string> &kept) {
                          remark << "\"" << kept.first << "\" (" << kept.second
                                 << ")";
                        });
}

LogicalResult ShardPlanner::writeSearchedProgram(ModuleOp module,
                                                 const ShardPlan &chosen) {
  if (failed(writeProgram(module, chosen)))
    return failure();
  // The table goes with the program, for zero-report (PlanSearch.h).
  if (planSearch)
    module->setAttr(kPlanSearchAttrName,
                    buildPlanSearchAttr(module.getContext(), planSearch->first,
                                        planSearch->second));
  return success();
}

LogicalResult ShardPlanner::run() {
  ModuleOp module = getOperation();
  FailureOr<ShardPlan> requested = parsePlan();
  if (failed(requested))
    return failure();
  ShardPlan &plan = *requested;
  // on-device= asks for a partial offload; under a plan that offloads
  // nothing its marks change nothing, which is said rather than refused:
  // the plan a search chose without offload is then written again from
  // its pinned options, marks included.
  if (StringRef(onDevice).trim() == "auto" &&
      plan.offload.target == OffloadTarget::None && !plan.offloadSearched)
    emitWarning(module.getLoc())
        << "zero-shard: on-device=auto keeps on the device what an offload "
           "would move, and this plan offloads nothing: it keeps nothing "
           "(add offload=cpu, offload=nvme or offload=auto)";
  else if (!StringRef(onDevice).trim().empty() &&
           plan.offload.target == OffloadTarget::None && !plan.offloadSearched)
    emitWarning(module.getLoc())
        << "zero-shard: on-device= keeps parameters on the device while "
           "offload=cpu|nvme moves the others' states off it, and this plan "
           "offloads nothing: its marks change nothing (add offload=cpu, "
           "offload=nvme or offload=auto for a partial offload)";
  if (failed(nameRootUnit(module)) || failed(writeReshardDecisions(module)) ||
      failed(writePersistentWeights(module)) ||
      failed(writeStageCaps(module)) || failed(writeDeviceParams(module)))
    return failure();
  readStepFacts(module);
  if (failed(checkMachineOptions(module, plan)))
    return failure();
  if (plan.prefetchSearched && machine.empty()) {
    emitError(module.getLoc())
        << "zero-shard: prefetch=auto ranks the depths by the estimated step "
           "time (prefetching sends no byte less and only raises the peak), "
           "and no machine= is given; add machine=PRESET|FILE.json, or give "
           "prefetch=0|1|2";
    return failure();
  }
  if (plan.reshardSearched && plan.stage && !plan.getDecisions().shardWeights) {
    emitError(module.getLoc())
        << "zero-shard: reshard-after-forward=auto compares when stage 3 "
           "frees the weights it gathers, and stage="
        << *plan.stage
        << " gathers none for the forward; drop reshard-after-forward= or "
           "use stage=3 or stage=auto";
    return failure();
  }
  // Whether stage 3 gathers, and so which layers a recomputation leaves as
  // they are, turns on N (one rank gathers nothing): N (and, on a mesh, the
  // axes of the group) is resolved before any recomputation is planned, and
  // the searches start from it. Each program resolves its group again
  // where it is written (`shardModule`), a what-if copy with its own N.
  {
    FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
        findUnshardedStep(module);
    if (failed(found))
      return failure();
    FailureOr<std::pair<shard::GridOp, int64_t>> group =
        resolveGroup(found->second, /*ranks=*/0, plan);
    if (failed(group))
      return failure();
    plan.groupSize = group->second;
    if (shard::GridOp grid = group->first;
        grid && plan.meshAxes.empty() && grid.getShape().size() > 1)
      declaredGridShape.assign(grid.getShape().begin(), grid.getShape().end());
  }
  // Shard groups are searched with node-size=; a given one (shard-group=G)
  // is searched in like any other pinned field: the stages, policies and
  // the rest of what is `auto`, every candidate in groups of G. On a mesh
  // the groups are axes of the mesh the module declares: shard-group=auto
  // compares the groups its axes make, and a given G is that one group;
  // node-size=, which places groups of consecutive ranks, does not apply
  // there.
  if (StringRef(shardGroup).trim() != "auto" && plan.shardGroupSearched &&
      !dpAxis.empty()) {
    emitError(module.getLoc())
        << "zero-shard: node-size= makes the search compare shard groups of "
           "consecutive ranks on nodes, but dp-axis= plans over axes of a "
           "mesh, whose groups are its axes; drop node-size= (shard-group="
           "auto compares the mesh's groups)";
    return failure();
  }
  if (plan.shardGroupSearched ||
      (plan.shardGroup != 0 && !plan.leavesNothingToSearch())) {
    FailureOr<bool> inCopies =
        applyPinnedRemat(module, plan, getShardGroupSearchStages(plan));
    if (failed(inCopies))
      return failure();
    FailureOr<ShardPlan> chosen =
        chooseStageAndShardGroup(module, plan, *inCopies);
    if (failed(chosen))
      return failure();
    // The policy remat=auto chose, applied to the module itself.
    if ((!plan.remat || *inCopies) &&
        failed(applyRematTo(module, *chosen->remat, /*quiet=*/false,
                            getRematGathering(*chosen))))
      return failure();
    return writeSearchedProgram(module, *chosen);
  }
  if (plan.leavesNothingToSearch()) {
    if (failed(applyRematTo(module, *plan.remat, /*quiet=*/false,
                            getRematGathering(plan))))
      return failure();
    return writeProgram(module, plan);
  }
  SmallVector<int> stages;
  if (!plan.stage && plan.offload.params)
    stages = {3};
  else if (!plan.stage && plan.offload.target != OffloadTarget::None)
    stages = {1, 2, 3};
  else if (!plan.stage)
    stages = {0, 1, 2, 3};
  else
    stages = {*plan.stage};
  FailureOr<bool> inCopies = applyPinnedRemat(module, plan, stages);
  if (failed(inCopies))
    return failure();
  FailureOr<ShardPlan> chosen = choosePlan(
      module, plan, stages, /*comparePolicies=*/!plan.remat, *inCopies);
  if (failed(chosen))
    return failure();
  // The copy the choice measured is rewritten again on the module itself:
  // the rewrite is deterministic, and its warnings are said once.
  if ((!plan.remat || *inCopies) &&
      failed(applyRematTo(module, *chosen->remat, /*quiet=*/false,
                          getRematGathering(*chosen))))
    return failure();
  return writeSearchedProgram(module, *chosen);
}
