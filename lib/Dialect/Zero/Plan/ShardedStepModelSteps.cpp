//===- ShardedStepModelSteps.cpp - the rewrite's steps, replayed ----------===//
//
// The program edits the lowering (ShardLowering.h) makes, recorded on
// the replay (ShardedStepModelImpl.h). Two pieces still follow the rewriter
// rather than the lowering, each naming what it follows: the order in which
// the copies of a weight's views are made (`sinkWeightViews`, as the
// rewriter's use lists give them; which views, the lowering says) and which
// named ops linalg's generalization refuses. A change
// there needs the same change here, and test-zero-shard-model fails until
// it has one.
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
// The lowering's program edits (ShardLowering.h)
//===----------------------------------------------------------------------===//

unsigned Replay::createCollective(const CollectiveSpec &spec,
                                  ArrayRef<unsigned> inputs,
                                  ArrayRef<Type> resultTypes, Location,
                                  SmallVectorImpl<unsigned> &results) {
  NewOp collective;
  collective.operands.assign(inputs.begin(), inputs.end());
  for (Type type : resultTypes)
    collective.results.push_back(addValue(type));
  collective.collective = spec.kind;
  collective.gridAxes.assign(spec.gridAxes.begin(), spec.gridAxes.end());
  // What each rank sends for each tensor over the ranks the collective
  // spans, from its shard: the scattered result, the gathered input, or the
  // ring's chunk of an all-reduced tensor (`getCollectiveSentBytes`).
  int64_t ranks = getGroupRanks(spec.gridAxes);
  for (auto [input, result] : llvm::zip(inputs, collective.results)) {
    uint64_t shardBytes = 0;
    switch (spec.kind) {
    case CollectiveKind::AllReduce: {
      auto type = cast<RankedTensorType>(getType(input));
      shardBytes = getByteSize(llvm::divideCeil(type.getNumElements(), ranks),
                               type.getElementType())
                       .value_or(0);
      break;
    }
    case CollectiveKind::ReduceScatter:
      shardBytes = *d.getBytes(getType(result));
      break;
    case CollectiveKind::AllGather:
      shardBytes = *d.getBytes(getType(input));
      break;
    }
    std::optional<uint64_t> sent =
        getBytesSentPerRank(spec.kind, shardBytes, ranks);
    trafficOverflows |=
        !sent || !addBytes(collective.sentBytes, *sent) ||
        !addBytes(collectives[static_cast<int>(spec.kind)].sentBytes, *sent);
  }
  llvm::append_range(results, collective.results);
  return create(std::move(collective));
}

void Replay::readReducedGradientsInUpdate(
    const OptimizerUpdate &update, function_ref<bool(unsigned)> ofParam) {
  // So far only the gradients are mapped, and each update op reads its own
  // parameter's.
  for (auto [op, param] : update.getOps())
    if (ofParam(param))
      replaceMapped(d.position.lookup(op));
}

/// `ShardRewriter::sinkWeightViews`: every view the lowering names
/// (`getWeightViewsToSink`) is copied next to each of its readers, in the
/// order the rewriter makes the copies (a view's uses newest first: the
/// copies of later views, then its own in use-list order), and the
/// original goes.
void Replay::sinkWeightViews() {
  weightReaders.assign(d.weightReaders.begin(), d.weightReaders.end());
  // By the description's positions: the body is shared by the threads
  // that price plans, and `isBeforeInBlock` would renumber it.
  SmallVector<Operation *> order =
      getWeightViewsToSink(table, [&](Operation *a, Operation *b) {
        return d.position.lookup(a) < d.position.lookup(b);
      });
  if (order.empty())
    return;
  llvm::DenseSet<Operation *> isSunk(order.begin(), order.end());
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
      copy.isZeroOp = isa<ZeroDialect>(view->getDialect());
      copy.hasRegions = view->getNumRegions() != 0;
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
}

SmallVector<unsigned> Replay::numberOps() {
  positionOf.assign(numBaseOps + newOps.size(), ~0u);
  SmallVector<unsigned> opAt;
  for (unsigned op = head; op != kEnd; op = next[op]) {
    positionOf[op] = opAt.size();
    opAt.push_back(op);
  }
  return opAt;
}

std::optional<SmallVector<std::pair<unsigned, unsigned>>>
Replay::getUpdateOpsOnShards(const OptimizerUpdate &update,
                             function_ref<bool(unsigned)> ofParam) {
  SmallVector<std::pair<unsigned, unsigned>> ops;
  for (auto [op, param] : update.getOps()) {
    if (!ofParam(param))
      continue;
    // The rewriter turns named ops into linalg.generic first, which fails
    // only for these (`linalg::generalizeNamedOp`).
    if (isa<linalg::LinalgOp>(op) &&
        !isa<linalg::GenericOp, linalg::FillOp>(op) &&
        (isa<linalg::MapOp>(op) || op->getNumRegions() != 1))
      return std::nullopt;
    ops.push_back({d.position.lookup(op), param});
  }
  return ops;
}

void Replay::readUpdateInputsIn(unsigned op) {
  for (unsigned replaced : replaceMapped(op))
    if (getProducer(replaced) != ~0u)
      maybeDead.insert(getProducer(replaced));
}

unsigned Replay::createFill(unsigned scalar, unsigned init, Location) {
  NewOp fill;
  fill.operands = {scalar, init};
  fill.results = {addValue(getType(init))};
  fill.initsBegin = 1;
  fill.hasRegions = true;
  fill.cost = getFillCost(getType(init));
  create(std::move(fill));
  return newOps.back().results.front();
}

unsigned Replay::getRankIndex(const ShardGroup &group) {
  // As the rewriter writes it, once per group's axes at the start of the
  // body: the index along the axes, then for each further axis a size, a
  // multiplication and an addition (row-major).
  auto [found, inserted] = rankIndices.try_emplace(group.getShardAxes(), 0);
  if (!inserted)
    return found->second;
  unsigned saved = insertionPoint;
  insertionPoint = head;
  IndexType index = IndexType::get(context);
  unsigned rankIndex = createScalar(index);
  for (size_t axis = 1, e = found->first.size(); axis < e; ++axis) {
    unsigned size = createScalar(index);
    rankIndex = createScalar(index, {createScalar(index, {rankIndex, size})});
  }
  insertionPoint = saved;
  found->second = rankIndex;
  return rankIndex;
}

unsigned Replay::sliceShard(unsigned padded, unsigned rankIndex,
                            int64_t shardElements, Location) {
  IndexType index = IndexType::get(context);
  unsigned size = createScalar(index);
  unsigned offset = createScalar(index, {rankIndex, size});
  NewOp slice;
  slice.operands = {padded, offset};
  slice.results = {addValue(
      getFlatType(shardElements,
                  cast<RankedTensorType>(getType(padded)).getElementType()))};
  slice.isView = true;
  create(std::move(slice));
  return newOps.back().results.front();
}

void Replay::eraseReplacedByShards(ArrayRef<unsigned> reshapes) {
  for (unsigned reshape : llvm::reverse(reshapes)) {
    unsigned producer = getProducer(readOperands(reshape).front());
    if (producer != ~0u)
      maybeDead.insert(producer);
    maybeDead.remove(reshape);
    erase(reshape);
  }
  if (maybeDead.empty())
    return;

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
    for (unsigned result = 0, e = base.numResults; result < e; ++result)
      unused &= uses[base.firstResult + result] == 0;
    if (!unused || !wouldOpBeTriviallyDead(base.op))
      continue;
    for (unsigned value : readOperands(op)) {
      --uses[value];
      if (getProducer(value) != ~0u)
        maybeDead.insert(getProducer(value));
    }
    for (unsigned value : readCaptured(op))
      --uses[value];
    erase(op);
  }
}

/// `ShardRewriter::shardResults`: whether the rewrite accepts what the step
/// returns for each sharded state.
bool Replay::checkResults() {
  for (auto [index, param] : llvm::enumerate(table.getParams()))
    for (const StateResult &result : param.results)
      if (decisionsOf(index).shards(result.state.getRole()) &&
          !isShardedResult(index, result,
                           getType(getReturned(result.resultIndex))))
        return false;
  return true;
}

std::optional<SmallVector<std::pair<unsigned, unsigned>>>
Replay::getReads(unsigned value) {
  // Every weight's reads, found in one walk on the first call (the casts
  // the lowering inserts read the masters, never a weight).
  if (!readsOfWeights) {
    readsOfWeights.emplace();
    for (const ParamStates &param : table.getParams())
      if (isa<BlockArgument>(param.weight.value))
        readsOfWeights->try_emplace(
            getId(param.weight.value),
            SmallVector<std::pair<unsigned, unsigned>>());
    for (unsigned op = head; op != kEnd; op = next[op]) {
      for (unsigned nested : readCaptured(op))
        if (auto it = readsOfWeights->find(nested); it != readsOfWeights->end())
          it->second = std::nullopt;
      for (auto [index, operand] : llvm::enumerate(readOperands(op)))
        if (auto it = readsOfWeights->find(operand);
            it != readsOfWeights->end() && it->second)
          it->second->push_back({op, static_cast<unsigned>(index)});
    }
  }
  // A read nested in a region: the rewrite casts inside it, which the model
  // does not follow.
  return readsOfWeights->lookup(value);
}

void Replay::dropCastWeight(const ParamStates &param,
                            const WeightCastSource &) {
  droppedArguments.insert(getId(param.weight.value));
  for (const StateResult &result : param.results) {
    if (result.state.getRole() != StateRole::Weight)
      continue;
    droppedResults.insert(result.resultIndex);
    unsigned written = getReturned(result.resultIndex);
    if (written < numBaseValues && !isa<BlockArgument>(d.getValue(written)))
      if (auto truncation =
              d.getValue(written).getDefiningOp<arith::TruncFOp>())
        updateCasts.push_back(d.position.lookup(truncation));
  }
}

/// The lowering's cast-on-gather, then the returned values without the
/// dropped results (and where each result now is), and the update's cast
/// gone when no other op reads it.
bool Replay::castWeightsOnGather(
    ArrayRef<std::optional<WeightCastSource>> sources) {
  if (!ShardLowering::castWeightsOnGather(sources))
    return false;
  ArrayRef<unsigned> returnedValues = readOperands(terminator);
  SmallVector<unsigned> kept;
  returnedAt.assign(returnedValues.size(), ~0u);
  for (auto [index, value] : llvm::enumerate(returnedValues)) {
    if (droppedResults.contains(index))
      continue;
    returnedAt[index] = kept.size();
    kept.push_back(value);
  }
  getOperands(terminator).assign(kept.begin(), kept.end());
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
