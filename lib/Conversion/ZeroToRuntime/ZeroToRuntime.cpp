//===- ZeroToRuntime.cpp - the zero dialect as calls into the runtime -----===//
//
// `zero-to-runtime` lowers the collectives of a sharded step to calls of the
// runtime's memref entry points (`_mlir_ciface_zero_rt_*`, runtime/include/
// zero_rt/zero_rt.h) and removes every trace of the zero and shard dialects,
// so that the rest of `zero-lower-to-llvm` is the upstream pipeline.
//
// Why on tensors, before bufferization. The alternatives were
// BufferizableOpInterface models for the zero ops plus a conversion on
// memrefs. The zero ops have no memref form, so such a model would have to
// emit the runtime calls inside `bufferize()` (mixing bufferization with the
// C ABI), or the dialect would need a second, memref-level set of
// collectives to convert afterwards. Instead this pass writes each collective
// in the vocabulary one-shot bufferization already understands:
//
//   %in  = bufferization.to_buffer %shard read_only      // the input's buffer
//   %out = memref.alloc()                                  // the result's
//   buffer func.call @zero_rt_all_gather_f32(%in, %out)           // the
//   runtime fills it %full = bufferization.to_tensor %out restrict writable //
//   a fresh tensor
//
// `read_only` promises the call does not write the input; `restrict
// writable` says the new buffer is reachable only through `%full`, which is
// true of a fresh allocation. One-shot bufferization then decides in-place
// updates and copies for the whole step with full knowledge, and ownership-
// based deallocation frees `%out` like any other allocation. The cost of the
// choice: a variadic bucket becomes consecutive calls (the runtime has no
// memref bucket entry point), which sends the same bytes.
//
// `zero.release` and the deallocation strategy. The pipeline frees buffers
// with ownership-based deallocation followed by `optimize-allocation-
// liveness`, which moves each free right after the buffer's last use
// (aliases included). A release follows the last use of what it releases,
// so every released buffer is freed at the release or earlier; the pass
// checks that promise (no use after a release) and erases the op. Lowering
// the release to an explicit `memref.dealloc` instead is not possible: the
// ownership-based pass refuses input that already frees memory.
//
// Buffer donation. The scheduled footprint (lib/Dialect/Zero/Analysis) counts a
// state result as an update of its argument's buffer. The pass makes that true:
// each result marked `#zero.state` is written into its argument through
// `bufferization.materialize_in_destination`, which bufferization satisfies
// in place or rejects; `zero-drop-donated-results` then drops those results
// from the bufferized signature.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROTORUNTIME
#include "zero/Conversion/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

//===----------------------------------------------------------------------===//
// The runtime's C ABI as MLIR sees it
//===----------------------------------------------------------------------===//

constexpr StringLiteral kRankFunction = "zero_rt_rank";
/// Makes convert-func-to-llvm emit `_mlir_ciface_<name>`, the wrapper that
/// takes memrefs as pointers to `StridedMemRefType` descriptors.
constexpr StringLiteral kEmitCInterface = "llvm.emit_c_interface";

/// The suffix of the runtime's memref entry points for `type`, or "" when
/// the runtime has none (zero_rt_memref.h lists them).
StringRef getRuntimeTypeName(Type type) {
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (type.isBF16())
    return "bf16";
  if (type.isF16())
    return "f16";
  if (type.isSignlessInteger(32))
    return "i32";
  if (type.isSignlessInteger(64))
    return "i64";
  return "";
}

StringRef getCollectiveName(Operation *op) {
  if (isa<AllGatherOp>(op))
    return "all_gather";
  if (isa<ReduceScatterOp>(op))
    return "reduce_scatter";
  return "all_reduce";
}

/// `zero_rt_all_gather_bf16` and friends.
std::string getEntryPointName(Operation *collective, Type elementType) {
  return ("zero_rt_" + getCollectiveName(collective) + "_" +
          getRuntimeTypeName(elementType))
      .str();
}

/// The memref type every entry point takes: 1-d with any offset and stride,
/// which `StridedMemRefType<T, 1>` describes on the C side.
MemRefType getEntryPointMemRefType(Type elementType, int64_t size) {
  MLIRContext *context = elementType.getContext();
  auto layout = StridedLayoutAttr::get(context, ShapedType::kDynamic,
                                       {ShapedType::kDynamic});
  return MemRefType::get({size}, elementType, layout);
}

FunctionType getEntryPointType(Operation *collective, Type elementType) {
  MLIRContext *context = elementType.getContext();
  Type buffer = getEntryPointMemRefType(elementType, ShapedType::kDynamic);
  SmallVector<Type, 3> inputs = {buffer, buffer};
  if (!isa<AllGatherOp>(collective))
    inputs.push_back(IntegerType::get(context, 32)); // the reduce op
  return FunctionType::get(context, inputs, {});
}

/// Declares `name` at the top of `module` unless it is there; an existing
/// symbol of that name must be the same declaration.
LogicalResult declareRuntimeFunction(ModuleOp module, StringRef name,
                                     FunctionType type, bool cInterface,
                                     Location useLoc) {
  if (Operation *existing = SymbolTable::lookupSymbolIn(module, name)) {
    auto function = dyn_cast<func::FuncOp>(existing);
    if (function && function.isExternal() &&
        function.getFunctionType() == type) {
      // The runtime's symbol is the C interface's; calls must go through it.
      if (cInterface)
        function->setAttr(kEmitCInterface, UnitAttr::get(module.getContext()));
      return success();
    }
    return emitError(useLoc)
               .append("zero-to-runtime: the module defines @", name,
                       " differently from the runtime's ", type)
               .attachNote(existing->getLoc())
           << "defined here";
  }
  auto builder = OpBuilder::atBlockBegin(module.getBody());
  auto function = func::FuncOp::create(builder, module.getLoc(), name, type);
  function.setPrivate();
  if (cInterface)
    function->setAttr(kEmitCInterface, builder.getUnitAttr());
  return success();
}

//===----------------------------------------------------------------------===//
// What the runtime cannot run
//===----------------------------------------------------------------------===//

/// Checks one collective and declares the entry points it needs. The
/// runtime has one group, every rank of the job, so a collective must span
/// its whole grid.
LogicalResult prepareCollective(Operation *op, FlatSymbolRefAttr gridName,
                                int64_t groupSize, ModuleOp module,
                                SymbolTableCollection &symbols,
                                llvm::SetVector<shard::GridOp> &grids) {
  shard::GridOp grid = shard::getGridOrNull(op, gridName, symbols);
  FailureOr<int64_t> gridSize =
      grid ? getGroupSize(grid) : FailureOr<int64_t>(failure());
  if (failed(gridSize)) // The op verifier has reported this already.
    return failure();
  grids.insert(grid);
  if (groupSize != *gridSize)
    return op->emitOpError() << "runs on " << groupSize << " of the "
                             << *gridSize << " ranks of " << gridName
                             << " (grid_axes); the runtime has one group, "
                                "every rank of the job";

  bool ok = true;
  for (auto [index, input] : llvm::enumerate(op->getOperands())) {
    auto type = cast<RankedTensorType>(input.getType());
    Type elementType = type.getElementType();
    if (!type.hasStaticShape() ||
        !cast<RankedTensorType>(op->getResult(index).getType())
             .hasStaticShape()) {
      op->emitOpError() << "tensor #" << index
                        << " has a dynamic shape; the lowering allocates "
                           "the result's buffer with a static size";
      ok = false;
      continue;
    }
    if (getRuntimeTypeName(elementType).empty()) {
      op->emitOpError() << "tensor #" << index << " has element type "
                        << elementType
                        << ", which the runtime has no collective for "
                           "(f32, f64, bf16, f16, i32, i64)";
      ok = false;
      continue;
    }
    if (failed(declareRuntimeFunction(module,
                                      getEntryPointName(op, elementType),
                                      getEntryPointType(op, elementType),
                                      /*cInterface=*/true, op->getLoc())))
      ok = false;
  }
  return success(ok);
}

/// A released tensor is dead: no op after the release may use it.
LogicalResult checkRelease(ReleaseOp release) {
  Block *block = release->getBlock();
  llvm::SmallPtrSet<Operation *, 4> reported;
  for (Value tensor : release.getTensors()) {
    for (Operation *user : tensor.getUsers()) {
      Operation *userInBlock = block->findAncestorOpInBlock(*user);
      if (!userInBlock || user == release ||
          !release->isBeforeInBlock(userInBlock) ||
          !reported.insert(user).second)
        continue;
      user->emitOpError()
              .append("uses a tensor after its release; a released "
                      "buffer may already be freed")
              .attachNote(release.getLoc())
          << "released here";
    }
  }
  return success(reported.empty());
}

//===----------------------------------------------------------------------===//
// Rewrites
//===----------------------------------------------------------------------===//

/// Each tensor of a collective becomes a runtime call writing a new buffer.
template <typename OpTy>
struct CollectiveLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    std::optional<Value> reduceOp;
    if constexpr (!std::is_same_v<OpTy, AllGatherOp>)
      reduceOp = arith::ConstantIntOp::create(
          rewriter, loc, static_cast<int64_t>(op.getReduction()), 32);

    SmallVector<Value> results;
    for (auto [input, result] :
         llvm::zip(adaptor.getInputs(), op.getResults())) {
      auto resultType = cast<RankedTensorType>(result.getType());
      Type elementType = resultType.getElementType();
      MemRefType argumentType =
          getEntryPointMemRefType(elementType, ShapedType::kDynamic);

      Value flatInput = flattenTensor(rewriter, loc, input);
      int64_t inputSize =
          cast<RankedTensorType>(flatInput.getType()).getDimSize(0);
      Value inputBuffer = bufferization::ToBufferOp::create(
          rewriter, loc, getEntryPointMemRefType(elementType, inputSize),
          flatInput, /*read_only=*/true);

      auto outputType = MemRefType::get(resultType.getShape(), elementType);
      Value output = memref::AllocOp::create(rewriter, loc, outputType);
      Value flatOutput = output;
      if (resultType.getRank() != 1)
        flatOutput = memref::CollapseShapeOp::create(
            rewriter, loc, output,
            getFlatteningReassociation(resultType.getRank()));

      SmallVector<Value, 3> operands = {
          memref::CastOp::create(rewriter, loc, argumentType, inputBuffer),
          memref::CastOp::create(rewriter, loc, argumentType, flatOutput)};
      if (reduceOp)
        operands.push_back(*reduceOp);
      func::CallOp::create(rewriter, loc, getEntryPointName(op, elementType),
                           TypeRange{}, operands);
      results.push_back(bufferization::ToTensorOp::create(
          rewriter, loc, resultType, output, /*restrict=*/true,
          /*writable=*/true));
    }
    rewriter.replaceOp(op, results);
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

/// Checked before the conversion; deallocation frees the buffers.
struct ReleaseLowering : public OpConversionPattern<ReleaseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ReleaseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
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
    auto rank = func::CallOp::create(rewriter, op.getLoc(), kRankFunction,
                                     rewriter.getI32Type(), ValueRange{});
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(op, rewriter.getIndexType(),
                                                    rank.getResult(0));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// The step's boundary
//===----------------------------------------------------------------------===//

/// Appends the ops that read `value`'s buffer: its users and those of every
/// value sharing the buffer (views, and destination-passing results whose
/// destination it is).
void collectBufferReaders(Value value, SmallVectorImpl<Operation *> &readers) {
  SmallVector<Value> aliases = {value};
  llvm::SmallPtrSet<Value, 8> seen = {value};
  while (!aliases.empty()) {
    Value alias = aliases.pop_back_val();
    for (OpOperand &use : alias.getUses()) {
      Operation *user = use.getOwner();
      readers.push_back(user);
      SmallVector<Value> shared;
      if (isBufferView(user))
        shared.append(user->result_begin(), user->result_end());
      else if (auto dps = dyn_cast<DestinationStyleOpInterface>(user))
        if (dps.isDpsInit(&use))
          shared.push_back(dps.getTiedOpResult(&use));
      for (Value result : shared)
        if (seen.insert(result).second)
          aliases.push_back(result);
    }
  }
}

/// The earliest point at which `value` can be written into `argument`'s
/// buffer: after `value` exists and after the last read of either buffer.
/// Writing there rather than at the return frees a buffer that only carries
/// the new state (a gathered unit at stages 1-2) as soon as it is copied;
/// the scheduled footprint counts no such buffer.
Operation *getDonationPoint(Block &body, Value value, BlockArgument argument) {
  Operation *point = nullptr;
  auto after = [&](Operation *op) {
    op = op ? body.findAncestorOpInBlock(*op) : nullptr;
    if (op && !op->hasTrait<OpTrait::IsTerminator>() &&
        (!point || point->isBeforeInBlock(op)))
      point = op;
  };
  after(value.getDefiningOp());
  SmallVector<Operation *> readers;
  collectBufferReaders(argument, readers);
  collectBufferReaders(value, readers);
  for (Operation *reader : readers)
    after(reader);
  return point;
}

/// Writes each state result into the buffer of the argument it updates.
/// Returns the number of results donated.
FailureOr<unsigned> donateStateResults(FunctionOpInterface function) {
  FailureOr<StateTable> table = StateTable::build(function);
  if (failed(table))
    return failure();
  Block &body = function.getFunctionBody().front();
  Operation *terminator = body.getTerminator();
  unsigned donated = 0;
  for (const ParamStates &param : table->getParams()) {
    for (const StateResult &result : param.results) {
      auto argument =
          dyn_cast<BlockArgument>(param.getUpdatedInput(result).value);
      OpOperand &returned = terminator->getOpOperand(result.resultIndex);
      // An annotated intermediate has no buffer to donate; an argument
      // returned unchanged already is its buffer.
      if (!argument || returned.get() == argument)
        continue;
      OpBuilder builder(terminator);
      if (Operation *point = getDonationPoint(body, returned.get(), argument))
        builder.setInsertionPointAfter(point);
      else
        builder.setInsertionPointToStart(&body);
      auto materialize = bufferization::MaterializeInDestinationOp::create(
          builder, terminator->getLoc(), returned.get().getType(),
          returned.get(), argument);
      returned.set(materialize.getResult());
      ++donated;
    }
  }
  return donated;
}

/// The lowered step has no zero attributes left; hosts call it through its
/// C interface.
void finishSignature(FunctionOpInterface function) {
  auto isZeroAttr = [](NamedAttribute attr) {
    return attr.getName().getValue().starts_with("zero.");
  };
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
    for (NamedAttribute attr : llvm::to_vector(function.getArgAttrs(i)))
      if (isZeroAttr(attr))
        function.removeArgAttr(i, attr.getName());
  for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
    for (NamedAttribute attr : llvm::to_vector(function.getResultAttrs(i)))
      if (isZeroAttr(attr))
        function.removeResultAttr(i, attr.getName());
  function->removeAttr(ZeroDialect::kPlanAttrName);
  function->setAttr(kEmitCInterface, UnitAttr::get(function.getContext()));
}

bool carriesStates(FunctionOpInterface function) {
  if (function->hasAttr(ZeroDialect::kPlanAttrName))
    return true;
  for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
    if (function.getResultAttr(i, ZeroDialect::kStateAttrName))
      return true;
  return false;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct ZeroToRuntimePass
    : public zero::impl::ZeroToRuntimeBase<ZeroToRuntimePass> {
  using Base::Base;
  void runOnOperation() override;

private:
  /// Checks everything the conversion relies on and declares the runtime
  /// functions; reports every problem before failing.
  LogicalResult prepare(llvm::SetVector<shard::GridOp> &grids);
  /// Erases the group's grids, which nothing may use any more.
  LogicalResult eraseGrids(ArrayRef<shard::GridOp> grids);
};

LogicalResult
ZeroToRuntimePass::prepare(llvm::SetVector<shard::GridOp> &grids) {
  ModuleOp module = getOperation();
  SymbolTableCollection symbols;
  bool ok = true;
  bool needsRank = false;
  Location rankLoc = module.getLoc();
  module.walk([&](Operation *op) {
    auto check = [&](auto collective) {
      FailureOr<int64_t> groupSize = collective.getGroupSize(symbols);
      if (failed(groupSize)) {
        ok = false;
        op->emitOpError() << "has no static group on "
                          << collective.getGridAttr();
        return;
      }
      if (failed(prepareCollective(op, collective.getGridAttr(), *groupSize,
                                   module, symbols, grids)))
        ok = false;
    };
    if (auto gather = dyn_cast<AllGatherOp>(op))
      check(gather);
    else if (auto scatter = dyn_cast<ReduceScatterOp>(op))
      check(scatter);
    else if (auto reduce = dyn_cast<AllReduceOp>(op))
      check(reduce);
    else if (auto release = dyn_cast<ReleaseOp>(op))
      ok &= succeeded(checkRelease(release));
    else if (auto plan =
                 op->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName)) {
      if (auto grid = shard::getGridOrNull(op, plan.getGrid(), symbols))
        grids.insert(grid);
    } else if (auto index = dyn_cast<shard::ProcessLinearIndexOp>(op)) {
      if (auto grid = shard::getGridOrNull(op, index.getGridAttr(), symbols))
        grids.insert(grid);
      needsRank = true;
      rankLoc = op->getLoc();
    }
  });
  if (needsRank && failed(declareRuntimeFunction(
                       module, kRankFunction,
                       FunctionType::get(&getContext(), {},
                                         IntegerType::get(&getContext(), 32)),
                       /*cInterface=*/false, rankLoc)))
    ok = false;
  return success(ok);
}

LogicalResult ZeroToRuntimePass::eraseGrids(ArrayRef<shard::GridOp> grids) {
  ModuleOp module = getOperation();
  bool ok = true;
  for (shard::GridOp grid : grids) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(grid, module);
    if (uses && !uses->empty()) {
      for (const SymbolTable::SymbolUse &use : *uses)
        use.getUser()
                ->emitOpError()
                .append("uses @", grid.getSymName(),
                        ", the data-parallel group that zero-to-runtime "
                        "lowers to the runtime; only zero collectives and "
                        "shard.process_linear_index can run there")
                .attachNote(grid.getLoc())
            << "the group";
      ok = false;
      continue;
    }
    grid.erase();
  }
  return success(ok);
}

void ZeroToRuntimePass::runOnOperation() {
  ModuleOp module = getOperation();
  MLIRContext *context = &getContext();

  llvm::SetVector<shard::GridOp> grids;
  if (failed(prepare(grids)))
    return signalPassFailure();

  // Donation reads the state table, which needs the `zero.annotate` marks
  // that the conversion folds away.
  SmallVector<FunctionOpInterface> steps;
  for (auto function : module.getOps<FunctionOpInterface>())
    if (!function.isExternal() && carriesStates(function))
      steps.push_back(function);
  for (FunctionOpInterface step : steps) {
    FailureOr<unsigned> donated = donateStateResults(step);
    if (failed(donated))
      return signalPassFailure();
    numDonatedResults += *donated;
  }

  ConversionTarget target(*context);
  target.addIllegalDialect<ZeroDialect>();
  target.addIllegalOp<shard::ProcessLinearIndexOp>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  RewritePatternSet patterns(context);
  patterns
      .add<CollectiveLowering<AllGatherOp>, CollectiveLowering<ReduceScatterOp>,
           CollectiveLowering<AllReduceOp>, AnnotateLowering, ReleaseLowering,
           ProcessLinearIndexLowering>(context);
  unsigned calls = 0;
  module.walk([&](Operation *op) {
    if (isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(op))
      calls += op->getNumOperands();
  });
  if (failed(applyPartialConversion(module, target, std::move(patterns))))
    return signalPassFailure();
  numRuntimeCalls += calls;

  for (FunctionOpInterface step : steps)
    finishSignature(step);
  if (failed(eraseGrids(grids.getArrayRef())))
    return signalPassFailure();
}

} // namespace
