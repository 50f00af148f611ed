//===- StepSignature.cpp - what zero-run passes to a sharded step ---------===//

#include "StepSignature.h"

#include "zero/Conversion/RuntimeABI/StepCallingConvention.h"

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/Analysis/ScheduledFootprint.h"
#include "zero/Dialect/Zero/Analysis/StateTable.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"
#include "zero_rt/zero_rt.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::zero;

namespace zero_run {

std::string StepArgument::getName() const {
  if (kind == ArgumentKind::Data)
    return "data." + std::to_string(dataIndex);
  if (kind == ArgumentKind::StepCounter)
    return "step";
  return param + "/" + stringifyStateRole(role).str() + "." +
         std::to_string(roleIndex);
}

unsigned StepSignature::getNumStates() const {
  unsigned count = 0;
  for (const StepArgument &argument : arguments)
    count += argument.kind == ArgumentKind::State;
  return count;
}

size_t getElementBytes(Type type) {
  return (type.getIntOrFloatBitWidth() + 7) / 8;
}

std::optional<size_t> getBufferBytes(RankedTensorType type) {
  size_t bytes = getElementBytes(type.getElementType());
  bool overflowed = false;
  for (int64_t dim : type.getShape()) {
    if (dim < 0)
      return std::nullopt;
    // SaturatingMultiply resets its flag on every call.
    bool overflow = false;
    bytes =
        llvm::SaturatingMultiply(bytes, static_cast<size_t>(dim), &overflow);
    overflowed |= overflow;
  }
  if (overflowed)
    return std::nullopt;
  return bytes;
}

size_t getStorageBytes(const StepArgument &argument) {
  return *getBufferBytes(argument.storageType);
}

std::string formatType(Type type) {
  std::string text;
  llvm::raw_string_ostream(text) << type;
  return text;
}

static bool isFloatStorage(Type type) {
  return type.isF32() || type.isF64() || type.isBF16() || type.isF16();
}

static bool isDataStorage(Type type) {
  return isFloatStorage(type) || type.isSignlessInteger(32) ||
         type.isSignlessInteger(64);
}

FailureOr<StepSignature> readStepSignature(ModuleOp module) {
  FailureOr<FunctionOpInterface> found =
      StateTable::findTrainingStep(module, /*name=*/"");
  if (failed(found))
    return failure();
  FunctionOpInterface function = *found;
  auto plan = function->getAttrOfType<PlanAttr>(ZeroDialect::kPlanAttrName);
  if (!plan)
    return emitError(getWholeFunctionLoc(function))
           << "zero-run: @" << function.getName()
           << " is not sharded (it has no #zero.plan); shard it first, e.g. "
              "zero-opt step.mlir --zero-shard=\"stage=3 world-size=4\"";
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
      function, plan.getGrid());
  if (!grid)
    return emitError(getWholeFunctionLoc(function))
           << "zero-run: the plan's group " << plan.getGrid()
           << " is not a shard.grid";
  // A step planned over some axes of a mesh is one device's program of
  // tensor or pipeline parallelism, whose collectives are not in it. A mesh
  // whose every axis is ZeRO's (dp-axis naming them all: HSDP's replicas
  // and shards) is the whole job, and runs like the R x G grid it stands
  // for.
  SmallVector<int16_t, 2> dpAxes = plan.getDpGridAxes();
  if (!dpAxes.empty() && dpAxes.size() != grid.getShape().size())
    return emitError(getWholeFunctionLoc(function))
           << "zero-run: @" << function.getName()
           << " was planned over some axes of the mesh " << plan.getGrid()
           << " (dp-axis): it is one device's step of tensor or pipeline "
              "parallelism, whose other collectives zero-run does not run; "
              "zero-report plans it, and zero-run runs steps sharded with "
              "world-size=, shard-group=, or dp-axis= naming every axis of "
              "the mesh";
  FailureOr<StateTable> table = StateTable::build(function);
  if (failed(table))
    return failure();

  StepSignature signature;
  signature.functionName = function.getName().str();
  signature.stage = plan.getStage();
  FailureOr<int64_t> worldSize = getGroupSize(
      grid, /*axes=*/{}, [&] { return grid.emitError() << "zero-run: "; });
  if (failed(worldSize))
    return failure();
  signature.worldSize = *worldSize;
  signature.gridName = grid.getSymName().str();
  signature.gridShape.assign(grid.getShape().begin(), grid.getShape().end());
  if (signature.gridShape.size() > ZERO_RT_MAX_GRID_AXES)
    return emitError(getWholeFunctionLoc(function))
           << "zero-run: the plan's group " << plan.getGrid() << " has "
           << signature.gridShape.size() << " axes; the runtime runs grids of "
           << ZERO_RT_MAX_GRID_AXES << " axes at most";
  signature.shardGroup =
      plan.getShardGroup() > 0 ? plan.getShardGroup() : *worldSize;
  if (!dpAxes.empty()) {
    if (failed(getGroupSize(grid, dpAxes, [&] {
          return emitError(getWholeFunctionLoc(function))
                 << "zero-run: the plan's dp_axes of " << plan.getGrid()
                 << ": ";
        })))
      return failure();
    // The shard groups are the last axes (zero-shard's split): rank r
    // holds shard r mod G, as on R x G, and the collectives within a group
    // name those axes.
    std::optional<size_t> first =
        signature.shardGroup == *worldSize
            ? std::optional<size_t>(0)
            : findShardAxesOnMesh(grid.getShape(), dpAxes,
                                  signature.shardGroup);
    if (!first)
      return emitError(getWholeFunctionLoc(function))
             << "zero-run: the plan's shard groups of " << signature.shardGroup
             << " ranks are not the last axes of " << plan.getGrid()
             << "; zero-shard the original step with dp-axis= and "
                "shard-group=";
    if (signature.shardGroup != *worldSize)
      for (int16_t axis : ArrayRef(dpAxes).drop_front(*first))
        signature.shardAxes |= 1u << axis;
  } else if (signature.isHybrid()) {
    if (signature.gridShape.size() != 2 ||
        signature.gridShape.back() != signature.shardGroup)
      return emitError(getWholeFunctionLoc(function))
             << "zero-run: the plan's group " << plan.getGrid()
             << " is not the R x G grid of shard groups of "
             << signature.shardGroup
             << " that zero-shard's shard-group=G writes; zero-run runs "
                "hybrid steps on that grid or on a mesh of ZeRO's axes only";
    signature.shardAxes = 1u << (signature.gridShape.size() - 1);
  }
  // Every rank runs this one program, so a parameter whose group is some
  // of the axes (zero.dp_axes: a routed expert, of which each rank of the
  // other axes holds others) is not this job's.
  for (const ParamStates &param : table->getParams())
    if (param.dpAxisNames)
      return emitError(Location(param.weight.loc))
             << "zero-run: \"" << param.name
             << "\" has data-parallel axes of its own ("
             << ZeroDialect::kDpAxesAttrName
             << "): it is one rank's share of expert parallelism, whose "
                "other ranks hold other parameters; zero-run runs steps "
                "whose every rank holds the same parameters";
  // The states must be the shards the plan says: on a mesh, G is written
  // only in the plan, and gathering or resuming with another G would
  // rebuild wrong states.
  if (failed(checkStatesMatchPlan(
          *table, signature.stage, signature.worldSize,
          SmallVector<int64_t>(table->getParams().size(), signature.shardGroup),
          plan.getOffload())))
    return failure();

  // Which argument is what, and which results come back in arguments: the
  // step's calling convention, shared with the lowering.
  FailureOr<abi::StepCallingConvention> convention =
      abi::getStepCallingConvention(function, *table);
  if (failed(convention))
    return failure();
  unsigned numData = 0;
  for (const abi::StepArgumentConvention &abiArgument : convention->arguments) {
    StepArgument entry;
    entry.kind = abiArgument.kind;
    entry.position = abiArgument.position;
    entry.storageType = abiArgument.storageType;
    entry.fullType = abiArgument.fullType;
    RankedTensorType type = abiArgument.storageType;
    Location loc = function.getArgument(entry.position).getLoc();
    switch (abiArgument.kind) {
    case ArgumentKind::State: {
      const ParamStates &param = table->getParams()[abiArgument.paramIndex];
      if (!isFloatStorage(type.getElementType()))
        return emitError(loc) << "zero-run: the state of \"" << param.name
                              << "\" is a tensor of " << type.getElementType()
                              << "; zero-run initializes float states only";
      entry.sharded = abiArgument.sharded;
      if (auto tier = function.getArgAttrOfType<TierAttr>(
              entry.position, ZeroDialect::kTierAttrName))
        entry.tier = tier.getValue();
      entry.param = param.name;
      entry.role = abiArgument.role;
      entry.roleIndex = abiArgument.roleIndex;
      entry.isMasterCopy =
          entry.role == StateRole::Optimizer && entry.roleIndex == 0 &&
          type.getElementType() != param.weight.getElementType();
      if (param.weight.castFrom && entry.role == StateRole::Optimizer &&
          *param.weight.castFrom == entry.roleIndex) {
        StepArgument weight = entry;
        weight.role = StateRole::Weight;
        weight.roleIndex = 0;
        weight.isMasterCopy = false;
        weight.fullType = param.weight.type;
        weight.storageType = RankedTensorType::get(
            type.getShape(), param.weight.getElementType());
        entry.castWeight = static_cast<int>(signature.castWeights.size());
        signature.castWeights.push_back(weight);
      }
      break;
    }
    case ArgumentKind::StepCounter:
      break;
    case ArgumentKind::Data:
      if (type.getRank() < 1 || !isDataStorage(type.getElementType()))
        return emitError(loc)
               << "zero-run: argument #" << entry.position << " (" << type
               << ") is neither a model state, a micro-batch input (a tensor "
                  "whose dimension 0 is the batch, of f32, f64, bf16, f16, "
                  "i32 or i64) nor the step number (a last tensor<f32>)";
      entry.dataIndex = numData++;
      break;
    }
    signature.arguments.push_back(entry);
  }

  // The bounds the step puts on integer data it uses as indices (token
  // ids into the embedding), named after the state they index.
  for (StepArgument &argument : signature.arguments) {
    if (argument.kind != ArgumentKind::Data ||
        !argument.storageType.getElementType().isInteger())
      continue;
    argument.indexBound = findIndexBound(
        function.getArgument(argument.position),
        [&](BlockArgument indexed) -> std::optional<std::string> {
          const StepArgument &target =
              signature.arguments[indexed.getArgNumber()];
          if (target.kind != ArgumentKind::State)
            return std::nullopt;
          return target.getName();
        });
  }

  // Every state result comes back in its argument; one loss remains.
  SmallVector<unsigned> returned = convention->getReturnedResults();
  auto lossType = returned.size() == 1
                      ? dyn_cast<RankedTensorType>(
                            function.getResultTypes()[returned.front()])
                      : RankedTensorType();
  // A result that is an argument returned as it came is handed back in
  // that argument's buffer, as a state is, and so is no loss either.
  Operation *terminator = function.getFunctionBody().front().getTerminator();
  for (auto [index, operand] : llvm::enumerate(terminator->getOperands()))
    if (auto argument = dyn_cast<BlockArgument>(operand);
        argument &&
        !function.getResultAttr(index, ZeroDialect::kStateAttrName) &&
        returned.size() != 1)
      return emitError(terminator->getLoc())
             << "zero-run: @" << function.getName() << " returns argument #"
             << argument.getArgNumber() << " unchanged as result #" << index
             << ", which the lowered step hands back in the argument's own "
                "buffer, as it does an updated state; it must return one "
                "loss, a tensor<f32> the step computes";
  if (!lossType || lossType.getRank() != 0 ||
      !lossType.getElementType().isF32())
    return emitError(getWholeFunctionLoc(function))
           << "zero-run: @" << function.getName()
           << " must return its updated states (marked #zero.state) and one "
              "loss, a tensor<f32>; it returns "
           << returned.size() << " other result(s)";
  signature.lossType = lossType;
  FailureOr<StageFootprint> footprint = computeFootprint(
      *table, signature.worldSize, signature.stage,
      signature.shardGroup != signature.worldSize ? signature.shardGroup : 0);
  if (failed(footprint))
    return failure();
  signature.modelStates = footprint->memoryPerRank;
  return signature;
}

} // namespace zero_run
