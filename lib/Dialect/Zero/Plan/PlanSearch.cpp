//===- PlanSearch.cpp - the candidates of zero-shard's search -------------===//
//
// The comparator, the product of the searched fields and the table of
// candidates recorded as `zero.plan_search` (PlanSearch.h).
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/PlanSearch.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

#include <tuple>

using namespace mlir;
using namespace mlir::zero;

int zero::getOffloadRank(const OffloadLevel &level) {
  switch (level.target) {
  case OffloadTarget::None:
    return 0;
  case OffloadTarget::Cpu:
    return level.params ? 2 : 1;
  case OffloadTarget::Nvme:
    return level.params ? 4 : 3;
  }
  llvm_unreachable("unknown offload target");
}

bool zero::isBetterPlan(const PlanCandidate &candidate,
                        const PlanCandidate &best) {
  if (candidate.fits != best.fits)
    return candidate.fits;
  // Offloading is the last resort: it trades device memory for PCIe and
  // NVMe traffic, so a level is taken only when none below it fits.
  int offload = getOffloadRank(candidate.plan.offload);
  int bestOffload = getOffloadRank(best.plan.offload);
  if (offload != bestOffload)
    return offload < bestOffload;
  // The step time exists for every candidate or for none (machine=).
  if (candidate.stepSeconds && best.stepSeconds &&
      *candidate.stepSeconds != *best.stepSeconds)
    return *candidate.stepSeconds < *best.stepSeconds;
  // The stage is set on every candidate the search builds. Last, of two
  // plans alike in all of that (cast-on-gather or not, at stage 3), the one
  // that leaves more of the device free.
  auto key = [](const PlanCandidate &c) {
    return std::make_tuple(c.interNodeBytes, c.sentBytes, c.recomputeFlops,
                           c.tierBytes, c.plan.stage.value_or(0), c.prefetch,
                           -c.shardRanks, c.peakBytes);
  };
  return key(candidate) < key(best);
}

std::optional<size_t> zero::pickBestPlan(ArrayRef<PlanCandidate> candidates) {
  std::optional<size_t> best;
  for (auto [index, candidate] : llvm::enumerate(candidates))
    if (candidate.canBeChosen() &&
        (!best || isBetterPlan(candidate, candidates[*best])))
      best = index;
  return best;
}

SmallVector<OffloadLevel, 4>
zero::getOffloadFallbackLevels(const ShardPlan &requested) {
  SmallVector<OffloadLevel, 4> levels;
  for (OffloadLevel level : kOffloadFallbackLevels)
    if (!requested.offload.params || level.params)
      levels.push_back(level);
  return levels;
}

PlanSpace zero::getOffloadSpace(const PlanSpace &space, OffloadLevel level) {
  PlanSpace levelSpace = space;
  levelSpace.offloads = {level};
  // The stages searched that admit the level (none searched: the requested
  // stage, which `enumeratePlans` leaves out where it does not admit it).
  auto admits = [&](int stage) {
    return level.params ? stage == 3 : stage >= 1;
  };
  levelSpace.stages.clear();
  for (int stage : space.stages)
    if (admits(stage))
      levelSpace.stages.push_back(stage);
  return levelSpace;
}

std::vector<ShardPlan> zero::enumeratePlans(const ShardPlan &requested,
                                            const PlanSpace &space,
                                            int64_t groupSize) {
  auto orRequested = [](auto searched, auto requestedValue) {
    using Element = std::decay_t<decltype(searched[0])>;
    SmallVector<Element> values(searched.begin(), searched.end());
    if (values.empty())
      values.push_back(requestedValue);
    return values;
  };
  SmallVector<OffloadLevel> offloads =
      orRequested(space.offloads, requested.offload);
  SmallVector<std::optional<RematPolicy>> policies;
  for (RematPolicy policy : space.policies)
    policies.push_back(policy);
  if (policies.empty())
    policies.push_back(requested.remat);
  SmallVector<std::optional<int>> stages;
  for (int stage : space.stages)
    stages.push_back(stage);
  if (stages.empty())
    stages.push_back(requested.stage);
  SmallVector<int64_t> shardGroups =
      orRequested(space.shardGroups, requested.shardGroup);

  std::vector<ShardPlan> plans;
  for (OffloadLevel offload : offloads)
    for (std::optional<RematPolicy> policy : policies)
      for (std::optional<int> stage : stages) {
        // What each offload level needs of the stage (docs/ZeroPasses.md):
        // an offloaded update runs on a shard of the optimizer states, and
        // offloaded weight shards need sharded weights.
        if (stage && offload.target != OffloadTarget::None &&
            !getStagePreset(*stage).shardOptimizerStates)
          continue;
        if (stage && offload.params && !getStagePreset(*stage).shardWeights)
          continue;
        // Resharding decides something only where the weights are
        // gathered for the forward and again for the backward: stage 3.
        SmallVector<ReshardPolicy, 3> reshards{requested.reshard};
        if (!space.reshards.empty() && stage &&
            getStagePreset(*stage).shardWeights)
          reshards.assign(space.reshards.begin(), space.reshards.end());
        for (int64_t g : shardGroups)
          for (const ReshardPolicy &reshard : reshards)
            for (bool cast : {false, true}) {
              // A cast-on-gather searched is compared only where it can be
              // written: stage 3 without offload.
              if (!space.castOnGather && cast != requested.castOnGather)
                continue;
              if (space.castOnGather && cast &&
                  (!stage || !getStagePreset(*stage).shardWeights ||
                   offload.target != OffloadTarget::None))
                continue;
              ShardPlan plan = requested;
              plan.offload = offload;
              plan.remat = policy;
              plan.stage = stage;
              // One group of all N ranks is written as 0 (no shard groups).
              plan.shardGroup = g == groupSize ? 0 : g;
              plan.reshard = reshard;
              plan.castOnGather = cast;
              plans.push_back(std::move(plan));
            }
      }
  return plans;
}

SmallVector<ReshardPolicy, 3>
zero::getSearchedReshards(uint64_t thresholdBytes) {
  return {ReshardPolicy{ReshardPolicy::Mode::Always, 0},
          ReshardPolicy{ReshardPolicy::Mode::Never, 0},
          ReshardPolicy{ReshardPolicy::Mode::Threshold, thresholdBytes}};
}

StringRef zero::getReshardOptionName(const ReshardPolicy &policy) {
  switch (policy.mode) {
  case ReshardPolicy::Mode::Always:
    return "true";
  case ReshardPolicy::Mode::Never:
    return "false";
  case ReshardPolicy::Mode::Threshold:
    return "threshold";
  }
  llvm_unreachable("unknown reshard policy");
}

DictionaryAttr zero::buildPlanSearchAttr(MLIRContext *context,
                                         ArrayRef<PlanCandidate> candidates,
                                         size_t chosen) {
  Builder builder(context);
  // Sizes are unsigned 64-bit: `device_required` is 2^64 - 1 when it
  // overflows.
  auto bytes = [&](uint64_t value) {
    return builder.getIntegerAttr(
        IntegerType::get(context, 64, IntegerType::Unsigned), APInt(64, value));
  };
  SmallVector<Attribute> rows;
  for (const PlanCandidate &candidate : candidates) {
    const ShardPlan &plan = candidate.plan;
    SmallVector<NamedAttribute> fields = {
        builder.getNamedAttr("stage",
                             builder.getI64IntegerAttr(plan.stage.value_or(0))),
        builder.getNamedAttr("remat",
                             builder.getStringAttr(stringifyRematPolicy(
                                 plan.remat.value_or(RematPolicy::None)))),
        builder.getNamedAttr(
            "offload",
            builder.getStringAttr(stringifyOffloadTarget(plan.offload.target))),
        builder.getNamedAttr("offload_params",
                             builder.getBoolAttr(plan.offload.params)),
        builder.getNamedAttr("shard_group",
                             builder.getI64IntegerAttr(candidate.shardRanks)),
        builder.getNamedAttr(
            "reshard_after_forward",
            builder.getStringAttr(getReshardOptionName(plan.reshard))),
        builder.getNamedAttr("cast_on_gather",
                             builder.getBoolAttr(plan.castOnGather)),
        builder.getNamedAttr("prefetch",
                             builder.getI64IntegerAttr(candidate.prefetch)),
        builder.getNamedAttr("fits", builder.getBoolAttr(candidate.fits))};
    // Written where the search kept parameters on the device
    // (on-device=auto); a table without it keeps none.
    if (plan.offload.keptOnDevice > 0)
      fields.push_back(builder.getNamedAttr(
          "params_on_device",
          builder.getI64IntegerAttr(plan.offload.keptOnDevice)));
    if (candidate.priced) {
      fields.push_back(
          builder.getNamedAttr("peak_bytes", bytes(candidate.peakBytes)));
      fields.push_back(
          builder.getNamedAttr("sent_bytes", bytes(candidate.sentBytes)));
      fields.push_back(builder.getNamedAttr("inter_node_bytes",
                                            bytes(candidate.interNodeBytes)));
    }
    if (candidate.stepSeconds)
      fields.push_back(builder.getNamedAttr(
          "step_s", builder.getF64FloatAttr(*candidate.stepSeconds)));
    if (!candidate.reason.empty())
      fields.push_back(builder.getNamedAttr(
          "reason", builder.getStringAttr(candidate.reason)));
    rows.push_back(builder.getDictionaryAttr(fields));
  }
  return builder.getDictionaryAttr(
      {builder.getNamedAttr("chosen", builder.getI64IntegerAttr(chosen)),
       builder.getNamedAttr("candidates", builder.getArrayAttr(rows))});
}

std::optional<PlanSearchTable> zero::readPlanSearchAttr(DictionaryAttr attr,
                                                        std::string &error) {
  auto fail = [&](const Twine &message) -> std::optional<PlanSearchTable> {
    error = message.str();
    return std::nullopt;
  };
  PlanSearchTable table;
  auto chosen = attr.getAs<IntegerAttr>("chosen");
  auto rows = attr.getAs<ArrayAttr>("candidates");
  if (!chosen || !rows)
    return fail("needs 'chosen' (an integer) and 'candidates' (an array)");
  table.chosen = chosen.getInt();
  if (table.chosen < 0 || table.chosen >= static_cast<int64_t>(rows.size()))
    return fail("'chosen' = " + Twine(table.chosen) + " is not one of the " +
                Twine(rows.size()) + " candidates");
  for (auto [index, rowAttr] : llvm::enumerate(rows)) {
    auto dict = dyn_cast<DictionaryAttr>(rowAttr);
    std::string where = "candidate " + std::to_string(index);
    if (!dict)
      return fail(where + " is not a dictionary");
    PlanSearchRow row;
    auto integer = [&](StringRef name, int64_t &out) {
      auto value = dict.getAs<IntegerAttr>(name);
      if (value)
        out = value.getInt();
      return static_cast<bool>(value);
    };
    auto unsignedInt = [&](StringRef name, uint64_t &out) {
      if (auto value = dict.getAs<IntegerAttr>(name))
        out = value.getValue().getZExtValue();
    };
    auto string = [&](StringRef name, std::string &out) {
      auto value = dict.getAs<StringAttr>(name);
      if (value)
        out = value.getValue().str();
      return static_cast<bool>(value);
    };
    auto flag = [&](StringRef name, bool &out) {
      auto value = dict.getAs<BoolAttr>(name);
      if (value)
        out = value.getValue();
      return static_cast<bool>(value);
    };
    if (!integer("stage", row.stage) || !string("remat", row.remat) ||
        !string("offload", row.offload) ||
        !flag("offload_params", row.offloadParams) ||
        !integer("shard_group", row.shardGroup) ||
        !string("reshard_after_forward", row.reshardAfterForward) ||
        !flag("cast_on_gather", row.castOnGather) ||
        !integer("prefetch", row.prefetch) || !flag("fits", row.fits))
      return fail(where + " lacks one of stage, remat, offload, "
                          "offload_params, shard_group, "
                          "reshard_after_forward, cast_on_gather, prefetch, "
                          "fits");
    if (dict.get("params_on_device") &&
        (!integer("params_on_device", row.paramsOnDevice) ||
         row.paramsOnDevice < 1))
      return fail(where + " has a 'params_on_device' that is not a count of "
                          "parameters of at least 1");
    row.priced = static_cast<bool>(dict.get("peak_bytes"));
    unsignedInt("peak_bytes", row.peakBytes);
    unsignedInt("sent_bytes", row.sentBytes);
    unsignedInt("inter_node_bytes", row.interNodeBytes);
    if (auto seconds = dict.getAs<FloatAttr>("step_s"))
      row.stepSeconds = seconds.getValueAsDouble();
    string("reason", row.reason);
    table.candidates.push_back(std::move(row));
  }
  return table;
}

std::string zero::limitCandidateLines(StringRef lines, size_t chosen,
                                      size_t limit) {
  SmallVector<StringRef> parts;
  lines.split(parts, '\n');
  auto isCandidate = [](StringRef line) {
    return line.starts_with("  stage ");
  };
  size_t total = llvm::count_if(parts, isCandidate);
  if (total <= limit)
    return lines.str();
  std::string kept;
  size_t index = 0, shown = 0;
  for (StringRef line : parts) {
    if (line.empty())
      continue;
    if (isCandidate(line)) {
      // Until the chosen one is shown, one place is kept for it.
      bool keep = index == chosen || shown + (index < chosen ? 1 : 0) < limit;
      ++index;
      if (!keep)
        continue;
      ++shown;
    }
    kept += "\n";
    kept += line.str();
  }
  kept += "\n  (" + std::to_string(total - shown) +
          " more candidates not shown; zero-report's plan_search lists "
          "every one)";
  return kept;
}
