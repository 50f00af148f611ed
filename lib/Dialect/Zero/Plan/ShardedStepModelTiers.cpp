//===- ShardedStepModelTiers.cpp - offload's placement, replayed ----------===//
//
// `offload=cpu|nvme` on the model of the rewrite: the placement of
// TierLowering.h run on the replay's record of the program (the same steps
// the rewriter runs on the IR, ZeroShardOffload.cpp), and the measurement's
// rule for where each value lives (TierPlacement.h) on the record.
// test-zero-shard-model compares both with the written program.
//
//===----------------------------------------------------------------------===//

#include "detail/ShardedStepModelImpl.h"

#include "zero/Dialect/Zero/Analysis/TierPlacement.h"
#include "zero/Dialect/Zero/Plan/TierLowering.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

namespace mlir::zero::detail {

/// The replay's record as TierLowering edits it: ops and values by their
/// numbers.
class RecordedTierProgram {
public:
  using OpRef = unsigned;
  using ValueRef = unsigned;

  explicit RecordedTierProgram(Replay &replay) : r(replay) {}

  unsigned getArgument(unsigned index) const { return index; }
  SmallVector<std::pair<StateAttr, unsigned>> getAnnotations() const {
    SmallVector<std::pair<StateAttr, unsigned>> annotations;
    for (unsigned op = r.head; op != Replay::kEnd; op = r.next[op]) {
      if (r.isNew(op))
        continue;
      if (auto annotate = dyn_cast<AnnotateOp>(r.d.ops[op].op))
        annotations.push_back(
            {annotate.getState(), r.getId(annotate.getResult())});
    }
    return annotations;
  }
  /// The lowering records what the last collective of each gradient's
  /// reduction delivers (`mapReducedGradient`).
  unsigned getReducedGradient(unsigned annotated) const {
    auto it = r.reducedOf.find(annotated);
    return it == r.reducedOf.end() ? annotated : it->second;
  }
  /// The readers of each value, from the record as it now is.
  void indexUsers() { r.indexReaders(usersBegin, users); }
  SmallVector<unsigned> getUsers(unsigned value) const {
    return SmallVector<unsigned>(users.begin() + usersBegin[value],
                                 users.begin() + usersBegin[value + 1]);
  }
  bool isComputeOp(unsigned op) const {
    if (op == r.terminator)
      return false;
    if (!r.isNew(op))
      return !isa<ZeroDialect>(r.d.ops[op].op->getDialect());
    const NewOp &inserted = r.getNew(op);
    return !inserted.collective && !inserted.isRelease &&
           !inserted.transferTarget && !inserted.isZeroOp;
  }
  bool hasRegions(unsigned op) const {
    return r.isNew(op) ? r.getNew(op).hasRegions
                       : r.d.ops[op].op->getNumRegions() != 0;
  }
  SmallVector<unsigned, 2> getResults(unsigned op) const {
    return r.getResultValues(op);
  }
  SmallVector<unsigned> getOperands(unsigned op) const {
    return SmallVector<unsigned>(r.readOperands(op));
  }
  SmallVector<unsigned> getReadValues(unsigned op) const {
    SmallVector<unsigned> values(r.readOperands(op));
    llvm::append_range(values, r.readCaptured(op));
    return values;
  }
  std::optional<unsigned> getProducer(unsigned value) const {
    unsigned op = r.getProducerOp(value);
    if (op == ~0u)
      return std::nullopt;
    return op;
  }
  bool isRankedTensor(unsigned value) const {
    return isa<RankedTensorType>(r.getType(value));
  }
  std::optional<MemoryTier> getTransferTarget(unsigned op) const {
    return r.isNew(op) ? r.getNew(op).transferTarget : std::nullopt;
  }
  unsigned getTerminator() const { return r.terminator; }
  SmallVector<unsigned> getOps() const {
    SmallVector<unsigned> ops;
    for (unsigned op = r.head; op != Replay::kEnd; op = r.next[op])
      ops.push_back(op);
    return ops;
  }
  void setInsertionPointAfter(unsigned op) { r.setInsertionPointAfter(op); }
  void setInsertionPointBefore(unsigned op) { r.setInsertionPointBefore(op); }
  unsigned createTransfer(unsigned input, MemoryTier source,
                          MemoryTier target) {
    NewOp transfer;
    transfer.operands = {input};
    transfer.results = {r.addValue(r.getType(input))};
    transfer.transferSource = source;
    transfer.transferTarget = target;
    r.create(std::move(transfer));
    return r.newOps.back().results.front();
  }
  void replaceIn(unsigned op, unsigned from, unsigned to) {
    r.replaceIn(op, from, to);
  }
  unsigned getNumReturned() const { return r.getNumReturned(); }
  unsigned getReturned(unsigned index) const { return r.getReturned(index); }
  void setReturned(unsigned index, unsigned value) {
    r.setReturned(index, value);
  }
  void moveBefore(unsigned op, unsigned point) { r.moveBefore(op, point); }
  void moveAfter(unsigned op, unsigned point) {
    r.moveBefore(op, r.next[point]);
  }
  void setArgumentTier(unsigned index, MemoryTier tier) {
    r.argumentTiers[index] = tier;
  }
  /// The measurement reads the tiers of the values, not of the results.
  void setResultTier(unsigned, MemoryTier) {}

private:
  Replay &r;
  /// The readers of value v are users[usersBegin[v] .. usersBegin[v + 1]).
  SmallVector<unsigned> usersBegin, users;
};

} // namespace mlir::zero::detail

void Replay::moveBefore(unsigned op, unsigned point) {
  if (op == point)
    return;
  unsigned before = previous[op], after = next[op];
  (before == kEnd ? head : next[before]) = after;
  (after == kEnd ? tail : previous[after]) = before;
  unsigned newBefore = point == kEnd ? tail : previous[point];
  next[op] = point;
  previous[op] = newBefore;
  (newBefore == kEnd ? head : next[newBefore]) = op;
  (point == kEnd ? tail : previous[point]) = op;
}

bool Replay::placeInTiers(const OffloadLevel &offload) {
  // What zero-shard refuses (ZeroShardPlanner::shardModule, the options):
  // offload-params without offload, offload below stage 1, with
  // cast-on-gather, and the weights off the device where no gather brings
  // them back.
  if (offload.target == OffloadTarget::None)
    return !offload.params && offload.keptOnDevice == 0;
  if (stage == 0 || casts == WeightCasts::Every ||
      (offload.params && (!decisions.shardWeights || group.shardRanks == 1)))
    return false;
  argumentTiers.assign(d.body.getNumArguments(), MemoryTier::Device);
  RecordedTierProgram program(*this);
  TierLowering<RecordedTierProgram> lowering(program, table.getFunction(),
                                             offload.target, offload.params,
                                             offload.keptOnDevice);
  return lowering.run();
}

bool Replay::measureTiers(ArrayRef<RecordOrder::Entry> entries,
                          ArrayRef<unsigned> scheduled,
                          BufferSchedule &schedule,
                          ScheduledFootprint &footprint) const {
  opsOnHost.clear();
  // The state arguments' bytes by the tier each lives in.
  FunctionOpInterface function = table.getFunction();
  auto addStateBytes = [&](function_ref<MemoryTier(unsigned)> tierOf) {
    for (unsigned argument = 0, e = d.body.getNumArguments(); argument < e;
         ++argument)
      if (!droppedArguments.contains(argument) &&
          function.getArgAttr(argument, ZeroDialect::kStateAttrName) &&
          !addBytes(
              footprint.stateBytesByTier[static_cast<int>(tierOf(argument))],
              schedule.getBytes(scheduled[argument])))
        return false;
    return true;
  };
  // Without offload every value is on the device.
  if (argumentTiers.empty())
    return addStateBytes([](unsigned) { return MemoryTier::Device; });

  // The record as the placement rule reads it (TierPlacement.h): the ops
  // of `entries`, each value's tier by its number.
  struct RecordedPlacement {
    using OpRef = unsigned;
    using ValueRef = unsigned;
    const Replay &r;
    ArrayRef<RecordOrder::Entry> entries;
    SmallVector<MemoryTier> tierOf;

    auto getOps() const {
      return llvm::map_range(
          llvm::make_filter_range(entries,
                                  [this](const RecordOrder::Entry &entry) {
                                    return entry.kind !=
                                               ProgramEntryKind::Wait &&
                                           entry.kind !=
                                               ProgramEntryKind::Release &&
                                           entry.op != r.terminator;
                                  }),
          [](const RecordOrder::Entry &entry) { return entry.op; });
    }
    std::optional<TransferTiers> getTransfer(unsigned op) const {
      if (!r.isNew(op) || !r.getNew(op).transferTarget)
        return std::nullopt;
      const NewOp &transfer = r.getNew(op);
      return TransferTiers{transfer.transferSource, *transfer.transferTarget};
    }
    unsigned getTransferInput(unsigned op) const {
      return r.getNew(op).operands.front();
    }
    void forEachRead(unsigned op, function_ref<void(unsigned)> read) const {
      for (unsigned value : r.readOperands(op))
        read(value);
      for (unsigned value : r.readCaptured(op))
        read(value);
    }
    bool isRankedTensor(unsigned value) const {
      return isa<RankedTensorType>(r.getType(value));
    }
    SmallVector<unsigned, 2> getResults(unsigned op) const {
      return r.getResultValues(op);
    }
    MemoryTier getTier(unsigned value) const { return tierOf[value]; }
    void setTier(unsigned value, MemoryTier tier) { tierOf[value] = tier; }
  } program{*this, entries,
            SmallVector<MemoryTier>(numBaseValues + newTypes.size(),
                                    MemoryTier::Device)};
  for (auto [argument, tier] : llvm::enumerate(argumentTiers))
    program.tierOf[argument] = tier;
  // The same facts the measurement takes from the program: the transfers'
  // traffic and the ops on the host. A transfer from where its input is
  // not, or a read of NVMe, is a program the rewrite does not write.
  struct MeasureTiers {
    ArrayRef<unsigned> scheduled;
    BufferSchedule &schedule;
    ScheduledFootprint &footprint;
    llvm::DenseSet<unsigned> &opsOnHost;
    const Replay &r;

    bool onTransfer(unsigned op, TransferTiers tiers, MemoryTier source) {
      unsigned input = r.getNew(op).operands.front();
      return source == tiers.source &&
             addTransferBytes(footprint.tierTraffic, tiers.target, source,
                              schedule.getBytes(scheduled[input]));
    }
    bool onNvmeRead(unsigned) { return false; }
    bool onHostOp(unsigned op) {
      opsOnHost.insert(op);
      return true;
    }
  } measure{scheduled, schedule, footprint, opsOnHost, *this};
  if (!placeValuesInTiers(program, measure))
    return false;
  ArrayRef<MemoryTier> tierOf = program.tierOf;
  if (!addStateBytes([&](unsigned argument) { return tierOf[argument]; }))
    return false;
  for (auto [value, tier] : llvm::enumerate(tierOf))
    if (tier != MemoryTier::Device && scheduled[value] != ~0u)
      schedule.markTier(scheduled[value], tier);
  return true;
}
