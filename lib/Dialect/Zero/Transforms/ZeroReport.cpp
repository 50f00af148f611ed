//===- ZeroReport.cpp - static memory and traffic of each ZeRO stage ------===//
//
// `zero-report` prints, before anything runs, how much model-state memory each
// of N data-parallel ranks holds at each ZeRO stage and how many bytes it
// sends per step. The figures come from the analyses of the step
// (`MemoryModelAnalysis`, and for a sharded step `ScheduledFootprintAnalysis`,
// zero/Dialect/Zero/Analysis/) and are rendered by zero/Report/
// ReportWriters.h; this file only checks the options and writes the outputs.
//
// Outputs are all-or-nothing: every file is written to a temporary next to
// it and renamed into place only once all of them were written, so an error
// never leaves a partial or stale report behind.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/DeviceMemory.h"
#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/Analysis/StepTimeline.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PlanSearch.h"
#include "zero/Dialect/Zero/Plan/PrefetchSchedule.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
#include "zero/Report/OutputFiles.h"
#include "zero/Report/ReportWriters.h"
#include "zero/Support/ByteSize.h"
#include "zero/Support/InputFile.h"

#include "llvm/Support/InterleavedRange.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROREPORT
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// The number of ranks of the group a sharded step's plan names.
FailureOr<int64_t> getPlanWorldSize(FunctionOpInterface step, PlanAttr plan) {
  auto grid =
      SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(step, plan.getGrid());
  if (!grid)
    return emitError(getWholeFunctionLoc(step))
           << "the plan names " << plan.getGrid()
           << ", which is not a 'shard.grid' in the module";
  auto emitAtGrid = [&] { return grid.emitError() << "zero-report: "; };
  if (plan.getDpAxes().empty())
    return getGroupSize(grid, /*axes=*/{}, emitAtGrid);
  // ZeRO over axes of a mesh: N is the product of their sizes.
  if (failed(getGroupSize(grid, /*axes=*/{}, emitAtGrid)))
    return failure();
  return getGroupSize(grid, plan.getDpGridAxes(), emitAtGrid);
}

/// Adds to `time` (whose `scheduled` is set) what overlapping the
/// collectives of `step`, a sharded program, does to its step on
/// `machine`: depth 0, every collective waited for where it starts (the
/// sum the estimate already is); for a program with asynchronous
/// collectives its timeline as written; for one without, the timelines of
/// zero-prefetch's schedules at `kReportedPrefetchDepths`, each as planned
/// on the step (Plan/PrefetchSchedule.h), which stays as it is. Compute,
/// communication and the copies between memory tiers are the same in every
/// variant: only the exposed part of the communication differs.
LogicalResult addPrefetchEstimates(FunctionOpInterface step,
                                   const MachineModel &machine,
                                   StepTimeReport &time, std::string &error) {
  StepTimeEstimate &scheduled = *time.scheduled;
  double copies = scheduled.pcie.value_or(0) + scheduled.nvme.value_or(0);
  auto estimateOf = [&](int64_t depth, const StepTimeline &timeline) {
    // The timeline sums the same terms in another order: clamp its
    // rounding so that the exposed part never passes the communication.
    double exposed = std::min(timeline.getExposedCommSeconds(), scheduled.comm);
    return PrefetchEstimate{depth, exposed,
                            scheduled.compute + exposed + copies};
  };
  time.prefetch.push_back(
      {0, scheduled.comm, scheduled.compute + scheduled.comm + copies});

  time.scheduledIsAsync =
      llvm::any_of(step.getFunctionBody().front(),
                   [](Operation &op) { return isa<WaitOp>(op); });
  if (time.scheduledIsAsync) {
    FailureOr<StepTimeline> timeline =
        computeStepTimeline(step, machine, error);
    if (failed(timeline))
      return failure();
    PrefetchEstimate asWritten = estimateOf(/*depth=*/-1, *timeline);
    scheduled.exposedComm = asWritten.exposedComm;
    scheduled.step = asWritten.step;
    return success();
  }
  // Each depth's program is priced as planned on the step, not written.
  OpSecondsCache opSeconds;
  for (int64_t depth : kReportedPrefetchDepths) {
    PrefetchSchedule schedule =
        planPrefetch(step.getFunctionBody().front(), depth);
    FailureOr<StepTimeline> timeline =
        computeStepTimeline(step, machine, error, &schedule.order, &opSeconds);
    if (failed(timeline))
      return failure();
    time.prefetch.push_back(estimateOf(depth, *timeline));
  }
  return success();
}

struct ZeroReportPass : public zero::impl::ZeroReportBase<ZeroReportPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  /// Checks every option, reporting each bad one; fills `view` on success.
  LogicalResult checkOptions(ReportView &view);

  /// What a GPU needs besides the program's tensors (`cuda-context`,
  /// `nccl-buffsize`, `nccl-channels`).
  DeviceRuntimeOverheads overheads;
};

LogicalResult ZeroReportPass::checkOptions(ReportView &view) {
  Location loc = getOperation().getLoc();
  bool valid = true;
  // A program zero-shard produced names its group; N comes from there.
  bool sharded = false;
  forEachFunction(getOperation(), [&](FunctionOpInterface function) {
    sharded |= function->hasAttr(ZeroDialect::kPlanAttrName);
  });
  if (worldSize < 0 || (worldSize == 0 && !sharded)) {
    emitError(loc) << "world-size must be >= 1, got "
                   << static_cast<int64_t>(worldSize)
                   << "; give the number of data-parallel ranks, e.g. "
                      "--zero-report=\"world-size=64\"";
    valid = false;
  }

  if (stage == ReportStageOption::All)
    view.stages = {0, 1, 2, 3};
  else
    view.stages = {getStageNumber(stage)};
  switch (unit) {
  case ReportUnitOption::Auto:
    break;
  case ReportUnitOption::B:
    view.unit = ByteUnit::B;
    break;
  case ReportUnitOption::kB:
    view.unit = ByteUnit::kB;
    break;
  case ReportUnitOption::MB:
    view.unit = ByteUnit::MB;
    break;
  case ReportUnitOption::GB:
    view.unit = ByteUnit::GB;
    break;
  }

  std::string error;
  if (std::optional<DeviceRuntimeOverheads> parsed =
          parseDeviceRuntimeOverheads(runtime == DeviceRuntimeOption::Cuda,
                                      cudaContext, ncclBuffSize, ncclChannels,
                                      error)) {
    overheads = *parsed;
  } else {
    emitError(loc) << "zero-report: " << error;
    valid = false;
  }

  for (auto [option, path] : {std::pair<StringRef, StringRef>{"json", jsonFile},
                              {"svg", svgFile},
                              {"table", tableFile}})
    if (!path.empty())
      if (std::optional<std::string> why =
              checkOutputPath(path, (option + "=report." + option).str())) {
        emitError(loc) << "cannot write the " << option << " report to '"
                       << path << "': " << *why;
        valid = false;
      }
  return success(valid);
}

void ZeroReportPass::runOnOperation() {
  ReportView view;
  if (failed(checkOptions(view)))
    return signalPassFailure();

  ModuleOp module = getOperation();
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(module, functionName);
  if (failed(step))
    return signalPassFailure();
  if (failed(checkNoShardingMarksWithoutPlan(*step, "zero-report")))
    return signalPassFailure();
  auto &model = getChildAnalysis<MemoryModelAnalysis>(*step);
  if (model.failed())
    return signalPassFailure();

  // A program zero-shard's search chose carries the table of candidates
  // it compared (Plan/PlanSearch.h); the JSON writes it as `plan_search`.
  std::optional<PlanSearchTable> planSearch;
  if (Attribute recorded = module->getAttr(kPlanSearchAttrName)) {
    std::string error;
    auto dict = dyn_cast<DictionaryAttr>(recorded);
    if (dict)
      planSearch = readPlanSearchAttr(dict, error);
    if (!planSearch) {
      emitError(module.getLoc())
          << "'" << kPlanSearchAttrName << "' is not the table zero-shard "
          << "writes: " << (dict ? error : "not a dictionary")
          << "; drop it or shard again with the search";
      return signalPassFailure();
    }
    view.planSearch = &*planSearch;
  }

  // A sharded program: its plan gives N and the stage whose program this is.
  int64_t ranks = worldSize;
  int64_t shardRanks = shardGroup;
  shard::GridOp mesh;
  if (auto plan =
          (*step)->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName)) {
    FailureOr<int64_t> planRanks = getPlanWorldSize(*step, plan);
    if (failed(planRanks))
      return signalPassFailure();
    if (ranks != 0 && ranks != *planRanks) {
      emitError(getWholeFunctionLoc(*step))
          << "world-size=" << ranks << " but '" << step->getName()
          << "' was sharded for " << *planRanks
          << " ranks; drop world-size or shard again";
      return signalPassFailure();
    }
    ranks = *planRanks;
    if (!plan.getDpAxes().empty()) {
      mesh = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
          *step, plan.getGrid());
      view.meshDpAxes = plan.getDpGridAxes();
      view.gridShape.assign(mesh.getShape().begin(), mesh.getShape().end());
      if (auto names =
              mesh->getAttrOfType<ArrayAttr>(ZeroDialect::kAxisNamesAttrName))
        for (StringAttr name : names.getAsRange<StringAttr>())
          view.axisNames.push_back(name.getValue().str());
    }
    if (shardGroup != 0 && plan.getShardGroup() != shardGroup &&
        !(plan.getShardGroup() == 0 && shardGroup == ranks)) {
      emitError(getWholeFunctionLoc(*step))
          << "shard-group=" << static_cast<int64_t>(shardGroup) << " but '"
          << step->getName() << "' was sharded over "
          << (plan.getShardGroup() ? "groups of " : "one group of ")
          << (plan.getShardGroup() ? plan.getShardGroup() : ranks)
          << " ranks; drop shard-group or shard again";
      return signalPassFailure();
    }
    shardRanks = plan.getShardGroup() ? plan.getShardGroup() : ranks;
    FailureOr<const ScheduledFootprint *> scheduled =
        getChildAnalysis<ScheduledFootprintAnalysis>(*step).getFootprint(ranks);
    if (failed(scheduled))
      return signalPassFailure();
    view.scheduled = *scheduled;
    view.device = computeDeviceRequirement(**scheduled, overheads);
    if (!view.device) {
      emitError(step->getLoc())
          << "the device memory that '" << step->getName()
          << "' requires per rank (the allocator's pool, the CUDA context "
             "and NCCL's buffers) passes 2^64 bytes; check the tensor "
             "shapes, cuda-context and nccl-buffsize";
      return signalPassFailure();
    }
  }
  if (shardRanks == 0)
    shardRanks = ranks;
  if (shardRanks < 1 || ranks % shardRanks != 0) {
    emitError(module.getLoc())
        << "zero-report: shard-group=" << shardRanks
        << " must be a divisor of world-size=" << ranks
        << " (groups of G ranks that each shard one copy of the states)";
    return signalPassFailure();
  }
  // On a mesh the formula's collectives span ZeRO's axes, not the whole
  // grid, and a parameter may have a group of its own: the report of the
  // step's parameter groups (the model's shared reports are 1-d).
  std::optional<MemoryReport> onMesh;
  FailureOr<const MemoryReport *> report = failure();
  if (mesh && shardRanks != ranks) {
    // Shard groups on a mesh (checked by the measurement above, which
    // refuses a parameter with a group of its own there): the hybrid
    // formula of R replicas of G, its traffic moved from the R x G grid's
    // axes to the mesh's (findShardAxesOnMesh).
    FailureOr<const MemoryReport *> hybrid = model.getReport(ranks, shardRanks);
    if (failed(hybrid))
      return signalPassFailure();
    std::optional<size_t> firstShardAxis =
        findShardAxesOnMesh(mesh.getShape(), view.meshDpAxes, shardRanks);
    assert(firstShardAxis && "the measurement checked the plan's split");
    ArrayRef<int16_t> dpAxes = view.meshDpAxes;
    onMesh = **hybrid;
    for (StageFootprint &footprint : onMesh->stages)
      for (AxisTraffic &traffic : footprint.sentBytesByAxes) {
        if (traffic.axes == ArrayRef<int16_t>{1})
          traffic.axes.assign(dpAxes.begin() + *firstShardAxis, dpAxes.end());
        else if (traffic.axes == ArrayRef<int16_t>{0})
          traffic.axes.assign(dpAxes.begin(), dpAxes.begin() + *firstShardAxis);
      }
    report = &*onMesh;
  } else if (mesh) {
    FailureOr<SmallVector<ParamGroup>> groups =
        groupParamsOnMesh(model.getTable(), mesh, view.meshDpAxes);
    if (failed(groups))
      return signalPassFailure();
    FailureOr<MemoryReport> grouped =
        computeMemoryReport(model.getTable(), *groups);
    if (failed(grouped))
      return signalPassFailure();
    onMesh = std::move(*grouped);
    report = &*onMesh;
  } else {
    // Unsharded, a parameter with a group of its own cannot be counted in
    // one group of N: only the program zero-shard writes on the mesh says
    // what its states are sharded over.
    for (const ParamStates &param : model.getTable().getParams())
      if (param.dpAxisNames) {
        emitError(Location(param.weight.loc))
            << "zero-report: \"" << param.name
            << "\" has data-parallel axes of its own ("
            << ZeroDialect::kDpAxesAttrName << " = " << param.dpAxisNames
            << "), which one group of " << ranks
            << " ranks cannot count; report the program zero-shard "
               "\"stage=S dp-axis=NAME[,NAME]\" writes on its mesh";
        return signalPassFailure();
      }
    report = model.getReport(ranks, shardRanks);
    if (failed(report))
      return signalPassFailure();
  }
  // On a mesh, the grid is the mesh's shape (set from the plan above).
  if (!mesh)
    view.gridShape =
        shardRanks == ranks
            ? SmallVector<int64_t, 3>{ranks}
            : SmallVector<int64_t, 3>{ranks / shardRanks, shardRanks};

  // Compute: the FLOPs of the step as given and, on a machine, the time of
  // each stage shown (and of the program, for a sharded step).
  const StateTable &table = model.getTable();
  llvm::DenseMap<Operation *, StepPhase> phases =
      computeStepPhases(*step, table);
  StepCost cost = computeStepCost(*step, phases);
  view.cost = &cost;
  // The bandwidths of the offload tiers, given apart from a machine, and
  // of the host memory the offloaded update streams through.
  std::optional<double> pcieRate, nvmeRate, hostRate;
  for (auto [option, text, rate] :
       {std::tuple<StringRef, StringRef, std::optional<double> *>{
            "pcie-bandwidth", pcieBandwidth, &pcieRate},
        {"nvme-bandwidth", nvmeBandwidth, &nvmeRate},
        {"host-bandwidth", hostBandwidth, &hostRate}}) {
    if (text.empty())
      continue;
    *rate = parseBandwidthOption(text);
    if (!*rate) {
      emitError(module.getLoc())
          << "zero-report: " << option << " must be " << kBandwidthOptionForm
          << ", got '" << text << "'";
      return signalPassFailure();
    }
  }
  std::optional<FusionMode> fusionMode;
  if (!fusion.empty()) {
    fusionMode = parseFusionMode(fusion);
    if (!fusionMode) {
      emitError(module.getLoc())
          << "zero-report: fusion must be none (eager PyTorch: each "
             "arithmetic op a kernel) or elementwise (torch.compile/XLA: each "
             "linalg op a kernel), got '"
          << fusion << "'";
      return signalPassFailure();
    }
    if (machine.empty()) {
      emitError(module.getLoc())
          << "zero-report: fusion=" << fusion
          << " sets how a machine runs the step, and no machine= is given; "
             "add machine=PRESET|FILE.json or drop fusion=";
      return signalPassFailure();
    }
  }
  // The host's update is timed within the step, on a machine.
  if (hostRate && machine.empty()) {
    emitError(module.getLoc())
        << "zero-report: host-bandwidth= times the update an offloaded "
           "program runs on the host, within the step time of a machine, and "
           "no machine= is given; add machine=PRESET|FILE.json or drop "
           "host-bandwidth=";
    return signalPassFailure();
  }
  std::optional<MachineModel> machineModel;
  StepTimeReport time;
  if (machine.empty() && view.scheduled && (pcieRate || nvmeRate)) {
    MachineModel links;
    links.pcieBandwidth = pcieRate.value_or(0);
    links.nvmeBandwidth = nvmeRate.value_or(0);
    StepTimeEstimate transfer =
        estimateStepTime(links, ranks, RankCompute::ofProgram({}), {},
                         view.scheduled->tierTraffic);
    view.transferTime = transfer;
  }
  if (!machine.empty()) {
    std::string error;
    machineModel = loadMachineModel(machine, error);
    if (!machineModel) {
      emitError(module.getLoc())
          << "zero-report: machine=" << machine << ": " << error;
      return signalPassFailure();
    }
    if (fusionMode)
      machineModel->fusion = *fusionMode;
    // node-size= says how many of the job's devices share a node: the time
    // model then places the collectives on those nodes too, so that the
    // bytes by link and the time agree.
    if (nodeSize > 0)
      machineModel->devicesPerNode = nodeSize;
    // A mesh whose every axis is ZeRO's is timed as the grid it stands for
    // (viewZeroMeshAsGrid); one with other axes is not.
    bool meshHasOtherAxes =
        mesh && view.meshDpAxes.size() != mesh.getShape().size();
    bool paramGroups = model.getTable().hasParamGroups();
    if (std::optional<std::string> why = explainUnestimatedStepTime(
            meshHasOtherAxes ? mesh.getSymName() : StringRef(), ranks,
            shardRanks, machineModel->devicesPerNode, paramGroups)) {
      emitError(module.getLoc())
          << "zero-report: machine= does not estimate the step time here: "
          << *why << "; drop machine= (node-size= gives the bytes by link)";
      return signalPassFailure();
    }
    // The figures given apart from the machine replace its own before
    // anything is timed: the host's rate prices the ops of the update an
    // offloaded program runs there.
    if (pcieRate)
      machineModel->pcieBandwidth = *pcieRate;
    if (nvmeRate)
      machineModel->nvmeBandwidth = *nvmeRate;
    if (hostRate)
      machineModel->hostMemoryBandwidth = *hostRate;
    llvm::DenseSet<Operation *> runWhole =
        findUpdateOpsRunWhole(*step, table, phases);
    FailureOr<PhaseSeconds> phaseSeconds = estimatePhaseSeconds(
        *step, phases, *machineModel, error, nullptr, &runWhole);
    if (failed(phaseSeconds)) {
      emitError(getWholeFunctionLoc(*step))
          << "zero-report: cannot estimate the step time: " << error;
      return signalPassFailure();
    }
    time.machine = &*machineModel;
    if (nodeSize == 0)
      view.nodeSize = machineModel->devicesPerNode;
    // Each kind of collective timed where it runs: on the N ranks, or
    // within the shard groups and across their replicas.
    auto estimate =
        [&](const PhaseSeconds &phases, double optimizerScale,
            ArrayRef<CollectiveTraffic> collectives,
            ArrayRef<AxisTraffic> byAxes,
            const TierTraffic &moved) -> std::optional<StepTimeEstimate> {
      std::optional<ZeroGridView> onMesh;
      if (mesh) {
        onMesh = viewZeroMeshAsGrid(view.gridShape, view.meshDpAxes, shardRanks,
                                    byAxes);
        if (!onMesh) {
          emitError(module.getLoc())
              << "zero-report: cannot estimate the step time: the program "
                 "sends bytes over axes of @"
              << mesh.getSymName() << " that are none of ZeRO's groups";
          return std::nullopt;
        }
      }
      std::optional<StepTimeEstimate> estimated = estimateStepTimeOnGrid(
          *machineModel, onMesh ? ArrayRef(onMesh->shape) : view.gridShape,
          RankCompute::ofPhases(phases, optimizerScale), collectives,
          onMesh ? ArrayRef(onMesh->byAxes) : byAxes, error, moved);
      if (!estimated)
        emitError(module.getLoc())
            << "zero-report: cannot estimate the step time: " << error;
      return estimated;
    };
    if (view.scheduled) {
      // The program already runs each rank's share of the update.
      time.scheduled = estimate(
          *phaseSeconds, /*optimizerScale=*/1.0, view.scheduled->collectives,
          view.scheduled->sentBytesByAxes, view.scheduled->tierTraffic);
      if (!time.scheduled)
        return signalPassFailure();
      if (failed(addPrefetchEstimates(*step, *machineModel, time, error))) {
        emitError(getWholeFunctionLoc(*step))
            << "zero-report: cannot estimate the step time with prefetching: "
            << error;
        return signalPassFailure();
      }
    } else {
      // Each rank updates only its shard of the optimizer states where the
      // stage shards them: 1/G of them (every replica updates the same).
      for (int stage : view.stages) {
        const StageFootprint &footprint = (*report)->stages[stage];
        time.stages[stage] =
            estimate(*phaseSeconds,
                     getStagePreset(stage).shardOptimizerStates
                         ? 1.0 / static_cast<double>(shardRanks)
                         : 1.0,
                     footprint.collectives, footprint.sentBytesByAxes, {});
        if (!time.stages[stage])
          return signalPassFailure();
      }
    }
    // Every figure is finite: a description's rates are >= 1 per second,
    // its efficiencies >= 0.01 and its latency <= 10 s (MachineModel.cpp),
    // so no sum of up to 2^64 bytes or FLOPs per op reaches infinity.
    assert((!time.scheduled || std::isfinite(time.scheduled->step)) &&
           llvm::all_of(time.stages,
                        [](const std::optional<StepTimeEstimate> &estimate) {
                          return !estimate || std::isfinite(estimate->step);
                        }) &&
           "a valid machine gives finite times");
    view.time = &time;
  }

  if (nodeSize != 0)
    view.nodeSize = nodeSize;
  if (view.nodeSize < 0) {
    emitError(module.getLoc())
        << "zero-report: node-size must be >= 1 devices per node, got "
        << view.nodeSize;
    return signalPassFailure();
  }
  if (view.nodeSize > 0)
    if (std::optional<std::string> why =
            checkNodeAlignment(view.gridShape, view.nodeSize)) {
      emitError(module.getLoc())
          << "zero-report: node-size=" << view.nodeSize
          << " does not split the grid "
          << llvm::interleaved(view.gridShape, "x") << ": " << *why
          << "; give the devices per node of the machine the job runs on";
      return signalPassFailure();
    }

  // The table first: when several outputs go to stdout, a person reads it.
  SmallVector<StringRef, 3> options;
  SmallVector<Output, 3> outputs;
  auto render = [&](StringRef option, StringRef path,
                    function_ref<void(llvm::raw_ostream &)> print) {
    if (path.empty())
      return;
    options.push_back(option);
    outputs.push_back({path.str(), print});
  };
  auto printTable = [&](llvm::raw_ostream &os) {
    printReportTable(**report, view, os);
  };
  // The JSON is rendered and checked before anything is written: a number
  // that is not finite would print as `inf`, which no reader accepts.
  std::string jsonText;
  if (!jsonFile.empty()) {
    llvm::raw_string_ostream os(jsonText);
    printReportJson(**report, view, os);
    if (llvm::Error error = checkWrittenJson(jsonText)) {
      emitError(module.getLoc())
          << "zero-report: cannot write the JSON report to '" << jsonFile
          << "': " << llvm::toString(std::move(error))
          << "; this is a bug in the report, since every figure it reads is "
             "bounded (docs/machines.md): please report it";
      return signalPassFailure();
    }
  }
  auto printJson = [&](llvm::raw_ostream &os) { os << jsonText; };
  auto printSvg = [&](llvm::raw_ostream &os) {
    printReportSvg(**report, view, os);
  };
  render("table", tableFile, printTable);
  render("json", jsonFile, printJson);
  render("svg", svgFile, printSvg);
  if (std::optional<OutputFailure> failure = writeOutputs(outputs)) {
    emitError(module.getLoc())
        << "cannot write the " << options[failure->index] << " report to '"
        << outputs[failure->index].path << "': " << failure->reason
        << "; check that the path is writable and its disk has room";
    return signalPassFailure();
  }
  // The IR is unchanged: the table, the model and the footprint stay valid
  // for the passes after this one.
  markAllAnalysesPreserved();
}

} // namespace
