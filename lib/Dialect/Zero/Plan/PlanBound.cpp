//===- PlanBound.cpp - a lower bound of a candidate's device memory -------===//
//
// The search prices a candidate by writing its program (or replaying the
// rewrite) and measuring it, which for Llama 3.1 405B takes about a tenth
// of a second each. Most candidates of a large model do not fit, for one of
// three reasons the bounds below see without the program, so the search
// leaves those unpriced, with the bound as the reason, and the choice is
// the same: a candidate whose bound exceeds the device cannot fit, and only
// a candidate that fits can be chosen.
//
// - Their states alone do not fit: stages 0-2 hold every weight, small
//   shard groups hold large shards (`getResidentArgumentBytes`).
// - Their states and the activations live at once do not: a step without
//   recomputation keeps every layer's from the forward for the backward
//   (`LiveBytesBound`). The rewrite shards states and gathers weights; it
//   writes no op of the forward or the backward and moves none (the
//   weights' views aside), so the activations live at each point of those
//   are the same in every plan's program.
// - At stage 3, their states, those activations and the weights gathered
//   at that point do not: a plan that keeps every unit gathered from the
//   forward to the backward (`reshard-after-forward=false`) holds all of
//   Llama 3.1 405B's 811 GB of weights there. Where the forward and the
//   backward read a weight is the same in every program too, and the
//   lowering gathers a unit before each read and, for a unit it keeps
//   gathered, from its first read to its last (GatherSchedule.h).
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/PlanSearch.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/OptimizerUpdate.h"

#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::zero;

SmallVector<ArgumentSummary> zero::summarizeArguments(FunctionOpInterface step,
                                                      const StateTable *table) {
  SmallVector<ArgumentSummary> summaries;
  summaries.reserve(step.getNumArguments());
  // The parameters kept on the device, named by their weight arguments.
  llvm::StringSet<> onDevice;
  for (unsigned i = 0, e = step.getNumArguments(); i < e; ++i)
    if (auto state =
            step.getArgAttrOfType<StateAttr>(i, ZeroDialect::kStateAttrName);
        state && step.getArgAttr(i, ZeroDialect::kOnDeviceAttrName))
      onDevice.insert(state.getParam());
  for (unsigned i = 0, e = step.getNumArguments(); i < e; ++i) {
    ArgumentSummary &summary = summaries.emplace_back();
    summary.ownGroup =
        step.getArgAttr(i, ZeroDialect::kDpAxesAttrName) != nullptr;
    auto type = dyn_cast<ShapedType>(step.getArgument(i).getType());
    if (!type || !type.hasStaticShape())
      continue;
    // An argument already placed off the device (or anywhere by hand)
    // is left out rather than guessed.
    if (step.getArgAttr(i, ZeroDialect::kTierAttrName))
      continue;
    std::optional<uint64_t> elements = getNumElements(type);
    std::optional<uint64_t> bits = getElementBitWidth(type.getElementType());
    if (!elements || !bits)
      continue;
    summary.counted = true;
    summary.elements = *elements;
    // Whole bytes per element, as getByteSize counts them.
    summary.bits = (*bits + 7) / 8 * 8;
    if (auto state =
            step.getArgAttrOfType<StateAttr>(i, ZeroDialect::kStateAttrName)) {
      summary.role = state.getRole();
      summary.onDevice = onDevice.contains(state.getParam());
    }
    summary.persistent = getArgumentMaxStage(step, i) < 3;
    summary.castMarked =
        step.getArgAttr(i, ZeroDialect::kCastOnGatherAttrName) != nullptr;
  }
  if (!table)
    return summaries;
  // A state result updates its argument in place (the measurement's
  // donation): two arguments updated from one value, or from views of it,
  // are one buffer.
  Operation *terminator = step.getFunctionBody().front().getTerminator();
  llvm::DenseMap<Value, unsigned> firstUpdatedFrom;
  for (const ParamStates &param : table->getParams())
    for (const StateResult &result : param.results) {
      auto argument =
          dyn_cast<BlockArgument>(param.getUpdatedInput(result).value);
      if (!argument || result.resultIndex >= terminator->getNumOperands())
        continue;
      Value source = getViewedValue(terminator->getOperand(result.resultIndex));
      auto [first, inserted] =
          firstUpdatedFrom.try_emplace(source, argument.getArgNumber());
      if (!inserted && first->second != argument.getArgNumber())
        summaries[argument.getArgNumber()].sharesBufferWith = first->second;
    }
  return summaries;
}

std::optional<uint64_t>
zero::getResidentArgumentBytes(ArrayRef<ArgumentSummary> arguments,
                               const ShardPlan &plan, int64_t shardRanks,
                               bool statesOnly) {
  if (shardRanks < 1)
    return std::nullopt;
  StageDecisions decisions = plan.getDecisions();
  WeightCasts casts = getWeightCasts(plan.castOnGather, decisions.shardWeights,
                                     plan.offload.target);
  // The bytes held of each buffer, by its first argument: an argument's
  // own, or the largest of the arguments that share it
  // (`sharesBufferWith`).
  llvm::MapVector<unsigned, uint64_t> bufferBytes;
  for (auto [index, argument] : llvm::enumerate(arguments)) {
    // A parameter sharded over its own dp axes has another group than the
    // plan's: no bound.
    if (argument.ownGroup)
      return std::nullopt;
    if (!argument.counted)
      continue;
    // An input that is no state may be freed after its last read.
    if (!argument.role && statesOnly)
      continue;
    bool sharded = false;
    if (argument.role) {
      switch (*argument.role) {
      case StateRole::Grad:
        // Gradients the step takes as arguments are left out: what the
        // rewrite does with them is not this bound's to assume.
        continue;
      case StateRole::Weight:
        // Cast-on-gather drops the weight's argument; offload-params moves
        // its shard to the host or NVMe, unless its parameter stays on the
        // device. A persistent weight stays whole, on the device.
        if (argument.persistent) {
          sharded = false;
          break;
        }
        if (casts == WeightCasts::Every ||
            (casts == WeightCasts::Marked && argument.castMarked) ||
            (plan.offload.params && !argument.onDevice))
          continue;
        sharded = decisions.shardWeights;
        break;
      case StateRole::Optimizer:
        if (plan.offload.target != OffloadTarget::None && !argument.onDevice)
          continue;
        sharded = decisions.shardOptimizerStates;
        break;
      }
    }
    // A sharded state holds at least floor(n / G) elements on every rank,
    // whatever the padding and the flattening.
    uint64_t held = sharded
                        ? argument.elements / static_cast<uint64_t>(shardRanks)
                        : argument.elements;
    uint64_t heldBits = 0;
    if (__builtin_mul_overflow(held, argument.bits, &heldBits))
      return std::nullopt;
    uint64_t &bytes = bufferBytes[argument.sharesBufferWith.value_or(index)];
    bytes = std::max(bytes, heldBits / 8);
  }
  uint64_t total = 0;
  for (auto &[first, bytes] : bufferBytes)
    if (__builtin_add_overflow(total, bytes, &total))
      return std::nullopt;
  return total;
}

std::optional<uint64_t> zero::getResidentArgumentBytes(FunctionOpInterface step,
                                                       const ShardPlan &plan,
                                                       int64_t shardRanks,
                                                       bool statesOnly) {
  // The state table, where the step has one, tells which arguments share
  // a buffer; asked quietly, since the bound only asks.
  ScopedDiagnosticHandler quiet(step.getContext(),
                                [](Diagnostic &) { return success(); });
  FailureOr<StateTable> table = StateTable::build(step);
  return getResidentArgumentBytes(
      summarizeArguments(step, succeeded(table) ? &*table : nullptr), plan,
      shardRanks, statesOnly);
}

LiveBytesBound::LiveBytesBound(
    const StateTable &table,
    const llvm::DenseMap<Operation *, StepPhase> &phases)
    : table(table) {
  FunctionOpInterface step = table.getFunction();
  Block &body = step.getFunctionBody().front();
  // The ops no plan changes but for the weights they read: the forward,
  // the backward and its recomputation. The optimizer's update is sharded,
  // so what it reads is left out.
  auto isKept = [&](Operation *op) {
    return phases.lookup(op) != StepPhase::Optimizer &&
           !isa<ZeroDialect>(op->getDialect());
  };
  llvm::DenseMap<Operation *, unsigned> position;
  for (auto [index, op] : llvm::enumerate(body))
    position[&op] = index;

  // Values that share a buffer in some program of the step, as far as the
  // bound can tell: a view and its source, a destination-passing result
  // and its init, a state result and the state it updates. Coarser than
  // the liveness model's classes (BufferSchedule), which share an init
  // only where it dies: each class here holds whole classes of the model.
  llvm::EquivalenceClasses<Value> classes;
  for (Operation &op : body) {
    if (op.getNumResults() == 0)
      continue;
    if (isBufferView(&op) && op.getNumOperands() != 0)
      classes.unionSets(op.getResult(0), op.getOperand(0));
    else if (auto dps = dyn_cast<DestinationStyleOpInterface>(&op))
      for (auto [result, init] :
           llvm::zip(op.getResults(), dps.getDpsInitsMutable()))
        classes.unionSets(result, init.get());
  }
  auto rootOf = [&](Value value) {
    return classes.getOrInsertLeaderValue(value);
  };
  Operation *terminator = body.getTerminator();
  // A class that holds a state or an argument is counted with the states
  // (or not at all): it holds no activation.
  llvm::DenseSet<Value> notActivations;
  for (const ParamStates &param : table.getParams()) {
    for (const StateResult &result : param.results)
      classes.unionSets(terminator->getOperand(result.resultIndex),
                        param.getUpdatedInput(result).value);
    auto exclude = [&](const StateValue &state) {
      if (state.value)
        notActivations.insert(rootOf(state.value));
    };
    exclude(param.weight);
    exclude(param.grad);
    for (const StateValue &state : param.optimizer)
      exclude(state);
  }
  for (BlockArgument argument : body.getArguments())
    notActivations.insert(rootOf(argument));

  // Each value a kept op makes and a later kept op reads is live, in its
  // class's buffer, from the op after its own to that read, in every
  // plan's program. A class counts once where any of its values is live,
  // with the smallest of them: a lower bound of its buffer.
  llvm::DenseMap<Value, unsigned> classIndex;
  for (Operation &op : body) {
    if (!isKept(&op))
      continue;
    unsigned defined = position.lookup(&op);
    for (Value result : op.getResults()) {
      auto type = dyn_cast<RankedTensorType>(result.getType());
      if (!type || !type.hasStaticShape())
        continue;
      unsigned lastRead = 0;
      for (Operation *user : result.getUsers())
        if (Operation *top = body.findAncestorOpInBlock(*user);
            top && isKept(top))
          lastRead = std::max(lastRead, position.lookup(top));
      if (lastRead <= defined + 1)
        continue;
      Value root = rootOf(result);
      if (notActivations.contains(root))
        continue;
      std::optional<uint64_t> elements = getNumElements(type);
      std::optional<uint64_t> bytes =
          elements ? getByteSize(*elements, type.getElementType())
                   : std::nullopt;
      if (!bytes) {
        overflowed = true;
        return;
      }
      auto [found, inserted] = classIndex.try_emplace(root, ownerBytes.size());
      if (inserted)
        ownerBytes.push_back(UINT64_MAX);
      ownerBytes[found->second] = std::min(ownerBytes[found->second], *bytes);
      activationEvents.push_back({defined + 1, +1, found->second});
      activationEvents.push_back({lastRead + 1, -1, found->second});
    }
  }
  activationOwners = ownerBytes.size();
  // Ends before starts at one position: a value read last at p - 1 is gone
  // where another starts at p.
  llvm::sort(activationEvents);
  activationPeak = sweep({});

  // The weights stage 3 gathers, and where the forward and the backward
  // read them: the ops that read a weight directly or through views, the
  // views aside (the rewrite moves each view of a weight next to its
  // reader, ShardLoweringQueries.h). Every such read is of the gathered
  // weight, so it is live there; the full weight of `n` elements is at
  // least `n` of its element type (the gather pads it).
  gatheredUnits = getUnitsGatheredForUse(table, computeGatheringUnits(table));
  for (const GatheringUnit &unit : gatheredUnits) {
    SmallVector<unsigned> &uses = unitUses.emplace_back();
    uint64_t unitBytes = 0;
    for (unsigned param : unit.params) {
      const StateValue &weight = table.getParams()[param].weight;
      std::optional<uint64_t> bytes = getByteSize(
          table.getParams()[param].getNumElements(), weight.getElementType());
      // Past 2^64 the unit saturates, and a sweep that counts it gives no
      // bound; the activations' alone still does.
      if (!bytes || __builtin_add_overflow(unitBytes, *bytes, &unitBytes))
        unitBytes = UINT64_MAX;
      SmallVector<Operation *> worklist(weight.value.getUsers());
      llvm::SmallPtrSet<Operation *, 8> seen;
      while (!worklist.empty()) {
        Operation *top = body.findAncestorOpInBlock(*worklist.pop_back_val());
        if (!top || !seen.insert(top).second)
          continue;
        if (isViewOp(top))
          llvm::append_range(worklist, top->getUsers());
        else if (isKept(top))
          uses.push_back(position.lookup(top));
      }
    }
    llvm::sort(uses);
    uses.erase(llvm::unique(uses), uses.end());
    ownerBytes.push_back(unitBytes);
  }
}

std::optional<uint64_t>
LiveBytesBound::getPeakWithGatheredWeights(const ReshardPolicy &policy) const {
  // A unit kept gathered is held from before its first use to after its
  // last (GatherSchedule.h), whatever its other uses; any other is held
  // at least at each of its uses.
  SmallVector<bool> reshards = decideResharding(table, gatheredUnits, policy);
  SmallVector<LiveRange> weights;
  for (auto [unit, uses] : llvm::enumerate(unitUses)) {
    if (uses.empty())
      continue;
    unsigned owner = activationOwners + unit;
    if (!reshards[unit]) {
      weights.push_back({uses.front(), uses.back() + 1, owner});
      continue;
    }
    for (unsigned use : uses)
      weights.push_back({use, use + 1, owner});
  }
  return sweep(weights);
}

std::optional<uint64_t>
LiveBytesBound::sweep(ArrayRef<LiveRange> ranges) const {
  if (overflowed)
    return std::nullopt;
  SmallVector<Event> added;
  added.reserve(2 * ranges.size());
  for (const LiveRange &range : ranges) {
    added.push_back({range.start, +1, range.owner});
    added.push_back({range.end, -1, range.owner});
  }
  llvm::sort(added);
  SmallVector<unsigned> liveValues(ownerBytes.size(), 0);
  uint64_t live = 0, peak = 0;
  auto apply = [&](const Event &event) {
    auto [at, change, owner] = event;
    if (change > 0 && liveValues[owner]++ == 0 &&
        __builtin_add_overflow(live, ownerBytes[owner], &live))
      return false;
    if (change < 0 && --liveValues[owner] == 0)
      live -= ownerBytes[owner];
    peak = std::max(peak, live);
    return true;
  };
  // The two sorted lists in one order.
  const Event *next = activationEvents.begin(), *end = activationEvents.end();
  for (const Event &event : added) {
    for (; next != end && *next < event; ++next)
      if (!apply(*next))
        return std::nullopt;
    if (!apply(event))
      return std::nullopt;
  }
  for (; next != end; ++next)
    if (!apply(*next))
      return std::nullopt;
  return peak;
}
