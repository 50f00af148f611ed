//===- ZeroRegisterTiles.cpp - contractions in vector registers -----------===//
//
// Tiles each op that `zero-vectorizable-loop-order` left with its loops
// ordered (outer parallel, reductions, contiguous parallel) into register
// tiles, vectorizes each tile with linalg's vectorizer, and hoists the
// tile's accumulator out of the reduction loops: the sums stay in vector
// registers instead of being loaded and stored for every term. An extent
// that is not a multiple of the largest tile is split first, and each part
// tiled by its own extents (see the pass description in Passes.td).
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Hoisting.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Iterators.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROREGISTERTILES
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;

namespace {

/// The contiguous outputs of one tile row: one 512-bit register of f32,
/// or half or a quarter of one where the dimension is not a multiple.
constexpr int64_t kColumnTiles[] = {16, 8, 4};
/// The rows of a tile: its accumulators (rows x columns / 16 registers)
/// share each load of the contiguous input.
constexpr int64_t kRowTiles[] = {4, 2, 1};

/// How one op is tiled: a size per iteration dimension and the order of
/// the tile loops (`scf::SCFTilingOptions`'s interchange); or, where an
/// extent is not a multiple of the largest tile, where to split the op
/// first (`linalg::splitOp`): the first part takes the largest tile, the
/// rest a smaller one or the loops.
struct RegisterTile {
  SmallVector<int64_t> sizes;
  SmallVector<int64_t> loopOrder;
  std::optional<std::pair<unsigned, int64_t>> splitAt;
};

/// Where to split an extent so that its first part is a multiple of the
/// largest of `tiles`: none where it already is one, or is smaller.
std::optional<int64_t> getSplitPoint(ArrayRef<int64_t> tiles, int64_t extent) {
  int64_t largest = tiles.front();
  if (extent <= largest || extent % largest == 0)
    return std::nullopt;
  return extent - extent % largest;
}

/// The first of `candidates` that divides `extent`.
std::optional<int64_t> firstDivisor(ArrayRef<int64_t> candidates,
                                    int64_t extent) {
  for (int64_t candidate : candidates)
    if (extent % candidate == 0)
      return candidate;
  return std::nullopt;
}

/// The register tile of `op`, or none where the op is not in the loop order
/// this pass tiles, has a dynamic or indivisible extent, or has a body that
/// linalg's vectorizer cannot take as it is.
std::optional<RegisterTile> planRegisterTile(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() == 0)
    return std::nullopt;
  unsigned numLoops = op.getNumLoops();
  unsigned inner = numLoops - 1;
  AffineMap output = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (!output.isProjectedPermutation() || output.getNumResults() == 0 ||
      output.getResults().back() != getAffineDimExpr(inner, op.getContext()))
    return std::nullopt;

  // The order `zero-vectorizable-loop-order` gives: parallel loops, then
  // reductions, then the parallel loop over the output's last dimension.
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (iterators[inner] != utils::IteratorType::parallel)
    return std::nullopt;
  unsigned firstReduction = 0;
  while (iterators[firstReduction] == utils::IteratorType::parallel)
    ++firstReduction;
  for (unsigned dim = firstReduction; dim < inner; ++dim)
    if (iterators[dim] != utils::IteratorType::reduction)
      return std::nullopt;

  // Whole bytes only: a vector of i1 is stored bit-packed by the LLVM
  // lowering, the loops' scalars one per byte, so vector and scalar
  // accesses to one buffer would disagree.
  for (Value operand : op->getOperands()) {
    Type element = getElementTypeOrSelf(operand.getType());
    if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0)
      return std::nullopt;
  }

  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  // The rows: the innermost other parallel loop, which indexes the output
  // too (a parallel loop the output does not depend on would make the
  // tile's rows write one accumulator).
  std::optional<unsigned> rowDim;
  if (firstReduction > 0 && output.isFunctionOfDim(firstReduction - 1))
    rowDim = firstReduction - 1;

  // The vectorizer must accept the body (its reduction a single combiner,
  // its ops elementwise); the tile's body is the op's.
  if (failed(linalg::vectorizeOpPrecondition(op)))
    return std::nullopt;

  RegisterTile tile;
  if (std::optional<int64_t> at = getSplitPoint(kColumnTiles, ranges[inner])) {
    tile.splitAt = {inner, *at};
    return tile;
  }
  if (rowDim)
    if (std::optional<int64_t> at = getSplitPoint(kRowTiles, ranges[*rowDim])) {
      tile.splitAt = {*rowDim, *at};
      return tile;
    }
  std::optional<int64_t> columns = firstDivisor(kColumnTiles, ranges[inner]);
  if (!columns)
    return std::nullopt;
  tile.sizes.assign(numLoops, 1);
  tile.sizes[inner] = *columns;
  if (rowDim)
    tile.sizes[*rowDim] = *firstDivisor(kRowTiles, ranges[*rowDim]);
  // The tile loops: the parallel ones, the column tiles, then the
  // reductions innermost, so that the accumulator is invariant in them.
  for (unsigned dim = 0; dim < firstReduction; ++dim)
    tile.loopOrder.push_back(dim);
  tile.loopOrder.push_back(inner);
  for (unsigned dim = firstReduction; dim < inner; ++dim)
    tile.loopOrder.push_back(dim);
  return tile;
}

struct ZeroRegisterTilesPass
    : zero::impl::ZeroRegisterTilesBase<ZeroRegisterTilesPass> {
  /// The patterns applied within the tiles, built once per pass instance
  /// rather than once per function: the subviews fold into the transfers'
  /// indices (the hoisting below wants a transfer on the buffer itself),
  /// single-trip loops go, and a transfer that broadcasts becomes a read
  /// and a `vector.broadcast`, which an elementwise op on it (the widening
  /// of a bf16 operand) then follows: the scalars are widened before they
  /// are broadcast, once each.
  FrozenRewritePatternSet tilePatterns;

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet patterns(context);
    memref::populateFoldMemRefAliasOpPatterns(patterns);
    vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
    vector::populateSinkVectorOpsPatterns(patterns);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(patterns);
    for (RegisteredOperationName name : context->getRegisteredOperations())
      name.getCanonicalizationPatterns(patterns, context);
    tilePatterns = FrozenRewritePatternSet(std::move(patterns));
    return success();
  }

  void runOnOperation() override {
    func::FuncOp function = getOperation();
    SmallVector<std::pair<linalg::GenericOp, RegisterTile>> candidates;
    function.walk([&](linalg::GenericOp op) {
      if (std::optional<RegisterTile> tile = planRegisterTile(op))
        candidates.emplace_back(op, std::move(*tile));
    });
    if (candidates.empty())
      return markAllAnalysesPreserved();

    IRRewriter rewriter(&getContext());
    SmallVector<Operation *> tileLoops;
    while (!candidates.empty()) {
      auto [op, tile] = candidates.pop_back_val();
      rewriter.setInsertionPoint(op);
      if (tile.splitAt) {
        // Both parts are ops of the same body on subviews; each is planned
        // again (the first now divides, the rest is smaller).
        auto [dim, at] = *tile.splitAt;
        auto [first, rest] =
            linalg::splitOp(rewriter, cast<TilingInterface>(op.getOperation()),
                            dim, rewriter.getIndexAttr(at));
        ++numSplit;
        for (TilingInterface part : {first, rest}) {
          // `rest` is null where the split leaves nothing after `at`.
          auto generic =
              part ? dyn_cast<linalg::GenericOp>(part.getOperation()) : nullptr;
          if (!generic)
            continue;
          if (std::optional<RegisterTile> partTile = planRegisterTile(generic))
            candidates.emplace_back(generic, std::move(*partTile));
        }
        continue;
      }
      scf::SCFTilingOptions options;
      options.setTileSizes(getAsIndexOpFoldResult(&getContext(), tile.sizes));
      options.setInterchange(tile.loopOrder);
      FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
          rewriter, cast<TilingInterface>(op.getOperation()), options);
      if (failed(tiled)) {
        op.emitOpError("could not be tiled into register tiles");
        return signalPassFailure();
      }
      // On buffers the op has no results: the tiled loops replace it.
      rewriter.eraseOp(op);
      Operation *tiledOp = tiled->tiledOps.front();
      rewriter.setInsertionPoint(tiledOp);
      if (failed(linalg::vectorize(rewriter, tiledOp))) {
        tiledOp->emitOpError("passed the vectorizer's precondition but could "
                             "not be vectorized");
        return signalPassFailure();
      }
      rewriter.eraseOp(tiledOp);
      ++numTiled;
      if (!tiled->loops.empty())
        tileLoops.push_back(tiled->loops.front());
    }

    for (Operation *loop : tileLoops)
      (void)applyPatternsGreedily(loop->getRegion(0), tilePatterns);

    // The views that the splits and the tiles took of the buffers and that
    // the folding left unused: the hoisting below keeps an accumulator in
    // memory while any other use of its buffer remains. Walked backwards,
    // a view of a view goes before the view it was taken of.
    function.walk<WalkOrder::PostOrder, ReverseIterator>(
        [&](memref::SubViewOp view) {
          if (view.use_empty())
            rewriter.eraseOp(view);
        });

    // The accumulator's read and write must name the same index values
    // (a split part computes its row offset once per access): CSE, then
    // the accumulator is read before the reduction loops, written after.
    DominanceInfo dominance(function);
    eliminateCommonSubExpressions(rewriter, dominance, function);
    linalg::hoistRedundantVectorTransfers(function);
  }
};

} // namespace
