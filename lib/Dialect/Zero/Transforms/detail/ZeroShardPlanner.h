//===- ZeroShardPlanner.h - what zero-shard writes, and why ---*- C++ -*-===//
//
// The work of the `zero-shard` pass (ZeroShard.cpp holds only the pass):
// the data-parallel group and its shard groups or mesh axis
// (ZeroShardPlanner.cpp), the choices of stage=auto and remat=auto
// (ZeroShardChoice.cpp), and the program it writes with the rewrite of
// ZeroShardRewriter.h. A class apart from the pass so that its parts can
// live in several files: the pass's base class is generated into one.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDPLANNER_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDPLANNER_H

#include "ZeroShardOffload.h"
#include "ZeroShardPlanOptions.h"
#include "ZeroShardRemat.h"
#include "ZeroShardRewriter.h"

#include "zero/Dialect/Zero/Plan/PlanSearch.h"
#include "zero/Dialect/Zero/Plan/ShardPlan.h"
#include "zero/Dialect/Zero/Plan/ShardedStepModel.h"

#include "zero/Dialect/Zero/Analysis/DeviceMemory.h"
#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
#include "zero/Dialect/Zero/Transforms/Remat.h"
#include "zero/Report/ReportWriters.h"
#include "zero/Support/ByteSize.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Pass/AnalysisManager.h"

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>

namespace mlir::zero {

/// The step the sharding of a module writes, with the plan it applied
/// (its group resolved on that module) and, when asked for, the scheduled
/// footprint of the result.
struct ShardedProgram {
  ShardPlan plan;
  ScheduledFootprint footprint;
};

struct PolicyCandidate;
struct PricedPlan;

/// Which lower bound of a candidate's memory left it unpriced
/// (PlanBound.cpp).
enum class MemoryBoundKind {
  /// The arguments it keeps on the device.
  Arguments,
  /// Its states with the activations its step holds at once.
  StatesAndActivations,
  /// Its states with the activations and the weights gathered for their
  /// uses that its step holds at once (stage 3).
  StatesActivationsAndGathers,
};

/// The plans zero-shard parses, compares and applies are values
/// (ShardPlan.h): the options are read only, and every candidate is a plan
/// of its own handed to the rewrite and its model.
class ShardPlanner : private ZeroShardOptions {
public:
  /// Plans with `options` for `root`, the module the pass runs on, whose
  /// analyses `analyses` holds.
  ShardPlanner(const ZeroShardOptions &options, ModuleOp root,
               AnalysisManager analyses)
      : ZeroShardOptions(options), root(root), analyses(analyses) {}

  /// Rewrites `root`'s step into the program of the stage the options give
  /// or choose; fails after reporting why.
  LogicalResult run();

  /// Whether the analyses of `root`'s step still hold after `run`: on one
  /// rank the step keeps its states unless recomputation rewrote it.
  bool preservesStateAnalyses() const {
    return appliedGroupSize == 1 && !rewroteStep;
  }

  /// What the rewrite of `root` inserted, for the pass's statistics.
  unsigned numCollectives = 0, numReleases = 0, numTransfers = 0;

private:
  ModuleOp getOperation() const { return root; }
  /// The plan the options ask for: each field given, or left to the search
  /// (`auto`); its group is resolved on the module later. Reports options
  /// that do not go together.
  FailureOr<ShardPlan> parsePlan();
  /// Sets `plan.stage` from the stage option: 0–3, or unset for `auto`.
  LogicalResult parseStage(ShardPlan &plan);
  /// Sets `plan.shardGroup` or `plan.shardGroupSearched` from
  /// `shard-group=` (and `node-size=`).
  LogicalResult parseShardGroup(ShardPlan &plan);
  /// Sets `plan.prefetch` or `plan.prefetchSearched` from `prefetch=`.
  LogicalResult parsePrefetch(ShardPlan &plan);
  /// The group of a step whose symbols live in `scope`, the symbol table
  /// that holds the step (the module, or a module nested in it): its
  /// `shard.grid`, null when there is none yet, and its size N. With
  /// `dp-axis`, sets `plan.meshAxes`.
  FailureOr<std::pair<shard::GridOp, int64_t>>
  resolveGroup(Operation *scope, int64_t ranks, ShardPlan &plan);
  /// `resolveGroup` with `dp-axis`: the group is those axes of the mesh the
  /// module declares; sets `plan.meshAxes`.
  FailureOr<std::pair<shard::GridOp, int64_t>>
  resolveMeshAxisGroup(Operation *scope, int64_t ranks, ShardPlan &plan);
  /// The group of each parameter of `table`'s step: ZeRO's, or on a mesh
  /// the axes its weight's `zero.dp_axes` names, which must be some of
  /// ZeRO's. Empty when every parameter has ZeRO's group.
  FailureOr<SmallVector<ShardGroup>>
  resolveParamGroups(const StateTable &table, shard::GridOp grid,
                     const ShardPlan &plan) const;
  /// `resolveGroup`, creating the grid when there is none, of shape N, or
  /// R x G with `plan.shardGroup`; sets `plan.groupSize` and `plan.groups`.
  FailureOr<shard::GridOp> resolveGrid(Operation *scope, int64_t ranks,
                                       Operation *step, ShardPlan &plan);
  /// The shard groups of N = `plan.groupSize` ranks that `plan.shardGroup`
  /// asks for; reports a G that is not a divisor of N between 1 and N, or
  /// on `grid`, a mesh (`plan.meshAxes`), not the product of a tail of
  /// ZeRO's axes (`splitMeshAxes`).
  FailureOr<ShardGroup> resolveShardGroup(Operation *step, shard::GridOp grid,
                                          const ShardPlan &plan);
  /// The shard groups the group search compares, and the nodes it counts
  /// bytes across without a machine: a given G (checked as the rewrite
  /// checks it), or every G whose groups lie alike on node-size='s nodes
  /// (every divisor of N without it); on a mesh, the groups its axes make
  /// (`getMeshShardGroupSizes`) on one node of all its devices, node-size=
  /// refused. Reports what does not fit at `step`.
  struct SearchedShardGroups {
    SmallVector<int64_t> sizes;
    int64_t devicesPerNode = 1;
    /// On a mesh: whether it has axes besides ZeRO's.
    bool meshHasOtherAxes = false;
  };
  FailureOr<SearchedShardGroups>
  getSearchedShardGroups(FunctionOpInterface step, Operation *scope,
                         const ShardPlan &requested, const ShardPlan &base);
  /// What sharding `module` at any stage starts from: its training step,
  /// not sharded yet, in a symbol table, its group size and state table.
  /// Reports what is missing as sharding would.
  FailureOr<std::pair<FunctionOpInterface, Operation *>>
  findUnshardedStep(ModuleOp module);
  /// The unsharded step of `module` and its state table, for an option that
  /// writes its decisions on the step's weight arguments.
  FailureOr<std::pair<FunctionOpInterface, StateTable>>
  findStepToAnnotate(ModuleOp module);
  /// Shards the training step of `module` with `candidate` (its stage set)
  /// and, with `measure`, computes the scheduled footprint of the result
  /// (stage=auto compares them; otherwise it is left empty). `ranks`, when
  /// not 0, replaces the group size (for what-if copies of the module).
  FailureOr<ShardedProgram> shardModule(ModuleOp module,
                                        const ShardPlan &candidate,
                                        bool measure, int64_t ranks = 0);
  /// Where the model of the rewrite (Plan/ShardedStepModel.h) replays `plan` on
  /// `table`'s step: a grid of its own (no axes), or the mesh with each
  /// parameter's group; nullopt where the parameters' groups do not resolve
  /// (a sharded copy says why).
  std::optional<ModelledMesh> getModelledMesh(const ShardPlan &plan,
                                              const StateTable &table) const;
  /// Whether `plan` on `table`'s step is one group along one axis (a grid
  /// of its own, or one mesh axis without parameter groups): the only
  /// steps whose what-if copies resize that axis.
  static bool isOneGroupOnOneAxis(const ShardPlan &plan,
                                  const StateTable &table);
  /// The G the model of the rewrite replays `plan` on `worldSize` ranks
  /// with (0: one group of N). The model declines a plan it does not cover
  /// itself (`getModelledGroups`), and the plan is then priced on a copy.
  static int64_t getModelledShardRanks(const ShardPlan &plan,
                                       int64_t worldSize);
  /// The footprint of the program `plan` writes on `module`'s unsharded
  /// step with every unit resharded (reshard-after-forward=threshold's
  /// comparison): from the model where it covers the plan, otherwise
  /// measured on a sharded copy.
  FailureOr<ScheduledFootprint> priceAlwaysResharded(ModuleOp module,
                                                     const ShardPlan &plan);
  /// The program `plan` writes on `candidate`'s step for `ranks` ranks (0:
  /// the plan's group of N), priced: from the model of the rewrite
  /// (Plan/ShardedStepModel.h) where it covers the plan (one group of N,
  /// R x G shard groups, or ZeRO's group on mesh axes; no offload),
  /// otherwise measured on a sharded copy, which also reports why a plan
  /// cannot be sharded.
  FailureOr<PricedPlan> priceProgram(PolicyCandidate &candidate,
                                     const ShardPlan &plan, int64_t ranks = 0);
  /// `plan`'s program on `worldSize` ranks in groups of `shardRanks`, from
  /// the model of `candidate`'s step (which must have one), timed on the
  /// candidate's machine where it has one; nullopt where the model does not
  /// cover the plan or cannot time it.
  static std::optional<PricedPlan> evaluateOnModel(PolicyCandidate &candidate,
                                                   const ShardPlan &plan,
                                                   int64_t worldSize,
                                                   int64_t shardRanks);
  /// `plan`'s program written to `copy`, a copy of `candidate`'s module, and
  /// measured there (and timed on the candidate's machine).
  FailureOr<PricedPlan> priceCopy(PolicyCandidate &candidate, ModuleOp copy,
                                  const ShardPlan &plan, int64_t ranks);
  /// Prices the programs of `plans` (each with its policy, on `ranks` as
  /// `priceProgram` takes them) before a search prices them in order: the
  /// plans side by side on MLIR's threads, each from the model of the
  /// rewrite where it covers the plan, else on a sharded copy of its own.
  /// `priceProgram` takes each answer instead of pricing again; a plan
  /// whose copy fails is priced there, in order, as before, and says why.
  /// Both only ask, quietly, so nothing is said out of order.
  void priceAhead(ArrayRef<std::pair<PolicyCandidate *, ShardPlan>> plans,
                  int64_t ranks = 0);
  /// A candidate's program with its collectives in flight ahead of their
  /// use, as the prefetch search prices it.
  struct PrefetchedProgram {
    ScheduledFootprint footprint;
    /// With a machine: the communication its timeline leaves exposed.
    std::optional<double> exposedCommSeconds;
  };
  /// Prices zero-prefetch's schedule at each of `depths` on `plan`'s
  /// program, without writing the schedule: the footprint and, with a
  /// machine, the timeline of each depth whose footprint fits in
  /// `capacity`, from the model of the rewrite where it covers the plan,
  /// otherwise on one copy of `candidate`'s module with the synchronous
  /// program written (ZeroShardPrefetchSearch.cpp).
  FailureOr<std::vector<PrefetchedProgram>>
  pricePrefetched(PolicyCandidate &candidate, const ShardPlan &plan,
                  ArrayRef<int64_t> depths, const MachineModel *machineModel,
                  uint64_t capacity);
  /// prefetch=auto, or a search with prefetch=K: appends to `table` the
  /// candidates [first, end) priced without prefetching at each depth
  /// compared, a line each in `why`, and returns the footprint of each row
  /// appended (none where it was not priced). With prefetch=K the rows
  /// [first, end) that could be chosen get a reason: they only bound the
  /// peak of theirs. `showRemat` names the policy in the lines.
  /// `pricedDepths`, where given, holds for row `first + i` the programs of
  /// its depths already priced (`pricePrefetched`), read instead of pricing
  /// them again.
  FailureOr<std::vector<std::optional<ScheduledFootprint>>> addPrefetchRows(
      std::vector<PlanCandidate> &table, size_t first, const ShardPlan &base,
      function_ref<PolicyCandidate &(const ShardPlan &)> policyOf,
      uint64_t capacity, const MachineModel *machineModel, Location loc,
      bool showRemat, raw_ostream &why,
      std::vector<std::optional<std::vector<PrefetchedProgram>>> *pricedDepths =
          nullptr);
  /// With `machine`, a remark for each tier an offloaded candidate of
  /// `table` moves bytes over whose bandwidth the machine does not give:
  /// its steps leave that time out (zero-report's say it is unknown).
  static void remarkUntimedTiers(Location loc, const MachineModel *machine,
                                 ArrayRef<PlanCandidate> table);
  /// on-device=auto, for both searches: each row of `table` from `first`
  /// on that is offloaded, priced, fits and can be chosen is priced again
  /// with the first K of the `movable` parameters of getOffloadKeepOrder
  /// kept on the device, K found by bisection: a count that fits whose
  /// successor does not (the requirement does not grow evenly with K: a
  /// larger one may fit again; keeping all would move nothing,
  /// offload=none's program). `priceKept`
  /// prices one such plan into the search's table (which may grow: `table`
  /// is read first) and returns its row. With step times, a row whose
  /// bound (`getStepBoundIfKept`, at every depth with `everyDepth`) is
  /// above the fastest step of the table is not searched, the rows with the
  /// lowest bounds first, and `why` says how many were not; a priced row
  /// below its bound is an internal error, reported at `loc`.
  static LogicalResult searchKeptOnDevice(
      ArrayRef<PlanCandidate> table, size_t first, int64_t movable,
      bool everyDepth,
      function_ref<FailureOr<PlanCandidate>(const ShardPlan &)> priceKept,
      Location loc, raw_ostream &why);
  /// What on-device=auto chose for `chosen`, the plan applied: how many of
  /// the `movable` parameters its offload moves stay on the device, and
  /// where the decision is written. Nothing without on-device=auto.
  static void remarkKeptOnDevice(Location loc, const ShardPlan &base,
                                 const ShardPlan &chosen, int64_t movable);
  /// The remark that states the prefetch depth of `table[chosen]` and what
  /// it hides, after the search's own remark; none when the depth was
  /// neither searched nor asked for.
  void remarkPrefetch(Location loc, const ShardPlan &base,
                      ArrayRef<PlanCandidate> table, size_t chosen);
  /// Applies zero-remat's rewrite under `policy` to the step of `module`,
  /// for a program that gathers as `gathering` says; `quiet` hides its
  /// warnings (for the copies the choice compares).
  LogicalResult applyRematTo(ModuleOp module, RematPolicy policy, bool quiet,
                             const RematGathering &gathering);
  /// The table of `step`, the module's own, where its analysis is built
  /// already; null otherwise (planning a recomputation then builds one).
  const StateTable *getCachedStepTable(FunctionOpInterface step);
  /// With remat= given and a search over `stages`: applies the policy to
  /// `module` where it recomputes the same layers for every plan compared
  /// (it leaves a layer as it is only where a stage-3 program would gather
  /// it again for its clones), and returns false; returns true where it
  /// does not, and the search must compare it on copies instead. False
  /// without remat=.
  FailureOr<bool> applyPinnedRemat(ModuleOp module, const ShardPlan &requested,
                                   ArrayRef<int> stages);
  /// stage=auto with `node-size`: every stage with every shard group that
  /// nests with the nodes, each measured on the program written to a copy;
  /// the fewest inter-node bytes among those that fit, then the fewest
  /// bytes, the lowest stage, the largest G. Returns `requested` with the
  /// stage and G chosen.
  FailureOr<ShardPlan> chooseStageAndShardGroup(ModuleOp module,
                                                const ShardPlan &requested,
                                                bool pinnedInCopies);
  /// The `machine=` (with `fusion=`) the search ranks by, or nullopt
  /// without one; reports a machine or fusion that is not valid.
  FailureOr<std::optional<MachineModel>> loadSearchMachine(Location loc);
  /// Why the rewrite cannot write `plan` (its stage set), e.g. cast-on-gather
  /// below stage 3, or nullopt when it can: the search keeps such a plan in
  /// its table with this reason instead of pricing it.
  std::optional<std::string> getUnwritableReason(const ShardPlan &plan) const;
  /// The reason of a candidate left unpriced because a lower bound of its
  /// memory (`bound` bytes per rank, of `kind`) exceeds `capacity`.
  static std::string describeUnpricedByBound(uint64_t bound, uint64_t capacity,
                                             MemoryBoundKind kind);
  /// Checks the bound against the peak of the program written for the same
  /// candidate: a bound above it is an error in the bound, which would have
  /// left a candidate that fits unpriced.
  static LogicalResult checkBound(Location loc, std::optional<uint64_t> bound,
                                  uint64_t peakBytes);
  /// The recomputation policies the choice compares on `module`, whose
  /// step's table is `table`: first the module itself, whose step is
  /// `inPlace` (`none`, or the policy applied to it before the search), then
  /// each of `copied` applied to a copy. Each copied policy is planned for
  /// each of `gatherings`, the ways the plans compared gather their weights:
  /// where its recomputation differs between them, each distinct one is a
  /// copy of its own that serves the plans of its gatherings. A policy that
  /// clones nothing for any of them is left out and named in `sameAsNone`.
  FailureOr<SmallVector<std::unique_ptr<PolicyCandidate>>>
  buildPolicyCandidates(ModuleOp module, const StateTable &table,
                        ArrayRef<RematPolicy> copied, RematPolicy inPlace,
                        ArrayRef<RematGathering> gatherings,
                        SmallVectorImpl<RematPolicy> &sameAsNone);
  /// Destroys `candidates` (their copies are modules of their own) side by
  /// side on MLIR's threads; each is left null.
  static void destroyPolicyCandidates(
      MLIRContext *context,
      MutableArrayRef<std::unique_ptr<PolicyCandidate>> candidates);
  /// Sets what each policy's unsharded step gives every plan of it:
  /// where the model replays it (`mesh`; nullopt: it does not), the FLOPs
  /// it recomputes
  /// and, with `machine`, its phases' compute seconds. The copies' ops are
  /// priced as the ops they clone, each op of the module once.
  LogicalResult
  describePolicySteps(ArrayRef<std::unique_ptr<PolicyCandidate>> candidates,
                      const std::optional<ModelledMesh> &mesh,
                      const std::optional<MachineModel> &machine, Location loc);
  /// Checks that `offload` and `offload-params` go with the stage of
  /// `plan`; on success sets `plan.offload` to what they name.
  LogicalResult checkOffloadOptions(ShardPlan &plan);
  /// Checks that `cast-on-gather` goes with the stage and the offload of
  /// `plan` (after `checkOffloadOptions`).
  LogicalResult checkCastOnGather(const ShardPlan &plan);
  /// Says which parameters cast-on-gather derived from their masters in
  /// the program written to `step`, and why the others keep their shard.
  void remarkCastOnGather(FunctionOpInterface step,
                          const ShardStatistics &statistics);
  /// The policy of `reshard-after-forward` and `reshard-threshold`,
  /// reporting a bad threshold.
  FailureOr<ReshardPolicy> parseReshardPolicy();
  /// root-unit=true: names the unit "root" (`zero.unit`) on the weight
  /// argument of every parameter outside the layers that names none, so
  /// that every later reader of the step (the rewrite, its model, the
  /// report) sees one unit.
  LogicalResult nameRootUnit(ModuleOp module);
  /// reshard-after-forward=all-but-last: writes `zero.reshard_after_forward`
  /// on the weight argument of every parameter whose unit carries none:
  /// true for every layer but the last in forward order, false for the
  /// last layer and the units outside the layers.
  LogicalResult writeReshardDecisions(ModuleOp module);
  /// `persistence-threshold=`: writes `zero.persistent` on the arguments
  /// of the weights of at most that many bytes.
  LogicalResult writePersistentWeights(ModuleOp module);
  /// `max-stage=PATTERN:K,...`: writes `zero.max_stage = K` on the weight
  /// argument of every parameter whose name the first matching PATTERN
  /// matches whole.
  LogicalResult writeStageCaps(ModuleOp module);
  /// `on-device=PATTERN,...`: writes `zero.on_device` on the weight
  /// argument of every parameter whose name a PATTERN matches whole; the
  /// entry `auto` is the search's (`ShardPlan::keptOnDeviceSearched`).
  LogicalResult writeDeviceParams(ModuleOp module);
  /// Writes `zero.on_device` on the weight arguments of the first `count`
  /// parameters of `getOffloadKeepOrder(step)`: the partial offload a
  /// search chose (`OffloadLevel::keptOnDevice`), made visible in the
  /// program. `applied`: `step` is the module's own, whose analyses are
  /// cleared.
  void writeKeptOnDevice(FunctionOpInterface step, int64_t count, bool applied);
  /// Checks machine= and the options that change its figures (fusion=,
  /// pcie-bandwidth=, nvme-bandwidth=, host-bandwidth=): they time the
  /// candidates of a search, so `plan` must leave something to search, and
  /// the figures need the machine they change.
  LogicalResult checkMachineOptions(ModuleOp module, const ShardPlan &plan);
  /// Whether on-device= has the entry `auto`.
  bool asksKeptOnDeviceSearch() const;
  /// Sets takesOptimizerStates, takesOffloadableStates and
  /// unshardableReasons from the step of `module` (left as they are where
  /// it has none: the search says why).
  void readStepFacts(ModuleOp module);
  /// Shards `module` with `plan` (every field decided), the program the
  /// pass writes. With reshard-after-forward=threshold at stage 3 it also
  /// shards a copy with every unit resharded, says what keeping the others
  /// costs and records it in the plan.
  LogicalResult writeProgram(ModuleOp module, const ShardPlan &plan);
  /// `writeProgram` before prefetching: each collective waited for where
  /// it is issued.
  LogicalResult writeSynchronousProgram(ModuleOp module, const ShardPlan &plan);
  /// stage=auto and/or remat=auto: among `stages` and, with
  /// `comparePolicies`, every recomputation policy, the candidate with the
  /// least traffic whose `device_required` fits in `device-memory`, then the
  /// least recompute, then the lowest stage, found from the model of each
  /// candidate's program. Without `comparePolicies` the step is taken as it
  /// is (`remat=none`, or the policy already applied), unless
  /// `pinnedInCopies`: the requested policy recomputes differently for
  /// different plans (`applyPinnedRemat`) and is applied to copies. Returns
  /// `requested` with the stage, the policy and the offload chosen.
  FailureOr<ShardPlan> choosePlan(ModuleOp module, const ShardPlan &requested,
                                  ArrayRef<int> stages, bool comparePolicies,
                                  bool pinnedInCopies);
  /// Completes `diag`, choosePlan's error that no candidate fits at
  /// `base`'s N, with what would (ZeroShardWhatIf.cpp): stage 3's least
  /// transient part and, with `searchesN`, an N on which it fits. Fails.
  LogicalResult explainWhatWouldFit(
      InFlightDiagnostic &diag,
      ArrayRef<std::unique_ptr<PolicyCandidate>> candidates,
      const ShardPlan &base, std::optional<RematPolicy> requestedRemat,
      ArrayRef<int> stages, bool comparePolicies, uint64_t capacity,
      MemoryModelAnalysis &memoryModel, bool searchesN);

  /// Parses `device-memory` (not empty) and what `device_required` adds
  /// to the bytes allocated (`runtime`, `cuda-context`, `nccl-buffsize`,
  /// `nccl-channels`) into `overheads`; reports what is not valid.
  FailureOr<uint64_t> parseDeviceMemory(Location loc);
  /// What the program of `footprint` requires of a device under
  /// `overheads`; `required` is 2^64 - 1 when the sum passes 2^64.
  DeviceRequirement
  getDeviceRequirement(const ScheduledFootprint &footprint) const;
  /// "peak 712 B" (runtime=cpu: the bytes allocated decide), or
  /// "device_required 81.3 GB (allocated 74.2 GB + allocator reserve 3.1 GB
  /// + CUDA context 400.0 MB + NCCL buffers 268.4 MB)": the figure that
  /// decides whether `device` fits, and its parts.
  std::string describeDeviceRequirement(const DeviceRequirement &device) const;

  /// Writes `module`'s program with `chosen`, the plan a search chose,
  /// and records the search's table on `module` (`zero.plan_search`).
  LogicalResult writeSearchedProgram(ModuleOp module, const ShardPlan &chosen);

  /// The candidates of the search that ran and the index of the one
  /// chosen; unset when every field was given.
  std::optional<std::pair<std::vector<PlanCandidate>, size_t>> planSearch;
  /// What reshard-after-forward=threshold's remark and `#zero.plan`
  /// compare (`writeSynchronousProgram`), where the search already priced
  /// both: the footprint of the chosen plan's synchronous program and of the
  /// same program resharding every unit.
  struct ThresholdComparison {
    std::optional<ScheduledFootprint> kept;
    ScheduledFootprint alwaysResharded;
  };
  std::optional<ThresholdComparison> pricedComparison;
  /// Sets `pricedComparison` when `chosen` is reshard-after-forward=
  /// threshold and `pricedFootprint` gives the footprints the search priced
  /// for its synchronous program and for that program resharding every
  /// unit (null where it priced none).
  void keepThresholdComparison(
      const ShardPlan &chosen,
      function_ref<const ScheduledFootprint *(const ShardPlan &)>
          pricedFootprint);
  /// A remat policy the search planned on the step of `root` itself, with
  /// the warnings its planning said (a layer left as it is): once chosen
  /// it is applied as planned (`applyRematTo`), not planned again. Cleared
  /// when the step changes.
  struct PlannedRemat {
    RematPolicy policy;
    /// The gatherings it was planned for (`getRematGatheringKey`); empty:
    /// every one the search compared.
    SmallVector<RematGatheringKey, 1> gatherings;
    RematPlan plan;
    struct Said {
      Location loc;
      std::string message;
      SmallVector<std::pair<Location, std::string>, 1> notes;
    };
    SmallVector<Said, 1> warnings;
  };
  SmallVector<PlannedRemat, 3> plannedRemats;
  /// `policy` planned on a step with `planning` for each of `gatherings`,
  /// one entry per distinct recomputation (the layers it recomputes), with
  /// the keys of the gatherings it serves and the warnings its planning
  /// said, kept to be said when it is applied. Errors come through.
  static FailureOr<SmallVector<PlannedRemat, 1>>
  planPerGathering(RematPlanning &planning, MLIRContext *context,
                   RematPolicy policy, ArrayRef<RematGathering> gatherings);
  /// What a device needs besides the program's tensors (parsed once).
  DeviceRuntimeOverheads overheads;
  /// N of the program written to `root`, once written.
  int64_t appliedGroupSize = 0;
  /// The grid of ZeRO's group as the module declares it, where it has more
  /// than one axis and is no mesh: R x G for the one G it is written with.
  SmallVector<int64_t, 2> declaredGridShape;
  /// Whether `remat` rewrote the step of the module the pass runs on.
  bool rewroteStep = false;
  /// What offload could move off the device, read once the per-parameter
  /// decisions are written: whether the step takes optimizer states, and
  /// whether some of them belong to a parameter not kept on the device
  /// (`zero.on_device`). A search lists its offloaded candidates as not
  /// written where nothing moves (getUnwritableReason).
  bool takesOptimizerStates = true;
  bool takesOffloadableStates = true;
  /// Per stage (1 to 3), why the rewrite refuses the step there
  /// (checkShardable's first error), if it does; read with the above.
  std::array<std::optional<std::string>, 4> unshardableReasons;
  ModuleOp root;
  AnalysisManager analyses;
};

/// A plan's program as the search prices it (`ShardPlanner::priceProgram`).
struct PricedPlan {
  ScheduledFootprint footprint;
  /// With machine=: the seconds its ops compute on each rank, by class, as
  /// written (its update on the rank's shards, padding included, and the
  /// ops the rewrite adds, such as cast-on-gather's casts), from the
  /// model's record of the program or the copy written for it; the compute
  /// of its estimated step.
  std::optional<ProgramSeconds> compute;
};

/// One recomputation policy the choice compares: the step it writes (the
/// module's own for `none`, a copy's otherwise), the model of that step's
/// sharded programs, and what each compared stage of it costs.
struct PolicyCandidate {
  RematPolicy policy = RematPolicy::None;
  /// The gatherings (`getRematGatheringKey`) of the plans this step serves,
  /// where its policy recomputes differently for the plans compared (a
  /// layer that a stage-3 program would gather again for its clones is
  /// left as it is there only); empty: every plan of its policy.
  SmallVector<RematGatheringKey, 1> gatherings;
  /// Whether `plan` (of this policy, or of none named) is written from
  /// this step.
  bool serves(const ShardPlan &plan) const {
    if (plan.remat && *plan.remat != policy)
      return false;
    return gatherings.empty() ||
           llvm::is_contained(gatherings,
                              getRematGatheringKey(getRematGathering(plan)));
  }
  /// The candidate of `candidates` that writes `plan` (its policy set);
  /// null when none does.
  static PolicyCandidate *
  find(ArrayRef<std::unique_ptr<PolicyCandidate>> candidates,
       const ShardPlan &plan) {
    for (const std::unique_ptr<PolicyCandidate> &candidate : candidates)
      if (candidate->serves(plan))
        return candidate.get();
    return nullptr;
  }
  /// The same for a plan the search compares, which one of them writes.
  static PolicyCandidate &
  get(ArrayRef<std::unique_ptr<PolicyCandidate>> candidates,
      const ShardPlan &plan) {
    PolicyCandidate *candidate = find(candidates, plan);
    assert(candidate && "no step of the search writes the plan");
    return *candidate;
  }
  /// The copy the policy was applied to; null for `none`.
  OwningOpRef<ModuleOp> copy;
  ModuleOp module;
  /// The copy's table; the module's own comes from its analysis.
  std::optional<StateTable> ownTable;
  /// Each top-level op of the copy's step that copies an op of the
  /// module's step (cloned with the module, or cloned to recompute),
  /// mapped to that op; empty for `none`.
  llvm::DenseMap<Operation *, Operation *> originals;
  /// With `machine=`: the estimated compute seconds of each phase of the
  /// unsharded step this policy writes (from which the search bounds a
  /// plan's step), and the machine its programs are timed on.
  PhaseSeconds phaseSeconds = {};
  const MachineModel *machine = nullptr;
  const StateTable *table = nullptr;
  /// Where the model of the rewrite replays this step's plans: a grid of
  /// their own, or the mesh (`ShardPlanner::getModelledMesh`); nullopt
  /// where it does not.
  std::optional<ModelledMesh> modelledMesh;
  /// zero-report's recompute phase of the step: the FLOPs of the clones.
  uint64_t recomputeFlops = 0;
  /// Whether every program of this step gathers each unit's weights at
  /// least once, as the formula counts: each weight is read outside the
  /// update (stage 3 gathers it for that) and returned updated (stages 1-2
  /// gather it back). A weight only the update reads, or one the step does
  /// not return, may be gathered never, and the search's bound of a plan's
  /// step then counts no all-gather (`describePolicySteps`).
  bool gathersEveryUnit = true;
  /// What this policy's step holds at once besides its states
  /// (`describePolicySteps`).
  std::optional<LiveBytesBound> liveBytes;
  /// The footprint of the program of each plan compared (by its stage,
  /// cast-on-gather and resharding: `getFootprintKey`).
  std::map<std::tuple<int, bool, int, uint64_t>, PricedPlan> footprints;
  static std::tuple<int, bool, int, uint64_t>
  getFootprintKey(const ShardPlan &plan) {
    return {*plan.stage, plan.castOnGather, static_cast<int>(plan.reshard.mode),
            plan.reshard.thresholdBytes};
  }

  /// The model's answers for the plans asked ahead (`priceAhead`), by what
  /// the model is asked (`getModelKey`); `priceProgram` takes them.
  using ModelKey = std::tuple<int, bool, int, uint64_t, int64_t, int64_t, int,
                              bool, int64_t>;
  static ModelKey getModelKey(const ShardPlan &plan, int64_t worldSize,
                              int64_t shardRanks) {
    return {*plan.stage,
            plan.castOnGather,
            static_cast<int>(plan.reshard.mode),
            plan.reshard.thresholdBytes,
            worldSize,
            shardRanks,
            static_cast<int>(plan.offload.target),
            plan.offload.params,
            plan.offload.keptOnDevice};
  }
  std::map<ModelKey, std::optional<PricedPlan>> modelledAhead;
  /// The footprints of the copies priced ahead (`priceAhead`), by what
  /// shards a copy (`getCopyKey`); `priceProgram` takes them.
  using CopyKey = std::tuple<int, bool, int, uint64_t, int64_t, int, bool,
                             int64_t, int64_t>;
  static CopyKey getCopyKey(const ShardPlan &plan, int64_t ranks) {
    return {*plan.stage,
            plan.castOnGather,
            static_cast<int>(plan.reshard.mode),
            plan.reshard.thresholdBytes,
            plan.shardGroup,
            static_cast<int>(plan.offload.target),
            plan.offload.params,
            plan.offload.keptOnDevice,
            ranks};
  }
  std::map<CopyKey, PricedPlan> copiedAhead;

  /// A lower bound of the device bytes `plan`'s program holds at once on
  /// `shardRanks` ranks (PlanSearch.h), found once for all the plans that
  /// read the same (the stage, cast-on-gather, the offload, G and, at
  /// stage 3, the resharding): the larger of the arguments it keeps on the
  /// device (getResidentArgumentBytes) and its states' arguments with what
  /// this policy's step holds at once besides them (LiveBytesBound). `kind`
  /// tells which bound it is.
  std::optional<uint64_t> getArgumentBound(const ShardPlan &plan,
                                           int64_t shardRanks,
                                           MemoryBoundKind *kind = nullptr) {
    // At stage 3 on more than one rank the step gathers weights for their
    // uses, which the resharding keeps longer or shorter.
    bool gathers = plan.getDecisions().shardWeights && shardRanks > 1;
    std::pair<int, uint64_t> resharding =
        gathers ? std::make_pair(static_cast<int>(plan.reshard.mode),
                                 plan.reshard.thresholdBytes)
                : std::make_pair(-1, uint64_t(0));
    auto [bound, inserted] = argumentBounds.try_emplace(
        {*plan.stage, plan.castOnGather, static_cast<int>(plan.offload.target),
         plan.offload.params, shardRanks, resharding.first, resharding.second});
    if (inserted) {
      if (!arguments)
        arguments = summarizeArguments(table->getFunction(), table);
      std::optional<uint64_t> held =
          getResidentArgumentBytes(*arguments, plan, shardRanks);
      std::optional<uint64_t> states = getResidentArgumentBytes(
          *arguments, plan, shardRanks, /*statesOnly=*/true);
      std::optional<uint64_t> live;
      if (liveBytes && !gathers) {
        live = liveBytes->getActivationPeak();
      } else if (liveBytes) {
        // One sweep of the step per resharding, whatever the other fields.
        auto [peak, swept] = gatheredPeaks.try_emplace(resharding);
        if (swept)
          peak->second = liveBytes->getPeakWithGatheredWeights(plan.reshard);
        live = peak->second;
      }
      std::optional<uint64_t> atOnce;
      uint64_t sum;
      if (states && live && !__builtin_add_overflow(*states, *live, &sum))
        atOnce = sum;
      bound->second = {held, MemoryBoundKind::Arguments};
      if (atOnce && (!held || *atOnce > *held))
        bound->second = {atOnce,
                         gathers ? MemoryBoundKind::StatesActivationsAndGathers
                                 : MemoryBoundKind::StatesAndActivations};
    }
    if (kind)
      *kind = bound->second.second;
    return bound->second.first;
  }

  /// The model of the rewrite, built on first use (one description of the
  /// step serves every plan); null where the model does not cover the step.
  ShardedStepModel *getModel() {
    if (!modelledMesh)
      return nullptr;
    if (!model)
      model = std::make_unique<ShardedStepModel>(*table, *modelledMesh);
    return model.get();
  }

private:
  std::unique_ptr<ShardedStepModel> model;
  std::map<std::tuple<int, bool, int, bool, int64_t, int, uint64_t>,
           std::pair<std::optional<uint64_t>, MemoryBoundKind>>
      argumentBounds;
  /// The peaks of `liveBytes` with the gathered weights, by the
  /// resharding (mode, threshold).
  std::map<std::pair<int, uint64_t>, std::optional<uint64_t>> gatheredPeaks;
  /// The step's arguments as the bounds read them, on first use.
  std::optional<SmallVector<ArgumentSummary>> arguments;
};

} // namespace mlir::zero

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDPLANNER_H
