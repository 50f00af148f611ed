//===- ZeroShardRewriterImpl.h - the rewriter's class -----------*- C++ -*-===//
//
// The class behind `rewriteToStage` (ZeroShardRewriter.h), shared by the
// two files that define its members: ZeroShardRewriter.cpp (the layout, the
// gradient collectives, the weight gathers, the signature and `run`) and
// ZeroShardCastOnGather.cpp (cast-on-gather, a step of its own after the
// rewrite). Private to zero-shard: nothing outside the rewrite includes it.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITERIMPL_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITERIMPL_H

#include "ZeroShardOptimizerUpdate.h"
#include "ZeroShardRewriter.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseSet.h"

#include <map>

namespace mlir::zero::detail {

/// Everything one rewrite of one training step needs.
class ShardRewriter {
public:
  ShardRewriter(const StateTable &table, int stage, ShardGroup group,
                shard::GridOp grid, ReshardPolicy reshardPolicy,
                ArrayRef<ShardGroup> groupOfParam, bool castOnGather)
      : table(table), function(table.getFunction()), stage(stage),
        decisions(getStagePreset(stage)), group(group),
        shardRanks(group.shardRanks), grid(grid),
        gridRef(FlatSymbolRefAttr::get(grid.getSymNameAttr())),
        reshardPolicy(reshardPolicy), castOnGather(castOnGather),
        body(function.getFunctionBody().front()),
        builder(function.getContext()) {
    if (groupOfParam.empty())
      paramGroups.assign(table.getParams().size(), group);
    else
      paramGroups.assign(groupOfParam.begin(), groupOfParam.end());
  }

  LogicalResult run(ShardStatistics &statistics);

private:
  bool isSharded(StateRole role) const { return decisions.shards(role); }
  /// The group `param`'s states are sharded over, and its ranks.
  const ShardGroup &groupOf(unsigned param) const { return paramGroups[param]; }
  int64_t shardRanksOf(unsigned param) const {
    return groupOf(param).shardRanks;
  }
  /// A unit's parameters share one group (`splitUnitsByGroup`).
  const ShardGroup &groupOf(const GatheringUnit &unit) const {
    return groupOf(unit.params.front());
  }
  int64_t shardElements(unsigned param) const {
    return llvm::divideCeil(table.getParams()[param].getNumElements(),
                            shardRanksOf(param));
  }
  RankedTensorType shardType(unsigned param, const StateValue &state) const;
  void splitUnitsByGroup();
  Value getRankIndex(const ShardGroup &group);
  StringRef gridName() { return grid.getSymName(); }

  /// Stage 0 on a hybrid grid whose shard groups have more than one rank
  /// reduces in three steps, as stages 1-3 do in two (see
  /// `reduceUnitGradients`).
  bool isHierarchicalAllReduce() const {
    return !decisions.reduceScattersGradients() && group.isHybrid() &&
           shardRanks > 1;
  }
  Operation *reduceUnitGradients(const ShardGroup &unitGroup, Location loc,
                                 ValueRange fullGrads, ValueRange inputs,
                                 ArrayRef<Type> resultTypes,
                                 SmallVectorImpl<Value> &toRelease,
                                 SmallVectorImpl<Value> &reduced);
  LogicalResult reduceGradients(const OptimizerUpdate &update);
  LogicalResult gatherWeightsForUses(const OptimizerUpdate &update);
  Value sliceLocalShard(unsigned param, Value full);
  void gatherUpdatedWeights();
  void shardArguments();
  LogicalResult shardResults();
  /// cast-on-gather, on the rewritten program: the weights' arguments and
  /// results replaced by casts of the masters (findWeightCastSources, found
  /// before the rewrite).
  void castWeightsOnGather(ArrayRef<std::optional<WeightCastSource>> sources,
                           ShardStatistics &statistics);
  ReleaseOp release(ValueRange tensors);
  void sinkWeightViews();

  const StateTable &table;
  FunctionOpInterface function;
  int stage;
  /// What the stage does to each kind of state (StagePreset.h).
  StageDecisions decisions;
  ShardGroup group;
  /// G: the ranks one copy of the states is sharded over.
  int64_t shardRanks;
  shard::GridOp grid;
  FlatSymbolRefAttr gridRef;
  ReshardPolicy reshardPolicy;
  bool castOnGather;
  Block &body;
  OpBuilder builder;
  SmallVector<GatheringUnit> units;
  /// The shard (or, at stage 0, the reduced full value) of each value the
  /// optimizer update reads.
  IRMapping updateInputs;
  /// The results the return gives as this rank's shard, as the rewrite of
  /// the update put them there.
  llvm::SmallDenseSet<unsigned> shardedResults;
  /// Every parameter's group: `group` unless it has one of its own.
  SmallVector<ShardGroup> paramGroups;
  /// This rank's index in each group (by its axes), created on first use.
  std::map<SmallVector<int16_t>, Value> rankIndices;
  unsigned collectives = 0, releases = 0;
};

} // namespace mlir::zero::detail

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITERIMPL_H
