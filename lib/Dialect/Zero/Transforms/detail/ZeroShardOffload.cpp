//===- ZeroShardOffload.cpp - zero-shard: memory tiers
//---------------------===//
//
// Read top-down: which ops run on the host (the update, found from the
// offloaded states and the gradients), then the copies into the host, out
// of it, and at the return, then the double-buffered NVMe reads.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardOffload.h"

#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// The read of an NVMe tensor the update reads, waiting for its place.
struct PendingRead {
  TransferOp read;
  /// The first op on the host that reads it.
  Operation *firstReader;
  /// Its gathering unit ("layer 3", or the parameter's name).
  std::string unit;
};

class TierPlacer {
public:
  TierPlacer(FunctionOpInterface step, OffloadTarget offload,
             bool offloadParams)
      : step(step), body(step.getFunctionBody().front()),
        builder(step.getContext()), offloadParams(offloadParams),
        stateTier(offload == OffloadTarget::Nvme ? MemoryTier::Nvme
                                                 : MemoryTier::Host) {}

  LogicalResult run(unsigned &numTransfers);

private:
  /// The ops of the body, other than the zero dialect's and the return,
  /// that can run on the host.
  bool isComputeOp(Operation *op) const {
    return op->getBlock() == &body && !op->hasTrait<OpTrait::IsTerminator>() &&
           !isa<ZeroDialect>(op->getDialect());
  }
  void findHostOps();
  void pullInProducers();
  MemoryTier tierOf(Value value) const;
  std::string unitOf(Value value) const;
  /// The gathering unit of `state`'s parameter: the layer any of its marks
  /// names (optimizer states often carry none), else the unit its weight
  /// argument names (`zero.unit`), else the parameter.
  std::string unitName(StateAttr state) const {
    if (std::optional<int64_t> layer = state.getLayer())
      return "layer " + std::to_string(*layer);
    auto it = layerOfParam.find(state.getParam());
    if (it != layerOfParam.end())
      return "layer " + std::to_string(it->second);
    auto named = namedUnitOfParam.find(state.getParam());
    if (named != namedUnitOfParam.end())
      return "unit " + named->second;
    return state.getParam().str();
  }
  Value transfer(Value input, MemoryTier source, MemoryTier target);
  Value toHostFor(Value value, Operation *reader);
  void copyUpdateInputs();
  void copyUpdateOutputs();
  void placeResults();
  void placeNvmeReads();

  mutable FunctionOpInterface step;
  Block &body;
  OpBuilder builder;
  bool offloadParams;
  MemoryTier stateTier;
  /// State arguments moved off the device, with their tier, in argument
  /// order: the transfers placed before one op follow it, so the program
  /// is the same on every run (a DenseMap's order is its keys' addresses).
  llvm::MapVector<Value, MemoryTier> offloadedArguments;
  /// What each gradient's collective delivers (the gradient itself on one
  /// rank): the values the update starts from on the device.
  llvm::SetVector<Value> keptGradients;
  llvm::DenseMap<Value, std::string> unitOfGradient;
  llvm::StringMap<int64_t> layerOfParam;
  llvm::StringMap<std::string> namedUnitOfParam;
  /// The parameters whose weights are persistent (`zero.persistent`): they
  /// stay whole on the device under `offload-params` too, as DeepSpeed keeps
  /// its persistent parameters on the GPU.
  llvm::StringSet<> persistentParams;
  llvm::SetVector<Operation *> hostOps;
  /// The host copy of each device value the update reads.
  llvm::DenseMap<Value, Value> hostCopy;
  SmallVector<PendingRead> pendingReads;
  unsigned transfers = 0;
};

MemoryTier TierPlacer::tierOf(Value value) const {
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    auto it = offloadedArguments.find(argument);
    return it == offloadedArguments.end() ? MemoryTier::Device : it->second;
  }
  Operation *op = value.getDefiningOp();
  if (auto copy = dyn_cast<TransferOp>(op))
    return copy.getTarget();
  return hostOps.contains(op) ? MemoryTier::Host : MemoryTier::Device;
}

std::string TierPlacer::unitOf(Value value) const {
  if (auto argument = dyn_cast<BlockArgument>(value))
    if (auto state = step.getArgAttrOfType<StateAttr>(
            argument.getArgNumber(), ZeroDialect::kStateAttrName))
      return unitName(state);
  auto it = unitOfGradient.find(value);
  return it == unitOfGradient.end() ? std::string() : it->second;
}

Value TierPlacer::transfer(Value input, MemoryTier source, MemoryTier target) {
  ++transfers;
  return TransferOp::create(builder, input.getLoc(), input.getType(), input,
                            source, target);
}

/// The update starts from the offloaded states and the gradients; every op
/// computed from them, up to the return and the collectives (the gather of
/// the updated weights), is the update and runs on the host.
void TierPlacer::findHostOps() {
  SmallVector<Value> worklist;
  for (auto &[argument, tier] : offloadedArguments)
    worklist.push_back(argument);
  llvm::append_range(worklist, keptGradients);
  llvm::DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (Operation *user : value.getUsers()) {
      Operation *top = body.findAncestorOpInBlock(*user);
      if (!top || !isComputeOp(top) || hostOps.contains(top))
        continue;
      hostOps.insert(top);
      llvm::append_range(worklist, top->getResults());
    }
  }
}

/// The tensors the update creates itself (its `tensor.empty` inits, fills
/// and splat constants) are made on the host too: the largest set of ops
/// whose results only the update (or each other) reads and which read
/// nothing from the device.
void TierPlacer::pullInProducers() {
  llvm::SetVector<Operation *> candidates;
  SmallVector<Operation *> worklist(hostOps.begin(), hostOps.end());
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    for (Value operand : op->getOperands()) {
      Operation *producer = operand.getDefiningOp();
      if (producer && isComputeOp(producer) && !hostOps.contains(producer) &&
          candidates.insert(producer))
        worklist.push_back(producer);
    }
  }
  bool changed = true;
  while (changed) {
    changed = false;
    for (Operation *op : llvm::make_early_inc_range(candidates)) {
      auto onHost = [&](Operation *other) {
        return hostOps.contains(other) || candidates.contains(other);
      };
      bool usersOnHost = llvm::all_of(op->getUsers(), [&](Operation *user) {
        Operation *top = body.findAncestorOpInBlock(*user);
        return top && onHost(top);
      });
      bool readsNoDevice = llvm::all_of(op->getOperands(), [&](Value operand) {
        if (!isa<RankedTensorType>(operand.getType()))
          return true;
        Operation *producer = operand.getDefiningOp();
        return producer ? onHost(producer)
                        : offloadedArguments.count(operand) != 0;
      });
      if (!usersOnHost || !readsNoDevice || op->getNumRegions() != 0) {
        candidates.remove(op);
        changed = true;
      }
    }
  }
  for (Operation *op : candidates)
    hostOps.insert(op);
}

/// The host copy of device value `value` for `reader`, the first op on the
/// host that reads it: made right after the value is computed (a gradient
/// leaves the device as soon as its collective completes), or, for an
/// argument, right before `reader`. With NVMe offload a gradient is written
/// to NVMe there and read back for its update (placed later).
Value TierPlacer::toHostFor(Value value, Operation *reader) {
  if (Value copy = hostCopy.lookup(value))
    return copy;
  OpBuilder::InsertionGuard guard(builder);
  if (Operation *producer = value.getDefiningOp())
    builder.setInsertionPointAfter(producer);
  else
    builder.setInsertionPoint(reader);
  Value copy = transfer(value, MemoryTier::Device, MemoryTier::Host);
  if (stateTier == MemoryTier::Nvme && keptGradients.contains(value)) {
    Value written = transfer(copy, MemoryTier::Host, MemoryTier::Nvme);
    // Read back before `reader` for now; `placeNvmeReads` moves it.
    builder.setInsertionPoint(reader);
    copy = transfer(written, MemoryTier::Nvme, MemoryTier::Host);
    pendingReads.push_back(
        {copy.getDefiningOp<TransferOp>(), reader, unitOf(value)});
  }
  hostCopy[value] = copy;
  return copy;
}

/// Every tensor the update reads from the device is copied to the host;
/// every NVMe state it reads is read into it.
void TierPlacer::copyUpdateInputs() {
  // In program order, so that the first reader of a value is met first.
  SmallVector<Operation *> ordered(hostOps.begin(), hostOps.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  for (Operation *op : ordered) {
    auto replace = [&](OpOperand *use) {
      Value value = use->get();
      if (!isa<RankedTensorType>(value.getType()) ||
          value.getParentBlock() != &body)
        return;
      MemoryTier tier = tierOf(value);
      if (tier == MemoryTier::Host)
        return;
      if (tier == MemoryTier::Device) {
        use->set(toHostFor(value, op));
        return;
      }
      // An NVMe state: one read per value, placed later.
      if (Value copy = hostCopy.lookup(value)) {
        use->set(copy);
        return;
      }
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPoint(op);
      Value copy = transfer(value, MemoryTier::Nvme, MemoryTier::Host);
      pendingReads.push_back(
          {copy.getDefiningOp<TransferOp>(), op, unitOf(value)});
      hostCopy[value] = copy;
      use->set(copy);
    };
    for (OpOperand &use : op->getOpOperands())
      replace(&use);
    for (Region &region : op->getRegions())
      visitUsedValuesDefinedAbove(region, region, replace);
  }
}

/// What the update computes and an op on the device reads (the gather of
/// the updated weights at stages 1-2) is copied back right after it is
/// computed; an offloaded weight shard comes to the device right before
/// each op there that reads it (its gathers at stage 3).
void TierPlacer::copyUpdateOutputs() {
  for (Operation *op : hostOps)
    for (Value result : op->getResults()) {
      Value copy;
      for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
        Operation *top = body.findAncestorOpInBlock(*use.getOwner());
        if (!top || hostOps.contains(top) ||
            top->hasTrait<OpTrait::IsTerminator>())
          continue;
        if (!copy) {
          OpBuilder::InsertionGuard guard(builder);
          builder.setInsertionPointAfter(op);
          copy = transfer(result, MemoryTier::Host, MemoryTier::Device);
        }
        use.set(copy);
      }
    }
  for (auto &[argument, tier] : offloadedArguments)
    for (OpOperand &use : llvm::make_early_inc_range(argument.getUses())) {
      Operation *top = body.findAncestorOpInBlock(*use.getOwner());
      if (!top || hostOps.contains(top) || isa<TransferOp>(top) ||
          top->hasTrait<OpTrait::IsTerminator>())
        continue;
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPoint(top);
      Value value = argument;
      if (tier == MemoryTier::Nvme)
        value = transfer(value, MemoryTier::Nvme, MemoryTier::Host);
      use.set(transfer(value, MemoryTier::Host, MemoryTier::Device));
    }
}

/// Each state result goes to the tier of the state it updates (its buffer
/// is donated to that argument): optimizer states to the states' tier, a
/// weight to the device unless `offload-params` moved it. Any other result
/// the update computes goes back to the device.
void TierPlacer::placeResults() {
  Operation *terminator = body.getTerminator();
  FunctionAttrBatch resultTiers(step);
  for (OpOperand &operand : terminator->getOpOperands()) {
    unsigned index = operand.getOperandNumber();
    auto state =
        step.getResultAttrOfType<StateAttr>(index, ZeroDialect::kStateAttrName);
    MemoryTier wanted = MemoryTier::Device;
    if (state && (state.getRole() == StateRole::Optimizer ||
                  (state.getRole() == StateRole::Weight && offloadParams &&
                   !persistentParams.contains(state.getParam()))))
      wanted = stateTier;
    MemoryTier tier = tierOf(operand.get());
    if (tier != wanted) {
      OpBuilder::InsertionGuard guard(builder);
      if (Operation *producer = operand.get().getDefiningOp())
        builder.setInsertionPointAfter(producer);
      else
        builder.setInsertionPoint(terminator);
      Value value = operand.get();
      // Along the tiers, one neighbour at a time.
      while (tier != wanted) {
        MemoryTier next = static_cast<MemoryTier>(static_cast<int>(tier) +
                                                  (wanted > tier ? 1 : -1));
        value = transfer(value, tier, next);
        tier = next;
      }
      operand.set(value);
    }
    if (wanted != MemoryTier::Device)
      resultTiers.setResultAttr(index, ZeroDialect::kTierAttrName,
                                TierAttr::get(step.getContext(), wanted));
  }
  resultTiers.commit();
}

/// Double buffering: the NVMe reads of a unit are issued before the update
/// of the unit before it (in the order the update reaches the units), but
/// never before what they read was written.
void TierPlacer::placeNvmeReads() {
  if (pendingReads.empty())
    return;
  // Units in the order of their first reader.
  llvm::StringMap<Operation *> firstReaderOfUnit;
  SmallVector<std::string> unitOrder;
  for (const PendingRead &read : pendingReads) {
    auto [it, inserted] =
        firstReaderOfUnit.try_emplace(read.unit, read.firstReader);
    if (inserted)
      unitOrder.push_back(read.unit);
    else if (read.firstReader->isBeforeInBlock(it->second))
      it->second = read.firstReader;
  }
  llvm::sort(unitOrder, [&](const std::string &a, const std::string &b) {
    return firstReaderOfUnit.lookup(a)->isBeforeInBlock(
        firstReaderOfUnit.lookup(b));
  });
  llvm::StringMap<Operation *> readPointOfUnit;
  for (auto [index, unit] : llvm::enumerate(unitOrder))
    readPointOfUnit[unit] =
        firstReaderOfUnit.lookup(unitOrder[index == 0 ? 0 : index - 1]);
  // Program order once: every move below would make the block renumber its
  // ops for the next comparison.
  llvm::DenseMap<Operation *, unsigned> position;
  for (Operation &op : body)
    position[&op] = position.size();
  for (PendingRead &read : pendingReads) {
    Operation *point = readPointOfUnit.lookup(read.unit);
    Operation *written = read.read.getInput().getDefiningOp();
    if (written && position.lookup(point) < position.lookup(written))
      read.read->moveAfter(written);
    else
      read.read->moveBefore(point);
  }
}

LogicalResult TierPlacer::run(unsigned &numTransfers) {
  for (BlockArgument argument : body.getArguments()) {
    auto state = step.getArgAttrOfType<StateAttr>(argument.getArgNumber(),
                                                  ZeroDialect::kStateAttrName);
    if (!state)
      continue;
    if (state.getRole() == StateRole::Weight &&
        step.getArgAttr(argument.getArgNumber(),
                        ZeroDialect::kPersistentAttrName))
      persistentParams.insert(state.getParam());
    if (state.getLayer())
      layerOfParam[state.getParam()] = *state.getLayer();
    else if (auto unit = step.getArgAttrOfType<StringAttr>(
                 argument.getArgNumber(), ZeroDialect::kUnitAttrName))
      namedUnitOfParam[state.getParam()] = unit.getValue().str();
  }
  for (Operation &op : body)
    if (auto annotate = dyn_cast<AnnotateOp>(op))
      if (annotate.getState().getLayer())
        layerOfParam[annotate.getState().getParam()] =
            *annotate.getState().getLayer();

  // The states that move: every optimizer state; with `offload-params`,
  // the weight shards too.
  FunctionAttrBatch argumentTiers(step);
  for (BlockArgument argument : body.getArguments()) {
    auto state = step.getArgAttrOfType<StateAttr>(argument.getArgNumber(),
                                                  ZeroDialect::kStateAttrName);
    if (!state)
      continue;
    if (state.getRole() == StateRole::Optimizer ||
        (state.getRole() == StateRole::Weight && offloadParams &&
         !persistentParams.contains(state.getParam()))) {
      offloadedArguments[argument] = stateTier;
      argumentTiers.setArgAttr(argument.getArgNumber(),
                               ZeroDialect::kTierAttrName,
                               TierAttr::get(step.getContext(), stateTier));
    }
  }
  argumentTiers.commit();
  if (!llvm::any_of(offloadedArguments, [&](auto &entry) {
        auto state = step.getArgAttrOfType<StateAttr>(
            cast<BlockArgument>(entry.first).getArgNumber(),
            ZeroDialect::kStateAttrName);
        return state.getRole() == StateRole::Optimizer;
      }))
    return emitError(getWholeFunctionLoc(step))
           << "zero-shard: offload moves the optimizer states and their "
              "update off the device, but '"
           << step.getName()
           << "' takes no #zero.state<optimizer> argument; use offload=none";

  // The gradients as the update reads them: what the last of its
  // collectives delivers (a hybrid step reduces in two, a reduce-scatter in
  // the shard group and an all-reduce of its shard across the replicas).
  llvm::DenseMap<Value, Value> reducedOf;
  for (Operation &op : body)
    if (isa<ReduceScatterOp, AllReduceOp>(op))
      for (auto [input, result] : llvm::zip(op.getOperands(), op.getResults()))
        reducedOf[stripShardLayout(input)] = result;
  for (Operation &op : body)
    if (auto annotate = dyn_cast<AnnotateOp>(op))
      if (annotate.getState().getRole() == StateRole::Grad) {
        Value kept = annotate.getResult();
        while (Value next = reducedOf.lookup(kept))
          kept = next;
        keptGradients.insert(kept);
        unitOfGradient[kept] = unitName(annotate.getState());
      }

  findHostOps();
  pullInProducers();
  copyUpdateInputs();
  copyUpdateOutputs();
  placeResults();
  placeNvmeReads();
  numTransfers = transfers;
  return success();
}

} // namespace

LogicalResult zero::placeInTiers(FunctionOpInterface step,
                                 OffloadTarget offload, bool offloadParams,
                                 OffloadStatistics &statistics) {
  assert(offload != OffloadTarget::None && "nothing to place");
  TierPlacer placer(step, offload, offloadParams);
  return placer.run(statistics.transfers);
}
