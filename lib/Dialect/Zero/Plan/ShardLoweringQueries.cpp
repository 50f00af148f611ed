//===- ShardLoweringQueries.cpp - what the lowering asks of a step --------===//
//
// The questions the lowering (ShardLowering.h) asks of the unsharded step
// (ShardLoweringQueries.h).
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/ShardLoweringQueries.h"

#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::zero;

SmallVector<UpdatedWeightResult> zero::getShardedWeightResults(
    const StateTable &table, const GatheringUnit &unit,
    const llvm::SmallDenseSet<unsigned> &shardedResults) {
  SmallVector<UpdatedWeightResult> updated;
  for (unsigned param : unit.params)
    for (const StateResult &result : table.getParams()[param].results)
      if (result.state.getRole() == StateRole::Weight &&
          shardedResults.contains(result.resultIndex))
        updated.push_back(
            {result.resultIndex, &table.getParams()[param].weight});
  return updated;
}

SmallVector<Operation *> zero::getWeightViewsToSink(
    const StateTable &table,
    function_ref<bool(Operation *, Operation *)> isBefore) {
  Block &body = table.getFunction().getFunctionBody().front();
  // Every view that reads a weight, directly or through other views, once
  // each (`tensor.reshape %w(%w)` reads the weight twice).
  llvm::SetVector<Operation *> views;
  SmallVector<Operation *> worklist;
  for (const ParamStates &param : table.getParams())
    if (!param.keepsWeightWhole())
      llvm::append_range(worklist, param.weight.value.getUsers());
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (isViewOp(op) && op->getBlock() == &body && views.insert(op))
      llvm::append_range(worklist, op->getUsers());
  }
  // Readers before the views they read: a view is copied for each use only
  // once its view readers are copies of their own, so each copy has one
  // reader. In one block a reader comes after what it reads.
  SmallVector<Operation *> order = views.takeVector();
  llvm::sort(order, [&](Operation *a, Operation *b) { return isBefore(b, a); });
  return order;
}
