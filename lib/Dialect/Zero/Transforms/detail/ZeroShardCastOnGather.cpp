//===- ZeroShardCastOnGather.cpp - zero-shard: weights from masters -------===//
//
// `zero-shard cast-on-gather=true` (stage 3): a parameter whose update
// writes its weight as the cast of a wider optimizer state (the master copy)
// keeps no weight shard; each gather casts the master's shard instead. One
// function finds each weight's master before the rewrite (the rewriter and
// its model, ZeroShardModel.cpp, both ask it); a member of the rewriter
// (ZeroShardRewriterImpl.h) rewrites the finished stage-3 program. A file
// apart from ZeroShardRewriter.cpp because it is an optional step of its
// own, run after the stage's rewrite is complete.
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

/// Rewrites the stage-3 program so that the parameters with a cast source
/// hold no weight shard: every remaining use of the weight's argument (the
/// gathers, or with shard groups of one rank the reshape the uses read)
/// reads `arith.truncf` of the master's shard, cast just before it, so the
/// collective still sends the weight's bytes; the weight's result (the
/// update's cast of the new master, now unused) and argument go, and the
/// master's argument records the weight in `zero.weight_cast`.
///
/// ZeroShardModelSteps.cpp replays this step (`Replay::castWeightsOnGather`); a
/// change here needs the same change there, and test-zero-shard-model
/// (`cast-on-gather=true`) fails until it has one.
void ShardRewriter::castWeightsOnGather(
    ArrayRef<std::optional<WeightCastSource>> sources,
    ShardStatistics &statistics) {
  Operation *terminator = body.getTerminator();
  llvm::BitVector droppedArguments(function.getNumArguments());
  llvm::BitVector droppedResults(function.getNumResults());
  llvm::SetVector<Operation *> deadCasts;
  MLIRContext *context = function.getContext();
  FunctionAttrBatch argumentAttrs(function);
  for (auto [param, source] : llvm::zip(table.getParams(), sources)) {
    if (!source)
      continue;
    auto weight = cast<BlockArgument>(param.weight.value);
    Value master = param.optimizer[source->index].value;
    auto weightShardType = cast<RankedTensorType>(weight.getType());
    arith::TruncFOp updateCast = source->cast;
    for (OpOperand &use : llvm::make_early_inc_range(weight.getUses())) {
      builder.setInsertionPoint(use.getOwner());
      auto castOp = arith::TruncFOp::create(
          builder, weight.getLoc(), weightShardType, master,
          updateCast.getRoundingmodeAttr(), updateCast.getFastmathAttr());
      use.set(castOp);
    }
    droppedArguments.set(weight.getArgNumber());
    for (const StateResult &result : param.results)
      if (result.state.getRole() == StateRole::Weight) {
        droppedResults.set(result.resultIndex);
        // A cast of its own goes with the result; one result of the
        // update's `linalg.generic` stays, unused.
        if (auto updateResult = terminator->getOperand(result.resultIndex)
                                    .getDefiningOp<arith::TruncFOp>())
          deadCasts.insert(updateResult);
      }
    auto masterArgument = cast<BlockArgument>(master);
    NamedAttribute fields[] = {
        NamedAttribute(StringAttr::get(context, "state"), param.weight.state),
        NamedAttribute(StringAttr::get(context, "type"),
                       TypeAttr::get(param.weight.type))};
    argumentAttrs.setArgAttr(masterArgument.getArgNumber(),
                             ZeroDialect::kWeightCastAttrName,
                             DictionaryAttr::get(context, fields));
    // The parameter's own data-parallel group, unit and reshard decision,
    // named on the weight, move with it to the argument it is now derived
    // from.
    for (StringRef name :
         {ZeroDialect::kDpAxesAttrName, ZeroDialect::kUnitAttrName,
          ZeroDialect::kReshardAfterForwardAttrName})
      if (Attribute value =
              argumentAttrs.getArgAttr(weight.getArgNumber(), name))
        argumentAttrs.setArgAttr(masterArgument.getArgNumber(), name, value);
    statistics.castWeights.push_back(param.name);
    statistics.castWeightShardBytes += *getByteSize(
        weightShardType.getNumElements(), weightShardType.getElementType());
  }
  // A result of the update's `linalg.generic` stays computed, unused: the
  // bufferized program writes it into a transient buffer.
  argumentAttrs.commit();
  terminator->eraseOperands(droppedResults);
  for (Operation *cast : deadCasts)
    if (cast->use_empty())
      cast->erase();
  (void)function.eraseResults(droppedResults);
  (void)function.eraseArguments(droppedArguments);
}
