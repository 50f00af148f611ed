//===- GatherSchedule.h - when ZeRO-3 gathers each layer ------*- C++ -*-===//
//
// ZeRO stage 3 keeps only a shard of each weight on a rank and gathers a
// whole gathering unit (a `layer`, FSDP's unit) just before it is used. This
// file derives the gather intervals from where the weights are used, so that
// nothing about forward and backward is hard-coded (docs/design.md §4):
//
//   a unit is gathered before its first use and released after the last use
//   of an interval; an interval ends where another unit's weight is used
//   between two of its uses.
//
// In a training step each decoder layer is used once in the forward and once
// in the backward with every other layer in between, so it gets two
// intervals; an untied lm_head used just before and just after the loss gets
// one.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_GATHERSCHEDULE_H
#define ZERO_DIALECT_ZERO_ANALYSIS_GATHERSCHEDULE_H

#include "zero/Dialect/Zero/Analysis/StateTable.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <optional>
#include <string>

namespace mlir::zero {

/// Parameters gathered (and reduce-scattered) together: all parameters of one
/// `layer`, all those outside the layers that name one `zero.unit` (FSDP2's
/// root group), or a parameter without either on its own.
struct GatheringUnit {
  std::optional<int64_t> layer;
  /// The `zero.unit` name of a named unit; empty otherwise.
  std::string name;
  /// Indices into `StateTable::getParams()`, in table order.
  SmallVector<unsigned, 8> params;
};

/// Groups the parameters of `table` into units, in order of first appearance.
SmallVector<GatheringUnit> computeGatheringUnits(const StateTable &table);

/// `units` with each unit split into parts, in the order they first appear,
/// such that `together(a, b)` holds for the parameters a and b of one part
/// (an equivalence: the first parameter of a part stands for the others);
/// a parameter `keep` refuses is left out, and so is a part left empty.
SmallVector<GatheringUnit>
splitUnits(ArrayRef<GatheringUnit> units,
           function_ref<bool(unsigned, unsigned)> together,
           function_ref<bool(unsigned)> keep = nullptr);

/// `units` without the parameters whose weights stay whole
/// (`zero.persistent`) and without the units that leaves empty: what stage
/// 3 gathers for the weights' uses. Every reader that asks which units
/// stage 3 gathers (the rewrite, the formula, the measurement's lists)
/// asks this, so that they see one answer.
SmallVector<GatheringUnit>
getUnitsGatheredForUse(const StateTable &table, ArrayRef<GatheringUnit> units);

/// How the report names `unit` of `table`: "layer N", "unit NAME" (a
/// `zero.unit`), or the name of its one parameter.
std::string getGatheringUnitName(const StateTable &table,
                                 const GatheringUnit &unit);
/// The name of the unit `param` belongs to, as `getGatheringUnitName`
/// names it.
std::string getGatheringUnitName(const ParamStates &param);

/// The gathers of a program counted per unit, in program order, as the
/// footprint lists the units gathered once (the measurement of a written
/// program and the search's model of one count the same way). A unit whose
/// parameters are sharded over different groups (a MoE layer's experts
/// beside its attention) is gathered in parts, one per group: a part is
/// the unit's name and the axes of its gathers' group.
class UnitGatherCounts {
public:
  /// Counts one gather of unit `name` over `axes`; returns the part's key
  /// when this is its first gather.
  std::optional<std::string> add(StringRef name, ArrayRef<int16_t> axes);
  /// The gathers of `part`.
  unsigned getGathers(StringRef part) const { return gathers.lookup(part); }
  /// Whether unit `name` is gathered at all.
  bool isGathered(StringRef name) const { return partsOfUnit.count(name); }
  /// Each unit gathered, in order of its first gather, with its parts.
  template <typename F> void forEachUnit(F callback) const {
    llvm::StringSet<> seen;
    for (const std::string &part : partOrder) {
      StringRef name = unitOfPart.find(part)->second;
      if (seen.insert(name).second)
        callback(name, ArrayRef<std::string>(partsOfUnit.find(name)->second));
    }
  }
  /// Whether each part of `parts` is gathered once.
  bool isGatheredOnce(ArrayRef<std::string> parts) const {
    return llvm::all_of(
        parts, [&](const std::string &part) { return getGathers(part) == 1; });
  }

private:
  llvm::StringMap<unsigned> gathers;
  SmallVector<std::string> partOrder;
  llvm::StringMap<SmallVector<std::string, 1>> partsOfUnit;
  llvm::StringMap<std::string> unitOfPart;
};

/// One interval during which a unit stays gathered: from the operation at
/// position `first` to the one at `last` (inclusive), positions counting the
/// operations of the function body in program order.
struct GatherInterval {
  unsigned unit;
  unsigned first;
  unsigned last;
};

/// Which stage-3 units are freed between their forward and backward uses.
struct ReshardPolicy {
  enum class Mode {
    /// Every unit (FSDP's FULL_SHARD, the default).
    Always,
    /// None: each stays gathered from its first use to its last
    /// (SHARD_GRAD_OP).
    Never,
    /// All but the root units (parameters without a layer: embeddings, the
    /// final norm, the head) and the units of at most `thresholdBytes`
    /// gathered bytes, which stay gathered as FSDP2 keeps its root.
    Threshold,
  };
  Mode mode = Mode::Always;
  uint64_t thresholdBytes = 0;
};

/// The decision the IR writes for `unit`: its parameters'
/// `zero.reshard_after_forward` (the state table checked that they agree),
/// or nullopt when they carry none.
std::optional<bool> getWrittenResharding(const StateTable &table,
                                         const GatheringUnit &unit);

/// For each of `units`, whether stage 3 reshards it after the forward: the
/// unit's `zero.reshard_after_forward` where its weights carry one, else
/// what `policy` decides. The gathered bytes are those of the unit's full
/// weights in `table`. Every pass that needs to know whether a unit stays
/// gathered asks this function, so that they all see one decision.
SmallVector<bool> decideResharding(const StateTable &table,
                                   ArrayRef<GatheringUnit> units,
                                   ReshardPolicy policy);

/// Derives the gather intervals from the positions at which each unit's
/// weights are used (`usesPerUnit[u]`, any order, duplicates allowed; a unit
/// with no use gets no interval). A unit whose `reshards[u]` is false gets
/// one interval from its first to its last use; `reshards` has one entry
/// per unit (a vector, so that a lone bool does not pass for one). The
/// result is sorted by `first`, then by unit.
///
/// `familyOfUnit` (one entry per unit, or empty: each unit a family of its
/// own) groups the units that are parts of one layer, split because their
/// parameters are sharded over different groups (a MoE layer's experts
/// beside its attention): a use of another part of the same layer does not
/// end an interval, only one of another layer, so each part of a layer is
/// gathered once for its forward and once for its backward, as the
/// layer's module would be.
SmallVector<GatherInterval>
deriveGatherIntervals(ArrayRef<SmallVector<unsigned>> usesPerUnit,
                      const SmallVectorImpl<bool> &reshards,
                      ArrayRef<unsigned> familyOfUnit = {});

/// The families of `units` for `deriveGatherIntervals`: units with the same
/// layer are one family; a unit without a layer is a family of its own.
SmallVector<unsigned> getUnitFamilies(ArrayRef<GatheringUnit> units);

} // namespace mlir::zero

#endif // ZERO_DIALECT_ZERO_ANALYSIS_GATHERSCHEDULE_H
