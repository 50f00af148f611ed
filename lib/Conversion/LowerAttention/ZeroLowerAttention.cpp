//===- ZeroLowerAttention.cpp - fused attention to linalg for the CPU -----===//
//
// `zero-lower-attention` (its description in Passes.td): each fused
// attention op becomes the linalg ops of AttentionMath.h, in place, on
// tensors. The arithmetic lives there once; this file only reads the ops'
// operands and attributes and replaces their results.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Import/AttentionMath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROLOWERATTENTION
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::import;

namespace {

/// The op's sliding window, if any (verified to be at least 1).
template <typename AttentionOpT>
static std::optional<int64_t> getWindow(AttentionOpT op) {
  if (IntegerAttr window = op.getWindowAttr())
    return window.getInt();
  return std::nullopt;
}

struct ZeroLowerAttentionPass
    : zero::impl::ZeroLowerAttentionBase<ZeroLowerAttentionPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<AttentionOp, AttentionGradOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      OpBuilder builder(op);
      LinalgBuilder l(builder, op->getLoc());
      if (auto forward = dyn_cast<AttentionOp>(op))
        lower(l, forward);
      else
        lower(l, cast<AttentionGradOp>(op));
      op->erase();
      ++numLowered;
    }
  }

  static void lower(LinalgBuilder &l, AttentionOp op) {
    double scale = op.getScale().convertToDouble();
    Type outputType = getElementTypeOrSelf(op.getOutput().getType());
    // The probabilities are stored as the output is, as the eager step
    // stores them, so that the two outputs agree to the bit.
    SoftmaxAttention forward = buildSoftmaxAttention(
        l, op.getQuery(), op.getKey(), op.getValue(), scale, op.getCausal(),
        getWindow(op), outputType, outputType);
    Value logSumExp = buildLogSumExp(
        l, forward, scale, getElementTypeOrSelf(op.getLogsumexp().getType()));
    op.getOutput().replaceAllUsesWith(forward.output);
    op.getLogsumexp().replaceAllUsesWith(logSumExp);
  }

  static void lower(LinalgBuilder &l, AttentionGradOp op) {
    AttentionGradients grads = buildSoftmaxAttentionGradients(
        l, op.getQuery(), op.getKey(), op.getValue(), op.getOutput(),
        op.getLogsumexp(), op.getOutputGrad(), op.getScale().convertToDouble(),
        op.getCausal(), getWindow(op),
        getElementTypeOrSelf(op.getQueryGrad().getType()),
        getElementTypeOrSelf(op.getKeyGrad().getType()),
        getElementTypeOrSelf(op.getValueGrad().getType()));
    op.getQueryGrad().replaceAllUsesWith(grads.query);
    op.getKeyGrad().replaceAllUsesWith(grads.key);
    op.getValueGrad().replaceAllUsesWith(grads.value);
  }
};

} // namespace
