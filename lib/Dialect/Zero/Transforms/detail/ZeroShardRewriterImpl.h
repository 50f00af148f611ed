//===- ZeroShardRewriterImpl.h - the rewriter's class -----------*- C++ -*-===//
//
// The class behind `rewriteToStage` (ZeroShardRewriter.h): the consumer of
// the lowering (Plan/ShardLowering.h) that writes its edits as IR, shared by
// the three files that define its members: ZeroShardRewriter.cpp (the
// layout, the collectives and releases, the views of a weight, the
// signature and `run`), ZeroShardRewriterUpdate.cpp (the sharded update)
// and ZeroShardCastOnGather.cpp (cast-on-gather, a step of its own after
// the rewrite). Private to zero-shard: nothing outside the rewrite includes
// it.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITERIMPL_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITERIMPL_H

#include "ZeroShardRewriter.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Plan/OptimizerUpdate.h"
#include "zero/Dialect/Zero/Plan/ShardLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <map>

namespace mlir::zero::detail {

/// Everything one rewrite of one training step needs: the consumer of the
/// lowering (Plan/ShardLowering.h) that writes it into the IR.
class ShardRewriter : public ShardLowering<ShardRewriter, Value, Operation *> {
public:
  ShardRewriter(const StateTable &table, int stage, ShardGroup group,
                shard::GridOp grid, ReshardPolicy reshardPolicy,
                ArrayRef<ShardGroup> groupOfParam, WeightCasts casts)
      : ShardLowering(table, stage, group, groupOfParam, reshardPolicy),
        function(table.getFunction()), shardRanks(group.shardRanks), grid(grid),
        gridRef(FlatSymbolRefAttr::get(grid.getSymNameAttr())), casts(casts),
        body(function.getFunctionBody().front()),
        builder(function.getContext()) {}

  LogicalResult run(ShardStatistics &statistics);

  // The program edits the lowering makes, written into the IR.
  Value get(Value value) const { return value; }
  std::optional<Operation *> getTopDefiningOp(Value value) const;
  bool isBefore(Operation *a, Operation *b) const {
    return a->isBeforeInBlock(b);
  }
  void setInsertionPointAfter(std::optional<Operation *> op);
  void setInsertionPointBefore(Operation *op) { builder.setInsertionPoint(op); }
  void setInsertionPointBeforeTerminator() {
    builder.setInsertionPoint(body.getTerminator());
  }
  Type getType(Value value) const { return value.getType(); }
  Value flatten(Value value, Location loc);
  Value padWithZeros(Value flat, int64_t paddedElements, Location loc);
  Value unflatten(Value flat, RankedTensorType fullType, Location loc);
  Operation *createCollective(const CollectiveSpec &spec,
                              ArrayRef<Value> inputs,
                              ArrayRef<Type> resultTypes, Location loc,
                              SmallVectorImpl<Value> &results);
  Operation *release(ArrayRef<Value> tensors);
  void shardArgument(BlockArgument argument, RankedTensorType shard, Type full);
  void mapReducedGradient(Value grad, Value, Value reduced) {
    updateInputs.map(grad, reduced);
  }
  void readReducedGradientsInUpdate(const OptimizerUpdate &update,
                                    function_ref<bool(unsigned)> ofParam);
  Value getReturned(unsigned resultIndex) {
    return body.getTerminator()->getOperand(resultIndex);
  }
  void setReturned(unsigned resultIndex, Value value) {
    body.getTerminator()->setOperand(resultIndex, value);
  }
  void sinkWeightViews();
  SmallVector<Operation *> numberOps();
  unsigned getPosition(Operation *op) const { return positions.lookup(op); }
  Operation *getStepOp(Operation *op) const { return op; }
  bool isViewOp(Operation *op) const {
    return isBufferView(op) && op->getNumResults() == 1;
  }
  Location getLoc(Operation *op) const { return op->getLoc(); }
  SmallVector<Operation *> getWeightReaders(unsigned param) const;
  void replaceIn(Operation *op, Value from, Value to);
  // ... and for the sharded update (ZeroShardRewriterUpdate.cpp).
  std::optional<SmallVector<std::pair<Operation *, unsigned>>>
  getUpdateOpsOnShards(const OptimizerUpdate &update,
                       function_ref<bool(unsigned)> ofParam);
  SmallVector<Value> getOperandValues(Operation *op) const {
    return SmallVector<Value>(op->getOperands());
  }
  Value getStepValue(Value value) const { return value; }
  std::optional<Value> lookupUpdateInput(Value full) const;
  void mapUpdateInput(Value full, Value shard) {
    updateInputs.map(full, shard);
  }
  void readUpdateInputsIn(Operation *op);
  void setType(Value value, Type type) { value.setType(type); }
  void flattenIterationSpace(Operation *op);
  Value createEmpty(RankedTensorType type, Location loc);
  Value createFill(Value scalar, Value init, Location loc);
  Value createSplat(RankedTensorType type, SplatElementsAttr full,
                    Location loc);
  Value getRankIndex(const ShardGroup &group);
  Value sliceShard(Value padded, Value rankIndex, int64_t shardElements,
                   Location loc);
  void reportUnshardableInput(Operation *op, unsigned param, Value input);
  unsigned getNumReturned() { return body.getTerminator()->getNumOperands(); }
  void eraseReplacedByShards(ArrayRef<Operation *> reshapes);
  // ... and for cast-on-gather (ZeroShardCastOnGather.cpp).
  std::optional<SmallVector<std::pair<Operation *, unsigned>>>
  getReads(Value value) const;
  Value createWeightCast(Value master, RankedTensorType shard,
                         arith::TruncFOp updateCast, Location loc);
  void setOperand(Operation *op, unsigned index, Value value) {
    op->setOperand(index, value);
  }
  void dropCastWeight(const ParamStates &param, const WeightCastSource &source);

private:
  StringRef gridName() { return grid.getSymName(); }

  void shardArguments();
  LogicalResult shardResults();
  /// cast-on-gather, on the rewritten program: the weights' arguments and
  /// results replaced by casts of the masters (findWeightCastSources, found
  /// before the rewrite).
  void castWeightsOnGather(ArrayRef<std::optional<WeightCastSource>> sources,
                           ShardStatistics &statistics);

  FunctionOpInterface function;
  /// G: the ranks one copy of the states is sharded over.
  int64_t shardRanks;
  shard::GridOp grid;
  FlatSymbolRefAttr gridRef;
  /// Which weights are gathered as casts of their masters.
  WeightCasts casts;
  Block &body;
  OpBuilder builder;
  /// The gathering units, split by group (`units` refers to them).
  SmallVector<GatheringUnit> groupedUnits;
  /// The shard (or, at stage 0, the reduced full value) of each value the
  /// optimizer update reads.
  IRMapping updateInputs;
  /// The argument attributes, rebuilt once for all arguments
  /// (`shardArguments`).
  SmallVector<NamedAttrList> argumentAttrs;
  /// The producers of the full-size values the sharded update no longer
  /// reads: erased once nothing reads them (`eraseReplacedByShards`).
  llvm::SetVector<Operation *> maybeDead;
  /// What cast-on-gather drops, while it runs (`castWeightsOnGather`).
  struct CastOnGatherEdits {
    CastOnGatherEdits(FunctionOpInterface function, ShardStatistics &statistics)
        : droppedArguments(function.getNumArguments()),
          droppedResults(function.getNumResults()), argumentAttrs(function),
          statistics(&statistics) {}
    llvm::BitVector droppedArguments, droppedResults;
    llvm::SetVector<Operation *> deadCasts;
    FunctionAttrBatch argumentAttrs;
    ShardStatistics *statistics;
  };
  std::optional<CastOnGatherEdits> castOnGatherEdits;
  /// The position of each top-level op (`numberOps`).
  llvm::DenseMap<Operation *, unsigned> positions;
  /// This rank's index in each group (by its axes), created on first use.
  std::map<SmallVector<int16_t>, Value> rankIndices;
  unsigned collectives = 0, releases = 0;
};

} // namespace mlir::zero::detail

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREWRITERIMPL_H
