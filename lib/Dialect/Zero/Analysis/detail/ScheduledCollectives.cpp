//===- ScheduledCollectives.cpp - a sharded step's collectives ------------===//
//
// See ScheduledCollectives.h.
//
//===----------------------------------------------------------------------===//

#include "ScheduledCollectives.h"
#include "CollectiveBytes.h"
#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::detail;

namespace {

/// The ops at the top level of `body` that read what `gather` produced,
/// looking through views (a reshape of the gathered tensor reads nothing)
/// and not counting the release that frees it.
unsigned countReaders(Operation *gather, Block &body) {
  llvm::SmallPtrSet<Operation *, 8> readers;
  SmallVector<Value> worklist(getCollectiveTensors(gather));
  llvm::DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (Operation *user : value.getUsers()) {
      Operation *top = body.findAncestorOpInBlock(*user);
      if (!top || isa<ReleaseOp>(top))
        continue;
      if (top == user && isBufferView(user)) {
        worklist.append(user->result_begin(), user->result_end());
        continue;
      }
      readers.insert(top);
    }
  }
  return readers.size();
}

} // namespace

LogicalResult mlir::zero::detail::countScheduledCollectives(
    const StateTable &table, function_ref<bool(Operation *)> continuesReduction,
    ArrayRef<Operation *> ops, function_ref<unsigned(Value)> idOf,
    BufferSchedule &schedule, ScheduledFootprint &footprint) {
  FunctionOpInterface function = table.getFunction();
  Block &body = function.getFunctionBody().front();
  auto bytesOfValue = [&](Value value) {
    return schedule.getBytes(idOf(value));
  };
  UnitGatherCounts gathersPerUnit;
  // Keyed by a unit's part (`UnitGatherCounts`).
  llvm::StringMap<unsigned> readersOfFirstGather;
  llvm::DenseMap<Value, const ParamStates *> paramOfWeight;
  for (const ParamStates &param : table.getParams())
    paramOfWeight[param.weight.value] = &param;
  for (Operation *op : ops) {
    std::optional<CollectiveKind> collectiveKind = getCollectiveKind(op);
    if (!collectiveKind)
      continue;
    CollectiveKind kind = *collectiveKind;
    ++footprint.collectives[static_cast<int>(kind)].count;
    // The ranks this collective spans: the grid, or the axes it names.
    std::pair<SmallVector<int16_t>, int64_t> group = getCollectiveGroup(op);
    int64_t groupRanks = group.second;
    AxisTraffic *axisTraffic = nullptr;
    for (AxisTraffic &known : footprint.sentBytesByAxes)
      if (known.axes == group.first)
        axisTraffic = &known;
    if (!axisTraffic)
      axisTraffic = &footprint.sentBytesByAxes.emplace_back(
          AxisTraffic{group.first, groupRanks, 0});
    std::optional<uint64_t> sent = getCollectiveSentBytes(op, groupRanks);
    if (!sent ||
        !addChecked(footprint.collectives[static_cast<int>(kind)].sentBytes,
                    *sent) ||
        !addChecked(axisTraffic->sentBytes, *sent))
      return op->emitError() << "bytes sent per step overflow 64 bits";
    // The last step of a hierarchical all-reduce gathers a gradient (a
    // model state), not weights.
    if (kind != CollectiveKind::AllGather || continuesReduction(op))
      continue;
    uint64_t gathered = 0;
    for (Value result : getCollectiveTensors(op)) {
      if (!addChecked(gathered, bytesOfValue(result)))
        return op->emitOpError()
               << "gathers more than 2^64 bytes; " << kFootprintTooLarge;
      schedule.markKind(idOf(result), BufferKind::GatheredWeight);
    }
    // An offloaded weight shard reaches its gather through its transfers;
    // a weight cast from its master (cast-on-gather), through the cast.
    Value gathered0 = op->getOperand(0);
    while (auto copy = gathered0.getDefiningOp<TransferOp>())
      gathered0 = copy.getInput();
    if (auto cast = gathered0.getDefiningOp<arith::TruncFOp>())
      gathered0 = cast.getIn();
    const ParamStates *param = paramOfWeight.lookup(gathered0);
    std::string name =
        param ? getGatheringUnitName(*param) : std::string("updated weights");
    if (param)
      if (std::optional<std::string> part =
              gathersPerUnit.add(name, group.first))
        readersOfFirstGather[*part] = countReaders(op, body);
    if (gathered > footprint.largestGatherBytes) {
      footprint.largestGatherBytes = gathered;
      footprint.largestGatherName = name;
    }
  }
  for (const CollectiveTraffic &traffic : footprint.collectives)
    if (!addChecked(footprint.sentBytesPerRank, traffic.sentBytes))
      return emitError(getWholeFunctionLoc(function))
             << "the bytes sent per rank and step pass 2^64; "
             << kFootprintTooLarge;
  // The weights the program holds as shards, which it gathers for their
  // uses: a persistent weight is whole, and so is every weight of a plan that
  // shards none (stages 0-2, one rank).
  auto holdsWeightShard = [](const ParamStates &param) {
    const StateValue &held = param.weight.castFrom
                                 ? param.optimizer[*param.weight.castFrom]
                                 : param.weight;
    return held.isShard();
  };
  if (llvm::any_of(table.getParams(), holdsWeightShard)) {
    // A unit is gathered once when each of its parts is.
    gathersPerUnit.forEachUnit(
        [&](StringRef name, ArrayRef<std::string> parts) {
          if (!gathersPerUnit.isGatheredOnce(parts))
            return;
          footprint.unitsGatheredOnce.push_back(name.str());
          if (llvm::all_of(parts, [&](const std::string &p) {
                return readersOfFirstGather.lookup(p) == 1;
              }))
            footprint.unitsReadByOneOp.push_back(name.str());
        });
    llvm::StringSet<> listed;
    for (const ParamStates &param : table.getParams()) {
      std::string name = getGatheringUnitName(param);
      if (holdsWeightShard(param) && !gathersPerUnit.isGathered(name) &&
          listed.insert(name).second)
        footprint.unitsNeverGathered.push_back(name);
    }
    // The units kept gathered by a decision written in the IR, and with
    // reshard-after-forward=threshold those its policy keeps
    // (GatherSchedule.h), of those the program gathers: each kept for one
    // reason.
    SmallVector<GatheringUnit> units =
        getUnitsGatheredForUse(table, computeGatheringUnits(table));
    SmallVector<bool> reshards = decideResharding(
        table, units,
        {footprint.reshardThreshold ? ReshardPolicy::Mode::Threshold
                                    : ReshardPolicy::Mode::Always,
         footprint.reshardThreshold.value_or(0)});
    for (auto [unit, reshard] : llvm::zip(units, reshards)) {
      std::string name =
          getGatheringUnitName(table.getParams()[unit.params.front()]);
      if (reshard || !gathersPerUnit.isGathered(name))
        continue;
      if (getWrittenResharding(table, unit))
        footprint.unitsKeptByAttribute.push_back(name);
      else if (footprint.reshardThreshold)
        footprint.unitsKeptGathered.push_back(name);
    }
  }

  return success();
}
