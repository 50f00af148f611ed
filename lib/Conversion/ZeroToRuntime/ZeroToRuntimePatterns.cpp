//===- ZeroToRuntimePatterns.cpp - zero-to-runtime's rewrites -------------===//
//
// The rewrites of `zero-to-runtime`: each collective and each transfer
// between memory tiers as calls of the runtime's memref entry points that
// write a new buffer (the form the top of ZeroToRuntime.cpp explains and
// one-shot bufferization understands), and the marks, releases and shard's
// process indices as what they are once the step runs on the runtime.
//
// Split from ZeroToRuntime.cpp, which keeps the checks that run before any
// rewrite and the pass: the patterns here assume those checks passed (static
// shapes, element types the runtime has, one grid) and that the entry points
// they call are declared, so they never fail and never report.
//
//===----------------------------------------------------------------------===//

#include "ZeroToRuntimePatterns.h"

#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// One tensor of a collective as the runtime's entry points take it.
struct RuntimeTensor {
  Value input;  // The input's buffer, 1-d, of the entry points' type.
  Value output; // The result's new buffer, the same.
  Value buffer; // That new buffer in the result's shape.
  Type elementType;
};

/// A tensor's buffer as the entry points take it (1-d, row-major, any
/// offset and stride); read-only unless the call writes it.
Value getEntryBuffer(OpBuilder &builder, Location loc, Value tensor,
                     bool readOnly) {
  Type elementType = cast<RankedTensorType>(tensor.getType()).getElementType();
  Value flat = flattenTensor(builder, loc, tensor);
  int64_t size = cast<RankedTensorType>(flat.getType()).getDimSize(0);
  Value buffer = bufferization::ToBufferOp::create(
      builder, loc, abi::getEntryMemRefType(elementType, size), flat, readOnly);
  return memref::CastOp::create(
      builder, loc, abi::getEntryMemRefType(elementType, ShapedType::kDynamic),
      buffer);
}

/// `buffer` (of the result's shape) flattened to the entry points' type.
Value flattenForEntry(OpBuilder &builder, Location loc, Value buffer,
                      RankedTensorType resultType) {
  Value flat = abi::flattenBuffer(builder, loc, buffer);
  return memref::CastOp::create(
      builder, loc,
      abi::getEntryMemRefType(resultType.getElementType(),
                              ShapedType::kDynamic),
      flat);
}

/// The input's buffer read-only and a new buffer for the result, both as
/// the entry points take them: 1-d, row-major.
RuntimeTensor prepareTensor(ConversionPatternRewriter &rewriter, Location loc,
                            Value input, RankedTensorType resultType) {
  Type elementType = resultType.getElementType();
  MemRefType argumentType =
      abi::getEntryMemRefType(elementType, ShapedType::kDynamic);

  Value flatInput = flattenTensor(rewriter, loc, input);
  int64_t inputSize = cast<RankedTensorType>(flatInput.getType()).getDimSize(0);
  Value inputBuffer = bufferization::ToBufferOp::create(
      rewriter, loc, abi::getEntryMemRefType(elementType, inputSize), flatInput,
      /*read_only=*/true);

  auto outputType = MemRefType::get(resultType.getShape(), elementType);
  Value output = memref::AllocOp::create(rewriter, loc, outputType);
  Value flatOutput = abi::flattenBuffer(rewriter, loc, output);

  return {memref::CastOp::create(rewriter, loc, argumentType, inputBuffer),
          memref::CastOp::create(rewriter, loc, argumentType, flatOutput),
          output, elementType};
}

/// A collective becomes calls writing a new buffer per tensor: one call for
/// a single tensor, a bucket (see the top of ZeroToRuntime.cpp) for several.
template <typename OpTy>
struct CollectiveLowering : public OpConversionPattern<OpTy> {
  CollectiveLowering(MLIRContext *context, const RuntimeGroups &groups)
      : OpConversionPattern<OpTy>(context), groups_(groups) {}

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    CollectiveKind kind = *getCollectiveKind(op);
    std::optional<Value> reduceOp;
    if constexpr (!std::is_same_v<OpTy, AllGatherOp>)
      reduceOp = arith::ConstantIntOp::create(
          rewriter, loc, abi::getRuntimeReduceOp(op.getReduction()), 32);

    // Every buffer exists before the first call, so that the calls of a
    // bucket follow one another with nothing in between.
    SmallVector<RuntimeTensor> tensors;
    for (auto [input, result] : llvm::zip(adaptor.getInputs(), op.getResults()))
      tensors.push_back(prepareTensor(
          rewriter, loc, input, cast<RankedTensorType>(result.getType())));

    auto call = [&](StringRef callee, const RuntimeTensor &tensor,
                    bool withReduceOp) {
      SmallVector<Value, 3> operands = {tensor.input, tensor.output};
      if (withReduceOp && reduceOp)
        operands.push_back(*reduceOp);
      func::CallOp::create(rewriter, loc, callee, TypeRange{}, operands);
    };
    // On a grid of several axes, each collective names its group first.
    if (auto axes = groups_.axesOf.find(op); axes != groups_.axesOf.end())
      func::CallOp::create(
          rewriter, loc, abi::kUseAxesFunction, TypeRange{},
          ValueRange{arith::ConstantIntOp::create(
              rewriter, loc, static_cast<int64_t>(axes->second), 32)});
    if (tensors.size() == 1) {
      call(abi::getCollectiveEntryName(kind, tensors[0].elementType),
           tensors[0], /*withReduceOp=*/true);
    } else {
      func::CallOp::create(rewriter, loc, abi::kBucketBeginFunction,
                           TypeRange{}, ValueRange{});
      for (const RuntimeTensor &tensor : tensors)
        call(abi::getBucketEnqueueEntryName(kind, tensor.elementType), tensor,
             /*withReduceOp=*/true);
      func::CallOp::create(rewriter, loc, abi::kBucketEndFunction, TypeRange{},
                           ValueRange{});
      for (const RuntimeTensor &tensor : tensors)
        call(abi::getBucketWaitEntryName(tensor.elementType), tensor,
             /*withReduceOp=*/false);
    }

    SmallVector<Value> results;
    for (auto [tensor, result] : llvm::zip(tensors, op.getResults()))
      results.push_back(bufferization::ToTensorOp::create(
          rewriter, loc, result.getType(), tensor.buffer, /*restrict=*/true,
          /*writable=*/true));
    rewriter.replaceOp(op, results);
    return success();
  }

private:
  const RuntimeGroups &groups_;
};

/// A copy between memory tiers becomes one call writing a new buffer, as
/// a single-tensor collective does; the runtime copies and counts the bytes.
/// A copy to the host writes an allocation marked `zero_rt.host_tensor`,
/// which `zero-place-tier-tensors` has the runtime place in the host tier
/// once deallocation has placed its free.
///
/// A copy to NVMe writes a range of the rank's file, named by an address
/// of the runtime's NVMe tier rather than by memory. Donated to its state
/// argument (an updated optimizer state or weight shard), it writes the
/// argument's own range, where zero-donate-states put the donation (after
/// the argument's last read), and the state is returned as the argument
/// itself. Otherwise (a gradient shard parked until the update) the transfer
/// writes a new NVMe tensor, an allocation marked as one until
/// `zero-place-tier-tensors` has the runtime place it
/// (`zero_rt_alloc_nvme_<dt>`), after deallocation has freed it at its last
/// use like any buffer:
///
///   %out = memref.alloc() {zero_rt.nvme_tensor} : memref<6xf32>
///   func.call @zero_rt_transfer_f32(%in, %out', %c1, %c2)
///   %t = bufferization.to_tensor %out restrict writable
struct TransferLowering : public OpConversionPattern<TransferOp> {
  using OpConversionPattern::OpConversionPattern;

  /// A read from NVMe runs in the background until its wait, which goes
  /// right before the first op that uses the result (before the block's
  /// end if none does): the double buffering zero-shard planned - the next
  /// unit's reads issued before this unit's update - then overlaps them.
  /// The wait takes the output buffer, which keeps it alive until then.
  static void waitBeforeFirstUse(TransferOp op, Value output,
                                 ConversionPatternRewriter &rewriter) {
    Block *block = op->getBlock();
    Operation *firstUse = block->getTerminator();
    for (Operation *user : op->getUsers())
      if (Operation *inBlock = block->findAncestorOpInBlock(*user);
          inBlock && inBlock->isBeforeInBlock(firstUse))
        firstUse = inBlock;
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(firstUse);
    func::CallOp::create(
        rewriter, op.getLoc(),
        abi::getTransferWaitEntryName(op.getType().getElementType()),
        TypeRange{}, ValueRange{output});
  }

  LogicalResult
  matchAndRewrite(TransferOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = cast<RankedTensorType>(op.getType());
    Type elementType = resultType.getElementType();
    auto callTransfer = [&](Value input, Value output) {
      Value source = arith::ConstantIntOp::create(
          rewriter, loc, abi::getRuntimeTier(op.getSource()), 32);
      Value target = arith::ConstantIntOp::create(
          rewriter, loc, abi::getRuntimeTier(op.getTarget()), 32);
      func::CallOp::create(rewriter, loc,
                           abi::getTransferEntryName(elementType), TypeRange{},
                           ValueRange{input, output, source, target});
    };

    if (op.getTarget() != MemoryTier::Nvme) {
      RuntimeTensor tensor =
          prepareTensor(rewriter, loc, adaptor.getInput(), resultType);
      // A copy to the host is a buffer of the host tier.
      if (op.getTarget() == MemoryTier::Host)
        tensor.buffer.getDefiningOp()->setAttr(abi::kHostTensorAttrName,
                                               rewriter.getUnitAttr());
      callTransfer(tensor.input, tensor.output);
      if (op.getSource() == MemoryTier::Nvme)
        waitBeforeFirstUse(op, tensor.output, rewriter);
      rewriter.replaceOpWithNewOp<bufferization::ToTensorOp>(
          op, resultType, tensor.buffer, /*restrict=*/true, /*writable=*/true);
      return success();
    }

    Value input =
        getEntryBuffer(rewriter, loc, adaptor.getInput(), /*readOnly=*/true);
    auto allocation = memref::AllocOp::create(
        rewriter, loc,
        MemRefType::get({resultType.getNumElements()}, elementType));
    allocation->setAttr(abi::kNvmeTensorAttrName, rewriter.getUnitAttr());
    Value buffer = allocation;
    buffer = abi::unflattenBuffer(rewriter, loc, buffer, resultType.getShape());
    callTransfer(input, flattenForEntry(rewriter, loc, buffer, resultType));
    rewriter.replaceOpWithNewOp<bufferization::ToTensorOp>(
        op, resultType, buffer, /*restrict=*/true, /*writable=*/true);
    return success();
  }
};

struct AnnotateLowering : public OpConversionPattern<AnnotateOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AnnotateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getInput());
    return success();
  }
};

} // namespace

bool mlir::zero::isOnlyReleased(Value tensor) {
  return llvm::all_of(tensor.getUsers(),
                      [](Operation *user) { return isa<ReleaseOp>(user); });
}

namespace {

/// Checked before the conversion; deallocation frees the buffers, each at
/// its last use. A tensor that nothing but releases reads would die where
/// it is made, so the release becomes a call that holds it until here.
struct ReleaseLowering : public OpConversionPattern<ReleaseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ReleaseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    for (Value tensor : op.getTensors()) {
      if (!isOnlyReleased(tensor))
        continue;
      auto type = cast<RankedTensorType>(tensor.getType());
      Value buffer = bufferization::ToBufferOp::create(
          rewriter, loc,
          MemRefType::get(type.getShape(), type.getElementType()), tensor,
          /*readOnly=*/true);
      Value address =
          memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc, buffer);
      func::CallOp::create(rewriter, loc, abi::kHoldFunction, TypeRange{},
                           ValueRange{address});
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// This rank's index in the group is the runtime's rank: the group is every
/// rank of the job, in order.
struct ProcessLinearIndexLowering
    : public OpConversionPattern<shard::ProcessLinearIndexOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shard::ProcessLinearIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto rank = func::CallOp::create(rewriter, op.getLoc(), abi::kRankFunction,
                                     rewriter.getI32Type(), ValueRange{});
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(op, rewriter.getIndexType(),
                                                    rank.getResult(0));
    return success();
  }
};

/// This rank's coordinates along the grid's axes, e.g. the shard it holds
/// in its shard group (axis 1 of zero-shard's R x G grid): one call per
/// axis asked for (every axis when `axes` is empty).
struct ProcessMultiIndexLowering
    : public OpConversionPattern<shard::ProcessMultiIndexOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shard::ProcessMultiIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> indices;
    ArrayRef<int16_t> axes = op.getAxes();
    for (unsigned i = 0, e = op.getNumResults(); i < e; ++i) {
      int64_t axis = axes.empty() ? i : axes[i];
      Value axisCode =
          arith::ConstantIntOp::create(rewriter, op.getLoc(), axis, 32);
      auto index =
          func::CallOp::create(rewriter, op.getLoc(), abi::kGridIndexFunction,
                               rewriter.getI32Type(), ValueRange{axisCode});
      indices.push_back(arith::IndexCastOp::create(
          rewriter, op.getLoc(), rewriter.getIndexType(), index.getResult(0)));
    }
    rewriter.replaceOp(op, indices);
    return success();
  }
};
} // namespace

void zero::populateZeroToRuntimePatterns(RewritePatternSet &patterns,
                                         const RuntimeGroups &groups) {
  MLIRContext *context = patterns.getContext();
  patterns
      .add<CollectiveLowering<AllGatherOp>, CollectiveLowering<ReduceScatterOp>,
           CollectiveLowering<AllReduceOp>>(context, groups);
  patterns.add<AnnotateLowering, ReleaseLowering, ProcessLinearIndexLowering,
               ProcessMultiIndexLowering, TransferLowering>(context);
}
