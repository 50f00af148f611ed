//===- ZeroShardGroups.cpp - zero-shard's data-parallel group -------------===//
//
// Where ZeRO's group lies: one grid of N ranks, R x G shard groups
// (shard-group=G) on a grid of their own, some axes of a mesh the step
// already lives on (dp-axis=), with parameters' own groups
// (zero.dp_axes), or shard groups on those axes (dp-axis= with
// shard-group=G: the last axes shard, the ones before them replicate).
// Every option that names the group is checked here, and the grid is found
// or created (docs/design.md §4, Groups).
//
//===----------------------------------------------------------------------===//

#include "ZeroShardPlanner.h"

#include "zero/Dialect/Zero/Analysis/MemoryModel.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/InterleavedRange.h"

using namespace mlir;
using namespace mlir::zero;

FailureOr<std::pair<shard::GridOp, int64_t>>
ShardPlanner::resolveMeshAxisGroup(Operation *scope, int64_t ranks,
                                   ShardPlan &plan) {
  auto grid = dyn_cast_or_null<shard::GridOp>(
      SymbolTable::lookupSymbolIn(scope, gridName));
  if (!grid)
    return emitError(scope->getLoc())
           << "zero-shard: dp-axis=" << dpAxis
           << " plans over one axis of the mesh the step is partitioned on, "
              "but there is no 'shard.grid @"
           << gridName << "'; declare it with its axes named ('shard.grid @"
           << gridName << "(shape = ...) {" << ZeroDialect::kAxisNamesAttrName
           << " = [...]}') or name it with grid=NAME";
  auto emitAtGrid = [&] { return grid.emitError() << "zero-shard: "; };
  // `dp-axis=dp`, or several axes that together form the data-parallel
  // group (`dp-axis=edp,ep` when expert parallelism splits it).
  SmallVector<StringRef> names;
  StringRef(dpAxis).split(names, ',');
  for (StringRef &name : names)
    name = name.trim();
  FailureOr<SmallVector<int16_t, 2>> found =
      lookupGridAxes(grid, names, emitAtGrid);
  if (failed(found))
    return failure();
  SmallVector<int16_t, 2> axes = *found;
  if (ranks != 0) {
    // A what-if copy: the axis has `ranks` ranks, the others stay.
    // (the search asks what-ifs only of one group along one axis.)
    SmallVector<int64_t> shape(grid.getShape());
    shape[axes.front()] = ranks;
    grid.setShape(shape);
  }
  // The whole mesh must be a valid group too: the report counts per device
  // of all of it.
  for (auto [index, size] : llvm::enumerate(grid.getShape()))
    if (ShapedType::isDynamic(size))
      return grid.emitError()
             << "zero-shard: axis " << index << " of @" << gridName
             << " has a dynamic size; zero-shard counts per device of the "
                "whole mesh, so give every axis a static size";
  if (failed(getGroupSize(grid, /*axes=*/{}, emitAtGrid)))
    return failure();
  FailureOr<int64_t> size = getGroupSize(grid, axes, emitAtGrid);
  if (failed(size))
    return failure();
  if (ranks == 0 && worldSize != 0 && worldSize != *size)
    return grid.emitError()
           << "zero-shard: world-size=" << static_cast<int64_t>(worldSize)
           << (axes.size() == 1 ? " but axis '" : " but axes '") << dpAxis
           << "' of @" << gridName << (axes.size() == 1 ? " has " : " have ")
           << *size << " ranks; drop world-size (dp-axis takes N from the "
           << (axes.size() == 1 ? "axis)" : "axes)");
  plan.meshAxes = axes;
  return std::make_pair(grid, *size);
}

FailureOr<SmallVector<ShardGroup>>
ShardPlanner::resolveParamGroups(const StateTable &table, shard::GridOp grid,
                                 const ShardPlan &plan) const {
  auto own = llvm::find_if(table.getParams(), [](const ParamStates &param) {
    return static_cast<bool>(param.dpAxisNames);
  });
  if (own == table.getParams().end())
    return SmallVector<ShardGroup>();
  if (plan.meshAxes.empty())
    return emitError(Location(own->weight.loc))
           << "zero-shard: \"" << own->name << "\" names its own data-parallel "
           << "axes (" << ZeroDialect::kDpAxesAttrName
           << "), which needs ZeRO's group on a mesh; pass "
              "dp-axis=NAME[,NAME] with the mesh axes that hold every "
              "parameter's replicas";
  if (plan.groups.isHybrid())
    return emitError(Location(own->weight.loc))
           << "zero-shard: \"" << own->name << "\" names its own data-parallel "
           << "axes (" << ZeroDialect::kDpAxesAttrName
           << "), and shard-group=" << plan.shardGroup
           << " splits ZeRO's axes into shard groups and replicas; a group "
              "of its own inside hybrid groups is not supported: drop "
              "shard-group= or the parameter's "
           << ZeroDialect::kDpAxesAttrName;
  return getParamShardGroups(table, grid, plan.meshAxes);
}

FailureOr<std::pair<shard::GridOp, int64_t>>
ShardPlanner::resolveGroup(Operation *scope, int64_t ranks, ShardPlan &plan) {
  if (!dpAxis.empty())
    return resolveMeshAxisGroup(scope, ranks, plan);
  int64_t requested = worldSize;
  Operation *symbol = SymbolTable::lookupSymbolIn(scope, gridName);
  if (ranks != 0) {
    // A what-if copy: the group has `ranks` ranks, whatever it declared.
    if (auto grid = dyn_cast_or_null<shard::GridOp>(symbol))
      grid.setShape(ArrayRef<int64_t>{ranks});
    requested = ranks;
  }
  if (requested > kMaxGroupSize)
    return emitError(scope->getLoc())
           << "zero-shard: world-size=" << requested << " is more than "
           << kMaxGroupSize
           << " ranks (2^31 - 1, the most MPI and NCCL can number)";
  if (requested < 0 || (requested == 0 && !symbol))
    return emitError(scope->getLoc())
           << "zero-shard: world-size must be >= 1, got " << requested
           << "; pass world-size=N or declare 'shard.grid @" << gridName
           << "(shape = N)'";
  if (!symbol)
    return std::make_pair(shard::GridOp(), requested);
  auto grid = dyn_cast<shard::GridOp>(symbol);
  if (!grid)
    return symbol->emitError()
           << "zero-shard: @" << gridName
           << " is not a shard.grid; choose another name with grid=NAME";
  FailureOr<int64_t> size = getGroupSize(
      grid, /*axes=*/{}, [&] { return grid.emitError() << "zero-shard: "; });
  if (failed(size))
    return failure();
  if (requested != 0 && requested != *size)
    return grid.emitError()
           << "zero-shard: world-size=" << requested << " but @" << gridName
           << " has " << *size << " ranks";
  // A grid of more than one axis is R x G (shard-group=G) or a mesh whose
  // ZeRO axes dp-axis= names: with neither, which axis shards the states
  // would be a guess.
  ArrayRef<int64_t> shape = grid.getShape();
  if (ranks == 0 && shape.size() > 1 && plan.shardGroup == 0 &&
      !plan.shardGroupSearched) {
    InFlightDiagnostic diag = grid.emitError();
    diag << "zero-shard: @" << gridName << " has shape "
         << llvm::interleaved(shape, "x")
         << ", more than one axis, and neither shard-group= nor dp-axis= "
            "says how ZeRO's group of "
         << *size << " ranks lies on it; ";
    if (shape.size() == 2)
      diag << "use shard-group=" << shape[1] << " (" << shape[0]
           << " replicas of shard groups of " << shape[1] << "), ";
    return diag << "dp-axis=AXIS[,AXIS] (ZeRO's axes of a mesh), or a 1-d "
                   "grid of "
                << *size;
  }
  return std::make_pair(grid, *size);
}

FailureOr<ShardGroup> ShardPlanner::resolveShardGroup(Operation *step,
                                                      shard::GridOp grid,
                                                      const ShardPlan &plan) {
  int64_t groupSize = plan.groupSize;
  // 0, the default, is one group of all N ranks (as world-size=0 takes N
  // from the grid).
  if (plan.shardGroup == 0 ||
      (!plan.meshAxes.empty() && plan.shardGroup == groupSize))
    return ShardGroup{groupSize, 1, plan.meshAxes};
  // The step is what the group is planned for; its location names the
  // input the option does not fit.
  int64_t shardRanks = plan.shardGroup;
  if (shardRanks < 1)
    return step->emitError()
           << "zero-shard: shard-group must be >= 1 (the ranks that shard "
              "one copy of the states), got "
           << shardRanks << "; use shard-group=" << groupSize
           << " (or leave it out) for one group of all " << groupSize
           << " ranks";
  if (!plan.meshAxes.empty()) {
    // On a mesh the groups are axes: the last of ZeRO's axes shard, the
    // ones before them replicate.
    ArrayRef<int64_t> shape = grid.getShape();
    if (std::optional<ShardGroup> split =
            splitMeshAxes(shape, plan.meshAxes, shardRanks))
      return *split;
    if (shardRanks == 1)
      return step->emitError()
             << "zero-shard: shard-group=1 on a mesh would shard over no "
                "axis: every rank of axes '"
             << dpAxis
             << "' keeps the whole states, which is stage=0 with dp-axis= "
                "(leave out shard-group)";
    // ZeRO's axes as the mesh orders them, which is what decides the
    // split (not the order dp-axis= lists them in).
    auto names =
        grid->getAttrOfType<ArrayAttr>(ZeroDialect::kAxisNamesAttrName);
    SmallVector<std::string> axesInOrder;
    for (int16_t axis : plan.meshAxes) {
      auto name = names && static_cast<size_t>(axis) < names.size()
                      ? dyn_cast<StringAttr>(names[axis])
                      : StringAttr();
      axesInOrder.push_back(
          (name ? name.getValue().str() : "axis " + std::to_string(axis)) +
          "=" + std::to_string(shape[axis]));
    }
    InFlightDiagnostic diag = step->emitError();
    diag << "zero-shard: shard-group=" << shardRanks << " on ZeRO's axes of @"
         << gridName << " (" << llvm::join(axesInOrder, ", ")
         << ", in the mesh's order): the shard groups are the last of those "
            "axes and the replicas the ones before them, so G must be the "
            "product of the sizes of the last axes, below the "
         << groupSize << " ranks of all of them";
    if (shardRanks > groupSize)
      diag << "; " << shardRanks << " is more than those " << groupSize;
    SmallVector<int64_t> sizes = getMeshShardGroupSizes(shape, plan.meshAxes);
    if (plan.meshAxes.size() == 1)
      return diag << "; with one axis there is no such G: name the "
                     "replicas' axis in dp-axis= too (dp-axis=REPLICAS,"
                     "SHARDS), or leave out shard-group";
    if (sizes.empty())
      return diag << "; only one of these axes has more than one rank, so "
                     "no tail of them has more than one rank and fewer "
                     "than all: leave out shard-group, or give the mesh a "
                     "replicas' axis and a shard axis (the last) of more "
                     "than one rank each";
    return diag << "; use shard-group=" << llvm::interleaved(sizes, " or ")
                << ", or leave it out for one group of all " << groupSize
                << " ranks";
  }
  if (shardRanks > groupSize)
    return step->emitError()
           << "zero-shard: shard-group=" << shardRanks << " is more than the "
           << groupSize << " ranks of the group; use a G that divides "
           << groupSize;
  if (groupSize % shardRanks != 0)
    return step->emitError()
           << "zero-shard: shard-group=" << shardRanks
           << " does not divide world-size=" << groupSize
           << ": the ranks must split into groups of G that each hold one "
              "sharded copy of the states; use a divisor of "
           << groupSize;
  return ShardGroup{shardRanks, groupSize / shardRanks};
}

FailureOr<shard::GridOp> ShardPlanner::resolveGrid(Operation *scope,
                                                   int64_t ranks,
                                                   Operation *step,
                                                   ShardPlan &plan) {
  FailureOr<std::pair<shard::GridOp, int64_t>> group =
      resolveGroup(scope, ranks, plan);
  if (failed(group))
    return failure();
  plan.groupSize = group->second;
  FailureOr<ShardGroup> groups = resolveShardGroup(step, group->first, plan);
  if (failed(groups))
    return failure();
  plan.groups = *groups;
  int64_t groupSize = plan.groupSize;
  const ShardGroup &shardGroups = plan.groups;
  // On a mesh the grid is the user's; ZeRO only names its axes.
  if (!plan.meshAxes.empty())
    return group->first;
  SmallVector<int64_t, 2> shape = shardGroups.getGridShape();
  if (shard::GridOp grid = group->first) {
    ArrayRef<int64_t> declared = grid.getShape();
    if (declared == ArrayRef<int64_t>(shape))
      return grid;
    // A 1-d group of N ranks is arranged as the shard groups; ranks keep
    // their numbers.
    if (declared.size() == 1) {
      grid.setShape(shape);
      return grid;
    }
    return grid.emitError()
           << "zero-shard: @" << gridName << " has shape "
           << llvm::interleaved(declared, "x")
           << ", but shard-group=" << shardGroups.shardRanks << " of "
           << groupSize << " ranks needs shape "
           << llvm::interleaved(shape, "x")
           << " (replicas x shard group) or a 1-d grid of " << groupSize;
  }
  OpBuilder builder = OpBuilder::atBlockBegin(&scope->getRegion(0).front());
  return shard::GridOp::create(builder, scope->getLoc(), gridName, shape);
}

FailureOr<ShardPlanner::SearchedShardGroups>
ShardPlanner::getSearchedShardGroups(FunctionOpInterface step, Operation *scope,
                                     const ShardPlan &requested,
                                     const ShardPlan &base) {
  int64_t ranks = base.groupSize;
  // Without node-size= (a given shard group alone) the ranks are one node:
  // no byte crosses nodes, and the bytes sent rank the candidates.
  bool nodesGiven = nodeSize != 0;
  int64_t devicesPerNode = nodesGiven ? nodeSize : ranks;
  if (devicesPerNode < 1 ||
      (devicesPerNode < ranks && ranks % devicesPerNode != 0))
    return emitError(getWholeFunctionLoc(step))
           << "zero-shard: node-size=" << devicesPerNode
           << " must be >= 1 and divide the " << ranks
           << " ranks (nodes of K consecutive ranks), or be "
              "at least "
           << ranks << " (every rank on one node)";
  // The shard groups whose groups all lie alike across nodes, or the one
  // given, checked as the rewrite checks it. On a mesh the groups are its
  // axes: the products of the last of ZeRO's axes, and one group of N
  // (`getMeshShardGroupSizes`), which lie on the nodes as the mesh lays
  // them out, not as node-size= places consecutive ranks.
  SearchedShardGroups groups;
  SmallVector<int64_t> &groupSizes = groups.sizes;
  bool &meshHasOtherAxes = groups.meshHasOtherAxes;
  if (!base.meshAxes.empty()) {
    if (nodesGiven)
      return emitError(getWholeFunctionLoc(step))
             << "zero-shard: node-size= places shard groups of consecutive "
                "ranks on nodes, and on a mesh (dp-axis=) the groups are "
                "its axes, placed as the mesh lays them out; drop node-size=";
    auto grid = dyn_cast_or_null<shard::GridOp>(SymbolTable::lookupSymbolIn(
        scope, StringAttr::get(scope->getContext(), gridName)));
    assert(grid && "the pass resolved the mesh before it searches");
    if (int64_t given = requested.shardGroup) {
      if (failed(resolveShardGroup(step, grid, base)))
        return failure();
      groupSizes.push_back(given);
    } else {
      groupSizes = getMeshShardGroupSizes(grid.getShape(), base.meshAxes);
      groupSizes.push_back(ranks);
    }
    meshHasOtherAxes = base.meshAxes.size() != grid.getShape().size();
    // Every device of the mesh on one node: no byte crosses nodes, as
    // zero-report counts a mesh's program without node-size=.
    FailureOr<int64_t> devices = getGroupSize(grid);
    if (failed(devices))
      return failure();
    devicesPerNode = *devices;
  } else if (int64_t given = requested.shardGroup) {
    if (failed(resolveShardGroup(step, /*grid=*/{}, base)))
      return failure();
    if (std::optional<std::string> misaligned = checkNodeAlignment(
            ArrayRef<int64_t>{ranks / given, given}, devicesPerNode))
      return emitError(getWholeFunctionLoc(step))
             << "zero-shard: shard-group=" << given
             << " with node-size=" << devicesPerNode << ": " << *misaligned
             << "; use a G that divides the node or that it divides";
    groupSizes.push_back(given);
  } else {
    for (int64_t g = 1; g <= ranks; ++g)
      if (ranks % g == 0 &&
          !checkNodeAlignment(ArrayRef<int64_t>{ranks / g, g}, devicesPerNode))
        groupSizes.push_back(g);
  }
  groups.devicesPerNode = devicesPerNode;
  return groups;
}
