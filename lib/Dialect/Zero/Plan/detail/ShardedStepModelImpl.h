//===- ShardedStepModelImpl.h - the replay's description --------*- C++ -*-===//
//
// Private to the model of the rewrite (ShardedStepModel.h): the description
// of the unsharded step it reads, and the replay of one rewrite, the
// lowering's consumer (ShardLowering.h) that records its edits. The
// replay is split over ShardedStepModel.cpp (the description, the replay's
// program edits, the measurement and the model) and ShardedStepModelSteps.cpp
// (how it records the lowering's edits).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_PLAN_DETAIL_SHARDEDSTEPMODELIMPL_H
#define ZERO_LIB_PLAN_DETAIL_SHARDEDSTEPMODELIMPL_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/ProgramOrder.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/Analysis/StepTimeline.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/OptimizerUpdate.h"
#include "zero/Dialect/Zero/Plan/ShardLowering.h"
#include "zero/Dialect/Zero/Plan/ShardPreconditions.h"
#include "zero/Dialect/Zero/Plan/ShardedStepModel.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <array>
#include <deque>
#include <map>
#include <mutex>
#include <shared_mutex>

namespace mlir::zero::detail {
/// Adds `value` to `sum`; false when the sum passes 2^64.
[[nodiscard]] inline bool addBytes(uint64_t &sum, uint64_t value) {
  return !__builtin_add_overflow(sum, value, &sum);
}

/// One op at the top level of the unsharded body.
struct BaseOp {
  Operation *op;
  /// Its results are values firstResult .. firstResult + numResults - 1
  /// (kept here: the sweeps read them for every op, and the op itself is
  /// elsewhere in memory).
  unsigned firstResult, numResults;
  /// Ranges of `Description::operands` and `Description::captured`.
  unsigned operandsBegin, operandsEnd;
  unsigned capturedBegin, capturedEnd;
  /// The first destination operand, whose results are tied in order to the
  /// destinations; ~0u for an op that is not destination-passing.
  unsigned initsBegin;
  bool isView;
};
} // namespace mlir::zero::detail

namespace mlir::zero {
struct ShardedStepModel::Description {
  explicit Description(const StateTable &table)
      : table(table), body(table.getFunction().getFunctionBody().front()),
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
    const detail::BaseOp &op = ops[definingOp[id]];
    return op.op->getResult(id - op.firstResult);
  }
  /// The bytes of `value`'s type (`getBytes`), read once per value.
  std::optional<uint64_t> getValueBytes(unsigned value) const {
    return valueBytes[value];
  }
  // What replays of this description find once and keep. The model may
  // run several replays of one description at a time (`priceAhead` in the
  // planner), so each of these takes `cacheMutex`.

  /// The bytes of `type` (0 for a tensor without a static shape and for
  /// what is not a tensor; nullopt past 2^64), kept per type.
  std::optional<uint64_t> getBytes(Type type) {
    std::lock_guard<std::mutex> lock(cacheMutex);
    return getBytesUnlocked(type);
  }
  /// The optimizer update, found once (quietly: the caller swallows the
  /// diagnostics); null when the rewrite would reject it.
  const OptimizerUpdate *getUpdate() {
    std::lock_guard<std::mutex> lock(cacheMutex);
    if (!updateFound) {
      updateFound = true;
      FailureOr<OptimizerUpdate> found = OptimizerUpdate::find(table);
      if (succeeded(found))
        update = std::move(*found);
    }
    return update ? &*update : nullptr;
  }
  /// Whether the rewrite takes the step at `stage` on groups of
  /// `shardRanks` (`checkShardable`, asked quietly), asked once per pair:
  /// every plan of a stage asks it.
  bool isShardable(int stage, int64_t shardRanks) {
    std::lock_guard<std::mutex> lock(cacheMutex);
    auto [found, isNew] = shardable.try_emplace({stage, shardRanks}, false);
    if (isNew)
      found->second = succeeded(checkShardable(table, stage, shardRanks));
    return found->second;
  }
  /// `findWeightCastSources` for the update (`getUpdate`, which must have
  /// found one) under `casts`, found once for each: every plan that casts
  /// reads them. Fails where a marked weight cannot be cast.
  FailureOr<ArrayRef<std::optional<WeightCastSource>>>
  getCastSources(WeightCasts casts) {
    const OptimizerUpdate *found = getUpdate();
    std::lock_guard<std::mutex> lock(cacheMutex);
    auto &cached = castSources[static_cast<int>(casts)];
    if (!cached)
      cached = findWeightCastSources(table, *found, casts, /*kept=*/nullptr);
    if (failed(*cached))
      return failure();
    return ArrayRef<std::optional<WeightCastSource>>(**cached);
  }

  const StateTable &table;
  Block &body;
  SmallVector<GatheringUnit> units;
  /// False for a step the model does not replay: one that has collectives
  /// of its own, or a tensor without a size in bytes.
  bool covered = true;
  /// A parameter names data-parallel axes of its own (`zero.dp_axes`),
  /// which only a group on a mesh has (zero-shard refuses them otherwise).
  bool hasParamGroups = false;
  /// Whether the model replays the step with its group on `mesh`.
  bool isCoveredOn(const ModelledMesh &mesh) const {
    return covered && (mesh.isMesh() || !hasParamGroups);
  }
  SmallVector<Type> types;
  SmallVector<std::optional<uint64_t>> valueBytes;
  /// The base op defining each value; ~0u for the arguments.
  SmallVector<unsigned> definingOp;
  SmallVector<detail::BaseOp> ops;
  SmallVector<unsigned> operands, captured;
  llvm::DenseMap<Operation *, unsigned> position;
  /// For each weight (by parameter), the ops that read it, each once per
  /// read (an op of the body, or the op of the body around a nested read).
  SmallVector<SmallVector<unsigned, 4>> weightReaders;
  // The caches of the accessors above, which `cacheMutex` guards.
  std::mutex cacheMutex;
  llvm::DenseMap<Type, std::optional<uint64_t>> bytesOfType;
  bool updateFound = false;
  std::optional<OptimizerUpdate> update;
  std::map<std::pair<int, int64_t>, bool> shardable;
  /// By WeightCasts.
  std::optional<FailureOr<SmallVector<std::optional<WeightCastSource>>>>
      castSources[3];
  /// `getBytes` while the caller holds `cacheMutex`, or while the
  /// description is being made (before any replay reads it).
  std::optional<uint64_t> getBytesUnlocked(Type type) {
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

  // What the step's ops cost (ShardedStepModelTimeline.cpp), kept across
  // the programs the model times (`evaluate` and `evaluatePrefetched`,
  // which several threads may run at a time).
  /// The seconds of each op of the step on one machine, and its class;
  /// nullopt for an op the machine cannot price, `whyUnpriced` saying why.
  struct StepOpTimes {
    const MachineModel *machine = nullptr;
    std::vector<std::optional<OpSeconds>> seconds;
    std::string whyUnpriced;
  };
  /// Every op of the step priced on `machine`: once per machine, by the
  /// first caller, under a lock; the callers then read it without one (the
  /// threads timing programs side by side time them on one machine). The
  /// first caller may give the seconds it knows (`known`: ShardedStepModel's
  /// `timeStepOps`).
  const StepOpTimes &getStepOpTimes(
      const MachineModel &machine,
      function_ref<std::optional<OpSeconds>(Operation *)> known = nullptr);
  /// An op of the update run on flat shards (as the rewriter writes it:
  /// its loops one), its operands and then its results of `types`, and
  /// what it costs.
  struct OpOnShards {
    unsigned op = 0;
    SmallVector<Type, 6> types;
    OpCost cost;
  };
  /// Sets the cost of each of `queries`: the costs kept per op and types,
  /// read side by side with the other threads under one shared lock, and
  /// those not kept yet priced on a scratch copy under one exclusive lock.
  void getCostsOnShards(MutableArrayRef<OpOnShards> queries);
  /// The cost kept for `op` on `types`; the caller holds `costsMutex`.
  std::optional<OpCost> findCostOnShards(unsigned op,
                                         ArrayRef<Type> types) const;
  std::mutex stepOpTimesMutex;
  StepOpTimes stepOpTimes;
  std::shared_mutex costsMutex;
  llvm::DenseMap<unsigned,
                 SmallVector<std::pair<SmallVector<Type, 6>, OpCost>, 1>>
      costsOnShards;
};
} // namespace mlir::zero

namespace mlir::zero::detail {
/// The groups the model replays for `worldSize` ranks and `shardRanks`
/// (ShardedStepModel.h's `evaluate`) and the grid their collectives name.
struct ModelledGroups {
  /// The plan's group: one group of N, or R x G, or N ranks on a mesh.
  ShardGroup group;
  /// Each parameter's group on a mesh; empty: every one's is `group`.
  SmallVector<ShardGroup> paramGroups;
  /// {N}, {R, G}, or the mesh's shape.
  SmallVector<int64_t, 4> gridShape;
};

/// Those groups; none where the model does not cover the step, N is not a
/// count of ranks zero-shard writes (1 to 2^31 - 1), G does not divide N
/// (on a mesh: is not the ranks of its last axes), or N does not fit the
/// mesh (ShardedStepModel.h's `evaluate`).
inline std::optional<ModelledGroups>
getModelledGroups(int64_t worldSize, int64_t shardRanks, bool covered,
                  const ModelledMesh &mesh) {
  if (!covered || worldSize < 1 || worldSize > kMaxGroupSize)
    return std::nullopt;
  if (mesh.isMesh()) {
    int64_t declared = 1;
    for (int16_t axis : mesh.axes)
      declared *= mesh.shape[axis];
    if (shardRanks != 0 && shardRanks != worldSize) {
      // Shard groups on a mesh are its last axes (splitMeshAxes), on the
      // mesh as declared; the planner refuses parameters' own groups
      // beside them.
      if (declared != worldSize || !mesh.paramGroups.empty())
        return std::nullopt;
      std::optional<ShardGroup> split =
          splitMeshAxes(mesh.shape, mesh.axes, shardRanks);
      if (!split)
        return std::nullopt;
      return ModelledGroups{std::move(*split), {}, mesh.shape};
    }
    ModelledGroups groups{ShardGroup{worldSize, /*replicas=*/1, mesh.axes},
                          mesh.paramGroups, mesh.shape};
    if (declared == worldSize)
      return groups;
    // A what-if copy resizes the group's one axis (the planner's
    // resolveMeshAxisGroup); the groups of parameters would change with it.
    if (mesh.axes.size() != 1 || !mesh.paramGroups.empty() || worldSize < 1)
      return std::nullopt;
    groups.gridShape[mesh.axes.front()] = worldSize;
    return groups;
  }
  if (shardRanks == 0)
    shardRanks = worldSize;
  else if (shardRanks < 1 || shardRanks >= worldSize ||
           worldSize % shardRanks != 0)
    return std::nullopt;
  ShardGroup group{shardRanks, worldSize / shardRanks, {}};
  SmallVector<int64_t, 2> shape = group.getGridShape();
  return ModelledGroups{std::move(group), {}, {shape.begin(), shape.end()}};
}

/// A program order over the replay's numbers of ops and values.
using RecordOrder = BasicProgramOrder<unsigned, unsigned>;

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
  /// A `zero.release` of its operands.
  bool isRelease = false;
  /// cast-on-gather's cast of a master shard (an `arith.truncf`).
  bool isCast = false;
  /// An op of the zero dialect other than a collective, a release or a
  /// transfer (the copy of a `zero.annotate` view): never run on the host.
  bool isZeroOp = false;
  /// It has regions (`linalg.fill`, `tensor.pad`), which the offload
  /// placement never makes on the host (TierLowering.h).
  bool hasRegions = false;
  /// A `zero.transfer` from `transferSource` to this tier.
  std::optional<MemoryTier> transferTarget;
  MemoryTier transferSource = MemoryTier::Device;
  /// A collective's grid axes and the bytes it sends per rank.
  SmallVector<int16_t, 2> gridAxes;
  uint64_t sentBytes = 0;
  /// What the op the rewriter writes costs (`getOpCost`); a collective's
  /// time is its communication instead.
  OpCost cost;
};

/// The program the rewrite writes for one stage and world size, kept as the
/// description of the unsharded step plus what the rewrite changes: ops
/// are numbered, the unsharded body's first (by position), then inserted
/// ones; values likewise. The order is a linked list, so that an insertion
/// lands exactly where the rewriter's builder puts its op. The steps of the
/// lowering (ShardLowering.h) make their edits here through the
/// members below `run`.
class Replay : public ShardLowering<Replay, unsigned, unsigned> {
public:
  using Description = ShardedStepModel::Description;

  /// The program for `stage` over `groups`: one group of N ranks, or R x G
  /// (hybrid), or N ranks on a mesh with parameters in groups of their own.
  Replay(Description &description, int stage, const ModelledGroups &groups,
         WeightCasts casts, const ReshardPolicy &reshardPolicy)
      : ShardLowering(description.table, stage, groups.group,
                      groups.paramGroups, reshardPolicy),
        d(description), gridShape(groups.gridShape),
        worldSize(group.getWorldSize()), casts(casts),
        numBaseOps(description.ops.size()),
        numBaseValues(description.types.size()),
        context(table.getFunction().getContext()) {
    groupedUnits = splitUnitsByGroup(description.units);
    units = groupedUnits;
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
    changedTypes.resize(numBaseValues);
    changedOperandsOf.assign(numBaseOps, ~0u);
    changedCapturedOf.assign(numBaseOps, ~0u);
  }

  /// Records the rewrite; false where the model does not cover it or the
  /// rewrite would fail.
  bool rewrite();
  /// Records the placement of the update and its states in the tiers
  /// `offload` names (TierLowering.h) on the rewrite recorded, nothing
  /// without a target; false where zero-shard would refuse it
  /// (ShardedStepModelTiers.cpp).
  bool placeInTiers(const OffloadLevel &offload);
  /// The footprint of the program recorded, as written or in `order` (a
  /// prefetch schedule planned on it, ShardedStepModelPrefetch.cpp); nullopt
  /// when a count passes 2^64.
  std::optional<ScheduledFootprint> measure(const RecordOrder *order = nullptr);
  /// The timeline of the program recorded, run in `order` (a prefetch
  /// schedule planned on it), on `machine`: `computeStepTimeline` on the
  /// written program in that order. Fails with `error` set where that
  /// would (ShardedStepModelTimeline.cpp).
  FailureOr<StepTimeline> time(const RecordOrder &order,
                               const MachineModel &machine, std::string &error);
  /// The seconds the ops of the program recorded compute on `machine`, by
  /// class, and the part of them on the host: what zero-report's estimate
  /// of the written program sums (`estimateProgramSeconds`). Fails as
  /// `time` does.
  FailureOr<ProgramSeconds> computeSeconds(const MachineModel &machine,
                                           std::string &error);

  // The program edits the lowering makes, recorded on the description.
  unsigned get(Value value) const { return d.getId(value); }
  /// Only values of the unsharded body are asked for.
  std::optional<unsigned> getTopDefiningOp(Value value) const {
    unsigned op = d.definingOp[getId(value)];
    if (op == ~0u)
      return std::nullopt;
    return op;
  }
  /// Ops of the unsharded body keep their order, so their numbers order
  /// them.
  bool isBefore(unsigned a, unsigned b) const {
    assert(!isNew(a) && !isNew(b) && "only ops of the step are compared");
    return a < b;
  }
  void setInsertionPointAfter(std::optional<unsigned> op) {
    insertionPoint = op ? next[*op] : head;
  }
  void setInsertionPointBefore(unsigned op) { insertionPoint = op; }
  void setInsertionPointBeforeTerminator() { insertionPoint = terminator; }
  Type getType(unsigned value) const {
    if (value >= numBaseValues)
      return newTypes[value - numBaseValues];
    if (Type changed = changedTypes[value])
      return changed;
    return d.types[value];
  }
  unsigned flatten(unsigned value, Location);
  unsigned padWithZeros(unsigned flat, int64_t paddedElements, Location);
  unsigned unflatten(unsigned flat, RankedTensorType fullType, Location);
  unsigned createCollective(const CollectiveSpec &spec,
                            ArrayRef<unsigned> inputs,
                            ArrayRef<Type> resultTypes, Location,
                            SmallVectorImpl<unsigned> &results);
  unsigned release(ArrayRef<unsigned> tensors) {
    NewOp release;
    release.operands.assign(tensors.begin(), tensors.end());
    release.isRelease = true;
    return create(std::move(release));
  }
  void shardArgument(BlockArgument argument, RankedTensorType shard, Type) {
    changedTypes[argument.getArgNumber()] = shard;
    mapping[argument.getArgNumber()] = argument.getArgNumber();
  }
  void mapReducedGradient(Value grad, unsigned delivered, unsigned reduced) {
    mapping[getId(grad)] = reduced;
    reducedOf[getId(grad)] = delivered;
  }
  void readReducedGradientsInUpdate(const OptimizerUpdate &update,
                                    function_ref<bool(unsigned)> ofParam);
  unsigned getReturned(unsigned resultIndex) const {
    return readOperands(terminator)[resultIndex];
  }
  void setReturned(unsigned resultIndex, unsigned value) {
    getOperands(terminator)[resultIndex] = value;
  }
  void sinkWeightViews();
  SmallVector<unsigned> numberOps();
  unsigned getPosition(unsigned op) const { return positionOf[op]; }
  Operation *getStepOp(unsigned op) const {
    return isNew(op) ? nullptr : d.ops[op].op;
  }
  Location getLoc(unsigned) const { return UnknownLoc::get(context); }
  bool isViewOp(unsigned op) const { return isBufferViewOp(op); }
  SmallVector<unsigned> getWeightReaders(unsigned param) const {
    return SmallVector<unsigned>(weightReaders[param].begin(),
                                 weightReaders[param].end());
  }
  /// Replaces `from` by `to` where `op` reads it, directly or nested.
  void replaceIn(unsigned op, unsigned from, unsigned to);
  std::optional<SmallVector<std::pair<unsigned, unsigned>>>
  getUpdateOpsOnShards(const OptimizerUpdate &update,
                       function_ref<bool(unsigned)> ofParam);
  SmallVector<unsigned> getOperandValues(unsigned op) const {
    ArrayRef<unsigned> operands = readOperands(op);
    return SmallVector<unsigned>(operands.begin(), operands.end());
  }
  Value getStepValue(unsigned value) const {
    return value < numBaseValues ? d.getValue(value) : Value();
  }
  std::optional<unsigned> lookupUpdateInput(unsigned full) const {
    auto it = mapping.find(full);
    if (it == mapping.end())
      return std::nullopt;
    return it->second;
  }
  void mapUpdateInput(unsigned full, unsigned shard) { mapping[full] = shard; }
  void readUpdateInputsIn(unsigned op);
  void setType(unsigned value, Type type) { changedTypes[value] = type; }
  /// The op now runs on shards: its types are the record's, its cost that
  /// of the flattened op (`Description::getCostsOnShards`).
  void flattenIterationSpace(unsigned op) { opsOnShards.insert(op); }
  unsigned createEmpty(RankedTensorType type, Location) {
    return createScalar(type);
  }
  unsigned createFill(unsigned scalar, unsigned init, Location);
  unsigned createSplat(RankedTensorType type, SplatElementsAttr, Location) {
    return createScalar(type);
  }
  unsigned getRankIndex(const ShardGroup &);
  unsigned sliceShard(unsigned padded, unsigned rankIndex,
                      int64_t shardElements, Location);
  /// The model only asks: where the rewrite would report something, the
  /// search shards a copy, which reports it.
  void reportUnshardableInput(unsigned, unsigned, unsigned) {}
  unsigned getNumReturned() const { return readOperands(terminator).size(); }
  void eraseReplacedByShards(ArrayRef<unsigned> reshapes);
  std::optional<SmallVector<std::pair<unsigned, unsigned>>>
  getReads(unsigned value);
  unsigned createWeightCast(unsigned master, RankedTensorType shard,
                            arith::TruncFOp, Location) {
    unsigned cast = createScalar(shard, {master});
    newOps.back().isCast = true;
    newOps.back().cost = getTensorCopyCost(getType(master), {shard});
    return cast;
  }
  void setOperand(unsigned op, unsigned index, unsigned value) {
    getOperands(op)[index] = value;
  }
  void dropCastWeight(const ParamStates &param, const WeightCastSource &);

private:
  static constexpr unsigned kEnd = ~0u;

  /// The compute seconds of `op`, an op of the program recorded that is
  /// not a collective, on the machine `stepTimes` priced the step on, and
  /// its class: what `getOpCost` counts on the op the rewriter writes
  /// (ShardedStepModelTimeline.cpp), `onShards` for the update's ops on
  /// shards.
  FailureOr<OpSeconds>
  getComputeSeconds(unsigned op, const Description::StepOpTimes &stepTimes,
                    const llvm::DenseMap<unsigned, OpCost> &onShards,
                    std::string &error);
  /// The cost of each op of the update the program runs on shards
  /// (`Description::getCostsOnShards`, asked once for all of them).
  llvm::DenseMap<unsigned, OpCost> priceOpsOnShards();

  // Values and their types.
  unsigned addValue(Type type) {
    newTypes.push_back(type);
    newValueOp.push_back(~0u);
    return numBaseValues + newTypes.size() - 1;
  }
  RankedTensorType getFlatType(int64_t elements, Type elementType) const {
    return RankedTensorType::get({elements}, elementType);
  }
  /// The grid the program's collectives name: {N}, {R, G} for a hybrid
  /// group, or the mesh (as the planner declares it).
  ArrayRef<int64_t> getGridShape() const { return gridShape; }
  /// The ranks a collective over `gridAxes` spans (empty: the whole grid).
  int64_t getGroupRanks(ArrayRef<int16_t> gridAxes) const {
    if (gridAxes.empty())
      return worldSize;
    ArrayRef<int64_t> shape = getGridShape();
    int64_t ranks = 1;
    for (int16_t axis : gridAxes)
      ranks *= shape[axis];
    return ranks;
  }
  unsigned getId(Value value) const { return d.getId(value); }

  // Ops, their operands and their order.
  bool isNew(unsigned op) const { return op >= numBaseOps; }
  /// The op of the unsharded body that defines `value` (~0u: an argument
  /// or a value the rewrite made).
  unsigned getProducer(unsigned value) const {
    return value < numBaseValues ? d.definingOp[value] : ~0u;
  }
  NewOp &getNew(unsigned op) { return newOps[op - numBaseOps]; }
  const NewOp &getNew(unsigned op) const { return newOps[op - numBaseOps]; }
  /// The values `op` defines.
  SmallVector<unsigned, 2> getResultValues(unsigned op) const {
    if (isNew(op))
      return SmallVector<unsigned, 2>(getNew(op).results.begin(),
                                      getNew(op).results.end());
    const BaseOp &base = d.ops[op];
    SmallVector<unsigned, 2> results;
    for (unsigned i = 0; i < base.numResults; ++i)
      results.push_back(base.firstResult + i);
    return results;
  }
  /// The op that defines `value` (~0u: an argument).
  unsigned getProducerOp(unsigned value) const {
    return value < numBaseValues ? d.definingOp[value]
                                 : newValueOp[value - numBaseValues];
  }
  /// Whether `op`'s result shares its first operand's buffer (`isBufferView`).
  bool isBufferViewOp(unsigned op) const {
    return isNew(op) ? getNew(op).isView : d.ops[op].isView;
  }
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
  /// Replaces what `op` reads by its `mapping`, directly or nested, and
  /// returns the values it no longer reads.
  SmallVector<unsigned> replaceMapped(unsigned op);

  // The rewrite, step by step.
  bool checkResults();
  bool castWeightsOnGather(ArrayRef<std::optional<WeightCastSource>> sources);

  /// The units each gathered once in `entries`, as the measurement lists
  /// them (`ScheduledFootprint::unitsGatheredOnce`).
  void listUnitsGatheredOnce(ArrayRef<RecordOrder::Entry> entries,
                             ScheduledFootprint &footprint) const;

  /// The program recorded, as zero-prefetch's schedule reads a program.
  friend class RecordedProgram;
  /// The program recorded, as the offload placement edits it.
  friend class RecordedTierProgram;
  /// Takes `op` out of the order and puts it right before `point` (the end
  /// when kEnd).
  void moveBefore(unsigned op, unsigned point);
  /// The readers of every value of the record as it now is, as an IR
  /// value's use list: each op that reads it, directly or in its regions,
  /// once per read, in program order. The readers of value v are
  /// `users[begin[v] .. begin[v + 1])`.
  void indexReaders(SmallVectorImpl<unsigned> &begin,
                    SmallVectorImpl<unsigned> &users) const;
  /// Where the offload placement put each value: the arguments' tiers
  /// (empty: every one on the device, nothing offloaded), then the
  /// measurement's rule for the rest (`measureTiers`).
  SmallVector<MemoryTier> argumentTiers;
  /// Places each value of the program in `entries` in its tier by the
  /// measurement's rule (`placeValuesInTiers`, Analysis/TierPlacement.h),
  /// marks `schedule` and sets the state
  /// bytes by tier and the transfers' traffic of `footprint`; false where
  /// a count passes 2^64 or a tensor is read where it is not.
  bool measureTiers(ArrayRef<RecordOrder::Entry> entries,
                    ArrayRef<unsigned> scheduled, BufferSchedule &schedule,
                    ScheduledFootprint &footprint) const;
  /// The ops `measureTiers` placed on the host: the offloaded update,
  /// which the time model prices at the host's rate.
  mutable llvm::DenseSet<unsigned> opsOnHost;

  Description &d;
  SmallVector<int64_t, 4> gridShape;
  /// The gathering units, split by group (`units` refers to them).
  SmallVector<GatheringUnit> groupedUnits;
  int64_t worldSize;
  /// Which weights are gathered as casts of their masters.
  WeightCasts casts;
  unsigned numBaseOps, numBaseValues;
  MLIRContext *context;

  SmallVector<Type> newTypes;
  /// The inserted op that defines each value the rewrite made.
  SmallVector<unsigned> newValueOp;
  /// The type of each value of the step the rewrite changed (null where it
  /// did not).
  SmallVector<Type> changedTypes;
  SmallVector<NewOp, 0> newOps;
  /// The operands and the captured values of each op of the step, where
  /// the rewrite changed them: an index into `changedLists` (~0u: as the
  /// description has them). A deque keeps the lists where they are as
  /// more are added.
  SmallVector<unsigned> changedOperandsOf, changedCapturedOf;
  std::deque<SmallVector<unsigned, 4>> changedLists;
  SmallVector<unsigned> next, previous;
  unsigned head, tail, terminator;
  SmallVector<bool> erased;
  unsigned insertionPoint = kEnd;

  /// The rewriter's `updateInputs`: the shard (or reduced value) of each
  /// value the update reads.
  llvm::DenseMap<unsigned, unsigned> mapping;
  /// What the last collective of each gradient's reduction delivers.
  llvm::DenseMap<unsigned, unsigned> reducedOf;
  /// This rank's index in each group, by the group's axes.
  std::map<SmallVector<int16_t>, unsigned> rankIndices;
  /// The producers of the full-size values the sharded update no longer
  /// reads: erased once nothing reads them (`eraseReplacedByShards`).
  llvm::SetVector<unsigned> maybeDead;
  /// Ops that read each weight directly, once per read; views sunk next
  /// to their readers join, the originals leave.
  SmallVector<SmallVector<unsigned, 4>> weightReaders;
  /// The update's ops that run on shards (`flattenIterationSpace`).
  llvm::DenseSet<unsigned> opsOnShards;
  /// The position of each op in the program (`numberOps`).
  SmallVector<unsigned> positionOf;
  /// cast-on-gather: the weight arguments the program no longer takes, and
  /// where each result of the unsharded step now is among the returned
  /// values (~0u: no longer returned).
  llvm::SmallDenseSet<unsigned> droppedArguments;
  SmallVector<unsigned> returnedAt;
  llvm::SmallDenseSet<unsigned> droppedResults;
  /// The update's casts of the new masters the dropped results returned.
  SmallVector<unsigned> updateCasts;
  /// The reads of each weight argument (`getReads`); none for one read in
  /// a region.
  std::optional<llvm::DenseMap<
      unsigned, std::optional<SmallVector<std::pair<unsigned, unsigned>>>>>
      readsOfWeights;
  /// Traffic of the collectives inserted so far.
  std::array<CollectiveTraffic, kNumCollectiveKinds> collectives;
  bool trafficOverflows = false;
};
} // namespace mlir::zero::detail

#endif // ZERO_LIB_PLAN_DETAIL_SHARDEDSTEPMODELIMPL_H
