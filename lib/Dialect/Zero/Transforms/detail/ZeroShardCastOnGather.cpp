//===- ZeroShardCastOnGather.cpp - zero-shard: weights from masters -------===//
//
// `zero-shard cast-on-gather=true` (stage 3): a parameter whose update
// writes its weight as the cast of a wider optimizer state (the master copy)
// keeps no weight shard; each gather casts the master's shard instead. One
// function finds each weight's master before the rewrite (the rewriter and
// its model, ZeroShardModel.cpp, both ask it); the lowering
// (ZeroShardLowering.h) rewrites the finished stage-3 program, and this
// file writes its edits as IR. A file apart from ZeroShardRewriter.cpp
// because it is an optional step of its own, run after the stage's rewrite
// is complete.
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

// The cast of the master is the weight on the first step too when the
// caller starts the weight as that cast, as mixed-precision training does.
SmallVector<std::optional<WeightCastSource>> zero::findWeightCastSources(
    const StateTable &table, const OptimizerUpdate &update,
    SmallVectorImpl<std::pair<std::string, std::string>> *kept) {
  Block &body = table.getFunction().getFunctionBody().front();
  Operation *terminator = body.getTerminator();
  SmallVector<std::optional<WeightCastSource>> sources;
  for (const ParamStates &param : table.getParams()) {
    std::optional<WeightCastSource> &source = sources.emplace_back();
    auto keep = [&](StringRef why) {
      if (kept)
        kept->emplace_back(param.name, why.str());
    };
    const StateResult *weightResult = nullptr;
    for (const StateResult &result : param.results)
      if (result.state.getRole() == StateRole::Weight)
        weightResult = &result;
    // A persistent weight is whole on every rank, never gathered: there is
    // no gather to cast, and no shard to keep (the remark counts it apart).
    if (param.persistent)
      continue;
    if (param.optimizer.empty()) {
      keep("no optimizer state");
      continue;
    }
    if (!weightResult) {
      keep("the step does not update its weight");
      continue;
    }
    bool readByUpdate =
        llvm::any_of(param.weight.value.getUsers(), [&](Operation *user) {
          Operation *top = body.findAncestorOpInBlock(*user);
          return top && update.contains(top);
        });
    if (readByUpdate) {
      keep("its update reads the weight: it is its own master copy, or "
           "the update needs it");
      continue;
    }
    std::optional<MasterCopy> master = findMasterCopy(param, terminator);
    if (!master) {
      keep("its update does not write the weight as the cast (arith.truncf) "
           "of an updated optimizer state; for a weight already in its "
           "master's precision there is nothing to cast");
      continue;
    }
    source = *master;
  }
  return sources;
}

//===----------------------------------------------------------------------===//
// The lowering's cast-on-gather (ZeroShardLowering.h), written as IR
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
  // The parameter's own data-parallel group, unit and reshard decision,
  // named on the weight, move with it to the argument it is now derived
  // from.
  for (StringRef name :
       {ZeroDialect::kDpAxesAttrName, ZeroDialect::kUnitAttrName,
        ZeroDialect::kReshardAfterForwardAttrName})
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
