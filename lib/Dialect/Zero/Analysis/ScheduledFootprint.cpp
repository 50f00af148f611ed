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

/// Buffers of the function body: union-find over SSA values, each class one
/// buffer.
class BufferClasses {
public:
  Value find(Value value) {
    auto it = parent.find(value);
    if (it == parent.end() || it->second == value)
      return value;
    Value root = find(it->second);
    parent[value] = root;
    return root;
  }
  void join(Value a, Value b) {
    Value rootA = find(a), rootB = find(b);
    if (rootA != rootB)
      parent[rootA] = rootB;
  }

private:
  llvm::DenseMap<Value, Value> parent;
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

/// `getStaticTensorBytes` for a type already checked (every tensor of the
/// body is, before anything is counted).
uint64_t bytesOf(Type type) { return getStaticTensorBytes(type).value_or(0); }

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

  llvm::DenseMap<Operation *, unsigned> position;
  unsigned numOps = 0;
  for (Operation &op : body)
    position[&op] = numOps++;

  // Every tensor the sweep counts must have a size in bytes, and every
  // collective a static one: its bytes are the traffic the report shows.
  bool sizable = true;
  auto checkSizable = [&](Value value, Location loc) {
    if (getStaticTensorBytes(value.getType()))
      return;
    sizable = false;
    emitError(loc) << "cannot count the bytes of " << value.getType()
                   << ": it is larger than 2^63 - 1 bytes; " << kTooLarge;
  };
  for (BlockArgument argument : body.getArguments())
    checkSizable(argument, argument.getLoc());
  for (Operation &op : body) {
    for (Value result : op.getResults())
      checkSizable(result, op.getLoc());
    if (!getCollectiveKind(&op))
      continue;
    for (Value value : llvm::concat<Value>(op.getOperands(), op.getResults()))
      if (!cast<RankedTensorType>(value.getType()).hasStaticShape()) {
        sizable = false;
        op.emitOpError() << "moves " << value.getType()
                         << ", a tensor of dynamic shape, so the bytes it "
                            "sends are unknown; give every dimension a size";
        break;
      }
  }
  if (!sizable)
    return failure();

  // Buffers: views and destination-passing results share their source's.
  BufferClasses classes;
  for (Operation &op : body) {
    if (isBufferView(&op) && op.getNumResults() == 1)
      classes.join(op.getResult(0), op.getOperand(0));
    else if (auto dps = dyn_cast<DestinationStyleOpInterface>(&op))
      for (OpResult result : op.getResults())
        classes.join(result, dps.getTiedOpOperand(result)->get());
  }
  // Results marked as states update their input in place.
  Operation *terminator = body.getTerminator();
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results)
      classes.join(terminator->getOperand(result.resultIndex),
                   param.getUpdatedInput(result).value);

  // Which reduced gradient each parameter's collective delivers.
  llvm::DenseMap<Value, Value> reducedOf; // annotated gradient -> result
  for (Operation &op : body) {
    if (!isa<ReduceScatterOp, AllReduceOp>(op))
      continue;
    for (auto [input, result] : llvm::zip(op.getOperands(), op.getResults()))
      reducedOf[stripShardLayout(input)] = result;
  }

  llvm::DenseMap<Value, Buffer> buffers;
  auto bufferOf = [&](Value value) -> Buffer & {
    Buffer &buffer = buffers[classes.find(value)];
    buffer.bytes = std::max(buffer.bytes, bytesOf(value.getType()));
    return buffer;
  };
  auto markKind = [&](Value value, BufferKind kind) {
    Buffer &buffer = bufferOf(value);
    // A model state stays one, whatever else shares its buffer.
    if (buffer.kind != BufferKind::ModelState)
      buffer.kind = kind;
  };

  // Model states: the arguments, and per parameter the gradient buffer the
  // stage keeps.
  for (const ParamStates &param : table.getParams()) {
    auto addArgument = [&](const StateValue &state, uint64_t &roleBytes) {
      if (!isa<BlockArgument>(state.value))
        return true;
      uint64_t bytes = bytesOf(state.value.getType());
      Buffer &buffer = bufferOf(state.value);
      buffer.kind = BufferKind::ModelState;
      buffer.persistent = true;
      return addChecked(roleBytes, bytes);
    };
    bool counted = addArgument(param.weight, footprint.modelStates.weights);
    for (const StateValue &state : param.optimizer)
      counted &= addArgument(state, footprint.modelStates.optimizer);

    Value grad = param.grad.value;
    Value reduced = reducedOf.lookup(grad);
    Value kept = (stage == 1 || !reduced) ? grad : reduced;
    counted &= addChecked(footprint.modelStates.grads, bytesOf(kept.getType()));
    if (!counted)
      return emitError(Location(param.weight.loc))
             << "the model-state bytes per rank pass 2^64 at \"" << param.name
             << "\"; " << kTooLarge;
    markKind(grad, BufferKind::GradientBucket);
    if (reduced)
      markKind(reduced, BufferKind::GradientBucket);
    Buffer &keptBuffer = bufferOf(kept);
    keptBuffer.kind = BufferKind::ModelState;
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
  auto paramOfArgument = [&](Value value) -> const ParamStates * {
    return paramOfWeight.lookup(value);
  };
  for (Operation &op : body) {
    std::optional<CollectiveKind> collectiveKind = getCollectiveKind(&op);
    if (!collectiveKind)
      continue;
    CollectiveKind kind = *collectiveKind;
    CollectiveTraffic &traffic = footprint.collectives[static_cast<int>(kind)];
    ++traffic.count;
    for (auto [input, result] : llvm::zip(op.getOperands(), op.getResults())) {
      // The per-rank shard: the gathered input, the scattered result, or
      // the ring's chunk of an all-reduced tensor.
      uint64_t shardBytes;
      if (kind == CollectiveKind::AllGather) {
        shardBytes = bytesOf(input.getType());
      } else if (kind == CollectiveKind::ReduceScatter) {
        shardBytes = bytesOf(result.getType());
      } else {
        auto type = cast<RankedTensorType>(input.getType());
        uint64_t chunk = llvm::divideCeil(type.getNumElements(), worldSize);
        shardBytes = getByteSize(chunk, type.getElementType()).value_or(0);
      }
      std::optional<uint64_t> sent =
          getBytesSentPerRank(kind, shardBytes, worldSize);
      if (!sent || traffic.sentBytes + *sent < traffic.sentBytes)
        return op.emitError() << "bytes sent per step overflow 64 bits";
      traffic.sentBytes += *sent;
    }
    if (kind != CollectiveKind::AllGather)
      continue;
    uint64_t gathered = 0;
    for (Value result : op.getResults()) {
      if (!addChecked(gathered, bytesOf(result.getType())))
        return op.emitOpError()
               << "gathers more than 2^64 bytes; " << kTooLarge;
      markKind(result, BufferKind::GatheredWeight);
    }
    const ParamStates *param = paramOfArgument(op.getOperand(0));
    std::string name =
        param ? unitName(*param) : std::string("updated weights");
    if (param) {
      auto [it, inserted] = gathersPerUnit.try_emplace(name, 0);
      if (inserted) {
        unitOrder.push_back(name);
        readersOfFirstGather[name] = countReaders(&op, body);
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
  for (BlockArgument argument : body.getArguments()) {
    Buffer &buffer = bufferOf(argument);
    buffer.firstPosition = 0;
  }
  for (Operation &op : body) {
    unsigned at = position[&op];
    for (Value result : op.getResults()) {
      Buffer &buffer = bufferOf(result);
      buffer.firstPosition = std::min(buffer.firstPosition, at);
      buffer.lastPosition = std::max(buffer.lastPosition, at);
    }
    for (Value operand : op.getOperands()) {
      if (!isa<RankedTensorType>(operand.getType()))
        continue;
      Buffer &buffer = bufferOf(operand);
      buffer.lastPosition = std::max(buffer.lastPosition, at);
    }
    // Values captured by nested regions are used at this op.
    op.walk([&](Operation *nested) {
      if (nested == &op)
        return;
      for (Value operand : nested->getOperands())
        if (isa<RankedTensorType>(operand.getType()) &&
            operand.getParentBlock() == &body)
          bufferOf(operand).lastPosition =
              std::max(bufferOf(operand).lastPosition, at);
    });
  }

  // Sweep the body in program order.
  SmallVector<std::pair<unsigned, const Buffer *>> starts, ends;
  for (auto &entry : buffers) {
    Buffer &buffer = entry.second;
    if (buffer.bytes == 0)
      continue;
    if (buffer.persistent) {
      buffer.firstPosition = 0;
      buffer.lastPosition = numOps;
    }
    starts.push_back({buffer.firstPosition, &buffer});
    ends.push_back({buffer.lastPosition, &buffer});
  }
  llvm::sort(starts, [](auto &a, auto &b) { return a.first < b.first; });
  llvm::sort(ends, [](auto &a, auto &b) { return a.first < b.first; });
  LiveBytes live;
  auto bucket = [&](LiveBytes &bytes, const Buffer &buffer) -> uint64_t & {
    switch (buffer.kind) {
    case BufferKind::ModelState:
      return bytes.modelStates;
    case BufferKind::GatheredWeight:
      return bytes.gatheredWeights;
    case BufferKind::GradientBucket:
      return bytes.gradientBuckets;
    case BufferKind::Activation:
      return bytes.activations;
    }
    llvm_unreachable("unknown buffer kind");
  };
  size_t nextStart = 0, nextEnd = 0;
  SmallVector<Operation *> opAt;
  for (Operation &op : body)
    opAt.push_back(&op);
  for (unsigned at = 0; at <= numOps; ++at) {
    for (; nextStart < starts.size() && starts[nextStart].first == at;
         ++nextStart) {
      const Buffer &buffer = *starts[nextStart].second;
      // Each part is at most the total, so checking the total is enough.
      uint64_t total = live.total();
      if (!addChecked(bucket(live, buffer), buffer.bytes) ||
          !addChecked(total, buffer.bytes))
        return emitError(at < numOps ? opAt[at]->getLoc()
                                     : terminator->getLoc())
               << "the bytes live per rank here pass 2^64; " << kTooLarge;
    }
    if (live.total() > footprint.peak.total()) {
      footprint.peak = live;
      footprint.peakOp = at < numOps ? opAt[at] : terminator;
    }
    // A buffer whose last use is this op is free after it.
    while (nextEnd < ends.size() && ends[nextEnd].first == at) {
      const Buffer &buffer = *ends[nextEnd++].second;
      bucket(live, buffer) -= buffer.bytes;
    }
  }
  return footprint;
}
