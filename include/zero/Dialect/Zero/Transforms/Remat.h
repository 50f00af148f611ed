//===- Remat.h - activation recomputation as a function ---------*- C++ -*-===//
//
// The rewrite of `zero-remat` (ZeroRemat.cpp; its definitions are the pass's
// description in Passes.td), callable on one step: the `zero-remat` pass
// runs it, and so does `zero-shard` with `remat=selective|op|layer|auto`, on
// the module it shards or on the copies it compares.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_REMAT_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_REMAT_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Transforms/PassOptions.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <memory>

namespace mlir::zero {

class StateTable;
namespace detail {
class RematPlanner;
} // namespace detail

/// What one `applyRemat` did (zero-remat's statistics).
struct RematStatistics {
  /// Layers whose activations are recomputed.
  uint64_t layers = 0;
  /// Operations cloned into the backward, each marked `zero.recompute`.
  uint64_t clonedOps = 0;
  /// Forward values the backward now reads from a clone.
  uint64_t recomputedValues = 0;
};

/// How the program the step is sharded into gathers its weights, which
/// decides the recomputations that would add a gather: a clone reads its
/// layer's weights right before the layer's backward, and where another
/// unit's weights are read in between, a stage-3 program must gather the
/// layer again for the clone (or split the other unit's interval).
struct RematGathering {
  /// Whether each weight is gathered where it is used (stage 3). At
  /// stages 0 to 2 every rank holds the whole weights, so no recomputation
  /// adds a gather.
  bool gathersWeights = true;
  /// Which units stage 3 frees between their forward and backward uses; a
  /// unit it keeps gathered from its first use to its last is not gathered
  /// again for a clone inside that span. A unit's own
  /// `zero.reshard_after_forward` wins (`decideResharding`).
  ReshardPolicy resharding;
};

/// Recomputes the activations of `step`, the unsharded single-device
/// training step, under `policy`, in place. `None` changes nothing. Fails
/// after reporting every error, with the step unchanged: a step that
/// zero-shard already rewrote, one without a layer unit, an op with memory
/// effects in a layer's forward, interleaved layers, no loss. Layers whose
/// recomputation would cost a gather of their own in the program
/// `gathering` describes are left as they are, with a warning.
/// `noneOption` is how the caller's options say "no recomputation"
/// (zero-remat's `policy=none`, zero-shard's `remat=none`): the fix the
/// errors name.
LogicalResult applyRemat(FunctionOpInterface step, RematPolicyOption policy,
                         RematStatistics *statistics = nullptr,
                         StringRef noneOption = "policy=none",
                         const RematGathering &gathering = {});

/// The layers `applyRemat` recomputes, decided on a step without changing
/// it (`planRemat`), and applied to that step or to a clone of it
/// (`applyRematPlan`). zero-shard's search plans each policy on the step
/// before it copies the module for it: a policy that clones no op writes
/// the program `none` does, and needs no copy.
class RematPlan {
public:
  RematPlan();
  ~RematPlan();
  RematPlan(RematPlan &&);
  RematPlan &operator=(RematPlan &&);

  const RematStatistics &getStatistics() const;
  /// The layers recomputed, in program order: two plans of one policy on
  /// one step that recompute the same layers write the same program.
  SmallVector<int64_t> getRecomputedLayers() const;

  /// The plan's own data (ZeroRemat.cpp).
  struct Layers;

private:
  friend class RematPlanning;
  friend void applyRematPlan(FunctionOpInterface, const RematPlan &,
                             const IRMapping &,
                             llvm::DenseMap<Operation *, Operation *> *);
  std::unique_ptr<Layers> layers;
};

/// Plans `applyRemat(step, policy)` for one step and any number of
/// policies, without changing the step: what every policy's plan reads of
/// the step (its forward, the reads of its weights, the bytes live along
/// the forward) is found once. zero-shard's remat=auto plans each policy it
/// compares with one.
class RematPlanning {
public:
  /// Plans on `step`; `table` is its state table where the caller has built
  /// it (else it is built at the first plan). `noneOption` as `applyRemat`.
  RematPlanning(FunctionOpInterface step, StringRef noneOption = "policy=none",
                const StateTable *table = nullptr);
  ~RematPlanning();

  /// The plan of `policy` for a program that gathers as `gathering` says;
  /// fails after reporting where `applyRemat` fails. `None` plans nothing.
  /// Planning one policy for another gathering repeats only the check of
  /// its gathers.
  FailureOr<RematPlan> plan(RematPolicyOption policy,
                            const RematGathering &gathering = {});

private:
  FunctionOpInterface step;
  std::string noneOption;
  const StateTable *table;
  std::optional<StateTable> ownTable;
  /// Built at the first plan that needs one (ZeroRematPlanner.h).
  std::unique_ptr<detail::RematPlanner> planner;
};

/// `RematPlanning(step, noneOption, table).plan(policy, gathering)`.
FailureOr<RematPlan> planRemat(FunctionOpInterface step,
                               RematPolicyOption policy,
                               StringRef noneOption = "policy=none",
                               const StateTable *table = nullptr,
                               const RematGathering &gathering = {});

/// Applies `plan`, planned on a step, to `step`: that step, or a clone of
/// it that `mapping` maps the planned step's values and operations into
/// (an empty mapping for the step itself). With `clonedFrom`, maps each op
/// it clones to recompute to the planned step's op it is a copy of.
void applyRematPlan(
    FunctionOpInterface step, const RematPlan &plan, const IRMapping &mapping,
    llvm::DenseMap<Operation *, Operation *> *clonedFrom = nullptr);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_REMAT_H
