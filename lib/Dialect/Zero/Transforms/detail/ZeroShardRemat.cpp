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
  for (int stage : stages) {
    for (int64_t shardGroup : shardGroups) {
      ShardPlan plan = requested.withStage(stage);
      plan.shardGroup = shardGroup;
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
  return gatherings;
}

FailureOr<bool>
ShardPlanner::recomputesAlike(ModuleOp module, RematPolicy policy,
                              ArrayRef<RematGathering> gatherings) {
  if (policy == RematPolicy::None || gatherings.size() < 2)
    return true;
  FailureOr<std::pair<FunctionOpInterface, Operation *>> found =
      findUnshardedStep(module);
  if (failed(found))
    return failure();
  // Its warnings are said when the policy is applied.
  ScopedDiagnosticHandler silence(module.getContext(), [](Diagnostic &diag) {
    return success(diag.getSeverity() == DiagnosticSeverity::Warning);
  });
  RematPlanning planning(found->first, "remat=none");
  std::optional<SmallVector<int64_t>> first;
  for (const RematGathering &gathering : gatherings) {
    FailureOr<RematPlan> plan =
        planning.plan(toRematPolicyOption(policy), gathering);
    if (failed(plan))
      return failure();
    if (!first)
      first = plan->getRecomputedLayers();
    else if (*first != plan->getRecomputedLayers())
      return false;
  }
  return true;
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
    const StateTable *table = nullptr;
    if (isRoot)
      if (auto states =
              analyses.getCachedChildAnalysis<StateTableAnalysis>(step);
          states && !states->get().failed())
        table = &states->get().getTable();
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
  if (!requested.remat)
    return false;
  SmallVector<RematGathering, 4> gatherings =
      getComparedGatherings(requested, stages);
  FailureOr<bool> alike = recomputesAlike(module, *requested.remat, gatherings);
  if (failed(alike))
    return failure();
  if (!*alike)
    return true;
  if (failed(applyRematTo(module, *requested.remat, /*quiet=*/false,
                          gatherings.front())))
    return failure();
  return false;
}
