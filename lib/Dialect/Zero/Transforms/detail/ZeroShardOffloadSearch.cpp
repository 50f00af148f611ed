//===- ZeroShardOffloadSearch.cpp - what the search says of offload -------===//
//
// The parts of both searches (ZeroShardChoice.cpp, ZeroShardGroupSearch.cpp)
// that only offloaded candidates have: on-device=auto's search for the
// parameters an offloaded plan keeps on the device (a bisection on how many
// of getOffloadKeepOrder, TierLowering.h, still fit, skipped where keeping
// any cannot beat the fastest step found), what it chose, and which tiers'
// time a machine leaves out.
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Analysis/MachineModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Plan/PlanSearch.h"
#include "zero/Report/ReportWriters.h"

#include "mlir/IR/Diagnostics.h"

#include <limits>

using namespace mlir;
using namespace mlir::zero;

void ShardPlanner::remarkUntimedTiers(Location loc, const MachineModel *machine,
                                      ArrayRef<PlanCandidate> table) {
  if (!machine)
    return;
  bool movesOverPcie = false, movesToNvme = false;
  for (const PlanCandidate &row : table) {
    if (!row.priced || row.plan.offload.target == OffloadTarget::None)
      continue;
    movesOverPcie = true;
    movesToNvme |= row.plan.offload.target == OffloadTarget::Nvme;
  }
  auto remark = [&](StringRef what, StringRef option, StringRef key) {
    emitRemark(loc) << "zero-shard: the steps above leave out the " << what
                    << ": " << machine->name
                    << " gives no bandwidth for them (pass " << option
                    << "=BYTES_PER_S, or " << key
                    << " in a machine description)";
  };
  if (movesOverPcie && machine->pcieBandwidth <= 0)
    remark("copies over PCIe of the offloaded candidates", "pcie-bandwidth",
           "pcie_bandwidth");
  if (movesToNvme && machine->nvmeBandwidth <= 0)
    remark("NVMe reads and writes of the candidates offloaded to NVMe",
           "nvme-bandwidth", "nvme_bandwidth");
}

LogicalResult ShardPlanner::searchKeptOnDevice(
    ArrayRef<PlanCandidate> table, size_t first, int64_t movable,
    bool everyDepth,
    function_ref<FailureOr<PlanCandidate>(const ShardPlan &)> priceKept,
    Location loc, raw_ostream &why) {
  // The fastest step of a row that can be chosen: a row whose plan cannot
  // get below it with parameters kept is not searched. Without step times
  // every row is (keeping more moves fewer bytes, which the comparator
  // prefers).
  double fastest = std::numeric_limits<double>::infinity();
  struct Searched {
    ShardPlan plan;
    std::optional<double> bound;
  };
  SmallVector<Searched> offloaded;
  for (auto [index, row] : llvm::enumerate(table)) {
    if (!row.canBeChosen())
      continue;
    if (row.stepSeconds)
      fastest = std::min(fastest, *row.stepSeconds);
    if (index >= first && row.plan.offload.target != OffloadTarget::None)
      offloaded.push_back(
          {row.plan, row.stepSeconds
                         ? std::optional(getStepBoundIfKept(row, everyDepth))
                         : std::nullopt});
  }
  // The most promising first, so that the fastest step found rules out
  // more of the rest.
  llvm::stable_sort(offloaded, [](const Searched &a, const Searched &b) {
    return a.bound.value_or(0) < b.bound.value_or(0);
  });
  size_t skipped = 0;
  for (const Searched &candidate : offloaded) {
    if (candidate.bound && *candidate.bound > fastest) {
      ++skipped;
      continue;
    }
    int64_t fitting = 0, over = movable;
    while (over - fitting > 1) {
      ShardPlan kept = candidate.plan;
      kept.offload.keptOnDevice = fitting + (over - fitting) / 2;
      FailureOr<PlanCandidate> row = priceKept(kept);
      if (failed(row))
        return failure();
      if (candidate.bound && row->stepSeconds &&
          *row->stepSeconds < *candidate.bound)
        return emitError(loc)
               << "zero-shard: internal error: the lower bound of a step "
                  "with parameters kept on the device ("
               << *candidate.bound << " s) exceeds its estimate ("
               << *row->stepSeconds
               << " s); please report this with the "
                  "input";
      if (row->canBeChosen() && row->stepSeconds)
        fastest = std::min(fastest, *row->stepSeconds);
      (row->fits ? fitting : over) = kept.offload.keptOnDevice;
    }
  }
  if (skipped != 0)
    why << "\n  (on-device=auto: " << skipped << " of the " << offloaded.size()
        << " offloaded candidates that fit " << (skipped == 1 ? "is" : "are")
        << " not searched for parameters to keep on the device: with any "
           "kept, the step could not be shorter than "
        << formatSeconds(fastest) << " s, the fastest found)";
  return success();
}

void ShardPlanner::remarkKeptOnDevice(Location loc, const ShardPlan &base,
                                      const ShardPlan &chosen,
                                      int64_t movable) {
  if (!base.keptOnDeviceSearched)
    return;
  InFlightDiagnostic remark = emitRemark(loc);
  remark << "zero-shard: on-device=auto ";
  if (chosen.offload.target == OffloadTarget::None) {
    remark << "keeps nothing: the plan chosen offloads nothing";
    return;
  }
  int64_t kept = chosen.offload.keptOnDevice;
  if (movable <= 1) {
    remark << "keeps nothing: the offload moves " << movable << " parameter"
           << (movable == 1 ? "" : "s")
           << " it could keep, and keeping all would move nothing "
              "(offload=none's program)";
    return;
  }
  if (kept == 0) {
    remark << "keeps none of the " << movable
           << " parameters the offload moves on the device: the plan does "
              "not fit with the first of them kept there";
    return;
  }
  remark << "keeps the first " << kept << " of the " << movable
         << " parameters the offload moves on the device";
  if (kept + 1 == movable)
    remark << ", all but the last (keeping every one would move nothing: "
              "offload=none's program)";
  else
    // The bisection ends between a count that fits and the next, which it
    // priced. The requirement does not grow evenly with the count (the
    // caching allocator's reserve), so a larger count may fit again.
    remark << " (the first " << kept + 1
           << " do not fit; the count is found by bisection, and since the "
              "allocator's reserve does not grow evenly with it, more may "
              "fit)";
  remark << "; their states and update stay there, and their weight "
            "arguments are marked '"
         << ZeroDialect::kOnDeviceAttrName << "'";
}
