//===- TestZeroShardModel.cpp - the stage=auto model against the program --===//
//
// `test-zero-shard-model{world-sizes=4,7}` evaluates, for every stage and
// each world size (with `cast-on-gather=true`, the stage-3 program that
// gathers the cast of each master's shard; with `shard-group=G`, the hybrid
// program over groups of G ranks; with `prefetch=K`, that program run as
// zero-prefetch schedules it at depth K, and with `machine=NAME` also timed
// on that machine, as the prefetch search times its depths; with
// `dp-axis=A[,B]`, ZeRO's group on those axes of the mesh `grid=` names,
// each parameter in its own group where its weight names one; without it,
// on a grid the module declares under `grid=`, only the groups zero-shard
// writes there (`getDeclaredGridMismatch`, as the search asks); with
// `offload=cpu|nvme` [`offload-params=true`], the program after the offload
// placement, whose host and NVMe figures are compared too), zero-shard's
// model of the program it would write, then writes that program (zero-shard
// on a copy of the module) and measures (and times) it as zero-report does. It
// remarks the figures when they agree and reports an error, with both, when
// they do not: the test that the model `stage=auto` chooses by is the program
// it writes. It is a test pass (test/lib/ZeroTestPasses.h): zero-opt registers
// it, the installed libraries do not hold it.
//
//===----------------------------------------------------------------------===//

#include "ZeroTestPasses.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Analysis/StepTimeline.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PrefetchSchedule.h"
#include "zero/Dialect/Zero/Plan/ShardedStepModel.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// A program's figures: the footprint, and with a machine its timeline.
using PricedProgram = ShardedStepModel::PricedProgram;

/// "peak 436 B (states 120, gathered 0, buckets 16, activations 300),
/// reserved 2097152 B, ..., sends 120 B": every figure `stage=auto` reads,
/// in bytes.
std::string describe(const PricedProgram &program) {
  const ScheduledFootprint &footprint = program.footprint;
  std::string text;
  llvm::raw_string_ostream os(text);
  const LiveBytes &peak = footprint.peak;
  const RoleBytes &states = footprint.modelStates;
  os << "peak " << peak.total() << " B (states " << peak.modelStates
     << ", gathered " << peak.gatheredWeights << ", buckets "
     << peak.gradientBuckets << ", activations " << peak.activations
     << "), reserved " << footprint.reservedBytes << " B, model states "
     << states.weights << "/" << states.grads << "/" << states.optimizer
     << " B, " << footprint.unitsGatheredOnce.size()
     << " units gathered once, sends " << footprint.sentBytesPerRank << " B in";
  for (int kind = 0; kind < kNumCollectiveKinds; ++kind)
    os << " " << footprint.collectives[kind].count << " "
       << getCollectiveName(static_cast<CollectiveKind>(kind));
  const TierTraffic &moved = footprint.tierTraffic;
  const TierBytes &byTier = footprint.stateBytesByTier;
  os << ", states by tier " << byTier[0] << "/" << byTier[1] << "/" << byTier[2]
     << " B, host peak " << footprint.hostPeakBytes << " B, NVMe "
     << footprint.nvmeBytes << " B, PCIe " << moved.toHost << " B to host + "
     << moved.toDevice << " B to device, NVMe " << moved.nvmeRead
     << " B read + " << moved.nvmeWritten << " B written";
  if (const std::optional<StepTimeline> &timeline = program.timeline)
    os << llvm::format(", step %.9g s (compute %.9g s, communication %.9g s)",
                       timeline->getStepSeconds(),
                       timeline->getComputeSeconds(),
                       timeline->getCommSeconds());
  return text;
}

bool operator==(const ScheduledFootprint &a, const ScheduledFootprint &b) {
  auto sameRoles = [](const RoleBytes &x, const RoleBytes &y) {
    return x.weights == y.weights && x.grads == y.grads &&
           x.optimizer == y.optimizer && x.total == y.total;
  };
  for (int kind = 0; kind < kNumCollectiveKinds; ++kind)
    if (a.collectives[kind].count != b.collectives[kind].count ||
        a.collectives[kind].sentBytes != b.collectives[kind].sentBytes)
      return false;
  const TierTraffic &x = a.tierTraffic, &y = b.tierTraffic;
  if (x.toHost != y.toHost || x.toDevice != y.toDevice ||
      x.nvmeRead != y.nvmeRead || x.nvmeWritten != y.nvmeWritten)
    return false;
  return a.peak == b.peak && a.reservedBytes == b.reservedBytes &&
         a.stateBytesByTier == b.stateBytesByTier &&
         a.hostPeakBytes == b.hostPeakBytes && a.nvmeBytes == b.nvmeBytes &&
         sameRoles(a.modelStates, b.modelStates) &&
         a.sentBytesPerRank == b.sentBytesPerRank &&
         a.shardRanks == b.shardRanks &&
         a.sentBytesByAxes == b.sentBytesByAxes && a.gridShape == b.gridShape &&
         a.unitsGatheredOnce == b.unitsGatheredOnce;
}

/// Both timed or neither, and then to the last bit: the model sums the
/// same seconds in the same order as the written program's timeline.
bool operator==(const PricedProgram &a, const PricedProgram &b) {
  if (!(a.footprint == b.footprint) ||
      a.timeline.has_value() != b.timeline.has_value())
    return false;
  return !a.timeline ||
         (a.timeline->getStepSeconds() == b.timeline->getStepSeconds() &&
          a.timeline->getComputeSeconds() == b.timeline->getComputeSeconds() &&
          a.timeline->getCommSeconds() == b.timeline->getCommSeconds());
}

struct TestZeroShardModelPass
    : public PassWrapper<TestZeroShardModelPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestZeroShardModelPass)

  TestZeroShardModelPass() = default;
  TestZeroShardModelPass(const TestZeroShardModelPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const final { return "test-zero-shard-model"; }
  StringRef getDescription() const final {
    return "Compares zero-shard's model of its program with the program";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    // What zero-shard creates in the copies.
    OpPassManager pm(ModuleOp::getOperationName());
    pm.addPass(createZeroShard());
    pm.getDependentDialects(registry);
  }

  /// The footprint (and timeline) of the program zero-shard writes, or
  /// nullopt when it fails (its diagnostics are dropped: the model declines
  /// such steps).
  std::optional<PricedProgram> shardCopy(int stage, int64_t ranks) {
    OwningOpRef<ModuleOp> copy = getOperation().clone();
    // zero-shard's first error says why it fails, for the remark.
    shardError.clear();
    ScopedDiagnosticHandler quiet(&getContext(), [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error &&
          shardError.empty())
        shardError = diagnostic.str();
      return success();
    });
    ZeroShardOptions options;
    options.stage = static_cast<ShardStageOption>(
        static_cast<int>(ShardStageOption::Stage0) + stage);
    // On a mesh N is the size of the group's axes.
    options.worldSize = dpAxis.empty() ? ranks : 0;
    options.gridName = gridName;
    options.dpAxis = dpAxis;
    options.shardGroup = std::to_string(shardGroup);
    options.reshardAfterForward = reshardAfterForward;
    options.castOnGather =
        castOnGather ? ShardCastOption::True : ShardCastOption::False;
    options.offload = getOffloadOption();
    options.offloadParams = offloadParams;
    PassManager pm(&getContext());
    pm.addPass(createZeroShard(options));
    if (failed(pm.run(*copy)))
      return std::nullopt;
    FailureOr<FunctionOpInterface> step =
        StateTable::findTrainingStep(*copy, "");
    if (failed(step))
      return std::nullopt;
    FailureOr<StateTable> table = StateTable::build(*step);
    if (failed(table))
      return std::nullopt;
    // With `prefetch=K`: zero-prefetch's schedule at depth K, planned on
    // the written program and priced as planned (as the search does).
    std::optional<PrefetchSchedule> schedule;
    if (prefetch >= 0)
      schedule = planPrefetch(step->getFunctionBody().front(), prefetch);
    FailureOr<ScheduledFootprint> footprint = computeScheduledFootprint(
        *table, ranks, schedule ? &schedule->order : nullptr);
    if (failed(footprint))
      return std::nullopt;
    PricedProgram program{std::move(*footprint), std::nullopt};
    if (machineModel) {
      std::string error;
      FailureOr<StepTimeline> timeline = computeStepTimeline(
          *step, *machineModel, error, schedule ? &schedule->order : nullptr);
      if (succeeded(timeline))
        program.timeline = *timeline;
    }
    return program;
  }

  /// ZeRO's group on the mesh: the `dp-axis` axes of `grid=`, as zero-shard
  /// resolves them, with each parameter's group.
  FailureOr<ModelledMesh> findMesh(const StateTable &table) {
    auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
        table.getFunction(), StringAttr::get(&getContext(), gridName));
    if (!grid)
      return emitError(getOperation().getLoc())
             << "test-zero-shard-model: no shard.grid @" << gridName;
    SmallVector<StringRef> names;
    StringRef(dpAxis).split(names, ',');
    for (StringRef &name : names)
      name = name.trim();
    FailureOr<SmallVector<int16_t, 2>> axes =
        lookupGridAxes(grid, names, [&] { return grid.emitError(); });
    if (failed(axes))
      return failure();
    return ModelledMesh::resolve(table, grid, *axes);
  }

  void runOnOperation() override {
    FailureOr<FunctionOpInterface> step =
        StateTable::findTrainingStep(getOperation(), "");
    if (failed(step))
      return signalPassFailure();
    // What it compares at must be what zero-shard could write: the model
    // and the program are asked nothing else.
    if (worldSizes.empty()) {
      emitError(getWholeFunctionLoc(*step))
          << "test-zero-shard-model: world-sizes= needs at least one N";
      return signalPassFailure();
    }
    for (int64_t ranks : worldSizes)
      if (ranks < 1 || ranks > kMaxGroupSize) {
        emitError(getWholeFunctionLoc(*step))
            << "test-zero-shard-model: world-sizes=" << ranks
            << " is not a count of ranks (1 to " << kMaxGroupSize << ")";
        return signalPassFailure();
      }
    if (shardGroup < 0) {
      emitError(getWholeFunctionLoc(*step))
          << "test-zero-shard-model: shard-group="
          << static_cast<int64_t>(shardGroup)
          << " must be >= 0 (0: one group of N)";
      return signalPassFailure();
    }
    FailureOr<StateTable> table = StateTable::build(*step);
    if (failed(table))
      return signalPassFailure();
    ReshardPolicy policy{ReshardPolicy::Mode::Always, 64 * 1024};
    if (reshardAfterForward == ShardReshardOption::False)
      policy.mode = ReshardPolicy::Mode::Never;
    else if (reshardAfterForward == ShardReshardOption::Threshold)
      policy.mode = ReshardPolicy::Mode::Threshold;
    Location loc = getWholeFunctionLoc(*step);
    if (offload != "none" && offload != "cpu" && offload != "nvme") {
      emitError(loc) << "test-zero-shard-model: offload must be none, cpu or "
                        "nvme, got '"
                     << offload << "'";
      return signalPassFailure();
    }
    if (!machine.empty()) {
      // The search times only scheduled programs (its prefetch depths).
      if (prefetch < 0) {
        emitError(loc) << "test-zero-shard-model: machine= needs prefetch=K "
                          "(K >= 0): the model times a program in a planned "
                          "order";
        return signalPassFailure();
      }
      std::string error;
      machineModel = loadMachineModel(machine, error);
      if (!machineModel) {
        emitError(loc) << "test-zero-shard-model: machine=" << machine << ": "
                       << error;
        return signalPassFailure();
      }
    }
    ModelledMesh mesh;
    if (!dpAxis.empty()) {
      FailureOr<ModelledMesh> found = findMesh(*table);
      if (failed(found))
        return signalPassFailure();
      mesh = std::move(*found);
    }
    // Without dp-axis, a grid the module declares under `grid=` is ZeRO's
    // group: a candidate whose groups it does not hold is one zero-shard
    // refuses and its search never prices, so the model is not asked.
    SmallVector<int64_t, 2> declaredShape;
    if (dpAxis.empty())
      if (auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
              *step, StringAttr::get(&getContext(), gridName)))
        declaredShape.assign(grid.getShape().begin(), grid.getShape().end());
    ShardedStepModel model(*table, mesh);
    bool agree = true;
    for (int64_t ranks : worldSizes)
      for (int stage = 0; stage < kNumZeroStages; ++stage) {
        std::optional<PricedProgram> modelled;
        std::optional<std::string> notAsked;
        if (!declaredShape.empty()) {
          int64_t groupRanks = shardGroup > 0 ? shardGroup : ranks;
          notAsked = getDeclaredGridMismatch(
              declaredShape, ShardGroup{groupRanks, ranks / groupRanks, {}},
              gridName);
        }
        if (notAsked) {
          // Left unset: "not modelled".
        } else if (prefetch >= 0) {
          modelled =
              model
                  .evaluatePrefetched(policy, stage, ranks, castOnGather,
                                      shardGroup, getOffload(), {prefetch},
                                      machineModel ? &*machineModel : nullptr)
                  .front();
        } else if (std::optional<ScheduledFootprint> footprint =
                       model.evaluate(policy, stage, ranks, castOnGather,
                                      shardGroup, getOffload())) {
          modelled = PricedProgram{std::move(*footprint), std::nullopt};
        }
        std::optional<PricedProgram> written = shardCopy(stage, ranks);
        bool disagree = modelled && (!written || !(*modelled == *written));
        InFlightDiagnostic diag = disagree ? emitError(loc) : emitRemark(loc);
        diag << "stage " << stage << " on " << ranks << " ranks: ";
        if (modelled && written && *modelled == *written)
          diag << "model = program: " << describe(*written);
        else if (modelled && written)
          diag << "model " << describe(*modelled) << " but program "
               << describe(*written);
        else if (written)
          diag << "not modelled (a copy is sharded): " << describe(*written);
        else if (modelled)
          diag << "modelled, but zero-shard fails: " << shardError;
        else if (notAsked)
          diag << "not modelled (" << *notAsked << "), and zero-shard fails";
        else
          diag << "not modelled, and zero-shard fails: " << shardError;
        agree &= !disagree;
      }
    if (!agree)
      signalPassFailure();
    markAllAnalysesPreserved();
  }

  ListOption<int64_t> worldSizes{*this, "world-sizes",
                                 llvm::cl::desc("World sizes to compare at")};
  Option<bool> castOnGather{
      *this, "cast-on-gather",
      llvm::cl::desc("zero-shard's cast-on-gather (stage 3 only: the other "
                     "stages are neither modelled nor written with it)"),
      llvm::cl::init(false)};
  Option<int64_t> shardGroup{
      *this, "shard-group",
      llvm::cl::desc("zero-shard's shard-group: the states sharded over "
                     "groups of G ranks, replicated N/G times (0: one group "
                     "of N)"),
      llvm::cl::init(0)};
  Option<int64_t> prefetch{
      *this, "prefetch",
      llvm::cl::desc("zero-prefetch's depth K: compares the footprint of the "
                     "program run as zero-prefetch schedules it at depth K "
                     "(-1: as zero-shard writes it)"),
      llvm::cl::init(-1)};
  Option<std::string> machine{
      *this, "machine",
      llvm::cl::desc("With prefetch=K: a machine (a preset name or a JSON "
                     "file, as zero-shard's machine=) to time both programs "
                     "on; the step's timeline is compared too")};
  std::optional<MachineModel> machineModel;
  /// zero-shard's first error on the last copy it failed to shard.
  std::string shardError;
  Option<std::string> offload{
      *this, "offload",
      llvm::cl::desc("zero-shard's offload: none, cpu or nvme (stage 0, "
                     "which zero-shard refuses with it, is neither modelled "
                     "nor written)"),
      llvm::cl::init("none")};
  Option<bool> offloadParams{
      *this, "offload-params",
      llvm::cl::desc("zero-shard's offload-params (stage 3)"),
      llvm::cl::init(false)};
  ShardOffloadOption getOffloadOption() const {
    return offload == "cpu"    ? ShardOffloadOption::Cpu
           : offload == "nvme" ? ShardOffloadOption::Nvme
                               : ShardOffloadOption::None;
  }
  OffloadLevel getOffload() const {
    return OffloadLevel{getOffloadTarget(getOffloadOption()), offloadParams};
  }
  Option<std::string> gridName{
      *this, "grid",
      llvm::cl::desc("zero-shard's grid: the shard.grid of the group"),
      llvm::cl::init("dp")};
  Option<std::string> dpAxis{
      *this, "dp-axis",
      llvm::cl::desc("zero-shard's dp-axis: ZeRO's group on these axes of "
                     "the mesh (world-sizes then names its N)")};
  Option<ShardReshardOption> reshardAfterForward{
      *this, "reshard-after-forward",
      llvm::cl::desc("zero-shard's reshard-after-forward (threshold with its "
                     "default threshold, 64KiB)"),
      llvm::cl::init(ShardReshardOption::True),
      llvm::cl::values(
          clEnumValN(ShardReshardOption::True, "true", "every unit"),
          clEnumValN(ShardReshardOption::False, "false", "no unit"),
          clEnumValN(ShardReshardOption::Threshold, "threshold",
                     "all but the root and small units"))};
};
} // namespace

void zero::test::registerTestZeroShardModelPass() {
  PassRegistration<TestZeroShardModelPass>();
}
