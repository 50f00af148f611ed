//===- ZeroShardCandidates.cpp - what zero-shard's searches share ---------===//
//
// The pieces both searches use (ZeroShardChoice.cpp without shard groups,
// ZeroShardGroupSearch.cpp with node-size): the device's memory and what a
// candidate's program needs of it, the plans the rewrite cannot write, the
// bound that leaves a candidate unpriced (Plan/PlanBound.cpp), the
// recomputation policies compared (their copies built, described and
// destroyed side by side on MLIR's threads), the model asked ahead for the
// plans a search prices (`priceAhead`, on the same threads), the machine
// the candidates are ranked on, and what of a search's pricing the chosen
// program is written with.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/Analysis/StepCost.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PlanSearch.h"
#include "zero/Dialect/Zero/Plan/ShardPreconditions.h"
#include "zero/Dialect/Zero/Transforms/Remat.h"
#include "zero/Report/ReportWriters.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Threading.h"
#include "llvm/ADT/StringSet.h"

#include <variant>

using namespace mlir;
using namespace mlir::zero;

FailureOr<uint64_t> ShardPlanner::parseDeviceMemory(Location loc) {
  std::optional<uint64_t> capacity = parseMemorySize(deviceMemory);
  if (!capacity)
    return emitError(loc) << "zero-shard: device-memory must be a size such "
                             "as 80GB, 141GiB or 8e10, got '"
                          << deviceMemory << "'";
  std::string error;
  std::optional<DeviceRuntimeOverheads> parsed = parseDeviceRuntimeOverheads(
      runtime == DeviceRuntimeOption::Cuda, cudaContext, ncclBuffSize,
      ncclChannels, error);
  if (!parsed)
    return emitError(loc) << "zero-shard: " << error;
  overheads = *parsed;
  return *capacity;
}

DeviceRequirement
ShardPlanner::getDeviceRequirement(const ScheduledFootprint &footprint) const {
  // Past 2^64 bytes, it fits in no device.
  return computeSaturatedDeviceRequirement(footprint, overheads);
}

std::string
ShardPlanner::describeDeviceRequirement(const DeviceRequirement &device) const {
  // On the CPU runtime the bytes allocated are all there is.
  if (!overheads.cachingAllocator)
    return "peak " + formatSize(device.allocated);
  return "device_required " + formatSize(device.required) + " (allocated " +
         formatSize(device.allocated) + " + allocator reserve " +
         formatSize(device.getAllocatorReserve()) + " + CUDA context " +
         formatSize(device.cudaContext) + " + NCCL buffers " +
         formatSize(device.ncclBuffers) + ")";
}

void ShardPlanner::readStepFacts(ModuleOp module) {
  // A module without one step is reported where the step is sought.
  ScopedDiagnosticHandler quiet(module.getContext(),
                                [](Diagnostic &) { return success(); });
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(module, functionName);
  if (failed(step))
    return;
  llvm::StringSet<> onDevice;
  SmallVector<StringRef> optimizerParams;
  for (unsigned i = 0, e = step->getNumArguments(); i < e; ++i) {
    auto state =
        step->getArgAttrOfType<StateAttr>(i, ZeroDialect::kStateAttrName);
    if (!state)
      continue;
    if (step->getArgAttr(i, ZeroDialect::kOnDeviceAttrName))
      onDevice.insert(state.getParam());
    if (state.getRole() == StateRole::Optimizer)
      optimizerParams.push_back(state.getParam());
  }
  takesOptimizerStates = !optimizerParams.empty();
  takesOffloadableStates = llvm::any_of(optimizerParams, [&](StringRef param) {
    return !onDevice.contains(param);
  });
  // Why the rewrite refuses the step at each stage (checkShardable), if it
  // does: the search lists such plans with the reason instead of failing
  // as it prices them. Asked over one rank, which leaves out only the
  // check of padded sizes (a size past 2^63 at some group size): that one
  // still ends the search, at the plan.
  FailureOr<StateTable> table = StateTable::build(*step);
  if (failed(table))
    return;
  for (int stage = 1; stage <= 3; ++stage) {
    std::optional<std::string> reason;
    ScopedDiagnosticHandler capture(
        module.getContext(), [&](Diagnostic &diagnostic) {
          if (!reason && diagnostic.getSeverity() == DiagnosticSeverity::Error)
            reason = diagnostic.str();
          return success();
        });
    if (failed(checkShardable(*table, stage, /*worldSize=*/1)))
      unshardableReasons[stage] =
          reason.value_or("the rewrite cannot shard the step");
  }
}

std::optional<std::string>
ShardPlanner::getUnwritableReason(const ShardPlan &plan) const {
  // One rank's program is the single-device step at every stage.
  if (plan.groupSize > 1 && plan.stage && *plan.stage >= 1 &&
      *plan.stage <= 3 && unshardableReasons[*plan.stage])
    return "the rewrite cannot shard this step at stage " +
           std::to_string(*plan.stage) + ": " +
           *unshardableReasons[*plan.stage];
  StageDecisions decisions = plan.getDecisions();
  if (plan.castOnGather && !decisions.shardWeights)
    return std::string("cast-on-gather needs stage 3, the stage that gathers "
                       "each weight from a shard");
  if (plan.castOnGather && plan.offload.target != OffloadTarget::None)
    return std::string("cast-on-gather does not combine with offload: the "
                       "master copies live in the offload tier");
  // The weights reach the device through their gathers; stage 3 over one
  // rank gathers none (ZeroShardPlanner::shardModule says so for a plan
  // given).
  if (plan.offload.params && plan.getShardRanks() == 1)
    return std::string("offload-params=true needs the weights sharded over "
                       "more than one rank: the weights reach the device "
                       "through their gathers, and shards of one rank gather "
                       "none");
  // A grid of more than one axis the module declares is R x G for one G
  // (ZeroShardPlanner::resolveGrid); a 1-d one is arranged as any.
  if (!declaredGridShape.empty()) {
    int64_t ranks = plan.getShardRanks();
    if (std::optional<std::string> mismatch = getDeclaredGridMismatch(
            declaredGridShape, ShardGroup{ranks, plan.groupSize / ranks, {}},
            gridName))
      return mismatch;
  }
  // Offload moves the optimizer states of the parameters not kept on the
  // device (TierLowering.h); the rewrite refuses a plan that moves none.
  if (plan.offload.target != OffloadTarget::None && !takesOffloadableStates)
    return std::string(
        takesOptimizerStates
            ? "offload moves the optimizer states off the device, and every "
              "parameter that has them is kept there ('zero.on_device')"
            : "offload moves the optimizer states off the device, and the "
              "step takes none");
  // offload=auto offload-params=true: the candidates on the device.
  if (plan.offload.params && plan.offload.target == OffloadTarget::None)
    return std::string("offload-params=true moves the weight shards off the "
                       "device, and this candidate offloads nothing");
  return std::nullopt;
}

FailureOr<SmallVector<std::unique_ptr<PolicyCandidate>>>
ShardPlanner::buildPolicyCandidates(ModuleOp module, const StateTable &table,
                                    ArrayRef<RematPolicy> copied,
                                    RematPolicy inPlace,
                                    ArrayRef<RematGathering> gatherings,
                                    SmallVectorImpl<RematPolicy> &sameAsNone) {
  // The module itself comes first; each other policy is applied to a copy.
  // A step without layer units has nothing to recompute.
  bool hasLayers = llvm::any_of(
      table.getParams(), [](const ParamStates &param) { return param.layer; });
  SmallVector<std::unique_ptr<PolicyCandidate>> candidates;
  candidates.push_back(std::make_unique<PolicyCandidate>());
  candidates.back()->policy = inPlace;
  candidates.back()->module = module;
  candidates.back()->table = &table;
  // The plans kept for the module itself are of this search.
  if (module == getOperation())
    plannedRemats.clear();
  // One planning reads the step for every policy and gathering.
  RematPlanning planning(table.getFunction(), "remat=none", &table);
  SmallVector<PlannedRemat> planned;
  for (RematPolicy policy : hasLayers ? copied : ArrayRef<RematPolicy>()) {
    // Planned on the step itself: errors come through, warnings (a layer
    // left as it is) are said once, when the chosen policy is applied to
    // the module itself.
    FailureOr<SmallVector<PlannedRemat, 1>> distinct =
        planPerGathering(planning, module.getContext(), policy, gatherings);
    if (failed(distinct))
      return failure();
    // A policy that clones no op in this step writes the program `none`
    // is (`selective` under fused attention, which keeps no score tensor
    // to recompute): it is named once, not compared as a candidate, and
    // needs no copy.
    if (llvm::all_of(*distinct, [](const PlannedRemat &one) {
          return one.plan.getStatistics().clonedOps == 0;
        })) {
      sameAsNone.push_back(policy);
      continue;
    }
    for (PlannedRemat &one : *distinct)
      planned.push_back(std::move(one));
  }
  // Each policy's copy: the module cloned, the plan applied, its table.
  // The copies read the module and write only themselves, so they are
  // built side by side on MLIR's threads (one after another where the
  // context has none); the diagnostics come in the policies' order.
  SmallVector<std::unique_ptr<PolicyCandidate>> copies(planned.size());
  if (failed(failableParallelForEachN(
          module.getContext(), 0, planned.size(),
          [&](size_t index) -> LogicalResult {
            auto candidate = std::make_unique<PolicyCandidate>();
            candidate->policy = planned[index].policy;
            candidate->gatherings = planned[index].gatherings;
            IRMapping mapping;
            candidate->copy = cast<ModuleOp>(module->clone(mapping));
            candidate->module = *candidate->copy;
            FailureOr<FunctionOpInterface> step =
                StateTable::findTrainingStep(candidate->module, functionName);
            if (failed(step))
              return failure();
            for (Operation &op : table.getFunction().getFunctionBody().front())
              candidate->originals[mapping.lookup(&op)] = &op;
            applyRematPlan(*step, planned[index].plan, mapping,
                           &candidate->originals);
            FailureOr<StateTable> built = StateTable::build(*step);
            if (failed(built))
              return failure();
            candidate->ownTable = std::move(*built);
            candidate->table = &*candidate->ownTable;
            copies[index] = std::move(candidate);
            return success();
          })))
    return failure();
  for (auto [copy, policy] : llvm::zip_equal(copies, planned)) {
    if (module == getOperation())
      plannedRemats.push_back(std::move(policy));
    candidates.push_back(std::move(copy));
  }
  return candidates;
}

void ShardPlanner::destroyPolicyCandidates(
    MLIRContext *context,
    MutableArrayRef<std::unique_ptr<PolicyCandidate>> candidates) {
  parallelForEach(
      context, candidates,
      [](std::unique_ptr<PolicyCandidate> &candidate) { candidate.reset(); });
}

LogicalResult ShardPlanner::describePolicySteps(
    ArrayRef<std::unique_ptr<PolicyCandidate>> candidates,
    const std::optional<ModelledMesh> &mesh,
    const std::optional<MachineModel> &machine, Location loc) {
  // `none`, the module itself, comes first and prices every op of the
  // module; then the copies, side by side on MLIR's threads: each reads
  // those prices for the ops it copies and writes only itself.
  PricedOps priced;
  auto describe = [&](PolicyCandidate &candidate) -> LogicalResult {
    candidate.modelledMesh = mesh;
    candidate.machine = machine ? &*machine : nullptr;
    FunctionOpInterface step = candidate.table->getFunction();
    // The FLOPs zero-report counts as recompute: those of the clones.
    candidate.recomputeFlops = computeRecomputeFlops(step);
    // The model of each copy is built here, beside the others.
    if (candidate.copy)
      candidate.getModel();
    llvm::DenseMap<Operation *, StepPhase> phases =
        computeStepPhases(step, *candidate.table);
    Block &body = step.getFunctionBody().front();
    candidate.gathersEveryUnit = llvm::all_of(
        candidate.table->getParams(), [&](const ParamStates &param) {
          bool returned =
              llvm::any_of(param.results, [](const StateResult &result) {
                return result.state.getRole() == StateRole::Weight;
              });
          return returned &&
                 llvm::any_of(
                     param.weight.value.getUsers(), [&](Operation *user) {
                       Operation *top = body.findAncestorOpInBlock(*user);
                       return top && !top->hasTrait<OpTrait::IsTerminator>() &&
                              phases.lookup(top) != StepPhase::Optimizer;
                     });
        });
    // The activations its programs hold at once, whatever the plan: with
    // the states, a bound that leaves unpriced what cannot fit.
    candidate.liveBytes.emplace(*candidate.table, phases);
    if (!machine)
      return success();
    std::string error;
    llvm::DenseSet<Operation *> runWhole =
        findUpdateOpsRunWhole(step, *candidate.table, phases);
    FailureOr<PhaseSeconds> seconds =
        candidate.copy
            ? estimatePhaseSeconds(
                  step, phases, *machine, error, priced,
                  [&](Operation *op) { return candidate.originals.lookup(op); },
                  &runWhole)
            : estimatePhaseSeconds(step, phases, *machine, error, &priced,
                                   &runWhole);
    if (failed(seconds))
      return emitError(loc)
             << "zero-shard: cannot estimate the step time: " << error;
    candidate.phaseSeconds = *seconds;
    // The model of its programs times the ops the rewrite leaves as they
    // are at what they cost here, without pricing the step again.
    if (ShardedStepModel *model = candidate.getModel())
      model->timeStepOps(
          *machine, [&](Operation *op) -> std::optional<OpSeconds> {
            if (Operation *original =
                    candidate.copy ? candidate.originals.lookup(op) : op)
              if (auto found = priced.find(original); found != priced.end())
                return found->second;
            return std::nullopt;
          });
    return success();
  };
  assert(!candidates.front()->copy && "`none` is not the first candidate");
  if (failed(describe(*candidates.front())))
    return failure();
  return failableParallelForEach(
      loc.getContext(), candidates.drop_front(),
      [&](const std::unique_ptr<PolicyCandidate> &candidate) {
        return describe(*candidate);
      });
}

void ShardPlanner::keepThresholdComparison(
    const ShardPlan &chosen,
    function_ref<const ScheduledFootprint *(const ShardPlan &)>
        pricedFootprint) {
  if (!chosen.getDecisions().shardWeights ||
      chosen.reshard.mode != ReshardPolicy::Mode::Threshold)
    return;
  ShardPlan kept = chosen;
  kept.prefetch = 0;
  ShardPlan always = kept;
  always.reshard = ReshardPolicy{ReshardPolicy::Mode::Always, 0};
  const ScheduledFootprint *keptFootprint = pricedFootprint(kept);
  const ScheduledFootprint *alwaysFootprint = pricedFootprint(always);
  if (keptFootprint && alwaysFootprint)
    pricedComparison = ThresholdComparison{*keptFootprint, *alwaysFootprint};
}

LogicalResult ShardPlanner::checkMachineOptions(ModuleOp module,
                                                const ShardPlan &plan) {
  SmallVector<std::pair<StringRef, StringRef>> figures;
  for (auto [option, text] : {std::pair<StringRef, StringRef>{"fusion", fusion},
                              {"pcie-bandwidth", pcieBandwidth},
                              {"nvme-bandwidth", nvmeBandwidth},
                              {"host-bandwidth", hostBandwidth}})
    if (!text.empty())
      figures.push_back({option, text});
  if (machine.empty() && figures.empty())
    return success();
  // Nothing is searched: the step time of the one program is zero-report's.
  if (plan.leavesNothingToSearch()) {
    InFlightDiagnostic error = emitError(module.getLoc());
    error << "zero-shard: machine= and the options that change its figures "
             "time the candidates of a search (stage=auto, remat=auto, or "
             "another option auto), and stage="
          << *plan.stage
          << " remat=" << getRematPolicyName(toRematPolicyOption(*plan.remat))
          << " leaves nothing to choose; for the estimated step time of this "
             "program use --zero-report=\"machine="
          << (machine.empty() ? StringRef("PRESET|FILE.json")
                              : StringRef(machine));
    for (auto [option, text] : figures)
      error << " " << option << "=" << text;
    return error << "\"";
  }
  if (machine.empty()) {
    StringRef option = figures.front().first;
    return emitError(module.getLoc())
           << "zero-shard: " << option << "=" << figures.front().second
           << (option == "fusion"
                   ? " sets how a machine runs the step"
                   : " replaces a figure of the machine the search times its "
                     "candidates on")
           << ", and no machine= is given; add machine=PRESET|FILE.json or "
              "drop "
           << option << "=";
  }
  return success();
}

FailureOr<std::optional<MachineModel>>
ShardPlanner::loadSearchMachine(Location loc) {
  std::optional<MachineModel> machineModel;
  if (!machine.empty()) {
    std::string error;
    machineModel = loadMachineModel(machine, error);
    if (!machineModel)
      return emitError(loc)
             << "zero-shard: machine=" << machine << ": " << error;
  }
  if (!fusion.empty()) {
    std::optional<FusionMode> mode = parseFusionMode(fusion);
    if (!mode)
      return emitError(loc)
             << "zero-shard: fusion must be none (eager PyTorch: each "
                "arithmetic op a kernel) or elementwise (torch.compile/XLA: "
                "each linalg op a kernel), got '"
             << fusion << "'";
    if (!machineModel)
      return emitError(loc)
             << "zero-shard: fusion=" << fusion
             << " sets how a machine runs the step, and no machine= is "
                "given; add machine=PRESET|FILE.json or drop fusion=";
    machineModel->fusion = *mode;
  }
  // The offload tiers' figures, given apart from the machine's: an
  // offloaded candidate's step counts its copies and its update on the
  // host (zero-report takes the same options).
  for (auto [option, text, figure] :
       {std::tuple<StringRef, StringRef, double MachineModel::*>{
            "pcie-bandwidth", pcieBandwidth, &MachineModel::pcieBandwidth},
        {"nvme-bandwidth", nvmeBandwidth, &MachineModel::nvmeBandwidth},
        {"host-bandwidth", hostBandwidth,
         &MachineModel::hostMemoryBandwidth}}) {
    if (text.empty())
      continue;
    std::optional<double> rate = parseBandwidthOption(text);
    if (!rate)
      return emitError(loc) << "zero-shard: " << option << " must be "
                            << kBandwidthOptionForm << ", got '" << text << "'";
    // `run` refuses these without machine=.
    if (machineModel)
      (*machineModel).*figure = *rate;
  }
  // node-size= says how many of the job's devices share a node: the time
  // model places the collectives on those nodes too, so that the bytes
  // across nodes and the time agree.
  if (machineModel && nodeSize > 0)
    machineModel->devicesPerNode = nodeSize;
  return machineModel;
}

std::string ShardPlanner::describeUnpricedByBound(uint64_t bound,
                                                  uint64_t capacity,
                                                  MemoryBoundKind kind) {
  StringRef what;
  switch (kind) {
  case MemoryBoundKind::Arguments:
    what = "its arguments alone hold ";
    break;
  case MemoryBoundKind::StatesAndActivations:
    what = "its states and the activations its step holds at once alone "
           "hold ";
    break;
  case MemoryBoundKind::StatesActivationsAndGathers:
    what = "its states, and the activations and gathered weights its step "
           "holds at once, alone hold ";
    break;
  }
  return "does not fit in " + formatSize(capacity) +
         ", not priced: " + what.str() + formatSize(bound) + " per rank";
}

LogicalResult ShardPlanner::checkBound(Location loc,
                                       std::optional<uint64_t> bound,
                                       uint64_t peakBytes) {
  if (!bound || *bound <= peakBytes)
    return success();
  return emitError(loc) << "zero-shard: internal error: the lower bound of "
                           "a candidate's memory ("
                        << *bound << " bytes) exceeds its program's peak ("
                        << peakBytes
                        << " bytes); please report this with the input";
}

std::optional<ModelledMesh>
ShardPlanner::getModelledMesh(const ShardPlan &plan,
                              const StateTable &table) const {
  if (plan.meshAxes.empty()) {
    // A parameter group needs a mesh; the copy reports it.
    if (!isOneGroupOnOneAxis(plan, table))
      return std::nullopt;
    return ModelledMesh();
  }
  Operation *scope =
      SymbolTable::getNearestSymbolTable(table.getFunction()->getParentOp());
  auto grid = dyn_cast_or_null<shard::GridOp>(
      SymbolTable::lookupSymbolIn(scope, gridName));
  if (!grid)
    return std::nullopt;
  // The model only asks; a sharded copy reports why the groups do not
  // resolve.
  ScopedDiagnosticHandler quiet(grid.getContext(),
                                [](Diagnostic &) { return success(); });
  FailureOr<ModelledMesh> mesh =
      ModelledMesh::resolve(table, grid, plan.meshAxes);
  if (failed(mesh))
    return std::nullopt;
  return std::move(*mesh);
}

bool ShardPlanner::isOneGroupOnOneAxis(const ShardPlan &plan,
                                       const StateTable &table) {
  return plan.meshAxes.size() <= 1 && !table.hasParamGroups();
}

int64_t ShardPlanner::getModelledShardRanks(const ShardPlan &plan,
                                            int64_t worldSize) {
  return plan.shardGroup == worldSize ? 0 : plan.shardGroup;
}

void ShardPlanner::priceAhead(
    ArrayRef<std::pair<PolicyCandidate *, ShardPlan>> plans, int64_t ranks) {
  // Each policy's model first (built once, by one thread), then every
  // plan on its own, side by side: several may share a model.
  SmallVector<PolicyCandidate *> policies;
  for (const auto &[policy, plan] : plans)
    if (!llvm::is_contained(policies, policy))
      policies.push_back(policy);
  MLIRContext *context = root.getContext();
  parallelForEach(context, policies,
                  [](PolicyCandidate *policy) { policy->getModel(); });
  // Each plan's answer, under the key `priceProgram` looks it up by: the
  // model's, or a copy's.
  using ModelAnswer =
      std::pair<PolicyCandidate::ModelKey, std::optional<PricedPlan>>;
  using CopyAnswer =
      std::pair<PolicyCandidate::CopyKey, std::optional<PricedPlan>>;
  std::vector<std::variant<std::monostate, ModelAnswer, CopyAnswer>> answers(
      plans.size());
  // A copy that fails is priced again in the walk, which reports why.
  ScopedDiagnosticHandler quiet(context,
                                [](Diagnostic &) { return success(); });
  parallelFor(context, 0, plans.size(), [&](size_t index) {
    const auto &[policy, plan] = plans[index];
    int64_t worldSize = ranks ? ranks : plan.groupSize;
    int64_t shardRanks = getModelledShardRanks(plan, worldSize);
    if (policy->getModel()) {
      answers[index] =
          ModelAnswer(PolicyCandidate::getModelKey(plan, worldSize, shardRanks),
                      evaluateOnModel(*policy, plan, worldSize, shardRanks));
      return;
    }
    OwningOpRef<ModuleOp> copy = policy->module.clone();
    FailureOr<PricedPlan> priced = priceCopy(*policy, *copy, plan, ranks);
    answers[index] = CopyAnswer(
        PolicyCandidate::getCopyKey(plan, ranks),
        succeeded(priced) ? std::optional(std::move(*priced)) : std::nullopt);
  });
  for (auto [answer, plan] : llvm::zip_equal(answers, plans)) {
    if (auto *modelled = std::get_if<ModelAnswer>(&answer))
      plan.first->modelledAhead.try_emplace(modelled->first,
                                            std::move(modelled->second));
    if (auto *copied = std::get_if<CopyAnswer>(&answer);
        copied && copied->second)
      plan.first->copiedAhead.try_emplace(copied->first,
                                          std::move(*copied->second));
  }
}

std::optional<PricedPlan>
ShardPlanner::evaluateOnModel(PolicyCandidate &candidate, const ShardPlan &plan,
                              int64_t worldSize, int64_t shardRanks) {
  PricedPlan priced;
  std::optional<ScheduledFootprint> footprint = candidate.getModel()->evaluate(
      plan.reshard, *plan.stage, worldSize, plan.castOnGather, shardRanks,
      plan.offload, candidate.machine,
      candidate.machine ? &priced.compute : nullptr);
  // Where the model cannot time the program, the copy says why.
  if (!footprint || (candidate.machine && !priced.compute))
    return std::nullopt;
  priced.footprint = std::move(*footprint);
  return priced;
}

FailureOr<PricedPlan> ShardPlanner::priceCopy(PolicyCandidate &candidate,
                                              ModuleOp copy,
                                              const ShardPlan &plan,
                                              int64_t ranks) {
  FailureOr<ShardedProgram> program =
      shardModule(copy, plan, /*measure=*/true, ranks);
  if (failed(program))
    return failure();
  PricedPlan priced;
  priced.footprint = std::move(program->footprint);
  if (!candidate.machine)
    return priced;
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(copy, functionName);
  if (failed(step))
    return failure();
  std::string error;
  FailureOr<ProgramSeconds> compute =
      estimateProgramSeconds(*step, *candidate.machine, error);
  if (failed(compute))
    return emitError(getWholeFunctionLoc(*step))
           << "zero-shard: cannot estimate the step time: " << error;
  priced.compute = *compute;
  return priced;
}

FailureOr<PricedPlan> ShardPlanner::priceProgram(PolicyCandidate &candidate,
                                                 const ShardPlan &plan,
                                                 int64_t ranks) {
  int64_t worldSize = ranks ? ranks : plan.groupSize;
  // One group of all N ranks, R x G on a grid of their own (hybrid), or
  // either on a mesh's axes.
  int64_t shardRanks = getModelledShardRanks(plan, worldSize);
  if (candidate.getModel()) {
    std::optional<PricedPlan> modelled;
    auto ahead = candidate.modelledAhead.find(
        PolicyCandidate::getModelKey(plan, worldSize, shardRanks));
    if (ahead != candidate.modelledAhead.end()) {
      modelled = std::move(ahead->second);
      candidate.modelledAhead.erase(ahead);
    } else {
      modelled = evaluateOnModel(candidate, plan, worldSize, shardRanks);
    }
    if (modelled)
      return std::move(*modelled);
  }
  auto ahead =
      candidate.copiedAhead.find(PolicyCandidate::getCopyKey(plan, ranks));
  if (ahead != candidate.copiedAhead.end()) {
    PricedPlan priced = std::move(ahead->second);
    candidate.copiedAhead.erase(ahead);
    return priced;
  }
  OwningOpRef<ModuleOp> copy = candidate.module.clone();
  return priceCopy(candidate, *copy, plan, ranks);
}
