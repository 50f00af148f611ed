//===- TierLowering.h - offload's placement, written once -------*- C++ -*-===//
//
// `zero-shard offload=cpu|nvme` (ZeRO-Offload, ZeRO-Infinity): after the
// stage's rewrite, the optimizer update of the per-rank program runs on the
// host and its states live in host memory (`cpu`) or in NVMe files
// (`nvme`); with `offload-params` at stage 3 the weight shards do too. The
// placement puts the states in their tier (`zero.tier` on the arguments and
// results) and inserts every copy as a `zero.transfer`. A parameter whose
// weight argument carries `zero.on_device` is left out of all of it: its
// states stay on the device and its update runs there, from its gradient
// there (a partial offload); so is each of the first `keptOnDevice`
// parameters of `getOffloadKeepOrder`, which `on-device=auto` searches
// without writing the marks (the program written carries them). For the
// others:
//
// - each gradient (what the last collective of its reduction delivers, or
//   the full gradient on one rank) goes device -> host right after it is
//   produced; with `nvme` it is written to NVMe there and read back for its
//   update;
// - everything else the update reads from the device (a weight shard, a
//   slice of the full weight, a hyperparameter) goes device -> host before
//   its first host reader;
// - an updated weight shard goes host -> device right after it is computed
//   (the gather of stages 1-2 reads it there), or stays in its tier with
//   `offload-params`; updated optimizer states stay on the host (`cpu`) or
//   are written back to NVMe (`nvme`) right after they are computed;
// - an offloaded stage-3 weight shard comes to the device (through the host
//   from NVMe) right before each op on the device that reads it, its gathers.
//
// NVMe reads are double-buffered: the reads of a unit's states are placed
// before the update of the unit before it, so that one unit's I/O overlaps
// the previous unit's update and two units' states are on the host at once.
//
// Like the stage's rewrite (ShardLowering.h), the placement is written once
// for two consumers: the rewriter places the tiers in the IR
// (Transforms/detail/ZeroShardOffload.cpp), and the search's model of the
// rewrite (Plan/detail/ShardedStepModelImpl.h) records the same transfers
// on its replay and measures them without writing IR. The consumer is a
// `Program` with handles for top-level ops (`OpRef`) and values
// (`ValueRef`), both hashable, that provides:
//
//   ValueRef getArgument(unsigned index)
//   SmallVector<std::pair<StateAttr, ValueRef>> getAnnotations()
//                                each top-level `zero.annotate`, in order
//   ValueRef getReducedGradient(ValueRef annotated)
//                                what the last collective of its reduction
//                                delivers (itself where none reduces it)
//   void indexUsers()            before `getUsers` is asked, after edits
//   SmallVector<OpRef> getUsers(ValueRef)
//                                the top-level ops reading it, directly or
//                                in a region (repeats allowed)
//   bool isComputeOp(OpRef)      neither the zero dialect's nor the return
//   bool hasRegions(OpRef)
//   SmallVector<ValueRef> getResults(OpRef)
//   SmallVector<ValueRef> getOperands(OpRef)
//   SmallVector<ValueRef> getReadValues(OpRef)
//                                its operands, then the values of the body
//                                its regions read, in walk order
//   std::optional<OpRef> getProducer(ValueRef)
//                                none for an argument
//   bool isRankedTensor(ValueRef)
//   std::optional<MemoryTier> getTransferTarget(OpRef)
//                                none: not a `zero.transfer`
//   OpRef getTerminator()
//   SmallVector<OpRef> getOps()  the top-level ops in program order
//   void setInsertionPointAfter(OpRef), setInsertionPointBefore(OpRef)
//   ValueRef createTransfer(ValueRef input, MemoryTier source,
//                           MemoryTier target)
//   void replaceIn(OpRef op, ValueRef from, ValueRef to)
//                                in `op` and its regions
//   unsigned getNumReturned(); ValueRef getReturned(unsigned index);
//   void setReturned(unsigned index, ValueRef value)
//   void moveBefore(OpRef op, OpRef point), moveAfter(OpRef op, OpRef point)
//   void setArgumentTier(unsigned index, MemoryTier)
//   void setResultTier(unsigned index, MemoryTier)
//
// The function's own attributes (the states, `zero.persistent`,
// `zero.unit`) are read from the step, which both consumers share.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_TIERLOWERING_H
#define ZERO_DIALECT_ZERO_PLAN_TIERLOWERING_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <string>

namespace mlir::zero {

/// The parameters of `step` that an offload moves and could keep on the
/// device instead, in the order `OffloadLevel::keptOnDevice` counts them:
/// those with a weight argument (which carries the mark once written) and
/// a `#zero.state<optimizer>` argument, and no `zero.on_device` on any of
/// their arguments, the one whose gradient the step annotates last first.
/// Its update is the last to start, so an offload has its gradient's copy
/// to the host and its host update left when the backward ends, with
/// nothing of the backward to overlap them: keeping it on the device takes
/// them off the step's tail first (DeepSpeed's partial offload likewise
/// updates the last gradients' parameters on the device). Parameters
/// whose gradients are annotated at the same point keep the order of
/// their first state argument.
inline SmallVector<StringRef> getOffloadKeepOrder(FunctionOpInterface step) {
  llvm::StringSet<> marked, optimized, weighted;
  llvm::SetVector<StringRef> params;
  for (unsigned index = 0, e = step.getNumArguments(); index < e; ++index) {
    auto state =
        step.getArgAttrOfType<StateAttr>(index, ZeroDialect::kStateAttrName);
    if (!state)
      continue;
    params.insert(state.getParam());
    if (step.getArgAttr(index, ZeroDialect::kOnDeviceAttrName))
      marked.insert(state.getParam());
    if (state.getRole() == StateRole::Optimizer)
      optimized.insert(state.getParam());
    if (state.getRole() == StateRole::Weight)
      weighted.insert(state.getParam());
  }
  SmallVector<StringRef> order = params.takeVector();
  llvm::erase_if(order, [&](StringRef param) {
    return marked.contains(param) || !optimized.contains(param) ||
           !weighted.contains(param);
  });
  // Where each gradient is annotated: the position in the body of the op
  // that holds its `zero.annotate`. A parameter without one (a gradient
  // the step takes as an argument) has it at the start.
  llvm::StringMap<size_t> gradientAt;
  Block &body = step.getFunctionBody().front();
  for (auto [position, op] : llvm::enumerate(body))
    op.walk([&, position = position](AnnotateOp annotate) {
      if (annotate.getState().getRole() == StateRole::Grad)
        gradientAt[annotate.getState().getParam()] = position;
    });
  llvm::stable_sort(order, [&](StringRef a, StringRef b) {
    return gradientAt.lookup(a) > gradientAt.lookup(b);
  });
  return order;
}

template <typename Program> class TierLowering {
public:
  using OpRef = typename Program::OpRef;
  using ValueRef = typename Program::ValueRef;

  /// Places `step`'s update and states, as `program` holds the step after
  /// the stage's rewrite, in the tiers `offload` names (not `None`),
  /// keeping the first `keptOnDevice` parameters of `getOffloadKeepOrder`
  /// on the device as if they were marked.
  TierLowering(Program &program, FunctionOpInterface step,
               OffloadTarget offload, bool offloadParams,
               int64_t keptOnDevice = 0)
      : p(program), step(step), offloadParams(offloadParams),
        stateTier(offload == OffloadTarget::Nvme ? MemoryTier::Nvme
                                                 : MemoryTier::Host),
        keptOnDevice(keptOnDevice) {
    assert(offload != OffloadTarget::None && "nothing to place");
  }

  /// False, with nothing placed, where the step takes no optimizer state
  /// to offload (the consumer says why).
  bool run() {
    readUnits();
    if (!placeStateArguments())
      return false;
    findKeptGradients();
    p.indexUsers();
    findHostOps();
    pullInProducers();
    copyUpdateInputs();
    p.indexUsers();
    copyUpdateOutputs();
    placeResults();
    placeNvmeReads();
    return true;
  }

  /// The `zero.transfer`s inserted.
  unsigned getNumTransfers() const { return transfers; }

private:
  /// The read of an NVMe tensor the update reads, waiting for its place.
  struct PendingRead {
    OpRef read;
    /// What it reads: an argument, or a gradient's write to NVMe.
    ValueRef input;
    /// The first op on the host that reads it.
    OpRef firstReader;
    /// Its gathering unit ("layer 3", or the parameter's name).
    std::string unit;
  };

  StateAttr getArgState(unsigned index) const {
    return step.getArgAttrOfType<StateAttr>(index, ZeroDialect::kStateAttrName);
  }
  bool isOffloaded(StateAttr state) const {
    if (deviceParams.contains(state.getParam()))
      return false;
    return state.getRole() == StateRole::Optimizer ||
           (state.getRole() == StateRole::Weight && offloadParams &&
            !persistentParams.contains(state.getParam()));
  }

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
  std::string unitOf(ValueRef value) const {
    auto argument = argumentIndex.find(value);
    if (argument != argumentIndex.end()) {
      StateAttr state = getArgState(argument->second);
      return state ? unitName(state) : std::string();
    }
    auto it = unitOfGradient.find(value);
    return it == unitOfGradient.end() ? std::string() : it->second;
  }

  MemoryTier tierOf(ValueRef value) const {
    std::optional<OpRef> op = p.getProducer(value);
    if (!op) {
      auto it = offloadedArguments.find(value);
      return it == offloadedArguments.end() ? MemoryTier::Device : it->second;
    }
    if (std::optional<MemoryTier> target = p.getTransferTarget(*op))
      return *target;
    return hostOps.contains(*op) ? MemoryTier::Host : MemoryTier::Device;
  }

  ValueRef transfer(ValueRef input, MemoryTier source, MemoryTier target) {
    ++transfers;
    return p.createTransfer(input, source, target);
  }

  /// The units of the parameters, from their marks and `zero.unit`; the
  /// persistent weights (`zero.persistent`, and those `zero.max_stage`
  /// caps below stage 3), which stay whole on the device under
  /// `offload-params` too, as DeepSpeed keeps its persistent parameters on
  /// the GPU; and the parameters kept on the device (`zero.on_device`,
  /// named on the weight or, under cast-on-gather, on its master).
  void readUnits() {
    for (unsigned index = 0, e = step.getNumArguments(); index < e; ++index) {
      argumentIndex[p.getArgument(index)] = index;
      StateAttr state = getArgState(index);
      if (!state)
        continue;
      if (step.getArgAttr(index, ZeroDialect::kOnDeviceAttrName))
        deviceParams.insert(state.getParam());
      if (state.getRole() == StateRole::Weight &&
          getArgumentMaxStage(step, index) < 3)
        persistentParams.insert(state.getParam());
      if (state.getLayer())
        layerOfParam[state.getParam()] = *state.getLayer();
      else if (auto unit = step.getArgAttrOfType<StringAttr>(
                   index, ZeroDialect::kUnitAttrName))
        namedUnitOfParam[state.getParam()] = unit.getValue().str();
    }
    for (auto &[state, value] : p.getAnnotations())
      if (state.getLayer())
        layerOfParam[state.getParam()] = *state.getLayer();
    if (keptOnDevice > 0) {
      SmallVector<StringRef> order = getOffloadKeepOrder(step);
      for (StringRef param : ArrayRef(order).take_front(
               std::min<size_t>(order.size(), keptOnDevice)))
        deviceParams.insert(param);
    }
  }

  /// The states that move: every optimizer state of a parameter not kept
  /// on the device; with `offload-params`, the weight shards too. False
  /// where no optimizer state moves.
  bool placeStateArguments() {
    bool movesOptimizerState = false;
    for (unsigned index = 0, e = step.getNumArguments(); index < e; ++index)
      if (StateAttr state = getArgState(index))
        movesOptimizerState |=
            state.getRole() == StateRole::Optimizer && isOffloaded(state);
    if (!movesOptimizerState)
      return false;
    for (unsigned index = 0, e = step.getNumArguments(); index < e; ++index) {
      StateAttr state = getArgState(index);
      if (!state || !isOffloaded(state))
        continue;
      offloadedArguments[p.getArgument(index)] = stateTier;
      p.setArgumentTier(index, stateTier);
    }
    return true;
  }

  /// The gradients as the update reads them: what the last of its
  /// collectives delivers (a hybrid step reduces in two, a reduce-scatter
  /// in the shard group and an all-reduce of its shard across the
  /// replicas). A parameter kept on the device is updated there, from its
  /// gradient there.
  void findKeptGradients() {
    for (auto &[state, value] : p.getAnnotations())
      if (state.getRole() == StateRole::Grad &&
          !deviceParams.contains(state.getParam())) {
        ValueRef kept = p.getReducedGradient(value);
        keptGradients.insert(kept);
        unitOfGradient[kept] = unitName(state);
      }
  }

  /// The update starts from the offloaded states and the gradients; every
  /// op computed from them, up to the return and the collectives (the
  /// gather of the updated weights), is the update and runs on the host.
  void findHostOps() {
    SmallVector<ValueRef> worklist;
    for (auto &[argument, tier] : offloadedArguments)
      worklist.push_back(argument);
    llvm::append_range(worklist, keptGradients);
    llvm::DenseSet<ValueRef> seen;
    while (!worklist.empty()) {
      ValueRef value = worklist.pop_back_val();
      if (!seen.insert(value).second)
        continue;
      for (OpRef user : p.getUsers(value)) {
        if (!p.isComputeOp(user) || hostOps.contains(user))
          continue;
        hostOps.insert(user);
        llvm::append_range(worklist, p.getResults(user));
      }
    }
  }

  /// The tensors the update creates itself (its `tensor.empty` inits,
  /// fills and splat constants) are made on the host too: the largest set
  /// of ops whose results only the update (or each other) reads and which
  /// read nothing from the device.
  void pullInProducers() {
    llvm::SetVector<OpRef> candidates;
    SmallVector<OpRef> worklist(hostOps.begin(), hostOps.end());
    while (!worklist.empty()) {
      OpRef op = worklist.pop_back_val();
      for (ValueRef operand : p.getOperands(op)) {
        std::optional<OpRef> producer = p.getProducer(operand);
        if (producer && p.isComputeOp(*producer) &&
            !hostOps.contains(*producer) && candidates.insert(*producer))
          worklist.push_back(*producer);
      }
    }
    auto onHost = [&](OpRef other) {
      return hostOps.contains(other) || candidates.contains(other);
    };
    bool changed = true;
    while (changed) {
      changed = false;
      for (OpRef op : llvm::make_early_inc_range(candidates)) {
        bool usersOnHost = true;
        for (ValueRef result : p.getResults(op))
          for (OpRef user : p.getUsers(result))
            usersOnHost &= onHost(user);
        bool readsNoDevice =
            llvm::all_of(p.getOperands(op), [&](ValueRef operand) {
              if (!p.isRankedTensor(operand))
                return true;
              std::optional<OpRef> producer = p.getProducer(operand);
              return producer ? onHost(*producer)
                              : offloadedArguments.count(operand) != 0;
            });
        if (!usersOnHost || !readsNoDevice || p.hasRegions(op)) {
          candidates.remove(op);
          changed = true;
        }
      }
    }
    for (OpRef op : candidates)
      hostOps.insert(op);
  }

  /// The host copy of device value `value` for `reader`, the first op on
  /// the host that reads it: made right after the value is computed (a
  /// gradient leaves the device as soon as its collective completes), or,
  /// for an argument, right before `reader`. With NVMe offload a gradient
  /// is written to NVMe there and read back for its update (placed later).
  ValueRef toHostFor(ValueRef value, OpRef reader) {
    auto known = hostCopy.find(value);
    if (known != hostCopy.end())
      return known->second;
    if (std::optional<OpRef> producer = p.getProducer(value))
      p.setInsertionPointAfter(*producer);
    else
      p.setInsertionPointBefore(reader);
    ValueRef copy = transfer(value, MemoryTier::Device, MemoryTier::Host);
    if (stateTier == MemoryTier::Nvme && keptGradients.contains(value)) {
      ValueRef written = transfer(copy, MemoryTier::Host, MemoryTier::Nvme);
      // Read back before `reader` for now; `placeNvmeReads` moves it.
      p.setInsertionPointBefore(reader);
      copy = transfer(written, MemoryTier::Nvme, MemoryTier::Host);
      pendingReads.push_back(
          {*p.getProducer(copy), written, reader, unitOf(value)});
    }
    hostCopy[value] = copy;
    return copy;
  }

  /// Every tensor the update reads from the device is copied to the host;
  /// every NVMe state it reads is read into it.
  void copyUpdateInputs() {
    // In program order, so that the first reader of a value is met first.
    llvm::DenseMap<OpRef, unsigned> position;
    for (OpRef op : p.getOps())
      position[op] = position.size();
    SmallVector<OpRef> ordered(hostOps.begin(), hostOps.end());
    llvm::sort(ordered, [&](OpRef a, OpRef b) {
      return position.lookup(a) < position.lookup(b);
    });
    for (OpRef op : ordered)
      for (ValueRef value : p.getReadValues(op)) {
        if (!p.isRankedTensor(value))
          continue;
        MemoryTier tier = tierOf(value);
        if (tier == MemoryTier::Host)
          continue;
        if (tier == MemoryTier::Device) {
          p.replaceIn(op, value, toHostFor(value, op));
          continue;
        }
        // An NVMe state: one read per value, placed later.
        auto known = hostCopy.find(value);
        if (known != hostCopy.end()) {
          p.replaceIn(op, value, known->second);
          continue;
        }
        p.setInsertionPointBefore(op);
        ValueRef copy = transfer(value, MemoryTier::Nvme, MemoryTier::Host);
        pendingReads.push_back(
            {*p.getProducer(copy), value, op, unitOf(value)});
        hostCopy[value] = copy;
        p.replaceIn(op, value, copy);
      }
  }

  /// What the update computes and an op on the device reads (the gather of
  /// the updated weights at stages 1-2) is copied back right after it is
  /// computed; an offloaded weight shard comes to the device right before
  /// each op there that reads it (its gathers at stage 3).
  void copyUpdateOutputs() {
    OpRef terminator = p.getTerminator();
    for (OpRef op : hostOps)
      for (ValueRef result : p.getResults(op)) {
        std::optional<ValueRef> copy;
        for (OpRef user : p.getUsers(result)) {
          if (hostOps.contains(user) || user == terminator)
            continue;
          if (!copy) {
            p.setInsertionPointAfter(op);
            copy = transfer(result, MemoryTier::Host, MemoryTier::Device);
          }
          p.replaceIn(user, result, *copy);
        }
      }
    for (auto &[argument, tier] : offloadedArguments) {
      llvm::SmallDenseSet<OpRef, 4> done;
      for (OpRef user : p.getUsers(argument)) {
        if (hostOps.contains(user) || p.getTransferTarget(user) ||
            user == terminator || !done.insert(user).second)
          continue;
        p.setInsertionPointBefore(user);
        ValueRef value = argument;
        if (tier == MemoryTier::Nvme)
          value = transfer(value, MemoryTier::Nvme, MemoryTier::Host);
        p.replaceIn(user, argument,
                    transfer(value, MemoryTier::Host, MemoryTier::Device));
      }
    }
  }

  /// Each state result goes to the tier of the state it updates (its
  /// buffer is donated to that argument): optimizer states to the states'
  /// tier, a weight to the device unless `offload-params` moved it. Any
  /// other result the update computes goes back to the device.
  void placeResults() {
    for (unsigned index = 0, e = p.getNumReturned(); index < e; ++index) {
      auto state = step.getResultAttrOfType<StateAttr>(
          index, ZeroDialect::kStateAttrName);
      MemoryTier wanted =
          state && isOffloaded(state) ? stateTier : MemoryTier::Device;
      ValueRef value = p.getReturned(index);
      MemoryTier tier = tierOf(value);
      if (tier != wanted) {
        if (std::optional<OpRef> producer = p.getProducer(value))
          p.setInsertionPointAfter(*producer);
        else
          p.setInsertionPointBefore(p.getTerminator());
        // Along the tiers, one neighbour at a time.
        while (tier != wanted) {
          MemoryTier next = static_cast<MemoryTier>(static_cast<int>(tier) +
                                                    (wanted > tier ? 1 : -1));
          value = transfer(value, tier, next);
          tier = next;
        }
        p.setReturned(index, value);
      }
      if (wanted != MemoryTier::Device)
        p.setResultTier(index, wanted);
    }
  }

  /// Double buffering: the NVMe reads of a unit are issued before the
  /// update of the unit before it (in the order the update reaches the
  /// units), but never before what they read was written.
  void placeNvmeReads() {
    if (pendingReads.empty())
      return;
    llvm::DenseMap<OpRef, unsigned> position;
    for (OpRef op : p.getOps())
      position[op] = position.size();
    // Units in the order of their first reader.
    llvm::StringMap<OpRef> firstReaderOfUnit;
    SmallVector<std::string> unitOrder;
    for (const PendingRead &read : pendingReads) {
      auto [it, inserted] =
          firstReaderOfUnit.try_emplace(read.unit, read.firstReader);
      if (inserted)
        unitOrder.push_back(read.unit);
      else if (position.lookup(read.firstReader) < position.lookup(it->second))
        it->second = read.firstReader;
    }
    llvm::sort(unitOrder, [&](const std::string &a, const std::string &b) {
      return position.lookup(firstReaderOfUnit.lookup(a)) <
             position.lookup(firstReaderOfUnit.lookup(b));
    });
    llvm::StringMap<OpRef> readPointOfUnit;
    for (auto [index, unit] : llvm::enumerate(unitOrder))
      readPointOfUnit[unit] =
          firstReaderOfUnit.lookup(unitOrder[index == 0 ? 0 : index - 1]);
    // Every position from before the moves: a move never passes another
    // read's point or write.
    for (PendingRead &read : pendingReads) {
      OpRef point = readPointOfUnit.lookup(read.unit);
      std::optional<OpRef> written = p.getProducer(read.input);
      if (written && position.lookup(point) < position.lookup(*written))
        p.moveAfter(read.read, *written);
      else
        p.moveBefore(read.read, point);
    }
  }

  Program &p;
  mutable FunctionOpInterface step;
  bool offloadParams;
  MemoryTier stateTier;
  int64_t keptOnDevice;
  /// State arguments moved off the device, with their tier, in argument
  /// order: the transfers placed before one op follow it, so the program
  /// is the same on every run.
  llvm::MapVector<ValueRef, MemoryTier> offloadedArguments;
  /// What each gradient's collective delivers (the gradient itself on one
  /// rank): the values the update starts from on the device.
  llvm::SetVector<ValueRef> keptGradients;
  llvm::DenseMap<ValueRef, std::string> unitOfGradient;
  llvm::StringMap<int64_t> layerOfParam;
  llvm::StringMap<std::string> namedUnitOfParam;
  llvm::StringSet<> persistentParams;
  llvm::StringSet<> deviceParams;
  llvm::DenseMap<ValueRef, unsigned> argumentIndex;
  llvm::SetVector<OpRef> hostOps;
  /// The host copy of each device value the update reads.
  llvm::DenseMap<ValueRef, ValueRef> hostCopy;
  SmallVector<PendingRead> pendingReads;
  unsigned transfers = 0;
};

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_PLAN_TIERLOWERING_H
