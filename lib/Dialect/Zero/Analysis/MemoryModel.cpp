//===- MemoryModel.cpp - model-state memory and traffic per ZeRO stage ----===//
//
// Sums the model of DESIGN.md §4–5 over the tensors of a state table. All
// arithmetic is checked: a byte count that leaves 64 bits is reported at the
// tensor that pushed it over, never wrapped.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::zero;

//===----------------------------------------------------------------------===//
// Layout and collectives of one tensor
//===----------------------------------------------------------------------===//

/// `sum += value`; false when the sum leaves 64 bits.
[[nodiscard]] static bool addChecked(uint64_t &sum, uint64_t value) {
  return !__builtin_add_overflow(sum, value, &sum);
}

/// `product = a * b`; false when the product leaves 64 bits.
[[nodiscard]] static bool mulChecked(uint64_t a, uint64_t b,
                                     uint64_t &product) {
  return !__builtin_mul_overflow(a, b, &product);
}

bool zero::isShardedAtStage(StateRole role, int stage) {
  switch (role) {
  case StateRole::Optimizer:
    return stage >= 1;
  case StateRole::Grad:
    return stage >= 2;
  case StateRole::Weight:
    return stage >= 3;
  }
  llvm_unreachable("unknown state role");
}

std::optional<ShardLayout> zero::getShardLayout(uint64_t numElements,
                                                Type elementType,
                                                int64_t worldSize) {
  assert(worldSize >= 1 && "a group has at least one rank");
  auto ranks = static_cast<uint64_t>(worldSize);
  ShardLayout layout;
  layout.numElements = numElements;
  layout.shardElements = llvm::divideCeil(numElements, ranks);
  std::optional<uint64_t> shardBytes =
      getByteSize(layout.shardElements, elementType);
  std::optional<uint64_t> fullBytes = getByteSize(numElements, elementType);
  uint64_t groupBytes;
  if (!shardBytes || !fullBytes || !mulChecked(*shardBytes, ranks, groupBytes))
    return std::nullopt;
  layout.shardBytes = *shardBytes;
  // N shards cover the tensor, so `groupBytes >= *fullBytes`.
  layout.paddingBytes = groupBytes - *fullBytes;
  return layout;
}

std::optional<int64_t> zero::getPaddedElements(uint64_t numElements,
                                               Type elementType,
                                               int64_t worldSize) {
  assert(worldSize >= 1 && "a group has at least one rank");
  auto ranks = static_cast<uint64_t>(worldSize);
  uint64_t padded;
  if (!mulChecked(llvm::divideCeil(numElements, ranks), ranks, padded) ||
      padded > static_cast<uint64_t>(INT64_MAX) ||
      !getByteSize(padded, elementType))
    return std::nullopt;
  return static_cast<int64_t>(padded);
}

std::optional<CollectiveKind> zero::getCollectiveKind(Operation *op) {
  if (isa<AllGatherOp>(op))
    return CollectiveKind::AllGather;
  if (isa<ReduceScatterOp>(op))
    return CollectiveKind::ReduceScatter;
  if (isa<AllReduceOp>(op))
    return CollectiveKind::AllReduce;
  return std::nullopt;
}

StringRef zero::getCollectiveName(CollectiveKind kind) {
  switch (kind) {
  case CollectiveKind::AllReduce:
    return "all_reduce";
  case CollectiveKind::ReduceScatter:
    return "reduce_scatter";
  case CollectiveKind::AllGather:
    return "all_gather";
  }
  llvm_unreachable("unknown collective kind");
}

std::optional<uint64_t> zero::getBytesSentPerRank(CollectiveKind kind,
                                                  uint64_t shardBytes,
                                                  int64_t worldSize) {
  assert(worldSize >= 1 && "a group has at least one rank");
  // A ring all_reduce is a reduce_scatter followed by an all_gather: each
  // passes N−1 shards to the next rank.
  uint64_t steps = static_cast<uint64_t>(worldSize) - 1;
  if (kind == CollectiveKind::AllReduce && !mulChecked(steps, 2, steps))
    return std::nullopt;
  uint64_t bytes;
  if (!mulChecked(steps, shardBytes, bytes))
    return std::nullopt;
  return bytes;
}

//===----------------------------------------------------------------------===//
// Footprint of one stage
//===----------------------------------------------------------------------===//

uint64_t zero::countGatheringUnits(const StateTable &table) {
  llvm::DenseSet<int64_t> layers;
  uint64_t unitsWithoutLayer = 0;
  for (const ParamStates &param : table.getParams()) {
    if (param.layer)
      layers.insert(*param.layer);
    else
      ++unitsWithoutLayer;
  }
  return layers.size() + unitsWithoutLayer;
}

/// The fix for a sum of byte counts that overflows.
static constexpr StringLiteral kCheckShapes =
    "the model states are too large to count in bytes, check the tensor "
    "shapes";

namespace {
/// Adds the tensors of a state table to one stage's footprint, one at a time,
/// and reports the first sum that overflows.
class FootprintBuilder {
public:
  FootprintBuilder(int64_t worldSize, int stage) : worldSize(worldSize) {
    footprint.stage = stage;
  }

  LogicalResult addParam(const ParamStates &param);
  StageFootprint finish(uint64_t numUnits);

private:
  LogicalResult addState(const ParamStates &param, const StateValue &state);
  LogicalResult addTraffic(const ParamStates &param, const StateValue &state,
                           const ShardLayout &layout, CollectiveKind kind,
                           unsigned timesPerStep);
  LogicalResult overflow(const ParamStates &param, const StateValue &state,
                         StringRef sumName, StringRef fix);

  int64_t worldSize;
  StageFootprint footprint;
};
} // namespace

LogicalResult FootprintBuilder::overflow(const ParamStates &param,
                                         const StateValue &state,
                                         StringRef sumName, StringRef fix) {
  emitError(Location(state.loc))
      << "the " << sumName << " at ZeRO stage " << footprint.stage
      << " with world-size " << worldSize << " overflows 64 bits at the "
      << stringifyStateRole(state.state.getRole()) << " of \"" << param.name
      << "\" (" << state.type << "); " << fix;
  return failure();
}

LogicalResult FootprintBuilder::addTraffic(const ParamStates &param,
                                           const StateValue &state,
                                           const ShardLayout &layout,
                                           CollectiveKind kind,
                                           unsigned timesPerStep) {
  std::optional<uint64_t> sent =
      getBytesSentPerRank(kind, layout.shardBytes, worldSize);
  CollectiveTraffic &traffic = footprint.collectives[static_cast<int>(kind)];
  for (unsigned i = 0; i < timesPerStep; ++i)
    if (!sent || !addChecked(traffic.sentBytes, *sent) ||
        !addChecked(footprint.sentBytesPerRank, *sent))
      return overflow(param, state, "bytes sent per rank and step",
                      "use a smaller world-size or check the tensor shapes");
  return success();
}

LogicalResult FootprintBuilder::addState(const ParamStates &param,
                                         const StateValue &state) {
  StateRole role = state.state.getRole();
  std::optional<ShardLayout> layout =
      getShardLayout(state.numElements, state.getElementType(), worldSize);
  if (!layout)
    return overflow(param, state, "size of a tensor padded to world-size",
                    "use a smaller world-size");

  bool sharded = isShardedAtStage(role, footprint.stage);
  uint64_t held = sharded ? layout->shardBytes : state.bytes;
  RoleBytes &memory = footprint.memoryPerRank;
  uint64_t &roleSum = role == StateRole::Weight ? memory.weights
                      : role == StateRole::Grad ? memory.grads
                                                : memory.optimizer;
  if (!addChecked(roleSum, held) || !addChecked(memory.total, held))
    return overflow(param, state, "model-state memory per rank", kCheckShapes);
  if (sharded && !addChecked(footprint.paddingBytes, layout->paddingBytes))
    return overflow(param, state, "padding", kCheckShapes);

  // Stage 0 all-reduces the gradients; stages 1–3 reduce-scatter them. Stages
  // 1–2 all-gather the updated weights; stage 3 gathers them before forward
  // and again before backward use. Optimizer states never travel.
  switch (role) {
  case StateRole::Grad:
    return addTraffic(param, state, *layout,
                      footprint.stage == 0 ? CollectiveKind::AllReduce
                                           : CollectiveKind::ReduceScatter,
                      1);
  case StateRole::Weight:
    if (footprint.stage == 0)
      return success();
    return addTraffic(param, state, *layout, CollectiveKind::AllGather,
                      footprint.stage == 3 ? 2 : 1);
  case StateRole::Optimizer:
    return success();
  }
  llvm_unreachable("unknown state role");
}

LogicalResult FootprintBuilder::addParam(const ParamStates &param) {
  if (failed(addState(param, param.weight)) ||
      failed(addState(param, param.grad)))
    return failure();
  for (const StateValue &state : param.optimizer)
    if (failed(addState(param, state)))
      return failure();
  return success();
}

StageFootprint FootprintBuilder::finish(uint64_t numUnits) {
  // One call per gathering unit and use. The unit count is at most the
  // number of parameters, so these products cannot overflow.
  auto setCount = [&](CollectiveKind kind, uint64_t perUnit) {
    footprint.collectives[static_cast<int>(kind)].count = perUnit * numUnits;
  };
  switch (footprint.stage) {
  case 0:
    setCount(CollectiveKind::AllReduce, 1);
    break;
  case 1:
  case 2:
    setCount(CollectiveKind::ReduceScatter, 1);
    setCount(CollectiveKind::AllGather, 1);
    break;
  case 3:
    setCount(CollectiveKind::ReduceScatter, 1);
    setCount(CollectiveKind::AllGather, 2);
    break;
  }
  return footprint;
}

FailureOr<StageFootprint> zero::computeFootprint(const StateTable &table,
                                                 int64_t worldSize, int stage) {
  assert(worldSize >= 1 && "a group has at least one rank");
  assert(stage >= 0 && stage < kNumZeroStages && "ZeRO stages are 0 to 3");
  FootprintBuilder builder(worldSize, stage);
  for (const ParamStates &param : table.getParams())
    if (failed(builder.addParam(param)))
      return failure();
  return builder.finish(countGatheringUnits(table));
}

//===----------------------------------------------------------------------===//
// The report of all stages
//===----------------------------------------------------------------------===//

double MemoryReport::getBytesPerParameter(uint64_t roleBytes) const {
  if (numParameters == 0)
    return 0;
  return static_cast<double>(roleBytes) / static_cast<double>(numParameters);
}

std::optional<double> MemoryReport::getMemoryRatioToDDP(int stage) const {
  uint64_t ddp = stages[0].memoryPerRank.total;
  if (ddp == 0)
    return std::nullopt;
  return static_cast<double>(stages[stage].memoryPerRank.total) /
         static_cast<double>(ddp);
}

std::optional<double> MemoryReport::getTrafficRatioToDDP(int stage) const {
  uint64_t ddp = stages[0].sentBytesPerRank;
  if (ddp == 0)
    return std::nullopt;
  return static_cast<double>(stages[stage].sentBytesPerRank) /
         static_cast<double>(ddp);
}

FailureOr<MemoryReport> zero::computeMemoryReport(const StateTable &table,
                                                  int64_t worldSize) {
  MemoryReport report;
  report.functionName = table.getFunction().getName().str();
  report.numParameters = table.getNumParameters();
  report.worldSize = worldSize;
  report.numUnits = countGatheringUnits(table);
  for (int stage = 0; stage < kNumZeroStages; ++stage) {
    FailureOr<StageFootprint> footprint =
        computeFootprint(table, worldSize, stage);
    if (failed(footprint))
      return failure();
    report.stages[stage] = *footprint;
  }
  // Stage 0 shards nothing: each rank holds every state in full.
  report.modelStateBytes = report.stages[0].memoryPerRank;
  return report;
}

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

MemoryModelAnalysis::MemoryModelAnalysis(Operation *function,
                                         AnalysisManager &manager) {
  auto &states = manager.getAnalysis<StateTableAnalysis>();
  if (!states.failed())
    table = &states.getTable();
}

FailureOr<const MemoryReport *>
MemoryModelAnalysis::getReport(int64_t worldSize) {
  assert(table && "the state table failed");
  auto [it, inserted] = reports.try_emplace(worldSize);
  if (inserted) {
    FailureOr<MemoryReport> report = computeMemoryReport(*table, worldSize);
    if (succeeded(report))
      it->second = std::move(*report);
  }
  if (!it->second)
    return failure();
  return &*it->second;
}

FailureOr<const StageFootprint *>
MemoryModelAnalysis::getFootprint(int64_t worldSize, int stage) {
  assert(table && "the state table failed");
  auto [it, inserted] = footprints.try_emplace({worldSize, stage});
  if (inserted) {
    FailureOr<StageFootprint> footprint =
        computeFootprint(*table, worldSize, stage);
    if (succeeded(footprint))
      it->second = std::move(*footprint);
  }
  if (!it->second)
    return failure();
  return &*it->second;
}

bool MemoryModelAnalysis::isInvalidated(
    const AnalysisManager::PreservedAnalyses &preserved) {
  // The table is invalidated first (it was built first), so a table that
  // goes is no longer marked preserved here.
  return !preserved.isPreserved<MemoryModelAnalysis>() ||
         !preserved.isPreserved<StateTableAnalysis>();
}
