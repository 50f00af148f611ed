//===- ScheduledFootprint.cpp - memory and traffic of a sharded step ------===//

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Dense numbers for the values at the top level of the body: the arguments
/// first, then each op's results in program order. The liveness model keys
/// everything by these numbers rather than by hashing `Value`s, which on a
/// step of a million values was most of its cost.
class BodyValues {
public:
  explicit BodyValues(Block &body) {
    unsigned next = body.getNumArguments();
    for (Operation &op : body) {
      position[&op] = ops.size();
      ops.push_back(&op);
      firstResult.push_back(next);
      next += op.getNumResults();
    }
    numValues = next;
  }

  /// The number of `value`, defined at the top level of the body.
  unsigned getId(Value value) const {
    if (auto argument = dyn_cast<BlockArgument>(value))
      return argument.getArgNumber();
    auto result = cast<OpResult>(value);
    return firstResult[getPosition(result.getOwner())] +
           result.getResultNumber();
  }
  /// The position of `op`, an op at the top level of the body.
  unsigned getPosition(Operation *op) const { return position.lookup(op); }
  ArrayRef<Operation *> getOps() const { return ops; }
  unsigned getNumValues() const { return numValues; }

private:
  llvm::DenseMap<Operation *, unsigned> position;
  SmallVector<Operation *> ops;
  /// The number of each op's first result.
  SmallVector<unsigned> firstResult;
  unsigned numValues = 0;
};

/// Buffers of the function body: union-find over value numbers, each class
/// one buffer.
class BufferClasses {
public:
  explicit BufferClasses(unsigned numValues) : parent(numValues) {
    for (unsigned id = 0; id < numValues; ++id)
      parent[id] = id;
  }
  unsigned find(unsigned id) {
    // Path halving keeps the chains short without recursion.
    while (parent[id] != id) {
      parent[id] = parent[parent[id]];
      id = parent[id];
    }
    return id;
  }
  void join(unsigned a, unsigned b) {
    unsigned rootA = find(a), rootB = find(b);
    if (rootA != rootB)
      parent[rootA] = rootB;
  }

private:
  SmallVector<unsigned> parent;
};

/// What a buffer is, for the breakdown of the peak.
enum class BufferKind {
  ModelState,
  GatheredWeight,
  GradientBucket,
  Activation
};

struct Buffer {
  uint64_t bytes = 0;
  unsigned firstPosition = ~0u;
  unsigned lastPosition = 0;
  BufferKind kind = BufferKind::Activation;
  bool persistent = false;
};

/// The bytes of a statically shaped tensor; 0 for anything else (a scalar,
/// or a tensor whose size the program does not fix). Nullopt for a tensor
/// too large to count: more than 2^63 - 1 bytes, or elements without a
/// size in bytes.
std::optional<uint64_t> bytesOfOrNone(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  std::optional<uint64_t> count = getNumElements(tensor);
  if (!count)
    return std::nullopt;
  return getByteSize(*count, tensor.getElementType());
}

/// `sum += value`; false when the sum leaves 64 bits.
[[nodiscard]] bool addChecked(uint64_t &sum, uint64_t value) {
  return !__builtin_add_overflow(sum, value, &sum);
}

/// The fix for a byte count of the program that leaves 64 bits.
constexpr StringLiteral kTooLarge =
    "the scheduled footprint counts bytes in 64 bits; check the tensor "
    "shapes";

std::string unitName(const ParamStates &param) {
  if (param.layer)
    return "layer " + std::to_string(*param.layer);
  return param.name;
}

/// The bytes of `live` that `buffer` counts toward.
uint64_t &bucketOf(LiveBytes &live, const Buffer &buffer) {
  switch (buffer.kind) {
  case BufferKind::ModelState:
    return live.modelStates;
  case BufferKind::GatheredWeight:
    return live.gatheredWeights;
  case BufferKind::GradientBucket:
    return live.gradientBuckets;
  case BufferKind::Activation:
    return live.activations;
  }
  llvm_unreachable("unknown buffer kind");
}

/// Sweeps positions 0 to `numPositions` (inclusive: the end of the step) in
/// order: at each, the buffers that start there become live, the total is
/// compared with the peak so far, and the buffers whose last use it is are
/// freed. Returns the peak and the first position that reaches it (0 when
/// nothing is ever live); fails with a diagnostic at `locationOf(position)`
/// when the live bytes pass 2^64.
FailureOr<std::pair<LiveBytes, unsigned>>
sweepLiveBytes(ArrayRef<Buffer> buffers, unsigned numPositions,
               function_ref<Location(unsigned)> locationOf) {
  // Buffers bucketed by where they start and end (a counting sort: positions
  // are dense).
  SmallVector<unsigned> startOffsets(numPositions + 2, 0),
      endOffsets(numPositions + 2, 0);
  for (const Buffer &buffer : buffers) {
    if (buffer.bytes == 0)
      continue;
    ++startOffsets[buffer.firstPosition + 1];
    ++endOffsets[buffer.lastPosition + 1];
  }
  for (unsigned at = 1; at < startOffsets.size(); ++at) {
    startOffsets[at] += startOffsets[at - 1];
    endOffsets[at] += endOffsets[at - 1];
  }
  SmallVector<const Buffer *> starts(startOffsets.back()),
      ends(endOffsets.back());
  {
    SmallVector<unsigned> nextStart(startOffsets), nextEnd(endOffsets);
    for (const Buffer &buffer : buffers) {
      if (buffer.bytes == 0)
        continue;
      starts[nextStart[buffer.firstPosition]++] = &buffer;
      ends[nextEnd[buffer.lastPosition]++] = &buffer;
    }
  }

  LiveBytes live, peak;
  unsigned peakPosition = 0;
  for (unsigned at = 0; at <= numPositions; ++at) {
    for (unsigned i = startOffsets[at]; i < startOffsets[at + 1]; ++i) {
      const Buffer &buffer = *starts[i];
      // Each part is at most the total, so checking the total is enough.
      uint64_t total = live.total();
      if (!addChecked(bucketOf(live, buffer), buffer.bytes) ||
          !addChecked(total, buffer.bytes))
        return emitError(locationOf(at))
               << "the bytes live per rank here pass 2^64; " << kTooLarge;
    }
    if (live.total() > peak.total()) {
      peak = live;
      peakPosition = at;
    }
    // A buffer whose last use is this op is free after it.
    for (unsigned i = endOffsets[at]; i < endOffsets[at + 1]; ++i)
      bucketOf(live, *ends[i]) -= ends[i]->bytes;
  }
  return std::make_pair(peak, peakPosition);
}

} // namespace

bool zero::isBufferView(Operation *op) {
  return isViewOp(op) || isa<AnnotateOp>(op);
}

/// The ops at the top level of `body` that read what `gather` produced,
/// looking through views (a reshape of the gathered tensor reads nothing)
/// and not counting the release that frees it.
static unsigned countReaders(Operation *gather, Block &body) {
  llvm::SmallPtrSet<Operation *, 8> readers;
  SmallVector<Value> worklist(gather->getResults());
  llvm::DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (Operation *user : value.getUsers()) {
      Operation *top = body.findAncestorOpInBlock(*user);
      if (!top || isa<ReleaseOp>(top))
        continue;
      if (top == user && isBufferView(user)) {
        worklist.append(user->result_begin(), user->result_end());
        continue;
      }
      readers.insert(top);
    }
  }
  return readers.size();
}

/// Checks that each state argument is what `zero-shard` makes of it at
/// `stage` on `worldSize` ranks: this rank's flat shard of ceil(n/N)
/// elements exactly for the roles the stage shards (and none for one rank),
/// the full tensor otherwise. A hand-edited step that says otherwise would
/// be measured as if it held what its types say, under a plan that says
/// something else.
static LogicalResult checkStatesMatchPlan(const StateTable &table, int stage,
                                          int64_t worldSize) {
  bool ok = true;
  auto check = [&](const ParamStates &param, const StateValue &state) {
    if (!isa<BlockArgument>(state.value))
      return;
    StateRole role = state.state.getRole();
    bool sharded = worldSize > 1 && role != StateRole::Grad &&
                   isShardedAtStage(role, stage);
    StringRef roleName = stringifyStateRole(role);
    if (state.isShard() != sharded) {
      ok = false;
      emitError(Location(state.loc))
          << "the " << roleName << " of \"" << param.name << "\" is "
          << (state.isShard() ? "a shard" : "the full tensor")
          << ", but the plan (stage " << stage << " on " << worldSize
          << " ranks) " << (sharded ? "shards the" : "keeps the full") << " "
          << roleName
          << "; zero-shard the original single-device step instead of "
             "editing a sharded one";
      return;
    }
    if (!sharded)
      return;
    RankedTensorType expected = RankedTensorType::get(
        {static_cast<int64_t>(llvm::divideCeil(state.numElements, worldSize))},
        state.getElementType());
    if (state.shardType != expected) {
      ok = false;
      emitError(Location(state.loc))
          << "the " << roleName << " of \"" << param.name << "\" is a shard "
          << state.shardType << " of " << state.type << ", but on " << worldSize
          << " ranks each rank holds " << expected
          << "; zero-shard the original single-device step instead of "
             "editing a sharded one";
    }
  };
  for (const ParamStates &param : table.getParams()) {
    check(param, param.weight);
    check(param, param.grad);
    for (const StateValue &state : param.optimizer)
      check(param, state);
  }
  return success(ok);
}

FailureOr<ScheduledFootprint>
zero::computeScheduledFootprint(const StateTable &table, int stage,
                                int64_t worldSize) {
  if (failed(checkStatesMatchPlan(table, stage, worldSize)))
    return failure();
  FunctionOpInterface function = table.getFunction();
  Block &body = function.getFunctionBody().front();
  ScheduledFootprint footprint;
  footprint.stage = stage;
  footprint.worldSize = worldSize;
  if (auto plan = table.getFunction()->getAttrOfType<PlanAttr>(
          ZeroDialect::kPlanAttrName))
    footprint.reshardAfterForward = plan.getReshardAfterForward();

  BodyValues values(body);
  ArrayRef<Operation *> opAt = values.getOps();
  auto numOps = static_cast<unsigned>(opAt.size());
  Operation *terminator = body.getTerminator();

  // Every tensor the sweep counts must have a size in bytes, and every
  // collective a static one: its bytes are the traffic the report shows.
  // A step has few distinct types, so each is sized once.
  llvm::DenseMap<Type, std::optional<uint64_t>> bytesOfType;
  auto sizeOf = [&](Type type) {
    auto [it, inserted] = bytesOfType.try_emplace(type);
    if (inserted)
      it->second = bytesOfOrNone(type);
    return it->second;
  };
  SmallVector<uint64_t> bytes(values.getNumValues(), 0);
  bool sizable = true;
  auto checkSizable = [&](Value value, Location loc) {
    if (std::optional<uint64_t> size = sizeOf(value.getType())) {
      bytes[values.getId(value)] = *size;
      return;
    }
    sizable = false;
    emitError(loc) << "cannot count the bytes of " << value.getType()
                   << ": it is larger than 2^63 - 1 bytes; " << kTooLarge;
  };
  for (BlockArgument argument : body.getArguments())
    checkSizable(argument, argument.getLoc());
  for (Operation *op : opAt) {
    for (Value result : op->getResults())
      checkSizable(result, op->getLoc());
    if (!getCollectiveKind(op))
      continue;
    for (Value value : llvm::concat<Value>(op->getOperands(), op->getResults()))
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
  auto bytesOfValue = [&](Value value) { return bytes[values.getId(value)]; };

  // Buffers: views and destination-passing results share their source's.
  BufferClasses classes(values.getNumValues());
  auto join = [&](Value a, Value b) {
    classes.join(values.getId(a), values.getId(b));
  };
  for (Operation *op : opAt) {
    if (isBufferView(op) && op->getNumResults() == 1) {
      join(op->getResult(0), op->getOperand(0));
    } else if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
      // The inits once per op: building the range is not free on linalg
      // ops, and most have one result.
      if (op->getNumResults() == 0)
        continue;
      MutableOperandRange inits = dps.getDpsInitsMutable();
      for (OpResult result : op->getResults())
        join(result, inits[result.getResultNumber()].get());
    }
  }
  // Results marked as states update their input in place.
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results)
      join(terminator->getOperand(result.resultIndex),
           param.getUpdatedInput(result).value);

  // One buffer per class, its size the largest of its values'.
  SmallVector<unsigned> bufferOfRoot(values.getNumValues(), ~0u);
  SmallVector<Buffer> buffers;
  SmallVector<unsigned> bufferOfId(values.getNumValues());
  for (unsigned id = 0, e = values.getNumValues(); id < e; ++id) {
    unsigned &index = bufferOfRoot[classes.find(id)];
    if (index == ~0u) {
      index = buffers.size();
      buffers.emplace_back();
    }
    bufferOfId[id] = index;
    buffers[index].bytes = std::max(buffers[index].bytes, bytes[id]);
  }
  auto bufferOf = [&](Value value) -> Buffer & {
    return buffers[bufferOfId[values.getId(value)]];
  };
  auto markKind = [&](Value value, BufferKind kind) {
    Buffer &buffer = bufferOf(value);
    // A model state stays one, whatever else shares its buffer.
    if (buffer.kind != BufferKind::ModelState)
      buffer.kind = kind;
  };

  // Which reduced gradient each parameter's collective delivers.
  llvm::DenseMap<Value, Value> reducedOf; // annotated gradient -> result
  for (Operation *op : opAt) {
    if (!isa<ReduceScatterOp, AllReduceOp>(op))
      continue;
    for (auto [input, result] : llvm::zip(op->getOperands(), op->getResults()))
      reducedOf[stripShardLayout(input)] = result;
  }

  // Model states: the arguments, and per parameter the gradient buffer the
  // stage keeps.
  for (const ParamStates &param : table.getParams()) {
    auto addArgument = [&](const StateValue &state, uint64_t &roleBytes) {
      if (!isa<BlockArgument>(state.value))
        return true;
      Buffer &buffer = bufferOf(state.value);
      buffer.kind = BufferKind::ModelState;
      buffer.persistent = true;
      return addChecked(roleBytes, bytesOfValue(state.value));
    };
    bool counted = addArgument(param.weight, footprint.modelStates.weights);
    for (const StateValue &state : param.optimizer)
      counted &= addArgument(state, footprint.modelStates.optimizer);

    Value grad = param.grad.value;
    Value reduced = reducedOf.lookup(grad);
    Value kept = (stage == 1 || !reduced) ? grad : reduced;
    counted &= addChecked(footprint.modelStates.grads, bytesOfValue(kept));
    if (!counted)
      return emitError(Location(param.weight.loc))
             << "the model-state bytes per rank pass 2^64 at \"" << param.name
             << "\"; " << kTooLarge;
    markKind(grad, BufferKind::GradientBucket);
    if (reduced)
      markKind(reduced, BufferKind::GradientBucket);
    bufferOf(kept).kind = BufferKind::ModelState;
  }
  footprint.modelStates.total = footprint.modelStates.weights;
  if (!addChecked(footprint.modelStates.total, footprint.modelStates.grads) ||
      !addChecked(footprint.modelStates.total, footprint.modelStates.optimizer))
    return emitError(getWholeFunctionLoc(function))
           << "the model-state bytes per rank pass 2^64; " << kTooLarge;

  // Collectives: traffic, gathered buffers, and which units are gathered.
  llvm::StringMap<unsigned> gathersPerUnit, readersOfFirstGather;
  SmallVector<std::string> unitOrder;
  llvm::DenseMap<Value, const ParamStates *> paramOfWeight;
  for (const ParamStates &param : table.getParams())
    paramOfWeight[param.weight.value] = &param;
  for (Operation *op : opAt) {
    std::optional<CollectiveKind> collectiveKind = getCollectiveKind(op);
    if (!collectiveKind)
      continue;
    CollectiveKind kind = *collectiveKind;
    CollectiveTraffic &traffic = footprint.collectives[static_cast<int>(kind)];
    ++traffic.count;
    for (auto [input, result] :
         llvm::zip(op->getOperands(), op->getResults())) {
      // The per-rank shard: the gathered input, the scattered result, or
      // the ring's chunk of an all-reduced tensor.
      uint64_t shardBytes;
      if (kind == CollectiveKind::AllGather) {
        shardBytes = bytesOfValue(input);
      } else if (kind == CollectiveKind::ReduceScatter) {
        shardBytes = bytesOfValue(result);
      } else {
        auto type = cast<RankedTensorType>(input.getType());
        uint64_t chunk = llvm::divideCeil(type.getNumElements(), worldSize);
        shardBytes = getByteSize(chunk, type.getElementType()).value_or(0);
      }
      std::optional<uint64_t> sent =
          getBytesSentPerRank(kind, shardBytes, worldSize);
      if (!sent || traffic.sentBytes + *sent < traffic.sentBytes)
        return op->emitError() << "bytes sent per step overflow 64 bits";
      traffic.sentBytes += *sent;
    }
    if (kind != CollectiveKind::AllGather)
      continue;
    uint64_t gathered = 0;
    for (Value result : op->getResults()) {
      if (!addChecked(gathered, bytesOfValue(result)))
        return op->emitOpError()
               << "gathers more than 2^64 bytes; " << kTooLarge;
      markKind(result, BufferKind::GatheredWeight);
    }
    const ParamStates *param = paramOfWeight.lookup(op->getOperand(0));
    std::string name =
        param ? unitName(*param) : std::string("updated weights");
    if (param) {
      auto [it, inserted] = gathersPerUnit.try_emplace(name, 0);
      if (inserted) {
        unitOrder.push_back(name);
        readersOfFirstGather[name] = countReaders(op, body);
      }
      ++it->second;
    }
    if (gathered > footprint.largestGatherBytes) {
      footprint.largestGatherBytes = gathered;
      footprint.largestGatherName = name;
    }
  }
  for (const CollectiveTraffic &traffic : footprint.collectives)
    if (!addChecked(footprint.sentBytesPerRank, traffic.sentBytes))
      return emitError(getWholeFunctionLoc(function))
             << "the bytes sent per rank and step pass 2^64; " << kTooLarge;
  if (stage == 3) {
    for (const std::string &name : unitOrder)
      if (gathersPerUnit.lookup(name) == 1) {
        footprint.unitsGatheredOnce.push_back(name);
        if (readersOfFirstGather.lookup(name) == 1)
          footprint.unitsReadByOneOp.push_back(name);
      }
    llvm::StringSet<> listed;
    for (const ParamStates &param : table.getParams()) {
      std::string name = unitName(param);
      if (!gathersPerUnit.count(name) && listed.insert(name).second)
        footprint.unitsNeverGathered.push_back(name);
    }
  }

  // Live ranges: from the allocating op (or the start, for arguments) to the
  // last use at the top level of the body.
  for (BlockArgument argument : body.getArguments())
    bufferOf(argument).firstPosition = 0;
  auto useAt = [&](Value value, unsigned at) {
    Buffer &buffer = bufferOf(value);
    buffer.lastPosition = std::max(buffer.lastPosition, at);
  };
  for (auto [at, op] : llvm::enumerate(opAt)) {
    auto position = static_cast<unsigned>(at);
    for (Value result : op->getResults()) {
      Buffer &buffer = bufferOf(result);
      buffer.firstPosition = std::min(buffer.firstPosition, position);
      buffer.lastPosition = std::max(buffer.lastPosition, position);
    }
    for (Value operand : op->getOperands())
      if (isa<RankedTensorType>(operand.getType()))
        useAt(operand, position);
    if (op->getNumRegions() == 0)
      continue;
    // Values captured by nested regions are used at this op.
    op->walk([&](Operation *nested) {
      if (nested == op)
        return;
      for (Value operand : nested->getOperands())
        if (isa<RankedTensorType>(operand.getType()) &&
            operand.getParentBlock() == &body)
          useAt(operand, position);
    });
  }
  for (Buffer &buffer : buffers)
    if (buffer.persistent) {
      buffer.firstPosition = 0;
      buffer.lastPosition = numOps;
    }

  FailureOr<std::pair<LiveBytes, unsigned>> peak =
      sweepLiveBytes(buffers, numOps, [&](unsigned at) {
        return at < numOps ? opAt[at]->getLoc() : terminator->getLoc();
      });
  if (failed(peak))
    return failure();
  footprint.peak = peak->first;
  if (footprint.peak.total() > 0)
    footprint.peakOp = peak->second < numOps ? opAt[peak->second] : terminator;
  return footprint;
}
