//===- ZeroRemat.cpp - recompute layer activations in the backward --------===//
//
// `zero-remat` trades compute for memory on the single-device step: instead
// of keeping every activation a layer's backward reads from the forward to
// the backward, it keeps a few (the layer's inputs and outputs, and what the
// policy adds: every second projection with `op`, all but the attention
// core with `selective`) and recomputes the rest right before the backward
// needs them. The definitions (forward, segment, kept,
// recomputed) are those of the pass's description in Passes.td; this file
// reads top-down: the rewrite (`applyRemat`, Remat.h, which zero-shard's
// `remat=` option calls too), then the pass. The plan it applies (the
// program order, the plan of each layer, the stage-3 check) is made by
// detail/ZeroRematPlanner.cpp.
//
// Everything is decided from the IR: the loss separates forward from
// backward, the `layer = i` of the weights delimits the layers, and byte
// counts come from the types. Nothing looks at names.
//
//===----------------------------------------------------------------------===//

#include "detail/ZeroRematPlanner.h"

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero/Dialect/Zero/Plan/StagePreset.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
#include "zero/Dialect/Zero/Transforms/Remat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::zero {
#define GEN_PASS_DEF_ZEROREMAT
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace mlir::zero

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

//===----------------------------------------------------------------------===//
// The rewrite and the pass
//===----------------------------------------------------------------------===//

/// Stores the outputs the plan keeps that the program has no buffer for,
/// right after their sums, and releases them with the kept values nothing
/// reads at the end of the layer's backward: they only hold the memory the
/// framework's checkpointing holds. A rounded output is the rounded sum; an
/// output the contraction accumulated into the residual is only its size
/// (`tensor.empty`): nothing reads its elements.
static void storeCopies(const LayerPlan &plan, const IRMapping &planned) {
  SmallVector<Value> held;
  for (const StoredCopy &copy : plan.storedCopies) {
    Value sum = planned.lookupOrDefault(copy.sum);
    OpBuilder builder(sum.getContext());
    builder.setInsertionPointAfterValue(sum);
    auto type = cast<RankedTensorType>(sum.getType());
    if (copy.accumulated)
      held.push_back(tensor::EmptyOp::create(
          builder, sum.getLoc(), type.getShape(), copy.elementType));
    else
      held.push_back(arith::TruncFOp::create(
          builder, sum.getLoc(), type.clone(copy.elementType), sum));
  }
  for (Value kept : plan.keptUnread)
    held.push_back(planned.lookupOrDefault(kept));
  if (held.empty())
    return;
  Operation *last = planned.lookupOrDefault(plan.lastBackwardReader);
  OpBuilder builder(last->getContext());
  builder.setInsertionPointAfter(last);
  ReleaseOp::create(builder, last->getLoc(), held);
}

/// Clones each plan's operations before its first backward reader and
/// points every backward read of a recomputed value at its clone. The plans
/// name what `planned` maps into `body` (the identity when they were made
/// on it). With `clonedFrom`, maps each clone to the plan's op.
static void recompute(ArrayRef<LayerPlan> plans, Block &body,
                      int64_t forwardEnd, const IRMapping &planned,
                      llvm::DenseMap<Operation *, Operation *> *clonedFrom) {
  ProgramOrder order(body);
  for (const LayerPlan &plan : plans) {
    storeCopies(plan, planned);
    OpBuilder builder(planned.lookupOrDefault(plan.insertBefore));
    IRMapping mapping;
    // Marked, so that the report counts the clones' FLOPs as recompute.
    for (Operation *op : plan.clones) {
      Operation *clone = builder.clone(*planned.lookupOrDefault(op), mapping);
      clone->setAttr(ZeroDialect::kRecomputeAttrName, builder.getUnitAttr());
      if (clonedFrom)
        (*clonedFrom)[clone] = op;
    }
    for (Value planValue : plan.recomputed) {
      Value value = planned.lookupOrDefault(planValue);
      value.replaceUsesWithIf(mapping.lookup(value), [&](OpOperand &use) {
        std::optional<unsigned> at = order.of(use.getOwner());
        return at && *at > forwardEnd &&
               !order.at(*at)->hasTrait<OpTrait::IsTerminator>();
      });
    }
  }
}

struct RematPlan::Layers {
  SmallVector<LayerPlan> plans;
  /// The last top-level position of the forward.
  int64_t forwardEnd = 0;
  RematStatistics statistics;
};

RematPlan::RematPlan() : layers(std::make_unique<Layers>()) {}
RematPlan::~RematPlan() = default;
RematPlan::RematPlan(RematPlan &&) = default;
RematPlan &RematPlan::operator=(RematPlan &&) = default;

const RematStatistics &RematPlan::getStatistics() const {
  return layers->statistics;
}

SmallVector<int64_t> RematPlan::getRecomputedLayers() const {
  return llvm::map_to_vector(layers->plans,
                             [](const LayerPlan &plan) { return plan.layer; });
}

RematPlanning::RematPlanning(FunctionOpInterface step, StringRef noneOption,
                             const StateTable *table)
    : step(step), noneOption(noneOption.str()), table(table) {
  assert((!table || table->getFunction() == step) &&
         "the table is not the step's");
}

RematPlanning::~RematPlanning() = default;

FailureOr<RematPlan> zero::planRemat(FunctionOpInterface step,
                                     RematPolicyOption policy,
                                     StringRef noneOption,
                                     const StateTable *table,
                                     const RematGathering &gathering) {
  return RematPlanning(step, noneOption, table).plan(policy, gathering);
}

FailureOr<RematPlan> RematPlanning::plan(RematPolicyOption policy,
                                         const RematGathering &gathering) {
  RematPlan plan;
  if (policy == RematPolicyOption::None)
    return plan;
  Location loc = getWholeFunctionLoc(step);
  if (step->hasAttr(ZeroDialect::kPlanAttrName))
    return emitError(loc) << "zero-remat: '" << step.getName()
                          << "' is already sharded ("
                          << step->getAttr(ZeroDialect::kPlanAttrName)
                          << "); recompute on the single-device step, before "
                             "zero-shard";
  if (failed(checkNoShardingMarksWithoutPlan(step, "zero-remat")))
    return failure();
  // The table also checks that the body is one block: program order is
  // what delimits the layers.
  if (!table) {
    FailureOr<StateTable> own = StateTable::build(step);
    if (failed(own))
      return failure();
    ownTable = std::move(*own);
    table = &*ownTable;
  }
  if (llvm::none_of(table->getParams(),
                    [](const ParamStates &param) { return param.layer; }))
    return emitError(loc) << "zero-remat: no weight of '" << step.getName()
                          << "' belongs to a layer, so there is no layer to "
                             "recompute; mark each layer's weights with "
                             "#zero.state<weight, \"name\", layer = i>, or use "
                          << noneOption;

  if (!planner)
    planner = std::make_unique<RematPlanner>(*table, noneOption);
  FailureOr<SmallVector<LayerPlan>> plans = planner->plan(policy, gathering);
  if (failed(plans))
    return failure();
  RematPlan::Layers &layers = *plan.layers;
  layers.plans = std::move(*plans);
  layers.forwardEnd = planner->getForwardEnd();
  for (const LayerPlan &layer : layers.plans) {
    layers.statistics.layers += 1;
    layers.statistics.clonedOps += layer.clones.size();
    layers.statistics.recomputedValues += layer.recomputed.size();
  }
  return plan;
}

void zero::applyRematPlan(
    FunctionOpInterface step, const RematPlan &plan, const IRMapping &mapping,
    llvm::DenseMap<Operation *, Operation *> *clonedFrom) {
  recompute(plan.layers->plans, step.getFunctionBody().front(),
            plan.layers->forwardEnd, mapping, clonedFrom);
}

LogicalResult zero::applyRemat(FunctionOpInterface step,
                               RematPolicyOption policy,
                               RematStatistics *statistics,
                               StringRef noneOption,
                               const RematGathering &gathering) {
  if (policy == RematPolicyOption::None)
    return success();
  FailureOr<RematPlan> plan =
      planRemat(step, policy, noneOption, /*table=*/nullptr, gathering);
  if (failed(plan))
    return failure();
  if (statistics) {
    const RematStatistics &planned = plan->getStatistics();
    statistics->layers += planned.layers;
    statistics->clonedOps += planned.clonedOps;
    statistics->recomputedValues += planned.recomputedValues;
  }
  applyRematPlan(step, *plan, IRMapping());
  return success();
}

namespace {
struct ZeroRematPass : public zero::impl::ZeroRematBase<ZeroRematPass> {
  using Base::Base;

  void runOnOperation() override {
    // An option out of range is an error even where nothing is recomputed.
    if (stage < 0 || stage >= kNumZeroStages) {
      emitError(getOperation().getLoc())
          << "zero-remat: stage=" << static_cast<int>(stage)
          << " is not a ZeRO stage; use 0, 1, 2 or 3 (the stage zero-shard "
             "will shard the step at)";
      return signalPassFailure();
    }
    if (worldSize < 0) {
      emitError(getOperation().getLoc())
          << "zero-remat: world-size must be >= 1 (the ranks zero-shard "
             "will shard the step over), or 0 for more than one; got "
          << static_cast<int64_t>(worldSize);
      return signalPassFailure();
    }
    if (shardGroup < 0) {
      emitError(getOperation().getLoc())
          << "zero-remat: shard-group must be >= 1 (the ranks that will "
             "shard each copy of the states), or 0 for all of them; got "
          << static_cast<int64_t>(shardGroup);
      return signalPassFailure();
    }
    if (policy == RematPolicyOption::None) {
      markAllAnalysesPreserved();
      return;
    }
    FailureOr<FunctionOpInterface> step =
        StateTable::findTrainingStep(getOperation(), functionName);
    if (failed(step))
      return signalPassFailure();
    RematGathering gathering;
    // Stage 3 sharded over one rank (one rank, or groups of one) gathers
    // no weight.
    int64_t shardRanks = shardGroup != 0 ? shardGroup : worldSize;
    gathering.gathersWeights =
        getStagePreset(stage).shardWeights && shardRanks != 1;
    gathering.resharding.mode = reshardAfterForward
                                    ? ReshardPolicy::Mode::Always
                                    : ReshardPolicy::Mode::Never;
    RematStatistics statistics;
    if (failed(
            applyRemat(*step, policy, &statistics, "policy=none", gathering)))
      return signalPassFailure();
    numLayers += statistics.layers;
    numClonedOps += statistics.clonedOps;
    numRecomputedValues += statistics.recomputedValues;
  }
};
} // namespace
