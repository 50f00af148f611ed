//===- OptimizerUpdate.h - the optimizer update of a step -------*- C++ -*-===//
//
// ZeRO stages 1–3 run the optimizer update of each parameter on this rank's
// shard only. That is exact when the update treats every element alone
// (SGD, Adam, AdamW, ...), which is the input contract (docs/design.md §2).
// This file finds the update in the training step — everything computed from a
// parameter's gradient or optimizer states on the way to the step's results —
// checks that it is elementwise; the lowering (ShardLowering.h) rebuilds
// it on flat shards. It also finds, for cast-on-gather, the optimizer state
// whose cast the update writes as each parameter's weight.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_PLAN_OPTIMIZERUPDATE_H
#define ZERO_DIALECT_ZERO_PLAN_OPTIMIZERUPDATE_H

#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::zero {

/// A statically shaped tensor of exactly `numElements` elements: a full-size
/// value of the parameter, whatever its shape (the master weight may be
/// stored flat while the weight is 2-d). The update shards exactly these.
bool isFullSize(Type type, uint64_t numElements);

/// Rewrites the indexing maps of an elementwise `linalg.generic` of the
/// update (`op`; any other op is left as it is) to the 1-d iteration space
/// of the flat shards its operands now are. The rewriter applies it to the
/// update's ops; the search's model applies it to scratch copies of them,
/// to price the ops it does not write (ShardedStepModelTimeline.cpp).
void flattenToShardIterationSpace(Operation *op);

class OptimizerUpdate {
public:
  /// Finds the update ops of every parameter of `table`. Reports, at the
  /// offending op and naming the parameter, every op that is not elementwise
  /// or mixes two parameters, and every update value that leaves through an
  /// unmarked result; fails if there was any.
  static FailureOr<OptimizerUpdate> find(const StateTable &table);

  bool contains(Operation *op) const { return paramOfOp.count(op); }
  /// The ops of the update in program order, each with its parameter.
  ArrayRef<std::pair<Operation *, unsigned>> getOps() const { return ops; }

private:
  llvm::DenseMap<Operation *, unsigned> paramOfOp;
  SmallVector<std::pair<Operation *, unsigned>> ops;
};

/// cast-on-gather: the optimizer state (the master copy) whose cast the
/// update writes as a parameter's new weight, and the cast it writes, which
/// every gather's cast repeats (StateTable.h's `findMasterCopy`).
using WeightCastSource = MasterCopy;

/// Which weights stage 3 gathers as the cast of their master copy.
enum class WeightCasts {
  /// None: every weight keeps its shard.
  None,
  /// Those whose weight argument carries `zero.cast_on_gather`.
  Marked,
  /// Every one that can be (`cast-on-gather=true`, the plan's
  /// `cast_on_gather`).
  Every,
};

/// What a plan casts: every weight it can with `castOnGather`; else, where
/// its stage shards the weights (`StageDecisions::shardWeights`, stage 3)
/// and nothing is offloaded, the marked ones; else none. A mark changes
/// nothing below stage 3 (no weight is gathered) or under offload (whose
/// tier lowering moves weight shards, not casts of masters). The rewrite,
/// its model and the search's bound all ask this.
WeightCasts getWeightCasts(bool castOnGather, bool shardsWeights,
                           OffloadTarget offload);

/// For each parameter of `table`'s (unsharded) step, in order, the master
/// copy its update writes the weight as the cast of, for the parameters
/// `casts` selects: the weight's result is `arith.truncf` of the value
/// returned as an updated optimizer state, as a tensor op or as one result
/// of the `linalg.generic` that yields both. Only then is `cast(master)`
/// between steps, bit for bit, the weight the step would have held.
/// nullopt for the others; under `WeightCasts::Every` the names and reasons
/// of those it cannot cast go to `kept` (the rewrite's statistics; the
/// model of the rewrite, ShardedStepModel.h, passes null). A parameter
/// marked `zero.cast_on_gather` that cannot be cast is an error, not a
/// weight kept: it fails, with the parameter's index in the table and the
/// reason in `unmet` when given.
FailureOr<SmallVector<std::optional<WeightCastSource>>> findWeightCastSources(
    const StateTable &table, const OptimizerUpdate &update, WeightCasts casts,
    SmallVectorImpl<std::pair<std::string, std::string>> *kept,
    std::pair<unsigned, std::string> *unmet = nullptr);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_PLAN_OPTIMIZERUPDATE_H
