//===- ZeroDialect.cpp - zero dialect and its attributes -----------------===//

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/InterleavedRange.h"

#include <limits>

using namespace mlir;
using namespace mlir::zero;

#include "zero/Dialect/Zero/IR/ZeroDialect.cpp.inc"
#include "zero/Dialect/Zero/IR/ZeroEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "zero/Dialect/Zero/IR/ZeroAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "zero/Dialect/Zero/IR/ZeroTypes.cpp.inc"

void ZeroDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "zero/Dialect/Zero/IR/ZeroAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "zero/Dialect/Zero/IR/ZeroTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "zero/Dialect/Zero/IR/ZeroOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// StateAttr
//===----------------------------------------------------------------------===//

LogicalResult StateAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                StateRole role, StringRef param,
                                std::optional<int64_t> layer) {
  if (param.empty())
    return emitError() << "#zero.state needs a non-empty parameter name";
  if (layer && (*layer < 0 || *layer > kMaxLayer))
    return emitError() << "#zero.state layer must be from 0 to 2^62 - 1 ("
                       << kMaxLayer << "), got " << *layer;
  return success();
}

//===----------------------------------------------------------------------===//
// PlanAttr
//===----------------------------------------------------------------------===//

LogicalResult PlanAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               int64_t stage, FlatSymbolRefAttr grid,
                               bool reshardAfterForward, OffloadTarget offload,
                               bool offloadParams, int64_t shardGroup,
                               ArrayRef<int64_t> dpAxes,
                               int64_t reshardThreshold, int64_t keptPeakBytes,
                               RematPolicy remat, bool castOnGather) {
  if (stage < 0 || stage > 3)
    return emitError() << "#zero.plan stage must be 0, 1, 2 or 3, got "
                       << stage;
  if (!grid)
    return emitError() << "#zero.plan needs a grid";
  // MLIR prints an empty symbol as @<<INVALID EMPTY SYMBOL>>, which does
  // not parse back.
  if (grid.getValue().empty())
    return emitError() << "#zero.plan grid must name a shard.grid, got @\"\"";
  if (offload != OffloadTarget::None && stage == 0)
    return emitError() << "#zero.plan offload = "
                       << stringifyOffloadTarget(offload)
                       << " needs a stage from 1 on: the offloaded update "
                          "runs on each rank's shard";
  if (offloadParams && (stage != 3 || offload == OffloadTarget::None))
    return emitError() << "#zero.plan offload_params needs stage 3 (the "
                          "stage that shards weights) and offload = cpu or "
                          "nvme";
  if (shardGroup < 0)
    return emitError() << "#zero.plan shard_group must be >= 1 (the ranks "
                          "of one shard group), or 0 for the whole grid; got "
                       << shardGroup;
  // Grid axes are int16_t (shard.grid's grid_axes, getDpGridAxes): a
  // larger index would wrap onto another axis.
  for (auto [index, axis] : llvm::enumerate(dpAxes))
    if (axis < 0 || axis > std::numeric_limits<int16_t>::max() ||
        (index > 0 && axis <= dpAxes[index - 1]))
      return emitError() << "#zero.plan dp_axes must be distinct grid axes "
                            "(0 to 32767) in increasing order, got ["
                         << llvm::interleaved(dpAxes) << "]";
  if (reshardThreshold < -1)
    return emitError() << "#zero.plan reshard_threshold must be >= 0 bytes, "
                          "or -1 when the plan is not "
                          "reshard-after-forward=threshold; got "
                       << reshardThreshold;
  if (reshardThreshold >= 0 && (stage != 3 || !reshardAfterForward))
    return emitError()
           << "#zero.plan reshard_threshold belongs to stage 3 "
              "with reshard_after_forward = true (threshold reshards "
              "all but some units)";
  if (castOnGather && (stage != 3 || offload != OffloadTarget::None))
    return emitError() << "#zero.plan cast_on_gather needs stage 3 (the "
                          "stage that gathers each weight from a shard) and "
                          "offload = none (the master copies must be on the "
                          "device); got stage = "
                       << stage
                       << ", offload = " << stringifyOffloadTarget(offload);
  return success();
}

FailureOr<SmallVector<int64_t>> zero::parseGridAxisList(AsmParser &parser) {
  SmallVector<int64_t> axes;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parser.parseInteger(axes.emplace_back());
      }))
    return failure();
  return axes;
}

void zero::printGridAxisList(AsmPrinter &printer, ArrayRef<int64_t> axes) {
  printer << '[' << llvm::interleaved(axes) << ']';
}

//===----------------------------------------------------------------------===//
// Where `zero.*` attributes may be attached
//===----------------------------------------------------------------------===//

/// Checks `zero.weight_cast` on argument `index`: the weight a stage-3 step
/// derives from this state by a cast (cast-on-gather). It names the weight's
/// mark and full type, and sits on an optimizer state of the same parameter
/// with as many elements, of a wider float type.
static LogicalResult verifyWeightCastAttribute(Operation *op,
                                               NamedAttribute attr, Type type,
                                               StringRef position,
                                               unsigned index,
                                               DictionaryAttr siblings) {
  auto fail = [&]() {
    return op->emitError() << "'" << ZeroDialect::kWeightCastAttrName << "' on "
                           << position << " #" << index << " ";
  };
  if (position != "argument")
    return fail() << "belongs on the argument of the state the weight is "
                     "cast from, not on a result";
  auto dictionary = dyn_cast<DictionaryAttr>(attr.getValue());
  auto weight = dictionary ? dictionary.getAs<StateAttr>("state") : StateAttr();
  auto typeAttr = dictionary ? dictionary.getAs<TypeAttr>("type") : TypeAttr();
  auto weightType = typeAttr ? dyn_cast<RankedTensorType>(typeAttr.getValue())
                             : RankedTensorType();
  if (!weight || !weightType || dictionary.size() != 2)
    return fail() << "must be {state = #zero.state<weight, ...>, type = "
                     "<statically shaped tensor type>}, got "
                  << attr.getValue();
  auto source = siblings
                    ? siblings.getAs<StateAttr>(ZeroDialect::kStateAttrName)
                    : StateAttr();
  if (weight.getRole() != StateRole::Weight || !source ||
      source.getRole() != StateRole::Optimizer ||
      source.getParam() != weight.getParam())
    return fail() << "must name the weight (#zero.state<weight, ...>) of the "
                     "parameter whose optimizer state this argument is";
  if (!weightType.hasStaticShape())
    return fail() << "must give the weight's full, statically shaped type";
  auto shardOf = siblings.getAs<TypeAttr>(ZeroDialect::kShardOfAttrName);
  auto sourceType =
      dyn_cast<RankedTensorType>(shardOf ? shardOf.getValue() : type);
  auto weightElement = dyn_cast<FloatType>(weightType.getElementType());
  auto sourceElement = sourceType
                           ? dyn_cast<FloatType>(sourceType.getElementType())
                           : FloatType();
  if (!sourceType || !sourceType.hasStaticShape() ||
      sourceType.getNumElements() != weightType.getNumElements() ||
      !weightElement || !sourceElement ||
      weightElement.getWidth() >= sourceElement.getWidth())
    return fail() << "casts " << (sourceType ? Type(sourceType) : type)
                  << " to the weight " << weightType
                  << ": the weight must have as many elements, of a narrower "
                     "float type";
  return success();
}

/// Whether an attribute that names a property of a whole parameter
/// (`zero.dp_axes`, `zero.unit`) sits where the parameter is named: on its
/// weight argument, or, under cast-on-gather, on the argument the weight is
/// derived from.
static bool namesItsParameter(StringRef position, DictionaryAttr siblings) {
  auto state = siblings ? dyn_cast_or_null<StateAttr>(
                              siblings.get(ZeroDialect::kStateAttrName))
                        : StateAttr();
  bool derivesWeight =
      siblings && siblings.get(ZeroDialect::kWeightCastAttrName);
  return position == "argument" && state &&
         (state.getRole() == StateRole::Weight || derivesWeight);
}

/// Whether an attribute about the weight a parameter holds (`zero.persistent`,
/// `zero.max_stage`) sits on that weight's own argument: not on the
/// argument a weight is derived from under cast-on-gather, which holds none.
static bool sitsOnHeldWeight(StringRef position, DictionaryAttr siblings) {
  return siblings && namesItsParameter(position, siblings) &&
         !siblings.get(ZeroDialect::kWeightCastAttrName);
}

/// Checks a unit attribute that records one decision about a parameter
/// (`zero.persistent`, `zero.on_device`, `zero.cast_on_gather`): that it
/// sits where it belongs (`placed`; else "must sit on PLACE") and carries
/// no value (present means MEANING).
static LogicalResult verifyParameterUnitMark(Operation *op, NamedAttribute attr,
                                             StringRef position, unsigned index,
                                             bool placed, const Twine &place,
                                             StringRef meaning) {
  if (!placed)
    return op->emitError() << "'" << attr.getName().getValue() << "' on "
                           << position << " #" << index << " must sit on "
                           << place.str();
  if (!isa<UnitAttr>(attr.getValue()))
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' on argument #" << index
                           << " is a unit attribute (present: " << meaning
                           << "); drop its value, got " << attr.getValue();
  return success();
}

/// Checks a `zero.*` attribute attached to argument or result `index` of a
/// function whose type for that position is `type`.
static LogicalResult verifyValueAttribute(Operation *op, NamedAttribute attr,
                                          Type type, StringRef position,
                                          unsigned index,
                                          DictionaryAttr siblings) {
  if (attr.getName() == ZeroDialect::kTierAttrName) {
    if (!isa<TierAttr>(attr.getValue()))
      return op->emitError()
             << "'" << ZeroDialect::kTierAttrName << "' on " << position << " #"
             << index << " must be a #zero.tier, got " << attr.getValue();
    // A tier says where a model state lives; other values have none.
    if (!siblings || !siblings.get(ZeroDialect::kStateAttrName))
      return op->emitError()
             << "'" << ZeroDialect::kTierAttrName << "' on " << position << " #"
             << index << " needs a '" << ZeroDialect::kStateAttrName
             << "' beside it: only model states are placed in a tier";
    return success();
  }
  if (attr.getName() == ZeroDialect::kShardOfAttrName) {
    // A shard is the flat, padded slice of the full tensor this rank owns.
    auto full = dyn_cast<TypeAttr>(attr.getValue());
    auto fullType =
        full ? dyn_cast<RankedTensorType>(full.getValue()) : RankedTensorType();
    auto shardType = dyn_cast<RankedTensorType>(type);
    if (!fullType || !fullType.hasStaticShape())
      return op->emitError()
             << "'" << ZeroDialect::kShardOfAttrName << "' on " << position
             << " #" << index << " must name a statically shaped tensor type";
    if (!shardType || shardType.getRank() != 1 || !shardType.hasStaticShape() ||
        shardType.getElementType() != fullType.getElementType())
      return op->emitError() << position << " #" << index << " is a shard of "
                             << fullType << ", so it must be a 1-d tensor of "
                             << fullType.getElementType() << ", got " << type;
    return success();
  }
  if (attr.getName() == ZeroDialect::kDpAxesAttrName) {
    // The group of one parameter's states: named by the weight, so that
    // the gradient and optimizer states of the parameter follow it.
    if (!namesItsParameter(position, siblings))
      return op->emitError()
             << "'" << ZeroDialect::kDpAxesAttrName << "' on " << position
             << " #" << index
             << " must sit on a weight argument (#zero.state<weight, ...>), "
                "or on the one its weight is cast from ('"
             << ZeroDialect::kWeightCastAttrName
             << "'): it names the group of that parameter's states";
    auto names = dyn_cast<ArrayAttr>(attr.getValue());
    llvm::StringSet<> seen;
    bool valid = names && !names.empty();
    if (valid)
      for (Attribute name : names) {
        auto text = dyn_cast<StringAttr>(name);
        valid &= text && !text.getValue().empty() &&
                 seen.insert(text.getValue()).second;
      }
    if (!valid)
      return op->emitError()
             << "'" << ZeroDialect::kDpAxesAttrName << "' on argument #"
             << index
             << " must be a non-empty list of distinct, non-empty mesh axis "
                "names such as [\"edp\"], got "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == ZeroDialect::kUnitAttrName) {
    // Like `zero.dp_axes`, named by the weight so that the parameter's
    // other states follow it.
    if (!namesItsParameter(position, siblings))
      return op->emitError()
             << "'" << ZeroDialect::kUnitAttrName << "' on " << position << " #"
             << index
             << " must sit on a weight argument (#zero.state<weight, ...>), "
                "or on the one its weight is cast from ('"
             << ZeroDialect::kWeightCastAttrName
             << "'): it names the gathering unit of that parameter";
    auto name = dyn_cast<StringAttr>(attr.getValue());
    if (!name || name.getValue().empty())
      return op->emitError()
             << "'" << ZeroDialect::kUnitAttrName << "' on argument #" << index
             << " must be a non-empty string naming a gathering unit, such "
                "as \"root\", got "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == ZeroDialect::kReshardAfterForwardAttrName) {
    // A decision for the parameter's gathering unit, named by the weight
    // like `zero.unit`.
    if (!namesItsParameter(position, siblings))
      return op->emitError()
             << "'" << ZeroDialect::kReshardAfterForwardAttrName << "' on "
             << position << " #" << index
             << " must sit on a weight argument (#zero.state<weight, ...>), "
                "or on the one its weight is cast from ('"
             << ZeroDialect::kWeightCastAttrName
             << "'): it decides when that parameter's gathered weight is "
                "freed";
    if (!isa<BoolAttr>(attr.getValue()))
      return op->emitError()
             << "'" << ZeroDialect::kReshardAfterForwardAttrName
             << "' on argument #" << index
             << " must be true or false (free the unit's gathered weights "
                "after the forward, or keep them until the backward), got "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == ZeroDialect::kPersistentAttrName)
    // A decision for the parameter's weight, named by the weight.
    return verifyParameterUnitMark(
        op, attr, position, index, sitsOnHeldWeight(position, siblings),
        "a weight argument (#zero.state<weight, ...>): it keeps that weight "
        "whole on every rank",
        "the weight stays whole");
  if (attr.getName() == ZeroDialect::kMaxStageAttrName) {
    // A decision for the whole parameter, named by its weight like
    // `zero.persistent`.
    if (!sitsOnHeldWeight(position, siblings))
      return op->emitError()
             << "'" << ZeroDialect::kMaxStageAttrName << "' on " << position
             << " #" << index
             << " must sit on a weight argument (#zero.state<weight, ...>): "
                "it caps the stage that shards that parameter";
    auto stage = dyn_cast<IntegerAttr>(attr.getValue());
    if (!stage || !stage.getType().isSignlessInteger(64) ||
        stage.getValue().getSExtValue() < 0 ||
        stage.getValue().getSExtValue() > 3)
      return op->emitError()
             << "'" << ZeroDialect::kMaxStageAttrName << "' on argument #"
             << index
             << " must be a ZeRO stage from 0 to 3, an i64 such as "
                "`zero.max_stage = 0`, got "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == ZeroDialect::kOnDeviceAttrName)
    // A decision for the whole parameter, named by its weight like
    // `zero.unit` (under cast-on-gather, by the master it is cast from).
    return verifyParameterUnitMark(
        op, attr, position, index, namesItsParameter(position, siblings),
        "a weight argument (#zero.state<weight, ...>), or on the one its "
        "weight is cast from ('" +
            ZeroDialect::kWeightCastAttrName.str() +
            "'): it keeps that parameter's states on the device",
        "the parameter's states stay on the device under offload");
  if (attr.getName() == ZeroDialect::kCastOnGatherAttrName)
    // A decision for the parameter's weight, named by the weight it
    // replaces with a cast.
    return verifyParameterUnitMark(
        op, attr, position, index, sitsOnHeldWeight(position, siblings),
        "a weight argument (#zero.state<weight, ...>): stage 3 gathers that "
        "weight as the cast of its master copy",
        "the weight is gathered as its master's cast");
  if (attr.getName() == ZeroDialect::kWeightCastAttrName)
    return verifyWeightCastAttribute(op, attr, type, position, index, siblings);
  if (attr.getName() != ZeroDialect::kStateAttrName)
    return op->emitError() << "unknown attribute '" << attr.getName().getValue()
                           << "' on " << position << " #" << index
                           << "; the zero dialect defines '"
                           << ZeroDialect::kStateAttrName << "', '"
                           << ZeroDialect::kShardOfAttrName << "', '"
                           << ZeroDialect::kTierAttrName << "', '"
                           << ZeroDialect::kDpAxesAttrName << "', '"
                           << ZeroDialect::kUnitAttrName << "', '"
                           << ZeroDialect::kReshardAfterForwardAttrName
                           << "', '" << ZeroDialect::kPersistentAttrName
                           << "', '" << ZeroDialect::kMaxStageAttrName << "', '"
                           << ZeroDialect::kOnDeviceAttrName << "', '"
                           << ZeroDialect::kCastOnGatherAttrName << "' and '"
                           << ZeroDialect::kWeightCastAttrName << "' there";
  if (!isa<StateAttr>(attr.getValue()))
    return op->emitError() << "'" << ZeroDialect::kStateAttrName << "' on "
                           << position << " #" << index
                           << " must be a #zero.state, got " << attr.getValue();
  return verifyStateType(type, [&]() {
    return op->emitError() << position << " #" << index << ": ";
  });
}

LogicalResult ZeroDialect::verifyRegionArgAttribute(Operation *op,
                                                    unsigned regionIndex,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  Type type;
  DictionaryAttr siblings;
  if (auto function = dyn_cast<FunctionOpInterface>(op)) {
    type = function.getArgumentTypes()[argIndex];
    siblings = function.getArgAttrDict(argIndex);
  } else {
    type = op->getRegion(regionIndex).getArgument(argIndex).getType();
  }
  return verifyValueAttribute(op, attr, type, "argument", argIndex, siblings);
}

LogicalResult ZeroDialect::verifyRegionResultAttribute(Operation *op,
                                                       unsigned regionIndex,
                                                       unsigned resultIndex,
                                                       NamedAttribute attr) {
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' on a result is only meaningful on a function";
  return verifyValueAttribute(op, attr, function.getResultTypes()[resultIndex],
                              "result", resultIndex,
                              function.getResultAttrDict(resultIndex));
}

LogicalResult ZeroDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  if (attr.getName() == kPlanAttrName) {
    // On a module it is the plan zero-shard is asked to apply.
    if (!isa<FunctionOpInterface, ModuleOp>(op))
      return op->emitError() << "'" << kPlanAttrName
                             << "' belongs on the training-step function, or "
                                "on the module as the plan to apply";
    if (!isa<PlanAttr>(attr.getValue()))
      return op->emitError()
             << "'" << kPlanAttrName << "' must be a #zero.plan, got "
             << attr.getValue();
    return success();
  }
  // zero-shard's search (Plan/PlanSearch.h, kPlanSearchAttrName): the
  // table of candidates, on the module the search ran on.
  if (attr.getName() == "zero.plan_search") {
    if (!isa<ModuleOp>(op))
      return op->emitError() << "'zero.plan_search' belongs on the module "
                                "zero-shard searched";
    if (!isa<DictionaryAttr>(attr.getValue()))
      return op->emitError() << "'zero.plan_search' must be a dictionary "
                                "{chosen, candidates}, got "
                             << attr.getValue();
    return success();
  }
  if (attr.getName() == kRecomputeAttrName) {
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError()
             << "'" << kRecomputeAttrName << "' is a unit attribute, got "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == kAxisNamesAttrName) {
    auto grid = dyn_cast<shard::GridOp>(op);
    if (!grid)
      return op->emitError() << "'" << kAxisNamesAttrName
                             << "' names the axes of a 'shard.grid' and "
                                "belongs on one";
    auto names = dyn_cast<ArrayAttr>(attr.getValue());
    if (!names || !llvm::all_of(names, llvm::IsaPred<StringAttr>))
      return op->emitError() << "'" << kAxisNamesAttrName
                             << "' must be an array of strings, one per "
                                "axis, got "
                             << attr.getValue();
    if (static_cast<int64_t>(names.size()) != grid.getRank())
      return op->emitError()
             << "'" << kAxisNamesAttrName << "' names " << names.size()
             << " axes, but @" << grid.getSymName() << " has " << grid.getRank()
             << "; give one name per axis";
    llvm::StringSet<> seen;
    for (StringAttr name : names.getAsRange<StringAttr>()) {
      if (name.getValue().empty())
        return op->emitError()
               << "'" << kAxisNamesAttrName << "': an axis name is empty";
      if (!seen.insert(name.getValue()).second)
        return op->emitError() << "'" << kAxisNamesAttrName << "': axis \""
                               << name.getValue() << "\" is named twice";
    }
    return success();
  }
  if (attr.getName() == kStateAttrName)
    return op->emitError()
           << "'" << kStateAttrName
           << "' cannot be attached to an operation; mark function "
              "arguments/results with it, or wrap the value in "
              "`zero.annotate`";
  return op->emitError() << "unknown zero dialect attribute '"
                         << attr.getName().getValue() << "' on an operation";
}
