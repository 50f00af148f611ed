//===- ZeroRematPlanner.h - zero-remat: what to recompute -------*- C++ -*-===//
//
// The planner of `zero-remat` (ZeroRemat.cpp): for each layer, the forward
// segment, what the policy keeps and which operations the backward
// recomputes instead. Declared here so that the pass (ZeroRemat.cpp, the
// rewrite that applies a plan) and the planner (ZeroRematPlanner.cpp, the
// analysis that makes it) are files of their own; nothing else includes it.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_TRANSFORMS_DETAIL_ZEROREMATPLANNER_H
#define ZERO_LIB_TRANSFORMS_DETAIL_ZEROREMATPLANNER_H

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/Transforms/Remat.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <map>

namespace mlir::zero::detail {

//===----------------------------------------------------------------------===//
// Program order
//===----------------------------------------------------------------------===//

/// The operations at the top level of the step's body, numbered in program
/// order. A nested operation counts at its top-level ancestor: a value read
/// inside a `linalg.generic` body is read where the generic runs.
class ProgramOrder {
public:
  explicit ProgramOrder(Block &body) : body(body) {
    for (Operation &op : body) {
      position[&op] = opAt.size();
      opAt.push_back(&op);
    }
  }

  /// The position of the original top-level operation that is or contains
  /// `op`; nullopt for operations created since (the clones).
  std::optional<unsigned> of(Operation *op) const {
    Operation *top = body.findAncestorOpInBlock(*op);
    auto it = top ? position.find(top) : position.end();
    if (it == position.end())
      return std::nullopt;
    return it->second;
  }
  Operation *at(unsigned index) const { return opAt[index]; }
  unsigned size() const { return opAt.size(); }

private:
  Block &body;
  llvm::DenseMap<Operation *, unsigned> position;
  SmallVector<Operation *> opAt;
};

//===----------------------------------------------------------------------===//
// The plan
//===----------------------------------------------------------------------===//

/// What a top-level operation is to the plan.
enum class OpKind {
  /// Constant-like: clones read the original, which dominates everything.
  Constant,
  /// Storage computed from constants alone (`tensor.empty`, a fill of a
  /// constant): no segment owns it; each clone that needs one makes its own,
  /// so that a clone never writes into, or keeps alive, a forward buffer.
  Free,
  /// Everything else.
  Compute,
};

/// A projection's output as the framework stores it, where the program has
/// no buffer of its own for it (`LayerPlan::storedCopies`).
struct StoredCopy {
  /// The projection's sum.
  Value sum;
  /// The element type the framework stores it in (the activations').
  Type elementType;
  /// Whether `sum` is that output plus something else (the contraction
  /// accumulated into the residual stream), so that its elements are not
  /// the output's and only the buffer's size is.
  bool accumulated;
};

/// One layer's recomputation.
struct LayerPlan {
  int64_t layer;
  /// The gathering unit of the layer (index into `computeGatheringUnits`).
  unsigned unit;
  /// The forward segment: top-level positions `begin` to `end`, inclusive.
  unsigned begin, end;
  /// Values of the segment the backward reads from the clones instead.
  SmallVector<Value> recomputed;
  /// Operations to clone, in program order.
  SmallVector<Operation *> clones;
  /// The values of the segment the policy keeps beyond those every policy
  /// keeps (`op`: every second projection and fused attention's results).
  llvm::DenseSet<Value> keptByPolicy;
  /// `op`: projections whose output the policy keeps but the program never
  /// stores on its own: the only reader of the sum rounds it together with
  /// other operands (a residual add), or the contraction accumulates into
  /// the residual stream itself. torchtitan's selective checkpointing still
  /// caches the projection's own output (`aten.mm`'s) until the layer's
  /// recomputation; the rewrite stores a buffer of that output's type.
  SmallVector<StoredCopy, 0> storedCopies;
  /// `op`: values the policy keeps that no backward operation reads, in
  /// program order. The framework's cache holds them all the same.
  SmallVector<Value, 0> keptUnread;
  /// The last backward operation that reads a value of the segment: the end
  /// of the layer's backward, after which the stored copies and the kept
  /// values nothing reads are released.
  Operation *lastBackwardReader = nullptr;
  /// `policy=selective`: the operations of the attention core, the only
  /// ones whose results are not kept.
  llvm::DenseSet<Operation *> core;
  /// The first backward operation that reads a recomputed value: the clones
  /// go right before it.
  Operation *insertBefore = nullptr;
  unsigned insertPosition = 0;
};

class RematPlanner {
public:
  RematPlanner(const StateTable &table, StringRef noneOption)
      : table(table), noneOption(noneOption),
        body(table.getFunction().getFunctionBody().front()), order(body),
        units(computeGatheringUnits(table)) {}

  /// The layers to recompute under `policy` in a program that gathers the
  /// weights as `gathering` says; fails after reporting every error. What
  /// the plans of every policy read (the forward, the kinds of ops, the
  /// weights' reads, the live bytes) is found by the first call and kept
  /// for the next, on the same step, and so is each policy's plan before
  /// the gathering check.
  FailureOr<SmallVector<LayerPlan>> plan(RematPolicyOption policy,
                                         const RematGathering &gathering);
  /// The last top-level position of the forward (after `plan`).
  int64_t getForwardEnd() const { return forwardEnd; }

private:
  LogicalResult findForward();
  void classifyOps();
  void findWeightReads();
  void computeLiveBytes();
  /// The cut in a gap between two units' weight reads: the position, among
  /// `from` to `to` (inclusive; -1 = before the body), after which the
  /// fewest forward bytes are live, the latest on a tie.
  int64_t cutGap(int64_t from, int64_t to) const;
  FailureOr<std::optional<LayerPlan>> planLayer(unsigned unit);
  bool isKept(Value value, const LayerPlan &plan) const;
  bool isLinearProjection(Operation *op, unsigned unit) const;
  /// Whether `op` contracts two activations: a contraction none of whose
  /// inputs is a weight (through views), a constant or storage made from
  /// constants.
  bool isActivationContraction(Operation *op) const;
  /// Fills the plan's `keptByPolicy` (`op`) or `core` (`selective`).
  void selectKept(LayerPlan &plan) const;
  /// Drops the plans whose clones would need a stage-3 gather of their own
  /// under `gathering` (none where it gathers no weight).
  void dropPlansThatAddGathers(SmallVector<LayerPlan> &plans,
                               const RematGathering &gathering);
  /// For each of `units`, whether stage 3 under `resharding` frees it
  /// between its forward and backward, decided as zero-shard decides it
  /// (on the units it gathers, `decideResharding`).
  SmallVector<bool> getReshardedUnits(ReshardPolicy resharding) const;

  /// The reads of the step every policy's plan shares; failure when the
  /// forward is not found (reported once).
  LogicalResult analyze();

  const StateTable &table;
  /// The policy `plan` plans for.
  RematPolicyOption policy = RematPolicyOption::None;
  /// Each policy's plans before the gathering check (`plan`).
  std::map<RematPolicyOption, SmallVector<LayerPlan>> plannedLayers;
  std::optional<LogicalResult> analyzed;
  /// How the caller's options say "no recomputation", for the fixes the
  /// errors name.
  StringRef noneOption;
  Block &body;
  ProgramOrder order;
  SmallVector<GatheringUnit> units;

  /// The last top-level position of the forward; -1 when the loss depends on
  /// nothing in the body.
  int64_t forwardEnd = -1;
  SmallVector<OpKind> kinds;
  /// The gathering unit of each weight.
  llvm::DenseMap<Value, unsigned> unitOfWeight;
  /// Per top-level position, the units whose weights the operation reads.
  SmallVector<SmallVector<unsigned, 1>> unitsReadAt;
  /// The same, counting only the weights stage 3 gathers for their uses
  /// (not the persistent ones, `getUnitsGatheredForUse`): the reads that
  /// decide its gathers.
  SmallVector<SmallVector<unsigned, 1>> gatheredUnitsReadAt;
  /// The positions that read a unit's weights, in order: per unit, and of
  /// any unit (`planLayer` finds a layer's neighbours by bisection).
  SmallVector<SmallVector<unsigned, 4>> readsOfUnit;
  SmallVector<unsigned> readPositions;
  /// Per position p of the forward, the bytes of forward values defined at
  /// or before p that the forward still reads after p.
  SmallVector<uint64_t> liveAfter;
};

} // namespace mlir::zero::detail

#endif // ZERO_LIB_TRANSFORMS_DETAIL_ZEROREMATPLANNER_H
