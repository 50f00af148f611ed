//===- ZeroShard.cpp - the per-rank program of a ZeRO stage ---------------===//
//
// `zero-shard` rewrites the annotated single-device training step into the
// program one of N data-parallel ranks runs under ZeRO stage 0–3. This file
// is the pass; the planner behind it (detail/ZeroShardPlanner.h) resolves
// the group, chooses what stage=auto and remat=auto choose
// (detail/ZeroShardChoice.cpp, through the model of the rewrite in
// Plan/ShardedStepModel.h), recomputes activations first with `remat=`
// (Remat.h), and writes the program with detail/ZeroShardRewriter.cpp.
//
//===----------------------------------------------------------------------===//

#include "detail/ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

// Dialects the pass creates ops of (getDependentDialects).
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROSHARD
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;

namespace {
struct ZeroShardPass : public zero::impl::ZeroShardBase<ZeroShardPass> {
  using Base::Base;

  void runOnOperation() override {
    ZeroShardOptions options;
    options.stage = stage;
    options.worldSize = worldSize;
    options.gridName = gridName;
    options.shardGroup = shardGroup;
    options.dpAxis = dpAxis;
    options.nodeSize = nodeSize;
    options.reshardAfterForward = reshardAfterForward;
    options.reshardThreshold = reshardThreshold;
    options.rootUnit = rootUnit;
    options.persistenceThreshold = persistenceThreshold;
    options.maxStage = maxStage;
    options.onDevice = onDevice;
    options.deviceMemory = deviceMemory;
    options.remat = remat;
    options.offload = offload;
    options.offloadParams = offloadParams;
    options.castOnGather = castOnGather;
    options.prefetch = prefetch;
    options.exactSearch = exactSearch;
    options.machine = machine;
    options.fusion = fusion;
    options.pcieBandwidth = pcieBandwidth;
    options.nvmeBandwidth = nvmeBandwidth;
    options.hostBandwidth = hostBandwidth;
    options.runtime = runtime;
    options.cudaContext = cudaContext;
    options.ncclBuffSize = ncclBuffSize;
    options.ncclChannels = ncclChannels;
    options.functionName = functionName;
    // A plan the module carries (written by hand or by another compiler)
    // pins the options it names; the step's own plan then records it.
    if (auto requested = getOperation()->getAttrOfType<PlanAttr>(
            ZeroDialect::kPlanAttrName)) {
      GivenShardOptions given;
      given.stage = stage.hasValue();
      given.gridName = gridName.hasValue();
      given.remat = remat.hasValue();
      given.offload = offload.hasValue();
      given.offloadParams = offloadParams.hasValue();
      given.shardGroup = shardGroup.hasValue();
      given.dpAxis = dpAxis.hasValue();
      given.reshardAfterForward = reshardAfterForward.hasValue();
      given.reshardThreshold = reshardThreshold.hasValue();
      given.castOnGather = castOnGather.hasValue();
      if (failed(pinOptionsToPlan(getOperation(), requested, given, options)))
        return signalPassFailure();
      getOperation()->removeAttr(ZeroDialect::kPlanAttrName);
    }
    ShardPlanner planner(options, getOperation(), getAnalysisManager());
    LogicalResult result = planner.run();
    numCollectives = planner.numCollectives;
    numReleases = planner.numReleases;
    numTransfers = planner.numTransfers;
    if (failed(result))
      return signalPassFailure();
    // On one rank the step keeps its states (only the plan and the group
    // are added), so its table and memory model still hold, unless
    // recomputation rewrote it; otherwise nothing is preserved.
    if (planner.preservesStateAnalyses())
      markAnalysesPreserved<StateTableAnalysis, MemoryModelAnalysis>();
  }
};
} // namespace
