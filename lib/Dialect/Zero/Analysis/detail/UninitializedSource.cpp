//===- UninitializedSource.cpp - state results with undefined contents ----===//
//
// `getUninitializedSource` (UninitializedSource.h): walks a returned value
// back to the op that created it without writing it, and counts what a
// chain of insert_slices into such a value covers.
//
//===----------------------------------------------------------------------===//

#include "UninitializedSource.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

/// How much of a `shape` tensor the static, unit-stride slices `chain`
/// insert: the elements covered, or nothing when that cannot be told
/// statically (a dynamic offset, size or shape, a stride other than 1, or
/// more than 2^20 cells to look at). Overlapping slices count once: the
/// slices' bounds cut each dimension into segments, and each cell of the
/// resulting grid is either inside some slice or in none.
static std::optional<int64_t>
countInsertedElements(ArrayRef<tensor::InsertSliceOp> chain,
                      ArrayRef<int64_t> shape) {
  unsigned rank = shape.size();
  SmallVector<SmallVector<int64_t>> cuts(rank);
  for (unsigned d = 0; d < rank; ++d) {
    if (ShapedType::isDynamic(shape[d]))
      return std::nullopt;
    cuts[d] = {0, shape[d]};
  }
  for (tensor::InsertSliceOp slice : chain) {
    if (slice.getStaticOffsets().size() != rank)
      return std::nullopt;
    for (unsigned d = 0; d < rank; ++d) {
      int64_t offset = slice.getStaticOffsets()[d];
      int64_t size = slice.getStaticSizes()[d];
      if (ShapedType::isDynamic(offset) || ShapedType::isDynamic(size) ||
          slice.getStaticStrides()[d] != 1 || offset < 0 || size < 0 ||
          offset > shape[d] - size)
        return std::nullopt;
      cuts[d].push_back(offset);
      cuts[d].push_back(offset + size);
    }
  }
  int64_t cells = 1;
  for (SmallVector<int64_t> &cut : cuts) {
    llvm::sort(cut);
    cut.erase(llvm::unique(cut), cut.end());
    cells *= static_cast<int64_t>(cut.size()) - 1;
    if (cells > (int64_t(1) << 20))
      return std::nullopt;
  }
  int64_t covered = 0;
  SmallVector<size_t> cell(rank, 0);
  for (int64_t c = 0; c < cells; ++c) {
    // Cell `c`, dimension 0 slowest.
    int64_t rest = c;
    for (unsigned d = rank; d-- > 0;) {
      size_t segments = cuts[d].size() - 1;
      cell[d] = static_cast<size_t>(rest % static_cast<int64_t>(segments));
      rest /= static_cast<int64_t>(segments);
    }
    bool inside = llvm::any_of(chain, [&](tensor::InsertSliceOp slice) {
      for (unsigned d = 0; d < rank; ++d) {
        int64_t offset = slice.getStaticOffsets()[d];
        int64_t start = cuts[d][cell[d]];
        if (start < offset || start >= offset + slice.getStaticSizes()[d])
          return false;
      }
      return true;
    });
    if (!inside)
      continue;
    int64_t volume = 1;
    for (unsigned d = 0; d < rank; ++d)
      volume *= cuts[d][cell[d] + 1] - cuts[d][cell[d]];
    covered += volume;
  }
  return covered;
}

Operation *zero::detail::getUninitializedSource(Value value, Operation *&reader,
                                                PartialWrite &partial) {
  reader = nullptr;
  while (Operation *op = value.getDefiningOp()) {
    // Slices inserted into an unwritten destination define only what they
    // cover: the chain of insert_slices into one destination is looked at
    // as a whole (two halves written one after the other cover it).
    if (isa<tensor::InsertSliceOp>(op)) {
      SmallVector<tensor::InsertSliceOp> chain;
      Value dest = value;
      while (auto link = dest.getDefiningOp<tensor::InsertSliceOp>()) {
        chain.push_back(link);
        dest = link.getDest();
      }
      // An inserted value that is unwritten leaves its place so.
      for (tensor::InsertSliceOp link : chain)
        if (Operation *root =
                getUninitializedSource(link.getSource(), reader, partial))
          return root;
      Operation *root = getUninitializedSource(dest, reader, partial);
      if (!root || partial.insert)
        return root;
      auto type = cast<RankedTensorType>(dest.getType());
      std::optional<int64_t> covered =
          countInsertedElements(chain, type.getShape());
      // Where the slices go is not known statically, but their sizes may
      // be: slices that add up to fewer elements cannot cover it.
      bool atMost = false;
      if (!covered && type.hasStaticShape()) {
        int64_t sum = 0;
        for (tensor::InsertSliceOp link : chain) {
          auto sliceType = link.getSourceType();
          if (!sliceType.hasStaticShape() ||
              __builtin_add_overflow(sum, sliceType.getNumElements(), &sum)) {
            sum = type.getNumElements();
            break;
          }
        }
        if (sum < type.getNumElements()) {
          covered = sum;
          atMost = true;
        }
      }
      // Whole, or not known statically (left to the runtime's bounds
      // checks): not reported.
      if (!covered || *covered >= type.getNumElements())
        return nullptr;
      partial.insert = chain.front();
      partial.written = *covered;
      partial.total = type.getNumElements();
      partial.atMost = atMost;
      return root;
    }
    // Views and relabelings keep the contents of their source.
    Value source =
        llvm::TypeSwitch<Operation *, Value>(op)
            .Case([](AnnotateOp annotate) { return annotate.getInput(); })
            .Case([](tensor::CastOp cast) { return cast.getSource(); })
            .Case([](tensor::BitcastOp cast) { return cast.getSource(); })
            .Case(
                [](tensor::ExtractSliceOp slice) { return slice.getSource(); })
            .Case([](tensor::CollapseShapeOp collapse) {
              return collapse.getSrc();
            })
            .Case([](tensor::ExpandShapeOp expand) { return expand.getSrc(); })
            .Case([](tensor::ReshapeOp reshape) { return reshape.getSource(); })
            .Default([](Operation *) { return Value(); });
    // A linalg op's result starts from its init: undefined if the payload
    // reads an init that is (a linalg.fill writes without reading it).
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      OpOperand *init =
          linalgOp.getDpsInitOperand(cast<OpResult>(value).getResultNumber());
      if (!linalgOp.payloadUsesValueFromOperand(init))
        return nullptr;
      if (!reader)
        reader = op;
      source = init->get();
    }
    if (source) {
      value = source;
      continue;
    }
    if (isa<tensor::EmptyOp>(op))
      return op;
    if (auto alloc = dyn_cast<bufferization::AllocTensorOp>(op))
      return alloc.getCopy() ? nullptr : op;
    return nullptr;
  }
  return nullptr;
}
