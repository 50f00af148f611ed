//===- MemoryModel.h - memory and traffic per ZeRO stage --------*- C++ -*-===//
//
// The static model of docs/design.md §4–5: for N data-parallel ranks and a ZeRO
// stage, the bytes of model states each rank holds (by role) and the bytes it
// sends per training step. Every figure is summed over the tensors of the
// state table, with sizes from their element types; nothing is a constant.
//
// Layout: a tensor the stage shards is flattened and padded with zeros to a
// multiple of N; rank r owns elements [r·S, (r+1)·S) with S = ceil(n/N).
// Traffic follows the nccl-tests formulas on those padded buffers, which is
// what a ring implementation sends:
//
//   all_reduce      2·(N−1)·bytes(S)
//   reduce_scatter    (N−1)·bytes(S)
//   all_gather        (N−1)·bytes(S)
//
// The model is independent of any pass: `zero-report` prints it, and the
// sharding rewrite and the scheduled report check themselves against it.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_MEMORYMODEL_H
#define ZERO_DIALECT_ZERO_ANALYSIS_MEMORYMODEL_H

#include "zero/Dialect/Zero/Analysis/StateTable.h"

#include "mlir/Pass/AnalysisManager.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>

namespace mlir::zero {

/// ZeRO stages are 0 (DDP) to 3 (weights, grads and optimizer states sharded).
constexpr int kNumZeroStages = 4;

/// Whether ZeRO stage `stage` shards the states of `role`: stage 1 shards the
/// optimizer states, stage 2 also the gradients, stage 3 also the weights.
bool isShardedAtStage(StateRole role, int stage);

/// How one tensor of `numElements` elements is laid out over `worldSize`
/// ranks when it is sharded.
struct ShardLayout {
  uint64_t numElements = 0;
  /// S = ceil(n / N), the elements each rank owns.
  uint64_t shardElements = 0;
  /// Storage bytes of one rank's shard (a sub-byte element takes a byte).
  uint64_t shardBytes = 0;
  /// Zero bytes the group adds so the tensor divides by N:
  /// N·bytes(S) − bytes(n), so that N shards hold the tensor plus padding.
  uint64_t paddingBytes = 0;
};

/// Lays out `numElements` elements of `elementType` over `worldSize` >= 1
/// ranks. Returns nullopt when a byte count does not fit in 64 bits.
std::optional<ShardLayout> getShardLayout(uint64_t numElements,
                                          Type elementType, int64_t worldSize);

/// The elements of `numElements` padded to a multiple of `worldSize` >= 1
/// ranks, N·ceil(n/N): the flat tensor `zero-shard` reduce-scatters and
/// gathers. Nullopt when no such tensor can exist, with more than 2^63 - 1
/// elements or bytes (the bounds `verifyStateType` puts on every state).
/// `getShardLayout` counts the same padding in bytes for the report, which
/// builds no tensor and so has only the 64-bit bound.
std::optional<int64_t> getPaddedElements(uint64_t numElements, Type elementType,
                                         int64_t worldSize);

/// The collectives a ZeRO stage issues, numbered as the runtime's C ABI
/// numbers them (`zero_rt_collective`; RuntimeABI.cpp checks it).
enum class CollectiveKind { AllGather = 0, ReduceScatter = 1, AllReduce = 2 };
constexpr int kNumCollectiveKinds = 3;

/// The snake_case name used in the table, the JSON and the runtime's entry
/// points: "all_reduce", ...
StringRef getCollectiveName(CollectiveKind kind);

/// The kind of a zero collective op, or nullopt for any other op.
std::optional<CollectiveKind> getCollectiveKind(Operation *op);

/// Bytes one rank sends in a ring collective of `kind` over `worldSize` ranks
/// on a tensor whose per-rank shard has `shardBytes` bytes. Zero for one rank;
/// nullopt when the count does not fit in 64 bits.
std::optional<uint64_t> getBytesSentPerRank(CollectiveKind kind,
                                            uint64_t shardBytes,
                                            int64_t worldSize);

/// Model-state bytes split by role.
struct RoleBytes {
  uint64_t weights = 0;
  uint64_t grads = 0;
  uint64_t optimizer = 0;
  uint64_t total = 0;
};

/// One kind of collective in a step: how many calls and the bytes they send.
struct CollectiveTraffic {
  /// Calls per step by formula, one per gathering unit and use (stage 3
  /// gathers twice, or once a unit kept gathered from its forward to its
  /// backward); the derived schedule may differ.
  uint64_t count = 0;
  /// Bytes one rank sends per step in all calls of this kind.
  uint64_t sentBytes = 0;
};

/// The bytes one rank copies between memory tiers per step (offload): over
/// PCIe each way, and to and from its NVMe file.
struct TierTraffic {
  uint64_t toHost = 0;
  uint64_t toDevice = 0;
  uint64_t nvmeRead = 0;
  uint64_t nvmeWritten = 0;
};

/// Bytes one rank sends per step over the ranks of some grid axes.
struct AxisTraffic {
  /// The collectives' `grid_axes`: empty for the whole grid.
  SmallVector<int16_t> axes;
  /// The ranks along them.
  int64_t ranks = 1;
  uint64_t sentBytes = 0;

  bool operator==(const AxisTraffic &other) const {
    return axes == other.axes && ranks == other.ranks &&
           sentBytes == other.sentBytes;
  }
};

/// Bytes one rank sends per step, by the link they cross.
struct LinkBytes {
  uint64_t intraNode = 0;
  uint64_t interNode = 0;
};

/// Splits `traffic`, on a grid of `gridShape` whose ranks fill nodes of
/// `nodeSize` consecutive ranks, into intra- and inter-node bytes: a
/// collective's bytes stay in a node when every rank of its group lies in
/// one node, and cross nodes otherwise (a ring runs at its slowest link,
/// the one that leaves the node). Callers check with `checkNodeAlignment`
/// that every group of an axis lies the same way.
LinkBytes splitByLink(ArrayRef<AxisTraffic> traffic,
                      ArrayRef<int64_t> gridShape, int64_t nodeSize);

/// Why nodes of `nodeSize` ranks do not line up with the groups of a grid of
/// `gridShape` (R x G or N): the node size must divide N, and divide G or be
/// a multiple of it, so that every shard group lies the same way across
/// nodes. Nullopt when they line up.
std::optional<std::string> checkNodeAlignment(ArrayRef<int64_t> gridShape,
                                              int64_t nodeSize);

/// Where the ranks of one collective's group lie on nodes of consecutive
/// ranks. Every group of the collective lies alike: each spans `nodes`
/// nodes with `ranksPerNode` of its ranks in each (the last node of a group
/// of consecutive ranks that does not fill it may hold fewer).
struct RankGroupPlacement {
  int64_t ranks = 1;
  int64_t ranksPerNode = 1;
  int64_t nodes = 1;
};

/// A group of `ranks` consecutive ranks, from a node's first rank, on nodes
/// of `nodeSize` ranks.
RankGroupPlacement placeConsecutiveRanks(int64_t ranks, int64_t nodeSize);

/// The groups along `axes` (empty: all) of a row-major grid of `gridShape`
/// on nodes of `nodeSize` consecutive ranks. Nullopt where the groups do
/// not all lie alike (`checkNodeAlignment` says why): then no one
/// placement describes them.
std::optional<RankGroupPlacement> placeGridGroup(ArrayRef<int64_t> gridShape,
                                                 ArrayRef<int16_t> axes,
                                                 int64_t nodeSize);

/// Memory and traffic of one rank at one ZeRO stage.
struct StageFootprint {
  int stage = 0;
  /// Model-state bytes each rank holds, padding of sharded tensors included.
  RoleBytes memoryPerRank;
  /// Zero bytes added across the whole group to pad sharded tensors.
  uint64_t paddingBytes = 0;
  /// Bytes one rank sends per step, all collectives together.
  uint64_t sentBytesPerRank = 0;
  /// Stage 3: the bytes one rank receives in the gathers of the units kept
  /// gathered from their forward to their backward (weights that carry
  /// `zero.reshard_after_forward = false`), G·bytes(S) per weight. The
  /// formula takes every unit to be read in the forward and again in the
  /// backward, so a kept unit's gathered weights stay from the one to the
  /// other, and all of them at once where the forward ends: bytes on top of
  /// `memoryPerRank` there. 0 at stages 0–2.
  uint64_t keptGatheredBytes = 0;
  /// Indexed by `CollectiveKind`.
  std::array<CollectiveTraffic, kNumCollectiveKinds> collectives;
  /// `sentBytesPerRank` by grid axes: one entry (the whole grid) for one
  /// shard group; within the group (axis 1) and across replicas (axis 0)
  /// for hybrid sharding.
  SmallVector<AxisTraffic> sentBytesByAxes;

  const CollectiveTraffic &getCollective(CollectiveKind kind) const {
    return collectives[static_cast<int>(kind)];
  }
};

/// Number of gathering units (`computeGatheringUnits`): one per distinct
/// `layer` and per `zero.unit` name, plus one per other parameter.
uint64_t countGatheringUnits(const StateTable &table);

/// The layers of `table`'s weights, sorted, each once.
SmallVector<int64_t> collectLayers(const StateTable &table);

/// Computes the footprint of `stage` (0–3) for `worldSize` >= 1 ranks,
/// sharded over groups of `shardRanks` of them (0: one group of all; else a
/// divisor of `worldSize`, hybrid sharding as zero-shard's `shard-group`
/// writes it). At stage 3 a unit whose weights carry
/// `zero.reshard_after_forward = false` is gathered once (the decision of
/// `decideResharding`, GatherSchedule.h, for zero-shard's default policy:
/// only what the IR writes), every other unit twice. Reports a diagnostic at
/// the tensor whose bytes make a sum overflow 64 bits and fails; nothing else
/// can fail.
FailureOr<StageFootprint> computeFootprint(const StateTable &table,
                                           int64_t worldSize, int stage,
                                           int64_t shardRanks = 0);

/// The parameters of a step on a mesh that share one data-parallel group:
/// ZeRO's (`dp-axis`), or one a parameter names with `zero.dp_axes` (a
/// routed expert's replicas under expert parallelism).
struct ParamGroup {
  /// The grid axes of the group, increasing.
  SmallVector<int16_t> axes;
  /// The ranks along them.
  int64_t ranks = 1;
  /// Indices into the table's parameters, in table order.
  SmallVector<unsigned> params;
  /// Ψ of these parameters.
  uint64_t numParameters = 0;
};

/// Hybrid sharding on a mesh of `shape` whose axes `dpAxes` (increasing)
/// are ZeRO's group: the shard groups of `shardRanks` ranks are the last of
/// those axes whose sizes multiply to it (the shortest such tail), and the
/// axes before them hold the replicas, as torchtitan's (dp_replicate,
/// dp_shard) mesh lays them out. Returns the position in `dpAxes` of the
/// first shard axis, or none when no tail of more than one rank multiplies
/// to `shardRanks`.
std::optional<size_t> findShardAxesOnMesh(ArrayRef<int64_t> shape,
                                          ArrayRef<int16_t> dpAxes,
                                          int64_t shardRanks);

/// The shard-group sizes `findShardAxesOnMesh` accepts on `dpAxes` of a
/// mesh of `shape`, below the whole group, increasing.
SmallVector<int64_t> getMeshShardGroupSizes(ArrayRef<int64_t> shape,
                                            ArrayRef<int16_t> dpAxes);

/// The parameters of `table` by data-parallel group on `grid`, ZeRO's
/// group (`dpAxes`) first, then the others in order of first appearance.
/// A parameter's group is the axes its `zero.dp_axes` names, which must be
/// some of `dpAxes`; reports a name the grid lacks or an axis outside ZeRO's
/// at the weight and fails.
FailureOr<SmallVector<ParamGroup>> groupParamsOnMesh(const StateTable &table,
                                                     shard::GridOp grid,
                                                     ArrayRef<int16_t> dpAxes);

/// Everything `zero-report` shows: the stage-independent facts of the step
/// and the footprint of every stage (stage 0 is always computed, since the
/// ratios are relative to it).
struct MemoryReport {
  std::string functionName;
  /// Ψ, the number of weight elements.
  uint64_t numParameters = 0;
  int64_t worldSize = 1;
  /// G, the ranks one copy of the states is sharded over (`worldSize`
  /// without hybrid sharding).
  int64_t shardRanks = 1;
  uint64_t numUnits = 0;
  /// The gathering units whose weights carry `zero.reshard_after_forward =
  /// false`, in unit order, named as `getGatheringUnitName` names them:
  /// stage 3 gathers each once and keeps it until its backward.
  SmallVector<std::string> unitsKeptGathered;
  /// The weights that carry `zero.persistent`, and their bytes: whole on
  /// every rank at every stage.
  uint64_t numPersistentWeights = 0;
  uint64_t persistentWeightBytes = 0;
  /// How many parameters `zero.max_stage` caps at stage 0, 1 and 2 (a
  /// persistent weight without it is not counted): the stages shard them
  /// at most as that stage does.
  std::array<uint64_t, 3> paramsCappedAt = {};
  /// How many parameters `zero.on_device` keeps on the device under a
  /// plan that offloads.
  uint64_t numParamsOnDevice = 0;
  /// The layers the step's weights belong to, sorted, each once: which
  /// layers a pipeline stage holds.
  SmallVector<int64_t> layers;
  /// Bytes of all states, unsharded (equal to stage 0's memory per rank).
  RoleBytes modelStateBytes;
  std::array<StageFootprint, kNumZeroStages> stages;
  /// With parameters of several groups on a mesh: the groups, ZeRO's first
  /// (its ranks are `worldSize`); empty otherwise.
  SmallVector<ParamGroup> paramGroups;

  /// Average bytes per parameter of each role (`modelStateBytes` / Ψ); zero
  /// when Ψ is zero.
  double getBytesPerParameter(uint64_t roleBytes) const;
  /// Memory per rank of `stage` relative to DDP; nullopt when DDP holds none.
  std::optional<double> getMemoryRatioToDDP(int stage) const;
  /// Bytes sent by `stage` relative to DDP; nullopt when DDP sends none
  /// (one rank).
  std::optional<double> getTrafficRatioToDDP(int stage) const;
};

/// Computes the footprints of all four stages; fails (with a diagnostic) when
/// a byte count overflows 64 bits.
FailureOr<MemoryReport> computeMemoryReport(const StateTable &table,
                                            int64_t worldSize,
                                            int64_t shardRanks = 0);

/// The report of a step whose parameters fall into `groups` (every
/// parameter in one; ZeRO's group first): each group's states are sharded
/// over its own ranks as a 1-d group would shard them, with its
/// collectives on its axes, and the stages' footprints are the sums.
FailureOr<MemoryReport> computeMemoryReport(const StateTable &table,
                                            ArrayRef<ParamGroup> groups);

/// The memory model of a training-step function as an MLIR analysis
/// (`getChildAnalysis<MemoryModelAnalysis>(step)` from a module pass). It
/// reads the step's `StateTableAnalysis` and computes each report or stage
/// footprint once per world size, so that passes which leave the step as it
/// is share them: zero-report after zero-verify-states or another
/// zero-report, zero-shard's search over N. It holds while the state table
/// does: a pass must preserve both (only a pass that changes no state's
/// type or mark may).
class MemoryModelAnalysis {
public:
  MemoryModelAnalysis(Operation *function, AnalysisManager &manager);

  /// Whether the state table failed (its diagnostics were reported when it
  /// was built); nothing else can be asked then.
  bool failed() const { return !table; }
  const StateTable &getTable() const { return *table; }

  /// `computeMemoryReport` for `worldSize` >= 1 ranks. A byte count past
  /// 64 bits is reported the first time it is asked for and fails every
  /// time.
  FailureOr<const MemoryReport *> getReport(int64_t worldSize,
                                            int64_t shardRanks = 0);
  /// `computeFootprint` of `stage` for `worldSize` >= 1 ranks, likewise.
  FailureOr<const StageFootprint *> getFootprint(int64_t worldSize, int stage);

  /// Invalidated with the state table, or unless preserved itself.
  bool isInvalidated(const AnalysisManager::PreservedAnalyses &preserved);

private:
  const StateTable *table = nullptr;
  /// Nullopt: the computation failed (and said why).
  std::map<std::pair<int64_t, int64_t>, std::optional<MemoryReport>> reports;
  std::map<std::pair<int64_t, int>, std::optional<StageFootprint>> footprints;
};

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_MEMORYMODEL_H
