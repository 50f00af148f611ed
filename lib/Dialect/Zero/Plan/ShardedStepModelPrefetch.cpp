//===- ShardedStepModelPrefetch.cpp - prefetch depths of a modelled step --===//
//
// zero-prefetch's schedule (PrefetchScheduler.h) planned on the replay's
// record of the program zero-shard would write, and that record measured in
// the planned order: the footprint of each prefetch depth without a
// sharded copy. The schedule's moves are the pass's own; this file only
// answers the questions they ask of a program, from the record.
//
//===----------------------------------------------------------------------===//

#include "detail/ShardedStepModelImpl.h"

#include "zero/Dialect/Zero/Plan/PrefetchScheduler.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

namespace mlir::zero::detail {

/// The replay's record, as the schedule reads a program: ops and values
/// by the replay's numbers, with the use lists the record does not keep.
class RecordedProgram {
public:
  using OpRef = unsigned;
  using ValueRef = unsigned;

  explicit RecordedProgram(const Replay &replay) : r(replay) {
    r.indexReaders(usersBegin, users);
  }

  template <typename F> void forEachOp(F callback) const {
    for (unsigned op = r.head; op != Replay::kEnd; op = r.next[op])
      callback(op);
  }
  bool isCollective(unsigned op) const {
    return r.isNew(op) && r.getNew(op).collective.has_value();
  }
  bool isGather(unsigned op) const {
    return isCollective(op) &&
           *r.getNew(op).collective == CollectiveKind::AllGather;
  }
  bool isRelease(unsigned op) const {
    return r.isNew(op) && r.getNew(op).isRelease;
  }
  SmallVector<unsigned, 2> getOperands(unsigned op) const {
    ArrayRef<unsigned> operands = r.readOperands(op);
    return SmallVector<unsigned, 2>(operands.begin(), operands.end());
  }
  SmallVector<unsigned, 2> getResults(unsigned op) const {
    return r.getResultValues(op);
  }
  std::optional<unsigned> getTopDefiningOp(unsigned value) const {
    unsigned op = r.getProducerOp(value);
    if (op == ~0u)
      return std::nullopt;
    return op;
  }
  std::optional<unsigned> getSingleUseCast(unsigned value) const {
    std::optional<unsigned> op = getTopDefiningOp(value);
    if (!op || usersBegin[value + 1] - usersBegin[value] != 1)
      return std::nullopt;
    bool isCast = r.isNew(*op) ? r.getNew(*op).isCast
                               : isa<arith::TruncFOp>(r.d.ops[*op].op);
    if (!isCast)
      return std::nullopt;
    return op;
  }
  unsigned getCastInput(unsigned cast) const {
    return r.readOperands(cast).front();
  }
  std::optional<unsigned> getViewSource(unsigned value) const {
    std::optional<unsigned> op = getTopDefiningOp(value);
    // Every view the rewrite inserts is a reshape or a slice (`isViewOp`).
    if (!op ||
        (r.isNew(*op) ? !r.getNew(*op).isView : !isViewOp(r.d.ops[*op].op)) ||
        r.readOperands(*op).empty())
      return std::nullopt;
    return r.readOperands(*op).front();
  }
  template <typename F> void forEachUser(unsigned value, F callback) const {
    for (unsigned at = usersBegin[value]; at < usersBegin[value + 1]; ++at)
      callback(users[at]);
  }

private:
  const Replay &r;
  /// The readers of value v are users[usersBegin[v] .. usersBegin[v + 1]).
  SmallVector<unsigned> usersBegin, users;
};

} // namespace mlir::zero::detail

std::vector<std::optional<ShardedStepModel::PricedProgram>>
ShardedStepModel::evaluatePrefetched(
    const ReshardPolicy &reshard, int stage, int64_t worldSize,
    bool castOnGather, int64_t shardRanks, OffloadLevel offload,
    ArrayRef<int64_t> depths, const MachineModel *machine,
    function_ref<bool(const ScheduledFootprint &)> isTimed) {
  std::vector<std::optional<PricedProgram>> programs(depths.size());
  std::optional<ModelledGroups> groups = getModelledGroups(
      worldSize, shardRanks, description->isCoveredOn(mesh), mesh);
  if (!groups)
    return programs;
  ScopedDiagnosticHandler quiet(description->table.getFunction().getContext(),
                                [](Diagnostic &) { return success(); });
  Replay replay(*description, stage, *groups,
                getWeightCasts(castOnGather, getStagePreset(stage).shardWeights,
                               offload.target),
                reshard);
  if (!replay.rewrite() || !replay.placeInTiers(offload))
    return programs;
  RecordedProgram program(replay);
  for (auto [depth, priced] : llvm::zip_equal(depths, programs)) {
    RecordOrder order =
        Scheduler<RecordedProgram, RecordOrder>(program).run(depth).first;
    std::optional<ScheduledFootprint> footprint = replay.measure(&order);
    if (!footprint)
      continue;
    priced.emplace(PricedProgram{std::move(*footprint), std::nullopt});
    if (!machine || (isTimed && !isTimed(priced->footprint)))
      continue;
    std::string error;
    FailureOr<StepTimeline> timeline = replay.time(order, *machine, error);
    if (succeeded(timeline))
      priced->timeline = *timeline;
  }
  return programs;
}
