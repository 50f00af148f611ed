//===- ZeroAsyncToRuntime.cpp - async collectives as runtime calls --------===//
//
// `zero-async-to-runtime` lowers each `zero.*_start` and its `zero.wait` to
// the runtime's asynchronous entry points (AsyncRuntimeABI.h); Passes.td
// shows the calls and why the buffers are safe between the two. It runs
// before `zero-to-runtime`, which then finds only synchronous collectives,
// and keeps its conventions: the same buffers per tensor, the entry points'
// 1-d memref type; on a grid of several axes each start first names its
// group (zero_rt_use_axes), as zero-to-runtime's collectives do.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"
#include "zero/Conversion/RuntimeABI/AsyncRuntimeABI.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROASYNCTORUNTIME
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

/// One tensor of an asynchronous collective.
struct AsyncTensor {
  Value flatInput; // The input, flattened (a tensor).
  Value input;     // Its buffer, as the entry points take it.
  Value output;    // The result's new buffer, the same.
  Value buffer;    // That buffer in the result's shape.
  Type elementType;
};

/// The input's buffer as the entry points take it. Its layout is left
/// open (offset and stride dynamic), as zero-to-runtime leaves it: an
/// identity layout would make bufferization copy a slice into a new buffer
/// at the start and again at the wait, two addresses the runtime refuses.
/// A slice of a flat tensor has stride 1, which the async path requires.
Value getInputBuffer(OpBuilder &builder, Location loc, Value flatInput) {
  auto type = cast<RankedTensorType>(flatInput.getType());
  Type elementType = type.getElementType();
  Value buffer = bufferization::ToBufferOp::create(
      builder, loc, abi::getEntryMemRefType(elementType, type.getDimSize(0)),
      flatInput, /*read_only=*/true);
  return memref::CastOp::create(
      builder, loc, abi::getEntryMemRefType(elementType, ShapedType::kDynamic),
      buffer);
}

AsyncTensor prepareTensor(OpBuilder &builder, Location loc, Value input,
                          RankedTensorType resultType) {
  Type elementType = resultType.getElementType();
  Value flatInput = flattenTensor(builder, loc, input);
  Value inputBuffer = getInputBuffer(builder, loc, flatInput);
  Value output = memref::AllocOp::create(
      builder, loc, MemRefType::get(resultType.getShape(), elementType));
  Value flatOutput = abi::flattenBuffer(builder, loc, output);
  Value entryOutput = memref::CastOp::create(
      builder, loc, abi::getEntryMemRefType(elementType, ShapedType::kDynamic),
      flatOutput);
  return {flatInput, inputBuffer, entryOutput, output, elementType};
}

/// Checks a start and declares the entry points it needs. On a grid of
/// several axes it records in `axesOf` the runtime's mask of the group the
/// start runs on (zero_rt_use_axes, as zero-to-runtime does for the
/// synchronous collectives).
LogicalResult prepareStart(Operation *start, ModuleOp module,
                           SymbolTableCollection &symbols,
                           llvm::DenseMap<Operation *, uint32_t> &axesOf) {
  auto gridName = start->getAttrOfType<FlatSymbolRefAttr>("grid");
  shard::GridOp grid = shard::getGridOrNull(start, gridName, symbols);
  if (!grid)
    return start->emitOpError() << "has no static group on " << gridName;
  auto axes = start->getAttrOfType<DenseI16ArrayAttr>("grid_axes");
  FailureOr<int64_t> gridSize = getGroupSize(grid);
  FailureOr<int64_t> groupSize =
      getGroupSize(grid, axes ? axes.asArrayRef() : ArrayRef<int16_t>{});
  if (failed(gridSize) || failed(groupSize))
    return start->emitOpError() << "has no static group on " << gridName;
  MLIRContext *context = start->getContext();
  if (grid.getRank() >= 2) {
    FailureOr<uint32_t> mask = abi::getRuntimeAxes(
        axes ? axes.asArrayRef() : ArrayRef<int16_t>{}, grid.getRank());
    if (failed(mask))
      return start->emitOpError()
             << "runs on @" << grid.getSymName() << " of " << grid.getRank()
             << " axes; the runtime lays the ranks out as a grid of at most "
             << ZERO_RT_MAX_GRID_AXES << " axes";
    axesOf[start] = *mask;
    if (failed(abi::declareRuntimeFunction(
            module, abi::kUseAxesFunction,
            FunctionType::get(context, {IntegerType::get(context, 32)}, {}),
            /*cInterface=*/false, start->getLoc())))
      return failure();
    // The grid the host sets before it calls the step (zero-to-runtime
    // records it too when the step keeps synchronous collectives).
    if (auto function = start->getParentOfType<FunctionOpInterface>())
      function->setAttr(abi::kGridAttrName,
                        DenseI64ArrayAttr::get(context, grid.getShape()));
  } else if (*groupSize != *gridSize) {
    return start->emitOpError()
           << "runs on " << *groupSize << " of the " << *gridSize
           << " ranks of " << gridName << " (grid_axes)";
  }
  CollectiveKind kind = *getCollectiveKind(start);
  bool ok =
      succeeded(abi::declareRuntimeFunction(
          module, abi::kAsyncBeginFunction, FunctionType::get(context, {}, {}),
          /*cInterface=*/false, start->getLoc())) &&
      succeeded(abi::declareRuntimeFunction(
          module, abi::kAsyncEndFunction, abi::getAsyncEndType(context),
          /*cInterface=*/false, start->getLoc()));
  for (auto [index, input] : llvm::enumerate(start->getOperands())) {
    auto type = cast<RankedTensorType>(input.getType());
    Type elementType = type.getElementType();
    if (!type.hasStaticShape() ||
        !cast<RankedTensorType>(start->getResult(index).getType())
             .hasStaticShape()) {
      start->emitOpError() << "tensor #" << index
                           << " has a dynamic shape; the lowering allocates "
                              "the result's buffer with a static size";
      ok = false;
      continue;
    }
    std::string entry = abi::getAsyncStartEntryName(kind, elementType);
    if (entry.empty()) {
      start->emitOpError() << "tensor #" << index << " has element type "
                           << elementType
                           << ", which the runtime has no collective for "
                              "(f32, f64, bf16, f16, i32, i64)";
      ok = false;
      continue;
    }
    ok &= succeeded(abi::declareRuntimeFunction(
        module, entry, abi::getCollectiveEntryType(kind, elementType),
        /*cInterface=*/true, start->getLoc()));
    ok &= succeeded(abi::declareRuntimeFunction(
        module, abi::getAsyncWaitEntryName(elementType),
        abi::getAsyncWaitEntryType(elementType), /*cInterface=*/true,
        start->getLoc()));
  }
  return success(ok);
}

/// Lowers `start` and its wait; `axes` is the runtime's group mask on a
/// grid of several axes.
void lowerStart(Operation *start, std::optional<uint32_t> axes) {
  Location loc = start->getLoc();
  auto wait = cast<WaitOp>(*start->getResults().back().getUsers().begin());
  OpBuilder builder(start);
  CollectiveKind kind = *getCollectiveKind(start);
  std::optional<Value> reduceOp;
  if (auto reduction = start->getAttrOfType<ReduceKindAttr>("reduction"))
    reduceOp = arith::ConstantIntOp::create(
        builder, loc, abi::getRuntimeReduceOp(reduction.getValue()), 32);

  SmallVector<AsyncTensor> tensors;
  for (auto [input, result] :
       llvm::zip(start->getOperands(), start->getResults().drop_back()))
    tensors.push_back(prepareTensor(builder, loc, input,
                                    cast<RankedTensorType>(result.getType())));
  // On a grid of several axes the collective names its group first; a
  // started collective keeps it.
  if (axes)
    func::CallOp::create(builder, loc, abi::kUseAxesFunction, TypeRange{},
                         ValueRange{arith::ConstantIntOp::create(
                             builder, loc, static_cast<int64_t>(*axes), 32)});
  func::CallOp::create(builder, loc, abi::kAsyncBeginFunction, TypeRange{},
                       ValueRange{});
  for (const AsyncTensor &tensor : tensors) {
    SmallVector<Value, 3> operands = {tensor.input, tensor.output};
    if (reduceOp)
      operands.push_back(*reduceOp);
    func::CallOp::create(builder, loc,
                         abi::getAsyncStartEntryName(kind, tensor.elementType),
                         TypeRange{}, operands);
  }
  Value handle = func::CallOp::create(builder, loc, abi::kAsyncEndFunction,
                                      builder.getI64Type(), ValueRange{})
                     .getResult(0);

  builder.setInsertionPoint(wait);
  Location waitLoc = wait.getLoc();
  for (const AsyncTensor &tensor : tensors) {
    // The input read again: no op may write its buffer before this point.
    Value input = getInputBuffer(builder, waitLoc, tensor.flatInput);
    func::CallOp::create(builder, waitLoc,
                         abi::getAsyncWaitEntryName(tensor.elementType),
                         TypeRange{}, ValueRange{handle, input, tensor.output});
  }
  for (auto [tensor, result] :
       llvm::zip(tensors, start->getResults().drop_back())) {
    Value full = bufferization::ToTensorOp::create(
        builder, waitLoc, result.getType(), tensor.buffer, /*restrict=*/true,
        /*writable=*/true);
    result.replaceAllUsesWith(full);
  }
  wait.erase();
  start->erase();
}

struct ZeroAsyncToRuntimePass
    : public zero::impl::ZeroAsyncToRuntimeBase<ZeroAsyncToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> starts;
    module.walk([&](Operation *op) {
      if (isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(op))
        starts.push_back(op);
    });
    SymbolTableCollection symbols;
    llvm::DenseMap<Operation *, uint32_t> axesOf;
    bool ok = true;
    for (Operation *start : starts)
      ok &= succeeded(prepareStart(start, module, symbols, axesOf));
    if (!ok)
      return signalPassFailure();
    for (Operation *start : starts) {
      auto axes = axesOf.find(start);
      lowerStart(start, axes == axesOf.end()
                            ? std::nullopt
                            : std::optional<uint32_t>(axes->second));
    }
    numAsyncCollectives += starts.size();
  }
};

} // namespace
