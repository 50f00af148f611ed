//===- ZeroRematPlanner.cpp - zero-remat: which layers to recompute -------===//
//
// The plan of `zero-remat` (ZeroRematPlanner.h), read top-down: the forward
// and the kind of each operation, the weight reads and live bytes that
// place the cuts between layers, the plan of each layer (what the policy
// keeps, what is cloned), then the stage-3 check that drops a plan whose
// clones would need a gather of their own. The definitions (forward,
// segment, kept, recomputed) are those of the pass's description in
// Passes.td. Only the analysis: the rewrite that applies a plan is in
// ZeroRemat.cpp.
//
//===----------------------------------------------------------------------===//

#include "ZeroRematPlanner.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
#include "zero/Dialect/Zero/Transforms/Remat.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

/// Every value `op` reads: its operands and the values its regions capture
/// from above (a generic's body may `tensor.extract` from a tensor that is
/// not an operand).
static SmallVector<Value> getReadValues(Operation *op) {
  llvm::SetVector<Value> values(op->operand_begin(), op->operand_end());
  getUsedValuesDefinedAbove(op->getRegions(), values);
  return values.takeVector();
}

LogicalResult RematPlanner::findForward() {
  // The loss: the results that are not updated states.
  llvm::DenseSet<unsigned> stateResults;
  for (const ParamStates &param : table.getParams())
    for (const StateResult &result : param.results)
      stateResults.insert(result.resultIndex);
  Operation *terminator = body.getTerminator();
  SmallVector<Value> worklist;
  for (OpOperand &operand : terminator->getOpOperands())
    if (!stateResults.contains(operand.getOperandNumber()))
      worklist.push_back(operand.get());
  if (worklist.empty())
    return emitError(getWholeFunctionLoc(table.getFunction()))
           << "zero-remat: the step returns no loss (a result without "
              "#zero.state), so its forward cannot be told from its "
              "backward; return the loss";
  llvm::DenseSet<Operation *> visited;
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def)
      continue;
    std::optional<unsigned> at = order.of(def);
    if (!at || !visited.insert(order.at(*at)).second)
      continue;
    forwardEnd = std::max<int64_t>(forwardEnd, *at);
    llvm::append_range(worklist, getReadValues(order.at(*at)));
  }
  return success();
}

void RematPlanner::classifyOps() {
  llvm::DenseSet<Value> free;
  auto allFree = [&](Operation *op) {
    return llvm::all_of(op->getOperands(),
                        [&](Value operand) { return free.contains(operand); });
  };
  for (unsigned at = 0; at < order.size(); ++at) {
    Operation *op = order.at(at);
    OpKind kind = OpKind::Compute;
    if (op->hasTrait<OpTrait::ConstantLike>())
      kind = OpKind::Constant;
    else if (isa<tensor::EmptyOp, linalg::FillOp>(op) && allFree(op))
      kind = OpKind::Free;
    if (kind != OpKind::Compute)
      free.insert(op->result_begin(), op->result_end());
    kinds.push_back(kind);
  }
}

void RematPlanner::findWeightReads() {
  for (auto [index, unit] : llvm::enumerate(units))
    for (unsigned param : unit.params)
      unitOfWeight[table.getParams()[param].weight.value] = index;
  llvm::DenseSet<Value> persistent;
  for (const ParamStates &param : table.getParams())
    if (param.keepsWeightWhole())
      persistent.insert(param.weight.value);
  unitsReadAt.resize(order.size());
  gatheredUnitsReadAt.resize(order.size());
  readsOfUnit.resize(units.size());
  for (unsigned at = 0; at < order.size(); ++at) {
    for (Value value : getReadValues(order.at(at))) {
      auto it = unitOfWeight.find(value);
      if (it == unitOfWeight.end())
        continue;
      if (!llvm::is_contained(unitsReadAt[at], it->second)) {
        unitsReadAt[at].push_back(it->second);
        readsOfUnit[it->second].push_back(at);
      }
      if (!persistent.contains(value) &&
          !llvm::is_contained(gatheredUnitsReadAt[at], it->second))
        gatheredUnitsReadAt[at].push_back(it->second);
    }
    if (!unitsReadAt[at].empty())
      readPositions.push_back(at);
  }
}

void RematPlanner::computeLiveBytes() {
  // Each computed value adds its bytes from its definition to the position
  // before its last forward read: a difference array, summed once.
  unsigned size = forwardEnd + 1;
  llvm::DenseMap<Value, unsigned> lastRead;
  for (unsigned at = 0; at < size; ++at)
    for (Value value : getReadValues(order.at(at)))
      lastRead[value] = at;
  SmallVector<int64_t> delta(size + 1, 0);
  for (unsigned at = 0; at < size; ++at) {
    if (kinds[at] != OpKind::Compute)
      continue;
    for (Value result : order.at(at)->getResults()) {
      auto it = lastRead.find(result);
      if (it == lastRead.end() || it->second <= at)
        continue;
      // Saturated: a cut only compares these counts.
      auto bytes = static_cast<int64_t>(std::min<uint64_t>(
          getStaticTensorBytes(result.getType()).value_or(INT32_MAX),
          INT32_MAX));
      delta[at] += bytes;
      delta[it->second] -= bytes;
    }
  }
  int64_t live = 0;
  for (unsigned at = 0; at < size; ++at) {
    live += delta[at];
    liveAfter.push_back(live);
  }
}

int64_t RematPlanner::cutGap(int64_t from, int64_t to) const {
  int64_t best = from;
  auto liveAt = [&](int64_t at) { return at < 0 ? 0 : liveAfter[at]; };
  for (int64_t at = from; at <= to; ++at)
    if (liveAt(at) <= liveAt(best))
      best = at;
  return best;
}

/// The value a weight's read goes through views to, or `value` itself.
static Value stripViews(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isViewOp(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

bool RematPlanner::isLinearProjection(Operation *op, unsigned unit) const {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalg::isaContractionOpInterface(linalgOp))
    return false;
  return llvm::any_of(linalgOp.getDpsInputs(), [&](Value input) {
    // A weight reshaped or cast on its way in is still the weight.
    auto it = unitOfWeight.find(stripViews(input));
    return it != unitOfWeight.end() && it->second == unit;
  });
}

/// The operation that stores the sum `op` computes in a narrower element
/// type, when it is the only reader of that sum: an elementwise conversion
/// (ElementwiseMappable, `arith.truncf` of bf16 activations) or an
/// all-parallel identity-map `linalg.generic` (a residual add that rounds).
/// Null otherwise.
static Operation *getNarrowingReader(Operation *op) {
  if (op->getNumResults() != 1 || !op->getResult(0).hasOneUse())
    return nullptr;
  Value sum = op->getResult(0);
  Operation *reader = *sum.user_begin();
  if (reader->getNumResults() != 1)
    return nullptr;
  std::optional<uint64_t> sumBits =
      getElementBitWidth(getElementTypeOrSelf(sum.getType()));
  std::optional<uint64_t> storedBits =
      getElementBitWidth(getElementTypeOrSelf(reader->getResult(0).getType()));
  if (!sumBits || !storedBits || *storedBits >= *sumBits)
    return nullptr;
  if (reader->hasTrait<OpTrait::Elementwise>())
    return reader;
  auto generic = dyn_cast<linalg::GenericOp>(reader);
  if (generic && generic.getNumLoops() == generic.getNumParallelLoops() &&
      llvm::all_of(generic.getIndexingMapsArray(),
                   [](AffineMap map) { return map.isIdentity(); }))
    return reader;
  return nullptr;
}

/// Whether `reader` (a narrowing reader of `sum`) reads nothing else: an
/// elementwise conversion of `sum` alone, or a generic whose one input is
/// `sum`.
static bool isConversionOf(Operation *reader, Value sum) {
  if (auto generic = dyn_cast<linalg::GenericOp>(reader))
    return generic.getNumDpsInputs() == 1 &&
           generic.getDpsInputOperand(0)->get() == sum;
  return reader->getNumOperands() == 1;
}

/// Whether zero-remat may clone `op`, an operation of the zero dialect:
/// fused attention is pure compute; collectives, transfers and annotations
/// are not repeated, so their results are kept.
static bool isRecomputableZeroOp(Operation *op) { return isa<AttentionOp>(op); }

bool RematPlanner::isActivationContraction(Operation *op) const {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalg::isaContractionOpInterface(linalgOp))
    return false;
  return llvm::all_of(linalgOp.getDpsInputs(), [&](Value input) {
    input = stripViews(input);
    if (unitOfWeight.contains(input))
      return false;
    // The step's data arguments are activations too.
    Operation *def = input.getDefiningOp();
    if (!def)
      return true;
    std::optional<unsigned> at = order.of(def);
    return at && kinds[*at] == OpKind::Compute;
  });
}

void RematPlanner::selectKept(LayerPlan &plan) const {
  if (policy == RematPolicyOption::Op) {
    // torchtitan counts a block's aten.mm calls from one in forward order
    // and saves the odd-numbered ones; here they are the projections.
    unsigned projections = 0;
    for (unsigned at = plan.begin; at <= plan.end; ++at) {
      Operation *op = order.at(at);
      if (isa<AttentionOp>(op)) {
        plan.keptByPolicy.insert(op->result_begin(), op->result_end());
        continue;
      }
      if (!isLinearProjection(op, plan.unit) || ++projections % 2 == 0)
        continue;
      // Kept as stored: the narrower copy where that is the sum's only
      // reader, else the sum where the contraction wrote a buffer of its
      // own. Otherwise (a reader that rounds the sum with the residual, or
      // a contraction that accumulates into the residual) the program holds
      // no such output, so the rewrite stores one, which the backward never
      // reads (zero-remat's description in Passes.td).
      Value sum = op->getResult(0);
      Operation *stored = getNarrowingReader(op);
      Value init = cast<linalg::LinalgOp>(op).getDpsInitOperand(0)->get();
      Operation *initDef = init.getDefiningOp();
      std::optional<unsigned> initAt =
          initDef ? order.of(initDef) : std::optional<unsigned>();
      bool ownBuffer = initAt && kinds[*initAt] == OpKind::Free;
      if (stored && isConversionOf(stored, sum))
        plan.keptByPolicy.insert(stored->getResult(0));
      else if (!stored && ownBuffer)
        plan.keptByPolicy.insert(sum);
      else
        plan.storedCopies.push_back(
            {sum,
             getElementTypeOrSelf(
                 (stored ? stored->getResult(0) : sum).getType()),
             /*accumulated=*/!ownBuffer});
    }
    return;
  }
  if (policy != RematPolicyOption::Selective)
    return;
  // The core: what depends on a contraction of two activations (the
  // scores, that one included) and feeds another (the context, that one
  // excluded). Dependence is followed inside the segment only.
  llvm::DenseSet<Operation *> fromScores, toContext;
  for (unsigned at = plan.begin; at <= plan.end; ++at) {
    Operation *op = order.at(at);
    if (kinds[at] != OpKind::Compute)
      continue;
    bool depends = isActivationContraction(op) ||
                   llvm::any_of(getReadValues(op), [&](Value value) {
                     Operation *def = value.getDefiningOp();
                     return def && fromScores.contains(def);
                   });
    if (depends)
      fromScores.insert(op);
  }
  for (unsigned at = plan.end + 1; at-- > plan.begin;) {
    Operation *op = order.at(at);
    if (kinds[at] != OpKind::Compute)
      continue;
    bool feeds = llvm::any_of(op->getUsers(), [&](Operation *user) {
      std::optional<unsigned> userAt = order.of(user);
      if (!userAt || *userAt < plan.begin || *userAt > plan.end)
        return false;
      Operation *top = order.at(*userAt);
      return top != op &&
             (isActivationContraction(top) || toContext.contains(top));
    });
    if (feeds)
      toContext.insert(op);
  }
  for (Operation *op : fromScores)
    if (toContext.contains(op))
      plan.core.insert(op);
}

bool RematPlanner::isKept(Value value, const LayerPlan &plan) const {
  Operation *def = value.getDefiningOp();
  if (isa_and_nonnull<ZeroDialect>(def->getDialect()) &&
      !isRecomputableZeroOp(def))
    return true;
  if (plan.keptByPolicy.contains(value))
    return true;
  if (policy == RematPolicyOption::Selective && !plan.core.contains(def))
    return true;
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    std::optional<unsigned> at = order.of(user);
    if (!at)
      return false;
    bool forwardOutsideSegment =
        *at <= forwardEnd && (*at < plan.begin || *at > plan.end);
    return forwardOutsideSegment ||
           order.at(*at)->hasTrait<OpTrait::IsTerminator>();
  });
}

FailureOr<std::optional<LayerPlan>> RematPlanner::planLayer(unsigned unit) {
  // The layer's forward reads of its weights, and where other units' are.
  ArrayRef<unsigned> reads = readsOfUnit[unit];
  reads = reads.take_front(
      llvm::upper_bound(reads, forwardEnd,
                        [](int64_t end, unsigned at) { return end < at; }) -
      reads.begin());
  if (reads.empty())
    return std::optional<LayerPlan>(); // Only the backward reads it.
  unsigned first = reads.front(), last = reads.back();
  int64_t layer = *units[unit].layer;
  for (unsigned at = first; at <= last; ++at)
    for (unsigned other : unitsReadAt[at])
      if (other != unit) {
        const ParamStates &param = table.getParams()[units[other].params[0]];
        InFlightDiagnostic diag = order.at(at)->emitOpError()
                                  << "reads the weights of ";
        if (param.layer)
          diag << "layer " << *param.layer;
        else
          diag << "\"" << param.name << "\"";
        diag << " inside the forward of layer " << layer
             << ", whose weights are read from the op in the note to this "
                "one; zero-remat needs each layer's forward to be "
                "contiguous: give the weights one layer, or use "
             << noneOption;
        diag.attachNote(order.at(first)->getLoc())
            << "layer " << layer << "'s first forward read of its weights";
        return failure();
      }
  // The nearest forward reads of other units: before the first read (none
  // reads this unit there) and after the last (between the two, every read
  // is this unit's alone, checked above).
  int64_t previousOther = -1;
  std::optional<unsigned> nextOther;
  const unsigned *atFirst = llvm::lower_bound(readPositions, first);
  if (atFirst != readPositions.begin())
    previousOther = *(atFirst - 1);
  const unsigned *afterLast = llvm::upper_bound(readPositions, last);
  if (afterLast != readPositions.end() && *afterLast <= forwardEnd)
    nextOther = *afterLast;

  LayerPlan plan;
  plan.layer = layer;
  plan.unit = unit;
  plan.begin = cutGap(previousOther, static_cast<int64_t>(first) - 1) + 1;
  plan.end =
      nextOther ? cutGap(last, static_cast<int64_t>(*nextOther) - 1) : last;

  // Recomputing repeats the segment's operations, so they must do nothing
  // but compute their results.
  bool pure = true;
  for (unsigned at = plan.begin; at <= plan.end; ++at) {
    Operation *op = order.at(at);
    if (kinds[at] != OpKind::Compute ||
        (isa_and_nonnull<ZeroDialect>(op->getDialect()) &&
         !isRecomputableZeroOp(op)) ||
        isMemoryEffectFree(op))
      continue;
    pure = false;
    op->emitOpError() << "in the forward of layer " << layer
                      << " has side effects (or does not declare that it has "
                         "none), so recomputing the layer in the backward "
                         "would repeat them; move it out of the layer, make "
                         "it side-effect free, or use "
                      << noneOption;
  }
  if (!pure)
    return failure();
  selectKept(plan);

  // What the backward reads from the segment and does not keep, and the
  // last backward read of any computed value of it (the end of the layer's
  // backward).
  std::optional<unsigned> insertAt, lastRead;
  for (unsigned at = plan.begin; at <= plan.end; ++at) {
    if (kinds[at] != OpKind::Compute)
      continue;
    for (Value result : order.at(at)->getResults()) {
      std::optional<unsigned> firstBackwardRead;
      for (Operation *user : result.getUsers()) {
        std::optional<unsigned> userAt = order.of(user);
        if (!userAt || *userAt <= forwardEnd ||
            order.at(*userAt)->hasTrait<OpTrait::IsTerminator>())
          continue;
        firstBackwardRead =
            std::min(firstBackwardRead.value_or(*userAt), *userAt);
        lastRead = std::max(lastRead.value_or(*userAt), *userAt);
      }
      if (!firstBackwardRead || isKept(result, plan))
        continue;
      plan.recomputed.push_back(result);
      insertAt =
          std::min(insertAt.value_or(*firstBackwardRead), *firstBackwardRead);
    }
  }
  if (plan.recomputed.empty())
    return std::optional<LayerPlan>();
  plan.lastBackwardReader = order.at(*lastRead);
  plan.insertPosition = *insertAt;
  plan.insertBefore = order.at(*insertAt);

  // The operations the recomputed values depend on, back to kept values,
  // constants, and storage each clone makes for itself.
  llvm::DenseSet<unsigned> toClone;
  SmallVector<unsigned> worklist;
  for (Value value : plan.recomputed)
    worklist.push_back(*order.of(value.getDefiningOp()));
  while (!worklist.empty()) {
    unsigned at = worklist.pop_back_val();
    if (!toClone.insert(at).second)
      continue;
    for (Value value : getReadValues(order.at(at))) {
      Operation *def = value.getDefiningOp();
      std::optional<unsigned> defAt = def ? order.of(def) : std::nullopt;
      if (!defAt || def != order.at(*defAt))
        continue;
      bool inSegment = *defAt >= plan.begin && *defAt <= plan.end;
      if (kinds[*defAt] == OpKind::Free || (kinds[*defAt] == OpKind::Compute &&
                                            inSegment && !isKept(value, plan)))
        worklist.push_back(*defAt);
    }
  }
  SmallVector<unsigned> positions(toClone.begin(), toClone.end());
  llvm::sort(positions);
  for (unsigned at : positions)
    plan.clones.push_back(order.at(at));

  // What the policy keeps that neither the backward nor the recomputation
  // reads.
  for (unsigned at = plan.begin; at <= plan.end; ++at)
    for (Value result : order.at(at)->getResults())
      if (plan.keptByPolicy.contains(result) &&
          llvm::none_of(result.getUsers(), [&](Operation *user) {
            std::optional<unsigned> userAt = order.of(user);
            return userAt &&
                   (*userAt > forwardEnd || toClone.contains(*userAt));
          }))
        plan.keptUnread.push_back(result);
  return std::optional<LayerPlan>(std::move(plan));
}

//===----------------------------------------------------------------------===//
// Stage 3: no gather of its own for a clone
//===----------------------------------------------------------------------===//

/// The number of stage-3 gather intervals of one unit whose weight reads are
/// at the sorted, distinct positions `uses`, as `deriveGatherIntervals`
/// (reshard after forward) derives them: one, plus one for every two
/// consecutive reads with another read strictly between them, a read of
/// `allUses` (sorted, any unit's, this one's included) or of `extraUses`
/// (sorted). Strictly between two consecutive reads of a unit there is no
/// read of its own, so any read there is another unit's.
static unsigned countUnitIntervals(ArrayRef<unsigned> uses,
                                   ArrayRef<unsigned> allUses,
                                   ArrayRef<unsigned> extraUses) {
  auto anyBetween = [](ArrayRef<unsigned> sorted, unsigned low, unsigned high) {
    auto next = std::upper_bound(sorted.begin(), sorted.end(), low);
    return next != sorted.end() && *next < high;
  };
  unsigned count = uses.empty() ? 0 : 1;
  for (auto [previous, next] : llvm::zip(uses, llvm::drop_begin(uses)))
    if (anyBetween(allUses, previous, next) ||
        anyBetween(extraUses, previous, next))
      ++count;
  return count;
}

SmallVector<bool>
RematPlanner::getReshardedUnits(ReshardPolicy resharding) const {
  // zero-shard decides on the units it gathers, which leave out the
  // persistent weights (their bytes do not count against a threshold);
  // a unit whose weights are all persistent is never gathered.
  SmallVector<GatheringUnit> gathered = getUnitsGatheredForUse(table, units);
  SmallVector<bool> decided = decideResharding(table, gathered, resharding);
  SmallVector<bool> reshards(units.size(), true);
  for (auto [unit, reshard] : llvm::zip_equal(gathered, decided))
    reshards[unitOfWeight.at(
        table.getParams()[unit.params.front()].weight.value)] = reshard;
  return reshards;
}

void RematPlanner::dropPlansThatAddGathers(SmallVector<LayerPlan> &plans,
                                           const RematGathering &gathering) {
  // At stages 0 to 2 every rank holds the whole weights: a clone reads
  // them where they are, and no recomputation adds a gather.
  if (!gathering.gathersWeights)
    return;
  // zero-shard gathers a unit once per interval of its weight reads, an
  // interval ending where another unit's weight is read. Positions are
  // doubled so that a layer's clones read its weights at 2p - 1, just before
  // the backward operation at p.
  //
  // Adding a plan's reads changes the intervals only of the units it reads
  // and of the units whose reads span one of its positions (a read between
  // two of theirs may split an interval), so each check recounts just
  // those: a step of L layers costs O(L) small recounts per plan rather than
  // a pass over the whole program.
  SmallVector<SmallVector<unsigned>> usesPerUnit(units.size());
  SmallVector<unsigned> allUses;
  for (unsigned at = 0; at < order.size(); ++at)
    if (!order.at(at)->hasTrait<OpTrait::IsTerminator>())
      for (unsigned unit : gatheredUnitsReadAt[at]) {
        usesPerUnit[unit].push_back(2 * at);
        allUses.push_back(2 * at);
      }
  llvm::sort(allUses); // Each unit's list is sorted and distinct already.
  // A unit stage 3 does not free after its forward (its weights' own
  // `zero.reshard_after_forward = false`, or the plan's resharding) stays
  // gathered from its first read to its last (GatherSchedule.h), so reads
  // added inside that span add no gather of it.
  SmallVector<bool> reshards = getReshardedUnits(gathering.resharding);
  auto countIntervals = [&](unsigned unit, ArrayRef<unsigned> uses,
                            ArrayRef<unsigned> extraUses) -> unsigned {
    if (!reshards[unit])
      return uses.empty() ? 0 : 1;
    return countUnitIntervals(uses, allUses, extraUses);
  };
  SmallVector<unsigned> before;
  for (auto [unit, uses] : llvm::enumerate(usesPerUnit))
    before.push_back(countIntervals(unit, uses, {}));

  auto addsGathers = [&](ArrayRef<LayerPlan> withPlans) {
    llvm::DenseMap<unsigned, SmallVector<unsigned>> extraPerUnit;
    SmallVector<unsigned> extraUses;
    for (const LayerPlan &plan : withPlans)
      for (Operation *clone : plan.clones)
        for (unsigned unit : gatheredUnitsReadAt[*order.of(clone)]) {
          extraPerUnit[unit].push_back(2 * plan.insertPosition - 1);
          extraUses.push_back(2 * plan.insertPosition - 1);
        }
    if (extraUses.empty())
      return false;
    llvm::sort(extraUses);
    extraUses.erase(llvm::unique(extraUses), extraUses.end());
    for (unsigned unit = 0; unit < units.size(); ++unit) {
      ArrayRef<unsigned> uses = usesPerUnit[unit];
      auto extra = extraPerUnit.find(unit);
      bool spansAnExtraRead =
          !uses.empty() && llvm::any_of(extraUses, [&](unsigned position) {
            return uses.front() < position && position < uses.back();
          });
      if (extra == extraPerUnit.end() && !spansAnExtraRead)
        continue;
      SmallVector<unsigned> merged(uses);
      if (extra != extraPerUnit.end()) {
        merged.append(extra->second);
        llvm::sort(merged);
        merged.erase(llvm::unique(merged), merged.end());
      }
      if (countIntervals(unit, merged, extraUses) > before[unit])
        return true;
    }
    return false;
  };
  auto drop = [&](LayerPlan *plan) {
    plan->insertBefore->emitWarning()
        << "zero-remat: layer " << plan->layer
        << " is not recomputed: at stage 3 its recomputation right before "
           "this op would need a gather of its own, or split another unit's "
           "(a unit's weights are read between the recomputation and the "
           "backward it serves); the layer's activations stay saved";
    plans.erase(plan);
  };
  // Each layer on its own first, then together: one layer's clones may also
  // fall between another's clones and its backward.
  for (size_t index = 0; index < plans.size();) {
    if (addsGathers(ArrayRef(plans[index])))
      drop(&plans[index]);
    else
      ++index;
  }
  while (!plans.empty() && addsGathers(plans))
    drop(&plans.back());
}

LogicalResult RematPlanner::analyze() {
  if (!analyzed) {
    analyzed = findForward();
    if (succeeded(*analyzed)) {
      classifyOps();
      findWeightReads();
      if (forwardEnd >= 0)
        computeLiveBytes();
    }
  }
  return *analyzed;
}

FailureOr<SmallVector<LayerPlan>>
RematPlanner::plan(RematPolicyOption planned, const RematGathering &gathering) {
  policy = planned;
  if (failed(analyze()))
    return failure();
  SmallVector<LayerPlan> plans;
  if (forwardEnd < 0)
    return plans;
  auto known = plannedLayers.find(planned);
  if (known == plannedLayers.end()) {
    bool ok = true;
    for (auto [index, unit] : llvm::enumerate(units)) {
      if (!unit.layer)
        continue;
      FailureOr<std::optional<LayerPlan>> plan = planLayer(index);
      if (failed(plan))
        ok = false;
      else if (*plan)
        plans.push_back(std::move(**plan));
    }
    if (!ok)
      return failure();
    known = plannedLayers.try_emplace(planned, std::move(plans)).first;
  }
  plans = known->second;
  dropPlansThatAddGathers(plans, gathering);
  return plans;
}
