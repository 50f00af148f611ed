//===- ZeroShardPlanOptions.h - zero-shard's options as a plan -*- C++ -*-===//
//
// What ZeroShardPlanOptions.cpp does with zero-shard's options apart from
// the planner: pinning them to a `#zero.plan` the module carries, the
// recomputation policy's two spellings, and the label every search writes
// for a candidate.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDPLANOPTIONS_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDPLANOPTIONS_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Plan/ShardPlan.h"
#include "zero/Dialect/Zero/Transforms/PassOptions.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::zero {

/// The options of zero-shard the user gave, as opposed to their defaults.
struct GivenShardOptions {
  bool stage = false, gridName = false, remat = false, offload = false,
       offloadParams = false, shardGroup = false, dpAxis = false,
       reshardAfterForward = false, reshardThreshold = false,
       castOnGather = false;
};

/// Pins `options` to `requested`, the `#zero.plan` that `module` carries
/// (written by hand or by another compiler): every field of the plan sets
/// its option. An option in `given` whose value differs from the plan's is
/// an error naming both. `dp_axes` (axis indices) pins dp-axis= to the
/// names the grid gives those axes. The step's own `#zero.plan` then
/// records the plan.
LogicalResult pinOptionsToPlan(ModuleOp module, PlanAttr requested,
                               const GivenShardOptions &given,
                               ZeroShardOptions &options);

/// The plan's policy as zero-remat's option names it, and back.
RematPolicyOption toRematPolicyOption(RematPolicy policy);
RematPolicy toRematPolicy(RematPolicyOption policy);

/// The fields of a candidate that its line in a search's remark names
/// besides its stage: those the search compares (a value every candidate
/// shares is not repeated on each line).
struct CandidateLabelFields {
  bool shardGroup = false;
  bool remat = false;
  /// reshard-after-forward, at the stages that shard the weights.
  bool reshard = false;
  /// cast-on-gather, where the candidate has it.
  bool castOnGather = false;
  /// The offload level, where the candidate has one.
  bool offload = false;
};

/// Starts a candidate's line of the remark: "\n  stage S", then the
/// `fields` compared (", shard-group=G", ", remat=P",
/// ", reshard-after-forward=R", ", cast-on-gather",
/// ", offload=cpu offload-params", ", the first K kept on the device")
/// and the prefetch depth of its
/// row when it is not 0 (", prefetch=K"; the row's, since with a given
/// prefetch=K the plans of the rows priced without prefetching carry K).
/// Every search writes its lines through this, so that one candidate reads
/// the same in each.
void writeCandidateLabel(raw_ostream &os, const ShardPlan &plan,
                         int64_t shardRanks, int64_t prefetch,
                         const CandidateLabelFields &fields);

} // namespace mlir::zero

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROSHARDPLANOPTIONS_H
