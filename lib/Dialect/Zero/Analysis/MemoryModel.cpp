//===- MemoryModel.cpp - model-state memory and traffic per ZeRO stage ----===//
//
// Sums the model of docs/design.md §4–5 over the tensors of a state table. All
// arithmetic is checked: a byte count that leaves 64 bits is reported at the
// tensor that pushed it over, never wrapped. What one stage holds and sends
// per tensor is detail/FootprintBuilder.cpp; this file lays out one tensor,
// and sums a table into one stage, all stages, and per-parameter groups.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "detail/FootprintBuilder.h"
#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::zero;
using mlir::zero::detail::FootprintBuilder;
using mlir::zero::detail::kCheckShapes;

//===----------------------------------------------------------------------===//
// Layout and collectives of one tensor
//===----------------------------------------------------------------------===//

/// `sum += value`; false when the sum leaves 64 bits.
[[nodiscard]] static bool addChecked(uint64_t &sum, uint64_t value) {
  return !__builtin_add_overflow(sum, value, &sum);
}

/// `product = a * b`; false when the product leaves 64 bits.
[[nodiscard]] static bool mulChecked(uint64_t a, uint64_t b,
                                     uint64_t &product) {
  return !__builtin_mul_overflow(a, b, &product);
}

bool zero::isShardedAtStage(StateRole role, int stage) {
  return getStagePreset(stage).shards(role);
}

std::optional<ShardLayout> zero::getShardLayout(uint64_t numElements,
                                                Type elementType,
                                                int64_t worldSize) {
  assert(worldSize >= 1 && "a group has at least one rank");
  auto ranks = static_cast<uint64_t>(worldSize);
  ShardLayout layout;
  layout.numElements = numElements;
  layout.shardElements = llvm::divideCeil(numElements, ranks);
  std::optional<uint64_t> shardBytes =
      getByteSize(layout.shardElements, elementType);
  std::optional<uint64_t> fullBytes = getByteSize(numElements, elementType);
  uint64_t groupBytes;
  if (!shardBytes || !fullBytes || !mulChecked(*shardBytes, ranks, groupBytes))
    return std::nullopt;
  layout.shardBytes = *shardBytes;
  // N shards cover the tensor, so `groupBytes >= *fullBytes`.
  layout.paddingBytes = groupBytes - *fullBytes;
  return layout;
}

std::optional<int64_t> zero::getPaddedElements(uint64_t numElements,
                                               Type elementType,
                                               int64_t worldSize) {
  assert(worldSize >= 1 && "a group has at least one rank");
  auto ranks = static_cast<uint64_t>(worldSize);
  uint64_t padded;
  if (!mulChecked(llvm::divideCeil(numElements, ranks), ranks, padded) ||
      padded > static_cast<uint64_t>(INT64_MAX) ||
      !getByteSize(padded, elementType))
    return std::nullopt;
  return static_cast<int64_t>(padded);
}

std::optional<CollectiveKind> zero::getCollectiveKind(Operation *op) {
  // A start is its collective, in flight until its `zero.wait`.
  if (isa<AllGatherOp, AllGatherStartOp>(op))
    return CollectiveKind::AllGather;
  if (isa<ReduceScatterOp, ReduceScatterStartOp>(op))
    return CollectiveKind::ReduceScatter;
  if (isa<AllReduceOp, AllReduceStartOp>(op))
    return CollectiveKind::AllReduce;
  return std::nullopt;
}

StringRef zero::getCollectiveName(CollectiveKind kind) {
  switch (kind) {
  case CollectiveKind::AllReduce:
    return "all_reduce";
  case CollectiveKind::ReduceScatter:
    return "reduce_scatter";
  case CollectiveKind::AllGather:
    return "all_gather";
  }
  llvm_unreachable("unknown collective kind");
}

std::optional<uint64_t> zero::getBytesSentPerRank(CollectiveKind kind,
                                                  uint64_t shardBytes,
                                                  int64_t worldSize) {
  assert(worldSize >= 1 && "a group has at least one rank");
  // A ring all_reduce is a reduce_scatter followed by an all_gather: each
  // passes N−1 shards to the next rank.
  uint64_t steps = static_cast<uint64_t>(worldSize) - 1;
  if (kind == CollectiveKind::AllReduce && !mulChecked(steps, 2, steps))
    return std::nullopt;
  uint64_t bytes;
  if (!mulChecked(steps, shardBytes, bytes))
    return std::nullopt;
  return bytes;
}

//===----------------------------------------------------------------------===//
// Footprint of one stage
//===----------------------------------------------------------------------===//

uint64_t zero::countGatheringUnits(const StateTable &table) {
  return computeGatheringUnits(table).size();
}

SmallVector<int64_t> zero::collectLayers(const StateTable &table) {
  SmallVector<int64_t> layers;
  for (const ParamStates &param : table.getParams())
    if (param.layer)
      layers.push_back(*param.layer);
  llvm::sort(layers);
  layers.erase(llvm::unique(layers), layers.end());
  return layers;
}

namespace {
/// Which parameters' units stage 3 gathers for their uses, and which of
/// those it keeps gathered from their forward to their backward.
struct KeptUnits {
  /// Every unit.
  SmallVector<GatheringUnit> units;
  /// The units stage 3 gathers for their uses (`getUnitsGatheredForUse`).
  SmallVector<GatheringUnit> gathered;
  /// One entry per unit of `gathered`.
  SmallVector<bool> kept;
  /// One entry per parameter of the table.
  SmallVector<bool> keptParam;

  /// The collective counts at `stage` of the units holding the parameters
  /// `inGroup` says are in a group (all of them: every parameter).
  zero::detail::UnitCounts count(const StateTable &table, int stage,
                                 function_ref<bool(unsigned)> inGroup) const {
    zero::detail::UnitCounts counts;
    auto hasParam = [&](const GatheringUnit &unit, auto predicate) {
      return llvm::any_of(unit.params, [&](unsigned param) {
        return inGroup(param) && predicate(table.getParams()[param]);
      });
    };
    auto any = [](const ParamStates &) { return true; };
    StageDecisions decisions = getStagePreset(stage);
    for (const GatheringUnit &unit : units)
      counts.units += hasParam(unit, any);
    // The parts the rewrite reduces apart (ShardLowering's
    // `splitUnitsByGroup`); each gathers its updated weights back when one
    // of them does.
    auto decisionsOf = [&](unsigned param) {
      return decisions.forParam(table.getParams()[param].maxStage);
    };
    for (const GatheringUnit &part : splitUnits(
             units,
             [&](unsigned a, unsigned b) {
               return decisionsOf(a).reducesGradientsAs(decisionsOf(b));
             },
             inGroup)) {
      StageDecisions of = decisionsOf(part.params.front());
      (of.reduceScattersGradients() ? counts.reduceScattered
                                    : counts.allReduced) += 1;
      counts.gatheredAfterUpdate +=
          llvm::any_of(part.params, [&](unsigned param) {
            return decisionsOf(param).gathersUpdatedWeights();
          });
    }
    for (auto [unit, isKept] : llvm::zip(gathered, kept))
      if (hasParam(unit, any)) {
        ++counts.gatheredForUse;
        counts.kept += isKept;
      }
    return counts;
  }
};
} // namespace

/// The decision every reader of the step shares (`decideResharding`), for
/// zero-shard's default policy: a unit is kept where its weights carry
/// `zero.reshard_after_forward = false`, which is in the step before and
/// after sharding. A plan-wide `reshard-after-forward` is zero-shard's
/// choice of program; the report explains it beside that program.
static KeptUnits findKeptUnits(const StateTable &table) {
  KeptUnits result;
  result.units = computeGatheringUnits(table);
  result.gathered = getUnitsGatheredForUse(table, result.units);
  result.keptParam.assign(table.getParams().size(), false);
  for (auto [unit, reshards] : llvm::zip(
           result.gathered, decideResharding(table, result.gathered, {}))) {
    result.kept.push_back(!reshards);
    if (!reshards)
      for (unsigned param : unit.params)
        result.keptParam[param] = true;
  }
  return result;
}

FailureOr<StageFootprint> zero::computeFootprint(const StateTable &table,
                                                 int64_t worldSize, int stage,
                                                 int64_t shardRanks) {
  assert(worldSize >= 1 && "a group has at least one rank");
  assert(stage >= 0 && stage < kNumZeroStages && "ZeRO stages are 0 to 3");
  if (shardRanks == 0)
    shardRanks = worldSize;
  assert(shardRanks >= 1 && worldSize % shardRanks == 0 &&
         "shard groups divide the world");
  FootprintBuilder builder(worldSize, stage, shardRanks);
  KeptUnits kept = findKeptUnits(table);
  for (auto [param, keptGathered] :
       llvm::zip(table.getParams(), kept.keptParam))
    if (failed(builder.addParam(param, keptGathered)))
      return failure();
  return builder.finish(
      kept.count(table, stage, [](unsigned) { return true; }));
}

/// The names of the units `kept` keeps gathered, in unit order.
static SmallVector<std::string> nameKeptUnits(const StateTable &table,
                                              const KeptUnits &kept) {
  SmallVector<std::string> names;
  for (auto [unit, isKept] : llvm::zip(kept.gathered, kept.kept))
    if (isKept)
      names.push_back(getGatheringUnitName(table, unit));
  return names;
}

//===----------------------------------------------------------------------===//
// The report of all stages
//===----------------------------------------------------------------------===//

/// Counts the weights `table`'s step keeps whole (`zero.persistent`), the
/// parameters it caps (`zero.max_stage`) and those it keeps on the device
/// (`zero.on_device`) into `report`.
static LogicalResult countPersistentWeights(const StateTable &table,
                                            MemoryReport &report) {
  for (const ParamStates &param : table.getParams()) {
    // The caps `zero.max_stage` sets: below what `zero.persistent`, which
    // the persistent line counts, sets alone.
    if (param.maxStage < (param.persistent ? 2 : 3))
      ++report.paramsCappedAt[param.maxStage];
    if (param.onDevice)
      ++report.numParamsOnDevice;
    if (param.persistent) {
      ++report.numPersistentWeights;
      if (!addChecked(report.persistentWeightBytes, param.weight.bytes))
        return emitError(getWholeFunctionLoc(table.getFunction()))
               << "the bytes of the persistent weights overflow 64 bits; "
               << kCheckShapes;
    }
  }
  return success();
}

double MemoryReport::getBytesPerParameter(uint64_t roleBytes) const {
  if (numParameters == 0)
    return 0;
  return static_cast<double>(roleBytes) / static_cast<double>(numParameters);
}

std::optional<double> MemoryReport::getMemoryRatioToDDP(int stage) const {
  uint64_t ddp = stages[0].memoryPerRank.total;
  if (ddp == 0)
    return std::nullopt;
  return static_cast<double>(stages[stage].memoryPerRank.total) /
         static_cast<double>(ddp);
}

std::optional<double> MemoryReport::getTrafficRatioToDDP(int stage) const {
  uint64_t ddp = stages[0].sentBytesPerRank;
  if (ddp == 0)
    return std::nullopt;
  return static_cast<double>(stages[stage].sentBytesPerRank) /
         static_cast<double>(ddp);
}

FailureOr<MemoryReport> zero::computeMemoryReport(const StateTable &table,
                                                  int64_t worldSize,
                                                  int64_t shardRanks) {
  MemoryReport report;
  report.layers = collectLayers(table);
  report.functionName = table.getFunction().getName().str();
  report.numParameters = table.getNumParameters();
  report.worldSize = worldSize;
  report.shardRanks = shardRanks == 0 ? worldSize : shardRanks;
  report.numUnits = countGatheringUnits(table);
  report.unitsKeptGathered = nameKeptUnits(table, findKeptUnits(table));
  if (failed(countPersistentWeights(table, report)))
    return failure();
  for (int stage = 0; stage < kNumZeroStages; ++stage) {
    FailureOr<StageFootprint> footprint =
        computeFootprint(table, worldSize, stage, shardRanks);
    if (failed(footprint))
      return failure();
    report.stages[stage] = *footprint;
  }
  // Stage 0 shards nothing: each rank holds every state in full (with
  // shard groups, its gradients padded to a multiple of G; the states
  // themselves are those of one group).
  report.modelStateBytes = report.stages[0].memoryPerRank;
  if (report.shardRanks != worldSize) {
    FailureOr<StageFootprint> unsharded = computeFootprint(table, 1, 0);
    if (failed(unsharded))
      return failure();
    report.modelStateBytes = unsharded->memoryPerRank;
  }
  return report;
}

std::optional<size_t> zero::findShardAxesOnMesh(ArrayRef<int64_t> shape,
                                                ArrayRef<int16_t> dpAxes,
                                                int64_t shardRanks) {
  if (shardRanks < 2)
    return std::nullopt;
  int64_t tail = 1;
  for (size_t first = dpAxes.size(); first-- > 0;) {
    tail *= shape[dpAxes[first]];
    if (tail == shardRanks)
      return first;
    if (tail > shardRanks)
      break;
  }
  return std::nullopt;
}

SmallVector<int64_t> zero::getMeshShardGroupSizes(ArrayRef<int64_t> shape,
                                                  ArrayRef<int16_t> dpAxes) {
  int64_t whole = 1;
  for (int16_t axis : dpAxes)
    whole *= shape[axis];
  SmallVector<int64_t> sizes;
  int64_t tail = 1;
  for (int16_t axis : llvm::reverse(dpAxes)) {
    tail *= shape[axis];
    if (tail > 1 && tail < whole && (sizes.empty() || sizes.back() != tail))
      sizes.push_back(tail);
  }
  return sizes;
}

FailureOr<SmallVector<ParamGroup>>
zero::groupParamsOnMesh(const StateTable &table, shard::GridOp grid,
                        ArrayRef<int16_t> dpAxes) {
  auto emitAt = [&](const ParamStates &param) {
    return [&] {
      return emitError(Location(param.weight.loc))
             << "the " << ZeroDialect::kDpAxesAttrName << " of \"" << param.name
             << "\": ";
    };
  };
  SmallVector<ParamGroup> groups;
  auto groupOf = [&](ArrayRef<int16_t> axes) -> FailureOr<ParamGroup *> {
    for (ParamGroup &group : groups)
      if (ArrayRef<int16_t>(group.axes) == axes)
        return &group;
    FailureOr<int64_t> ranks = getGroupSize(grid, axes);
    if (failed(ranks))
      return failure();
    ParamGroup &group = groups.emplace_back();
    group.axes.assign(axes.begin(), axes.end());
    group.ranks = *ranks;
    return &group;
  };
  if (failed(groupOf(dpAxes)))
    return emitError(grid.getLoc())
           << "the data-parallel axes of @" << grid.getSymName()
           << " have no static size";
  bool valid = true;
  for (auto [index, param] : llvm::enumerate(table.getParams())) {
    SmallVector<int16_t, 2> axes(dpAxes);
    if (param.dpAxisNames) {
      FailureOr<SmallVector<int16_t, 2>> named =
          lookupGridAxes(grid, param.dpAxisNames, emitAt(param));
      if (failed(named)) {
        valid = false;
        continue;
      }
      for (int16_t axis : *named)
        if (!llvm::is_contained(dpAxes, axis)) {
          emitAt(param)() << "axis '"
                          << cast<StringAttr>(
                                 grid->getAttrOfType<ArrayAttr>(
                                     ZeroDialect::kAxisNamesAttrName)[axis])
                                 .getValue()
                          << "' of @" << grid.getSymName()
                          << " is not one of ZeRO's data-parallel axes; a "
                             "parameter's group lies within ZeRO's";
          valid = false;
        }
      axes = *named;
    }
    FailureOr<ParamGroup *> group = groupOf(axes);
    if (failed(group)) {
      emitAt(param)() << "its axes have no static size";
      valid = false;
      continue;
    }
    (*group)->params.push_back(index);
    (*group)->numParameters += param.getNumElements();
  }
  if (!valid)
    return failure();
  return groups;
}

/// Adds `part` to `sum`; false when a sum overflows 64 bits.
static bool addFootprint(StageFootprint &sum, const StageFootprint &part) {
  bool ok =
      addChecked(sum.memoryPerRank.weights, part.memoryPerRank.weights) &&
      addChecked(sum.memoryPerRank.grads, part.memoryPerRank.grads) &&
      addChecked(sum.memoryPerRank.optimizer, part.memoryPerRank.optimizer) &&
      addChecked(sum.memoryPerRank.total, part.memoryPerRank.total) &&
      addChecked(sum.paddingBytes, part.paddingBytes) &&
      addChecked(sum.sentBytesPerRank, part.sentBytesPerRank) &&
      addChecked(sum.keptGatheredBytes, part.keptGatheredBytes);
  for (auto [total, traffic] : llvm::zip(sum.collectives, part.collectives))
    ok = ok && addChecked(total.count, traffic.count) &&
         addChecked(total.sentBytes, traffic.sentBytes);
  for (const AxisTraffic &traffic : part.sentBytesByAxes) {
    auto *known = llvm::find_if(sum.sentBytesByAxes, [&](const AxisTraffic &a) {
      return a.axes == traffic.axes;
    });
    if (known == sum.sentBytesByAxes.end())
      sum.sentBytesByAxes.push_back(traffic);
    else
      ok = ok && addChecked(known->sentBytes, traffic.sentBytes);
  }
  return ok;
}

FailureOr<MemoryReport> zero::computeMemoryReport(const StateTable &table,
                                                  ArrayRef<ParamGroup> groups) {
  assert(!groups.empty() && "ZeRO's group comes first");
  MemoryReport report;
  report.layers = collectLayers(table);
  report.functionName = table.getFunction().getName().str();
  report.numParameters = table.getNumParameters();
  report.worldSize = groups.front().ranks;
  report.shardRanks = report.worldSize;
  report.paramGroups.assign(groups.begin(), groups.end());
  // A unit of the rewrite holds the parameters of one gathering unit
  // (GatherSchedule.h) and group; it is kept gathered when its gathering
  // unit is.
  KeptUnits kept = findKeptUnits(table);
  report.unitsKeptGathered = nameKeptUnits(table, kept);
  if (failed(countPersistentWeights(table, report)))
    return failure();
  SmallVector<llvm::DenseSet<unsigned>> paramsOfGroup;
  for (const ParamGroup &group : groups)
    paramsOfGroup.emplace_back(group.params.begin(), group.params.end());
  auto countUnits = [&](int stage, const llvm::DenseSet<unsigned> &inGroup) {
    return kept.count(table, stage,
                      [&](unsigned param) { return inGroup.contains(param); });
  };
  for (const llvm::DenseSet<unsigned> &inGroup : paramsOfGroup)
    report.numUnits += countUnits(0, inGroup).units;
  for (int stage = 0; stage < kNumZeroStages; ++stage) {
    StageFootprint &sum = report.stages[stage];
    sum.stage = stage;
    for (auto [group, inGroup] : llvm::zip(groups, paramsOfGroup)) {
      zero::detail::UnitCounts units = countUnits(stage, inGroup);
      FootprintBuilder builder(group.ranks, stage, group.ranks);
      for (unsigned index : group.params)
        if (failed(builder.addParam(table.getParams()[index],
                                    kept.keptParam[index])))
          return failure();
      StageFootprint part = builder.finish(units);
      for (AxisTraffic &traffic : part.sentBytesByAxes)
        traffic.axes = group.axes;
      if (!addFootprint(sum, part))
        return emitError(getWholeFunctionLoc(table.getFunction()))
               << "the model-state bytes or bytes sent per rank at ZeRO "
                  "stage "
               << stage << " overflow 64 bits; " << kCheckShapes;
    }
  }
  report.modelStateBytes = report.stages[0].memoryPerRank;
  return report;
}

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

MemoryModelAnalysis::MemoryModelAnalysis(Operation *function,
                                         AnalysisManager &manager) {
  auto &states = manager.getAnalysis<StateTableAnalysis>();
  if (!states.failed())
    table = &states.getTable();
}

FailureOr<const MemoryReport *>
MemoryModelAnalysis::getReport(int64_t worldSize, int64_t shardRanks) {
  assert(table && "the state table failed");
  auto [it, inserted] = reports.try_emplace({worldSize, shardRanks});
  if (inserted) {
    FailureOr<MemoryReport> report =
        computeMemoryReport(*table, worldSize, shardRanks);
    if (succeeded(report))
      it->second = std::move(*report);
  }
  if (!it->second)
    return failure();
  return &*it->second;
}

FailureOr<const StageFootprint *>
MemoryModelAnalysis::getFootprint(int64_t worldSize, int stage) {
  assert(table && "the state table failed");
  auto [it, inserted] = footprints.try_emplace({worldSize, stage});
  if (inserted) {
    FailureOr<StageFootprint> footprint =
        computeFootprint(*table, worldSize, stage);
    if (succeeded(footprint))
      it->second = std::move(*footprint);
  }
  if (!it->second)
    return failure();
  return &*it->second;
}

bool MemoryModelAnalysis::isInvalidated(
    const AnalysisManager::PreservedAnalyses &preserved) {
  // The table is invalidated first (it was built first), so a table that
  // goes is no longer marked preserved here.
  return !preserved.isPreserved<MemoryModelAnalysis>() ||
         !preserved.isPreserved<StateTableAnalysis>();
}
