//===- CollectiveBytes.cpp - what a collective names and sends ------------===//
//
// The bytes one collective of a sharded program sends per rank, its group
// (ScheduledFootprint.h: getCollectiveGroupSize, getCollectiveSentBytes,
// addCollectiveTraffic) and the tensors and grid axes it names
// (detail/CollectiveBytes.h). A file apart from the scheduled footprint
// because it reads one op at a time: the footprint's sweep of the whole
// program uses it, and so do the step timeline (StepTimeline.cpp) and
// zero-shard's replay (Plan/ShardedStepModel.cpp).
//
//===----------------------------------------------------------------------===//

#include "detail/CollectiveBytes.h"

#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

bool zero::addCollectiveTraffic(
    std::array<CollectiveTraffic, kNumCollectiveKinds> &traffic,
    CollectiveKind kind, uint64_t shardBytes, int64_t worldSize) {
  std::optional<uint64_t> sent =
      getBytesSentPerRank(kind, shardBytes, worldSize);
  return sent && addChecked(traffic[static_cast<int>(kind)].sentBytes, *sent);
}

/// The tensors a collective produces: its results, less the token of an
/// asynchronous start (which `zero.wait` reads; it holds no bytes).
ValueRange zero::detail::getCollectiveTensors(Operation *collective) {
  ValueRange results = collective->getResults();
  if (!results.empty() && isa<TokenType>(results.back().getType()))
    return results.drop_back();
  return results;
}

/// The grid axes a collective names (as written: empty for the whole grid)
/// and the number of ranks along them. The op verifier has checked that the
/// grid resolves statically.
std::pair<SmallVector<int16_t>, int64_t>
zero::detail::getCollectiveGroup(Operation *op) {
  SymbolTableCollection symbols;
  return llvm::TypeSwitch<Operation *,
                          std::pair<SmallVector<int16_t>, int64_t>>(op)
      .Case<AllGatherOp, ReduceScatterOp, AllReduceOp, AllGatherStartOp,
            ReduceScatterStartOp, AllReduceStartOp>([&](auto collective) {
        ArrayRef<int16_t> axes = collective.getGridAxes();
        return std::make_pair(SmallVector<int16_t>(axes),
                              collective.getGroupSize(symbols).value_or(1));
      });
}

SmallVector<int64_t> zero::detail::getCollectiveGridShape(Operation *op) {
  SymbolTableCollection symbols;
  return llvm::TypeSwitch<Operation *, SmallVector<int64_t>>(op)
      .Case<AllGatherOp, ReduceScatterOp, AllReduceOp, AllGatherStartOp,
            ReduceScatterStartOp, AllReduceStartOp>([&](auto collective) {
        shard::GridOp grid =
            shard::getGridOrNull(op, collective.getGridAttr(), symbols);
        return grid ? SmallVector<int64_t>(grid.getShape())
                    : SmallVector<int64_t>();
      });
}

int64_t zero::getCollectiveGroupSize(Operation *op) {
  return getCollectiveGroup(op).second;
}

std::optional<uint64_t> zero::getCollectiveSentBytes(Operation *op,
                                                     int64_t groupRanks) {
  CollectiveKind kind = *getCollectiveKind(op);
  uint64_t total = 0;
  // The token of an asynchronous start is its last result and has no
  // operand: `zip` stops before it.
  for (auto [input, result] : llvm::zip(op->getOperands(), op->getResults())) {
    // The per-rank shard: the gathered input, the scattered result, or the
    // ring's chunk of an all-reduced tensor.
    uint64_t shardBytes;
    if (kind == CollectiveKind::AllGather) {
      shardBytes = getStaticTensorBytes(input.getType()).value_or(0);
    } else if (kind == CollectiveKind::ReduceScatter) {
      shardBytes = getStaticTensorBytes(result.getType()).value_or(0);
    } else {
      auto type = cast<RankedTensorType>(input.getType());
      uint64_t chunk = llvm::divideCeil(type.getNumElements(), groupRanks);
      shardBytes = getByteSize(chunk, type.getElementType()).value_or(0);
    }
    std::optional<uint64_t> sent =
        getBytesSentPerRank(kind, shardBytes, groupRanks);
    if (!sent || !addChecked(total, *sent))
      return std::nullopt;
  }
  return total;
}
