//===- PlanBound.cpp - a lower bound of a candidate's device memory -------===//
//
// The search prices a candidate by writing its program (or replaying the
// rewrite) and measuring it, which for Llama 3.1 405B takes about a tenth
// of a second each. Most candidates of a large model do not fit because
// their states alone do not: stage 0-2 hold every weight, small shard
// groups hold large shards. The bound below tells those apart without the
// program, so the search leaves them unpriced, with the bound as the
// reason, and the choice is the same: a candidate whose bound exceeds the
// device cannot fit, and only a candidate that fits can be chosen.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Plan/PlanSearch.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

using namespace mlir;
using namespace mlir::zero;

std::optional<uint64_t> zero::getResidentArgumentBytes(FunctionOpInterface step,
                                                       const ShardPlan &plan,
                                                       int64_t shardRanks) {
  if (shardRanks < 1)
    return std::nullopt;
  StageDecisions decisions = plan.getDecisions();
  uint64_t total = 0;
  for (unsigned i = 0, e = step.getNumArguments(); i < e; ++i) {
    // A parameter sharded over its own dp axes has another group than the
    // plan's: no bound.
    if (step.getArgAttr(i, ZeroDialect::kDpAxesAttrName))
      return std::nullopt;
    auto type = dyn_cast<ShapedType>(step.getArgument(i).getType());
    if (!type || !type.hasStaticShape())
      continue;
    // An argument already placed off the device (or anywhere by hand)
    // is left out rather than guessed.
    if (step.getArgAttr(i, ZeroDialect::kTierAttrName))
      continue;
    std::optional<uint64_t> elements = getNumElements(type);
    std::optional<uint64_t> bits = getElementBitWidth(type.getElementType());
    if (!elements || !bits)
      continue;
    auto state =
        step.getArgAttrOfType<StateAttr>(i, ZeroDialect::kStateAttrName);
    bool sharded = false;
    if (state) {
      switch (state.getRole()) {
      case StateRole::Grad:
        // Gradients the step takes as arguments are left out: what the
        // rewrite does with them is not this bound's to assume.
        continue;
      case StateRole::Weight:
        // Cast-on-gather drops the weight's argument; offload-params moves
        // its shard to the host or NVMe. A persistent weight stays whole,
        // on the device.
        if (step.getArgAttr(i, ZeroDialect::kPersistentAttrName)) {
          sharded = false;
          break;
        }
        if (plan.castOnGather || plan.offload.params)
          continue;
        sharded = decisions.shardWeights;
        break;
      case StateRole::Optimizer:
        if (plan.offload.target != OffloadTarget::None)
          continue;
        sharded = decisions.shardOptimizerStates;
        break;
      }
    }
    // A sharded state holds at least floor(n / G) elements on every rank,
    // whatever the padding and the flattening.
    uint64_t held =
        sharded ? *elements / static_cast<uint64_t>(shardRanks) : *elements;
    uint64_t heldBits = 0;
    if (__builtin_mul_overflow(held, *bits, &heldBits))
      return std::nullopt;
    if (__builtin_add_overflow(total, heldBits / 8, &total))
      return std::nullopt;
  }
  return total;
}
