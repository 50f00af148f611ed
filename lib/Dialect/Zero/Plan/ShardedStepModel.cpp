//===- ShardedStepModel.cpp - zero-shard's program, without writing it ----===//
//
// Read top-down: the description of the unsharded step (built once), the
// replay's edits of that program (inserted ops, changed operands, its
// order), then what the written program would measure and `evaluate`. The
// steps that make the edits are the lowering's (ShardLowering.h); how
// the replay records each kind of edit is in ShardedStepModelSteps.cpp; the
// types both files share are in ShardedStepModelImpl.h.
//
//===----------------------------------------------------------------------===//

#include "detail/ShardedStepModelImpl.h"

#include "zero/Dialect/Zero/Analysis/DeviceMemory.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

//===----------------------------------------------------------------------===//
// The unsharded step as the liveness model reads it
//===----------------------------------------------------------------------===//

void ShardedStepModel::Description::describe() {
  unsigned next = body.getNumArguments();
  for (BlockArgument argument : body.getArguments()) {
    types.push_back(argument.getType());
    definingOp.push_back(~0u);
  }
  for (Operation &op : body) {
    position[&op] = ops.size();
    ops.push_back({&op, next, op.getNumResults(), 0, 0, 0, 0, ~0u, false});
    for (Value result : op.getResults()) {
      types.push_back(result.getType());
      definingOp.push_back(ops.size() - 1);
    }
    next += op.getNumResults();
    if (getCollectiveKind(&op))
      covered = false;
  }
  for (BaseOp &base : ops) {
    Operation *op = base.op;
    base.operandsBegin = operands.size();
    for (Value operand : op->getOperands())
      operands.push_back(getId(operand));
    base.operandsEnd = operands.size();
    base.capturedBegin = captured.size();
    if (op->getNumRegions() != 0) {
      llvm::SmallSetVector<unsigned, 8> reads;
      forEachValueReadInRegions(
          op, body, [&](Value operand) { reads.insert(getId(operand)); });
      captured.append(reads.begin(), reads.end());
    }
    base.capturedEnd = captured.size();
    base.isView = isBufferView(op) && op->getNumResults() == 1;
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
      if (op->getNumResults() != 0)
        base.initsBegin = dps.getDpsInitsMutable()[0].getOperandNumber();
  }
  valueBytes.reserve(types.size());
  for (Type type : types) {
    valueBytes.push_back(getBytesUnlocked(type));
    if (!valueBytes.back())
      covered = false;
  }
  for (const ParamStates &param : table.getParams()) {
    hasParamGroups |= static_cast<bool>(param.dpAxisNames);
    SmallVector<unsigned, 4> &readers = weightReaders.emplace_back();
    for (Operation *user : param.weight.value.getUsers())
      if (Operation *top = body.findAncestorOpInBlock(*user))
        readers.push_back(position.lookup(top));
  }
}

//===----------------------------------------------------------------------===//
// The replay of one rewrite
//===----------------------------------------------------------------------===//

SmallVectorImpl<unsigned> &Replay::getOperands(unsigned op) {
  if (isNew(op))
    return getNew(op).operands;
  unsigned &list = changedOperandsOf[op];
  if (list == ~0u) {
    const BaseOp &base = d.ops[op];
    list = changedLists.size();
    changedLists.emplace_back(d.operands.begin() + base.operandsBegin,
                              d.operands.begin() + base.operandsEnd);
  }
  return changedLists[list];
}

SmallVectorImpl<unsigned> &Replay::getCaptured(unsigned op) {
  if (isNew(op))
    return getNew(op).captured;
  unsigned &list = changedCapturedOf[op];
  if (list == ~0u) {
    const BaseOp &base = d.ops[op];
    list = changedLists.size();
    changedLists.emplace_back(d.captured.begin() + base.capturedBegin,
                              d.captured.begin() + base.capturedEnd);
  }
  return changedLists[list];
}

ArrayRef<unsigned> Replay::readOperands(unsigned op) const {
  if (isNew(op))
    return newOps[op - numBaseOps].operands;
  if (unsigned list = changedOperandsOf[op]; list != ~0u)
    return changedLists[list];
  const BaseOp &base = d.ops[op];
  return ArrayRef<unsigned>(d.operands)
      .slice(base.operandsBegin, base.operandsEnd - base.operandsBegin);
}

ArrayRef<unsigned> Replay::readCaptured(unsigned op) const {
  if (isNew(op))
    return newOps[op - numBaseOps].captured;
  if (unsigned list = changedCapturedOf[op]; list != ~0u)
    return changedLists[list];
  const BaseOp &base = d.ops[op];
  return ArrayRef<unsigned>(d.captured)
      .slice(base.capturedBegin, base.capturedEnd - base.capturedBegin);
}

unsigned Replay::create(NewOp op) {
  auto id = static_cast<unsigned>(numBaseOps + newOps.size());
  if (op.collective) {
    CollectiveTraffic &traffic = collectives[static_cast<int>(*op.collective)];
    ++traffic.count;
  }
  for (unsigned result : op.results)
    newValueOp[result - numBaseValues] = id;
  newOps.push_back(std::move(op));
  next.push_back(insertionPoint);
  unsigned before = insertionPoint == kEnd ? tail : previous[insertionPoint];
  previous.push_back(before);
  erased.push_back(false);
  (before == kEnd ? head : next[before]) = id;
  (insertionPoint == kEnd ? tail : previous[insertionPoint]) = id;
  return id;
}

void Replay::replaceIn(unsigned op, unsigned from, unsigned to) {
  for (unsigned &operand : getOperands(op))
    if (operand == from)
      operand = to;
  for (unsigned &value : getCaptured(op))
    if (value == from)
      value = to;
}

SmallVector<unsigned> Replay::replaceMapped(unsigned op) {
  SmallVector<unsigned> replaced;
  auto replace = [&](unsigned &value) {
    auto it = mapping.find(value);
    if (it == mapping.end() || it->second == value)
      return;
    replaced.push_back(value);
    value = it->second;
  };
  for (unsigned &operand : getOperands(op))
    replace(operand);
  for (unsigned &value : getCaptured(op))
    replace(value);
  return replaced;
}

void Replay::indexReaders(SmallVectorImpl<unsigned> &begin,
                          SmallVectorImpl<unsigned> &users) const {
  unsigned numValues = numBaseValues + newTypes.size();
  begin.assign(numValues + 1, 0);
  auto forEachRead = [&](auto callback) {
    for (unsigned op = head; op != kEnd; op = next[op])
      for (unsigned value :
           llvm::concat<const unsigned>(readOperands(op), readCaptured(op)))
        callback(op, value);
  };
  forEachRead([&](unsigned, unsigned value) { ++begin[value + 1]; });
  for (unsigned value = 0; value < numValues; ++value)
    begin[value + 1] += begin[value];
  users.resize(begin.back());
  SmallVector<unsigned> filled(begin.begin(), begin.end() - 1);
  forEachRead(
      [&](unsigned op, unsigned value) { users[filled[value]++] = op; });
}

/// `flattenTensor` (ZeroUtils.cpp).
unsigned Replay::flatten(unsigned value, Location) {
  auto type = cast<RankedTensorType>(getType(value));
  if (type.getRank() == 1)
    return value;
  return createView(value,
                    getFlatType(type.getNumElements(), type.getElementType()));
}

/// `padWithZeros` (ZeroShardRewriter.cpp): the zero is a constant the pad's
/// region yields.
unsigned Replay::padWithZeros(unsigned flat, int64_t paddedElements, Location) {
  auto type = cast<RankedTensorType>(getType(flat));
  if (paddedElements == type.getDimSize(0))
    return flat;
  unsigned zero = createScalar(type.getElementType());
  NewOp pad;
  pad.operands = {flat};
  pad.captured = {zero};
  pad.results = {addValue(getFlatType(paddedElements, type.getElementType()))};
  pad.hasRegions = true;
  pad.cost = getTensorCopyCost(type, getType(pad.results.front()));
  create(std::move(pad));
  return newOps.back().results.front();
}

/// `unflatten` (ZeroShardRewriter.cpp).
unsigned Replay::unflatten(unsigned flat, RankedTensorType fullType, Location) {
  auto flatType = cast<RankedTensorType>(getType(flat));
  int64_t numElements = fullType.getNumElements();
  if (flatType.getDimSize(0) != numElements)
    flat =
        createView(flat, getFlatType(numElements, flatType.getElementType()));
  if (fullType.getRank() == 1)
    return flat;
  return createView(flat, fullType);
}

/// What `computeScheduledFootprint` finds on the written program.
std::optional<ScheduledFootprint> Replay::measure(const RecordOrder *order) {
  if (trafficOverflows)
    return std::nullopt;
  // The program in the order it runs: as recorded, or as `order` plans it.
  RecordOrder written;
  if (!order) {
    for (unsigned op = head; op != kEnd; op = next[op])
      written.append({ProgramEntryKind::Op, op});
    order = &written;
  }
  ArrayRef<RecordOrder::Entry> entries = order->getEntries();
  auto isCollective = [&](unsigned op) {
    return isNew(op) && getNew(op).collective.has_value();
  };

  ScheduledFootprint footprint;
  footprint.stage = stage;
  footprint.worldSize = worldSize;
  footprint.shardRanks = group.shardRanks;
  footprint.gridShape.assign(getGridShape());
  footprint.reshardAfterForward =
      reshardPolicy.mode != ReshardPolicy::Mode::Never;
  footprint.collectives = collectives;
  for (const CollectiveTraffic &traffic : collectives)
    if (__builtin_add_overflow(footprint.sentBytesPerRank, traffic.sentBytes,
                               &footprint.sentBytesPerRank))
      return std::nullopt;
  // The bytes over each group of axes, in the order the program first
  // names it (as computeScheduledFootprint lists them).
  for (const RecordOrder::Entry &entry : entries) {
    if (entry.kind == ProgramEntryKind::Wait ||
        entry.kind == ProgramEntryKind::Release || !isCollective(entry.op))
      continue;
    const NewOp &collective = getNew(entry.op);
    auto *axis =
        llvm::find_if(footprint.sentBytesByAxes, [&](const AxisTraffic &known) {
          return ArrayRef(known.axes) == ArrayRef(collective.gridAxes);
        });
    if (axis == footprint.sentBytesByAxes.end())
      axis = &footprint.sentBytesByAxes.emplace_back(
          AxisTraffic{SmallVector<int16_t>(collective.gridAxes.begin(),
                                           collective.gridAxes.end()),
                      getGroupRanks(collective.gridAxes), 0});
    if (!addBytes(axis->sentBytes, collective.sentBytes))
      return std::nullopt;
  }

  // A state result that an asynchronous collective delivers (the gather of
  // an updated weight at stages 1-2, prefetched) is read until the wait
  // and not written in place (as computeScheduledFootprint).
  ArrayRef<unsigned> returned = readOperands(terminator);
  auto returnedIndex = [&](const StateResult &result) {
    return returnedAt.empty() ? result.resultIndex
                              : returnedAt[result.resultIndex];
  };
  llvm::SmallDenseSet<unsigned> returnedAtWait; // terminator operand numbers
  llvm::DenseMap<unsigned, SmallVector<unsigned, 1>> readAtWait; // by op
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results) {
      unsigned at = returnedIndex(result);
      if (at == ~0u)
        continue;
      unsigned source = returned[at];
      for (unsigned def = getProducerOp(source);
           def != ~0u && isBufferViewOp(def) && !readOperands(def).empty();
           def = getProducerOp(source))
        source = readOperands(def).front();
      unsigned def = getProducerOp(source);
      if (def == ~0u || !isCollective(def) || !order->isAsync(def))
        continue;
      returnedAtWait.insert(at);
      readAtWait[def].push_back(source);
    }

  BufferSchedule schedule;
  SmallVector<unsigned> scheduled(numBaseValues + newTypes.size(), ~0u);
  auto bytesOf = [&](unsigned value) {
    if (value < numBaseValues && !changedTypes[value])
      return d.getValueBytes(value);
    return d.getBytes(getType(value));
  };
  for (BlockArgument argument : d.body.getArguments()) {
    if (droppedArguments.contains(argument.getArgNumber()))
      continue;
    std::optional<uint64_t> bytes = bytesOf(argument.getArgNumber());
    if (!bytes)
      return std::nullopt;
    scheduled[argument.getArgNumber()] = schedule.addArgument(*bytes);
  }
  auto forEachResult = [&](unsigned op, auto callback) {
    if (isNew(op)) {
      for (unsigned result : newOps[op - numBaseOps].results)
        callback(result);
      return;
    }
    const BaseOp &base = d.ops[op];
    for (unsigned i = 0, e = base.numResults; i < e; ++i)
      callback(base.firstResult + i);
  };
  auto use = [&](unsigned value) {
    if (isa<RankedTensorType>(getType(value)))
      schedule.addUse(scheduled[value]);
  };
  bool sized = true;
  for (const RecordOrder::Entry &entry : entries) {
    unsigned op = entry.op;
    schedule.beginOp();
    if (entry.kind == ProgramEntryKind::Wait) {
      // A collective in flight reads its inputs until its wait.
      for (unsigned value : readOperands(op))
        use(value);
      for (unsigned value : readAtWait.lookup(op))
        use(value);
      continue;
    }
    if (entry.kind == ProgramEntryKind::Release) {
      for (unsigned value : order->getReleased(entry))
        use(value);
      continue;
    }
    forEachResult(op, [&](unsigned result) {
      std::optional<uint64_t> bytes = bytesOf(result);
      sized &= bytes.has_value();
      scheduled[result] = schedule.addResult(bytes.value_or(0));
    });
    for (auto [index, value] : llvm::enumerate(readOperands(op)))
      if (op != terminator || !returnedAtWait.contains(index))
        use(value);
    for (unsigned value : readCaptured(op))
      use(value);
    // The flat buffers a GPU framework runs the collective through, as
    // computeScheduledFootprint records them.
    if (isCollective(op)) {
      SmallVector<unsigned> operands, results;
      for (unsigned value : getNew(op).operands)
        operands.push_back(scheduled[value]);
      for (unsigned value : getNew(op).results)
        results.push_back(scheduled[value]);
      recordCollectiveBuffers(schedule, *getNew(op).collective, operands,
                              results);
    }
  }
  if (!sized)
    return std::nullopt;

  // Buffers: views share their source's; destination-passing results
  // their init's where they are its last reader (as computeScheduledFootprint).
  for (unsigned op = head; op != kEnd; op = next[op]) {
    ArrayRef<unsigned> operands = readOperands(op);
    bool isView;
    unsigned initsBegin;
    if (isNew(op)) {
      isView = getNew(op).isView;
      initsBegin = getNew(op).initsBegin;
    } else {
      isView = d.ops[op].isView;
      initsBegin = d.ops[op].initsBegin;
    }
    unsigned index = 0;
    forEachResult(op, [&](unsigned result) {
      if (isView && index == 0)
        schedule.shareBuffer(scheduled[result], scheduled[operands.front()]);
      else if (!isView && initsBegin != ~0u)
        schedule.shareInitBuffer(scheduled[result],
                                 scheduled[operands[initsBegin + index]]);
      ++index;
    });
  }
  // Results marked as states update their input in place.
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results) {
      unsigned at = returnedIndex(result);
      if (at == ~0u || returnedAtWait.contains(at))
        continue;
      schedule.shareBuffer(
          scheduled[returned[at]],
          scheduled[getId(param.getUpdatedInput(result).value)]);
    }

  SmallVector<ScheduledParamStates> states;
  Operation *stepReturn =
      table.getFunction().getFunctionBody().front().getTerminator();
  for (const ParamStates &param : table.getParams()) {
    ScheduledParamStates &state = states.emplace_back();
    auto argumentId = [&](const StateValue &value) -> std::optional<unsigned> {
      if (!isa<BlockArgument>(value.value) ||
          droppedArguments.contains(getId(value.value)))
        return std::nullopt;
      return scheduled[getId(value.value)];
    };
    state.weight = argumentId(param.weight);
    for (const StateValue &value : param.optimizer)
      state.optimizer.push_back(argumentId(value));
    if (std::optional<MasterCopy> master = findMasterCopy(param, stepReturn))
      state.master = master->index;
    unsigned grad = getId(param.grad.value);
    state.grad = scheduled[grad];
    auto reduced = reducedOf.find(grad);
    if (reduced != reducedOf.end())
      state.reduced = scheduled[reduced->second];
    state.reducesAfterBackward =
        decisions.forParam(param.maxStage).reducesGradientsAfterBackward();
  }
  if (addModelStates(schedule, states, footprint.modelStates))
    return std::nullopt;
  // As the measurement tells them apart: an all-gather continues a
  // reduction when what it gathers is what a reduction delivered (the
  // hierarchical all-reduce of stage 0, or of a unit capped at it), and
  // gathers weights otherwise.
  auto isReduced = [&](unsigned value) {
    unsigned producer = getProducerOp(value);
    return producer != ~0u && isNew(producer) && getNew(producer).collective &&
           *getNew(producer).collective != CollectiveKind::AllGather;
  };
  for (const NewOp &op : newOps)
    if (op.collective == CollectiveKind::AllGather &&
        llvm::none_of(op.operands, isReduced))
      for (unsigned result : op.results)
        schedule.markKind(scheduled[result], BufferKind::GatheredWeight);

  if (decisions.shardWeights)
    listUnitsGatheredOnce(entries, footprint);

  if (!measureTiers(entries, scheduled, schedule, footprint))
    return std::nullopt;
  TierBytes tierPeaks;
  FailureOr<std::pair<LiveBytes, unsigned>> peak = schedule.computePeak(
      [&](unsigned) -> Location { return UnknownLoc::get(context); },
      &tierPeaks);
  if (failed(peak))
    return std::nullopt;
  footprint.peak = peak->first;
  footprint.hostPeakBytes = tierPeaks[static_cast<int>(MemoryTier::Host)];
  footprint.nvmeBytes = tierPeaks[static_cast<int>(MemoryTier::Nvme)];
  // One replay gives each stream's pool; the reserve is their sum.
  std::optional<StreamBytes> pools = estimateReservedPools(schedule);
  std::optional<uint64_t> reserved =
      pools ? sumReservedPools(*pools) : std::nullopt;
  if (!reserved)
    return std::nullopt;
  footprint.reservedBytes = *reserved;
  footprint.reservedByStream = *pools;
  return footprint;
}

void Replay::listUnitsGatheredOnce(ArrayRef<RecordOrder::Entry> entries,
                                   ScheduledFootprint &footprint) const {
  // As computeScheduledFootprint counts them (`UnitGatherCounts`): each
  // gather of a weight (through its transfers, offloaded), or of the cast
  // of its master with cast-on-gather, counts for its unit's part; a unit is
  // gathered once when each of its parts is.
  llvm::DenseMap<unsigned, const ParamStates *> paramOfGathered;
  // The masters the rewrite cast (found when it ran, so not failed here).
  FailureOr<ArrayRef<std::optional<WeightCastSource>>> sources =
      d.getCastSources(casts);
  for (auto [index, param] : llvm::enumerate(table.getParams())) {
    paramOfGathered[getId(param.weight.value)] = &param;
    if (succeeded(sources))
      if (const std::optional<WeightCastSource> &source = (*sources)[index])
        paramOfGathered[getId(param.optimizer[source->index].value)] = &param;
  }
  UnitGatherCounts gathersPerUnit;
  for (const RecordOrder::Entry &entry : entries) {
    if (entry.kind == ProgramEntryKind::Wait ||
        entry.kind == ProgramEntryKind::Release || !isNew(entry.op) ||
        getNew(entry.op).collective != CollectiveKind::AllGather)
      continue;
    const NewOp &gather = getNew(entry.op);
    // An offloaded weight shard reaches its gather through its transfers.
    unsigned gathered = gather.operands.front();
    for (unsigned copy = getProducerOp(gathered);
         copy != ~0u && isNew(copy) && getNew(copy).transferTarget;
         copy = getProducerOp(gathered))
      gathered = getNew(copy).operands.front();
    if (unsigned cast = getProducerOp(gathered);
        cast != ~0u && isNew(cast) && getNew(cast).isCast)
      gathered = getNew(cast).operands.front();
    if (const ParamStates *param = paramOfGathered.lookup(gathered))
      gathersPerUnit.add(getGatheringUnitName(*param), gather.gridAxes);
  }
  gathersPerUnit.forEachUnit([&](StringRef name, ArrayRef<std::string> parts) {
    if (gathersPerUnit.isGatheredOnce(parts))
      footprint.unitsGatheredOnce.push_back(name.str());
  });
}

bool Replay::rewrite() {
  if (casts == WeightCasts::Every &&
      (!decisions.shardWeights || worldSize == 1))
    return false;
  if (worldSize == 1)
    return true;
  const OptimizerUpdate *update = d.getUpdate();
  if (!update || !d.isShardable(stage, group.shardRanks))
    return false;
  FailureOr<ArrayRef<std::optional<WeightCastSource>>> castSources =
      d.getCastSources(casts);
  if (failed(castSources))
    return false;
  shardArguments();
  reduceGradients(*update);
  if (decisions.shardWeights)
    gatherWeightsForUses(*update);
  if (decisions.shardOptimizerStates && !shardOptimizerUpdate(*update))
    return false;
  if (gathersAnyUpdatedWeights())
    gatherUpdatedWeights();
  if (!checkResults())
    return false;
  return castWeightsOnGather(*castSources);
}

//===----------------------------------------------------------------------===//
// The model
//===----------------------------------------------------------------------===//

FailureOr<ModelledMesh> ModelledMesh::resolve(const StateTable &table,
                                              shard::GridOp grid,
                                              ArrayRef<int16_t> axes) {
  FailureOr<SmallVector<ShardGroup>> paramGroups =
      getParamShardGroups(table, grid, axes);
  if (failed(paramGroups))
    return failure();
  ModelledMesh mesh;
  mesh.shape.assign(grid.getShape().begin(), grid.getShape().end());
  mesh.axes.assign(axes.begin(), axes.end());
  mesh.paramGroups = std::move(*paramGroups);
  return mesh;
}

ShardedStepModel::ShardedStepModel(const StateTable &table, ModelledMesh mesh)
    : description(std::make_unique<Description>(table)), mesh(std::move(mesh)) {
  description->describe();
}

ShardedStepModel::~ShardedStepModel() = default;
ShardedStepModel::ShardedStepModel(ShardedStepModel &&) = default;

std::optional<ScheduledFootprint> ShardedStepModel::evaluate(
    const ReshardPolicy &reshard, int stage, int64_t worldSize,
    bool castOnGather, int64_t shardRanks, OffloadLevel offload,
    const MachineModel *machine, std::optional<ProgramSeconds> *compute) {
  assert(!machine == !compute && "a machine times the program into `compute`");
  std::optional<ModelledGroups> groups = getModelledGroups(
      worldSize, shardRanks, description->isCoveredOn(mesh), mesh);
  if (!groups)
    return std::nullopt;
  // The model only asks; where the rewrite would report something, the
  // caller shards a copy, which reports it.
  ScopedDiagnosticHandler quiet(description->table.getFunction().getContext(),
                                [](Diagnostic &) { return success(); });
  Replay replay(*description, stage, *groups,
                getWeightCasts(castOnGather, getStagePreset(stage).shardWeights,
                               offload.target),
                reshard);
  if (!replay.rewrite() || !replay.placeInTiers(offload))
    return std::nullopt;
  std::optional<ScheduledFootprint> footprint = replay.measure();
  if (footprint && machine) {
    std::string error;
    FailureOr<ProgramSeconds> seconds = replay.computeSeconds(*machine, error);
    *compute = succeeded(seconds) ? std::optional(*seconds) : std::nullopt;
  }
  return footprint;
}
