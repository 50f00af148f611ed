//===- ZeroShardOffload.cpp - zero-shard: memory tiers in the IR ----------===//
//
// The placement of Plan/TierLowering.h on the IR of the program the
// stage's rewrite wrote: its handles are the body's top-level ops and
// values, its transfers `zero.transfer` ops, and the tiers it decides
// `zero.tier` attributes on the arguments and results.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardOffload.h"

#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/TierLowering.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// The step's body as TierLowering edits it.
class WrittenTierProgram {
public:
  using OpRef = Operation *;
  using ValueRef = Value;

  explicit WrittenTierProgram(FunctionOpInterface step)
      : step(step), body(step.getFunctionBody().front()),
        builder(step.getContext()), argumentTiers(step), resultTiers(step) {}

  /// Writes the tiers decided on the arguments and results.
  void commit() {
    argumentTiers.commit();
    resultTiers.commit();
  }

  Value getArgument(unsigned index) const { return body.getArgument(index); }
  SmallVector<std::pair<StateAttr, Value>> getAnnotations() const {
    SmallVector<std::pair<StateAttr, Value>> annotations;
    for (Operation &op : body)
      if (auto annotate = dyn_cast<AnnotateOp>(op))
        annotations.push_back({annotate.getState(), annotate.getResult()});
    return annotations;
  }
  Value getReducedGradient(Value annotated) {
    if (!reducedOfFound) {
      reducedOfFound = true;
      // As the measurement follows a reduction: an all-gather continues it
      // when it gathers what a reduction delivered (the hierarchical
      // all-reduce of a parameter capped at stage 0 on shard groups); any
      // other gathers weights.
      llvm::DenseSet<Value> reductionResults;
      for (Operation &op : body) {
        bool continuesReduction =
            isa<AllGatherOp>(op) &&
            llvm::any_of(op.getOperands(), [&](Value input) {
              return reductionResults.contains(stripShardLayout(input));
            });
        if (!isa<ReduceScatterOp, AllReduceOp>(op) && !continuesReduction)
          continue;
        for (auto [input, result] :
             llvm::zip(op.getOperands(), op.getResults())) {
          reducedOf[stripShardLayout(input)] = result;
          reductionResults.insert(result);
        }
      }
    }
    Value kept = annotated;
    while (Value next = reducedOf.lookup(kept))
      kept = next;
    return kept;
  }
  /// The IR keeps its use lists.
  void indexUsers() {}
  SmallVector<Operation *> getUsers(Value value) const {
    SmallVector<Operation *> users;
    for (Operation *user : value.getUsers())
      if (Operation *top = body.findAncestorOpInBlock(*user))
        users.push_back(top);
    return users;
  }
  bool isComputeOp(Operation *op) const {
    return op->getBlock() == &body && !op->hasTrait<OpTrait::IsTerminator>() &&
           !isa<ZeroDialect>(op->getDialect());
  }
  bool hasRegions(Operation *op) const { return op->getNumRegions() != 0; }
  SmallVector<Value> getResults(Operation *op) const {
    return SmallVector<Value>(op->getResults());
  }
  SmallVector<Value> getOperands(Operation *op) const {
    return SmallVector<Value>(op->getOperands());
  }
  SmallVector<Value> getReadValues(Operation *op) const {
    SmallVector<Value> values(op->getOperands());
    for (Region &region : op->getRegions())
      visitUsedValuesDefinedAbove(region, region, [&](OpOperand *use) {
        if (use->get().getParentBlock() == &body)
          values.push_back(use->get());
      });
    return values;
  }
  std::optional<Operation *> getProducer(Value value) const {
    if (Operation *op = value.getDefiningOp())
      return op;
    return std::nullopt;
  }
  bool isRankedTensor(Value value) const {
    return isa<RankedTensorType>(value.getType());
  }
  std::optional<MemoryTier> getTransferTarget(Operation *op) const {
    if (auto transfer = dyn_cast<TransferOp>(op))
      return transfer.getTarget();
    return std::nullopt;
  }
  Operation *getTerminator() const { return body.getTerminator(); }
  SmallVector<Operation *> getOps() const {
    SmallVector<Operation *> ops;
    for (Operation &op : body)
      ops.push_back(&op);
    return ops;
  }
  void setInsertionPointAfter(Operation *op) {
    builder.setInsertionPointAfter(op);
  }
  void setInsertionPointBefore(Operation *op) { builder.setInsertionPoint(op); }
  Value createTransfer(Value input, MemoryTier source, MemoryTier target) {
    return TransferOp::create(builder, input.getLoc(), input.getType(), input,
                              source, target);
  }
  void replaceIn(Operation *op, Value from, Value to) {
    for (OpOperand &use : llvm::make_early_inc_range(from.getUses()))
      if (body.findAncestorOpInBlock(*use.getOwner()) == op)
        use.set(to);
  }
  unsigned getNumReturned() const {
    return body.getTerminator()->getNumOperands();
  }
  Value getReturned(unsigned index) const {
    return body.getTerminator()->getOperand(index);
  }
  void setReturned(unsigned index, Value value) {
    body.getTerminator()->setOperand(index, value);
  }
  void moveBefore(Operation *op, Operation *point) { op->moveBefore(point); }
  void moveAfter(Operation *op, Operation *point) { op->moveAfter(point); }
  void setArgumentTier(unsigned index, MemoryTier tier) {
    argumentTiers.setArgAttr(index, ZeroDialect::kTierAttrName,
                             TierAttr::get(step.getContext(), tier));
  }
  void setResultTier(unsigned index, MemoryTier tier) {
    resultTiers.setResultAttr(index, ZeroDialect::kTierAttrName,
                              TierAttr::get(step.getContext(), tier));
  }

private:
  mutable FunctionOpInterface step;
  Block &body;
  OpBuilder builder;
  FunctionAttrBatch argumentTiers, resultTiers;
  bool reducedOfFound = false;
  llvm::DenseMap<Value, Value> reducedOf;
};

} // namespace

LogicalResult zero::placeInTiers(FunctionOpInterface step,
                                 OffloadTarget offload, bool offloadParams,
                                 OffloadStatistics &statistics) {
  WrittenTierProgram program(step);
  TierLowering<WrittenTierProgram> lowering(program, step, offload,
                                            offloadParams);
  if (!lowering.run()) {
    InFlightDiagnostic error = emitError(getWholeFunctionLoc(step));
    error << "zero-shard: offload moves the optimizer states and their "
             "update off the device, but '"
          << step.getName() << "' ";
    // Nothing moved: the step has no optimizer state, or every parameter
    // that has one stays on the device.
    bool takesOptimizerStates =
        llvm::any_of(llvm::seq(step.getNumArguments()), [&](unsigned index) {
          auto state = step.getArgAttrOfType<StateAttr>(
              index, ZeroDialect::kStateAttrName);
          return state && state.getRole() == StateRole::Optimizer;
        });
    if (takesOptimizerStates)
      error << "keeps every parameter with optimizer states on the device ('"
            << ZeroDialect::kOnDeviceAttrName
            << "'); use offload=none, or drop it from some";
    else
      error << "takes no #zero.state<optimizer> argument; use offload=none";
    return error;
  }
  program.commit();
  statistics.transfers = lowering.getNumTransfers();
  return success();
}
