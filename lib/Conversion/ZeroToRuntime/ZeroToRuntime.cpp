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
//   %in = bufferization.to_buffer %shard read_only  // the input's buffer
//   %out = memref.alloc()                           // the result's buffer
//   func.call @zero_rt_all_gather_f32(%in, %out)    // the runtime fills it
//   %full = bufferization.to_tensor %out restrict writable
//
// `read_only` promises the call does not write the input; `restrict
// writable` says the new buffer is reachable only through `%full`, which is
// true of a fresh allocation. One-shot bufferization then decides in-place
// updates and copies for the whole step with full knowledge, and ownership-
// based deallocation frees `%out` like any other allocation.
//
// Buckets. A collective of several tensors (a layer's, in one variadic op)
// is one collective of the runtime - one NCCL group on GPUs - through the
// bucket entry points, with every `%in` and `%out` made as above first:
//
//   func.call @zero_rt_bucket_begin()
//   func.call @zero_rt_bucket_all_gather_bf16(%in0, %out0)  // records
//   func.call @zero_rt_bucket_all_gather_f32(%in1, %out1)   // records
//   func.call @zero_rt_bucket_end()                         // starts
//   func.call @zero_rt_bucket_wait_bf16(%in0, %out0)        // completes
//   func.call @zero_rt_bucket_wait_f32(%in1, %out1)
//
// then every `to_tensor`. The runtime holds raw pointers from an enqueue to
// its wait, which no pass can see; two things make that sound. Lifetimes:
// a wait takes the enqueued memrefs again, so it is a later use of both
// buffers, and ownership-based deallocation, which frees a buffer after its
// last use (aliases included), cannot free one before its wait. (Without
// the operands it would: the full gradients of a reduce_scatter bucket were
// freed right after their enqueues, before the collective had started.)
// The first wait completes the collective, and each wait unpacks its own
// output, so the frees deallocation puts after a tensor's wait, between
// later waits, are safe. Contents: this pass emits the calls from the begin
// to the last wait consecutively, no other op between them, so no op of the
// step can write an input or read an output while the collective runs.
// Bufferization sees the reads at the `to_buffer`s before the begin and the
// results at the `to_tensor`s after the waits, and adds no op between calls
// on memrefs but those frees (zero-lower-to-llvm.mlir checks that nothing
// is freed from the begin to the first wait). The runtime checks that the
// waits name, in order, what was enqueued. A collective of one tensor keeps
// the single call: a bucket would add three calls and buy nothing.
//
// Groups. On a grid of several axes (hybrid sharding: `shard.grid
// @dp(shape = RxG)` from zero-shard's shard-group=G) a collective runs on
// the ranks of its `grid_axes`. The runtime keeps the group as state, like
// its algorithm: each collective is preceded by
//
//   func.call @zero_rt_use_axes(%c2_i32)   // bit i for grid axis i
//
// (before the bucket's begin for a bucket), so the entry points keep their
// signatures and a one-axis grid - the world - lowers to exactly the calls
// it always did. The runtime's grid is the step's, which the step records
// as `zero_rt.grid` for the host to pass to zero_rt_set_grid; its row-major
// rank is the runtime's, so `shard.process_linear_index` stays
// `zero_rt_rank()`, and `shard.process_multi_index` becomes one
// `zero_rt_grid_index(axis)` per axis.
//
// `zero.release` and the deallocation strategy. The pipeline frees buffers
// with ownership-based deallocation followed by `optimize-allocation-
// liveness`, which moves each free right after the buffer's last use
// (aliases included). A release follows the last use of what it releases,
// so every released buffer is freed at the release or earlier; the op's
// verifier checks that promise (no use after a release), and the pass
// erases the op. Lowering
// the release to an explicit `memref.dealloc` instead is not possible: the
// ownership-based pass refuses input that already frees memory.
//
// Buffer donation (each state result written into its argument's buffer)
// is `zero-donate-states`, which runs before this pass in
// `zero-lower-to-llvm`, while the `zero.annotate` marks it reads exist. The
// names and signatures of the runtime's entry points come from RuntimeABI.
//
// The files. This one holds the checks that run before anything is
// rewritten (what the runtime cannot run, reported all at once) and the
// pass; ZeroToRuntimePatterns.cpp holds the rewrites, which assume the
// checks passed and the entry points are declared. The split follows that
// order: a rewrite never reports an error, a check never changes the IR.
//
//===----------------------------------------------------------------------===//

#include "HostOps.h"

#include "zero/Conversion/Passes.h"
#include "zero/Conversion/RuntimeABI/RuntimeABI.h"

#include "ZeroToRuntimePatterns.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
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
// What the runtime cannot run
//===----------------------------------------------------------------------===//

/// Checks that the runtime can run `op` on the group of `gridAxes` of
/// `grid` and records the group in `groups`.
LogicalResult prepareGroup(Operation *op, shard::GridOp grid,
                           ArrayRef<int16_t> gridAxes, RuntimeGroups &groups) {
  if (grid.getRank() < 2)
    return success(); // Every axis of a one-axis grid: the world.
  FailureOr<uint32_t> axes = abi::getRuntimeAxes(gridAxes, grid.getRank());
  if (failed(axes)) // Axes out of range fail the op verifier first.
    return op->emitOpError()
           << "runs on @" << grid.getSymName() << " of " << grid.getRank()
           << " axes; the runtime lays the ranks out as a grid of at most "
           << ZERO_RT_MAX_GRID_AXES << " axes";
  if (groups.grid && groups.grid != grid &&
      groups.grid.getShape() != grid.getShape())
    return op->emitOpError()
               .append("runs on @", grid.getSymName(), " (",
                       llvm::join(llvm::map_range(grid.getShape(),
                                                  [](int64_t dim) {
                                                    return std::to_string(dim);
                                                  }),
                                  "x"),
                       "), but another collective of the module runs on @",
                       groups.grid.getSymName(),
                       "; the runtime lays the ranks out as one grid: run "
                       "the module's collectives on one shard.grid")
               .attachNote(groups.grid.getLoc())
           << "the other grid";
  if (!groups.grid)
    groups.grid = grid;
  groups.axesOf[op] = *axes;
  return success();
}

/// Checks one collective and declares the entry points it needs.
LogicalResult prepareCollective(Operation *op, FlatSymbolRefAttr gridName,
                                ArrayRef<int16_t> gridAxes, ModuleOp module,
                                SymbolTableCollection &symbols,
                                llvm::SetVector<shard::GridOp> &grids,
                                RuntimeGroups &groups) {
  shard::GridOp grid = shard::getGridOrNull(op, gridName, symbols);
  FailureOr<int64_t> gridSize =
      grid ? getGroupSize(grid) : FailureOr<int64_t>(failure());
  if (failed(gridSize)) // The op verifier has reported this already.
    return failure();
  grids.insert(grid);
  if (failed(prepareGroup(op, grid, gridAxes, groups)))
    return failure();
  if (groups.axesOf.count(op) &&
      failed(abi::declareRuntimeFunction(
          module, abi::kUseAxesFunction,
          FunctionType::get(op->getContext(),
                            {IntegerType::get(op->getContext(), 32)}, {}),
          /*cInterface=*/false, op->getLoc())))
    return failure();

  // A collective of several tensors travels as one bucket.
  const bool bucket = op->getNumOperands() > 1;
  CollectiveKind kind = *getCollectiveKind(op);
  MLIRContext *context = op->getContext();
  bool ok = true;
  if (bucket)
    for (StringRef name : {abi::kBucketBeginFunction, abi::kBucketEndFunction})
      ok &= succeeded(abi::declareRuntimeFunction(
          module, name, FunctionType::get(context, {}, {}),
          /*cInterface=*/false, op->getLoc()));
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
    std::string entry = abi::getCollectiveEntryName(kind, elementType);
    if (entry.empty()) {
      op->emitOpError() << "tensor #" << index << " has element type "
                        << elementType
                        << ", which the runtime has no collective for "
                           "(f32, f64, bf16, f16, i32, i64)";
      ok = false;
      continue;
    }
    FunctionType entryType = abi::getCollectiveEntryType(kind, elementType);
    if (!bucket) {
      ok &= succeeded(abi::declareRuntimeFunction(
          module, entry, entryType, /*cInterface=*/true, op->getLoc()));
      continue;
    }
    ok &= succeeded(abi::declareRuntimeFunction(
        module, abi::getBucketEnqueueEntryName(kind, elementType), entryType,
        /*cInterface=*/true, op->getLoc()));
    ok &= succeeded(abi::declareRuntimeFunction(
        module, abi::getBucketWaitEntryName(elementType),
        abi::getBucketWaitEntryType(elementType), /*cInterface=*/true,
        op->getLoc()));
  }
  return success(ok);
}

/// Whether `argument` is a state of the NVMe tier.
bool isNvmeArgument(BlockArgument argument) {
  auto function =
      dyn_cast<FunctionOpInterface>(argument.getOwner()->getParentOp());
  auto tier =
      function ? function.getArgAttrOfType<TierAttr>(argument.getArgNumber(),
                                                     ZeroDialect::kTierAttrName)
               : TierAttr();
  return tier && tier.getValue() == MemoryTier::Nvme;
}

/// An NVMe tensor is a range of the rank's file, not memory: only a
/// transfer from NVMe may read it, and one written by a transfer may only
/// be read back or donated to its argument, whose range the transfer then
/// writes. Anything else would make compiled code touch the file's
/// addresses, so it is refused here with the offending use.
LogicalResult checkNvmeUses(Value nvme, bool writtenByTransfer) {
  bool ok = true;
  for (OpOperand &use : nvme.getUses()) {
    Operation *user = use.getOwner();
    if (auto transfer = dyn_cast<TransferOp>(user);
        transfer && transfer.getSource() == MemoryTier::Nvme)
      continue;
    if (auto materialize =
            dyn_cast<bufferization::MaterializeInDestinationOp>(user)) {
      auto destination = dyn_cast<BlockArgument>(materialize.getDest());
      if (writtenByTransfer && nvme.hasOneUse() &&
          &use == &materialize.getSourceMutable() && destination &&
          isNvmeArgument(destination))
        continue;
      // The donation into an NVMe argument of what a transfer wrote.
      auto writer = materialize.getSource().getDefiningOp<TransferOp>();
      if (!writtenByTransfer && &use == &materialize.getDestMutable() &&
          writer && writer.getTarget() == MemoryTier::Nvme)
        continue;
    }
    // An argument returned unchanged stays in its range.
    if (isa<BlockArgument>(nvme) && user->hasTrait<OpTrait::IsTerminator>())
      continue;
    user->emitOpError()
            .append("uses a tensor of the NVMe tier directly; the runtime "
                    "keeps NVMe tensors in a file, so only a zero.transfer "
                    "from nvme may read one, and a transfer to nvme may "
                    "only be read back or written into its state argument")
            .attachNote(nvme.getLoc())
        << "the NVMe tensor";
    ok = false;
  }
  return success(ok);
}

/// Checks one transfer and declares its entry points.
LogicalResult prepareTransfer(TransferOp op, ModuleOp module) {
  auto type = cast<RankedTensorType>(op.getType());
  if (!type.hasStaticShape())
    return op.emitOpError() << "copies a tensor of dynamic shape; the "
                               "lowering allocates the result's buffer with "
                               "a static size";
  Type elementType = type.getElementType();
  std::string entry = abi::getTransferEntryName(elementType);
  if (entry.empty())
    return op.emitOpError() << "copies elements of type " << elementType
                            << ", which the runtime has no transfer for "
                               "(f32, f64, bf16, f16, i32, i64)";
  if (op.getSource() == MemoryTier::Nvme &&
      failed(abi::declareRuntimeFunction(
          module, abi::getTransferWaitEntryName(elementType),
          abi::getTransferWaitEntryType(elementType), /*cInterface=*/true,
          op.getLoc())))
    return failure();
  // The buffer of a transfer to the host or NVMe is placed in its tier
  // by zero-place-tier-tensors, which declares the entry point it calls.
  if (op.getTarget() == MemoryTier::Nvme &&
      failed(checkNvmeUses(op.getResult(), /*writtenByTransfer=*/true)))
    return failure();
  return abi::declareRuntimeFunction(module, entry,
                                     abi::getTransferEntryType(elementType),
                                     /*cInterface=*/true, op.getLoc());
}

//===----------------------------------------------------------------------===//
// The step's boundary
//===----------------------------------------------------------------------===//

/// The lowered step has no zero attributes left; hosts call it through its
/// C interface, and can check it against the step by the type it records.
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
  function->setAttr(abi::kEmitCInterface, UnitAttr::get(function.getContext()));
  function->setAttr(abi::kLoweredFromAttrName,
                    TypeAttr::get(function.getFunctionType()));
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
  LogicalResult prepare(llvm::SetVector<shard::GridOp> &grids,
                        RuntimeGroups &groups);
  /// Erases the group's grids, which nothing may use any more.
  LogicalResult eraseGrids(ArrayRef<shard::GridOp> grids);
};

/// Whether `module` holds an op of the zero dialect or a sharded step.
static bool containsZeroIR(ModuleOp module) {
  return module
      .walk([](Operation *op) {
        if (isa<ZeroDialect>(op->getDialect()) ||
            op->hasAttr(ZeroDialect::kPlanAttrName))
          return WalkResult::interrupt();
        return WalkResult::advance();
      })
      .wasInterrupted();
}

LogicalResult ZeroToRuntimePass::prepare(llvm::SetVector<shard::GridOp> &grids,
                                         RuntimeGroups &groups) {
  ModuleOp module = getOperation();
  SymbolTableCollection symbols;
  bool ok = true;
  bool needsRank = false;
  Location rankLoc = module.getLoc();
  module.walk([&](Operation *op) -> WalkResult {
    // Fused attention is compute, not a runtime call: its own lowering
    // comes first.
    if (isa<AttentionOp, AttentionGradOp>(op)) {
      op->emitOpError() << "is computed, not called in the runtime: run "
                           "zero-lower-attention before zero-to-runtime "
                           "(zero-lower-to-llvm does)";
      ok = false;
      return WalkResult::advance();
    }
    // The runtime's entry points are declared in, and the host calls the
    // step from, the module the pass runs on; a step in a nested module
    // would keep its plan and group. Say where it is and how to lower it.
    if (auto nested = dyn_cast<ModuleOp>(op); nested && nested != module) {
      if (containsZeroIR(nested)) {
        ok = false;
        nested.emitError()
            << "zero-to-runtime lowers the steps of the module it runs on; "
               "this nested module"
            << (nested.getSymName() ? " @" + nested.getSymName()->str() : "")
            << " holds a sharded step or zero ops: run the lowering on it "
               "(--pass-pipeline=\"builtin.module(builtin.module("
               "zero-lower-to-llvm))\") or move the step to the top level";
      }
      return WalkResult::skip();
    }
    auto check = [&](auto collective) {
      FailureOr<int64_t> groupSize = collective.getGroupSize(symbols);
      if (failed(groupSize)) {
        ok = false;
        op->emitOpError() << "has no static group on "
                          << collective.getGridAttr();
        return;
      }
      if (failed(prepareCollective(op, collective.getGridAttr(),
                                   collective.getGridAxes(), module, symbols,
                                   grids, groups)))
        ok = false;
    };
    if (auto gather = dyn_cast<AllGatherOp>(op))
      check(gather);
    else if (auto scatter = dyn_cast<ReduceScatterOp>(op))
      check(scatter);
    else if (auto reduce = dyn_cast<AllReduceOp>(op))
      check(reduce);
    else if (auto release = dyn_cast<ReleaseOp>(op)) {
      if (llvm::any_of(release.getTensors(), isOnlyReleased))
        ok &= succeeded(abi::declareRuntimeFunction(
            module, abi::kHoldFunction,
            FunctionType::get(&getContext(), IndexType::get(&getContext()), {}),
            /*cInterface=*/false, op->getLoc()));
    } else if (auto transfer = dyn_cast<TransferOp>(op))
      ok &= succeeded(prepareTransfer(transfer, module));
    else if (auto plan =
                 op->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName)) {
      if (auto grid = shard::getGridOrNull(op, plan.getGrid(), symbols))
        grids.insert(grid);
    } else if (auto multi = dyn_cast<shard::ProcessMultiIndexOp>(op)) {
      if (auto grid = shard::getGridOrNull(op, multi.getGridAttr(), symbols))
        grids.insert(grid);
      ok &= succeeded(abi::declareRuntimeFunction(
          module, abi::kGridIndexFunction,
          FunctionType::get(&getContext(), IntegerType::get(&getContext(), 32),
                            IntegerType::get(&getContext(), 32)),
          /*cInterface=*/false, op->getLoc()));
    } else if (auto index = dyn_cast<shard::ProcessLinearIndexOp>(op)) {
      if (auto grid = shard::getGridOrNull(op, index.getGridAttr(), symbols))
        grids.insert(grid);
      needsRank = true;
      rankLoc = op->getLoc();
    }
    return WalkResult::advance();
  });
  // NVMe state arguments are ranges of the rank's file.
  for (auto function : module.getOps<FunctionOpInterface>())
    if (!function.isExternal())
      for (BlockArgument argument : function.getArguments())
        if (isNvmeArgument(argument))
          ok &= succeeded(checkNvmeUses(argument, /*writtenByTransfer=*/false));
  if (needsRank && failed(abi::declareRuntimeFunction(
                       module, abi::kRankFunction,
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
                        "lowers to the runtime; only zero collectives, "
                        "shard.process_linear_index and "
                        "shard.process_multi_index can run there")
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
  RuntimeGroups groups;
  if (failed(prepare(grids, groups)))
    return signalPassFailure();
  // The grid outlives its erasure on the steps, for the host to set.
  DenseI64ArrayAttr gridShape;
  if (groups.grid)
    gridShape = DenseI64ArrayAttr::get(context, groups.grid.getShape());

  SmallVector<FunctionOpInterface> steps;
  for (auto function : module.getOps<FunctionOpInterface>())
    if (!function.isExternal() && carriesStates(function))
      steps.push_back(function);
  // While the tiers are still written (arguments' `zero.tier`, transfers):
  // the ops on the host, whose new buffers go to the host tier.
  for (FunctionOpInterface step : steps)
    if (failed(markOpsOnHost(step)))
      return signalPassFailure();

  ConversionTarget target(*context);
  target.addIllegalDialect<ZeroDialect>();
  target
      .addIllegalOp<shard::ProcessLinearIndexOp, shard::ProcessMultiIndexOp>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  RewritePatternSet patterns(context);
  populateZeroToRuntimePatterns(patterns, groups);
  unsigned collectives = 0, bucketedTensors = 0;
  module.walk([&](Operation *op) {
    if (!isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(op))
      return;
    ++collectives;
    if (op->getNumOperands() > 1)
      bucketedTensors += op->getNumOperands();
  });
  if (failed(applyPartialConversion(module, target, std::move(patterns))))
    return signalPassFailure();
  numCollectives += collectives;
  numBucketedTensors += bucketedTensors;

  for (FunctionOpInterface step : steps) {
    finishSignature(step);
    if (gridShape)
      step->setAttr(abi::kGridAttrName, gridShape);
  }
  if (failed(eraseGrids(grids.getArrayRef())))
    return signalPassFailure();
}

} // namespace
