//===- ShardPlan.cpp - the sharding plan as a value -----------------------===//
//
// The plan applied to a step, as the `#zero.plan` that records it.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/ShardPlan.h"

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"

#include "llvm/Support/InterleavedRange.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::zero;

std::optional<std::string>
zero::getDeclaredGridMismatch(ArrayRef<int64_t> declaredShape,
                              const ShardGroup &group, StringRef gridName) {
  SmallVector<int64_t, 2> shape = group.getGridShape();
  bool fits = declaredShape.size() == 1
                  ? declaredShape.front() == group.getWorldSize()
                  : ArrayRef<int64_t>(shape) == declaredShape;
  if (fits)
    return std::nullopt;
  std::string reason;
  llvm::raw_string_ostream os(reason);
  // A dynamic size is written as the IR writes it.
  os << "@" << gridName << " is declared "
     << llvm::interleaved(llvm::map_range(declaredShape,
                                          [](int64_t size) {
                                            return ShapedType::isDynamic(size)
                                                       ? std::string("?")
                                                       : std::to_string(size);
                                          }),
                          "x");
  if (declaredShape.size() == 1)
    os << ", and this candidate's group has " << group.getWorldSize()
       << " ranks";
  else
    os << ", and this candidate's groups need "
       << llvm::interleaved(shape, "x");
  return reason;
}

std::optional<ShardGroup> zero::splitMeshAxes(ArrayRef<int64_t> shape,
                                              ArrayRef<int16_t> dpAxes,
                                              int64_t shardRanks) {
  std::optional<size_t> first = findShardAxesOnMesh(shape, dpAxes, shardRanks);
  if (!first)
    return std::nullopt;
  ShardGroup group;
  group.shardRanks = shardRanks;
  group.meshAxes.assign(dpAxes.begin() + *first, dpAxes.end());
  group.replicaMeshAxes.assign(dpAxes.begin(), dpAxes.begin() + *first);
  for (int16_t axis : group.replicaMeshAxes)
    group.replicas *= shape[axis];
  return group;
}

PlanAttr zero::buildPlanAttr(MLIRContext *context, const ShardPlan &plan,
                             FlatSymbolRefAttr grid, int64_t keptPeakBytes) {
  assert(plan.stage && plan.remat && "only a plan applied is recorded");
  StageDecisions decisions = plan.getDecisions();
  // The threshold says which units auto kept gathered; it belongs only to
  // a plan that shards (and so may reshard) the weights.
  int64_t threshold =
      decisions.shardWeights &&
              plan.reshard.mode == ReshardPolicy::Mode::Threshold
          ? static_cast<int64_t>(plan.reshard.thresholdBytes)
          : -1;
  return PlanAttr::get(
      context, *plan.stage, grid,
      plan.reshard.mode != ReshardPolicy::Mode::Never, plan.offload.target,
      plan.offload.params, plan.groups.isHybrid() ? plan.groups.shardRanks : 0,
      SmallVector<int64_t>(plan.meshAxes.begin(), plan.meshAxes.end()),
      threshold, keptPeakBytes, *plan.remat, plan.castOnGather);
}

FailureOr<SmallVector<ShardGroup>>
zero::getParamShardGroups(const StateTable &table, shard::GridOp grid,
                          ArrayRef<int16_t> meshAxes) {
  if (!table.hasParamGroups())
    return SmallVector<ShardGroup>();
  FailureOr<SmallVector<ParamGroup>> groups =
      groupParamsOnMesh(table, grid, meshAxes);
  if (failed(groups))
    return failure();
  SmallVector<ShardGroup> groupOfParam(table.getParams().size());
  for (const ParamGroup &group : *groups)
    for (unsigned param : group.params)
      groupOfParam[param] = ShardGroup{
          group.ranks, 1,
          SmallVector<int16_t, 2>(group.axes.begin(), group.axes.end())};
  return groupOfParam;
}
