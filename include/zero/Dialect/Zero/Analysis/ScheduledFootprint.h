//===- ScheduledFootprint.h - memory and traffic of a sharded step -*- C++ -*-//
//
// The second view of the report (docs/design.md §5): what one rank holds and
// sends when it runs the program `zero-shard` produced, computed from that
// program itself rather than from the ZeRO formula.
//
// - Model states by role come from the program's types: weight and optimizer
//   arguments as declared (shards or full tensors), and per parameter the
//   gradient buffer the stage keeps for the optimizer — the full gradient at
//   stages 0–1 (held through the backward), the reduce-scattered shard at
//   stages 2–3.
// - Traffic is summed over the collectives in the program, each by the
//   nccl-tests formula on its own operand types, as often as it appears.
// - Memory tiers: a value lives where `zero.tier` (arguments) or its
//   `zero.transfer` puts it, and an op reading a host tensor computes on
//   the host; the peak is the device's, host and NVMe bytes are counted
//   apart, and the transfers give the PCIe and NVMe bytes per step.
// - The peak is found by walking the function body in program order with a
//   buffer liveness model: a buffer lives from the op that allocates it to
//   its last use; views (reshapes, slices, `zero.annotate`) and destination-
//   passing results share their source's buffer; state arguments live the
//   whole step, and results marked as states update their input in place
//   (buffer donation).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_SCHEDULEDFOOTPRINT_H
#define ZERO_DIALECT_ZERO_ANALYSIS_SCHEDULEDFOOTPRINT_H

#include "zero/Dialect/Zero/Analysis/BufferSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ProgramOrder.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"

#include "mlir/Pass/AnalysisManager.h"

#include <map>
#include <optional>
#include <string>

namespace mlir::zero {

struct StageDecisions;

struct ScheduledFootprint {
  int stage = 0;
  int64_t worldSize = 1;
  /// G, the ranks one copy of the states is sharded over: `worldSize`
  /// unless the plan is hybrid (`shard_group`).
  int64_t shardRanks = 1;
  /// `sentBytesPerRank` by the axes its collectives span, in the order
  /// they first appear in the program.
  SmallVector<AxisTraffic> sentBytesByAxes;
  /// The shape of the program's grid, for the split by link.
  SmallVector<int64_t, 2> gridShape;
  /// Model-state bytes per rank by role, from the program's types.
  RoleBytes modelStates;
  /// Bytes one rank sends per step, over the program's collectives.
  uint64_t sentBytesPerRank = 0;
  /// Indexed by `CollectiveKind`: calls in the program and their bytes.
  std::array<CollectiveTraffic, kNumCollectiveKinds> collectives;
  /// Peak live bytes per rank and its make-up.
  LiveBytes peak;
  /// The op at which the peak is first reached.
  Operation *peakOp = nullptr;
  /// The caching allocator's pools for the step's device buffers
  /// (`estimateReservedPools`, DeviceMemory.h): at least `peak.total()`.
  uint64_t reservedBytes = 0;
  /// `reservedBytes` by stream, indexed by `AllocationStream`.
  std::array<uint64_t, kNumAllocationStreams> reservedByStream = {};
  /// The largest single all_gather (a gathered unit) and its name.
  uint64_t largestGatherBytes = 0;
  std::string largestGatherName;
  /// Gathering units gathered once only: the reason the scheduled traffic
  /// is below the formula at stage 3. Each is gathered once because one op
  /// alone reads its weights (an embedding, whose backward does not read
  /// it), because no other unit's weight is read between its uses (an
  /// untied lm_head around the loss), or because the plan keeps every unit
  /// gathered from forward to backward (`reshardAfterForward` false).
  SmallVector<std::string> unitsGatheredOnce;
  /// The units of `unitsGatheredOnce` whose weights one op alone reads.
  SmallVector<std::string> unitsReadByOneOp;
  /// The plan's `reshard_after_forward`: the policy of the units whose
  /// weights carry no `zero.reshard_after_forward`.
  bool reshardAfterForward = true;
  /// The units the program gathers whose weights carry
  /// `zero.reshard_after_forward = false`: kept gathered from their first
  /// use to their last by that decision, whatever the plan's policy.
  SmallVector<std::string> unitsKeptByAttribute;
  /// reshard-after-forward=threshold (the plan's `reshard_threshold`): the size
  /// up to which a unit stays gathered, the units the policy keeps gathered
  /// from their first use to their last (of those the program gathers), and
  /// what keeping them adds to the peak against resharding every unit
  /// (`kept_peak_bytes`, measured by zero-shard).
  std::optional<uint64_t> reshardThreshold;
  SmallVector<std::string> unitsKeptGathered;
  int64_t keptPeakBytes = 0;
  /// Units whose weights the program holds as shards and never gathers:
  /// only the update (on the shard) reads them.
  SmallVector<std::string> unitsNeverGathered;
  /// The plan's offload (`none` for a program on the device alone).
  OffloadTarget offload = OffloadTarget::None;
  bool offloadParams = false;
  /// Peak bytes per rank in host memory and in its NVMe file: the states
  /// placed there (`zero.tier`) and the copies `zero.transfer` makes there.
  /// `peak` counts device memory only.
  uint64_t hostPeakBytes = 0;
  uint64_t nvmeBytes = 0;
  /// The state arguments' bytes by the tier they live in, indexed by
  /// `MemoryTier`: what stays allocated in each tier between steps.
  TierBytes stateBytesByTier = {};
  /// Bytes per step over PCIe and to and from NVMe, over the program's
  /// `zero.transfer`s.
  TierTraffic tierTraffic;

  uint64_t getPeakBytes() const { return peak.total(); }
};

/// Whether `op`'s result shares its first operand's buffer rather than
/// allocating one (reshapes, casts, slices, `zero.annotate`): the liveness
/// model's notion of a view, which lowering relies on too.
bool isBufferView(Operation *op);
/// The value whose buffer `value` is stored in: `value` itself, or what the
/// views it is made by (`isBufferView`) view.
Value getViewedValue(Value value);

/// The values that hold one parameter's model states in a `BufferSchedule`.
struct ScheduledParamStates {
  /// The weight and optimizer states the step receives as arguments (a
  /// state the step computes is none).
  std::optional<unsigned> weight;
  SmallVector<std::optional<unsigned>, 3> optimizer;
  /// The index among `optimizer` of the master copy (`findMasterCopy`, or
  /// the state a weight the step does not hold is cast from), which exists
  /// before the first step as the framework's parameter does; the other
  /// optimizer states are the optimizer's own (moments), which PyTorch's
  /// optimizers create in the first `step()`.
  std::optional<unsigned> master;
  /// The annotated gradient, and what its collective delivers (none when
  /// no collective reduces it: one rank).
  unsigned grad;
  std::optional<unsigned> reduced;
  /// Whether the plan reduces this full gradient only once the backward is
  /// done (stage 1, or a parameter capped at it), keeping it until then.
  bool reducesAfterBackward = false;
};

/// Counts the model states of `params` in `schedule`: the state arguments,
/// persistent (an optimizer's moments created where the first step first
/// reads them, `BufferSchedule::markCreatedAtFirstUse`); per parameter the
/// gradient buffer the plan keeps for the update: the full gradient when
/// nothing reduces it or when the plan reduces it only once the backward is
/// done (`ScheduledParamStates::reducesAfterBackward`), else the reduced
/// one; the other gradient buffers are gradient buckets. Returns, on
/// overflow past 2^64, the index of the parameter at which it happened.
std::optional<size_t> addModelStates(BufferSchedule &schedule,
                                     ArrayRef<ScheduledParamStates> params,
                                     RoleBytes &modelStates);

/// Checks that each state argument of `table`'s step is what `zero-shard`
/// makes of it at `stage` on `worldSize` ranks: this rank's flat shard of
/// ceil(n/G) elements exactly for the roles the stage shards (and none for
/// one rank), G the parameter's `shardRanksOfParam`, the full tensor
/// otherwise; and, under `offload`, that each optimizer state is in the
/// tier the plan places it in. A hand-edited step that says otherwise
/// would be measured (or run) as if it held what its types say, under a
/// plan that says something else. zero-report and zero-run both ask here.
LogicalResult checkStatesMatchPlan(const StateTable &table, int stage,
                                   int64_t worldSize,
                                   ArrayRef<int64_t> shardRanksOfParam,
                                   OffloadTarget offload);

/// Adds one tensor of a collective of `kind` whose per-rank shard has
/// `shardBytes` bytes to `collectives`; false when the bytes sent pass
/// 2^64.
[[nodiscard]] bool addCollectiveTraffic(
    std::array<CollectiveTraffic, kNumCollectiveKinds> &traffic,
    CollectiveKind kind, uint64_t shardBytes, int64_t worldSize);

/// The number of ranks the group of the collective `op` (a zero collective
/// or an asynchronous start) spans: its grid, or the axes it names.
int64_t getCollectiveGroupSize(Operation *op);

/// The bytes one rank sends in the collective `op` over its group of
/// `groupRanks` ranks, all its tensors together, by the nccl-tests formula
/// on its own operand types: what the footprint counts for it. Nullopt when
/// the count passes 2^64.
std::optional<uint64_t> getCollectiveSentBytes(Operation *op,
                                               int64_t groupRanks);

/// Computes the scheduled footprint of `table`'s function on `worldSize`
/// ranks: a step that `zero-shard` produced (its `zero.plan`), or an
/// unsharded step (the program of one rank, or of ranks that each hold every
/// state). The measurement reads the program, not the stage: which
/// all-gathers continue a gradient's reduction and which gather weights,
/// which weights are shards, which units are gathered for their uses. It
/// asks the plan only two things: whether the states the program holds are
/// the ones its plan shards (a hand-edited program is refused), and whether
/// the plan keeps the full gradients until the backward is done, which the
/// program alone cannot tell when one collective reduces them all (stages 1
/// and 2 then write the same program). With `order`, a schedule planned on
/// that step (ProgramOrder.h), the footprint of the program the order
/// describes, as if it were written: only `peakOp` differs, naming the
/// step's collective where the written program has its start. Fails with a
/// diagnostic when a byte count overflows.
FailureOr<ScheduledFootprint>
computeScheduledFootprint(const StateTable &table, int64_t worldSize,
                          const ProgramOrder *order = nullptr);

/// The scheduled footprint of a sharded training-step function as an MLIR
/// analysis (`getChildAnalysis<ScheduledFootprintAnalysis>(step)` from a
/// module pass), on the step's `StateTableAnalysis`: measured once per
/// world size and kept while the program is unchanged. Any pass
/// that changes the step's ops invalidates it (it holds the peak op).
class ScheduledFootprintAnalysis {
public:
  ScheduledFootprintAnalysis(Operation *function, AnalysisManager &manager);

  /// Whether the state table failed (its diagnostics were reported when it
  /// was built).
  bool failed() const { return !table; }

  /// `computeScheduledFootprint` of the step on `worldSize` ranks. What
  /// does not hold is reported the first time it is asked for and fails
  /// every time.
  FailureOr<const ScheduledFootprint *> getFootprint(int64_t worldSize);

  /// Invalidated with the state table, or unless preserved itself.
  bool isInvalidated(const AnalysisManager::PreservedAnalyses &preserved);

private:
  const StateTable *table = nullptr;
  std::map<int64_t, std::optional<ScheduledFootprint>> footprints;
};

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_SCHEDULEDFOOTPRINT_H
