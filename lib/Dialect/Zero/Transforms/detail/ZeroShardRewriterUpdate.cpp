//===- ZeroShardRewriterUpdate.cpp - zero-shard: the update on shards -----===//
//
// The rewriter's edits of the optimizer update (ShardLowering.h says which):
// the update's ops as `linalg.generic`s over flat shards, reading the
// shards in place of the full tensors, and what only the full-size update
// read erased. Finding the update is Plan/OptimizerUpdate.cpp.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardRewriterImpl.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/OptimizerUpdate.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

std::optional<SmallVector<std::pair<Operation *, unsigned>>>
ShardRewriter::getUpdateOpsOnShards(const OptimizerUpdate &update,
                                    function_ref<bool(unsigned)> ofParam) {
  // Named elementwise linalg ops derive their maps from operand ranks in
  // ways that differ per op; as a linalg.generic they are all alike.
  IRRewriter rewriter(function.getContext());
  SmallVector<std::pair<Operation *, unsigned>> ops;
  for (auto [op, paramIndex] : update.getOps()) {
    if (!ofParam(paramIndex))
      continue;
    auto named = dyn_cast<linalg::LinalgOp>(op);
    if (!named || isa<linalg::GenericOp, linalg::FillOp>(op)) {
      ops.push_back({op, paramIndex});
      continue;
    }
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> generic =
        linalg::generalizeNamedOp(rewriter, named);
    if (failed(generic)) {
      op->emitOpError()
          << "cannot be rewritten as a linalg.generic to run on shards";
      return std::nullopt;
    }
    ops.push_back({*generic, paramIndex});
  }
  return ops;
}

std::optional<Value> ShardRewriter::lookupUpdateInput(Value full) const {
  if (Value shard = updateInputs.lookupOrNull(full))
    return shard;
  return std::nullopt;
}

/// The op reads the shards in place of its full-size inputs, in place:
/// cloning it would copy its body (an AdamW update is dozens of ops) only to
/// erase the original. What computed the replaced inputs is dead once
/// nothing else reads it (`eraseReplacedByShards`).
void ShardRewriter::readUpdateInputsIn(Operation *op) {
  auto replaceByShard = [&](OpOperand *use) {
    Value shard = updateInputs.lookupOrNull(use->get());
    if (!shard || shard == use->get())
      return;
    if (Operation *producer = use->get().getDefiningOp())
      maybeDead.insert(producer);
    use->set(shard);
  };
  for (OpOperand &use : op->getOpOperands())
    replaceByShard(&use);
  for (Region &region : op->getRegions())
    visitUsedValuesDefinedAbove(region, region, replaceByShard);
}

void ShardRewriter::flattenIterationSpace(Operation *op) {
  flattenToShardIterationSpace(op);
}

Value ShardRewriter::createEmpty(RankedTensorType type, Location loc) {
  return tensor::EmptyOp::create(builder, loc, type.getShape(),
                                 type.getElementType());
}

Value ShardRewriter::createFill(Value scalar, Value init, Location loc) {
  return linalg::FillOp::create(builder, loc, scalar, init).getResult(0);
}

Value ShardRewriter::createSplat(RankedTensorType type, SplatElementsAttr full,
                                 Location loc) {
  return arith::ConstantOp::create(
      builder, loc,
      SplatElementsAttr::get(type, full.getSplatValue<Attribute>()));
}

Value ShardRewriter::sliceShard(Value padded, Value rankIndex,
                                int64_t shardElements, Location loc) {
  Value shardSize = arith::ConstantIndexOp::create(builder, loc, shardElements);
  Value offset = arith::MulIOp::create(builder, loc, rankIndex, shardSize);
  return tensor::ExtractSliceOp::create(
      builder, loc, padded, ArrayRef<OpFoldResult>{offset},
      ArrayRef<OpFoldResult>{builder.getIndexAttr(shardElements)},
      ArrayRef<OpFoldResult>{builder.getIndexAttr(1)});
}

void ShardRewriter::reportUnshardableInput(Operation *op, unsigned param,
                                           Value input) {
  StringRef name = table.getParams()[param].name;
  // A view of a state (a cast, a reshape) made outside the update is not
  // the state the rewrite shards: say which state it is. At stage 3 the
  // view reads the weight's gather.
  Value root = input;
  Operation *view = nullptr;
  while (Operation *def = root.getDefiningOp()) {
    if (isa<AllGatherOp>(def) && view) {
      root = stripShardLayout(def->getOperand(0));
      break;
    }
    if (!isBufferView(def) || def->getNumOperands() == 0)
      break;
    view = def;
    root = def->getOperand(0);
  }
  if (view)
    for (const ParamStates &owner : table.getParams()) {
      const StateValue *state = nullptr;
      if (owner.weight.value == root)
        state = &owner.weight;
      else if (owner.grad.value == root)
        state = &owner.grad;
      for (const StateValue &optimizer : owner.optimizer)
        if (optimizer.value == root)
          state = &optimizer;
      if (!state)
        continue;
      (op->emitOpError() << "in the optimizer update of \"" << name
                         << "\" reads the "
                         << stringifyStateRole(state->state.getRole())
                         << " of \"" << owner.name << "\" through a view ('"
                         << view->getName()
                         << "') made outside the update; the rewrite shards "
                            "the state itself, so read it directly in the "
                            "update")
              .attachNote(view->getLoc())
          << "the view";
      return;
    }
  (op->emitOpError() << "in the optimizer update of \"" << name
                     << "\" reads a full-size tensor computed outside the "
                        "update; only the gradient, the weight and the "
                        "optimizer states of \""
                     << name << "\" can be sharded")
          .attachNote(input.getLoc())
      << "the full-size tensor";
}

/// Erases the reshapes the shards made the identity, then what only the
/// full-size update read (the full-size empty tensors, fills and splat
/// constants it was given), so that none of it is left to be allocated.
void ShardRewriter::eraseReplacedByShards(ArrayRef<Operation *> reshapes) {
  for (Operation *op : llvm::reverse(reshapes)) {
    if (Operation *producer = op->getOperand(0).getDefiningOp())
      maybeDead.insert(producer);
    maybeDead.remove(op);
    op->erase();
  }
  while (!maybeDead.empty()) {
    Operation *op = maybeDead.pop_back_val();
    if (!isOpTriviallyDead(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *producer = operand.getDefiningOp())
        maybeDead.insert(producer);
    op->erase();
  }
}
