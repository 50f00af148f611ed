//===- MemoryModel.cpp - model-state memory and traffic per ZeRO stage ----===//
//
// Sums the model of docs/design.md §4–5 over the tensors of a state table. All
// arithmetic is checked: a byte count that leaves 64 bits is reported at the
// tensor that pushed it over, never wrapped.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
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

/// The fix for a sum of byte counts that overflows.
static constexpr StringLiteral kCheckShapes =
    "the model states are too large to count in bytes, check the tensor "
    "shapes";

namespace {
/// Adds the tensors of a state table to one stage's footprint, one at a time,
/// and reports the first sum that overflows.
class FootprintBuilder {
public:
  /// `shardRanks` is G, a divisor of `worldSize`; G = N is one group.
  FootprintBuilder(int64_t worldSize, int stage, int64_t shardRanks)
      : worldSize(worldSize), shardRanks(shardRanks),
        replicas(worldSize / shardRanks), decisions(getStagePreset(stage)) {
    footprint.stage = stage;
    // The axes zero-shard's collectives name (ShardGroup in
    // ZeroShardRewriter.h): the whole grid, or within a shard group and
    // across replicas.
    if (replicas == 1) {
      if (worldSize > 1)
        footprint.sentBytesByAxes.push_back(AxisTraffic{{}, worldSize, 0});
    } else {
      if (shardRanks > 1)
        footprint.sentBytesByAxes.push_back(AxisTraffic{{1}, shardRanks, 0});
      footprint.sentBytesByAxes.push_back(AxisTraffic{{0}, replicas, 0});
    }
  }

  /// `keptGathered`: the parameter's unit stays gathered from its forward
  /// to its backward at stage 3.
  LogicalResult addParam(const ParamStates &param, bool keptGathered);
  /// `numKeptUnits` of the `numUnits` are kept gathered.
  StageFootprint finish(uint64_t numUnits, uint64_t numKeptUnits);

private:
  LogicalResult addState(const ParamStates &param, const StateValue &state,
                         bool keptGathered);
  /// Adds `timesPerStep` collectives of `kind` over `groupRanks` ranks
  /// whose per-rank shard has `shardBytes` bytes; `acrossReplicas` says
  /// which axis of a hybrid grid they span.
  LogicalResult addTraffic(const ParamStates &param, const StateValue &state,
                           uint64_t shardBytes, CollectiveKind kind,
                           unsigned timesPerStep, int64_t groupRanks,
                           bool acrossReplicas = false);
  /// The gradient's collectives: see `addState`.
  LogicalResult addGradientTraffic(const ParamStates &param,
                                   const StateValue &state,
                                   const ShardLayout &layout);
  LogicalResult overflow(const ParamStates &param, const StateValue &state,
                         StringRef sumName, StringRef fix);

  int64_t worldSize;
  int64_t shardRanks;
  int64_t replicas;
  /// What the stage does to each kind of state: the builder asks these,
  /// never the stage number.
  StageDecisions decisions;
  StageFootprint footprint;
};
} // namespace

LogicalResult FootprintBuilder::overflow(const ParamStates &param,
                                         const StateValue &state,
                                         StringRef sumName, StringRef fix) {
  emitError(Location(state.loc))
      << "the " << sumName << " at ZeRO stage " << footprint.stage
      << " with world-size " << worldSize << " overflows 64 bits at the "
      << stringifyStateRole(state.state.getRole()) << " of \"" << param.name
      << "\" (" << state.type << "); " << fix;
  return failure();
}

LogicalResult
FootprintBuilder::addTraffic(const ParamStates &param, const StateValue &state,
                             uint64_t shardBytes, CollectiveKind kind,
                             unsigned timesPerStep, int64_t groupRanks,
                             bool acrossReplicas) {
  std::optional<uint64_t> sent =
      getBytesSentPerRank(kind, shardBytes, groupRanks);
  CollectiveTraffic &traffic = footprint.collectives[static_cast<int>(kind)];
  // The entry of the axis: the only one, or (hybrid) the shard group's
  // first when it has more than one rank, then the replicas'.
  AxisTraffic &axis = acrossReplicas ? footprint.sentBytesByAxes.back()
                                     : footprint.sentBytesByAxes.front();
  for (unsigned i = 0; i < timesPerStep; ++i)
    if (!sent || !addChecked(traffic.sentBytes, *sent) ||
        !addChecked(footprint.sentBytesPerRank, *sent) ||
        !addChecked(axis.sentBytes, *sent))
      return overflow(param, state, "bytes sent per rank and step",
                      "use a smaller world-size or check the tensor shapes");
  return success();
}

LogicalResult FootprintBuilder::addGradientTraffic(const ParamStates &param,
                                                   const StateValue &state,
                                                   const ShardLayout &layout) {
  if (worldSize == 1)
    return success();
  if (replicas == 1)
    return addTraffic(param, state, layout.shardBytes,
                      decisions.reduceScattersGradients()
                          ? CollectiveKind::ReduceScatter
                          : CollectiveKind::AllReduce,
                      1, worldSize);
  // Hybrid: reduce-scatter in the group (none for groups of one), then
  // all-reduce the shard of S elements across the replicas, each sending
  // its ring chunk of ceil(S / R); stage 0 gathers the result back in the
  // group. With G = 1 stage 0 all-reduces the full tensor (S = n).
  if (shardRanks > 1 &&
      failed(addTraffic(param, state, layout.shardBytes,
                        CollectiveKind::ReduceScatter, 1, shardRanks)))
    return failure();
  int64_t shardElements =
      static_cast<int64_t>(llvm::divideCeil(state.numElements, shardRanks));
  std::optional<uint64_t> chunkBytes = getByteSize(
      llvm::divideCeil(shardElements, replicas), state.getElementType());
  if (!chunkBytes)
    return overflow(param, state, "bytes sent per rank and step",
                    "check the tensor shapes");
  if (failed(addTraffic(param, state, *chunkBytes, CollectiveKind::AllReduce, 1,
                        replicas, /*acrossReplicas=*/true)))
    return failure();
  if (!decisions.reduceScattersGradients() && shardRanks > 1)
    return addTraffic(param, state, layout.shardBytes,
                      CollectiveKind::AllGather, 1, shardRanks);
  return success();
}

LogicalResult FootprintBuilder::addState(const ParamStates &param,
                                         const StateValue &state,
                                         bool keptGathered) {
  StateRole role = state.state.getRole();
  std::optional<ShardLayout> layout =
      getShardLayout(state.numElements, state.getElementType(), shardRanks);
  if (!layout)
    return overflow(param, state, "size of a tensor padded to world-size",
                    "use a smaller world-size");
  // Each of the R shard groups pads its copy.
  if (__builtin_mul_overflow(layout->paddingBytes,
                             static_cast<uint64_t>(replicas),
                             &layout->paddingBytes))
    return overflow(param, state, "padding", kCheckShapes);

  bool sharded = decisions.shards(role);
  uint64_t held = sharded ? layout->shardBytes : state.bytes;
  // Sharded weights with cast-on-gather (stage 3) hold no weight cast from
  // its master copy: every gather casts the master's shard, sending the
  // weight's bytes.
  bool derived = !state.isHeld() && decisions.shardWeights;
  if (derived)
    held = 0;
  // The hierarchical all-reduce of a gradient that is not reduce-scattered
  // (stage 0) delivers it gathered back in the group: flat and padded to
  // G·S elements on every rank.
  bool gatheredBack = role == StateRole::Grad &&
                      !decisions.reduceScattersGradients() && replicas > 1 &&
                      shardRanks > 1;
  if (gatheredBack) {
    uint64_t padding;
    if (__builtin_mul_overflow(layout->shardBytes,
                               static_cast<uint64_t>(shardRanks), &held) ||
        __builtin_mul_overflow(layout->paddingBytes,
                               static_cast<uint64_t>(shardRanks), &padding) ||
        !addChecked(footprint.paddingBytes, padding))
      return overflow(param, state, "model-state memory per rank",
                      kCheckShapes);
  }
  RoleBytes &memory = footprint.memoryPerRank;
  uint64_t &roleSum = role == StateRole::Weight ? memory.weights
                      : role == StateRole::Grad ? memory.grads
                                                : memory.optimizer;
  if (!addChecked(roleSum, held) || !addChecked(memory.total, held))
    return overflow(param, state, "model-state memory per rank", kCheckShapes);
  if (sharded && !derived &&
      !addChecked(footprint.paddingBytes, layout->paddingBytes))
    return overflow(param, state, "padding", kCheckShapes);

  // Stage 0 all-reduces the gradients; stages 1–3 reduce-scatter them. Stages
  // 1–2 all-gather the updated weights; stage 3 gathers them before forward
  // and again before backward use, or once for a unit kept gathered in
  // between. Optimizer states never travel. Hybrid sharding reduces in two
  // steps (three at stage 0) and gathers within the shard group only
  // (addGradientTraffic); with groups of one rank nothing is gathered.
  switch (role) {
  case StateRole::Grad:
    return addGradientTraffic(param, state, *layout);
  case StateRole::Weight: {
    if (!decisions.gathersWeights())
      return success();
    // A kept unit's gather receives the padded tensor, G shards, and holds
    // it from the forward to the backward; the calls are counted wherever
    // `finish` counts them, with one rank too. Updated weights are gathered
    // once; sharded weights for each use, or once when kept gathered.
    bool once = !decisions.shardWeights || keptGathered;
    bool counted = shardRanks > 1 || replicas == 1;
    uint64_t gathered;
    if (decisions.shardWeights && keptGathered && counted &&
        (!mulChecked(layout->shardBytes, static_cast<uint64_t>(shardRanks),
                     gathered) ||
         !addChecked(footprint.keptGatheredBytes, gathered)))
      return overflow(param, state, "gathered weights kept per rank",
                      kCheckShapes);
    if (shardRanks == 1)
      return success();
    return addTraffic(param, state, layout->shardBytes,
                      CollectiveKind::AllGather, once ? 1 : 2, shardRanks);
  }
  case StateRole::Optimizer:
    return success();
  }
  llvm_unreachable("unknown state role");
}

LogicalResult FootprintBuilder::addParam(const ParamStates &param,
                                         bool keptGathered) {
  if (failed(addState(param, param.weight, keptGathered)) ||
      failed(addState(param, param.grad, keptGathered)))
    return failure();
  for (const StateValue &state : param.optimizer)
    if (failed(addState(param, state, keptGathered)))
      return failure();
  return success();
}

StageFootprint FootprintBuilder::finish(uint64_t numUnits,
                                        uint64_t numKeptUnits) {
  assert(numKeptUnits <= numUnits && "kept units are some of the units");
  // One call per gathering unit and use. The unit count is at most the
  // number of parameters, so these products cannot overflow.
  auto setCount = [&](CollectiveKind kind, uint64_t perUnit) {
    footprint.collectives[static_cast<int>(kind)].count = perUnit * numUnits;
  };
  // Sharded weights (stage 3) are gathered for each unit's forward and
  // again for its backward, a kept unit's once; updated weights (stages
  // 1-2) once per unit.
  auto setWeightGathers = [&] {
    if (decisions.shardWeights)
      footprint.collectives[static_cast<int>(CollectiveKind::AllGather)].count =
          2 * numUnits - numKeptUnits;
    else
      setCount(CollectiveKind::AllGather, 1);
  };
  if (replicas == 1) {
    if (!decisions.reduceScattersGradients()) {
      setCount(CollectiveKind::AllReduce, 1);
      return footprint;
    }
    setCount(CollectiveKind::ReduceScatter, 1);
    if (decisions.gathersWeights())
      setWeightGathers();
    return footprint;
  }
  // Hybrid: an all-reduce across replicas per unit; within groups of more
  // than one rank, a reduce-scatter, and the gathers of the stage (without
  // reduce-scattered gradients, stage 0, the reduced gradients are gathered
  // back, once per unit).
  setCount(CollectiveKind::AllReduce, 1);
  if (shardRanks > 1) {
    setCount(CollectiveKind::ReduceScatter, 1);
    setWeightGathers();
  }
  return footprint;
}

namespace {
/// Which parameters' units stage 3 keeps gathered from their forward to
/// their backward.
struct KeptUnits {
  SmallVector<GatheringUnit> units;
  /// One entry per unit of `units`.
  SmallVector<bool> kept;
  /// One entry per parameter of the table.
  SmallVector<bool> keptParam;
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
  result.keptParam.assign(table.getParams().size(), false);
  for (auto [unit, reshards] :
       llvm::zip(result.units, decideResharding(table, result.units, {}))) {
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
  return builder.finish(kept.units.size(), llvm::count(kept.kept, true));
}

/// The names of the units `kept` keeps gathered, in unit order.
static SmallVector<std::string> nameKeptUnits(const StateTable &table,
                                              const KeptUnits &kept) {
  SmallVector<std::string> names;
  for (auto [unit, isKept] : llvm::zip(kept.units, kept.kept))
    if (isKept)
      names.push_back(getGatheringUnitName(table, unit));
  return names;
}

//===----------------------------------------------------------------------===//
// The report of all stages
//===----------------------------------------------------------------------===//

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
  SmallVector<unsigned> unitOfParam(table.getParams().size());
  for (auto [unit, gathering] : llvm::enumerate(kept.units))
    for (unsigned param : gathering.params)
      unitOfParam[param] = unit;
  SmallVector<std::pair<uint64_t, uint64_t>> unitsOfGroup;
  for (const ParamGroup &group : groups) {
    llvm::DenseSet<unsigned> units;
    for (unsigned index : group.params)
      units.insert(unitOfParam[index]);
    uint64_t keptUnits =
        llvm::count_if(units, [&](unsigned unit) { return kept.kept[unit]; });
    unitsOfGroup.push_back({units.size(), keptUnits});
    report.numUnits += units.size();
  }
  for (int stage = 0; stage < kNumZeroStages; ++stage) {
    StageFootprint &sum = report.stages[stage];
    sum.stage = stage;
    for (auto [group, units] : llvm::zip(groups, unitsOfGroup)) {
      FootprintBuilder builder(group.ranks, stage, group.ranks);
      for (unsigned index : group.params)
        if (failed(builder.addParam(table.getParams()[index],
                                    kept.keptParam[index])))
          return failure();
      StageFootprint part = builder.finish(units.first, units.second);
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
