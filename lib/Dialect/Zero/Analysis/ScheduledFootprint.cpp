//===- ScheduledFootprint.cpp - memory and traffic of a sharded step ------===//

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "detail/CollectiveBytes.h"
#include "detail/MeasuredTiers.h"
#include "detail/ScheduledCollectives.h"
#include "zero/Dialect/Zero/Analysis/DeviceMemory.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/InterleavedRange.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

namespace {

/// Dense numbers for the values at the top level of the body: the arguments
/// first, then the results of each op in the order the program runs them
/// (a collective's at its start), which is the order in which a
/// `BufferSchedule` numbers them. Looking values up by number rather than
/// hashing each `Value` is most of what makes the footprint of a step of a
/// million values cheap.
class BodyValues {
public:
  BodyValues(Block &body, ArrayRef<ProgramEntry> entries) {
    unsigned next = body.getNumArguments();
    for (const ProgramEntry &entry : entries) {
      if (entry.kind != ProgramEntry::Kind::Op &&
          entry.kind != ProgramEntry::Kind::Start)
        continue;
      position[entry.op] = firstResult.size();
      firstResult.push_back(next);
      next += entry.op->getNumResults();
    }
  }

  /// The number of `value`, defined at the top level of the body.
  unsigned getId(Value value) const {
    if (auto argument = dyn_cast<BlockArgument>(value))
      return argument.getArgNumber();
    auto result = cast<OpResult>(value);
    return firstResult[position.lookup(result.getOwner())] +
           result.getResultNumber();
  }

private:
  llvm::DenseMap<Operation *, unsigned> position;
  /// The number of each op's first result.
  SmallVector<unsigned> firstResult;
};

} // namespace

bool zero::isBufferView(Operation *op) {
  return isViewOp(op) || isa<AnnotateOp>(op);
}

Value zero::getViewedValue(Value value) {
  while (Operation *view = value.getDefiningOp()) {
    if (!isBufferView(view) || view->getNumOperands() == 0)
      break;
    value = view->getOperand(0);
  }
  return value;
}

std::optional<size_t>
zero::addModelStates(BufferSchedule &schedule,
                     ArrayRef<ScheduledParamStates> params,
                     RoleBytes &modelStates) {
  for (auto [index, param] : llvm::enumerate(params)) {
    auto addArgument = [&](std::optional<unsigned> state, uint64_t &sum) {
      if (!state)
        return true;
      schedule.markKind(*state, BufferKind::ModelState);
      schedule.markPersistent(*state);
      return addChecked(sum, schedule.getBytes(*state));
    };
    bool counted = addArgument(param.weight, modelStates.weights);
    for (auto [index, state] : llvm::enumerate(param.optimizer)) {
      counted &= addArgument(state, modelStates.optimizer);
      // The optimizer creates its own states in the first step; the master
      // copy is the framework's parameter, there before it.
      if (state && index != param.master)
        schedule.markCreatedAtFirstUse(*state);
    }
    // A gradient reduced only after the backward (stage 1) is kept full
    // until then; the others keep what the collective delivers.
    unsigned kept = (param.reducesAfterBackward || !param.reduced)
                        ? param.grad
                        : *param.reduced;
    counted &= addChecked(modelStates.grads, schedule.getBytes(kept));
    if (!counted)
      return index;
    schedule.markKind(param.grad, BufferKind::GradientBucket);
    if (param.reduced)
      schedule.markKind(*param.reduced, BufferKind::GradientBucket);
    schedule.markKind(kept, BufferKind::ModelState);
  }
  modelStates.total = modelStates.weights;
  if (!addChecked(modelStates.total, modelStates.grads) ||
      !addChecked(modelStates.total, modelStates.optimizer))
    return params.size();
  return std::nullopt;
}

/// Checks a plan of shard groups on a mesh (`#zero.plan` with `dp_axes`
/// and `shard_group`): G must be the ranks of a tail of its axes, as
/// zero-shard splits them, and no parameter may name a group of its own,
/// which zero-shard does not combine with shard groups.
static LogicalResult checkMeshShardGroups(const StateTable &table,
                                          PlanAttr plan) {
  FunctionOpInterface function = table.getFunction();
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
      function, plan.getGrid());
  if (!grid)
    return emitError(getWholeFunctionLoc(function))
           << "the plan names " << plan.getGrid()
           << ", which is not a 'shard.grid' in the module";
  SmallVector<int16_t, 2> axes = plan.getDpGridAxes();
  // The axes must be the grid's, of static sizes, before they are split.
  if (failed(getGroupSize(grid, axes, [&] {
        return emitError(getWholeFunctionLoc(function))
               << "the plan's dp_axes of @" << grid.getSymName() << ": ";
      })))
    return failure();
  if (!findShardAxesOnMesh(grid.getShape(), axes, plan.getShardGroup()))
    return emitError(getWholeFunctionLoc(function))
           << "the plan shards over groups of " << plan.getShardGroup()
           << " ranks on dp_axes [" << llvm::interleaved(axes) << "] of @"
           << grid.getSymName()
           << ", which are not the ranks of the last of those axes, as "
              "zero-shard splits them; zero-shard the original "
              "single-device step instead of editing a sharded one";
  for (const ParamStates &param : table.getParams())
    if (param.dpAxisNames)
      return emitError(Location(param.weight.loc))
             << "\"" << param.name << "\" names data-parallel axes of its own ("
             << ZeroDialect::kDpAxesAttrName
             << "), which a plan in shard groups on a mesh does not "
                "combine with; zero-shard the original single-device step";
  return success();
}

LogicalResult zero::checkStatesMatchPlan(const StateTable &table, int stage,
                                         int64_t worldSize,
                                         ArrayRef<int64_t> shardRanksOfParam,
                                         OffloadTarget offload) {
  StageDecisions decisions = getStagePreset(stage);
  bool ok = true;
  int64_t shardRanks = 1;
  auto check = [&](const ParamStates &param, const StateValue &state) {
    // A weight cast from its master is checked as the master.
    if (!state.isHeld() || !isa<BlockArgument>(state.value))
      return;
    StateRole role = state.state.getRole();
    bool sharded = worldSize > 1 && role != StateRole::Grad &&
                   decisions.forParam(param.maxStage).shards(role);
    StringRef roleName = stringifyStateRole(role);
    if (state.isShard() != sharded) {
      ok = false;
      InFlightDiagnostic diagnostic = emitError(Location(state.loc));
      diagnostic << "the " << roleName << " of \"" << param.name << "\" is "
                 << (state.isShard() ? "a shard" : "the full tensor")
                 << ", but the plan (stage " << stage << " on " << worldSize
                 << " ranks"
                 << (param.persistent ? ", the weight persistent" : "");
      if (!param.persistent && param.maxStage < 3)
        diagnostic << ", the parameter capped at stage " << param.maxStage;
      diagnostic << ") " << (sharded ? "shards the" : "keeps the full") << " "
                 << roleName
                 << "; zero-shard the original single-device step instead of "
                    "editing a sharded one";
      return;
    }
    if (!sharded)
      return;
    // With shard groups (HSDP) a shard is 1/G of the tensor, G = 1
    // included: the rewrite flattens the states all the same.
    RankedTensorType expected = RankedTensorType::get(
        {static_cast<int64_t>(llvm::divideCeil(state.numElements, shardRanks))},
        state.getElementType());
    if (state.shardType != expected) {
      ok = false;
      emitError(Location(state.loc))
          << "the " << roleName << " of \"" << param.name << "\" is a shard "
          << state.shardType << " of " << state.type << ", but on "
          << shardRanks << " ranks each rank holds " << expected
          << "; zero-shard the original single-device step instead of "
             "editing a sharded one";
    }
  };
  for (auto [param, ranks] : llvm::zip(table.getParams(), shardRanksOfParam)) {
    shardRanks = ranks;
    check(param, param.weight);
    check(param, param.grad);
    for (const StateValue &state : param.optimizer)
      check(param, state);
  }
  // Offload places the optimizer states of every parameter but those kept
  // on the device (`zero.on_device`) in its tier (TierLowering.h); without
  // it every state is on the device.
  FunctionOpInterface function = table.getFunction();
  for (const ParamStates &param : table.getParams())
    for (const StateValue &state : param.optimizer) {
      auto argument = dyn_cast<BlockArgument>(state.value);
      if (!argument ||
          argument.getOwner() != &function.getFunctionBody().front())
        continue;
      auto tierAttr = function.getArgAttrOfType<TierAttr>(
          argument.getArgNumber(), ZeroDialect::kTierAttrName);
      MemoryTier tier = tierAttr ? tierAttr.getValue() : MemoryTier::Device;
      MemoryTier planned = param.onDevice || offload == OffloadTarget::None
                               ? MemoryTier::Device
                           : offload == OffloadTarget::Nvme ? MemoryTier::Nvme
                                                            : MemoryTier::Host;
      if (tier == planned)
        continue;
      ok = false;
      emitError(Location(state.loc))
          << "the optimizer state of \"" << param.name << "\" is in "
          << stringifyMemoryTier(tier) << " memory, but the plan (offload="
          << stringifyOffloadTarget(offload)
          << (param.onDevice && offload != OffloadTarget::None
                  ? ", the parameter kept on the device ('" +
                        ZeroDialect::kOnDeviceAttrName.str() + "')"
                  : std::string())
          << ") places it in " << stringifyMemoryTier(planned) << " memory; "
          << (offload == OffloadTarget::None
                  ? "remove its '" + ZeroDialect::kTierAttrName.str() +
                        "', or zero-shard the original single-device step "
                        "with offload=cpu|nvme"
                  : std::string("zero-shard the original single-device step "
                                "instead of editing an offloaded one"));
    }
  return success(ok);
}

FailureOr<ScheduledFootprint>
zero::computeScheduledFootprint(const StateTable &table, int64_t worldSize,
                                const ProgramOrder *order) {
  ScheduledFootprint footprint;
  footprint.worldSize = worldSize;
  footprint.shardRanks = worldSize;
  if (auto plan = table.getFunction()->getAttrOfType<PlanAttr>(
          ZeroDialect::kPlanAttrName)) {
    footprint.stage = plan.getStage();
    footprint.reshardAfterForward = plan.getReshardAfterForward();
    if (plan.getReshardThreshold() >= 0) {
      footprint.reshardThreshold = plan.getReshardThreshold();
      footprint.keptPeakBytes = plan.getKeptPeakBytes();
    }
    footprint.offload = plan.getOffload();
    footprint.offloadParams = plan.getOffloadParams();
    if (auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
            table.getFunction(), plan.getGrid()))
      footprint.gridShape.assign(grid.getShape().begin(),
                                 grid.getShape().end());
    // HSDP: the states are shards of 1/G, replicated N/G times.
    if (int64_t shardRanks = plan.getShardGroup()) {
      if (worldSize % shardRanks != 0)
        return emitError(getWholeFunctionLoc(table.getFunction()))
               << "the plan shards over groups of " << shardRanks
               << " ranks, which do not divide the " << worldSize
               << " ranks of its grid; zero-shard the original "
                  "single-device step instead of editing a sharded one";
      footprint.shardRanks = shardRanks;
    }
  }
  if (footprint.gridShape.empty())
    footprint.gridShape = {worldSize};
  // Each parameter's shard is 1/G of it, G its group's ranks: on a mesh,
  // a parameter may have a group of its own (`zero.dp_axes`).
  SmallVector<int64_t> shardRanksOfParam(table.getParams().size(),
                                         footprint.shardRanks);
  auto plan =
      table.getFunction()->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName);
  if (plan && !plan.getDpAxes().empty() && plan.getShardGroup() != 0 &&
      plan.getShardGroup() != worldSize) {
    // Hybrid groups on a mesh: every parameter in shard groups of G, the
    // last of ZeRO's axes (findShardAxesOnMesh).
    if (failed(checkMeshShardGroups(table, plan)))
      return failure();
  } else if (plan && !plan.getDpAxes().empty()) {
    auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
        table.getFunction(), plan.getGrid());
    FailureOr<SmallVector<ParamGroup>> groups =
        grid ? groupParamsOnMesh(table, grid, plan.getDpGridAxes())
             : FailureOr<SmallVector<ParamGroup>>(failure());
    if (failed(groups))
      return failure();
    for (const ParamGroup &group : *groups)
      for (unsigned param : group.params)
        shardRanksOfParam[param] = group.ranks;
  }
  if (failed(checkStatesMatchPlan(table, footprint.stage, worldSize,
                                  shardRanksOfParam, footprint.offload)))
    return failure();
  FunctionOpInterface function = table.getFunction();
  Block &body = function.getFunctionBody().front();

  // The program in the order it runs: as written, or as `order` plans it.
  std::optional<ProgramOrder> written;
  if (!order)
    order = &written.emplace(ProgramOrder::asWritten(body));
  ArrayRef<ProgramEntry> entries = order->getEntries();
  auto numEntries = static_cast<unsigned>(entries.size());
  BodyValues values(body, entries);
  // The ops of the program, each once, in that order (the release pieces as
  // their op, a planned collective as its start).
  SmallVector<Operation *> opAt;
  opAt.reserve(numEntries);
  for (const ProgramEntry &entry : entries)
    if (entry.kind == ProgramEntry::Kind::Op ||
        entry.kind == ProgramEntry::Kind::Start ||
        (entry.kind == ProgramEntry::Kind::Release && entry.isOwnRelease))
      opAt.push_back(entry.op);
  Operation *terminator = body.getTerminator();
  // Whether the collective `op` runs as a start and a wait: written so (a
  // start has its token besides its tensors), or planned so.
  auto isAsync = [&](Operation *op) {
    return order->isAsync(op) ||
           getCollectiveTensors(op).size() != op->getNumResults();
  };

  // Every tensor the sweep counts must have a size in bytes, and every
  // collective a static one: its bytes are the traffic the report shows.
  // A step has few distinct types, so each is sized once.
  llvm::DenseMap<Type, std::optional<uint64_t>> bytesOfType;
  auto sizeOf = [&](Type type) {
    auto [it, inserted] = bytesOfType.try_emplace(type);
    if (inserted)
      it->second = getStaticTensorBytes(type);
    return it->second;
  };
  bool sizable = true;
  auto checkSizable = [&](Value value, Location loc) {
    if (sizeOf(value.getType()))
      return;
    sizable = false;
    Type elementType = cast<RankedTensorType>(value.getType()).getElementType();
    if (!getElementBitWidth(elementType) && !elementType.isIndex())
      emitError(loc) << "cannot count the bytes of " << value.getType()
                     << ": its element type " << elementType
                     << " has no fixed size in bytes; the memory sweep counts "
                        "tensors of integer, floating-point and complex "
                        "elements";
    else
      emitError(loc) << "cannot count the bytes of " << value.getType()
                     << ": it is larger than 2^63 - 1 bytes; "
                     << kFootprintTooLarge;
  };
  for (BlockArgument argument : body.getArguments())
    checkSizable(argument, argument.getLoc());
  for (Operation *op : opAt) {
    for (Value result : op->getResults())
      checkSizable(result, op->getLoc());
    if (!getCollectiveKind(op))
      continue;
    for (Value value :
         llvm::concat<Value>(op->getOperands(), getCollectiveTensors(op)))
      if (!cast<RankedTensorType>(value.getType()).hasStaticShape()) {
        sizable = false;
        op->emitOpError() << "moves " << value.getType()
                          << ", a tensor of dynamic shape, so the bytes it "
                             "sends are unknown; give every dimension a size";
        break;
      }
  }
  if (!sizable)
    return failure();

  // A state result that an asynchronous collective delivers (the gather of
  // an updated weight at stages 1-2, prefetched) is not written in place:
  // the start allocates its buffer, and the donation copies it into the
  // argument's after the wait (zero-donate-states). It lives from the start
  // to its wait, not to the return.
  llvm::DenseSet<unsigned> returnedAtWait; // terminator operand numbers
  llvm::DenseMap<Operation *, SmallVector<Value>> readAtWait; // by start
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results) {
      Value source = getViewedValue(terminator->getOperand(result.resultIndex));
      Operation *start = source.getDefiningOp();
      if (!start || !getCollectiveKind(start) || !isAsync(start))
        continue;
      returnedAtWait.insert(result.resultIndex);
      readAtWait[start].push_back(source);
    }

  // The program as the liveness model sees it: each op defines its results
  // and reads its tensor operands and the tensors its regions capture.
  BufferSchedule schedule;
  for (BlockArgument argument : body.getArguments())
    schedule.addArgument(*sizeOf(argument.getType()));
  // A collective in flight reads its inputs until its wait (its results
  // are allocated at the start, which defines them).
  auto readUntilWait = [&](Operation *start) {
    for (Value input : start->getOperands())
      schedule.addUse(values.getId(input));
    for (Value donated : readAtWait.lookup(start))
      schedule.addUse(values.getId(donated));
  };
  for (const ProgramEntry &entry : entries) {
    Operation *op = entry.op;
    schedule.beginOp();
    if (entry.kind == ProgramEntry::Kind::Wait) {
      readUntilWait(op);
      continue;
    }
    if (entry.kind == ProgramEntry::Kind::Release) {
      for (Value tensor : order->getReleased(entry))
        schedule.addUse(values.getId(tensor));
      continue;
    }
    for (Value result : op->getResults())
      schedule.addResult(*sizeOf(result.getType()));
    for (OpOperand &operand : op->getOpOperands())
      if (isa<RankedTensorType>(operand.get().getType()) &&
          !(op == terminator &&
            returnedAtWait.contains(operand.getOperandNumber())))
        schedule.addUse(values.getId(operand.get()));
    if (auto wait = dyn_cast<WaitOp>(op))
      readUntilWait(wait.getStart());
    // The flat buffers a GPU framework runs the collective through.
    if (std::optional<CollectiveKind> kind = getCollectiveKind(op)) {
      SmallVector<unsigned> operands, results;
      for (Value operand : op->getOperands())
        operands.push_back(values.getId(operand));
      for (Value result : getCollectiveTensors(op))
        results.push_back(values.getId(result));
      recordCollectiveBuffers(schedule, *kind, operands, results);
    }
    forEachValueReadInRegions(op, body, [&](Value operand) {
      if (isa<RankedTensorType>(operand.getType()))
        schedule.addUse(values.getId(operand));
    });
  }
  auto idOf = [&](Value value) { return values.getId(value); };

  if (failed(measureTiers(function, idOf, schedule, footprint)))
    return failure();

  // Buffers: views share their source's; destination-passing results
  // their init's where they are its last reader.
  for (Operation *op : opAt) {
    if (isBufferView(op) && op->getNumResults() == 1) {
      schedule.shareBuffer(idOf(op->getResult(0)), idOf(op->getOperand(0)));
    } else if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
      SmallVector<Value> inits = getTensorInits(dps);
      for (auto [result, init] : llvm::zip_equal(op->getResults(), inits))
        schedule.shareInitBuffer(idOf(result), idOf(init));
    }
  }
  // Results marked as states update their input in place.
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results)
      if (!returnedAtWait.contains(result.resultIndex))
        schedule.shareBuffer(idOf(terminator->getOperand(result.resultIndex)),
                             idOf(param.getUpdatedInput(result).value));

  // Model states: the state arguments, and per parameter the gradient
  // buffer the stage keeps (what its collective delivers).
  // A hybrid program reduces in steps (reduce-scatter in the shard group,
  // all-reduce across replicas, at stage 0 an all-gather back): what the
  // update reads is the end of that chain.
  llvm::DenseMap<Value, Value> nextStepOf; // a value -> its next reduction
  // An all-gather continues a reduction when what it gathers is what a
  // reduction delivered (stage 0's hierarchical all-reduce); any other
  // gathers weights, for their uses or updated. The program says which,
  // whatever plan wrote it.
  llvm::DenseSet<Value> reductionResults;
  llvm::SmallPtrSet<Operation *, 8> reductionGathers;
  for (Operation *op : opAt) {
    std::optional<CollectiveKind> kind = getCollectiveKind(op);
    if (!kind)
      continue;
    if (*kind == CollectiveKind::AllGather) {
      if (llvm::none_of(op->getOperands(), [&](Value input) {
            return reductionResults.contains(stripShardLayout(input));
          }))
        continue;
      reductionGathers.insert(op);
    }
    for (auto [input, result] :
         llvm::zip(op->getOperands(), op->getResults())) {
      nextStepOf.try_emplace(stripShardLayout(input), result);
      reductionResults.insert(result);
    }
  }
  llvm::DenseMap<Value, Value> reducedOf; // annotated gradient -> result
  for (const ParamStates &param : table.getParams()) {
    Value reduced = nextStepOf.lookup(param.grad.value);
    if (!reduced)
      continue;
    while (Value next = nextStepOf.lookup(reduced))
      reduced = next;
    reducedOf[param.grad.value] = reduced;
  }
  SmallVector<ScheduledParamStates> states;
  for (const ParamStates &param : table.getParams()) {
    ScheduledParamStates &scheduled = states.emplace_back();
    auto argumentId = [&](const StateValue &state) -> std::optional<unsigned> {
      if (!state.isHeld() || !isa<BlockArgument>(state.value))
        return std::nullopt;
      return idOf(state.value);
    };
    scheduled.weight = argumentId(param.weight);
    for (const StateValue &state : param.optimizer)
      scheduled.optimizer.push_back(argumentId(state));
    if (param.weight.castFrom)
      scheduled.master = param.weight.castFrom;
    else if (std::optional<MasterCopy> master =
                 findMasterCopy(param, terminator))
      scheduled.master = master->index;
    scheduled.grad = idOf(param.grad.value);
    if (Value reduced = reducedOf.lookup(param.grad.value))
      scheduled.reduced = idOf(reduced);
    // Whether the full gradient waits for the end of the backward is the
    // plan's to say (its stage, capped at the parameter's): with one unit,
    // stages 1 and 2 write the same program.
    scheduled.reducesAfterBackward = getStagePreset(footprint.stage)
                                         .forParam(param.maxStage)
                                         .reducesGradientsAfterBackward();
  }
  if (std::optional<size_t> overflow =
          addModelStates(schedule, states, footprint.modelStates)) {
    if (*overflow == states.size())
      return emitError(getWholeFunctionLoc(function))
             << "the model-state bytes per rank pass 2^64; "
             << kFootprintTooLarge;
    const ParamStates &param = table.getParams()[*overflow];
    return emitError(Location(param.weight.loc))
           << "the model-state bytes per rank pass 2^64 at \"" << param.name
           << "\"; " << kFootprintTooLarge;
  }

  auto continuesReduction = [&](Operation *gather) {
    return reductionGathers.contains(gather);
  };
  if (failed(countScheduledCollectives(table, continuesReduction, opAt, idOf,
                                       schedule, footprint)))
    return failure();

  TierBytes tierPeaks;
  FailureOr<std::pair<LiveBytes, unsigned>> peak = schedule.computePeak(
      [&](unsigned at) {
        return at < numEntries ? entries[at].op->getLoc()
                               : terminator->getLoc();
      },
      &tierPeaks);
  if (failed(peak))
    return failure();
  footprint.hostPeakBytes = tierPeaks[static_cast<int>(MemoryTier::Host)];
  footprint.nvmeBytes = tierPeaks[static_cast<int>(MemoryTier::Nvme)];
  footprint.peak = peak->first;
  if (footprint.peak.total() > 0)
    footprint.peakOp =
        peak->second < numEntries ? entries[peak->second].op : terminator;
  // One replay gives each stream's pool; the reserve is their sum.
  std::optional<StreamBytes> pools = estimateReservedPools(schedule);
  std::optional<uint64_t> reserved =
      pools ? sumReservedPools(*pools) : std::nullopt;
  if (!reserved)
    return emitError(terminator->getLoc())
           << "the caching allocator's pool per rank passes 2^64 bytes; check "
              "the tensor shapes";
  footprint.reservedBytes = *reserved;
  footprint.reservedByStream = *pools;
  return footprint;
}

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

ScheduledFootprintAnalysis::ScheduledFootprintAnalysis(
    Operation *function, AnalysisManager &manager) {
  auto &states = manager.getAnalysis<StateTableAnalysis>();
  if (!states.failed())
    table = &states.getTable();
}

FailureOr<const ScheduledFootprint *>
ScheduledFootprintAnalysis::getFootprint(int64_t worldSize) {
  assert(table && "the state table failed");
  auto [it, inserted] = footprints.try_emplace(worldSize);
  if (inserted) {
    FailureOr<ScheduledFootprint> footprint =
        computeScheduledFootprint(*table, worldSize);
    if (succeeded(footprint))
      it->second = std::move(*footprint);
  }
  if (!it->second)
    return failure();
  return &*it->second;
}

bool ScheduledFootprintAnalysis::isInvalidated(
    const AnalysisManager::PreservedAnalyses &preserved) {
  return !preserved.isPreserved<ScheduledFootprintAnalysis>() ||
         !preserved.isPreserved<StateTableAnalysis>();
}
