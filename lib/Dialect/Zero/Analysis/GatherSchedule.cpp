//===- GatherSchedule.cpp - when ZeRO-3 gathers each layer ----------------===//

#include "zero/Dialect/Zero/Analysis/GatherSchedule.h"

#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <limits>

using namespace mlir;
using namespace mlir::zero;

SmallVector<GatheringUnit>
zero::computeGatheringUnits(const StateTable &table) {
  SmallVector<GatheringUnit> units;
  llvm::DenseMap<int64_t, unsigned> unitOfLayer;
  llvm::StringMap<unsigned> unitOfName;
  for (auto [index, param] : llvm::enumerate(table.getParams())) {
    unsigned next = units.size();
    unsigned at = next;
    if (param.layer)
      at = unitOfLayer.try_emplace(*param.layer, next).first->second;
    else if (!param.unit.empty())
      at = unitOfName.try_emplace(param.unit, next).first->second;
    if (at == next)
      units.push_back({param.layer, param.layer ? "" : param.unit, {}});
    units[at].params.push_back(index);
  }
  return units;
}

SmallVector<GatheringUnit>
zero::splitUnits(ArrayRef<GatheringUnit> units,
                 function_ref<bool(unsigned, unsigned)> together,
                 function_ref<bool(unsigned)> keep) {
  SmallVector<GatheringUnit> split;
  for (const GatheringUnit &unit : units) {
    SmallVector<GatheringUnit, 2> parts;
    for (unsigned param : unit.params) {
      if (keep && !keep(param))
        continue;
      auto *part = llvm::find_if(parts, [&](const GatheringUnit &candidate) {
        return together(candidate.params.front(), param);
      });
      if (part == parts.end()) {
        parts.push_back(GatheringUnit{unit.layer, unit.name, {}});
        part = std::prev(parts.end());
      }
      part->params.push_back(param);
    }
    llvm::append_range(split, parts);
  }
  return split;
}

SmallVector<GatheringUnit>
zero::getUnitsGatheredForUse(const StateTable &table,
                             ArrayRef<GatheringUnit> units) {
  SmallVector<GatheringUnit> gathered;
  gathered.reserve(units.size());
  for (const GatheringUnit &unit : units) {
    GatheringUnit kept{unit.layer, unit.name, {}};
    for (unsigned param : unit.params)
      if (!table.getParams()[param].keepsWeightWhole())
        kept.params.push_back(param);
    if (!kept.params.empty())
      gathered.push_back(std::move(kept));
  }
  return gathered;
}

std::string zero::getGatheringUnitName(const StateTable &table,
                                       const GatheringUnit &unit) {
  if (unit.layer)
    return "layer " + std::to_string(*unit.layer);
  if (!unit.name.empty())
    return "unit " + unit.name;
  assert(!unit.params.empty() && "a unit holds at least one parameter");
  return table.getParams()[unit.params.front()].name;
}

std::string zero::getGatheringUnitName(const ParamStates &param) {
  if (param.layer)
    return "layer " + std::to_string(*param.layer);
  if (!param.unit.empty())
    return "unit " + param.unit;
  return param.name;
}

std::optional<std::string> UnitGatherCounts::add(StringRef name,
                                                 ArrayRef<int16_t> axes) {
  std::string part = (name + "\x1f").str();
  for (int16_t axis : axes)
    part += std::to_string(axis) + ",";
  auto [it, inserted] = gathers.try_emplace(part, 0);
  ++it->second;
  if (!inserted)
    return std::nullopt;
  partOrder.push_back(part);
  unitOfPart[part] = name.str();
  partsOfUnit[name].push_back(part);
  return part;
}

std::optional<bool> zero::getWrittenResharding(const StateTable &table,
                                               const GatheringUnit &unit) {
  if (unit.params.empty())
    return std::nullopt;
  return table.getParams()[unit.params.front()].reshardAfterForward;
}

SmallVector<bool> zero::decideResharding(const StateTable &table,
                                         ArrayRef<GatheringUnit> units,
                                         ReshardPolicy policy) {
  SmallVector<bool> reshards;
  for (const GatheringUnit &unit : units) {
    // A decision written in the IR wins over the pass-wide policy.
    if (std::optional<bool> written = getWrittenResharding(table, unit)) {
      reshards.push_back(*written);
      continue;
    }
    if (policy.mode != ReshardPolicy::Mode::Threshold) {
      reshards.push_back(policy.mode == ReshardPolicy::Mode::Always);
      continue;
    }
    uint64_t bytes = 0;
    for (unsigned param : unit.params)
      bytes = llvm::SaturatingAdd(
          bytes, getStaticTensorBytes(table.getParams()[param].weight.type)
                     .value_or(UINT64_MAX));
    bool isRoot = !unit.layer;
    reshards.push_back(!isRoot && bytes > policy.thresholdBytes);
  }
  return reshards;
}

SmallVector<unsigned> zero::getUnitFamilies(ArrayRef<GatheringUnit> units) {
  SmallVector<unsigned> families;
  llvm::DenseMap<int64_t, unsigned> familyOfLayer;
  for (auto [index, unit] : llvm::enumerate(units)) {
    if (!unit.layer) {
      families.push_back(index);
      continue;
    }
    families.push_back(
        familyOfLayer.try_emplace(*unit.layer, index).first->second);
  }
  return families;
}

SmallVector<GatherInterval>
zero::deriveGatherIntervals(ArrayRef<SmallVector<unsigned>> usesPerUnit,
                            const SmallVectorImpl<bool> &reshards,
                            ArrayRef<unsigned> familyOfUnit) {
  assert(reshards.size() == usesPerUnit.size() && "one entry per unit");
  assert((familyOfUnit.empty() || familyOfUnit.size() == usesPerUnit.size()) &&
         "one family per unit");
  auto familyOf = [&](unsigned unit) {
    return familyOfUnit.empty() ? unit : familyOfUnit[unit];
  };
  // Every use of every unit with its family, sorted, to find the uses of
  // other families that fall between two consecutive uses of one unit.
  SmallVector<std::pair<unsigned, unsigned>> allUses;
  for (auto [unit, uses] : llvm::enumerate(usesPerUnit))
    for (unsigned use : uses)
      allUses.push_back({use, familyOf(unit)});
  llvm::sort(allUses);

  SmallVector<GatherInterval> intervals;
  for (auto [unit, unsortedUses] : llvm::enumerate(usesPerUnit)) {
    if (unsortedUses.empty())
      continue;
    SmallVector<unsigned> uses(unsortedUses);
    llvm::sort(uses);
    uses.erase(std::unique(uses.begin(), uses.end()), uses.end());
    if (!reshards[unit]) {
      intervals.push_back(
          {static_cast<unsigned>(unit), uses.front(), uses.back()});
      continue;
    }
    unsigned family = familyOf(unit);
    unsigned first = uses.front();
    for (auto [previous, next] : llvm::zip(uses, llvm::drop_begin(uses))) {
      // Between two consecutive uses of this unit there is none of its own:
      // a use there of another family ends the interval.
      auto begin = std::upper_bound(
          allUses.begin(), allUses.end(),
          std::make_pair(previous, std::numeric_limits<unsigned>::max()));
      auto end = std::lower_bound(allUses.begin(), allUses.end(),
                                  std::make_pair(next, 0u));
      bool otherFamily = std::any_of(
          begin, end, [&](const auto &use) { return use.second != family; });
      if (otherFamily) {
        intervals.push_back({static_cast<unsigned>(unit), first, previous});
        first = next;
      }
    }
    intervals.push_back({static_cast<unsigned>(unit), first, uses.back()});
  }
  llvm::sort(intervals, [](const GatherInterval &a, const GatherInterval &b) {
    return std::tie(a.first, a.unit) < std::tie(b.first, b.unit);
  });
  return intervals;
}
