//===- ZeroShardGroupSearch.cpp - the search over shard groups ----------===//
//
// The search where shard groups are in play: with node-size, every shard
// group that nests with the nodes; with shard-group=G, that one group.
// Every stage (or the one given; with remat=auto every recomputation
// policy, and the resharding and the cast where they are `auto`) with each
// such group, each priced by the model of the rewrite or on a copy and
// ranked by the comparator of Plan/PlanSearch.h, the fewest bytes across
// nodes first (the fastest estimated step with machine=, among the
// candidates of one group). The choice in one group of N without node-size
// is ZeroShardChoice.cpp.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PlanSearch.h"
#include "zero/Dialect/Zero/Plan/TierLowering.h"
#include "zero/Report/ReportWriters.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Threading.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::zero;

FailureOr<ShardPlan> ShardPlanner::chooseStageAndShardGroup(
    ModuleOp module, const ShardPlan &requested, bool pinnedInCopies) {
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  Location loc = getWholeFunctionLoc(found->first);
  // What on-device=auto may keep (`searchKeptOnDevice`).
  int64_t movableParams =
      requested.keptOnDeviceSearched
          ? static_cast<int64_t>(getOffloadKeepOrder(found->first).size())
          : 0;
  if (deviceMemory.empty())
    return emitError(loc) << "zero-shard: "
                          << (requested.stage ? "the search" : "stage=auto")
                          << " needs the memory of one device, e.g. "
                             "device-memory=80GB";
  FailureOr<uint64_t> capacity = parseDeviceMemory(loc);
  if (failed(capacity))
    return failure();
  // The group `run` resolved.
  ShardPlan base = requested;
  int64_t ranks = base.groupSize;
  assert(ranks > 0 && "the pass resolves N before it searches");
  FailureOr<SearchedShardGroups> searched =
      getSearchedShardGroups(found->first, found->second, requested, base);
  if (failed(searched))
    return failure();
  bool nodesGiven = nodeSize != 0;
  int64_t devicesPerNode = searched->devicesPerNode;
  bool meshHasOtherAxes = searched->meshHasOtherAxes;
  SmallVector<int64_t> groupSizes = std::move(searched->sizes);

  FailureOr<std::optional<MachineModel>> loaded = loadSearchMachine(loc);
  if (failed(loaded))
    return failure();
  std::optional<MachineModel> machineModel = std::move(*loaded);
  // machine= ranks by the estimated step time. It places each collective
  // on the machine's nodes (node-size= where given), which every G above
  // nests with when node-size= is given; without it, a given G must nest
  // with the machine's own nodes.
  bool paramGroups = false;
  if (machineModel && !base.meshAxes.empty()) {
    auto &states = analyses.getChildAnalysis<StateTableAnalysis>(found->first);
    paramGroups = !states.failed() && states.getTable().hasParamGroups();
  }
  if (machineModel && (meshHasOtherAxes || paramGroups))
    if (std::optional<std::string> untimed = explainUnestimatedStepTime(
            meshHasOtherAxes ? StringRef(gridName) : StringRef(), ranks, ranks,
            machineModel->devicesPerNode, paramGroups))
      return emitError(loc)
             << "zero-shard: machine= ranks the candidates by their "
                "estimated step time, which it does not estimate here: "
             << *untimed
             << "; drop machine= (the candidates are then ranked by "
                "traffic)";
  if (machineModel && groupSizes.size() == 1)
    if (std::optional<std::string> untimed = explainUnestimatedStepTime(
            StringRef(), ranks, groupSizes[0], machineModel->devicesPerNode))
      return emitError(loc)
             << "zero-shard: machine= ranks the candidates by their "
                "estimated step time, which it does not estimate with "
                "shard-group="
             << groupSizes[0] << ": " << *untimed << "; "
             << (requested.prefetchSearched
                     ? "give prefetch=0|1|2 and drop machine="
                     : "drop machine=")
             << " (the candidates are then ranked by the bytes they send), "
             << (base.meshAxes.empty()
                     ? "or give node-size= with a G that nests with it"
                     : "or give a G whose groups nest with the machine's "
                       "nodes (shard-group=auto compares those that do)");
  // The nodes the bytes across nodes are counted on: node-size='s, else
  // the machine's (where zero-report, and the time model, place the
  // groups), else one node of every rank. (It was one node with machine=
  // too, so a plan whose groups span the machine's nodes was priced with
  // no byte across them, which its program measures.)
  int64_t linkNodeSize = nodesGiven     ? nodeSize
                         : machineModel ? machineModel->devicesPerNode
                                        : devicesPerNode;
  // The policies compared with remat=auto, each applied to a copy.
  auto &states = analyses.getChildAnalysis<StateTableAnalysis>(found->first);
  if (states.failed())
    return failure();
  bool comparePolicies = !requested.remat;
  SmallVector<int, 4> stages = getShardGroupSearchStages(requested);
  SmallVector<RematPolicy> sameAsNone;
  FailureOr<SmallVector<std::unique_ptr<PolicyCandidate>>> policies =
      buildPolicyCandidates(module, states.getTable(),
                            getCopiedPolicies(requested, pinnedInCopies),
                            getInPlacePolicy(requested, pinnedInCopies),
                            getComparedGatherings(requested, stages),
                            sameAsNone);
  if (failed(policies))
    return failure();
  llvm::scope_exit destroyPolicies(
      [&] { destroyPolicyCandidates(module.getContext(), *policies); });
  // Without offload, one group of N, R x G shard groups on a grid of their
  // own and one group on a mesh are priced by the model of the rewrite
  // (Plan/ShardedStepModel.h), without writing them.
  if (failed(describePolicySteps(*policies,
                                 getModelledMesh(base, states.getTable()),
                                 machineModel, loc)))
    return failure();
  auto policyOf = [&](const ShardPlan &plan) -> PolicyCandidate & {
    return PolicyCandidate::get(*policies, plan);
  };

  // Every stage (and policy) with every such G, each priced on the
  // program written to a copy, ranked by the comparator of PlanSearch.h
  // (here: the fewest inter-node bytes, the fewest bytes, the least
  // recompute, the lowest stage, the largest G). With machine= they are
  // ranked by their estimated step time first, each collective priced on
  // its group as it lies on the nodes (within a shard group, or across the
  // replicas, strided); a G that does not nest with the machine's nodes
  // stays in the table, not priced, with that reason
  // (explainUnestimatedStepTime). A plan the rewrite cannot write
  // (cast-on-gather with offload) stays in it with its reason.
  PlanSpace space;
  space.stages.assign(stages.begin(), stages.end());
  space.shardGroups.assign(groupSizes.begin(), groupSizes.end());
  space.castOnGather = base.castOnGatherSearched;
  if (base.reshardSearched)
    space.reshards = getSearchedReshards(base.searchedThreshold);
  if (comparePolicies)
    for (const std::unique_ptr<PolicyCandidate> &policy : *policies)
      if (!llvm::is_contained(space.policies, policy->policy))
        space.policies.push_back(policy->policy);
  std::vector<PlanCandidate> table;
  SmallVector<DeviceRequirement> devices;
  // The footprints reshard-after-forward=threshold's comparison may read
  // (`keepThresholdComparison`), by what tells those programs apart.
  auto programKey = [](const ShardPlan &plan) {
    return std::make_tuple(plan.remat, plan.shardGroup, plan.offload.target,
                           plan.offload.params,
                           PolicyCandidate::getFootprintKey(plan));
  };
  std::map<decltype(programKey(ShardPlan())), ScheduledFootprint> resharding;
  std::string reasons;
  llvm::raw_string_ostream why(reasons);
  // Whether a plan is priced, asked once per plan: not when the rewrite
  // cannot write it, nor when machine= cannot estimate its step time (the
  // comparator ranks by that time, so it cannot be chosen), nor when a
  // lower bound of its memory exceeds the device (it cannot fit;
  // PlanBound.cpp).
  struct Screened {
    /// The table's reason when the plan is not priced, and its remark's.
    std::optional<std::string> reason;
    std::string remark;
    /// The lower bound of its memory per rank, a floor of its peak.
    std::optional<uint64_t> bound;
  };
  auto screen = [&](const ShardPlan &plan, int64_t shardRanks) -> Screened {
    Screened screened;
    if (std::optional<std::string> reason = getUnwritableReason(plan)) {
      screened.remark = "not written (" + *reason + ")";
      screened.reason = std::move(*reason);
      return screened;
    }
    if (machineModel)
      if (std::optional<std::string> untimed = explainUnestimatedStepTime(
              StringRef(), ranks, shardRanks, machineModel->devicesPerNode)) {
        screened.reason =
            "not priced: machine= does not estimate its step time: " + *untimed;
        screened.remark = *screened.reason;
        return screened;
      }
    MemoryBoundKind boundKind = MemoryBoundKind::Arguments;
    screened.bound =
        policyOf(plan).getArgumentBound(plan, shardRanks, &boundKind);
    if (screened.bound && *screened.bound > *capacity) {
      screened.reason =
          describeUnpricedByBound(*screened.bound, *capacity, boundKind);
      screened.remark = *screened.reason;
    }
    return screened;
  };
  // The estimated step of `plan`'s program as zero-report gives it for the
  // program written with the plan pinned: what its ops compute on each
  // rank, its collectives (each kind where the program runs it: on the N
  // ranks, or within the shard groups and across their replicas) and its
  // copies between memory tiers; nullopt, with `error` set, where the
  // collectives cannot be placed.
  auto estimateOf = [&](const PricedPlan &priced,
                        std::string &error) -> std::optional<StepTimeEstimate> {
    assert(priced.compute && "a search with machine= times every program");
    const ScheduledFootprint &footprint = priced.footprint;
    // On a mesh of ZeRO's axes only, as the grid it stands for.
    std::optional<ZeroGridView> onMesh;
    if (!base.meshAxes.empty()) {
      onMesh =
          viewZeroMeshAsGrid(footprint.gridShape, base.meshAxes,
                             footprint.shardRanks, footprint.sentBytesByAxes);
      if (!onMesh) {
        error = "the program sends bytes over axes of the mesh that are none "
                "of ZeRO's groups";
        return std::nullopt;
      }
    }
    return estimateStepTimeOnGrid(
        *machineModel,
        onMesh ? ArrayRef(onMesh->shape) : ArrayRef(footprint.gridShape),
        RankCompute::ofProgram(priced.compute->byClass), footprint.collectives,
        onMesh ? ArrayRef(onMesh->byAxes) : ArrayRef(footprint.sentBytesByAxes),
        error, footprint.tierTraffic);
  };
  // With machine=, a lower bound of a plan's step without prefetching: its
  // compute, and the collectives the formula counts for its stage on its
  // groups
  // (MemoryModel.h), stage 3's as stage 2's: the gradients reduced once,
  // each weight gathered once. Every program of the plan sends at least
  // those (a stage-3 program gathers a unit once when it keeps it from the
  // forward to the backward, else twice), and the time model is monotone
  // in calls and bytes. With exact-search and prefetching, a bound of its
  // step at every depth instead: the longer of the two, since prefetching
  // hides collectives behind compute but one stream still runs them one
  // after another (as the prefetch search bounds a depth,
  // ZeroShardPrefetchSearch.cpp). Nullopt where the formula gives none.
  const bool boundEveryDepth =
      exactSearch && (base.prefetchSearched || base.prefetch > 0);
  auto stepBoundOf = [&](const ShardPlan &plan,
                         int64_t shardRanks) -> std::optional<double> {
    ScopedDiagnosticHandler quiet(module.getContext(),
                                  [](Diagnostic &) { return success(); });
    FailureOr<StageFootprint> formula =
        computeFootprint(*policyOf(plan).table, ranks, std::min(*plan.stage, 2),
                         shardRanks == ranks ? 0 : shardRanks);
    if (failed(formula))
      return std::nullopt;
    // Where a unit may be gathered never (its weights read only by the
    // update, or not returned), the formula's gathers are not a lower
    // bound of the program's: the bound counts none (sent within the
    // groups, or over the one group).
    if (!policyOf(plan).gathersEveryUnit) {
      CollectiveTraffic &gathers =
          formula->collectives[static_cast<int>(CollectiveKind::AllGather)];
      for (AxisTraffic &axis : formula->sentBytesByAxes)
        if (axis.axes.empty() || axis.axes == ArrayRef<int16_t>{1})
          axis.sentBytes -= std::min(axis.sentBytes, gathers.sentBytes);
      gathers = CollectiveTraffic{};
    }
    SmallVector<int64_t, 2> shape =
        shardRanks == ranks
            ? SmallVector<int64_t, 2>{ranks}
            : SmallVector<int64_t, 2>{ranks / shardRanks, shardRanks};
    // The unsharded step's compute with each rank updating its shard of
    // the optimizer states, 1/G of them (with shard groups every replica
    // updates the same shard): no more than the program computes, whose
    // update runs on shards at least that large (padded) and which adds
    // ops (cast-on-gather's casts) besides the ones it removes (the
    // update's own cast, one shard's worth). The check where a plan is
    // priced below holds it to that.
    double optimizerScale = plan.getDecisions().shardOptimizerStates
                                ? 1.0 / static_cast<double>(shardRanks)
                                : 1.0;
    std::string error;
    std::optional<StepTimeEstimate> time = estimateStepTimeOnGrid(
        *machineModel, shape,
        RankCompute::ofPhases(policyOf(plan).phaseSeconds, optimizerScale),
        formula->collectives, formula->sentBytesByAxes, error);
    if (!time)
      return std::nullopt;
    // Without prefetching every collective is exposed.
    return boundEveryDepth
               ? getStepBoundAtEveryDepth(time->step, time->exposedComm)
               : time->step;
  };
  // Prices every plan of `levelSpace` into the table, a line each.
  auto priceAll = [&](const PlanSpace &levelSpace) -> LogicalResult {
    size_t first = table.size();
    std::vector<ShardPlan> plans = enumeratePlans(base, levelSpace, ranks);
    // The plans to price. With machine= they are priced from the least
    // bound of their step up, side by side a few at a time
    // (`priceAhead`), and a plan whose bound exceeds the fastest step of a
    // plan that fits is left unpriced: without prefetching it cannot be
    // chosen. The prefetch depths are searched among the plans priced
    // (addPrefetchRows): a plan left out here might have come within
    // reach at a depth, which its reason says. Pricing every one instead
    // made the search over the shard groups of Llama 3 8B on 512 ranks
    // about four times as long (bench/report_bench.md, stop 48), for a step
    // 0.3% shorter; exact-search bounds every depth instead (above) and
    // finds it. Without machine=, all of them at once.
    SmallVector<Screened> screenings;
    SmallVector<size_t> toPrice;
    SmallVector<std::optional<double>> stepBound(plans.size());
    for (auto [index, plan] : llvm::enumerate(plans)) {
      screenings.push_back(screen(plan, plan.getShardRanks()));
      if (screenings.back().reason)
        continue;
      toPrice.push_back(index);
      if (machineModel)
        stepBound[index] = stepBoundOf(plan, plan.getShardRanks());
    }
    llvm::stable_sort(toPrice, [&](size_t a, size_t b) {
      return stepBound[a].value_or(0) < stepBound[b].value_or(0);
    });
    std::vector<std::optional<PricedPlan>> pricedPlans(plans.size());
    std::optional<double> fastestFitting;
    // exact-search: the prefetch depths of each plan that fits are priced
    // with its round, so that the step a plan must beat is the fastest
    // found at a depth the search can choose (with prefetch=K, only depth
    // K: its program without prefetching is not a choice). The prefetch
    // rows below read them instead of pricing them again.
    std::vector<std::optional<std::vector<PrefetchedProgram>>> depthsPriced(
        boundEveryDepth ? plans.size() : 0);
    SmallVector<int64_t, 2> depths = getComparedPrefetchDepths(base);
    const bool unprefetchedIsChoice = !boundEveryDepth || base.prefetchSearched;
    size_t next = 0;
    // The first plan whose bound exceeds the fastest that fits; the rest
    // follow it in `toPrice`.
    auto cannotWin = [&](size_t index) {
      return fastestFitting && stepBound[index] &&
             *stepBound[index] > *fastestFitting * (1 + 1e-9);
    };
    // A fixed number side by side, so that the table is the same on any
    // number of threads.
    constexpr size_t kSideBySide = 4;
    size_t batch = machineModel ? kSideBySide : toPrice.size();
    while (next < toPrice.size() && !cannotWin(toPrice[next])) {
      SmallVector<size_t> round;
      for (; next < toPrice.size() && round.size() < batch &&
             !cannotWin(toPrice[next]);
           ++next)
        round.push_back(toPrice[next]);
      SmallVector<std::pair<PolicyCandidate *, ShardPlan>> ahead;
      for (size_t index : round)
        ahead.push_back({&policyOf(plans[index]), plans[index]});
      priceAhead(ahead);
      SmallVector<std::pair<size_t, StepTimeEstimate>> deepen;
      for (size_t index : round) {
        FailureOr<PricedPlan> priced =
            priceProgram(policyOf(plans[index]), plans[index]);
        if (failed(priced))
          return failure();
        pricedPlans[index] = std::move(*priced);
        if (!machineModel ||
            getDeviceRequirement(pricedPlans[index]->footprint).required >
                *capacity)
          continue;
        std::string error;
        std::optional<StepTimeEstimate> time =
            estimateOf(*pricedPlans[index], error);
        if (time && unprefetchedIsChoice &&
            (!fastestFitting || time->step < *fastestFitting))
          fastestFitting = time->step;
        if (time && boundEveryDepth)
          deepen.push_back({index, *time});
      }
      if (deepen.empty())
        continue;
      {
        MLIRContext *context = module.getContext();
        ScopedDiagnosticHandler quiet(context,
                                      [](Diagnostic &) { return success(); });
        // Each policy's model first (built once, by one thread).
        for (auto &[index, time] : deepen)
          policyOf(plans[index]).getModel();
        parallelFor(context, 0, deepen.size(), [&](size_t at) {
          const ShardPlan &plan = plans[deepen[at].first];
          FailureOr<std::vector<PrefetchedProgram>> priced = pricePrefetched(
              policyOf(plan), plan, depths, &*machineModel, *capacity);
          if (succeeded(priced))
            depthsPriced[deepen[at].first] = std::move(*priced);
        });
      }
      // Each depth's step as the prefetch rows time it.
      for (auto &[index, time] : deepen) {
        if (!depthsPriced[index])
          continue;
        for (const PrefetchedProgram &program : *depthsPriced[index]) {
          if (!program.exposedCommSeconds ||
              getDeviceRequirement(program.footprint).required > *capacity)
            continue;
          double step = getPrefetchedStep(time.step, time.exposedComm,
                                          *program.exposedCommSeconds);
          if (stepBound[index] && *stepBound[index] > step * (1 + 1e-9))
            return emitError(loc)
                   << "zero-shard: internal error: the lower bound of a "
                      "candidate's step at every prefetch depth ("
                   << *stepBound[index] << " s) exceeds its estimate at one ("
                   << step << " s); please report this with the input";
          if (!fastestFitting || step < *fastestFitting)
            fastestFitting = step;
        }
      }
    }

    // A row of `candidatePlan` (its label written) priced as `priced`:
    // its figures and the rest of its line. The lower bounds the search
    // screened it with, `bound` and `stepBound`, are checked to hold.
    CandidateLabelFields fields;
    fields.shardGroup = true;
    fields.remat = comparePolicies;
    fields.reshard = base.reshardSearched;
    fields.castOnGather = base.castOnGatherSearched;
    fields.offload = true;
    auto addPricedRow = [&](const ShardPlan &candidatePlan, PlanCandidate row,
                            const PricedPlan &priced,
                            std::optional<uint64_t> bound,
                            std::optional<double> stepBound) -> LogicalResult {
      PolicyCandidate &policy = policyOf(candidatePlan);
      const ScheduledFootprint *footprint = &priced.footprint;
      if (failed(checkBound(loc, bound, footprint->getPeakBytes())))
        return failure();
      ArrayRef<int64_t> shape = footprint->gridShape;
      LinkBytes links =
          splitByLink(footprint->sentBytesByAxes, shape, linkNodeSize);
      DeviceRequirement device = getDeviceRequirement(*footprint);
      const TierTraffic &moved = footprint->tierTraffic;
      row.priced = true;
      row.peakBytes = device.required;
      row.fits = device.required <= *capacity;
      row.sentBytes = footprint->sentBytesPerRank;
      row.interNodeBytes = links.interNode;
      row.recomputeFlops = policy.recomputeFlops;
      row.tierBytes =
          moved.toHost + moved.toDevice + moved.nvmeRead + moved.nvmeWritten;
      if (machineModel) {
        std::string error;
        std::optional<StepTimeEstimate> time = estimateOf(priced, error);
        if (!time)
          return emitError(loc)
                 << "zero-shard: internal error: cannot place the "
                    "collectives of a candidate: "
                 << error;
        // The bound that ordered the pricing must hold.
        if (stepBound && *stepBound > time->step * (1 + 1e-9))
          return emitError(loc)
                 << "zero-shard: internal error: the lower bound of a "
                    "candidate's step ("
                 << *stepBound << " s) exceeds its estimate (" << time->step
                 << " s); please report this with the input";
        row.stepSeconds = time->step;
        row.exposedCommSeconds = time->exposedComm;
        row.hostComputeSeconds = priced.compute->onHost;
        row.tierCopySeconds = time->pcie.value_or(0) + time->nvme.value_or(0);
      }
      if (!row.fits)
        row.reason = "does not fit in " + formatSize(*capacity);
      why << ": " << describeDeviceRequirement(device) << " per rank ("
          << (row.fits ? "fits" : "does not fit") << "), sends "
          << formatSize(row.sentBytes) << " per step";
      if (nodesGiven)
        why << ", " << formatSize(row.interNodeBytes) << " of it across nodes";
      if (comparePolicies)
        why << ", recomputes " << formatFlops(row.recomputeFlops) << " FLOPs";
      if (row.stepSeconds)
        why << ", step " << formatSeconds(*row.stepSeconds) << " s";
      if (candidatePlan.getDecisions().shardWeights &&
          candidatePlan.reshard.mode != ReshardPolicy::Mode::Never &&
          candidatePlan.offload.keptOnDevice == 0)
        resharding[programKey(candidatePlan)] = *footprint;
      table.push_back(std::move(row));
      devices.push_back(device);
      return success();
    };
    for (auto [index, candidatePlan] : llvm::enumerate(plans)) {
      PlanCandidate row;
      row.plan = candidatePlan;
      row.shardRanks = candidatePlan.getShardRanks();
      writeCandidateLabel(why, candidatePlan, row.shardRanks, /*prefetch=*/0,
                          fields);
      Screened &screened = screenings[index];
      if (!screened.reason && !pricedPlans[index]) {
        // Enough digits to tell the two apart where four do not.
        std::string bound = formatSeconds(*stepBound[index]);
        std::string fastest = formatSeconds(*fastestFitting);
        if (bound == fastest) {
          auto precise = [](double seconds) {
            std::string text;
            llvm::raw_string_ostream(text) << llvm::format("%.9g", seconds);
            return text;
          };
          bound = precise(*stepBound[index]);
          fastest = precise(*fastestFitting);
        }
        std::string boundText =
            boundEveryDepth
                ? "its step at every prefetch depth is at least " + bound +
                      " s (its compute or the collectives of its stage by "
                      "the formula, whichever is longer)"
                : "its step without prefetching is at least " + bound +
                      " s (its compute and the collectives of its stage by "
                      "the formula)";
        screened.reason = "not priced: " + boundText +
                          ", slower than a plan that fits (" + fastest + " s)";
        if (!boundEveryDepth && (base.prefetchSearched || base.prefetch > 0))
          *screened.reason += "; its prefetch depths are not searched";
        screened.remark = *screened.reason;
      }
      if (screened.reason) {
        why << ": " << screened.remark;
        row.reason = std::move(*screened.reason);
        table.push_back(std::move(row));
        devices.emplace_back();
        continue;
      }
      if (failed(addPricedRow(candidatePlan, std::move(row),
                              *pricedPlans[index], screened.bound,
                              stepBound[index])))
        return failure();
    }
    // on-device=auto, as without shard groups (`searchKeptOnDevice`).
    if (base.keptOnDeviceSearched &&
        failed(searchKeptOnDevice(
            table, first, movableParams,
            base.prefetchSearched || base.prefetch > 0,
            [&](const ShardPlan &kept) -> FailureOr<PlanCandidate> {
              FailureOr<PricedPlan> priced = priceProgram(policyOf(kept), kept);
              if (failed(priced))
                return failure();
              PlanCandidate row;
              row.plan = kept;
              row.shardRanks = kept.getShardRanks();
              writeCandidateLabel(why, kept, row.shardRanks, /*prefetch=*/0,
                                  fields);
              if (failed(addPricedRow(kept, std::move(row), *priced,
                                      std::nullopt, std::nullopt)))
                return failure();
              return table.back();
            },
            loc, why)))
      return failure();
    // The prefetch depths of the candidates that fit
    // (ZeroShardPrefetchSearch.cpp).
    FailureOr<std::vector<std::optional<ScheduledFootprint>>> prefetched =
        addPrefetchRows(table, first, base, policyOf, *capacity,
                        machineModel ? &*machineModel : nullptr, loc,
                        comparePolicies, why,
                        boundEveryDepth ? &depthsPriced : nullptr);
    if (failed(prefetched))
      return failure();
    for (const std::optional<ScheduledFootprint> &footprint : *prefetched)
      devices.push_back(footprint ? getDeviceRequirement(*footprint)
                                  : DeviceRequirement());
    return success();
  };
  if (failed(priceAll(space)))
    return failure();
  for (RematPolicy policy : sameAsNone)
    why << "\n  (remat=" << toRematPolicyOption(policy)
        << " finds nothing to recompute in this step: its program is "
           "remat=none's)";
  // Unless told otherwise (offload=), stage=auto offloads when nothing fits
  // on the device, the least first, as without shard groups
  // (ZeroShardChoice.cpp): each level with every G compared (a hybrid
  // step's update starts from the shard its all-reduce across the replicas
  // delivers), priced only when no level below it fits.
  SmallVector<OffloadLevel, 4> fallbackLevels = getOffloadFallbackLevels(base);
  ArrayRef<OffloadLevel> levels = fallbackLevels;
  auto spaceOf = [&](OffloadLevel level) {
    return getOffloadSpace(space, level);
  };
  std::optional<size_t> bestIndex = pickBestPlan(table);
  size_t level = 0;
  if (base.offloadSearched)
    for (; !bestIndex && level < std::size(levels); ++level) {
      if (failed(priceAll(spaceOf(levels[level]))))
        return failure();
      bestIndex = pickBestPlan(table);
    }
  // The levels not priced stay in the table with that reason.
  if (base.offloadSearched)
    for (; level < std::size(levels); ++level)
      for (const ShardPlan &plan :
           enumeratePlans(base, spaceOf(levels[level]), ranks)) {
        PlanCandidate row;
        row.plan = plan;
        row.shardRanks = plan.getShardRanks();
        row.reason = getUnwritableReason(plan).value_or(
            level == 0 ? "not priced: a candidate fits on the device without "
                         "offload"
                       : "not priced: a lower offload level fits");
        table.push_back(std::move(row));
        devices.emplace_back();
      }
  // Where no candidate could be written at all, that is the reason, not
  // the memory.
  if (!bestIndex && llvm::all_of(table, [&](const PlanCandidate &row) {
        return getUnwritableReason(row.plan).has_value();
      }))
    return emitError(loc) << "zero-shard: no candidate of the search can be "
                             "written at N = "
                          << ranks << ":" << reasons;
  if (!bestIndex) {
    InFlightDiagnostic error = emitError(loc);
    error << "zero-shard: no "
          << (requested.stage ? "plan" : "stage and shard group") << " fits in "
          << formatSize(*capacity) << " per device at N = " << ranks;
    if (requested.shardGroup)
      error << " with shard-group=" << requested.shardGroup;
    if (nodesGiven)
      error << " on nodes of " << devicesPerNode;
    return error << ":" << reasons;
  }
  const PlanCandidate *best = &table[*bestIndex];
  InFlightDiagnostic remark = emitRemark(loc);
  if (requested.stage)
    remark << "zero-shard: the search chose stage " << *best->plan.stage
           << " (given)";
  else
    remark << "zero-shard: stage=auto chose stage " << *best->plan.stage;
  if (comparePolicies)
    remark << " and remat="
           << getRematPolicyName(toRematPolicyOption(*best->plan.remat));
  if (base.reshardSearched && best->plan.getDecisions().shardWeights)
    remark << " and reshard-after-forward="
           << getReshardOptionName(best->plan.reshard);
  if (base.castOnGatherSearched && best->plan.getDecisions().shardWeights)
    remark << " and cast-on-gather="
           << (best->plan.castOnGather ? "true" : "false");
  if (best->plan.offload.target != OffloadTarget::None)
    remark << " and offload="
           << stringifyOffloadTarget(best->plan.offload.target)
           << (best->plan.offload.params ? " offload-params=true" : "");
  remark << " with shard-group=" << best->shardRanks << " ("
         << (best->shardRanks == ranks
                 ? "one group of " + std::to_string(ranks)
                 : std::to_string(ranks / best->shardRanks) + " x " +
                       std::to_string(best->shardRanks))
         << "; " << describeDeviceRequirement(devices[*bestIndex]);
  if (nodesGiven)
    remark << ", " << formatSize(best->interNodeBytes)
           << " per step across nodes";
  remark << "), ";
  if (base.offloadSearched && best->plan.offload.target != OffloadTarget::None)
    remark << (base.offload.params
                   ? "the least tier for offload-params=true that fits; "
                   : "offloaded since nothing fits in " +
                         formatSize(*capacity) + " on the device without it; ");
  if (machineModel)
    remark << "the fastest estimated step (machine: " << machineModel->name
           << ") among the candidates that fit in " << formatSize(*capacity)
           << " (then the fewest bytes "
           << (nodesGiven
                   ? "across nodes of " + std::to_string(devicesPerNode) +
                         ", the fewest bytes "
                   : std::string())
           << "sent, the lowest stage):";
  else if (!nodesGiven)
    remark << "the fewest bytes sent among the candidates that fit in "
           << formatSize(*capacity) << " (then "
           << (comparePolicies ? "the least recompute, " : "")
           << "the lowest stage"
           << (groupSizes.size() > 1 ? ", the largest group):" : "):");
  else
    remark << "the fewest bytes across nodes of " << devicesPerNode
           << " among the candidates that fit in " << formatSize(*capacity)
           << (comparePolicies
                   ? " (then the fewest bytes sent, the least recompute, the "
                     "lowest stage, the largest group):"
                   : " (then the fewest bytes sent, the lowest stage, the "
                     "largest group):");
  remark << limitCandidateLines(reasons, *bestIndex);
  remark.report();
  remarkPrefetch(loc, base, table, *bestIndex);
  remarkKeptOnDevice(loc, base, best->plan, movableParams);
  remarkUntimedTiers(loc, machineModel ? &*machineModel : nullptr, table);
  keepThresholdComparison(
      best->plan, [&](const ShardPlan &plan) -> const ScheduledFootprint * {
        auto found = resharding.find(programKey(plan));
        return found == resharding.end() ? nullptr : &found->second;
      });
  ShardPlan chosen = best->plan;
  planSearch.emplace(std::move(table), *bestIndex);
  return chosen;
}
