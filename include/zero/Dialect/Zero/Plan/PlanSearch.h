//===- PlanSearch.h - the candidates of zero-shard's search ---*- C++ -*-===//
//
// zero-shard's search (`stage=auto`, `remat=auto`, `node-size=`, offload
// when nothing fits) compares full plans (ShardPlan.h). This header holds
// what the search shares whatever priced a candidate: the candidate with
// its price, the one comparator that ranks them, the product of the
// searched fields, and the table of every candidate that zero-shard records
// on the module (`zero.plan_search`) and zero-report writes as the JSON key
// `plan_search` (docs/report-schema.md).
//
// The comparator, in order (docs/ZeroPasses.md, zero-shard): a candidate
// that fits beats one that does not; then the least offload (none, cpu,
// cpu with the weight shards, nvme, nvme with the weight shards: offload is
// a last resort); then the shortest estimated step (only with `machine=`);
// the fewest bytes across nodes (only with `node-size=`); the fewest bytes
// sent; the least recompute; the fewest host and NVMe bytes; the lowest
// stage; the shallowest prefetch; the largest shard group; the smallest
// device requirement; and on a full tie the candidate enumerated first.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_PLANSEARCH_H
#define ZERO_DIALECT_ZERO_PLAN_PLANSEARCH_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/Plan/ShardPlan.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace mlir::zero {

/// The module attribute that records the search (ZeroDialect.cpp verifies
/// it under the same name).
inline constexpr llvm::StringLiteral kPlanSearchAttrName = "zero.plan_search";

/// One plan the search compares and what it costs.
struct PlanCandidate {
  /// The plan: stage and policy set, offload, shard group, resharding and
  /// cast-on-gather as the candidate applies them.
  ShardPlan plan;
  /// G, the ranks one copy of the states is sharded over (N for one group).
  int64_t shardRanks = 0;
  /// The prefetch depth (`plan.prefetch`): 0, each collective waited for
  /// where it is issued, or the collectives in flight ahead of their use.
  int64_t prefetch = 0;
  /// For a row of a deeper prefetch, the index of the same plan's row
  /// without prefetching, whose figures it starts from.
  std::optional<size_t> prefetchOf;
  /// Whether the figures below were computed: a candidate left out of the
  /// comparison (a combination the rewrite cannot write, or an offloaded
  /// one while something fits on the device) has only `reason`.
  bool priced = false;
  /// Whether `peakBytes` is at most the device's memory.
  bool fits = false;
  /// `device_required` per rank (with runtime=cpu the scheduled peak).
  uint64_t peakBytes = 0;
  /// Bytes one rank sends per step, and those that cross nodes (0 without a
  /// node size).
  uint64_t sentBytes = 0, interNodeBytes = 0;
  /// FLOPs the recomputation adds per step.
  uint64_t recomputeFlops = 0;
  /// Bytes moved per step over PCIe and to and from NVMe.
  uint64_t tierBytes = 0;
  /// With `machine=`: the estimated step time in seconds, and the part of
  /// it spent waiting for collectives.
  std::optional<double> stepSeconds;
  double exposedCommSeconds = 0;
  /// With `machine=`, also in `stepSeconds`: what its ops on the host
  /// compute (an offloaded update), and its copies between memory tiers.
  double hostComputeSeconds = 0, tierCopySeconds = 0;
  /// Why the candidate cannot be chosen (it does not fit, it was not
  /// priced, or its step time cannot be estimated under `machine=`); empty
  /// for one that can.
  std::string reason;

  /// Whether the comparator may choose it: priced, fits, and nothing
  /// against it.
  bool canBeChosen() const { return priced && fits && reason.empty(); }
};

/// 0 for no offload, then cpu, cpu with offload-params, nvme, nvme with
/// offload-params: the order the comparator prefers.
int getOffloadRank(const OffloadLevel &level);

/// Whether `candidate` ranks before `best` (the comparator above); false on
/// a full tie, so that the candidate enumerated first stays.
bool isBetterPlan(const PlanCandidate &candidate, const PlanCandidate &best);

/// The index of the best candidate that can be chosen (priced, fits and
/// no `reason` against it), or nullopt when none can.
std::optional<size_t> pickBestPlan(ArrayRef<PlanCandidate> candidates);

/// The candidate lines of a search's remark, `lines` ("\n  stage ..." per
/// candidate, in table order, with notes "\n  (...)" between them), cut to
/// at most `limit` candidates: the first `limit` - 1 and the chosen one
/// (index `chosen` of the table), the others counted in one last line. The
/// table itself (zero.plan_search, zero-report's plan_search) keeps every
/// candidate; an error that nothing fits lists them all, since it writes
/// no table.
std::string limitCandidateLines(StringRef lines, size_t chosen,
                                size_t limit = 16);

/// The fields the search chooses; a field not searched keeps the value of
/// the requested plan.
struct PlanSpace {
  /// The stages compared, in order; empty: the requested stage.
  SmallVector<int, 4> stages;
  /// The recomputation policies compared, in order; empty: the requested
  /// policy.
  SmallVector<RematPolicy, 4> policies;
  /// The offload levels compared, in order; empty: the requested level.
  SmallVector<OffloadLevel, 5> offloads;
  /// The shard groups G compared, in order (N for one group); empty: the
  /// requested G.
  SmallVector<int64_t, 8> shardGroups;
  /// Whether cast-on-gather is compared (off, then on, at the stages that
  /// shard the weights); false: the requested value.
  bool castOnGather = false;
  /// The resharding policies compared at the stages that shard the weights,
  /// in order (the others take the requested one); empty: the requested
  /// policy.
  SmallVector<ReshardPolicy, 3> reshards;
};

/// How `policy` is spelled in reshard-after-forward=: true, false or
/// threshold.
StringRef getReshardOptionName(const ReshardPolicy &policy);

/// The resharding policies reshard-after-forward=auto compares: true, false,
/// and the threshold policy with `thresholdBytes`.
SmallVector<ReshardPolicy, 3> getSearchedReshards(uint64_t thresholdBytes);

/// The offload levels the search falls back to, least first, when no
/// candidate fits on the device (unless `offload=` is given): the
/// optimizer states to the host, then the weight shards too, then the
/// same on NVMe.
inline constexpr OffloadLevel kOffloadFallbackLevels[] = {
    {OffloadTarget::Cpu, false},
    {OffloadTarget::Cpu, true},
    {OffloadTarget::Nvme, false},
    {OffloadTarget::Nvme, true}};

/// The levels a search with `requested`'s offload searched falls back to:
/// `kOffloadFallbackLevels`, or, with offload-params=true given, those that
/// move the weight shards too.
SmallVector<OffloadLevel, 4>
getOffloadFallbackLevels(const ShardPlan &requested);

/// `space` at offload `level` alone, with those of its stages that admit
/// it: 1-3, or 3 where the weight shards move too.
PlanSpace getOffloadSpace(const PlanSpace &space, OffloadLevel level);

/// Every plan of `space`: `requested` with each searched field set, nested
/// as offload, policy, stage, shard group, resharding, cast-on-gather
/// (outermost first). A stage an offload level does not admit (offload below
/// stage 1, offload-params below stage 3) is left out, and so is a searched
/// cast-on-gather below stage 3 or with offload; `groupSize` is N, the one
/// group's G.
std::vector<ShardPlan> enumeratePlans(const ShardPlan &requested,
                                      const PlanSpace &space,
                                      int64_t groupSize);

/// A lower bound of the device bytes one rank of `plan`'s program holds at
/// once, read from the unsharded `step` without writing the program: the
/// arguments that stay on the device, each state as the plan's stage shards
/// it over `shardRanks` (at least floor(n / G) elements per rank). Every
/// argument is live when the step starts, so the program's scheduled peak
/// (and `device_required`, which adds to it) is at least this. Gradient
/// arguments, arguments with a `zero.tier` and tensors of dynamic shape
/// count 0. nullopt where no bound is given: a parameter with its own
/// `zero.dp_axes`, or a sum past 2^64 bits.
/// With `statesOnly`, only the states' arguments (weights and optimizer
/// states), which every program holds for the whole step. Arguments the
/// step updates in place from one value (a weight and its master copy
/// returned as one tensor) share a buffer and count once, at the largest.
std::optional<uint64_t> getResidentArgumentBytes(FunctionOpInterface step,
                                                 const ShardPlan &plan,
                                                 int64_t shardRanks,
                                                 bool statesOnly = false);

/// What `getResidentArgumentBytes` reads of one argument of a step, read
/// once for the many plans a search bounds.
struct ArgumentSummary {
  /// The argument has data-parallel axes of its own (`zero.dp_axes`).
  bool ownGroup = false;
  /// A tensor of static shape on the device, with a size in bits: counted.
  bool counted = false;
  uint64_t elements = 0;
  uint64_t bits = 0;
  /// Its state's role, if it is a state.
  std::optional<StateRole> role;
  /// A weight that stays whole at every stage: marked `zero.persistent`,
  /// or `zero.max_stage` below 3.
  bool persistent = false;
  /// A weight marked `zero.cast_on_gather`: stage 3 without offload holds
  /// no shard of it.
  bool castMarked = false;
  /// A state of a parameter that stays on the device under offload
  /// (`zero.on_device` on its weight argument).
  bool onDevice = false;
  /// The first argument updated in place from the same value as this one
  /// (through views), whose buffer this one shares in every program that
  /// keeps them unsharded alike; nullopt: none.
  std::optional<unsigned> sharesBufferWith;
};
/// The summaries of `step`'s arguments; `table`, the step's state table,
/// tells which arguments the step updates in place (without it, none share
/// a buffer).
SmallVector<ArgumentSummary> summarizeArguments(FunctionOpInterface step,
                                                const StateTable *table);
/// `getResidentArgumentBytes` of the step `arguments` summarizes.
std::optional<uint64_t>
getResidentArgumentBytes(ArrayRef<ArgumentSummary> arguments,
                         const ShardPlan &plan, int64_t shardRanks,
                         bool statesOnly = false);

/// A lower bound of what every program of a step holds at once besides its
/// states' arguments (PlanBound.cpp), measured once on the unsharded step
/// for every plan a search bounds:
/// - the activations: at the point of the forward or the backward where
///   most are live, the values those phases make and read later, counted
///   once per buffer they could share, that are no state and no argument
///   (no plan changes them);
/// - at stage 3 on shard groups of more than one rank, with them, the
///   weights each unit gathers for its uses: a unit the plan keeps gathered
///   (`decideResharding`) from its first use to its last, any other at
///   each of its uses.
/// With the states' arguments (`getResidentArgumentBytes` with
/// `statesOnly`), live for the whole step, it bounds the program's peak.
class LiveBytesBound {
public:
  /// `phases`: computeStepPhases of `table`'s step.
  LiveBytesBound(const StateTable &table,
                 const llvm::DenseMap<Operation *, StepPhase> &phases);

  /// The most activation bytes live at once, whatever the plan; nullopt
  /// where a size passes 2^64.
  std::optional<uint64_t> getActivationPeak() const { return activationPeak; }
  /// The most activation and gathered weight bytes live at once in a
  /// stage-3 program on G > 1 ranks that reshards as `policy` says; nullopt
  /// where a size passes 2^64.
  std::optional<uint64_t>
  getPeakWithGatheredWeights(const ReshardPolicy &policy) const;

private:
  /// Something live from position `start` up to, not including, `end`
  /// (positions count the ops of the step's body): a buffer of `owner`
  /// (an index into `ownerBytes`), which counts once however many of its
  /// values are live.
  struct LiveRange {
    unsigned start, end, owner;
  };
  /// The most bytes live at once: the activations with `ranges`.
  std::optional<uint64_t> sweep(ArrayRef<LiveRange> ranges) const;
  /// (position, +1 live from there on or -1 gone from there on, owner),
  /// ordered so that at one position the ends come first.
  using Event = std::tuple<unsigned, int, unsigned>;

  const StateTable &table;
  /// An activation's size passes 2^64: no bound at all.
  bool overflowed = false;
  /// `sweep({})`, found once.
  std::optional<uint64_t> activationPeak;
  /// The bytes of each owner: the activations' buffers, then the gathered
  /// units' full weights (owner `activationOwners + u` for unit u).
  SmallVector<uint64_t> ownerBytes;
  unsigned activationOwners = 0;
  /// The activations' ranges as events, sorted.
  SmallVector<Event> activationEvents;
  /// The units stage 3 gathers for their uses (`getUnitsGatheredForUse`)
  /// and the positions of the ops that read their weights (sorted).
  SmallVector<GatheringUnit> gatheredUnits;
  SmallVector<SmallVector<unsigned>> unitUses;
};

/// The `zero.plan_search` zero-shard writes on the module: the candidates
/// (every field of `PlanCandidate`) and the index of the one applied.
DictionaryAttr buildPlanSearchAttr(MLIRContext *context,
                                   ArrayRef<PlanCandidate> candidates,
                                   size_t chosen);

/// A candidate of a recorded search, as zero-report writes it.
struct PlanSearchRow {
  int64_t stage = 0;
  std::string remat, offload, reshardAfterForward, reason;
  bool offloadParams = false, castOnGather = false, fits = false,
       priced = false;
  int64_t shardGroup = 0, prefetch = 0;
  /// The parameters on-device=auto kept on the device (0: none).
  int64_t paramsOnDevice = 0;
  uint64_t peakBytes = 0, sentBytes = 0, interNodeBytes = 0;
  std::optional<double> stepSeconds;
};

/// The search recorded on a module.
struct PlanSearchTable {
  int64_t chosen = 0;
  std::vector<PlanSearchRow> candidates;
};

/// Reads back `buildPlanSearchAttr`'s attribute; nullopt (with `error`
/// set) when it is not one.
std::optional<PlanSearchTable> readPlanSearchAttr(DictionaryAttr attr,
                                                  std::string &error);

/// The prefetch depths the search prices beyond the program without
/// prefetching: 1 and 2 with prefetch=auto, else the depth asked for.
inline SmallVector<int64_t, 2>
getComparedPrefetchDepths(const ShardPlan &base) {
  if (base.prefetchSearched)
    return {1, 2};
  return {base.prefetch};
}

/// The least step a plan could reach at any prefetch depth, from its step
/// without prefetching (`step` seconds, `communication` of them all its
/// collectives, every one exposed): every collective hidden behind compute,
/// and no shorter than its communication, which one stream runs a
/// collective after another (StepTimeline.h). A timeline sums the same
/// seconds in another order: the slack keeps its rounding from pruning a
/// tie.
inline double getStepBoundAtEveryDepth(double step, double communication) {
  return std::max(step - communication, communication) * (1 - 1e-9);
}

/// A lower bound of the step of `row`'s plan, offloaded and timed, with
/// any of the parameters it moves kept on the device instead
/// (on-device=auto): keeping a parameter takes its update off the host,
/// at most all of `hostComputeSeconds` (it then takes some time on the
/// device), and its copies off PCIe and NVMe, at most `tierCopySeconds`,
/// and changes no collective. With `everyDepth`, a bound at every prefetch
/// depth as well (`getStepBoundAtEveryDepth`: prefetching hides at most
/// all of the communication).
inline double getStepBoundIfKept(const PlanCandidate &row, bool everyDepth) {
  double step = *row.stepSeconds - row.hostComputeSeconds - row.tierCopySeconds;
  if (everyDepth)
    return getStepBoundAtEveryDepth(step, row.exposedCommSeconds);
  return step * (1 - 1e-9);
}

/// The step of a prefetched program as the search times it: its timeline's
/// exposed communication (`exposedAtDepth`) replaces all of it in the step
/// without prefetching (`step`, `communication` of it). The timeline sums
/// the same collectives in another order, so it never exposes more than
/// all.
inline double getPrefetchedStep(double step, double communication,
                                double exposedAtDepth) {
  return step - communication + std::min(exposedAtDepth, communication);
}

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_PLAN_PLANSEARCH_H
