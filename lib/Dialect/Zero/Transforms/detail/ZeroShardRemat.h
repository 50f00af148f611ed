//===- ZeroShardRemat.h - which plans share one recomputation ---*- C++ -*-===//
//
// zero-remat leaves a layer as it is where its clones would need a gather
// of their own, which only a stage-3 program that frees the layer after
// its forward does (Remat.h, `RematGathering`). So one recomputation
// policy may write different steps for different plans: the search plans
// each policy for every way the plans it compares gather their weights,
// and shares a step between the plans whose recomputation agrees
// (PolicyCandidate in ZeroShardPlanner.h). These are the questions it
// asks of a plan and of a search; ZeroShardRemat.cpp answers the ones that
// read the module.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREMAT_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREMAT_H

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Plan/ShardPlan.h"
#include "zero/Dialect/Zero/Transforms/Remat.h"

#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <tuple>

namespace mlir::zero {

/// How `plan`'s program gathers the weights, which decides the layers its
/// recomputation leaves as they are (Remat.h): stage 3 gathers each weight
/// where it is used, under the plan's resharding; stages 0 to 2 gather
/// none, and neither does stage 3 where it shards over one rank: in shard
/// groups of one, or on a world of one (N = `plan.groupSize`, which the
/// pass resolves before it recomputes anything; unresolved, 0, counts as
/// gathering).
inline RematGathering getRematGathering(const ShardPlan &plan) {
  RematGathering gathering;
  gathering.gathersWeights =
      plan.getDecisions().shardWeights && plan.getShardRanks() != 1;
  if (gathering.gathersWeights)
    gathering.resharding = plan.reshard;
  return gathering;
}

/// What tells two gatherings apart for the recomputation: whether weights
/// are gathered and, where they are, the resharding (mode, and the
/// threshold of the threshold policy).
using RematGatheringKey = std::tuple<bool, int, uint64_t>;
inline RematGatheringKey getRematGatheringKey(const RematGathering &gathering) {
  if (!gathering.gathersWeights)
    return {false, 0, 0};
  const ReshardPolicy &resharding = gathering.resharding;
  bool threshold = resharding.mode == ReshardPolicy::Mode::Threshold;
  return {true, static_cast<int>(resharding.mode),
          threshold ? resharding.thresholdBytes : 0};
}

/// A world of more than one rank, where the search asks what stage 3 would
/// write on more ranks than the one it has (`getComparedGatherings`).
constexpr int64_t kWhatIfWorldSize = 2;

/// The gatherings of the plans a search over `stages` compares from
/// `requested` (its N resolved): none below stage 3, in shard groups of one
/// rank and on one rank, and at stage 3 each resharding compared (the one
/// requested, or reshard-after-forward=auto's), distinct. On one rank
/// stage 3 on more ranks is compared too, for the N that would fit.
SmallVector<RematGathering, 4> getComparedGatherings(const ShardPlan &requested,
                                                     ArrayRef<int> stages);

/// The stages the search over shard groups compares: the one given, or
/// all.
inline SmallVector<int, 4>
getShardGroupSearchStages(const ShardPlan &requested) {
  SmallVector<int, 4> stages;
  for (int stage = 0; stage < kNumZeroStages; ++stage)
    if (!requested.stage || *requested.stage == stage)
      stages.push_back(stage);
  return stages;
}

/// The recomputation policies a search over `requested` applies to copies
/// of the module: with remat=auto each one but `none`; with a policy given
/// that recomputes differently for the plans compared (`pinnedInCopies`,
/// ShardPlanner::applyPinnedRemat), that one; else none, the module's step
/// being the policy's already.
inline SmallVector<RematPolicy, 3> getCopiedPolicies(const ShardPlan &requested,
                                                     bool pinnedInCopies) {
  if (!requested.remat)
    return {RematPolicy::Selective, RematPolicy::Op, RematPolicy::Layer};
  if (pinnedInCopies)
    return {*requested.remat};
  return {};
}
/// The policy of the module's own step in that search.
inline RematPolicy getInPlacePolicy(const ShardPlan &requested,
                                    bool pinnedInCopies) {
  return requested.remat && !pinnedInCopies ? *requested.remat
                                            : RematPolicy::None;
}

} // namespace mlir::zero

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDREMAT_H
