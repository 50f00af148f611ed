//===- ZeroBitcastAsElementwise.cpp - tensor.bitcast made bufferizable ----===//
//
// See the pass's description in Passes.td: one-shot bufferization has no
// rule for `tensor.bitcast`, so each becomes the elementwise
// `arith.bitcast` of the same tensors, which `convert-elementwise-to-linalg`
// then lowers like any other elementwise op.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROBITCASTASELEMENTWISE
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

struct ZeroBitcastAsElementwisePass
    : public zero::impl::ZeroBitcastAsElementwiseBase<
          ZeroBitcastAsElementwisePass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<tensor::BitcastOp> bitcasts;
    getOperation().walk(
        [&](tensor::BitcastOp bitcast) { bitcasts.push_back(bitcast); });
    bool ok = true;
    IRRewriter rewriter(&getContext());
    for (tensor::BitcastOp bitcast : bitcasts) {
      // An elementwise op keeps its operand's shape; `tensor.bitcast` may
      // also refine a dynamic size to a static one, which the lowering of
      // elementwise ops does not do.
      auto source = dyn_cast<RankedTensorType>(bitcast.getSource().getType());
      auto result = dyn_cast<RankedTensorType>(bitcast.getType());
      if (!source || !result || source.getShape() != result.getShape()) {
        bitcast.emitOpError()
            << "from " << bitcast.getSource().getType() << " to "
            << bitcast.getType()
            << " cannot be lowered: the lowering reinterprets ranked tensors "
               "of one shape (write a tensor.cast to the result's shape "
               "first)";
        ok = false;
        continue;
      }
      rewriter.setInsertionPoint(bitcast);
      rewriter.replaceOpWithNewOp<arith::BitcastOp>(bitcast, result,
                                                    bitcast.getSource());
      ++numRewrittenBitcasts;
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
