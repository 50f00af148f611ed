//===- ZeroCheckSliceBounds.cpp - run-time bounds of dynamic slices -------===//
//
// See the pass's description in Passes.td. The check is built from arith
// ops that cannot trap whatever the values (wrapping subtraction, a divisor
// of at least 1), so it is safe to compute every term before the branch.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "BoundsChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROCHECKSLICEBOUNDS
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

constexpr llvm::StringLiteral kFailure = "zero_rt_slice_out_of_bounds";

/// Whether a slice of `size` elements from `offset` by `stride` lies in a
/// dimension of `extent`, by the rule the run-time check applies (the
/// pass's description in Passes.td), computed without overflow.
bool sliceInBounds(int64_t offset, int64_t size, int64_t stride,
                   int64_t extent) {
  if (size < 0 || offset < 0)
    return false;
  if (size == 0)
    return true;
  if (offset >= extent || (stride < 1 && size > 1))
    return false;
  // offset < extent, so extent - 1 - offset does not overflow.
  return size - 1 <= (extent - 1 - offset) / std::max<int64_t>(stride, 1);
}

struct ZeroCheckSliceBoundsPass
    : public zero::impl::ZeroCheckSliceBoundsBase<ZeroCheckSliceBoundsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A slice whose values are all constants is checked here, once. The
    // upstream verifiers refuse a negative offset and one that runs past
    // the end, but not a stride below 1 that reaches before the start
    // (offset 0, size 6, stride -1) or a product (size - 1) x stride that
    // wraps modulo 2^64: such a slice verified, then read and wrote outside
    // its buffer when run.
    bool staticFailure = false;
    module.walk([&](memref::SubViewOp slice) {
      auto source = slice.getSourceType();
      ArrayRef<int64_t> offsets = slice.getStaticOffsets();
      ArrayRef<int64_t> sizes = slice.getStaticSizes();
      ArrayRef<int64_t> strides = slice.getStaticStrides();
      for (unsigned dim = 0; dim < source.getRank(); ++dim) {
        if (ShapedType::isDynamic(offsets[dim]) ||
            ShapedType::isDynamic(sizes[dim]) ||
            ShapedType::isDynamic(strides[dim]) || source.isDynamicDim(dim) ||
            sliceInBounds(offsets[dim], sizes[dim], strides[dim],
                          source.getDimSize(dim)))
          continue;
        emitError(slice.getLoc())
            << "the slice is out of bounds in dimension " << dim << ": offset "
            << offsets[dim] << ", size " << sizes[dim] << ", stride "
            << strides[dim] << " in a dimension of " << source.getDimSize(dim)
            << " (a slice of more than one element needs a stride of at "
               "least 1 and its last element before the end); fix the "
               "slice's constants in the step";
        staticFailure = true;
        return;
      }
    });
    if (staticFailure)
      return signalPassFailure();

    SmallVector<memref::SubViewOp> slices;
    module.walk([&](memref::SubViewOp slice) {
      auto source = slice.getSourceType();
      bool dynamic = !slice.getOffsets().empty() || !slice.getSizes().empty() ||
                     !slice.getStrides().empty() ||
                     llvm::any_of(source.getShape(), ShapedType::isDynamic);
      if (dynamic)
        slices.push_back(slice);
    });
    if (slices.empty())
      return;

    MLIRContext *context = module.getContext();
    auto bytesType = getMessageType(context);
    Type i64 = IntegerType::get(context, 64);
    declareFailureFunction(
        module, kFailure,
        FunctionType::get(context, {bytesType, i64, i64, i64, i64, i64}, {}));
    SymbolTable symbols(module);
    unsigned count = 0;
    for (memref::SubViewOp slice : slices) {
      // The message names the tensor.extract_slice or tensor.insert_slice
      // that bufferized to the subview, or the subview itself.
      memref::GlobalOp global = createMessageGlobal(
          module, symbols, "__zero_slice_" + std::to_string(count++),
          "the slice at " + describePlace(slice.getLoc()), slice.getLoc());

      OpBuilder b(slice);
      Location loc = slice.getLoc();
      auto index = [&](OpFoldResult value) {
        return getValueOrCreateConstantIndexOp(b, loc, value);
      };
      auto constant = [&](int64_t value) {
        return arith::ConstantIndexOp::create(b, loc, value).getResult();
      };
      auto compare = [&](arith::CmpIPredicate predicate, Value lhs, Value rhs) {
        return arith::CmpIOp::create(b, loc, predicate, lhs, rhs).getResult();
      };
      Value zero = constant(0), one = constant(1);
      auto source = slice.getSourceType();
      SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
      SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
      SmallVector<OpFoldResult> strides = slice.getMixedStrides();
      for (unsigned dim = 0; dim < source.getRank(); ++dim) {
        bool dynamic = isa<Value>(offsets[dim]) || isa<Value>(sizes[dim]) ||
                       isa<Value>(strides[dim]) || source.isDynamicDim(dim);
        if (!dynamic)
          continue;
        Value offset = index(offsets[dim]), size = index(sizes[dim]),
              stride = index(strides[dim]);
        Value extent =
            source.isDynamicDim(dim)
                ? memref::DimOp::create(b, loc, slice.getSource(), dim)
                      .getResult()
                : constant(source.getDimSize(dim));
        using P = arith::CmpIPredicate;
        // (size - 1) * stride must fit before the end, computed as a
        // quotient so that nothing overflows; a stride below 1 is only
        // allowed for a slice of one element.
        Value positiveStride = arith::SelectOp::create(
            b, loc, compare(P::sge, stride, one), stride, one);
        Value room = arith::SubIOp::create(
            b, loc, arith::SubIOp::create(b, loc, extent, one), offset);
        Value reach = arith::DivSIOp::create(b, loc, room, positiveStride);
        Value nonEmpty = compare(P::sgt, size, zero);
        Value badInside = arith::OrIOp::create(
            b, loc,
            arith::OrIOp::create(
                b, loc, compare(P::sge, offset, extent),
                compare(P::sgt, arith::SubIOp::create(b, loc, size, one),
                        reach)),
            arith::AndIOp::create(b, loc, compare(P::slt, stride, one),
                                  compare(P::sgt, size, one)));
        Value bad = arith::OrIOp::create(
            b, loc,
            arith::OrIOp::create(b, loc, compare(P::slt, size, zero),
                                 compare(P::slt, offset, zero)),
            arith::AndIOp::create(b, loc, nonEmpty, badInside));
        auto check = scf::IfOp::create(b, loc, bad, /*withElseRegion=*/false);
        OpBuilder then = check.getThenBodyBuilder();
        Value where = readMessage(then, loc, global);
        auto toI64 = [&](Value value) {
          return arith::IndexCastOp::create(then, loc, i64, value).getResult();
        };
        Value dimValue =
            arith::ConstantIntOp::create(then, loc, i64, dim).getResult();
        func::CallOp::create(then, loc, kFailure, TypeRange{},
                             ValueRange{where, dimValue, toI64(offset),
                                        toI64(size), toI64(stride),
                                        toI64(extent)});
      }
      ++numCheckedSlices;
    }
  }
};

} // namespace
