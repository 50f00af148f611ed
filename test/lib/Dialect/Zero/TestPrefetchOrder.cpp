//===- TestPrefetchOrder.cpp - a planned schedule against its program -----===//
//
// `test-prefetch-order{depths=0,1,2 machine=h100-sxm}` runs on a step
// zero-shard wrote without asynchronous collectives. For each depth it
// plans zero-prefetch's schedule on the step (Plan/PrefetchSchedule.h) and
// prices the planned order, without writing it: the scheduled footprint
// and, with `machine=`, the timeline. It then writes the same schedule into
// a copy of the module and prices that program as zero-report does. It
// remarks the figures when every one agrees, and otherwise reports an
// error naming the figures that differ, with both prices: the test that
// what zero-shard's search and zero-report price for a prefetch depth is
// the program zero-prefetch writes. `drop-wait=K` and `drop-release=K`
// drop the K-th wait or release of each planned order before pricing it,
// and `unhoist=K` moves its K-th start back to its wait: deliberate
// mismatches that show the comparison can fail.
//
//===----------------------------------------------------------------------===//

#include "ZeroTestPasses.h"

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Analysis/StepTimeline.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PrefetchSchedule.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Named figures, each as text: two prices agree when every figure does.
using Figures = SmallVector<std::pair<StringRef, std::string>>;

/// Every figure of `footprint` but the op its peak is at (which names the
/// step's collective in a planned order and its start in the program).
void addFigures(const ScheduledFootprint &footprint, Figures &figures) {
  auto add = [&](StringRef name, auto write) {
    std::string text;
    llvm::raw_string_ostream os(text);
    write(os);
    figures.push_back({name, std::move(text)});
  };
  add("peak", [&](raw_ostream &os) {
    const LiveBytes &peak = footprint.peak;
    os << peak.total() << " B (states " << peak.modelStates << ", gathered "
       << peak.gatheredWeights << ", buckets " << peak.gradientBuckets
       << ", activations " << peak.activations << ")";
  });
  add("reserved", [&](raw_ostream &os) {
    os << footprint.reservedBytes << " B (";
    llvm::interleaveComma(footprint.reservedByStream, os);
    os << ")";
  });
  add("model states", [&](raw_ostream &os) {
    const RoleBytes &states = footprint.modelStates;
    os << states.weights << "/" << states.grads << "/" << states.optimizer
       << " B";
  });
  add("tiers", [&](raw_ostream &os) {
    const TierTraffic &moved = footprint.tierTraffic;
    os << "host peak " << footprint.hostPeakBytes << " B, nvme "
       << footprint.nvmeBytes << " B, states ";
    llvm::interleave(footprint.stateBytesByTier, os, "/");
    os << " B, moved " << moved.toHost << "/" << moved.toDevice << "/"
       << moved.nvmeRead << "/" << moved.nvmeWritten << " B";
  });
  add("sends", [&](raw_ostream &os) {
    os << footprint.sentBytesPerRank << " B in";
    for (int kind = 0; kind < kNumCollectiveKinds; ++kind)
      os << " " << footprint.collectives[kind].count << " "
         << getCollectiveName(static_cast<CollectiveKind>(kind)) << " ("
         << footprint.collectives[kind].sentBytes << " B)";
    for (const AxisTraffic &axis : footprint.sentBytesByAxes) {
      os << ", [";
      llvm::interleaveComma(axis.axes, os);
      os << "]x" << axis.ranks << " " << axis.sentBytes << " B";
    }
  });
  add("largest gather", [&](raw_ostream &os) {
    os << footprint.largestGatherBytes << " B (" << footprint.largestGatherName
       << ")";
  });
  add("units", [&](raw_ostream &os) {
    os << "gathered once " << footprint.unitsGatheredOnce.size()
       << ", read by one op " << footprint.unitsReadByOneOp.size() << ", kept "
       << footprint.unitsKeptGathered.size() << "+"
       << footprint.unitsKeptByAttribute.size() << ", never "
       << footprint.unitsNeverGathered.size();
  });
}

/// The timeline's figures, to the last digit: the planned order and the
/// program sum the same terms in the same order, so their doubles are
/// equal, not just close.
void addFigures(const StepTimeline &timeline, Figures &figures) {
  auto add = [&](StringRef name, double seconds) {
    figures.push_back({name, llvm::formatv("{0:e16} s", seconds).str()});
  };
  add("step", timeline.getStepSeconds());
  add("compute", timeline.getComputeSeconds());
  add("communication", timeline.getCommSeconds());
  add("exposed", timeline.getExposedCommSeconds());
}

std::string describe(const Figures &figures) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(
      figures, os,
      [&](const auto &figure) { os << figure.first << " " << figure.second; },
      "; ");
  return text;
}

/// Appends `entry`, an entry of `from`, to `to`.
void appendEntry(ProgramOrder &to, const ProgramOrder &from,
                 const ProgramEntry &entry) {
  if (entry.kind == ProgramEntry::Kind::Release)
    return to.appendRelease(entry.op, from.getReleased(entry),
                            entry.isOwnRelease);
  if (entry.kind == ProgramEntry::Kind::Start)
    to.markAsync(entry.op);
  to.append(entry);
}

/// `order` without its `dropped`-th entry of `kind` (a wait or a release
/// piece).
ProgramOrder dropEntry(const ProgramOrder &order, ProgramEntry::Kind kind,
                       int64_t dropped) {
  ProgramOrder result;
  int64_t seen = 0;
  for (const ProgramEntry &entry : order.getEntries())
    if (entry.kind != kind || seen++ != dropped)
      appendEntry(result, order, entry);
  return result;
}

/// `order` with its `moved`-th start right before its wait: the
/// collective issued where it is waited for, as if it were not prefetched.
ProgramOrder unhoistStart(const ProgramOrder &order, int64_t moved) {
  Operation *collective = nullptr;
  int64_t seen = 0;
  for (const ProgramEntry &entry : order.getEntries())
    if (entry.kind == ProgramEntry::Kind::Start && seen++ == moved)
      collective = entry.op;
  ProgramOrder result;
  for (const ProgramEntry &entry : order.getEntries()) {
    bool ofMoved = entry.op == collective;
    if (entry.kind == ProgramEntry::Kind::Start && ofMoved)
      continue;
    if (entry.kind == ProgramEntry::Kind::Wait && ofMoved)
      appendEntry(result, order, {ProgramEntry::Kind::Start, collective});
    appendEntry(result, order, entry);
  }
  return result;
}

struct TestPrefetchOrderPass
    : public PassWrapper<TestPrefetchOrderPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPrefetchOrderPass)

  TestPrefetchOrderPass() = default;
  TestPrefetchOrderPass(const TestPrefetchOrderPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const final { return "test-prefetch-order"; }
  StringRef getDescription() const final {
    return "Compares the price of a planned prefetch schedule with the "
           "program it writes";
  }

  /// The footprint and, with a machine, the timeline of `step` as written,
  /// or as `order` plans it; nullopt with a diagnostic when one fails.
  std::optional<Figures> price(FunctionOpInterface step,
                               const MachineModel *machine,
                               const ProgramOrder *order) {
    auto plan = step->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName);
    FailureOr<StateTable> table = StateTable::build(step);
    if (failed(table))
      return std::nullopt;
    auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
        step, plan.getGrid());
    FailureOr<int64_t> ranks = grid ? getGroupSize(grid, plan.getDpGridAxes())
                                    : FailureOr<int64_t>(failure());
    if (failed(ranks)) {
      emitError(step.getLoc()) << "the plan names " << plan.getGrid()
                               << ", which is not a 'shard.grid' of static "
                                  "shape in the module";
      return std::nullopt;
    }
    FailureOr<ScheduledFootprint> footprint =
        computeScheduledFootprint(*table, *ranks, order);
    if (failed(footprint))
      return std::nullopt;
    Figures figures;
    addFigures(*footprint, figures);
    if (!machine)
      return figures;
    std::string error;
    FailureOr<StepTimeline> timeline =
        computeStepTimeline(step, *machine, error, order);
    if (failed(timeline)) {
      emitError(step.getLoc()) << error;
      return std::nullopt;
    }
    addFigures(*timeline, figures);
    return figures;
  }

  void runOnOperation() override {
    FailureOr<FunctionOpInterface> step =
        StateTable::findTrainingStep(getOperation(), "");
    if (failed(step))
      return signalPassFailure();
    if (!(*step)->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName)) {
      emitError(step->getLoc()) << "test-prefetch-order runs on a step "
                                   "zero-shard wrote (it has no #zero.plan)";
      return signalPassFailure();
    }
    std::optional<MachineModel> machine;
    if (!machineName.empty()) {
      std::string error;
      machine = loadMachineModel(machineName, error);
      if (!machine) {
        emitError(step->getLoc()) << error;
        return signalPassFailure();
      }
    }
    const MachineModel *machineModel = machine ? &*machine : nullptr;
    Location loc = getWholeFunctionLoc(*step);
    bool agree = true;
    for (int64_t depth : depths) {
      PrefetchSchedule schedule =
          planPrefetch(step->getFunctionBody().front(), depth);
      if (dropWaitIndex >= 0)
        schedule.order =
            dropEntry(schedule.order, ProgramEntry::Kind::Wait, dropWaitIndex);
      if (dropReleaseIndex >= 0)
        schedule.order = dropEntry(schedule.order, ProgramEntry::Kind::Release,
                                   dropReleaseIndex);
      if (unhoistIndex >= 0)
        schedule.order = unhoistStart(schedule.order, unhoistIndex);
      std::optional<Figures> planned =
          price(*step, machineModel, &schedule.order);

      OwningOpRef<ModuleOp> copy = getOperation().clone();
      FailureOr<FunctionOpInterface> copyStep =
          StateTable::findTrainingStep(*copy, "");
      if (failed(copyStep))
        return signalPassFailure();
      schedulePrefetch(copyStep->getFunctionBody().front(), depth);
      std::optional<Figures> written = price(*copyStep, machineModel, nullptr);
      if (!planned || !written)
        return signalPassFailure();

      SmallVector<StringRef> differing;
      for (auto [program, plannedFigure] : llvm::zip_equal(*written, *planned))
        if (program.second != plannedFigure.second)
          differing.push_back(program.first);
      agree &= differing.empty();
      InFlightDiagnostic diag =
          differing.empty() ? emitRemark(loc) : emitError(loc);
      diag << "depth " << depth << ": ";
      if (differing.empty()) {
        diag << "planned = program: " << describe(*written);
        continue;
      }
      // One line each: a diagnostic's line is cut at 1,000 characters.
      diag << "the planned order is priced differently from the program it "
              "writes, in: "
           << llvm::join(differing, ", ")
           << "\n  program: " << describe(*written)
           << "\n  planned: " << describe(*planned);
    }
    if (!agree)
      signalPassFailure();
    markAllAnalysesPreserved();
  }

  ListOption<int64_t> depths{*this, "depths",
                             llvm::cl::desc("Prefetch depths to compare at")};
  Option<std::string> machineName{
      *this, "machine",
      llvm::cl::desc("A machine preset or description file: also compare "
                     "the timelines")};
  Option<int64_t> dropWaitIndex{
      *this, "drop-wait",
      llvm::cl::desc("Drop the K-th wait of each planned order (a deliberate "
                     "mismatch)"),
      llvm::cl::init(-1)};
  Option<int64_t> unhoistIndex{
      *this, "unhoist",
      llvm::cl::desc("Move the K-th start of each planned order back to its "
                     "wait (a deliberate mismatch)"),
      llvm::cl::init(-1)};
  Option<int64_t> dropReleaseIndex{
      *this, "drop-release",
      llvm::cl::desc("Drop the K-th release of each planned order (a "
                     "deliberate mismatch)"),
      llvm::cl::init(-1)};
};
} // namespace

void zero::test::registerTestPrefetchOrderPass() {
  PassRegistration<TestPrefetchOrderPass>();
}
