//===- FootprintBuilder.cpp - one stage's footprint, tensor by tensor -----===//
//
// What one stage's decisions hold and send per tensor: the terms of the
// formula of docs/design.md §4–5. Every sum is checked; the first that
// leaves 64 bits is reported at the tensor that pushed it over.
//
//===----------------------------------------------------------------------===//

#include "FootprintBuilder.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

/// `sum += value`; false when the sum leaves 64 bits.
[[nodiscard]] static bool addChecked(uint64_t &sum, uint64_t value) {
  return !__builtin_add_overflow(sum, value, &sum);
}

/// `product = a * b`; false when the product leaves 64 bits.
[[nodiscard]] static bool mulChecked(uint64_t a, uint64_t b,
                                     uint64_t &product) {
  return !__builtin_mul_overflow(a, b, &product);
}

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
                                                   const ShardLayout &layout,
                                                   StageDecisions ofParam) {
  if (worldSize == 1)
    return success();
  if (replicas == 1)
    return addTraffic(param, state, layout.shardBytes,
                      ofParam.reduceScattersGradients()
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
  if (!ofParam.reduceScattersGradients() && shardRanks > 1)
    return addTraffic(param, state, layout.shardBytes,
                      CollectiveKind::AllGather, 1, shardRanks);
  return success();
}

LogicalResult FootprintBuilder::addState(const ParamStates &param,
                                         const StateValue &state,
                                         bool keptGathered) {
  StateRole role = state.state.getRole();
  // What the stage does to this parameter: a persistent weight stays whole.
  StageDecisions ofParam = decisions.forParam(param.maxStage);
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

  bool sharded = ofParam.shards(role);
  uint64_t held = sharded ? layout->shardBytes : state.bytes;
  // Sharded weights with cast-on-gather (stage 3) hold no weight cast from
  // its master copy: every gather casts the master's shard, sending the
  // weight's bytes. In a step not yet sharded, a weight marked
  // `zero.cast_on_gather` is one zero-shard will cast on more than one rank
  // (it refuses a mark it cannot meet).
  bool marked = role == StateRole::Weight && param.castOnGather &&
                (shardRanks > 1 || replicas > 1);
  bool derived = (!state.isHeld() || marked) && ofParam.shardWeights;
  if (derived)
    held = 0;
  // The hierarchical all-reduce of a gradient that is not reduce-scattered
  // (stage 0) delivers it gathered back in the group: flat and padded to
  // G·S elements on every rank.
  bool gatheredBack = role == StateRole::Grad &&
                      !ofParam.reduceScattersGradients() && replicas > 1 &&
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
    return addGradientTraffic(param, state, *layout, ofParam);
  case StateRole::Weight: {
    if (!ofParam.gathersWeights())
      return success();
    // A kept unit's gather receives the padded tensor, G shards, and holds
    // it from the forward to the backward; the calls are counted wherever
    // `finish` counts them, with one rank too. Updated weights are gathered
    // once; sharded weights for each use, or once when kept gathered.
    bool once = !ofParam.shardWeights || keptGathered;
    bool counted = shardRanks > 1 || replicas == 1;
    uint64_t gathered;
    if (ofParam.shardWeights && keptGathered && counted &&
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

StageFootprint FootprintBuilder::finish(const UnitCounts &units) {
  assert(units.kept <= units.gatheredForUse &&
         units.gatheredForUse <= units.units &&
         units.gatheredAfterUpdate <=
             units.allReduced + units.reduceScattered &&
         "kept units are some of the gathered units, which are some of all");
  // One call per part of a unit and use. The part count is at most the
  // number of parameters, so these sums cannot overflow.
  auto setCount = [&](CollectiveKind kind, uint64_t count) {
    footprint.collectives[static_cast<int>(kind)].count = count;
  };
  uint64_t parts = units.allReduced + units.reduceScattered;
  // Sharded weights (stage 3) are gathered for each unit's forward and
  // again for its backward, a kept unit's once; updated weights (stages
  // 1-2, and the weights that stay whole at stage 3) once per part.
  uint64_t weightGathers = units.gatheredAfterUpdate;
  if (decisions.shardWeights)
    weightGathers += 2 * units.gatheredForUse - units.kept;
  if (replicas == 1) {
    setCount(CollectiveKind::AllReduce, units.allReduced);
    setCount(CollectiveKind::ReduceScatter, units.reduceScattered);
    setCount(CollectiveKind::AllGather, weightGathers);
    return footprint;
  }
  // Hybrid: an all-reduce across replicas per part; within groups of more
  // than one rank, a reduce-scatter, and the gathers of the stage (the
  // gradients that are not reduce-scattered, stage 0's, are gathered back,
  // once per part).
  setCount(CollectiveKind::AllReduce, parts);
  if (shardRanks > 1) {
    setCount(CollectiveKind::ReduceScatter, parts);
    setCount(CollectiveKind::AllGather, weightGathers + units.allReduced);
  }
  return footprint;
}
