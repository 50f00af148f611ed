//===- IndexBounds.cpp - how large an integer input may be ----------------===//

#include "IndexBounds.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace zero_run {

namespace {

/// The tensor `value` was made from without changing its elements' places
/// in a way that matters for a name (a gather of a shard, a reshape, a
/// loop's carried value), back to a function argument if there is one.
std::optional<std::string> nameTensor(
    Value value,
    llvm::function_ref<std::optional<std::string>(BlockArgument)> nameOf) {
  for (int depth = 0; depth < 32 && value; ++depth) {
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      Operation *parent = argument.getOwner()->getParentOp();
      if (auto loop = dyn_cast_or_null<scf::ForOp>(parent)) {
        OpOperand *init = loop.getTiedLoopInit(argument);
        value = init ? init->get() : Value();
        continue;
      }
      if (isa_and_nonnull<FunctionOpInterface>(parent))
        return nameOf(argument);
      return std::nullopt;
    }
    Operation *op = value.getDefiningOp();
    if (isa<zero::AllGatherOp, zero::AllGatherStartOp>(op)) {
      // A gather's result i (a start's too: its token is last) gathers
      // input i.
      value = op->getOperand(cast<OpResult>(value).getResultNumber());
    } else if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
                   tensor::ReshapeOp, tensor::CastOp, tensor::ExtractSliceOp,
                   tensor::PadOp>(op)) {
      value = op->getOperand(0);
    } else {
      return std::nullopt;
    }
  }
  return std::nullopt;
}

/// A use of an index value: `tensor`'s dimension `dim`, minus `width - 1`
/// for a slice `width` wide.
struct IndexUse {
  Value tensor;
  unsigned dim;
  int64_t width = 1;
};

/// Where `use` (of an index-like scalar) indexes a tensor, if it does.
std::optional<IndexUse> getIndexUse(OpOperand &use) {
  Operation *op = use.getOwner();
  unsigned number = use.getOperandNumber();
  if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
    if (number >= 1)
      return IndexUse{extract.getTensor(), number - 1};
    return std::nullopt;
  }
  if (auto insert = dyn_cast<tensor::InsertOp>(op)) {
    if (number >= 2)
      return IndexUse{insert.getDest(), number - 2};
    return std::nullopt;
  }
  auto sliceUse = [&](auto slice, Value tensor) -> std::optional<IndexUse> {
    // Dynamic offsets are listed in the order of their dimensions.
    MutableOperandRange offsets = slice.getOffsetsMutable();
    unsigned dynamicIndex = 0;
    for (auto [dim, offset] : llvm::enumerate(slice.getStaticOffsets())) {
      if (!ShapedType::isDynamic(offset))
        continue;
      if (&offsets[dynamicIndex++] == &use) {
        int64_t width = slice.getStaticSizes()[dim];
        if (ShapedType::isDynamic(width))
          return std::nullopt;
        return IndexUse{tensor, static_cast<unsigned>(dim), width};
      }
    }
    return std::nullopt;
  };
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return sliceUse(slice, slice.getSource());
  if (auto slice = dyn_cast<tensor::InsertSliceOp>(op))
    return sliceUse(slice, slice.getDest());
  return std::nullopt;
}

} // namespace

std::optional<IndexBound> findIndexBound(
    BlockArgument input,
    llvm::function_ref<std::optional<std::string>(BlockArgument)> nameOf) {
  // Values that hold the input's tensor (or a reshaped piece of it), and
  // scalars that hold one of its elements.
  llvm::SetVector<Value> tensors, scalars;
  tensors.insert(input);
  std::optional<IndexBound> best;
  bool bestNamed = false;
  auto consider = [&](const IndexUse &use) {
    auto type = dyn_cast<RankedTensorType>(use.tensor.getType());
    if (!type || type.isDynamicDim(use.dim))
      return;
    int64_t limit = type.getDimSize(use.dim) - use.width + 1;
    std::optional<std::string> name = nameTensor(use.tensor, nameOf);
    // The tightest bound; between equal ones, one that names its tensor.
    if (best &&
        (limit > best->limit || (limit == best->limit && (bestNamed || !name))))
      return;
    std::string typeText;
    llvm::raw_string_ostream(typeText) << type;
    IndexBound bound;
    bound.limit = limit;
    bound.indexed = "dimension " + std::to_string(use.dim) + " (" +
                    std::to_string(type.getDimSize(use.dim)) + ") of " +
                    (name ? *name + ", a " + typeText : "a " + typeText);
    best = bound;
    bestNamed = name.has_value();
  };
  // Both sets only grow; the loops run until neither does.
  for (size_t t = 0, s = 0; t < tensors.size() || s < scalars.size();) {
    for (; t < tensors.size(); ++t) {
      for (OpOperand &use : tensors[t].getUses()) {
        Operation *op = use.getOwner();
        if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
          if (use.getOperandNumber() == 0)
            scalars.insert(extract.getResult());
        } else if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
                       tensor::CastOp, tensor::ExtractSliceOp>(op)) {
          if (use.getOperandNumber() == 0)
            tensors.insert(op->getResult(0));
        } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
          if (linalgOp.isDpsInput(&use))
            scalars.insert(linalgOp.getMatchingBlockArgument(&use));
        }
      }
    }
    for (; s < scalars.size(); ++s) {
      for (OpOperand &use : scalars[s].getUses()) {
        Operation *op = use.getOwner();
        if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
                arith::ExtUIOp>(op)) {
          scalars.insert(op->getResult(0));
        } else if (std::optional<IndexUse> indexUse = getIndexUse(use)) {
          consider(*indexUse);
        }
      }
    }
  }
  return best;
}

} // namespace zero_run
