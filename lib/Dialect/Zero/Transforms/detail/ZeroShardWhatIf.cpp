//===- ZeroShardWhatIf.cpp - the N on which stage 3 would fit -----------===//
//
// When no candidate fits on a device at the plan's N, the error says what
// would: the least transient part stage 3 holds under the policies
// compared, and, where one group lies on one axis, an N on which stage 3
// fits, searched among the stage-3 programs the model writes on more
// ranks (what-if copies of the group).
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"
#include "ZeroShardRemat.h"

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::zero;

/// The most Ns past the plan's that the search for one that fits prices
/// one by one (each a program priced) before it bisects instead.
static constexpr int64_t kRanksPricedOneByOne = 64;

LogicalResult ShardPlanner::explainWhatWouldFit(
    InFlightDiagnostic &diag,
    ArrayRef<std::unique_ptr<PolicyCandidate>> candidates,
    const ShardPlan &base, std::optional<RematPolicy> requestedRemat,
    ArrayRef<int> stages, bool comparePolicies, uint64_t capacity,
    MemoryModelAnalysis &memoryModel, bool searchesN) {
  int64_t groupSize = base.groupSize;
  if (!llvm::is_contained(stages, 3)) {
    diag << "\n  stage 3 shards the most; compare every stage with "
            "stage=auto";
    return failure();
  }
  // Nothing fits: the smallest N for which stage 3 would, under the policy
  // whose stage-3 program has the smallest transient part (gathered layers,
  // gradient buckets, activations), holding that part at what it is now and
  // scaling the model states with N exactly. Recomputation changes no model
  // state, so the step's memory model serves every policy.
  // On a GPU the transient part includes what the device needs besides
  // the tensors (the allocator's reserve, the CUDA context, NCCL's
  // buffers), taken as they are at this N.
  // Whatever N means on the grid: on a mesh the product of ZeRO's axes,
  // with parameters in groups of their own each group's ranks.
  // The stage-3 programs priced below run on more ranks than this N. On
  // one rank stage 3 gathers nothing: its recomputation may leave other
  // layers as they are than on more (ZeroShardRemat.h), and its transient
  // part holds no gathered layer. The step that serves the gathering
  // programs is the one priced, and the part that stays from two ranks on
  // is priced on two.
  ShardPlan onMoreRanks = base.withStage(3);
  if (groupSize == 1)
    onMoreRanks.groupSize = kWhatIfWorldSize;
  auto transientOf =
      [&](PolicyCandidate &candidate) -> std::optional<uint64_t> {
    auto transientPart = [&](const ScheduledFootprint &footprint) {
      return getDeviceRequirement(footprint).required -
             footprint.peak.modelStates;
    };
    if (groupSize == 1) {
      FailureOr<PricedPlan> onTwo =
          priceProgram(candidate, onMoreRanks, kWhatIfWorldSize);
      if (failed(onTwo))
        return std::nullopt;
      return transientPart(onTwo->footprint);
    }
    // Stage 3 as requested (with reshard-after-forward=auto, resharding
    // every unit: the least it can hold), priced above.
    auto priced = candidate.footprints.find(
        PolicyCandidate::getFootprintKey(base.withStage(3)));
    if (priced == candidate.footprints.end())
      return std::nullopt;
    return transientPart(priced->second.footprint);
  };
  PolicyCandidate *saving = nullptr;
  uint64_t transient = 0;
  for (const std::unique_ptr<PolicyCandidate> &candidate : candidates) {
    if (!candidate->serves(onMoreRanks))
      continue;
    std::optional<uint64_t> part = transientOf(*candidate);
    if (!part)
      return failure();
    if (!saving || *part < transient) {
      saving = candidate.get();
      transient = *part;
    }
  }
  // "with remat=layer": the policy the figures below are of, where the
  // choice compared policies or the user named one.
  std::string policyNote;
  RematPolicy applied = comparePolicies ? saving->policy : *requestedRemat;
  if (applied != RematPolicy::None)
    llvm::raw_string_ostream(policyNote)
        << " with remat=" << toRematPolicyOption(applied);
  if (transient >= capacity) {
    diag << "\n  the transient part alone (activations, gathered layers, "
            "gradient buckets"
         << (overheads.cachingAllocator
                 ? ", the allocator's reserve, the CUDA context, NCCL's "
                   "buffers"
                 : "")
         << ") needs " << formatSize(transient) << " at stage 3" << policyNote
         << ", whatever N; use a smaller batch or sequence";
    if (comparePolicies) {
      if (saving->policy == RematPolicy::None)
        diag << " (recomputation does not lower it)";
    } else if (applied == RematPolicy::None) {
      diag << ", or recompute activations (remat=auto, or --zero-remat "
              "before --zero-shard)";
    } else if (applied != RematPolicy::Layer) {
      diag << ", or recompute more (remat=layer or remat=auto)";
    }
    return failure();
  }
  // The N that would fit is searched by what-if copies of one axis of one
  // group; with several axes or groups the candidates above are all.
  if (!searchesN)
    return failure();
  // The formula's model states at N' plus today's transient bound the peak
  // from above; the answer is then searched among real stage-3 programs.
  auto estimatedFit = [&](int64_t ranks) {
    FailureOr<const StageFootprint *> states =
        memoryModel.getFootprint(ranks, 3);
    uint64_t peak;
    return succeeded(states) &&
           !__builtin_add_overflow((*states)->memoryPerRank.total, transient,
                                   &peak) &&
           peak <= capacity;
  };
  // N stops at the most ranks a group can have: an answer past it could
  // never run, and each copy sharded past it would be an error of its own.
  auto noN = [&](int64_t upTo) {
    diag << "\n  no N up to " << upTo << " ranks";
    if (upTo == kMaxGroupSize)
      diag << " (2^31 - 1, the most MPI and NCCL can number)";
    diag << " makes stage 3 fit" << policyNote
         << ": each rank holds at least its shard of every tensor besides "
            "the transient "
         << formatSize(transient);
    return failure();
  };
  int64_t bound = groupSize;
  while (!estimatedFit(bound) && bound < kMaxGroupSize)
    bound = std::min(2 * bound, kMaxGroupSize);
  if (!estimatedFit(bound))
    return noN(kMaxGroupSize);
  int64_t current = groupSize;
  // What stage 3's program needs on a device at `ranks`, priced.
  auto requiredAt = [&](int64_t ranks) -> std::optional<uint64_t> {
    FailureOr<PricedPlan> priced = priceProgram(*saving, onMoreRanks, ranks);
    if (failed(priced))
      return std::nullopt;
    return getDeviceRequirement(priced->footprint).required;
  };
  auto fits = [&](int64_t ranks) {
    std::optional<uint64_t> required = requiredAt(ranks);
    return required && *required <= capacity;
  };
  // The peak is not monotonic in N where padding each shard to N ranks
  // weighs (small tensors: the MLP of the tests needs 336 B on 20 ranks,
  // 328 B on 24 and 392 B on 32). A short range is priced N by N, and the
  // answer is the least N past this one that fits; a long one, where the
  // tensors are large and padding weighs little, is bisected, and the
  // answer is an N whose program was priced and fits.
  int64_t low = current + 1, high = bound;
  if (bound - current <= kRanksPricedOneByOne) {
    for (int64_t ranks = low; ranks < bound; ++ranks)
      if (fits(ranks)) {
        high = ranks;
        break;
      }
  } else {
    while (low < high) {
      int64_t middle = low + (high - low) / 2;
      if (fits(middle))
        high = middle;
      else
        low = middle + 1;
    }
  }
  // `high` is one priced above and found to fit, or the bound, which the
  // estimate says fits: say so only after sharding it.
  std::optional<uint64_t> requiredAtHigh = requiredAt(high);
  if (!requiredAtHigh)
    return failure();
  if (*requiredAtHigh > capacity) {
    diag << "\n  stage 3 on N = " << high << " ranks" << policyNote
         << ", where its model states and the transient part "
         << formatSize(transient) << " would fit, needs "
         << formatSize(*requiredAtHigh)
         << " per device as written; no N that fits was found";
    return failure();
  }
  diag << "\n  stage 3 fits on N = " << high << " ranks" << policyNote
       << " (the model states shrink with N; the transient part, "
       << formatSize(transient);
  if (groupSize == 1)
    diag << " on " << kWhatIfWorldSize << " ranks, where stage 3 first gathers";
  else
    diag << " here";
  diag << ", does not)";
  return failure();
}
