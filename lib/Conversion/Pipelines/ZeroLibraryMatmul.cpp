//===- ZeroLibraryMatmul.cpp - matrix products through the runtime --------===//
//
// `zero-library-matmul` (its description in Passes.td): each linalg
// contraction on buffers that is a batch of f32-accumulated matrix
// products becomes one call to zero_rt_matmul, which the runtime computes
// with oneDNN. This file decides which ops qualify and reads their layout
// (sizes and element strides of the batch, rows, columns and reduction);
// the arithmetic is the library's.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROLIBRARYMATMUL
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;

namespace {

/// One group of iteration dimensions (the batch, the rows, the columns or
/// the reduction) as the library sees it in one operand: its total size and
/// the element stride of one step through it.
struct GroupLayout {
  int64_t size = 1;
  int64_t stride = 1;
};

/// The layout of `dims` (a group of iteration dimensions, in order) in an
/// operand of `type` read through `map`, or none when the group is not one
/// run of memory there. A dimension of size 1 never moves, so its stride
/// does not matter.
std::optional<GroupLayout> getGroupLayout(ArrayRef<unsigned> dims,
                                          AffineMap map, MemRefType type,
                                          ArrayRef<int64_t> strides) {
  GroupLayout group;
  std::optional<int64_t> expectedStride; // of the dimension seen last
  // From the innermost dimension of the group outwards.
  for (unsigned dim : llvm::reverse(dims)) {
    std::optional<unsigned> position =
        map.getResultPosition(getAffineDimExpr(dim, map.getContext()));
    if (!position)
      return std::nullopt;
    int64_t size = type.getDimSize(*position);
    int64_t stride = strides[*position];
    if (size != 1) {
      if (expectedStride && stride != *expectedStride)
        return std::nullopt;
      if (!expectedStride)
        group.stride = stride;
      expectedStride = stride * size;
    }
    group.size *= size;
  }
  return group;
}

/// Whether `op`'s body is `out + extf?(in0) * extf?(in1)` in f32, with the
/// inputs widened from (or already) their element types `inputTypes`.
bool isF32ProductSum(linalg::LinalgOp op, std::array<Type, 2> inputTypes) {
  Block &body = op->getRegion(0).front();
  auto yield = dyn_cast<linalg::YieldOp>(body.getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return false;
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add || !add.getType().isF32())
    return false;
  BlockArgument out = body.getArgument(2);
  Value product = add.getLhs() == out   ? add.getRhs()
                  : add.getRhs() == out ? add.getLhs()
                                        : Value();
  auto mul = product ? product.getDefiningOp<arith::MulFOp>() : nullptr;
  if (!mul)
    return false;
  // Each factor is one of the two inputs, widened or not; nothing else is
  // in the body (a mask, a second use of the product).
  size_t numWidened = 0;
  auto readsInput = [&](Value factor, unsigned input) {
    if (auto widened = factor.getDefiningOp<arith::ExtFOp>()) {
      factor = widened.getIn();
      ++numWidened;
    }
    return factor == body.getArgument(input) &&
           factor.getType() == inputTypes[input];
  };
  Value lhs = mul.getLhs(), rhs = mul.getRhs();
  bool inOrder = readsInput(lhs, 0) && readsInput(rhs, 1);
  if (!inOrder) {
    numWidened = 0;
    if (!(readsInput(lhs, 1) && readsInput(rhs, 0)))
      return false;
  }
  return body.getOperations().size() == numWidened + 3; // mul, add, yield
}

/// The call's operands for one matrix of the product: its address, its
/// offset (both index), and its batch, row and column strides.
struct MatrixOperand {
  Value memref;
  GroupLayout batch, rows, columns;
};

/// An iteration dimension that the library call does not cover: the call
/// runs once for each of its values, in a loop around it, each time with
/// the operands' offsets moved by that many strides (0 for an operand the
/// dimension does not index).
struct LoopDimension {
  int64_t size;
  std::array<int64_t, 3> strides; // of A, B and C
};

/// The product `op` computes, as calls of zero_rt_matmul in loops, or none.
struct Product {
  zero_rt_dtype aType, bType;
  int64_t batch, m, n, k;
  MatrixOperand a, b, c;
  SmallVector<LoopDimension, 4> loops;
};

/// The operands (0 = A, 1 = B, 2 = C) that each group of dimensions indexes.
constexpr std::array<std::array<bool, 3>, 4> kGroupOperands = {{
    {true, true, true},  // batch
    {true, false, true}, // rows (m)
    {false, true, true}, // columns (n)
    {true, true, false}, // reduction (k)
}};

std::optional<Product> getProduct(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || op->getNumRegions() != 1)
    return std::nullopt;
  SmallVector<MemRefType> types;
  SmallVector<SmallVector<int64_t>> strides;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type || !type.hasStaticShape())
      return std::nullopt;
    auto [operandStrides, offset] = type.getStridesAndOffset();
    (void)offset; // read at run time
    if (llvm::any_of(operandStrides, ShapedType::isDynamic))
      return std::nullopt;
    types.push_back(type);
    strides.emplace_back(operandStrides);
  }
  std::array<Type, 2> inputTypes = {types[0].getElementType(),
                                    types[1].getElementType()};
  auto isLibraryType = [](Type type) { return type.isF32() || type.isBF16(); };
  if (!isLibraryType(inputTypes[0]) || !isLibraryType(inputTypes[1]) ||
      !types[2].getElementType().isF32() || !isF32ProductSum(op, inputTypes))
    return std::nullopt;

  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty() ||
      dims->batch.size() + dims->m.size() + dims->n.size() + dims->k.size() !=
          op.getNumLoops())
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();

  // Each group of rows, columns or reduction dimensions, in iteration
  // order: of its runs of consecutive dimensions that are one run of memory
  // in every operand the group indexes (a single dimension always is), the
  // one of the most elements goes to the library; the group's other
  // dimensions become loops around the call. Every batch dimension is a
  // loop: oneDNN computes a batch of strided matrices with a slower kernel
  // than one matrix (on the development machine a 4 x 256 x 256 x 64 batch
  // of attention scores ran at 98 GFLOP/s, one 256 x 256 x 64 product at
  // about 500). Summing the reduction in parts is still a fixed order: C
  // accumulates each part's products in turn.
  std::array<SmallVector<unsigned, 2>, 4> groups = {dims->batch, dims->m,
                                                    dims->n, dims->k};
  std::array<std::array<GroupLayout, 3>, 4> library;
  SmallVector<LoopDimension, 4> loops;
  for (auto [index, group, operands, layouts] :
       llvm::enumerate(groups, kGroupOperands, library)) {
    llvm::sort(group);
    // The library's run, [first, last) of the group; empty for the batch.
    size_t first = group.size(), last = group.size();
    int64_t bestSize = 0;
    for (size_t begin = 0; index != 0 && begin < group.size(); ++begin) {
      for (size_t end = begin + 1; end <= group.size(); ++end) {
        ArrayRef<unsigned> run =
            ArrayRef<unsigned>(group).slice(begin, end - begin);
        std::array<GroupLayout, 3> runLayouts;
        bool collapses = true;
        for (unsigned operand = 0; operand < 3 && collapses; ++operand) {
          if (!operands[operand])
            continue;
          std::optional<GroupLayout> layout = getGroupLayout(
              run, maps[operand], types[operand], strides[operand]);
          if (layout)
            runLayouts[operand] = *layout;
          else
            collapses = false;
        }
        int64_t size = runLayouts[operands[0] ? 0 : 1].size;
        if (collapses && size > bestSize) {
          bestSize = size;
          first = begin;
          last = end;
          layouts = runLayouts;
        }
      }
    }
    for (auto [position, dim] : llvm::enumerate(group)) {
      if (position >= first && position < last)
        continue;
      LoopDimension loop{op.getStaticLoopRanges()[dim], {0, 0, 0}};
      for (unsigned operand = 0; operand < 3; ++operand) {
        if (!operands[operand])
          continue;
        std::optional<unsigned> resultPosition =
            maps[operand].getResultPosition(
                getAffineDimExpr(dim, op.getContext()));
        if (!resultPosition)
          return std::nullopt;
        loop.strides[operand] = strides[operand][*resultPosition];
      }
      loops.push_back(loop);
    }
  }
  auto &[batchLayouts, rowLayouts, columnLayouts, reductionLayouts] = library;
  Product product;
  product.aType = inputTypes[0].isF32() ? ZERO_RT_F32 : ZERO_RT_BF16;
  product.bType = inputTypes[1].isF32() ? ZERO_RT_F32 : ZERO_RT_BF16;
  product.batch = batchLayouts[2].size;
  product.m = rowLayouts[2].size;
  product.n = columnLayouts[2].size;
  product.k = reductionLayouts[0].size;
  product.a = {op.getDpsInputs()[0], batchLayouts[0], rowLayouts[0],
               reductionLayouts[0]};
  product.b = {op.getDpsInputs()[1], batchLayouts[1], reductionLayouts[1],
               columnLayouts[1]};
  product.c = {op.getDpsInits()[0], batchLayouts[2], rowLayouts[2],
               columnLayouts[2]};
  product.loops = std::move(loops);
  // A dimension of size 1 is never stepped through: give it the stride
  // that makes the matrix a plain row-major one (or, when the other
  // dimension is strided, a column-major one), as the library expects.
  for (MatrixOperand *matrix : {&product.a, &product.b, &product.c}) {
    GroupLayout &rows = matrix->rows, &columns = matrix->columns;
    if (rows.size == 1)
      rows.stride = columns.stride == 1 ? columns.size : 1;
    if (columns.size == 1)
      columns.stride = rows.stride == 1 && rows.size != 1 ? rows.size : 1;
    if (matrix->batch.size == 1)
      matrix->batch.stride =
          std::max(rows.size * rows.stride, columns.size * columns.stride);
  }
  // The library reads each input with one contiguous matrix dimension and
  // writes contiguous rows.
  auto hasUnitStride = [](const MatrixOperand &matrix) {
    return matrix.rows.stride == 1 || matrix.columns.stride == 1;
  };
  if (!hasUnitStride(product.a) || !hasUnitStride(product.b) ||
      product.c.columns.stride != 1)
    return std::nullopt;
  return product;
}

/// `func.func private @zero_rt_matmul(...)` in `module`, declared once.
func::FuncOp getMatmulFunction(ModuleOp module) {
  if (auto existing =
          module.lookupSymbol<func::FuncOp>(zero::abi::kMatmulFunction))
    return existing;
  Builder b(module.getContext());
  Type i64 = b.getI64Type(), index = b.getIndexType();
  SmallVector<Type> inputs = {
      b.getI32Type(), b.getI32Type(), i64, i64, i64, i64};
  for (int matrix = 0; matrix < 3; ++matrix)
    inputs.append({index, index, i64, i64, i64});
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  auto function =
      func::FuncOp::create(builder, module.getLoc(), zero::abi::kMatmulFunction,
                           b.getFunctionType(inputs, {}));
  function.setPrivate();
  return function;
}

void replaceWithCall(linalg::LinalgOp op, const Product &product,
                     func::FuncOp callee) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto i64 = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(b, loc, value, 64);
  };
  std::array<const MatrixOperand *, 3> matrices = {&product.a, &product.b,
                                                   &product.c};
  SmallVector<Value, 3> addresses, offsets;
  for (const MatrixOperand *matrix : matrices) {
    addresses.push_back(
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, matrix->memref));
    offsets.push_back(
        memref::ExtractStridedMetadataOp::create(b, loc, matrix->memref)
            .getOffset());
  }
  // The loops around the call move each operand's offset.
  for (const LoopDimension &loop : product.loops) {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value size = arith::ConstantIndexOp::create(b, loc, loop.size);
    auto forOp = scf::ForOp::create(b, loc, zero, size, one);
    b.setInsertionPointToStart(forOp.getBody());
    Value index = forOp.getInductionVar();
    for (unsigned operand = 0; operand < 3; ++operand) {
      if (loop.strides[operand] == 0)
        continue;
      Value stride =
          arith::ConstantIndexOp::create(b, loc, loop.strides[operand]);
      offsets[operand] =
          arith::AddIOp::create(b, loc, offsets[operand],
                                arith::MulIOp::create(b, loc, index, stride));
    }
  }
  SmallVector<Value> operands = {
      arith::ConstantIntOp::create(b, loc, product.aType, 32),
      arith::ConstantIntOp::create(b, loc, product.bType, 32),
      i64(product.batch),
      i64(product.m),
      i64(product.n),
      i64(product.k)};
  for (auto [matrix, address, offset] :
       llvm::zip(matrices, addresses, offsets)) {
    operands.append({address, offset});
    operands.append({i64(matrix->batch.stride), i64(matrix->rows.stride),
                     i64(matrix->columns.stride)});
  }
  func::CallOp::create(b, loc, callee, operands);
  op->erase();
}

struct ZeroLibraryMatmulPass
    : zero::impl::ZeroLibraryMatmulBase<ZeroLibraryMatmulPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, Product>, 0> products;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (std::optional<Product> product = getProduct(op))
        products.emplace_back(op, *product);
    });
    if (products.empty())
      return;
    func::FuncOp callee = getMatmulFunction(getOperation());
    for (auto &[op, product] : products) {
      replaceWithCall(op, product, callee);
      ++numLibraryCalls;
    }
  }
};

} // namespace
