//===- StagePreset.h - what a ZeRO stage decides per state ----*- C++ -*-===//
//
// A ZeRO stage number is a preset: it stands for one decision per kind of
// model state (docs/ZeroPasses.md, zero-shard). Stage 0 replicates every
// state and all-reduces the gradients (DDP); stage 1 shards the optimizer
// states, reduce-scatters the full gradients once the backward is done and
// all-gathers the updated weights; stage 2 also keeps only the gradient's
// shard, reduce-scattering each gradient as soon as it is produced; stage 3
// also shards the weights and gathers them for their uses. Code that needs
// to know what a stage does asks these decisions instead of comparing stage
// numbers, so that the preset is the one place that maps a number to them.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_STAGEPRESET_H
#define ZERO_DIALECT_ZERO_PLAN_STAGEPRESET_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "llvm/Support/ErrorHandling.h"

#include <cassert>

namespace mlir::zero {

/// What sharding does to each kind of model state.
struct StageDecisions {
  /// Each rank holds and updates only its shard of the optimizer states.
  bool shardOptimizerStates = false;
  /// Each rank keeps only its shard of a gradient, reduce-scattered as soon
  /// as the gradient is produced (without it, from stage 1 on, the full
  /// gradients are kept and reduce-scattered once the backward is done).
  bool shardGradients = false;
  /// Each rank holds only its shard of the weights between steps and
  /// gathers the full weight for its uses.
  bool shardWeights = false;

  /// Whether the gradients are reduce-scattered (to the shard the update
  /// reads) rather than all-reduced.
  bool reduceScattersGradients() const { return shardOptimizerStates; }
  /// Whether the full gradients are reduced only once the backward is done
  /// (stage 1), not as each is produced.
  bool reducesGradientsAfterBackward() const {
    return shardOptimizerStates && !shardGradients;
  }
  /// Whether each rank all-gathers the weights it updated from its shard, so
  /// that every rank holds the full weights for the next step (stages 1-2).
  bool gathersUpdatedWeights() const {
    return shardOptimizerStates && !shardWeights;
  }
  /// Whether the step all-gathers weights at all: the updated weights
  /// (stages 1-2) or the sharded weights for their uses (stage 3). Without
  /// it, an all-gather can only be the last step of a hierarchical
  /// all-reduce of a gradient (stage 0 with shard groups).
  bool gathersWeights() const {
    return gathersUpdatedWeights() || shardWeights;
  }
  /// What these decisions do to one parameter whose stage is capped at
  /// `maxStage` (`ParamStates::maxStage`: its `zero.max_stage`, 2 for a
  /// persistent weight, else 3): the step's decisions and the cap's preset
  /// both shard a kind of state. A persistent weight at stage 3 is thus
  /// treated as at stages 1-2 (its updated slice gathered back after the
  /// update), and a parameter capped at 0 as at stage 0 (whole, its
  /// gradient all-reduced).
  StageDecisions forParam(int64_t maxStage) const;
  /// A flag is not a stage (`zero.persistent` caps at 2, not at 0 or 1).
  StageDecisions forParam(bool) const = delete;
  /// Whether gradients are reduced under `other` as under these: by the
  /// same kind of collective, at the same point of the step. Only such
  /// gradients share a collective.
  bool reducesGradientsAs(const StageDecisions &other) const {
    return reduceScattersGradients() == other.reduceScattersGradients() &&
           reducesGradientsAfterBackward() ==
               other.reducesGradientsAfterBackward();
  }
  /// Whether the states of `role` are sharded.
  bool shards(StateRole role) const {
    switch (role) {
    case StateRole::Optimizer:
      return shardOptimizerStates;
    case StateRole::Grad:
      return shardGradients;
    case StateRole::Weight:
      return shardWeights;
    }
    llvm_unreachable("unknown state role");
  }
};

/// The decisions of ZeRO stage `stage` (0 to 3): each stage shards what the
/// one below it shards, and one more kind of state.
inline StageDecisions getStagePreset(int stage) {
  assert(stage >= 0 && stage <= 3 && "ZeRO stages are 0 to 3");
  StageDecisions decisions;
  decisions.shardOptimizerStates = stage >= 1;
  decisions.shardGradients = stage >= 2;
  decisions.shardWeights = stage >= 3;
  return decisions;
}

inline StageDecisions StageDecisions::forParam(int64_t maxStage) const {
  StageDecisions cap = getStagePreset(static_cast<int>(maxStage));
  StageDecisions decisions;
  decisions.shardOptimizerStates =
      shardOptimizerStates && cap.shardOptimizerStates;
  decisions.shardGradients = shardGradients && cap.shardGradients;
  decisions.shardWeights = shardWeights && cap.shardWeights;
  return decisions;
}

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_PLAN_STAGEPRESET_H
