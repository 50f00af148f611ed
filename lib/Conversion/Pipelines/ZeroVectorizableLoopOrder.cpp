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
#include "mlir/Dialect/MemRef/IR/MemRef.h"
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

/// An input read this many times or more (the product of the loop ranges
/// it does not depend on) is worth a transposed copy, which reads and
/// writes it once.
constexpr int64_t kMinReuseToPack = 8;

/// After the reorder the innermost loop of `op` is its last dimension. An
/// input buffer that this loop walks with a stride (a weight in x * W^T, K
/// in Q * K^T) would make the vectorized loop gather element by element:
/// such an input, when it is read often enough, is copied first into a
/// buffer with that dimension last (`linalg.transpose`), freed right after
/// the op. The copy moves bits only; the sums are the same.
/// Returns how many inputs it copied.
int64_t packStridedInputs(RewriterBase &rewriter, linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics())
    return 0;
  unsigned numLoops = op.getNumLoops();
  AffineExpr inner = rewriter.getAffineDimExpr(numLoops - 1);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  int64_t numPacked = 0;
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto type = dyn_cast<MemRefType>(input->get().getType());
    AffineMap map = maps[input->getOperandNumber()];
    if (!type || !type.hasStaticShape() || !map.isProjectedPermutation())
      continue;
    std::optional<unsigned> position = map.getResultPosition(inner);
    if (!position || *position + 1 == map.getNumResults())
      continue;
    int64_t reuse = 1;
    for (unsigned dim = 0; dim < numLoops; ++dim)
      if (!map.isFunctionOfDim(dim))
        reuse *= ShapedType::isDynamic(ranges[dim]) ? 1 : ranges[dim];
    if (reuse < kMinReuseToPack)
      continue;
    // The copy's dimensions: the input's, with the inner loop's last.
    SmallVector<int64_t> permutation;
    for (unsigned result = 0; result < map.getNumResults(); ++result)
      if (result != *position)
        permutation.push_back(result);
    permutation.push_back(*position);
    SmallVector<int64_t> shape;
    SmallVector<AffineExpr> results;
    for (int64_t result : permutation) {
      shape.push_back(type.getDimSize(result));
      results.push_back(map.getResult(result));
    }
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    auto packed = memref::AllocOp::create(
        rewriter, loc, MemRefType::get(shape, type.getElementType()));
    linalg::TransposeOp::create(rewriter, loc, input->get(), packed,
                                permutation);
    rewriter.setInsertionPointAfter(op);
    memref::DeallocOp::create(rewriter, loc, packed);
    rewriter.modifyOpInPlace(op, [&] { input->set(packed); });
    maps[input->getOperandNumber()] =
        AffineMap::get(numLoops, 0, results, rewriter.getContext());
    ++numPacked;
  }
  if (numPacked)
    rewriter.modifyOpInPlace(op, [&] {
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
  return numPacked;
}

struct ZeroVectorizableLoopOrderPass
    : zero::impl::ZeroVectorizableLoopOrderBase<ZeroVectorizableLoopOrderPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, SmallVector<unsigned>>> candidates;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (std::optional<SmallVector<unsigned>> order = getVectorizableOrder(op))
        candidates.emplace_back(op, std::move(*order));
    });
    IRRewriter rewriter(&getContext());
    for (auto &[op, order] : candidates) {
      rewriter.setInsertionPoint(op);
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!generic) {
        FailureOr<linalg::GenericOp> generalized =
            linalg::generalizeNamedOp(rewriter, op);
        if (failed(generalized))
          continue; // no region to generalize from: keep the named op
        generic = *generalized;
      }
      FailureOr<linalg::GenericOp> reordered =
          linalg::interchangeGenericOp(rewriter, generic, order);
      if (failed(reordered))
        continue;
      ++numReordered;
      numPackedInputs += packStridedInputs(rewriter, *reordered);
    }
  }
};

} // namespace
