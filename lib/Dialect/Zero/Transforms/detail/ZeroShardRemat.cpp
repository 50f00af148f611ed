//===- ZeroShardRemat.cpp - zero-shard's recomputation ------------------===//
//
// How zero-shard applies zero-remat's rewrite (Remat.h) for the plan it
// writes, and which plans of a search share one recomputation
// (ZeroShardRemat.h): a given remat= is applied to the module before the
// search where it recomputes alike for every plan compared, and compared
// on copies otherwise; the copies of remat=auto are ZeroShardCandidates.cpp.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Plan/PlanSearch.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::zero;

SmallVector<RematGathering, 4>
zero::getComparedGatherings(const ShardPlan &requested, ArrayRef<int> stages) {
  SmallVector<RematGathering, 4> gatherings;
  auto add = [&](const RematGathering &gathering) {
    if (llvm::none_of(gatherings, [&](const RematGathering &other) {
          return getRematGatheringKey(other) == getRematGatheringKey(gathering);
        }))
      gatherings.push_back(gathering);
  };
  // A search over shard groups may compare groups of one rank.
  SmallVector<int64_t, 2> shardGroups = {requested.shardGroup};
  if (requested.shardGroupSearched && requested.shardGroup != 1)
    shardGroups.push_back(1);
  // On one rank stage 3 gathers nothing, but when nothing fits the choice
  // prices stage 3 on more ranks (the N that would fit: ZeroShardChoice.cpp),
  // whose programs gather: their gathering is compared too.
  SmallVector<int64_t, 2> worldSizes = {requested.groupSize};
  if (requested.groupSize == 1 && requested.shardGroup == 0)
    worldSizes.push_back(kWhatIfWorldSize);
  for (int stage : stages) {
    for (int64_t shardGroup : shardGroups) {
      for (int64_t worldSize : worldSizes) {
        ShardPlan plan = requested.withStage(stage);
        plan.shardGroup = shardGroup;
        plan.groupSize = worldSize;
        if (!plan.getDecisions().shardWeights || !requested.reshardSearched) {
          add(getRematGathering(plan));
          continue;
        }
        for (const ReshardPolicy &resharding :
             getSearchedReshards(requested.searchedThreshold)) {
          plan.reshard = resharding;
          add(getRematGathering(plan));
        }
      }
    }
  }
  return gatherings;
}

FailureOr<SmallVector<ShardPlanner::PlannedRemat, 1>>
ShardPlanner::planPerGathering(RematPlanning &planning, MLIRContext *context,
                               RematPolicy policy,
                               ArrayRef<RematGathering> gatherings) {
  SmallVector<PlannedRemat, 1> distinct;
  for (const RematGathering &gathering : gatherings) {
    FailureOr<RematPlan> plan;
    SmallVector<PlannedRemat::Said, 1> warnings;
    {
      ScopedDiagnosticHandler keep(context, [&](Diagnostic &diag) {
        if (diag.getSeverity() != DiagnosticSeverity::Warning)
          return failure();
        PlannedRemat::Said &said = warnings.emplace_back(
            PlannedRemat::Said{diag.getLocation(), diag.str(), {}});
        for (const Diagnostic &note : diag.getNotes())
          said.notes.emplace_back(note.getLocation(), note.str());
        return success();
      });
      plan = planning.plan(toRematPolicyOption(policy), gathering);
    }
    if (failed(plan))
      return failure();
    // Gatherings whose plans recompute the same layers share one.
    RematGatheringKey key = getRematGatheringKey(gathering);
    auto same = llvm::find_if(distinct, [&](const PlannedRemat &other) {
      return other.plan.getRecomputedLayers() == plan->getRecomputedLayers();
    });
    if (same != distinct.end())
      same->gatherings.push_back(key);
    else
      distinct.push_back(
          {policy, {key}, std::move(*plan), std::move(warnings)});
  }
  // One recomputation serves every plan of the policy.
  if (distinct.size() == 1)
    distinct.front().gatherings.clear();
  return distinct;
}

const StateTable *ShardPlanner::getCachedStepTable(FunctionOpInterface step) {
  if (auto states = analyses.getCachedChildAnalysis<StateTableAnalysis>(step);
      states && !states->get().failed())
    return &states->get().getTable();
  return nullptr;
}

LogicalResult ShardPlanner::applyRematTo(ModuleOp module, RematPolicy policy,
                                         bool quiet,
                                         const RematGathering &gathering) {
  if (policy == RematPolicy::None)
    return success();
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  FunctionOpInterface step = found->first;
  bool isRoot = module == getOperation();
  // Errors always come through; warnings (a layer left as it is) are said
  // once, when the chosen policy is applied to the module itself.
  std::optional<ScopedDiagnosticHandler> silence;
  if (quiet)
    silence.emplace(module.getContext(), [](Diagnostic &diag) {
      return success(diag.getSeverity() == DiagnosticSeverity::Warning);
    });
  RematGatheringKey key = getRematGatheringKey(gathering);
  auto planned = llvm::find_if(plannedRemats, [&](const PlannedRemat &one) {
    return isRoot && one.policy == policy &&
           (one.gatherings.empty() || llvm::is_contained(one.gatherings, key));
  });
  if (planned != plannedRemats.end()) {
    // The search planned this policy on this step: applied as planned,
    // with what its planning said.
    for (const PlannedRemat::Said &said : planned->warnings) {
      InFlightDiagnostic warning = emitWarning(said.loc) << said.message;
      for (const auto &[loc, note] : said.notes)
        warning.attachNote(loc) << note;
    }
    applyRematPlan(step, planned->plan, IRMapping());
  } else {
    // The module's own table where it is built already (planning reads
    // it only).
    const StateTable *table = isRoot ? getCachedStepTable(step) : nullptr;
    FailureOr<RematPlan> plan =
        planRemat(step, toRematPolicyOption(policy),
                  /*noneOption=*/"remat=none", table, gathering);
    if (failed(plan))
      return failure();
    applyRematPlan(step, *plan, IRMapping());
  }
  if (isRoot) {
    // The plans were made on the step before this rewrite.
    plannedRemats.clear();
    // The step's table and memory model described it before the rewrite.
    analyses.nest(found->first).clear();
    rewroteStep = true;
  }
  return success();
}

FailureOr<bool> ShardPlanner::applyPinnedRemat(ModuleOp module,
                                               const ShardPlan &requested,
                                               ArrayRef<int> stages) {
  if (!requested.remat || *requested.remat == RematPolicy::None)
    return false;
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  SmallVector<RematGathering, 4> gatherings =
      getComparedGatherings(requested, stages);
  {
    RematPlanning planning(found->first, "remat=none",
                           getCachedStepTable(found->first));
    FailureOr<SmallVector<PlannedRemat, 1>> distinct = planPerGathering(
        planning, module.getContext(), *requested.remat, gatherings);
    if (failed(distinct))
      return failure();
    if (distinct->size() > 1)
      return true;
    // Applied as planned, with what its planning said.
    plannedRemats.clear();
    plannedRemats.push_back(std::move(distinct->front()));
  }
  if (failed(applyRematTo(module, *requested.remat, /*quiet=*/false,
                          gatherings.front())))
    return failure();
  return false;
}
