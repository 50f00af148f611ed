//===- ZeroShardModel.cpp - zero-shard's program, without writing it ------===//
//
// Read top-down: the description of the unsharded step (built once), then
// the replay of one rewrite, step by step in the order ZeroShardRewriter.cpp
// takes them, then `evaluate`. Each replay step names the rewriter function
// it mirrors; a change there needs the same change here, and
// test-zero-shard-model fails until it has one. The file is long because it
// mirrors two (ZeroShardRewriter.cpp, ZeroShardOptimizerUpdate.cpp); one
// file keeps the replay readable in the rewriter's order.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardModel.h"
#include "ZeroShardOptimizerUpdate.h"
#include "ZeroShardRewriter.h"

#include "zero/Dialect/Zero/Analysis/DeviceMemory.h"
#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::zero;

//===----------------------------------------------------------------------===//
// The unsharded step as the liveness model reads it
//===----------------------------------------------------------------------===//

namespace {
/// One op at the top level of the unsharded body.
struct BaseOp {
  Operation *op;
  unsigned firstResult;
  /// Ranges of `Description::operands` and `Description::captured`.
  unsigned operandsBegin, operandsEnd;
  unsigned capturedBegin, capturedEnd;
  /// The first destination operand, whose results are tied in order to the
  /// destinations; ~0u for an op that is not destination-passing.
  unsigned initsBegin;
  bool isView;
};
} // namespace

struct ShardedStepModel::Description {
  Description(const StateTable &table, ReshardPolicy reshardPolicy)
      : table(table), reshardPolicy(reshardPolicy),
        body(table.getFunction().getFunctionBody().front()),
        units(computeGatheringUnits(table)) {}

  void describe();

  /// The number of `value`, defined at the top level of the body: the
  /// arguments first, then each op's results in program order.
  unsigned getId(Value value) const {
    if (auto argument = dyn_cast<BlockArgument>(value))
      return argument.getArgNumber();
    auto result = cast<OpResult>(value);
    return ops[position.lookup(result.getOwner())].firstResult +
           result.getResultNumber();
  }
  Value getValue(unsigned id) const {
    if (id < body.getNumArguments())
      return body.getArgument(id);
    const BaseOp &op = ops[definingOp[id]];
    return op.op->getResult(id - op.firstResult);
  }
  std::optional<uint64_t> getBytes(Type type) {
    auto [it, inserted] = bytesOfType.try_emplace(type);
    if (inserted) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor || !tensor.hasStaticShape())
        it->second = 0;
      else if (std::optional<uint64_t> count = getNumElements(tensor))
        it->second = getByteSize(*count, tensor.getElementType());
      else
        it->second = std::nullopt;
    }
    return it->second;
  }
  /// The optimizer update, found once (quietly: the caller swallows the
  /// diagnostics); null when the rewrite would reject it.
  const OptimizerUpdate *getUpdate() {
    if (!updateFound) {
      updateFound = true;
      FailureOr<OptimizerUpdate> found = OptimizerUpdate::find(table);
      if (succeeded(found))
        update = std::move(*found);
    }
    return update ? &*update : nullptr;
  }

  const StateTable &table;
  ReshardPolicy reshardPolicy;
  Block &body;
  SmallVector<GatheringUnit> units;
  /// False for a step the model does not replay: one that has collectives
  /// of its own, or a tensor without a size in bytes.
  bool covered = true;
  SmallVector<Type> types;
  /// The base op defining each value; ~0u for the arguments.
  SmallVector<unsigned> definingOp;
  SmallVector<BaseOp> ops;
  SmallVector<unsigned> operands, captured;
  llvm::DenseMap<Operation *, unsigned> position;
  /// For each weight (by parameter), the ops that read it, each once per
  /// read (an op of the body, or the op of the body around a nested read).
  SmallVector<SmallVector<unsigned, 4>> weightReaders;
  llvm::DenseMap<Type, std::optional<uint64_t>> bytesOfType;
  bool updateFound = false;
  std::optional<OptimizerUpdate> update;
};

void ShardedStepModel::Description::describe() {
  unsigned next = body.getNumArguments();
  for (BlockArgument argument : body.getArguments()) {
    types.push_back(argument.getType());
    definingOp.push_back(~0u);
  }
  for (Operation &op : body) {
    position[&op] = ops.size();
    ops.push_back({&op, next, 0, 0, 0, 0, ~0u, false});
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
      op->walk([&](Operation *nested) {
        if (nested == op)
          return;
        for (Value operand : nested->getOperands())
          if (operand.getParentBlock() == &body)
            reads.insert(getId(operand));
      });
      captured.append(reads.begin(), reads.end());
    }
    base.capturedEnd = captured.size();
    base.isView = isBufferView(op) && op->getNumResults() == 1;
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
      if (op->getNumResults() != 0)
        base.initsBegin = dps.getDpsInitsMutable()[0].getOperandNumber();
  }
  for (Type type : types)
    if (!getBytes(type))
      covered = false;
  for (const ParamStates &param : table.getParams()) {
    SmallVector<unsigned, 4> &readers = weightReaders.emplace_back();
    for (Operation *user : param.weight.value.getUsers())
      if (Operation *top = body.findAncestorOpInBlock(*user))
        readers.push_back(position.lookup(top));
  }
}

//===----------------------------------------------------------------------===//
// The replay of one rewrite
//===----------------------------------------------------------------------===//

namespace {
/// An op the rewrite inserts.
struct NewOp {
  SmallVector<unsigned, 4> operands;
  SmallVector<unsigned, 1> captured;
  SmallVector<unsigned, 1> results;
  /// Its result shares its first operand's buffer.
  bool isView = false;
  /// Its results are tied, in order, to the operands from this one on.
  unsigned initsBegin = ~0u;
  std::optional<CollectiveKind> collective;
};

/// The program the rewrite writes for one stage and world size, kept as the
/// description of the unsharded step plus what the rewrite changes: ops
/// are numbered, the unsharded body's first (by position), then inserted
/// ones; values likewise. The order is a linked list, so that an insertion
/// lands exactly where the rewriter's builder puts its op.
class Replay {
public:
  using Description = ShardedStepModel::Description;

  Replay(Description &description, int stage, int64_t worldSize,
         bool castOnGather)
      : d(description), table(description.table), stage(stage),
        decisions(getStagePreset(stage)), worldSize(worldSize),
        castOnGather(castOnGather), numBaseOps(description.ops.size()),
        numBaseValues(description.types.size()),
        context(table.getFunction().getContext()) {
    next.resize(numBaseOps);
    previous.resize(numBaseOps);
    for (unsigned op = 0; op < numBaseOps; ++op) {
      next[op] = op + 1 == numBaseOps ? kEnd : op + 1;
      previous[op] = op == 0 ? kEnd : op - 1;
    }
    head = numBaseOps ? 0 : kEnd;
    tail = numBaseOps ? numBaseOps - 1 : kEnd;
    erased.resize(numBaseOps, false);
    terminator = numBaseOps - 1;
  }

  std::optional<ScheduledFootprint> run();

private:
  static constexpr unsigned kEnd = ~0u;

  // Values and their types.
  Type getType(unsigned value) const {
    if (value >= numBaseValues)
      return newTypes[value - numBaseValues];
    if (Type changed = changedTypes.lookup(value))
      return changed;
    return d.types[value];
  }
  unsigned addValue(Type type) {
    newTypes.push_back(type);
    return numBaseValues + newTypes.size() - 1;
  }
  RankedTensorType getFlatType(int64_t elements, Type elementType) const {
    return RankedTensorType::get({elements}, elementType);
  }
  int64_t getShardElements(const StateValue &state) const {
    return llvm::divideCeil(state.numElements, worldSize);
  }
  RankedTensorType getShardType(const StateValue &state) const {
    return getFlatType(getShardElements(state), state.getElementType());
  }
  unsigned getId(Value value) const { return d.getId(value); }

  // Ops, their operands and their order.
  bool isNew(unsigned op) const { return op >= numBaseOps; }
  NewOp &getNew(unsigned op) { return newOps[op - numBaseOps]; }
  SmallVectorImpl<unsigned> &getOperands(unsigned op);
  SmallVectorImpl<unsigned> &getCaptured(unsigned op);
  ArrayRef<unsigned> readOperands(unsigned op) const;
  ArrayRef<unsigned> readCaptured(unsigned op) const;
  /// Inserts `op` before `insertionPoint` (the end when kEnd), as a
  /// builder does: successive ops at one point stay in creation order.
  unsigned create(NewOp op);
  unsigned createView(unsigned source, Type type) {
    NewOp view;
    view.operands = {source};
    view.results = {addValue(type)};
    view.isView = true;
    create(std::move(view));
    return newOps.back().results.front();
  }
  unsigned createScalar(Type type, ArrayRef<unsigned> operands = {}) {
    NewOp op;
    op.operands.assign(operands.begin(), operands.end());
    op.results = {addValue(type)};
    create(std::move(op));
    return newOps.back().results.front();
  }
  void erase(unsigned op) {
    erased[op] = true;
    unsigned before = previous[op], after = next[op];
    (before == kEnd ? head : next[before]) = after;
    (after == kEnd ? tail : previous[after]) = before;
  }
  /// Replaces `from` by `to` where `op` reads it, directly or nested.
  void replaceIn(unsigned op, unsigned from, unsigned to);
  /// Replaces what `op` reads by its `mapping`, directly or nested, and
  /// returns the values it no longer reads.
  SmallVector<unsigned> replaceMapped(unsigned op);

  // The rewrite, step by step.
  unsigned flatten(unsigned value);
  unsigned padWithZeros(unsigned flat, int64_t paddedElements);
  unsigned unflatten(unsigned flat, RankedTensorType fullType);
  void shardArguments();
  void reduceGradients(const OptimizerUpdate &update);
  bool sinkWeightViews();
  bool gatherWeightsForUses(const OptimizerUpdate &update);
  std::optional<unsigned> shardOfOutsideValue(unsigned param, unsigned full,
                                              RankedTensorType shardType);
  std::optional<unsigned> sliceLocalShard(unsigned param, unsigned full);
  bool shardOptimizerUpdate(const OptimizerUpdate &update);
  void gatherUpdatedWeights();
  bool checkResults();
  bool castWeightsOnGather(ArrayRef<std::optional<WeightCastSource>> sources);
  std::optional<ScheduledFootprint> measure();

  Description &d;
  const StateTable &table;
  int stage;
  /// What the stage does to each kind of state (StagePreset.h).
  StageDecisions decisions;
  int64_t worldSize;
  bool castOnGather;
  unsigned numBaseOps, numBaseValues;
  MLIRContext *context;

  SmallVector<Type> newTypes;
  llvm::DenseMap<unsigned, Type> changedTypes;
  SmallVector<NewOp> newOps;
  llvm::DenseMap<unsigned, SmallVector<unsigned, 4>> changedOperands,
      changedCaptured;
  SmallVector<unsigned> next, previous;
  unsigned head, tail, terminator;
  SmallVector<bool> erased;
  unsigned insertionPoint = kEnd;

  /// The rewriter's `updateInputs`: the shard (or reduced value) of each
  /// value the update reads.
  llvm::DenseMap<unsigned, unsigned> mapping;
  /// The reduced value each gradient's collective delivers.
  llvm::DenseMap<unsigned, unsigned> reducedOf;
  llvm::SmallDenseSet<unsigned> shardedResults;
  std::optional<unsigned> rankIndex;
  /// Ops that read each weight directly, once per read; views sunk next
  /// to their readers join, the originals leave.
  SmallVector<SmallVector<unsigned, 4>> weightReaders;
  /// cast-on-gather: the weight arguments the program no longer takes, and
  /// where each result of the unsharded step now is among the returned
  /// values (~0u: no longer returned).
  llvm::SmallDenseSet<unsigned> droppedArguments;
  SmallVector<unsigned> returnedAt;
  /// Traffic of the collectives inserted so far.
  std::array<CollectiveTraffic, kNumCollectiveKinds> collectives;
  bool trafficOverflows = false;
};
} // namespace

SmallVectorImpl<unsigned> &Replay::getOperands(unsigned op) {
  if (isNew(op))
    return getNew(op).operands;
  auto [it, inserted] = changedOperands.try_emplace(op);
  if (inserted) {
    const BaseOp &base = d.ops[op];
    it->second.assign(d.operands.begin() + base.operandsBegin,
                      d.operands.begin() + base.operandsEnd);
  }
  return it->second;
}

SmallVectorImpl<unsigned> &Replay::getCaptured(unsigned op) {
  if (isNew(op))
    return getNew(op).captured;
  auto [it, inserted] = changedCaptured.try_emplace(op);
  if (inserted) {
    const BaseOp &base = d.ops[op];
    it->second.assign(d.captured.begin() + base.capturedBegin,
                      d.captured.begin() + base.capturedEnd);
  }
  return it->second;
}

ArrayRef<unsigned> Replay::readOperands(unsigned op) const {
  if (isNew(op))
    return newOps[op - numBaseOps].operands;
  auto it = changedOperands.find(op);
  if (it != changedOperands.end())
    return it->second;
  const BaseOp &base = d.ops[op];
  return ArrayRef<unsigned>(d.operands)
      .slice(base.operandsBegin, base.operandsEnd - base.operandsBegin);
}

ArrayRef<unsigned> Replay::readCaptured(unsigned op) const {
  if (isNew(op))
    return newOps[op - numBaseOps].captured;
  auto it = changedCaptured.find(op);
  if (it != changedCaptured.end())
    return it->second;
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

/// `flattenTensor` (ZeroUtils.cpp).
unsigned Replay::flatten(unsigned value) {
  auto type = cast<RankedTensorType>(getType(value));
  if (type.getRank() == 1)
    return value;
  return createView(value,
                    getFlatType(type.getNumElements(), type.getElementType()));
}

/// `padWithZeros` (ZeroShardRewriter.cpp): the zero is a constant the pad's
/// region yields.
unsigned Replay::padWithZeros(unsigned flat, int64_t paddedElements) {
  auto type = cast<RankedTensorType>(getType(flat));
  if (paddedElements == type.getDimSize(0))
    return flat;
  unsigned zero = createScalar(type.getElementType());
  NewOp pad;
  pad.operands = {flat};
  pad.captured = {zero};
  pad.results = {addValue(getFlatType(paddedElements, type.getElementType()))};
  create(std::move(pad));
  return newOps.back().results.front();
}

/// `unflatten` (ZeroShardRewriter.cpp).
unsigned Replay::unflatten(unsigned flat, RankedTensorType fullType) {
  auto flatType = cast<RankedTensorType>(getType(flat));
  int64_t numElements = fullType.getNumElements();
  if (flatType.getDimSize(0) != numElements)
    flat =
        createView(flat, getFlatType(numElements, flatType.getElementType()));
  if (fullType.getRank() == 1)
    return flat;
  return createView(flat, fullType);
}

/// `ShardRewriter::shardArguments`.
void Replay::shardArguments() {
  for (const ParamStates &param : table.getParams()) {
    auto shardState = [&](const StateValue &state) {
      if (!isa<BlockArgument>(state.value) ||
          !decisions.shards(state.state.getRole()))
        return;
      unsigned id = getId(state.value);
      changedTypes[id] = getShardType(state);
      mapping[id] = id;
    };
    shardState(param.weight);
    for (const StateValue &state : param.optimizer)
      shardState(state);
  }
}

/// `ShardRewriter::reduceGradients`.
void Replay::reduceGradients(const OptimizerUpdate &update) {
  // The op computing the last of `params`' gradients; gradients the step
  // receives are there from the start. Ops of the unsharded body keep their
  // order, so their numbers order them.
  auto lastGradOp = [&](ArrayRef<unsigned> params) -> std::optional<unsigned> {
    std::optional<unsigned> last;
    for (unsigned param : params) {
      unsigned defining =
          d.definingOp[getId(table.getParams()[param].grad.value)];
      if (defining != ~0u && (!last || *last < defining))
        last = defining;
    }
    return last;
  };
  std::optional<unsigned> endOfBackward;
  for (const GatheringUnit &unit : d.units)
    if (std::optional<unsigned> last = lastGradOp(unit.params))
      if (!endOfBackward || *endOfBackward < *last)
        endOfBackward = last;

  std::optional<unsigned> stageOnePoint = endOfBackward;
  for (const GatheringUnit &unit : d.units) {
    std::optional<unsigned> after = decisions.reducesGradientsAfterBackward()
                                        ? stageOnePoint
                                        : lastGradOp(unit.params);
    insertionPoint = after ? next[*after] : head;

    SmallVector<unsigned> fullGrads, inputs, toRelease;
    SmallVector<Type> resultTypes;
    for (unsigned param : unit.params) {
      const StateValue &grad = table.getParams()[param].grad;
      unsigned id = getId(grad.value);
      fullGrads.push_back(id);
      if (!isa<BlockArgument>(grad.value))
        toRelease.push_back(id);
      if (!decisions.reduceScattersGradients()) {
        inputs.push_back(id);
        resultTypes.push_back(getType(id));
        continue;
      }
      unsigned flat = flatten(id);
      unsigned padded = padWithZeros(flat, getShardElements(grad) * worldSize);
      if (padded != flat)
        toRelease.push_back(padded);
      inputs.push_back(padded);
      resultTypes.push_back(getShardType(grad));
    }
    CollectiveKind kind = decisions.reduceScattersGradients()
                              ? CollectiveKind::ReduceScatter
                              : CollectiveKind::AllReduce;
    NewOp collective;
    collective.operands.assign(inputs.begin(), inputs.end());
    for (Type type : resultTypes)
      collective.results.push_back(addValue(type));
    collective.collective = kind;
    SmallVector<unsigned, 1> results = collective.results;
    unsigned last = create(std::move(collective));
    // The per-rank shard: the scattered result, or the ring's chunk of an
    // all-reduced tensor (`computeScheduledFootprint`).
    for (auto [input, result] : llvm::zip(inputs, results)) {
      uint64_t shardBytes;
      if (kind == CollectiveKind::AllReduce) {
        auto type = cast<RankedTensorType>(getType(input));
        shardBytes =
            getByteSize(llvm::divideCeil(type.getNumElements(), worldSize),
                        type.getElementType())
                .value_or(0);
      } else {
        shardBytes = *d.getBytes(getType(result));
      }
      trafficOverflows |=
          !addCollectiveTraffic(collectives, kind, shardBytes, worldSize);
    }
    if (!toRelease.empty()) {
      NewOp release;
      release.operands.assign(toRelease.begin(), toRelease.end());
      last = create(std::move(release));
    }
    for (auto [grad, reduced] : llvm::zip(fullGrads, results)) {
      mapping[grad] = reduced;
      reducedOf[grad] = reduced;
    }
    stageOnePoint = last;
  }

  // At stage 0 the update reads the averaged gradients in place of the
  // local ones (so far, only gradients are mapped).
  if (!decisions.shardOptimizerStates)
    for (auto [op, param] : update.getOps()) {
      (void)param;
      replaceMapped(d.position.lookup(op));
    }
}

/// `ShardRewriter::sinkWeightViews`: every view of a weight is copied next
/// to each of its readers, in the order the rewriter makes the copies (a
/// view's uses newest first: the copies of later views, then its own in
/// use-list order), and the original goes.
bool Replay::sinkWeightViews() {
  llvm::SetVector<Operation *> views;
  SmallVector<Operation *> worklist;
  for (const ParamStates &param : table.getParams())
    llvm::append_range(worklist, param.weight.value.getUsers());
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (isViewOp(op) && op->getBlock() == &d.body && views.insert(op))
      llvm::append_range(worklist, op->getUsers());
  }
  if (views.empty())
    return true;
  SmallVector<Operation *> order = views.takeVector();
  llvm::DenseSet<Operation *> isSunk(order.begin(), order.end());
  llvm::sort(order, [&](Operation *a, Operation *b) {
    return d.position.lookup(a) > d.position.lookup(b);
  });
  llvm::DenseMap<unsigned, unsigned> paramOfWeight;
  for (auto [index, param] : llvm::enumerate(table.getParams()))
    paramOfWeight[getId(param.weight.value)] = index;

  // The uses the copies of later views add to each view, oldest first.
  struct CopyUse {
    unsigned copy;
    unsigned operandIndex;
  };
  llvm::DenseMap<unsigned, SmallVector<CopyUse>> copyUses;
  for (Operation *view : order) {
    unsigned viewOp = d.position.lookup(view);
    unsigned result = getId(view->getResult(0));
    struct Use {
      unsigned top;
      unsigned operandIndex;
      /// Read from a region of `top` rather than as its operand.
      bool nested;
    };
    SmallVector<Use> uses;
    for (const CopyUse &use : llvm::reverse(copyUses.lookup(viewOp)))
      uses.push_back({use.copy, use.operandIndex, false});
    for (OpOperand &use : view->getResult(0).getUses()) {
      Operation *owner = use.getOwner();
      // A later view, already copied and gone.
      if (isSunk.contains(owner))
        continue;
      Operation *top = d.body.findAncestorOpInBlock(*owner);
      uses.push_back(
          {d.position.lookup(top), use.getOperandNumber(), top != owner});
    }
    SmallVector<unsigned, 4> sources(readOperands(viewOp));
    for (const Use &use : uses) {
      insertionPoint = use.top;
      NewOp copy;
      copy.operands.assign(sources.begin(), sources.end());
      copy.results = {addValue(getType(result))};
      copy.isView = true;
      unsigned copied = copy.results.front();
      unsigned copyOp = create(std::move(copy));
      for (auto [index, source] : llvm::enumerate(sources)) {
        unsigned defining = source < numBaseValues ? d.definingOp[source] : ~0u;
        if (defining != ~0u && isSunk.contains(d.ops[defining].op))
          copyUses[defining].push_back({copyOp, static_cast<unsigned>(index)});
        auto weight = paramOfWeight.find(source);
        if (weight != paramOfWeight.end())
          weightReaders[weight->second].push_back(copyOp);
      }
      if (!use.nested) {
        getOperands(use.top)[use.operandIndex] = copied;
        continue;
      }
      SmallVectorImpl<unsigned> &captured = getCaptured(use.top);
      auto *it = llvm::find(captured, result);
      if (it != captured.end())
        *it = copied;
      else
        captured.push_back(copied);
    }
    erase(viewOp);
    for (unsigned source : sources) {
      auto weight = paramOfWeight.find(source);
      if (weight == paramOfWeight.end())
        continue;
      SmallVectorImpl<unsigned> &readers = weightReaders[weight->second];
      auto *it = llvm::find(readers, viewOp);
      if (it != readers.end())
        readers.erase(it);
    }
  }
  return true;
}

/// `ShardRewriter::gatherWeightsForUses`.
bool Replay::gatherWeightsForUses(const OptimizerUpdate &update) {
  weightReaders.assign(d.weightReaders.begin(), d.weightReaders.end());
  if (!sinkWeightViews())
    return false;
  SmallVector<unsigned> positionOf(numBaseOps + newOps.size(), ~0u);
  SmallVector<unsigned> opAt;
  for (unsigned op = head; op != kEnd; op = next[op]) {
    positionOf[op] = opAt.size();
    opAt.push_back(op);
  }
  auto isUpdate = [&](unsigned op) {
    return !isNew(op) && update.contains(d.ops[op].op);
  };

  SmallVector<SmallVector<unsigned>> usesPerUnit(d.units.size());
  for (auto [unitIndex, unit] : llvm::enumerate(d.units))
    for (unsigned param : unit.params)
      for (unsigned reader : weightReaders[param])
        if (!isUpdate(reader) && reader != terminator)
          usesPerUnit[unitIndex].push_back(positionOf[reader]);

  for (const GatherInterval &interval : deriveGatherIntervals(
           usesPerUnit, decideResharding(table, d.units, d.reshardPolicy))) {
    const GatheringUnit &unit = d.units[interval.unit];
    insertionPoint = opAt[interval.first];
    NewOp gather;
    for (unsigned param : unit.params) {
      const StateValue &weight = table.getParams()[param].weight;
      unsigned shard = getId(weight.value);
      gather.operands.push_back(shard);
      gather.results.push_back(addValue(getFlatType(
          getShardElements(weight) * worldSize, weight.getElementType())));
      trafficOverflows |=
          !addCollectiveTraffic(collectives, CollectiveKind::AllGather,
                                *d.getBytes(getType(shard)), worldSize);
    }
    gather.collective = CollectiveKind::AllGather;
    SmallVector<unsigned, 1> gathered = gather.results;
    create(std::move(gather));
    for (auto [param, result] : llvm::zip(unit.params, gathered)) {
      const StateValue &weight = table.getParams()[param].weight;
      unsigned full = unflatten(result, weight.type);
      unsigned shard = getId(weight.value);
      for (unsigned reader : weightReaders[param]) {
        unsigned at = positionOf[reader];
        if (at >= interval.first && at <= interval.last && !isUpdate(reader))
          replaceIn(reader, shard, full);
      }
    }
    insertionPoint = next[opAt[interval.last]];
    NewOp release;
    release.operands.assign(gathered.begin(), gathered.end());
    create(std::move(release));
  }
  return true;
}

/// `shardOfOutsideValue` (ZeroShardOptimizerUpdate.cpp).
std::optional<unsigned>
Replay::shardOfOutsideValue(unsigned param, unsigned full,
                            RankedTensorType shardType) {
  if (full >= numBaseValues)
    return std::nullopt;
  Value value = d.getValue(full);
  if (value.getDefiningOp<tensor::EmptyOp>())
    return createScalar(shardType);
  if (auto fill = value.getDefiningOp<linalg::FillOp>()) {
    std::optional<unsigned> init =
        shardOfOutsideValue(param, getId(fill.getOutputs()[0]), shardType);
    if (!init)
      return std::nullopt;
    NewOp shardFill;
    shardFill.operands = {getId(fill.getInputs()[0]), *init};
    shardFill.results = {addValue(shardType)};
    shardFill.initsBegin = 1;
    create(std::move(shardFill));
    return newOps.back().results.front();
  }
  if (auto constant = value.getDefiningOp<arith::ConstantOp>())
    if (isa<SplatElementsAttr>(constant.getValue()))
      return createScalar(shardType);
  return sliceLocalShard(param, full);
}

/// `ShardRewriter::sliceLocalShard`.
std::optional<unsigned> Replay::sliceLocalShard(unsigned param, unsigned full) {
  const StateValue &weight = table.getParams()[param].weight;
  if (full != getId(weight.value))
    return std::nullopt;
  auto cached = mapping.find(full);
  if (cached != mapping.end())
    return cached->second;
  IndexType index = IndexType::get(context);
  if (!rankIndex) {
    unsigned saved = insertionPoint;
    insertionPoint = head;
    rankIndex = createScalar(index);
    insertionPoint = saved;
  }
  unsigned padded =
      padWithZeros(flatten(full), getShardElements(weight) * worldSize);
  unsigned size = createScalar(index);
  unsigned offset = createScalar(index, {*rankIndex, size});
  NewOp slice;
  slice.operands = {padded, offset};
  slice.results = {addValue(getShardType(weight))};
  slice.isView = true;
  create(std::move(slice));
  unsigned shard = newOps.back().results.front();
  mapping[full] = shard;
  return shard;
}

/// `shardOptimizerUpdate` (ZeroShardOptimizerUpdate.cpp).
bool Replay::shardOptimizerUpdate(const OptimizerUpdate &update) {
  llvm::SetVector<unsigned> maybeDead;
  SmallVector<unsigned> reshapes;
  auto producerOf = [&](unsigned value) {
    return value < numBaseValues ? d.definingOp[value] : ~0u;
  };
  for (auto [op, paramIndex] : update.getOps()) {
    // Named ops become linalg.generic first, which fails only for these.
    if (isa<linalg::LinalgOp>(op) &&
        !isa<linalg::GenericOp, linalg::FillOp>(op) &&
        (isa<linalg::MapOp>(op) || op->getNumRegions() != 1))
      return false;
    unsigned id = d.position.lookup(op);
    const ParamStates &param = table.getParams()[paramIndex];
    uint64_t numElements = param.getNumElements();
    int64_t shard = llvm::divideCeil(numElements, worldSize);
    insertionPoint = id;
    SmallVector<unsigned, 4> operands(readOperands(id));
    for (unsigned operand : operands) {
      if (mapping.count(operand) || isScalarLike(getType(operand)))
        continue;
      std::optional<unsigned> sharded = shardOfOutsideValue(
          paramIndex, operand,
          getFlatType(
              shard,
              cast<RankedTensorType>(getType(operand)).getElementType()));
      if (!sharded)
        return false;
      mapping[operand] = *sharded;
    }
    if (isFlatOrderReshape(op)) {
      mapping[getId(op->getResult(0))] = mapping.lookup(operands.front());
      reshapes.push_back(id);
      continue;
    }
    for (unsigned replaced : replaceMapped(id))
      if (producerOf(replaced) != ~0u)
        maybeDead.insert(producerOf(replaced));
    for (Value result : op->getResults()) {
      unsigned resultId = getId(result);
      if (isFullSize(result.getType(), numElements))
        changedTypes[resultId] = getFlatType(
            shard, cast<RankedTensorType>(result.getType()).getElementType());
      mapping[resultId] = resultId;
    }
  }

  // The return takes the shards.
  for (auto [index, operand] : llvm::enumerate(getOperands(terminator))) {
    auto it = mapping.find(operand);
    if (it == mapping.end())
      continue;
    operand = it->second;
    shardedResults.insert(index);
  }
  for (unsigned reshape : llvm::reverse(reshapes)) {
    unsigned producer = producerOf(readOperands(reshape).front());
    if (producer != ~0u)
      maybeDead.insert(producer);
    maybeDead.remove(reshape);
    erase(reshape);
  }
  if (maybeDead.empty())
    return true;

  // What only the full-size update read is erased (`isOpTriviallyDead`):
  // an op none of whose results is read, with no effect.
  SmallVector<unsigned> uses(numBaseValues + newTypes.size(), 0);
  for (unsigned op = head; op != kEnd; op = next[op]) {
    for (unsigned value : readOperands(op))
      ++uses[value];
    for (unsigned value : readCaptured(op))
      ++uses[value];
  }
  while (!maybeDead.empty()) {
    unsigned op = maybeDead.pop_back_val();
    if (erased[op])
      continue;
    const BaseOp &base = d.ops[op];
    bool unused = true;
    for (unsigned result = 0, e = base.op->getNumResults(); result < e;
         ++result)
      unused &= uses[base.firstResult + result] == 0;
    if (!unused || !wouldOpBeTriviallyDead(base.op))
      continue;
    for (unsigned value : readOperands(op)) {
      --uses[value];
      if (producerOf(value) != ~0u)
        maybeDead.insert(producerOf(value));
    }
    for (unsigned value : readCaptured(op))
      --uses[value];
    erase(op);
  }
  return true;
}

/// `ShardRewriter::gatherUpdatedWeights`.
void Replay::gatherUpdatedWeights() {
  insertionPoint = terminator;
  for (const GatheringUnit &unit : d.units) {
    SmallVector<unsigned> resultIndices;
    SmallVector<const StateValue *> weights;
    for (unsigned param : unit.params)
      for (const StateResult &result : table.getParams()[param].results)
        if (result.state.getRole() == StateRole::Weight &&
            shardedResults.contains(result.resultIndex)) {
          resultIndices.push_back(result.resultIndex);
          weights.push_back(&table.getParams()[param].weight);
        }
    if (resultIndices.empty())
      continue;
    NewOp gather;
    for (auto [resultIndex, weight] : llvm::zip(resultIndices, weights)) {
      unsigned shard = readOperands(terminator)[resultIndex];
      auto shardType = cast<RankedTensorType>(getType(shard));
      gather.operands.push_back(shard);
      gather.results.push_back(addValue(getFlatType(
          shardType.getDimSize(0) * worldSize, weight->getElementType())));
      trafficOverflows |=
          !addCollectiveTraffic(collectives, CollectiveKind::AllGather,
                                *d.getBytes(shardType), worldSize);
    }
    gather.collective = CollectiveKind::AllGather;
    SmallVector<unsigned, 1> gathered = gather.results;
    create(std::move(gather));
    for (auto [resultIndex, weight, result] :
         llvm::zip(resultIndices, weights, gathered)) {
      getOperands(terminator)[resultIndex] = unflatten(result, weight->type);
      shardedResults.erase(resultIndex);
    }
  }
}

/// `ShardRewriter::shardResults`: whether the rewrite accepts what the step
/// returns for each sharded state.
bool Replay::checkResults() {
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results) {
      if (!decisions.shards(result.state.getRole()))
        continue;
      unsigned returned = readOperands(terminator)[result.resultIndex];
      if (!shardedResults.contains(result.resultIndex) ||
          getType(returned) != getShardType(param.getUpdatedInput(result)))
        return false;
    }
  return true;
}

/// `ShardRewriter::castWeightsOnGather` (ZeroShardCastOnGather.cpp): each
/// read of a weight with a cast source reads a cast of the master's shard,
/// made just before it; the weight's argument and result go, and so does
/// the update's own cast when nothing else reads it. False where the
/// rewrite would do something the model does not follow (a read nested in
/// a region).
bool Replay::castWeightsOnGather(
    ArrayRef<std::optional<WeightCastSource>> sources) {
  // The weights that lose their argument: the master each is cast from,
  // and its parameter's place in the table (the rewrite casts parameter by
  // parameter, in that order).
  llvm::DenseMap<unsigned, std::pair<unsigned, unsigned>> masterOf;
  llvm::SmallDenseSet<unsigned> droppedResults;
  SmallVector<unsigned> updateCasts;
  ArrayRef<unsigned> returnedValues = readOperands(terminator);
  for (auto [index, param, source] :
       llvm::enumerate(table.getParams(), sources)) {
    if (!source)
      continue;
    unsigned weight = getId(param.weight.value);
    masterOf[weight] = {getId(param.optimizer[source->master].value),
                        static_cast<unsigned>(index)};
    droppedArguments.insert(weight);
    for (const StateResult &result : param.results)
      if (result.state.getRole() == StateRole::Weight) {
        droppedResults.insert(result.resultIndex);
        unsigned written = returnedValues[result.resultIndex];
        if (written < numBaseValues && !isa<BlockArgument>(d.getValue(written)))
          if (auto truncation =
                  d.getValue(written).getDefiningOp<arith::TruncFOp>())
            updateCasts.push_back(d.position.lookup(truncation));
      }
  }
  // The ops that read those weights, in program order (one walk).
  SmallVector<unsigned> readers;
  for (unsigned op = head; op != kEnd; op = next[op]) {
    if (op == terminator)
      continue;
    if (llvm::any_of(readCaptured(op),
                     [&](unsigned value) { return masterOf.count(value); }))
      return false;
    if (llvm::any_of(readOperands(op),
                     [&](unsigned value) { return masterOf.count(value); }))
      readers.push_back(op);
  }
  // One cast per read, just before its reader, parameter by parameter.
  for (unsigned reader : readers) {
    insertionPoint = reader;
    SmallVector<unsigned> reads;
    for (auto [index, value] : llvm::enumerate(readOperands(reader)))
      if (masterOf.count(value))
        reads.push_back(index);
    llvm::stable_sort(reads, [&](unsigned a, unsigned b) {
      return masterOf.lookup(readOperands(reader)[a]).second <
             masterOf.lookup(readOperands(reader)[b]).second;
    });
    for (unsigned index : reads) {
      unsigned weight = readOperands(reader)[index];
      unsigned cast = createScalar(getType(weight), {masterOf[weight].first});
      getOperands(reader)[index] = cast;
    }
  }
  // The returned values without the dropped results, and where each
  // result now is.
  SmallVector<unsigned> kept;
  returnedAt.assign(returnedValues.size(), ~0u);
  for (auto [index, value] : llvm::enumerate(returnedValues)) {
    if (droppedResults.contains(index))
      continue;
    returnedAt[index] = kept.size();
    kept.push_back(value);
  }
  getOperands(terminator).assign(kept.begin(), kept.end());
  // The update's cast goes when no other op reads it.
  if (updateCasts.empty())
    return true;
  llvm::DenseSet<unsigned> read;
  for (unsigned op = head; op != kEnd; op = next[op]) {
    read.insert(readOperands(op).begin(), readOperands(op).end());
    read.insert(readCaptured(op).begin(), readCaptured(op).end());
  }
  for (unsigned cast : updateCasts)
    if (!erased[cast] && !read.contains(d.ops[cast].firstResult))
      erase(cast);
  return true;
}

/// What `computeScheduledFootprint` finds on the written program.
std::optional<ScheduledFootprint> Replay::measure() {
  if (trafficOverflows)
    return std::nullopt;
  ScheduledFootprint footprint;
  footprint.stage = stage;
  footprint.worldSize = worldSize;
  footprint.shardRanks = worldSize;
  footprint.gridShape = {worldSize};
  footprint.reshardAfterForward =
      d.reshardPolicy.mode != ReshardPolicy::Mode::Never;
  footprint.collectives = collectives;
  for (const CollectiveTraffic &traffic : collectives)
    if (__builtin_add_overflow(footprint.sentBytesPerRank, traffic.sentBytes,
                               &footprint.sentBytesPerRank))
      return std::nullopt;
  // The model covers the 1-d group only: every collective spans the grid.
  if (llvm::any_of(collectives,
                   [](const CollectiveTraffic &t) { return t.count > 0; }))
    footprint.sentBytesByAxes.push_back(
        AxisTraffic{{}, worldSize, footprint.sentBytesPerRank});

  BufferSchedule schedule;
  SmallVector<unsigned> scheduled(numBaseValues + newTypes.size(), ~0u);
  auto bytesOf = [&](unsigned value) { return d.getBytes(getType(value)); };
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
    for (unsigned i = 0, e = base.op->getNumResults(); i < e; ++i)
      callback(base.firstResult + i);
  };
  bool sized = true;
  for (unsigned op = head; op != kEnd; op = next[op]) {
    schedule.beginOp();
    forEachResult(op, [&](unsigned result) {
      std::optional<uint64_t> bytes = bytesOf(result);
      sized &= bytes.has_value();
      scheduled[result] = schedule.addResult(bytes.value_or(0));
    });
    for (unsigned value :
         llvm::concat<const unsigned>(readOperands(op), readCaptured(op)))
      if (isa<RankedTensorType>(getType(value)))
        schedule.addUse(scheduled[value]);
    // The flat buffers a GPU framework runs the collective through, as
    // computeScheduledFootprint records them.
    if (isNew(op) && getNew(op).collective) {
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
  ArrayRef<unsigned> returned = readOperands(terminator);
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results) {
      unsigned at = returnedAt.empty() ? result.resultIndex
                                       : returnedAt[result.resultIndex];
      if (at == ~0u)
        continue;
      schedule.shareBuffer(
          scheduled[returned[at]],
          scheduled[getId(param.getUpdatedInput(result).value)]);
    }

  SmallVector<ScheduledParamStates> states;
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
    unsigned grad = getId(param.grad.value);
    state.grad = scheduled[grad];
    auto reduced = reducedOf.find(grad);
    if (reduced != reducedOf.end())
      state.reduced = scheduled[reduced->second];
  }
  if (addModelStates(schedule, decisions, states, footprint.modelStates))
    return std::nullopt;
  for (const NewOp &op : newOps)
    if (op.collective == CollectiveKind::AllGather)
      for (unsigned result : op.results)
        schedule.markKind(scheduled[result], BufferKind::GatheredWeight);

  FailureOr<std::pair<LiveBytes, unsigned>> peak = schedule.computePeak(
      [&](unsigned) -> Location { return UnknownLoc::get(context); });
  if (failed(peak))
    return std::nullopt;
  footprint.peak = peak->first;
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

std::optional<ScheduledFootprint> Replay::run() {
  if (castOnGather && (!decisions.shardWeights || worldSize == 1))
    return std::nullopt;
  if (worldSize > 1) {
    const OptimizerUpdate *update = d.getUpdate();
    if (!update || failed(checkShardable(table, stage, worldSize)))
      return std::nullopt;
    SmallVector<std::optional<WeightCastSource>> castSources;
    if (castOnGather)
      castSources = findWeightCastSources(table, *update, /*kept=*/nullptr);
    shardArguments();
    reduceGradients(*update);
    if (decisions.shardWeights && !gatherWeightsForUses(*update))
      return std::nullopt;
    if (decisions.shardOptimizerStates && !shardOptimizerUpdate(*update))
      return std::nullopt;
    if (decisions.gathersUpdatedWeights())
      gatherUpdatedWeights();
    if (!checkResults())
      return std::nullopt;
    if (castOnGather && !castWeightsOnGather(castSources))
      return std::nullopt;
  }
  return measure();
}

//===----------------------------------------------------------------------===//
// The model
//===----------------------------------------------------------------------===//

ShardedStepModel::ShardedStepModel(const StateTable &table,
                                   ReshardPolicy reshardPolicy)
    : description(std::make_unique<Description>(table, reshardPolicy)) {
  description->describe();
}

ShardedStepModel::~ShardedStepModel() = default;
ShardedStepModel::ShardedStepModel(ShardedStepModel &&) = default;

std::optional<ScheduledFootprint>
ShardedStepModel::evaluate(int stage, int64_t worldSize, bool castOnGather) {
  if (!description->covered)
    return std::nullopt;
  // The model only asks; where the rewrite would report something, the
  // caller shards a copy, which reports it.
  ScopedDiagnosticHandler quiet(description->table.getFunction().getContext(),
                                [](Diagnostic &) { return success(); });
  Replay replay(*description, stage, worldSize, castOnGather);
  return replay.run();
}
