//===- ZeroShardPrefetchSearch.cpp - the prefetch depth in the search -----===//
//
// `prefetch=auto` (and a search with `prefetch=K`): once a search has
// priced its candidates as zero-shard writes them, each collective waited
// for where it is issued, the candidates that fit are priced again with
// their collectives in flight ahead of their use (zero-prefetch's schedule,
// Plan/PrefetchSchedule.h), priced as planned, without writing it: the
// scheduled footprint of that program (the buffers of a collective in
// flight count from its start to its wait), from the model of the rewrite
// where it covers the plan (the schedule planned on its record,
// Plan/ShardedStepModel.h) and otherwise on one sharded copy, and, for a row
// that fits, the communication its timeline still leaves exposed
// (StepTimeline.h), from the same model (Plan/ShardedStepModelTimeline.cpp) or
// that copy. A row that does not fit
// cannot be chosen and is not timed. The rows are appended to the search's
// table, one per candidate and depth.
//
// Two rules bound the work. The depths are priced only for candidates
// that fit without prefetching: prefetching holds gathered weights and
// full gradients longer, and a candidate that does not fit without it is
// listed at each depth, unpriced, with that reason. (It is a rule of the
// search, not a bound: zero-prefetch also moves the cast before a gather
// with its start, which can lower a peak by the bytes of that cast, so a
// candidate a few bytes over the device could fit prefetched.) And
// prefetching at best hides communication: a candidate's step cannot drop
// below its step less all of its communication, nor below its
// communication (one stream runs the collectives one after another), so
// once a faster step has been found the candidates that could not beat it
// are not priced.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Analysis/StepTimeline.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/PrefetchSchedule.h"
#include "zero/Dialect/Zero/Plan/ShardedStepModel.h"
#include "zero/Report/ReportWriters.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Threading.h"

#include <limits>

using namespace mlir;
using namespace mlir::zero;

FailureOr<std::vector<ShardPlanner::PrefetchedProgram>>
ShardPlanner::pricePrefetched(PolicyCandidate &candidate, const ShardPlan &plan,
                              ArrayRef<int64_t> depths,
                              const MachineModel *machineModel,
                              uint64_t capacity) {
  // The footprints, and the timelines on `machineModel`, from the model of
  // the rewrite where it covers the plan (as `priceProgram`): the schedule
  // planned on its record of the program, measured and timed in that order.
  std::vector<std::optional<ScheduledFootprint>> footprints(depths.size());
  std::vector<std::optional<double>> exposed(depths.size());
  // Only a row that fits can be chosen, so only those are timed.
  auto fits = [&](const ScheduledFootprint &footprint) {
    return getDeviceRequirement(footprint).required <= capacity;
  };
  auto isTimed = [&](const ScheduledFootprint &footprint) {
    return machineModel && fits(footprint);
  };
  int64_t shardRanks = getModelledShardRanks(plan, plan.groupSize);
  if (ShardedStepModel *model = candidate.getModel()) {
    std::vector<std::optional<ShardedStepModel::PricedProgram>> programs =
        model->evaluatePrefetched(plan.reshard, *plan.stage, plan.groupSize,
                                  plan.castOnGather, shardRanks, plan.offload,
                                  depths, machineModel, isTimed);
    for (auto [program, footprint, seconds] :
         llvm::zip_equal(programs, footprints, exposed)) {
      if (!program)
        continue;
      footprint = std::move(program->footprint);
      if (program->timeline)
        seconds = program->timeline->getExposedCommSeconds();
    }
  }
  // A depth the model neither priced nor, where it must be timed, timed
  // reads a written program. (The model times only the depths `isTimed`
  // accepts, so a depth it priced is complete with what it gave.)
  auto needsProgram = [&](size_t index) {
    return !footprints[index] ||
           (isTimed(*footprints[index]) && !exposed[index]);
  };
  std::vector<PrefetchedProgram> priced;
  if (llvm::none_of(llvm::seq(depths.size()), needsProgram)) {
    for (auto [footprint, seconds] : llvm::zip_equal(footprints, exposed))
      priced.push_back({std::move(*footprint), seconds});
    return priced;
  }

  // The rest reads the written program: one rewrite, each depth planned on
  // it and priced as planned.
  OwningOpRef<ModuleOp> sharded = candidate.module.clone();
  ShardPlan synchronous = plan;
  synchronous.prefetch = 0;
  FailureOr<ShardedProgram> program =
      shardModule(*sharded, synchronous, /*measure=*/false);
  if (failed(program))
    return failure();
  FailureOr<FunctionOpInterface> step =
      StateTable::findTrainingStep(*sharded, functionName);
  if (failed(step))
    return failure();
  FailureOr<StateTable> table = StateTable::build(*step);
  if (failed(table))
    return failure();
  OpSecondsCache opSeconds;
  for (auto [index, depth] : llvm::enumerate(depths)) {
    std::optional<ScheduledFootprint> &footprint = footprints[index];
    if (!needsProgram(index)) {
      priced.push_back({std::move(*footprint), exposed[index]});
      continue;
    }
    PrefetchSchedule schedule =
        planPrefetch(step->getFunctionBody().front(), depth);
    if (!footprint) {
      FailureOr<ScheduledFootprint> measured = computeScheduledFootprint(
          *table, program->plan.groupSize, &schedule.order);
      if (failed(measured))
        return failure();
      footprint = std::move(*measured);
    }
    PrefetchedProgram &result =
        priced.emplace_back(PrefetchedProgram{std::move(*footprint), {}});
    if (!isTimed(result.footprint))
      continue;
    std::string error;
    FailureOr<StepTimeline> timeline = computeStepTimeline(
        *step, *machineModel, error, &schedule.order, &opSeconds);
    if (failed(timeline))
      return emitError(getWholeFunctionLoc(*step))
             << "zero-shard: cannot estimate the step time with prefetch="
             << depth << ": " << error;
    result.exposedCommSeconds = timeline->getExposedCommSeconds();
  }
  return priced;
}

FailureOr<std::vector<std::optional<ScheduledFootprint>>>
ShardPlanner::addPrefetchRows(
    std::vector<PlanCandidate> &table, size_t first, const ShardPlan &base,
    function_ref<PolicyCandidate &(const ShardPlan &)> policyOf,
    uint64_t capacity, const MachineModel *machineModel, Location loc,
    bool showRemat, raw_ostream &why,
    std::vector<std::optional<std::vector<PrefetchedProgram>>> *pricedDepths) {
  std::vector<std::optional<ScheduledFootprint>> added;
  if (!base.prefetchSearched && base.prefetch == 0)
    return added;
  SmallVector<int64_t, 2> depths = getComparedPrefetchDepths(base);

  // The candidates to deepen: those priced without prefetching. Whether
  // one could be chosen as it is decides whether its deeper programs can.
  size_t end = table.size();
  SmallVector<size_t> deepened;
  SmallVector<bool> choosable(end, false);
  for (size_t index = first; index < end; ++index) {
    const PlanCandidate &row = table[index];
    if (!row.priced)
      continue;
    choosable[index] = row.canBeChosen();
    // A candidate not chosen for another reason (machine= does not time
    // it) stays so at every depth.
    if (row.fits && !row.reason.empty())
      continue;
    deepened.push_back(index);
  }
  if (!base.prefetchSearched) {
    // prefetch=K was asked: these programs only bound the peak of theirs.
    for (size_t index : deepened)
      if (choosable[index])
        table[index].reason = "the program before prefetching: prefetch=" +
                              std::to_string(base.prefetch) + " was asked";
    why << "\n  (prefetch=" << base.prefetch
        << " was asked: the candidates above are priced without "
           "prefetching, and those that fit again at depth "
        << base.prefetch << ")";
  }

  // The fastest step a candidate could reach: every collective hidden
  // behind compute, and no shorter than its communication, which one
  // stream runs a collective after another (StepTimeline.h). Without
  // prefetching every collective is exposed, so the row's exposed time is
  // all of its communication.
  auto fastestReachable = [&](size_t index) {
    const PlanCandidate &row = table[index];
    return getStepBoundAtEveryDepth(*row.stepSeconds, row.exposedCommSeconds);
  };
  // The fastest step found without prefetching: the depths are priced side
  // by side, so a deeper row priced here does not lower it for the others.
  // The deeper rows follow in the order of what each could reach.
  double best = std::numeric_limits<double>::infinity();
  if (machineModel) {
    llvm::stable_sort(deepened, [&](size_t a, size_t b) {
      return fastestReachable(a) < fastestReachable(b);
    });
    if (base.prefetchSearched)
      for (size_t index = first; index < end; ++index)
        if (choosable[index])
          best = std::min(best, *table[index].stepSeconds);
  }

  // Why each candidate's deeper programs are not priced, if they are not.
  auto unpricedReason = [&](size_t index) -> std::string {
    if (!table[index].fits)
      return "not priced: the prefetch depths are searched among the "
             "candidates that fit without prefetching, and without it "
             "this one needs " +
             formatSize(table[index].peakBytes) + " of " + formatSize(capacity);
    if (machineModel && fastestReachable(index) > best)
      return "not priced: prefetched, its step is at least " +
             formatSeconds(fastestReachable(index)) +
             " s (its compute with every collective hidden, or its "
             "communication, whichever is longer), slower than the "
             "fastest found (" +
             formatSeconds(best) + " s)";
    return "";
  };
  SmallVector<std::string> unpricedOf;
  for (size_t index : deepened)
    unpricedOf.push_back(unpricedReason(index));
  // The deeper programs of the others, priced side by side first (as
  // `priceAhead` prices the candidates); one that fails is priced again
  // below, which reports why.
  std::vector<std::optional<std::vector<PrefetchedProgram>>> ahead(
      deepened.size());
  // Rows past those `pricedDepths` covers (on-device=auto's, appended
  // after the round that priced them) are priced here.
  if (pricedDepths)
    for (auto [at, index] : llvm::enumerate(deepened))
      if (unpricedOf[at].empty() && index - first < pricedDepths->size())
        ahead[at] = std::move((*pricedDepths)[index - first]);
  {
    MLIRContext *context = root.getContext();
    ScopedDiagnosticHandler quiet(context,
                                  [](Diagnostic &) { return success(); });
    // Each policy's model first (built once, by one thread).
    for (auto [index, unpriced] : llvm::zip_equal(deepened, unpricedOf))
      if (unpriced.empty())
        policyOf(table[index].plan).getModel();
    parallelFor(context, 0, deepened.size(), [&](size_t at) {
      if (!unpricedOf[at].empty() || ahead[at])
        return;
      const ShardPlan &plan = table[deepened[at]].plan;
      FailureOr<std::vector<PrefetchedProgram>> priced =
          pricePrefetched(policyOf(plan), plan, depths, machineModel, capacity);
      if (succeeded(priced))
        ahead[at] = std::move(*priced);
    });
  }

  for (auto [at, index] : llvm::enumerate(deepened)) {
    const std::string &unpriced = unpricedOf[at];
    std::vector<PrefetchedProgram> programs;
    if (unpriced.empty()) {
      std::optional<std::vector<PrefetchedProgram>> &priced = ahead[at];
      if (!priced) {
        FailureOr<std::vector<PrefetchedProgram>> again =
            pricePrefetched(policyOf(table[index].plan), table[index].plan,
                            depths, machineModel, capacity);
        if (failed(again))
          return failure();
        priced = std::move(*again);
      }
      programs = std::move(*priced);
    }
    // A copy: the table grows below.
    const PlanCandidate shallow = table[index];
    for (auto [depthIndex, depth] : llvm::enumerate(depths)) {
      PlanCandidate row = shallow;
      row.prefetchOf = index;
      row.plan.prefetch = depth;
      row.prefetch = depth;
      row.priced = false;
      row.stepSeconds.reset();
      row.reason = unpriced;
      CandidateLabelFields fields;
      fields.shardGroup = base.shardGroupSearched;
      fields.remat = showRemat;
      fields.reshard = base.reshardSearched;
      fields.castOnGather = base.castOnGatherSearched;
      fields.offload = true;
      writeCandidateLabel(why, row.plan, row.shardRanks, depth, fields);
      why << ": ";
      if (!unpriced.empty()) {
        row.fits = false;
        why << unpriced;
        table.push_back(std::move(row));
        added.emplace_back();
        continue;
      }
      PrefetchedProgram &priced = programs[depthIndex];
      DeviceRequirement device = getDeviceRequirement(priced.footprint);
      row.priced = true;
      row.peakBytes = device.required;
      row.fits = device.required <= capacity;
      if (priced.exposedCommSeconds) {
        row.stepSeconds =
            getPrefetchedStep(*shallow.stepSeconds, shallow.exposedCommSeconds,
                              *priced.exposedCommSeconds);
        row.exposedCommSeconds =
            std::min(*priced.exposedCommSeconds, shallow.exposedCommSeconds);
      }
      if (!row.fits)
        row.reason = "does not fit in " + formatSize(capacity);
      why << describeDeviceRequirement(device) << " per rank ("
          << (row.fits ? "fits" : "does not fit") << ")";
      if (row.stepSeconds)
        why << ", step " << formatSeconds(*row.stepSeconds) << " s ("
            << formatSeconds(row.exposedCommSeconds)
            << " s waiting for collectives, against "
            << formatSeconds(shallow.exposedCommSeconds)
            << " s without prefetching)";
      else if (machineModel)
        why << ", not timed: the prefetch search times only the depths "
               "that fit";
      table.push_back(std::move(row));
      added.push_back(std::move(priced.footprint));
    }
  }
  return added;
}

void ShardPlanner::remarkPrefetch(Location loc, const ShardPlan &base,
                                  ArrayRef<PlanCandidate> table,
                                  size_t chosen) {
  if (!base.prefetchSearched && base.prefetch == 0)
    return;
  const PlanCandidate &row = table[chosen];
  InFlightDiagnostic remark = emitRemark(loc);
  remark << "zero-shard: "
         << (base.prefetchSearched ? "prefetch=auto chose " : "")
         << "prefetch=" << row.prefetch << " for the plan chosen";
  if (!row.stepSeconds) {
    remark << " (" << formatSize(row.peakBytes) << " per rank)";
    return;
  }
  remark << ": step " << formatSeconds(*row.stepSeconds) << " s, "
         << formatSeconds(row.exposedCommSeconds)
         << " s of it waiting for collectives";
  if (!row.prefetchOf) {
    remark << "; " << formatSize(row.peakBytes) << " per rank";
    return;
  }
  // The same plan with each collective waited for where it is issued.
  const PlanCandidate &synchronous = table[*row.prefetchOf];
  remark << ", against " << formatSeconds(*synchronous.stepSeconds) << " s and "
         << formatSeconds(synchronous.exposedCommSeconds)
         << " s without prefetching; " << formatSize(row.peakBytes)
         << " per rank against " << formatSize(synchronous.peakBytes);
}
