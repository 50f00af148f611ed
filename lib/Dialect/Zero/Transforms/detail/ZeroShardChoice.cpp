//===- ZeroShardChoice.cpp - stage=auto and remat=auto ------------------===//
//
// What zero-shard chooses when it is asked to: the stage with the least
// traffic (or the fastest estimated step) whose `device_required` fits in
// `device-memory` (DeviceMemory.h: the scheduled peak on the CPU runtime), with
// every recomputation policy for remat=auto (with node-size, every shard
// group too: ZeroShardGroupSearch.cpp). Each candidate is measured through
// the model of its program (Plan/ShardedStepModel.h) or on a sharded copy, and
// ranked by the comparator of Plan/PlanSearch.h. When none fits, the error
// says what would (ZeroShardWhatIf.cpp).
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PlanSearch.h"
#include "zero/Dialect/Zero/Plan/TierLowering.h"
#include "zero/Report/ReportWriters.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InterleavedRange.h"

using namespace mlir;
using namespace mlir::zero;

FailureOr<ShardPlan> ShardPlanner::choosePlan(ModuleOp module,
                                              const ShardPlan &requested,
                                              ArrayRef<int> stages,
                                              bool comparePolicies,
                                              bool pinnedInCopies) {
  FailureOr<FunctionOpInterface> original =
      StateTable::findTrainingStep(module, functionName);
  if (failed(original))
    return failure();
  Location loc = getWholeFunctionLoc(*original);
  if (deviceMemory.empty()) {
    if (stage == ShardStageOption::Auto)
      return emitError(loc) << "zero-shard: stage=auto needs the memory of one "
                               "device, e.g. device-memory=80GB";
    if (!comparePolicies && reshardAfterForward == ShardReshardOption::Auto)
      return emitError(loc)
             << "zero-shard: reshard-after-forward=auto needs the memory of "
                "one device to choose, e.g. device-memory=80GB; or give "
                "reshard-after-forward=true|false|threshold|all-but-last";
    if (!comparePolicies && requested.prefetchSearched &&
        !requested.castOnGatherSearched)
      return emitError(loc)
             << "zero-shard: prefetch=auto needs the memory of one device to "
                "choose, e.g. device-memory=80GB: prefetching raises the "
                "peak; or give prefetch=0|1|2";
    if (!comparePolicies && requested.keptOnDeviceSearched &&
        !requested.offloadSearched)
      return emitError(loc)
             << "zero-shard: on-device=auto keeps on the device as many "
                "parameters as fit, and needs the memory of one device for "
                "that, e.g. device-memory=80GB; or name them: "
                "on-device=PATTERN,...";
    if (!comparePolicies && requested.castOnGatherSearched)
      return emitError(loc)
             << "zero-shard: cast-on-gather=auto needs the memory of one "
                "device to choose, e.g. device-memory=80GB; or give "
                "cast-on-gather=true|false";
    if (!comparePolicies)
      return emitError(loc)
             << "zero-shard: offload=auto needs the memory of one device to "
                "choose, e.g. device-memory=80GB; or give "
                "offload=none|cpu|nvme";
    return emitError(loc)
           << "zero-shard: remat=auto needs the memory of one device to "
              "choose a policy for stage "
           << stages.front()
           << ", e.g. device-memory=80GB; or name one: "
              "remat=none|selective|op|layer";
  }
  FailureOr<uint64_t> capacity = parseDeviceMemory(loc);
  if (failed(capacity))
    return failure();

  // With a machine, candidates are ranked by their estimated step time.
  FailureOr<std::optional<MachineModel>> loaded = loadSearchMachine(loc);
  if (failed(loaded))
    return failure();
  std::optional<MachineModel> machineModel = std::move(*loaded);

  // Every candidate starts from the same step, group and state table:
  // checked once here, with the diagnostics sharding would give.
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  // Each candidate is this plan with its stage, policy and offload, on the
  // group `run` resolved.
  ShardPlan base = requested;
  int64_t groupSize = base.groupSize;
  assert(groupSize > 0 && "the pass resolves N before it searches");
  // A mesh is timed where every axis is ZeRO's: one group of all its
  // ranks here (a given or searched shard group goes to the group search,
  // ZeroShardGroupSearch.cpp).
  bool meshHasOtherAxes = false;
  if (!base.meshAxes.empty())
    if (auto grid = dyn_cast_or_null<shard::GridOp>(
            SymbolTable::lookupSymbolIn(found->second, gridName)))
      meshHasOtherAxes = base.meshAxes.size() != grid.getShape().size();
  bool paramGroups = false;
  if (machineModel) {
    auto &states = analyses.getChildAnalysis<StateTableAnalysis>(found->first);
    paramGroups = !states.failed() && states.getTable().hasParamGroups();
  }
  if (machineModel)
    if (std::optional<std::string> why = explainUnestimatedStepTime(
            meshHasOtherAxes ? StringRef(gridName) : StringRef(), groupSize,
            groupSize, machineModel->devicesPerNode, paramGroups)) {
      emitError(loc) << "zero-shard: machine= ranks the candidates by their "
                        "estimated step time, which it does not estimate "
                        "here: "
                     << *why
                     << "; drop machine= (the candidates are then ranked by "
                        "traffic)";
      return failure();
    }
  auto &memoryModel =
      analyses.getChildAnalysis<MemoryModelAnalysis>(found->first);
  if (memoryModel.failed())
    return failure();
  const StateTable &table = memoryModel.getTable();
  // A step the replay of the rewrite does not cover is priced on sharded
  // copies instead.
  std::optional<ModelledMesh> modelledMesh = getModelledMesh(base, table);

  bool hasLayers = llvm::any_of(
      table.getParams(), [](const ParamStates &param) { return param.layer; });
  SmallVector<RematPolicy> sameAsNone;
  FailureOr<SmallVector<std::unique_ptr<PolicyCandidate>>> policies =
      buildPolicyCandidates(module, table,
                            getCopiedPolicies(base, pinnedInCopies),
                            getInPlacePolicy(base, pinnedInCopies),
                            getComparedGatherings(base, stages), sameAsNone);
  if (failed(policies))
    return failure();
  SmallVector<std::unique_ptr<PolicyCandidate>> candidates =
      std::move(*policies);
  llvm::scope_exit destroyCandidates(
      [&] { destroyPolicyCandidates(module.getContext(), candidates); });
  if (failed(describePolicySteps(candidates, modelledMesh, machineModel, loc)))
    return failure();
  // The estimate of a candidate as zero-report gives it for the program
  // written with the plan pinned: what its ops compute on each rank, its
  // collectives and its copies between memory tiers.
  auto stepTimeOf = [&](const PricedPlan &priced) {
    assert(priced.compute && "a search with machine= times every program");
    return estimateStepTime(*machineModel, groupSize,
                            RankCompute::ofProgram(priced.compute->byClass),
                            priced.footprint.collectives,
                            priced.footprint.tierTraffic);
  };

  // The programs of one policy the search compares: each stage, and at
  // stage 3 with cast-on-gather=auto with the cast too and with
  // reshard-after-forward=auto under each resharding policy.
  PlanSpace stagesOnly;
  stagesOnly.stages.assign(stages.begin(), stages.end());
  stagesOnly.castOnGather = base.castOnGatherSearched;
  if (base.reshardSearched)
    stagesOnly.reshards = getSearchedReshards(base.searchedThreshold);
  SmallVector<std::pair<PolicyCandidate *, ShardPlan>> compared;
  for (std::unique_ptr<PolicyCandidate> &candidate : candidates)
    for (const ShardPlan &plan :
         enumeratePlans(base, stagesOnly, base.groupSize))
      if (!getUnwritableReason(plan) && candidate->serves(plan))
        compared.push_back({candidate.get(), plan});
  // Asked of the model ahead, side by side (`priceAhead`).
  priceAhead(compared);
  for (std::unique_ptr<PolicyCandidate> &candidate : candidates)
    for (const ShardPlan &plan :
         enumeratePlans(base, stagesOnly, base.groupSize)) {
      if (getUnwritableReason(plan) || !candidate->serves(plan))
        continue;
      FailureOr<PricedPlan> priced = priceProgram(*candidate, plan, 0);
      if (failed(priced))
        return failure();
      candidate->footprints[PolicyCandidate::getFootprintKey(plan)] =
          std::move(*priced);
    }

  // Every candidate of the search in the order enumerated (offload level,
  // policy, stage), each priced, ranked by the one comparator of
  // PlanSearch.h: the table the remark lists and zero-report writes.
  PlanSpace space = stagesOnly;
  if (comparePolicies)
    for (const std::unique_ptr<PolicyCandidate> &candidate : candidates)
      if (!llvm::is_contained(space.policies, candidate->policy))
        space.policies.push_back(candidate->policy);
  auto policyOf = [&](const ShardPlan &plan) -> PolicyCandidate & {
    return PolicyCandidate::get(candidates, plan);
  };
  std::string reasons;
  llvm::raw_string_ostream why(reasons);
  CandidateLabelFields labelFields;
  labelFields.remat = comparePolicies;
  labelFields.reshard = base.reshardSearched;
  labelFields.castOnGather = base.castOnGatherSearched;
  std::vector<PlanCandidate> searched;
  // Prices `plan` from the footprint of its program and says so in one
  // line; `offloadLine` gives the line of an offload level (host peak, PCIe
  // and NVMe bytes).
  auto addRow = [&](const ShardPlan &plan, const PolicyCandidate &policy,
                    const PricedPlan &priced, bool offloadLine) {
    const ScheduledFootprint &footprint = priced.footprint;
    DeviceRequirement device = getDeviceRequirement(footprint);
    const TierTraffic &moved = footprint.tierTraffic;
    PlanCandidate row;
    row.plan = plan;
    row.shardRanks = plan.getShardRanks();
    row.priced = true;
    row.peakBytes = device.required;
    row.fits = device.required <= *capacity;
    row.sentBytes = footprint.sentBytesPerRank;
    row.recomputeFlops = policy.recomputeFlops;
    row.tierBytes =
        moved.toHost + moved.toDevice + moved.nvmeRead + moved.nvmeWritten;
    if (machineModel) {
      StepTimeEstimate time = stepTimeOf(priced);
      row.stepSeconds = time.step;
      row.exposedCommSeconds = time.exposedComm;
      row.hostComputeSeconds = priced.compute->onHost;
      row.tierCopySeconds = time.pcie.value_or(0) + time.nvme.value_or(0);
    }
    if (!row.fits)
      row.reason = "does not fit in " + formatSize(*capacity);
    // The offload of a level the search falls back to is named; one that
    // was given is the same on every line, unless on-device=auto keeps
    // some of it on the device in some lines.
    CandidateLabelFields fields = labelFields;
    fields.offload = offloadLine || base.keptOnDeviceSearched;
    writeCandidateLabel(why, plan, plan.getShardRanks(), /*prefetch=*/0,
                        fields);
    if (!offloadLine) {
      why << ": " << describeDeviceRequirement(device) << " per rank ("
          << (row.fits ? "fits" : "does not fit") << "), sends "
          << formatSize(footprint.sentBytesPerRank) << " per step";
      if (comparePolicies)
        why << ", recomputes " << formatFlops(policy.recomputeFlops)
            << " FLOPs";
      if (machineModel)
        why << ", step " << formatSeconds(*row.stepSeconds) << " s";
    } else {
      why << ": " << (overheads.cachingAllocator ? "" : "device ")
          << describeDeviceRequirement(device) << " per rank ("
          << (row.fits ? "fits" : "does not fit") << "), host peak "
          << formatSize(footprint.hostPeakBytes) << ", NVMe "
          << formatSize(footprint.nvmeBytes) << "; PCIe "
          << formatSize(moved.toHost) << " to host + "
          << formatSize(moved.toDevice) << " to device, NVMe "
          << formatSize(moved.nvmeRead) << " read + "
          << formatSize(moved.nvmeWritten) << " written per step";
      if (machineModel && machineModel->pcieBandwidth > 0)
        why << " (PCIe " << formatSeconds(getPcieSeconds(*machineModel, moved))
            << " s)";
    }
    searched.push_back(std::move(row));
  };
  // A plan the rewrite cannot write, or one not priced since it cannot
  // fit (`cannotFit`: the reason says so itself), stays in the table with
  // the reason.
  auto addLeftOut = [&](const ShardPlan &plan, StringRef reason,
                        bool cannotFit = false) {
    PlanCandidate row;
    row.plan = plan;
    row.shardRanks = plan.getShardRanks();
    row.reason = reason.str();
    CandidateLabelFields fields = labelFields;
    fields.offload = true;
    writeCandidateLabel(why, plan, plan.getShardRanks(), /*prefetch=*/0,
                        fields);
    if (cannotFit)
      why << ": " << reason;
    else
      why << ": not written (" << reason << ")";
    searched.push_back(std::move(row));
  };
  // on-device=auto (`searchKeptOnDevice`) over the rows from `first` on:
  // each plan priced is a row, its footprint added to `footprints` if
  // given. What stays on the device raises the peak and takes bytes off
  // PCIe and time off the host's update; the comparator ranks the rows as
  // any others.
  int64_t movableParams =
      base.keptOnDeviceSearched
          ? static_cast<int64_t>(getOffloadKeepOrder(*original).size())
          : 0;
  auto addKeptRows =
      [&](size_t first,
          std::vector<ScheduledFootprint> *footprints) -> LogicalResult {
    if (!base.keptOnDeviceSearched)
      return success();
    return searchKeptOnDevice(
        searched, first, movableParams,
        base.prefetchSearched || base.prefetch > 0,
        [&](const ShardPlan &kept) -> FailureOr<PlanCandidate> {
          PolicyCandidate &policy = policyOf(kept);
          FailureOr<PricedPlan> priced = priceProgram(policy, kept, 0);
          if (failed(priced))
            return failure();
          addRow(kept, policy, *priced, /*offloadLine=*/true);
          if (footprints)
            footprints->push_back(std::move(priced->footprint));
          return searched.back();
        },
        loc, why);
  };

  for (const ShardPlan &plan : enumeratePlans(base, space, groupSize)) {
    if (std::optional<std::string> reason = getUnwritableReason(plan)) {
      addLeftOut(plan, *reason);
      continue;
    }
    const PolicyCandidate &policy = policyOf(plan);
    addRow(plan, policy,
           policy.footprints.at(PolicyCandidate::getFootprintKey(plan)),
           /*offloadLine=*/false);
  }
  if (comparePolicies && !hasLayers)
    why << "\n  (no weight belongs to a layer: nothing to recompute)";
  for (RematPolicy policy : sameAsNone)
    why << "\n  (remat=" << toRematPolicyOption(policy)
        << " finds nothing to recompute in this step: its program is "
           "remat=none's)";

  // Unless told otherwise, stage=auto offloads when nothing fits on the
  // device, the least first. A level is priced only when none below it has
  // a candidate that fits (the comparator would rank it after them); the
  // levels not priced stay in the table with that reason.
  SmallVector<OffloadLevel, 4> fallbackLevels = getOffloadFallbackLevels(base);
  ArrayRef<OffloadLevel> levels = fallbackLevels;
  auto spaceOf = [&](OffloadLevel level) {
    return getOffloadSpace(space, level);
  };
  auto addUnpriced = [&](ArrayRef<OffloadLevel> rest, StringRef reason) {
    if (!base.offloadSearched)
      return;
    for (OffloadLevel level : rest)
      for (const ShardPlan &plan :
           enumeratePlans(base, spaceOf(level), groupSize)) {
        PlanCandidate row;
        row.plan = plan;
        row.shardRanks = plan.getShardRanks();
        row.reason = getUnwritableReason(plan).value_or(reason.str());
        searched.push_back(std::move(row));
      }
  };
  // Records the table for the module (`writeSearchedProgram`).
  auto record = [&](size_t chosen) {
    planSearch.emplace(std::move(searched), chosen);
  };

  // The prefetch depths of the candidates that fit
  // (ZeroShardPrefetchSearch.cpp).
  const MachineModel *machinePointer = machineModel ? &*machineModel : nullptr;
  if (failed(addKeptRows(0, nullptr)))
    return failure();
  if (failed(addPrefetchRows(searched, 0, base, policyOf, *capacity,
                             machinePointer, loc, comparePolicies, why)))
    return failure();
  std::optional<size_t> best = pickBestPlan(searched);
  if (best) {
    const ShardPlan &bestPlan = searched[*best].plan;
    int bestStage = *bestPlan.stage;
    RematPolicy bestPolicy = policyOf(bestPlan).policy;
    InFlightDiagnostic remark = emitRemark(loc);
    // What the choice ranks by first.
    std::string criterion =
        machineModel
            ? "the fastest estimated step (machine: " + machineModel->name + ")"
            : std::string("the least traffic");
    // With reshard-after-forward=auto, the policy chosen where the stage
    // gathers weights for the forward.
    bool showReshard =
        base.reshardSearched && bestPlan.getDecisions().shardWeights;
    std::string reshardChosen =
        showReshard ? " with reshard-after-forward=" +
                          getReshardOptionName(bestPlan.reshard).str()
                    : "";
    if (!comparePolicies && stage != ShardStageOption::Auto) {
      // The stage is given: what was searched is cast-on-gather and/or the
      // resharding.
      SmallVector<std::string, 2> searchedOptions, chosenValues;
      if (base.castOnGatherSearched) {
        searchedOptions.push_back("cast-on-gather=auto");
        chosenValues.push_back(std::string("cast-on-gather=") +
                               (bestPlan.castOnGather ? "true" : "false"));
      }
      if (showReshard) {
        searchedOptions.push_back("reshard-after-forward=auto");
        chosenValues.push_back("reshard-after-forward=" +
                               getReshardOptionName(bestPlan.reshard).str());
      }
      if (base.prefetchSearched) {
        searchedOptions.push_back("prefetch=auto");
        chosenValues.push_back("prefetch=" + std::to_string(bestPlan.prefetch));
      }
      if (base.offloadSearched) {
        searchedOptions.push_back("offload=auto");
        chosenValues.push_back("offload=none");
      }
      if (base.keptOnDeviceSearched) {
        searchedOptions.push_back("on-device=auto");
        int64_t kept = bestPlan.offload.keptOnDevice;
        chosenValues.push_back(
            kept ? "the first " + std::to_string(kept) + " of the " +
                       std::to_string(movableParams) +
                       " parameters it offloads kept on the device"
                 : "none of the " + std::to_string(movableParams) +
                       " parameters it offloads kept on the device");
      }
      remark << "zero-shard: " << llvm::join(searchedOptions, " ") << " chose "
             << llvm::join(chosenValues, " and ") << " for stage " << bestStage
             << ", " << criterion << " among the candidates that fit in "
             << formatSize(*capacity) << ":";
    } else if (!comparePolicies)
      remark << "zero-shard: stage=auto chose stage " << bestStage
             << (bestPlan.castOnGather && base.castOnGatherSearched
                     ? " with cast-on-gather"
                     : "")
             << reshardChosen << ", " << criterion
             << " among the stages that fit in " << formatSize(*capacity)
             << (machineModel ? " (then the least traffic, then the lowest "
                                "stage):"
                              : " (lowest stage on a tie):");
    else if (stages.size() > 1)
      remark << "zero-shard: stage=auto remat=auto chose stage " << bestStage
             << " with remat="
             << getRematPolicyName(toRematPolicyOption(bestPolicy))
             << (showReshard ? " and reshard-after-forward=" +
                                   getReshardOptionName(bestPlan.reshard).str()
                             : "")
             << ", " << criterion << " among the candidates that fit in "
             << formatSize(*capacity)
             << (machineModel ? " (then the least traffic, the least "
                                "recompute, the lowest stage):"
                              : " (then the least recompute, then the lowest "
                                "stage):");
    else if (machineModel)
      remark << "zero-shard: remat=auto chose remat="
             << getRematPolicyName(toRematPolicyOption(bestPolicy))
             << " for stage " << bestStage << reshardChosen << ", " << criterion
             << " among the policies that fit in " << formatSize(*capacity)
             << ":";
    else
      remark << "zero-shard: remat=auto chose remat="
             << getRematPolicyName(toRematPolicyOption(bestPolicy))
             << " for stage " << bestStage << reshardChosen
             << ", the least recompute that fits in " << formatSize(*capacity)
             << ":";
    remark << limitCandidateLines(reasons, *best);
    remark.report();
    remarkPrefetch(loc, base, searched, *best);
    remarkKeptOnDevice(loc, base, bestPlan, movableParams);
    remarkUntimedTiers(loc, machinePointer, searched);
    keepThresholdComparison(
        bestPlan, [&](const ShardPlan &plan) -> const ScheduledFootprint * {
          // Where the plans recompute differently, the comparison is left
          // to writeProgram, which shards a copy.
          const PolicyCandidate *policy =
              PolicyCandidate::find(candidates, plan);
          if (policy != &policyOf(bestPlan))
            return nullptr;
          const auto &priced = policy->footprints;
          auto found = priced.find(PolicyCandidate::getFootprintKey(plan));
          return found == priced.end() ? nullptr : &found->second.footprint;
        });
    ShardPlan chosen = base.withStage(bestStage);
    if (comparePolicies)
      chosen.remat = bestPolicy;
    chosen.castOnGather = bestPlan.castOnGather;
    chosen.reshard = bestPlan.reshard;
    chosen.prefetch = bestPlan.prefetch;
    chosen.offload.keptOnDevice = bestPlan.offload.keptOnDevice;
    addUnpriced(levels, "not priced: a candidate fits on the device without "
                        "offload");
    record(*best);
    return chosen;
  }

  // Nothing fits on the device: the offload levels, the least first.
  if (base.offloadSearched) {
    // Why a plan is not written, if it is not: the rewrite cannot write
    // it, or a lower bound of its memory exceeds the device (PlanBound.cpp),
    // so it cannot fit. `bound` is set to that bound.
    struct LeftOut {
      std::string reason;
      bool cannotFit;
    };
    auto leftOutOf =
        [&](const ShardPlan &plan,
            std::optional<uint64_t> &bound) -> std::optional<LeftOut> {
      if (std::optional<std::string> reason = getUnwritableReason(plan))
        return LeftOut{std::move(*reason), false};
      MemoryBoundKind boundKind = MemoryBoundKind::Arguments;
      bound = policyOf(plan).getArgumentBound(plan, groupSize, &boundKind);
      if (bound && *bound > *capacity)
        return LeftOut{describeUnpricedByBound(*bound, *capacity, boundKind),
                       true};
      return std::nullopt;
    };
    for (auto [index, level] : llvm::enumerate(levels)) {
      size_t first = searched.size();
      std::vector<ScheduledFootprint> footprints;
      // The level's programs, priced side by side first (`priceAhead`).
      SmallVector<std::pair<PolicyCandidate *, ShardPlan>> written;
      for (const ShardPlan &plan :
           enumeratePlans(base, spaceOf(level), groupSize))
        if (std::optional<uint64_t> bound; !leftOutOf(plan, bound))
          written.push_back({&policyOf(plan), plan});
      priceAhead(written);
      for (const ShardPlan &plan :
           enumeratePlans(base, spaceOf(level), groupSize)) {
        std::optional<uint64_t> bound;
        if (std::optional<LeftOut> leftOut = leftOutOf(plan, bound)) {
          addLeftOut(plan, leftOut->reason, leftOut->cannotFit);
          footprints.emplace_back();
          continue;
        }
        PolicyCandidate &policy = policyOf(plan);
        FailureOr<PricedPlan> priced = priceProgram(policy, plan, 0);
        if (failed(priced))
          return failure();
        if (failed(checkBound(loc, bound, priced->footprint.getPeakBytes())))
          return failure();
        addRow(plan, policy, *priced, /*offloadLine=*/true);
        footprints.push_back(std::move(priced->footprint));
      }
      if (failed(addKeptRows(first, &footprints)))
        return failure();
      FailureOr<std::vector<std::optional<ScheduledFootprint>>> prefetched =
          addPrefetchRows(searched, first, base, policyOf, *capacity,
                          machinePointer, loc, comparePolicies, why);
      if (failed(prefetched))
        return failure();
      for (std::optional<ScheduledFootprint> &footprint : *prefetched)
        footprints.push_back(footprint.value_or(ScheduledFootprint()));
      best = pickBestPlan(searched);
      if (!best)
        continue;
      const ShardPlan &chosenPlan = searched[*best].plan;
      const ScheduledFootprint &chosenFootprint = footprints[*best - first];
      const TierTraffic &moved = chosenFootprint.tierTraffic;
      InFlightDiagnostic remark = emitRemark(loc);
      if (stage == ShardStageOption::Auto)
        remark << "zero-shard: stage=auto chose stage " << *chosenPlan.stage;
      else
        remark << "zero-shard: the search chose stage " << *chosenPlan.stage
               << " (given)";
      if (comparePolicies)
        remark << " with remat="
               << getRematPolicyName(
                      toRematPolicyOption(policyOf(chosenPlan).policy));
      remark << " and offload=" << stringifyOffloadTarget(level.target)
             << (level.params ? " offload-params=true" : "") << ": ";
      // With offload-params=true given, the tier was asked for.
      if (base.offload.params)
        remark << "the least tier for offload-params=true that fits in "
               << formatSize(*capacity);
      else
        remark << "nothing fits in " << formatSize(*capacity)
               << " on the device without it";
      remark << "; the price per step is " << formatSize(moved.toHost)
             << " to the host and " << formatSize(moved.toDevice)
             << " to the device over PCIe";
      if (level.target == OffloadTarget::Nvme)
        remark << ", " << formatSize(moved.nvmeRead) << " read from and "
               << formatSize(moved.nvmeWritten) << " written to NVMe";
      if (machineModel && machineModel->pcieBandwidth > 0)
        remark << " (PCIe "
               << formatSeconds(getPcieSeconds(*machineModel, moved))
               << " s on " << machineModel->name << ")";
      remark << "; host memory " << formatSize(chosenFootprint.hostPeakBytes)
             << " per rank at its peak:" << limitCandidateLines(reasons, *best);
      remark.report();
      remarkPrefetch(loc, base, searched, *best);
      remarkKeptOnDevice(loc, base, chosenPlan, movableParams);
      remarkUntimedTiers(loc, machinePointer, searched);
      ShardPlan chosen = chosenPlan;
      if (!comparePolicies)
        chosen.remat = requested.remat;
      addUnpriced(ArrayRef(levels).drop_front(index + 1),
                  "not priced: a lower offload level fits");
      record(*best);
      return chosen;
    }
  }
  // Where no candidate could be written at all, that is the reason, not
  // the memory.
  if (llvm::all_of(searched, [&](const PlanCandidate &row) {
        return getUnwritableReason(row.plan).has_value();
      }))
    return emitError(loc) << "zero-shard: no candidate of the search can be "
                             "written at N = "
                          << groupSize << ":" << reasons;
  InFlightDiagnostic diag =
      emitError(loc) << "zero-shard: no "
                     << (comparePolicies ? "candidate" : "stage") << " fits in "
                     << formatSize(*capacity)
                     << " per device at N = " << groupSize << ":" << reasons;
  return explainWhatWouldFit(diag, candidates, base, requested.remat, stages,
                             comparePolicies, *capacity, memoryModel,
                             modelledMesh && isOneGroupOnOneAxis(base, table));
}
