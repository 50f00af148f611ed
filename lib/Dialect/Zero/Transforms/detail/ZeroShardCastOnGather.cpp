//===- ZeroShardCastOnGather.cpp - zero-shard: weights from masters -------===//
//
// `zero-shard cast-on-gather=true` (stage 3): a parameter whose update
// writes its weight as the cast of a wider optimizer state (the master copy)
// keeps no weight shard; each gather casts the master's shard instead.
// `findWeightCastSources` (Plan/OptimizerUpdate.h) finds each weight's
// master before the rewrite; the lowering (Plan/ShardLowering.h) rewrites
// the finished stage-3 program, and this file writes its edits as IR. A file
// apart from ZeroShardRewriter.cpp because it is an optional step of its own,
// run after the stage's rewrite is complete.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardRewriterImpl.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

//===----------------------------------------------------------------------===//
// The lowering's cast-on-gather (Plan/ShardLowering.h), written as IR
//===----------------------------------------------------------------------===//

std::optional<SmallVector<std::pair<Operation *, unsigned>>>
ShardRewriter::getReads(Value value) const {
  SmallVector<std::pair<Operation *, unsigned>> reads;
  for (OpOperand &use : value.getUses())
    reads.push_back({use.getOwner(), use.getOperandNumber()});
  return reads;
}

Value ShardRewriter::createWeightCast(Value master, RankedTensorType shard,
                                      arith::TruncFOp updateCast,
                                      Location loc) {
  return arith::TruncFOp::create(builder, loc, shard, master,
                                 updateCast.getRoundingmodeAttr(),
                                 updateCast.getFastmathAttr());
}

/// The weight's argument and result are dropped at the end of the step
/// (`castWeightsOnGather`); the master's argument records the weight in
/// `zero.weight_cast`.
void ShardRewriter::dropCastWeight(const ParamStates &param,
                                   const WeightCastSource &source) {
  auto weight = cast<BlockArgument>(param.weight.value);
  castOnGatherEdits->droppedArguments.set(weight.getArgNumber());
  Operation *terminator = body.getTerminator();
  for (const StateResult &result : param.results)
    if (result.state.getRole() == StateRole::Weight) {
      castOnGatherEdits->droppedResults.set(result.resultIndex);
      // A cast of its own goes with the result; one result of the
      // update's `linalg.generic` stays, unused.
      if (auto updateResult = terminator->getOperand(result.resultIndex)
                                  .getDefiningOp<arith::TruncFOp>())
        castOnGatherEdits->deadCasts.insert(updateResult);
    }
  MLIRContext *context = function.getContext();
  FunctionAttrBatch &argumentAttrs = castOnGatherEdits->argumentAttrs;
  auto master = cast<BlockArgument>(param.optimizer[source.index].value);
  NamedAttribute fields[] = {
      NamedAttribute(StringAttr::get(context, "state"), param.weight.state),
      NamedAttribute(StringAttr::get(context, "type"),
                     TypeAttr::get(param.weight.type))};
  argumentAttrs.setArgAttr(master.getArgNumber(),
                           ZeroDialect::kWeightCastAttrName,
                           DictionaryAttr::get(context, fields));
  // The parameter's own data-parallel group, unit, reshard decision and
  // tier, named on the weight, move with it to the argument it is now
  // derived from.
  for (StringRef name :
       {ZeroDialect::kDpAxesAttrName, ZeroDialect::kUnitAttrName,
        ZeroDialect::kReshardAfterForwardAttrName,
        ZeroDialect::kOnDeviceAttrName})
    if (Attribute value = argumentAttrs.getArgAttr(weight.getArgNumber(), name))
      argumentAttrs.setArgAttr(master.getArgNumber(), name, value);
  ShardStatistics &statistics = *castOnGatherEdits->statistics;
  auto shardType = cast<RankedTensorType>(weight.getType());
  statistics.castWeights.push_back(param.name);
  statistics.castWeightShardBytes +=
      *getByteSize(shardType.getNumElements(), shardType.getElementType());
}

/// The lowering's cast-on-gather, then the signature without the dropped
/// weights: their results (the update's cast of the new master, now
/// unused, goes with them) and arguments.
void ShardRewriter::castWeightsOnGather(
    ArrayRef<std::optional<WeightCastSource>> sources,
    ShardStatistics &statistics) {
  castOnGatherEdits.emplace(function, statistics);
  (void)ShardLowering::castWeightsOnGather(sources);
  // A result of the update's `linalg.generic` stays computed, unused: the
  // bufferized program writes it into a transient buffer.
  castOnGatherEdits->argumentAttrs.commit();
  body.getTerminator()->eraseOperands(castOnGatherEdits->droppedResults);
  for (Operation *cast : castOnGatherEdits->deadCasts)
    if (cast->use_empty())
      cast->erase();
  (void)function.eraseResults(castOnGatherEdits->droppedResults);
  (void)function.eraseArguments(castOnGatherEdits->droppedArguments);
  castOnGatherEdits.reset();
}
