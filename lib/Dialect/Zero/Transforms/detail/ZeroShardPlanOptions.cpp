//===- ZeroShardPlanOptions.cpp - zero-shard's options as a plan ----------===//
//
// The options of zero-shard parsed into the plan they ask for (ShardPlan.h):
// the stage, the recomputation policy, the offload, cast-on-gather and the
// reshard-after-forward policy, each given or left to the search, with the
// errors of the options that do not go together.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Support/ByteSize.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/InterleavedRange.h"

using namespace mlir;
using namespace mlir::zero;

RematPolicyOption zero::toRematPolicyOption(RematPolicy policy) {
  switch (policy) {
  case RematPolicy::None:
    return RematPolicyOption::None;
  case RematPolicy::Layer:
    return RematPolicyOption::Layer;
  case RematPolicy::Selective:
    return RematPolicyOption::Selective;
  case RematPolicy::Op:
    return RematPolicyOption::Op;
  }
  llvm_unreachable("unknown recomputation policy");
}

void zero::writeCandidateLabel(raw_ostream &os, const ShardPlan &plan,
                               int64_t shardRanks, int64_t prefetch,
                               const CandidateLabelFields &fields) {
  os << "\n  stage " << *plan.stage;
  if (fields.shardGroup)
    os << ", shard-group=" << shardRanks;
  if (fields.remat)
    os << ", remat=" << toRematPolicyOption(*plan.remat);
  if (fields.reshard && plan.getDecisions().shardWeights)
    os << ", reshard-after-forward=" << getReshardOptionName(plan.reshard);
  if (fields.castOnGather && plan.castOnGather)
    os << ", cast-on-gather";
  if (fields.offload && plan.offload.target != OffloadTarget::None)
    os << ", offload=" << stringifyOffloadTarget(plan.offload.target)
       << (plan.offload.params ? " offload-params" : "");
  if (plan.offload.keptOnDevice > 0)
    os << ", the first " << plan.offload.keptOnDevice << " kept on the device";
  if (prefetch > 0)
    os << ", prefetch=" << prefetch;
}

RematPolicy zero::toRematPolicy(RematPolicyOption policy) {
  switch (policy) {
  case RematPolicyOption::None:
    return RematPolicy::None;
  case RematPolicyOption::Layer:
    return RematPolicy::Layer;
  case RematPolicyOption::Selective:
    return RematPolicy::Selective;
  case RematPolicyOption::Op:
    return RematPolicy::Op;
  }
  llvm_unreachable("unknown recomputation policy");
}

LogicalResult ShardPlanner::parseStage(ShardPlan &plan) {
  if (stage == ShardStageOption::Unset)
    return emitError(getOperation().getLoc())
           << "zero-shard needs a stage: --zero-shard=\"stage=0|1|2|3|auto "
              "world-size=N\"";
  // `auto` leaves the stage to the search.
  if (stage != ShardStageOption::Auto)
    plan.stage = getStageNumber(stage);
  return success();
}

FailureOr<ShardPlan> ShardPlanner::parsePlan() {
  ShardPlan plan;
  if (failed(parseStage(plan)))
    return failure();
  // A policy given by name: the step to shard, or to choose a stage for, is
  // the recomputed one.
  if (std::optional<RematPolicyOption> policy = getRematPolicy(remat))
    plan.remat = toRematPolicy(*policy);
  plan.castOnGather = castOnGather == ShardCastOption::True;
  plan.castOnGatherSearched = castOnGather == ShardCastOption::Auto;
  if (failed(parseShardGroup(plan)))
    return failure();
  if (failed(checkOffloadOptions(plan)) || failed(checkCastOnGather(plan)))
    return failure();
  // Unless told otherwise, stage=auto offloads when nothing fits; so does
  // any search with offload=auto.
  plan.offloadSearched =
      offload == ShardOffloadOption::Auto ||
      (stage == ShardStageOption::Auto && offload == ShardOffloadOption::Unset);
  // on-device=auto: the search keeps on the device what still fits of an
  // offloaded candidate. A plan that offloads nothing has nothing to keep
  // (`run` warns).
  plan.keptOnDeviceSearched =
      asksKeptOnDeviceSearch() &&
      (plan.offload.target != OffloadTarget::None || plan.offloadSearched);
  if (failed(parsePrefetch(plan)))
    return failure();
  FailureOr<ReshardPolicy> reshard = parseReshardPolicy();
  if (failed(reshard))
    return failure();
  plan.reshard = *reshard;
  // The threshold policy's bytes stay what reshard-threshold= says; the
  // search starts from true.
  plan.reshardSearched = reshardAfterForward == ShardReshardOption::Auto;
  if (plan.reshardSearched) {
    plan.searchedThreshold = plan.reshard.thresholdBytes;
    plan.reshard = ReshardPolicy{ReshardPolicy::Mode::Always, 0};
  }
  return plan;
}

LogicalResult ShardPlanner::parseShardGroup(ShardPlan &plan) {
  StringRef text = StringRef(shardGroup).trim();
  // auto, or node-size= with no group given: the search compares groups.
  if (text == "auto") {
    plan.shardGroupSearched = true;
    return success();
  }
  // The value's range is checked against N where N is known
  // (`resolveShardGroup`).
  if (text.getAsInteger(10, plan.shardGroup))
    return emitError(getOperation().getLoc())
           << "zero-shard: shard-group must be a number of ranks G that "
              "divides N (0, the default, is one group of N) or auto, got '"
           << shardGroup << "'";
  plan.shardGroupSearched = nodeSize != 0;
  return success();
}

LogicalResult ShardPlanner::parsePrefetch(ShardPlan &plan) {
  StringRef text = StringRef(prefetch).trim();
  if (text == "auto") {
    plan.prefetchSearched = true;
    return success();
  }
  // A depth past the number of collectives prefetches them all; the bound
  // only keeps the number an int.
  int64_t depth;
  if (text.getAsInteger(10, depth) || depth < 0 || depth > INT32_MAX)
    return emitError(getOperation().getLoc())
           << "zero-shard: prefetch must be 0 (each collective waited for "
              "where it is issued), a depth K >= 1 (collectives in flight "
              "ahead of their use, as --zero-prefetch=depth=K) or auto, got '"
           << prefetch << "'";
  plan.prefetch = depth;
  return success();
}

/// The data-parallel group: the `shard.grid @<grid>` of `scope` when there
/// is one (its size must agree with `world-size` if both are given),
/// otherwise a 1-d grid of `world-size` ranks, to be created.
FailureOr<ReshardPolicy> ShardPlanner::parseReshardPolicy() {
  switch (reshardAfterForward) {
  case ShardReshardOption::True:
    return ReshardPolicy{ReshardPolicy::Mode::Always, 0};
  case ShardReshardOption::False:
    return ReshardPolicy{ReshardPolicy::Mode::Never, 0};
  case ShardReshardOption::AllButLast:
    // The decisions are written on the weight arguments
    // (`writeReshardDecisions`), which win over the policy.
    return ReshardPolicy{ReshardPolicy::Mode::Always, 0};
  case ShardReshardOption::Auto:
    // Searched (`parsePlan` marks it): each candidate at stage 3 takes
    // true, false and threshold in turn.
  case ShardReshardOption::Threshold:
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
  return ReshardPolicy{ReshardPolicy::Mode::Threshold, *threshold};
}

LogicalResult ShardPlanner::checkCastOnGather(const ShardPlan &plan) {
  if (!plan.castOnGather)
    return success();
  Location loc = getOperation().getLoc();
  // With stage=auto the search keeps stages 0-2 in its table as plans the
  // rewrite cannot write (getUnwritableReason); a given stage must be 3.
  if (plan.stage && !plan.getDecisions().shardWeights)
    return emitError(loc)
           << "zero-shard: cast-on-gather=true needs stage=3: at stage "
           << *plan.stage
           << " every rank holds the full weights between steps, and casting "
              "them from the master copy would need the full master, which "
              "stages 1-3 shard; only stage 3 gathers each weight from a "
              "shard, which it can cast first (use stage=3, or drop "
              "cast-on-gather)";
  if (plan.offload.target != OffloadTarget::None)
    return emitError(loc)
           << "zero-shard: cast-on-gather=true does not combine with offload="
           << stringifyOffloadTarget(plan.offload.target)
           << ": the master copies live in the offload tier, so every gather "
              "would first bring the f32 master shard to the device, twice "
              "the bytes of the bf16 weight shard it replaces"
           << (plan.offload.params ? " (and offload-params already keeps "
                                     "the weight shards off the device)"
                                   : "")
           << "; drop one of them";
  return success();
}

LogicalResult ShardPlanner::checkOffloadOptions(ShardPlan &plan) {
  Location loc = getOperation().getLoc();
  OffloadTarget target = getOffloadTarget(offload);
  if (target != OffloadTarget::None && plan.stage &&
      !plan.getDecisions().shardOptimizerStates)
    return emitError(loc)
           << "zero-shard: offload=" << stringifyOffloadTarget(target)
           << " needs stage 1, 2 or 3: the offloaded update runs on each "
              "rank's shard of the optimizer states; use stage=1|2|3 (or "
              "auto), or offload=none";
  // With offload=auto the search takes the tier (the levels that move the
  // weight shards).
  if (offloadParams && target == OffloadTarget::None &&
      offload != ShardOffloadOption::Auto)
    return emitError(loc)
           << "zero-shard: offload-params=true moves the weight shards to "
              "the offload tier, but offload is "
           << (offload == ShardOffloadOption::None ? "none" : "not given")
           << "; add offload=cpu or offload=nvme";
  if (offloadParams && plan.stage && !plan.getDecisions().shardWeights)
    return emitError(loc)
           << "zero-shard: offload-params=true needs stage=3, the stage "
              "that shards the weights; at stage "
           << *plan.stage
           << " every rank keeps the full weights on the device (drop "
              "offload-params, or use stage=3)";
  plan.offload = {target, static_cast<bool>(offloadParams)};
  return success();
}

LogicalResult zero::pinOptionsToPlan(ModuleOp module, PlanAttr requested,
                                     const GivenShardOptions &given,
                                     ZeroShardOptions &options) {
  Location loc = module.getLoc();
  // "stage=2 conflicts with the module's #zero.plan stage = 3".
  auto conflict = [&](StringRef option, const auto &optionValue,
                      StringRef field, const auto &fieldValue) {
    std::string given, pinned;
    llvm::raw_string_ostream(given) << optionValue;
    llvm::raw_string_ostream(pinned) << fieldValue;
    return emitError(loc) << "zero-shard: " << option << "=" << given
                          << " conflicts with the module's #zero.plan " << field
                          << " = " << pinned
                          << "; drop the option (the plan pins it) or change "
                             "the plan";
  };
  // dp_axes names the grid's axes by index; dp-axis= names them by the
  // grid's `zero.axis_names`, which is how the plan is applied.
  if (!requested.getDpAxes().empty()) {
    StringRef gridName = requested.getGrid().getValue();
    auto grid = dyn_cast_or_null<shard::GridOp>(
        SymbolTable::lookupSymbolIn(module, gridName));
    auto names =
        grid ? grid->getAttrOfType<ArrayAttr>(ZeroDialect::kAxisNamesAttrName)
             : ArrayAttr();
    if (!names)
      return emitError(loc)
             << "zero-shard: the module's #zero.plan names dp_axes = ["
             << llvm::interleaved(requested.getDpAxes()) << "] of @" << gridName
             << ", but "
             << (grid
                     ? "@" + gridName.str() + " does not name its axes"
                     : "the module has no 'shard.grid @" + gridName.str() + "'")
             << "; declare 'shard.grid @" << gridName << "(shape = ...) {"
             << ZeroDialect::kAxisNamesAttrName
             << " = [...]}', one name per axis";
    SmallVector<std::string> axisNames;
    for (int16_t axis : requested.getDpAxes()) {
      if (axis >= static_cast<int64_t>(names.size()))
        return emitError(loc)
               << "zero-shard: the module's #zero.plan names axis " << axis
               << " of @" << gridName << ", which has " << names.size()
               << " axes; dp_axes are indices from 0 to " << names.size() - 1;
      auto name = dyn_cast<StringAttr>(names[axis]);
      if (!name)
        return emitError(loc)
               << "zero-shard: axis " << axis << " of @" << gridName
               << " has no name in its " << ZeroDialect::kAxisNamesAttrName
               << "; give every axis a string name";
      axisNames.push_back(name.getValue().str());
    }
    std::string planAxes = llvm::join(axisNames, ",");
    if (given.dpAxis) {
      // The option's axes, as sorted indices (the verifier keeps dp_axes
      // sorted): the same axes in any order agree.
      SmallVector<StringRef> givenNames;
      StringRef(options.dpAxis).split(givenNames, ',');
      for (StringRef &name : givenNames)
        name = name.trim();
      FailureOr<SmallVector<int16_t, 2>> givenAxes = lookupGridAxes(
          grid, givenNames, [&] { return emitError(loc) << "zero-shard: "; });
      if (failed(givenAxes))
        return failure();
      if (!llvm::equal(*givenAxes, requested.getDpAxes()))
        return conflict("dp-axis", options.dpAxis, "dp_axes",
                        "[" + planAxes + "]");
    }
    options.dpAxis = planAxes;
  } else if (given.dpAxis) {
    return conflict("dp-axis", options.dpAxis, "dp_axes",
                    "[] (the whole grid)");
  }

  auto planStage = static_cast<ShardStageOption>(
      static_cast<int>(ShardStageOption::Stage0) + requested.getStage());
  if (given.stage && options.stage != planStage)
    return conflict("stage", options.stage, "stage", requested.getStage());
  options.stage = planStage;

  StringRef planGrid = requested.getGrid().getValue();
  if (given.gridName && options.gridName != planGrid)
    return conflict("grid", options.gridName, "grid", "@" + planGrid.str());
  options.gridName = planGrid.str();

  auto planRemat =
      static_cast<ShardRematOption>(toRematPolicyOption(requested.getRemat()));
  // ShardRematOption lists the policies in RematPolicyOption's order.
  static_assert(static_cast<int>(ShardRematOption::Op) ==
                    static_cast<int>(RematPolicyOption::Op),
                "remat options follow the policies");
  if (given.remat && options.remat != planRemat)
    return conflict("remat", options.remat, "remat",
                    stringifyRematPolicy(requested.getRemat()));
  options.remat = planRemat;

  ShardOffloadOption planOffload = ShardOffloadOption::None;
  if (requested.getOffload() == OffloadTarget::Cpu)
    planOffload = ShardOffloadOption::Cpu;
  else if (requested.getOffload() == OffloadTarget::Nvme)
    planOffload = ShardOffloadOption::Nvme;
  if (given.offload && options.offload != planOffload)
    return conflict("offload", options.offload, "offload",
                    stringifyOffloadTarget(requested.getOffload()));
  options.offload = planOffload;
  if (given.offloadParams &&
      options.offloadParams != requested.getOffloadParams())
    return conflict("offload-params", options.offloadParams ? "true" : "false",
                    "offload_params",
                    requested.getOffloadParams() ? "true" : "false");
  options.offloadParams = requested.getOffloadParams();

  int64_t givenGroup;
  if (given.shardGroup &&
      (StringRef(options.shardGroup).trim().getAsInteger(10, givenGroup) ||
       givenGroup != requested.getShardGroup()))
    return conflict("shard-group", options.shardGroup, "shard_group",
                    requested.getShardGroup());
  options.shardGroup = std::to_string(requested.getShardGroup());

  // A threshold is reshard-after-forward=threshold's; otherwise the policy is
  // true or false (all-but-last writes its decisions on the weights, and
  // records true, so it goes with a plan that says true).
  ShardReshardOption planReshard =
      requested.getReshardThreshold() >= 0 ? ShardReshardOption::Threshold
      : requested.getReshardAfterForward() ? ShardReshardOption::True
                                           : ShardReshardOption::False;
  bool allButLast =
      options.reshardAfterForward == ShardReshardOption::AllButLast &&
      planReshard == ShardReshardOption::True;
  if (given.reshardAfterForward && options.reshardAfterForward != planReshard &&
      !allButLast)
    return conflict(
        "reshard-after-forward", options.reshardAfterForward,
        requested.getReshardThreshold() >= 0 ? "reshard_threshold"
                                             : "reshard_after_forward",
        requested.getReshardThreshold() >= 0
            ? std::to_string(requested.getReshardThreshold())
            : (requested.getReshardAfterForward() ? "true" : "false"));
  if (!allButLast)
    options.reshardAfterForward = planReshard;
  if (planReshard == ShardReshardOption::Threshold) {
    auto threshold = static_cast<uint64_t>(requested.getReshardThreshold());
    if (given.reshardThreshold &&
        parseMemorySize(options.reshardThreshold) != threshold &&
        !(threshold == 0 && StringRef(options.reshardThreshold).trim() == "0"))
      return conflict("reshard-threshold", options.reshardThreshold,
                      "reshard_threshold", threshold);
    options.reshardThreshold = std::to_string(threshold);
  }

  ShardCastOption planCast = requested.getCastOnGather()
                                 ? ShardCastOption::True
                                 : ShardCastOption::False;
  if (given.castOnGather && options.castOnGather != planCast)
    return conflict("cast-on-gather", options.castOnGather, "cast_on_gather",
                    requested.getCastOnGather() ? "true" : "false");
  options.castOnGather = planCast;
  return success();
}
