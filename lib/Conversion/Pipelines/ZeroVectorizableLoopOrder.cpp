//===- ZeroVectorizableLoopOrder.cpp - parallel, contiguous loops inside --===//
//
// Permutes the iteration dimensions of linalg ops with reductions so that
// convert-linalg-to-loops emits, innermost, a parallel loop over the
// output's contiguous dimension, which LLVM vectorizes without changing a
// single bit of the result (see the pass description in Passes.td).
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROVECTORIZABLELOOPORDER
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;

namespace {

/// The new order of `op`'s iteration dimensions, as the interchange
/// vector `linalg::interchangeGenericOp` takes (position i of the new
/// nest is old dimension result[i]); none when the op should stay as it
/// is.
std::optional<SmallVector<unsigned>> getVectorizableOrder(linalg::LinalgOp op) {
  if (op.getNumReductionLoops() == 0 || op.getNumDpsInits() != 1)
    return std::nullopt;
  AffineMap output = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (output.getNumResults() == 0)
    return std::nullopt;
  auto last = dyn_cast<AffineDimExpr>(output.getResults().back());
  if (!last)
    return std::nullopt;
  unsigned inner = last.getPosition();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (iterators[inner] != utils::IteratorType::parallel)
    return std::nullopt;
  SmallVector<unsigned> order;
  for (unsigned dim = 0; dim < iterators.size(); ++dim)
    if (dim != inner && iterators[dim] == utils::IteratorType::parallel)
      order.push_back(dim);
  for (unsigned dim = 0; dim < iterators.size(); ++dim)
    if (iterators[dim] == utils::IteratorType::reduction)
      order.push_back(dim);
  order.push_back(inner);
  // Only the dimensions' kinds are known to be parallel or reduction;
  // anything else (a window) keeps its nest.
  if (order.size() != iterators.size())
    return std::nullopt;
  if (llvm::equal(order, llvm::seq<unsigned>(0, order.size())))
    return std::nullopt;
  return order;
}

struct ZeroVectorizableLoopOrderPass
    : zero::impl::ZeroVectorizableLoopOrderBase<
          ZeroVectorizableLoopOrderPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> candidates;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (getVectorizableOrder(op))
        candidates.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : candidates) {
      SmallVector<unsigned> order = *getVectorizableOrder(op);
      rewriter.setInsertionPoint(op);
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!generic) {
        FailureOr<linalg::GenericOp> generalized =
            linalg::generalizeNamedOp(rewriter, op);
        if (failed(generalized))
          continue; // no region to generalize from: keep the named op
        generic = *generalized;
      }
      if (succeeded(linalg::interchangeGenericOp(rewriter, generic, order)))
        ++numReordered;
    }
  }
};

} // namespace
